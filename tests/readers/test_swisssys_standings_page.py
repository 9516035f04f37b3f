"""SwissSys's standings as a site renders them (the 2025 Ontario Open's pages): ``Place Name Rating Rd 1 …
Total``, places shared written ``1-3`` and left blank below, two ratings in a cell (``2560 (2473)``), each
round's cell the result and the opponent's row (``W3``), a style sheet above the table. The event below is
invented: Ann beat Bob and Cid (2), Bob beat Dan (1), Cid beat Dan (1), Dan lost both (0)."""

from __future__ import annotations

from fractions import Fraction

from tiebreak.readers import read_text

PAGE = """<!DOCTYPE html><html><head><title>SwissSys Standings. Club Open</title><style>
table {
  border: 0;
}
</style></head><body>
<table><tr><th>Place</th><th>Name</th><th>Rating</th><th>Rd 1</th><th>Rd 2</th><th>Total</th></tr>
<tr><td>1</td><td>Ann Aerts</td><td>2560 (2473)</td><td>W2</td><td>W3</td><td>2.0</td></tr>
<tr><td>2-3</td><td>Bob Baes</td><td>2100</td><td>L1</td><td>W4</td><td>1.0</td></tr>
<tr><td></td><td>Cid Claes</td><td>1900 (1850)</td><td>W4</td><td>L1</td><td>1.0</td></tr>
<tr><td>4</td><td>Dan Dewit</td><td>1800</td><td>L3</td><td>L2</td><td>0.0</td></tr>
</table></body></html>
"""


def test_shared_places_and_two_ratings_are_read() -> None:
    t = read_text(PAGE, source="standings.html")
    assert [(p.name, p.rating, p.declared_points) for p in t.players] == [
        ("Ann Aerts", 2560, Fraction(2)),
        ("Bob Baes", 2100, Fraction(1)),
        ("Cid Claes", 1900, Fraction(1)),
        ("Dan Dewit", 1800, Fraction(0)),
    ]
    messages = [d.message for d in t.diagnostics]
    assert any("holds places shared as ranges or left blank" in m for m in messages)
    assert any("two ratings ('2560 (2473)') is read as its first" in m for m in messages)
    assert t.name == "SwissSys Standings. Club Open"
