"""Live pages' notifications: every accepted write of an event reaches the spectators' streams.

One :class:`LiveHub` per process keeps, per event, the newest version it has heard of and the queues
of the Server-Sent-Event streams open on this process. It hears of writes two ways, and keeps only
versions newer than the last one it saw, so a write heard twice is sent once:

* the store's :attr:`~tiebreak.store.EventStore.listeners` (a write made through this process);
* on PostgreSQL, ``LISTEN tiebreak_events`` on a connection of its own, in a thread
  (:class:`PostgresListener`): writes made through any other worker, host or ``tiebreak event``
  command reach this process's spectators. SQLite has one writer process: the listener suffices.

Publishing is thread-safe (the store writes in FastAPI's thread pool; the PostgreSQL thread has its
own loop) and costs one ``call_soon_threadsafe``: the fan-out to the queues runs on the event loop.

A stream opened with ``?part=page`` (or ``board``) also receives the rendered live part of each new
version (``event: part``, data ``{"version", "html"}``) as soon as it is rendered
(:mod:`tiebreak.web.live_reads`): the spectator has the new table without asking for it. The text of
such an event is made once per version, as bytes, and shared by every stream (nothing is encoded per
spectator).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import threading
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

from ..model.cache import ByteLRU

__all__ = ["LiveHub", "PostgresListener", "Subscription", "sse_stream"]

QUEUE_LIMIT = 64
"""Ticks kept for one slow stream; beyond it the oldest are dropped (the newest one says it all)."""
KEEPALIVE_SECONDS = 15.0
RETRY_MS = 1000
"""The reconnection delay the browser is told to use after a drop (``retry:``)."""
KNOWN_EVENTS_BYTES = 4 * 1024 * 1024
"""The hub's memory of events' versions (about 100 bytes each): the least recently heard of go first."""
PARTS = ("page", "board")
"""The live parts a stream can ask to receive (``?part=``)."""


@dataclass(eq=False)
class Subscription:
    """One open stream: the versions (or rendered parts, as SSE bytes) still to send, oldest first."""

    event_id: int
    part: str | None = None
    queue: asyncio.Queue[int | tuple[int, bytes]] = field(default_factory=lambda: asyncio.Queue(QUEUE_LIMIT))

    def put(self, item: int | tuple[int, bytes]) -> None:
        if self.queue.full():
            self.queue.get_nowait()
        self.queue.put_nowait(item)


class LiveHub:
    """The streams of one process and the newest version known of each event."""

    def __init__(self) -> None:
        self._loop: asyncio.AbstractEventLoop | None = None
        self._subs: dict[int, set[Subscription]] = {}
        self._latest: ByteLRU[int, int] = ByteLRU(KNOWN_EVENTS_BYTES, lambda v: 100)
        self._parts: dict[tuple[int, str], int] = {}
        self._lock = threading.Lock()
        self.published = 0
        """Ticks fanned out (distinct versions), for tests and the benchmark."""

    def latest(self, event_id: int) -> int:
        return self._latest.peek(event_id) or 0

    def note(self, event_id: int, version: int) -> None:
        """The event is at ``version`` (read from the database): remember it, without a tick."""
        with self._lock:
            if version > (self._latest.peek(event_id) or 0):
                self._latest.put(event_id, version)

    def forget(self) -> None:
        """Forget every version heard of (the notices may have been missed: a reconnection)."""
        with self._lock:
            self._latest.clear()

    def subscribers(self, event_id: int) -> int:
        return len(self._subs.get(event_id, ()))

    def wants(self, event_id: int, part: str) -> bool:
        """Whether a stream of this process follows the event's live part ``part``."""
        return any(s.part == part for s in self._subs.get(event_id, ()))

    def followed(self) -> list[int]:
        """The events that have open streams on this process."""
        return list(self._subs)

    def subscribe(self, event_id: int, part: str | None = None) -> Subscription:
        """A new stream (call on the event loop); ``part``: also the rendered live part of each version."""
        self._loop = asyncio.get_running_loop()
        sub = Subscription(event_id, part)
        self._subs.setdefault(event_id, set()).add(sub)
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        subs = self._subs.get(sub.event_id)
        if subs is not None:
            subs.discard(sub)
            if not subs:
                del self._subs[sub.event_id]
                self._parts.pop((sub.event_id, "page"), None)
                self._parts.pop((sub.event_id, "board"), None)

    def publish(self, event_id: int, version: int) -> None:
        """Event ``event_id`` is at ``version`` now (from any thread)."""
        with self._lock:
            if version <= (self._latest.peek(event_id) or 0):
                return
            self._latest.put(event_id, version)
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop stopped meanwhile
                loop.call_soon_threadsafe(self._fan_out, event_id, version)

    def _fan_out(self, event_id: int, version: int) -> None:
        self.published += 1
        subs = self._subs.get(event_id)
        if subs:
            for sub in tuple(subs):
                sub.put(version)

    def push_part(self, event_id: int, part: str, version: int, html: bytes) -> None:
        """The rendered live part ``part`` of ``version`` (on the event loop): to every stream of the event
        that asked for it, once per version."""
        subs = [s for s in self._subs.get(event_id, ()) if s.part == part]
        if not subs or version <= self._parts.get((event_id, part), 0):
            return
        self._parts[(event_id, part)] = version
        text = _part_event(version, html)
        for sub in subs:
            sub.put((version, text))


def _part_event(version: int, html: bytes) -> bytes:
    data = json.dumps({"version": version, "html": html.decode("utf-8", "replace")})
    return f"id: {version}\nevent: part\ndata: {data}\n\n".encode()


def _tick(version: int) -> bytes:
    return f"id: {version}\nevent: version\ndata: {json.dumps({'version': version})}\n\n".encode()


_KEEPALIVE = b": keep-alive\n\n"


async def sse_stream(
    hub: LiveHub, event_id: int, current: int, last_seen: int | None, part: str | None = None
) -> AsyncIterator[bytes]:
    """The ``text/event-stream`` of one spectator: the version now (unless ``Last-Event-ID`` says the
    client has it), then one ``version`` event per accepted write (and with ``part``, one ``part`` event
    per rendered version), a comment every 15 s to keep proxies from closing the connection."""
    sub = hub.subscribe(event_id, part)
    shown = last_seen or 0
    try:
        sent = last_seen or 0
        yield f"retry: {RETRY_MS}\n: worker {os.getpid()}\n\n".encode()  # the comment: which process
        now = max(current, hub.latest(event_id))
        if now > sent:
            sent = now
            yield _tick(now)
        while True:
            try:
                item = await asyncio.wait_for(sub.queue.get(), KEEPALIVE_SECONDS)
            except TimeoutError:
                yield _KEEPALIVE
                continue
            if isinstance(item, tuple):
                if item[0] > shown:
                    shown = item[0]
                    yield item[1]
                continue
            version = item
            if version > sent:
                sent = version
                yield _tick(version)
    finally:
        hub.unsubscribe(sub)


class PostgresListener:
    """``LISTEN tiebreak_events`` in a thread; every notification goes to ``hub.publish`` (and to
    ``heard``). With ``parts``, also ``LISTEN`` on that channel, each payload to ``on_part``. Reconnects
    (after one second, then every five) when the connection drops; the hub then forgets the versions it
    knew, since notices may have been missed meanwhile."""

    def __init__(
        self,
        conninfo: str,
        hub: LiveHub,
        channel: str,
        *,
        heard: Callable[[int, int], None] | None = None,
        parts: str | None = None,
        on_part: Callable[[str], None] | None = None,
    ) -> None:
        self.conninfo = conninfo
        self.hub = hub
        self.channel = channel
        self.heard = heard
        self.parts = parts
        self.on_part = on_part
        self.ready = threading.Event()
        """Set once LISTEN is in force (tests wait for it)."""
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tiebreak-listen", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        import psycopg

        delay = 1.0
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.conninfo, autocommit=True) as conn:
                    conn.execute(f"LISTEN {self.channel}")
                    if self.parts:
                        conn.execute(f"LISTEN {self.parts}")
                    self.hub.forget()
                    self.ready.set()
                    delay = 1.0
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=1.0):
                            if note.channel == self.channel:
                                self._deliver(note.payload)
                            elif self.on_part is not None:
                                self.on_part(note.payload)
            except psycopg.Error:
                self.ready.clear()
                time.sleep(delay)
                delay = 5.0

    def _deliver(self, payload: str) -> None:
        event, _, version = payload.partition(":")
        if event.isdecimal() and version.isdecimal():
            self.hub.publish(int(event), int(version))
            if self.heard is not None:
                self.heard(int(event), int(version))
