"""C.07 Article 16, unplayed rounds, in one place: which rounds are games (16.2), the adjusted score an
opponent counts for (16.3), the dummy opponent of an unplayed round with the edition's cap (16.4), and
the cuts, a voluntary unplayed round first (14.1, 16.5): :func:`apply_cuts` is the reference every
faster cut (the sorted-row slices of Buchholz, :func:`buchholz_vur_first`, SB/C1, the NumPy path of
:mod:`tiebreak.criteria._numpy`, chosen by :func:`numpy_wanted`) is tested against.

What the rule set says about all this is two questions to it: :attr:`tiebreak.Rules.unplayed_rounds`
(the simplified model: a bye or forfeit is simply not an opponent) and
:attr:`~tiebreak.Rules.dummy_cap`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..model.rules import Rules
from ..model.tournament import Result
from ..specs.spec import Modifier, TiebreakSpec
from . import _numpy as accel
from .base import (
    Breakdown,
    Context,
    Contribution,
    Criterion,
    Track,
    Value,
    describe_round,
    every_round,
    fmt,
    opponent_sno,
    sum_counted,
    who,
)

__all__ = [
    "ADJUSTED_SCORE",
    "CRITERIA",
    "Cut",
    "Elements",
    "adjusted_scores",
    "apply_cuts",
    "buchholz_vur_first",
    "cut_counts",
    "cut_words",
    "dummy_opponents",
    "edition",
    "elements",
    "opponent_contributions",
    "reverse_points",
    "rows_with_vur",
    "unplayed_as_drawn",
    "value_matrix",
    "virtual_opponent",
]

PLAYED_RESULTS = frozenset(r for r in Result if r.played)
FORFEIT_RESULTS = frozenset(r for r in Result if r.forfeit)
VOLUNTARY_RESULTS = frozenset(r for r in Result if r.voluntary)


def dummy_opponents(ctx: Context) -> bool:
    """True when unplayed rounds count as games against dummy opponents (16.4: Swiss events, under a
    rule set that applies Article 16)."""
    return ctx.swiss and ctx.rules.unplayed_rounds


def edition(ctx: Context, spec: TiebreakSpec) -> Rules:
    """The edition a criterion follows: its ``/V`` modifier, else the event's."""
    return _edition(ctx, spec.edition)


def _edition(ctx: Context, override: Rules | None) -> Rules:
    if override is not None:
        return override
    return ctx.rules.team_edition if ctx.team else ctx.rules.edition


# -- 16.3 -------------------------------------------------------------------------------------------
def adjusted_scores(ctx: Context, track: Track, edition: Rules | None = None) -> list[int]:
    """Each competitor's adjusted score (16.3), in track units: the voluntary unplayed rounds at the
    end of the event (16.2.5) count as draws; under the rules before C.07 every round not played over
    the board does (:func:`unplayed_as_drawn`). Outside Article 16, the score itself."""
    if _edition(ctx, edition).profile.virtual_opponents and ctx.swiss:
        return ctx.memo(("unplayed-as-drawn", track.name), lambda: unplayed_as_drawn(ctx, track))

    def build() -> list[int]:
        adj = list(track.score)
        if not dummy_opponents(ctx) or not ctx.rounds:
            return adj
        for i, row in enumerate(ctx.result):
            if row[-1] not in VOLUNTARY_RESULTS:  # the usual row: nothing to adjust
                continue
            for r in range(ctx.rounds - 1, -1, -1):  # back from the last round while rounds are VURs
                if row[r] not in VOLUNTARY_RESULTS:
                    break
                if row[r].requested_bye:
                    adj[i] += track.draw - track.pts[i][r]
        return adj

    return ctx.memo(("adjusted", track.name), build)


class AdjustedScore(Criterion):
    """ABH: the score a competitor counts for as an opponent (16.3), a reference helper."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        c = ctx.fore() if spec.fore else ctx
        track = c.track(spec.score)
        return [track.value(v) for v in adjusted_scores(c, track)]

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        """Round by round: the points scored, or a draw where 16.3 (or the rules before C.07) count
        one instead."""
        c = ctx.fore() if spec.fore else ctx
        track = c.track(spec.score)
        row = c.result[i]
        before_c07 = _edition(c, None).profile.virtual_opponents and c.swiss
        at_the_end: set[int] = set()  # the voluntary unplayed rounds that end the event (16.2.5)
        if not before_c07 and dummy_opponents(c):
            for r in range(c.rounds - 1, -1, -1):
                if row[r] not in VOLUNTARY_RESULTS:
                    break
                at_the_end.add(r)
        out = []
        for r, res in enumerate(row):
            got = track.value(track.pts[i][r])
            amount, note = got, ""
            if before_c07 and not (c.opponent[i][r] >= 0 and res.played):
                amount, note = track.value(track.draw), "not played over the board: a draw (before C.07)"
            elif r in at_the_end and res.requested_bye:
                amount, note = track.value(track.draw), "a voluntary unplayed round at the end: a draw (16.3)"
            out.append(
                Contribution(
                    r + 1,
                    describe_round(c, i, r),
                    opponent_sno(c, i, r),
                    got,
                    None,
                    amount,
                    vur=r in at_the_end,
                    article="16.3",
                    note=note,
                )
            )
        value = sum_counted(out)
        return Breakdown(
            value,
            f"{self.name} (art. {self.article}): {fmt(value)}, the score with the adjustments of 16.3.",
            tuple(out),
        )


ADJUSTED_SCORE = AdjustedScore(
    "ABH",
    "Adjusted score",
    "16.3",
    "helper",
    "The score a competitor counts for as an opponent (reference helper).",
    modifiers=frozenset({Modifier.FORE}),
    helper=True,
)
CRITERIA: tuple[Criterion, ...] = (ADJUSTED_SCORE,)


# -- the rules before C.07 -----------------------------------------------------------------------
def unplayed_as_drawn(ctx: Context, track: Track) -> list[int]:
    """The rules before C.07, the opponent's score (FIDE Handbook C.02 Annex 3, 2012 rule for unplayed
    games: "all unplayed games in which players are indirectly involved are considered to have been
    drawn"): points from games played over the board plus a draw for every other round (byes of every
    kind, forfeits won or lost, absences, rounds after a withdrawal)."""
    draw = track.draw
    out = list(track.score)
    for i, (opp_row, res_row, pts_row) in enumerate(zip(ctx.opponent, ctx.result, track.pts, strict=True)):
        if not every_round(PLAYED_RESULTS, opp_row, res_row):
            out[i] = sum(
                p if y >= 0 and res.played else draw
                for y, res, p in zip(opp_row, res_row, pts_row, strict=True)
            )
    return out


def virtual_opponent(ctx: Context, track: Track, i: int, r: int) -> int:
    """The rules before C.07, the player's own unplayed round ``r`` (0-based; C.02 Annex 3, 2012 rule):
    a game against a virtual opponent scoring ``S_before + (1 − s_R) + ½ (n − R)``, the player's points
    before the round, the reverse of what he got in it and a draw in every later round, in track
    units. In SB it counts times the points the player got in the round (``legacy``), or times a
    draw's (``legacy-sm``, Swiss-Manager)."""
    pts = track.pts[i]
    return sum(pts[:r]) + reverse_points(track, pts[r]) + track.draw * (ctx.rounds - r - 1)


def reverse_points(track: Track, got: int) -> int:
    """What the opponent of a result worth ``got`` units scored: a loss for a win, a draw for a draw, a
    win for a loss or an absence; ``1 − s`` in 1/½/0 scoring (the virtual opponent).

    >>> t = Track("PTS", 1, 3, 1, [], [])  # 3-1-0 scoring
    >>> [reverse_points(t, got) for got in (3, 1, 0)]
    [0, 1, 3]
    """
    if got == track.draw:
        return got
    return max(track.win - got, 0)


# -- 16.4 -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Elements:
    """Per-round elements of an opponent-based tie-break (BH, SB, …) for every competitor.

    ``values[i][k]``: the opponent's (or dummy's) score, in track units; ``rounds[i][k]`` the
    0-based round; ``vur[i][k]`` whether the element is a voluntary unplayed round; ``dummy[i][k]``
    whether the value is a dummy opponent's (16.4); ``pts[i][k]`` the points scored in that round.
    Rows are shared between competitors and with the context: read them, never change them.
    """

    values: list[list[int]]
    rounds: list[list[int]]
    vur: list[list[bool]]
    dummy: list[list[bool]]
    pts: list[list[int]]
    key: tuple[object, ...]
    """What the elements were built for (track, forfeits, edition): the key of anything derived."""


def elements(
    ctx: Context, track: Track, *, forfeits_as_games: bool = False, edition: Rules | None = None
) -> Elements:
    """The BH/SB elements of every competitor: the games (with forfeits when ``forfeits_as_games``,
    and in round robins, 15.2), then, in a Swiss event under Article 16, a dummy opponent for every
    other round (16.4): the competitor's own score, capped in the 2026 edition at the scheduled
    opponent's adjusted score (a forfeit) or at half the rounds (a bye or absence)."""
    ed = _edition(ctx, edition)
    key = ("elements", track.name, forfeits_as_games, ed)
    return ctx.memo(key, lambda: _elements(ctx, track, forfeits_as_games, ed, key))


def _elements(
    ctx: Context, track: Track, forfeits_as_games: bool, ed: Rules, key: tuple[object, ...]
) -> Elements:
    values: list[list[int]] = []
    rounds: list[list[int]] = []
    vurs: list[list[bool]] = []
    dummies: list[list[bool]] = []
    ptss: list[list[int]] = []
    article16 = dummy_opponents(ctx)
    forfeits = forfeits_as_games or (not ctx.swiss and ctx.rules.unplayed_rounds)
    adj = adjusted_scores(ctx, track, ed)
    score = track.score
    cap_bye = track.draw * ctx.rounds
    capped = ed.dummy_cap
    legacy = ed.profile.virtual_opponents
    # what an own unplayed round multiplies the virtual opponent's score by in SB: the points got in
    # it, or (Swiss-Manager) a draw's
    virtual_draw = ed.profile.virtual_sb_as_draw
    game_results = PLAYED_RESULTS | FORFEIT_RESULTS if forfeits else PLAYED_RESULTS
    # the usual row (every round a game that counts) shares these lists, read-only
    all_rounds = list(range(ctx.rounds))
    no_flags = [False] * ctx.rounds
    adj_of = adj.__getitem__
    for i in range(ctx.n):
        opp_row = ctx.opponent[i]
        res_row = ctx.result[i]
        pts_row = track.pts[i]
        if every_round(game_results, opp_row, res_row):
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
        for r in range(ctx.rounds):
            res = res_row[r]
            y = opp_row[r]
            if y >= 0 and (res.played or (forfeits and res.forfeit)):
                v_row.append(adj[y])
                u_row.append(False)
                d_row.append(False)
            elif not article16:
                continue
            elif legacy:  # a game against a virtual opponent, no VUR
                v_row.append(virtual_opponent(ctx, track, i, r))
                u_row.append(False)
                d_row.append(True)
                r_row.append(r)
                p_row.append(track.draw if virtual_draw else pts_row[r])
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
    return Elements(values, rounds, vurs, dummies, ptss, key)


def rows_with_vur(ctx: Context, el: Elements) -> list[int]:
    """Competitors with a voluntary unplayed round among their elements (16.5 may prefer it)."""
    return ctx.memo(("vur-rows", el.key), lambda: [i for i, vurs in enumerate(el.vur) if True in vurs])


def numpy_wanted(cells: int) -> bool:
    """True when the NumPy path should do the whole-field work of ``cells`` player-rounds (it is then
    imported): never without NumPy or with ``TIEBREAK_NUMPY=0``, always with ``TIEBREAK_NUMPY=always``,
    else from :data:`~tiebreak.criteria._numpy.MIN_CELLS` once NumPy is imported and from
    :data:`~tiebreak.criteria._numpy.MIN_CELLS_TO_IMPORT` otherwise."""
    if not accel.AVAILABLE:
        return False
    mode = os.environ.get("TIEBREAK_NUMPY", "")
    if mode == "0":
        return False
    floor = accel.MIN_CELLS if "numpy" in sys.modules else accel.MIN_CELLS_TO_IMPORT
    if mode != "always" and cells < floor:
        return False
    accel.load()
    return True


def value_matrix(ctx: Context, el: Elements) -> accel.Matrix | None:
    """The element values as a NumPy matrix (None: pure Python for this field)."""
    return ctx.memo(
        ("value-matrix", el.key),
        lambda: accel.matrix(el.values) if numpy_wanted(sum(map(len, el.values))) else None,
    )


# -- 14.1 and 16.5: cuts ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Cut:
    """One element removed by a cut or median: position in the element list and why."""

    position: int
    reason: str
    """``low`` (least significant), ``vur`` (16.5: a voluntary unplayed round first) or ``high``."""


def cut_counts(ctx: Context, spec: TiebreakSpec) -> tuple[int, int, bool]:
    """How many low and high elements the spec cuts, and whether a VUR is cut first (16.5)."""
    return spec.cut or spec.median, spec.median, dummy_opponents(ctx)


def apply_cuts(
    values: Sequence[int], contribs: Sequence[int], vur: Sequence[bool], low: int, high: int, vur_first: bool
) -> tuple[int, list[Cut]]:
    """Remove ``low`` least significant then ``high`` most significant elements (C.07 14.1, 16.5).

    Elements are ordered by value, then by contribution. With ``vur_first`` (Swiss events, 16.5), a
    low cut removes the lowest-contribution voluntary unplayed round instead of the least significant
    element when that element is not a VUR and the VUR's contribution is not lower. Returns the sum of
    the remaining contributions and the cuts made.
    """
    n = len(values)
    if not low and not high:
        return sum(contribs), []
    low = min(low, n)
    high = min(high, n - low)
    alive = list(range(n))
    cuts: list[Cut] = []
    for _ in range(low):
        m = min(alive, key=lambda k: (values[k], contribs[k], not vur[k]))
        reason = "low"
        if vur_first and not vur[m]:
            vurs = [k for k in alive if vur[k]]
            if vurs:
                u = min(vurs, key=lambda k: (contribs[k], values[k]))
                if contribs[u] >= contribs[m]:
                    m, reason = u, "vur"
        alive.remove(m)
        cuts.append(Cut(m, reason))
    for _ in range(high):
        m = max(alive, key=lambda k: (values[k], contribs[k]))
        alive.remove(m)
        cuts.append(Cut(m, "high"))
    return sum(contribs[k] for k in alive), cuts


def buchholz_vur_first(values: list[int], vur: list[bool], low: int, high: int) -> int:
    """What :func:`apply_cuts` keeps of a Buchholz row (contributions equal to values) with the 16.5
    preference: each low cut takes the lowest voluntary unplayed round while one is left (the least
    significant element is never worth less than it), then the lowest values; the high cuts take the
    highest of the rest.

    >>> buchholz_vur_first([3, 1, 4, 2], [False, False, True, False], 2, 1)
    2
    """
    return cut_vur_first(*split_vur(values, vur), low, high)


def split_vur(values: list[int], vur: list[bool]) -> tuple[list[int], list[int]]:
    """A row's values of voluntary unplayed rounds and its other values, each sorted."""
    pairs = list(zip(values, vur, strict=True))
    return sorted([v for v, u in pairs if u]), sorted([v for v, u in pairs if not u])


def cut_vur_first(vurs: list[int], others: list[int], low: int, high: int) -> int:
    """:func:`buchholz_vur_first` of a row split into its VUR values and the others, both sorted."""
    n = len(vurs) + len(others)
    low = min(low, n)
    high = min(high, n - low)
    # every VUR cut (only the lowest values remain to cut), or some VURs left among the rest
    rest = others[low - len(vurs) :] if low >= len(vurs) else sorted(vurs[low:] + others)
    return sum(rest[: len(rest) - high])


# -- the elements explained -------------------------------------------------------------------------
def cut_words(spec: TiebreakSpec) -> str:
    """The cut or median of a spec in words, for a summary."""
    if spec.cut:
        return f", without the {spec.cut} least significant value(s)"
    if spec.median:
        return f", without the {spec.median} lowest and {spec.median} highest value(s)"
    return ""


_CUT_NOTES = {
    "low": "cut: least significant value (art. 14.1)",
    "vur": "cut first: a voluntary unplayed round (art. 16.5)",
    "high": "cut: most significant value (median, art. 14.1)",
}


def _dummy_note(
    ctx: Context, track: Track, i: int, r: int, value: int, ed: Rules, products: bool
) -> tuple[str, Fraction | None]:
    own = track.value(track.score[i])
    res = ctx.result[i][r]
    y = ctx.opponent[i][r]
    shown = track.value(value)
    if ed.profile.virtual_opponents:
        note = _virtual_opponent_note(ctx, track, i, r, shown)
        return (f"{note}; {_virtual_multiplier(track, i, r, ed)}" if products else note), None
    if not ed.dummy_cap:
        return (
            f"counts as a game against a dummy opponent scoring {fmt(shown)} (own score, no cap "
            "in the 2024 edition, art. 16.4)"
        ), None
    if y >= 0 and res.forfeit:
        cap = track.value(adjusted_scores(ctx, track, ed)[y])
        capped = " (capped at" if cap < own else " (not above"
        return (
            f"counts as a game against a dummy opponent scoring {fmt(shown)}: own score "
            f"{fmt(own)}{capped} {who(ctx, y)}'s adjusted score {fmt(cap)}), art. 16.4"
        ), cap
    cap = track.value(track.draw * ctx.rounds)
    draw = track.value(track.draw)
    how = "capped at" if cap < own else "not above"
    return (
        f"counts as a game against a dummy opponent scoring {fmt(shown)}: own score {fmt(own)}, "
        f"{how} {fmt(draw)} × {ctx.rounds} rounds = {fmt(cap)} (art. 16.4)"
    ), cap


def _virtual_opponent_note(ctx: Context, track: Track, i: int, r: int, shown: Fraction) -> str:
    """The virtual opponent of round ``r`` (rules before C.07) with its formula's values."""
    before = track.value(sum(track.pts[i][:r]))
    got = track.pts[i][r]
    reverse = track.value(reverse_points(track, got))
    draw = track.value(track.draw)
    later = ctx.rounds - r - 1
    return (
        f"counts as a game against a virtual opponent scoring {fmt(shown)} = points before the "
        f"round {fmt(before)} + {fmt(reverse)} (the reverse of the {fmt(track.value(got))} scored) "
        f"+ {fmt(draw)} × {later} later round(s) (FIDE rules before C.07, C.02 Annex 3)"
    )


def _virtual_multiplier(track: Track, i: int, r: int, ed: Rules) -> str:
    """What a virtual opponent's score is multiplied by in Sonneborn-Berger, and why."""
    got = track.value(track.pts[i][r])
    if ed.profile.virtual_sb_as_draw:
        return (
            f"Sonneborn-Berger multiplies it by {fmt(track.value(track.draw))}, a draw whatever was "
            f"scored ({fmt(got)}), as Swiss-Manager counts it (legacy-sm)"
        )
    return (
        f"Sonneborn-Berger multiplies it by the {fmt(got)} scored in the round (a forfeit loss or "
        "zero-point absence adds 0)"
    )


def _element_article(dummy: bool, article16: bool, legacy: bool) -> str:
    """The article an opponent-based element follows."""
    if legacy and article16:
        return "C.02 Annex 3"
    return "16.4" if dummy else ("16.3" if article16 else "15.2")


def opponent_contributions(
    ctx: Context, spec: TiebreakSpec, i: int, *, products: bool, points: str | None = None
) -> tuple[list[Contribution], list[str]]:
    """Competitor ``i``'s elements of an opponent-based criterion, with the dummies, adjusted scores
    and cuts of Article 16 said where they apply: the opponent's value on the spec's track, as the
    amount (Buchholz) or times the points scored (``products``: Sonneborn-Berger; the points on track
    ``points`` when given, extended SB of teams); the simplified model's lone median value is kept for
    Buchholz (sums of values) only; under Article 16 a cut takes a voluntary unplayed round first
    (16.5)."""
    track = ctx.track(spec.score)
    ptrack = ctx.track(points) if points else track
    ed = edition(ctx, spec)
    el = elements(ctx, track, forfeits_as_games=spec.forfeits, edition=spec.edition)
    vals, vurs, rounds, dummies = el.values[i], el.vur[i], el.rounds[i], el.dummy[i]
    pts = [ptrack.pts[i][r] for r in rounds]
    counted = el.pts[i] if ptrack is track else pts  # legacy-sm: a virtual opponent counts a draw
    contribs = [v * p for v, p in zip(vals, counted, strict=True)] if products else list(vals)
    scale = track.unit * ptrack.unit if products else track.unit
    low, high, article16 = cut_counts(ctx, spec)
    notes: list[str] = []
    cut_of: dict[int, str] = {}
    if low or high:
        if ctx.rules.profile.median_keeps_lone_value and spec.median and len(vals) < 2 and not products:
            notes.append("fewer than two opponents: the median equals the full sum (simplified model)")
        else:
            cut_of = {c.position: c.reason for c in apply_cuts(vals, contribs, vurs, low, high, article16)[1]}
    adj = adjusted_scores(ctx, track, ed)
    legacy = ed.profile.virtual_opponents
    out: list[Contribution] = []
    for k, r in enumerate(rounds):
        y = ctx.opponent[i][r]
        note, cap = (
            _dummy_note(ctx, track, i, r, vals[k], ed, products)
            if dummies[k]
            else (_opponent_note(ctx, track, adj, i, r, legacy), None)
        )
        if k in cut_of:
            note = f"{note}; {_CUT_NOTES[cut_of[k]]}" if note else _CUT_NOTES[cut_of[k]]
        out.append(
            Contribution(
                round=r + 1,
                description=describe_round(ctx, i, r),
                opponent=ctx.competitors[y].sno if y >= 0 else None,
                points=ptrack.value(pts[k]),
                value=track.value(vals[k]),
                amount=Fraction(contribs[k], scale),
                dummy=dummies[k],
                cap=cap,
                vur=vurs[k],
                cut=cut_of.get(k),
                article=_element_article(dummies[k], article16, legacy),
                note=note,
            )
        )
    return out, notes + _rounds_notes(ctx, rounds, article16, legacy)


def _opponent_note(ctx: Context, track: Track, adj: list[int], i: int, r: int, legacy: bool) -> str:
    """What an element against a real opponent needs said: the opponent's adjusted score (16.3, or
    the rules before C.07), or a forfeit counted as a game."""
    y = ctx.opponent[i][r]
    if y >= 0 and adj[y] != track.score[y]:
        why = (
            "every round not played over the board counts as a draw (FIDE rules before C.07)"
            if legacy
            else "unplayed rounds at the end count as draws (art. 16.3)"
        )
        return (
            f"{who(ctx, y)} scored {fmt(track.value(track.score[y]))} but counts "
            f"{fmt(track.value(adj[y]))}: {why}"
        )
    if y >= 0 and ctx.result[i][r].forfeit:
        return (
            "a forfeit counts as a game against the scheduled opponent (art. 15.2)"
            if not ctx.swiss
            else "forfeits count as games (/P)"
        )
    return ""


def _rounds_notes(ctx: Context, rounds: list[int], article16: bool, legacy: bool) -> list[str]:
    """What the breakdown says about the rounds as a whole: the rules before C.07, the rounds that give
    no element."""
    notes = []
    if article16 and legacy:
        notes.append(
            "FIDE rules before C.07: each opponent counts every round he did not play over "
            "the board as a draw, each own unplayed round is a game against a virtual "
            "opponent, and cuts take the lowest values (no preference for voluntary unplayed "
            "rounds)"
        )
    if article16:
        missing = ctx.rounds - len(rounds)
        if missing:
            notes.append(f"{missing} round(s) give no element")
    else:
        skipped = [r + 1 for r in range(ctx.rounds) if r not in set(rounds)]
        if skipped:
            why = (
                "a bye or forfeit is not an opponent (simplified model)"
                if not ctx.rules.unplayed_rounds
                else "a round without an opponent adds nothing (art. 15.2)"
            )
            notes.append(f"round(s) {', '.join(map(str, skipped))}: {why}")
    return notes
