"""Double round-robin groups whose rows give each opponent's two games side by side, the own column left
out, blanks between all cells.

A correspondence server's page of groups (chessmail.de), as a page store keeps its text, heads each
group with its players' first letters and writes every row as the player's name, two results for each
other player (the game with White, then the one with Black) and the total; the row's own column, empty
on the page, leaves nothing::

    Teilnehmer Che Sib bea Bul Punkte
    Chessfriend 1 1 1 1 1 1   6,0
    Siberiano 0 0 1 1 ½ 1 3,5

Told by content: a header of ``n`` headings between a first and a last word, each the start of the
name of the row in its place (``Che`` over ``Chessfriend``, the first row), then ``n`` rows of a name,
``2 (n - 1)`` results and a total. :func:`two_games_lines` writes each such group tab-separated, the
row's two games against an opponent as one cell (``1 1``) under that opponent's heading and a diagonal
mark (``*``) under its own: a double round-robin grid the readers take (the two games of a cell read
as with White, then with Black, where the cells' mirrors say so). Text between the groups is kept.

>>> r = two_games_lines("Gruppe 1\\n\\nTeilnehmer Ann Bob Cyd Punkte\\nAnna 1 1 ½ 0 2,5\\n"
...                     "Bobby 0 0 1 1 2,0\\nCydney ½ 1 0 0 1,5\\n")
>>> print(r.text.replace("\\t", " | ").rstrip())
Gruppe 1
<BLANKLINE>
Teilnehmer | Ann | Bob | Cyd | Punkte
Anna | * | 1 1 | ½ 0 | 2,5
Bobby | 0 0 | * | 1 1 | 2,0
Cydney | ½ 1 | 0 0 | * | 1,5
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .celllines import Joined

__all__ = ["TwoGamesLines", "two_games_lines"]

_RESULT = re.compile(r"^(?:1|0|½|=|0[.,]5|\+|-)$")
_TOTAL = re.compile(r"^\d{1,3}(?:[.,]\d{1,2})?$")
_TOTAL_TOKEN = re.compile(r"(?:^|\s)\d{1,3}(?:[.,]\d{1,2})?(?!\S)")
"""A blank-separated word of a line that :data:`_TOTAL` matches."""
_MIN_PLAYERS = 3
_MAX_PLAYERS = 30


@dataclass(frozen=True)
class TwoGamesLines(Joined):
    """The input with its groups written tab-separated (:func:`two_games_lines`)."""

    groups: int = 0

    def note(self) -> str:
        return (
            f"{self.groups} table(s) from line {self.header_line} give each opponent's two games side by "
            "side and leave each row's own column out, blanks between the cells (headings the first "
            "letters of the rows' names): each row's two games against a player read as one cell under "
            "that player's heading, its own column put back as the diagonal"
        )


def _row(line: str, n: int) -> tuple[str, list[str], str] | None:
    """A row's name, its ``2 (n - 1)`` results and its total; None when the line is no such row."""
    tokens = line.split()
    games = 2 * (n - 1)
    if len(tokens) < games + 2 or not _TOTAL.match(tokens[-1]):
        return None
    results = tokens[-1 - games : -1]
    name = tokens[: -1 - games]
    if not all(_RESULT.match(t) for t in results) or not any(ch.isalpha() for ch in " ".join(name)):
        return None
    if name and _RESULT.match(name[-1]):  # a result more than the header allows: not this group's row
        return None
    return " ".join(name), results, tokens[-1]


def _group(lines: list[str], h: int) -> list[tuple[int, str, list[str], str]] | None:
    """The rows under the header at line ``h`` (0-based) when it heads such a group, else None."""
    if _TOTAL_TOKEN.search(lines[h]):  # a heading of names holds no total: one look at the whole line
        return None
    heads = lines[h].split()
    n = len(heads) - 2
    if not _MIN_PLAYERS <= n <= _MAX_PLAYERS:
        return None
    rows: list[tuple[int, str, list[str], str]] = []
    k = h + 1
    while k < len(lines) and len(rows) < n:
        if lines[k].strip():
            got = _row(lines[k], n)
            if got is None:
                return None
            rows.append((k, *got))
        k += 1
    if len(rows) < n:
        return None
    for head, (_, name, _, _) in zip(heads[1:-1], rows, strict=True):
        if len(head) < 2 or not name.casefold().startswith(head.casefold()):
            return None
    return rows


def two_games_lines(text: str) -> TwoGamesLines | None:
    """The text with each group of the module's form written tab-separated, the lines between kept;
    None when it holds no such group."""
    lines = text.split("\n")
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    groups = 0
    first = 0
    k = 0
    while k < len(lines):
        rows = _group(lines, k) if lines[k].strip() else None
        if rows is None:
            out.append(lines[k])
            origin.append((k + 1, 1))
            k += 1
            continue
        groups += 1
        first = first or k + 1
        out.append("\t".join(lines[k].split()))
        origin.append((k + 1, 1))
        n = len(rows)
        for m, (line, name, results, total) in enumerate(rows):
            pairs = [f"{results[2 * j]} {results[2 * j + 1]}" for j in range(n - 1)]
            pairs.insert(m, "*")
            out.append("\t".join([name, *pairs, total]))
            origin.append((line + 1, 1))
        k = rows[-1][0] + 1
    if not groups:
        return None
    return TwoGamesLines("\n".join(out), tuple(origin), rows=0, header_line=first, groups=groups)
