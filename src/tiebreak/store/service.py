"""The live-event service: every organiser action as one method, framework-free (the HTTP API in
:mod:`tiebreak.web.events_api` and the ``tiebreak event`` commands call these). It is the thin part of
three:

* :mod:`~tiebreak.store.domain` decides what a command does to the event (pure functions of a typed
  :class:`~tiebreak.store.snapshot.Snapshot`);
* :mod:`~tiebreak.store.repository` reads and writes the rows (SQL only);
* this service runs them: one transaction per write, the token (stored hashed) checked, the version the
  caller saw compared and bumped, the audit log written, the listeners told.

Reads are public. Every write names its event, carries a token (organiser or arbiter) and runs as one
transaction that first locks the event (``SELECT … FOR UPDATE`` on PostgreSQL, ``BEGIN IMMEDIATE`` on
SQLite), checks the token and the version the caller saw, applies the change and bumps
``Event.version``; a refusal raises a :class:`~tiebreak.store.errors.StoreError` and stores nothing.

The service keeps nothing between calls: every read asks the database. What a server keeps (snapshots
and standings per event and version, bounded by bytes, and the thread that recomputes after writes) is
the layer above, :class:`tiebreak.store.cached.CachedEventStore`.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection
from sqlalchemy.exc import SQLAlchemyError

from ..model.rules import Rules
from ..model.tournament import Result, Tournament
from ..ranking.engine import Options, Standings, compute_standings
from ..writers.jsonmodel import write_json_model
from . import domain, repository, tokens
from .db import Engines, check_url, migrate, open_engines
from .domain import Change, Command, LogItem
from .errors import Conflict, Forbidden, NotFound, StoreError, Unauthorized, Unavailable
from .importing import ImportPlan, import_job, plan_import, round_from_tournament
from .inputs import BoardInput, EventSettings, PlayerInput, check_event_fields, parse_tiebreaks, show_result
from .models import Board, PlayerRow, ResultEntry
from .snapshot import Snapshot, tournament_of
from .views import event_dict, iso, standings_view, trf_export

__all__ = [
    "NOTIFY_CHANNEL",
    "SESSION_SECONDS",
    "Created",
    "EventStore",
    "ImportPlan",
    "SessionKey",
    "Written",
    "event_dict",
    "import_job",
    "plan_import",
    "round_from_tournament",
    "standings_of",
    "standings_view",
    "utc_now",
]

ORGANISER, ARBITER = "organiser", "arbiter"
NOTIFY_CHANNEL = "tiebreak_events"
"""The PostgreSQL channel every write notifies (payload ``event_id:version``)."""
IMPORT_ROWS = 1_000
"""Rows written per transaction by an import (a few milliseconds of the write lock each)."""

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


class EventStore:
    """The events of one database (``url``: ``sqlite:///path`` or ``postgresql://…``). The schema is
    migrated on opening. Nothing is kept between calls (see :class:`~tiebreak.store.cached.CachedEventStore`
    for a server's caches)."""

    def __init__(self, url: str) -> None:
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
        self.listeners: list[Callable[[int, int], None]] = []
        """Called with ``(event_id, new_version)`` after every committed write (live pages' fan-out). On
        PostgreSQL every write also sends ``NOTIFY tiebreak_events, 'event_id:version'`` in its own
        transaction, so that other processes serving the same database learn of it."""

    def close(self) -> None:
        self.engines.dispose()

    # ---- reading --------------------------------------------------------------------------------

    def snapshot(self, event_id: int) -> Snapshot:
        """The event now."""
        with self.engines.read.connect() as conn:
            return repository.load_snapshot(conn, event_id)

    def snapshot_at(self, event_id: int, at: dt.datetime) -> Snapshot:
        """The event as it stood at the moment ``at`` (UTC): the pairings then in force and the last
        result entered on each board by then."""
        with self.engines.read.connect() as conn:
            return repository.load_snapshot(conn, event_id, at)

    def tournament(self, event_id: int) -> Tournament:
        return tournament_of(self.snapshot(event_id))

    def event_data(self, event_id: int) -> dict[str, Any]:
        """The event's settings, players and rounds, as the API shows them."""
        return event_dict(self.snapshot(event_id))

    def standings(
        self, event_id: int, *, after_round: int | None = None, at: dt.datetime | None = None
    ) -> tuple[Snapshot, Standings]:
        """The standings now (or after round ``after_round``, or as they were at ``at``)."""
        snap = self.snapshot(event_id) if at is None else self.snapshot_at(event_id, at)
        return snap, standings_of(snap, after_round)

    def standings_view(self, event_id: int, *, after_round: int | None = None) -> dict[str, Any]:
        """The standings now (or after a round) as JSON-ready data (``standings_dict`` plus the event's
        version, paired rounds and boards still without a result)."""
        snap, s = self.standings(event_id, after_round=after_round)
        return standings_view(snap, s, after_round)

    def audit(self, event_id: int) -> list[dict[str, Any]]:
        """Every change of the event, oldest first: results (old → new, who, when, why) and the rest."""
        self.snapshot(event_id)
        with self.engines.read.connect() as conn:
            results, log = repository.audit_rows(conn, event_id)
        out: list[tuple[dt.datetime, int, dict[str, Any]]] = []
        for r in results:
            entry = {
                "at": iso(r.at),
                "actor": r.actor,
                "action": "result",
                "round": r.round,
                "board": r.board,
                "old": show_result(r.previous),
                "new": show_result(r.result),
                "version": r.seq,
                "reason": r.reason,
            }
            out.append((r.at, 1, entry))
        for e in log:
            entry = {
                "at": iso(e.at),
                "actor": e.actor,
                "action": e.action,
                "detail": json.loads(e.detail),
                "reason": e.reason,
                "warning": e.warning,
            }
            out.append((e.at, 0, entry))
        return [entry for _, _, entry in sorted(out, key=lambda x: (x[0], x[1]))]

    def export_trf(self, event_id: int) -> str:
        """The event as TRF-2026 with computed ranks, record 212 holding its list, and a ``###`` comment
        for every change of the list made after round 1 was paired."""
        return trf_export(*self.standings(event_id))

    def export_json(self, event_id: int) -> str:
        """The event in our JSON model (``tiebreak-json``)."""
        return write_json_model(self.tournament(event_id))

    # ---- creating and importing -----------------------------------------------------------------

    def create_event(self, settings: EventSettings) -> Created:
        """A new event with its organiser token (the only time the token is shown)."""
        token = tokens.new_token()
        now = utc_now()
        detail = {
            "name": settings.name,
            "pairing": settings.pairing,
            "rounds": settings.rounds,
            "rules": settings.rules,
            "tiebreaks": list(settings.tiebreaks),
        }
        with self.engines.write.begin() as conn:
            event_id = repository.insert_event(conn, settings, now)
            repository.insert_token(conn, event_id, ORGANISER, tokens.digest(token), "organiser", now)
            repository.write_log(conn, event_id, LogItem("create", detail), ORGANISER, now)
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
        in between. Every row is made before its transaction begins. The event is created hidden (version
        0: not found by readers, and nobody has its token yet) and shown by the last transaction; a
        failure on the way deletes it."""
        token = tokens.new_token()
        now = utc_now()
        player_names = (*plan.players[0], "created_at") if plan.players else ()
        players = [(*p.values(), now) for p in plan.players]
        boards = [
            (rnd, b.board, b.white, b.black, b.bye, now, None)
            for rnd, round_boards, _ in plan.rounds
            for b in round_boards
        ]
        with self.engines.write.begin() as conn:
            event_id = repository.insert_event(conn, plan.settings, now, version=0)
            repository.insert_token(conn, event_id, ORGANISER, tokens.digest(token), "organiser", now)
        try:
            self._bulk(PlayerRow, event_id, players, player_names)
            self._bulk(
                Board,
                event_id,
                boards,
                ("round", "board", "white", "black", "bye", "created_at", "superseded_at"),
            )
            with self.engines.read.connect() as conn:
                ids = repository.board_ids(conn, event_id)
            results = [
                (ids[(rnd, number)], rnd, number, code, "", 1, ORGANISER, "imported", now)
                for rnd, _, round_results in plan.rounds
                for number, code in round_results
            ]
            self._bulk(
                ResultEntry,
                event_id,
                results,
                ("board_id", "round", "board", "result", "previous", "seq", "actor", "reason", "at"),
            )
            detail = {"source": plan.source, "players": len(plan.players), "rounds": len(plan.rounds)}
            with self.engines.write.begin() as conn:
                repository.set_version(conn, event_id, 1)
                repository.write_log(conn, event_id, LogItem("import", detail), ORGANISER, now)
        except BaseException:
            with self.engines.write.begin() as conn:  # the players, boards and results go with it
                repository.delete_event(conn, event_id)
            raise
        return Created(event_id, f"/events/{event_id}", token, plan.warnings)

    def _bulk(self, model: Any, event_id: int, rows: list[tuple[Any, ...]], names: Sequence[str]) -> None:
        if rows:
            repository.bulk_insert(
                self.engines.write, model.__table__.name, event_id, rows, names, IMPORT_ROWS
            )

    # ---- writing --------------------------------------------------------------------------------

    @contextmanager
    def _transaction(
        self, event_id: int, token: str | None, *, if_match: int | None = None, organiser: bool = False
    ) -> Iterator[tuple[Connection, int, str]]:
        """A write's transaction: the event locked, the token checked (``organiser``: only the organiser's)
        and ``if_match`` compared with the version; gives ``(connection, version, actor)`` and bumps the
        version when the body ends (on PostgreSQL with a ``NOTIFY``, delivered if it commits)."""
        with self.engines.write.begin() as conn:
            version = repository.event_version(conn, event_id, lock=True)
            if version is None:
                raise NotFound(f"there is no event {event_id}", field="event_id")
            actor = _actor(_token_row(conn, event_id, token, organiser))
            if if_match is not None and if_match != version:
                raise Conflict(
                    f"the event changed since version {if_match}: it is at version {version}",
                    current={"version": version},
                    field="If-Match",
                )
            yield conn, version, actor
            repository.set_version(
                conn, event_id, version + 1, notify=None if self.engines.sqlite else NOTIFY_CHANNEL
            )

    def _write(
        self,
        event_id: int,
        token: str | None,
        command: Command,
        *,
        if_match: int | None = None,
        organiser: bool = False,
    ) -> Written:
        """Run the domain's ``command`` on the event in one transaction and write its change and log."""
        now = utc_now()
        with self._transaction(event_id, token, if_match=if_match, organiser=organiser) as (
            conn,
            version,
            actor,
        ):
            snap = self._snapshot_for_write(conn, event_id, version)
            change = command(snap)
            repository.write_change(conn, event_id, change, actor, now)
        self._written(event_id, version + 1, snap, change)
        return Written(version + 1, change.data, change.warnings)

    def _snapshot_for_write(self, conn: Connection, event_id: int, version: int) -> Snapshot:
        """The event at ``version`` (locked in the write's transaction ``conn``)."""
        return repository.load_snapshot(conn, event_id)

    def _written(self, event_id: int, version: int, before: Snapshot | None, change: Change | None) -> None:
        """After a write committed (``change`` of the snapshot ``before``; None for the tokens'): tell the
        listeners of the new version."""
        for listener in self.listeners:
            listener(event_id, version)

    def update_event(
        self, event_id: int, token: str | None, data: Mapping[str, Any], *, if_match: int | None = None
    ) -> Written:
        """Change the name, dates or planned rounds (organiser)."""
        check_event_fields(data)
        return self._write(
            event_id, token, lambda snap: domain.update_event(snap, data), if_match=if_match, organiser=True
        )

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
        return self._write(
            event_id,
            token,
            lambda snap: domain.set_tiebreaks(snap, new, override=override, reason=reason),
            if_match=if_match,
            organiser=True,
        )

    def add_player(
        self, event_id: int, token: str | None, player: PlayerInput, *, if_match: int | None = None
    ) -> Written:
        """Register a player; after round 1 is paired this is a late entry (earlier rounds: absent)."""
        return self._write(event_id, token, lambda snap: domain.add_player(snap, player), if_match=if_match)

    def edit_player(
        self, event_id: int, token: str | None, sno: int, player: PlayerInput, *, if_match: int | None = None
    ) -> Written:
        """Change a player's details (name, rating, federation, FIDE id, title, sex, birth)."""
        return self._write(
            event_id, token, lambda snap: domain.edit_player(snap, sno, player), if_match=if_match
        )

    def withdraw(
        self, event_id: int, token: str | None, sno: int, from_round: int, *, if_match: int | None = None
    ) -> Written:
        """The player plays no more from round ``from_round`` on (a round not paired yet)."""
        return self._write(
            event_id, token, lambda snap: domain.withdraw(snap, sno, from_round), if_match=if_match
        )

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
        typed = Result.from_code(kind) if kind is not None else None
        return self._write(
            event_id, token, lambda snap: domain.request_bye(snap, sno, rnd, typed), if_match=if_match
        )

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
        return self._write(
            event_id, token, lambda snap: domain.set_pairings(snap, rnd, boards, reason), if_match=if_match
        )

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
        the organiser's pairing program; its players must be the event's. The file is read after the
        token was checked."""
        return self._write(
            event_id,
            token,
            lambda snap: domain.import_round(snap, text, rnd, source, reason),
            if_match=if_match,
        )

    def pair_round_robin(
        self, event_id: int, token: str | None, rnd: int | None = None, *, if_match: int | None = None
    ) -> Written:
        """Pair round ``rnd`` (default: every round not paired yet) of a round robin from the Berger
        tables; starting numbers are the table numbers; the free round of an odd field is a bye."""
        return self._write(
            event_id, token, lambda snap: domain.pair_round_robin(snap, rnd), if_match=if_match
        )

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
        return self._write(
            event_id, token, lambda snap: domain.enter_results(snap, rnd, [item], reason, single=True)
        )

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
        return self._write(event_id, token, lambda snap: domain.enter_results(snap, rnd, items, reason))

    # ---- tokens ---------------------------------------------------------------------------------

    def issue_token(self, event_id: int, token: str | None, label: str = "") -> Written:
        """A new arbiter token (organiser); answered once, in ``data["token"]``."""
        new, label = tokens.new_token(), label[:100]
        now = utc_now()
        with self._transaction(event_id, token, organiser=True) as (conn, version, actor):
            token_id = repository.insert_token(conn, event_id, ARBITER, tokens.digest(new), label, now)
            detail = {"id": token_id, "role": ARBITER, "label": label}
            repository.write_log(conn, event_id, LogItem("token.issue", detail), actor, now)
        self._written(event_id, version + 1, None, None)
        return Written(version + 1, {**detail, "token": new})

    def revoke_token(self, event_id: int, token: str | None, token_id: int) -> Written:
        """Revoke an arbiter token of this event (organiser): its sessions end with it."""
        now = utc_now()
        with self._transaction(event_id, token, organiser=True) as (conn, version, actor):
            row = repository.token(conn, event_id, token_id)
            if row is None or row.role != ARBITER:
                raise StoreError(f"this event has no arbiter token {token_id}", field="token_id")
            repository.revoke_token(conn, token_id, row.revoked_at or now, now)
            repository.write_log(conn, event_id, LogItem("token.revoke", {"id": token_id}), actor, now)
        self._written(event_id, version + 1, None, None)
        return Written(version + 1, {"id": token_id, "revoked": True})

    def authorise(self, event_id: int, token: str | None, *, organiser: bool = False) -> str:
        """Who ``token`` is in event ``event_id`` (``organiser`` or ``arbiter #3 (label)``), checked as a
        write would check it, without writing (the arbiter pages' login).

        :raises NotFound, Unauthorized, Forbidden: as a write would.
        """
        with self.engines.read.connect() as conn:
            if not repository.event_exists(conn, event_id):
                raise NotFound(f"there is no event {event_id}", field="event_id")
            return _actor(_token_row(conn, event_id, token, organiser))

    def list_tokens(self, event_id: int, token: str | None) -> list[dict[str, Any]]:
        """The event's tokens (never their values), for the organiser."""
        with self.engines.read.connect() as conn:
            if not repository.event_exists(conn, event_id):
                raise NotFound(f"there is no event {event_id}", field="event_id")
            _token_row(conn, event_id, token, True)
            rows = repository.all_tokens(conn, event_id)
        return [
            {
                "id": r.id,
                "role": r.role,
                "label": r.label,
                "created_at": iso(r.created_at),
                "revoked_at": iso(r.revoked_at) if r.revoked_at else None,
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
            if not repository.event_exists(conn, event_id):
                raise NotFound(f"there is no event {event_id}", field="event_id")
            found = _token_row(conn, event_id, token, False)
            expires = now + dt.timedelta(seconds=SESSION_SECONDS)
            repository.open_session(conn, event_id, found.id, tokens.digest(key), now, expires)
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
            repository.end_session(conn, event_id, tokens.digest(key), utc_now())


# ---- helpers --------------------------------------------------------------------------------------------


def standings_of(snap: Snapshot, after_round: int | None) -> Standings:
    """The standings of a snapshot (after ``after_round``; None: so far).

    :raises StoreError: for a round the event does not have (field ``round``).
    """
    if after_round is not None and not 0 <= after_round <= snap.planned_rounds:
        raise StoreError(f"the event has {snap.planned_rounds} rounds", field="round")
    if after_round is None:  # "so far": rounds paired in advance (round robins) count once a result is in
        after_round = snap.played_rounds
    options = Options(rules=None if snap.rules == "auto" else Rules(snap.rules), after_round=after_round)
    return compute_standings(tournament_of(snap), list(snap.tiebreaks), options)


_compute = standings_of
"""The same, under the name the live reads' compute job imports it by (:mod:`tiebreak.web.live_reads`)."""


def _first_line(exc: BaseException) -> str:
    return (
        str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        if str(exc).strip()
        else type(exc).__name__
    )


def _token_row(conn: Connection, event_id: int, token: str | None, organiser: bool) -> Any:
    """The token row (id, role, label) that ``token`` (or the session :class:`SessionKey`) stands for:
    every live token's digest is compared, in constant time each."""
    if not token:
        raise Unauthorized(
            "this change needs the event's token: send 'Authorization: Bearer <token>'", field="Authorization"
        )
    if isinstance(token, SessionKey):
        found = _session_row(conn, event_id, token, utc_now())
        if found is None:
            raise Forbidden("this session has ended: sign in again", field="session")
    else:
        found = None
        for row in repository.live_tokens(conn, event_id):
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
    return repository.session_token(conn, event_id, tokens.digest(key), now)


def _actor(row: Any) -> str:
    if row.role == ORGANISER:
        return ORGANISER
    return f"arbiter #{row.id}" + (f" ({row.label})" if row.label else "")
