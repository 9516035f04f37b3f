"""A Vega page copied from a browser: each player's box (name, rating) stands one block a line, and a
junior event's ratings are many under 1000 and 0 for the unrated (the Hobsons Bay April Rapid 2025's
standings page, as Chromium copies it: ``Velkur,Gagan Saicharan`` rated 371 on the page). The block of
ratings is read as the ratings (before: left out, its values read as no column's, and the pairing pages'
0 left those players unrated). The table below is made up in that form; its ratings are what it says."""

from __future__ import annotations

from tiebreak.readers.celllines import join_cell_lines

ROWS = [
    ("Ann", 2212, "1.5", ("1", "2"), ("½", "3")),
    ("Bob", 371, "0.5", ("0", "1"), ("½", "4")),
    ("Cy", 0, "1.0", ("1", "4"), ("0", "1")),
    ("Dan", 805, "1.0", ("0", "3"), ("1", "2")),
]


def test_a_box_of_junior_ratings_keeps_them() -> None:
    text = "#\tName\tPts\t1\t2\n" + "".join(
        f"{k}\t\n{name}\n{rating}\n{pts}\t\n{a[0]}\n{a[1]}\n{b[0]}\n{b[1]}\n"
        for k, (name, rating, pts, a, b) in enumerate(ROWS, start=1)
    )
    joined = join_cell_lines(text, "copy.txt")
    assert joined is not None
    lines = joined.text.split("\n")
    assert lines[0].split("\t") == ["#", "Name", "Rtg", "Pts", "1", "2"]
    assert [line.split("\t")[2] for line in lines[1:5]] == ["2212", "371", "0", "805"]
