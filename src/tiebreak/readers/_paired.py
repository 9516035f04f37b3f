"""Tables that give each player two lines, folded into one row a player.

US Chess rating-report crosstables (and the programs that print them: WinTD, SwissSys) write each
player on two lines: the pair number, the name, the total and each round's result letter and opponent
(``W  39``, ``D  12``, ``L   4``, ``H``, ``B``, ``U``, ``X``, ``F``) on the first; the state, the member
ID with the ratings before and after (``15445895 / R: 1794   ->1817``) and each round's colour (``W``,
``B``) on the second. Told by content, not by a heading: every numbered row is followed by exactly one
row without a number, and in the columns where the first rows hold games the second rows hold colour
letters. Folded, each game cell gets its colour in a notation the crosstable reader takes (``+W39``,
``=B12``, ``-W4``), the rating before the event becomes a ``Rtg`` column, and two heading lines become
one (``Total`` over ``Pts``: ``Total Pts``). A note says so, and what of the second line was left aside.

>>> from tiebreak.readers.tables import extract_tables
>>> lines = [
...     " Pair | Player Name | Total | Round | Round |",
...     " Num  | ID / Rtg    | Pts   |   1   |   2   |",
...     "    1 | ANN ARDEN   | 2.0   | W   2 | W   3 |",
...     "   ON | 1 / R: 1794 | N:2   | W     | B     |",
...     "    2 | BEN BOLT    | 1.0   | L   1 | W   3 |",
...     "   MI | 2 / R: 1553 | N:2   | B     | W     |",
...     "    3 | CAT COLE    | 0.0   | U     | L   1 |",
...     "   MI | 3 / R: unr. |       |       | W     |",
... ]
>>> table = extract_tables("\\n".join(lines))[0]  # folded as it is found
>>> [c.text for c in table.rows[0]]
['Pair Num', 'Player Name ID / Rtg', 'Total Pts', 'Round 1', 'Round 2', 'Rtg']
>>> [c.text for c in table.rows[1]], [c.text for c in table.rows[3]]
(['1', 'ANN ARDEN', '2.0', '+W2', '+B3', '1794'], ['3', 'CAT COLE', '0.0', 'U', '-W1', ''])
>>> table.notes[0][:46]
'each player is on two lines (rows 3-8): folded'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .tables import TableCell

Rows = tuple[tuple["TableCell", ...], ...]

__all__ = ["fold_paired_rows"]

_NUMBER = re.compile(r"^\d+\.?$")
_GAME = re.compile(r"^([WDL])\s*(\d+)$")
_COLOUR = re.compile(r"^[WBwb]$")
_RATING = re.compile(r"\bR:\s*(\d{3,4})")
_SIGN = {"W": "+", "D": "=", "L": "-"}
_EVIDENCE = 0.8
"""The share of a game column's cells whose second line is a colour letter (others: empty)."""


def fold_paired_rows(rows: Rows) -> tuple[Rows, str | None]:
    """A table's ``rows`` with each player's two lines folded into one (see the module), and the note
    saying so; ``rows`` itself and None when its rows do not come in such pairs."""
    first = next((k for k, r in enumerate(rows) if r and _NUMBER.match(r[0].text)), None)
    if first is None or first > 2 or (len(rows) - first) % 2 or len(rows) - first < 4:
        return rows, None
    pairs = [(rows[k], rows[k + 1]) for k in range(first, len(rows), 2)]
    if any(not _NUMBER.match(a[0].text) or (b and _NUMBER.match(b[0].text)) for a, b in pairs):
        return rows, None
    games = _game_columns(pairs)
    if not games:
        return rows, None
    folded = [_fold(a, b, games) for a, b in pairs]
    rated = any(r[-1].text for r in folded)
    body = [r if rated else r[:-1] for r in folded]
    header = _header(rows[:first], rated)
    left = sorted({j + 1 for _, b in pairs for j, c in enumerate(b) if c.text and j not in games})
    note = (
        f"each player is on two lines (rows {first + 1}-{len(rows)}): folded into one, the colours of the "
        f"second line given to the games of the first"
        + (", the rating before the event (R:) as the column Rtg" if rated else "")
        + (f"; the rest of the second line (columns {', '.join(map(str, left))}) is not read" if left else "")
    )
    return tuple(header + body), note


def _game_columns(pairs: Sequence[tuple[tuple[TableCell, ...], tuple[TableCell, ...]]]) -> set[int]:
    """The columns where the first lines hold games and the second lines their colours."""
    width = min(min(len(a), len(b)) for a, b in pairs)
    found: set[int] = set()
    for j in range(1, width):
        played = [b[j].text for a, b in pairs if _GAME.match(a[j].text)]
        if len(played) * 2 < len(pairs):
            continue
        if sum(1 for s in played if _COLOUR.match(s)) >= _EVIDENCE * len(played):
            found.add(j)
    return found


def _fold(a: tuple[TableCell, ...], b: tuple[TableCell, ...], games: set[int]) -> tuple[TableCell, ...]:
    cells = []
    for j, cell in enumerate(a):
        m = _GAME.match(cell.text)
        colour = b[j].text if j < len(b) else ""
        if j in games and m and _COLOUR.match(colour):
            cell = replace(cell, text=f"{_SIGN[m.group(1)]}{colour.upper()}{m.group(2)}")
        cells.append(cell)
    rating = next(((c, m.group(1)) for c in b if (m := _RATING.search(c.text))), None)
    end = b[-1] if b else a[-1]
    cells.append(
        replace(rating[0], text=rating[1]) if rating else replace(end, text="", column=end.column + 1)
    )
    return tuple(cells)


def _header(head: Sequence[tuple[TableCell, ...]], rated: bool) -> list[tuple[TableCell, ...]]:
    """The heading lines as one (two lines joined cell by cell), with ``Rtg`` over the ratings."""
    if not head:
        return []
    line = head[0]
    if len(head) == 2 and len(head[0]) == len(head[1]):
        line = tuple(
            replace(top, text=f"{top.text} {low.text}".strip(), header=True)
            for top, low in zip(head[0], head[1], strict=True)
        )
    elif len(head) == 2:
        return list(head)
    if rated:
        last = line[-1]
        line = (*line, replace(last, text="Rtg", column=last.column + 1, header=True))
    return [line]
