"""Round cells whose parts stand in another order, or in brackets: a result letter with the opponent in
brackets (``W(4)``, ``L (1)``), a result with the opponent in brackets and no colour (``1 (4)``,
``½ (3)``), a result sign, the opponent and a colour letter (``+4w``, ``-1b``). Before: ``cannot read the
cell``.

The invented event, a round robin of four by hand: round 1 Ann (1) beat Dan (4) with White, Bob (2) and
Cy (3) drew, Bob White; round 2 Ann beat Cy with Black, Bob beat Dan with White; round 3 Ann beat Bob
with White, Cy and Dan drew, Dan White. Points: Ann 3, Bob 1½, Cy 1, Dan ½.
"""

from __future__ import annotations

import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak.model.tournament import Color, Result, Tournament
from tiebreak.readers import read_text
from tiebreak.readers.crosstable import parse_cell

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name

# each player's three rounds: (opponent, colour letter, result sign)
GAMES = {
    "Ann": [(4, "w", "+"), (3, "b", "+"), (2, "w", "+")],
    "Bob": [(3, "w", "="), (4, "w", "+"), (1, "b", "-")],
    "Cy": [(2, "b", "="), (1, "w", "-"), (4, "b", "=")],
    "Dan": [(1, "b", "-"), (2, "b", "-"), (3, "w", "=")],
}
LETTER = {"+": "W", "=": "D", "-": "L"}
POINT = {"+": "1", "=": "½", "-": "0"}


def _table(cell: str) -> str:
    rows = ["No\tName\tPts\tR1\tR2\tR3"]
    points = {"Ann": "3", "Bob": "1.5", "Cy": "1", "Dan": "0.5"}
    for k, (name, games) in enumerate(GAMES.items(), start=1):
        cells = [
            cell.format(opp=opp, colour=colour, sign=sign, letter=LETTER[sign], point=POINT[sign])
            for opp, colour, sign in games
        ]
        rows.append("\t".join([str(k), name, points[name], *cells]))
    return "\n".join(rows) + "\n"


def _games(t: Tournament) -> dict[str, list[tuple[int | None, Result]]]:
    return {p.name: [(e.opponent, e.result) for e in p.rounds] for p in t.players}


EXPECTED = {
    name: [(opp, {"+": Result.WIN, "=": Result.DRAW, "-": Result.LOSS}[sign]) for opp, _, sign in games]
    for name, games in GAMES.items()
}


@pytest.mark.parametrize(
    ("cell", "coloured"),
    [
        ("{letter}({opp})", False),
        ("{letter} ({opp})", False),
        ("{point} ({opp})", False),
        ("{sign}{opp}{colour}", True),
    ],
)
def test_a_crosstable_of_cells_in_another_order_reads(cell: str, coloured: bool) -> None:
    t = read_text(_table(cell), source="cells.txt")
    assert points_by_name(t) == {"Ann": F(3), "Bob": F(3, 2), "Cy": F(1), "Dan": F(1, 2)}
    assert _games(t) == EXPECTED
    ann_first = t.players[0].rounds[0].color
    assert ann_first is (Color.WHITE if coloured else Color.NONE)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("W(12)", (12, Color.NONE, Result.WIN)),
        ("D ( 7 )", (7, Color.NONE, Result.DRAW)),
        ("½ (3)", (3, Color.NONE, Result.DRAW)),
        ("0 (15)", (15, Color.NONE, Result.LOSS)),
        ("=12b", (12, Color.BLACK, Result.DRAW)),
        ("-7s", (7, Color.BLACK, Result.LOSS)),
        ("+ 21B", (21, Color.WHITE, Result.WIN)),  # Papi's: B is blanc (White), upper case
        ("½ (BYE)", (None, Color.NONE, Result.HALF_BYE)),
        ("1 (bye)", (None, Color.NONE, Result.PAB)),
    ],
)
def test_one_cell(text: str, read: tuple[int | None, Color, Result]) -> None:
    cell = parse_cell(text)
    assert cell is not None and (cell.opponent, cell.color, cell.result) == read


@pytest.mark.parametrize("text", ["W(12", "1 (", "+4x", "(4)"])
def test_what_is_no_cell(text: str) -> None:
    assert parse_cell(text) is None
