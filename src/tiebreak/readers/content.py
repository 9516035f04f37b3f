"""Reading an event by the content of its tables, where the format readers find none.

:func:`read_by_content` is the second stage of reading (:mod:`tiebreak.readers.tables`): the tables of
the input, each column's role told by its heading and its values (or chosen by the user:
``--columns``), the table that makes an event written out for the reader of its kind -- a crosstable
for the crosstable reader (headings it knows: ``Rk. SNo Name Rtg FED 1.Rd … Pts.``), a round-robin grid
(one or two cells per opponent) for the grid reader -- so that cells and results are read in one
place whatever the container was. Every error and note names the line and column of the source.

When no table makes an event, :class:`NoEventError` says what was found: every table with its size,
first rows and each column's reading, and how to say what a column is. A table that looks like an event
is set aside, with a warning, beside a larger table of players that makes none when it is small (a
sheet's scratch cells: two rows copied out of the standings) or its names are headings (``Sheet``,
``Igrac 2``): never a silently wrong event; ``--columns table=N`` reads it.

>>> text = "No  Name          Feder  1     2     Pts\\n1   Doe, Ann      GER    2w1   3b½   1.5\\n" \\
...        "2   Roe, Bob      AUT    1b0   -1    1\\n3   Poe, Cy       SUI    -0    1w½   0.5\\n"
>>> t = read_by_content(text)
>>> [(p.name, p.federation) for p in t.players]
[('Doe, Ann', 'GER'), ('Roe, Bob', 'AUT'), ('Poe, Cy', 'SUI')]
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from ..model.errors import Diagnostic, ParseError, Severity
from ..model.messages import Hint, Message, Option, Template
from ..model.tournament import Player, Tournament, format_value
from ._builder import name_key, point_value, totals_contradicted
from ._headings import BOILERPLATE, RUNNING_GAME
from ._options import DEFAULT_OPTIONS, ReadOptions
from ._paircells import joined_round_pairs
from ._playercards import one_players_card
from ._surnames import joined_names
from ._tripcells import joined_round_triples
from ._versus import split_pairs
from .tables import (
    _DIAGONAL,
    KIND_TEXT,
    SHEET_HEADING,
    ColumnChoice,
    ColumnReading,
    Role,
    Table,
    TableCell,
    TableKind,
    TableReading,
    _heading_role,
    classify_table,
    describe_tables,
    extract_tables,
    grid_cell,
    only_rankings,
)
from .webpage import SourceLines

__all__ = [
    "COLUMNS_NOTE",
    "EVENT_KINDS",
    "NoEventError",
    "choice_of",
    "read_by_content",
    "read_table",
    "render_table",
]

COLUMNS_NOTE = Template(
    "input.columns-read", "columns read: {how}{spec}", how=(Hint(Option.COLUMNS, "{option} "),)
)
"""The note that echoes the columns read, so that the choice can be repeated (the command line prints it)."""
_NO_EVENT = Template("input.no-event", "{first}\n{tables}")
"""No table makes an event: the first reader's message, then what each table looked like."""
_RANKINGS = Template(
    "input.rankings-only",
    "no games in this input: what it holds is a ranking (places, points, tie-breaks), not the rounds "
    "the ranking was computed from",
)
"""The lead of that message when the input's only tables are rankings (the first reader's is beside the
point)."""
_ONE_CARD = Template(
    "input.one-players-card",
    "no event in this input: table {table} is one player's card (a row a round: the opponent and the "
    "result), and one player's games are not the event; give the event's crosstable or the pairing lists "
    "of its rounds",
)
"""The lead of that message when a table is one player's card (chess-results' player page)."""
_STARTING_LIST = Template(
    "input.starting-list-only",
    "no games in this input: what it holds is a starting list (the players, their numbers and ratings), "
    "not results; give the event's crosstable or the pairing lists of its rounds (the starting list "
    "beside a crosstable gives the ratings it leaves out)",
)
"""The lead of that message when the input is a starting list (:func:`~._startlist.starting_list`)."""
_COLUMNS_TABLE = Template(
    "input.columns-table",
    "{what} table={table}: the input has {count} table(s)",
    what=(Hint(Option.COLUMNS, "{option}"), Hint(None, "the column choice")),
)

_POINTS_DISAGREE = Template(
    "input.points-disagree",
    "the {what} of the {where}, read by its content, gives {bad} of its {count} players other points than "
    "its own points column ({name}: {published} published, {computed} from the cells as read): its columns "
    "were not told right (read as {spec}); say what each column is{how}",
    how=(Hint(Option.COLUMNS, " with {option}"),),
)
"""A table whose reading contradicts most of its own totals: refused, never read so (a misread)."""

EVENT_KINDS = ("crosstable", "grid", "grid-double")
"""The kinds of table that make an event alone (a ranking or one round's pairings do not)."""

_HEADINGS = {
    "rank": "Rk.",
    "sno": "SNo",
    "name": "Name",
    "title": "Title",
    "rating": "Rtg",
    "fed": "FED",
    "club": "Club",
    "points": "Pts.",
}
"""The heading each role is written under for the crosstable reader."""

_KIND_WORDS = {
    "crosstable": "crosstable",
    "grid": "round-robin grid",
    "grid-double": "double round-robin grid",
}
"""What each kind of table that makes an event is called in a message."""

_NEEDED = frozenset({"rank", "sno", "points", "round", "opponent", "tiebreak", "unknown", "result"})
"""Roles of a column whose heading must be known when it stands before the rounds: numbers or cells that
would change the reading if taken for something else (``Blitz`` over ``5``: a total, a rating, a rank?)."""


class NoEventError(ParseError):
    """No table of the input makes an event: the message says what each table looked like.
    ``tables`` and ``readings`` carry the same as data (for the web page's column-choice step)."""

    kind = "input.no-event"

    def __init__(
        self,
        message: str,
        *,
        tables: tuple[Table, ...] = (),
        readings: tuple[TableReading, ...] = (),
        source: str | None = None,
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        super().__init__(message, source=source, line=line, column=column)
        self.tables = tables
        self.readings = readings


def _cell_text(table: Table, cell: TableCell, role: str) -> str:
    """A cell as the text reader reads it: an HTML round cell with its colour classes written in
    (``22w1``), a rating without the letter after it (``1840 N``), a name without the comma after it
    (SwissPerfect's ``Maras,``), any other cell's text."""
    if role == "rating":
        m = re.match(r"^(\d{3,4})\s?[A-Z]$", cell.text.strip())
        if m:
            return m.group(1)
    if role == "name":
        return cell.text.strip().rstrip(",").strip()
    if role in ("rank", "sno"):
        return cell.text.strip().lstrip("#")
    if role == "round" and table.container == "html-table" and (cell.parts or cell.classes):
        from .webpage import HtmlCell, round_cell

        return round_cell(HtmlCell(cell.text, cell.line, cell.column, classes=cell.classes, parts=cell.parts))
    return cell.text


RANKING_POINTS_NOTE = "the points of the ranking beside the crosstable read as its points column"
"""The note of a crosstable read with the points of a ranking beside it (:func:`_published_points`)."""
Published = dict[str, tuple[str, tuple[int, int]]]
"""A ranking's points by player name (:func:`name_key`), with where each stands in the source."""


def _published_points(tables: list[Table], readings: list[TableReading], k: int) -> Published | None:
    """The points a ranking beside crosstable ``k`` gives its players (SwissPerfect's standings above
    its cross table), when table ``k`` has no points column and one ranking names every player."""
    if readings[k].index("points") is not None or (name_i := readings[k].index("name")) is None:
        return None
    names = {name_key(_cell(tables[k], r, name_i).text) for r in readings[k].data_rows}
    for j, (t, r) in enumerate(zip(tables, readings, strict=True)):
        name, points = r.index("name"), r.index("points")
        if j == k or r.kind != "ranking" or name is None or points is None:
            continue
        found: Published = {}
        for row in r.data_rows:
            cell = _cell(t, row, points)
            found[name_key(_cell(t, row, name).text)] = (cell.text, (cell.line, cell.column))
        if names <= set(found):
            return found
    return None


def render_table(
    table: Table, reading: TableReading, points: Published | None = None
) -> tuple[str, SourceLines, list[str]]:
    """The table written for the reader of its kind: (reader name, lines with their origins, notes);
    ``points``: a ranking's points for a crosstable without them.

    :raises ParseError: when the table lacks what its kind needs (a name column, numbers for a grid).
    """
    if reading.kind in ("grid", "grid-double"):
        return "grid", *_render_grid(table, reading)
    written = _render_crosstable(table, reading, points)
    assert written is not None
    return "crosstable", *written


def _cell(table: Table, row: int, i: int) -> TableCell:
    cells = table.rows[row]
    if i < len(cells):
        return cells[i]
    last = cells[-1] if cells else TableCell("", table.line, table.column)
    return TableCell("", last.line, last.column + len(last.text) + 1)


def _render_crosstable(
    table: Table, reading: TableReading, points: Published | None = None, *, fielded: bool = False
) -> tuple[SourceLines, list[str]] | None:
    """The crosstable written as tab-separated lines; ``fielded``: as fields only
    (:meth:`SourceLines.add_fields`, for :func:`~tiebreak.readers.crosstable.read_crosstable_fields`),
    None when a cell cannot be given so."""
    notes: list[str] = []
    name_i = reading.index("name")
    if reading.index("name") is None:
        raise ParseError("no column of names", source=table.source, line=table.line, column=table.column)
    used: list[ColumnReading] = []
    tiebreaks = 0
    rounds = 0
    numbered = any(c.role in ("rank", "sno") for c in reading.columns)
    heads: list[str] = [] if numbered else ["No"]
    for c in reading.columns:
        if c.role in _HEADINGS and not (
            c.role in ("points", "rating", "fed", "title") and any(u.role == c.role for u in used)
        ):
            heads.append(_HEADINGS[c.role])
        elif c.role == "round":
            rounds += 1
            heads.append(f"{rounds}.Rd")
        elif c.role in ("tiebreak", "points") and rounds:
            tiebreaks += 1
            heads.append(f"TB{tiebreaks}")
        else:
            continue
        used.append(c)
    if not numbered:
        notes.append("the rows have no numbers: numbered 1, 2, … in the order given")
    out = SourceLines()
    first = (
        reading.header if reading.header is not None else (reading.data_rows[0] if reading.data_rows else 0)
    )
    head_cells = [_cell(table, first, c.index) for c in used]
    where = (head_cells[0].line, head_cells[0].column) if head_cells else (table.line, table.column)
    head = (
        ([("No", where)] if not numbered else [])
        + [
            (h, (cell.line, cell.column))
            for h, cell in zip(heads[0 if numbered else 1 :], head_cells, strict=True)
        ]
        + ([("Pts.", where)] if points is not None else [])
    )
    if not fielded:
        out.add(where, head)
    elif not out.add_fields(where, [h for h, _ in head], [w for _, w in head]):
        return None
    if points is not None:
        notes.append(RANKING_POINTS_NOTE)
    html = table.container == "html-table"
    roles = [c.role for c in used]
    columns = [c.index for c in used]
    reach = max(columns, default=-1)
    for n, k in enumerate(reading.data_rows, start=1):
        row = table.rows[k]
        cells = [row[i] for i in columns] if reach < len(row) else [_cell(table, k, i) for i in columns]
        row_at = (cells[0].line, cells[0].column) if cells else (table.line, 1)
        texts = [] if numbered else [str(n)]
        texts += [  # a round cell without classes as it stands (the most cells: no call per cell)
            cell.text
            if role == "round" and not (html and (cell.parts or cell.classes))
            else _cell_text(table, cell, role)
            for role, cell in zip(roles, cells, strict=True)
        ]
        positions = [] if numbered else [row_at]
        positions += [(cell.line, cell.column) for cell in cells]
        if points is not None and name_i is not None:
            text, at = points[name_key(_cell(table, k, name_i).text)]
            texts.append(text)
            positions.append(at)
        if not fielded:
            out.add(row_at, list(zip(texts, positions, strict=True)))
        elif len(texts) < 2 or not out.add_fields(row_at, texts, positions):
            return None
    return out, notes


def _lost_names(table: Table, reading: TableReading) -> int | None:
    """A grid's column headed as the names whose cells hold no name (no letter in any of them: a page
    copied without its links, Wikipedia's ``| 1 | | 2772 | …``): its index, else None."""
    for c in reading.columns:
        if _heading_role(c.heading)[0] == "name" and all(
            not any(ch.isalpha() for ch in _cell(table, k, c.index).text) for k in reading.data_rows
        ):
            return c.index
    return None


def _render_grid(table: Table, reading: TableReading) -> tuple[SourceLines, list[str]]:
    notes: list[str] = []
    name = reading.index("name")
    lost = _lost_names(table, reading) if name is None else None
    if lost is not None:
        name = lost
        notes.append(
            f"the column {reading.columns[lost].heading!r} holds no names (a page copied without its "
            "links): each player is named by the number of the row"
        )
    if name is None:
        raise ParseError("no column of names", source=table.source, line=table.line, column=table.column)
    opponents = reading.role("opponent")
    per = 2 if reading.kind == "grid-double" else 1
    rating = reading.index("rating")
    points = reading.index("points")
    out = SourceLines()
    n = len(reading.data_rows)
    head_at = (table.line, table.column)
    heads = ["No", "Name"] + (["Rtg"] if rating is not None else []) + [str(m) for m in range(1, n + 1)]
    heads += ["Pts"] if points is not None else []
    for title in _titles(table, reading):  # the grid reader's titles: a Swiss event's grid, its rounds
        out.add(head_at, [(title, head_at)])
    out.add(head_at, [(h, head_at) for h in heads])
    if per == 2:
        notes.append(
            "two cells per opponent: a double round robin (each pair of cells read as the two games)"
        )
    match = (
        n == 2
        and len(opponents) >= 2
        and not any(
            _cell(table, k, c.index).text.strip() in _DIAGONAL_MARKS
            for k in reading.data_rows
            for c in opponents
        )
    )  # two players, a column a game, no diagonal: a match (TWIC's 'Anand  g IND 2725  =  =  =  =  2.0')
    if match:
        notes.append(
            f"two players and {len(opponents)} columns of results without a diagonal: a match, each column "
            "a game between the two"
        )
    dropped = not match and _dropped_diagonal(table, reading, opponents, per, notes)
    for m, k in enumerate(reading.data_rows, start=1):
        own = opponents[(m - 1) * per].index if dropped and len(opponents) >= m * per else None

        def cell(index: int, k: int = k, own: int | None = own) -> TableCell:
            return _cell(table, k, index - per if own is not None and index >= own else index)

        name_cell = cell(name)
        at = (name_cell.line, name_cell.column)
        fields = [(str(m), at), (str(m) if lost is not None else _cell_text(table, name_cell, "name"), at)]
        if rating is not None:
            c = cell(rating)
            fields.append((_cell_text(table, c, "rating"), (c.line, c.column)))
        for j in range(n):
            group = [cell(c.index) for c in opponents[j * per : (j + 1) * per]]
            texts = [c.text.strip() for c in group]
            if j + 1 == m:
                text = "×"
            elif match:  # every game against the other player, in one cell
                group = [cell(c.index) for c in opponents]
                text = "".join(grid_cell(c.text.strip()) for c in group if c.text.strip() not in ("", "–"))
            elif all(t in ("", "-", "–") for t in texts) and per == 2:
                text = ""
            else:
                text = "".join(grid_cell(t) for t in texts if t not in ("", "–"))
            where = (group[0].line, group[0].column) if group else at
            fields.append((text, where))
        if points is not None:
            c = cell(points)
            fields.append((c.text, (c.line, c.column)))
        out.add(at, fields)
    return out, notes


def _holds_value(text: str) -> bool:
    """A cell that holds a game or a total: neither empty nor a diagonal mark."""
    t = RUNNING_GAME.sub("0", text.strip()) if "[" in text else text.strip()  # a game still in play: a game
    return bool(t) and t not in _DIAGONAL_MARKS and (point_value(t) is not None or bool(_GAMES.match(t)))


_DIAGONAL_MARKS = _DIAGONAL | {".", "·"}
"""The diagonal marks of a table's grid, and the dots a grid may leave there."""
_GAMES = re.compile(r"^(?:1|0|½|=|0[.,]5|\+|-)(?:\s*(?:1|0|½|=|0[.,]5|\+|-))*$")


def _dropped_diagonal(
    table: Table, reading: TableReading, opponents: list[ColumnReading], per: int, notes: list[str]
) -> bool:
    """Whether every row of a grid left out its own (diagonal) cell(s), its later cells standing one
    column early (chessmail's group tables as stored: ``SargonvonAkkad | 1 ½ | 1 1 | 1 1 | 5.5`` under
    ``Participants | Sar | bau | Tsc | Bul | Points``): each row holds a game or its total under its own
    column, where the diagonal is empty or marked, and, when a points column follows the grid, nothing
    under it. A note says so; False when no row is so.

    :raises ParseError: naming a row that is not so when others are (or the other way round): the
        cells of such a grid cannot be placed by one rule."""
    points = reading.index("points")
    after = points is not None and bool(opponents) and points > opponents[-1].index
    short: list[tuple[int, TableCell]] = []
    full: list[tuple[int, TableCell]] = []
    for m, k in enumerate(reading.data_rows):
        own = [_cell(table, k, c.index) for c in opponents[m * per : (m + 1) * per]]
        if not own:
            return False
        lost = any(_holds_value(c.text) for c in own) and not (
            after and points is not None and _cell(table, k, points).text.strip()
        )
        (short if lost else full).append((m + 1, own[0]))
    if not short:
        return False
    if full:
        odd, other = (full[0], short[0]) if len(short) >= len(full) else (short[0], full[0])
        heading = opponents[(odd[0] - 1) * per].heading
        last = table.rows[reading.data_rows[-1]]
        if odd[0] == len(reading.data_rows) and len(last) < max(
            len(table.rows[k]) for k in reading.data_rows
        ):
            raise ParseError(  # the text ends inside its last row (a store's excerpt, a copy cut short)
                f"the last row of the grid ({last[0].text.strip()!r}) ends after {len(last)} cells where the "
                "rows above hold more: the text seems cut short inside it; give the whole table",
                source=table.source,
                line=last[-1].line,
                column=last[-1].column,
            )
        raise ParseError(
            f"row {odd[0]} of the grid {'keeps' if odd in full else 'lacks'} its own (diagonal) cell under "
            f"{heading!r} ({odd[1].text.strip() or 'empty'!r}) where row {other[0]} "
            f"{'lacks' if odd in full else 'keeps'} its own: a grid whose rows left out their diagonal "
            "cell is read only when every row left it out",
            source=table.source,
            line=odd[1].line,
            column=odd[1].column,
        )
    first = short[0][1]
    notes.append(
        f"each row of the grid left out its own (diagonal) cell: row 1 holds {first.text.strip()!r} under "
        f"{opponents[0].heading!r}, its own column; the empty diagonal is put back at each row's own "
        "column and the cells after it read one column on"
    )
    return True


def choice_of(reading: TableReading, table: int | None = None) -> ColumnChoice:
    """The columns of a reading as a :class:`ColumnChoice` (``table``: its 1-based number among the
    input's tables), to echo: ``--columns`` with it reads the table the same way."""
    columns: dict[Role, tuple[int, ...]] = {}
    for c in reading.columns:
        if c.role not in ("unknown", "ignore"):
            columns[c.role] = (*columns.get(c.role, ()), c.index + 1)
    header = reading.header + 1 if reading.header is not None else 0
    return ColumnChoice(columns, table, header)


def read_table(
    table: Table,
    reading: TableReading,
    options: ReadOptions = DEFAULT_OPTIONS,
    *,
    number: int | None = None,
    points: Published | None = None,
) -> Tournament:
    """The event one table makes, read by the reader of its kind (crosstable or grid) from the table
    written out (:func:`render_table`); errors and notes name the source's lines and columns, and a
    note gives the ``--columns`` that reads it so (``number``: the table's among the input's).

    :raises ParseError: what the reader refuses, located in the source.
    """
    from .crosstable import read_crosstable_fields, read_crosstable_lines
    from .rrgrid import read_grid

    fielded = (
        _render_crosstable(table, reading, points, fielded=True)
        if reading.kind not in ("grid", "grid-double")
        else None
    )
    kind, lines, notes = (
        ("crosstable", *fielded) if fielded is not None else render_table(table, reading, points)
    )
    try:
        t = read_crosstable_fields(lines.split, options) if fielded is not None else None
        if t is not None:
            pass
        elif kind == "grid":
            t = read_grid(lines.text(), options, delimiter="\t")
        else:
            if fielded is not None:  # a row the text reader sets aside: the table read as lines
                kind, lines, notes = render_table(table, reading, points)
            written, split = lines.read_lines()
            t = read_crosstable_lines(written, options, delimiter="\t", split=split)
    except ParseError as exc:
        line, column = lines.locate(exc.line, exc.column)
        raise ParseError(
            lines.message(exc.message),
            source=options.source,
            line=line,
            column=column,
            diagnostics=tuple(lines.diagnostic(d) for d in exc.diagnostics),
        ) from None
    what = _KIND_WORDS.get(reading.kind, reading.kind)
    found = Diagnostic(
        Severity.INFO,
        f"read the {what} of the {table.where()} by its content ({len(reading.data_rows)} rows)",
        options.source,
        table.line,
        table.column,
    )
    echo = Diagnostic(
        Severity.INFO,
        COLUMNS_NOTE(spec=choice_of(reading, number).spec()),
        options.source,
        table.line,
        table.column,
    )
    extra = [
        Diagnostic(Severity.INFO, n, options.source, table.line, table.column)
        for n in (*reading.notes, *notes)
    ]
    line_of = {k + 1: origin[0][0] for k, origin in enumerate(lines.origins)}
    above = _above(table, reading).strip("#*_ ").strip()
    placed = _places_in_order(t.players, above) if kind == "grid" else None
    if placed is not None:
        extra.append(Diagnostic(Severity.INFO, placed[1], options.source, table.line, table.column))
    players = tuple(
        p.at_line(line_of.get(p.line, p.line) if p.line is not None else None)
        for p in (placed[0] if placed is not None else t.players)
    )
    named = "" if BOILERPLATE.search(above) else above  # 'Standings': what the table is, not the event
    name = (above or t.name) if kind == "grid" else (t.name or named)  # a grid's titles: read for rounds
    return replace(
        t,
        name=name,
        players=players,
        diagnostics=(found, echo, *extra, *(lines.diagnostic(d) for d in t.diagnostics)),
    )


_RANKING_TITLE = re.compile(
    r"\b(?:rangliste|ranking|standings|endstand|klassement|ranglijst|eindstand|classement|"
    r"clasificaci[oó]n|classifica|classificação)\b",
    re.IGNORECASE,
)
"""A title that says the table below is a ranking (``Rangliste: Stand nach der 15. Runde``)."""


def _places_in_order(players: tuple[Player, ...], title: str) -> tuple[tuple[Player, ...], str] | None:
    """The players of a grid under a ranking's title (``Rangliste: Stand nach der 15. Runde``, SwissChess's
    grids, numbered by place) with their numbers as their published places, when the rows are numbered
    1, 2, 3, … and each row's published points are no more than the row's above (two totals at least,
    four players at least), with a note; None otherwise (no places, or the grid gives its own)."""
    ordered = sorted(players, key=lambda p: p.sno)
    points = [p.declared_points for p in ordered]
    if (
        len(ordered) < 4
        or _RANKING_TITLE.search(title) is None
        or any(p.declared_rank is not None for p in ordered)
        or [p.sno for p in ordered] != list(range(1, len(ordered) + 1))
    ):
        return None
    totals = [x for x in points if x is not None]
    if len(totals) < len(points) or len(set(totals)) < 2 or any(a < b for a, b in itertools.pairwise(totals)):
        return None
    note = (
        f"the grid's rows are numbered in the order of their points under the title {title!r}: the numbers "
        "are read as the published places too"
    )
    return tuple(replace(p, declared_rank=p.sno) for p in players), note


def _unknown_needed(reading: TableReading, table: Table) -> ColumnReading | None:
    """A column with an unknown heading whose values the reading cannot do without knowing what they
    are (numbers or cells before the rounds), else None: that heading stays an error. A grid's name
    column that lost its names (:func:`_lost_names`) is known."""
    lost = _lost_names(table, reading) if reading.kind in ("grid", "grid-double") else None
    rounds = [c.index for c in reading.columns if c.role in ("round", "opponent")]
    first = min(rounds) if rounds else 10**9
    points = next((c.index for c in reading.columns if c.role == "points"), None)
    for c in reading.columns:
        if c.role == "tiebreak" and points is not None and c.index > points:
            continue  # a value after the points: a tie-break, not read
        if c.role in ("sno", "rank") and c.index == reading.columns[0].index and "1, 2, 3" in c.evidence:
            continue  # the first column numbering the rows 1, 2, 3, …
        if c.index == lost:
            continue
        if (
            c.heading.strip()
            and c.evidence not in ("", "empty")
            and not c.evidence.startswith(
                ("heading", "chosen", "results 1 ½ 0 side by side", "the numbers the round cells")
            )
            and c.role in _NEEDED
            and (c.index < first or c.role in ("round", "opponent"))
        ):
            return c
    return None


def read_by_content(
    text: str,
    options: ReadOptions = DEFAULT_OPTIONS,
    *,
    suffix: str = "",
    tables: list[Table] | None = None,
    choice: ColumnChoice | None = None,
    first_error: ParseError | None = None,
) -> Tournament:
    """The event the tables of an input make (``tables``: already extracted, e.g. from a workbook),
    read by content; ``choice`` (else ``options.columns``) says what columns are.

    :raises NoEventError: when no table makes an event (``first_error``, what the format reader said,
        leads the message); a located ParseError when the table that makes the event has a bad cell.
    """
    choice = choice if choice is not None else options.columns
    tables, readings = _read_tables(text, options, suffix, tables, choice)
    order = list(range(len(tables)))
    if choice is not None and choice.table is not None:
        if not 1 <= choice.table <= len(tables):
            raise _dead_end(
                _COLUMNS_TABLE(table=choice.table, count=len(tables)), tables, readings, options, first_error
            )
        order = [choice.table - 1]
        if readings[order[0]].kind not in EVENT_KINDS and choice.columns:
            readings[order[0]] = replace(readings[order[0]], kind=_chosen_kind(readings[order[0]]))
    candidates = _event_tables(readings, order)
    guarded = choice is None or (choice.table is None and choice.group is None)
    aside: list[Diagnostic] = []
    if guarded:  # beside a table of another kind (a ranking), before telling several events apart
        kept = [k for k in candidates if not _aside(tables, readings, k, set(), options, aside)]
        candidates = kept
    events = _events(tables, readings, candidates) if choice is None or choice.table is None else []
    several: list[Diagnostic] = []
    unread = list(candidates) if not events and (choice is None or choice.table is None) else []
    if events:
        candidates, several = _one_event(tables, readings, events, options, choice)
    candidates.sort(key=lambda k: -len(readings[k].data_rows))
    error: ParseError | None = None
    passed: set[int] = set()
    for k in candidates:
        if guarded and _aside(tables, readings, k, passed, options, aside):  # beside a larger one refused
            continue
        passed.add(k)
        unknown = _unknown_needed(readings[k], tables[k]) if choice is None else None
        if unknown is not None:
            error = error or first_error
            continue
        try:
            published = _published_points(tables, readings, k)
            event = _team_grid(tables[k], options) or read_table(
                tables[k], readings[k], options, number=k + 1, points=published
            )
            misread = (
                _own_totals(event, tables[k], readings[k], k + 1)
                if choice is None and not published
                else None
            )
            if misread is not None:
                raise _dead_end(misread, tables, readings, options, first_error)
            notes = (*aside, *several, *_others_unread(tables, readings, k, unread, options))
            return replace(event, diagnostics=(*notes, *event.diagnostics)) if notes else event
        except NoEventError:
            raise
        except ParseError as exc:
            error = error or exc
    if aside:
        lead = first_error.message if first_error is not None else "no event found in this input"
        if error is not None and error is not first_error:
            lead += f" (refused: {error})"
        raise _dead_end("\n".join([lead, *(str(d) for d in aside)]), tables, readings, options, first_error)
    if error is not None and (first_error is None or error is not first_error) and candidates:
        raise error
    lead = first_error.message if first_error is not None else "no event found in this input"
    card = next((k for k, t in enumerate(tables, 1) if one_players_card(t.rows)), None)
    if _starting_list(text, options, suffix):  # what the first reader could not read is beside the point
        lead = _STARTING_LIST()
    elif card is not None:
        lead = _ONE_CARD(table=card)
    elif only_rankings(readings):
        lead = _RANKINGS()
    raise _dead_end(
        lead,
        tables,
        readings,
        options,
        first_error,
    )


def _own_totals(event: Tournament, table: Table, reading: TableReading, number: int) -> Message | None:
    """Why the reading is refused when its results give most players other points than the table's
    points column (:func:`~._builder.totals_contradicted`: a misread), else None."""
    found = totals_contradicted(event)
    if found is None:
        return None
    first, computed, bad = found
    return _POINTS_DISAGREE(
        what=_KIND_WORDS.get(reading.kind, reading.kind),
        where=table.where(),
        bad=bad,
        count=sum(1 for p in event.players if p.declared_points is not None),
        name=first.name,
        published=format_value(first.declared_points),
        computed=format_value(computed),
        spec=choice_of(reading, number).spec(),
    )


def _starting_list(text: str, options: ReadOptions, suffix: str) -> bool:
    """Whether the input is a starting list (a table of numbers, names and ratings, nothing of an event)."""
    from ._startlist import starting_list
    from .webpage import looks_like_html

    return starting_list(text, options.source, html=looks_like_html(text, suffix)) is not None


_FEW = 3
"""The most players a table may have to be set aside beside a much larger table of players that makes no
event (:func:`_set_aside`): an organiser's scratch area (two rows far to the right of a sheet's
standings, copied from them) read as the event would be silently wrong."""
_LARGE = 6
"""The fewest rows of players a table must have to count as much larger (and :data:`_MUCH` times the
small table's)."""
_MUCH = 3
_PLAYERS_KINDS = frozenset({*EVENT_KINDS, "ranking"})
"""The kinds of table that list players (a pairing list or a list of games beside a small crosstable
is its games, not a larger event)."""
_LABELS = frozenset(
    {
        # a sheet's or a section's heading
        "sheet", "table", "tabelle", "tabela", "tabla", "tablica", "табела", "таблица", "лист", "list",
        "page", "seite", "group", "gruppe", "grupa", "група", "round", "runde", "kolo", "коло",
        "total", "sum", "summe", "ukupno", "укупно", "name", "names", "ime", "име",
        # a player's placeholder in a template: Player 1, Igrac 2, Играч 3
        "player", "players", "spieler", "joueur", "jugador", "giocatore", "igrac", "igrač", "играч",
        "igraci", "igrači", "играчи",
    }
)  # fmt: skip
"""Words that, alone or numbered (``Sheet``, ``Table 2``, ``Igrac 2``), name a heading or a placeholder,
not a player."""


def _label(name: str) -> bool:
    """Whether a name is a heading word (:data:`_LABELS`), bare or numbered, or a workbook's sheet
    heading (``Sheet Пласман``: :data:`tiebreak.readers.tables.SHEET_HEADING`)."""
    if name.startswith(SHEET_HEADING):
        return True
    words = name.replace(".", " ").replace(":", " ").split()
    if words and words[-1].isdigit():
        words.pop()
    return len(words) == 1 and words[0].casefold() in _LABELS


def _aside(
    tables: list[Table],
    readings: list[TableReading],
    k: int,
    passed: set[int],
    options: ReadOptions,
    notes: list[Diagnostic],
) -> bool:
    """Whether candidate table ``k`` is set aside (:func:`_set_aside`), the warning saying so added to
    ``notes``."""
    why = _set_aside(tables, readings, k, passed)
    if why is not None:
        notes.append(Diagnostic(Severity.WARNING, why, options.source, tables[k].line, tables[k].column))
    return why is not None


def _set_aside(tables: list[Table], readings: list[TableReading], k: int, passed: set[int]) -> str | None:
    """Why candidate table ``k`` is not taken for the event, else None: beside a larger table of players
    that makes no event (one of another kind, or one ``passed``: tried before ``k`` and refused), a
    table of at most :data:`_FEW` players when that one is much larger, or one whose names look like
    headings (:func:`_label`). A small event alone (a 3-player round robin) reads; ``--columns
    table=N`` reads any."""
    n = len(readings[k].data_rows)
    larger = [
        j
        for j, r in enumerate(readings)
        if j != k
        and (j in passed or r.kind not in EVENT_KINDS)
        and r.kind in _PLAYERS_KINDS
        and len(r.data_rows) > n
    ]
    if not larger:
        return None
    j = max(larger, key=lambda j: len(readings[j].data_rows))
    m = len(readings[j].data_rows)
    name = readings[k].index("name")
    names = (
        [_cell(tables[k], r, name).text.strip() for r in readings[k].data_rows] if name is not None else []
    )
    beside = f"beside table {j + 1} ({tables[j].where()}, {m} rows of players) that makes no event"
    what = f"table {k + 1} ({tables[k].where()}, {n} rows: {', '.join(repr(x) for x in names[:4])})"
    labels = [x for x in names if _label(x)]
    if labels:
        return (
            f"{what} set aside: {labels[0]!r} names a heading, not a player, {beside}; "
            f"--columns table={k + 1} reads it"
        )
    if n <= _FEW and m >= max(_LARGE, _MUCH * n):
        return (
            f"{what} set aside: {n} players {beside} (a scratch area, not the event); "
            f"--columns table={k + 1} reads it"
        )
    return None


def _titles(table: Table, reading: TableReading) -> list[str]:
    """The lines above a table's header, its caption's then its own rows' (``Kreuztabelle im
    Schweizer-System nach der 5. Runde``), each that holds text and is no bare number."""
    above = [" ".join(c.text for c in r if c.text.strip()) for r in table.rows[: reading.header or 0]]
    texts = [t.strip() for t in (*table.caption, *above)]
    return [t for t in texts if t and not re.fullmatch(r"\d+\.?", t) and not _row_like(t)]


def _row_like(text: str) -> bool:
    """A line of values, not a title: the last row of another table above (SwissPerfect's standings over
    its cross table: ``Paulin, Thomas 1335 2 23.5 30.5 9.0``, ``21-22 Dillén, Sten 1680 0 17.0``): more
    numbers (a shared place ``21-22`` among them) than words, or two values with decimals."""
    tokens = text.split()
    numbers = [
        t for t in tokens if re.fullmatch(r"[\d.,½-]+", t) and any(ch.isdigit() or ch == "½" for ch in t)
    ]
    decimals = [t for t in numbers if re.fullmatch(r"\d+[.,]\d+|\d*½", t)]
    return 2 * len(numbers) > len(tokens) or len(decimals) >= 2


def _above(table: Table, reading: TableReading) -> str:
    """What a table says above its header (a group's title, ``Group 2``): its last row before the
    header that holds text, else its caption's last line; empty when neither."""
    above = [" ".join(c.text for c in r if c.text.strip()) for r in table.rows[: reading.header or 0]]
    texts = [*table.caption, *above]
    return next((t for t in reversed(texts) if t.strip() and not _row_like(t)), "")[:80]


def _players_of(table: Table, reading: TableReading) -> set[str]:
    """The players a table names (their names' keys), empty for a table without a column of names."""
    name = reading.index("name")
    return {name_key(_cell(table, r, name).text) for r in reading.data_rows} if name is not None else set()


def _others_unread(
    tables: list[Table], readings: list[TableReading], k: int, candidates: list[int], options: ReadOptions
) -> list[Diagnostic]:
    """A warning when tables that look like events of other players than table ``k``'s (the one read)
    are left unread: a text of several events whose players overlap (a club's page of its monthly
    events, some members in every one), read as one without saying so otherwise. Tables of the same
    players (the event's grid, or its crosstable after fewer rounds) are the same event's: not named."""
    if all(j == k for j in candidates):  # no other table to name (the players not gathered)
        return []
    mine = _players_of(tables[k], readings[k])
    others = [j for j in candidates if j != k and _players_of(tables[j], readings[j]) - mine]
    twins = _other_results(tables, readings, k, [j for j in candidates if j != k and j not in others])
    if not others:
        return twins
    listed = "; ".join(
        f"table {j + 1} ({tables[j].where()}): {KIND_TEXT[readings[j].kind]} of "
        f"{len(readings[j].data_rows)} players"
        for j in others[:6]
    ) + ("; …" if len(others) > 6 else "")
    return [
        Diagnostic(
            Severity.WARNING,
            _OTHERS_UNREAD(count=len(others), listed=listed, table=k + 1),
            options.source,
            tables[k].line,
            tables[k].column,
        ),
        *twins,
    ]


def _points_by_name(table: Table, reading: TableReading) -> dict[str, str]:
    """Each player's points as a grid prints them, by the name's key (empty without both columns)."""
    name, points = reading.index("name"), reading.index("points")
    if name is None or points is None:
        return {}
    return {
        name_key(_cell(table, r, name).text): " ".join(_cell(table, r, points).text.split())
        for r in reading.data_rows
    }


def _complete(table: Table, reading: TableReading) -> bool:
    """Whether every row of a grid has a result against every other player (no game still to play)."""
    cols = [c.index for c in reading.columns if c.role == "opponent"]
    n = len(reading.data_rows)
    return bool(cols) and all(
        sum(1 for i in cols if _cell(table, r, i).text.strip()) >= n - 1 for r in reading.data_rows
    )


def _other_results(
    tables: list[Table], readings: list[TableReading], k: int, same: list[int]
) -> list[Diagnostic]:
    """A warning for each complete grid of table ``k``'s players whose points differ from ``k``'s, both
    complete: another event of the same players (a club's rapid and blitz round robins on one page), or
    the other cycle of a double round robin, left unread; a grid beside its own crosstable, or the same
    grid before its last games were played, is not named."""
    if readings[k].kind not in ("grid", "grid-double") or not _complete(tables[k], readings[k]):
        return []
    mine = _points_by_name(tables[k], readings[k])
    out: list[Diagnostic] = []
    for j in same:
        theirs = _points_by_name(tables[j], readings[j])
        if (
            readings[j].kind == readings[k].kind
            and mine
            and theirs.keys() == mine.keys()
            and theirs != mine
            and _complete(tables[j], readings[j])
        ):
            title = _above(tables[j], readings[j]).strip("#*_ ").strip()  # '#### Blitz': its words
            out.append(
                Diagnostic(
                    Severity.WARNING,
                    _OTHER_RESULTS(
                        table=j + 1,
                        where=tables[j].where() + (f", {title!r}" if title else ""),
                        count=len(mine),
                        read=k + 1,
                    ),
                    tables[k].source,
                    tables[j].line,
                    tables[j].column,
                )
            )
    return out


_OTHER_RESULTS = Template(
    "input.same-players-other-results",
    "table {table} ({where}) is a complete grid of the same {count} players with other points (another "
    "event of theirs, or a double round robin's other cycle): table {read} is read{name_it}",
    name_it=(Hint(Option.COLUMNS, "; name another with {option} table=N"),),
)


_OTHERS_UNREAD = Template(
    "input.others-unread",
    "this input holds {count} other table(s) that look like events of other players ({listed}): table "
    "{table} is read{name_it}",
    name_it=(Hint(Option.COLUMNS, "; name another with {option} table=N"),),
)


def _read_tables(
    text: str, options: ReadOptions, suffix: str, tables: list[Table] | None, choice: ColumnChoice | None
) -> tuple[list[Table], list[TableReading]]:
    """The tables of the input (``tables``: already extracted) as the dead end shows them (names joined,
    pairs split), and what each is found to be."""
    if tables is None:
        tables = extract_tables(text, source=options.source, suffix=suffix)
    tables = [
        joined_names(split_pairs(joined_round_triples(t) or joined_round_pairs(t) or t)) for t in tables
    ]
    return tables, [classify_table(t, choice) for t in tables]


_TEAM_ROWS = 500
"""More rows than a team crosstable has (a row a team: the Olympiad's 185), a players' table: not tried as one
(no copy of its cells made)."""


def _team_grid(table: Table, options: ReadOptions) -> Tournament | None:
    """The team event of a table that is a team crosstable of match results (a club's sheet of its teams'
    league grids, board points in each cell: :func:`~tiebreak.readers.assemble.team_crosstable_event`);
    None for any other."""
    from .assemble import team_crosstable_event

    if len(table.rows) > _TEAM_ROWS:
        return None
    rows = [[(c.text, c.line, c.column) for c in r] for r in table.rows]
    title = next((r[0].text.strip() for r in table.rows if r and r[0].text.strip()), "")
    return team_crosstable_event(rows, options, caption=title if not title.isdecimal() else "")


def _event_tables(readings: list[TableReading], order: list[int]) -> list[int]:
    """Of the tables ``order`` names, those that can make an event (two rows at least)."""
    return [k for k in order if readings[k].kind in EVENT_KINDS and len(readings[k].data_rows) >= 2]


def group_table(text: str, options: ReadOptions, *, suffix: str = "") -> int | None:
    """The number (1-based, as :func:`~tiebreak.readers.tables.extract_tables` numbers them) of the table
    :func:`read_by_content` reads for the group ``--columns group=N`` names, when the input holds
    several events (a page of a club's monthly round robins): the table of that group's published
    ranking (``tiebreak check``). None when no group is chosen, a table is, or the input holds one event
    (or the group names none)."""
    choice = options.columns
    if choice is None or choice.group is None or choice.table is not None:
        return None
    tables, readings = _read_tables(text, options, suffix, None, choice)
    events = _events(tables, readings, _event_tables(readings, list(range(len(tables)))))
    if not events:
        return None
    try:
        chosen, _ = _one_event(tables, readings, events, options, choice)
    except ParseError:
        return None
    return chosen[0] + 1


def _events(tables: list[Table], readings: list[TableReading], candidates: list[int]) -> list[int]:
    """The tables of a text holding several events (chessmail's groups of four, one grid each): two
    tables or more that make an event, no player named in two of them; or crosstables whose players
    neither holds all of the other's (a club's page of its weekly events, members playing in several).
    A crosstable beside its own grid, or beside the same event's after fewer rounds, is one event. In
    source order; empty when the text holds one event."""
    if len(candidates) < 2:
        return []
    seen: set[str] = set()
    sets: list[tuple[int, set[str]]] = []
    disjoint = True
    for k in candidates:
        names = _players_of(tables[k], readings[k])
        if not names:
            return []
        disjoint = disjoint and not names & seen
        seen |= names
        sets.append((k, names))
    if disjoint:
        return sorted(candidates) if len(candidates) >= 2 else []
    # players in common: one event's tables (a crosstable beside its grid, or after fewer rounds: the
    # players of one within the other's), unless crosstables of players neither holds all of the other's
    # (a club's page of its weekly events, the same members in several): each its own event
    tables_of_players = [(k, names) for k, names in sets if readings[k].kind in ("crosstable", "grid")]
    apart = [
        k
        for k, names in tables_of_players
        if all(not (names <= other or other <= names) for j, other in tables_of_players if j != k)
    ]
    return sorted(apart) if len(apart) >= 2 and len(apart) == len(tables_of_players) else []


def _one_event(
    tables: list[Table],
    readings: list[TableReading],
    events: list[int],
    options: ReadOptions,
    choice: ColumnChoice | None,
) -> tuple[list[int], list[Diagnostic]]:
    """The table to read of several events (:func:`_events`): the one ``group=N`` names (its number, or
    a word of its title), else the first with a warning naming them all; a note says which was read.

    :raises ParseError: when the group chosen names none of them, or several."""
    from .groups import choose_event

    labels = [_above(tables[k], readings[k]) for k in events]
    listed = "; ".join(
        f"{m} (table {k + 1}{', ' + repr(label) if label else ''}): {len(readings[k].data_rows)} players"
        for m, (k, label) in enumerate(zip(events, labels, strict=True), start=1)
    )
    players = [len(readings[k].data_rows) for k in events]
    chosen = choose_event(
        choice.group if choice is not None else None, labels, listed, options.source, players
    )
    k = events[chosen.index]
    at = (options.source, tables[k].line, tables[k].column)
    notes = [Diagnostic(Severity.INFO, chosen.read, *at)]
    if chosen.several is not None:
        notes.append(Diagnostic(Severity.WARNING, chosen.several, *at))
    for j in range(events[0] + 1, len(tables)):
        if j not in events and readings[j].kind not in EVENT_KINDS:
            title = _above(tables[j], readings[j])
            notes.append(
                Diagnostic(
                    Severity.INFO,
                    f"table {j + 1} ({tables[j].where()}{', ' + repr(title) if title else ''}) makes no "
                    "event (a group cut short, or no table of players): left out",
                    options.source,
                    tables[j].line,
                    tables[j].column,
                )
            )
    return [k], notes


def _chosen_kind(reading: TableReading) -> TableKind:
    """The kind of table the user's columns make: a grid when they name opponents."""
    roles = {c.role for c in reading.columns}
    if "opponent" in roles:
        return "grid"
    return "crosstable"


def _dead_end(
    message: str,
    tables: list[Table],
    readings: list[TableReading],
    options: ReadOptions,
    first_error: ParseError | None,
) -> NoEventError:
    where = first_error if first_error is not None else None
    return NoEventError(
        _NO_EVENT(first=message, tables=describe_tables(tables, readings)),
        tables=tuple(tables),
        readings=tuple(readings),
        source=options.source,
        line=where.line if where is not None else None,
        column=where.column if where is not None else None,
    )
