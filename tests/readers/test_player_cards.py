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


VEGA = Path(__file__).parent.parent / "data" / "real" / "vega-hbcc-2025-april-rapid-playercard.html"


def test_vegas_players_cards_give_the_games_colours_and_byes() -> None:
    """Vega's ``playercard.html`` of the Hobsons Bay April Rapid 2025: 49 cards, each captioned with the
    player's number, title, name and rating. The values are the page's: Annapureddy (number 1, CM, 2212)
    won all five games, round 1 with black against number 6; Nicdao's round 2 and Austin's round 1 are
    ``not played`` worth 1.0 and 0.5 (the standings page gives them 2.5 and 0.5 points)."""
    t = tiebreak.read_path(VEGA)
    assert (len(t.players), t.rounds, t.name) == (49, 5, "2025 Hobsons Bay April Rapid")
    first = next(p for p in t.players if p.sno == 1)
    assert (first.name, first.title, first.rating) == ("Annapureddy,Rheyansh", "CM", 2212)
    game = first.entry(1)
    assert (game.opponent, game.color, game.result) == (6, Color.BLACK, Result.WIN)
    nicdao = next(p for p in t.players if p.sno == 30)
    austin = next(p for p in t.players if p.sno == 7)
    assert nicdao.entry(2).result is Result.PAB and austin.entry(1).result is Result.HALF_BYE
    assert austin.entry(2).result is Result.NOT_PAIRED
    points = {r.sno: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert (points[1], points[30], points[7], points[9]) == (
        5,
        Fraction(5, 2),
        Fraction(1, 2),
        Fraction(9, 2),
    )


COPIED_CARDS = """Info
Schedule
Statistics
Players
Sorted by Rating
Sorted by Name
Pairings
Standings
Cross table
National Player Card
Club Rapid 2025
National History Cards
1 Abel,Ann , K= 0, Elo=1800, ID=1
R\tC\tN\tCat\tOPPONENT\tRtg\tres\tPts
1\tW\t2\t\tBode,Ben\t1700\t1.0\t0.5
2\t--\t0\t\tnot played\t-\t1.0\t0.0

2 Bode,Ben , K= 0, Elo=1700, ID=2
R\tC\tN\tCat\tOPPONENT\tRtg\tres\tPts
1\tB\t1\t\tAbel,Ann\t1800\t0.0\t2.0
2\tW\t3\t\tCruz,Cy\t1600\t0.5\t1.0

3 Cruz,Cy , K= 0, Elo=1600, ID=3
R\tC\tN\tCat\tOPPONENT\tRtg\tres\tPts
1\t--\t0\t\tnot played\t-\t0.5\t0.0
2\tB\t2\t\tBode,Ben\t1700\t0.5\t0.5
"""
"""A copy of Vega's cards from a browser, cut to three players: by hand, Ann 2 (a win, a pairing-allocated
bye), Ben ½ (a loss, a draw), Cy 1 (a half-point bye, a draw). The first card follows the site's menu
(Vega's, cut short) and the event's name without a blank line."""


def test_a_copy_of_vegas_cards_reads_line_by_line() -> None:
    t = read_text(COPIED_CARDS, source="cards.txt")
    assert t.name == "Club Rapid 2025"
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Abel,Ann": 2, "Bode,Ben": Fraction(1, 2), "Cruz,Cy": 1}
    ann, _, cy = sorted(t.players, key=lambda p: p.sno)
    assert (ann.entry(1).color, ann.entry(2).result, cy.entry(1).result) == (
        Color.WHITE,
        Result.PAB,
        Result.HALF_BYE,
    )
    assert any("1 read as a pairing-allocated bye" in d.message for d in t.diagnostics)
