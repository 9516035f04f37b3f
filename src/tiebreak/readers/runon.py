"""A table whose rows were run together on one line: a page's text kept without its line breaks.

A crosstable copied from some pages (or kept by a text store) loses the breaks between its rows:
``1 2 3 4 5 6 7 8 Pts 1. Keres ** 1½ ½½ … 8½ 2. Fine 0½ ** 1½ … 8½ 3. Botvinnik …``. The rows can still
be told apart by what they hold: the row numbers ``1.``, ``2.``, … ``n.`` stand in order, and each row
has exactly one diagonal mark (``**``, ``×``, ``x``, ``*``), in the column of its own number. Row numbers
without a dot count when a name follows each (``1 Ker, Anthony 2479 9 . W W …``: a word of two letters or
more after the number); a grid whose cells are ``W`` ``D`` ``L`` (win, draw, loss) marks its diagonal
``.``. When a line holds such a run of ``n`` rows (``n`` at least 3), :func:`unfold_rows` writes them one a
line, and so on every line that holds one (a page's several grids, one a line). The text before the first
row is kept as the grid's header line when it ends with the column numbers ``1 … n`` (or ``#1 … #n``) after
column headings (``No Name Loc Total #1 … #10``), the words before those headings staying a title line;
any other text before the rows (a heading row that only numbers the columns, ``1 2 … 8 Pts``) is left out,
as its cells cannot be placed over the rows' cells. The grid and crosstable readers then read the rows as
they read any grid; :class:`Unfolded` maps their lines and columns back to the lines of the input.

>>> u = unfold_rows("Final\\n1 2 3 Pts 1. Ann ** 1 1 2 2. Bob 0 ** 1 1 3. Cy 0 0 ** 0\\n")
>>> u.text.splitlines()
['Final', '1. Ann ** 1 1 2', '2. Bob 0 ** 1 1', '3. Cy 0 0 ** 0']
>>> u.locate(3, 4), u.locate(4, 1)
((2, 30), (2, 43))
>>> u = unfold_rows("A\\nNo Name #1 #2 #3 1 Ann . W W 2 Bob L . D 3 Cy L D .\\n")
>>> u.text.splitlines()
['A', 'No Name #1 #2 #3', '1 Ann . W W', '2 Bob L . D', '3 Cy L D .']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ._headings import DIAGONAL_MARKS
from ._relined import Relined

__all__ = ["Unfolded", "run_together", "unfold_rows"]

_MARK = re.compile(r"(?<!\S)(\d{1,3})\.(?=\s)")
_BARE = re.compile(r"(?<!\S)(\d{1,3})(?=\s+[^\W\d_]{2,})")
"""A row number without a dot: a name (a word of two letters or more) after it."""
_DIAGONAL = DIAGONAL_MARKS
_CELL = re.compile(r"^(?:1|0|½|=|0[.,]5|\+|-)+$")
_LETTERS = re.compile(r"^[WDL]+$", re.IGNORECASE)
"""A cell of a grid written in letters: W, D, L (win, draw, loss; two for a double round robin)."""
_COLUMN = re.compile(r"^#?(\d{1,3})$")
_JOINED = re.compile(r"^\s*\d{1,3}\.?(?!(?:st|nd|rd|th|er|e|º|ª)\b)[^\W\d_]{2,}.*\d", re.IGNORECASE)
"""A row whose number runs into the name after it and holds more numbers (``1Germany * 23323322,5140``;
not an ordinal, ``22nd MITROPA Cup 2003``)."""
_MOST = 4096
"""Longest line looked at (a crosstable of 100 players on one line is shorter)."""


@dataclass(frozen=True)
class Run:
    """One line's run of rows."""

    line: int
    """The input's line that held the rows (1-based)."""
    starts: tuple[int, ...]
    """Where each row starts on that line (1-based columns)."""
    dropped: str
    """The text before the first row, left out (the column numbers)."""
    header: str
    """The text before the first row kept as the header line (column headings and numbers), else ""."""
    dotted: bool
    """Whether the row numbers carry a dot (``1.``)."""


@dataclass(frozen=True)
class Unfolded(Relined):
    """The input with each line's run-together rows written one a line."""

    runs: tuple[Run, ...] = ()

    @property
    def line(self) -> int:
        """The input's line that held the first run."""
        return self.runs[0].line

    @property
    def starts(self) -> tuple[int, ...]:
        """Where each row of the first run starts on its line (1-based columns)."""
        return self.runs[0].starts

    def note(self) -> str:
        first = self.runs[0]
        n = len(first.starts)
        numbers = f"1. to {n}." if first.dotted else f"1 to {n} (each followed by a name)"
        if len(self.runs) == 1:
            said = f"the {n} rows of the table stood on one line (line {first.line})"
        else:
            lines = ", ".join(str(r.line) for r in self.runs)
            counts = ", ".join(str(len(r.starts)) for r in self.runs)
            said = (
                f"the rows of {len(self.runs)} tables stood each on one line (lines {lines}; {counts} rows)"
            )
            numbers = "1 to n" if not first.dotted else "1. to n."
        before = ""
        if any(r.header for r in self.runs):
            header = next(r.header for r in self.runs if r.header)
            before = (
                f"; the column headings before row 1 ({header[:60]!r}) kept as the header line, the "
                "words before them as a title line"
            )
        elif any(r.dropped for r in self.runs):
            dropped = next(r.dropped for r in self.runs if r.dropped)
            before = f"; the text before them ({dropped[:60]!r}) only numbers the columns and is left out"
        return (
            f"{said}: read one a line, split before each row number {numbers}, each row with its "
            f"diagonal mark in its own column{before}"
        )


def _marks(tokens: list[str]) -> list[int] | None:
    """Where the diagonal mark stands among a row's cells (one index when the row has one), the cells
    being its results and marks: ``1 ½ 0`` with ``×`` ``*`` ``**`` …, or ``W D L`` with ``.``."""
    if any(t in _DIAGONAL for t in tokens):
        cells = [t for t in tokens if t in _DIAGONAL or _CELL.match(t)]
        return [j for j, t in enumerate(cells) if t in _DIAGONAL]
    cells = [t for t in tokens if t == "." or _LETTERS.match(t)]
    if not any(t != "." for t in cells):
        return None
    return [j for j, t in enumerate(cells) if t == "."]


def _cells(tokens: list[str]) -> int:
    """How many cells a row holds (results and its diagonal mark)."""
    if any(t in _DIAGONAL for t in tokens):
        return sum(1 for t in tokens if t in _DIAGONAL or _CELL.match(t))
    return sum(1 for t in tokens if t == "." or _LETTERS.match(t))


def _run(line: str, pattern: re.Pattern[str]) -> list[int] | None:
    """Where the rows ``1`` to ``n`` start on the line (0-based), numbered as ``pattern`` finds them,
    each with one diagonal mark in its own column; None when the line holds no such run."""
    marks = list(pattern.finditer(line))
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
        at = _marks(tokens)
        if at is None or len(at) != 1 or _cells(tokens) < n or at[0] != i:
            return None
    return run


def _header(before: str, n: int) -> int | None:
    """Where the header starts in the text before row 1 (0-based), when that text ends with the column
    numbers ``1 … n`` (``#1 … #n``) after column headings the readers know (a name heading among
    them); None when it does not."""
    from ._headings import classify

    words = [(m.start(), m.group()) for m in re.finditer(r"\S+", before)]
    if len(words) <= n:
        return None
    numbers = [_COLUMN.match(w) for _, w in words[-n:]]
    if [int(m.group(1)) if m else 0 for m in numbers] != list(range(1, n + 1)):
        return None
    k = len(words) - n
    while k > 0 and classify(words[k - 1][1]) not in (None, "round", "blank"):
        k -= 1
    if k == len(words) - n or not any(classify(w) == "name" for _, w in words[k:]):
        return None
    return words[k][0]


def _rows_of(line: str) -> tuple[list[int], bool] | None:
    """Where the rows of a run start on the line (0-based) and whether their numbers carry a dot, when
    the line holds rows ``1.`` to ``n.`` (or ``1`` to ``n``, each followed by a name) in order, each with
    one diagonal mark, in its own column."""
    if "1." in line:
        run = _run(line, _MARK)
        if run is not None:
            return run, True
    run = _run(line, _BARE)
    return (run, False) if run is not None else None


def unfold_rows(text: str) -> Unfolded | None:
    """The text with each line that holds a run of table rows written one row a line, else None.
    Linear in the text (lines longer than 4096 characters are not looked at)."""
    lines = text.split("\n")
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    runs: list[Run] = []
    for k, line in enumerate(lines, start=1):
        found = _rows_of(line) if len(line) <= _MOST and "1" in line else None
        if found is None:
            out.append(line)
            origin.append((k, 1))
            continue
        run, dotted = found
        before = line[: run[0]]
        at = _header(before, len(run))
        header = before[at:].strip() if at is not None else ""
        title = before[:at].strip() if at is not None else ""
        if title:
            out.append(before[:at].rstrip())
            origin.append((k, 1))
        if header:
            out.append(before[at:].rstrip())
            origin.append((k, (at or 0) + 1))
        ends = [*run[1:], len(line)]
        out.extend(line[a:b].rstrip() for a, b in zip(run, ends, strict=True))
        origin.extend((k, a + 1) for a in run)
        dropped = "" if header else before.strip()
        runs.append(Run(k, tuple(a + 1 for a in run), dropped, header, dotted))
    if not runs:
        return None
    return Unfolded("\n".join(out), tuple(origin), runs=tuple(runs))


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
