"""One team match whose every board's score stands over three cells between the two players: the home
player's points, a dash, the away player's (the Czech federation's team-competition database, pasted
into a club's report: ``Probošt Jaroslav Z | 1449 | 0 | – | 1 | 1843 | Ševčík Milan V Z``, each player's
rating beside the score), under the match's row (the two teams, with their points around a dash,
``Knínice (Boskovice C) | 2 | – | 3 | Garde Lipovec C``, or without, the points then in a total row under
the boards, ``3½ | – | 1½``).

:func:`split_score_boards` writes the table as the team board pairings reader reads it (the match's row
``B | Home | Away | 2:3``, a row a board ``1 | Ann | Bob | 0 - 1``), with a note; None for any other
table. The form is taken only when the table holds one match of two boards or more, every board a row
of a name, the two players' points of one game around a dash, and a name.

>>> from tiebreak.readers.assemble import Table
>>> t = Table.of([["Alpha", "2", "–", "1", "Beta"], ["Ann", "1800", "1", "–", "0", "1700", "Bob"],
...               ["Cid", "0", "½", "–", "½", "1500", "Dan"], ["Eve", "1400", "½", "–", "½", "0", "Fay"]])
>>> for row in split_score_boards(t).rows:
...     print([c.text for c in row])
['B', 'Alpha', 'Beta', '2:1']
['1', 'Ann', 'Bob', '1 - 0']
['2', 'Cid', 'Dan', '0.5 - 0.5']
['3', 'Eve', 'Fay', '0.5 - 0.5']
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ._builder import point_value, side_result
from ._gamelines import points_text
from .assemble import Cell, Table

__all__ = ["NOTE", "split_score_boards"]

_DASHES = frozenset({"-", "–", "—", ":"})
_GAME = frozenset({Fraction(0), Fraction(1, 2), Fraction(1)})
_MOST_BOARDS = 20
NOTE = (
    "one team match whose boards each give the two players' points over three cells, a dash between them "
    "(the home player's first, each player's rating beside the score: the Czech federation's match "
    "table), under the match's row of the two teams: read as the match and its boards"
)


def _split(row: tuple[Cell, ...]) -> tuple[str, Fraction, Fraction, str, Cell] | None:
    """A row's two names and the points around its dash (the home side first), with the dash's cell;
    None for a row of another form."""
    texts = [c.text.strip() for c in row]
    dashes = [k for k, t in enumerate(texts) if t in _DASHES]
    if len(dashes) != 1 or not 0 < dashes[0] < len(texts) - 1:
        return None
    k = dashes[0]
    a, b = point_value(texts[k - 1]), point_value(texts[k + 1])
    if a is None or b is None:
        return None
    names = [t for t in texts[: k - 1] if any(ch.isalpha() for ch in t)]
    others = [t for t in texts[k + 2 :] if any(ch.isalpha() for ch in t)]
    if len(names) != 1 or len(others) != 1:
        return None
    return names[0], a, b, others[0], row[k]


def _total(row: tuple[Cell, ...]) -> tuple[Fraction, Fraction] | None:
    """A total row's two points around its dash (``3½ | – | 1½``), None for any other row."""
    texts = [c.text.strip() for c in row if c.text.strip()]
    if len(texts) != 3 or texts[1] not in _DASHES:
        return None
    a, b = point_value(texts[0]), point_value(texts[2])
    return (a, b) if a is not None and b is not None else None


def split_score_boards(table: Table) -> Table | None:
    """The table as a match row and its boards (see the module), None when it is not of this form."""
    rows = [r for r in table.rows if any(c.text.strip() for c in r)]
    if not 3 <= len(rows) <= _MOST_BOARDS + 3:
        return None
    head = rows[0]
    named = [c for c in head if any(ch.isalpha() for ch in c.text)]
    if len(named) != 2:
        return None
    score = _split(head)
    body = rows[1:]
    total = _total(body[-1]) if body else None
    if total is not None:
        body = body[:-1]
    boards = [_split(r) for r in body]
    if len(boards) < 2 or any(b is None or b[1] + b[2] != 1 or b[1] not in _GAME for b in boards):
        return None
    points = (score[1], score[2]) if score is not None else total
    if points is None or points[0] + points[1] <= 1:
        return None
    at = head[0]
    out: list[tuple[Cell, ...]] = [
        (
            Cell("B", at.line, at.column),
            *named,
            Cell(f"{points_text(points[0])}:{points_text(points[1])}", at.line, at.column),
        )
    ]
    for k, (board, row) in enumerate(zip(boards, body, strict=True), start=1):
        assert board is not None
        white, a, b, black, dash = board
        result = side_result(points_text(a), points_text(b)) or f"{points_text(a)} / {points_text(b)}"
        first = row[0]
        out.append(
            (
                Cell(str(k), first.line, first.column),
                Cell(white, first.line, first.column),
                Cell(black, dash.line, dash.column),
                Cell(result, dash.line, dash.column),
            )
        )
    return replace(table, rows=tuple(out), notes=(*table.notes, NOTE))
