"""The results of an English congress as typed for the ECF's rating (Roger Marsh's chessvalidate samples,
``tests/data/formats/README.md``): the event's name, its first and last day side by side
(``13 may 2013 15 may 2013``), a section's line, then ``<no> <name> <cell> …`` with the cells ``b14+``
``w20-`` ``w17=`` (colour, opponent, result), ``bye=`` ``bye+`` (a bye worth ½ and 1), ``def+`` (won by
default, no opponent named) and ``*`` (not played); no totals. Numbers left out (a player withdrawn before
the start) keep the others' numbers.

Expected values are the cells added up by hand.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity
from tiebreak.model.tournament import Result
from tiebreak.readers import ReadOptions, read_text
from tiebreak.readers.crosstable import parse_cell
from tiebreak.readers.tables import parse_columns

DATA = Path(__file__).parent.parent / "data" / "formats"
HALF = Fraction(1, 2)


def _points(t: tiebreak.Tournament) -> dict[str, Fraction]:
    return {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}


@pytest.mark.parametrize(
    ("cell", "result"),
    [
        ("bye=", Result.HALF_BYE),
        ("bye+", Result.PAB),
        ("bye-", Result.ZERO_BYE),
        ("def+", Result.PAB),
        ("def-", Result.NOT_PAIRED),
    ],
)
def test_the_byes_and_defaults(cell: str, result: Result) -> None:
    read = parse_cell(cell)
    assert read is not None and read.opponent is None and read.result is result


def test_one_section() -> None:
    """27 players in 6 rounds; Jean's ``bye+`` in round 1 and Oliver's ``def+`` in round 6 are a point
    each, Alf's ``bye=`` in round 4 half of one, Frank's ``*`` nothing; the heading's first day dates it
    (2024 edition, before 2026-03-01)."""
    t = tiebreak.read_path(DATA / "anytown-2013.ecf-congress.txt")
    assert len(t.players) == 27 and t.rounds == 6
    assert t.start_date == dt.date(2013, 5, 13)
    points = _points(t)
    assert points["Evan"] == 5
    assert points["Carol"] == points["Harold"] == Fraction(9, 2)
    assert points["Jean"] == points["Ira"] == points["Colin"] == 4
    assert points["Oliver"] == points["David"] == points["Hilary"] == points["Peter"] == Fraction(7, 2)
    assert points["Alf"] == 2
    assert points["Frank"] == points["Gina"] == HALF
    assert points["Nigel"] == 0
    jean = next(p for p in t.players if p.name == "Jean")
    assert jean.rounds[0].opponent is None and jean.rounds[0].result is Result.PAB
    assert jean.rounds[3].result is Result.HALF_BYE


def test_two_sections_numbered_with_a_gap() -> None:
    """Two sections, each numbered from 1 under its line (``Open …``, ``Major …``): the larger read,
    with a warning naming both; the Open, chosen as the second table found, keeps its numbers 1-7, 9-18
    (no 8), which its cells refer to: Brian and Evan 4½, Kevin 4, George ½."""
    path = DATA / "anytown-2012.ecf-congress.txt"
    t = tiebreak.read_path(path)
    assert any(
        d.severity is Severity.WARNING and "2 tables" in d.message and "lines 6-22, 26-54" in d.message
        for d in t.diagnostics
    )
    assert len(t.players) == 29
    major = _points(t)
    assert major["Carol"] == major["Fiona"] == major["Hilary"] == Fraction(9, 2)
    assert major["Dawn"] == major["Petula"] == 4
    opened = tiebreak.read_path(path, options=ReadOptions(columns=parse_columns("table=2")))
    assert sorted(p.sno for p in opened.players) == [*range(1, 8), *range(9, 19)]
    points = _points(opened)
    assert points["Brian"] == points["Evan"] == Fraction(9, 2)
    assert points["Kevin"] == 4
    assert points["George"] == HALF
    assert len(points) == 17


@pytest.mark.parametrize(("group", "players"), [("Open", 17), ("1", 17), ("major", 29), ("2", 29)])
def test_a_section_is_chosen_by_its_number_or_a_word_of_its_line(group: str, players: int) -> None:
    """``--columns group=`` names a section by its place or by a word of the line above it (``Open 12 may
    2012 …``); the note of the one read lists both, and a word of neither is an error naming them."""
    path = DATA / "anytown-2012.ecf-congress.txt"
    t = tiebreak.read_path(path, options=ReadOptions(columns=parse_columns(f"group={group}")))
    assert len(t.players) == players
    assert any(getattr(d.message, "code", None) == "input.group-read" for d in t.diagnostics)
    if players == 17:
        assert _points(t)["Evan"] == Fraction(9, 2)
    with pytest.raises(ParseError, match=r"group 'Minor' names none of the 2 events .*'Open 12 may 2012"):
        tiebreak.read_path(path, options=ReadOptions(columns=parse_columns("group=Minor")))


QQ_ROWS = "1 Ann b2= w3= qq= w4+\n2 Bob w1= b4- w3+ qq=\n3 Cy b4+ b1= b2- qq=\n4 Dan w3- w2+ qq= b1-\n"
"""Four players, four rounds, a cell ``qq=`` of no form known in rounds 3 and 4."""


def test_a_cell_of_no_form_known_is_named_in_its_round() -> None:
    """Before ``bye=`` was read, the names took the cells before it (``Anne b12= w13= b20= bye=``) and
    the message named a round the row does not have; now it names the cell in its round, as the
    crosstable reader and the reading by content each find it (never the rounds before it alone)."""
    with pytest.raises(ParseError, match=r"round 3: cannot read the cell 'qq='.*2 cells before it") as exc:
        read_text(QQ_ROWS, input_format="crosstable", source="congress.txt")
    assert (exc.value.line, exc.value.column) == (1, 15)
    with pytest.raises(ParseError, match=r"round 3: cannot read the cell 'qq='"):
        read_text(QQ_ROWS, source="congress.txt")
