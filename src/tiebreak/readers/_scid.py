"""A crosstable as the database program SCID writes it in text, read as the table it is.

SCID's crosstable window exports an event's games as text (pasted in blogs and forums), in one of two
forms. Both number each row with a colon (`` 1:``), give the name padded to the longest, the columns
SCID has values for (rating ``Rtng``, title ``Ti``, age ``Age``, federation ``Nat``), the score as points
over games (``14.0 / 16``), its tie-break ``(Tie)`` when shown, then the results, and after them the
performance, the rating change, the percentage and the tally ``(+13 -1 =2)``::

                                    Age Nat    Score     B Z W C
    ------------------------------------------------------------
     1: Blackburne, Joseph Henry     39 ENG   2.0 /  3   X 1 1 0  (+2 -1 =0)

- *all-play-all*: a column per player, in the rows' order, headed by the first letters of the names
  (or their numbers); each cell holds one character a game against that player (``1``, ``0``, ``=`` a
  draw, ``*`` a game without result, ``.`` a game not played, ``X`` the row's own column), two or more
  in a double round robin;
- *Swiss*: a column per round, each cell the opponent's row number, the colour when SCID shows it and
  the result (``12w+``, ``5b=``, ``3-``), ``...`` a round without a game.

:func:`scid_lines` writes such a table tab-separated, as a round-robin grid (a draw ``½``, the own
column ``*``) or as a Swiss crosstable (``12w1``, ``D5``), the lines around it kept; the grid and
crosstable readers take it from there. A game without result (``*``) is read as not played, said in
the note.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ._headings import TITLES
from ._relined import rewrite_lines
from .celllines import Joined

__all__ = ["ScidLines", "scid_lines"]

_ROW = re.compile(r"^\s*(\d{1,3}):\s+(\S.*?)\s+(\d{1,3})[.,]([05])\s*/\s*(\d{1,3})(?:\s+(.*))?$")
"""A row: its number, what stands before the score (the name and the player's columns), the score's
whole and half points, the games, and what stands after it."""
_RULE = re.compile(r"^\s*-{10,}\s*$")
_SUMMARY = re.compile(r"^\s*\d+ games?: \+\d+ =\d+ -\d+(?: \*\d+)?\s*$")
"""The line under the table that counts its games and their results (``12 games: +5 =6 -1``)."""
_SWISS_CELL = re.compile(r"^(\d{1,3})([wb]?)([-+=*])$")
_NO_GAME = re.compile(r"^\.{3,5}$")
_GRID_CELL = re.compile(r"^[10=*X.]+$")
_TIE = re.compile(r"^\d{1,4}[.,]\d{1,2}$")
_HEADINGS = ("Rtng", "Ti", "Age", "Nat", "(Tie)")
_MIN_ROWS = 3

_GRID_RESULT = {"1": "1", "0": "0", "=": "½"}
_SWISS_RESULT = {"+": "1", "=": "½", "-": "0"}
_NO_COLOUR = {"+": "W", "=": "D", "-": "L"}


@dataclass(frozen=True)
class ScidLines(Joined):
    """The input with its SCID crosstable written tab-separated (:func:`scid_lines`)."""

    grid: bool = False
    """All-play-all (a round-robin grid), not Swiss."""

    no_result: int = 0
    """The games without a result (``*``), read as not played."""

    def note(self) -> str:
        form = (
            "all-play-all: a column per player, one character a game"
            if self.grid
            else "Swiss: a column per round, each cell the opponent's row number, colour and result"
        )
        said = (
            f"; {self.no_result} game(s) without a result (*) are read as not played"
            if self.no_result
            else ""
        )
        return (
            f"the table under the header of line {self.header_line} is a crosstable as SCID writes it "
            f"({form}; each row numbered '1:', the score as points / games): read as its "
            f"{'round-robin grid' if self.grid else 'crosstable'}, the performance, percentage and "
            f"tally columns left aside{said}"
        )


@dataclass
class _Row:
    line: int
    number: int
    name: str
    rating: str
    title: str
    federation: str
    points: str
    cells: list[str]


def _player_columns(words: list[str], header: set[str]) -> tuple[str, str, str, str] | None:
    """The name, rating, title and federation of the words before a row's score (the columns SCID writes
    after the name, right to left: federation, age, title, rating); None when no name is left."""
    federation = rating = title = ""
    if "Nat" in header and words and re.fullmatch(r"[A-Z]{3}", words[-1]):
        federation = words.pop()
    if "Age" in header and len(words) > 1 and words[-1].isdecimal() and len(words[-1]) <= 3:
        words.pop()
    if "Ti" in header and len(words) > 1 and words[-1].upper() in TITLES:
        title = words.pop().upper()
    if "Rtng" in header and len(words) > 1 and words[-1].isdecimal() and 3 <= len(words[-1]) <= 4:
        rating = words.pop()
    name = " ".join(words).rstrip(",")
    return (name, rating, title, federation) if any(ch.isalpha() for ch in name) else None


def _row(k: int, line: str, header: set[str]) -> _Row | None:
    m = _ROW.match(line)
    if m is None:
        return None
    number, head, whole, half, _, tail = m.groups()
    player = _player_columns(head.split(), header)
    if player is None:
        return None
    cells = (tail or "").split()
    if "(Tie)" in header and cells and _TIE.match(cells[0]):
        cells.pop(0)
    return _Row(k + 1, int(number), *player, f"{whole}.{half}", cells)


def _header(lines: list[str], first: int) -> tuple[int, set[str]] | None:
    """The header line above the first row (a rule between them) and the optional columns it names."""
    k = first - 1
    while k >= 0 and (_RULE.match(lines[k]) or not lines[k].strip()):
        k -= 1
    if k < 0 or "Score" not in lines[k].split():
        return None
    return k, {w for w in lines[k].split() if w in _HEADINGS}


def _rows(lines: list[str], first: int, header: set[str]) -> list[_Row]:
    """The rows from line ``first``: numbered 1, 2, … in order, blank lines between score groups."""
    rows: list[_Row] = []
    k = first
    while k < len(lines):
        if not lines[k].strip():
            k += 1
            continue
        row = _row(k, lines[k], header)
        if row is None or row.number != len(rows) + 1:
            break
        rows.append(row)
        k += 1
    return rows


def _grid_cells(rows: list[_Row]) -> list[list[str]] | None:
    """Each row's cells of an all-play-all table (``X`` in its own column), as a grid's: None when the
    rows are not such. As many columns as the first row has cells of results, in every row: a table
    cut short (fewer rows than columns) is written as it is, for the grid reader to say so."""
    width = next((j for j, c in enumerate(rows[0].cells) if not _GRID_CELL.match(c)), len(rows[0].cells))
    if width < _MIN_ROWS:
        return None
    out = []
    for i, r in enumerate(rows):
        cells = r.cells[:width]
        if len(cells) < width or not all(_GRID_CELL.match(c) for c in cells):
            return None
        if (i < width and "X" not in cells[i]) or any("X" in c for j, c in enumerate(cells) if j != i):
            return None
        out.append(
            [
                "*" if j == i else " ".join(_GRID_RESULT[ch] for ch in c if ch in _GRID_RESULT)
                for j, c in enumerate(cells)
            ]
        )
    return out


def _swiss_cells(rows: list[_Row]) -> list[list[str]] | None:
    """Each row's round cells of a Swiss table, as a crosstable's: None when the rows are not such (as
    many rounds in every row)."""
    rounds = None
    out = []
    for r in rows:
        cells = []
        for c in r.cells:
            m = _SWISS_CELL.match(c)
            if m is None and not _NO_GAME.match(c):
                break
            if m is None or m.group(3) == "*":
                cells.append("-")
                continue
            opponent, colour, result = m.groups()
            cells.append(
                f"{opponent}{colour}{_SWISS_RESULT[result]}" if colour else f"{_NO_COLOUR[result]}{opponent}"
            )
        if not cells or (rounds is not None and len(cells) != rounds):
            return None
        rounds = len(cells)
        out.append(cells)
    return out


def _no_result(rows: list[_Row], grid: bool) -> int:
    """The games without a result (``*``) the rows give (each counted once)."""
    if grid:
        return sum(c.count("*") for r in rows for c in r.cells if _GRID_CELL.match(c)) // 2
    return sum(1 for r in rows for c in r.cells if c.endswith("*")) // 2


def scid_lines(text: str) -> ScidLines | None:
    """The text with its SCID crosstable written tab-separated (the lines above and below it kept, its
    rules and the count of games under it left out); None when it holds no such table."""
    lines = text.split("\n")
    first = next((k for k, x in enumerate(lines) if _ROW.match(x) and x.lstrip().startswith("1:")), None)
    if first is None:
        return None
    found = _header(lines, first)
    if found is None:
        return None
    head_at, header = found
    rows = _rows(lines, first, header)
    if len(rows) < _MIN_ROWS:
        return None
    grid = _grid_cells(rows)
    cells = grid if grid is not None else _swiss_cells(rows)
    if cells is None:
        return None
    columns = [c for c, key in (("Title", "Ti"), ("Rtg", "Rtng"), ("FED", "Nat")) if key in header]
    heads = [str(j + 1) for j in range(len(cells[0]))]
    head = ["No", "Name", *columns, *([*heads, "Pts"] if grid is not None else ["Pts", *heads])]
    last = rows[-1].line - 1  # the last row's index in lines
    written = {head_at: "\t".join(head)}
    for r in rows:
        values = {"Title": r.title, "Rtg": r.rating, "FED": r.federation}
        own = [values[c] for c in columns]
        row_cells = cells[r.number - 1]
        rest = [*row_cells, r.points] if grid is not None else [r.points, *row_cells]
        written[r.line - 1] = "\t".join([str(r.number), r.name, *own, *rest])
    dropped = {  # the rule under the header, the blank lines between score groups, the count of games
        k
        for k, line in enumerate(lines)
        if head_at < k < last or (k > last and (_RULE.match(line) or _SUMMARY.match(line)))
    }
    joined, origin = rewrite_lines(lines, written, dropped)
    return ScidLines(
        joined,
        origin,
        rows=len(rows),
        header_line=head_at + 1,
        grid=grid is not None,
        no_result=_no_result(rows, grid is not None),
    )
