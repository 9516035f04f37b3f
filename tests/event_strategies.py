"""Hypothesis strategies for random but valid individual events, written as TRF-16 text.

Swiss events: 8–20 players, 3–7 rounds, random pairings without repeated meetings, wins/draws/losses,
forfeits (one-sided and double), pairing-allocated byes, requested half-, zero- and full-point byes,
withdrawals, late entries, some unrated players, sometimes a non-default point system (record 162).
Round robins: Berger tables (single or double), forfeits, withdrawals turned into forfeits, a free
round for an odd number of players (blank or ``0000 - Z``).

The generated event is kept as plain data (:class:`Event`) so that it can be rendered whole or cut
after round ``k`` (:meth:`Event.trf`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction

from hypothesis import assume
from hypothesis import strategies as st

__all__ = ["Entry", "Event", "round_robins", "swiss_events"]

POINT_SYSTEMS: tuple[tuple[Fraction, Fraction, Fraction, Fraction], ...] = (
    (Fraction(1), Fraction(1, 2), Fraction(0), Fraction(1)),
    (Fraction(3), Fraction(1), Fraction(0), Fraction(3)),
    (Fraction(2), Fraction(1), Fraction(0), Fraction(2)),
    (Fraction(1), Fraction(1, 2), Fraction(0), Fraction(1, 2)),
)
"""(W, D, L, P): FIDE default, 3-1-0, 2-1-0, and a PAB worth a draw."""


@dataclass(frozen=True)
class Entry:
    """One round of one player: opponent (0 for none), colour (``w``/``b``/``-``), TRF result code.
    ``code == ""`` is an empty block (not paired)."""

    opponent: int
    colour: str
    code: str


@dataclass
class Event:
    """A generated event: players (rating None = unrated) and their round entries."""

    swiss: bool
    rounds: int
    ratings: list[int | None]
    entries: list[list[Entry]]
    scoring: tuple[Fraction, Fraction, Fraction, Fraction] = POINT_SYSTEMS[0]
    date: str = "2026/06/01"
    notes: list[str] = field(default_factory=list)

    @property
    def players(self) -> int:
        return len(self.ratings)

    def points(self, entry: Entry) -> Fraction:
        w, d, _, p = self.scoring
        return {"1": w, "+": w, "W": w, "F": w, "=": d, "D": d, "H": d, "U": p}.get(entry.code, Fraction(0))

    @property
    def has_unrated(self) -> bool:
        return any(r is None for r in self.ratings)

    def trf(self, after_round: int | None = None) -> str:
        """The event as TRF-16 text; with ``after_round`` only rounds 1..k and ``142 k``."""
        k = self.rounds if after_round is None else after_round
        w, d, lose, p = self.scoring
        lines = [
            "012 Generated " + ("Swiss" if self.swiss else "round robin"),
            f"042 {self.date}",
            "092 " + ("Swiss" if self.swiss else "Round Robin"),
            f"142 {k}",
        ]
        if self.scoring != POINT_SYSTEMS[0]:
            lines.append(
                "162  "
                + "    ".join(f"{c} {_num(v)}" for c, v in (("W", w), ("D", d), ("L", lose), ("P", p)))
            )
        for i, rating in enumerate(self.ratings):
            sno = i + 1
            pts = sum((self.points(e) for e in self.entries[i][:k]), Fraction(0))
            line = (
                f"001 {sno:4d}      {f'Player {sno:02d}':<33} {rating if rating else '':>4}"
                f"{'':28}{_num(pts):>4} {sno:4d}  "
            )
            blocks = []
            for e in self.entries[i][:k]:
                opponent = f"{e.opponent:04d}" if e.opponent == 0 else f"{e.opponent:4d}"
                blocks.append(" " * 8 if e.code == "" else f"{opponent} {e.colour} {e.code}")
            line += "  ".join(blocks)
            lines.append(line.rstrip())
        return "\n".join(lines) + "\n"


def _num(value: Fraction) -> str:
    return f"{float(value):.1f}"


def _pair(rng: random.Random, players: list[int], met: set[frozenset[int]]) -> list[tuple[int, int]] | None:
    """A perfect matching of ``players`` without repeated meetings (random backtracking), or None."""
    budget = [2000]

    def go(rest: list[int]) -> list[tuple[int, int]] | None:
        if not rest:
            return []
        budget[0] -= 1
        if budget[0] < 0:
            return None
        a, others = rest[0], rest[1:]
        for b in others:
            if frozenset((a, b)) in met:
                continue
            sub = go([x for x in others if x != b])
            if sub is not None:
                return [(a, b), *sub]
        return None

    order = players[:]
    rng.shuffle(order)
    return go(order)


_GAME = (("1", "0"), ("0", "1"), ("=", "="))
_UNRATED_GAME = (("W", "L"), ("L", "W"), ("D", "D"))
"""Games played but not rated (TRF W/D/L): over the board for every tie-break: rated or not, a game was played."""


def _result(rng: random.Random, forfeit_rate: float, double_rate: float) -> tuple[str, str]:
    x = rng.random()
    if x < double_rate:
        return ("-", "-")
    if x < double_rate + forfeit_rate:
        return rng.choice((("+", "-"), ("-", "+")))
    return rng.choice(_UNRATED_GAME if rng.random() < 0.03 else _GAME)


@st.composite
def swiss_events(
    draw: st.DrawFn, min_players: int = 8, max_players: int = 20, min_rounds: int = 3, max_rounds: int = 7
) -> Event:
    """A valid Swiss event (see the module docstring)."""
    n = draw(st.integers(min_players, max_players))
    rounds = draw(st.integers(min_rounds, max_rounds))
    scoring = draw(st.sampled_from(POINT_SYSTEMS)) if draw(st.integers(0, 3)) == 0 else POINT_SYSTEMS[0]
    date = draw(st.sampled_from(["2026/06/01", "2026/06/01", "2026/06/01", "2025/06/01"]))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    unrated_rate = rng.choice((0.0, 0.0, 0.1, 0.25))
    ratings: list[int | None] = [
        None if rng.random() < unrated_rate else rng.randrange(1200, 2600) for _ in range(n)
    ]
    bye_rate = rng.choice((0.0, 0.05, 0.12))
    forfeit_rate = rng.choice((0.0, 0.05, 0.15))
    double_rate = rng.choice((0.0, 0.0, 0.03))
    first = [1] * n
    last = [rounds] * n
    for i in range(n):
        if rounds > 2 and rng.random() < 0.1:
            first[i] = rng.randrange(2, rounds)
        if rng.random() < 0.12:
            last[i] = rng.randrange(max(first[i], 1), rounds)
    entries: list[list[Entry]] = [[] for _ in range(n)]
    met: set[frozenset[int]] = set()
    had_pab: set[int] = set()
    absent_style = rng.choice(("", "Z", "mixed"))
    for r in range(1, rounds + 1):
        present: list[int] = []
        for i in range(n):
            if not first[i] <= r <= last[i]:
                style = absent_style if absent_style != "mixed" else rng.choice(("", "Z"))
                entries[i].append(Entry(0, "-", "Z") if style == "Z" else Entry(0, "", ""))
            elif rng.random() < bye_rate:
                entries[i].append(Entry(0, "-", rng.choice("HHZZF")))
            else:
                present.append(i)
        rng.shuffle(present)
        if len(present) % 2:
            candidates = [i for i in present if i not in had_pab] or present
            pab = rng.choice(candidates)
            had_pab.add(pab)
            present.remove(pab)
            entries[pab].append(Entry(0, "-", "U"))
        pairs = None
        for _ in range(20):
            pairs = _pair(rng, present, met)
            if pairs is not None:
                break
        # every round needs a game (a round without any result is a round not yet played), and no repeated pairing
        assume(pairs)
        assert pairs is not None
        for a, b in pairs:
            met.add(frozenset((a, b)))
            ra, rb = _result(rng, forfeit_rate, double_rate)
            wa = rng.random() < 0.5
            entries[a].append(Entry(b + 1, "w" if wa else "b", ra))
            entries[b].append(Entry(a + 1, "b" if wa else "w", rb))
        assume(
            any(
                set(_result_pair) != {"-"}
                for _result_pair in ((entries[a][-1].code, entries[b][-1].code) for a, b in pairs)
            )
        )
    for i in range(n):
        assert len(entries[i]) == rounds, (i, entries[i])
    return Event(True, rounds, ratings, entries, scoring, date)


def berger(n: int) -> list[list[tuple[int, int]]]:
    """Berger tables for ``n`` players (even; a dummy ``n`` is added for odd counts by the caller):
    rounds of (white, black) pairs of 0-based indices."""
    rounds = []
    players = list(range(n))
    for r in range(n - 1):
        pairs = []
        for k in range(n // 2):
            a, b = players[k], players[n - 1 - k]
            pairs.append((a, b) if (r + k) % 2 == 0 else (b, a))
        rounds.append(pairs)
        players = [players[0], players[-1], *players[1:-1]]
    return rounds


@st.composite
def round_robins(draw: st.DrawFn, min_players: int = 4, max_players: int = 12) -> Event:
    """A single or double round robin with forfeits and withdrawals (see the module docstring)."""
    n = draw(st.integers(min_players, max_players))
    double = draw(st.booleans()) and n <= 8
    scoring = draw(st.sampled_from(POINT_SYSTEMS[:3])) if draw(st.integers(0, 3)) == 0 else POINT_SYSTEMS[0]
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    size = n + n % 2
    table = berger(size)
    if double:
        table = table + [[(b, a) for a, b in rnd] for rnd in table]
    rounds = len(table)
    unrated_rate = rng.choice((0.0, 0.0, 0.2))
    ratings: list[int | None] = [
        None if rng.random() < unrated_rate else rng.randrange(1400, 2600) for _ in range(n)
    ]
    forfeit_rate = rng.choice((0.0, 0.05, 0.12))
    withdrawn = {i: rng.randrange(1, rounds) for i in range(n) if rng.random() < 0.1}
    free = rng.choice(("", "Z"))
    entries: list[list[Entry]] = [[] for _ in range(n)]
    for r, pairs in enumerate(table, start=1):
        for a, b in pairs:
            if a >= n or b >= n:
                x = a if a < n else b
                entries[x].append(Entry(0, "-", "Z") if free == "Z" else Entry(0, "", ""))
                continue
            gone_a, gone_b = withdrawn.get(a, rounds + 1) < r, withdrawn.get(b, rounds + 1) < r
            if gone_a or gone_b:
                ra, rb = ("-" if gone_a else "+"), ("-" if gone_b else "+")
            else:
                ra, rb = _result(rng, forfeit_rate, 0.0)
            entries[a].append(Entry(b + 1, "w", ra))
            entries[b].append(Entry(a + 1, "b", rb))
    return Event(False, rounds, ratings, entries, scoring)
