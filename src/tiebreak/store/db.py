"""Connecting to the store's database and bringing its schema up to date (Alembic).

SQLite (the default, one file in a data directory) runs in WAL mode with ``synchronous=FULL`` (an
answered write has reached the disk) and takes the write lock at the start of a writing transaction
(``BEGIN IMMEDIATE``), so concurrent writers queue instead of failing; the writers of one process take
turns first come, first served (:class:`WriteTurns`). PostgreSQL URLs
(``postgresql://…``) use the psycopg 3 driver.
"""

from __future__ import annotations

import os
import threading
from collections import deque
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util import CommandError
from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from .errors import NewerSchema, StoreError, Unavailable

__all__ = [
    "DATABASE_ENV",
    "DATA_DIR_ENV",
    "Engines",
    "default_database_url",
    "migrate",
    "normalise_url",
    "open_engines",
    "prepare",
]

DATABASE_ENV = "TIEBREAK_DATABASE_URL"
DATA_DIR_ENV = "TIEBREAK_DATA_DIR"
_MIGRATIONS = Path(__file__).parent / "migrations"
_MIGRATION_LOCK = 0x7469_6562_7265_616B  # "tiebreak": the PostgreSQL advisory lock of the migrations


def default_database_url(env: dict[str, str] | None = None) -> str:
    """``TIEBREAK_DATABASE_URL``, else a SQLite file ``events.sqlite3`` in the data directory
    (``TIEBREAK_DATA_DIR``, else ``$XDG_DATA_HOME/tiebreak``, else ``~/.local/share/tiebreak``).

    >>> default_database_url({"TIEBREAK_DATA_DIR": "/srv/tb"})
    'sqlite:////srv/tb/events.sqlite3'
    """
    env = dict(os.environ) if env is None else env
    if env.get(DATABASE_ENV):
        return env[DATABASE_ENV]
    base = env.get(DATA_DIR_ENV)
    if not base:
        xdg = env.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        base = str(Path(xdg) / "tiebreak")
    return f"sqlite:///{Path(base) / 'events.sqlite3'}"


def normalise_url(url: str) -> str:
    """The SQLAlchemy URL for a user's URL: PostgreSQL goes through psycopg 3.

    >>> normalise_url("postgresql://u@localhost/tb"), normalise_url("postgres://h/tb")
    ('postgresql+psycopg://u@localhost/tb', 'postgresql+psycopg://h/tb')
    >>> normalise_url("sqlite:///events.sqlite3")
    'sqlite:///events.sqlite3'
    """
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


class Engines:
    """The engine for writes and the one for reads (the same one except on SQLite, where only
    writing transactions take the lock up front)."""

    def __init__(self, write: Engine, read: Engine) -> None:
        self.write = write
        self.read = read
        self._closed = False
        for engine in {id(write): write, id(read): read}.values():
            event.listen(engine, "checkin", self._checkin)

    def _checkin(self, dbapi_connection: Any, _record: Any) -> None:
        """A connection given back after :meth:`dispose` (a thread still at work while the store
        closed) is closed now: it would otherwise stay open in a discarded pool until collected."""
        if self._closed and dbapi_connection is not None:
            dbapi_connection.close()

    @property
    def sqlite(self) -> bool:
        return self.write.dialect.name == "sqlite"

    def dispose(self) -> None:
        self._closed = True
        self.write.dispose()
        if self.read is not self.write:
            self.read.dispose()


TURN_WAIT = 60.0
"""Longest wait for a writer's turn, in seconds; after it the writer asks SQLite's lock directly."""


class WriteTurns:
    """The writers of one process in the order they came (SQLite's own wait for its write lock is a
    retry after sleeps growing to 100 ms, which a writer that takes the lock again at once, such as an
    import's next bulk insert, can starve for seconds). Released when the transaction ends; a writer
    that waited :data:`TURN_WAIT` goes on without its turn (SQLite's lock still keeps it apart).

    >>> turns = WriteTurns()
    >>> turns.acquire(0.1), turns.acquire(0.01)  # the second waits for the first, then goes on
    (True, False)
    >>> turns.release(); turns.acquire(0.01)
    True
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held = False
        self._queue: deque[threading.Event] = deque()

    def acquire(self, timeout: float) -> bool:
        """Wait for this writer's turn (True), or ``timeout`` seconds (False: no turn taken)."""
        with self._lock:
            if not self._held and not self._queue:
                self._held = True
                return True
            turn = threading.Event()
            self._queue.append(turn)
        if turn.wait(timeout):
            return True
        with self._lock:
            if turn.is_set():  # handed over just as the wait ended
                return True
            self._queue.remove(turn)
            return False

    @property
    def waiting(self) -> int:
        """How many writers wait for their turn."""
        with self._lock:
            return len(self._queue)

    def release(self) -> None:
        """End a turn: the longest-waiting writer's begins."""
        with self._lock:
            if self._queue:
                self._queue.popleft().set()
            else:
                self._held = False


def _sqlite_engine(url: str, immediate: bool) -> Engine:
    engine = create_engine(url, connect_args={"timeout": 60, "check_same_thread": False})
    turns = WriteTurns()

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # transactions are begun below, not by the driver
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=60000")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        if not immediate:
            connection.exec_driver_sql("BEGIN")
            return
        connection.info["tiebreak.turn"] = turns.acquire(TURN_WAIT)
        try:
            connection.exec_driver_sql("BEGIN IMMEDIATE")
        except BaseException:
            _end(connection)
            raise

    @event.listens_for(engine, "commit")
    @event.listens_for(engine, "rollback")
    def _end(connection: Any) -> None:
        if connection.info.pop("tiebreak.turn", False):
            turns.release()

    return engine


def check_url(url: str) -> str:
    """``url`` for people (password hidden) when it names SQLite or PostgreSQL.

    :raises StoreError: for anything else (field ``database``).

    >>> check_url("sqlite:///tmp/e.sqlite3"), check_url("postgresql://tb:secret@db/tb")
    ('sqlite:///tmp/e.sqlite3', 'postgresql+psycopg://tb:***@db/tb')
    """
    try:
        parsed = make_url(normalise_url(url))
    except ArgumentError:
        parsed = None
    if parsed is None or parsed.get_backend_name() not in ("sqlite", "postgresql"):
        raise StoreError(
            f"{url!r} is not a database URL: use sqlite:///FILE or postgresql://USER@HOST/NAME",
            field="database",
        )
    return parsed.render_as_string()


def open_engines(url: str) -> Engines:
    """Engines for ``url`` (a SQLite file's folder is created when missing)."""
    check_url(url)
    url = normalise_url(url)
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        database = parsed.database or ""
        if database and database != ":memory:":
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        return Engines(_sqlite_engine(url, immediate=True), _sqlite_engine(url, immediate=False))
    engine = create_engine(url, pool_size=10, max_overflow=20, pool_pre_ping=True)
    return Engines(engine, engine)


def _config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(_MIGRATIONS))
    return config


def _check_known(connection: Connection, config: Config, where: str) -> None:
    """Refuse a database stamped with a revision this code does not know (a newer ``tiebreak``).

    :raises NewerSchema: naming the revision and what to do.
    """
    scripts = ScriptDirectory.from_config(config)
    known = {script.revision for script in scripts.walk_revisions()}
    stamped = MigrationContext.configure(connection).get_current_heads()
    unknown = [revision for revision in stamped if revision not in known]
    if unknown:
        raise NewerSchema(
            f"the database {where} has schema revision {', '.join(unknown)}, newer than this tiebreak "
            f"{_version()} knows (its newest is {scripts.get_current_head()}): upgrade tiebreak on this "
            "machine (pip install -U 'tiebreak[store]'), or use another --database",
            field="database",
        )


def _version() -> str:
    from .. import __version__

    return __version__


def migrate(engine: Engine) -> None:
    """Bring the schema up to the newest Alembic revision (creates it in an empty database). On
    PostgreSQL the migration holds an advisory lock for its transaction, so that processes starting
    together on a fresh database migrate one after the other (the others then find it done).

    :raises NewerSchema: for a database whose schema is newer than this code.
    """
    config = _config()
    where = engine.url.render_as_string()
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK})
        _check_known(connection, config, where)
        config.attributes["connection"] = connection
        try:
            command.upgrade(config, "head")
        except CommandError as exc:  # a revision the scripts cannot reach (checked above; kept as a net)
            raise NewerSchema(f"cannot migrate the database {where}: {exc}", field="database") from None


def prepare(url: str) -> bool:
    """Bring the database at ``url`` up to date now (``tiebreak serve`` at start, before it takes
    requests or starts its processes). A SQLite file that does not exist yet is left alone (it is
    created on first use); answers whether there was a database to prepare.

    :raises NewerSchema: for a schema newer than this code.
    :raises Unavailable: for a database that cannot be reached.
    """
    parsed = make_url(normalise_url(url))
    database = parsed.database or ""
    if (
        parsed.get_backend_name() == "sqlite"
        and database not in ("", ":memory:")
        and not Path(database).exists()
    ):
        return False
    engines = open_engines(url)
    try:
        migrate(engines.write)
    except SQLAlchemyError as exc:
        first = (str(getattr(exc, "orig", None) or exc).strip().splitlines() or [type(exc).__name__])[0]
        raise Unavailable(f"cannot open the database {check_url(url)}: {first}", field="database") from None
    finally:
        engines.dispose()
    return True
