"""A round-robin grid whose rows a copy broke at the diagonal, read as the grid it is.

A page that leaves each row's own cell empty (BritBase's crosstables) can lose it in a text copy that
breaks the line there: each row stands on two lines, its number, name, federation and rating and the
cells before the diagonal on the first, the cells after it and the row's totals on the second, with at
times a line between them holding what the empty cell held (``&;``, ``&nbsp;``)::

    Fed Elo 1 2 3 4 5 6 7 8 9 10 11 12 13 14  Total  SOS
    1 Evgeny Sveshnikov USSR 2530g
    &;
    ½ 0 ½ 1 ½ 0 1 1 1 1 1 1 ½ 9
    2 H James Plaskett ENG 2470m ½
    &;
    1 ½ 0 1 1 1 0 ½ 1 ½ 0 1 8 51.00

Row ``k`` of ``n`` has ``k - 1`` cells on its first line and ``n - k`` on its second; the last row may
have no second line (no cell after the diagonal). :func:`broken_grid_lines` writes the grid
tab-separated, the row's own cell ``*``, for the grid reader. Such copies also drop a total that ends in
``½``: a row with fewer values after its cells than the header names columns there keeps the total
when its first value is the sum of its cells, and otherwise gives its values to the last columns, the
total written ``?`` (unknown: computed from the cells, as every total is); the note says how many. A
letter after a rating is ChessBase's title letter (``2530g``: a grandmaster); a federation that is no
FIDE code (``USSR``) is left aside, out of the name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from ._builder import point_value
from ._relined import numbered_columns, numbered_line, rewrite_lines
from .celllines import Joined
from .rrgrid import TITLE_LETTERS

__all__ = ["BrokenGrid", "broken_grid_lines"]

_RESULTS = {"1": Fraction(1), "0": Fraction(0), "½": Fraction(1, 2), "=": Fraction(1, 2)}
_FILLER = frozenset({"&;", "&nbsp;", "&#160;", "\xa0"})
"""What a line between a row's two halves holds: the empty cell's entity, as the copy left it."""
_ROW = re.compile(r"^\s*(\d{1,3})\.?\s+([^\W\d_½].*)$")
"""A row's first line: its number, then its name (a letter: ``1 ½ 0`` is a row's second line)."""
_RATING = re.compile(r"^(\d{3,4})(wg|wm|wf|wc|[gmfc])?$")
"""A rating, a title's letter after it as BritBase writes them (``2530g``: a grandmaster)."""
_FED = re.compile(r"^[A-Z]{2,4}$")
_FIDE_CODE = re.compile(r"^[A-Z]{3}$")
_LOST = "?"
"""A total the copy lost, as the rewritten row writes it: no value (the grid reader computes it)."""
_VALUE = re.compile(r"^(?:\d{1,3}(?:[.,]\d{1,2})?½?|½)$")
_FED_HEADINGS = frozenset({"fed", "nat", "country", "land"})
_MIN_ROWS = 4


@dataclass(frozen=True)
class BrokenGrid(Joined):
    """The input with its grid's rows, each broken at the diagonal, written one a line
    (:func:`broken_grid_lines`)."""

    lost_totals: int = 0
    """The rows whose total the copy lost (computed from the cells)."""

    letters: bool = False
    """Whether a title's letter stood after a rating (``2530g``)."""

    other_feds: tuple[str, ...] = ()
    """The federations given that are no FIDE code (``USSR``), left aside."""

    def note(self) -> str:
        lost = (
            f"; {self.lost_totals} row(s) have no total (the copy dropped it, a total ending in ½ as such "
            "copies do): computed from the cells"
            if self.lost_totals
            else ""
        )
        letters = (
            "; a letter after a rating is read as ChessBase's title letter (2530g: g GM, m IM, f FM)"
            if self.letters
            else ""
        )
        feds = (
            f"; {', '.join(self.other_feds)} (no FIDE federation code) left aside" if self.other_feds else ""
        )
        return (
            f"the round-robin grid under the header of line {self.header_line} has each of its {self.rows} "
            "rows broken at the diagonal (the cells before a row's own on its line, the cells after it and "
            f"its totals on the next, as a copy of a page that leaves that cell empty gives them): each row "
            f"read joined, its own cell marked *{lost}{letters}{feds}"
        )


@dataclass
class _Row:
    first: int
    """The index of the row's first line."""
    lines: list[int]
    """The indexes of the lines it stands on (first, filler, second)."""
    number: int
    words: list[str]
    """What stands before its cells: the name, the federation and the rating."""
    cells: list[str]
    values: list[str]
    """What stands after its cells: its total and tie-breaks."""


def _header(line: str) -> tuple[list[str], int, list[str]] | None:
    """The headings before the columns numbered 1 … n, n, and those after; None for no such header."""
    words = line.split()
    found = numbered_columns(words, _MIN_ROWS)
    if found is None:
        return None
    i, n = found
    return words[:i], n, words[i + n :]


def _results(words: list[str]) -> int:
    """How many of the words at the end are results."""
    k = 0
    while k < len(words) and words[-1 - k] in _RESULTS:
        k += 1
    return k


def _rows(lines: list[str], start: int, n: int, after: int) -> list[_Row] | None:
    """The rows 1 … n from line ``start``, each on its two lines; None when the lines are not such."""
    rows: list[_Row] = []
    k = start
    for number in range(1, n + 1):
        found = numbered_line(lines, k, number, _ROW)
        if found is None:
            return None
        k, m = found
        words = m.group(2).split()
        before = _results(words)
        if before != number - 1 or before == len(words):
            return None
        at = [k]
        k += 1
        while k < len(lines) and lines[k].strip() in _FILLER:
            at.append(k)
            k += 1
        rest = lines[k].split() if k < len(lines) else []
        cells_after = n - number
        second = (
            len(rest) >= cells_after
            and all(w in _RESULTS for w in rest[:cells_after])
            and len(rest) - cells_after <= max(after, 1)
            and all(_VALUE.match(w) for w in rest[cells_after:])
            and (cells_after > 0 or bool(rest))
            and _ROW.match(lines[k]) is None
        )
        if not second and cells_after:
            return None
        if second:
            at.append(k)
            k += 1
        else:
            rest = []
        rows.append(
            _Row(
                at[0],
                at,
                number,
                words[: len(words) - before],
                [*words[len(words) - before :], *rest[:cells_after]],
                rest[cells_after:],
            )
        )
    return rows


def _own_columns(words: list[str], heads: list[str]) -> tuple[str, str, str, str]:
    """The name, federation, rating and title (its letter after the rating) of what stands before a
    row's cells."""
    rating = fed = title = ""
    m = _RATING.match(words[-1]) if len(words) > 1 else None
    if m is not None:
        rating, title = m.group(1), TITLE_LETTERS.get(m.group(2) or "", "")
        words = words[:-1]
    named = any(h.casefold() in _FED_HEADINGS for h in heads)
    if len(words) > 1 and _FED.match(words[-1]) and (named or len(words[-1]) == 3):
        fed = words[-1]
        words = words[:-1]
    return " ".join(words), fed, rating, title


def _values(row: _Row, columns: int) -> tuple[list[str], bool]:
    """The row's values under the ``columns`` headings after its cells (the total first), and whether its
    total is lost (fewer values than columns, the first not the sum of the cells)."""
    values = row.values
    if len(values) >= columns:
        return values[:columns], False
    total = sum((_RESULTS[c] for c in row.cells), Fraction(0))
    if values and point_value(values[0]) == total:
        return values + [""] * (columns - len(values)), False
    return [_LOST] + [""] * (columns - len(values) - 1) + values, True


def broken_grid_lines(text: str) -> BrokenGrid | None:
    """The text with its round-robin grid's rows, each broken at the diagonal, written tab-separated one a
    line (the lines around it kept); None when it holds no such grid."""
    if "\n1 " not in text and not text.startswith("1 "):
        return None  # no line starts a first row: no such grid (a cheap look before the lines)
    lines = text.split("\n")
    for h, line in enumerate(lines):
        header = _header(line) if " 1 2 3 " in f" {line} " else None
        if header is None:
            continue
        before, n, after = header
        rows = _rows(lines, h + 1, n, len(after))
        if rows is None:
            continue
        columns = max(len(after), 1)
        heads = [*(after or ["Pts"])]
        heads[0] = "Pts"
        own = [_own_columns(r.words, before) for r in rows]
        feds = any(_FIDE_CODE.match(f) for _, f, _, _ in own)
        ratings = any(r for _, _, r, _ in own)
        titles = any(t for *_, t in own)
        head = ["No", "Name", *(["Title"] if titles else []), *(["FED"] if feds else [])]
        head += ["Rtg"] if ratings else []
        head += [str(j + 1) for j in range(n)] + heads
        written = {h: "\t".join(head)}
        lost = 0
        for r, (name, fed, rating, title) in zip(rows, own, strict=True):
            values, gone = _values(r, columns)
            lost += gone
            cells = [*r.cells[: r.number - 1], "*", *r.cells[r.number - 1 :]]
            fide = fed if _FIDE_CODE.match(fed) else ""
            mine = [str(r.number), name, *([title] if titles else []), *([fide] if feds else [])]
            mine += [rating] if ratings else []
            written[r.first] = "\t".join([*mine, *cells, *values])
        joined, origin = rewrite_lines(lines, written, {k for r in rows for k in r.lines})
        return BrokenGrid(
            joined,
            origin,
            rows=len(rows),
            header_line=h + 1,
            lost_totals=lost,
            letters=titles,
            other_feds=tuple(sorted({f for _, f, _, _ in own if f and not _FIDE_CODE.match(f)})),
        )
    return None
