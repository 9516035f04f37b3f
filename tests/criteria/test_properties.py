"""Properties that must hold for any valid event (issue 3): orderings between related tie-breaks,
competition ranking, and independence from the players' labels."""

from __future__ import annotations

import dataclasses
import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import tiebreak
from event_strategies import Event, round_robins, swiss_events
from tiebreak.criteria import _numpy as accel
from tiebreak.criteria import ratings
from tiebreak.criteria.ratings import expected_score
from tiebreak.criteria.unplayed import apply_cuts, buchholz_vur_first

CODES = ("BH", "BH/C1", "BH/C2", "BH/M1", "WIN", "WON", "BPG", "BWG", "SB", "SB/C1", "PS", "PS/C1", "ARO",
         "DE", "KS", "REP", "STD")


def _standings(event: Event) -> tiebreak.Standings:
    t = tiebreak.read_text(event.trf())
    return tiebreak.compute_standings(t, CODES, tiebreak.Options(unrated_rating=1000))


@settings(max_examples=60, deadline=None)
@given(st.one_of(swiss_events(), round_robins()))
def test_related_tiebreaks_are_ordered(event: Event) -> None:
    s = _standings(event)
    k = {c: i for i, c in enumerate(s.codes)}
    for r in s.rows:
        v = r.values
        assert v[k["BH"]] >= v[k["BH/C1"]] >= v[k["BH/C2"]]  # type: ignore[operator]
        assert v[k["BH/M1"]] <= v[k["BH/C1"]]  # type: ignore[operator]
        assert v[k["WON"]] <= v[k["WIN"]]  # type: ignore[operator]
        assert v[k["BWG"]] <= v[k["BPG"]]  # type: ignore[operator]
        assert v[k["SB/C1"]] <= v[k["SB"]]  # type: ignore[operator]
        assert v[k["PS/C1"]] <= v[k["PS"]]  # type: ignore[operator]


@settings(max_examples=60, deadline=None)
@given(st.one_of(swiss_events(), round_robins()))
def test_ranks_are_competition_style(event: Event) -> None:
    s = _standings(event)
    ranks = [r.rank for r in s.rows]
    assert ranks[0] == 1
    for pos, (a, b) in enumerate(itertools.pairwise(ranks), start=2):
        assert b in (a, pos)
    for a, b in zip(s.rows, s.rows[1:], strict=False):
        assert a.points >= b.points


def _relabel(t: tiebreak.Tournament, seed: int) -> tuple[tiebreak.Tournament, dict[int, int]]:
    snos = [p.sno for p in t.players]
    shuffled = snos[:]
    random.Random(seed).shuffle(shuffled)
    new = dict(zip(snos, shuffled, strict=True))
    players = tuple(sorted(
        (dataclasses.replace(p, sno=new[p.sno], rounds=tuple(
            dataclasses.replace(e, opponent=new[e.opponent] if e.opponent is not None else None)
            for e in p.rounds))
         for p in t.players), key=lambda p: p.sno))
    return dataclasses.replace(t, players=players), new


@settings(max_examples=60, deadline=None)
@given(st.one_of(swiss_events(), round_robins()), st.integers(0, 2**16))
def test_relabelling_players_changes_no_value(event: Event, seed: int) -> None:
    t = tiebreak.read_text(event.trf())
    opts = tiebreak.Options(unrated_rating=1000)
    before = tiebreak.compute_standings(t, CODES, opts)
    moved, new = _relabel(t, seed)
    after = tiebreak.compute_standings(moved, CODES, opts)
    for row in before.rows:
        other = after.row(new[row.sno])
        assert (other.rank, other.points, other.values) == (row.rank, row.points, row.values)


@given(st.lists(st.tuples(st.integers(0, 30), st.booleans()), max_size=12), st.integers(0, 4),
       st.integers(0, 3))
def test_buchholz_vur_first_keeps_what_apply_cuts_keeps(row: list[tuple[int, bool]], low: int,
                                                        high: int) -> None:
    """The Buchholz shortcut for rows with voluntary unplayed rounds sums what the general cut does."""
    values, vur = [v for v, _ in row], [u for _, u in row]
    expected = apply_cuts(values, values, vur, low, high, vur_first=True)[0]
    assert buchholz_vur_first(values, vur, low, high) == expected


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
        got = accel.perfect_performances([opp], [halves], [lo], [hi], ratings._EXPECTED_WIDE,
                                         ratings._WIDE_OFFSET)
        assert got == [expected]
