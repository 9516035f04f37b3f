"""FairPair's text results (Seniorschack Stockholm, 2025; ``tests/data/formats/README.md``): a crosstable
``id namn elo 1 2 3 4 pr`` whose cells are ``1w1`` ``10b=``, ``F_1`` (a free round: a bye worth a point)
and ``*_0`` (absent), and whose last column ``pr`` is the player's performance, not the points (there is
no points column: the points are counted from the cells).

Expected values are the publication's cells added up by hand.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Result
from tiebreak.readers.crosstable import parse_cell

DATA = Path(__file__).parent.parent / "data" / "formats"


def _points(path: Path) -> dict[str, Fraction]:
    t = tiebreak.read_path(path)
    rows = tiebreak.compute_standings(t, []).rows
    return {r.name: r.points for r in rows}


def test_the_free_and_absent_cells() -> None:
    free, absent, half = parse_cell("F_1"), parse_cell("*_0"), parse_cell("F_½")
    assert free is not None and free.opponent is None and free.result is Result.PAB
    assert absent is not None and absent.opponent is None and absent.result is Result.ZERO_BYE
    assert half is not None and half.result is Result.HALF_BYE


def test_a_free_round_keeps_the_later_rounds_in_their_columns() -> None:
    """RADON Vida ``9w1 F_1 11b1 10w1``: 4 points, round 3 against 11 (before, F_1 was no cell and the
    rounds after it moved one column left); SILFVER Tomas ``F_1 10w0 *_0 *_0``: 1 point."""
    path = DATA / "seniorschack-2025-04-17.fairpair.txt"
    t = tiebreak.read_path(path)
    radon = next(p for p in t.players if p.name == "RADON Vida")
    assert [e.opponent for e in radon.rounds] == [9, None, 11, 10]
    assert radon.rounds[1].result is Result.PAB
    silfver = next(p for p in t.players if p.name == "SILFVER Tomas")
    assert [e.result for e in silfver.rounds] == [Result.PAB, Result.LOSS, Result.ZERO_BYE, Result.ZERO_BYE]
    points = _points(path)
    assert points["RADON Vida"] == 4
    assert points["SILFVER Tomas"] == 1
    assert points["WAHLSTEEN Bror"] == Fraction(1, 2)
    assert points["LÖWGREN Björn"] == 3


def test_the_performance_column_is_not_the_points() -> None:
    """``pr`` 2266.7 after 4 rounds cannot be points: no warning that the points column disagrees. Its
    heading (Swedish ``prestation``, the performance) and ``namn`` (the name) make the header one the
    heading table knows, ``id`` first the players' numbers the cells name (before, ``namn`` unknown, the
    rows were read without their header, and a note said what the column was taken for)."""
    path = DATA / "seniorschack-2025-03-26.fairpair.txt"
    t = tiebreak.read_path(path)
    assert all(p.declared_points is None for p in t.players)
    assert not [d for d in t.diagnostics if d.severity is Severity.WARNING and "points column" in d.message]
    points = _points(path)
    assert points["LAGERBORG Krister"] == 4
    assert points["RADON Vida"] == Fraction(5, 2)
    assert points["ELDIN Peter"] == Fraction(1, 2)
    assert points["ROLLENHAGEN Carl"] == 1
