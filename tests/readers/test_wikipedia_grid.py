"""A Wikipedia crosstable copied as text (issue 23 item 9): a double round robin whose cells hold both
games with a blank between them (``½ 1``), the columns numbered 1 … n, the diagonal cell empty; and the
same table whose names a copy lost (Wikipedia links its players, a text store keeps an empty cell).

The points are worked out by hand from the cells: A beat D twice, won and drew against B, …"""

from __future__ import annotations

from fractions import Fraction

import tiebreak
from tiebreak.formats.published import read_published
from tiebreak.readers import read_text
from tiebreak.readers.tables import grid_cell

HEAD = "| | Player | Rating | 1 | 2 | 3 | 4 | Points |\n"
ROWS = (
    ("A", "2700", "", "1 ½", "½ ½", "1 1", "4½"),
    ("B", "2650", "0 ½", "", "1 ½", "0 1", "3"),
    ("C", "2600", "½ ½", "0 ½", "", "1 ½", "3"),
    ("D", "2550", "0 0", "1 0", "0 ½", "", "1½"),
)
BY_HAND = [Fraction(9, 2), Fraction(3), Fraction(3), Fraction(3, 2)]


def _text(names: list[str]) -> str:
    lines = [HEAD]
    for k, (row, name) in enumerate(zip(ROWS, names, strict=True), start=1):
        lines.append("| " + " | ".join([str(k), name, *row[1:]]) + " |\n")
    return "Crosstable\n\n" + "".join(lines)


def _points(event: tiebreak.Tournament) -> list[Fraction]:
    rows = tiebreak.compute_standings(event, "PTS").rows
    return [r.points for r in sorted(rows, key=lambda r: r.sno)]


def test_two_games_in_one_cell_a_blank_between() -> None:
    assert grid_cell("½ 1") == "½1"
    event = read_text(_text(["Alpha, Ann", "Beta, Bob", "Gamma, Cy", "Delta, Dan"]))
    assert event.pairing.value == "round-robin"
    assert event.rounds == 6  # a double round robin of four: two cycles of three rounds
    assert [p.name for p in event.players] == ["Alpha, Ann", "Beta, Bob", "Gamma, Cy", "Delta, Dan"]
    assert _points(event) == BY_HAND


def test_names_lost_the_players_are_known_by_their_numbers() -> None:
    text = _text(["'", "", "", ""])  # a stray bold mark where the first link was
    event = read_text(text)
    assert [(p.sno, p.name) for p in event.players] == [(1, "1"), (2, "2"), (3, "3"), (4, "4")]
    assert _points(event) == BY_HAND
    assert any("named by the number of the row" in d.message for d in event.diagnostics)
    published = read_published(text)
    assert [(r.sno, r.name, r.points.text if r.points else None) for r in published.rows] == [
        (1, "", "4½"),
        (2, "", "3"),
        (3, "", "3"),
        (4, "", "1½"),
    ]


def test_a_name_column_with_names_is_not_taken_for_lost() -> None:
    published = read_published(_text(["Alpha, Ann", "Beta, Bob", "Gamma, Cy", "Delta, Dan"]))
    assert [(r.sno, r.name) for r in published.rows] == [
        (None, "Alpha, Ann"),
        (None, "Beta, Bob"),
        (None, "Gamma, Cy"),
        (None, "Delta, Dan"),
    ]


def test_names_lost_in_a_grid_read_by_content() -> None:
    """The article's other tables come first (a list of winners, numbered rows without a diagonal), so
    the grid is found among the tables; its name column, holding no name, names the rows by number."""
    winners = "| # | Year | Winner(s) |\n| 1 | 2013 | |\n| 2 | 2014 | |\n\n"
    event = read_text(winners + _text(["'", "", "", ""]))
    assert [(p.sno, p.name) for p in event.players] == [(1, "1"), (2, "2"), (3, "3"), (4, "4")]
    assert _points(event) == BY_HAND
    assert any("holds no names" in d.message for d in event.diagnostics)
