"""Plain-text rendering of explanation objects (for the terminal)."""

from __future__ import annotations

from ..criteria.parts import Part, Table
from ..explanations.explain import Comparison, Explanation, GroupStory, PlayerExplanation
from ..ranking.engine import Standings
from .standings import format_value

__all__ = ["render_comparison", "render_explanation", "render_groups", "render_player"]


def _v(value: object) -> str:
    from fractions import Fraction

    return format_value(value, blank="–") if isinstance(value, Fraction) or value is None else str(value)


def render_explanation(e: Explanation, indent: str = "  ") -> str:
    """One tie-break value with its breakdown, round by round."""
    lines = [
        f"{e.code} = {format_value(e.value, blank='undefined')}  ({e.name}, art. {e.article})",
        f"{indent}{e.summary}",
    ]
    for c in e.contributions:
        mark = "✂" if c.cut else " " if c.counted else "·"
        value = f" value {_v(c.value)}" if c.value is not None else ""
        amount = f" → {_v(c.amount)}" if c.counted and not c.cut else ""
        lines.append(f"{indent}{mark} R{c.round:<2} {c.description}: {_v(c.points)} pt{value}{amount}")
        if c.note:
            lines.append(f"{indent}      {c.note}")
    for part in e.parts:
        lines.extend(_part_lines(part, indent))
    lines.extend(f"{indent}Note: {n}" for n in e.notes)
    if any(c.cut for c in e.contributions) or any(not c.counted for c in e.contributions):
        lines.append(f"{indent}(✂ removed by a cut, · does not count)")
    return "\n".join(lines)


def _part_lines(part: Part, indent: str) -> list[str]:
    """A table (its title, then a line a row) or steps (each step's summary, then its rows) as text."""
    if isinstance(part, Table):
        return ([f"{indent}{part.title}"] if part.title else []) + [f"{indent}  {r.text}" for r in part.rows]
    lines = [f"{indent}{part.title}"]
    for st in part.steps:
        lines.append(f"{indent}  Step {st.number}: {st.summary}")
        lines.extend(f"{indent}    {r.text}" for r in st.table.rows)
    if part.conclusion:
        lines.append(f"{indent}  {part.conclusion}")
    return lines


def render_player(p: PlayerExplanation) -> str:
    """Every value of one competitor."""
    head = f"{p.name} ({p.sno}): rank {p.rank}, {format_value(p.points)} points"
    return "\n\n".join([head, *(render_explanation(e) for e in p.values)]) + "\n"


def render_comparison(c: Comparison) -> str:
    """Why one competitor ranks above the other, with the deciding breakdowns."""
    parts = [c.summary]
    parts.extend(render_explanation(e) for e in c.explanations)
    return "\n\n".join(parts) + "\n"


def render_groups(s: Standings, stories: tuple[GroupStory, ...]) -> str:
    """For each group on equal points, the criteria that split it, with the values that did it."""
    if not stories:
        return "Nobody is tied on points.\n"
    index = {spec.given: k for k, spec in enumerate(s.specs)}

    def who(sno: int, code: str) -> str:
        row = s.row(sno)
        k = index.get(code)
        value = f" {format_value(row.values[k], blank='–')}" if k is not None else ""
        return f"{row.name} ({sno}){value}"

    out = []
    for g in stories:
        names = ", ".join(f"{s.row(x).name} ({x})" for x in g.members)
        out.append(f"{format_value(g.points)} points: {names}")
        for st in g.steps:
            parts = " > ".join(" = ".join(who(x, st.code) for x in p) for p in st.parts)
            out.append(f"  {st.code}: {parts}")
        for u in g.unresolved:
            out.append(f"  still tied after the whole list: {', '.join(map(str, u))} (shared place)")
    return "\n".join(out) + "\n"
