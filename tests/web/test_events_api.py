"""The ``/api/events`` HTTP API, on SQLite and PostgreSQL: an event run as an organiser would, every
write tried without and with a wrong token, stale versions, bad input, and the final standings compared
with ``tiebreak standings`` on the exported TRF."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient

from tiebreak.cli import main
from tiebreak.web.app import create_app
from tiebreak.web.settings import WebSettings

pytest.importorskip("sqlalchemy")  # the event store
pytest.importorskip("alembic")


@pytest.fixture
def client(database_url: str) -> Iterator[TestClient]:
    app = create_app(WebSettings(database_url=database_url))
    with TestClient(app) as c:
        yield c
    app.state.events.close()


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _create(client: TestClient, **extra: Any) -> tuple[int, str]:
    body = {
        "name": "Autumn Open",
        "rounds": 3,
        "start_date": "2026-11-28",
        "tiebreaks": ["BH", "SB", "WIN"],
        **extra,
    }
    r = client.post("/api/events", json=body)
    assert r.status_code == 201, r.text
    data = r.json()
    assert data["path"] == f"/events/{data['id']}" and len(data["token"]) >= 43
    assert data["url"] == f"http://testserver/events/{data['id']}"
    return data["id"], data["token"]


def test_an_event_from_creation_to_the_last_round(
    client: TestClient, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    event_id, token = _create(client)
    h = _auth(token)
    for name, rating in (("Ann", 2100), ("Bob", 2050), ("Cid", 2000), ("Dee", 1950), ("Eve", 1900)):
        assert (
            client.post(
                f"/api/events/{event_id}/players", json={"name": name, "rating": rating}, headers=h
            ).status_code
            == 201
        )
    rounds = [
        [{"white": 1, "black": 2}, {"white": 3, "black": 4}, {"white": 5, "bye": "U"}],
        [{"white": 4, "black": 1}, {"white": 2, "black": 5}, {"white": 3, "bye": "U"}],
        [{"white": 1, "black": 3}, {"white": 5, "black": 4}, {"white": 2, "bye": "U"}],
    ]
    results = [["1-0", "½-½"], ["0-1", "1-0"], ["½-½", "0-1"]]
    for rnd, (boards, res) in enumerate(zip(rounds, results, strict=True), 1):
        r = client.put(f"/api/events/{event_id}/rounds/{rnd}/pairings", json={"boards": boards}, headers=h)
        assert r.status_code == 200, r.text
        r = client.post(
            f"/api/events/{event_id}/rounds/{rnd}/results",
            json={"results": [{"board": b, "result": x} for b, x in enumerate(res, 1)]},
            headers=h,
        )
        assert r.status_code == 200, r.text
    # correction: board 1 of round 3 was 1-0, not a draw
    current = client.get(f"/api/events/{event_id}/rounds/3").json()["boards"][0]
    assert current["version"] == 1
    r = client.put(
        f"/api/events/{event_id}/rounds/3/boards/1/result",
        json={"result": "1-0", "reason": "sheet"},
        headers={**h, "If-Match": '"1"'},
    )
    assert r.status_code == 200 and r.headers["etag"] == '"2"'
    standings = client.get(f"/api/events/{event_id}/standings").json()
    # Ann 1 + 1 + 1, Bob 0 + 1 + 1 (bye), Cid ½ + 1 (bye) + 0, Dee ½ + 0 + 1, Eve 1 (bye) + 0 + 0
    points = {row["name"]: row["points"] for row in standings["standings"]}
    assert points == {"Ann": "3", "Bob": "2", "Cid": "1.5", "Dee": "1.5", "Eve": "1"}
    assert standings["tiebreaks"] == ["BH", "SB", "WIN"] and standings["pending_boards"] == 0
    audit = client.get(f"/api/events/{event_id}/audit").json()["entries"]
    assert [(e["old"], e["new"], e["reason"]) for e in audit if e["action"] == "result"][-1] == (
        "½-½",
        "1-0",
        "sheet",
    )
    renders = _settled_renders(client)  # the renders each write starts in the background, done
    export = client.get(f"/api/events/{event_id}/export")
    assert export.status_code == 200 and export.headers["content-type"].startswith("text/plain")
    assert export.headers["content-disposition"] == f'attachment; filename="event-{event_id}.trf"'
    assert client.app.state.live.reads.renders == renders + 1  # type: ignore[attr-defined]  (in the pool)
    path = tmp_path / "autumn.trf"
    path.write_bytes(export.content)
    capsys.readouterr()
    assert main(["standings", str(path), "--format", "tsv"]) == 0
    cli_rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    assert cli_rows[0][:7] == ["Rank", "SNo", "Name", "Pts", "BH", "SB", "WIN"]
    api_rows = [
        [
            str(row["rank"]),
            str(row["sno"]),
            row["name"],
            row["points"],
            *(row["values"][c] or "" for c in ("BH", "SB", "WIN")),
        ]
        for row in standings["standings"]
    ]
    assert [row[:7] for row in cli_rows[1:]] == api_rows
    assert (
        client.get(f"/api/events/{event_id}/export", params={"format": "json"}).json()["format"]
        == "tiebreak-json"
    )
    explanation = client.get(f"/api/events/{event_id}/players/1/explanation")
    assert explanation.status_code == 200


WRITES = [
    ("patch", "", {"name": "Renamed"}),
    ("put", "/tiebreaks", {"tiebreaks": ["WIN"]}),
    ("post", "/players", {"name": "Zed"}),
    ("patch", "/players/1", {"rating": 1234}),
    ("post", "/players/1/withdraw", {"round": 3}),
    ("put", "/players/1/byes/3", {"kind": "H"}),
    ("delete", "/players/1/byes/3", None),
    ("put", "/rounds/2/pairings", {"boards": [{"white": 1, "black": 2}]}),
    ("post", "/rounds/2/import", None),
    ("post", "/berger", None),
    ("put", "/rounds/1/boards/1/result", {"result": "1-0"}),
    ("post", "/rounds/1/results", {"results": [{"board": 1, "result": "1-0"}]}),
    ("post", "/tokens", {"label": "x"}),
    ("delete", "/tokens/1", None),
]


@pytest.mark.parametrize(("method", "suffix", "body"), WRITES, ids=[f"{m} {s}" for m, s, _ in WRITES])
def test_every_write_needs_this_events_token(client: TestClient, method: str, suffix: str, body: Any) -> None:
    event_id, token = _create(client)
    _, other_token = _create(client, name="Other")
    h = _auth(token)
    for name in ("Ann", "Bob", "Cid"):
        client.post(f"/api/events/{event_id}/players", json={"name": name}, headers=h)
    client.put(
        f"/api/events/{event_id}/rounds/1/pairings", json={"boards": [{"white": 1, "black": 2}]}, headers=h
    )
    before = client.get(f"/api/events/{event_id}").json()
    url = f"/api/events/{event_id}{suffix}"
    for headers, status in (
        ({}, 401),
        (_auth("not-a-token"), 403),
        (_auth(other_token), 403),
        ({"Authorization": f"Basic {token}"}, 401),
    ):
        r = client.request(method, url, json=body, headers=headers)
        assert r.status_code == status, (headers, r.text)
        assert set(r.json()["error"]) >= {"message", "field", "line", "column"}
    assert client.get(f"/api/events/{event_id}").json() == before


def test_stale_versions_get_409_with_the_current_value(client: TestClient) -> None:
    event_id, token = _create(client)
    h = _auth(token)
    for name in ("Ann", "Bob"):
        client.post(f"/api/events/{event_id}/players", json={"name": name}, headers=h)
    client.put(
        f"/api/events/{event_id}/rounds/1/pairings", json={"boards": [{"white": 1, "black": 2}]}, headers=h
    )
    url = f"/api/events/{event_id}/rounds/1/boards/1/result"
    assert client.put(url, json={"result": "1-0"}, headers=h).status_code == 200
    r = client.put(url, json={"result": "0-1"}, headers=h)  # a second arbiter who saw no result
    assert r.status_code == 409
    assert r.json()["error"]["current"]["result"] == "1-0" and r.json()["error"]["current"]["version"] == 1
    event = client.get(f"/api/events/{event_id}")
    etag = event.headers["etag"]
    assert (
        client.patch(
            f"/api/events/{event_id}", json={"name": "New"}, headers={**h, "If-Match": etag}
        ).status_code
        == 200
    )
    r = client.patch(f"/api/events/{event_id}", json={"name": "Newer"}, headers={**h, "If-Match": etag})
    assert r.status_code == 409 and r.json()["error"]["field"] == "If-Match"
    assert client.get(f"/api/events/{event_id}").json()["name"] == "New"


@pytest.mark.parametrize(
    ("suffix", "body", "field"),
    [
        ("/rounds/1/boards/5/result", {"result": "1-0"}, "board"),
        ("/rounds/1/boards/1/result", {"result": "2-0"}, "result"),
        ("/rounds/1/boards/1/result", {"result": "U"}, "result"),
        ("/rounds/9/pairings", {"boards": [{"white": 1, "black": 2}]}, "round"),
        (
            "/rounds/2/pairings",
            {"boards": [{"white": 1, "black": 2}, {"white": 2, "black": 1}]},
            "boards[1].white",
        ),
        ("/rounds/2/pairings", {"boards": [{"white": "x", "black": 2}]}, "boards.0.white"),
        ("/players", {"name": "Zed", "rating": 99999}, "rating"),
        ("/players", {"rating": 1500}, "name"),
        ("/tiebreaks", {"tiebreaks": ["BH/Q"]}, "tiebreaks"),
    ],
)
def test_bad_input_is_422_naming_the_field(client: TestClient, suffix: str, body: Any, field: str) -> None:
    event_id, token = _create(client)
    h = _auth(token)
    for name in ("Ann", "Bob"):
        client.post(f"/api/events/{event_id}/players", json={"name": name}, headers=h)
    client.put(
        f"/api/events/{event_id}/rounds/1/pairings", json={"boards": [{"white": 1, "black": 2}]}, headers=h
    )
    before = client.get(f"/api/events/{event_id}").json()
    method = "put" if "/pairings" in suffix or "/result" in suffix or "tiebreaks" in suffix else "post"
    r = client.request(method, f"/api/events/{event_id}{suffix}", json=body, headers=h)
    assert r.status_code == 422, r.text
    assert r.json()["error"]["field"] == field
    assert client.get(f"/api/events/{event_id}").json() == before


def test_import_a_trf_event_and_a_bad_one(client: TestClient) -> None:
    corpus = Path(__file__).resolve().parents[1] / "data" / "corpus"
    r = client.post(
        "/api/events/import",
        content=(corpus / "sw-gen-003.trf").read_bytes(),
        headers={"content-type": "text/plain"},
    )
    assert r.status_code == 201, r.text
    event_id = r.json()["id"]
    assert r.json()["path"] == f"/events/{event_id}"
    assert client.get(f"/api/events/{event_id}").json()["paired_rounds"] > 0
    bad = (
        "012 Broken\r\n"
        "001    1      Ann                               2100                             1.0    1     2 w 1\r\n"
        "001    2      Bob                               2000                             1.0    2     1 b 1\r\n"
    )
    r = client.post("/api/events/import", content=bad.encode())
    assert r.status_code == 422
    assert (r.json()["error"]["line"], r.json()["error"]["column"]) == (2, 99)  # Ann's result: 1 against 1


def test_import_under_either_rules_before_c07(client: TestClient) -> None:
    # tests/data/legacy/l1.trf: A's round-2 forfeit win against a virtual opponent of 2 adds 2 × 1 to his SB
    # under legacy (6.5) and 2 × ½ under legacy-sm (5.5) (tests/criteria/test_unplayed_legacy.py by hand)
    l1 = (Path(__file__).resolve().parents[1] / "data" / "legacy" / "l1.trf").read_bytes()
    for rules, sb in (("legacy", "6.5"), ("legacy-sm", "5.5")):
        r = client.post(
            "/api/events/import",
            params={"tiebreaks": "SB", "rules": rules},
            content=l1,
            headers={"content-type": "text/plain"},
        )
        assert r.status_code == 201, r.text
        standings = client.get(f"/api/events/{r.json()['id']}/standings").json()
        assert standings["rules"] == rules
        assert next(row["values"] for row in standings["standings"] if row["sno"] == 1) == {"SB": sb}


def test_the_api_is_documented(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert "/api/events" in paths and "/api/events/{event_id}/rounds/{rnd}/results" in paths
    assert "/api/events/{event_id}/audit" in paths and "/api/events/{event_id}/standings" in paths


def _settled_renders(client: TestClient) -> int:
    """The pool's count of renders once it has stopped moving: each write has the live part rendered
    in the background (for the spectators' streams, and on PostgreSQL once more when its notice comes
    back), which a loaded machine may finish after the next request has started."""
    reads = client.app.state.live.reads  # type: ignore[attr-defined]
    seen, still = reads.renders, 0.0
    deadline = time.monotonic() + 10
    while still < 0.5 and time.monotonic() < deadline:
        time.sleep(0.05)
        still = still + 0.05 if reads.renders == seen else 0.0
        seen = reads.renders
    return int(seen)
