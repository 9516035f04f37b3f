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
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from .celllines import Joined

if TYPE_CHECKING:
    from .tables import TableCell

Rows = tuple[tuple["TableCell", ...], ...]

__all__ = ["FoldedLines", "fold_paired_lines", "fold_paired_rows"]

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


# A printed progress table that gives each player two lines, each round's result above the opponent and
# colour (a club's tables from Word, as PDF):
#
#     Rang  Name des Spielers    Pkt    SB1      1    2    3
#                                       SB2
#
#        1 Alexander Arns        12.0    70.0    1    0    1
#          Sfr. HN-Biberach             299.5   8s   5w  11s
#
# Told by content: numbered lines each followed by an indented line without a number, the pairs apart
# by blank lines, and in three columns or more the first lines hold results (1, ½, 0, +, -) where the
# second lines hold an opponent's number and a colour letter under them. Each pair is written as one
# tab-separated line: a round's cell as the opponent, the colour and the result (8s1, the progress
# table's notation); any other value of the second line as a column of its own after the one above it
# (the club after the name, SB2 after SB1), headed by the second heading line's word over it, else by
# what its values hold. A page's heading lines again between rows are left out.


@dataclass(frozen=True)
class FoldedLines(Joined):
    """The input with each player's two lines written as one tab-separated line (:attr:`rows`: the
    players)."""

    def note(self) -> str:
        return (
            f"each player stands on two lines (from line {self.header_line}): folded into one, each of the "
            f"{self.rounds} rounds' results joined with the opponent and colour under it (8s1), the other "
            "values of the second line (a club, a second tie-break) as columns of their own"
        )


_PAIR_ROW = re.compile(r"^\s*(\d{1,4})\.?\s+\S")
_RESULT = re.compile(r"^(?:1|0|½|=|\+|-|0[.,]5|1/2)$")
_OPPONENT = re.compile(r"^\d{1,4}[wsbWSB]$")
_LEAD = re.compile(r"^(\d{1,4}\.?)\s+(\S.*)$")
_MIN_PAIRS = 3
_MIN_ROUNDS = 3
_HEAD_LINES = 4
"""The most lines the heading line may stand above the first player (its second line, blank lines)."""


Token = tuple[int, int, str]
"""A field of a line: its first and last column (0-based, the last one past its end) and its text."""


def _tokens(line: str) -> list[Token]:
    """The fields of a line aligned with blanks: runs of text apart by two blanks or more, a leading
    number apart from the text after it (``1 Alexander Arns``)."""
    out: list[Token] = []
    for m in re.finditer(r"\S+(?: \S+)*", line):
        text, start = m.group(), m.start()
        lead = _LEAD.match(text) if not out else None
        if lead is not None and lead.group(2)[:1].isalpha():  # a rank, then the name
            out.append((start, start + len(lead.group(1)), lead.group(1)))
            start = start + m.group().index(lead.group(2), len(lead.group(1)))
            text = lead.group(2)
        out.append((start, start + len(text), text))
    return out


def _under(low: Token, tops: list[Token], start: int) -> int | None:
    """The field of the first line a field of the second stands under: the one its columns overlap most,
    or one it shares its right edge with (numbers aligned right); None when it stands under none.
    ``start``: the first field of the first line that does not end before it (the fields are in order,
    so that a pair's fields are matched in one pass)."""
    best, most = None, 0
    k = start
    while k < len(tops) and tops[k][0] <= low[1]:
        top = tops[k]
        overlap = min(low[1], top[1]) - max(low[0], top[0])
        if overlap > most or (overlap >= 0 and low[1] == top[1] and best is None):
            best, most = k, max(overlap, 1)
        k += 1
    return best


def _fold_pair(top: list[Token], low: list[Token]) -> tuple[list[str], dict[int, str]] | None:
    """The fields of one pair folded: each field of the first line, a round's result with the opponent
    and colour under it joined (8s1), and the second line's other fields by the first-line field they
    stand under (None when one stands under none)."""
    fields = [t[2] for t in top]
    extra: dict[int, str] = {}
    start = 0
    for t in low:
        while start < len(top) and top[start][1] < t[0]:
            start += 1
        k = _under(t, top, start)
        if k is None or k in extra:
            return None
        if _RESULT.match(fields[k]) and _OPPONENT.match(t[2]):
            fields[k] = f"{t[2]}{fields[k]}"
        else:
            extra[k] = t[2]
    return fields, extra


def fold_paired_lines(text: str) -> FoldedLines | None:
    """The text with a table whose players each stand on two lines (see above) written one line a player
    (tab-separated, the heading line likewise), the lines above the table kept; None when the text holds
    no such table."""
    lines = text.split("\n")
    match = _PAIR_ROW.match
    numbered = [match(line) is not None for line in lines]  # each line looked at once
    pairs = [
        i
        for i in range(len(lines) - 1)
        if numbered[i] and not numbered[i + 1] and lines[i + 1][:1] in (" ", "\t") and lines[i + 1].strip()
    ]
    if len(pairs) < _MIN_PAIRS:
        return None
    width = len(_tokens(lines[pairs[0]]))  # the heading first: a text without one is told at once
    near = range(pairs[0] - 1, max(pairs[0] - 1 - _HEAD_LINES, -1), -1)  # the heading and its second line
    head_at = next((k for k in near if len(_tokens(lines[k])) >= width - 1), None)
    if head_at is None:
        return None
    heads = _tokens(lines[head_at])
    if len(heads) != width:
        return None
    folded = [_fold_pair(_tokens(lines[i]), _tokens(lines[i + 1])) for i in pairs]
    if any(f is None for f in folded):
        return None
    rows = [f for f in folded if f is not None]
    if any(len(f) != width for f, _ in rows):
        return None
    rounds = [j for j in range(width) if all(_OPPONENT.match(f[j][:-1]) or not f[j] for f, _ in rows)]
    rounds = [j for j in rounds if any(f[j] for f, _ in rows)]
    if len(rounds) < _MIN_ROUNDS:
        return None
    subs = [t for k in range(head_at + 1, pairs[0]) for t in _tokens(lines[k])]
    sub_of = {k: t[2] for t in subs if (k := _under(t, heads, 0)) is not None}
    extras = sorted({k for _, extra in rows for k in extra})
    head_fields = []
    for k, h in enumerate(heads):
        head_fields.append(h[2])
        if k in extras:
            values = [extra.get(k, "") for _, extra in rows]
            head_fields.append(sub_of.get(k) or _HEAD_BY_ROLE.get(_role(values), ""))
    above = {line.strip() for line in lines[: pairs[0]] if line.strip()}
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    for k, line in enumerate(lines[:head_at]):
        out.append(line)
        origin.append((k + 1, 1))
    out.append("\t".join(head_fields))
    origin.append((head_at + 1, 1))
    starts = set(pairs)
    for (fields, extra), i in zip(rows, pairs, strict=True):
        row: list[str] = []
        for k, value in enumerate(fields):
            row.append(value)
            if k in extras:
                row.append(extra.get(k, ""))
        out.append("\t".join(row))
        origin.append((i + 1, 1))
    last = pairs[-1] + 2
    skipped = {i + 1 for i in pairs}
    for k in range(pairs[0], last):
        if k in starts or k in skipped or not lines[k].strip() or lines[k].strip() in above:
            continue
        return None  # a line between the rows that is neither a row nor a page's heading again
    for k in range(last, len(lines)):
        out.append(lines[k])
        origin.append((k + 1, 1))
    return FoldedLines(
        "\n".join(out), tuple(origin), rows=len(pairs), header_line=head_at + 1, rounds=len(rounds)
    )


_HEAD_BY_ROLE = {
    "club": "Club",
    "name": "Club",
    "rating": "Rtg",
    "fed": "FED",
    "title": "Title",
    "sno": "SNo",
}
"""The heading over a second line's column by what its values hold (none for others): words under the
players' names on their second lines are their clubs (``SK Nord``), a name being one a player."""


def _role(values: list[str]) -> str:
    from .tables import column_role

    return column_role(values)
