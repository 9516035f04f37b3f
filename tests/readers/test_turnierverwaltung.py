"""Turnierverwaltung 4.12's text of a Swiss (a paste of 2015, ``tests/data/formats/README.md``), kept as
the store that holds it renders the paste: each line an item of a list (``- …``). Each round's games
(``1: Gockel - Becks 0:1``), then the ranking ``Platz Name Pkte. W.1 W.2 R1 R2 R3`` whose rows give the
points and the two tie-breaks between the name and the rounds (``1 Becks 3.0 5.00 16.00 3s1 5w1 2s1``),
then the program's line naming ``W.1=Buchholz`` and the date.

Expected values are the publication's: the points and W.1 (Buchholz) of its ranking.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.readers._marked import marked_lines

PATH = Path(__file__).parent.parent / "data" / "formats" / "turnier-2015-05-27.turnierverwaltung.txt"
PUBLISHED = {  # name: (Pkte., W.1)
    "Becks": (3, 5),
    "Freestylerking": (2, 5),
    "Gockel": (2, 5),
    "OnlyRandomStuff": (2, 4),
    "Betapf": (1, 6),
    "celebivor": (1, 4),
    "kloshitt": (1, 3),
    "droppin' draco": (0, 4),
}


def test_the_names_hold_no_values_and_the_points_and_buchholz_are_the_published_ones() -> None:
    """Before, the names were read as ``Becks 3.0 5.00 16.00`` without a word."""
    t = tiebreak.read_path(PATH)
    standings = tiebreak.compute_standings(t, "BH", tiebreak.Options(rules=tiebreak.Rules("2024")))
    read = {r.name: (r.points, r.values[0]) for r in standings.rows}
    assert read == {name: (Fraction(p), Fraction(bh)) for name, (p, bh) in PUBLISHED.items()}
    assert [r.name for r in standings.rows] == list(PUBLISHED)
    assert t.start_date == dt.date(2015, 5, 27)
    notes = [d.message for d in t.diagnostics if d.severity is Severity.INFO]
    assert any("'3.0 5.00 16.00' between the name and the rounds is read as the points" in n for n in notes)
    assert any("stand behind a mark '-'" in n for n in notes)


def test_the_marks_are_taken_off_only_where_most_lines_have_them() -> None:
    text = PATH.read_text(encoding="utf-8")
    m = marked_lines(text)
    assert m is not None and m.mark == "-"
    assert "\n1 Becks 3.0 5.00 16.00 3s1 5w1 2s1\n" in m.text
    assert m.locate(22, 1) == (22, 3)
    assert marked_lines("Rk Name\n- 1 Anna\n- 2 Bert\nCarl\nDora\nEmil\nFritz\n") is None
