"""Team board pairings kept as two tables joined by a match's key: a table of the round's matches
(``matchId, homeTeam, awayTeam, score``) and a table of its boards that names the match each board
belongs to, not its teams (``matchId, boardNumber, homePlayer, homeRating, result, awayPlayer,
awayRating``): a league's data as a database or a scraper keeps it, one file of each a round.

:func:`joined_boards` writes each such pair as one table of team board pairings, each match's row (its
teams and score) above its boards' rows, so that the team board pairings' reader
(:func:`tiebreak.readers.assemble.classify`) reads it as it reads chess-results' "Board pairings". Every
cell keeps its place in the input it comes from (a match's row stands at the line of its first board, its
cells say which line of the matches' table they are from in the note).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from ..model.errors import ParseError
from ._builder import clean, game_result
from .assemble import Cell, Table, _copied_tables, _file_round, _match_score

__all__ = ["boards_alone", "joined_boards", "unjoined_boards"]

_KEY = re.compile(
    r"^(?:match|game|encounter|pairing|begegnung|rencontre|encuentro|partita)"
    r"[ _.-]?(?:id|no|nr|n°|number|key)?$"
)
"""A match's key heading: ``matchId``, ``match_id``, ``Match No``, ``match``."""
_BOARD = re.compile(
    r"^(?:board|bo|brett|br|table|tisch|échiquier|tablero|scacchiera)[ _.-]?(?:no|nr|number|n°)?\.?$"
)
_RESULT = frozenset({"result", "res", "score", "ergebnis", "résultat", "resultat", "resultado", "risultato"})
_RATING = re.compile(r"(?:rating|elo|rtg|dwz|wertung)$")


def _heading(text: str) -> str:
    """A heading with its words' case and separators folded (``homeTeam`` -> ``hometeam``)."""
    return " ".join(clean(text).split()).casefold()


def _key_column(row: Sequence[Cell]) -> int | None:
    keys = [k for k, c in enumerate(row) if _KEY.match(_heading(c.text))]
    return keys[0] if len(keys) == 1 else None


def _boards_layout(table: Table) -> tuple[int, int, int, int, int] | None:
    """The columns of a table of boards keyed to their matches: (key, board, first player, result, second
    player); None for any other table. The players' columns are those with a name in every row, one
    before the result and one after it."""
    if len(table.rows) < 3:
        return None
    head = table.rows[0]
    key = _key_column(head)
    if key is None:
        return None
    heads = [_heading(c.text) for c in head]
    board = next((k for k, h in enumerate(heads) if _BOARD.match(h)), None)
    result = next((k for k, h in enumerate(heads) if h in _RESULT), None)
    if board is None or result is None:
        return None
    body = table.rows[1:]
    named = [
        k
        for k in range(len(head))
        if k not in (key, board, result)
        and not _RATING.search(heads[k])
        and all(k < len(r) and any(ch.isalpha() for ch in r[k].text) for r in body)
    ]
    before = [k for k in named if k < result]
    after = [k for k in named if k > result]
    if not before or not after:
        return None
    if sum(
        1 for r in body if result < len(r) and game_result(" ".join(clean(r[result].text).split()))
    ) * 2 < len(body):
        return None
    return key, board, before[-1], result, after[0]


def _matches_layout(table: Table) -> tuple[int, int, int, int] | None:
    """The columns of a table of matches with a key: (key, first team, score, second team); None for any
    other table (a table of boards: it has a board column)."""
    if len(table.rows) < 2:
        return None
    head = table.rows[0]
    key = _key_column(head)
    heads = [_heading(c.text) for c in head]
    if key is None or any(_BOARD.match(h) for h in heads):
        return None
    body = table.rows[1:]
    score = next(
        (
            k
            for k in range(len(head))
            if k != key
            and all(k < len(r) and (_match_score(r[k].text) or not r[k].text.strip()) for r in body)
            and any(_match_score(r[k].text) for r in body)
        ),
        None,
    )
    if score is None:
        return None
    named = [
        k
        for k in range(len(head))
        if k not in (key, score) and all(k < len(r) and any(ch.isalpha() for ch in r[k].text) for r in body)
    ]
    before = [k for k in named if k < score]
    after = [k for k in named if k > score]
    if before and after:
        return key, before[-1], score, after[0]
    if len(before) >= 2:  # ``matchId, homeTeam, awayTeam, score``
        return key, before[-2], score, before[-1]
    return None


def joined_boards(tables: Sequence[Table]) -> tuple[list[Table], set[str | None]]:
    """The tables with each table of boards keyed to its matches written as one table of team board
    pairings (:mod:`tiebreak.readers._keyedboards`), the matches' table left out; and the inputs whose
    matches were so joined. A table of boards is joined to the table of matches of its round (the round
    its file's name gives; else, as many of each given, the one in the same place in the order given,
    its round that place), where every board's key is one of its matches'; any other table is kept as it
    is."""
    boards = [(t, layout) for t in tables if (layout := _boards_layout(t)) is not None]
    if not boards:
        return list(tables), set()
    matches = [(t, own) for t in tables if (own := _matches_layout(t)) is not None]
    if not matches:
        return list(tables), set()
    joined: dict[int, Table] = {}
    used: set[int] = set()
    in_order = len(boards) == len(matches)  # without rounds in the names: the k-th of each, as given
    named = any(_file_round(m.source) is not None for m, _ in matches)
    for k, (t, layout) in enumerate(boards):
        rnd = _file_round(t.source)
        same = [(m, ml) for m, ml in matches if rnd is not None and _file_round(m.source) == rnd]
        if not (rnd is not None and named) and (len(matches) == 1 or in_order):
            same = [matches[k if in_order else 0]]
        if len(same) != 1:
            continue
        m, ml = same[0]
        table = _joined(t, layout, m, ml, rnd if rnd is not None else (k + 1 if in_order else None))
        if table is not None:
            joined[id(t)] = table
            used.add(id(m))
    if not joined:
        return list(tables), set()
    sources = {m.source for m, _ in matches if id(m) in used}
    out = [joined.get(id(t), t) for t in tables if id(t) not in used]
    return out, sources


def _joined(
    boards: Table,
    layout: tuple[int, int, int, int, int],
    matches: Table,
    mlayout: tuple[int, int, int, int],
    rnd: int | None,
) -> Table | None:
    """The table of boards with each match's row above its boards; None when a board's key names no
    match of the table of matches."""
    key, board, left, result, right = layout
    mkey, team_a, score, team_b = mlayout
    by_key = {r[mkey].text.strip(): r for r in matches.rows[1:] if mkey < len(r) and r[mkey].text.strip()}
    rows: list[tuple[Cell, ...]] = []
    last = None
    for r in boards.rows[1:]:
        if key >= len(r):
            return None
        k = r[key].text.strip()
        match = by_key.get(k)
        if match is None:
            return None
        first = r[0]
        if k != last:
            rows.append(
                tuple(Cell(match[i].text, first.line, first.column) for i in (mkey, team_a, score, team_b))
            )
            last = k
        rows.append(tuple(r[i] for i in (board, left, result, right) if i < len(r)))
    lines = [r[mkey].line for r in by_key.values()]
    note = (
        f"the boards of {_name(boards.source)} joined to the matches of {_name(matches.source)} by the "
        f"column {boards.rows[0][key].text!r} (each match's teams and score from line "
        f"{min(lines)}-{max(lines)} there)"
    )
    caption = f"Round {rnd}" if rnd is not None else boards.caption
    return replace(boards, rows=tuple(rows), caption=caption, notes=(*boards.notes, note))


def _name(source: str | None) -> str:
    return (source or "the input").replace("\\", "/").rsplit("/", 1)[-1]


def unjoined_boards(tables: Sequence[Table]) -> ParseError | None:
    """The error for a table of boards that names each board's match by a key, not its teams, read without
    the table of matches it keys (a league's boards file given alone): the teams of its boards are
    unknown. None when no table is such."""
    for t in tables:
        layout = _boards_layout(t)
        if layout is None:
            continue
        head = t.rows[0][layout[0]]
        return ParseError(
            f"{_name(t.source)} holds a team event's boards, each naming its match by the column "
            f"{head.text!r} and not by its teams: give it with the table of that round's matches "
            f"({head.text}, both teams, the match score), each round's two files together",
            source=t.source,
            line=head.line,
            column=head.column,
        )
    return None


def boards_alone(text: str, source: str | None) -> ParseError | None:
    """:func:`unjoined_boards` of one input's text (its first line a header with a match's key and a board
    column: a cheap look first); None for any other text."""
    first = next((line for line in text[:4000].splitlines() if line.strip()), "")
    heads = [_heading(h) for h in re.split(r"[,;\t|]", first)]
    if not any(_KEY.match(h) for h in heads) or not any(_BOARD.match(h) for h in heads):
        return None
    return unjoined_boards(_copied_tables(text, source or ""))
