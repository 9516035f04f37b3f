"""Headings met in real publications (tests/data/real/): chess-results in Azerbaijani heads the team
column ``Komanda`` (cr-az-brazil-teams-round1), Papi heads a rapid event's rating ``Rapide``
(papi-evt-roger-pelat-2016)."""

from __future__ import annotations

from tiebreak.readers._headings import classify_heading, is_team_heading


def test_headings_of_real_publications() -> None:
    assert is_team_heading("Komanda")
    assert classify_heading("Rapide")[0] == "rating"
    assert classify_heading("Blitz")[0] != "rating"  # an English column of that name stays unknown
