"""A club's round-robin grid numbered by place (the Dworpse Schaakkring's club championship, as its site
publishes it: ``tests/data/real/dworp-kk-2023-24-final-a.csv``): the first column (``nummer``, ``nr``)
numbers the rows in their order, and leaves blank a place shared with the row above; the grid's columns
follow that order; after them ``#`` counts each row's games and ``totaal`` gives its points.

The blank row is the next number (the column its cells give it: Geert Verrijken's own ``XX`` stands in
column 3), with a note; ``#`` after the grid is the games played, not a rank (``#`` heads a rank before
the names), and the points are read under ``totaal``, not from the first field after the grid (the
error was ``the points column says 7`` for every row, and the blank row ended the grid). The expected
values are the publication's: its ``totaal`` column, and its ``#`` column (7 games each)."""

from __future__ import annotations

from fractions import Fraction

from tiebreak.formats.published import read_published
from tiebreak.readers import read_text
from tiebreak.readers._headings import games_columns

PUBLISHED = """nummer,naam,1,2,3,4,5,6,7,8,#,totaal
1,Serge Vanderwaeren,XX,1,0.5,1,0.5,0.5,1,1,7,5.5
2,Diederik Lot,0,XX,0,1,1,1,1,1,7,5
,Geert Verrijken,0.5,1,XX,0.5,0,1,1,1,7,5
4,Yentl Wilmots,0,0,0.5,XX,0.5,1,1,1,7,4
5,Pascal Dekoster,0.5,0,1,0.5,XX,0,0.5,1,7,3.5
6,Eddy Pletinckx,0.5,0,0,0,1,XX,0,1,7,2.5
,Peter De Bosscher,0,0,0,0,0.5,1,XX,1,7,2.5
8,Kjell Spaens,0,0,0,0,0,0,0,XX,7,0
"""
TOTAAL = {
    "Serge Vanderwaeren": Fraction(11, 2),
    "Diederik Lot": Fraction(5),
    "Geert Verrijken": Fraction(5),
    "Yentl Wilmots": Fraction(4),
    "Pascal Dekoster": Fraction(7, 2),
    "Eddy Pletinckx": Fraction(5, 2),
    "Peter De Bosscher": Fraction(5, 2),
    "Kjell Spaens": Fraction(0),
}


def test_blank_numbers_are_the_next_rows_and_totaal_the_points() -> None:
    t = read_text(PUBLISHED, source="eindstand.csv")
    assert [p.name for p in t.players] == list(TOTAAL)
    assert [p.sno for p in t.players] == list(range(1, 9))
    assert {p.name: p.declared_points for p in t.players} == TOTAAL
    assert all(len([e for e in p.rounds if e.opponent is not None]) == 7 for p in t.players)  # its '#'
    geert = next(p for p in t.players if p.name == "Geert Verrijken")
    against = {t.player(e.opponent).name: e.result.value for e in geert.rounds if e.opponent is not None}
    assert against["Serge Vanderwaeren"] == "=" and against["Diederik Lot"] == "1"  # his cells 0.5 and 1
    assert any("shared with the row above" in d.message for d in t.diagnostics)


def test_games_column_is_no_rank() -> None:
    assert games_columns(PUBLISHED.split("\n")[0].split(",")) == {10}
    assert games_columns(["#", "Name", "Rtg", "1", "2", "Pts"]) == set()
    published = read_published(PUBLISHED, source="eindstand.csv")
    assert [r.rank for r in published.rows] == [None] * 8  # no rank column: '#' is the games
    assert [r.points.text for r in published.rows if r.points] == [
        "5.5",
        "5",
        "5",
        "4",
        "3.5",
        "2.5",
        "2.5",
        "0",
    ]
