"""An answered write survives a crash: the server is killed (``kill -9``) in the middle of a stream of
result writes and, after a restart on the same database, every acknowledged result is there."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from servers import answers, subprocess_server

httpx = pytest.importorskip("httpx")
pytest.importorskip("uvicorn")

BOARDS = 80


@contextmanager
def _server(database_url: str) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    code = "import sys; from tiebreak.cli import main; sys.exit(main())"
    with subprocess_server(
        [sys.executable, "-c", code, "serve", "--database", database_url],
        answers,
        why=lambda proc: proc.stderr.read().decode() if proc.stderr else "",
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    ) as (base, proc):
        try:
            yield base, proc
        finally:
            if proc.poll() is None:
                proc.kill()
            proc.wait()
            if proc.stderr:
                proc.stderr.close()


def test_every_acknowledged_result_survives_kill_9(database_url: str) -> None:
    with _server(database_url) as (base, proc):
        with httpx.Client(base_url=base, timeout=30) as client:
            created = client.post("/api/events", json={"name": "Crash test", "rounds": 1}).json()
            event_id, h = created["id"], {"Authorization": f"Bearer {created['token']}"}
            for i in range(2 * BOARDS):
                client.post(f"/api/events/{event_id}/players", json={"name": f"Player {i + 1}"}, headers=h)
            boards = [{"white": 2 * i + 1, "black": 2 * i + 2} for i in range(BOARDS)]
            assert (
                client.put(
                    f"/api/events/{event_id}/rounds/1/pairings", json={"boards": boards}, headers=h
                ).status_code
                == 200
            )
        acknowledged: dict[int, str] = {}
        stop = threading.Event()

        def stream() -> None:
            with httpx.Client(base_url=base, timeout=10) as c:
                for board in range(1, BOARDS + 1):
                    if stop.is_set():
                        return
                    result = ("1-0", "½-½", "0-1")[board % 3]
                    try:
                        r = c.put(
                            f"/api/events/{event_id}/rounds/1/boards/{board}/result",
                            json={"result": result},
                            headers=h,
                        )
                    except httpx.HTTPError:
                        return  # the server is gone
                    if r.status_code == 200:
                        acknowledged[board] = result

        writers = [threading.Thread(target=stream)]
        writers[0].start()
        deadline = time.monotonic() + 60
        while len(acknowledged) < BOARDS // 3 and time.monotonic() < deadline:
            time.sleep(0.005)
        os.kill(proc.pid, signal.SIGKILL)  # mid-stream
        proc.wait()
        stop.set()
        writers[0].join()
    assert BOARDS // 3 <= len(acknowledged) < BOARDS, "the kill did not land in the middle of the stream"
    with _server(database_url) as (base, _), httpx.Client(base_url=base, timeout=30) as client:
        stored = {
            b["board"]: b["result"] for b in client.get(f"/api/events/{event_id}/rounds/1").json()["boards"]
        }
    for board, result in acknowledged.items():
        assert stored[board] == result, f"board {board}: acknowledged {result}, stored {stored[board]!r}"
