"""Choosing one event of a page that holds several (issue 23, item 2): SG NARVA Berlin's Kleeblatt page of
2022, twelve round robins on one page, through the real application (FastAPI's test client, the compute
pool).

The expected groups, their sizes and each group's published points are the page's own, read from its HTML
with regular expressions (the headings ``<h1>Gruppe …</h1>`` above each ``Rangliste`` and its rows), not by
the code under test."""

from __future__ import annotations

import html
import re
from fractions import Fraction
from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from page_names import player_names
from tiebreak.web.app import create_app
from tiebreak.web.pool import ComputePool
from tiebreak.web.service import decode_state
from tiebreak.web.settings import WebSettings

PAGE = (Path(__file__).resolve().parents[1] / "data" / "real" / "narva-kleeblatt-2022.md").read_text(
    encoding="utf-8"
)


def _published() -> dict[str, dict[str, Fraction]]:
    """Each group's published points by player, by the group's heading."""
    out = {}
    for label, body in re.findall(
        r"<h1>([^<]*)</h1>\s*<h2>Rangliste</h2>\s*<table[^>]*>(.*?)</table>", PAGE, re.S
    ):
        rows = [re.findall(r"<td>(.*?)</td>", r, re.S) for r in re.findall(r"<tr>(.*?)</tr>", body, re.S)]
        clean = [[html.unescape(c).replace("\u200b", "").strip() for c in r] for r in rows if r]
        out[label] = {r[1]: Fraction(r[5]) for r in clean}
    return out


PUBLISHED = _published()
LABELS = list(PUBLISHED)


@pytest.fixture
def client(pool: ComputePool) -> TestClient:
    return TestClient(create_app(WebSettings(), pool=pool))


def _points(text: str) -> dict[str, Fraction]:
    table = text.split('id="standings"', 1)[1].split("</table>", 1)[0]
    out = {}
    for row in table.split("<tr")[2:]:
        name = player_names(row)
        points = re.search(r'<td class="num pts">([^<]*)<', row)
        assert name and points
        out[name[0]] = Fraction(points.group(1))
    return out


def _options(text: str) -> list[tuple[str, str, bool]]:
    block = text.split('id="group-choice"', 1)[1].split("</select>", 1)[0]
    return [
        (value, html.unescape(label), bool(selected))
        for value, selected, label in re.findall(
            r'<option value="(\d+)" ?(selected)?>([^<]*)</option>', block
        )
    ]


def test_the_page_lists_the_groups_and_shows_the_one_chosen(client: TestClient) -> None:
    assert len(LABELS) == 12 and LABELS[0] == "Gruppe Steinitz" and LABELS[9] == "Gruppe Smyslow"
    r = client.post("/", data={"event": PAGE, "op": "compute"})
    assert r.status_code == 200, r.text[:2000]
    listed = _options(r.text)
    assert [(v, label) for v, label, _ in listed] == [
        (str(k), f"{k}. {name} ({len(PUBLISHED[name])} players)") for k, name in enumerate(LABELS, start=1)
    ]
    assert [v for v, _, chosen in listed if chosen] == ["1"]
    assert _points(r.text) == PUBLISHED["Gruppe Steinitz"]
    # the choice: group 10, kept in the Columns field and the share link
    r = client.post("/", data={"event": PAGE, "op": "group", "group": "10", "columns": ""})
    assert r.status_code == 200, r.text[:2000]
    assert _points(r.text) == PUBLISHED["Gruppe Smyslow"]
    assert [v for v, _, chosen in _options(r.text) if chosen] == ["10"]
    spec = re.search(r'id="columns" name="columns" value="([^"]*)"', r.text)
    assert spec and spec.group(1) == "group=10"
    blob = re.search(r'href="/[?#]s=([A-Za-z0-9_-]+)', r.text)
    assert blob and decode_state(blob.group(1)).columns == "group=10"
    again = client.get(f"/?s={blob.group(1)}")
    assert again.status_code == 200 and _points(again.text) == PUBLISHED["Gruppe Smyslow"]
    # a table chosen before gives way to the group chosen
    r = client.post("/", data={"event": PAGE, "op": "group", "group": "12", "columns": "table=6"})
    assert _points(r.text) == PUBLISHED["Gruppe Damiano"]


def test_an_input_of_one_event_shows_no_picker(client: TestClient) -> None:
    r = client.post("/", data={"event": "No Name 1.Rd Pts\n1 Anna 2w1 1\n2 Boris 1b0 0\n", "op": "compute"})
    assert r.status_code == 200 and 'id="group-choice"' not in r.text


def test_the_api_takes_the_group_by_number_or_name_and_lists_the_groups(client: TestClient) -> None:
    r = client.post("/api/standings", json={"event": PAGE, "group": "Lasker", "tiebreaks": ["SB"]})
    assert r.status_code == 200, r.text[:2000]
    data = r.json()
    assert {row["name"]: Fraction(row["points"]) for row in data["standings"]} == PUBLISHED["Gruppe Lasker"]
    assert [(g["number"], g["label"], g["players"], g["read"]) for g in data["groups"]] == [
        (k, name, len(PUBLISHED[name]), name == "Gruppe Lasker") for k, name in enumerate(LABELS, start=1)
    ]
    by_columns = client.post(
        "/api/standings", json={"event": PAGE, "columns": "group=2", "tiebreaks": ["SB"]}
    )
    assert by_columns.json()["standings"] == data["standings"]
    bad = client.post("/api/standings", json={"event": PAGE, "group": "Kasparow"})
    assert bad.status_code == 422 and "group 'Kasparow' names none of the 12 events" in bad.text
    one = client.post("/api/standings", json={"event": "No Name 1.Rd Pts\n1 Anna 2w1 1\n2 Boris 1b0 0\n"})
    assert one.json()["groups"] == []


REAL = Path(__file__).resolve().parents[1] / "data" / "real"


def test_a_text_of_grids_and_a_file_of_sections_list_their_events_too(client: TestClient) -> None:
    """Not only a web page's groups: the three grades of Wellington's text (headed ``A Grade``, ``B
    Grade``, ``C Grade`` over grids of 10, 9 and 9 numbered rows) and the sections of a SwissSys results
    file (their names and player lists in its JSON) are offered the same way."""
    import json

    grades = (REAL / "wellington-club-champs-2011.txt").read_text(encoding="utf-8")
    r = client.post("/", data={"event": grades, "op": "compute"})
    assert r.status_code == 200, r.text[:2000]
    assert _options(r.text) == [
        ("1", "1. A Grade (10 players)", True),
        ("2", "2. B Grade (9 players)", False),
        ("3", "3. C Grade (9 players)", False),
    ]
    r = client.post("/", data={"event": grades, "op": "group", "group": "3", "columns": ""})
    assert r.status_code == 200 and [v for v, _, chosen in _options(r.text) if chosen] == ["3"]
    assert len(_points(r.text)) == 9

    text = (REAL / "swisssys-chess-a2z-april-open-2026.json").read_text(encoding="utf-8")
    sections = [(s["section"], len(s["players"])) for s in json.loads(text)["sections"] if s["players"]]
    data = client.post("/api/standings", json={"event": text, "group": "Under_1000"}).json()
    assert [(g["number"], g["label"], g["players"], g["read"]) for g in data["groups"]] == [
        (k, name, n, name == "Under_1000") for k, (name, n) in enumerate(sections, start=1)
    ]
    assert len(data["standings"]) == dict(sections)["Under_1000"]
