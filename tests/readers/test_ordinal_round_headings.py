"""A round's heading with its number as an ordinal word (``Resultados da quinta rodada``, a Brazilian
club's report; ``Ergebnisse der dritten Runde``; ``Third round``), in the languages of the round headings;
and a report of games typed under such headings reads as its rounds."""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from tiebreak.readers._headings import round_heading


@pytest.mark.parametrize(
    ("line", "number"),
    [
        ("Resultados da quinta rodada", 5),
        ("Ergebnisse der dritten Runde", 3),
        ("Paarungen der zweiten Runde", 2),
        ("Third round", 3),
        ("First round results:", 1),
        ("Primera ronda", 1),
        ("Tercera Ronda: 12 de marzo", 3),
        ("Quatrième ronde", 4),
        ("Secondo turno", 2),
        ("Zevende ronde", 7),
        ("Round robin", None),
        ("The first rounds were calm", None),
    ],
)
def test_an_ordinal_word_names_the_round(line: str, number: int | None) -> None:
    assert round_heading(line) == number


REPORT = """\
Ergebnisse der ersten Runde
Ann Alt - Bob Bau 1-0
Cy Crom - Dan Dorn ½-½
Ergebnisse der zweiten Runde
Dan Dorn - Ann Alt 0-1
Bob Bau - Cy Crom 1-0
"""


def test_games_under_ordinal_headings_are_their_rounds() -> None:
    t = tiebreak.read_text(REPORT, source="bericht.txt")
    assert t.rounds == 2
    points = {p.name: sum((e.result.unit_result for e in p.rounds), Fraction(0)) for p in t.players}
    assert points == {"Ann Alt": 2, "Bob Bau": 1, "Cy Crom": Fraction(1, 2), "Dan Dorn": Fraction(1, 2)}
