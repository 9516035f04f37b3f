"""The PGN star reading (``--pgn-star``) on the web page and in ``POST /api/standings``."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient

from tiebreak.web.app import create_app
from tiebreak.web.service import FormState, decode_state, encode_state
from tiebreak.web.settings import WebSettings

CLUB = (Path(__file__).parents[1] / "data" / "formats" / "club-round.pgn").read_text(encoding="utf-8")
# Round 2 has Vogt * Sauer. Read as unplayed (the default) or as a double forfeit, Vogt has 1 point and
# Sauer 2; read as a game still being played it is scored as a draw: Vogt 1.5, Sauer 2.5.


@pytest.fixture
def client() -> TestClient:
    return TestClient(create_app(WebSettings()))


def _points(answer: dict[str, object]) -> dict[str, str]:
    rows = answer["standings"]
    assert isinstance(rows, list)
    return {r["name"]: r["points"] for r in rows}


@pytest.mark.parametrize(
    ("star", "vogt", "sauer"),
    [(None, "1", "2"), ("unplayed", "1", "2"), ("forfeit", "1", "2"), ("pending", "1.5", "2.5")],
)
def test_api_takes_the_pgn_star_reading(client: TestClient, star: str | None, vogt: str, sauer: str) -> None:
    body = {"event": CLUB, **({"pgn_star": star} if star else {})}
    answer = client.post("/api/standings", json=body)
    assert answer.status_code == 200, answer.text
    points = _points(answer.json())
    assert (points["Vogt, Ida"], points["Sauer, Tim"]) == (vogt, sauer)
    notes = " ".join(answer.json()["warnings"] + answer.json()["reader_notes"])
    if star == "forfeit":
        assert "double forfeit" in notes


def test_api_multipart_and_a_bad_reading(client: TestClient) -> None:
    answer = client.post(
        "/api/standings", files={"event": ("club.pgn", CLUB.encode())}, data={"pgn_star": "pending"}
    )
    assert answer.status_code == 200, answer.text
    assert _points(answer.json())["Sauer, Tim"] == "2.5"
    bad = client.post("/api/standings", json={"event": CLUB, "pgn_star": "draw"})
    assert bad.status_code == 422 and "pgn_star" in bad.text


def test_page_offers_the_reading_and_keeps_it(client: TestClient) -> None:
    page = client.get("/").text
    assert '<select id="pgn_star" name="pgn_star"' in page
    assert '<option value="unplayed" selected>' in page
    answer = client.post("/", data={"event": CLUB, "pgn_star": "pending", "format": "pgn"})
    assert answer.status_code == 200
    assert '<option value="pending" selected>' in answer.text


def test_permalink_keeps_the_reading() -> None:
    state = FormState(event=CLUB, pgn_star="forfeit")
    assert decode_state(encode_state(state)).pgn_star == "forfeit"
    plain = FormState(event=CLUB)
    assert decode_state(encode_state(plain)).pgn_star == "unplayed"
