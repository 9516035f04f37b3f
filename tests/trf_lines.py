"""Builders of small TRF inputs for tests: the fixed columns of TRF-16's player record (001)."""

from __future__ import annotations


def row(sno: int, *blocks: str, rating: str = "", points: str = "") -> str:
    """A 001 line: starting rank at column 5, rating 49, points 81, then one 10-column block per round."""
    fixed = f"001 {sno:4d} m    {f'Player {sno}':<33} {rating:>4} FRA {'':>11} {'':>10} {points:>4} {'':>4}"
    assert len(fixed) == 89
    return fixed + "".join(f"  {b:<8}" for b in blocks)


def trf(*lines: str) -> str:
    """A Swiss event: line 1 is record 092, so the player lines are lines 2, 3, …"""
    return "\n".join(["092 Individual: Swiss-System", *lines]) + "\n"
