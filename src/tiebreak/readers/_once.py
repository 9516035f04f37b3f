"""What one reading derives from an input, derived once.

Reading an event and then the ranking its input publishes (``tiebreak standings`` of a page that prints
its own tie-break columns, ``tiebreak check``, the web page's check of a pasted publication) asks several
readers the same questions of the same text: each parses the page, unpacks the workbook. Within
:func:`read_once` (entered by the command line for its command and by the web server for each request's
job) such a result is kept, keyed by the input it was made from, and given again; outside it nothing is
kept and every call works alone, as a library call should. The values kept are never changed by those
given them (a page's tables are rewritten by copying); at most :data:`KEPT` are kept, the oldest let go.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar, cast

__all__ = ["KEPT", "once", "once_of", "read_once"]

T = TypeVar("T")

KEPT = 8
"""The most results kept at once (a page parsed, a workbook's sheets): a command reads a few inputs."""

_KEPT: ContextVar[dict[tuple[str, Hashable], object] | None] = ContextVar("tiebreak_read_once", default=None)


@contextmanager
def read_once() -> Iterator[None]:
    """Within it, :func:`once` keeps what it makes (in this thread or task only); on leaving, all is let
    go. Within another, it keeps on with the outer one's."""
    if _KEPT.get() is not None:
        yield
        return
    token = _KEPT.set({})
    try:
        yield
    finally:
        _KEPT.reset(token)


def once(kind: str, key: Hashable, make: Callable[[], T]) -> T:
    """``make()``, or within :func:`read_once` what it gave before for the same ``kind`` and ``key`` (an
    error is not kept: the next call tries again)."""
    kept = _KEPT.get()
    if kept is None:
        return make()
    found = kept.get((kind, key), kept)
    if found is not kept:
        return cast(T, found)
    made = make()
    if len(kept) >= KEPT:
        del kept[next(iter(kept))]
    kept[(kind, key)] = made
    return made


def once_of(kind: str, made_from: object, make: Callable[[], T], *, key: Hashable = None) -> T:
    """:func:`once` for what is made from an object that is not hashed (a parsed page) and ``key``: keyed
    by the object itself, which is kept with it (so that no other object takes its place)."""
    held, made = once(kind, (id(made_from), key), lambda: (made_from, make()))
    return made if held is made_from else make()
