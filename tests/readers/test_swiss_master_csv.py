"""Swiss Master's CSV export of a round's pairings (``Board;WhiteNr;WhiteFideId;WhiteName;WhiteElo;
WhitePoints;Result;BlackPoints;BlackElo;BlackName;BlackFideId;BlackNr``, as the Ixtepec club's 2025
files write it): each heading joins a colour and a field; the players without a game follow the boards,
their board ``-``, ``bye`` (a result 0: absent) or ``pairing allocated bye`` (1) where Black's name
stands. The event below is our own, in that form; its points are added by hand.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.readers import read_paths

HEAD = "Board;WhiteNr;WhiteFideId;WhiteName;WhiteElo;WhitePoints;Result;BlackPoints;BlackElo;BlackName;BlackFideId;BlackNr"
ROUND_1 = (
    f"{HEAD}\n"
    '1;1;;"ALBA ANA";1500;0.0;1-0;0.0;1400;"BRAVO BEA";;2\n'
    '-;3;;"CRUZ CARLOS";0;0.0;1;;;pairing allocated bye\n'
    '-;4;;"DIAZ DORA";0;0.0;0;;;bye\n'
)
ROUND_2 = (
    f"{HEAD}\n"
    '1;3;;"CRUZ CARLOS";0;1.0;0-1;1.0;1500;"ALBA ANA";;1\n'
    '2;2;;"BRAVO BEA";1400;0.0;½-½;0.0;0;"DIAZ DORA";;4\n'
)


def test_a_round_s_pairings_with_its_byes_read_by_their_headings(tmp_path: Path) -> None:
    """By hand: Ana won both games (2); Carlos's pairing-allocated bye (1) and loss (1); Bea's loss and
    draw (½); Dora absent in round 1 (0), then her draw (½)."""
    (tmp_path / "pairings-r1.csv").write_text(ROUND_1, encoding="utf-8")
    (tmp_path / "pairings-r2.csv").write_text(ROUND_2, encoding="utf-8")
    t = read_paths([tmp_path / "pairings-r1.csv", tmp_path / "pairings-r2.csv"])
    standings = tiebreak.compute_standings(t, [], tiebreak.Options(rules=tiebreak.Rules("2026")))
    assert {r.name: r.points for r in standings.rows} == {
        "ALBA ANA": Fraction(2),
        "CRUZ CARLOS": Fraction(1),
        "BRAVO BEA": Fraction(1, 2),
        "DIAZ DORA": Fraction(1, 2),
    }
