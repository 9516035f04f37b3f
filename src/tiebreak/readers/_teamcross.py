"""A team event's crosstable whose cells give each match's opponent, colour and game points, as
chess-results' team crosstable by rank writes it (``Rk. | Team | 1.Rd | 2.Rd | …``, a cell ``69w3``: the
opponent's rank, the colour of the team's first board, the game points the team scored), in any container
the tables are found in (:func:`~tiebreak.readers.tables.extract_tables`: a ``;``-separated export, a
browser's copy, the page).

Told by content: a rank column, a team column and round columns whose cells are all such cells or
empty (``-``, a cell naming rank 0 or no number, as a team not paired writes it), some of them scores above
1 (the points of a match of several boards; a crosstable of players' games scores 1 at most), every
opponent's row naming the row back in that round with the other colour, and every match's two scores
adding up to the same number of boards.

:func:`team_crosstable_lines` writes it as the team pairings of its rounds (``Round N``, then a row a
match: the team with White on its first board, the other, the score), which the team pairings reader reads
as a team event of match results (only match-level tie-breaks can be computed).

>>> table = "Rk.;Team;1.Rd;2.Rd\\n1;Ajax;3w3;2b2\\n2;Brix;4b3;1w2\\n3;Cato;1b1;4w2½\\n4;Dorf;2w1;3b1½\\n"
>>> print(team_crosstable_lines(table).text.replace("\\t", " | ").strip())
Round 1
Ajax | Cato | 3:1
Dorf | Brix | 1:3
Round 2
Brix | Ajax | 2:2
Cato | Dorf | 2½:1½
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ._builder import point_value
from ._gamelines import points_text
from ._headings import classify_heading, is_team_heading
from .celllines import Joined

if TYPE_CHECKING:
    from .tables import TableCell

__all__ = ["TeamCrosstable", "team_crosstable_lines"]

_LONGEST = 2_000_000
"""The longest input looked at."""
_CELL = re.compile(r"^(\d{1,4})\s*([wbsz])\s*(\d{1,2}(?:[.,]5)?½?|½)$", re.IGNORECASE)
"""A match in a team crosstable's cell: the opponent's rank, the colour of the team's first board (``w``
White; ``b``, ``s`` or ``z`` Black), the team's game points."""
_UNPAIRED = re.compile(r"^(?:|-|–|0\s*[wbsz]\s*\S*|[a-z]{1,3})$", re.IGNORECASE)
"""A round without a match (empty, a dash, rank 0: ``0w0``; a mark of letters such as ``zwz``)."""


@dataclass(frozen=True)
class TeamCrosstable(Joined):
    """The team crosstable written as the team pairings of its rounds (:func:`team_crosstable_lines`)."""

    boards: int = 0
    teams: int = 0
    matches: int = 0
    unpaired: tuple[str, ...] = ()
    """The teams that played no match (their rows' cells all empty or marked so): not paired in any round."""

    def note(self) -> str:
        left = (
            f"; {len(self.unpaired)} team(s) played no match ({', '.join(self.unpaired[:3])}): not paired in "
            "any round"
            if self.unpaired
            else ""
        )
        return (
            f"read as a team crosstable (the table under line {self.header_line}): {self.teams} teams, "
            f"{self.matches} matches of {self.boards} boards in {self.rounds} rounds, each cell the "
            "opponent's rank, the colour of the team's first board and its game points; the games of "
            f"each board are not given{left}"
        )


def team_crosstable_lines(text: str) -> TeamCrosstable | None:
    """The text's team crosstable written as team pairings (see the module); None when it holds none."""
    if len(text) > _LONGEST or not any(_team_header_above(text, m.start()) for m in _first_cells(text)):
        return None  # no such cell, or none under a team's heading (a players' crosstable: Name, 1.Rd …)
    from .tables import extract_tables

    for table in extract_tables(text):
        for k, row in enumerate(table.rows[:4]):
            columns = _header([c.text.strip() for c in row])
            if columns is None:
                continue
            found = _crosstable(table.rows[k + 1 :], columns, row[0].line if row else table.line)
            if found is not None:
                return found
    return None


def _first_cells(text: str) -> list[re.Match[str]]:
    """The first three places that look like a team crosstable's cell (``69w3``)."""
    out = []
    for m in re.finditer(r"\d[wbsz]\d", text, re.IGNORECASE):
        out.append(m)
        if len(out) == 3:
            break
    return out


def _team_header_above(text: str, at: int) -> bool:
    """Whether a word of the lines just above ``at`` (a header's, within 3,000 characters) heads teams."""
    return any(is_team_heading(w) for w in re.findall(r"[^\W\d_][\w.-]*", text[max(0, at - 3000) : at]))


def _header(texts: list[str]) -> tuple[int, int, list[int]] | None:
    """The columns of the rank, the team and the rounds (in order), when the row is such a header."""
    kinds = [classify_heading(t) if t else ("empty", None) for t in texts]
    rank = next((i for i, (kind, _) in enumerate(kinds) if kind in ("rank", "sno")), None)
    team = next((i for i, t in enumerate(texts) if is_team_heading(t)), None)
    rounds = [i for i, (kind, _) in enumerate(kinds) if kind == "round"]
    if rank is None or team is None or len(rounds) < 2 or not rank < team < rounds[0]:
        return None
    if [kinds[i][1] for i in rounds] != list(range(1, len(rounds) + 1)):
        return None
    return rank, team, rounds


_Match = tuple[int, str, Fraction]
"""A cell read: the opponent's rank, ``w`` or ``b``, the team's game points."""


def _crosstable(
    rows: Sequence[Sequence[TableCell]],
    columns: tuple[int, int, list[int]],
    header_line: int,
) -> TeamCrosstable | None:
    rank_i, team_i, round_is = columns
    teams: dict[int, tuple[str, int, list[_Match | None]]] = {}
    for row in rows:
        texts = [c.text.strip() for c in row]
        if len(texts) <= team_i or not texts[rank_i].rstrip(".").isdecimal():
            continue
        read = [_cell(texts[i] if i < len(texts) else "") for i in round_is]
        if not all(ok for ok, _ in read):
            return None
        rank = int(texts[rank_i].rstrip("."))
        if rank in teams or not texts[team_i]:
            return None
        teams[rank] = (texts[team_i], row[0].line, [match for _, match in read])
    return _written(teams, len(round_is), header_line)


def _cell(text: str) -> tuple[bool, _Match | None]:
    """A round cell: whether it reads, and the match it gives (None for a round without one)."""
    m = _CELL.match(text)
    if m is not None and int(m.group(1)) > 0:
        points = point_value(m.group(3))
        return points is not None, (
            int(m.group(1)),
            "w" if m.group(2) in "wW" else "b",
            points or Fraction(0),
        )
    return bool(_UNPAIRED.match(text)), None


def _written(
    teams: dict[int, tuple[str, int, list[_Match | None]]], rounds: int, header_line: int
) -> TeamCrosstable | None:
    """The pairings of the rounds, when the rows agree: each opponent names the row back with the other
    colour, every match's two scores add up to the same boards, some score above 1."""
    if len(teams) < 3:
        return None
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    boards: set[Fraction] = set()
    matches = 0
    for r in range(rounds):
        out.append(f"Round {r + 1}")
        origin.append((header_line, 1))
        for rank, (name, line, cells) in teams.items():
            cell = cells[r]
            if cell is None:
                if any(cells):  # a team without a match in this round only: said so
                    out.append(f"{name}\tbye")
                    origin.append((line, 1))
                continue
            opponent, colour, points = cell
            other = teams.get(opponent)
            back = other[2][r] if other is not None else None
            if back is None or back[0] != rank or back[1] == colour:
                return None
            boards.add(points + back[2])
            if colour == "w":
                out.append(
                    f"{name}\t{other[0] if other else ''}\t{points_text(points)}:{points_text(back[2])}"
                )
                origin.append((line, 1))
                matches += 1
    if len(boards) != 1 or max(boards) <= 1 or max(boards).denominator != 1:
        return None
    played = {rank for rank, (_, _, cells) in teams.items() if any(c is not None for c in cells)}
    for rank, (name, line, _) in teams.items():  # a team that played no match: in round 1, without one
        if rank not in played:
            out.insert(1, f"{name}\tbye")
            origin.insert(1, (line, 1))
    return TeamCrosstable(
        "\n".join(out) + "\n",
        tuple(origin),
        rows=len(teams),
        header_line=header_line,
        rounds=rounds,
        boards=int(max(boards)),
        teams=len(played),
        matches=matches,
        unpaired=tuple(name for rank, (name, _, _) in teams.items() if rank not in played),
    )
