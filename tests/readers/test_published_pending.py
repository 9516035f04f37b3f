"""chess-results crosstables published part-way: the next round's pairings already printed
(``2w`` with no result) and a postponed game inside the rounds played.

The fixture is typed in the export's form with invented players (numbers are ranks, as the export's
cells refer to ranks). Round 3 is paired but has no result anywhere; the game 2-5 of round 2 is
postponed:

====  =======  ========================  ====
No    player   rounds 1-2 (then R3 pair)  Pts
====  =======  ========================  ====
1     Ames     6b1  4b½   (2w)            1.5
2     Bell     3w1  5w?   (1b)            1
3     Cruz     2b0  6w1   (5b)            1
4     Dorn     5b½  1w½   (6b)            1
5     Eyre     4w½  2b?   (3w)            0.5
6     Funk     1w0  3b0   (4w)            0
====  =======  ========================  ====

Hand computation, C.07 (2026), after round 2 (N = 2): the postponed game is a game against the
scheduled opponent that scores nothing yet (the published points say so), and no round is unplayed,
so BH is the plain sum of the opponents' scores: Ames 0 + 1 = 1, Bell 1 + 0.5 = 1.5, Cruz 1 + 0 = 1,
Dorn 0.5 + 1.5 = 2, Eyre 1 + 1 = 2, Funk 1.5 + 1 = 2.5.
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest

import tiebreak
from tiebreak.checking.check import check_published
from tiebreak.formats.published import read_published
from tiebreak.model.errors import ParseError
from tiebreak.model.tournament import Result
from tiebreak.readers import read_text
from tiebreak.readers.crosstable import parse_cell

EXPORT = """\
From the Tournament-Database of Chess-Results https://chess-results.com
Riverside Spring Rapid 2026
Last update 01.04.2026 20:00:00
Ranking crosstable after Round 2
Rk.;;Name;Rtg;FED;1.Rd;2.Rd;3.Rd;Pts.;TB1
1;;Ames Ann;1900;ENG; 6b1; 4b½;  2w ;1,5;1
2;;Bell Bo;1880;ENG; 3w1; 5w ;  1b ;1;1,5
3;;Cruz Cy;1860;ENG; 2b0; 6w1;  5b ;1;1
4;;Dorn Di;1840;ENG; 5b½; 1w½;  6b ;1;2
5;;Eyre Ed;1820;ENG; 4w½; 2b ;  3w ;0,5;2
6;;Funk Flo;1800;ENG; 1w0; 3b0;  4w ;0;2,5
"""

BH = {1: F(1), 2: F(3, 2), 3: F(1), 4: F(2), 5: F(2), 6: F(5, 2)}  # by hand, above
POINTS = {1: F(3, 2), 2: F(1), 3: F(1), 4: F(1), 5: F(1, 2), 6: F(0)}


def test_a_cell_with_an_opponent_and_a_colour_but_no_result_is_a_game_without_result() -> None:
    cell = parse_cell("4w")
    assert cell is not None and (cell.opponent, cell.result, cell.letter) == (4, Result.UNKNOWN, "w")
    assert parse_cell(" 12 b ") is not None and parse_cell("12") is None


def test_the_next_rounds_pairings_are_left_out_and_a_postponed_game_scores_nothing_yet() -> None:
    t = read_text(EXPORT, source="riverside.csv")
    assert t.rounds == 2
    assert [e.result for e in t.player(2).rounds] == [Result.WIN, Result.UNKNOWN]
    assert t.player(2).rounds[1].opponent == 5
    s = tiebreak.compute_standings(t, "BH", tiebreak.Options(rules=tiebreak.Rules.FIDE_2026))
    assert {r.sno: r.points for r in s.rows} == POINTS
    assert {r.sno: r.values[0] for r in s.rows} == BH
    assert not [d for d in t.diagnostics if "points column" in d.message]
    where = {(d.line, d.column): d.message for d in t.diagnostics}
    assert "round 3 is paired but has no result yet: the standings are read after round 2" in where[(6, 34)]
    assert "round 2: the game against 5 has no result" in where[(7, 27)]
    assert "round 2: the game against 2 has no result" in where[(10, 27)]


def test_check_agrees_with_the_published_points_and_buchholz() -> None:
    t = read_text(EXPORT, source="riverside.csv")
    published = read_published(EXPORT, source="riverside.csv", mapping={"TB1": "BH"})
    report = check_published(
        t, published, tiebreaks="BH", options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026)
    )
    assert report.checked[1:] == (6, 6)
    assert not [
        c for c in report.differences if c.column != "Rank"
    ]  # the ranks are typed in SNo order, report.differences


TIED = """\
Rk.;SNo;Name;1.Rd;Pts.;TB1
1;2;Bell Bo;4w1;1;0
2;1;Ames Ann;3w1;1;0
3;4;Dorn Di;2b0;0;1
4;3;Cruz Cy;1b0;0;1
"""


def test_a_published_order_inside_a_place_we_share_is_not_a_difference() -> None:
    # one round, both winners' opponents scored 0 and both losers' 1 (BH by hand): two shared places,
    # 1-2 and 3-4; the publisher broke them with something it does not show
    t = read_text(TIED, source="tied.csv")
    published = read_published(TIED, source="tied.csv", mapping={"TB1": "BH"})
    report = check_published(
        t, published, tiebreaks="BH", options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026)
    )
    assert report.checked == (4, 4, 4) and report.differences == ()
    shared = sorted(d.message.split(" are")[0] for d in report.diagnostics if "shared place" in d.message)
    assert shared == ["ranks 1-2", "ranks 3-4"]
    # a rank outside the shared place still differs
    moved = TIED.replace("3;4;Dorn Di", "5;4;Dorn Di")
    report = check_published(
        t,
        read_published(moved, mapping={"TB1": "BH"}),
        tiebreaks="BH",
        options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026),
    )
    assert [(c.sno, c.column, c.status) for c in report.differences] == [(4, "Rank", "differs")]


BH_TABLE = """\
Rk.;SNo;Name;1.Rd;2.Rd;Pts.;TB1
1;1;Ames Ann;2w1;3b1;2;1,5
2;2;Bell Bo;1b0;4w½;0,5;2,5
3;3;Cruz Cy;4w1;1w0;1;2
4;4;Dorn Di;3b0;2b½;0,5;1,5
"""


def test_a_whole_number_in_a_column_with_decimals_is_exact_to_that_precision() -> None:
    # BH by hand (2 rounds, every game played): Ames 0.5 + 1 = 1.5, Bell 2 + 0.5 = 2.5,
    # Cruz 0.5 + 2 = 2.5, Dorn 1 + 0.5 = 1.5. Cruz's published "2" is wrong: in a column that prints
    # "1,5" it means 2.0, not "anything from 1.5 to 2.5"
    t = read_text(BH_TABLE, source="bh.csv")
    report = check_published(
        t,
        read_published(BH_TABLE, mapping={"TB1": "BH"}),
        tiebreaks="BH",
        options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026),
    )
    assert [(c.sno, c.published, c.computed, c.status) for c in report.differences if c.column == "TB1"] == [
        (3, "2", "2.5", "differs")
    ]
    assert not [c for c in report.differences if c.column == "Pts"]


RANKING = """\
Rank after Round 1
Rk.   Name FED Rtg Pts.  TB1
1   Bell Bo  ENG 1880 1 0
    Ames Ann  ENG 1900 1 0
3 FM Dorn Di  ENG 1840 0 1
    Cruz Cy  ENG 1860 0 1
Annotation
Tie Break1: Buchholz Tie-Breaks (variabel with parameter)
"""


def test_a_ranking_row_without_a_rank_shares_the_place_above() -> None:
    # chess-results prints no rank for a player who shares the place of the row above; the event is
    # TIED's (BH by hand: winners 0, losers 1), the players are matched by name
    published = read_published(RANKING, source="ranking.txt")
    assert [(r.name, r.rank.text if r.rank else None) for r in published.rows] == [
        ("Bell Bo", "1"),
        ("Ames Ann", "1"),
        ("FM Dorn Di", "3"),
        ("Cruz Cy", "3"),
    ]
    notes = {(d.line, d.column): d.message for d in published.diagnostics}
    assert notes[(4, 1)] == "Ames Ann: no rank, read as sharing the place of the row above (rank 1)"
    assert "line ignored" in notes[(7, 1)]  # 'Annotation' is not a row
    report = check_published(
        read_text(TIED, source="tied.csv"),
        published,
        options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026),
    )
    assert report.checked == (4, 4, 4) and report.differences == ()


RATED = """\
Final Ranking crosstable after 2 Rounds
Rk.;;Name;FED;Rtg;1.Rd;2.Rd;Pts.;TB1;Rp;n;w;we;w-we;K;rtg+/-
1;;Ames Ann;ENG;1900;2w1;3b1;2;1,5;2650;2;2;1,2;0,8;20;16
2;;Bell Bo;ENG;1880;1b0;4w½;0,5;2,5;1500;2;0,5;1;-0,5;20;-10
3;;Cruz Cy;ENG;1860;4w1;1w0;1;2,5;1880;2;1;1;0;20;0
4;;Dorn Di;ENG;1840;3b0;2b½;0,5;1,5;1500;2;0,5;0,9;-0,4;20;-8
Annotation:
Tie Break1: Buchholz Tie-Breaks (variabel with parameter)
"""


def test_the_rating_calculation_columns_are_neither_numbers_nor_tie_breaks() -> None:
    # BH_TABLE's games (BH by hand there: 1.5, 2.5, 2.5, 1.5) with chess-results' rating columns
    # n w we w-we K rtg+/-: "n" (games rated) is no starting number, "w" (points in them) no WIN
    t = read_text(RATED, source="rated.csv")
    assert [(p.sno, p.name) for p in t.players] == [
        (1, "Ames Ann"),
        (2, "Bell Bo"),
        (3, "Cruz Cy"),
        (4, "Dorn Di"),
    ]
    published = read_published(RATED, source="rated.csv")
    assert [c.heading for c in published.columns if c.codes] == ["TB1"]
    report = check_published(t, published, options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026))
    assert not [c for c in report.differences if c.column != "Rank"]
    assert report.checked[1:] == (4, 4)
    assert any("'w' is part of the rating calculation" in d.message for d in report.diagnostics)
    assert any("'Rp' is part of the rating calculation" in d.message for d in report.diagnostics)
    assert not [d for d in published.diagnostics if "names no tie-break" in d.message]


def test_the_portuguese_interface_names_its_numbers_and_clubs() -> None:
    """chess-results in Portuguese: ``Nº.Inic.`` (the starting number), ``Nome``, ``Clube/Cidade``,
    ``Desp1`` (a tie-break named by its annotation line), then the rating calculation from ``Rp``: the
    numbers, clubs and rating columns are no tie-breaks."""
    text = (
        "Rk.;Nº.Inic.;Nome;FED;Clube/Cidade;Pts.;Desp1;Rp;n;w;we;w-we;K;rtg+/-\n"
        "1;1;Ames Ann;ENG;Club A;2;1,5;2650;2;2;1,2;0,8;20;16\n"
        "2;3;Cruz Cy;ENG;Club C;1;2,5;1880;2;1;1;0;20;0\n"
        "3;2;Bell Bo;ENG;Club B;0,5;2,5;1500;2;0,5;1;-0,5;20;-10\n"
        "Desp1: Buchholz Tie-Breaks (variabel with parameter)\n"
    )
    published = read_published(text, source="pt.csv")
    assert [c.heading for c in published.columns if c.codes] == ["Desp1"]
    assert [(r.sno, r.name) for r in published.rows] == [(1, "Ames Ann"), (3, "Cruz Cy"), (2, "Bell Bo")]
    assert not [d for d in published.diagnostics if "names no tie-break" in d.message], published.diagnostics


def test_a_dash_agrees_where_we_have_no_value_either() -> None:
    # TIED's event: the tied players never met, so Direct Encounter decides nothing (0 for us); a
    # published '–' there agrees, a number is compared (Cruz's 1 differs)
    table = "Rk.;SNo;Name;Pts.;DE\n1;2;Bell Bo;1;–\n2;1;Ames Ann;1;-\n3;4;Dorn Di;0;0\n4;3;Cruz Cy;0;1\n"
    report = check_published(
        read_text(TIED, source="tied.csv"),
        read_published(table),
        options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026),
    )
    assert [(c.sno, c.published, c.status) for c in report.differences] == [(3, "1", "differs")]
    assert report.checked == (4, 4, 4)


def test_a_zero_agrees_where_direct_encounter_with_a_modifier_decides_nothing() -> None:
    # the same event: DE/P (forfeits count, C.07 6) decides nothing either, as no tied players met;
    # a publisher prints 0 there, as for DE. Cruz's 1 differs
    table = "Rk.;SNo;Name;Pts.;DE\n1;2;Bell Bo;1;0\n2;1;Ames Ann;1;–\n3;4;Dorn Di;0;0\n4;3;Cruz Cy;0;1\n"
    for code in ("DE", "DE/P"):
        report = check_published(
            read_text(TIED, source="tied.csv"),
            read_published(table, mapping={"DE": code}),
            options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026),
        )
        assert [(c.sno, c.published, c.status) for c in report.differences] == [(3, "1", "differs")], code
        assert report.checked == (4, 4, 4)


def test_check_of_a_team_event_is_a_clear_error_not_a_crash(capsys: pytest.CaptureFixture[str]) -> None:
    # a TRF-16 team file (013 records): its 001 lines carry the players' ranks, which are not the team
    # standings, and its teams carry none; a TRF-2026 one's 310 records carry the teams' ranks, compared
    # (the corpus file's ranks are its generator's: under our default list for a team Swiss, two teams
    # tied on MP, EDE and GPTS swap places on EMGSB)
    from conftest import DATA
    from tiebreak.cli import main

    assert main(["check", str(DATA / "team" / "ede-forfeited-match.trf")]) == 2
    assert "the input publishes no team ranking" in capsys.readouterr().err
    team = DATA / "corpus" / "team" / "tsw-001.trf"
    assert main(["check", str(team)]) == 1
    assert "Checked 14 ranks, 14 point totals: 2 difference(s)." in capsys.readouterr().out
    t = tiebreak.load(team)
    with pytest.raises(ParseError, match="a team event ranks its teams"):
        check_published(t, read_published("Rk.;Name;Pts.\n1;Team 001;24\n"))
