"""Forms of typed crosstables met in real publications (each also kept whole in tests/data/real):

* a round-robin grid whose header numbers the columns ``01 | 02 | …`` and says nothing else before the
  totals (mark-weeks.com's Zurich 1953, ``Total | T/B``): the header, not a row;
* ChessBase's text crosstable of a double round robin in progress (TWIC, Mexico City 2007): a cell per
  opponent of both games, ``=.`` a draw and the second game not played yet, and a title letter between
  the name and the federation (``Anand, Viswanathan g IND 2792``);
* SwissChess's progress table as a club pasted it (Waldbronn 2010/11): ``3w/1`` (a slash before the
  result), ``8/+`` and ``2/-`` (won and lost by forfeit, no colour), ``+`` a bye.

The values below are counted by hand from the cells."""

from __future__ import annotations

from fractions import Fraction

from tiebreak import compute_standings, read_text
from tiebreak.model.tournament import Result


def test_a_header_of_padded_column_numbers_is_the_grid_header() -> None:
    text = (
        "Zurich, 1953.\n"
        "01 | 02 | 03 | 04 | Total | T/B | |\n"
        "01 | Smyslov V | xx | = = | 1 1 | = 1 | 4.5 | |\n"
        "02 | Bronstein D | = = | xx | 1 = | 0 1 | 3.5 | 8.00 |\n"
        "03 | Reshevsky S | 0 0 | 0 = | xx | 1 1 | 2.5 | |\n"
        "04 | Keres P | = 0 | 1 0 | 0 0 | xx | 1.5 | |\n"
    )
    event = read_text(text, source="zurich.txt")
    assert [p.name for p in event.players] == ["Smyslov V", "Bronstein D", "Reshevsky S", "Keres P"]
    s = compute_standings(event, ["SB"])
    assert [r.points for r in s.rows] == [Fraction(9, 2), Fraction(7, 2), Fraction(5, 2), Fraction(3, 2)]


def test_chessbase_cells_of_a_game_to_come_and_title_letters() -> None:
    text = (
        "WCh Mexico City MEX (MEX), 13-29 ix 2007  cat. XXI (2752)\n"
        "1 Anand, Viswanathan     g IND 2792 ** =. 1. 1.  2.5  2904\n"
        "2 Gelfand, Boris         g ISR 2733 =. ** =. 1.  2.0  2856\n"
        "3 Kramnik, Vladimir      g RUS 2769 0. =. ** =.  1.0  2799\n"
        "4 Leko, Peter            wm HUN 2751 0. 0. =. **  0.5  2701\n"
    )
    event = read_text(text, source="mex07.txt")
    names = {p.name: p for p in event.players}
    assert set(names) == {"Anand, Viswanathan", "Gelfand, Boris", "Kramnik, Vladimir", "Leko, Peter"}
    assert names["Anand, Viswanathan"].title == "GM" and names["Leko, Peter"].title == "WIM"
    assert names["Leko, Peter"].federation == "HUN" and names["Leko, Peter"].rating == 2751
    s = compute_standings(event, ["SB"])
    assert [r.points for r in s.rows] == [Fraction(5, 2), Fraction(2), Fraction(1), Fraction(1, 2)]
    assert sum(1 for p in event.players for e in p.rounds if e.opponent is not None) == 12  # 6 games


def test_swisschess_slash_cells_forfeits_and_a_bye() -> None:
    text = (
        "Fortschrittstabelle:  Stand nach der 2. Runde\n"
        "Nr. Teilnehmer NWZ 1 2 Punkte\n"
        "1. Kapfer, Thomas 2161 3w/1 2/+ 2.0\n"
        "2. Zimmer, Rolf 2114 + 1/- 1.0\n"
        "3. Österle, Viktor 1767 1s/0 4w/½ 0.5\n"
        "4. Hagen, Horst 1916 5s/½ 3s/½ 1.0\n"
        "5. Linowski, Clemens 1628 4w/½ + 1.5\n"
    )
    event = read_text(text, source="fortschritt.txt")
    by_name = {p.name: p for p in event.players}
    kapfer = by_name["Kapfer, Thomas"].rounds
    assert (kapfer[0].opponent, kapfer[0].result) == (3, Result.WIN)
    assert (kapfer[1].opponent, kapfer[1].result) == (2, Result.FORFEIT_WIN)
    assert by_name["Zimmer, Rolf"].rounds[1].result is Result.FORFEIT_LOSS
    assert by_name["Zimmer, Rolf"].rounds[0].opponent is None  # the bye
    s = compute_standings(event, ["BH"])
    points = {r.name: r.points for r in s.rows}
    assert points == {
        "Kapfer, Thomas": 2,
        "Zimmer, Rolf": 1,
        "Österle, Viktor": Fraction(1, 2),
        "Hagen, Horst": 1,
        "Linowski, Clemens": Fraction(3, 2),
    }
