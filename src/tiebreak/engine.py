"""The ranking engine: primary score, then each tie-break inside the groups still tied (C.07 4.2).

>>> from tiebreak.readers.trf import load_trf
>>> from tiebreak.examples import example_path
>>> s = compute_standings(load_trf(example_path("arena")))
>>> [(r.rank, r.name) for r in s.rows][:2]
[(1, 'Ng, Chloe'), (2, 'Chen, Ava')]
"""

from __future__ import annotations

import datetime as dt
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple

from .codes import TiebreakSpec, parse_code, parse_list
from .context import Context, Rules, build_context
from .errors import SpecError
from .model import PairingSystem, Tournament
from .registry import TiebreakDef, find
from .runtime import paused_gc
from .team import build_team_context
from .tiebreaks.common import Value
from .tiebreaks.direct import seed_direct_encounter

__all__ = ["DEFAULT_TIEBREAKS", "TEAM_DEFAULT_TIEBREAKS", "TIEBREAK_PRESETS",
           "Options", "Row", "Split", "Standings",
           "compute_standings", "default_rules", "make_context"]

DEFAULT_TIEBREAKS: tuple[str, ...] = ("DE", "BH", "BH/C1", "BH/M1", "PS", "WIN", "SB", "BWG", "ARO", "RTNG")
"""The Arena default order (spec §10.3), used when neither the user nor the file gives a list."""

TIEBREAK_PRESETS: dict[str, tuple[str, tuple[str, ...]]] = {
    "arena": ("Arena default", DEFAULT_TIEBREAKS),
    "swiss": ("Swiss list (Buchholz family first)", ("BH/C1", "BH", "DE", "ARO/C1", "WIN")),
    "rr": ("Round-robin list (no Buchholz, C.07 Art. 8 note)", ("DE", "WIN", "SB", "KS")),
}
"""Preset name -> (label, codes), for the web page and for live events. The Arena list is the
product's default (spec §10.3). C.07 (2026) lists the tie-breaks (Article 5) without recommending an
order, so the Swiss and round-robin presets are common organisers' choices, labelled as such; every
code is from Article 5."""

TEAM_DEFAULT_TIEBREAKS: tuple[str, ...] = ("MPVGP", "EDE", "BH:MP/C1", "BH:MP", "EGGSB", "WIN")
"""Our default for team events without a list: secondary score, extended direct encounter, Buchholz
on match points (skipped with a note in round robins, Art. 8), extended SB on game points, wins."""

_RULES_2026 = dt.date(2026, 3, 1)
_C07_FROM = dt.date(2023, 1, 1)
"""Events before this date were ranked with the virtual opponent rules (spec §10.4)."""
PRIMARY_CODES = frozenset({"PTS", "MPTS", "GPTS"})


@dataclass(frozen=True)
class Options:
    """How to rank: rule set (None: from the start date), round, pairing system, unrated rating, lots."""

    rules: Rules | None = None
    after_round: int | None = None
    pairing: PairingSystem | None = None
    unrated_rating: int | None = None
    lots_seed: int | None = None


@dataclass(frozen=True, slots=True)
class Split:
    """How one criterion split one tied group: the members (by index) and the ordered parts."""

    criterion: int
    """Index in :attr:`Standings.specs`; ``-1`` for the primary score, ``len(specs)`` for lots."""
    members: tuple[int, ...]
    parts: tuple[tuple[int, ...], ...]


class Row(NamedTuple):
    """One line of the standings (a named tuple: immutable, and built fast, one per competitor)."""

    rank: int
    index: int  # type: ignore[assignment]  # the competitor's index; shadows tuple.index, unused here
    sno: int
    name: str
    rating: int | None
    points: Fraction
    values: tuple[Value, ...]
    shared: bool = False
    """True when the rank is shared with other competitors (still tied after the whole list)."""
    by_lots: bool = False
    """True when the place was decided by drawing of lots."""


@dataclass(frozen=True)
class Standings:
    """The result of ranking an event."""

    name: str
    rules: Rules
    pairing: PairingSystem
    rounds: int
    primary: str
    """The primary score: ``PTS``, or ``MP``/``GP`` for teams (declared in TRF 192, else the list's first
    score); codes without a ``:MP``/``:GP`` suffix use it (C.07 13)."""
    specs: tuple[TiebreakSpec, ...]
    rows: tuple[Row, ...]
    splits: tuple[Split, ...]
    warnings: tuple[str, ...]
    applied: tuple[tuple[tuple[int, ...], ...], ...] = ()
    """For each tie-break of :attr:`specs`, the tied groups (by index) it was applied to."""
    team: bool = False
    list_source: str = "option"
    ranked_on: str = ""
    """The score of the points column, which ranks first: the primary score, or the list's first score
    where it differs from the declared one (``GPTS`` first in an MP event, C.07 4.2, spec §7.1)."""
    context: Context | None = field(default=None, compare=False, repr=False)

    def row(self, sno: int) -> Row:
        """The row of the competitor with starting number ``sno``."""
        for r in self.rows:
            if r.sno == sno:
                return r
        raise KeyError(sno)

    @property
    def points_code(self) -> str:
        """Header of the points column: ``Pts``, or ``MPTS``/``GPTS`` for the score a team event ranks on."""
        if not self.team:
            return "Pts"
        return "MPTS" if (self.ranked_on or self.primary) == "MP" else "GPTS"

    @property
    def codes(self) -> tuple[str, ...]:
        """The tie-break codes as given (column headers)."""
        return tuple(s.given for s in self.specs)


def default_rules(tournament: Tournament) -> Rules:
    """2024 for events starting before 2026-03-01, else 2026 (also without a date)."""
    if tournament.start_date is not None and tournament.start_date < _RULES_2026:
        return Rules.FIDE_2024
    return Rules.FIDE_2026


def _legacy_notes(tournament: Tournament, ctx: Context, chosen: bool) -> None:
    """The notes about the rules before C.07 (spec §10.4): which parts of a team event keep the 2024
    rules, and, when the edition was taken from the date, a hint for an undated or pre-2023 Swiss
    event with unplayed rounds (the only events the legacy rules rank differently)."""
    if ctx.rules is Rules.LEGACY:
        if ctx.team:
            ctx.warn_once("rules before C.07: team tie-breaks are computed as in the 2024 edition "
                          "(virtual opponents apply to individual events)")
        return
    if chosen or ctx.team or not ctx.swiss:
        return
    date = tournament.start_date
    if date is not None and date >= _C07_FROM:
        return
    if all(res.played for row in ctx.result for res in row):
        return
    when = "has no start date" if date is None else f"started on {date.isoformat()}, before 2023"
    ctx.warn_once(f"the event {when}: if its published tie-breaks used FIDE's rules before C.07 "
                  "(virtual opponents for unplayed rounds, as Swiss-Manager did until 2023), rank it "
                  "with --rules legacy")


def make_context(tournament: Tournament, rules: Rules, options: Options) -> Context:
    """Build the computation context for an individual or team event."""
    if options.after_round is not None and not 0 <= options.after_round <= tournament.rounds:
        raise SpecError(f"--after-round must be between 0 and {tournament.rounds}, "
                        f"not {options.after_round}")
    ctx: Context
    if tournament.is_team_event:
        ctx = build_team_context(tournament, rules, after_round=options.after_round,
                                 pairing=options.pairing, unrated_rating=options.unrated_rating)
    else:
        ctx = build_context(tournament, rules, after_round=options.after_round, pairing=options.pairing,
                            unrated_rating=options.unrated_rating)
    _legacy_notes(tournament, ctx, options.rules is not None)
    return ctx


def _resolve_list(tournament: Tournament, tiebreaks: str | Sequence[str] | None
                  ) -> tuple[tuple[TiebreakSpec, ...], str | None, str]:
    """Parse the list; return the specs without the primary score, the primary code and the source."""
    source = "option"
    if tiebreaks is None or (isinstance(tiebreaks, str) and not tiebreaks.strip()):
        if tournament.tiebreaks:
            tiebreaks, source = list(tournament.tiebreaks), "file"
        else:
            default = TEAM_DEFAULT_TIEBREAKS if tournament.is_team_event else DEFAULT_TIEBREAKS
            tiebreaks, source = list(default), "default"
    specs = list(parse_list(tiebreaks) if isinstance(tiebreaks, str)
                 else tuple(parse_code(t) for t in tiebreaks))
    primary: str | None = None
    if specs and specs[0].code in PRIMARY_CODES:
        primary = specs.pop(0).code
    return tuple(specs), primary, source


def _check_list(ctx: Context, specs: tuple[TiebreakSpec, ...], source: str, team: bool
                ) -> tuple[TiebreakSpec, ...]:
    kept: list[TiebreakSpec] = []
    for spec in specs:
        d = find(spec.code)
        if d.code in PRIMARY_CODES and d.code != "PTS" and not team:
            raise SpecError(f"{spec.given!r} is a team score; this is an individual event")
        if d.team_only and not team:
            raise SpecError(f"{spec.given!r} is a team tie-break; this is an individual event")
        if d.buchholz_family and not ctx.swiss and ctx.rules is Rules.FIDE_2026:
            if source == "default":
                ctx.warn_once(f"{spec.given} skipped: C.07 (2026) Article 8 forbids Buchholz-type "
                              "tie-breaks in round robins")
                continue
            ctx.warn_once(f"{spec.given}: C.07 (2026) Article 8 forbids Buchholz-type tie-breaks in "
                          "round robins; computed because it was asked for")
        if d.code == "KS" and ctx.swiss:
            ctx.warn_once("KS: the Koya system is meant for round robins (C.07 9.2); computed with G = "
                          "number of rounds")
        if d.since_2026 and ctx.rules in (Rules.FIDE_2024, Rules.LEGACY):
            edition = "the 2024 edition of C.07" if ctx.rules is Rules.FIDE_2024 else "the rules before C.07"
            ctx.warn_once(f"{spec.given}: not in {edition}; computed as a self-defined criterion")
        if spec.limit_percent is not None:
            ctx.warn_once(f"{spec.given}: an unsigned Koya limit is read as a percentage; write /L+n or "
                          "/L-n to move the limit by n half points")
        kept.append(spec)
    return tuple(kept)


def _ratio(value: Value) -> tuple[int, int] | None:
    return None if value is None else (value.numerator, value.denominator)


def _split_by(group: list[int], values: Sequence[Value], ascending: bool) -> list[list[int]]:
    """Split ``group`` into runs of equal value, best first, undefined values last.

    Members keep their order inside each part. Work is linear in the group plus a sort of its distinct
    values (few: scores and tie-break values repeat).

    >>> _split_by([0, 1, 2, 3], [Fraction(1), None, Fraction(2), Fraction(1)], False)
    [[2], [0, 3], [1]]
    """
    if len(group) == 2:  # the usual group late in the list: one comparison
        a, b = group
        va, vb = values[a], values[b]
        if va is vb or va == vb:
            return [list(group)]
        if va is None or vb is None:
            return [[b], [a]] if va is None else [[a], [b]]
        return [[a], [b]] if (va < vb) == ascending else [[b], [a]]
    # keyed by identity first: the tie-breaks share one Fraction object per distinct value, and an
    # int key hashes in C where a Fraction's hash and equality run Python code
    by_id: dict[int, list[int]] = {}
    for i in group:
        key = id(values[i])
        part = by_id.get(key)
        if part is None:
            by_id[key] = [i]
        else:
            part.append(i)
    if len(by_id) == 1:
        return [list(group)]
    # one bucket per distinct value, keyed by (numerator, denominator): a tuple of ints hashes in C
    buckets: dict[tuple[int, int] | None, list[int]] = {_ratio(values[members[0]]): members
                                                        for members in by_id.values()}
    if len(buckets) < len(by_id):  # equal values in distinct objects: bucket by value, in group order
        buckets = {}
        for i in group:
            buckets.setdefault(_ratio(values[i]), []).append(i)
        if len(buckets) == 1:
            return [list(group)]
    undefined = buckets.pop(None, None)
    defined = [v for v in buckets if v is not None]
    # sorted on exact integer keys (n * lcm / d) rather than by comparing Fractions in Python
    lcm = 1
    for _, d in defined:
        if lcm % d:
            lcm = lcm * d // math.gcd(lcm, d)
    defined.sort(key=lambda nd: nd[0] * (lcm // nd[1]), reverse=not ascending)
    parts = [buckets[v] for v in defined]
    if undefined is not None:
        parts.append(undefined)
    return parts


def _group_column(column: list[Value], d: TiebreakDef, ctx: Context, spec: TiebreakSpec, group: list[int],
                  parts: list[list[int]]) -> None:
    """Fill the column of a group-dependent tie-break for one group it was applied to."""
    if d.group_values is not None:
        for i, v in d.group_values(ctx, spec, group).items():
            column[i] = v
        return
    pos = 1
    for part in parts:
        for i in part:
            column[i] = Fraction(pos if len(parts) > 1 else 0)
        pos += len(part)


def _final_order(groups: list[list[int]], parts_of: dict[int, list[list[int]]]) -> list[list[int]]:
    """The groups in their final order: each split group replaced by its parts, recursively."""
    out: list[list[int]] = []
    stack = groups[::-1]
    while stack:
        g = stack.pop()
        parts = parts_of.get(id(g))
        if parts is None:
            out.append(g)
        else:
            stack.extend(reversed(parts))
    return out


def _ascending(d: TiebreakDef, spec: TiebreakSpec) -> bool:
    return d.ascending != spec.reverse


def compute_standings(tournament: Tournament, tiebreaks: str | Sequence[str] | None = None,
                      options: Options | None = None) -> Standings:
    """Rank an event: primary score first, then each tie-break inside the groups still tied.

    ``tiebreaks`` is a list of codes (or comma-separated text); without it the file's list (TRF 212/202)
    is used, else :data:`DEFAULT_TIEBREAKS`.

    The cyclic garbage collector is paused meanwhile (:func:`~tiebreak.runtime.paused_gc`): ranking
    allocates many small objects and makes no reference cycles.

    :raises SpecError: for unknown codes or modifiers.
    """
    with paused_gc():
        return _rank(tournament, tiebreaks, options or Options())


def _rank(tournament: Tournament, tiebreaks: str | Sequence[str] | None, options: Options) -> Standings:
    """The body of :func:`compute_standings`."""
    rules = options.rules or default_rules(tournament)
    specs, primary_code, source = _resolve_list(tournament, tiebreaks)
    ctx = make_context(tournament, rules, options)
    team = tournament.is_team_event
    ranked_on = ctx.primary
    if primary_code in ("MPTS", "GPTS") and team:
        wanted = "MP" if primary_code == "MPTS" else "GP"
        if ctx.declared_primary is None:
            ctx.primary = ranked_on = wanted
        elif wanted != ctx.primary:
            # C.07 4.2: the list ranks in the order given, so GPTS first ranks on game points even in an
            # MP event; Article 13 (preamble): codes without :MP/:GP keep the declared primary score
            # (BH = BH:MP, EDE starts on MP). Spec §7.1; the reference 1.11.65 does the same.
            ranked_on = wanted
            ctx.warn_once(f"{primary_code} comes first in the list, but the event declares {ctx.primary} "
                          f"as its primary score (TRF 192): ranked on {wanted} first (C.07 4.2); codes "
                          f"without :MP or :GP (BH, PS, EDE, …) still use {ctx.primary} (C.07 13)")
    specs = _check_list(ctx, specs, source, team)
    track = ctx.track(ranked_on)
    n = ctx.n
    columns: list[list[Value]] = []
    splits: list[Split] = []
    points = track.values(track.score)
    groups = _split_by(list(range(n)), points, False)
    splits.append(Split(-1, tuple(range(n)), tuple(tuple(g) for g in groups)))
    applied: list[tuple[tuple[int, ...], ...]] = []
    # Only the groups still tied are visited: a split group's parts are recorded against it (keyed by
    # identity) and the final order is read off once at the end, so a criterion costs nothing for the
    # competitors it no longer concerns.
    parts_of: dict[int, list[list[int]]] = {}
    tied = [g for g in groups if len(g) > 1]
    for k, spec in enumerate(specs):
        d = find(spec.code)
        applied.append(tuple(tuple(g) for g in tied))
        still: list[list[int]] = []
        if d.order_group is not None and not (rules is Rules.SEED and d.code == "DE"):
            shown = d.compute(ctx, spec) if d.compute is not None else None
            column: list[Value] = list(shown) if shown is not None else [None] * n
            for g in tied:
                parts = d.order_group(ctx, spec, g)
                if shown is None:
                    _group_column(column, d, ctx, spec, g, parts)
                if len(parts) > 1:
                    splits.append(Split(k, tuple(g), tuple(tuple(p) for p in parts)))
                    parts_of[id(g)] = parts
                    still.extend(p for p in parts if len(p) > 1)
                else:
                    still.append(g)
        else:
            compute = seed_direct_encounter if d.code == "DE" else d.compute
            assert compute is not None
            column = compute(ctx, spec)
            asc = _ascending(d, spec)
            for g in tied:
                parts = _split_by(g, column, asc)
                if len(parts) > 1:
                    splits.append(Split(k, tuple(g), tuple(tuple(p) for p in parts)))
                    parts_of[id(g)] = parts
                    still.extend(p for p in parts if len(p) > 1)
                else:
                    still.append(g)
        columns.append(column)
        tied = still
    groups = _final_order(groups, parts_of)
    lots: set[int] = set()
    if options.lots_seed is not None:
        rng = random.Random(options.lots_seed)
        drawn: list[list[int]] = []
        for g in groups:
            if len(g) > 1:
                order = sorted(g, key=lambda i: ctx.competitors[i].sno)
                rng.shuffle(order)
                splits.append(Split(len(specs), tuple(g), tuple((i,) for i in order)))
                lots.update(order)
                drawn.extend([i] for i in order)
            else:
                drawn.append(g)
        groups = drawn
    rows: list[Row] = []
    place = 1
    cells = list(zip(*columns, strict=True)) if columns else [()] * n  # each competitor's tie-break values
    competitors = ctx.competitors
    for g in groups:
        shared = len(g) > 1
        for i in sorted(g, key=lambda i: competitors[i].sno) if shared else g:
            c = competitors[i]
            rows.append(Row(place, i, c.sno, c.name, c.rating, points[i], cells[i],  # type: ignore[arg-type]
                            shared, i in lots))
        place += len(g)
    if rows and any(r.shared for r in rows) and options.lots_seed is None and rules is not Rules.SEED:
        ctx.warn_once("some competitors are still tied after the whole list: they share the place (C.07 "
                      "4.2 would draw lots; use --lots-seed N for a reproducible draw)")
    ctx.release()
    return Standings(
        name=tournament.name, rules=rules, pairing=PairingSystem.SWISS if ctx.swiss
        else PairingSystem.ROUND_ROBIN, rounds=ctx.rounds, primary=ctx.primary, ranked_on=ranked_on,
        specs=specs,
        rows=tuple(rows), splits=tuple(splits), warnings=tuple(ctx.warnings), applied=tuple(applied),
        team=team,
        list_source=source, context=ctx,
    )
