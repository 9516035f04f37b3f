"""Round-robin pairings against FIDE's published Berger tables (Handbook C.05, Annex 1).

The tables below are the published ones (pairs written White-Black, board 1 first), typed in by hand;
the function builds them from its rule. 3, 5, 7, … players use the table of one more, the highest number
being the free round.
"""

from __future__ import annotations

import pytest

from tiebreak.store.berger import berger_round, berger_rounds, double_round_robin

PUBLISHED = {
    4: ["1-4 2-3", "4-3 1-2", "2-4 3-1"],
    6: ["1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"],
    8: [
        "1-8 2-7 3-6 4-5",
        "8-5 6-4 7-3 1-2",
        "2-8 3-1 4-7 5-6",
        "8-6 7-5 1-4 2-3",
        "3-8 4-2 5-1 6-7",
        "8-7 1-6 2-5 3-4",
        "4-8 5-3 6-2 7-1",
    ],
    10: [
        "1-10 2-9 3-8 4-7 5-6",
        "10-6 7-5 8-4 9-3 1-2",
        "2-10 3-1 4-9 5-8 6-7",
        "10-7 8-6 9-5 1-4 2-3",
        "3-10 4-2 5-1 6-9 7-8",
        "10-8 9-7 1-6 2-5 3-4",
        "4-10 5-3 6-2 7-1 8-9",
        "10-9 1-8 2-7 3-6 4-5",
        "5-10 6-4 7-3 8-2 9-1",
    ],
    12: [
        "1-12 2-11 3-10 4-9 5-8 6-7",
        "12-7 8-6 9-5 10-4 11-3 1-2",
        "2-12 3-1 4-11 5-10 6-9 7-8",
        "12-8 9-7 10-6 11-5 1-4 2-3",
        "3-12 4-2 5-1 6-11 7-10 8-9",
        "12-9 10-8 11-7 1-6 2-5 3-4",
        "4-12 5-3 6-2 7-1 8-11 9-10",
        "12-10 11-9 1-8 2-7 3-6 4-5",
        "5-12 6-4 7-3 8-2 9-1 10-11",
        "12-11 1-10 2-9 3-8 4-7 5-6",
        "6-12 7-5 8-4 9-3 10-2 11-1",
    ],
    14: [
        "1-14 2-13 3-12 4-11 5-10 6-9 7-8",
        "14-8 9-7 10-6 11-5 12-4 13-3 1-2",
        "2-14 3-1 4-13 5-12 6-11 7-10 8-9",
        "14-9 10-8 11-7 12-6 13-5 1-4 2-3",
    ],
}


def _pairs(text: str) -> list[tuple[int, int]]:
    return [(int(a), int(b)) for a, b in (p.split("-") for p in text.split())]


@pytest.mark.parametrize("n", sorted(PUBLISHED))
def test_even_fields_match_the_published_tables(n: int) -> None:
    table = berger_rounds(n)
    assert len(table) == n - 1
    for r, published in enumerate(PUBLISHED[n], 1):
        assert table[r - 1] == _pairs(published), f"{n} players, round {r}"


@pytest.mark.parametrize("n", [3, 5, 7, 9, 11, 13])
def test_odd_fields_use_the_next_table_with_a_free_round(n: int) -> None:
    table = berger_rounds(n)
    assert len(table) == n
    even = PUBLISHED[n + 1]
    for r, published in enumerate(even, 1):
        expected = [(None if w == n + 1 else w, None if b == n + 1 else b) for w, b in _pairs(published)]
        assert table[r - 1] == expected


@pytest.mark.parametrize("n", range(2, 21))
def test_every_pair_meets_once_and_colours_balance(n: int) -> None:
    table = berger_rounds(n)
    met = [frozenset(p) for rnd in table for p in rnd if None not in p]
    assert len(met) == len(set(met)) == n * (n - 1) // 2
    for rnd in table:
        seen = [x for p in rnd for x in p if x is not None]
        assert len(seen) == len(set(seen))
    whites = {p: sum(1 for rnd in table for w, _ in rnd if w == p) for p in range(1, n + 1)}
    games = n - 1
    assert all(games // 2 <= w <= (games + 1) // 2 + (n % 2) for w in whites.values())


def test_double_round_robin_reverses_colours_and_swaps_the_last_two_rounds() -> None:
    table = double_round_robin(6)
    single = berger_rounds(6)
    assert table[:5] == [single[0], single[1], single[2], single[4], single[3]]
    assert table[5:] == [[(b, w) for w, b in rnd] for rnd in table[:5]]


def test_round_out_of_range() -> None:
    with pytest.raises(ValueError, match="rounds 1 to 5"):
        berger_round(6, 6)
    with pytest.raises(ValueError):
        berger_rounds(1)
