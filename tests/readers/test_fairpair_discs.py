"""FairPair's later standings printout (``tests/data/formats/fairpair-3-2024-11-27-r4.fairpair.prn``): each
round cell the opponent, the colour as a disc and the result (``9•1``: Black against 9, won; ``12o1``:
White), the opponents named by ``Id``, the rows ranked by performance with no points column.

Expected values: the printout's cells added by hand (LIISTAMO Jouko ``9•1 12o1 11o1 4•1``: 4;
LEHVONEN Jouko ``6o1 7•½ 8o1 1•1``: 3½; STEINER Bo ``10o0 11•0 12o1 3•0``: 1).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.tournament import Color, Result
from tiebreak.readers import ReadOptions, read_paths
from tiebreak.readers.crosstable import parse_cell
from tiebreak.readers.tables import parse_columns

PRN = Path(__file__).parent.parent / "data" / "formats" / "fairpair-3-2024-11-27-r4.fairpair.prn"


def test_a_disc_is_the_colour() -> None:
    black = parse_cell("9•1")
    white = parse_cell("12o½")
    assert black is not None and (black.opponent, black.color, black.result) == (9, Color.BLACK, Result.WIN)
    assert white is not None and (white.opponent, white.color, white.result) == (12, Color.WHITE, Result.DRAW)


def test_the_printout_reads_with_its_columns_said() -> None:
    options = ReadOptions(columns=parse_columns("rank=1,sno=2,rating=3,name=4,rounds=5-8"))
    t = read_paths([PRN], options=options)
    points = {r.name: r.points for r in tiebreak.compute_standings(t).rows}
    assert points["LIISTAMO Jouko"] == 4
    assert points["LEHVONEN Jouko"] == Fraction(7, 2)
    assert points["STEINER Bo"] == 1
    liistamo = next(p for p in t.players if p.name == "LIISTAMO Jouko")
    assert liistamo.sno == 10 and liistamo.rounds[0].color is Color.BLACK


def test_the_printout_reads_by_its_content_alone() -> None:
    """Without --columns: the opponents are named by ``Id``, not by the place ``Pos`` that leads each row
    (before, ``LIISTAMO Jouko (1) plays 9, but the row of WENNSTRÖM Bertil says opponent 7``)."""
    t = read_paths([PRN])
    points = {r.name: r.points for r in tiebreak.compute_standings(t).rows}
    assert points["LIISTAMO Jouko"] == 4
    assert points["LEHVONEN Jouko"] == Fraction(7, 2)
    assert points["STEINER Bo"] == 1
    assert next(p for p in t.players if p.name == "LIISTAMO Jouko").sno == 10
    assert any("the numbers the round cells name" in d.message for d in t.diagnostics)
