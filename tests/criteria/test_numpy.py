"""The optional NumPy path gives the very values of the pure-Python reference: on generated
Swiss events with byes, forfeits, withdrawals and unusual point systems, and on the benchmark's event
generator. (The corpus runs both ways in test_corpus.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tiebreak
from event_strategies import Event, round_robins, swiss_events
from tiebreak.criteria import _numpy as accel

pytestmark = pytest.mark.skipif(not accel.AVAILABLE, reason="NumPy is not installed")

CODES = (
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/M2",
    "FB",
    "FB/C1",
    "SB",
    "SB/C1",
    "SB/C2",
    "PTP",
    "APPO",
    "TPR",
    "ARO",
)


def _values(
    t: tiebreak.Tournament, mode: str, monkeypatch: pytest.MonkeyPatch, rules: tiebreak.Rules
) -> list[tuple[object, ...]]:
    monkeypatch.setenv("TIEBREAK_NUMPY", mode)
    s = tiebreak.compute_standings(t, CODES, tiebreak.Options(rules=rules, unrated_rating=1000))
    return [(r.sno, r.rank, r.values) for r in s.rows]


@settings(max_examples=150, deadline=None)
@given(
    st.one_of(swiss_events(min_players=6, max_players=24), round_robins()),
    st.sampled_from(list(tiebreak.Rules)),
)
def test_numpy_path_equals_pure_python(event: Event, rules: tiebreak.Rules) -> None:
    t = tiebreak.read_text(event.trf())
    with pytest.MonkeyPatch.context() as mp:
        assert _values(t, "always", mp, rules) == _values(t, "0", mp, rules)


def test_numpy_path_on_a_generated_large_event(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
    try:
        import generate
    finally:
        sys.path.pop(0)
    path = tmp_path / "big.trf"
    generate.main(["-n", "600", "-r", "9", "--seed", "11", "-o", str(path)])
    t = tiebreak.load(path)
    assert _values(t, "always", monkeypatch, tiebreak.Rules.FIDE_2026) == _values(
        t, "0", monkeypatch, tiebreak.Rules.FIDE_2026
    )
