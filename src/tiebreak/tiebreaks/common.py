"""Helpers shared by the tie-break modules: rounding, cuts and medians (C.07 14, 16.5)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

__all__ = ["Cut", "Value", "apply_cuts", "average", "round_half_up", "whole", "wholes"]

Value = Fraction | None
"""A tie-break value; None when undefined for that competitor."""


_WHOLE: dict[int, Fraction] = {}


def whole(number: int) -> Fraction:
    """``Fraction(number)``, shared: counts and ratings repeat across thousands of competitors.

    >>> whole(3) == Fraction(3) and whole(3) is whole(3)
    True
    """
    got = _WHOLE.get(number)
    if got is None:
        got = Fraction(number)
        if len(_WHOLE) < 100_000:
            _WHOLE[number] = got
    return got


def wholes(numbers: Sequence[int]) -> list[Value]:
    """:func:`whole` of each number, the per-competitor work done in C (a dict lookup by map).

    >>> wholes([2, 0, 2])
    [Fraction(2, 1), Fraction(0, 1), Fraction(2, 1)]
    """
    for number in set(numbers).difference(_WHOLE):
        _WHOLE[number] = Fraction(number)
    out: list[Value] = list(map(_WHOLE.__getitem__, numbers))
    if len(_WHOLE) > 100_000:
        _WHOLE.clear()
    return out


def round_half_up(value: Fraction, digits: int = 0) -> Fraction:
    """Round to ``digits`` decimals, halves away from zero for positives (as FIDE rounds ARO).

    >>> round_half_up(Fraction(28155, 20))
    Fraction(1408, 1)
    >>> round_half_up(Fraction(65, 8), 2)
    Fraction(813, 100)
    """
    scale = 10 ** digits
    scaled = value * scale
    rounded = (scaled.numerator * 2 + scaled.denominator) // (2 * scaled.denominator)
    return Fraction(rounded, scale)


def average(total: int | Fraction, count: int) -> Fraction | None:
    """Exact mean, None for an empty set."""
    return Fraction(total) / count if count else None


@dataclass(frozen=True)
class Cut:
    """One element removed by a cut or median: position in the element list and why."""

    position: int
    reason: str
    """``low`` (least significant), ``vur`` (16.5: a voluntary unplayed round first) or ``high``."""


def apply_cuts(values: Sequence[int], contribs: Sequence[int], vur: Sequence[bool], low: int, high: int,
               vur_first: bool) -> tuple[int, list[Cut]]:
    """Remove ``low`` least significant then ``high`` most significant elements (C.07 14.1, 16.5).

    Elements are ordered by value, then by contribution. With ``vur_first`` (Swiss events, 16.5), a
    low cut removes the lowest-contribution voluntary unplayed round instead of the least significant
    element when that element is not a VUR and the VUR's contribution is not lower. Returns the sum of
    the remaining contributions and the cuts made.
    """
    n = len(values)
    if not low and not high:
        return sum(contribs), []
    low = min(low, n)
    high = min(high, n - low)
    alive = list(range(n))
    cuts: list[Cut] = []
    for _ in range(low):
        m = min(alive, key=lambda k: (values[k], contribs[k], not vur[k]))
        reason = "low"
        if vur_first and not vur[m]:
            vurs = [k for k in alive if vur[k]]
            if vurs:
                u = min(vurs, key=lambda k: (contribs[k], values[k]))
                if contribs[u] >= contribs[m]:
                    m, reason = u, "vur"
        alive.remove(m)
        cuts.append(Cut(m, reason))
    for _ in range(high):
        m = max(alive, key=lambda k: (values[k], contribs[k]))
        alive.remove(m)
        cuts.append(Cut(m, "high"))
    return sum(contribs[k] for k in alive), cuts
