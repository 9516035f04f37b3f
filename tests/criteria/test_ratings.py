"""The rating criteria (C.07 Article 10): the perfect tournament performance (10.3) searched by
bracket, walk and bisection finds what the definition read literally finds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tiebreak.criteria import _numpy as accel
from tiebreak.criteria import ratings
from tiebreak.criteria.ratings import expected_score


def _ptp_by_definition(opp: list[int], halves: int) -> int | None:
    """C.07 10.3 read literally: the lowest rating whose expected scores (FIDE table, game by game)
    reach the score; no game: undefined; a zero score: the lowest opponent's rating less 800."""
    if not opp:
        return None
    if halves == 0:
        return min(opp) - 800
    rating = min(opp) - 800
    while sum(expected_score(rating - r) for r in opp) < 50 * halves:
        rating += 1
    return rating


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.integers(1000, 2900), st.integers(0, 9000)), max_size=9), st.data())
def test_ptp_search_finds_the_lowest_rating_by_definition(opp: list[int], data: st.DataObject) -> None:
    """The bracket, the walk from the TPR and the bisection (pure Python and NumPy) find what a linear
    scan finds."""
    halves = data.draw(st.integers(0, 2 * len(opp)))
    expected = _ptp_by_definition(opp, halves)
    assert ratings._ptp(opp, halves) == expected
    if accel.AVAILABLE and opp and halves:
        lo, hi = ratings._ptp_bracket(opp, halves)  # type: ignore[misc]
        got = accel.perfect_performances(
            [opp], [halves], [lo], [hi], ratings._EXPECTED_WIDE, ratings._WIDE_OFFSET
        )
        assert got == [expected]
