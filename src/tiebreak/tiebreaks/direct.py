"""Direct Encounter (C.07 Article 6), evaluated inside a tied group, and the simplified model's DE."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..codes import TiebreakSpec
from ..context import Context
from .common import Value

__all__ = ["DirectTable", "direct_encounter", "direct_table", "group_scores", "seed_direct_encounter"]


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
    forfeits, predetermined = _counts(ctx, spec)
    track = ctx.track(spec.score)
    members = set(group)
    score: dict[int, Fraction] = {}
    met: dict[int, frozenset[int]] = {}
    maximum: dict[int, Fraction] = {}
    win = Fraction(track.win, track.unit)
    for x in group:
        games: dict[int, list[int]] = {}
        for r in range(ctx.rounds):
            y = ctx.opponent[x][r]
            if y in members and ctx.counts_as_game(x, r, forfeits):
                games.setdefault(y, []).append(track.pts[x][r])
        total = sum((Fraction(sum(v), len(v) * track.unit) for v in games.values()), Fraction(0))
        score[x] = total
        seen = frozenset(games)
        if predetermined:
            seen = frozenset(members - {x})
        met[x] = seen
        maximum[x] = total + win * (len(members) - 1 - len(seen))
    return DirectTable(tuple(group), score, met, maximum)


def group_scores(ctx: Context, spec: TiebreakSpec, group: list[int]) -> dict[int, Fraction]:
    """Points each member scored in the games among the group (the value a DE column shows)."""
    return direct_table(ctx, spec, group).score


def direct_encounter(ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
    """Order a tied group by Article 6: returns the ordered subgroups (still-tied players together)."""
    if len(group) < 2:
        return [list(group)]
    table = direct_table(ctx, spec, group)
    if table.everybody_met:
        values = sorted({table.score[x] for x in group}, reverse=True)
        if len(values) == 1:
            return [list(group)]
        out: list[list[int]] = []
        for v in values:
            sub = [x for x in group if table.score[x] == v]
            out.extend(direct_encounter(ctx, spec, sub) if len(sub) > 1 else [sub])
        return out
    remaining = sorted(group, key=lambda x: (-table.score[x], -table.maximum[x]))
    placed: list[list[int]] = []
    while len(remaining) > 1:
        cand = remaining[0]
        if all(table.score[cand] > table.maximum[y] for y in remaining[1:]):
            placed.append([cand])
            remaining = remaining[1:]
        else:
            break
    if len(remaining) == 1:
        return [*placed, remaining]
    if not placed:
        return [list(group)]
    return [*placed, *direct_encounter(ctx, spec, remaining)]


def seed_direct_encounter(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """The simplified model's DE: points scored over the board against players on the same score."""
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
