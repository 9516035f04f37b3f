"""Every route of the web page through FastAPI's test client: good input, bad input, oversize uploads,
hostile names. Expected standings are the Arena example's tables (tests/data/examples/arena-5.*): the seed's, FIDE 2026's
and FIDE 2024's."""

from __future__ import annotations

import base64
import csv
import io
import json
import re
import zlib
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from page_names import player_names
from pasted import LIST_AND_CROSSTABLE
from tiebreak.ranking.engine import DEFAULT_TIEBREAKS
from tiebreak.readers import example_text
from tiebreak.web.app import create_app
from tiebreak.web.pool import ComputePool
from tiebreak.web.service import FormState, encode_state
from tiebreak.web.settings import WebSettings

ARENA = example_text("arena")
DEFAULT = list(DEFAULT_TIEBREAKS)
W_B_FIRST = ["BWG", *[c for c in DEFAULT if c != "BWG"]]


def hostile_arena() -> str:
    """The Arena event with Chloe renamed to a script and the event named with an HTML payload."""
    return ARENA.replace("Ng, Chloe".ljust(33), "<script>alert(1)</script>".ljust(33)).replace(
        "012 Chess Republic Arena - tie-break example", "012 <img src=x onerror=alert(2)>"
    )


def bad_arena() -> str:
    """Line 11 (Ava), column 97: colour 'x' instead of 'w'."""
    lines = ARENA.split("\n")
    lines[10] = lines[10][:96] + "x" + lines[10][97:]
    return "\n".join(lines)


@pytest.fixture
def client(pool: ComputePool) -> TestClient:
    return TestClient(create_app(WebSettings(), pool=pool))


def form(event: str = ARENA, tb: list[str] | None = None, **extra: str) -> dict[str, object]:
    return {"event": event, "tb": DEFAULT if tb is None else tb, "rules": "auto", "pairing": "auto", **extra}


def names_in_order(html: str) -> list[str]:
    table = html.split('id="standings"', 1)[1].split("</table>", 1)[0]
    return player_names(table)


def row_cells(html: str, name: str) -> list[str]:
    table = html.split('id="standings"', 1)[1].split("</table>", 1)[0]
    row = next(r for r in table.split("<tr") if f">{name}</button>" in r)
    return re.findall(r'<td class="num[^"]*">([^<]*)', row)


# -- GET / -----------------------------------------------------------------------------------------
def test_empty_page_has_labelled_form_and_security_headers(client: TestClient) -> None:
    r = client.get("/")
    assert r.status_code == 200
    assert '<label for="event">' in r.text and 'id="event"' in r.text
    assert '<label for="file">' in r.text and '<label for="add">' in r.text
    assert 'name="viewport"' in r.text
    assert "script-src 'self'" in r.headers["content-security-policy"]
    assert r.headers["x-content-type-options"] == "nosniff"
    assert 'id="results"' not in r.text
    # the default list is the Arena order, with keyboard buttons for every line
    assert re.findall(r'name="tb" value="([^"]+)"', r.text) == DEFAULT
    assert 'aria-label="Move BWG up"' in r.text


def test_static_files_and_no_path_traversal(client: TestClient) -> None:
    assert client.get("/static/app.js").status_code == 200
    assert "overflow-x: auto" in client.get("/static/style.css").text
    for path in (
        "/static/../app.py",
        "/static/..%2fapp.py",
        "/static/%2e%2e/%2e%2e/pyproject.toml",
        "/static//etc/passwd",
    ):
        assert client.get(path).status_code == 404, path


# -- POST /: results --------------------------------------------------------------------------------
def test_example_button_loads_arena_and_ranks_with_2026_rules(client: TestClient) -> None:
    r = client.post("/", data={"op": "example:arena", "tb": DEFAULT, "rules": "auto"})
    assert r.status_code == 200
    assert "Chess Republic Arena" in r.text
    assert "001    1 w    Chen, Ava" in unescape(r.text.split("</textarea>")[0])
    # FIDE 2026 (C.07 16.4): Chloe's bye counts a dummy capped at 2 -> BH 8.5 like Ava; W+B decides
    assert names_in_order(r.text) == ["Ng, Chloe", "Chen, Ava", "Walsh, Ben", "Rossi, Elena", "Patel, Dylan"]
    assert row_cells(r.text, "Ng, Chloe")[4:7] == ["0.5", "8.5", "7.5"]
    assert "FIDE C.07 (2026)" in r.text


def test_seed_rules_rank_ava_first_on_buchholz_with_deciding_cell(client: TestClient) -> None:
    r = client.post("/", data=form(rules="seed"))
    assert names_in_order(r.text) == ["Chen, Ava", "Ng, Chloe", "Walsh, Ben", "Rossi, Elena", "Patel, Dylan"]
    # the seed's table: Ava BH 8.5, Chloe 6.5, Elena BH-C1 3.5, Dylan Med BH 3.5
    assert row_cells(r.text, "Chen, Ava")[4:6] == ["0.5", "8.5"]
    assert row_cells(r.text, "Ng, Chloe")[4:6] == ["0.5", "6.5"]
    assert row_cells(r.text, "Rossi, Elena")[6] == "3.5"
    assert row_cells(r.text, "Patel, Dylan")[7] == "3.5"
    table = r.text.split('id="standings"', 1)[1]
    chloe = next(row for row in table.split("<tr") if ">Ng, Chloe</button>" in row)
    assert '<td class="num decides">6.5</td>' in chloe  # BH separated Chloe from Ava
    assert '<td class="decided">BH</td>' in chloe
    ben = next(row for row in table.split("<tr") if ">Walsh, Ben</button>" in row)
    assert "tied" in ben.split(">", 1)[0] and '<td class="num decides">1</td>' in ben  # DE: Ben 1, Elena 0


def test_w_b_first_puts_chloe_above_ava_under_seed_rules(client: TestClient) -> None:
    r = client.post("/", data=form(tb=W_B_FIRST, rules="seed"))
    assert names_in_order(r.text)[:2] == ["Ng, Chloe", "Chen, Ava"]


def test_up_button_moves_a_code_and_keeps_focus(client: TestClient) -> None:
    r = client.post("/", data=form(op="up:7", rules="seed"))
    codes = re.findall(r'name="tb" value="([^"]+)"', r.text)
    assert codes == ["DE", "BH", "BH/C1", "BH/M1", "PS", "WIN", "BWG", "SB", "ARO", "RTNG"]
    assert 'data-focus="tb-up-6"' in r.text
    assert 'id="tb-up-0" class="icon"\n          aria-label="Move DE up" disabled' in r.text


def test_down_remove_add_and_presets(client: TestClient) -> None:
    codes = lambda html: re.findall(r'name="tb" value="([^"]+)"', html)  # noqa: E731
    assert codes(client.post("/", data=form(op="down:0")).text)[:2] == ["BH", "DE"]
    assert "DE" not in codes(client.post("/", data=form(op="remove:0")).text)
    assert codes(client.post("/", data=form(op="add", add="SB/C1")).text)[-1] == "SB/C1"
    assert codes(client.post("/", data=form(op="add", add="SB", add_code="KS/L-1")).text)[-1] == "KS/L-1"
    assert codes(client.post("/", data=form(op="preset:rr")).text) == ["DE", "WIN", "SB", "KS"]
    assert codes(client.post("/", data=form(op="preset:arena", tb=["SB"])).text) == DEFAULT
    assert codes(client.post("/", data=form(op="preset:swiss")).text)[:2] == ["BH/C1", "BH"]


def test_unknown_code_is_shown_next_to_the_list(client: TestClient) -> None:
    r = client.post("/", data=form(op="add", add_code="XYZ/C1"))
    assert r.status_code == 422
    assert 'id="tb-error"' in r.text and "unknown tie-break code" in r.text
    assert re.findall(r'name="tb" value="([^"]+)"', r.text) == DEFAULT
    r = client.post("/", data=form(tb=["BH/Q9"]))
    assert r.status_code == 422 and 'id="tb-error"' in r.text


def test_explanation_of_a_player(client: TestClient) -> None:
    r = client.post("/", data=form(player="2"))
    section = r.text.split('id="explanation"', 1)[1]
    assert "Ng, Chloe: rank 1, 3.5 points" in section
    # the comparison with Ava names the deciding tie-break, and the BH breakdown shows the bye's dummy
    assert "BWG" in section.split("</p>", 1)[0] and "Chloe Ng ranks first" in unescape(section)
    assert "dummy opponent" in section and "art. 16.4" in section
    assert "pairing-allocated bye" in section


def test_buchholz_chart_is_inline_svg(client: TestClient) -> None:
    r = client.post("/", data=form())
    chart = r.text.split('id="chart"', 1)[1].split("</svg>", 1)[0]
    assert "<svg" in chart and 'role="img"' in chart
    assert chart.count('class="chart-label"') == 5
    assert 'fill="url(#chart-hatch)"' in chart  # Chloe, Elena and Dylan have dummy opponents under 2026


def test_compare_toggle_lists_changes_under_2024_and_seed(client: TestClient) -> None:
    r = client.post("/", data=form(compare="1"))
    diff = unescape(r.text.split('id="diff"', 1)[1])
    seed = diff.split("simplified model", 1)[1]
    assert "Chen, Ava</strong>: 2 → 1" in seed and "Ng, Chloe</strong>: 1 → 2" in seed
    # 2024: Chloe stays first (BH 10 without the cap)
    assert "No place changes." in diff.split("FIDE C.07 (2024)", 1)[1].split("<h4>", 1)[0]


def test_shared_places_are_marked(client: TestClient) -> None:
    guide = example_text("buchholz-guide")
    r = client.post("/", data=form(event=guide, tb=["BH", "BH/C1", "SB"]))
    # the Buchholz guide (tests/data/spec/bg.trf): Egor and Zhanna are equal on everything and share 6th place
    table = r.text.split('id="standings"', 1)[1]
    for name in ("Egor", "Zhanna"):
        row = next(row for row in table.split("<tr") if f">{name}</button>" in row)
        assert '<td class="num rank">6=' in row


# -- bad input --------------------------------------------------------------------------------------
def test_bad_trf_error_has_line_and_column_and_keeps_the_form(client: TestClient) -> None:
    r = client.post("/", data=form(event=bad_arena(), tb=W_B_FIRST, rules="2024", pairing="swiss"))
    assert r.status_code == 422
    error = r.text.split('id="event-error"', 1)[1].split("</p>", 1)[0]
    assert "line 11, column 97" in error and "expected colour" in error
    assert 'aria-invalid="true"' in r.text
    assert unescape(r.text.split('id="event"', 1)[1].split(">", 1)[1].split("</textarea>")[0]) == bad_arena()
    assert re.findall(r'name="tb" value="([^"]+)"', r.text) == W_B_FIRST
    assert 'value="2024" id="rules-2024" checked' in r.text
    assert 'name="pairing" value="swiss" checked' in r.text
    assert 'data-focus="event"' in r.text


@pytest.mark.parametrize("text", ["", "   \n", "hello world", "/etc/passwd", "file:///etc/passwd"])
def test_not_an_event(client: TestClient, text: str) -> None:
    r = client.post("/", data=form(event=text, op="x"))
    assert r.status_code in (200, 422)
    assert "root:" not in r.text
    if text.strip():
        assert r.status_code == 422 and 'id="event-error"' in r.text


def test_unknown_edition_falls_back_to_auto(client: TestClient) -> None:
    r = client.post("/", data=form(rules="1999", pairing="zz"))
    assert r.status_code == 200 and 'value="auto" id="rules-auto" checked' in r.text


# -- uploads ----------------------------------------------------------------------------------------
def test_file_upload_replaces_the_text(client: TestClient) -> None:
    r = client.post(
        "/",
        data={"event": "", "tb": W_B_FIRST, "rules": "seed"},
        files={"file": ("arena.trf", ARENA.encode(), "text/plain")},
    )
    assert r.status_code == 200
    assert names_in_order(r.text)[:2] == ["Ng, Chloe", "Chen, Ava"]
    assert "Chen, Ava" in r.text.split("</textarea>")[0]


def test_upload_in_cp1252_is_decoded(client: TestClient) -> None:
    data = ARENA.replace("Rossi, Elena".ljust(33), "Rössi, Éléna".ljust(33)).encode("cp1252")
    r = client.post("/", data={"tb": DEFAULT}, files={"file": ("x.trf", data, "text/plain")})
    assert "Rössi, Éléna" in unescape(r.text)


def test_oversize_upload_is_refused_with_a_clear_message_and_the_form_kept(pool: ComputePool) -> None:
    small = TestClient(create_app(WebSettings(max_upload_bytes=500), pool=pool))
    r = small.post(
        "/",
        data={"event": "", "tb": W_B_FIRST, "rules": "seed"},
        files={"file": ("big.trf", ARENA.encode(), "text/plain")},
    )
    assert r.status_code == 413
    assert f"The event is {len(ARENA.encode())} bytes; the limit is 500 bytes" in r.text
    assert 'id="event-error"' in r.text
    assert re.findall(r'name="tb" value="([^"]+)"', r.text) == W_B_FIRST
    assert 'value="seed" id="rules-seed" checked' in r.text
    r = small.post("/", data=form())  # pasted text over the cap
    assert r.status_code == 413 and "the limit is 500 bytes" in r.text


def test_request_far_over_the_cap_is_cut_off(pool: ComputePool) -> None:
    small = TestClient(create_app(WebSettings(max_upload_bytes=500), pool=pool))
    big = b"x" * 600_000
    r = small.post("/", files={"file": ("big.trf", big, "text/plain")})
    assert r.status_code == 413 and "limited to 500 bytes" in r.text
    r = small.post("/api/standings", files={"event": ("big.trf", big, "text/plain")})
    assert r.status_code == 413 and "limited to 500 bytes" in r.json()["error"]["message"]


def test_upload_limit_from_environment(monkeypatch: pytest.MonkeyPatch, pool: ComputePool) -> None:
    monkeypatch.setenv("TIEBREAK_WEB_MAX_UPLOAD", "800")
    app = TestClient(create_app(pool=pool))
    r = app.post("/", data=form())
    assert r.status_code == 413 and "the limit is 800 bytes" in r.text


# -- hostile names ----------------------------------------------------------------------------------
def test_hostile_names_are_escaped_everywhere(client: TestClient) -> None:
    r = client.post("/", data=form(event=hostile_arena(), player="2", compare="1"))
    assert r.status_code == 200
    assert "<script>alert" not in r.text and "<img src=x" not in r.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in r.text
    assert "&lt;img src=x onerror=alert(2)&gt;" in r.text
    assert names_in_order(r.text)[0] == "<script>alert(1)</script>"
    blob = encode_state(FormState(event=hostile_arena()))
    printable = client.get("/export", params={"s": blob, "fmt": "html"})
    assert "<script>alert" not in printable.text and "&lt;script&gt;" in printable.text
    assert printable.headers["content-security-policy"].startswith("default-src 'none'")
    api = client.post("/api/standings", json={"event": hostile_arena()})
    assert api.json()["standings"][0]["name"] == "<script>alert(1)</script>"
    assert api.headers["content-type"] == "application/json"


# -- exports and permalinks -------------------------------------------------------------------------
def test_export_csv_json_and_printable_from_the_form(client: TestClient) -> None:
    r = client.post("/export", data=form(fmt="csv", tb=W_B_FIRST, rules="seed"))
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/csv")
    assert "attachment" in r.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(r.text)))
    assert rows[0] == ["Rank", "SNo", "Name", "Pts", *W_B_FIRST]
    assert rows[1][:5] == ["1", "2", "Ng, Chloe", "3.5", "1"]
    assert rows[2][:3] == ["2", "1", "Chen, Ava"]
    j = client.post("/export", data=form(fmt="json", rules="seed")).json()
    assert j["rules"] == "seed" and [s["name"] for s in j["standings"][:2]] == ["Chen, Ava", "Ng, Chloe"]
    h = client.post("/export", data=form(fmt="html"))
    assert "<table>" in h.text and "Ng, Chloe" in h.text and "/static/" not in h.text


def test_export_of_bad_input_is_an_error(client: TestClient) -> None:
    r = client.post("/export", data=form(fmt="csv", event=bad_arena()))
    assert r.status_code == 422 and r.json()["error"]["line"] == 11


def test_permalink_recreates_the_view(client: TestClient) -> None:
    r = client.post("/", data=form(tb=W_B_FIRST, rules="seed"))
    found = re.search(r'href="(/\?s=[^"]+)" id="permalink"', r.text)
    assert found is not None
    link = unescape(found.group(1))
    again = client.get(link)
    assert again.status_code == 200
    assert names_in_order(again.text) == names_in_order(r.text)
    assert re.findall(r'name="tb" value="([^"]+)"', again.text) == W_B_FIRST
    assert 'value="seed" id="rules-seed" checked' in again.text
    csv_text = client.get("/export", params={"s": link.split("=", 1)[1], "fmt": "csv"}).text
    assert csv_text.splitlines()[1].startswith('1,2,"Ng, Chloe",3.5,1')
    with_player = client.get(link + "&player=1")
    assert "Chen, Ava: rank 2" in with_player.text
    posted = client.post("/", data={"s": link.split("=", 1)[1]})  # the #s= fragment route
    assert names_in_order(posted.text) == names_in_order(r.text)


def test_a_pasted_page_of_80_kb_travels_in_its_share_link(client: TestClient) -> None:
    # a page's markup, as the page's box takes a paste (tests/data/real: chess-results' crosstable of the
    # British Championship 2026 during round 9, 82 kB): markup compresses to a link of under 20,000
    # characters, where the link held the settings only for events over 50 kB before
    page = (
        Path(__file__).resolve().parents[1]
        / "data/real/cr-en-british-2026-championship-crosstable-round9.html"
    )
    event = page.read_text(encoding="utf-8")
    assert len(event.encode()) > 80_000
    r = client.post("/", data=form(event=event, tb=[]))
    found = re.search(r'href="/#s=([^"]+)" id="permalink"', r.text)  # a long blob: in the fragment
    assert found is not None and len(found.group(1)) <= 20_000
    again = client.post("/", data={"s": found.group(1)})  # what the page's script posts for #s=
    assert again.status_code == 200 and names_in_order(again.text) == names_in_order(r.text)
    assert len(names_in_order(r.text)) > 50


@pytest.mark.parametrize(
    "blob",
    [
        "not base64 !",
        "AAAA",
        base64.urlsafe_b64encode(b"xx").decode(),
        base64.urlsafe_b64encode(zlib.compress(b"[1, 2]")).decode().rstrip("="),
    ],
)
def test_damaged_permalink(client: TestClient, blob: str) -> None:
    r = client.get("/", params={"s": blob})
    assert r.status_code == 422 and "This link is damaged" in r.text


def test_permalink_bomb_is_refused(pool: ComputePool) -> None:
    small = TestClient(create_app(WebSettings(max_upload_bytes=500), pool=pool))
    r = small.get("/", params={"s": "A" * 3000})
    assert r.status_code == 413 and "over the limit of 500 bytes" in r.text
    small = TestClient(create_app(WebSettings(max_upload_bytes=5000), pool=pool))
    bomb = base64.urlsafe_b64encode(zlib.compress(b'{"event":"' + b"a" * 5_000_000 + b'"}', 9)).decode()
    r = small.get("/", params={"s": bomb.rstrip("=")})
    assert r.status_code == 413 and "over the limit of 4.9 kB" in r.text


# -- JSON API ---------------------------------------------------------------------------------------
def test_api_standings_json(client: TestClient) -> None:
    r = client.post(
        "/api/standings", json={"event": ARENA, "tiebreaks": ["BH", "BWG"], "rules": "seed", "explain": "all"}
    )
    assert r.status_code == 200
    d = r.json()
    assert d["rules"] == "seed" and d["tiebreaks"] == ["BH", "BWG"]
    first, second = d["standings"][:2]
    assert (first["rank"], first["sno"], first["name"], first["points"]) == (1, 1, "Chen, Ava", "3.5")
    assert first["values"] == {"BH": "8.5", "BWG": "0"} and second["values"] == {"BH": "6.5", "BWG": "1"}
    assert [row["rank"] for row in d["standings"]] == [1, 2, 3, 4, 5]
    bh = second["explanation"]["values"][0]
    assert (
        bh["code"] == "BH" and bh["value"] == "6.5" and len(bh["contributions"]) == 3
    )  # the bye is no opponent


def test_api_defaults_to_the_file_list_and_date_rules(client: TestClient) -> None:
    d = client.post("/api/standings", json={"event": ARENA, "explain": "all"}).json()
    assert d["rules"] == "2026" and d["tiebreaks"] == DEFAULT
    assert d["standings"][0]["name"] == "Ng, Chloe"
    dummy = next(c for c in d["standings"][0]["explanation"]["values"][1]["contributions"] if c["dummy"])
    assert (dummy["round"], dummy["value"], dummy["cap"], dummy["article"]) == (1, "2", "2", "16.4")


def test_api_multipart_upload(client: TestClient) -> None:
    r = client.post(
        "/api/standings",
        data={"tiebreaks": "BWG, DE", "rules": "2024"},
        files={"event": ("arena.trf", ARENA.encode(), "text/plain")},
    )
    assert r.status_code == 200
    d = r.json()
    assert d["rules"] == "2024" and d["tiebreaks"] == ["BWG", "DE"]
    assert d["standings"][0]["name"] == "Ng, Chloe"


def test_api_errors(client: TestClient, pool: ComputePool) -> None:
    r = client.post("/api/standings", json={"event": bad_arena()})
    assert r.status_code == 422
    assert r.json()["error"] == {
        "message": "round 1: expected colour w, b or - in column 97, found 'x'",
        "field": "event",
        "line": 11,
        "column": 97,
        "code": "input.unreadable",
    }
    r = client.post("/api/standings", json={"event": ARENA, "tiebreaks": ["NOPE"]})
    assert r.status_code == 422 and r.json()["error"]["field"] == "tiebreaks"
    r = client.post("/api/standings", json={"event": ARENA, "rules": "1999"})
    assert r.status_code == 422 and r.json()["error"]["field"] == "rules"
    r = client.post("/api/standings", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 422 and "not JSON" in r.json()["error"]["message"]
    r = client.post("/api/standings", json={"tiebreaks": ["BH"]})
    assert r.status_code == 422 and r.json()["error"]["field"] == "event"
    r = client.post("/api/standings", data={"rules": "seed"}, files={"other": ("x", b"y")})
    assert r.status_code == 422 and "'event'" in r.json()["error"]["message"]
    small = TestClient(create_app(WebSettings(max_upload_bytes=500), pool=pool))
    r = small.post("/api/standings", json={"event": ARENA})
    assert r.status_code == 413 and "the limit is 500 bytes" in r.json()["error"]["message"]


def test_the_json_shortcut_answers_as_the_route(client: TestClient, pool: ComputePool) -> None:
    """``create_app`` sends JSON bodies of ``POST /api/standings`` past the router; the router alone (as
    another application would include it) gives the same answers, good and bad, whole or streamed."""
    from fastapi import FastAPI

    from tiebreak.web.app import calculator_router

    bare = FastAPI()
    bare.include_router(calculator_router(WebSettings(), pool))
    plain = TestClient(bare)

    def chunks() -> Iterator[bytes]:
        body = json.dumps({"event": ARENA, "tiebreaks": ["BH"], "explain": "none"}).encode()
        yield from (body[i : i + 100] for i in range(0, len(body), 100))

    for kwargs in (
        {"json": {"event": ARENA, "explain": "all"}},
        {"json": {"event": bad_arena()}},
        {"content": b"[1, 2", "headers": {"content-type": "application/json"}},
        {"content": b"{}", "headers": {"content-type": "text/plain"}},
    ):
        a, b = client.post("/api/standings", **kwargs), plain.post("/api/standings", **kwargs)  # type: ignore[arg-type]
        assert (a.status_code, a.content) == (b.status_code, b.content)
    outer = FastAPI()
    outer.mount("/chess", client.app)  # type: ignore[arg-type]
    a = TestClient(outer).post("/chess/api/standings", json={"event": ARENA, "explain": "all"})
    assert (a.status_code, a.content) == (
        200,
        plain.post("/api/standings", json={"event": ARENA, "explain": "all"}).content,
    )
    r = client.post("/api/standings", content=chunks(), headers={"content-type": "application/json"})
    whole = plain.post("/api/standings", json={"event": ARENA, "tiebreaks": ["BH"], "explain": "none"})
    assert (r.status_code, r.content) == (200, whole.content)
    assert r.headers["x-content-type-options"] == "nosniff" and "server-timing" in r.headers


def test_api_tiebreaks_catalogue(client: TestClient) -> None:
    d = client.get("/api/tiebreaks").json()
    bh = next(e for e in d if e["code"] == "BH")
    assert bh["article"] == "8.1" and bh["name"] == "Buchholz" and bh["modifiers"] == ["C", "M", "P", "V"]
    assert "PTS" not in {e["code"] for e in d}


def test_openapi_documents_both_routes(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    body = spec["paths"]["/api/standings"]["post"]["requestBody"]["content"]
    assert set(body) == {"application/json", "multipart/form-data"}
    assert "event" in body["application/json"]["schema"]["properties"]
    assert "/api/tiebreaks" in spec["paths"]
    assert "/" not in spec["paths"]


def test_docs_are_off_by_default_and_on_with_the_option(pool: ComputePool) -> None:
    """Swagger UI and ReDoc load from a CDN with inline scripts, outside the site's CSP: off unless asked."""
    plain = TestClient(create_app(WebSettings(), pool=pool))
    assert plain.get("/docs").status_code == 404 and plain.get("/redoc").status_code == 404
    assert plain.get("/openapi.json").status_code == 200
    docs = TestClient(create_app(WebSettings(docs=True), pool=pool))
    assert docs.get("/docs").status_code == 200
    assert WebSettings.from_env({"TIEBREAK_WEB_DOCS": "1"}).docs and not WebSettings.from_env({}).docs


def test_a_plain_post_without_the_list_uses_the_file_list(client: TestClient) -> None:
    r = client.post(
        "/", data={"event": ARENA.replace("212 PTS,DE,BH,", "212 PTS,BWG,DE,BH,"), "edition": "seed"}
    )
    assert re.findall(r'name="tb" value="([^"]+)"', r.text)[:3] == ["BWG", "DE", "BH"]
    assert names_in_order(r.text)[:2] == ["Ng, Chloe", "Chen, Ava"]
    r = client.post("/", data={"event": ARENA, "tiebreaks": "BH, BWG", "rules": "seed"})
    assert re.findall(r'name="tb" value="([^"]+)"', r.text) == ["BH", "BWG"]
    r = client.post("/", data={"event": ARENA, "list": "1"})  # the page's list, emptied by the user
    assert 'name="tb"' not in r.text and "share their place" in r.text


def test_selected_player_stays_open_while_the_list_changes(client: TestClient) -> None:
    r = client.post("/", data=form(player="2"))
    assert '<input type="hidden" name="selected" value="2">' in r.text
    r = client.post("/", data=form(selected="2", op="up:7", list="1"))
    assert "Ng, Chloe: rank 1" in r.text


def test_export_file_name_is_safe_for_any_event_name(client: TestClient) -> None:
    event = ARENA.replace("012 Chess Republic Arena - tie-break example", '012 Турнир "A"; rm -rf / <b>')
    r = client.post("/export", data=form(event=event, fmt="csv"))
    assert r.status_code == 200
    assert r.headers["content-disposition"] == 'attachment; filename="a-rm-rf-b.csv"'
    r = client.post("/export", data=form(event=event.replace('Турнир "A"; rm -rf / <b>', "Блиц"), fmt="json"))
    assert r.headers["content-disposition"] == 'attachment; filename="standings.json"'


def test_list_length_is_capped(client: TestClient) -> None:
    r = client.post("/", data=form(tb=["WIN"] * 40, op="add", add_code="SB"))
    assert r.status_code == 422 and "at most 40 tie-breaks" in r.text


FORMATS_DIR = Path(__file__).resolve().parents[1] / "data" / "formats"


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("arena-5.csv", "csv"),
        ("arena-5.pgn", "pgn"),
        ("arena-5.chess-results.txt", "crosstable"),
        ("arena-5.chess-results.html", "html"),
        ("arena-5.chess-results.copied.txt", "crosstable"),
    ],
)
def test_other_formats_upload_and_paste(client: TestClient, name: str, fmt: str) -> None:
    data = (FORMATS_DIR / name).read_bytes()
    r = client.post("/", data={"tb": DEFAULT, "rules": "seed"}, files={"file": (name, data, "text/plain")})
    assert r.status_code == 200
    # the seed's order and values, whatever the format (tests/data/examples/arena-5.seed.tsv)
    assert names_in_order(r.text) == ["Chen, Ava", "Ng, Chloe", "Walsh, Ben", "Rossi, Elena", "Patel, Dylan"]
    assert row_cells(r.text, "Ng, Chloe")[4:6] == ["0.5", "6.5"]
    assert f'<option value="{fmt}" selected>' in r.text
    pasted = client.post("/", data=form(event=data.decode("utf-8"), rules="seed"))
    assert names_in_order(pasted.text)[:2] == ["Chen, Ava", "Ng, Chloe"]


def test_reader_notes_are_shown(client: TestClient) -> None:
    text = (FORMATS_DIR / "arena-5.chess-results.txt").read_text(encoding="utf-8")
    r = client.post("/", data=form(event=text))
    warnings = unescape(r.text.split('class="warnings"', 1)[1].split("</ul>", 1)[0])
    assert "line 12: line ignored (not a row of the table)" in warnings
    d = client.post("/api/standings", json={"event": text, "format": "crosstable"}).json()
    assert any("read as pairing-allocated byes" in n for n in d["reader_notes"])


def test_forced_format_errors_are_located(client: TestClient) -> None:
    r = client.post("/", data=form(format="pgn"))  # a TRF read as PGN
    assert r.status_code == 422 and 'id="event-error"' in r.text
    assert '<option value="pgn" selected>' in r.text
    r = client.post("/api/standings", json={"event": ARENA, "format": "xml"})
    assert r.status_code == 422 and "unknown input format 'xml'" in r.json()["error"]["message"]


def test_team_event_ranks_on_match_points(client: TestClient) -> None:
    r = client.post("/", data=form(event=example_text("team"), tb=["MPTS", "GPTS", "EDE"]))
    assert r.status_code == 200
    assert '<th scope="col" class="pts">MPTS</th>' in r.text
    # TM1 (tests/data/team-spec): Team 1 first on 5 MP; teams 3 and 5 on 4 MP, Team 5 ahead on game points
    assert names_in_order(r.text)[:3] == ["Team 1", "Team 5", "Team 3"]


def test_file_input_accepts_saved_web_pages(client: TestClient) -> None:
    accept = re.search(r'id="file" name="file" (?:multiple )?accept="([^"]+)"', client.get("/").text)
    assert accept and {".html", ".htm"} <= set(accept.group(1).split(","))


FLAG = re.compile(r"(?<![\w-])--[a-z][a-z-]+")


@pytest.mark.parametrize(
    "name", sorted(p.name for p in (Path(__file__).parents[1] / "data" / "formats").iterdir() if p.is_file())
)
def test_no_command_line_flag_on_the_page(client: TestClient, name: str) -> None:
    """Whatever the reader and the engine note about an input, the page says it in its own words (the
    files of tests/data/formats draw notes about byes, games without a result, shared places, columns
    left unread and undated events)."""
    text = (Path(__file__).parents[1] / "data" / "formats" / name).read_bytes().decode("utf-8", "replace")
    page = client.post("/", data={"event": text, "list": "1", "auto": "1", "op": "compute"}).text
    shown = re.sub(r"<(style|script)\b.*?</\1>", "", page, flags=re.S)
    assert not FLAG.findall(shown), FLAG.findall(shown)


def test_exports_as_the_command_line_writes_them(client: TestClient) -> None:
    tsv = client.post("/export", data={**form(tb=W_B_FIRST, rules="seed"), "fmt": "tsv"})
    assert tsv.headers["content-type"].startswith("text/tab-separated-values")
    assert tsv.text.splitlines()[1].split("\t")[:4] == ["1", "2", "Ng, Chloe", "3.5"]
    trf = client.post("/export", data={**form(), "fmt": "trf"})
    assert trf.headers["content-disposition"].endswith('.trf"')
    lines = trf.text.splitlines()
    assert lines[0] == "012 Chess Republic Arena - tie-break example"
    assert any(line.startswith("212 ") and "BWG" in line for line in lines)  # our list in record 212
    # FIDE 2026 (arena-5.fide2026.tsv): Chloe (SNo 2) first, Ava (SNo 1) second, in columns 86-89
    ranks = {int(line[4:8]): int(line[85:89]) for line in lines if line.startswith("001 ")}
    assert ranks[2] == 1 and ranks[1] == 2


def test_empty_compute_says_what_is_missing(client: TestClient) -> None:
    r = client.post("/", data={"event": "", "list": "1", "op": "compute"})
    assert r.status_code == 422
    assert 'id="event-error"' in r.text and "Nothing to rank yet" in r.text
    assert 'data-focus="event"' in r.text


def test_two_competitors_explained_with_the_deciding_section_open(client: TestClient) -> None:
    # Arena, FIDE 2026 (arena-5.fide2026.tsv): Chloe above Ava, equal on points and on DE..SB, split by BWG 1-0
    r = client.post("/", data={**form(), "op": "explain", "pick_a": "2", "pick_b": "1"})
    assert 'id="pair-summary"' in r.text and "BWG" in r.text.split('id="pair-summary"')[1].split("</p>")[0]
    opened = re.findall(r'<details class="deciding" open>\s*<summary>(.*?)</summary>', r.text, re.S)
    assert opened and all("BWG" in o for o in opened)
    assert 'name="other_selected" value="1"' in r.text


def test_the_address_restores_the_settings(client: TestClient) -> None:
    r = client.get("/", params={"tb": "BH,SB", "rules": "2024", "pairing": "swiss", "list": "1"})
    assert r.status_code == 200
    assert re.findall(r'name="tb" value="([^"]+)"', r.text) == ["BH", "SB"]
    assert 'value="2024" id="rules-2024" checked' in r.text


def test_pages_and_assets_are_compressed_not_the_api(client: TestClient) -> None:
    for path in ("/", "/static/style.css", "/static/app.js"):
        r = client.get(path, headers={"Accept-Encoding": "gzip"})
        assert r.status_code == 200 and r.headers.get("content-encoding") == "gzip", path
    r = client.post(
        "/api/standings", json={"event": ARENA, "explain": "all"}, headers={"Accept-Encoding": "gzip"}
    )
    assert r.status_code == 200 and "content-encoding" not in r.headers


def _banner(page: str) -> str:
    """The text of the page's banner on a pasted publication checked (``#published-check``)."""
    inner = page.split('id="published-check"', 1)[1].split("</div>", 1)[0]
    return unescape(re.sub(r"<[^>]+>", "", re.sub(r"\s+", " ", inner)))


def test_a_pasted_publication_gets_its_banner(client: TestClient) -> None:
    # lakeside-7.es.txt (a Spanish chess-results crosstable): its own Desp1/Desp2 columns agree in
    # every published place and value under the 2026 rules
    text = (Path(__file__).parents[1] / "data" / "formats" / "lakeside-7.es.txt").read_text(encoding="utf-8")
    r = client.post("/", data={"event": text, "list": "1", "auto": "1", "op": "compute"})
    banner = _banner(r.text)
    assert "Agrees with the published ranking: 7 of 7 places, 14 of 14 values agree" in banner
    assert "(BH, SB)" in banner and 'id="use-published"' not in r.text
    assert "the tie-break columns of the publication" in r.text
    mine = client.post("/", data={"event": text, "list": "1", "tb": ["SB"], "op": "compute"})
    assert 'id="use-published"' in mine.text
    again = client.post("/", data={"event": text, "list": "1", "tb": ["SB"], "op": "list:published"})
    assert re.findall(r'name="tb" value="([^"]+)"', again.text) == ["BH", "SB"]


def test_a_pasted_page_of_several_events_is_checked_against_the_table_read(client: TestClient) -> None:
    # tests/data/real/narva-schnellschach-2026.md: three SwissChess crosstables, one event each; the
    # first of the three is read, and its own Buchh and SoBerg are the ranking checked, as on the
    # command line (before: the page's first table, a Grand-Prix total, so no banner)
    text = (Path(__file__).parents[1] / "data" / "real" / "narva-schnellschach-2026.md").read_text(
        encoding="utf-8"
    )
    r = client.post("/", data={"event": text, "list": "1", "auto": "1", "op": "compute"})
    banner = _banner(r.text)
    assert "Agrees with the published ranking" in banner and "28 of 28 values agree" in banner
    assert "(BH, SB)" in banner


def test_a_pasted_ranking_before_the_last_round_is_checked_as_of_its_round(client: TestClient) -> None:
    # tests/data/real/narva-abteilungsmeisterschaft-2025-after-r6.md: "Rangliste nach der 6. Runde" above
    # the pairing lists of 7 rounds: its 23 places and 46 Buchh and SoBerg values agree as of round 6
    # (legacy), and the banner says so; the standings are those of round 7
    text = Path(__file__).parents[1] / "data" / "real" / "narva-abteilungsmeisterschaft-2025-after-r6.md"
    r = client.post(
        "/", data={"event": text.read_text(encoding="utf-8"), "list": "1", "auto": "1", "op": "compute"}
    )
    banner = _banner(r.text)
    assert "23 of 23 places, 46 of 46 values agree" in banner
    assert "compared as of round 6, the round the published ranking stands after" in banner
    assert "after round 7" in r.text


def test_several_files_posted_together_are_checked_against_the_last_ones_ranking(client: TestClient) -> None:
    # tests/data/real/narva-krt-2023: the pairing lists of every round and the ranking after them, one
    # upload of two files (kept as one text, as the page keeps them): the ranking's Buchh and SoBerg are
    # checked, as `tiebreak check` checks them (86 places, 172 values agree)
    from tiebreak.readers.files import bundle

    real = Path(__file__).parents[1] / "data" / "real"
    text = bundle(
        [
            (name, (real / name).read_text(encoding="utf-8"))
            for name in ("narva-krt-2023.pairings.md", "narva-krt-2023.ranking.md")
        ]
    )
    r = client.post("/", data={"event": text, "list": "1", "auto": "1", "op": "compute"})
    assert 'id="published-check"' in r.text
    banner = _banner(r.text)
    assert "86 of 86 places, 172 of 172 values agree" in banner


def test_pages_of_an_event_of_two_groups_posted_together_read_the_group_chosen(client: TestClient) -> None:
    # tests/data/formats/oks-2021-04-ronde6.swar.html and tests/data/pairings/swar-oks2-2021-ronde7.html:
    # both pages hold the lists of groups A and B; with group=2 in the columns field, group B's 50
    # published places are checked and all agree (legacy)
    from tiebreak.readers.files import bundle

    data = Path(__file__).parents[1] / "data"
    text = bundle(
        [
            (path.name, path.read_text(encoding="utf-8"))
            for path in (
                data / "formats" / "oks-2021-04-ronde6.swar.html",
                data / "pairings" / "swar-oks2-2021-ronde7.html",
            )
        ]
    )
    r = client.post(
        "/", data={"event": text, "list": "1", "auto": "1", "op": "compute", "columns": "group=2"}
    )
    assert "50 of 50 places" in _banner(r.text)
    first = client.post("/", data={"event": text, "list": "1", "auto": "1", "op": "compute"})
    assert "these inputs hold 2 events" in unescape(first.text)
    assert "--columns" not in unescape(first.text)


def test_the_api_reads_pages_pasted_one_after_another(client: TestClient) -> None:
    # a round's pairing list and the crosstable, copied from their pages and pasted into one text: read as
    # the pages given as files (round 1 Ann beat Dan, Bob drew Cy; round 2 Ann beat Cy, Bob beat Dan)
    text = LIST_AND_CROSSTABLE
    r = client.post("/api/standings", json={"event": text, "tiebreaks": ["BH"], "explain": "none"})
    assert r.status_code == 200, r.text
    rows = r.json()["standings"]
    assert [(row["name"], row["points"]) for row in rows] == [
        ("Ann A", "2"),
        ("Bob B", "1.5"),
        ("Cy C", "0.5"),
        ("Dan D", "0"),
    ]
