"""A crosstable whose rows were run together on one line (:mod:`tiebreak.readers.runon`): chessgames.com's
AVRO 1938 page as the pages store kept it (``tests/data/real/chessgames-avro-1938-drr.txt``, line 23).

Expected values are the publication's: its Pts column (8½ 8½ 7½ 7 7 7 6 4½) and its cells.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError
from tiebreak.readers import read_path, read_text
from tiebreak.readers.runon import run_together, unfold_rows

AVRO = Path(__file__).resolve().parents[1] / "data" / "real" / "chessgames-avro-1938-drr.txt"
PUBLISHED = {
    "Keres": "8½",
    "Fine": "8½",
    "Botvinnik": "7½",
    "Alekhine": "7",
    "Euwe": "7",
    "Reshevsky": "7",
    "Capablanca": "6",
    "Flohr": "4½",
}


def _value(text: str) -> Fraction:
    return (
        Fraction(text.replace("½", "")) + (Fraction(1, 2) if "½" in text else 0)
        if text != "½"
        else Fraction(1, 2)
    )


def test_the_rows_on_one_line_read_as_the_double_round_robin_they_are() -> None:
    event = read_path(AVRO)
    assert [p.name for p in event.players] == list(PUBLISHED)
    assert event.rounds == 14
    assert event.pairing is tiebreak.PairingSystem.ROUND_ROBIN
    for p in event.players:
        met = Counter(e.opponent for e in p.rounds)
        assert set(met.values()) == {2} and len(met) == 7, p.name
    standings = tiebreak.compute_standings(event, "DE", tiebreak.Options(rules=tiebreak.Rules("legacy")))
    assert {r.name: r.points for r in standings.rows} == {k: _value(v) for k, v in PUBLISHED.items()}
    assert [r.name for r in standings.rows][:2] == ["Keres", "Fine"]  # "a better tie-break score"
    note = event.diagnostics[0]
    assert (note.line, note.column) == (23, 21)
    assert "the 8 rows of the table stood on one line (line 23)" in note.message
    assert "'1 2 3 4 5 6 7 8 Pts'" in note.message


def test_a_bad_cell_of_a_row_on_the_line_is_named_by_its_place_on_that_line() -> None:
    text = AVRO.read_text(encoding="utf-8")
    line = text.split("\n")[22]
    bad = line.replace("2. Fine 0½ **", "2. Fine 1½ **")
    column = (
        bad.index("1. Keres ** ") + len("1. Keres ** ") + 1
    )  # Keres's cell against Fine, which it contradicts
    with pytest.raises(ParseError) as info:
        read_text(text.replace(line, bad), source="avro.txt")
    assert (info.value.source, info.value.line, info.value.column) == ("avro.txt", 23, column)
    assert "against row 2" in info.value.message


@pytest.mark.parametrize(
    "text",
    [
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n",  # a game's moves
        "1. Ann ** 1 1 2. Bob 1 ** 1 3. Cy 0 0 1\n",  # row 3 without its diagonal mark
        "1. Ann 1 ** 1 2. Bob ** 0 1 3. Cy 0 0 **\n",  # the marks not in the rows' own columns
        "1. Ann ** 1 2. Bob 0 **\n",  # two rows only
    ],
)
def test_a_line_that_is_not_a_run_of_grid_rows_is_left_as_it_is(text: str) -> None:
    assert unfold_rows(text) is None


def test_a_table_that_lost_its_cell_separators_is_named_in_the_dead_end() -> None:
    """chess-results' Mitropa Cup 2003 page as the pages store kept it: every separator lost
    (``1Germany * 23323322,5140``), nothing to split a row by."""
    path = AVRO.parent / "cr-mitropa-2003-team-rr.txt"
    with pytest.raises(ParseError) as info:
        read_path(path)
    message = info.value.message
    assert "cannot tell the format of this input" in message
    assert (
        "9 lines (line 6, 7, 8, 9, 11, 12, …) start with a number run into a name ('1Germany * 23323322,5140')"
        in message
    )
    assert "a table whose cell separators were lost" in message


@pytest.mark.parametrize(
    "text", ["22nd MITROPA Cup 2003\n1st Open 2004\n3rd Cup 2005\n", "1Germany\n2Czech Republic\n3Slovenia\n"]
)
def test_ordinals_and_bare_names_are_not_taken_for_rows_run_together(text: str) -> None:
    assert run_together(text) == ""
