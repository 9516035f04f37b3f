"""Helpers of the live pages' tests: an app on a database, an event made through the API, a server in a
thread, and a Server-Sent-Events reader."""

from __future__ import annotations

import contextlib
import json
import re
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
from fastapi.testclient import TestClient

from servers import in_thread
from tiebreak.web.app import create_app
from tiebreak.web.settings import WebSettings

PLAYERS = [("Ada Arden", 2200), ("Bo Brandt", 2100), ("Cy Cole", 2000), ("Di Dorn", 1900)]


def make_app(url: str) -> Any:
    return create_app(WebSettings(database_url=url))


def new_event(
    client: TestClient | httpx.Client,
    players: list[tuple[str, int]] | None = None,
    rounds: int = 3,
    tiebreaks: str = "DE,BH,SB",
    pairing: str = "swiss",
) -> tuple[int, str]:
    """An event with its players registered; answers (id, organiser token)."""
    r = client.post(
        "/api/events",
        json={
            "name": "Live Open",
            "rounds": rounds,
            "pairing": pairing,
            "tiebreaks": tiebreaks,
            "start_date": "2026-12-01",
        },
    )
    assert r.status_code == 201, r.text
    event_id, token = r.json()["id"], r.json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    for name, rating in players or PLAYERS:
        r = client.post(
            f"/api/events/{event_id}/players", json={"name": name, "rating": rating}, headers=auth
        )
        assert r.status_code in (200, 201), r.text
    return event_id, token


def pair(
    client: TestClient | httpx.Client, event_id: int, token: str, rnd: int, boards: list[tuple[int, int]]
) -> None:
    body = {"boards": [{"board": i, "white": w, "black": b} for i, (w, b) in enumerate(boards, 1)]}
    r = client.put(
        f"/api/events/{event_id}/rounds/{rnd}/pairings",
        json=body,
        headers={"Authorization": f"Bearer {token}"},
    )
    assert r.status_code == 200, r.text


def started(client: TestClient | httpx.Client) -> tuple[int, str]:
    """The four players' event with round 1 paired: Ada-Bo on board 1, Cy-Di on board 2."""
    event_id, token = new_event(client)
    pair(client, event_id, token, 1, [(1, 2), (3, 4)])
    return event_id, token


def login(client: TestClient, event_id: int, token: str) -> str:
    """Sign in on the arbiter's page; answers the CSRF token of the session's forms."""
    r = client.post(f"/events/{event_id}/arbiter/login", data={"token": token}, follow_redirects=True)
    assert r.status_code == 200, r.text
    return csrf_of(r.text)


def csrf_of(page: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', page)
    assert found, "no CSRF field on the page"
    return found.group(1)


def standings_names(page: str) -> list[str]:
    return re.findall(r'class="player-link" href="[^"]*">([^<]+)</a>', page)


@contextlib.contextmanager
def running(app: Any) -> Iterator[str]:
    """``app`` served by uvicorn in a thread on a free port; yields its base URL."""
    try:
        with in_thread(app, timeout_graceful_shutdown=1) as base:
            yield base
    finally:
        app.state.live.close()
        app.state.events.close()


@contextlib.contextmanager
def followed(app: Any) -> Iterator[tuple[httpx.Client, int, str, int, Ticks]]:
    """``app`` served, the started event, its version, and a stream following it."""
    with running(app) as base, httpx.Client(base_url=base) as http:
        event_id, token = started(http)
        version = http.get(f"/api/events/{event_id}").json()["version"]
        ticks = Ticks(f"{base}/api/events/{event_id}/stream")
        try:
            yield http, event_id, token, version, ticks
        finally:
            ticks.close()


class Ticks:
    """Reads ``event: version`` ticks of one SSE stream in a thread."""

    def __init__(self, url: str) -> None:
        self.versions: list[tuple[int, float]] = []
        self.opened = threading.Event()
        self._stop = False
        self._thread = threading.Thread(target=self._run, args=(url,), daemon=True)
        self._thread.start()
        assert self.opened.wait(10), "the stream did not open"

    def _run(self, url: str) -> None:
        with contextlib.suppress(httpx.HTTPError):  # the server stops at the end of the test
            self._read(url)

    def _read(self, url: str) -> None:
        with httpx.Client(timeout=httpx.Timeout(5, read=30)) as client, client.stream("GET", url) as r:
            assert r.headers["content-type"].startswith("text/event-stream")
            self.opened.set()
            event = ""
            for line in r.iter_lines():
                if self._stop:
                    return
                if line.startswith("event:"):
                    event = line[6:].strip()
                elif line.startswith("data:") and event == "version":
                    self.versions.append((json.loads(line[5:])["version"], time.monotonic()))

    def wait_for(self, version: int, timeout: float = 1.0) -> float:
        """Seconds until a tick of ``version`` (or later) arrived; fails after ``timeout``."""
        start = time.monotonic()
        while time.monotonic() - start < timeout:
            for v, at in self.versions:
                if v >= version:
                    return max(0.0, at - start)
            time.sleep(0.005)
        raise AssertionError(f"no tick of version {version} within {timeout} s (got {self.versions})")

    def close(self) -> None:
        self._stop = True
