"""The page's way out of a dead end (issue 23 item 3), the PGN bye control, and dropped rating criteria
(issue 24): through the real application (FastAPI's test client, the compute pool).

The dead-end input is a club page as clubs write them: a Finnish crosstable in an HTML table whose third
column, headed ``Ikä`` (age), holds numbers before the rounds headed ``Ott1``-``Ott3`` (ottelu, game:
headings no reader knows), so that the reader cannot tell what it is and makes no event. Its published points (column ``Yht``: 2½, 2, 1, ½) are what the standings must show
once the user says what each column holds."""

from __future__ import annotations

import re
from fractions import Fraction
from html import unescape
from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from page_names import player_names
from tiebreak.web.app import create_app
from tiebreak.web.pool import ComputePool
from tiebreak.web.service import FormState, decode_state, encode_state
from tiebreak.web.settings import WebSettings


def _value(text: str) -> Fraction:
    """A score as published (``2½``) or as the page writes it (``2.5``)."""
    whole = text.replace("½", "")
    return Fraction(whole or 0) + (Fraction(1, 2) if "½" in text else 0)


ROWS = [
    ("Nr", "Pelaaja", "Ikä", "Ott1", "Ott2", "Ott3", "Yht"),
    ("1", "Virtanen Matti", "34", "4w1", "2b½", "3w1", "2½"),
    ("2", "Laine Pekka", "51", "3b1", "1w½", "4w½", "2"),
    ("3", "Koski Anna", "17", "2w0", "4b1", "1b0", "1"),
    ("4", "Nieminen Ari", "62", "1b0", "3w0", "2b½", "½"),
]
CLUB_PAGE = (
    "<html><body><h1>Kevätturnaus 2024</h1>\n<table>\n"
    + "\n".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in ROWS)
    + "\n</table></body></html>\n"
)
PUBLISHED = {row[1]: _value(row[6]) for row in ROWS[1:]}
CHOICE = {
    "col_table": "1",
    "col_header": "1",
    "role_1": "sno",
    "role_2": "name",
    "role_3": "ignore",
    "role_4": "rounds",
    "role_5": "rounds",
    "role_6": "rounds",
    "role_7": "points",
}


@pytest.fixture
def client(pool: ComputePool) -> TestClient:
    return TestClient(create_app(WebSettings(), pool=pool))


def _standings(html: str) -> dict[str, Fraction]:
    table = html.split('id="standings"', 1)[1].split("</table>", 1)[0]
    out = {}
    for row in table.split("<tr")[2:]:
        name = player_names(row)
        points = re.search(r'<td class="num pts">([^<]*)<', row)
        assert name and points
        out[name[0]] = _value(points.group(1))
    return out


def _selected(html: str, select_id: str) -> str:
    block = html.split(f'id="{select_id}"', 1)[1].split("</select>", 1)[0]
    found = re.search(r'<option value="([^"]*)" selected>', block)
    return found.group(1) if found else ""


def test_no_event_shows_the_step_then_the_choice_ranks_with_the_tables_points(client: TestClient) -> None:
    r = client.post("/", data={"event": CLUB_PAGE, "op": "compute"})
    assert r.status_code == 422 and 'id="columns-step"' in r.text and 'id="standings"' not in r.text
    # each column with a choice of role, preselected with what its content suggested
    assert "Table 1: HTML table at line 2, 5 rows × 7 columns" in r.text
    assert [_selected(r.text, f"role-{n}") for n in range(1, 8)][:2] == ["sno", "name"]
    assert [_selected(r.text, f"role-{n}") for n in (4, 5, 6)] == ["rounds"] * 3
    assert _selected(r.text, "col-header") == "1"
    assert "<td>Virtanen Matti</td>" in r.text  # the first rows, as a small table
    assert "--columns" not in r.text  # the page names its own controls
    assert "the Columns field" in r.text
    # the choice: the age is nothing to read
    r = client.post("/", data={"event": CLUB_PAGE, "op": "columns", **CHOICE})
    assert r.status_code == 200, r.text[:2000]
    assert _standings(r.text) == PUBLISHED
    echo = unescape(r.text.split('id="columns-read">', 1)[1].split("</p>", 1)[0])
    assert echo.startswith(
        "Columns read: table 1, header row 1; starting number: column 1; name: column 2; "
        "round results: columns 4–6; points: column 7."
    )
    # kept in the Columns field and in the share link, so that it can be repeated
    spec = re.search(r'id="columns" name="columns" value="([^"]*)"', r.text)
    assert spec and spec.group(1) == "table=1,header=1,sno=1,name=2,ignore=3,rounds=4-6,points=7"
    blob = re.search(r'href="/\?s=([A-Za-z0-9_-]+)', r.text)
    assert blob and decode_state(blob.group(1)).columns == spec.group(1)
    again = client.get(f"/?s={blob.group(1)}")
    assert again.status_code == 200 and _standings(again.text) == PUBLISHED
    # and in an address that holds the settings only (the event kept in the browser)
    r = client.post("/", data={"event": CLUB_PAGE, "op": "compute", "columns": spec.group(1)})
    assert r.status_code == 200 and _standings(r.text) == PUBLISHED


def test_the_other_tables_can_be_chosen_and_a_bad_choice_is_told_at_the_field(client: TestClient) -> None:
    two = CLUB_PAGE.replace(
        "</body>",
        "<table><tr><td>Sponsor</td><td>Kahvila</td></tr><tr><td>Sali</td><td>Koulu</td></tr></table></body>",
    )
    r = client.post("/", data={"event": two, "op": "compute"})
    assert r.status_code == 422 and 'id="use-table-2"' in r.text and 'id="found-1"' in r.text
    r = client.post("/", data={"event": two, "op": "table:2"})
    assert 'id="found-2"' in r.text and 'id="use-table-1"' in r.text
    r = client.post("/", data={"event": two, "op": "compute", "columns": "nme=2"})
    assert r.status_code == 422 and 'id="columns-error"' in r.text
    assert "the Columns field: unknown column kind &#39;nme&#39;" in r.text


def test_pgn_bye_control_is_kept_in_the_state_and_the_link() -> None:
    state = FormState(event="x", pgn_bye="half", columns="name=2,rounds=4-6")
    assert decode_state(encode_state(state)) == state
    assert decode_state(encode_state(FormState(event="x"))).pgn_bye == "unplayed"


PGN_WITH_BYE = """[Event "Junior Cup"]
[Round "1"]
[White "Aho, Ella"]
[Black "Berg, Otto"]
[Result "1-0"]

1. e4 1-0

[Event "Junior Cup"]
[Round "1"]
[White "Cajander, Sini"]
[Black "BYE"]
[Result "*"]

*

[Event "Junior Cup"]
[Round "2"]
[White "Cajander, Sini"]
[Black "Aho, Ella"]
[Result "1/2-1/2"]

1. d4 1/2-1/2

[Event "Junior Cup"]
[Round "2"]
[White "Berg, Otto"]
[Black "BYE"]
[Result "*"]

*
"""


@pytest.mark.parametrize(
    ("bye", "points"),
    [
        ("unplayed", {"Aho, Ella": "1½", "Cajander, Sini": "½", "Berg, Otto": "0"}),
        ("half", {"Aho, Ella": "1½", "Cajander, Sini": "1", "Berg, Otto": "½"}),
        ("full", {"Aho, Ella": "1½", "Cajander, Sini": "1½", "Berg, Otto": "1"}),
    ],
)
def test_pgn_byes_with_star_are_worth_what_the_menu_says(
    client: TestClient, bye: str, points: dict[str, str]
) -> None:
    r = client.post("/", data={"event": PGN_WITH_BYE, "op": "compute", "pgn_bye": bye})
    assert r.status_code == 200
    assert _standings(r.text) == {name: _value(p) for name, p in points.items()}
    assert _selected(r.text, "pgn_bye") == bye
    assert "--pgn-bye" not in r.text
    if bye == "unplayed":  # the reader's note points to the page's menu
        assert "the menu PGN byes with result *" in unescape(r.text)


def test_rating_criteria_dropped_for_unrated_players_are_not_columns(client: TestClient) -> None:
    """C.07 Article 10 (spec §8): ARO and RTNG are dropped when some players are unrated and no rating
    stands in (``/U``); the page says so instead of showing columns of dashes."""
    tb = ["DE", "ARO", "RTNG", "SB"]
    r = client.post("/", data={"event": CLUB_PAGE, "op": "columns", "tb": tb, **CHOICE})
    assert r.status_code == 200
    head = r.text.split('id="standings"', 1)[1].split("</thead>", 1)[0]
    assert ">DE</abbr>" in head and ">SB</abbr>" in head
    assert ">ARO</abbr>" not in head and ">RTNG</abbr>" not in head
    body = r.text.split('id="standings"', 1)[1].split("</table>", 1)[0].split("</thead>", 1)[1]
    first = body.split("<tr", 2)[1]
    assert len(re.findall(r'<td class="num(?: decides)?">', first)) == 2  # DE and SB
    note = unescape(r.text.split('id="dropped-note">', 1)[1].split("</p>", 1)[0])
    assert note.startswith(
        "Not shown: ARO, RTNG, dropped because some players are unrated (FIDE C.07, Article 10)"
    )
    assert "ARO/U1000" in note and "--unrated-rating" not in r.text
    # a rating standing in for the unrated: the column is back
    r = client.post("/", data={"event": CLUB_PAGE, "op": "columns", "tb": ["DE", "ARO/U1000"], **CHOICE})
    head = r.text.split('id="standings"', 1)[1].split("</thead>", 1)[0]
    assert ">ARO/U1000</abbr>" in head and 'id="dropped-note"' not in r.text


def test_the_printable_page_leaves_a_dropped_criterion_out_too(client: TestClient) -> None:
    r = client.post(
        "/export",
        data={"event": CLUB_PAGE, "op": "columns", "fmt": "html", "tb": ["DE", "ARO", "SB"], **CHOICE},
    )
    assert r.status_code == 200
    head = r.text.split("<thead>", 1)[1].split("</thead>", 1)[0]
    assert ">DE<" in head and ">SB<" in head and ">ARO<" not in head
    assert "Not shown: ARO, dropped because some players are unrated (FIDE C.07, Article 10)." in r.text


def test_the_live_page_leaves_a_dropped_criterion_out(tmp_path: Path) -> None:
    """A live event with an unrated player and ARO in its list: the spectators' page has no ARO column
    and says why (C.07 Article 10)."""
    from live_helpers import make_app, new_event, pair

    app = make_app(f"sqlite:///{tmp_path / 'events.sqlite3'}")
    with TestClient(app) as live:
        event_id, token = new_event(live, tiebreaks="DE,ARO,SB")
        r = live.post(
            f"/api/events/{event_id}/players",
            json={"name": "Unrated, Una"},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert r.status_code in (200, 201), r.text
        pair(live, event_id, token, 1, [(1, 2), (3, 4)])
        page = live.get(f"/events/{event_id}").text
    app.state.live.close()
    app.state.events.close()
    assert re.findall(
        r"<abbr[^>]*>([A-Z]+)</abbr>", page.split('id="standings"', 1)[1].split("</thead>", 1)[0]
    ) == ["DE", "SB"]
    note = unescape(page.split('id="dropped-note">', 1)[1].split("</p>", 1)[0])
    assert note.startswith("Not shown: ARO, dropped because some players are unrated (FIDE C.07, Article 10)")
