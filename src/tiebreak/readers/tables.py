"""Tables out of any container, and what each table and column holds, found from its content.

Reading an input is two stages. :func:`extract_tables` gets every table out of what was given: the
``<table>`` and ``<pre>`` blocks of a web page, the text a browser gives when a page is copied (columns
aligned with blanks, or separated by tabs, ``|``, ``;`` or ``,``), a CSV/TSV file, and
:func:`workbook_tables` the sheets of an ``.xlsx`` workbook. Every table keeps where it came from: each
cell's line and column in the source (a workbook's row and column), the container and the text just
above it (its caption: ``Runde 3``, ``Von : 09.05.2024``). Then :func:`classify_table` says what each
column holds -- starting numbers, ranks, names, titles, ratings, federations, clubs, points, round
cells, tie-break values, a pairing list's White, Black and result -- from the headings (evidence from
:mod:`tiebreak.readers._headings`) *and* the values under them, and what the table is: a crosstable, a
round-robin grid (one or two cells per opponent), one round's pairing list, a ranking, a list of games.

>>> t = extract_tables("No\\tName\\tRtg\\t1\\t2\\tPts\\n1\\tAnna\\t1900\\t2w1\\t3b½\\t1.5\\n"
...                    "2\\tBoris\\t1850\\t1b0\\t-1\\t1\\n3\\tCleo\\t\\t-0\\t1w½\\t0.5\\n")[0]
>>> r = classify_table(t)
>>> r.kind, [c.role for c in r.columns]
('crosstable', ['sno', 'name', 'rating', 'round', 'round', 'points'])

A reader that needs a column's role when the table does not say it takes a :class:`ColumnChoice`
(``--columns name=2,rating=3,rounds=5-11,points=12``), which :func:`classify_table` applies before
anything it finds itself. :func:`describe_tables` is what a user sees when no event can be made: every
table with its size, first rows and what each column looked like, and how to say what a column is.
"""

from __future__ import annotations

import html
import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from itertools import accumulate, repeat
from typing import TYPE_CHECKING, Literal, Protocol, TypeVar, get_args

if TYPE_CHECKING:
    from .webpage import HtmlTable as HtmlTableLike
    from .webpage import Page

from ..model.errors import ParseError
from ..model.messages import Hint, Option, Template
from ..model.tournament import format_value
from ._builder import MARKDOWN_RULE, clean, game_result, plain_tabbed, point_value
from ._headings import (
    DIAGONAL_MARKS,
    RUNNING_GAME,
    SIDE_SCORES,
    TITLES,
    classify_heading,
    is_team_heading,
    pairing_kind,
    round_heading,
    withdrawn_mark,
)
from ._paired import fold_paired_rows

__all__ = [
    "KIND_TEXT",
    "ROLES",
    "WORKBOOK_MAGIC",
    "ColumnChoice",
    "ColumnReading",
    "Container",
    "Role",
    "Table",
    "TableCell",
    "TableKind",
    "TableReading",
    "classify_table",
    "column_spans",
    "describe_tables",
    "extract_tables",
    "grid_cell",
    "page_tables",
    "parse_columns",
    "preview",
    "split_text_table",
    "table_lines",
    "workbook_kind",
    "workbook_tables",
    "workbook_text",
]

Container = Literal["html-table", "html-pre", "text", "csv", "workbook"]
"""Where a table was found: an HTML ``<table>``, an HTML ``<pre>`` block, plain text (a paste, a text
export), a CSV/TSV file, a workbook sheet."""

Role = Literal[
    "rank",
    "sno",
    "name",
    "title",
    "rating",
    "fed",
    "club",
    "points",
    "round",
    "tiebreak",
    "opponent",
    "board",
    "white",
    "black",
    "result",
    "player-id",
    "ignore",
    "unknown",
]
"""What a column holds. ``opponent`` is a grid column (the player of that number), ``board``, ``white``,
``black`` and ``result`` those of a pairing list or a list of games, ``ignore`` a column the reader
leaves aside (birth year, sex, group), ``unknown`` one it cannot tell."""

ROLES: tuple[Role, ...] = get_args(Role)
"""Every :data:`Role`, in the order a table shows them."""

TableKind = Literal["crosstable", "grid", "grid-double", "pairings", "ranking", "games", "unknown"]
"""What a table is: a crosstable (one row per player, one cell per round), a round-robin grid (one
column per opponent; ``grid-double``: two per opponent, a double round robin), one round's pairing
list, a ranking (points and tie-breaks, no rounds), a list of games (White, Black, result, round),
or none of them."""


@dataclass(slots=True, unsafe_hash=True)  # never changed; not frozen: 3x cheaper to make
class TableCell:
    """One cell: its text (blanks collapsed), where it stands in the source (1-based line and column; a
    workbook's row and column), whether it is a heading cell (``<th>``) and the CSS classes of the cell
    and the elements inside it (an HTML table: Vega writes the colour of a game in a class)."""

    text: str
    line: int
    column: int
    header: bool = False
    classes: frozenset[str] = frozenset()
    parts: tuple[tuple[frozenset[str], str], ...] = ()
    """Each element with a class inside an HTML cell, with its text (Vega's ``res``, ``cw`` …)."""


@dataclass(frozen=True)
class Table:
    """A table found in an input: its rows of cells (a cell spanning columns repeated, the copies
    empty), the container it came from, where it starts, the text just above it (``caption``: the
    last lines before it, a heading, a round's title) and, for a workbook, the sheet's name."""

    rows: tuple[tuple[TableCell, ...], ...]
    container: Container
    line: int
    column: int = 1
    source: str | None = None
    caption: tuple[str, ...] = ()
    sheet: str | None = None
    notes: tuple[str, ...] = ()
    """What finding the table assumed (each player's two lines folded into one row: :mod:`._paired`)."""

    @property
    def width(self) -> int:
        """The number of columns (of its widest row)."""
        return max((len(r) for r in self.rows), default=0)

    def where(self) -> str:
        """Where the table is, for a message: ``HTML table at line 12``, ``sheet 'Ranking'``."""
        if self.container == "workbook":
            return f"sheet {self.sheet!r}" if self.sheet else "workbook sheet"
        kind = {
            "html-table": "HTML table",
            "html-pre": "HTML <pre> block",
            "text": "text table",
            "csv": "CSV table",
        }[self.container]
        return f"{kind} at line {self.line}"

    def texts(self) -> list[list[str]]:
        """The cells' texts, row by row."""
        return [[c.text for c in r] for r in self.rows]


@dataclass(frozen=True)
class ColumnReading:
    """What a column holds: its 0-based index, its heading (empty when none), its :data:`Role`, the
    round or opponent number for a round or grid column, why (``evidence``: the heading, or what the
    values looked like) and the first values under it."""

    index: int
    heading: str
    role: Role
    evidence: str
    number: int | None = None
    sample: tuple[str, ...] = ()


@dataclass(frozen=True)
class TableReading:
    """What a table is (:data:`TableKind`), the index of its header row (None: no header), the rows
    that hold data (indexes into ``table.rows``), every column's reading and the notes reading it made
    (an unknown heading, a column told by its values)."""

    kind: TableKind
    header: int | None
    data_rows: tuple[int, ...]
    columns: tuple[ColumnReading, ...]
    notes: tuple[str, ...] = ()

    def role(self, role: Role) -> list[ColumnReading]:
        """The columns read as ``role``, in order."""
        return [c for c in self.columns if c.role == role]

    def index(self, role: Role) -> int | None:
        """The first column read as ``role``, None when there is none."""
        return next((c.index for c in self.columns if c.role == role), None)


# -- the column choice (--columns) ----------------------------------------------------------------------
_CHOICE_NAMES: dict[str, Role] = {
    "rank": "rank",
    "rk": "rank",
    "sno": "sno",
    "no": "sno",
    "number": "sno",
    "name": "name",
    "player": "name",
    "title": "title",
    "rating": "rating",
    "elo": "rating",
    "rtg": "rating",
    "fed": "fed",
    "federation": "fed",
    "club": "club",
    "team": "club",
    "points": "points",
    "pts": "points",
    "rounds": "round",
    "round": "round",
    "tiebreaks": "tiebreak",
    "tiebreak": "tiebreak",
    "tb": "tiebreak",
    "opponents": "opponent",
    "grid": "opponent",
    "board": "board",
    "white": "white",
    "black": "black",
    "result": "result",
    "id": "player-id",
    "fide-id": "player-id",
    "ignore": "ignore",
    "skip": "ignore",
}
"""The names :func:`parse_columns` accepts for each role."""


@dataclass(frozen=True)
class ColumnChoice:
    """Which column holds what, as the user says it: role -> 1-based column numbers (``rounds=5-11``
    gives seven), and optionally which table (1-based, in the order :func:`extract_tables` finds them)
    and the header row (1-based; 0: the table has none). :meth:`spec` writes it back in the form
    :func:`parse_columns` reads, so a choice can be echoed and repeated.

    >>> c = parse_columns("name=2,rating=3,rounds=5-7,points=8")
    >>> c.spec(), c.columns["round"]
    ('name=2,rating=3,rounds=5-7,points=8', (5, 6, 7))
    """

    columns: dict[Role, tuple[int, ...]] = field(default_factory=dict)
    table: int | None = None
    header: int | None = None
    group: str | None = None
    """Which event of a page that holds several (``group=3``, ``group=Steinitz``): its number in the
    page's list of groups or its name (:mod:`tiebreak.readers.groups`)."""

    def role_of(self, index: int) -> Role | None:
        """The role chosen for the 0-based column ``index``, None when the choice does not name it."""
        for role, numbers in self.columns.items():
            if index + 1 in numbers:
                return role
        return None

    def spec(self) -> str:
        """The choice in the form :func:`parse_columns` reads."""
        parts = []
        if self.table is not None:
            parts.append(f"table={self.table}")
        if self.header is not None:
            parts.append(f"header={self.header}")
        if self.group is not None:
            parts.append(f"group={self.group}")
        names = {"round": "rounds", "tiebreak": "tiebreaks", "opponent": "opponents"}
        for role, numbers in self.columns.items():
            parts.append(f"{names.get(role, role)}={column_spans(numbers)}")
        return ",".join(parts)


def column_spans(numbers: Sequence[int], dash: str = "-", joint: str = "+") -> str:
    """Column numbers as runs, as ``--columns`` writes them (``4-6+9``; ``dash``, ``joint``).

    >>> column_spans([4, 5, 6, 9]), column_spans([4, 5, 6, 9], "–", ", ")
    ('4-6+9', '4–6, 9')
    """
    out: list[list[int]] = []
    for n in numbers:
        if out and out[-1][1] + 1 == n:
            out[-1][1] = n
        else:
            out.append([n, n])
    return joint.join(f"{a}{dash}{z}" if z > a else str(a) for a, z in out)


def parse_columns(spec: str) -> ColumnChoice:
    """A column choice from ``role=N`` pairs separated by commas: ``name=2,rating=3,rounds=5-11,
    points=12``. A value is a column number, a range ``5-11`` or several joined by ``+`` (``5-8+10``);
    ``table=N`` picks the table, ``header=N`` the header row (``0``: none), ``group=N`` or ``group=NAME``
    the event of a page that holds several (its number or its name, ``group=Steinitz``).

    :raises ParseError: for an unknown role, a column number that is not one, a column named twice.
    """
    columns: dict[Role, tuple[int, ...]] = {}
    table = header = None
    group: str | None = None
    seen: dict[int, str] = {}
    for part in (p.strip() for p in spec.split(",")):
        if not part:
            continue
        key, eq, value = part.partition("=")
        key = key.strip().casefold()
        if not eq or not value.strip():
            raise ParseError(_COLUMNS(problem=f"{part!r} is not role=column (e.g. name=2, rounds=5-11)"))
        if key == "group":
            group = " ".join(value.split())[:_MAX_GROUP]
            continue
        if key in ("table", "header"):
            n = _column_number(value, part, allow_zero=key == "header")
            if key == "table":
                table = n
            else:
                header = n
            continue
        role = _CHOICE_NAMES.get(key)
        if role is None:
            known = ", ".join(sorted(set(_CHOICE_NAMES) - {"rk", "no", "pts", "rtg", "tb"}))
            raise ParseError(_COLUMNS(problem=f"unknown column kind {key!r}; known: {known}"))
        numbers: list[int] = []
        for piece in value.split("+"):
            a, dash, z = piece.strip().partition("-")
            first = _column_number(a, part)
            last = _column_number(z, part) if dash else first
            if last < first or last - first > 500:
                raise ParseError(_COLUMNS(problem=f"{part!r}: the range {piece.strip()!r} is not one"))
            numbers.extend(range(first, last + 1))
        for n in numbers:
            if n in seen:
                raise ParseError(_COLUMNS(problem=f"column {n} is named twice ({seen[n]} and {key})"))
            seen[n] = key
        columns[role] = tuple(columns.get(role, ())) + tuple(numbers)
    if not columns and table is None and group is None:
        raise ParseError(_COLUMNS(problem="no column named (e.g. name=2,rating=3,rounds=5-11,points=12)"))
    return ColumnChoice(columns, table, header, group)


def choose_group(spec: str, group: str) -> str:
    """The column choice ``spec`` (as ``--columns`` writes it) with the event of a page chosen by
    ``group`` (a number or a name) in place of any table or group it chose; a ``spec`` that cannot be
    read is replaced by the group alone.

    >>> choose_group("table=6", "Steinitz"), choose_group("", "3")
    ('group=Steinitz', 'group=3')
    """
    try:
        choice = parse_columns(spec) if spec.strip() else ColumnChoice()
    except ParseError:
        choice = ColumnChoice()
    return replace(choice, table=None, group=" ".join(group.split())[:_MAX_GROUP] or None).spec()


_MAX_GROUP = 80
"""The longest group name a choice keeps (a page's group labels are cut at 80 characters too)."""


_COLUMNS = Template(
    "input.columns",
    "{what}: {problem}",
    what=(Hint(Option.COLUMNS, "{option}"), Hint(None, "the column choice")),
)
"""A column choice that cannot be read (``--columns`` on the command line)."""


def _column_number(text: str, part: str, *, allow_zero: bool = False) -> int:
    t = text.strip()
    if not (t.isascii() and t.isdecimal() and len(t) <= 4) or (int(t) == 0 and not allow_zero):
        raise ParseError(_COLUMNS(problem=f"{part!r}: expected a column number (1, 2, …), found {t!r}"))
    return int(t)


# -- stage 1: tables out of containers -------------------------------------------------------------------
_CAPTION_LINES = 3
"""How many non-empty lines above a table are kept as its caption."""


def extract_tables(text: str, *, source: str | None = None, suffix: str = "") -> list[Table]:
    """Every table of an input given as text: a web page's ``<table>`` and ``<pre>`` blocks (by the
    suffix ``.html``/``.htm`` or the markup), else the text's tables (:func:`split_text_table`), each
    in source order. Linear in the length of the text."""
    from .webpage import looks_like_html

    head = text[: 1 << 20]
    if (
        looks_like_html(text, suffix.lower())
        or re.search(r"<pre\b", head, re.IGNORECASE)
        or (re.search(r"<table\b", head, re.IGNORECASE) and re.search(r"<t[dh]\b", head, re.IGNORECASE))
    ):
        return _html_tables(text, source)
    container: Container = "csv" if suffix.lower() in (".csv", ".tsv") else "text"
    return _text_tables(
        clean(text).replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1, source, container
    )


def table_lines(text: str, number: int, *, source: str | None = None) -> tuple[int, int] | None:
    """The lines (1-based, inclusive) of table ``number`` (1-based, as ``--columns table=N`` counts
    the tables of :func:`extract_tables`) and the text after it up to the next table: where a page
    that holds several tables publishes the ranking of the one chosen. None when there is no such
    table."""
    span = table_span(text, number, source=source)
    return None if span is None else (span[0], span[2])


def table_span(
    text: str, number: int, *, source: str | None = None
) -> tuple[int, int, int, int | None] | None:
    """Where table ``number`` (as :func:`table_lines` counts) and the text after it up to the next table
    stand: its first line and column (1-based), its last line and the column the next table begins at on
    that line (None: the line's end). A page written on one line (a club's site minified: SwissSys's
    four sections' standings on one line of markup) holds several tables on a line, told apart by their
    columns. None when there is no such table."""
    found = extract_tables(text, source=source)
    if not 1 <= number <= len(found):
        return None
    start = found[number - 1]
    after = [t for t in found if (t.line, t.column) > (start.line, start.column)]
    if not after:
        return start.line, start.column, text.count("\n") + 1, None
    following = min(after, key=lambda t: (t.line, t.column))
    if following.line == start.line:
        return start.line, start.column, start.line, following.column
    return start.line, start.column, following.line - 1, None


def page_tables(text: str, page: Page, *, source: str | None = None) -> list[Table]:
    """The tables of a web page already parsed (:func:`tiebreak.readers.webpage.parse_page` of
    ``text``, cleaned): as :func:`extract_tables` gives them, without parsing the page again."""
    return _html_tables(text, source, page)


def unframed_page(text: str, page: Page | None = None, *, source: str | None = None) -> tuple[str, Page]:
    """A web page (cleaned) and its tables, a table laid out inside another's one cell (Papi's page frame)
    read as a table of its own: the frame's opening tags blanked, lines and columns kept."""
    from .webpage import parse_page

    text = clean(text)
    starts = _line_starts(text)
    page = page if page is not None else parse_page(text, source)
    for _ in range(3):
        unwrapped = _unwrap(text, starts, page.tables)
        if unwrapped is None:
            break
        text = unwrapped
        page = parse_page(text, source)
    return text, page


_ALIGNED_NOTE = (
    "rows of unequal length read by their last cells (a hand-made grid: its headings 1, 2, 3, … over the "
    "last columns only, a row without a title or federation one cell short), each row's own cell on the "
    "diagonal"
)


def _grid_by_its_ends(rows: tuple[tuple[TableCell, ...], ...]) -> tuple[tuple[TableCell, ...], ...] | None:
    """A hand-made round-robin grid whose rows are aligned on their ends, not their starts (a club's old
    page: ``1 2 … 12 =`` over the results and the points only, ``Hoi, Carsten | Denmark | 0 | ½ | x …``
    without the empty title cell of the rows above): the header padded before its first cell, each
    shorter row after its first (the name), so that every column stands under its heading. Only when
    the header is the numbers 1 to n (and one heading after them) and every row's own cell, counted
    from its end, is a diagonal mark; None otherwise (rows as they are)."""
    if len(rows) < 3 or len({len(r) for r in rows}) < 2:
        return None
    k = next((i for i, r in enumerate(rows[:4]) if len(r) >= 3 and r[0].text.strip() == "1"), None)
    if k is None:
        return None
    heads = [c.text.strip() for c in rows[k]]
    n = len(heads) - (0 if heads[-1].isdigit() else 1)
    data = [r for r in rows[k + 1 :] if any(c.text.strip() for c in r)]
    if heads[:n] != [str(i) for i in range(1, n + 1)] or len(data) != n:
        return None
    width = max(len(r) for r in data)
    tail = len(heads) - n  # the points heading after the numbers
    for m, r in enumerate(data):
        own = len(r) - tail - n + m  # the row's own cell: its m-th of the last n before the points
        if len(r) <= n + tail or own < 1 or r[own].text.strip() not in _DIAGONAL:
            return None
    if len(heads) >= width:
        return None

    def padded(r: tuple[TableCell, ...], at: int, count: int) -> tuple[TableCell, ...]:
        blank = TableCell("", r[0].line, r[0].column)
        return (*r[:at], *(blank for _ in range(count)), *r[at:])

    out = list(rows)
    out[k] = padded(rows[k], 0, width - len(rows[k]))
    for i in range(k + 1, len(rows)):
        if rows[i] in data and len(rows[i]) < width:
            out[i] = padded(rows[i], 1, width - len(rows[i]))
    return tuple(out)


def _html_tables(text: str, source: str | None, page: Page | None = None) -> list[Table]:
    from .webpage import coloured_opponent, defuse, expand

    text, page = unframed_page(text, page, source=source)
    starts = _line_starts(text)
    found: list[Table] = []
    for t in page.tables:
        rows = tuple(
            tuple(
                [
                    TableCell(
                        coloured_opponent(c.text, c.parts) or c.text,
                        c.line,
                        c.column,
                        c.header,
                        c.classes,
                        c.parts,
                    )
                    for c in expand(r)
                ]
            )
            for r in t.rows
        )
        caption = _caption_html(text, starts, t.line)
        if t.caption and t.caption_line is not None and t.caption_line >= t.line:  # its own <caption>
            caption = (*caption, t.caption)[-_CAPTION_LINES:]
        aligned = _grid_by_its_ends(rows)
        notes = t.notes if aligned is None else (*t.notes, _ALIGNED_NOTE)
        found.extend(
            sections(Table(aligned or rows, "html-table", t.line, t.column, source, caption, notes=notes))
        )
    plain = defuse(text) if "<pre" in text.lower() else ""  # blanking never makes a <pre>: none, no work
    blocks = list(re.finditer(r"<pre\b[^>]*>(.*?)</pre\s*>", plain, re.IGNORECASE | re.DOTALL))
    runs = _pre_runs(plain, blocks)
    found.extend(t for run in runs for t in _pre_run_tables(text, starts, source, run))
    for m in blocks:
        if any(m in run for run in runs):
            continue
        body_at = m.start(1)
        first_line = _line_of(starts, body_at)
        inner = re.sub(r"<[^>]*>", lambda g: "", m.group(1))
        inner = html.unescape(inner)
        lines = inner.split("\n")
        offset = body_at - starts[first_line - 1]
        tables = _text_tables(
            lines,
            first_line,
            source,
            "html-pre",
            first_offset=offset,
            above=_caption_html(text, starts, first_line),
        )
        found.extend(tables)
    found.sort(key=lambda t: (t.line, t.column))
    return found


def sections(table: Table) -> list[Table]:
    """The tables one table holds one under the other (a club's sheet of its teams' league grids saved as
    one HTML table: a title row, a header row, rows numbered from 1, an empty row, the next title …):
    each part between empty rows, when every part of three rows or more numbers its rows from 1 again in
    its first column, at least two such parts; else the table itself. A table whose groups are numbered
    on (a federation's report, its rows 1-10 under one title, 11-20 under the next) stays one."""
    rows = table.rows
    bounds = section_bounds(rows)
    if bounds is None:
        return [table]
    return [
        replace(table, rows=rows[a:b], line=rows[a][0].line, column=rows[a][0].column)
        if a and rows[a]
        else replace(table, rows=rows[a:b])
        for a, b in bounds
    ]


def section_bounds(rows: Sequence[Sequence[_Texted]]) -> list[tuple[int, int]] | None:
    """Where the parts of :func:`sections` begin and end (row ``a`` up to, not including, row ``b``); None
    for a table of one part."""
    blank = [k for k, r in enumerate(rows) if not any(c.text.strip() for c in r)]
    if not blank or len(rows) < 6:
        return None
    parts = [
        (a, b) for a, b in zip([0, *(k + 1 for k in blank)], [*blank, len(rows)], strict=True) if b - a >= 3
    ]
    if len(parts) < 2 or not all(_numbered_from_one(rows[a:b]) for a, b in parts):
        return None
    return parts


def _numbered_from_one(rows: Sequence[Sequence[_Texted]]) -> bool:
    """Whether the rows that start with a number number them 1, 2, 3 … (two at least)."""
    numbers = [t for r in rows if r and (t := r[0].text.strip().rstrip(".")).isdecimal()]
    return len(numbers) >= 2 and numbers == [str(k) for k in range(1, len(numbers) + 1)]


def _pre_runs(plain: str, blocks: list[re.Match[str]]) -> list[list[re.Match[str]]]:
    """Runs of three ``<pre>`` blocks or more of one line each with nothing but blanks between them: a
    word processor's re-save of a text page (Word writes each line of a SwissPerfect export as a
    ``<pre>`` of its own), one text."""
    runs: list[list[re.Match[str]]] = []
    run: list[re.Match[str]] = []
    for m in blocks:
        one_line = "\n" not in re.sub(r"<[^>]*>", "", m.group(1)).strip("\r\n")  # a tag may wrap
        if one_line and run and not plain[run[-1].end() : m.start()].strip():
            run.append(m)
            continue
        if len(run) >= 3:
            runs.append(run)
        run = [m] if one_line else []
    if len(run) >= 3:
        runs.append(run)
    return runs


def pre_run_text(text: str) -> str | None:
    """The text of a page whose lines are each a ``<pre>`` of its own (:func:`_pre_runs`, a word
    processor's re-save): each block's text on the line its block starts on (the next free line when
    two start on one), the rest of the page left out; None for any other page."""
    from .webpage import defuse

    if text.lower().count("<pre") < 3:
        return None
    plain = defuse(text)
    blocks = list(re.finditer(r"<pre\b[^>]*>(.*?)</pre\s*>", plain, re.IGNORECASE | re.DOTALL))
    runs = _pre_runs(plain, blocks)
    if not runs:
        return None
    starts = _line_starts(text)
    lines = [""] * (len(starts) + sum(len(r) for r in runs))
    for run in runs:
        for m in run:
            k = _line_of(starts, m.start(1)) - 1
            while lines[k]:
                k += 1
            lines[k] = _pre_line(m)
    return "\n".join(lines)


def _pre_line(m: re.Match[str]) -> str:
    """The text of a one-line ``<pre>`` block: its tags (and the line breaks inside them) left out."""
    return html.unescape(re.sub(r"<[^>]*>", "", m.group(1))).strip("\r\n")


def _pre_run_tables(
    text: str, starts: list[int], source: str | None, run: list[re.Match[str]]
) -> list[Table]:
    """The tables of a run of one-line ``<pre>`` blocks (:func:`_pre_runs`) read as one text, each cell
    at the line of its block."""
    lines = [_pre_line(m) for m in run]
    real = [_line_of(starts, m.start(1)) for m in run]
    tables = _text_tables(lines, 1, source, "html-pre", above=_caption_html(text, starts, real[0]))

    def moved(t: Table) -> Table:
        rows = tuple(tuple(replace(c, line=real[c.line - 1]) for c in r) for r in t.rows)
        return replace(t, rows=rows, line=real[t.line - 1])

    return [moved(t) for t in tables]


def _unwrap(text: str, starts: list[int], tables: Sequence[HtmlTableLike]) -> str | None:
    """The page with the opening tags of every one-cell table that holds another table blanked
    (``<table …><tr><td …>``; lines and columns kept), so that the tables inside are read as tables;
    None when there is none."""
    cuts: list[tuple[int, int]] = []
    import bisect

    opened = [m.start() for m in re.finditer(r"<table\b", text, re.IGNORECASE)]
    read = {starts[t.line - 1] + t.column - 1 for t in tables if t.line - 1 < len(starts)}
    for t in tables:
        if len(t.rows) != 1 or len(t.rows[0].cells) != 1:
            continue
        at = starts[t.line - 1] + t.column - 1 if t.line - 1 < len(starts) else -1
        if at < 0 or not text.startswith("<", at):
            continue
        cell = t.rows[0].cells[0]
        td = starts[cell.line - 1] + cell.column - 1 if cell.line - 1 < len(starts) else -1
        end = text.find(">", td)
        k = bisect.bisect_left(opened, end)
        if td < at or end < 0 or k == len(opened) or opened[k] - end > 1 << 16:
            continue  # no table starts soon after the cell opens
        if any(inner in read and inner - end <= 1 << 16 for inner in opened[k : k + 3]):
            continue  # a table inside is read as a table of its own already (a cell's table)
        cuts.append((at, end + 1))
    if not cuts:
        return None
    out, last = [], 0
    for a, z in sorted(cuts):
        out += [text[last:a], re.sub(r"[^\n]", " ", text[a:z])]
        last = z
    return "".join(out) + text[last:]


def _line_starts(text: str) -> list[int]:
    starts = [0]
    starts.extend(m.end() for m in re.finditer("\n", text))
    return starts


def _line_of(starts: list[int], pos: int) -> int:
    import bisect

    return bisect.bisect_right(starts, pos)


def _caption_html(text: str, starts: list[int], line: int) -> tuple[str, ...]:
    """The last lines of text (tags removed) above line ``line`` of a page, up to the previous table."""
    lo = starts[max(line - 40, 0)]
    hi = starts[line - 1] if line - 1 < len(starts) else len(text)
    chunk = text[lo:hi]
    cut = chunk.lower().rfind("</table")
    if cut >= 0:
        chunk = chunk[cut:]
    chunk = re.sub(r"<(script|style)\b.*?</\1\s*>", " ", chunk, flags=re.IGNORECASE | re.DOTALL)
    opened = max((m.end() for m in re.finditer(r"</(?:script|style)\s*>", chunk, re.IGNORECASE)), default=0)
    chunk = chunk[opened:]  # a style sheet or script begun above the lines looked at: none of its text
    chunk = re.sub(r"<(?:script|style)\b.*", " ", chunk, flags=re.IGNORECASE | re.DOTALL)  # nor one unclosed
    chunk = re.sub(r"<(?:br|/p|/div|/h\d|/tr|/li)\b[^>]*>", "\n", chunk, flags=re.IGNORECASE)
    chunk = html.unescape(re.sub(r"<[^>]*>", " ", chunk))
    lines = [" ".join(x.split()) for x in chunk.split("\n")]
    return tuple(x for x in lines if x)[-_CAPTION_LINES:]


def _text_tables(
    lines: list[str],
    first_line: int,
    source: str | None,
    container: Container,
    *,
    first_offset: int = 0,
    above: tuple[str, ...] = (),
) -> list[Table]:
    """The tables of a text: runs of lines that split into the same kind of fields, separated by
    blank lines or by lines of another shape (a caption such as ``Round 3``); ``caption``: the text
    above the first line."""
    found: list[Table] = []
    block: list[tuple[int, str]] = []
    caption = list(above)

    pending: list[tuple[int, str]] = []
    shape_above = ""

    def flush() -> None:
        if len(block) == 1 and _header_like(block[0][1]):
            pending[:] = block  # a header line with a blank line under it: the header of what follows
            return
        if pending and block and _ROW_START.match(block[0][1]):
            block[:0] = pending
        if pending:
            caption.extend(line.strip() for _, line in pending if (_, line) not in block)
            pending.clear()
        numbered = sum(1 for _, x in block if _ROW_START.match(x))
        header_at = next((k for k, (_, x) in enumerate(block) if _header_like(x)), 0)
        if header_at and sum(1 for _, x in block[header_at:] if _ROW_START.match(x)) >= 2:
            caption.extend(x.strip() for _, x in block[:header_at])  # above the header: titles, not rows
            del block[:header_at]  # (a centred ``8. Gerd Fornahl Gedenkturnier`` among them)
            numbered = sum(1 for _, x in block if _ROW_START.match(x))
        while (
            len(block) > 2
            and numbered >= 2
            and not _ROW_START.match(block[0][1])
            and (
                sum(1 for w in _words(block[0][1]) if _heading_role(w)[0] is not None) < 2
                or round_heading(block[0][1].strip()) is not None  # ``Paarungsliste der 1. Runde``
            )
        ):
            caption.append(block.pop(0)[1].strip())
        if len(block) >= 2:
            table = split_text_table(
                block,
                source=source,
                container=container,
                caption=tuple(caption[-_CAPTION_LINES:]),
                offsets={first_line: first_offset},
            )
            if table is not None and table.width >= 2:
                rows, note = fold_paired_rows(table.rows)
                found.append(table if note is None else replace(table, rows=rows, notes=(note,)))
                caption.clear()
                return
        caption.extend(line.strip() for _, line in block)

    for k, raw in enumerate(lines):
        line = raw.rstrip()
        if pending and line.strip() and not block and not _ROW_START.match(line):
            caption.append(pending.pop()[1].strip())
        lineno = first_line + k
        if block and _MD_RULE.match(line) and ("|" in line or "|" in block[-1][1]):
            continue  # the rule under a markdown table's header: the table goes on (a bare rule ends it)
        if not line.strip() or _decoration(line):
            flush()
            block = []
            continue
        titled = _DECORATED.match(line)
        if titled is not None:  # '===== DETTAGLIO TURNO 1 CONCLUSO =====': a title between rules, no row
            flush()
            block = []
            caption.append(titled.group(1))
            continue
        shape = _fields_shape(line)
        if (
            block
            and shape != shape_above
            and (
                _caption_like(line)
                or _delimited_header(line, shape_above)
                or _separated_after_text(line, block)
            )
        ):
            flush()
            block = []
        elif block and _header_again(line, block):  # a page's or round's own header: its own table
            tail = _lines_after_rows(block)
            flush()
            caption.extend(text.strip() for _, text in tail)
            block = []
        block.append((lineno, line))
        shape_above = shape  # the shape of block[-1]'s line
    flush()
    return _groups_joined(found)


def _groups_joined(found: list[Table]) -> list[Table]:
    """Tables one after another that are groups of one table: the same header but for one title cell
    (``A-ryhmä  1. 2. … P`` then ``B-ryhmä  1. 2. … P``: the prize groups of a Finnish report, one Swiss
    whose games cross the groups), their rows numbered on from one group to the next. Joined into one
    table, with a note; tables whose numbers begin again (several events) stay apart."""
    runs: list[list[Table]] = []
    for t in found:
        if runs and _group_of(runs[-1][-1], t):
            runs[-1].append(t)
        elif runs and len(runs[-1]) == 1 and _rows_go_on(runs[-1][0], t):
            first = runs[-1][0]  # a section's title line among the rows ('Ａクラス'): the same table
            note = (
                f"the rows numbered on under the line {' '.join(t.caption[-1:])!r} (a section's title among "
                "the table's rows) are read as the table's own"
            )
            runs[-1][0] = replace(first, rows=first.rows + t.rows, notes=(*first.notes, note))
        else:
            runs.append([t])
    out: list[Table] = []
    for run in runs:
        first = run[0]
        if len(run) > 1:
            k = next(
                i
                for i, (x, y) in enumerate(zip(first.rows[0], run[1].rows[0], strict=True))
                if x.text != y.text
            )
            titles = ", ".join(repr(t.rows[0][k].text) for t in run)
            note = (
                f"the tables headed {titles} have one header but for that title, and their rows are numbered "
                "on: read as one table, groups of its rows"
            )
            rows = first.rows + tuple(r for t in run[1:] for r in t.rows[1:])
            first = replace(first, rows=rows, notes=(*first.notes, note))
        out.append(first)
    return out


def _heads(t: Table) -> list[str]:
    """The texts of a table's first row, as many as the table is wide."""
    texts = [c.text for c in t.rows[0]]
    return texts + [""] * (t.width - len(texts))


def _rows_go_on(prev: Table, t: Table) -> bool:
    """Whether ``t``, a table without a header, is the rest of ``prev``'s rows after a line of another
    shape (a section's title such as ``Ａクラス``): as wide, and its first row numbered on from
    ``prev``'s last (12 after 11), ``prev`` headed (its first row no row)."""
    if prev.container != t.container or prev.width != t.width or len(prev.rows) < 3 or not t.rows:
        return False
    if not prev.rows[0] or not prev.rows[-1] or not t.rows[0]:
        return False  # a row of no cell (an empty line kept as a row): no number to go on from
    head, last, first = prev.rows[0][0].text.strip(), prev.rows[-1][0].text.strip(), t.rows[0][0].text.strip()
    return not head.isdecimal() and last.isdecimal() and first.isdecimal() and int(first) == int(last) + 1


def _group_of(prev: Table, t: Table) -> bool:
    """Whether ``t`` goes on ``prev`` as its next group (:func:`_groups_joined`)."""
    if prev.container != t.container or prev.width != t.width or len(t.rows) < 2 or len(prev.rows) < 2:
        return False
    a, b = _heads(prev), _heads(t)
    differ = [k for k, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    if len(differ) != 1 or not a[differ[0]] or not b[differ[0]] or sum(1 for x in b if x) < 4:
        return False
    last, first = prev.rows[-1][0].text.strip(), t.rows[1][0].text.strip()
    return last.isdecimal() and first.isdecimal() and int(first) == int(last) + 1


_ROW_START = re.compile(r"^\s*\d+[.)]?(?:\s*[-–]\s*\d+\.?)?(?:\s|[\t;,|]|$)")
"""A line that starts as a table's row does: a number, or a place shared with the rows after it
(``2-3``, ``10.-12.``)."""
_MD_RULE = MARKDOWN_RULE
_RULER = re.compile(r"^[\s\-=_+|:*.~]+$")


def _words(line: str) -> list[str]:
    """A line's words as headings are looked up: split on blanks and separators, markdown's emphasis
    (``**Joueur**``) taken off."""
    return [w.strip("*_") for w in re.split(r"[\s,;|]+", line.strip())]


def _header_like(line: str) -> bool:
    """A line of two known headings or more, one of them a name (or White and Black, or a team's)."""
    from ._headings import is_team_heading

    words = _words(line)
    if len(words) < 2:
        return False  # one word is no two headings (a text of values one a line: looked at at once)
    roles = [_heading_role(w)[0] for w in words]
    return sum(1 for r in roles if r is not None) >= 2 and (
        any(r in ("name", "white", "black") for r in roles) or any(is_team_heading(w) for w in words)
    )


def _headings_line(line: str) -> bool:
    """A header line (:func:`_header_like`) whose words are headings at least half (``No Name Rtg Pts 1
    2 3``): not a sentence that names a board, a player and a number among its words (``Armenian board 2
    Sergei Movsesian, the least productive player in``)."""
    words = [w for w in _words(line) if w]
    known = sum(1 for w in words if _heading_role(w)[0] is not None)
    return _header_like(line) and 2 * known >= len(words)


def _separated_after_text(line: str, block: list[tuple[int, str]]) -> bool:
    """A line with separators (``|``, ``;``, tabs) right under lines of text that hold none, one of them a
    sentence (eight words or more): a table starts under a page's prose (a club's page, its paragraph
    then its games ``Wolna, Olaf | – | Offner, Anton | 1 : 0 |``), the prose its caption, not its rows."""
    return (
        len(block) <= _PROSE_ABOVE
        and _fields_shape(line) != " "
        and all(_fields_shape(x) == " " for _, x in block)
        and any(len(x.split()) >= 8 for _, x in block)
    )


_PROSE_ABOVE = 12
"""The most lines of text above a table that :func:`_separated_after_text` looks at (a page's paragraph or
two: the look stays bounded, however long the lines run)."""


def _header_again(line: str, block: list[tuple[int, str]]) -> bool:
    """Whether a header line follows rows: the next table's (a list printed page by page, each page a
    round's pairings under its own header and title lines)."""
    return (
        not _ROW_START.match(line)
        and _header_like(line)
        and sum(1 for _, x in block if _ROW_START.match(x)) >= 2
    )


def _lines_after_rows(block: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines after a block's last row, taken off it: the title lines of the table that follows."""
    tail: list[tuple[int, str]] = []
    while block and not _ROW_START.match(block[-1][1]):
        tail.insert(0, block.pop())
    return tail


_DECORATED = re.compile(r"^\s*[=*~#_-]{3,}\s+(\S.{0,80}?)\s+[=*~#_-]{3,}\s*$")
"""A title between two rules on one line (Tornello's ``===== DETTAGLIO TURNO 1 CONCLUSO =====``)."""


def _decoration(line: str) -> bool:
    """A line that draws instead of holding values: rules of dashes or equals signs."""
    return bool(_RULER.match(line)) and len(line.strip()) >= 3


def _fields_shape(line: str) -> str:
    """The separator a line uses: tab, ``|``, ``;``, else blanks."""
    for d in ("\t", "|", ";"):
        if line.count(d) >= 1 + (d != "\t"):
            return d
    return " "


def _delimited_header(line: str, shape_above: str) -> bool:
    """A header line with separators (tabs, ``|``, ``;``) under lines without: a new table starts (a
    page copied whole, its menu's lines above the table's header)."""
    return shape_above == " " and _fields_shape(line) != " " and _header_like(line)


def _caption_like(line: str) -> bool:
    """A line that reads as a caption, not a row: few words, no separators."""
    return _fields_shape(line) == " " and len(line.split()) <= 6 and "  " not in line.strip()


def split_text_table(
    block: Sequence[tuple[int, str]],
    *,
    source: str | None = None,
    container: Container = "text",
    caption: tuple[str, ...] = (),
    offsets: dict[int, int] | None = None,
) -> Table | None:
    """A table from lines of text (line number, line): split on the separator most lines have (tab,
    ``|``, ``;``, ``,``), else on the columns that are blank in every row (aligned text), else on runs
    of two blanks or more. None when the lines hold fewer than two columns."""
    offsets = offsets or {}
    lines = [line for _, line in block]
    d = _separator(lines)
    rows: list[tuple[TableCell, ...]] = []
    if d:
        for lineno, line in block:
            base = offsets.get(lineno, 0)
            if d == "\t" and plain_tabbed(line):  # a workbook's or a browser's row: split in C
                parts = line.split("\t")
                cols = accumulate([len(p) + 1 for p in parts[:-1]], initial=1 + base)
                rows.append(tuple(map(TableCell, parts, repeat(lineno), cols)))
                continue
            rows.append(tuple([TableCell(t, lineno, col + base) for t, col in _split_delimited(line, d)]))
        if d == "\t":
            rows = with_lead_cells(rows, lambda line: TableCell("", line, 1))
        if d in ("\t", "|"):
            rows = with_title_heading(rows, lambda line: TableCell("", line, 1))
            rows = _aligned_lead(block, rows, d, offsets) or rows
    else:
        numbered = [x for x in lines if _ROW_START.match(x)]
        cuts = aligned_cuts(numbered if len(numbered) >= 2 else lines)
        few = not cuts and max(len(_split_blanks(x)) for x in lines) < 3  # asked only without columns
        split = _split_tokens if few else _split_blanks
        every = len(numbered) < 2 or len(cuts) > 100  # every line cut at the columns, not only rows
        bounds = _bounds(cuts)
        for lineno, line in block:
            base = offsets.get(lineno, 0)
            if cuts and (every or _ROW_START.match(line)):
                rows.append(_cut(line, bounds, lineno, base))
                continue
            cells = _place(line, cuts) if cuts else split(line)
            rows.append(tuple([TableCell(t, lineno, col + base) for t, col in cells]))
        if _prose(rows) and not any(_fields_shape(x) != " " or _headings_line(x) for x in lines):
            return None
    if max((len(r) for r in rows), default=0) < 2:
        return None
    return Table(tuple(rows), container, block[0][0], 1, source, caption)


def _aligned_lead(
    block: Sequence[tuple[int, str]], rows: list[tuple[TableCell, ...]], d: str, offsets: dict[int, int]
) -> list[tuple[TableCell, ...]] | None:
    """The rows of a table whose first field holds columns aligned with blanks before the separated ones
    (a club's program writes ``⎵1⎵⎵⎵⎵⎵Brunner⎵⎵X`` then ``1/1<TAB>1/0 …``, or ``⎵1⎵10⎵⎵⎵⎵Brunner| 8 |``):
    that field cut at the columns blank in every row (the header's words placed over them). None when
    the rows' first fields do not line up so (three columns at least, two rows at least, each with a
    run of blanks inside)."""
    first = next((line.split(d, 1)[0] for _, line in block if _ROW_START.match(line)), "")
    if "  " not in first.strip():  # the usual table: its first row's first field one value, no list made
        return None
    leads = [line.split(d, 1)[0] for _, line in block]
    numbered = [x for x in leads if _ROW_START.match(x)]
    if len(numbered) < 2 or not all("  " in x.strip() for x in numbered):
        return None
    if any(r and r[0].text != " ".join(x.split()) for r, x in zip(rows, leads, strict=True)):
        return None  # a row whose first cell is not its first field (a lead cell restored): as it is
    cuts = aligned_cuts(numbered)
    if not cuts:
        return None
    bounds = _bounds(cuts)
    out = []
    for (lineno, _), lead, row in zip(block, leads, rows, strict=True):
        base = offsets.get(lineno, 0)
        if _ROW_START.match(lead):
            cells = _cut(lead, bounds, lineno, base)
        else:
            cells = tuple(TableCell(t, lineno, col + base) for t, col in _place(lead, cuts))
        out.append((*cells, *row[1:]) if row else row)
    return out


def lost_lead_cells(texts: Sequence[Sequence[str]]) -> list[int]:
    """How many leading empty cells each row of a table copied from a browser lost (the rows' cell
    texts, the header first): Chromium writes the tab before a cell only once the row has text, so a
    row whose first cells are empty (a place shared with the row above, left blank) starts with its
    first cell of text. Such a row is one whose first field is no number while the rows of the header's
    width start with a number (their place): it is short by as many cells as it lost. All zeros for a
    table whose rows do not show that.

    >>> lost_lead_cells([["Rk", "Team", "1", "2"], ["1", "A", "*", "2"], ["B", "0", "*"], ["3", "C", "", ""]])
    [0, 0, 1, 0]

    A row whose place was left blank before its starting number (chess-results' ranking of two number
    columns) starts with a number too: its name stands one field nearer the start than the others'.

    >>> rows = [["Rk", "No", "Name", "P"], ["1", "2", "Ann", "1"], ["3", "Bob", "1"], ["3", "4", "Cy", "0"]]
    >>> lost_lead_cells(rows)
    [0, 0, 1, 0]
    """
    width = len(texts[0]) if texts else 0
    out = [0] * len(texts)
    full = [r for r in texts[1:] if len(r) == width]
    if width < 3 or len(full) < 2 or not all(_ROW_START.match(r[0]) for r in full):
        return out
    lettered = {j for r in full if (j := _first_lettered(r)) is not None}  # the names' (titles') columns
    for k, row in enumerate(texts):
        lost = width - len(row)
        if not 0 < lost < width - 1 or not row[0]:
            continue
        if not _ROW_START.match(row[0]):
            out[k] = lost
        elif (j := _first_lettered(row)) is not None and j + lost in lettered and j < min(lettered):
            out[k] = lost  # its place left blank before its starting number: its name stands as far in
    return out


def _first_lettered(row: Sequence[str]) -> int | None:
    """The index of a row's first field with a letter (a name, a title), None for a row without."""
    return next((i for i, x in enumerate(row) if any(ch.isalpha() for ch in x)), None)


class _Texted(Protocol):
    @property
    def text(self) -> str: ...
    @property
    def line(self) -> int: ...


_C = TypeVar("_C", bound=_Texted)


def with_lead_cells(rows: list[tuple[_C, ...]], empty: Callable[[int], _C]) -> list[tuple[_C, ...]]:
    """The rows of a tab-separated table with the leading empty cells a browser's copy lost put back
    (:func:`lost_lead_cells`; ``empty(line)`` makes one); the rows as they are when all are as wide."""
    if len({len(r) for r in rows}) <= 1:
        return rows
    rows = _spanned_heading(rows, empty)
    if len({len(r) for r in rows}) <= 1:
        return rows
    lost = lost_lead_cells([[c.text for c in r] for r in rows])
    return [tuple(empty(r[0].line) for _ in range(n)) + r for n, r in zip(lost, rows, strict=True)]


def lost_title_heading(header: Sequence[str], rows: Sequence[Sequence[str]]) -> int | None:
    """Where a copy lost the title column's empty heading, which it left at the header's end instead
    (chess-results' ranking pasted with ``|`` between the cells: ``Rk. | Name | FED | RtgI | Pts. | |``
    over ``1 | IM | Cawdery Daniel | RSA | 2419 | 6 |``, each heading one column left of its values): the
    name's heading's column, where an empty heading belongs. Only when the header ends in an empty heading,
    most numbered rows are as wide as it and, in those, every cell under the name's heading is a title or
    empty (a title at least twice) and every last cell holds a value; None otherwise.

    >>> lost_title_heading(["Rk.", "Name", "Pts.", ""], [["1", "IM", "Ahl, Ann", "3"], ["2", "", "Bo", "2"],
    ...                    ["3", "FM", "Cy", "1"]])
    1
    """
    from ._headings import classify_heading

    name = next((i for i, h in enumerate(header) if classify_heading(h)[0] == "name"), None)
    if name is None or not header or header[-1].strip():
        return None
    numbered = [r for r in rows if r and _ROW_START.match(r[0])]
    while (
        len(header) > name + 2 and not header[-2].strip() and all(r and not r[-1].strip() for r in numbered)
    ):
        header, numbered = header[:-1], [r[:-1] for r in numbered]  # a closing ``|`` on every line
    full = [r for r in numbered if len(r) == len(header)]  # a last row cut short left aside
    under = [r[name].strip() for r in full]
    if (
        len(full) < 2
        or 2 * len(full) < len(numbered)
        or any(t and t.upper() not in TITLES for t in under)
        or sum(1 for t in under if t) < 2
        or any(not r[-1].strip() for r in full)
    ):
        return None
    return name


def with_title_heading(rows: list[tuple[_C, ...]], empty: Callable[[int], _C]) -> list[tuple[_C, ...]]:
    """The rows with the title column's empty heading put back where a copy lost it
    (:func:`lost_title_heading`), the header's last, empty heading dropped; the rows as they are
    otherwise."""
    for h, head in enumerate(rows[:4]):
        at = lost_title_heading([c.text for c in head], [[c.text for c in r] for r in rows[h + 1 :]])
        if at is not None:
            return [*rows[:h], (*head[:at], empty(head[at].line), *head[at:-1]), *rows[h + 1 :]]
    return rows


def spanned_heading(headings: Sequence[str]) -> int | None:
    """The column of the federation's heading, which a heading row may stretch over two cells, the code
    and the flag (Vega's team pages: ``<th colspan="2">Fed</th>``, which a copy writes once); None
    without one."""
    from ._headings import classify_heading

    return next((i for i, h in enumerate(headings) if classify_heading(h)[0] == "fed"), None)


def _spanned_heading(rows: list[tuple[_C, ...]], empty: Callable[[int], _C]) -> list[tuple[_C, ...]]:
    """The rows with an empty heading put after the federation's (:func:`spanned_heading`) when the
    numbered rows under the header are one cell wider (most of them; none wider still; a row that ends in
    empty cells may leave them out); the rows as they are otherwise."""
    for h, head in enumerate(rows[:4]):
        fed = spanned_heading([c.text for c in head])
        if fed is None or (head and _ROW_START.match(head[0].text)):
            continue
        numbered = [r for r in rows[h + 1 :] if r and _ROW_START.match(r[0].text)]
        wider = sum(1 for r in numbered if len(r) == len(head) + 1)  # others end in empty cells, left out
        if wider >= 2 and 2 * wider >= len(numbered) and all(len(r) <= len(head) + 1 for r in numbered):
            spanned = (*head[: fed + 1], empty(head[fed].line), *head[fed + 1 :])
            return [*rows[:h], spanned, *rows[h + 1 :]]
        return rows
    return rows


_PROSE_ROWS = 200


def _prose(rows: Sequence[Sequence[TableCell]]) -> bool:
    """Whether lines split on blanks are a page's text, not a table: fewer than half of them hold two
    values or more (fields with a digit or a ``½``: a row's number, rating, points, results), and
    words outnumber values more than twice (a page copied whole: its title, ``The tournament is over.
    cuck has won!``, ``Group 1``). A table's rows hold values; a page's text counted as a table would
    shift the number of every table below it (``--columns table=N``) from the page's saved form, where
    it is none. (A line with separators or of headings is a table's, cut short as it may be.) Told by
    the first :data:`_PROSE_ROWS` lines: a long table's first rows hold values."""
    rows = rows[:_PROSE_ROWS]
    values = words = valued = 0
    for row in rows:
        held = 0
        for c in row:
            for token in c.text.split():
                if any(ch.isdigit() or ch == "½" for ch in token):
                    held += 1
                else:
                    words += 1
        valued += held >= 2
        values += held
        if 2 * valued >= len(rows):
            return False  # a table's rows (a long crosstable is told by its first rows)
    return 2 * valued < len(rows) and words > 2 * values


def _separator(lines: list[str]) -> str:
    """The separator most lines have: a tab (unless every tab only indents a line split by ``|`` or ``;``:
    Tornello's tab-indented ``|`` tables), ``|``, ``;`` or ``,``; "" for none."""
    counts = {d: sum(1 for x in lines if x.count(d) >= (1 if d == "\t" else 2)) for d in "\t|;,"}
    need = max(2, (len(lines) + 1) // 2)
    if max(counts["|"], counts[";"]) >= need and not any("\t" in x.lstrip("\t") for x in lines):
        counts["\t"] = 0
    for d in "\t|;,":
        if counts[d] >= need and not (d == "," and (_decimal_commas(lines) or _name_commas(lines))):
            return d
    return ""


_DECIMAL_COMMA = re.compile(r"(?<=\d),(?=\d)")


def _decimal_commas(lines: list[str]) -> bool:
    """Whether the commas of blank-separated lines are decimal commas (``34,0:15,0``, a table copied
    from a German page): every comma between two digits, in lines of words apart by blanks, and a line
    without any (the header) unless every line is such words (the rows of a table whose header
    stands apart: the Finnish federation's ``6,0 2342 2032 -0,37``)."""
    commas = sum(x.count(",") for x in lines)
    between = sum(len(_DECIMAL_COMMA.findall(x)) for x in lines)
    spaced = sum(1 for x in lines if len(x.split()) >= 4)
    header = any("," not in x for x in lines if x.strip()) or spaced == len(lines)
    return commas == between and spaced >= len(lines) // 2 + 1 and header


def _name_commas(lines: list[str]) -> bool:
    """Whether the commas of aligned lines stand in names (``Langheinrich, Fere``, a list printed by a
    pairing program): each after a letter (:data:`_NAME_COMMA`), most lines' columns apart by runs of
    blanks, and a line without any (the header)."""
    commas = sum(x.count(",") for x in lines)
    in_names = sum(len(_NAME_COMMA.findall(x)) for x in lines)
    aligned = sum(1 for x in lines if "   " in x.strip())
    header = any("," not in x for x in lines if x.strip())
    return commas == in_names and aligned >= len(lines) // 2 + 1 and header


_NAME_COMMA = re.compile(r"(?<=[^\W\d_]),(?:\s?(?=[^\W\d_])|\s{2,}|$)")
"""A comma after a family name: before the given name (``Hartung,Markus``, ``Peukert, Jörg``) or the end
of the name's cell (``Eisenbach,Markus,`` and the next column)."""


_MARKUP = re.compile(r"\*\*|__|`|\\(?=[#|*_\\])")
"""Markdown emphasis, code marks and escapes around a cell's value (``**\\#1**``, `` `½|·` ``); a value in
italics (``*1730*``) loses its marks too (:func:`_split_delimited`)."""


def _split_delimited(line: str, d: str) -> list[tuple[str, int]]:
    from .crosstable import split_fields

    fields = [  # blanks collapsed where there are any to collapse (no list made for the usual cell)
        (t if "  " not in t and t.isprintable() else " ".join(t.split()), c) for t, c in split_fields(line, d)
    ]
    if d != "|":
        return fields
    out: list[tuple[str, int]] = []
    k = 0
    while k < len(fields):  # a code span holding a | is one cell: `½|·`
        text, col = fields[k]
        if text.startswith("`") and text.count("`") == 1:
            j = next((j for j in range(k + 1, min(k + 8, len(fields))) if fields[j][0].count("`") == 1), None)
            if j is not None:
                text = "|".join(t for t, _ in fields[k : j + 1])
                k = j
        text = _MARKUP.sub("", text).strip()
        if len(text) > 2 and text[0] == text[-1] and text[0] in "*_":  # italics: *1730*, *ELO *
            text = text[1:-1].strip()
        out.append((text, col))
        k += 1
    return out


def _split_blanks(line: str) -> list[tuple[str, int]]:
    """Fields separated by two blanks or more (a single blank stays inside a name)."""
    return [(m.group(0), m.start() + 1) for m in re.finditer(r"\S+(?: \S+)*", line)]


_MIN_GAP = 1


_MASK = bytes.maketrans(
    bytes(range(256)), bytes(0x30 if chr(b).isspace() and b < 0x80 else 0x31 for b in range(256))
)
"""Byte table: a blank (what ``\\s`` matches) to ``0``, any other byte to ``1``."""
_WIDE_SPACE = re.compile(r"[^\S\x00-\x7f]")
"""A blank outside ASCII (an ideographic space): a line holding one is masked character by character."""


def aligned_cuts(lines: list[str]) -> list[tuple[int, int]]:
    """The spans of the columns of text aligned with blanks: runs of positions holding a character in
    some row, between positions blank in every row. Empty when that gives fewer than three columns or
    the rows do not line up (a line's words cut apart)."""
    width = max(len(x) for x in lines)
    if width > 2000 or len(lines) < 2:
        return []
    used = 0  # bit k: some line holds a character at position k
    for x in lines:
        if x and (x.isascii() or _WIDE_SPACE.search(x) is None):  # one byte a character, in C
            used |= int(x.encode("ascii", "replace").translate(_MASK)[::-1], 2)
            continue
        for m in re.finditer(r"\S+", x):
            used |= ((1 << (m.end() - m.start())) - 1) << m.start()
    spans = [(m.start(), m.end()) for m in re.finditer("1+", format(used, "b")[::-1])]
    merged: list[tuple[int, int]] = []
    for a, z in spans:
        if merged and a - merged[-1][1] == 1 and _words_across(lines, a - 1):
            merged[-1] = (merged[-1][0], z)
        elif merged and _letter_then_number(lines, merged[-1], (a, z)):
            merged[-1] = (merged[-1][0], z)  # one round cell: its result letter, the opponent
        else:
            merged.append((a, z))
    merged = _results_spread(lines, merged)
    return merged if len(merged) >= 3 else []


_SCORE_PARTS = frozenset({"1", "0", "½", "1/2", "0.5", "0,5", "+", "-", "=", "*"})
_SCORE_SEPARATORS = frozenset({"-", ":", "–"})


def _results_spread(lines: list[str], spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The columns with each game's result spread over three (``1    -   0``, a pairing list printed by
    SwissChess) made one: a column one or two characters wide between two others, and every row that
    has one of the three has a score, a dash or colon, a score."""
    out = list(spans)
    i = 0
    while i + 2 < len(out):
        (a, _), (b, c), (d, z) = out[i], out[i + 1], out[i + 2]
        if c - b <= 2 and _score_parts(lines, (a, b), (b, c), (d, z)):  # the dash one character wide
            out[i : i + 3] = [(a, z)]  # (two where the rows stand a character apart)
        i += 1
    return out


def _score_parts(
    lines: list[str], left: tuple[int, int], mark: tuple[int, int], right: tuple[int, int]
) -> bool:
    """Whether every line holding something in the three columns holds a score, a mark, a score."""
    given = False
    for x in lines:
        parts = (x[left[0] : left[1]].strip(), x[mark[0] : mark[1]].strip(), x[right[0] : right[1]].strip())
        if not any(parts):
            continue
        if not (parts[0] in _SCORE_PARTS and parts[1] in _SCORE_SEPARATORS and parts[2] in _SCORE_PARTS):
            return False
        given = True
    return given


_GAME_LETTERS = frozenset("WDLXF")
"""A round's result letter written before the opponent's number, apart from it (``W  4``, ``L 12``: the
wall charts of WinTD and SwissSys, US Chess's crosstables): won, drawn, lost, won and lost by forfeit."""
_ALONE_LETTERS = frozenset("BHUXZF")
"""A round's letter with no opponent (a bye, a half-point bye, not paired, a forfeit point)."""


def _letter_then_number(lines: list[str], left: tuple[int, int], right: tuple[int, int]) -> bool:
    """Whether two columns of aligned text are one column of round cells: a result letter in the first
    (:data:`_GAME_LETTERS`), the opponent's number in the second, in every row that has either (a letter
    of :data:`_ALONE_LETTERS` without a number: a bye), with wins, draws or losses of two kinds at least
    (a column of one letter, as ``F`` for sex, before a column of numbers is no such pair)."""
    kinds: set[str] = set()
    games = 0
    for x in lines:
        letter, number = x[left[0] : left[1]].strip(), x[right[0] : right[1]].strip()
        if number:
            if letter not in _GAME_LETTERS or not (
                number.isdecimal() and number.isascii() and len(number) <= 4
            ):
                return False
            kinds.add(letter)
            games += 1
        elif letter and letter not in _ALONE_LETTERS:
            return False
    return games >= 2 and len(kinds & {"W", "D", "L"}) >= 2


def _words_across(lines: list[str], gap: int) -> bool:
    """Whether a one-blank gap lies between two words of one value in every row that has text on both
    sides of it (``Doe, Ann``: a letter or comma before, a letter after), not between two columns."""
    both = [
        (x[gap - 1], x[gap + 1])
        for x in lines
        if gap + 1 < len(x) and x[gap - 1] != " " and x[gap + 1] != " "
    ]
    return bool(both) and all((b.isalpha() or b == ",") and c.isalpha() for b, c in both)


def _bounds(spans: list[tuple[int, int]]) -> list[tuple[int, int | None]]:
    """Where each column of aligned text is cut from a row: from its span's start to the next span's
    (what lies between two spans joins the one before), the last to the end of the line."""
    ends: list[int | None] = [max(z, spans[k + 1][0]) for k, (_, z) in enumerate(spans[:-1])]
    return list(zip([a for a, _ in spans], [*ends, None], strict=True)) if spans else []


def _cut(line: str, bounds: list[tuple[int, int | None]], lineno: int, base: int) -> tuple[TableCell, ...]:
    """A row of aligned text cut at the columns' bounds (:func:`_bounds`), blanks collapsed, each cell
    at its first character's column (``base`` added)."""
    out = []
    for a, z in bounds:
        piece = line[a:z]
        value = piece.lstrip()
        text = value.rstrip()
        if "  " in text or not text.isprintable():  # else no blank to collapse: no list made
            text = " ".join(text.split())
        out.append(TableCell(text, lineno, a + 1 + len(piece) - len(value) + base))
    return tuple(out)


def _place(line: str, spans: list[tuple[int, int]]) -> list[tuple[str, int]]:
    """A line that is no row (a header) over aligned columns: each of its words in the column it
    overlaps most (a heading centred over its column, or reaching into the next, stays one); a header
    whose headings do not stand over their columns, one heading a column in order (:func:`_in_order`)."""
    words = list(re.finditer(r"\S+", line))
    at = _overlapped(words, spans)
    if at is None:
        ordered = _in_order(words, spans)
        if ordered is not None:
            return [(" ".join(w.group(0) for w in group), group[0].start() + 1) for group in ordered]
        at = _overlapped(words, spans, strict=False)
        assert at is not None
    return [
        (" ".join(m.group(0) for m in group), group[0].start() + 1 if group else a + 1)
        for group, (a, _) in zip(at, spans, strict=True)
    ]


def cut_in_order(header: str, lines: list[str]) -> list[list[tuple[str, int]]] | None:
    """A table of text aligned with blanks whose header's headings do not stand over their columns (see
    :func:`headings_in_order`), cut at its columns: the header's headings in order, then each line's
    cells (text and 1-based column; a line's columns are those of the lines that start with a number).
    None when the header stands over the columns, or the lines make none."""
    numbered = [x for x in lines if _ROW_START.match(x)]
    ordered = headings_in_order(header, numbered)
    if ordered is None:
        return None
    bounds = _bounds(aligned_cuts(numbered))
    bounds[0] = (0, bounds[0][1])  # what stands before the first column is its (RIT: a place withheld)
    return [ordered, *([(c.text, c.column) for c in _cut(x, bounds, 0, 0)] for x in lines)]


def headings_in_order(line: str, rows: list[str]) -> list[tuple[str, int]] | None:
    """The headings of a header over rows of text aligned with blanks when they do not stand over their
    columns (:func:`_in_order`), each at its column's first character (1-based); None when the rows make
    no columns, or the header's words stand over them (each in the column it overlaps)."""
    spans = aligned_cuts(rows) if len(rows) >= 2 else []
    words = list(re.finditer(r"\S+", line))
    if not spans or _overlapped(words, spans) is not None:
        return None
    ordered = _in_order(words, spans)
    if ordered is None:
        return None
    return [
        (" ".join(w.group(0) for w in group), a + 1) for group, (a, _) in zip(ordered, spans, strict=True)
    ]


def _overlapped(
    words: list[re.Match[str]], spans: list[tuple[int, int]], *, strict: bool = True
) -> list[list[re.Match[str]]] | None:
    """The words of a header over each of the aligned columns: each in the column it overlaps most, a word
    over none in the nearest column no other word heads (SwissPerfect's ``Rtg`` over a column no row
    fills). ``strict``: None when that leaves a column without a heading while a word heads none, or
    two headings (two blanks apart) stand over one column: the headings are not over their columns."""
    placed: list[tuple[int, re.Match[str]]] = []
    apart: list[tuple[int, int, re.Match[str]]] = []  # (column, distance, word) of words over no column
    for m in words:
        a, z = m.start(), m.end()
        k = max(
            range(len(spans)),
            key=lambda i: (min(z, spans[i][1]) - max(a, spans[i][0]), -abs(spans[i][0] - a)),
        )
        if min(z, spans[k][1]) > max(a, spans[k][0]):
            placed.append((k, m))
        else:
            apart.append((k, abs(spans[k][0] - a), m))
    over = {k for k, _ in placed}
    for k, _, m in sorted(apart, key=lambda x: x[1]):  # a heading over an empty column (SwissPerfect's
        if k not in over:  # 'Rtg' where no row has a rating) heads no other column's values
            placed.append((k, m))
            over.add(k)
    at: list[list[re.Match[str]]] = [[] for _ in spans]
    for k, m in sorted(placed, key=lambda x: x[1].start()):
        at[k].append(m)
    if strict and len(over) < len(spans) and (len(placed) < len(words) or any(map(_two_headings, at))):
        return None
    return at


def _two_headings(words: list[re.Match[str]]) -> bool:
    """Whether words placed over one column are two headings: two blanks or more between two of them."""
    return any(b.start() - a.end() >= 2 for a, b in itertools.pairwise(words))


_SHIFT = 12
"""How far a heading may stand from its column's values when a header is read in order (:func:`_in_order`)."""
_HEADING_WORDS = 4
"""The most words one heading of a header read in order holds (``Elo Var.``, ``Nome Cognome``)."""


def _in_order(words: list[re.Match[str]], spans: list[tuple[int, int]]) -> list[list[re.Match[str]]] | None:
    """A header whose headings do not stand over their columns (Tornello's ranking: headings written
    left-aligned and wider than the numbers under them, each a few characters to the right of its
    column, ``Punti  Bucch-1  Bucch    ARO`` over ``6.0   25.50  29.00 1794``) placed as one heading a
    column in order: the words grouped into as many headings as there are columns (the words of one
    heading one blank apart: ``Nome Cognome``, ``Elo Var.``), each column's heading the group nearest
    its values (by the nearer of the starts and of the ends), every one within :data:`_SHIFT`
    characters. None when no such grouping exists, or a word holds no letter (a line of values, not of
    headings: Tornello's row of a player who withdrew, ``RIT … 4.0 ---- ----``)."""
    n, m = len(words), len(spans)
    if n < m or m < 2 or n > 4 * m or not all(any(ch.isalpha() for ch in w.group(0)) for w in words):
        return None
    inf = float("inf")

    def cost(i: int, j: int, k: int) -> float:  # words i..j-1 as the heading of column k
        if any(words[x + 1].start() - words[x].end() >= 2 for x in range(i, j - 1)):
            return inf
        a, z = spans[k]
        d = min(abs(words[i].start() - a), abs(words[j - 1].end() - z))
        return d if d <= _SHIFT else inf

    best: dict[tuple[int, int], tuple[float, int]] = {(0, 0): (0.0, 0)}
    for k in range(m):
        for j in range(k + 1, n - (m - k - 1) + 1):
            options = [  # a heading of up to four words: linear in the header's length
                (best[(i, k)][0] + cost(i, j, k), i)
                for i in range(max(k, j - _HEADING_WORDS), j)
                if (i, k) in best
            ]
            found = min(options, default=(inf, 0))
            if found[0] < inf:
                best[(j, k + 1)] = found
    if (n, m) not in best:
        return None
    out: list[list[re.Match[str]]] = []
    j = n
    for k in range(m, 0, -1):
        i = best[(j, k)][1]
        out.append(words[i:j])
        j = i
    return out[::-1]


def _split_tokens(line: str) -> list[tuple[str, int]]:
    return [(m.group(0), m.start() + 1) for m in re.finditer(r"\S+", line)]


def workbook_tables(data: bytes, *, source: str | None = None) -> list[Table]:
    """Every sheet of a workbook (``.xlsx``, ``.ods`` or an old ``.xls``) with cells as a table
    (:func:`workbook_sheets`): a cell's line and column are its row and column in the sheet.

    :raises ParseError: as :func:`workbook_sheets`.
    """
    return [
        Table(
            tuple(
                tuple(TableCell(t, r, c) for c, t in enumerate(row, start=1)) for r, row in enumerate(rows, 1)
            ),
            "workbook",
            1,
            1,
            source,
            (),
            name,
        )
        for name, rows in workbook_sheets(data, source=source)
    ]


def workbook_sheets(data: bytes, *, source: str | None = None) -> list[tuple[str, list[list[str]]]]:
    """Every sheet of a workbook with cells, read with python-calamine (the ``xlsx`` extra): its name
    and the texts of its rows, numbers as a pairing program writes them (``4.5``, ``1886``), dates as
    ``YYYY-MM-DD`` (a row's trailing empty cells and the sheet's trailing empty rows left out).

    :raises ParseError: when python-calamine is not installed, or the data is no workbook it can read
        (or one that unpacks to more than 64 MB).
    """
    from ._once import once

    return list(once("workbook", (data, source), lambda: _workbook_sheets(data, source)))


def _workbook_sheets(data: bytes, source: str | None) -> list[tuple[str, list[list[str]]]]:
    try:
        import python_calamine
    except ImportError:
        raise ParseError(
            "reading a workbook (.xlsx, .ods, .xls) needs python-calamine: pip install 'tiebreak[xlsx]'",
            source=source,
        ) from None
    import io
    import zipfile

    if data.startswith(_ZIP):
        try:
            with zipfile.ZipFile(io.BytesIO(data)) as z:
                unpacked = sum(i.file_size for i in z.infolist())
        except (zipfile.BadZipFile, OSError, ValueError) as exc:
            raise ParseError(f"cannot read the workbook: {exc}", source=source) from None
        if unpacked > _MAX_UNPACKED:
            raise ParseError(
                f"the workbook unpacks to {unpacked} bytes; at most {_MAX_UNPACKED} are read", source=source
            )
    found: list[tuple[str, list[list[str]]]] = []
    try:
        with python_calamine.CalamineWorkbook.from_filelike(io.BytesIO(data)) as book:
            for name in book.sheet_names:
                rows: list[list[str]] = []
                for row in book.get_sheet_by_name(name).to_python(skip_empty_area=False):
                    texts = _row_texts(row)
                    while texts and not texts[-1]:
                        texts.pop()
                    rows.append(texts)
                while rows and not rows[-1]:
                    rows.pop()
                if rows:
                    found.append((str(name), rows))
    except Exception as exc:  # calamine's errors, and what a damaged file raises while it is read
        raise ParseError(f"cannot read the workbook: {type(exc).__name__}: {exc}", source=source) from None
    return found


_MAX_UNPACKED = 64 << 20
"""The most a workbook may unpack to (its XML): a small zip can hold gigabytes."""
_ZIP = b"PK\x03\x04"
_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
WORKBOOK_MAGIC = (_ZIP, _OLE)
"""How every workbook's bytes begin (zip, OLE): a file that begins otherwise is no workbook."""


def workbook_kind(data: bytes) -> str | None:
    """``xlsx`` for an Office Open XML workbook, ``ods`` for an OpenDocument spreadsheet, ``xls`` for
    an old binary Excel file (or another OLE document), None for anything else."""
    if data.startswith(_OLE):
        return "xls"
    if not data.startswith(_ZIP):
        return None
    head = data[:4096]
    if b"mimetypeapplication/vnd.oasis.opendocument.spreadsheet" in head:
        return "ods"
    if b"[Content_Types].xml" in data[: 1 << 16] or b"xl/" in data[: 1 << 16]:
        return "xlsx"
    return None  # another zip file: no workbook


SHEET_HEADING = "Sheet "
"""What stands before a sheet's name on the line above its rows in :func:`workbook_text` (a sheet named
by a bare number among pairing lists is that round's: :mod:`tiebreak.readers.assemble`)."""


def workbook_text(data: bytes, *, source: str | None = None) -> tuple[str, list[str]] | None:
    """A workbook as text the readers take (its sheets' rows as tab-separated lines, a sheet's row
    ``r`` on line ``r`` when the workbook has one sheet with data; several sheets follow each other,
    each under a line naming it), with notes saying where each sheet went; None when ``data`` is no
    workbook.

    :raises ParseError: for a workbook that cannot be read.
    """
    if workbook_kind(data) is None:
        return None
    sheets = workbook_sheets(data, source=source)
    lines: list[str] = []
    notes: list[str] = []
    for name, rows in sheets:
        if len(sheets) > 1:
            if lines:
                lines.append("")
            lines.append(f"{SHEET_HEADING}{name}")
        first = len(lines) + 1
        lines.extend("\t".join(row) for row in rows)  # no cell's text holds a tab (_cell_text)
        if len(sheets) > 1:
            notes.append(f"sheet {name!r}: rows 1-{len(rows)} are lines {first}-{len(lines)}")
    if not lines:
        raise ParseError("the workbook has no cell with a value", source=source, line=1, column=1)
    return "\n".join(lines) + "\n", notes


def _row_texts(row: Sequence[object]) -> list[str]:
    """The texts of a sheet's row (:func:`_cell_text` of each value): a whole number as its digits and a
    text cell as it stands, checked together when the row is plain (one tab between cells, printable, no
    blank to collapse, nothing :func:`clean` changes), as nearly all are; each on its own otherwise."""
    texts = [
        v if type(v) is str else str(int(v)) if type(v) is float and v.is_integer() else _cell_text(v)
        for v in row
    ]
    joined = "\t".join(texts)
    plain = (
        plain_tabbed(joined)
        and joined.count("\t") == len(texts) - 1
        and (joined.isascii() or (max(joined) <= "\xff" and "\xa0" not in joined))
    )
    return texts if plain else [_cell_text(v) for v in row]


def _cell_text(value: object) -> str:
    if type(value) is str:  # the usual text cell: kept when it has no blanks to collapse and nothing to clean
        plain = value.isprintable() and "  " not in value and value[:1] != " " and value[-1:] != " "
        return value if plain and clean(value) is value else " ".join(clean(value).split())
    if value is None:
        return ""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, float):
        if value.is_integer():
            return str(int(value))
        return format(Fraction(value).limit_denominator(1000).__float__(), "g")
    if hasattr(value, "isoformat") and hasattr(value, "year"):
        return str(value.isoformat())[:10]
    if hasattr(value, "isoformat"):  # a time or a duration
        return str(value)
    return " ".join(clean(str(value)).split())


# -- stage 2: what a table holds --------------------------------------------------------------------------
_INT = re.compile(r"^#?\d{1,5}\.?$")
_RATING_RE = re.compile(r"^(?:[1-3]\d{3}(?:\s?[A-Z])?|[5-9]\d{2}\s?[A-Z])(?:\s*\(\d{3,4}\))?$")
"""A rating (``1886``, Papi's ``2380 R`` and its lowest, ``799 E``: a rating under 1000 only with its kind's
letter; SwissSys's ``2560 (2473)``: a second rating in brackets). A number with decimals is no rating
here (``1850.5`` after the rounds is a performance); a round-robin grid's reader takes a club's own
rating with decimals before the grid (``1493.8``)."""
_PLACES = re.compile(r"^\d{1,5}\.?(?:\s*[-–]\s*\d{1,5}\.?)?$")
"""A place, or places shared (``1-3``, ``5–8.``)."""
"""A rating, with the letter some programs add (Papi: ``1840 N`` national, ``F`` FIDE)."""
_FED_RE = re.compile(r"^[A-Z]{3}$")
_ID_RE = re.compile(r"^\d{5,11}$")
_DIAGONAL = DIAGONAL_MARKS | {"-", "–"}
_GRID_RESULT = re.compile(r"^(?:1|0|½|=|0[.,]5|1/2|\+|-|–)$")
_NAME_RE = re.compile(r"^[^\W\d_][\w'’.\-]*(?:,?\s+[^\W\d_(][\w'’.()\-]*)+,?$|^[^\W\d_][\w'’.\-]*,\s*\S")
_MAX_PROFILE = 200
_MAX_COLUMNS = 256
"""The most columns of a table that are classified (no event table is wider: 99 rounds at most)."""
"""How many data rows a column's values are profiled on (the reading stays linear)."""


_PAIR = re.compile(r"^(?:1|0|½|=|\+|-|·|\.)\s*\|\s*(?:1|0|½|=|\+|-|·|\.)$")
_TWO = re.compile(r"^(?:1|0|½|=|\+|-)\s+(?:1|0|½|=|\+|-)$|^[10½=]{2}$")
"""The two games of a double round robin in one cell, a blank between them (Wikipedia's ``½ 1``) or run
together (the French article's ``=1``, ``1=``, ``==``, ``00``: ``=`` a draw; never a sign, ``-1`` is a
bye's cell)."""


def _grid_pair(text: str) -> bool:
    """A grid cell giving the game as White and as Black, ``·`` on the side not played: ``½|·``; or the
    two games of a double round robin, a blank between them: ``½ 1``."""
    return bool(_PAIR.match(text) or _TWO.match(text))


def _with_running_games(text: str) -> bool:
    """A grid cell of games some of which are still in play (:data:`RUNNING_GAME`: ``[8] [7]``, ``1 [32]``),
    each part a result or such a game."""
    parts = text.split()
    return (
        "[" in text
        and 1 <= len(parts) <= 4
        and any(RUNNING_GAME.fullmatch(x) for x in parts)
        and all(RUNNING_GAME.fullmatch(x) or _GRID_RESULT.match(x) for x in parts)
    )


def grid_cell(text: str) -> str:
    """A grid cell as the grid reader reads it: ``½|·`` (as White, as Black) -> ``½``, ``1|½`` (two
    games) -> ``1½``, ``·`` alone -> empty.

    >>> grid_cell("½|·"), grid_cell("·|1"), grid_cell("1|½"), grid_cell("·"), grid_cell("½ 1")
    ('½', '1', '1½', '', '½1')
    """
    parts = [p for p in re.split(r"[|\s]+", text) if p not in ("", "·", ".")]
    running = "[" in text and any(RUNNING_GAME.fullmatch(p) for p in parts)
    return " ".join(parts) if running else "".join(parts)  # a game in play (``[8]``) kept apart


def _is_round_cell(text: str) -> bool:
    from .crosstable import parse_cell

    t = text.strip()
    if not t or t in ("0", "-", "*", "+", "=", ":") or _INT.match(t) or len(t) > 12 or _SIGNED_INT.match(t):
        return False
    return parse_cell(t) is not None


_SIGNED_INT = re.compile(r"^[+\-]\s*\d+$")
"""``+12``, ``-7``: a round cell (won, lost against that number) under a round's heading, but by its
value alone as likely a rating's change: no evidence of a column of round cells."""


@dataclass
class _Profile:
    """Counts of what the non-empty values of a column look like."""

    filled: int = 0
    ints: int = 0
    ratings: int = 0
    zeros: int = 0
    """Cells ``0`` or ``UR``: an unrated player in a rating column."""
    titles: int = 0
    feds: int = 0
    ids: int = 0
    points: int = 0
    rounds: int = 0
    grid: int = 0
    diagonal: int = 0
    games: int = 0
    names: int = 0
    words: int = 0
    distinct: int = 0
    max_point: Fraction = Fraction(0)
    sequence: bool = False
    sample: tuple[str, ...] = ()

    def share(self, n: int) -> float:
        return n / self.filled if self.filled else 0.0


_UNRATED_WORDS = frozenset({"UR", "NR", "UNR", "UNRATED"})
"""A rating cell that says the player has none (``UR``: the Sapporo club's tables), counted as a ``0``."""


def _profile(values: list[str]) -> _Profile:
    p = _Profile()
    seen = set()
    ints: list[int] = []
    for v in values[:_MAX_PROFILE]:
        t = v.strip()
        if not t:
            continue
        p.filled += 1
        seen.add(t)
        if _INT.match(t):
            p.ints += 1
            ints.append(int(t.strip("#.")))
        rated = bool(_RATING_RE.match(t)) and (1000 <= int(t[:4]) <= 3000 or not t[3:4].isdigit())
        p.ratings += rated
        p.zeros += t == "0" or t.upper() in _UNRATED_WORDS
        if t.upper() in TITLES:
            p.titles += 1
        if _FED_RE.match(t):
            p.feds += 1
        if _ID_RE.match(t):
            p.ids += 1
        value = point_value(t)
        if value is not None:
            p.points += 1
            p.max_point = max(p.max_point, value)
        game = (
            len(t) > 1
            and any(ch in t for ch in "-:/*?")
            and game_result(t) is not None
            and not _GRID_RESULT.match(t)
            and t not in _DIAGONAL
        )
        # Papi's '1280 N' a rating and its kind, not a paired '12w'; '1 : 0' a game's result, not a round
        if _is_round_cell(t) and not rated and not game:
            p.rounds += 1
        if t in _DIAGONAL:
            p.diagonal += 1
        elif _GRID_RESULT.match(t) or _grid_pair(t) or _with_running_games(t):
            p.grid += 1
        if game:
            p.games += 1
        if _NAME_RE.match(t) and t.upper() not in TITLES:
            p.names += 1
        if any(ch.isalpha() for ch in t):
            p.words += 1
    p.distinct = len(seen)
    p.sequence = (
        bool(ints)
        and len(ints) == p.filled
        and (sorted(ints) == list(range(min(ints), min(ints) + len(ints))) or _numbered_with_gaps(ints))
    )
    p.sample = tuple(v for v in values[:_MAX_PROFILE] if v.strip())[:3]
    return p


def _numbered_with_gaps(ints: list[int]) -> bool:
    """Rows numbered 1, 2, 3, … in their order with a few numbers left out (a player withdrawn before
    the start keeps his number: the ECF's congress results ``… 7 George`` then ``9 Ira``)."""
    return (
        len(ints) >= 4
        and ints[0] == 1
        and all(a < b for a, b in itertools.pairwise(ints))
        and ints[-1] - len(ints) <= max(2, len(ints) // 10)
    )


_HEADING_ROLE: dict[str, Role] = {
    "rank": "rank",
    "sno": "sno",
    "name": "name",
    "title": "title",
    "rating": "rating",
    "fed": "fed",
    "points": "points",
    "round": "round",
    "other": "tiebreak",
    "info": "ignore",
    "empty": "unknown",
}


def _heading_role(text: str) -> tuple[Role | None, int | None]:
    """What a heading names (None: nothing known), with a round's number."""
    from ._headings import classify, is_team_heading

    t = text.strip()
    if not t:
        return None, None
    pk = pairing_kind(t)
    if pk in SIDE_SCORES:  # one side's score: with the other side's, the result
        return "result", None
    if pk is not None:
        return pk, None  # type: ignore[return-value]
    kind, number = classify_heading(t)
    if kind == "info":
        return ("club" if classify(t) == "club" or is_team_heading(t) else "ignore"), None
    if kind == "other":
        return ("tiebreak" if classify(t) == "tiebreak" else None), None
    return _HEADING_ROLE.get(kind), number


_NUMBERED = re.compile(r"\s*\d+\.?\s*$")
"""A cell that is a bare number (``15``, ``2.``): a heading only among others that are words."""


def _header_row(rows: Sequence[Sequence[TableCell]]) -> int | None:
    """The header row: among the first rows, the one whose cells most name known columns (two at least,
    one of them a name, a team, a White/Black or a round), and not a row of numbers and results; the
    first row of heading cells (``<th>``) naming two known columns before any such row."""
    best: tuple[int, int] | None = None
    for k, row in enumerate(rows[:8]):
        roles = [_heading_role(c.text)[0] for c in row]
        known = [r for r in roles if r is not None]
        filled = [c for c in row if c.text.strip()]
        if best is None and len(known) >= 2 and len(filled) >= 2 and all(c.header for c in filled):
            return k  # the page's own heading cells (<th>): not a row of values that read as headings
        key = sum(1 for r in known if r in ("name", "white", "black")) + sum(
            1 for c in row if is_team_heading(c.text)
        )  # a team ranking's Team (Družstvo, Mannschaft): its names
        rounds = sum(
            1 for c in row if classify_heading(c.text)[0] == "round" and not c.text.strip().isdigit()
        )
        worded = sum(
            1 for c, r in zip(row, roles, strict=True) if r is not None and not _NUMBERED.match(c.text)
        )
        if len(known) >= 2 and worded >= 2 and (key or rounds) and (best is None or len(known) > best[1]):
            best = (k, len(known))  # not a row of values whose numbers read as round headings (2. … 15 13)
        elif (
            best is None
            and len(known) >= 3
            and sum(1 for c in row if c.text.strip()) >= 3
            and all(not _is_round_cell(c.text) for c in row)
        ):
            numbers = [c.text.strip() for c in row if c.text.strip().isdigit()]
            if len(numbers) >= 2 and numbers[:2] == ["1", "2"]:
                best = (k, len(known))
    return None if best is None else best[0]


def _named_columns(rows: Sequence[Sequence[TableCell]], header: int | None) -> tuple[int, int, int] | None:
    """A round-robin grid whose columns are headed by the players' names or the first letters of them
    (chessmail's ``Participants | Sar | bau | Tsc | Bul | Points`` over ``SargonvonAkkad``,
    ``bauernopfer47`` …): a run of headings, one per row below the header, each (case aside) the start
    of the name of the row in the same position (:func:`_abbreviates`).
    (header row, name column, first grid column), else None; the header row is ``header`` when given,
    else one of the first rows."""
    for k in [header] if header is not None else range(min(8, len(rows))):
        data = [r for r in rows[k + 1 :] if _data_row(r)]
        n = len(data)
        heads = [c.text.strip().casefold() for c in rows[k]]
        if n < 2 or n > len(heads) - 1:
            continue
        first = [c.text.strip().casefold() for c in data[0]]
        for j in range(len(heads) - n + 1):
            h = heads[j]
            if len(h) < 2:
                continue
            for i, name in enumerate(first):
                if j <= i < j + n or not _abbreviates(h, name):
                    continue
                if all(
                    i < len(data[m]) and _abbreviates(heads[j + m], data[m][i].text.strip().casefold())
                    for m in range(n)
                ):
                    return k, i, j
    return None


def _abbreviates(head: str, name: str) -> bool:
    """Whether a column's heading is the start of a row's name (case aside): two characters at least and a
    letter among them, or three digits at least of a name with a letter (chessmail's ``123`` over
    ``123zecher``)."""
    if len(head) < 2 or not name.startswith(head):
        return False
    return any(ch.isalpha() for ch in head) or (len(head) >= 3 and any(ch.isalpha() for ch in name))


def _words_over_values(rows: Sequence[Sequence[TableCell]]) -> bool:
    """Whether the first row is a header of headings not known: three words or more, none a number,
    over rows that hold numbers."""
    if len(rows) < 3:
        return False
    first = [c.text.strip() for c in rows[0] if c.text.strip()]
    if len(first) < 3 or any(point_value(t) is not None for t in first):
        return False
    nums = [sum(1 for c in r if point_value(c.text.strip()) is not None) for r in rows[1:6]]
    return all(k >= 2 for k in nums)


def _data_row(row: Sequence[TableCell]) -> bool:
    """A row that holds values: at least two cells filled."""
    filled = 0
    for c in row:  # stops at the second filled cell (most rows: their first two)
        if c.text.strip():
            filled += 1
            if filled == 2:
                return True
    return False


def _numbered(cell: TableCell) -> bool:
    t = cell.text.strip().rstrip(".")
    return t.isascii() and t.isdecimal()


def _without_footer(
    rows: Sequence[Sequence[TableCell]], data: tuple[int, ...], notes: list[str]
) -> tuple[int, ...]:
    """The data rows without the lines of words under a table whose rows are numbered in their first
    column (a program's credit right under its table, ``by Swiss Perfect (TM)  www.swissperfect.com``,
    where a copy kept no blank line between them), with a note; a last row whose first cell is empty
    (a place shared) stays."""
    numbered = sum(1 for k in data if rows[k] and _numbered(rows[k][0]))
    end = len(data)
    while end > numbered and end and rows[data[end - 1]] and rows[data[end - 1]][0].text.strip():
        if _numbered(rows[data[end - 1]][0]):
            break
        end -= 1
    if end == len(data) or numbered < max(2, 0.9 * end):
        return data
    first = rows[data[end]][0]
    notes.append(
        f"line {first.line}: {' '.join(c.text.strip() for c in rows[data[end]] if c.text.strip())[:60]!r} "
        "under the numbered rows is read as text below the table, not a row"
    )
    return data[:end]


def classify_table(table: Table, choice: ColumnChoice | None = None) -> TableReading:
    """What the table is and what each column holds, from its headings and its values; ``choice``
    (the user's :class:`ColumnChoice`) decides the columns it names and the header row."""
    rows = table.rows
    notes: list[str] = list(table.notes)
    if choice is not None and choice.header is not None:
        header = choice.header - 1 if choice.header else None
        if header is not None and header >= len(rows):  # a row of another, longer table
            notes.append(f"no row {choice.header} in this table of {len(rows)} rows: read without a header")
            header = None
    else:
        header = _header_row(rows)
        if header is None and _words_over_values(rows):
            header = 0
            notes.append("the first row read as the header: words over values (its headings not known)")
    named = _named_columns(rows, header) if choice is None or not choice.columns else None
    if named is not None and header is None:
        header = named[0]
    start = 0 if header is None else header + 1
    data = tuple(k for k in range(start, len(rows)) if _data_row(rows[k]))
    data = _without_footer(rows, data, notes)
    if named is not None:
        first = named[2]
        notes.append(
            f"columns {first + 1}-{first + len(data)} headed by the start of each row's name in row order "
            f"({', '.join(rows[named[0]][first + m].text.strip() for m in range(min(3, len(data))))}, …): "
            "a round-robin grid, its columns the players"
        )
    width = min(table.width, _MAX_COLUMNS)
    heads = [
        rows[header][i].text if header is not None and i < len(rows[header]) else "" for i in range(width)
    ]
    columns: list[ColumnReading] = []
    unknown: list[int] = []  # the columns whose heading is not known, read by their values
    n = len(data)
    profiled = data[:_MAX_PROFILE]  # the rows a column's values are profiled on
    profiles = [
        _profile([rows[k][i].text if i < len(rows[k]) else "" for k in profiled]) for i in range(width)
    ]
    for i in range(width):
        chosen = choice.role_of(i) if choice is not None else None
        p = profiles[i]
        if chosen is not None:
            columns.append(ColumnReading(i, heads[i], chosen, "chosen", None, p.sample))
            continue
        if named is not None and (i == named[1] or 0 <= i - named[2] < n):
            m = i - named[2]
            evidence = (
                "the names the grid's headings begin"
                if i == named[1]
                else f"heading {heads[i]!r}: the start of the name of row {m + 1} (a grid column)"
            )
            role_: Role = "name" if i == named[1] else "opponent"
            columns.append(ColumnReading(i, heads[i], role_, evidence, None if m < 0 else m + 1, p.sample))
            continue
        role, number = _heading_role(heads[i])
        evidence = f"heading {heads[i]!r}" if role is not None else ""
        words = heads[i].split()
        if role is None and len(words) > 1 and _heading_role(words[-1])[0] is not None:
            role, number = _heading_role(words[-1])
            evidence = f"heading {words[-1]!r}"
            notes.append(
                f"column {i + 1}: heading {heads[i]!r} read as {words[-1]!r} ("
                f"{' '.join(words[:-1])!r} stands over no values of its own)"
            )
        by_content, why = _content_role(p, n)
        if role is None:
            role = by_content
            evidence = why
            if heads[i].strip():
                unknown.append(i)
        elif (
            role == "round"
            and number is not None
            and p.filled
            and p.share(p.rounds) < 0.5
            and (p.share(p.grid + p.diagonal) >= 0.8)
        ):
            role, evidence = "opponent", _grid_column(heads[i])
        elif role == "tiebreak" and by_content == "rating":
            notes.append(f"column {i + 1}: heading {heads[i]!r} read as the ratings its values are")
            role, evidence = "rating", f"{why} (heading {heads[i]!r})"
        elif role == "result" and _places_column(_column_texts(table, data, i)):
            notes.append(f"column {i + 1}: heading {heads[i]!r} holds places 1, 2, …: read as the ranks")
            role, evidence = "rank", f"places, each once (heading {heads[i]!r})"
        elif role == "rank" and p.filled and not _fits(role, p) and _shared_places(table, data, i):
            role = "ignore"  # places shared (1-3) or left blank: the rows numbered in their order
            evidence = f"heading {heads[i]!r}: places, shared ones written {_first_range(table, data, i)!r}"
            notes.append(
                f"column {i + 1}: heading {heads[i]!r} holds places shared as ranges or left blank, not "
                "numbers the rounds refer to: the rows are numbered 1, 2, … in their order"
            )
        elif role not in ("round", "tiebreak", "ignore", "unknown") and p.filled and not _fits(role, p):
            notes.append(
                f"column {i + 1}: heading {heads[i]!r} says {role}, but its values look like "
                f"{by_content} ({', '.join(p.sample)})"
            )
            role, evidence = by_content, f"{why} (heading {heads[i]!r} disagrees)"
        columns.append(ColumnReading(i, heads[i], role, evidence, number, p.sample))
    _empty_among_grid_columns(columns, profiles, table, data)
    _bare_round_words(columns, profiles, n, notes)
    columns = _settle(columns, profiles, n)
    columns = _numbered_by_opponents(columns, table, data, notes)
    for i in unknown:
        c = columns[i]
        notes.append(
            f"column {i + 1}: heading {heads[i]!r} not known; read by its values as {c.role}"
            + (f" ({c.evidence})" if c.role == "ignore" else "")
        )
    if choice is None or not choice.columns:
        columns = _grid_block(columns, profiles, table, data, notes)
        columns = _grid_rounds(columns, profiles)
    kind = _table_kind(columns, profiles, n)
    if kind in ("grid", "grid-double"):
        columns = _number_grid(columns, kind)
    return TableReading(kind, header, data, tuple(columns), tuple(notes))


def _grid_rounds(columns: list[ColumnReading], profiles: Sequence[_Profile]) -> list[ColumnReading]:
    """Columns headed by a number that read as rounds among columns headed by the other numbers read as a
    grid's (results 1 ½ 0, a diagonal mark): a grid's too, when their cells are results and marks
    alike (a double round robin's two games run together, ``=1`` and ``0=``, read as round cells, a draw
    against 1 and a loss against nobody)."""
    numbers = {c.number for c in columns if c.role == "opponent" and c.number is not None}
    if not numbers:
        return columns
    out = list(columns)
    for k, c in enumerate(columns):
        p = profiles[c.index]
        if (
            c.role == "round"
            and c.number is not None
            and c.number not in numbers
            and c.number <= max(numbers) + 1
            and p.filled
            and p.diagonal
            and p.share(p.grid + p.diagonal) >= 0.8
        ):
            out[k] = replace(c, role="opponent", evidence=_grid_column(c.heading))
    return out


def _grid_column(heading: str) -> str:
    """The evidence of a column headed by a number that holds a grid's results, not a round's cells."""
    return f"heading {heading!r} over results 1 ½ 0 (a grid column)"


def _empty_among_grid_columns(
    columns: list[ColumnReading], profiles: Sequence[_Profile], table: Table, data: Sequence[int]
) -> None:
    """An empty column headed by a number among columns so headed over results (``1 ½ 0``), in a table
    that is no grid (a row numbered k has a result in the column headed k, its own), is one of those
    columns, not a round: a club's line-up whose team had the bye that round, or whose rounds to come
    are empty (``Nr. Name DWZ 1 … 7``, each player's own result a round), is no crosstable."""
    by_number = {c.number: c.index for c in columns if c.role == "opponent" and c.number is not None}
    numbers = next((c.index for c in columns if c.role == "sno"), None)
    if not by_number or numbers is None:
        return
    own_result = False
    for k in data:
        row = table.rows[k]
        number = row[numbers].text.strip().rstrip(".") if numbers < len(row) else ""
        at = by_number.get(int(number)) if number.isascii() and number.isdecimal() else None
        if at is not None and at < len(row) and point_value(row[at].text.strip()) is not None:
            own_result = True  # a row's result in its own column: no grid's diagonal
            break
    if not own_result:
        return
    for k, c in enumerate(columns):
        if c.role == "round" and c.number is not None and not profiles[c.index].filled:
            columns[k] = replace(c, role="opponent", evidence=f"heading {c.heading!r} over no value")


_OPPONENT_ROWS = 200
"""The first rows whose round cells tell which column of numbers the opponents name."""


def _numbered_by_opponents(
    columns: list[ColumnReading], table: Table, data: Sequence[int], notes: list[str]
) -> list[ColumnReading]:
    """The columns with the starting numbers moved to the column of numbers in front of the names that
    the round cells' opponents name, where the rows' own numbers (the place first, FairPair's ``Pos``
    before its ``Id``) do not: the games then agree from both sides (row 1 plays 9 in round 1, and
    the row numbered 9 there plays 1), a note says so. The columns as they are otherwise."""
    rounds = [c.index for c in columns if c.role == "round"]
    name = next((c.index for c in columns if c.role == "name"), None)
    numbered = [c for c in columns if c.role in ("sno", "rank")]
    if not rounds or name is None or not numbered:
        return columns
    rows = [table.rows[k] for k in data[:_OPPONENT_ROWS]]
    current = next((c for c in numbered if c.role == "sno"), numbered[0])
    if _games_agree(rows, current.index, rounds) >= 0.9:
        return columns
    for c in columns:
        if c.index >= name or c is current or c.role not in ("sno", "rank", "ignore", "unknown"):
            continue
        if _games_agree(rows, c.index, rounds) < 0.9:
            continue
        out = list(columns)
        out[c.index] = replace(c, role="sno", evidence="the numbers the round cells' opponents name")
        if current.role == "sno":
            out[current.index] = replace(current, role="rank", evidence=current.evidence + "; places")
        notes.append(
            f"column {c.index + 1} ({c.heading or 'no heading'}) holds the numbers the round cells name "
            f"their opponents by, not column {current.index + 1} ({current.heading or 'no heading'}): "
            f"read as the starting numbers, column {current.index + 1} as the places"
        )
        return out
    return columns


def _games_agree(rows: Sequence[tuple[TableCell, ...]], number: int, rounds: Sequence[int]) -> float:
    """The share of the round cells naming an opponent among ``rows`` whose row, found by its number in
    column ``number``, names this row's number back in the same round (0 when the numbers are not whole
    numbers, each once, or fewer than four cells name an opponent among the rows)."""
    from .crosstable import parse_cell

    def text(row: tuple[TableCell, ...], i: int) -> str:
        return row[i].text.strip().rstrip(".") if i < len(row) else ""

    owners: dict[int, tuple[TableCell, ...]] = {}
    for row in rows:
        t = text(row, number)
        if not (t.isascii() and t.isdecimal()) or int(t) in owners:
            return 0.0
        owners[int(t)] = row
    agree = named = 0
    for own, row in owners.items():
        for i in rounds:
            cell = parse_cell(text(row, i))
            other = owners.get(cell.opponent) if cell is not None and cell.opponent is not None else None
            if other is None:
                continue  # no opponent, or one past the rows looked at (a large table's first rows)
            named += 1
            back = parse_cell(text(other, i))
            agree += back is not None and back.opponent == own
    return agree / named if named >= 4 else 0.0


def _bare_round_words(
    columns: list[ColumnReading], profiles: list[_Profile], n: int, notes: list[str]
) -> None:
    """A column headed by a bare round word (``Tr.``, ``Rd.``: a pairing list's round) beside rounds
    numbered in their headings (``Rd01`` … ``Rd07``), whose values are no round cells, is read by its
    values, with a note (Papi's ``Tr.``, its cut Buchholz, after the points: not an eighth round); so is
    one in a table without another round whose values are no round cells (Papi's ranking alone)."""
    numbered = next(
        (c for c in columns if c.role == "round" and classify_heading(c.heading)[1] is not None), None
    )
    rounds = [c for c in columns if c.role == "round"]
    if numbered is None and not (  # no numbered round: only if no round column holds round cells
        rounds and all(profiles[c.index].share(profiles[c.index].rounds) < 0.5 for c in rounds)
    ):
        return
    beside = (
        f"the rounds are numbered ({numbered.heading!r}, …)" if numbered else "no other column is a round"
    )
    for k, c in enumerate(columns):
        p = profiles[c.index]
        if (
            c.role != "round"
            or classify_heading(c.heading)[0] == "round"
            or not c.evidence.startswith("heading")
        ):
            continue
        if not p.filled or p.share(p.rounds) >= 0.5:
            continue
        role, why = _content_role(p, n)
        notes.append(
            f"column {c.index + 1}: heading {c.heading!r} names a round, but {beside} and its values "
            f"are no round cells ({', '.join(p.sample)}): read by its values as {role}"
        )
        columns[k] = replace(c, role=role, evidence=f"{why} (heading {c.heading!r} disagrees)")


def _column_texts(table: Table, data: Sequence[int], i: int) -> list[str]:
    return [table.rows[k][i].text.strip() if i < len(table.rows[k]) else "" for k in data]


def _shared_places(table: Table, data: Sequence[int], i: int) -> bool:
    """Whether column ``i`` holds places as a standings page prints them: each a place or a range of
    places shared (``1-3``), or blank below a range, the first row's place 1."""
    texts = _column_texts(table, data, i)
    filled = [t for t in texts if t]
    return (
        len(filled) >= 2
        and filled[0].split("-")[0].strip(" .") == "1"
        and all(_PLACES.match(t) for t in filled)
        and any("-" in t or "–" in t for t in filled)
    )


def _places_column(texts: list[str]) -> bool:
    """Whether a column's values are places, each once from 1 (the Sapporo club's ``結果``, "result", after
    its rounds), a player who withdrew marked so (``棄権``): not a game's results, nor points (which
    repeat)."""
    places = [int(t.strip().rstrip(".")) for t in texts if t.strip().rstrip(".").isdecimal()]
    others = [t for t in texts if t.strip() and not t.strip().rstrip(".").isdecimal()]
    return (
        len(places) >= 3
        and all(withdrawn_mark(t) for t in others)
        and len(set(places)) == len(places)
        and min(places) == 1
        and max(places) <= len(texts)
    )


def _first_range(table: Table, data: Sequence[int], i: int) -> str:
    return next((t for t in _column_texts(table, data, i) if "-" in t or "–" in t), "")


def _fits(role: Role, p: _Profile) -> bool:
    """Whether a column's values can be what its heading says (empty columns always can)."""
    checks = {
        "rank": p.share(p.ints) >= 0.8,
        "sno": p.share(p.ints) >= 0.8,
        "rating": p.share(p.ints) >= 0.8 or p.share(p.ratings) >= 0.8 or p.filled == 0,
        "fed": p.share(p.feds) >= 0.5 or p.share(p.words) >= 0.8,
        "points": p.share(p.points) >= 0.8,
        "title": p.share(p.titles) >= 0.5 or p.filled <= 2,
        "name": p.share(p.words) >= 0.8,
    }
    return checks.get(role, True)


def _content_role(p: _Profile, n: int) -> tuple[Role, str]:
    """What a column's values alone say it holds, and why."""
    if not p.filled:
        return "unknown", "empty"
    share = p.share
    if share(p.rounds) >= 0.6:
        return "round", f"round cells ({', '.join(p.sample)})"
    if share(p.games) >= 0.8:
        return "result", f"game results ({', '.join(p.sample)})"
    if share(p.titles) >= 0.8:
        return "title", "titles"
    if share(p.feds) >= 0.8:
        return "fed", "three-letter federation codes"
    if share(p.ids) >= 0.8:
        return "player-id", "numbers of 5-11 digits (player ids)"
    if share(p.ratings + p.zeros) >= 0.8 and p.ratings >= 2:
        return "rating", "numbers 1000-3000 (ratings; 0 for unrated)"
    if p.sequence and p.filled >= 2:
        return "sno", "the numbers 1, 2, 3, … (starting numbers or ranks)"
    if share(p.diagonal + p.grid) >= 0.9 and p.diagonal and (p.grid or p.diagonal == 1):
        # (a column of marks alone, '•' before two lines of a list, is no grid's: a grid's column has one
        # cell on the diagonal, and results in the others)
        return "opponent", "results 1 ½ 0 with a diagonal mark (a grid column)"
    if share(p.points) >= 0.9:
        return "points", f"points ({', '.join(p.sample)})"
    if share(p.names) >= 0.6:
        return "name", "names (words, a comma or a blank between them)"
    if share(p.words) >= 0.8:
        return ("club" if p.distinct < p.filled else "name"), "words"
    return "unknown", f"values such as {', '.join(p.sample)}"


def column_role(values: list[str]) -> Role:
    """What a column's values alone say it holds (a role of :class:`ColumnReading`), as a table read
    by its content tells a column without a heading."""
    return _content_role(_profile(values), len(values))[0]


def _settle(columns: list[ColumnReading], profiles: list[_Profile], n: int) -> list[ColumnReading]:
    """Columns read by content, settled against each other: of several points columns the first is the
    points and the rest tie-breaks; of several name columns the one with most names is the name, a
    second one of repeated words a club; of two sequences 1, 2, 3 the first is the rank when a
    starting-number heading stands elsewhere."""
    out = list(columns)
    told = ("heading", "chosen")  # what the headings or the user say is kept
    games = sum(1 for c in out if c.role in ("round", "opponent"))
    for c in out:  # more than the rounds can give: an age, a group, a class number, not points
        p = profiles[c.index]
        if c.role != "points" or c.evidence.startswith(told) or not games or p.max_point <= games:
            continue
        if p.ints == p.filled:
            out[c.index] = replace(
                c,
                role="ignore",
                evidence=f"whole numbers up to {p.max_point} where "
                f"{games} rounds give at most {games} points (an age, a group): not the "
                "points, left aside",
            )
        else:  # FairPair's performance (2266.7), a Buchholz: a tie-break's values
            out[c.index] = replace(
                c,
                role="tiebreak",
                evidence=f"values up to {format_value(p.max_point)} where {games} rounds give at most "
                f"{games} points: a tie-break, not the points",
            )
    points = [c for c in out if c.role == "points"]
    for c in points[1:]:
        if not c.evidence.startswith(told):
            out[c.index] = replace(
                c, role="tiebreak", evidence=c.evidence + "; after the points: a tie-break"
            )
    names = [c for c in out if c.role == "name"]
    games = len(names) == 2 and any(c.role == "result" for c in out)  # White, Black and the result
    if len(names) > 1 and not games:
        by_heading = [c for c in names if c.evidence.startswith(told)]
        keep = by_heading[0] if by_heading else max(names, key=lambda c: profiles[c.index].names)
        for c in names:
            if c is not keep and not c.evidence.startswith(told):
                out[c.index] = replace(c, role="club", evidence=c.evidence + "; beside the names: a club")
    numbered = [c for c in out if c.role in ("sno", "rank")]
    if len(numbered) >= 2 and all(c.role == "sno" for c in numbered):
        first = numbered[0]
        if not first.evidence.startswith(told):
            out[first.index] = replace(first, role="rank", evidence=first.evidence + "; the first: ranks")
    for k in range(1, len(out)):  # after a round, a column of round cells and words read as none: rounds
        c, p = out[k], profiles[out[k].index]
        if (
            out[k - 1].role == "round"
            and c.role in ("club", "name", "unknown")
            and not c.evidence.startswith(told)
            and p.filled
            and p.share(p.rounds) >= 0.3
        ):
            out[k] = replace(
                c,
                role="round",
                evidence=f"round cells ({', '.join(p.sample)}) beside the rounds, some of no known form",
            )
    return out


def _grid_block(
    columns: list[ColumnReading],
    profiles: list[_Profile],
    table: Table,
    data: tuple[int, ...],
    notes: list[str],
) -> list[ColumnReading]:
    """Columns of a round-robin grid told by their values when their headings do not say it (names or
    abbreviations of the players, no headings at all): a run of side-by-side columns holding only
    results (``1`` ``½`` ``0`` ``+`` ``-``), empty cells and diagonal marks, one column per row (or two:
    a double round robin, Wikipedia's crosstables), each row's own cell(s) on the diagonal empty or
    marked."""
    n = len(data)
    if n < 3 or any(c.role == "opponent" for c in columns):
        return columns

    def gridlike(i: int) -> bool:
        p = profiles[i]
        return columns[i].role not in ("name", "sno", "rank", "rating", "round") and (
            p.filled == 0 or (p.grid + p.diagonal) == p.filled
        )

    k = 0
    while k < len(columns):
        if not gridlike(k) or profiles[k].filled == 0:
            k += 1
            continue
        end = k
        while end < len(columns) and gridlike(end):
            end += 1
        run = end - k
        for per in (1, 2):
            width = per * n
            if run >= width and _diagonal_ok(table, data, k, per):
                out = list(columns)
                for j in range(k, k + width):
                    c = columns[j]
                    out[j] = replace(
                        c,
                        role="opponent",
                        number=(j - k) // per + 1,
                        evidence="results 1 ½ 0 side by side, one column per row"
                        + (" (two: a double round robin)" if per == 2 else ""),
                    )
                notes.append(
                    f"columns {k + 1}-{k + width} read as a round-robin grid by their values "
                    f"({per} cell(s) per opponent, the diagonal empty)"
                )
                return out
        k = end
    return columns


def _diagonal_ok(table: Table, data: tuple[int, ...], first: int, per: int) -> bool:
    """Whether each row's own cell(s) of a grid starting at column ``first`` are empty or marked."""
    for m, k in enumerate(data):
        row = table.rows[k]
        for j in range(first + m * per, first + (m + 1) * per):
            text = row[j].text.strip() if j < len(row) else ""
            if text and text not in _DIAGONAL:
                return False
    return True


def _table_kind(columns: list[ColumnReading], profiles: list[_Profile], n: int) -> TableKind:
    roles = Counter(c.role for c in columns)
    if roles["white"] and roles["black"]:
        return "games" if roles["round"] else "pairings"
    opponents = [c for c in columns if c.role == "opponent"]
    if opponents and n >= 2:
        if len(opponents) == 2 * n and opponents[-1].number == n:
            return "grid-double"
        if len(opponents) >= n - 1:
            return "grid"
    if roles["round"] and roles["name"]:
        return "crosstable"
    if roles["result"] and roles["name"] >= 2:
        return "pairings"
    scored = any(c.role in ("points", "tiebreak") and profiles[c.index].filled >= 2 for c in columns)
    if roles["name"] and scored:  # a value in one row (a title's year) makes no ranking
        return "ranking"
    return "unknown"


def _number_grid(columns: list[ColumnReading], kind: TableKind) -> list[ColumnReading]:
    """The grid's columns numbered 1, 2, … (two per opponent in a double round robin)."""
    per = 2 if kind == "grid-double" else 1
    out = list(columns)
    k = 0
    for c in columns:
        if c.role == "opponent":
            out[c.index] = replace(c, number=k // per + 1)
            k += 1
    return out


# -- what was found, for a message -------------------------------------------------------------------------
KIND_TEXT: dict[str, str] = {
    "crosstable": "a crosstable",
    "grid": "a round-robin grid",
    "grid-double": "a double round-robin grid",
    "pairings": "a pairing list",
    "ranking": "a ranking without rounds",
    "games": "a list of games",
    "unknown": "no kind of table known",
}


def describe_tables(
    tables: Sequence[Table], readings: Iterable[TableReading] | None = None, *, rows: int = 2, limit: int = 6
) -> str:
    """What was found, for the message of an input that made no event: each table (up to ``limit``)
    with where it is, its size, what it looks like, its first ``rows`` rows and each column's reading,
    then how to say what a column is."""
    if not tables:
        return "no table found (no lines with columns, no <table> or <pre>)"
    readings = list(readings) if readings is not None else [classify_table(t) for t in tables]
    out = [f"{len(tables)} table(s) found:"]
    for k, (t, r) in enumerate(zip(tables, readings, strict=False), start=1):
        if k > limit:
            out.append(f"… and {len(tables) - limit} more")
            break
        out.append(
            f"table {k} ({t.where()}, {len(t.rows)} rows × {t.width} columns): looks like {_looks_like(r)}"
        )
        shown = ([r.header] if r.header is not None else []) + list(r.data_rows[:rows])
        for i in shown:
            out.append("    | " + " | ".join(c.text[:24] for c in t.rows[i][:16]))
        cols = []
        for c in r.columns[:24]:
            label = f"{c.index + 1}"
            if c.heading:
                label += f" {c.heading[:16]!r}"
            cols.append(f"{label}={c.role}")
        out.append("    columns: " + ", ".join(cols))
    return _FOUND(tables="\n".join(out), ranking=_RANKING_ONLY() if only_rankings(readings) else "")


def _looks_like(r: TableReading) -> str:
    """What a table looks like, for a message: its kind, a team ranking, or a list of players (names
    with their numbers, ratings or federations, and nothing of results: a starting list)."""
    if team_ranking(r):
        return "a team ranking without rounds"
    roles = {c.role for c in r.columns}
    if r.kind == "unknown" and "name" in roles and roles & {"sno", "rating", "fed"} and len(r.data_rows) >= 2:
        return "a list of players without results (a starting list)"
    return KIND_TEXT[r.kind]


def only_rankings(readings: Sequence[TableReading]) -> bool:
    """Whether the tables found hold a ranking (of players or of teams) and nothing with games (no
    crosstable, grid, pairing list or list of games): a standings page given alone."""
    return any(r.kind == "ranking" or team_ranking(r) for r in readings) and not any(
        r.kind in ("crosstable", "grid", "grid-double", "pairings", "games") for r in readings
    )


def team_ranking(reading: TableReading) -> bool:
    """Whether a table of no known kind is a team ranking: no names of players and no rounds, but one
    column headed as the teams (``Team``, ``Mannschaft``: :func:`~._headings.is_team_heading`) and
    points or tie-breaks beside it (a team standings page); not a table naming the teams twice (``Team |
    MP | Res. | : | Res. | MP | Team``: a round's team pairings)."""
    roles = {c.role for c in reading.columns}
    teams = [c.heading.strip().rstrip(".").casefold() for c in reading.columns if is_team_heading(c.heading)]
    return (
        reading.kind == "unknown"
        and "name" not in roles
        and "round" not in roles
        and bool(roles & {"points", "tiebreak"})
        and len(teams) == 1  # a heading naming the teams twice: two sides a row, a round's team pairings
    )


_RANKING_ONLY = Template(
    "input.ranking-only",
    "\nA ranking holds no games: give it with the event's rounds (each round's pairing list, or a "
    "crosstable; of a team event, each round's team or board pairings, or the team crosstable; several "
    "pages or files at once){compare}",
    compare=(Hint(Option.CHECK_STANDINGS, ", or compare it with the event's computed standings: {option}"),),
)
"""What to do with an input whose only tables are rankings (a standings page pasted alone)."""


_FOUND = Template(
    "input.tables-found",
    "{tables}{ranking}\nSay what the columns are{how}, e.g. "
    "name=2,rating=3,rounds=5-11,points=12 (table=N picks a table, header=N its header row, 0 for none)",
    how=(Hint(Option.COLUMNS, " {using}"),),
)
"""What was found, and how to say what a column is (``--columns`` on the command line)."""


def preview(
    tables: Sequence[Table], readings: Sequence[TableReading], *, rows: int = 5
) -> list[dict[str, object]]:
    """What was found, as data for a page or an API answer that lets the user choose each column's
    role (JSON-ready): per table its number, where it is, its size, kind, header row (1-based, 0: none),
    first ``rows`` data rows, and per column its number, heading, role, evidence and first values; the
    ``--columns`` roles a choice may name are :data:`ROLES` less ``unknown``."""
    out: list[dict[str, object]] = []
    for k, (t, r) in enumerate(zip(tables, readings, strict=False), start=1):
        out.append(
            {
                "table": k,
                "where": t.where(),
                "rows": len(t.rows),
                "columns": t.width,
                "kind": r.kind,
                "header": r.header + 1 if r.header is not None else 0,
                "first_rows": [[c.text for c in t.rows[i]] for i in r.data_rows[:rows]],
                "column_roles": [
                    {
                        "column": c.index + 1,
                        "heading": c.heading,
                        "role": c.role,
                        "evidence": c.evidence,
                        "sample": list(c.sample),
                    }
                    for c in r.columns
                ],
            }
        )
    return out
