"""A table copied from a browser whose cells hold blocks: each row spread over several lines.

Vega's pages put a player's name, number, title, rating and flag in blocks (``<div>``) of one cell, and
a round's result and opponent in two blocks of another. Copied from Chromium (select all, copy), such a
row loses its line: each block stands on a line of its own, and the tab between two cells is kept only
after a cell without blocks::

    #<TAB>Player<TAB>Pts<TAB>1<TAB>2<TAB>BH
    1<TAB>
    Nguyen,Anh Kiet
    7
    -
    1534
    6.0<TAB>
    1
    12
    0
    3
    33.5

The header line says how many cells a row has. A tab is a certain boundary between two cells; a line
break is a boundary between two cells or between two blocks of one cell. After a tab the next line starts
with blocks; a run of lines between two tabs is some cells of blocks, then (before the tab) one cell
without. Each column's cells have the same number of blocks in every row (a round cell two: result and
opponent, ``½`` and ``BYE``), so the number of cells of each run is found by dividing its lines, and
the one division that fits every row (the rounds' cells alike) is the table's. The rows are found in
order (``1``, ``2``, … at the start of a line, then a tab), and each is written on one line: a round's
cell of two blocks as ``1 12`` (what a copy in other browsers gives), another cell of several blocks as
its first block, then each further block whose values tell what it holds (numbers 1 to n, ratings,
titles, federations) in a column of its own. An empty cell keeps its tab after a cell of text and
leaves no trace after a cell of blocks, so a row may be short of empty round cells: they are placed
where every game agrees with its opponent's row, in the rounds the lost cells can stand in; where no
row tells, in the latest such rounds, with a warning naming the row; the last rounds empty in every row
(not played yet) are read as such. A row that fits no placing is refused, naming it: the saved page
keeps every cell.

>>> j = join_cell_lines("#\\tName\\tPts\\t1\\t2\\n1\\t\\nAnn\\n2010\\n1.5\\t\\n1\\n2\\n½\\nBYE\\n"
...                     "2\\t\\nBob\\n1990\\n0.0\\t\\n0\\n1\\n0\\n-\\n")
>>> print(j.text.replace("\\t", " | "))
# | Name | Rtg | Pts | 1 | 2
1 | Ann | 2010 | 1.5 | 1 2 | ½ BYE
2 | Bob | 1990 | 0.0 | 0 1 | 0 -
>>> j.locate(3, 1)
(10, 1)
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

from ..model.errors import ParseError
from ._headings import classify_heading, is_team_heading
from ._relined import Relined

__all__ = ["Joined", "join_cell_lines", "joined_copy", "pasted_pages", "unjoined_rows"]

_ROW = re.compile(r"[ \u00a0]*(\d{1,4}(?:-\d{1,4})?)\.?\t")
"""A row's first line: its number (a place shared by several rows: ``6-7``), then a tab."""
_BLOCK_NUMBER = re.compile(r"[ \u00a0]*(\d{1,4}(?:-\d{1,4})?)\.?\s*$")
"""A row's first line when its number is a block of its own (TurneringsService's ``<div>``): the number
alone, the next line starting with the tab after that cell."""


KEEP_CELLS = (
    "Save the page as HTML (Ctrl+S) and give the .html file, or paste the copy into the web page's event "
    "box (which takes the page's markup): both keep every cell"
)
"""What to do instead of giving a copy whose rows' cells cannot be told apart."""


def _numbers_row(number: str, k: int, previous: str) -> bool:
    """Whether a row's number is the ``k``-th row's, the row above numbered ``previous``: ``k``, the
    place of the row above again (a place shared, the next row's place then skipping: ``8``, ``8``,
    ``10``), or a place shared by rows ``a`` to ``b`` (``6-7``, TurneringsService's ranking), opened at
    its first row ``a`` and written alike on each row up to ``b``."""
    first, dash, last = previous.partition("-")
    if dash and int(first) <= k <= int(last):  # the rest of a shared place: the same again
        return number == previous
    first, dash, last = number.partition("-")
    if not dash:  # the row's place, or the place of the row above shared (8, 8, then 10)
        return number == str(k) or number == previous
    return int(first) == k < int(last)


_NUMBER_RUN = re.compile(r"\d{1,4}(?:-\d{1,4})?")


def _shape(line: str) -> str:
    """A row's first line with its number taken out: what the rows' first lines have alike."""
    return _NUMBER_RUN.sub("#", line.rstrip("\r"), count=1)


def _row_start(lines: list[str], j: int) -> re.Match[str] | None:
    """The number of the row starting at line ``j`` (0-based): ``_ROW``, or a number alone on its line
    with a tab opening the next (a page's ``innerText``: a block's line break, then the tab)."""
    m = _ROW.match(lines[j])
    if m is None and j + 1 < len(lines) and lines[j + 1].startswith("\t"):
        m = _BLOCK_NUMBER.match(lines[j])
    return m


_MAX_LINES = 200_000
_MAX_SOLUTIONS = 64


@dataclass(frozen=True)
class Joined(Relined):
    """The input with each row of a table whose cells were copied over several lines on one line."""

    rows: int = 0
    header_line: int = 0
    widths: tuple[int, ...] = ()
    dropped: str = ""
    """The heading of a column empty in every row, which the copy left no trace of."""
    rounds: int = 0
    """The rounds the rewritten table holds, where its rewrite counts them (a two-line table folded,
    results typed as lines: :mod:`tiebreak.readers._paired`, :mod:`tiebreak.readers._gamelines`)."""
    tables: int = 1
    """How many tables were joined (pages copied one after another)."""
    unplayed: tuple[str, ...] = ()
    """The headings of the last rounds when every row is short of as many cells (rounds not played yet,
    empty in every row, of which the copy left no trace): the rows' cells placed one by one."""
    guessed: tuple[tuple[int, str, tuple[int, ...]], ...] = ()
    """The rows whose lost empty round cells the other rows do not place: each row's input line, its
    number and the rounds it was read empty in (the latest its kept cells allow: :func:`_place_rows`)."""

    def guesses(self) -> list[tuple[str, int]]:
        """A warning for each row in :attr:`guessed` and the input line it names."""
        return [
            (
                f"row {number}: the copy kept no trace of some of its empty round cells (rounds not "
                "paired), and no other row tells which rounds they were: its cells are read in their "
                f"earliest rounds, round(s) {', '.join(map(str, empty))} empty (as for a player who "
                "withdrew); the saved page (.html) tells for sure",
                line,
            )
            for line, number, empty in self.guessed
        ]

    def note(self) -> str:
        blocks = sorted({w for w in self.widths if w > 1})
        said = " and ".join(str(w) for w in blocks)
        which = (
            f"the table under the header of line {self.header_line}"
            if self.tables == 1
            else f"{self.tables} tables (pages copied one after another, the first under the header of line "
            f"{self.header_line})"
        )
        one = self.tables == 1
        return (
            f"{which} {'was' if one else 'were'} copied from a browser with {'its' if one else 'their'} "
            f"cells' blocks on lines of their own (cells of {said} lines): {'its' if one else 'their'} "
            f"{self.rows} rows were "
            "joined, one a line, each cell from as many lines as it has in every row"
            + (
                f"; the column {self.dropped!r}, empty in every row, left out (an empty cell after a cell "
                "of blocks leaves nothing in the copy)"
                if self.dropped
                else ""
            )
            + (
                f"; every row is short of a cell for round(s) {', '.join(self.unplayed)} (a round not played "
                "yet, empty in every row, leaves nothing after a cell of blocks): each row's cells are "
                "placed in the rounds its opponents' rows agree with"
                if self.unplayed
                else ""
            )
        )


@dataclass(frozen=True)
class _Piece:
    text: str
    line: int
    after_tab: bool
    """Whether a tab stands before it (a certain boundary between two cells)."""


def _header(lines: list[str], *, tabbed: bool = False) -> int | None:
    """The header line: a line of tabs whose next row-looking line starts a row spread over lines (its
    number and a tab, and fewer cells than the header), the line after it without a tab (``tabbed``:
    with or without)."""
    from .pairings import is_pairing_header

    for k, line in enumerate(lines[:2000]):
        if line.count("\t") < 2 or _ROW.match(line):
            continue
        fields = line.split("\t")
        if not _named(fields) and not is_pairing_header(line):
            continue
        nxt = next((j for j in range(k + 1, min(len(lines), k + 50)) if lines[j].strip()), None)
        if nxt is None or not _row_start(lines, nxt) or lines[nxt].count("\t") >= len(fields) - 1:
            continue
        if tabbed or (nxt + 1 < len(lines) and "\t" not in lines[nxt + 1]):
            return k
    return None


_STACKED_LINES = 200
"""The most lines a header's cells of blocks are looked for over."""


def _stacked_header(lines: list[str]) -> list[str]:
    """The lines with a header whose cells hold blocks (a round's number over its date, ``1`` over
    ``1.2``) written on one line, as a page's ``innerText`` spreads it: its first line of tabs naming
    the rows, then lines up to the first row, each either a cell's next block (no tab: joined to the cell
    with a blank) or the next cells (after a tab); the lines taken in left empty, so that every line keeps
    its number. Unchanged where no header is so."""
    for k, line in enumerate(lines[:2000]):
        if line.count("\t") < 2 or _ROW.match(line) or not _named(line.split("\t")):
            continue
        stop = min(len(lines), k + _STACKED_LINES)
        end = next((j for j in range(k + 1, stop) if _row_start(lines, j)), None)
        if end is None or end == k + 1:
            return lines
        between = lines[k + 1 : end]
        if not all(x.strip() for x in between) or not any(x.startswith("\t") for x in between):
            return lines
        joined = line.rstrip("\r")
        for x in between:
            joined += x.rstrip("\r") if x.startswith("\t") else " " + x.strip()
        return [*lines[:k], joined, *("" for _ in between), *lines[end:]]
    return lines


def _named(fields: list[str]) -> bool:
    """Whether a header names its rows: a player's name heading, or a team's (``Team``)."""
    return any(classify_heading(f)[0] == "name" or is_team_heading(f) for f in fields)


def _headings_of(line: str) -> list[str]:
    """The header line's headings, the empty ones after the last left out."""
    headings = [h.strip() for h in line.rstrip("\r").split("\t")]
    while headings and not headings[-1]:
        headings.pop()
    return headings


def _tabbed(lines: list[str]) -> Joined | None:
    """The table of a text whose rows keep a tab between every two cells, the blocks of a cell on lines
    of their own (a page's ``innerText``, as a browser's "Save as text" or a script writes it: a
    chess-results row's flag cell, a Vega player's name, number, title and rating, a round's result and
    opponent), joined a row a line; None when the text is not so (every row but the last must make as many
    cells as the header names, the cells it lacks being the first of the columns without a heading: a
    cell that is an empty block, and an empty cell right after it, leave a line break and no tab in
    Chromium's copy, as chess-results' flag and an untitled player's title do)."""
    k = _header(lines, tabbed=True)
    if k is None:
        return None
    headings = _headings_of(lines[k])
    n = len(headings)
    starts: list[int] = []
    previous = ""  # the number of the last row found
    for j in range(k + 1, min(len(lines), k + 1 + _MAX_LINES)):
        m = _row_start(lines, j)
        if m is None or not _numbers_row(m.group(1), len(starts) + 1, previous):
            continue
        if starts and (_ROW.match(lines[j]) is None) != (_ROW.match(lines[starts[0]]) is None):
            continue  # the rows all start as the first does (a block's number, or a number and a tab)
        if starts and m.re is _BLOCK_NUMBER and _shape(lines[j]) != _shape(lines[starts[0]]):
            continue  # a block's number alike: TurneringsService's '7\xa0 ', not a value '7' in a row
        starts.append(j)
        previous = m.group(1)

    def whole(a: int) -> bool:  # a row of no cell of blocks (a player who played no game) on its line
        return lines[a].count("\t") >= n - 1

    if len(starts) < 2 or not all(
        lines[a].rstrip("\r").endswith("\t") or _BLOCK_NUMBER.match(lines[a]) or whole(a) for a in starts
    ):
        return None  # a row on its line (a cell of blocks starts a line of its own after a tab)
    spans = [(a, _ink_end(lines, a, b)) for a, b in zip(starts, [*starts[1:], len(lines)], strict=True)]
    if any(
        (b - a < 2 and not whole(a)) or not all(lines[j].strip(" \r") for j in range(a, b))
        for a, b in spans[:-1]
    ) or 2 * sum(1 for a, b in spans if b - a >= 2) < len(spans):
        return None  # most rows on their lines, or an empty line inside one: no rows spread over lines
    a, b = spans[-1]  # the last row spans as many lines as each row above, else up to an empty line
    spread = {y - x for x, y in spans[:-1]}
    end = a + spread.pop() if len(spread) == 1 else b
    spans[-1] = (a, min(b, end, next((j for j in range(a + 2, b) if not lines[j].strip(" \r")), b)))
    rows = _rows_of(lines, spans, n)
    spanned = _spanned(headings)
    if spanned is not None:  # a row a cell wider than the header: the federation's heading over its flag
        wide = _rows_of(lines, spans, n + 1)
        if all(len(r) == n + 1 for r in wide[:-1]):
            rows, headings, n = wide, spanned, n + 1
    blanks = [d for d, h in enumerate(headings) if d and not h]
    for r in rows:
        # an empty block (chess-results' flag) and an empty cell after it (no title) leave no tab in
        # Chromium's copy: the row's missing cells are the first columns without a heading
        for d in blanks[: n - len(r)] if len(r) < n else ():
            r.insert(d, [])
    if any(len(r) != n for r in rows):
        return None
    widths = tuple(max(1, *(len(r[c]) for r in rows)) for c in range(n))
    rounds = _rounds(headings)
    played = {widths[c] for c in rounds if any(r[c] for r in rows)}
    if len(played) == 1:  # a round no row has a cell in yet (not played): as wide as the others
        common = played.pop()
        widths = tuple(
            common if c in rounds and not any(r[c] for r in rows) else w for c, w in enumerate(widths)
        )
    if not _sound(widths, headings, rounds):
        return None
    flat = [
        [*cell, *(_Piece("", cell[-1].line if cell else lines_at, False) for _ in range(w - len(cell)))]
        for r, lines_at in zip(rows, (a + 1 for a in starts), strict=True)
        for cell, w in zip(r, widths, strict=True)
    ]
    joined = [[p for cell in flat[i * n : (i + 1) * n] for p in cell] for i in range(len(rows))]
    end = max(p.line for p in joined[-1])  # the last row's last line (1-based): the text below follows
    return _written(lines, k, headings, joined, widths, rounds, below=end)


def _ink_end(lines: list[str], a: int, b: int) -> int:
    """The end of the lines ``a`` to ``b`` (0-based, ``b`` excluded) without the empty lines that close
    them (the blank line a page's ``innerText`` leaves between two rows whose cells end in a block)."""
    while b > a + 1 and not lines[b - 1].strip(" \r"):
        b -= 1
    return b


def _cells(lines: list[str], a: int, b: int, n: int, *, tail: int | None = None) -> list[list[_Piece]]:
    """The cells of the row on lines ``a`` to ``b`` (0-based, ``b`` excluded), split at its tabs, each
    the blocks (lines with text) it holds, at most ``n``; of the last row (``tail`` given), the last cell
    at most ``tail`` blocks, as many as in the rows above (the text below the table is no cell)."""
    cells: list[list[_Piece]] = [[]]
    for j in range(a, b):
        for i, part in enumerate(lines[j].rstrip("\r").split("\t")):
            if i:
                if len(cells) == n:
                    return cells  # a tab after the last cell: the next row's or the text's
                cells.append([])
            if part.strip() and not (tail is not None and len(cells) == n and len(cells[-1]) >= tail):
                cells[-1].append(_Piece(part.strip(), j + 1, i > 0))
    return cells


def _rows_of(lines: list[str], spans: list[tuple[int, int]], n: int) -> list[list[list[_Piece]]]:
    """The cells of each row (:func:`_cells`), the last row's last cell as many blocks as the most of
    the rows above (one when none has n cells)."""
    rows = [_cells(lines, a, b, n) for a, b in spans[:-1]]
    tail = max((len(r[n - 1]) for r in rows if len(r) == n), default=1)
    return [*rows, _cells(lines, *spans[-1], n, tail=max(1, tail))]


def _pieces(lines: list[str], start: int) -> list[_Piece]:
    """The pieces of the lines from ``start`` (0-based): each tab-separated field, a line that ends with
    a tab giving no empty last piece (the next line starts after that tab)."""
    out: list[_Piece] = []
    tab = False
    for k in range(start, min(len(lines), start + _MAX_LINES)):
        fields = lines[k].rstrip("\r").split("\t")
        ends = len(fields) > 1 and fields[-1].strip() == ""
        if ends:
            fields.pop()
        for i, f in enumerate(fields):
            out.append(_Piece(f.strip(), k + 1, tab if i == 0 else True))
        tab = ends
    return out


def _runs(row: list[_Piece]) -> list[list[_Piece]]:
    runs: list[list[_Piece]] = []
    for p in row:
        if p.after_tab or not runs:
            runs.append([p])
        else:
            runs[-1].append(p)
    return runs


def _divisions(row: list[_Piece], n: int, tabbed_end: bool) -> list[tuple[int, ...]]:
    """Every way the row's pieces make ``n`` cells: the widths (pieces per cell), each run of pieces
    between two tabs being some cells of equal width, then its last piece a cell of its own when a tab
    follows the run (the row's last run: with or without such a cell, the row's last cell)."""
    runs = _runs(row)
    found: list[tuple[int, ...]] = []
    for end in (True,) if tabbed_end else (False, True):
        parts = [(len(r) - 1, True) for r in runs[:-1]]
        parts.append((len(runs[-1]) - 1, True) if end else (len(runs[-1]), False))
        _place(parts, 0, n - sum(1 for _, inline in parts if inline), (), found, set())
    return found


def _place(
    parts: list[tuple[int, bool]],
    i: int,
    left: int,
    widths: tuple[int, ...],
    found: list[tuple[int, ...]],
    dead: set[tuple[int, int]],
) -> None:
    """The divisions of ``parts[i:]`` (block pieces, whether a cell without blocks follows) into
    ``left`` cells of blocks, each found appended to ``found`` (at most :data:`_MAX_SOLUTIONS`);
    ``dead``: the (part, cells left) already found to give none (the search stays polynomial)."""
    if len(found) >= _MAX_SOLUTIONS or (i, left) in dead:
        return
    before = len(found)
    if i == len(parts):
        if left == 0:
            found.append(widths)
        return
    k, inline = parts[i]
    tail = (1,) if inline else ()
    if k == 0:
        _place(parts, i + 1, left, widths + tail, found, dead)
    else:
        for cells in range(1, min(k, left) + 1):
            if k % cells == 0:
                _place(parts, i + 1, left - cells, widths + (k // cells,) * cells + tail, found, dead)
    if len(found) == before:
        dead.add((i, left))


def join_cell_lines(text: str, source: str | None = None) -> Joined | None:
    """The text with each row of its tables whose cells were copied over several lines written on one
    line (several pages copied one after another: each table under its own header, the text between
    them kept); None when the text holds no such table.

    :raises ParseError: when it holds one whose rows cannot all be placed (naming the first).
    """
    if "\t" not in text:
        return None
    lines = _stacked_header(text.split("\n"))
    if _header(lines, tabbed=True) is None:
        return None  # no row spread over lines under a header: no copy of such a table
    heads = _table_heads(lines)
    if len(heads) < 2:
        return _join_one(lines, source)
    return _join_pages(lines, heads, source)


_MAX_PAGES = 200
"""The most tables of a text joined each on its own (pages copied one after another); the text after
the last is joined as one."""


def _table_heads(lines: list[str]) -> list[int]:
    """The lines (0-based) that head a table: tabs between headings, a player's name or a pairing's
    sides among them (whatever the rows under them look like)."""
    from .pairings import is_pairing_header

    found: list[int] = []
    for k, line in enumerate(lines[:_MAX_LINES]):
        if len(found) > _MAX_PAGES:
            break
        if line.count("\t") < 2 or _ROW.match(line):
            continue
        if _named(line.split("\t")) or is_pairing_header(line):
            found.append(k)
    return found


_MAX_PASTED = 30
"""The most pages :func:`pasted_pages` cuts a text into (each is read on its own, its lines where the text
has them: a text of more tables is no pages a user pasted one by one)."""


def pasted_pages(text: str) -> list[tuple[int, str]] | None:
    """The pages of a text that holds several tables under headers of tabs (pages copied from a browser
    and pasted one after another), each as (its first line, 0-based; its text); None for fewer than two.
    A page ends at the first blank line after the last line of tabs under its header (else right
    after that line): what stands between it and the next header (a footer, the next page's menu and
    title) goes with the next page."""
    if text.count("\t") < 4:
        return None
    lines = text.split("\n")
    heads = _table_heads(lines)
    if not 2 <= len(heads) <= _MAX_PASTED:
        return None
    cuts = [0]
    for above, head in itertools.pairwise(heads):
        last = max((j for j in range(above + 1, head) if lines[j].count("\t") >= 2), default=above)
        blank = next((j for j in range(last + 1, head) if not lines[j].strip()), None)
        cuts.append(blank if blank is not None else last + 1)
    cuts.append(len(lines))
    return [
        (a, "\n".join(lines[a:b])) for a, b in itertools.pairwise(cuts) if any(x.strip() for x in lines[a:b])
    ]


def unjoined_rows(text: str) -> str | None:
    """What to say of a table copied from a browser whose rows are spread over lines in a form that
    cannot be joined back (its rows' numbers blocks of their own, a row's first line without a tab: no
    cell boundary left at its start), else None: the header's line and what to give instead."""
    lines = text.split("\n")
    for k in _table_heads(lines)[:20]:
        tabs = lines[k].count("\t")
        after = [j for j in range(k + 1, min(len(lines), k + 40)) if lines[j].strip()]
        if (
            len(after) >= 6
            and _BLOCK_NUMBER.match(lines[after[0]])
            and lines[after[0]].strip(" \u00a0\r").rstrip(".") == "1"
            and all(lines[j].count("\t") < tabs for j in after)
        ):
            return (
                f"line {k + 1}: the table under this header was copied from a browser with each row over "
                "several lines (its cells' blocks on lines of their own, the rows' numbers among them): in "
                f"this form a row's cells cannot be told apart. {KEEP_CELLS}"
            )
    return _blocks_apart(lines)


_LONE_SHARE = 3
"""A copy whose lines hold a number alone one time in three or more, among lines that begin or end with a
tab, is a table of centred cells copied from a browser (:func:`_blocks_apart`)."""


def _blocks_apart(lines: list[str]) -> str | None:
    """What to say of tables without a header copied from a browser whose every number was a block of its
    own (a club's hand-made round tables, each number centred: ``B`` on a line, ``Klasse 5<TAB>Laufenburg
    2<TAB>`` on the next, then ``0`` and ``4`` on lines of their own): a row's cells and a row's end cannot
    be told apart; None for a text not of that form.

    >>> copy = ["B", "Klasse 5\\tLaufenburg 2\\t", "0", "4", "1", "Eckerle\\tBahner D\\t", "0", "1"] * 4
    >>> _blocks_apart(copy).startswith("20 of the 32 lines hold a number alone")
    True
    >>> _blocks_apart(["1\\tAnn\\t2w1\\t1", "2\\tBob\\t1b0\\t0"] * 10) is None
    True
    """
    filled = [x for x in lines if x.strip()]
    lone = sum(1 for x in filled if _BLOCK_NUMBER.match(x))
    tabbed = sum(1 for x in filled if x.endswith("\t") or x.startswith("\t"))
    if lone < 12 or tabbed < 6 or _LONE_SHARE * lone < len(filled):
        return None
    return (
        f"{lone} of the {len(filled)} lines hold a number alone, between lines that begin or end with a tab: "
        "the tables were copied from a browser with each centred cell on a line of its own, so a row's "
        f"cells and its end cannot be told apart. {KEEP_CELLS}"
    )


def _join_pages(lines: list[str], heads: list[int], source: str | None) -> Joined | None:
    """The text of several tables (pages copied one after another), each from its header to the next
    joined on its own (:func:`_join_one`, the text below it kept for the next table's title; a table
    whose rows stand on their lines left as it is); None when none is joined."""
    bounds = [0, *heads[1:], len(lines)]
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    joined: list[tuple[int, Joined]] = []
    for lo, hi in itertools.pairwise(bounds):
        chunk = lines[lo:hi]
        shift = Relined("", tuple((lo + j + 1, 1) for j in range(len(chunk))))
        try:
            got = _join_one(chunk, source, keep_below=hi < len(lines))
        except ParseError as exc:
            raise shift.error(exc) from None
        if got is None:
            out.extend(chunk)
            origin.extend(shift.origin)
            continue
        joined.append((lo, got))
        out.extend(got.text.split("\n"))
        origin.extend((lo + line, column) for line, column in got.origin)  # the chunk's lines, the text's
    if not joined:
        return None
    lo, first = joined[0]
    return replace(
        first,
        text="\n".join(out),
        origin=tuple(origin),
        rows=sum(j.rows for _, j in joined),
        header_line=lo + first.header_line,
        tables=len(joined),
        guessed=tuple((lo + line, number, empty) for lo, j in joined for line, number, empty in j.guessed),
    )


def _join_one(lines: list[str], source: str | None, *, keep_below: bool = False) -> Joined | None:
    """:func:`join_cell_lines` of the text's first table (``keep_below``: with the text under it)."""
    tabbed = _tabbed(lines)
    if tabbed is not None:
        return tabbed
    k = _header(lines)
    if k is None:
        return None
    headings = _headings_of(lines[k])
    n = len(headings)
    pieces = _pieces(lines, k + 1)
    starts = _row_starts(pieces, n)
    if len(starts) < 2:
        return None
    rows = [pieces[a:b] for a, b in zip(starts, [*starts[1:], len(pieces)], strict=True)]
    rounds = _rounds(headings)
    widths, fit = _widths(rows[:-1], n, rounds)
    dropped = ""
    unplayed: list[int] = []
    if widths is None or 2 * fit < len(rows) - 1 or not _sound(widths, headings, rounds):
        empty = _empty_column(rows[:-1], headings)
        if empty is not None:
            headings, dropped = empty
            n, rounds = len(headings), _rounds(headings)
            widths, fit = _widths(rows[:-1], n, rounds)
        elif (unplayed := _unplayed_rounds(rows[:-1], headings)) != []:
            full = headings
            headings = [h for c, h in enumerate(headings) if c not in unplayed]
            n, rounds = len(headings), _rounds(headings)
            widths, fit = _widths(rows[:-1], n, rounds)
    unsound = widths is None or not _sound(widths, headings, rounds)
    if unsound and (spanned := _spanned(headings)) is not None:
        spanned_widths, spanned_fit = _widths(rows[:-1], len(spanned), _rounds(spanned))
        if (
            spanned_widths is not None
            and 2 * spanned_fit >= len(rows) - 1
            and _sound(spanned_widths, spanned, _rounds(spanned))
        ):
            headings, widths = spanned, spanned_widths
            n, rounds = len(headings), _rounds(headings)
    if widths is None:
        raise _lost(rows[0][0].line, n, source)
    table = _Table(widths, rounds)
    fixed = {i: row for i, row in enumerate(rows[:-1]) if table.fits(row)}
    in_rounds = {sum(widths[:c]) + j for c in rounds for j in range(widths[c])}
    numeric = _numeric_pieces(fixed.values()) - in_rounds
    if unplayed:  # the widths the rows make without the last rounds, the rounds back: each row placed
        at, shift = sum(widths[: unplayed[0]]), 2 * len(unplayed)
        numeric = frozenset(i + shift if i >= at else i for i in numeric)
        widths = (*widths[: unplayed[0]], *(2 for _ in unplayed), *widths[unplayed[0] :])
        headings = full
        n, rounds = len(headings), _rounds(headings)
        fixed = {i: row for i, row in enumerate(rows[:-1]) if _Table(widths, rounds).fits(row)}
    table = _Table(widths, rounds, numeric)
    last = rows[-1][: sum(widths)]
    if table.fits(last) and not _next_row(rows[-1], table, len(rows) + 1):
        fixed[len(rows) - 1] = last  # else its cells are placed, its end where they fit
    if len(fixed) < len(rows):
        _place_diagonals(rows, fixed, table, headings)
    guessed = _place_rows(rows, fixed, table, n, source) if len(fixed) < len(rows) else []
    placed = [fixed[i] for i in range(len(rows))]
    below = max(p.line for p in placed[-1]) if keep_below else None
    joined = _written(lines, k, headings, placed, widths, rounds, below=below)
    return replace(
        joined,
        dropped=dropped,
        guessed=tuple(guessed),
        unplayed=tuple(full[c] for c in unplayed) if unplayed else (),
    )


def _unplayed_rounds(rows: list[list[_Piece]], headings: list[str]) -> list[int]:
    """The columns of the last rounds when they are empty in every row (a round paired and not played
    yet, Vega's crosstable "at round 7" before its results): the rows make that many cells fewer than
    the header names, an empty cell after a cell of blocks leaving no trace in the copy. The fewest
    last rounds whose dropping leaves widths that fit the headings (:func:`_sound`) and most rows (no
    earlier round can be empty in every row: a round no game was played in is one not played yet);
    ``[]`` when none does."""
    rounds = _rounds(headings)
    if not rounds or rounds != list(range(rounds[0], rounds[-1] + 1)):
        return []
    for t in range(1, len(rounds)):
        gone = rounds[-t:]
        rest = [h for c, h in enumerate(headings) if c not in gone]
        widths, fit = _widths(rows, len(rest), _rounds(rest))
        if widths is not None and 2 * fit >= len(rows) and _sound(widths, rest, _rounds(rest)):
            return gone
    return []


def _spanned(headings: list[str]) -> list[str] | None:
    """The headings with an empty one after the federation's, which stretches over the code and the flag
    (:func:`tiebreak.readers.tables.spanned_heading`), None without a federation heading."""
    from .tables import spanned_heading

    f = spanned_heading(headings)
    return None if f is None else [*headings[: f + 1], "", *headings[f + 1 :]]


def _rounds(headings: list[str]) -> list[int]:
    return [i for i, h in enumerate(headings) if classify_heading(h)[0] == "round"]


def _sound(widths: tuple[int, ...], headings: list[str], rounds: list[int]) -> bool:
    """Whether the widths fit what the headings name: the rounds' cells alike, and a cell of several
    lines only under a round or a player's name (a points or rank column is one line)."""
    from ._headings import pairing_kind

    if len({widths[i] for i in rounds}) > 1:
        return False
    return all(
        w == 1 or c in rounds or pairing_kind(h) in ("name", "white", "black")
        for c, (h, w) in enumerate(zip(headings, widths, strict=True))
    )


def _empty_column(rows: list[list[_Piece]], headings: list[str]) -> tuple[list[str], str] | None:
    """The headings without the column that is empty in every row, and its heading, when the rows make
    one cell fewer than the header names: an empty cell right after a cell of blocks leaves no trace in
    the copy (Vega's empty ``Origin`` after the player). The first column after a cell of blocks whose
    dropping leaves widths that fit the headings (:func:`_sound`) and most rows; never a round (which
    round's column was empty in every row the copy cannot tell, nor where each row's cells then stand);
    None when none does."""
    rounds_of = set(_rounds(headings))
    for d in range(1, len(headings)):
        if d in rounds_of:
            continue
        rest = [*headings[:d], *headings[d + 1 :]]
        rounds = _rounds(rest)
        widths, fit = _widths(rows, len(rest), rounds)
        if widths is not None and widths[d - 1] > 1 and 2 * fit >= len(rows) and _sound(widths, rest, rounds):
            return rest, headings[d]
    return None


def _row_starts(pieces: list[_Piece], n: int) -> list[int]:
    """Where rows 1, 2, … start among the pieces: a line's first piece that is the next row's number
    or the row before's (a place shared: ``6``, ``6``, ``8``), with a tab after it, on a line of as many
    pieces as the first row's first line up to its last with text (an empty round cell may end it; a
    row's own line that starts with the next number, a player's points before a result, is passed
    over), or on a line of all ``n`` cells (a row whose every cell holds text or nothing: no blocks,
    such as a player who played no round)."""
    seen: dict[int, int] = {}
    per_line: dict[int, int] = {}  # the pieces of each line up to its last one with text
    for p in pieces:
        seen[p.line] = seen.get(p.line, 0) + 1
        if p.text:
            per_line[p.line] = seen[p.line]
    starts: list[int] = []
    expected = 1
    shape = None
    for i, p in enumerate(pieces):
        if p.after_tab or i + 1 >= len(pieces) or not pieces[i + 1].after_tab:
            continue
        number = p.text.rstrip(".")
        shared = bool(starts) and number == pieces[starts[-1]].text.rstrip(".")
        if number != str(expected) and not shared:
            continue
        if seen[p.line] != n or shape is None:  # a line of all cells is a row, whatever its shape
            if shape not in (None, per_line.get(p.line, 0)):
                continue
            shape = per_line.get(p.line, 0)
        starts.append(i)
        expected += 1
    return starts


def _widths(rows: list[list[_Piece]], n: int, rounds: list[int]) -> tuple[tuple[int, ...] | None, int]:
    """The widths that divide the rows (each followed by the next row's number, after no tab): those
    whose round columns (``rounds``) are alike first (rows that lost a cell divide otherwise, and may be
    most: a junior event's absences), of the most lines (a game's cell has two, result and opponent;
    a row of empty cells only, one each), then those that divide most rows, then of fewest lines; with
    the number of rows they divide (None, 0 when no row divides)."""
    counts: dict[tuple[int, ...], int] = {}
    for row in rows:
        for w in set(_divisions(row, n, False)):
            counts[w] = counts.get(w, 0) + 1
    if not counts:
        return None, 0
    best = min(
        counts,
        key=lambda w: (len({w[i] for i in rounds}), -max((w[i] for i in rounds), default=0), -counts[w], w),
    )
    return best, counts[best]


def _numeric_pieces(rows: Iterable[list[_Piece]]) -> frozenset[int]:
    """The pieces that hold a number in every row (outside the rounds: the points and tie-breaks; the
    last row is checked against them, the text below the table holding no value)."""
    numbers: set[int] | None = None
    for row in rows:
        found = {i for i, p in enumerate(row) if _numeric(p.text)}
        numbers = found if numbers is None else numbers & found
    return frozenset(numbers or ())


@dataclass(frozen=True)
class _Table:
    """The widths of a table's cells, which columns are rounds, and which pieces hold a number in every
    row."""

    widths: tuple[int, ...]
    rounds: list[int]
    numeric: frozenset[int] = frozenset()

    def fits(self, row: list[_Piece]) -> bool:
        """Whether the row makes the table's cells: as many pieces, every tab at a boundary between two
        cells, each round's cell of two pieces a result and an opponent (an empty cell is one piece),
        numbers where every row has them."""
        if len(row) != sum(self.widths):
            return False
        bounds = set()
        at = 0
        for c, w in enumerate(self.widths):
            bounds.add(at)
            if c in self.rounds and w == 2 and not _game(row[at].text, row[at + 1].text):
                return False
            at += w
        return all(i in bounds for i, p in enumerate(row) if p.after_tab) and self.fits_placed(row)

    def fits_placed(self, row: list[_Piece]) -> bool:
        """Whether a row (one rebuilt with its cells placed, too) holds numbers where every row has them."""
        return all(_numeric(row[i].text) for i in self.numeric)


def _game(result: str, opponent: str) -> bool:
    """A round's cell of two blocks: a result (``1``, ``½``, ``0``, ``+``) and an opponent (a number, a
    word such as ``BYE``)."""
    return 0 < len(result) <= 4 and " " not in result and 0 < len(opponent) <= 6 and " " not in opponent


def _next_row(row: list[_Piece], table: _Table, number: int) -> bool:
    """Whether a row numbered ``number`` starts among the pieces after the first (the last row read
    is short of a cell and runs into it: the table goes on)."""
    need = sum(table.widths)
    return any(
        not p.after_tab and p.text.rstrip(".") == str(number) and table.fits(row[i : i + need])
        for i, p in enumerate(row[1:], start=1)
    )


def _place_diagonals(
    rows: list[list[_Piece]], fixed: dict[int, list[_Piece]], table: _Table, headings: list[str]
) -> None:
    """The rows of a round-robin grid that lost one cell, placed into ``fixed`` with an empty cell in
    their own column: the grid's columns are headed by the rows' numbers (``1`` … ``n``, one line each),
    and the cell where a row meets its own column is empty in every row that kept it (Vega's grid), so
    a row one piece short lost that cell (the copy keeps no empty cell right after a cell of blocks: the
    first row's, after its player). A row the empty cell does not make fit is left to the rounds'
    placing (:func:`_place_rows`)."""
    own = {h: c for c, h in enumerate(headings) if c in table.rounds and h.isdecimal()}
    numbers = [row[0].text.rstrip(".") for row in rows]
    if (
        len(own) < 2
        or sorted(own, key=int) != [str(k) for k in range(1, len(own) + 1)]
        or any(table.widths[c] != 1 for c in own.values())
        or any(v not in own for v in numbers)
    ):
        return
    at = {v: sum(table.widths[:c]) for v, c in own.items()}
    if not fixed or any(row[at[numbers[i]]].text for i, row in fixed.items()):
        return
    need = sum(table.widths)
    for i, row in enumerate(rows):
        if i in fixed:
            continue
        k = at[numbers[i]]
        if len(row) < need - 1 or (i < len(rows) - 1 and len(row) != need - 1) or k == 0:
            continue
        placed = [*row[:k], _Piece("", row[k - 1].line, True), *row[k : need - 1]]
        if table.fits(placed):
            fixed[i] = placed


Cells = list[tuple[str, str] | None]
"""A row's round cells: (result, opponent) for each round, None for a round without a cell."""
_MAX_PLACINGS = 5000
_MAX_OPTIONS = 64
"""Placings of one row weighed against the other rows' at most (a row with more constrains none)."""
_MAX_PLACED = 500
"""Rows short of a cell placed at most (a copy with more is refused at the first)."""


def _place_rows(
    rows: list[list[_Piece]], fixed: dict[int, list[_Piece]], table: _Table, n: int, source: str | None
) -> list[tuple[int, str, tuple[int, ...]]]:
    """The rows that do not make the table's cells, placed into ``fixed`` when the cells they lost can
    be: a copy drops an empty round cell that stands between two cells of blocks, so a row has fewer
    round cells than rounds. Each round cell present keeps its order; the rounds left empty are those
    for which every game agrees with its opponent's row (the row numbered as the opponent names this
    row in the same round, and every row that names this one in a round is met in it); a row placed so
    counts for the next. When no row left has one placing only, the first with several is placed with
    its kept cells in their earliest rounds (its empty rounds the latest: in the copies of the Vega pages
    we keep, all but 2 of the 35 rows placed so stand as their saved pages have them, most of them a
    player not paired after a bye or a game, as one who withdrew), and named in the list returned: each
    such row's line, number and empty rounds. A row with no placing is refused by name.

    :raises ParseError: naming the first row that cannot be placed.
    """
    r0 = table.rounds[0] if table.rounds else 0
    count = len(table.rounds)
    pending = sorted(set(range(len(rows))) - set(fixed))
    if (
        not count
        or table.rounds != list(range(r0, r0 + count))
        or any(table.widths[c] != 2 for c in table.rounds)
    ):
        raise _lost(rows[pending[0]][0].line, n, source)
    if len(pending) > _MAX_PLACED:
        raise _lost(rows[pending[0]][0].line, n, source)
    pre, post = sum(table.widths[:r0]), sum(table.widths[r0 + count :])
    number = {i: row[0].text.rstrip(".") for i, row in enumerate(rows)}
    index = {v: i for i, v in number.items()}
    cells: dict[int, Cells] = {}
    named: dict[str, dict[int, str]] = {}  # a row's number -> round -> the placed row that names it there
    for i, row in fixed.items():
        _placed(i, _cells_of(row[pre : pre + 2 * count]), cells, named, number)
    guessed: list[tuple[int, str, tuple[int, ...]]] = []
    progress = True
    while pending and progress:
        progress = False
        options: dict[int, list[tuple[list[_Piece], Cells]] | None] = {}
        for i in pending:
            found: list[tuple[list[_Piece], Cells]] = []
            for row, got in _placings(rows[i], i == len(rows) - 1, pre, post, count, table):
                if table.fits_placed(row) and _agrees(number[i], got, cells, index, named.get(number[i], {})):
                    found.append((row, got))
                if len(found) > _MAX_OPTIONS:
                    break
            options[i] = found if len(found) <= _MAX_OPTIONS else None
        _prune(options, number, count)
        for i in list(pending):
            chosen = options[i]
            if chosen is not None and len(chosen) == 1:
                fixed[i] = chosen[0][0]
                _placed(i, chosen[0][1], cells, named, number)
                pending.remove(i)
                progress = True
        if not progress:  # the others do not tell: the first such row's kept cells in their earliest rounds
            open_ = next((i for i in pending if options[i]), None)
            if open_ is None:
                break
            row, got = min(options[open_] or (), key=lambda o: [k for k, c in enumerate(o[1]) if c])
            fixed[open_] = row
            _placed(open_, got, cells, named, number)
            pending.remove(open_)
            empty = tuple(k + 1 for k, c in enumerate(got) if c is None)
            guessed.append((rows[open_][0].line, number[open_], empty))
            progress = True
    if pending:
        raise _lost(rows[pending[0]][0].line, n, source)
    return guessed


def _prune(
    options: dict[int, list[tuple[list[_Piece], Cells]] | None], number: dict[int, str], count: int
) -> None:
    """The placings of the rows not yet placed, each kept while the other such rows can agree with it:
    a game's opponent has a placing that names this row in that round, and a row all of whose placings
    name this one in a round is met there (rows of too many placings constrain nothing)."""
    changed = True
    while changed:
        changed = False
        says: dict[str, list[set[str | None]]] = {}
        forced: dict[str, dict[int, str]] = {}  # a row's number -> round -> the row that must meet it there
        for j, opts in options.items():
            if opts is None:
                continue
            says[number[j]] = rounds = [{_opponent(got[k]) for _, got in opts} for k in range(count)]
            for k, named in enumerate(rounds):
                only = next(iter(named)) if len(named) == 1 else None
                if only is not None:
                    forced.setdefault(only, {})[k] = number[j]
        for i, opts in options.items():
            if not opts:
                continue
            me = number[i]
            keep = [o for o in opts if _supported(me, o[1], says, forced.get(me, {}))]
            if len(keep) < len(opts):
                options[i] = keep
                changed = True


def _opponent(cell: tuple[str, str] | None) -> str | None:
    return cell[1] if cell is not None else None


def _supported(me: str, got: Cells, says: dict[str, list[set[str | None]]], forced: dict[int, str]) -> bool:
    """Whether a placing of row ``me`` can agree with the placings left to the other rows (``says``: what
    each names in each round; ``forced``: the rows that must meet ``me`` in a round)."""
    for k, c in enumerate(got):
        theirs = says.get(c[1]) if c is not None else None
        if theirs is not None and me not in theirs[k]:
            return False
    return all(_opponent(got[k]) == who for k, who in forced.items())


def _placed(
    i: int, got: Cells, cells: dict[int, Cells], named: dict[str, dict[int, str]], number: dict[int, str]
) -> None:
    """Row ``i``'s cells recorded as placed, and each opponent it names in a round."""
    cells[i] = got
    for k, c in enumerate(got):
        if c is not None:
            named.setdefault(c[1], {})[k] = number[i]


def _numeric(text: str) -> bool:
    return bool(text) and text.replace(".", "", 1).replace(",", "", 1).isdecimal()


def _cells_of(pieces: list[_Piece]) -> Cells:
    return [
        (pieces[j].text, pieces[j + 1].text) if pieces[j].text else None for j in range(0, len(pieces), 2)
    ]


def _placings(
    row: list[_Piece], last: bool, pre: int, post: int, count: int, table: _Table
) -> Iterator[tuple[list[_Piece], Cells]]:
    """Each way of placing the row's round cells in the rounds, as the row rebuilt (an empty round as
    two empty pieces) with its cells; the last row's end is a line's end where a placing fits."""
    from itertools import combinations

    ends = [len(row)]
    if last:
        ends = [
            e
            for e in range(pre + post + 1, min(len(row), pre + 2 * count + post) + 1)
            if e == len(row) or row[e].line != row[e - 1].line
        ]
    for end in ends:
        prefix, middle, suffix = row[:pre], row[pre : end - post], row[end - post : end]
        if not _Table(table.widths[: table.rounds[0]], []).fits(prefix):
            continue
        items = _items(middle)
        if items is None or len(items) > count:
            continue
        lost = count - len(items)
        placings = list(combinations(range(count), lost)) if lost else [()]
        if len(placings) > _MAX_PLACINGS:
            continue
        first_tabbed = bool(middle) and middle[0].after_tab
        for empty in placings:
            if not _traceless(empty, items, first_tabbed):
                continue
            got: Cells = []
            pieces: list[_Piece] = []
            rest = iter(items)
            for k in range(count):
                item = None if k in empty else next(rest)
                if item is None or isinstance(item, _Piece):
                    where = item if item is not None else row[0]
                    got.append(None)
                    pieces += [_Piece("", where.line, True), _Piece("", where.line, False)]
                else:
                    got.append((item[0].text, item[1].text))
                    pieces += list(item)
            yield [*prefix, *pieces, *suffix], got


def _traceless(
    empty: tuple[int, ...], items: list[_Piece | tuple[_Piece, _Piece]], first_tabbed: bool
) -> bool:
    """Whether the copy can have lost the empty round cells ``empty`` (0-based rounds) between ``items``,
    the cells it kept: an empty cell leaves its tab after a cell of text (the points before the
    rounds, another empty cell: ``3.5<TAB><TAB>``) and nothing after a cell of blocks, so each lost
    one follows a cell of blocks or another lost one (the first round's follows the cell before the
    rounds, one of blocks when no tab opens the rounds)."""
    lost = set(empty)
    kept = iter(items)
    before_blocks = not first_tabbed  # whether the cell before round k ends in a block
    for k in range(len(items) + len(lost)):
        if k in lost:
            if not before_blocks:
                return False
            continue
        before_blocks = isinstance(next(kept), tuple)
    return True


def _items(middle: list[_Piece]) -> list[_Piece | tuple[_Piece, _Piece]] | None:
    """The round cells of a row as copied: an empty cell (one empty piece after a tab) or a cell of two
    blocks, result and opponent; None when the pieces make no such cells."""
    items: list[_Piece | tuple[_Piece, _Piece]] = []
    j = 0
    while j < len(middle):
        p = middle[j]
        if not p.text:
            items.append(p)
            j += 1
        elif j + 1 < len(middle) and middle[j + 1].text and not middle[j + 1].after_tab:
            items.append((p, middle[j + 1]))
            j += 2
        else:
            return None
    return items


def _agrees(
    me: str, got: Cells, cells: dict[int, Cells], index: dict[str, int], names_me: dict[int, str]
) -> bool:
    """Whether each game of a row agrees with the placed rows: its opponent's cell in that round names
    this row, and each placed row that names this one in a round (``names_me``) is its opponent there."""
    for k, c in enumerate(got):
        if c is None or not c[1].isdecimal():
            continue
        j = index.get(c[1])
        if j is None:
            return False
        theirs = cells[j][k] if j in cells else (None, me)
        if theirs is None or theirs[1] != me:
            return False
    for k, who in names_me.items():
        mine = got[k]
        if mine is None or mine[1] != who:
            return False
    return True


_SUB_HEADINGS = {"sno": "SNo", "rating": "Rtg", "title": "Title", "fed": "FED", "player-id": "ID"}
"""The heading written over a cell's further block, by what its values hold (others are left out)."""


def _written(
    lines: list[str],
    k: int,
    headings: list[str],
    rows: list[list[_Piece]],
    widths: tuple[int, ...],
    rounds: list[int],
    *,
    below: int | None = None,
) -> Joined:
    """The header and rows written one a line; above the table, the lines that hold a number kept (a
    title, a round, a date: the page's menu, one item a line, is left out); below it, nothing, or (when
    ``below`` names the table's last line) the lines after it, under an empty line (a page's annotations
    of its tie-break columns). A
    round's cell of two blocks is written as one field (``1 12``); any other cell of several blocks (a
    player: name, number, title, rating, flag) as its first block under the heading, then each further
    block whose values tell what it holds (:func:`tiebreak.readers.tables.column_role`: numbers 1 to n,
    ratings, titles, federations) in a column of its own; the others are left out."""
    from .tables import column_role

    starts = [sum(widths[:i]) for i in range(len(widths))]
    head: list[str] = []
    picks: list[tuple[int, str]] = []  # (piece index in the row, "cell", "pair" or "block")
    for c, (h, w, at) in enumerate(zip(headings, widths, starts, strict=True)):
        pair = w == 2 and c in rounds
        head.append(h)
        picks.append((at, "pair" if pair else "cell"))
        for j in range(1, 1 if pair else w):
            values = [_value(row[at + j].text) for row in rows]
            role = column_role(values)
            role = "rating" if role not in _SUB_HEADINGS and _box_ratings(values, len(rows)) else role
            if role in _SUB_HEADINGS:
                head.append(_SUB_HEADINGS[role])
                picks.append((at + j, "block"))
    if _opponent_first(rows, [at for at, how in picks if how == "pair"]):
        picks = [(at, "pair-swapped" if how == "pair" else how) for at, how in picks]
    out = [line if any(ch.isdecimal() for ch in line) else "" for line in lines[:k]]  # menus left out
    out.append("\t".join(head))
    origin = [(j + 1, 1) for j in range(k + 1)]
    for row in rows:
        out.append("\t".join(_field(row, i, how) for i, how in picks))
        origin.append((row[0].line, 1))
    if below is not None:
        out.append("")
        origin.append((below, 1))
        out.extend(line.rstrip("\r") for line in lines[below:])
        origin.extend((j + 1, 1) for j in range(below, len(lines)))
    return Joined("\n".join(out), tuple(origin), rows=len(rows), header_line=k + 1, widths=widths)


def _box_ratings(values: list[str], n: int) -> bool:
    """Whether a further block of a player's box holds ratings though its values alone do not say so (a
    junior event's, many under 1000 and 0 for the unrated: Vega's ``371``, ``2212``): whole numbers, one
    of them a rating of four digits, none over 3000, some above every number a player of the table can
    have (no starting number, no points)."""
    numbers = [int(v) for v in values if v.isascii() and v.isdecimal() and len(v) <= 4]
    if len(numbers) != sum(1 for v in values if v) or not numbers:
        return False
    return (
        max(numbers) <= 3000
        and any(x >= 1000 for x in numbers)
        and sum(x > n for x in numbers) > len(numbers) // 2
    )


_RESULTS = frozenset({"1", "0", "½", "=", "+", "-", "0.5", ".5", "1/2", "W", "L", "D", "F"})
"""What a round cell's result block holds."""


def _opponent_first(rows: list[list[_Piece]], pairs: list[int]) -> bool:
    """Whether the rounds' cells of two blocks give the opponent first and the result second (Vega's
    crosstable sorted by score: ``10`` over ``1``): every second block is a result, and a first one
    is none (an opponent numbered 2 or more, ``BYE``)."""
    firsts = {row[i].text for row in rows for i in pairs if row[i].text}
    seconds = {row[i + 1].text for row in rows for i in pairs if row[i + 1].text}
    return bool(seconds) and seconds <= _RESULTS and not firsts <= _RESULTS


def _field(row: list[_Piece], i: int, how: str) -> str:
    if how == "pair":
        return f"{row[i].text} {row[i + 1].text}"
    if how == "pair-swapped":  # written as the usual cell: the result, then the opponent
        return f"{row[i + 1].text} {row[i].text}" if row[i].text else ""
    return _value(row[i].text) if how == "block" else row[i].text


def _value(text: str) -> str:
    """A block's text as a value: Vega's ``-`` for no title is none."""
    return "" if text == "-" else text


def _lost(line: int, n: int, source: str | None) -> ParseError:
    return ParseError(
        f"the table was copied from a browser with its cells' parts on lines of their own (Vega's pages "
        f"copied from Chrome), and the row starting at line {line} cannot be placed in the header's {n} "
        "columns: an empty cell after a cell of blocks leaves no trace in such a copy, and its cells fit no "
        f"rounds the other rows agree with. {KEEP_CELLS}",
        source=source,
        line=line,
        column=1,
    )


def joined_copy(text: str, source: str | None = None) -> Joined | None:
    """The text with the rows a browser's copy spread over several lines each written on one line: team
    board pairings copied one value a line (:mod:`tiebreak.readers._stacked`), boards whose players'
    names stand on lines of their own (:mod:`tiebreak.readers._blocknames`), a pairing list broken at its
    players' flags (:mod:`tiebreak.readers._flagblocks`), or a table whose cells of blocks stand over
    several lines (:func:`join_cell_lines`); None when it holds none of them.

    :raises ParseError: when it holds a table whose rows cannot all be placed.
    """
    from ._blocknames import block_name_boards
    from ._flagblocks import flag_block_rows
    from ._stacked import stacked_boards

    stacked = stacked_boards(text)
    if stacked is not None or "\t" not in text:
        return stacked
    return block_name_boards(text) or flag_block_rows(text) or join_cell_lines(text, source)
