"""Team board pairings whose scores stand in two cells, each side's points in its own
(:mod:`tiebreak.readers._twocells`).

The real event is SC Laufenburg's page of the Hochrhein district's junior team round robin of 2009
(``tests/data/formats/laufenburg-bezirk-jugend-2009.side-by-side-matches.html``): 8 teams of 4 boards over
7 rounds, a table a round under ``N. Runde``, two matches side by side in each. Its final table is an
image only, so the expected values are worked out by hand from the page's match rows (2 match points for
a match won, 1 drawn; board points the sum of a team's match scores), the order the page's image gives:
match points, then board points.
"""

from __future__ import annotations

import html
import re
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity
from tiebreak.model.tournament import Result
from tiebreak.readers import ReadOptions, read_path, read_text
from tiebreak.readers._twocells import joined_score_cells
from tiebreak.readers.assemble import Table

PAGE = (
    Path(__file__).parent.parent
    / "data"
    / "formats"
    / "laufenburg-bezirk-jugend-2009.side-by-side-matches.html"
)

BY_HAND = [
    ("Laufenburg 1", 14, Fraction(47, 2)),
    ("Wutachtal", 12, Fraction(23)),
    ("Laufenburg 2", 10, Fraction(21)),
    ("RS Stühlingen", 7, Fraction(16)),
    ("Klasse 5", 5, Fraction(10)),
    ("Stühl.-Weizen", 5, Fraction(19, 2)),
    ("KGT", 3, Fraction(17, 2)),
    ("Bettmaringen", 0, Fraction(1, 2)),
]
"""Each team's match and board points, summed by hand from the page's 28 match rows, in the order of
match points, then board points."""


def test_a_page_of_matches_side_by_side_gives_every_teams_match_and_board_points() -> None:
    event = read_path(PAGE)
    assert event.team_info is not None
    assert len(event.team_info.teams) == 8
    assert event.rounds == 7
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert [(r.name, r.points, r.values[0]) for r in standings.rows] == BY_HAND
    assert [r.rank for r in standings.rows] == [1, 2, 3, 4, 5, 6, 7, 8]
    notes = [d.message for d in event.diagnostics]
    assert any(
        "stand in two cells" in n and "side by side" in n and "13 more" in n for n in notes
    )  # its 7 tables, each cut after its first match


def test_every_board_is_a_game_of_the_teams_players() -> None:
    """The first match of round 1: Klasse 5 - Laufenburg 2, 0 : 4, four boards each won by Laufenburg 2."""
    event = read_path(PAGE)
    assert event.team_info is not None
    teams = {t.name: t for t in event.team_info.teams}
    names = {p.sno: p.name for p in event.players}
    klasse = [names[s] for s in teams["Klasse 5"].players]
    assert klasse[:2] == ["Eckerle", "Strenger"]
    eckerle = next(p for p in event.players if p.name == "Eckerle")
    first = eckerle.rounds[0]
    assert first.opponent is not None
    assert names[first.opponent] == "Bahner D"
    assert first.result is Result.LOSS


ROUND = """1. Runde

B\tKlasse 5\tLaufenburg 2\t0\t4
1\tEckerle\tBahner D\t0\t1
2\tStrenger\tBöhler\t0\t1
3\tMüllek\tSterzik L\t0\t1
4\tEbner\tMalzacher\t0\t1

B\tLaufenburg 1\tRS Stühlingen\t3\t1
1\tOelschlegel\tLütgen\t1\t0
2\tBahner J\tFüller\t1\t0
3\tSterzik\tBoll\t1\t0
4\tJäger\tCorell\t0\t1
"""
"""Round 1's first two matches of the page, copied as text (a tab between cells), one under the other."""


def test_the_round_copied_as_text_reads_as_its_matches() -> None:
    event = read_text(ROUND)
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert [(r.name, r.points, r.values[0]) for r in standings.rows] == [
        ("Laufenburg 2", 2, 4),
        ("Laufenburg 1", 2, 3),
        ("RS Stühlingen", 0, 1),
        ("Klasse 5", 0, 0),
    ]


@pytest.mark.parametrize(
    "rows",
    [
        # a ranking: points and a tie-break at the end of every row, no match above boards
        [["1", "Alpha, Ann", "Club", "3", "1"], ["2", "Beta, Bob", "Club", "2", "1"]],
        # boards without a match row above them: a pairing list with each player's points
        [["1", "Ann", "Bob", "1", "0"], ["2", "Cid", "Dan", "0", "1"]],
        # boards not numbered 1, 2, … under the match
        [["B", "Alpha", "Beta", "2", "0"], ["2", "Ann", "Bob", "1", "0"], ["3", "Cid", "Dan", "1", "0"]],
        # a match of one board
        [["B", "Alpha", "Beta", "2", "0"], ["1", "Ann", "Bob", "1", "0"]],
    ],
)
def test_tables_of_other_forms_are_not_taken_for_this_one(rows: list[list[str]]) -> None:
    assert joined_score_cells(Table.of(rows)) is None


def test_a_board_that_is_no_game_is_an_error_at_its_place() -> None:
    """A board of 1 and 1 (both players won?) is no game: the reader says so at the board's cells."""
    text = ROUND.replace("1\tEckerle\tBahner D\t0\t1", "1\tEckerle\tBahner D\t1\t1")
    with pytest.raises(ParseError) as raised:
        read_text(text)
    assert (raised.value.line, raised.value.column) == (4, 20)
    assert "1 / 1" in raised.value.message


def test_a_match_its_boards_do_not_add_up_to_is_a_warning_naming_it() -> None:
    """Klasse 5 - Laufenburg 2 given as 1 : 3 above boards of 0 : 4."""
    text = ROUND.replace("B\tKlasse 5\tLaufenburg 2\t0\t4", "B\tKlasse 5\tLaufenburg 2\t1\t3")
    event = read_text(text, options=ReadOptions(lenient=True))
    warnings = [d for d in event.diagnostics if d.severity is Severity.WARNING]
    assert any("Klasse 5 - Laufenburg 2" in d.message and "add up to 0:4" in d.message for d in warnings)


def _copied(page: str) -> str:
    """The page as a browser copies it: each round's heading, then each row of its table a line, a tab
    between cells (the empty column between the two matches an empty cell)."""
    lines = ["Mannschaftsjugendturnier des Bezirks Hochrhein", "14.02.2009", ""]
    for heading, table in re.findall(r"<h3>(.*?)</h3>\s*<table.*?>(.*?)</table>", page, re.S):
        lines.append(heading)
        for row in re.findall(r"<tr.*?>(.*?)</tr>", table, re.S):
            cells = re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
            lines.append("\t".join(html.unescape(re.sub(r"<[^>]*>", "", c)).strip() for c in cells))
    return "\n".join(lines) + "\n"


def test_the_page_copied_from_a_browser_reads_the_same() -> None:
    text = _copied(PAGE.read_bytes().decode("latin-1"))
    standings = tiebreak.compute_standings(read_text(text), "MPTS,GPTS")
    assert [(r.name, r.points, r.values[0]) for r in standings.rows] == BY_HAND


def test_a_rankings_round_headings_are_no_match_score() -> None:
    """A ranking whose round columns hold the player's result alone (Swiss Master's ranking page, copied:
    ``Rank Name … BH SB 1 2 3 4 5``): its headings end ``4 | 5`` and its rows, numbered 1, 2, …, end in two
    points each, yet the headings count the rounds, so it is no match of 4 : 5 over boards (before: read
    so, then refused at a 'board' of ``1 / 1``)."""
    rows = [
        ["Rank", "Name", "Score", "BH", "1", "2", "3", "4", "5"],
        ["1", "Abel Ann", "5.0", "18.0", "1", "1", "1", "1", "1"],
        ["2", "Bode Ben", "4.0", "15.0", "1", "0", "1", "1", "1"],
        ["3", "Cruz Cy", "3.5", "14.0", "1", "½", "1", "0", "1"],
    ]
    assert joined_score_cells(Table.of(rows)) is None
    text = "\n".join("\t".join(r) for r in rows) + "\n"
    with pytest.raises(ParseError) as raised:
        read_text(text, source="ranking.txt")
    assert "board" not in raised.value.message
