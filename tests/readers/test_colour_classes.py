"""A progress table whose round cells give the opponent in an element whose class names the colour
(``<div class=CP_White>12</div><div class=rfrresult>0</div>``: a club's own page generator), read as
games with those colours (:func:`tiebreak.readers.webpage.round_cell`)."""

from __future__ import annotations

from tiebreak.model.tournament import Color, Result
from tiebreak.readers import read_text
from tiebreak.readers.webpage import HtmlCell, round_cell


def _cell(colour: str, opponent: str, result: str) -> str:
    return f"<td><div class={colour}>{opponent}</div><div class=rfrresult>{result}</div></td>"


PAGE = (
    "<h1>Klass 4</h1><table><thead><tr><th>Nr</th><th>Namn</th><th>1</th><th>2</th><th>3</th></tr></thead>"
    "<tbody>"
    f"<tr><td>1</td><td>Anna</td>{_cell('CP_White', '2', '1')}{_cell('CP_Black', '3', '½')}"
    f"{_cell('CP_White', '4', '1')}</tr>"
    f"<tr><td>2</td><td>Bea</td>{_cell('CP_Black', '1', '0')}{_cell('CP_White', '4', '0')}"
    f"{_cell('CP_Black', '3', '½')}</tr>"
    f"<tr><td>3</td><td>Cleo</td>{_cell('CP_White', '4', '1')}{_cell('CP_White', '1', '½')}"
    f"{_cell('CP_White', '2', '½')}</tr>"
    f"<tr><td>4</td><td>Dora</td>{_cell('CP_Black', '3', '0')}{_cell('CP_Black', '2', '1')}"
    f"{_cell('CP_Black', '1', '0')}</tr>"
    "</tbody></table>"
)


def test_a_class_ending_in_the_colour_gives_the_games_colour() -> None:
    white = HtmlCell("12 0", 1, 1, parts=((frozenset({"CP_White"}), "12"), (frozenset({"rfrresult"}), "0")))
    black = HtmlCell("7 ½", 1, 1, parts=((frozenset({"cp-black"}), "7"), (frozenset({"x"}), "½")))
    assert (round_cell(white), round_cell(black)) == ("12w0", "7b½")
    neither = HtmlCell("7 ½", 1, 1, parts=((frozenset({"whiteboard"}), "7"),))
    assert round_cell(neither) == "7 ½"


def test_the_page_reads_with_its_colours() -> None:
    t = read_text(PAGE, source="klass4.html")
    anna = next(p for p in t.players if p.name == "Anna")
    assert [(e.opponent, e.color, e.result) for e in anna.rounds] == [
        (2, Color.WHITE, Result.WIN),
        (3, Color.BLACK, Result.DRAW),
        (4, Color.WHITE, Result.WIN),
    ]
