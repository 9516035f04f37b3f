"""Live pages under load: one event, 500 players, 300 spectators on the SSE stream, results at 5 per
second (loopback only, bounded by ``--duration``).

A real server (``tiebreak serve``, a subprocess; ``--processes N`` with a PostgreSQL ``--database``)
holds one event with ``--players`` players; its rounds are paired at random as the run goes (a round
is paired when the previous one is complete). ``--spectators`` streams (``GET /api/events/{id}/stream``,
plain asyncio sockets, one process) follow it while one writer enters a result every ``1/--rate``
seconds (``PUT …/boards/{b}/result``); once ``--rounds`` rounds are complete the results are corrections
of the last round (the event stops growing, so its memory should not). Reported:

* delivery: every spectator must receive every version of the event from the first to the last (the
  pairings' versions too); a missing one is counted per spectator;
* latency of each result, from the writer's receipt of the answer (the result is accepted) to each
  spectator's receipt of that version's tick (0 when the tick came first), and from sending the write;
* the server's memory (resident set of the server, its HTTP processes and compute workers) sampled
  every 5 s: first and last minute, and the largest sample.

Usage: python benchmarks/live_load.py [--database URL] [--processes 1] [--workers 1] [--players 500]
       [--spectators 300] [--rate 5] [--duration 60] [--rounds 11] [--seed 2026]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from live_events import _pct, _serve

CODES = ("1-0", "½-½", "0-1")
TICK = re.compile(rb'data: \{"version": (\d+)\}')


def _rss_kb(pid: int) -> int:
    """Resident memory of ``pid`` and all its descendants (HTTP processes, compute workers)."""
    total = 0
    todo = [pid]
    while todo:
        p = todo.pop()
        try:
            for task in Path(f"/proc/{p}/task").iterdir():
                todo += [int(c) for c in (task / "children").read_text().split()]
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total


class Spectator:
    def __init__(self) -> None:
        self.seen: dict[int, float] = {}
        self.worker = b""

    async def follow(
        self, host: str, port: int, path: str, opened: asyncio.Event, counter: list[int], total: int
    ) -> None:
        reader, writer = await asyncio.open_connection(host, port)
        writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n\r\n".encode())
        await writer.drain()
        buffer = b""
        first = True
        try:
            while True:
                data = await reader.read(65536)
                if not data:
                    return
                now = time.monotonic()
                buffer += data
                if first and b"worker " in buffer:
                    first = False
                    self.worker = buffer.split(b"worker ", 1)[1].split(b"\n", 1)[0]
                    counter[0] += 1
                    if counter[0] == total:
                        opened.set()
                end = 0
                for m in TICK.finditer(buffer):
                    self.seen.setdefault(int(m.group(1)), now)
                    end = m.end()
                buffer = buffer[end:] if end else buffer[-200:]
        finally:
            writer.close()


async def run(args: argparse.Namespace, base: str, pid: int) -> int:
    rng = random.Random(args.seed)
    http = httpx.AsyncClient(base_url=base, timeout=30)
    r = await http.post(
        "/api/events", json={"name": "Load Open", "rounds": 11, "tiebreaks": "BH/C1,BH,SB,DE"}
    )
    event_id, token = r.json()["id"], r.json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    for i in range(args.players):
        r = await http.post(
            f"/api/events/{event_id}/players",
            headers=auth,
            json={"name": f"Player {i + 1:03d}", "rating": 2600 - i},
        )
        assert r.status_code == 201, r.text
    host, port = base.split("//")[1].split(":")
    opened = asyncio.Event()
    counter = [0]
    spectators = [Spectator() for _ in range(args.spectators)]
    tasks = []
    for s in spectators:  # one at a time, so that the workers' accept loops share them
        tasks.append(
            asyncio.create_task(
                s.follow(host, int(port), f"/api/events/{event_id}/stream", opened, counter, args.spectators)
            )
        )
        await asyncio.sleep(0.01)
    await asyncio.wait_for(opened.wait(), 60)
    workers = Counter(s.worker.decode() for s in spectators)
    print(
        f"event {event_id}: {args.players} players, {args.spectators} spectators on "
        f"{len(workers)} worker process(es) ({', '.join(map(str, workers.values()))})",
        flush=True,
    )

    snos = list(range(1, args.players + 1))
    pending: list[int] = []
    rnd = 0
    first_version = (await http.get(f"/api/events/{event_id}")).json()["version"]
    version = first_version  # the only writer: every accepted write is the next version
    writes: list[tuple[int, float, float]] = []  # (event version, sent, accepted)
    memory: list[tuple[float, int]] = []
    start = time.monotonic()
    next_sample = start
    k = 0
    results: dict[int, tuple[str, int]] = {}  # board of the last round -> (result, board version)
    while time.monotonic() - start < args.duration:
        if not pending and rnd < args.rounds:
            rnd += 1
            rng.shuffle(snos)
            boards = [
                {"board": i + 1, "white": snos[2 * i], "black": snos[2 * i + 1]}
                for i in range(len(snos) // 2)
            ]
            r = await http.put(
                f"/api/events/{event_id}/rounds/{rnd}/pairings", headers=auth, json={"boards": boards}
            )
            assert r.status_code == 200, r.text
            version += 1
            pending = [b["board"] for b in boards]
            rng.shuffle(pending)
            results = {}
        due = start + k / args.rate
        await asyncio.sleep(max(0.0, due - time.monotonic()))
        if pending:
            board, headers, body = pending.pop(), auth, {"result": rng.choice(CODES)}
        else:  # every planned round is in: corrections of the last one (the event stops growing)
            board = rng.choice(list(results))
            old, seq = results[board]
            body = {"result": rng.choice([c for c in CODES if c != old]), "reason": "benchmark correction"}
            headers = {**auth, "If-Match": f'"{seq}"'}
        sent = time.monotonic()
        r = await http.put(
            f"/api/events/{event_id}/rounds/{rnd}/boards/{board}/result", headers=headers, json=body
        )
        accepted = time.monotonic()
        assert r.status_code == 200, r.text
        results[board] = (body["result"], int(r.headers["etag"].strip('"')))
        version += 1
        writes.append((version, sent, accepted))
        k += 1
        if accepted >= next_sample:
            memory.append((accepted - start, _rss_kb(pid)))
            next_sample += 5
    elapsed = time.monotonic() - start
    last_version = (await http.get(f"/api/events/{event_id}")).json()["version"]
    assert last_version == version, (last_version, version)
    await asyncio.sleep(2)  # the last ticks
    memory.append((time.monotonic() - start, _rss_kb(pid)))
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await http.aclose()
    return report(args, spectators, writes, first_version, last_version, memory, elapsed)


def report(
    args: argparse.Namespace,
    spectators: list[Spectator],
    writes: list[tuple[int, float, float]],
    first_version: int,
    last_version: int,
    memory: list[tuple[float, int]],
    elapsed: float,
) -> int:
    wanted = set(range(first_version + 1, last_version + 1))
    missing = [len(wanted - set(s.seen)) for s in spectators]
    after_ack: list[float] = []
    after_send: list[float] = []
    for version, sent, accepted in writes:
        for s in spectators:
            at = s.seen.get(version)
            if at is not None:
                after_ack.append(max(0.0, at - accepted) * 1000)
                after_send.append((at - sent) * 1000)
    print(
        f"{len(writes)} results in {elapsed:.0f} s ({len(writes) / elapsed:.2f}/s), versions "
        f"{first_version + 1}..{last_version}"
    )
    print(
        f"delivery: {sum(1 for m in missing if m == 0)}/{len(spectators)} spectators saw every version; "
        f"missing ticks in all: {sum(missing)}"
    )
    for label, values in (("accepted -> received", after_ack), ("sent -> received", after_send)):
        print(
            f"{label}: n={len(values)} p50={_pct(values, 0.5):.1f} ms p90={_pct(values, 0.9):.1f} ms "
            f"p99={_pct(values, 0.99):.1f} ms max={max(values):.1f} ms"
        )
    first = [kb for t, kb in memory if t <= 60] or [memory[0][1]]
    last = [kb for t, kb in memory if t >= memory[-1][0] - 60] or [memory[-1][1]]
    mb = [kb / 1024 for _, kb in memory]
    print(
        f"server memory (RSS): first minute {min(first) / 1024:.1f}-{max(first) / 1024:.1f} MB, "
        f"last minute {min(last) / 1024:.1f}-{max(last) / 1024:.1f} MB, largest {max(mb):.1f} MB "
        f"({len(memory)} samples)"
    )
    print(
        "memory by minute (MB): "
        + ", ".join(
            f"{t / 60:.0f}: {kb / 1024:.1f}" for t, kb in memory if round(t) % 60 < 5 or t == memory[-1][0]
        )
    )
    return 0 if sum(missing) == 0 else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", help="database URL (default: a new SQLite file)")
    parser.add_argument("--processes", type=int, default=1, help="HTTP processes (PostgreSQL only)")
    parser.add_argument("--workers", type=int, default=1, help="compute workers of each process")
    parser.add_argument("--players", type=int, default=500)
    parser.add_argument("--spectators", type=int, default=300)
    parser.add_argument("--rate", type=float, default=5.0, help="results per second")
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of results")
    parser.add_argument(
        "--rounds",
        type=int,
        default=11,
        help="rounds paired (at most 11); once the last is complete, results are corrections",
    )
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        database = args.database or f"sqlite:///{tmp}/load.sqlite3"
        proc, base = _serve(database, "--processes", str(args.processes), "--workers", str(args.workers))
        try:
            return asyncio.run(run(args, base, proc.pid))
        finally:
            proc.terminate()
            proc.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main())
