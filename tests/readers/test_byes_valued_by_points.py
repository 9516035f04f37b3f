"""A crosstable's bye cell that does not say its value (``+``: read as a pairing-allocated bye) is worth
what the row's points column leaves for it: nothing (an absence), or half a point for the row's only such
cell; where the points leave a value several such cells could share unevenly, the cell stays as read and
the points column's difference is a warning.

The real page: Swiss Master's ranking of SV Voorburg's Rapid Open 2025 (tests/data/formats, its README
row), which writes ``+`` for every round without an opponent whatever it scored. Its Score column is the
expected value of every player's points: Surya Rathna Subramanian's ``+`` of round 7 scored 0 (Score
0.0); Sylvia van den Berg's two ``+`` (rounds 5 and 6) scored 1 together (Score 1.0: an absence and a
pairing-allocated bye, which the page does not tell apart)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.tournament import Result

PAGE = (
    Path(__file__).resolve().parents[1] / "data" / "formats" / "voorburg-rapid-2025.swissmaster-ranking.html"
)


def _warnings(t: tiebreak.Tournament) -> list[str]:
    return [str(d.message) for d in t.diagnostics if d.severity.name == "WARNING"]


def test_a_plus_that_scored_nothing_is_an_absence_by_the_points_column() -> None:
    t = tiebreak.read_path(PAGE)
    assert len(t.players) == 68
    surya = next(p for p in t.players if p.name == "Surya Rathna Subramanian")
    assert surya.entry(7).result is Result.ZERO_BYE
    assert surya.declared_points == 0
    said = _warnings(t)
    assert any(
        "bye cells that do not say their value read as worth what the points column leaves: "
        "Surya Rathna Subramanian (round 7: 0)" in w
        for w in said
    )
    # Every other player's results give the page's Score but Sylvia's: her two '+' share one point in a way
    # the page does not tell; they stay as read, and the difference is said.
    differing = [
        p.name
        for p in t.players
        if sum((t.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0)) != p.declared_points
    ]
    assert differing == ["Sylvia van den Berg"]
    assert any("Sylvia van den Berg: the points column says 1, the results give 2" in w for w in said)


def test_a_plus_worth_half_or_nothing_or_a_point() -> None:
    """By hand: Abel beats Bode and Cruz, his round-3 '+' leaves ½ of his 2½ (a half-point bye); Bode's
    '+' of round 2 leaves 1 of his 1½ (a pairing-allocated bye, as read); Cruz's '+' of round 1 leaves
    nothing of his ½ (an absence)."""
    text = "No Name 1 2 3 Pts\n1 Abel 2w1 3b1 + 2.5\n2 Bode 1b0 + 3w½ 1.5\n3 Cruz + 1w0 2b½ 0.5\n"
    t = tiebreak.read_text(text, source="plus.txt")
    abel, bode, cruz = t.players
    assert (abel.entry(3).result, bode.entry(2).result, cruz.entry(1).result) == (
        Result.HALF_BYE,
        Result.PAB,
        Result.ZERO_BYE,
    )
    assert [p.declared_points for p in t.players] == [Fraction(5, 2), Fraction(3, 2), Fraction(1, 2)]
    assert any("Abel (round 3: 0.5); Cruz (round 1: 0)" in w for w in _warnings(t))
