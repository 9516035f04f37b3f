"""What a server keeps of its events, above the service: the snapshots and standings per event and
version, bounded by bytes, and the thread that recomputes standings after writes. The service
(:class:`~tiebreak.store.service.EventStore`) keeps nothing; a command-line run uses it alone.

Standings are computed by :func:`tiebreak.compute_standings` on
:func:`~tiebreak.store.snapshot.tournament_of` and kept per event and version. One lock per event
(shared by stripes) makes every reader that finds them stale wait for a single computation of the newest
version, and an optional background thread recomputes after writes: a burst of results costs one
recomputation per event, not one per result.

The snapshots and standings are kept in caches bounded by bytes (:class:`tiebreak.model.cache.ByteLRU`, the
least recently used event out): ``cache_bytes`` (default :data:`CACHE_BYTES`, or ``TIEBREAK_CACHE_MB``,
64 MB) is shared half and half between them, so a server that reads a hundred events holds the ones read
last, not all of them. A write of results brings the kept snapshot forward (the domain's
:attr:`~tiebreak.store.domain.Change.after`) without reading the event again; any other write drops it.
"""

from __future__ import annotations

import datetime as dt
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from sqlalchemy import Connection

from ..model.cache import ByteLRU
from ..model.errors import TiebreakError
from ..ranking.engine import Standings
from .domain import Change
from .errors import NotFound
from .repository import event_version, load_snapshot
from .service import EventStore, standings_of
from .snapshot import Snapshot

__all__ = ["CACHE_BYTES", "CachedEventStore", "snapshot_bytes", "standings_bytes"]

CACHE_BYTES = 64 * 1024 * 1024
"""The default bound of a store's caches (snapshots and standings together), in bytes."""
_QUIET = 0.025
"""Seconds without a new write after which the background thread recomputes: a burst of writes costs one
computation (a reader during the burst does not wait for it: stale standings are computed on demand)."""
_SETTLE = 2.0
"""Longest wait for a quiet moment in a stream of writes before the background thread recomputes anyway."""
_LOCK_STRIPES = 64
"""Locks shared by the events (event ``id % 64``): a fixed number, however many events are read."""


def snapshot_bytes(snap: Snapshot) -> int:
    """An estimate of the memory a snapshot holds (with the tournament built from it): measured with
    ``tracemalloc`` on generated 1,500-player and 20,000-player Swiss events of 11 rounds, about 300
    bytes per player, 70 per player and round, 420 per board."""
    rounds = max(snap.paired_rounds, 1)
    return 2048 + len(snap.players) * (300 + 70 * rounds) + len(snap.boards) * 420 + len(snap.byes) * 150


def standings_bytes(entry: tuple[int, Standings]) -> int:
    """An estimate of the memory a table of standings holds: measured with ``tracemalloc``, about 300
    bytes per player and column (points and each tie-break, with their explanations)."""
    s = entry[1]
    return 2048 + len(s.rows) * (len(s.specs) + 1) * 300


def _cache_bytes() -> int:
    mb = os.environ.get("TIEBREAK_CACHE_MB", "").strip()
    return int(float(mb) * 1024 * 1024) if mb.replace(".", "", 1).isdigit() else CACHE_BYTES


class CachedEventStore(EventStore):
    """The service with a server's caches. ``background=True`` starts the thread that recomputes
    standings after writes. ``cache_bytes`` bounds the snapshots and standings kept (default:
    ``TIEBREAK_CACHE_MB`` megabytes, else :data:`CACHE_BYTES`)."""

    def __init__(self, url: str, *, background: bool = False, cache_bytes: int | None = None) -> None:
        super().__init__(url)
        self._guard = threading.Lock()
        bound = _cache_bytes() if cache_bytes is None else cache_bytes
        self._snapshots: ByteLRU[int, Snapshot] = ByteLRU(bound // 2, snapshot_bytes)
        self._standings: ByteLRU[tuple[int, int | None], tuple[int, Standings]] = ByteLRU(
            bound - bound // 2, standings_bytes
        )
        self._locks = tuple(threading.Lock() for _ in range(_LOCK_STRIPES))
        self._dirty: set[int] = set()
        self._writes = 0
        self._wake = threading.Condition()
        self._closed = False
        self.recomputations = 0
        """How many times standings were computed (the benchmark reports it against the writes)."""
        self._worker: threading.Thread | None = None
        if background:
            self._worker = threading.Thread(
                target=self._recompute_loop, name="tiebreak-standings", daemon=True
            )
            self._worker.start()

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self._wake.notify_all()
        if self._worker is not None:
            self._worker.join(timeout=5)
        super().close()

    @property
    def cached_bytes(self) -> int:
        """The bytes the caches hold now (estimated; never more than their bound)."""
        return self._snapshots.bytes + self._standings.bytes

    # ---- reading --------------------------------------------------------------------------------

    def snapshot(self, event_id: int) -> Snapshot:
        """The event now (kept; one small query checks that what is kept is the newest version)."""
        with self.engines.read.connect() as conn:
            version = event_version(conn, event_id)
            if version is None:
                raise NotFound(f"there is no event {event_id}", field="event_id")
            cached = self._snapshots.get(event_id)
            if cached is not None and cached.version == version:
                return cached
            snap = load_snapshot(conn, event_id)
        with self._guard:
            known = self._snapshots.peek(event_id)
            if known is None or known.version <= snap.version:
                self._snapshots.put(event_id, snap)
        return snap

    def cached_snapshot(self, event_id: int) -> Snapshot | None:
        """The newest snapshot of the event kept here, without asking the database (None: none)."""
        return self._snapshots.get(event_id)

    def standings(
        self, event_id: int, *, after_round: int | None = None, at: dt.datetime | None = None
    ) -> tuple[Snapshot, Standings]:
        """The standings now (kept per version), after round ``after_round``, or as they were at ``at``
        (computed each time)."""
        if at is not None:
            return super().standings(event_id, after_round=after_round, at=at)
        key = (event_id, after_round)
        snap = self.snapshot(event_id)
        cached = self._standings.get(key)
        if cached is not None and cached[0] == snap.version:
            return snap, cached[1]
        with self._event_lock(event_id):
            snap = self.snapshot(event_id)  # the newest version: writes made meanwhile are included
            cached = self._standings.get(key)
            if cached is not None and cached[0] >= snap.version:
                return snap, cached[1]
            standings = standings_of(snap, after_round)
            self.recomputations += 1
            self._standings.put(key, (snap.version, standings))
            return snap, standings

    # ---- writing: the service's hooks --------------------------------------------------------------

    def _snapshot_for_write(self, conn: Connection, event_id: int, version: int) -> Snapshot:
        cached = self._snapshots.get(event_id)
        return cached if cached is not None and cached.version == version else load_snapshot(conn, event_id)

    def _written(self, event_id: int, version: int, before: Snapshot | None, change: Change | None) -> None:
        after = change.after if change is not None else None
        with self._guard:
            if after is not None and before is not None and before.version == version - 1:
                self._snapshots.put(event_id, replace(after, version=version))
            else:
                self._snapshots.pop(event_id)
        self._kick(event_id)
        super()._written(event_id, version, before, change)

    # ---- standings recomputation ---------------------------------------------------------------

    @contextmanager
    def _event_lock(self, event_id: int) -> Iterator[None]:
        with self._locks[event_id % _LOCK_STRIPES]:
            yield

    def _kick(self, event_id: int) -> None:
        if self._worker is None:
            return
        with self._wake:
            self._dirty.add(event_id)
            self._writes += 1
            self._wake.notify()

    def _recompute_loop(self) -> None:
        while True:
            with self._wake:
                while not self._dirty and not self._closed:
                    self._wake.wait()
                if self._closed:
                    return
                # a burst: wait while writes keep coming (a quiet moment of QUIET, at most SETTLE)
                started = time.monotonic()
                seen = self._writes
                while time.monotonic() - started < _SETTLE and not self._closed:
                    self._wake.wait(_QUIET)
                    if self._writes == seen:
                        break
                    seen = self._writes
                event_id = self._dirty.pop()
            try:
                self.standings(event_id)
            except TiebreakError:  # the readers will see the same error
                pass
            except Exception:  # the database went away (e.g. while closing): the next reader retries
                pass
