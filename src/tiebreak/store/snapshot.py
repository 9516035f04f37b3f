"""One event as typed values (settings, players, requested byes, boards and their results as the model's
:class:`~tiebreak.Result`), and the :class:`~tiebreak.Tournament` it stands for. No SQL here: the
repository (:mod:`~tiebreak.store.repository`) reads a snapshot, the domain
(:mod:`~tiebreak.store.domain`) decides what a command changes in it.

The tournament is what the library ranks, what the TRF and JSON exports write, and what
``tiebreak standings`` reads back from the export: one builder for all of them.

Results are typed: a game's is White's and Black's :class:`Result` (``(WIN, LOSS)``), a board without an
opponent's is one :class:`Result` (its bye, or the code entered over it), and ``None`` is no result
entered. The codes the database and the API use (``1/0``, ``=/=``, ``U`` …) are made only at the edges:

>>> board_result("=/=", bye=False), board_result("H", bye=True), board_result("", bye=False)
((<Result.DRAW: '='>, <Result.DRAW: '='>), <Result.HALF_BYE: 'H'>, None)
>>> result_code((Result.WIN, Result.LOSS)), result_code(Result.PAB), result_code(None)
('1/0', 'U', '')
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field, replace
from typing import TypeAlias

from ..model.tournament import Color, PairingSystem, Player, Result, RoundEntry, Scoring, Tournament

__all__ = [
    "BoardResult",
    "BoardState",
    "PlayerState",
    "Snapshot",
    "board_result",
    "result_code",
    "tournament_of",
    "with_boards",
]

BoardResult: TypeAlias = tuple[Result, Result] | Result
"""A board's result: a game's (White's, Black's), or a board without an opponent's single result."""

_PENDING = (Result.UNKNOWN, Result.UNKNOWN)


def board_result(code: str, *, bye: bool) -> BoardResult | None:
    """The typed result of a stored code (``""``: none entered).

    :raises ValueError: for a code that is not a result.
    """
    if not code:
        return None
    if bye:
        return Result.from_code(code)
    white, slash, black = code.partition("/")
    if not slash:
        raise ValueError(f"not a game's result: {code!r}")
    return Result.from_code(white), Result.from_code(black)


def result_code(result: BoardResult | None) -> str:
    """The stored code of a typed result (``""`` for none)."""
    if result is None:
        return ""
    if isinstance(result, Result):
        return result.value
    return f"{result[0].value}/{result[1].value}"


@dataclass(frozen=True, slots=True)
class PlayerState:
    sno: int
    name: str
    rating: int | None
    federation: str
    fide_id: str
    title: str
    sex: str
    birth: str
    first_round: int
    withdrawn_from: int | None


@dataclass(frozen=True, slots=True)
class BoardState:
    id: int | None
    """The board's row (None for a board a change adds, until the repository writes it)."""
    round: int
    board: int
    white: int
    black: int | None
    bye: Result | None
    """A board without an opponent: its bye (``PAB``, ``FULL_BYE`` …, or a forfeit read from a file)."""
    result: BoardResult | None = None
    """The result entered last (None: none entered, or the last entry withdrew it)."""
    seq: int = 0
    """How many results were entered on the board: its version."""

    @property
    def in_force(self) -> BoardResult | None:
        """The result that counts: the one entered, else the bye's."""
        return self.result if self.result is not None else self.bye

    @property
    def code(self) -> str:
        """The result in force as its stored code (``1/0``, ``U``, ``""``): for the edges (API, pages)."""
        return result_code(self.in_force)

    @property
    def pair(self) -> tuple[Result, Result]:
        """White's and Black's results of a game (both ``UNKNOWN`` before one is entered)."""
        result = self.result
        return result if isinstance(result, tuple) else _PENDING


@dataclass
class Snapshot:
    """An event at one version (or as it was at one moment, for ``as_of``)."""

    id: int
    version: int
    name: str
    start_date: dt.date | None
    end_date: dt.date | None
    pairing: str
    planned_rounds: int
    scoring: Scoring
    scoring_text: str
    rules: str
    tiebreaks: tuple[str, ...]
    created_at: dt.datetime
    players: dict[int, PlayerState] = field(default_factory=dict)
    byes: dict[tuple[int, int], Result] = field(default_factory=dict)
    """Requested byes ``(sno, round) → HALF_BYE or ZERO_BYE``."""
    boards: dict[tuple[int, int], BoardState] = field(default_factory=dict)
    overrides: list[dict[str, str]] = field(default_factory=list)
    """Changes of the tie-break list after round 1 was paired (for the TRF's ``###`` comments)."""
    tournament: Tournament | None = field(default=None, compare=False, repr=False)
    """:func:`tournament_of` this snapshot, once built (a snapshot is never changed after it is read)."""

    @property
    def paired_rounds(self) -> int:
        """The last round with pairings (0 before round 1 is paired)."""
        return max((r for r, _ in self.boards), default=0)

    @property
    def played_rounds(self) -> int:
        """The last round with a result entered on some board: standings "now" are after it."""
        return max((r for (r, _), b in self.boards.items() if b.result and b.black is not None), default=0)

    @property
    def locked(self) -> bool:
        """The tie-break list is fixed once round 1 is paired."""
        return self.paired_rounds >= 1

    def round_boards(self, rnd: int) -> list[BoardState]:
        return sorted((b for (r, _), b in self.boards.items() if r == rnd), key=lambda b: b.board)


def _entries(b: BoardState) -> tuple[tuple[int, RoundEntry], ...]:
    """The round entries of a board's players, (sno, entry) each."""
    rnd = b.round
    if b.black is None:
        alone = b.in_force
        result = alone if isinstance(alone, Result) else Result.PAB
        return ((b.white, RoundEntry(rnd, None, Color.NONE, result)),)
    white, black = b.pair
    return (
        (b.white, RoundEntry(rnd, b.black, Color.WHITE, white)),
        (b.black, RoundEntry(rnd, b.white, Color.BLACK, black)),
    )


_NOT_PAIRED = Result.NOT_PAIRED
_KIND = {"swiss": "Swiss-System", "round-robin": "Round-Robin", "double-round-robin": "Double Round-Robin"}


def with_boards(t: Tournament, changed: list[BoardState]) -> Tournament:
    """``t`` with the entries of the players of ``changed`` boards (same pairings, new results)
    replaced: what a result write does to the tournament, without building it again."""
    entries = {sno: e for b in changed for sno, e in _entries(b)}
    players = list(t.players)
    for i, p in enumerate(players):
        e = entries.get(p.sno)
        if e is not None and e.round <= len(p.rounds):
            rounds = list(p.rounds)
            rounds[e.round - 1] = e
            players[i] = replace(p, rounds=tuple(rounds))
    return replace(t, players=tuple(players))


def tournament_of(snap: Snapshot) -> Tournament:
    """The event as the library's model: one round entry per player and round up to the last paired
    round (and later rounds with a requested bye); a paired board without a result is a game in
    progress (``?``, worth nothing yet); a player missing from a paired round is absent (not paired),
    or has the bye requested for it."""
    if snap.tournament is not None:
        return snap.tournament
    by_round: dict[tuple[int, int], RoundEntry] = {}
    for b in snap.boards.values():
        for sno, e in _entries(b):
            by_round[(b.round, sno)] = e
    last_bye = max((r for _, r in snap.byes), default=0)
    last = min(max(snap.paired_rounds, last_bye), snap.planned_rounds)
    players = []
    for sno, p in snap.players.items():
        rounds = []
        for rnd in range(1, last + 1):
            found = by_round.get((rnd, sno))
            if found is not None:
                rounds.append(found)
                continue
            bye = snap.byes.get((sno, rnd))
            rounds.append(RoundEntry(rnd, None, Color.NONE, bye if bye is not None else _NOT_PAIRED))
        players.append(
            Player(
                sno=sno,
                name=p.name,
                rating=p.rating,
                rounds=tuple(rounds),
                sex=p.sex,
                title=p.title,
                federation=p.federation,
                fide_id=p.fide_id,
                birth=p.birth,
            )
        )
    pairing = PairingSystem.SWISS if snap.pairing == "swiss" else PairingSystem.ROUND_ROBIN
    return Tournament(
        name=snap.name,
        players=tuple(players),
        rounds=snap.planned_rounds,
        pairing=pairing,
        pairing_source="option",
        scoring=snap.scoring,
        start_date=snap.start_date,
        tiebreaks=("PTS", *snap.tiebreaks),
        type_text=f"Individual: {_KIND[snap.pairing]}",
    )
