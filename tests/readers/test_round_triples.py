"""A crosstable whose rounds each stand in three columns, the opponent, the colour and the result
(Swiss-Manager's final ranking exported as ``;``-separated cells), read by content
(:mod:`tiebreak.readers._tripcells`)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from tiebreak.model.tournament import Color, Player, Result, Tournament
from tiebreak.readers import read_path, read_text

REAL = Path(__file__).parents[1] / "data" / "real"


def _points(t: Tournament, p: Player) -> Fraction:
    return sum((t.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))


# Four players, three rounds, as Swiss-Manager writes them: the opponents named by their places (the
# rows' order), a place shared with the row above left empty, a half point ``x``, a forfeit, byes.
SMALL = """Club Open 2014

Final Ranking

Rank;SNo.;;Name;Rtg;FED;1.Rd.;;;2.Rd.;;;3.Rd.;;;Pts
1;3;;Carter Ann;1900;ENG;4;w;1;2;b;x;3;w;x;2
2;1;;Baker Bob;2100;ENG;3;-;+;1;w;x;4;b;0;1x
3;4;;Dunn Cy;1800;SCO;2;-;-;-;-;x;1;b;x;1
;2;;Evans Di;2000;WAL;1;b;0;-;-;0;2;w;1;1
"""


def test_each_round_of_three_cells_is_one_game_with_the_opponent_by_starting_number() -> None:
    t = read_text(SMALL, source="club.txt")
    points = {p.name: _points(t, p) for p in t.players}
    assert points == {
        "Carter Ann": Fraction(2),
        "Baker Bob": Fraction(3, 2),
        "Dunn Cy": Fraction(1),
        "Evans Di": Fraction(1),
    }
    carter = next(p for p in t.players if p.name == "Carter Ann")
    assert carter.sno == 3
    first, second, third = carter.rounds
    assert (first.opponent, first.color, first.result) == (2, Color.WHITE, Result.WIN)  # place 4: SNo 2
    assert (second.opponent, second.color, second.result) == (1, Color.BLACK, Result.DRAW)
    assert (third.opponent, third.color, third.result) == (4, Color.WHITE, Result.DRAW)
    baker = next(p for p in t.players if p.name == "Baker Bob")
    assert (baker.rounds[0].opponent, baker.rounds[0].result) == (4, Result.FORFEIT_WIN)  # place 3: SNo 4
    dunn = next(p for p in t.players if p.name == "Dunn Cy")
    assert (dunn.rounds[0].opponent, dunn.rounds[0].result) == (1, Result.FORFEIT_LOSS)
    assert (dunn.rounds[1].opponent, dunn.rounds[1].result) == (None, Result.HALF_BYE)
    evans = next(p for p in t.players if p.name == "Evans Di")
    assert (evans.rounds[1].opponent, evans.rounds[1].result) == (None, Result.ZERO_BYE)
    notes = " ".join(d.message for d in t.diagnostics)
    assert "three columns" in notes and "'x' read as a half point" in notes


def test_the_donostia_open_reads_with_its_players_starting_numbers() -> None:
    """The 33rd Donostia open (150 players, 9 rounds): the winner, SNo 14, 7½ points, met place 81 in
    round 1 (SNo 89, Fuente San Sebastian Ernesto) with Black and won."""
    t = read_path(REAL / "sm-es-donostia-open-2015-final-ranking.txt")
    assert len(t.players) == 150
    winner = next(p for p in t.players if p.sno == 14)
    assert winner.name == "Alvarez Pedraza Aramis" and _points(t, winner) == Fraction(15, 2)
    first = winner.rounds[0]
    assert (first.opponent, first.color, first.result) == (89, Color.BLACK, Result.WIN)
