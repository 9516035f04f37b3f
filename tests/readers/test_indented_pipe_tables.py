"""Pairing lists written as ``|`` tables whose lines a tab indents (Tornello's round reports, an Italian
program: ``\\t1  | 1   | Zenini | 0-1``), and its forfeits, ``F`` the side lost by forfeit (``1-F``,
``F-1``, ``F-F``). A tab that only indents a line separates no cells.

Expected values: the invented rounds below, worked by hand. Round 1: Ada-Bea 1-0, Cleo-Dina 1/2-1/2;
round 2: Bea-Cleo F-1 (Cleo wins by forfeit), Dina-Ada 0-1. Points: Ada 2, Cleo 1½, Dina ½, Bea 0.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from tiebreak.model.tournament import Result
from tiebreak.readers import read_text
from tiebreak.readers._builder import game_result

ROUNDS = (
    "Turno 1\n"
    "\tSc | Bianco | Nero | Risultato\n"
    "\t1  | Ada    | Bea  | 1-0\n"
    "\t2  | Cleo   | Dina | 1/2-1/2\n"
    "\n"
    "Turno 2\n"
    "\tSc | Bianco | Nero | Risultato\n"
    "\t1  | Bea    | Cleo | F-1\n"
    "\t2  | Dina   | Ada  | 0-1\n"
)


def test_pipe_tables_indented_by_a_tab_are_pairing_lists() -> None:
    t = read_text(ROUNDS, source="turni.txt")
    points = {r.name: r.points for r in tiebreak.compute_standings(t).rows}
    assert points == {"Ada": 2, "Cleo": Fraction(3, 2), "Dina": Fraction(1, 2), "Bea": 0}
    cleo = next(p for p in t.players if p.name == "Cleo")
    assert cleo.rounds[1].result is Result.FORFEIT_WIN


@pytest.mark.parametrize(
    ("text", "white", "black"),
    [
        ("1-F", Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
        ("F-1", Result.FORFEIT_LOSS, Result.FORFEIT_WIN),
        ("F-F", Result.FORFEIT_LOSS, Result.FORFEIT_LOSS),
    ],
)
def test_the_side_lost_by_forfeit_written_f(text: str, white: Result, black: Result) -> None:
    assert game_result(text) == (white, black)
