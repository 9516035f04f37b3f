"""A ranking as it was published, read and checked against the computation (``tiebreak check``).

Forms read (:func:`read_published`): a chess-results final ranking (text copied from the page, the
"Excel" CSV export with its title lines, or the page saved as HTML), a Vega standings page (HTML), and
any CSV/TSV with a name or starting-number column. Columns ``Rk.``, ``SNo``, ``Name``, ``Pts.`` are
recognised in several languages; every other column is a tie-break, named by its heading (``BH/C1``,
``BucT``, ``Buc1``, ``S-B``, ``SoBerg``, ``Cmlt``, ``DirE`` …) or, for numbered headings (``TB1``,
``Wtg1``, ``Desp.1``), by the annotation lines after the table (``Tie Break1: Buchholz Tie-Breaks
(variabel with parameter)``). ``--map TB1=BH/C1`` overrides either. A heading that names no tie-break
we know is reported and left unchecked; a heading that leaves a parameter open (a Buchholz "with
parameter") is read as the variant that agrees with the most published values, and a warning says so.

:func:`check_published` matches the players (starting number, else name: case, accents and the order
"Surname, First" do not matter), then compares every published value, rounded as it was published (one
or two decimals, decimal commas), with ours under the chosen edition and under every other one: each
cell agrees, differs (with the explanation of our value), or differs only under another edition (which
one the publisher used is said per column).

>>> t = read_published("Rk.;SNo;Name;Pts.;TB1\\n1;2;Ng, Chloe;3,5;8,5\\n\\nTie Break1: Buchholz\\n")
>>> [(c.heading, c.codes, c.label) for c in t.columns]
[('TB1', ('BH',), 'Buchholz')]
>>> t.rows[0].name, t.rows[0].values[0].text
('Ng, Chloe', '8,5')
"""

from __future__ import annotations

import csv
import itertools
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from html import unescape

from .criteria import parse_code
from .criteria.base import Criterion
from .explanations.explain import Explanation
from .model.errors import Diagnostic, ParseError, Severity, SpecError
from .model.messages import Hint, Option, Template
from .model.rules import Rules
from .model.tournament import Result, Tournament
from .presenters.standings import format_value
from .ranking.engine import Options, Row, Standings, compute_standings
from .readers._builder import clean
from .readers._encoding import cyrillic_cp1251
from .readers._headings import (
    ANNOTATION,
    NUMBERED_TIEBREAK,
    TITLES,
    classify_heading,
    codes_for,
    is_team_heading,
    match_record,
)
from .readers.webpage import (
    defuse,
    header_row,
    looks_like_html,
    parse_page,
    player_fields,
)
from .teams.matches import team_matches

__all__ = ["TRIED_EDITIONS", "CellCheck", "CheckReport", "Column", "ColumnSummary", "EditionAgreement",
           "Published", "PublishedRow", "Value", "check_published", "codes_for", "name_key",
           "published_from_event", "published_number", "rank_agrees", "read_published"]


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
    """``heading``, ``annotation`` or ``--map``."""


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


_Cell = tuple[str, int, int]


_MD_EMPHASIS = re.compile(r"^(\*\*|__|\*|_)(.+?)\1$")


def _split(line: str, lineno: int, delimiter: str | None) -> list[_Cell]:
    if delimiter is None:  # a lone '|' between blanks is a rule between blocks of columns (Vega)
        return [(m.group(0), lineno, m.start() + 1) for m in re.finditer(r"\S+", line) if m.group(0) != "|"]
    fields = next(csv.reader([line], delimiter=delimiter)) if line.strip() else []
    out, pos = [], 0
    for f in fields:
        at = line.find(f, pos) if f else pos
        at = pos if at < 0 else at
        text = f.strip()
        if delimiter == "|":  # a Markdown table's cell: **Jugador** is the heading Jugador
            text = _MD_EMPHASIS.sub(r"\2", text)
        out.append((text, lineno, at + 1))
        pos = at + len(f)
        nxt = line.find(delimiter, pos)
        pos = nxt + 1 if nxt >= 0 else pos
    return out


def _kind(heading: str) -> str:
    """The kind of a published heading: those of :func:`classify_heading`, ``team`` for the name column
    of a team ranking, ``record`` for its match record (``Games + = -``)."""
    if is_team_heading(heading):
        return "team"
    if match_record(heading) is not None:
        return "record"
    return classify_heading(heading)[0]


def _kinds(cells: Sequence[_Cell]) -> list[str]:
    return [_kind(t) for t, _, _ in cells]


def _is_header(cells: Sequence[_Cell]) -> bool:
    kinds = _kinds(cells)
    if "team" in kinds and "name" not in kinds and "sno" not in kinds:  # not a title such as "Team Cup"
        return "rank" in kinds and ("points" in kinds or "other" in kinds)
    return ("name" in kinds or "sno" in kinds) and ("points" in kinds or "other" in kinds or "rank" in kinds)


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
    for lineno, line in numbered:
        if not line.strip():
            continue
        delimiter = ";" if ";" in line else "\t" if "\t" in line else "," if "," in line else None
        if delimiter is None and _pipe_table(line, lineno):
            delimiter = "|"
        cells = _split(line, lineno, delimiter)
        if _is_header(cells):
            grid = [cells]
            for k, rest in numbered[lineno:]:
                if delimiter == "|" and not rest.strip() and len(grid) > 1:
                    break  # a Markdown table ends at its first empty line (a page's next table follows)
                if _MARKDOWN_RULE.fullmatch(rest.strip()):
                    continue  # the rule under a Markdown table's header (---|---|), not a row
                grid.append(_split(rest, k, delimiter) if rest.strip() else [])
            return grid, numbered, delimiter is None
    return [], numbered, False


def _html_grid(text: str, source: str | None
               ) -> tuple[list[list[_Cell]], dict[tuple[int, int], dict[str, str]]]:
    page = parse_page(clean(text), source)
    best: tuple[int, list[list[_Cell]], dict[tuple[int, int], dict[str, str]]] | None = None
    for table in page.tables:
        k = header_row(table)
        if k is None:  # a team ranking: the team's name under "Team"
            k = next((i for i, row in enumerate(table.rows[:6])
                      if any(is_team_heading(c.text) for c in row.cells)), None)
        if k is None:
            continue
        grid: list[list[_Cell]] = []
        people: dict[tuple[int, int], dict[str, str]] = {}
        for row in table.rows[k:]:
            cells = []
            for c in row.cells:
                person = player_fields(c)
                if len(person) > 1:
                    people[(c.line, c.column)] = person
                cells.append((person["name"], c.line, c.column))
            grid.append(cells)
        if best is None or len(grid) > best[0]:
            best = (len(grid), grid, people)
    return (best[1], best[2]) if best is not None else ([], {})


def _html_lines(text: str) -> list[tuple[int, str]]:
    """The page's text line by line (tags removed, ``<br>`` and block ends breaking lines), for the
    annotation lines below a table; each keeps the number of its source line."""
    out = []
    for lineno, raw in enumerate(defuse(text).split("\n"), start=1):
        for piece in re.split(r"<br\s*/?>|</(?:p|div|li|tr|h\d)>", raw, flags=re.IGNORECASE):
            out.append((lineno, unescape(re.sub(r"<[^>]*>", " ", piece))))
    return out


def _number(text: str) -> int | None:
    t = text.strip().rstrip(".")
    return int(t) if t.isascii() and t.isdigit() and len(t) <= 9 else None


_PLACE = re.compile(r"^=?\s*(\d{1,6})\s*\.?\s*(?:[-–/]\s*(\d{1,6})\s*\.?)?\s*=?$")


def _place(text: str) -> tuple[int, int] | None:
    """A published place: ``25``, ``25.``, ``=25`` or ``25=`` (a place shared with others) -> (25, 25); a
    range ``25-26`` (a place shared by two) -> (25, 26); None for anything else.

    >>> _place("25."), _place("25-26"), _place("=7"), _place("x")
    ((25, 25), (25, 26), (7, 7), None)
    """
    m = _PLACE.match(clean(text).strip())
    if m is None:
        return None
    first = int(m.group(1))
    last = int(m.group(2)) if m.group(2) else first
    return (first, last) if last >= first else None


def _parse_mapping(mapping: Mapping[str, str]) -> dict[str, str]:
    out = {}
    for heading, code in mapping.items():
        try:
            out[_heading_key(heading)] = parse_code(code).canonical
        except SpecError as exc:
            raise SpecError(_BAD_MAP(heading=heading, code=code, error=exc.message)) from None
    return out


_BAD_MAP = Template("published.bad-map", "{map}{error}",
                    map=(Hint(Option.MAP, "{option} {heading}={code}: "),))
_NOT_CHECKED = Template("published.not-checked", "column {heading}: {what}; not checked{use}",
                        use=(Hint(Option.MAP, " (use {option} {key}=CODE)"),))
_NO_SUCH_COLUMN = Template("published.no-such-column",
                           "{map}the published table has no column {key} (columns: {columns})",
                           map=(Hint(Option.MAP, "{option}: "),))
_READ_BY_VALUES = Template(
    "published.read-by-values", "column {heading}: no annotation line names its tie-break; read as the "
    "tie-break its values agree with{use}",
    use=(Hint(Option.MAP, " (use {option} {key}=CODE to say which)"),))
_READ_AS_BEST = Template(
    "published.read-as-best", "column {heading}: no annotation line names its tie-break; read as {code}, "
    "which agrees with {n} of its {total} values{use}",
    use=(Hint(Option.MAP, " (use {option} {key}=CODE to say otherwise)"),))
_NO_VALUE = frozenset({"-", "–", "—", "--"})
_RATING_BLOCK_MARKS = frozenset({"we", "w-we"})
_RATING_BLOCK = frozenset({"n", "w", "we", "w-we", "k", "rtg+/-", "elo+/-", "dwz+/-"})


_READ_KINDS = frozenset({"rank", "sno", "points", "other", "record"})


def _heading_under(spans: Sequence[tuple[int, int]], a: int, z: int) -> int:
    """The heading a field spanning columns ``a`` to ``z`` stands under: the one heading it overlaps,
    else (none or several) the one whose middle is nearest the field's."""
    overlap = [k for k, (x, y) in enumerate(spans) if a < y and x < z]
    if len(overlap) == 1:
        return overlap[0]
    return min(overlap or range(len(spans)), key=lambda k: abs((spans[k][0] + spans[k][1]) - (a + z)))


def _joined(got: Sequence[_Cell], line: int, column: int) -> _Cell:
    """The fields placed under one heading as one cell: their words, at the first one's column (an
    empty cell at the heading's ``column`` when none)."""
    if not got:
        return ("", line, column)
    return (" ".join(t for t, _, _ in got), line, got[0][2])


def _by_position(cells: list[_Cell], header: list[_Cell], name_at: int, *, aligned: bool = False
                 ) -> list[_Cell] | None:
    """A blank-separated row placed under the headings its fields stand below (Vega prints fixed-width
    columns and leaves an empty title out): a field goes to the heading it overlaps, else the nearest
    one; the words from the name's heading up to the next heading are the name. None when two fields
    land under one heading whose value is read (rank, starting number, points, a tie-break), or, with
    ``aligned``, when a field stands more than two characters off its heading (a table whose columns do
    not line up, which the fields' order reads instead)."""
    spans = [(col, col + len(h)) for h, _, col in header]
    name_end = spans[name_at + 1][0] if name_at + 1 < len(spans) else 10 ** 9
    out: list[list[_Cell]] = [[] for _ in header]
    for cell in cells:
        text, _, col = cell
        a, z = col, col + len(text)
        if spans[name_at][0] - 2 <= a and z <= name_end:  # ends before the next heading: the name's
            out[name_at].append(cell)
            continue
        k = _heading_under(spans, a, z)
        if aligned and max(spans[k][0] - z, a - spans[k][1], 0) > 2:
            return None
        out[k].append(cell)
    kinds = _kinds(header)
    if any(len(got) > 1 for k, got in enumerate(out) if k != name_at and kinds[k] in _READ_KINDS):
        return None  # two fields under a heading whose value is read: no safe placement
    line = cells[0][1] if cells else 0
    return [_joined(got, line, header[k][2]) for k, got in enumerate(out)]


def _heading_key(text: str) -> str:
    return re.sub(r"[\s.:]", "", clean(text)).lower()


class _Notes:
    """What a reading assumed, in the order it was noticed: diagnostics of one source."""

    def __init__(self, source: str | None) -> None:
        self.source = source
        self.items: list[Diagnostic] = []

    def add(self, message: str, line: int | None, column: int | None = None,
            severity: Severity = Severity.WARNING) -> None:
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


def _grid(text: str, source: str | None
          ) -> tuple[list[list[_Cell]], list[tuple[int, str]], dict[tuple[int, int], dict[str, str]], bool]:
    """Find the heading row: the table's rows of cells from its header on, the text's lines (for the
    titles above and the annotations below), the players a page's name cells link to (by line and
    column), and whether the fields are separated by blanks."""
    if looks_like_html(text):
        grid, people = _html_grid(text, source)
        return grid, _html_lines(text), people, False
    grid, lines, blanks = _text_grid(text)
    return grid, lines, {}, blanks


def _header_kinds(header: list[_Cell], team: bool | None) -> tuple[list[str], bool]:
    """Map the headings to kinds, and settle whether the rows are teams (None: when there is a ``Team``
    column and no player's name column). A ``Team`` column is the name in a team ranking (the first
    one), a club in a players' ranking."""
    kinds = _kinds(header)
    if team is None:
        team = "team" in kinds and "name" not in kinds
    for i, kind in enumerate(kinds):
        if kind == "team":  # the teams' names in a team ranking, a club column in a players' one
            kinds[i] = "name" if team and "name" not in kinds else "info"
    return kinds, team


def _record_columns(header: list[_Cell], kinds: list[str], team: bool, notes: _Notes
                    ) -> list[tuple[int, str, int, int]]:
    """The match-record columns (``Games + = -``), with a note: checked for teams, not for players
    (their games and results)."""
    record = [(i, h, line, col) for i, (h, line, col) in enumerate(header) if kinds[i] == "record"]
    if record:
        notes.add(f"column(s) {' '.join(h for _, h, _, _ in record)} (the "
                  + ("match record: matches played, won, drawn, lost, checked" if team else
                     "games and results, not checked") + ")", record[0][2], record[0][3], Severity.INFO)
    return record


def _rating_block(header: list[_Cell], kinds: list[str], notes: _Notes) -> None:
    """Leave chess-results' rating calculation out (``n w we w-we K rtg+/-``: games, points, expected
    points … of the rated games, not a starting number nor tie-breaks), each column with a note."""
    if not any(_heading_key(h) in _RATING_BLOCK_MARKS for h, _, _ in header):
        return
    for i, (h, line, col) in enumerate(header):
        if _heading_key(h) in _RATING_BLOCK:
            kinds[i] = "info"
            notes.add(f"column {h!r} is part of the rating calculation (n w we w-we K rtg+/-): not checked",
                      line, col, Severity.INFO)


def _note_titles(lines: list[tuple[int, str]], first_line: int, notes: _Notes) -> None:
    """Note the lines above the header (titles), which are skipped."""
    skipped = [n for n, line in lines if n < first_line and line.strip()]
    if skipped:
        notes.add(f"lines {skipped[0]}-{skipped[-1]} above the header (titles) skipped", skipped[0], 1,
                  Severity.INFO)


def _annotations(lines: list[tuple[int, str]], first_line: int) -> dict[int, tuple[str, int]]:
    """The annotation lines from the header on (``Tie Break1: …``): number -> (label, line); the first
    one of each number counts."""
    annotations: dict[int, tuple[str, int]] = {}
    for n, content in lines:
        m = ANNOTATION.match(content)
        if m and n >= first_line:
            annotations.setdefault(int(m.group(1)), (m.group(2), n))
    return annotations


_GUESSES = ("BH", "BH/C1", "BH/M1", "BH/C2", "SB", "DE", "WIN", "PS", "ARO", "BWG", "BPG", "KS", "TPR",
            "AOB", "WON", "SB/C1", "ARO/C1")
"""What an individual event's unnamed numbered column (``Wtg1`` with no annotation) is tried as: the
tie-breaks publishers print most."""
_TEAM_GUESSES = ("MPTS", "GPTS", "EDE", "BH:MP", "BH:GP", "EMGSB", "EGGSB", "EMMSB", "EGMSB", "BH:MP/C1",
                 "BH:GP/C1", "SB:MP", "SB:GP", "WIN:MP")
"""The same for a team event's ranking."""
_CONTENT_SHARE = Fraction(4, 5)
"""A column read by its content is checked as the tie-break that agrees with at least this share of its
values under some edition; below it, the column is left unchecked."""


def _tiebreak_column(cell: _Cell, annotations: Mapping[int, tuple[str, int]], overrides: dict[str, str],
                     team: bool, notes: _Notes) -> Column:
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
        codes, named_by = (overrides.pop(key),), "--map"
    if named_by == "content":
        notes.add(_READ_BY_VALUES(heading=repr(heading), key=heading.strip()), line, col, Severity.INFO)
        return Column(heading, line, col, codes, label, named_by)
    if not codes:
        what = (f"its annotation {label!r} names no tie-break we know" if label else
                "no annotation line names its tie-break" if numbered else "names no tie-break we know")
        notes.add(_NOT_CHECKED(heading=repr(heading), what=what, key=heading.strip()), line, col)
    elif named_by != "--map":
        notes.add(f"column {heading!r} read as {' or '.join(codes)}"
                  + (f" (annotation line {annotation[1]}: {label!r})"
                     if named_by == "annotation" and annotation is not None else ""),
                  line, col, Severity.INFO)
    return Column(heading, line, col, codes, label, named_by)


def _tiebreak_columns(header: list[_Cell], kinds: list[str], annotations: Mapping[int, tuple[str, int]],
                      overrides: dict[str, str], team: bool, notes: _Notes) -> tuple[list[Column], list[int]]:
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


def _shared_rank(cells: list[_Cell], layout: _Layout, above: PublishedRow | None) -> Value | None:
    """The rank of the row above, for a row that shares its place: chess-results leaves the rank out
    of such a row (a fixed-width table ranked in its first column; the row starts with no number, has
    at most one field fewer than the header, and its points stand where the header's do, counted from
    the end). None for any other row."""
    index, header = layout.index, layout.header
    from_end = len(header) - index["points"] if "points" in index else 0  # the points, from the end
    if (layout.blanks and index.get("rank") == 0 and above is not None and above.rank is not None
            and from_end and not cells[0][0][:1].isdigit() and len(cells) >= len(header) - 1
            and published_number(cells[len(cells) - from_end][0]) is not None):
        return above.rank
    return None


def _placed_by_headings(cells: list[_Cell], layout: _Layout, notes: _Notes) -> list[_Cell]:
    """A fixed-width row read by position (a missing title, a name of several words): under the
    headings it lines up with, else, when a field is missing, under the nearest ones. The placement is
    kept (with a note) when it gives the row a rank or starting number and, if the table has points,
    points that are a number; otherwise the fields' order reads the row (``cells`` unchanged)."""
    index, header = layout.index, layout.header
    placed = _by_position(cells, header, index["name"], aligned=True)
    if placed is None and len(cells) < len(header):
        placed = _by_position(cells, header, index["name"])
    if placed is None:
        return cells
    has_number = any(_number(placed[index[k]][0]) is not None for k in ("rank", "sno") if k in index)
    if has_number and ("points" not in index or published_number(placed[index["points"]][0]) is not None):
        notes.add("the fields of a row are read under the headings above them", cells[0][1], 1,
                  Severity.INFO)
        return placed
    return cells


def _merged_name(cells: list[_Cell], layout: _Layout) -> list[_Cell]:
    """A fixed-width row with more fields than the header: the extra words belong to the name."""
    extra, k = len(cells) - len(layout.header), layout.index["name"]
    merged = (" ".join(t for t, _, _ in cells[k:k + extra + 1]), cells[k][1], cells[k][2])
    return [*cells[:k], merged, *cells[k + extra + 1:]]


def _cell_at(cells: list[_Cell], i: int | None) -> _Cell | None:
    """The field at index ``i`` (None for a column the header does not have, or the row leaves out)."""
    return cells[i] if i is not None and i < len(cells) else None


def _value(cells: list[_Cell], i: int | None) -> Value | None:
    """The published value at index ``i`` (None when missing or empty)."""
    if i is None or i >= len(cells) or not cells[i][0]:
        return None
    return Value(*cells[i])


def _identity(cells: list[_Cell], layout: _Layout, people: Mapping[tuple[int, int], Mapping[str, str]]
              ) -> tuple[str, int | None, _Cell | None]:
    """A row's name, its starting number (its own field's, else the one a page's name cell links to)
    and its rank field."""
    index = layout.index
    name_cell = _cell_at(cells, index.get("name"))
    person = people.get(name_cell[1:], {}) if name_cell is not None else {}
    name = name_cell[0] if name_cell is not None else ""
    sno_cell = _cell_at(cells, index.get("sno"))
    sno = _number(sno_cell[0]) if sno_cell is not None else None
    if sno is None and person.get("sno"):
        sno = int(person["sno"])
    return name, sno, _cell_at(cells, index.get("rank"))


def _ignored(cells: list[_Cell]) -> str:
    """The note on a line that is not a row, quoting its start."""
    return f"line ignored (not a row of the table): {' '.join(t for t, _, _ in cells)[:40]!r}"


def _fits(text: str, kind: str) -> bool:
    """Whether a cell's text is what a column of ``kind`` holds: a place, a number, a name, a value."""
    t = clean(text).strip()
    if kind == "rank":
        return not t or _place(t) is not None
    if kind in ("sno", "record"):
        return not t or _number(t) is not None
    if kind == "name":
        return bool(t) and published_number(t) is None
    if kind == "points":
        return published_number(t) is not None
    if kind == "other":
        return not t or published_number(t) is not None or t in _NO_VALUE
    return True


def _fitness(cells: Sequence[_Cell], kinds: Sequence[str]) -> tuple[int, int]:
    """How well a row's cells hold what their columns do: the cells that fit less the values that stand
    beyond the last heading (they would be lost), then how many of the fitting cells hold a value."""
    fits = [bool(t.strip()) for (t, _, _), kind in zip(cells, kinds, strict=False) if _fits(t, kind)]
    lost = sum(1 for t, _, _ in cells[len(kinds):] if t.strip())
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
    options = [[c for i, c in enumerate(cells) if i not in set(drop)]
               for drop in itertools.combinations(empties, extra)]
    scored = [(_fitness(row, kinds), row) for row in options]
    best = max(score for score, _ in scored)
    if as_is >= best:
        return cells
    winners = {tuple(t for t, _, _ in row) for score, row in scored if score == best}
    line = cells[0][1]
    if len(winners) > 1 or best[0] < len(layout.header):
        raise ParseError(f"published table: this row has {len(cells)} cells where the header has "
                         f"{len(layout.header)}, and its columns cannot be told apart by their content "
                         "(empty cells that stand under no heading); give the table as CSV or TSV with one "
                         "cell per heading", source=notes.source, line=line, column=1)
    row = next(row for score, row in scored if score == best)
    notes.add(f"{len(cells)} cells under {len(layout.header)} headings: the empty cell(s) under no heading "
              "dropped, the rest read by content", line, 1, Severity.INFO)
    return row


_DIAGONAL = frozenset({"*", "**", "x", "X", "×"})


def _diagonal_aligned(cells: list[_Cell], layout: _Layout, notes: _Notes) -> list[_Cell]:
    """A round-robin grid's row that lost an empty cell before its grid (a page stored as text drops an
    empty rating cell): its own diagonal mark (``**``, ``×``) stands under the heading of its own
    number; when it stands further left and the row ends in as many empty cells, empty cells are put
    back before the grid's first column (with a note). Any other row as it is."""
    header = [t.strip().rstrip(".") for t, _, _ in layout.header]
    own = _number(cells[0][0].strip().rstrip(".")) if cells else None
    if own is None or str(own) not in header or "1" not in header:
        return cells
    marks = [i for i, (t, _, _) in enumerate(cells) if t.strip() in _DIAGONAL]
    if len(marks) != 1:
        return cells
    gap = header.index(str(own)) - marks[0]
    first = header.index("1")
    if gap <= 0 or marks[0] < first - gap or any(t.strip() for t, _, _ in cells[len(cells) - gap:]):
        return cells
    line = cells[0][1]
    notes.add(f"row {own}: its diagonal mark stands {gap} column(s) left of column {own}: {gap} empty "
              f"cell(s) put back before column 1", line, 1, Severity.INFO)
    at = first - gap
    return [*cells[:at], *[("", line, cells[at][2])] * gap, *cells[at:len(cells) - gap]]


def _fields(cells: list[_Cell], layout: _Layout, above: PublishedRow | None, notes: _Notes
            ) -> tuple[list[_Cell], Value | None]:
    """A row's fields, one per heading as far as the table allows, and the rank it shares with the row
    above (:func:`_shared_rank`): a fixed-width row is placed by position (:func:`_placed_by_headings`)
    and its extra words joined to the name (:func:`_merged_name`)."""
    line = cells[0][1]
    shared_rank = _shared_rank(cells, layout, above)
    if shared_rank is not None:
        cells = [("", line, cells[0][2]), *cells]
    elif layout.blanks and "name" in layout.index:
        # a fixed-width table is read by position (a missing title, a name of several words);
        # one whose columns do not line up by the fields' order, position only when one is missing
        cells = _placed_by_headings(cells, layout, notes)
    elif not layout.blanks:
        cells = _content_aligned(_diagonal_aligned(cells, layout, notes), layout, notes)
    if layout.blanks and len(cells) > len(layout.header) and "name" in layout.index:
        cells = _merged_name(cells, layout)
    return cells, shared_rank


def _not_a_number(cell: _Cell | None) -> bool:
    """True for a field that holds text and no number (nor a place such as ``25-26``)."""
    return cell is not None and bool(cell[0]) and _place(cell[0]) is None


def _row(cells: list[_Cell], line: int, name: str, sno: int | None, ranked: bool, shared_rank: Value | None,
         layout: _Layout, notes: _Notes) -> PublishedRow:
    """The published row from its fields: its rank (none when ``ranked`` is false; the row above's when
    it shares that place, with a note), points, tie-break values and, for a team, match record."""
    index = layout.index
    matches = tuple((h, v) for i, h, _, _ in layout.record if (v := _value(cells, i)) is not None) \
        if layout.team else ()
    rank = _value(cells, index.get("rank")) if ranked else None
    if shared_rank is not None:
        notes.add(f"{name}: no rank, read as sharing the place of the row above (rank {shared_rank.text})",
                  line, 1, Severity.INFO)
        rank = Value(shared_rank.text, line, 1)
    return PublishedRow(line, name, sno, rank, _value(cells, index.get("points")),
                        tuple(_value(cells, i) for i in layout.positions), matches)


def _read_row(cells: list[_Cell], layout: _Layout, people: Mapping[tuple[int, int], Mapping[str, str]],
              above: PublishedRow | None, notes: _Notes) -> PublishedRow | None:
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
    if sno is None and (not name or _not_a_number(rank_cell)):
        notes.add(_ignored(cells), line, 1, Severity.INFO)
        return None
    if rank_cell is not None and _not_a_number(rank_cell):
        notes.add(f"{name or sno}: rank {rank_cell[0]!r} is not a number; the rank is not checked",
                  rank_cell[1], rank_cell[2])
        rank_cell = None
    if layout.blanks and len(cells) < len(layout.header):
        raise ParseError(f"published table: {len(cells)} fields where the header has {len(layout.header)} "
                         "(separate the columns with tabs or ';' when a field may be empty)",
                         source=notes.source, line=line, column=1)
    return _row(cells, line, name, sno, rank_cell is not None, shared_rank, layout, notes)


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
        notes.add(f"the header has {len(header) - len(named)} empty heading(s) the rows have no cell for: "
                  "left out", header[0][1], 1, Severity.INFO)
        return named
    return header


def read_published(text: str, *, source: str | None = None, mapping: Mapping[str, str] | None = None,
                   team: bool | None = None) -> Published:
    """Read a published ranking (text, CSV/TSV, chess-results export, HTML page).

    ``mapping`` (heading -> code, from ``--map``) overrides what a heading or annotation names.
    ``team``: whether the rows are teams (a team event's ranking); None: when the table has a ``Team``
    column and no player's name column. The headings and annotations of a team ranking name team
    tie-breaks (``Matchpoints`` is MPTS, ``points (game-points)`` GPTS, a Buchholz may be on either
    score); its match record (``Games + = -``) is checked too (players' games and results are not).

    The steps: find the heading row (:func:`_grid`), map the columns to kinds and the tie-break
    columns to criteria (:func:`_header_kinds`, :func:`_tiebreak_columns`), then read each row
    (:func:`_read_row`).

    :raises ParseError: for a table without a header, rows that contradict the header, or a row without
        a player.
    :raises SpecError: for a bad code in ``mapping``.
    """
    notes = _Notes(source)
    overrides = _parse_mapping(mapping or {})
    text, recoded = cyrillic_cp1251(text, source)
    if recoded is not None:
        notes.items.append(recoded)
    grid, lines, people, blanks = _grid(text, source)
    if not grid:
        raise ParseError("published table: no header line found (expected headings such as Rk., SNo, Name, "
                         "Team, Pts., TB1 or BH)", source=source, line=1, column=1)
    header = _without_empty_headings(grid, blanks, notes)
    kinds, team = _header_kinds(header, team)
    record = _record_columns(header, kinds, team, notes)
    _rating_block(header, kinds, notes)
    first_line = header[0][1]
    _note_titles(lines, first_line, notes)
    columns, positions = _tiebreak_columns(header, kinds, _annotations(lines, first_line), overrides, team,
                                           notes)
    index: dict[str, int] = {kind: kinds.index(kind) for kind in ("rank", "sno", "name", "points")
                             if kind in kinds}
    layout = _Layout(header, kinds, index, record, positions, team, blanks)
    rows: list[PublishedRow] = []
    for cells in grid[1:]:
        row = _read_row(cells, layout, people, rows[-1] if rows else None, notes)
        if row is not None:
            rows.append(row)
    if not rows:
        raise ParseError("published table: a header but no rows", source=source, line=first_line, column=1)
    return Published(tuple(columns), tuple(rows), tuple(notes.items), source, team)


def published_from_event(t: Tournament) -> Published:
    """The ranks an event file publishes itself (TRF columns 86-89), as a published table. A team event
    ranks its teams: its players' ranks are not its standings, so it publishes none here."""
    if t.is_team_event:
        return Published((), (), (), t.source)
    rows = tuple(PublishedRow(p.line or 0, p.name, p.sno, Value(str(p.declared_rank), p.line or 0, 86),
                              None, ()) for p in t.players if p.declared_rank)
    return Published((), rows, (), t.source)


# -- matching players ----------------------------------------------------------------------------------
_TITLE_WORDS = frozenset(t.lower() for t in TITLES)


def name_key(name: str) -> str:
    """A name compared without case, accents, punctuation or word order ("Surname, First"), in any
    script: Greek, Cyrillic and the others keep their letters (only the accents go).

    >>> name_key("Müller, Jörg") == name_key("jorg MULLER") == name_key("GM Müller,Jörg")
    True
    >>> name_key("Ο.Α.Α. Ηρακλείου"), name_key("ΟΑΑΗ") == name_key("οααη"), name_key("Иванов, Пётр")
    ('α α ηρακλειου ο', True, 'иванов петр')
    """
    decomposed = unicodedata.normalize("NFKD", clean(name))
    # ASCII as it is; beyond it, letters and digits of any script (accents and other marks go)
    text = "".join(ch for ch in decomposed
                   if ch.isascii() or unicodedata.category(ch)[0] in "LN").casefold()
    words = [w for w in re.split(r"[\s,.;]+", text) if w and w not in _TITLE_WORDS]
    return " ".join(sorted(words))


@dataclass(frozen=True)
class _Entrants:
    """The competitors a published row is matched to: the players, or the teams of a team event."""

    numbers: tuple[tuple[int, str], ...]
    """(starting number, name) of each, in the event's order."""
    names: dict[int, str]
    by_key: dict[str, list[int]]
    """The starting numbers under each :func:`name_key`."""
    who: str
    whom: str


def _entrants(t: Tournament) -> _Entrants:
    """The event's competitors, by starting number and by name key."""
    team = t.is_team_event
    numbers = [(x.number, x.name) for x in t.team_info.teams] if t.team_info is not None and team else \
        [(p.sno, p.name) for p in t.players]
    by_key: dict[str, list[int]] = {}
    for number, entrant in numbers:
        by_key.setdefault(name_key(entrant), []).append(number)
    who, whom = ("team", "teams") if team else ("player", "players")
    return _Entrants(tuple(numbers), dict(numbers), by_key, who, whom)


def _named(key: str, entrants: _Entrants) -> list[int]:
    """The competitors a row's name key may stand for: those with that key, else (a name printed
    shorter, without a middle name) those whose name holds every word of it."""
    by_name = entrants.by_key.get(key, [])
    if key and not by_name:
        words = set(key.split())
        by_name = [number for number, entrant in entrants.numbers if words <= set(name_key(entrant).split())]
    return by_name


def _match_row(row: PublishedRow, entrants: _Entrants, source: str | None) -> tuple[int, Diagnostic | None]:
    """The competitor of one published row, and a warning when its starting number names someone else:
    the row's number when the name does not contradict it, else the one competitor of that name.

    :raises ParseError: when the name fits several competitors and no number tells them apart, or none.
    """
    key = name_key(row.name) if row.name else ""
    by_name = _named(key, entrants)
    names = entrants.names
    if row.sno is not None and row.sno in names and (
            not key or row.sno in by_name or set(key.split()) & set(name_key(names[row.sno]).split())):
        return row.sno, None
    if len(by_name) == 1:
        sno = by_name[0]
        if row.sno is None:
            return sno, None
        return sno, Diagnostic(Severity.WARNING, f"{row.name}: SNo {row.sno} is "
                               f"{names.get(row.sno, 'nobody')} in the event; matched by name "
                               f"({names[sno]}, SNo {sno})", source, row.line, 1)
    if len(by_name) > 1:
        raise ParseError(f"published table: {row.name!r} matches {len(by_name)} {entrants.whom} of the event "
                         "and the row gives no starting number that tells them apart",
                         source=source, line=row.line, column=1)
    named = f"{row.name!r}" + (f" (SNo {row.sno})" if row.sno is not None else "")
    raise ParseError(f"published table: no {entrants.who} {named} in the event", source=source,
                     line=row.line, column=1)


def _match(t: Tournament, published: Published) -> tuple[dict[int, int], list[Diagnostic]]:
    """Published row index -> starting number (of a player, or of a team in a team event): each row
    matched by :func:`_match_row`, and no competitor on two rows.

    :raises ParseError: for a row that matches nobody, or several, or a competitor already matched.
    """
    notes: list[Diagnostic] = []
    entrants = _entrants(t)
    if published.rows and all(row.sno is None for row in published.rows):
        notes.append(Diagnostic(Severity.INFO, f"the table gives no starting numbers: {entrants.whom} "
                                "matched by name (case, accents and word order ignored)", published.source,
                                published.rows[0].line, 1))
    out: dict[int, int] = {}
    taken: dict[int, int] = {}
    for k, row in enumerate(published.rows):
        sno, note = _match_row(row, entrants, published.source)
        if note is not None:
            notes.append(note)
        if sno in taken:
            raise ParseError(f"published table: {entrants.names[sno]} is on two rows (line "
                             f"{published.rows[taken[sno]].line} and this one)", source=published.source,
                             line=row.line, column=1)
        taken[sno] = k
        out[k] = sno
    return out, notes


# -- comparing -----------------------------------------------------------------------------------------
_VALUE = re.compile(r"^([+-]?)(\d{1,9})?(?:[.,](\d{1,6}))?(½)?$")


def published_number(text: str) -> tuple[Fraction, int] | None:
    """A published number and its decimals: ``8,5`` -> (17/2, 1), ``2½`` -> (5/2, 1), ``12`` -> (12, 0).

    >>> published_number("6,75"), published_number("2½"), published_number("-")
    ((Fraction(27, 4), 2), (Fraction(5, 2), 1), None)
    """
    m = _VALUE.match(clean(text).strip())
    if not m or not (m.group(2) or m.group(4)) or (m.group(3) and m.group(4)):
        return None
    value = Fraction(f"{m.group(2) or 0}.{m.group(3) or 0}")
    decimals = len(m.group(3) or "")
    if m.group(4):
        value, decimals = value + Fraction(1, 2), max(decimals, 1)
    return (-value if m.group(1) == "-" else value), decimals


def agrees(computed: Fraction | None, published: Fraction, decimals: int) -> bool:
    """True when ``computed`` rounds to the published number (either way of rounding a half)."""
    if computed is None:
        return False
    return bool(abs(Fraction(computed) - published) * 2 * 10 ** decimals <= 1)


@dataclass(frozen=True)
class CellCheck:
    """One published value against ours."""

    sno: int
    name: str
    column: str
    """The published heading (``Rank``, ``Pts``, ``TB1`` …)."""
    code: str
    published: str
    computed: str
    status: str
    """``agrees``, ``differs`` or ``other edition`` (agrees only under another edition)."""
    editions: tuple[str, ...]
    """The editions (rule sets) under which the published value agrees."""
    explanation: str
    line: int
    column_number: int
    detail: Explanation | None = None
    """How our value was made, round by round (values that differ)."""


@dataclass(frozen=True)
class ColumnSummary:
    column: str
    code: str
    label: str
    agree: tuple[tuple[str, int], ...]
    """Per edition (rule set), how many of the column's published values agree."""
    total: int
    publisher: str | None
    """The edition under which every value agrees (ours first), when there is one."""
    named_by: str = "heading"
    """What named the column's code: ``heading``, ``annotation`` or ``--map``."""


@dataclass(frozen=True)
class CheckReport:
    rules: Rules
    codes: tuple[str, ...]
    cells: tuple[CellCheck, ...]
    columns: tuple[ColumnSummary, ...]
    diagnostics: tuple[Diagnostic, ...]
    checked: tuple[int, int, int] = (0, 0, 0)
    """How many published ranks, point totals and tie-break values were compared."""
    records: int = 0
    """How many values of a team ranking's match record (``Games + = -``) were compared."""
    editions: tuple[EditionAgreement, ...] = ()
    """Every edition tried, the one that agrees best first."""
    ranked_on: str = ""
    """A team ranking: the score it ranks on first (``MPTS`` or ``GPTS``)."""
    chosen_by: str = "agreement"
    """Why :attr:`rules` was checked under: ``asked`` (an edition given), ``agreement`` (the one that
    agrees best; on a tie, the one of the event's date)."""

    @property
    def differences(self) -> tuple[CellCheck, ...]:
        return tuple(c for c in self.cells if c.status != "agrees")


def _values(s: Standings) -> dict[str, dict[int, Fraction | None]]:
    # the score ranked on is the points column, not a tie-break of the list (a column read as it, by
    # --map, is checked against the points)
    points = s.points_code if s.team else "PTS"
    out: dict[str, dict[int, Fraction | None]] = {points: {r.sno: r.points for r in s.rows}}
    for k, spec in enumerate(s.specs):
        out.setdefault(spec.canonical, {r.sno: r.values[k] for r in s.rows})
    return out


_RECORD_KIND = {Result.WIN: "won", Result.FORFEIT_WIN: "won", Result.DRAW: "drawn", Result.LOSS: "lost",
                Result.FORFEIT_LOSS: "lost"}
_RECORD_WORDS = {"played": "matches played", "won": "matches won", "drawn": "matches drawn",
                 "lost": "matches lost"}


def _match_records(t: Tournament, after_round: int | None) -> dict[int, tuple[dict[str, int], int]]:
    """Per team number: its matches against a team (played, won, drawn, lost; a forfeited match counts
    as won or lost), and how many byes with points it had (a PAB, a full or half bye), not counted."""
    _, matches = team_matches(t, after_round)
    assert t.team_info is not None
    out = {}
    for team, rounds in zip(t.team_info.teams, matches, strict=True):
        counts = dict.fromkeys(_RECORD_WORDS, 0)
        byes = 0
        for m in rounds:
            kind = _RECORD_KIND.get(m.result) if m.opponent is not None else None
            if kind is not None:
                counts["played"] += 1
                counts[kind] += 1
            elif m.result in (Result.PAB, Result.FULL_BYE, Result.HALF_BYE):
                byes += 1
        out[team.number] = (counts, byes)
    return out


def _our_place(s: Standings, row: Row) -> tuple[int, int]:
    """The ranks our place spans: one, or as many as share it."""
    size = sum(1 for r in s.rows if r.rank == row.rank) if row.shared else 1
    return row.rank, row.rank + size - 1


def rank_agrees(place: tuple[int, int], s: Standings, sno: int) -> str:
    """Whether a published place (first and last rank) agrees with the rank of ``sno`` in ``s``:
    ``agrees`` (the same place), ``shared`` (a place shared by design, ours or the publisher's, holds the
    other rank: places shared are not differences) or ``differs``.

    A published 26 where we rank 25-26 as one shared place agrees, and so does a published ``25-26``
    (or 25 on two rows) where we rank the player 26.
    """
    me = s.row(sno)
    ours = _our_place(s, me)
    if place == ours or (place[0] == place[1] == me.rank):
        return "agrees"
    if ours[1] > ours[0] and ours[0] <= place[0] <= ours[1]:  # inside the place we share
        return "shared"
    if place[1] > place[0] and place[0] <= me.rank <= place[1]:  # inside the place the table shares
        return "shared"
    return "differs"


def _rank_reason(s: Standings, row: Row, published: dict[int, int]) -> str:
    from .explanations.explain import compare

    ahead = [s.row(sno) for sno, rank in published.items() if sno != row.sno
             and (rank < published[row.sno]) != (s.row(sno).rank < row.rank)]
    ahead.sort(key=lambda r: abs(r.rank - row.rank))
    for other in ahead:
        return compare(s, row.sno, other.sno).summary
    if row.shared:
        return "tied with others on every criterion of the list: the place is shared"
    return "the published order differs"


def _check_kind(t: Tournament, published: Published) -> None:
    """Refuse a players' ranking for a team event, and a team ranking for a players' event.

    :raises ParseError: at the first published row.
    """
    if t.is_team_event != published.team and published.rows:
        raise ParseError("published table: " + (
            "a team event ranks its teams, and the table was read as a ranking of players (read it as a "
            "team ranking: read_published(..., team=True))" if t.is_team_event else
            "the table ranks teams (a Team column) and the event is not a team event"),
            source=published.source, line=published.rows[0].line, column=1)


TRIED_EDITIONS = (Rules.FIDE_2026, Rules.FIDE_2024, Rules.LEGACY, Rules.LEGACY_SM)
"""The editions a published table is checked under: those a publisher may have used."""


def _editions(t: Tournament, tiebreaks: str | Sequence[str] | None, options: Options) -> list[Rules]:
    """Our edition first (``options.rules``, else the one the event's date gives), then every other one
    of :data:`TRIED_EDITIONS`. A given list of tie-breaks is ranked with once here, so that a bad one is
    refused first."""
    first = compute_standings(t, tiebreaks, options) if tiebreaks is not None else None
    primary = options.rules or (first.rules if first is not None else compute_standings(t, [], options).rules)
    return [primary, *(r for r in TRIED_EDITIONS if r is not primary)]


@dataclass(frozen=True)
class EditionAgreement:
    """How far a published table agrees with our standings under one edition."""

    edition: str
    ranks: int
    """Published places that agree (a place shared by design agrees with every rank inside it)."""
    values: int
    """Published tie-break values that agree."""


def _agreement(published: Published, matched: Mapping[int, int], places: Mapping[int, tuple[int, int]],
               chosen: Sequence[str | None], decimals: Sequence[int], s: Standings,
               values: Mapping[str, Mapping[int, Fraction | None]]) -> tuple[int, int]:
    """How many published places and tie-break values agree with the standings ``s`` and its values."""
    ranks = sum(1 for sno, place in places.items() if rank_agrees(place, s, sno) != "differs")
    agreeing = 0
    for k, code in enumerate(chosen):
        if code is None:
            continue
        criterion = _criterion(code)
        agreeing += sum(1 for i, row in enumerate(published.rows)
                        if _agrees_cell(row.values[k], values[code].get(matched[i]), criterion, decimals[k]))
    return ranks, agreeing


def _best_first(editions: list[Rules], scores: Mapping[Rules, tuple[int, int]], asked: bool) -> list[Rules]:
    """The editions, the one the table agrees with best first (places and values together; on equal
    agreement, in the order given: the event's own edition first); with an edition ``asked`` for, that
    one stays first."""
    if asked:
        return [editions[0], *sorted(editions[1:], key=lambda r: -sum(scores[r]))]
    return sorted(editions, key=lambda r: -sum(scores[r]))


def _under(options: Options, rules: Rules) -> Options:
    """``options`` under another edition."""
    return replace(options, rules=rules)


_ByEdition = Mapping[Rules, Mapping[str, Mapping[int, Fraction | None]]]
"""Per edition, code, starting number: our value."""


def _probe(t: Tournament, published: Published, editions: Sequence[Rules], options: Options
           ) -> dict[Rules, dict[str, dict[int, Fraction | None]]]:
    """Our values of every code a published column may name, under every edition: what the reading of
    a column with several is chosen by."""
    candidates = list(dict.fromkeys(c for col in published.columns for c in col.codes))
    if not candidates:
        return {}
    return {r: _values(compute_standings(t, candidates, _under(options, r))) for r in editions}


def _rank_all(t: Tournament, tiebreaks: str | Sequence[str] | None, chosen: Sequence[str | None],
              editions: Sequence[Rules], options: Options, lead: str | None = None) -> dict[Rules, Standings]:
    """Our standings under every edition, ranked with ``tiebreaks`` (default: the codes the columns
    were read as, in their order, after ``lead``, the score a team ranking's points column holds, else
    the event's list)."""
    codes = tuple(dict.fromkeys(c for c in ([lead] if lead else []) + list(chosen) if c is not None))
    ranking: str | Sequence[str] | None = tiebreaks if tiebreaks is not None else (codes or None)
    return {r: compute_standings(t, ranking, _under(options, r)) for r in editions}


def _agreeing(published: Published, k: int, code: str, matched: Mapping[int, int], probe: _ByEdition,
              editions: Sequence[Rules], decimals: int) -> int:
    """How many published values of column ``k`` agree with ``code``, under the edition with most."""
    criterion = _criterion(code)
    return max(sum(1 for i, row in enumerate(published.rows) if _agrees_cell(
        row.values[k], probe[r][code].get(matched[i]), criterion, decimals) is True) for r in editions)


def _choose_code(published: Published, k: int, matched: Mapping[int, int], probe: _ByEdition,
                 editions: Sequence[Rules], decimals: int, notes: list[Diagnostic]) -> str | None:
    """The code column ``k`` is checked as (None: it names none we know): its one code, or, for a
    column with several readings, the one that agrees with the most published values under any
    edition, with a warning that says so."""
    col = published.columns[k]
    if not col.codes:
        return None
    scored = [(_agreeing(published, k, code, matched, probe, editions, decimals), code) for code in col.codes]
    best_code = max(scored, key=lambda x: x[0])[1] if len(scored) > 1 else col.codes[0]
    total = sum(1 for r in published.rows if r.values[k] is not None)
    if col.named_by == "content":
        n = max(x[0] for x in scored)
        if not total or n < total * _CONTENT_SHARE:
            notes.append(Diagnostic(
                Severity.WARNING, _NOT_CHECKED(heading=repr(col.heading), what="no annotation line names its "
                f"tie-break and none we know agrees with its values (the best, {best_code}, with {n} of "
                f"{total})", key=col.heading.strip()), published.source, col.line, col.column))
            return None
        notes.append(Diagnostic(
            Severity.WARNING, _READ_AS_BEST(heading=repr(col.heading), code=best_code, n=n, total=total,
                                            key=col.heading.strip()), published.source, col.line, col.column))
        return best_code
    if len(col.codes) > 1:
        n = max(x[0] for x in scored)
        notes.append(Diagnostic(Severity.WARNING, f"column {col.heading!r}"
                                + (f" ({col.label!r})" if col.label else "")
                                + f" does not say which of {', '.join(col.codes)} it is: read as "
                                f"{best_code}, which agrees with the most published values ({n} of "
                                f"{sum(1 for r in published.rows if r.values[k] is not None)})",
                                published.source, col.line, col.column))
    return best_code


def _records_to_check(t: Tournament, published: Published, options: Options
                      ) -> dict[int, tuple[dict[str, int], int]]:
    """Our match records (:func:`_match_records`) when a team ranking publishes its own, else none."""
    if t.is_team_event and any(row.record for row in published.rows):
        return _match_records(t, options.after_round)
    return {}


def _published_ranks(published: Published, matched: Mapping[int, int]) -> dict[int, tuple[int, int]]:
    """Starting number -> the published place, first and last rank: one rank (``7``) is (7, 7); a place
    published as shared, as a range (``25-26``) or as the same rank on several rows (``25``, ``25``, or
    chess-results' empty cell under a rank), spans as many ranks as it has rows."""
    places: dict[int, tuple[int, int]] = {}
    rows_at: dict[int, int] = {}
    for i, row in enumerate(published.rows):
        place = _place(row.rank.text) if row.rank is not None else None
        if place is not None:
            places[matched[i]] = place
            rows_at[place[0]] = rows_at.get(place[0], 0) + 1
    return {sno: (a, max(b, a + rows_at[a] - 1)) for sno, (a, b) in places.items()}


@dataclass
class _Comparison:
    """One published table against our standings: what is compared with, and what comparing found."""

    published: Published
    matched: Mapping[int, int]
    """Published row index -> starting number."""
    editions: list[Rules]
    """Ours first."""
    by_edition: dict[Rules, Standings]
    values: dict[Rules, dict[str, dict[int, Fraction | None]]]
    """Per edition, code, starting number: our value (of the ranking's list and of every reading)."""
    ranks: dict[int, tuple[int, int]]
    """The published places (first and last rank: a shared place spans several), by starting number."""
    records: dict[int, tuple[dict[str, int], int]]
    """A team ranking's match records, ours (:func:`_match_records`)."""
    decimals: list[int]
    """The precision of each published tie-break column."""
    points_decimals: int
    notes: list[Diagnostic]
    cells: list[CellCheck] = field(default_factory=list)
    shared_noted: set[tuple[int, int]] = field(default_factory=set)
    """The shared places already noted (first and last rank)."""

    @property
    def primary(self) -> Rules:
        return self.editions[0]

    @property
    def ours(self) -> Standings:
        return self.by_edition[self.primary]

    def check_record(self, row: PublishedRow, sno: int, me: Row) -> int:
        """Compare a team's match record (``Games + = -``) with its matches; how many values were
        compared (a cell that is not a number is noted and left unchecked)."""
        compared = 0
        for heading, entry in row.record:
            what = match_record(heading) or "played"
            count = _number(entry.text)
            if count is None:
                self.notes.append(Diagnostic(Severity.WARNING, f"{entry.text!r} is not a number of matches: "
                                             "not checked", self.published.source, entry.line, entry.column))
                continue
            compared += 1
            counts, byes = self.records[sno]
            if count != counts[what]:
                because = f"{counts[what]} {_RECORD_WORDS[what]} against a team (forfeited matches included)"
                if byes:
                    because += f"; its {byes} bye(s) are not counted as matches"
                self.cells.append(CellCheck(sno, me.name, heading, "", entry.text, str(counts[what]),
                                            "differs", (), because, entry.line, entry.column))
        return compared

    def check_rank(self, row: PublishedRow, sno: int, me: Row) -> None:
        """Compare the published place with ours (:func:`rank_agrees`): a place shared by design, ours
        or the publisher's, agrees with every rank inside it, noted once per place; any other rank that
        is not ours differs (or agrees under another edition)."""
        if row.rank is None or sno not in self.ranks:
            return
        place = self.ranks[sno]
        verdict = rank_agrees(place, self.by_edition[self.primary], sno)
        if verdict == "shared":
            self._note_shared_place(place, _our_place(self.ours, me), row.rank)
        elif verdict == "differs":
            fits = tuple(r.value for r in self.editions
                         if rank_agrees(place, self.by_edition[r], sno) != "differs")
            self.cells.append(CellCheck(sno, me.name, "Rank", "", row.rank.text, str(me.rank),
                                        "other edition" if fits else "differs", fits,
                                        _rank_reason(self.ours, me, {k: v[0] for k, v in self.ranks.items()}),
                                        row.rank.line, row.rank.column))

    def _note_shared_place(self, published: tuple[int, int], ours: tuple[int, int], at: Value) -> None:
        """Note (once per place) that a published place and ours agree as a shared place."""
        key = (min(published[0], ours[0]), max(published[1], ours[1]))
        if key in self.shared_noted:
            return
        self.shared_noted.add(key)
        if ours[1] > ours[0]:
            what = (f"ranks {ours[0]}-{ours[1]} are one shared place here (equal on points and on every "
                    "tie-break of the list): the published order within it comes from a criterion the "
                    "table does not show, and is taken as agreeing")
        else:
            what = (f"ranks {published[0]}-{published[1]} are one place shared in the table: the order "
                    "we give within it comes from the list, and is taken as agreeing")
        self.notes.append(Diagnostic(Severity.INFO, what, self.published.source, at.line, at.column))

    def check_points(self, row: PublishedRow, sno: int, me: Row) -> None:
        """Compare the published points (at the column's precision) with the score the event ranks on."""
        if row.points is None:
            return
        got = published_number(row.points.text)
        ours = self.ours
        if got is not None and not agrees(me.points, got[0], max(got[1], self.points_decimals)):
            self.cells.append(CellCheck(sno, me.name, "Pts", "PTS" if not ours.team else ours.points_code,
                                        row.points.text, format_value(me.points), "differs", (),
                                        "points from the results of the event" if not ours.team else
                                        f"{ours.points_code} from the matches of the event",
                                        row.points.line, row.points.column))

    def _explained(self, sno: int, code: str) -> Explanation | None:
        """How our value of ``code`` for ``sno`` was made (None for a code outside the ranking's list)."""
        from .explanations.explain import explain_value

        ours = self.ours
        index = next((j for j, s in enumerate(ours.specs) if s.canonical == code), None)
        return explain_value(ours, sno, index) if index is not None else None

    def check_value(self, k: int, code: str, criterion: Criterion, row: PublishedRow, sno: int
                    ) -> dict[str, bool | None] | None:
        """Compare one published tie-break value with ours (of ``code``, naming ``criterion``) under
        every edition: the verdict per edition, or None (with a note for text that is not a number)
        where nothing was compared."""
        cell = row.values[k]
        verdicts = {r.value: _agrees_cell(cell, self.values[r][code].get(sno), criterion, self.decimals[k])
                    for r in self.editions}
        if verdicts[self.primary.value] is None:
            if cell is not None:
                self.notes.append(Diagnostic(Severity.WARNING, f"{cell.text!r} is not a number: not checked",
                                             self.published.source, cell.line, cell.column))
            return None
        assert cell is not None
        if verdicts[self.primary.value]:
            status = "agrees"
        else:
            status = "other edition" if any(verdicts.values()) else "differs"
        fits = tuple(r for r, ok in verdicts.items() if ok)
        detail = self._explained(sno, code) if status != "agrees" else None
        self.cells.append(CellCheck(sno, self.ours.row(sno).name, self.published.columns[k].heading, code,
                                    cell.text, format_value(self.values[self.primary][code].get(sno), "-"),
                                    status, fits, detail.summary if detail is not None else "", cell.line,
                                    cell.column, detail))
        return verdicts

    def check_rows(self) -> int:
        """Per published row, compare the match record, the rank and the points; how many match-record
        values were compared."""
        compared = 0
        for i, row in enumerate(self.published.rows):
            sno = self.matched[i]
            me = self.ours.row(sno)
            compared += self.check_record(row, sno, me)
            self.check_rank(row, sno, me)
            self.check_points(row, sno, me)
        return compared

    def check_column(self, k: int, code: str) -> ColumnSummary:
        """Compare each value of tie-break column ``k`` (checked as ``code``); per edition, how many
        agree, and the edition under which all do."""
        col = self.published.columns[k]
        counts = dict.fromkeys((r.value for r in self.editions), 0)
        total = 0
        criterion = _criterion(code)
        for i, row in enumerate(self.published.rows):
            verdicts = self.check_value(k, code, criterion, row, self.matched[i])
            if verdicts is None:
                continue
            total += 1
            for r, ok in verdicts.items():
                counts[r] += bool(ok)
        full = [r for r, n in counts.items() if n == total and total]
        return ColumnSummary(col.heading, code, col.label, tuple(counts.items()), total,
                             full[0] if full else None, col.named_by)


def _team_points(t: Tournament, published: Published, matched: Mapping[int, int],
                 chosen: Sequence[str | None], tiebreaks: str | Sequence[str] | None, options: Options,
                 notes: list[Diagnostic]) -> str | None:
    """The score a team ranking's points column holds, read by its values: ``GPTS`` for a table ranked on
    game points (match points then a tie-break column), ``MPTS`` for match points; None when the
    ranking's list is given, the values do not tell, or the first column read names that score."""
    first_points = next((row.points for row in published.rows if row.points is not None), None)
    if not t.is_team_event or first_points is None or tiebreaks is not None:
        return None
    s = compute_standings(t, ["MPTS", "GPTS"], options)
    mp = {r.sno: r.points for r in s.rows}
    gp = {r.sno: r.values[0] for r in s.rows}
    decimals = column_decimals(row.points for row in published.rows)
    counts = {"MPTS": 0, "GPTS": 0}
    for i, row in enumerate(published.rows):
        got = published_number(row.points.text) if row.points is not None else None
        if got is not None:
            sno = matched[i]
            counts["MPTS"] += agrees(mp[sno], got[0], max(got[1], decimals))
            counts["GPTS"] += agrees(gp[sno], got[0], max(got[1], decimals))
    score, other = ("GPTS", "MPTS") if counts["GPTS"] > counts["MPTS"] else ("MPTS", "GPTS")
    if counts["MPTS"] == counts["GPTS"] or next((c for c in chosen if c is not None), None) == score:
        return None
    words = "game points" if score == "GPTS" else "match points"
    notes.append(Diagnostic(Severity.INFO, f"the points column holds {words} ({counts[score]} values agree "
                            f"with {score}, {counts[other]} with {other}): the table ranks on {score}, then "
                            "its tie-break columns", published.source, first_points.line,
                            first_points.column))
    return score


def _note_points_code(ours: Standings, published: Published, notes: list[Diagnostic]) -> None:
    """For a team ranking, note which score the points column is read as."""
    first_points = next((row.points for row in published.rows if row.points is not None), None)
    if ours.team and first_points is not None:
        notes.append(Diagnostic(Severity.INFO, f"the points column is read as {ours.points_code}, the score "
                                "the ranking ranks on (a column headed MPTS or GPTS names its score)",
                                published.source, first_points.line, first_points.column))


def check_published(t: Tournament, published: Published, *, tiebreaks: str | Sequence[str] | None = None,
                    options: Options | None = None) -> CheckReport:
    """Compare a published ranking with ours (see the module's docstring).

    ``tiebreaks``: the list to rank with (default: the published columns in their order, else the
    event's list). ``options.rules``: our edition (default: from the event's date); every other edition
    is tried for the values that differ.

    The steps: match the rows to competitors (:func:`_match`), choose the reading of each column
    (:func:`_choose_code`), rank under every edition, then per row compare the match record, the rank
    and the points, and per column each tie-break value (:class:`_Comparison`).

    :raises ParseError: for a published row whose player is not in the event (or is on two rows).
    """
    options = options or Options()
    _check_kind(t, published)
    matched, notes = _match(t, published)
    notes = [*published.diagnostics, *notes]
    editions = _editions(t, tiebreaks, options)
    probe = _probe(t, published, editions, options)
    decimals = [column_decimals(row.values[k] for row in published.rows)
                for k in range(len(published.columns))]
    chosen = [_choose_code(published, k, matched, probe, editions, decimals[k], notes)
              for k in range(len(published.columns))]
    lead = _team_points(t, published, matched, chosen, tiebreaks, options, notes)
    by_edition = _rank_all(t, tiebreaks, chosen, editions, options, lead)
    values = {r: {**probe.get(r, {}), **_values(s)} for r, s in by_edition.items()}
    places = _published_ranks(published, matched)
    scores = {r: _agreement(published, matched, places, chosen, decimals, by_edition[r], values[r])
              for r in editions}
    editions = _best_first(editions, scores, options.rules is not None)
    _note_points_code(by_edition[editions[0]], published, notes)
    c = _Comparison(published, matched, editions, by_edition, values, places,
                    _records_to_check(t, published, options), decimals,
                    column_decimals(row.points for row in published.rows), notes)
    record_count = c.check_rows()
    summaries = [c.check_column(k, code) for k, code in enumerate(chosen) if code is not None]
    points = sum(1 for row in published.rows if row.points is not None and published_number(row.points.text))
    return CheckReport(c.primary, tuple(s.canonical for s in c.ours.specs), tuple(c.cells), tuple(summaries),
                       tuple(notes), (len(c.ranks), points, sum(s.total for s in summaries)), record_count,
                       tuple(EditionAgreement(r.value, *scores[r]) for r in editions),
                       c.ours.points_code if c.ours.team else "",
                       "asked" if options.rules is not None else "agreement")


def column_decimals(cells: Iterable[Value | None]) -> int:
    """The precision a published column is printed to: the most decimals any of its numbers shows.
    A program prints ``5`` and ``4,5`` in one column, so ``5`` there means 5.0, not "4.5 to 5.5"."""
    got = (published_number(c.text) for c in cells if c is not None)
    return max((g[1] for g in got if g is not None), default=0)


def _criterion(code: str) -> Criterion:
    """The criterion a column's code names (a code of the catalogue: ranked with already)."""
    return parse_code(code).criterion


def _zero_for_none(criterion: Criterion | None) -> bool:
    """Whether a publisher prints 0 where the criterion has no value (the criterion says: Direct
    Encounter, of players or of teams, C.07 6, 13.3, with any modifier, where it decides nothing)."""
    return criterion is not None and criterion.published_zero


def _agrees_cell(cell: Value | None, computed: Fraction | None, criterion: Criterion | None = None,
                 decimals: int = 0) -> bool | None:
    """Whether a published cell agrees with a computed value of ``criterion``, at the column's
    precision ``decimals`` (at least the cell's own); None when the cell holds no number. Direct
    Encounter not applied (nobody tied) is published as 0."""
    if cell is None:
        return None
    got = published_number(cell.text)
    if got is None:
        # a dash: the publisher has no value (no tie to break, no game to average) where we have none
        # (Direct Encounter that decides nothing is 0 here, as a publisher's 0 is taken for "none")
        if clean(cell.text).strip() not in _NO_VALUE:
            return None
        return computed is None or (_zero_for_none(criterion) and computed == 0)
    if computed is None and _zero_for_none(criterion):
        computed = Fraction(0)
    return agrees(computed, got[0], max(got[1], decimals))
