"""chess-results' upload XML (``<chessresults>``: what Swiss-Manager and Sharly Chess send chess-results),
read by readers/crxml.py. The files are real events kept by Sharly Chess's repository
(tests/data/real/MANIFEST.tsv, ``crxml-*``); the expected values are the files' own attributes, read here
with ElementTree, and the interface's description of the form (a pairing-allocated bye ``blackno="-1"``,
a round not paired ``-2``)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

import tiebreak
from conftest import DATA
from tiebreak.checking.check import check_published
from tiebreak.cli import main
from tiebreak.model.errors import ParseError
from tiebreak.model.tournament import Result
from tiebreak.readers import read_path
from tiebreak.readers.crxml import _code, published_from_crxml

REAL = DATA / "real"
SWISS = REAL / "crxml-potsdam-single-swiss-2025.xml"
TEAM_SWISS = REAL / "crxml-eschlkam-team-swiss-2025.xml"


def _attrs(path: Path, where: str) -> list[dict[str, str]]:
    return [dict(n.attrib) for n in ET.parse(path).getroot().findall(where)]


def test_the_individual_swiss_reads_every_game_bye_and_round_not_paired() -> None:
    event = read_path(SWISS)
    assert event.name == "Test Single Swiss-System Test" and event.rounds == 7
    assert str(event.start_date) == "2025-09-26" and event.tiebreaks == ("PTS", "BH", "SB")
    pairings = _attrs(SWISS, "playerpairings/playerpairing")
    byes = {(int(g["round"]), int(g["whiteno"])) for g in pairings if g["blackno"] == "-1"}
    absent = {(int(g["round"]), int(g["whiteno"])) for g in pairings if g["blackno"] == "-2"}
    assert len(byes) == 4 and len(absent) == 13
    for p in event.players:
        for e in p.rounds:
            if (e.round, p.sno) in byes:
                assert e.result is Result.PAB
            elif (e.round, p.sno) in absent:
                assert e.opponent is None and e.result is Result.NOT_PAIRED
    published = {int(a["no"]): Fraction(a["pts"].replace(",", ".")) for a in _attrs(SWISS, "players/player")}
    standings = tiebreak.compute_standings(event, "BH", tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert {r.sno: r.points for r in standings.rows} == published


def test_check_compares_the_files_own_ranking_and_values() -> None:
    event = read_path(SWISS)
    published = published_from_crxml(SWISS.read_text(encoding="utf-8"))
    assert [c.codes for c in published.columns] == [("BH",), ("SB",)]
    report = check_published(event, published, options=tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert not report.differences
    assert main(["check", "--rules", "2024", str(SWISS)]) == 0


def test_a_team_swiss_reads_its_teams_byes_and_match_points() -> None:
    event = read_path(TEAM_SWISS)
    assert event.is_team_event and event.team_info is not None
    teams = _attrs(TEAM_SWISS, "teams/team")
    assert len(event.team_info.teams) == len(teams) == 11
    byes = [t for t in _attrs(TEAM_SWISS, "teampairings/teampairing") if t["no2"] == "-1"]
    assert sorted(event.team_info.pab_rounds) == sorted((int(t["round"]), int(t["no1"])) for t in byes)
    assert event.team_info.pab_game_points == Fraction(4)
    standings = tiebreak.compute_standings(event, "MPTS,GPTS", tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert {r.name: (r.points, r.values[0]) for r in standings.rows} == {
        t["teamname"]: (Fraction(t["tb1"]), Fraction(t["tb2"].replace(",", "."))) for t in teams
    }


@pytest.mark.parametrize(
    ("number", "detail", "team", "code"),
    [
        (37, "", False, "BH"),
        (84, "0,0,1,-", False, "BH/C1"),  # the weakest result cut
        (84, "0,1,1,P", False, "BH/M1"),  # the strongest and the weakest
        (84, "0,1,0,-", False, None),  # the strongest alone: no criterion of C.07
        (84, "", True, "BH:MP"),
        (68, "1", False, "WON"),
        (82, "1,0,0,0", True, "EMGSB"),
        (1, "", True, "GPTS"),
        (52, "", True, None),  # Swiss-Manager's Sonneborn-Berger of a team event
        (5, "", False, None),  # entered by hand
    ],
)
def test_swiss_managers_numbers_name_criteria_of_c07(
    number: int, detail: str, team: bool, code: str | None
) -> None:
    assert _code(number, detail, team) == code


def test_xml_that_is_not_well_formed_is_refused_with_its_place(tmp_path: Path) -> None:
    bad = tmp_path / "upload.xml"
    bad.write_text(
        '<?xml version="1.0"?>\n<chessresults>\n<players><player no="1"></players>\n', encoding="utf-8"
    )
    with pytest.raises(ParseError) as caught:
        read_path(bad)
    assert "not well-formed XML" in caught.value.message and caught.value.line == 3
    assert main(["standings", str(bad)]) == 2


def test_an_entity_declaration_is_refused_unexpanded() -> None:
    bomb = (
        '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]>\n<chessresults><players>&a;</players>'
    )
    with pytest.raises(ParseError) as caught:
        tiebreak.read_text(bomb + "<player no='1'/></chessresults>", source="upload.xml")
    assert "entity declaration" in caught.value.message and caught.value.line == 2


OWN = DATA / "formats" / "club-swiss.chessresults-upload.xml"


@pytest.mark.parametrize(
    ("before", "after", "said"),
    [
        ('from="20260110"', 'from="20261399"', "the first day from='20261399' is no date"),
        (
            'whiteno="1" blackno="3" reswhite="1.0" resblack="0.0"',
            'whiteno="1" blackno="3" reswhite="x" resblack="1e999"',
            "the result x : 1e999",
        ),
        ('round="3" pairing="1"', 'round="999999999" pairing="1"', "the limit is 99 rounds"),
    ],
)
def test_a_value_out_of_the_form_is_said_never_a_traceback(before: str, after: str, said: str) -> None:
    text = OWN.read_text(encoding="utf-8")
    assert before in text
    try:
        event = tiebreak.read_text(text.replace(before, after), source="upload.xml")
    except ParseError as exc:
        assert said in exc.message
        return
    assert any(said in d.message for d in event.diagnostics)
    assert event.start_date is None


def test_our_own_small_upload_reads_its_byes_forfeits_and_unrated_game() -> None:
    event = read_path(OWN)
    rounds = {p.name: [(e.opponent, e.result) for e in p.rounds] for p in event.players}
    assert rounds["Eck,Eva"] == [(None, Result.PAB), (3, Result.FORFEIT_LOSS), (2, Result.LOSS)]
    assert rounds["Cruz,Cy"][1:] == [(5, Result.FORFEIT_WIN), (None, Result.HALF_BYE)]
    assert rounds["Dorn,Dan"][1:] == [(None, Result.NOT_PAIRED), (1, Result.LOSS_UNRATED)]
    assert {p.name: p.declared_points for p in event.players} == {
        p.name: sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        for p in event.players
    }


def test_a_team_event_ranked_on_game_points_first_says_so() -> None:
    """``tb1no="1"`` (game points) before 13 (match points): the teams rank on game points, the file's
    ``points`` are their game points."""
    text = (
        TEAM_SWISS.read_text(encoding="utf-8")
        .replace('tb1no="13"', 'tb1no="1"')
        .replace('tb2no="1"', 'tb2no="13"')
    )
    event = tiebreak.read_text(text, source="upload.xml")
    assert event.team_info is not None and event.team_info.primary == "GP"
    assert event.tiebreaks[:2] == ("GPTS", "MPTS")
    assert all(
        t.declared_match_points is None and t.declared_game_points is not None for t in event.team_info.teams
    )


def test_a_number_in_other_digits_is_no_number() -> None:
    """The fuzz test's find: a rating ``²700`` (a superscript two) passed ``str.isdigit`` and failed in
    ``int``; only ASCII digits make a number, the rest is no rating."""
    text = OWN.read_text(encoding="utf-8").replace('rtg="1700"', 'rtg="\u00b2700"')
    event = tiebreak.read_text(text, source="upload.xml")
    assert next(p for p in event.players if p.name == "Eck,Eva").rating is None
