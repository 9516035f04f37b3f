"""Events spread over several tables or files: each round's pairing list and a ranking, one event.

A SwissChess, Swiss-Manager or Vega page publishes an event as the pairing list of every round (with
its results) followed by the ranking; a club may publish each round as a page of its own. This module
makes one event of such tables, wherever they come from:

1. :class:`Table`: the rows of one table as found (cells with their source, line and column), and the
   text just before it (``Runde 3``). :func:`page_tables` gives those of a web page, :func:`text_tables`
   those of a text file (columns separated by tabs, ``;``, ``|`` or runs of blanks).
2. :func:`classify`: what a table is (:class:`Kind`) and which column holds what, decided from the
   headings where they are known and from the content where they are not (a table of pairings may have
   no heading row at all).
3. :func:`assemble`: one event from the classified tables. The pairing lists are read round by round by
   the pairing-list reader (byes, forfeits, missing results, the points before each round); the round of
   a list comes from the heading above it (``Runde 3``, ``Round 3``, ``Rd. 3``, ``3. Runde``, any
   language of :mod:`tiebreak.readers._headings`), from a heading row inside the table, from the file's
   name (``round3.html``) or from the order of the lists, with a note. The ranking gives the players'
   full names, ratings, titles, federations, starting numbers where the lists give none, and the
   published ranks and points (checked against the results). A name cut short in a pairing list is
   matched with the ranking's name that starts with it, with a note, and so is a name the ranking
   writes without a second given name; two candidates is an error naming both places. A player of the
   lists the ranking leaves out (one who withdrew) is read with the lists' games and no published
   place, with a warning, when there are at most two such and every entry of the ranking is a player
   of the lists; otherwise it is an error naming the player. A game a list gives no result is read as
   the ranking's points give it (each player's published points less those of their other rounds, a
   win, draw or loss that agree), with a warning; else as ``--pgn-star`` says.

Every message names the file, line and column of the table the value came from.

>>> rows = [["Tisch", "TNr", "Teilnehmer", "-", "TNr", "Teilnehmer", "Ergebnis"],
...         ["1", "1", "Adler, Anna", "-", "2", "Berg, Bo", "1 - 0"]]
>>> t = Table.of(rows, caption="Paarungen der 1. Runde")
>>> found = classify(t)
>>> found.kind.value, found.round
('pairings', 1)
>>> event = assemble([found])
>>> [(p.name, p.rounds[0].result.code) for p in event.players]
[('Adler, Anna', '1'), ('Berg, Bo', '0')]
"""

from __future__ import annotations

import bisect
import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING, Protocol

from ..model.errors import Diagnostic, ParseError, Severity, TiebreakError
from ..model.messages import Hint, Option, Template
from ..model.tournament import Color, Player, Result, RoundEntry, Tournament, format_value
from ._builder import (
    SHARED_PLACE,
    circle_rounds,
    clean,
    fuller_name,
    game_result,
    name_key,
    point_value,
    renamed,
    side_result,
    spelled_alike,
    total_value,
    wider_scoring,
)
from ._headings import (
    BOILERPLATE,
    BYE_WORDS,
    DETAIL_LINE,
    DIAGONAL_MARKS,
    NOT_PAIRED_WORDS,
    SIDE_SCORES,
    TITLES,
    after_menu,
    after_round,
    classify_heading,
    copied_page_name,
    is_title,
    numbered_names,
    pairing_kind,
    prose_line,
    round_heading,
    side_score_columns,
    withdrawn_mark,
)
from ._options import DEFAULT_OPTIONS, ReadOptions
from ._surnames import joined_names
from ._versus import split_pairs
from .tables import SHEET_HEADING, cut_in_order, extract_tables, with_lead_cells, with_title_heading

if TYPE_CHECKING:
    from ..model.tournament import MatchScoring
    from .webpage import HtmlCell, Page

__all__ = [
    "MAX_FILES",
    "Cell",
    "Classified",
    "Kind",
    "Table",
    "assemble",
    "classify",
    "looks_like_tables",
    "page_tables",
    "read_sources",
    "read_tables",
    "round_in_text",
    "tables_of",
    "team_boards_event",
    "team_event",
    "text_tables",
    "text_title",
]


@dataclass(slots=True, unsafe_hash=True)  # never changed; not frozen: 3x cheaper to make
class Cell:
    """One cell as found: its text and where it is (line and column of its source)."""

    text: str
    line: int
    column: int
    number: str = ""
    """The starting number a player box gives apart from its name (Vega's ``sort-num``), else ""."""
    rating: str = ""
    """The rating a player box gives apart from its name (Vega's ``rating``), else ""."""
    title: str = ""
    """The title a player box gives apart from its name (Vega's ``title2``), else ""."""


@dataclass(frozen=True)
class Table:
    """The rows of one table as found in a page or file, with the text that stands before it."""

    rows: tuple[tuple[Cell, ...], ...]
    source: str | None = None
    line: int = 1
    column: int = 1
    caption: str = ""
    """The last line of text before the table (a heading such as ``Paarungen der 3. Runde``)."""
    index: int = 0
    """The table's place among the tables of its source (0 for the first)."""
    notes: tuple[str, ...] = ()
    """What finding the table assumed (a column of both players of a board split: :mod:`._versus`)."""

    @classmethod
    def of(
        cls, rows: Sequence[Sequence[str]], *, source: str | None = None, caption: str = "", index: int = 0
    ) -> Table:
        """A table from plain rows of text (cell ``k`` of row ``i`` at line ``i + 1``, column ``k + 1``)."""
        return cls(
            tuple(tuple(Cell(t, i + 1, k + 1) for k, t in enumerate(r)) for i, r in enumerate(rows)),
            source=source,
            caption=caption,
            index=index,
        )

    def where(self) -> str:
        """``table 2 of round3.html (line 40)``: how messages name the table."""
        src = f" of {self.source}" if self.source else ""
        return f"table {self.index + 1}{src} (line {self.line})"


class Kind(Enum):
    """What a table holds."""

    CROSSTABLE = "crosstable"
    PAIRINGS = "pairings"
    """One or more rounds' pairing lists with their results."""
    RANKING = "ranking"
    """A ranking (rank, name, points, tie-breaks), without the rounds."""
    TEAM_BOARDS = "team-boards"
    TEAM_CROSSTABLE = "team-crosstable"
    TEAM_MATCHES = "team-matches"
    """Each round's team pairings with the match scores, without the boards."""


@dataclass(frozen=True)
class Classified:
    """A table and what it was found to be: its kind, the columns by role and the heading row.

    The roles of a pairing list are ``board``, ``white.sno``, ``white.name``, ``white.title``,
    ``white.rating``, ``white.points``, ``result`` and the same for ``black``; those of a ranking
    ``rank``, ``sno``, ``name``, ``title``, ``rating``, ``fed``, ``points``."""

    table: Table
    kind: Kind
    columns: dict[str, int] = field(default_factory=dict)
    header: int | None = None
    """Index of the heading row in ``table.rows`` (None: the table has none)."""
    round: int | None = None
    """The round a pairing list is of, when its caption says (in-table round headings count too)."""
    notes: tuple[str, ...] = ()


# -- rounds named in text ------------------------------------------------------------------------------
_ROUND_WORDS = (
    r"(?:runde|round|rd|rnd|ronde|ronda|jornada|rodada|tour|tur|turno|тур|kolo|runda|kierros|omgång|forduló)"
)
_ROUND_IN_TEXT = re.compile(  # an ordinal's sign: 2ª, 2º, or 2a written <sup>a</sup> (a Spanish club's page)
    rf"(?:\b(\d{{1,3}})\s*(?:\.|[ªº°]|(?:e|er|ère|re|ème|eme|st|nd|rd|th|a|o)\b)\s*{_ROUND_WORDS}\b|"
    rf"\b{_ROUND_WORDS}\.?\s*(?:nr\.?|no\.?|n°|№)?\s*(\d{{1,3}})\b)",
    re.IGNORECASE,
)
_FILE_ROUND = re.compile(
    r"(?:round|runde|rd|rnd|ronde|ronda|tour|turno|r)[-_ .]?(\d{1,3})(?!\d)", re.IGNORECASE
)


def round_in_text(text: str) -> int | None:
    """The round a heading names anywhere in it (``Paarungen der 3. Runde``, ``Round 3 on …``,
    ``Rd. 3``, ``Ronde 3``, ``3. Runde am 01.03.2026``, ``1ère Ronde``, ``2nd round``); None when it names
    none or several.

    >>> [round_in_text(x) for x in ("Paarungen der 3. Runde", "Rd. 4", "Rangliste", "Round 2 on 2026/03/02")]
    [3, 4, None, 2]
    >>> [round_in_text(x) for x in ("1ère Ronde", "2e ronde", "3rd round", "2a Jornada (18-01-2020)")]
    [1, 2, 3, 2]
    """
    text = clean(text)
    found = {int(m.group(1) or m.group(2)) for m in _ROUND_IN_TEXT.finditer(text)}
    return found.pop() if len(found) == 1 else None


# -- tables of a container -----------------------------------------------------------------------------
def page_tables(text: str, source: str | None = None) -> tuple[list[Table], str]:
    """The tables of a web page (with the heading before each) and the page's title."""
    from .webpage import parse_page

    page = parse_page(clean(text), source)
    return tables_of(page, source), page.title


def tables_of(page: Page, source: str | None = None) -> list[Table]:
    """The tables of a parsed web page, a cell spanning columns repeated as empty cells; a cell holding a
    player box (Vega's name, starting number, title and rating, each in its own element) gives the
    player's name."""
    from ._once import once_of

    return list(once_of("page tables", page, lambda: _tables_of(page, source), key=source))


def page_classified(page: Page, source: str | None = None) -> list[Classified | None]:
    """:func:`classify` of each table of :func:`tables_of`, made once a reading
    (:func:`tiebreak.readers.read_once`: the event's reading, then its published ranking's, ask alike)."""
    from ._once import once_of

    made = once_of(
        "page classified", page, lambda: [classify(t) for t in tables_of(page, source)], key=source
    )
    return list(made)


def _tables_of(page: Page, source: str | None) -> list[Table]:
    """The tables of :func:`tables_of`, a table holding several one under the other (a club's league grids
    saved as one table) cut into them (:func:`~tiebreak.readers.tables.sections`), numbered in order."""
    from .tables import section_bounds
    from .webpage import expand

    found: list[Table] = []
    for t in page.tables:
        rows = tuple(tuple(_cell(c) for c in expand(r)) for r in t.rows)
        for a, b in section_bounds(rows) or [(0, len(rows))]:
            part = rows[a:b]
            line, column = (part[0][0].line, part[0][0].column) if a and part[0] else (t.line, t.column)
            found.append(Table(part, source, line, column, t.caption, len(found)))
    return [joined_names(split_pairs(t)) for t in found]


def _cell(cell: HtmlCell) -> Cell:
    """A page's cell as a table's cell: its text (:func:`_cell_text`), and the starting number, rating
    and title of a player box that gives them in elements of their own."""
    if not cell.parts:  # the usual cell: its text (nothing imported for it: a page has many)
        return Cell(cell.text, cell.line, cell.column)
    from .webpage import player_fields

    text = _cell_text(cell)
    if text == cell.text:
        return Cell(text, cell.line, cell.column)
    box = player_fields(cell)
    number = box.get("sno", "")
    return Cell(
        text,
        cell.line,
        cell.column,
        number if number.strip("0") else "",  # 0: a bye's box
        box.get("rating", ""),
        box.get("title", ""),
    )


def _cell_text(cell: HtmlCell) -> str:
    """A page's cell as a table's text: a player box's name; a round cell of result and opponent in
    elements of their own (Vega's ``res`` and coloured number, its team report's result and numbered
    badge) as the crosstable reader's token (``10w2``, ``W7``), never their texts run together."""
    if not cell.parts:
        return cell.text
    from .webpage import player_fields, round_cell

    token = round_cell(cell)
    return token if token != cell.text else player_fields(cell)["name"]


_FIELD = re.compile(r"\S+(?: \S+)*")
"""A field of a line without separators: words with single blanks between them."""


def text_tables(text: str, source: str | None = None) -> list[Table]:
    """The tables of a text file: runs of lines that split into two or more fields (on tabs, ``;``,
    ``|``, ``,`` in a CSV file, or runs of two or more blanks); a line of one field between them
    (``Round 3``) is the next table's caption."""
    return [t for t, _ in _table_runs(text, source)]


@dataclass(slots=True)
class _Tail:
    """The rows of a long table past those kept as cells (:func:`_table_runs`), as far as
    :func:`classify` reads them: how many start with a number or nothing, whether one ends in a match
    score."""

    rows: int = 0
    numbered: int = 0
    scores: bool = False


def _table_runs(text: str, source: str | None = None, keep: int | None = None) -> list[tuple[Table, _Tail]]:
    """:func:`text_tables`, each table with the rows past its first ``keep`` (all kept when None) left
    out and summed up in a :class:`_Tail`."""
    from .crosstable import detect_delimiter, markdown_rule, split_fields, text_lines

    tables: list[tuple[Table, _Tail]] = []
    rows: list[tuple[Cell, ...]] = []
    blank_split: list[tuple[int, str]] | None = []  # the lines of rows split on blanks (None: some not)
    tail = _Tail()
    caption = ""
    start = 1
    piped = False
    tabbed = False

    def close() -> None:
        nonlocal rows, tail, tabbed, blank_split
        if tabbed:  # a browser's copy: leading empty cells lost
            rows = with_lead_cells(rows, lambda line: Cell("", line, 1))
        if blank_split and len(blank_split) == len(rows):
            rows = _cut_in_order(blank_split) or rows
        blank_split = []
        rows = with_title_heading(rows, lambda line: Cell("", line, 1))  # its heading lost, one at the end
        tabbed = False
        if rows:
            table = Table(tuple(rows), source, start, 1, caption, len(tables))
            tables.append((joined_names(split_pairs(table)), tail))
        rows = []
        tail = _Tail()

    lines = text_lines(text)
    comma = (  # a CSV file: rows that start with a number and a comma, a file named so, or commas alike
        detect_delimiter(lines) == "," or _suffix(source or "") == ".csv" or _comma_separated(lines)
    )
    for lineno, raw in enumerate(lines, start=1):
        line = raw.rstrip()  # text_lines cleaned the text
        if line.lstrip()[:1] in ("|", ":", "-") and markdown_rule(line):
            continue  # a markdown table's rule, under its header or under the caption row it begins with
        tabbed_in = "\t" in line.strip()  # a tab that only indents the line separates nothing
        d = "\t" if tabbed_in else ";" if ";" in line else "|" if "|" in line else None
        if d is None and comma and "," in line:
            d = ","
        if d in (None, "\t") and keep is not None and len(rows) >= keep:  # a row of the tail: no positions
            texts = _FIELD.findall(line) if d is None else [t.strip() for t in line.split(d)]
            if len(texts) - texts.count("") >= 2:  # two fields that hold something (none empty untabbed)
                _add_tail(tail, _plain(texts[0]), texts[-3:])
                continue
        fields = split_fields(line, d) if d else [(m.group(), m.start() + 1) for m in _FIELD.finditer(line)]
        if d is None and len(fields) == 1 and (match := _match_line(line)) is not None:
            fields = [(match.group(k), match.start(k) + 1) for k in (1, 2, 3, 4)]  # Team - Team 4,5:3,5
        filled = [(t, c) for t, c in fields if t.strip()]
        if rows and d and len(filled) == 1 and len(fields) == len(rows[-1]) and round_heading(filled[0][0]):
            rows.append(tuple([Cell(_plain(t), lineno, c) for t, c in fields]))  # a round's row inside
            continue
        if d == "|" and len(filled) >= 2:
            starts = line.lstrip().startswith("|")
            if not rows:
                piped = starts
            elif starts and not piped:  # an empty first cell (a shared place), not a markdown row
                fields = [("", 1), *fields]
        if len(filled) >= 2:
            if not rows:
                start = lineno
            if keep is None or len(rows) < keep:
                tabbed = tabbed or d == "\t"
                rows.append(tuple([Cell(_plain(t), lineno, c) for t, c in fields]))
                if blank_split is not None and d is None:
                    blank_split.append((lineno, line))
                elif d is not None:
                    blank_split = None
                continue
            _add_tail(tail, _plain(fields[0][0]), [t for t, _ in fields[-3:]])
            continue
        if rows:
            close()
        if filled and not filled[0][0].strip().isdecimal():  # a bare number: a link of a list of rounds
            caption = _plain(filled[0][0]).lstrip("#").strip()
    close()
    return tables


def _cut_in_order(lines: list[tuple[int, str]]) -> list[tuple[Cell, ...]] | None:
    """The rows of a table split on blanks again at its aligned columns, when its header's headings do
    not stand over them (Tornello's ranking: ``Pos. Titolo Nome Cognome`` with one blank between
    headings, its rows' values a few characters left of them: :func:`~.tables.cut_in_order`); None
    otherwise."""
    cut = cut_in_order(lines[0][1], [line for _, line in lines[1:]])
    if cut is None:
        return None
    return [
        tuple(Cell(_plain(text), lineno, column) for text, column in cells)
        for (lineno, _), cells in zip(lines, cut, strict=True)
    ]


_EMPHASIS = re.compile(r"^(\*\*|__|\*|_)(.+)\1$")


def _comma_separated(lines: list[str]) -> bool:
    """Whether a text is comma-separated values by its shape: of its first 50 lines that hold anything,
    nine in ten hold the same number of commas (two or more) and none a tab or a semicolon (a CSV
    pasted, or read without its file name)."""
    filled = [line for line in lines[:50] if line.strip()]
    if len(filled) < 3 or any("\t" in line or ";" in line for line in filled):
        return False
    counts = Counter(line.count(",") for line in filled)
    commas, seen = counts.most_common(1)[0]
    return commas >= 2 and seen * 10 >= len(filled) * 9


def _plain(text: str) -> str:
    """A cell's text without markdown emphasis (``**Mesa**``)."""
    text = text.strip()
    if text[:1] not in ("*", "_"):
        return text  # no emphasis can start here (the usual cell): no regular expression
    m = _EMPHASIS.match(text)
    return m.group(2).strip() if m else text


# -- what a table is ------------------------------------------------------------------------------------
_BYE_WORDS = BYE_WORDS | NOT_PAIRED_WORDS | frozenset({"kampflos", "forfait"})
"""What stands in place of a player without a game: a bye, an absence (SWAR's ``Afwezig``), a withdrawn
player's forfeit (SWAR's ``Forfait``)."""
_SEPARATORS = frozenset({"-", ":", "–", "—", "vs", "vs.", "v", "-:-"})
_K_FORFEIT = re.compile(r"^([01+-])\s*[kf]?\s*[-:/]\s*([01+-])\s*[kf]?$", re.IGNORECASE)


_RESULT_CHARS = re.compile(r"[01½=+\-]")


def _is_result(text: str) -> bool:
    if len(text) > 16 or not _RESULT_CHARS.search(text):
        return False
    t = " ".join(clean(text).split())
    if not t or t in _SEPARATORS or t in ("*", "?"):
        return False
    return game_result(t) is not None or _K_FORFEIT.match(t) is not None or t in ("+ - -", "- - +", "- - -")


def _is_int(text: str) -> bool:
    t = text.strip().rstrip(".")
    return t.isascii() and t.isdecimal() and len(t) <= 6


def _int(text: str) -> int:
    return int(text.strip().rstrip("."))


def _is_points(text: str) -> bool:
    t = text.strip().strip("()")
    return t != "" and point_value(t) is not None


_ADDRESS = re.compile(r"^(?:https?://|www\.)|^\S+@\S+\.\w+$", re.IGNORECASE)
"""A web or mail address: a link to a game or a player's mail beside a pairing, never a player's name."""


def _is_name(text: str) -> bool:
    t = text.strip()
    if len(t) < 2 or is_title(t) or _is_result(t) or t.casefold() in _BYE_WORDS or _ADDRESS.match(t):
        return False
    if FORFEIT_SCORE.match(t):  # a forfeited match's score, 8F - 0F
        return False
    letters = sum(1 for ch in t if ch.isalpha())
    return letters >= 2 and not (len(t) == 3 and t.isupper() and t.isalpha())  # not a federation


def _rows_after(
    table: Table, header: int | None, limit: int | None = None
) -> list[tuple[int, tuple[Cell, ...]]]:
    """The rows after the header (all rows without one) with their indices, the first ``limit`` only."""
    start = 0 if header is None else header + 1
    return list(enumerate(table.rows[start : None if limit is None else start + limit], start))


def _share(rows: list[tuple[int, tuple[Cell, ...]]], k: int, test: object) -> float:
    filled = [r[k].text for _, r in rows if k < len(r) and r[k].text.strip()]
    if not filled:
        return 0.0
    check = test if callable(test) else None
    assert check is not None
    return sum(1 for t in filled if check(t)) / len(filled)


def _header_row(table: Table) -> tuple[int | None, list[str | None]]:
    """The heading row among the first rows: the first with a result heading (or White's and Black's
    score headings, :data:`SIDE_SCORES`) and two name headings (``White``/``Black`` or
    ``Name``/``Teilnehmer`` twice), or with ``White`` and ``Black`` headings over columns whose result
    is told by its values (``wit … wres zres zwart``), as pairing kinds per column."""
    for i, row in enumerate(table.rows[:4]):
        kinds = side_score_columns([_pairing_heading(c.text) for c in row])  # SwissSys: Res White Res Black
        names = sum(  # two name headings side by side are one player's (Swiss-Manager: full and short)
            1
            for j, k in enumerate(kinds)
            if k in ("white", "black", "name") and not (k == "name" and j and kinds[j - 1] == "name")
        )
        colours = "white" in kinds and "black" in kinds
        if ("result" in kinds or all(s in kinds for s in SIDE_SCORES) or colours) and names >= 2:
            return i, kinds
    return None, []


def _pairing_heading(text: str) -> str | None:
    kind = pairing_kind(text) if text.strip() else "blank"
    return kind


def _is_round_row(row: tuple[Cell, ...]) -> int | None:
    """The round a row names: its one cell (``Round 3``), or one of its cells beside a pairing list's
    headings and a date (a club's ``Ech | Ronde 1 | (15/11)`` above the round's boards); else None."""
    filled = [c.text for c in row if c.text.strip()]
    if len(filled) == 1 and len(filled[0]) <= _HEADING_CHARS:
        return round_heading(filled[0]) or round_in_text(filled[0])
    if not 1 < len(filled) <= 4 or any(len(t) > 40 for t in filled):
        return None
    rounds = [(t, round_heading(t) or round_in_text(t)) for t in filled]
    named = [n for _, n in rounds if n is not None]
    others = [t for t, n in rounds if n is None]
    if len(named) == 1 and all(pairing_kind(t) is not None or any(ch.isdigit() for ch in t) for t in others):
        return named[0]
    return None


def classify(table: Table) -> Classified | None:
    """What the table is (a team crosstable, team board pairings, a pairing list or a ranking) and which
    column holds what; None for a table that is none of them (a menu, a legend)."""
    from ._teamrounds import classify_team_rounds

    team = _classify_team_crosstable(table) or classify_team_rounds(table) or _restored_team_crosstable(table)
    if team is not None:
        return team
    if _team_rows(table):
        return Classified(table, Kind.TEAM_BOARDS, {}, None, round_in_text(table.caption))
    from ._twocells import joined_score_cells

    joined = joined_score_cells(table)  # each side's points in a cell of its own
    if joined is not None and _team_rows(joined):
        return Classified(joined, Kind.TEAM_BOARDS, {}, None, round_in_text(table.caption))
    from ._splitscore import split_score_boards

    split = split_score_boards(table)  # each board's points over three cells, a dash between
    if split is not None and _team_rows(split):
        return Classified(split, Kind.TEAM_BOARDS, {}, None, round_in_text(table.caption))
    from ._teammatches import classify_team_matches

    matches = classify_team_matches(table)
    if matches is not None:
        return matches
    ranking = _classify_ranking(table)
    if ranking is not None:
        return ranking
    return _classify_pairings(table) or _unheaded_ranking(table)


def _unheaded_ranking(table: Table) -> Classified | None:
    """A ranking without a heading row, told by its content (SwissChess's ranking copied from the program
    without its header: ``1 | Rohmeiß,Roberto | | 1968 | M | TSG Apolda | GER | 6 | 1 | 0 | 6.5 | 30.0 | …``):
    the first column's places, from 1 and never falling (a shared place repeated); a column of names, each
    once; and after it the first column of points, in half points, never rising down the places. Three rows
    at least; None for any other table."""
    rows = table.rows
    if len(rows) < 3 or _header_row(table)[0] is not None or not all(rows):
        return None
    firsts = [r[0].text.strip().rstrip(".") for r in rows]
    if not all(_is_int(t) for t in firsts):
        return None
    places = [_int(t) for t in firsts]
    if places[0] != 1 or any(b < a for a, b in itertools.pairwise(places)):
        return None
    width = min(len(r) for r in rows)
    name = next((k for k in range(1, width) if _names_once(rows, k)), None)
    if name is None:
        return None
    for k in range(name + 1, width):
        values = [total_value(r[k].text.strip()) for r in rows]
        points = [v for v in values if v is not None and (2 * v).denominator == 1]
        if (
            len(points) == len(rows)
            and len(set(points)) > 1
            and all(b <= a for a, b in itertools.pairwise(points))
        ):
            note = (
                f"{table.where()}: a ranking without a heading row, its columns read by what they hold "
                f"(places in column 1, names in column {name + 1}, points in column {k + 1}: the first "
                "column of half points after the names that never rises down the places)"
            )
            return Classified(
                table, Kind.RANKING, {"rank": 0, "name": name, "points": k}, None, None, (note,)
            )
    return None


def _names_once(rows: tuple[tuple[Cell, ...], ...], k: int) -> bool:
    """Whether column ``k`` names someone in every row, each once."""
    texts = [r[k].text.strip() for r in rows]
    return all(_is_name(t) for t in texts) and len(set(texts)) == len(texts)


def _restored_team_crosstable(table: Table) -> Classified | None:
    """A team crosstable whose copy dropped each row's own cell (:mod:`._teamgrid`), the diagonal put back,
    with a note; None for any other table."""
    from ._teamgrid import RESTORED_NOTE, restored_team_grid

    restored = restored_team_grid(table)
    found = _classify_team_crosstable(restored) if restored is not None else None
    return replace(found, notes=(*found.notes, RESTORED_NOTE)) if found is not None else None


_HEADING_CHARS = 300
"""The longest text a row of one cell that names a round can hold (``3. Runde am 01.03.2026 um 19:00``):
a longer one is a layout's cell holding the page (chess-results' frame), not looked through."""
_SAMPLE = 64
"""Rows of a table whose content decides what its columns hold (the first ones: linear, and quick on a
table of thousands of boards)."""


def _classify_pairings(table: Table) -> Classified | None:
    header, kinds = _header_row(table)
    rows = [(i, r) for i, r in _rows_after(table, header, _SAMPLE) if _is_round_row(r) is None]
    rows = [(i, r) for i, r in rows if not (header is not None and _header_like(r, kinds))]
    if not rows:
        return None
    width = max(len(r) for _, r in rows)
    results = [(k, _share(rows, k, _is_result)) for k in range(width)]
    result_col, share = max(results, key=lambda x: (x[1], -x[0]))
    filled = sum(1 for _, r in rows if result_col < len(r) and r[result_col].text.strip())
    share = share if 2 * filled >= len(rows) else 0.0
    scores = header is not None and "result" not in kinds and all(s in kinds for s in SIDE_SCORES)
    black_score = kinds.index("black-score") if scores else None
    notes = []
    if header is not None and "result" in kinds:
        result_col = kinds.index("result")
        share = max(share, 0.5)
    elif scores:  # one score per side: White's column stands for the result, Black's goes with it
        result_col = kinds.index("white-score")
        share = 1.0 if _scores_share(rows, result_col, kinds.index("black-score")) >= 0.5 else 0.0
    elif share < 0.5:  # one score per side under headings not known (wres, zres): told by their values
        pair = _score_pair(rows, width)
        if pair is not None:
            (result_col, black_score), share, scores = pair, 1.0, True
            notes.append(
                f"{table.where()}: columns {result_col + 1} and {black_score + 1} read as White's and "
                "Black's scores by their values (each row's two make one game's result)"
            )
    if share < 0.5:
        return None
    names = [
        k for k in range(width) if k not in (result_col, black_score) and _share(rows, k, _is_name) >= 0.6
    ]
    if header is not None:
        named = [k for k, kind in enumerate(kinds) if kind in ("white", "black", "name")]
        names = named if len(named) >= 2 else names
        if "white" in kinds and "black" in kinds:
            names = sorted([_side_name(rows, kinds, "white"), _side_name(rows, kinds, "black")])
    if len(names) < 2:
        return None
    if len(names) >= 4 and len(names) % 2 == 0:
        names = [names[0], names[len(names) // 2]]
    left, right = names[0], names[1]
    if header is None and _one_side_repeats(rows, left, right):
        return None
    cols: dict[str, int] = {"result": result_col}
    if black_score is not None:
        cols["black.score"] = black_score
    if header is not None and "round" in kinds:  # a list of the games of every round (a club's CSV)
        cols["round"] = kinds.index("round")
    if header is not None and "board" in kinds:
        cols["board"] = kinds.index("board")
    elif header is None and left > 0 and _ascending(rows, 0):
        cols["board"] = 0
    white_first = not (
        header is not None
        and "white" in kinds
        and "black" in kinds
        and _side_name(rows, kinds, "black") < _side_name(rows, kinds, "white")
    )
    sides = (("white", left), ("black", right)) if white_first else (("black", left), ("white", right))
    split = _split(rows, left, right, result_col, kinds)
    bounds = {left: (0, split), right: (split, width)}
    for side, name in sides:
        cols[f"{side}.name"] = name
        lo, hi = bounds[name]
        _side_columns(cols, side, rows, kinds, name, lo, hi)
    if header is None:
        notes.append(
            f"{table.where()}: a pairing list without a heading row; its columns are read by what "
            f"they hold (names in columns {left + 1} and {right + 1}, results in column "
            f"{result_col + 1})"
        )
    notes.extend(f"{table.where()}: {note}" for note in table.notes)
    rnd = round_in_text(table.caption)
    return Classified(table, Kind.PAIRINGS, cols, header, rnd, tuple(notes))


def _side_name(rows: list[tuple[int, tuple[Cell, ...]]], kinds: list[str | None], side: str) -> int:
    """The column of a side's names among those its heading names (``White Player`` over the players' ids
    and ``White Name`` over their names, an app's export): the first whose values are names, else the
    first."""
    headed = [k for k, kind in enumerate(kinds) if kind == side]
    return next((k for k in headed if _share(rows, k, _is_name) >= 0.6), headed[0])


def _one_side_repeats(rows: list[tuple[int, tuple[Cell, ...]]], left: int, right: int) -> bool:
    """Whether a table without a heading row names someone once in each row in one of two columns of names
    and repeats names in the other (a ranking's players beside their clubs: ``1 | Rohmeiß,Roberto | … |
    TSG Apolda``, a SwissChess ranking copied without its header): not the two sides of a pairing list,
    whose players each play once a round (or, the rounds in one table, each side's names recur alike)."""
    sides = []
    for k in (left, right):
        texts = [r[k].text.strip() for _, r in rows if k < len(r) and r[k].text.strip()]
        sides.append((len(texts) == len(set(texts)), len(texts) - len(set(texts))))
    (once_left, again_left), (once_right, again_right) = sides
    return (once_left and again_right >= 2) or (once_right and again_left >= 2)


def _round_column(c: Classified, row: tuple[Cell, ...]) -> int | None:
    """The round a row of a list of games names in its round column (``1``, ``R1``), if it has one."""
    k = c.columns.get("round")
    if k is None or k >= len(row):
        return None
    text = row[k].text.strip()
    digits = text.lstrip("RrDd. ")
    return int(digits) if digits.isdecimal() and len(digits) <= 3 and int(digits) > 0 else None


def _score_pair(rows: list[tuple[int, tuple[Cell, ...]]], width: int) -> tuple[int, int] | None:
    """Two neighbouring columns that hold one score per side (``1`` ``0``, ``½`` ``½``, ``+`` ``-``), or
    two with a dash between them in a column of their own: in nine rows of ten or more both hold a score
    and the two make one game's result (a point between them, or a forfeit); None when no two columns
    do (ratings, numbers and points before the round do not: their sums are over a point, or not one
    point a row)."""
    for k in range(width - 1):
        for j in (k + 1, k + 2):  # side by side, or a dash between them in a column of its own (1 | - | 0)
            pairs = [
                (r[k].text.strip(), r[j].text.strip())
                for _, r in rows
                if j < len(r) and r[k].text.strip() and (j == k + 1 or r[k + 1].text.strip() in _DASHED)
            ]
            if len(pairs) < max(2, len(rows) * 9 // 10):
                continue
            games = [side_result(w, b) for w, b in pairs]
            whole = sum(1 for g in games if g is not None and (g.startswith(("+", "-")) or _one_point(g)))
            if whole * 10 >= len(rows) * 9:
                return k, j
    return None


_DASHED = frozenset({"-", "–", ":"})
"""What stands between a game's two scores in a column of its own (SwissChess's text export: ``1 - 0``
over three cells)."""


def _one_point(game: str) -> bool:
    """Whether a result ``w - b`` (:func:`side_result`) gives out one point in all."""
    w, _, b = game.partition(" - ")
    a, c = point_value(w), point_value(b)
    return a is not None and c is not None and a + c == 1


def _scores_share(rows: list[tuple[int, tuple[Cell, ...]]], white: int, black: int) -> float:
    """The share of the rows with a score in White's column whose two scores make a result (``1`` and
    ``0``, ``0.5`` and ``0.5``, ``+`` and ``-``)."""
    pairs = [
        (r[white].text.strip(), r[black].text.strip() if black < len(r) else "")
        for _, r in rows
        if white < len(r) and r[white].text.strip()
    ]
    if not pairs:
        return 0.0
    return sum(1 for w, b in pairs if side_result(w, b) is not None) / len(pairs)


def _header_like(row: tuple[Cell, ...], kinds: list[str | None]) -> bool:
    """A repeated heading row (one per round inside a table)."""
    return [_pairing_heading(c.text) for c in row] == kinds


def _ascending(rows: list[tuple[int, tuple[Cell, ...]]], k: int) -> bool:
    """A board column: whole numbers rising down each round's list."""
    last_i, last = -1, 0
    for i, row in rows:
        text = row[k].text if k < len(row) else ""
        if not _is_int(text):
            return False
        value = _int(text)
        if i == last_i + 1 and value <= last:
            return False
        last_i, last = i, value
    return True


def _distinct(rows: list[tuple[int, tuple[Cell, ...]]], k: int) -> bool:
    """Whether a column's values differ on every line of each round (starting numbers do; a list of
    several rounds starts a round where the row index jumps over a round heading)."""
    seen: set[str] = set()
    last = -1
    for i, row in rows:
        if i != last + 1:
            seen = set()
        last = i
        value = row[k].text.strip().rstrip(".") if k < len(row) else ""
        if value in seen:
            return False
        if value:
            seen.add(value)
    return True


def _split(
    rows: list[tuple[int, tuple[Cell, ...]]],
    left: int,
    right: int,
    result: int,
    kinds: Sequence[str | None] = (),
) -> int:
    """Where the second player's columns start: after the result when it stands between the names, after
    a separator column (``-``, ``:``), else at the number and titles just before the second name (a
    number its heading says is the first player's points is none: Tornello's ``(Pt) - Nero``)."""
    if left < result < right:
        return result + 1
    for k in range(left + 1, right):
        if _share(rows, k, lambda t: t.strip() in _SEPARATORS) == 1.0:
            return k + 1
    k = right
    while k - 1 > left and _share(rows, k - 1, lambda t: not t.strip() or is_title(t)) == 1.0:
        k -= 1
    headed = kinds[k - 1] if k - 1 < len(kinds) else None
    number = k - 1 > left and headed in (None, "blank", "sno") and _share(rows, k - 1, _is_int) == 1.0
    return k - 1 if number else k


_RATING_MIN = 500


def _side_columns(
    cols: dict[str, int],
    side: str,
    rows: list[tuple[int, tuple[Cell, ...]]],
    kinds: list[str | None],
    name: int,
    lo: int,
    hi: int,
) -> None:
    """A side's starting number, title, rating and points columns, between ``lo`` and ``hi``: by heading
    where the table has one, else by content, nearest the name first: a rating has three or four digits
    and at least 500 (or is 0, unrated, for fewer than half the players), starting numbers differ on
    every line, points are a score (halves, repeats)."""
    order = sorted(range(lo, hi), key=lambda k: (abs(k - name), k))
    for k in order:
        kind = kinds[k] if k < len(kinds) else None
        if k != name and k not in cols.values() and kind in ("sno", "title", "rating", "points", "fed"):
            cols.setdefault(f"{side}.{kind}", k)
    for k in order:
        kind = kinds[k] if k < len(kinds) else None
        if k == name or k in cols.values() or kind not in (None, "blank"):
            continue
        filled = [r[k].text.strip() for _, r in rows if k < len(r) and r[k].text.strip()]
        if not filled:
            continue
        if all(is_title(t) for t in filled):
            cols.setdefault(f"{side}.title", k)
        elif all(_is_int(t) for t in filled):
            values = [_int(t) for t in filled]
            rated = [v for v in values if v]  # a rating 0 is an unrated player's
            if rated and min(rated) >= _RATING_MIN and 2 * len(rated) >= len(values) and k > name:
                cols.setdefault(f"{side}.rating", k)
            elif _distinct(rows, k) and min(values) > 0 and f"{side}.sno" not in cols:
                cols[f"{side}.sno"] = k
            else:
                cols.setdefault(f"{side}.points", k)
        elif all(_is_points(t) for t in filled):
            cols.setdefault(f"{side}.points", k)


_DIAGONAL = DIAGONAL_MARKS | {"-", "", "="}
"""A team crosstable's diagonal: a mark, a dash, nothing, or ``=`` (a club's league table, where no match's
game points are ``=``)."""


def _match_cell(text: str, diagonal: bool) -> bool:
    """A cell of a team crosstable: the diagonal's mark, else game points (the row's team's, or both
    teams': ``4½-3½``) or nothing, or a dash (not played yet)."""
    if diagonal:
        return text in _DIAGONAL
    return not text or text in _NOT_PLAYED or match_points(text) is not None


_NOT_PLAYED = frozenset({"-", "–"})
"""A team crosstable's cell of a match not played yet (a league's table during its season)."""


_BOTH_SCORES = re.compile(r"^(\d{1,3}(?:[.,]5|½)?|½)\s*[-–:]\s*(\d{1,3}(?:[.,]5|½)?|½)$")
"""A team crosstable's cell that gives both teams' game points, the row's first (the 4NCL's and the
English leagues' crosstables: ``7-1``, ``4½-3½``)."""


def match_points(text: str) -> tuple[Fraction, Fraction | None] | None:
    """The game points a team crosstable's cell gives its row's team, with the column's team's when it
    gives both (``4½-3½``); None for a cell that gives none."""
    t = text.strip()
    if _is_points(t):
        value = point_value(t.strip("()"))
        return (value, None) if value is not None else None
    m = _BOTH_SCORES.match(t)
    if m is None:
        return None
    own, theirs = point_value(m.group(1)), point_value(m.group(2))
    return (own, theirs) if own is not None and theirs is not None and own + theirs > 1 else None


_GAMES_RUN_TOGETHER = re.compile(r"0[01]+")
"""A cell of a double (or further) round robin's games run together that begins with a loss (``01``,
``00``): no game points of a match begin with a 0."""


def team_crosstable_event(
    rows: Sequence[Sequence[tuple[str, int, int]]], options: ReadOptions, *, caption: str = ""
) -> Tournament | None:
    """The team event of a table of cells (text, line, column) when it is a team crosstable of match
    results (:func:`team_event`: a league's grid of board points found by the reader of tables by their
    content, one of a sheet's several groups); None for any other table."""
    table = Table(
        tuple(tuple(Cell(t, line, column) for t, line, column in r) for r in rows),
        options.source,
        rows[0][0][1] if rows and rows[0] else 1,
        rows[0][0][2] if rows and rows[0] else 1,
        caption,
    )
    found = _classify_team_crosstable(table)
    return None if found is None else team_event(found, options, name=caption)


def _classify_team_crosstable(table: Table) -> Classified | None:
    """A team crosstable of match results: a heading row with a team column (``Team``, ``Mannschaft``)
    and the columns ``1 2 … n`` of the n teams below it, each cell the game points the row's team
    scored against the column's, the diagonal marked (``*``)."""
    from ._headings import is_player_heading, is_team_heading

    for i, row in enumerate(table.rows[:4]):
        numbered, second = _team_columns(row), dict[int, int]()
        if not numbered:
            numbered, second = _leg_columns(row)
        if not numbered:
            continue  # no columns 1 2 … n: decided before reading the rows below
        data = [r for _, r in _rows_after(table, i) if r and (_is_int(r[0].text) or not r[0].text)]
        if len(data) != len(numbered):
            continue  # not one row per team column (a players' crosstable of thousands of rows)
        names = [k for k, c in enumerate(row) if is_team_heading(c.text)]
        if not names:  # a heading of another language, or none: the names just before the columns
            first = min(numbered.values())
            names = [
                k for k in range(first - 1, -1, -1) if all(k < len(r) and _is_name(r[k].text) for r in data)
            ][:1]
        if not names or len(data) < 2 or any(len(r) <= max(names[0], min(numbered.values())) for r in data):
            continue  # a row that stops before the teams' columns (cut short): no team crosstable
        notes: tuple[str, ...] = ()
        if not _cells_fit(data, numbered, second):
            by_place = {p + 1: k for p, k in enumerate(sorted(numbered.values()))}
            if second or list(numbered) == sorted(numbered) or not _cells_fit(data, by_place, {}):
                continue
            heads = " ".join(map(str, numbered))
            numbered = by_place  # the columns headed by the teams' numbers in the rows' order (by place)
            notes = (
                f"the team columns are headed {heads}, the teams' numbers in the order of the rows: each "
                "column read as the row whose diagonal it holds",
            )
        most = max(
            (
                (match_points(r[numbered[m]].text) or (Fraction(0), None))[0]
                for k, r in enumerate(data)
                for m in numbered
                if m != k + 1 and numbered[m] < len(r)
            ),
            default=Fraction(0),
        )
        headed = any(is_team_heading(c.text) for c in row)
        if most <= 1 and not headed:
            continue  # a grid of single games (one board) is a players' round robin
        if not headed and is_player_heading(row[names[0]].text):
            continue  # 'Player' over the names: a players' double round robin, each cell two games' sum
        if not headed and any(
            _GAMES_RUN_TOGETHER.fullmatch(r[numbered[m]].text.strip())
            for k, r in enumerate(data)
            for m in numbered
            if m != k + 1 and numbered[m] < len(r)
        ):
            continue  # cells such as 01 and 00: a players' grid of several cycles, no match's game points
        cols = {"name": names[0], **{f"team.{m}": k for m, k in numbered.items()}}
        cols |= {f"team.{m}{SECOND_LEG}": k for m, k in second.items()}
        kinds = [classify_heading(c.text)[0] for c in row]
        if "rank" in kinds:
            cols["rank"] = kinds.index("rank")
        return Classified(table, Kind.TEAM_CROSSTABLE, cols, i, notes=notes)
    return None


def _cells_fit(data: list[tuple[Cell, ...]], numbered: dict[int, int], second: dict[int, int]) -> bool:
    """Whether every cell under the team columns (``numbered``, and ``second`` of a double round robin)
    is a match's score, the diagonal's the row's own column (a row's empty cells at its end may be left
    out: a copy's last diagonal)."""
    return all(
        _match_cell(r[at[m]].text.strip() if at[m] < len(r) else "", m == k + 1)
        for at in (numbered, second)
        for k, r in enumerate(data)
        for m in at
    )


def _team_columns(row: tuple[Cell, ...]) -> dict[int, int]:
    """A team crosstable's heading row's columns ``1 2 … n``: column index by team number; empty when
    the row has no such run."""
    numbered = {
        n: k
        for k, c in enumerate(row)
        if (h := classify_heading(c.text))[0] == "round" and (n := h[1]) is not None
    }
    if not numbered or sorted(numbered) != list(range(1, len(numbered) + 1)):
        return {}
    return numbered


SECOND_LEG = ".2"
"""The suffix of a team crosstable's column of the second matches (``team.3.2``: the row's second match
against team 3, under ``3b``)."""
_LEG = re.compile(r"^(\d{1,3})\s*([ab])$", re.IGNORECASE)


def _leg_columns(row: tuple[Cell, ...]) -> tuple[dict[int, int], dict[int, int]]:
    """A double round robin's team crosstable heading row (chess-results: ``1a 1b 2a 2b … na nb``): the
    columns of the first and of the second matches, by team number; both empty when the row has no such
    run (each team's two columns, ``a`` then ``b``, for the teams 1 … n)."""
    legs: dict[str, dict[int, int]] = {"a": {}, "b": {}}
    for k, c in enumerate(row):
        m = _LEG.match(c.text.strip())
        if m is not None:
            legs[m.group(2).lower()].setdefault(int(m.group(1)), k)
    first, second = legs["a"], legs["b"]
    teams = list(range(1, len(first) + 1))
    if len(first) < 2 or sorted(first) != teams or sorted(second) != teams:
        return {}, {}
    if any(second[m] <= first[m] for m in teams):
        return {}, {}
    return first, second


def _classify_ranking(table: Table, *, rounds: bool = False) -> Classified | None:
    """A ranking: a heading row with a name column and a points column, and no round columns
    (``rounds``: round columns allowed, a crosstable's names, places and points read as its ranking)."""
    for i, row in enumerate(table.rows[:4]):
        kinds = [classify_heading(c.text) for c in row]
        names = [k for k, (kind, _) in enumerate(kinds) if kind == "name"]
        sides = [k for k in names if k - 1 not in names]  # side by side: one player's full and short name
        if (
            not names
            or (not rounds and any(kind == "round" for kind, _ in kinds))
            or (len(sides) > 1 and any(pairing_kind(c.text) == "result" for c in row if c.text.strip()))
        ):
            continue
        cols: dict[str, int] = {"name": names[0]}
        for k, (kind, _) in enumerate(kinds):
            if kind in ("rank", "sno", "title", "rating", "fed", "points"):
                cols.setdefault(kind, k)
        if "rank" not in cols and not ("sno" in cols and "points" in cols):
            continue
        rows = _rows_after(table, i)
        if not rows:
            continue
        return Classified(table, Kind.RANKING, cols, i)
    return None


# -- pairing lists to the pairing reader's lines --------------------------------------------------------
_CANON = (
    "board",
    "white.sno",
    "white.title",
    "white.name",
    "white.rating",
    "white.points",
    "result",
    "black.points",
    "black.sno",
    "black.title",
    "black.name",
    "black.rating",
)
_CANON_HEADINGS = (
    "Bo.",
    "No.",
    "Title",
    "White",
    "Rtg",
    "Pts.",
    "Result",
    "Pts.",
    "No.",
    "Title",
    "Black",
    "Rtg",
)


@dataclass
class _Text:
    """Lines written for the pairing reader and where each field came from."""

    lines: list[str] = field(default_factory=list)
    origins: list[tuple[str | None, int, list[int], list[tuple[int, int]]]] = field(default_factory=list)

    def add(self, source: str | None, line: int, fields: list[tuple[str, tuple[int, int]]]) -> None:
        starts, pos = [], 1
        for text, _ in fields:
            starts.append(pos)
            pos += len(text) + 1
        self.lines.append("\t".join(t.replace("\t", " ") for t, _ in fields))
        self.origins.append((source, line, starts, [w for _, w in fields]))

    def locate(self, line: int | None, column: int | None) -> tuple[str | None, int | None, int | None]:
        if line is None or not 1 <= line <= len(self.origins):
            return None, line, column
        source, at, starts, positions = self.origins[line - 1]
        if column is None or not positions:
            return source, at, column
        k = 0
        for i, s in enumerate(starts):
            if s <= column:
                k = i
        return source, *positions[k]

    def message(self, text: str, own: str | None) -> str:
        """The text with each line it names as its source's (the text itself, a message keeping its
        code, when it names none)."""

        def sub(m: re.Match[str]) -> str:
            source, line, _ = self.locate(int(m.group(1)), None)
            return f"line {line}" if source == own or source is None else f"{source} line {line}"

        said = re.sub(r"\bline (\d+)\b", sub, text)
        return text if said == text else said

    def diagnostic(self, d: Diagnostic) -> Diagnostic:
        source, line, column = self.locate(d.line, d.column)
        return replace(
            d, message=self.message(d.message, source), source=source or d.source, line=line, column=column
        )

    def error(self, exc: ParseError) -> ParseError:
        source, line, column = self.locate(exc.line, exc.column)
        return ParseError(
            self.message(exc.message, source),
            source=source or exc.source,
            line=line,
            column=column,
            diagnostics=tuple(self.diagnostic(d) for d in exc.diagnostics),
        )


def _file_round(source: str | None) -> int | None:
    if not source:
        return None
    stem = source.replace("\\", "/").rsplit("/", 1)[-1].rsplit(".", 1)[0]
    found = {int(m.group(1)) for m in _FILE_ROUND.finditer(stem)}
    return found.pop() if len(found) == 1 else None


def _numbered_sides(
    c: Classified, kinds: list[str | None] | None
) -> dict[tuple[int, int], tuple[int, str, str]]:
    """(row, column) -> starting number, title and name of each name cell of a pairing list without a
    starting-number column that numbers its players: a player box with its number in an element of its
    own (Vega's ``sort-num``), or, when every player's name starts with its own number round by round,
    that number and title taken off the name (Vega's older template: ``12 Condick,Peter``,
    ``2 CM Davis,Tony J``); {} when the list has such a column. A bye's cell (``( bye )``) is no
    player's name."""
    cols = [c.columns.get(f"{side}.name") for side in ("white", "black")]
    if c.columns.get("white.sno") is not None or c.columns.get("black.sno") is not None:
        return {}
    out: dict[tuple[int, int], tuple[int, str, str]] = {}
    rounds: list[list[tuple[int, int, str]]] = [[]]
    for i, row in enumerate(c.table.rows):
        if i == c.header or (kinds is not None and _header_like(row, kinds)):
            continue
        if _is_round_row(row) is not None:
            rounds.append([])
            continue
        for k in cols:
            if k is None or k >= len(row):
                continue
            cell = row[k]
            text = cell.text.strip()
            if cell.number:
                out[(i, k)] = (int(cell.number), cell.title, text)
            elif text and not text.startswith("(") and _is_name(text):
                rounds[-1].append((i, k, text))
    for cells in rounds:
        split = numbered_names([text for _, _, text in cells]) if len(cells) > 1 else None
        if split is not None:
            out.update({(i, k): parts for (i, k, _), parts in zip(cells, split, strict=True)})
    return out


def _one_numbering(numbered: list[dict[tuple[int, int], tuple[int, str, str]]]) -> bool:
    """Whether the lists' numbers name their players alike in every list: each number one player, each
    player (name compared by :func:`_key`) one number, a name corrected between rounds
    (:func:`~tiebreak.readers._builder.renamed`) still one player. Vega numbers each round's page as the event
    stood when it was written: a late entry renumbers the players after it, and a page written before
    holds the old numbers (Kostakakis 10 in round 1, 11 from round 2): then the names tell the players
    apart, as in a list without numbers."""
    names: dict[int, str] = {}
    numbers: dict[str, int] = {}  # each player one number; a number's name may be corrected later
    for sides in numbered:
        for number, _, name in sides.values():
            key = _key(name)
            if numbers.setdefault(key, number) != number:
                return False
            first = names.setdefault(number, name)
            if _key(first) != key and not renamed(first, name):
                return False
    return True


def _number_side(
    fields: list[tuple[str, tuple[int, int]]],
    side: str,
    cell: Cell,
    numbered: tuple[int, str, str] | None,
    numbers: bool,
) -> None:
    """The side's starting number (when ``numbers``), title and rating into its fields, from the name
    cell's player box or its leading number (:func:`_numbered_sides`), the name left without them."""
    if cell.rating and not fields[_CANON.index(f"{side}.rating")][0]:
        fields[_CANON.index(f"{side}.rating")] = (cell.rating, (cell.line, cell.column))
    if numbered is None:
        return
    at = _CANON.index(f"{side}.sno"), _CANON.index(f"{side}.title"), _CANON.index(f"{side}.name")
    where = (cell.line, cell.column)
    number, title, name = numbered
    if numbers:
        fields[at[0]] = (str(number), where)
    if title and not fields[at[1]][0]:
        fields[at[1]] = (title, where)
    fields[at[2]] = (name, where)


_DASHED_NOTE = (
    "{t}: every board's two scores are dashes ('- | -'): the round is paired and not played yet, its "
    "games read without a result"
)


def _dashed_round(c: Classified) -> bool:
    """Whether a pairing list with one score per side gives every board a dash on both sides (a club's
    page listing the rounds to come, ``**-**|**-**``): a round not played yet, not double forfeits."""
    a, b = c.columns.get("result"), c.columns.get("black.score")
    if a is None or b is None:
        return False
    pairs = [
        (row[a].text.strip(), row[b].text.strip())
        for i, row in enumerate(c.table.rows)
        if i != c.header and b < len(row) and _is_round_row(row) is None
    ]
    filled = [p for p in pairs if p != ("", "")]
    return len(filled) >= 2 and all(x in _DASHED and y in _DASHED for x, y in filled)


def _repeat_starts(c: Classified) -> list[int]:
    """The rows of a pairing list that names no round where a new round starts, when its players play
    more than once (a club's page of all its games, the round headings lost): each game one of whose
    players has played since the last start. Empty when no player plays twice."""
    w, b = c.columns.get("white.name"), c.columns.get("black.name")
    if w is None or b is None:
        return []
    starts: list[int] = []
    seen: set[str] = set()
    for i, row in enumerate(c.table.rows):
        names = {
            key
            for k in (w, b)
            if k < len(row)
            and (key := " ".join(clean(row[k].text).split()).casefold())
            and key not in _BYE_WORDS
        }
        if i != c.header and names & seen:
            starts.append(i)
            seen = set()
        seen |= names
    return starts


def _games(c: Classified) -> set[tuple[str, str]]:
    """The boards of a pairing list, each its two players' names compared (:func:`_key`) without what
    stands in brackets after them (a login typed otherwise in a club's report: ``Beyen, Tom (MightBob)``
    for the list's ``Beyen, Tom (MightyBob)``)."""
    w, b = c.columns.get("white.name"), c.columns.get("black.name")
    if w is None or b is None:
        return set()
    out = set()
    for i, row in enumerate(c.table.rows):
        if i != c.header and max(w, b) < len(row):
            white, black = (_key(_BRACKETED.sub(" ", row[k].text)) for k in (w, b))
            if white and black:
                out.add((white, black))
    return out


_BRACKETED = re.compile(r"\([^()]*\)")


def _without_repeats(lists: list[Classified]) -> tuple[list[Classified], list[Diagnostic]]:
    """The pairing lists without those that name no round and whose every board is a board of lists that
    do (a club's report of a round's games above the pairing program's lists of every round, as SWAR's
    pages are kept): each left out with a note."""

    def named(c: Classified) -> bool:
        return (
            c.round is not None
            or "round" in c.columns
            or any(_is_round_row(r) is not None for r in c.table.rows)
        )

    rounded = [c for c in lists if named(c)]
    if not rounded or len(rounded) == len(lists):
        return lists, []
    given = set().union(*(_games(c) for c in rounded))
    kept: list[Classified] = []
    notes: list[Diagnostic] = []
    for c in lists:
        mine = _games(c) if c not in rounded else set()
        if len(mine) >= 2 and mine <= given:
            t = c.table
            notes.append(
                Diagnostic(
                    Severity.INFO,
                    f"{t.where()} names no round and its {len(mine)} boards are all boards of the lists that "
                    "name their rounds (a report of a round's games): left out",
                    t.source,
                    t.line,
                    t.column,
                )
            )
            continue
        kept.append(c)
    return kept, notes


def _unnamed_round(t: Table, rnd: int, starts: set[int]) -> Diagnostic:
    """The warning for a pairing list that names no round (read as round ``rnd``, the one after the list
    before it; ``starts``: the rows where its players play again, each a new round)."""
    said = f"read as round {rnd}, the one after the list before it"
    if starts:
        lines = ", ".join(str(t.rows[i][0].line) for i in sorted(starts) if t.rows[i])
        said = (
            f"its players play more than once: read as rounds {rnd}-{rnd + len(starts)}, a new round "
            "starting at each game one of whose players has played in the round before it "
            f"(line(s) {lines}); give the round headings if the games are in another order"
        )
    return Diagnostic(
        Severity.WARNING,
        f"{t.where()}: no round named above this pairing list: {said}",
        t.source,
        t.line,
        t.column,
    )


def _pairing_text(lists: list[Classified]) -> tuple[_Text, list[Diagnostic]]:
    """The pairing lists as the pairing reader's lines: a ``Round N`` line, a header, one line per board;
    the round of each list from its caption, a round heading inside it, its file's name or the order."""
    out = _Text()
    notes: list[Diagnostic] = []
    last = 0
    by_source: dict[str | None, int] = {}
    for c in lists:
        by_source[c.table.source] = by_source.get(c.table.source, 0) + 1
    kinds_of = [
        [_pairing_heading(x.text) for x in c.table.rows[c.header]] if c.header is not None else None
        for c in lists
    ]
    numbered_of = [_numbered_sides(c, kinds) for c, kinds in zip(lists, kinds_of, strict=True)]
    numbers = _one_numbering(numbered_of)
    for c, kinds, numbered in zip(lists, kinds_of, numbered_of, strict=True):
        t = c.table
        rnd = c.round
        how = f"the heading {t.caption!r}"
        if rnd is None and by_source[t.source] == 1:
            rnd, how = _file_round(t.source), f"the file's name {t.source!r}"
        sheet = t.caption.removeprefix(SHEET_HEADING) if t.caption.startswith(SHEET_HEADING) else ""
        if rnd is None and sheet.isascii() and sheet.isdecimal() and 0 < int(sheet) <= 999:
            rnd, how = int(sheet), f"the name of its sheet {sheet!r} (a workbook's sheet per round)"
        inside = "round" in c.columns or any(_is_round_row(r) is not None for r in t.rows)
        starts = set(_repeat_starts(c)) if rnd is None and not inside else set()
        if rnd is None and not inside:
            rnd = last + 1
            notes.append(_unnamed_round(t, rnd, starts))
        elif rnd is not None and not inside:
            notes.append(
                Diagnostic(Severity.INFO, f"{t.where()}: round {rnd}, from {how}", t.source, t.line, t.column)
            )
        if rnd is not None and not inside:
            out.add(t.source, t.line, [(f"Round {rnd}", (t.line, t.column))])
            last = rnd
        header_at = (t.line, t.column)
        if c.header is not None:
            hrow = t.rows[c.header]
            header_at = (hrow[0].line, hrow[0].column) if hrow else header_at
        head = [(h, header_at) for h in _CANON_HEADINGS]
        out.add(t.source, header_at[0], head)
        board = 0
        dashed = _dashed_round(c)
        if dashed:
            notes.append(
                Diagnostic(Severity.INFO, _DASHED_NOTE.format(t=t.where()), t.source, t.line, t.column)
            )
        for i, row in enumerate(t.rows):
            if i == c.header or (kinds is not None and _header_like(row, kinds)):
                continue
            if i in starts and row:  # a player's second game in a list that names no round: the next round
                last += 1
                out.add(t.source, row[0].line, [(f"Round {last}", (row[0].line, row[0].column))])
                out.add(t.source, row[0].line, head)
                board = 0
            heading = _is_round_row(row)  # a row naming the round of the rows below it
            r = heading if heading is not None else _round_column(c, row)
            if r is not None and (heading is not None or r != last):
                cell = (
                    next(x for x in row if x.text.strip()) if heading is not None else row[c.columns["round"]]
                )
                out.add(t.source, cell.line, [(f"Round {r}", (cell.line, cell.column))])
                out.add(t.source, cell.line, head)
                last = r
            if heading is not None:
                continue
            fields = []
            board += 1
            for role in _CANON:
                k = c.columns.get(role)
                if role == "board" and k is None:  # the line's place in the list marks it as a board
                    at = row[0] if row else Cell("", t.line, t.column)
                    fields.append((str(board), (at.line, at.column)))
                elif k is None or k >= len(row):
                    at = row[0] if row else Cell("", t.line, t.column)
                    fields.append(("", (at.line, at.column)))
                else:
                    value = row[k].text.strip()
                    b = c.columns.get("black.score")
                    if role == "result" and b is not None:  # one score per side: the two make the result
                        other = row[b].text.strip() if b < len(row) else ""
                        value = "" if dashed else side_result(value, other) or f"{value} {other}".strip()
                    if role.endswith(".points"):  # SwissChess: (2½), and () before the first round
                        value = value.strip("()").strip()
                    elif role.endswith(".sno"):
                        value = value.rstrip(".")
                    fields.append((value, (row[k].line, row[k].column)))
            for side in ("white", "black"):
                k = c.columns.get(f"{side}.name")
                if k is not None and k < len(row):
                    _number_side(fields, side, row[k], numbered.get((i, k)), numbers)
            if not any(f for f, _ in fields):
                continue
            out.add(t.source, row[0].line if row else t.line, fields)
    return out, notes


# -- the ranking -----------------------------------------------------------------------------------------
@dataclass
class _Ranked:
    name: str
    where: tuple[str | None, int, int]
    rank: int | None = None
    sno: int | None = None
    title: str = ""
    rating: int | None = None
    fed: str = ""
    points: Fraction | None = None
    taken: bool = False


def _ranking_rows(c: Classified) -> list[_Ranked]:
    out: list[_Ranked] = []
    cols = c.columns
    for _, row in _rows_after(c.table, c.header):

        def text(role: str, row: tuple[Cell, ...] = row) -> str:
            k = cols.get(role)
            return row[k].text.strip() if k is not None and k < len(row) else ""

        name = " ".join(text("name").split())
        name = name.rstrip(",").rstrip() or name  # SwissPerfect's 'iwulu,': a surname with no first name
        if not name or not _is_name(name):
            continue
        shared = SHARED_PLACE.match(text("rank"))  # '2-3': the first of the places two rows share
        lead = shared.group(1) if shared else text("rank") or text("sno")
        if lead and not _is_int(lead) and not withdrawn_mark(lead):
            continue  # a player who withdrew is listed without a place (Tornello's RIT), one of the event
        cell = row[cols["name"]]
        r = _Ranked(name, (c.table.source, cell.line, cell.column))
        rank = shared.group(1) if shared else text("rank")
        r.rank = int(rank.rstrip(".")) if _is_int(rank) else None
        r.sno = int(text("sno").rstrip(".")) if _is_int(text("sno")) else None
        if r.sno is None and cell.number:  # a player box's own starting number (Vega's standings)
            r.sno = int(cell.number)
        title = text("title").upper()
        r.title = title if title in TITLES else ""
        r.rating = int(text("rating")) if _is_int(text("rating")) else None
        fed = text("fed")
        r.fed = fed if re.fullmatch(r"[A-Z]{3}", fed) else ""
        r.points = total_value(text("points").strip("()")) if text("points") else None
        out.append(r)
    return _numbered_ranking(out)


def _final_ranking(rankings: list[Classified]) -> list[Classified]:
    """Of several rankings, the final one: the last (a page may show one a round) of those that rank the
    most players and number each once (SWAR prints after its final ranking one by rating category, each
    category numbered from 1; a browser's copy makes each category a table of its own)."""
    read = [(c, _ranking_rows(c)) for c in rankings]
    unique = [
        (c, rows)
        for c, rows in read
        if len({r.sno for r in rows if r.sno is not None}) == sum(r.sno is not None for r in rows)
    ] or read
    most = max(len(rows) for _, rows in unique)
    return [c for c, rows in unique if len(rows) == most][-1:]


def _numbered_ranking(rows: list[_Ranked]) -> list[_Ranked]:
    """The ranking's entries without the starting number (and title) their name cells write before
    every name (Vega's standings: ``5 Hogan,Steven``, ``2 WIM Szuveges,Narelle S``), that number their
    starting number where the ranking gives none; unchanged when not every name starts with its own
    number. A number that is every entry's rank is only taken off the name."""
    split = numbered_names([r.name for r in rows])
    if split is None:
        return rows
    as_sno = [n for n, _, _ in split] != [r.rank for r in rows]
    for r, (number, title, name) in zip(rows, split, strict=True):
        r.name = name
        r.title = r.title or title
        if as_sno and r.sno is None:
            r.sno = number
    return rows


def _key(name: str) -> str:
    """A name compared: letters and digits only, casefolded, without accents (``Díaz, J.`` -> ``diazj``)."""
    text = unicodedata.normalize("NFKD", name.casefold())
    return "".join(ch for ch in text if ch.isalnum() and not unicodedata.combining(ch))


def _seat_names(name: str) -> list[str]:
    """The names of a ranking entry that two or more players shared (a league seat taken over during the
    season: ``Pérez Lorenzo, Manuel Jesús/Jesús Alonso Palazón``); [] for one player's name.

    >>> _seat_names("Pérez Lorenzo, Manuel Jesús/Jesús Alonso Palazón"), _seat_names("Ng, Chloe")
    (['Pérez Lorenzo, Manuel Jesús', 'Jesús Alonso Palazón'], [])
    """
    parts = [part.strip() for part in name.split("/")]
    return parts if len(parts) > 1 and all(len(_key(part)) >= 3 for part in parts) else []


def _seats(
    event: Tournament, matched: dict[int, _Ranked]
) -> tuple[Tournament, dict[int, _Ranked], list[Diagnostic]]:
    """The players of the pairing lists that share one entry of the ranking made one competitor (a note):
    a seat whose name lists theirs (``A/B``), or one name the lists write in two ways (``Díaz``, ``Diaz``;
    the same words turned round or with words added, :func:`~tiebreak.readers._builder.renamed`: a name
    corrected between rounds); the first one's starting number, every game of each.

    :raises ParseError: when two different names match one entry that is no shared seat, or two of them
        play in the same round (they cannot be one competitor).
    """
    groups: dict[int, list[Player]] = {}
    for p in event.players:
        if p.sno in matched:
            groups.setdefault(id(matched[p.sno]), []).append(p)
    into: dict[int, int] = {}
    notes: list[Diagnostic] = []
    merged: dict[int, Player] = {}
    for group in groups.values():
        if len(group) < 2:
            continue
        first, seat = group[0], matched[group[0].sno]
        if (
            not _seat_names(seat.name)
            and len({_same_name(p.name) for p in group}) > 1
            and not all(renamed(first.name, p.name) for p in group[1:])
        ):
            raise ParseError(
                f"{group[0].name!r} (line {group[0].line}) and {group[1].name!r} (line "
                f"{group[1].line}) of the pairing lists both match "
                f"{seat.name!r} of the ranking ({_place(seat.where)})",
                source=seat.where[0],
                line=seat.where[1],
                column=seat.where[2],
            )
        rounds: dict[int, Player] = {}
        for p in group:
            for e in p.rounds:
                if not _present(e):
                    continue
                if rounds.get(e.round, p) is not p:
                    a = rounds[e.round]
                    raise ParseError(
                        f"{a.name!r} (line {a.line}) and {p.name!r} (line {p.line}) of the "
                        f"pairing lists both match {seat.name!r} of the ranking "
                        f"({_place(seat.where)}) and both play round {e.round}: they cannot be "
                        "one seat",
                        source=seat.where[0],
                        line=seat.where[1],
                        column=seat.where[2],
                    )
                rounds.setdefault(e.round, p)
            into[p.sno] = first.sno
        merged[first.sno] = first
        notes.append(
            Diagnostic(
                Severity.INFO,
                f"{' and '.join(repr(p.name) for p in group)} of the pairing "
                f"lists are {seat.name!r} of the ranking ({_place(seat.where)}): read "
                "as one competitor, the games of each in their rounds",
                seat.where[0],
                seat.where[1],
                seat.where[2],
            )
        )
    if not into:
        return event, matched, []
    players: list[Player] = []
    for p in event.players:
        if into.get(p.sno, p.sno) != p.sno:
            continue
        entries = (
            [e for q in event.players if into.get(q.sno) == p.sno for e in q.rounds]
            if p.sno in merged
            else list(p.rounds)
        )
        present = {e.round for e in entries if _present(e)}
        by_round = {e.round: e for e in entries if _present(e) or e.round not in present}
        players.append(
            replace(
                p,
                rounds=tuple(
                    RoundEntry(
                        e.round,
                        into.get(e.opponent, e.opponent) if e.opponent is not None else None,
                        e.color,
                        e.result,
                    )
                    for _, e in sorted(by_round.items())
                ),
            )
        )
    to = {p.sno: k for k, p in enumerate(players, start=1)}  # numbered 1 … n again, in the lists' order
    return (
        replace(event, players=tuple(_renumbered(p, to) for p in players)),
        {to[sno]: r for sno, r in matched.items() if sno in to},
        notes,
    )


def _same_name(name: str) -> str:
    """A name compared in either order: ``Evers, Eva`` and ``Eva Evers`` give ``evaevers``."""
    turned = _turned(name)
    return _key(turned if turned is not None else name)


def _present(e: RoundEntry) -> bool:
    """Whether a round holds anything for the player: a game, a forfeit or a bye (not an absence)."""
    return e.opponent is not None or e.result not in (Result.NOT_PAIRED, Result.ZERO_BYE)


def _turned(name: str) -> str | None:
    """A name given surname first, in the other order: ``Alonso Palazón, Jesús`` -> ``Jesús Alonso Palazón``;
    None for a name without one comma.

    >>> _turned("Alonso Palazón, Jesús"), _turned("Jesús Alonso")
    ('Jesús Alonso Palazón', None)
    """
    surname, comma, given = name.partition(",")
    if not comma or "," in given or not surname.strip() or not given.strip():
        return None
    return f"{given.strip()} {surname.strip()}"


def _place(where: tuple[str | None, int, int]) -> str:
    source, line, column = where
    return f"{source + ' ' if source else ''}line {line}, column {column}"


def _starting_with(keys: list[tuple[str, int]], ranked: list[_Ranked], stem: str) -> list[_Ranked]:
    """The first two ranking entries whose name starts with ``stem`` (sorted keys: a binary search)."""
    k = bisect.bisect_left(keys, (stem, -1))
    return [ranked[i] for key, i in keys[k : k + 2] if key.startswith(stem)]


_UNRANKED_AT_MOST = 2
"""Most players of the pairing lists a ranking may leave out (and fewer than one in ten, every entry of
the ranking a player of the lists) for the lists and the ranking still to be read as one event."""


def _loosely_named(
    p: Player, ranked: list[_Ranked], where: tuple[str | None, int, int]
) -> tuple[_Ranked, Diagnostic] | None:
    """The one ranking entry whose name is the list's player's written otherwise, with the note saying
    so: a given name left off or as its initial ('Hasselgruber, Robert' for 'Hasselgruber, Robert
    Ferenc'), else every word of the one the other's, some added or in another order ('Saha,Arjun'
    ranked as 'Saha,Avinandan (Arjun) (W)', a name corrected later); None when no one entry is."""
    ways: tuple[tuple[Callable[[_Ranked], bool], str], ...] = (
        (
            lambda r: fuller_name(p.name, r.name, left_off=True) is not None,
            "the same name, one of them leaving off a given name or giving it as its initial",
        ),
        (
            lambda r: renamed(p.name, r.name),
            "every word of the one is the other's, some added or in another order",
        ),
        (
            lambda r: spelled_alike(p.name, r.name),
            "the same name, its umlauts written out (ö as oe, ß as ss) or an academic title (Dr.) aside",
        ),
    )
    for fits, how in ways:
        found = [r for r in ranked if fits(r)]
        if len(found) == 1:
            said = (
                f"{p.name!r} of the pairing lists is read as {found[0].name!r} of the ranking "
                f"({_place(found[0].where)}): {how}"
            )
            return found[0], Diagnostic(Severity.INFO, said, where[0], where[1])
    return None


def _match_ranking(
    event: Tournament, ranked: list[_Ranked], ranking: Classified, origin: dict[int, str | None]
) -> tuple[dict[int, _Ranked], list[Diagnostic]]:
    """Each player of the pairing lists with the ranking's entry: the same name (or starting number), or
    the one name that starts with the name as the list cuts it short (a note)."""
    notes: list[Diagnostic] = []
    by_key: dict[str, list[_Ranked]] = {}
    for r in ranked:
        by_key.setdefault(_key(r.name), []).append(r)
    by_order: dict[str, list[_Ranked]] = {}
    for r in ranked:
        for part in _seat_names(r.name):  # a seat two players shared: each name is the seat's
            if r not in (entries := by_key.setdefault(_key(part), [])):
                entries.append(r)
        for part in (r.name, *_seat_names(r.name)):
            turned = _turned(part)
            if turned is not None and r not in (entries := by_order.setdefault(_key(turned), [])):
                entries.append(r)
    by_sno = {r.sno: r for r in ranked if r.sno is not None}
    keys = sorted((_key(r.name), k) for k, r in enumerate(ranked))
    out: dict[int, _Ranked] = {}
    turned_names: list[tuple[Player, _Ranked]] = []
    unranked: list[tuple[Player, tuple[str | None, int, int]]] = []
    for p in event.players:
        where = (origin.get(p.sno, event.source), p.line or 1, 1)
        key = _key(p.name)
        exact = by_key.get(key, [])
        if len(exact) == 1:
            out[p.sno] = exact[0]
            continue
        numbered = by_sno.get(p.sno)
        if not exact and numbered is not None and _key(numbered.name).startswith(key):
            out[p.sno] = numbered  # its own number, the name with a mark after it ('Anhad,Soni (W)')
            continue
        if not exact:  # the other order: 'Jesús Alonso Palazón' for 'Alonso Palazón, Jesús', or back
            mine = _turned(p.name)
            other_order = by_order.get(key, []) or (by_key.get(_key(mine), []) if mine is not None else [])
            if len(other_order) > 1:
                raise ParseError(
                    f"{p.name!r} (pairing list, {_place(where)}) matches two ranking entries "
                    f"with its names in the other order: {_place(other_order[0].where)} and "
                    f"{_place(other_order[1].where)}",
                    source=where[0],
                    line=where[1],
                )
            if other_order:
                out[p.sno] = other_order[0]
                turned_names.append((p, other_order[0]))
                continue
        if len(exact) > 1:
            same = [r for r in exact if r.sno == p.sno]
            if len(same) == 1:
                out[p.sno] = same[0]
                continue
            raise ParseError(
                f"{p.name!r} (pairing list, {_place(where)}) matches two ranking entries: "
                f"{_place(exact[0].where)} and {_place(exact[1].where)}",
                source=where[0],
                line=where[1],
            )
        stem = key.rstrip(".…")
        cands = _starting_with(keys, ranked, stem) if len(stem) >= 3 else []
        if len(cands) == 1:
            out[p.sno] = cands[0]
            notes.append(
                Diagnostic(
                    Severity.INFO,
                    f"{p.name!r} of the pairing lists is read as "
                    f"{cands[0].name!r} of the ranking ({_place(cands[0].where)}): the list "
                    "cuts the name short",
                    where[0],
                    where[1],
                )
            )
            continue
        if len(cands) > 1:
            raise ParseError(
                f"{p.name!r} (pairing list, {_place(where)}) may be {cands[0].name!r} "
                f"({_place(cands[0].where)}) or {cands[1].name!r} ({_place(cands[1].where)}) of "
                "the ranking: the name is cut short too much to tell",
                source=where[0],
                line=where[1],
            )
        if p.sno in by_sno and _key(by_sno[p.sno].name).startswith(stem[:3]):
            out[p.sno] = by_sno[p.sno]
            continue
        loose = _loosely_named(p, ranked, where)
        if loose is not None:
            out[p.sno] = loose[0]
            notes.append(loose[1])
            continue
        unranked.append((p, where))
    notes += _unranked(event, ranked, out, unranked, ranking)
    if turned_names:
        p, r = turned_names[0]
        notes.append(
            Diagnostic(
                Severity.INFO,
                f"{len(turned_names)} name(s) of the pairing lists are "
                "written in the other order than the ranking's and matched with its entry: "
                f"{p.name!r} is {r.name!r} ({_place(r.where)})",
                origin.get(p.sno, event.source),
                p.line or 1,
            )
        )
    return out, notes


def _unranked(
    event: Tournament,
    ranked: list[_Ranked],
    matched: dict[int, _Ranked],
    unranked: list[tuple[Player, tuple[str | None, int, int]]],
    ranking: Classified,
) -> list[Diagnostic]:
    """The warnings for the players of the lists the ranking leaves out (one who withdrew): read with
    the lists' games, when there are at most :data:`_UNRANKED_AT_MOST` (fewer than one in ten) and every
    entry of the ranking is a player of the lists.

    :raises ParseError: otherwise, naming the first such player (and an entry that is in no list)."""
    taken = {id(r) for r in matched.values()}
    left = [r for r in ranked if id(r) not in taken]
    if unranked and (left or len(unranked) > _UNRANKED_AT_MOST or len(unranked) * 10 > len(event.players)):
        p, where = unranked[0]
        raise ParseError(
            f"{p.name!r} (pairing list, {_place(where)}) has no entry in the ranking "
            f"({ranking.table.where()}): the pairing lists and the ranking are not of one event"
            + (f" ({len(unranked)} players of the lists are not in it)" if len(unranked) > 1 else "")
            + (f"; its entry {left[0].name!r} ({_place(left[0].where)}) is in no list" if left else ""),
            source=where[0],
            line=where[1],
        )
    return [
        Diagnostic(
            Severity.WARNING,
            f"{p.name!r} (pairing list, {_place(where)}) has no entry in the ranking "
            f"({ranking.table.where()}): read with the games of the lists and no published place "
            "or points (a ranking may leave out a player who withdrew)",
            where[0],
            where[1],
        )
        for p, where in unranked
    ]


def _with_ranking(
    event: Tournament, ranking: Classified, origin: dict[int, str | None], numbered: bool
) -> tuple[Tournament, list[Diagnostic]]:
    """The event with the ranking's names, details and published ranks and points; players the ranking
    has and no list shows join without games (a note)."""
    ranked = _ranking_rows(ranking)
    if not ranked:
        return event, []
    matched, notes = _match_ranking(event, ranked, ranking, origin)
    event, matched, shared = _seats(event, matched)
    notes.extend(shared)
    for r in matched.values():
        r.taken = True
    players: list[Player] = []
    for p in event.players:
        if p.sno not in matched:  # a player the ranking leaves out (a warning): the lists' games alone
            players.append(p)
            continue
        r = matched[p.sno]
        players.append(
            replace(
                p,
                name=r.name,
                title=p.title or r.title,
                rating=r.rating if not p.rating and r.rating is not None else p.rating,
                federation=p.federation or r.fed,
                declared_points=r.points,
                declared_rank=r.rank,
            )
        )
    extra = [r for r in ranked if not r.taken]
    # starting numbers: the lists' own, else the ranking's when it has them for everyone
    renumber: dict[int, int] | None = None
    if not numbered and all(r.sno is not None for r in ranked):
        renumber = {
            p.sno: r.sno for p in event.players if p.sno in matched and (r := matched[p.sno]).sno is not None
        }
    snos = {p.sno for p in players}
    next_sno = max(snos, default=0)
    for r in extra:
        sno = r.sno if renumber is not None and r.sno is not None else None
        if sno is None:
            next_sno += 1
            sno = next_sno
        players.append(
            Player(
                sno=sno,
                name=r.name,
                rating=r.rating,
                title=r.title,
                federation=r.fed,
                declared_points=r.points,
                declared_rank=r.rank,
                line=r.where[1],
            )
        )
        notes.append(
            Diagnostic(
                Severity.WARNING,
                f"{r.name} is in the ranking ({_place(r.where)}) but in no "
                "pairing list: read as not paired in every round",
                r.where[0],
                r.where[1],
                r.where[2],
            )
        )
    if renumber is not None:
        players = [_renumbered(p, renumber) for p in players]
        notes.append(
            Diagnostic(
                Severity.INFO,
                f"starting numbers from the ranking's column ({ranking.table.where()})",
                ranking.table.source,
                ranking.table.line,
            )
        )
    players.sort(key=lambda p: p.sno)
    if len({p.sno for p in players}) != len(players):
        raise ParseError(
            f"the ranking ({ranking.table.where()}) gives one starting number to two players",
            source=ranking.table.source,
            line=ranking.table.line,
        )
    wider = wider_scoring(players, event.scoring, ranking.table.source, ranking.table.line)
    if wider is not None:  # the ranking's totals on another scale (Vega set to 2 for a win)
        notes.append(wider[1])
        return replace(event, players=tuple(players), scoring=wider[0]), notes
    return replace(event, players=tuple(players)), notes


def _renumbered(p: Player, to: dict[int, int]) -> Player:
    rounds = tuple(
        RoundEntry(
            e.round, to.get(e.opponent, e.opponent) if e.opponent is not None else None, e.color, e.result
        )
        for e in p.rounds
    )
    return replace(p, sno=to.get(p.sno, p.sno), rounds=rounds)


def _ranked_after(ranking: Classified) -> tuple[int, str] | None:
    """The round the ranking's title says it stands after (``Rangliste nach der 6. Runde``:
    :func:`~tiebreak.readers._headings.after_round`), with that title; None when it says none."""
    title = ranking.table.caption
    n = after_round(title)
    return (n, title) if n is not None else None


def _points_check(event: Tournament) -> list[Diagnostic]:
    left = sorted(
        int(m.group(1))
        for d in event.diagnostics
        if (m := re.match(r"round (\d+) is paired but has no result yet", d.message)) is not None
    )  # rounds the pairing lists leave out, paired ahead of their results (pairings._unplayed_tail)
    why = (
        f" (round(s) {', '.join(map(str, left))}, paired without results, left out: the ranking may count "
        "what a player already has there, a bye)"
        if left
        else ""
    )
    out = []
    last = event.ranked_after or event.rounds  # the round the ranking stands after
    for p in event.players:
        if p.declared_points is None:
            continue
        score = sum(
            (event.scoring.points(e.result.point_class) for e in p.rounds if e.round <= last), Fraction(0)
        )
        if score != p.declared_points:
            out.append(
                Diagnostic(
                    Severity.WARNING,
                    f"{p.name}: the ranking gives {p.declared_points} "
                    f"points, the pairing lists {score}: a round is missing or misread{why}",
                    event.source,
                    p.line,
                )
            )
    return out


def _pending_games(event: Tournament) -> list[tuple[int, RoundEntry]]:
    """The games a pairing list gives no result (read as pending): (player, entry)."""
    return [(p.sno, e) for p in event.players for e in p.rounds if e.result is Result.UNKNOWN]


_GAME_RESULTS = ((Result.WIN, Result.LOSS), (Result.DRAW, Result.DRAW), (Result.LOSS, Result.WIN))


def _ranked_points(
    event: Tournament, ranking: Classified, origin: dict[int, str | None]
) -> dict[int, Fraction]:
    """The ranking's points of each player of the lists who has an entry of their own (not a seat two
    players shared)."""
    ranked = _ranking_rows(ranking)
    matched, _ = _match_ranking(event, ranked, ranking, origin)
    shared: dict[int, int] = {}
    for r in matched.values():
        shared[id(r)] = shared.get(id(r), 0) + 1
    return {sno: r.points for sno, r in matched.items() if r.points is not None and shared[id(r)] == 1}


def _results_from_ranking(
    event: Tournament, points: dict[int, Fraction], ranking: Classified
) -> tuple[Tournament, list[Diagnostic], tuple[str, ...]]:
    """The games the lists give no result: the result the ranking's points give, where each player's
    published points less the points of their other rounds is a win, draw or loss and the two agree
    (a warning naming the game); else not paired in that round, as the lists were read. Also the
    beginnings of the reading's messages about the games so read (``round 7: A - B has no result``)."""
    scoring = event.scoring
    by_sno = {p.sno: p for p in event.players}
    r = ranking.table
    notes: list[Diagnostic] = []
    said: list[str] = []
    found: dict[tuple[int, int], Result] = {}
    for p in event.players:
        unknown = [e for e in p.rounds if e.result is Result.UNKNOWN]
        if len(unknown) != 1 or (e := unknown[0]).opponent is None or e.opponent < p.sno:
            continue
        q = by_sno.get(e.opponent)
        if q is None or sum(1 for f in q.rounds if f.result is Result.UNKNOWN) != 1:
            continue
        if p.sno not in points or q.sno not in points:
            continue
        rest = [
            points[who.sno]
            - sum(
                (scoring.points(f.result.point_class) for f in who.rounds if f.result is not Result.UNKNOWN),
                Fraction(0),
            )
            for who in (p, q)
        ]
        pair = next(
            (
                (a, b)
                for a, b in _GAME_RESULTS
                if rest == [scoring.points(a.point_class), scoring.points(b.point_class)]
            ),
            None,
        )
        if pair is None:
            continue
        found[(p.sno, e.round)], found[(q.sno, e.round)] = pair
        white, black = (p, q) if e.color is Color.WHITE else (q, p)
        score = {Result.WIN: "1", Result.DRAW: "½", Result.LOSS: "0"}
        result = f"{score[found[(white.sno, e.round)]]} - {score[found[(black.sno, e.round)]]}"
        said.append(f"round {e.round}: {white.name} - {black.name} has no result")
        notes.append(
            Diagnostic(
                Severity.WARNING,
                f"round {e.round}: {white.name} - {black.name} has no result in its list: read as "
                f"{result}, the result the ranking's points give ({white.name} "
                f"{format_value(points[white.sno])}, {black.name} {format_value(points[black.sno])}; "
                f"{r.where()}); a game played or forfeited, the points cannot tell",
                r.source,
                r.line,
                r.column,
            )
        )
    players = []
    for p in event.players:
        rounds = tuple(
            e
            if e.result is not Result.UNKNOWN
            else replace(e, result=found[(p.sno, e.round)])
            if (p.sno, e.round) in found
            else RoundEntry(e.round, None, Color.NONE, Result.NOT_PAIRED)  # as the lists were read
            for e in p.rounds
        )
        while rounds and rounds[-1].result is Result.NOT_PAIRED and rounds[-1].opponent is None:
            rounds = rounds[:-1]  # as the reader leaves them: no trailing unpaired rounds
        players.append(replace(p, rounds=rounds))
    return replace(event, players=tuple(players)), notes, tuple(said)


# -- one event -------------------------------------------------------------------------------------------
def assemble(
    tables: Sequence[Classified], options: ReadOptions = DEFAULT_OPTIONS, *, name: str = ""
) -> Tournament:
    """One event from classified tables: every pairing list (in the order given) and at most one
    ranking. The event is not yet validated (:func:`tiebreak.readers.read_text` does that).

    :raises ParseError: when no pairing list is given, when two rankings are, or for what the pairing
        reader refuses and the ranking contradicts (each located in its table).
    """
    from .pairings import read_pairings

    lists = [c for c in tables if c.kind is Kind.PAIRINGS]
    rankings = [c for c in tables if c.kind is Kind.RANKING]
    if not lists:
        raise ParseError(
            "no pairing list among the tables found ("
            + ", ".join(f"{c.table.where()}: {c.kind.value}" for c in tables)
            + ")",
            source=options.source,
        )
    if len(rankings) > 1:
        rankings = _final_ranking(rankings)
    lists, repeats = _without_repeats(lists)
    text, notes = _pairing_text(lists)
    notes[:0] = repeats
    first = lists[0].table
    own = first.source
    joined = "\n".join(text.lines) + "\n"
    # with a ranking, a game the lists give no result is kept until the ranking's points are known
    # (they may say what it was); the reading chosen for it (--pgn-star) otherwise
    guess = bool(rankings) and options.pgn_star == "unplayed"
    after = _ranked_after(rankings[0]) if rankings else None
    try:
        event = read_pairings(
            joined, replace(options, source=own, pgn_star="pending" if guess else options.pgn_star)
        )
        pending = _pending_games(event) if guess else []
        if pending and after is not None and all(e.round > after[0] for _, e in pending):
            event = read_pairings(joined, replace(options, source=own))  # the ranking counts none of them
            pending = []
        if pending:  # the messages of the reading chosen; the games kept to be read from the ranking
            event = replace(
                event, diagnostics=read_pairings(joined, replace(options, source=own)).diagnostics
            )
    except ParseError as exc:
        raise text.error(exc) from None
    origin: dict[int, str | None] = {}
    located = []
    for p in event.players:
        source, line, _ = text.locate(p.line, None)
        origin[p.sno] = source
        located.append(replace(p, line=line))
    event = replace(event, players=tuple(located))
    read_notes = list(event.diagnostics)
    found: list[Diagnostic] = []
    if pending:
        event, found, read_now = _results_from_ranking(
            event, _ranked_points(event, rankings[0], origin), rankings[0]
        )
        read_notes = [d for d in read_notes if not d.message.startswith(read_now)]  # the games now read
    diagnostics = [
        *(
            Diagnostic(Severity.INFO, n, c.table.source, c.table.line, c.table.column)
            for c in [*lists, *rankings[:1]]
            for n in c.notes
        ),
        *notes,
        *(text.diagnostic(d) for d in read_notes),
        *found,
    ]
    if rankings:
        numbered = all("white.sno" in c.columns and "black.sno" in c.columns for c in lists)
        event, more = _with_ranking(event, rankings[0], origin, numbered)
        diagnostics += more
        r = rankings[0].table
        if after is not None and after[0] < event.rounds:
            event = replace(event, ranked_after=after[0])
            diagnostics.append(
                Diagnostic(
                    Severity.INFO,
                    f"the ranking stands after round {after[0]} (its title: {after[1]!r}), the pairing lists "
                    f"go on to round {event.rounds}: its places, points and values are those of round "
                    f"{after[0]}, and check compares them so",
                    r.source,
                    r.line,
                    r.column,
                )
            )
        diagnostics += _points_check(event)
        diagnostics.insert(
            0,
            Diagnostic(
                Severity.INFO,
                f"players' names, details, published ranks and points from the ranking, {r.where()}",
                r.source,
                r.line,
                r.column,
            ),
        )
    sources = list(dict.fromkeys(c.table.source for c in lists))
    files = f" in {len(sources)} files" if len(sources) > 1 else ""
    ranked = " and a ranking" if rankings else ""
    said = f"one event from {len(lists)} pairing list(s){files}{ranked}"
    diagnostics.insert(0, Diagnostic(Severity.INFO, said, own, first.line, first.column))
    return replace(
        event, name=event.name or name, source=options.source or own, diagnostics=tuple(diagnostics)
    )


MAX_FILES = 200
"""Most files read as one event (a folder of round pages, several files named or uploaded together)."""


# -- team board pairings ------------------------------------------------------------------------------------
_SCORE = r"(\d{1,3}(?:[.,][05]|½)?|½)"
_MATCH_SCORE = re.compile(rf"^{_SCORE}\s*[:\-]\s*{_SCORE}$")
FORFEIT_SCORE = re.compile(r"^(\d{1,3})\s*F\s*[:\-–]\s*(\d{1,3})\s*F$", re.IGNORECASE)
"""A match forfeited, its boards' points each marked (Swiss-Manager's team pairings: ``8F - 0F``)."""


def _unmarked_score(text: str) -> str:
    """A match score as :data:`_MATCH_SCORE` reads it, one cell's blanks collapsed: a forfeited match's
    marks taken off (``8F - 0F`` is ``8 - 0``; its boards say each game was forfeited)."""
    t = " ".join(clean(text).split())
    f = FORFEIT_SCORE.match(t) if len(t) <= 14 else None
    return f"{f.group(1)} - {f.group(2)}" if f is not None else t


_MATCH_LINE = re.compile(rf"^\s*(\S.*?)\s+([-–])\s+(\S.*?)\s+({_SCORE}\s*:\s*{_SCORE})\s*$")


def _match_line(line: str) -> re.Match[str] | None:
    """A match written on a line with single blanks, a dash between the teams and the score last (a club
    page's league results, ``SV Alpha - SV Beta 4,5:3,5``), its groups the team, dash, team and score; a
    score of two boards or more (``1:0`` is one game's result: a game typed as a line)."""
    m = _MATCH_LINE.match(line)
    if m is None:
        return None
    a, b = point_value(m.group(5)), point_value(m.group(6))
    return m if a is not None and b is not None and a + b > 1 else None


def _names(row: tuple[Cell, ...]) -> list[int]:
    """The cells of a row that hold a name (not a heading such as ``Bo.`` or ``Rtg``, not a title)."""
    return [
        k
        for k, c in enumerate(row)
        if _is_name(c.text) and (len(c.text) > 24 or pairing_kind(c.text) in (None, "name"))
    ]


@dataclass
class _Match:
    """A match of team board pairings as written: its row, round, teams (name, number) and score, and
    its boards (row, left player, right player, result cell)."""

    row: tuple[Cell, ...]
    round: int | None
    teams: tuple[tuple[str, int | None], tuple[str, int | None]]
    score: tuple[Fraction, Fraction]
    score_cell: Cell
    boards: list[tuple[tuple[Cell, ...], Cell | None, Cell | None, Cell]] = field(default_factory=list)
    pending: bool = False
    """A match of a later round, paired and not played yet (``0 : 0``, its boards without a result)."""
    ahead: int = 0
    """The boards of a pending match (numbered, without a result): two or more make it a team match."""


def _player_row(row: tuple[Cell, ...]) -> bool:
    """Whether a row is a player's of a crosstable, three cells or more naming an opponent (``+13``,
    ``=06``, ``5w1``): never a match's, whatever score it also holds (TurneringsService's direct
    encounter column, ``0-0``, beside the rounds)."""
    from .crosstable import parse_cell

    named = 0
    for c in row:
        cell = parse_cell(c.text.strip()) if c.text.strip() else None
        named += cell is not None and cell.opponent is not None
    return named >= 3


def _team_rows(table: Table) -> list[_Match]:
    """The matches of a table of team board pairings (chess-results' "Board pairings" of a team event,
    Swiss-Manager's team lists): a match row with both teams and the match score (``2½:1½``), then a row
    per board with both players and the game's result (``1.1  GM Adler  -  Berg  1 - 0``). Rows holding
    only ``Round 3`` name the round of the matches below them."""
    out: list[_Match] = []
    rnd = None
    if not any(_match_score(c.text, ahead=True) for row in table.rows for c in row[-4:]) and not any(
        (j := _split_score(row)) is not None and _match_score(j.text) for row in table.rows
    ):
        return out  # no match line: not team board pairings (a cheap look before reading every row)
    board_no = _BOARDS_UNDER_MATCH if _matches_numbered(table) else _BOARD_OF_MATCH
    for row in table.rows:
        r = _is_round_row(row)
        if r is not None:
            rnd = r
            continue
        joined = _split_score(row)
        split = joined is not None and not _match_score(joined.text)  # a game's result over three cells
        score = next((c for c in reversed(row) if _MATCH_SCORE.match(_unmarked_score(c.text))), None)
        score = score or (joined if joined is not None and not split else None)
        result = joined if split else next((c for c in reversed(row) if _is_result(c.text)), None)
        names = [k for k in _names(row) if row[k].text.strip().casefold() not in _NOT_NAMES]
        board_row = bool(row) and board_no.fullmatch(row[0].text.strip()) is not None
        if score is not None and len(names) < 2 and not board_row:
            names = sorted({*names, *_numbered_short_names(row), *_short_beside(row, names)})
        if score is not None and result is not None and result is not score:
            score = None  # a game's result beside another score (a knockout's play-off games, ``At 0:2``)
        if score is not None and len(names) >= 2 and not board_row and not _player_row(row):
            m = _MATCH_SCORE.match(_unmarked_score(score.text))
            assert m is not None
            a, b = point_value(m.group(1)), point_value(m.group(2))
            if a is not None and b is not None and (a + b > 1 or a == b == 0):
                teams = (_team_of(row, names[0]), _team_of(row, names[1]))
                out.append(_Match(row, rnd, teams, (a, b), score, pending=a == b == 0))
                continue
        if out and out[-1].pending and board_row:
            if result is None:
                out[-1].ahead += 1
                continue  # a board of a match not played yet: nobody on it, no result
            out[-1].pending = False  # a match lost 0 : 0 on every board (double forfeits)
        if board_row and result is None and names:  # a board whose result is unreadable: said when read
            result = next((c for c in reversed(row) if c.text.strip()), None)
        if (
            out
            and result is not None
            and names
            and row
            and (split or re.fullmatch(r"\d{1,3}(?:\.\d{1,3})?\.?", row[0].text.strip()))
        ):
            at = next(k for k, c in enumerate(row) if (c.line, c.column) == (result.line, result.column))
            mid = at if len(names) < 2 else None
            left = row[names[0]] if len(names) >= 2 or (mid is not None and names[0] < _middle(row)) else None
            right = row[names[1]] if len(names) >= 2 else (row[names[0]] if left is None else None)
            out[-1].boards.append((row, left, right, result))
    # a team match has two boards or more (a match paired ahead may show none): a "match" of one board is
    # a game whose score reads as two (a footnote's mark run into a result: ``1 – 0`` ``1``)
    return [m for m in out if len(m.boards) >= 2 or (m.pending and m.ahead >= 2)]


_BOARD_OF_MATCH = re.compile(r"\d{1,3}\.\d{1,3}")
"""A board row's number as chess-results writes it: the match's and the board's (``1.3``)."""
_BOARDS_UNDER_MATCH = re.compile(r"\d{1,3}\.?")
"""A board row's number under a match numbered ``round.match`` (:func:`_matches_numbered`): the board's."""


def _matches_numbered(table: Table) -> bool:
    """Whether the table numbers its matches ``round.match`` and their boards 1, 2, … (Swiss-Manager's team
    board pairings in Turkish, ``1.2 | 2 | Muğla GSK | 4 - 4 | 5 | Yeni Milasspor`` above ``1 | | Uslu
    Muammer | 1440 | 0 : 1 | | Kaya Mehmet | 1987``), not the boards ``match.board`` (chess-results'): a row
    numbered so holds a match score and two names and the row under it is board 1."""
    rows = table.rows
    return any(
        row
        and rows[k + 1]
        and _BOARD_OF_MATCH.fullmatch(row[0].text.strip())
        and rows[k + 1][0].text.strip().rstrip(".") == "1"
        and any(_match_score(c.text) for c in row[1:])
        and not any(_is_result(c.text) for c in row[1:])
        and len(_names(row)) >= 2
        for k, row in enumerate(rows[:-1])
    )


def _numbered_short_names(row: tuple[Cell, ...]) -> list[int]:
    """The cells of a match row holding three capital letters right after a team's number (``5 | GCC``):
    a team's short name (a federation code stands after a name, not after a number)."""
    return [
        k
        for k in range(1, len(row))
        if re.fullmatch(r"[A-Z]{3}", row[k].text.strip()) and _is_int(row[k - 1].text.strip().rstrip("."))
    ]


def _short_beside(row: tuple[Cell, ...], names: list[int]) -> list[int]:
    """The cell of a match row right beside its one team's name that holds a short name in capitals
    (``B | KGT | Wutachtal | 0:4``: a team called by its initials, not a name of letters and blanks)."""
    if len(names) != 1:
        return []
    k = names[0]
    return [
        j
        for j in (k - 1, k + 1)
        if 0 <= j < len(row) and re.fullmatch(r"[A-ZÄÖÜ][A-ZÄÖÜ0-9]{1,5}", row[j].text.strip()) is not None
    ]


_NO_PLAYER = frozenset({"n.n.", "n.n", "nn", "n. n.", "brett nicht besetzt", "board not occupied"})
"""A board's name that is nobody (the Swiss federation's ``N.N.`` against a player whose opponent did not
come; chess-results' ``Brett nicht besetzt``, a board left empty): the game is the player's alone."""
_RATED = re.compile(r"\s*\(\d{3,4}\)$")
"""A rating after a name, ``Dominique Li (2282)``, ``Genève 2 (2067)`` (a team's average)."""
_FORFEIT_MARKS = frozenset({"ff", "f", "forfait", "kampflos"})
_NOT_NAMES = _NO_PLAYER | _FORFEIT_MARKS


def _split_score(row: tuple[Cell, ...]) -> Cell | None:
    """A score written over three cells at the end of a row, ``5½`` ``:`` ``2½`` (the Swiss federation's
    results), as one cell ``5½:2½`` at the first one's place; a forfeit mark after a game's score (``1 : 0
    FF``) makes it ``+:-``. None for a row without one."""
    texts = [c.text.strip() for c in row]
    end = len(texts)
    while end and not texts[end - 1]:
        end -= 1
    forfeit = end > 0 and texts[end - 1].casefold() in _FORFEIT_MARKS
    end -= forfeit
    if end < 3 or texts[end - 2] != ":":
        return None
    a, b = texts[end - 3], texts[end - 1]
    va, vb = point_value(a), point_value(b)
    if va is None or vb is None:
        return None
    if forfeit and va + vb <= 1:
        a, b = ("+" if va else "-"), ("+" if vb else "-")
    first = row[end - 3]
    return Cell(f"{a}:{b}", first.line, first.column)


def _match_score(text: str, *, ahead: bool = False) -> bool:
    """A match score: two scores adding up to more than one game (``2½:1½``); ``ahead``: or ``0 : 0``, a
    match paired ahead of play."""
    m = _MATCH_SCORE.match(_unmarked_score(text)) if len(text) <= 14 else None
    if m is None:
        return False
    a, b = point_value(m.group(1)), point_value(m.group(2))
    return a is not None and b is not None and (a + b > 1 or (ahead and a == b == 0))


def _middle(row: tuple[Cell, ...]) -> int:
    """Where the second player's half of a board row starts: after the separator ``-``, else halfway."""
    return next((k for k, c in enumerate(row) if c.text.strip() in _SEPARATORS and k > 0), len(row) // 2)


def _team_of(row: tuple[Cell, ...], k: int) -> tuple[str, int | None]:
    """A team's name, and its number when the cell before it holds one (not a team's average rating:
    SwissChess's ``Mannschaft TWZ Mannschaft TWZ``, ``TSG Oberschöneweide | 2038 | SG Narva Berlin``)."""
    number = row[k - 1].text.strip().rstrip(".") if k > 0 else ""
    numbered = _is_int(number) and not (len(number) == 4 and 1000 <= int(number) <= 3000)
    return _RATED.sub("", " ".join(row[k].text.split())), int(number) if numbered else None


class RoundedMatch(Protocol):
    """A match as a row gives it, its round when the row names it (team board pairings' matches, a
    list of team pairings' rows)."""

    @property
    def row(self) -> tuple[Cell, ...]: ...
    @property
    def round(self) -> int | None: ...
    @property
    def teams(self) -> tuple[tuple[str, int | None], tuple[str, int | None]]: ...


def unnamed_round(table: Table, cell: Cell, teams: Sequence[tuple[str, int | None]], rnd: int) -> Diagnostic:
    """The warning for a match (its first cell, its teams) that no round is named above, read as ``rnd``."""
    return Diagnostic(
        Severity.WARNING,
        f"{table.where()}: no round named above the match {teams[0][0]} - {teams[1][0]}: read as round {rnd}",
        table.source,
        cell.line,
        cell.column,
    )


def match_rounds(
    tables: Sequence[Classified], matches: Sequence[tuple[Classified, RoundedMatch]], notes: list[Diagnostic]
) -> list[int]:
    """The round of each match: named in its row or above its table, else by its file's name (one table
    a file: ``round3.csv``), else (with a warning) the round of the match before it, unless one of its
    teams has played in that round already (then the next round): a page of one table per round, or one
    table per match (the Swiss federation's individual results), each read in order."""
    last = 0
    rounds: list[int] = []
    seen: set[str] = set()
    for c, m in matches:
        rnd = m.round if m.round is not None else c.round
        alone = sum(1 for x in tables if x.table.source == c.table.source) == 1
        if rnd is None and alone:
            rnd = _file_round(c.table.source)
        teams = {m.teams[0][0], m.teams[1][0]}
        if rnd is None:
            rnd = last + 1 if not last or teams & seen else last
            notes.append(unnamed_round(c.table, m.row[0], m.teams, rnd))
        seen = (seen if rnd == last else set()) | teams
        rounds.append(rnd)
        last = rnd
    return rounds


def _team_numbers(sides: Iterable[tuple[str, int | None]]) -> dict[str, int]:
    """Each team's number, from its matches' sides (team, number when a column gives it): the number
    given (when positive and no other team has it), else the next free, in the order teams appear."""
    listed = list(sides)
    team_no: dict[str, int] = {}
    for team, number in listed:
        if number is not None and number > 0 and team not in team_no and number not in team_no.values():
            team_no[team] = number
    for team, _n in listed:
        if team not in team_no:
            team_no[team] = max(team_no.values(), default=0) + 1
    return team_no


class _Roster:
    """The players of team board pairings, numbered in the order they appear; a player is one name in one
    team."""

    def __init__(self) -> None:
        self.numbers: dict[tuple[str, str], int] = {}
        self.where: dict[int, tuple[str | None, int]] = {}
        self._team_of: dict[str, str] = {}

    def player(self, team: str, cell: Cell, source: str | None) -> int:
        """The number of the player named in ``cell`` for ``team``.

        :raises ParseError: for a name already playing for another team."""
        key = (team, _RATED.sub("", " ".join(cell.text.split())))
        other = self._team_of.setdefault(key[1], team)
        if other != team:
            raise ParseError(
                f"{key[1]!r} plays for {other!r} and for {team!r}",
                source=source,
                line=cell.line,
                column=cell.column,
            )
        if key not in self.numbers:
            self.numbers[key] = len(self.numbers) + 1
            self.where[self.numbers[key]] = (source, cell.line)
        return self.numbers[key]


def team_boards_event(
    tables: Sequence[Classified], options: ReadOptions = DEFAULT_OPTIONS, *, name: str = ""
) -> Tournament:
    """A team event from the board pairings of its rounds (each match: both teams, the match score, and
    each board's players and result). Teams and players are told apart by their names; a team keeps its
    number when the match rows give it. Each team's line-up of each round is the boards as listed. The
    colours of the boards are not given: they are left unknown, with a note. A match score that the boards
    do not add up to is a warning naming the match.

    :raises ParseError: for a board whose result cannot be read, a player in two teams, or a team twice in
        one round (each with its file, line and column).
    """
    from ..model.tournament import Color, MatchScoring, PairingSystem, Team, TeamInfo, TeamLineup
    from ._builder import all_play_all

    found: list[tuple[Classified, _Match]] = [(c, m) for c in tables for m in _team_rows(c.table)]
    matches = [(c, m) for c, m in found if not m.pending]
    notes = _pending_note(found)
    said: dict[str, list[Classified]] = {}  # what finding the tables assumed, once for all tables alike
    for c in tables:
        for note in c.table.notes:
            said.setdefault(note, []).append(c)
    notes += [
        Diagnostic(
            Severity.INFO,
            f"{note} (this table{f' and {len(alike) - 1} more' if len(alike) > 1 else ''})",
            alike[0].table.source,
            alike[0].table.line,
            alike[0].table.column,
        )
        for note, alike in said.items()
    ]
    if not matches:
        c, m = found[0]
        raise ParseError(
            "no match of the board pairings has a result yet (every one 0 : 0, no board played)",
            source=c.table.source,
            line=m.score_cell.line,
            column=m.score_cell.column,
        )
    rounds = match_rounds(tables, matches, notes)
    halves = any((m.teams[0][1] is None) != (m.teams[1][1] is None) for _, m in matches)
    team_no = _team_numbers(  # a number before one team of a match only: a table's, not the teams'
        (name, None) if halves else (name, number) for _, m in matches for name, number in m.teams
    )
    roster = _Roster()
    player_no, where = roster.numbers, roster.where
    entries: dict[int, dict[int, RoundEntry]] = {}
    lineups: list[TeamLineup] = []
    played: dict[tuple[int, str], Cell] = {}

    for (c, m), rnd in zip(matches, rounds, strict=True):
        src = c.table.source
        (ta, _), (tb, _) = m.teams
        for team in (ta, tb):
            seen = played.get((rnd, team))
            if seen is not None:
                raise ParseError(
                    f"round {rnd}: {team} plays two matches (line {seen.line} and line {m.row[0].line})",
                    source=src,
                    line=m.row[0].line,
                    column=m.row[0].column,
                )
            played[(rnd, team)] = m.row[0]
        m, absent = _nobody_on_boards(m, rnd, src)
        notes += absent
        side_a, side_b, got = _boards_of(m, rnd, src, roster, entries)
        lineups.append(TeamLineup(rnd, team_no[ta], team_no[tb], tuple(side_a)))
        lineups.append(TeamLineup(rnd, team_no[tb], team_no[ta], tuple(side_b)))
        if tuple(got) != m.score:
            notes.append(
                Diagnostic(
                    Severity.WARNING,
                    f"round {rnd}: {ta} - {tb}: the match score "
                    f"{m.score_cell.text!r} but the boards add up to {got[0]}:{got[1]}",
                    src,
                    m.score_cell.line,
                    m.score_cell.column,
                )
            )
    n_rounds = max(rounds, default=0)
    players = []
    for (_, pname), sno in player_no.items():
        done = entries.get(sno, {})
        rounds_of = tuple(
            done.get(r, RoundEntry(r, None, Color.NONE, Result.NOT_PAIRED)) for r in range(1, n_rounds + 1)
        )
        players.append(Player(sno=sno, name=pname, rounds=rounds_of, line=where[sno][1]))
    teams = tuple(
        Team(number, team, tuple(sno for (t, _), sno in player_no.items() if t == team))
        for team, number in sorted(team_no.items(), key=lambda x: x[1])
    )
    first = tables[0].table
    notes.insert(
        0,
        Diagnostic(
            Severity.INFO,
            f"team board pairings: {len(matches)} match{'es' * (len(matches) != 1)} of {len(teams)} "
            f"teams over {n_rounds} round{'s' * (n_rounds != 1)}; the boards' colours are not given (left "
            "unknown)",
            first.source,
            first.line,
            first.column,
        ),
    )
    caption = first.caption
    title = "" if round_in_text(caption) is not None or prose_line(caption) else caption
    everyone = {team for _, m in found for team, _ in m.teams}
    robin = all_play_all(((m.teams[0][0], m.teams[1][0]) for _, m in found), len(everyone))
    return Tournament(
        name=name or title,
        players=tuple(players),
        rounds=n_rounds,
        pairing=PairingSystem.ROUND_ROBIN if robin else PairingSystem.SWISS,
        team_info=TeamInfo(teams, MatchScoring(), lineups=tuple(lineups)),
        source=options.source or first.source,
        diagnostics=tuple(notes),
    )


def _nobody_on_boards(m: _Match, rnd: int, src: str | None) -> tuple[_Match, list[Diagnostic]]:
    """A match one team forfeited whole (``8F - 0F``, every board of that side empty or ``-``) with a player
    named for each of its boards (``Kafkasör SK (board 3, nobody)``), so that the match is there and each
    board a forfeit, and a note saying so; a match with someone on each side, or a board of it with a
    result over the board (``1 : 0`` against nobody: a bye, as :func:`_boards_of` reads it), as it is."""

    def forfeited(res: Cell) -> bool:
        pair = game_result(" ".join(clean(res.text).split()))
        return pair is not None and not pair[0].played and not pair[1].played

    if not m.boards or not all(forfeited(res) for *_, res in m.boards):
        return m, []
    for side in (1, 2):
        if all(board[side] is None for board in m.boards):
            team = m.teams[side - 1][0]

            def nobody(k: int, res: Cell, team: str = team) -> Cell:
                return Cell(f"{team} (board {k}, nobody)", res.line, res.column)

            boards = [
                (row, nobody(k, res) if side == 1 else left, nobody(k, res) if side == 2 else right, res)
                for k, (row, left, right, res) in enumerate(m.boards, start=1)
            ]
            note = Diagnostic(
                Severity.INFO,
                f"round {rnd}: {team} has nobody on any board of its match against {m.teams[2 - side][0]} "
                f"({m.score_cell.text}: a match forfeited): its boards are read as forfeits against players "
                f"named '{team} (board 1, nobody)' and so on",
                src,
                m.score_cell.line,
                m.score_cell.column,
            )
            return replace(m, boards=boards), [note]
    return m, []


def _pending_note(found: Sequence[tuple[Classified, _Match]]) -> list[Diagnostic]:
    """A note on the matches paired ahead of play (a league's page shows the whole season), not read."""
    later = [(c, m) for c, m in found if m.pending]
    if not later:
        return []
    c, m = later[0]
    return [
        Diagnostic(
            Severity.INFO,
            f"{len(later)} match(es) paired without a result yet (0 : 0, no board played): not read "
            "(the first here)",
            c.table.source,
            m.score_cell.line,
            m.score_cell.column,
        )
    ]


def _boards_of(
    m: _Match, rnd: int, src: str | None, roster: _Roster, entries: dict[int, dict[int, RoundEntry]]
) -> tuple[list[int], list[int], list[Fraction]]:
    """The players of each side of one match, board by board, each board's result entered for both
    (a board with one side empty a bye for the other), and the game points of each side."""
    (ta, _), (tb, _) = m.teams
    player = roster.player
    side_a: list[int] = []
    side_b: list[int] = []
    got = [Fraction(0), Fraction(0)]
    for _, left, right, result in m.boards:
        text = " ".join(clean(result.text).split())
        pair = game_result(text) or _forfeit_pair(text)
        if pair is None:
            raise ParseError(
                f"round {rnd}: cannot read the board's result {result.text!r}",
                source=src,
                line=result.line,
                column=result.column,
            )
        a = player(ta, left, src) if left is not None else 0
        b = player(tb, right, src) if right is not None else 0
        side_a.append(a)
        side_b.append(b)
        for k, (me, opp, res) in enumerate(((a, b, pair[0]), (b, a, pair[1]))):
            if me:
                value = (
                    res
                    if opp
                    else (Result.FULL_BYE if res in (Result.WIN, Result.FORFEIT_WIN) else Result.ZERO_BYE)
                )
                entries.setdefault(me, {})[rnd] = RoundEntry(rnd, opp or None, Color.NONE, value)
            got[k] += {
                Result.WIN: Fraction(1),
                Result.FORFEIT_WIN: Fraction(1),
                Result.DRAW: Fraction(1, 2),
            }.get(res, Fraction(0))
    return side_a, side_b, got


def _forfeit_pair(text: str) -> tuple[Result, Result] | None:
    m = _K_FORFEIT.match(text)
    if m is None and text not in ("+ - -", "- - +", "- - -"):
        return None
    a, b = (m.group(1), m.group(2)) if m else (text[0], text[-1])
    win, loss = Result.FORFEIT_WIN, Result.FORFEIT_LOSS
    if a in "1+" and b in "0-":
        return win, loss
    if a in "0-" and b in "1+":
        return loss, win
    return (loss, loss) if a in "0-" and b in "0-" else None


# -- a team crosstable of match results ---------------------------------------------------------------------
def _match_scores(
    c: Classified,
    rows: Sequence[Sequence[Cell]],
    teams_named: Sequence[str],
    short_notes: list[Diagnostic],
    leg: str = "",
) -> tuple[Scores, int]:
    """The game points of each match of a team crosstable (both cells of a pair: (i, j) with i < j), and
    the number of boards (the game points every match adds up to); ``leg``: :data:`SECOND_LEG` for the
    second matches of a double round robin. A match of fewer game points than the others (a board lost by
    both sides) is read as its score gives it, with a warning in ``short_notes``.

    :raises ParseError: for a match with one cell only, a match that adds up to more game points than
        the others (or to fewer that no boards make), or totals that are no number of boards.
    """
    t = c.table
    n = len(rows)

    def cell(i: int, j: int) -> Cell:
        row, k = rows[i - 1], c.columns[f"team.{j}{leg}"]
        if k < len(row):
            return row[k]
        last = row[-1]  # an empty cell at the row's end that a copy left out
        return Cell("", last.line, last.column + len(last.text) + 1)

    def refused(message: str, at: Cell) -> ParseError:
        return ParseError(message, source=t.source, line=at.line, column=at.column)

    scores: dict[tuple[int, int], tuple[Fraction, Fraction]] = {}
    confirmed: set[tuple[int, int]] = set()  # both cells give both teams' points (``4-3½``, ``3½-4``)
    for i in range(1, n + 1):
        for j in range(i + 1, n + 1):
            ca, cb = cell(i, j), cell(j, i)
            pa, pb = match_points(ca.text), match_points(cb.text)
            va, vb = (pa[0] if pa else None), (pb[0] if pb else None)
            if va is None and vb is None:
                continue
            if pa is not None and pb is not None and pa[1] is not None and pb[1] is not None:
                confirmed.add((i, j))
            for got, mirror, at in ((pa, vb, ca), (pb, va, cb)):
                if got is not None and got[1] is not None and mirror is not None and got[1] != mirror:
                    raise refused(
                        f"{teams_named[i - 1]} - {teams_named[j - 1]}: the cell {at.text.strip()!r} gives "
                        f"the other team {format_value(got[1])} game points, its own cell "
                        f"{format_value(mirror)}: the two cells of a match must agree",
                        at,
                    )
            if va is None or vb is None:
                missing = ca if va is None else cb
                raise refused(
                    f"{teams_named[i - 1]} - {teams_named[j - 1]}: one cell gives the match's "
                    f"game points ({(cb if va is None else ca).text!r}), the other "
                    f"{missing.text!r}: expected both teams' points",
                    missing,
                )
            scores[(i, j)] = (va, vb)
    if not scores:
        raise ParseError(
            f"the team crosstable ({t.where()}) has no match result", source=t.source, line=t.line
        )
    return scores, checked_boards(
        [(i, j, a, b, cell(i, j)) for (i, j), (a, b) in scores.items()],
        teams_named,
        short_notes,
        t,
        confirmed,
    )


MOST_GAMES_A_CELL = 128
"""The most games a team crosstable's cell may add up to: a match's boards, or the games of the several
matches two teams played (a league whose teams meet 8 times on 8 boards: 64)."""


def checked_boards(
    matches: Sequence[tuple[int, int, Fraction, Fraction, Cell]],
    teams_named: Sequence[str],
    short_notes: list[Diagnostic],
    t: Table,
    confirmed: Collection[tuple[int, int]] = (),
) -> int:
    """The number of boards of a team crosstable's matches (teams ``i`` and ``j``, their game points, the
    cell that gives them): the total most matches add up to. A match of fewer game points in a way boards
    make (a board lost by both sides; of a match in ``confirmed``, whose two cells each give both scores,
    a board of ½ to one side and 0 to the other too) gets a warning in ``short_notes``.

    :raises ParseError: for a match of more game points, or of a score no boards make, or a total that is
        no number of boards."""
    from ._teamrounds import short_match, short_match_note

    totals = Counter(a + b for _, _, a, b, _ in matches)
    boards = max(totals, key=lambda total: (totals[total], -list(totals).index(total)))
    for i, j, a, b, at in matches:
        short = short_match(a, b, boards, confirmed=(i, j) in confirmed)
        said = (
            f"{teams_named[i - 1]} - {teams_named[j - 1]}: {format_value(a + b)} game points in the "
            f"match, the other matches {format_value(boards)}"
        )
        if short is None:
            raise ParseError(
                f"{said}: a match of more game points than the others, or of a score no boards make, or a "
                "misprinted cell, cannot be read from a crosstable of match results",
                source=t.source,
                line=at.line,
                column=at.column,
            )
        if short:
            short_notes.append(short_match_note(said, a, b, boards, t.source, at.line, at.column))
    if boards.denominator != 1 or not 1 <= boards <= MOST_GAMES_A_CELL:
        raise ParseError(
            f"the matches add up to {boards} game points: not a number of boards",
            source=t.source,
            line=t.line,
        )
    return int(boards)


SEVERAL_TEAM_CROSSTABLES = Template(
    "input.several-team-crosstables",
    "this input holds {count} team crosstables, each of teams that meet only among themselves (the "
    "divisions of a league: {listed}): {which}{how}",
    how=(Hint(Option.COLUMNS, "; name another {using} group=N (its number, or a team's name)"),),
)


def _team_names(c: Classified) -> list[str]:
    """The teams a team crosstable names, in its order."""
    k = c.columns["name"]
    start = 0 if c.header is None else c.header + 1
    return [r[k].text.strip() for r in c.table.rows[start:] if k < len(r) and r[k].text.strip()]


def chosen_team_event(
    team: Sequence[Classified], options: ReadOptions, title: str = "", *, last: bool = True
) -> Tournament:
    """The event of one of an input's team crosstables (:func:`team_event`): the only one; of several
    (a league's divisions in one sheet), the one ``group=`` names (its number, or a word of its caption or
    of a team's name), with a note, else the last (``last``; the first otherwise) with a warning that
    lists them all and how to choose another.

    :raises ParseError: when ``group=`` names none of them, or several."""
    from .groups import GROUP_READ, NO_SUCH_GROUP, matching

    names = [_team_names(c) for c in team]
    if len(team) > 1 and any(names):  # a table that names no team (a sheet's blank division) is none
        team, names = [c for c, n in zip(team, names, strict=True) if n], [n for n in names if n]
    if len(team) == 1:
        return team_event(team[0], options, name=title)
    listed = "; ".join(
        f"{k}: line {c.table.line}, {len(n)} teams ({n[0]} …)"
        for k, (c, n) in enumerate(zip(team, names, strict=True), 1)
    )
    wanted = options.columns.group if options.columns is not None else None
    if wanted is not None:
        ks = matching(wanted, [" ".join([c.table.caption, *n]) for c, n in zip(team, names, strict=True)])
        if len(ks) != 1:
            raise ParseError(
                NO_SUCH_GROUP(group=wanted, found=len(ks), count=len(team), groups=listed),
                source=options.source or team[0].table.source,
            )
        k = ks[0]
        message = GROUP_READ(k=k + 1, count=len(team), label=f" ({team[k].table.where()})", tables=1)
        severity = Severity.INFO
    else:
        k = len(team) - 1 if last else 0
        which = f"read the {'last' if last else 'first'}, {k + 1}"
        message = SEVERAL_TEAM_CROSSTABLES(count=len(team), listed=listed, which=which)
        severity = Severity.WARNING
    event = team_event(team[k], options, name=title)
    t = team[k].table
    note = Diagnostic(severity, message, t.source, t.line, t.column)
    return replace(event, diagnostics=(note, *event.diagnostics))


def team_event(c: Classified, options: ReadOptions = DEFAULT_OPTIONS, *, name: str = "") -> Tournament:
    """A team event from a team crosstable of match results. The crosstable gives each match's game points
    but not the games of its boards, nor the round it was played in: each team gets players "board 1" …
    "board n" (n: the game points of a match, the same in every match), each match boards that add up to
    its score (wins, a draw, losses, in board order) and a round of an all-play-all schedule; the event
    says so (:attr:`~tiebreak.TeamInfo.match_results_only`), and the criteria that would need the boards,
    the round order or the colours refuse it.

    :raises ParseError: for a match whose two cells do not add up to the others' board count, or whose
        cells name one result only.
    """
    from ..model.tournament import MatchScoring, PairingSystem, Team, TeamInfo
    from ._teamrounds import team_rounds_event

    if "round.1" in c.columns:  # a team crosstable by rounds
        return team_rounds_event(c, options, name=name)
    t = c.table
    rows = [r for _, r in _rows_after(t, c.header) if r and (_is_int(r[0].text) or not r[0].text)]
    n = len(rows)
    teams_named = [" ".join(r[c.columns["name"]].text.split()) for r in rows]
    numbers = _numbered_teams(teams_named)
    if numbers is not None:  # Vega's grid: each team's number before its name, the rows by place
        teams_named = [name.split(" ", 1)[1] for name in teams_named]

    short_notes: list[Diagnostic] = []
    by_leg, nb = _leg_scores(c, rows, teams_named, short_notes)
    legs = ["", SECOND_LEG][: len(by_leg)]
    matches = [match for scores in by_leg for match in scores.items()]
    two = nb == 2 and all(a in _TWO and b in _TWO for _, (a, b) in matches)
    points_only = two and len(matches) >= MATCH_POINTS_EVIDENCE
    sno = {(k, b): (k - 1) * nb + b for k in range(1, n + 1) for b in range(1, nb + 1)}
    entries, last = _made_up_boards(by_leg, n, nb, sno)
    players = _board_players(entries, sno, teams_named, [r[0].line for r in rows], last)
    byes, bye_points, said = _team_byes(c, rows, matches, nb, len(legs))
    scale, shown, column = _match_scale(c, rows, matches) if bye_points is None else (MatchScoring(), "", "")
    if shown and n % 2:  # the byes fit the column under its own scale: worth nothing
        said = (
            f"{n} teams: each team has a round without a match, worth nothing, as the publication's "
            f"column {column!r} shows"
        )
    rank = c.columns.get("rank")
    ranks = [
        _int(r[rank].text) if rank is not None and rank < len(r) and _is_int(r[rank].text) else None
        for r in rows
    ]
    own = Counter(team for _, team in byes)
    totals = _declared_totals(
        c, rows, matches, scale, [own[k] for k in range(1, n + 1)], bye_points or (Fraction(0), Fraction(0))
    )
    teams = tuple(
        Team(
            numbers[k - 1] if numbers is not None else k,
            teams_named[k - 1],
            tuple(sno[(k, b)] for b in range(1, nb + 1)),
            declared_match_points=totals[k - 1][0],
            declared_game_points=totals[k - 1][1],
            declared_rank=ranks[k - 1],
            line=rows[k - 1][0].line,
        )
        for k in range(1, n + 1)
    )
    notes = (
        Diagnostic(
            Severity.INFO,
            f"a team crosstable of match results ({t.where()}, {n} teams, {nb} "
            "boards): the games of each board and the round of each match are not given; each "
            "match gets boards adding up to its score and a round of an all-play-all schedule, "
            "so only match-level tie-breaks can be computed (MP, GP, DE, EDE, BH, SB on match or "
            "game points)"
            + _two_board_note(two, points_only, len(matches))
            + _legs_note(len(legs), f"team.1{SECOND_LEG}" in c.columns)
            + ("; each team's number read before its name" if numbers is not None else ""),
            t.source,
            t.line,
            t.column,
        ),
        *(
            Diagnostic(
                Severity.INFO if "publication" in said else Severity.WARNING, said, t.source, t.line, t.column
            )
            for _ in [said]
            if said
        ),
    )
    mp, gp = bye_points if bye_points is not None else (None, None)
    if shown:
        notes = (*notes, Diagnostic(Severity.INFO, shown, t.source, t.line, t.column))
    notes = (
        *(Diagnostic(Severity.INFO, n, t.source, t.line, t.column) for n in c.notes),
        *notes,
        *short_notes,
    )
    return Tournament(
        name=name or t.caption,
        players=tuple(players),
        rounds=last,
        pairing=PairingSystem.ROUND_ROBIN,
        pairing_source="counts",
        team_info=TeamInfo(
            teams,
            scale,
            pab_match_points=mp,
            pab_game_points=gp,
            pab_rounds=byes,
            match_results_only=True,
            match_points_only=points_only,
        ),
        source=options.source or t.source,
        diagnostics=notes,
    )


Scores = dict[tuple[int, int], tuple[Fraction, Fraction]]


def _board_players(
    entries: dict[int, list[RoundEntry]],
    sno: dict[tuple[int, int], int],
    teams_named: Sequence[str],
    lines: Sequence[int],
    last: int,
) -> list[Player]:
    """The players "board 1" … "board n" of each team of a team crosstable (numbered by ``sno``: team,
    board), each with the games its matches gave it and its other rounds not paired."""
    players = []
    for (k, b), number in sorted(sno.items()):
        done = {e.round: e for e in entries.get(number, [])}
        rounds = tuple(
            done.get(r, RoundEntry(r, None, Color.NONE, Result.NOT_PAIRED)) for r in range(1, last + 1)
        )
        players.append(
            Player(sno=number, name=f"{teams_named[k - 1]}, board {b}", rounds=rounds, line=lines[k - 1])
        )
    return players


def _leg_scores(
    c: Classified, rows: Sequence[Sequence[Cell]], teams_named: Sequence[str], short_notes: list[Diagnostic]
) -> tuple[list[Scores], int]:
    """The game points of each match of a team crosstable (:func:`_match_scores`), a double round robin's
    first and second matches apart, and the number of boards.

    :raises ParseError: as :func:`_match_scores`, and for second matches of another number of boards."""
    from ._teamgrid import home_and_away

    home = home_and_away(c, rows, teams_named, short_notes)
    if home is not None:  # each cell a match of its own: the row's team's home matches
        return home
    legs = ["", SECOND_LEG] if f"team.1{SECOND_LEG}" in c.columns else [""]
    by_leg = [_match_scores(c, rows, teams_named, short_notes, leg) for leg in legs]
    boards = by_leg[0][1]
    if any(nb != boards for _, nb in by_leg):
        raise ParseError(
            f"the first matches add up to {boards} game points, the second to {by_leg[-1][1]}: not one "
            "number of boards",
            source=c.table.source,
            line=c.table.line,
        )
    return [scores for scores, _ in by_leg], boards


def _made_up_boards(
    legs: list[Scores], n: int, boards: int, sno: dict[tuple[int, int], int]
) -> tuple[dict[int, list[RoundEntry]], int]:
    """The games of each board of each match of a team crosstable of match results (boards adding up to
    the match's score: :func:`~tiebreak.readers._teamrounds.board_results`), each match in its round of an
    all-play-all schedule (a double round robin's second matches in the rounds after the first ones'),
    and the event's rounds. A crosstable of one cycle given part-way (some matches not played yet) puts
    the matches played in as few rounds as its teams' matches need (:func:`~.rrgrid.rounds_for`: eight
    matches each, after round 8), else each in the first round of the schedule's order where neither team
    has one."""
    from ._teamrounds import board_results

    entries: dict[int, list[RoundEntry]] = {}
    per_leg = len(circle_rounds(n))
    partway = len(legs) == 1 and len(legs[0]) < n * (n - 1) // 2
    busy: set[tuple[int, int]] = set()  # (round, team) of the matches placed part-way
    last = 0 if partway else per_leg * len(legs)
    fewest = _fewest_rounds(legs[0], n) if partway else {}
    for at, scores in enumerate(legs):
        for rnd, pairs in enumerate(circle_rounds(n), start=1 + at * per_leg):
            for x, y in pairs:
                i, j = min(x, y), max(x, y)
                if (i, j) not in scores:
                    continue
                if partway:
                    rnd = fewest.get((i, j)) or next(
                        r for r in itertools.count(1) if (r, i) not in busy and (r, j) not in busy
                    )
                    busy |= {(rnd, i), (rnd, j)}
                    last = max(last, rnd)
                mine_all, theirs_all = scores[(i, j)]
                for b, (mine, theirs) in enumerate(
                    board_results(mine_all, boards, other=theirs_all), start=1
                ):
                    entries.setdefault(sno[(i, b)], []).append(RoundEntry(rnd, sno[(j, b)], Color.NONE, mine))
                    entries.setdefault(sno[(j, b)], []).append(
                        RoundEntry(rnd, sno[(i, b)], Color.NONE, theirs)
                    )
    return entries, last


def _fewest_rounds(scores: Scores, n: int) -> dict[tuple[int, int], int]:
    """The round of each match played of a crosstable of ``n`` teams given part-way, in as few rounds as
    the team with the most matches played (no team twice in a round); empty when the bounded search of
    :func:`~.rrgrid.rounds_for` finds no such placement."""
    from .rrgrid import rounds_for

    games = sorted(scores)
    most = max((sum(1 for g in games if t in g) for t in range(1, n + 1)), default=0)
    placed = rounds_for([(i - 1, j - 1) for i, j in games], n, most) if most else None
    return {} if placed is None else {g: r + 1 for g, r in zip(games, placed, strict=True)}


Matches = Sequence[tuple[tuple[int, int], tuple[Fraction, Fraction]]]
"""The matches of a team crosstable, each pair ``(i, j)`` with its game points (twice in a double round
robin)."""


def _legs_note(legs: int, columns: bool) -> str:
    """What a team crosstable's note adds for a double round robin: of two columns a team (``1a 1b``), or
    of one cell a match (each row its team's home matches, :func:`~._teamgrid.home_and_away`)."""
    from ._teamgrid import HOME_AND_AWAY_NOTE

    if legs < 2:
        return ""
    if not columns:
        return HOME_AND_AWAY_NOTE
    return (
        "; a double round robin: each pair's first match under its column 'a', the second under 'b', "
        "the second matches in the rounds after the first ones'"
    )


def _two_board_note(two: bool, points_only: bool, matches: int) -> str:
    """What a team crosstable's note adds when every match is scored 2-0, 1-1 or 0-2 (``two``): its
    cells read as match points, or, in too few matches to tell, as the game points of two boards."""
    if points_only:
        return (
            "; its cells of 2, 1 or 0, each match adding up to 2, are read as match points: the game "
            "points are not known"
        )
    if two:
        return (
            "; its cells of 2, 1 or 0, each match adding up to 2, are read as the game points of two "
            f"boards ({matches} match(es), too few to tell them from match points, which would leave the "
            "game points unknown)"
        )
    return ""


_TWO = frozenset({Fraction(0), Fraction(1), Fraction(2)})
"""A match's cells when they are match points (2, 1, 0), which a two-board match's game points would
also read as (:attr:`~tiebreak.TeamInfo.match_points_only`: their match points alike, game points not
known)."""
MATCH_POINTS_EVIDENCE = 6
"""Matches of a team crosstable, every one scored 2-0, 1-1 or 0-2, from which its cells are read as match
points, not as the game points of two boards: in six matches of two boards, no 1½-½ at all would be rare
(a two-board match ends so about one time in three). Fewer: read as game points, with a note."""
_NUMBERED_TEAM = re.compile(r"^(\d{1,3}) (\S.*)$")


def _numbered_teams(names: list[str]) -> list[int] | None:
    """Each team's number written before its name (Vega's round-robin grid, ``9 JZMC``: the rows by
    place), when every name starts with one and they number the teams 1 … n; else None."""
    found = [_NUMBERED_TEAM.match(name) for name in names]
    numbers = [int(m.group(1)) for m in found if m is not None]
    every = len(numbers) == len(names) and sorted(numbers) == list(range(1, len(names) + 1))
    return numbers if every else None


_TB_HEADING = re.compile(r"^(?:TB|Tb|Wtg|Wert|Fw|Desp|Dép|SR)\.?\s?\d{1,2}\.?$", re.IGNORECASE)
"""A tie-break column's numbered heading (``TB1``, ``Wtg1``, ``Desp. 1``), which names no criterion."""
_SCALES = (
    (Fraction(3), Fraction(1), Fraction(0)),
    (Fraction(1), Fraction(1, 2), Fraction(0)),
    (Fraction(3), Fraction(2), Fraction(1)),
)
"""Match points other than C.07's 2 / 1 / 0 that leagues print: 3 / 1 / 0, 1 / ½ / 0, and 3 / 2 / 1 (the
Belgian interclubs of the 1970s and 1980s: a match lost still 1, one forfeited 0)."""


def _match_totals(matches: Matches, n: int, scale: MatchScoring) -> tuple[list[Fraction], list[Fraction]]:
    """Each of the ``n`` teams' match points (under ``scale``) and game points from its matches."""
    mp = [Fraction(0)] * n
    gp = [Fraction(0)] * n
    for (i, j), (a, b) in matches:
        gp[i - 1] += a
        gp[j - 1] += b
        mp[i - 1] += scale.win if a > b else scale.draw if a == b else scale.loss
        mp[j - 1] += scale.win if b > a else scale.draw if a == b else scale.loss
    return mp, gp


def _declared_totals(
    c: Classified,
    rows: list[tuple[Cell, ...]],
    matches: Matches,
    scale: MatchScoring,
    byes: Sequence[int],
    bye_points: tuple[Fraction, Fraction],
) -> list[tuple[Fraction | None, Fraction | None]]:
    """Each team's match and game points as a team crosstable's totals columns print them (``MP``,
    ``GP``, ``BP``; a ``Pts`` column the one whose values the matches give, else the match points beside
    a game-points column), for ``tiebreak check`` to compare: a column of match points under a heading of
    game points is never taken for them. ``byes``: each team's rounds without a match, each worth
    ``bye_points`` (match and game points)."""
    from ._headings import codes_for

    head = c.table.rows[c.header] if c.header is not None else ()
    n = len(rows)
    mp, gp = _match_totals(matches, n, scale)
    mp = [v + byes[t] * bye_points[0] for t, v in enumerate(mp)]
    gp = [v + byes[t] * bye_points[1] for t, v in enumerate(gp)]
    columns: dict[str, int] = {}
    loose: list[int] = []
    for k, h in enumerate(head):
        if k == c.columns.get("name") or not h.text.strip():
            continue
        codes = codes_for(h.text, team=True)
        if codes in (("MPTS",), ("GPTS",)):
            columns.setdefault(codes[0], k)
        elif codes == ("PTS",):
            loose.append(k)

    def printed(k: int) -> list[Fraction | None]:
        return [point_value(r[k].text.strip()) if k < len(r) else None for r in rows]

    for k in loose:  # ``Pts``: the totals the matches give, else the match points beside the game points
        values = printed(k)
        if values == gp and "GPTS" not in columns:
            columns["GPTS"] = k
        elif values == mp or ("GPTS" in columns and "MPTS" not in columns):
            columns.setdefault("MPTS", k)
    got_mp = printed(columns["MPTS"]) if "MPTS" in columns else [None] * n
    got_gp = printed(columns["GPTS"]) if "GPTS" in columns else [None] * n
    return list(zip(got_mp, got_gp, strict=True))


def _match_scale(
    c: Classified, rows: list[tuple[Cell, ...]], matches: Matches
) -> tuple[MatchScoring, str, str]:
    """The match points of a team crosstable's matches: 2 / 1 / 0 (C.07), unless its match-points column
    (``MP``, ``Matchpoints``) gives every team's total under another scale only (:data:`_SCALES`: a win
    3, a draw 1; a win 1, a draw ½): that scale, a note saying so and the column's heading. Asked only
    where no bye adds to the totals (an even number of teams, or byes worth nothing)."""
    from ..model.tournament import MatchScoring
    from ._headings import codes_for

    head = c.table.rows[c.header] if c.header is not None else ()
    found = [k for k, h in enumerate(head) if h.text.strip() and codes_for(h.text, team=True) == ("MPTS",)]
    record = [
        (
            sum(1 for (i, j), (a, b) in matches if (i == t and a > b) or (j == t and b > a)),
            sum(1 for (i, j), (a, b) in matches if t in (i, j) and a == b),
            sum(1 for (i, j), (a, b) in matches if (i == t and a < b) or (j == t and b < a)),
        )
        for t in range(1, len(rows) + 1)
    ]

    def printed(k: int) -> list[Fraction | None]:
        return [point_value(r[k].text.strip()) if k < len(r) else None for r in rows]

    def fits(
        values: list[Fraction | None], win: Fraction, draw: Fraction, loss: Fraction = Fraction(0)
    ) -> bool:
        return all(
            v == w * win + d * draw + lost * loss for v, (w, d, lost) in zip(values, record, strict=True)
        )

    def scaled(k: int, why: str) -> tuple[MatchScoring, str, str] | None:
        values, heading = printed(k), head[k].text.strip() if k < len(head) else str(k + 1)
        if None in values or fits(values, Fraction(2), Fraction(1)):
            return None
        for win, draw, loss in _SCALES:
            if fits(values, win, draw, loss):
                return (
                    MatchScoring(win, draw, loss),
                    (
                        f"column {heading!r} gives every team's match points as {format_value(win)} for a "
                        f"match won, {format_value(draw)} for a match drawn, {format_value(loss)} for a "
                        f"match lost{why}: read as the event's match points (C.07's are 2 / 1 / 0)"
                    ),
                    heading,
                )
        return None

    if found:
        return scaled(found[0], "") or (MatchScoring(), "", head[found[0]].text.strip())
    last = max((v for key, v in c.columns.items() if key.startswith("team.")), default=None)
    if last is None or len(rows) < 4:
        return MatchScoring(), "", ""
    for k in range(last + 1, max(len(r) for r in rows)):  # a tie-break column of match points (TB1)
        heading = head[k].text.strip() if k < len(head) else ""
        if heading and codes_for(heading, team=True) not in ((), ("PTS",)) and not _TB_HEADING.match(heading):
            continue
        found_scale = scaled(k, " (by its values: its heading names no score)")
        if found_scale is not None:
            return found_scale
    return MatchScoring(), "", ""


def _team_byes(
    c: Classified, rows: list[tuple[Cell, ...]], matches: Matches, boards: int, legs: int = 1
) -> tuple[tuple[tuple[int, int], ...], tuple[Fraction, Fraction] | None, str]:
    """The byes of an odd number of teams (each team's round of the schedule without a match, one a leg
    of a double round robin), and what each is worth: the constant the publication's match-point and
    game-point columns add to the matches' (``TB1`` = MP + 1 for every team: a bye of 1 MP), else not
    paired, with a warning."""
    n = len(rows)
    if n % 2 == 0:
        return (), None, ""
    schedule = circle_rounds(n)
    byes = tuple(
        (r + leg * len(schedule), k)
        for leg in range(legs)
        for r, pairs in enumerate(schedule, start=1)
        for k in range(1, n + 1)
        if all(k not in p for p in pairs)
    )
    from ..model.tournament import MatchScoring

    mp, gp = _match_totals(matches, n, MatchScoring())
    last = max(v for key, v in c.columns.items() if key.startswith("team."))
    columns = range(last + 1, max(len(r) for r in rows))

    def offset(computed: list[Fraction], allowed: set[Fraction]) -> tuple[Fraction, str] | None:
        for k in columns:
            values = [point_value(r[k].text.strip()) if k < len(r) else None for r in rows]
            if any(v is None for v in values):
                continue
            diffs = {v - x for v, x in zip(values, computed, strict=True) if v is not None}
            if len(diffs) == 1 and (d := diffs.pop()) in allowed:
                head = c.table.rows[c.header] if c.header is not None else ()
                return d, head[k].text if k < len(head) else str(k + 1)  # a header shorter than its rows
        return None

    full = len(matches) == legs * n * (n - 1) // 2
    got_mp = offset(mp, {Fraction(0), Fraction(legs), Fraction(2 * legs)}) if full else None
    if got_mp is not None and got_mp[0] == 0:
        return (
            (),
            None,
            (
                f"{n} teams: each team has a round without a match, worth nothing, as the "
                f"publication's column {got_mp[1]!r} shows"
            ),
        )
    if got_mp is None:
        return (
            (),
            None,
            (
                f"{n} teams: each team has a round without a match; read as not paired (no "
                "points), as the crosstable does not say what a bye was worth"
            ),
        )
    got_gp = offset(gp, {Fraction(0), Fraction(legs * boards, 2), Fraction(legs * boards)})
    bye_gp = got_gp[0] / legs if got_gp is not None else Fraction(0)
    how = (
        f" and {bye_gp} game points (column {got_gp[1]!r})"
        if got_gp is not None
        else " and no game points (no column of game points shows them)"
    )
    return (
        byes,
        (got_mp[0] / legs, bye_gp),
        (
            f"{n} teams: each team's round without a match is a bye worth "
            f"{got_mp[0] / legs} match points, as the publication's column {got_mp[1]!r} "
            f"shows,{how}"
        ),
    )


def looks_like_tables(text: str) -> bool:
    """Whether a text holds the pairing lists of two rounds or more as tables (a markdown page of a
    club site: ``### Ronda 1`` and a table per round). Linear in the text; the first 200 tables only.

    A table's rows past the first :data:`_SNIFF_ROWS` are not made into cells: what :func:`classify`
    reads of them is summed up as the lines are split (:func:`_table_runs`), and a table that summary
    leaves undecided (a match score in a row, as many numbered rows as team columns) sends the whole
    text through :func:`classify` with every row."""
    lists = 0
    for kind, table in _sniffed_kinds(text):
        if kind is _UNDECIDED:
            return _looks_like_tables(_sniffed_text(text))
        if kind in (Kind.TEAM_CROSSTABLE, Kind.TEAM_BOARDS, Kind.TEAM_MATCHES):
            return True
        if kind is Kind.PAIRINGS:  # a list, or the lists of several rounds under rows naming them
            lists += max(1, sum(1 for row in table.rows if _is_round_row(row) is not None))
            if lists >= 2:
                return True
    return False


def _sniffed_kinds(text: str) -> Iterator[tuple[object, Table]]:
    """:func:`_sniffed_kind` of each of the first 200 tables of the text's first :data:`_SNIFF_CHARS`
    characters (to the end of a line), in order, with the table."""
    for table, tail in _table_runs(_sniffed_text(text), keep=_SNIFF_ROWS)[:200]:
        yield _sniffed_kind(table, tail), table


def _sniffed_text(text: str) -> str:
    """The text's first :data:`_SNIFF_CHARS` characters, to the end of a line: what the sniffer reads."""
    if len(text) <= _SNIFF_CHARS:
        return text
    end = text.rfind("\n", 0, _SNIFF_CHARS)
    return text[: end if end > 0 else _SNIFF_CHARS]


def ranked_rounds(text: str) -> bool:
    """Whether a text holds the pairing lists of two rounds or more and a ranking, as tables (a page of
    round tables under its standings, pasted from a browser): one event of several tables, the ranking
    giving the names the lists write in more than one way, which the pairing-list reader, reading the
    lists as one, would leave aside. Told, as :func:`looks_like_tables` tells, from each table's first
    rows and a summary of the rest (False when a summary does not tell)."""
    lists = ranked = 0
    for kind, _ in _sniffed_kinds(text):
        if kind is _UNDECIDED:
            return False
        lists += kind is Kind.PAIRINGS
        ranked += kind is Kind.RANKING
        if lists >= 2 and ranked:
            return True
    return False


def page_kinds(page: Page, source: str | None = None) -> list[Kind | None] | None:
    """``classify(t).kind`` (None for no kind) of each table of :func:`tables_of`, a table's rows past
    the first :data:`_SNIFF_ROWS` not made into cells but summed up as :func:`looks_like_tables` does;
    None when a summary does not tell (then every table is classified with all its rows)."""
    from .tables import section_bounds
    from .webpage import expand

    text = _cell_text
    kinds: list[Kind | None] = []
    for t in page.tables:
        for a, b in section_bounds([r.cells for r in t.rows]) or [(0, len(t.rows))]:  # as tables_of cuts
            rows = t.rows[a:b]
            head = tuple(
                tuple(Cell(text(c), c.line, c.column) for c in expand(r)) for r in rows[:_SNIFF_ROWS]
            )
            tail = _Tail()
            for r in rows[_SNIFF_ROWS:]:
                cells = expand(r)
                _add_tail(tail, text(cells[0]), [text(c) for c in cells[-3:]])
            first = head[0][0] if a and head and head[0] else None
            line, column = (first.line, first.column) if first is not None else (t.line, t.column)
            kind = _sniffed_kind(Table(head, source, line, column, t.caption, len(kinds)), tail)
            if kind is _UNDECIDED:
                return None
            kinds.append(kind if isinstance(kind, Kind) else None)
    return kinds


_SNIFF_ROWS = 128
"""Rows of a table the sniffer makes into cells: more than :func:`_classify_ranking` (five) and
:func:`_classify_pairings` (the heading among the first four rows and :data:`_SAMPLE` below it) read."""
_SNIFF_CHARS = 512 * 1024
"""How much of a text the sniffer looks at: a text of round tables shows two of them long before (a
round of 4,000 boards fills 512 kB), so that sniffing a text of megabytes that is none costs no more
than a text of 512 kB; no real publication of the corpus comes near it (the largest is 146 kB)."""
_UNDECIDED = object()


def _sniffed_kind(table: Table, tail: _Tail) -> object:
    """``classify(whole).kind`` (None for no kind) of the table whose rows past ``table``'s are summed
    up in ``tail``; :data:`_UNDECIDED` when the summary does not tell."""
    if not tail.rows:
        c = classify(table)
        return c.kind if c is not None else None
    if (
        tail.scores
        or any(_match_score(c.text) for row in table.rows for c in row[-3:])
        or any((j := _split_score(row)) is not None and _match_score(j.text) for row in table.rows)
    ):
        return _UNDECIDED  # team board pairings read every row
    for i, row in enumerate(table.rows[:4]):
        numbered = _team_columns(row)
        data = sum(1 for _, r in _rows_after(table, i) if r and (_is_int(r[0].text) or not r[0].text))
        if numbered and data + tail.numbered == len(numbered):
            return _UNDECIDED  # a team crosstable reads every row
    from ._teamrounds import classify_team_rounds

    if classify_team_rounds(table) is not None:
        return _UNDECIDED  # so does a team crosstable by rounds
    c = _classify_ranking(table) or _classify_pairings(table)
    return c.kind if c is not None else None


def _add_tail(tail: _Tail, first: str, last: list[str]) -> None:
    """Count a row of a table's tail (:class:`_Tail`): its first cell's text and its last cells'."""
    tail.rows += 1
    tail.numbered += _is_int(first) or not first
    tail.scores = (
        tail.scores
        or any(_match_score(_plain(t)) for t in last if ":" in t or "-" in t)
        or _match_score(_plain(" ".join(last)))  # a score over three cells: 5½ : 2½
    )


def _looks_like_tables(text: str) -> bool:
    """:func:`looks_like_tables`, every table classified with all its rows."""
    lists = 0
    for table in text_tables(text)[:200]:
        c = classify(table)
        if c is not None and c.kind in (Kind.TEAM_CROSSTABLE, Kind.TEAM_BOARDS, Kind.TEAM_MATCHES):
            return True
        if c is not None and c.kind is Kind.PAIRINGS:
            lists += 1
            if lists >= 2:
                return True
    return False


def team_crosstable_lines(text: str, source: str | None, group: str | None = None) -> tuple[int, int] | None:
    """The first and last line of the team crosstable of a text that holds other tables beside it (a
    club's page of its league: the event :func:`tiebreak.readers.read_text` reads is the crosstable, so
    it is the published table ``tiebreak check`` compares): of several naming teams (a league's divisions
    in one sheet), the one ``group`` names, else the last, as :func:`chosen_team_event` chooses; None for a
    text of one table, or of no team crosstable, or when ``group`` names none of them."""
    from .groups import matching
    from .webpage import looks_like_html, parse_page

    name = source or ""
    html = looks_like_html(text, _suffix(name))
    if not html and len(_table_runs(text, name, keep=_SNIFF_ROWS)) < 2:
        return None  # a text of one table, told without keeping its rows (they split alike)
    page = parse_page(clean(text), name) if html else None
    tables = tables_of(page, name) if page is not None else text_tables(text, name)
    if len(tables) < 2:
        return None
    every = page_classified(page, name) if page is not None else [classify(t) for t in tables]
    team = [c for c in every if c is not None and c.kind is Kind.TEAM_CROSSTABLE]
    named = [(c, n) for c in team if (n := _team_names(c))]
    if group is not None and len(named) > 1:
        ks = matching(group, [" ".join([c.table.caption, *n]) for c, n in named])
        team = [named[ks[0]][0]] if len(ks) == 1 else []
    if not team:
        return None
    found = named[-1][0] if group is None and len(named) > 1 else team[0]  # as chosen_team_event: the last
    return found.table.line, max(c.line for row in found.table.rows for c in row)


def read_tables(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read a text of tables (a page of round tables, a team crosstable, team board pairings) as one
    event (:func:`read_sources` with this one input). Not yet validated."""
    return read_sources([(options.source or "", text)], options)


def read_sources(sources: Sequence[tuple[str, str]], options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """One event from several inputs given together, as (name, text) in the order given: the tables of
    each (web pages, text), classified and assembled (:func:`assemble`). The event is not yet validated.

    :raises ParseError: when the inputs hold no pairing list, or for what :func:`assemble` refuses.
    """
    from .pgn import looks_like_pgn
    from .webpage import looks_like_html, parse_page

    games = [(name, text) for name, text in sources if looks_like_pgn(text, _suffix(name))]
    if games:
        return _games_with_ranking(games, [(n, t) for n, t in sources if (n, t) not in games], options)
    tables: list[Table] = []
    title = ""
    for name, text in sources:
        if looks_like_html(text, _suffix(name)):
            page = parse_page(clean(text), name)
            tables += tables_of(page, name)
            title = title or page.title
        else:
            own = _copied_tables(text, name)
            tables += own
            title = title or text_title(text, min((t.line for t in own), default=1))
    from ._keyedboards import joined_boards, unjoined_boards

    tables, joined = joined_boards(tables)  # boards that name their match, not its teams: joined to it
    alone = unjoined_boards(tables)
    if alone is not None:
        raise alone
    found = [c for c in map(classify, tables) if c is not None]
    from ._dates import dated_by_heading

    grouped = None
    if len(sources) == 1 and not looks_like_html(sources[0][1], _suffix(sources[0][0])):
        from .groups import text_group

        grouped = text_group(found, sources[0][0] or None, options)  # a copied page of several events
    elif len(sources) > 1:
        from .groups import files_group

        several = files_group(found, options, dict(sources))  # each round's page of a two-group event
        if several is not None:
            grouped = several[:2]
            title = several[2] or title
    if grouped is not None:
        found = grouped[0]
    event = dated_by_heading(_assembled(sources, tables, found, title, options), sources)
    if grouped is not None:
        event = replace(event, diagnostics=(*grouped[1], *event.diagnostics))
    unused = [
        d
        for d in _unused(sources, tables, found, team=event.is_team_event, rounds=event.rounds)
        if d.source not in joined
    ]
    if not event.is_team_event:
        _no_later_round_left_out(sources, found, event.rounds)
    fuller = _fuller_alone(sources, event, unused, options)
    if fuller is not None:
        return fuller
    return replace(event, diagnostics=(*event.diagnostics, *unused))


def _no_later_round_left_out(
    sources: Sequence[tuple[str, str]], found: list[Classified], rounds: int
) -> None:
    """Nothing when no input left out names a round after the event's last.

    :raises ParseError: for an input the event is not made from whose first lines name a later round
        (``title: Paarungen Runde 6`` above a list the readers cannot read): the event read from the
        others would end rounds early, a table that says less than the inputs hold."""
    used = _used_sources(found)
    for name, text in sources:
        if name in used:
            continue
        head = text[:2000].split("\n")[:12]
        named = next(
            ((k, r) for k, line in enumerate(head, start=1) if (r := round_in_text(line)) is not None), None
        )
        if named is None or named[1] <= rounds:
            continue
        k, r = named
        raise ParseError(
            f"{_base(name)} names round {r} (line {k}: {head[k - 1].strip()[:60]!r}) but holds no pairing "
            f"list, crosstable or ranking the readers can read, so the event made from the other inputs "
            f"would end after round {rounds}: give round {r}'s list with its headings, or leave it out",
            source=name,
            line=k,
        )


def _fuller_alone(
    sources: Sequence[tuple[str, str]], event: Tournament, unused: list[Diagnostic], options: ReadOptions
) -> Tournament | None:
    """The event an input left out makes alone, where it holds more rounds than the inputs read together
    and every one of their players (a crosstable of every round given with round 1's pairing list): read
    from it, the others named in a note; None otherwise."""
    from . import read_text

    left_out = {d.source for d in unused}
    best: Tournament | None = None
    for name, text in sources:
        if name not in left_out:
            continue
        try:
            alone = read_text(text, source=name, suffix=_suffix(name), options=replace(options, source=name))
        except TiebreakError:
            continue
        names = {_key(p.name) for p in alone.players}
        if alone.rounds > (best or event).rounds and all(_key(p.name) in names for p in event.players):
            best = alone
    if best is None:
        return None
    others = ", ".join(_base(n) for n, _ in sources if n != best.source)
    note = Diagnostic(
        Severity.INFO,
        f"{_base(best.source or '')} holds every round ({best.rounds}) and every player of the others "
        f"({others}, after round {event.rounds}): the event is read from it alone",
        best.source,
        1,
        1,
    )
    return replace(best, diagnostics=(note, *best.diagnostics))


def _used_sources(found: list[Classified]) -> set[str | None]:
    """The inputs whose tables the event is made from (as :func:`_assembled` chooses them): the team
    board pairings; else the team pairings (each match's score), when no pairing list is given; else the
    last team crosstable, when no pairing list is given; else the pairing lists and the last ranking."""
    boards = {c.table.source for c in found if c.kind is Kind.TEAM_BOARDS}
    if boards:
        return boards
    lists = {c.table.source for c in found if c.kind is Kind.PAIRINGS}
    matches = {c.table.source for c in found if c.kind is Kind.TEAM_MATCHES}
    if matches and not lists:
        return matches
    team = [c for c in found if c.kind is Kind.TEAM_CROSSTABLE]
    if team and not lists:
        return {team[-1].table.source}
    rankings = [c for c in found if c.kind is Kind.RANKING]
    return lists | {c.table.source for c in rankings[-1:]}


def _later_matches(found: list[Classified], source: str, rounds: int) -> list[int]:
    """The rounds after ``rounds`` (0: a round not named) of the scored matches of an input's tables of
    team pairings."""
    from ._teammatches import team_matches

    return sorted(
        {
            m.round or 0
            for c in found
            if c.table.source == source and c.kind is Kind.TEAM_MATCHES
            for m in team_matches(c.table)
            if m.score is not None and (m.round is None or m.round > rounds)
        }
    )


def _published_ranking(tables: list[Table]) -> int | None:
    """The line of the first table among ``tables`` whose heading row (one of its first rows) names a
    rank, a player and the points: a published ranking (a crosstable's, a ranking's) that
    ``tiebreak check`` compares; None when none does."""
    from ._headings import classify

    for t in tables:
        for row in t.rows[:6]:
            kinds = {classify(c.text) for c in row}
            if {"rank", "name", "points"} <= kinds:
                return t.line
    return None


def _unused(
    sources: Sequence[tuple[str, str]],
    tables: list[Table],
    found: list[Classified],
    *,
    team: bool = False,
    rounds: int = 0,
) -> list[Diagnostic]:
    """Of several inputs given together, a note for each whose tables the event is not made from: an
    input left out is said, never dropped silently (a crosstable given with the pairing lists it
    repeats, a team report, the standings of each round). A warning for an input that holds no table
    the event could be made from; of a team event, an input holding a team ranking (a ``Team`` heading)
    or a team table the event repeats (a team crosstable beside the boards) is said in an information
    note (its published standings, or a table the event does not need), but for the team standings given
    last: the published ranking ``tiebreak check`` compares, no input left out."""
    if len(sources) < 2:
        return []
    from ._headings import is_team_heading

    used = _used_sources(found)
    kinds = {c.table.source: c.kind.value for c in found}
    out = []
    for name, _ in sources:
        if name in used:
            continue
        own = [t for t in tables if t.source == name]
        at = own[0].line if own else None
        ranked = any(is_team_heading(c.text) for t in own for row in t.rows[:6] for c in row)
        if team and ranked and name == sources[-1][0] and name not in kinds:
            continue  # the team standings given last: the published ranking `tiebreak check` compares
        later = _later_matches(found, name, rounds) if team else []
        if later:  # match results of rounds the event (made from the board pairings) lacks
            out.append(
                Diagnostic(
                    Severity.WARNING,
                    f"{_base(name)} not used: its match results of round(s) "
                    f"{', '.join(map(str, later))} are not read (the event is made from the board pairings "
                    f"of {', '.join(sorted(_base(s or '') for s in used)[:3])}{' …' if len(used) > 3 else ''}"
                    f", after round {rounds}); give the board pairings of every round, or the team pairings "
                    "alone (match-level tie-breaks only)",
                    name,
                    at,
                    None,
                )
            )
            continue
        if team and (name in kinds or ranked):
            what = f"a {kinds[name]}" if name in kinds else "team tables"
            out.append(
                Diagnostic(
                    Severity.INFO,
                    f"{_base(name)} not used to make the event ({what}: the event is made from "
                    f"{', '.join(sorted(_base(s or '') for s in used)[:3])}{' …' if len(used) > 3 else ''}); "
                    "a ranking of the last file given is what `tiebreak check` compares",
                    name,
                    at,
                    None,
                )
            )
            continue
        ranking = _published_ranking(own) if name == sources[-1][0] and not team else None
        if ranking is not None:  # a crosstable page given last, beside the pairing lists it repeats
            out.append(
                Diagnostic(
                    Severity.INFO,
                    f"{_base(name)} not used to make the event (it is made from the pairing lists of "
                    f"{', '.join(sorted(_base(s or '') for s in used)[:3])}{' …' if len(used) > 3 else ''}"
                    f"); its ranking at line {ranking} is what `tiebreak check` compares",
                    name,
                    ranking,
                    None,
                )
            )
            continue
        sizes = "; ".join(f"line {t.line}: {len(t.rows)} rows" for t in own[:5])
        out.append(
            Diagnostic(
                Severity.WARNING,
                f"{_base(name)} not used: the event is made from the other inputs' pairing lists and "
                f"ranking, and this one holds none ({len(own)} table(s){': ' + sizes if sizes else ''}); a "
                "crosstable or round-robin grid is read as the event when given alone",
                name,
                at,
                None,
            )
        )
    return out


def _assembled(
    sources: Sequence[tuple[str, str]],
    tables: list[Table],
    found: list[Classified],
    title: str,
    options: ReadOptions,
) -> Tournament:
    """The event the tables of the inputs make (``found``: those classified): team board pairings, a
    team crosstable, or the pairing lists with their ranking."""
    boards = [c for c in found if c.kind is Kind.TEAM_BOARDS]
    if boards:
        return team_boards_event(boards, replace(options, source=None), name=title)
    matches = [c for c in found if c.kind is Kind.TEAM_MATCHES]
    if matches and not any(c.kind is Kind.PAIRINGS for c in found):
        from ._teammatches import checked_by_crosstable, team_matches_event, with_bye_match_points

        _players_matched(matches, tables)
        unsourced = replace(options, source=None)
        event = with_bye_match_points(team_matches_event(matches, unsourced, name=title), tables)
        return checked_by_crosstable(event, found, unsourced, title)
    team = [c for c in found if c.kind is Kind.TEAM_CROSSTABLE]
    if team and not any(c.kind is Kind.PAIRINGS for c in found):
        return chosen_team_event(team, replace(options, source=None), title)
    if not any(c.kind is Kind.PAIRINGS for c in found):
        what = "; ".join(f"{c.table.where()}: {c.kind.value}" for c in found) or (
            "none of them a pairing list or a ranking"
        )
        raise ParseError(
            f"no pairing list in the {len(sources)} inputs ({len(tables)} table(s) found: "
            f"{what}); expected each round's pairing list (names of both players and the "
            "result), with or without a ranking",
            source=sources[0][0] if sources else None,
        )
    return assemble(found, replace(options, source=None), name=title)


def _players_matched(matches: list[Classified], tables: list[Table]) -> None:
    """Refuse matches that name only a few of the competitors another table lists in one column (four
    of a ranking's thirteen): a club's sheet of the evening's pairings, each two players' games as one
    score (``1 - 1``, ``0 - 2``), beside the season's individual ranking, is no team event.

    :raises ParseError: for such matches."""
    from ._teammatches import team_matches

    teams = {name_key(n) for c in matches for m in team_matches(c.table) for n, _ in m.teams}
    own = {id(c.table) for c in matches}
    for t in tables:
        if id(t) in own or not teams:
            continue
        for k in range(max((len(r) for r in t.rows), default=0)):
            listed = {
                name_key(r[k].text) for r in t.rows if k < len(r) and any(ch.isalpha() for ch in r[k].text)
            }
            if teams < listed and len(listed) >= 2 * len(teams):
                raise ParseError(
                    f"the matches of {matches[0].table.where()} name {len(teams)} of the {len(listed)} "
                    f"competitors {t.where()} lists: they are no team event's matches (two players' games "
                    "written as one score, 1 - 1, 0 - 2?); give each round's pairings, a game a line",
                    source=matches[0].table.source,
                    line=matches[0].table.line,
                    column=1,
                )


def text_title(text: str, first: int) -> str:
    """The event's name a text states above its first table (at line ``first``): its first line that is
    none of an export's own lines (the source, ``Last update``, what the table is), no line of details
    (``Organizer(s) : …``), no round's heading and no menu (a line with tabs), and holds a letter;
    empty when there is none. A chess-results page copied from a browser (``Logged on: Gast`` atop its
    menu) names the event on the line above its table of details (``Veranstalter<TAB>LV Tirol``); a
    page that starts with its site's menu, a run of short lines (Vega's ``Info``, ``Schedule``,
    ``Statistics`` …: :func:`~tiebreak.readers._headings.after_menu`), after it."""
    lines = text.split("\n", 200)[:200]
    copied = copied_page_name(lines)
    if copied is not None:
        return copied
    head = lines[: min(first - 1, 60)]
    start = after_menu(head)
    for line in head[start : start + 40]:
        said = line.strip(" |;,#*_")
        if (
            not said
            or "\t" in said
            or BOILERPLATE.search(said)
            or prose_line(said)
            or DETAIL_LINE.match(said)
            or round_in_text(said) is not None
            or not any(ch.isalpha() for ch in said)
        ):
            continue
        return said[:120]
    return ""


def _copied_tables(text: str, name: str) -> list[Table]:
    """The tables of a text, rows a browser copied over several lines joined first
    (:func:`tiebreak.readers.celllines.joined_copy`), their cells at the text's lines."""
    from .celllines import joined_copy

    joined = joined_copy(text, name)
    if joined is None:
        return _aligned_tables(text, name) or text_tables(text, name)

    def at(line: int) -> int:
        return joined.locate(line, None)[0] or line

    return [
        replace(
            t,
            line=at(t.line),
            rows=tuple(tuple(Cell(c.text, at(c.line), c.column) for c in r) for r in t.rows),
        )
        for t in text_tables(joined.text, name)
    ]


def _aligned_tables(text: str, name: str) -> list[Table]:
    """The tables of a text printed in columns aligned with blanks (no tab, ``|``, ``;`` or CSV comma:
    a pairing program's list saved as text or printed to PDF), each cut at the columns blank in all
    its rows (:func:`tiebreak.readers.tables.extract_tables`), where splitting each line at runs of
    blanks would join a right-aligned number to the name after it; empty for any other text."""
    from .crosstable import detect_delimiter, text_lines

    lines = text_lines(text)
    if detect_delimiter(lines) or _comma_separated(lines) or any(d in text for d in "\t|;"):
        return []
    return [
        Table(
            tuple(tuple(Cell(c.text, c.line, c.column) for c in r) for r in t.rows),
            name,
            t.line,
            t.column,
            t.caption[-1] if t.caption else "",
            k,
        )
        for k, t in enumerate(extract_tables(text, source=name))
    ]


def _base(name: str) -> str:
    """A file's name without its folders (``round3.html``)."""
    return name.replace("\\", "/").rsplit("/", 1)[-1]


def _suffix(name: str) -> str:
    return "." + name.rsplit(".", 1)[-1].lower() if "." in name else ""


_BYE_BY_VALUE = {Fraction(1): "pab", Fraction(1, 2): "half", Fraction(0): "zero"}
"""The reading of a PGN game against ``BYE`` with ``[Result "*"]`` that a published value gives (a full
point: the pairing-allocated bye, the usual reason for a PGN bye; ``--pgn-bye full`` reads it otherwise)."""


def _games_with_ranking(
    games: list[tuple[str, str]], others: list[tuple[str, str]], options: ReadOptions
) -> Tournament:
    """A PGN file of the event's games with its ranking in the other file(s): the players' names, details,
    published ranks and points from the ranking; the games against ``BYE`` with ``[Result "*"]``, whose
    value the PGN does not give, worth what the ranking's points leave for each player (each player's
    alike: 1, ½ or 0, with a note; :func:`_byes_by_points`) unless ``options.pgn_bye`` chooses a reading;
    a warning naming the players whose points leave none of them.

    Several PGN files (each round's games, as Vega publishes them) are read as one, in the order given,
    with a note; what the PGN reader says is located in the file it came from. Without other files, the
    games alone make the event.

    :raises ParseError: for other files without a ranking.
    """
    from .webpage import looks_like_html, parse_page

    name = games[0][0]
    if not others:
        return _joined_games(games, options)
    tables: list[Table] = []
    for other, body in others:
        tables += (
            tables_of(parse_page(clean(body), other), other)
            if looks_like_html(body, _suffix(other))
            else _copied_tables(body, other)  # columns aligned with blanks (a .jsp's <pre>): cut as such
        )
    rankings = [c for c in map(classify, tables) if c is not None and c.kind is Kind.RANKING] or [
        c for c in (_classify_ranking(t, rounds=True) for t in tables) if c is not None
    ]  # else a crosstable's names, places and points (Vega's cross table pages)
    if not rankings:
        raise ParseError(
            f"no ranking in the file(s) given with the PGN file {name} ({len(tables)} table(s) "
            "found); expected a ranking or a crosstable (names and points) to read the games with",
            source=others[0][0] if others else name,
        )
    ranking = rankings[-1]

    def read(bye: str) -> tuple[Tournament, list[Diagnostic]]:
        event = _joined_games(games, replace(options, pgn_bye=bye))
        return _with_ranking(event, ranking, {p.sno: name for p in event.players}, False)

    notes: list[Diagnostic] = []
    if options.pgn_bye != "unplayed":  # chosen: every such bye is worth what the option says
        event, more = read(options.pgn_bye)
    else:  # not chosen: each player's points in the ranking say what that player's such byes are worth
        event, more, notes = _byes_by_points(read, ranking.table)
    if options.pgn_star == "unplayed":  # not chosen: the ranking's points say who won by forfeit
        games_read = _joined_games(games, replace(options, pgn_star="forfeit"))
        paired = _with_ranking(games_read, ranking, {p.sno: name for p in games_read.players}, False)[0]
        event, decided = _stars_by_points(event, paired, ranking.table)
        notes += decided
        if options.pgn_bye == "unplayed":
            _stars_settled(event, [read("pab")[0], paired], ranking.table)
    event, filled = _left_out_byes(event, ranking.table)
    notes += filled
    event, forfeits = _forfeits_by_counts(event, ranking)
    notes += forfeits
    r = ranking.table
    said = Diagnostic(
        Severity.INFO,
        f"one event from the games of {name} and the ranking, {r.where()}: the "
        "players' names, details, published ranks and points from the ranking",
        r.source,
        r.line,
        r.column,
    )
    from .pgn import ROUNDS_WITHOUT_GAME

    # the ranking's points say what the rounds without a game were worth (_left_out_byes), or that they
    # differ (_points_check): the PGN reader's warning that they may be missing is answered
    kept = [d for d in event.diagnostics if getattr(d.message, "code", None) != ROUNDS_WITHOUT_GAME.code]
    return replace(event, diagnostics=(said, *kept, *more, *notes, *_points_check(event)))


_COUNT_HEADINGS = {"wins": ("kazanclar",), "losses": ("kayiplar",), "forfeits": ("hukmen",)}
"""The headings of a ranking's counts of games won and lost over the board and of games forfeited
(Swiss-Manager's ranking export in its Turkish interface: ``kazanclar``, ``kayiplar``, ``hukmen``)."""


def _game_counts(ranking: Classified) -> dict[str, tuple[int, int, int]]:
    """Each ranked player's counts of games won and lost over the board and of games forfeited, by name;
    empty when the ranking has no such columns (:data:`_COUNT_HEADINGS`)."""
    name_i = ranking.columns.get("name")
    if ranking.header is None or name_i is None:
        return {}
    heads = [c.text.strip().casefold().rstrip(".") for c in ranking.table.rows[ranking.header]]
    cols = [next((i for i, h in enumerate(heads) if h in words), None) for words in _COUNT_HEADINGS.values()]
    if None in cols:
        return {}
    counts: dict[str, tuple[int, int, int]] = {}
    for _, row in _rows_after(ranking.table, ranking.header):
        values = [row[i].text.strip() if i is not None and i < len(row) else "" for i in cols]
        if name_i < len(row) and all(v.isdecimal() for v in values):
            counts[" ".join(row[name_i].text.split())] = (int(values[0]), int(values[1]), int(values[2]))
    return counts


def _forfeits_by_counts(event: Tournament, ranking: Classified) -> tuple[Tournament, list[Diagnostic]]:
    """The games a PGN writes as won (``1-0``, no moves) that the ranking counts as forfeits: each player's
    decisive games beyond the wins and losses it counts over the board are forfeits (``hukmen``), and a
    game is one when its winner has a forfeit win to place and its loser a forfeit loss. Placed where the
    counts leave one choice only (a player with as many such games as forfeits to place), read as
    forfeits, with a note; a warning names the players whose forfeits stay unplaced (the event as read)."""
    counts = _game_counts(ranking)
    need: dict[tuple[int, Result], int] = {}  # (player, WIN or LOSS): forfeits of that side to place
    for p in event.players:
        c = counts.get(p.name)
        if c is None or not c[2]:
            continue
        won = sum(1 for e in p.rounds if e.result is Result.WIN) - c[0]
        lost = sum(1 for e in p.rounds if e.result is Result.LOSS) - c[1]
        if won >= 0 and lost >= 0 and won + lost == c[2]:
            need[(p.sno, Result.WIN)], need[(p.sno, Result.LOSS)] = won, lost
    games = {
        (e.round, p.sno, e.opponent)
        for p in event.players
        for e in p.rounds
        if e.result is Result.WIN and e.opponent is not None
    }
    placed: set[tuple[int, int, int]] = set()
    while True:
        open_ = [g for g in games - placed if need.get((g[1], Result.WIN)) and need.get((g[2], Result.LOSS))]
        sure = [
            g
            for g in open_
            if sum(1 for o in open_ if o[1] == g[1]) == need[(g[1], Result.WIN)]
            or sum(1 for o in open_ if o[2] == g[2]) == need[(g[2], Result.LOSS)]
        ]
        if not sure:
            break
        game = min(sure)
        placed.add(game)
        need[(game[1], Result.WIN)] -= 1
        need[(game[2], Result.LOSS)] -= 1
    if not need:
        return event, []
    names = {p.sno: p.name for p in event.players}
    left = sorted({names[sno] for (sno, _), n in need.items() if n})
    notes: list[Diagnostic] = []
    at = (ranking.table.source, ranking.table.line, ranking.table.column)
    if placed:
        read = "; ".join(f"round {r}: {names[w]} against {names[lo]}" for r, w, lo in sorted(placed))
        notes.append(
            Diagnostic(
                Severity.INFO,
                f"the ranking counts forfeits (hukmen) beyond the games it counts won and lost over the "
                f"board: {len(placed)} game(s) the PGN writes as won are read as forfeits ({read})",
                *at,
            )
        )
    if left:
        notes.append(
            Diagnostic(
                Severity.WARNING,
                f"the ranking counts forfeits (hukmen) for {', '.join(left)} that the games cannot place "
                "(more than one of their games could be it, or none): read as played",
                *at,
            )
        )
    forfeit = {(r, w): Result.FORFEIT_WIN for r, w, _ in placed} | {
        (r, lo): Result.FORFEIT_LOSS for r, _, lo in placed
    }
    players = tuple(
        replace(
            p,
            rounds=tuple(replace(e, result=forfeit.get((e.round, p.sno), e.result)) for e in p.rounds),
        )
        if any(sno == p.sno for _, sno in forfeit)
        else p
        for p in event.players
    )
    return replace(event, players=players), notes


def _stars_settled(event: Tournament, readings: list[Tournament], table: Table) -> None:
    """Nothing when the ranking's points have told what every game written ``[Result "*"]`` was worth
    (``readings``: the same games read with such a game against ``BYE`` a pairing-allocated bye, and
    with one between two players a forfeit).

    :raises ParseError: naming each player whose published points the games do not make, though the
        rounds written ``*`` left unpaired could (each worth 0, ½ or 1): which is worth what cannot be
        told (a player with a full-point bye and two half-point byes, all written ``*``), and the event
        read would not be the one published. Points no such values make (a misprint) stay a warning."""
    unsettled = []
    for k, p in enumerate(event.players):
        if p.declared_points is None:
            continue
        score = sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        starred = [
            r
            for r in range(1, event.rounds + 1)
            if p.entry(r).result is Result.NOT_PAIRED
            and any(o.players[k].entry(r).result is not Result.NOT_PAIRED for o in readings)
        ]
        left = p.declared_points - score
        if starred and left != 0 and 0 <= left <= len(starred) and (2 * left).denominator == 1:
            rounds = ", ".join(map(str, starred))
            unsettled.append(
                f"{p.name}'s {format_value(p.declared_points)} points leave "
                f"{format_value(left)} for round{'s' * (len(starred) > 1)} {rounds}"
            )
    if unsettled:
        more = f" (and {len(unsettled) - 6} more)" if len(unsettled) > 6 else ""
        raise ParseError(
            f'the ranking\'s points ({table.where()}) do not tell what each game written [Result "*"] was '
            f"worth: {'; '.join(unsettled[:6])}{more}. The PGN writes byes of every value and forfeits "
            "alike so (Vega's export does): give the event's round pages or its crosstable, which say "
            "each result, or say what such games are with --pgn-bye and --pgn-star",
            source=table.source,
            line=table.line,
            column=table.column,
        )


MISSING_ROUND = Template(
    "input.missing-round",
    "round {round} has no game in the PGN given, where later rounds have theirs: its games seem left out (a "
    "file of the round missing); give them, or the event's crosstable or round pages",
)


def _left_out_byes(event: Tournament, table: Table) -> tuple[Tournament, list[Diagnostic]]:
    """The rounds without a game of each player whose ranking gives more points than the games: byes a
    PGN export leaves out (Swiss-Manager writes no game for a bye), worth what the ranking's points
    leave, each of one player's alike (1: the pairing-allocated bye, several a full-point bye each; ½ a
    half-point bye), with a warning naming them; a player whose points leave another sum is left as
    read (:func:`_points_check` warns).

    :raises ParseError: for a round without any game before rounds with games (a round's file left out,
        which no bye explains)."""
    empty = [
        r
        for r in range(1, event.rounds)
        if all(p.entry(r).result is Result.NOT_PAIRED for p in event.players)
        and any(p.entry(r + 1).result is not Result.NOT_PAIRED for p in event.players)
    ]
    if empty:  # no game at all in a round before others: its file left out, no round of byes
        raise ParseError(
            MISSING_ROUND(round=empty[0]), source=table.source, line=table.line, column=table.column
        )
    filled: list[str] = []
    players: list[Player] = []
    points = event.scoring.points
    for p in event.players:
        gaps = [r for r in range(1, event.rounds + 1) if p.entry(r).result is Result.NOT_PAIRED]
        score = sum((points(e.result.point_class) for e in p.rounds), Fraction(0))
        left = p.declared_points - score if p.declared_points is not None and gaps else Fraction(0)
        byes = (Result.PAB if len(gaps) == 1 else Result.FULL_BYE, Result.HALF_BYE)
        bye = next((r for r in byes if left > 0 and points(r.point_class) * len(gaps) == left), None)
        if bye is None:
            players.append(p)
            continue
        worth = points(bye.point_class)
        rounds = [
            RoundEntry(r, None, Color.NONE, bye) if r in gaps else p.entry(r)
            for r in range(1, event.rounds + 1)
        ]
        players.append(replace(p, rounds=tuple(rounds)))
        value = f"{format_value(worth)} each" if len(gaps) > 1 else f"{format_value(worth)} point"
        filled.append(f"{p.name} round{'s' * (len(gaps) > 1)} {', '.join(map(str, gaps))} ({value})")
    if not filled:
        return event, []
    note = Diagnostic(
        Severity.WARNING,
        f"rounds without a game read as byes worth what the ranking's points leave (a PGN file writes no "
        f"game for a bye): {'; '.join(filled[:8])}{'; …' if len(filled) > 8 else ''}",
        table.source,
        table.line,
        table.column,
    )
    return replace(event, players=tuple(players)), [note]


def _byes_by_points(
    read: Callable[[str], tuple[Tournament, list[Diagnostic]]], table: Table
) -> tuple[Tournament, list[Diagnostic], list[Diagnostic]]:
    """The PGN games read with their ranking (``read``: with a reading of the games against ``BYE`` with
    ``[Result "*"]``), each player's such byes worth what the ranking's points leave for them (all of
    one player's alike: 1 a pairing-allocated bye, ½ a half-point bye, 0 a zero-point bye; a note
    counting them), else unpaired rounds, as the PGN reader warns: the event, the reading's notes, and
    the notes of the byes' values."""
    readings = {value: read(reading) for value, reading in _BYE_BY_VALUE.items()}
    event, more = read("unplayed")
    zero = readings[Fraction(0)][0]
    half = readings[Fraction(1, 2)][0]
    players: list[Player] = []
    valued: Counter[Fraction] = Counter()
    unknown: list[str] = []
    for k, (p, q) in enumerate(zip(zero.players, half.players, strict=True)):
        starred = sum(1 for e, f in zip(p.rounds, q.rounds, strict=True) if e.result is not f.result)
        value = None
        if starred and p.declared_points is not None:
            rest = sum((zero.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
            value = (p.declared_points - rest) / starred
        if value in readings:
            players.append(readings[value][0].players[k])
            valued[value] += starred
        else:
            players.append(event.players[k])
            if starred:
                unknown.append(p.name)
    if not valued:
        return event, more, []
    note = Diagnostic(
        Severity.WARNING if unknown else Severity.INFO,
        'games against BYE with [Result "*"] read as the ranking\'s points '
        f"({table.where()}) leave for each player: "
        + ", ".join(f"{n} worth {v} point(s)" for v, n in sorted(valued.items(), reverse=True))
        + (
            f"; those of {', '.join(unknown)} read as unpaired rounds, their points leaving no 0, ½ or 1"
            if unknown
            else ""
        ),
        table.source,
        table.line,
        table.column,
    )
    kept = tuple(d for d in event.diagnostics if getattr(d.message, "code", None) != "pgn.bye-star-unpaired")
    return replace(event, players=tuple(players), diagnostics=kept), more, [note]


def _stars_by_points(
    event: Tournament, paired: Tournament, table: Table
) -> tuple[Tournament, list[Diagnostic]]:
    """The PGN games with ``[Result "*"]`` between two players (unpaired in ``event``; kept as a pairing
    in ``paired``, the same games read with ``--pgn-star forfeit``) decided by the ranking's points, as
    Vega writes a forfeit in its PGN: a player whose points leave a win's for the round won it by
    forfeit, the opponent lost it (``+``/``-``); both leaving nothing, a double forfeit. A player with
    several such games is decided when the points leave nothing for any, or a win for each. The games
    the points do not decide stay unpaired, with the PGN reader's warning; the event and a note."""
    if [p.name for p in event.players] != [p.name for p in paired.players]:
        return event, []
    win = event.scoring.points(Result.FORFEIT_WIN.point_class)
    lost = event.scoring.points(Result.FORFEIT_LOSS.point_class)
    stars: dict[int, list[RoundEntry]] = {}  # each player's such games, as paired
    for p, q in zip(event.players, paired.players, strict=True):
        for f in q.rounds:
            e = p.entry(f.round)
            if e.result is Result.NOT_PAIRED and f.result is Result.FORFEIT_LOSS and f.opponent is not None:
                stars.setdefault(p.sno, []).append(f)
    paired_in = {(sno, f.round): f for sno, mine in stars.items() for f in mine}
    if not stars:
        return event, []
    by_sno = {p.sno: p for p in event.players}

    def won(sno: int) -> bool | None:  # each of the player's such games won (True), lost (False), unknown
        p, mine = by_sno[sno], stars[sno]
        if p.declared_points is None:
            return None
        left = p.declared_points - sum(
            (event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0)
        )
        if left == lost * len(mine):
            return False
        return True if left == win * len(mine) else None

    decided: dict[tuple[int, int], Result] = {}  # (sno, round) -> the result read
    undecided: list[str] = []
    for sno, mine in stars.items():
        for f in mine:
            a, b = won(sno), won(f.opponent) if f.opponent in stars else None
            if a is True and b is not True:
                ours, theirs = Result.FORFEIT_WIN, Result.FORFEIT_LOSS
            elif b is True and a is not True:
                ours, theirs = Result.FORFEIT_LOSS, Result.FORFEIT_WIN
            elif a is False and b is False:
                ours = theirs = Result.FORFEIT_LOSS
            else:
                if sno < (f.opponent or 0):
                    undecided.append(
                        f"round {f.round}: {by_sno[sno].name} - {by_sno[f.opponent or sno].name}"
                    )
                continue
            decided[(sno, f.round)] = ours
            decided[(f.opponent or sno, f.round)] = theirs
    if not decided:
        return event, []
    last = max(len(p.rounds) for p in (*event.players, *paired.players))
    players = tuple(
        replace(
            p,
            rounds=tuple(
                replace(paired_in[(p.sno, r)], result=decided[(p.sno, r)])
                if (p.sno, r) in decided
                else p.entry(r)
                for r in range(1, last + 1)
            ),
        )
        for p in event.players
    )
    wins = sum(1 for r in decided.values() if r is Result.FORFEIT_WIN)
    double = (len(decided) - 2 * wins) // 2
    said = (
        'games between two players with [Result "*"] read as the ranking\'s points '
        f"({table.where()}) leave: {wins} won by forfeit (+/-), {double} double forfeit(s)"
        + (f"; not decided by the points, read as unpaired: {'; '.join(undecided)}" if undecided else "")
    )
    note = Diagnostic(
        Severity.WARNING if undecided else Severity.INFO, said, table.source, table.line, table.column
    )
    kept = tuple(d for d in event.diagnostics if not _star_decided(d, decided, by_sno))
    return replace(event, players=players, diagnostics=kept), [note]


def _star_decided(d: Diagnostic, decided: dict[tuple[int, int], Result], by_sno: dict[int, Player]) -> bool:
    """Whether ``d`` is the PGN reader's warning on a ``*`` game that the ranking's points decided (its
    round, and the surnames of both players of a game decided in that round)."""
    message = d.message
    if getattr(message, "code", None) != "pgn.star":
        return False
    params = getattr(message, "params", {})
    names = _letters(str(params.get("names", "")))
    surnames = {sno: _letters((by_sno[sno].name.split(",")[0].split() or [""])[0]) for sno, _ in decided}
    return any(
        rnd == params.get("round") and surnames[sno] and surnames[sno] in names for sno, rnd in decided
    )


def _letters(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalpha())


def _joined_games(games: list[tuple[str, str]], options: ReadOptions) -> Tournament:
    """The games of one or more PGN files read as one PGN text, in the order given (several: with a note
    naming them); the lines the PGN reader names are located in the files they came from."""
    from .pgn import read_pgn

    starts: list[tuple[int, str]] = []
    parts: list[str] = []
    line = 1
    for name, body in games:
        starts.append((line, name))
        part = body if body.endswith("\n") else body + "\n"
        parts.append(part + "\n")
        line += part.count("\n") + 1

    def where(at: int | None) -> tuple[str, int | None]:
        if at is None or len(games) == 1:
            return games[0][0], at
        first, name = next((s for s in reversed(starts) if s[0] <= at), starts[0])
        return name, at - first + 1

    def located(d: Diagnostic) -> Diagnostic:
        source, at = where(d.line)
        return replace(d, source=source, line=at)

    try:
        event = read_pgn("".join(parts), replace(options, source=games[0][0]))
    except ParseError as exc:
        source, at = where(exc.line)
        raise ParseError(
            exc.message,
            source=source,
            line=at,
            column=exc.column,
            diagnostics=tuple(map(located, exc.diagnostics)),
        ) from None
    moved = [located(d) for d in event.diagnostics]
    if len(games) > 1:
        said = f"the games of {len(games)} PGN files read as one, in the order given: "
        moved.insert(0, Diagnostic(Severity.INFO, said + ", ".join(n for n, _ in games), games[0][0], 1, 1))
    return replace(event, diagnostics=tuple(moved))
