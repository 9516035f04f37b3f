"""A game lost on time is a game played: lichess writes ``[Termination "Time forfeit"]`` (PGN's standard
value for a loss on time), and a game with moves was played whatever its termination says. Before, the
word ``forfeit`` in the tag made the game a forfeit (not played), so both players' round counted against
a dummy opponent. Publication: a school club's lichess Swiss of 2021 kept by a repository's script for
Tornelo (``tests/data/formats/README.md``; the round-5 game KRUMMEL2008 - AgentSonic007 ``1-0``, 23
moves, ``Time forfeit``). Expected values: worked by hand from the 20 games (no bye, every game played).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak

DATA = Path(__file__).parent.parent / "data" / "formats"


def test_a_game_lost_on_time_counts_as_played() -> None:
    t = tiebreak.read_path(DATA / "lichess-tsab011-2021-03-16.pgn")
    game = next(e for p in t.players if p.name == "L, KRUMMEL2008" for e in p.rounds if e.round == 5)
    assert game.result is tiebreak.Result.WIN
    standings = tiebreak.compute_standings(
        t, ["BH", "BH/C1", "SB"], tiebreak.Options(rules=tiebreak.Rules("2024"))
    )
    values = {r.name: (r.points, *r.values) for r in standings.rows}
    # KRUMMEL2008's opponents: Malan77 2, WesselsGambit 4, mtiyane 4, NCByneveldt 2, AgentSonic007 2
    assert values["L, KRUMMEL2008"] == (4, Fraction(14), Fraction(12), Fraction(10))
    # AgentSonic007: his five opponents' scores add up to 12, the least of them SamuelDriscoll's 0, which
    # Cut-1 leaves out: BH/C1 12 too (before: BH 10 and BH/C1 8, round 5 against a dummy of his own score)
    assert values["L, AgentSonic007"][:3] == (2, Fraction(12), Fraction(12))


def test_the_default_order_is_the_one_worked_by_hand() -> None:
    t = tiebreak.read_path(DATA / "lichess-tsab011-2021-03-16.pgn")
    standings = tiebreak.compute_standings(t, "", tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert [r.name.removeprefix("L, ") for r in standings.rows] == [
        "mtiyane",
        "KRUMMEL2008",
        "WesselsGambit",
        "Malan77",
        "AgentSonic007",
        "NCByneveldt",
        "HRHBokkie",
        "SamuelDriscoll",
    ]
