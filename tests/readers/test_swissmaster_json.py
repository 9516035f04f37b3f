"""Swiss Master's data file (``data.json`` of its web export): tests/data/formats/quad-4.swissmaster.json,
written by hand in its form (README there), and the real Ixtepec file (tests/data/real, its MANIFEST row).

Quad 4, by hand: Abel beats Dorn and Cruz and draws Bode (2½); Bode draws Cruz and Abel, beats Dorn (2);
Cruz draws Bode, beats Dorn (1½); Dorn 0. Buchholz (C.07 art. 8.1, the opponents' points): Abel 0 + 2 +
1½ = 3½, Bode 1½ + 2½ + 0 = 4, Cruz 2 + 0 + 2½ = 4½, Dorn 2½ + 1½ + 2 = 6. Sonneborn-Berger (art. 9.2):
Abel 0 + ½×2 + 1½ = 2½, Bode ½×1½ + ½×2½ + 0 = 2, Cruz ½×2 + 0 = 1, Dorn 0."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.cli import main
from tiebreak.model.tournament import Color, PairingSystem

QUAD = Path(__file__).resolve().parents[1] / "data" / "formats" / "quad-4.swissmaster.json"


def test_the_data_file_reads_its_games_list_and_date() -> None:
    t = tiebreak.read_path(QUAD)
    assert (t.name, t.rounds, t.pairing, t.tiebreaks) == (
        "Quad 4",
        3,
        PairingSystem.ROUND_ROBIN,
        ("DE", "BH", "SB"),
    )
    assert str(t.start_date) == "2026-03-07"
    abel = t.players[0]
    assert (abel.rating, abel.federation, [(e.opponent, e.color) for e in abel.rounds]) == (
        2010,
        "NED",
        [(4, Color.WHITE), (2, Color.WHITE), (3, Color.BLACK)],
    )
    assert t.players[2].rating is None  # Cruz: rating 0, unrated
    s = tiebreak.compute_standings(t, None, tiebreak.Options(rules=tiebreak.Rules("2026")))
    assert [(r.name, r.points, r.values[1], r.values[2]) for r in s.rows] == [
        ("Abel, Ann", Fraction(5, 2), Fraction(7, 2), Fraction(5, 2)),
        ("Bode, Bob", Fraction(2), Fraction(4), Fraction(2)),
        ("Cruz, Cy", Fraction(3, 2), Fraction(9, 2), Fraction(1)),
        ("Dorn, Dan", Fraction(0), Fraction(6), Fraction(0)),
    ]


def test_check_compares_the_last_ranking(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(QUAD), "--rules", "2026"]) == 0
    assert "Checked 4 ranks, 4 point totals, 12 tie-break values: all agree." in capsys.readouterr().out
