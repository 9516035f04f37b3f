"""The real publications of ``tests/data/real`` given to the web page and to the JSON API as a user gives
them: the row's files uploaded together (an event over several pages in one upload), with the row's
column choice (``#table=N``, ``#group=N``: the Columns field, the API's ``columns``) or its lenient
reading (``#lenient``: the page's box Read past errors, the API's ``lenient``); a single text file also
pasted into the text box (and sent as the API's JSON ``event``). The edition is chosen (the row's), so
the page ranks by the event's list rather than by a pasted publication's own columns.

Every row the library reads (its expectation is not ``read-error``) must give on the page and in the API
the standings the library gives for the same files (:func:`tiebreak.readers.read_paths` /
:func:`tiebreak.read_path` and the engine, under the row's edition, with the event's own or default list):
each competitor's rank, starting number, name and points in the same order, and every tie-break value. The
library's reading is checked against the publication itself by ``tests/acceptance/test_real_publications.py``,
so agreeing with it is agreeing with the publication.

One application and one compute pool serve the whole module; each row is read by the library once.
"""

from __future__ import annotations

import csv
import functools
import html
import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

import tiebreak
from page_names import player_names
from tiebreak import Options, Rules, Standings
from tiebreak.model.tournament import format_value
from tiebreak.readers import ReadOptions, read_paths
from tiebreak.readers.assemble import MAX_FILES
from tiebreak.readers.tables import parse_columns
from tiebreak.web.app import create_app
from tiebreak.web.pool import ComputePool
from tiebreak.web.settings import WebSettings

REAL = Path(__file__).resolve().parents[1] / "data" / "real"
PASTED = {".txt", ".csv", ".tsv", ".md", ".html", ".trf", ".pgn"}
"""Text files a user may as well paste (a page's text, a file opened in an editor)."""


def _manifest() -> list[dict[str, str]]:
    with (REAL / "MANIFEST.tsv").open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


ROWS = [row for row in _manifest() if not row["expect"].startswith("read-error")]


@dataclass(frozen=True)
class Case:
    """A row as a user gives it: its files, its column choice, whether read leniently, its edition."""

    id: str
    paths: tuple[Path, ...]
    columns: str
    """``table=N`` or ``group=N`` (the ``#`` suffix of the row's file), else empty."""
    lenient: bool
    edition: str


def _case(row: dict[str, str]) -> Case:
    names = [name.strip() for name in row["file"].split(" + ")]
    choices = {name.partition("#")[2] for name in names} - {""}
    assert len(choices) <= 1, row["id"]
    choice = choices.pop() if choices else ""
    return Case(
        row["id"],
        tuple(REAL / name.partition("#")[0] for name in names),
        "" if choice == "lenient" else choice,
        choice == "lenient",
        row["edition"],
    )


CASES = [_case(row) for row in ROWS]
PASTES = [c for c in CASES if len(c.paths) == 1 and c.paths[0].suffix.lower() in PASTED]


@functools.cache
def expected(case: Case) -> Standings:
    """The library's standings of the row's files: read as ``tiebreak standings`` reads them, ranked under
    the row's edition by the event's own list (else the default one)."""
    options = ReadOptions(lenient=case.lenient, columns=parse_columns(case.columns) if case.columns else None)
    if len(case.paths) > 1:
        event = read_paths(list(case.paths), options=options)
    else:
        event = tiebreak.read_path(case.paths[0], options=options)
    return tiebreak.compute_standings(event, None, Options(rules=Rules(case.edition)))


@dataclass(frozen=True)
class Row:
    """One line of standings as shown: rank, starting number, name, points, the tie-break values by code."""

    rank: int
    sno: int
    name: str
    points: str
    values: tuple[tuple[str, str], ...]


def _library_rows(s: Standings, codes: tuple[str, ...]) -> list[Row]:
    index = {code: k for k, code in enumerate(s.codes)}
    return [
        Row(
            r.rank,
            r.sno,
            r.name,
            format_value(r.points),
            tuple((c, format_value(r.values[index[c]])) for c in codes),
        )
        for r in s.rows
    ]


def _settings(case: Case) -> dict[str, str]:
    fields = {"rules": case.edition}
    if case.columns:
        fields["columns"] = case.columns
    if case.lenient:
        fields["lenient"] = "1"
    return fields


def _uploads(field: str, case: Case) -> list[tuple[str, tuple[str, bytes, str]]]:
    return [(field, (p.name, p.read_bytes(), "application/octet-stream")) for p in case.paths]


# -- the API -------------------------------------------------------------------------------------------------
def _assert_api(answer: dict[str, object], case: Case) -> None:
    s = expected(case)
    assert answer["tiebreaks"] == list(s.codes)
    rows = answer["standings"]
    assert isinstance(rows, list)
    got = [
        Row(
            x["rank"],
            x["sno"],
            x["name"],
            x["points"],
            tuple((c, "" if x["values"][c] is None else x["values"][c]) for c in s.codes),
        )
        for x in rows
    ]
    assert got == _library_rows(s, s.codes)


# -- the page ------------------------------------------------------------------------------------------------
_ROW = re.compile(r'<tr class="[^"]*" data-sno="(\d+)">(.*?)</tr>', re.S)
_RANK = re.compile(r'<td class="num rank">(\d+)=?(?:<span[^>]*>\*</span>)?</td>')
_POINTS = re.compile(r'<td class="num pts">([^<]*)</td>')
_CELL = re.compile(r'<td class="num(?: decides)?">([^<]*)</td>')
_HEAD = re.compile(r'<th scope="col"><abbr title="[^"]*">([^<]*)</abbr></th>')


def _page_rows(text: str) -> tuple[tuple[str, ...], list[Row]]:
    """The codes of the page's standings table and its rows, read from its HTML."""
    assert 'id="standings"' in text, _page_error(text)
    table = text.split('<table id="standings"', 1)[1].split("</table>", 1)[0]
    head, body = table.split("</thead>", 1)
    codes = tuple(html.unescape(c) for c in _HEAD.findall(head))
    rows = []
    for sno, cells in _ROW.findall(body):
        rank, name, points = _RANK.search(cells), player_names(cells), _POINTS.search(cells)
        assert rank and name and points, cells
        after = cells[points.end() :]
        values = tuple(html.unescape(v).replace("–", "") for v in _CELL.findall(after))
        assert len(values) == len(codes), cells
        rows.append(
            Row(
                int(rank.group(1)),
                int(sno),
                name[0],
                points.group(1),
                tuple(zip(codes, values, strict=True)),
            )
        )
    return codes, rows


def _page_error(text: str) -> str:
    found = re.search(r'<p id="[a-z-]*error" class="error" role="alert">(.*?)</p>', text, re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))) if found else "no standings and no error"


def _assert_page(text: str, case: Case) -> None:
    s = expected(case)
    codes, rows = _page_rows(text)
    shown = [c for c in s.codes if c in codes]
    assert list(codes) == shown, "the page's columns are the list's, in its order"
    for k, code in enumerate(s.codes):  # a column left out is one the engine dropped (every value unknown)
        if code not in codes:
            assert all(r.values[k] is None for r in s.rows), code
    assert rows == _library_rows(s, codes)


# -- the tests -----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def client(pool: ComputePool) -> TestClient:
    return TestClient(create_app(WebSettings(), pool=pool))


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_api_ranks_the_uploaded_files_as_the_library(client: TestClient, case: Case) -> None:
    r = client.post(
        "/api/standings", data={**_settings(case), "explain": "none"}, files=_uploads("event", case)
    )
    assert r.status_code == 200, r.text
    _assert_api(r.json(), case)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_page_ranks_the_uploaded_files_as_the_library(client: TestClient, case: Case) -> None:
    r = client.post("/", data=_settings(case), files=_uploads("file", case))
    assert r.status_code == 200, _page_error(r.text)
    _assert_page(r.text, case)


@pytest.mark.parametrize("case", PASTES, ids=[c.id for c in PASTES])
def test_the_api_ranks_the_pasted_text_as_the_library(client: TestClient, case: Case) -> None:
    text = tiebreak.readers.decode_input(case.paths[0].read_bytes(), source=case.paths[0].name)
    body: dict[str, object] = {"event": text, "explain": "none", "rules": case.edition}
    if case.columns:
        body["columns"] = case.columns
    if case.lenient:
        body["lenient"] = True
    r = client.post("/api/standings", content=json.dumps(body), headers={"content-type": "application/json"})
    assert r.status_code == 200, r.text
    _assert_api(r.json(), case)


@pytest.mark.parametrize("case", PASTES, ids=[c.id for c in PASTES])
def test_the_page_ranks_the_pasted_text_as_the_library(client: TestClient, case: Case) -> None:
    text = tiebreak.readers.decode_input(case.paths[0].read_bytes(), source=case.paths[0].name)
    r = client.post("/", data={**_settings(case), "event": text})
    assert r.status_code == 200, _page_error(r.text)
    _assert_page(r.text, case)


# -- the lenient reading, the limits and the file chooser ---------------------------------------------------
KRAUSE = REAL / "krause-icu-irish-intermediate-2011.tab"
"""An old TRF rating report: player 15 has no pairing in round 3, and the points column of his line counts
the half-point bye the results leave out (2.0, the results 1.5)."""


def _declared_points(sno: int) -> str:
    """The points column (TRF columns 81-84) of a player's line of :data:`KRAUSE`."""
    line = next(x for x in KRAUSE.read_text(encoding="latin-1").splitlines() if x[4:8] == f"{sno:4d}")
    return str(float(line[80:84]))


def test_the_lenient_reading_is_a_box_of_the_page_and_a_field_of_the_api(client: TestClient) -> None:
    upload = [("file", (KRAUSE.name, KRAUSE.read_bytes(), "text/plain"))]
    strict = client.post("/", data={"rules": "2024"}, files=upload)
    assert strict.status_code == 200
    assert "the box Read past errors reads them as half-point byes" in html.unescape(strict.text)
    lenient = client.post("/", data={"rules": "2024", "lenient": "1"}, files=upload)
    _, rows = _page_rows(lenient.text)
    assert next(r.points for r in rows if r.sno == 15) == "2" == _declared_points(15).removesuffix(".0")
    assert 'id="lenient" aria-describedby="lenient-help" checked' in lenient.text  # kept for the next post
    blob = re.search(r"/\?s=([A-Za-z0-9_-]+)", lenient.text)
    assert blob is not None
    again = client.get(f"/?s={blob.group(1)}")  # the permalink reads it leniently too
    assert next(r.points for r in _page_rows(again.text)[1] if r.sno == 15) == "2"
    api = client.post(
        "/api/standings",
        json={"event": KRAUSE.read_bytes().decode("latin-1"), "explain": "none", "rules": "2024"},
    ).json()
    assert any("the field lenient set to true reads them" in n for n in api["reader_notes"])
    assert next(x["points"] for x in api["standings"] if x["sno"] == 15) == "1.5"
    api = client.post(
        "/api/standings", data={"lenient": "true", "explain": "none"}, files=[("event", upload[0][1])]
    ).json()
    assert next(x["points"] for x in api["standings"] if x["sno"] == 15) == "2"


EXPORT = next(c for c in CASES if c.id == "vega-hbcc-2026-anzac-team-export")
"""Vega's whole export of a team event of 9 rounds: 42 pages, 1.1 MB."""
ROUNDS = next(c for c in CASES if c.id == "vega-hbcc-2026-anzac-team-rr")
"""The same event's pairing pages of its 9 rounds and its last ranking: what its reading needs."""


def test_a_whole_export_over_the_cap_is_refused_saying_which_pages_are_enough(pool: ComputePool) -> None:
    size = sum(p.stat().st_size for p in EXPORT.paths)
    assert len(EXPORT.paths) == 42 and sum(p.stat().st_size for p in ROUNDS.paths) < 1_000_000 < size
    small = TestClient(create_app(WebSettings(max_upload_bytes=1_000_000), pool=pool))
    for path, field in (("/api/standings", "event"), ("/", "file")):
        r = small.post(path, data={"rules": EXPORT.edition}, files=_uploads(field, EXPORT))
        assert r.status_code == 413
        message = html.unescape(r.text)
        assert f"The 42 files are {size / 1024 / 1024:.1f} MB together" in message
        assert "the pairing list of each round and the last ranking are enough" in message
    r = small.post(
        "/api/standings", data={"rules": EXPORT.edition, "explain": "none"}, files=_uploads("event", ROUNDS)
    )
    assert r.status_code == 200
    _assert_api(r.json(), EXPORT)  # those pages alone give the export's standings


def test_more_files_than_an_event_is_read_from_are_refused_saying_so(client: TestClient) -> None:
    many = [("event", (f"r{k}.txt", b"x", "text/plain")) for k in range(MAX_FILES + 1)]
    r = client.post("/api/standings", files=many)
    assert r.status_code == 413
    assert r.json()["error"]["message"].startswith(f"At most {MAX_FILES} files can be uploaded together")
    r = client.post("/", files=[("file", f) for _, f in many])
    assert r.status_code == 413 and f"At most {MAX_FILES} files can be uploaded together" in r.text
    assert max(len(c.paths) for c in CASES) <= MAX_FILES


def test_the_file_chooser_offers_every_kind_of_file_the_corpus_holds(client: TestClient) -> None:
    accept = re.search(r'<input type="file" id="file"[^>]* accept="([^"]*)"', client.get("/").text)
    assert accept is not None
    offered = set(accept.group(1).split(","))
    assert {p.suffix.lower() for c in CASES for p in c.paths} <= offered
