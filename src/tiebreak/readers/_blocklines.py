"""A table copied from a browser whose every cell holds a block: each cell on a line of its own, the tab
between two cells on a line of its own too, an empty line after each row.

A page that styles its table's cells as blocks (a club's league table, each value in a ``<div>`` or a
``<p>`` of its cell) gives, copied or as its ``innerText``, each cell's text on a line, the tab a
browser writes between two cells on the line between them (or around a cell without a block, on its
line: ``<TAB>SF Augsburg VI<TAB>``), and an empty line where a row ends::

    Pl.
    <TAB>
    Mannschaft
    <TAB>
    Punkte

    1
    <TAB>SF Augsburg VI<TAB>
    6

:func:`block_cell_lines` writes each such run of lines as the row it is, its tabs kept
(``1<TAB>SF Augsburg VI<TAB>6``): a tab on a line of its own stands between two cells, an empty cell
keeps its two tabs; two lines of text with no tab between them end the row (a round's heading above
it, a title), and the empty lines between two such rows are left out. It is tried where the text as given
does not read.

>>> text = "Pl.\\n\\t\\nTeam\\n\\t\\nMP\\n\\t\\nGP\\n\\n1\\n\\tAlpha\\t\\n4\\n\\t\\n6\\n\\n"
>>> r = block_cell_lines(text + "2\\n\\tBeta\\t\\n\\t\\n2\\n")
>>> r.text.split("\\n")
['Pl.\\tTeam\\tMP\\tGP', '1\\tAlpha\\t4\\t6', '2\\tBeta\\t\\t2', '']
>>> r.origin[1], r.rows
((9, 1), 3)
"""

from __future__ import annotations

from dataclasses import dataclass

from ._relined import rewrite_lines
from .celllines import Joined

__all__ = ["BlockLines", "block_cell_lines"]

_MAX_LINES = 200_000
_FEWEST_TABS = 4
"""Lines holding a tab alone that make a text one of cells on lines of their own (fewer: a stray tab)."""


@dataclass(frozen=True)
class BlockLines(Joined):
    """The input with each row whose cells stood on lines of their own written on one line."""

    def note(self) -> str:
        return (
            f"{self.rows} row(s) of the text stood one cell a line, the tabs between cells on lines of their "
            "own (a page's table whose cells are blocks, copied from a browser): each read on one line, its "
            "tabs kept"
        )


def block_cell_lines(text: str) -> BlockLines | None:
    """The text with each run of lines joined one to the next by tabs that holds a line of a tab alone
    written as one row (see the module); None when fewer than a few lines are a tab alone, or no run
    holds two cells."""
    if "\n\t" not in text:
        return None
    lines = text.split("\n")
    if len(lines) > _MAX_LINES:
        return None
    alone = [k for k, line in enumerate(lines) if not line.strip(" \r\t") and "\t" in line]
    if len(alone) < _FEWEST_TABS:
        return None
    written: dict[int, str] = {}
    dropped: set[int] = set()
    gap: list[int] = []  # the empty lines since the last run: between two rows written, left out
    after_row = False  # whether the last run was written as a row
    k = 0
    while k < len(lines):
        if not lines[k].strip(" \r\t") and "\t" not in lines[k]:
            gap.append(k)
            k += 1
            continue
        end = k + 1  # a run of lines each joined to the one before by a tab (ending it or opening the next)
        while (
            end < len(lines)
            and (lines[end].strip(" \r") or "\t" in lines[end])
            and (lines[end - 1].rstrip("\r").endswith("\t") or lines[end].startswith("\t"))
        ):
            end += 1
        run = [line.rstrip("\r") for line in lines[k:end]]
        if end - k >= 3 and any(not x.strip(" \t") and "\t" in x for x in run):
            if after_row:  # the rows of one table, one after another
                dropped.update(gap)
            written[k] = "".join(run)
            dropped.update(range(k + 1, end))
        after_row = k in written
        gap = []
        k = end
    if len(written) < 2:
        return None
    joined, origin = rewrite_lines(lines, written, dropped)
    return BlockLines(joined, origin, rows=len(written), header_line=min(written) + 1)
