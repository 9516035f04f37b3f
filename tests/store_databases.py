"""Databases for the tests of the event store and of the web app on it (``tests/store``, and
``tests/web``'s events API and live pages): a fresh database per test, on SQLite and on a real PostgreSQL
server. A pytest plugin (``tests/conftest.py`` loads it), so its session-wide PostgreSQL server is
started once for every folder.

PostgreSQL: ``TIEBREAK_TEST_POSTGRES_URL`` (a server where the user may create databases; ``.ci/run``
starts one and sets it), else a throwaway cluster started here from the machine's PostgreSQL binaries
(``initdb``/``pg_ctl``; as root, run as the ``postgres`` user). Without either the PostgreSQL tests are
skipped, unless ``TIEBREAK_REQUIRE_POSTGRES=1`` (CI): then they fail. Without the ``store`` extra
(SQLAlchemy, Alembic) every test that asks for a database is skipped.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from servers import free_port

REQUIRED = os.environ.get("TIEBREAK_REQUIRE_POSTGRES") == "1"


def _needs_the_store() -> None:
    """Skip the test without the ``store`` extra."""
    pytest.importorskip("sqlalchemy")
    pytest.importorskip("alembic")


def _binary(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return candidates[-1] if candidates else None


class _Cluster:
    """A PostgreSQL cluster in a temporary folder, reached through a Unix socket."""

    def __init__(self) -> None:
        initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
        if initdb is None or pg_ctl is None:
            raise RuntimeError("no PostgreSQL server binaries (initdb, pg_ctl): apt-get install postgresql")
        self.pg_ctl = pg_ctl
        self.prefix: list[str] = []
        self.root = Path(tempfile.mkdtemp(prefix="tiebreak-pg-"))
        if os.geteuid() == 0:  # postgres refuses to run as root
            try:
                user = pwd.getpwnam("postgres")
            except KeyError:
                raise RuntimeError(
                    "running as root and there is no 'postgres' user to run the server"
                ) from None
            os.chown(self.root, user.pw_uid, user.pw_gid)
            self.prefix = ["runuser", "-u", "postgres", "--"]
        self.port = free_port()
        data = self.root / "data"
        subprocess.run(
            [*self.prefix, initdb, "-D", str(data), "-A", "trust", "-U", "postgres", "-E", "UTF8"],
            check=True,
            capture_output=True,
        )
        options = f"-p {self.port} -k {self.root} -c listen_addresses='' -c fsync=on"
        subprocess.run(
            [
                *self.prefix,
                pg_ctl,
                "-D",
                str(data),
                "-o",
                options,
                "-l",
                str(self.root / "log"),
                "-w",
                "start",
            ],
            check=True,
            capture_output=True,
        )
        self.url = f"postgresql://postgres@/postgres?host={self.root}&port={self.port}"

    def stop(self) -> None:
        subprocess.run(
            [*self.prefix, self.pg_ctl, "-D", str(self.root / "data"), "-m", "fast", "-w", "stop"],
            capture_output=True,
        )
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The URL of a PostgreSQL server's maintenance database (``postgres``)."""
    _needs_the_store()
    given = os.environ.get("TIEBREAK_TEST_POSTGRES_URL")
    if given:
        yield given
        return
    try:
        cluster = _Cluster()
    except (RuntimeError, subprocess.CalledProcessError, OSError) as exc:
        detail = (
            exc.stderr.decode(errors="replace") if isinstance(exc, subprocess.CalledProcessError) else exc
        )
        if REQUIRED:
            pytest.fail(f"TIEBREAK_REQUIRE_POSTGRES=1 but no PostgreSQL server could be started: {detail}")
        pytest.skip(f"no PostgreSQL server: {detail}")
    try:
        yield cluster.url
    finally:
        cluster.stop()


def _with_database(server: str, name: str) -> str:
    base, _, query = server.partition("?")
    head = base.rsplit("/", 1)[0]
    return f"{head}/{name}" + (f"?{query}" if query else "")


@pytest.fixture(scope="session")
def postgres_template(postgres_server: str) -> Iterator[str]:
    """A database with the store's schema, copied for each test (``CREATE DATABASE … TEMPLATE``)."""
    import sqlalchemy as sa

    from tiebreak.store import EventStore
    from tiebreak.store.db import normalise_url

    name = f"tiebreak_template_{uuid.uuid4().hex[:8]}"
    admin = sa.create_engine(normalise_url(postgres_server), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    EventStore(_with_database(postgres_server, name)).close()  # migrated, no connection left open
    try:
        yield name
    finally:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


@pytest.fixture
def postgres_url(postgres_server: str, postgres_template: str) -> Iterator[str]:
    """A new PostgreSQL database with the store's schema and no events, for one test (dropped afterwards)."""
    import sqlalchemy as sa

    from tiebreak.store.db import normalise_url

    name = f"tiebreak_{uuid.uuid4().hex[:12]}"
    admin = sa.create_engine(normalise_url(server_url := postgres_server), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.exec_driver_sql(f'CREATE DATABASE "{name}" TEMPLATE "{postgres_template}"')
    try:
        yield _with_database(server_url, name)
    finally:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh database, once on SQLite and once on PostgreSQL."""
    _needs_the_store()
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'events.sqlite3'}"
    return str(request.getfixturevalue("postgres_url"))


@pytest.fixture
def store(database_url: str) -> Iterator[object]:
    from tiebreak.store import EventStore

    s = EventStore(database_url)
    yield s
    s.close()
