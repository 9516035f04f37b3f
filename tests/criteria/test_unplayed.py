"""The fast cuts of Buchholz (C.07 8.1) and Sonneborn-Berger (9.1) keep what the reference cut keeps.

C.07 14.1: a cut ``/Cn`` drops the ``n`` least significant elements, a median ``/Mn`` the ``n`` least
and the ``n`` most significant; 16.5: in a Swiss event a low cut takes a voluntary unplayed round first.
:func:`tiebreak.criteria.unplayed.apply_cuts` applies this element by element; it is the reference. The
whole field is computed faster: Buchholz slices each sorted row (NumPy: :func:`cut_sums` of the sorted
matrix) and takes :func:`buchholz_vur_first` for the rows with a voluntary unplayed round; SB/C1 is the
total less the least significant contribution (:func:`less_least`, NumPy: :func:`sb_sums`); the other SB
cuts slice the row sorted by value and contribution. Each path is held to ``apply_cuts`` here, on
arbitrary rows and on generated events under every rule set, where the expected value is ``apply_cuts``
over the elements of the uncut criterion's breakdown (one contribution per round).
"""

from __future__ import annotations

import dataclasses
import operator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tiebreak
from event_strategies import Event, round_robins, swiss_events
from tiebreak.criteria import _numpy as accel
from tiebreak.criteria import parse_code
from tiebreak.criteria.base import build_context
from tiebreak.criteria.sonneborn import less_least
from tiebreak.criteria.unplayed import apply_cuts, buchholz_vur_first, dummy_opponents

CUT_CODES = (
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/M2",
    "BH/C1/P",
    "BH/C1/V2024",
    "BH/M1/V2026",
    "FB/C1",
    "FB/M1",
    "SB/C1",
    "SB/C2",
    "SB/M1",
    "SB/C1/P",
    "SB/C1/V2024",
)
"""Every cut and median the fast paths handle, with the modifiers that change the elements (/P forfeits
as games, /V the edition's dummy)."""

rows = st.lists(st.tuples(st.integers(0, 30), st.booleans()), max_size=12)
"""A row of elements: each an opponent's score in track units, and whether it is a voluntary unplayed
round."""


@given(rows, st.integers(0, 4), st.integers(0, 3))
def test_buchholz_vur_first_keeps_what_apply_cuts_keeps(
    row: list[tuple[int, bool]], low: int, high: int
) -> None:
    """The Buchholz cut of a row with voluntary unplayed rounds (contributions equal to values)."""
    values, vur = [v for v, _ in row], [u for _, u in row]
    expected = apply_cuts(values, values, vur, low, high, vur_first=True)[0]
    assert buchholz_vur_first(values, vur, low, high) == expected


@given(st.lists(st.tuples(st.integers(-6, 30), st.integers(0, 3)), max_size=12))
def test_less_least_keeps_what_apply_cuts_keeps(row: list[tuple[int, int]]) -> None:
    """SB/C1 without a voluntary unplayed round to prefer: the total less the least significant
    element's contribution, the least significant being the lowest value, then the lowest product."""
    values, pts = [v for v, _ in row], [p for _, p in row]
    products = list(map(operator.mul, values, pts))
    assert less_least(values, pts) == apply_cuts(values, products, [False] * len(row), 1, 0, False)[0]


needs_numpy = pytest.mark.skipif(not accel.AVAILABLE, reason="NumPy is not installed")


@needs_numpy
@given(
    st.integers(1, 9).flatmap(
        lambda k: st.lists(st.lists(st.integers(0, 30), min_size=k, max_size=k), min_size=1, max_size=6)
    ),
    st.integers(0, 10),
    st.integers(0, 5),
)
def test_numpy_slices_of_sorted_rows_keep_what_apply_cuts_keeps(
    matrix: list[list[int]], low: int, high: int
) -> None:
    """Buchholz cuts of a large field: each row sorted once, a cut is a slice (empty when the cuts
    take the whole row)."""
    ordered = accel.sort_rows(accel.matrix(matrix))
    expected = [apply_cuts(r, r, [False] * len(r), low, high, False)[0] for r in matrix]
    assert accel.cut_sums(ordered, low, high) == expected


@needs_numpy
@given(
    st.integers(1, 9).flatmap(
        lambda k: st.lists(
            st.lists(st.tuples(st.integers(0, 30), st.integers(0, 3)), min_size=k, max_size=k),
            min_size=1,
            max_size=6,
        )
    ),
    st.booleans(),
)
def test_numpy_sb_sums_keep_what_apply_cuts_keeps(
    matrix: list[list[tuple[int, int]]], drop_least: bool
) -> None:
    values = [[v for v, _ in r] for r in matrix]
    pts = [[p for _, p in r] for r in matrix]
    expected = [
        apply_cuts(v, list(map(operator.mul, v, p)), [False] * len(v), int(drop_least), 0, False)[0]
        for v, p in zip(values, pts, strict=True)
    ]
    got = accel.sb_sums(accel.matrix(values), accel.matrix(pts), drop_least)
    assert got == expected


def _check(event: Event, rules: tiebreak.Rules) -> None:
    ctx = build_context(tiebreak.read_text(event.trf(), source="generated.trf"), rules)
    vur_first = dummy_opponents(ctx)  # 16.5 applies where unplayed rounds are elements (16.4)
    for code in CUT_CODES:
        spec = parse_code(code)
        uncut = dataclasses.replace(spec, cut=0, median=0)
        low, high = spec.cut or spec.median, spec.median  # 14.1: /Cn the lowest n; /Mn both ends
        got = spec.criterion.values(ctx, spec)
        for i in range(len(ctx.competitors)):
            elements = spec.criterion.breakdown(ctx, uncut, i).contributions
            assert all(c.kept for c in elements)
            values = [c.value for c in elements]
            amounts = [c.amount for c in elements]
            if (
                rules.profile.median_keeps_lone_value
                and spec.median
                and len(elements) < 2
                and spec.code in ("BH", "FB")
            ):
                expected = sum(amounts)  # the simplified model: a lone opponent's score is its own median
            else:
                expected = apply_cuts(values, amounts, [c.vur for c in elements], low, high, vur_first)[0]
            assert got[i] == expected, (code, rules, i, elements)


@pytest.mark.parametrize("numpy", ["0", "always"], ids=["python", "numpy"])
@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(event=st.one_of(swiss_events(), round_robins()), rules=st.sampled_from(list(tiebreak.Rules)))
def test_fast_cuts_on_generated_events_keep_what_apply_cuts_keeps(
    event: Event, rules: tiebreak.Rules, numpy: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if numpy == "always" and not accel.AVAILABLE:
        pytest.skip("NumPy is not installed")
    monkeypatch.setenv("TIEBREAK_NUMPY", numpy)
    _check(event, rules)
