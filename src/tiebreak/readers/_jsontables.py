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

__all__ = ["JsonTables", "json_tables", "json_value", "results_without_games"]

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


_SCALARS = (str, int, float, bool, type(None))
_MOST_TABLES = 1000
"""Lists of records looked at in one text, at most (a hostile text of a million small lists)."""
_MOST_FIELDS = 200
"""Fields of a record, at most: a table's columns (a record of more is no table's row)."""


_NO_NAMES = frozenset({"white", "black", "none", "null", "draw", "win", "loss", "true", "false", "yes", "no"})
"""Words a record's text may hold that name no one (an engine match's ``"Winner": "White"``)."""


def _named(value: object) -> bool:
    """A record's value that may name a player or a team: a text of two letters or more, not a colour's,
    a result's or a yes's word."""
    return (
        isinstance(value, str)
        and sum(ch.isalpha() for ch in value) >= 2
        and value.strip().casefold() not in _NO_NAMES
    )


def _records(data: object, title: str, out: list[tuple[str, list[str], list[list[object]]]]) -> None:
    """The lists of records in a JSON value, each as a table: its title (the text values of the object
    that holds it, ``ronde 1 24-09-2023``), its header (the records' keys, in the order first met) and
    its rows; a list of two records or more, each an object of two fields or more, every value a text,
    a number or null, one of them at least a name's (:func:`_named`)."""
    stack: list[tuple[object, str]] = [(data, title)]
    while stack and len(out) < _MOST_TABLES:
        value, above = stack.pop()
        if isinstance(value, dict):
            texts = " ".join(v.strip() for v in value.values() if isinstance(v, str) and v.strip())
            below = texts[:80] or above
            stack.extend((v, below) for v in reversed(list(value.values())) if isinstance(v, (list, dict)))
        elif isinstance(value, list):
            records = [v for v in value if isinstance(v, dict)]
            if (
                len(records) >= 2
                and len(records) == len(value)
                and all(2 <= len(r) <= _MOST_FIELDS and all(map(_field, r.values())) for r in records)
                and any(_named(x) for r in records for x in r.values())
            ):
                out.append((above, *_flat(records)))
            else:
                stack.extend((v, above) for v in reversed(value) if isinstance(v, (list, dict)))


def _field(value: object) -> bool:
    """A record's value a table's row can hold: a text, a number or null, or a list of those (a cell
    each: a player's rounds, ``"results": ["116", "½4", …]``)."""
    if isinstance(value, list):
        return len(value) <= _MOST_FIELDS and all(isinstance(x, _SCALARS) for x in value)
    return isinstance(value, _SCALARS)


def _flat(records: list[dict[object, object]]) -> tuple[list[str], list[list[object]]]:
    """The header and rows of a list of records: a column a key, in the order first met; a key whose
    values are lists a column an item, headed 1, 2, … when it is the only such key (a player's rounds,
    as a crosstable numbers them), else by the key and the item's number (``scores 2``)."""
    keys = list(dict.fromkeys(str(k) for r in records for k in r))
    widths = {
        k: max(len(v) for r in records if isinstance(v := r.get(k), list))
        for k in keys
        if any(isinstance(r.get(k), list) for r in records)
    }
    header: list[str] = []
    for k in keys:
        if k not in widths:
            header.append(k)
        else:
            header += [str(j) if len(widths) == 1 else f"{k} {j}" for j in range(1, widths[k] + 1)]
    rows: list[list[object]] = []
    for r in records:
        row: list[object] = []
        for k in keys:
            v = r.get(k)
            if k not in widths:
                row.append(v)
            else:
                items = v if isinstance(v, list) else [v]
                row += [*items, *[None] * (widths[k] - len(items))]
        rows.append(row)
    return header, rows


def json_value(text: str) -> object | None:
    """The value of a JSON text, or of a JSON Lines text (an object a line, as lichess's API streams its
    results and games: the list of the objects); None when the text is neither."""
    body = text.lstrip("\ufeff \t\r\n")
    if body[:1] not in ("[", "{"):
        return None
    try:
        value: object = json.loads(body)
    except (ValueError, RecursionError):  # no JSON, or nested too deeply to be any table
        lines = [line for line in body.splitlines() if line.strip()]
        if len(lines) < 2 or not all(line.lstrip()[:1] == "{" for line in lines):
            return None
        try:
            items = [json.loads(line) for line in lines]
        except (ValueError, RecursionError):
            return None
        return items if all(isinstance(item, dict) for item in items) else None
    return value


def results_without_games(value: object) -> str | None:
    """What a JSON list of a site's results that holds no game is, as the message that refuses it
    (lichess's results of a Swiss or of an arena, its games as JSON, which name no round); None for any
    other value."""
    if not isinstance(value, list) or not value or not all(isinstance(item, dict) for item in value):
        return None
    first, count = value[0], len(value)
    keys = set(first)
    if {"rank", "points", "tieBreak", "username"} <= keys:
        return (
            f"lichess's results of a Swiss ({count} players: rank, points, tieBreak, username …): a ranking "
            "without the games, from which no tie-break can be worked out. Give the tournament's TRF (the "
            "TRF download of its page, lichess.org/swiss/<id>.trf), which holds every round"
        )
    if {"rank", "score", "username"} <= keys:
        return (
            f"lichess's results of an arena ({count} players: rank, score, username …): an arena has no "
            "rounds (a player is paired again as soon as a game ends, and scores by streaks), so it has no "
            "FIDE tie-breaks to compute; its ranking is its score"
        )
    players = first.get("players")
    if isinstance(players, dict) and {"white", "black"} <= set(players):
        return (
            f"games as lichess exports them in JSON ({count} games): they name no round, so they make no "
            "event's rounds. Give the tournament's TRF (a Swiss's TRF download) or a crosstable"
        )
    return None


def json_tables(text: str) -> JsonTables | None:
    """The tables a JSON text holds, as tab-separated text; None when the text is no JSON, or holds no
    object with a ``header`` list and its rows (``data``, ``rows`` or ``body``), nor a list of records
    (objects with the same fields: a league's rounds, each its matches as ``{"thuis": …, "uit": …, "tr":
    …, "ur": …}``, read with the records' keys as the header, under the text of the object that holds
    them)."""
    data = json_value(text)
    if data is None or results_without_games(data) is not None:
        return None
    tables = _tables(data)
    if not tables:
        found: list[tuple[str, list[str], list[list[object]]]] = []
        _records(data, "", found)
        tables = [{"title": t, "header": h, "data": r} for t, h, r in found]
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
        for row in body:  # a row as a list, or a record whose fields stand in the header's order (ECF LMS)
            cells = row if isinstance(row, list) else list(row.values()) if isinstance(row, dict) else [row]
            lines.append("\t".join(_cell(c) for c in cells))
            rows += 1
    origin = tuple((1, 1) for _ in lines)
    return JsonTables("\n".join(lines) + "\n", origin, rows=rows, header_line=1, tables=len(tables))
