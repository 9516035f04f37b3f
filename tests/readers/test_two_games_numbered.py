"""A double round robin typed with blanks between all cells under the players' numbers, each number once
or twice (``Pl. Spieler 1 1 2 2 3 3 4 4 Pkt.``): each row's two games against a player are one cell
under that player's number, its own two marks the diagonal (``tests/data/real``: Berlin 1919).

Expected values: the grid's own totals, and Sonneborn-Berger by C.07 art. 9.2 worked by hand below.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.readers._twogames import two_games_lines

ROWS = """1. Anna Ahl x x ½ ½ 1 1 1 1 5,0
2. Bert Bohm ½ ½ x x ½ ½ ½ ½ 3,0
3. Cleo Cruz 0 0 ½ ½ x x 0 1 2,0
3. Dora Dahl 0 0 ½ ½ 1 0 x x 2,0
"""


@pytest.mark.parametrize("header", ["Pl. Spieler 1 1 2 2 3 3 4 4 Pkt.", "Pl. Spieler 1 2 3 4 Pkt."])
def test_each_pair_of_games_is_one_cell_and_the_totals_agree(header: str) -> None:
    t = tiebreak.read_text(f"{header}\n{ROWS}", source="grid.txt")
    assert [(p.name, p.declared_points) for p in t.players] == [
        ("Anna Ahl", 5),
        ("Bert Bohm", 3),
        ("Cleo Cruz", 2),
        ("Dora Dahl", 2),
    ]
    assert t.rounds == 6
    assert any(
        "two games side by side under the players' numbers" in d.message
        for d in t.diagnostics
        if d.severity is Severity.INFO
    )
    standings = tiebreak.compute_standings(t, "SB", tiebreak.Options(rules=tiebreak.Rules("2026")))
    # SB: each opponent's points times the points scored against them: Anna 1×3 + 2×2 + 2×2 = 11,
    # Bert 1×5 + 1×2 + 1×2 = 9, Cleo 1×3 + 1×2 = 5, Dora 1×3 + 1×2 = 5.
    assert {r.name: r.values[0] for r in standings.rows} == {
        "Anna Ahl": Fraction(11),
        "Bert Bohm": Fraction(9),
        "Cleo Cruz": Fraction(5),
        "Dora Dahl": Fraction(5),
    }


def test_a_row_whose_own_cells_are_games_is_no_such_table() -> None:
    text = "Pl. Spieler 1 1 2 2 3 3 Pkt.\n1. Anna 1 1 1 1 0 0 2,0\n2. Bert 0 0 x x 1 1 2,0\n3. Cleo 1 1 0 0 x x 2,0\n"
    assert two_games_lines(text) is None


def test_the_rewritten_rows_keep_the_rank_and_the_name_apart() -> None:
    r = two_games_lines(f"Pl. Spieler 1 1 2 2 3 3 4 4 Pkt.\n{ROWS}")
    assert r is not None
    lines = r.text.split("\n")
    assert lines[0].split("\t") == ["Pl.", "Spieler", "1", "2", "3", "4", "Pkt."]
    assert lines[1].split("\t") == ["1.", "Anna Ahl", "*", "½ ½", "1 1", "1 1", "5,0"]
