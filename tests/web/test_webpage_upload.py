"""The web page reads saved web pages (HTML upload or paste) and whole pages copied from a browser."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient
from test_app import DEFAULT, form, names_in_order, row_cells

from tiebreak.web.app import create_app
from tiebreak.web.settings import WebSettings

FORMATS_DIR = Path(__file__).resolve().parents[1] / "data" / "formats"


@pytest.fixture
def client() -> TestClient:
    return TestClient(create_app(WebSettings()))


@pytest.mark.parametrize(("name", "fmt"), [("arena-5.chess-results.html", "html"),
                                           ("arena-5.chess-results.copied.txt", "crosstable")])
def test_page_upload_and_paste(client: TestClient, name: str, fmt: str) -> None:
    data = (FORMATS_DIR / name).read_bytes()
    r = client.post("/", data={"tb": DEFAULT, "rules": "seed"}, files={"file": (name, data, "text/html")})
    assert r.status_code == 200
    # the seed's order and values (spec §10.3): Chloe's DE 0.5 and BH 6.5
    assert names_in_order(r.text) == ["Chen, Ava", "Ng, Chloe", "Walsh, Ben", "Rossi, Elena", "Patel, Dylan"]
    assert row_cells(r.text, "Ng, Chloe")[4:6] == ["0.5", "6.5"]
    assert f'<option value="{fmt}" selected>' in r.text
    pasted = client.post("/", data=form(event=data.decode("utf-8"), rules="seed"))
    assert names_in_order(pasted.text)[:2] == ["Chen, Ava", "Ng, Chloe"]


def test_file_input_accepts_html(client: TestClient) -> None:
    assert '.html,.htm' in client.get("/").text
