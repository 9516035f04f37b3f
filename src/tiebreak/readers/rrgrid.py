"""Reader for a round-robin grid: one row per player, one column per opponent (same order as the rows).

Cells: ``1`` ``0`` ``½`` ``=`` ``0.5`` ``0,5`` (a game), ``+`` ``-`` (forfeit won / lost), ``×`` ``x``
``*`` ``**`` (SwissChess) on the diagonal, empty or ``.`` for a game not played; two results in one cell
(``1½``, ``10``, ``½ 1``) for a double round robin. A grid may write its games in letters, ``W`` ``D``
``L`` (win, draw, loss; lower case too): a row without a diagonal mark that holds such cells and one
``.`` has its diagonal there (Wellington Chess Club's grids: ``1 Ker, Anthony 2479 9 . W W …``). Rows
may come without their numbers (chessgames.com's form: ``Lasker ****** 11=01= …``), each then numbered
by its place, the column of its one diagonal mark; a grid split on blanks whose empty diagonal left no
field has it put back (:func:`_dropped_diagonal`).
Fields are separated by tabs, ``;`` (the chess-results export: ``1;GM;Voss Karl;2480;GER;*;½;1;1;½;1;
4;8,25``), ``|`` or runs of blanks; a title (``GM``) is a title, not part of the name. The header's
headings are checked as a crosstable's are (:mod:`tiebreak.readers._headings`); title lines before the
grid give the event's name. The header may number the grid's columns ``#1 #2 …``; a points heading just
before those numbers (``No Name Loc Total #1 …``) puts each row's points before its cells. A text
holding several grids one after another (a club's grades: a row ``1`` again after lines that are no
rows) holds several events: the first is read, with a warning naming them all, unless ``--columns
group=N`` (its number, or a word of the line above it: ``group=B``) chooses another. A grid gives no
rounds: games are placed in rounds by the circle (Berger) method and read without colours; a warning
says so. A round robin of an odd number has a round without an opponent for each player; a column
headed ``bye`` (or another bye word) after the grid gives each row's points for it (``nr naam 1 … 7 bye
# tot``: 1, a pairing-allocated bye; ½, a half-point bye; 0 or empty, the round left unpaired).

>>> t = read_grid("1 Anna × 1 ½\\n2 Boris 0 × 1\\n3 Vera ½ 0 ×\\n")
>>> [p.name for p in t.players], t.pairing.value, t.rounds
(['Anna', 'Boris', 'Vera'], 'round-robin', 3)
>>> t = read_grid("No Name Total #1 #2 #3\\n1 Ann 1.5 . W D\\n2 Bob 0.5 L . D\\n3 Cy 1 D D .\\n")
>>> [(p.name, p.declared_points) for p in t.players]
[('Ann', Fraction(3, 2)), ('Bob', Fraction(1, 2)), ('Cy', Fraction(1, 1))]
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ..model.errors import Severity
from ..model.tournament import Color, PairingSystem, Result, RoundEntry, Scoring, Tournament
from ._builder import SHARED_PLACE, EventBuilder, PlayerDraft, point_value, results_fit, total_value
from ._headings import (
    DIAGONAL_MARKS,
    RUNNING_GAME,
    TITLES,
    bye_columns,
    classify,
    games_columns,
    rounds_announced,
)
from ._options import DEFAULT_OPTIONS, ReadOptions

if TYPE_CHECKING:
    from .groups import EventChoice
from .crosstable import (
    check_headings,
    club_note,
    detect_delimiter,
    event_name,
    markdown_rule,
    outside_spans,
    rating_cell,
    split_fields,
    text_lines,
)

__all__ = ["looks_like_grid", "read_grid", "rounds_for", "schedule"]

_DIAGONAL = DIAGONAL_MARKS
_RULE = re.compile(r"[-=_]{3,}(?:[ \t]+[-=_]{3,})*")
"""A line drawn above or below the grid (of dashes in pieces over its columns: ``------ ----- ---``)."""
_TIED_PLACE = re.compile(r"^(?:=(\d{1,3})|(\d{1,3})[=°º])$")
"""A place shared with another row, written with an equals sign (chessgames.com: ``=1 Kramnik``), or a
place as an ordinal (Italian and Spanish pages: ``1°``, ``2º``); the rows then numbered in their order."""
_MARK_RUN = re.compile(r"([×xX*■•])\1{2,5}")
"""The diagonal of a round robin of three to six cycles, its mark once a cycle (``XXXXXX``: Wikipedia's
St. Petersburg 1895-96, six games between each two players)."""
_LETTERS = re.compile(r"^[WDL]+$", re.IGNORECASE)
"""A cell in letters: W, D, L (win, draw, loss; two letters in a double round robin)."""
_LETTER_RESULT = {"w": Result.WIN, "d": Result.DRAW, "l": Result.LOSS}
_COLUMN_NUMBER = re.compile(r"#(\d{1,3})")
_PADDED = re.compile(r"0[1-9]")
"""A column's number written with a leading zero (``01 02 … 14``: a magazine's typed crosstable)."""
"""A header's grid column numbered ``#1``."""
_GAME = re.compile(r"^(?:1|0|½|=|0[.,]5|\+|-)+$")
_ONE = re.compile(r"0[.,]5|1|0|½|=|\+|-")
"""One result of a cell (a half point written ``0.5`` or ``0,5`` before the ``0`` it starts with)."""
_RATING = re.compile(r"^(?:\d{3,4}|[1-3]\d{3}[.,]\d{1,2})$")
"""A rating beside a name: 3 or 4 digits, or a club's own rating with decimals (``1493.8``: rounded)."""
_FED = re.compile(r"^[A-Z]{3}$")
_SWISS = re.compile(r"schweizer|swiss|suisse|suizo|svizzer|zwitser|switsers|швейцар", re.IGNORECASE)
"""A title naming a Swiss event: SwissChess prints its Swiss crosstables as grids too
(``Kreuztabelle im Schweizer-System nach der 5. Runde``)."""


def _total(text: str) -> bool:
    """A score no grid cell holds (``5.0``, ``12,5``, ``7½``; not ``10`` nor ``0,5``, which are cells): a
    row's total, standing where a cell should."""
    if _GAME.match(text) or not re.fullmatch(r"\d{1,3}(?:[.,]\d{1,2})?½?", text):
        return False
    value = point_value(text)
    return value is not None and value > 1


def schedule(n: int) -> list[list[tuple[int, int]]]:
    """Rounds of a single round robin of ``n`` players (0-based), by the circle method.

    >>> rounds = schedule(5)
    >>> len(rounds), sorted(tuple(sorted(p)) for r in rounds for p in r) == [
    ...     (a, b) for a in range(5) for b in range(a + 1, 5)]
    (5, True)
    """
    m = n if n % 2 == 0 else n + 1
    ring = list(range(m))
    rounds: list[list[tuple[int, int]]] = []
    for r in range(m - 1):
        pairs = [(ring[i], ring[m - 1 - i]) for i in range(m // 2)]
        if r % 2 == 1:
            pairs[0] = (pairs[0][1], pairs[0][0])
        rounds.append([(a, b) for a, b in pairs if a < n and b < n])
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return rounds


def marks_of(fields: Fields) -> list[int]:
    """Where a row's diagonal marks stand among its fields: ``×`` ``x`` ``*`` ``**`` …; in a row
    without one whose cells are letters (W D L), its ``.`` fields (a grid's dashes on the diagonal are
    made marks by :func:`_dash_diagonal`)."""
    marks = [k for k, (f, _) in enumerate(fields) if f in _DIAGONAL or _MARK_RUN.fullmatch(f)]
    if marks or not any(_LETTERS.match(f) for f, _ in fields[1:]):
        return marks
    return [k for k, (f, _) in enumerate(fields) if f == "."]


def _cell_of_games(text: str) -> bool:
    """A cell of one game's result or several (``½``, ``1 1``: a double round robin's pair)."""
    return bool(_GAME.match(text.replace(" ", "")))


def _dash_diagonal(rows: list[tuple[int, Fields]]) -> bool:
    """A grid whose diagonal is a dash (``-``, ``–``: Wikipedia's, and its mirrors'), no row holding another
    mark: each row's one dash among its results stands at the row's place in its run of cells (row 1's
    first, row 2's second …), so it is the diagonal, not a forfeit (nor the dash of a pairing list's
    ``1 – 0``, which stands second in every row). Each such dash is written as the diagonal mark ``×``;
    False (nothing changed) when the rows are not so."""
    if len(rows) < 3 or any(marks_of(fields) for _, fields in rows):
        return False
    at: list[int] = []
    for i, (_, fields) in enumerate(rows):
        dashes = [k for k, (f, _) in enumerate(fields) if f in _DASH_MARKS]
        if len(dashes) != 1:
            return False
        d = dashes[0]
        lo = next((k + 1 for k in range(d - 1, -1, -1) if not _cell_of_games(fields[k][0])), 0)
        hi = next((k for k in range(d + 1, len(fields)) if not _cell_of_games(fields[k][0])), len(fields))
        if d - lo != i or hi - lo < len(rows):  # the dash i cells into a run of a cell per row at least
            return False
        at.append(d)
    for (_, fields), d in zip(rows, at, strict=True):
        fields[d] = ("×", fields[d][1])
    return True


_DASH_MARKS = frozenset({"-", "–", "—"})


def _equals_diagonal(rows: list[tuple[int, Fields]]) -> bool:
    """A grid whose diagonal is ``=`` (a club's typed tables: ``1,Budimir,=,0,0,1…``), no row holding
    another mark: one column from which each row's ``=`` stands as many cells on as the row is down the
    grid (row 1's in that column, row 2's one further …), every cell of that run a game's. An ``=`` is a
    draw elsewhere, so only that column's run is taken: each is written as the diagonal mark ``×``;
    False (nothing changed) when no column makes such a run."""
    n = len(rows)
    if n < 3 or any(marks_of(fields) for _, fields in rows):
        return False
    starts = set(range(len(rows[0][1])))
    for i, (_, fields) in enumerate(rows):
        starts &= {k - i for k, (f, _) in enumerate(fields) if f == "=" and k >= i}
        if not starts:
            return False
    start = min(starts)
    if len(starts) != 1 or not all(
        len(fields) >= start + n and all(_cell_of_games(f) or f == "=" for f, _ in fields[start : start + n])
        for _, fields in rows
    ):
        return False
    for i, (_, fields) in enumerate(rows):
        fields[start + i] = ("×", fields[start + i][1])
    return True


_GRID_FF = re.compile(r"^([10]|½|0?[.,]5|1/2)\s*ff$", re.IGNORECASE)
"""SWAR's grid cell of a game won or lost by forfeit, ``1ff``, ``0ff``, or not played for half a point
each, ``½ff`` (a half-point bye for each: :meth:`EventBuilder.put`)."""

_FF_RESULT = {"1": Result.FORFEIT_WIN, "0": Result.FORFEIT_LOSS}


def _grid_fit(a: Result, b: Result) -> bool:
    """:func:`results_fit`, and two half points without a game (``½ff`` both ways)."""
    return results_fit(a, b) or a is b is Result.HALF_BYE


_UNPLAYED_DOT = re.compile(r"(?<![0-9])\.|\.(?![0-9])")
"""A dot in a cell of several games that is no decimal point: a game not played yet (ChessBase's text
crosstable of a double round robin in progress, ``=.`` a draw and the second game to come)."""


_HALF_WRITTEN = re.compile(r"(?<![\d/])1/2(?![\d/])")
"""Half a point written as a fraction (``1/2``: a spreadsheet's cell), not part of a date."""


def _results(cell: str) -> list[Result] | None:
    if cell in ("", ".", "·"):
        return []
    if "/" in cell:
        cell = _HALF_WRITTEN.sub("½", cell)
    if (ff := _GRID_FF.match(cell)) is not None:
        return [_FF_RESULT.get(ff.group(1), Result.HALF_BYE)]
    if _LETTERS.match(cell):
        return [_LETTER_RESULT[c] for c in cell.casefold()]
    cell = "".join(cell.split())  # the two games of a double round robin, a blank between (``½ 1``)
    if len(cell) > 1 and "." in cell:  # ChessBase's game not played yet: ``=.``, ``1.`` (not 0.5's point)
        cell = _UNPLAYED_DOT.sub("", cell)
    if not _GAME.match(cell):
        return None
    out = []
    for token in _ONE.findall(cell):
        if token == "+":
            out.append(Result.FORFEIT_WIN)
        elif token == "-":
            out.append(Result.FORFEIT_LOSS)
        else:
            v = point_value(token)
            out.append(Result.WIN if v == 1 else Result.LOSS if v == 0 else Result.DRAW)
    return out


Fields = list[tuple[str, int]]


@dataclass
class _Grid:
    """One grid of the text: the numbered rows, the title lines before them, the header line (with bare
    numbers 1 2 …), the empty diagonal cells read as the diagonal (:func:`_empty_diagonal`), the line
    where the next grid of the text begins (0 when none follows), the rows numbered as a shared place
    (:func:`_shared_place`) and the diagonal cells put back (:func:`_dropped_diagonal`)."""

    rows: list[tuple[int, Fields]]
    titles: list[tuple[int, str]]
    header: tuple[int, Fields, bool] | None
    filled: list[tuple[int, int]]
    after: int
    shared: list[tuple[int, int]]
    lost: list[tuple[int, int]]
    """The diagonal's cells put back where a text split on blanks lost them (:func:`_dropped_diagonal`)."""
    unnumbered: list[tuple[int, int]]
    """The rows written without their numbers, numbered by their places (:func:`_unnumbered_row`)."""


def _table(text: str, delimiter: str | None = None, first: int = 1) -> _Grid:
    """The grid of the text that begins at line ``first``."""
    rows: list[tuple[int, Fields]] = []
    titles: list[tuple[int, str]] = []
    header: tuple[int, Fields, bool] | None = None
    after = 0
    shared: list[tuple[int, int]] = []
    unnumbered: list[tuple[int, int]] = []
    for lineno, fields, kind, said in _lines(text, delimiter, first):
        if kind == "row":
            rows.append((lineno, fields))
            if said:
                (shared if said == "shared" else unnumbered).append((lineno, fields[0][1]))
        elif kind == "header":
            header = (lineno, fields, bool(said))
        elif kind == "next":
            after = lineno
        else:
            titles.append((lineno, said))
    _dash_diagonal(rows) or _equals_diagonal(rows)
    filled = _empty_diagonal(rows, header)
    lost = [] if filled else _dropped_diagonal(rows, header)
    return _Grid(rows, titles, header, filled, after, shared, lost, unnumbered)


def _piped_rows(lines: list[str]) -> bool:
    """Whether a grid's numbered rows are cells joined by ``|`` without one before the first (a page
    store's ``1 | Vera Menchik | - | 1 1 | 1 1 | 8 |``): split on ``|``, so that a cell holding a pair's
    two games (``1 1``) is one cell, not two."""
    numbered = [line for line in lines[:400] if re.match(r"^\s*\d{1,3}\.?\s*\|", line)]
    return len(numbered) >= 2 and all(
        line.count("|") >= 3 and line.rstrip().endswith("|") for line in numbered
    )


def _lines(text: str, delimiter: str | None = None, first: int = 1) -> Iterator[tuple[int, Fields, str, str]]:
    """The lines of :func:`_table` one by one as they are split, from line ``first``: (line, fields,
    ``row``, ""), the header once before the rows (line, fields, ``header``, "1" when split on the
    delimiter else "", its ``#1`` read as ``1``) and the title lines before both (line, fields,
    ``title``, the line). A row ``1`` after lines that are no rows begins another grid: the lines end
    there, with (the first of those lines, [], ``next``, "")."""
    lines = text_lines(text)
    d = detect_delimiter(lines) if delimiter is None else delimiter
    if d == "" and delimiter is None and _piped_rows(lines):
        d = "|"
    rows = header = False
    gap = above = unnumbered = 0
    for lineno, line in enumerate(lines, 1):
        if (
            lineno < first
            or not line.strip()
            or not line.strip(d + " ")
            or (d == "|" and markdown_rule(line))
            or _RULE.fullmatch(line.strip()) is not None
        ):
            continue
        if d and d not in line and not rows and not header:  # a title line above a delimited grid, even one
            yield lineno, [], "title", line.strip()  # that starts with a number ('11 runder i perioden …')
            continue
        fields = split_fields(line.rstrip(), d)
        tied = (_TIED_PLACE.match(fields[0][0]) or SHARED_PLACE.match(fields[0][0])) if fields else None
        if tied is not None:  # '=1 Kramnik', '7-8 Spielmann': a place shared, the rows then numbered in
            fields = [(tied.group(1) or tied.group(2), fields[0][1]), *fields[1:]]  # their order
        shared = bool(d and rows and not gap and above and _shared_place(fields))
        if shared:
            fields = [(str(above + 1), fields[0][1]), *fields[1:]]
        if not rows and not header and _bare_numbers(fields):  # the columns numbered, no other heading
            header = True
            yield lineno, fields, "header", "1" if bool(d) and d in line else ""
            continue
        if not rows and not header and _tens_line(fields):
            yield lineno, fields, "title", line.strip()
            continue
        if not rows and not header and fields[:1] and fields[0][0] in ("1", "01") and not marks_of(fields):
            heads = _numbered(fields)  # the columns numbered from the line's start, the totals' after
            if _columns_numbered(heads) >= 3:
                header = True
                yield lineno, heads, "header", "1" if bool(d) and d in line else ""
                continue
        if fields and re.match(r"^\d+\.?$", fields[0][0]):
            if gap and fields[0][0].rstrip(".") == "1":
                yield gap, [], "next", ""
                return
            if gap and int(fields[0][0].rstrip(".")) != above + 1:
                return  # after lines that are no rows, a number that goes on from none ('2015 – 2016')
            rows = True
            above = int(fields[0][0].rstrip("."))
            yield lineno, fields, "row", "shared" if shared else ""
        elif not d and not gap and (not rows or unnumbered) and _unnumbered_row(fields, unnumbered + 1):
            rows = True
            unnumbered = above = unnumbered + 1  # numbered by its place, as its diagonal says
            yield lineno, [(str(unnumbered), fields[0][1]), *fields], "row", "unnumbered"
        elif rows:
            gap = gap or lineno
        elif not header and _columns_numbered(_numbered(fields)):
            header = True
            yield lineno, _numbered(fields), "header", "1" if bool(d) and d in line else ""
        elif not header:
            yield lineno, fields, "title", line.strip()


def _unnumbered_row(fields: Fields, k: int) -> bool:
    """A grid's ``k``-th row written without its number (chessgames.com's crosstables: ``Lasker ******
    11=01= 00=1== 1=11=1 11.5``): a name, then cells of which the ``k``-th is the row's one diagonal
    mark. (In a text split on blanks only: a table with separators whose rows have no numbers, a club's
    sheet with the names as column heads, is read by its content.)"""
    marks = marks_of(fields)
    if len(marks) != 1 or not fields or not any(ch.isalpha() for ch in fields[0][0]):
        return False
    start = next((j for j, (f, _) in enumerate(fields) if _GAME.match(f) or j == marks[0]), len(fields))
    after = fields[marks[0] + 1 : marks[0] + 2]
    return (
        start > 0
        and marks[0] - start == k - 1
        and all(_GAME.match(f) or j == marks[0] for j, (f, _) in enumerate(fields[start : marks[0]], start))
        and sum(1 for f, _ in fields if _GAME.match(f)) >= 2  # a row's games, not a sentence's "XX"
        and all(_GAME.match(f) or point_value(f) is not None for f, _ in after)  # a game, or the total
    )


def _bare_numbers(fields: Fields) -> bool:
    """A header that numbers the grid's columns and says nothing else (``1 2 3 4 5 6 7 8`` above rows
    ``1. Carlsen, Magnus NOR 2872 ·· == 10 …``): not the grid's first row."""
    return len(fields) >= 2 and [f for f, _ in fields] == [str(k) for k in range(1, len(fields) + 1)]


def _shared_place(fields: Fields) -> bool:
    """A delimited row whose number is left empty, right after a numbered row: a ranking grid numbered by
    place leaves blank a place shared with the row above (a club's exports: ``,Geert Verrijken,0,XX,1``).
    Its number is the next one, the column the grid gives it (:func:`_lines`); a note says so."""
    return (
        len(fields) > 2
        and not fields[0][0]
        and any(ch.isalpha() for ch in fields[1][0])
        and (len(marks_of(fields)) == 1)
    )


def _numbered(fields: Fields) -> Fields:
    """A header's fields, its grid columns numbered ``#1 #2 …`` read as ``1 2 …``, or by their units
    digit only from the tenth on (``1 … 9 0 1 2``, a typed grid of more than nine players): ``10 11 12``."""
    fields = [(f[1:] if _COLUMN_NUMBER.fullmatch(f) else f, c) for f, c in fields]
    fields = [(f.lstrip("0") if _PADDED.fullmatch(f) else f, c) for f, c in fields]  # 01 02 … 14
    first = next((k for k, (f, _) in enumerate(fields) if f == "1"), None)
    if first is None or first > 1:
        return fields
    run = 0
    while first + run < len(fields) and fields[first + run][0] == str((run + 1) % 10):
        run += 1
    if run < 10:
        return fields
    numbered = range(first, first + run)
    return [(str(k - first + 1), c) if k in numbered else (f, c) for k, (f, c) in enumerate(fields)]


def _tens_line(fields: Fields) -> bool:
    """A line of single digits that do not go down, above a header numbering the columns by their units
    digit (chessgames.com's crosstables: ``1 1 1 … 2 2 2`` over ``1 2 … 9 0 1 2``): the tens, no row."""
    digits = [f for f, _ in fields]
    return (
        len(digits) >= 2
        and all(len(d) == 1 and d.isdigit() for d in digits)
        and digits == sorted(digits)
        and digits[0] != "0"
    )


def _empty_diagonal(
    rows: list[tuple[int, Fields]], header: tuple[int, Fields, bool] | None
) -> list[tuple[int, int]]:
    """A delimited export whose header numbers the grid's columns ``1 2 … n`` (n rows) may leave the
    diagonal empty (chess-results' ``;`` export: ``1;GM;Voss Karl;2480;GER;;½;1``): in a row without a
    diagonal mark, the empty field under its own number becomes ``×``. Where each such cell is."""
    if header is None or not header[2]:
        return []
    heads = [f for f, _ in header[1]]
    numbers = [k for k, f in enumerate(heads) if f.isascii() and f.isdecimal()]
    first = numbers[0] if numbers else 0
    if [heads[k] for k in numbers[: len(rows)]] != [str(n) for n in range(1, len(rows) + 1)] or numbers[
        : len(rows)
    ] != list(range(first, first + len(rows))):
        return []
    filled: list[tuple[int, int]] = []
    for i, (lineno, fields) in enumerate(rows):
        k = first + i
        if len(fields) == len(heads) and not fields[k][0] and not any(f in _DIAGONAL for f, _ in fields):
            fields[k] = ("×", fields[k][1])
            filled.append((lineno, fields[k][1]))
    return filled


def _dropped_diagonal(
    rows: list[tuple[int, Fields]], header: tuple[int, Fields, bool] | None
) -> list[tuple[int, int]]:
    """A grid split on blanks whose header numbers its columns ``1 2 … n`` (n rows) and whose diagonal is
    empty: the empty cell leaves no field (Wikipedia's grey diagonal, copied as text: ``1 Пётр
    Романовский 0 1 1 ½ …``), so each row holds n - 1 games after its name. The diagonal is put back
    before row k's k-th game, when no row has a diagonal mark and every row has n - 1 games in a row
    after its name. Where each such cell is."""
    n = len(rows)
    if header is None or n < 3 or _columns_numbered(header[1]) != n:
        return []
    if any(marks_of(fields) for _, fields in rows):
        return []
    places: list[int] = []
    for _, fields in rows:
        start = _games_after_name(fields, n - 1)
        if start is None:
            return []
        places.append(start)
    filled: list[tuple[int, int]] = []
    for k, ((lineno, fields), start) in enumerate(zip(rows, places, strict=True)):
        at = start + k
        column = fields[at][1] if at < len(fields) else fields[-1][1] + len(fields[-1][0]) + 1
        fields.insert(at, ("×", column))
        filled.append((lineno, column))
    return filled


def _columns_numbered(heads: Fields) -> int:
    """How many columns a header numbers ``1 2 … n`` in order (0 when its numbers are not so): its
    numbers from the first ``1`` on, one other number before it at most (a year in the title over the
    names' column: ``Petersburg 1914 1 2 3 …``) and two after (the event's totals)."""
    numbers = [f for f, _ in heads if f.isascii() and f.isdecimal()]
    first = numbers.index("1") if "1" in numbers else len(numbers)
    count = next((k for k, f in enumerate(numbers[first:]) if f != str(k + 1)), len(numbers) - first)
    return count if count >= 2 and first <= 1 and len(numbers) <= first + count + 2 else 0


def _games_after_name(fields: Fields, games: int) -> int | None:
    """Where a run of ``games`` game cells starts after a row's name (its last field with a letter),
    None when the row has none."""
    named = max((k for k, (f, _) in enumerate(fields) if any(ch.isalpha() for ch in f)), default=0)
    if named == 0:
        return None
    return next(
        (
            j
            for j in range(named + 1, len(fields) - games + 1)
            if all(_GAME.match(f) for f, _ in fields[j : j + games])
        ),
        None,
    )


def _rows(text: str) -> list[tuple[int, Fields]]:
    return _table(text).rows


def looks_like_grid(text: str, suffix: str = "") -> bool:
    """True when the numbered rows each have exactly one diagonal mark (``×``, ``x``, ``*``, ``**``)."""
    return not grid_refusal(text)


def grid_refusal(text: str) -> str:
    """Why the text does not look like a round-robin grid ("" when it does). Read line by line up to the
    second row and the first row without one diagonal mark, when no delimited header can fill empty
    diagonal cells (:func:`_empty_diagonal`, which needs every row): a crosstable is refused at its
    first rows, not after the whole text is split."""
    count, first_bad, numbered = 0, None, 0
    for lineno, fields, kind, said in _lines(text):
        if kind == "header" and said:
            return _refusal(_rows(text))  # the rows decide the diagonal together
        if kind == "header":
            numbered = _columns_numbered(fields)
        if kind != "row":
            continue
        count += 1
        if first_bad is None:
            marks = len(marks_of(fields))
            if not marks and numbered and _games_after_name(fields, numbered - 1) is not None:
                return _refusal(_rows(text))  # a diagonal left out of the text: the rows decide together
            if not marks and any(f in _DASH_MARKS for f, _ in fields):
                return _refusal(_rows(text))  # a dash on the diagonal (or a forfeit): the rows decide
            if marks != 1:
                first_bad = f"line {lineno}: {marks} diagonal marks (× x * **), one needed in each row"
        if count >= 2 and first_bad is not None:
            return first_bad
    return f"{count} numbered row(s) (2 needed)" if count < 2 else ""


def _refusal(rows: list[tuple[int, Fields]]) -> str:
    """Why these rows are no grid ("" when they are one)."""
    if len(rows) < 2:
        return f"{len(rows)} numbered row(s) (2 needed)"
    for lineno, fields in rows:
        marks = len(marks_of(fields))
        if marks != 1:
            return f"line {lineno}: {marks} diagonal marks (× x * **), one needed in each row"
    return ""


def read_grid(
    text: str, options: ReadOptions = DEFAULT_OPTIONS, *, delimiter: str | None = None
) -> Tournament:
    """Read a round-robin grid into a :class:`Tournament` (pairing system: round robin).

    :raises ParseError: for a row without its diagonal mark, an unreadable cell or two cells that
        contradict each other.
    """
    b = EventBuilder(options.source, options.limits)
    table = _table(text, delimiter)
    if table.after:
        table = _one_of_several(b, text, delimiter, table, options)
    rows, titles, header, filled = table.rows, table.titles, table.header, table.filled
    n = len(rows)
    if n < 2:
        raise b.error("no grid rows found (a row starts with a number)")
    if filled:
        b.warn(
            f"{len(filled)} empty cell(s) on the diagonal (the player's own column under its number in "
            "the header) read as the diagonal, as chess-results exports leave it (the first here)",
            *filled[0],
            severity=Severity.INFO,
        )
    if table.unnumbered:
        b.warn(
            f"the {len(table.unnumbered)} rows have no numbers: each is numbered by its place, the column of "
            "its diagonal mark (the first here)",
            *table.unnumbered[0],
            severity=Severity.INFO,
        )
    if table.lost:
        b.warn(
            f"the {len(table.lost)} rows hold one game fewer than the grid's columns, after each name: the "
            "diagonal's cells, empty, were lost (a text split on blanks, or a copy that drops empty cells); "
            "each row's own column is put back before its game against the next number (the first here)",
            *table.lost[0],
            severity=Severity.INFO,
        )
    if table.shared:
        b.warn(
            f"{len(table.shared)} row(s) without a number (a place shared with the row above, left blank) "
            "read as the next number, the grid column in the row's order (the first here)",
            *table.shared[0],
            severity=Severity.INFO,
        )
    rows, places = _numbered_by_order(b, rows)
    bye_at = _bye_column(b, header)
    spans, titles = _header_spans(b, header, titles, n, bye_at)
    points_first = header is not None and _points_before_grid(header[1])
    points_at = _points_after_grid(header[1]) if header is not None and header[2] else None
    headed = _headed(header)
    name = event_name(b, titles)
    grid = [
        _grid_row(b, i, lineno, fields, n, spans, points_first, points_at, bye_at, headed)
        for i, (lineno, fields) in enumerate(rows)
    ]
    if _crossed(grid):
        b.warn(
            "the two games of each cell fit the other side's only crossed (the first with its second): "
            "each cell read as the game with White, then the game with Black",
            rows[0][0],
            grid[0][1][1] if n > 1 else rows[0][1][0][1],
            severity=Severity.INFO,
        )
    for i, place in enumerate(places):
        b.players[str(i)].declared_rank = place
    _check_both_sides(b, rows, grid)
    grid = [[([x for x in games if x is not Result.UNKNOWN], col) for games, col in row] for row in grid]
    _some_point(b, rows, grid)
    cycles = max(len(c) for row in grid for c, _ in row)
    swiss = _swiss_title(titles)
    if swiss is not None and cycles == 1:
        return _swiss_grid(b, name, rows, grid, titles, swiss)
    byes = _byes(b, rows, n, cycles, bye_at)
    rounds = _place_by_circle(b, rows, grid, cycles, byes)
    b.warn(
        "a grid gives no rounds or colours: games were placed in rounds by the circle method and read "
        "without colours (round-dependent tie-breaks such as PS reflect that; BPG and BWG are unknown)",
        rows[0][0],
        rows[0][1][0][1],
    )
    return b.build(name, rounds=rounds, pairing=PairingSystem.ROUND_ROBIN, pairing_source="grid")


def _numbered_by_order(
    b: EventBuilder, rows: list[tuple[int, Fields]]
) -> tuple[list[tuple[int, Fields]], list[int]]:
    """The rows numbered by their order when their numbers repeat one another but each row's diagonal
    mark stands in the column of its place in the grid (a club's grid numbered by the final places, a
    place shared printed twice: ``2 | Chidera Aguike``, ``2 | Matthias Groth``): the printed numbers are
    the places, given back to be published; the rows and no places otherwise."""
    numbers = [f[0][0].rstrip(".") for _, f in rows]
    if len(set(numbers)) == len(numbers):
        return rows, []
    marks = [marks_of(f) for _, f in rows]
    if any(len(m) != 1 for m in marks) or len({m[0] - i for i, m in enumerate(marks)}) != 1:
        return rows, []
    twice = ", ".join(dict.fromkeys(n for n in numbers if numbers.count(n) > 1))
    b.warn(
        f"the first column repeats a number ({twice}): "
        "it gives the places (a place shared printed twice), so the rows are numbered by their order, the "
        "column of their diagonal mark, and the places read as published",
        rows[0][0],
        rows[0][1][0][1],
        severity=Severity.INFO,
    )
    renumbered = [(line, [(str(i + 1), f[0][1]), *f[1:]]) for i, (line, f) in enumerate(rows)]
    return renumbered, [int(n) for n in numbers]


def _one_of_several(
    b: EventBuilder, text: str, delimiter: str | None, first: _Grid, options: ReadOptions
) -> _Grid:
    """The grid to read of a text that holds several (``first``: the first of them): the one
    ``--columns group=N`` names (its number, or a word of its label), else the first with a warning
    that names them all; a note says which was read (:data:`groups.GROUP_READ`).

    :raises ParseError: when the group chosen names none of them, or several."""
    grids, choice = _chosen(text, delimiter, first, options)
    if choice is None:
        return first
    chosen = grids[choice.index]
    where = chosen.rows[0] if chosen.rows else (1, [("", 1)])
    if choice.several is not None:
        b.warn(choice.several, where[0], where[1][0][1])
    b.warn(choice.read, where[0], where[1][0][1], Severity.INFO)
    return chosen


def _chosen(
    text: str, delimiter: str | None, first: _Grid, options: ReadOptions
) -> tuple[list[_Grid], EventChoice | None]:
    """The grids of a text from ``first`` on, and the choice of one (``--columns group=N``, else the
    first); no choice when the text holds one grid.

    :raises ParseError: when the group chosen names none of them, or several."""
    from .groups import choose_event

    every = [first]
    while every[-1].after and len(every) < 1000:
        every.append(_table(text, delimiter, every[-1].after))
    grids = [first, *(g for g in every[1:] if not _refusal(g.rows))]  # not a ranking numbered below
    if len(grids) == 1:
        return grids, None
    labels = [_label(g, k) for k, g in enumerate(grids)]
    listed = "; ".join(
        f"{k}{' ' + repr(label) if label else ''}: {len(g.rows)} players"
        for k, (g, label) in enumerate(zip(grids, labels, strict=True), start=1)
    )
    wanted = options.columns.group if options.columns is not None else None
    return grids, choose_event(wanted, labels, listed, options.source, [len(g.rows) for g in grids])


DROPPED_CELLS = "empty cells (games not played) seem to have been dropped"
"""What the grid reader says of a grid whose rows lost their empty cells (a page's copy)."""


def first_grid_span(text: str) -> tuple[int, int] | None:
    """The first and last line of the text's first grid (its header, else its first row, to its last row),
    None when it has no grid."""
    g = _table(text)
    if not g.rows:
        return None
    return (g.header[0] if g.header is not None else g.rows[0][0]), g.rows[-1][0]


def grid_lines(text: str, options: ReadOptions) -> tuple[int, int] | None:
    """The first and last line of the grid :func:`read_grid` reads of a text that holds several (its
    heading row, a title line of cells above the rows, or its first row, to its last row), so that the
    published table `tiebreak check` compares is that grid's; None when the text holds one grid or none.

    :raises ParseError: when the group chosen names none of the grids, or several."""
    if _tables_only(text) or not any(kind == "next" for _, _, kind, _ in _lines(text)):
        return None  # one grid or none: its lines split, its diagonal not looked at
    first = _table(text)
    if not first.after or not first.rows:
        return None
    grids, choice = _chosen(text, None, first, options)
    if choice is None:
        return None
    g = grids[choice.index]
    headed = [line for line, t in g.titles if "|" in t or "\t" in t]  # a heading row no grid header reads
    start = g.header[0] if g.header is not None else (headed[-1] if headed else g.rows[0][0])
    return start, g.rows[-1][0]


def _tables_only(text: str) -> bool:
    """A web page whose tables are all in markup (``<table>``, no ``<pre>`` block): its lines are no
    text grid's (a page of grids is read by its tables, :mod:`tiebreak.readers.content`)."""
    from .webpage import looks_like_html

    lowered = text.lower()
    return "<table" in lowered and "<pre" not in lowered and looks_like_html(text)


def _label(grid: _Grid, k: int) -> str:
    """What the text calls a grid of several: of its title lines, the short ones that are no row of
    headings (a heading, not a paragraph about the group before it, nor ``Platz | Name | JB | CA …``),
    else all: the one right above the first grid (a page's title stands above it), the first after the
    grid before the others."""
    short = [t for _, t in grid.titles if len(t) <= _LABEL_LONGEST and "|" not in t and "\t" not in t]
    titles = short or [t for _, t in grid.titles]
    return titles[-1 if k == 0 else 0][:80] if titles else ""


_LABEL_LONGEST = 40
"""The longest title line taken for a grid's label (a heading, not a sentence)."""


def _points_before_grid(fields: Fields) -> bool:
    """Whether the header's heading just before the grid's numbers is the points' (``Total #1 #2 …``)."""
    first = next((k for k, (f, _) in enumerate(fields) if f == "1"), 0)
    return first > 0 and classify(fields[first - 1][0]) == "points"


def _points_after_grid(fields: Fields) -> int | None:
    """The field of a delimited header's points heading after the grid's numbers, when others stand
    between (``1 … 7 # totaal``: the games played, then the points); None when the points come first
    after the grid, or there is no points heading."""
    heads = [f for f, _ in fields]
    numbers = [k for k, f in enumerate(heads) if f.isdecimal()]
    after = numbers[-1] + 1 if numbers else len(heads)
    games = games_columns(heads)
    points = [k for k in range(after, len(heads)) if k not in games and classify(heads[k]) == "points"]
    return points[0] if points and points[0] > after else None


GridCell = tuple[list[Result], int]
"""The results one row gives against one column (two in a double round robin) and the cell's column."""


def _bye_column(b: EventBuilder, header: tuple[int, Fields, bool] | None) -> int | None:
    """Where the grid's bye column stands among the fields after its cells (0: the first after them):
    the header's heading of a bye word after the grid's numbers (:func:`bye_columns`); None when there
    is none.

    :raises ParseError: for two such columns."""
    if header is None:
        return None
    heads = [f for f, _ in header[1]]
    found = sorted(bye_columns(heads))
    numbers = [k for k, f in enumerate(heads) if f.isascii() and f.isdecimal()]
    if not found or not numbers:
        return None
    if len(found) > 1:
        raise b.error(
            f"{len(found)} bye columns ({', '.join(repr(heads[k]) for k in found)}): one column gives each "
            "row's points for its round without an opponent",
            header[0],
            header[1][found[1]][1],
        )
    return found[0] - numbers[-1] - 1 if found[0] > numbers[-1] else None


def _header_spans(
    b: EventBuilder,
    header: tuple[int, Fields, bool] | None,
    titles: list[tuple[int, str]],
    n: int,
    bye_at: int | None = None,
) -> tuple[list[tuple[int, int, str]], list[tuple[int, str]]]:
    """The header's headings checked as a crosstable's (:func:`check_headings`), the bye column
    (:func:`_bye_column`) aside: the column spans they give, and the title lines (a header that is no
    header, by those checks, is one more title)."""
    if header is None:
        return [], titles
    fields = header[1]
    if bye_at is not None:
        last = max(k for k, (f, _) in enumerate(fields) if f.isascii() and f.isdecimal())
        fields = [x for k, x in enumerate(fields) if k != last + 1 + bye_at]
    checked = check_headings(b, header[0], fields, opponents=n, delimited=header[2])
    if checked is None:
        return [], sorted([*titles, (header[0], " ".join(f for f, _ in header[1]))])
    return checked, titles


def _grid_row(
    b: EventBuilder,
    i: int,
    lineno: int,
    fields: Fields,
    n: int,
    spans: list[tuple[int, int, str]],
    points_first: bool = False,
    points_at: int | None = None,
    bye_at: int | None = None,
    headed: int | None = None,
) -> list[GridCell]:
    """Row ``i`` of the grid: its player (registered with ``b`` under ``str(i)``) and its ``n`` cells,
    the diagonal in column ``i`` of the grid; its points after the cells (the bye column ``bye_at``
    aside), or just before them when ``points_first`` (the header's points heading stands before the
    grid's numbers), or in field ``points_at`` (a delimited header's points heading after other
    columns); ``headed``: how many fields between the number and the grid a delimited header heads."""
    diag = marks_of(fields)
    if len(diag) != 1:
        raise b.error("expected exactly one diagonal mark (× x *) in the row", lineno, fields[0][1])
    start = diag[0] - i
    head = [f for f, _ in outside_spans(b, [(f, c) for f, c in fields[1:start] if f], spans, lineno)]
    cells = fields[start : start + n]
    if start < 1 or len(cells) < n:
        raise b.error(
            f"expected {n} grid cells with the diagonal mark in column {i + 1} of the grid",
            lineno,
            fields[diag[0]][1],
        )
    total = next((k for k, (f, _) in enumerate(cells) if _total(f)), None)
    if total is not None:
        raise b.error(
            f"row {i + 1} has {total} cell(s) before its total {cells[total][0]!r} where the grid has {n} "
            f"columns: {DROPPED_CELLS}, so the cells no longer stand "
            "under their opponents' numbers; give the grid with its empty cells kept (tabs, ';' or '|' "
            "between the cells)",
            lineno,
            cells[total][1],
        )
    before = point_value(head[-1]) if points_first and head else None
    if before is not None:
        head = head[:-1]
    draft = _player(b, lineno, fields, head, start, headed)
    tail = [f for k, (f, _) in enumerate(fields[start + n :]) if f and k != bye_at]
    if points_at is not None and points_at < len(fields):
        tail = [fields[points_at][0]]
    draft.declared_points = total_value(tail[0]) if tail else before
    b.player(str(i), draft)
    return [
        ([], col) if k == i else (_cell_results(b, lineno, cell, col), col)
        for k, (cell, col) in enumerate(cells)
    ]


def _player(
    b: EventBuilder, lineno: int, fields: Fields, head: list[str], start: int, headed: int | None = None
) -> PlayerDraft:
    """The player of a row from the fields before the grid (``head``): a rating (3 or 4 digits), a
    title (said in a note), a federation (3 capitals), a bare number (the player's number beside the
    name: Vega's block under it, copied as a cell of its own), a word after the name under no heading of
    a delimited header (:func:`_unheaded`); the rest is the name."""
    club = _club_after_rating(head) | _unheaded(head, headed)
    lettered = {  # ChessBase's title letter between the name and the federation (``Anand, V g IND 2792``)
        k
        for k, f in enumerate(head)
        if 0 < k < len(head) - 1
        and f in TITLE_LETTERS
        and (_FED.match(head[k + 1]) or _RATING.match(head[k + 1]))
    }
    name_parts = [
        f
        for k, f in enumerate(head)
        if k not in club
        and k not in lettered
        and not (_RATING.match(f) or _FED.match(f) or f.upper() in TITLES or f.rstrip(".").isdecimal())
    ]
    sno = int(fields[0][0].rstrip("."))
    if club:
        b.warn(
            club_note([head[k] for k in sorted(club)]),
            lineno,
            fields[1][1] if len(fields) > 1 else None,
            severity=Severity.INFO,
            once="club",
        )
    name = " ".join(name_parts)
    name = name.rstrip(",").rstrip() or name  # SwissChess's and SwissPerfect's "Eisenbach,Markus,"
    if not any(ch.isalpha() for ch in name):  # the names lost (a page copied without its links)
        b.warn(
            "a row without a name (a page copied without its links): each such player is named by the "
            "number of the row",
            lineno,
            fields[0][1],
            severity=Severity.INFO,
            once="no name",
        )
        name = str(sno)
    draft = PlayerDraft(name, sno=sno, line=lineno)
    for k in lettered:
        draft.title = TITLE_LETTERS[head[k]]
        col = next((c for t, c in fields[1:start] if t == head[k]), None)
        b.warn(
            f"{head[k]!r} between a name and its federation or rating is read as ChessBase's title letter "
            f"({draft.title})",
            lineno,
            col,
            severity=Severity.INFO,
            once="title letter",
        )
    for f in head:
        if _RATING.match(f):
            draft.rating = rating_cell(b, f, lineno, next((c for t, c in fields[1:start] if t == f), 1))
        elif f.upper() in TITLES and len(name_parts) and not draft.title:
            draft.title = f.upper()
            col = next((c for t, c in fields[1:start] if t == f), None)
            b.warn(
                f"{f!r} next to a name is read as a title", lineno, col, severity=Severity.INFO, once="title"
            )
        elif _FED.match(f):
            draft.federation = f
    return draft


TITLE_LETTERS = {
    "g": "GM",
    "m": "IM",
    "f": "FM",
    "c": "CM",
    "wg": "WGM",
    "wm": "WIM",
    "wf": "WFM",
    "wc": "WCM",
}
"""ChessBase's letters for the titles in its text crosstables (``g`` a grandmaster, ``wm`` a woman IM)."""


def _headed(header: tuple[int, Fields, bool] | None) -> int | None:
    """How many of a row's fields between its number and the grid a delimited header heads (its fields
    before the grid's first column, less the one over the rows' numbers); None for a header split on
    blanks, or none."""
    if header is None or not header[2]:
        return None
    first = next((k for k, (f, _) in enumerate(header[1]) if f == "1"), None)
    return None if first is None else max(first - 1, 0)


def _unheaded(head: list[str], headed: int | None) -> set[int]:
    """Which of a delimited row's fields before the grid are words under no heading, after the name: the
    last of its words when the row has more fields there than the header heads (a page store drops an
    empty heading, the one over a column of flags and countries: ``# | Jugador | 1 | …`` over ``1 |
    Aleksandr Alekhin | França | …``), its name the first. None without two words."""
    if headed is None or len(head) <= headed:
        return set()
    words = [
        k
        for k, f in enumerate(head)
        if any(ch.isalpha() for ch in f) and not (_FED.match(f) or f.upper() in TITLES)
    ]
    if len(words) < 2:
        return set()
    return set(words[1:][-(len(head) - headed) :])


def _club_after_rating(head: list[str]) -> set[int]:
    """Which of the fields before the grid are a club written after the rating, with the name before it
    (``Steinbach, Wolfgang 1886 SG Solingen``: ``SG Solingen``): the words after the first rating that
    follows a word, other than federations and titles. None without a word both before and after it."""
    k = next((k for k, f in enumerate(head) if _RATING.match(f)), None)
    if k is None or not any(ch.isalpha() for f in head[:k] for ch in f):
        return set()
    return {
        j
        for j in range(k + 1, len(head))
        if any(ch.isalpha() for ch in head[j]) and not (_FED.match(head[j]) or head[j].upper() in TITLES)
    }


def _cell_results(b: EventBuilder, lineno: int, cell: str, col: int) -> list[Result]:
    """The results of a grid cell off the diagonal, a game still in play (``[8]``) left out with a note;
    an error for a cell that is not one."""
    running = RUNNING_GAME.search(cell) if "[" in cell else None
    if running is not None:
        b.warn(
            f"{running.group(0)!r} in a cell is a game still in play (its move number): read as not played "
            "yet, so the standings are those of the games finished",
            lineno,
            col,
            severity=Severity.INFO,
            once="running-game",
        )
        parts = [[Result.UNKNOWN] if RUNNING_GAME.fullmatch(x) else _results(x) for x in cell.split()]
        if all(p is not None for p in parts):  # each game's place kept, for its mirror (dropped after)
            return [r for p in parts if p is not None for r in p]
    res = _results(cell)
    if res is None:
        raise b.error(f"cannot read the grid cell {cell!r} (expected 1 0 ½ = + - or empty)", lineno, col)
    return res


def _crossed(grid: list[list[GridCell]]) -> bool:
    """Whether the two games of a double round robin's cells are written by colour, not by cycle
    (chessmail's ``1 ½`` against ``½ 0``: the game with White, then the one with Black, so that a
    cell's first game is its mirror's second): true when every pair of cells fits crossed and some
    pair does not fit straight. The cells below the diagonal are then put in the order of the ones
    above (their two games swapped), so that each cycle's games face each other."""
    n = len(grid)
    pairs = [(grid[i][j][0], grid[j][i][0]) for i in range(n) for j in range(i + 1, n)]
    if not pairs or any(len(a) != 2 or len(c) != 2 for a, c in pairs):
        return False
    straight = all(_grid_fit(a[0], c[0]) and _grid_fit(a[1], c[1]) for a, c in pairs)
    crossed = all(_grid_fit(a[0], c[1]) and _grid_fit(a[1], c[0]) for a, c in pairs)
    if straight or not crossed:
        return False
    for i in range(n):
        for j in range(i):
            cell, col = grid[i][j]
            grid[i][j] = ([cell[1], cell[0]], col)
    return True


_SCORING = Scoring()


def _some_point(b: EventBuilder, rows: list[tuple[int, Fields]], grid: list[list[GridCell]]) -> None:
    """Refuse a grid in which no cell gives anyone a point: every game lost by both sides, or not played
    (two lines of a club's list, ``1 - Ruhrgebiet - SF Brackel``, whose dashes read as forfeits): no
    event's grid, or one before its first game, and standings of it would all be nothing.

    :raises ParseError: naming the grid's first row."""
    if any(_SCORING.points(x.point_class) for row in grid for results, _ in row for x in results):
        return
    raise b.error(
        f"no cell of the grid's {len(rows)} rows gives anyone a point (every game lost by both sides or not "
        "played): not the grid of an event's games, or one before its first game",
        rows[0][0],
        rows[0][1][0][1],
    )


def _check_both_sides(b: EventBuilder, rows: list[tuple[int, Fields]], grid: list[list[GridCell]]) -> None:
    """Each cell against its mirror across the diagonal: as many results, each fitting the other's."""
    n = len(rows)
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            mine, col = grid[i][j]
            theirs = grid[j][i][0]
            if len(mine) != len(theirs):
                raise b.error(
                    f"{len(mine)} result(s) against row {j + 1}, but row {j + 1} has {len(theirs)}",
                    rows[i][0],
                    col,
                )
            for x, y in zip(mine, theirs, strict=True):
                if not _grid_fit(x, y):
                    raise b.error(
                        f"result {x.code!r} against row {j + 1} does not go with its {y.code!r}",
                        rows[i][0],
                        col,
                    )


def _byes(
    b: EventBuilder, rows: list[tuple[int, Fields]], n: int, cycles: int, bye_at: int | None
) -> dict[int, tuple[Result, int, int]]:
    """Each row's bye from the bye column (:func:`_bye_column`): the result of each of its rounds
    without an opponent (one a cycle in a round robin of an odd number), its points shared among them
    (1, a pairing-allocated bye; ½, a half-point bye; 0, empty, ``.`` or ``-``, none: the round stays
    unpaired), with the cell's line and column.

    :raises ParseError: for a cell that is no points, or points that fit no bye (more than 1 a bye, or a
        bye in a round robin of an even number, which has none)."""
    if bye_at is None:
        return {}
    byes: dict[int, tuple[Result, int, int]] = {}
    count = cycles if n % 2 else 0
    for i, (lineno, fields) in enumerate(rows):
        k = marks_of(fields)[0] - i + n + bye_at
        text, col = fields[k] if k < len(fields) else ("", fields[-1][1])
        value = point_value(text) if text not in ("", ".", "-", "–") else Fraction(0)
        if value is None:
            raise b.error(f"cannot read the bye's points {text!r} (expected 1, ½, 0 or nothing)", lineno, col)
        each = value / count if count else None
        result = {1: Result.PAB, Fraction(1, 2): Result.HALF_BYE}.get(each) if each is not None else None
        if value and result is None:
            raise b.error(
                f"a bye worth {text!r}, but "
                + (
                    f"the round robin of {n} gives each player {count} round(s) without an opponent, "
                    "each worth 1, ½ or 0"
                    if count
                    else f"a round robin of {n} (an even number) has no round without an opponent"
                ),
                lineno,
                col,
            )
        if result is not None:
            byes[i] = (result, lineno, col)
    return byes


def _place_by_circle(
    b: EventBuilder,
    rows: list[tuple[int, Fields]],
    grid: list[list[GridCell]],
    cycles: int,
    byes: dict[int, tuple[Result, int, int]] | None = None,
) -> int:
    """Put the games of a round robin of ``cycles`` cycles into rounds by the circle method
    (:func:`schedule`), each cycle after the other, and each row's bye (:func:`_byes`) in its rounds
    without an opponent; the number of rounds."""
    sched = schedule(len(rows))
    for cycle in range(cycles):
        for r, pairs in enumerate(sched):
            rnd = cycle * len(sched) + r + 1
            paired = {x for pair in pairs for x in pair}
            for i, (result, lineno, col) in (byes or {}).items():
                if i not in paired:
                    b.put(str(i), RoundEntry(rnd, None, Color.NONE, result), lineno, col)
            for a, c in pairs:
                res_a, col = grid[a][c]
                if cycle >= len(res_a):
                    continue
                ra, rc = res_a[cycle], grid[c][a][0][cycle]
                b.put(str(a), RoundEntry(rnd, -1 - c, Color.NONE, ra), rows[a][0], col)
                b.put(str(c), RoundEntry(rnd, -1 - a, Color.NONE, rc), rows[c][0], grid[c][a][1])
    return cycles * len(sched)


def _swiss_title(titles: list[tuple[int, str]]) -> tuple[int, str] | None:
    """The title line that names the grid a Swiss event's, if one does."""
    return next(((n, t) for n, t in titles if _SWISS.search(t)), None)


def rounds_for(games: list[tuple[int, int]], n: int, rounds: int) -> list[int] | None:
    """A round for each game, no player twice in a round, in ``rounds`` rounds; None when none was found.

    First a search in order: the games of the busiest players first, each in the first round free for
    both, a choice undone when a later game finds no round (:func:`_in_order`), at most
    :data:`_ORDER_STEPS` times. Where that search runs out (a full grid: every player in every round,
    which it took hours on), the rounds are filled one after the other (:func:`_filled_rounds`): in
    each, the players with as many games left as rounds left must play, and are matched first (each
    with the opponent who has the most games left, undoing a choice that leaves one of them no
    opponent); then the others, most games left first. A round filled so can leave the last rounds no
    placement (the games left make an odd cycle): the rounds are then filled again, the opponents taken
    in another order, at most :data:`_SPREAD_TRIES` times and :data:`_SPREAD_STEPS` choices in all. A
    grid gives no rounds, so any placement will do; the search is bounded rather than exhaustive."""
    got = _in_order(games, n, rounds)
    if got is not _RAN_OUT:
        return got if isinstance(got, list) else None
    budget = [_SPREAD_STEPS]
    for attempt in range(_SPREAD_TRIES):
        filled = _filled_rounds(games, n, rounds, attempt, budget)
        if filled is not None or budget[0] <= 0:
            return filled
    return None


_RAN_OUT = "ran out"


def _in_order(games: list[tuple[int, int]], n: int, rounds: int) -> list[int] | str | None:
    """The search in order of :func:`rounds_for`: the rounds found, None when there are none, or
    :data:`_RAN_OUT` after :data:`_ORDER_STEPS` choices undone."""
    degree = [0] * n
    for a, c in games:
        degree[a] += 1
        degree[c] += 1
    order = sorted(range(len(games)), key=lambda g: -max(degree[games[g][0]], degree[games[g][1]]))
    busy = [0] * n  # bit r: the player plays in round r
    got = [-1] * len(games)
    next_round = [0] * (len(order) + 1)
    k = undone = 0
    while 0 <= k < len(order):
        g = order[k]
        a, c = games[g]
        if got[g] >= 0:  # back here: free the round tried, try the next
            busy[a] &= ~(1 << got[g])
            busy[c] &= ~(1 << got[g])
            got[g] = -1
        r = next_round[k]
        while r < rounds and (busy[a] | busy[c]) >> r & 1:
            r += 1
        if r < rounds:
            busy[a] |= 1 << r
            busy[c] |= 1 << r
            got[g], next_round[k] = r, r + 1
            k += 1
            next_round[k] = 0
            continue
        k -= 1
        undone += 1
        if undone > _ORDER_STEPS:
            return _RAN_OUT
    return got if k == len(order) else None


_ORDER_STEPS = 100_000
"""The most choices the search in order undoes before the rounds are filled one after the other."""


def _filled_rounds(
    games: list[tuple[int, int]], n: int, rounds: int, attempt: int, budget: list[int]
) -> list[int] | None:
    """One try of :func:`rounds_for`, the opponents of equal games left in the order ``attempt`` gives;
    ``budget``: the choices left, spent here."""
    left_of: list[dict[int, int]] = [{} for _ in range(n)]  # player -> {opponent: game}
    for k, (a, c) in enumerate(games):
        left_of[a][c] = k
        left_of[c][a] = k
    got = [-1] * len(games)
    spin = 2 * attempt + 1

    def preference(q: int) -> tuple[int, int]:
        return -len(left_of[q]), (q * spin + attempt) % max(n, 1)

    for r in range(rounds):
        rounds_left = rounds - r
        if any(len(o) > rounds_left for o in left_of):
            return None
        must = [p for p in range(n) if len(left_of[p]) == rounds_left]
        matched: dict[int, int] = {}
        stack: list[tuple[int, list[int]]] = []  # (must player, the opponents still to try)
        i = 0
        while i < len(must):
            p = must[i]
            if p in matched and not (stack and stack[-1][0] == p):
                i += 1
                continue
            if not stack or stack[-1][0] != p:
                stack.append((p, sorted((q for q in left_of[p] if q not in matched), key=preference)))
            p, options = stack[-1]
            if p in matched:  # a choice of p's undone: free its opponent
                del matched[matched.pop(p)]
            budget[0] -= 1
            if budget[0] <= 0:
                return None
            if options:
                q = options.pop(0)
                matched[p], matched[q] = q, p
                i += 1
                continue
            stack.pop()  # p has no opponent left: undo the choice before
            if not stack:
                return None
            i = must.index(stack[-1][0])
        for p in sorted(range(n), key=lambda p: -len(left_of[p])):
            if p not in matched:
                other = min((q for q in left_of[p] if q not in matched), key=preference, default=None)
                if other is not None:
                    matched[p], matched[other] = other, p
        for p, q in matched.items():
            if p < q:
                k = left_of[p].pop(q)
                del left_of[q][p]
                got[k] = r
    return got if all(k >= 0 for k in got) else None


_SPREAD_TRIES = 50
"""The most times a Swiss grid's rounds are filled again before one round more is tried."""
_SPREAD_STEPS = 50_000
"""The most choices made while a Swiss grid's games are spread over a number of rounds."""


def _swiss_grid(
    b: EventBuilder,
    name: str,
    rows: list[tuple[int, Fields]],
    grid: list[list[GridCell]],
    titles: list[tuple[int, str]],
    swiss: tuple[int, str],
) -> Tournament:
    """A Swiss event's grid: the players met only some of the others. The grid gives no rounds, so the
    games are spread over the fewest rounds that hold them (the rounds the title announces, else the
    most games a player played), no player twice in a round; a player left with fewer games than
    rounds is unpaired in the others, unless the points column counts a bye there (a point more: a
    pairing-allocated bye; half a point: a half-point bye), each said in a warning."""
    n = len(rows)
    games = [(i, j) for i in range(n) for j in range(i + 1, n) if grid[i][j][0]]
    rounds, placed = _spread(b, games, n, titles, swiss)
    b.warn(
        f"a Swiss event's grid (line {swiss[0]}: {swiss[1][:50]!r}) gives no rounds or colours: its "
        f"games were spread over {rounds} rounds, no player twice in a round, and read without colours "
        "(round- and colour-dependent tie-breaks such as PS, BPG, BWG reflect that)",
        rows[0][0],
        rows[0][1][0][1],
    )
    busy: list[set[int]] = [set() for _ in range(n)]
    for (a, c), r in zip(games, placed, strict=True):
        b.put(str(a), RoundEntry(r + 1, -1 - c, Color.NONE, grid[a][c][0][0]), rows[a][0], grid[a][c][1])
        b.put(str(c), RoundEntry(r + 1, -1 - a, Color.NONE, grid[c][a][0][0]), rows[c][0], grid[c][a][1])
        busy[a].add(r)
        busy[c].add(r)
    for i in range(n):
        free = [r for r in range(rounds) if r not in busy[i]]
        if free:
            _bye_from_points(b, i, rows, grid, free[-1] + 1)
    return b.build(name, rounds=rounds, pairing=PairingSystem.SWISS, pairing_source="grid title")


def _spread(
    b: EventBuilder,
    games: list[tuple[int, int]],
    n: int,
    titles: list[tuple[int, str]],
    swiss: tuple[int, str],
) -> tuple[int, list[int]]:
    """The number of rounds of a Swiss grid's games (the fewest, at least those the title announces or
    the most games a player played; a warning when more than announced) and the round of each game."""
    most = max((sum(1 for g in games if i in g) for i in range(n)), default=0)
    announced = next((rounds_announced(t) for _, t in titles if rounds_announced(t)), None)
    rounds = max(announced or most, most)
    placed = rounds_for(games, n, rounds)
    while placed is None:
        rounds += 1
        placed = rounds_for(games, n, rounds)
    if announced is not None and rounds != announced:
        b.warn(
            f"the title announces {announced} rounds; the grid's games were placed in {rounds}, no "
            "player twice in a round",
            swiss[0],
            1,
        )
    return rounds, placed


def _bye_from_points(
    b: EventBuilder, i: int, rows: list[tuple[int, Fields]], grid: list[list[GridCell]], rnd: int
) -> None:
    """Row ``i``'s bye in round ``rnd`` (a round without a game), when its points column counts one
    more point (a pairing-allocated bye) or half a point (a half-point bye) than its games; a warning."""
    declared = b.players[str(i)].declared_points
    if declared is None:
        return
    extra = declared - sum(grid[i][j][0][0].unit_result for j in range(len(rows)) if j != i and grid[i][j][0])
    bye = {1: Result.PAB, Fraction(1, 2): Result.HALF_BYE}.get(extra)
    if bye is not None:
        b.put(str(i), RoundEntry(rnd, None, Color.NONE, bye), rows[i][0], rows[i][1][0][1])
        b.warn(
            f"{b.players[str(i)].name}: the points column counts {extra} more than the games: read "
            f"as a {'pairing-allocated' if bye is Result.PAB else 'half-point'} bye in round "
            f"{rnd} (the grid does not say which round)",
            rows[i][0],
            rows[i][1][0][1],
        )
