"""A crosstable as SCID writes it in text (its crosstable window's text export, pasted in blogs and
forums): rows numbered ``1:``, the score as points over games, then one character a game under each
player (all-play-all) or a cell a round (Swiss: ``5w+``, ``2b=``, ``...``), then performance,
percentage and tally columns (``tests/data/not-events``: a blog's SCID table of Berlin 1881, cut short
by the page store).

The tables below follow the layout SCID's crosstable code prints (row number and colon, the name padded
to the longest, ``Rtng``/``Nat`` columns, ``Score`` as ``2.5 /  3``, ``(Tie)``, ``Perf Chg Percnt`` and
the tally). Expected values: each row's results as written, and Sonneborn-Berger by C.07 art. 9.2 worked
by hand below.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity
from tiebreak.model.tournament import Color, Result
from tiebreak.readers._scid import scid_lines

ALL_PLAY_ALL = """Club Championship
Berlin GER, 2024.01.10 - 2024.03.20
                       Rtng Nat    Score    (Tie)   A B C D   Perf Chg Percnt
----------------------------------------------------------------------------------
 1: Adams, Anna        2100 GER    2.5 /  3    2.75  X 1 = 1   2232 +10  83.3%  (+2 -0 =1)
 2: Becker, Bernd      2050 GER    1.5 /  3    1.75  0 X 1 =   2010  -3  50.0%  (+1 -1 =1)
 3: Clausen, Carl      1980 GER    1.5 /  3    1.75  = 0 X 1   2017  +4  50.0%  (+1 -1 =1)
 4: Dorn, Dieter       1900 GER    0.5 /  3    0.75  0 = 0 X   1811  -9  16.7%  (+0 -2 =1)
----------------------------------------------------------------------------------
6 games: +3 =2 -1
"""


def _info(t: tiebreak.Tournament) -> str:
    return " ".join(d.message for d in t.diagnostics if d.severity is Severity.INFO)


def test_an_all_play_all_table_is_a_round_robin_grid() -> None:
    t = tiebreak.read_text(ALL_PLAY_ALL, source="scid.txt")
    assert [(p.name, p.rating, p.federation, p.declared_points) for p in t.players] == [
        ("Adams, Anna", 2100, "GER", Fraction(5, 2)),
        ("Becker, Bernd", 2050, "GER", Fraction(3, 2)),
        ("Clausen, Carl", 1980, "GER", Fraction(3, 2)),
        ("Dorn, Dieter", 1900, "GER", Fraction(1, 2)),
    ]
    assert t.rounds == 3
    assert "crosstable as SCID writes it" in _info(t)
    standings = tiebreak.compute_standings(t, "DE,SB", tiebreak.Options(rules=tiebreak.Rules("2026")))
    # SB: Anna 1×1.5 (Bernd) + ½×1.5 (Carl) + 1×0.5 (Dieter) = 2.75; Bernd 1×1.5 + ½×0.5 = 1.75;
    # Carl ½×2.5 + 1×0.5 = 1.75; Dieter ½×1.5 = 0.75: SCID's own (Tie) column. Bernd and Carl share
    # 1.5 points; Bernd beat Carl (DE).
    assert [(r.name, r.values[1]) for r in standings.rows] == [
        ("Adams, Anna", Fraction(11, 4)),
        ("Becker, Bernd", Fraction(7, 4)),
        ("Clausen, Carl", Fraction(7, 4)),
        ("Dorn, Dieter", Fraction(3, 4)),
    ]


DOUBLE = """                     Score     Ad Be Cl
---------------------------------------------
 1: Adams, Anna        3.0 /  4   XX 1= =1   75.0%  (+2 -0 =2)
 2: Becker, Bernd      1.5 /  3   0= XX 1.   50.0%  (+1 -1 =1)
 3: Clausen, Carl      1.0 /  3   =0 0. XX   33.3%  (+0 -2 =1)
---------------------------------------------
"""


def test_a_double_round_robin_gives_two_characters_a_cell_and_a_dot_for_a_game_not_played() -> None:
    t = tiebreak.read_text(DOUBLE, source="scid.txt")
    assert [(p.name, p.declared_points) for p in t.players] == [
        ("Adams, Anna", Fraction(3)),
        ("Becker, Bernd", Fraction(3, 2)),
        ("Clausen, Carl", Fraction(1)),
    ]
    played = {p.name: sum(1 for e in p.rounds if e.opponent is not None) for p in t.players}
    assert played == {"Adams, Anna": 4, "Becker, Bernd": 3, "Clausen, Carl": 3}


SWISS = """Open 2024
                       Rtng Nat     Score    (Tie)    1     2     3   Perf Chg Percnt
-------------------------------------------------------------------------------------
 1: Adams, Anna        2100 GER    2.5 /  3    4.0   5w+   2b=   3w+   2190  +9  83.3%  (+2 -0 =1)
 2: Clausen, Carl      1980 GER    2.5 /  3    4.5   6w+   1w=   4w+   2050 +11  83.3%  (+2 -0 =1)

 3: Becker, Bernd      2050 GER    1.5 /  3    7.0   4w=   5b+   1b-   2000  -4  50.0%  (+1 -1 =1)
 4: Eck, Emil          1850 GER    1.5 /  3    5.0   3b=   6w+   2b-   1980  +8  50.0%  (+1 -1 =1)

 5: Dorn, Dieter       1900 GER    0.0 /  2    4.0   1b-   3w-   ...   1275 -10   0.0%  (+0 -2 =0)
 6: Funk, Frida        1800 GER    0.0 /  2    4.0   2b-   4b-   ...   1115  -9   0.0%  (+0 -2 =0)
-------------------------------------------------------------------------------------
8 games: +5 =2 -1
"""


def test_a_swiss_table_is_a_crosstable_with_colours_and_rounds_without_a_game() -> None:
    t = tiebreak.read_text(SWISS, source="scid.txt")
    assert [(p.name, p.declared_points) for p in t.players] == [
        ("Adams, Anna", Fraction(5, 2)),
        ("Clausen, Carl", Fraction(5, 2)),
        ("Becker, Bernd", Fraction(3, 2)),
        ("Eck, Emil", Fraction(3, 2)),
        ("Dorn, Dieter", Fraction(0)),
        ("Funk, Frida", Fraction(0)),
    ]
    assert t.rounds == 3
    anna = t.players[0]
    assert [(e.opponent, e.color) for e in anna.rounds] == [
        (5, Color.WHITE),
        (2, Color.BLACK),
        (3, Color.WHITE),
    ]
    assert t.players[4].entry(3).opponent is None  # '...': no game in round 3
    assert t.players[4].entry(3).result is Result.NOT_PAIRED


def test_a_swiss_table_without_colours_reads_its_results() -> None:
    plain = SWISS.replace("w+", "+").replace("b+", "+").replace("w=", "=").replace("b=", "=")
    plain = plain.replace("w-", "-").replace("b-", "-")
    t = tiebreak.read_text(plain, source="scid.txt")
    assert [p.declared_points for p in t.players] == [Fraction(x, 2) for x in (5, 5, 3, 3, 0, 0)]
    assert all(e.color is Color.NONE for p in t.players for e in p.rounds)
    assert [e.result for e in t.players[1].rounds] == [Result.WIN, Result.DRAW, Result.WIN]


@pytest.mark.parametrize(
    "text",
    [
        ALL_PLAY_ALL.replace("Score", "Total"),  # no SCID header above the rows
        ALL_PLAY_ALL.replace(" 2: ", " 7: "),  # rows not numbered 1, 2, …
        ALL_PLAY_ALL.replace("0 X 1 =", "0 1 1 ="),  # a row without its own column
    ],
)
def test_a_table_of_another_shape_is_not_read_as_scids(text: str) -> None:
    assert scid_lines(text) is None


CUT = Path(__file__).resolve().parents[1] / "data" / "not-events" / "zanchess-blog-scid-berlin-1881.cut.txt"


def test_a_table_cut_short_is_refused_not_read_as_a_smaller_event() -> None:
    """The blog's SCID table of a 17-player round robin, cut after 5 rows by the page store: 17 columns of
    results under 5 rows is no event; it is refused, not read as a 5-player event."""
    with pytest.raises(ParseError):
        tiebreak.read_text(CUT.read_text(encoding="utf-8"), source=CUT.name)
