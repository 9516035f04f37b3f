"""SWAR's web page of an event (the Belgian federation's pairing program; a Limburg rapid of 2018,
``tests/data/formats/README.md``): the final ranking (``Cl. Naam Voornaam Geslacht Gebdat N-Elo Clubnaam
PtnTot. Perf OR SB Buch ARO #Win``), then each round's list ``Bordnr. | Naam Voornaam | Rank | Elo |
Punten | Res. | Naam Voornaam | …``, ratings in brackets (``(1693)``), ``Punten`` the player's final
points on every round's list, and a row without a board number for a bye (``1 Bye``) or an absence
(``0 Afwezig``).

Expected values are the publication's: its ranking's PtnTot., and the date its heading gives.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Color, Player, Result
from tiebreak.readers._builder import game_result
from tiebreak.readers._headings import classify
from tiebreak.readers.crosstable import parse_cell

PATH = Path(__file__).parent.parent / "data" / "formats" / "limburg-rapid-2018-day3.swar.html"
PUBLISHED = {  # PtnTot. of the Eindstand
    "Bex Lennert": "6.0",
    "Bollen Jan": "5.5",
    "Theunissen Kris": "5.0",
    "Kayikci Kaan": "5.0",
    "Buelen Billy": "4.5",
    "Reenaers Johan": "4.0",
    "Pieters Nick": "3.5",
    "Dethier Krista": "3.5",
    "Carmans Wesley": "3.5",
    "Somers Martijn": "3.5",
    "Ulburghs Piet": "3.0",
    "Cornet Luc": "3.0",
    "Jordens Ferdinand": "3.0",
    "Swijsen Willy": "3.0",
    "Donaldson Larry": "2.0",
    "Ten Alexander": "1.0",
    "Harder Cindy": "1.0",
}


def test_the_rounds_lists_give_the_published_points() -> None:
    """Dethier Krista's 3½ holds her bye of round 1 (before, the row without a board number was left
    aside and she had 2½)."""
    t = tiebreak.read_path(PATH)
    assert len(t.players) == 17 and t.rounds == 7
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {name: Fraction(p) for name, p in PUBLISHED.items()}
    assert {p.name: p.rating for p in t.players}["Reenaers Johan"] == 1693


def test_the_points_beside_the_names_are_the_final_ones_and_the_date_is_the_events() -> None:
    """No warning that each round's list gives other points than the rounds before it (they are the
    final points), and the event starts on the heading's 27/04/2018, not on a player's date of birth."""
    t = tiebreak.read_path(PATH)
    assert not [d for d in t.diagnostics if d.severity is Severity.WARNING and "points before" in d.message]
    assert any("points after the last round" in d.message for d in t.diagnostics)
    assert not [d for d in t.diagnostics if d.severity is Severity.WARNING]  # nor its "Begin van de pagina"
    assert t.start_date == dt.date(2018, 4, 27)


def test_the_published_table_is_the_ranking_not_a_rounds_list() -> None:
    """The page's largest tables are its rounds' lists (two players a row); the published table is its
    ranking, ``SB`` and ``Buch`` its Sonneborn-Berger and Buchholz (Bex Lennert's 22.50 and 28.00)."""
    from tiebreak.formats.published import read_published

    published = read_published(PATH.read_text(encoding="utf-8"), source=PATH.name)
    assert len(published.rows) == 17 and published.rows[0].name == "Bex Lennert"
    codes = {c.heading: c.codes for c in published.columns}
    assert codes["SB"] == ("SB",) and codes["Buch"] == ("BH",)
    values = dict(zip([c.heading for c in published.columns], published.rows[0].values, strict=True))
    assert (values["SB"], values["Buch"]) != (None, None)
    assert [values[h].text for h in ("SB", "Buch") if values[h] is not None] == ["22.50", "28.00"]


# -- SWAR's other forms (the Belgian federation's pages, its migrated site: tests/data/real) --------------
@pytest.mark.parametrize(
    ("text", "white", "black"),
    [
        ("1ff-0", Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
        ("0-1ff", Result.FORFEIT_LOSS, Result.FORFEIT_WIN),
        ("0ff-0ff", Result.FORFEIT_LOSS, Result.FORFEIT_LOSS),
        ("1 FF - 0", Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
    ],
)
def test_a_result_whose_side_is_marked_ff_is_a_forfeit(text: str, white: Result, black: Result) -> None:
    """SWAR writes a game won by forfeit ``1ff-0`` in its rounds' lists (before: refused)."""
    assert game_result(text) == (white, black)


def test_a_drawn_forfeit_is_a_half_point_bye_each() -> None:
    """SWAR's ``½ff-½ff``: a game not played that gives each player half a point, read as a half-point bye
    each (C.07 art. 16: an unplayed round)."""
    assert game_result("½ff-½ff") == (Result.HALF_BYE, Result.HALF_BYE)
    assert game_result("½ff-0") is None  # no game result: half a point one side, none the other


def _ann_ahl(text: str, source: str) -> tuple[tiebreak.Tournament, Player]:
    """The event of ``text`` and its player Ann Ahl."""
    t = tiebreak.read_text(text, source=source)
    return t, next(p for p in t.players if p.name == "Ann Ahl")


def test_a_drawn_forfeit_in_a_pairing_list() -> None:
    t, ann = _ann_ahl(
        "Ronde 1\nBord | Wit | Res. | Zwart\n1 | Ann Ahl | ½ff-½ff | Bob Bos\n2 | Cy Cox | 1-0 | Di Dam\n"
        "Ronde 2\nBord | Wit | Res. | Zwart\n1 | Ann Ahl | 1-0 | Cy Cox\n2 | Bob Bos | 0-1 | Di Dam\n",
        "rounds.txt",
    )
    first = ann.rounds[0]
    assert (first.result, first.opponent) == (Result.HALF_BYE, None)
    assert tiebreak.compute_standings(t, []).rows[0].points == Fraction(3, 2)
    assert any("half-point bye for each" in d.message for d in t.diagnostics)


@pytest.mark.parametrize(
    ("cell", "opponent", "color", "result"),
    [("20 Z 1FF", 20, Color.BLACK, Result.FORFEIT_WIN), ("9 W 0ff", 9, Color.WHITE, Result.FORFEIT_LOSS)],
)
def test_a_crosstable_cell_marked_ff_is_a_forfeit(
    cell: str, opponent: int, color: Color, result: Result
) -> None:
    """SWAR's Dutch crosstable: the opponent, Z (zwart) or W (wit), and ``1FF``/``0ff``."""
    c = parse_cell(cell)
    assert c is not None and (c.opponent, c.color, c.result) == (opponent, color, result)


def test_a_grid_cell_of_half_a_point_without_a_game() -> None:
    """SWAR's American grid: ``½ff`` both ways, half a point each without a game."""
    t, ann = _ann_ahl(
        "Nr Naam 1 2 3 4 Ptn\n1 Ann Ahl * ½ff 1 1 2.5\n2 Bob Bos ½ff * 1 0 1.5\n3 Cy Cox 0 0 * ½ 0.5\n"
        "4 Di Dam 0 1 ½ * 1.5\n",
        "grid.txt",
    )
    assert sorted(e.result.code for e in ann.rounds) == ["1", "1", "H"]
    assert all(e.opponent is None for e in ann.rounds if e.result is Result.HALF_BYE)
    points = {r.sno: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {1: Fraction(5, 2), 2: Fraction(3, 2), 3: Fraction(1, 2), 4: Fraction(3, 2)}


def test_a_grid_cell_marked_ff_is_a_forfeit() -> None:
    text = "Nr Naam 1 2 3 Ptn\n1 Ann Ahl * 1ff 1 2\n2 Bob Bos 0ff * 1 1\n3 Cy Cox 0 0 * 0\n"
    t = tiebreak.read_text(text, source="grid.txt")
    ann = next(p for p in t.players if p.name == "Ann Ahl")
    assert sorted(e.result.code for e in ann.rounds if e.opponent is not None) == ["+", "1"]


def test_swars_english_heading_of_the_names() -> None:
    assert classify("Name First Name") == "name"


SWAR_CROSSTABLE = (  # SWAR's crosstable as its pages write it, cells of rounds without an opponent in italics
    "<html><body><table class='tableAmericaine'>"
    "<tr><td>Nr.</td><td>Naam Voornaam</td><td>PtnTot.</td><td>R1</td><td>R2</td><td>R3</td></tr>"
    "<tr><td>1</td><td>Ahl Ann</td><td>2.5</td><td>  2 W 1</td><td class='tdcib'>A½</td><td>  3 Z 1</td></tr>"
    "<tr><td>2</td><td>Bos Bob</td><td>2.0</td><td>  1 Z 0</td><td>  4 W 1</td><td class='tdcib'>B1</td></tr>"
    "<tr><td>3</td><td>Cox Cy</td><td>1.0</td><td class='tdcib'>B1</td><td class='tdcib'>A </td>"
    "<td>  1 W 0</td></tr>"
    "<tr><td>4</td><td>Dorn Dan</td><td>0.0</td><td class='tdcib'>A </td><td>  2 Z 0</td>"
    "<td class='tdcib'>F</td></tr>"
    "</table></body></html>"
)


def test_a_crosstables_cells_without_an_opponent() -> None:
    """SWAR's 'A' (absent: no points; 'A½' half a point), 'B1' (a bye, one point) and 'F' (forfait: a
    player who plays no more). By hand: Ann 1 + ½ + 1, Bob 0 + 1 + 1, Cy 1 + 0 + 0, Dan 0."""
    t = tiebreak.read_text(SWAR_CROSSTABLE, source="swar.html")
    by_name = {p.name: [e.result for e in p.rounds] for p in t.players}
    assert by_name["Ahl Ann"][1] is Result.HALF_BYE
    assert by_name["Bos Bob"][2] is Result.PAB
    assert by_name["Cox Cy"][:2] == [Result.PAB, Result.ZERO_BYE]
    assert t.players[3].entry(3).result is Result.NOT_PAIRED
    standings = tiebreak.compute_standings(t, [], tiebreak.Options(rules=tiebreak.Rules("2026")))
    assert {r.name: r.points for r in standings.rows} == {
        "Ahl Ann": Fraction(5, 2),
        "Bos Bob": Fraction(2),
        "Cox Cy": Fraction(1),
        "Dorn Dan": Fraction(0),
    }


def test_a_withdrawn_players_forfait_row_in_a_round_list() -> None:
    """SWAR's round list writes a player who plays no more with no result and ``Forfait`` where the
    opponent stands: not paired that round (no points), as its crosstable's 'F' is (before: the line was
    left aside, and the player had no entry for the round)."""
    t, ann = _ann_ahl(
        "Ronde 1\nBord\tWit\tRes.\tZwart\n1\tAnn Ahl\t1-0\tBob Bos\n2\tCy Cox\t0-1\tDi Dam\n"
        "Ronde 2\nBord\tWit\tRes.\tZwart\n1\tDi Dam\t0-1\tBob Bos\n\tAnn Ahl\t\tForfait\n"
        "\tCy Cox\t\tAfwezig\n",
        "rounds.txt",
    )
    assert (
        ann.entry(2).opponent is None and ann.entry(2).result is Result.ZERO_BYE
    )  # as 'Afwezig' with no result
    assert {r.name: r.points for r in tiebreak.compute_standings(t, []).rows} == {
        "Ann Ahl": Fraction(1),
        "Bob Bos": Fraction(1),
        "Di Dam": Fraction(1),
        "Cy Cox": Fraction(0),
    }
