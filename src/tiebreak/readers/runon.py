"""A table whose rows were run together on one line: a page's text kept without its line breaks.

A crosstable copied from some pages (or kept by a text store) loses the breaks between its rows:
``1 2 3 4 5 6 7 8 Pts 1. Keres ** 1½ ½½ … 8½ 2. Fine 0½ ** 1½ … 8½ 3. Botvinnik …``. The rows can still
be told apart by what they hold: the row numbers ``1.``, ``2.``, … ``n.`` stand in order, and each row
has exactly one diagonal mark (``**``, ``×``, ``x``, ``*``), in the column of its own number. When a line
holds such a run of ``n`` rows (``n`` at least 3), :func:`unfold_rows` writes them one a line; the text
before the first row (a heading row that only numbers the columns) is left out, as its cells cannot be
placed over the rows' cells. The grid and crosstable readers then read the rows as they read any grid;
:class:`Unfolded` maps their lines and columns back to the line of the input.

>>> u = unfold_rows("Final\\n1 2 3 Pts 1. Ann ** 1 1 2 2. Bob 0 ** 1 1 3. Cy 0 0 ** 0\\n")
>>> u.text.splitlines()
['Final', '1. Ann ** 1 1 2', '2. Bob 0 ** 1 1', '3. Cy 0 0 ** 0']
>>> u.locate(3, 4), u.locate(4, 1)
((2, 30), (2, 43))
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..model.errors import Diagnostic, ParseError

__all__ = ["Unfolded", "run_together", "unfold_rows"]

_MARK = re.compile(r"(?<!\S)(\d{1,3})\.(?=\s)")
_DIAGONAL = frozenset({"**", "×", "x", "X", "*", "xx", "XX", "■", "#"})
_CELL = re.compile(r"^(?:1|0|½|=|0[.,]5|\+|-)+$")
_JOINED = re.compile(r"^\s*\d{1,3}\.?(?!(?:st|nd|rd|th|er|e|º|ª)\b)[^\W\d_]{2,}.*\d", re.IGNORECASE)
"""A row whose number runs into the name after it and holds more numbers (``1Germany * 23323322,5140``;
not an ordinal, ``22nd MITROPA Cup 2003``)."""
_MOST = 4096
"""Longest line looked at (a crosstable of 100 players on one line is shorter)."""


@dataclass(frozen=True)
class Unfolded:
    """The input with one line's run-together rows written one a line."""

    text: str
    line: int
    """The input's line that held the rows (1-based)."""
    starts: tuple[int, ...]
    """Where each row starts on that line (1-based columns)."""
    dropped: str
    """The text before the first row, left out (the column numbers)."""

    def locate(self, line: int | None, column: int | None) -> tuple[int | None, int | None]:
        """A line and column of :attr:`text` as a line and column of the input."""
        if line is None or line < self.line:
            return line, column
        n = len(self.starts)
        if line >= self.line + n:
            return line - n + 1, column
        start = self.starts[line - self.line]
        return self.line, start + (column - 1 if column is not None else 0)

    def _message(self, text: str) -> str:
        return re.sub(r"\bline (\d+)\b", lambda m: f"line {self.locate(int(m.group(1)), None)[0]}", text)

    def diagnostic(self, d: Diagnostic) -> Diagnostic:
        line, column = self.locate(d.line, d.column)
        return replace(d, message=self._message(d.message), line=line, column=column)

    def error(self, exc: ParseError) -> ParseError:
        line, column = self.locate(exc.line, exc.column)
        return ParseError(
            self._message(exc.message),
            source=exc.source,
            line=line,
            column=column,
            diagnostics=tuple(self.diagnostic(d) for d in exc.diagnostics),
        )

    def note(self) -> str:
        before = (
            f"; the text before them ({self.dropped[:60]!r}) only numbers the columns and is left out"
            if self.dropped
            else ""
        )
        return (
            f"the {len(self.starts)} rows of the table stood on one line (line {self.line}): read one a "
            f"line, split before each row number 1. to {len(self.starts)}., each row with its diagonal "
            f"mark in its own column{before}"
        )


def _rows_of(line: str) -> tuple[list[int], str] | None:
    """Where the rows of a run start on the line (0-based) and the text before them, when the line holds
    rows ``1.`` to ``n.`` in order, each with one diagonal mark, in its own column."""
    marks = list(_MARK.finditer(line))
    k = next((i for i, m in enumerate(marks) if m.group(1) == "1"), None)
    if k is None:
        return None
    run: list[int] = []
    for m in marks[k:]:
        if int(m.group(1)) == len(run) + 1:
            run.append(m.start())
    n = len(run)
    if n < 3:
        return None
    for i, start in enumerate(run):
        end = run[i + 1] if i + 1 < n else len(line)
        tokens = line[start:end].split()[1:]
        cells = [t for t in tokens if t in _DIAGONAL or _CELL.match(t)]
        marks_at = [j for j, t in enumerate(cells) if t in _DIAGONAL]
        if len(marks_at) != 1 or len(cells) < n or marks_at[0] != i:
            return None
    return run, line[: run[0]].strip()


def unfold_rows(text: str) -> Unfolded | None:
    """The text with the first line that holds a run of table rows written one row a line, else None.
    Linear in the text (lines longer than 4096 characters are not looked at)."""
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if len(line) > _MOST or "1." not in line:
            continue
        found = _rows_of(line)
        if found is None:
            continue
        run, before = found
        ends = [*run[1:], len(line)]
        rows = [line[a:b].rstrip() for a, b in zip(run, ends, strict=True)]
        text = "\n".join([*lines[:k], *rows, *lines[k + 1 :]])
        return Unfolded(text, k + 1, tuple(a + 1 for a in run), before)
    return None


def run_together(text: str) -> str:
    """What a text whose table lost its cell separators shows, said when no event was found in it: the
    lines that start with a number run into a name (``1Germany * 23323322,5140``), three or more of them;
    "" when there are fewer. Linear in the text."""
    found = [
        (k, line.strip())
        for k, line in enumerate(text.split("\n"), start=1)
        if len(line) <= _MOST and _JOINED.match(line)
    ]
    if len(found) < 3:
        return ""
    lines = ", ".join(str(k) for k, _ in found[:6]) + (", …" if len(found) > 6 else "")
    return (
        f"{len(found)} lines (line {lines}) start with a number run into a name ({found[0][1][:40]!r}): "
        "a table whose cell separators were lost (a page's text kept without its tabs or cell borders), "
        "its numbers run together and cannot be told apart; copy the table from the page again (cells "
        "separated by tabs) or save the page as HTML"
    )
