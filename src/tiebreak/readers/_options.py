"""How to read an input: :class:`ReadOptions`, handed explicitly to every reader (no global state)."""

from __future__ import annotations

from dataclasses import dataclass

from ..validate import DEFAULT_LIMITS, Limits

__all__ = ["DEFAULT_OPTIONS", "ReadOptions"]


@dataclass(frozen=True)
class ReadOptions:
    """How strictly to read: ``strict`` refuses what the tolerance rules accept with a warning,
    ``lenient`` collects errors that have a reasonable reading instead of stopping; ``limits`` (input
    size, players, rounds: a reader refuses a player or round beyond them before building it);
    ``pgn_star``: how a PGN ``[Result "*"]`` between two players is read (``unplayed``, ``forfeit`` or
    ``pending``, :data:`tiebreak.readers.pgn.STAR_READINGS`); ``source``: the file name every error and
    note names (None for pasted text)."""

    strict: bool = False
    lenient: bool = False
    limits: Limits = DEFAULT_LIMITS
    pgn_star: str = "unplayed"
    source: str | None = None


DEFAULT_OPTIONS = ReadOptions()
