"""Swiss Master's PGN export writes each player's FIDE id tag from stray bytes when the player has none
(the Ixtepec 2025 export, ``rnd_01.pgn``: ``[WhiteFideId "\\x1d"]``, a lone quote between the two, a
byte 13 that breaks the line inside the value). Each game still reads; and the round whose file the
export left out is said to be missing rather than read as a round of byes."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from tiebreak.model.errors import ParseError
from tiebreak.readers import read_paths, read_text


def _game(rnd: int, white: str, black: str, result: str, wid: str, bid: str) -> str:
    return (
        f'[Event "Club Swiss"]\r\n[Round "{rnd}"]\r\n[White "{white}"]\r\n[WhiteFideId "{wid}"]\r\n'
        f'[Black "{black}"]\r\n[BlackFideId "{bid}"]\r\n[Result "{result}"]\r\n\r\n{result}\r\n\r\n'
    )


# Hand computation: round 1 Ann beat Bob, Cy drew with Dan; round 2 Ann drew with Cy, Dan beat Bob.
# Ann 1.5, Dan 1.5, Cy 1, Bob 0.
ROUND1 = _game(1, "Ann", "Bob", "1-0", "\x1d", '"') + _game(1, "Cy", "Dan", "1/2-1/2", "\r", "\x01")
ROUND2 = _game(2, "Ann", "Cy", "1/2-1/2", "'", "\x1e") + _game(2, "Dan", "Bob", "1-0", "", "\x1c")


def test_stray_bytes_in_tag_values_leave_every_game_read() -> None:
    event = read_text(ROUND1 + ROUND2, source="rnd.pgn")
    points = {
        p.name: sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        for p in event.players
    }
    assert points == {"Ann": Fraction(3, 2), "Bob": 0, "Cy": 1, "Dan": Fraction(3, 2)}
    messages = [d.message for d in event.diagnostics]
    assert any("control byte(s)" in m and "PGN text" in m for m in messages)
    assert any("quote not escaped" in m for m in messages)


def test_a_round_left_out_of_the_files_given_with_the_ranking_is_said_missing(tmp_path: Path) -> None:
    """Rounds 1 and 3 given, round 2's file not: every player lacks a game in round 2, which the
    ranking's points would otherwise fill as byes of the points left (before: read so, a warning)."""
    round3 = ROUND2.replace('[Round "2"]', '[Round "3"]')
    (tmp_path / "rnd_01.pgn").write_text(ROUND1, encoding="utf-8", newline="")
    (tmp_path / "rnd_03.pgn").write_text(round3, encoding="utf-8", newline="")
    (tmp_path / "ranking.csv").write_text(
        "Rank;Name;Score\n1;Ann;2.5\n2;Dan;2.0\n3;Cy;1.5\n4;Bob;0.0\n", encoding="utf-8"
    )
    with pytest.raises(ParseError) as info:
        read_paths(sorted(tmp_path.iterdir()))
    assert "round 2 has no game in the PGN given" in info.value.message
