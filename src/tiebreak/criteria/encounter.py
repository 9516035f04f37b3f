"""Direct Encounter (C.07 Article 6), evaluated inside a tied group: the separate standings of the
group (6.1, repeated meetings averaged, 6.1.2), ordered by its points when everybody met (6.2), else
placing a player only when his minimum beats every other maximum (6.3). Under the simplified model
(:attr:`~tiebreak.model.rules.Profile.direct_encounter_among_tied` false) it is the points scored over the
board against players on the same score.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..model.rules import Rules
from ..model.tournament import Result, format_value
from ..specs.spec import Modifier, TiebreakSpec
from .base import (
    Breakdown,
    Context,
    Contribution,
    GroupCriterion,
    Track,
    Value,
    describe_round,
    fmt,
    sum_counted,
)

if TYPE_CHECKING:
    from .parts import Part

__all__ = [
    "CRITERIA",
    "DIRECT_ENCOUNTER",
    "DirectStep",
    "DirectTable",
    "GroupLine",
    "direct_table",
    "order_by_direct_encounter",
]


@dataclass(frozen=True)
class DirectTable:
    """The separate standings of a group (6.1): each member's DE score, opponents met, and maximum."""

    members: tuple[int, ...]
    score: dict[int, Fraction]
    """Sum of the (averaged) points scored against the members met, in points."""
    met: dict[int, frozenset[int]]
    maximum: dict[int, Fraction]
    """Score if every missing game had been won (6.3)."""

    @property
    def everybody_met(self) -> bool:
        """True when every pair of the group met."""
        return all(len(self.met[x]) == len(self.members) - 1 for x in self.members)


def _counts(ctx: Context, spec: TiebreakSpec) -> tuple[bool, bool]:
    """(forfeits count as games, pairings predetermined) for this DE."""
    predetermined = not ctx.swiss and not spec.swiss
    return spec.forfeits or predetermined, predetermined


def direct_table(ctx: Context, spec: TiebreakSpec, group: list[int] | tuple[int, ...]) -> DirectTable:
    """Build the separate standings of ``group`` (6.1): repeated meetings are averaged (6.1.2)."""
    key = tuple(group)
    last = ctx.cached("direct_table")
    if isinstance(last, tuple) and last[0] == spec and last[1] == key:
        table: DirectTable = last[2]
        return table
    forfeits, predetermined = _counts(ctx, spec)
    track = ctx.track(spec.score)
    members = set(group)
    score: dict[int, Fraction] = {}
    met: dict[int, frozenset[int]] = {}
    maximum: dict[int, Fraction] = {}
    games_of = _games_among(group, members, _counted_games(ctx, track, forfeits))
    value, win, others = track.value, track.win, len(members) - 1
    zero = value(0)
    no_game_maximum = zero if predetermined else value(win * others)
    no_game_met: frozenset[int] = frozenset()
    for x in group:
        mine = games_of.get(x)
        if mine is None:  # the usual case in a large Swiss score group: the defaults
            score[x], maximum[x] = zero, no_game_maximum
            met[x] = frozenset(members - {x}) if predetermined else no_game_met
            continue
        seen = frozenset([y for y, _ in mine])
        total = _score_among(track, mine, len(seen))
        missing = others - len(seen) if not predetermined else 0
        score[x] = total
        maximum[x] = total + value(win * missing) if missing else total
        met[x] = frozenset(members - {x}) if predetermined else seen
    table = DirectTable(key, score, met, maximum)
    ctx.store("direct_table", (spec, key, table))
    return table


def _games_among(
    group: list[int] | tuple[int, ...], members: set[int], counted: list[tuple[list[int], list[int]]]
) -> dict[int, list[tuple[int, int]]]:
    """The games inside the group, gathered in one pass: member -> (opponent, points in units); members
    who played none of them are left out."""
    games_of: dict[int, list[tuple[int, int]]] = {}
    for owner, game in [(x, (y, p)) for x in group for y, p in zip(*counted[x], strict=True) if y in members]:
        got = games_of.get(owner)
        if got is None:
            games_of[owner] = [game]
        else:
            got.append(game)
    return games_of


def _score_among(track: Track, mine: list[tuple[int, int]], opponents: int) -> Fraction:
    """A member's score in the separate standings: the sum of the points scored against the others,
    repeated meetings averaged (6.1.2)."""
    if opponents == len(mine):  # each met once: an exact sum in units
        return track.value(sum([p for _, p in mine]))
    games: dict[int, list[int]] = {}
    for y, p in mine:
        games.setdefault(y, []).append(p)
    return sum((Fraction(sum(v), len(v) * track.unit) for v in games.values()), Fraction(0))


def _counted_games(ctx: Context, track: Track, forfeits: bool) -> list[tuple[list[int], list[int]]]:
    """Each competitor's games that count for DE: opponents and points scored, built once per context
    (a row whose every round counts is the context's own, shared)."""

    def build() -> list[tuple[list[int], list[int]]]:
        kept = ctx.game_rounds(frozenset(r for r in Result if r.played or (forfeits and r.forfeit)))
        return [
            (opp_row, pts_row) if k is None else ([opp_row[r] for r in k], [pts_row[r] for r in k])
            for opp_row, pts_row, k in zip(ctx.opponent, track.pts, kept, strict=True)
        ]

    return ctx.memo(("de-games", track.name, forfeits), build)


@dataclass(frozen=True)
class DirectStep:
    """One separate standings that Article 6 built, as an explanation shows it: the score it was made on
    (``PTS``, ``MP`` or ``GP``), its table and the order it gave the group at once (6.2 re-examines each
    part of two or more in a later step; 6.3 places leaders and starts again with the rest)."""

    score: str
    table: DirectTable
    parts: tuple[tuple[int, ...], ...]


def order_by_direct_encounter(
    ctx: Context, spec: TiebreakSpec, group: list[int], trace: list[DirectStep] | None = None
) -> list[list[int]]:
    """Order a tied group by Article 6: returns the ordered subgroups (still-tied players together).

    With ``trace`` every separate standings built is appended to it, in the order the rule builds them.
    """
    if len(group) < 2:
        return [list(group)]
    table = direct_table(ctx, spec, group)
    if table.everybody_met:
        return _order_by_score(ctx, spec, group, table, trace)
    return _place_leaders(ctx, spec, group, table, trace)


def _order_by_score(
    ctx: Context, spec: TiebreakSpec, group: list[int], table: DirectTable, trace: list[DirectStep] | None
) -> list[list[int]]:
    """Everybody met (6.2): order by the separate standings; each part still tied is examined again
    on its own."""
    by_score: dict[Fraction, list[int]] = {}
    for x in group:
        by_score.setdefault(table.score[x], []).append(x)
    ordered = [by_score[v] for v in sorted(by_score, reverse=True)]
    if trace is not None:
        trace.append(DirectStep(spec.score or ctx.primary, table, tuple(tuple(p) for p in ordered)))
    if len(by_score) == 1:
        return [list(group)]
    out: list[list[int]] = []
    for sub in ordered:
        out.extend(order_by_direct_encounter(ctx, spec, sub, trace) if len(sub) > 1 else [sub])
    return out


def _place_leaders(
    ctx: Context, spec: TiebreakSpec, group: list[int], table: DirectTable, trace: list[DirectStep] | None
) -> list[list[int]]:
    """Not everybody met (6.3): a leader is placed when its score beats every other remaining
    maximum; the rule starts again with the rest."""
    unit = ctx.track(spec.score).unit
    score, maximum = _comparable(table.score, unit), _comparable(table.maximum, unit)
    # reverse=True keeps equal keys in group order, as the ascending sort on (-score, -maximum) did
    remaining = sorted(group, key=lambda x: (score[x], maximum[x]), reverse=True)
    # with the maxima of each suffix precomputed this is one pass instead of a comparison with every
    # other member
    size = len(remaining)
    suffix_max = [maximum[x] for x in remaining]
    for k in range(size - 2, -1, -1):
        if suffix_max[k + 1] > suffix_max[k]:
            suffix_max[k] = suffix_max[k + 1]
    first = 0
    while size - first > 1 and score[remaining[first]] > suffix_max[first + 1]:
        first += 1
    placed = [[x] for x in remaining[:first]]
    remaining = remaining[first:]
    if trace is not None:
        shown = (*placed, remaining) if placed else (list(group),)
        trace.append(DirectStep(spec.score or ctx.primary, table, tuple(tuple(p) for p in shown)))
    if len(remaining) == 1:
        return [*placed, remaining]
    if not placed:
        return [list(group)]
    return [*placed, *order_by_direct_encounter(ctx, spec, remaining, trace)]


def _comparable(values: dict[int, Fraction], unit: int) -> dict[int, int] | dict[int, Fraction]:
    """The values as integers counted in ``1/unit`` when they all are (they order the same way and
    compare in C), else unchanged.

    >>> _comparable({0: Fraction(3, 2), 1: Fraction(1)}, 2)
    {0: 3, 1: 2}
    >>> _comparable({0: Fraction(1, 4)}, 2)
    {0: Fraction(1, 4)}
    """
    out: dict[int, int] = {}
    for x, v in values.items():
        den = v.denominator
        if unit % den:
            return values
        out[x] = v.numerator * (unit // den)
    return out


@dataclass(frozen=True)
class GroupLine:
    """One member of the separate standings of Direct Encounter (art. 6)."""

    sno: int
    name: str
    score: Fraction
    met: tuple[int, ...]
    maximum: Fraction


@dataclass(frozen=True)
class DirectBreakdown(Breakdown):
    """A Direct Encounter value with the separate standings of the tied group."""

    group: tuple[GroupLine, ...] = ()

    def details(self) -> tuple[tuple[str, Any], ...]:
        return (("group", self.group),)

    def parts(self) -> tuple[Part, ...]:
        from .parts import Row, Table  # drawn for explanations only: not loaded to rank

        if not self.group:
            return ()
        return (
            Table(
                "Games among the tied players",
                ("Player", "Points", "Met (SNo)", "Maximum, games not played won (art. 6.3)"),
                tuple(
                    Row(
                        (g.name, g.score, ", ".join(map(str, g.met)), g.maximum),
                        f"{g.name} ({g.sno}): {format_value(g.score, '–')} (met "
                        f"{', '.join(map(str, g.met)) or 'nobody'}; at most "
                        f"{format_value(g.maximum, '–')})",
                    )
                    for g in self.group
                ),
                title="Separate standings of the tied group (art. 6.1):",
            ),
        )


def _counts_as_game(ctx: Context, i: int, r: int, forfeits: bool) -> bool:
    res = ctx.result[i][r]
    return ctx.opponent[i][r] >= 0 and (res.played or (forfeits and res.forfeit))


class DirectEncounter(GroupCriterion):
    """DE (6): the separate standings of the tied group."""

    explanation_fields = ("group",)
    published_zero = True

    def splits_within_groups(self, rules: Rules) -> bool:
        return rules.profile.direct_encounter_among_tied

    def order_group(self, ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
        return order_by_direct_encounter(ctx, spec, group)

    def group_values(
        self, ctx: Context, spec: TiebreakSpec, group: list[int], parts: list[list[int]]
    ) -> dict[int, Fraction]:
        """Points each member scored in the games among the group."""
        return direct_table(ctx, spec, group).score

    # the simplified model: a value per competitor
    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        track = ctx.track(spec.score)
        out: list[Value] = []
        for x in range(ctx.n):
            total = 0
            for r in range(ctx.rounds):
                y = ctx.opponent[x][r]
                if y >= 0 and ctx.result[x][r].played and track.score[y] == track.score[x]:
                    total += track.pts[x][r]
            out.append(track.value(total))
        return out

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        track = ctx.track(spec.score)
        out = []
        for r in range(ctx.rounds):
            y = ctx.opponent[i][r]
            if y >= 0 and ctx.result[i][r].played and track.score[y] == track.score[i]:
                out.append(
                    Contribution(
                        r + 1,
                        describe_round(ctx, i, r),
                        ctx.competitors[y].sno,
                        track.value(track.pts[i][r]),
                        None,
                        track.value(track.pts[i][r]),
                    )
                )
        value = sum_counted(out)
        return Breakdown(
            value,
            f"Points scored against players on the same score: {fmt(value)} (simplified model).",
            tuple(out),
        )

    def group_breakdown(
        self, ctx: Context, spec: TiebreakSpec, i: int, group: tuple[int, ...] | None, split: bool
    ) -> Breakdown:
        if not self.splits_within_groups(ctx.rules):
            return self.breakdown(ctx, spec, i)
        return self.separate_standings(ctx, spec, i, group, split)

    def separate_standings(
        self, ctx: Context, spec: TiebreakSpec, i: int, group: tuple[int, ...] | None, split: bool
    ) -> DirectBreakdown | Breakdown:
        """Competitor ``i``'s points in the separate standings of ``group`` (6.1), with the table."""
        if group is None:
            return Breakdown(
                None,
                "Direct Encounter was not applied: nobody was still tied with this "
                "competitor when it was reached.",
            )
        table = direct_table(ctx, spec, list(group))
        lines = tuple(
            GroupLine(
                ctx.competitors[x].sno,
                ctx.competitors[x].name,
                table.score[x],
                tuple(sorted(ctx.competitors[y].sno for y in table.met[x])),
                table.maximum[x],
            )
            for x in sorted(group, key=lambda x: -table.score[x])
        )
        members = set(group)
        track = ctx.track(spec.score)
        forfeits = _counts(ctx, spec)[0]
        meetings: dict[int, int] = {}
        for r in range(ctx.rounds):
            y = ctx.opponent[i][r]
            if y in members and _counts_as_game(ctx, i, r, forfeits):
                meetings[y] = meetings.get(y, 0) + 1
        contributions = []
        for r in range(ctx.rounds):
            y = ctx.opponent[i][r]
            if y in members:
                counted = _counts_as_game(ctx, i, r, forfeits)
                pts = track.value(track.pts[i][r])
                repeated = meetings.get(y, 0) > 1 and counted
                contributions.append(
                    Contribution(
                        r + 1,
                        describe_round(ctx, i, r),
                        ctx.competitors[y].sno,
                        pts,
                        None,
                        pts / meetings[y] if repeated else pts,
                        counted=counted,
                        article="6.1",
                        note=f"met {meetings[y]} times: the games are averaged (art. 6.1.2)"
                        if repeated
                        else ""
                        if counted
                        else "a forfeit is not a game played (art. 6.1.1); DE/P counts it",
                    )
                )
        notes = []
        if table.everybody_met:
            notes.append(
                "everybody in the group met: ordered by these points, and any subgroup still equal "
                "is examined again on its own (art. 6.2)"
            )
        else:
            notes.append(
                "not everybody met (Swiss): a player is placed only when his minimum (missing games "
                "lost) beats every other player's maximum (missing games won), art. 6.3"
            )
        if not split:
            notes.append("Direct Encounter left this group tied")
        value = sum_counted(contributions)
        return DirectBreakdown(
            value,
            f"Points scored in the games among the {len(group)} tied players: {fmt(value)}.",
            tuple(contributions),
            tuple(notes),
            lines,
        )


DIRECT_ENCOUNTER = DirectEncounter(
    "DE",
    "Direct Encounter",
    "6",
    "A",
    "Points scored in the games among the tied players (averaged when they met more than once).",
    modifiers=frozenset({Modifier.FORFEITS, Modifier.SWISS}),
    friendly={"direct encounter": "DE", "head-to-head": "DE", "head to head": "DE", "mutual games": "DE"},
    headings=(
        (
            r"direct encounter|direkter? vergleich|^dir(?:e|en)?$|^de$|^h2h$|encuentro directo|confrontation "
            r"directe|scontro diretto|onderling resultaat|^or$|личная встреча|^diverg$"
            r"|^r\.?\s*mut\.?$|résultat mutuel"  # SWAR's French page: R.Mut (résultat mutuel)
            r"|^mutual(?: result)?$|^mut[-.]?\s?res\.?$",  # a Mexican club program's ranking: Mutual, Mut-Res
            ("DE",),
        ),
    ),
    heading_order=10,
)
CRITERIA = (DIRECT_ENCOUNTER,)
