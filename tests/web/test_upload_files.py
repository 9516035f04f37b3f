"""Several files uploaded together (each round's pairing list and the ranking) are one event, on the page
and in the API; together they are held to the upload cap of one file. The files are a real SwissChess
publication (tests/data/pairings/README.md); the expected values are its ranking's."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from conftest import DATA
from tiebreak.web.app import create_app
from tiebreak.web.pool import ComputePool
from tiebreak.web.settings import WebSettings

KRT_2019 = [DATA / "pairings" / "narva-krt-2019.pairings.md", DATA / "pairings" / "narva-krt-2019.ranking.md"]


def _files(field: str, paths: list[Path]) -> list[tuple[str, tuple[str, bytes, str]]]:
    return [(field, (p.name, p.read_bytes(), "text/plain")) for p in paths]


def test_the_api_reads_several_uploaded_files_as_one_event(pool: ComputePool) -> None:
    client = TestClient(create_app(WebSettings(), pool=pool))
    r = client.post(
        "/api/standings", data={"tiebreaks": "BH", "rules": "legacy"}, files=_files("event", KRT_2019)
    )
    assert r.status_code == 200, r.text
    rows = r.json()["standings"]
    assert len(rows) == 47
    assert [(x["name"], x["points"], x["values"]["BH"]) for x in rows[:2]] == [  # "Rangliste", ranks 1 and 2
        ("Woithe,Daniel", "4.5", "16"),
        ("Schulz,Olaf", "4.5", "14.5"),
    ]


def test_the_page_reads_several_uploaded_files_as_one_event(pool: ComputePool) -> None:
    client = TestClient(create_app(WebSettings(), pool=pool))
    r = client.post("/", data={"tb": ["BH"], "rules": "legacy"}, files=_files("file", KRT_2019))
    assert r.status_code == 200, r.text
    assert "Woithe,Daniel" in r.text and "Slepuschkin,Sheni" in r.text


def test_several_files_together_are_held_to_the_cap_of_one(pool: ComputePool) -> None:
    size = sum(p.stat().st_size for p in KRT_2019)
    small = TestClient(create_app(WebSettings(max_upload_bytes=size - 1), pool=pool))
    r = small.post("/api/standings", files=_files("event", KRT_2019))
    assert r.status_code == 413, r.text
