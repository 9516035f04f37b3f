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
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from html import unescape

from ._engine import Options, Row, Standings, compute_standings
from ._errors import Diagnostic, ParseError, Severity, SpecError
from ._explain import Explanation
from ._model import Result, Tournament
from ._presenters import format_value
from ._rules import Rules
from ._team import team_matches
from .criteria import find, parse_code
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

__all__ = ["CellCheck", "CheckReport", "Column", "ColumnSummary", "Published", "PublishedRow", "Value",
           "check_published", "codes_for", "name_key", "published_from_event", "published_number",
           "read_published"]


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


def _split(line: str, lineno: int, delimiter: str | None) -> list[_Cell]:
    if delimiter is None:  # a lone '|' between blanks is a rule between blocks of columns (Vega)
        return [(m.group(0), lineno, m.start() + 1) for m in re.finditer(r"\S+", line) if m.group(0) != "|"]
    fields = next(csv.reader([line], delimiter=delimiter)) if line.strip() else []
    out, pos = [], 0
    for f in fields:
        at = line.find(f, pos) if f else pos
        at = pos if at < 0 else at
        out.append((f.strip(), lineno, at + 1))
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


def _text_grid(text: str) -> tuple[list[list[_Cell]], list[tuple[int, str]], bool]:
    """Rows of cells of a text table (from its header on), every line with its number, and whether the
    fields are separated by blanks (not by ``;``, tabs or commas)."""
    lines = clean(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    numbered = list(enumerate(lines, start=1))
    for lineno, line in numbered:
        if not line.strip():
            continue
        delimiter = ";" if ";" in line else "\t" if "\t" in line else "," if "," in line else None
        cells = _split(line, lineno, delimiter)
        if _is_header(cells):
            grid = [cells]
            for k, rest in numbered[lineno:]:
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


def _parse_mapping(mapping: Mapping[str, str]) -> dict[str, str]:
    out = {}
    for heading, code in mapping.items():
        try:
            out[_heading_key(heading)] = parse_code(code).canonical
        except SpecError as exc:
            raise SpecError(f"--map {heading}={code}: {exc.message}") from None
    return out


_NO_VALUE = frozenset({"-", "–", "—", "--"})
_RATING_BLOCK_MARKS = frozenset({"we", "w-we"})
_RATING_BLOCK = frozenset({"n", "w", "we", "w-we", "k", "rtg+/-", "elo+/-", "dwz+/-"})


_READ_KINDS = frozenset({"rank", "sno", "points", "other", "record"})


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
        overlap = [k for k, (x, y) in enumerate(spans) if a < y and x < z]
        k = overlap[0] if len(overlap) == 1 else min(
            overlap or range(len(spans)), key=lambda k: abs((spans[k][0] + spans[k][1]) - (a + z)))
        if aligned and max(spans[k][0] - z, a - spans[k][1], 0) > 2:
            return None
        out[k].append(cell)
    kinds = _kinds(header)
    if any(len(got) > 1 for k, got in enumerate(out) if k != name_at and kinds[k] in _READ_KINDS):
        return None  # two fields under a heading whose value is read: no safe placement
    line = cells[0][1] if cells else 0
    placed = []
    for k, got in enumerate(out):
        if not got:
            placed.append(("", line, header[k][2]))
        else:
            placed.append((" ".join(t for t, _, _ in got), line, got[0][2]))
    return placed


def _heading_key(text: str) -> str:
    return re.sub(r"[\s.:]", "", clean(text)).lower()


def read_published(text: str, *, source: str | None = None, mapping: Mapping[str, str] | None = None,
                   team: bool | None = None) -> Published:
    """Read a published ranking (text, CSV/TSV, chess-results export, HTML page).

    ``mapping`` (heading -> code, from ``--map``) overrides what a heading or annotation names.
    ``team``: whether the rows are teams (a team event's ranking); None: when the table has a ``Team``
    column and no player's name column. The headings and annotations of a team ranking name team
    tie-breaks (``Matchpoints`` is MPTS, ``points (game-points)`` GPTS, a Buchholz may be on either
    score); its match record (``Games + = -``) is checked too (players' games and results are not).

    :raises ParseError: for a table without a header, rows that contradict the header, or a row without
        a player.
    :raises SpecError: for a bad code in ``mapping``.
    """
    notes: list[Diagnostic] = []

    def note(message: str, line: int | None, column: int | None = None,
             severity: Severity = Severity.WARNING) -> None:
        notes.append(Diagnostic(severity, message, source, line, column))

    overrides = _parse_mapping(mapping or {})
    text, recoded = cyrillic_cp1251(text, source)
    if recoded is not None:
        notes.append(recoded)
    people: dict[tuple[int, int], dict[str, str]] = {}
    blanks = False
    if looks_like_html(text):
        grid, people = _html_grid(text, source)
        lines = _html_lines(text)
    else:
        grid, lines, blanks = _text_grid(text)
    if not grid:
        raise ParseError("published table: no header line found (expected headings such as Rk., SNo, Name, "
                         "Team, Pts., TB1 or BH)", source=source, line=1, column=1)
    header = grid[0]
    kinds = _kinds(header)
    if team is None:
        team = "team" in kinds and "name" not in kinds
    for i, kind in enumerate(kinds):
        if kind == "team":  # the teams' names in a team ranking, a club column in a players' one
            kinds[i] = "name" if team and "name" not in kinds else "info"
    record = [(i, h, line, col) for i, (h, line, col) in enumerate(header) if kinds[i] == "record"]
    if record:
        note(f"column(s) {' '.join(h for _, h, _, _ in record)} (the "
             + ("match record: matches played, won, drawn, lost, checked" if team else
                "games and results, not checked") + ")", record[0][2], record[0][3], Severity.INFO)
    if any(_heading_key(h) in _RATING_BLOCK_MARKS for h, _, _ in header):
        # chess-results' rating calculation (n w we w-we K rtg+/-): games, points, expected points,
        # ... of the rated games, not a starting number nor tie-breaks
        for i, (h, line, col) in enumerate(header):
            if _heading_key(h) in _RATING_BLOCK:
                kinds[i] = "info"
                note(f"column {h!r} is part of the rating calculation (n w we w-we K rtg+/-): not checked",
                     line, col, Severity.INFO)
    first_line = header[0][1]
    skipped = [n for n, line in lines if n < first_line and line.strip()]
    if skipped:
        note(f"lines {skipped[0]}-{skipped[-1]} above the header (titles) skipped", skipped[0], 1,
             Severity.INFO)
    annotations: dict[int, tuple[str, int]] = {}
    for n, content in lines:
        m = ANNOTATION.match(content)
        if m and n >= first_line:
            annotations.setdefault(int(m.group(1)), (m.group(2), n))
    index = {kind: kinds.index(kind) for kind in ("rank", "sno", "name", "points") if kind in kinds}
    columns: list[Column] = []
    positions: list[int] = []
    for i, (heading, line, col) in enumerate(header):
        if kinds[i] != "other":
            continue
        key = _heading_key(heading)
        numbered = NUMBERED_TIEBREAK.match(heading.strip())
        label, named_by, codes = "", "heading", codes_for(heading, team=team)
        if numbered and int(numbered.group(1)) in annotations:
            label = annotations[int(numbered.group(1))][0]
            codes, named_by = codes_for(label, team=team), "annotation"
        if key in overrides:
            codes, named_by = (overrides.pop(key),), "--map"
        if not codes:
            what = (f"its annotation {label!r} names no tie-break we know" if label else
                    "no annotation line names its tie-break" if numbered else "names no tie-break we know")
            note(f"column {heading!r}: {what}; not checked (use --map {heading.strip()}=CODE)", line, col)
        elif named_by != "--map":
            note(f"column {heading!r} read as {' or '.join(codes)}"
                 + (f" (annotation line {annotations[int(numbered.group(1))][1]}: {label!r})"
                    if named_by == "annotation" and numbered else ""), line, col, Severity.INFO)
        columns.append(Column(heading, line, col, codes, label, named_by))
        positions.append(i)
    for key in overrides:
        raise SpecError(f"--map: the published table has no column {key!r} (columns: "
                        f"{', '.join(h for h, _, _ in header if h)})")
    rows: list[PublishedRow] = []
    for cells in grid[1:]:
        if not cells or not any(t for t, _, _ in cells):
            continue
        line = cells[0][1]
        if ANNOTATION.match(" ".join(t for t, _, _ in cells)):
            continue
        shared_rank = None
        from_end = len(header) - index["points"] if "points" in index else 0  # the points, from the end
        if (blanks and index.get("rank") == 0 and rows and rows[-1].rank is not None and from_end
                and not cells[0][0][:1].isdigit() and len(cells) >= len(header) - 1
                and published_number(cells[len(cells) - from_end][0]) is not None):
            # chess-results leaves the rank out of a row that shares the place of the row above
            shared_rank = rows[-1].rank
            cells = [("", line, cells[0][2]), *cells]
        if blanks and shared_rank is None and "name" in index:
            # a fixed-width table is read by position (a missing title, a name of several words);
            # one whose columns do not line up by the fields' order, position only when one is missing
            placed = _by_position(cells, header, index["name"], aligned=True)
            if placed is None and len(cells) < len(header):
                placed = _by_position(cells, header, index["name"])
            has_number = placed is not None and any(
                _number(placed[index[k]][0]) is not None for k in ("rank", "sno") if k in index)
            if placed is not None and has_number and ("points" not in index or published_number(
                    placed[index["points"]][0]) is not None):
                note("the fields of a row are read under the headings above them", line, 1,
                     Severity.INFO)
                cells = placed
        if blanks and len(cells) > len(header) and "name" in index:
            extra, k = len(cells) - len(header), index["name"]
            merged = (" ".join(t for t, _, _ in cells[k:k + extra + 1]), cells[k][1], cells[k][2])
            cells = [*cells[:k], merged, *cells[k + extra + 1:]]
        person = people.get(cells[index["name"]][1:], {}) if "name" in index and index["name"] < len(
            cells) else {}
        name = cells[index["name"]][0] if "name" in index and index["name"] < len(cells) else ""
        sno = _number(cells[index["sno"]][0]) if "sno" in index and index["sno"] < len(cells) else None
        if sno is None and person.get("sno"):
            sno = int(person["sno"])
        rank_cell = cells[index["rank"]] if "rank" in index and index["rank"] < len(cells) else None
        if not name and sno is None:
            note(f"line ignored (not a row of the table): {' '.join(t for t, _, _ in cells)[:40]!r}", line, 1,
                 Severity.INFO)
            continue
        if rank_cell is not None and rank_cell[0] and _number(rank_cell[0]) is None:
            if sno is None:  # no number at all: text around the table (a footer, a note)
                note(f"line ignored (not a row of the table): {' '.join(t for t, _, _ in cells)[:40]!r}",
                     line, 1, Severity.INFO)
                continue
            note(f"{name or sno}: rank {rank_cell[0]!r} is not a number; the rank is not checked",
                 rank_cell[1], rank_cell[2])
            rank_cell = None
        if blanks and len(cells) < len(header):
            raise ParseError(f"published table: {len(cells)} fields where the header has {len(header)} "
                             "(separate the columns with tabs or ';' when a field may be empty)",
                             source=source, line=line, column=1)

        def value(i: int | None, cells: list[_Cell] = cells) -> Value | None:
            if i is None or i >= len(cells) or not cells[i][0]:
                return None
            return Value(*cells[i])

        matches = tuple((h, v) for i, h, _, _ in record if (v := value(i)) is not None) if team else ()
        if shared_rank is not None:
            note(f"{name}: no rank, read as sharing the place of the row above (rank {shared_rank.text})",
                 line, 1, Severity.INFO)
            rows.append(PublishedRow(line, name, sno, Value(shared_rank.text, line, 1),
                                     value(index.get("points")), tuple(value(i) for i in positions), matches))
            continue
        rows.append(PublishedRow(line, name, sno, value(index.get("rank")) if rank_cell else None,
                                 value(index.get("points")), tuple(value(i) for i in positions), matches))
    if not rows:
        raise ParseError("published table: a header but no rows", source=source, line=first_line, column=1)
    return Published(tuple(columns), tuple(rows), tuple(notes), source, team)


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
    """A name compared without case, accents, punctuation or word order ("Surname, First").

    >>> name_key("Müller, Jörg") == name_key("jorg MULLER") == name_key("GM Müller,Jörg")
    True
    """
    text = unicodedata.normalize("NFKD", clean(name)).encode("ascii", "ignore").decode().lower()
    words = [w for w in re.split(r"[\s,.;]+", text) if w and w not in _TITLE_WORDS]
    return " ".join(sorted(words))


def _match(t: Tournament, published: Published) -> tuple[dict[int, int], list[Diagnostic]]:
    """Published row index -> starting number (of a player, or of a team in a team event)."""
    notes: list[Diagnostic] = []
    team = t.is_team_event
    entrants = [(x.number, x.name) for x in t.team_info.teams] if t.team_info is not None and team else \
        [(p.sno, p.name) for p in t.players]
    who, whom = ("team", "teams") if team else ("player", "players")
    by_key: dict[str, list[int]] = {}
    for number, entrant in entrants:
        by_key.setdefault(name_key(entrant), []).append(number)
    names = dict(entrants)
    out: dict[int, int] = {}
    taken: dict[int, int] = {}
    if published.rows and all(row.sno is None for row in published.rows):
        notes.append(Diagnostic(Severity.INFO, f"the table gives no starting numbers: {whom} matched by name "
                                "(case, accents and word order ignored)", published.source,
                                published.rows[0].line, 1))
    for k, row in enumerate(published.rows):
        key = name_key(row.name) if row.name else ""
        by_name = by_key.get(key, [])
        if key and not by_name:
            words = set(key.split())
            by_name = [number for number, entrant in entrants if words <= set(name_key(entrant).split())]
        where = (published.source, row.line, 1)
        sno: int | None = None
        if row.sno is not None and row.sno in names and (
                not key or row.sno in by_name or set(key.split()) & set(name_key(names[row.sno]).split())):
            sno = row.sno
        elif len(by_name) == 1:
            sno = by_name[0]
            if row.sno is not None:
                notes.append(Diagnostic(Severity.WARNING, f"{row.name}: SNo {row.sno} is "
                                        f"{names.get(row.sno, 'nobody')} in the event; matched by name "
                                        f"({names[sno]}, SNo {sno})", *where))
        elif len(by_name) > 1:
            raise ParseError(f"published table: {row.name!r} matches {len(by_name)} {whom} of the event "
                             "and the row gives no starting number that tells them apart",
                             source=published.source, line=row.line, column=1)
        if sno is None:
            named = f"{row.name!r}" + (f" (SNo {row.sno})" if row.sno is not None else "")
            raise ParseError(f"published table: no {who} {named} in the event", source=published.source,
                             line=row.line, column=1)
        if sno in taken:
            raise ParseError(f"published table: {names[sno]} is on two rows (line "
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

    @property
    def differences(self) -> tuple[CellCheck, ...]:
        return tuple(c for c in self.cells if c.status != "agrees")


def _values(s: Standings) -> dict[str, dict[int, Fraction | None]]:
    out: dict[str, dict[int, Fraction | None]] = {}
    if s.team:  # the score ranked on is the points column, not a tie-break of the list
        out[s.points_code] = {r.sno: r.points for r in s.rows}
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


def _rank_reason(s: Standings, row: Row, published: dict[int, int]) -> str:
    from ._explain import compare

    ahead = [s.row(sno) for sno, rank in published.items() if sno != row.sno
             and (rank < published[row.sno]) != (s.row(sno).rank < row.rank)]
    ahead.sort(key=lambda r: abs(r.rank - row.rank))
    for other in ahead:
        return compare(s, row.sno, other.sno).summary
    if row.shared:
        return "tied with others on every criterion of the list: the place is shared"
    return "the published order differs"


def check_published(t: Tournament, published: Published, *, tiebreaks: str | Sequence[str] | None = None,
                    options: Options | None = None) -> CheckReport:
    """Compare a published ranking with ours (see the module's docstring).

    ``tiebreaks``: the list to rank with (default: the published columns in their order, else the
    event's list). ``options.rules``: our edition (default: from the event's date); every other edition
    is tried for the values that differ.

    :raises ParseError: for a published row whose player is not in the event (or is on two rows).
    """
    from ._explain import explain_value

    options = options or Options()
    if t.is_team_event != published.team and published.rows:
        raise ParseError("published table: " + (
            "a team event ranks its teams, and the table was read as a ranking of players (read it as a "
            "team ranking: read_published(..., team=True))" if t.is_team_event else
            "the table ranks teams (a Team column) and the event is not a team event"),
            source=published.source, line=published.rows[0].line, column=1)
    matched, notes = _match(t, published)
    notes = [*published.diagnostics, *notes]
    first = compute_standings(t, tiebreaks, options) if tiebreaks is not None else None
    primary = options.rules or (first.rules if first is not None else compute_standings(t, [], options).rules)
    editions = [primary, *(r for r in Rules if r is not primary)]

    def with_rules(rules: Rules) -> Options:
        return replace(options, rules=rules)

    # columns with several readings: the one that agrees with the most published values, any edition
    candidates = list(dict.fromkeys(c for col in published.columns for c in col.codes))
    probe = {r: _values(compute_standings(t, candidates, with_rules(r))) for r in editions} if candidates \
        else {}
    chosen: list[str | None] = []
    decimals = [column_decimals(row.values[k] for row in published.rows)
                for k in range(len(published.columns))]
    points_decimals = column_decimals(row.points for row in published.rows)
    for k, col in enumerate(published.columns):
        if not col.codes:
            chosen.append(None)
            continue
        scored = []
        for code in col.codes:
            zero = _undecided_is_zero(code)
            best = max(sum(1 for i, row in enumerate(published.rows) if _agrees_cell(
                row.values[k], probe[r][code].get(matched[i]), zero, decimals[k]) is True)
                for r in editions)
            scored.append((best, code))
        best_code = max(scored, key=lambda x: x[0])[1] if len(scored) > 1 else col.codes[0]
        if len(col.codes) > 1:
            n = max(x[0] for x in scored)
            notes.append(Diagnostic(Severity.WARNING, f"column {col.heading!r}"
                                    + (f" ({col.label!r})" if col.label else "")
                                    + f" does not say which of {', '.join(col.codes)} it is: read as "
                                    f"{best_code}, which agrees with the most published values ({n} of "
                                    f"{sum(1 for r in published.rows if r.values[k] is not None)})",
                                    published.source, col.line, col.column))
        chosen.append(best_code)
    codes = tuple(dict.fromkeys(c for c in chosen if c is not None))
    ranking: str | Sequence[str] | None = tiebreaks if tiebreaks is not None else (codes or None)
    by_edition = {r: compute_standings(t, ranking, with_rules(r)) for r in editions}
    ours = by_edition[primary]
    first_points = next((row.points for row in published.rows if row.points is not None), None)
    if ours.team and first_points is not None:
        notes.append(Diagnostic(Severity.INFO, f"the points column is read as {ours.points_code}, the score "
                                "the event ranks on (a column headed MPTS or GPTS names its score)",
                                published.source, first_points.line, first_points.column))
    values = {r: {**probe.get(r, {}), **_values(s)} for r, s in by_edition.items()}
    cells: list[CellCheck] = []
    summaries: list[ColumnSummary] = []
    ranks: dict[int, int] = {}
    shared_noted: set[int] = set()
    for i, row in enumerate(published.rows):
        place = _number(row.rank.text) if row.rank is not None else None
        if place is not None:
            ranks[matched[i]] = place
    their_records = _match_records(t, options.after_round) if t.is_team_event and any(
        row.record for row in published.rows) else {}
    record_count = 0
    for i, row in enumerate(published.rows):
        sno = matched[i]
        me = ours.row(sno)
        for heading, entry in row.record:
            what = match_record(heading) or "played"
            count = _number(entry.text)
            if count is None:
                notes.append(Diagnostic(Severity.WARNING, f"{entry.text!r} is not a number of matches: not "
                                        "checked", published.source, entry.line, entry.column))
                continue
            record_count += 1
            counts, byes = their_records[sno]
            if count != counts[what]:
                because = f"{counts[what]} {_RECORD_WORDS[what]} against a team (forfeited matches included)"
                if byes:
                    because += f"; its {byes} bye(s) are not counted as matches"
                cells.append(CellCheck(sno, me.name, heading, "", entry.text, str(counts[what]), "differs",
                                       (), because, entry.line, entry.column))
        if row.rank is not None and sno in ranks:
            rank = ranks[sno]
            fits = tuple(r.value for r in editions if by_edition[r].row(sno).rank == rank)
            size = sum(1 for r in ours.rows if r.rank == me.rank) if me.shared else 1
            # another edition that puts him exactly there, without a tie, explains the order
            explained = any(by_edition[r].row(sno).rank == rank and not by_edition[r].row(sno).shared
                            for r in editions)
            if rank != me.rank and me.rank < rank < me.rank + size and not explained:
                # a place we share: the publisher broke the tie with a criterion it does not show
                if me.rank not in shared_noted:
                    shared_noted.add(me.rank)
                    notes.append(Diagnostic(
                        Severity.INFO, f"ranks {me.rank}-{me.rank + size - 1} are one shared place here "
                        "(equal on points and on every tie-break of the list): the published order "
                        "within it comes from a criterion the table does not show, and is taken as "
                        "agreeing", published.source, row.rank.line, row.rank.column))
            elif rank != me.rank:
                cells.append(CellCheck(sno, me.name, "Rank", "", row.rank.text, str(me.rank),
                                       "other edition" if fits else "differs", fits,
                                       _rank_reason(ours, me, ranks), row.rank.line, row.rank.column))
        if row.points is not None:
            got = published_number(row.points.text)
            if got is not None and not agrees(me.points, got[0], max(got[1], points_decimals)):
                cells.append(CellCheck(sno, me.name, "Pts", "PTS" if not ours.team else ours.points_code,
                                       row.points.text, format_value(me.points), "differs", (),
                                       "points from the results of the event" if not ours.team else
                                       f"{ours.points_code} from the matches of the event",
                                       row.points.line, row.points.column))
    for k, col in enumerate(published.columns):
        spec_code = chosen[k]
        if spec_code is None:
            continue
        counts = dict.fromkeys((r.value for r in editions), 0)
        total = 0
        zero = _undecided_is_zero(spec_code)
        for i, row in enumerate(published.rows):
            cell = row.values[k]
            sno = matched[i]
            verdicts = {r.value: _agrees_cell(cell, values[r][spec_code].get(sno), zero, decimals[k])
                        for r in editions}
            if verdicts[primary.value] is None:
                if cell is not None:
                    notes.append(Diagnostic(Severity.WARNING, f"{cell.text!r} is not a number: not checked",
                                            published.source, cell.line, cell.column))
                continue
            total += 1
            for r, ok in verdicts.items():
                counts[r] += bool(ok)
            if verdicts[primary.value]:
                status = "agrees"
            else:
                status = "other edition" if any(verdicts.values()) else "differs"
            assert cell is not None
            fits = tuple(r for r, ok in verdicts.items() if ok)
            ours_value = values[primary][spec_code].get(sno)
            detail = None
            if status != "agrees":
                index = next((j for j, s in enumerate(ours.specs) if s.canonical == spec_code), None)
                detail = explain_value(ours, sno, index) if index is not None else None
            cells.append(CellCheck(sno, ours.row(sno).name, col.heading, spec_code, cell.text,
                                   format_value(ours_value, "-"), status, fits,
                                   detail.summary if detail is not None else "", cell.line, cell.column,
                                   detail))
        full = [r for r, n in counts.items() if n == total and total]
        summaries.append(ColumnSummary(col.heading, spec_code, col.label, tuple(counts.items()), total,
                                       full[0] if full else None, col.named_by))
    points = sum(1 for row in published.rows if row.points is not None and published_number(row.points.text))
    return CheckReport(primary, tuple(s.canonical for s in ours.specs), tuple(cells), tuple(summaries),
                       tuple(notes), (len(ranks), points, sum(c.total for c in summaries)), record_count)


def column_decimals(cells: Iterable[Value | None]) -> int:
    """The precision a published column is printed to: the most decimals any of its numbers shows.
    A program prints ``5`` and ``4,5`` in one column, so ``5`` there means 5.0, not "4.5 to 5.5"."""
    got = (published_number(c.text) for c in cells if c is not None)
    return max((g[1] for g in got if g is not None), default=0)


def _undecided_is_zero(code: str) -> bool:
    """True for a criterion of games among the tied (C.07 type A: Direct Encounter, of players or of
    teams, 13.3), which publishers print as 0 where it decides nothing."""
    return find(code).kind == "A"


def _agrees_cell(cell: Value | None, computed: Fraction | None, zero: bool = False, decimals: int = 0
                 ) -> bool | None:
    """Whether a published cell agrees with a computed value, at the column's precision ``decimals``
    (at least the cell's own); None when the cell holds no number. With ``zero`` (Direct Encounter,
    :func:`_undecided_is_zero`), a value not applied (nobody tied) is published as 0."""
    if cell is None:
        return None
    got = published_number(cell.text)
    if got is None:
        # a dash: the publisher has no value (no tie to break, no game to average) where we have none
        # (Direct Encounter that decides nothing is 0 here, as a publisher's 0 is taken for "none")
        if clean(cell.text).strip() not in _NO_VALUE:
            return None
        return computed is None or (zero and computed == 0)
    if computed is None and zero:
        computed = Fraction(0)
    return agrees(computed, got[0], max(got[1], decimals))
