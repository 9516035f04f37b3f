"""A team crosstable of match results in a spreadsheet's CSV (a club site's data file: ``r,team,1,2,…,bp,mp``,
the diagonal ``XX``), read as a team event (readers/csvfile.py → readers/assemble.py ``team_event``); its
match-points column on a league's own scale (1 / ½ / 0, 3 / 1 / 0) taken as the event's match points; its
published columns read as a team ranking (formats/published.py: the rank ``r`` told by its values, a ``#``
column of matches played no rank). The files are real publications (SK Dworp's Belgian interclubs archive,
tests/data/real/MANIFEST.tsv); the expected values are their own columns, split here with the csv module."""

from __future__ import annotations

import csv
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from conftest import DATA
from tiebreak.cli import main
from tiebreak.formats.published import read_published
from tiebreak.model.errors import Severity
from tiebreak.model.tournament import MatchScoring
from tiebreak.readers import read_path, read_text

REAL = DATA / "real"
HALF_SCALE = REAL / "dworp-ni-2000-01-4b-team-rr.csv"  # mp: 1 a match won, ½ drawn
BYES = REAL / "dworp-ni-2002-03-4b-team-rr.csv"  # 11 teams, mp on 1 / ½ / 0
MP_FIRST = REAL / "dworp-ni-2016-17-3b-team-rr.csv"  # a last column '#': matches played
NAMED = REAL / "dworp-ni-2021-22-3b-team-rr.csv"  # headings nummer, naam


def _rows(path: Path) -> list[dict[str, str]]:
    """The publication's rows, heading -> cell (not the code under test)."""
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


@pytest.mark.parametrize("path", [HALF_SCALE, BYES], ids=["12-teams", "11-teams"])
def test_the_csv_crosstable_gives_the_published_places_board_and_match_points(path: Path) -> None:
    event = read_path(path)
    assert event.is_team_event and event.team_info is not None and event.team_info.match_results_only
    assert event.team_info.match_scoring == MatchScoring(Fraction(1), Fraction(1, 2), Fraction(0))
    published = {row["team"]: row for row in _rows(path)}
    standings = tiebreak.compute_standings(event, "GPTS,MPTS")
    assert len(standings.rows) == len(published)
    for row in standings.rows:
        pub = published[row.name]
        assert (row.rank, row.points, row.values[0]) == (  # GPTS first: ranked on game points (C.07 4.2)
            int(pub["r"]),
            Fraction(pub["bp"]),
            Fraction(pub["mp"]),
        ), row.name


def test_the_scale_of_the_match_points_column_is_said() -> None:
    event = read_path(HALF_SCALE)
    said = [d.message for d in event.diagnostics]
    assert any("column 'mp' gives every team's match points as 1 for a match won" in m for m in said)
    byes = [d.message for d in read_path(BYES).diagnostics]
    assert any("11 teams: each team has a round without a match, worth nothing" in m for m in byes)


def test_a_column_that_fits_no_scale_leaves_match_points_at_2_1_0() -> None:
    text = HALF_SCALE.read_text(encoding="utf-8").replace(
        ",29.5,9\n", ",29.5,8\n", 1
    )  # Aalter: 8 won, 2 drawn
    event = read_text(text, source="league.csv", suffix=".csv")
    assert event.team_info is not None and event.team_info.match_scoring == MatchScoring()


def test_three_points_for_a_win_are_read_from_the_column() -> None:
    # A beat B 3-1 and D 4-0, drew C 2-2; B beat C 3-1, drew D 2-2; D beat C 3-1. On 3 / 1 / 0: A 7, B 4,
    # D 4, C 1 (on 2 / 1 / 0 it would print 5, 3, 3, 1)
    text = "r,team,1,2,3,4,bp,mp\n1,A,XX,3,4,2,9,7\n2,B,1,XX,2,3,6,4\n3,D,0,2,XX,3,5,4\n4,C,2,1,1,XX,4,1\n"
    event = read_text(text, source="three.csv", suffix=".csv")
    assert event.team_info is not None
    assert event.team_info.match_scoring == MatchScoring(Fraction(3), Fraction(1), Fraction(0))
    standings = tiebreak.compute_standings(event, "MPTS")
    assert {r.name: r.points for r in standings.rows} == {"A": 7, "B": 4, "D": 4, "C": 1}


def test_three_points_for_a_win_are_read_from_a_numbered_tie_break_column() -> None:
    # the same matches, their match points in a column headed TB1 (a crosstable Swiss-Manager printed:
    # the heading names no score), its board points in TB2
    text = "Rk.;Team;1;2;3;4;TB1;TB2\n1;A;*;3;4;2;7;9\n2;B;1;*;2;3;4;6\n3;D;0;2;*;3;4;5\n4;C;2;1;1;*;1;4\n"
    event = read_text(text, source="three.txt")
    assert event.team_info is not None
    assert event.team_info.match_scoring == MatchScoring(Fraction(3), Fraction(1), Fraction(0))
    said = [d.message for d in event.diagnostics]
    assert any("column 'TB1' gives every team's match points as 3 for a match won" in m for m in said)
    standings = tiebreak.compute_standings(event, "MPTS")
    assert {r.name: r.points for r in standings.rows} == {"A": 7, "B": 4, "D": 4, "C": 1}


def test_a_match_lost_worth_one_point_is_read_from_the_column() -> None:
    # the same matches on the Belgian interclubs' old scale, 3 a match won, 2 drawn, 1 lost: A 2 won and
    # 1 drawn (8), B 1 won, 1 drawn, 1 lost (6), D likewise (6), C 2 lost and 1 drawn (4)
    text = "r,team,1,2,3,4,bp,mp\n1,A,XX,3,4,2,9,8\n2,B,1,XX,2,3,6,6\n3,D,0,2,XX,3,5,6\n4,C,2,1,1,XX,4,4\n"
    event = read_text(text, source="old.csv", suffix=".csv")
    assert event.team_info is not None
    assert event.team_info.match_scoring == MatchScoring(Fraction(3), Fraction(2), Fraction(1))
    said = [d.message for d in event.diagnostics]
    assert any("3 for a match won, 2 for a match drawn, 1 for a match lost" in m for m in said)


def test_a_numbered_column_of_the_board_points_is_no_scale() -> None:
    text = "Rk.;Team;1;2;3;4;TB1\n1;A;*;3;4;2;9\n2;B;1;*;2;3;6\n3;D;0;2;*;3;5\n4;C;2;1;1;*;4\n"
    event = read_text(text, source="board.txt")
    assert event.team_info is not None and event.team_info.match_scoring == MatchScoring()


def test_the_published_ranking_takes_its_rank_by_content_and_leaves_a_count_of_matches() -> None:
    text = MP_FIRST.read_text(encoding="utf-8")
    pub = read_published(text, source=MP_FIRST.name, team=True)
    assert [c.codes for c in pub.columns] == [("GPTS",), ("MPTS",)]
    rows = _rows(MP_FIRST)
    assert [r.rank.text if r.rank else None for r in pub.rows] == [row["r"] for row in rows]
    said = [d.message for d in pub.diagnostics]
    assert (
        "column '#' after the rounds counts the games (or matches) played: not the rank, not checked" in said
    )
    assert "column 'r' read as the rank by its values (1 to 12, in order)" in said


def test_a_match_short_of_a_board_is_read_with_a_warning_at_its_cell() -> None:
    """Brussels CC 6 - Excelsior 1, 2 - 1 where the other matches add up to 4 (a board not played, or
    forfeited by both): before, refused; now read as its score gives it, with a warning at its cell."""
    event = read_path(REAL / "dworp-ni-2006-07-5e-team-rr.csv")
    said = [d for d in event.diagnostics if "3 game points in the match, the other matches 4" in d.message]
    assert len(said) == 1 and said[0].severity is Severity.WARNING
    assert (said[0].line, said[0].column) == (3, 38)
    assert "read as its score gives it (2 - 1)" in said[0].message


def test_check_reads_a_team_events_own_table_as_its_ranking(capsys: pytest.CaptureFixture[str]) -> None:
    # the publication ranks on mp, then bp (909 Philippeville 1: 24 bp, 6 mp, 10th; 209 The Belgian CC
    # Anderlecht 2: 25.5 bp, 5 mp, 11th), though bp is printed first: its places tell (before, check
    # ranked on bp and those two places differed)
    assert main(["check", str(NAMED)]) == 0
    out = capsys.readouterr().out
    assert "Published columns: bp = GPTS; mp = MPTS" in out
    assert "ranked on MPTS; tie-breaks: GPTS" in out
    assert "Column bp (GPTS): 12 of 12 agree." in out and "Column mp (MPTS): 12 of 12 agree." in out
    assert "Checked 12 ranks, 24 tie-break values: all agree." in out


SHARED = (
    "R,TEAM,1,2,3,4,BP,MP\n"
    "1,Alfa,XX,3,2.5,3,8.5,6\n"
    "2,Beta,1,XX,2,3,6,3\n"
    ",Gamma,1.5,2,XX,2.5,6,3\n"
    "4,Delta,1,1,1.5,XX,3.5,0\n"
)
"""A federation's division crosstable of 4-board matches whose ``R`` leaves a place shared with the row
above empty. By hand: Alfa won its three matches (6 MP, 8.5 BP); Beta lost to Alfa, drew with Gamma and
beat Delta (3 MP, 6 BP); Gamma likewise (3 MP, 6 BP): they share place 2; Delta lost all three."""


def test_a_rank_column_that_leaves_a_shared_place_empty_is_read_as_the_places() -> None:
    """``R`` is read as the rank by its values though a place shared with the row above is left empty
    (before: not read, so that check compared no place)."""
    published = read_published(SHARED, source="division.csv", team=True)
    assert [(r.name, r.rank.text if r.rank else None) for r in published.rows] == [
        ("Alfa", "1"),
        ("Beta", "2"),
        ("Gamma", None),
        ("Delta", "4"),
    ]
