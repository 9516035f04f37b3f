"""Rating-based tie-breaks (C.07 Article 10): ARO, TPR, PTP, APRO, APPO, RTNG, with the FIDE tables."""

from __future__ import annotations

import bisect

from ..codes import TiebreakSpec
from ..context import Context, Rules
from ..model import Result
from .common import Value, whole

__all__ = [
    "DP_TABLE",
    "average_rating",
    "expected_score",
    "opponents_average",
    "perfect_performance",
    "performance_rating",
    "rating",
    "rating_difference",
]

#: FIDE percentage score (50..100) -> rating difference dp (spec §8.3).
DP_TABLE: tuple[int, ...] = (
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166,
    175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401,
    422, 444, 470, 501, 538, 589, 677, 800,
)
# Upper bounds of |rating difference| for expected scores .50, .51, ... .99 (above 735: 1.00).
_PD_BOUNDS: tuple[int, ...] = (
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170,
    179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411,
    432, 456, 484, 517, 559, 619, 735,
)


_PLAYED = frozenset(r.value for r in Result if r.played)
"""Codes of games played over the board (hashing a str runs in C, an Enum member's in Python)."""

def rating_difference(percent: int) -> int:
    """dp for a whole percentage 0..100 (negative below 50)."""
    return DP_TABLE[percent - 50] if percent >= 50 else -DP_TABLE[50 - percent]


def expected_score(diff: int) -> int:
    """Expected score in hundredths of the player ``diff`` rating points above the opponent."""
    pd = 50 + bisect.bisect_left(_PD_BOUNDS, abs(diff))
    return pd if diff >= 0 else 100 - pd


def _ratings(ctx: Context, spec: TiebreakSpec) -> list[int | None] | None:
    """Ratings to use, or None when the tie-break is dropped (unrated players, Article 10)."""
    unrated = spec.unrated if spec.unrated is not None else ctx.unrated_rating
    if ctx.rules is not Rules.SEED and unrated is None and ctx.has_unrated():
        ctx.warn_once(f"{spec.code}: dropped because some players are unrated (C.07 Article 10); give a "
                      f"rating for them with {spec.code}/U<rating> or --unrated-rating")
        return None
    return [ctx.rating_of(i, unrated) for i in range(ctx.n)]


def _opponent_ratings(ctx: Context, ratings: list[int | None], i: int) -> list[int]:
    played = _PLAYED
    return [ry for y, res in zip(ctx.opponent[i], ctx.result[i], strict=True)
            if y >= 0 and res._value_ in played and (ry := ratings[y]) is not None]


def average_rating(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """ARO (10.1): mean rating of the opponents met over the board, rounded half up; /C and /M."""
    ratings = _ratings(ctx, spec)
    if ratings is None:
        return [None] * ctx.n
    low = spec.cut or spec.median
    high = spec.median
    out: list[Value] = []
    for i in range(ctx.n):
        opp = sorted(_opponent_ratings(ctx, ratings, i))
        kept = opp[low:len(opp) - high] if low + high < len(opp) else []
        # round_half_up(Fraction(sum, count)) in integers: floor(mean + 1/2)
        out.append(whole((2 * sum(kept) + len(kept)) // (2 * len(kept))) if kept else None)
    return out


def _results(ctx: Context, ratings: list[int | None], i: int) -> tuple[list[int], int]:
    """Ratings of the rated opponents met over the board, and the score against them in half points."""
    opp: list[int] = []
    halves = 0
    opp_row, res_row = ctx.opponent[i], ctx.result[i]
    played, to_halves = _PLAYED, _HALVES
    for r in range(ctx.rounds):
        y = opp_row[r]
        if y >= 0:
            code = res_row[r]._value_
            if code in played and ratings[y] is not None:
                opp.append(ratings[y] or 0)
                halves += to_halves[code]
    return opp, halves


# A result on the 1/½/0 scale, in half points, by result code
_HALVES = {res.value: int(res.unit_result * 2) for res in Result}


def _tpr(opp: list[int], halves: int) -> int | None:
    if not opp:
        return None
    n = len(opp)
    # round_half_up(score / n * 100) with score = halves / 2, in integers: floor(50·halves/n + 1/2)
    percent = (100 * halves + n) // (2 * n)
    # round_half_up(mean rating + dp), in integers
    return (2 * (sum(opp) + rating_difference(percent) * n) + n) // (2 * n)


# expected_score for every difference the bisection below can meet; beyond ±735 it is 100 or 0
_EXPECTED = [expected_score(d) for d in range(-736, 737)]
_WIDE_OFFSET = 6000
_EXPECTED_WIDE = [0] * (_WIDE_OFFSET - 736) + _EXPECTED + [100] * (_WIDE_OFFSET - 736)
"""``_EXPECTED`` padded with 0 and 100 out to differences of ±6000: index ``d + 6000``."""


def _ptp(opp: list[int], halves: int) -> int | None:
    if not opp:
        return None
    if halves == 0:
        return min(opp) - 800
    target = 50 * halves  # the score in hundredths
    table = _EXPECTED
    lo, hi = min(opp) - 800, max(opp) + 736
    if lo - max(opp) >= -_WIDE_OFFSET and hi - min(opp) <= _WIDE_OFFSET:  # the usual spread of ratings
        wide = _EXPECTED_WIDE
        while lo < hi:
            mid = (lo + hi) // 2
            base = mid + _WIDE_OFFSET
            if sum([wide[base - r] for r in opp]) >= target:
                hi = mid
            else:
                lo = mid + 1
        return lo
    while lo < hi:
        mid = (lo + hi) // 2
        total = 0
        for r in opp:
            d = mid - r
            total += table[d + 736] if -736 <= d <= 736 else (100 if d > 0 else 0)
        if total >= target:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _performances(ctx: Context, spec: TiebreakSpec, perfect: bool) -> list[int | None] | None:
    key = ("perf", perfect, spec.unrated)
    got = ctx.cached(key)
    if isinstance(got, list):
        return got
    ratings = _ratings(ctx, spec)
    if ratings is None:
        return None
    func = _ptp if perfect else _tpr
    results_key = ("perf-results", spec.unrated)
    results = ctx.cached(results_key)
    if not isinstance(results, list):  # shared by TPR and PTP (and APRO, APPO)
        results = [_results(ctx, ratings, i) for i in range(ctx.n)]
        ctx.store(results_key, results)
    out = [func(opp, halves) for opp, halves in results]
    ctx.store(key, out)
    return out


def performance_rating(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """TPR (10.2): ARO + dp(percentage score), games over the board only."""
    perf = _performances(ctx, spec, perfect=False)
    return [None if p is None else whole(p) for p in perf] if perf is not None else [None] * ctx.n


def perfect_performance(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """PTP (10.3): the lowest rating whose expected score reaches the score made."""
    perf = _performances(ctx, spec, perfect=True)
    return [None if p is None else whole(p) for p in perf] if perf is not None else [None] * ctx.n


def opponents_average(ctx: Context, spec: TiebreakSpec, perfect: bool) -> list[Value]:
    """APRO (10.4) / APPO (10.5): mean TPR / PTP of the opponents met over the board."""
    perf = _performances(ctx, spec, perfect)
    if perf is None:
        return [None] * ctx.n
    out: list[Value] = []
    for i in range(ctx.n):
        vals = [perf[y] for r in range(ctx.rounds)
                if (y := ctx.opponent[i][r]) >= 0 and ctx.result[i][r]._value_ in _PLAYED]
        defined = [v for v in vals if v is not None]
        n = len(defined)
        out.append(whole((2 * sum(defined) + n) // (2 * n)) if defined else None)
    return out


def rating(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """RTNG (10.6): the competitor's own rating."""
    ratings = _ratings(ctx, spec)
    if ratings is None:
        return [None] * ctx.n
    return [None if r is None else whole(r) for r in ratings]
