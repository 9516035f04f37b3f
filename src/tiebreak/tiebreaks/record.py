"""Tie-breaks from the competitor's own record (C.07 Article 7, type B) and the primary score."""

from __future__ import annotations

import operator
from collections.abc import Callable
from fractions import Fraction
from itertools import accumulate

from ..codes import TiebreakSpec
from ..context import Context
from ..model import Color, Result
from ..team import TeamContext
from .common import Value, wholes

__all__ = ["black_games", "black_wins", "games_won", "points", "progressive", "rounds_elected",
           "standard_points", "starting_number", "wins"]


# Per-round counts, looked up by map() so that the per-round work runs in C (Result members hash by
# identity): 1 for a result (or a result and colour) that counts, else 0.
_WON = {r: int(r.won) for r in Result}.__getitem__
_VOLUNTARY = {r: int(r.voluntary) for r in Result}.__getitem__
_PLAYED = {r: int(r.played) for r in Result}.__getitem__
_BLACK = {c: int(c is Color.BLACK) for c in Color}.__getitem__


def _black_count(results: list[Result], colors: list[Color], counted: Callable[[Result], int]) -> int:
    """Rounds played with Black whose result ``counted`` maps to 1 (three maps in C, no tuples)."""
    total: int = sum(map(operator.and_, map(counted, results), map(_BLACK, colors)))
    return total


def points(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """PTS / MPTS / GPTS / MPVGP: the score on a track."""
    track = ctx.track(spec.score)
    return track.values(track.score)


def wins(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """WIN (7.1): rounds in which a win's points were obtained, with or without playing; on a team's
    game points, the games won."""
    track = ctx.track(spec.score)
    if track.name == "GP" and isinstance(ctx, TeamContext):
        return [Fraction(n) for n in ctx.board_wins()]
    w = track.win
    return wholes([row.count(w) for row in track.pts])


def games_won(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """WON (7.2): games won over the board."""
    return wholes([sum(map(_WON, row)) for row in ctx.result])


def black_games(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """BPG (7.3): games played over the board with Black."""
    played = ctx.played_games()[1]  # the context's own row when every round was played
    black = Color.BLACK
    return wholes([cc.count(black) if played[i] is rr else _black_count(rr, cc, _PLAYED)
                   for i, (rr, cc) in enumerate(zip(ctx.result, ctx.color, strict=True))])


def black_wins(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """BWG (7.4): games won over the board with Black."""
    return wholes([_black_count(rr, cc, _WON) for rr, cc in zip(ctx.result, ctx.color, strict=True)])


def progressive(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """PS (7.5): sum of the running scores, without the first ``n`` with /Cn."""
    track = ctx.track(spec.score)
    cut = spec.cut
    if not cut:
        return track.values([sum(accumulate(row)) for row in track.pts])
    return track.values([sum(list(accumulate(row))[cut:]) for row in track.pts])


def rounds_elected(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """REP / GE (7.6): rounds that are not voluntary unplayed rounds."""
    return wholes([len(row) - sum(map(_VOLUNTARY, row)) for row in ctx.result])


def standard_points(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """STD (7.7): 1 / ½ / 0 per round by comparison with the opponent, or with a draw when unplayed."""
    track = ctx.track(spec.score)
    half = Fraction(1, 2)
    out: list[Value] = []
    for i in range(ctx.n):
        total = Fraction(0)
        for r in range(ctx.rounds):
            mine = track.pts[i][r]
            y = ctx.opponent[i][r]
            theirs = track.pts[y][r] if y >= 0 and ctx.result[i][r].played else track.draw
            total += 1 if mine > theirs else half if mine == theirs else 0
        out.append(total)
    return out


def starting_number(ctx: Context, spec: TiebreakSpec) -> list[Value]:
    """TPN / SNO (7.8): the pairing number (ascending unless /R)."""
    return wholes([c.sno for c in ctx.competitors])
