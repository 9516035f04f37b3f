"""The rating criteria (C.07 Article 10): ARO (10.1), TPR (10.2), PTP (10.3), APRO (10.4), APPO (10.5)
and RTNG (10.6), with the FIDE tables of rating differences and expected scores. Only games over the
board against rated opponents count; with unrated players and no rating for them the criterion is
dropped (under a rule set that says so, :attr:`~tiebreak.model.rules.Profile.drops_rating_criteria`).

Each breakdown lists the rounds with the opponent's rating (APRO, APPO: the opponent's performance);
the value is computed from the rounds that count, the same way the whole field is.
"""

from __future__ import annotations

import bisect
from abc import abstractmethod
from dataclasses import dataclass, replace
from fractions import Fraction

from ..model.messages import Hint, Option, Template
from ..model.tournament import Result
from ..specs.spec import Modifier, TiebreakSpec
from . import _numpy as accel
from .base import (
    Breakdown,
    Context,
    Contribution,
    Criterion,
    Value,
    describe_round,
    fmt,
    opponent_sno,
    round_half_up,
    whole,
)
from .unplayed import apply_cuts, numpy_wanted

__all__ = ["CRITERIA", "DP_TABLE", "expected_score", "rating_difference"]

#: FIDE percentage score (50..100) -> rating difference dp (FIDE Rating Regulations 8.1.1, C.07 10.2).
DP_TABLE: tuple[int, ...] = (
    0,
    7,
    14,
    21,
    29,
    36,
    43,
    50,
    57,
    65,
    72,
    80,
    87,
    95,
    102,
    110,
    117,
    125,
    133,
    141,
    149,
    158,
    166,
    175,
    184,
    193,
    202,
    211,
    220,
    230,
    240,
    251,
    262,
    273,
    284,
    296,
    309,
    322,
    336,
    351,
    366,
    383,
    401,
    422,
    444,
    470,
    501,
    538,
    589,
    677,
    800,
)
# Upper bounds of |rating difference| for expected scores .50, .51, ... .99 (above 735: 1.00).
_PD_BOUNDS: tuple[int, ...] = (
    3,
    10,
    17,
    25,
    32,
    39,
    46,
    53,
    61,
    68,
    76,
    83,
    91,
    98,
    106,
    113,
    121,
    129,
    137,
    145,
    153,
    162,
    170,
    179,
    188,
    197,
    206,
    215,
    225,
    235,
    245,
    256,
    267,
    278,
    290,
    302,
    315,
    328,
    344,
    357,
    374,
    391,
    411,
    432,
    456,
    484,
    517,
    559,
    619,
    735,
)


def rating_difference(percent: int) -> int:
    """dp for a whole percentage 0..100 (negative below 50)."""
    return DP_TABLE[percent - 50] if percent >= 50 else -DP_TABLE[50 - percent]


def expected_score(diff: int) -> int:
    """Expected score in hundredths of the player ``diff`` rating points above the opponent."""
    pd = 50 + bisect.bisect_left(_PD_BOUNDS, abs(diff))
    return pd if diff >= 0 else 100 - pd


def _unrated(ctx: Context, spec: TiebreakSpec) -> int | None:
    """The rating that stands in for unrated players: the spec's /U, else the event's option."""
    return spec.unrated if spec.unrated is not None else ctx.unrated_rating


def _dropped(ctx: Context, spec: TiebreakSpec) -> bool:
    """True when the criterion is dropped: some players are unrated and nothing stands in (Article 10)."""
    return ctx.rules.profile.drops_rating_criteria and _unrated(ctx, spec) is None and ctx.has_unrated()


_DROPPED_UNRATED = Template(
    "criteria.dropped-unrated",
    "{code}: dropped because some players are unrated (C.07 Article 10); give a "
    "rating for them with {code}/U<rating>{where}",
    where=(Hint(Option.UNRATED_RATING, " or {option}"), Hint(Option.TIEBREAKS, " in {option}")),
)


def _ratings(ctx: Context, spec: TiebreakSpec) -> list[int | None] | None:
    """Ratings to use, or None when the tie-break is dropped (unrated players, Article 10)."""
    unrated = _unrated(ctx, spec)
    if _dropped(ctx, spec):
        ctx.warn_once(_DROPPED_UNRATED(code=spec.code))
        return None
    return ctx.memo(("ratings", unrated), lambda: [ctx.rating_of(i, unrated) for i in range(ctx.n)])


# A result on the 1/½/0 scale, in half points
_HALVES = {res: int(res.unit_result * 2) for res in Result}.__getitem__


def _rated_games(
    ctx: Context, ratings: list[int | None], unrated: int | None
) -> tuple[list[list[int]], list[int]]:
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
            rated = [
                (r, _HALVES(res))
                for y, res in zip(opp_row, res_row, strict=True)
                if (r := ratings[y]) is not None
            ]
            rows.append([r for r, _ in rated])
            halves.append(sum(h for _, h in rated))
        return rows, halves

    return ctx.memo(("rated-games", unrated), build)


def _rounded_means(rows: list[list[int]]) -> list[Value]:
    """Each row's mean rounded half up (as FIDE rounds ARO), None for an empty row; in integers:
    floor(mean + 1/2) = (2·sum + n) // 2n."""
    return [
        whole((2 * total + n) // (2 * n)) if n else None
        for total, n in zip(map(sum, rows), map(len, rows), strict=True)
    ]


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
    if not numpy_wanted(sum(map(len, rows))):
        return list(map(_ptp, rows, halves))
    brackets = list(map(_ptp_bracket, rows, halves))
    todo = [i for i, b in enumerate(brackets) if b is not None and b[0] < b[1]]
    out: list[int | None] = [None if b is None else b[0] for b in brackets]
    if todo:
        found = accel.perfect_performances(
            [rows[i] for i in todo],
            [halves[i] for i in todo],
            [brackets[i][0] for i in todo],  # type: ignore[index]
            [brackets[i][1] for i in todo],  # type: ignore[index]
            _EXPECTED_WIDE,
            _WIDE_OFFSET,
        )
        for i, value in zip(todo, found, strict=True):
            out[i] = value
    return out


def _performances(ctx: Context, spec: TiebreakSpec, perfect: bool) -> list[int | None] | None:
    """Every competitor's TPR (or PTP with ``perfect``), None when the criterion is dropped."""
    ratings = _ratings(ctx, spec)
    if ratings is None:
        return None

    def build() -> list[int | None]:
        rows, halves = _rated_games(ctx, ratings, _unrated(ctx, spec))
        return _ptps(rows, halves) if perfect else list(map(_tpr, rows, halves))

    return ctx.memo(("perf", perfect, spec.unrated), build)


def _rounded_mean(values: list[int]) -> Value:
    """A mean rounded half up, as :func:`_rounded_means` rounds each row."""
    return _rounded_means([values])[0]


def _dropped_breakdown(criterion: Criterion) -> Breakdown:
    return Breakdown(
        None,
        f"{criterion.name} is dropped: some players are unrated and no rating was given for them (art. 10).",
    )


_CUT_NOTES = {"low": "cut: lowest rating (art. 14.1)", "high": "cut: highest rating (median, art. 14.1)"}


class RatingCriterion(Criterion):
    """A criterion of Article 10: the rounds against rated opponents met over the board."""

    zero_when_unknown = True  # a pairing program prints 0 for a player without rated games (or unrated)

    def opponent_value(self, ctx: Context, spec: TiebreakSpec, y: int) -> int | None:
        """What an opponent brings: the rating (the performance for APRO and APPO)."""
        return ctx.rating_of(y, _unrated(ctx, spec))

    @abstractmethod
    def reduce(self, kept: list[Contribution]) -> Value:
        """The value from the rounds that count and are not cut."""

    def contributions(self, ctx: Context, spec: TiebreakSpec, i: int) -> list[Contribution]:
        out = []
        for r in range(ctx.rounds):
            y = ctx.opponent[i][r]
            res = ctx.result[i][r]
            played = y >= 0 and res.played
            rating = self.opponent_value(ctx, spec, y) if y >= 0 else None
            counted = played and rating is not None
            note = "" if counted else ("not played over the board" if y >= 0 or res.bye else "")
            out.append(
                Contribution(
                    r + 1,
                    describe_round(ctx, i, r),
                    opponent_sno(ctx, i, r),
                    res.unit_result,
                    Fraction(rating) if rating is not None else None,
                    Fraction(rating or 0),
                    counted=counted,
                    article="10",
                    note=note,
                )
            )
        return out

    def notes(self, kept: list[Contribution], value: Value) -> list[str]:
        """What the summary adds about how the value follows from the rounds kept."""
        return []

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        if _dropped(ctx, spec):
            return _dropped_breakdown(self)
        out = self.contributions(ctx, spec, i)
        kept = [c for c in out if c.kept]
        value = self.reduce(kept)
        return Breakdown(
            value,
            f"{self.name} (art. {self.article}): {fmt(value)}.",
            tuple(out),
            tuple(self.notes(kept, value)),
        )


def _ints(kept: list[Contribution]) -> tuple[list[int], int]:
    """The ratings (as ints) of the rounds kept and the score made in them, in half points."""
    return [int(c.amount) for c in kept], sum(int(c.points * 2) for c in kept)


class AverageRating(RatingCriterion):
    """ARO (10.1): the mean rating of the opponents met over the board, rounded half up; /C and /M."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        ratings = _ratings(ctx, spec)
        if ratings is None:
            return [None] * ctx.n
        rows = _rated_games(ctx, ratings, _unrated(ctx, spec))[0]
        low = spec.cut or spec.median
        high = spec.median
        if low or high:
            rows = [sorted(opp)[low : len(opp) - high] if low + high < len(opp) else [] for opp in rows]
        return _rounded_means(rows)

    def contributions(self, ctx: Context, spec: TiebreakSpec, i: int) -> list[Contribution]:
        out = super().contributions(ctx, spec, i)
        low, high = spec.cut or spec.median, spec.median
        if not low and not high:
            return out
        counted = [k for k, c in enumerate(out) if c.counted]
        ratings = [int(out[k].amount) for k in counted]
        # 14.1 on the games over the board only: no voluntary unplayed round is among them (16.5 moot)
        _, cuts = apply_cuts(ratings, ratings, [False] * len(ratings), low, high, vur_first=False)
        cut = {counted[c.position]: c.reason for c in cuts}
        return [replace(c, cut=cut[k], note=_CUT_NOTES[cut[k]]) if k in cut else c for k, c in enumerate(out)]

    def reduce(self, kept: list[Contribution]) -> Value:
        return _rounded_mean(_ints(kept)[0])


@dataclass(frozen=True, eq=False)
class Performance(RatingCriterion):
    """A performance of the competitor's own games: TPR, or PTP with ``perfect``."""

    perfect: bool = False

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        perf = _performances(ctx, spec, self.perfect)
        return [None if p is None else whole(p) for p in perf] if perf is not None else [None] * ctx.n

    def reduce(self, kept: list[Contribution]) -> Value:
        got = (_ptp if self.perfect else _tpr)(*_ints(kept))
        return None if got is None else whole(got)


class PerformanceRating(Performance):
    """TPR (10.2): ARO + dp(percentage score), games over the board only."""

    def notes(self, kept: list[Contribution], value: Value) -> list[str]:
        if not kept:
            return []
        ratings, halves = _ints(kept)
        score = Fraction(halves, 2)
        pct = int(round_half_up(score / len(ratings) * 100))
        avg = Fraction(sum(ratings), len(ratings))
        return [
            f"average opponent rating {fmt(round_half_up(avg, 2))}, score {fmt(score)}/"
            f"{len(ratings)} = {pct} %, rating difference dp({pct}) = {rating_difference(pct)}"
        ]


@dataclass(frozen=True, eq=False)
class PerfectPerformance(Performance):
    """PTP (10.3): the lowest rating whose expected score reaches the score made."""

    perfect: bool = True

    def notes(self, kept: list[Contribution], value: Value) -> list[str]:
        if not kept or value is None:
            return []
        ratings, halves = _ints(kept)
        got = sum(expected_score(int(value) - x) for x in ratings)
        return [
            f"at {fmt(value)} the expected score is {Fraction(got, 100)} ≥ {fmt(Fraction(halves, 2))}, "
            "one point lower it is not"
        ]


@dataclass(frozen=True, eq=False)
class OpponentsPerformance(RatingCriterion):
    """APRO (10.4) / APPO (10.5, ``perfect``): the mean TPR / PTP of the opponents met over the board."""

    perfect: bool = False

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        perf = _performances(ctx, spec, self.perfect)
        if perf is None:
            return [None] * ctx.n
        opps = ctx.played_games()[0]
        if None not in perf:
            perf_of = perf.__getitem__
            return _rounded_means([list(map(perf_of, row)) for row in opps])  # type: ignore[arg-type]
        return _rounded_means([[v for y in row if (v := perf[y]) is not None] for row in opps])

    def opponent_value(self, ctx: Context, spec: TiebreakSpec, y: int) -> int | None:
        perf = _performances(ctx, spec, self.perfect)
        return None if perf is None else perf[y]

    def reduce(self, kept: list[Contribution]) -> Value:
        return _rounded_mean(_ints(kept)[0])

    def notes(self, kept: list[Contribution], value: Value) -> list[str]:
        what = "perfect performances" if self.perfect else "performance ratings"
        return [f"mean of the opponents' {what}, rounded half up"]


class OwnRating(Criterion):
    """RTNG (10.6): the competitor's own rating, highest first (/R: lowest first)."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        ratings = _ratings(ctx, spec)
        if ratings is None:
            return [None] * ctx.n
        return [None if r is None else whole(r) for r in ratings]

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        if _dropped(ctx, spec):
            return _dropped_breakdown(self)
        own = ctx.rating_of(i, _unrated(ctx, spec))
        return Breakdown(
            None if own is None else whole(own), f"Own rating: {own if own is not None else 'unrated'}."
        )


_U = frozenset({Modifier.UNRATED})
CRITERIA: tuple[Criterion, ...] = (
    AverageRating(
        "ARO",
        "Average Rating of Opponents",
        "10.1",
        "D",
        "Mean rating of the opponents met over the board, rounded half up.",
        modifiers=frozenset({Modifier.CUT, Modifier.MEDIAN, Modifier.UNRATED, Modifier.EDITION}),
        team_score=False,
        friendly={
            "aor": "ARO",
            "average opponent rating": "ARO",
            "avg rtg opp": "ARO",
            "aroc": "ARO/C1",
            "aroc1": "ARO/C1",
            "aroc-1": "ARO/C1",
            "snittm": "ARO",  # TurneringsService (Norway): the opponents' mean rating
            "i-snittm": "ARO",
        },
        headings=(
            (r"average rating of (?:the )?opponents.*(?:variab|parameter)", ("ARO", "ARO/C1", "ARO/C2")),
            (
                r"average rating of (?:the )?opponents|rating average|elo-?schnitt|^aro$|^avg$|"
                r"^ro$|^arо$",
                ("ARO",),
            ),
        ),
        heading_order=40,
    ),
    PerformanceRating(
        "TPR",
        "Tournament Performance Rating",
        "10.2",
        "D/B",
        "ARO plus the FIDE rating difference for the percentage scored.",
        modifiers=_U,
        team_score=False,
        friendly={"performance": "TPR", "perf": "TPR", "performance rating": "TPR"},
        headings=((r"performance|^prest(?:atie)?$", ("TPR",)),),
    ),
    PerfectPerformance(
        "PTP",
        "Perfect Tournament Performance",
        "10.3",
        "D/B",
        "Lowest rating whose expected score against the opponents reaches the score made.",
        modifiers=_U,
        team_score=False,
        friendly={"perfect performance": "PTP"},
    ),
    OpponentsPerformance(
        "APRO",
        "Average Performance Rating of Opponents",
        "10.4",
        "D/C",
        "Mean TPR of the opponents met over the board.",
        modifiers=_U,
        team_score=False,
        headings=((r"performance ratings? of (?:the )?opponents|\(apro\)|^apro$", ("APRO",)),),
        heading_order=50,
    ),
    OpponentsPerformance(
        "APPO",
        "Average Perfect Performance of Opponents",
        "10.5",
        "D/C",
        "Mean PTP of the opponents met over the board.",
        modifiers=_U,
        team_score=False,
        perfect=True,
        headings=((r"perfect performance of (?:the )?opponents|\(appo\)|^appo$", ("APPO",)),),
        heading_order=45,
    ),
    OwnRating(
        "RTNG",
        "Rating",
        "10.6",
        "B",
        "The competitor's own (first) rating, highest first.",
        modifiers=frozenset({Modifier.REVERSE, Modifier.UNRATED}),
        team_score=False,
        since_2026=True,
        friendly={"rating": "RTNG", "elo": "RTNG", "initial rating": "RTNG"},
    ),
)
