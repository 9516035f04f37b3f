"""Headings met in real publications (tests/data/real/): chess-results in Azerbaijani heads the team
column ``Komanda`` (cr-az-brazil-teams-round1), Papi heads a rapid event's rating ``Rapide``
(papi-evt-roger-pelat-2016)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak.readers._headings import classify_heading, is_team_heading


def test_headings_of_real_publications() -> None:
    assert is_team_heading("Komanda")
    assert classify_heading("Rapide")[0] == "rating"
    assert classify_heading("Blitz")[0] != "rating"  # an English column of that name stays unknown


def test_czech_team_crosstable_headings_and_a_mis_encoded_half() -> None:
    """cz-bughouse-ostravsky-konik-2009-team-rr: ``Por.`` (pořadí, place), ``Družstvo`` (team), and
    ``1˝``: the byte 0xBD of ½ (cp1252) shown as cp1250's ``˝``."""
    from fractions import Fraction

    from tiebreak.readers._builder import point_value

    assert classify_heading("Por.")[0] == "rank"
    assert is_team_heading("Družstvo")
    assert point_value("1˝") == Fraction(3, 2) and point_value("˝") == Fraction(1, 2)


POLISH_TEAM_GRID = """Tabela wg zajętych miejsc (Pkt)
M-sce | Drużyna | 1 | 2 | 3 | TB 1 | TB 2 |
1 | Tribschen 4 | * | 2½ | 3 | 4 | 5½ |
2 | Mythen 3 | 1½ | * | 2 | 1 | 3½ |
3 | Sursee 3 | 1 | 2 | * | 1 | 3 |
Uwagi:
TB 1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)
TB 2: points (game-points)
"""


def test_polish_team_crosstable_headings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """chess-results in Polish (cr-pl-swiss-league-team-rr-before-round1): ``M-sce`` (miejsce, place) and
    ``Drużyna`` (team); before, the grid was taken for a players' one and refused at its first row with
    'expected 6 grid cells with the diagonal mark in column 1'. The grid here is that page's form with
    results written in (4 boards a match): Tribschen 4 beat Sursee 3 (3–1) and Mythen 3 (2½–1½), Sursee 3
    and Mythen 3 drew 2–2."""
    import tiebreak
    from tiebreak.cli import main

    assert classify_heading("M-sce")[0] == "rank"
    assert is_team_heading("Drużyna")
    path = tmp_path / "pl.txt"
    path.write_text(POLISH_TEAM_GRID, encoding="utf-8")
    t = tiebreak.read_path(path)
    assert (
        t.is_team_event
        and t.team_info is not None
        and [team.name for team in t.team_info.teams] == ["Tribschen 4", "Mythen 3", "Sursee 3"]
    )
    assert main(["check", str(path)]) == 0  # places, MP 4/1/1 and GP 5½/3½/3 as the grid gives them
    out = capsys.readouterr().out
    assert "TB 1 = MPTS" in out and "TB 2 = GPTS" in out and "3 ranks, 6 tie-break values: all agree" in out


def test_a_name_heading_of_three_words_in_a_header_aligned_with_blanks() -> None:
    """A SwissChess round-robin progress table retyped in Word (the Biberacher Schach-Sommer 2025,
    4. Spieltag, not kept: its rows are two lines each) heads its names ``Name des Spielers``: three
    words, joined as one heading (the values below are made up, a round robin of four)."""
    from fractions import Fraction

    from event_points import points_by_name
    from tiebreak.readers import read_text

    table = (
        "Rang  Name des Spielers    Pkt      1    2    3\n"
        "   1 Anna Arns             2.5    2w1  3s1  4w½\n"
        "   2 Bert Berg             1.5    1s0  4w1  3s½\n"
        "   3 Carl Cox              1.0    4w½  1w0  2w½\n"
        "   4 Dora Dorn             1.0    3s½  2s0  1s½\n"
    )
    assert classify_heading("Name des Spielers")[0] == "name"
    assert points_by_name(read_text(table)) == {
        "Anna Arns": Fraction(5, 2),
        "Bert Berg": Fraction(3, 2),
        "Carl Cox": Fraction(1),
        "Dora Dorn": Fraction(1),
    }
