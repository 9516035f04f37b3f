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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from html import unescape

from .criteria import parse_code
from .engine import Options, Row, Standings, compute_standings
from .errors import Diagnostic, ParseError, Severity, SpecError
from .explain import Explanation
from .model import Tournament
from .presenters import format_value
from .readers._builder import clean
from .readers.webpage import (
    classify_heading,
    defuse,
    header_row,
    looks_like_html,
    parse_page,
    player_fields,
)
from .rules import Rules

__all__ = ["CellCheck", "CheckReport", "Column", "ColumnSummary", "Published", "PublishedRow", "Value",
           "check_published", "codes_for", "name_key", "published_from_event", "published_number",
           "read_published"]


# -- what a published heading names ----------------------------------------------------------------------
_BH_VARIANTS = ("BH", "BH/C1", "BH/M1", "BH/C2", "BH/M2")
_NAMES: list[tuple[re.Pattern[str], tuple[str, ...]]] = [
    (re.compile(p, re.IGNORECASE), codes) for p, codes in [
        (r"direct encounter|direkter? vergleich|^dire?$|^de$|^h2h$|encuentro directo|confrontation directe|"
         r"scontro diretto|onderling resultaat|личная встреча", ("DE",)),
        (r"sonneborn|^s-?b$|^sob?-?berg$|^sober?g?$|^sob$|^berger$|^sbb$|^sb$", ("SB",)),
        (r"buchholz.*(?:variab|parameter)|^fide[- ]?tie", _BH_VARIANTS),
        (r"average rating of (?:the )?opponents.*(?:variab|parameter)", ("ARO", "ARO/C1", "ARO/C2")),
        (r"^(?:m-?buc|bucm|mbh|medianbh)$|median buchholz|buchholz.*median", ("BH/M1",)),
        (r"^(?:buc|bh|bhz)\s*[-/]?\s*t$|buchholz|^bh$|^buch$|^bch$", ("BH",)),
        (r"progressive|cumulative|kumulativ|fortschritt|^cmlt$|^cum$|^prog\.?$|^ps$|^prg$", ("PS",)),
        (r"games? won with black|^bwg$|^w\+b$", ("BWG",)),
        (r"games? played with black|^bpg$|most black", ("BPG",)),
        (r"greater number of victories|number of (?:wins|victories)|most wins|anzahl (?:der )?siege|"
         r"^siege$|^wins?$|^won$|^vict\.?$|^w$", ("WIN", "WON")),
        (r"average rating of (?:the )?opponents|rating average|elo-?schnitt|^aro$|^avg$|^ro$|^arо$",
         ("ARO",)),
        (r"performance", ("TPR",)),
        (r"koya", ("KS",)),
    ]
]
_CUT = re.compile(r"\b(?:cut|streich\w*|minus|c)\s*-?\s*(\d)\b|(?:^|[^a-z])(?:buc|bh|sb|bhc)\s*(\d)$",
                  re.IGNORECASE)
_MEDIAN = re.compile(r"\bmedian\s*(\d)?", re.IGNORECASE)
_NUMBERED = re.compile(r"^(?:tb|t\.?b\.?|wtg|wert(?:ung)?|fw|desp|dép|dep|spar|tie[- ]?break|feinw\w*|"
                       r"desempate|départage|spareggio|pw|kv|доп|д)\s*\.?\s*(\d{1,2})$", re.IGNORECASE)
_ANNOTATION = re.compile(
    r"^\s*(?:tie[- ]?break|feinwertung|wertung|desempate|départage|spareggio|tb|wtg)\s*(\d{1,2})\s*:"
    r"\s*(.+?)\s*$",
    re.IGNORECASE)


def codes_for(text: str) -> tuple[str, ...]:
    """The tie-break codes a published heading or annotation may name, most likely first; () unknown.

    >>> codes_for("Buc1"), codes_for("BucT"), codes_for("Sonneborn-Berger"), codes_for("BH-C1")
    (('BH/C1',), ('BH',), ('SB',), ('BH/C1',))
    >>> codes_for("Buchholz Tie-Breaks (variabel with parameter)")
    ('BH', 'BH/C1', 'BH/M1', 'BH/C2', 'BH/M2')
    >>> codes_for("Buchholz Tie-Breaks (cut 1)"), codes_for("The greater number of victories")
    (('BH/C1',), ('WIN', 'WON'))
    """
    try:
        return tuple(dict.fromkeys(parse_code(c).canonical for c in _codes_for(text)))
    except SpecError:
        return ()


def _codes_for(text: str) -> tuple[str, ...]:
    t = clean(text).strip()
    if not t:
        return ()
    try:
        return (parse_code(t).canonical,)
    except SpecError:
        pass
    low = t.lower()
    codes = next((c for pattern, c in _NAMES if pattern.search(low)), None)
    if codes is None:
        m = re.fullmatch(r"(?:buc|bh|bhc|buchholz)\s*-?\s*c?\s*(\d)", low)
        return (f"BH/C{m.group(1)}",) if m else ()
    cut, median = _CUT.search(low), _MEDIAN.search(low)
    if codes[0] in ("BH", "SB", "PS", "ARO") and cut and len(codes) == 1:
        return (f"{codes[0]}/C{cut.group(1) or cut.group(2)}",)
    if codes[0] in ("BH", "SB") and median and codes is not _BH_VARIANTS:
        return (f"{codes[0]}/M{median.group(1) or 1}",)
    return codes


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


@dataclass(frozen=True)
class Published:
    """A published ranking: its tie-break columns, its rows, and what the reading assumed."""

    columns: tuple[Column, ...]
    rows: tuple[PublishedRow, ...]
    diagnostics: tuple[Diagnostic, ...] = ()
    source: str | None = None


_Cell = tuple[str, int, int]


def _split(line: str, lineno: int, delimiter: str | None) -> list[_Cell]:
    if delimiter is None:
        return [(m.group(0), lineno, m.start() + 1) for m in re.finditer(r"\S+", line)]
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


def _kinds(cells: Sequence[_Cell]) -> list[str]:
    return [classify_heading(t)[0] for t, _, _ in cells]


def _is_header(cells: Sequence[_Cell]) -> bool:
    kinds = _kinds(cells)
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


def _heading_key(text: str) -> str:
    return re.sub(r"[\s.:]", "", clean(text)).lower()


def read_published(text: str, *, source: str | None = None, mapping: Mapping[str, str] | None = None
                   ) -> Published:
    """Read a published ranking (text, CSV/TSV, chess-results export, HTML page).

    ``mapping`` (heading -> code, from ``--map``) overrides what a heading or annotation names.

    :raises ParseError: for a table without a header, rows that contradict the header, or a row without
        a player.
    :raises SpecError: for a bad code in ``mapping``.
    """
    notes: list[Diagnostic] = []

    def note(message: str, line: int | None, column: int | None = None,
             severity: Severity = Severity.WARNING) -> None:
        notes.append(Diagnostic(severity, message, source, line, column))

    overrides = _parse_mapping(mapping or {})
    people: dict[tuple[int, int], dict[str, str]] = {}
    blanks = False
    if looks_like_html(text):
        grid, people = _html_grid(text, source)
        lines = _html_lines(text)
    else:
        grid, lines, blanks = _text_grid(text)
    if not grid:
        raise ParseError("published table: no header line found (expected headings such as Rk., SNo, Name, "
                         "Pts., TB1 or BH)", source=source, line=1, column=1)
    header = grid[0]
    kinds = _kinds(header)
    first_line = header[0][1]
    skipped = [n for n, line in lines if n < first_line and line.strip()]
    if skipped:
        note(f"lines {skipped[0]}-{skipped[-1]} above the header (titles) skipped", skipped[0], 1,
             Severity.INFO)
    annotations: dict[int, tuple[str, int]] = {}
    for n, content in lines:
        m = _ANNOTATION.match(content)
        if m and n >= first_line:
            annotations.setdefault(int(m.group(1)), (m.group(2), n))
    index = {kind: kinds.index(kind) for kind in ("rank", "sno", "name", "points") if kind in kinds}
    columns: list[Column] = []
    positions: list[int] = []
    for i, (heading, line, col) in enumerate(header):
        if kinds[i] != "other":
            continue
        key = _heading_key(heading)
        numbered = _NUMBERED.match(heading.strip())
        label, named_by, codes = "", "heading", codes_for(heading)
        if numbered and int(numbered.group(1)) in annotations:
            label = annotations[int(numbered.group(1))][0]
            codes, named_by = codes_for(label), "annotation"
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
        if _ANNOTATION.match(" ".join(t for t, _, _ in cells)):
            continue
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

        rows.append(PublishedRow(line, name, sno, value(index.get("rank")) if rank_cell else None,
                                 value(index.get("points")), tuple(value(i) for i in positions)))
    if not rows:
        raise ParseError("published table: a header but no rows", source=source, line=first_line, column=1)
    return Published(tuple(columns), tuple(rows), tuple(notes), source)


def published_from_event(t: Tournament) -> Published:
    """The ranks an event file publishes itself (TRF columns 86-89), as a published table."""
    rows = tuple(PublishedRow(p.line or 0, p.name, p.sno, Value(str(p.declared_rank), p.line or 0, 86),
                              None, ()) for p in t.players if p.declared_rank)
    return Published((), rows, (), t.source)


# -- matching players ----------------------------------------------------------------------------------
_TITLE_WORDS = frozenset({"gm", "im", "fm", "cm", "wgm", "wim", "wfm", "wcm", "nm"})


def name_key(name: str) -> str:
    """A name compared without case, accents, punctuation or word order ("Surname, First").

    >>> name_key("Müller, Jörg") == name_key("jorg MULLER") == name_key("GM Müller,Jörg")
    True
    """
    text = unicodedata.normalize("NFKD", clean(name)).encode("ascii", "ignore").decode().lower()
    words = [w for w in re.split(r"[\s,.;]+", text) if w and w not in _TITLE_WORDS]
    return " ".join(sorted(words))


def _match(t: Tournament, published: Published) -> tuple[dict[int, int], list[Diagnostic]]:
    """Published row index -> starting number."""
    notes: list[Diagnostic] = []
    by_key: dict[str, list[int]] = {}
    for p in t.players:
        by_key.setdefault(name_key(p.name), []).append(p.sno)
    names = {p.sno: p.name for p in t.players}
    out: dict[int, int] = {}
    taken: dict[int, int] = {}
    if published.rows and all(row.sno is None for row in published.rows):
        notes.append(Diagnostic(Severity.INFO, "the table gives no starting numbers: players matched by name "
                                "(case, accents and word order ignored)", published.source,
                                published.rows[0].line, 1))
    for k, row in enumerate(published.rows):
        key = name_key(row.name) if row.name else ""
        by_name = by_key.get(key, [])
        if key and not by_name:
            words = set(key.split())
            by_name = [p.sno for p in t.players if words <= set(name_key(p.name).split())]
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
            raise ParseError(f"published table: {row.name!r} matches {len(by_name)} players of the event "
                             "and the row gives no starting number that tells them apart",
                             source=published.source, line=row.line, column=1)
        if sno is None:
            who = f"{row.name!r}" + (f" (SNo {row.sno})" if row.sno is not None else "")
            raise ParseError(f"published table: no player {who} in the event", source=published.source,
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

    @property
    def differences(self) -> tuple[CellCheck, ...]:
        return tuple(c for c in self.cells if c.status != "agrees")


def _values(s: Standings) -> dict[str, dict[int, Fraction | None]]:
    out: dict[str, dict[int, Fraction | None]] = {}
    for k, spec in enumerate(s.specs):
        out.setdefault(spec.canonical, {r.sno: r.values[k] for r in s.rows})
    return out


def _rank_reason(s: Standings, row: Row, published: dict[int, int]) -> str:
    from .explain import compare

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
    from .explain import explain_value

    options = options or Options()
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
    for k, col in enumerate(published.columns):
        if not col.codes:
            chosen.append(None)
            continue
        scored = []
        for code in col.codes:
            best = max(sum(1 for i, row in enumerate(published.rows) if _agrees_cell(
                row.values[k], probe[r][code].get(matched[i]), code) is True) for r in editions)
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
    values = {r: {**probe.get(r, {}), **_values(s)} for r, s in by_edition.items()}
    cells: list[CellCheck] = []
    summaries: list[ColumnSummary] = []
    ranks: dict[int, int] = {}
    for i, row in enumerate(published.rows):
        place = _number(row.rank.text) if row.rank is not None else None
        if place is not None:
            ranks[matched[i]] = place
    for i, row in enumerate(published.rows):
        sno = matched[i]
        me = ours.row(sno)
        if row.rank is not None and sno in ranks:
            rank = ranks[sno]
            fits = tuple(r.value for r in editions if by_edition[r].row(sno).rank == rank)
            if rank != me.rank:
                cells.append(CellCheck(sno, me.name, "Rank", "", row.rank.text, str(me.rank),
                                       "other edition" if fits else "differs", fits,
                                       _rank_reason(ours, me, ranks), row.rank.line, row.rank.column))
        if row.points is not None:
            got = published_number(row.points.text)
            if got is not None and not agrees(me.points, *got):
                cells.append(CellCheck(sno, me.name, "Pts", "PTS", row.points.text, format_value(me.points),
                                       "differs", (), "points from the results of the event",
                                       row.points.line, row.points.column))
    for k, col in enumerate(published.columns):
        spec_code = chosen[k]
        if spec_code is None:
            continue
        counts = dict.fromkeys((r.value for r in editions), 0)
        total = 0
        for i, row in enumerate(published.rows):
            cell = row.values[k]
            sno = matched[i]
            verdicts = {r.value: _agrees_cell(cell, values[r][spec_code].get(sno), spec_code)
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
                       tuple(notes), (len(ranks), points, sum(c.total for c in summaries)))


def _agrees_cell(cell: Value | None, computed: Fraction | None, code: str = "") -> bool | None:
    """Whether a published cell agrees with a computed value; None when the cell holds no number.
    Direct Encounter not applied (nobody tied) is published as 0."""
    if cell is None:
        return None
    got = published_number(cell.text)
    if got is None:
        return None
    if computed is None and code == "DE":
        computed = Fraction(0)
    return agrees(computed, *got)
