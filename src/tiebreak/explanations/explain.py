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

from dataclasses import dataclass, fields, is_dataclass
from fractions import Fraction
from typing import Any

from ..criteria import explanation_fields
from ..criteria.base import Context, Contribution, GroupCriterion, first_last, fmt
from ..criteria.encounter import GroupLine
from ..criteria.parts import Part, Steps
from ..criteria.parts import Step as ChainStepPart
from ..criteria.team import BoardChainStep, ChainLine, ChainStep
from ..model.errors import SpecError
from ..model.tournament import format_value
from ..ranking.engine import Row, Standings
from ..specs.spec import TiebreakSpec

__all__ = [
    "BoardChainStep",
    "ChainLine",
    "ChainStep",
    "Comparison",
    "Contribution",
    "Explanation",
    "GroupLine",
    "GroupStory",
    "PlayerExplanation",
    "RankChange",
    "Step",
    "compare",
    "diff_standings",
    "explain_groups",
    "explain_player",
    "explain_value",
    "find_competitor",
    "tied_comparisons",
    "to_data",
]


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
    details: tuple[tuple[str, Any], ...] = ()
    """The criterion's own data by name (Direct Encounter's separate standings ``group``, the ``chain``
    of Extended Direct Encounter's steps): read as attributes (``e.group``), and fields of the JSON."""
    parts: tuple[Part, ...] = ()
    """How every presenter draws :attr:`details`: tables and steps."""

    def __getattr__(self, name: str) -> Any:
        """A field of :attr:`details`; empty for a field another criterion of the catalogue declares."""
        if not name.startswith("__"):
            found = next((v for k, v in self.__dict__.get("details", ()) if k == name), None)
            if found is not None:
                return found
            if name in explanation_fields():
                return ()
        raise AttributeError(name)

    def json_fields(self) -> dict[str, Any]:
        """The JSON fields: the common ones, then every field the catalogue's criteria declare (empty
        where this criterion has none), then any other of :attr:`details`."""
        common = {f.name: getattr(self, f.name) for f in fields(self) if f.name not in ("details", "parts")}
        own = dict(self.details)
        declared = {name: own.pop(name, ()) for name in explanation_fields()}
        return {**common, **declared, **own}


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
    exact = [r for r in s.rows if r.name.lower() == low or first_last(r.name).lower() == low]
    found = exact or [r for r in s.rows if low in r.name.lower() or low in first_last(r.name).lower()]
    if len(found) == 1:
        return found[0]
    if not found:
        raise SpecError(f"no competitor named {text!r}")
    names = ", ".join(f"{r.name} ({r.sno})" for r in found[:6])
    raise SpecError(f"{text!r} matches several competitors: {names}; use the starting number")


def _spec(s: Standings, index: int) -> TiebreakSpec:
    if not 0 <= index < len(s.specs):
        raise SpecError(f"tie-break index {index} out of range")
    return s.specs[index]


def explain_value(s: Standings, who: str | int, index: int) -> Explanation:
    """Explain tie-break number ``index`` of :attr:`Standings.specs` for one competitor: the criterion's
    breakdown of the value (a group-dependent one: in the tied group it was applied to)."""
    ctx = _ctx(s)
    row = find_competitor(s, who)
    spec = _spec(s, index)
    d = spec.criterion
    i = row.competitor
    if isinstance(d, GroupCriterion) and d.splits_within_groups(ctx.rules):
        group = next((g for g in s.applied[index] if i in g), None)
        split = any(sp.criterion == index and i in sp.members for sp in s.splits)
        b = d.group_breakdown(ctx, spec, i, group, split)
    else:
        b = d.breakdown(ctx, spec, i)
    return Explanation(
        spec.given,
        spec.canonical,
        d.name,
        d.article,
        row.sno,
        b.value,
        b.summary,
        b.contributions,
        b.notes,
        b.details(),
        b.parts(),
    )


def _deciding_step(e: Explanation, a: int, b: int) -> tuple[ChainStepPart, int] | None:
    """The first step (of a :class:`Steps` part) that puts ``a`` and ``b`` (starting numbers) in
    different parts of its order, with the number of steps."""
    for part in e.parts:
        if isinstance(part, Steps):
            for st in part.steps:
                where = {x: k for k, p in enumerate(st.order) for x in p}
                if a in where and b in where and where[a] != where[b]:
                    return st, len(part.steps)
    return None


def explain_player(s: Standings, who: str | int) -> PlayerExplanation:
    """Every tie-break value of one competitor, each with its breakdown."""
    row = find_competitor(s, who)
    return PlayerExplanation(
        row.sno,
        row.name,
        row.rank,
        row.points,
        tuple(explain_value(s, row.sno, k) for k in range(len(s.specs))),
    )


def compare(s: Standings, a: str | int, b: str | int, *, detail: bool = True) -> Comparison:
    """Which criterion separates two competitors (the first one that splits a group holding both);
    ``detail``: with both competitors' breakdowns of the deciding tie-break (``explanations``)."""
    ra, rb = find_competitor(s, a), find_competitor(s, b)
    if ra.sno == rb.sno:
        raise SpecError("give two different competitors")
    names = (first_last(ra.name), first_last(rb.name))
    for split in s.splits:
        if ra.competitor in split.members and rb.competitor in split.members:
            pa = next(k for k, p in enumerate(split.parts) if ra.competitor in p)
            pb = next(k for k, p in enumerate(split.parts) if rb.competitor in p)
            if pa != pb:
                return _decided(s, ra, rb, names, split.criterion, pa < pb, detail)
    return _equal_throughout(s, ra, rb, names)


def _equal_throughout(s: Standings, ra: Row, rb: Row, names: tuple[str, str]) -> Comparison:
    equal = tuple(spec.given for spec in s.specs)
    return Comparison(
        ra.sno,
        rb.sno,
        None,
        None,
        (ra.points, rb.points),
        equal,
        f"{names[0]} and {names[1]} are equal on points and on every tie-break of the list "
        f"({', '.join(equal) or 'none'}): they share place {ra.rank}.",
    )


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
        names = (first_last(ra.name), first_last(rb.name))
        mine, theirs = where.get(ra.competitor, {}), where.get(rb.competitor, {})
        found = next((n for n in sorted(mine.keys() & theirs.keys()) if mine[n] != theirs[n]), None)
        if found is None:
            out.append(_equal_throughout(s, ra, rb, names))
        else:
            out.append(
                _decided(s, ra, rb, names, s.splits[found].criterion, mine[found] < theirs[found], detail)
            )
    return tuple(out)


def _decided(
    s: Standings, ra: Row, rb: Row, names: tuple[str, str], k: int, a_first: bool, detail: bool = True
) -> Comparison:
    first, second = (names[0], names[1]) if a_first else (names[1], names[0])
    if k == -1:
        hi, lo = (ra.points, rb.points) if a_first else (rb.points, ra.points)
        return Comparison(
            ra.sno,
            rb.sno,
            -1,
            "PTS",
            (ra.points, rb.points),
            (),
            f"{first} ranks above {second} on points ({fmt(hi)} against {fmt(lo)}).",
        )
    if k >= len(s.specs):
        return Comparison(
            ra.sno,
            rb.sno,
            k,
            "lots",
            (None, None),
            s.codes,
            f"{names[0]} and {names[1]} are equal on every criterion; the drawing of lots put {first} first.",
        )
    spec = s.specs[k]
    va, vb = ra.values[k], rb.values[k]
    equal = s.codes[:k]
    d = spec.criterion
    # the breakdowns: asked for, or needed to name the step of a group tie-break's chain that decided
    explanations: tuple[Explanation, ...] = (
        (explain_value(s, ra.sno, k), explain_value(s, rb.sno, k))
        if detail or isinstance(d, GroupCriterion)
        else ()
    )
    found = _deciding_step(explanations[0], ra.sno, rb.sno) if explanations else None
    if found is not None:
        step, steps = found
        how = (
            f"{spec.given} (art. {d.article}) separates them at step {step.number} of {steps}, "
            f"{step.label}: {first} is placed ahead"
        )
    elif isinstance(d, GroupCriterion):
        how = f"{spec.given} (art. {d.article}) separates them: {first} is placed ahead"
    else:
        better = "lower" if d.ascending != spec.reverse else "higher"
        how = (
            f"{spec.given} ({d.name}, art. {d.article}) decides: {fmt(va)} for {names[0]} against "
            f"{fmt(vb)} for {names[1]}, {better} is better, so {first} ranks first"
        )
    prefix = f"Equal on points and on {', '.join(equal)}. " if equal else "Equal on points. "
    return Comparison(
        ra.sno, rb.sno, k, spec.given, (va, vb), equal, prefix + how + ".", explanations if detail else ()
    )


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
            Step(
                s.specs[sp.criterion].given if sp.criterion < len(s.specs) else "lots",
                tuple(ctx.competitors[i].sno for i in sp.members),
                tuple(tuple(ctx.competitors[i].sno for i in p) for p in sp.parts),
            )
            for sp in s.splits
            if sp.criterion >= 0 and set(sp.members) <= members
        )
        rows = [r for r in s.rows if r.competitor in members]
        unresolved: dict[int, list[int]] = {}
        for r in rows:
            if r.shared:
                unresolved.setdefault(r.rank, []).append(r.sno)
        stories.append(
            GroupStory(
                rows[0].points,
                tuple(r.sno for r in rows),
                steps,
                tuple(tuple(v) for v in unresolved.values()),
            )
        )
    return tuple(stories)


@dataclass(frozen=True)
class RankChange:
    """A competitor whose place differs between two standings, and why."""

    sno: int
    name: str
    before: int
    after: int
    reason: str


def _change_reason(s: Standings, a: Row, others: list[Row]) -> str:
    for other in others:
        c = compare(s, a.sno, other.sno)
        if c.code is not None:
            return c.summary
    return "tied throughout"


def diff_standings(first: Standings, second: Standings) -> list[RankChange]:
    """Competitors whose rank changes from ``first`` to ``second``, with the criterion responsible."""
    changes = []
    for row in first.rows:
        new = second.row(row.sno)
        if new.rank == row.rank:
            continue
        swapped = [
            second.row(r.sno)
            for r in first.rows
            if r.sno != row.sno and (r.rank < row.rank) != (second.row(r.sno).rank < new.rank)
        ]
        swapped.sort(key=lambda r: abs(r.rank - new.rank))
        reason = _change_reason(second, new, swapped)
        changes.append(RankChange(row.sno, row.name, row.rank, new.rank, reason))
    return changes


def to_data(obj: Any) -> Any:
    """Explanation objects as JSON-ready data (Fractions as decimal strings)."""
    if isinstance(obj, Fraction):
        return format_value(obj)
    if isinstance(obj, Explanation):
        return {name: to_data(value) for name, value in obj.json_fields().items()}
    if is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_data(getattr(obj, f.name)) for f in fields(obj)}
    if isinstance(obj, tuple) and hasattr(obj, "_asdict"):  # a named tuple (a standings row)
        return {name: to_data(value) for name, value in obj._asdict().items()}
    if isinstance(obj, (tuple, list)):
        return [to_data(x) for x in obj]
    return obj
