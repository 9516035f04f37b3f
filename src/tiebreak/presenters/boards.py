"""Board prizes of a team event: the individual standings of each board, in every output format.

Order on a board (:func:`tiebreak.teams.matches.board_standings`): points, then percentage, then more games;
players equal on all three share the rank.

>>> from tiebreak.readers import read_path
>>> from tiebreak.readers import example_path
>>> render_boards(read_path(example_path("team")), "csv").splitlines()[1]
'1,1,9,T5 Board1,5,Team 5,2160,2.5,3,83.33'
"""

from __future__ import annotations

import json
from typing import Any

from ..model.tournament import Tournament, round_half_up
from ..teams.matches import BoardRow, board_standings
from .standings import delimited, format_value

__all__ = ["boards_dict", "render_boards"]

_HEADER = ["Board", "Rank", "SNo", "Name", "Team", "TeamName", "Rating", "Pts", "Games", "Pct"]


def _cells(row: BoardRow) -> list[str]:
    return [
        str(row.board),
        str(row.rank),
        str(row.sno),
        row.name,
        str(row.team),
        row.team_name,
        "" if row.rating is None else str(row.rating),
        format_value(row.points),
        str(row.games),
        format_value(round_half_up(row.percentage, 2)),
    ]


def _line(cells: list[str], widths: list[int]) -> str:
    return "  ".join(
        c.ljust(w) if k in (2, 3) else c.rjust(w) for k, (c, w) in enumerate(zip(cells, widths, strict=True))
    ).rstrip()


def boards_dict(tournament: Tournament, after_round: int | None = None) -> dict[str, Any]:
    """The board standings as JSON-ready data (numbers as decimal strings)."""
    boards = board_standings(tournament, after_round)
    return {
        "name": tournament.name,
        "order": ["points", "percentage", "games"],
        "boards": [
            {"board": b, "players": [dict(zip(_HEADER[1:], _cells(r)[1:], strict=True)) for r in rows]}
            for b, rows in boards.items()
        ],
    }


def render_boards(tournament: Tournament, fmt: str, after_round: int | None = None) -> str:
    """Render the board standings as text, TSV, CSV (one table, a Board column) or JSON."""
    if fmt == "json":
        return json.dumps(boards_dict(tournament, after_round), indent=2, ensure_ascii=False) + "\n"
    boards = board_standings(tournament, after_round)
    rows = [_cells(r) for rs in boards.values() for r in rs]
    if fmt != "text":
        return delimited(_HEADER, rows, fmt)
    out = [tournament.name or "Board standings", "Order on each board: points, percentage, games", ""]
    header = ["Rank", "SNo", "Name", "Team", "Rating", "Pts", "Games", "%"]
    for b, rs in boards.items():
        table = [[c[1], c[2], c[3], c[5], c[6], c[7], c[8], c[9]] for c in map(_cells, rs)]
        widths = [max(len(x) for x in col) for col in zip(header, *table, strict=True)]

        lines = [_line(c, widths) for c in [header, ["-" * w for w in widths], *table]]
        out += [f"Board {b}", *lines, ""]
    return "\n".join(out)
