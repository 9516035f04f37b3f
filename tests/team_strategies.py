"""Hypothesis strategy for random but valid team events, written as TRF-16 text with 013 team lines.

4–9 teams of 2–4 boards, 3–5 rounds; a Swiss (random pairings without repeated matches, one team a
round on a pairing-allocated bye when the count is odd, record 320) or a round robin (Berger tables, a
free round for an odd count). Games are won, drawn, lost or forfeited (one side or both); the first-named
team has White on the odd boards (record 352 ``WB``). The primary score is declared by record 192 (match
points or game points first).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import strategies as st

from event_strategies import berger

__all__ = ["TeamEvent", "team_events"]

_GAMES = (
    ("1", "0"),
    ("0", "1"),
    ("=", "="),
    ("1", "0"),
    ("0", "1"),
    ("=", "="),
    ("+", "-"),
    ("-", "+"),
    ("-", "-"),
)
"""Board results, home side first; forfeits rarer than games."""


@dataclass(frozen=True)
class TeamEvent:
    """A generated team event, kept as its TRF text."""

    text: str
    teams: int
    boards: int
    rounds: int
    swiss: bool


def _points(code: str) -> float:
    return {"1": 1.0, "+": 1.0, "=": 0.5, "U": 1.0}.get(code, 0.0)


@st.composite
def team_events(draw: st.DrawFn) -> TeamEvent:
    """A valid team event (see the module docstring)."""
    teams = draw(st.integers(4, 9))
    boards = draw(st.integers(2, 4))
    swiss = draw(st.booleans())
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    primary = draw(st.sampled_from(("MP_GP", "GP_MP")))
    rounds = draw(st.integers(3, min(5, teams - 1))) if swiss else teams - 1 + teams % 2
    # blocks[player] = the player's round blocks (players of team t are boards 1..B: (t-1)*B + b)
    blocks: dict[int, list[str]] = {p: [] for p in range(1, teams * boards + 1)}
    byes: list[int] = []  # the team on a pairing-allocated bye in each round (0: none)
    met: set[frozenset[int]] = set()
    table = berger(teams + teams % 2)
    for r in range(rounds):
        if swiss:
            order = list(range(1, teams + 1))
            rng.shuffle(order)
            bye = order.pop() if teams % 2 else 0
            pairs = _matching(order, met) or [(order[k], order[k + 1]) for k in range(0, len(order), 2)]
        else:
            pairs, bye = [], 0
            for a, b in table[r]:
                if a >= teams or b >= teams:
                    bye = (a if a < teams else b) + 1
                else:
                    pairs.append((a + 1, b + 1))
        byes.append(bye if swiss else 0)
        for home, away in pairs:
            met.add(frozenset((home, away)))
            for b in range(1, boards + 1):
                hp, ap = (home - 1) * boards + b, (away - 1) * boards + b
                hc, ac = ("w", "b") if b % 2 == 1 else ("b", "w")
                mine, theirs = rng.choice(_GAMES)
                blocks[hp].append(f"{ap:4d} {hc} {mine}")
                blocks[ap].append(f"{hp:4d} {ac} {theirs}")
        if bye:
            for b in range(1, boards + 1):  # Swiss: the PAB (record 320); round robin: the free round
                blocks[(bye - 1) * boards + b].append("0000 - U" if swiss else "0000 - Z")
    kind = f"FIDE_TEAM_{primary}" if swiss else "FIDE_TEAM_ROUNDROBIN"
    lines = [
        "012 Generated team event",
        "042 2026/06/01",
        f"062 {teams * boards}",
        f"092 Team {kind}",
        f"142 {rounds}",
        f"192 {kind}",
        "352 WB",
    ]
    for p in range(1, teams * boards + 1):
        score = sum(_points(block.split()[-1]) for block in blocks[p])
        rating = 1500 + (p * 37) % 900
        head = f"001 {p:4d}      {'Player ' + str(p):<34}{rating:4d}".ljust(80) + f"{score:4.1f}"
        lines.append(head.ljust(89) + "".join(f"  {block}" for block in blocks[p]))
    for t in range(1, teams + 1):
        members = " ".join(f"{(t - 1) * boards + b:4d}" for b in range(1, boards + 1))
        lines.append(f"013 {'Team ' + str(t):<32}{members}")
    if swiss and any(byes):
        lines.append(
            f"320  2.0 {float(boards):4.1f} " + " ".join(f"{t:3d}" for t in byes)
        )  # a win on every board
    return TeamEvent("\n".join(lines) + "\n", teams, boards, rounds, swiss)


def _matching(teams: list[int], met: set[frozenset[int]]) -> list[tuple[int, int]] | None:
    """A pairing of ``teams`` without a repeated match (backtracking), or None."""
    if not teams:
        return []
    a, rest = teams[0], teams[1:]
    for b in rest:
        if frozenset((a, b)) in met:
            continue
        sub = _matching([x for x in rest if x != b], met)
        if sub is not None:
            return [(a, b), *sub]
    return None
