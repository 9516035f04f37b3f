"""The results an English club's own CSV of games writes (Milton Keynes Chess Club's site data, 2024-25:
``round,board,white,black,whitepts,blackpts,date,result``): ``def-w/o`` and ``w/o-def`` (a game lost by
default, won by a walkover), ``def-1``, ``def-0``, ``1-bye`` and ``bye-0`` (a bye worth 1, or 0), ``tbc``
(to be confirmed: not played yet) and ``bye`` alone.

Invented event, 5 players, 2 rounds. Round 1: Adler-Berg 1-0, Cron-Dorn def-w/o (Dorn's walkover), Eck
``1-bye``. Round 2: Berg-Cron w/o-def (Berg's walkover), Dorn-Adler ``tbc`` (not played), Eck
a ``bye`` row. Points: Adler 1, Berg 1, Cron 0, Dorn 1, Eck 2 (two byes of a point each).
"""

from __future__ import annotations

import pytest

import tiebreak
from tiebreak.model.tournament import Result
from tiebreak.readers import read_text
from tiebreak.readers._builder import game_result

GAMES = """\
round,board,white,black,whitepts,blackpts,date,result
1,1,Adler,Berg,,,2024-03-07,1-0
1,2,Cron,Dorn,,,2024-03-07,def-w/o
1,3,Eck,bye,,,,1-bye
2,1,Berg,Cron,1,0,,w/o-def
2,2,Dorn,Adler,1,1,,tbc
2,3,Eck,,1,,,bye
"""


def test_the_clubs_result_words_are_read() -> None:
    t = read_text(GAMES, source="pairings.csv")
    rounds = {p.name: [e.result for e in p.rounds] for p in t.players}
    assert rounds["Cron"][0] is Result.FORFEIT_LOSS and rounds["Dorn"][0] is Result.FORFEIT_WIN
    assert rounds["Berg"][1] is Result.FORFEIT_WIN and rounds["Cron"][1] is Result.FORFEIT_LOSS
    assert rounds["Eck"] == [Result.PAB, Result.PAB]
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Adler": 1, "Berg": 1, "Cron": 0, "Dorn": 1, "Eck": 2}  # tbc: not counted
    assert rounds["Dorn"] == [Result.FORFEIT_WIN]  # round 2 'tbc': not paired (left off at the end)
    assert any("'tbc' (to be confirmed)" in d.message for d in t.diagnostics)
    assert any("result 'bye' gives no value" in d.message for d in t.diagnostics)


@pytest.mark.parametrize(
    ("text", "white", "black"),
    [
        ("def-wo", Result.FORFEIT_LOSS, Result.FORFEIT_WIN),
        ("w/o-def", Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
        ("def-def", Result.FORFEIT_LOSS, Result.FORFEIT_LOSS),
        ("def-1", Result.FORFEIT_LOSS, Result.FORFEIT_WIN),
        ("def-0", Result.FORFEIT_LOSS, Result.FORFEIT_LOSS),
        # the side written bye did not play, the other scores what its side says (the club's pool of
        # 2024: 'David Webber,Eoin Tweeddale,bye-1', Webber withdrawn, his list score 0, Tweeddale's
        # 4.5 counting the point): a forfeit, or nobody scoring
        ("bye-1", Result.FORFEIT_LOSS, Result.FORFEIT_WIN),
        ("1-bye", Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
        ("bye-0", Result.FORFEIT_LOSS, Result.FORFEIT_LOSS),
        ("TBC", Result.UNKNOWN, Result.UNKNOWN),
    ],
)
def test_a_result_word(text: str, white: Result, black: Result) -> None:
    assert game_result(text) == (white, black)


def test_words_that_make_no_result_are_refused() -> None:
    assert game_result("wo-wo") is None and game_result("bye-bye") is None and game_result("def-½") is None


def test_a_lists_score_that_is_no_number_is_named() -> None:
    # the club's Open Swiss of 2024: four scores marked '+' for games still to play ('0.5+', '1+')
    from pathlib import Path

    from tiebreak.readers import read_paths

    real = Path(__file__).parent.parent / "data" / "real"
    t = read_paths([real / "mkcc-2024-openswiss.pairings.csv", real / "mkcc-2024-openswiss.players.csv"])
    named = [d for d in t.diagnostics if "is no number" in d.message]
    assert {d.message.split(":")[0] for d in named} >= {"Ashish Ganatra", "Nigel Collins"}
    assert all((d.source or "").endswith("players.csv") for d in named)
