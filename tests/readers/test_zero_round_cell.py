"""A round cell ``0`` (no opponent, no point) right after the columns before the rounds, in a table
aligned with blanks under a header: chess-results prints a round a player was not paired so
(``11 Johansson Lennart B 1852 SWE 0 30w1 …``, its final ranking crosstable printed to PDF,
``tests/data/real/cr-pdf-stockholm-veteran60-2021.pdf``). Before, the ``0`` was taken for the rating
(the row read unrated, its 1852 lost) and round 1 left empty; now a ``0`` that stands under the first
round's heading is that round's cell, and one under the rating's heading stays the rating.
"""

from __future__ import annotations

from pathlib import Path

from tiebreak.model.tournament import Result
from tiebreak.readers import read_path, read_text

REAL = Path(__file__).parent.parent / "data" / "real"

TABLE = """\
Rk.  Name           Rtg  FED   1.Rd   2.Rd   Pts.
  1  Adler Anna    2010  SWE    2w1    3b1    2
  2  Berg Bert     1950  SWE    1b0    4w1    1
  3  Claus Cora    1890  SWE     0     1w0    0
  4  Dorn Dora        0  SWE    -1     2b0    1
"""
"""By hand: Cora was not paired in round 1 (her ``0`` under ``1.Rd``), Dora had a bye there; Dora is
unrated (her ``0`` under ``Rtg``)."""


def test_a_zero_under_the_first_rounds_heading_is_that_rounds_cell() -> None:
    t = read_text(TABLE, source="ranking.txt")
    cora, dora = t.player(3), t.player(4)
    assert cora.rating == 1890
    assert cora.rounds[0].opponent is None and cora.rounds[0].result is Result.NOT_PAIRED
    assert cora.rounds[1].opponent == 1 and cora.rounds[1].result is Result.LOSS
    assert dora.rating is None  # the 0 under the rating's heading: unrated
    assert dora.rounds[0].result is Result.PAB


def test_the_printed_crosstables_ratings_and_date() -> None:
    t = read_path(REAL / "cr-pdf-stockholm-veteran60-2021.pdf")
    ratings = {p.name: p.rating for p in t.players}
    assert ratings["Johansson Lennart B"] == 1852 and ratings["Aikio Onni"] == 1591  # as printed
    johansson = next(p for p in t.players if p.name == "Johansson Lennart B")
    assert johansson.rounds[0].result is Result.NOT_PAIRED and johansson.rounds[1].opponent == 30
    assert t.start_date is None  # the footer's 'created on 17.01.2022' is the print's date, not the event's
    assert any("last updated on 2021-12-02" in d.message for d in t.diagnostics)
