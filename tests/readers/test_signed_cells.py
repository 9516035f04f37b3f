"""Round cells written as a result sign and the opponent's number, without a colour: ``+4`` ``=3`` ``-2``
(or ``4+`` ``3=`` ``2-``), as wall charts and club pages write a Swiss; ``-1`` there is a game lost
against number 1, where a chess-results crosstable writes ``-1`` for a bye worth a point."""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from tiebreak import Color, Result
from tiebreak.readers.crosstable import parse_cell


@pytest.mark.parametrize(
    ("text", "opponent", "result"),
    [
        ("+4", 4, Result.WIN),
        ("=12", 12, Result.DRAW),
        ("-7", 7, Result.LOSS),
        ("4+", 4, Result.WIN),
        ("12=", 12, Result.DRAW),
        ("7-", 7, Result.LOSS),
        ("1-", 1, Result.LOSS),
        ("-1", None, Result.PAB),  # alone, chess-results' bye worth a point
        ("-0", None, Result.ZERO_BYE),
    ],
)
def test_a_sign_and_a_number_is_a_game_without_a_colour(
    text: str, opponent: int | None, result: Result
) -> None:
    cell = parse_cell(text)
    assert cell is not None
    assert (cell.opponent, cell.color, cell.result) == (opponent, Color.NONE, result)


SIGNED = """\
No  Name           Rtg   R1    R2    R3    Pts
1   Ann Archer     1990  +4    =3    -2    1.5
2   Bob Baker      1980  =3    +4    +1    2.5
3   Cy Carter      1970  =2    =1    +4    2
4   Dee Dorsey     1960  -1    -2    -3    0
"""
"""By hand, a round robin of four: Ann beat Dee, drew Cy, lost to Bob; Bob drew Cy and beat Dee and Ann;
Cy drew Bob and Ann and beat Dee; Dee lost every game (her ``-1``: lost against Ann)."""


@pytest.mark.parametrize("flip", [False, True])
def test_a_table_of_signed_cells_reads_minus_one_as_a_game_lost_against_number_one(flip: bool) -> None:
    text = SIGNED
    if flip:  # 4+ =3 … : the sign after the number
        for cell in ("+4", "=3", "-2", "+1", "=2", "=1", "-1", "-3"):
            text = text.replace(f" {cell} ", f" {cell[1:]}{cell[0]} ").replace(
                f" {cell}\n", f" {cell[1:]}{cell[0]}\n"
            )
    event = tiebreak.read_text(text, source="signed.txt")
    dee = event.players[3]
    assert [(e.opponent, e.result) for e in dee.rounds] == [
        (1, Result.LOSS),
        (2, Result.LOSS),
        (3, Result.LOSS),
    ]
    points = {r.name: r.points for r in tiebreak.compute_standings(event, "PTS").rows}
    assert points == {
        "Ann Archer": Fraction(3, 2),
        "Bob Baker": Fraction(5, 2),
        "Cy Carter": Fraction(2),
        "Dee Dorsey": Fraction(0),
    }
    assert any("+4, =4, -4" in d.message for d in event.diagnostics)


def test_a_column_of_signed_numbers_under_an_unknown_heading_is_no_round() -> None:
    """``Diff`` (a rating's change, ``+12`` ``-7``) beside two rounds under headings the reader does not
    know: its values are no evidence of a round, so the event has the two rounds (its games as given)."""
    text = """\
Teilnehmer      Wertung  Runde1  Runde2  Diff  Summe
1 Ann Archer    1990     2w1     3b½     +12   1.5
2 Bob Baker     1980     1b0     4w1     -7    1
3 Cy Carter     1970     4b1     1w½     +3    1.5
4 Dee Dorsey    1960     3w0     2b0     -9    0
"""
    event = tiebreak.read_text(text, source="diff.txt")
    assert event.rounds == 2
    assert [p.rating for p in event.players] == [1990, 1980, 1970, 1960]
