"""The live-event service: every organiser action as one method, framework-free (the HTTP API in
:mod:`tiebreak.web.events_api` and the ``tiebreak event`` commands call these).

Reads are public. Every write names its event, carries a token (organiser or arbiter) and runs as one
transaction that first locks the event (``SELECT … FOR UPDATE`` on PostgreSQL, ``BEGIN IMMEDIATE`` on
SQLite), checks the token and the version the caller saw, applies the change and bumps
``Event.version``; a refusal raises a :class:`~tiebreak.store.errors.StoreError` and stores nothing.

Standings are computed by :func:`tiebreak.compute_standings` on :func:`~tiebreak.store.snapshot.tournament_of`
and cached per event and version. One lock per event makes every reader that finds them stale wait for a
single computation of the newest version, and an optional background thread recomputes after writes:
a burst of results costs one recomputation per event, not one per result.

The snapshots and standings are kept in caches bounded by bytes (:class:`tiebreak.model.cache.ByteLRU`, the
least recently used event out): ``cache_bytes`` (default :data:`CACHE_BYTES`, or
``TIEBREAK_CACHE_MB``, 64 MB) is shared half and half between them, so a server that reads a hundred events
holds the ones read last, not all of them.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import Connection, delete, func, insert, select, update
from sqlalchemy.exc import SQLAlchemyError

from ..criteria import is_primary_score
from ..model.cache import ByteLRU
from ..model.errors import TiebreakError
from ..model.rules import Rules
from ..model.tournament import Color, Result, Tournament
from ..presenters.standings import standings_dict
from ..ranking.engine import Options, Standings, compute_standings, default_list
from ..readers import ReadOptions, read_text
from ..writers.jsonmodel import write_json_model
from ..writers.trf import standings_trf
from . import tokens
from .berger import berger_rounds, double_round_robin
from .db import Engines, check_url, migrate, open_engines
from .errors import Conflict, Forbidden, NotFound, StoreError, Unauthorized, Unavailable
from .inputs import (
    RULES,
    BoardInput,
    EventSettings,
    PlayerInput,
    parse_result,
    parse_tiebreaks,
    scoring_json,
    show_result,
)
from .models import Board, Bye, Event, LogEntry, PlayerRow, ResultEntry, Session, Token
from .snapshot import BoardState, PlayerState, Snapshot, load_snapshot, tournament_of, with_boards

__all__ = ["CACHE_BYTES", "NOTIFY_CHANNEL", "SESSION_SECONDS", "Created", "EventStore", "ImportPlan",
           "SessionKey", "Written", "import_job", "plan_import", "snapshot_bytes", "standings_bytes",
           "standings_view", "utc_now"]

ORGANISER, ARBITER = "organiser", "arbiter"
NOTIFY_CHANNEL = "tiebreak_events"
"""The PostgreSQL channel every write notifies (payload ``event_id:version``)."""
_QUIET = 0.025
"""Seconds without a new write after which the background thread recomputes: a burst of writes costs one
computation (a reader during the burst does not wait for it: stale standings are computed on demand)."""
IMPORT_ROWS = 1_000
"""Rows written per transaction by an import (a few tens of milliseconds of the write lock each)."""
_SETTLE = 2.0
"""Longest wait for a quiet moment in a stream of writes before the background thread recomputes anyway."""
CACHE_BYTES = 64 * 1024 * 1024
"""The default bound of a store's caches (snapshots and standings together), in bytes."""
_LOCK_STRIPES = 64
"""Locks shared by the events (event ``id % 64``): a fixed number, however many events are read."""


def snapshot_bytes(snap: Snapshot) -> int:
    """An estimate of the memory a snapshot holds (with the tournament built from it): measured with
    ``tracemalloc`` on generated 1,500-player and 20,000-player Swiss events of 11 rounds, about 300
    bytes per player, 70 per player and round, 420 per board."""
    rounds = max(snap.paired_rounds, 1)
    return 2048 + len(snap.players) * (300 + 70 * rounds) + len(snap.boards) * 420 + len(snap.byes) * 150


def standings_bytes(entry: tuple[int, Standings]) -> int:
    """An estimate of the memory a table of standings holds: measured with ``tracemalloc``, about 300
    bytes per player and column (points and each tie-break, with their explanations)."""
    s = entry[1]
    return 2048 + len(s.rows) * (len(s.specs) + 1) * 300


def _cache_bytes() -> int:
    mb = os.environ.get("TIEBREAK_CACHE_MB", "").strip()
    return int(float(mb) * 1024 * 1024) if mb.replace(".", "", 1).isdigit() else CACHE_BYTES


SESSION_SECONDS = 12 * 3600
"""How long an arbiter's session lasts without logging out."""


class SessionKey(str):
    """An arbiter session's id (the desk's cookie), given where a write takes a token: the write is
    allowed as the session's token allows it, while the session is open and that token not revoked."""

    __slots__ = ()


def utc_now() -> dt.datetime:
    """Now, in UTC, as the naive timestamp the store keeps."""
    return dt.datetime.now(dt.UTC).replace(tzinfo=None)


@dataclass(frozen=True)
class Created:
    """A new event: its id, public path and organiser token (shown this once)."""

    event_id: int
    path: str
    token: str
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class Written:
    """What a write answers: the event's new version, warnings, and the write's own data."""

    version: int
    data: dict[str, Any]
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class ImportPlan:
    """An event read from a TRF file and checked, as the rows to insert (made by :func:`plan_import`,
    without the database, so that a compute worker can make it; it pickles)."""

    settings: EventSettings
    source: str
    players: list[dict[str, Any]]
    """The ``players`` rows (without ``event_id`` and ``created_at``)."""
    rounds: list[tuple[int, list[BoardInput], list[tuple[int, str]]]]
    """Per round played: its number, its boards and their results ``(board, code)``."""
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Change:
    """What a write function hands back: its answer, warnings, and (for results) how to bring the
    cached snapshot forward without reading the event again."""

    data: dict[str, Any]
    warnings: tuple[str, ...] = ()
    patch: Callable[[Snapshot], Snapshot] | None = None


WriteFn = Callable[[Connection, Snapshot, str, dt.datetime], _Change]


class EventStore:
    """The events of one database (``url``: ``sqlite:///path`` or ``postgresql://…``). The schema is
    migrated on opening. ``background=True`` starts the thread that recomputes standings after writes.
    ``cache_bytes`` bounds the snapshots and standings kept (default: ``TIEBREAK_CACHE_MB`` megabytes,
    else :data:`CACHE_BYTES`)."""

    def __init__(self, url: str, *, background: bool = False, cache_bytes: int | None = None) -> None:
        self.url = url
        self.engines: Engines = open_engines(url)
        try:
            migrate(self.engines.write)
        except SQLAlchemyError as exc:
            self.engines.dispose()
            raise Unavailable(
                f"cannot open the database {check_url(url)}: {_first_line(exc)}", field="database"
            ) from None
        except StoreError:  # a schema newer than this code
            self.engines.dispose()
            raise
        self._guard = threading.Lock()
        bound = _cache_bytes() if cache_bytes is None else cache_bytes
        self._snapshots: ByteLRU[int, Snapshot] = ByteLRU(bound // 2, snapshot_bytes)
        self._standings: ByteLRU[tuple[int, int | None], tuple[int, Standings]] = ByteLRU(
            bound - bound // 2, standings_bytes
        )
        self._locks = tuple(threading.Lock() for _ in range(_LOCK_STRIPES))
        self._dirty: set[int] = set()
        self._writes = 0
        self._wake = threading.Condition()
        self._closed = False
        self.recomputations = 0
        """How many times standings were computed (the benchmark reports it against the writes)."""
        self.listeners: list[Callable[[int, int], None]] = []
        """Called with ``(event_id, new_version)`` after every committed write (live pages' fan-out). On
        PostgreSQL every write also sends ``NOTIFY tiebreak_events, 'event_id:version'`` in its own
        transaction, so that other processes serving the same database learn of it."""
        self._worker: threading.Thread | None = None
        if background:
            self._worker = threading.Thread(
                target=self._recompute_loop, name="tiebreak-standings", daemon=True
            )
            self._worker.start()

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self._wake.notify_all()
        if self._worker is not None:
            self._worker.join(timeout=5)
        self.engines.dispose()

    # ---- reading --------------------------------------------------------------------------------

    def snapshot(self, event_id: int) -> Snapshot:
        """The event now (cached; one small query checks that the cache holds the newest version)."""
        with self.engines.read.connect() as conn:
            version = conn.execute(select(Event.version).where(Event.id == event_id)).scalar_one_or_none()
            if version is None:
                raise NotFound(f"there is no event {event_id}", field="event_id")
            cached = self._snapshots.get(event_id)
            if cached is not None and cached.version == version:
                return cached
            snap = load_snapshot(conn, event_id)
        with self._guard:
            known = self._snapshots.peek(event_id)
            if known is None or known.version <= snap.version:
                self._snapshots.put(event_id, snap)
        return snap

    def cached_snapshot(self, event_id: int) -> Snapshot | None:
        """The newest snapshot of the event this store holds, without asking the database (None: none)."""
        return self._snapshots.get(event_id)

    def snapshot_at(self, event_id: int, at: dt.datetime) -> Snapshot:
        """The event as it stood at the moment ``at`` (UTC): the pairings then in force and the last
        result entered on each board by then."""
        with self.engines.read.connect() as conn:
            return load_snapshot(conn, event_id, at)

    def tournament(self, event_id: int) -> Tournament:
        return tournament_of(self.snapshot(event_id))

    def event_data(self, event_id: int) -> dict[str, Any]:
        """The event's settings, players and rounds, as the API shows them."""
        return event_dict(self.snapshot(event_id))

    def standings(
        self, event_id: int, *, after_round: int | None = None, at: dt.datetime | None = None
    ) -> tuple[Snapshot, Standings]:
        """The standings now (or after round ``after_round``, or as they were at ``at``)."""
        if at is not None:
            snap = self.snapshot_at(event_id, at)
            return snap, _compute(snap, after_round)
        key = (event_id, after_round)
        snap = self.snapshot(event_id)
        cached = self._standings.get(key)
        if cached is not None and cached[0] == snap.version:
            return snap, cached[1]
        with self._event_lock(event_id):
            snap = self.snapshot(event_id)  # the newest version: writes made meanwhile are included
            cached = self._standings.get(key)
            if cached is not None and cached[0] >= snap.version:
                return snap, cached[1]
            standings = _compute(snap, after_round)
            self.recomputations += 1
            self._standings.put(key, (snap.version, standings))
            return snap, standings

    def standings_view(self, event_id: int, *, after_round: int | None = None) -> dict[str, Any]:
        """The standings now (or after a round) as JSON-ready data (``standings_dict`` plus the event's
        version, paired rounds and boards still without a result), from the cached standings."""
        snap, s = self.standings(event_id, after_round=after_round)
        return standings_view(snap, s, after_round)

    def audit(self, event_id: int) -> list[dict[str, Any]]:
        """Every change of the event, oldest first: results (old → new, who, when, why) and the rest."""
        self.snapshot(event_id)
        with self.engines.read.connect() as conn:
            results = conn.execute(
                select(ResultEntry).where(ResultEntry.event_id == event_id).order_by(ResultEntry.id)
            ).all()
            log = conn.execute(
                select(LogEntry).where(LogEntry.event_id == event_id).order_by(LogEntry.id)
            ).all()
        out: list[tuple[dt.datetime, int, dict[str, Any]]] = []
        for r in results:
            out.append(
                (
                    r.at,
                    1,
                    {
                        "at": _iso(r.at),
                        "actor": r.actor,
                        "action": "result",
                        "round": r.round,
                        "board": r.board,
                        "old": show_result(r.previous),
                        "new": show_result(r.result),
                        "version": r.seq,
                        "reason": r.reason,
                    },
                )
            )
        for e in log:
            out.append(
                (
                    e.at,
                    0,
                    {
                        "at": _iso(e.at),
                        "actor": e.actor,
                        "action": e.action,
                        "detail": json.loads(e.detail),
                        "reason": e.reason,
                        "warning": e.warning,
                    },
                )
            )
        return [entry for _, _, entry in sorted(out, key=lambda x: (x[0], x[1]))]

    def export_trf(self, event_id: int) -> str:
        """The event as TRF-2026 with computed ranks, record 212 holding its list, and a ``###`` comment
        for every change of the list made after round 1 was paired."""
        snap, standings = self.standings(event_id)
        text = standings_trf(tournament_of(snap), standings)
        notes = [f"### tiebreak event {snap.id}, version {snap.version}; rules {snap.rules}"]
        for o in snap.overrides:
            notes.append(
                f"### tie-break list changed after round 1 was paired, {o['at']} by {o['actor']}: "
                f"{o['old']} -> {o['new']}; reason: {_one_line(o['reason'])}"
            )
        lines = text.split("\r\n")
        at = 1 if lines and lines[0].startswith("012") else 0
        return "\r\n".join([*lines[:at], *notes, *lines[at:]])

    def export_json(self, event_id: int) -> str:
        """The event in our JSON model (``tiebreak-json``)."""
        return write_json_model(self.tournament(event_id))

    # ---- creating and importing -----------------------------------------------------------------

    def create_event(self, settings: EventSettings) -> Created:
        """A new event with its organiser token (the only time the token is shown)."""
        token = tokens.new_token()
        now = utc_now()
        with self.engines.write.begin() as conn:
            event_id = _insert_event(conn, settings, now)
            _insert_token(conn, event_id, ORGANISER, token, "organiser", now)
            _log(
                conn,
                event_id,
                "create",
                {
                    "name": settings.name,
                    "pairing": settings.pairing,
                    "rounds": settings.rounds,
                    "rules": settings.rules,
                    "tiebreaks": list(settings.tiebreaks),
                },
                ORGANISER,
                now,
            )
        return Created(event_id, f"/events/{event_id}", token)

    def import_trf(
        self,
        text: str,
        *,
        source: str = "event.trf",
        name: str | None = None,
        tiebreaks: Any = None,
        rules: str = "auto",
    ) -> Created:
        """A new event from a TRF file: its players, every round's pairings and results (read and checked
        by :func:`plan_import`, written by :meth:`insert_import`)."""
        plan = plan_import(text, source=source, name=name, tiebreaks=tiebreaks, rules=rules)
        return self.insert_import(plan)

    def insert_import(self, plan: ImportPlan) -> Created:
        """Write an event read by :func:`plan_import` (the web server reads it in a compute worker) as bulk
        inserts in short transactions of at most :data:`IMPORT_ROWS` rows each, so that the database's
        write lock (SQLite's is one for the whole file) is never held for long: other events' writes pass
        in between. The event is created hidden (version 0: not found by readers, and nobody has its token
        yet) and shown by the last transaction; a failure on the way deletes it."""
        token = tokens.new_token()
        now = utc_now()
        players = [{**p, "created_at": now} for p in plan.players]
        boards = [
            {"round": rnd, "board": b.board, "white": b.white, "black": b.black, "bye": b.bye,
             "created_at": now, "superseded_at": None}
            for rnd, round_boards, _ in plan.rounds
            for b in round_boards
        ]
        with self.engines.write.begin() as conn:
            event_id = _insert_event(conn, plan.settings, now, version=0)
            _insert_token(conn, event_id, ORGANISER, token, "organiser", now)
        try:
            self._bulk(PlayerRow, event_id, players)
            self._bulk(Board, event_id, boards)
            with self.engines.read.connect() as conn:
                query = select(Board.id, Board.round, Board.board).where(Board.event_id == event_id)
                ids = {(row.round, row.board): row.id for row in conn.execute(query)}
            results = [
                {"board_id": ids[(rnd, number)], "round": rnd, "board": number, "result": code,
                 "previous": "", "seq": 1, "actor": ORGANISER, "reason": "imported", "at": now}
                for rnd, _, round_results in plan.rounds
                for number, code in round_results
            ]
            self._bulk(ResultEntry, event_id, results)
            with self.engines.write.begin() as conn:
                conn.execute(update(Event).where(Event.id == event_id).values(version=1))
                detail = {"source": plan.source, "players": len(plan.players), "rounds": len(plan.rounds)}
                _log(conn, event_id, "import", detail, ORGANISER, now)
        except BaseException:
            with self.engines.write.begin() as conn:  # the players, boards and results go with it
                conn.execute(delete(Event).where(Event.id == event_id))
            raise
        return Created(event_id, f"/events/{event_id}", token, plan.warnings)

    def _bulk(self, model: Any, event_id: int, rows: list[dict[str, Any]]) -> None:
        """Insert ``rows`` (all with the same keys) of event ``event_id`` into ``model``'s table, at most
        :data:`IMPORT_ROWS` per transaction, with no per-row work in SQLAlchemy: SQLite's ``executemany``
        (in C), PostgreSQL's ``COPY`` (psycopg)."""
        if not rows:
            return
        names = list(rows[0])
        dialect = self.engines.write.dialect
        quote = dialect.identifier_preparer.quote
        columns = ", ".join(quote(n) for n in ("event_id", *names))
        table = quote(model.__table__.name)
        values = [(event_id, *(row[n] for n in names)) for row in rows]
        for start in range(0, len(values), IMPORT_ROWS):
            chunk = values[start : start + IMPORT_ROWS]
            with self.engines.write.begin() as conn:
                if self.engines.sqlite:
                    marks = ", ".join("?" * len(chunk[0]))
                    conn.exec_driver_sql(f"INSERT INTO {table} ({columns}) VALUES ({marks})", chunk)
                    continue
                driver: Any = conn.connection.dbapi_connection  # psycopg's, in this transaction
                with driver.cursor() as cursor, cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                    for row in chunk:
                        copy.write_row(row)

    # ---- writing --------------------------------------------------------------------------------

    def _write(
        self,
        event_id: int,
        token: str | None,
        fn: WriteFn,
        *,
        if_match: int | None = None,
        organiser: bool = False,
    ) -> Written:
        now = utc_now()
        with self.engines.write.begin() as conn:
            version = conn.execute(
                select(Event.version).where(Event.id == event_id).with_for_update()
            ).scalar_one_or_none()
            if version is None:
                raise NotFound(f"there is no event {event_id}", field="event_id")
            actor = _authorise(conn, event_id, token, organiser)
            if if_match is not None and if_match != version:
                raise Conflict(
                    f"the event changed since version {if_match}: it is at version {version}",
                    current={"version": version},
                    field="If-Match",
                )
            cached = self._snapshots.get(event_id)
            snap = (
                cached if cached is not None and cached.version == version else load_snapshot(conn, event_id)
            )
            change = fn(conn, snap, actor, now)
            conn.execute(update(Event).where(Event.id == event_id).values(version=version + 1))
            if not self.engines.sqlite:  # delivered to the listeners when (and only if) this commits
                conn.execute(select(func.pg_notify(NOTIFY_CHANNEL, f"{event_id}:{version + 1}")))
        with self._guard:
            if change.patch is not None and snap.version == version:
                self._snapshots.put(event_id, replace(change.patch(snap), version=version + 1))
            else:
                self._snapshots.pop(event_id)
        self._kick(event_id)
        for listener in self.listeners:
            listener(event_id, version + 1)
        return Written(version + 1, change.data, change.warnings)

    def update_event(
        self, event_id: int, token: str | None, data: Mapping[str, Any], *, if_match: int | None = None
    ) -> Written:
        """Change the name, dates or planned rounds (organiser)."""
        from .inputs import _date, _int, _text

        extra = sorted(set(data) - {"name", "start_date", "end_date", "rounds"})
        if extra:
            raise StoreError(
                "unknown field (expected name, start_date, end_date, rounds; the tie-break list "
                "has its own call)",
                field=extra[0],
            )

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            values: dict[str, Any] = {}
            if "name" in data:
                values["name"] = _text(data, "name", "name", limit=200, required=True)
            for key in ("start_date", "end_date"):
                if key in data:
                    values[key] = _date(data[key], key)
            if "rounds" in data:
                rounds = _int(data["rounds"], "rounds", 1, 99)
                if rounds < snap.paired_rounds:
                    raise StoreError(f"round {snap.paired_rounds} is already paired", field="rounds")
                values["planned_rounds"] = rounds
            start = values.get("start_date", snap.start_date)
            end = values.get("end_date", snap.end_date)
            if start and end and end < start:
                raise StoreError("the event cannot end before it starts", field="end_date")
            conn.execute(update(Event).where(Event.id == event_id).values(**values))
            _log(conn, event_id, "event", {k: str(v) for k, v in values.items()}, actor, now)
            return _Change({k: str(v) for k, v in values.items()})

        return self._write(event_id, token, fn, if_match=if_match, organiser=True)

    def set_tiebreaks(
        self,
        event_id: int,
        token: str | None,
        codes: Any,
        *,
        override: bool = False,
        reason: str = "",
        if_match: int | None = None,
    ) -> Written:
        """Replace the tie-break list (organiser). Once round 1 is paired this needs ``override`` and a
        reason; the change is logged and written into the TRF export."""
        new = parse_tiebreaks(codes)

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            warnings: tuple[str, ...] = ()
            if snap.locked:
                if not override:
                    raise StoreError(
                        "the tie-break list is fixed once round 1 is paired; to change it send "
                        "override: true with a reason (it is logged and written into the TRF)",
                        field="override",
                    )
                if not reason.strip():
                    raise StoreError("an override of the tie-break list needs a reason", field="reason")
                warnings = ("the tie-break list was changed after round 1 was paired",)
            conn.execute(update(Event).where(Event.id == event_id).values(tiebreaks=",".join(new)))
            _log(
                conn,
                event_id,
                "tiebreaks",
                {"old": list(snap.tiebreaks), "new": list(new), "override": snap.locked},
                actor,
                now,
                reason,
                *warnings,
            )
            return _Change({"tiebreaks": list(new)}, warnings)

        return self._write(event_id, token, fn, if_match=if_match, organiser=True)

    def add_player(
        self, event_id: int, token: str | None, player: PlayerInput, *, if_match: int | None = None
    ) -> Written:
        """Register a player; after round 1 is paired this is a late entry (earlier rounds: absent)."""

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            sno = player.sno or max(snap.players, default=0) + 1
            if sno in snap.players:
                raise StoreError(f"starting number {sno} is taken by {snap.players[sno].name}", field="sno")
            first = player.first_round or snap.paired_rounds + 1
            if first <= snap.paired_rounds:
                raise StoreError(
                    f"round {first} is already paired: a late entry starts at round "
                    f"{snap.paired_rounds + 1} or later",
                    field="first_round",
                )
            if first > snap.planned_rounds:
                raise StoreError(f"the event has {snap.planned_rounds} rounds", field="first_round")
            row = dict(
                event_id=event_id,
                sno=sno,
                name=player.name or "",
                rating=player.rating,
                federation=(player.federation or "").upper(),
                fide_id=player.fide_id or "",
                title=player.title or "",
                sex=player.sex or "",
                birth=player.birth or "",
                first_round=first,
                withdrawn_from=None,
                created_at=now,
            )
            conn.execute(insert(PlayerRow).values(**row))
            warnings = (f"late entry: rounds 1 to {first - 1} count as absences",) if first > 1 else ()
            _log(
                conn,
                event_id,
                "player.add",
                {"sno": sno, "name": row["name"], "first_round": first},
                actor,
                now,
                "",
                *warnings,
            )
            return _Change(_player_dict(_state(row)), warnings)

        return self._write(event_id, token, fn, if_match=if_match)

    def edit_player(
        self, event_id: int, token: str | None, sno: int, player: PlayerInput, *, if_match: int | None = None
    ) -> Written:
        """Change a player's details (name, rating, federation, FIDE id, title, sex, birth)."""

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            old = _player(snap, sno)
            values: dict[str, Any] = {}
            for key in ("name", "federation", "fide_id", "title", "sex", "birth"):
                value = getattr(player, key)
                if value is not None:
                    values[key] = value.upper() if key == "federation" else value
            if player.rating_given:
                values["rating"] = player.rating
            if player.sno is not None and player.sno != sno:
                raise StoreError("a starting number cannot be changed", field="sno")
            if player.first_round is not None:
                raise StoreError("the first round is set at registration", field="first_round")
            changed = {k: v for k, v in values.items() if getattr(old, k) != v}
            warnings: tuple[str, ...] = ()
            if "rating" in changed and snap.locked:
                warnings = (
                    f"the rating of {old.name} changed after round 1 was paired: rating-based "
                    "tie-breaks of finished rounds change",
                )
            conn.execute(
                update(PlayerRow)
                .where(PlayerRow.event_id == event_id, PlayerRow.sno == sno)
                .values(**changed)
            )
            _log(
                conn,
                event_id,
                "player.edit",
                {"sno": sno, "old": {k: getattr(old, k) for k in changed}, "new": changed},
                actor,
                now,
                "",
                *warnings,
            )
            return _Change(_player_dict(replace(old, **changed)), warnings)

        return self._write(event_id, token, fn, if_match=if_match)

    def withdraw(
        self, event_id: int, token: str | None, sno: int, from_round: int, *, if_match: int | None = None
    ) -> Written:
        """The player plays no more from round ``from_round`` on (a round not paired yet)."""

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            p = _player(snap, sno)
            if from_round <= snap.paired_rounds:
                raise StoreError(
                    f"round {from_round} is already paired: enter a forfeit for it, and withdraw "
                    f"from round {snap.paired_rounds + 1}",
                    field="round",
                )
            if from_round > snap.planned_rounds:
                raise StoreError(f"the event has {snap.planned_rounds} rounds", field="round")
            conn.execute(
                update(PlayerRow)
                .where(PlayerRow.event_id == event_id, PlayerRow.sno == sno)
                .values(withdrawn_from=from_round)
            )
            conn.execute(delete(Bye).where(Bye.event_id == event_id, Bye.sno == sno, Bye.round >= from_round))
            _log(conn, event_id, "player.withdraw", {"sno": sno, "round": from_round}, actor, now)
            return _Change(_player_dict(replace(p, withdrawn_from=from_round)))

        return self._write(event_id, token, fn, if_match=if_match)

    def request_bye(
        self,
        event_id: int,
        token: str | None,
        sno: int,
        rnd: int,
        kind: str | None,
        *,
        if_match: int | None = None,
    ) -> Written:
        """A requested bye (``H`` half point, ``Z`` zero) for a round not paired yet; ``kind`` None
        cancels it."""
        if kind is not None and kind.upper() not in ("H", "Z"):
            raise StoreError("a requested bye is H (half point) or Z (zero points)", field="kind")

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            p = _player(snap, sno)
            if rnd <= snap.paired_rounds:
                raise StoreError(
                    f"round {rnd} is already paired: byes are requested before a round is paired",
                    field="round",
                )
            if rnd > snap.planned_rounds:
                raise StoreError(f"the event has {snap.planned_rounds} rounds", field="round")
            if p.withdrawn_from is not None and rnd >= p.withdrawn_from:
                raise StoreError(f"{p.name} withdrew from round {p.withdrawn_from}", field="sno")
            conn.execute(delete(Bye).where(Bye.event_id == event_id, Bye.sno == sno, Bye.round == rnd))
            if kind is not None:
                conn.execute(insert(Bye).values(event_id=event_id, sno=sno, round=rnd, kind=kind.upper()))
            _log(conn, event_id, "bye", {"sno": sno, "round": rnd, "kind": kind and kind.upper()}, actor, now)
            return _Change({"sno": sno, "round": rnd, "kind": kind and kind.upper()})

        return self._write(event_id, token, fn, if_match=if_match)

    def set_pairings(
        self,
        event_id: int,
        token: str | None,
        rnd: int,
        boards: Sequence[BoardInput],
        *,
        reason: str = "",
        if_match: int | None = None,
    ) -> Written:
        """The pairings of round ``rnd`` by board. Pairing a round again keeps the boards that do not
        change (with their results); a changed board that had a result needs a reason, warns and is
        logged, and its results stay in the history."""

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            _check_pairings(snap, rnd, boards)
            return _replace_round(conn, snap, rnd, boards, actor, now, reason)

        return self._write(event_id, token, fn, if_match=if_match)

    def import_round(
        self,
        event_id: int,
        token: str | None,
        text: str,
        rnd: int,
        *,
        source: str = "round.trf",
        reason: str = "",
        if_match: int | None = None,
    ) -> Written:
        """The pairings of round ``rnd`` (and its results, where the file has them) from a TRF written by
        the organiser's pairing program; its players must be the event's."""

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            t = _read_trf(text, source)  # after the token was checked
            for p in t.players:
                mine = snap.players.get(p.sno)
                if mine is None or mine.name.casefold() != p.name.casefold():
                    what = "is not registered" if mine is None else f"is {mine.name!r} in the event"
                    raise StoreError(
                        f"player {p.sno} ({p.name}) {what}",
                        field="file",
                        source=source,
                        line=p.line,
                        column=5,
                    )
            boards, results = round_from_tournament(t, rnd)
            if not boards:
                raise StoreError(f"the file has no pairings for round {rnd}", field="file", source=source)
            _check_pairings(snap, rnd, boards)
            change = _replace_round(conn, snap, rnd, boards, actor, now, reason)
            snap2 = load_snapshot(conn, snap.id)
            items = [
                {"board": number, "result": show_result(code), "version": snap2.boards[(rnd, number)].seq}
                for number, code in results
                if snap2.boards[(rnd, number)].result != code
            ]
            entered = _enter_results(conn, snap2, rnd, items, actor, now, reason or f"imported from {source}")
            return _Change({**change.data, "results": entered.data["results"]}, change.warnings)

        return self._write(event_id, token, fn, if_match=if_match)

    def pair_round_robin(
        self, event_id: int, token: str | None, rnd: int | None = None, *, if_match: int | None = None
    ) -> Written:
        """Pair round ``rnd`` (default: every round not paired yet) of a round robin from the Berger
        tables; starting numbers are the table numbers; the free round of an odd field is a bye."""

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            if snap.pairing == "swiss":
                raise StoreError(
                    "Berger tables pair round robins; a Swiss event's pairings come from the "
                    "pairing program or by hand",
                    field="pairing",
                )
            snos = sorted(snap.players)
            if len(snos) < 2:
                raise StoreError("a round robin needs at least two players", field="players")
            table = (double_round_robin if snap.pairing == "double-round-robin" else berger_rounds)(len(snos))
            if len(table) != snap.planned_rounds:
                raise StoreError(
                    f"{len(snos)} players play {len(table)} rounds in a "
                    f"{snap.pairing.replace('-', ' ')}, the event plans {snap.planned_rounds}: "
                    "change the planned rounds first",
                    field="rounds",
                )
            wanted = [rnd] if rnd is not None else list(range(snap.paired_rounds + 1, len(table) + 1))
            data: dict[str, Any] = {"rounds": []}
            current = snap
            for r in wanted:
                if not 1 <= r <= len(table):
                    raise StoreError(f"the round robin has rounds 1 to {len(table)}", field="round")
                boards = []
                for i, (w, b) in enumerate(table[r - 1], 1):
                    if w is None or b is None:
                        alone = w if w is not None else b
                        assert alone is not None
                        boards.append(BoardInput(i, snos[alone - 1], None, "U"))
                    else:
                        boards.append(BoardInput(i, snos[w - 1], snos[b - 1], None))
                boards.sort(key=lambda x: x.black is None)  # the free round after the games
                boards = [replace(b, board=i) for i, b in enumerate(boards, 1)]
                _check_pairings(current, r, boards)
                change = _replace_round(conn, current, r, boards, actor, now, "Berger tables")
                data["rounds"].append(change.data)
                current = load_snapshot(conn, snap.id)
            return _Change(data)

        return self._write(event_id, token, fn, if_match=if_match)

    def set_result(
        self,
        event_id: int,
        token: str | None,
        rnd: int,
        board: int,
        result: str,
        *,
        expected: int = 0,
        reason: str = "",
    ) -> Written:
        """Enter or correct one board's result. ``expected`` is the board version the caller saw (0: no
        result yet); a stale one raises :class:`Conflict` with the current value."""
        item = {"board": board, "result": result, "version": expected}

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            return _enter_results(conn, snap, rnd, [item], actor, now, reason, single=True)

        return self._write(event_id, token, fn)

    def set_round_results(
        self,
        event_id: int,
        token: str | None,
        rnd: int,
        items: Sequence[Mapping[str, Any]],
        *,
        reason: str = "",
    ) -> Written:
        """Several boards of one round at once ``[{board, result, version?}]``: all or nothing."""

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            return _enter_results(conn, snap, rnd, items, actor, now, reason)

        return self._write(event_id, token, fn)

    # ---- tokens ---------------------------------------------------------------------------------

    def issue_token(self, event_id: int, token: str | None, label: str = "") -> Written:
        """A new arbiter token (organiser); answered once, in ``data["token"]``."""
        new = tokens.new_token()

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            token_id = _insert_token(conn, event_id, ARBITER, new, label[:100], now)
            _log(
                conn,
                event_id,
                "token.issue",
                {"id": token_id, "role": ARBITER, "label": label[:100]},
                actor,
                now,
            )
            return _Change({"id": token_id, "role": ARBITER, "label": label[:100], "token": new})

        return self._write(event_id, token, fn, organiser=True)

    def revoke_token(self, event_id: int, token: str | None, token_id: int) -> Written:
        """Revoke an arbiter token of this event (organiser)."""

        def fn(conn: Connection, snap: Snapshot, actor: str, now: dt.datetime) -> _Change:
            row = conn.execute(
                select(Token.role, Token.revoked_at).where(Token.id == token_id, Token.event_id == event_id)
            ).one_or_none()
            if row is None or row.role != ARBITER:
                raise StoreError(f"this event has no arbiter token {token_id}", field="token_id")
            conn.execute(update(Token).where(Token.id == token_id).values(revoked_at=row.revoked_at or now))
            conn.execute(
                update(Session)
                .where(Session.token_id == token_id, Session.ended_at.is_(None))
                .values(ended_at=now)
            )
            _log(conn, event_id, "token.revoke", {"id": token_id}, actor, now)
            return _Change({"id": token_id, "revoked": True})

        return self._write(event_id, token, fn, organiser=True)

    def authorise(self, event_id: int, token: str | None, *, organiser: bool = False) -> str:
        """Who ``token`` is in event ``event_id`` (``organiser`` or ``arbiter #3 (label)``), checked as a
        write would check it, without writing (the arbiter pages' login).

        :raises NotFound, Unauthorized, Forbidden: as a write would.
        """
        with self.engines.read.connect() as conn:
            if conn.execute(select(Event.id).where(Event.id == event_id)).scalar_one_or_none() is None:
                raise NotFound(f"there is no event {event_id}", field="event_id")
            return _authorise(conn, event_id, token, organiser)

    def list_tokens(self, event_id: int, token: str | None) -> list[dict[str, Any]]:
        """The event's tokens (never their values), for the organiser."""
        with self.engines.read.connect() as conn:
            if conn.execute(select(Event.id).where(Event.id == event_id)).scalar_one_or_none() is None:
                raise NotFound(f"there is no event {event_id}", field="event_id")
            _authorise(conn, event_id, token, True)
            rows = conn.execute(select(Token).where(Token.event_id == event_id).order_by(Token.id)).all()
        return [
            {
                "id": r.id,
                "role": r.role,
                "label": r.label,
                "created_at": _iso(r.created_at),
                "revoked_at": _iso(r.revoked_at) if r.revoked_at else None,
            }
            for r in rows
        ]

    # ---- arbiter sessions -------------------------------------------------------------------------

    def open_session(self, event_id: int, token: str | None) -> tuple[SessionKey, str]:
        """A new session of the desk for ``token`` (checked as a write checks it): its id (the cookie,
        stored only as its digest) and who it is. Sessions that have ended are cleared on the way.

        :raises NotFound, Unauthorized, Forbidden: as a write would.
        """
        now = utc_now()
        key = SessionKey(tokens.new_token())
        with self.engines.write.begin() as conn:
            if conn.execute(select(Event.id).where(Event.id == event_id)).scalar_one_or_none() is None:
                raise NotFound(f"there is no event {event_id}", field="event_id")
            found = _token_row(conn, event_id, token, False)
            conn.execute(delete(Session).where(Session.expires_at < now))
            conn.execute(
                insert(Session).values(
                    event_id=event_id,
                    token_id=found.id,
                    digest=tokens.digest(key),
                    created_at=now,
                    expires_at=now + dt.timedelta(seconds=SESSION_SECONDS),
                    ended_at=None,
                )
            )
        return key, _actor(found)

    def session_actor(self, event_id: int, key: str) -> str | None:
        """Who the open session ``key`` of event ``event_id`` is, or None (unknown, ended, expired, or its
        token revoked)."""
        with self.engines.read.connect() as conn:
            found = _session_row(conn, event_id, key, utc_now())
        return None if found is None else _actor(found)

    def end_session(self, event_id: int, key: str) -> None:
        """Log out: the session ``key`` no longer opens the desk (nothing happens for an unknown one)."""
        with self.engines.write.begin() as conn:
            conn.execute(
                update(Session)
                .where(Session.digest == tokens.digest(key), Session.event_id == event_id,
                       Session.ended_at.is_(None))
                .values(ended_at=utc_now())
            )

    # ---- standings recomputation ---------------------------------------------------------------

    @contextmanager
    def _event_lock(self, event_id: int) -> Iterator[None]:
        with self._locks[event_id % _LOCK_STRIPES]:
            yield

    @property
    def cached_bytes(self) -> int:
        """The bytes the store's caches hold now (estimated; never more than their bound)."""
        return self._snapshots.bytes + self._standings.bytes

    def _kick(self, event_id: int) -> None:
        if self._worker is None:
            return
        with self._wake:
            self._dirty.add(event_id)
            self._writes += 1
            self._wake.notify()

    def _recompute_loop(self) -> None:
        while True:
            with self._wake:
                while not self._dirty and not self._closed:
                    self._wake.wait()
                if self._closed:
                    return
                # a burst: wait while writes keep coming (a quiet moment of QUIET, at most SETTLE)
                started = time.monotonic()
                seen = self._writes
                while time.monotonic() - started < _SETTLE and not self._closed:
                    self._wake.wait(_QUIET)
                    if self._writes == seen:
                        break
                    seen = self._writes
                event_id = self._dirty.pop()
            try:
                self.standings(event_id)
            except TiebreakError:  # the readers will see the same error
                pass
            except Exception:  # the database went away (e.g. while closing): the next reader retries
                pass


# ---- helpers (inside a write transaction) -----------------------------------------------------------


def standings_view(
    snap: Snapshot, s: Standings, after_round: int | None, at: str | None = None
) -> dict[str, Any]:
    """Standings as the API answers them: ``standings_dict`` with the event's id and version, the
    round asked for, the moment (``at``), the paired rounds and the boards still without a result."""
    pending = sum(1 for b in snap.boards.values() if b.black is not None and not b.result)
    return {
        "event": snap.id,
        "version": snap.version,
        "after_round": after_round,
        "at": at,
        "paired_rounds": snap.paired_rounds,
        "pending_boards": pending,
        **standings_dict(s),
    }


def _compute(snap: Snapshot, after_round: int | None) -> Standings:
    if after_round is not None and not 0 <= after_round <= snap.planned_rounds:
        raise StoreError(f"the event has {snap.planned_rounds} rounds", field="round")
    if after_round is None:  # "so far": rounds paired in advance (round robins) count once a result is in
        after_round = snap.played_rounds
    options = Options(rules=None if snap.rules == "auto" else Rules(snap.rules), after_round=after_round)
    return compute_standings(tournament_of(snap), list(snap.tiebreaks), options)


def _iso(moment: dt.datetime) -> str:
    return moment.isoformat(timespec="microseconds") + "Z"


def _first_line(exc: BaseException) -> str:
    return (
        str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        if str(exc).strip()
        else type(exc).__name__
    )


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _read_trf(text: str, source: str) -> Tournament:
    try:
        t = read_text(text, source=source, input_format="trf", options=ReadOptions())
    except TiebreakError as exc:
        raise StoreError(exc.message, field="file", source=source, line=exc.line, column=exc.column) from None
    if t.is_team_event:
        raise StoreError(
            "team events cannot be run live yet; import an individual event", field="file", source=source
        )
    return t


def _insert_event(conn: Connection, s: EventSettings, now: dt.datetime, *, version: int = 1) -> int:
    result = conn.execute(
        insert(Event).values(
            name=s.name,
            start_date=s.start_date,
            end_date=s.end_date,
            pairing=s.pairing,
            planned_rounds=s.rounds,
            scoring=scoring_json(s.scoring),
            rules=s.rules,
            tiebreaks=",".join(s.tiebreaks),
            version=version,
            created_at=now,
        )
    )
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def _insert_token(
    conn: Connection, event_id: int, role: str, token: str, label: str, now: dt.datetime
) -> int:
    result = conn.execute(
        insert(Token).values(
            event_id=event_id,
            role=role,
            digest=tokens.digest(token),
            label=label,
            created_at=now,
            revoked_at=None,
        )
    )
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def _log(
    conn: Connection,
    event_id: int,
    action: str,
    detail: dict[str, Any],
    actor: str,
    now: dt.datetime,
    reason: str = "",
    *warnings: str,
) -> None:
    conn.execute(
        insert(LogEntry).values(
            event_id=event_id,
            action=action,
            detail=json.dumps(detail, default=str),
            actor=actor,
            reason=reason,
            warning="; ".join(warnings),
            at=now,
        )
    )


def _authorise(conn: Connection, event_id: int, token: str | None, organiser: bool) -> str:
    return _actor(_token_row(conn, event_id, token, organiser))


def _token_row(conn: Connection, event_id: int, token: str | None, organiser: bool) -> Any:
    """The token row (id, role, label) that ``token`` (or the session :class:`SessionKey`) stands for."""
    if not token:
        raise Unauthorized(
            "this change needs the event's token: send 'Authorization: Bearer <token>'", field="Authorization"
        )
    if isinstance(token, SessionKey):
        found = _session_row(conn, event_id, token, utc_now())
        if found is None:
            raise Forbidden("this session has ended: sign in again", field="session")
    else:
        rows = conn.execute(
            select(Token.id, Token.role, Token.label, Token.digest).where(
                Token.event_id == event_id, Token.revoked_at.is_(None)
            )
        ).all()
        found = None
        for row in rows:  # every digest is compared, in constant time each
            if tokens.matches(token, row.digest):
                found = row
        if found is None:
            raise Forbidden("this token does not open this event", field="Authorization")
    if organiser and found.role != ORGANISER:
        raise Forbidden("only the organiser's token can do this", field="Authorization")
    return found


def _session_row(conn: Connection, event_id: int, key: str, now: dt.datetime) -> Any:
    """The token row of the open session ``key`` (looked up by its digest), or None."""
    if not key or not key.isascii() or len(key) > 200:
        return None
    return conn.execute(
        select(Token.id, Token.role, Token.label)
        .join(Session, Session.token_id == Token.id)
        .where(
            Session.digest == tokens.digest(key),
            Session.event_id == event_id,
            Session.ended_at.is_(None),
            Session.expires_at > now,
            Token.revoked_at.is_(None),
        )
    ).one_or_none()


def _actor(row: Any) -> str:
    if row.role == ORGANISER:
        return ORGANISER
    return f"arbiter #{row.id}" + (f" ({row.label})" if row.label else "")


def _player(snap: Snapshot, sno: int) -> PlayerState:
    p = snap.players.get(sno)
    if p is None:
        raise NotFound(f"event {snap.id} has no player {sno}", field="sno")
    return p


def _state(row: Mapping[str, Any]) -> PlayerState:
    return PlayerState(
        row["sno"],
        row["name"],
        row["rating"],
        row["federation"],
        row["fide_id"],
        row["title"],
        row["sex"],
        row["birth"],
        row["first_round"],
        row["withdrawn_from"],
    )


def _player_dict(p: PlayerState) -> dict[str, Any]:
    return {
        "sno": p.sno,
        "name": p.name,
        "rating": p.rating,
        "federation": p.federation,
        "fide_id": p.fide_id,
        "title": p.title,
        "sex": p.sex,
        "birth": p.birth,
        "first_round": p.first_round,
        "withdrawn_from": p.withdrawn_from,
    }


def _board_dict(b: BoardState) -> dict[str, Any]:
    return {
        "board": b.board,
        "white": b.white,
        "black": b.black,
        "bye": b.bye,
        "result": show_result(b.code),
        "version": b.seq,
    }


def event_dict(snap: Snapshot) -> dict[str, Any]:
    """The API's view of an event."""
    scoring = json.loads(snap.scoring_text)
    return {
        "id": snap.id,
        "path": f"/events/{snap.id}",
        "version": snap.version,
        "name": snap.name,
        "start_date": snap.start_date.isoformat() if snap.start_date else None,
        "end_date": snap.end_date.isoformat() if snap.end_date else None,
        "pairing": snap.pairing,
        "rounds": snap.planned_rounds,
        "paired_rounds": snap.paired_rounds,
        "scoring": scoring,
        "rules": snap.rules,
        "tiebreaks": list(snap.tiebreaks),
        "tiebreaks_locked": snap.locked,
        "players": [_player_dict(p) for p in snap.players.values()],
        "byes": [{"sno": s, "round": r, "kind": k} for (s, r), k in sorted(snap.byes.items())],
        "rounds_detail": [
            {"round": r, "boards": [_board_dict(b) for b in snap.round_boards(r)]}
            for r in range(1, snap.paired_rounds + 1)
        ],
    }


def _check_pairings(snap: Snapshot, rnd: int, boards: Sequence[BoardInput]) -> None:
    if not 1 <= rnd <= snap.planned_rounds:
        raise StoreError(
            f"the event has {snap.planned_rounds} rounds, so there is no round {rnd}", field="round"
        )
    if rnd > snap.paired_rounds + 1:
        raise StoreError(f"round {snap.paired_rounds + 1} is not paired yet", field="round")
    if not boards:
        raise StoreError("a round needs at least one board", field="boards")
    for i, b in enumerate(boards):
        for side, sno in (("white", b.white), ("black", b.black)):
            if sno is None:
                continue
            p = snap.players.get(sno)
            where = f"boards[{i}].{side}"
            if p is None:
                raise StoreError(f"there is no player {sno}", field=where)
            if p.first_round > rnd:
                raise StoreError(f"{p.name} enters at round {p.first_round}", field=where)
            if p.withdrawn_from is not None and rnd >= p.withdrawn_from:
                raise StoreError(f"{p.name} withdrew from round {p.withdrawn_from}", field=where)
            if (sno, rnd) in snap.byes:
                raise StoreError(f"{p.name} requested a bye for round {rnd} (cancel it first)", field=where)


def _insert_boards(
    conn: Connection, event_id: int, rnd: int, boards: Sequence[BoardInput], now: dt.datetime
) -> dict[int, int]:
    ids: dict[int, int] = {}
    for b in boards:
        result = conn.execute(
            insert(Board).values(
                event_id=event_id,
                round=rnd,
                board=b.board,
                white=b.white,
                black=b.black,
                bye=b.bye,
                created_at=now,
                superseded_at=None,
            )
        )
        key = result.inserted_primary_key
        assert key is not None
        ids[b.board] = int(key[0])
    return ids


def _replace_round(
    conn: Connection,
    snap: Snapshot,
    rnd: int,
    boards: Sequence[BoardInput],
    actor: str,
    now: dt.datetime,
    reason: str,
) -> _Change:
    old = {b.board: b for b in snap.round_boards(rnd)}
    keep = {
        b.board
        for b in boards
        if b.board in old
        and (old[b.board].white, old[b.board].black, old[b.board].bye) == (b.white, b.black, b.bye)
    }
    gone = [b for n, b in old.items() if n not in keep]
    warnings: list[str] = []
    with_results = [b.board for b in gone if b.seq]
    if with_results:
        if not reason.strip():
            raise StoreError(
                f"boards {', '.join(map(str, with_results))} of round {rnd} already have results: "
                "changing their pairing needs a reason",
                field="reason",
            )
        warnings.append(
            f"round {rnd}: the pairing of boards {', '.join(map(str, with_results))} changed after "
            "their results were entered (the results stay in the audit log)"
        )
    elif gone and rnd < snap.paired_rounds:
        warnings.append(f"round {rnd} was changed after round {snap.paired_rounds} was paired")
    if gone:
        conn.execute(update(Board).where(Board.id.in_([b.id for b in gone])).values(superseded_at=now))
    _insert_boards(conn, snap.id, rnd, [b for b in boards if b.board not in keep], now)
    detail = {
        "round": rnd,
        "boards": [{"board": b.board, "white": b.white, "black": b.black, "bye": b.bye} for b in boards],
        "replaced": sorted(n for n in old if n not in keep),
    }
    _log(conn, snap.id, "pairings", detail, actor, now, reason, *warnings)
    return _Change(detail, tuple(warnings))


def _enter_results(
    conn: Connection,
    snap: Snapshot,
    rnd: int,
    items: Sequence[Mapping[str, Any]],
    actor: str,
    now: dt.datetime,
    reason: str,
    *,
    single: bool = False,
) -> _Change:
    if not 1 <= rnd <= snap.planned_rounds:
        raise StoreError(
            f"the event has {snap.planned_rounds} rounds, so there is no round {rnd}", field="round"
        )
    if not items:
        raise StoreError("no results given", field="results")
    planned: list[tuple[BoardState, str]] = []
    seen: set[int] = set()
    for i, item in enumerate(items):
        where = "" if single else f"results[{i}]."
        if not isinstance(item, Mapping):
            raise StoreError("expected an object {board, result, version}", field=f"results[{i}]")
        extra = sorted(set(item) - {"board", "result", "version"})
        if extra:
            raise StoreError("unknown field (expected board, result, version)", field=where + extra[0])
        number = item.get("board")
        if isinstance(number, bool) or not isinstance(number, int):
            raise StoreError("expected a board number", field=where + "board")
        board = snap.boards.get((rnd, number))
        if board is None:
            paired = len(snap.round_boards(rnd))
            raise StoreError(
                f"round {rnd} has no board {number}"
                + (f" (boards 1 to {paired})" if paired else " (it is not paired yet)"),
                field=where + "board",
            )
        if number in seen:
            raise StoreError(f"board {number} is given twice", field=where + "board")
        seen.add(number)
        code = parse_result(item.get("result"), where + "result", bye=board.black is None)
        version = item.get("version", 0)
        if isinstance(version, bool) or not isinstance(version, int):
            raise StoreError(
                "expected the board's version (0 before its first result)", field=where + "version"
            )
        if version != board.seq:
            raise Conflict(
                f"round {rnd} board {number} is at version {board.seq}, not {version}: "
                f"its result is now {show_result(board.code) or 'not entered'}",
                current={"round": rnd, **_board_dict(board)},
                field=where + "version",
            )
        if code == "" and board.seq == 0:
            raise StoreError("the board has no result to withdraw", field=where + "result")
        planned.append((board, code))
    changed: dict[int, BoardState] = {}
    answers = []
    for board, code in planned:
        if code == board.result:
            answers.append({"round": rnd, **_board_dict(board)})
            continue
        conn.execute(
            insert(ResultEntry).values(
                event_id=snap.id,
                board_id=board.id,
                round=rnd,
                board=board.board,
                result=code,
                previous=board.result,
                seq=board.seq + 1,
                actor=actor,
                reason=reason,
                at=now,
            )
        )
        new = replace(board, result=code, seq=board.seq + 1)
        changed[board.board] = new
        answers.append({"round": rnd, **_board_dict(new)})

    def patch(s: Snapshot) -> Snapshot:
        boards = dict(s.boards)
        for number, b in changed.items():
            boards[(rnd, number)] = b
        t = s.tournament
        return replace(s, boards=boards, tournament=with_boards(t, list(changed.values())) if t else None)

    data: dict[str, Any] = answers[0] if single else {"results": answers}
    return _Change(data, (), patch)


def plan_import(
    text: str,
    *,
    source: str = "event.trf",
    name: str | None = None,
    tiebreaks: Any = None,
    rules: str = "auto",
) -> ImportPlan:
    """Read and check a TRF file for :meth:`EventStore.insert_import`: its settings, players, and every
    round's boards and results.

    :raises StoreError: for a file that cannot be read (``file``, with its line and column) or bad
        settings (the field).
    """
    if rules not in RULES:
        raise StoreError(f"expected one of {', '.join(RULES)}", field="rules")
    t = _read_trf(text, source)
    codes = (
        parse_tiebreaks(tiebreaks)
        if tiebreaks
        else tuple(c for c in t.tiebreaks if not is_primary_score(c))
    )
    if not codes:
        codes = parse_tiebreaks(list(default_list(t).codes))
    else:
        try:
            codes = parse_tiebreaks(list(codes))
        except StoreError as exc:
            raise StoreError(f"the tie-break list stored in the file: {exc.message}", field="file",
                             source=source, line=t.tiebreaks_line, column=5) from None
    rounds = max(t.rounds, max((len(p.rounds) for p in t.players), default=0), 1)
    pairing = "swiss"
    if t.pairing.predetermined:
        per_cycle = len(t.players) - 1 + len(t.players) % 2
        pairing = "double-round-robin" if per_cycle and rounds >= 2 * per_cycle else "round-robin"
    settings = EventSettings(
        name=(name or t.name or source)[:200],
        start_date=t.start_date,
        end_date=None,
        pairing=pairing,
        rounds=min(rounds, 99),
        scoring=t.scoring,
        rules=rules,
        tiebreaks=codes,
    )
    players = [
        {"sno": p.sno, "name": p.name[:100] or f"Player {p.sno}", "rating": p.rating,
         "federation": p.federation[:3], "fide_id": p.fide_id[:11], "title": p.title[:3], "sex": p.sex[:1],
         "birth": p.birth[:10], "first_round": 1, "withdrawn_from": None}
        for p in t.players
    ]
    last = max(
        (e.round for p in t.players for e in p.rounds if e.result is not Result.NOT_PAIRED), default=0
    )
    played = [(rnd, *round_from_tournament(t, rnd)) for rnd in range(1, min(last, settings.rounds) + 1)]
    return ImportPlan(settings, source, players, played, tuple(str(d) for d in t.diagnostics))


def import_job(
    text: str, source: str, name: str | None, tiebreaks: Any, rules: str
) -> ImportPlan | tuple[int, dict[str, Any]]:
    """:func:`plan_import` as a compute worker's job: the plan, or the refusal as ``(status, error)``
    (an exception's keyword fields do not survive the trip back)."""
    try:
        return plan_import(text, source=source, name=name, tiebreaks=tiebreaks, rules=rules)
    except StoreError as exc:
        return exc.status, exc.as_dict()


def round_from_tournament(t: Tournament, rnd: int) -> tuple[list[BoardInput], list[tuple[int, str]]]:
    """The boards of round ``rnd`` of a file's tournament and their known results ``(board, code)``.
    Boards are ordered as pairing programs number them: by the higher score before the round, then the
    higher rating, then the starting numbers; byes last."""
    points: dict[int, Any] = {}
    for p in t.players:
        points[p.sno] = sum((t.scoring.points(e.result.point_class) for e in p.rounds[: rnd - 1]), start=0)
    by_sno = {p.sno: p for p in t.players}
    games: list[tuple[int, int, str]] = []
    byes: list[tuple[int, str]] = []
    for p in t.players:
        e = p.entry(rnd)
        if e.result is Result.NOT_PAIRED:
            continue
        if e.opponent is None:
            byes.append((p.sno, e.result.code))
            continue
        other = by_sno[e.opponent].entry(rnd)
        white_first = e.color is Color.WHITE or (e.color is Color.NONE and p.sno < e.opponent)
        if not white_first:
            continue
        code = f"{e.result.code}/{other.result.code}"
        games.append((p.sno, e.opponent, "" if code == "?/?" else parse_result(code, "file")))

    def order(g: tuple[int, int, str]) -> tuple[Any, ...]:
        w, b, _ = g
        ratings = [by_sno[w].rating or 0, by_sno[b].rating or 0]
        return (-max(points[w], points[b]), -max(ratings), min(w, b))

    games.sort(key=order)
    boards = [BoardInput(i, w, b, None) for i, (w, b, _) in enumerate(games, 1)]
    boards += [BoardInput(len(games) + i, sno, None, code) for i, (sno, code) in enumerate(sorted(byes), 1)]
    results = [(i, code) for i, (_, _, code) in enumerate(games, 1) if code]
    return boards, results
