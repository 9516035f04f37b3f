"""A ranking as it was published, read (``tiebreak check --standings``; checked by
:mod:`tiebreak.checking.check`).

Forms read (:func:`read_published`): a chess-results final ranking (text copied from the page, the
"Excel" CSV export with its title lines, or the page saved as HTML), a Vega standings page (HTML), and
any CSV/TSV with a name or starting-number column. Columns ``Rk.``, ``SNo``, ``Name``, ``Pts.`` are
recognised in several languages; every other column is a tie-break, named by its heading (``BH/C1``,
``BucT``, ``Buc1``, ``S-B``, ``SoBerg``, ``Cmlt``, ``DirE`` …) or, for numbered headings (``TB1``,
``Wtg1``, ``Desp.1``), by the annotation lines after the table (``Tie Break1: Buchholz Tie-Breaks
(variabel with parameter)``). ``--map TB1=BH/C1`` overrides either. A heading that names no tie-break
we know is reported and left unchecked; a heading that leaves a parameter open (a Buchholz "with
parameter") is read as the variant that agrees with the most published values, and a warning says so.

>>> t = read_published("Rk.;SNo;Name;Pts.;TB1\\n1;2;Ng, Chloe;3,5;8,5\\n\\nTie Break1: Buchholz\\n")
>>> [(c.heading, c.codes, c.label) for c in t.columns]
[('TB1', ('BH',), 'Buchholz')]
>>> t.rows[0].name, t.rows[0].values[0].text
('Ng, Chloe', '8,5')
"""

from __future__ import annotations

import bisect
import csv
import functools
import html
import itertools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from html import unescape

from ..criteria import parse_code
from ..model.errors import Diagnostic, ParseError, Severity, SpecError
from ..model.messages import Hint, Option, Template
from ..model.tournament import Tournament, format_value
from ..readers._builder import clean, point_value
from ..readers._encoding import recoded as as_written
from ..readers._guards import check_numbers
from ..readers._headings import (
    ANNOTATION,
    BYE_WORDS,
    NUMBERED_TIEBREAK,
    classify_heading,
    codes_for,
    games_columns,
    is_team_heading,
    match_record,
    numbered_names,
    round_heading,
)
from ..readers.celllines import join_cell_lines
from ..readers.crosstable import WITHDRAWN_MARKS, split_fields
from ..readers.tables import headings_in_order, lost_title_heading, pre_run_text, unframed_page
from ..readers.webpage import HtmlTable, defuse, expand, header_row, looks_like_html, player_fields

__all__ = [
    "NOT_CHECKED",
    "NO_VALUE",
    "Column",
    "Published",
    "PublishedRow",
    "Value",
    "column_decimals",
    "declared_list",
    "declared_ranking",
    "last_declaration",
    "published_from_event",
    "published_int",
    "published_number",
    "published_place",
    "rating_order_ranks",
    "read_published",
    "unordered_ranks",
]


# -- the published table -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Value:
    """One published cell: its text and where it is."""

    text: str
    line: int
    column: int


@dataclass(frozen=True)
class Column:
    """A published tie-break column and the codes it may name (``()``: not known, not checked)."""

    heading: str
    line: int
    column: int
    codes: tuple[str, ...] = ()
    label: str = ""
    """The annotation that names the column (chess-results' ``Tie Break1: …``)."""
    named_by: str = "heading"
    """``heading``, ``annotation``, ``--map``, or ``grid`` (by what a grid with the names as column heads
    shows: :func:`_grid_columns`)."""
    ranks: bool = True
    """False for a value the page prints but does not rank by: its list of tie-breaks leaves it out
    (:func:`_declared_order`); checked, not in the order."""


@dataclass(frozen=True)
class PublishedRow:
    line: int
    name: str
    sno: int | None
    rank: Value | None
    points: Value | None
    values: tuple[Value | None, ...]
    """One per :attr:`Published.columns`."""
    record: tuple[tuple[str, Value], ...] = ()
    """A team's published match record: (heading, cell) for ``Games``, ``+``, ``=``, ``-``."""


@dataclass(frozen=True)
class Published:
    """A published ranking: its tie-break columns, its rows, and what the reading assumed."""

    columns: tuple[Column, ...]
    rows: tuple[PublishedRow, ...]
    diagnostics: tuple[Diagnostic, ...] = ()
    source: str | None = None
    team: bool = False
    """True for a team ranking: the rows are teams (a ``Team`` column, or read as one for a team event)."""
    declared: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """The page's own list of its tie-breaks, printed or not (SWAR's ``Scheidingssystemen: B Cut1, Buch,
    SB, OR, #Win``: :func:`declared_list`), each as written with the codes it may name; empty when the
    page gives none, or one of which an item names no tie-break we know."""


_Cell = tuple[str, int, int]


_MD_EMPHASIS = re.compile(r"^(\*\*|__|\*|_)(.+?)\1$")


def _split(line: str, lineno: int, delimiter: str | None) -> list[_Cell]:
    if delimiter is None:  # split on blanks as the crosstables are (a lone '|' is a rule, Vega's)
        return [(text, lineno, column) for text, column in split_fields(line, "")]
    if delimiter == "|":
        return _markdown_cells(line, lineno)
    if not line.strip():
        return []
    if '"' not in line and "\r" not in line:  # no quoting: the fields as the delimiters part them
        out, at = [], 1
        for f in line.split(delimiter):
            out.append((f.strip(), lineno, at))
            at += len(f) + len(delimiter)
        return out
    fields = next(csv.reader([line], delimiter=delimiter))
    out, pos = [], 0
    for f in fields:
        at = line.find(f, pos) if f else pos
        at = pos if at < 0 else at
        out.append((f.strip(), lineno, at + 1))
        pos = at + len(f)
        nxt = line.find(delimiter, pos)
        pos = nxt + 1 if nxt >= 0 else pos
    return out


_MD_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|])")


def _markdown_cells(line: str, lineno: int) -> list[_Cell]:
    """A Markdown table's cells (the empty ones outside its outer ``|`` too, as a CSV split gives them):
    a ``|`` inside a code span (`` `½|·` ``) or escaped (``\\|``) stays in its cell, emphasis and escapes
    go (``**\\#1**`` is ``#1``, ``**Jugador**`` the heading ``Jugador``).

    >>> [t for t, _, _ in _markdown_cells("| **\\#1** | Léo | `½|·` | |", 1)]
    ['', '#1', 'Léo', '½|·', '', '']
    """
    out: list[_Cell] = []
    start, code, k = 0, False, 0
    while k <= len(line):
        ch = line[k] if k < len(line) else "|"
        if ch == "\\" and k + 1 < len(line):
            k += 2
            continue
        if ch == "`":
            code = not code
        elif ch == "|" and (not code or k == len(line)):
            raw = line[start:k]
            text = _MD_EMPHASIS.sub(r"\2", raw.strip())
            if len(text) > 1 and text.startswith("`") and text.endswith("`"):
                text = text[1:-1].strip()
            text = _MD_EMPHASIS.sub(r"\2", _MD_ESCAPE.sub(r"\1", text))
            out.append((text, lineno, start + len(raw) - len(raw.lstrip()) + 1))
            start, code = k + 1, False
        k += 1
    return out


def _kind(heading: str) -> str:
    """The kind of a published heading: those of :func:`classify_heading`, ``team`` for the name column
    of a team ranking, ``record`` for its match record (``Games + = -``)."""
    if is_team_heading(heading):
        return "team"
    if match_record(heading) is not None:
        return "record"
    if re.fullmatch(r"\s*#\d{1,3}\s*", heading):  # a grid column headed #1, #2 …
        heading = heading.replace("#", "")
    if re.fullmatch(r"\s*\d{1,3}\s*[ab]\s*", heading, re.IGNORECASE):  # a double round robin's 1a 1b …
        heading = heading.strip()[:-1]
    return classify_heading(heading)[0]


_RECORD_LETTERS = frozenset(
    {
        ("w", "d", "l"),
        ("s", "r", "v"),
        ("g", "u", "v"),
        ("w", "r", "v"),
        ("g", "n", "p"),
        ("g", "t", "p"),
        ("v", "r", "p"),
    }
)
"""Three headings side by side that count a player's (or a team's) wins, draws and losses: English
``W D L``, German ``S R V`` (Siege, Remis, Verluste: SwissChess's rankings) and ``G U V`` (gewonnen,
unentschieden, verloren: a league table's matches), Dutch ``W R V``, French ``G N P``, Spanish
``G T P``, Czech ``V R P``."""


def _kinds(cells: Sequence[_Cell]) -> list[str]:
    games = games_columns([t for t, _, _ in cells])  # ``#`` after the rounds: games played, not a rank
    kinds = ["info" if k in games else _kind(t) for k, (t, _, _) in enumerate(cells)]
    keys = [clean(t).strip().rstrip(".").casefold() for t, _, _ in cells]
    for k in range(len(keys) - 2):
        if (keys[k], keys[k + 1], keys[k + 2]) in _RECORD_LETTERS:
            kinds[k : k + 3] = ["record"] * 3
            if k and keys[k - 1] in _PLAYED:  # the games played before them (SwissChess's G S R V)
                kinds[k - 1] = "record"
    return kinds


_PLAYED = frozenset({"g", "p", "sp", "j", "pj", "gp", "n", "partien", "games", "played", "gespielt"})
"""Headings of the games played, standing before the wins, draws and losses (:data:`_RECORD_LETTERS`):
German ``G`` (SwissChess) or ``Sp``, English ``P``, French ``J``, Spanish ``PJ``."""


def _is_header(cells: Sequence[_Cell]) -> bool:
    kinds = _kinds(cells)
    return not _prose(cells, kinds) and not _labelled(cells) and _headed(kinds, cells)


def _labelled(cells: Sequence[_Cell]) -> bool:
    """A line of the event's details above its table, a label and its value (Tornello's ``Nome Torneo:
    ASCId 52 Campionato Italiano``), not a header, though its label holds a heading's word (``Nome``): one
    of its first three cells ends with a colon and cells follow it."""
    return any(t.endswith(":") for t, _, _ in cells[:3][: len(cells) - 1])


def _headed(kinds: list[str], cells: Sequence[_Cell]) -> bool:
    """Whether a line's kinds make a header: a name (or a team, over a rank or team columns ``1 2 … n``)
    and points, a rank or a column of values (a line of prose among them too: it ends a table's rows)."""
    if "team" in kinds and "name" not in kinds and "sno" not in kinds:  # not a title such as "Team Cup"
        numbered = [t.strip() for (t, _, _), k in zip(cells, kinds, strict=True) if k == "round"]
        crosstable = len(numbered) >= 2 and numbered == [str(n) for n in range(1, len(numbered) + 1)]
        return ("rank" in kinds or crosstable) and (
            "points" in kinds or "other" in kinds or ("rank" in kinds and "round" in kinds)
        )  # a team crosstable by rank (chess-results' Rk. | Team | 1.Rd …): its places
    return ("name" in kinds or "sno" in kinds) and ("points" in kinds or "other" in kinds or "rank" in kinds)


def _prose(cells: Sequence[_Cell], kinds: list[str]) -> bool:
    """A line of prose above a table (a club's post: ``The fiftieth player has now registered for the
    Waikato Open weekender tournament …``), not its header, though some of its words are headings
    (``player``): more than half its cells, five or more, words in lower case that name nothing (a
    tie-break's heading is an abbreviation, with capitals, digits or a point)."""
    words = sum(
        1 for (t, _, _), k in zip(cells, kinds, strict=True) if k == "other" and t.isalpha() and t.islower()
    )
    return words >= 5 and 2 * words > len(cells)


def _pipe_table(line: str, lineno: int) -> bool:
    """True for a header line whose cells are separated by ``|`` (a table copied from a page or written in
    Markdown: ``Rk. | Team | TB1 |``), each cell one heading; not a fixed-width table that only draws a
    ``|`` between blocks of columns (Vega)."""
    if line.count("|") < 2:
        return False
    cells = [c for c in _split(line, lineno, "|") if c[0]]
    return _is_header(cells) and not any(re.search(r"\S\s{2,}\S", c[0]) for c in cells)


_MARKDOWN_RULE = re.compile(r"\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?")


def _text_grid(text: str) -> tuple[list[list[_Cell]], list[tuple[int, str]], bool]:
    """Rows of cells of a text table (from its header on), every line with its number, and whether the
    fields are separated by blanks (not by ``;``, tabs or commas)."""
    lines = clean(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    numbered = list(enumerate(lines, start=1))
    pairings: tuple[list[list[_Cell]], list[tuple[int, str]], bool] | None = None
    for lineno, line in numbered:
        if not line.strip():
            continue
        delimiter = ";" if ";" in line else "\t" if "\t" in line else "," if "," in line else None
        if delimiter is None and _pipe_table(line, lineno):
            delimiter = "|"
        cells = _split(line, lineno, delimiter)
        if _is_header(cells) and not (delimiter is None and _delimited_below(numbered, lineno)):
            if (
                _two_sides(cells) is not None
            ):  # a pairing list above the ranking (SwissPerfect's Results, Standings)
                pairings = pairings or ([cells], numbered, delimiter is None)
                continue
            grid = [cells]
            blank = gap = False  # since the last row: a blank line; a blank line, then a line of no row
            for k, rest in numbered[lineno:]:
                if delimiter == "|" and not rest.strip() and len(grid) > 1:
                    break  # a Markdown table ends at its first empty line (a page's next table follows)
                if delimiter is None and _list_after(grid, rest, gap):
                    break  # a numbered list under the table (an article's references: 1. ^ …)
                if blank and len(grid) > 1 and _round_below(rest):
                    break  # a round's pairings under the table (Swiss-Manager's, pasted: ``Tur 1``)
                numbered_line = rest.lstrip()[:1].isdigit()
                gap = not numbered_line and (gap or (blank and bool(rest.strip())))
                blank = not numbered_line and (blank or not rest.strip())
                if _MARKDOWN_RULE.fullmatch(rest.strip()):
                    continue  # the rule under a Markdown table's header (---|---|), not a row
                row = _split(rest, k, delimiter) if rest.strip() else []
                numbered_row = bool(row) and row[0][0].strip().rstrip(".").isdecimal()
                if len(grid) > 1 and row and not numbered_row and _headed(_kinds(row), row):
                    break  # the next table's header (SwissPerfect's cross table below its standings; a
                    # row that begins with its number is none, though a cell reads as a heading: 'N')
                grid.append(row)
            if delimiter is None:
                grid[0] = _headings_in_order(line, lineno, grid, numbered) or grid[0]
            return grid, numbered, delimiter is None
    return pairings if pairings is not None else ([], numbered, False)


def _headings_in_order(
    line: str, lineno: int, grid: list[list[_Cell]], numbered: list[tuple[int, str]]
) -> list[_Cell] | None:
    """The header of a table aligned with blanks whose headings do not stand over their columns
    (Tornello's ranking), one heading a column in order, each at its column
    (:func:`tiebreak.readers.tables.headings_in_order`); None when they stand over them."""
    rows = [numbered[row[0][1] - 1][1] for row in grid[1:] if row and row[0][0][:1].isdigit()]
    if len(rows) < 2:
        return None
    ordered = headings_in_order(line, rows)
    return [(text, lineno, column) for text, column in ordered] if ordered is not None else None


def _round_below(line: str) -> bool:
    """Whether a line after a blank one under a table names a round and nothing else (``Tur 1``, ``Round
    3 on 2026/03/01``): the pairings of each round follow the ranking, no row of it."""
    text = " ".join(line.split())
    return 0 < len(text) <= 40 and round_heading(text) is not None


def _list_after(grid: list[list[_Cell]], line: str, gap: bool) -> bool:
    """Whether a line numbered 1 after a blank line and a line of no row begins a numbered list under a
    table split on blanks whose rows began at 1 (an article's references under its crosstable)."""
    if not gap or not re.match(r"\s*1\.?\s", line):
        return False
    return any(row and row[0][0].rstrip(".") == "1" for row in grid[1:])


def _two_sides(header: Sequence[_Cell]) -> _Cell | None:
    """The first heading of the players or teams that the header names again (a pairing list's header:
    ``No. | Team | Team | Res.``, chess-results' ``Name … Result … Name``), None when it names them once.
    Two player name headings side by side are one player's names (Swiss-Manager's export: the full
    name, then the short one, both headed ``isim`` in Turkish), not two sides: a players' pairing list
    has a column between its sides (two team headings side by side are a match's two teams)."""
    seen: dict[str, tuple[int, _Cell]] = {}
    for k, cell in enumerate(header):
        kind = _kind(cell[0])
        if kind not in ("name", "team"):
            continue
        key = clean(cell[0]).strip().rstrip(".").casefold()
        if key in seen and (kind == "team" or k - seen[key][0] > 1):
            return seen[key][1]
        seen.setdefault(key, (k, cell))
    return None


def _delimited_below(numbered: list[tuple[int, str]], lineno: int) -> bool:
    """Whether a line of words at line ``lineno`` is no header of the rows below it, for a table split by
    tabs or ``;`` is there: the first line with text below it is split so (a page's menu copied whole:
    Vega's ``Sorted by Name`` above the link list ``Statistics<TAB>Cross table by score``, the ranking's
    tabbed header further down), or that line is no row (it starts with no number) and a header split by
    tabs follows within :data:`_LOOKAHEAD` lines (chess-results' ``Search for player`` box, copied whole
    from a browser above the crosstable's tabbed header)."""
    below = [line for _, line in numbered[lineno : lineno + _LOOKAHEAD] if line.strip()]
    if not below:
        return False
    if "\t" in below[0] or ";" in below[0]:
        return True
    if below[0].lstrip()[:1].isdigit():
        return False
    return any("\t" in line and _is_header(_split(line, 0, "\t")) for line in below[1:])


_LOOKAHEAD = 12
"""How many lines below a line of words :func:`_delimited_below` looks for a tabbed header."""


def _html_grid(
    text: str, source: str | None, notes: list[Diagnostic], team: bool | None = None
) -> tuple[list[list[_Cell]], dict[tuple[int, int], dict[str, str]]]:
    _, page = unframed_page(text, source=source)  # a table inside a one-cell frame (Papi) is read as a table
    found: list[Diagnostic] = []
    best: (
        tuple[
            tuple[bool, bool, int], list[list[_Cell]], dict[tuple[int, int], dict[str, str]], list[Diagnostic]
        ]
        | None
    ) = None
    for table in page.tables:
        k = header_row(table)
        if k is None:  # a team ranking: the team's name under "Team"
            k = next(
                (
                    i
                    for i, row in enumerate(table.rows[:6])
                    if any(is_team_heading(c.text) or (team and _club_heading(c.text)) for c in row.cells)
                ),
                None,
            )
        named: tuple[int, int] | None = None
        if k is None:  # a name column whose heading says something else (Papi: "Moyenne : 1578")
            named = _names_by_content(table)
            k = named[0] if named is not None else None
        if k is None:
            continue
        grid: list[list[_Cell]] = []
        people: dict[tuple[int, int], dict[str, str]] = {}
        for row in table.rows[k:]:
            cells = []
            for c in expand(row):  # a heading over two columns (Vega's "Fed": the code, then the flag)
                person = player_fields(c)
                if len(person) > 1:
                    people[(c.line, c.column)] = person
                cells.append((person["name"], c.line, c.column))
            grid.append(cells)
        if named is not None:
            heading, line, column = grid[0][named[1]]
            grid[0][named[1]] = ("Name", line, column)
            found.append(
                Diagnostic(
                    Severity.INFO,
                    f"column {named[1] + 1}'s heading {heading!r} names no "
                    "column we know; its cells are names: read as the name column (by "
                    "content)",
                    source,
                    line,
                    column,
                )
            )
        paired = _two_sides(grid[0]) is not None  # a pairing list beside the ranking (SWAR's round lists)
        # the largest table, a pairing list or a table naming someone twice (a player's card: each round's
        # opponent, one met twice in a double round robin) only when no other is found
        rank = (not paired, not _names_repeat(grid), 0 if paired else len(grid))
        if best is None or rank > best[0]:
            best = (rank, grid, people, found[-1:] if named is not None else [])
    if best is not None:
        notes.extend(best[3])
    return (best[1], best[2]) if best is not None else ([], {})


def _names_repeat(grid: list[list[_Cell]]) -> bool:
    """Whether a name stands twice in the column its header heads as the names' (a ranking names each
    player once)."""
    k = next((i for i, (h, _, _) in enumerate(grid[0]) if classify_heading(h)[0] == "name"), None)
    if k is None:
        return False
    names = [row[k][0].strip() for row in grid[1:] if len(row) > k and row[k][0].strip()]
    return len(set(names)) < len(names)


def _names_by_content(table: HtmlTable) -> tuple[int, int] | None:
    """(header row, name column) of a table whose header has a points column and no name heading, where
    one column under a heading that names nothing we know holds names in four rows of five at least
    (text with letters, not a number); None when no column or several do."""
    for k, row in enumerate(table.rows[:6]):
        kinds = _kinds([(c.text, c.line, c.column) for c in row.cells])
        if "points" not in kinds:
            continue
        body = table.rows[k + 1 :]
        if len(body) < 2:
            return None
        candidates = [
            i
            for i, kind in enumerate(kinds)
            if kind == "other"
            and sum(1 for r in body if i < len(r.cells) and _name_like(r.cells[i].text)) * 5 >= 4 * len(body)
        ]
        return (k, candidates[0]) if len(candidates) == 1 else None
    return None


def _name_like(text: str) -> bool:
    t = clean(text).strip()
    return (
        len(t) > 2
        and any(ch.isalpha() for ch in t)
        and published_number(t) is None
        and published_place(t) is None
    )


def _html_lines(text: str) -> list[tuple[int, str]]:
    """The page's text line by line (tags removed, ``<br>`` and block ends breaking lines), for the
    annotation lines below a table; each keeps the number of its source line."""
    out = []
    for lineno, raw in enumerate(defuse(text).split("\n"), start=1):
        for piece in re.split(r"<br\s*/?>|</(?:p|div|li|tr|h\d)>", raw, flags=re.IGNORECASE):
            out.append((lineno, unescape(re.sub(r"<[^>]*>", " ", piece))))
    return out


def published_int(text: str) -> int | None:
    """A published whole number (a starting number, a rank, a count of matches): ``12`` or ``12.``, of at
    most nine digits; None for anything else.

    >>> published_int("12."), published_int("1½"), published_int("1234567890")
    (12, None, None)
    """
    t = text.strip().rstrip(".")
    return int(t) if t.isascii() and t.isdigit() and len(t) <= 9 else None


_ORDINAL = r"(?:\.|st|nd|rd|th|er|e|ème|º|°)?"
_PLACE = re.compile(
    rf"^=?\s*#?\s*(\d{{1,6}})\s*{_ORDINAL}\s*(?:[-–/]\s*(\d{{1,6}})\s*{_ORDINAL})?\s*=?$", re.IGNORECASE
)


def published_place(text: str) -> tuple[int, int] | None:
    """A published place: ``25``, ``25.``, ``25th``, ``=25`` or ``25=`` (a place shared with others) ->
    (25, 25); a range ``25-26`` (a place shared by two) -> (25, 26); None for anything else.

    >>> published_place("25."), published_place("25-26"), published_place("=7"), published_place("x")
    ((25, 25), (25, 26), (7, 7), None)
    >>> published_place("1st"), published_place("=2nd"), published_place("3e"), published_place("4th-5th")
    ((1, 1), (2, 2), (3, 3), (4, 5))
    """
    m = _PLACE.match(clean(text).strip())
    if m is None:
        return None
    first = int(m.group(1))
    last = int(m.group(2)) if m.group(2) else first
    return (first, last) if last >= first else None


def parse_mapping(mapping: Mapping[str, str]) -> dict[str, str]:
    """``--map``'s choices, each heading's key and the code it names (``-``, ``none`` or ``ignore``: the
    column is not checked, an empty code).

    :raises SpecError: for a code that names no tie-break."""
    out = {}
    for heading, code in mapping.items():
        if code.strip().casefold() in UNCHECKED:
            out[_heading_key(heading)] = ""
            continue
        try:
            out[_heading_key(heading)] = parse_code(code).canonical
        except SpecError as exc:
            raise SpecError(_BAD_MAP(heading=heading, code=code, error=exc.message)) from None
    return out


UNCHECKED = frozenset({"-", "none", "ignore"})
"""What ``--map HEADING=…`` says of a column not to check (a program's informational column)."""


_BAD_MAP = Template(
    "published.bad-map", "{map}{error}", map=(Hint(Option.MAP, "{option} {heading}={code}: "),)
)
NOT_CHECKED = Template(
    "published.not-checked",
    "column {heading}: {what}; not checked{use}",
    use=(Hint(Option.MAP, " (use {option} {key}=CODE)"),),
)
_NO_SUCH_COLUMN = Template(
    "published.no-such-column",
    "{map}the published table has no column {key} (columns: {columns})",
    map=(Hint(Option.MAP, "{option}: "),),
)
_READ_BY_VALUES = Template(
    "published.read-by-values",
    "column {heading}: no annotation line names its tie-break; read as the "
    "tie-break its values agree with{use}",
    use=(Hint(Option.MAP, " (use {option} {key}=CODE to say which)"),),
)
NO_VALUE = frozenset({"-", "–", "—", "--"})
_RATING_BLOCK_MARKS = frozenset({"we", "w-we"})
_RATING_BLOCK = frozenset({"rp", "n", "w", "we", "w-we", "k", "rtg+/-", "elo+/-", "dwz+/-"})


_READ_KINDS = frozenset({"rank", "sno", "points", "other", "record"})


class _Spans:
    """The columns of a header's headings, ``(first, end)`` each, with the questions a row's field asks
    of them: which headings it overlaps, which begins last at or before it, which it stands under. When
    the headings follow each other without overlapping, as a header's do, each is a bisection (a row
    costs its fields, not its fields times its headings); else every heading is looked at."""

    @staticmethod
    def of(header: Sequence[_Cell]) -> _Spans:
        """The spans of a header's headings."""
        return _Spans([(col, col + len(h)) for h, _, col in header])

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        self.spans = spans
        self.firsts = [x for x, _ in spans]
        self.ends = [y for _, y in spans]
        self.middles = [x + y for x, y in spans]
        self.ordered = all(y <= x2 and x < x2 for (x, y), (x2, _) in itertools.pairwise(spans))

    def over(self, a: int, z: int) -> list[int]:
        """The headings a field spanning columns ``a`` to ``z`` overlaps."""
        if not self.ordered:
            return [k for k, (x, y) in enumerate(self.spans) if a < y and x < z]
        return list(range(bisect.bisect_right(self.ends, a), bisect.bisect_left(self.firsts, z)))

    def left(self, a: int) -> int | None:
        """The last heading that begins at or before column ``a``, None when none does."""
        if not self.ordered:
            return max((j for j, x in enumerate(self.firsts) if x <= a), default=None)
        k = bisect.bisect_right(self.firsts, a) - 1
        return k if k >= 0 else None

    def under(self, a: int, z: int, over: list[int]) -> int:
        """The heading a field spanning ``a`` to ``z`` stands under (``over``: the headings it overlaps):
        the one heading it overlaps, else (none or several) the one whose middle is nearest the
        field's (the first of two as near)."""
        if len(over) == 1:
            return over[0]
        middle, middles = a + z, self.middles
        if over or not self.ordered:
            return min(over or range(len(middles)), key=lambda k: abs(middles[k] - middle))
        k = bisect.bisect_left(middles, middle)  # the middles rise: the nearest is k or the one before
        if k == len(middles) or (k and middle - middles[k - 1] <= middles[k] - middle):
            return k - 1
        return k


def _joined(got: Sequence[_Cell], line: int, column: int) -> _Cell:
    """The fields placed under one heading as one cell: their words, at the first one's column (an
    empty cell at the heading's ``column`` when none)."""
    if not got:
        return ("", line, column)
    return (" ".join(t for t, _, _ in got), line, got[0][2])


def _by_position(
    cells: list[_Cell],
    header: list[_Cell],
    name_at: int,
    *,
    aligned: bool = False,
    spans: _Spans | None = None,
) -> list[_Cell] | None:
    """A blank-separated row placed under the headings its fields stand below (Vega prints fixed-width
    columns and leaves an empty title out): a field goes to the heading it overlaps, else the nearest
    one; the words from the name's heading up to the next heading are the name. None when two fields
    land under one heading whose value is read (rank, starting number, points, a tie-break), two of them
    numbers, or, with ``aligned``, when a field stands more than two characters off its heading (a table
    whose columns do not line up, which the fields' order reads instead). A field past its heading's end
    right after a word of that heading's column stays in it (a text column, left-aligned as its heading:
    the words of a club's name, ``SSV Vimaria 91``, are one value)."""
    found = spans if spans is not None else _Spans.of(header)
    spans_at = found.spans
    name_end = spans_at[name_at + 1][0] if name_at + 1 < len(spans_at) else 10**9
    out: list[list[_Cell]] = [[] for _ in header]
    previous: _Cell | None = None
    ordered, ends, firsts = found.ordered, found.ends, found.firsts
    right, left_of = bisect.bisect_right, bisect.bisect_left
    for cell in cells:
        text, _, col = cell
        a, z = col, col + len(text)
        if ordered:  # the usual field: under one heading, not the name's, placed there at once
            first = right(ends, a)
            if left_of(firsts, z) == first + 1 and first != name_at:
                out[first].append(cell)
                previous = cell
                continue
        over = found.over(a, z)
        if spans_at[name_at][0] - 2 <= a and z <= name_end and over in ([], [name_at]):
            out[name_at].append(cell)  # ends before the next heading, under no other: the name's
            previous = cell
            continue
        left = found.left(a) if not over else None
        if left is not None and _word_before(out[left], previous):
            # past its heading's end, after a word of its column: ``SV Musterstadt 91``
            out[left].append(cell)
            previous = cell
            continue
        previous = cell
        k = found.under(a, z, over)
        if aligned and max(spans_at[k][0] - z, a - spans_at[k][1], 0) > 2:
            return None
        out[k].append(cell)
    crowded = [k for k, got in enumerate(out) if len(got) > 1 and k != name_at]
    if crowded:  # the headings' kinds are looked at only for a heading over several fields
        kinds = _kinds(header)
        if any(
            kinds[k] in _READ_KINDS
            and sum(1 for t, _, _ in out[k] if published_number(t) is None) < len(out[k]) - 1
            for k in crowded
        ):
            return None  # two numbers under a heading whose value is read: no safe placement
    line = cells[0][1] if cells else 0
    return [
        got[0] if len(got) == 1 and got[0][1] == line else _joined(got, line, header[k][2])
        for k, got in enumerate(out)
    ]


def _word_before(placed: list[_Cell], previous: _Cell | None) -> bool:
    """Whether the field just before is a word placed last under a heading (the next field, a word or a
    number, goes on with it: a club's name of several words, ending in a year or a number)."""
    return bool(placed) and placed[-1] is previous and published_number(placed[-1][0]) is None


def _heading_key(text: str) -> str:
    return re.sub(r"[\s.:]", "", clean(text)).lower()


class _Notes:
    """What a reading assumed, in the order it was noticed: diagnostics of one source."""

    def __init__(self, source: str | None) -> None:
        self.source = source
        self.items: list[Diagnostic] = []

    def add(
        self, message: str, line: int | None, column: int | None = None, severity: Severity = Severity.WARNING
    ) -> None:
        self.items.append(Diagnostic(severity, message, self.source, line, column))


@dataclass(frozen=True)
class _Layout:
    """What the header says about the rows below it."""

    header: list[_Cell]
    kinds: list[str]
    """The kind of each column (:func:`_kind`, after :func:`_header_kinds`)."""
    index: dict[str, int]
    """Where the rank, starting number, name and points stand (those the header has)."""
    record: list[tuple[int, str, int, int]]
    """The match record's columns: (index, heading, line, column)."""
    positions: list[int]
    """Where each tie-break column of :attr:`Published.columns` stands."""
    team: bool
    blanks: bool
    """The fields are separated by blanks (a fixed-width text table)."""

    @functools.cached_property
    def spans(self) -> _Spans:
        """Where the headings stand (:func:`_by_position`), found once for the table's rows."""
        return _Spans.of(self.header)


def _grid(
    text: str, source: str | None, notes: list[Diagnostic], team: bool | None = None
) -> tuple[list[list[_Cell]], list[tuple[int, str]], dict[tuple[int, int], dict[str, str]], bool]:
    """Find the heading row: the table's rows of cells from its header on, the text's lines (for the
    titles above and the annotations below), the players a page's name cells link to (by line and
    column), and whether the fields are separated by blanks."""
    if looks_like_html(text):
        grid, people = _html_grid(text, source, notes, team)
        if grid or "<pre" not in text.lower():
            return grid, _html_lines(text), people, False
        text = pre_run_text(text) or _untagged(text)  # tables as text in <pre> (SwissPerfect, Vega)
    grid, lines, blanks = _text_grid(text)
    return grid, lines, {}, blanks


def _untagged(text: str) -> str:
    """A page's text without its tags, each line where it stands (a tag over several lines leaves its
    line breaks), character references as the characters they stand for."""
    return unescape(re.sub(r"<[^>]*>", lambda m: "\n" * m.group(0).count("\n"), defuse(text)))


def _header_kinds(header: list[_Cell], team: bool | None) -> tuple[list[str], bool]:
    """Map the headings to kinds, and settle whether the rows are teams (None: when there is a ``Team``
    column and no player's name column). A ``Team`` column is the name in a team ranking (the first
    one), a club in a players' ranking; in a team ranking without either, a ``Club`` column names the
    teams (the Swiss federation's ``Rang Club MP EP``)."""
    kinds = _kinds(header)
    ranks = [i for i, k in enumerate(kinds) if k == "rank"]
    for i in ranks if len(ranks) > 1 else ():  # ``#`` beside a column named the place (``Platz``): the
        if header[i][0].strip() == "#":  # rows' numbers (a club's grid: ``#,Name,1,2,…,Punkte,Platz``)
            kinds[i] = "sno" if "sno" not in kinds else "info"
    if team and "team" not in kinds and "name" not in kinds:
        clubs = [i for i, (h, _, _) in enumerate(header) if _club_heading(h)]
        if clubs:
            kinds[clubs[0]] = "team"
    if team is None:
        team = "team" in kinds and "name" not in kinds
    for i, kind in enumerate(kinds):
        if kind == "team":  # the teams' names in a team ranking, a club column in a players' one
            kinds[i] = "name" if team and "name" not in kinds else "info"
    return kinds, team


def _rank_by_content(header: list[_Cell], kinds: list[str], rows: list[list[_Cell]], notes: _Notes) -> None:
    """A team table's rank told by its values: a column headed as a rank (``#``) that holds no places is
    none (a club site's count of matches, 11 for every team); the first column, under a heading that
    names nothing or a number (a club site's ``r`` or ``nummer`` over a team crosstable), is the rank
    when its values are places (a team table numbers its rows in the order of the ranking; a place
    shared with the rows above may be left empty: ``4``, then empty, then ``6``).
    Each read so with a note."""

    def places(k: int) -> list[int] | None:  # a place shared with the rows above may be left empty
        numbered = [
            (i, r[k][0].strip()) for i, r in enumerate(rows, start=1) if k < len(r) and r[k][0].strip()
        ]
        if len(numbered) < 2 or not all(v.isascii() and v.isdecimal() for _, v in numbered):
            return None
        got = [(i, int(v)) for i, v in numbered]
        rising = all(a <= b <= i for (_, a), (i, b) in itertools.pairwise(got))
        return [v for _, v in got] if got[0][1] == 1 and rising else None

    if "rank" in kinds and places(kinds.index("rank")) is None and places(0) is not None:
        k = kinds.index("rank")
        kinds[k] = "info"
        notes.add(
            f"column {header[k][0]!r} holds no places: not the rank, not checked",
            *header[k][1:],
            Severity.INFO,
        )
    numbered = kinds[:1] == ["sno"] and _heading_key(header[0][0]) in _ROW_NUMBERS
    if "rank" in kinds or not kinds or not (kinds[0] == "other" or numbered) or "name" not in kinds[1:]:
        return
    found = places(0)
    if found is None:
        return
    kinds[0] = "rank"
    notes.add(
        f"column {header[0][0]!r} read as the rank by its values (1 to {found[-1]}, in order)",
        header[0][1],
        header[0][2],
        Severity.INFO,
    )


def _rank_among_numbers(
    header: list[_Cell], kinds: list[str], rows: list[list[_Cell]], notes: _Notes
) -> None:
    """Of two columns headed as starting numbers, the first is the rank when its values are places.

    chess-results' Russian interface heads its ranking's place column ``Ст.ном`` like the starting
    number beside it (``Ст.ном | Ст.ном. | Имя``). The first column is read as the places when it holds
    1 on the first row and, down the rows, values that never fall and never pass the row's number
    (a place shared with the rows above left empty), with a note."""
    if kinds.count("sno") < 2 or kinds[0] != "sno" or "rank" in kinds:
        return
    last, seen = 0, 0
    for row_number, row in enumerate(rows, start=1):
        text = row[0][0].strip().rstrip(".") if row else ""
        if not text:
            continue
        if not (text.isascii() and text.isdecimal()):
            return
        value = int(text)
        if value < last or value > row_number or (seen == 0 and value != 1):
            return
        last, seen = value, seen + 1
    if seen < 2:
        return
    kinds[0] = "rank"
    notes.add(
        f"column {header[0][0]!r} read as the rank by its values (places 1 to {last}, in order), the "
        f"starting number being the next column headed so",
        header[0][1],
        header[0][2],
        Severity.INFO,
    )


def _numbers_and_points(kinds: list[str], rows: list[list[_Cell]]) -> tuple[list[str], list[Fraction]] | None:
    """The first column's numbers and the points of each row that a number begins, None where such a row
    has no points (a line below the table, ``Generated by Vega``, is no row of it)."""
    k = kinds.index("points")
    numbers: list[str] = []
    points: list[Fraction] = []
    for row in rows:
        if not row or not row[0][0].strip().rstrip(".").isdecimal():
            continue
        value = point_value(row[k][0].strip()) if len(row) > k else None
        if value is None:
            return None
        numbers.append(row[0][0].strip().rstrip("."))
        points.append(value)
    return numbers, points


def _starting_order(header: list[_Cell], kinds: list[str], rows: list[list[_Cell]], notes: _Notes) -> bool:
    """Whether the first column, read as the rank under a heading that only numbers the rows (``#``), is
    the starting number: 1, 2, 3, … down the rows while the points rise somewhere down them (read so,
    with a note)."""
    if kinds[:1] != ["rank"] or "points" not in kinds:
        return False
    if _heading_key(header[0][0]) not in _ROW_NUMBERS:
        return False
    found = _numbers_and_points(kinds, rows)
    if found is None:
        return False
    numbers, points = found
    if numbers != [str(n) for n in range(1, len(numbers) + 1)] or all(
        a >= b for a, b in itertools.pairwise(points)
    ):
        return False
    _first_column_read(  # beside a starting number of its own: the same order, said once
        header,
        kinds,
        "info" if "sno" in kinds else "sno",
        f"read as the starting order: it numbers the rows 1 to {len(numbers)} while their points rise down "
        "them (a list in starting order, not a ranking): no place is checked",
        notes,
    )
    return True


def _first_column_read(header: list[_Cell], kinds: list[str], kind: str, said: str, notes: _Notes) -> None:
    """The first column read as ``kind``, with a note saying why (``said``)."""
    kinds[0] = kind
    notes.add(f"column {header[0][0]!r} {said}", header[0][1], header[0][2], Severity.INFO)


def _rank_by_points_order(
    header: list[_Cell], kinds: list[str], rows: list[list[_Cell]], notes: _Notes
) -> None:
    """A players' ranking whose only number is the first column's, under a heading that says only that
    it numbers the rows (``nummer``, ``Nr``, ``#``), is numbered by place when the numbers are 1, 2, 3, …
    down the rows and the points never rise down them (a club site's ``nummer,titel,naam,…,ptn``): read
    as the rank, with a note. A list in starting order has its points in no such order; a crosstable's
    or grid's numbers (columns headed by round or by player number) are what its cells refer to, in
    whatever order the program printed them (SwissPerfect's, SwissChess's): not read so. The other way
    round, such a first column read as the rank whose numbers are 1, 2, 3, … down the rows while the points
    rise somewhere down them is the starting order (Vega's cross table by starting number, ``#``): the
    starting number, with a note (:func:`_starting_order`)."""
    if _starting_order(header, kinds, rows, notes):
        return
    if "rank" in kinds or kinds[:1] != ["sno"] or kinds.count("sno") > 1 or "points" not in kinds:
        return
    if any(_heading_key(h).isdecimal() for h, _, _ in header):
        return
    if _heading_key(header[0][0]) not in _ROW_NUMBERS:
        return
    found = _numbers_and_points(kinds, rows)
    if found is None:
        return
    numbers, points = found
    in_order = numbers == [str(n) for n in range(1, len(numbers) + 1)]
    falling = all(a >= b for a, b in itertools.pairwise(points))
    if not (in_order and falling and len(set(points)) > 1):
        return
    _first_column_read(
        header,
        kinds,
        "rank",
        f"read as the rank: it numbers the rows 1 to {len(numbers)} and their points never rise down them "
        "(no starting numbers given)",
        notes,
    )


_ROW_NUMBERS = frozenset({"nummer", "nr", "no", "n°", "nº", "num", "#"})
"""Headings that number a table's rows without saying in which order (``SNo``, ``Startnr`` say: the
starting order): in a team table, the rank when the values are places."""
_CLUB_HEADINGS = frozenset({"club", "verein", "klub", "cercle", "circolo", "société", "societe"})


def _club_heading(heading: str) -> bool:
    """A heading naming clubs (``Club``, ``Verein``): the teams' names in a team ranking that has no
    ``Team`` column."""
    return clean(heading).strip().rstrip(".").casefold() in _CLUB_HEADINGS


def _record_columns(
    header: list[_Cell], kinds: list[str], team: bool, notes: _Notes
) -> list[tuple[int, str, int, int]]:
    """The match-record columns (``Games + = -``), with a note: checked for teams, not for players
    (their games and results)."""
    record = [(i, h, line, col) for i, (h, line, col) in enumerate(header) if kinds[i] == "record"]
    if record:
        notes.add(
            f"column(s) {' '.join(h for _, h, _, _ in record)} (the "
            + (
                "match record: matches played, won, drawn, lost, checked"
                if team
                else "games and results, not checked"
            )
            + ")",
            record[0][2],
            record[0][3],
            Severity.INFO,
        )
    return record


def _rating_block(header: list[_Cell], kinds: list[str], notes: _Notes) -> None:
    """Leave chess-results' rating calculation out (``Rp n w we w-we K rtg+/-``: performance, games,
    points, expected points … of the rated games, not a starting number nor tie-breaks), each column with
    a note."""
    if not any(_heading_key(h) in _RATING_BLOCK_MARKS for h, _, _ in header):
        return
    for i, (h, line, col) in enumerate(header):
        if _heading_key(h) in _RATING_BLOCK:
            kinds[i] = "info"
            notes.add(
                f"column {h!r} is part of the rating calculation (Rp n w we w-we K rtg+/-): not checked",
                line,
                col,
                Severity.INFO,
            )


def _note_titles(lines: list[tuple[int, str]], first_line: int, notes: _Notes) -> None:
    """Note the lines above the header (titles), which are skipped."""
    skipped = [n for n, line in lines if n < first_line and line.strip()]
    if skipped:
        notes.add(
            f"lines {skipped[0]}-{skipped[-1]} above the header (titles) skipped",
            skipped[0],
            1,
            Severity.INFO,
        )


def _annotations(lines: list[tuple[int, str]], first_line: int) -> dict[int, tuple[str, int]]:
    """The annotation lines from the header on (``Tie Break1: …``): number -> (label, line); the first
    one of each number counts."""
    annotations: dict[int, tuple[str, int]] = {}
    for n, content in lines:
        m = ANNOTATION.match(content)
        if m and n >= first_line:
            annotations.setdefault(int(m.group(1)), (m.group(2), n))
    return annotations


_GUESSES = (
    "BH",
    "BH/C1",
    "BH/M1",
    "BH/C2",
    "SB",
    "DE",
    "WIN",
    "PS",
    "ARO",
    "BWG",
    "BPG",
    "KS",
    "TPR",
    "AOB",
    "WON",
    "SB/C1",
    "ARO/C1",
)
"""What an individual event's unnamed numbered column (``Wtg1`` with no annotation) is tried as: the
tie-breaks publishers print most."""
_TEAM_GUESSES = (
    "MPTS",
    "GPTS",
    "EDE",
    "BH:MP",
    "BH:GP",
    "EMGSB",
    "EGGSB",
    "EMMSB",
    "EGMSB",
    "BH:MP/C1",
    "BH:GP/C1",
    "SB:MP",
    "SB:GP",
    "WIN:MP",
)
"""The same for a team event's ranking."""


def _tiebreak_column(
    cell: _Cell,
    annotations: Mapping[int, tuple[str, int]],
    overrides: dict[str, str],
    team: bool,
    notes: _Notes,
) -> Column:
    """Map one tie-break heading to the codes it may name: by ``--map`` (taken out of ``overrides``),
    else by its annotation line (a numbered heading such as ``TB1``), else by the heading itself; a
    note says which (or that it names nothing we know, and is not checked)."""
    heading, line, col = cell
    key = _heading_key(heading)
    numbered = NUMBERED_TIEBREAK.match(heading.strip())
    annotation = annotations.get(int(numbered.group(1))) if numbered else None
    label, named_by, codes = "", "heading", codes_for(heading, team=team)
    if annotation is not None:
        label = annotation[0]
        codes, named_by = codes_for(label, team=team), "annotation"
    elif numbered and not codes:  # "Wtg1" without its annotation line: read by what its values agree with
        codes, named_by = (_TEAM_GUESSES if team else _GUESSES), "content"
    if key in overrides:
        code = overrides.pop(key)
        codes, named_by = ((code,) if code else ()), "--map"
        if not code:
            notes.add(
                f"column {heading!r}: not checked (--map {heading.strip()}=-)", line, col, Severity.INFO
            )
            return Column(heading, line, col, codes, label, named_by)
    if named_by == "content":
        notes.add(_READ_BY_VALUES(heading=repr(heading), key=heading.strip()), line, col, Severity.INFO)
        return Column(heading, line, col, codes, label, named_by)
    if not codes:
        what = (
            f"its annotation {label!r} names no tie-break we know"
            if label
            else "no annotation line names its tie-break"
            if numbered
            else "names no tie-break we know"
        )
        notes.add(NOT_CHECKED(heading=repr(heading), what=what, key=heading.strip()), line, col)
    elif named_by != "--map":
        notes.add(
            f"column {heading!r} read as {' or '.join(codes)}"
            + (
                f" (annotation line {annotation[1]}: {label!r})"
                if named_by == "annotation" and annotation is not None
                else ""
            ),
            line,
            col,
            Severity.INFO,
        )
    return Column(heading, line, col, codes, label, named_by)


def _tiebreak_columns(
    header: list[_Cell],
    kinds: list[str],
    annotations: Mapping[int, tuple[str, int]],
    overrides: dict[str, str],
    team: bool,
    notes: _Notes,
) -> tuple[list[Column], list[int]]:
    """Map the columns to criteria: every column that is not a rank, number, name, points or
    information is a tie-break (:func:`_tiebreak_column`); with where each stands.

    :raises SpecError: for a ``--map`` heading the table does not have.
    """
    columns: list[Column] = []
    positions: list[int] = []
    for i, cell in enumerate(header):
        if kinds[i] == "other":
            columns.append(_tiebreak_column(cell, annotations, overrides, team, notes))
            positions.append(i)
    for key in overrides:
        raise SpecError(_NO_SUCH_COLUMN(key=repr(key), columns=", ".join(h for h, _, _ in header if h)))
    return columns, positions


_DECLARED = re.compile(
    r"\b(?:Scheidingssystemen|Départages|Tie-?breaks?|Feinwertungen)\s*:\s*(?:<[^>]*>|&nbsp;|\s)*([^<\n]{3,200})",
    re.IGNORECASE,
)
"""A page's list of its tie-breaks in its heading table (SWAR's ``Scheidingssystemen: OR, #Win, SB, Koya``,
``Départages: B Cut1, Buch, S.B``)."""
_DECLARED_WORDS = ("scheidingssystemen", "départages", "tiebreak", "tie-break", "feinwertungen")


def _declarations(text: str, first: bool = True) -> list[re.Match[str]]:
    """The lists of tie-breaks (:data:`_DECLARED`) of the text's first MB (``first``: only the first
    found), or of the whole text; the text looked through for their words first (most pages give none:
    the pattern, tried at each character, costs a 2 MB page tens of milliseconds)."""
    end = (1 << 20) if first else len(text)
    lowered = text[:end].lower()
    if not any(w in lowered for w in _DECLARED_WORDS):
        return []
    if first:
        m = _DECLARED.search(text, 0, end)
        return [] if m is None else [m]
    return list(_DECLARED.finditer(text))


def _declared_key(heading: str) -> str:
    return re.sub(r"[\s.]", "", heading).casefold()


def declared_list(text: str, *, team: bool = False) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The page's own list of its tie-breaks (:data:`_DECLARED`), each item as written with the codes it
    may name, most likely first; empty when the page gives none, or an item names no tie-break we know.

    >>> declared_list("<td>Scheidingssystemen: </td><td>B Cut1, Buch, SB, OR, #Win</td>")
    (('B Cut1', ('BH/C1',)), ('Buch', ('BH',)), ('SB', ('SB',)), ('OR', ('DE',)), ('#Win', ('WIN', 'WON')))
    """
    found = _declarations(text)
    if not found:
        return ()
    m = found[0]
    items = [" ".join(item.split()) for item in unescape(m.group(1)).split(",") if item.strip()]
    listed = tuple((item, codes_for(item, team=team)) for item in items)
    return listed if len(listed) >= 2 and all(codes for _, codes in listed) else ()


def last_declaration(text: str) -> int | None:
    """The line (0-based) of the last list of tie-breaks the text gives (:data:`_DECLARED`), None when it
    gives none: a page of several sections gives each its own above its ranking."""
    found = _declarations(text, first=False)
    return text.count("\n", 0, found[-1].start()) if found else None


def _declared_order(text: str, columns: list[Column], notes: _Notes) -> list[Column]:
    """The columns, those the page's own list of tie-breaks (:data:`_DECLARED`) leaves out marked as
    values it does not rank by (SWAR prints a performance, ``Perf``, before the tie-breaks it names), with
    a note; as they are when the page gives no list, or one that names fewer than two of the columns."""
    found = _declarations(text)
    if not found:
        return columns
    m = found[0]

    key = _declared_key
    named = {key(item) for item in unescape(m.group(1)).split(",") if item.strip()}
    listed = [c for c in columns if key(c.heading) in named]
    if len(listed) < 2 or len(listed) == len(columns):
        return columns
    out = []
    for c in columns:
        if key(c.heading) not in named:
            notes.add(
                f"column {c.heading!r} is not in the page's tie-breaks ({' '.join(m.group(1).split())}): "
                "its values are checked, the ranking does not follow it",
                c.line,
                c.column,
                Severity.INFO,
            )
            c = replace(c, ranks=False)
        out.append(c)
    return out


_MANUAL = re.compile(r"manual|play-?off|tie-?break match|lots\b|los(?:entscheid)?\b", re.IGNORECASE)
"""A numbered tie-break's legend that names no computed criterion: a play-off's result put in by hand,
or lots drawn."""


def _legend_list(
    annotations: dict[int, tuple[str, int]], columns: list[Column], team: bool, notes: _Notes
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The list the legend of numbered tie-breaks declares (``Tie Break1: …`` lines, Swiss-Manager's) when
    the table prints only some of them (a crosstable with its ``TB3`` column only): each item as its
    column is headed (``TB2`` where none is printed) with the codes its legend names, the items put in by
    hand (a play-off) left out with a note; empty when every item is printed, or one names no tie-break
    we know."""
    if len(annotations) < 2:
        return ()
    headed = {}
    for c in columns:
        numbered = NUMBERED_TIEBREAK.match(c.heading.strip())
        if numbered is not None:
            headed[int(numbered.group(1))] = c.heading
    if all(n in headed for n in annotations):
        return ()
    items: list[tuple[str, tuple[str, ...]]] = []
    for n, (label, line) in sorted(annotations.items()):
        if _MANUAL.search(label):
            notes.add(
                f"tie-break {n} of the legend, {label!r}, is put in by hand: the ranking is checked "
                "without it",
                line,
                1,
                Severity.INFO,
            )
            continue
        codes = codes_for(label, team=team)
        if not codes:
            return ()
        items.append((headed.get(n, f"TB{n}"), codes))
    return tuple(items) if len(items) >= 2 else ()


def declared_ranking(published: Published, chosen: Sequence[str | None]) -> list[str] | None:
    """The list the page's own list of tie-breaks (:attr:`Published.declared`) makes: each item's code,
    the one its printed column was read as (``chosen``, one per column) where the page prints it, else
    the likeliest it names; None when the page gives no usable list, or it names only printed columns
    in their order (the columns are then the list)."""
    if not published.declared:
        return None
    columns = list(zip(published.columns, chosen, strict=True))
    printed = {_declared_key(c.heading): code for c, code in columns if code}
    codes = [printed.get(_declared_key(item)) or named[0] for item, named in published.declared]
    in_columns = [code for c, code in columns if code and c.ranks]
    return None if codes == in_columns else codes


def _shared_rank(cells: list[_Cell], layout: _Layout, above: PublishedRow | None) -> Value | None:
    """The rank of the row above, for a row that shares its place: chess-results leaves the rank out
    of such a row (a fixed-width table ranked in its first column; the row starts with no number, has
    at most one field fewer than the header, and its points stand where the header's do, counted from
    the end). None for any other row."""
    index, header = layout.index, layout.header
    from_end = len(header) - index["points"] if "points" in index else 0  # the points, from the end
    if (
        layout.blanks
        and index.get("rank") == 0
        and above is not None
        and above.rank is not None
        and from_end
        and not cells[0][0][:1].isdigit()
        and len(cells) >= len(header) - 1
        and published_number(cells[len(cells) - from_end][0]) is not None
    ):
        return above.rank
    return None


def _placed_by_headings(
    cells: list[_Cell], layout: _Layout, notes: _Notes, *, shared: bool = False
) -> list[_Cell]:
    """A fixed-width row read by position (a missing title, a name of several words): under the
    headings it lines up with, else, when a field is missing, under the nearest ones. The placement is
    kept (with a note) when it gives the row a rank or starting number (or, with ``shared``, an empty
    rank under a ranked row: a place shared with it) and, if the table has points, points that are a
    number; otherwise the fields' order reads the row (``cells`` unchanged)."""
    index, header = layout.index, layout.header
    placed = _by_position(cells, header, index["name"], aligned=True, spans=layout.spans)
    if placed is None and len(cells) < len(header):
        placed = _by_position(cells, header, index["name"], spans=layout.spans)
    if placed is None:
        return cells
    has_number = any(
        published_int(placed[index[k]][0]) is not None
        or (k == "rank" and published_place(placed[index[k]][0]) is not None)  # shared: 2-3
        for k in ("rank", "sno")
        if k in index
    )
    if (
        shared
        and "rank" in index
        and "sno" not in index
        and not placed[index["rank"]][0]
        and placed[index["name"]][0]
    ):
        has_number = True
    if has_number and ("points" not in index or published_number(placed[index["points"]][0]) is not None):
        notes.add("the fields of a row are read under the headings above them", cells[0][1], 1, Severity.INFO)
        return placed
    return cells


def _merged_name(cells: list[_Cell], layout: _Layout) -> list[_Cell]:
    """A fixed-width row with more fields than the header: the extra words belong to the name."""
    extra, k = len(cells) - len(layout.header), layout.index["name"]
    merged = (" ".join(t for t, _, _ in cells[k : k + extra + 1]), cells[k][1], cells[k][2])
    return [*cells[:k], merged, *cells[k + extra + 1 :]]


def _cell_at(cells: list[_Cell], i: int | None) -> _Cell | None:
    """The field at index ``i`` (None for a column the header does not have, or the row leaves out)."""
    return cells[i] if i is not None and i < len(cells) else None


def _value(cells: list[_Cell], i: int | None) -> Value | None:
    """The published value at index ``i`` (None when missing or empty)."""
    if i is None or i >= len(cells) or not cells[i][0]:
        return None
    return Value(*cells[i])


def _identity(
    cells: list[_Cell], layout: _Layout, people: Mapping[tuple[int, int], Mapping[str, str]]
) -> tuple[str, int | None, _Cell | None]:
    """A row's name, its starting number (its own field's, else the one a page's name cell links to)
    and its rank field."""
    index = layout.index
    name_cell = _cell_at(cells, index.get("name"))
    person = people.get(name_cell[1:], {}) if name_cell is not None else {}
    name = name_cell[0] if name_cell is not None else ""
    mark = name.rsplit(" ", 1)
    if len(mark) == 2 and mark[1] in WITHDRAWN_MARKS:  # Vega's '(W)' after a withdrawn player's name
        name = mark[0]
    sno_cell = _cell_at(cells, index.get("sno"))
    sno = published_int(sno_cell[0]) if sno_cell is not None else None
    if sno is None and person.get("sno"):
        sno = int(person["sno"])
    k = index.get("name")
    if sno is None and k and k <= len(cells) and not any(ch.isalpha() for ch in name):
        sno = published_int(cells[k - 1][0])  # the name lost (a page copied without its links): its number
        name = "" if sno is not None else name
    return name, sno, _cell_at(cells, index.get("rank"))


def _ignored(cells: list[_Cell]) -> str:
    """The note on a line that is not a row, quoting its start."""
    return f"line ignored (not a row of the table): {' '.join(t for t, _, _ in cells)[:40]!r}"


def _fits(text: str, kind: str) -> bool:
    """Whether a cell's text is what a column of ``kind`` holds: a place, a number, a name, a value."""
    t = clean(text).strip()
    if kind == "rank":
        return not t or published_place(t) is not None
    if kind in ("sno", "record"):
        return not t or published_int(t) is not None
    if kind == "name":
        return bool(t) and published_number(t) is None
    if kind == "points":
        return published_number(t) is not None
    if kind == "other":
        return not t or published_number(t) is not None or t in NO_VALUE
    return True


def _fitness(cells: Sequence[_Cell], kinds: Sequence[str]) -> tuple[int, int]:
    """How well a row's cells hold what their columns do: the cells that fit less the values that stand
    beyond the last heading (they would be lost), then how many of the fitting cells hold a value."""
    fits = [bool(t.strip()) for (t, _, _), kind in zip(cells, kinds, strict=False) if _fits(t, kind)]
    lost = sum(1 for t, _, _ in cells[len(kinds) :] if t.strip())
    return len(fits) - lost, sum(fits)


def _content_aligned(cells: list[_Cell], layout: _Layout, notes: _Notes) -> list[_Cell]:
    """A row of a table with separated cells (a page, CSV) that has more cells than the header: the
    empty cell(s) a page adds (a flag, an empty "Origin" cell under no heading, as Vega's team standings)
    are dropped where the rest then holds what each column holds (read by content, with a note); the
    row as it is when it fits as well.

    :raises ParseError: when several placements fit equally and read different values, or none fits:
        the row cannot be read without guessing.
    """
    extra = len(cells) - len(layout.header)
    empties = [i for i, c in enumerate(cells) if not c[0].strip()]
    if extra <= 0 or extra > len(empties) or extra > 2:
        return cells
    kinds = layout.kinds
    as_is = _fitness(cells, kinds)
    options = [
        [c for i, c in enumerate(cells) if i not in set(drop)]
        for drop in itertools.combinations(empties, extra)
    ]
    scored = [(_fitness(row, kinds), row) for row in options]
    best = max(score for score, _ in scored)
    if as_is >= best:
        return cells
    winners = {tuple(t for t, _, _ in row) for score, row in scored if score == best}
    line = cells[0][1]
    if len(winners) > 1 or best[0] < len(layout.header):
        raise ParseError(
            f"published table: this row has {len(cells)} cells where the header has "
            f"{len(layout.header)}, and its columns cannot be told apart by their content "
            "(empty cells that stand under no heading); give the table as CSV or TSV with one "
            "cell per heading",
            source=notes.source,
            line=line,
            column=1,
        )
    row = next(row for score, row in scored if score == best)
    notes.add(
        f"{len(cells)} cells under {len(layout.header)} headings: the empty cell(s) under no heading "
        "dropped, the rest read by content",
        line,
        1,
        Severity.INFO,
    )
    return row


_DIAGONAL = frozenset({"*", "**", "x", "X", "×"})


def _diagonal_aligned(cells: list[_Cell], layout: _Layout, notes: _Notes) -> list[_Cell]:
    """A round-robin grid's row that lost an empty cell before its grid (a page stored as text drops an
    empty rating cell): its own diagonal mark (``**``, ``×``) stands under the heading of its own
    number; when it stands further left and the row ends in as many empty cells, empty cells are put
    back before the grid's first column (with a note). Any other row as it is."""
    header = [t.strip().rstrip(".") for t, _, _ in layout.header]
    own = published_int(cells[0][0].strip().rstrip(".")) if cells else None
    if own is None or str(own) not in header or "1" not in header:
        return cells
    marks = [i for i, (t, _, _) in enumerate(cells) if t.strip() in _DIAGONAL]
    if len(marks) != 1:
        return cells
    gap = header.index(str(own)) - marks[0]
    first = header.index("1")
    if gap <= 0 or marks[0] < first - gap or any(t.strip() for t, _, _ in cells[len(cells) - gap :]):
        return cells
    line = cells[0][1]
    notes.add(
        f"row {own}: its diagonal mark stands {gap} column(s) left of column {own}: {gap} empty "
        f"cell(s) put back before column 1",
        line,
        1,
        Severity.INFO,
    )
    at = first - gap
    return [*cells[:at], *[("", line, cells[at][2])] * gap, *cells[at : len(cells) - gap]]


def _fields(
    cells: list[_Cell], layout: _Layout, above: PublishedRow | None, notes: _Notes
) -> tuple[list[_Cell], Value | None]:
    """A row's fields, one per heading as far as the table allows, and the rank it shares with the row
    above (:func:`_shared_rank`): a fixed-width row is placed by position (:func:`_placed_by_headings`)
    and its extra words joined to the name (:func:`_merged_name`)."""
    line = cells[0][1]
    shared_rank = _shared_rank(cells, layout, above)
    if shared_rank is not None:
        cells = [("", line, cells[0][2]), *cells]
    elif layout.blanks and "name" in layout.index and not _in_order_already(cells, layout):
        # a fixed-width table is read by position (a missing title, a name of several words);
        # one whose columns do not line up by the fields' order, position only when one is missing
        ranked_above = above.rank if above is not None else None
        placed = _placed_by_headings(cells, layout, notes, shared=ranked_above is not None)
        if placed is not cells and not _all_hold(placed, layout.kinds):
            placed = _in_order(cells, layout, notes, placed)
        rank_at = layout.index.get("rank")
        if (
            placed is not cells
            and ranked_above is not None
            and rank_at is not None
            and not placed[rank_at][0]
        ):
            shared_rank = ranked_above  # a place shared with the row above, left empty (SwissPerfect: 2-3)
        cells = placed
    elif not layout.blanks:
        cells = _content_aligned(_diagonal_aligned(cells, layout, notes), layout, notes)
    if layout.blanks and len(cells) > len(layout.header) and "name" in layout.index:
        cells = _merged_name(cells, layout)
    return cells, shared_rank


def _in_order_already(cells: list[_Cell], layout: _Layout) -> bool:
    """Whether a row of a table with blanks between its fields is read by its fields' order, not by
    their positions: one blank between each two (a page's text, its columns not lined up), as many
    fields as headings, each holding what its column holds (a league table's ``03. Warszawa 11 7 2 2
    38,0:28,0 16:6``, whose fields stand left of its header's words)."""
    single = all(b[2] == a[2] + len(a[0]) + 1 for a, b in itertools.pairwise(cells))
    return single and len(cells) == len(layout.header) and _all_hold(cells, layout.kinds)


def _not_a_number(cell: _Cell | None) -> bool:
    """True for a field that holds text and no number (nor a place such as ``25-26``)."""
    return cell is not None and bool(cell[0]) and published_place(cell[0]) is None


def _row(
    cells: list[_Cell],
    line: int,
    name: str,
    sno: int | None,
    ranked: bool,
    shared_rank: Value | None,
    layout: _Layout,
    notes: _Notes,
) -> PublishedRow:
    """The published row from its fields: its rank (none when ``ranked`` is false; the row above's when
    it shares that place, with a note), points, tie-break values and, for a team, match record."""
    index = layout.index
    matches = (
        tuple((h, v) for i, h, _, _ in layout.record if (v := _value(cells, i)) is not None)
        if layout.team
        else ()
    )
    rank = _value(cells, index.get("rank")) if ranked else None
    if shared_rank is not None:
        notes.add(
            f"{name}: no rank, read as sharing the place of the row above (rank {shared_rank.text})",
            line,
            1,
            Severity.INFO,
        )
        rank = Value(shared_rank.text, line, 1)
    return PublishedRow(
        line,
        name,
        sno,
        rank,
        _value(cells, index.get("points")),
        tuple(_value(cells, i) for i in layout.positions),
        matches,
    )


def _all_hold(cells: Sequence[_Cell], kinds: Sequence[str]) -> bool:
    return len(cells) == len(kinds) and all(
        _holds(t, kind) for (t, _, _), kind in zip(cells, kinds, strict=True)
    )


def _in_order(cells: list[_Cell], layout: _Layout, notes: _Notes, placed: list[_Cell]) -> list[_Cell]:
    """A row a fixed-width table places by position where the position puts a field under a column that
    does not hold it (a total under a round, in a page's text whose columns do not line up): the fields
    in their order when each then holds what its column holds (or, one or two fields short, placed so:
    :func:`_short_row_aligned`; as they are when they cannot be, so that a footer is still set aside
    and a row refused); ``placed`` when the fields are as many as the headings and do not hold so
    either."""
    if len(cells) == len(layout.header):
        return cells if _all_hold(cells, layout.kinds) else placed
    if len(cells) > len(layout.header):
        return placed
    try:
        return _short_row_aligned(cells, layout, notes)
    except ParseError:  # a line that is no row (a footer), or a row read later and refused there
        return cells


def _holds(text: str, kind: str) -> bool:
    """:func:`_fits`, stricter where a row's fields are placed by what they hold alone: a name has a
    letter and does not end in a number of three digits or more, a rating is empty or a number of up
    to four digits, a round's cell is no total (``2.0``), points are a number."""
    t = clean(text).strip()
    if kind == "name":  # a name that ends in a rating (Mann 1980) took the rating column's field
        last = t.rsplit(" ", 1)[-1]
        return any(ch.isalpha() for ch in t) and not (" " in t and last.isdecimal() and len(last) >= 3)
    if kind == "rating":
        return not t or (t.isdecimal() and len(t) <= 4)
    if kind == "round":
        return not (published_number(t) is not None and any(sep in t for sep in ".,"))
    return _fits(t, kind)


def _short_row_aligned(cells: list[_Cell], layout: _Layout, notes: _Notes) -> list[_Cell]:
    """A row of a text table with blanks between its fields that has one or two fields fewer than the
    header, its columns not lined up (a page's text with one blank between fields, where an empty
    rating leaves no trace: ``1. Richter 2300 12s1 7w1 … 5.0 16.0 16.00`` under ``Nr. Teilnehmer ELO
    NWZ 1 … Punkte Buchh SoBerg``): the missing fields are placed where every field then holds what its
    column holds, with a note, when every such placement reads the same rank, name, points and tie-break
    values (the missing field is one whose value is not compared, such as a rating).

    :raises ParseError: when no placement fits, or two read different values: the row cannot be read
        without guessing.
    """
    header, line = layout.header, cells[0][1]
    missing = len(header) - len(cells)
    compared = sorted(
        {i for k, i in layout.index.items() if k in ("rank", "sno", "name", "points")}
        | set(layout.positions)
        | {i for i, _, _, _ in layout.record}
    )
    read: set[tuple[str, ...]] = set()
    placed: list[_Cell] | None = None
    for empty in itertools.combinations(range(len(header)), missing) if missing <= 2 else ():
        rest = iter(cells)
        row = [("", line, 1) if i in empty else next(rest) for i in range(len(header))]
        if _all_hold(row, layout.kinds):
            read.add(tuple(row[i][0] for i in compared))
            placed = row
    if placed is None or len(read) != 1:
        raise ParseError(
            f"published table: {len(cells)} fields where the header has {len(header)} "
            "(separate the columns with tabs or ';' when a field may be empty)",
            source=notes.source,
            line=line,
            column=1,
        )
    notes.add(
        f"{len(cells)} fields under {len(header)} headings: the missing field(s) are columns whose values "
        "are not compared (every placement that fits reads the same rank, points and tie-break values)",
        line,
        1,
        Severity.INFO,
    )
    return placed


def _read_row(
    cells: list[_Cell],
    layout: _Layout,
    people: Mapping[tuple[int, int], Mapping[str, str]],
    above: PublishedRow | None,
    notes: _Notes,
) -> PublishedRow | None:
    """Read one row's rank, number, name, points and values; None (with a note) for a line that is not
    a row: empty, an annotation, text without a name or number around the table (a footer, a note).

    :raises ParseError: for a fixed-width row with fewer fields than the header.
    """
    if not cells or not any(t for t, _, _ in cells):
        return None
    line = cells[0][1]
    if ANNOTATION.match(" ".join(t for t, _, _ in cells)):
        return None
    cells, shared_rank = _fields(cells, layout, above, notes)
    name, sno, rank_cell = _identity(cells, layout, people)
    if sno is None and (
        not name or _not_a_number(rank_cell) or _not_a_number(_cell_at(cells, layout.index.get("sno")))
    ):  # no number, or words where the number stands: a line around the table ('Ausgewertet mit …')
        notes.add(_ignored(cells), line, 1, Severity.INFO)
        return None
    if rank_cell is not None and _not_a_number(rank_cell):
        notes.add(
            f"{name or sno}: rank {rank_cell[0]!r} is not a number; the rank is not checked",
            rank_cell[1],
            rank_cell[2],
        )
        rank_cell = None
    if layout.blanks and len(cells) < len(layout.header):
        cells = _short_row_aligned(cells, layout, notes)
        name, sno, _ = _identity(cells, layout, people)  # as the fields now stand (every one fits)
    return _row(cells, line, name, sno, rank_cell is not None, shared_rank, layout, notes)


def _title_heading_put_back(grid: list[list[_Cell]], notes: _Notes) -> list[list[_Cell]]:
    """The grid with the title column's empty heading put back where a copy lost it, its empty last
    heading dropped (:func:`tiebreak.readers.tables.lost_title_heading`), with a note; as it is otherwise."""
    header = grid[0]
    at = lost_title_heading([h for h, _, _ in header], [[t for t, _, _ in row] for row in grid[1:]])
    if at is None:
        return grid
    notes.add(
        f"the header ends in an empty heading and the column under {header[at][0]!r} holds titles: the "
        "title column's empty heading was lost, so each heading from there is read over the column after it",
        header[at][1],
        header[at][2],
        Severity.INFO,
    )
    return [[*header[:at], ("", header[at][1], header[at][2]), *header[at:-1]], *grid[1:]]


def _without_empty_headings(grid: list[list[_Cell]], blanks: bool, notes: _Notes) -> list[_Cell]:
    """The header, without its empty headings when the rows leave those cells out (a page whose header
    has a cell for a column its rows do not have shifts every value after it): a table with separated
    cells whose rows mostly have as many cells as the header has headings that are not empty."""
    header = grid[0]
    named = [c for c in header if c[0].strip()]
    if blanks or len(named) == len(header):
        return header
    sizes = [len(row) for row in grid[1:] if any(t for t, _, _ in row)]
    if sizes and sum(1 for n in sizes if n == len(named)) * 2 > len(sizes):
        notes.add(
            f"the header has {len(header) - len(named)} empty heading(s) the rows have no cell for: left out",
            header[0][1],
            1,
            Severity.INFO,
        )
        return named
    return header


# -- a grid with the players' names as column heads (an organiser's own workbook) ---------------------------
@dataclass(frozen=True)
class _NameGrid:
    """A standings grid whose header row names the players (its first cell empty) and whose rows start
    with the same names: each row's cells under the names are its games against them, the columns after
    the grid the place, points and tie-breaks."""

    header: list[_Cell]
    rows: list[list[_Cell]]
    width: int
    """The grid's columns are 1 … ``width``."""
    beyond: list[_Cell]
    """Headings past the standings' columns (after three or more empty headings: a sheet's scratch
    cells), left out."""


_GAP = 3
"""Empty headings in a row that end a standings grid's columns (its spacer columns are single)."""


def _name_grid(text: str) -> _NameGrid | None:
    """The first grid of a delimited text (tabs or ``;``) whose header row starts with an empty cell and
    then names at least three of the rows below it (the rows up to the first whose first cell is empty),
    at least three quarters of them, and has a heading after the names; None when there is none."""
    lines = clean(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for n, line in enumerate(lines):
        delimiter = "\t" if "\t" in line else ";" if ";" in line else None
        if delimiter is None or line.split(delimiter, 1)[0].strip():
            continue
        header = _split(line, n + 1, delimiter)
        rows: list[list[_Cell]] = []
        for k, rest in enumerate(lines[n + 1 :], start=n + 2):
            row = _split(rest, k, delimiter) if rest.strip() else []
            if not row or not row[0][0]:
                break  # the grid ends at an empty line or a row without a name (a line of sums)
            rows.append(row)
        names = [r[0][0] for r in rows]
        width = 0
        while width + 1 < len(header) and header[width + 1][0] in names:
            width += 1
        if (
            width >= 3
            and len(set(names)) == len(names)
            and 4 * width >= 3 * len(names)
            and any(t for t, _, _ in header[width + 1 :])
        ):
            end = next(
                (j for j in range(width + 1, len(header)) if not any(t for t, _, _ in header[j : j + _GAP])),
                len(header),
            )
            return _NameGrid(header[:end], rows, width, [c for c in header[end:] if c[0]])
    return None


def _grid_number(row: list[_Cell], j: int) -> Fraction | None:
    got = published_number(row[j][0]) if j < len(row) else None
    return got[0] if got is not None else None


def _grid_columns(
    grid: _NameGrid,
    lines: list[tuple[int, str]],
    overrides: dict[str, str],
    notes: _Notes,
) -> tuple[dict[str, int], list[Column], list[int]]:
    """Where the place and the points stand, and the tie-break columns after the grid, told by what
    they hold as the grid shows it: a column whose every value is its row's sum of the grid's cells is
    the points (whatever its heading: such a workbook's ``SB``, "sum of points"), one whose every value
    is the sum of the row's opponents' points is a Buchholz (the sheet's own, every opponent in the
    grid counted, a bye's pseudo-player too), one whose value on most rows is that Buchholz plus the
    row's own points (a template's "SBP") no criterion of C.07 (not checked, with a note naming it and
    the rows it does not fit), one that sums the opponents' values of such a column, or sums them and
    adds the row's own, no criterion of C.07 either (not checked); every other column by its heading."""
    header, width = grid.header, grid.width
    named = {r[0][0]: r for r in grid.rows}
    played = {
        name: [header[j][0] for j in range(1, width + 1) if _grid_number(row, j) is not None]
        for name, row in named.items()
    }
    totals = {
        name: sum((v for j in range(1, width + 1) if (v := _grid_number(row, j)) is not None), Fraction(0))
        for name, row in named.items()
    }

    def values(j: int) -> dict[str, Fraction] | None:
        got = {name: _grid_number(row, j) for name, row in named.items()}
        return (
            None if any(v is None for v in got.values()) else {k: v for k, v in got.items() if v is not None}
        )

    def opponents_sum(of: Mapping[str, Fraction]) -> dict[str, Fraction]:
        return {name: sum((of.get(o, Fraction(0)) for o in played[name]), Fraction(0)) for name in named}

    marked = {  # the names whose cell in the row is filled, a game or a mark ('X': itself, a pair kept apart)
        name: [header[j][0] for j in range(1, width + 1) if j < len(row) and row[j][0].strip()]
        for name, row in named.items()
    }

    index: dict[str, int] = {"name": 0}
    columns: list[Column] = []
    positions: list[int] = []
    buchholz: list[tuple[str, dict[str, Fraction]]] = []
    """The columns whose opponents' sums a later column may be: the Buchholz ones and those that add the
    row's own points to it."""
    for j in range(width + 1, len(header)):
        heading, line, col = header[j]
        kind = _kind(heading)
        if kind in ("rank", "sno", "points") and kind not in index:
            index[kind] = j
            continue
        if kind != "other" or not heading:
            continue
        got = values(j) if _heading_key(heading) not in overrides else None
        if got is not None and "points" not in index and got == totals:
            index["points"] = j
            notes.add(
                f"column {heading!r}: every value is its row's sum of the grid's cells, read as the "
                "points" + (f" (not as {' or '.join(codes_for(heading))})" if codes_for(heading) else ""),
                line,
                col,
                Severity.INFO,
            )
            continue
        if got is not None and "points" in index and got == opponents_sum(totals):
            buchholz.append((heading, got))
            notes.add(
                f"column {heading!r}: every value is the sum of the points of the row's opponents in "
                "the grid (every name a row has a game against, a bye's pseudo-player too), read as BH",
                line,
                col,
                Severity.INFO,
            )
            columns.append(Column(heading, line, col, ("BH",), "sum of the opponents' points", "grid"))
            positions.append(j)
            continue
        summed = next((h for h, of in buchholz if got is not None and got == opponents_sum(of)), None)
        if summed is not None:
            notes.add(
                NOT_CHECKED(
                    heading=repr(heading),
                    what=f"every value is the sum of the row's opponents' {summed!r}: no criterion of C.07",
                    key=heading.strip(),
                ),
                line,
                col,
            )
            columns.append(Column(heading, line, col, (), f"sum of the opponents' {summed}", "grid"))
            positions.append(j)
            continue
        plus = next(
            (
                (h, what)
                for h, of in ([("points", totals)] if "points" in index else []) + buchholz
                if (what := _plus_own(got, of, opponents_sum(of), marked, h)) is not None
            ),
            None,
        )
        if got is not None and plus is not None:
            buchholz.append((heading, got))
            notes.add(NOT_CHECKED(heading=repr(heading), what=plus[1], key=heading.strip()), line, col)
            label = f"the opponents' {plus[0]} plus the row's own"
            columns.append(Column(heading, line, col, (), label, "grid"))
            positions.append(j)
            continue
        columns.append(
            _tiebreak_column(header[j], _annotations(lines, header[0][1]), overrides, False, notes)
        )
        positions.append(j)
    return index, columns, positions


def _plus_own(
    got: Mapping[str, Fraction] | None,
    of: Mapping[str, Fraction],
    summed: Mapping[str, Fraction],
    marked: Mapping[str, list[str]],
    heading: str,
) -> str | None:
    """What a grid column is when its value is, row by row, the sum of the row's opponents' ``of``
    (``summed``) plus the row's own (an organiser's template that sums ``of`` over every filled cell of
    the row, its own diagonal 'X' too): the words for a note; None when that fits fewer than three
    quarters of the rows and some row fits neither it nor the sum over the row's filled cells (a cell
    marked 'X' off the diagonal, a pair kept apart, counted as an opponent), named in the note."""
    if got is None:
        return None
    by_marks: list[str] = []
    neither: list[str] = []
    for name, v in got.items():
        if v == summed[name] + of.get(name, Fraction(0)):
            continue
        extra = [o for o in marked[name] if o != name and summed.get(o) is not None]
        counted = sum((of.get(o, Fraction(0)) for o in marked[name]), Fraction(0))
        if v == counted and extra:
            by_marks.append(name)
        else:
            neither.append(name)
    fit = len(got) - len(by_marks) - len(neither)
    if 2 * fit <= len(got) or (neither and 4 * fit < 3 * len(got)):
        return None
    words = "points" if heading == "points" else repr(heading)
    what = (
        f"every value is the sum of the row's opponents' {words} by the grid (a bye's pseudo-player too) "
        f"plus its own {words}"
    )
    if by_marks or neither:
        what = what.replace("every value", f"the value of {fit} of {len(got)} rows")
    if by_marks:
        what += (
            f"; on {len(by_marks)} more the sum over every filled cell of the row, its own and a player's "
            f"marked 'X' (a pair kept apart) too ({', '.join(by_marks)})"
        )
    if neither:
        shown = ", ".join(
            f"{name} {format_value(got[name])} (by the grid "
            f"{format_value(summed[name] + of.get(name, Fraction(0)))})"
            for name in neither
        )
        what += f"; not so for {shown}"
    return what + ": no criterion of C.07"


def _read_name_grid(
    grid: _NameGrid, lines: list[tuple[int, str]], overrides: dict[str, str], notes: _Notes
) -> Published:
    """The ranking a grid with the names as column heads publishes (:func:`_name_grid`): a row per name
    (a bye's pseudo-player, ``Непар``, left out with a note), its place, points and tie-breaks
    (:func:`_grid_columns`).

    :raises SpecError: for a ``--map`` heading the table does not have.
    """
    header = grid.header
    notes.add(
        f"a grid with the players as column heads (columns 2-{grid.width + 1}): each row's cells are its "
        "games against them; the columns after it read by what they hold",
        header[0][1],
        1,
        Severity.INFO,
    )
    if grid.beyond:
        first = grid.beyond[0]
        notes.add(
            f"{len(grid.beyond)} heading(s) after {_GAP} or more empty columns left out (not the "
            f"standings' columns: a sheet's scratch cells), from {first[0]!r}",
            first[1],
            first[2],
            Severity.INFO,
        )
    index, columns, positions = _grid_columns(grid, lines, overrides, notes)
    for key in overrides:
        raise SpecError(_NO_SUCH_COLUMN(key=repr(key), columns=", ".join(h for h, _, _ in header if h)))
    rows: list[PublishedRow] = []
    for cells in grid.rows:
        name, line = cells[0][0], cells[0][1]
        if clean(name).strip().lower() in BYE_WORDS:
            notes.add(
                f"row {name!r}: the bye's pseudo-player, not a competitor: left out", line, 1, Severity.INFO
            )
            continue
        rank = _value(cells, index.get("rank"))
        if rank is not None and published_place(rank.text) is None:
            notes.add(
                f"{name}: rank {rank.text!r} is not a number; the rank is not checked", rank.line, rank.column
            )
            rank = None
        sno_cell = _cell_at(cells, index.get("sno"))
        sno = published_int(sno_cell[0]) if sno_cell is not None else None
        values = tuple(_value(cells, j) for j in positions)
        rows.append(PublishedRow(line, name, sno, rank, _value(cells, index.get("points")), values))
    return Published(tuple(columns), tuple(rows), tuple(notes.items), notes.source, False)


def read_published(
    text: str,
    *,
    source: str | None = None,
    mapping: Mapping[str, str] | None = None,
    team: bool | None = None,
) -> Published:
    """Read a published ranking (text, CSV/TSV, chess-results export, HTML page).

    ``mapping`` (heading -> code, from ``--map``) overrides what a heading or annotation names.
    ``team``: whether the rows are teams (a team event's ranking); None: when the table has a ``Team``
    column and no player's name column. The headings and annotations of a team ranking name team
    tie-breaks (``Matchpoints`` is MPTS, ``points (game-points)`` GPTS, a Buchholz may be on either
    score); its match record (``Games + = -``) is checked too (players' games and results are not).

    The steps: find the heading row (:func:`_grid`), map the columns to kinds and the tie-break
    columns to criteria (:func:`_header_kinds`, :func:`_tiebreak_columns`), then read each row
    (:func:`_read_row`).

    :raises ParseError: for a table without a header, rows that contradict the header, a row without
        a player, or a number longer than any field holds.
    :raises SpecError: for a bad code in ``mapping``.
    """
    check_numbers(text, source)
    joined = None if looks_like_html(text) else join_cell_lines(text, source)
    if joined is None and team is not False:
        headed = _ranking_in_headings(text, source, mapping)
        if headed is not None:
            return headed
    if joined is None:
        return _read_published(text, source, mapping, team)
    try:  # a table a browser copied with its cells over several lines: read joined, at the input's lines
        got = _read_published(joined.text, source, mapping, team)
    except ParseError as exc:
        raise joined.error(exc) from None
    return replace(
        got,
        rows=tuple(replace(r, line=joined.locate(r.line, None)[0] or r.line) for r in got.rows),
        diagnostics=tuple(joined.diagnostic(d) for d in got.diagnostics),
    )


_TEAM_HEADING = re.compile(
    r"<t[dh]\b[^>]*\bcolspan\b[^>]*>(?:\s|&nbsp;)*(\d{1,3})\.(?:\s|&nbsp;)+([^<()]+?)\s*\(([^()<]*:[^()<]*)\)\s*</t[dh]>",
    re.IGNORECASE,
)
"""A heading row over a team's line-up that gives the team's place and values: ``<td colspan="14">1. Völs &
Hak Ibk (EloDS:1698, Wtg1: 2 / Wtg2: 3)</td>`` (chess-results' "Team composition with round results")."""
_HEADING_END = re.compile(r"\)\s*</t[dh]\s*>", re.IGNORECASE)
"""How a :data:`_TEAM_HEADING` ends (looked for first: a literal, found in linear time)."""
_TEAM_HEADING_LINE = re.compile(
    r"(?m)^[ \t\u00a0]*(\d{1,3})\.[ \t\u00a0]+([^\t()\n]+?)[ \t]*\(([^()\n]*:[^()\n]*)\)[ \t]*\r?$"
)
"""The same heading as a line of text (the page copied from a browser: ``  1. Völs & Hak Ibk (EloDS:1698,
Wtg1: 2 / Wtg2: 3)``)."""


_NUMBER = re.compile(r"-?\d+(?:[.,]\d+)?|-?\d*½")


def _ranking_in_headings(
    text: str, source: str | None, mapping: Mapping[str, str] | None
) -> Published | None:
    """A team ranking written in the heading rows over the teams' line-ups (:data:`_TEAM_HEADING`): the
    places, the teams and the values each heading names (``Wtg1: 2``), read as the table they make, each
    row at its heading's line; None when a page has fewer than two such headings, or no value that every
    one gives as a number."""
    html_page = looks_like_html(text)
    if html_page and _HEADING_END.search(text) is None:  # no cell ends in ")": none to look for
        return None
    found = []
    for m in (_TEAM_HEADING if html_page else _TEAM_HEADING_LINE).finditer(text):
        pairs = [p.split(":", 1) for p in re.split(r"[,/]", html.unescape(m.group(3))) if ":" in p]
        values = {k.strip(): v.strip() for k, v in pairs if k.strip() and v.strip()}
        line = text.count("\n", 0, m.start()) + 1
        found.append((line, m.group(1), " ".join(html.unescape(m.group(2)).split()), values))
    keys = [  # the values every heading gives as a number (not a team's captain, which one may lack)
        k for k in (found[0][3] if found else {}) if all(_NUMBER.fullmatch(v.get(k, "")) for *_, v in found)
    ]
    if len(found) < 2 or not keys:
        return None
    rows = ["\t".join(["Rk.", "Team", *keys])]
    rows += ["\t".join([place, team, *(values[k] for k in keys)]) for _, place, team, values in found]
    got = _read_published("\n".join(rows) + "\n", source, mapping, True)
    at = {k: line for k, (line, *_) in enumerate(found, start=2)}
    note = Diagnostic(
        Severity.INFO,
        f"the team ranking read from the {len(found)} headings over the teams' line-ups "
        f"({found[0][1]}. {found[0][2]} …): places, teams and {', '.join(keys)}",
        source,
        found[0][0],
        1,
    )
    at[1] = found[0][0]  # the headings' names and values: said at the first heading

    def moved(v: Value | None) -> Value | None:  # from the table made to the heading it came from
        return None if v is None else Value(v.text, at.get(v.line, v.line), 1)

    return replace(
        got,
        columns=tuple(replace(c, line=found[0][0], column=1) for c in got.columns),
        rows=tuple(
            replace(
                r,
                line=at.get(r.line, r.line),
                rank=moved(r.rank),
                points=moved(r.points),
                values=tuple(moved(v) for v in r.values),
            )
            for r in got.rows
        ),
        diagnostics=(
            note,
            *(replace(d, line=at.get(d.line, d.line), column=None) if d.line else d for d in got.diagnostics),
        ),
    )


def _read_published(
    text: str, source: str | None, mapping: Mapping[str, str] | None, team: bool | None
) -> Published:
    notes = _Notes(source)
    overrides = parse_mapping(mapping or {})
    text, recoded = as_written(text, source)
    if recoded is not None:
        notes.items.append(recoded)
    named = None if looks_like_html(text) or team else _name_grid(text)
    if named is not None:
        lines = list(enumerate(clean(text).replace("\r\n", "\n").replace("\r", "\n").split("\n"), start=1))
        return _read_name_grid(named, lines, overrides, notes)
    grid, lines, people, blanks = _grid(text, source, notes.items, team)
    if not grid:
        raise ParseError(
            "published table: no header line found (expected headings such as Rk., SNo, Name, "
            "Team, Pts., TB1 or BH)",
            source=source,
            line=1,
            column=1,
        )
    grid = _title_heading_put_back(grid, notes)
    header = _without_empty_headings(grid, blanks, notes)
    _no_pairing_list(header, source)
    kinds, team = _header_kinds(header, team)
    for k in sorted(games_columns([h for h, _, _ in header])):
        notes.add(
            f"column {header[k][0]!r} after the rounds counts the games (or matches) played: not the rank, "
            "not checked",
            *header[k][1:],
            Severity.INFO,
        )
    if team:
        _rank_by_content(header, kinds, grid[1:], notes)
    else:
        _rank_by_points_order(header, kinds, grid[1:], notes)
    _rank_among_numbers(header, kinds, grid[1:], notes)
    record = _record_columns(header, kinds, team, notes)
    _rating_block(header, kinds, notes)
    first_line = header[0][1]
    _note_titles(lines, first_line, notes)
    columns, positions = _tiebreak_columns(
        header, kinds, _annotations(lines, first_line), overrides, team, notes
    )
    columns = _declared_order(text, columns, notes)
    index: dict[str, int] = {
        kind: kinds.index(kind) for kind in ("rank", "sno", "name", "points") if kind in kinds
    }
    layout = _Layout(header, kinds, index, record, positions, team, blanks)
    rows: list[PublishedRow] = []
    for cells in grid[1:]:
        row = _read_row(cells, layout, people, rows[-1] if rows else None, notes)
        if row is not None:
            rows.append(row)
    if not rows:
        raise ParseError("published table: a header but no rows", source=source, line=first_line, column=1)
    if "rank" in index:
        rows = _tied_groups_placed(rows, notes)
    rows = _numbered(rows, notes, team)
    declared = declared_list(text, team=team) or _legend_list(
        _annotations(lines, first_line), columns, team, notes
    )
    return Published(tuple(columns), tuple(rows), tuple(notes.items), source, team, declared)


def _tied_groups_placed(rows: list[PublishedRow], notes: _Notes) -> list[PublishedRow]:
    """The rows with the place a tied group's first row prints (``2-4``) given to the group's other rows,
    printed without one (SwissSys's standings: ``2-4`` on the first of three rows, the others empty), as
    many as the range holds; with a note. The rows as they are where no range is followed by rows
    without a place."""
    out: list[PublishedRow] = []
    group: tuple[Value, int] | None = None  # the range's cell and how many rows it may still place
    named: list[str] = []
    first = ""
    for row in rows:
        if row.rank is not None:
            place = published_place(row.rank.text)
            group = (row.rank, place[1] - place[0]) if place is not None and place[1] > place[0] else None
        elif group is not None and group[1] > 0:
            row = replace(row, rank=Value(group[0].text, row.line, group[0].column))
            group = (group[0], group[1] - 1)
            named.append(row.name)
            first = first or group[0].text
        else:
            group = None
        out.append(row)
    if named:
        notes.add(
            f"{len(named)} row(s) without a place under a row whose place is a range ({first!r} …) are "
            f"read as sharing it, as many as the range holds (a tied group's place printed once: "
            f"{', '.join(named[:3])}{' …' if len(named) > 3 else ''})",
            out[0].line,
            1,
            Severity.INFO,
        )
    return out


def _no_pairing_list(header: list[_Cell], source: str | None) -> None:
    """:raises ParseError: for a header naming the players or teams twice (``No. | Team | Team | Res.``,
    chess-results' ``Name … Result … Name``): a pairing list, each row two sides and their result, whose
    match or board numbers would read as ranks and its first sides as the ranked."""
    first = _two_sides(header)
    if first is not None:
        raise ParseError(
            f"published table: the table under this header names {first[0].strip()!r} twice, two sides "
            "on each row: a pairing list, not a ranking (give the ranking: the final standings or "
            "the crosstable)",
            source=source,
            line=first[1],
            column=first[2],
        )


def _numbered(rows: list[PublishedRow], notes: _Notes, team: bool = False) -> list[PublishedRow]:
    """The rows, their names without the starting number (and title) a name cell writes before every
    name (Vega's standings: ``5 Hogan,Steven``), that number read as the row's starting number where it
    gives none (a note); the rows unchanged when not every name starts with its own number. A number
    that is every row's rank is taken off the name but not read as a starting number. A team ranking's
    numbers beyond its rows are part of its teams' names (a Belgian league's club numbers: ``201 CRE
    Bruxelles 1``)."""
    split = numbered_names([r.name for r in rows])
    if split is None or (team and max(n for n, _, _ in split) > len(rows)):
        return rows
    ranks = [published_int(r.rank.text) if r.rank is not None else None for r in rows]
    as_sno = [n for n, _, _ in split] != ranks
    notes.add(
        f"every name starts with a number ({rows[0].name!r}): read as "
        + ("the starting number, before the name" if as_sno else "the rank again, before the name"),
        rows[0].line,
        1,
        Severity.INFO,
    )
    return [
        replace(r, name=name, sno=r.sno if r.sno is not None or not as_sno else number)
        for r, (number, _title, name) in zip(rows, split, strict=True)
    ]


def placeholder_ranking(t: Tournament) -> bool:
    """Whether an event file's own totals and ranks are placeholders, not a ranking: every total 0 while
    the results give points, and every rank given its player's starting number (a TRF written before the
    event was ranked, or by a program that leaves those columns so)."""
    declared = [p.declared_points for p in t.players if p.declared_points is not None]
    if not declared or any(declared) or len(declared) != len(t.players):
        return False
    if any(p.declared_rank not in (None, p.sno) for p in t.players):
        return False
    return any(t.scoring.points(e.result.point_class) for p in t.players for e in p.rounds)


def rating_order_ranks(t: Tournament) -> bool:
    """Whether an event file's ranks are its players' rating order, not a ranking: every player ranked,
    the ratings never rising down the ranks (an unrated player counts 0), at least two ratings, and a
    player ranked below one with fewer points of the file's own (a club's rating report that writes the
    rating order, its unrated players all last, in TRF columns 86-89)."""
    if len(t.players) < 3 or any(not p.declared_rank or p.declared_points is None for p in t.players):
        return False
    order = sorted(t.players, key=lambda p: p.declared_rank or 0)
    ratings = [p.rating or 0 for p in order]
    points = [p.declared_points or Fraction(0) for p in order]
    return (
        len(set(ratings)) > 1
        and all(a >= b for a, b in itertools.pairwise(ratings))
        and any(a < b for a, b in itertools.pairwise(points))
    )


def unordered_ranks(t: Tournament) -> int:
    """How often the points rise down a file's ranks, when they rise so often that the ranks are no
    ranking (an ICU Krause report that writes some other order in columns 86-89: its only player on 6
    points ranked 63rd): more than a tenth of the steps between two ranked players, three at least; 0
    otherwise (a misprint or two in a real ranking, whose points never rise down the ranks)."""
    ranked = sorted(
        (p for p in t.players if p.declared_rank and p.declared_points is not None),
        key=lambda p: p.declared_rank or 0,
    )
    rises = sum(
        1 for a, b in itertools.pairwise(ranked) if (a.declared_points or 0) < (b.declared_points or 0)
    )
    return rises if rises >= 3 and 10 * rises > len(ranked) - 1 else 0


def published_from_event(t: Tournament) -> Published:
    """The ranks and point totals an event file publishes itself (TRF columns 86-89 and 81-84, a
    crosstable's or an export's totals column), as a published table. A team event ranks its teams: its
    players' ranks and totals are not its standings, so it publishes none here; nor does a file whose
    totals and ranks are placeholders (:func:`placeholder_ranking`). Ranks that are the rating order
    (:func:`rating_order_ranks`) or no order of the points (:func:`unordered_ranks`) are left out, with a
    warning: the totals are compared."""
    if t.is_team_event:
        return _team_records(t)
    if placeholder_ranking(t):
        return Published((), (), (), t.source)
    by_rating = rating_order_ranks(t)
    rises = 0 if by_rating else unordered_ranks(t)
    notes = (
        (
            Diagnostic(
                Severity.WARNING,
                "the file's ranks (TRF columns 86-89) follow the players' ratings, not their points (a "
                "player ranked below one with fewer points): a rating order, not the ranking; not compared",
                t.source,
                None,
            ),
        )
        if by_rating
        else (
            Diagnostic(
                Severity.WARNING,
                f"the file's ranks (TRF columns 86-89) are no ranking: down them the points rise {rises} "
                "times (a player ranked below one with fewer points); not compared, the totals are",
                t.source,
                None,
            ),
        )
        if rises
        else ()
    )
    by_rating = by_rating or bool(rises)
    rows = tuple(
        PublishedRow(
            p.line or 0,
            p.name,
            p.sno,
            Value(str(p.declared_rank), p.line or 0, 86) if p.declared_rank and not by_rating else None,
            None if p.declared_points is None else Value(_decimal(p.declared_points), p.line or 0, 81),
            (),
        )
        for p in t.players
        if p.declared_rank or p.declared_points is not None
    )
    return Published((), rows, notes, t.source)


def _team_records(t: Tournament) -> Published:
    """The ranks and primary scores a team event file publishes of its teams (TRF-2026 record 310:
    match points at columns 55-60, game points at 62-67, rank at 69-71), as a team ranking; none when
    no team carries them (TRF-16's 013 records have no such fields)."""
    info = t.team_info
    if info is None:
        return Published((), (), (), t.source, team=True)
    primary = info.primary or "MP"
    rows = []
    for team in info.teams:
        declared = team.declared_game_points if primary == "GP" else team.declared_match_points
        if not team.declared_rank and declared is None:
            continue
        line = team.line or 0
        rows.append(
            PublishedRow(
                line,
                team.name,
                team.number,
                Value(str(team.declared_rank), line, 69) if team.declared_rank else None,
                None if declared is None else Value(_decimal(declared), line, 62 if primary == "GP" else 55),
                (),
            )
        )
    return Published((), tuple(rows), (), t.source, team=True)


def _decimal(value: Fraction) -> str:
    """A total as a publication writes it: ``5``, ``4.5``, ``2.25`` (a third as ``1/3``)."""
    if value.denominator == 1:
        return str(value.numerator)
    for places in range(1, 7):
        scaled = value * 10**places
        if scaled.denominator == 1:
            whole, part = divmod(abs(scaled.numerator), 10**places)
            return f"{'-' if value < 0 else ''}{whole}.{part:0{places}d}"
    return str(value)


_VALUE = re.compile(r"^([+-]?)(\d{1,9})?(?:[.,](\d{1,6}))?(½)?$")


_X_HALF = re.compile(r"^\d{1,3}x$")
"""A number and its half written ``x`` (Swiss-Manager's crosstable as cells: ``7x``)."""
_FOR_AGAINST = re.compile(r"^(\d{1,4}(?:[.,]\d{1,2})?½?)\s?:\s?\d{1,4}(?:[.,]\d{1,2})?½?$")
"""Points for and against (a German league table's ``42,5:23,5`` board points, ``20:2`` match points)."""


def published_number(text: str) -> tuple[Fraction, int] | None:
    """A published number and its decimals: ``8,5`` -> (17/2, 1), ``2½`` -> (5/2, 1), ``12`` -> (12, 0);
    of points for and against (``42,5:23,5``, ``20:2``), the points for.

    >>> published_number("6,75"), published_number("2½"), published_number("-")
    ((Fraction(27, 4), 2), (Fraction(5, 2), 1), None)
    >>> published_number("42,5:23,5"), published_number("20:2")
    ((Fraction(85, 2), 1), (Fraction(20, 1), 0))

    Swiss-Manager's crosstable exported as cells writes a half ``x`` (``7x``: 7½; ``x`` alone is no
    number, a grid's diagonal).

    >>> published_number("7x"), published_number("x")
    ((Fraction(15, 2), 1), None)
    """
    text = clean(text).strip()
    if text[-1:] == "x" and _X_HALF.match(text):
        return Fraction(int(text[:-1])) + Fraction(1, 2), 1
    pair = _FOR_AGAINST.match(text) if ":" in text else None
    if pair is not None:
        text = pair.group(1)
    m = _VALUE.match(text)
    if not m or not (m.group(2) or m.group(4)) or (m.group(3) and m.group(4)):
        return None
    value = Fraction(f"{m.group(2) or 0}.{m.group(3) or 0}")
    decimals = len(m.group(3) or "")
    if m.group(4):
        value, decimals = value + Fraction(1, 2), max(decimals, 1)
    return (-value if m.group(1) == "-" else value), decimals


def column_decimals(cells: Iterable[Value | None]) -> int:
    """The precision a published column is printed to: the most decimals any of its numbers shows.
    A program prints ``5`` and ``4,5`` in one column, so ``5`` there means 5.0, not "4.5 to 5.5"."""
    got = (published_number(c.text) for c in cells if c is not None)
    return max((g[1] for g in got if g is not None), default=0)
