"""A cross table of some of an event's players, their totals the whole event's: refused, saying so.

Swiss Master's cross table of SV Voorburg's Rapid Open 2025 (tests/data/formats, its README row) holds the
leading 24 of the 68 players and only the games among them, while each Score is the player's total of the
whole event: the first row, Lendert Van den Ouden, wins six games among the 24 and is published with 7.0.
Every one of the 24 totals is above what the table's games give; the refusal says what such a table is
and what to give instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak import ParseError, read_path

PAGE = (
    Path(__file__).resolve().parents[1]
    / "data"
    / "formats"
    / "voorburg-rapid-2025.swissmaster-crosstable.html"
)


def test_a_cross_table_of_the_leaders_is_refused_as_part_of_an_event() -> None:
    with pytest.raises(ParseError) as exc:
        read_path(PAGE)
    message = exc.value.message
    assert message.startswith("24 of the 24 players whose points the table gives get other points")
    assert "(Lendert Van den Ouden: 7 published, 6 from the results)" in message
    assert "every one of those totals is above its results" in message
    assert "give the whole crosstable or the event's round pages" in message
