"""The ECF's League Management System's answer for an individual event (Sheffield's championship of
2025-26, after round 3 of 4; ``tests/data/formats/README.md``): a JSON list of tables, each a ``title``, a
``header`` (``No Name Round 1 … Total``) and its rows, the cells a result then the colour and the opponent
in brackets (``1 (b22)``, `` ½ (w21)``), ``1 ( def)`` won by default, `` ½ ( HPB)`` a half-point bye and
``- (  )`` not played yet.

Expected values are the publication's: each row's Total.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.tournament import Color, Result
from tiebreak.readers._builder import point_value
from tiebreak.readers.crosstable import parse_cell

PATH = Path(__file__).parent.parent / "data" / "formats" / "sheffield-individual-2025.ecf-lms.json"


@pytest.mark.parametrize(
    ("cell", "opponent", "color", "result"),
    [
        ("1 (b22)", 22, Color.BLACK, Result.WIN),
        (" ½ (w21)", 21, Color.WHITE, Result.DRAW),
        ("0 (w3)", 3, Color.WHITE, Result.LOSS),
        ("1 ( def)", None, Color.NONE, Result.PAB),
        (" ½ ( HPB)", None, Color.NONE, Result.HALF_BYE),
        ("- (  )", None, Color.NONE, Result.NOT_PAIRED),
    ],
)
def test_the_cells(cell: str, opponent: int | None, color: Color, result: Result) -> None:
    read = parse_cell(cell)
    assert read is not None
    assert (read.opponent, read.color, read.result) == (opponent, color, result)


def test_every_total_is_the_published_one() -> None:
    """34 players after round 3 (round 4 not played: every cell ``- (  )``); Colin Reid's 1½ is his
    point won by default and his half-point bye."""
    published = {
        str(row[1]): point_value(str(row[-1]))
        for row in json.loads(PATH.read_text(encoding="utf-8"))[0]["data"]
    }
    t = tiebreak.read_path(PATH)
    assert t.name == "Sheffield Individual Championships" and t.rounds == 4
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == published and len(points) == 34
    assert points["Colin Reid"] == Fraction(3, 2)
    assert any("JSON text holds 1 table(s)" in d.message for d in t.diagnostics)
