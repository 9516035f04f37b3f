"""A team match's card as a table, as a club reports one match: a header whose two name columns are headed
by the teams' names (``Brett | SK Mering 2 | DWZ | SC Lechhausen 1 | DWZ | Ergebnis``), a row a board
(``1 | Jovy, Klaus | 1711 | Tokarev, Igor | 1983 | ½ - ½``, a forfeit ``- - +``), and perhaps the match's
total after them (``Endstand | 4,0 - 4,0``). In any container the tables are found in
(:func:`~tiebreak.readers.tables.extract_tables`: cells apart by ``|`` or tabs, a web page's table).

:func:`match_card_lines` writes it as one round's team board pairings (the match's row of the two teams and
their game points, then a row a board numbered ``1.1``, the first team's player first), which the team
pairings reader reads as a team event of one match; the ratings are left out.

>>> card = "Brett | Nord | DWZ | Süd | DWZ | Ergebnis\\n1 | Ann | 1800 | Bob | 1700 | 1 - 0\\n"
>>> card += "2 | Cy | | Dan | | ½ - ½\\n"
>>> print(match_card_lines(card).text.replace("\\t", " | ").strip())
Round 1
Nord | Süd | 1½:½
1.1 | Ann | 1-0 | Bob
1.2 | Cy | ½-½ | Dan
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ._gamelines import LEFT_POINTS, points_text, score_of
from ._headings import pairing_kind
from .celllines import Joined

if TYPE_CHECKING:
    from .tables import TableCell

__all__ = ["MatchCard", "match_card_lines"]

_LONGEST = 200_000
"""The longest input looked at (a match's card is a short page; a long text at a dead end is none)."""
_NUMBER_KINDS = frozenset({"rating", "ignore"})
"""Headings a card may have beside the names: the players' ratings (``DWZ``, ``Elo``)."""


@dataclass(frozen=True)
class MatchCard(Joined):
    """The card written as one round's team board pairings (:attr:`teams`: the two teams' names)."""

    teams: tuple[str, str] = ("", "")
    total: str = ""
    """The match's total as the card writes it (``4,0 - 4,0``), when it does."""

    def note(self) -> str:
        home, away = self.teams
        total = f"; its total {self.total!r} agrees with the boards" if self.total else ""
        return (
            f"read as a team match's card (the table under line {self.header_line}): {home!r} against "
            f"{away!r}, the teams named by the headings of the two name columns, {self.rows} boards, the "
            f"first team's player first{total}; one match, one round"
        )


def match_card_lines(text: str) -> MatchCard | None:
    """The text's match card written as team board pairings (see the module); None when it holds none,
    or the card's total differs from its boards' points (a card misread is no card)."""
    if len(text) > _LONGEST:
        return None
    from .tables import extract_tables

    tables = extract_tables(text)
    for n, table in enumerate(tables):
        below = tables[n + 1].caption if n + 1 < len(tables) else ()  # a total on a line of its own
        for k, row in enumerate(table.rows[:4]):
            texts = [c.text.strip() for c in row]
            columns = _card_header(texts)
            if columns is None:
                continue
            card = _card(table.rows[k + 1 :], texts, columns, row[0].line if row else table.line, below)
            if card is not None:
                return card
    return None


def _card_header(texts: list[str]) -> tuple[int, int, int, int] | None:
    """The columns of the board, the two teams' players and the result, when the header is a card's: a
    board heading first, a result heading, and between them two headings no table knows (the teams'
    names, different) and ratings only; None otherwise."""
    kinds = [pairing_kind(t) if t else "" for t in texts]
    if "board" not in kinds or "result" not in kinds:
        return None
    board, result = kinds.index("board"), len(kinds) - 1 - kinds[::-1].index("result")
    teams = [i for i, k in enumerate(kinds) if k is None and any(ch.isalpha() for ch in texts[i])]
    others = [k for i, k in enumerate(kinds) if i not in (board, result, *teams) and k]
    if (
        len(teams) != 2
        or not board < teams[0] < teams[1] < result
        or any(k not in _NUMBER_KINDS for k in others)
    ):
        return None
    if texts[teams[0]].casefold() == texts[teams[1]].casefold():
        return None
    return board, teams[0], teams[1], result


def _total(cells: Sequence[str]) -> str:
    """The match's total a row gives (``Endstand | 4,0 - 4,0``: one cell a match's score), else ""."""
    scores = [c for c in cells if any(ch.isdigit() for ch in c) and score_of(c)]
    return scores[0] if len(scores) == 1 and ":" in (score_of(scores[0]) or "") else ""


def _card(
    rows: Sequence[Sequence[TableCell]],
    heads: list[str],
    columns: tuple[int, int, int, int],
    header_line: int,
    below: Sequence[str] = (),
) -> MatchCard | None:
    """The boards under a card's header (at ``header_line``: numbered 1, 2, 3, … in its board column, each
    two names and a game's result), then the total, if a row after them gives one, or the first line
    ``below`` the table (``Endstand | 4,0 - 4,0``, a line the table's cutting left to the next)."""
    board_i, home_i, away_i, result_i = columns
    boards: list[tuple[str, str, str, int]] = []
    total = ""
    for row in rows:
        cells = [c.text.strip() for c in row]
        line = row[0].line if row else header_line
        if not any(cells) or all(set(c) <= set("-:| ") for c in cells):
            continue  # a rule under the header
        if len(cells) > result_i and cells[board_i] == str(len(boards) + 1):
            result = score_of(cells[result_i])
            home, away = cells[home_i], cells[away_i]
            if result not in LEFT_POINTS or not home or not away:
                return None
            boards.append((home, result, away, line))
            continue
        total = _total(cells) if boards else ""
        break
    if len(boards) < 2:
        return None
    if not total and below:
        total = _total(re.split(r"\s*\|\s*|\t", below[0].strip(" |")))
    home_points = sum((LEFT_POINTS[r] for _, r, _, _ in boards), Fraction(0))
    score = f"{points_text(home_points)}:{points_text(len(boards) - home_points)}"
    if total and score_of(total) != score:
        return None
    out = ["Round 1", f"{heads[home_i]}\t{heads[away_i]}\t{score}"]
    origin = [(header_line, 1), (header_line, 1)]
    for n, (home, result, away, line) in enumerate(boards, start=1):
        out.append(f"1.{n}\t{home}\t{result}\t{away}")
        origin.append((line, 1))
    return MatchCard(
        "\n".join(out) + "\n",
        tuple(origin),
        rows=len(boards),
        header_line=header_line,
        rounds=1,
        teams=(heads[home_i], heads[away_i]),
        total=total,
    )
