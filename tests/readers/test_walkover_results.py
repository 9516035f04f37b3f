"""A walkover written after the score (``1 - 0 w.o``) and a bye written as a game against ``W.O``: the
Swedish Chess Federation's results service (member.schack.se), its round lists of the Tyresö Open 2024
copied from the browser (``tests/data/formats/tyreso-open-2024.member-schack-rounds.txt``).

Before: ``cannot read the result '1 - 0 w.o'``. The expected values are counted by hand from the file:
one bye a round in rounds 1-7 (the player paired with ``W.O``, a point each), three forfeits between two
players (round 1 Isaksson - Nödtveidt ``1 - 0 w.o``, round 7 Van Den Brink - Cernea ``0 - 1 w.o``, round 8
Parteg - Bardhan ``1 - 0 w.o``); after 8 rounds Sörensen, Wiedenkeller, Ölund and Grahn have 6½, Crevatin,
Dingertz and Mattsson 6.
"""

from __future__ import annotations

import sys
from fractions import Fraction as F
from pathlib import Path

from tiebreak.model.tournament import Result
from tiebreak.readers import read_path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name, results_of

FILE = Path(__file__).parent.parent / "data" / "formats" / "tyreso-open-2024.member-schack-rounds.txt"


def test_walkovers_are_forfeits_and_a_game_against_w_o_is_a_bye() -> None:
    t = read_path(FILE)
    assert t.rounds == 8
    assert not any("W.O" in p.name.upper() for p in t.players)  # no player of that name
    byes = sorted(e.round for p in t.players for e in p.rounds if e.result is Result.PAB)
    assert byes == [1, 2, 3, 4, 5, 6, 7]
    assert results_of(t, "Per Isaksson")[0] is Result.FORFEIT_WIN
    assert results_of(t, "Svante Nödtveidt")[0] is Result.FORFEIT_LOSS
    assert results_of(t, "Radu Cernea")[6] is Result.FORFEIT_WIN
    assert results_of(t, "Sid Van Den Brink")[6] is Result.FORFEIT_LOSS
    assert results_of(t, "Eddie Parteg")[7] is Result.FORFEIT_WIN
    assert sum(e.result is Result.FORFEIT_WIN for p in t.players for e in p.rounds) == 3
    points = points_by_name(t)
    top = {name for name, p in points.items() if p == F(13, 2)}
    assert top == {"Hampus Sörensen", "Michael Wiedenkeller", "Joar Ölund", "Vidar Grahn"}
    assert {name for name, p in points.items() if p == 6} == {
        "Leo Crevatin",
        "Erik Dingertz",
        "Michael Mattsson",
    }
    assert max(points.values()) == F(13, 2)
