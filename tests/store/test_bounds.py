"""What a live server keeps is bounded: the store's caches stay under their byte bound whatever is read
(the least recently used event goes first), their size estimates are near what ``tracemalloc`` measures,
and a tie-break list is bounded as in the calculator (40 codes of at most 60 characters)."""

from __future__ import annotations

import sys
import tracemalloc
from pathlib import Path

import pytest

pytest.importorskip("sqlalchemy")
pytest.importorskip("alembic")

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from generate import generate

from tiebreak.model.cache import ByteLRU
from tiebreak.store import CachedEventStore, StoreError
from tiebreak.store.cached import snapshot_bytes, standings_bytes
from tiebreak.store.inputs import MAX_TIEBREAKS, parse_tiebreaks


def test_byte_lru_drops_the_least_recently_used_and_never_keeps_more_than_its_bound() -> None:
    cache: ByteLRU[int, bytes] = ByteLRU(100)
    for i in range(50):
        cache.put(i, bytes(30))
        cache.get(0)  # kept in use: never the one to go
        assert cache.bytes <= 100
    assert sorted(cache.keys()) == [0, 48, 49]
    cache.put("big", bytes(101))  # type: ignore[arg-type]
    assert cache.get("big") is None and cache.bytes == 90  # type: ignore[arg-type]


def test_the_store_caches_stay_under_their_bound_while_events_are_read_round_by_round(tmp_path: Path) -> None:
    bound = 1_500_000
    store = CachedEventStore(f"sqlite:///{tmp_path / 'events.sqlite3'}", cache_bytes=bound)
    try:
        ids = [store.import_trf(generate(120, 5, seed)).event_id for seed in range(1, 7)]
        first = store.standings_view(ids[0], after_round=5)
        for event_id in ids:
            for rnd in range(1, 6):
                store.standings(event_id, after_round=rnd)
                assert store.cached_bytes <= bound
        assert store._snapshots.evicted + store._standings.evicted > 0
        assert store.standings_view(ids[0], after_round=5) == first  # computed again, the same
    finally:
        store.close()


def test_the_size_estimates_are_near_the_memory_measured(tmp_path: Path) -> None:
    """Within a factor of two of what ``tracemalloc`` counts for the objects a cache entry keeps."""
    store = CachedEventStore(f"sqlite:///{tmp_path / 'events.sqlite3'}", cache_bytes=0)  # keeps nothing
    try:
        event_id = store.import_trf(generate(600, 9, 3)).event_id
        tracemalloc.start()
        try:
            before = tracemalloc.get_traced_memory()[0]
            snap, standings = store.standings(event_id)
            from tiebreak.store.snapshot import tournament_of

            tournament_of(snap)
            measured = tracemalloc.get_traced_memory()[0] - before
        finally:
            tracemalloc.stop()
        estimate = snapshot_bytes(snap) + standings_bytes((snap.version, standings))
        assert measured / 2 <= estimate <= measured * 2, (estimate, measured)
    finally:
        store.close()


def test_a_tie_break_list_is_bounded_as_in_the_calculator() -> None:
    pytest.importorskip("fastapi")
    from tiebreak.web.service import MAX_LIST

    assert MAX_TIEBREAKS == MAX_LIST
    assert len(parse_tiebreaks(["BH"] * MAX_TIEBREAKS)) == MAX_TIEBREAKS
    with pytest.raises(StoreError) as err:
        parse_tiebreaks(",".join(["BH"] * 200_000))
    assert err.value.message == "a tie-break list has at most 40 codes, not 200000"
    assert err.value.field == "tiebreaks"
    with pytest.raises(StoreError, match="code 2 is longer than 60 characters"):
        parse_tiebreaks(["BH", "B" * 61])
