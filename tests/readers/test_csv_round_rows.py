"""A club's CSV of an evening's games, its rounds given by rows inside the table (SK Dworp's data files:
``wit,zwart,wr,zr``, then ``partij 1,,,`` and the games of the evening's first round, ``partij 2,,,`` …),
read as one event; a bye row's empty result is a pairing-allocated bye, with a warning.

Invented evening: round 1 Aerts-Baert 1-0, Claes-Dewit 0-1, Evers-Fierens 1-0; round 2 Baert-Claes 1-0,
Dewit-Evers 0-1, Fierens-Aerts 0-1; round 3 Aerts-Dewit 1-0, Evers-Baert 0-1, Claes-Fierens 1-0, Goris
joins with a bye. Points: Aerts 3, Baert 2, Claes 1, Dewit 1, Evers 2, Fierens 0, Goris 1 (the bye)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from tiebreak.readers import read_text

EVENING = """\
wit,zwart,wr,zr
partij 1,,,
Aerts Jan,Baert Piet,1,0
Claes Eva,Dewit Lut,0,1
Evers Tom,Fierens Ann,1,0
partij 2,,,
Baert Piet,Claes Eva,1,0
Dewit Lut,Evers Tom,0,1
Fierens Ann,Aerts Jan,0,1
partij 3,,,
Aerts Jan,Dewit Lut,1,0
Evers Tom,Baert Piet,0,1
Claes Eva,Fierens Ann,1,0
Goris Wim,bye,,
"""


def _points(t: tiebreak.Tournament) -> dict[str, Fraction]:
    return {
        p.name: sum((t.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        for p in t.players
    }


def test_rounds_given_by_rows_inside_the_table_read_as_rounds() -> None:
    t = read_text(EVENING, source="ronde_1.csv", suffix=".csv")
    assert t.rounds == 3
    assert _points(t) == {
        "Aerts Jan": 3,
        "Baert Piet": 2,
        "Claes Eva": 1,
        "Dewit Lut": 1,
        "Evers Tom": 2,
        "Fierens Ann": 0,
        "Goris Wim": 1,
    }
    baert = next(p for p in t.players if p.name == "Baert Piet")
    assert [e.result for e in baert.rounds] == [
        tiebreak.Result.LOSS,
        tiebreak.Result.WIN,
        tiebreak.Result.WIN,
    ]
    goris = next(p for p in t.players if p.name == "Goris Wim")
    assert [e.result for e in goris.rounds][-1] == tiebreak.Result.PAB
    assert any("bye and no result" in d.message for d in t.diagnostics)


@pytest.mark.parametrize("word", ["Ronde", "Round", "Runde"])
def test_any_round_word_in_the_rows_reads_alike(word: str) -> None:
    t = read_text(EVENING.replace("partij", word), source="ronde_1.csv", suffix=".csv")
    assert _points(t)["Baert Piet"] == 2 and t.rounds == 3


def test_the_same_values_pasted_without_a_file_name_read_alike() -> None:
    """Pasted, the text has no ``.csv`` to say it is one: its lines, each holding the same number of
    commas, say it."""
    t = read_text(EVENING, source="paste")
    assert t.rounds == 3 and _points(t)["Aerts Jan"] == 3
