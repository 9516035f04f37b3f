"""The competitor's own record (C.07 Article 7, type B) and the primary score (4.1): PTS, WIN, WON,
BPG, BWG, PS, REP (GE), STD, TPN. Each value is a sum over the rounds; the breakdown lists the rounds."""

from __future__ import annotations

import operator
from collections.abc import Callable
from fractions import Fraction
from itertools import accumulate
from typing import TYPE_CHECKING, cast

from ..model.tournament import Color, Result
from ..specs.spec import Modifier, TiebreakSpec
from .base import (
    Breakdown,
    Context,
    Contribution,
    Criterion,
    Value,
    describe_round,
    fmt,
    opponent_sno,
    sum_counted,
    wholes,
)

if TYPE_CHECKING:
    from ..teams.matches import TeamContext

__all__ = ["CRITERIA", "PerRound"]

# Per-round counts, looked up by map() so that the per-round work runs in C (Result members hash by
# identity): 1 for a result (or a result and colour) that counts, else 0.
_WON = {r: int(r.won) for r in Result}.__getitem__
_VOLUNTARY = {r: int(r.voluntary) for r in Result}.__getitem__
_PLAYED = {r: int(r.played) for r in Result}.__getitem__
_BLACK = {c: int(c is Color.BLACK) for c in Color}.__getitem__
_ONE = Fraction(1)


def _black_count(results: list[Result], colors: list[Color], counted: Callable[[Result], int]) -> int:
    """Rounds played with Black whose result ``counted`` maps to 1 (three maps in C, no tuples)."""
    total: int = sum(map(operator.and_, map(counted, results), map(_BLACK, colors)))
    return total


class PerRound(Criterion):
    """A criterion that adds something for each round: the breakdown lists every round with what it
    adds (:meth:`round_amount`), the value is their sum."""

    def round_amount(self, ctx: Context, spec: TiebreakSpec, i: int, r: int) -> tuple[Fraction, bool, str]:
        """What round ``r`` adds for competitor ``i``: the amount, whether it counts, and a note."""
        track = ctx.track(spec.score)
        return track.value(track.pts[i][r]), True, ""

    def contributions(self, ctx: Context, spec: TiebreakSpec, i: int) -> list[Contribution]:
        track = ctx.track(spec.score)
        out = []
        for r in range(ctx.rounds):
            amount, counted, note = self.round_amount(ctx, spec, i, r)
            out.append(
                Contribution(
                    r + 1,
                    describe_round(ctx, i, r),
                    opponent_sno(ctx, i, r),
                    track.value(track.pts[i][r]),
                    None,
                    amount,
                    counted=counted,
                    article=self.article,
                    note=note,
                )
            )
        return out

    def summary(self, ctx: Context, spec: TiebreakSpec, i: int, value: Value) -> str:
        return f"{self.description} Value: {fmt(value)}."

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        contributions = self.contributions(ctx, spec, i)
        value = sum_counted(contributions)
        return Breakdown(value, self.summary(ctx, spec, i, value), tuple(contributions))


class Points(PerRound):
    """PTS (4.1): the primary score, points from games and byes."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        track = ctx.track(spec.score)
        return track.values(track.score)


class Wins(PerRound):
    """WIN (7.1): rounds in which a win's points were obtained, with or without playing; on a team's
    game points, the games won (every board of a bye or a forfeited match won)."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        track = ctx.track(spec.score)
        if ctx.team and (team := cast("TeamContext", ctx)).counts_games(track):
            return [Fraction(n) for n in team.board_wins()]
        w = track.win
        return wholes([row.count(w) for row in track.pts])

    def round_amount(self, ctx: Context, spec: TiebreakSpec, i: int, r: int) -> tuple[Fraction, bool, str]:
        track = ctx.track(spec.score)
        if ctx.team and (team := cast("TeamContext", ctx)).counts_games(track):
            won = team.board_wins_in(i, r)
            return Fraction(won), won > 0, f"{won} game(s) won" if won else ""
        return _ONE, track.pts[i][r] == track.win, ""


class GamesWon(PerRound):
    """WON (7.2): games won over the board."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return wholes([sum(map(_WON, row)) for row in ctx.result])

    def round_amount(self, ctx: Context, spec: TiebreakSpec, i: int, r: int) -> tuple[Fraction, bool, str]:
        res = ctx.result[i][r]
        return _ONE, res.won, "" if res.won or not res.forfeit else "forfeits do not count"


def _colours_unknown(ctx: Context, spec: TiebreakSpec) -> bool:
    """True when some game played over the board has no colour (a round-robin grid, a wallchart or a
    copied page without colours): a count of games with Black cannot be computed, so every value is
    unknown (not 0) and the criterion orders no one; a note says so before the ranking."""
    none = Color.NONE
    unknown = ctx.memo(
        ("colours-unknown",),
        lambda: sum(
            1
            for rr, cc in zip(ctx.result, ctx.color, strict=True)
            for res, col in zip(rr, cc, strict=True)
            if col is none and res.played
        ),
    )
    if unknown:
        ctx.warn_once(
            f"{spec.code}: unknown for every player: the input gives no colour for {unknown} "
            "played game(s), so games with Black cannot be counted (the criterion orders no one)"
        )
    return bool(unknown)


class BlackGames(PerRound):
    """BPG (7.3): games played over the board with Black; unknown when a played game has no colour."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        if _colours_unknown(ctx, spec):
            return [None] * ctx.n
        played = ctx.played_games()[1]  # the context's own row when every round was played
        black = Color.BLACK
        return wholes(
            [
                cc.count(black) if played[i] is rr else _black_count(rr, cc, _PLAYED)
                for i, (rr, cc) in enumerate(zip(ctx.result, ctx.color, strict=True))
            ]
        )

    def round_amount(self, ctx: Context, spec: TiebreakSpec, i: int, r: int) -> tuple[Fraction, bool, str]:
        return _ONE, ctx.result[i][r].played and ctx.color[i][r] is Color.BLACK, ""


class BlackWins(PerRound):
    """BWG (7.4): games won over the board with Black; unknown when a played game has no colour."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        if _colours_unknown(ctx, spec):
            return [None] * ctx.n
        return wholes([_black_count(rr, cc, _WON) for rr, cc in zip(ctx.result, ctx.color, strict=True)])

    def round_amount(self, ctx: Context, spec: TiebreakSpec, i: int, r: int) -> tuple[Fraction, bool, str]:
        return _ONE, ctx.result[i][r].won and ctx.color[i][r] is Color.BLACK, ""


class Progressive(PerRound):
    """PS (7.5): the sum of the running scores, without the first ``n`` with /Cn."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        track = ctx.track(spec.score)
        cut = spec.cut
        if not cut:
            return track.values([sum(accumulate(row)) for row in track.pts])
        return track.values([sum(list(accumulate(row))[cut:]) for row in track.pts])

    def round_amount(self, ctx: Context, spec: TiebreakSpec, i: int, r: int) -> tuple[Fraction, bool, str]:
        track = ctx.track(spec.score)
        counted = r >= spec.cut
        note = f"running score after round {r + 1}" + ("" if counted else " (cut, art. 14.1)")
        return track.value(sum(track.pts[i][: r + 1])), counted, note


class RoundsElected(PerRound):
    """REP / GE (7.6): the rounds that are not voluntary unplayed rounds."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return wholes([len(row) - sum(map(_VOLUNTARY, row)) for row in ctx.result])

    def round_amount(self, ctx: Context, spec: TiebreakSpec, i: int, r: int) -> tuple[Fraction, bool, str]:
        counted = not ctx.result[i][r].voluntary
        return _ONE, counted, "" if counted else "a voluntary unplayed round (art. 16.1.2)"


class StandardPoints(PerRound):
    """STD (7.7): 1 / ½ / 0 per round by comparison with the opponent, or with a draw when unplayed."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return [self.breakdown(ctx, spec, i).value for i in range(ctx.n)]

    def round_amount(self, ctx: Context, spec: TiebreakSpec, i: int, r: int) -> tuple[Fraction, bool, str]:
        track = ctx.track(spec.score)
        mine = track.pts[i][r]
        y = ctx.opponent[i][r]
        theirs = track.pts[y][r] if y >= 0 and ctx.result[i][r].played else track.draw
        return (_ONE if mine > theirs else Fraction(1, 2) if mine == theirs else Fraction(0)), True, ""


class StartingNumber(Criterion):
    """TPN / SNO (7.8): the pairing number, lower first (/R: higher first)."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        return wholes([c.sno for c in ctx.competitors])

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        order = "higher first" if spec.reverse else "lower first"
        sno = ctx.competitors[i].sno
        return Breakdown(Fraction(sno), f"Starting number {sno} ({order}).")


POINTS = Points(
    "PTS",
    "Points",
    "4.1",
    "primary",
    "The primary score: points from games and byes.",
    friendly={"points": "PTS", "score": "PTS"},
    primary_score="PTS",
    # Swiss-Manager's annotation of a ranking that prints the points as its first tie-break (no Pts.
    # column): "Tie Break1: points (game-points)"; a team ranking's reads GPTS first (_headings)
    headings=((r"^points\s*\(game-?points\)$", ("PTS",)),),
)
CRITERIA: tuple[Criterion, ...] = (
    POINTS,
    Wins(
        "WIN",
        "Number of Wins",
        "7.1",
        "B",
        "Rounds won, with or without playing (forfeit wins and full-point byes count).",
        friendly={"wins": "WIN", "number of wins": "WIN"},
        headings=(
            (
                r"greater number of victories|number of (?:wins|victories)|most wins|"
                r"anzahl (?:der )?siege|^siege$|^#?wins?$|^won$|^vict\.?$|^w$|^mwns$"
                r"|^побед[ы]?$|^(?:кол(?:ичество|-во|\.)?|число)\s*побед$",  # Russian: Побед, Кол-во побед
                ("WIN", "WON"),
            ),
        ),
    ),
    GamesWon(
        "WON",
        "Number of Games Won",
        "7.2",
        "B",
        "Games won over the board.",
        team_score=False,
        friendly={"games won": "WON", "wins over the board": "WON"},
    ),
    BlackGames(
        "BPG",
        "Games Played with Black",
        "7.3",
        "B",
        "Games played over the board with the black pieces.",
        team_score=False,
        friendly={"black games": "BPG", "games with black": "BPG"},
        headings=((r"games? played with black|^bpg$|most black|^mblk$", ("BPG",)),),
    ),
    BlackWins(
        "BWG",
        "Games Won with Black",
        "7.4",
        "B",
        "Games won over the board with Black.",
        team_score=False,
        friendly={"w+b": "BWG", "wins with black": "BWG", "black wins": "BWG"},
        headings=((r"games? won with black|^bwg$|^w\+b$", ("BWG",)),),
    ),
    Progressive(
        "PS",
        "Progressive Scores",
        "7.5",
        "B",
        "Sum of the running scores after each round (/Cn drops the first n).",
        modifiers=frozenset({Modifier.CUT}),
        friendly={"prog": "PS", "progressive": "PS", "progressive score": "PS", "cumulative score": "PS"},
        headings=(
            (
                r"progressive|cumulative|cumulatif|kumulativ|fortschritt|^cmlt$|^cum$|^cu\.?$|^progr?\.?$|^ps$|^prg$",
                ("PS",),
            ),
        ),
    ),
    RoundsElected(
        "REP",
        "Rounds Elected to Play",
        "7.6",
        "B",
        "Rounds minus half-point byes, zero-point byes and forfeit losses.",
        aliases=("GE",),
        team_score=False,
        friendly={"games elected": "REP", "rounds elected to play": "REP"},
    ),
    StandardPoints(
        "STD",
        "Standard Points",
        "7.7",
        "B",
        "1 / ½ / 0 per round, by comparison with the opponent (or a draw when unplayed).",
        since_2026=True,
        friendly={"standard points": "STD"},
    ),
    StartingNumber(
        "TPN",
        "Tournament Pairing Number",
        "7.8",
        "B",
        "The starting (pairing) number, lower first (/R: higher first).",
        modifiers=frozenset({Modifier.REVERSE}),
        ascending=True,
        aliases=("SNO",),
        team_score=False,
        since_2026=True,
        friendly={
            "starting number": "TPN",
            "start number": "TPN",
            "pairing number": "TPN",
            "start rank": "TPN",
        },
    ),
)
