"""Team board pairings copied from a page that lays them out in blocks: every value on a line of its own.

Vega's "Team and Board pairing of round N" page draws each match and each board with blocks (``<div>``),
not a table, so a browser's copy (select all, copy, or the page's ``innerText``) gives one value a line
and no tab. A match is nine lines, then its boards, each board eight lines between its number written
twice::

    1            the match's number
    AUS          the first team's federation
    1 ACTJCL     its number and name
    23           its points in the event
    2 5          its match points and game points in this match
    0 1          the other team's
    6 JZMC       the other team's number and name
    12.5         its points
    AUS          its federation
    1.1          the board (match.board)
    Eleutherios,Thomas
    1897         the first team's player, rating and result
    1
    Collins,Immanuel
    1013         the other team's player, rating and result
    0
    1.1          the board again

:func:`stacked_boards` writes each match as a match row and each board as a board row, tab-separated, as
chess-results' "Board pairings" give them (:func:`tiebreak.readers.assemble.team_boards_event` reads
them); the round titles above (``Team and Board pairing of round 1``) are kept. The colours are not in
the copy (the page gives them by a block's style).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .celllines import Joined

__all__ = ["Stacked", "stacked_boards"]

_BOARD = re.compile(r"\d{1,3}\.\d{1,2}")
_TEAM = re.compile(r"(\d{1,3}) (\S.*)")
_POINTS = r"(?:\d{1,3}(?:[.,]5)?|½|\d{1,3}½)"
_SCORES = re.compile(rf"({_POINTS}) ({_POINTS})")
_VALUE = re.compile(_POINTS)
_RESULT = re.compile(r"(?:1|0|½|=|\+|-|0\.5|1F|0F|F)")
_ANY_BOARD = re.compile(r"(?m)^\d{1,3}\.\d{1,2}\r?$")
"""A line that is a board's number alone: looked for (in C) before the lines are read one by one."""
_MATCH_LINES = 9
_BOARD_LINES = 8


@dataclass(frozen=True)
class Stacked(Joined):
    """The input with its matches and boards written one a line (:func:`stacked_boards`)."""

    matches: int = 0

    def note(self) -> str:
        return (
            f"the board pairings from line {self.header_line} were copied from a page that writes every "
            f"value on a line of its own (Vega's team pairings): its {self.matches} matches and {self.rows} "
            "boards were joined, one a line; the copy keeps no colours"
        )


def _board_at(lines: list[str], i: int) -> bool:
    """Whether a board starts at line ``i`` (0-based): its number, six values, its number again."""
    if i + _BOARD_LINES > len(lines):
        return False
    number = lines[i].strip()
    return (
        _BOARD.fullmatch(number) is not None
        and lines[i + _BOARD_LINES - 1].strip() == number
        and _RESULT.fullmatch(lines[i + 3].strip()) is not None
        and _RESULT.fullmatch(lines[i + 6].strip()) is not None
    )


def _match_row(head: list[str]) -> str | None:
    """The match row of a match's nine lines, None when they are no match."""
    if not head[0].isdecimal():
        return None
    first, second = _TEAM.fullmatch(head[2]), _TEAM.fullmatch(head[6])
    ours, theirs = _SCORES.fullmatch(head[4]), _SCORES.fullmatch(head[5])
    if first is None or second is None or ours is None or theirs is None:
        return None
    if _VALUE.fullmatch(head[3]) is None or _VALUE.fullmatch(head[7]) is None:
        return None
    return (
        f"Bo.\t{first.group(1)}\t{first.group(2)}\t\t-\t{second.group(1)}\t{second.group(2)}\t\t"
        f"{ours.group(2)}:{theirs.group(2)}"
    )


def stacked_boards(text: str) -> Stacked | None:
    """The text with the matches and boards of team board pairings written one value a line (see the
    module) each on one line; None when it holds no such match (two boards at least) or a board whose
    match lines above it are not a match's."""
    if text.count("\n") < _MATCH_LINES + 2 * _BOARD_LINES or not _ANY_BOARD.search(text):
        return None
    lines = [line.rstrip("\r") for line in text.split("\n")]
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    boards = matches = 0
    first = 0
    i = 0
    while i < len(lines):
        if not _board_at(lines, i):
            out.append(lines[i])
            origin.append((i + 1, 1))
            i += 1
            continue
        if not boards or not _board_at(lines, i - _BOARD_LINES):  # the first board of a match
            head = [x.strip() for x in lines[i - _MATCH_LINES : i]] if i >= _MATCH_LINES else []
            row = _match_row(head) if head else None
            if row is None:
                return None
            del out[-_MATCH_LINES:], origin[-_MATCH_LINES:]
            out.append(row)
            origin.append((i - _MATCH_LINES + 1, 1))
            first = first or i - _MATCH_LINES + 1
            matches += 1
        v = [x.strip() for x in lines[i : i + _BOARD_LINES]]
        out.append(f"{v[0]}\t\t{v[1]}\t{v[2]}\t-\t\t{v[4]}\t{v[5]}\t{v[3]} - {v[6]}")
        origin.append((i + 1, 1))
        boards += 1
        i += _BOARD_LINES
    if boards < 2:
        return None
    return Stacked("\n".join(out), tuple(origin), rows=boards, header_line=first, matches=matches)
