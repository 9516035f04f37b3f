"""Process-level helpers shared by the command line and the web app."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["paused_gc"]


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while one event is read and ranked.

    The model and the context hold no reference cycles, yet a large event allocates millions of
    objects, each batch of which makes the collector walk all the others (a fifth of the reading time
    at 100,000 players). Reference counting still frees everything as usual.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
