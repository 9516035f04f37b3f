"""Ratings written with decimals (a club's own rating that its site computes: ``1493.8``, ``1500.00``).

The form is the Applied Tech chess club's round-robin pages (Russian: ``Игрок | Рейтинг | 1 … 9 | Партий |
Очки``); the grid below is ours, hand-made in that form. Hand computation: Ann beat Bob and drew Cy, Bob
beat Cy: Ann 1½, Bob 1, Cy ½. The ratings rounded: 1494, 1442, 1500.
"""

from __future__ import annotations

from fractions import Fraction

import tiebreak
from tiebreak.readers import read_text

GRID = """#\tИгрок\tРейтинг\t1\t2\t3\tПартий\tОчки
1\tAnn Alt\t1493.8\t\t1\t½\t2\t1½
2\tBob Berg\t1441,5\t0\t\t1\t2\t1
3\tCy Crom\t1500.00\t½\t0\t\t2\t½
"""


def test_decimal_ratings_are_rounded_and_games_played_are_no_points() -> None:
    event = read_text(GRID)
    assert sorted((p.name, p.rating) for p in event.players) == [
        ("Ann Alt", 1494),
        ("Bob Berg", 1442),
        ("Cy Crom", 1500),
    ]
    standings = tiebreak.compute_standings(event, "SB")
    assert [(r.name, r.points) for r in standings.rows] == [
        ("Ann Alt", Fraction(3, 2)),
        ("Bob Berg", Fraction(1)),
        ("Cy Crom", Fraction(1, 2)),
    ]
    assert any("rating with decimals" in d.message for d in event.diagnostics)
