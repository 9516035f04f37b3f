"""A round's pairings published before it is played, then its results: pages given together.

Pairing programs publish each round's pairing list before the round (every result cell empty or ``-``)
and its results after it; a page of round N often holds round N-1's results and round N's pairings
(SWAR's ``Paringen``). Given together, a board without a result of a player whom another board of the
round gives with a result is the earlier publication of that round: the result is read, with a note.
A board with a result that contradicts another one stays an error.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from event_points import points_by_name
from tiebreak.model.errors import ParseError
from tiebreak.readers import read_paths

HEADER = "Board | White | Result | Black\n"
ROUND_1 = "Round 1\n" + HEADER + "1 | Ann Ahl | 1-0 | Bob Bos\n2 | Cy Cox | 0-1 | Di Dam\n"


def _pages(tmp_path: Path, second: str) -> list[Path]:
    first = tmp_path / "round1.txt"  # round 1's results and round 2's pairings
    first.write_text(ROUND_1 + "Round 2\n" + HEADER + "1 | Di Dam | - | Ann Ahl\n2 | Bob Bos | - | Cy Cox\n")
    later = tmp_path / "round2.txt"
    later.write_text("Round 2\n" + HEADER + second)
    return [first, later]


def test_the_results_given_later_are_read(tmp_path: Path) -> None:
    event = read_paths(_pages(tmp_path, "1 | Di Dam | ½-½ | Ann Ahl\n2 | Bob Bos | 1-0 | Cy Cox\n"))
    assert points_by_name(event) == {  # round 1: Ann and Di win; round 2: Di-Ann drawn, Bob beats Cy
        "Ann Ahl": Fraction(3, 2),
        "Di Dam": Fraction(3, 2),
        "Bob Bos": Fraction(1),
        "Cy Cox": Fraction(0),
    }
    assert event.rounds == 2
    assert any("given again with a result" in d.message for d in event.diagnostics)


def test_two_results_of_one_game_still_disagree(tmp_path: Path) -> None:
    first = tmp_path / "a.txt"
    first.write_text(ROUND_1)
    later = tmp_path / "b.txt"
    later.write_text(ROUND_1.replace("1 | Ann Ahl | 1-0", "1 | Ann Ahl | 0-1"))
    with pytest.raises(ParseError, match="two different results for round 1"):
        read_paths([first, later])


def test_a_name_written_only_on_the_pairing_without_result_names_no_player(tmp_path: Path) -> None:
    """The first page writes the name otherwise (``Di Damm``): the board is left out all the same (Ann's
    result is given), and no player of that name is made."""
    pages = _pages(tmp_path, "1 | Di Dam | ½-½ | Ann Ahl\n2 | Bob Bos | 1-0 | Cy Cox\n")
    pages[0].write_text(pages[0].read_text().replace("1 | Di Dam | - | Ann Ahl", "1 | Di Damm | - | Ann Ahl"))
    event = read_paths(pages)
    assert sorted(p.name for p in event.players) == ["Ann Ahl", "Bob Bos", "Cy Cox", "Di Dam"]
    assert points_by_name(event)["Ann Ahl"] == Fraction(3, 2)
