"""The ranking engine: primary score, then each tie-break inside the groups still tied (C.07 4.2).

>>> from tiebreak.readers import read_path
>>> from tiebreak.readers import example_path
>>> s = compute_standings(read_path(example_path("arena")))
>>> [(r.rank, r.name) for r in s.rows][:2]
[(1, 'Ng, Chloe'), (2, 'Chen, Ava')]
"""

from __future__ import annotations

import datetime as dt
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import NamedTuple

from ..criteria import parse_list, scored_on
from ..criteria.base import Context, Criterion, GroupCriterion, Value, build_context
from ..model.errors import SpecError
from ..model.messages import Hint, Option, Template
from ..model.public import publish as _publish
from ..model.rules import C07_FROM, FIDE_2026_FROM, Rules
from ..model.tournament import PairingSystem, Tournament
from ..specs.spec import TiebreakSpec

__all__ = [
    "DEFAULT_LISTS",
    "DEFAULT_TIEBREAKS",
    "TEAM_DEFAULT_TIEBREAKS",
    "TIEBREAK_PRESETS",
    "DefaultList",
    "Options",
    "Row",
    "Split",
    "Standings",
    "compute_standings",
    "default_list",
    "default_list_for",
    "edition_in_force",
    "make_context",
]

DEFAULT_TIEBREAKS: tuple[str, ...] = ("DE", "BH", "BH/C1", "BH/M1", "PS", "WIN", "SB", "BWG", "ARO", "RTNG")
"""The Arena default order of our product pages, used when neither the user nor the file gives a list."""

TIEBREAK_PRESETS: dict[str, tuple[str, tuple[str, ...]]] = {
    "arena": ("Arena default", DEFAULT_TIEBREAKS),
    "swiss": ("Swiss list (Buchholz family first)", ("BH/C1", "BH", "DE", "ARO/C1", "WIN")),
    "rr": ("Round-robin list (no Buchholz, C.07 Art. 8 note)", ("DE", "WIN", "SB", "KS")),
}
"""Preset name -> (label, codes), for the web page and for live events. The Arena list is the
product's default. C.07 (2026) lists the tie-breaks (Article 5) without recommending an order, so the
Swiss and round-robin presets are common organisers' choices, labelled as such; every code is from
Article 5."""

TEAM_DEFAULT_TIEBREAKS: tuple[str, ...] = ("EDE", "GPTS", "EMGSB", "BH:MP")
"""Our default for team Swiss events (primary score MP) without a list: extended direct encounter,
game points, extended SB (opponents' MP × GP scored), Buchholz on match points."""


@dataclass(frozen=True)
class DefaultList:
    """The list an event is ranked with when the organiser gives none and the file carries none: one
    per kind of event (spec §10.3, "Default lists by kind of event")."""

    kind: str
    """``swiss``, ``round-robin``, ``team-swiss`` or ``team-round-robin``."""
    label: str
    """The kind of event in words (``an individual round robin``)."""
    codes: tuple[str, ...]


DEFAULT_LISTS: dict[str, DefaultList] = {
    "swiss": DefaultList("swiss", "an individual Swiss", DEFAULT_TIEBREAKS),
    # Buchholz and its relatives are not allowed in round robins (C.07 2026 art. 8)
    "round-robin": DefaultList("round-robin", "an individual round robin", ("DE", "SB", "WIN", "KS", "BWG")),
    "team-swiss": DefaultList("team-swiss", "a team Swiss", TEAM_DEFAULT_TIEBREAKS),
    "team-round-robin": DefaultList("team-round-robin", "a team round robin", ("EDE", "GPTS", "EMGSB")),
}
"""The default list of each kind of event (team lists for the primary score MP)."""

_ON_GP = {"GPTS": "MPTS", "EMGSB": "EGMSB", "BH:MP": "BH:GP"}
"""A team list for the primary score MP, turned for an event ranked on game points."""


def default_list_for(*, team: bool, round_robin: bool, primary: str = "MP") -> DefaultList:
    """The default list of a kind of event (:data:`DEFAULT_LISTS`). A team event whose primary score is
    game points gets the team list with MP and GP swapped (``MPTS`` as the secondary score, ``EGMSB``,
    ``BH:GP``).

    >>> default_list_for(team=False, round_robin=True).codes
    ('DE', 'SB', 'WIN', 'KS', 'BWG')
    >>> default_list_for(team=True, round_robin=False, primary="GP").codes
    ('EDE', 'MPTS', 'EGMSB', 'BH:GP')
    """
    kind = ("team-" if team else "") + ("round-robin" if round_robin else "swiss")
    chosen = DEFAULT_LISTS[kind]
    if team and primary == "GP":
        return replace(
            chosen,
            label=f"{chosen.label} ranked on game points",
            codes=tuple(_ON_GP.get(c, c) for c in chosen.codes),
        )
    return chosen


def default_list(tournament: Tournament, pairing: PairingSystem | None = None) -> DefaultList:
    """The default list for an event (:func:`default_list_for`): a team event or not, a round robin or a
    Swiss as the reader found it (TRF 192/092, or the counts of players and rounds) unless ``pairing``
    forces one, the primary score a team event declares (TRF 192)."""
    system = pairing or tournament.pairing
    primary = tournament.team_info.primary if tournament.team_info is not None else None
    return default_list_for(
        team=tournament.is_team_event, round_robin=system.predetermined, primary=primary or "MP"
    )


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
    competitor: int
    """The competitor's position in the context's per-competitor arrays."""
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
    """Where the list came from: ``option`` (given), ``file`` (TRF 212/202), ``default``, or ``publication``
    (the tie-break columns of the ranking the input publishes, as a front end ranks it without a list:
    :mod:`tiebreak.checking.adopt`)."""
    default_list: DefaultList | None = None
    """The default list the event was ranked with (``list_source == "default"``), None otherwise."""
    ranked_on: str = ""
    """The score of the points column, which ranks first: the primary score, or the list's first score
    where it differs from the declared one (``GPTS`` first in an MP event, C.07 4.2)."""
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
        return scored_on(self.ranked_on or self.primary).code

    @property
    def codes(self) -> tuple[str, ...]:
        """The tie-break codes as given (column headers)."""
        return tuple(s.given for s in self.specs)


def _legacy_notes(tournament: Tournament, ctx: Context, chosen: bool) -> None:
    """The notes about FIDE's rules before C.07: that a team event keeps the 2024 rules, and, when the
    rules were taken from the date, a hint for an undated or pre-2023 Swiss event with unplayed rounds
    (the only events those rules rank differently)."""
    if ctx.rules.profile.virtual_opponents:
        if ctx.team:
            ctx.warn_once(
                "rules before C.07: team tie-breaks are computed as in the 2024 edition "
                "(virtual opponents apply to individual events)"
            )
        return
    if chosen or ctx.team or not ctx.swiss:
        return
    date = tournament.start_date
    if date is not None and date >= C07_FROM:
        return
    if all(res.played for row in ctx.result for res in row):
        return
    updated = (
        f" (its page was last updated on {tournament.updated.isoformat()})" if tournament.updated else ""
    )
    when = f"has no start date{updated}" if date is None else f"started on {date.isoformat()}, before 2023"
    ctx.warn_once(_MAYBE_LEGACY(when=when))


_MAYBE_LEGACY = Template(
    "ranking.maybe-legacy",
    "the event {when}: if its published tie-breaks used FIDE's rules before C.07 "
    "(virtual opponents for unplayed rounds, as Swiss-Manager, Vega and SwissChess did until 2023), "
    "rank it{legacy}{legacy_sm}",
    legacy=(Hint(Option.RULES, " {using}", "legacy"),),
    legacy_sm=(Hint(Option.RULES, " (Swiss-Manager's Sonneborn-Berger: {option})", "legacy-sm"),),
)
_AFTER_ROUND = Template(
    "ranking.after-round",
    "{what} must be between 0 and {rounds}, not {value}",
    what=(Hint(Option.AFTER_ROUND, "{option}"), Hint(None, "the round to rank after")),
)
_SHARED_PLACE = Template(
    "ranking.shared-place",
    "some competitors are still tied after the whole list: they share the place (C.07 4.2 would draw "
    "lots{seed})",
    seed=(Hint(Option.LOTS_SEED, "; use {option} for a reproducible draw", "N"),),
)


def make_context(tournament: Tournament, rules: Rules, options: Options) -> Context:
    """Build the computation context for an individual or team event."""
    if options.after_round is not None and not 0 <= options.after_round <= tournament.rounds:
        raise SpecError(_AFTER_ROUND(rounds=tournament.rounds, value=options.after_round))
    ctx: Context
    if tournament.is_team_event:
        from ..teams.matches import build_team_context  # the team model: loaded for team events only

        ctx = build_team_context(
            tournament,
            rules,
            after_round=options.after_round,
            pairing=options.pairing,
            unrated_rating=options.unrated_rating,
        )
    else:
        ctx = build_context(
            tournament,
            rules,
            after_round=options.after_round,
            pairing=options.pairing,
            unrated_rating=options.unrated_rating,
        )
    _legacy_notes(tournament, ctx, options.rules is not None)
    return ctx


def _resolve_list(
    tournament: Tournament, tiebreaks: str | Sequence[str] | None, default: DefaultList
) -> tuple[tuple[TiebreakSpec, ...], Criterion | None, str]:
    """Parse the list (none given: the file's, else ``default``); return the specs without a leading
    primary score, that score's criterion and where the list came from."""
    source = "option"
    if tiebreaks is None or (isinstance(tiebreaks, str) and not tiebreaks.strip()):
        if tournament.tiebreaks:
            tiebreaks, source = list(tournament.tiebreaks), "file"
        else:
            tiebreaks, source = list(default.codes), "default"
    try:
        specs = list(parse_list(tiebreaks))
    except SpecError as exc:
        if source != "file":
            raise
        raise SpecError(
            f"the tie-break list stored in the file: {exc.message}",
            source=tournament.source,
            line=tournament.tiebreaks_line,
            column=5 if tournament.tiebreaks_line else None,
        ) from None
    primary: Criterion | None = None
    if specs and specs[0].criterion.primary_score is not None:
        first = specs.pop(0)
        if first.criterion.team_only and not tournament.is_team_event:
            raise SpecError(f"{first.given!r} is a team score; this is an individual event")
        primary = first.criterion
    return tuple(specs), primary, source


def _with_score(spec: TiebreakSpec) -> str:
    """A spec's code with its score reference (``BH:GP``), as :func:`~tiebreak.teams.matches.needs_boards`
    reads it."""
    return f"{spec.criterion.code}:{spec.score}" if spec.score else spec.criterion.code


def _check_list(
    ctx: Context, specs: tuple[TiebreakSpec, ...], source: str, team: bool
) -> tuple[TiebreakSpec, ...]:
    kept: list[TiebreakSpec] = []
    rules = ctx.rules.profile
    if team and ctx.tournament is not None:
        from ..teams.matches import needs_boards

        event = ctx.tournament
        why = needs_boards(event, [_with_score(s) for s in specs])
        if why and source != "default":
            raise SpecError(why)
        if why:
            ctx.warn_once("left out of the default list: " + why)
            specs = tuple(s for s in specs if not needs_boards(event, [_with_score(s)]))
    for spec in specs:
        d = spec.criterion
        if d.team_only and not team:
            what = "team score" if d.primary_score is not None else "team tie-break"
            raise SpecError(f"{spec.given!r} is a {what}; this is an individual event")
        if spec.score is not None and spec.score not in ctx.tracks:
            raise SpecError(
                f"{spec.given!r}: the score reference :{spec.score} names a team score "
                "(C.07 Article 14); this is an individual event, ranked on points"
            )
        if d.buchholz_family and not ctx.swiss and rules.buchholz_forbidden_in_round_robins:
            # (the default list of a round robin has none: default_list)
            ctx.warn_once(
                f"{spec.given}: C.07 (2026) Article 8 forbids Buchholz-type tie-breaks in "
                "round robins; computed because it was asked for"
            )
        if d.swiss_note is not None and ctx.swiss:
            ctx.warn_once(d.swiss_note)
        if d.since_2026 and not rules.knows_2026_criteria:
            ctx.warn_once(f"{spec.given}: not in {rules.edition_name}; computed as a self-defined criterion")
        for warning in d.warnings(ctx, spec):
            ctx.warn_once(warning)
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
    buckets: dict[tuple[int, int] | None, list[int]] = {
        _ratio(values[members[0]]): members for members in by_id.values()
    }
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


def compute_standings(
    tournament: Tournament, tiebreaks: str | Sequence[str] | None = None, options: Options | None = None
) -> Standings:
    """Rank an event: primary score first, then each tie-break inside the groups still tied.

    ``tiebreaks`` is a list of codes (or comma-separated text); without it the file's list (TRF 212/202)
    is used, else the default list for the kind of event (:func:`default_list`), named in
    :attr:`Standings.default_list`. Nothing outside the returned standings changes (the
    command line's entry point, not the library, may pause the garbage collector).

    :raises SpecError: for unknown codes or modifiers.
    """
    return _rank(tournament, tiebreaks, options or Options())


def edition_in_force(start: dt.date | None) -> Rules:
    """The edition of C.07 in force for an event starting on ``start``, which ranks it when no rule set
    is asked for: 2024 before 1 March 2026, else 2026 (also without a date).

    >>> import datetime
    >>> edition_in_force(datetime.date(2026, 2, 28)), edition_in_force(None)
    (<Rules.FIDE_2024: '2024'>, <Rules.FIDE_2026: '2026'>)
    """
    return Rules.FIDE_2024 if start is not None and start < FIDE_2026_FROM else Rules.FIDE_2026


def _rank(tournament: Tournament, tiebreaks: str | Sequence[str] | None, options: Options) -> Standings:
    """The body of :func:`compute_standings`: the list and the context, the primary score, each
    criterion inside the groups still tied, lots, the rows."""
    rules = options.rules or edition_in_force(tournament.start_date or tournament.updated)
    default = default_list(tournament, options.pairing)
    specs, primary, source = _resolve_list(tournament, tiebreaks, default)
    ctx = make_context(tournament, rules, options)
    team = tournament.is_team_event
    ranked_on = ctx.primary
    if primary is not None and primary.team_only and team:  # MPTS or GPTS first
        from ..teams.matches import needs_boards

        why = needs_boards(tournament, [primary.code])
        if why:
            raise SpecError(why)
        ranked_on = _choose_primary(ctx, primary)
    specs = _check_list(ctx, specs, source, team)
    ranking = _Ranking(ctx)
    points = ranking.primary_score(ranked_on)
    columns = [ranking.apply(k, spec) for k, spec in enumerate(specs)]
    groups = ranking.final_order()
    lots: set[int] = set()
    if options.lots_seed is not None:
        groups = ranking.draw_lots(groups, len(specs), random.Random(options.lots_seed), lots)
    rows = _rows(ctx, groups, points, columns, lots)
    if rows and any(r.shared for r in rows) and options.lots_seed is None and rules.profile.shared_place_note:
        ctx.warn_once(_SHARED_PLACE())
    ctx.release()
    return Standings(
        name=tournament.name,
        rules=rules,
        pairing=PairingSystem.SWISS if ctx.swiss else PairingSystem.ROUND_ROBIN,
        rounds=ctx.rounds,
        primary=ctx.primary,
        ranked_on=ranked_on,
        specs=specs,
        rows=tuple(rows),
        splits=tuple(ranking.splits),
        warnings=tuple(ctx.warnings),
        applied=tuple(ranking.applied),
        team=team,
        list_source=source,
        default_list=default if source == "default" else None,
        context=ctx,
    )


def _choose_primary(ctx: Context, primary: Criterion) -> str:
    """A team list starting with MPTS or GPTS ranks on that score first (C.07 4.2); it becomes the
    primary score unless the event declares one, in which case codes without :MP or :GP keep the
    declared one (C.07 13). Returns the score ranked on first."""
    wanted = primary.primary_score
    assert wanted is not None
    if ctx.declared_primary is None:
        ctx.primary = wanted
    elif wanted != ctx.primary:
        ctx.warn_once(
            f"{primary.code} comes first in the list, but the event declares {ctx.primary} "
            f"as its primary score (TRF 192): ranked on {wanted} first (C.07 4.2); codes "
            f"without :MP or :GP (BH, PS, EDE, …) still use {ctx.primary} (C.07 13)"
        )
    return wanted


class _Ranking:
    """The groups still tied as the criteria are applied (C.07 4.2), and how each split them.

    Only the groups still tied are visited: a split group's parts are recorded against it (keyed by
    the group's identity while the ranking lives) and the final order is read off once at the end, so
    a criterion costs nothing for the competitors it no longer concerns.
    """

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.groups: list[list[int]] = []
        self.tied: list[list[int]] = []
        self.splits: list[Split] = []
        self.applied: list[tuple[tuple[int, ...], ...]] = []
        self.parts_of: dict[int, list[list[int]]] = {}

    def primary_score(self, ranked_on: str) -> list[Value]:
        """Split the whole field on the score ranked on first; return the score column."""
        n = self.ctx.n
        track = self.ctx.track(ranked_on)
        points = track.values(track.score)
        self.groups = _split_by(list(range(n)), points, False)
        self.splits.append(Split(-1, tuple(range(n)), tuple(tuple(g) for g in self.groups)))
        self.tied = [g for g in self.groups if len(g) > 1]
        return points

    def apply(self, k: int, spec: TiebreakSpec) -> list[Value]:
        """Apply criterion ``k`` of the list to every group still tied; return its column."""
        self.applied.append(tuple(tuple(g) for g in self.tied))
        criterion = spec.criterion
        if isinstance(criterion, GroupCriterion) and criterion.splits_within_groups(self.ctx.rules):
            return self._within_groups(k, spec, criterion)
        column = criterion.values(self.ctx, spec)
        ascending = criterion.ascending != spec.reverse  # /R turns the criterion's direction
        self._record(k, [(g, _split_by(g, column, ascending)) for g in self.tied])
        return column

    def _within_groups(self, k: int, spec: TiebreakSpec, criterion: GroupCriterion) -> list[Value]:
        """A group-dependent criterion: each tied group ordered on its own (Direct Encounter)."""
        ctx = self.ctx
        shown = criterion.shown_values(ctx, spec)
        column: list[Value] = list(shown) if shown is not None else [None] * ctx.n
        done = []
        for g in self.tied:
            parts = criterion.order_group(ctx, spec, g)
            if shown is None:
                for i, v in criterion.group_values(ctx, spec, g, parts).items():
                    column[i] = v
            done.append((g, parts))
        self._record(k, done)
        return column

    def _record(self, k: int, done: list[tuple[list[int], list[list[int]]]]) -> None:
        still: list[list[int]] = []
        for g, parts in done:
            if len(parts) > 1:
                self.splits.append(Split(k, tuple(g), tuple(tuple(p) for p in parts)))
                self.parts_of[id(g)] = parts
                still.extend(p for p in parts if len(p) > 1)
            else:
                still.append(g)
        self.tied = still

    def final_order(self) -> list[list[int]]:
        """The groups in their final order."""
        return _final_order(self.groups, self.parts_of)

    def draw_lots(
        self, groups: list[list[int]], criterion: int, rng: random.Random, lots: set[int]
    ) -> list[list[int]]:
        """Order every group still tied by drawing lots (4.2), recorded as criterion ``criterion``."""
        drawn: list[list[int]] = []
        for g in groups:
            if len(g) > 1:
                order = sorted(g, key=lambda i: self.ctx.competitors[i].sno)
                rng.shuffle(order)
                self.splits.append(Split(criterion, tuple(g), tuple((i,) for i in order)))
                lots.update(order)
                drawn.extend([i] for i in order)
            else:
                drawn.append(g)
        return drawn


def _rows(
    ctx: Context, groups: list[list[int]], points: list[Value], columns: list[list[Value]], lots: set[int]
) -> list[Row]:
    """The standings rows in order: a shared place lists its members by starting number."""
    rows: list[Row] = []
    place = 1
    cells = list(zip(*columns, strict=True)) if columns else [()] * ctx.n  # each competitor's values
    competitors = ctx.competitors
    for g in groups:
        shared = len(g) > 1
        for i in sorted(g, key=lambda i: competitors[i].sno) if shared else g:
            c = competitors[i]
            rows.append(
                Row(
                    place,
                    i,
                    c.sno,
                    c.name,
                    c.rating,
                    points[i],  # type: ignore[arg-type]
                    cells[i],
                    shared,
                    i in lots,
                )
            )
        place += len(g)
    return rows


_publish(__name__)
