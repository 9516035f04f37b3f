"""A round a player did not play, written ``- -`` (a club's results saved from Excel as a web page: Hamar
Sjakkselskap's club rapid of 2001, 22 of its pages so), as ``-`` and ``--`` are, or ``...`` (PairTwo's
HTML export, the Belgian federation's program): not paired, no points.

Expected values are the hand-made table's cells added up by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from tiebreak.model.tournament import Result
from tiebreak.readers import read_text
from tiebreak.readers.crosstable import parse_cell


@pytest.mark.parametrize("cell", ["- -", "--", "-", "...", "…"])  # dots: PairTwo's and SCID's
def test_the_cell_of_a_round_not_played(cell: str) -> None:
    read = parse_cell(cell)
    assert read is not None and read.opponent is None and read.result is Result.NOT_PAIRED


def test_a_crosstable_with_a_round_not_played() -> None:
    """Eve played no round (``- -`` twice); by hand: Ann 2, Bob 1, Cy 0, Dan 1, Eve 0."""
    text = (
        "No\tName\t1\t2\tPts\n"
        "1\tAnn\t2w1\t3b1\t2\n"
        "2\tBob\t1b0\t4w1\t1\n"
        "3\tCy\t4w0\t1w0\t0\n"
        "4\tDan\t3b1\t2b0\t1\n"
        "5\tEve\t- -\t- -\t0\n"
    )
    event = read_text(text, source="club.txt")
    points = {r.name: r.points for r in tiebreak.compute_standings(event, []).rows}
    assert points == {"Ann": 2, "Bob": 1, "Cy": 0, "Dan": 1, "Eve": Fraction(0)}
