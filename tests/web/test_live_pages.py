"""The live pages on SQLite and PostgreSQL: spectators' page, arbiter login, CSRF, whole-round entry,
conflicts, corrections, the locked list, pairings, and the SSE stream (also across two servers on one
PostgreSQL database, as two workers are).

Expected tables are hand-computed: four players, round 1 Ada-Bo 1-0 and Cy-Di ½-½ gives Ada 1, Cy and
Di ½ (banded: they drew each other, so DE, BH and SB are equal too), Bo 0; with Ada-Bo corrected to
0-1 Bo is first.
"""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient

from live_helpers import Ticks, followed, login, make_app, new_event, pair, running, standings_names, started
from tiebreak.web.events_pages import parse_pairings

pytest.importorskip("fastapi")
pytest.importorskip("sqlalchemy")  # the event store
pytest.importorskip("alembic")


@pytest.fixture
def client(database_url: str):  # type: ignore[no-untyped-def]
    app = make_app(database_url)
    with TestClient(app) as c:
        yield c
    app.state.live.close()
    app.state.events.close()


def round_one(client: TestClient) -> tuple[int, str, str]:
    event_id, token = started(client)
    return event_id, token, login(client, event_id, token)


def entry(csrf: str, rnd: int, boards: dict[int, tuple[str, str, int]], reason: str = "") -> dict[str, str]:
    """The result form: per board (typed, result seen, version seen)."""
    data = {"csrf": csrf, "round": str(rnd), "reason": reason}
    for b, (typed, seen, version) in boards.items():
        data |= {f"r{b}": typed, f"o{b}": seen, f"v{b}": str(version)}
    return data


def test_spectator_page_before_and_after_a_round(client: TestClient) -> None:
    event_id, token = new_event(client)
    page = client.get(f"/events/{event_id}").text
    assert "Round 1 is not paired yet" in page
    assert re.findall(r"<abbr[^>]*>([A-Z]+)</abbr>", page) == ["DE", "BH", "SB"]  # the event's list, in order
    pair(client, event_id, token, 1, [(1, 2), (3, 4)])
    page = client.get(f"/events/{event_id}").text
    assert "Provisional: round 1 has 0 of 2 results" in page
    r = client.post(
        f"/api/events/{event_id}/rounds/1/results",
        json={"results": [{"board": 1, "result": "1-0"}, {"board": 2, "result": "½-½"}]},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert r.status_code == 200, r.text
    page = client.get(f"/events/{event_id}").text
    assert standings_names(page)[0] == "Ada Arden" and standings_names(page)[-1] == "Bo Brandt"
    assert "Provisional: after round 1 of 3" in page
    assert 'class="tied tie-1 group-start"' in page  # Cy and Di banded on ½
    cross = page[page.index('id="crosstable"') :]
    assert "4w1" in cross and "1b0" in cross  # Ada (rank 1) beat Bo (rank 4) with White
    assert client.get(f"/events/{event_id}?player=1").text.count('id="explanation"') == 1
    assert client.get("/events/999").status_code == 404
    assert client.get(f"/events/{event_id}/board").status_code == 200
    printed = client.get(f"/events/{event_id}/print")
    assert (
        "Provisional" in printed.text
        and "style-src 'unsafe-inline'" in printed.headers["content-security-policy"]
    )


def test_live_part_answers_304_for_the_version_it_has(client: TestClient) -> None:
    event_id, _, _ = round_one(client)
    first = client.get(f"/events/{event_id}/live")
    assert first.status_code == 200 and first.headers["x-event-version"]
    again = client.get(f"/events/{event_id}/live", headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304


def test_login_refuses_a_wrong_token_and_another_events_token(client: TestClient) -> None:
    event_id, token = new_event(client)
    other_id, other_token = new_event(client)
    r = client.post(f"/events/{event_id}/arbiter/login", data={"token": "x" * 40}, follow_redirects=False)
    assert r.status_code == 403 and "does not open" in r.text
    assert "Max-Age=0" in r.headers["set-cookie"] or "max-age=0" in r.headers["set-cookie"].lower()
    r = client.post(f"/events/{event_id}/arbiter/login", data={"token": other_token}, follow_redirects=False)
    assert r.status_code == 403
    assert 'id="login"' in client.get(f"/events/{event_id}/arbiter").text  # still signed out
    r = client.post(f"/events/{event_id}/arbiter/login", data={"token": token}, follow_redirects=False)
    assert r.status_code == 303
    cookie = r.headers["set-cookie"]
    assert (
        "HttpOnly" in cookie and "SameSite=strict" in cookie and f"Path=/events/{event_id}/arbiter" in cookie
    )
    assert "organiser" in client.get(f"/events/{event_id}/arbiter").text
    assert 'id="login"' in client.get(f"/events/{other_id}/arbiter").text  # one event's session only


def test_a_tampered_cookie_is_no_session(client: TestClient) -> None:
    event_id, token = new_event(client)
    r = client.post(f"/events/{event_id}/arbiter/login", data={"token": token}, follow_redirects=False)
    value = r.headers["set-cookie"].split(";")[0].split("=", 1)[1]
    assert token not in value and len(value) >= 43  # a random session id, not the token
    name = f"tb_arbiter_{event_id}"
    other = TestClient(client.app)
    assert "organiser" in other.get(f"/events/{event_id}/arbiter", headers={"Cookie": f"{name}={value}"}).text
    forged = value[:-1] + ("A" if value[-1] != "A" else "B")
    page = other.get(f"/events/{event_id}/arbiter", headers={"Cookie": f"{name}={forged}"}).text
    assert 'id="login"' in page


def test_csrf_is_checked_and_nothing_is_stored_without_it(client: TestClient) -> None:
    event_id, _, csrf = round_one(client)
    data = entry("forged", 1, {1: ("1-0", "", 0)})
    r = client.post(f"/events/{event_id}/arbiter/results", data=data)
    assert r.status_code == 403 and "CSRF" in r.text
    assert client.get(f"/api/events/{event_id}/rounds/1").json()["boards"][0]["result"] == ""
    r = client.post(
        f"/events/{event_id}/arbiter/results",
        data=entry(csrf, 1, {1: ("1-0", "", 0)}),
        headers={"Origin": "https://elsewhere.example"},
    )
    assert r.status_code == 403  # the right token, but posted from another site
    assert client.get(f"/api/events/{event_id}/rounds/1").json()["boards"][0]["result"] == ""
    fresh = TestClient(client.app)  # no session at all
    assert (
        fresh.post(
            f"/events/{event_id}/arbiter/results", data=entry(csrf, 1, {1: ("1-0", "", 0)})
        ).status_code
        == 401
    )


def test_whole_round_in_one_go_with_the_keys(client: TestClient) -> None:
    event_id, _, csrf = round_one(client)
    r = client.post(
        f"/events/{event_id}/arbiter/results",
        data=entry(csrf, 1, {1: ("1", "", 0), 2: ("=", "", 0)}),
        follow_redirects=True,
    )
    assert r.status_code == 200 and "2 result(s) saved" in r.text
    boards = client.get(f"/api/events/{event_id}/rounds/1").json()["boards"]
    assert [(b["result"], b["version"]) for b in boards] == [("1-0", 1), ("½-½", 1)]
    assert standings_names(client.get(f"/events/{event_id}").text)[0] == "Ada Arden"


def test_a_stale_second_arbiter_gets_the_conflict_beside_the_board(client: TestClient) -> None:
    event_id, token, csrf = round_one(client)
    r = client.put(
        f"/api/events/{event_id}/rounds/1/boards/1/result",
        json={"result": "0-1"},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert r.status_code == 200, r.text
    # this arbiter's form still shows board 1 without a result (version 0)
    r = client.post(
        f"/events/{event_id}/arbiter/results", data=entry(csrf, 1, {1: ("1-0", "", 0), 2: ("½-½", "", 0)})
    )
    assert r.status_code == 409
    row = r.text[r.text.index('data-board="1" class="conflict"') :]
    assert "Changed meanwhile: now 0-1" in row[: row.index("</tr>")]
    assert 'value="1-0"' in row[: row.index("</tr>")]  # what was typed is kept
    boards = client.get(f"/api/events/{event_id}/rounds/1").json()["boards"]
    assert [b["result"] for b in boards] == ["0-1", ""]  # nothing of the round was stored


def test_a_correction_needs_a_reason_and_lands_in_the_audit_trail(client: TestClient) -> None:
    event_id, _, csrf = round_one(client)
    client.post(f"/events/{event_id}/arbiter/results", data=entry(csrf, 1, {1: ("1-0", "", 0)}))
    r = client.post(f"/events/{event_id}/arbiter/results", data=entry(csrf, 1, {1: ("0-1", "1-0", 1)}))
    assert r.status_code == 422 and "needs a reason" in r.text
    r = client.post(
        f"/events/{event_id}/arbiter/results",
        data=entry(csrf, 1, {1: ("0-1", "1-0", 1)}, reason="scoresheet: black won"),
        follow_redirects=True,
    )
    assert r.status_code == 200
    audit = r.text[r.text.index('id="audit-table"') :]
    assert "round 1 board 1: 1-0 → 0-1" in audit and "scoresheet: black won" in audit
    assert standings_names(client.get(f"/events/{event_id}").text)[0] == "Bo Brandt"


def test_the_list_is_locked_after_pairing_and_an_override_needs_a_reason(client: TestClient) -> None:
    event_id, token = new_event(client)
    csrf = login(client, event_id, token)
    r = client.post(
        f"/events/{event_id}/arbiter/tiebreaks", data={"csrf": csrf, "op": "down:0"}, follow_redirects=True
    )
    assert r.status_code == 200
    assert client.get(f"/api/events/{event_id}").json()["tiebreaks"] == ["BH", "DE", "SB"]
    pair(client, event_id, token, 1, [(1, 2), (3, 4)])
    r = client.post(f"/events/{event_id}/arbiter/tiebreaks", data={"csrf": csrf, "op": "down:0"})
    assert r.status_code == 422 and "needs a reason" in r.text
    r = client.post(
        f"/events/{event_id}/arbiter/tiebreaks",
        data={"csrf": csrf, "op": "down:0", "reason": "regulations say DE first"},
    )
    assert client.get(f"/api/events/{event_id}").json()["tiebreaks"] == ["DE", "BH", "SB"]
    assert (
        "### tie-break list changed after round 1 was paired"
        in client.get(f"/api/events/{event_id}/export?format=trf").text
    )


def test_pairings_typed_and_from_the_berger_tables(client: TestClient) -> None:
    event_id, token = new_event(client)
    csrf = login(client, event_id, token)
    r = client.post(
        f"/events/{event_id}/arbiter/pairings", data={"csrf": csrf, "round": "1", "pairings": "1 2\n2 3"}
    )
    assert r.status_code == 422 and 'id="pairings-error"' in r.text  # player 2 twice: the store refuses
    assert client.get(f"/api/events/{event_id}").json()["paired_rounds"] == 0
    r = client.post(
        f"/events/{event_id}/arbiter/pairings",
        data={"csrf": csrf, "round": "1", "pairings": "1 4\n2 3"},
        follow_redirects=True,
    )
    assert r.status_code == 200, r.text
    boards = client.get(f"/api/events/{event_id}/rounds/1").json()["boards"]
    assert [(b["white"], b["black"]) for b in boards] == [(1, 4), (2, 3)]
    rr_id, rr_token = new_event(client, pairing="round-robin", tiebreaks="SB,WIN")
    csrf = login(client, rr_id, rr_token)
    r = client.post(
        f"/events/{rr_id}/arbiter/pairings", data={"csrf": csrf, "how": "berger"}, follow_redirects=False
    )
    assert r.status_code == 303
    # C.05 Annex 1, four players, round 1: 1-4, 2-3
    boards = client.get(f"/api/events/{rr_id}/rounds/1").json()["boards"]
    assert sorted((b["white"], b["black"]) for b in boards) == [(1, 4), (2, 3)]


def test_parse_pairings_names_the_bad_line() -> None:
    from tiebreak.store import StoreError

    assert parse_pairings("1-2\n\n3, 4") == [
        {"board": 1, "white": 1, "black": 2},
        {"board": 2, "white": 3, "black": 4},
    ]
    with pytest.raises(StoreError) as err:
        parse_pairings("1 2\nAda Bo")
    assert err.value.line == 2 and err.value.field == "pairings"


def test_stream_sends_the_version_then_a_tick_per_accepted_result(database_url: str) -> None:
    with followed(make_app(database_url)) as (http, event_id, token, version, ticks):
        ticks.wait_for(version)
        r = http.put(
            f"/api/events/{event_id}/rounds/1/boards/1/result",
            json={"result": "1-0"},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert r.status_code == 200
        assert ticks.wait_for(version + 1, timeout=1.0) < 1.0  # the write's own version, not an older one
        assert http.get("/api/events/999/stream").status_code == 404


def test_a_result_through_one_worker_reaches_a_stream_on_another(postgres_url: str) -> None:
    """Two apps (two workers: each its own store, hub and LISTEN connection) on one database."""
    one, two = make_app(postgres_url), make_app(postgres_url)
    with running(one) as base_one, running(two) as base_two, httpx.Client(base_url=base_one) as http:
        event_id, token = started(http)
        ticks = Ticks(f"{base_two}/api/events/{event_id}/stream")
        listener = two.state.live.listener
        assert listener is not None and listener.ready.wait(5)
        delays = []
        for board, result in ((1, "1-0"), (2, "½-½")):
            before = http.get(f"/api/events/{event_id}").json()["version"]
            r = http.put(
                f"/api/events/{event_id}/rounds/1/boards/{board}/result",
                json={"result": result},
                headers={"Authorization": f"Bearer {token}"},
            )
            assert r.status_code == 200
            delays.append(ticks.wait_for(before + 1, timeout=1.0))
        assert max(delays) < 1.0
        # the other worker's page is current (the first read waits for its compute workers to start)
        page = httpx.get(f"{base_two}/events/{event_id}", timeout=60).text
        assert standings_names(page)[0] == "Ada Arden" and "Provisional: after round 1" in page
        ticks.close()


def test_pairings_imported_from_a_trf_file(client: TestClient) -> None:
    """Round 1 of one event, exported as TRF, is the pairing program's file for a second event with the
    same players: its boards and results arrive as they were."""
    source_id, source_token = started(client)
    client.post(
        f"/api/events/{source_id}/rounds/1/results",
        headers={"Authorization": f"Bearer {source_token}"},
        json={"results": [{"board": 1, "result": "0-1"}, {"board": 2, "result": "½-½"}]},
    )
    trf = client.get(f"/api/events/{source_id}/export?format=trf").text
    event_id, token = new_event(client)
    csrf = login(client, event_id, token)
    r = client.post(
        f"/events/{event_id}/arbiter/pairings",
        data={"csrf": csrf, "round": "1"},
        files={"file": ("round1.trf", trf.encode(), "text/plain")},
        follow_redirects=True,
    )
    assert r.status_code == 200, r.text
    boards = client.get(f"/api/events/{event_id}/rounds/1").json()["boards"]
    assert sorted((b["white"], b["black"], b["result"]) for b in boards) == [(1, 2, "0-1"), (3, 4, "½-½")]


def test_on_sqlite_a_write_by_another_process_reaches_the_stream(tmp_path: Path) -> None:
    """A ``tiebreak event`` command writes through its own store: the server notices within a second."""
    from tiebreak.store import EventStore

    url = f"sqlite:///{tmp_path / 'events.sqlite3'}"
    with followed(make_app(url)) as (_, event_id, token, version, ticks):
        other = EventStore(url)
        try:
            other.set_result(event_id, token, 1, 1, "1-0")
        finally:
            other.close()
        ticks.wait_for(version + 1, timeout=3.0)
