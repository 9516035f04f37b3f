"""One test per validation rule: the exact message, line and column of each problem, in
strict mode (an error stops the reading) and in lenient mode (every problem listed, a reading kept).

Columns are those of TRF-16's player record (001): starting rank 5, rating 49, points 81, round *r* at
92 + 10(r-1) (colour +5, result +7).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from conftest import DATA
from tiebreak import compute_standings
from tiebreak.model.errors import Diagnostic, InvalidTournamentError, ParseError, Severity, TiebreakError
from tiebreak.model.tournament import Color, Limits, Player, Result, RoundEntry, Tournament, validate
from tiebreak.readers import ReadOptions, read_path, read_text
from trf_lines import row, trf

LENIENT = ReadOptions(lenient=True)


def where(d: Diagnostic | TiebreakError) -> tuple[str, int | None, int | None]:
    return d.message, d.line, d.column


def problems(text: str) -> list[tuple[Severity, str, int | None, int | None]]:
    t = read_text(text, source="t.trf", options=LENIENT)
    return [(d.severity, d.message, d.line, d.column) for d in t.diagnostics]


def strict_error(text: str) -> TiebreakError:
    with pytest.raises(TiebreakError) as info:
        read_text(text, source="t.trf")
    return info.value


GAME = (row(1, "   2 w 1"), row(2, "   1 b 0"))


def test_a_consistent_game_has_no_problem() -> None:
    assert problems(trf(*GAME)) == []


# -- errors ------------------------------------------------------------------------------------


def test_duplicate_starting_rank() -> None:
    err = strict_error(trf(row(1, "   2 w 1"), row(2, "   1 b 0"), row(2)))
    assert isinstance(err, ParseError)
    assert where(err) == ("duplicate starting rank 2 (first on line 3)", 4, 5)
    assert str(err) == "t.trf:4:5: duplicate starting rank 2 (first on line 3)"


def test_duplicate_starting_rank_in_a_model_from_any_reader() -> None:
    t = Tournament("t", (Player(1, "A", line=3), Player(1, "B", line=7)), 0)
    with pytest.raises(InvalidTournamentError) as info:
        validate(t)
    assert where(info.value) == ("duplicate starting rank 1 (first on line 3)", 7, None)


def test_player_paired_with_themselves() -> None:
    text = trf(row(1, "   2 w 1", "   1 w 1"), row(2, "   1 b 0"))
    err = strict_error(text)
    assert isinstance(err, InvalidTournamentError)
    assert where(err) == ("round 2: player 1 is paired with themselves", 2, 102)
    assert problems(text) == [(Severity.ERROR, "round 2: player 1 is paired with themselves", 2, 102)]
    lenient = read_text(text, options=LENIENT)
    assert lenient.player(1).entry(2) == RoundEntry(2, None, Color.NONE, Result.FULL_BYE)


def test_player_paired_twice_in_a_round() -> None:
    text = trf(row(1, "   3 w 1"), row(2, "   3 w 1"), row(3, "   1 b 0"))
    message = "round 1: player 3 is paired twice: player 1 (line 2) and player 2 both name 3 as opponent"
    assert where(strict_error(text)) == (message, 3, 92)
    assert problems(text) == [(Severity.ERROR, message, 3, 92)]


@pytest.mark.parametrize(
    ("white", "black", "why"),
    [
        ("1", "1", "both claim more than the game is worth"),
        ("1", "=", "both claim more than the game is worth"),
        ("+", "+", "both claim more than the game is worth"),
        ("+", "0", "one line records a forfeit, the other a game played over the board"),
        ("=", "-", "one line records a forfeit, the other a game played over the board"),
    ],
)
def test_contradicting_results(white: str, black: str, why: str) -> None:
    text = trf(row(1, f"   2 w {white}"), row(2, f"   1 b {black}"))
    message = f"round 1: results {white!r} (player 1) and {black!r} (player 2) contradict each other: {why}"
    err = strict_error(text)
    assert isinstance(err, InvalidTournamentError)
    assert where(err) == (message, 2, 99)
    assert problems(text) == [(Severity.ERROR, message, 2, 99)]


def test_contradicting_results_leniently_score_each_own_result() -> None:
    t = read_text(trf(row(1, "   2 w 1"), row(2, "   1 b 1")), options=LENIENT)
    assert [r.points for r in compute_standings(t, "BH").rows] == [1, 1]


def test_impossible_rating() -> None:
    text = trf(row(1, "   2 w 1", rating="5120"), row(2, "   1 b 0"))
    message = "player 1: rating 5120 is impossible (ratings lie between 1 and 4000)"
    assert where(strict_error(text)) == (message, 2, 49)
    assert read_text(text, options=LENIENT).player(1).rating is None


def test_strict_error_counts_the_others_and_lenient_lists_them() -> None:
    text = trf(row(1, "   2 w 1", "   3 w 1"), row(2, "   1 b 1", "   0 - U"), row(3, "   0 - U", "   1 b 1"))
    err = strict_error(text)
    assert err.message.endswith("(and 1 more error; --lenient lists them all)")
    assert [d.line for d in err.diagnostics] == [2, 2]


# -- warnings (the reading goes on) ----------------------------------------


@pytest.mark.parametrize(
    ("a", "b"), [("0", "0"), ("=", "0"), ("-", "-"), ("0", "="), ("L", "L"), ("?", "?"), ("W", "L")]
)
def test_asymmetric_results_an_arbiter_may_decide_are_legal(a: str, b: str) -> None:
    assert problems(trf(row(1, f"   2 w {a}"), row(2, f"   1 b {b}"))) == []


@pytest.mark.parametrize(
    ("a", "b", "why"),
    [
        ("W", "0", "one line records a game shorter than one move, the other a rated game"),
        ("?", "1", "the result is known on one line only"),
    ],
)
def test_results_of_different_kinds_warn(a: str, b: str, why: str) -> None:
    message = f"round 1: results {a!r} (player 1) and {b!r} (player 2) contradict each other: {why}"
    assert problems(trf(row(1, f"   2 w {a}"), row(2, f"   1 b {b}"))) == [(Severity.WARNING, message, 2, 99)]


def test_game_recorded_on_one_side_only() -> None:
    text = trf(row(1, "   2 w 1"), row(2, "0000 - H"))
    message = "round 1: player 1 names 2 as opponent, but 2's line does not name 1"
    assert where(strict_error(text)) == (message, 2, 92)
    assert problems(text) == [(Severity.ERROR, message, 2, 92)]
    assert read_text(text, options=LENIENT).player(2).entry(1).result is Result.HALF_BYE


def test_same_colour_for_both_players() -> None:
    text = trf(row(1, "   2 b 1"), row(2, "   1 b 0"))
    assert where(strict_error(text)) == ("round 1: players 1 and 2 both have colour b", 2, 97)
    assert problems(text) == [(Severity.ERROR, "round 1: players 1 and 2 both have colour b", 2, 97)]


def test_opponent_that_does_not_exist() -> None:
    text = trf(row(1, "   2 w 1", "   9 b ="), row(2, "   1 b 0"))
    message = "round 2: opponent 9 has no 001 line; --lenient reads the round as a bye (H)"
    assert where(strict_error(text)) == (message, 2, 102)
    assert problems(text) == [(Severity.ERROR, message, 2, 102)]
    assert read_text(text, options=LENIENT).player(1).entry(2) == RoundEntry(
        2, None, Color.NONE, Result.HALF_BYE
    )


def test_opponent_that_does_not_exist_in_a_model_from_any_reader() -> None:
    t = Tournament("t", (Player(1, "A", rounds=(RoundEntry(1, 9, Color.WHITE, Result.WIN),), line=4),), 1)
    message = "round 1: opponent 9 has no player record; --lenient reads the round as a bye (F)"
    with pytest.raises(InvalidTournamentError) as info:
        validate(t)
    assert where(info.value) == (message, 4, None)
    assert [where(d) for d in validate(t, strict=False)] == [(message, 4, None)]


MET_TWICE = (
    "players 1 and 2 play each other twice, in rounds 1 and 2: read as a Swiss, which pairs two players once "
    "(each game counts in the tie-breaks as played); a round robin played twice is ranked as one with "
    "--pairing rr"
)


def test_more_rounds_played_than_the_event_has() -> None:
    text = trf("142 1", row(1, "   2 w 1", "   2 b 0"), row(2, "   1 b 0", "   1 w 1"))
    assert problems(text) == [
        (Severity.WARNING, "players have results for 2 rounds but the event declares 1; 2 used", None, None),
        (Severity.WARNING, MET_TWICE, 3, None),  # two players only: a Swiss that pairs them twice
    ]
    assert read_text(text).rounds == 2


def test_more_rounds_played_than_the_event_has_in_a_model_from_any_reader() -> None:
    games = (
        (RoundEntry(1, 2, Color.WHITE, Result.WIN), RoundEntry(2, 2, Color.BLACK, Result.WIN)),
        (RoundEntry(1, 1, Color.BLACK, Result.LOSS), RoundEntry(2, 1, Color.WHITE, Result.LOSS)),
    )
    t = Tournament("t", (Player(1, "A", rounds=games[0]), Player(2, "B", rounds=games[1])), 1)
    assert [where(d) for d in validate(t)] == [
        ("games are recorded up to round 2, but the event has 1 round", None, None),
        (MET_TWICE, None, None),
    ]


def test_result_code_the_format_does_not_know() -> None:
    text = trf(row(1, "   2 w 1", "0000 - Q"), row(2, "   1 b 0"))
    assert problems(text) == [(Severity.ERROR, "round 2: unknown result code 'Q' read as Z", 2, 109)]
    message = "round 2: unknown result code 'Q' (expected one of 1 = 0 W D L + - U F H Z ?)"
    for options in (ReadOptions(), ReadOptions(strict=True)):
        with pytest.raises(ParseError) as info:
            read_text(text, options=options)
        assert where(info.value) == (message, 2, 109)


def test_truncated_round_block() -> None:
    text = trf(row(1, "   2 w 1", "   2 b"), row(2, "   1 b 0", "   1 w 1"))
    message = (
        "round 2: no result for the game against 2 in column 109 (truncated line?); --lenient "
        "reads it as an unknown result (?)"
    )
    assert where(strict_error(text)) == (message, 2, 109)
    assert read_text(text, options=LENIENT).player(1).entry(2).result is Result.UNKNOWN


def test_bye_code_with_an_opponent() -> None:
    assert problems(trf(row(1, "   2 w 1", "   2 w Z"), row(2, "   1 b 0"))) == [
        (Severity.WARNING, "round 2: bye code 'Z' with an opponent number; opponent ignored", 2, 102)
    ]


def test_points_column_disagreeing_with_results() -> None:
    text = trf(row(1, "   2 w 1", points="1.0"), row(2, "   1 b 0", points="0.5"))
    assert problems(text) == [
        (
            Severity.WARNING,
            "points column differs from the results for 1 player(s) (2); scores computed from the results",
            3,
            81,
        )
    ]
    assert compute_standings(read_text(text), "BH").row(2).points == Fraction(0)


# -- lenient reading of unreadable lines, limits -------------------------------------------------


def test_lenient_reports_every_unreadable_line_at_once() -> None:
    text = trf(row(1, "   2 x 1"), row(2, "   1 b 0"), row(3, "  z1 b 0"))
    with pytest.raises(ParseError) as info:
        read_text(text, source="t.trf", options=LENIENT)
    assert info.value.message.endswith("(and 1 more unreadable line)")
    assert [(d.severity, d.line, d.column) for d in info.value.diagnostics] == [
        (Severity.ERROR, 2, 97),
        (Severity.ERROR, 4, 92),
    ]
    assert where(strict_error(text)) == ("round 1: expected colour w, b or - in column 97, found 'x'", 2, 97)


def test_limits() -> None:
    text = trf(*GAME)
    with pytest.raises(ParseError, match=r"the input has \d+ bytes; the limit is 100 \(--max-bytes\)"):
        read_text(text, options=ReadOptions(limits=Limits(max_bytes=100)))
    with pytest.raises(ParseError) as info:
        read_text(text, options=ReadOptions(limits=Limits(max_players=1)))
    assert where(info.value) == ("more than 1 players; the limit is 1 (--max-players)", 3, 1)
    with pytest.raises(ParseError) as info:
        read_text(
            trf(row(1, "   2 w 1", "   2 b 1"), row(2, "   1 b 0")),
            options=ReadOptions(limits=Limits(max_rounds=1)),
        )
    assert where(info.value) == ("round blocks beyond round 1; the limit is 1 rounds (--max-rounds)", 2, 102)
    with pytest.raises(InvalidTournamentError, match=r"the event has 500 rounds; the limit is 99"):
        read_text(trf("142 500", *GAME))


def test_every_reference_file_reads_strictly() -> None:
    files = sorted(DATA.glob("corpus/**/*.trf")) + sorted(DATA.glob("examples/*.trf"))
    assert len(files) >= 140
    for path in files:
        event = read_path(path)
        assert not [d for d in event.diagnostics if d.severity is Severity.ERROR], path


def test_a_player_moved_to_another_line_is_the_player_replace_gives() -> None:
    from dataclasses import replace

    p = Player(
        sno=3,
        name="Dahl, Mia",
        rating=1920,
        rounds=(RoundEntry(1, 5, Color.WHITE, Result.WIN),),
        title="WIM",
        federation="DEN",
        declared_points=Fraction(1),
        declared_rank=2,
        line=4,
    )
    moved = p.at_line(17)
    assert moved == replace(p, line=17) and type(moved) is Player
    assert (p.line, moved.line, hash(moved)) == (4, 17, hash(replace(p, line=17)))
    assert p.at_line(None).line is None and p.line == 4


def test_unpaired_rounds_the_points_count_a_whole_point_are_read_leniently_as_pairing_allocated_byes() -> (
    None
):
    """The Irish junior championship 2011's rating file (``tests/data/real``) writes every unpaired round
    ``0000 -`` without a result; its points column counts SNo 4's round 1 as a half point (a bye asked
    for) and SNo 19's round 1 as a whole point (the odd player's bye of the round). Read leniently, each
    is the bye that makes the player's total agree; read strictly, a warning names each."""
    from pathlib import Path

    path = Path(__file__).parents[1] / "data" / "real" / "krause-icu-irish-juniors-2011.tab"
    text = path.read_bytes().decode("latin-1")
    lenient = read_text(text, options=LENIENT)
    assert lenient.player(4).entry(1).result is Result.HALF_BYE
    assert lenient.player(19).entry(1).result is Result.PAB
    assert lenient.player(31).entry(5).result is Result.PAB
    strict = read_text(text)
    said = [d.message for d in strict.diagnostics if "player 19:" in d.message]
    assert said and "counts 1 point(s) more than the results" in said[0]
    assert strict.player(19).entry(1).result is Result.NOT_PAIRED
