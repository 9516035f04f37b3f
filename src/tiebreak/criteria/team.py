"""The team criteria (C.07 Articles 11-13): match and game points (11.1), the secondary score (13.1),
extended Sonneborn-Berger (13.2), Board Count (12.1), Top Board Result (12.2), Bottom Board
Elimination (12.3), Extended Direct Encounter and its chains (13.3) and SSSC (13.4).

They work on a :class:`~tiebreak.team.TeamContext`; the individual criteria (BH:MP, SB:GP, …) run on the
same context through its two score tracks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction

from ..context import Context
from ..errors import SpecError
from ..spec import Modifier, TiebreakSpec
from ..team import TeamContext
from ..tiebreaks import team as computed
from .base import (
    Breakdown,
    Contribution,
    Criterion,
    GroupCriterion,
    Value,
    describe_round,
    fmt,
    opponent_sno,
    sum_counted,
)
from .encounter import DIRECT_ENCOUNTER
from .unplayed import cut_words, opponent_contributions

__all__ = ["CRITERIA"]


@dataclass(frozen=True, eq=False)
class TeamCriterion(Criterion):
    """A criterion of team events only, taking no score reference."""

    team_score: bool = False
    team_only: bool = True
    group_label: str = "Team"


def _team(ctx: Context, what: str) -> TeamContext:
    if not isinstance(ctx, TeamContext):
        raise SpecError(f"{what} needs a team event")
    return ctx


@dataclass(frozen=True, eq=False)
class TeamScore(TeamCriterion):
    """MPTS / GPTS (11.1) on their track; MPVGP (13.1, ``track`` None) on the score that is not primary."""

    track: str | None = None

    def _track(self, ctx: Context) -> str:
        if self.track is not None:
            return self.track
        return ctx.secondary if isinstance(ctx, TeamContext) else ctx.primary

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        track = ctx.track(self._track(ctx))
        return [track.value(s) for s in track.score]

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        name = self._track(ctx)
        track = ctx.track(name)
        out = [Contribution(r + 1, describe_round(ctx, i, r), opponent_sno(ctx, i, r),
                            track.value(track.pts[i][r]), None, track.value(track.pts[i][r]),
                            article=self.article)
               for r in range(ctx.rounds)]
        value = sum_counted(out)
        return Breakdown(value, f"{'Match' if name == 'MP' else 'Game'} points over the event: {fmt(value)}.",
                         tuple(out))


@dataclass(frozen=True, eq=False)
class ExtendedSonnebornBerger(TeamCriterion):
    """EMMSB, EMGSB, EGMSB, EGGSB (13.2): the opponents' totals on ``totals`` times the points scored
    against them on ``scored``."""

    totals: str = "MP"
    scored: str = "MP"
    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return computed.extended_sonneborn_berger(self.totals, self.scored)(ctx, spec)

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        contributions, notes = opponent_contributions(ctx, replace(spec, score=self.totals), i, products=True,
                                                      points=self.scored, vur_first=ctx.swiss)
        value = sum_counted(contributions)
        return Breakdown(value, f"Sum of each opponent's {self.totals} total times the {self.scored} scored "
                                f"against them{cut_words(spec)} (art. 13.2): {fmt(value)}.",
                         tuple(contributions), tuple(notes))


def _board_rows(ctx: TeamContext, i: int, amount: Callable[[list[int]], int]
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
        out.append(Contribution(r + 1, describe_round(ctx, i, r), opponent_sno(ctx, i, r), gp.value(sum(row)),
                                None, gp.value(amount(row)), article="12", note=boards))
    return out, totals


def _board_notes(ctx: TeamContext, totals: list[int]) -> list[str]:
    gp = ctx.track("GP")
    per_board = ", ".join(f"board {b + 1}: {fmt(gp.value(v))}" for b, v in enumerate(totals))
    return [f"game points over the event by board (individual forfeits count as played, a bye counts a "
            f"win on every board, art. 12): {per_board}"]


@dataclass(frozen=True, eq=False)
class BoardCount(TeamCriterion, GroupCriterion):
    """BC (12.1): Σ board number × game points on that board, lower first; it only splits teams with
    the same game points."""

    def shown_values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return computed.board_count(ctx, spec)

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return computed.board_count(ctx, spec)

    def order_group(self, ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
        return computed.board_count_order(ctx, spec, group)

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        t = _team(ctx, "board tie-breaks")
        out, totals = _board_rows(t, i, lambda row: sum((b + 1) * v for b, v in enumerate(row)))
        value = sum_counted(out)
        gp = t.track("GP")
        terms = " + ".join(f"{b + 1}×{fmt(gp.value(v))}" for b, v in enumerate(totals))
        notes = [*_board_notes(t, totals),
                 "BC may only separate teams with the same game points (art. 12.1); lower is better"]
        return Breakdown(value, f"Board count {terms} = {fmt(value)}.", tuple(out), tuple(notes))


@dataclass(frozen=True, eq=False)
class BoardByBoard(TeamCriterion, GroupCriterion):
    """TBR (12.2: board 1 first, ``top``) and BBE (12.3: without the last boards)."""

    top: bool = True

    def order_group(self, ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
        if self.top:
            return computed.top_board_result(ctx, spec, group)
        return computed.bottom_board_elimination(ctx, spec, group)

    def group_values(self, ctx: Context, spec: TiebreakSpec, group: list[int],
                     parts: list[list[int]]) -> dict[int, Fraction]:
        if self.top:
            return computed.top_board_values(ctx, spec, group)
        return computed.bottom_board_values(ctx, spec, group)

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
            summary = ("Game points on every board but the last, then dropping the last boards in turn while "
                       "still tied (art. 12.3).")
        return Breakdown(value, summary, tuple(out), tuple(_board_notes(t, totals)))

    def group_breakdown(self, ctx: Context, spec: TiebreakSpec, i: int, group: tuple[int, ...] | None,
                        split: bool) -> Breakdown:
        b = self.breakdown(ctx, spec, i)
        return b if group is not None else replace(b, value=None)  # shown only where it was applied


@dataclass(frozen=True, eq=False)
class ExtendedDirectEncounter(TeamCriterion, GroupCriterion):
    """EDE and its chains (13.3): Article 6 on the primary score, then on the secondary score, again for
    every smaller tie; then the board criteria of ``steps`` for two teams still tied."""

    steps: str = ""

    def order_group(self, ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
        return computed.ede_chain(self.steps)(ctx, spec, group)

    def group_values(self, ctx: Context, spec: TiebreakSpec, group: list[int],
                     parts: list[list[int]]) -> dict[int, Fraction]:
        return computed.ede_values(ctx, spec, group)

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        return self.group_breakdown(ctx, spec, i, None, False)

    def group_breakdown(self, ctx: Context, spec: TiebreakSpec, i: int, group: tuple[int, ...] | None,
                        split: bool) -> Breakdown:
        e = DIRECT_ENCOUNTER.separate_standings(ctx, replace(spec, score=ctx.primary), i, group, split)
        if group is None:
            return e
        return replace(e, notes=(*e.notes, "Extended DE (art. 13.3): Article 6 on the primary score, then "
                                 "on the secondary score when that breaks no tie; again for every smaller "
                                 "tie" + ("; then board tie-breaks for two teams still tied"
                                          if self.steps else "")))


@dataclass(frozen=True, eq=False)
class SecondaryPlusBuchholz(TeamCriterion):
    """SSSC (13.4): the secondary score plus the primary-score Buchholz divided by a divisor."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return computed.sssc(ctx, spec)

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        t = _team(ctx, "SSSC")
        from .buchholz import BUCHHOLZ, buchholz_units

        second = t.track(t.secondary)
        plain = TiebreakSpec(BUCHHOLZ, "BH", score=t.primary, edition=spec.edition)
        bh = buchholz_units(t, plain, fore=spec.fore)
        unit = (t.fore() if spec.fore else t).track(t.primary).unit
        kind = "Fore Buchholz" if spec.fore else "Buchholz"
        divisor = f"/K{spec.divisor}" if spec.divisor else "the highest primary score divided by the " \
            "highest secondary score of one match, rounded down"
        value = self.values(ctx, spec)[i]
        return Breakdown(value, f"{t.secondary} {fmt(second.value(second.score[i]))} + {kind} on {t.primary} "
                                f"{fmt(Fraction(bh[i], unit))} / divisor ({divisor}), rounded to 0.01: "
                                f"{fmt(value)} (art. 13.4).")


_ESB_MODS = frozenset({Modifier.CUT, Modifier.MEDIAN, Modifier.FORFEITS, Modifier.EDITION})
_EDE_STEPS = (("EDE", "", "alone"), ("EDEC", "C", "then Board Count"),
              ("EDEBT", "CT", "then Board Count and Top Board Result"),
              ("EDEBB", "CB", "then Board Count and Bottom Board Elimination"),
              ("EDET", "T", "then Top Board Result"), ("EDEB", "B", "then Bottom Board Elimination"))

CRITERIA: tuple[Criterion, ...] = (
    TeamScore("MPTS", "Match points", "11.1", "primary",
              "Match points: 2 / 1 / 0 for a won / drawn / lost match unless the event says otherwise.",
              friendly={"match points": "MPTS"}, primary_score="MP", track="MP"),
    TeamScore("GPTS", "Game points", "11.1", "primary", "Game points: the sum of the team's game results.",
              friendly={"game points": "GPTS", "board points": "GPTS"}, primary_score="GP", track="GP"),
    TeamScore("MPVGP", "Secondary score", "13.1", "B",
              "The score that is not primary: game points in a match-point event, and the reverse.",
              friendly={"mpvgp": "MPVGP", "secondary score": "MPVGP"}),
    *(ExtendedSonnebornBerger(
        code, f"Extended Sonneborn-Berger ({a} x {b})", "13.2", "B/C",
        f"Sum over opponents of the opponent's {a} total times the {b} scored against that opponent.",
        modifiers=_ESB_MODS, totals=a, scored=b)
      for code, a, b in (("EMMSB", "MP", "MP"), ("EMGSB", "MP", "GP"), ("EGMSB", "GP", "MP"),
                         ("EGGSB", "GP", "GP"))),
    BoardCount("BC", "Board Count", "12.1", "B",
               "Sum of board number x game points scored on that board, lower first; only splits teams with "
               "equal game points.", ascending=True, friendly={"board count": "BC"}),
    BoardByBoard("TBR", "Top Board Result", "12.2", "B",
                 "Game points on board 1, then board 2, ... until the tie is broken.",
                 friendly={"top board result": "TBR", "top board": "TBR"}),
    BoardByBoard("BBE", "Bottom Board Elimination", "12.3", "B",
                 "Game points without the last board, then without the last two, ...",
                 friendly={"bottom board elimination": "BBE"}, top=False),
    *(ExtendedDirectEncounter(
        code, f"Extended Direct Encounter{'' if not steps else ' ' + what}", "13.3", "A",
        "Direct encounter on the primary score, else on the secondary score, again for every smaller tie; "
        f"{what} for two teams still tied.", steps=steps,
        friendly={"extended direct encounter": "EDE"} if not steps else {})
      for code, steps, what in _EDE_STEPS),
    SecondaryPlusBuchholz("SSSC", "Sum of secondary score and Buchholz", "13.4", "C",
                          "Secondary score plus the primary-score Buchholz divided by a divisor (/K<n> to "
                          "set it; /F: Fore Buchholz), rounded to 0.01.",
                          modifiers=frozenset({Modifier.DIVISOR, Modifier.FORE})),
)
