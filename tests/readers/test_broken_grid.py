"""A round-robin grid whose rows a copy broke at the empty diagonal cell (BritBase's crosstables as the
page store keeps them: ``tests/data/real/britbase-hastings-premier-*``): row k's number, name,
federation, rating and first k-1 cells on one line, its other cells and its totals on the next, at
times a line ``&;`` between them; totals ending in ½ lost.

The grid below is made up, five players, every game's two cells agreeing. Expected values worked by
hand from its cells: points A 2½, B 2½, C 2½, D 1, E 1½; Sonneborn-Berger (C.07 art. 9.2, each
opponent's points times the result against them) A 1×2½ (B) + ½×2½ (C) + 1×1 (D) = 4¾, B 1×2½ (C) +
½×1 (D) + 1×1½ (E) = 4½, C ½×2½ (A) + 1×1 (D) + 1×1½ (E) = 3¾, D ½×2½ (B) + ½×1½ (E) = 2, E 1×2½ (A)
+ ½×1 (D) = 3.
"""

from __future__ import annotations

from fractions import Fraction

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.readers._brokengrid import broken_grid_lines

BROKEN = """Club Championship 1984

Fed Elo 1 2 3 4 5 Total
1 Anna Alpha ENG 2400m
1 ½ 1 0
2 Bert Beta SCO 2300 0
1 ½ 1
3 Cara Gamma WLS 2200f ½ 0
1 1
4 Dan Delta ENG 2100 0 ½ 0
½ 1
5 Eve Epsilon USSR 2000 1 0 0 ½

Average Elo: 2200
"""

WITH_SOS = """Fed Elo 1 2 3 4 5 Total SOS
1 Anna Alpha ENG 2400
&;
1 ½ 1 0 4.75
2 Bert Beta SCO 2300 0
&;
1 ½ 1 4.50
3 Cara Gamma WLS 2200 ½ 0
&;
1 1 3.75
4 Dan Delta ENG 2100 0 ½ 0
&;
½ 1
5 Eve Epsilon IRL 2000 1 0 0 ½
&;
"""


def _sb(t: tiebreak.Tournament) -> list[tuple[str, Fraction, Fraction]]:
    standings = tiebreak.compute_standings(t, "SB", tiebreak.Options(rules=tiebreak.Rules("2024")))
    return [(r.name, r.points, r.values[0]) for r in standings.rows]


EXPECTED = [
    ("Anna Alpha", Fraction(5, 2), Fraction(19, 4)),
    ("Bert Beta", Fraction(5, 2), Fraction(9, 2)),
    ("Cara Gamma", Fraction(5, 2), Fraction(15, 4)),
    ("Eve Epsilon", Fraction(3, 2), Fraction(3)),
    ("Dan Delta", Fraction(1), Fraction(2)),
]


def test_rows_broken_at_the_diagonal_read_as_the_grid() -> None:
    t = tiebreak.read_text(BROKEN, source="britbase.txt")
    assert [(p.name, p.rating, p.federation, p.title) for p in t.players] == [
        ("Anna Alpha", 2400, "ENG", "IM"),
        ("Bert Beta", 2300, "SCO", ""),
        ("Cara Gamma", 2200, "WLS", "FM"),
        ("Dan Delta", 2100, "ENG", ""),
        ("Eve Epsilon", 2000, "", ""),  # USSR, no FIDE code: left aside, out of the name
    ]
    # only Dan's total is kept (1, the sum of his cells); the others ended in ½ or stood on no line
    assert [p.declared_points for p in t.players] == [None, None, None, Fraction(1), None]
    assert _sb(t) == EXPECTED
    notes = [d.message for d in t.diagnostics if d.severity is Severity.INFO]
    said = next(m for m in notes if "broken at the diagonal" in m)
    assert "4 row(s) have no total" in said and "USSR" in said and "title letter" in said


def test_a_value_that_is_not_the_cells_sum_is_the_next_column() -> None:
    """A row with one value after its cells where the header names two there: the total when it is the
    sum of the cells, else the second column's (the total lost): Anna's 4.75 is her SOS, not 4¾
    points."""
    r = broken_grid_lines(WITH_SOS)
    assert r is not None and r.lost_totals == 4
    rows = [line.split("\t") for line in r.text.split("\n")[1:6]]
    assert [row[-2:] for row in rows] == [["?", "4.75"], ["?", "4.50"], ["?", "3.75"], ["1", ""], ["?", ""]]
    assert [row[4 + k] for k, row in enumerate(rows)] == ["*"] * 5  # each row's own cell
    t = tiebreak.read_text(WITH_SOS, source="britbase.txt")
    assert _sb(t) == EXPECTED
    assert not [d for d in t.diagnostics if d.severity is Severity.WARNING and "points column" in d.message]


def test_a_grid_whose_rows_stand_whole_is_not_rewritten() -> None:
    whole = "Fed Elo 1 2 3 4\n1 Anna ENG 2400 * 1 ½ 1 2½\n2 Bert ENG 2300 0 * 1 1 2\n"
    assert broken_grid_lines(whole) is None
    text = "\n".join(BROKEN.split("\n")[:-4])  # row 4's second line and row 5 cut off: no grid
    assert broken_grid_lines(text) is None
