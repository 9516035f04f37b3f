"""Rating-based tie-breaks (C.07 Article 10): ARO, TPR, PTP, APRO, APPO, RTNG, with the FIDE tables."""

from __future__ import annotations

import bisect

from .. import accel
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

#: FIDE percentage score (50..100) -> rating difference dp (FIDE Rating Regulations 8.1.1, C.07 10.2).
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
    return ctx.memo(("ratings", unrated), lambda: [ctx.rating_of(i, unrated) for i in range(ctx.n)])


# A result on the 1/½/0 scale, in half points
_HALVES = {res: int(res.unit_result * 2) for res in Result}.__getitem__


def _rated_games(ctx: Context, ratings: list[int | None]) -> tuple[list[list[int]], list[int]]:
    """For each competitor, the ratings of the rated opponents met over the board, and the score made
    against them in half points (shared by ARO, TPR, PTP, APRO and APPO)."""
    def build() -> tuple[list[list[int]], list[int]]:
        opps, results = ctx.played_games()
        if None not in ratings:
            rating_of = ratings.__getitem__
            rows: list[list[int]] = [list(map(rating_of, row)) for row in opps]  # type: ignore[arg-type]
            return rows, [sum(map(_HALVES, row)) for row in results]
        rows, halves = [], []
        for opp_row, res_row in zip(opps, results, strict=True):
            rated = [(r, _HALVES(res)) for y, res in zip(opp_row, res_row, strict=True)
                     if (r := ratings[y]) is not None]
            rows.append([r for r, _ in rated])
            halves.append(sum(h for _, h in rated))
        return rows, halves
    return ctx.memo(("rated-games", id(ratings)), build)


def _rounded_means(rows: list[list[int]]) -> list[Value]:
    """Each row's mean rounded half up (as FIDE rounds ARO), None for an empty row; in integers:
    floor(mean + 1/2) = (2·sum + n) // 2n."""
    return [whole((2 * total + n) // (2 * n)) if n else None
            for total, n in zip(map(sum, rows), map(len, rows), strict=True)]


def average_rating(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """ARO (10.1): mean rating of the opponents met over the board, rounded half up; /C and /M."""
    ratings = _ratings(ctx, spec)
    if ratings is None:
        return [None] * ctx.n
    rows = _rated_games(ctx, ratings)[0]
    low = spec.cut or spec.median
    high = spec.median
    if low or high:
        rows = [sorted(opp)[low:len(opp) - high] if low + high < len(opp) else [] for opp in rows]
    return _rounded_means(rows)


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


def _ptp_bracket(opp: list[int], halves: int) -> tuple[int, int] | None:
    """Bounds ``(lo, hi)`` of the perfect tournament performance (``lo == hi`` when it is known), or
    None without a game against a rated opponent.

    The answer R is the lowest rating whose expected scores sum to the target. With e the expected
    score each game needs on average (rounded up) and d the least difference that gives it, R lies in
    [lowest + d, highest + d]: below, every game is expected to give less than e; at the top, at
    least e. The bisection runs over the spread of the opponents' ratings only.
    """
    if not opp:
        return None
    low, high = min(opp), max(opp)
    if halves == 0:
        return low - 800, low - 800
    d = bisect.bisect_left(_EXPECTED, -(-50 * halves // len(opp))) - 736
    return low + d, high + d


def _ptp(opp: list[int], halves: int) -> int | None:
    bracket = _ptp_bracket(opp, halves)
    if bracket is None:
        return None
    lo, hi = bracket
    target = 50 * halves  # the score in hundredths
    # the table reaches ±6000 points, beyond which expected scores are 0 and 100 (and a difference
    # outside it is read at its end, which has the same value)
    expected = _EXPECTED_WIDE.__getitem__
    top = len(_EXPECTED_WIDE) - 1
    if lo - max(opp) >= -_WIDE_OFFSET and hi - min(opp) <= _WIDE_OFFSET:  # the usual spread of ratings
        while lo < hi:
            mid = (lo + hi) // 2
            if sum(map(expected, map((mid + _WIDE_OFFSET).__sub__, opp))) >= target:
                hi = mid
            else:
                lo = mid + 1
        return lo
    while lo < hi:
        mid = (lo + hi) // 2
        if sum(expected(min(max(mid - r + _WIDE_OFFSET, 0), top)) for r in opp) >= target:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _ptps(rows: list[list[int]], halves: list[int]) -> list[int | None]:
    """:func:`_ptp` of every competitor; the bisections of a large field run side by side in NumPy."""
    if not accel.active(sum(map(len, rows))):
        return list(map(_ptp, rows, halves))
    brackets = list(map(_ptp_bracket, rows, halves))
    todo = [i for i, b in enumerate(brackets) if b is not None and b[0] < b[1]]
    out: list[int | None] = [None if b is None else b[0] for b in brackets]
    if todo:
        found = accel.perfect_performances([rows[i] for i in todo], [halves[i] for i in todo],
                                           [brackets[i][0] for i in todo],  # type: ignore[index]
                                           [brackets[i][1] for i in todo],  # type: ignore[index]
                                           _EXPECTED_WIDE, _WIDE_OFFSET)
        for i, value in zip(todo, found, strict=True):
            out[i] = value
    return out


def _performances(ctx: Context, spec: TiebreakSpec, perfect: bool) -> list[int | None] | None:
    key = ("perf", perfect, spec.unrated)
    got = ctx.cached(key)
    if isinstance(got, list):
        return got
    ratings = _ratings(ctx, spec)
    if ratings is None:
        return None
    rows, halves = _rated_games(ctx, ratings)
    out = _ptps(rows, halves) if perfect else list(map(_tpr, rows, halves))
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
    opps = ctx.played_games()[0]
    if None not in perf:
        perf_of = perf.__getitem__
        return _rounded_means([list(map(perf_of, row)) for row in opps])  # type: ignore[arg-type]
    return _rounded_means([[v for y in row if (v := perf[y]) is not None] for row in opps])


def rating(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """RTNG (10.6): the competitor's own rating."""
    ratings = _ratings(ctx, spec)
    if ratings is None:
        return [None] * ctx.n
    return [None if r is None else whole(r) for r in ratings]
