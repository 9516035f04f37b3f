"""Readers of what organisers have (crosstables, wallcharts, grids, PGN, CSV, JSON) and the writers.

The fixtures in tests/data/formats were typed by hand from the games of the seed events
(tests/data/examples/README.md); each must give the published standings (the expected TSVs), never
values taken from our own output.
"""

from __future__ import annotations

import csv
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from conftest import DATA, EXAMPLES
from tiebreak.cli import main
from tiebreak.model.errors import ParseError
from tiebreak.model.tournament import Color, Result
from tiebreak.readers import ReadOptions, read_path, read_text, sniff
from tiebreak.readers.trf import decode

FORMATS = DATA / "formats"

FIXTURES = [
    ("arena-5.chess-results.txt", "crosstable"),
    ("arena-5.wallchart.txt", "crosstable"),
    ("arena-5.pgn", "pgn"),
    ("arena-5.csv", "csv"),
    ("arena-5.bom.csv", "csv"),
    ("buchholz-guide-8.chess-results.tsv", "crosstable"),
    ("buchholz-guide-8.wallchart.txt", "crosstable"),
    ("buchholz-guide-8.pgn", "pgn"),
    ("buchholz-guide-8.csv", "csv"),
    ("buchholz-guide-8.excel.csv", "csv"),
    ("arena-5.chess-results.html", "html"),
    ("arena-5.vega.html", "html"),
    ("arena-5.chess-results.copied.txt", "crosstable"),
    ("buchholz-guide-8.vega.html", "html"),
]
KINDS = [("fide2026", tiebreak.Rules.FIDE_2026), ("seed", tiebreak.Rules.SEED)]


def _expected(path: Path) -> tuple[list[str], list[dict[str, str]]]:
    with path.open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    return [h for h in rows[0] if h not in ("SNo", "Name", "Pts", "Rank", "Place")], rows


def _key(name: str) -> str:
    """'Chen, Ava' and 'Ava Chen' name the same player."""
    if "," in name:
        last, first = (x.strip() for x in name.split(",", 1))
        name = f"{first} {last}"
    return name.casefold()


def test_every_fixture_is_sniffed_as_its_format() -> None:
    for name, fmt in FIXTURES:
        path = FORMATS / name
        assert sniff(decode(path.read_bytes()), path.suffix) == fmt, name
    assert sniff((FORMATS / "rr-4.grid.txt").read_text(encoding="utf-8")) == "grid"


@pytest.mark.parametrize(("kind", "rules"), KINDS)
@pytest.mark.parametrize("fixture", [f for f, _ in FIXTURES])
def test_fixture_gives_the_published_standings(fixture: str, kind: str, rules: tiebreak.Rules) -> None:
    event = fixture.split(".")[0]
    codes, rows = _expected(EXAMPLES / f"{event}.{kind}.tsv")
    t = tiebreak.load(FORMATS / fixture)
    assert t.pairing is tiebreak.PairingSystem.SWISS
    s = tiebreak.compute_standings(t, codes, tiebreak.Options(rules=rules))
    by_name = {_key(r.name): r for r in s.rows}
    assert len(by_name) == len(rows)
    for exp in rows:
        row = by_name[_key(exp["Name"])]
        assert row.points == Fraction(exp["Pts"]), exp["Name"]
        for code, value in zip(codes, row.values, strict=True):
            if code == "DE" and kind == "fide2026":
                continue  # the reference prints a place, we print DE points (compared through Rank)
            assert value == Fraction(exp[code]), (exp["Name"], code)
        place = int(exp.get("Rank") or exp["Place"])
        if event == "buchholz-guide-8" and kind == "seed" and exp["SNo"] == "7":
            assert row.rank == 6 and row.shared  # S7 in the examples README
            continue
        assert row.rank == place, exp["Name"]


def test_fixtures_of_one_event_hold_the_same_games_as_its_trf() -> None:
    for event in ("arena-5", "buchholz-guide-8"):
        trf = tiebreak.load(EXAMPLES / f"{event}.trf")
        games = {_games(trf)}
        for name, _ in FIXTURES:
            if name.startswith(event) and ("wallchart" not in name or event == "arena-5"):
                games.add(_games(tiebreak.load(FORMATS / name)))
        assert len(games) == 1, event


def _games(t: tiebreak.Tournament) -> frozenset[tuple[object, ...]]:
    names = {p.sno: _key(p.name) for p in t.players}
    return frozenset(
        (_key(p.name), e.round, names.get(e.opponent or 0), e.color, e.result)
        for p in t.players
        for e in p.rounds
    )


def test_round_robin_grid_gives_the_reference_values_of_the_complete_round_robin() -> None:
    # tests/data/spec/trf-rr.trf: PTS,DE,SB,WIN,KS -> ranks 2,1,3,4; SB 2.75/2.25/1.5/1; WIN 1,1,1,0; KS 1.5,1,0.5,0.5
    t = tiebreak.load(FORMATS / "rr-4.grid.txt")
    assert t.pairing is tiebreak.PairingSystem.ROUND_ROBIN and t.rounds == 3
    assert t.name == "Example Invitational (round robin)"
    assert any("circle method" in d.message for d in t.diagnostics)
    s = tiebreak.compute_standings(t, "PTS,DE,SB,WIN,KS", tiebreak.Options(rules=tiebreak.Rules.FIDE_2026))
    assert [r.sno for r in s.rows] == [2, 1, 3, 4]
    assert [r.values[1:] for r in s.rows] == [
        (Fraction(11, 4), 1, Fraction(3, 2)),
        (Fraction(9, 4), 1, 1),
        (Fraction(3, 2), 1, Fraction(1, 2)),
        (1, 0, Fraction(1, 2)),
    ]
    assert t.player(3).rounds and any(
        e.result is Result.FORFEIT_WIN and e.opponent == 4 for e in t.player(3).rounds
    )


# -- real-world quirks ---------------------------------------------------------------------------------


def test_cp1252_names_and_crlf() -> None:
    t = tiebreak.load(FORMATS / "arena-5.cp1252.txt")
    assert [p.name for p in t.players] == [
        "Chen, Ava",
        "Ng, Chloé",
        "Walsh, Ben",
        "Rössi, Eléna",
        "Patel, Dylan",
    ]
    s = tiebreak.compute_standings(t, "BWG", tiebreak.Options(rules=tiebreak.Rules.FIDE_2026))
    assert [r.sno for r in s.rows][:2] == [2, 1]  # Chloé first on BWG, as in arena-5.fide2026.tsv


def test_bom_csv_reads_like_the_plain_one() -> None:
    a = tiebreak.load(FORMATS / "arena-5.csv")
    b = tiebreak.load(FORMATS / "arena-5.bom.csv")
    assert _games(a) == _games(b) and [p.name for p in a.players] == [p.name for p in b.players]


def test_excel_csv_with_semicolons_and_decimal_commas() -> None:
    t = tiebreak.load(FORMATS / "buchholz-guide-8.excel.csv")
    assert t.player(3).rounds[0].result is Result.DRAW
    assert t.player(3).declared_points == Fraction(5, 2)
    assert not [d for d in t.diagnostics if "points column" in d.message]


def test_tabs_and_spaces_give_the_same_games() -> None:
    tabs = tiebreak.load(FORMATS / "buchholz-guide-8.chess-results.tsv")
    spaces = read_text(
        (FORMATS / "buchholz-guide-8.chess-results.tsv")
        .read_text(encoding="utf-8")
        .replace("\t\t\t", "  ")
        .replace("\t", "  "),
        input_format="crosstable",
    )
    assert _games(tabs) == _games(spaces)


def test_trailing_notes_lines_are_ignored_with_a_note() -> None:
    t = tiebreak.load(FORMATS / "arena-5.chess-results.txt")
    assert t.name == "Chess Republic Arena - tie-break example"
    notes = [d for d in t.diagnostics if "line ignored" in d.message]
    assert [(d.line, d.severity.value) for d in notes] == [(12, "info")]


def test_withdrawn_players_with_empty_cells() -> None:
    t = tiebreak.load(FORMATS / "withdrawn.tsv")
    assert t.player(5).rounds == ()  # Eve never played: all cells empty
    assert t.rounds == 3
    t = tiebreak.load(FORMATS / "withdrawn.txt")
    eve = t.player(5)
    assert [e.result for e in eve.rounds] == [Result.LOSS]
    assert any(
        d.line == 6 and "placed in the round whose heading is above it" in d.message for d in t.diagnostics
    )
    fay = t.player(6)
    assert [e.result for e in fay.rounds] == [Result.LOSS, Result.PAB, Result.ZERO_BYE]


def test_unicode_minus_dashes_and_half_spellings() -> None:
    text = (
        "No Name 1.Rd 2.Rd 3.Rd Pts\n"
        "1 Anna 2w1 3b0,5 \u22121 2½\n"
        "2 Boris 1b0 \u2013 3w= 0,5\n"
        "3 Vera \u2014 1w0.5 2b1/2 1\n"
    )
    t = read_text(text)
    assert [e.result for e in t.player(1).rounds] == [Result.WIN, Result.DRAW, Result.PAB]
    assert [e.result for e in t.player(2).rounds] == [Result.LOSS, Result.NOT_PAIRED, Result.DRAW]
    assert t.player(3).rounds[0].result is Result.NOT_PAIRED


def test_missing_colours_are_taken_from_the_other_row_or_reported() -> None:
    t = read_text("1 Anna W2 D3 B 2.5\n2 Boris -W1 U W3 1\n3 Vera B =B1 L2 1.5\n", input_format="crosstable")
    assert [e.color for e in t.player(1).rounds] == [Color.BLACK, Color.WHITE, Color.NONE]
    assert [e.color for e in t.player(3).rounds] == [Color.NONE, Color.BLACK, Color.NONE]
    messages = " ".join(d.message for d in t.diagnostics)
    assert "taken from the opponent's row" in messages
    assert "colours are not given for" in messages


# -- contradictions are errors with line and column ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        ("No Name 1.Rd\n1 Anna 2w1\n2 Boris 3b0\n3 Vera 2w1\n", (2, 8), "says opponent 3"),
        ("No Name 1.Rd\n1 Anna 2w1\n2 Boris 1w0\n", (2, 8), "both have White"),
        ("No Name 1.Rd\n1 Anna 2w1\n2 Boris 1b1\n", (2, 8), "do not go together"),
        ("No Name 1.Rd\n1 Anna 7w1\n2 Boris -0\n", (2, 8), "opponent 7 has no row"),
    ],
)
def test_crosstable_contradictions(text: str, where: tuple[int, int], words: str) -> None:
    with pytest.raises(ParseError) as exc:
        read_text(text, source="ct.txt")
    assert (exc.value.line, exc.value.column) == where
    assert words in exc.value.message
    assert str(exc.value).startswith(f"ct.txt:{where[0]}:{where[1]}: ")


def test_grid_contradiction_and_missing_diagonal() -> None:
    with pytest.raises(ParseError) as exc:
        read_text("1 A × 1 ½\n2 B 1 × 0\n3 C ½ 1 ×\n", source="g.txt")
    assert (exc.value.line, exc.value.column) == (1, 7)
    with pytest.raises(ParseError, match="diagonal"):
        read_text("1 A × 1\n2 B 0 1\n", input_format="grid")


def test_pgn_and_csv_errors_name_the_line() -> None:
    with pytest.raises(ParseError) as exc:
        read_text('[White "A"]\n[Black "B"]\n[Round "?"]\n[Result "1-0"]\n', source="x.pgn")
    assert exc.value.line == 1 and "Round" in exc.value.message
    with pytest.raises(ParseError) as exc:
        read_text("round,white,black,result\n1,A,B,1-0\n2,A,B,2-0\n", source="x.csv", input_format="csv")
    assert (exc.value.line, exc.value.column) == (3, 4)
    with pytest.raises(ParseError) as exc:
        read_text("round,white,black,result\n1,A,B,1-0\n1,A,C,0-1\n", input_format="csv")
    assert exc.value.line == 3 and "two different results for round 1 (line 2)" in exc.value.message


def test_pgn_forfeits_and_byes() -> None:
    text = (
        '[Round "1"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n[Termination "forfeit"]\n\n'
        '[Round "1"]\n[White "C"]\n[Black "BYE"]\n[Result "1/2-1/2"]\n\n'
        '[Round "2"]\n[White "B"]\n[Black "C"]\n[Result "-/+"]\n\n'
        '[Round "2"]\n[White "A"]\n[Black ""]\n[Result "1-0"]\n'
    )
    t = read_text(text)
    a, b, c = (next(p for p in t.players if p.name == n) for n in "ABC")
    assert [e.result for e in a.rounds] == [Result.FORFEIT_WIN, Result.PAB]
    assert [e.result for e in b.rounds] == [Result.FORFEIT_LOSS, Result.FORFEIT_LOSS]
    assert [e.result for e in c.rounds] == [Result.HALF_BYE, Result.FORFEIT_WIN]


def test_csv_players_from_a_sibling_file(tmp_path: Path) -> None:
    (tmp_path / "ev.csv").write_text("round,white,black,result\n1,2,1,0-1\n", encoding="utf-8")
    (tmp_path / "ev.players.csv").write_text("sno,name,rating\n1,Anna,2000\n2,Boris,1900\n", encoding="utf-8")
    t = read_path(tmp_path / "ev.csv")
    assert [(p.sno, p.name, p.rating) for p in t.players] == [(1, "Anna", 2000), (2, "Boris", 1900)]
    assert t.player(1).rounds[0].result is Result.WIN and t.player(1).rounds[0].color is Color.BLACK
    assert "players read from ev.players.csv" in [d.message for d in t.diagnostics]


def test_a_reader_never_opens_a_file_itself(tmp_path: Path) -> None:
    """The CSV reader is given the players' text (by read_path, or in its options); reading the same
    text with the file's name as its source does not open the file beside it."""
    (tmp_path / "ev.players.csv").write_text("sno,name,rating\n1,Anna,2000\n2,Boris,1900\n", encoding="utf-8")
    games = "round,white,black,result\n1,Boris,Anna,0-1\n"
    t = read_text(games, source=str(tmp_path / "ev.csv"), input_format="csv")
    assert sorted(p.name for p in t.players) == ["Anna", "Boris"]
    assert all(p.rating is None for p in t.players)  # the ratings of ev.players.csv were not read
    given = ReadOptions(players=("their.csv", "sno,name,rating\n1,Anna,2000\n2,Boris,1900\n"))
    t = read_text(games, input_format="csv", options=given)
    assert [(p.sno, p.name, p.rating) for p in t.players] == [(1, "Anna", 2000), (2, "Boris", 1900)]


def test_json_errors_name_the_field_or_position() -> None:
    with pytest.raises(ParseError) as exc:
        read_text('{"format": "tiebreak-json",\n "players": [}', input_format="json")
    assert exc.value.line == 2
    bad = (
        '{"format": "tiebreak-json", "players": [{"sno": 1, "name": "A", "rounds": '
        '[{"round": 1, "opponent": null, "color": "-", "result": "Q"}]}]}'
    )
    with pytest.raises(ParseError, match=r"players\[0\]\.rounds\[0\]\.result: unknown result code 'Q'"):
        read_text(bad)


# -- writers and round trips ---------------------------------------------------------------------------


def _corpus() -> list[Path]:
    return sorted((DATA / "corpus").rglob("*.trf")) + sorted(EXAMPLES.glob("*.trf"))


def test_corpus_round_trips_through_trf_and_json() -> None:
    from tiebreak.readers.jsonmodel import read_json_model
    from tiebreak.readers.trf import read_trf
    from tiebreak.writers import canonical
    from tiebreak.writers.jsonmodel import write_json_model
    from tiebreak.writers.trf import write_trf

    files = _corpus()
    assert len(files) > 140 and any("team" in f.parts for f in files)
    for path in files:
        t = tiebreak.load(path)
        once = read_trf(write_trf(t))
        assert canonical(once) == canonical(t), path.name
        assert canonical(read_trf(write_trf(once))) == canonical(t), path.name
        assert canonical(read_json_model(write_json_model(t))) == canonical(t), path.name
        assert not [d for d in once.diagnostics if d.message not in {x.message for x in t.diagnostics}]


def test_round_tripped_corpus_files_give_the_same_standings() -> None:
    from tiebreak.readers.trf import read_trf
    from tiebreak.writers.trf import write_trf

    for path in _corpus()[::7]:
        t = tiebreak.load(path)
        if t.is_team_event or not t.tiebreaks:
            continue
        a = tiebreak.compute_standings(t)
        b = tiebreak.compute_standings(read_trf(write_trf(t)))
        assert [(r.sno, r.rank, r.points, r.values) for r in a.rows] == [
            (r.sno, r.rank, r.points, r.values) for r in b.rows
        ], path.name


def test_convert_cli_to_trf_and_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "arena.trf"
    assert main(["convert", str(FORMATS / "arena-5.pgn"), str(out)]) == 0
    raw = out.read_bytes()
    assert b"\r\n" in raw and raw.decode("utf-8").startswith("012 Chess Republic Arena")
    t = tiebreak.load(out)
    assert _games(t) == _games(tiebreak.load(EXAMPLES / "arena-5.trf"))
    assert t.pairing is tiebreak.PairingSystem.SWISS  # 092 written, not guessed from the counts
    js = tmp_path / "arena.json"
    assert main(["convert", str(out), str(js)]) == 0
    assert _games(tiebreak.load(js)) == _games(t)
    assert main(["convert", str(FORMATS / "arena-5.pgn"), str(tmp_path / "x.bin")]) == 2
    assert "--to" in capsys.readouterr().err


def test_convert_cp1252_output(tmp_path: Path) -> None:
    out = tmp_path / "cp.trf"
    assert (
        main(
            [
                "convert",
                str(FORMATS / "arena-5.cp1252.txt"),
                str(out),
                "--output-encoding",
                "cp1252",
                "--line-ending",
                "lf",
            ]
        )
        == 0
    )
    raw = out.read_bytes()
    assert "Rössi, Eléna".encode("cp1252") in raw and b"\r" not in raw
    assert tiebreak.load(out).player(4).name == "Rössi, Eléna"


def test_standings_format_trf_fills_ranks_and_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "standings",
                str(FORMATS / "arena-5.wallchart.txt"),
                "--format",
                "trf",
                "--tiebreaks",
                "DE,BH,BH/C1,BH/M1,PS,WIN,SB,BWG,ARO,RTNG",
                "--rules",
                "2026",
            ]
        )
        == 0
    )
    captured = capsys.readouterr()
    assert "read as pairing-allocated byes" not in captured.err  # an info, not a warning
    lines = captured.out.splitlines()
    assert "212 PTS,DE,BH,BH/C1,BH/M1,PS,WIN,SB,BWG,ARO,RTNG" in lines
    ranks = {int(x[4:8]): int(x[85:89]) for x in lines if x.startswith("001")}
    _, rows = _expected(EXAMPLES / "arena-5.fide2026.tsv")
    assert ranks == {int(r["SNo"]): int(r["Rank"]) for r in rows}
    points = {int(x[4:8]): Fraction(x[80:84].strip()) for x in lines if x.startswith("001")}
    assert points == {int(r["SNo"]): Fraction(r["Pts"]) for r in rows}


# -- chess-JSON, checked against the reference's own TRF -> chess-JSON converter (test-only oracle) ------


def _meaning(t: tiebreak.Tournament) -> tuple[object, ...]:
    from tiebreak.model.tournament import PointClass

    games = frozenset(
        (p.sno, e.round, e.opponent, e.result, e.color if e.result.played else None)
        for p in t.players
        for e in p.rounds
    )
    points = tuple(t.scoring.points(c) for c in PointClass)
    return (
        games,
        points,
        t.rounds,
        t.pairing,
        t.tiebreaks,
        t.start_date,
        [(p.sno, p.name, p.rating) for p in t.players],
    )


ORACLE_FILES = sorted((DATA / "corpus").glob("*.trf"))[::9] + sorted(EXAMPLES.glob("*.trf"))


@pytest.mark.parametrize("path", ORACLE_FILES, ids=lambda p: p.name)
def test_chess_json_from_the_reference_converter_reads_like_the_trf(path: Path, tmp_path: Path) -> None:
    import subprocess
    import sys

    pytest.importorskip("gacrux")
    out = tmp_path / "event.jch"
    proc = subprocess.run(
        [sys.executable, "-m", "gacrux.convert", "-i", str(path), "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.is_file(), proc.stdout + proc.stderr
    assert sniff(out.read_text(encoding="utf-8")) == "chess-json"
    assert _meaning(tiebreak.load(out)) == _meaning(tiebreak.load(path))


def test_chess_json_team_events_are_refused_with_a_message() -> None:
    with pytest.raises(ParseError, match="team tournaments are not read"):
        read_text('{"filetype": "Event", "event": {"tournaments": [{"teamTournament": true}]}}')


def test_cells_that_refer_to_ranks_are_recognised() -> None:
    # chess-results ranking crosstables number the opponents by rank; Anna (SNo 2) won the event
    text = (
        "Rk. SNo Name               Rtg  FED 1.Rd 2.Rd Pts.\n"
        "1   2   GM Anna Alpha      2500 NOR 3w1  2b1  2\n"
        "2   3   Boris Beta         2400 SWE 4b1  1w0  1\n"
        "3   1   Vera Gamma         2600 DEN 1b0  4w½  0.5\n"
        "4   4   Gleb Delta         2300 FIN 2w0  3b½  0.5\n"
    )
    t = read_text(text)
    anna = t.player(2)
    assert (anna.name, anna.title, anna.rating, anna.federation) == ("Anna Alpha", "GM", 2500, "NOR")
    assert [(e.opponent, e.color, e.result) for e in anna.rounds] == [
        (1, Color.WHITE, Result.WIN),
        (3, Color.BLACK, Result.WIN),
    ]
    assert anna.declared_rank == 1
    assert any("refer to ranks" in d.message for d in t.diagnostics)


def test_team_event_converts_to_json_and_back(tmp_path: Path) -> None:
    from tiebreak.writers import canonical

    src = sorted((DATA / "corpus" / "team").glob("*.trf"))[0]
    assert main(["convert", str(src), str(tmp_path / "t.json")]) == 0
    assert main(["convert", str(tmp_path / "t.json"), str(tmp_path / "t.trf")]) == 0
    back = tiebreak.load(tmp_path / "t.trf")
    assert back.is_team_event and canonical(back) == canonical(tiebreak.load(src))


def test_read_path_and_read_paths_take_a_path_as_a_string() -> None:
    """The library's readers take what a caller has: a ``str`` path as well as a ``Path``."""
    from tiebreak.readers import read_paths

    path = sorted(EXAMPLES.glob("*.trf"))[0]
    t = read_path(path)
    assert read_path(str(path)).players == t.players
    assert read_paths([str(path)]).players == t.players
