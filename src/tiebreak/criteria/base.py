"""What every criterion is, what it reads and what it gives back.

- :class:`Criterion`: its catalogue facts (code, FIDE article, direction, modifiers), its values for
  the whole field, and its :class:`Breakdown` for one competitor: the per-round
  :class:`Contribution`\\ s the value is reduced from, so that the explanation and the value are one
  computation. The fast whole-field :meth:`Criterion.values` of a criterion must equal the reduction of
  its breakdowns (``tests/criteria/test_breakdowns.py`` checks it for every criterion on generated
  events).
- :class:`Context`: the event as every criterion reads it, built in one pass: flat per-competitor
  arrays of results, opponents, colours and scores (:class:`Track`). Scores are kept as integers
  counted in a *unit* (the least common denominator of the point system, 2 for 1/½/0), so that sums
  are exact and fast; :meth:`Track.value` turns them back into :class:`~fractions.Fraction`. Nothing
  here uses floating point.
- The exact-number helpers every criterion uses (shared Fractions, rounding half up) and the words
  that describe a round.
"""

from __future__ import annotations

import itertools
import math
import operator
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, TypeVar

from ..model.rules import Rules
from ..model.tournament import (
    Color,
    PairingSystem,
    PointClass,
    Result,
    Tournament,
    Value,
    format_value,
    round_half_up,
)
from ..specs.spec import Modifier

if TYPE_CHECKING:
    from ..specs.spec import TiebreakSpec
    from .parts import Part

__all__ = [
    "Breakdown",
    "Competitor",
    "Context",
    "Contribution",
    "Criterion",
    "GroupCriterion",
    "Track",
    "Value",
    "build_context",
    "describe_round",
    "every_round",
    "first_last",
    "fmt",
    "lcm_unit",
    "opponent_sno",
    "round_half_up",
    "sum_counted",
    "who",
    "whole",
    "wholes",
]


_WHOLE: dict[int, Fraction] = {}
_WHOLE_CAP = 10_000
"""At most this many shared whole numbers (counts, ratings, small starting numbers); entries are never
removed, so threads ranking at the same time can read the table while another adds to it."""


def whole(number: int) -> Fraction:
    """``Fraction(number)``, shared: counts and ratings repeat across thousands of competitors.

    >>> whole(3) == Fraction(3) and whole(3) is whole(3)
    True
    """
    got = _WHOLE.get(number)
    if got is None:
        got = Fraction(number)
        if len(_WHOLE) < _WHOLE_CAP:
            _WHOLE[number] = got
    return got


def wholes(numbers: list[int]) -> list[Value]:
    """:func:`whole` of each number, the per-competitor work done in C (a dict lookup by map).

    >>> wholes([2, 0, 2])
    [Fraction(2, 1), Fraction(0, 1), Fraction(2, 1)]
    """
    table = _WHOLE
    missing = set(numbers).difference(table)
    if missing:
        new = {number: Fraction(number) for number in missing}
        if len(table) + len(new) <= _WHOLE_CAP:
            table.update(new)
        else:  # beyond the shared table: this call's own numbers first, the shared ones behind them
            table = {**new, **{number: table[number] for number in set(numbers) - missing}}
    out: list[Value] = list(map(table.__getitem__, numbers))
    return out


@dataclass(frozen=True)
class Contribution:
    """One element of a tie-break: usually one round."""

    round: int
    description: str
    """What happened in the round, e.g. ``won against Walsh, Ben (3)``."""
    opponent: int | None
    """Starting number of the (scheduled) opponent."""
    points: Fraction
    """Points scored in the round."""
    value: Fraction | None
    """The number this element is built on: opponent's (adjusted) score, dummy score, rating…"""
    amount: Fraction
    """What the element adds to the tie-break before cuts."""
    dummy: bool = False
    """True when ``value`` is a dummy opponent's score (art. 16.4)."""
    cap: Fraction | None = None
    """The cap applied to the dummy's score (2026 rules), if any."""
    vur: bool = False
    """A voluntary unplayed round (art. 16.1.2)."""
    cut: str | None = None
    """``low``, ``vur`` (cut first, art. 16.5) or ``high`` when a cut or median removed it."""
    counted: bool = True
    """False when the element does not count (a Koya opponent below the limit, a round not elected…)."""
    article: str = ""
    note: str = ""

    @property
    def kept(self) -> bool:
        """True when the element counts and no cut removed it."""
        return self.counted and self.cut is None


@dataclass(frozen=True)
class Breakdown:
    """One competitor's value of one criterion and what it is made of."""

    value: Value
    """The reduction of :attr:`contributions` (or, for a criterion without any, the value itself)."""
    summary: str
    contributions: tuple[Contribution, ...] = ()
    notes: tuple[str, ...] = ()

    def details(self) -> tuple[tuple[str, Any], ...]:
        """The criterion's own data, by name (fields of the explanation's JSON; the names are declared by
        :attr:`Criterion.explanation_fields`): none for most criteria."""
        return ()

    def parts(self) -> tuple[Part, ...]:
        """How every presenter draws :meth:`details`: tables and steps."""
        return ()


def sum_counted(contributions: list[Contribution] | tuple[Contribution, ...]) -> Fraction:
    """The usual reduction: the sum of the amounts that count and are not cut."""
    return sum((c.amount for c in contributions if c.kept), Fraction(0))


@dataclass(frozen=True, eq=False)
class Criterion(ABC):
    """One tie-break criterion of the catalogue. Subclasses compute it (:meth:`values`) and break one
    competitor's value down (:meth:`breakdown`)."""

    code: str
    name: str
    article: str
    kind: str
    """C.07 type: A (games among the tied), B (own record), C (opponents' results), D (ratings), or
    ``primary`` for scores."""
    description: str
    modifiers: frozenset[Modifier] = frozenset()
    ascending: bool = False
    """True when lower values rank first."""
    aliases: tuple[str, ...] = ()
    friendly: Mapping[str, str] = field(default_factory=dict)
    """Friendly names (lower case) and the code each stands for (``"med bh": "BH/M1"``)."""
    team_score: bool = True
    """Takes a score reference ``:MP`` / ``:GP`` in team events."""
    team_only: bool = False
    buchholz_family: bool = False
    since_2026: bool = False
    helper: bool = False
    group_label: str = "Individual"
    primary_score: str | None = None
    """For a primary score: the track it ranks on first (``PTS``, ``MP``, ``GP``)."""
    swiss_note: str | None = None
    """A note for the standings when the criterion is used in a Swiss event."""
    headings: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """How publishers head a column of it: (a regular expression, case-insensitive; the codes the heading
    may name, most likely first), tried in this order; the readers' table of tie-break headings
    (``readers/_headings.py``) is made of them, in :attr:`heading_order`."""
    heading_order: int = 100
    """Whose published names are tried first (lower first, then in catalogue order): a name that may
    mention another criterion (a Sonneborn-Berger annotation "analogous to Buchholz") goes before it."""
    explanation_fields: ClassVar[tuple[str, ...]] = ()
    """The names of the data of its own its breakdowns give (:meth:`Breakdown.details`): every
    explanation's JSON carries the fields the catalogue's criteria declare, empty where another
    criterion has none."""
    published_zero: ClassVar[bool] = False
    """Publishers print 0 where the criterion has no value (where it decides nothing): the check of a
    published table reads a 0 there as agreeing."""
    zero_when_unknown: ClassVar[bool] = False
    """Publishers print 0 where the criterion has no value to give (a performance without a rated
    opponent): the check of a published table reads a 0 where ours is unknown as agreeing."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        """The value of every competitor: the reduction of each one's breakdown (criteria with a faster
        whole-field computation override this, and a property test holds the two equal)."""
        return [self.breakdown(ctx, spec, i).value for i in range(ctx.n)]

    @abstractmethod
    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        """Competitor ``i``'s value and the contributions it is reduced from."""

    def splits_within_groups(self, rules: Rules) -> bool:
        """True when the criterion is evaluated inside each tied group (Direct Encounter and its kin)."""
        return False

    def warnings(self, ctx: Context, spec: TiebreakSpec) -> tuple[str, ...]:
        """What the standings must tell the user about how ``spec`` is read for this event (none by
        default; Koya says how it reads an unsigned limit)."""
        return ()


@dataclass(frozen=True, eq=False)
class GroupCriterion(Criterion):
    """A criterion evaluated inside each tied group (C.07 type A and the board criteria of teams)."""

    def splits_within_groups(self, rules: Rules) -> bool:
        return True

    def shown_values(self, ctx: Context, spec: TiebreakSpec) -> list[Value] | None:
        """A whole-field column to show instead of the per-group values (Board Count), or None."""
        return None

    @abstractmethod
    def order_group(self, ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
        """Order a tied group: the ordered parts, members still tied together."""

    @abstractmethod
    def group_values(
        self, ctx: Context, spec: TiebreakSpec, group: list[int], parts: list[list[int]]
    ) -> dict[int, Fraction]:
        """The value shown for each member of a group the criterion was applied to (``parts``: the
        order it gave the group)."""

    def group_breakdown(
        self, ctx: Context, spec: TiebreakSpec, i: int, group: tuple[int, ...] | None, split: bool
    ) -> Breakdown:
        """Competitor ``i``'s value in the tied ``group`` the criterion was applied to (None: nobody was
        still tied with ``i`` when it was reached; ``split``: it split the group). By default the
        breakdown over the whole event."""
        return self.breakdown(ctx, spec, i)


# -- what every criterion reads: the event as flat per-competitor arrays --------------------------
_T = TypeVar("_T")
_MISSING = object()


class Competitor(NamedTuple):
    """A ranked entity (player or team) as the engine sees it (a named tuple: one per competitor, built
    fast)."""

    position: int
    """Position in the context's per-competitor arrays."""
    sno: int
    name: str
    rating: int | None


@dataclass
class Track:
    """One score scale (individual points, or a team's match points or game points).

    ``pts[i][r]`` is what competitor ``i`` scored in round ``r`` (0-based), in units of ``1/unit``.
    """

    name: str
    unit: int
    win: int
    draw: int
    pts: list[list[int]]
    score: list[int]
    _values: dict[int, dict[int, Fraction]] = field(default_factory=dict, repr=False, compare=False)

    def value(self, units: int, power: int = 1) -> Fraction:
        """Turn an integer count of units (or units², for products) into a Fraction.

        The same few values recur for thousands of competitors: each is built once and shared
        (Fractions are immutable).
        """
        known = self._values.get(power)
        if known is None:
            known = self._values[power] = {}
        got = known.get(units)
        if got is None:
            got = known[units] = Fraction(units, self.unit**power)
        return got

    def values(self, units: Sequence[int], power: int = 1) -> list[Fraction | None]:
        """:meth:`value` of each count, the per-competitor work done in C (a dict lookup by map)."""
        known = self._values.get(power)
        if known is None:
            known = self._values[power] = {}
        scale = self.unit**power
        for u in set(units).difference(known):
            known[u] = Fraction(u, scale)
        out: list[Fraction | None] = list(map(known.__getitem__, units))
        return out


@dataclass
class Context:
    """Everything the tie-breaks need, computed once per (event, rule set, round)."""

    tournament: Tournament | None
    competitors: list[Competitor]
    rounds: int
    """Number of rounds the standings are taken after (``N`` of C.07, or ``k`` part-way)."""
    final_round: bool
    """True when ``rounds`` is the last round of the event (Fore Buchholz differs from BH only then)."""
    swiss: bool
    rules: Rules
    result: list[list[Result]]
    opponent: list[list[int]]
    """0-based index of the (scheduled) opponent, -1 for none."""
    color: list[list[Color]]
    tracks: dict[str, Track]
    primary: str
    unrated_rating: int | None = None
    warnings: list[str] = field(default_factory=list)
    declared_primary: str | None = None
    """The primary score the event declares (team events, TRF 192), None when it says nothing."""
    boards: int = 1
    """Games per match (team events), 1 for individual events."""
    make_fore: Callable[[Context], Context] | None = None
    """Builds the Fore Buchholz copy of the event (8.3); None when it equals this context."""
    _cache: dict[object, object] = field(default_factory=dict)
    team: ClassVar[bool] = False
    """True for a context whose competitors are teams."""

    @property
    def n(self) -> int:
        """Number of competitors."""
        return len(self.competitors)

    def fore(self) -> Context:
        """The event with every final-round pairing drawn (for Fore Buchholz), built once."""
        if self.make_fore is None:
            return self
        got = self.cached("fore")
        if isinstance(got, Context):
            return got
        fore = self.make_fore(self)  # given the context, not holding it: no reference cycle
        self.store("fore", fore)
        return fore

    def warn_once(self, message: str) -> None:
        """Record a warning for the standings (each text once)."""
        if message not in self.warnings:
            self.warnings.append(message)

    def track(self, name: str | None = None) -> Track:
        """The score track ``name`` (``PTS``, ``MP`` or ``GP``), the primary one by default."""
        return self.tracks[name or self.primary]

    def cached(self, key: object) -> object | None:
        """A value computed earlier for ``key``."""
        return self._cache.get(key)

    def store(self, key: object, value: object) -> None:
        """Remember a value for ``key``."""
        self._cache[key] = value

    def memo(self, key: object, build: Callable[[], _T]) -> _T:
        """``build()``, computed once per context for ``key`` (a None result is remembered too)."""
        got = self._cache.get(key, _MISSING)
        if got is _MISSING:
            got = self._cache[key] = build()
        return got  # type: ignore[return-value]

    def release(self) -> None:
        """Drop the intermediate results kept while ranking (element rows, sorted rows, the Fore
        Buchholz copy, ...): the standings do not need them, and whatever asks for one later (an
        explanation) has it rebuilt, identical, on demand. Freed now by reference counting, they are
        not left for the cyclic collector to walk."""
        self._cache.clear()

    def game_rounds(self, kinds: frozenset[Result]) -> list[list[int] | None]:
        """For each competitor, the rounds that are games of one of ``kinds`` against an opponent,
        or None when every round is (the usual row, which callers then take as it is)."""
        return self.memo(
            ("game-rounds", kinds),
            lambda: [
                None
                if every_round(kinds, opp_row, res_row)
                else [
                    r
                    for r, (y, res) in enumerate(zip(opp_row, res_row, strict=True))
                    if y >= 0 and res in kinds
                ]
                for opp_row, res_row in zip(self.opponent, self.result, strict=True)
            ],
        )

    def played_games(self) -> tuple[list[list[int]], list[list[Result]]]:
        """Each competitor's games over the board: the opponents and the results, in round order.

        A row with every round played over the board is the context's own row (shared: read only).
        """

        def build() -> tuple[list[list[int]], list[list[Result]]]:
            kept = self.game_rounds(_PLAYED_RESULTS)
            rows = self.result
            opps = [o if k is None else [o[r] for r in k] for o, k in zip(self.opponent, kept, strict=True)]
            results = [x if k is None else [x[r] for r in k] for x, k in zip(rows, kept, strict=True)]
            return opps, results

        return self.memo("played-games", build)

    def rating_of(self, i: int, unrated: int | None) -> int | None:
        """Competitor ``i``'s rating, with ``unrated`` standing in for a missing one."""
        rating = self.competitors[i].rating
        return rating if rating is not None else unrated

    def has_unrated(self) -> bool:
        """True when some competitor has no rating."""
        return any(c.rating is None for c in self.competitors)


_PLAYED_RESULTS = frozenset(r for r in Result if r.played)


def every_round(kinds: frozenset[Result], opp_row: list[int], res_row: list[Result]) -> bool:
    """True when every round of a row is a game of one of ``kinds`` against an opponent (the usual
    row, which the fast paths take as it is). Both tests run in C."""
    return kinds.issuperset(res_row) and (not opp_row or min(opp_row) >= 0)


def lcm_unit(values: Sequence[Fraction]) -> int:
    """The least common denominator of the values: the unit a score track counts in."""
    unit = 1
    for v in values:
        unit = unit * v.denominator // math.gcd(unit, v.denominator)
    return unit


_RESULT = operator.attrgetter("result")
_OPPONENT = operator.attrgetter("opponent")
_COLOR = operator.attrgetter("color")


def build_context(
    tournament: Tournament,
    rules: Rules,
    *,
    after_round: int | None = None,
    pairing: PairingSystem | None = None,
    unrated_rating: int | None = None,
) -> Context:
    """Index an individual event for ranking after round ``after_round`` (default: last completed)."""
    players = tournament.players
    index = {p.sno: i for i, p in enumerate(players)}
    completed = tournament.rounds_completed
    n_rounds = after_round if after_round is not None else completed
    n_rounds = max(0, n_rounds)
    final = n_rounds >= max(tournament.rounds, completed)
    scoring = tournament.scoring
    point_values = {pc: scoring.points(pc) for pc in PointClass}
    unit = lcm_unit([*point_values.values(), Fraction(1, 2)])
    pts_of = {res: int(point_values[res.point_class] * unit) for res in Result}.__getitem__
    results: list[list[Result]] = []
    opponents: list[list[int]] = []
    colors: list[list[Color]] = []
    pts: list[list[int]] = []
    index_get: Callable[[int | None, int], int] = index.get  # type: ignore[assignment]
    rows = [p.rounds[:n_rounds] for p in players]
    if n_rounds and rows and min(map(len, rows)) == n_rounds:
        # every player has a record for every round (the usual event): the whole field is read column
        # by column with map() over one flat list, and cut into rows by slicing
        flat = list(itertools.chain.from_iterable(rows))
        res_flat = list(map(_RESULT, flat))
        opp_flat = list(map(_OPPONENT, flat))
        col_flat = list(map(_COLOR, flat))
        opp_flat = list(map(index_get, opp_flat, itertools.repeat(-1)))  # no opponent: -1
        pts_flat = list(map(pts_of, res_flat))
        starts = range(0, len(flat), n_rounds)
        results = [res_flat[k : k + n_rounds] for k in starts]
        opponents = [opp_flat[k : k + n_rounds] for k in starts]
        colors = [col_flat[k : k + n_rounds] for k in starts]
        pts = [pts_flat[k : k + n_rounds] for k in starts]
    else:
        missing = [Result.NOT_PAIRED] * n_rounds
        for entries in rows:
            res_row = list(map(_RESULT, entries))
            opp_row = list(map(index_get, map(_OPPONENT, entries), itertools.repeat(-1)))
            col_row = list(map(_COLOR, entries))
            if len(entries) < n_rounds:  # not paired in the rounds after the last recorded one
                short = n_rounds - len(entries)
                res_row += missing[:short]
                opp_row += [-1] * short
                col_row += [Color.NONE] * short
            results.append(res_row)
            opponents.append(opp_row)
            colors.append(col_row)
            pts.append(list(map(pts_of, res_row)))
    track = Track("PTS", unit, int(scoring.win * unit), int(scoring.draw * unit), pts, list(map(sum, pts)))
    swiss = (pairing or tournament.pairing) is PairingSystem.SWISS
    competitors = [Competitor(i, p.sno, p.name, p.rating) for i, p in enumerate(players)]
    ctx = Context(
        tournament,
        competitors,
        n_rounds,
        final,
        swiss,
        rules,
        results,
        opponents,
        colors,
        {"PTS": track},
        "PTS",
        unrated_rating,
    )
    if final and n_rounds > 0:
        ctx.make_fore = _fore
    return ctx


def _fore(ctx: Context) -> Context:
    """``ctx`` with every final-round pairing drawn (8.3). Only the rows of the players whose last game
    was decisive are copied; everything else is shared with ``ctx``."""
    track = ctx.tracks["PTS"]
    last = ctx.rounds - 1
    results, pts, score = list(ctx.result), list(track.pts), list(track.score)
    draw, opponent = Result.DRAW, ctx.opponent
    for i, row in enumerate(ctx.result):
        res = row[last]
        if res is not draw and opponent[i][last] >= 0 and not res.bye:
            row = results[i] = row.copy()
            row[last] = draw
            pts_row = pts[i] = pts[i].copy()
            score[i] += track.draw - pts_row[last]
            pts_row[last] = track.draw
    fore_track = Track("PTS", track.unit, track.win, track.draw, pts, score)
    return Context(
        ctx.tournament,
        ctx.competitors,
        ctx.rounds,
        ctx.final_round,
        ctx.swiss,
        ctx.rules,
        results,
        opponent,
        ctx.color,
        {"PTS": fore_track},
        "PTS",
        ctx.unrated_rating,
    )


# -- describing rounds -----------------------------------------------------------------------------
def fmt(v: Fraction | None) -> str:
    """A value as the explanations show it (``undefined`` for None)."""
    return format_value(v, blank="undefined")


def first_last(name: str) -> str:
    """``Ng, Chloe`` as ``Chloe Ng``."""
    last, sep, first = name.partition(",")
    return f"{first.strip()} {last.strip()}" if sep else name


def who(ctx: Context, i: int) -> str:
    """Competitor ``i`` as ``Chloe Ng (2)``."""
    c = ctx.competitors[i]
    return f"{first_last(c.name)} ({c.sno})"


_BYE_WORDS = {
    Result.PAB: "pairing-allocated bye",
    Result.FULL_BYE: "full-point bye",
    Result.HALF_BYE: "half-point bye",
    Result.ZERO_BYE: "zero-point bye",
    Result.NOT_PAIRED: "not paired (absent, withdrawn or not yet entered)",
}
_VERBS = {
    Result.WIN: "won against",
    Result.WIN_UNRATED: "won against",
    Result.DRAW: "drew with",
    Result.DRAW_UNRATED: "drew with",
    Result.LOSS: "lost to",
    Result.LOSS_UNRATED: "lost to",
    Result.UNKNOWN: "played (result unknown) against",
}


def describe_round(ctx: Context, i: int, r: int) -> str:
    """What happened to competitor ``i`` in round ``r`` (0-based), e.g. ``won against Ben Walsh (3)
    with Black``."""
    res = ctx.result[i][r]
    y = ctx.opponent[i][r]
    if res.bye or y < 0:
        return _BYE_WORDS.get(res, res.name.lower().replace("_", " "))
    other = who(ctx, y)
    colour = {Color.WHITE: " with White", Color.BLACK: " with Black"}.get(ctx.color[i][r], "")
    if res is Result.FORFEIT_WIN:
        return f"won by forfeit against {other} (not played)"
    if res is Result.FORFEIT_LOSS:
        return f"lost by forfeit against {other} (not played)"
    return f"{_VERBS[res]} {other}{colour}"


def opponent_sno(ctx: Context, i: int, r: int) -> int | None:
    """The starting number of competitor ``i``'s opponent in round ``r``, None without one."""
    y = ctx.opponent[i][r]
    return ctx.competitors[y].sno if y >= 0 else None
