"""``tiebreak standings`` of a publication given without a list: ranked with the tie-break columns its own
ranking prints, under the edition their values agree with, as the page ranks a pasted publication.

The page: chess-results' final ranking crosstable of the Finnish open championship 2015 (tests/data/real/
cr-fi-naantali-avoin-sm-2015-final-crosstable.html, its MANIFEST row), whose footnote names its two
tie-breaks, Buchholz and Sonneborn-Berger. Its printed rows (place, name, points, TB1, TB2): 1 Kiik Kalle
7,5 50,5 41,25; 5 Valkama Eero 6,0 50,5 31,50; 6 Topi-Hulmi Teemu 6,0 50,5 30,25: on equal points and
equal Buchholz, the Sonneborn-Berger places Valkama fifth, as the organiser's list says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tiebreak.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"
PAGE = str(DATA / "real" / "cr-fi-naantali-avoin-sm-2015-final-crosstable.html")


def _row(out: str, name: str) -> list[str]:
    line = next(x for x in out.splitlines() if name in x)
    return line.replace(name, "NAME").split()


def test_a_publication_is_ranked_by_its_own_tie_breaks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", PAGE]) == 0
    out = capsys.readouterr().out
    assert "Order: points, BH, SB (the list of the input's own ranking: no list given)" in out
    assert "Rules: FIDE before C.07" in out  # 2015: the values agree under the rules of the time
    assert _row(out, "Kiik Kalle")[:2] == ["1", "1"]
    assert _row(out, "Kiik Kalle")[-3:] == ["7.5", "50.5", "41.25"]
    assert _row(out, "Valkama Eero")[0] == "5"
    assert _row(out, "Valkama Eero")[-3:] == ["6", "50.5", "31.5"]
    assert _row(out, "Topi-Hulmi Teemu")[0] == "6"
    assert _row(out, "Topi-Hulmi Teemu")[-3:] == ["6", "50.5", "30.25"]
    assert "note: ranked with the tie-breaks the input's own ranking publishes, BH, SB" in out
    assert "44 of 44 places" in out


def test_the_list_in_json_says_where_it_came_from(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", PAGE, "--format", "json"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert data["list_source"] == "publication"
    assert data["rules"] == "legacy"
    assert "ranked with the tie-breaks the input's own ranking publishes" in captured.err


@pytest.mark.parametrize(
    "asked",
    [["--tiebreaks", "SB,BH"], ["--rules", "2026"]],
    ids=["a list asked for", "an edition asked for"],
)
def test_a_list_or_an_edition_asked_for_is_kept(asked: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", PAGE, *asked]) == 0
    out = capsys.readouterr().out
    assert "the list of the input's own ranking" not in out
    assert "ranked with the tie-breaks the input's own ranking publishes" not in out


def test_an_event_file_without_a_ranking_keeps_the_default_list(capsys: pytest.CaptureFixture[str]) -> None:
    """A TRF file (no list in it, its ranks no publication's tie-break columns): the default list."""
    assert main(["standings", str(DATA / "corpus" / "drr-gen-001.trf")]) == 0
    out = capsys.readouterr().out
    assert "(the default list for" in out
    assert "the list of the input's own ranking" not in out


def test_a_team_publication_is_ranked_on_the_score_it_ranks_on(capsys: pytest.CaptureFixture[str]) -> None:
    """The Muğla club team championship 2011 (tests/data/real/sm-tr-mugla-club-team-ch-2011.md): its ranking
    orders the clubs by MP and prints their game points (Pts.) beside them: 1 Marmaris 9 MP 28, 2 Muğla SK
    8 MP 29½ (more game points, fewer match points)."""
    assert main(["standings", str(DATA / "real" / "sm-tr-mugla-club-team-ch-2011.md")]) == 0
    out = capsys.readouterr().out
    assert "Order: points, GPTS (the list of the input's own ranking: no list given)" in out
    assert "ranked with the tie-breaks the input's own ranking publishes, MPTS, GPTS" in out
    assert _row(out, "MARMARİS BELEDİYESİ GENÇLİK SPOR KULÜBÜ")[:2] == ["1", "1"]
    assert _row(out, "MARMARİS BELEDİYESİ GENÇLİK SPOR KULÜBÜ")[-2:] == ["9", "28"]
    assert _row(out, "MUĞLA SPOR KULÜBÜ")[0] == "2"
    assert _row(out, "MUĞLA SPOR KULÜBÜ")[-2:] == ["8", "29.5"]


LEAGUE = str(DATA / "real" / "wikipedia-de-ddr-team-ch-1960.txt")
"""The East German team championship 1960 (its MANIFEST row): 6 teams, each pair four matches of 8 boards,
each cell the board points of the four; the page ranks on those (Punkte): 1 TSC Oberschöneweide Berlin I
96,0; 2 SC Chemie Halle 92,5; 3 SC Rotation Leipzig 85,0; 4 SC Einheit Dresden 81,0; 5 Motor Gotha 77,5;
6 TSC Oberschöneweide Berlin II 48,0."""


def test_a_league_ranked_on_its_game_points_is_ranked_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", LEAGUE]) == 0
    out = capsys.readouterr().out
    ranked = [
        ("1", "TSC Oberschöneweide Berlin I", "96"),
        ("2", "SC Chemie Halle", "92.5"),
        ("3", "SC Rotation Leipzig", "85"),
        ("4", "SC Einheit Dresden", "81"),
        ("5", "Motor Gotha", "77.5"),
        ("6", "TSC Oberschöneweide Berlin II", "48"),
    ]
    for place, name, points in ranked:
        row = _row(out, name + " " if name.endswith(" I") else name)
        assert (row[0], row[-1]) == (place, points), name
    assert "note: ranked on the game points (GPTS), as the input's own ranking does" in out
