"""The compute pool: jobs run in other processes, a job over its CPU-time limit is answered with 503 and
its worker replaced, a full queue is refused, a closed pool refuses work."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from tiebreak.readers import example_text
from tiebreak.web.app import create_app
from tiebreak.web.jobs import api_job
from tiebreak.web.pool import Busy, ComputePool, Overrun
from tiebreak.web.settings import WebSettings

sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
from generate import generate

ARENA = example_text("arena")


def gone(pid: int) -> bool:
    """The process has exited (absent, or a zombie waiting to be reaped)."""
    try:
        return Path(f"/proc/{pid}/status").read_text().split("State:")[1].split()[0] in ("Z", "X")
    except (FileNotFoundError, IndexError):
        return True


def test_jobs_run_in_the_workers_not_here() -> None:
    pool = ComputePool(1, cpu_limit=10)
    try:
        pid = asyncio.run(pool.run(os.getpid))
        assert pid != os.getpid()
        reply = asyncio.run(pool.run(api_job, WebSettings(), {"event": ARENA}))
        assert reply.status == 200 and b"Ng, Chloe" in reply.body
    finally:
        pool.close()


def test_a_job_over_the_cpu_limit_is_stopped_and_its_worker_replaced() -> None:
    pool = ComputePool(1, cpu_limit=0.3)
    big = generate(3000, 11, 5)
    try:
        before = asyncio.run(pool.run(os.getpid))
        with pytest.raises(Overrun) as info:
            asyncio.run(pool.run(api_job, WebSettings(), {"event": big, "explain": "all"}))
        assert info.value.seconds == 0.3 and pool.replaced == 1
        after = asyncio.run(pool.run(os.getpid))  # the next job runs, in a new process
        assert after != before
        for _ in range(100):
            if gone(before):
                break
            asyncio.run(asyncio.sleep(0.05))
        assert gone(before)
    finally:
        pool.close()


def test_the_app_answers_503_over_the_limit_then_goes_on() -> None:
    pool = ComputePool(1, cpu_limit=0.1)
    client = TestClient(create_app(WebSettings(cpu_limit=0.1), pool=pool))
    big = generate(3000, 11, 5)
    try:
        r = client.post("/api/standings", json={"event": big, "explain": "all"})
        assert r.status_code == 503 and r.headers["retry-after"] == "5"
        error = r.json()["error"]
        assert error["field"] == "server" and "more than 0.1 s of computing" in error["message"]
        page = client.post("/", data={"event": big, "tb": ["BH"], "compare": "1", "player": "1"})
        assert page.status_code == 503 and "more than 0.1 s of computing" in page.text
        assert "Player000001" in page.text  # the form keeps the event
        assert client.post("/api/standings", json={"event": ARENA}).status_code == 200
        assert pool.replaced == 2
    finally:
        pool.close()


def test_a_full_queue_is_refused_at_once() -> None:
    pool = ComputePool(1, cpu_limit=10, max_waiting=0)
    big = generate(1500, 11, 5)

    async def two() -> list[object]:
        while not pool._free:  # the worker is up
            await asyncio.sleep(0.01)
        first = asyncio.ensure_future(pool.run(api_job, WebSettings(), {"event": big}))
        while pool._free:  # the first job has taken it
            await asyncio.sleep(0.001)
        return await asyncio.gather(first, pool.run(os.getpid), return_exceptions=True)

    try:
        pool.start()
        first, second = asyncio.run(two())
        assert getattr(first, "status", None) == 200
        assert isinstance(second, Busy) and "already waiting" in str(second)
    finally:
        pool.close()


def test_a_closed_pool_refuses_work() -> None:
    pool = ComputePool(1, cpu_limit=10)
    pool.close()
    with pytest.raises(Busy, match="shutting down"):
        asyncio.run(pool.run(os.getpid))


def test_a_job_that_raises_raises_here_and_keeps_its_worker() -> None:
    pool = ComputePool(1, cpu_limit=10)
    try:
        before = asyncio.run(pool.run(os.getpid))
        with pytest.raises(ValueError, match="invalid literal"):
            asyncio.run(pool.run(int, "x"))
        assert pool.replaced == 0 and asyncio.run(pool.run(os.getpid)) == before
        # a job and an answer larger than a pipe's buffer travel whole
        assert asyncio.run(pool.run(bytes.upper, b"ab" * 300_000)) == b"AB" * 300_000
    finally:
        pool.close()


def test_large_jobs_and_answers_under_uvloop() -> None:
    """uvloop (which uvicorn uses when installed) makes a pipe it watches non-blocking: a message larger
    than the pipe's buffer still arrives whole, in both directions."""
    uvloop = pytest.importorskip("uvloop")
    pool = ComputePool(1, cpu_limit=10)
    try:
        assert uvloop.run(pool.run(bytes.upper, b"ab" * 3_000_000)) == b"AB" * 3_000_000
        assert pool.replaced == 0
    finally:
        pool.close()


def test_a_pool_closed_while_its_workers_start_stops_them() -> None:
    pool = ComputePool(2, cpu_limit=10)
    pool.start()
    slots = list(pool._slots)
    pool.close()  # before any worker has said it is up
    for slot in slots:
        slot.process.join(10)
        assert not slot.process.is_alive()
    with pytest.raises(Busy):
        asyncio.run(pool.run(os.getpid))


def test_a_fresh_worker_has_loaded_what_a_job_needs_before_its_first_job() -> None:
    """A worker ranks the bundled example before it reports ready: its first job's CPU-time budget is
    not spent importing the reader, the criteria and the templates (a first ranking in a fresh
    interpreter costs several times the next one)."""
    import sys

    from tiebreak.web.jobs import warm_up

    warm_up()
    for name in (
        "tiebreak.readers.trf",
        "tiebreak.criteria.buchholz",
        "tiebreak.criteria.ratings",
        "tiebreak.explanations.explain",
        "jinja2",
    ):
        assert name in sys.modules, name
    pool = ComputePool(1, cpu_limit=0.1)
    client = TestClient(create_app(WebSettings(cpu_limit=0.1), pool=pool))
    try:  # the worker's very first job, under a tenth of a second of CPU
        assert client.post("/api/standings", json={"event": ARENA, "explain": "all"}).status_code == 200
        assert pool.replaced == 0
    finally:
        pool.close()
