"""One event as plain values (settings, players, byes, boards, current results), read from the
database in a few queries, and the :class:`~tiebreak.Tournament` it stands for.

The tournament is what the library ranks, what the TRF and JSON exports write, and what
``tiebreak standings`` reads back from the export: one builder for all of them.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field, replace

from sqlalchemy import Connection, and_, or_, select

from ..model.tournament import Color, PairingSystem, Player, Result, RoundEntry, Scoring, Tournament
from .errors import NotFound
from .inputs import result_pair, scoring_from_json
from .models import Board, Bye, Event, LogEntry, PlayerRow, ResultEntry

__all__ = ["BoardState", "PlayerState", "Snapshot", "load_snapshot", "tournament_of", "with_boards"]


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


@dataclass(slots=True)
class BoardState:
    id: int
    round: int
    board: int
    white: int
    black: int | None
    bye: str | None
    result: str = ""
    """The current result (last log entry); ``""`` when none was entered (for a bye board: its code)."""
    seq: int = 0
    """How many log entries the board has: its version."""

    @property
    def code(self) -> str:
        """The result in force: the last entry, else the bye's code (or nothing)."""
        return self.result or (self.bye or "")


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
    byes: dict[tuple[int, int], str] = field(default_factory=dict)
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


def load_snapshot(conn: Connection, event_id: int, at: dt.datetime | None = None) -> Snapshot:
    """Read the event ``event_id`` (as it stood at ``at``, when given).

    :raises NotFound: when there is no such event.
    """
    ev = conn.execute(select(Event).where(Event.id == event_id)).one_or_none()
    if ev is None or ev.version == 0:  # version 0: an import still being written
        raise NotFound(f"there is no event {event_id}", field="event_id")
    tiebreaks = tuple(c for c in ev.tiebreaks.split(",") if c)
    log_rows = conn.execute(
        select(LogEntry.detail, LogEntry.reason, LogEntry.actor, LogEntry.at)
        .where(LogEntry.event_id == event_id, LogEntry.action == "tiebreaks")
        .order_by(LogEntry.id)
    ).all()
    overrides: list[dict[str, str]] = []
    for detail, reason, actor, when in log_rows:
        data = json.loads(detail)
        if at is not None and when > at:
            tiebreaks = tuple(data["old"])  # the list in force at `at` is the one this change replaced
            break
        if data.get("override"):
            overrides.append(
                {
                    "old": ",".join(data["old"]),
                    "new": ",".join(data["new"]),
                    "reason": reason,
                    "actor": actor,
                    "at": when.isoformat(timespec="seconds"),
                }
            )
    snap = Snapshot(
        id=ev.id,
        version=ev.version,
        name=ev.name,
        start_date=ev.start_date,
        end_date=ev.end_date,
        pairing=ev.pairing,
        planned_rounds=ev.planned_rounds,
        scoring=scoring_from_json(ev.scoring),
        scoring_text=ev.scoring,
        rules=ev.rules,
        tiebreaks=tiebreaks,
        created_at=ev.created_at,
        overrides=overrides,
    )
    players = select(PlayerRow).where(PlayerRow.event_id == event_id)
    if at is not None:
        players = players.where(PlayerRow.created_at <= at)
    for p in conn.execute(players.order_by(PlayerRow.sno)):
        snap.players[p.sno] = PlayerState(
            p.sno,
            p.name,
            p.rating,
            p.federation,
            p.fide_id,
            p.title,
            p.sex,
            p.birth,
            p.first_round,
            p.withdrawn_from,
        )
    for sno, rnd, kind in conn.execute(select(Bye.sno, Bye.round, Bye.kind).where(Bye.event_id == event_id)):
        snap.byes[(sno, rnd)] = kind
    boards = select(Board.id, Board.round, Board.board, Board.white, Board.black, Board.bye).where(
        Board.event_id == event_id
    )
    if at is None:
        boards = boards.where(Board.superseded_at.is_(None))
    else:
        boards = boards.where(
            Board.created_at <= at, or_(Board.superseded_at.is_(None), Board.superseded_at > at)
        )
    by_id: dict[int, BoardState] = {}
    for bid, rnd, number, white, black, bye in conn.execute(boards):
        state = BoardState(bid, rnd, number, white, black, bye)
        snap.boards[(rnd, number)] = by_id[bid] = state
    results = select(ResultEntry.board_id, ResultEntry.result, ResultEntry.seq).where(
        ResultEntry.event_id == event_id
    )
    if at is not None:
        results = results.where(and_(ResultEntry.at <= at))
    for bid, result, seq in conn.execute(results.order_by(ResultEntry.id)):
        known = by_id.get(bid)
        if known is not None:
            known.result, known.seq = result, seq
    return snap


def _entries(b: BoardState) -> tuple[tuple[int, RoundEntry], ...]:
    """The round entries of a board's players, (sno, entry) each."""
    rnd = b.round
    if b.black is None:
        return ((b.white, RoundEntry(rnd, None, Color.NONE, Result.from_code(b.code or "U"))),)
    white, black = result_pair(b.result)
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
            rounds.append(RoundEntry(rnd, None, Color.NONE, Result.from_code(bye) if bye else _NOT_PAIRED))
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
