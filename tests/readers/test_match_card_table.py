"""A team match's card as a table (SC Lechhausen 1908's report of the last round of the Kreisliga 1
Augsburg 2023/24, as the search tools' store keeps it): ``Brett | SK Mering 2 | DWZ | SC Lechhausen 1 | DWZ |
Ergebnis``, the teams' names heading the two name columns, eight boards, board 8 forfeited ``- - +``, the
total ``Endstand | 4,0 - 4,0``, then the league's table of seven teams. Expected values are the card's:
boards 1-4 drawn, 5-6 won by Mering, 7 lost, 8 lost by forfeit; 4-4, a match point each (2-1-0)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError
from tiebreak.model.tournament import Result
from tiebreak.readers import read_path, read_text

CARD = (
    Path(__file__).parents[1]
    / "data"
    / "formats"
    / "kreisliga-augsburg-2023-24-mering-lechhausen.match-card.txt"
)


def test_the_card_is_one_match_of_the_two_teams_its_headings_name() -> None:
    t = read_path(CARD)
    info = t.team_info
    assert info is not None and [team.name for team in info.teams] == ["SK Mering 2", "SC Lechhausen 1"]
    assert t.rounds == 1 and len(t.players) == 16
    results = {p.name: p.rounds[0].result for p in t.players}
    assert [results[n] for n in ("Jovy, Klaus", "Decker, Gerhard", "Thurner, Martin", "Widl, Bernhard")] == [
        Result.DRAW,
        Result.WIN,
        Result.LOSS,
        Result.FORFEIT_LOSS,
    ]
    rows = tiebreak.compute_standings(t, "MPTS,GPTS").rows
    assert [(r.name, r.points, r.values[0]) for r in rows] == [
        ("SK Mering 2", Fraction(1), Fraction(4)),
        ("SC Lechhausen 1", Fraction(1), Fraction(4)),
    ]
    assert any(
        "a team match's card" in d.message and "'4,0 - 4,0' agrees" in d.message for d in t.diagnostics
    )


def test_check_says_the_league_table_ranks_more_than_one_match() -> None:
    with pytest.raises(ParseError, match=r"5 of its 7 rows name teams the event does not have"):
        from tiebreak.checking.check import check_published
        from tiebreak.checking.own import own_ranking
        from tiebreak.readers import ReadOptions

        t = read_path(CARD)
        published = own_ranking(CARD.read_text(encoding="utf-8"), ReadOptions(source=str(CARD)), team=True)
        assert published is not None
        check_published(t, published)


TABBED = (
    "Board\tHome Club\tElo\tAway Club\tElo\tResult\n"
    "1\tAnn Alt\t2100\tBob Bau\t2000\t1 - 0\n"
    "2\tCy Crom\t1900\tDan Dorn\t1950\t½ - ½\n"
    "3\tEve Ek\t1800\tFay Fu\t1850\t0 - 1\n"
    "4\tGus Gil\t1700\tHal Ho\t1750\t+ - -\n"
    "Total\t2½ - 1½\n"
)


def test_a_card_copied_with_tabs_reads_and_a_total_that_differs_is_no_card() -> None:
    t = read_text(TABBED, source="card.txt")
    rows = tiebreak.compute_standings(t, "MPTS,GPTS").rows
    assert [(r.name, r.points, r.values[0]) for r in rows] == [
        ("Home Club", Fraction(2), Fraction(5, 2)),
        ("Away Club", Fraction(0), Fraction(3, 2)),
    ]
    with pytest.raises(ParseError):
        read_text(TABBED.replace("2½ - 1½", "3 - 1"), source="card.txt")
