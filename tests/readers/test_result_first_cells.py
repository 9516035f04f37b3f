"""A German club's own final table (Schachfreunde Heilbronn-Biberach, 2026): each round cell the result,
then the opponent and the colour in brackets (``1 (15s)``, ``½ (2w)``), ``k`` (kampflos) a forfeit
(``1k (20w)``, ``0k (8s)``), ``1k`` alone a point won without an opponent. Before: ``cannot read the
cell '1 (15s)'``.

The invented event, four players ranked by place (the cells name places): round 1 Anna (1) beat Cora
(3) with White, Bert (2) and Dirk (4) drew; round 2 Anna drew Bert, Cora won against Dirk by forfeit;
round 3 Anna beat Dirk, Bert had a point without an opponent, Cora none. Points: Anna 2½, Bert 2, Cora
1, Dirk ½.
"""

from __future__ import annotations

import tiebreak
from tiebreak.model.tournament import Color, Result
from tiebreak.readers import read_text

TABLE = """\
| Rang | Spieler | Pkt. | 1 | 2 | 3 |
| ---: | :--- | ---: | :--- | :--- | :--- |
| 1 | Anna Adler | 2.5 | 1 (3w) | ½ (2s) | 1 (4w) |
| 2 | Bert Berg | 2.0 | ½ (4s) | ½ (1w) | 1k |
| 3 | Cora Claus | 1.0 | 0 (1s) | 1k (4w) |  |
| 4 | Dirk Dorn | 0.5 | ½ (2w) | 0k (3s) | 0 (1s) |
"""


def test_result_first_cells_with_the_opponent_and_colour_in_brackets() -> None:
    t = read_text(TABLE, source="vereinsmeisterschaft.md")
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Anna Adler": 2.5, "Bert Berg": 2, "Cora Claus": 1, "Dirk Dorn": 0.5}
    anna, bert, cora = t.player(1), t.player(2), t.player(3)
    assert (anna.rounds[0].opponent, anna.rounds[0].color, anna.rounds[0].result) == (
        3,
        Color.WHITE,
        Result.WIN,
    )
    assert anna.rounds[1].color is Color.BLACK
    assert cora.rounds[1].result is Result.FORFEIT_WIN and t.player(4).rounds[1].result is Result.FORFEIT_LOSS
    assert bert.rounds[2].result is Result.PAB and bert.rounds[2].opponent is None
