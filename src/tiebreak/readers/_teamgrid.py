"""A team crosstable whose copy dropped each row's own cell (the empty diagonal): the rows' cells one fewer
than the teams, each cell after the row's own place shifted one column to the left, and the heading row
perhaps without headings over the number and name columns (a page store's text of the 4NCL's and the
English leagues' crosstables: ``1 | Guildford 1 | 7-1 | 6-2 | …`` under ``1 | 2 | … | 8 | GP | Pts``;
the ECF League Management System's ``Cross table``, its columns headed by the teams' names).

:func:`restored_team_grid` puts the diagonal back: every row of such a table gives both teams' game
points in each cell (``7-1``, ``1½ - 2½``), the same number of leading cells (a number, then the name),
and exactly as many score cells as there are other teams; the heading row names the teams' columns
``1 … n`` or by the rows' names in order. The table comes back with an empty cell at each row's own
column and the heading row aligned with the rows (its team headings written ``1 … n``; rows without a
number numbered in their order), for the team crosstable reader; None for any other table (a cheap
look at the first rows decides most).

>>> from tiebreak.readers.assemble import Table
>>> t = Table.of([["1", "2", "3", "Pts"], ["1", "Alpha", "3-1", "4-0", "4"],
...               ["2", "Beta", "1-3", "2-2", "1"], ["3", "Gamma", "0-4", "2-2", "1"]])
>>> for row in restored_team_grid(t).rows:
...     print([c.text for c in row])
['', '', '1', '2', '3', 'Pts']
['1', 'Alpha', '', '3-1', '4-0', '4']
['2', 'Beta', '1-3', '', '2-2', '1']
['3', 'Gamma', '0-4', '2-2', '', '1']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from ..model.errors import Diagnostic
from .assemble import _BOTH_SCORES  # a cell giving both teams' game points, the row's team's first

if TYPE_CHECKING:
    from .assemble import Cell, Classified, Scores, Table

__all__ = ["HOME_AND_AWAY_NOTE", "RESTORED_NOTE", "home_and_away", "restored_team_grid"]

_MOST_TEAMS = 60
RESTORED_NOTE = (
    "each row of the team crosstable has one cell fewer than the teams (its own, the empty diagonal, left "
    "out of the copy): the diagonal is put back at each row's own column, the row's other cells after it"
)


def _lead(row: tuple[Cell, ...]) -> int | None:
    """Where a row's score cells start: after its leading cells (a number, a name), None when the row
    has no score cell."""
    return next((k for k, c in enumerate(row) if _BOTH_SCORES.match(c.text.strip())), None)


def restored_team_grid(table: Table) -> Table | None:
    """The team crosstable with each row's dropped diagonal cell put back (see the module), else None."""
    from .assemble import Cell

    rows = [r for r in table.rows if any(c.text.strip() for c in r)]
    for h in range(min(3, len(rows) - 3)):
        body = rows[h + 1 :]
        n = len(body)
        if not 3 <= n <= _MOST_TEAMS:
            continue
        lead = _lead(body[0])
        if lead is None or lead == 0 or any(_lead(r) != lead for r in body[:3]):
            continue
        if any(_lead(r) != lead for r in body) or not all(
            len(r) >= lead + n - 1 and all(_BOTH_SCORES.match(c.text.strip()) for c in r[lead : lead + n - 1])
            for r in body
        ):
            continue
        if any(lead + n - 1 < len(r) and _BOTH_SCORES.match(r[lead + n - 1].text.strip()) for r in body):
            continue  # a row with a score cell more: no diagonal was dropped
        head = rows[h]
        texts = [c.text.strip() for c in head]
        names = [" ".join(r[lead - 1].text.split()) for r in body]
        start = _team_run(texts, names)
        if start is None:
            continue
        shift = lead - start
        if shift < 0:
            continue
        blank = Cell("", head[0].line, head[0].column) if head else Cell("", table.line, table.column)
        numbered = body[0][0].text.strip().isdecimal()  # else each row gets its number, 1 … n in order
        heading = (
            *[blank] * (shift + (0 if numbered else 1)),
            *head[:start],
            *(replace(c, text=str(m)) for m, c in enumerate(head[start : start + n], start=1)),
            *head[start + n :],
        )
        restored = [heading]
        for k, r in enumerate(body, start=1):
            at = r[lead + k - 1] if lead + k - 1 < len(r) else r[-1]
            diagonal = Cell("", at.line, at.column)
            number = () if numbered else (Cell(str(k), r[0].line, r[0].column),)
            restored.append((*number, *r[: lead + k - 1], diagonal, *r[lead + k - 1 :]))
        return replace(table, rows=tuple(restored))
    return None


def _team_run(texts: list[str], names: list[str]) -> int | None:
    """Where the heading row's team columns start: a run ``1 2 … n``, or the rows' names in order; None
    when it has neither."""
    n = len(names)
    numbers = [str(m) for m in range(1, n + 1)]
    keys = [" ".join(t.split()).casefold() for t in texts]
    named = [name.casefold() for name in names]
    for start in range(len(texts) - n + 1):
        if texts[start : start + n] == numbers or keys[start : start + n] == named:
            return start
    return None


def home_and_away(
    c: Classified, rows: Sequence[Sequence[Cell]], teams_named: Sequence[str], short_notes: list[Diagnostic]
) -> tuple[list[Scores], int] | None:
    """The matches of a team crosstable whose every cell is a match of its own (the ECF League Management
    System's cross table: each row its team's home matches, both teams' game points, the row's team's
    first; its two cells of a pair two matches): the first cycle's matches (the row's team at home against
    each team after it) and the second's (at home against each team before it), and the number of boards;
    None when a cell gives one team's points, or most pairs' two cells are one match seen from both sides
    (or too few pairs to tell).

    :raises ParseError: as :func:`~tiebreak.readers.assemble.checked_boards`."""
    from .assemble import SECOND_LEG, Cell, checked_boards, match_points

    if f"team.1{SECOND_LEG}" in c.columns:
        return None

    def cell(i: int, j: int) -> Cell:
        row, k = rows[i - 1], c.columns[f"team.{j}"]
        return row[k] if k < len(row) else Cell("", row[-1].line, row[-1].column + len(row[-1].text) + 1)

    first: Scores = {}
    second: Scores = {}
    given: list[tuple[int, int, Fraction, Fraction, Cell]] = []
    pairs = mirrored = 0
    for i in range(1, len(rows) + 1):
        for j in range(i + 1, len(rows) + 1):
            ca, cb = cell(i, j), cell(j, i)
            pa, pb = match_points(ca.text), match_points(cb.text)
            if (pa is not None and pa[1] is None) or (pb is not None and pb[1] is None):
                return None
            if pa is not None and pb is not None:
                pairs += 1
                mirrored += pa == (pb[1], pb[0])
            if pa is not None and pa[1] is not None:
                first[(i, j)] = (pa[0], pa[1])
                given.append((i, j, pa[0], pa[1], ca))
            if pb is not None and pb[1] is not None:
                second[(i, j)] = (pb[1], pb[0])
                given.append((j, i, pb[0], pb[1], cb))
    if pairs < _PAIRS or 2 * mirrored >= pairs:
        return None
    return [first, second], checked_boards(given, teams_named, short_notes, c.table)


_PAIRS = 3
"""Pairs of cells, both filled, that must be two matches (not one seen from both sides) for a team
crosstable to be read as each row's home matches."""
HOME_AND_AWAY_NOTE = (
    "; a double round robin of home and away matches: each cell is the row's team's home match against "
    "the column's (both teams' game points, the home team's first), each team's home matches against the "
    "teams after it in the first cycle, the others in the second"
)
