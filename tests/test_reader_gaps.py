"""Published forms the first readers missed: chess-results' ``;`` round-robin export with an empty
diagonal, Cyrillic crosstables saved as cp1251. Fixtures invented; values computed by hand."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.engine import compute_standings
from tiebreak.errors import Severity
from tiebreak.readers import read_text, sniff

FORMATS = Path(__file__).parent / "data" / "formats"
QUAY = FORMATS / "quay-4.chess-results-rr.csv"


def test_round_robin_export_with_an_empty_diagonal() -> None:
    # 1 Arden: ½ v Brook, 1 v Carvo, 1 v Dahl = 2.5; 2 Brook: ½, ½ v Carvo, 1 v Dahl = 2;
    # 3 Carvo: 0, ½, 1 v Dahl = 1.5; 4 Dahl: 0. SB: Arden ½·2 + 1·1.5 = 2.5; Brook ½·2.5 + ½·1.5 = 2;
    # Carvo ½·2 = 1; Dahl 0 (the published TB1 column).
    t = tiebreak.load(QUAY)
    assert t.name == "Quay Masters 2026" and t.pairing.value == "round-robin" and t.rounds == 3
    assert [(p.sno, p.name, p.title, p.rating, p.federation) for p in t.players] == [
        (1, "Arden Tomas", "GM", 2455, "NOR"), (2, "Brook Lena", "IM", 2390, "DEN"),
        (3, "Carvo Ines", "", 2301, "POR"), (4, "Dahl Mira", "WFM", 2210, "SWE")]
    s = compute_standings(t, "SB")
    assert [(r.sno, r.points, r.values[0]) for r in s.rows] == [
        (1, Fraction(5, 2), Fraction(5, 2)), (2, Fraction(2), Fraction(2)),
        (3, Fraction(3, 2), Fraction(1)), (4, Fraction(0), Fraction(0))]
    note = next(d for d in t.diagnostics if "empty cell(s) on the diagonal" in d.message)
    assert note.severity is Severity.INFO and (note.line, note.column) == (6, 27)  # between the ";" at 26 and 27
    assert note.message.startswith("4 empty cell(s)")


def test_empty_diagonal_without_the_csv_suffix() -> None:
    text = QUAY.read_text(encoding="utf-8")
    assert sniff(text) == "grid"
    assert [p.name for p in read_text(text).players][-1] == "Dahl Mira"


def test_an_empty_cell_off_the_diagonal_is_still_refused() -> None:
    # Brook's row leaves her own column filled and the game against Carvo empty: no diagonal mark.
    row = "2;IM;Brook Lena;2390;DEN;½;"
    text = QUAY.read_text(encoding="utf-8").replace(row + ";½;1", row + "=;;1")
    with pytest.raises(tiebreak.TiebreakError):
        read_text(text, suffix=".csv")
