"""Properties that must hold for any valid event: orderings between related tie-breaks (a cut or a median
never adds, C.07 14.1; WON (7.2) counts part of what WIN (7.1) counts, BWG (7.4) part of BPG (7.3)),
competition ranking, and independence from the players' labels."""

from __future__ import annotations

import dataclasses
import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import tiebreak
from event_strategies import Event, round_robins, swiss_events

CODES = (
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "WIN",
    "WON",
    "BPG",
    "BWG",
    "SB",
    "SB/C1",
    "PS",
    "PS/C1",
    "ARO",
    "DE",
    "KS",
    "REP",
    "STD",
)


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
    players = tuple(
        sorted(
            (
                dataclasses.replace(
                    p,
                    sno=new[p.sno],
                    rounds=tuple(
                        dataclasses.replace(e, opponent=new[e.opponent] if e.opponent is not None else None)
                        for e in p.rounds
                    ),
                )
                for p in t.players
            ),
            key=lambda p: p.sno,
        )
    )
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
