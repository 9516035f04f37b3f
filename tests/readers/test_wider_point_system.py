"""A crosstable whose points column gives every player the results' points on another scale: a Vega
event set to score a win 2 (the RCKR Chess club's Swiss of 2017, every published total twice the
results' sum). The table below is invented: Ann beat Bob and Cid, Bob beat Dan, Cid beat Dan."""

from __future__ import annotations

from fractions import Fraction

from tiebreak import compute_standings
from tiebreak.readers import read_text

TABLE = """No Name Rtg 1.Rd 2.Rd Pts
1 Ann 2000 2w1 3b1 {a}
2 Bob 1900 1b0 4w1 {b}
3 Cid 1800 4b1 1w0 {c}
4 Dan 1700 3w0 2b0 0
"""


def test_totals_twice_the_results_read_with_a_win_worth_two() -> None:
    t = read_text(TABLE.format(a=4, b=2, c=2), source="ct.txt")
    assert (t.scoring.win, t.scoring.draw) == (Fraction(2), Fraction(1))
    assert [r.points for r in compute_standings(t, []).rows] == [4, 2, 2, 0]
    assert any("when a win scores 2 and a draw 1" in d.message for d in t.diagnostics)


def test_totals_on_the_usual_scale_keep_it() -> None:
    t = read_text(TABLE.format(a=2, b=1, c=1), source="ct.txt")
    assert (t.scoring.win, t.scoring.draw) == (Fraction(1), Fraction(1, 2))


def test_a_row_of_every_round_without_a_name_is_kept_with_a_warning() -> None:
    """A Vega crosstable whose row 4 lost its name (a relay team's, ``<a …> </a>``): the row's number and
    rounds are there, and the others' cells refer to it, so it is read as 'no name (4)', with a warning
    (before: dropped, and 'opponent 4 has no row in the table')."""
    tabbed = "\n".join("\t".join(line.split(" ")) for line in TABLE.format(a=2, b=1, c=1).splitlines())
    t = read_text(tabbed.replace("4\tDan\t1700", "4\t\t1700") + "\n", source="ct.tsv")
    assert [p.name for p in t.players][-1] == "no name (4)"
    assert any("a row numbered 4 has no name" in d.message for d in t.diagnostics)


LISTS = (
    "Round 1\n"
    "Bo.\tNo.\tWhite\tPts.\tResult\tPts.\tBlack\tNo.\n"
    "1\t1\tAnn\t0\t1 - 0\t0\tBob\t2\n"
    "2\t3\tCid\t0\t1 - 0\t0\tDan\t4\n"
    "Round 2\n"
    "Bo.\tNo.\tWhite\tPts.\tResult\tPts.\tBlack\tNo.\n"
    "1\t2\tBob\t{b}\t1 - 0\t{a}\tAnn\t1\n"
    "2\t4\tDan\t0\t0 - 1\t{c}\tCid\t3\n"
)


def test_points_before_the_rounds_twice_the_results_read_with_a_win_worth_two() -> None:
    """Pairing lists whose points before round 2 are the results' on Vega's 2-1-0 (the RCKR club's
    round pages): the event is read on that scale, with one warning, not one a player that a round
    is missing."""
    t = read_text(LISTS.format(a=2, b=0, c=2), source="rounds.txt")
    assert (t.scoring.win, t.scoring.draw) == (Fraction(2), Fraction(1))
    said = [d.message for d in t.diagnostics]
    assert any("every point total before a round in the lists" in m for m in said)
    assert not any("a round is missing or misread" in m for m in said)


def test_points_before_the_rounds_on_the_usual_scale_keep_it() -> None:
    t = read_text(LISTS.format(a=1, b=0, c=1), source="rounds.txt")
    assert (t.scoring.win, t.scoring.draw) == (Fraction(1), Fraction(1, 2))
    assert not any("a round is missing" in d.message for d in t.diagnostics)
