"""Sonneborn-Berger (C.07 9.1): the sum, over the elements of Buchholz (opponents and dummy opponents,
Article 16), of the opponent's score times the points scored against them; cuts drop the least
significant elements by (value, contribution), a voluntary unplayed round first (16.5).

The whole field is summed in integers (units² of the score track), SB/C1 by dropping the least
significant contribution without sorting, large fields in NumPy; the breakdown applies the reference
:func:`~tiebreak.criteria.unplayed.apply_cuts` to the same products.
"""

from __future__ import annotations

import operator

from ..specs.spec import Modifier, TiebreakSpec
from . import _numpy as accel
from .base import Breakdown, Context, Criterion, Value, fmt, sum_counted
from .unplayed import (
    Elements,
    apply_cuts,
    cut_counts,
    cut_words,
    elements,
    opponent_contributions,
    rows_with_vur,
    value_matrix,
)

__all__ = ["CRITERIA", "SONNEBORN_BERGER", "less_least", "sonneborn_berger_units"]


def sonneborn_berger_units(ctx: Context, spec: TiebreakSpec) -> list[int]:
    """Sonneborn-Berger in units² of the track, with the spec's cuts (9.1, 14.1, 16.5)."""
    track = ctx.track(spec.score)
    el = elements(ctx, track, forfeits_as_games=spec.forfeits, edition=spec.edition)
    low, high, vur_first = cut_counts(ctx, spec)
    mul = operator.mul
    matrices = _sb_matrices(ctx, el) if not high and low <= 1 else None
    if matrices is not None:
        out = accel.sb_sums(*matrices, drop_least=low == 1)
    elif not low and not high:
        return [sum(map(mul, vals, pts)) for vals, pts in zip(el.values, el.pts, strict=True)]
    elif low == 1 and not high:  # SB/C1: the total less the least significant element's contribution
        out = [less_least(vals, pts) for vals, pts in zip(el.values, el.pts, strict=True)]
    else:
        # without a voluntary unplayed round to prefer, apply_cuts drops the least significant
        # elements by (value, contribution) and then the most significant: both ends of this order
        kept = slice(low, -high or None)
        second = operator.itemgetter(1)
        out = [
            sum(map(second, sorted(zip(vals, map(mul, vals, pts), strict=True))[kept]))
            for vals, pts in zip(el.values, el.pts, strict=True)
        ]
    if not low and not high:
        return out
    if vur_first:
        for i in rows_with_vur(ctx, el):
            vals = el.values[i]
            out[i] = apply_cuts(vals, list(map(mul, vals, el.pts[i])), el.vur[i], low, high, vur_first)[0]
    return out


def _sb_matrices(ctx: Context, el: Elements) -> tuple[accel.Matrix, accel.Matrix] | None:
    """Values and points as NumPy matrices for SB, when the NumPy path takes this field and nothing
    is negative (:func:`accel.sb_sums` orders elements through one non-negative integer key)."""

    def build() -> tuple[accel.Matrix, accel.Matrix] | None:
        values = value_matrix(ctx, el)
        pts = None if values is None else accel.matrix(el.pts)
        if values is None or pts is None or values.min() < 0 or pts.min() < 0:
            return None
        return values, pts

    return ctx.memo(("sb-matrices", el.key), build)


def less_least(values: list[int], pts: list[int]) -> int:
    """The sum of the contributions ``value × points`` without the least significant element, the one
    first in (value, contribution) order.

    >>> less_least([3, 1, 1, 4], [2, 2, 0, 1])  # drops the 1 scored 0 against: 6 + 2 + 4
    12
    """
    if not values:
        return 0
    least = min(values)
    if values.count(least) == 1:
        dropped = least * pts[values.index(least)]
    else:
        dropped = min([least * p for v, p in zip(values, pts, strict=True) if v == least])
    total: int = sum(map(operator.mul, values, pts))
    return total - dropped


class SonnebornBerger(Criterion):
    """SB (9.1)."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return ctx.track(spec.score).values(sonneborn_berger_units(ctx, spec), 2)

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        contributions, notes = opponent_contributions(ctx, spec, i, products=True)
        value = sum_counted(contributions)
        return Breakdown(
            value,
            f"Sum of each opponent's score times the points scored against them"
            f"{cut_words(spec)}: {fmt(value)}.",
            tuple(contributions),
            tuple(notes),
        )


SONNEBORN_BERGER = SonnebornBerger(
    "SB",
    "Sonneborn-Berger",
    "9.1",
    "B/C",
    "Sum of each opponent's score times the points scored against them.",
    modifiers=frozenset({Modifier.CUT, Modifier.MEDIAN, Modifier.FORFEITS, Modifier.EDITION}),
    friendly={"sonneborn-berger": "SB", "sonneborn berger": "SB", "s-b": "SB", "neustadtl": "SB"},
    headings=(
        (
            r"sonneborn|^s[-.]?b\.?$|^sob?-?berg$|^sober?g?$|^sob$|^berger$|^ber\.?$|^sbb$|^sb$|^sbgr$"
            r"|нойштадтль|зоннеборн|^коэф(?:фициент)?\.?\s+бергера$|^бергер$",  # Russian: Neustadtl, Berger
            ("SB",),
        ),
    ),
    heading_order=20,
)
CRITERIA: tuple[Criterion, ...] = (SONNEBORN_BERGER,)
