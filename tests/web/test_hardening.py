"""The web app under load and abuse: bounded work per request, explanations on request, hostile bodies
answered with 4xx in the documented shapes, safe CSV exports and the page's usability fixes. Expected
standings are the Arena example's (tests/data/examples/arena-5.fide2026.tsv): Chloe above Ava on W+B (1 against 0), Ben above Elena on DE, Dylan alone."""

from __future__ import annotations

import base64
import csv
import io
import json
import re
import zlib
from collections.abc import Iterator
from html import unescape

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from tiebreak.ranking.engine import DEFAULT_TIEBREAKS
from tiebreak.readers import example_text
from tiebreak.web.app import create_app
from tiebreak.web.pool import ComputePool
from tiebreak.web.service import FormState, encode_state
from tiebreak.web.settings import WebSettings

ARENA = example_text("arena")
DEFAULT = list(DEFAULT_TIEBREAKS)
DEEP = "[" * 100_000 + "]" * 100_000


@pytest.fixture
def client(pool: ComputePool) -> TestClient:
    return TestClient(create_app(WebSettings(), pool=pool))


def error_of(r: object) -> dict[str, object]:
    body = r.json()  # type: ignore[attr-defined]
    assert set(body) == {"error"} and set(body["error"]) == {"message", "field", "line", "column", "code"}
    return body["error"]  # type: ignore[no-any-return]


def page_error(html: str) -> str:
    found = re.search(r'class="error" role="alert">(.*?)</p>', html, re.S)
    assert found, "no error message on the page"
    return unescape(re.sub(r"<[^>]+>", "", found.group(1)))


# -- explanations on request -------------------------------------------------------------------------
def test_default_explains_the_tied_players_only(client: TestClient) -> None:
    d = client.post("/api/standings", json={"event": ARENA}).json()
    assert d["explain"] == "tied"
    rows = {r["name"]: r["explanation"] for r in d["standings"]}
    assert rows["Patel, Dylan"] is None  # alone on 1 point
    chloe, ava = rows["Ng, Chloe"], rows["Chen, Ava"]
    assert (
        chloe["code"] == ava["code"] == "BWG"
        and chloe["values"] == ["1", "0"]
        and ava["values"] == ["0", "1"]
    )
    assert chloe["equal_on"] == ["DE", "BH", "BH/C1", "BH/M1", "PS", "WIN", "SB"]
    assert rows["Walsh, Ben"]["code"] == rows["Rossi, Elena"]["code"] == "DE"
    assert "Ben Walsh is placed ahead" in rows["Rossi, Elena"]["summary"]


def test_explain_none_and_all(client: TestClient) -> None:
    none = client.post("/api/standings", json={"event": ARENA, "explain": "none"}).json()
    assert [r["explanation"] for r in none["standings"]] == [None] * 5
    full = client.post("/api/standings", json={"event": ARENA, "explain": "all"}).json()
    dylan = full["standings"][4]["explanation"]
    assert dylan["name"] == "Patel, Dylan" and [v["code"] for v in dylan["values"]] == DEFAULT


def test_explain_is_checked(client: TestClient) -> None:
    r = client.post("/api/standings", json={"event": ARENA, "explain": "some"})
    assert r.status_code == 422 and error_of(r)["field"] == "explain"


def test_tiebreak_list_is_capped_at_40(client: TestClient) -> None:
    assert client.post("/api/standings", json={"event": ARENA, "tiebreaks": ["BH"] * 40}).status_code == 200
    r = client.post("/api/standings", json={"event": ARENA, "tiebreaks": ["BH"] * 5000})
    assert r.status_code == 422
    error = error_of(r)
    assert error["field"] == "tiebreaks" and "at most 40" in str(error["message"])


def test_answer_size_is_capped(pool: ComputePool) -> None:
    small = TestClient(create_app(WebSettings(max_response_bytes=20_000), pool=pool))
    r = small.post("/api/standings", json={"event": ARENA, "explain": "all"})
    assert r.status_code == 422
    error = error_of(r)
    assert error["field"] == "explain" and '"explain": "tied"' in str(error["message"])
    assert small.post("/api/standings", json={"event": ARENA}).status_code == 200


# -- hostile bodies ------------------------------------------------------------------------------------
def test_deeply_nested_api_body(client: TestClient) -> None:
    r = client.post("/api/standings", content=DEEP, headers={"content-type": "application/json"})
    assert r.status_code == 422 and "nested too deeply" in str(error_of(r)["message"])


@pytest.mark.parametrize("fmt", ["json", "chess-json"])
def test_deeply_nested_event_text(client: TestClient, fmt: str) -> None:
    r = client.post("/api/standings", json={"event": DEEP, "format": fmt})
    assert r.status_code == 422
    assert error_of(r) == {
        "message": "invalid JSON: arrays or objects nested too deeply",
        "field": "event",
        "line": 1,
        "column": 1,
        "code": "input.unreadable",
    }
    page = client.post("/", data={"event": DEEP, "format": fmt, "tb": DEFAULT})
    assert page.status_code == 422 and "nested too deeply" in page_error(page.text)


def test_deeply_nested_permalink(client: TestClient) -> None:
    blob = base64.urlsafe_b64encode(zlib.compress(DEEP.encode())).decode().rstrip("=")
    r = client.get("/", params={"s": blob})
    assert r.status_code == 422 and "This link is damaged" in page_error(r.text)
    assert client.get("/export", params={"s": blob}).status_code == 422


def test_one_huge_field_is_not_csv(client: TestClient) -> None:
    r = client.post("/api/standings", json={"event": "x" * 200_000})
    assert r.status_code == 422 and "cannot tell the format" in str(error_of(r)["message"])
    r = client.post("/api/standings", json={"event": "x" * 200_000, "format": "csv"})
    assert r.status_code == 422 and error_of(r)["line"] == 1


def _chunks() -> Iterator[bytes]:
    for _ in range(200):  # 12.5 MB without a Content-Length
        yield b"a" * 65536


def test_chunked_body_over_the_cap_is_413(client: TestClient) -> None:
    r = client.post("/api/standings", content=_chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413 and "larger than" in str(error_of(r)["message"])
    r = client.post("/", content=_chunks(), headers={"content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413 and "text/html" in r.headers["content-type"]
    assert "events are limited to 2 MB" in page_error(r.text)


def test_multipart_errors_in_the_documented_shapes(client: TestClient) -> None:
    broken = {"content-type": "multipart/form-data"}  # no boundary
    r = client.post("/api/standings", content=b"--x\r\n", headers=broken)
    assert r.status_code == 400 and "boundary" in str(error_of(r)["message"])
    r = client.post("/", content=b"--x\r\n", headers=broken)
    assert r.status_code == 400 and "text/html" in r.headers["content-type"]
    assert "boundary" in page_error(r.text)


def test_player_that_is_not_a_number(client: TestClient) -> None:
    r = client.get("/?player=abc")
    assert r.status_code == 422 and "text/html" in r.headers["content-type"]
    assert "starting number" in page_error(r.text)
    r = client.get("/", params={"player": "abc", "s": encode_state(FormState(event=ARENA))})
    assert r.status_code == 422 and 'id="standings"' in r.text  # the table stays


def test_unknown_routes_in_both_shapes(client: TestClient) -> None:
    r = client.get("/api/nothing")
    assert r.status_code == 404 and error_of(r)["field"] == "request"
    r = client.get("/nothing")
    assert r.status_code == 404 and "There is no page at this address." in page_error(r.text)
    assert client.put("/").status_code == 405


# -- exports ---------------------------------------------------------------------------------------------
def test_web_csv_export_neutralises_formulas(client: TestClient) -> None:
    evil = '=HYPERLINK("http://x.test","a")'
    text = ARENA.replace("Ng, Chloe".ljust(33), evil.ljust(33))
    r = client.post("/export", data={"event": text, "tb": DEFAULT, "fmt": "csv"})
    assert r.status_code == 200
    names = [row[2] for row in csv.reader(io.StringIO(r.text))][1:]
    assert "'" + evil in names
    values = [row[3:] for row in csv.reader(io.StringIO(r.text))][1:]
    assert all(float(v) == float(v) for row in values for v in row if v)  # numbers stay numbers


def test_print_page_has_decided_by_and_banded_groups(client: TestClient) -> None:
    r = client.post("/export", data={"event": ARENA, "tb": DEFAULT, "fmt": "html"})
    assert "<th>Decided by</th>" in r.text
    rows = re.findall(r'<tr class="([^"]*)">', r.text)
    # Chloe and Ava (3.5) are one group, Ben and Elena (2) the next: the bands alternate
    assert rows[:4] == ["tied tie-1 group-start", "tied tie-1", "tied tie-0 group-start", "tied tie-0"]
    assert '<td class="decided">BWG</td>' in r.text and '<td class="decided">DE</td>' in r.text


# -- the page ----------------------------------------------------------------------------------------------
def test_an_invalid_code_keeps_the_table_and_marks_the_code(client: TestClient) -> None:
    r = client.post("/", data={"event": ARENA, "tb": DEFAULT, "op": "add", "add_code": "NOPE"})
    assert r.status_code == 422
    assert 'id="standings"' in r.text and "Ng, Chloe" in r.text
    assert re.search(r'id="add-code"[^>]*value="NOPE"[^>]*aria-invalid="true"', r.text, re.S)
    assert page_error(r.text).startswith("NOPE: ")
    r = client.post("/", data={"event": ARENA, "tb": ["BWG", "NOPE"]})
    assert 'id="standings"' in r.text
    assert re.search(r'class="tb-item invalid"[^>]*data-code="NOPE"', r.text)
    assert re.findall(r'<th scope="col"><abbr[^>]*>([^<]+)</abbr>', r.text) == ["BWG"]


def test_a_bye_code_typed_over_a_game_is_reported_at_its_line(client: TestClient) -> None:
    lines = ARENA.splitlines()
    lines[10] = lines[10][:98] + "Z" + lines[10][99:]  # Ava's round 1 result: '1' -> 'Z'
    r = client.post("/", data={"event": "\n".join(lines), "tb": DEFAULT})
    assert r.status_code == 422 and page_error(r.text).startswith("line 11, column 99: round 1: bye code 'Z'")


def test_page_messages_speak_of_the_page_controls(client: TestClient) -> None:
    r = client.post("/", data={"event": "hello\nworld", "tb": DEFAULT})
    message = page_error(r.text)
    assert "Format menu" in message and "--" not in message
    r = client.post("/api/standings", json={"event": "hello\nworld"})
    assert "the field format" in str(error_of(r)["message"])


def test_upload_filter_lists_every_format(client: TestClient) -> None:
    accept = re.search(r'id="file" name="file" (?:multiple )?accept="([^"]+)"', client.get("/").text)
    assert accept
    assert {".trf", ".txt", ".csv", ".tsv", ".pgn", ".json", ".html", ".htm", ".xlsx"} <= set(
        accept.group(1).split(",")
    )


def test_favicon(client: TestClient) -> None:
    page = client.get("/").text
    assert '<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">' in page
    for path in ("/static/favicon.svg", "/favicon.ico"):
        r = client.get(path)
        assert (
            r.status_code == 200
            and r.text.startswith("<svg")
            and r.headers["content-type"].startswith("image/svg+xml")
        )


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_chart_labels_have_contrast(client: TestClient) -> None:
    """WCAG 2 contrast of every white label against the bar it sits on: at least 4.5:1."""
    assert round(_contrast("#ffffff", "#3182ce"), 2) == 4.03  # the old colour: below 4.5
    html = client.post("/", data={"event": ARENA, "tb": ["BH"], "rules": "seed"}).text
    svg = html.split("<svg", 1)[1].split("</svg>", 1)[0]
    pairs = re.findall(r'fill="(#[0-9a-f]{6})" stroke="#fff">.*?</rect><text[^>]*fill="#fff"', svg)
    assert pairs
    assert all(_contrast("#ffffff", bar) >= 4.5 for bar in pairs), pairs


def test_results_are_announced(client: TestClient) -> None:
    html = client.post("/", data={"op": "example:arena", "tb": DEFAULT}).text
    assert 'id="status" class="visually-hidden" role="status" aria-live="polite"' in html
    assert 'data-status="Standings computed: 5 players, Ng, Chloe first."' in html
    assert '<h2 id="h-results" tabindex="-1">' in html
    assert 'formaction="/#results"' in html  # without JavaScript the answer opens at the results


def test_api_answer_is_json_of_the_documented_shape(client: TestClient) -> None:
    d = json.loads(client.post("/api/standings", json={"event": ARENA}).content)
    assert set(d) == {
        "name",
        "rules",
        "rules_label",
        "pairing",
        "rounds",
        "tiebreaks",
        "default_list",
        "warnings",
        "reader_notes",
        "explain",
        "standings",
        "permalink",
        "groups",
    }


def test_a_superscript_digit_is_no_number(client: TestClient) -> None:
    """``²`` is a digit to ``str.isdigit`` but no number to ``int``: a field holding one is refused
    like any other text that is no number (it once raised ValueError, a 500)."""
    r = client.get("/?player=%C2%B2")
    assert r.status_code == 422 and "starting number" in page_error(r.text)
    state = encode_state(FormState(event=ARENA))
    for params in ({"player": "1", "other": "²"}, {"explain": "²"}, {"table": "²"}):
        r = client.get("/", params={**params, "s": state})
        assert r.status_code < 500, (params, r.status_code)
