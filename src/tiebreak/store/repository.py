"""The SQL of the live events, and nothing else (SQLAlchemy 2 Core over :mod:`~tiebreak.store.models`):
reading an event into a typed :class:`~tiebreak.store.snapshot.Snapshot`, writing a domain
:class:`~tiebreak.store.domain.Change`, the tokens, sessions and audit rows, and an import's bulk
inserts. Every function runs on the connection (and so in the transaction) its caller gives; the service
(:mod:`~tiebreak.store.service`) decides which and when. Results are stored as their codes (``1/0``,
``=/=``, ``U``): converted here from and to the snapshot's :class:`~tiebreak.Result`."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection, Engine, Row, and_, delete, func, insert, or_, select, update

from .domain import Change, LogItem
from .errors import NotFound
from .inputs import EventSettings, scoring_from_json, scoring_json
from .models import Board, Bye, Event, LogEntry, PlayerRow, ResultEntry, Session, Token
from .snapshot import BoardState, PlayerState, Snapshot, board_result, result_code

__all__ = ["bulk_insert", "load_snapshot", "write_change"]

_PLAYER_COLUMNS = (
    "sno",
    "name",
    "rating",
    "federation",
    "fide_id",
    "title",
    "sex",
    "birth",
    "first_round",
    "withdrawn_from",
)


# ---- events -----------------------------------------------------------------------------------------------


def event_version(conn: Connection, event_id: int, *, lock: bool = False) -> int | None:
    """The event's version (None: no such event); ``lock`` holds its row to the end of the transaction
    (``SELECT … FOR UPDATE`` on PostgreSQL; SQLite's write transaction holds the whole file)."""
    query = select(Event.version).where(Event.id == event_id)
    return conn.execute(query.with_for_update() if lock else query).scalar_one_or_none()


def event_exists(conn: Connection, event_id: int) -> bool:
    return conn.execute(select(Event.id).where(Event.id == event_id)).scalar_one_or_none() is not None


def insert_event(conn: Connection, s: EventSettings, now: dt.datetime, *, version: int = 1) -> int:
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


def set_version(conn: Connection, event_id: int, version: int, *, notify: str | None = None) -> None:
    """Set the event's version; on PostgreSQL also ``NOTIFY notify, 'event_id:version'`` (delivered
    when, and only if, the transaction commits)."""
    conn.execute(update(Event).where(Event.id == event_id).values(version=version))
    if notify is not None:
        conn.execute(select(func.pg_notify(notify, f"{event_id}:{version}")))


def delete_event(conn: Connection, event_id: int) -> None:
    """The event and everything of it (its rows cascade)."""
    conn.execute(delete(Event).where(Event.id == event_id))


# ---- snapshots --------------------------------------------------------------------------------------------


def load_snapshot(conn: Connection, event_id: int, at: dt.datetime | None = None) -> Snapshot:
    """Read the event ``event_id`` (as it stood at ``at``, when given).

    :raises NotFound: when there is no such event.
    """
    ev = conn.execute(select(Event).where(Event.id == event_id)).one_or_none()
    if ev is None or ev.version == 0:  # version 0: an import still being written
        raise NotFound(f"there is no event {event_id}", field="event_id")
    tiebreaks, overrides = _tiebreaks(conn, event_id, tuple(c for c in ev.tiebreaks.split(",") if c), at)
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
    players = select(*(getattr(PlayerRow, c) for c in _PLAYER_COLUMNS)).where(PlayerRow.event_id == event_id)
    if at is not None:
        players = players.where(PlayerRow.created_at <= at)
    for p in conn.execute(players.order_by(PlayerRow.sno)):
        snap.players[p.sno] = PlayerState(*p)
    for sno, rnd, kind in conn.execute(select(Bye.sno, Bye.round, Bye.kind).where(Bye.event_id == event_id)):
        bye = board_result(kind, bye=True)
        assert bye is not None and not isinstance(bye, tuple)
        snap.byes[(sno, rnd)] = bye
    snap.boards.update(_boards(conn, event_id, at))
    return snap


def _tiebreaks(
    conn: Connection, event_id: int, tiebreaks: tuple[str, ...], at: dt.datetime | None
) -> tuple[tuple[str, ...], list[dict[str, str]]]:
    """The list in force (at ``at``) and the overrides made after round 1 was paired."""
    log_rows = conn.execute(
        select(LogEntry.detail, LogEntry.reason, LogEntry.actor, LogEntry.at)
        .where(LogEntry.event_id == event_id, LogEntry.action == "tiebreaks")
        .order_by(LogEntry.id)
    ).all()
    overrides: list[dict[str, str]] = []
    for detail, reason, actor, when in log_rows:
        data = json.loads(detail)
        if at is not None and when > at:
            return tuple(data["old"]), overrides  # the list in force at `at` is the one this change replaced
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
    return tiebreaks, overrides


def _boards(conn: Connection, event_id: int, at: dt.datetime | None) -> dict[tuple[int, int], BoardState]:
    """The boards in force (at ``at``) with the last result entered on each (by then)."""
    boards = select(Board.id, Board.round, Board.board, Board.white, Board.black, Board.bye).where(
        Board.event_id == event_id
    )
    if at is None:
        boards = boards.where(Board.superseded_at.is_(None))
    else:
        boards = boards.where(
            Board.created_at <= at, or_(Board.superseded_at.is_(None), Board.superseded_at > at)
        )
    rows = {
        bid: (rnd, number, white, black, bye) for bid, rnd, number, white, black, bye in conn.execute(boards)
    }
    last: dict[int, tuple[str, int]] = {}
    results = select(ResultEntry.board_id, ResultEntry.result, ResultEntry.seq).where(
        ResultEntry.event_id == event_id
    )
    if at is not None:
        results = results.where(and_(ResultEntry.at <= at))
    for bid, result, seq in conn.execute(results.order_by(ResultEntry.id)):
        if bid in rows:
            last[bid] = (result, seq)
    out: dict[tuple[int, int], BoardState] = {}
    for bid, (rnd, number, white, black, bye) in rows.items():
        code, seq = last.get(bid, ("", 0))
        kind = board_result(bye or "", bye=True)
        assert not isinstance(kind, tuple)
        out[(rnd, number)] = BoardState(
            bid, rnd, number, white, black, kind, board_result(code, bye=black is None), seq
        )
    return out


# ---- changes ----------------------------------------------------------------------------------------------


def write_change(conn: Connection, event_id: int, change: Change, actor: str, now: dt.datetime) -> None:
    """Write what a domain command decided (its rows, its results, its log), in the caller's transaction."""
    values = dict(change.event)
    if "tiebreaks" in values:
        values["tiebreaks"] = ",".join(values["tiebreaks"])
    if values:
        conn.execute(update(Event).where(Event.id == event_id).values(**values))
    for p in change.new_players:
        conn.execute(
            insert(PlayerRow).values(
                event_id=event_id, created_at=now, **{c: getattr(p, c) for c in _PLAYER_COLUMNS}
            )
        )
    for sno, changed in change.players:
        if changed:
            conn.execute(
                update(PlayerRow)
                .where(PlayerRow.event_id == event_id, PlayerRow.sno == sno)
                .values(**changed)
            )
    for sno, rnd in change.byes_removed:
        conn.execute(delete(Bye).where(Bye.event_id == event_id, Bye.sno == sno, Bye.round == rnd))
    for sno, rnd, kind in change.byes_added:
        conn.execute(insert(Bye).values(event_id=event_id, sno=sno, round=rnd, kind=kind.value))
    if change.superseded:
        conn.execute(update(Board).where(Board.id.in_(change.superseded)).values(superseded_at=now))
    added = {(b.round, b.board): _insert_board(conn, event_id, b, now) for b in change.new_boards}
    for r in change.results:
        board_id = r.board_id if r.board_id is not None else added[(r.round, r.board)]
        conn.execute(
            insert(ResultEntry).values(
                event_id=event_id,
                board_id=board_id,
                round=r.round,
                board=r.board,
                result=result_code(r.result),
                previous=result_code(r.previous),
                seq=r.seq,
                actor=actor,
                reason=r.reason,
                at=now,
            )
        )
    for item in change.log:
        write_log(conn, event_id, item, actor, now)


def _insert_board(conn: Connection, event_id: int, b: BoardState, now: dt.datetime) -> int:
    result = conn.execute(
        insert(Board).values(
            event_id=event_id,
            round=b.round,
            board=b.board,
            white=b.white,
            black=b.black,
            bye=b.bye.value if b.bye is not None else None,
            created_at=now,
            superseded_at=None,
        )
    )
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def write_log(conn: Connection, event_id: int, item: LogItem, actor: str, now: dt.datetime) -> None:
    conn.execute(
        insert(LogEntry).values(
            event_id=event_id,
            action=item.action,
            detail=json.dumps(item.detail, default=str),
            actor=actor,
            reason=item.reason,
            warning="; ".join(item.warnings),
            at=now,
        )
    )


def audit_rows(conn: Connection, event_id: int) -> tuple[Sequence[Row[Any]], Sequence[Row[Any]]]:
    """The event's result entries and log entries, each oldest first."""
    results = conn.execute(
        select(ResultEntry).where(ResultEntry.event_id == event_id).order_by(ResultEntry.id)
    ).all()
    log = conn.execute(select(LogEntry).where(LogEntry.event_id == event_id).order_by(LogEntry.id)).all()
    return results, log


# ---- tokens and sessions --------------------------------------------------------------------------------


def insert_token(
    conn: Connection, event_id: int, role: str, digest: str, label: str, now: dt.datetime
) -> int:
    result = conn.execute(
        insert(Token).values(
            event_id=event_id, role=role, digest=digest, label=label, created_at=now, revoked_at=None
        )
    )
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def live_tokens(conn: Connection, event_id: int) -> Any:
    """The event's tokens not revoked: ``id, role, label, digest``."""
    return conn.execute(
        select(Token.id, Token.role, Token.label, Token.digest).where(
            Token.event_id == event_id, Token.revoked_at.is_(None)
        )
    ).all()


def all_tokens(conn: Connection, event_id: int) -> Any:
    return conn.execute(select(Token).where(Token.event_id == event_id).order_by(Token.id)).all()


def token(conn: Connection, event_id: int, token_id: int) -> Any:
    """The token ``token_id`` of the event: ``role, revoked_at``."""
    return conn.execute(
        select(Token.role, Token.revoked_at).where(Token.id == token_id, Token.event_id == event_id)
    ).one_or_none()


def revoke_token(conn: Connection, token_id: int, revoked_at: dt.datetime, now: dt.datetime) -> None:
    """Revoke the token (at ``revoked_at``) and end its open sessions (now)."""
    conn.execute(update(Token).where(Token.id == token_id).values(revoked_at=revoked_at))
    conn.execute(
        update(Session).where(Session.token_id == token_id, Session.ended_at.is_(None)).values(ended_at=now)
    )


def session_token(conn: Connection, event_id: int, digest: str, now: dt.datetime) -> Any:
    """The token (``id, role, label``) of the open session whose id has this digest, or None."""
    return conn.execute(
        select(Token.id, Token.role, Token.label)
        .join(Session, Session.token_id == Token.id)
        .where(
            Session.digest == digest,
            Session.event_id == event_id,
            Session.ended_at.is_(None),
            Session.expires_at > now,
            Token.revoked_at.is_(None),
        )
    ).one_or_none()


def open_session(
    conn: Connection, event_id: int, token_id: int, digest: str, now: dt.datetime, expires: dt.datetime
) -> None:
    """A new session (sessions that have expired are cleared on the way)."""
    conn.execute(delete(Session).where(Session.expires_at < now))
    conn.execute(
        insert(Session).values(
            event_id=event_id,
            token_id=token_id,
            digest=digest,
            created_at=now,
            expires_at=expires,
            ended_at=None,
        )
    )


def end_session(conn: Connection, event_id: int, digest: str, now: dt.datetime) -> None:
    conn.execute(
        update(Session)
        .where(Session.digest == digest, Session.event_id == event_id, Session.ended_at.is_(None))
        .values(ended_at=now)
    )


# ---- imports ----------------------------------------------------------------------------------------------


def board_ids(conn: Connection, event_id: int) -> dict[tuple[int, int], int]:
    """The rows of the event's boards by ``(round, board)``."""
    query = select(Board.id, Board.round, Board.board).where(Board.event_id == event_id)
    return {(row.round, row.board): row.id for row in conn.execute(query)}


def bulk_insert(
    engine: Engine,
    table_name: str,
    event_id: int,
    rows: list[tuple[Any, ...]],
    names: Sequence[str],
    chunk: int,
) -> None:
    """Insert ``rows`` (values of ``names``, in order) of event ``event_id`` into the table, at most
    ``chunk`` rows per transaction, with no per-row work in SQLAlchemy: SQLite's ``executemany`` (in C),
    PostgreSQL's ``COPY`` (psycopg)."""
    quote = engine.dialect.identifier_preparer.quote
    columns = ", ".join(quote(n) for n in ("event_id", *names))
    table = quote(table_name)
    sqlite = engine.dialect.name == "sqlite"
    marks = ", ".join("?" * (len(names) + 1))
    for start in range(0, len(rows), chunk):
        values = [(event_id, *row) for row in rows[start : start + chunk]]
        with engine.begin() as conn:
            if sqlite:
                conn.exec_driver_sql(f"INSERT INTO {table} ({columns}) VALUES ({marks})", values)
                continue
            driver: Any = conn.connection.dbapi_connection  # psycopg's, in this transaction
            with driver.cursor() as cursor, cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                for row in values:
                    copy.write_row(row)
