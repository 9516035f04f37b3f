"""Reading by content through `POST /api/standings` (`jobs.py`): `columns`, `pgn_bye` and workbook uploads."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient

from tiebreak.web.app import create_app
from tiebreak.web.settings import WebSettings

FORMATS = Path(__file__).parents[1] / "data" / "formats"


@pytest.fixture
def client() -> TestClient:
    return TestClient(create_app(WebSettings()))


def _points(answer: dict[str, object]) -> dict[str, str]:
    rows = answer["standings"]
    assert isinstance(rows, list)
    return {r["name"]: r["points"] for r in rows}


def test_api_takes_columns_and_refuses_a_bad_choice(client: TestClient) -> None:
    event = "A1 Anna x 2w1 3b½ 1.5\nA2 Boris y 1b0 -1 1\nA3 Cleo z -1 1w½ 1.5\n"
    answer = client.post("/api/standings", json={"event": event, "columns": "name=2,rounds=4-5,points=6"})
    assert answer.status_code == 200, answer.text
    assert _points(answer.json()) == {"Anna": "1.5", "Boris": "1", "Cleo": "1.5"}
    answer = client.post("/api/standings", json={"event": event, "columns": "name=2,colour=3"})
    assert answer.status_code == 422 and "unknown column kind 'colour'" in answer.text


def test_api_takes_the_bye_value_of_a_pgn_star(client: TestClient) -> None:
    pgn = (
        '[Round "1"]\n[White "Ann"]\n[Black "Bob"]\n[Result "1-0"]\n\n1-0\n\n'
        '[Round "1"]\n[White "Cy"]\n[Black "BYE"]\n[Result "*"]\n\n*\n'
    )
    answer = client.post("/api/standings", json={"event": pgn, "pgn_bye": "half"})
    assert answer.status_code == 200, answer.text
    assert _points(answer.json())["Cy"] == "0.5"


def test_api_reads_an_uploaded_workbook(client: TestClient) -> None:
    pytest.importorskip("python_calamine")
    data = (FORMATS / "lakeside-7.chess-results.xlsx").read_bytes()
    answer = client.post("/api/standings", files={"event": ("lakeside.xlsx", data)})
    assert answer.status_code == 200, answer.text
    csv = client.post(
        "/api/standings",
        json={"event": (FORMATS / "lakeside-7.chess-results.csv").read_text(encoding="utf-8")},
    )
    assert _points(answer.json()) == _points(csv.json())
