"""A pairing list copied from a page whose flag cells are blocks: each board's row broken at its flags.

chess-results' pairing pages of an event with federations show a flag beside each player, a block
(``<div>``) in a cell of its own. Copied from Chromium, a board's row breaks at each flag: its number alone
(``1<TAB>``), then the rest up to the second flag, then what follows it (``PGN``, the link to the game).
On the clipboard the tab after a block is lost, so an empty cell right after the first flag (a player
without a title) leaves no trace; the page's ``innerText`` keeps every tab::

    Bo.<TAB> <TAB><TAB>White<TAB>Rtg<TAB>Pts.<TAB>Result<TAB>Pts.<TAB><TAB>Black<TAB>Rtg<TAB> <TAB>PGN
    1<TAB>
    Bowcott-Terry, Finlay<TAB>2232<TAB>0<TAB>0 - 1<TAB>0<TAB>GM<TAB>Mcshane, Luke J<TAB>2597<TAB>
    PGN
    2<TAB>
    GM<TAB>Adams, Michael<TAB>2595<TAB>0<TAB>1 - 0<TAB>0<TAB><TAB>Verbytski, Oleg<TAB>2228<TAB>
    PGN

:func:`flag_block_rows` writes each such board on one line, under its header's columns: the cells lost
before the first player's name put back (the flag's, and the title's where the row starts with the name),
the game's link after the flag's cell.

>>> r = flag_block_rows("Bo.\\t \\t\\tWhite\\tRtg\\tResult\\t\\tBlack\\tRtg\\t \\tPGN\\n"
...                     "1\\t\\nAbel, A\\t1800\\t1 - 0\\tGM\\tBode, B\\t2500\\t\\nPGN\\n"
...                     "2\\t\\nIM\\tCruz, C\\t2400\\t½ - ½\\t\\tDorn, D\\t1700\\t\\nPGN\\n")
>>> print(r.text.strip().replace("\\t", "|"))
Bo.| ||White|Rtg|Result||Black|Rtg| |PGN
1|||Abel, A|1800|1 - 0|GM|Bode, B|2500||PGN
2||IM|Cruz, C|2400|½ - ½||Dorn, D|1700||PGN
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ._headings import TITLES, pairing_kind
from ._relined import rewrite_lines
from .celllines import Joined

__all__ = ["FlagBlocks", "flag_block_rows"]

_BOARD_ALONE = re.compile(r"[ \u00a0]*\d{1,4}\.?[ \u00a0]*\t\s*")
"""A board's number alone on its line, the tab after it (the row broke at the flag's block)."""
_LINK = frozenset({"pgn"})
"""What a line after a broken row may hold alone: the game's link."""
_MIN_ROWS = 2


@dataclass(frozen=True)
class FlagBlocks(Joined):
    """The input with each board broken at its flags written on one line (:func:`flag_block_rows`)."""

    def note(self) -> str:
        return (
            f"{self.rows} board(s) of the pairing list under line {self.header_line} stood on several lines, "
            "broken at each player's flag (a page whose flag cells are blocks, copied from a browser): each "
            "read on one line, the empty cells the copy lost put back under the header's columns"
        )


def _header(line: str) -> tuple[int, int] | None:
    """A pairing list's header (a board, White and Black): its cell count, and how many cells stand before
    White's name; None for another line."""
    cells = line.split("\t")
    kinds = [pairing_kind(c) if c.strip() else "blank" for c in cells]
    if len(cells) < 6 or "white" not in kinds or "black" not in kinds or kinds[0] != "board":
        return None
    return len(cells), kinds.index("white")


def _row(number: str, rest: str, link: str | None, width: int, before: int) -> str:
    """One board's row from its broken lines (``link``: the line after, the game's link, or None)."""
    if rest.startswith("\t"):  # the page's innerText: every tab kept
        cells = (number.strip(" \u00a0") + rest).split("\t")
    else:  # the clipboard: the flag's cell lost, and the title's where the row starts with the name
        first = rest.split("\t", 1)[0].strip()
        present = 1 if first.upper() in TITLES else 0
        cells = [number.split("\t")[0], *[""] * (before - 1 - present), *rest.split("\t")]
    if link is not None:
        if cells and not cells[-1].strip():
            cells.pop()  # the tab before the second flag's block
        cells += [""] * (width - 1 - len(cells)) + [link]
    return "\t".join(cells)


def flag_block_rows(text: str) -> FlagBlocks | None:
    """The text with each board of a pairing list broken at its flags written on one line (the other lines
    as they are); None when it holds fewer than two such boards under a pairing list's header."""
    if "\t\n" not in text and "\t\r\n" not in text:
        return None  # no line ends with a tab: no board's number alone before a block (a cheap look)
    lines = [line.rstrip("\r") for line in text.split("\n")]
    written: dict[int, str] = {}
    dropped: set[int] = set()
    header: tuple[int, int] | None = None
    first = 0
    k = 0
    while k < len(lines):
        line = lines[k]
        found = _header(line) if "\t" in line else None
        if found is not None:
            header, first = found, first or k + 1
        elif header is not None and _BOARD_ALONE.fullmatch(line) and k + 1 < len(lines):
            rest = lines[k + 1]
            if "\t" in rest.strip() and any(ch.isalpha() for ch in rest) and not _BOARD_ALONE.fullmatch(rest):
                after = lines[k + 2].strip() if k + 2 < len(lines) else ""
                link = after if after.casefold() in _LINK else None
                written[k] = _row(line, rest, link, *header)
                dropped |= {k + 1, k + 2} if link is not None else {k + 1}
                k += 3 if link is not None else 2
                continue
        k += 1
    if len(written) < _MIN_ROWS:
        return None
    joined, origin = rewrite_lines(lines, written, dropped)
    return FlagBlocks(joined, origin, rows=len(written), header_line=first)
