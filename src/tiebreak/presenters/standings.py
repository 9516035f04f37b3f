"""Presenters: standings as an aligned text table, TSV, CSV or JSON (numbers formatted only here).

>>> from fractions import Fraction
>>> format_value(Fraction(27, 4))
'6.75'
>>> format_value(None)
''
"""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

from ..model.tournament import Value, format_value
from ..ranking.engine import Standings

__all__ = ["FORMATS", "delimited", "format_value", "render", "spreadsheet_safe", "standings_dict"]

FORMATS = ("text", "tsv", "csv", "json")


class _Formatter:
    """:func:`format_value` for the cells of one table. The tie-breaks share one Fraction object per
    distinct value, so each text is made once and then looked up by identity; the memo lives as long
    as the table is being built (its values stay alive meanwhile, so no identity is reused)."""

    __slots__ = ("_texts", "blank")

    def __init__(self, blank: str = "") -> None:
        self.blank = blank
        self._texts: dict[int, str] = {}

    def __call__(self, value: Value) -> str:
        key = id(value)
        text = self._texts.get(key)
        if text is None:
            text = self._texts[key] = format_value(value, self.blank)
        return text


def _table(s: Standings, blank: str = "") -> tuple[list[str], list[list[str]]]:
    header = ["Rank", "SNo", "Name", s.points_code, *s.codes]
    cell = _Formatter(blank)
    rows = [[str(r.rank), str(r.sno), r.name, cell(r.points), *map(cell, r.values)] for r in s.rows]
    return header, rows


def standings_dict(s: Standings) -> dict[str, Any]:
    """The standings as plain JSON-ready data (numbers as decimal strings, undefined as null)."""
    cell = _Formatter()
    return {
        "name": s.name,
        "rules": s.rules.value,
        "rules_label": s.rules.label,
        "pairing": s.pairing.value,
        "rounds": s.rounds,
        "primary": s.primary,
        "ranked_on": s.ranked_on or s.primary,
        "tiebreaks": list(s.codes),
        "tiebreaks_canonical": [spec.canonical for spec in s.specs],
        "list_source": s.list_source,
        "default_list": None
        if s.default_list is None
        else {
            "kind": s.default_list.kind,
            "label": s.default_list.label,
            "codes": list(s.default_list.codes),
        },
        "warnings": list(s.warnings),
        "standings": [
            {
                "rank": r.rank,
                "sno": r.sno,
                "name": r.name,
                "rating": r.rating,
                "points": cell(r.points),
                "values": {
                    code: (None if v is None else cell(v)) for code, v in zip(s.codes, r.values, strict=True)
                },
                "shared": r.shared,
                "by_lots": r.by_lots,
            }
            for r in s.rows
        ],
    }


def _text(s: Standings) -> str:
    header, rows = _table(s, blank="-")
    header.insert(3, "Rating")
    for row, r in zip(rows, s.rows, strict=True):
        row.insert(3, str(r.rating) if r.rating is not None else "")
        if r.by_lots:
            row[0] += "*"
    numeric = [i != 2 for i in range(len(header))]
    widths = [max(len(x) for x in col) for col in zip(header, *rows, strict=True)]

    def line(cells: list[str]) -> str:
        return "  ".join(
            c.rjust(w) if num else c.ljust(w) for c, w, num in zip(cells, widths, numeric, strict=True)
        ).rstrip()

    kind = "Swiss" if s.pairing.value == "swiss" else "round robin"
    title = s.name or "Standings"
    order = "Order: " + ", ".join(["points", *s.codes])
    if s.default_list is not None:
        order += f" (the default list for {s.default_list.label}: no list given and none in the file)"
    elif s.list_source == "publication":
        order += " (the list of the input's own ranking: no list given)"
    out = [
        title,
        f"Rules: {s.rules.label} · {kind} · after round {s.rounds}",
        order,
        "",
        line(header),
        line(["-" * w for w in widths]),
    ]
    out.extend(line(r) for r in rows)
    if any(r.by_lots for r in s.rows):
        out.append("* place decided by drawing of lots")
    for w in s.warnings:
        out.append(f"note: {w}")
    return "\n".join(out) + "\n"


def render(s: Standings, fmt: str) -> str:
    """Render standings in one of :data:`FORMATS`."""
    if fmt == "text":
        return _text(s)
    if fmt == "json":
        return json.dumps(standings_dict(s), indent=2, ensure_ascii=False) + "\n"
    header, rows = _table(s)
    return delimited(header, rows, fmt)


_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(cell: str) -> str:
    """A cell a spreadsheet will not run as a formula (OWASP, "CSV injection"): text beginning with
    ``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a leading single quote. Numbers stay
    numbers.

    >>> print(spreadsheet_safe('=HYPERLINK("http://x","y")'))
    '=HYPERLINK("http://x","y")
    >>> spreadsheet_safe("-1"), spreadsheet_safe("+0.5")
    ('-1', '+0.5')
    >>> spreadsheet_safe("@SUM(A1)"), spreadsheet_safe("-Smith"), spreadsheet_safe("Chen, Ava")
    ("'@SUM(A1)", "'-Smith", 'Chen, Ava')
    """
    if cell.startswith(_FORMULA_START) and not _NUMBER.fullmatch(cell):
        return "'" + cell
    return cell


def delimited(header: list[str], rows: list[list[str]], fmt: str) -> str:
    """A table as TSV or CSV text, every cell passed through :func:`spreadsheet_safe`."""
    table = [[spreadsheet_safe(c) for c in row] for row in [header, *rows]]
    if fmt == "tsv":
        return "\n".join("\t".join(r) for r in table) + "\n"
    if fmt == "csv":
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerows(table)
        return buf.getvalue()
    raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
