"""Results typed in a word processor and saved as a web page: no table, each game a line of a paragraph
broken by ``<br>``, the markup breaking lines inside the names (the Sion club's page of the Masters of
the Casino de Saxon 2001, seven rounds; ``tests/data/formats/README.md``). Players without numbers are
told apart by their names: one written again with another case or accents is the same player (a note);
two a letter apart stay two, with a warning.

Expected values: the page's own lines, read by eye (Cherniaev's seven games below), and, for the lines of
our own, their results added by hand.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.errors import Severity

PAGE = Path(__file__).parent.parent / "data" / "formats" / "masters-saxon-2001.word-pairings.htm"


def test_a_word_processors_page_of_seven_rounds_reads() -> None:
    t = tiebreak.read_path(PAGE)
    assert t.rounds == 7
    # 28 players, and 'WALTHER Yan' of round 7 a letter apart from 'WALTHER Yann': kept apart, warned
    assert len(t.players) == 29
    warned = [d.message for d in t.diagnostics if d.severity is Severity.WARNING]
    assert any("'WALTHER Yann'" in m and "'WALTHER Yan'" in m and "a letter apart" in m for m in warned)
    by_name = {p.name: p for p in t.players}
    assert "FOISOR Cristina Adela (Im)" not in by_name and "PERRUCHOUD Benoit" not in by_name
    # Cherniaev, by the page: R1 beat Perruchoud Pierre with Black, R2 beat Darbellay, R3 drew Cebalo,
    # R4 drew Foisor Cristina, R5 beat Tukmakov, R6 drew Foisor Ovidiu, R7 beat Beney: 5½
    standings = tiebreak.compute_standings(t, [], tiebreak.Options(rules=tiebreak.Rules("2024")))
    points = {r.name: r.points for r in standings.rows}
    assert points["CHERNIAEV Alexander"] == Fraction(11, 2)


def test_names_written_with_another_case_or_accents_are_one_player() -> None:
    """By hand: Anna Bö beat Carl twice over two rounds, as 'Anna Bö' and 'ANNA BO'; Carl lost both."""
    text = (
        "Round 1\nAnna Bö - Carl Dorn 1-0\nEva Fink - Gus Hahn 1-0\n"
        "Round 2\nCarl Dorn - ANNA BO 0-1\nGus Hahn - Eva Fink 0-1\n"
    )
    t = tiebreak.read_text(text, source="club.txt")
    assert sorted(p.name for p in t.players) == ["Anna Bö", "Carl Dorn", "Eva Fink", "Gus Hahn"]
    notes = [d.message for d in t.diagnostics if d.severity is Severity.INFO]
    assert any("'Anna Bö'" in m and "'ANNA BO'" in m and "read as one player" in m for m in notes)


def test_names_a_comma_apart_are_one_player() -> None:
    """Vega's round pages write 'Butler, Julian' and 'Butler,Julian': one player, named as first written.
    By hand: Julian won round 1 and lost round 2 (1 point)."""
    text = (
        "Round 1\nBd\tWhite\tResult\tBlack\n1\tButler,Julian\t1-0\tAnn Alt\n2\tCy Crom\t0-1\tDan Dorn\n"
        "Round 2\nBd\tWhite\tResult\tBlack\n1\tDan Dorn\t1-0\tButler, Julian\n2\tAnn Alt\t1-0\tCy Crom\n"
    )
    t = tiebreak.read_text(text, source="pairings.txt")
    assert sorted(p.name for p in t.players) == ["Ann Alt", "Butler,Julian", "Cy Crom", "Dan Dorn"]
    standings = tiebreak.compute_standings(t, [], tiebreak.Options(rules=tiebreak.Rules("2026")))
    assert {r.name: r.points for r in standings.rows}["Butler,Julian"] == 1
