"""Optional NumPy path for the field-wide integer work of large events (``pip install tiebreak[fast]``).

Three computations dominate the ranking of a large Swiss in pure Python, each a short loop per
competitor: the sorted Buchholz rows and their cut and median sums (BH, BH/C, BH/M, FB), the
Sonneborn-Berger sums (SB, SB/C1) and the bisection of the perfect tournament performance (PTP,
APPO). Here they run on whole-field ``int64`` matrices. Every quantity is an integer (score units,
ratings, hundredths of expected score) far below 2**63, so the results are the same integers the
pure-Python code computes, and they come back as Python ints: the tie-break values are still exact
Fractions built from them. The pure-Python code stays the reference and the fallback.

Without NumPy nothing changes. ``TIEBREAK_NUMPY=0`` turns the path off, ``TIEBREAK_NUMPY=always``
uses it even for small events (the tests run the corpus both ways); by default it is used from
:data:`MIN_CELLS` player-rounds up when NumPy is already imported (below, converting the rows costs
more than it saves), and from :data:`MIN_CELLS_TO_IMPORT` when it would have to be imported. The
choice is :func:`tiebreak.criteria.unplayed.numpy_wanted`'s, beside the reference it must equal.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    Matrix = NDArray[np.int64]
else:
    Matrix = Any
    np = None  # imported on first use: the command line does not pay for it on small events

AVAILABLE = importlib.util.find_spec("numpy") is not None
"""True when NumPy can be imported."""


_loaded = False


def load() -> None:
    """Import NumPy (once): :func:`tiebreak.criteria.unplayed.numpy_wanted` calls it when it chooses
    this path."""
    global np, _loaded
    if not _loaded:
        import numpy

        np = numpy
        _loaded = True


__all__ = [
    "AVAILABLE",
    "MIN_CELLS",
    "MIN_CELLS_TO_IMPORT",
    "cut_sums",
    "load",
    "matrix",
    "perfect_performances",
    "sb_sums",
    "sort_rows",
]

MIN_CELLS = 5000
"""Player-rounds from which the NumPy path is used by default, once NumPy is imported."""
MIN_CELLS_TO_IMPORT = 300_000
"""Player-rounds from which the path is worth importing NumPy for (about 0.1 s, as much as it saves
on a field of this size): a command-line run on a smaller event does not load it."""


def matrix(rows: Sequence[Sequence[int]]) -> Matrix | None:
    """The rows as an ``n × k`` int64 matrix, or None when they are not all of one length."""
    if not rows:
        return None
    load()
    width = len(rows[0])
    if width == 0 or any(len(row) != width for row in rows):
        return None
    return np.array(rows, dtype=np.int64)


def sort_rows(values: Matrix) -> Matrix:
    """Each row sorted ascending."""
    return np.sort(values, axis=1)


def cut_sums(ordered: Matrix, low: int, high: int) -> list[int]:
    """Sums of rows sorted ascending without their ``low`` lowest and ``high`` highest entries (all of
    them when the cuts reach the whole row)."""
    width = ordered.shape[1]
    stop = width - high
    if low >= stop:
        return [0] * ordered.shape[0]
    out: list[int] = ordered[:, low:stop].sum(axis=1).tolist()
    return out


def sb_sums(values: Matrix, pts: Matrix, drop_least: bool) -> list[int]:
    """Σ value × points per row; with ``drop_least``, less the contribution of the row's least
    significant element (lowest value, then lowest contribution), as SB/C1 cuts it."""
    contrib = values * pts
    total = contrib.sum(axis=1)
    if drop_least:
        # order by (value, contribution) through one integer key: contributions are below the bound
        bound = int(contrib.max()) + 1 if contrib.size else 1
        key = values * bound + contrib
        least = key.argmin(axis=1)
        total = total - contrib[np.arange(contrib.shape[0]), least]
    out: list[int] = total.tolist()
    return out


def perfect_performances(
    rows: Sequence[Sequence[int]],
    halves: Sequence[int],
    lo: Sequence[int],
    hi: Sequence[int],
    expected: Sequence[int],
    offset: int,
) -> list[int]:
    """For each competitor, the lowest rating ``R`` in ``[lo, hi]`` whose expected scores against the
    ratings of its row reach ``50 × halves`` hundredths; ``expected[d + offset]`` is the expected score
    in hundredths at rating difference ``d`` (the ends of the table stand for anything beyond).

    The bisections of the whole field run side by side, one vector step per halving of the widest
    bracket; each competitor's bracket must hold its answer, as :mod:`tiebreak.criteria.ratings`
    guarantees.
    """
    load()
    n = len(rows)
    width = max(len(row) for row in rows)
    pad = 10**7  # a missing game: a rating so high that its expected score is 0
    ratings = np.full((n, width), pad, dtype=np.int64)
    for i, row in enumerate(rows):
        ratings[i, : len(row)] = row
    table = np.asarray(expected, dtype=np.int64)
    top = len(expected) - 1
    target = np.asarray(halves, dtype=np.int64) * 50
    low = np.asarray(lo, dtype=np.int64)
    high = np.asarray(hi, dtype=np.int64)
    while True:
        open_ = low < high
        if not open_.any():
            break
        mid = (low + high) // 2
        index = np.clip(mid[:, None] - ratings + offset, 0, top)
        reached = table[index].sum(axis=1) >= target
        high = np.where(open_ & reached, mid, high)
        low = np.where(open_ & ~reached, mid + 1, low)
    out: list[int] = low.tolist()
    return out
