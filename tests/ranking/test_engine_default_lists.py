"""The default list by kind of event (spec §10.3, "Default lists by kind of event"): when the organiser gives
no list and the file carries none, an individual Swiss gets ``DE BH BH/C1 BH/M1 PS WIN SB BWG ARO RTNG``, an
individual round robin (single or double) ``DE SB WIN KS BWG`` (C.07 art. 8 allows no Buchholz there), a team
Swiss ``EDE GPTS EMGSB BH:MP`` and a team round robin ``EDE GPTS EMGSB``; the standings say which was used.
One function of the library (:func:`tiebreak.default_list`) chooses it for the command line, the web page,
the API and the event store."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tiebreak
from conftest import DATA
from tiebreak import Options, PairingSystem, compute_standings, default_list
from tiebreak.cli import main
from tiebreak.presenters.standings import render
from tiebreak.readers import example_path

SWISS = ("DE", "BH", "BH/C1", "BH/M1", "PS", "WIN", "SB", "BWG", "ARO", "RTNG")
ROUND_ROBIN = ("DE", "SB", "WIN", "KS", "BWG")
TEAM_SWISS = ("EDE", "GPTS", "EMGSB", "BH:MP")
TEAM_ROUND_ROBIN = ("EDE", "GPTS", "EMGSB")
RR1 = DATA / "spec" / "rr1.trf"  # a round robin of 6 players without a list (spec §11.5)
TEAM = DATA / "corpus" / "team"


def _without_list(path: str) -> tiebreak.Tournament:
    text = "".join(
        line
        for line in Path(path).read_text(encoding="utf-8").splitlines(keepends=True)
        if not line.startswith(("212", "202"))
    )
    return tiebreak.read_text(text)


@pytest.mark.parametrize(
    ("event", "kind", "codes"),
    [
        (str(example_path("arena")), "swiss", SWISS),
        (str(RR1), "round-robin", ROUND_ROBIN),
        (str(TEAM / "tdrr-001.trf"), "team-round-robin", TEAM_ROUND_ROBIN),  # a double round robin
        (str(TEAM / "trr-001.trf"), "team-round-robin", TEAM_ROUND_ROBIN),
        (str(TEAM / "tsw-001.trf"), "team-swiss", TEAM_SWISS),
        (str(example_path("team")), "team-swiss", TEAM_SWISS),
    ],
)
def test_each_kind_of_event_gets_its_list(event: str, kind: str, codes: tuple[str, ...]) -> None:
    t = _without_list(event)
    assert (default_list(t).kind, default_list(t).codes) == (kind, codes)
    s = compute_standings(t)
    assert (s.list_source, s.codes, s.default_list) == ("default", codes, default_list(t))


def test_a_round_robin_gets_no_buchholz_and_no_article_8_note() -> None:
    s = compute_standings(_without_list(str(RR1)))
    assert not any("Article 8" in w for w in s.warnings)


def test_the_pairing_option_chooses_the_kind() -> None:
    t = _without_list(str(example_path("arena")))
    assert default_list(t, PairingSystem.ROUND_ROBIN).codes == ROUND_ROBIN
    assert compute_standings(t, None, Options(pairing=PairingSystem.ROUND_ROBIN)).codes == ROUND_ROBIN


def test_a_team_event_ranked_on_game_points_gets_the_list_turned() -> None:
    text = (TEAM / "tsw-001.trf").read_text(encoding="utf-8")
    lines = [ln for ln in text.splitlines() if not ln.startswith(("192", "212", "202"))]
    t = tiebreak.read_text("\n".join([*lines, "192 FIDE_TEAM_GP_MP"]) + "\n")
    assert default_list(t).codes == ("EDE", "MPTS", "EGMSB", "BH:GP")


def test_a_list_given_or_in_the_file_is_not_a_default() -> None:
    t = _without_list(str(RR1))
    assert compute_standings(t, "SB").default_list is None
    with_list = tiebreak.read_text(RR1.read_text(encoding="utf-8") + "212      KS   SB\n")
    s = compute_standings(with_list)
    assert (s.list_source, s.codes, s.default_list) == ("file", ("KS", "SB"), None)


def test_text_and_json_say_which_default(capsys: pytest.CaptureFixture[str]) -> None:
    s = compute_standings(_without_list(str(RR1)))
    assert (
        "Order: points, DE, SB, WIN, KS, BWG (the default list for an individual round robin: no list "
        "given and none in the file)" in render(s, "text")
    )
    assert main(["standings", str(RR1), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["default_list"] == {
        "kind": "round-robin",
        "label": "an individual round robin",
        "codes": list(ROUND_ROBIN),
    }
    assert data["tiebreaks"] == list(ROUND_ROBIN)


def test_the_web_page_and_the_api_rank_a_round_robin_with_its_default() -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from tiebreak.web.app import create_app

    client = TestClient(create_app())
    r = client.post("/api/standings", json={"event": RR1.read_text(encoding="utf-8")})
    assert r.status_code == 200
    assert r.json()["tiebreaks"] == list(ROUND_ROBIN) and r.json()["default_list"]["kind"] == "round-robin"
    # the page as first shown holds the Arena list, untouched: computing a round robin uses its own default
    blank = client.get("/")
    assert 'name="auto" value="1"' in blank.text
    page = client.post(
        "/",
        data={
            "event": RR1.read_text(encoding="utf-8"),
            "list": "1",
            "auto": "1",
            "tb": list(SWISS),
            "rules": "auto",
        },
    )
    assert page.status_code == 200
    assert 'id="list-note">(the default list for a round robin)' in page.text
    assert 'name="tb" value="KS"' in page.text and 'name="tb" value="BH/C1"' not in page.text
    assert "Article 8" not in page.text
    # a list the user chose (the preset applied, then computed) is kept
    chosen = client.post(
        "/", data={"event": RR1.read_text(encoding="utf-8"), "list": "1", "tb": ["BH", "SB"], "rules": "auto"}
    )
    assert 'id="list-note"' not in chosen.text and 'name="tb" value="BH"' in chosen.text


def test_the_page_state_keeps_whether_its_list_is_the_default() -> None:
    pytest.importorskip("fastapi")
    from tiebreak.web.service import FormState, apply_op, decode_state, encode_state, event_and_standings

    state = FormState(event=RR1.read_text(encoding="utf-8"), auto_list=True)
    assert decode_state(encode_state(state)).auto_list
    assert not decode_state(encode_state(FormState(event="x"))).auto_list
    assert event_and_standings(state)[1].codes == ROUND_ROBIN  # the shown Arena list is not the user's
    chosen = apply_op(state, "preset:arena", "")  # a list the user chose is theirs
    assert not chosen.auto_list and event_and_standings(chosen)[1].codes == SWISS
    assert apply_op(state, "nothing", "") is state
