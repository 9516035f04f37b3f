"""A starting list given with the event's crosstable: the ratings the crosstable does not print.

chess-results lets an organiser leave the rating column out of a crosstable (the 19th Arad Open 2026's
"Starting rank crosstable": No., Name, FED, the rounds, Pts., Rk. and five tie-breaks, two of them on
ratings), while its starting list (``art=0``: No., Name, FideID, FED, RtgI, RtgN) prints them. Given
together (``tiebreak check startingrank.html crosstable.html``), the crosstable is the event and the
starting list gives each player without a rating the one it prints under the same starting number, when
the two name the same player; a player the list names otherwise keeps none, with a warning.

A starting list is a table whose header names a starting number, a name and a rating, and no round,
points, rank, result or tie-break column, in an input that holds no other table of an event.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..model.errors import Diagnostic, Severity
from ..model.tournament import Player, Tournament
from ._headings import classify

__all__ = ["StartList", "starting_list", "with_ratings"]

_EVENT_KINDS = frozenset({"round", "points", "rank", "tiebreak", "result", "white", "black"})
"""Headings that make a table more than a list of players (a crosstable, a ranking, a pairing list)."""


@dataclass(frozen=True)
class StartList:
    """The players a starting list prints: starting number -> (name, rating or None, line, column of the
    rating cell); ``source`` the input it stands in."""

    source: str | None
    players: dict[int, tuple[str, int | None, int, int]]


def starting_list(text: str, source: str | None, *, html: bool) -> StartList | None:
    """The starting list the input is (its one table with a starting number, name and rating heading
    and no column of an event), else None: an input with a table of rounds, points, ranks, results or
    tie-breaks is no starting list."""
    from .assemble import page_tables, text_tables

    tables = page_tables(text, source)[0] if html else text_tables(text, source)
    found: StartList | None = None
    for table in tables:
        for i, row in enumerate(table.rows[:3]):
            kinds = [classify(c.text) for c in row]
            if any(k in _EVENT_KINDS for k in kinds):
                return None  # a table of an event: the input is no starting list
            if not all(k in kinds for k in ("sno", "name", "rating")):
                continue
            players = _players(
                table.rows[i + 1 :], kinds.index("sno"), kinds.index("name"), kinds.index("rating")
            )
            if len(players) >= 2 and found is None:
                found = StartList(source, players)
            break
    return found


def _players(
    rows: Sequence[Sequence[object]], sno: int, name: int, rating: int
) -> dict[int, tuple[str, int | None, int, int]]:
    """The rows numbered by a starting number, with a name and a rating of up to 4 digits or none."""
    out: dict[int, tuple[str, int | None, int, int]] = {}
    for row in rows:
        cells = list(row)
        if len(cells) <= max(sno, name, rating):
            continue
        number, who, rated = (getattr(cells[k], "text", "").strip() for k in (sno, name, rating))
        if not (number.isascii() and number.isdecimal() and int(number) > 0 and who):
            continue
        value = int(rated) if rated.isascii() and rated.isdecimal() and len(rated) <= 4 else None
        if value == 0:
            value = None  # chess-results prints 0 for an unrated player
        cell = cells[rating]
        out.setdefault(int(number), (who, value, getattr(cell, "line", 1), getattr(cell, "column", 1)))
    return out


def _same_name(a: str, b: str) -> bool:
    """Whether two cells name the same player: letters and digits alike, whatever the case, commas,
    dots and blanks between them."""

    def key(s: str) -> str:
        s = unicodedata.normalize("NFKC", s).casefold()
        return "".join(ch for ch in s if ch.isalnum())

    return key(a) == key(b)


def with_ratings(event: Tournament, lists: Sequence[StartList]) -> Tournament:
    """The event with the ratings the starting lists print for its players without one (matched by
    starting number and name), with a note saying how many and from where; a warning for a player a
    list names otherwise (left unrated)."""
    notes: list[Diagnostic] = []
    players: list[Player] = []
    filled = {id(sl): 0 for sl in lists}
    for p in event.players:
        rating = p.rating
        if rating is None:
            for sl in lists:
                listed = sl.players.get(p.sno)
                if listed is None:
                    continue
                name, value, line, column = listed
                if not _same_name(name, p.name):
                    notes.append(
                        Diagnostic(
                            Severity.WARNING,
                            f"the starting list names number {p.sno} {name!r}, the event {p.name!r}: "
                            "its rating is not taken (the player is read unrated)",
                            sl.source,
                            line,
                            column,
                        )
                    )
                    break
                if value is not None:
                    rating = value
                    filled[id(sl)] += 1
                break
        players.append(p if rating == p.rating else replace(p, rating=rating))
    for sl in lists:
        notes.append(
            Diagnostic(
                Severity.INFO,
                f"the starting list gives the ratings of {filled[id(sl)]} player(s) the event does not rate "
                f"(by starting number and name; {len(sl.players)} listed)",
                sl.source,
                min((v[2] for v in sl.players.values()), default=1),
                1,
            )
        )
    return replace(event, players=tuple(players), diagnostics=(*event.diagnostics, *notes))
