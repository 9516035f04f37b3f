"""How to read an input: :class:`ReadOptions`, handed explicitly to every reader (no global state)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..model.tournament import DEFAULT_LIMITS, Limits

if TYPE_CHECKING:
    from .tables import ColumnChoice

__all__ = ["BYE_STAR_READINGS", "DEFAULT_OPTIONS", "STAR_READINGS", "ReadOptions"]

STAR_READINGS: dict[str, str] = {
    "unplayed": "both players unpaired in that round (zero points)",
    "forfeit": "a double forfeit (both lose by forfeit, the pairing kept)",
    "pending": "a game still being played (scored with the point system's unknown value, a draw)",
}
"""How a PGN ``[Result "*"]`` between two players can be read (``--pgn-star``); the first is the default
(kept beside :class:`ReadOptions`, so that the command line offers them without loading the PGN
reader)."""


BYE_STAR_READINGS: dict[str, str] = {
    "unplayed": "an unpaired round (zero points)",
    "pab": "a pairing-allocated bye (what the event's point system gives one: a win's points by default)",
    "full": "a full-point bye",
    "half": "a half-point bye",
    "zero": "a zero-point bye",
}
"""How a PGN game against ``BYE`` with ``[Result "*"]`` is read (``--pgn-bye``): the bye's value, which
the PGN does not say; the first is the default."""


@dataclass(frozen=True)
class ReadOptions:
    """How strictly to read: ``strict`` refuses what the tolerance rules accept with a warning,
    ``lenient`` collects errors that have a reasonable reading instead of stopping; ``limits`` (input
    size, players, rounds: a reader refuses a player or round beyond them before building it);
    ``pgn_star``: how a PGN ``[Result "*"]`` between two players is read (``unplayed``, ``forfeit`` or
    ``pending``, :data:`STAR_READINGS`); ``pgn_bye``: how a PGN game against ``BYE`` with
    ``[Result "*"]`` is read (``unplayed``, ``pab``, ``full``, ``half`` or ``zero``,
    :data:`BYE_STAR_READINGS`); ``source``: the file name every error and
    note names (None for pasted text); ``players``: the players of a games CSV given beside it, as
    (file name, text), which :func:`~tiebreak.readers.read_path` reads from ``NAME.players.csv`` next
    to ``NAME.csv`` (a reader never opens a file itself); ``columns``: what the columns of the
    input's table hold, as the user says it (``--columns name=2,rating=3,rounds=5-11,points=12``,
    :func:`~tiebreak.readers.tables.parse_columns`): the table is then read by that choice."""

    strict: bool = False
    lenient: bool = False
    limits: Limits = DEFAULT_LIMITS
    pgn_star: str = "unplayed"
    pgn_bye: str = "unplayed"
    source: str | None = None
    players: tuple[str, str] | None = None
    columns: ColumnChoice | None = None


DEFAULT_OPTIONS = ReadOptions()
