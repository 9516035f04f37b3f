"""The notification hub of the live pages (no database): versions only move forward, each stream gets
each version once, a slow stream keeps the newest ticks, and the SSE text is what browsers parse."""

from __future__ import annotations

import asyncio

from tiebreak.web.live import QUEUE_LIMIT, LiveHub, sse_stream


def test_each_version_reaches_each_stream_once_and_never_backwards() -> None:
    async def scenario() -> list[list[int]]:
        hub = LiveHub()
        subs = [hub.subscribe(7), hub.subscribe(7)]
        other = hub.subscribe(8)
        for version in (3, 3, 2, 4):  # 3 heard twice (listener and NOTIFY), 2 is older
            hub.publish(7, version)
        await asyncio.sleep(0)
        assert other.queue.empty()
        return [[s.queue.get_nowait() for _ in range(s.queue.qsize())] for s in subs]

    assert asyncio.run(scenario()) == [[3, 4], [3, 4]]


def test_a_slow_stream_keeps_the_newest_ticks() -> None:
    async def scenario() -> list[int]:
        hub = LiveHub()
        sub = hub.subscribe(1)
        for version in range(1, QUEUE_LIMIT + 11):
            hub.publish(1, version)
        await asyncio.sleep(0)
        return [sub.queue.get_nowait() for _ in range(sub.queue.qsize())]

    kept = asyncio.run(scenario())
    assert len(kept) == QUEUE_LIMIT and kept[-1] == QUEUE_LIMIT + 10


def test_the_stream_starts_with_retry_and_the_current_version() -> None:
    async def scenario() -> list[bytes]:
        hub = LiveHub()
        stream = sse_stream(hub, 5, current=9, last_seen=None)
        first = await anext(stream)
        second = await anext(stream)
        hub.publish(5, 10)
        third = await anext(stream)
        await stream.aclose()
        assert hub.subscribers(5) == 0
        return [first, second, third]

    first, second, third = asyncio.run(scenario())
    assert first.startswith(b"retry: 1000\n: worker ")
    assert second == b'id: 9\nevent: version\ndata: {"version": 9}\n\n'
    assert third == b'id: 10\nevent: version\ndata: {"version": 10}\n\n'


def test_a_reconnecting_client_that_has_the_version_gets_no_repeat() -> None:
    async def scenario() -> bytes:
        hub = LiveHub()
        stream = sse_stream(hub, 5, current=9, last_seen=9)
        await anext(stream)  # retry
        hub.publish(5, 10)
        tick = await anext(stream)
        await stream.aclose()
        return tick

    assert asyncio.run(scenario()).startswith(b"id: 10\n")
