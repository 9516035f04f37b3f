"""The page's way out of a dead end: when no table of the input makes an event, the page shows each
table found (where it is, its first rows) with a choice of role per column, which table and which row
is the header; the choice posted becomes a column choice (``--columns`` of the command line,
:func:`tiebreak.readers.tables.parse_columns`) kept in :attr:`~tiebreak.web.service.FormState.columns`.

>>> from tiebreak.readers import read_text
>>> from tiebreak.readers.content import NoEventError
>>> try:
...     read_text("Club news\\n\\nName\\tClub\\tTown\\nAnna\\tSC Nord\\tKiel\\nBoris\\tSC Süd\\tUlm\\n")
... except NoEventError as exc:
...     found = found_tables(exc.tables, exc.readings)
>>> [(c.number, c.heading, c.role) for c in found[0].columns]
[(1, 'Name', 'name'), (2, 'Club', 'club'), (3, 'Town', 'club')]
>>> choice_from_fields({"col_table": ["1"], "col_header": ["1"], "role_1": ["name"], "role_2": ["club"],
...                     "role_3": ["ignore"]})
'table=1,header=1,name=1,club=2,ignore=3'
>>> columns_echo("table=1,header=0,name=2,rounds=4-5,points=6")
'table 1, no header row; name: column 2; round results: columns 4–5; points: column 6'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..model.errors import TiebreakError
from ..readers.tables import ColumnChoice, Role, Table, TableReading, column_spans, parse_columns

__all__ = [
    "MAX_CHOICE_COLUMNS",
    "MAX_HEADER_ROWS",
    "ROLE_CHOICES",
    "FoundColumn",
    "FoundTable",
    "choice_from_fields",
    "columns_echo",
    "found_tables",
]

ROLE_CHOICES: dict[str, str] = {
    "": "(as read)",
    "rank": "rank",
    "sno": "starting number",
    "name": "name",
    "title": "title",
    "rating": "rating",
    "fed": "federation",
    "club": "club or team",
    "points": "points",
    "rounds": "round results",
    "tiebreaks": "tie-break values",
    "opponents": "results against each player (grid)",
    "board": "board",
    "white": "White",
    "black": "Black",
    "result": "result",
    "id": "player ID",
    "ignore": "nothing to read",
}
"""The roles a column may be given on the page: the names :func:`parse_columns` reads (``""``: let the
reader tell it from the content), with their labels."""

_SPEC_NAME: dict[str, str] = {
    "round": "rounds",
    "tiebreak": "tiebreaks",
    "opponent": "opponents",
    "player-id": "id",
    "unknown": "",
}
"""A :data:`~tiebreak.readers.tables.Role` -> its name in :data:`ROLE_CHOICES`."""

MAX_CHOICE_COLUMNS = 60
"""A table shows a choice for at most this many columns (a form's fields are bounded)."""
MAX_HEADER_ROWS = 8
"""The header row is chosen among the first rows of a table."""
_PREVIEW_ROWS = 5
_CELL_CHARS = 40


def _spec_name(role: Role) -> str:
    return _SPEC_NAME.get(role, role)


@dataclass(frozen=True)
class FoundColumn:
    """One column of a table found: its 1-based number, its heading, its role (a key of
    :data:`ROLE_CHOICES`: the choice made, else what its content suggested) and why it was read so."""

    number: int
    heading: str
    role: str
    evidence: str


@dataclass(frozen=True)
class FoundTable:
    """A table of the input, as the page shows it for the choice of its columns."""

    number: int
    where: str
    size: str
    kind: str
    header: int
    """The header row (1-based; 0: none), as chosen, else as read."""
    first_rows: tuple[tuple[str, ...], ...]
    """The first data rows, each as wide as the table (cells cut to a few words)."""
    header_choices: tuple[tuple[int, str], ...]
    """The rows that may be the header (number, the row's first cells), after ``(0, "none")``."""
    columns: tuple[FoundColumn, ...]
    chosen: bool
    """The table the choice is about (the one chosen, else the one with the most rows)."""


def _cut(text: str) -> str:
    return text if len(text) <= _CELL_CHARS else text[: _CELL_CHARS - 1].rstrip() + "…"


def found_tables(
    tables: Sequence[Table], readings: Sequence[TableReading], columns: str = ""
) -> tuple[FoundTable, ...]:
    """The tables of a dead end (:class:`~tiebreak.readers.content.NoEventError`), each column
    preselected with the role of ``columns`` (the choice already made, for its table) or else with what
    the content suggested."""
    try:
        choice = parse_columns(columns) if columns.strip() else ColumnChoice()
    except TiebreakError:
        choice = ColumnChoice()
    pairs = list(zip(tables, readings, strict=False))
    if not pairs:
        return ()
    biggest = max(range(len(pairs)), key=lambda k: (len(pairs[k][1].data_rows), -k)) + 1
    target = choice.table if choice.table is not None and 1 <= choice.table <= len(pairs) else biggest
    out = []
    for number, (table, reading) in enumerate(pairs, start=1):
        chosen = number == target
        width = min(table.width, MAX_CHOICE_COLUMNS)
        by_index = {c.index: c for c in reading.columns}
        header = reading.header + 1 if reading.header is not None else 0
        if chosen and choice.header is not None:
            header = choice.header
        cols = []
        for index in range(width):
            read = by_index.get(index)
            picked = choice.role_of(index) if chosen and choice.columns else None
            role = (
                _spec_name(picked)
                if picked is not None
                else (_spec_name(read.role) if read is not None and not choice.columns else "")
            )
            heading = read.heading if read is not None else ""
            if chosen and choice.header:
                row = table.rows[choice.header - 1] if choice.header <= len(table.rows) else ()
                heading = row[index].text if index < len(row) else ""
            cols.append(
                FoundColumn(
                    index + 1,
                    heading,
                    role if role in ROLE_CHOICES else "",
                    read.evidence if read is not None else "",
                )
            )
        data = [i for i in reading.data_rows if i != header - 1][:_PREVIEW_ROWS] or [
            i for i in range(len(table.rows)) if i != header - 1
        ][:_PREVIEW_ROWS]
        rows = tuple(
            tuple(_cut(table.rows[i][k].text) if k < len(table.rows[i]) else "" for k in range(width))
            for i in data
        )
        heads = tuple(
            (k + 1, " · ".join(_cut(c.text) for c in table.rows[k][:4] if c.text) or "(empty)")
            for k in range(min(len(table.rows), MAX_HEADER_ROWS))
        )
        out.append(
            FoundTable(
                number,
                table.where(),
                f"{len(table.rows)} rows × {table.width} columns",
                reading.kind,
                header,
                rows,
                heads,
                tuple(cols),
                chosen,
            )
        )
    return tuple(out)


def choice_from_fields(fields: Mapping[str, Sequence[str]]) -> str:
    """The column choice of the page's step (fields ``col_table``, ``col_header``, ``role_N``) in the
    form :func:`parse_columns` reads; empty when the step was not posted."""

    def first(name: str) -> str:
        values = fields.get(name) or ()
        return values[0] if values else ""

    table = first("col_table")
    if not table.isdecimal():
        return ""
    parts = [f"table={int(table)}"]
    header = first("col_header")
    if header.isdecimal():
        parts.append(f"header={int(header)}")
    numbers: dict[str, list[int]] = {}
    for n in range(1, MAX_CHOICE_COLUMNS + 1):
        role = first(f"role_{n}")
        if role and role in ROLE_CHOICES:
            numbers.setdefault(role, []).append(n)
    for role, cols in numbers.items():
        parts.append(f"{role}={column_spans(cols)}")
    return ",".join(parts)


def columns_echo(spec: str) -> str:
    """A column choice in the page's words (the echo on the results), or the text itself when it is not
    one."""
    try:
        choice = parse_columns(spec)
    except TiebreakError:
        return spec
    parts = []
    where = []
    if choice.table is not None:
        where.append(f"table {choice.table}")
    if choice.header is not None:
        where.append("no header row" if choice.header == 0 else f"header row {choice.header}")
    if where:
        parts.append(", ".join(where))
    for role, numbers in choice.columns.items():
        label = ROLE_CHOICES.get(_spec_name(role), role)
        spans = column_spans(numbers, "–", ", ")
        word = "column" if len(numbers) == 1 else "columns"
        parts.append(f"{label}: {word} {spans}")
    return "; ".join(parts)
