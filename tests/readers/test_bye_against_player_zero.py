"""A bye written as a game against "player 0" (``=0``: a half point; ``+0`` a point, ``-0`` none), as a
Québec club blog's Swiss tables print it (its own program; TRF writes ``0000`` for no opponent). Before:
``round 3: opponent 0 has no row in the table``.

The invented section, five players, three rounds (the blog's form: number, name, rating, a cell a round,
``N`` Black and ``B`` White, the score alone on the next line): round 1 Ann beat Cy, Bob drew Dan, Eve a
half-point bye; round 2 Ann drew Bob, Cy beat Eve, Dan a full-point bye; round 3 Ann beat Dan, Bob lost to
Eve, Cy a zero-point bye. Points: Ann 2½, Bob 1, Cy 1, Dan 1½, Eve 1½.
"""

from __future__ import annotations

import sys
from fractions import Fraction as F
from pathlib import Path

from tiebreak.model.tournament import Result
from tiebreak.readers import read_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name, results_of

SECTION = """\
Section A

Joueur Cote 1 2 3 Score
1 Alt, Ann 1950 +3B =2N +4B
2.5
2 Bau, Bob 1900 =4N =1B -5N
1
3 Crom, Cy 1850 -1N +5B -0
1
4 Dorn, Dan 1800 =2B +0 -1N
1.5
5 Eck, Eve 1750 =0 -3N +2B
1.5
"""


def test_a_game_against_player_zero_is_a_bye_of_its_result() -> None:
    t = read_text(SECTION, source="suisse.txt")
    assert points_by_name(t) == {
        "Alt, Ann": F(5, 2),
        "Bau, Bob": F(1),
        "Crom, Cy": F(1),
        "Dorn, Dan": F(3, 2),
        "Eck, Eve": F(3, 2),
    }
    assert results_of(t, "Eck, Eve")[0] is Result.HALF_BYE
    assert results_of(t, "Dorn, Dan")[1] is Result.PAB
    assert results_of(t, "Crom, Cy")[2] is Result.ZERO_BYE
    assert any("'player 0'" in d.message for d in t.diagnostics)
