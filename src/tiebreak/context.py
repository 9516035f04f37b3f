"""The computation context: one pass over the event builds flat per-competitor arrays shared by every
tie-break (scores, opponents, adjusted scores, dummy values).

Scores are kept as integers counted in a *unit* (the least common denominator of the point system,
2 for 1/½/0), so that sums are exact and fast; :meth:`Track.value` turns them back into
:class:`~fractions.Fraction`. Nothing here uses floating point.
"""

from __future__ import annotations

import itertools
import math
import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import ClassVar, NamedTuple, TypeVar

from .model import Color, PairingSystem, Result, Tournament

__all__ = ["Competitor", "Context", "Edition", "Elements", "Rules", "Track", "build_context", "lcm_unit",
           "reverse_points"]


_T = TypeVar("_T")
_MISSING = object()


class Rules(Enum):
    """Which rule set ranks the event (spec §10)."""

    FIDE_2026 = "2026"
    """FIDE C.07 as applied from 1 March 2026."""
    FIDE_2024 = "2024"
    """FIDE C.07 as applied from 1 August 2024 (no cap on the dummy opponent)."""
    SEED = "seed"
    """The simplified model of our product pages: a bye is not an opponent."""
    LEGACY = "legacy"
    """FIDE's rules before C.07 (until 2023): virtual opponents for unplayed rounds (spec §10.4)."""

    @property
    def label(self) -> str:
        """Human name of the rule set."""
        return {"2026": "FIDE C.07 (2026)", "2024": "FIDE C.07 (2024)",
                "seed": "simplified model (byes are not opponents)",
                "legacy": "FIDE before C.07 (virtual opponents, until 2023)"}[self.value]


class Edition(Enum):
    """The C.07 edition used by one tie-break (a ``/V`` modifier can override the event's)."""

    E2024 = 2024
    E2026 = 2026
    LEGACY = "legacy"
    """Before C.07: C.02 Annex 3 with the 2012 rule for unplayed games (spec §10.4)."""


class Competitor(NamedTuple):
    """A ranked entity (player or team) as the engine sees it (a named tuple: one per competitor, built
    fast)."""

    index: int  # type: ignore[assignment]  # shadows tuple.index, which is not used on competitors
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
    _adjusted: list[int] | None = None
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
            got = known[units] = Fraction(units, self.unit ** power)
        return got

    def values(self, units: Sequence[int], power: int = 1) -> list[Fraction | None]:
        """:meth:`value` of each count, the per-competitor work done in C (a dict lookup by map)."""
        known = self._values.get(power)
        if known is None:
            known = self._values[power] = {}
        scale = self.unit ** power
        for u in set(units).difference(known):
            known[u] = Fraction(u, scale)
        out: list[Fraction | None] = list(map(known.__getitem__, units))
        return out


@dataclass(frozen=True)
class Elements:
    """Per-round elements of an opponent-based tie-break (BH, SB, …) for every competitor.

    ``values[i][k]``: the opponent's (or dummy's) score, in track units; ``rounds[i][k]`` the
    0-based round; ``vur[i][k]`` whether the element is a voluntary unplayed round; ``dummy[i][k]``
    whether the value is a dummy opponent's (art. 16.4; under the legacy rules a virtual opponent's);
    ``pts[i][k]`` the points the element counts in SB: those scored in that round (the legacy rules
    count a draw against every virtual opponent, spec §10.4).
    Rows are shared between competitors and with the context: read them, never change them.
    """

    values: list[list[int]]
    rounds: list[list[int]]
    vur: list[list[bool]]
    dummy: list[list[bool]]
    pts: list[list[int]]


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

    def games_per_match(self, score: str | None) -> int:
        """How many games one round is worth on a track: the boards for game points, else 1."""
        return self.boards if (score or self.primary) == "GP" else 1

    def track(self, name: str | None = None) -> Track:
        """The score track ``name`` (``PTS``, ``MP`` or ``GP``), the primary one by default."""
        return self.tracks[name or self.primary]

    def edition(self, override: Edition | None = None) -> Edition:
        """The edition in force for a tie-break."""
        if override is not None:
            return override
        if self.rules is Rules.LEGACY:
            # the virtual opponent rules were written for individual events; team tie-breaks keep
            # the 2024 rules (spec §10.4, last line of the table)
            return Edition.E2024 if self.team else Edition.LEGACY
        return Edition.E2024 if self.rules is Rules.FIDE_2024 else Edition.E2026

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

    # -- Article 16 ----------------------------------------------------------------------------
    def counts_as_game(self, i: int, r: int, forfeits: bool) -> bool:
        """Round ``r`` of ``i`` is a game against a real opponent (with forfeits when ``forfeits``)."""
        res = self.result[i][r]
        return self.opponent[i][r] >= 0 and (res.played or (forfeits and res.forfeit))

    def adjusted(self, track: Track, edition: Edition | None = None) -> list[int]:
        """Each competitor's adjusted score (16.3): 16.2.5 rounds count as draws; under the legacy
        rules every round not played over the board does (:meth:`unplayed_as_drawn`)."""
        if self.edition(edition) is Edition.LEGACY and self.swiss:
            return self.memo(("unplayed-as-drawn", track.name), lambda: self.unplayed_as_drawn(track))
        if track._adjusted is None:
            adj = list(track.score)
            if self.swiss and self.rules is not Rules.SEED and self.rounds:
                voluntary = _VOLUNTARY_RESULTS
                for i, row in enumerate(self.result):
                    if row[-1] not in voluntary:  # the usual row: nothing to adjust
                        continue
                    # walk back from the last round while rounds are VURs
                    for r in range(self.rounds - 1, -1, -1):
                        if row[r] not in voluntary:
                            break
                        if row[r].requested_bye:
                            adj[i] += track.draw - track.pts[i][r]
            track._adjusted = adj
        return track._adjusted

    # -- the rules before C.07 (spec §10.4) ----------------------------------------------------
    def unplayed_as_drawn(self, track: Track) -> list[int]:
        """Legacy rules, the opponent's score (FIDE Handbook C.02 Annex 3, 2012 rule for unplayed
        games: "all unplayed games in which players are indirectly involved are considered to have
        been drawn"): points from games played over the board plus a draw for every other round
        (byes of every kind, forfeits won or lost, absences, rounds after a withdrawal)."""
        draw = track.draw
        out = list(track.score)
        for i, (opp_row, res_row, pts_row) in enumerate(zip(self.opponent, self.result, track.pts,
                                                            strict=True)):
            if not _every_round(_PLAYED_RESULTS, opp_row, res_row):
                out[i] = sum(p if y >= 0 and res.played else draw
                             for y, res, p in zip(opp_row, res_row, pts_row, strict=True))
        return out

    def virtual_opponent(self, track: Track, i: int, r: int) -> int:
        """Legacy rules, the player's own unplayed round ``r`` (0-based; FIDE Handbook C.02 Annex 3,
        2012 rule): a game against a virtual opponent scoring ``S_before + (1 − s_R) + ½ (n − R)``,
        the player's points before the round, the reverse of what he got in it and a draw in every
        later round (spec §10.4), in track units. The game counts as a draw in SB."""
        pts = track.pts[i]
        return sum(pts[:r]) + reverse_points(track, pts[r]) + track.draw * (self.rounds - r - 1)

    def elements(self, track: Track, *, forfeits_as_games: bool = False,
                 edition: Edition | None = None) -> Elements:
        """The BH/SB elements of every competitor under the event's rules (spec §3.5, §3.2, §10.3)."""
        ed = self.edition(edition)
        key = ("elements", track.name, forfeits_as_games, ed)
        got = self.cached(key)
        if isinstance(got, Elements):
            return got
        values: list[list[int]] = []
        rounds: list[list[int]] = []
        vurs: list[list[bool]] = []
        dummies: list[list[bool]] = []
        ptss: list[list[int]] = []
        seed = self.rules is Rules.SEED
        article16 = self.swiss and not seed
        forfeits = forfeits_as_games or (not self.swiss and not seed)
        adj = self.adjusted(track, ed) if article16 else track.score
        score = track.score
        cap_bye = track.draw * self.rounds
        capped = ed is Edition.E2026
        legacy = ed is Edition.LEGACY
        game_results = _PLAYED_RESULTS | _FORFEIT_RESULTS if forfeits else _PLAYED_RESULTS
        # the usual row (every round a game that counts) shares these lists, read-only
        all_rounds = list(range(self.rounds))
        no_flags = [False] * self.rounds
        adj_of = adj.__getitem__
        for i in range(self.n):
            opp_row = self.opponent[i]
            res_row = self.result[i]
            pts_row = track.pts[i]
            if _every_round(game_results, opp_row, res_row):
                # every round a game that counts: the opponents' scores as they are
                values.append(list(map(adj_of, opp_row)))
                rounds.append(all_rounds)
                vurs.append(no_flags)
                dummies.append(no_flags)
                ptss.append(pts_row)
                continue
            v_row: list[int] = []
            r_row: list[int] = []
            u_row: list[bool] = []
            d_row: list[bool] = []
            p_row: list[int] = []
            own = score[i]
            for r in range(self.rounds):
                res = res_row[r]
                y = opp_row[r]
                if y >= 0 and (res.played or (forfeits and res.forfeit)):
                    v_row.append(adj[y])
                    u_row.append(False)
                    d_row.append(False)
                elif not article16:
                    continue
                elif legacy:  # a drawn game against a virtual opponent, no VUR (spec §10.4)
                    v_row.append(self.virtual_opponent(track, i, r))
                    u_row.append(False)
                    d_row.append(True)
                    r_row.append(r)
                    p_row.append(track.draw)
                    continue
                elif y >= 0 and res.forfeit:
                    v_row.append(min(own, adj[y]) if capped else own)
                    u_row.append(res.voluntary)
                    d_row.append(True)
                else:
                    v_row.append(min(own, cap_bye) if capped else own)
                    u_row.append(res.voluntary)
                    d_row.append(True)
                r_row.append(r)
                p_row.append(pts_row[r])
            values.append(v_row)
            rounds.append(r_row)
            vurs.append(u_row)
            dummies.append(d_row)
            ptss.append(p_row)
        result = Elements(values, rounds, vurs, dummies, ptss)
        self.store(key, result)
        return result

    def game_rounds(self, kinds: frozenset[Result]) -> list[list[int] | None]:
        """For each competitor, the rounds that are games of one of ``kinds`` against an opponent,
        or None when every round is (the usual row, which callers then take as it is)."""
        return self.memo(("game-rounds", kinds), lambda: [
            None if _every_round(kinds, opp_row, res_row)
            else [r for r, (y, res) in enumerate(zip(opp_row, res_row, strict=True))
                  if y >= 0 and res in kinds]
            for opp_row, res_row in zip(self.opponent, self.result, strict=True)])

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
_FORFEIT_RESULTS = frozenset(r for r in Result if r.forfeit)
_VOLUNTARY_RESULTS = frozenset(r for r in Result if r.voluntary)


def _every_round(kinds: frozenset[Result], opp_row: list[int], res_row: list[Result]) -> bool:
    """True when every round of a row is a game of one of ``kinds`` against an opponent (the usual
    row, which the fast paths take as it is). Both tests run in C."""
    return kinds.issuperset(res_row) and (not opp_row or min(opp_row) >= 0)


def reverse_points(track: Track, got: int) -> int:
    """What the opponent of a result worth ``got`` units scored: a loss for a win, a draw for a draw, a
    win for a loss or an absence; ``1 − s`` in 1/½/0 scoring (the virtual opponent, spec §10.4).

    >>> t = Track("PTS", 1, 3, 1, [], [])  # 3-1-0 scoring
    >>> [reverse_points(t, got) for got in (3, 1, 0)]
    [0, 1, 3]
    """
    if got == track.draw:
        return got
    return max(track.win - got, 0)


def lcm_unit(values: Sequence[Fraction]) -> int:
    """The least common denominator of the values: the unit a score track counts in."""
    unit = 1
    for v in values:
        unit = unit * v.denominator // math.gcd(unit, v.denominator)
    return unit


_RESULT = operator.attrgetter("result")
_OPPONENT = operator.attrgetter("opponent")
_COLOR = operator.attrgetter("color")


def build_context(tournament: Tournament, rules: Rules, *, after_round: int | None = None,
                  pairing: PairingSystem | None = None, unrated_rating: int | None = None) -> Context:
    """Index an individual event for ranking after round ``after_round`` (default: last completed)."""
    players = tournament.players
    index = {p.sno: i for i, p in enumerate(players)}
    completed = tournament.rounds_completed
    n_rounds = after_round if after_round is not None else completed
    n_rounds = max(0, n_rounds)
    final = n_rounds >= max(tournament.rounds, completed)
    scoring = tournament.scoring
    from .model import PointClass

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
        results = [res_flat[k:k + n_rounds] for k in starts]
        opponents = [opp_flat[k:k + n_rounds] for k in starts]
        colors = [col_flat[k:k + n_rounds] for k in starts]
        pts = [pts_flat[k:k + n_rounds] for k in starts]
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
    ctx = Context(tournament, competitors, n_rounds, final, swiss, rules, results, opponents, colors,
                  {"PTS": track}, "PTS", unrated_rating)
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
    return Context(ctx.tournament, ctx.competitors, ctx.rounds, ctx.final_round, ctx.swiss, ctx.rules,
                   results, opponent, ctx.color, {"PTS": fore_track}, "PTS", ctx.unrated_rating)
