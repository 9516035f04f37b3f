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
_MIN_PLAYERS = 3
_MAX_PLAYERS = 30


@dataclass(frozen=True)
class TwoGamesLines(Joined):
    """The input with its groups written tab-separated (:func:`two_games_lines`)."""

    groups: int = 0

    numbered: bool = False
    """Headed by the players' numbers, each row's own two cells marked (not left out)."""

    def note(self) -> str:
        if self.numbered:
            return (
                f"{self.groups} table(s) from line {self.header_line} give each opponent's two games side "
                "by side under the players' numbers, blanks between the cells: each row's two games "
                "against a player read as one cell under that player's number"
            )
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


def _group(lines: list[str], h: int, heads: list[str]) -> list[tuple[int, str, list[str], str]] | None:
    """The rows under the header at line ``h`` (0-based), its words ``heads``, when it heads such a group,
    else None."""
    if any(_TOTAL.match(t) for t in reversed(heads)):  # a heading of names holds no total (a row's is last)
        return None
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


_DIAGONAL = frozenset({"x", "X", "*", "×", "-", "—", "–"})
_RANK = re.compile(r"^\d{1,2}\.?$")


def _numbers(heads: list[str]) -> tuple[int, int, int] | None:
    """Where a header's run of player numbers starts and ends (``1 1 2 2 … n n`` or ``1 2 … n``) and
    ``n``; None when it has none, or nothing before and after it (the name's and the total's headings)."""
    start = heads.index("1") if "1" in heads else 0
    if start == 0:
        return None
    end = start
    while end < len(heads) and heads[end].isdecimal():
        end += 1
    run = [int(h) for h in heads[start:end]]
    n = len(run) // 2
    if run == [k // 2 + 1 for k in range(2 * n)] and _MIN_PLAYERS <= n <= _MAX_PLAYERS:
        return start, end, n
    if run == list(range(1, len(run) + 1)) and _MIN_PLAYERS <= len(run) <= _MAX_PLAYERS:
        return start, end, len(run)
    return None


def _numbered_row(line: str, m: int, n: int, values: int) -> tuple[list[str], list[str], list[str]] | None:
    """Row ``m`` (0-based) of a numbered group: its rank and name, its ``n`` cells (two games each, its
    own two marks one ``*``) and its ``values`` totals; None when the line is no such row."""
    tokens = line.split()
    if len(tokens) < 2 * n + values + 1 or not all(_TOTAL.match(t) for t in tokens[len(tokens) - values :]):
        return None
    games = tokens[len(tokens) - values - 2 * n : len(tokens) - values]
    lead = tokens[: len(tokens) - values - 2 * n]
    cells = []
    for j in range(n):
        a, b = games[2 * j], games[2 * j + 1]
        if j == m:
            if a not in _DIAGONAL or b not in _DIAGONAL:
                return None
            cells.append("*")
        elif _RESULT.match(a) and _RESULT.match(b):
            cells.append(f"{a} {b}")
        else:
            return None
    rank = lead[:1] if lead and _RANK.match(lead[0]) else []
    name = " ".join(lead[len(rank) :])
    if not any(ch.isalpha() for ch in name):
        return None
    return [*rank, name], cells, tokens[len(tokens) - values :]


def _numbered_group(lines: list[str], h: int, heads: list[str]) -> list[tuple[int, list[str]]] | None:
    """The header at line ``h`` (its words ``heads``) and its rows written tab-separated, each with its line
    (0-based), when the header numbers the players (``Pl. Spieler 1 1 2 2 3 3 4 4 Pkt.``) and the ``n``
    lines under it are rows of a name, two games for every player, their own two marked, and a value for
    each heading after the numbers; else None."""
    found = _numbers(heads)
    if found is None:
        return None
    start, end, n = found
    tail = heads[end:]
    if not tail or any(t.isdecimal() for t in tail):
        return None
    out: list[tuple[int, list[str]]] = []
    k = h + 1
    while k < len(lines) and len(out) < n:
        if lines[k].strip():
            got = _numbered_row(lines[k], len(out), n, len(tail))
            if got is None:
                return None
            lead, cells, totals = got
            out.append((k, [*lead, *cells, *totals]))
        k += 1
    if len(out) < n:
        return None
    width = len(out[0][1]) - n - len(tail)
    if any(len(cells) - n - len(tail) != width for _, cells in out):
        return None
    lead = heads[:start]
    lead = (
        [" ".join(lead[: len(lead) - width + 1]), *lead[len(lead) - width + 1 :]]
        if len(lead) > width
        else [
            *[""] * (width - len(lead)),
            *lead,
        ]
    )
    return [(h, [*lead, *(str(j + 1) for j in range(n)), *tail]), *out]


def two_games_lines(text: str) -> TwoGamesLines | None:
    """The text with each group of the module's form written tab-separated, the lines between kept;
    None when it holds no such group."""
    lines = text.split("\n")
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    groups = 0
    first = 0
    k = 0
    numbered = False
    while k < len(lines):
        heads = lines[k].split()  # the line's words, split once for both forms
        written = _numbered_group(lines, k, heads) if heads else None
        if written is not None:
            groups, numbered = groups + 1, True
            first = first or k + 1
            for line, cells in written:
                out.append("\t".join(cells))
                origin.append((line + 1, 1))
            k = written[-1][0] + 1
            continue
        rows = _group(lines, k, heads) if heads else None
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
    return TwoGamesLines(
        "\n".join(out), tuple(origin), rows=0, header_line=first, groups=groups, numbered=numbered
    )
