"""A round robin's PGN published while it is played (a broadcast's export): every round paired, the games
ahead with ``[Result "*"]``. Played games alone do not show the all-play-all; counted with the games
ahead, every two players meet once: a round robin, after its last round played.

Invented event: A, B, C, D; round 1 A-B 1-0, C-D ½-½; rounds 2 (A-C, B-D) and 3 (A-D, B-C) not played.
"""

from __future__ import annotations

from fractions import Fraction

import tiebreak
from tiebreak.model.tournament import PairingSystem
from tiebreak.readers import read_text


def _game(rnd: int, white: str, black: str, result: str) -> str:
    return (
        f'[Event "Club Championship"]\n[Round "{rnd}"]\n[White "{white}"]\n[Black "{black}"]\n[Result "{result}"]\n\n'
        f"{result}\n\n"
    )


def _points(t: tiebreak.Tournament) -> dict[str, Fraction]:
    return {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}


GAMES = (
    _game(1, "Adler, A", "Berg, B", "1-0")
    + _game(1, "Cron, C", "Dorn, D", "1/2-1/2")
    + _game(2, "Adler, A", "Cron, C", "*")
    + _game(2, "Berg, B", "Dorn, D", "*")
    + _game(3, "Dorn, D", "Adler, A", "*")
    + _game(3, "Berg, B", "Cron, C", "*")
)


def test_a_round_robin_in_progress_is_read_as_one() -> None:
    t = read_text(GAMES, source="club.pgn")
    assert t.pairing is PairingSystem.ROUND_ROBIN
    assert any("read as a round robin in progress" in d.message for d in t.diagnostics)
    assert _points(t) == {
        "Adler, A": 1,
        "Berg, B": 0,
        "Cron, C": Fraction(1, 2),
        "Dorn, D": Fraction(1, 2),
    }


def test_games_ahead_that_leave_a_pair_unmet_are_a_swiss() -> None:
    swiss = GAMES.replace(_game(3, "Berg, B", "Cron, C", "*"), "")  # Berg and Cron never paired
    t = read_text(swiss, source="club.pgn")
    assert t.pairing is not PairingSystem.ROUND_ROBIN


def test_a_swiss_whose_pgn_leaves_out_the_byes_says_which_rounds_have_no_game() -> None:
    # a club's PGN of a Swiss of five (the Sapporo club's of 2025 left out its byes and forfeits): round 1
    # Adler-Berg 1-0, Cron-Dorn 1-0, Ernst's bye not written; round 2 Adler-Cron 1-0, Ernst-Berg 0-1,
    # Dorn's bye not written. Before, the standings came out without a word of the missing rounds.
    swiss = (
        _game(1, "Adler, A", "Berg, B", "1-0")
        + _game(1, "Cron, C", "Dorn, D", "1-0")
        + _game(2, "Adler, A", "Cron, C", "1-0")
        + _game(2, "Ernst, E", "Berg, B", "0-1")
    )
    t = read_text(swiss, source="club.pgn")
    warned = [d for d in t.diagnostics if getattr(d.message, "code", None) == "pgn.rounds-without-game"]
    assert len(warned) == 1
    assert warned[0].message.startswith(
        "2 player(s) have no game in some rounds, read as not paired (no points): Dorn, D (round 2), "
        "Ernst, E (round 1)"
    )


def test_tag_pairs_sharing_a_line_are_each_read() -> None:
    # a script that turns a lichess Swiss export into a file for another site appends [Round "n"] to the
    # [UTCTime] line (PGN's import format allows it): before, every game was refused for its round
    games = "".join(
        f'[Event "Club Swiss"]\n[White "{w}"]\n[Black "{b}"]\n[Result "{r}"]\n[UTCTime "13:30:00"] [Round "{n}"]\n\n{r}\n\n'
        for n, w, b, r in (
            (1, "Adler, A", "Berg, B", "1-0"),
            (1, "Cron, C", "Dorn, D", "1/2-1/2"),
            (2, "Dorn, D", "Adler, A", "0-1"),
            (2, "Berg, B", "Cron, C", "1-0"),
        )
    )
    t = read_text(games, source="swiss.pgn")
    assert t.rounds == 2
    assert _points(t) == {
        "Adler, A": 2,
        "Berg, B": 1,
        "Cron, C": Fraction(1, 2),
        "Dorn, D": Fraction(1, 2),
    }
