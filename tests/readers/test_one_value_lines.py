"""A table that stands one value a line: a page's text kept without its cell separators (a Spanish club
blog's round-robin grid as the pages store keeps it: ``club-es-oromana-juvenil-alcala-2015-rr.txt`` in
``tests/data/real``). The headings stand one a line, then each row's number and name on a line and its
cells one a line; each row is written on one line under the headings, its cells from the left.

The hand-made grid below is a round robin of four, checked by hand: Anna beat Bert and Carl and drew
Dora (2½); Bert beat Carl and Dora (2); Carl beat Dora (1); Dora drew Anna (½). Sonneborn-Berger:
Anna 2 + 1 + ½ × ½ = 3.25, Bert 1 + ½ = 1½ (its cell left empty), Carl ½, Dora ½ × 2½ = 1.25.
"""

from __future__ import annotations

import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak import Options, Rules
from tiebreak.checking.check import check_published
from tiebreak.checking.own import own_ranking
from tiebreak.model.errors import ParseError
from tiebreak.readers import ReadOptions, read_path, read_text
from tiebreak.readers._onecell import one_value_lines

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name

REAL = Path(__file__).resolve().parents[1] / "data" / "real"

POINTS = {"Anna Alt": F(5, 2), "Bert Bau": F(2), "Carl Crom": F(1), "Dora Dorn": F(1, 2)}

GRID = """\
Club quads, March

The play-off: the white player has five minutes and must win, the black player four.

Player
1
2
3
4
Pts
SB
1. Anna Alt
X
1
1
½
2½
3.25
2. Bert Bau
0
X
1
1
2

3. Carl Crom
0
0
X
1
1
½
4. Dora Dorn
½
0
0
X
½
1.25
"""


def test_each_row_is_read_under_the_headings() -> None:
    t = read_text(GRID, source="quads.txt")
    assert points_by_name(t) == POINTS
    assert [p.line for p in t.players] == [12, 19, 26, 33]  # each row at the line of its number and name
    notes = [d.message for d in t.diagnostics if "one value a line" in d.message]
    assert notes and "the headings of line 5" in notes[0] and "4 rows" in notes[0]


def test_the_published_values_are_checked_and_an_empty_last_cell_is_empty() -> None:
    t = read_text(GRID, source="quads.txt")
    own = own_ranking(GRID, ReadOptions(source="quads.txt"), mapping=None)
    assert own is not None
    assert [r.name for r in own.rows] == ["Anna Alt", "Bert Bau", "Carl Crom", "Dora Dorn"]
    report = check_published(t, own, options=Options(rules=Rules("2024")))
    assert report.checked == (0, 4, 3) and not report.differences  # Bert's SB is left empty


def test_a_sentence_that_names_both_colours_is_no_pairing_lists_header() -> None:
    """The paragraph above the grid names White and Black; before, the crosstable reader took it for a
    pairing list's header and refused the text as one."""
    t = read_text(GRID, source="quads.txt")
    assert len(t.players) == 4


def test_a_row_with_fewer_cells_than_rounds_is_no_such_table() -> None:
    short = GRID.replace("0\n0\nX\n1\n1\n½\n", "0\nX\n")
    assert one_value_lines(short) is None


def test_a_cell_that_does_not_read_is_named_at_its_rows_line() -> None:
    with pytest.raises(ParseError) as e:
        read_text(GRID.replace("0\nX\n1\n1\n2\n", "0\nX\n1\nQ\n2\n"), source="quads.txt")
    assert e.value.line == 19  # Bert's row


def test_the_published_grid_of_a_club_blog_reads_with_its_values() -> None:
    """Campeonato Juvenil de Alcalá 2015: points Ptos 1, 1,5, 4, 2,5, 1 and the S.B. of the two players
    tied on 1 point, 1,5 and 1, as the page prints them; SB by hand: Fco. Javier beat Ismael (1½),
    Samuel beat Fco. Javier (1)."""
    path = REAL / "club-es-oromana-juvenil-alcala-2015-rr.txt"
    t = read_path(path)
    assert sorted(points_by_name(t).values()) == [F(1), F(1), F(3, 2), F(5, 2), F(4)]
    own = own_ranking(path.read_text(encoding="utf-8"), ReadOptions(source=path.name), mapping=None)
    assert own is not None
    values = {r.name: [v.text if v else None for v in r.values] for r in own.rows}
    assert values["Fco. Javier López Jiménez"] == ["1,5"] and values["Samuel López Galisteo"] == ["1"]
    report = check_published(t, own, options=Options(rules=Rules("2024")))
    assert report.checked[1:] == (5, 2) and not report.differences


SPACED = "\n\n".join(
    [
        "Quads 1947",
        "#",
        "Jugador",
        "País",
        "1",
        "2",
        "3",
        "4",
        "Total",
        *["1", "Anna Alt", "ESP", "1", "1", "½", "2.5"],
        *["2", "Bert Bau", "ESP", "0", "1", "1", "2.0"],
        *["3", "Carl Crom", "ESP", "0", "0", "1", "1.0"],
        *["4", "Dora Dorn", "ESP", "½", "0", "0", "0.5"],
    ]
)
"""A page whose table stands one value a line with a blank line after each, each row's number on a line
of its own, and the empty diagonal left out (each row three games for four columns)."""


def test_a_number_alone_on_its_line_begins_a_row_and_a_lost_diagonal_is_put_back() -> None:
    t = read_text(SPACED, source="quads.txt")
    assert points_by_name(t) == POINTS
    assert [p.line for p in t.players] == [19, 33, 47, 61]  # each row at its number's line
    assert any("empty cell(s) on the diagonal" in d.message for d in t.diagnostics)


BARRED = """\
Rangliste: Stand nach der 3. Runde |
Nr. |
Teilnehmer |
TWZ |
1 |
2 |
3 |
4 |
Punkte |
1. |
Alt,Anna |
2010 |
** |
1 |
1 |
½ |
2.5 |
2. |
Bau,Bert |
|
0 |
** |
1 |
1 |
2.0 |
3. |
Crom,Carl |
1900 |
0 |
0 |
** |
1 |
1.0 |
4. |
Dorn,Dora |
1850 |
½ |
0 |
0 |
** |
0.5 |
"""
"""The page store's copy of a table one cell a line: each value followed by `` |``, an empty cell (Bert's
rating) a ``|`` of its own."""


def test_values_that_end_with_a_bar_keep_their_empty_cells() -> None:
    t = read_text(BARRED, source="blitz.txt")
    assert [(p.name, p.rating) for p in t.players] == [
        ("Alt,Anna", 2010),
        ("Bau,Bert", None),
        ("Crom,Carl", 1900),
        ("Dorn,Dora", 1850),
    ]
    assert [points_by_name(t)[p.name] for p in t.players] == [F(5, 2), F(2), F(1), F(1, 2)]
