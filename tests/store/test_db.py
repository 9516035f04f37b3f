"""``store/db.py``: the schema's migrations. Processes that open a fresh PostgreSQL database at once migrate
one after the other under an advisory lock (before it, 3 of the first 64 requests of several processes got
503: ``duplicate key value violates unique constraint pg_type_typname_nsp_index``)."""

from __future__ import annotations

import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("sqlalchemy")
pytest.importorskip("alembic")

import sqlalchemy as sa

from tiebreak.store.db import normalise_url

PROCESSES = 4
THREADS = 4
"""Each process opens the store from this many threads at once (each its own engine and connection)."""
_OPEN = """
import os, sys, threading, time
from pathlib import Path
from tiebreak.store import EventStore, event_settings
import tiebreak.store.service, alembic.command, sqlalchemy.dialects.postgresql, psycopg  # imported first
go = Path(sys.argv[2])
ids = []
def open_and_create():
    store = EventStore(sys.argv[1])
    ids.append(store.create_event(event_settings({"name": "Open " + str(os.getpid()), "rounds": 5})).event_id)
    store.close()
threads = [threading.Thread(target=open_and_create) for _ in range(int(sys.argv[3]))]
while not go.exists():
    time.sleep(0.002)
for t in threads:
    t.start()
for t in threads:
    t.join()
print(" ".join(map(str, ids)))
"""


@pytest.fixture
def fresh_postgres(postgres_server: str) -> Iterator[str]:
    """An empty PostgreSQL database: no tables, no schema revision."""
    name = f"tiebreak_fresh_{uuid.uuid4().hex[:10]}"
    admin = sa.create_engine(normalise_url(postgres_server), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    base, _, query = postgres_server.partition("?")
    try:
        yield f"{base.rsplit('/', 1)[0]}/{name}" + (f"?{query}" if query else "")
    finally:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


def test_processes_opening_a_fresh_database_together_all_succeed(fresh_postgres: str, tmp_path: Path) -> None:
    go = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _OPEN, fresh_postgres, str(go), str(THREADS)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(PROCESSES)
    ]
    time.sleep(8)  # every interpreter started, imported and waiting
    go.touch()
    outcomes = [(p.wait(timeout=180), *p.communicate()) for p in procs]
    assert [code for code, _, _ in outcomes] == [0] * PROCESSES, [err for _, _, err in outcomes]
    assert sorted(int(n) for _, out, _ in outcomes for n in out.split()) == list(
        range(1, PROCESSES * THREADS + 1)
    )
    engine = sa.create_engine(normalise_url(fresh_postgres))
    with engine.connect() as conn:
        assert conn.execute(sa.text("SELECT count(*) FROM alembic_version")).scalar_one() == 1
    engine.dispose()


def test_the_writers_of_one_process_take_turns_in_the_order_they_came() -> None:
    import threading
    import time

    from tiebreak.store.db import WriteTurns

    turns = WriteTurns()
    assert turns.acquire(1.0)
    order: list[int] = []

    def writer(n: int) -> None:
        assert turns.acquire(30.0)
        order.append(n)
        turns.release()

    threads = []
    for n in range(5):
        thread = threading.Thread(target=writer, args=(n,))
        thread.start()
        threads.append(thread)
        while turns.waiting < n + 1:  # queued before the next one comes
            time.sleep(0.001)
    turns.release()
    for thread in threads:
        thread.join()
    assert order == [0, 1, 2, 3, 4]
    assert turns.acquire(0.01)  # the last one ended its turn: free again


def test_a_connection_given_back_after_the_store_closed_is_closed(database_url: str) -> None:
    """A thread still holding a connection when the store closes (a request finishing after the server
    stopped) gives it back to a discarded pool: it is closed then, not left open until collected (CI once
    failed on psycopg's ``ResourceWarning: … was deleted while still open``)."""
    from tiebreak.store import EventStore

    store = EventStore(database_url)
    conn = store.engines.read.connect()
    dbapi = conn.connection.dbapi_connection
    store.close()
    conn.close()
    with pytest.raises(Exception, match=r"(?i)closed"):
        dbapi.cursor().execute("SELECT 1")  # type: ignore[union-attr]
