"""The arbiter's sessions, on SQLite and PostgreSQL: the cookie holds a random id that the database keeps
only as its SHA-256 digest; logging out and revoking the token end the session; every answer that carries
a token or a CSRF field is ``Cache-Control: no-store``."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("sqlalchemy")  # the event store
pytest.importorskip("alembic")

import sqlalchemy as sa
from fastapi.testclient import TestClient

from live_helpers import csrf_of, login, make_app, started
from tiebreak.store.db import normalise_url


@pytest.fixture
def app(database_url: str) -> Iterator[Any]:
    app = make_app(database_url)
    yield app
    app.state.live.close()
    app.state.events.close()


def _sessions(database_url: str) -> list[Any]:
    engine = sa.create_engine(normalise_url(database_url))
    with engine.connect() as conn:
        rows = conn.execute(sa.text("SELECT digest, ended_at FROM sessions ORDER BY id")).all()
    engine.dispose()
    return list(rows)


def _cookie(client: TestClient, event_id: int) -> str:
    return str(client.cookies.get(f"tb_arbiter_{event_id}"))


def _desk(client: TestClient, event_id: int) -> str:
    return client.get(f"/events/{event_id}/arbiter").text


def test_the_cookie_is_a_random_id_stored_hashed(app: Any, database_url: str) -> None:
    with TestClient(app) as client:
        event_id, token = started(client)
        login(client, event_id, token)
        first = _cookie(client, event_id)
        login(client, event_id, token)
        second = _cookie(client, event_id)
    assert first != second and token not in first and len(first) >= 43
    stored = [row.digest for row in _sessions(database_url)]
    assert stored == [hashlib.sha256(first.encode()).hexdigest(), hashlib.sha256(second.encode()).hexdigest()]


def test_logging_out_ends_the_session(app: Any, database_url: str) -> None:
    with TestClient(app) as client, TestClient(app) as thief:
        event_id, token = started(client)
        csrf = login(client, event_id, token)
        cookie = {f"tb_arbiter_{event_id}": _cookie(client, event_id)}
        assert 'name="csrf"' in thief.get(f"/events/{event_id}/arbiter", cookies=cookie).text  # a copy works
        r = client.post(f"/events/{event_id}/arbiter/logout", follow_redirects=False)
        assert r.status_code == 303 and "max-age=0" in r.headers["set-cookie"].lower()
        assert 'id="login"' in thief.get(f"/events/{event_id}/arbiter", cookies=cookie).text
        r = thief.post(
            f"/events/{event_id}/arbiter/results",
            cookies=cookie,
            data={"csrf": csrf, "round": "1", "r1": "1-0", "o1": "", "v1": "0"},
        )
        assert r.status_code == 401 and "session has ended" in r.text
        assert client.get(f"/api/events/{event_id}/rounds/1").json()["boards"][0]["result"] == ""
    assert [row.ended_at is not None for row in _sessions(database_url)] == [True]


def test_revoking_the_token_ends_its_sessions(app: Any) -> None:
    with TestClient(app) as organiser, TestClient(app) as arbiter:
        event_id, token = started(organiser)
        auth = {"Authorization": f"Bearer {token}"}
        issued = organiser.post(
            f"/api/events/{event_id}/tokens", json={"label": "Board 1-2"}, headers=auth
        ).json()
        csrf = login(arbiter, event_id, issued["token"])
        assert "arbiter #" in _desk(arbiter, event_id)
        login(organiser, event_id, token)  # the organiser's own session stays open
        r = organiser.delete(f"/api/events/{event_id}/tokens/{issued['id']}", headers=auth)
        assert r.status_code == 200
        assert 'id="login"' in _desk(arbiter, event_id)
        r = arbiter.post(
            f"/events/{event_id}/arbiter/results",
            data={"csrf": csrf, "round": "1", "r1": "1-0", "o1": "", "v1": "0"},
        )
        assert r.status_code == 401
        assert 'name="csrf"' in _desk(organiser, event_id)


def _app_routes(app: Any) -> list[tuple[str, str]]:
    routes = []
    for route in app.routes:
        contexts = getattr(route, "effective_route_contexts", None)
        routes.extend(contexts() if contexts is not None else [route])
    return [
        (m, r.path) for r in routes if getattr(r, "methods", None) for m in sorted(r.methods) if m != "HEAD"
    ]


def test_every_answer_with_a_token_or_a_csrf_field_is_no_store(app: Any) -> None:
    """Every route of the desk and of tokens (enumerated from the app), and event creation and import, each
    asked as it is used (signed in, with the organiser's token) and as a stranger."""
    routes = [
        (m, p)
        for m, p in _app_routes(app)
        if "/arbiter" in p or "/tokens" in p or p in ("/api/events", "/api/events/import")
    ]
    assert len(routes) >= 8
    with TestClient(app) as client, TestClient(app) as stranger:
        event_id, token = started(client)
        created = client.post("/api/events", json={"name": "Open", "rounds": 3})
        assert created.status_code == 201 and created.headers["cache-control"] == "no-store"
        csrf = login(client, event_id, token)
        auth = {"Authorization": f"Bearer {token}"}
        values = {"event_id": str(event_id), "action": "tiebreaks", "token_id": "2"}
        client.post(f"/api/events/{event_id}/tokens", json={"label": "x"}, headers=auth)
        for method, path in routes:
            url = re.sub(r"{(\w+)}", lambda m: values[m.group(1)], path)
            for who in (client, stranger):
                if method == "GET":
                    r = who.get(url, headers=auth if who is client else {})
                elif path.endswith("/import"):
                    r = who.post(url, content=b"012 Open\n", headers=auth if who is client else {})
                elif path.endswith("/login"):
                    r = who.post(url, data={"token": token}, follow_redirects=False)
                elif "/arbiter" in path:
                    r = who.post(url, data={"csrf": csrf, "op": "up:0"}, follow_redirects=False)
                else:
                    r = who.request(method, url, json={"label": "y"}, headers=auth if who is client else {})
                assert r.headers.get("cache-control") == "no-store", (method, url, r.status_code)
        login(client, event_id, token)  # the loop logged out
        desk = client.get(f"/events/{event_id}/arbiter")
        assert csrf_of(desk.text) and desk.headers["cache-control"] == "no-store"
        assert "no-store" not in client.get(f"/events/{event_id}").headers.get("cache-control", "")
