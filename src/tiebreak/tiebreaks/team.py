"""Team-only tie-breaks (C.07 Articles 12 and 13): scores, MPvGP, extended Sonneborn-Berger, Board
Count, Top Board Result, Bottom Board Elimination, Extended Direct Encounter and its chains, SSSC.

They work on a :class:`~tiebreak.team.TeamContext`; the individual tie-breaks (BH:MP, SB:GP, …) run
on the same context through its two score tracks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction

from ..codes import TiebreakSpec
from ..context import Context
from ..errors import InvalidTournamentError
from ..team import TeamContext
from .common import Value, apply_cuts, round_half_up
from .direct import DirectStep, direct_encounter, direct_table
from .opponents import buchholz_units

__all__ = [
    "CHAIN_STEPS",
    "BoardStep",
    "board_count",
    "board_count_order",
    "bottom_board_elimination",
    "bottom_board_values",
    "chain_step",
    "ede_chain",
    "ede_trace",
    "ede_values",
    "extended_direct_encounter",
    "extended_sonneborn_berger",
    "game_points",
    "match_board_points",
    "match_points",
    "secondary_score",
    "sssc",
    "top_board_result",
    "top_board_values",
]


def _team(ctx: Context) -> TeamContext:
    if not isinstance(ctx, TeamContext):
        raise InvalidTournamentError("team tie-breaks need a team event")
    return ctx


def _score(ctx: Context, name: str) -> list[Value]:
    track = ctx.track(name)
    return [track.value(s) for s in track.score]


def match_points(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """MPTS (11.1): match points."""
    return _score(ctx, "MP")


def game_points(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """GPTS (11.1): game points."""
    return _score(ctx, "GP")


def secondary_score(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """MPvGP (13.1): the score that is not the primary one."""
    return _score(ctx, "GP" if ctx.primary == "MP" else "MP")


def extended_sonneborn_berger(a: str, b: str) -> Callable[[Context, TiebreakSpec], list[Value]]:
    """The ESB tie-break (13.2) with the opponents' totals on score ``a`` and the points scored on ``b``."""

    def compute(ctx: Context, spec: TiebreakSpec) -> list[Value]:
        ta, tb = ctx.track(a), ctx.track(b)
        el = ctx.elements(ta, forfeits_as_games=spec.forfeits, edition=spec.edition)
        low = spec.cut or spec.median
        vur_first = ctx.swiss
        out: list[Value] = []
        for i in range(ctx.n):
            vals = el.values[i]
            contribs = [v * tb.pts[i][r] for v, r in zip(vals, el.rounds[i], strict=True)]
            total = apply_cuts(vals, contribs, el.vur[i], low, spec.median, vur_first)[0]
            out.append(Fraction(total, ta.unit * tb.unit))
        return out

    return compute


# -- Article 12 ------------------------------------------------------------------------------------
def _board_totals(ctx: TeamContext, i: int, among: set[int] | None = None) -> list[int]:
    """Game points per board over the event (GP units); only matches against ``among`` when given."""
    totals = [0] * ctx.boards
    for r in range(ctx.rounds):
        if among is not None and ctx.opponent[i][r] not in among:
            continue
        for b, v in enumerate(ctx.board_points[i][r]):
            totals[b] += v
    return totals


def _bc_units(ctx: TeamContext, i: int, among: set[int] | None = None) -> int:
    return sum((b + 1) * v for b, v in enumerate(_board_totals(ctx, i, among)))


def board_count(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """BC (12.1): Σ board number × game points scored on that board, lower first."""
    t = _team(ctx)
    unit = t.track("GP").unit
    return [Fraction(_bc_units(t, i), unit) for i in range(t.n)]


def _same_gp(ctx: TeamContext, group: list[int], among: set[int] | None = None) -> bool:
    """Whether the teams of ``group`` have the same game points: over the event, or (``among``) in their
    games against one another only."""
    if among is None:
        gp = ctx.track("GP").score
        return len({gp[i] for i in group}) == 1
    return len({sum(_board_totals(ctx, i, among - {i})) for i in group}) == 1


def _split(group: list[int], key: dict[int, int], ascending: bool) -> list[list[int]]:
    values = sorted({key[i] for i in group}, reverse=not ascending)
    return [[i for i in group if key[i] == v] for v in values]


def _bc_order(ctx: TeamContext, group: list[int], among: set[int] | None = None) -> list[list[int]]:
    if not _same_gp(ctx, group, among):
        return [list(group)]
    return _split(group, {i: _bc_units(ctx, i, None if among is None else among - {i}) for i in group},
                  ascending=True)


def board_count_order(ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
    """BC inside a tied group: lower first, and only when the tied teams have the same GP (12.1)."""
    return _bc_order(_team(ctx), group)


def _tbr(ctx: TeamContext, group: list[int], among: set[int] | None = None) -> list[list[int]]:
    totals = {i: _board_totals(ctx, i, None if among is None else among - {i}) for i in group}
    parts = [list(group)]
    for b in range(ctx.boards):
        new: list[list[int]] = []
        for p in parts:
            new.extend(_split(p, {i: totals[i][b] for i in p}, ascending=False) if len(p) > 1 else [p])
        parts = new
    return parts


def top_board_result(ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
    """TBR (12.2): game points on board 1, then board 2, … until the tie is broken."""
    return _tbr(_team(ctx), group)


def _bbe(ctx: TeamContext, group: list[int], among: set[int] | None = None) -> list[list[int]]:
    totals = {i: _board_totals(ctx, i, None if among is None else among - {i}) for i in group}
    parts = [list(group)]
    for drop in range(1, ctx.boards):
        new: list[list[int]] = []
        for p in parts:
            key = {i: sum(totals[i][:ctx.boards - drop]) for i in p}
            new.extend(_split(p, key, ascending=False) if len(p) > 1 else [p])
        parts = new
    return parts


def bottom_board_elimination(ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
    """BBE (12.3): game points without the last board, then without the last two, …"""
    return _bbe(_team(ctx), group)


# -- Article 13.3 --------------------------------------------------------------------------------
@dataclass(frozen=True)
class BoardStep:
    """One Article 12 step of an EDE chain (13.3.4) for two teams still tied: the code (BC, TBR, BBE),
    the two teams (by index) and the order it gave them (one part: still tied)."""

    code: str
    members: tuple[int, ...]
    parts: tuple[tuple[int, ...], ...]


def _ede(ctx: TeamContext, spec: TiebreakSpec, group: list[int],
         trace: list[DirectStep | BoardStep] | None = None) -> list[list[int]]:
    if len(group) < 2:
        return [list(group)]
    parts: list[list[int]] = [list(group)]
    for score in (ctx.primary, ctx.secondary):
        steps: list[DirectStep] | None = [] if trace is not None else None
        parts = direct_encounter(ctx, replace(spec, code="DE", score=score), list(group), steps)
        if trace is not None and steps is not None:
            trace.extend(steps)
        if len(parts) > 1:
            break
    if len(parts) == 1:
        return parts
    out: list[list[int]] = []
    for p in parts:
        out.extend(_ede(ctx, spec, p, trace) if len(p) > 1 else [p])
    return out


CHAIN_STEPS = {"C": "BC", "T": "TBR", "B": "BBE"}
"""The Article 12 steps of the EDE chains (13.3.4), by the letter :func:`ede_chain` takes."""


def match_board_points(ctx: TeamContext, i: int, among: set[int]) -> tuple[list[int], list[Fraction]]:
    """The rounds (1-based) team ``i`` met a team of ``among`` and its game points on each board in those
    matches (what the BC/TBR/BBE steps of the EDE chains compare, 13.3.4)."""
    rounds = [r + 1 for r in range(ctx.rounds) if ctx.opponent[i][r] in among]
    unit = ctx.track("GP").unit
    return rounds, [Fraction(v, unit) for v in _board_totals(ctx, i, among)]


def chain_step(ctx: TeamContext, step: str, pair: list[int]) -> list[list[int]]:
    """One Article 12 step (``C``, ``T`` or ``B``) for two teams still tied after EDE (13.3.4).

    Inside the chains BC, TBR and BBE count only the games between the two tied teams: their match, both
    matches in a double round robin. FIDE's Exercises in Tie-Breaking (C.07-2023, exercises 46-48) and
    the reference 1.11.65 compute it so (spec §7.5, §13 Q12); stand-alone BC/TBR/BBE count every game.
    """
    among = set(pair)
    if step == "C":
        return _bc_order(ctx, pair, among)
    return _tbr(ctx, pair, among) if step == "T" else _bbe(ctx, pair, among)


def _chain_order(t: TeamContext, spec: TiebreakSpec, group: list[int], steps: str,
                 trace: list[DirectStep | BoardStep] | None = None) -> list[list[int]]:
    parts = _ede(t, spec, group, trace)
    out: list[list[int]] = []
    for p in parts:
        if len(p) != 2 or not steps:
            out.append(p)
            continue
        sub = [p]
        for step in steps:
            if len(sub) == 1:  # still tied: the next step of the chain
                sub = chain_step(t, step, p)
                if trace is not None:
                    trace.append(BoardStep(CHAIN_STEPS[step], tuple(p), tuple(tuple(q) for q in sub)))
        out.extend(sub)
    return out


def _chain(steps: str) -> Callable[[Context, TiebreakSpec, list[int]], list[list[int]]]:
    def order(ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
        return _chain_order(_team(ctx), spec, group, steps)

    return order


def ede_trace(ctx: Context, spec: TiebreakSpec, group: list[int], steps: str
              ) -> list[DirectStep | BoardStep]:
    """Every comparison an EDE chain (``steps``: the letters of :func:`ede_chain`) makes in ``group``, in
    order: each separate standings on MP or GP (13.3.1–13.3.3, Article 6) and each board step (13.3.4)."""
    trace: list[DirectStep | BoardStep] = []
    _chain_order(_team(ctx), spec, group, steps, trace)
    return trace


extended_direct_encounter = _chain("")
"""EDE (13.3): Article 6 on the primary score, else on the secondary, again for every smaller tie."""


def ede_chain(steps: str) -> Callable[[Context, TiebreakSpec, list[int]], list[list[int]]]:
    """EDE followed, for two teams still tied, by Article 12 steps: C (BC), T (TBR), B (BBE)."""
    return _chain(steps)


def sssc(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """SSSC (13.4): secondary score + Buchholz on the primary score / divisor, rounded to 0.01."""
    t = _team(ctx)
    primary, secondary = t.track(t.primary), t.track(t.secondary)
    if spec.divisor is not None:
        divisor = spec.divisor
    else:
        most = Fraction(primary.win * t.rounds, primary.unit)
        per_match = Fraction(secondary.win, secondary.unit)
        divisor = int(most // per_match) if per_match else 0
        if divisor < 1:
            ctx.warn_once("SSSC: the divisor rounds down to 0; 1 used (give /K<n> to set it)")
            divisor = 1
    bh_spec = TiebreakSpec(code="BH", given="BH", score=t.primary, edition=spec.edition)
    bh = buchholz_units(t, bh_spec, fore=spec.fore)
    unit = (t.fore() if spec.fore else t).track(t.primary).unit
    return [round_half_up(secondary.value(secondary.score[i]) + Fraction(bh[i], unit * divisor), 2)
            for i in range(t.n)]


# -- values shown in the column of the group-dependent tie-breaks ------------------------------------
def ede_values(ctx: Context, spec: TiebreakSpec, group: list[int]) -> dict[int, Fraction]:
    """EDE column: the primary score each team made in the matches among the group (Article 6)."""
    t = _team(ctx)
    return direct_table(t, replace(spec, code="DE", score=t.primary), group).score


def top_board_values(ctx: Context, spec: TiebreakSpec, group: list[int]) -> dict[int, Fraction]:
    """TBR column: game points on board 1 over the event."""
    t = _team(ctx)
    unit = t.track("GP").unit
    return {i: Fraction(_board_totals(t, i)[0], unit) for i in group}


def bottom_board_values(ctx: Context, spec: TiebreakSpec, group: list[int]) -> dict[int, Fraction]:
    """BBE column: game points on every board but the last, over the event."""
    t = _team(ctx)
    unit = t.track("GP").unit
    return {i: Fraction(sum(_board_totals(t, i)[:-1]), unit) for i in group}
