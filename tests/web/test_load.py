"""A short load test against a real server (uvicorn on a random loopback port, two compute workers):
while one 2 MB event computes, small requests are answered, and nothing fails. It asserts what must
hold (every answer right, the small ones done before the big one), never a time: the figures are
benchmarks/web_load.py's."""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
uvicorn = pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")

from tiebreak.ranking.engine import DEFAULT_TIEBREAKS  # noqa: E402
from tiebreak.readers import example_text  # noqa: E402
from tiebreak.web.app import create_app  # noqa: E402
from tiebreak.web.settings import WebSettings  # noqa: E402

sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
from generate import generate  # noqa: E402

from servers import in_thread  # noqa: E402

ARENA = example_text("arena")


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with in_thread(create_app(WebSettings(workers=2)), start_timeout=30, stop_timeout=20) as base:
        yield base


def test_small_requests_are_answered_while_a_big_event_computes(server: str) -> None:
    big = generate(9_999, 11, 3)  # about 2 MB of TRF, just under the cap
    assert 1_900_000 < len(big.encode()) <= WebSettings().max_upload_bytes

    async def run() -> tuple[float, list[tuple[float, int, bool]]]:
        async with httpx.AsyncClient(base_url=server, timeout=120) as client:
            # both workers warm and answering first
            for _ in range(4):
                assert (await client.post("/api/standings", json={"event": ARENA})).status_code == 200

            async def big_post() -> float:
                r = await client.post("/", data={"event": big, "tb": list(DEFAULT_TIEBREAKS)})
                assert r.status_code == 200 and r.text.count('class="player-link"') == 9_999
                return time.monotonic()

            async def small(k: int) -> tuple[float, int, bool]:
                if k % 2:
                    r = await client.get("/api/tiebreaks")
                    right = r.json()[0]["code"] == "DE"
                else:
                    r = await client.post("/api/standings", json={"event": ARENA})
                    right = r.json()["standings"][0]["name"] == "Ng, Chloe"
                return time.monotonic(), r.status_code, right

            task = asyncio.ensure_future(big_post())
            await asyncio.sleep(0.5)  # the big one is being parsed or computed
            smalls = []
            for k in range(30):
                smalls.append(await small(k))
            return await task, smalls

    big_done, smalls = asyncio.run(run())
    assert all(status == 200 and right for _, status, right in smalls)
    assert max(done for done, _, _ in smalls) < big_done  # none of them waited for the big one
