"""Team board pairings copied from a page whose player cells are blocks: each name on a line of its own.

chess-results' "Board pairings" of a team event (and its "Team composition" pages' boards) put each
player's name in a block of its cell (beside the box of its colour). Copied from Chromium (select all,
copy), a board's row loses its line at each name: the tab after the name's cell is lost with it, so the
row stands on five lines, each name alone between the cells before and after it::

    Br.<TAB>1<TAB>Schach Ohne Grenzen<TAB>Elo<TAB>-<TAB>10<TAB>Sparkasse Jenbach<TAB>Elo<TAB>5 : 1
    1.1<TAB>IM<TAB>
    Berchtenbreiter Maximilian
    2509<TAB>-<TAB>IM<TAB>
    Fedorovsky Michael
    2410<TAB>½ - ½<TAB>PGN

:func:`block_name_boards` writes each such board on one line, the name back in its cell
(``1.1<TAB>IM<TAB>Berchtenbreiter Maximilian<TAB>2509<TAB>-<TAB>IM<TAB>Fedorovsky Michael<TAB>2410<TAB>½ -
½<TAB>PGN``), the lines around kept, for the readers of board pairings
(:func:`tiebreak.readers.assemble.team_boards_event`).

>>> j = block_name_boards("Br.\\t1\\tA\\t-\\t2\\tB\\t1 : 1\\n1.1\\t\\nAbel\\n1800\\t-\\t\\nBode\\n"
...                       "1700\\t1 - 0\\n1.2\\t\\nCruz\\n1750\\t-\\t\\nDorn\\n1650\\t0 - 1\\n")
>>> print(j.text.strip().replace("\\t", " | "))
Br. | 1 | A | - | 2 | B | 1 : 1
1.1 | Abel | 1800 | - | Bode | 1700 | 1 - 0
1.2 | Cruz | 1750 | - | Dorn | 1650 | 0 - 1
>>> j.locate(3, 1)
(7, 1)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .celllines import Joined

__all__ = ["BlockNames", "block_name_boards"]

_BOARD = re.compile(r"[ \u00a0]*\d{1,3}\.\d{1,3}\t")
"""A board's line: its number (match.board), then a tab."""
_MIN_BOARDS = 2


@dataclass(frozen=True)
class BlockNames(Joined):
    """The input with each board whose names stood on lines of their own written on one line."""

    def note(self) -> str:
        return (
            f"{self.rows} board(s) of the pairings from line {self.header_line} stood on several lines, "
            "each player's name on a line of its own (a page whose name cells are blocks, copied from a "
            "browser): each board read on one line, the names back in their cells"
        )


def _name_line(line: str) -> bool:
    """A line that is a name's block alone: text with a letter, no tab but before it (the page's
    ``innerText`` keeps the tab that precedes the block), not a board's or a match's line."""
    text = line.strip()
    return "\t" not in text and any(ch.isalpha() for ch in text) and _BOARD.match(text + "\t") is None


def block_name_boards(text: str) -> BlockNames | None:
    """The text with each board whose names a copy put on lines of their own written on one line (the
    other lines as they are); None when it holds fewer than two such boards."""
    if "\t\n" not in text and "\t\r\n" not in text:
        return None  # no line ends with a tab: no cell before a name's block (a cheap look first)
    lines = text.split("\n")
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    joined = 0
    first = 0
    k = 0
    while k < len(lines):
        line = lines[k].rstrip("\r")
        start = k
        if _BOARD.match(line):
            while line.endswith("\t") and k + 2 < len(lines) and _name_line(lines[k + 1]):
                after = lines[k + 2].rstrip("\r")
                if "\t" not in after:
                    break
                after = after[1:] if after.startswith("\t") else after  # the innerText's tab before a cell
                line = f"{line}{lines[k + 1].strip()}\t{after}"
                k += 2
        if k > start:
            joined += 1
            first = first or start + 1
        out.append(line)
        origin.append((start + 1, 1))
        k += 1
    if joined < _MIN_BOARDS:
        return None
    return BlockNames("\n".join(out), tuple(origin), rows=joined, header_line=first)
