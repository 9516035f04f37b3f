"""A list asked for whose criterion decides nothing (RTNG in an event of unrated players, C.07 art. 10
drops it): every group of equal points shares its places, so ``check`` finds no difference there, and it
says why instead of an unqualified "all agree"."""

from __future__ import annotations

from tiebreak.checking.check import check_published
from tiebreak.formats.published import published_from_event
from tiebreak.model.errors import Severity
from tiebreak.readers import read_text

# Hand computation: Ann beat Bob and Cy and drew with Dan (2.5); Bob beat Cy and Dan (2); Cy beat Dan
# (1); Dan 0.5. No player has a rating.
GRID = """Club round robin
No Name 1 2 3 4 Pts
1 Ann * 1 1 ½ 2½
2 Bob 0 * 1 1 2
3 Cy 0 0 * 1 1
4 Dan ½ 0 0 * ½
"""


def test_a_dropped_criterion_of_the_list_asked_for_is_said() -> None:
    event = read_text(GRID, source="grid.txt")
    report = check_published(event, published_from_event(event), tiebreaks=["RTNG"])
    said = [d.message for d in report.diagnostics if d.severity is Severity.WARNING]
    assert any(m.startswith("RTNG: dropped because some players are unrated") for m in said)
    assert any("compared as places shared" in m for m in said)


def test_the_default_list_says_nothing_more() -> None:
    event = read_text(GRID, source="grid.txt")
    report = check_published(event, published_from_event(event))
    assert not any("compared as places shared" in d.message for d in report.diagnostics)
