"""A JSON text that holds tables as a header and rows (the ECF's League Management System answers
``[{"title": …, "header": ["No", "Name", "Round 1", …], "data": [[1, "Alexandr Klimchik", "1 (b22)", …]]}]``),
written as tab-separated text, each table under its title, for the readers of tables
(:class:`~._relined.Relined`: every line of it at the JSON's first line).

>>> t = json_tables('[{"title": "Open", "header": ["No", "Name", "R1"], "data": [[1, "Ann", "1 (b2)"]]}]')
>>> t.text.splitlines()
['Open', 'No\\tName\\tR1', '1\\tAnn\\t1 (b2)']
>>> json_tables('{"format": "other"}') is None
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .celllines import Joined

__all__ = ["JsonTables", "json_tables"]

_ROWS_KEYS = ("data", "rows", "body")
"""The keys a table's rows may stand under, beside its ``header``."""


@dataclass(frozen=True)
class JsonTables(Joined):
    """The tables of a JSON text written as tab-separated lines (:func:`json_tables`)."""

    def note(self) -> str:
        return (
            f"the JSON text holds {self.tables} table(s) of a header and rows ({self.rows} rows): read as "
            "tab-separated text, each table under its title"
        )


def _cell(value: object) -> str:
    """A cell's text: a number as written, nothing for null, any text on one line."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return " ".join(str(value).split())


def _tables(data: object) -> list[dict[str, object]]:
    """The objects of a JSON value that are tables: the value itself, or the items of a list."""
    items = data if isinstance(data, list) else [data]
    return [
        item
        for item in items
        if isinstance(item, dict)
        and isinstance(item.get("header"), list)
        and any(isinstance(item.get(k), list) for k in _ROWS_KEYS)
    ]


def json_tables(text: str) -> JsonTables | None:
    """The tables a JSON text holds, as tab-separated text; None when the text is no JSON, or holds no
    object with a ``header`` list and its rows (``data``, ``rows`` or ``body``)."""
    if text.lstrip("\ufeff \t\r\n")[:1] not in ("[", "{"):
        return None
    try:
        data = json.loads(text.lstrip("\ufeff"))
    except ValueError:
        return None
    tables = _tables(data)
    if not tables:
        return None
    lines: list[str] = []
    rows = 0
    for table in tables:
        if lines:
            lines.append("")
        title = table.get("title")
        if isinstance(title, str) and title.strip():
            lines.append(_cell(title))
        header = table["header"]
        assert isinstance(header, list)
        lines.append("\t".join(_cell(h) for h in header))
        body = next(table[k] for k in _ROWS_KEYS if isinstance(table.get(k), list))
        assert isinstance(body, list)
        for row in body:
            cells = row if isinstance(row, list) else [row]
            lines.append("\t".join(_cell(c) for c in cells))
            rows += 1
    origin = tuple((1, 1) for _ in lines)
    return JsonTables("\n".join(lines) + "\n", origin, rows=rows, header_line=1, tables=len(tables))
