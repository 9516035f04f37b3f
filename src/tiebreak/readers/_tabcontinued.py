"""Rows a page's text broke inside a cell, each break's next line opening with the tab of the next cell.

A page's ``innerText`` (a browser's "Save as text", a script) writes a tab between two cells and a line
break where a cell holds a block; a cell whose score stands in a block of its own (a club's round table:
``Orvina B | 2 | 2 | San Viator``, each score in a ``<div>``) breaks its row there, and the row's rest
goes on on the next line after the tab that ends the cell::

    Orvina B<TAB>2
    <TAB>2
    <TAB>San Viator

A line that opens with a tab under a line of cells is that row's rest: :func:`tab_continued_lines`
writes each such row on one line (``Orvina B<TAB>2<TAB>2<TAB>San Viator``), the tab kept, so that an
empty cell (a crosstable's diagonal) stays a cell. It is tried where the text as given does not read.

>>> r = tab_continued_lines("Round 1\\nOrvina B\\t2\\n\\t2\\n\\tSan Viator\\nUrnieta\\t1\\t3\\tOberena\\n")
>>> r.text.split("\\n")[:3], r.rows
(['Round 1', 'Orvina B\\t2\\t2\\tSan Viator', 'Urnieta\\t1\\t3\\tOberena'], 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from ._relined import rewrite_lines
from .celllines import Joined

__all__ = ["Continued", "tab_continued_lines"]

_MAX_LINES = 200_000


@dataclass(frozen=True)
class Continued(Joined):
    """The input with each row its text broke inside a cell written on one line."""

    breaks: int = 0
    """How many lines were joined to the row above them."""

    def note(self) -> str:
        return (
            f"{self.rows} row(s) of the text were broken inside a cell, the rest of each on lines opening "
            f"with the tab of its next cell (a page's text, a cell's block on a line of its own): each row "
            f"read joined, {self.breaks} line(s) put back after the line above"
        )


def tab_continued_lines(text: str) -> Continued | None:
    """The text with each line that opens with a tab joined to the line of cells above it (see the
    module); None when no line is so, or the text has no tab."""
    if "\t" not in text:
        return None
    lines = text.split("\n")
    if len(lines) > _MAX_LINES:
        return None
    written: dict[int, str] = {}
    dropped: set[int] = set()
    row: int | None = None  # the line the row being joined starts on
    rows = 0
    for k, line in enumerate(lines):
        body = line.rstrip("\r")
        if body.startswith("\t") and body.strip() and row is not None:
            if row not in written:
                rows += 1
            written[row] = written.get(row, lines[row].rstrip("\r")) + body
            dropped.add(k)
            continue
        row = k if "\t" in body and body.strip() and not body.startswith("\t") else None
    if not dropped:
        return None
    joined, origin = rewrite_lines(lines, written, dropped)
    first = min(written)
    return Continued(joined, origin, rows=rows, header_line=first + 1, breaks=len(dropped))
