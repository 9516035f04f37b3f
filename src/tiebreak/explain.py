"""Explanations: why one competitor ranks above another, and how every number was made.

Everything here is data (frozen dataclasses of Fractions, round numbers and articles); the sentences in
``note``/``summary`` fields are for people, the other fields for programs (the web page, JSON).

>>> import tiebreak
>>> s = tiebreak.compute_standings(tiebreak.load(tiebreak.example_path("arena")))
>>> c = compare(s, 2, 1)
>>> c.code, [str(v) for v in c.values]
('BWG', ['1', '0'])
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from fractions import Fraction
from typing import Any

from .codes import TiebreakSpec
from .context import Context, Edition, Rules, Track, reverse_points
from .engine import Row, Standings
from .errors import SpecError
from .model import Color, Result
from .registry import find
from .team import TeamContext
from .tiebreaks.common import Cut, apply_cuts, round_half_up
from .tiebreaks.direct import direct_table
from .tiebreaks.opponents import aob_digits, buchholz_units, koya_limit
from .tiebreaks.ratings import expected_score, rating_difference
from .tiebreaks.team import BoardStep, ede_trace, match_board_points

__all__ = ["ChainLine", "ChainStep", "Comparison", "Contribution", "Explanation", "GroupLine", "GroupStory",
           "PlayerExplanation", "Step", "compare", "explain_groups", "explain_player", "explain_value",
           "find_competitor", "tied_comparisons", "to_data"]


@dataclass(frozen=True)
class Contribution:
    """One element of a tie-break: usually one round."""

    round: int
    description: str
    """What happened in the round, e.g. ``won against Walsh, Ben (3)``."""
    opponent: int | None
    """Starting number of the (scheduled) opponent."""
    points: Fraction
    """Points scored in the round."""
    value: Fraction | None
    """The number this element is built on: opponent's (adjusted) score, dummy score, rating…"""
    amount: Fraction
    """What the element adds to the tie-break before cuts."""
    dummy: bool = False
    """True when ``value`` is a dummy opponent's score (art. 16.4)."""
    cap: Fraction | None = None
    """The cap applied to the dummy's score (2026 rules), if any."""
    vur: bool = False
    """A voluntary unplayed round (art. 16.1.2)."""
    cut: str | None = None
    """``low``, ``vur`` (cut first, art. 16.5) or ``high`` when a cut or median removed it."""
    counted: bool = True
    """False when the element does not count (a Koya opponent below the limit, a round not elected…)."""
    article: str = ""
    note: str = ""


@dataclass(frozen=True)
class GroupLine:
    """One member of the separate standings of Direct Encounter (art. 6)."""

    sno: int
    name: str
    score: Fraction
    met: tuple[int, ...]
    maximum: Fraction


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
    """One comparison of an EDE chain: a separate standings on MP or GP (13.3.1–13.3.3, Article 6) or an
    Article 12 board step for two teams still tied (13.3.4)."""

    number: int
    code: str
    """``EDE`` for a separate standings, else ``BC``, ``TBR`` or ``BBE``."""
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


@dataclass(frozen=True)
class Explanation:
    """How one tie-break value of one competitor was made."""

    code: str
    canonical: str
    name: str
    article: str
    sno: int
    value: Fraction | None
    summary: str
    contributions: tuple[Contribution, ...] = ()
    notes: tuple[str, ...] = ()
    group: tuple[GroupLine, ...] = ()
    """Direct Encounter: the separate standings of the tied group."""
    chain: tuple[ChainStep, ...] = ()
    """Extended Direct Encounter and its chains: every step, in the order the rule takes them."""


@dataclass(frozen=True)
class PlayerExplanation:
    """Every value of one competitor."""

    sno: int
    name: str
    rank: int
    points: Fraction
    values: tuple[Explanation, ...]


@dataclass(frozen=True)
class Comparison:
    """Why ``a`` ranks where it does relative to ``b``."""

    a: int
    b: int
    criterion: int | None
    """Index of the deciding tie-break; -1 for the primary score; ``len(specs)`` for lots; None when
    they are tied throughout."""
    code: str | None
    values: tuple[Fraction | None, Fraction | None]
    equal_on: tuple[str, ...]
    summary: str
    explanations: tuple[Explanation, ...] = ()


@dataclass(frozen=True)
class Step:
    """One criterion that split (part of) a group of competitors on equal points."""

    code: str
    members: tuple[int, ...]
    parts: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class GroupStory:
    """For a group on equal points: which criteria split it, and what stayed tied."""

    points: Fraction
    members: tuple[int, ...]
    steps: tuple[Step, ...]
    unresolved: tuple[tuple[int, ...], ...]


def _fmt(v: Fraction | None) -> str:
    from .presenters import format_value

    return format_value(v, blank="undefined")


def _ctx(s: Standings) -> Context:
    if s.context is None:
        raise SpecError("these standings carry no computation context to explain")
    return s.context


def find_competitor(s: Standings, who: str | int) -> Row:
    """A row by starting number or (part of a) name, case-insensitive.

    :raises SpecError: when nobody, or more than one competitor, matches.
    """
    text = str(who).strip()
    if text.isdecimal():
        try:
            return s.row(int(text))
        except KeyError:
            raise SpecError(f"no competitor with starting number {text}") from None
    low = text.lower()
    exact = [r for r in s.rows if r.name.lower() == low or _first_last(r.name).lower() == low]
    found = exact or [r for r in s.rows if low in r.name.lower() or low in _first_last(r.name).lower()]
    if len(found) == 1:
        return found[0]
    if not found:
        raise SpecError(f"no competitor named {text!r}")
    names = ", ".join(f"{r.name} ({r.sno})" for r in found[:6])
    raise SpecError(f"{text!r} matches several competitors: {names}; use the starting number")


def _first_last(name: str) -> str:
    last, sep, first = name.partition(",")
    return f"{first.strip()} {last.strip()}" if sep else name


def _who(ctx: Context, i: int) -> str:
    c = ctx.competitors[i]
    return f"{_first_last(c.name)} ({c.sno})"


_BYE_WORDS = {
    Result.PAB: "pairing-allocated bye", Result.FULL_BYE: "full-point bye", Result.HALF_BYE: "half-point bye",
    Result.ZERO_BYE: "zero-point bye", Result.NOT_PAIRED: "not paired (absent, withdrawn or not yet entered)",
}


def _round_text(ctx: Context, i: int, r: int) -> str:
    res = ctx.result[i][r]
    y = ctx.opponent[i][r]
    if res.bye or y < 0:
        return _BYE_WORDS.get(res, res.name.lower().replace("_", " "))
    other = _who(ctx, y)
    colour = {Color.WHITE: " with White", Color.BLACK: " with Black"}.get(ctx.color[i][r], "")
    if res is Result.FORFEIT_WIN:
        return f"won by forfeit against {other} (not played)"
    if res is Result.FORFEIT_LOSS:
        return f"lost by forfeit against {other} (not played)"
    verb = {Result.WIN: "won against", Result.WIN_UNRATED: "won against", Result.DRAW: "drew with",
            Result.DRAW_UNRATED: "drew with", Result.LOSS: "lost to", Result.LOSS_UNRATED: "lost to",
            Result.UNKNOWN: "played (result unknown) against"}[res]
    return f"{verb} {other}{colour}"


def _spec(s: Standings, index: int) -> TiebreakSpec:
    if not 0 <= index < len(s.specs):
        raise SpecError(f"tie-break index {index} out of range")
    return s.specs[index]


def explain_value(s: Standings, who: str | int, index: int) -> Explanation:
    """Explain tie-break number ``index`` of :attr:`Standings.specs` for one competitor."""
    ctx = _ctx(s)
    row = find_competitor(s, who)
    spec = _spec(s, index)
    d = find(spec.code)
    value = row.values[index]
    base = Explanation(spec.given, spec.canonical, d.name, d.article, row.sno, value, summary="")
    i = row.index
    builder = _BUILDERS.get(d.code)
    if d.code == "DE" and ctx.rules is not Rules.SEED:
        return _explain_de(s, ctx, spec, i, index, base)
    if d.code.startswith("EDE"):
        team_spec = replace(spec, code="DE", score=ctx.primary)
        e = _explain_de(s, ctx, team_spec, i, index, base)
        group = next((g for g in s.applied[index] if i in g), None)
        chain = _ede_chain(ctx, spec, d.code, list(group)) if group is not None else ()
        summary = e.summary.replace(" tied players: ", f" tied teams ({ctx.primary}): ")
        return replace(e, summary=summary, chain=chain, notes=(
            *e.notes, "Extended DE (art. 13.3): Article 6 on the primary score, then on the secondary score "
            "when that breaks no tie; again for every smaller tie, on the score that split it" +
            ("; then, for two teams still tied, board tie-breaks counting only the games between them "
             "(art. 13.3.4)" if len(d.code) > 3 else "")))
    if builder is None:
        return replace(base, summary=f"{d.name} (art. {d.article}): {d.description} Value: {_fmt(value)}.")
    summary, contributions, notes = builder(ctx, spec, i, value)
    return replace(base, summary=summary, contributions=tuple(contributions), notes=tuple(notes))


# -- opponent-based: BH, FB, SB ---------------------------------------------------------------------
def _dummy_note(ctx: Context, track: Track, i: int, r: int, value: int, edition: Edition
                ) -> tuple[str, Fraction | None]:
    own = track.value(track.score[i])
    res = ctx.result[i][r]
    y = ctx.opponent[i][r]
    shown = track.value(value)
    if edition is Edition.LEGACY:
        return _virtual_opponent_note(ctx, track, i, r, shown), None
    if edition is Edition.E2024:
        return (f"counts as a game against a dummy opponent scoring {_fmt(shown)} (own score, no cap "
                "in the 2024 edition, art. 16.4)"), None
    if y >= 0 and res.forfeit:
        cap = track.value(ctx.adjusted(track, edition)[y])
        capped = " (capped at" if cap < own else " (not above"
        return (f"counts as a game against a dummy opponent scoring {_fmt(shown)}: own score "
                f"{_fmt(own)}{capped} {_who(ctx, y)}'s adjusted score {_fmt(cap)}), art. 16.4"), cap
    cap = track.value(track.draw * ctx.rounds)
    draw = track.value(track.draw)
    how = "capped at" if cap < own else "not above"
    return (f"counts as a game against a dummy opponent scoring {_fmt(shown)}: own score {_fmt(own)}, "
            f"{how} {_fmt(draw)} × {ctx.rounds} rounds = {_fmt(cap)} (art. 16.4)"), cap


def _virtual_opponent_note(ctx: Context, track: Track, i: int, r: int, shown: Fraction) -> str:
    """The legacy virtual opponent of round ``r`` with its formula's values (spec §10.4)."""
    before = track.value(sum(track.pts[i][:r]))
    got = track.pts[i][r]
    reverse = track.value(reverse_points(track, got))
    draw = track.value(track.draw)
    later = ctx.rounds - r - 1
    return (f"counts as a draw against a virtual opponent scoring {_fmt(shown)} = points before the "
            f"round {_fmt(before)} + {_fmt(reverse)} (the reverse of the {_fmt(track.value(got))} scored) "
            f"+ {_fmt(draw)} × {later} later round(s) (FIDE rules before C.07, C.02 Annex 3)")


_CUT_NOTES = {
    "low": "cut: least significant value (art. 14.1)",
    "vur": "cut first: a voluntary unplayed round (art. 16.5)",
    "high": "cut: most significant value (median, art. 14.1)",
}


def _opponent_elements(ctx: Context, spec: TiebreakSpec, i: int, sb: bool, points: str | None = None
                       ) -> tuple[list[Contribution], list[str]]:
    """Per-round elements of BH/FB (``sb`` False) or SB/ESB: the value on the spec's track, points on
    ``points`` (team ESB: the other score), else on the same track."""
    track = ctx.track(spec.score)
    ptrack = ctx.track(points) if points else track
    edition = ctx.edition(spec.edition)
    el = ctx.elements(track, forfeits_as_games=spec.forfeits, edition=spec.edition)
    vals, vurs, rounds, dummies = el.values[i], el.vur[i], el.rounds[i], el.dummy[i]
    pts = [ptrack.pts[i][r] for r in rounds]
    counted = el.pts[i] if ptrack is track else pts  # a legacy virtual opponent counts a draw
    contribs = [v * p for v, p in zip(vals, counted, strict=True)] if sb else list(vals)
    scale = track.unit * ptrack.unit if sb else track.unit
    low = spec.cut or spec.median
    high = spec.median
    article16 = ctx.swiss and ctx.rules is not Rules.SEED
    cuts: list[Cut] = []
    notes: list[str] = []
    if low or high:
        if ctx.rules is Rules.SEED and spec.median and len(vals) < 2:
            notes.append("fewer than two opponents: the median equals the full sum (simplified model)")
        else:
            cuts = apply_cuts(vals, contribs, vurs, low, high, article16)[1]
    cut_of = {c.position: c.reason for c in cuts}
    adj = ctx.adjusted(track, edition) if article16 else track.score
    legacy = edition is Edition.LEGACY
    out: list[Contribution] = []
    for k, r in enumerate(rounds):
        y = ctx.opponent[i][r]
        note, cap = "", None
        if dummies[k]:
            note, cap = _dummy_note(ctx, track, i, r, vals[k], edition)
        elif y >= 0 and adj[y] != track.score[y]:
            why = ("every round not played over the board counts as a draw (FIDE rules before C.07)"
                   if legacy else "unplayed rounds at the end count as draws (art. 16.3)")
            note = (f"{_who(ctx, y)} scored {_fmt(track.value(track.score[y]))} but counts "
                    f"{_fmt(track.value(adj[y]))}: {why}")
        elif y >= 0 and ctx.result[i][r].forfeit:
            note = "a forfeit counts as a game against the scheduled opponent (art. 15.2)" \
                if not ctx.swiss else "forfeits count as games (/P)"
        if k in cut_of:
            note = f"{note}; {_CUT_NOTES[cut_of[k]]}" if note else _CUT_NOTES[cut_of[k]]
        out.append(Contribution(
            round=r + 1, description=_round_text(ctx, i, r), opponent=ctx.competitors[y].sno if y >= 0
            else None, points=ptrack.value(pts[k]), value=track.value(vals[k]),
            amount=Fraction(contribs[k], scale), dummy=dummies[k], cap=cap, vur=vurs[k],
            cut=cut_of.get(k), article=_element_article(dummies[k], article16, legacy),
            note=note))
    if article16 and legacy:
        notes.append("FIDE rules before C.07: each opponent counts every round he did not play over "
                     "the board as a draw, each own unplayed round is a drawn game against a virtual "
                     "opponent, and cuts take the lowest values (no preference for voluntary unplayed "
                     "rounds)")
    if article16 and ctx.rules is not Rules.SEED:
        missing = ctx.rounds - len(rounds)
        if missing:
            notes.append(f"{missing} round(s) give no element")
    elif not article16:
        skipped = [r + 1 for r in range(ctx.rounds) if r not in set(rounds)]
        if skipped:
            why = "a bye or forfeit is not an opponent (simplified model)" if ctx.rules is Rules.SEED \
                else "a round without an opponent adds nothing (art. 15.2)"
            notes.append(f"round(s) {', '.join(map(str, skipped))}: {why}")
    return out, notes


def _element_article(dummy: bool, article16: bool, legacy: bool) -> str:
    """The article an opponent-based element follows."""
    if legacy and article16:
        return "C.02 Annex 3"
    return "16.4" if dummy else ("16.3" if article16 else "15.2")


def _buchholz(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
              ) -> tuple[str, list[Contribution], list[str]]:
    c = ctx.fore() if spec.code == "FB" else ctx
    contributions, notes = _opponent_elements(c, spec, i, sb=False)
    what = "opponents' scores" if spec.code == "BH" else "opponents' scores with every final-round game drawn"
    cut = _cut_words(spec)
    if spec.code == "FB":
        notes.insert(0, "Fore Buchholz: every final-round pairing is scored as a draw (art. 8.3)")
    return f"Sum of the {what}{cut}: {_fmt(value)}.", contributions, notes


def _cut_words(spec: TiebreakSpec) -> str:
    if spec.cut:
        return f", without the {spec.cut} least significant value(s)"
    if spec.median:
        return f", without the {spec.median} lowest and {spec.median} highest value(s)"
    return ""


def _sonneborn(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
               ) -> tuple[str, list[Contribution], list[str]]:
    contributions, notes = _opponent_elements(ctx, spec, i, sb=True)
    return (f"Sum of each opponent's score times the points scored against them{_cut_words(spec)}: "
            f"{_fmt(value)}.", contributions, notes)


def _aob(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
         ) -> tuple[str, list[Contribution], list[str]]:
    plain = TiebreakSpec(code="BH", given="BH", score=spec.score, edition=spec.edition)
    bh = buchholz_units(ctx, plain, fore=spec.fore)
    track = (ctx.fore() if spec.fore else ctx).track(spec.score)
    out = []
    for r in range(ctx.rounds):
        y = ctx.opponent[i][r]
        played = y >= 0 and ctx.result[i][r].played
        v = track.value(bh[y]) if played else None
        out.append(Contribution(r + 1, _round_text(ctx, i, r), ctx.competitors[y].sno if y >= 0 else None,
                                ctx.track(spec.score).value(ctx.track(spec.score).pts[i][r]), v,
                                v if v is not None else Fraction(0), counted=played, article="8.2",
                                note="" if played else "not a game played over the board: not averaged"))
    kind = "Fore Buchholz" if spec.fore else "Buchholz"
    return (f"Mean {kind} of the opponents met over the board, rounded to {aob_digits(ctx.rounds)} "
            f"decimals: {_fmt(value)}.", out, [])


def _koya(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
          ) -> tuple[str, list[Contribution], list[str]]:
    track = ctx.track(spec.score)
    limit = koya_limit(ctx, spec)
    out = []
    for r in range(ctx.rounds):
        y = ctx.opponent[i][r]
        if y < 0:
            continue
        opp = track.value(track.score[y])
        ok = opp >= limit
        out.append(Contribution(r + 1, _round_text(ctx, i, r), ctx.competitors[y].sno,
                                track.value(track.pts[i][r]), opp, track.value(track.pts[i][r]),
                                counted=ok, article="9.2",
                                note="" if ok else f"opponent's score {_fmt(opp)} is below the limit"))
    return (f"Points scored against opponents who scored at least {_fmt(limit)}: {_fmt(value)}.", out, [])


def _per_round(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
               ) -> tuple[str, list[Contribution], list[str]]:
    d = find(spec.code)
    track = ctx.track(spec.score)
    out = []
    running = Fraction(0)
    for r in range(ctx.rounds):
        res = ctx.result[i][r]
        pts = track.value(track.pts[i][r])
        running += pts
        y = ctx.opponent[i][r]
        opp = ctx.competitors[y].sno if y >= 0 else None
        if d.code == "PS":
            counted = r >= spec.cut
            amount = running
            note = f"running score after round {r + 1}" + ("" if counted else " (cut, art. 14.1)")
        elif d.code == "WIN":
            counted, amount, note = track.pts[i][r] == track.win, Fraction(1), ""
        elif d.code == "WON":
            counted, amount, note = res.won, Fraction(1), "" if res.won or not res.forfeit else \
                "forfeits do not count"
        elif d.code == "BPG":
            counted, amount, note = res.played and ctx.color[i][r] is Color.BLACK, Fraction(1), ""
        elif d.code == "BWG":
            counted, amount, note = res.won and ctx.color[i][r] is Color.BLACK, Fraction(1), ""
        elif d.code == "REP":
            counted, amount = not res.voluntary, Fraction(1)
            note = "" if counted else "a voluntary unplayed round (art. 16.1.2)"
        elif d.code == "STD":
            theirs = track.pts[y][r] if y >= 0 and res.played else track.draw
            mine = track.pts[i][r]
            amount = Fraction(1) if mine > theirs else Fraction(1, 2) if mine == theirs else Fraction(0)
            counted, note = True, ""
        else:
            counted, amount, note = True, pts, ""
        out.append(Contribution(r + 1, _round_text(ctx, i, r), opp, pts, None, amount, counted=counted,
                                article=d.article, note=note))
    return f"{d.description} Value: {_fmt(value)}.", out, []


def _ratings(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
             ) -> tuple[str, list[Contribution], list[str]]:
    d = find(spec.code)
    unrated = spec.unrated if spec.unrated is not None else ctx.unrated_rating
    if value is None and ctx.rules is not Rules.SEED and unrated is None and ctx.has_unrated():
        return (f"{d.name} is dropped: some players are unrated and no rating was given for them "
                "(art. 10).", [], [])
    out = []
    opp_ratings: list[int] = []
    score = Fraction(0)
    for r in range(ctx.rounds):
        y = ctx.opponent[i][r]
        res = ctx.result[i][r]
        played = y >= 0 and res.played
        rating = ctx.rating_of(y, unrated) if y >= 0 else None
        counted = played and rating is not None
        if counted and rating is not None:
            opp_ratings.append(rating)
            score += res.unit_result
        note = "" if counted else ("not played over the board" if y >= 0 or res.bye else "")
        out.append(Contribution(r + 1, _round_text(ctx, i, r), ctx.competitors[y].sno if y >= 0 else None,
                                res.unit_result, Fraction(rating) if rating is not None else None,
                                Fraction(rating or 0), counted=counted, article="10", note=note))
    notes: list[str] = []
    if d.code == "TPR" and opp_ratings:
        pct = int(round_half_up(score / len(opp_ratings) * 100))
        avg = Fraction(sum(opp_ratings), len(opp_ratings))
        notes.append(f"average opponent rating {_fmt(round_half_up(avg, 2))}, score {_fmt(score)}/"
                     f"{len(opp_ratings)} = {pct} %, rating difference dp({pct}) = {rating_difference(pct)}")
    if d.code == "PTP" and opp_ratings and value is not None:
        got = sum(expected_score(int(value) - x) for x in opp_ratings)
        notes.append(f"at {_fmt(value)} the expected score is {Fraction(got, 100)} ≥ {_fmt(score)}, one "
                     "point lower it is not")
    if d.code == "RTNG":
        own = ctx.rating_of(i, unrated)
        return f"Own rating: {own if own is not None else 'unrated'}.", [], notes
    if d.code in ("APRO", "APPO"):
        notes.append("mean of the opponents' " + ("performance ratings" if d.code == "APRO"
                                                  else "perfect performances") + ", rounded half up")
    return f"{d.name} (art. {d.article}): {_fmt(value)}.", out, notes


def _pts(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
         ) -> tuple[str, list[Contribution], list[str]]:
    return _per_round(ctx, spec, i, value)


def _tpn(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
         ) -> tuple[str, list[Contribution], list[str]]:
    order = "higher first" if spec.reverse else "lower first"
    return f"Starting number {ctx.competitors[i].sno} ({order}).", [], []


def _seed_de(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
             ) -> tuple[str, list[Contribution], list[str]]:
    track = ctx.track(spec.score)
    out = []
    for r in range(ctx.rounds):
        y = ctx.opponent[i][r]
        if y >= 0 and ctx.result[i][r].played and track.score[y] == track.score[i]:
            out.append(Contribution(r + 1, _round_text(ctx, i, r), ctx.competitors[y].sno,
                                    track.value(track.pts[i][r]), None, track.value(track.pts[i][r])))
    return (f"Points scored against players on the same score: {_fmt(value)} (simplified model).", out,
            [])


def _esb(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
         ) -> tuple[str, list[Contribution], list[str]]:
    a = "MP" if spec.code[1] == "M" else "GP"
    b = "MP" if spec.code[2] == "M" else "GP"
    contributions, notes = _opponent_elements(ctx, replace(spec, score=a), i, sb=True, points=b)
    return (f"Sum of each opponent's {a} total times the {b} scored against them{_cut_words(spec)} "
            f"(art. 13.2): {_fmt(value)}.", contributions, notes)


def _board_rows(ctx: Context, i: int) -> tuple[list[Contribution], list[int]]:
    from .team import TeamContext

    if not isinstance(ctx, TeamContext):
        raise SpecError("board tie-breaks need a team event")
    gp = ctx.track("GP")
    totals = [0] * ctx.boards
    out = []
    for r in range(ctx.rounds):
        row = ctx.board_points[i][r]
        for b, v in enumerate(row):
            totals[b] += v
        boards = ", ".join(f"board {b + 1}: {_fmt(gp.value(v))}" for b, v in enumerate(row))
        y = ctx.opponent[i][r]
        out.append(Contribution(r + 1, _round_text(ctx, i, r), ctx.competitors[y].sno if y >= 0 else None,
                                gp.value(sum(row)), None, gp.value(sum((b + 1) * v for b, v in
                                                                       enumerate(row))),
                                article="12", note=boards))
    return out, totals


def _boards(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
            ) -> tuple[str, list[Contribution], list[str]]:
    out, totals = _board_rows(ctx, i)
    gp = ctx.track("GP")
    per_board = ", ".join(f"board {b + 1}: {_fmt(gp.value(v))}" for b, v in enumerate(totals))
    notes = [f"game points over the event by board (individual forfeits count as played, a bye counts a "
             f"win on every board, art. 12): {per_board}"]
    if spec.code == "BC":
        terms = " + ".join(f"{b + 1}×{_fmt(gp.value(v))}" for b, v in enumerate(totals))
        notes.append("BC may only separate teams with the same game points (art. 12.1); lower is better")
        return f"Board count {terms} = {_fmt(value)}.", out, notes
    out = [replace(c, amount=c.points) for c in out]
    if spec.code == "TBR":
        return ("Game points on board 1, then on the next boards in turn while still tied (art. 12.2).",
                out, notes)
    return ("Game points on every board but the last, then dropping the last boards in turn while "
            "still tied (art. 12.3).", out, notes)


def _sssc(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
          ) -> tuple[str, list[Contribution], list[str]]:
    from .team import TeamContext

    if not isinstance(ctx, TeamContext):
        raise SpecError("SSSC needs a team event")
    second = ctx.track(ctx.secondary)
    bh = buchholz_units(ctx, TiebreakSpec(code="BH", given="BH", score=ctx.primary, edition=spec.edition),
                        fore=spec.fore)
    unit = (ctx.fore() if spec.fore else ctx).track(ctx.primary).unit
    kind = "Fore Buchholz" if spec.fore else "Buchholz"
    divisor = f"/K{spec.divisor}" if spec.divisor else "the highest primary score divided by the " \
        "highest secondary score of one match, rounded down"
    return (f"{ctx.secondary} {_fmt(second.value(second.score[i]))} + {kind} on {ctx.primary} "
            f"{_fmt(Fraction(bh[i], unit))} / divisor ({divisor}), rounded to 0.01: {_fmt(value)} "
            "(art. 13.4).", [], [])


def _team_scores(ctx: Context, spec: TiebreakSpec, i: int, value: Fraction | None
                 ) -> tuple[str, list[Contribution], list[str]]:
    from .team import TeamContext

    name = {"MPTS": "MP", "GPTS": "GP"}.get(spec.code)
    if name is None:
        name = ctx.secondary if isinstance(ctx, TeamContext) else ctx.primary
    _, out, notes = _per_round(ctx, replace(spec, score=name), i, value)
    return f"{'Match' if name == 'MP' else 'Game'} points over the event: {_fmt(value)}.", out, notes


_Builder = Any
_BUILDERS: dict[str, _Builder] = {
    "BH": _buchholz, "FB": _buchholz, "SB": _sonneborn, "AOB": _aob, "KS": _koya, "PS": _per_round,
    "WIN": _per_round, "WON": _per_round, "BPG": _per_round, "BWG": _per_round, "REP": _per_round,
    "STD": _per_round, "PTS": _pts, "TPN": _tpn, "ARO": _ratings, "TPR": _ratings, "PTP": _ratings,
    "APRO": _ratings, "APPO": _ratings, "RTNG": _ratings, "DE": _seed_de,
    "EMMSB": _esb, "EMGSB": _esb, "EGMSB": _esb, "EGGSB": _esb, "BC": _boards, "TBR": _boards,
    "BBE": _boards, "SSSC": _sssc, "MPTS": _team_scores, "GPTS": _team_scores, "MPVGP": _team_scores,
}


def _explain_de(s: Standings, ctx: Context, spec: TiebreakSpec, i: int, index: int,
                base: Explanation) -> Explanation:
    group = next((g for g in s.applied[index] if i in g), None)
    if group is None:
        return replace(base, summary="Direct Encounter was not applied: nobody was still tied with this "
                                     "competitor when it was reached.")
    table = direct_table(ctx, spec, list(group))
    lines = tuple(GroupLine(ctx.competitors[x].sno, ctx.competitors[x].name, table.score[x],
                            tuple(sorted(ctx.competitors[y].sno for y in table.met[x])), table.maximum[x])
                  for x in sorted(group, key=lambda x: -table.score[x]))
    contributions = []
    members = set(group)
    track = ctx.track(spec.score)
    forfeits = spec.forfeits or (not ctx.swiss and not spec.swiss)
    for r in range(ctx.rounds):
        y = ctx.opponent[i][r]
        if y in members:
            counted = ctx.counts_as_game(i, r, forfeits)
            contributions.append(Contribution(
                r + 1, _round_text(ctx, i, r), ctx.competitors[y].sno, track.value(track.pts[i][r]), None,
                track.value(track.pts[i][r]), counted=counted, article="6.1",
                note="" if counted else "a forfeit is not a game played (art. 6.1.1); DE/P counts it"))
    notes = []
    if table.everybody_met:
        notes.append("everybody in the group met: ordered by these points, and any subgroup still equal "
                     "is examined again on its own (art. 6.2)")
    else:
        notes.append("not everybody met (Swiss): a player is placed only when his minimum (missing games "
                     "lost) beats every other player's maximum (missing games won), art. 6.3")
    split = next((sp for sp in s.splits if sp.criterion == index and i in sp.members), None)
    if split is None:
        notes.append("Direct Encounter left this group tied")
    return replace(base, summary=f"Points scored in the games among the {len(group)} tied players: "
                                 f"{_fmt(table.score[i])}.", contributions=tuple(contributions),
                   notes=tuple(notes), group=lines)


_CHAIN_LETTERS = {"EDE": "", "EDEC": "C", "EDEBT": "CT", "EDEBB": "CB", "EDET": "T", "EDEB": "B"}
"""The Article 12 steps of each EDE chain, by the letters of :func:`tiebreak.tiebreaks.team.ede_chain`."""


def _snos(ctx: Context, parts: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(ctx.competitors[x].sno for x in p) for p in parts)


def _order_text(ctx: Context, parts: tuple[tuple[int, ...], ...]) -> str:
    return " > ".join(" = ".join(_who(ctx, x) for x in p) for p in parts)


def _ede_chain(ctx: Context, spec: TiebreakSpec, code: str, group: list[int]) -> tuple[ChainStep, ...]:
    """Every step of an EDE chain for the tied group holding the competitor (art. 13.3)."""
    from .team import TeamContext

    if not isinstance(ctx, TeamContext):
        raise SpecError("Extended Direct Encounter needs a team event")
    out: list[ChainStep] = []
    for number, step in enumerate(ede_trace(ctx, spec, group, _CHAIN_LETTERS[code]), start=1):
        if isinstance(step, BoardStep):
            out.append(_board_step(ctx, number, step))
            continue
        table = step.table
        members = sorted(table.members, key=lambda x: -table.score[x])
        lines = tuple(ChainLine(ctx.competitors[x].sno, ctx.competitors[x].name, table.score[x],
                                met=tuple(sorted(ctx.competitors[y].sno for y in table.met[x])),
                                maximum=table.maximum[x]) for x in members)
        snos = tuple(ctx.competitors[x].sno for x in table.members)
        again = " again (art. 13.3.3)" if any(set(snos) < set(p.members) for p in out if p.code == "EDE") \
            else ""
        result = (f"order {_order_text(ctx, step.parts)}" if len(step.parts) > 1
                  else "no order: they stay tied")
        out.append(ChainStep(
            number, "EDE", step.score, "13.3, 6", snos, lines, _snos(ctx, step.parts),
            summary=f"{step.score} in the games among {len(table.members)} teams{again}: {result}",
            decided=len(step.parts) > 1))
    return tuple(out)


def _board_step(ctx: TeamContext, number: int, step: BoardStep) -> ChainStep:
    """A BC/TBR/BBE step of an EDE chain: the board points of the two teams' own games (art. 13.3.4)."""
    pair = list(step.members)
    lines = []
    rounds: list[int] = []
    for x in pair:
        rounds, boards = match_board_points(ctx, x, set(pair) - {x})
        if step.code == "BC":
            value: Fraction | None = sum((k * v for k, v in enumerate(boards, start=1)), Fraction(0))
            seq: tuple[Fraction, ...] = ()
            terms = " + ".join(f"{k}×{_fmt(v)}" for k, v in enumerate(boards, start=1))
            working = f"{terms} = {_fmt(value)}"
        elif step.code == "TBR":
            seq = tuple(boards)
            value = boards[0] if boards else None
            working = ", ".join(f"board {k} {_fmt(v)}" for k, v in enumerate(boards, start=1))
        else:
            seq = tuple(sum(boards[:len(boards) - drop], Fraction(0)) for drop in range(1, len(boards)))
            value = seq[0] if seq else None
            working = " + ".join(_fmt(v) for v in boards[:-1]) + f" = {_fmt(value)} (without the last board)"
        lines.append(ChainLine(ctx.competitors[x].sno, ctx.competitors[x].name, value, seq, tuple(boards),
                               working))
    article = {"BC": "12.1", "TBR": "12.2", "BBE": "12.3"}[step.code]
    where = f"round {', '.join(map(str, rounds))}" if rounds else "no game between them"
    rule = {"BC": "lower first", "TBR": "board 1 first, then the next boards",
            "BBE": "without the last board, then without the last two, …"}[step.code]
    result = f"order {_order_text(ctx, step.parts)}" if len(step.parts) > 1 else "still tied"
    if len(step.parts) > 1 and step.code != "BC":
        a, b = lines
        k = next(k for k, (u, v) in enumerate(zip(a.sequence, b.sequence, strict=True)) if u != v)
        result += (f" (board {k + 1})" if step.code == "TBR"
                   else " (without the last board)" if not k else f" (without the last {k + 1} boards)")
    return ChainStep(number, step.code, "GP", article, tuple(ln.sno for ln in lines), tuple(lines),
                     _snos(ctx, step.parts), tuple(rounds),
                     summary=f"{step.code} (art. {article}) on the games between the two teams ({where}; "
                             f"{rule}): {result}", decided=len(step.parts) > 1)


def _deciding_step(e: Explanation, a: int, b: int) -> ChainStep | None:
    """The first chain step that puts ``a`` and ``b`` (starting numbers) in different parts."""
    for st in e.chain:
        where = {x: k for k, p in enumerate(st.parts) for x in p}
        if a in where and b in where and where[a] != where[b]:
            return st
    return None


def explain_player(s: Standings, who: str | int) -> PlayerExplanation:
    """Every tie-break value of one competitor, each with its breakdown."""
    row = find_competitor(s, who)
    return PlayerExplanation(row.sno, row.name, row.rank, row.points,
                             tuple(explain_value(s, row.sno, k) for k in range(len(s.specs))))


def compare(s: Standings, a: str | int, b: str | int, *, detail: bool = True) -> Comparison:
    """Which criterion separates two competitors (the first one that splits a group holding both);
    ``detail``: with both competitors' breakdowns of the deciding tie-break (``explanations``)."""
    ra, rb = find_competitor(s, a), find_competitor(s, b)
    if ra.sno == rb.sno:
        raise SpecError("give two different competitors")
    names = (_first_last(ra.name), _first_last(rb.name))
    for split in s.splits:
        if ra.index in split.members and rb.index in split.members:
            pa = next(k for k, p in enumerate(split.parts) if ra.index in p)
            pb = next(k for k, p in enumerate(split.parts) if rb.index in p)
            if pa != pb:
                return _decided(s, ra, rb, names, split.criterion, pa < pb, detail)
    return _equal_throughout(s, ra, rb, names)


def _equal_throughout(s: Standings, ra: Row, rb: Row, names: tuple[str, str]) -> Comparison:
    equal = tuple(spec.given for spec in s.specs)
    return Comparison(ra.sno, rb.sno, None, None, (ra.points, rb.points), equal,
                      f"{names[0]} and {names[1]} are equal on points and on every tie-break of the list "
                      f"({', '.join(equal) or 'none'}): they share place {ra.rank}.")


def tied_comparisons(s: Standings, *, detail: bool = False) -> tuple[Comparison | None, ...]:
    """For each row (rank order) on equal points with a neighbour: :func:`compare` with the neighbour
    above on equal points (with the one below for the first of a group); None for a row alone on its
    points. The splits are indexed once, where :func:`compare` scans them all for each pair.
    """
    where: dict[int, dict[int, int]] = {}  # competitor index -> {split number: part number}
    for n, split in enumerate(s.splits):
        for p, part in enumerate(split.parts):
            for i in part:
                where.setdefault(i, {})[n] = p
    rows = s.rows
    out: list[Comparison | None] = []
    for k, ra in enumerate(rows):
        above = k > 0 and rows[k - 1].points == ra.points
        if not above and not (k + 1 < len(rows) and rows[k + 1].points == ra.points):
            out.append(None)
            continue
        rb = rows[k - 1] if above else rows[k + 1]
        names = (_first_last(ra.name), _first_last(rb.name))
        mine, theirs = where.get(ra.index, {}), where.get(rb.index, {})
        found = next((n for n in sorted(mine.keys() & theirs.keys()) if mine[n] != theirs[n]), None)
        if found is None:
            out.append(_equal_throughout(s, ra, rb, names))
        else:
            out.append(_decided(s, ra, rb, names, s.splits[found].criterion, mine[found] < theirs[found],
                                detail))
    return tuple(out)


def _decided(s: Standings, ra: Row, rb: Row, names: tuple[str, str], k: int, a_first: bool,
             detail: bool = True) -> Comparison:
    first, second = (names[0], names[1]) if a_first else (names[1], names[0])
    if k == -1:
        hi, lo = (ra.points, rb.points) if a_first else (rb.points, ra.points)
        return Comparison(ra.sno, rb.sno, -1, "PTS", (ra.points, rb.points), (),
                          f"{first} ranks above {second} on points ({_fmt(hi)} against {_fmt(lo)}).")
    if k >= len(s.specs):
        return Comparison(ra.sno, rb.sno, k, "lots", (None, None), s.codes,
                          f"{names[0]} and {names[1]} are equal on every criterion; the drawing of lots put "
                          f"{first} first.")
    spec = s.specs[k]
    va, vb = ra.values[k], rb.values[k]
    equal = s.codes[:k]
    d = find(spec.code)
    # the breakdowns: asked for, or needed to name the step of a group tie-break's chain that decided
    explanations: tuple[Explanation, ...] = (explain_value(s, ra.sno, k), explain_value(s, rb.sno, k)) \
        if detail or d.group_dependent else ()
    step = _deciding_step(explanations[0], ra.sno, rb.sno) if explanations else None
    if step is not None:
        what = f"EDE on {step.score}" if step.code == "EDE" else step.code
        how = (f"{spec.given} (art. {d.article}) separates them at step {step.number} of "
               f"{len(explanations[0].chain)}, {what}: {first} is placed ahead")
    elif d.group_dependent:
        how = f"{spec.given} (art. {d.article}) separates them: {first} is placed ahead"
    else:
        better = "lower" if d.ascending != spec.reverse else "higher"
        how = (f"{spec.given} ({d.name}, art. {d.article}) decides: {_fmt(va)} for {names[0]} against "
               f"{_fmt(vb)} for {names[1]}, {better} is better, so {first} ranks first")
    prefix = f"Equal on points and on {', '.join(equal)}. " if equal else "Equal on points. "
    return Comparison(ra.sno, rb.sno, k, spec.given, (va, vb), equal, prefix + how + ".",
                      explanations if detail else ())


def explain_groups(s: Standings) -> tuple[GroupStory, ...]:
    """For every group of competitors on equal points: the criteria that split it, in order."""
    ctx = _ctx(s)
    stories = []
    primary = next(sp for sp in s.splits if sp.criterion == -1)
    for part in primary.parts:
        if len(part) < 2:
            continue
        members = set(part)
        steps = tuple(
            Step(s.specs[sp.criterion].given if sp.criterion < len(s.specs) else "lots",
                 tuple(ctx.competitors[i].sno for i in sp.members),
                 tuple(tuple(ctx.competitors[i].sno for i in p) for p in sp.parts))
            for sp in s.splits if sp.criterion >= 0 and set(sp.members) <= members)
        rows = [r for r in s.rows if r.index in members]
        unresolved: dict[int, list[int]] = {}
        for r in rows:
            if r.shared:
                unresolved.setdefault(r.rank, []).append(r.sno)
        stories.append(GroupStory(rows[0].points, tuple(r.sno for r in rows), steps,
                                  tuple(tuple(v) for v in unresolved.values())))
    return tuple(stories)


def to_data(obj: Any) -> Any:
    """Explanation objects as JSON-ready data (Fractions as decimal strings)."""
    from .presenters import format_value

    if isinstance(obj, Fraction):
        return format_value(obj)
    if is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_data(getattr(obj, f.name)) for f in fields(obj)}
    if isinstance(obj, tuple) and hasattr(obj, "_asdict"):  # a named tuple (a standings row)
        return {name: to_data(value) for name, value in obj._asdict().items()}
    if isinstance(obj, (tuple, list)):
        return [to_data(x) for x in obj]
    return obj
