"""Anonymous work on the live-events API bounded like the calculator's: an imported file within the upload
limit (413 naming the file), read in the compute pool under its CPU limit (503 with the reason over it),
event creation limited per client (429 with Retry-After) or, on a site with a site token, open only to it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("sqlalchemy")
pytest.importorskip("alembic")

from fastapi.testclient import TestClient

from tiebreak.readers import example_text
from tiebreak.web.app import create_app
from tiebreak.web.events_api import CreationLimit
from tiebreak.web.pool import ComputePool
from tiebreak.web.settings import WebSettings

sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
from generate import generate

ARENA = example_text("arena")
SITE = "s3cr3t-site-token-0123456789"


@pytest.fixture
def make(database_url: str, pool: ComputePool) -> Iterator[Any]:
    apps: list[Any] = []

    def build(**settings: Any) -> TestClient:
        app = create_app(WebSettings(database_url=database_url, **settings), pool=settings.pop("pool", pool))
        apps.append(app)
        return TestClient(app)

    yield build
    for app in apps:
        app.state.events.close()


def _error(r: Any, status: int, field: str) -> str:
    assert r.status_code == status, r.text
    assert r.json()["error"]["field"] == field
    return str(r.json()["error"]["message"])


def test_an_import_is_within_the_upload_limit(make: Any) -> None:
    client = make(max_upload_bytes=len(ARENA.encode()) + 10)
    assert client.post("/api/events/import", content=ARENA.encode()).status_code == 201
    big = (ARENA + "\n" * 20).encode()
    assert "larger than" in _error(client.post("/api/events/import", content=big), 413, "file")
    r = client.post("/api/events/import", content=iter([big[:100], big[100:]]))  # chunked, no length
    _error(r, 413, "file")
    r = client.post("/api/events/import", files={"file": ("big.trf", big)})
    _error(r, 413, "file")


def test_an_import_is_read_in_the_pool_under_its_cpu_limit(database_url: str) -> None:
    """A 1,200-player file takes well over 20 ms of CPU to read: the worker is stopped, the answer is 503
    with the reason, nothing is stored, and the server answers the next request."""
    strict = ComputePool(1, cpu_limit=0.02)
    app = create_app(WebSettings(database_url=database_url), pool=strict)
    try:
        with TestClient(app) as client:
            r = client.post("/api/events/import", content=generate(1200, 9).encode())
            assert r.status_code == 503 and "s of computing" in r.json()["error"]["message"]
            assert r.headers["retry-after"]
            assert client.get("/api/events/1").status_code == 404
    finally:
        app.state.events.close()
        strict.close()


def test_a_file_that_cannot_be_read_is_refused_at_its_line(make: Any) -> None:
    client = make()
    r = client.post("/api/events/import", content=ARENA.replace("001    1", "001    x", 1).encode())
    assert r.status_code == 422 and r.json()["error"]["field"] == "file" and r.json()["error"]["line"]


def test_event_creation_is_limited_per_client(make: Any) -> None:
    client = make(events_per_hour=3)
    for _ in range(2):
        assert client.post("/api/events", json={"name": "Open", "rounds": 5}).status_code == 201
    assert client.post("/api/events/import", content=ARENA.encode()).status_code == 201  # imports count
    r = client.post("/api/events", json={"name": "Open", "rounds": 5})
    assert "at most 3 an hour" in _error(r, 429, "request")
    assert 1100 <= int(r.headers["retry-after"]) <= 1200  # one more event every 3600/3 s (less what refilled)
    assert client.post("/api/events/import", content=ARENA.encode()).status_code == 429
    assert make(events_per_hour=0).post("/api/events", json={"name": "Open", "rounds": 5}).status_code == 201


def test_the_limit_refills_and_forgets_the_oldest_clients() -> None:
    limit = CreationLimit(per_hour=60, burst=10, clients=2)
    assert [limit.take("a", now=0.0) for _ in range(10)] == [0.0] * 10
    assert limit.take("a", now=0.0) == pytest.approx(60.0)  # one a minute
    assert limit.take("a", now=60.0) == 0.0 and limit.take("a", now=60.0) > 0
    assert limit.take("b", now=0.0) == 0.0  # another client has its own bucket
    limit.take("c", now=0.0)
    assert limit.take("a", now=61.0) == 0.0  # "a" was forgotten (at most 2 clients): a full bucket again


def test_a_site_token_is_needed_to_create_events(make: Any) -> None:
    client = make(site_token=SITE, events_per_hour=1)
    body = {"name": "Open", "rounds": 5}
    assert "site token" in _error(client.post("/api/events", json=body), 401, "Authorization")
    r = client.post("/api/events", json=body, headers={"Authorization": "Bearer wrong"})
    _error(r, 403, "Authorization")
    _error(client.post("/api/events/import", content=ARENA.encode()), 401, "Authorization")
    site = {"Authorization": f"Bearer {SITE}"}
    for _ in range(3):  # the site's organisers are not limited by the rate
        r = client.post("/api/events", json=body, headers=site)
        assert r.status_code == 201 and r.json()["token"] != SITE
    r = client.post("/api/events/import", content=ARENA.encode(), headers=site)
    assert r.status_code == 201
    event = r.json()
    players = client.get(f"/api/events/{event['id']}").json()["players"]
    assert [p["name"] for p in players][:2] == ["Chen, Ava", "Ng, Chloe"]  # the file's players 1 and 2
