"""The Koya System (C.07 9.2): points scored against the opponents whose score reaches the limit,
50 % of the maximum score by default (14.5: ``/L±n`` moves it by n half points, an unsigned ``/Ln``
sets the percentage)."""

from __future__ import annotations

from fractions import Fraction

from ..specs.spec import Modifier, TiebreakSpec
from .base import Breakdown, Context, Contribution, Criterion, Value, describe_round, fmt, sum_counted

__all__ = ["CRITERIA", "KOYA", "koya_limit"]


def koya_limit(ctx: Context, spec: TiebreakSpec) -> Fraction:
    """Koya's qualifying score (9.2, 14.5), in points."""
    track = ctx.track(spec.score)
    games = ctx.rounds
    if not ctx.swiss:
        if ctx.n % 2 == 1:
            games -= ctx.rounds // ctx.n
        games -= sum(1 for row in ctx.opponent if all(y < 0 for y in row))
    percent = spec.limit_percent if spec.limit_percent is not None else Fraction(50)
    limit = percent / 100 * Fraction(track.win, track.unit) * games  # a team's GP win: every board won
    return limit + (spec.limit_points or 0)


class Koya(Criterion):
    """KS (9.2)."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        track = ctx.track(spec.score)
        limit = koya_limit(ctx, spec) * track.unit
        out: list[Value] = []
        for i in range(ctx.n):
            total = 0
            for r in range(ctx.rounds):
                y = ctx.opponent[i][r]
                if y >= 0 and track.score[y] >= limit:
                    total += track.pts[i][r]
            out.append(track.value(total))
        return out

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        track = ctx.track(spec.score)
        limit = koya_limit(ctx, spec)
        out = []
        for r in range(ctx.rounds):
            y = ctx.opponent[i][r]
            if y < 0:
                continue
            opp = track.value(track.score[y])
            ok = opp >= limit
            out.append(
                Contribution(
                    r + 1,
                    describe_round(ctx, i, r),
                    ctx.competitors[y].sno,
                    track.value(track.pts[i][r]),
                    opp,
                    track.value(track.pts[i][r]),
                    counted=ok,
                    article="9.2",
                    note="" if ok else f"opponent's score {fmt(opp)} is below the limit",
                )
            )
        value = sum_counted(out)
        return Breakdown(
            value,
            f"Points scored against opponents who scored at least {fmt(limit)}: {fmt(value)}.",
            tuple(out),
        )

    def warnings(self, ctx: Context, spec: TiebreakSpec) -> tuple[str, ...]:
        if spec.limit_percent is None:
            return ()
        return (
            f"{spec.given}: an unsigned Koya limit is read as a percentage; write /L+n or /L-n to move "
            "the limit by n half points",
        )


KOYA = Koya(
    "KS",
    "Koya System",
    "9.2",
    "B/C",
    "Points scored against opponents with at least 50 % of the maximum score.",
    modifiers=frozenset({Modifier.LIMIT}),
    friendly={"koya": "KS", "koya system": "KS"},
    headings=((r"koya|^койа$|^коя$", ("KS",)),),  # Russian: Койа
    swiss_note="KS: the Koya system is meant for round robins (C.07 9.2); computed with G = number of rounds",
)
CRITERIA: tuple[Criterion, ...] = (KOYA,)
