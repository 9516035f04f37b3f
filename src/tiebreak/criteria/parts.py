"""The parts of an explanation beyond its rounds: tables (caption, columns, rows) and steps.

A criterion whose explanation has a shape of its own (Direct Encounter's separate standings, the steps of
an Extended Direct Encounter chain) gives it as these parts (:meth:`~tiebreak.criteria.base.Breakdown.
parts`), and its data for programs by name (:meth:`~tiebreak.criteria.base.Breakdown.details`); the
text, the page and JSON draw every criterion the same way from them.

>>> table = Table("Games among the tied players", ("Player", "Points"),
...               (Row(("Ng, Chloe", Fraction(3, 2)), "Ng, Chloe: 1.5"),), title="Separate standings:")
>>> table.rows[0].cells
('Ng, Chloe', Fraction(3, 2))
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

__all__ = ["Cell", "Part", "Row", "Step", "Steps", "Table"]

Cell = Fraction | int | str | None
"""What a table cell holds: a value (formatted by the presenter) or text."""


@dataclass(frozen=True)
class Row:
    """One row of a :class:`Table`: its cells, and the same row as one line of text."""

    cells: tuple[Cell, ...]
    text: str


@dataclass(frozen=True)
class Table:
    """A table: ``caption`` over ``columns`` and ``rows``; as text, ``title`` (when given) then a line a
    row."""

    caption: str
    columns: tuple[str, ...]
    rows: tuple[Row, ...]
    title: str = ""


@dataclass(frozen=True)
class Step:
    """One step of a :class:`Steps` part: what it did (``summary``), its table, and the order it gave
    (starting numbers; a part of two or more is still tied)."""

    number: int
    summary: str
    table: Table
    order: tuple[tuple[int, ...], ...]
    label: str
    """A short name for the step (``MP``, ``BC``)."""
    decided: bool = False
    """True when the step split its members."""


@dataclass(frozen=True)
class Steps:
    """Steps taken in order, each with a table; ``title`` and ``conclusion`` are the text's first and
    last lines."""

    title: str
    steps: tuple[Step, ...]
    conclusion: str = ""


Part = Table | Steps
"""A part of an explanation."""
