"""A club's page of all its games one after another, the round headings lost (the Bergstedter
Schachklub's championship page as a page store keeps it: a paragraph, then ``Wolna, Olaf | – | Offner,
Anton | 1 : 0 |`` a game a line). The list below is ours, hand-made in that form: four players, three
rounds, each player once a round.

Hand computation: round 1 Ann beat Bob, Cy drew Dan; round 2 Ann drew Cy, Dan beat Bob by forfeit;
round 3 Dan beat Ann, Bob drew Cy. Ann 1½, Bob ½, Cy 1½, Dan 2½.
"""

from __future__ import annotations

from fractions import Fraction

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Result
from tiebreak.readers import read_text

PAGE = """Vereinsmeisterschaft
Der Schachklub veranstaltet von September bis November seine Vereinsmeisterschaft (Klubturnier). Auch Gäste sind willkommen!
Gespielt werden 3 Runden.
Alt, Ann | – | Berg, Bob | 1 : 0 |
Crom, Cy | – | Dorn, Dan | ½ : ½ |
Alt, Ann | – | Crom, Cy | ½ : ½ |
Berg, Bob | – | Dorn, Dan | – : + |
Dorn, Dan | – | Alt, Ann | 1 : 0 |
Berg, Bob | – | Crom, Cy | ½ : ½ |
"""


def test_a_list_of_games_without_round_headings_is_split_where_a_player_plays_again() -> None:
    event = read_text(PAGE)
    assert event.rounds == 3
    standings = tiebreak.compute_standings(event, "BH")
    assert {r.name: r.points for r in standings.rows} == {
        "Alt, Ann": Fraction(3, 2),
        "Berg, Bob": Fraction(1, 2),
        "Crom, Cy": Fraction(3, 2),
        "Dorn, Dan": Fraction(5, 2),
    }
    bob = next(p for p in event.players if p.name == "Berg, Bob")
    assert bob.rounds[1].result is Result.FORFEIT_LOSS
    warned = [d.message for d in event.diagnostics if d.severity is Severity.WARNING]
    assert any("read as rounds 1-3" in m and "line(s) 6, 8" in m for m in warned)
