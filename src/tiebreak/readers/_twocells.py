"""Team board pairings whose scores stand in two cells, each side's points in a cell of its own: a club's
hand-made round tables, a match row ``B | Klasse 5 | Laufenburg 2 | 0 | 4`` (the board column's heading,
both teams, each team's points) and under it a row a board, ``1 | Eckerle | Bahner D | 0 | 1`` (each
player's points), often two matches side by side in one table, an empty column between them.

The table is rewritten so that the team board pairings reader (:func:`tiebreak.readers.assemble.
team_boards_event`) reads it: each pair of cells becomes one, ``0:4`` for a match and ``0 - 1`` for a
game (as a pairing list's two score columns make it), and two matches side by side follow each other, the
left one first. The form is only taken when every match
(two scores adding up to more than one game) has two boards or more right under it, numbered 1, 2, …;
the reader then says so when a board's points are no game's (1 and 1) or the boards do not add up to
their match's score.

>>> from tiebreak.readers.assemble import Table
>>> rows = [["B", "Alpha", "Beta", "3", "1", "", "B", "Gamma", "Delta", "2", "2"],
...         ["1", "Ann", "Bob", "1", "0", "", "1", "Cid", "Dan", "0,5", "0,5"],
...         ["2", "Eve", "Fay", "1", "0", "", "2", "Gus", "Hal", "0", "1"],
...         ["3", "Ian", "Jo", "0", "1", "", "3", "Kim", "Lou", "1", "0"],
...         ["4", "May", "Ned", "1", "0", "", "4", "Olga", "Pat", "0,5", "0,5"]]
>>> joined = joined_score_cells(Table.of(rows))
>>> [[c.text for c in r] for r in joined.rows[:2]] + [[c.text for c in joined.rows[5]]]
[['B', 'Alpha', 'Beta', '3:1'], ['1', 'Ann', 'Bob', '1 - 0'], ['B', 'Gamma', 'Delta', '2:2']]
>>> joined.notes[0].startswith("each match's and each board's score stand in two cells")
True
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ._builder import point_value, side_result
from .assemble import Cell, Table, _is_int

__all__ = ["joined_score_cells"]

_GAME = {Fraction(1): "1", Fraction(1, 2): "½", Fraction(0): "0"}
"""A player's points in one game, as the joined result writes them."""
_FORFEIT = {"+": "+", "-": "-", "–": "-"}
"""A player's forfeit mark in a board's cell of points (won, lost without play)."""
NOTE = (
    "each match's and each board's score stand in two cells, each side's points in its own (a match row "
    "'B | Alpha | Beta | 3 | 1', a board '1 | Ann | Bob | 1 | 0'): read as one score{apart}"
)
_APART = ", and the matches side by side in one table as one after the other, the left one first"


def joined_score_cells(table: Table) -> Table | None:
    """The table with each match's and each board's two cells of points joined into one (see the
    module), matches side by side (split by a column empty in every row) one after the other; None when
    the table is not of this form."""
    if not _worth_a_look(table):
        return None
    width = max((len(r) for r in table.rows), default=0)
    empty = [k for k in range(width) if all(k >= len(r) or not r[k].text.strip() for r in table.rows)]
    blocks = [(a, z) for a, z in zip([0, *(k + 1 for k in empty)], [*empty, width], strict=True) if z > a]
    rows: list[tuple[Cell, ...]] = []
    for a, z in blocks:
        joined = _joined([r[a:z] for r in table.rows])
        if joined is None:
            return None
        rows.extend(joined)
    note = NOTE.format(apart=_APART if len(blocks) > 1 else "")
    return replace(table, rows=tuple(rows), notes=(*table.notes, note))


def _worth_a_look(table: Table) -> bool:
    """A cheap look: some row ends in two numbers adding up to more than a game (a match), some other in
    two adding up to at most one (a board)."""
    match = board = False
    for row in table.rows[:64]:
        texts = [c.text.strip() for c in row if c.text.strip()]
        if len(texts) < 4:
            continue
        for end in range(4, len(texts) + 1):
            a, b = point_value(texts[end - 2]), point_value(texts[end - 1])
            if a is not None and b is not None:
                match = match or a + b > 1
                board = board or a + b <= 1
        if match and board:
            return True
    return False


def _joined(rows: list[tuple[Cell, ...]]) -> list[tuple[Cell, ...]] | None:
    """One block's rows with each score's two cells joined; None when the block is not matches each with
    two boards or more under it. A row of one cell (``1. Runde``) is kept as it stands; empty rows are left
    out. A board is the row numbered next under a match (1, 2, …) whose two cells each hold a player's
    points in a game: two that are no game's (``1 | 1``) are then the reader's error at their place, a
    match its boards do not add up to the reader's warning."""
    out: list[tuple[Cell, ...]] = []
    matches = 0
    boards = -1  # the open match's boards so far; -1: no match open
    for row in rows:
        filled = [k for k, c in enumerate(row) if c.text.strip()]
        if not filled:
            continue
        if len(filled) == 1:
            if boards == 0 or boards == 1:
                return None
            boards = -1
            out.append(row)
            continue
        ka, kb = filled[-2], filled[-1]
        if kb != ka + 1 or len(filled) < 4:
            return None
        ta, tb = row[ka].text.strip(), row[kb].text.strip()
        at = row[ka]
        numbered = _is_int(row[0].text) and int(row[0].text.strip().rstrip(".")) == boards + 1
        if boards >= 0 and numbered and _points(ta) and _points(tb):
            boards += 1
            out.append((*row[:ka], Cell(_result(ta, tb), at.line, at.column)))
            continue
        a, b = point_value(ta), point_value(tb)
        if a is None or b is None or a + b <= 1 or boards in (0, 1) or _round_headings(row, filled):
            return None  # no match's score, or a match above fewer than two boards
        boards = 0
        matches += 1
        out.append((*row[:ka], Cell(f"{ta}:{tb}", at.line, at.column)))
    return out if matches and boards not in (0, 1) else None


def _round_headings(row: tuple[Cell, ...], filled: list[int]) -> bool:
    """Whether a row's last cells count up one by one (``1 | 2 | 3 | 4 | 5``): a ranking's headings of its
    rounds, not a match's two scores (Swiss Master's ranking copied, its round columns results alone)."""
    texts = [row[k].text.strip() for k in filled[-3:]]
    return all(_is_int(t) for t in texts) and [int(t) - int(texts[0]) for t in texts] == [0, 1, 2]


def _points(text: str) -> bool:
    """Whether a cell holds one player's points in a game (``1``, ``0,5``, ``½``, ``0``) or a forfeit
    mark (``+``, ``-``)."""
    return text in _FORFEIT or point_value(text) in _GAME


def _result(ta: str, tb: str) -> str:
    """A board's result from each player's points, as a pairing list's two score columns make it
    (:func:`~tiebreak.readers._builder.side_result`: ``0,5`` ``0,5`` a draw, ``+`` ``-`` a forfeit); the
    two texts side by side when they are no game's (``1 / 1``)."""
    return side_result(_FORFEIT.get(ta, ta), _FORFEIT.get(tb, tb)) or f"{ta} / {tb}"
