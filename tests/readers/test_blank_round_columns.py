"""A crosstable printed in fixed columns without a header, a round a player missed left blank
(``=BYE -B15 =W38 +W34      +B35``: round 5 blank), as the New Zealand federation's archive keeps its
events (tests/data/real/nzcf-winged-spider-tournaments-2017.md): each cell is read in the round of its
column (readers/crosstable.py ``_short_rows_by_column``), a ``+BY`` cut to a column of three characters
is a bye, and each table of the page is named by its Markdown heading, not by the ``<pre>`` line under
it. Expected values by hand from the rows below."""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from conftest import DATA
from tiebreak.model.errors import ParseError
from tiebreak.readers import ReadOptions, read_path
from tiebreak.readers.tables import parse_columns


def _consistent() -> str:
    """Four players whose rows agree game by game, Cruz's round 1 blank in its column, Dorn's bye
    ``+BY``. By hand: Abel 2.5 (W Bode, D Cruz, W Dorn), Bode 0 (L Abel, L Dorn, L Cruz), Cruz 1.5 (not
    paired, D Abel, W Bode), Dorn 2 (the bye, W Bode, L Abel)."""
    return """<pre>
 1 Abel, Ann            1900 AC  2.5 +W2  =B3  +W4
 2 Bode, Ben            1800 AC  0.0 -B1  -B4  -W3
 3 Cruz, Cy             1700 AC  1.5      =W1  +B2
 4 Dorn, Dan            1600 AC  2.0 +BY  +W2  -B1
</pre>
"""


def test_the_cells_of_a_row_short_of_a_round_are_read_in_their_columns() -> None:
    event = tiebreak.read_text(_consistent(), source="nz.md")
    rounds = {p.name: [(e.opponent, e.result.code) for e in p.rounds] for p in event.players}
    assert rounds["Cruz, Cy"][0][0] is None and rounds["Cruz, Cy"][0][1] in (" ", "Z")  # not paired
    assert rounds == {
        "Abel, Ann": [(2, "1"), (3, "="), (4, "1")],
        "Bode, Ben": [(1, "0"), (4, "0"), (3, "0")],
        "Cruz, Cy": [rounds["Cruz, Cy"][0], (1, "="), (2, "1")],
        "Dorn, Dan": [(None, "U"), (2, "1"), (1, "0")],
    }
    assert {p.name: p.declared_points for p in event.players} == {
        "Abel, Ann": Fraction(5, 2),
        "Bode, Ben": Fraction(0),
        "Cruz, Cy": Fraction(3, 2),
        "Dorn, Dan": Fraction(2),
    }
    assert any("a blank column a round not paired" in d.message for d in event.diagnostics)


@pytest.mark.parametrize(
    ("group", "name"), [(3, "2017 Auckland Chess Centre ANZAC Weekender"), (7, "2017 Wellington Open")]
)
def test_each_table_of_the_archive_page_is_named_by_its_heading(group: int, name: str) -> None:
    options = ReadOptions(columns=parse_columns(f"group={group}"))
    event = read_path(DATA / "real" / "nzcf-winged-spider-tournaments-2017.md", options=options)
    assert event.name == f"##{name}" or event.name == name
    assert all(
        p.declared_points == sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        for p in event.players
    )
    with pytest.raises(ParseError) as caught:
        read_path(
            DATA / "real" / "nzcf-winged-spider-tournaments-2017.md",
            options=ReadOptions(columns=parse_columns("group=99")),
        )
    assert f"('{name}')" in caught.value.message
