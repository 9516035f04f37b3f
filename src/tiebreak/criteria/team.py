"""The team criteria (C.07 Articles 11-13): match and game points (11.1), the secondary score (13.1),
extended Sonneborn-Berger (13.2), Board Count (12.1), Top Board Result (12.2), Bottom Board
Elimination (12.3), Extended Direct Encounter and its chains (13.3) and SSSC (13.4).

They work on a :class:`~tiebreak.teams.matches.TeamContext` (imported for annotations only: an individual
event never loads the team model); the individual criteria (BH:MP, SB:GP, …) run on the same context through
its two score tracks.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, cast

from ..model.errors import SpecError
from ..model.tournament import format_value
from ..specs.spec import Modifier, TiebreakSpec
from .base import (
    Breakdown,
    Context,
    Contribution,
    Criterion,
    GroupCriterion,
    Value,
    describe_round,
    fmt,
    opponent_sno,
    round_half_up,
    sum_counted,
    who,
)
from .buchholz import BUCHHOLZ, buchholz_units
from .encounter import DIRECT_ENCOUNTER, DirectBreakdown, DirectStep, direct_table, order_by_direct_encounter
from .unplayed import apply_cuts, cut_counts, cut_words, elements, opponent_contributions

if TYPE_CHECKING:
    from ..teams.matches import TeamContext
    from .parts import Part, Table

__all__ = [
    "BOARD_COUNT",
    "BOTTOM_BOARD_ELIMINATION",
    "CRITERIA",
    "TOP_BOARD_RESULT",
    "BoardChainStep",
    "BoardCriterion",
    "BoardStep",
    "ChainBreakdown",
    "ChainLine",
    "ChainStep",
    "ede_trace",
    "match_board_points",
]


@dataclass(frozen=True, eq=False)
class TeamCriterion(Criterion):
    """A criterion of team events only, taking no score reference."""

    team_score: bool = False
    team_only: bool = True
    group_label: str = "Team"


def _team(ctx: Context, what: str) -> TeamContext:
    if not ctx.team:
        raise SpecError(f"{what} needs a team event")
    return cast("TeamContext", ctx)


# -- the computations ---------------------------------------------------------------------------
def extended_sonneborn_berger(a: str, b: str) -> Callable[[Context, TiebreakSpec], list[Value]]:
    """The ESB tie-break (13.2) with the opponents' totals on score ``a`` and the points scored on ``b``."""

    def compute(ctx: Context, spec: TiebreakSpec) -> list[Value]:
        ta, tb = ctx.track(a), ctx.track(b)
        el = elements(ctx, ta, forfeits_as_games=spec.forfeits, edition=spec.edition)
        low, high, vur_first = cut_counts(ctx, spec)
        out: list[Value] = []
        for i in range(ctx.n):
            vals = el.values[i]
            contribs = [v * tb.pts[i][r] for v, r in zip(vals, el.rounds[i], strict=True)]
            total = apply_cuts(vals, contribs, el.vur[i], low, high, vur_first)[0]
            out.append(Fraction(total, ta.unit * tb.unit))
        return out

    return compute


# -- Article 12 ------------------------------------------------------------------------------------
def _board_totals(
    ctx: TeamContext, i: int, among: set[int] | None = None, *, forfeits: bool = False
) -> list[int]:
    """Game points per board over the event (GP units); with ``among``, only the games played against
    those teams (the board steps of an EDE chain, 13.3.4): a forfeited match holds no game (6.1.1, a
    forfeit is not a game played), so it adds nothing there, unless ``forfeits`` (the chain's ``/P``:
    a forfeit counts as played against the scheduled opponent, its award on every board)."""
    totals = [0] * ctx.boards
    for r in range(ctx.rounds):
        if among is not None and (
            ctx.opponent[i][r] not in among or (_forfeited_match(ctx, i, r) and not forfeits)
        ):
            continue
        for b, v in enumerate(ctx.board_points[i][r]):
            totals[b] += v
    return totals


def _forfeited_match(ctx: TeamContext, i: int, r: int) -> bool:
    """True when team ``i``'s match of round ``r`` (0-based) was forfeited as a whole (TRF record 330),
    not played: its boards are the forfeit's award, not games."""
    m = ctx.matches[i][r] if i < len(ctx.matches) and r < len(ctx.matches[i]) else None
    return m is not None and m.source == "330"


def _bc_units(ctx: TeamContext, i: int, among: set[int] | None = None, *, forfeits: bool = False) -> int:
    return sum((b + 1) * v for b, v in enumerate(_board_totals(ctx, i, among, forfeits=forfeits)))


def board_count(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """BC (12.1): Σ board number × game points scored on that board, lower first."""
    t = _team(ctx, "team tie-breaks")
    unit = t.track("GP").unit
    return [Fraction(_bc_units(t, i), unit) for i in range(t.n)]


def _same_gp(
    ctx: TeamContext, group: list[int], among: set[int] | None = None, *, forfeits: bool = False
) -> bool:
    """Whether the teams of ``group`` have the same game points: over the event, or (``among``) in their
    games against one another only."""
    if among is None:
        gp = ctx.track("GP").score
        return len({gp[i] for i in group}) == 1
    return len({sum(_board_totals(ctx, i, among - {i}, forfeits=forfeits)) for i in group}) == 1


def _split(group: list[int], key: dict[int, int], ascending: bool) -> list[list[int]]:
    values = sorted({key[i] for i in group}, reverse=not ascending)
    return [[i for i in group if key[i] == v] for v in values]


def _bc_order(
    ctx: TeamContext, group: list[int], among: set[int] | None = None, *, forfeits: bool = False
) -> list[list[int]]:
    if not _same_gp(ctx, group, among, forfeits=forfeits):
        return [list(group)]
    return _split(
        group,
        {i: _bc_units(ctx, i, None if among is None else among - {i}, forfeits=forfeits) for i in group},
        ascending=True,
    )


def _tbr(
    ctx: TeamContext, group: list[int], among: set[int] | None = None, *, forfeits: bool = False
) -> list[list[int]]:
    totals = {
        i: _board_totals(ctx, i, None if among is None else among - {i}, forfeits=forfeits) for i in group
    }
    parts = [list(group)]
    for b in range(ctx.boards):
        new: list[list[int]] = []
        for p in parts:
            new.extend(_split(p, {i: totals[i][b] for i in p}, ascending=False) if len(p) > 1 else [p])
        parts = new
    return parts


def _bbe(
    ctx: TeamContext, group: list[int], among: set[int] | None = None, *, forfeits: bool = False
) -> list[list[int]]:
    totals = {
        i: _board_totals(ctx, i, None if among is None else among - {i}, forfeits=forfeits) for i in group
    }
    parts = [list(group)]
    for drop in range(1, ctx.boards):
        new: list[list[int]] = []
        for p in parts:
            key = {i: sum(totals[i][: ctx.boards - drop]) for i in p}
            new.extend(_split(p, key, ascending=False) if len(p) > 1 else [p])
        parts = new
    return parts


# -- Article 13.3 --------------------------------------------------------------------------------
@dataclass(frozen=True)
class BoardStep:
    """One Article 12 step of an EDE chain (13.3.4) for two teams still tied: the board criterion (BC,
    TBR, BBE), the two teams (by index) and the order it gave them (one part: still tied)."""

    criterion: BoardCriterion
    members: tuple[int, ...]
    parts: tuple[tuple[int, ...], ...]


def _ede(
    ctx: TeamContext, spec: TiebreakSpec, group: list[int], trace: list[DirectStep | BoardStep] | None = None
) -> list[list[int]]:
    if len(group) < 2:
        return [list(group)]
    parts: list[list[int]] = [list(group)]
    for score in (ctx.primary, ctx.secondary):
        steps: list[DirectStep] | None = [] if trace is not None else None
        parts = order_by_direct_encounter(ctx, replace(spec, score=score), list(group), steps)
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


def match_board_points(
    ctx: TeamContext, i: int, among: set[int], *, forfeits: bool = False
) -> tuple[list[int], list[Fraction]]:
    """The rounds (1-based) team ``i`` played a team of ``among`` and its game points on each board in
    those matches (what the BC/TBR/BBE steps of the EDE chains compare, 13.3.4; a forfeited match is not
    one, unless ``forfeits``: the chain's ``/P``)."""
    rounds = [
        r + 1
        for r in range(ctx.rounds)
        if ctx.opponent[i][r] in among and (forfeits or not _forfeited_match(ctx, i, r))
    ]
    unit = ctx.track("GP").unit
    return rounds, [Fraction(v, unit) for v in _board_totals(ctx, i, among, forfeits=forfeits)]


def _chain_order(
    t: TeamContext,
    spec: TiebreakSpec,
    group: list[int],
    steps: tuple[BoardCriterion, ...],
    trace: list[DirectStep | BoardStep] | None = None,
) -> list[list[int]]:
    """EDE in ``group``, then, for two teams still tied, the board criteria of ``steps`` in turn, each on
    the games between the two teams only (13.3.4)."""
    parts = _ede(t, spec, group, trace)
    out: list[list[int]] = []
    for p in parts:
        if len(p) != 2 or not steps:
            out.append(p)
            continue
        sub = [p]
        for board in steps:
            if len(sub) == 1:  # still tied: the next step of the chain
                sub = board.order_among(t, p, set(p), forfeits=spec.forfeits)
                if trace is not None:
                    trace.append(BoardStep(board, tuple(p), tuple(tuple(q) for q in sub)))
        out.extend(sub)
    return out


def ede_trace(
    ctx: Context, spec: TiebreakSpec, group: list[int], steps: tuple[BoardCriterion, ...]
) -> list[DirectStep | BoardStep]:
    """Every comparison an EDE chain (``steps``: its board criteria) makes in ``group``, in order: each
    separate standings on MP or GP (13.3.1–13.3.3, Article 6) and each board step (13.3.4)."""
    trace: list[DirectStep | BoardStep] = []
    _chain_order(_team(ctx, "team tie-breaks"), spec, group, steps, trace)
    return trace


# -- Article 13.4 --------------------------------------------------------------------------------
def _sssc_divisor(ctx: TeamContext, spec: TiebreakSpec) -> int:
    """The SSSC divisor: ``/K<n>``, else the highest primary score of the event divided by the highest
    secondary score of one match, rounded down (1, with a warning, where that gives 0)."""
    if spec.divisor is not None:
        return spec.divisor
    primary, secondary = ctx.track(ctx.primary), ctx.track(ctx.secondary)
    most = Fraction(primary.win * ctx.rounds, primary.unit)
    per_match = Fraction(secondary.win, secondary.unit)
    divisor = int(most // per_match) if per_match else 0
    if divisor < 1:
        ctx.warn_once("SSSC: the divisor rounds down to 0; 1 used (give /K<n> to set it)")
        divisor = 1
    return divisor


def _sssc_buchholz(ctx: TeamContext, spec: TiebreakSpec) -> TiebreakSpec:
    """The Buchholz SSSC adds: on the primary score, without cuts, in the spec's edition."""
    return TiebreakSpec(BUCHHOLZ, "BH", score=ctx.primary, edition=spec.edition)


def sssc(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """SSSC (13.4): secondary score + Buchholz on the primary score / divisor, rounded to 0.01."""
    t = _team(ctx, "team tie-breaks")
    secondary = t.track(t.secondary)
    divisor = _sssc_divisor(t, spec)
    bh = buchholz_units(t, _sssc_buchholz(t, spec), fore=spec.fore)
    unit = (t.fore() if spec.fore else t).track(t.primary).unit
    return [
        round_half_up(secondary.value(secondary.score[i]) + Fraction(bh[i], unit * divisor), 2)
        for i in range(t.n)
    ]


# -- the criteria -----------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class TeamScore(TeamCriterion):
    """MPTS / GPTS (11.1) on their track; MPVGP (13.1, ``track`` None) on the score that is not primary."""

    track: str | None = None

    def _track(self, ctx: Context) -> str:
        if self.track is not None:
            return self.track
        return cast("TeamContext", ctx).secondary if ctx.team else ctx.primary

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        track = ctx.track(self._track(ctx))
        return [track.value(s) for s in track.score]

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        name = self._track(ctx)
        track = ctx.track(name)
        out = [
            Contribution(
                r + 1,
                describe_round(ctx, i, r),
                opponent_sno(ctx, i, r),
                track.value(track.pts[i][r]),
                None,
                track.value(track.pts[i][r]),
                article=self.article,
            )
            for r in range(ctx.rounds)
        ]
        value = sum_counted(out)
        return Breakdown(
            value, f"{'Match' if name == 'MP' else 'Game'} points over the event: {fmt(value)}.", tuple(out)
        )


@dataclass(frozen=True, eq=False)
class ExtendedSonnebornBerger(TeamCriterion):
    """EMMSB, EMGSB, EGMSB, EGGSB (13.2): the opponents' totals on ``totals`` times the points scored
    against them on ``scored``."""

    totals: str = "MP"
    scored: str = "MP"

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return extended_sonneborn_berger(self.totals, self.scored)(ctx, spec)

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        contributions, notes = opponent_contributions(
            ctx, replace(spec, score=self.totals), i, products=True, points=self.scored
        )
        value = sum_counted(contributions)
        return Breakdown(
            value,
            f"Sum of each opponent's {self.totals} total times the {self.scored} scored "
            f"against them{cut_words(spec)} (art. 13.2): {fmt(value)}.",
            tuple(contributions),
            tuple(notes),
        )


def _board_rows(
    ctx: TeamContext, i: int, amount: Callable[[list[int]], int]
) -> tuple[list[Contribution], list[int]]:
    """The rounds of team ``i`` with the game points of every board, each adding ``amount(boards)``
    (GP units); and the game points by board over the event."""
    gp = ctx.track("GP")
    totals = [0] * ctx.boards
    out = []
    for r in range(ctx.rounds):
        row = ctx.board_points[i][r]
        for b, v in enumerate(row):
            totals[b] += v
        boards = ", ".join(f"board {b + 1}: {fmt(gp.value(v))}" for b, v in enumerate(row))
        out.append(
            Contribution(
                r + 1,
                describe_round(ctx, i, r),
                opponent_sno(ctx, i, r),
                gp.value(sum(row)),
                None,
                gp.value(amount(row)),
                article="12",
                note=boards,
            )
        )
    return out, totals


def _board_notes(ctx: TeamContext, totals: list[int]) -> list[str]:
    gp = ctx.track("GP")
    per_board = ", ".join(f"board {b + 1}: {fmt(gp.value(v))}" for b, v in enumerate(totals))
    return [
        f"game points over the event by board (individual forfeits count as played, a bye counts a "
        f"win on every board, art. 12): {per_board}"
    ]


class BoardCriterion(TeamCriterion, GroupCriterion):
    """An Article 12 criterion (BC, TBR, BBE): the game points of each board, over the event or, as a
    step of an EDE chain (13.3.4), in the games between two tied teams only."""

    @abstractmethod
    def order_among(
        self, ctx: TeamContext, group: list[int], among: set[int] | None = None, *, forfeits: bool = False
    ) -> list[list[int]]:
        """Order ``group`` on the board points over the event, or (``among``) only in the games against
        the teams of ``among`` (``forfeits``: a forfeited match among them counted, the chain's ``/P``).

        Inside the EDE chains BC, TBR and BBE count only the games between the two tied teams: their
        match, both matches in a double round robin. FIDE's Exercises in Tie-Breaking (C.07-2023,
        exercises 46-48) and the FIDE reference implementation compute it so; stand-alone BC/TBR/BBE
        count every game.
        """

    def order_group(self, ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
        return self.order_among(_team(ctx, "team tie-breaks"), group)

    @abstractmethod
    def chain_line(self, boards: list[Fraction]) -> tuple[Fraction | None, tuple[Fraction, ...], str]:
        """What the criterion compares for one team as a step of an EDE chain, from the team's points on
        each board in the games between the two teams: the value it compares first, the sequence it
        compares (TBR, BBE) and the working written out."""

    @abstractmethod
    def chain_rule(self) -> str:
        """How the step orders, in words (``lower first``)."""

    def decided_where(self, first: tuple[Fraction, ...], second: tuple[Fraction, ...]) -> str:
        """Where in their sequences the step split two teams, in words (`` (board 2)``); nothing to
        add for a single number."""
        return ""


class BoardCount(BoardCriterion):
    """BC (12.1): Σ board number × game points on that board, lower first; it only splits teams with
    the same game points."""

    def shown_values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return board_count(ctx, spec)

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return board_count(ctx, spec)

    def order_among(
        self, ctx: TeamContext, group: list[int], among: set[int] | None = None, *, forfeits: bool = False
    ) -> list[list[int]]:
        return _bc_order(ctx, group, among, forfeits=forfeits)

    def group_values(
        self, ctx: Context, spec: TiebreakSpec, group: list[int], parts: list[list[int]]
    ) -> dict[int, Fraction]:
        column = board_count(ctx, spec)
        return {i: v for i in group if (v := column[i]) is not None}

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        t = _team(ctx, "board tie-breaks")
        out, totals = _board_rows(t, i, lambda row: sum((b + 1) * v for b, v in enumerate(row)))
        value = sum_counted(out)
        gp = t.track("GP")
        terms = " + ".join(f"{b + 1}×{fmt(gp.value(v))}" for b, v in enumerate(totals))
        notes = [
            *_board_notes(t, totals),
            "BC may only separate teams with the same game points (art. 12.1); lower is better",
        ]
        return Breakdown(value, f"Board count {terms} = {fmt(value)}.", tuple(out), tuple(notes))

    def chain_line(self, boards: list[Fraction]) -> tuple[Fraction | None, tuple[Fraction, ...], str]:
        value = sum((k * v for k, v in enumerate(boards, start=1)), Fraction(0))
        terms = " + ".join(f"{k}×{fmt(v)}" for k, v in enumerate(boards, start=1))
        return value, (), f"{terms} = {fmt(value)}"

    def chain_rule(self) -> str:
        return "lower first"


@dataclass(frozen=True, eq=False)
class BoardByBoard(BoardCriterion):
    """TBR (12.2: board 1 first, ``top``) and BBE (12.3: without the last boards)."""

    top: bool = True

    def order_among(
        self, ctx: TeamContext, group: list[int], among: set[int] | None = None, *, forfeits: bool = False
    ) -> list[list[int]]:
        return (_tbr if self.top else _bbe)(ctx, group, among, forfeits=forfeits)

    def group_values(
        self, ctx: Context, spec: TiebreakSpec, group: list[int], parts: list[list[int]]
    ) -> dict[int, Fraction]:
        """Game points on board 1 (TBR), or on every board but the last (BBE), over the event."""
        t = _team(ctx, "team tie-breaks")
        unit = t.track("GP").unit
        if self.top:
            return {i: Fraction(_board_totals(t, i)[0], unit) for i in group}
        return {i: Fraction(sum(_board_totals(t, i)[:-1]), unit) for i in group}

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        everybody = list(range(ctx.n))
        shown = self.group_values(ctx, spec, everybody, [everybody])
        return [shown[i] for i in everybody]

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        t = _team(ctx, "board tie-breaks")
        out, totals = _board_rows(t, i, (lambda row: row[0]) if self.top else (lambda row: sum(row[:-1])))
        value = sum_counted(out)
        if self.top:
            summary = "Game points on board 1, then on the next boards in turn while still tied (art. 12.2)."
        else:
            summary = (
                "Game points on every board but the last, then dropping the last boards in turn while "
                "still tied (art. 12.3)."
            )
        return Breakdown(value, summary, tuple(out), tuple(_board_notes(t, totals)))

    def group_breakdown(
        self, ctx: Context, spec: TiebreakSpec, i: int, group: tuple[int, ...] | None, split: bool
    ) -> Breakdown:
        b = self.breakdown(ctx, spec, i)
        return b if group is not None else replace(b, value=None)  # shown only where it was applied

    def chain_line(self, boards: list[Fraction]) -> tuple[Fraction | None, tuple[Fraction, ...], str]:
        if self.top:
            working = ", ".join(f"board {k} {fmt(v)}" for k, v in enumerate(boards, start=1))
            return (boards[0] if boards else None), tuple(boards), working
        seq = tuple(sum(boards[: len(boards) - drop], Fraction(0)) for drop in range(1, len(boards)))
        value = seq[0] if seq else None
        working = " + ".join(fmt(v) for v in boards[:-1]) + f" = {fmt(value)} (without the last board)"
        return value, seq, working

    def chain_rule(self) -> str:
        if self.top:
            return "board 1 first, then the next boards"
        return "without the last board, then without the last two, …"

    def decided_where(self, first: tuple[Fraction, ...], second: tuple[Fraction, ...]) -> str:
        k = next(k for k, (u, v) in enumerate(zip(first, second, strict=True)) if u != v)
        if self.top:
            return f" (board {k + 1})"
        return " (without the last board)" if not k else f" (without the last {k + 1} boards)"


@dataclass(frozen=True, eq=False)
class ExtendedDirectEncounter(TeamCriterion, GroupCriterion):
    """EDE and its chains (13.3): Article 6 on the primary score, then on the secondary score, again for
    every smaller tie; then the board criteria of ``steps`` for two teams still tied."""

    explanation_fields = ("group", "chain")
    published_zero = True

    steps: tuple[BoardCriterion, ...] = ()

    def order_group(self, ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
        return _chain_order(_team(ctx, "team tie-breaks"), spec, group, self.steps)

    def group_values(
        self, ctx: Context, spec: TiebreakSpec, group: list[int], parts: list[list[int]]
    ) -> dict[int, Fraction]:
        """The primary score each team made in the matches among the group (Article 6)."""
        t = _team(ctx, "team tie-breaks")
        return direct_table(t, replace(spec, score=t.primary), group).score

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        return self.group_breakdown(ctx, spec, i, None, False)

    def group_breakdown(
        self, ctx: Context, spec: TiebreakSpec, i: int, group: tuple[int, ...] | None, split: bool
    ) -> Breakdown:
        e = DIRECT_ENCOUNTER.separate_standings(ctx, replace(spec, score=ctx.primary), i, group, split)
        chain = _ede_chain(ctx, spec, self.steps, list(group)) if group is not None else ()
        note = (
            "Extended DE (art. 13.3): Article 6 on the primary score, then on the secondary score when "
            "that breaks no tie; again for every smaller tie, on the score that split it"
            + (
                "; then, for two teams still tied, board tie-breaks counting only the games between them "
                "(art. 13.3.4)"
                if self.steps
                else ""
            )
        )
        return ChainBreakdown(
            e.value,
            e.summary.replace(" tied players: ", f" tied teams ({ctx.primary}): "),
            e.contributions,
            (*e.notes, note),
            e.group if isinstance(e, DirectBreakdown) else (),
            chain,
            ctx.competitors[i].sno,
        )


@dataclass(frozen=True)
class ChainLine:
    """One team in one step of an Extended Direct Encounter chain (art. 13.3)."""

    sno: int
    name: str
    value: Fraction | None
    """What the step compares first: the points in the separate standings (EDE), the board count (BC),
    board 1's points (TBR), the points without the last board (BBE)."""
    sequence: tuple[Fraction, ...] = ()
    """TBR: points on board 1, 2, …; BBE: points without the last board, the last two, …"""
    boards: tuple[Fraction, ...] = ()
    """Board steps: game points on each board in the games between the two teams."""
    working: str = ""
    """The sum written out, e.g. ``1×1 + 2×0.5 + 3×0.5 + 4×0 = 3.5``."""
    met: tuple[int, ...] = ()
    maximum: Fraction | None = None


@dataclass(frozen=True)
class ChainStep:
    """One comparison of an EDE chain: a separate standings on MP or GP (13.3.1–13.3.3, Article 6); a
    :class:`BoardChainStep` is an Article 12 board step for two teams still tied (13.3.4)."""

    number: int
    code: str
    """``EDE`` for a separate standings, the board criterion's code (``BC``, ``TBR``, ``BBE``) for a
    board step."""
    score: str
    """The score compared: ``MP`` or ``GP`` (board steps: ``GP``)."""
    article: str
    members: tuple[int, ...]
    lines: tuple[ChainLine, ...]
    parts: tuple[tuple[int, ...], ...]
    """The order the step gave its members (starting numbers; a part of two or more is still tied)."""
    rounds: tuple[int, ...] = ()
    """Board steps: the rounds of the two teams' match(es)."""
    summary: str = ""
    decided: bool = False
    """True when the step split its members."""

    @property
    def label(self) -> str:
        """The step as a sentence names it: ``EDE on GP`` (a board step: its code, ``BBE``)."""
        return f"{self.code} on {self.score}"


@dataclass(frozen=True)
class BoardChainStep(ChainStep):
    """An Article 12 board step of an EDE chain (13.3.4): each line holds a team's game points on each
    board in the games between the two teams, and the working of the criterion."""

    @property
    def label(self) -> str:
        return self.code


@dataclass(frozen=True)
class ChainBreakdown(DirectBreakdown):
    """An Extended Direct Encounter value with every step of its chain (``sno``: the team's)."""

    chain: tuple[ChainStep, ...] = ()
    sno: int = 0

    def details(self) -> tuple[tuple[str, Any], ...]:
        return (("group", self.group), ("chain", self.chain))

    def parts(self) -> tuple[Part, ...]:
        from .parts import Step, Steps  # drawn for explanations only: not loaded to rank

        if not self.chain:  # the chain, when there is one, shows the separate standings step by step
            return super().parts()
        decided = next(
            (st for st in self.chain if st.decided and any(self.sno in p and len(p) == 1 for p in st.parts)),
            None,
        )
        return (
            Steps(
                "Extended Direct Encounter, step by step (art. 13.3):",
                tuple(
                    Step(st.number, st.summary, _step_table(st), st.parts, st.label, st.decided)
                    for st in self.chain
                ),
                f"Decided at step {decided.number} ({decided.label})." if decided else "",
            ),
        )


def _v(value: Fraction | None) -> str:
    return format_value(value, "–")


def _step_table(st: ChainStep) -> Table:
    """A step of the chain as a table: a separate standings, or a board step's boards and working."""
    from .parts import Row, Table

    if isinstance(st, BoardChainStep):
        boards = len(st.lines[0].boards) if st.lines else 0
        return Table(
            f"Step {st.number}: {st.code} on the games between the two teams, round "
            f"{', '.join(map(str, st.rounds))} (art. {st.article})",
            ("Team", *(f"Board {k}" for k in range(1, boards + 1)), "Compared"),
            tuple(
                Row(
                    (f"{ln.name} ({ln.sno})", *ln.boards, ln.working),
                    f"{ln.name} ({ln.sno}): boards {', '.join(_v(b) for b in ln.boards)}; {ln.working}",
                )
                for ln in st.lines
            ),
        )
    return Table(
        f"Step {st.number}: {st.score} in the games among the teams (art. {st.article})",
        ("Team", st.score, "Met (SNo)", "Maximum (art. 6.3)"),
        tuple(
            Row(
                (f"{ln.name} ({ln.sno})", ln.value, ", ".join(map(str, ln.met)), ln.maximum),
                f"{ln.name} ({ln.sno}): {_v(ln.value)} {st.score} (met "
                f"{', '.join(map(str, ln.met)) or 'nobody'}; at most {_v(ln.maximum)})",
            )
            for ln in st.lines
        ),
    )


def _snos(ctx: Context, parts: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(ctx.competitors[x].sno for x in p) for p in parts)


def _order_text(ctx: Context, parts: tuple[tuple[int, ...], ...]) -> str:
    return " > ".join(" = ".join(who(ctx, x) for x in p) for p in parts)


def _ede_chain(
    ctx: Context, spec: TiebreakSpec, steps: tuple[BoardCriterion, ...], group: list[int]
) -> tuple[ChainStep, ...]:
    """Every step of an EDE chain (``steps``: its board criteria) for the tied group holding the
    competitor (art. 13.3)."""
    t = _team(ctx, "Extended Direct Encounter")
    out: list[ChainStep] = []
    for number, step in enumerate(ede_trace(t, spec, group, steps), start=1):
        if isinstance(step, BoardStep):
            out.append(_board_step(t, number, step, forfeits=spec.forfeits))
            continue
        table = step.table
        members = sorted(table.members, key=lambda x: -table.score[x])
        lines = tuple(
            ChainLine(
                ctx.competitors[x].sno,
                ctx.competitors[x].name,
                table.score[x],
                met=tuple(sorted(ctx.competitors[y].sno for y in table.met[x])),
                maximum=table.maximum[x],
            )
            for x in members
        )
        snos = tuple(ctx.competitors[x].sno for x in table.members)
        again = (
            " again (art. 13.3.3)"
            if any(set(snos) < set(p.members) for p in out if not isinstance(p, BoardChainStep))
            else ""
        )
        result = (
            f"order {_order_text(ctx, step.parts)}" if len(step.parts) > 1 else "no order: they stay tied"
        )
        out.append(
            ChainStep(
                number,
                "EDE",
                step.score,
                "13.3, 6",
                snos,
                lines,
                _snos(ctx, step.parts),
                summary=f"{step.score} in the games among {len(table.members)} teams{again}: {result}",
                decided=len(step.parts) > 1,
            )
        )
    return tuple(out)


def _board_step(ctx: TeamContext, number: int, step: BoardStep, *, forfeits: bool = False) -> ChainStep:
    """A BC/TBR/BBE step of an EDE chain: the board points of the two teams' own games (art. 13.3.4)."""
    board = step.criterion
    pair = list(step.members)
    lines = []
    rounds: list[int] = []
    for x in pair:
        rounds, boards = match_board_points(ctx, x, set(pair) - {x}, forfeits=forfeits)
        value, seq, working = board.chain_line(boards)
        lines.append(
            ChainLine(ctx.competitors[x].sno, ctx.competitors[x].name, value, seq, tuple(boards), working)
        )
    one, other = pair
    forfeited = [
        str(r + 1)
        for r in range(ctx.rounds)
        if ctx.opponent[one][r] == other and _forfeited_match(ctx, one, r) and not forfeits
    ]
    where = f"round {', '.join(map(str, rounds))}" if rounds else "no game between them"
    if forfeited:
        where += (
            f"; the match of round {', '.join(forfeited)} was forfeited, and a forfeit is not a game "
            "played (art. 6.1.1)"
        )
    result = f"order {_order_text(ctx, step.parts)}" if len(step.parts) > 1 else "still tied"
    if len(step.parts) > 1:
        a, b = lines
        result += board.decided_where(a.sequence, b.sequence)
    return BoardChainStep(
        number,
        board.code,
        "GP",
        board.article,
        tuple(ln.sno for ln in lines),
        tuple(lines),
        _snos(ctx, step.parts),
        tuple(rounds),
        summary=f"{board.code} (art. {board.article}) on the games between the two teams "
        f"({where}; {board.chain_rule()}): {result}",
        decided=len(step.parts) > 1,
    )


class SecondaryPlusBuchholz(TeamCriterion):
    """SSSC (13.4): the secondary score plus the primary-score Buchholz divided by a divisor. Each round
    adds the secondary points scored in it and its Buchholz element (the opponent's primary score, or a
    dummy's, 16.4) over the divisor; the value is their sum rounded to 0.01."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return sssc(ctx, spec)

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        t = _team(ctx, "SSSC")
        second = t.track(t.secondary)
        divisor = _sssc_divisor(t, spec)
        elements_of, notes = opponent_contributions(
            t.fore() if spec.fore else t, _sssc_buchholz(t, spec), i, products=False
        )
        by_round = {e.round: e for e in elements_of}
        out: list[Contribution] = []
        for r in range(t.rounds):
            points = second.value(second.pts[i][r])
            e = by_round.get(r + 1)
            if e is None:
                share, note = Fraction(0), f"{t.secondary} {fmt(points)}; no Buchholz element"
            else:
                share = e.amount / divisor
                note = f"{t.secondary} {fmt(points)} + {t.primary} {fmt(e.amount)} / {divisor}" + (
                    f"; {e.note}" if e.note else ""
                )
            out.append(
                Contribution(
                    r + 1,
                    describe_round(t, i, r),
                    opponent_sno(t, i, r),
                    points,
                    e.value if e is not None else None,
                    points + share,
                    dummy=e is not None and e.dummy,
                    cap=e.cap if e is not None else None,
                    vur=e is not None and e.vur,
                    article="13.4",
                    note=note,
                )
            )
        value = round_half_up(sum_counted(out), 2)
        bh = sum((e.amount for e in elements_of), Fraction(0))
        kind = "Fore Buchholz" if spec.fore else "Buchholz"
        if spec.fore:
            notes.insert(0, "Fore Buchholz: every final-round pairing is scored as a draw (art. 8.3)")
        how = (
            f"/K{spec.divisor}"
            if spec.divisor
            else "the highest primary score divided by the highest secondary score of one match, rounded down"
        )
        return Breakdown(
            value,
            f"{t.secondary} {fmt(second.value(second.score[i]))} + {kind} on {t.primary} "
            f"{fmt(bh)} / divisor ({how}), rounded to 0.01: {fmt(value)} (art. 13.4).",
            tuple(out),
            tuple(notes),
        )


_ESB_MODS = frozenset({Modifier.CUT, Modifier.MEDIAN, Modifier.FORFEITS, Modifier.EDITION})
BOARD_COUNT = BoardCount(
    "BC",
    "Board Count",
    "12.1",
    "B",
    "Sum of board number x game points scored on that board, lower first; only splits "
    "teams with equal game points.",
    ascending=True,
    friendly={"board count": "BC"},
)
TOP_BOARD_RESULT = BoardByBoard(
    "TBR",
    "Top Board Result",
    "12.2",
    "B",
    "Game points on board 1, then board 2, ... until the tie is broken.",
    friendly={"top board result": "TBR", "top board": "TBR"},
)
BOTTOM_BOARD_ELIMINATION = BoardByBoard(
    "BBE",
    "Bottom Board Elimination",
    "12.3",
    "B",
    "Game points without the last board, then without the last two, ...",
    friendly={"bottom board elimination": "BBE"},
    top=False,
)
_EDE_STEPS: tuple[tuple[str, tuple[BoardCriterion, ...]], ...] = (
    ("EDE", ()),
    ("EDEC", (BOARD_COUNT,)),
    ("EDEBT", (BOARD_COUNT, TOP_BOARD_RESULT)),
    ("EDEBB", (BOARD_COUNT, BOTTOM_BOARD_ELIMINATION)),
    ("EDET", (TOP_BOARD_RESULT,)),
    ("EDEB", (BOTTOM_BOARD_ELIMINATION,)),
)
"""The EDE chains (13.3.4): each code with the board criteria that follow EDE for two teams still tied."""


def _then(steps: tuple[BoardCriterion, ...]) -> str:
    """What follows EDE in a chain, in words (``then Board Count and Top Board Result``)."""
    return "then " + " and ".join(board.name for board in steps) if steps else "alone"


CRITERIA: tuple[Criterion, ...] = (
    TeamScore(
        "MPTS",
        "Match points",
        "11.1",
        "primary",
        "Match points: 2 / 1 / 0 for a won / drawn / lost match unless the event says otherwise.",
        friendly={"match points": "MPTS"},
        primary_score="MP",
        track="MP",
    ),
    TeamScore(
        "GPTS",
        "Game points",
        "11.1",
        "primary",
        "Game points: the sum of the team's game results.",
        friendly={"game points": "GPTS", "board points": "GPTS"},
        primary_score="GP",
        track="GP",
    ),
    TeamScore(
        "MPVGP",
        "Secondary score",
        "13.1",
        "B",
        "The score that is not primary: game points in a match-point event, and the reverse.",
        friendly={"mpvgp": "MPVGP", "secondary score": "MPVGP"},
    ),
    *(
        ExtendedSonnebornBerger(
            code,
            f"Extended Sonneborn-Berger ({a} x {b})",
            "13.2",
            "B/C",
            f"Sum over opponents of the opponent's {a} total times the {b} scored against that opponent.",
            modifiers=_ESB_MODS,
            totals=a,
            scored=b,
        )
        for code, a, b in (
            ("EMMSB", "MP", "MP"),
            ("EMGSB", "MP", "GP"),
            ("EGMSB", "GP", "MP"),
            ("EGGSB", "GP", "GP"),
        )
    ),
    BOARD_COUNT,
    TOP_BOARD_RESULT,
    BOTTOM_BOARD_ELIMINATION,
    *(
        ExtendedDirectEncounter(
            code,
            f"Extended Direct Encounter{'' if not steps else ' ' + _then(steps)}",
            "13.3",
            "A",
            "Direct encounter on the primary score, else on the secondary score, again for every smaller "
            f"tie; {_then(steps)} for two teams still tied.",
            steps=steps,
            friendly={"extended direct encounter": "EDE"} if not steps else {},
            modifiers=frozenset({Modifier.FORFEITS}),
        )
        for code, steps in _EDE_STEPS
    ),
    SecondaryPlusBuchholz(
        "SSSC",
        "Sum of secondary score and Buchholz",
        "13.4",
        "C",
        "Secondary score plus the primary-score Buchholz divided by a divisor (/K<n> to "
        "set it; /F: Fore Buchholz), rounded to 0.01.",
        modifiers=frozenset({Modifier.DIVISOR, Modifier.FORE}),
    ),
)
