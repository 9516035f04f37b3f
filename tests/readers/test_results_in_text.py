"""Pairing lists and results as people type them into a text: fields apart by two blanks that do not
line up in columns, and lines that are no table at all. Each reads with the event's points, or is
refused with what was found; a table read wrongly (here: ``Round 1: Ann Alt 1-0 Dan Dorn, …`` taken for a
crosstable whose cell ``1:`` paired every player, no round played, every player 0 points, Ann twice) is
never given as standings.

The invented event, by hand: round 1 Ann beat Dan, Bob drew Cy; round 2 Ann beat Cy, Bob beat Dan; round
3 Ann beat Bob, Dan drew Cy. Points: Ann 3, Bob 1½, Cy 1, Dan ½.
"""

from __future__ import annotations

import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak.model.errors import ParseError
from tiebreak.readers import read_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name

POINTS = {"Ann Alt": F(3), "Bob Bau": F(3, 2), "Cy Crom": F(1), "Dan Dorn": F(1, 2)}

TWO_BLANKS = """\
Round 1
Bd  White  Result  Black
1  Ann Alt  1-0  Dan Dorn
2  Bob Bau  ½-½  Cy Crom

Round 2
Bd  White  Result  Black
1  Cy Crom  0-1  Ann Alt
2  Bob Bau  1-0  Dan Dorn

Round 3
Bd  White  Result  Black
1  Ann Alt  1-0  Bob Bau
2  Dan Dorn  ½-½  Cy Crom
"""


def test_pairing_lists_whose_fields_do_not_line_up_read_by_their_content() -> None:
    # before: the pairing-list reader cut the lines at the header's columns: "cannot read the result
    # '1-0 Dan'"
    assert points_by_name(read_text(TWO_BLANKS, source="rounds.txt")) == POINTS


def test_a_crosstable_of_rows_paired_and_never_played_is_refused() -> None:
    text = "No\tName\tR1\tR2\n1\tAnn\t2w\t3b\n2\tBob\t1b\t4w\n3\tCy\t4w\t1w\n4\tDan\t3b\t2b\n"
    with pytest.raises(ParseError, match="no round of the 4 rows has a result yet"):
        read_text(text, source="paired.txt")


def test_results_in_lines_of_prose_are_never_read_as_a_crosstable() -> None:
    prose = (
        "Round 1: Ann Alt 1-0 Dan Dorn, Bob Bau ½-½ Cy Crom\n"
        "Round 2: Cy Crom 0-1 Ann Alt, Bob Bau 1-0 Dan Dorn\n"
        "Round 3: Ann Alt 1-0 Bob Bau, Dan Dorn ½-½ Cy Crom\n"
    )
    try:
        t = read_text(prose, source="report.txt")
    except ParseError:
        return
    assert points_by_name(t) == POINTS
