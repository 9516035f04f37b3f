"""A PGN game that neither player played, as broadcasts and pairing programs write it: ``[Result "0-0"]``
and no moves, or ``0-0`` as its only movetext (which is no castling there). A double forfeit: both lose
without play (Result ``-`` on both sides, TRF's code), each round unplayed for its tie-breaks (C.07
art. 6.1.1: a forfeit is not a game played). Byes as broadcasts write them, a game against ``bye``."""

from __future__ import annotations

import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Result
from tiebreak.readers import read_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name


def _pgn(last_movetext: str, result: str = "0-0") -> str:
    return (
        '[Round "1"]\n[White "Ann"]\n[Black "Bob"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 1-0\n\n'
        '[Round "1"]\n[White "Cy"]\n[Black "bye"]\n[Result "1-0"]\n\n1-0\n\n'
        f'[Round "2"]\n[White "Bob"]\n[Black "Cy"]\n[Result "{result}"]\n\n{last_movetext}\n\n'
        '[Round "2"]\n[White "Ann"]\n[Black "bye"]\n[Result "1-0"]\n\n1-0\n'
    )


@pytest.mark.parametrize("movetext", ["", "0-0", "{neither came} 0-0"])
def test_a_zero_zero_game_without_moves_is_a_double_forfeit(movetext: str) -> None:
    t = read_text(_pgn(movetext), source="r.pgn")
    rounds = {p.name: {e.round: e.result for e in p.rounds} for p in t.players}
    assert rounds["Bob"][2] is Result.FORFEIT_LOSS and rounds["Cy"][2] is Result.FORFEIT_LOSS
    assert rounds["Cy"][1] is Result.PAB and rounds["Ann"][2] is Result.PAB
    # Ann: a win and a bye; Cy: the bye only; Bob: nothing
    assert points_by_name(t) == {"Ann": F(2), "Bob": F(0), "Cy": F(1)}
    said = [d for d in t.diagnostics if "double forfeit" in d.message]
    assert len(said) == 1 and said[0].severity is Severity.WARNING and said[0].line == 18  # its Result tag


def test_a_zero_zero_game_with_moves_is_a_game_both_lost() -> None:
    t = read_text(_pgn("1. d4 d5 2. c4"), source="r.pgn")
    rounds = {p.name: {e.round: e.result for e in p.rounds} for p in t.players}
    assert rounds["Bob"][2] is Result.LOSS and rounds["Cy"][2] is Result.LOSS
    assert not any("double forfeit" in d.message for d in t.diagnostics)
