"""Round-robin grids in letters (W D L, ``.`` on the diagonal), their rows run together on one line
without dots, and a text holding several such grids: Wellington Chess Club's Club Championship 2011
(``tests/data/real/wellington-club-champs-2011.txt``), three grades of 10, 9 and 9 players.

Expected values are the publication's: each row's Total (grade A: 9, 8, 6, 5.5, 3.5, 3.5, 3.5, 2.5, 2,
1.5), its names and its Loc ratings, read by hand from the page.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError
from tiebreak.readers import read_path, read_text
from tiebreak.readers._options import ReadOptions
from tiebreak.readers.rrgrid import read_grid
from tiebreak.readers.runon import unfold_rows
from tiebreak.readers.tables import parse_columns

WELLINGTON = Path(__file__).resolve().parents[1] / "data" / "real" / "wellington-club-champs-2011.txt"
F = Fraction
A_TOTALS = [F(9), F(8), F(6), F(11, 2), F(7, 2), F(7, 2), F(7, 2), F(5, 2), F(2), F(3, 2)]
B_TOTALS = [F(6), F(5), F(9, 2), F(4), F(4), F(7, 2), F(9, 2), F(3), F(3, 2)]
C_TOTALS = [F(15, 2), F(7), F(13, 2), F(9, 2), F(4), F(5, 2), F(2), F(2), F(0)]
A_ROWS = """A Grade
No Name Loc Total #1 #2 #3 #4 #5 #6 #7 #8 #9 #10
1 Ker, Anthony 2479 9 . W W W W W W W W W
2 Dive, Russell 2434 8 L . W W W W W W W W
3 Nijman, Brian 2196 6 L L . W L W W W W W
4 Van der Hoorn, Mark 2178 5.5 L L L . W W W W W D
5 Aldridge, Alan 1914 3.5 L L W L . L L W D W
6 Sellen, Ian 2061 3.5 L L L L W . W D D D
7 Nyberg, Michael 2070 3.5 L L L L W L . D W W
8 Forster, Bill 1995 2.5 L L L L L D D . W D
9 Jackson, Ross 1975 2 L L L L D D L L . W
10 Wilkins, Mark 1941 1.5 L L L D L D L D L .
"""


def _points(t: tiebreak.Tournament) -> list[Fraction]:
    ours = {r.sno: r.points for r in tiebreak.compute_standings(t, []).rows}
    return [ours[p.sno] for p in t.players]


def test_a_grid_in_letters_with_dots_on_its_diagonal_reads_one_row_a_line() -> None:
    t = read_text(A_ROWS, source="a.txt")
    assert [p.name for p in t.players][:4] == [
        "Ker, Anthony",
        "Dive, Russell",
        "Nijman, Brian",
        "Van der Hoorn, Mark",
    ]
    assert [p.rating for p in t.players][:3] == [2479, 2434, 2196]
    assert t.pairing is tiebreak.PairingSystem.ROUND_ROBIN and t.rounds == 9
    # Total stands before the cells, as the header's "Total" before "#1" says: each row's points
    assert [p.declared_points for p in t.players] == A_TOTALS
    assert _points(t) == A_TOTALS


def test_lower_case_letters_read_as_the_upper_case_ones() -> None:
    lower = "\n".join(
        line if line[:1].isalpha() else line[:20] + line[20:].lower() for line in A_ROWS.split("\n")
    )
    assert _points(read_text(lower, source="a.txt")) == A_TOTALS


def test_a_dot_in_a_grid_with_marks_is_still_a_game_not_played() -> None:
    t = read_grid("1 Ann × 1 .\n2 Bob 0 × 1\n3 Cy . 0 ×\n")
    ours = {r.sno: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert ours == {1: 1, 2: 1, 3: 0}


def test_a_letter_row_with_two_dots_has_no_diagonal() -> None:
    with pytest.raises(ParseError) as info:
        read_grid("1 Ann . W .\n2 Bob L . W\n3 Cy . L .\n")
    assert "diagonal" in info.value.message


def test_rows_numbered_without_a_dot_unfold_on_every_line_that_holds_a_run() -> None:
    u = unfold_rows(WELLINGTON.read_text(encoding="utf-8"))
    assert u is not None
    assert [(r.line, len(r.starts)) for r in u.runs] == [(3, 10), (5, 9), (7, 9)]
    lines = u.text.split("\n")
    # the headings before row 1 are kept as the header; the words before them stay a title line
    assert lines[2] == "No Name Loc Total #1 #2 #3 #4 #5 #6 #7 #8 #9 #10"
    assert lines[3] == "1 Ker, Anthony 2479 9 . W W W W W W W W W"
    assert lines[14:17] == ["B Cross Table", "No Name Loc Total #1 #2 #3 #4 #5 #6 #7 #8 #9", lines[16]]
    assert lines[16].startswith("1 Stoeveken, Peter 1740 6 . L W")
    line5 = WELLINGTON.read_text(encoding="utf-8").split("\n")[4]
    assert u.locate(17, 1) == (5, line5.index("1 Stoeveken") + 1)
    assert "the rows of 3 tables stood each on one line (lines 3, 5, 7; 10, 9, 9 rows)" in u.note()
    assert "kept as the header line" in u.note()


@pytest.mark.parametrize(
    "text",
    [
        "1 Ann . W W 2 Bob L . W 3 Cy L L W\n",  # row 3 without its dot
        "1 Ann W . W 2 Bob . L W 3 Cy L L .\n",  # the dots not in the rows' own columns
        "1 A . W W 2 B L . W 3 C L L .\n",  # no name after the numbers (one letter)
        "Round 1 Smith won, 2 Jones drew, 3 Brown lost\n",  # prose
    ],
)
def test_a_line_that_is_no_run_of_letter_rows_is_left_as_it_is(text: str) -> None:
    assert unfold_rows(text) is None


def test_several_grids_read_the_first_with_a_warning_naming_them_all() -> None:
    t = read_path(WELLINGTON)
    assert t.players[0].name == "Ker, Anthony" and len(t.players) == 10
    assert _points(t) == A_TOTALS
    warning = next(d for d in t.diagnostics if "3 events" in d.message)
    assert "1 'A Grade': 10 players; 2 'B Grade': 9 players; 3 'C Grade': 9 players" in warning.message
    assert (warning.line, warning.severity) == (3, tiebreak.Severity.WARNING)


@pytest.mark.parametrize(
    ("group", "totals", "first"), [("2", B_TOTALS, "Stoeveken, Peter"), ("C", C_TOTALS, "Whittle, Jonathon")]
)
def test_a_grid_of_several_is_chosen_by_its_number_or_a_word_of_its_label(
    group: str, totals: list[Fraction], first: str
) -> None:
    t = read_path(WELLINGTON, options=ReadOptions(columns=parse_columns(f"group={group}")))
    assert t.players[0].name == first
    assert [p.declared_points for p in t.players] == totals
    assert _points(t) == totals
    assert not any("3 events" in d.message for d in t.diagnostics)


def test_a_group_that_names_no_grid_is_refused() -> None:
    with pytest.raises(ParseError) as info:
        read_path(WELLINGTON, options=ReadOptions(columns=parse_columns("group=Grade")))
    assert "names 3 of the 3 events" in info.value.message


def test_a_list_numbered_again_below_the_grid_is_no_second_event() -> None:
    text = A_ROWS + "Standings\n1 Ker, Anthony 9\n2 Dive, Russell 8\n"
    t = read_text(text, source="a.txt")
    assert _points(t) == A_TOTALS
    assert not any("events" in d.message for d in t.diagnostics)
