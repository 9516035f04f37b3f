"""Games typed as a match card's lines (British Chess Magazine's report of the 126th Varsity Match,
Oxford v Cambridge, 8 March 2008): ``1w Tom Eckersley-Waites (Keble) 2215 0-1 Li Wu (Churchill) 2344``,
the board's number with the colour of the player named first, each player's college in brackets, a
rating bare or in brackets (an estimate: ``(2095)``). Expected values are the card's: its eight games,
Oxford's board scores 0, ½, 0, 1, 1, ½, 1, 0 (4-4), Oxford White on the odd boards."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak import Color
from tiebreak.readers import read_text

CARD = Path(__file__).parents[1] / "data" / "formats" / "varsity-2008-oxford-cambridge.match-card.txt"

# board: (Oxford's player, Oxford's points, Cambridge's player), Oxford White on the odd boards
BOARDS = {
    1: ("Tom Eckersley-Waites (Keble)", Fraction(0), "Li Wu (Churchill)"),
    2: ("Alvar Kangur (Pembroke)", Fraction(1, 2), "Peter Roberson (Churchill)"),
    3: ("Benedikt Wagner (Wolfson)", Fraction(0), "Adam Eckersley-Waites (Queens')"),
    4: ("Robert Heaton (St Catherine's)", Fraction(1), "J Stuart Robertson (Trinity)"),
    5: ("Steffen Schaper (Exeter)", Fraction(1), "Mykhaylo Tyomkin (Corpus Christi)"),
    6: ("Carl Bicknell (Wycliffe Hall)", Fraction(1, 2), "Martin Rohrmeier (Darwin)"),
    7: ("Graham Morris (Balliol)", Fraction(1), "Tariq Hassen Oozeerally (Magdalene)"),
    8: ("Agnese Salputra (Keble)", Fraction(0), "Julie Kourtseva (Newnham)"),
}


def _points(t: tiebreak.Tournament) -> dict[str, Fraction]:
    return {p.name: sum((e.result.unit_result for e in p.rounds), Fraction(0)) for p in t.players}


def test_every_board_of_the_card_is_a_game() -> None:
    t = read_text(CARD.read_text(encoding="utf-8"), source=CARD.name)
    points = _points(t)
    assert len(t.players) == 16 and t.rounds == 1
    for oxford, scored, cambridge in BOARDS.values():
        assert (points[oxford], points[cambridge]) == (scored, 1 - scored), oxford
    assert sum(points[o] for o, _, _ in BOARDS.values()) == 4  # the card's 4-4
    assert not [d for d in t.diagnostics if d.severity.name == "WARNING"]


def test_the_board_gives_the_colour_of_the_player_named_first() -> None:
    t = read_text(CARD.read_text(encoding="utf-8"), source=CARD.name)
    colour = {p.name: p.rounds[0].color for p in t.players}
    for board, (oxford, _, cambridge) in BOARDS.items():
        white = board % 2 == 1
        assert colour[oxford] is (Color.WHITE if white else Color.BLACK), oxford
        assert colour[cambridge] is (Color.BLACK if white else Color.WHITE), cambridge


CARD_LINES = """\
Bd Oxford Rating v Cambridge Rating
1w Ann Alt (Keble) 2215 0-1 Bea Bort (Churchill) 2344
2b Eve Ek (Exeter) 2100 1-0 Fay Fu 2105 Cambridge
3w Cy Crom (Pembroke) 2231 1-0 Dan Dorn (Trinity) 2220
"""


def test_a_line_among_the_games_whose_names_do_not_read_is_named_in_a_warning() -> None:
    t = read_text(CARD_LINES, source="card.txt")  # line 3: a word after the second rating
    names = {"Ann Alt (Keble)", "Bea Bort (Churchill)", "Cy Crom (Pembroke)", "Dan Dorn (Trinity)"}
    assert {p.name for p in t.players} == names
    said = [d for d in t.diagnostics if "holds a result between two sides" in d.message]
    assert [(d.line, d.severity.name) for d in said] == [(3, "WARNING")]
    assert "'2b Eve Ek (Exeter) 2100 1-0 Fay Fu 2105 Cambridge'" in said[0].message
