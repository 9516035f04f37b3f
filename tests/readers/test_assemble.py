"""Events spread over several tables or files (readers/assemble.py): every round's pairing list and the
ranking, on one page or in several files, read as one event.

The real publications are two SwissChess events of the SG NARVA Berlin site (tests/data/pairings/README.md):
a page with every round's pairing list (names cut to 16 characters) and a page with the ranking. The
expected values are the ranking's own: every player's points, Buchholz and Sonneborn-Berger, and the
ranks (SwissChess computes them by the rules before C.07, ``--rules legacy``).
"""

from __future__ import annotations

import html
import re
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from conftest import DATA
from tiebreak.cli import main
from tiebreak.model.errors import ParseError, Severity
from tiebreak.model.tournament import Result
from tiebreak.readers import ReadOptions, read_path, read_paths, read_text, sniff
from tiebreak.readers.assemble import Kind, Table, assemble, classify, read_sources, round_in_text
from tiebreak.readers.files import unbundle

PAIRINGS = DATA / "pairings"
KRT_2019 = [PAIRINGS / "narva-krt-2019.pairings.md", PAIRINGS / "narva-krt-2019.ranking.md"]
KRT_2023 = [PAIRINGS / "narva-krt-2023.pairings.md", PAIRINGS / "narva-krt-2023.ranking.md"]


def _published(path: Path) -> dict[str, dict[str, str]]:
    """The published ranking, read from its HTML with a regular expression (not the code under test):
    name -> heading -> cell."""
    text = path.read_text(encoding="utf-8")
    rows = [
        re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", r, re.S)
        for r in re.findall(r"<tr[^>]*>(.*?)</tr>", text, re.S)
    ]
    rows = [[" ".join(html.unescape(c).split()) for c in r] for r in rows]
    header = next(r for r in rows if "Rang" in r)
    return {
        _as_written(r[1]).rstrip(","): dict(zip(header, r, strict=True))  # 'Orozco Rodriguez,': no first name
        for r in rows
        if len(r) == len(header) and r[0] != "Rang"
    }


def _as_written(name: str) -> str:
    """A name the club's page printed with its UTF-8 read as cp1252 (``Kellner,RenÃ©``), as its letters
    read (the readers put them back, with a note)."""
    try:
        return name.encode("cp1252").decode("utf-8")
    except UnicodeError:
        return name


def _standings(event: tiebreak.Tournament, codes: str) -> tiebreak.Standings:
    return tiebreak.compute_standings(event, codes, tiebreak.Options(rules=tiebreak.Rules("legacy")))


@pytest.mark.parametrize(("files", "players"), [(KRT_2019, 47), (KRT_2023, 86)])
def test_pairing_lists_and_ranking_in_two_files_give_the_published_points_and_buchholz(
    files: list[Path], players: int
) -> None:
    event = read_paths(files)
    published = _published(files[1])
    standings = _standings(event, "BH")
    assert len(standings.rows) == players == len(published)
    for row in standings.rows:
        pub = published[row.name]
        assert (row.points, row.values[0]) == (Fraction(pub["Punkte"]), Fraction(pub["Buchh"])), row.name
        assert event.player(row.sno).declared_points == Fraction(pub["Punkte"])


def test_sonneborn_berger_is_the_published_one_for_every_player_who_played_every_round() -> None:
    """SwissChess counts a player's own unplayed rounds in Sonneborn-Berger by a convention of the rules
    before C.07 (spec section 10.4) that ``legacy`` does not follow yet, so only the players with seven
    games played are compared here; their Buchholz agrees for everyone (above)."""
    event = read_paths(KRT_2023)
    published = _published(KRT_2023[1])
    standings = _standings(event, "BH,SB")
    full = [
        r
        for r in standings.rows
        if len(event.player(r.sno).rounds) == 7 and all(e.result.played for e in event.player(r.sno).rounds)
    ]
    assert len(full) > 60  # of 86: the others have a round without a game (a bye, an absence, a forfeit)
    for row in full:
        assert row.values[1] == Fraction(published[row.name]["SoBerg"]), row.name


def test_the_ranks_are_the_published_ones_where_the_publication_does_not_share_a_place() -> None:
    published = _published(KRT_2023[1])
    ranks = [int(p["Rang"].rstrip(".")) for p in published.values()]
    standings = _standings(read_paths(KRT_2023), "BH,SB")
    unplayed = {p.name for p in read_paths(KRT_2023).players if not all(e.result.played for e in p.rounds)}
    shared = {r for r in ranks if ranks.count(r) > 1}
    assert len(shared) == 2  # two pairs equal on points, Buchholz and Sonneborn-Berger
    for row in standings.rows:
        rank = int(published[row.name]["Rang"].rstrip("."))
        if rank not in shared and row.name not in unplayed:
            assert row.rank == rank, row.name


def test_the_order_of_the_files_does_not_matter_and_a_folder_reads_the_same(tmp_path: Path) -> None:
    for f in KRT_2019:
        (tmp_path / f.name).write_bytes(f.read_bytes())
    first = _standings(read_paths(KRT_2019), "BH")
    for way in ([KRT_2019[1], KRT_2019[0]], [tmp_path]):
        again = _standings(read_paths(way), "BH")
        assert [(r.rank, r.name, r.points, r.values) for r in again.rows] == [
            (r.rank, r.name, r.points, r.values) for r in first.rows
        ]


def test_one_page_with_the_pairing_lists_and_the_ranking_is_one_event() -> None:
    bodies = [f.read_text(encoding="utf-8").split("---\n", 2)[2] for f in KRT_2019]
    page = "<html><body>" + "".join(bodies) + "</body></html>"
    event = read_text(page, source="krt-2019.html", suffix=".html")
    published = _published(KRT_2019[1])
    for row in _standings(event, "BH").rows:
        assert (row.points, row.values[0]) == (
            Fraction(published[row.name]["Punkte"]),
            Fraction(published[row.name]["Buchh"]),
        )


def test_the_command_line_reads_several_files_and_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["standings", "-t", "BH", "--rules", "legacy", "-f", "tsv"]
    assert main([*args, *map(str, KRT_2019)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 + 47 and "Woithe,Daniel" in out[1]
    for f in KRT_2019:
        (tmp_path / f.name).write_bytes(f.read_bytes())
    assert main([*args, str(tmp_path)]) == 0
    assert capsys.readouterr().out.splitlines() == out


def test_names_cut_short_are_matched_with_the_ranking_by_prefix_with_a_note() -> None:
    event = read_paths(KRT_2019)
    notes = [
        d.message for d in event.diagnostics if d.severity is Severity.INFO and "cuts the name" in d.message
    ]
    assert any("'Slepuschkin,Shen' of the pairing lists is read as 'Slepuschkin,Sheni'" in n for n in notes)
    assert "Slepuschkin,Sheni" in {p.name for p in event.players}
    listed = {
        _as_written(" ".join(html.unescape(n).split()))
        for n in re.findall(r"<td>([^<>]*,[^<>]*)</td>", KRT_2019[0].read_text(encoding="utf-8"))
    }
    ranked = set(_published(KRT_2019[1]))
    cut = {n for n in listed if n not in ranked and n + "." not in ranked}  # 'Mayer,Herbert,Dr' is whole
    assert len(notes) == len(cut) == 9  # the names the publication cuts to 16 characters
    assert all(any(r.startswith(n) for r in ranked) for n in cut)


def _sources(ranking: str) -> list[tuple[str, str]]:
    return [("pairings.md", KRT_2019[0].read_text(encoding="utf-8")), ("ranking.md", ranking)]


def test_two_ranking_names_for_one_cut_name_is_an_error_naming_both_places() -> None:
    ranking = KRT_2019[1].read_text(encoding="utf-8")
    ranking = ranking.replace("<td>Tschernatsch,Joha</td>", "<td>Tschernatsch,Johb</td>", 1)
    row = re.search(r"<tr[^>]*>\s*<td>\d+\.</td>\s*<td>Tschernatsch,Johb</td>.*?</tr>", ranking, re.S)
    assert row is not None
    ranking = ranking.replace(row.group(), row.group() + row.group().replace("Johb", "Joha"), 1)
    with pytest.raises(ParseError) as err:
        read_sources(_sources(ranking))
    message = str(err.value)
    assert "'Tschernatsch,Joh' (pairing list, pairings.md line" in message
    assert message.count("ranking.md line") == 2 and "Tschernatsch,Johb" in message


def test_a_player_the_ranking_does_not_have_is_an_error_naming_both_places() -> None:
    ranking = KRT_2019[1].read_text(encoding="utf-8").replace("<td>Woithe,Daniel</td>", "<td>Woit,Dan</td>")
    with pytest.raises(ParseError) as err:
        read_sources(_sources(ranking))
    assert err.value.source == "pairings.md" and err.value.line is not None
    assert "'Woithe,Daniel' (pairing list, pairings.md line" in err.value.message
    assert "has no entry in the ranking (table 1 of ranking.md (line 57))" in err.value.message


def test_pairing_lists_without_heading_rows_are_read_by_their_content() -> None:
    text = KRT_2019[0].read_text(encoding="utf-8")
    bare = re.sub(r'<tr bgcolor="#00ff00">.*?</tr>', "", text, flags=re.S)
    assert "<th>Teilnehmer</th>" not in bare
    event = read_sources([("pairings.md", bare), ("ranking.md", KRT_2019[1].read_text(encoding="utf-8"))])
    assert any("without a heading row" in d.message for d in event.diagnostics)
    same = read_paths(KRT_2019)  # which puts back the letters the page printed misread (René)
    assert [(_as_written(p.name), p.rounds) for p in event.players] == [
        (p.name, p.rounds) for p in same.players
    ]


ROUND_1 = [
    ["1", "1", "Adler, Anna", "-", "3", "Claes, Clara", "1 - 0"],
    ["2", "4", "Dorn, David", "-", "2", "Berg, Boris", "½ - ½"],
]
ROUND_2 = [
    ["1", "2", "Berg, Boris", "-", "1", "Adler, Anna", "0 - 1"],
    ["2", "3", "Claes, Clara", "-", "4", "Dorn, David", "1 - 0"],
]


def test_rounds_come_from_the_heading_the_file_name_or_the_order_with_a_note() -> None:
    lists = [
        classify(Table.of(ROUND_2, source="b.html", caption="Paarungen der 2. Runde")),
        classify(Table.of(ROUND_1, source="round1.html")),
    ]
    assert all(c is not None and c.kind is Kind.PAIRINGS for c in lists)
    event = assemble([c for c in lists if c is not None])
    notes = [d.message for d in event.diagnostics]
    assert any("round 2, from the heading 'Paarungen der 2. Runde'" in n for n in notes)
    assert any("round 1, from the file's name 'round1.html'" in n for n in notes)
    assert [(e.opponent, e.result.code) for e in event.player(1).rounds] == [(3, "1"), (2, "1")]
    ordered = assemble(
        [
            c
            for c in (classify(Table.of(r, source=s)) for r, s in ((ROUND_1, "a.html"), (ROUND_2, "b.html")))
            if c is not None
        ]
    )
    warned = [d for d in ordered.diagnostics if d.severity is Severity.WARNING]
    assert [d.source for d in warned] == ["a.html", "b.html"]
    assert "read as round 2, the one after the list before it" in warned[1].message
    assert ordered.player(1).rounds == event.player(1).rounds


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("Paarungsliste der 3. Runde", 3),
        ("Round 4 on 2026/03/01", 4),
        ("Rd. 5", 5),
        ("Ronde 6", 6),
        ("Rangliste", None),
        ("Тур 2", 2),
    ],
)
def test_round_headings_in_the_languages_of_the_heading_table(text: str, number: int | None) -> None:
    assert round_in_text(text) == number


def test_several_files_are_held_to_the_input_limit_of_one(tmp_path: Path) -> None:
    size = sum(f.stat().st_size for f in KRT_2019)
    options = ReadOptions(limits=tiebreak.Limits(max_bytes=size - 1))
    with pytest.raises(ParseError, match="together are over the input limit"):
        read_paths(KRT_2019, options=options)
    assert read_paths(KRT_2019, options=ReadOptions(limits=tiebreak.Limits(max_bytes=size))).players


def test_files_without_a_pairing_list_are_a_clear_error(tmp_path: Path) -> None:
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text("Rang\tTeilnehmer\tPunkte\n1\tAdler, Anna\t2\n", encoding="utf-8")
    b.write_text("just some words\n", encoding="utf-8")
    with pytest.raises(
        ParseError, match=r"no pairing list in the 2 inputs \(1 table\(s\) found: table 1 of "
    ):
        read_paths([a, b])


GAMBITO = sorted(PAIRINGS.glob("gambito-guada-i*-liga-grupo-*.md"))


def _clasificacion(path: Path) -> dict[str, tuple[int, Fraction]]:
    """The published ranking of a Gambito de Guada page, read with a regular expression: name -> (games
    played, points)."""
    rows = re.findall(
        r"^\|\s*\d+\s*\|\s*([^|]+?)\s*\|\s*(\d+)\s*\|\s*([\d.]+)\s*\|", path.read_text(encoding="utf-8"), re.M
    )
    return {name: (int(games), Fraction(points)) for name, games, points in rows}


@pytest.mark.parametrize("path", GAMBITO, ids=lambda p: p.stem)
def test_a_markdown_page_of_round_tables_and_a_ranking_gives_the_published_points_and_games(
    path: Path,
) -> None:
    assert len(GAMBITO) == 4
    event = read_path(path)
    published = _clasificacion(path)
    assert {p.name for p in event.players} == set(published)
    for p in event.players:
        games = sum(1 for e in p.rounds if e.result.played)
        score = sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        assert (games, score) == published[p.name], p.name
        assert p.declared_rank is not None


def test_a_seat_two_players_shared_is_one_competitor() -> None:
    """The first Gambito de Guada league (tests/data/pairings/gambito-guada-i-liga.md): the ranking's seat 4
    is 'Pérez Lorenzo, Manuel Jesús/Jesús Alonso Palazón'; the round tables write either name alone (and
    once both), never two in one round: one competitor with the ranking's 19 games and 11 points. Every
    other entry's points are the ranking's but Sierra Grasa's and Caballero Justo's, whose round-18 game the
    ranking counts the other way (published 5 and 5; the tables give 6 and 4); every games count is the
    ranking's but Pablo Abánades García's (published 14; the tables give results in 13 of his rounds)."""
    path = PAIRINGS / "gambito-guada-i-liga.md"
    event = read_path(path)
    published = _clasificacion(path)
    assert {p.name for p in event.players} == set(published) and len(event.players) == 12
    for p in event.players:
        games = sum(1 for e in p.rounds if e.result.played)
        score = sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        misprint = {"Sierra Grasa, Ismael": Fraction(1), "Caballero Justo, Mario": Fraction(-1)}.get(
            p.name, 0
        )
        missing = 1 if p.name == "Pablo Abánades García" else 0
        assert (games, score) == (published[p.name][0] - missing, published[p.name][1] + misprint), p.name
    notes = [d.message for d in event.diagnostics if d.severity is Severity.INFO]
    assert any(
        "'Pérez Lorenzo, Manuel Jesús/Jesús Alonso Palazón' of the ranking" in n
        and "'Jesús Alonso Palazón'" in n
        and "read as one competitor" in n
        for n in notes
    )


SEATS = """# Clasificación

| # | **Jugador** | **Partidas** | **Puntuación** |
|---|---|---|---|
| 1 | Arden, Ann | 3 | 2.5 |
| 2 | Brandt, Bo/Carl Dahl | 3 | 1.5 |
| 3 | Falk, Fritz | 3 | 1.5 |
| 4 | Evers, Eva | 3 | 0.5 |

### Pairing Round 1

| **Blancas** | **Resultado** | **Negras** |
|---|---|---|
| Arden, Ann | 1 - 0 | Brandt, Bo |
| Evers, Eva | 1/2 - 1/2 | Falk, Fritz |

### Pairing Round 2

| **Blancas** | **Resultado** | **Negras** |
|---|---|---|
| Carl Dahl | 1/2 - 1/2 | Arden, Ann |
| Falk, Fritz | 1 - 0 | Evers, Eva |

### Pairing Round 3

| **Blancas** | **Resultado** | **Negras** |
|---|---|---|
| Arden, Ann | 1 - 0 | Falk, Fritz |
| Carl Dahl | 1 - 0 | Eva Evers |
"""


def test_names_in_the_other_order_and_a_shared_seat_are_matched_with_notes() -> None:
    """By hand: Arden 1 + ½ + 1 = 2.5; the seat Brandt/Dahl 0 + ½ + 1 = 1.5; Falk ½ + 1 + 0 = 1.5; Evers
    ½ + 0 + 0 = 0.5. 'Eva Evers' of round 3 is the ranking's 'Evers, Eva'."""
    event = read_text(SEATS, source="liga.md")
    points = {
        p.name: sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        for p in event.players
    }
    assert points == {
        "Arden, Ann": Fraction(5, 2),
        "Brandt, Bo/Carl Dahl": Fraction(3, 2),
        "Falk, Fritz": Fraction(3, 2),
        "Evers, Eva": Fraction(1, 2),
    }
    assert [p.sno for p in event.players] == [1, 2, 3, 4]
    notes = [d.message for d in event.diagnostics if d.severity is Severity.INFO]
    assert any(
        "in the other order than the ranking's" in n and "'Eva Evers' is 'Evers, Eva'" in n for n in notes
    )
    assert any(
        "'Brandt, Bo' and 'Carl Dahl' of the pairing lists are 'Brandt, Bo/Carl Dahl'" in n for n in notes
    )


def test_a_shared_seat_whose_players_meet_in_one_round_is_an_error_naming_both() -> None:
    text = SEATS.replace(
        "| Evers, Eva | 1/2 - 1/2 | Falk, Fritz |", "| Carl Dahl | 1/2 - 1/2 | Falk, Fritz |"
    )
    text = text.replace(
        "| Falk, Fritz | 1 - 0 | Evers, Eva |",
        "| Falk, Fritz | 1 - 0 | Evers, Eva |\n| Brandt, Bo | 0 - 1 | Evers, Eva |",
        0,
    )
    with pytest.raises(ParseError) as err:
        read_text(text, source="liga.md")
    message = err.value.message
    assert "'Brandt, Bo' (line 14) and 'Carl Dahl' (line 15) of the pairing lists both match " in message
    assert "'Brandt, Bo/Carl Dahl' of the ranking (liga.md line 6, column" in message and "round 1" in message


def test_two_names_for_one_entry_that_is_no_shared_seat_are_an_error_naming_both() -> None:
    text = SEATS.replace("Brandt, Bo/Carl Dahl", "Brandt, Bo").replace("| Carl Dahl |", "| Brandt, B |")
    with pytest.raises(ParseError) as err:
        read_text(text, source="liga.md")
    assert (
        "'Brandt, B' (line 21) and 'Brandt, Bo' (line 14) of the pairing lists both match 'Brandt, Bo' of "
        "the ranking (liga.md line 6, column 7)" in err.value.message
    )


def test_several_files_kept_as_one_text_read_as_the_files_do() -> None:
    bundled = PAIRINGS / "gambito-guada-ii-liga-grupo-b.files.txt"
    text = bundled.read_text(encoding="utf-8")
    assert sniff(text) == "files"
    assert [name for name, _ in unbundle(text)] == ["clasificacion.md", "rondas.md"]
    event, page = read_path(bundled), read_path(PAIRINGS / "gambito-guada-ii-liga-grupo-b.md")
    assert [(p.name, p.rounds, p.declared_rank) for p in event.players] == [
        (p.name, p.rounds, p.declared_rank) for p in page.players
    ]
    assert {d.source for d in event.diagnostics} >= {"clasificacion.md", "rondas.md"}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("#tiebreak-files 1\nno header\n", "expected '#file LENGTH NAME'"),
        ("#tiebreak-files 1\n#file 99 a.txt\nshort\n", "shorter than its length 99"),
    ],
)
def test_a_damaged_bundle_is_an_error_with_its_line(text: str, message: str) -> None:
    with pytest.raises(ParseError, match=message) as err:
        read_text(text)
    assert err.value.line == 2


def test_the_pairing_lists_page_alone_reads_as_pairings_too() -> None:
    """``--input-format pairings`` on the saved page reads its tables (the ranking is on another page:
    the names stay as the lists cut them)."""
    text = KRT_2019[0].read_text(encoding="utf-8")
    event = read_text(text, input_format="pairings", source="pairings.md")
    assert len(event.players) == 47 and "Slepuschkin,Shen" in {p.name for p in event.players}
    assert read_text(text, source="pairings.md", suffix=".md").players == event.players


# -- a PGN file with its ranking: the value of a bye written as a game against BYE with [Result "*"] ----------
def _pgn(event: str, games: list[tuple[int, str, str, str]]) -> str:
    """A PGN file of the games ``(round, White, Black, result)``, tag pairs and the result only."""
    return "\n".join(
        f'[Event "{event}"]\n[Round "{r}"]\n[White "{w}"]\n[Black "{b}"]\n[Result "{res}"]\n\n{res}\n'
        for r, w, b, res in games
    )


JUNIOR_GAMES = _pgn(
    "Junior",
    [
        (1, "Ann", "Bob", "1-0"),
        (1, "Cy", "BYE", "*"),
        (2, "Cy", "Ann", "1/2-1/2"),
        (2, "Bob", "BYE", "*"),
        (3, "Bob", "Cy", "0-1"),
        (3, "Ann", "BYE", "*"),
    ],
)
JUNIOR_RANKING = "Rk.\tName\tPts.\n1\tAnn\t2.5\n2\tCy\t2.5\n3\tBob\t1\n"
"""By hand: Ann beat Bob, drew Cy and had the round-3 bye; Cy the round-1 bye, drew Ann, beat Bob; Bob lost
both games and had the round-2 bye. The published 2.5, 2.5 and 1 are the games plus 1 per bye."""


def _scores(event: tiebreak.Tournament) -> dict[str, Fraction]:
    return {row.name: row.points for row in tiebreak.compute_standings(event, "PTS").rows}


def test_pgn_byes_with_a_star_get_the_value_the_ranking_given_with_them_shows(tmp_path: Path) -> None:
    (tmp_path / "games.pgn").write_text(JUNIOR_GAMES, encoding="utf-8")
    (tmp_path / "ranking.txt").write_text(JUNIOR_RANKING, encoding="utf-8")
    event = read_paths([tmp_path / "games.pgn", tmp_path / "ranking.txt"])
    assert _scores(event) == {"Ann": Fraction(5, 2), "Cy": Fraction(5, 2), "Bob": Fraction(1)}
    assert {e.result for p in event.players for e in p.rounds if e.opponent is None} == {Result.PAB}
    notes = [d.message for d in event.diagnostics]
    assert any(
        n.startswith('games against BYE with [Result "*"] read as the ranking\'s points (')
        and n.endswith("leave for each player: 3 worth 1 point(s)")
        for n in notes
    )
    assert not any(d.severity is Severity.WARNING for d in event.diagnostics)
    # an option given is what the byes are worth; the ranking's points then disagree, with a warning each
    event = read_paths(
        [tmp_path / "games.pgn", tmp_path / "ranking.txt"], options=ReadOptions(pgn_bye="half")
    )
    assert _scores(event) == {"Ann": Fraction(2), "Cy": Fraction(2), "Bob": Fraction(1, 2)}
    assert sum(1 for d in event.diagnostics if "the ranking gives" in d.message) == 3


def test_a_pgn_files_ranking_aligned_in_columns_with_places_shared_as_ranges(tmp_path: Path) -> None:
    """SwissPerfect's standings in a ``<pre>`` block of a page the reader does not take for HTML (a
    ``.jsp``): columns aligned with blanks, a place shared written ``1-2`` on its first row and left
    blank on the next, names ending in a comma (``Surname,`` with no first name). Every entry is a
    player of the games (before, the text was split at every run of blanks, and the rows ``1-2`` were
    left out: their players had no entry)."""
    games = _pgn(
        "Club Swiss",
        [
            (1, "Ann", "Bob", "1-0"),
            (1, "Cy", "Dan", "1-0"),
            (1, "Eve", "Fay", "1-0"),
            (1, "Gus", "Hal", "1-0"),
            (2, "Ann", "Cy", "1/2-1/2"),
            (2, "Eve", "Gus", "1-0"),
            (2, "Bob", "Dan", "1-0"),
            (2, "Fay", "Hal", "1-0"),
            (3, "Ann", "Eve", "1-0"),
            (3, "Cy", "Gus", "1-0"),
            (3, "Bob", "Fay", "1/2-1/2"),
            (3, "Dan", "Hal", "1-0"),
        ],
    )
    ranking = (  # by hand from the games: Ann and Cy 2½, Eve 2, Bob and Fay 1½, Gus and Dan 1, Hal 0
        "<h2>Standings</h2><pre>\n\n"
        "Place Name            Feder Rtg  Loc Score\n\n"
        " 1-2  Ann,                 1900     2.5\n"
        "      Cy,                  1850     2.5\n"
        "  3   Eve,                 1800     2\n"
        " 4-5  Bob,                 1750     1.5\n"
        "      Fay,                 1700     1.5\n"
        " 6-7  Gus,                 1650     1\n"
        "      Dan,                 1600     1\n"
        "  8   Hal,                 1550     0\n"
        "</pre>\n"
    )
    (tmp_path / "games.pgn").write_text(games, encoding="utf-8")
    (tmp_path / "standings.jsp").write_text(ranking, encoding="utf-8")
    event = read_paths([tmp_path / "games.pgn", tmp_path / "standings.jsp"])
    half = Fraction(1, 2)
    assert _scores(event) == {
        "Ann": 5 * half,
        "Cy": 5 * half,
        "Eve": 2,
        "Bob": 3 * half,
        "Fay": 3 * half,
        "Gus": 1,
        "Dan": 1,
        "Hal": 0,
    }
    assert {p.name: p.rating for p in event.players}["Ann"] == 1900
    assert {p.name: p.rating for p in event.players}["Fay"] == 1700


def test_pgn_byes_are_worth_what_each_players_points_leave(tmp_path: Path) -> None:
    """Bob withdrew after round 1 and his round-2 "bye" is an absence: the ranking gives him 0, so his
    bye is worth 0 (a zero-point bye), while Ann's and Cy's, whose points leave 1, are full points."""
    (tmp_path / "games.pgn").write_text(JUNIOR_GAMES, encoding="utf-8")
    (tmp_path / "ranking.txt").write_text(JUNIOR_RANKING.replace("\t1\n", "\t0\n"), encoding="utf-8")
    event = read_paths([tmp_path / "games.pgn", tmp_path / "ranking.txt"])
    assert _scores(event) == {"Ann": Fraction(5, 2), "Cy": Fraction(5, 2), "Bob": Fraction(0)}
    byes = {p.name: e.result for p in event.players for e in p.rounds if e.opponent is None}
    assert byes == {"Ann": Result.PAB, "Cy": Result.PAB, "Bob": Result.ZERO_BYE}
    assert any(
        d.severity is Severity.INFO and d.message.endswith("2 worth 1 point(s), 1 worth 0 point(s)")
        for d in event.diagnostics
    )
    assert not any(d.severity is Severity.WARNING for d in event.diagnostics)


def test_pgn_byes_a_players_points_give_no_value_stay_unpaired_with_a_warning(tmp_path: Path) -> None:
    """The ranking gives Bob 1.5, which leaves 1.5 for his one bye: no bye is worth that, so his stays
    an unpaired round (0), named in a warning, while Ann's and Cy's are worth the 1 their points leave."""
    (tmp_path / "games.pgn").write_text(JUNIOR_GAMES, encoding="utf-8")
    (tmp_path / "ranking.txt").write_text(JUNIOR_RANKING.replace("\t1\n", "\t1.5\n"), encoding="utf-8")
    event = read_paths([tmp_path / "games.pgn", tmp_path / "ranking.txt"])
    assert _scores(event) == {"Ann": Fraction(5, 2), "Cy": Fraction(5, 2), "Bob": Fraction(0)}
    assert any(
        d.severity is Severity.WARNING
        and "2 worth 1 point(s); those of Bob read as unpaired rounds" in d.message
        for d in event.diagnostics
    )


# -- a PGN file with its ranking: a game between two players with [Result "*"] (Vega's forfeit) -------------
FOUR_GAMES = _pgn(
    "Club",
    [
        (1, "Ann", "Bob", "1-0"),
        (1, "Cy", "Dee", "1/2-1/2"),
        (2, "Bob", "Cy", "0-1"),
        (2, "Dee", "Ann", "*"),
        (3, "Ann", "Cy", "1/2-1/2"),
        (3, "Bob", "Dee", "*"),
    ],
)
"""By hand, a round robin of four: Dee left after round 1. Her round-2 game against Ann and round-3 game
against Bob are written ``*``, as Vega's PGN writes a forfeit."""


def _four(tmp_path: Path, ranking: str) -> tiebreak.Tournament:
    (tmp_path / "games.pgn").write_text(FOUR_GAMES, encoding="utf-8")
    (tmp_path / "ranking.txt").write_text(ranking, encoding="utf-8")
    return read_paths([tmp_path / "games.pgn", tmp_path / "ranking.txt"])


def _results(event: tiebreak.Tournament) -> dict[tuple[str, int], str]:
    """Each player's result of each round as a TRF code (``+`` a forfeit win, blank: not paired)."""
    return {(p.name, e.round): e.result.value for p in event.players for e in p.rounds}


def test_pgn_stars_between_two_players_are_the_forfeits_the_rankings_points_leave(tmp_path: Path) -> None:
    """Ann's 2.5 are her win and draw plus 1 for round 2, Bob's 1 his round-3 point, Dee's ½ her draw: Ann
    and Bob won by forfeit against Dee (+, Dee -), the pairing kept (ranking published by hand)."""
    event = _four(tmp_path, "Rk.\tName\tPts.\n1\tAnn\t2.5\n2\tCy\t2\n3\tBob\t1\n4\tDee\t0.5\n")
    got = _results(event)
    assert (got[("Ann", 2)], got[("Dee", 2)], got[("Bob", 3)], got[("Dee", 3)]) == ("+", "-", "+", "-")
    opponents = {(p.name, e.round): e.opponent for p in event.players for e in p.rounds}
    names = {p.sno: p.name for p in event.players}
    assert names[opponents[("Dee", 2)] or 0] == "Ann" and names[opponents[("Bob", 3)] or 0] == "Dee"
    assert _scores(event) == {
        "Ann": Fraction(5, 2),
        "Cy": Fraction(2),
        "Bob": Fraction(1),
        "Dee": Fraction(1, 2),
    }
    notes = [d for d in event.diagnostics if "two players with [Result" in d.message]
    assert len(notes) == 1 and notes[0].severity is Severity.INFO
    assert notes[0].message.endswith("leave: 2 won by forfeit (+/-), 0 double forfeit(s)")
    assert not any(getattr(d.message, "code", "") == "pgn.star" for d in event.diagnostics)


def test_pgn_stars_whose_players_points_leave_nothing_are_double_forfeits(tmp_path: Path) -> None:
    """Bob's 0 and Dee's ½ leave nothing for their round-3 game: a double forfeit; Ann's 2.5 still leave
    her round-2 point."""
    event = _four(tmp_path, "Rk.\tName\tPts.\n1\tAnn\t2.5\n2\tCy\t2\n3\tBob\t0\n4\tDee\t0.5\n")
    got = _results(event)
    assert (got[("Ann", 2)], got[("Dee", 2)], got[("Bob", 3)], got[("Dee", 3)]) == ("+", "-", "-", "-")
    assert any(
        d.message.endswith("leave: 1 won by forfeit (+/-), 1 double forfeit(s)") for d in event.diagnostics
    )


def test_pgn_stars_the_points_do_not_decide_stay_unpaired_with_a_warning(tmp_path: Path) -> None:
    """Bob's 1.5 leave 1.5 for one game: no forfeit is worth that, and Dee's ½ say nothing more of their
    round-3 game, so it stays unpaired with the PGN reader's warning; Ann's round 2 is decided as before."""
    event = _four(tmp_path, "Rk.\tName\tPts.\n1\tAnn\t2.5\n2\tCy\t2\n3\tBob\t1.5\n4\tDee\t0.5\n")
    got = _results(event)
    assert (got[("Ann", 2)], got[("Dee", 2)], got[("Bob", 3)], got[("Dee", 3)]) == ("+", "-", " ", " ")
    said = [d for d in event.diagnostics if "two players with [Result" in d.message]
    assert len(said) == 1 and said[0].severity is Severity.WARNING
    assert said[0].message.endswith("not decided by the points, read as unpaired: round 3: Bob - Dee")
    stars = [d for d in event.diagnostics if getattr(d.message, "code", "") == "pgn.star"]
    assert len(stars) == 1 and "round 3" in stars[0].message


def test_pgn_stars_are_read_as_the_option_says_when_it_is_given(tmp_path: Path) -> None:
    (tmp_path / "games.pgn").write_text(FOUR_GAMES, encoding="utf-8")
    (tmp_path / "ranking.txt").write_text("Rk.\tName\tPts.\n1\tAnn\t2.5\n2\tCy\t2\n3\tBob\t1\n4\tDee\t0.5\n")
    event = read_paths(
        [tmp_path / "games.pgn", tmp_path / "ranking.txt"], options=ReadOptions(pgn_star="forfeit")
    )
    got = _results(event)
    assert (got[("Ann", 2)], got[("Dee", 2)], got[("Bob", 3)], got[("Dee", 3)]) == ("-", "-", "-", "-")


def test_a_pgn_file_with_files_holding_no_ranking_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "games.pgn").write_text(JUNIOR_GAMES, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("Played at the club on Fridays.\n", encoding="utf-8")
    with pytest.raises(ParseError, match="no ranking in the file"):
        read_paths([tmp_path / "games.pgn", tmp_path / "notes.txt"])


def _round_files(tmp_path: Path) -> list[Path]:
    """The junior event's games one file a round, as Vega publishes them (``round1.pgn`` …)."""
    games = JUNIOR_GAMES.split("[Event ")
    paths = []
    for r in (1, 2, 3):
        path = tmp_path / f"round{r}.pgn"
        path.write_text("".join("[Event " + g for g in games[1:] if f'[Round "{r}"]' in g), encoding="utf-8")
        paths.append(path)
    return paths


def test_each_rounds_pgn_file_with_the_ranking_is_one_event(tmp_path: Path) -> None:
    (tmp_path / "ranking.txt").write_text(JUNIOR_RANKING, encoding="utf-8")
    event = read_paths([*_round_files(tmp_path), tmp_path / "ranking.txt"])
    assert _scores(event) == {"Ann": Fraction(5, 2), "Cy": Fraction(5, 2), "Bob": Fraction(1)}
    assert any(
        d.message.startswith("the games of 3 PGN files read as one, in the order given: ")
        and d.message.endswith("round3.pgn")
        for d in event.diagnostics
    )
    # without a ranking the games alone make the event (the byes with * then unpaired rounds)
    alone = read_paths(_round_files(tmp_path))
    assert _scores(alone) == {"Ann": Fraction(3, 2), "Cy": Fraction(3, 2), "Bob": Fraction(0)}


def test_an_error_in_one_of_several_pgn_files_names_that_file_and_its_line(tmp_path: Path) -> None:
    """The PGN reader names the line where the bad game starts: here the second game of round2.pgn."""
    paths = _round_files(tmp_path)
    paths[1].write_text(paths[1].read_text(encoding="utf-8").replace('[Result "*"]', '[Result "2-0"]'))
    with pytest.raises(ParseError, match="2-0") as caught:
        read_paths(paths)
    assert caught.value.source is not None and caught.value.source.endswith("round2.pgn")
    lines = paths[1].read_text(encoding="utf-8").splitlines()
    second_game = [k + 1 for k, line in enumerate(lines) if line.startswith("[Event")][1]
    assert caught.value.line == second_game


# -- Vega's pages: each player a box of name, starting number, title and rating --------------------------
def _vega_box(name: str, sno: int, rating: int) -> str:
    """A player cell as Vega's pages write it (tests/data/real/vega-hbcc-2025-western-swiss-pairs1.html)."""
    return (
        '<div class="player-container"><div class="player-name-box2"><span>'
        f'{name}</span></div><div class="player-data-box"><div class="sort-num"> {sno}</div>'
        '<div class="title-box"><div class="notitle2 male">-</div></div>'
        f'<div class="rating">{rating}</div><div class="fed"></div></div></div>'
    )


def _vega_round(boards: list[tuple[tuple[str, int, int], str, tuple[str, int, int]]]) -> str:
    head = "<tr><th>Bo.</th><th>White Player</th><th>Pts</th><th>Result</th><th>Pts</th><th>Black Player</th></tr>"
    rows = "".join(
        f'<tr><td>{k}</td><td>{_vega_box(*w)}</td><td>0</td><td class="result">{res}</td><td>0</td>'
        f"<td>{_vega_box(*b)}</td></tr>"
        for k, (w, res, b) in enumerate(boards, 1)
    )
    return f"<html><body><table>{head}{rows}</table></body></html>"


DOE, ROE, POE, BYE = ("Doe,Jo", 1, 1500), ("Roe,Al", 2, 1400), ("Poe,Ed", 3, 1300), ("BYE", 0, 0)


def test_vega_pairing_pages_with_player_boxes_and_byes_read_with_the_ranking(tmp_path: Path) -> None:
    """By hand: round 1 Doe beat Roe, Poe had a half-point bye (``½`` against Vega's ``BYE`` box); round 2
    Doe beat Poe, Roe had the bye (``1``): Doe 2, Roe 1, Poe ½, the points the ranking publishes."""
    (tmp_path / "pairs1.html").write_text(
        _vega_round([(DOE, "1 - 0", ROE), (POE, "½", BYE)]), encoding="utf-8"
    )
    (tmp_path / "pairs2.html").write_text(
        _vega_round([(POE, "0 - 1", DOE), (ROE, "1", BYE)]), encoding="utf-8"
    )
    ranking = "".join(
        f"<tr><td>{k}</td><td>{_vega_box(*p)}</td><td>{pts}</td></tr>"
        for k, (p, pts) in enumerate([(DOE, "2.0"), (ROE, "1.0"), (POE, "0.5")], 1)
    )
    (tmp_path / "standings.html").write_text(
        f"<html><body><table><tr><th>Pos</th><th>Player</th><th>Pts</th></tr>{ranking}</table></body></html>",
        encoding="utf-8",
    )
    event = read_paths([tmp_path / "pairs1.html", tmp_path / "pairs2.html", tmp_path / "standings.html"])
    assert _scores(event) == {"Doe,Jo": 2, "Roe,Al": 1, "Poe,Ed": Fraction(1, 2)}
    poe, roe = (next(p for p in event.players if p.name == n) for n in ("Poe,Ed", "Roe,Al"))
    assert poe.rounds[0].result is Result.HALF_BYE and roe.rounds[1].result is Result.PAB


def test_round_tables_pasted_under_their_ranking_are_read_with_it() -> None:
    """A club page pasted from the browser: its ranking, then each round's list under ``Pairing Round N``.
    Round 2 writes Díaz without his accent; the ranking names him once. Round 1: Díaz beat Ann, Bob drew
    Cy; round 2: Bob beat Díaz, Ann beat Cy. Bob 1½, Díaz 1, Ann 1, Cy ½, as the ranking says."""
    text = (
        "Clasificación\n"
        "#\tJugador\tPartidas\tPuntuación\n"
        "1\tBob, Bo\t2\t1.5\n2\tDíaz, Javier\t2\t1\n3\tAnn, An\t2\t1\n4\tCy, Ce\t2\t0.5\n"
        "Pairing Round 1\n"
        "Blancas\tResultado\tNegras\n"
        "Díaz, Javier\t1 - 0\tAnn, An\nBob, Bo\t1/2 - 1/2\tCy, Ce\n"
        "Pairing Round 2\n"
        "Blancas\tResultado\tNegras\n"
        "Diaz, Javier\t0 - 1\tBob, Bo\nAnn, An\t1 - 0\tCy, Ce\n"
    )
    t = tiebreak.read_text(text, source="paste")
    points = {p.name: sum((e.result.unit_result for e in p.rounds), Fraction(0)) for p in t.players}
    assert points == {
        "Bob, Bo": Fraction(3, 2),
        "Díaz, Javier": Fraction(1),
        "Ann, An": Fraction(1),
        "Cy, Ce": Fraction(1, 2),
    }
    assert t.rounds == 2
