"""``tiebreak serve --processes N``: several processes on one PostgreSQL database; a result entered
through one reaches streams served by the others (each stream's first comment names its process)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from live_helpers import new_event, pair
from servers import answers, free_port, subprocess_server

pytest.importorskip("sqlalchemy")  # the event store
pytest.importorskip("alembic")

TIEBREAK = [sys.executable, "-m", "tiebreak.cli"]
"""The command line, run from this interpreter's package (not an installed entry point)."""


@pytest.fixture
def two_workers(postgres_url: str, tmp_path: Path) -> Iterator[str]:
    env = {**os.environ, "TIEBREAK_DATA_DIR": str(tmp_path)}
    log = tmp_path / "serve.log"
    with (
        log.open("wb") as out,
        subprocess_server(
            [*TIEBREAK, "serve", "--processes", "2", "--workers", "1", "--database", postgres_url],
            answers,
            why=lambda _: log.read_text(),
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=out,
        ) as (base, _),
    ):
        yield base


class Stream:
    def __init__(self, url: str) -> None:
        self.worker = ""
        self.versions: list[int] = []
        self.ready = threading.Event()
        self.client = httpx.Client(timeout=httpx.Timeout(5, read=30))
        threading.Thread(target=self._run, args=(url,), daemon=True).start()
        assert self.ready.wait(10)

    def _run(self, url: str) -> None:
        try:
            with self.client.stream("GET", url) as r:
                for line in r.iter_lines():
                    if line.startswith(": worker "):
                        self.worker = line[9:]
                        self.ready.set()
                    elif line.startswith("data:"):
                        self.versions.append(int(line.split(":")[-1].strip(" }")))
        except httpx.HTTPError:
            pass


def test_a_result_reaches_the_streams_of_every_worker(two_workers: str) -> None:
    http = httpx.Client(base_url=two_workers, timeout=10)
    event_id, token = new_event(http)
    pair(http, event_id, token, 1, [(1, 2), (3, 4)])
    streams: list[Stream] = []
    while len({s.worker for s in streams}) < 2:  # connections are spread over the workers by the kernel
        assert len(streams) < 40, "every connection landed on one worker"
        streams.append(Stream(f"{two_workers}/api/events/{event_id}/stream"))
    time.sleep(0.5)  # each worker's LISTEN connection is open once its first stream is
    version = http.get(f"/api/events/{event_id}").json()["version"] + 1
    r = http.put(
        f"/api/events/{event_id}/rounds/1/boards/1/result",
        json={"result": "1-0"},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert r.status_code == 200
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline and not all(version in s.versions for s in streams):
        time.sleep(0.01)
    assert all(version in s.versions for s in streams), [(s.worker, s.versions) for s in streams]
    for s in streams:
        s.client.close()
    http.close()


def test_more_than_one_worker_needs_postgresql(tmp_path: Path) -> None:
    r = subprocess.run(
        [
            *TIEBREAK,
            "serve",
            "--processes",
            "2",
            "--database",
            f"sqlite:///{tmp_path}/e.sqlite3",
            "--port",
            str(free_port()),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2 and "needs --database postgresql" in r.stderr
