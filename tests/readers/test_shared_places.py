"""A ranking crosstable whose shared places are left blank, as chess-results' Excel export and pages
write them (``tests/data/real/cr-xlsx-keshmat-*``): the row after a numbered row, with no rank of its
own, is the next place (the number the round cells give it), with a note; and the event's name is the
title above the details an export writes between it and ``Last update`` (``Organizer(s) : …``).

The event below (4 players, 3 rounds) is written by hand: Anna beats Boris, Cyril and Dora (3); Boris
and Cyril both score 1½ and share place 2, so Cyril's rank is left blank, and the round cells give his
place as 3 (Anna's round 2 cell ``3w1``); Dora scores 0. A shared place must not be read as a missing
player (the error was ``opponent 3 has no row in the table``)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tiebreak import ParseError
from tiebreak.readers import read_text

HEAD = ["Rk.", "Name", "Rtg", "FED", "1.Rd", "2.Rd", "3.Rd", "Pts.", "TB1"]
ROWS = [
    ["1", "Anna", "2100", "LBN", "2w1", "3w1", "4b1", "3", "0"],
    ["2", "Boris", "1900", "LBN", "1b0", "4w1", "3b½", "1.5", "0"],
    ["", "Cyril", "1800", "LBN", "4w1", "1b0", "2w½", "1.5", "0"],
    ["4", "Dora", "1700", "LBN", "3b0", "2b0", "1w0", "0", "0"],
]
TOP = [
    "From the Tournament-Database of Chess-Results https://chess-results.com",
    "Cedar Rapid 2025",
    "Organizer(s) : Kayle, Charles",
    "Date : 2025/04/30",
    "Rating-Ø / Average age : 1875 / 24",
    "",
    "Last update 30.04.2025 21:49:26",
    "Final Ranking crosstable after 3 Rounds",
]


def _tabs() -> str:
    return "\n".join([*TOP, *("\t".join(r) for r in [HEAD, *ROWS])]) + "\n"


def _workbook() -> bytes:
    openpyxl = pytest.importorskip("openpyxl")
    import io

    wb = openpyxl.Workbook()
    ws = wb.active
    for line in TOP:
        ws.append([line] if line else [])
    ws.append(HEAD)
    for r in ROWS:
        ws.append([int(c) if c.isdigit() else c for c in r])
    out = io.BytesIO()
    wb.save(out)
    return out.getvalue()


@pytest.mark.parametrize("form", ["tabs", "xlsx"])
def test_blank_rank_is_the_next_place(form: str) -> None:
    from tiebreak.readers import decode_input

    if form == "tabs":
        t = read_text(_tabs(), source="paste")
    else:
        t = read_text(decode_input(_workbook(), source="x.xlsx"), source="x.xlsx")
    by_sno = {p.sno: p for p in t.players}
    assert [by_sno[k].name for k in (1, 2, 3, 4)] == ["Anna", "Boris", "Cyril", "Dora"]
    assert [sum((e.result.unit_result for e in by_sno[k].rounds), Fraction(0)) for k in (1, 2, 3, 4)] == [
        3,
        Fraction(3, 2),
        Fraction(3, 2),
        0,
    ]
    assert [e.opponent for e in by_sno[3].rounds] == [4, 1, 2]
    notes = [d.message for d in t.diagnostics]
    assert any("a row without a rank" in m and "place 3" in m for m in notes), notes
    assert t.name == "Cedar Rapid 2025"
    assert str(t.start_date) == "2025-04-30"


def test_a_blank_rank_before_any_row_is_no_row() -> None:
    """Without a numbered row above it, a row without a rank has no place to follow: it is not read
    (the table's first row is no shared place)."""
    rows = [["", "Cyril", "1800", "LBN", "4w1", "1b0", "2w½", "1.5", "0"], *ROWS[:2], ROWS[3]]
    text = "\n".join("\t".join(r) for r in [HEAD, *rows]) + "\n"
    with pytest.raises(ParseError, match="opponent 3 has no row in the table"):
        read_text(text, source="paste")
