"""A team event typed as its matches under round headings, the two teams side by side without a dash
between them (a federation's news: ``Runde 1`` then ``Levanger Akademisk 2-4``), each match line
written with the dash that the team-match readers split on.

Told by content: under two round headings at least (:func:`~._headings.round_heading`), lines of words
and a score of a team match (two scores that add up to the same number of boards in every line, two at
least: not a game's ``1-0``). The teams of a line of two words are its two words; the others are split
where one side is a team another line names, the one split that does (:func:`_split`). A line that no
such split explains, or splits in two ways, leaves the text as it is.

>>> r = match_lines("Runde 1\\nLevanger Akademisk 2-4\\nSotra Black Knights 3-3\\nRunde 2\\n"
...                 "Akademisk Sotra 3-3\\nBlack Knights Levanger 4-2\\n")
>>> r.text.splitlines()[2]
'Sotra - Black Knights 3-3'
>>> match_lines("Runde 1\\nAnna Berg 1-0\\nRunde 2\\nBerg Anna 0-1\\n") is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ._builder import point_value
from ._headings import round_heading
from .celllines import Joined

__all__ = ["MatchLines", "match_lines"]

_LINE = re.compile(r"^\s*(\S.*?\S)\s+(\d{1,2}(?:[.,]5)?½?)\s*[-–:]\s*(\d{1,2}(?:[.,]5)?½?)\s*$")
"""A match line: the teams' words, then the two scores."""
_SCORE_AT_END = re.compile(r"[-–:][ \t]*\d{1,2}(?:[.,]5)?½?[ \t\r\f\v]*$", re.MULTILINE)
"""How every match line ends (the second score after its dash), looked for before the lines are read."""
_DASHED = re.compile(r"\s[-–—:]\s")
_MIN_ROUNDS = 2


@dataclass(frozen=True)
class MatchLines(Joined):
    """The input with a dash put between the two teams of each match line (:func:`match_lines`)."""

    boards: int = 0

    def note(self) -> str:
        return (
            f"{self.rows} lines under round headings from line {self.header_line} name two teams side by "
            f"side and a match's score ({self.boards} boards): each read as a match, split between the "
            "two teams (lines of two words in their middle, the others where one side is a team another "
            "line names)"
        )


def _split(words: list[str], known: set[str]) -> tuple[str, str] | None:
    """The two teams of a line's words: the one split of which a side is a team in ``known`` (both, when
    a split has that), None when none or several do."""
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    for need in (2, 1):
        fit = [s for s in splits if sum(side in known for side in s) >= need]
        if len(fit) == 1:
            return fit[0]
        if len(fit) > 1:
            return None
    return None


def _matches(lines: list[str]) -> tuple[dict[int, tuple[list[str], str, str]], int] | None:
    """The match lines under round headings (line index -> words, scores) and the boards of a match;
    None when the text has no such lines under two round headings at least."""
    found: dict[int, tuple[list[str], str, str]] = {}
    rounds, under, boards = 0, False, set()
    for k, line in enumerate(lines):
        if round_heading(line.strip()) is not None:
            rounds, under = rounds + 1, True
            continue
        if not under or not line.strip():
            continue
        m = _LINE.match(line)
        if m is None or _DASHED.search(m.group(1)) or not any(ch.isalpha() for ch in m.group(1)):
            under = False  # the round's lines end at a line that is no match
            continue
        a, b = point_value(m.group(2)), point_value(m.group(3))
        if a is None or b is None:
            continue
        boards.add(a + b)
        found[k] = (m.group(1).split(), m.group(2), m.group(3))
    if rounds < _MIN_ROUNDS or len(found) < 2 or len(boards) != 1:
        return None
    total = boards.pop()
    if total < 2 or total.denominator != 1:
        return None  # a game's score (1-0), not a match's
    return found, int(total)


def match_lines(text: str) -> MatchLines | None:
    """The text with ``Team - Team`` in each match line of a team event typed under round headings, the
    other lines as they are; None when it has no such lines, or a line whose teams cannot be told."""
    ends = _SCORE_AT_END.finditer(text)
    if next(ends, None) is None or next(ends, None) is None:
        return None  # fewer than two lines that end with a match's score
    lines = text.split("\n")
    got = _matches(lines)
    if got is None:
        return None
    found, boards = got
    if any(len(words) < 2 for words, _, _ in found.values()):
        return None
    known = {w for words, _, _ in found.values() if len(words) == 2 for w in words}
    teams: dict[int, tuple[str, str]] = {}
    while len(teams) < len(found):
        added = False
        for k, (words, _, _) in found.items():
            if k in teams:
                continue
            split = (words[0], words[1]) if len(words) == 2 else _split(words, known)
            if split is not None:
                teams[k] = split
                known.update(split)
                added = True
        if not added:
            return None
    out = [
        f"{teams[k][0]} - {teams[k][1]} {found[k][1]}-{found[k][2]}" if k in teams else line
        for k, line in enumerate(lines)
    ]
    first = min(found)
    return MatchLines(
        "\n".join(out),
        tuple((k + 1, 1) for k in range(len(lines))),
        rows=len(found),
        header_line=first + 1,
        boards=boards,
    )
