"""A ranking pasted with ``|`` between its cells whose title column lost its empty heading, the header
ending in an empty heading instead (chess-results' ranking of the South African Open 2022 in a news page:
``tests/data/formats/README.md``). Before, every heading from ``Name`` on stood one column left of its
values: ``Pts.`` over the ratings (2419), ``RtgI`` over the federations. Expected values are the
publication's (its columns as a reader sees them) and, for ``check``, our own small event's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from standings_files import check_texts
from tiebreak.readers.tables import classify_table, extract_tables

PATH = Path(__file__).parent.parent / "data" / "formats" / "sa-open-2022.chessdom-piped-ranking.txt"


def test_the_headings_stand_over_their_values() -> None:
    table = extract_tables(PATH.read_text(encoding="utf-8"), source=PATH.name)[0]
    reading = classify_table(table)
    roles = {c.heading: c.role for c in reading.columns if c.heading}
    assert roles["Name"] == "name" and roles["FED"] == "fed" and roles["RtgI"] == "rating"
    assert roles["Pts."] == "points"
    points = reading.index("points")
    assert points is not None
    assert [table.rows[r][points].text for r in reading.data_rows[:4]] == ["6", "6", "5.5", "5"]


GRID = "No Name 1 2 3 4 Pts\n1 Alfa Ahl x 1 1 1 3\n2 Beta Bohm 0 x 1 1 2\n3 Gama Gol 0 0 x 1 1\n4 Delta Dahl 0 0 0 x 0\n"
RANKING = (
    "Final ranking\n"
    "Rk. | Name | FED | Rtg | Pts. | |\n"
    "1 | GM | Alfa Ahl | RSA | 2500 | 3 |\n"
    "2 | IM | Beta Bohm | RSA | 2400 | 2 |\n"
    "3 | | Gama Gol | RSA | 2300 | 1 |\n"
    "4 | FM | Delta Dahl | RSA | 2200 | 0 |\n"
)


def test_check_reads_the_points_under_their_heading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before: ``published table: no player 'GM' in the event`` (the titles read as the names)."""
    code, out, _ = check_texts(tmp_path, capsys, GRID, RANKING)
    assert code == 0
    assert "Checked 4 ranks, 4 point totals: all agree." in out
