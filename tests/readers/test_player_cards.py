"""Players' cards: FIDE's rating server's tournament report (``ratings.fide.com``, each player's games;
the blitz play-off of the Superbet Classic 2025, ``tests/data/formats/README.md``), a row naming each
player (``ID Name Country … Rating Total``), then ``Round | Opp. name | Opp. Fed. | T. | W.T. | Opp. Rtng
| Score`` and a row per round, the card's player's colour a class of the opponent's cell; the idle
player of a round of this round robin of three has no opponent (``Forfeit (-)``).

Expected values are the publication's: each card's Total, and its games.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity
from tiebreak.model.tournament import Color, PairingSystem, Result
from tiebreak.readers import read_text

PATH = Path(__file__).parent.parent / "data" / "formats" / "superbet-blitz-playoff-2025.fide-report.html"


def test_fides_report_gives_the_published_totals_and_games() -> None:
    t = tiebreak.read_path(PATH)
    assert t.pairing is PairingSystem.ROUND_ROBIN and t.rounds == 3
    assert t.name == "2025 GCT Superbet Chess Classic Romania - Blitz Playoff"
    assert t.start_date == dt.date(2025, 5, 16)
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {
        "Praggnanandhaa, R": Fraction(3, 2),
        "Firouzja, Alireza": Fraction(1),
        "Vachier-Lagrave, Maxime": Fraction(1, 2),
    }
    pragg = next(p for p in t.players if p.name == "Praggnanandhaa, R")
    assert (pragg.rating, pragg.federation) == (2717, "IND")
    first, _, third = (pragg.entry(r) for r in (1, 2, 3))
    assert (first.opponent, first.color, first.result) == (2, Color.BLACK, Result.DRAW)
    assert (third.opponent, third.color, third.result) == (3, Color.WHITE, Result.WIN)


CARDS = """Name\tRating\tTotal
Ann\t1900\t1.5
Round\tOpponent\tScore
1\tBob\t1
2\tCy\t0.5
Bob\t1800\t1
Round\tOpponent\tScore
1\tAnn\t0
2\tDan\t1
Cy\t1700\t1.5
Round\tOpponent\tScore
1\tDan\t1
2\tAnn\t0.5
"""
"""Three cards, the fourth player (Dan) only an opponent: by hand, Ann 1½, Bob 1, Cy 1½, Dan 0."""


def test_an_opponent_without_a_card_is_a_player_of_those_games_only() -> None:
    t = read_text(CARDS, source="cards.txt")
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Ann": Fraction(3, 2), "Bob": 1, "Cy": Fraction(3, 2), "Dan": 0}
    assert any(
        d.severity is Severity.WARNING and "1 opponent(s) have no card of their own (Dan)" in d.message
        for d in t.diagnostics
    )


def test_two_cards_that_do_not_agree_are_refused_naming_both() -> None:
    with pytest.raises(ParseError, match=r"round 2: the scores of Ann \(0.5\) and Cy \(1, line 13\)"):
        read_text(CARDS.replace("2\tAnn\t0.5", "2\tAnn\t1"), source="cards.txt")
