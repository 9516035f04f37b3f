"""Headings met in real publications (tests/data/real/): chess-results in Azerbaijani heads the team
column ``Komanda`` (cr-az-brazil-teams-round1), Papi heads a rapid event's rating ``Rapide``
(papi-evt-roger-pelat-2016)."""

from __future__ import annotations

from tiebreak.readers._headings import classify_heading, is_team_heading


def test_headings_of_real_publications() -> None:
    assert is_team_heading("Komanda")
    assert classify_heading("Rapide")[0] == "rating"
    assert classify_heading("Blitz")[0] != "rating"  # an English column of that name stays unknown


def test_czech_team_crosstable_headings_and_a_mis_encoded_half() -> None:
    """cz-bughouse-ostravsky-konik-2009-team-rr: ``Por.`` (pořadí, place), ``Družstvo`` (team), and
    ``1˝``: the byte 0xBD of ½ (cp1252) shown as cp1250's ``˝``."""
    from fractions import Fraction

    from tiebreak.readers._builder import point_value

    assert classify_heading("Por.")[0] == "rank"
    assert is_team_heading("Družstvo")
    assert point_value("1˝") == Fraction(3, 2) and point_value("˝") == Fraction(1, 2)
