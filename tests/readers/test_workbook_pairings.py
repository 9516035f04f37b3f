"""A workbook of a club's Swiss written by its own app (``tests/data/formats/asyncswiss-club-2025-12-after-r3.xlsx``):
its ``Pairings`` sheet gives each side twice, the player's id (``White Player``) and name (``White Name``);
its ``Standings`` sheet ranks the players (``Pos Player Name Pt BucT DE Ber``).

Expected values: the sheet's own ``Pt`` of every player, as published."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.formats.published import read_published
from tiebreak.readers import decode_input

BOOK = Path(__file__).parent.parent / "data" / "formats" / "asyncswiss-club-2025-12-after-r3.xlsx"


def test_the_names_of_a_side_given_twice_are_its_names_not_its_ids() -> None:
    t = tiebreak.read_path(BOOK)
    names = {p.name for p in t.players}
    assert len(names) == 60 and "Armin Kozek" in names and not any(n.isdecimal() for n in names)
    text = decode_input(BOOK.read_bytes(), source=str(BOOK))
    published = read_published(text[text.index("Sheet Standings") :], source=str(BOOK))
    assert [c.heading for c in published.columns] == ["BucT", "DE", "Ber"]
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    for row in published.rows:
        assert row.points is not None and points[row.name] == Fraction(row.points.text), row.name
