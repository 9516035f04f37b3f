"""SWAR's results page of two sections, as an online club keeps it (tests/data/pairings/README.md:
swar-oks2-2021-ronde7.html): each section under its ``<h1>`` (A-REEKS, B-REEKS) with its heading table
(``Scheidingssystemen: B Cut1, Buch, SB, OR, #Win``), its ranking and one table of every round's boards,
the header again above each round's; above them the club's reports of the last round's games, a board's
number, both players, their points and ratings in one cell (``1 Boudry, William (BabuFrik) 4.5 (2079) -
Froeyman, Helmut (mvha) 4.5 (2290)``).

Expected, from the page's two rankings ("Eindstand"), under the rules before C.07 (2021): A-REEKS 25
players, first De Wachter, Matthias 5.5
(Buch 28.50, SB 21.75), second Froeyman, Helmut 5.0 (28.50, 19.00); B-REEKS 50 players, first Dechamps,
Guido 6.0, second Andriessen, Wouter 5.5 (Buch 33.50, SB 25.75)."""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import pytest

from tiebreak import Options, Rules, compute_standings, read_path, read_text
from tiebreak.cli import main
from tiebreak.readers import ReadOptions
from tiebreak.readers.tables import parse_columns

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name

PAGE = Path(__file__).resolve().parents[1] / "data" / "pairings" / "swar-oks2-2021-ronde7.html"


def _row(standings: object, name: str) -> tuple[Fraction, Fraction | None, Fraction | None]:
    row = next(r for r in standings.rows if r.name.startswith(name))  # type: ignore[attr-defined]
    return row.points, row.values[0], row.values[1]


def test_each_section_is_an_event_named_by_its_heading() -> None:
    event = read_path(PAGE)
    assert len(event.players) == 25
    said = " ".join(d.message for d in event.diagnostics)
    assert "this page holds 2 events" in said
    assert "'A-REEKS'" in said and "'B-REEKS'" in said
    assert "a report of a round's games" in said  # the club's reports, the same boards again: left out
    s = compute_standings(event, ["BH", "SB"], Options(rules=Rules.LEGACY))  # 2021: before C.07
    assert s.rows[0].name.startswith("De Wachter, Matthias")
    assert _row(s, "De Wachter, Matthias") == (Fraction(11, 2), Fraction(57, 2), Fraction(87, 4))
    assert _row(s, "Froeyman, Helmut") == (Fraction(5), Fraction(57, 2), Fraction(19))


def test_the_second_section_by_its_name() -> None:
    event = read_path(PAGE, options=ReadOptions(columns=parse_columns("group=B-REEKS")))
    assert len(event.players) == 50  # every player of its ranking
    assert event.name == "B-REEKS"
    s = compute_standings(event, ["BH", "SB"], Options(rules=Rules.LEGACY))
    assert s.rows[0].name.startswith("Dechamps, Guido") and s.rows[0].points == 6
    assert _row(s, "Andriessen, Wouter") == (Fraction(11, 2), Fraction(67, 2), Fraction(103, 4))


def test_the_sections_list_of_tie_breaks_ranks_it(capsys: pytest.CaptureFixture[str]) -> None:
    """The list the section's heading table gives, the tie-breaks it does not print too (B Cut1, OR: the
    direct encounter, Dutch 'onderling resultaat'), not the printed performance."""
    assert main(["standings", str(PAGE)]) == 0
    out = capsys.readouterr().out
    assert "Order: points, BH/C1, BH, SB, DE, WON (the list of the input's own ranking" in out


TWO_SECTIONS = (  # a page of two sections copied as text: each its ranking, then its round's list
    "A-REEKS\n"
    "Cl.\tNaam Voornaam\tPtnTot.\n1\tAbel, Ann\t1.0\n2\tBode, Bea\t0.5\n3\tCron, Cy\t0.5\n4\tDorn, Dan\t0.0\n\n"
    "Ronde 1\nBordnr.\tNaam Voornaam\tRes.\tNaam Voornaam\n1\tAbel, Ann\t1-0\tDorn, Dan\n"
    "2\tBode, Bea\t½-½\tCron, Cy\n\n"
    "B-REEKS\n"
    "Cl.\tNaam Voornaam\tPtnTot.\n1\tEck, Eva\t1.0\n2\tFalk, Fay\t0.0\n\n"
    "Ronde 1\nBordnr.\tNaam Voornaam\tRes.\tNaam Voornaam\n1\tFalk, Fay\t0-1\tEck, Eva\n"
)


def test_a_copied_page_of_two_sections_reads_the_first_or_the_one_chosen() -> None:
    """The copy keeps no markup between the sections: they are told apart as a saved page's are, by the
    players who meet (Abel, Bode, Cron, Dorn; Eck, Falk), the first read with a warning, the second by its
    number."""
    first = read_text(TWO_SECTIONS, source="paste")
    assert points_by_name(first) == {
        "Abel, Ann": 1,
        "Bode, Bea": Fraction(1, 2),
        "Cron, Cy": Fraction(1, 2),
        "Dorn, Dan": 0,
    }
    assert any("this page holds 2 events" in d.message for d in first.diagnostics)
    second = read_text(TWO_SECTIONS, source="paste", options=ReadOptions(columns=parse_columns("group=2")))
    assert points_by_name(second) == {"Eck, Eva": 1, "Falk, Fay": 0}
