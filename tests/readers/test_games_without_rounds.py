"""A round robin's games in a CSV without a round column (Milton Keynes Chess Club's championship pool of
2024: ``white,black,result``, the games in no round order, ``tbc`` for a game never played, ``bye-1`` and
``1-bye`` for the games of a player who withdrew), read as a round robin, each game in the round the
circle method gives its pair; a round's pairing list without a round column (each player once) stays a
pairing list. And two complete grids of the same players on one page (a club's rapid and blitz round
robins): the one read is named, and a warning names the other.

Expected values: the invented pool below worked by hand; the club's list of scores
(``tests/data/real/mkcc-2024-championship-pool1.players.csv``); the page's own totals.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Result
from tiebreak.readers import read_paths, read_text

REAL = Path(__file__).parent.parent / "data" / "real"

POOL = """\
white,black,result
Ann,Bea,1-0
Cleo,Dora,1/2-1/2
Bea,Cleo,0-1
Dora,Ann,0-1
Ann,Cleo,1/2-1/2
Bea,Dora,bye-1
"""
# Ann 2.5 (beat Bea and Dora, drew Cleo), Cleo 2 (drew Dora and Ann, beat Bea), Dora 1.5 (drew Cleo,
# lost to Ann, won against Bea by default: Bea, written bye, did not play), Bea 0.


def _points(t: tiebreak.Tournament) -> dict[str, Fraction]:
    return {r.name: r.points for r in tiebreak.compute_standings(t).rows}


def test_games_without_a_round_column_are_a_round_robin() -> None:
    t = read_text(POOL, source="pool.csv", suffix=".csv")
    assert _points(t) == {"Ann": Fraction(5, 2), "Cleo": 2, "Dora": Fraction(3, 2), "Bea": 0}
    assert t.rounds == 3
    dora = next(p for p in t.players if p.name == "Dora")
    assert Result.FORFEIT_WIN in {r.result for r in dora.rounds}  # bye-1: Black's point by default
    warned = [d.message for d in t.diagnostics if d.severity is Severity.WARNING]
    assert any("no round column" in m and "round robin of 4 players" in m for m in warned)


def test_one_rounds_pairing_list_without_a_round_column_stays_one_round() -> None:
    t = read_text("white,black,result\nAnn,Bea,1-0\nCleo,Dora,0-1\n", source="round.csv", suffix=".csv")
    assert t.rounds == 1
    assert _points(t) == {"Ann": 1, "Dora": 1, "Bea": 0, "Cleo": 0}


def test_the_clubs_pool_agrees_with_its_list() -> None:
    t = read_paths(
        [
            REAL / "mkcc-2024-championship-pool1.pairings.csv",
            REAL / "mkcc-2024-championship-pool1.players.csv",
        ]
    )
    assert {p.name: p.declared_points for p in t.players} == {  # the list's score column
        "Eoin Tweeddale": Fraction(9, 2),
        "James Alexander": Fraction(7, 2),
        "Guilherme Rezende": Fraction(7, 2),
        "George Ward": Fraction(3, 2),
        "Sumit Bhalla": 1,
        "David Webber": 0,
    }
    assert _points(t) == {p.name: p.declared_points for p in t.players}


def test_a_second_complete_grid_of_the_same_players_is_named() -> None:
    t = read_paths([REAL / "xadrez-grupo-rr-2021.md"])
    assert t.name == "Rapid"
    warned = [d.message for d in t.diagnostics if d.severity is Severity.WARNING]
    assert any("table 3" in m and "'Blitz'" in m and "same 13 players" in m for m in warned)
