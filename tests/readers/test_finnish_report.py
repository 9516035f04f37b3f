"""The Finnish federation's tournament report as a whole file (``LOPPUTULOKSET``, a 7-round rapid Swiss
of 42 in four prize groups, 2025): a crosstable whose groups stand under headings of their own (``A-ryhmä
1. 2. … P Selo``, ``B-ryhmä …``), a club column without a heading between the names and the ratings, a new
player's rating written ``U1359``, and below it a second table of each player's values numbered
otherwise (``PELAAJIEN VERTAILULUVUT``, decimal commas). Expected values are the report's own: its
points (``P``), its Buchholz (column 9 of the second table) and its opponents' average ratings (column 5,
where no opponent is a new player: the report counts a new player at their new rating)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.readers.tables import extract_tables

REPORT = Path(__file__).parents[1] / "data" / "real" / "fi-ty5-naantali-nopea-2025-tasaselo.txt"


@pytest.fixture(scope="module")
def event() -> tiebreak.Tournament:
    return tiebreak.read_text(REPORT.read_text(encoding="utf-8"), source=REPORT.name)


def test_the_four_groups_are_one_event_whose_games_cross_them(event: tiebreak.Tournament) -> None:
    assert len(event.players) == 42
    assert event.rounds == 7
    notes = " ".join(d.message for d in event.diagnostics)
    assert "'A-ryhmä', 'B-ryhmä', 'C-ryhmä', 'D-ryhmä'" in notes


def test_the_clubs_are_not_part_of_the_names(event: tiebreak.Tournament) -> None:
    names = {p.sno: p.name for p in event.players}
    assert names[1] == "Sipilä Vilka"  # TuTS
    assert names[4] == "Heino Juha"  # TSY: a club, not a federation
    assert names[38] == "Hatharasinghe S S Senuja"
    assert all(not p.federation for p in event.players)


def test_a_new_players_rating_is_its_number(event: tiebreak.Tournament) -> None:
    ratings = {p.sno: p.rating for p in event.players}
    assert (ratings[38], ratings[39], ratings[40]) == (1359, 1325, 1221)
    assert ratings[1] == 2527


def test_points_and_buchholz_as_the_report_prints_them(event: tiebreak.Tournament) -> None:
    table = tiebreak.compute_standings(event, "BH,ARO", tiebreak.Options(rules=tiebreak.Rules.FIDE_2024))
    rows = {r.name: (r.points, *r.values) for r in table.rows}
    # name: (P, column 9 Buchholz, column 5 opponents' average rating)
    printed = {
        "Sipilä Vilka": ("6", "26.5", 2032),
        "Valkama Eero": ("5", "25.5", 2071),
        "Torvinen Eetu": ("4.5", "27", 2025),
        "Heino Juha": ("4", "28", 2084),
        "Pohjala Ilari": ("5", "20.5", 1867),
        "Pietinen Pekka": ("3.5", "27", 1819),
        "Vannassalo Seppo": ("4", "21", 1785),
    }
    for name, (points, bh, aro) in printed.items():
        assert rows[name] == (Fraction(points), Fraction(bh), aro), name
    assert rows["Matomäki Touko"][1] == 26  # D group (its ARO counts two new players)


def test_the_table_below_reads_its_decimal_commas_as_decimals() -> None:
    tables = extract_tables(REPORT.read_text(encoding="utf-8"))
    values = next(t for t in tables if [c.text for c in t.rows[0][:2]] == ["1", "Sipilä Vilka"])
    assert [c.text for c in values.rows[0]][4:] == ["6,0", "2342", "2032", "-0,37", "2527", "2473", "26,5"]
