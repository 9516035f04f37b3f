"""Two players of a Swiss event who play each other twice: a warning (C.04.1: a Swiss pairs two players
once), the games counted as played; a round robin played twice is no such case."""

from __future__ import annotations

from tiebreak.model.errors import Severity
from tiebreak.readers import read_text
from trf_lines import row, trf


def _event(header: str = "092 Individual: Swiss-System") -> str:
    text = trf(
        row(1, "   2 w 1", "   2 b 0", "   3 w 1"),
        row(2, "   1 b 0", "   1 w 1", "   4 b =", rating="1500"),
        row(3, "   4 w 1", "   4 b 1", "   1 b 0"),
        row(4, "   3 b 0", "   3 w 0", "   2 w ="),
    )
    return text.replace("092 Individual: Swiss-System", header)


def test_players_who_meet_twice_in_a_swiss_are_warned_of() -> None:
    t = read_text(_event(), source="swiss.trf")
    said = [d for d in t.diagnostics if "play each other twice" in d.message]
    assert len(said) == 1 and said[0].severity is Severity.WARNING
    assert said[0].message.startswith("players 1 and 2 play each other twice, in rounds 1 and 2 (1 more")
    assert said[0].line == 2  # player 1's line
    assert "--pairing rr" in said[0].message


def test_a_round_robin_played_twice_is_not_warned_of() -> None:
    t = read_text(_event("092 Individual: Round-Robin"), source="rr.trf")
    assert not any("play each other twice" in d.message for d in t.diagnostics)
