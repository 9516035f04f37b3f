"""Round pages and a ranking that do not quite say the same (readers/assemble.py, readers/pairings.py).

The publications are the Ilmenauer Open 2024 and 2025 (tests/data/real/ilmenau-open-*.md, SwissChess's
pairing lists and ranking as a club's Markdown pages). The expected values are the pages' own: the names
as each list writes them, the results in the lists and the points in the ranking.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import pytest

from tiebreak.model.errors import ParseError, Severity
from tiebreak.model.tournament import Player, Result, Tournament
from tiebreak.readers import read_paths, read_text
from tiebreak.readers._builder import fuller_name
from tiebreak.readers.assemble import read_sources

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name

REAL = Path(__file__).resolve().parents[1] / "data" / "real"


def _open(year: int) -> Tournament:
    rounds = [REAL / f"ilmenau-open-{year}-runde{r}.md" for r in range(1, 8)]
    return read_paths([*rounds, REAL / f"ilmenau-open-{year}-rangliste7.md"])


def _player(t: Tournament, sno: int) -> Player:
    return next(p for p in t.players if p.sno == sno)


def _notes(t: Tournament, severity: Severity) -> list[str]:
    return [d.message for d in t.diagnostics if d.severity is severity]


def test_a_given_name_cut_to_its_initial_under_one_starting_number_is_one_player_with_a_note() -> None:
    t = _open(2024)
    # round 1 writes number 27 'Meitzner, Jonathan F.' (a win over 56, Lehmann), rounds 2-7 in full
    p = _player(t, 27)
    assert p.name == "Meitzner, Jonathan Franz"
    assert (p.rounds[0].opponent, p.rounds[0].result) == (56, Result.WIN)
    assert len(p.rounds) == 7
    assert any(
        "starting number 27 is written 'Meitzner, Jonathan F.' and 'Meitzner, Jonathan Franz'" in n
        for n in _notes(t, Severity.INFO)
    )


def test_a_ranking_that_leaves_off_a_second_given_name_is_matched_with_a_note() -> None:
    t = _open(2024)
    p = _player(t, 26)  # 'Hasselgruber, Robert Ferenc' in the lists, 'Hasselgruber, Robert' ranked 20th
    assert p.name == "Hasselgruber, Robert"
    assert (p.declared_rank, p.declared_points) == (20, Fraction(4))
    assert any(
        "'Hasselgruber, Robert Ferenc' of the pairing lists is read as 'Hasselgruber, Robert'" in n
        for n in _notes(t, Severity.INFO)
    )


def test_a_game_without_result_gets_the_result_the_rankings_points_give_with_a_warning() -> None:
    t = _open(2024)
    # round 7: Petersohn (32) - Adler (52) has no result; the ranking gives Adler 3.5 where his six
    # other rounds give 2.5, and Petersohn 2.5 as his other rounds do: Adler won
    adler, petersohn = _player(t, 52), _player(t, 32)
    assert (adler.rounds[6].opponent, adler.rounds[6].result) == (32, Result.WIN)
    assert (petersohn.rounds[6].opponent, petersohn.rounds[6].result) == (52, Result.LOSS)
    warnings = _notes(t, Severity.WARNING)
    assert any(
        "round 7: Petersohn, Sadko - Adler, Marcel has no result in its list: read as 0 - 1" in n
        for n in warnings
    )
    assert not any("has no result: read as both players unpaired" in n for n in warnings)


RANKING = """\
Rangliste
| Rang | Teilnehmer | Punkte |
| --- | --- | --- |
| 1 | Ann | {ann} |
| 2 | Bob | {bob} |
| 3 | Cy | 1.0 |
| 4 | Dee | 0.0 |
"""
ROUNDS = """\
Runde 1
| Tisch | TNr | Teilnehmer | - | TNr | Teilnehmer | Ergebnis |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 1 | Ann | - | 2 | Bob | ½ - ½ |
| 2 | 3 | Cy | - | 4 | Dee | 1 - 0 |

Runde 2
| Tisch | TNr | Teilnehmer | - | TNr | Teilnehmer | Ergebnis |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 2 | Bob | - | 3 | Cy | 1 - 0 |
| 2 | 4 | Dee | - | 1 | Ann |  |
"""


def test_a_missing_result_the_rankings_points_do_not_give_stays_unpaired_as_read() -> None:
    # Ann 1.5 is her draw and a win over Dee (Dee 0.0): read as 0 - 1
    t = read_sources([("rounds.md", ROUNDS), ("ranking.md", RANKING.format(ann="1.5", bob="1.5"))])
    ann = next(p for p in t.players if p.name == "Ann")
    assert ann.rounds[1].result is Result.WIN
    # Ann 2.5 would be two points from one game: no result fits, the game stays not paired, as read
    t = read_sources([("rounds.md", ROUNDS), ("ranking.md", RANKING.format(ann="2.5", bob="1.5"))])
    ann = next(p for p in t.players if p.name == "Ann")
    assert len(ann.rounds) == 1  # round 2 left out, as for a list read alone
    assert any("Dee - Ann has no result: read as both players unpaired" in d.message for d in t.diagnostics)


def test_a_player_the_ranking_leaves_out_is_read_with_the_lists_games_and_a_warning() -> None:
    t = _open(2025)
    skopp = _player(t, 59)
    assert skopp.name == "Skopp,Erik" and skopp.declared_rank is None and skopp.declared_points is None
    played = [(e.round, e.opponent, e.result) for e in skopp.rounds if e.opponent is not None]
    assert played == [(3, 51, Result.DRAW), (6, 40, Result.LOSS)]
    assert any(
        "'Skopp,Erik' (pairing list" in n and "has no entry in the ranking" in n
        for n in _notes(t, Severity.WARNING)
    )
    assert sum(1 for p in t.players if p.declared_rank is not None) == 58


def test_players_the_ranking_leaves_out_are_an_error_when_many_or_when_its_entries_are_in_no_list() -> None:
    three_left_out = RANKING.format(ann="1.5", bob="1.5").split("| 2 | Bob")[0]  # Ann alone ranked
    with pytest.raises(
        ParseError, match=r"has no entry in the ranking .*\(3 players of the lists are not in it\)"
    ):
        read_sources([("rounds.md", ROUNDS), ("ranking.md", three_left_out)])
    renamed = RANKING.format(ann="1.5", bob="1.5").replace("| Dee |", "| Dea |")
    with pytest.raises(
        ParseError, match=r"'Dee' .* its entry 'Dea' \(ranking.md line 7, column \d+\) is in no list"
    ):
        read_sources([("rounds.md", ROUNDS), ("ranking.md", renamed)])


@pytest.mark.parametrize(
    ("one", "other", "left_off", "fuller"),
    [
        ("Meitzner, Jonathan F.", "Meitzner, Jonathan Franz", False, "Meitzner, Jonathan Franz"),
        ("Doe, J", "Doe, John", False, "Doe, John"),
        ("Meitzner,Johan", "Meitzner, Johan", False, "Meitzner, Johan"),
        ("Meitzner, Johan", "Meitzner, Jonathan", False, None),
        ("Doe, J. Frank", "Doe, John F.", False, None),  # each cuts a word of the other
        ("Hasselgruber, Robert", "Hasselgruber, Robert Ferenc", False, None),
        ("Hasselgruber, Robert", "Hasselgruber, Robert Ferenc", True, "Hasselgruber, Robert Ferenc"),
    ],
)
def test_fuller_name(one: str, other: str, left_off: bool, fuller: str | None) -> None:
    assert fuller_name(one, other, left_off=left_off) == fuller
    assert fuller_name(other, one, left_off=left_off) == fuller


def test_two_names_for_one_number_that_are_not_one_name_cut_short_are_still_an_error() -> None:
    text = ROUNDS.replace("| 1 | 2 | Bob | - | 3 | Cy |", "| 1 | 2 | Bill | - | 3 | Cy |")
    with pytest.raises(ParseError, match=r"starting number 2 names 'Bob' \(line \d+\) and 'Bill'"):
        read_text(text)


def test_a_ranking_counting_the_bye_of_a_round_paired_ahead_says_which_round_was_left_out(
    tmp_path: Path,
) -> None:
    """SwissChess publishes a ranking as soon as a round is paired: the round's bye is counted, its games
    wait for results (the Ilmenau club championship 2024 after round 5's pairing). The lists are read up
    to the last round with a result; the ranking's point more is a warning that names the round left
    out, not only "a round is missing"."""
    head = "| Tisch | TNr | Teilnehmer | Punkte | - | TNr | Teilnehmer | Punkte | Ergebnis |\n|---|---|---|---|---|---|---|---|---|\n"
    round1 = "| 1 | 1 | Adler, Anna | () | - | 2 | Berg, Bo | () | 1 - 0 |\n| 2 | 3 | Cron, Cy | () | - | | spielfrei | | + - - |\n"
    round2 = "| 1 | 3 | Cron, Cy | (1) | - | 1 | Adler, Anna | (1) |  |\n| 2 | 2 | Berg, Bo | (0) | - | | spielfrei | | + - - |\n"
    ranking = (
        "| Rang | Teilnehmer | Punkte |\n|---|---|---|\n"
        "| 1 | Adler, Anna | 1.0 |\n| 2 | Cron, Cy | 1.0 |\n| 3 | Berg, Bo | 1.0 |\n"
    )
    files = []
    for name, text in (
        ("runde1.md", "## Paarungsliste der 1. Runde\n\n" + head + round1),
        ("runde2.md", "## Paarungsliste der 2. Runde\n\n" + head + round2),
        ("rangliste2.md", "## Rangliste: Stand nach der 2. Runde\n\n" + ranking),
    ):
        (tmp_path / name).write_text(text, encoding="utf-8")
        files.append(tmp_path / name)
    t = read_paths(files)
    assert t.rounds == 1
    said = [n for n in _notes(t, Severity.WARNING) if n.startswith("Berg, Bo: the ranking gives 1 points")]
    assert len(said) == 1 and "round(s) 2, paired without results, left out" in said[0], said


def test_a_round_page_given_that_holds_no_list_the_readers_read_is_an_error_not_a_shorter_event(
    tmp_path: Path,
) -> None:
    # the Ilmenauer Open 2024's first six round pages, and a page for round 7 that holds no list the
    # readers read (its list not written yet, or in a form they do not know): before, the event was read
    # from the others, after round 6, with a warning that the page was not used
    rounds = [REAL / f"ilmenau-open-2024-runde{r}.md" for r in range(1, 7)]
    page = tmp_path / "runde7.md"
    page.write_text(
        "---\ntitle: Paarungen Runde 7\n---\nDie Paarungen stehen noch aus.\n1\tsiehe\tAushang\n2\tim\tSpiellokal\n",
        encoding="utf-8",
    )
    with pytest.raises(ParseError) as caught:
        read_paths([*rounds, page])
    assert caught.value.line == 2 and "runde7.md names round 7 (line 2: 'title: Paarungen Runde 7')" in str(
        caught.value
    )
    assert "would end after round 6" in caught.value.message


# SwissChess's pairing lists as its text export writes them (the Ilmenauer SV's source files of 2025:
# between tags, no heading row, tab-separated): board, number, name, title, (points), -, number, name,
# title, (points), then the result over three cells (1 | - | 0; + | - | - a forfeit). By hand: round 1
# Ann beats Dan, Bob and Cy draw; round 2 Ann beats Bob by forfeit, Cy beats Dan. Ann 2, Cy 1½,
# Bob ½, Dan 0.
SWISSCHESS_TEXT = {
    1: "1\t1\tAnn,A\t\t(0)\t-\t4\tDan,D\t\t(0)\t1\t-\t0\n2\t2\tBob,B\t\t(0)\t-\t3\tCy,C\t\t(0)\t½\t-\t½\n",
    2: "1\t1\tAnn,A\t\t(1)\t-\t2\tBob,B\t\t(½)\t+\t-\t-\n2\t3\tCy,C\t\t(½)\t-\t4\tDan,D\t\t(0)\t1\t-\t0\n",
}


def test_pairing_lists_without_a_heading_row_and_the_result_over_three_cells_read(tmp_path: Path) -> None:
    files = []
    for r, rows in SWISSCHESS_TEXT.items():
        page = tmp_path / f"runde{r}.md"
        page.write_text(f"---\ntitle: Paarungen Runde {r}\n---\n<runde>\n{rows}</runde>\n", encoding="utf-8")
        files.append(page)
    t = read_paths(files)
    points = {p.name: sum((e.result.unit_result for e in p.rounds), Fraction(0)) for p in t.players}
    assert points == {"Ann,A": 2, "Bob,B": Fraction(1, 2), "Cy,C": Fraction(3, 2), "Dan,D": 0}
    ann = next(p for p in t.players if p.name == "Ann,A")
    assert [e.result for e in ann.rounds] == [Result.WIN, Result.FORFEIT_WIN]


def _knockout_page() -> str:
    """A club cup's round as SwissChess writes it (SG NARVA Berlin's Pokal 2026): the pairing list with a
    column ``At`` for the play-off games of a drawn pairing (``0:2``: the second player went through)."""
    heads = ["Tisch", "TNr", "Teilnehmer", "Punkte", "–", "TNr", "Teilnehmer", "Punkte", "Ergebnis", "At"]
    games = [
        ("1", "1", "Alt,Ann", "4", "Dorn,Dan", "1 – 0", ""),
        ("2", "2", "Bau,Bob", "3", "Crom,Cy", "½ – ½", "0:2"),
        ("3", "5", "Eck,Eva", "8", "Hahn,Hal", "0 – 1", ""),
        ("4", "6", "Funk,Fay", "7", "Gans,Gus", "1 – 0", ""),
    ]
    head = "<tr>" + "".join(f"<th>{h}</th>" for h in heads) + "</tr>"
    body = "".join(
        "<tr>" + "".join(f"<td>{c}</td>" for c in (t, a, n, "()", "–", b, m, "()", r, at)) + "</tr>"
        for t, a, n, b, m, r, at in games
    )
    return f"<html><body><h1>Pokal</h1><h2>1. Runde</h2><table><thead>{head}</thead><tbody>{body}</tbody></table></body></html>"


def test_a_play_off_score_beside_a_drawn_game_is_no_team_match() -> None:
    # before, the row of the drawn game was read as a match of two teams ('0:2'), the boards below it as
    # its boards: a team round robin of two "teams", with a warning that the boards add up to 1:1
    t = read_text(_knockout_page(), source="pokal.html")
    assert t.team_info is None and t.rounds == 1
    assert points_by_name(t) == {
        "Alt,Ann": 1,
        "Dorn,Dan": 0,
        "Bau,Bob": Fraction(1, 2),
        "Crom,Cy": Fraction(1, 2),
        "Eck,Eva": 0,
        "Hahn,Hal": 1,
        "Funk,Fay": 1,
        "Gans,Gus": 0,
    }
