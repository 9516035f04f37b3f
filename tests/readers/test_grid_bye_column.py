"""A round-robin grid with a ``bye`` column: in a round robin of an odd number each player has one round
without an opponent, and a club's grid (the Dworpse Schaakkring's preliminary group A of 2019-20, as it
publishes it: ``tests/data/real/dworp-kk-2019-20-prelim-a.csv``) gives each row's points for it in a
column headed ``bye`` after the grid, ``tot`` being the grid's points plus it. Expected values are the
publication's (its ``bye`` and ``tot`` columns) and, for the small grids, worked out by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tiebreak import ParseError, Result
from tiebreak.readers import read_text
from tiebreak.readers._headings import bye_columns
from tiebreak.readers.rrgrid import read_grid, schedule

PUBLISHED = """nr,naam,elo,1,2,3,4,5,6,7,bye,#,tot,OR,Koya,#Win,SB,Prest
1,Walter De Reymaeker,1918,x,1,1,1,1,1,1,1,7,7.0,-,3.0,6,23.50,2370
2,Kjell Spaens,2019,0,x,1,0.5,1,1,1,1,7,5.5,-,1.5,4,15.00,1996
3,Eric Cornelis,1660,0,0,x,1,1,1,1,1,7,5.0,-,1.0,4,12.00,1703
4,Kristoff Bultijnck,1634,0,0.5,0,x,0,1,1,1,7,3.5,-,0.5,2,8.75,1517
5,Mo Taleb,1427,0,0,0,1,x,1,0,1,7,3.0,-,1.0,2,6.50,1416
6,Felix Huyghe,1150,0,0,0,0,0,x,1,1,7,2.0,1.0,0.0,1,3.00,1179
7,Mathias Vanrossum,1150,0,0,0,0,1,0,x,1,7,2.0,0.0,0.0,1,3.50,1179
"""
TOT = [Fraction(7), Fraction(11, 2), Fraction(5), Fraction(7, 2), Fraction(3), Fraction(2), Fraction(2)]
"""The publication's ``tot`` column."""


def _points(entries: tuple[object, ...]) -> Fraction:
    return sum((Fraction(e.result.unit_result) for e in entries), Fraction(0))  # type: ignore[attr-defined]


def test_the_bye_heading_after_the_grid_is_a_bye_column() -> None:
    heads = PUBLISHED.split("\n")[0].split(",")
    assert bye_columns(heads) == {10}
    assert bye_columns(["nr", "naam", "1", "2", "3", "spielfrei", "Pkt"]) == {5}
    assert bye_columns(["bye", "Name", "1", "2"]) == set()  # before the grid: no bye column


def test_each_row_has_its_bye_in_its_round_without_an_opponent() -> None:
    t = read_text(PUBLISHED)
    assert [p.name for p in t.players][:2] == ["Walter De Reymaeker", "Kjell Spaens"]
    assert t.rounds == 7
    for p in t.players:
        byes = [e for e in p.rounds if e.result is Result.PAB]
        assert len(byes) == 1, p.name  # the bye column's 1, one round without an opponent each
        assert byes[0].opponent is None
        assert sum(1 for e in p.rounds if e.opponent is not None) == 6
    by_round = {rnd: [p.sno for p in t.players if p.entry(rnd).result is Result.PAB] for rnd in range(1, 8)}
    assert all(len(snos) == 1 for snos in by_round.values())  # one player sits out each round


def test_the_points_are_the_published_tot_the_grid_plus_the_bye() -> None:
    t = read_text(PUBLISHED)
    assert [p.declared_points for p in t.players] == TOT
    assert [_points(p.rounds) for p in t.players] == TOT


def test_a_blank_separated_grid_with_a_half_point_bye_and_none() -> None:
    # by hand: Ann beat Bob and drew with Cy, Bob beat Cy; Ann's bye ½, Bob's 0, Cy's '.' (none)
    text = "No Name 1 2 3 bye Total\n1 Ann x 1 ½ ½ 2\n2 Bob 0 x 1 0 1\n3 Cy ½ 0 x . ½\n"
    t = read_grid(text)
    ann, bob, cy = t.players
    assert t.rounds == 3

    def unpaired(p: object) -> list[Result]:
        return [e.result for r in (1, 2, 3) if (e := p.entry(r)).opponent is None]  # type: ignore[attr-defined]

    assert unpaired(ann) == [Result.HALF_BYE]
    assert unpaired(bob) == [Result.NOT_PAIRED]  # a bye of 0: the round left unpaired
    assert unpaired(cy) == [Result.NOT_PAIRED]
    assert [ann.declared_points, bob.declared_points, cy.declared_points] == [2, 1, Fraction(1, 2)]
    assert _points(ann.rounds) == 2
    sits_out = [next(i for i in range(3) if all(i not in pair for pair in r)) for r in schedule(3)]
    assert ann.entry(sits_out.index(0) + 1).result is Result.HALF_BYE


def test_a_bye_in_a_round_robin_of_an_even_number_is_refused_at_its_cell() -> None:
    text = "nr,naam,1,2,bye,tot\n1,Ann,x,1,1,2\n2,Bob,0,x,0,0\n"
    with pytest.raises(ParseError, match=r"an even number\) has no round without an opponent") as err:
        read_grid(text)
    assert (err.value.line, err.value.column) == (2, 11)  # the bye cell of Ann's row


def test_a_bye_worth_more_than_a_point_is_refused() -> None:
    text = "nr,naam,1,2,3,bye,tot\n1,Ann,x,1,1,2,4\n2,Bob,0,x,1,0,1\n3,Cy,0,0,x,1,1\n"
    with pytest.raises(ParseError, match=r"a bye worth '2'.*1 round\(s\) without an opponent"):
        read_grid(text)


def test_the_clubs_tie_break_headings_are_known() -> None:
    # OR: onderling resultaat (the direct encounter); #Win: the wins; Prest: prestatie (performance)
    from tiebreak.readers._headings import classify, codes_for

    assert [classify(h) for h in ("OR", "#Win", "Prest", "Koya", "SB")] == ["tiebreak"] * 5
    assert [codes_for(h)[0] for h in ("OR", "#Win", "Prest")] == ["DE", "WIN", "TPR"]
