"""Tie-breaks built on the opponents' scores: BH, FB, SB, AOB, KS and the adjusted score (C.07 8, 9)."""

from __future__ import annotations

import operator
from fractions import Fraction

from .. import accel
from ..codes import TiebreakSpec
from ..context import Context, Elements, Rules
from .common import Value, apply_cuts

__all__ = ["adjusted_score", "average_opponents_buchholz", "buchholz", "buchholz_units", "buchholz_vur_first",
           "koya", "koya_limit", "sonneborn_berger", "sonneborn_berger_units"]


def _cuts(ctx: Context, spec: TiebreakSpec) -> tuple[int, int, bool]:
    low = spec.cut or spec.median
    return low, spec.median, ctx.swiss and ctx.rules is not Rules.SEED


def _context(ctx: Context, spec: TiebreakSpec, fore: bool) -> Context:
    return ctx.fore() if fore else ctx


def buchholz_units(ctx: Context, spec: TiebreakSpec, fore: bool = False) -> list[int]:
    """Buchholz (or Fore Buchholz) of every competitor, in track units, with the spec's cuts."""
    c = _context(ctx, spec, fore)
    key = ("BH", fore, spec.score, spec.cut, spec.median, spec.forfeits, c.edition(spec.edition))
    got = c.cached(key)
    if isinstance(got, list):
        return got
    track = c.track(spec.score)
    el = c.elements(track, forfeits_as_games=spec.forfeits, edition=spec.edition)
    low, high, vur_first = _cuts(c, spec)
    if not low and not high:
        out = list(map(sum, el.values))
    else:
        # each row sorted once, shared by every cut and median variant; without a voluntary unplayed
        # round to prefer, the cuts drop the lowest and highest values (what apply_cuts keeps when
        # contributions equal values), i.e. a slice of the sorted row (empty when the cuts take all)
        ordered_matrix = _sorted_matrix(c, el)
        if ordered_matrix is not None:
            out = accel.cut_sums(ordered_matrix, low, high)
        else:
            ordered = _sorted_rows(c, el)
            out = list(map(sum, map(operator.itemgetter(slice(low, -high or None)), ordered)))
        if c.rules is Rules.SEED and spec.median > 0:  # the simplified model keeps a lone value
            for i, vals in enumerate(el.values):
                if len(vals) < 2:
                    out[i] = sum(vals)
        elif vur_first:
            for i, (vurs, others) in _vur_splits(c, el):
                out[i] = _cut_vur_first(vurs, others, low, high)
    c.store(key, out)
    return out


def buchholz_vur_first(values: list[int], vur: list[bool], low: int, high: int) -> int:
    """What :func:`apply_cuts` keeps of a Buchholz row (contributions equal to values) with the 16.5
    preference: each low cut takes the lowest voluntary unplayed round while one is left (the least
    significant element is never worth less than it), then the lowest values; the high cuts take the
    highest of the rest.

    >>> buchholz_vur_first([3, 1, 4, 2], [False, False, True, False], 2, 1)
    2
    """
    return _cut_vur_first(*_split_vur(values, vur), low, high)


def _split_vur(values: list[int], vur: list[bool]) -> tuple[list[int], list[int]]:
    """A row's values of voluntary unplayed rounds and its other values, each sorted."""
    pairs = list(zip(values, vur, strict=True))
    return sorted([v for v, u in pairs if u]), sorted([v for v, u in pairs if not u])


def _cut_vur_first(vurs: list[int], others: list[int], low: int, high: int) -> int:
    """:func:`buchholz_vur_first` of a row split into its VUR values and the others, both sorted."""
    n = len(vurs) + len(others)
    low = min(low, n)
    high = min(high, n - low)
    # every VUR cut (only the lowest values remain to cut), or some VURs left among the rest
    rest = others[low - len(vurs):] if low >= len(vurs) else sorted(vurs[low:] + others)
    return sum(rest[:len(rest) - high])


def _sorted_rows(ctx: Context, el: Elements) -> list[list[int]]:
    """Each element row sorted, shared by every cut and median variant."""
    return ctx.memo(("sorted-elements", id(el)), lambda: list(map(sorted, el.values)))


def _vur_splits(ctx: Context, el: Elements) -> list[tuple[int, tuple[list[int], list[int]]]]:
    """The rows with a voluntary unplayed round, each split into its VUR values and the others, both
    sorted: shared by every cut and median variant."""
    return ctx.memo(("vur-splits", id(el)),
                    lambda: [(i, _split_vur(el.values[i], el.vur[i])) for i in _rows_with_vur(ctx, el)])


def _sorted_matrix(ctx: Context, el: Elements) -> accel.Matrix | None:
    """The element rows sorted, as a NumPy matrix, when the NumPy path takes this field."""
    def build() -> accel.Matrix | None:
        values = _value_matrix(ctx, el)
        return None if values is None else accel.sort_rows(values)
    return ctx.memo(("sorted-matrix", id(el)), build)


def _value_matrix(ctx: Context, el: Elements) -> accel.Matrix | None:
    """The element values as a NumPy matrix (None: pure Python for this field)."""
    return ctx.memo(("value-matrix", id(el)),
                 lambda: accel.matrix(el.values) if accel.active(sum(map(len, el.values))) else None)


def _sb_matrices(ctx: Context, el: Elements) -> tuple[accel.Matrix, accel.Matrix] | None:
    """Values and points as NumPy matrices for SB, when the NumPy path takes this field and nothing
    is negative (:func:`accel.sb_sums` orders elements through one non-negative integer key)."""
    def build() -> tuple[accel.Matrix, accel.Matrix] | None:
        values = _value_matrix(ctx, el)
        pts = None if values is None else accel.matrix(el.pts)
        if values is None or pts is None or values.min() < 0 or pts.min() < 0:
            return None
        return values, pts
    return ctx.memo(("sb-matrices", id(el)), build)


def _rows_with_vur(ctx: Context, el: Elements) -> list[int]:
    """Competitors with a voluntary unplayed round among their elements (16.5 may prefer it)."""
    return ctx.memo(("vur-rows", id(el)), lambda: [i for i, vurs in enumerate(el.vur) if True in vurs])


def buchholz(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """BH (8.1), with /C, /M, /P, /V."""
    return ctx.track(spec.score).values(buchholz_units(ctx, spec))


def fore_buchholz(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """FB (8.3): Buchholz with every final-round pairing turned into a draw."""
    return ctx.fore().track(spec.score).values(buchholz_units(ctx, spec, fore=True))


def sonneborn_berger_units(ctx: Context, spec: TiebreakSpec) -> list[int]:
    """Sonneborn-Berger in units² of the track, with the spec's cuts (9.1, 14.1.1 d, 16.5)."""
    track = ctx.track(spec.score)
    el = ctx.elements(track, forfeits_as_games=spec.forfeits, edition=spec.edition)
    low, high, vur_first = _cuts(ctx, spec)
    mul = operator.mul
    matrices = _sb_matrices(ctx, el) if not high and low <= 1 else None
    if matrices is not None:
        out = accel.sb_sums(*matrices, drop_least=low == 1)
    elif not low and not high:
        return [sum(map(mul, vals, pts)) for vals, pts in zip(el.values, el.pts, strict=True)]
    elif low == 1 and not high:  # SB/C1: the total less the least significant element's contribution
        out = [_less_least(vals, pts) for vals, pts in zip(el.values, el.pts, strict=True)]
    else:
        # without a voluntary unplayed round to prefer, apply_cuts drops the least significant
        # elements by (value, contribution) and then the most significant: both ends of this order
        kept = slice(low, -high or None)
        second = operator.itemgetter(1)
        out = [sum(map(second, sorted(zip(vals, map(mul, vals, pts), strict=True))[kept]))
               for vals, pts in zip(el.values, el.pts, strict=True)]
    if not low and not high:
        return out
    if vur_first:
        for i in _rows_with_vur(ctx, el):
            vals = el.values[i]
            out[i] = apply_cuts(vals, list(map(mul, vals, el.pts[i])), el.vur[i], low, high, vur_first)[0]
    return out


def _less_least(values: list[int], pts: list[int]) -> int:
    """The sum of the contributions ``value × points`` without the least significant element, the one
    first in (value, contribution) order.

    >>> _less_least([3, 1, 1, 4], [2, 2, 0, 1])  # drops the 1 scored 0 against: 6 + 2 + 4
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


def sonneborn_berger(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """SB (9.1)."""
    return ctx.track(spec.score).values(sonneborn_berger_units(ctx, spec), 2)


def aob_digits(rounds: int) -> int:
    """Decimals AOB is rounded to: 2 up to 8 rounds, 3 up to 26, 4 up to 72, else 5 (the FIDE
    reference implementation's rounding; C.07 8.2 gives none)."""
    return 2 if rounds <= 8 else 3 if rounds <= 26 else 4 if rounds <= 72 else 5


def average_opponents_buchholz(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """AOB (8.2): mean Buchholz (Fore Buchholz with /F) of the opponents met over the board."""
    plain = TiebreakSpec(code="BH", given="BH", score=spec.score, edition=spec.edition)
    bh = buchholz_units(ctx, plain, fore=spec.fore)
    unit = (ctx.fore() if spec.fore else ctx).track(spec.score).unit
    digits = aob_digits(ctx.rounds)
    scale = 10 ** digits
    bh_of = bh.__getitem__
    rounded: list[int | None] = []
    for row in ctx.played_games()[0]:
        if row:
            # round_half_up(Fraction(total, count * unit), digits) in integers
            den = 2 * len(row) * unit
            rounded.append((2 * sum(map(bh_of, row)) * scale + len(row) * unit) // den)
        else:
            rounded.append(None)
    known = {r: Fraction(r, scale) for r in set(rounded) if r is not None}
    return [None if r is None else known[r] for r in rounded]


def koya_limit(ctx: Context, spec: TiebreakSpec) -> Fraction:
    """Koya's qualifying score (9.2, 14.5), in points."""
    track = ctx.track(spec.score)
    games = ctx.rounds
    if not ctx.swiss:
        if ctx.n % 2 == 1:
            games -= ctx.rounds // ctx.n
        games -= sum(1 for row in ctx.opponent if all(y < 0 for y in row))
    percent = spec.limit_percent if spec.limit_percent is not None else Fraction(50)
    limit = percent / 100 * Fraction(track.win, track.unit) * games  # a team's GP win: every board won
    return limit + (spec.limit_points or 0)


def koya(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """KS (9.2): points scored against opponents whose score reaches the limit."""
    track = ctx.track(spec.score)
    limit = koya_limit(ctx, spec) * track.unit
    out: list[Value] = []
    for i in range(ctx.n):
        total = 0
        for r in range(ctx.rounds):
            y = ctx.opponent[i][r]
            if y >= 0 and track.score[y] >= limit:
                total += track.pts[i][r]
        out.append(track.value(total))
    return out


def adjusted_score(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """ABH: the score a competitor counts for as an opponent (16.3), a reference helper."""
    c = ctx.fore() if spec.fore else ctx
    track = c.track(spec.score)
    return [track.value(v) for v in c.adjusted(track)]
