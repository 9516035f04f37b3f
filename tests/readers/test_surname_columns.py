"""A player's name over two columns, surname and given name (:mod:`tiebreak.readers._surnames`).

The real event is ŠK Jablonec's club championship 2024-25, group A (``tests/data/real/
club-cs-jablonec-oddilovy-prebor-2024-25.html``): its crosstable and final ranking head the names
``Příjmení | Jméno``. Expected names, points and SB: the final ranking as published (Konečné pořadí).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.readers import ReadOptions, read_path, read_text
from tiebreak.readers.tables import parse_columns

PAGE = Path(__file__).parent.parent / "data" / "real" / "club-cs-jablonec-oddilovy-prebor-2024-25.html"

PUBLISHED = {
    "Podrazký Radim": (Fraction(11, 2), Fraction(39, 2)),
    "Vacek Radomír": (Fraction(11, 2), Fraction(19)),
    "Žídek Miroslav": (Fraction(11, 2), Fraction(73, 4)),
    "Tsantsala Kostiantyn": (Fraction(11, 2), Fraction(71, 4)),
    "Sivák Lukáš": (Fraction(5), Fraction(33, 2)),
    "Titěra Libor": (Fraction(7, 2), Fraction(39, 4)),
    "Zadražil Filip": (Fraction(7, 2), Fraction(33, 4)),
    "Cyhelský Luděk": (Fraction(3, 2), Fraction(13, 4)),
    "Němec Zdeněk": (Fraction(1, 2), Fraction(11, 4)),
}
"""Group A's final ranking: ``Příjmení Jméno``, ``Body``, ``SB``."""


def test_a_surname_and_a_given_name_column_make_each_players_name() -> None:
    event = read_path(PAGE, options=ReadOptions(columns=parse_columns("group=1")))
    standings = tiebreak.compute_standings(event, "SB")
    assert {r.name: (r.points, r.values[0]) for r in standings.rows} == PUBLISHED
    assert any("'Příjmení' and 'Jméno' (surname and given name)" in d.message for d in event.diagnostics)


CROSSTABLE = """Nr\tNachname\tVorname\t1.Rd\t2.Rd\tPkt
1\tAdler\tAnna\t2w1\t3b½\t1.5
2\tBerg\tBernd\t1b0\t-1\t1
3\tClaus\tCarla\t-1\t1w½\t1.5
"""
"""A hand-made crosstable of 3 players in 2 rounds, the names as ``Nachname | Vorname``: round 1 Adler
beat Berg, Claus had the bye (1); round 2 Adler drew Claus, Berg had the bye."""


def test_a_crosstable_with_nachname_and_vorname_reads_whole_names() -> None:
    standings = tiebreak.compute_standings(read_text(CROSSTABLE), "BH")
    assert sorted((r.name, r.points) for r in standings.rows) == [
        ("Adler Anna", Fraction(3, 2)),
        ("Berg Bernd", Fraction(1)),
        ("Claus Carla", Fraction(3, 2)),
    ]


def test_a_name_heading_beside_vorname_heads_the_surnames() -> None:
    """German club lists head the surnames ``Name`` beside ``Vorname``."""
    text = CROSSTABLE.replace("Nachname", "Name")
    standings = tiebreak.compute_standings(read_text(text), "BH")
    assert sorted(r.name for r in standings.rows) == ["Adler Anna", "Berg Bernd", "Claus Carla"]
