#!/usr/bin/env python3
"""Generate a large, valid Swiss event as a TRF file (deterministic for a given seed).

    python benchmarks/generate.py --players 5000 --rounds 11 --seed 1 -o swiss-5000x11.trf

Realistic rates (per player or per player-round, all adjustable): withdrawals (blank rounds to the
end), requested half-point and zero-point byes, forfeits, a pairing-allocated bye whenever the
number of players present is odd. Pairings follow the score order (each player meets the next
player of the same score order not met yet), colours alternate, results follow the rating
difference. Above 9,999 players the file declares ``XXW n`` (wider starting numbers, the TRF(x)
extension of bbpPairings).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path


def _expected(diff: int) -> float:
    return 1.0 / (1.0 + 10 ** (-diff / 400))


def generate(
    players: int,
    rounds: int,
    seed: int = 1,
    *,
    withdraw_rate: float = 0.03,
    half_bye_rate: float = 0.01,
    zero_bye_rate: float = 0.004,
    forfeit_rate: float = 0.005,
    unrated_rate: float = 0.0,
) -> str:
    """The TRF text of a synthetic Swiss event."""
    rng = random.Random(seed)
    n = players
    width = max(4, len(str(n)))
    ratings = sorted((rng.randint(1000, 2700) for _ in range(n)), reverse=True)
    rated = [rng.random() >= unrated_rate for _ in range(n)]
    # round from which the player is gone (rounds + 1: never withdraws)
    gone = [rng.randint(2, rounds) if rng.random() < withdraw_rate else rounds + 1 for _ in range(n)]
    score = [0] * n  # half points
    whites = [0] * n
    had_pab = [False] * n
    met: list[set[int]] = [set() for _ in range(n)]
    cells: list[list[str]] = [[] for _ in range(n)]
    w = width
    blank = " " * w + "    "
    for rnd in range(1, rounds + 1):
        present: list[int] = []
        for i in range(n):
            if rnd >= gone[i]:
                cells[i].append(blank)
                continue
            u = rng.random()
            if u < half_bye_rate:
                cells[i].append("0" * w + " - H")
                score[i] += 1
            elif u < half_bye_rate + zero_bye_rate:
                cells[i].append("0" * w + " - Z")
            else:
                present.append(i)
        present.sort(key=lambda i: (-score[i], -ratings[i], i))
        if len(present) % 2:
            for k in range(len(present) - 1, -1, -1):
                if not had_pab[present[k]]:
                    break
            bye = present.pop(k)
            had_pab[bye] = True
            cells[bye].append("0" * w + " - U")
            score[bye] += 2
        paired = [False] * len(present)
        for k, a in enumerate(present):
            if paired[k]:
                continue
            paired[k] = True
            j = k + 1
            limit = k + 60
            while j < len(present) and (paired[j] or present[j] in met[a]) and j < limit:
                j += 1
            if j >= len(present) or paired[j]:
                j = next(t for t in range(k + 1, len(present)) if not paired[t])
            paired[j] = True
            b = present[j]
            if whites[a] <= whites[b]:
                white, black = a, b
            else:
                white, black = b, a
            whites[white] += 1
            met[a].add(b)
            met[b].add(a)
            if rng.random() < forfeit_rate:
                win_white = rng.random() < 0.5
                cells[white].append(f"{black + 1:>{w}} w {'+' if win_white else '-'}")
                cells[black].append(f"{white + 1:>{w}} b {'-' if win_white else '+'}")
                score[white if win_white else black] += 2
                continue
            e = _expected(ratings[white] - ratings[black] + 35)
            draw = 0.32
            u = rng.random()
            if u < e - draw / 2:
                rw, rb, sw, sb = "1", "0", 2, 0
            elif u < e + draw / 2:
                rw, rb, sw, sb = "=", "=", 1, 1
            else:
                rw, rb, sw, sb = "0", "1", 0, 2
            cells[white].append(f"{black + 1:>{w}} w {rw}")
            cells[black].append(f"{white + 1:>{w}} b {rb}")
            score[white] += sw
            score[black] += sb
    order = sorted(range(n), key=lambda i: (-score[i], -ratings[i], i))
    rank = [0] * n
    for place, i in enumerate(order, start=1):
        rank[i] = place
    out = [
        f"012 Synthetic Swiss {n}x{rounds} (seed {seed})",
        "022 Benchmark City",
        "032 FID",
        "042 2026/06/01",
        "052 2026/06/11",
        f"062 {n}",
        f"072 {n}",
        "092 Individual: Swiss-System",
        "102 Arbiter, Chief",
        "122 90'+30\"",
        f"142 {rounds}",
    ]
    if width > 4:
        out.append(f"XXW {width}")
    for i in range(n):
        sno = f"{i + 1:>{w}}"
        name = f"Player{i + 1:06d}, Synthetic"
        rating = f"{ratings[i]:>4}" if rated[i] else "    "
        pts = score[i] // 2
        pts_text = f"{pts}.{5 if score[i] % 2 else 0}"
        place = str(rank[i]) if rank[i] < 10000 else ""  # the rank column is 4 wide
        head = (
            f"001 {sno} {'mw'[i % 2]}    {name:<33} {rating} FID {100000 + i:>11} {'':>10} "
            f"{pts_text:>4} {place:>4}"
        )
        out.append((head + "".join(f"  {c}" for c in cells[i])).rstrip())
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", "-n", type=int, required=True)
    parser.add_argument("--rounds", "-r", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--unrated-rate", type=float, default=0.0)
    parser.add_argument("--output", "-o", help="output file (default: stdout)")
    args = parser.parse_args(argv)
    text = generate(args.players, args.rounds, args.seed, unrated_rate=args.unrated_rate)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
