"""Round cells split in three: the opponent's number, the colour and the result, each in a column.

Swiss-Manager's crosstable written out as cells (its "Final Ranking" exported with ``;`` between the
cells, or as a workbook) gives each round three columns under one heading, ``1.Rd.;;;``: the opponent's
starting number, the colour (``w``, ``b``; ``-`` where no game was played) and the result (``1``,
``0``, ``x`` for a half point, ``+`` and ``-`` a forfeit): ``81;b;1``, ``5;b;x``, ``149;-;+``; a round
without an opponent ``-;-;x`` (a half-point bye), ``-;-;1`` or ``-;-;0``. Its points write the half
point ``x`` too (``7x``: 7½).

Told by content: two runs or more side by side of three columns (a number or nothing, a colour letter or
nothing, a result) that every data row fills or leaves empty together, where most opponents' numbers
name a row whose cell of that round names the row back. :func:`joined_round_triples` writes each run as
one round cell the crosstable reader takes (``81b1``, ``5b½``, ``+F149``; a bye ``+``, ``-½``, ``-0``),
headed ``1.Rd``, ``2.Rd``, …, and a points column whose half points are ``x`` with ``½``; the table is
then read by content like any other, with a note.

>>> from tiebreak.readers.tables import Table, TableCell
>>> rows = [["Rank", "SNo.", "Name", "1.Rd.", "", "", "2.Rd.", "", "", "Pts"],
...         ["1", "2", "Anna", "3", "b", "1", "-", "-", "x", "1x"],
...         ["2", "1", "Bea", "-", "-", "1", "3", "w", "x", "1x"],
...         ["3", "3", "Cleo", "2", "w", "0", "1", "b", "x", "x"]]
>>> t = Table(tuple(tuple(TableCell(x, r + 1, c + 1) for c, x in enumerate(row))
...                 for r, row in enumerate(rows)), "csv", 1)
>>> [[c.text for c in row] for row in joined_round_triples(t).rows]  # doctest: +NORMALIZE_WHITESPACE
[['Rank', 'SNo.', 'Name', '1.Rd.', '2.Rd.', 'Pts'], ['1', '2', 'Anna', '3b1', '-½', '1½'],
 ['2', '1', 'Bea', '+', '3w½', '1½'], ['3', '3', 'Cleo', '2w0', '1b½', '½']]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from ._paircells import longest_run, round_runs
from .tables import Table, TableCell

__all__ = ["joined_round_triples"]

_NUMBER = re.compile(r"^\d{1,4}$")
_NONE = frozenset({"", "-", "–", "--"})
"""An opponent's or a colour's cell of a round without a game."""
_COLOURS = frozenset("wbsnzWBSNZ")
_RESULTS = {
    "1": 2,
    "+": 2,
    "0": 0,
    "-": 0,
    "x": 1,
    "X": 1,
    "½": 1,
    "=": 1,
    "0.5": 1,
    "0,5": 1,
    "1/2": 1,
}
"""A result cell and the half points it is worth (``+`` and ``-``: a forfeit won and lost)."""
_HALF_X = re.compile(r"^(\d{0,3})x$")
_MIN_ROUNDS = 2


def _text(row: tuple[TableCell, ...], i: int) -> str:
    return row[i].text.strip() if i < len(row) else ""


def _triple(row: tuple[TableCell, ...], i: int) -> bool | None:
    """Whether the row's columns ``i`` to ``i + 2`` hold a round (an opponent's number or nothing, a
    colour letter or nothing, a result); None when all three are empty."""
    a, b, c = _text(row, i), _text(row, i + 1), _text(row, i + 2)
    if not (a or b or c):
        return None
    if c not in _RESULTS or not (b in _NONE or (len(b) == 1 and b in _COLOURS)):
        return False
    if a in _NONE:
        return b in _NONE  # a bye: no opponent, no colour
    return bool(_NUMBER.match(a)) and (b not in _NONE or c in ("+", "-"))  # no colour: a forfeit only


def _runs(rows: list[tuple[TableCell, ...]], width: int) -> list[int] | None:
    """The first columns of the longest run of rounds (each three columns wide) that every row of
    ``rows`` fills or leaves empty together, where most rows fill each."""
    fits = []
    for i in range(width - 2):
        seen = [_triple(r, i) for r in rows]
        fits.append(False not in seen and 2 * sum(1 for s in seen if s) > len(rows))
    return longest_run(fits, 3, _MIN_ROUNDS)


def _places(rows: list[tuple[TableCell, ...]], run: list[int]) -> int | None:
    """The column before the run that numbers the rows by their places, ``1``, ``2``, … in order, a
    place shared with the row above left empty (Swiss-Manager's final ranking): its index, else None."""
    for col in range(run[0]):
        texts = [_text(r, col) for r in rows]
        filled = [(k, t) for k, t in enumerate(texts) if t]
        if texts[0] == "1" and 2 * len(filled) > len(texts) and all(t == str(k + 1) for k, t in filled):
            return col
    return None


def _ids(rows: list[tuple[TableCell, ...]], run: list[int]) -> tuple[int, bool] | None:
    """Of the columns of whole numbers before the run, the one by which most opponents' numbers name a
    row whose cell of that round names the row back, with the other colour and a result that goes with
    the row's (at least half of the games), and whether the numbers are the rows' places (a column of
    places whose shared ones are left empty: the opponents name the rows by their order); None when
    none does."""
    best: tuple[int, int, bool] | None = None
    places = _places(rows, run)
    for col in range(run[0]):
        ids = [_text(r, col) for r in rows]
        by_place = col == places
        if by_place:
            ids = [str(k + 1) for k in range(len(rows))]
        elif not all(_NUMBER.match(x) for x in ids) or len(set(ids)) != len(ids):
            continue
        index = {x: k for k, x in enumerate(ids)}
        games = back = 0
        for k, r in enumerate(rows):
            for i in run:
                j = index.get(_text(r, i))
                if not _NUMBER.match(_text(r, i)):
                    continue
                games += 1
                if j is None or _text(rows[j], i) != ids[k]:
                    continue
                mine, theirs = _text(r, i + 2), _text(rows[j], i + 2)
                if _text(r, i + 1) in _NONE or _RESULTS[mine] + _RESULTS[theirs] == 2:
                    back += 1
        if games and 2 * back >= games and (best is None or back > best[1]):
            best = (col, back, by_place)
    return (best[0], best[2]) if best is not None else None


def _black(rows: list[tuple[TableCell, ...]], run: list[int]) -> frozenset[str]:
    """The letters that mean Black: with ``w`` for White, any other (``b``, ``s``); without it, ``n``
    (Spanish and French ``b``/``n``, ``B``/``N``: blancas, negras)."""
    letters = {_text(r, i + 1).lower() for r in rows for i in run} - _NONE
    if "w" in letters:
        return frozenset(letters - {"w"})
    if "n" in letters:
        return frozenset({"n"})
    return frozenset(letters - {"w"})


def _numbers(rows: list[tuple[TableCell, ...]], run: list[int], places: int) -> int | None:
    """Beside a column of places, the column before the run of other whole numbers, each once (the
    starting numbers): its index, else None."""
    for col in range(run[0]):
        texts = [_text(r, col) for r in rows]
        if col != places and all(_NUMBER.match(t) for t in texts) and len(set(texts)) == len(texts):
            return col
    return None


def _cell(row: tuple[TableCell, ...], i: int, black: frozenset[str], named: dict[str, str]) -> str:
    """One round cell from the three (``named``: the number an opponent's number stands for, where the
    opponents are named by their places)."""
    opp, colour, result = _text(row, i), _text(row, i + 1).lower(), _text(row, i + 2)
    opp = named.get(opp, opp)
    worth = _RESULTS[result]
    if opp in _NONE:  # a bye: a whole point the pairing-allocated one, else the points it gives
        return "+" if worth == 2 else "-0" if worth == 0 else "-½"
    if colour in _NONE or result in ("+", "-"):
        return f"{'+' if worth == 2 else '-'}F{opp}"
    return f"{opp}{'b' if colour in black else 'w'}{'0½1'[worth]}"


def _halves(rows: Sequence[tuple[TableCell, ...]], data: set[int], after: int, width: int) -> set[int]:
    """The columns after the rounds whose half points are written ``x`` (``7x``; a whole number else)."""
    found = set()
    for i in range(after, width):
        texts = [_text(rows[k], i) for k in data]
        if any(_HALF_X.match(t) for t in texts) and all(_HALF_X.match(t) or _NUMBER.match(t) for t in texts):
            found.add(i)
    return found


def joined_round_triples(table: Table) -> Table | None:
    """The table with each round's three columns joined into one round cell (see the module); None
    when it has no such columns."""
    rows, width = table.rows, table.width
    found = round_runs(table, 3, _triple, _runs) if width >= 3 * _MIN_ROUNDS + 2 else None
    if found is None:
        return None
    run, data = found
    kept = [rows[k] for k in sorted(data)]
    ids = _ids(kept, run)
    if ids is None:
        return None
    places = ids[0] if ids[1] else None
    position = {k: n for n, k in enumerate(sorted(data), start=1)}
    snos = _numbers(kept, run, places) if places is not None else None
    named = {str(n): _text(r, snos) for n, r in enumerate(kept, start=1)} if snos is not None else {}
    black = _black(kept, run)
    halves = _halves(rows, data, run[-1] + 3, width)
    dropped = {i + d for i in run for d in (1, 2)}
    out: list[tuple[TableCell, ...]] = []
    for k, r in enumerate(rows):
        cells: list[TableCell] = []
        for i, c in enumerate(r):
            if i in dropped:
                continue
            text = c.text
            if i in run:
                if k in data:
                    text = _cell(r, i, black, named) if _triple(r, i) else ""
                elif c.text.strip() or any(_text(r, j) for j in (i + 1, i + 2)):
                    text = c.text.strip() or f"{run.index(i) + 1}.Rd"
            elif i in halves and k in data:
                text = _HALF_X.sub(lambda m: f"{m.group(1)}½", c.text.strip())
            elif i == places and snos is None and k in data and not c.text.strip():
                text = str(position[k])  # a place shared with the row above: the row's own
            cells.append(TableCell(text, c.line, c.column, c.header) if text != c.text else c)
        out.append(tuple(cells))
    first = kept[0]
    said = " | ".join(_text(first, run[0] + d) for d in range(3))
    note = (
        f"each round stands in three columns, the opponent's number, the colour and the result ({said}: "
        f"Swiss-Manager's crosstable as cells): read as one round cell, {len(run)} rounds"
        + (
            "; 'x' read as a half point"
            if any(_text(r, i + 2) in ("x", "X") for r in kept for i in run)
            else ""
        )
        + (f"; {' and '.join(sorted(black))} read as Black" if black - {"b"} else "")
        + (
            f"; the opponents are named by the rows' places (column {places + 1}), read as the starting "
            f"numbers of column {snos + 1}"
            if places is not None and snos is not None
            else "; the opponents are named by the rows' places, a place left empty (shared with the row "
            "above) read as the row's own"
            if places is not None
            else ""
        )
    )
    return replace(table, rows=tuple(out), notes=(*table.notes, note))
