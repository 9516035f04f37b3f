"""Round-robin pairings from FIDE's Berger tables (Handbook C.05, Annex 1).

For ``n`` players (an odd field adds a dummy ``n + 1``: whoever meets it has the free round) the table
has ``n - 1`` rounds (even ``n``). Round 1 pairs 1 with ``n`` on board 1, then ``k`` with ``n + 1 - k``.
Each next round adds ``n / 2`` to every number but ``n`` (counting 1 … ``n - 1`` round and round) and
keeps the boards in order; ``n`` itself alternates colours, Black in odd rounds, White in even ones.
``tests/store/test_berger.py`` checks this against the published tables.

>>> berger_round(4, 1), berger_round(4, 2), berger_round(4, 3)
([(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)])
>>> berger_round(3, 2)  # an odd field: 4 is the free round
[(None, 3), (1, 2)]
"""

from __future__ import annotations

__all__ = ["berger_round", "berger_rounds", "double_round_robin"]

Pair = tuple[int | None, int | None]


def berger_rounds(players: int) -> list[list[Pair]]:
    """Every round of the single round robin of ``players`` (2 or more), boards in table order. A board
    with ``None`` is the free round of the other player (odd fields)."""
    if players < 2:
        raise ValueError("a round robin needs at least two players")
    n = players + players % 2
    half = n // 2
    current: list[tuple[int, int]] = [(1, n)] + [(k, n + 1 - k) for k in range(2, half + 1)]
    rounds: list[list[Pair]] = []
    for r in range(1, n):
        if r > 1:
            moved = [(_step(w, n, half), _step(b, n, half)) for w, b in current]
            other = moved[0][0] if moved[0][1] == n else moved[0][1]
            moved[0] = (n, other) if r % 2 == 0 else (other, n)
            current = moved
        rounds.append([(None if w > players else w, None if b > players else b) for w, b in current])
    return rounds


def _step(x: int, n: int, half: int) -> int:
    return x if x == n else (x - 1 + half) % (n - 1) + 1


def berger_round(players: int, rnd: int) -> list[Pair]:
    """Round ``rnd`` of :func:`berger_rounds`."""
    rounds = berger_rounds(players)
    if not 1 <= rnd <= len(rounds):
        raise ValueError(f"a round robin of {players} players has rounds 1 to {len(rounds)}")
    return rounds[rnd - 1]


def double_round_robin(players: int) -> list[list[Pair]]:
    """Both cycles: the first with its last two rounds exchanged (C.05 Annex 1 recommends it, so that
    nobody has the same colour three times running across the two cycles), then the same rounds
    with the colours reversed.

    >>> [r[0] for r in double_round_robin(4)]
    [(1, 4), (2, 4), (4, 3), (4, 1), (4, 2), (3, 4)]
    """
    first = berger_rounds(players)
    if len(first) >= 2:
        first[-2], first[-1] = first[-1], first[-2]
    return first + [[(b, w) for w, b in rnd] for rnd in first]
