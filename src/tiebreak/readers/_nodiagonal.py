"""A round-robin grid whose rows leave out their own cell, its cells separated by blanks, read as the grid.

A page's text can write each row's results against the others without the empty cell of the diagonal
(an encyclopedia's tables of a national team championship, as a mirror of it keeps their text)::

    Verein 1 2 3 4 5 6 7 Punkte
    1 Einheit Leipzig Ost 5,5 4,0 4,5 6,0 5,0 4,5 29,5
    2 Einheit Rostock 2,5 4,5 5,0 3,5 5,5 5,5 26,5

Row ``k`` of ``n`` holds ``n - 1`` values, its results against rows 1 … n but ``k`` in their order, then
the values the header names after its numbered columns (the total). Nothing marks where the diagonal
was: the grid is read so only when it mirrors itself, each pair of rows' two values adding up to one
sum (1 for a game; a match's boards, 8 above: 5,5 against 2,5), which no other reading of the values
gives. :func:`omitted_diagonal_lines` writes the grid tab-separated, each row's own cell ``*``, for the
grid and team crosstable readers (a name of several words kept one cell).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from ._builder import point_value
from ._relined import numbered_columns, rewrite_lines
from .celllines import Joined

__all__ = ["OmittedDiagonal", "omitted_diagonal_lines"]

_ROW = re.compile(r"^\s*(\d{1,3})[.)]?\s+(\S.*)$")
_VALUE = re.compile(r"^(?:\d{1,3}(?:[.,]\d{1,2})?½?|½)$")
_MIN_ROWS = 3


@dataclass(frozen=True)
class OmittedDiagonal(Joined):
    """The input with its grid, whose rows leave out their own cell, written tab-separated with that cell
    marked (:func:`omitted_diagonal_lines`)."""

    pair_sum: str = ""
    """What each pair of rows' two values add up to (``1``, or a match's boards)."""

    def note(self) -> str:
        which = (
            f"the round-robin grid under the header of line {self.header_line} leaves out each of its "
            f"{self.rows} rows' own cell (a row holds {self.rows - 1} values"
            if self.tables == 1
            else f"the {self.tables} round-robin grids from the header of line {self.header_line} on leave "
            "out each row's own cell (a row of n holds n - 1 values"
        )
        return (
            f"{which}, its results against the other rows in their order, each pair's two adding up to "
            f"{self.pair_sum}): each row read with its own cell marked *"
        )


def _trailing_values(words: list[str]) -> int:
    k = 0
    while k < len(words) and _VALUE.match(words[-1 - k]):
        k += 1
    return k


def omitted_diagonal_lines(text: str) -> OmittedDiagonal | None:
    """The text with each round-robin grid whose rows leave out their own cell written tab-separated (a
    page of several: the men's and the women's tables), the lines around them kept; None when it holds no
    such grid (or only ones whose values do not mirror)."""
    if " 1 2 3 " not in text:
        return None  # no header numbers its columns: no such grid (a cheap look before the lines)
    lines = text.split("\n")
    written: dict[int, str] = {}
    grids: list[tuple[int, int, Fraction]] = []  # each grid's header line, rows and pair sum
    for h, line in enumerate(lines):
        words = line.split()
        header = numbered_columns(words, _MIN_ROWS) if " 1 2 3 " in f" {line} " and h not in written else None
        if header is None:
            continue
        start, n = header
        after = words[start + n :]
        found = _rows(lines, h + 1, n, len(after))
        if found is None:
            continue
        rows, at = found
        total = _pair_sum(rows)
        if total is None:
            continue
        heads = ["No", " ".join(words[:start]) or "Name", *(str(j + 1) for j in range(n)), *after]
        written[h] = "\t".join(heads)
        for k, (number, name, cells, values) in enumerate(rows):
            own = [*cells[: number - 1], "*", *cells[number - 1 :]]
            written[at[k]] = "\t".join([str(number), name, *own, *values])
        grids.append((h + 1, n, total))
    if not grids:
        return None
    joined, origin = rewrite_lines(lines, written)
    first, n, _ = grids[0]
    sums = "; ".join(sorted({str(t) for _, _, t in grids}))
    return OmittedDiagonal(joined, origin, rows=n, header_line=first, pair_sum=sums, tables=len(grids))


def _rows(
    lines: list[str], start: int, n: int, after: int
) -> tuple[list[tuple[int, str, list[str], list[str]]], list[int]] | None:
    """Rows 1 … n from line ``start`` (empty lines between them aside), each its number, its name, its
    n - 1 values and the ``after`` values after them, and the index of each row's line; None when the
    lines are not such rows."""
    at = [k for k in range(start, min(len(lines), start + 2 * n + 2)) if lines[k].strip()][:n]
    matched = [_ROW.match(lines[k]) for k in at]
    if len(at) < n or any(m is None or int(m.group(1)) != j + 1 for j, m in enumerate(matched)):
        return None
    rows: list[tuple[int, str, list[str], list[str]]] = []
    width = n - 1 + after  # the values a row holds after its name
    for number, m in enumerate(matched, start=1):
        assert m is not None
        words = m.group(2).split()
        name = words[: len(words) - width]
        if _trailing_values(words) != width or not any(ch.isalpha() for ch in " ".join(name)):
            return None
        values = words[len(name) :]
        rows.append((number, " ".join(name), values[: n - 1], values[n - 1 :]))
    return rows, at


def _pair_sum(rows: list[tuple[int, str, list[str], list[str]]]) -> Fraction | None:
    """What every pair of rows' two values add up to, when each pair's do alike (the grid mirrors); None
    otherwise."""
    n = len(rows)

    def value(i: int, j: int) -> Fraction | None:  # row i's result against row j (0-based, i != j)
        return point_value(rows[i][2][j if j < i else j - 1].replace(",", "."))

    sums: set[Fraction] = set()
    for i in range(n):
        for j in range(i + 1, n):
            a, b = value(i, j), value(j, i)
            if a is None or b is None:
                return None
            sums.add(a + b)
    if len(sums) != 1:
        return None
    total = sums.pop()
    return total if total > 0 else None
