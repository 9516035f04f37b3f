"""Process-level helpers for the entry points that own their whole process (the installed command, the
web server's compute workers), never used by the library itself, nor by code that runs on a thread of
someone else's process (the live-event store, the web routes): ``compute_standings`` and the readers
change nothing process-wide."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["paused_gc"]

_lock = threading.Lock()
_holders = 0
_was_enabled = False


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while one event is read and ranked.

    The model and the context hold no reference cycles, yet a large event allocates millions of
    objects, each batch of which makes the collector walk all the others (a fifth of the reading time
    at 100,000 players). Reference counting still frees everything as usual. Overlapping pauses (two threads
    of one command) are counted: the collector runs again when the last one ends, and only if it ran
    before the first began.
    """
    global _holders, _was_enabled
    with _lock:
        if _holders == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _holders += 1
    try:
        yield
    finally:
        with _lock:
            _holders -= 1
            if _holders == 0 and _was_enabled:
                gc.enable()
