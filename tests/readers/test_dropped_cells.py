"""A grid whose empty cells were dropped (SwissChess's SC Gerthe crosstable as the pages store kept it,
``tests/data/real/swisschess-gerthe-grandprix.txt``): the cells no longer stand under their opponents'
numbers, and the reader says so at the row's total instead of reading a score as a game."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak.model.errors import ParseError
from tiebreak.readers import read_path, read_text

GERTHE = Path(__file__).resolve().parents[1] / "data" / "real" / "swisschess-gerthe-grandprix.txt"


def test_a_total_standing_in_a_grid_column_names_the_row_and_the_dropped_cells() -> None:
    with pytest.raises(ParseError) as info:
        read_path(GERTHE)
    line = GERTHE.read_text(encoding="utf-8").split("\n")[3]
    assert line.startswith("1 | Quast,Marcel")
    assert (info.value.line, info.value.column) == (4, line.index("5.0") + 1)
    assert "row 1 has 6 cell(s) before its total '5.0' where the grid has 7 columns" in info.value.message
    assert "empty cells (games not played) seem to have been dropped" in info.value.message


@pytest.mark.parametrize("ending", ["\r", "\r\n"])
def test_the_grid_with_other_line_endings_gets_the_same_error(ending: str) -> None:
    """Lines ended by a carriage return alone (an old Mac file; a fuzzed UTF-16 copy): the grid's lines
    are found and set aside as for ``\\n``, and with no other table the grid's own error is told (before:
    the text, its grid not set aside, was read again and again until Python's recursion limit)."""
    text = GERTHE.read_text(encoding="utf-8").replace("\n", ending)
    with pytest.raises(ParseError) as info:
        read_text(text, source="gerthe", suffix=".json")
    assert (info.value.line, info.value.column) == (4, text.split(ending)[3].index("5.0") + 1)
    assert "empty cells (games not played) seem to have been dropped" in info.value.message


def test_the_same_grid_with_its_empty_cells_kept_reads() -> None:
    """The rows of the publication with each dropped cell back where the one arrangement that fits every row
    and column puts it (tab-separated): the reader reads it, the totals are the published ones."""
    rows = [
        "1\tQuast,Marcel\t2221\t**\t1\t\t1\t1\t1\t1\t5.0",
        "2\tMelmer,Felix\t1945\t0\t**\t1\t0\t1\t\t\t3.0",
        "3\tBrüggestraß,Volker\t2037\t\t0\t**\t1\t0\t1\t\t3.0",
        "4\tMeise,Ulrich\t1789\t0\t1\t0\t**\t\t½\t1\t2.5",
        "5\tBerghaus,Matthias\t1755\t0\t0\t1\t\t**\t\t½\t2.5",
        "6\tStraetling,Daniel\t1534\t0\t\t0\t½\t\t**\t½\t2.0",
        "7\tBoost,Jürgen\t1797\t0\t\t\t0\t½\t½\t**\t2.0",
    ]
    text = "Kreuztabelle im Schweizer-System nach der 5. Runde\n" + "\n".join(rows) + "\n"
    event = read_text(text)
    assert event.rounds == 5
    assert [str(p.declared_points) for p in event.players] == ["5", "3", "3", "5/2", "5/2", "2", "2"]


@pytest.mark.parametrize(
    ("text", "ann"),
    [
        ("1 Ann ** 10 11\n2 Bob 01 ** 1½\n3 Cy 00 0½ **\n", 3),  # a double round robin's two games a cell
        ("1 Ann ** 0.5 1\n2 Bob 0.5 ** 1\n3 Cy 0 0 **\n", 1.5),  # a draw written 0.5
        ("1 Ann ** 1½ 1½\n2 Bob 0½ ** ½½\n3 Cy 0½ ½½ **\n", 3),
    ],
)
def test_cells_of_two_games_or_a_half_point_are_not_taken_for_a_total(text: str, ann: float) -> None:
    """(A draw written ``0.5`` was read as a loss, its ``0`` taken before the half point.)"""
    event = read_text(text)
    assert sum(float(event.scoring.points(e.result.point_class)) for e in event.players[0].rounds) == ann
