"""A published ranking as a club site's page saved as text gives it: a Markdown table (its rule line
under the header is not a row) whose rows without a rating lost that empty cell, so that their grid
stands one column to the left (SwissChess pages as stored, tests/data/real/swisschess-bad-bevensen-rr).

The grid below is invented, its values by hand: Arden beat everyone (3), Brandt beat Costa and Dahl (2),
Costa and Dahl drew (½ each). Sonneborn-Berger: Arden 2 + ½ + ½ = 3, Brandt ½ + ½ = 1, Costa and Dahl
½ × ½ = 0.25.
"""

from __future__ import annotations

from tiebreak.formats.published import read_published

GRID = """Rangliste: Stand nach der 3. Runde
Nr. | Teilnehmer | TWZ | 1 | 2 | 3 | 4 | Punkte | SoBerg |
---|---|---|---|---|---|---|---|---|
1. | Arden, Ann | 1500 | ** | 1 | 1 | 1 | 3.0 | 3.00 |
2. | Brandt, Bo | 1400 | 0 | ** | 1 | 1 | 2.0 | 1.00 |
3. | Costa, Cy | 0 | 0 | ** | ½ | 0.5 | 0.25 | |
4. | Dahl, Di | 0 | 0 | ½ | ** | 0.5 | 0.25 |
"""


def test_the_markdown_rule_is_not_a_row_and_a_row_without_its_rating_cell_is_read_by_its_diagonal() -> None:
    published = read_published(GRID, source="grid.txt")
    got = [(r.name, r.points.text if r.points else None, [v.text if v else None for v in r.values])
           for r in published.rows]
    assert got == [("Arden, Ann", "3.0", ["3.00"]), ("Brandt, Bo", "2.0", ["1.00"]),
                   ("Costa, Cy", "0.5", ["0.25"]), ("Dahl, Di", "0.5", ["0.25"])]
    assert any("diagonal mark" in n.message for n in published.diagnostics)


def test_a_row_whose_diagonal_stands_right_is_left_as_it_is() -> None:
    text = GRID.replace("4. | Dahl, Di | 0 | 0 | ½ | ** | 0.5 | 0.25 |",
                        "4. | Dahl, Di | | 0 | 0 | ½ | ** | 0.5 | 0.25 |")
    rows = read_published(text, source="grid.txt").rows
    assert rows[-1].points is not None and rows[-1].points.text == "0.5"


def test_a_markdown_ranking_with_bold_headings_ends_at_its_table() -> None:
    """A club site's Markdown page (tests/data/real/gambito-guada-*): bold headings, the ranking, then
    each round's table below it, which is not part of the ranking."""
    text = ("### Clasificación\n\n| # | **Jugador** | **Partidas** | **Puntuación** |\n|---|---|---|---|\n"
            "| 1 | Arden, Ann | 2 | 2 |\n| 2 | Brandt, Bo | 2 | 1 |\n\n### Ronda 1\n\n"
            "| **Mesa** | **Blancas** | **Resultado** | **Negras** |\n|---|---|---|---|\n"
            "| 1 | Arden, Ann | 1-0 | Brandt, Bo |\n")
    published = read_published(text, source="liga.md")
    assert [(r.name, r.points.text if r.points else None) for r in published.rows] == [
        ("Arden, Ann", "2"), ("Brandt, Bo", "1")]
