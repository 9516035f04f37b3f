"""The live pages in a real headless Chromium (Debian's ``chromium`` through Playwright, as
``tests/web/test_browser.py`` launches it): an arbiter enters a round and a spectator, served by another
worker when PostgreSQL is there (two apps on one database, each with its own LISTEN connection), sees
the table change without a reload; a 10-board round typed with the keyboard only; a stale second
arbiter gets the conflict beside the board.

Expected orders are hand-computed: Ada-Bo 0-1 and Cy-Di ½-½ put Bo (1 point) first and Ada (0) last.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from live_helpers import make_app, new_event, pair, running, started
from servers import chromium, needs_chromium
from tiebreak.web.live_reads import SHARE_WAIT

if os.environ.get("TIEBREAK_REQUIRE_BROWSER") != "1":
    pytest.importorskip("playwright.sync_api")
from playwright import sync_api

FRESH = httpx.Limits(max_keepalive_connections=0)
"""The API clients here open a connection per request: between two requests the test waits on the
browser for seconds, past the server's keep-alive time, and a connection the server closed meanwhile
would be reused and fail the next request (``Server disconnected without sending a response``)."""

pytest.importorskip("sqlalchemy")  # the event store
pytest.importorskip("alembic")

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as b:
        yield b


@pytest.fixture
def sites(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[tuple[str, str]]:
    """(arbiter's server, spectators' server): two workers on PostgreSQL, else one SQLite server."""
    try:
        url = str(request.getfixturevalue("postgres_url"))
    except pytest.skip.Exception:
        url = ""
    if not url:
        with running(make_app(f"sqlite:///{tmp_path / 'events.sqlite3'}")) as base:
            yield base, base
        return
    with running(make_app(url)) as one, running(make_app(url)) as two:
        yield one, two


def sign_in(page: Any, base: str, event_id: int, token: str) -> None:
    page.goto(f"{base}/events/{event_id}/arbiter")
    page.fill("#token", token)
    page.press("#token", "Enter")
    page.wait_for_selector("#result-form")


def names(page: Any) -> list[str]:
    return list(page.locator("#standings tbody .player-link").all_inner_texts())


def test_arbiter_enters_a_round_and_a_spectator_sees_it_without_reload(
    browser: Any, sites: tuple[str, str]
) -> None:
    arbiter_site, spectator_site = sites
    with httpx.Client(base_url=arbiter_site, limits=FRESH) as http:  # closed even when an assertion fails
        event_id, token = started(http)
    spectator = browser.new_context().new_page()
    spectator.goto(f"{spectator_site}/events/{event_id}")
    assert names(spectator)[0] == "Ada Arden"  # by rating before any result
    spectator.evaluate("window.notReloaded = true")
    spectator.wait_for_timeout(300)  # the stream is open
    arbiter = browser.new_context().new_page()
    sign_in(arbiter, arbiter_site, event_id, token)
    arbiter.keyboard.press("0")  # the cursor starts on board 1: Black (Bo) wins
    arbiter.keyboard.press("=")
    arbiter.keyboard.press("Enter")
    arbiter.wait_for_selector("#saved")
    saved = time.monotonic()
    # the writer's app shares its rendering with the spectator's (on PostgreSQL, through NOTIFY): well
    # before SHARE_WAIT, after which the spectator's app would render it itself (as it did when the two
    # apps, in this one process, took each other's renderings for their own: 5.4 s)
    sync_api.expect(spectator.locator("#standings tbody .player-link").first).to_have_text(
        "Bo Brandt", timeout=SHARE_WAIT * 0.8 * 1000
    )
    print(f"spectator updated {time.monotonic() - saved:.3f} s after the arbiter's page came back")
    assert spectator.evaluate("window.notReloaded") is True
    assert names(spectator)[0] == "Bo Brandt" and names(spectator)[-1] == "Ada Arden"
    assert "Provisional: after round 1 of 3" in spectator.inner_text("#status")
    spectator.context.close()
    arbiter.context.close()


def test_ten_boards_with_the_keyboard_only(browser: Any, sites: tuple[str, str]) -> None:
    base = sites[0]
    http = httpx.Client(base_url=base, limits=FRESH)
    players = [(f"Player {i:02d}", 2400 - 10 * i) for i in range(1, 21)]
    event_id, token = new_event(http, players=players)
    pair(http, event_id, token, 1, [(i, i + 10) for i in range(1, 11)])
    page = browser.new_context().new_page()
    sign_in(page, base, event_id, token)
    keys = page.keyboard
    keys.press("1")  # board 1 ...
    keys.press("ArrowUp")  # ... back to board 1
    keys.press("0")  # board 1 is 0-1 after all; the cursor is on board 2
    for key in ["=", "1", "+", "-", "0", "1", "=", "0", "1"]:  # boards 2 to 10
        keys.press(key)
    keys.press("Enter")  # the cursor is on the save button: the whole round in one go
    page.wait_for_selector("#saved")
    boards = http.get(f"/api/events/{event_id}/rounds/1").json()["boards"]
    assert [b["result"] for b in boards] == [
        "0-1",
        "½-½",
        "1-0",
        "+/-",
        "-/+",
        "0-1",
        "1-0",
        "½-½",
        "0-1",
        "1-0",
    ]
    assert all(b["version"] == 1 for b in boards)  # one entry each: one save
    page.context.close()
    http.close()


def test_a_stale_second_arbiter_gets_the_conflict(browser: Any, sites: tuple[str, str]) -> None:
    first_site, second_site = sites
    http = httpx.Client(base_url=first_site, limits=FRESH)
    event_id, token = started(http)
    first = browser.new_context().new_page()
    second = browser.new_context().new_page()
    sign_in(first, first_site, event_id, token)
    sign_in(second, second_site, event_id, token)  # both see board 1 without a result
    first.keyboard.press("1")
    first.click("#save-results")
    first.wait_for_selector("#saved")
    second.keyboard.press("0")
    second.click("#save-results")
    second.wait_for_selector("tr.conflict")
    note = second.inner_text("tr[data-board='1'] .conflict-note")
    assert "Changed meanwhile: now 1-0" in note
    assert second.input_value("#r1") == "0-1"  # what the second arbiter typed is still there
    boards = http.get(f"/api/events/{event_id}/rounds/1").json()["boards"]
    assert [b["result"] for b in boards] == ["1-0", ""]
    first.context.close()
    second.context.close()
    http.close()


def test_without_the_stream_the_page_polls(browser: Any, sites: tuple[str, str]) -> None:
    """A proxy that refuses the stream: the page falls back to polling and still shows the result."""
    base = sites[1]
    http = httpx.Client(base_url=base, limits=FRESH)
    event_id, token = started(http)
    page = browser.new_context().new_page()
    page.route("**/stream*", lambda route: route.abort())  # with or without ?part=
    page.goto(f"{base}/events/{event_id}")
    page.evaluate("window.notReloaded = true")
    page.wait_for_selector("#live-state:not([hidden])", timeout=10000)  # "Connection lost: checking …"
    r = http.post(
        f"/api/events/{event_id}/rounds/1/results",
        headers={"Authorization": f"Bearer {token}"},
        json={"results": [{"board": 1, "result": "0-1"}, {"board": 2, "result": "½-½"}]},
    )
    assert r.status_code == 200
    sync_api.expect(page.locator("#standings tbody .player-link").first).to_have_text(
        "Bo Brandt", timeout=10000
    )
    assert page.evaluate("window.notReloaded") is True
    page.context.close()
    http.close()
