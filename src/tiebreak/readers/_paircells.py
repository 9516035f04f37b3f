"""Round cells split in two: the opponent's number in one column, the colour and result in the next.

A progress table of a world youth championship (chessfed.gr, 2002) gives each round two columns,
``Opp.`` and ``Sc``: the opponent's number, then the colour letter and the score (``40 | B1``,
``85 | W1``, ``7 | B½``; a game decided by forfeit ``63 | 1*`` without a colour). The rows are numbered
twice, their place (``No``) and their starting number (``Code``), and the opponents are named by the
second; the bye is a row of its own (``Bye B18``), every player it met scored ``1*`` against it.

Told by content: at least two runs side by side of a column of whole numbers and a column of results
(``W1``, ``B½``, ``0``, ``1*``, ``+``), their rows filled together, where most numbers name a row by one
of the numbers in front of its name. :func:`joined_round_pairs` writes each pair as one round cell the
crosstable reader takes (``40b1``; a forfeit ``+F63``), headed ``1.Rd``, ``2.Rd``, … ; the leading
column the opponents name is headed ``SNo`` (the other numbers ``Rk``), and a row named as a bye whose
cells are all forfeits is left out, its opponents' cells read as byes (``1*`` a pairing-allocated bye,
``0*`` a zero-point one). The table is then read by content like any other.

>>> from tiebreak.readers.tables import Table, TableCell
>>> rows = [["No", "Code", "Name", "Opp.", "Sc", "Opp.", "Sc", "Pts"],
...         ["1", "7", "Anna", "9", "W1", "8", "B½", "1,5"],
...         ["2", "8", "Bea", "99", "1*", "7", "W½", "1,5"],
...         ["3", "9", "Cleo", "7", "B0", "99", "1*", "1"],
...         ["4", "99", "Bye", "8", "0*", "9", "0*", "N/A"]]
>>> t = Table(tuple(tuple(TableCell(x, r + 1, c + 1) for c, x in enumerate(row))
...                 for r, row in enumerate(rows)), "html-table", 1)
>>> got = joined_round_pairs(t)
>>> [[c.text for c in row] for row in got.rows]  # doctest: +NORMALIZE_WHITESPACE
[['Rk', 'SNo', 'Name', '1.Rd', '2.Rd', 'Pts'], ['1', '7', 'Anna', '9w1', '8b½', '1,5'],
 ['2', '8', 'Bea', '+', '7w½', '1,5'], ['3', '9', 'Cleo', '7b0', '+', '1']]
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ._headings import BYE_WORDS, classify_heading
from .tables import Table, TableCell

__all__ = ["joined_round_pairs", "longest_run", "round_runs"]

_NUMBER = re.compile(r"^\d{1,4}$")
_SCORE = re.compile(r"^([WBSNZwbsnz])?\s*(1|0|½|=|0[.,]5|1/2|\+|-)(\*)?$")
"""A score cell: an optional colour letter (White, Black; schwarz, noir, zwart), the score, a ``*``
when the game was decided by forfeit."""
_MIN_ROUNDS = 2
_SAMPLE = 200
"""The first rows the columns are told on (every row is checked once they are)."""
_BLACK = frozenset("BSNZbsnz")


def _number(cell: TableCell | None) -> int | None:
    return int(cell.text.strip()) if cell is not None and _NUMBER.match(cell.text.strip()) else None


def _at(row: tuple[TableCell, ...], i: int) -> TableCell | None:
    return row[i] if i < len(row) else None


def _text(row: tuple[TableCell, ...], i: int) -> str:
    return row[i].text.strip() if i < len(row) else ""


def _pair(row: tuple[TableCell, ...], i: int) -> bool | None:
    """Whether the row's columns ``i`` and ``i + 1`` hold an opponent's number and a score (None: both
    empty)."""
    a, b = _text(row, i), _text(row, i + 1)
    if not a and not b:
        return None
    return bool(_NUMBER.match(a)) and bool(_SCORE.match(b))


def _runs(rows: list[tuple[TableCell, ...]], width: int) -> list[int] | None:
    """The first columns of the longest run of pairs (each pair two columns wide) that every data row
    fills or leaves empty together."""
    seen = [[_pair(r, i) for r in rows] for i in range(width - 1)]
    return longest_run([not any(s is False for s in col) and any(col) for col in seen], 2, _MIN_ROUNDS)


Cells = tuple[TableCell, ...]


def round_runs(
    table: Table,
    span: int,
    is_round: Callable[[Cells, int], bool | None],
    runs: Callable[[list[Cells], int], list[int] | None],
) -> tuple[list[int], set[int]] | None:
    """Where a table's rounds each ``span`` columns wide stand (``is_round``: whether a row's columns
    from ``i`` hold one, None when empty; ``runs``: the run of them the first rows fill): the first
    column of each and the rows that hold them; None when there is no such run, or a row past the first
    ones holds a round that is none."""
    rows, width = table.rows, table.width
    sample = [r for r in rows[:_SAMPLE] if any(is_round(r, i) for i in range(width - span + 1))]
    run = runs(sample, width) if len(sample) >= 2 else None
    if run is None:
        return None
    data = {k for k, r in enumerate(rows) if any(is_round(r, i) for i in run)}
    if any(is_round(rows[k], i) is False for k in data for i in run):
        return None
    return run, data


def longest_run(fits: list[bool], step: int, fewest: int) -> list[int] | None:
    """The first columns of the longest run of rounds ``step`` columns wide, each beginning at a column
    that ``fits`` says may begin one (the first of the longest); None when it has fewer than ``fewest``."""
    best: list[int] = []
    for start in range(len(fits)):
        run: list[int] = []
        i = start
        while i < len(fits) and fits[i]:
            run.append(i)
            i += step
        if len(run) > len(best):
            best = run
    return best if len(best) >= fewest else None


def _ids(rows: list[tuple[TableCell, ...]], first: int, run: list[int]) -> int | None:
    """Of the columns of whole numbers before the run, the one by which most opponents' numbers name a
    row whose cell of that round names the row back (at least half of them, and, when no score has a
    colour or a forfeit mark, every such two scores making a point: ``1`` and ``0``, ``½`` and ``½``);
    None when none does."""
    marked = any(
        (m := _SCORE.match(_text(r, i + 1))) is not None and (m.group(1) or m.group(3))
        for r in rows
        for i in run
    )
    best: tuple[int, int] | None = None
    for c in range(first):
        ids = [_number(_at(r, c)) for r in rows]
        if any(x is None for x in ids) or len(set(ids)) != len(ids):
            continue
        index = {x: k for k, x in enumerate(ids)}
        named = back = 0
        for k, r in enumerate(rows):
            for i in run:
                opp = _number(_at(r, i))
                if opp is None:
                    continue
                named += 1
                j = index.get(opp)
                if j is None or _number(_at(rows[j], i)) != ids[k]:
                    continue
                if not marked and _worth(_text(r, i + 1)) + _worth(_text(rows[j], i + 1)) != 2:
                    return None  # two scores of one game that do not make a point: not a game
                back += 1
        if named and 2 * back >= named and (best is None or back > best[1]):
            best = (c, back)
    return best[0] if best is not None else None


def _worth(score: str) -> int:
    """A score in half points (``-1`` when it is none)."""
    m = _SCORE.match(score)
    value = m.group(2) if m is not None else ""
    return {"1": 2, "+": 2, "0": 0, "-": 0}.get(value, 1 if value in ("½", "=", "0,5", "0.5", "1/2") else -1)


def _cell(a: TableCell, b: TableCell, bye: int | None) -> str:
    """One round cell from an opponent's number and a score (``bye``: the number of the bye's row)."""
    m = _SCORE.match(b.text.strip())
    assert m is not None
    letter, score, forfeit = m.groups()
    opp = int(a.text.strip())
    if opp == bye:
        return "+" if score in ("1", "+") else "-0" if score in ("0", "-") else f"-{score}"
    if forfeit or score in ("+", "-"):
        won = score in ("1", "+")
        return f"{'+' if won else '-'}F{opp}"
    if letter is None:  # no colour: the result's sign before the number (``+4``, ``=4``, ``-4``)
        return f"{'-=+'[_worth(score)]}{opp}"
    return f"{opp}{'b' if letter in _BLACK else 'w'}{score}"


def joined_round_pairs(table: Table) -> Table | None:
    """The table with each round's two columns joined into one round cell (see the module); None when
    it has no such columns."""
    rows = table.rows
    found = round_runs(table, 2, _pair, _runs)
    if found is None:
        return None
    run, data = found
    kept = [rows[k] for k in sorted(data)]
    ids = _ids(kept, run[0], run)
    if ids is None:
        return None
    name = next((c for c in range(run[0]) if any(ch.isalpha() for r in kept for ch in _text(r, c))), None)
    byes = [k for k in sorted(data) if name is not None and _a_bye(rows[k], name, run)]
    bye = _number(_at(rows[byes[0]], ids)) if len(byes) == 1 else None
    joined = set(run) | {i + 1 for i in run}
    out: list[tuple[TableCell, ...]] = []
    for k, r in enumerate(rows):
        if bye is not None and k == byes[0]:
            continue
        cells: list[TableCell] = []
        for i, c in enumerate(r):
            if i in joined and i not in run:
                continue
            if i not in run:
                cells.append(c if k in data else _heading(c, i, ids, run[0]))
                continue
            b = _at(r, i + 1)
            if k in data:
                text = _cell(c, b, bye) if b is not None and _pair(r, i) else ""
            elif _worded(c, b):
                text = f"{run.index(i) + 1}.Rd"
            else:
                text = " ".join(x.text.strip() for x in (c, b) if x is not None and x.text.strip())
            cells.append(TableCell(text, c.line, c.column, c.header))
        if k not in data and _round_titles(cells, r, run):
            continue  # round titles over the pairs (``Round1`` over ``Opp. | Sc``): the header says them
        out.append(tuple(cells))
    header = next((r for k, r in enumerate(rows) if k not in data and _text(r, ids)), None)
    heading = _text(header, ids) if header is not None else ""
    first = kept[0]
    if header is None:  # no heading row (a copy that left it in a table of its own): one says the numbers
        out.insert(min(data), _headings(first, ids, run, name))
    note = (
        "each round stands in two columns, the opponent's number and the score "
        f"({_text(first, run[0])} | {_text(first, run[0] + 1)}): read as one round cell, {len(run)} rounds; "
        f"the opponents' numbers are those of column {ids + 1}"
        + (f" ({heading!r})" if heading else "")
        + (
            f"; the row of the bye ({_text(rows[byes[0]], name)!r}, number {bye}) left out, the rounds "
            "against it read as byes"
            if bye is not None and name is not None
            else ""
        )
    )
    return replace(table, rows=tuple(out), notes=(*table.notes, note))


def _round_titles(cells: list[TableCell], row: tuple[TableCell, ...], run: list[int]) -> bool:
    """Whether a row holds nothing but a round's title over each pair (``Round1``, ``Round2``, …)."""
    titles = [c.text for c in cells if c.text.strip()]
    return (
        len(titles) == len(run)
        and all(not _text(row, i) for i in range(len(row)) if i not in run and i - 1 not in run)
        and all(classify_heading(t)[0] == "round" for t in titles)
    )


def _a_bye(row: tuple[TableCell, ...], name: int, run: list[int]) -> bool:
    """Whether a row is the bye's: named by a bye's word, every game of it decided by forfeit."""
    words = _text(row, name).split()
    return (
        bool(words)
        and words[0].casefold() in BYE_WORDS
        and all(_pair(row, i) is None or _text(row, i + 1).endswith("*") for i in run)
    )


def _headings(
    row: tuple[TableCell, ...], ids: int, run: list[int], name: int | None
) -> tuple[TableCell, ...]:
    """A header for a table that has none, at its first row's place: the starting numbers' ``SNo``, the
    other columns of numbers before the names ``Rk``, the names' ``Name``, each round's ``k.Rd``; the
    other columns without a heading (told by their values)."""
    out: list[TableCell] = []
    for i, c in enumerate(row):
        if i in run:
            text = f"{run.index(i) + 1}.Rd"
        elif i - 1 in run:
            continue
        elif i == ids:
            text = "SNo"
        elif i == name:
            text = "Name"
        elif i < run[0] and _number(c) is not None:
            text = "Rk"
        else:
            text = ""
        out.append(TableCell(text, c.line, c.column))
    return tuple(out)


def _worded(a: TableCell | None, b: TableCell | None) -> bool:
    """Whether a row's two cells over a pair are its headings (words, not numbers)."""
    texts = [x.text.strip() for x in (a, b) if x is not None and x.text.strip()]
    return len(texts) == 2 and not any(_NUMBER.match(t) for t in texts)


def _heading(cell: TableCell, i: int, ids: int, first: int) -> TableCell:
    """A heading before the rounds: the starting numbers' ``SNo``, another column of numbers' ``Rk``."""
    if i >= first or not cell.text.strip():
        return cell
    if i == ids:
        return TableCell("SNo", cell.line, cell.column, cell.header)
    if classify_heading(cell.text)[0] in ("sno", "rank"):
        return TableCell("Rk", cell.line, cell.column, cell.header)
    return cell
