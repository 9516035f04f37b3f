"""Memory soak of the live server: many events read round by round; the server's memory must level off
at the bound of its caches instead of growing with every event read.

``--events`` generated Swiss events (``benchmarks/generate.py``: ``--players`` players, ``--rounds``
rounds) are written into a fresh database by the store itself, then a real server (``tiebreak serve``
in a subprocess, loopback only) is started on it and every event is read round by round, one after
another: the standings API after each round (``GET /api/events/{id}/standings?round=r``), the spectators'
page of each round (``GET /events/{id}?round=r``) and the printable table. The resident memory of the
server and its compute workers is sampled after each event. Reported: the memory after the first event,
after each tenth of the events, the largest sample, and the reads' latency.

Usage: python benchmarks/live_soak.py [--events 100] [--players 300] [--rounds 7] [--database URL]
       [--cache-mb N] [--web-cache-mb N] [--workers 1]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generate import generate
from live_events import _pct, _serve
from live_load import _rss_kb

from tiebreak.store import EventStore


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100)
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--database", help="database URL (default: a new SQLite file)")
    parser.add_argument("--cache-mb", type=float, help="TIEBREAK_CACHE_MB of the server (default: its own)")
    parser.add_argument(
        "--web-cache-mb", type=float, help="TIEBREAK_WEB_CACHE_MB of the server (default: its own)"
    )
    parser.add_argument("--workers", type=int, default=1, help="compute workers")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        database = args.database or f"sqlite:///{tmp}/soak.sqlite3"
        started = time.monotonic()
        store = EventStore(database)
        ids = [
            store.import_trf(generate(args.players, args.rounds, seed), name=f"Soak {seed}").event_id
            for seed in range(1, args.events + 1)
        ]
        store.close()
        print(
            f"{args.events} events of {args.players} players and {args.rounds} rounds written in "
            f"{time.monotonic() - started:.0f} s",
            flush=True,
        )
        if args.cache_mb is not None:
            os.environ["TIEBREAK_CACHE_MB"] = str(args.cache_mb)
        if args.web_cache_mb is not None:
            os.environ["TIEBREAK_WEB_CACHE_MB"] = str(args.web_cache_mb)
        proc, base = _serve(database, "--workers", str(args.workers))
        try:
            return soak(args, base, proc.pid, ids)
        finally:
            proc.terminate()
            proc.wait(timeout=30)


def soak(args: argparse.Namespace, base: str, pid: int, ids: list[int]) -> int:
    samples: list[tuple[int, int]] = [(0, _rss_kb(pid))]
    latency: list[float] = []
    failures = 0
    with httpx.Client(base_url=base, timeout=120) as http:
        for n, event_id in enumerate(ids, 1):
            paths = [f"/api/events/{event_id}/standings?round={r}" for r in range(1, args.rounds + 1)]
            paths += [f"/events/{event_id}?round={r}" for r in range(1, args.rounds + 1)]
            paths.append(f"/events/{event_id}/print")
            for path in paths:
                start = time.monotonic()
                r = http.get(path)
                latency.append((time.monotonic() - start) * 1000)
                failures += r.status_code != 200
            samples.append((n, _rss_kb(pid)))
    mb = [kb / 1024 for _, kb in samples]
    step = max(1, len(ids) // 10)
    print(
        f"reads: {len(latency)} ({failures} not 200), p50 {_pct(latency, 0.5):.0f} ms, "
        f"p99 {_pct(latency, 0.99):.0f} ms"
    )
    print(
        "server memory (RSS, server and workers) after N events: "
        + ", ".join(f"{n}: {kb / 1024:.0f} MB" for n, kb in samples if n % step == 0 or n in (0, 1))
    )
    print(f"largest {max(mb):.0f} MB; last tenth {min(mb[-step:]):.0f}-{max(mb[-step:]):.0f} MB")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
