"""A single pairing list (one table) whose result stands as two per-side score columns, White's score and
Black's score, read by the pairing-list reader itself. Expected values are worked out by hand from the
inputs."""

from __future__ import annotations

from fractions import Fraction

import pytest

from event_points import points_by_name, results_of
from tiebreak import ParseError, Result
from tiebreak.readers import read_text
from tiebreak.readers.pairings import is_pairing_header, read_pairings

# Two rounds in one table (a round column), tab-separated, English headings.
# Round 1: Ann 1-0 Bob, Cid ½-½ Dan, Eve has the bye (1 point).
# Round 2: Bob +/- Eve (a forfeit win for Bob), Dan 0-1 Ann, Cid 1-0 bye (a bye against the bye word).
LIST = (
    "Rd.\tBo.\tWhite\tBlack\tWhite score\tBlack score\n"
    "1\t1\tAnn\tBob\t1\t0\n"
    "1\t2\tCid\tDan\t½\t0.5\n"
    "1\t3\tEve\tbye\t1\t\n"
    "2\t1\tBob\tEve\t+\t-\n"
    "2\t2\tDan\tAnn\t0\t1\n"
    "2\t3\tCid\tbye\t1\t\n"
)


def test_the_header_of_a_list_with_one_score_per_side_is_a_pairing_header() -> None:
    assert is_pairing_header("Bo.\tWhite\tBlack\tWhite score\tBlack score")
    assert is_pairing_header("Табла\tБијели\tЦрни\tРезултат бијели\tРезултат црни")
    assert not is_pairing_header("Bo.\tWhite\tBlack\tWhite score")  # Black's score missing: no result


def test_one_list_with_a_score_per_side_reads_every_result() -> None:
    event = read_pairings(LIST)
    # by hand: Ann 1 + 1 = 2; Bob 0 + 1 (forfeit) = 1; Cid ½ + 1 (bye) = 1½; Dan ½ + 0 = ½;
    # Eve 1 (bye) + 0 (forfeit loss) = 1
    assert points_by_name(event) == {
        "Ann": Fraction(2),
        "Bob": Fraction(1),
        "Cid": Fraction(3, 2),
        "Dan": Fraction(1, 2),
        "Eve": Fraction(1),
    }
    assert results_of(event, "Ann") == [Result.WIN, Result.WIN]
    assert results_of(event, "Bob") == [Result.LOSS, Result.FORFEIT_WIN]
    assert results_of(event, "Eve") == [Result.PAB, Result.FORFEIT_LOSS]
    assert results_of(event, "Cid") == [Result.DRAW, Result.PAB]
    assert results_of(event, "Dan") == [Result.DRAW, Result.LOSS]


def test_the_list_is_told_by_content_and_its_score_columns_are_used() -> None:
    event = read_text(LIST)
    assert points_by_name(event)["Ann"] == 2
    assert not any("not used" in d.message for d in event.diagnostics)


def test_serbian_and_german_side_score_headings() -> None:
    serbian = "Табла;Бијели;Црни;Резултат бијели;Резултат црни\n1;Ана;Бора;0;1\n2;Цица;Дејан;0,5;0,5\n"
    assert points_by_name(read_pairings(serbian)) == {
        "Ана": 0,
        "Бора": 1,
        "Цица": Fraction(1, 2),
        "Дејан": Fraction(1, 2),
    }
    german = "Brett;Weiß;Schwarz;Ergebnis Weiß;Ergebnis Schwarz\n1;Anna;Bernd;1;0\n"
    assert points_by_name(read_pairings(german)) == {"Anna": 1, "Bernd": 0}


def test_two_scores_that_make_no_result_are_named() -> None:
    text = "Bo.\tWhite\tBlack\tWhite score\tBlack score\n1\tAnn\tBob\t1\t1\n"
    with pytest.raises(ParseError, match=r"2:\d+: .*'1 1'"):
        read_pairings(text)
