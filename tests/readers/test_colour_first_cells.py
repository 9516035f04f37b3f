"""Round cells written colour letter first, then the opponent and the result sign (``v4+`` ``m6-``
``m3=``: Finnish clubs' tables, valkea/musta), in tables typed by hand: the number run into the name
(``10.Kelkka``), the unit after each total (``5,0 p``), and several evenings one after another."""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from tiebreak import Color, Result
from tiebreak.readers.crosstable import parse_cell

# Four players, three rounds, each game written from both sides (1-3, 2-4; 1-2, 3-4; 1-4, 2-3).
EVENING = """\
Garden tiistaiturnaus 3.10.2017
1. Jan Ristoja m3+ v2+ m4+ 3,0
2. Hannu Ojala v4+ m1- v3= 1,5
3. Veijo Loikkanen v1- m4- m2= 0,5
4. Sakari Mikkola m2- v3+ v1- 1,0
"""
POINTS = {"Jan Ristoja": Fraction(3), "Hannu Ojala": Fraction(3, 2), "Sakari Mikkola": Fraction(1)}


def _points(t: tiebreak.Tournament) -> dict[str, Fraction]:
    return {p.name: sum((e.result.unit_result for e in p.rounds), Fraction(0)) for p in t.players}


@pytest.mark.parametrize(
    ("text", "opponent", "result"),
    [("v4+", 4, Result.WIN), ("m6-", 6, Result.LOSS), ("m3=", 3, Result.DRAW), ("V12+", 12, Result.WIN)],
)
def test_a_colour_letter_a_number_and_a_sign_is_a_game(text: str, opponent: int, result: Result) -> None:
    cell = parse_cell(text)
    assert cell is not None
    assert (cell.opponent, cell.result, cell.letter) == (opponent, result, text[0].casefold())


def test_valkea_and_musta_are_read_as_white_and_black() -> None:
    t = tiebreak.read_text(EVENING, source="ilta.txt")
    assert {n: v for n, v in _points(t).items() if n in POINTS} == POINTS
    jan = next(p for p in t.players if p.name == "Jan Ristoja")
    assert [e.color for e in jan.rounds] == [Color.BLACK, Color.WHITE, Color.BLACK]
    assert [(e.opponent, e.result) for e in jan.rounds] == [(3, Result.WIN), (2, Result.WIN), (4, Result.WIN)]
    assert any("v/m read as White/Black (Finnish" in d.message for d in t.diagnostics)
    assert t.name == "Garden tiistaiturnaus 3.10.2017"


def test_a_number_run_into_the_name_and_a_unit_after_the_total_are_read_apart() -> None:
    typed = EVENING.replace("1. Jan", "1.Jan").replace("4. Sakari", "4.Sakari")
    typed = typed.replace(" 3,0\n", " 3,0 p\n").replace(" 1,5\n", " 1,5 p\n")
    typed = typed.replace(" 0,5\n", " 0,5 p\n").replace(" 1,0\n", " 1,0 p\n")
    t = tiebreak.read_text(typed, source="ilta.txt")
    assert sorted(p.name for p in t.players) == sorted([*POINTS, "Veijo Loikkanen"])
    assert [p.declared_points for p in sorted(t.players, key=lambda p: p.sno)] == [
        Fraction(3),
        Fraction(3, 2),
        Fraction(1, 2),
        Fraction(1),
    ]
    said = " ".join(d.message for d in t.diagnostics)
    assert "the number run into a name ('1.Jan')" in said
    assert "the 'p' after the total is read as its unit" in said


def test_several_tables_typed_one_after_another_read_the_largest_with_a_warning() -> None:
    smaller = """\
Garden tiistaiturnaus 10.10.2017
1. Anna Aho v2+ m3= 1,5
2. Olli Oja m1- v3+ 1,0
3. Eino Esko v4+ m1= 1,5
4. Pia Puro m3- v2- 0,0
5. Tero Tukia - - 0,0
"""
    t = tiebreak.read_text(EVENING + smaller.replace("5. Tero Tukia - - 0,0\n", ""), source="ilta.txt")
    warning = next(d for d in t.diagnostics if "begin again at 1" in d.message)
    assert "holds 2 tables" in warning.message and "the first of the largest" in warning.message
    assert warning.line == 2
    assert {n for n in _points(t)} == {*POINTS, "Veijo Loikkanen"}


def test_one_table_whose_numbers_go_on_is_not_cut_where_a_line_is_ignored() -> None:
    t = tiebreak.read_text(EVENING.replace("3. Veijo", "huomio\n3. Veijo"), source="ilta.txt")
    assert len(t.players) == 4
    assert any("line ignored inside the table" in d.message for d in t.diagnostics)
    assert not any("begin again" in d.message for d in t.diagnostics)


# The same evening as the Finnish federation's reports print it: colour, sign, then the opponent
# right-aligned in the cell's width (``m+ 3``), groups of players under headings, points with a comma.
REPORT = """\
  LOPPUTULOKSET
  A-ryhmä                   1.   2.   3.    P
  1 Jan Ristoja           m+ 3 v+ 2 m+ 4  3,0
  2 Hannu Ojala           v+ 4 m- 1 v= 3  1,5
  B-ryhmä                   1.   2.   3.    P
  3 Veijo Loikkanen       v- 1 m- 4 m= 2  0,5
  4 Sakari Mikkola        m- 2 v+ 3 v- 1  1,0
"""


@pytest.mark.parametrize(
    ("text", "opponent", "result"),
    [("m+ 8", 8, Result.WIN), ("v=14", 14, Result.DRAW), ("v- 3", 3, Result.LOSS)],
)
def test_a_colour_letter_a_sign_and_a_padded_number_is_a_game(
    text: str, opponent: int, result: Result
) -> None:
    cell = parse_cell(text)
    assert cell is not None
    assert (cell.opponent, cell.result, cell.letter) == (opponent, result, text[0])


def test_the_federations_report_with_the_sign_before_the_opponent() -> None:
    t = tiebreak.read_text(REPORT, source="lopputulokset.txt")
    assert {n: v for n, v in _points(t).items() if n in POINTS} == POINTS
    veijo = next(p for p in t.players if p.name == "Veijo Loikkanen")
    assert [(e.opponent, e.color, e.result) for e in veijo.rounds] == [
        (1, Color.WHITE, Result.LOSS),
        (4, Color.BLACK, Result.LOSS),
        (2, Color.BLACK, Result.DRAW),
    ]
