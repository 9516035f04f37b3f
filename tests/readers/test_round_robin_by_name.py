"""A round robin published round by round before its end: its games do not yet show every player meeting
every other, so they cannot say it is a round robin; its name can (``Rundenturnier``, ``Round Robin``,
``todos contra todos``). Invented event: 4 players, the first 2 of 3 rounds."""

from __future__ import annotations

import pytest

import tiebreak
from tiebreak.model.tournament import PairingSystem
from tiebreak.readers import read_text

ROUNDS = """\
Round 1
Bo.\tWhite\tResult\tBlack
1\tAdler, Anna\t1-0\tBerg, Bo
2\tCron, Cy\t½-½\tDorn, Di

Round 2
Bo.\tWhite\tResult\tBlack
1\tBerg, Bo\t0-1\tCron, Cy
2\tDorn, Di\t0-1\tAdler, Anna
"""


@pytest.mark.parametrize(
    "title",
    [
        "Klubbmästerskap 2025 (Rundenturnier)",
        "Club Championship 2025 - Round Robin",
        "Torneo social todos contra todos",
        "Championnat du club, toutes rondes",
    ],
)
def test_a_name_that_says_round_robin(title: str) -> None:
    t = read_text(f"{title}\n\n{ROUNDS}", source="rounds.txt")
    assert t.pairing is PairingSystem.ROUND_ROBIN and t.pairing_source == "name"
    assert any("the event's name says it is a round robin" in d.message for d in t.diagnostics)


@pytest.mark.parametrize(
    "title", ["Club Championship 2025", "Swiss and Round Robin Festival: the Open", "Sonneborn-Berger cup"]
)
def test_a_name_that_does_not(title: str) -> None:
    """A name without the words, or naming a Swiss too, says nothing: the games decide (a Swiss here)."""
    t = read_text(f"{title}\n\n{ROUNDS}", source="rounds.txt")
    assert t.pairing is PairingSystem.SWISS


def test_the_option_still_decides() -> None:
    """``--pairing swiss`` (Options.pairing) ranks it as a Swiss: the Swiss list by default."""
    t = read_text(f"Rundenturnier\n\n{ROUNDS}", source="rounds.txt")
    assert tiebreak.compute_standings(t, None).codes == ("DE", "SB", "WIN", "KS", "BWG")
    swiss = tiebreak.compute_standings(t, None, tiebreak.Options(pairing=PairingSystem.SWISS))
    assert swiss.codes[:2] == ("DE", "BH")
