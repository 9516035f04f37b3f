"""A cache bounded by bytes: the least recently used entries go first once the bound is passed.

Every cache of the event store and of the web server is one of these, so a server's memory has a
ceiling whatever it is asked: a value's size is its length for ``bytes`` and ``str``, else what the
``size`` function given to the cache says (an estimate for object graphs, such as a snapshot of an
event). An entry larger than the whole bound is not kept at all. Thread-safe.

>>> cache = ByteLRU(10)
>>> cache.put("a", b"12345"); cache.put("b", b"1234")
>>> cache.get("a")  # "a" is now the most recently used
b'12345'
>>> cache.put("c", b"123")  # 12 bytes: the least recently used ("b") goes
>>> sorted(cache.keys()), cache.bytes
(['a', 'c'], 8)
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

__all__ = ["ByteLRU", "text_size"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


def text_size(value: object) -> int:
    """The size of a ``bytes`` or ``str`` value (a character counted as one byte: an ASCII page is what
    the caches hold), else 0."""
    if isinstance(value, bytes | bytearray | memoryview):
        return len(value)
    if isinstance(value, str):
        return len(value)
    return 0


class ByteLRU(Generic[K, V]):
    """At most ``limit`` bytes of values (as ``size`` measures them), least recently used out."""

    def __init__(self, limit: int, size: Callable[[V], int] = text_size) -> None:
        if limit < 0:
            raise ValueError("a cache's bound cannot be negative")
        self.limit = limit
        self._size = size
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._lock = threading.Lock()
        self.bytes = 0
        """The bytes held now (never more than :attr:`limit`)."""
        self.evicted = 0
        """Entries dropped to stay under the bound (for tests and benchmarks)."""

    def __len__(self) -> int:
        return len(self._items)

    def keys(self) -> list[K]:
        with self._lock:
            return list(self._items)

    def get(self, key: K) -> V | None:
        """The value kept under ``key`` (now the most recently used), or None."""
        with self._lock:
            found = self._items.get(key)
            if found is None:
                return None
            self._items.move_to_end(key)
            return found[0]

    def peek(self, key: K) -> V | None:
        """The value kept under ``key``, leaving the order of use as it is."""
        with self._lock:
            found = self._items.get(key)
            return None if found is None else found[0]

    def put(self, key: K, value: V, size: int | None = None) -> None:
        """Keep ``value`` under ``key`` (``size``: its bytes, when the caller knows them), dropping the
        least recently used entries until the cache is within its bound."""
        cost = self._size(value) if size is None else size
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self.bytes -= old[1]
            if cost > self.limit:
                return
            self._items[key] = (value, cost)
            self.bytes += cost
            while self.bytes > self.limit:
                _, (_, dropped) = self._items.popitem(last=False)
                self.bytes -= dropped
                self.evicted += 1

    def pop(self, key: K) -> V | None:
        with self._lock:
            found = self._items.pop(key, None)
            if found is None:
                return None
            self.bytes -= found[1]
            return found[0]

    def discard_where(self, drop: Callable[[K], bool]) -> None:
        """Forget every entry whose key ``drop`` accepts."""
        with self._lock:
            for key in [k for k in self._items if drop(k)]:
                self.bytes -= self._items.pop(key)[1]

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.bytes = 0
