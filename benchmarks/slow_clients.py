"""Slow clients against ``tiebreak serve --max-connections 300``: 320 sockets each send one header line
every 4 s (and open again when the server closes them), while ordinary requests are timed.

A real server (``tiebreak serve`` in a subprocess, loopback only, bounded by ``--duration``) takes the
slow sockets first; once they are all open, one client sends ``--requests`` ordinary requests (the
calculator's catalogue ``GET /api/tiebreaks`` and the empty page ``GET /``) one after another. Reported:
their latency (p50, p99, max), how many were answered 200, got 503 or failed, and how many times the
server closed a slow socket (header deadline, or room made at the limit).

Usage: python benchmarks/slow_clients.py [--slow 320] [--interval 4] [--max-connections 300]
       [--requests 200] [--duration 60]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from live_events import _pct, _serve


class Slow:
    """One slow client: a header line every ``interval`` seconds, a new connection when closed."""

    def __init__(self) -> None:
        self.opened = 0
        self.closed_by_server = 0

    async def run(
        self,
        host: str,
        port: int,
        interval: float,
        stop: asyncio.Event,
        ready: asyncio.Event,
        counter: list[int],
        total: int,
    ) -> None:
        first = True
        while not stop.is_set():
            try:
                reader, writer = await asyncio.open_connection(host, port)
            except OSError:
                await asyncio.sleep(0.5)
                continue
            self.opened += 1
            if first:
                first = False
                counter[0] += 1
                if counter[0] == total:
                    ready.set()
            try:
                writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n")
                n = 0
                while not stop.is_set():
                    try:
                        data = await asyncio.wait_for(reader.read(4096), interval)
                    except TimeoutError:
                        writer.write(f"X-Slow-{n}: 1\r\n".encode())
                        n += 1
                        continue
                    if not data:
                        self.closed_by_server += 1
                        break
            except OSError:
                self.closed_by_server += 1
            finally:
                writer.close()


async def ordinary(host: str, port: int, path: str) -> tuple[float, int]:
    start = time.monotonic()
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), 10)
        writer.write(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        head = await asyncio.wait_for(reader.readuntil(b"\r\n"), 10)
        await asyncio.wait_for(reader.read(), 10)
        writer.close()
        return time.monotonic() - start, int(head.split()[1])
    except (OSError, TimeoutError, asyncio.IncompleteReadError, IndexError, ValueError):
        return time.monotonic() - start, 0


async def run(args: argparse.Namespace, base: str) -> int:
    host, port = base.split("//")[1].split(":")
    stop, ready = asyncio.Event(), asyncio.Event()
    counter = [0]
    slow = [Slow() for _ in range(args.slow)]
    tasks = [
        asyncio.create_task(s.run(host, int(port), args.interval, stop, ready, counter, args.slow))
        for s in slow
    ]
    await asyncio.wait_for(ready.wait(), 60)
    await asyncio.sleep(1)
    print(
        f"{args.slow} slow sockets open (a header line every {args.interval:g} s), --max-connections "
        f"{args.max_connections}",
        flush=True,
    )
    times: list[float] = []
    statuses: dict[int, int] = {}
    start = time.monotonic()
    for i in range(args.requests):
        if time.monotonic() - start > args.duration:
            break
        took, status = await ordinary(host, int(port), "/api/tiebreaks" if i % 2 else "/")
        times.append(took * 1000)
        statuses[status] = statuses.get(status, 0) + 1
        await asyncio.sleep(max(0.0, args.duration / args.requests - took))
    stop.set()
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    ok = statuses.get(200, 0)
    print(
        f"ordinary requests: {len(times)}, answered 200: {ok}, 503: {statuses.get(503, 0)}, failed: "
        f"{statuses.get(0, 0)}"
    )
    print(f"latency: p50={_pct(times, 0.5):.1f} ms p99={_pct(times, 0.99):.1f} ms max={max(times):.1f} ms")
    print(
        f"slow sockets: {sum(s.opened for s in slow)} connections opened, "
        f"{sum(s.closed_by_server for s in slow)} closed by the server"
    )
    return 0 if ok == len(times) and _pct(times, 0.99) < 1000 else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--slow", type=int, default=320, help="slow sockets")
    parser.add_argument("--interval", type=float, default=4.0, help="seconds between header lines")
    parser.add_argument("--max-connections", type=int, default=300)
    parser.add_argument("--requests", type=int, default=200, help="ordinary requests")
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of ordinary requests")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        proc, base = _serve(
            f"sqlite:///{tmp}/slow.sqlite3", "--max-connections", str(args.max_connections), "--workers", "1"
        )
        try:
            return asyncio.run(run(args, base))
        finally:
            proc.terminate()
            proc.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main())
