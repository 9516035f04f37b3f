"""Live events past one process: N events × M spectators on PostgreSQL, P server processes, R results a
second; for each spectator, the time from a result's acknowledgement until it HAS the new table.

The events (``--events``, each ``--players`` players with round 1 paired) are written by the store
itself into the database, then a real server is started (``tiebreak serve --processes P --workers W``
in a subprocess, loopback only). The spectators are held by ``--clients`` load-generating processes (one
event loop each, so that the generator is not what falls behind), which open the streams ``--open-rate``
a second in all, as a crowd arrives; every spectator opens the event's stream as the page's script does,
and reopens it after any failure as a browser's ``EventSource`` does (after about a second), each
failure counted as an error with its reason (refused, no answer, an HTTP status, closed):

* ``--mode push`` (default): ``GET /api/events/{id}/stream?part=page``; the new table arrives in the
  stream (``event: part``), and the spectator has it when that event has arrived whole;
* ``--mode fetch``: ``GET /api/events/{id}/stream``, and on each ``version`` notice
  ``GET /events/{id}/live`` with ``If-None-Match`` on a second connection (again 250 ms later while
  the answer is older than the notice, as ``live.js`` does: that connection may reach a process that
  has not heard of the write yet); the spectator has the table when that answer has arrived whole.

One writer enters ``--rate`` results a second (``PUT …/boards/{b}/result``, corrections with
``If-Match``, spread over the events at random, a few in flight at once) for ``--duration`` seconds.
Reported: per spectator and result, the delay from the writer's receipt of the acknowledgement to the
spectator having a table of that version or a later one (p50, p90, p99, max; also per serving process);
results whose table some spectator never received; every error of the spectators' connections, by reason,
and the streams that never opened; failed writes; the writes' own latency; per server process its CPU
(seconds and share of one core during the results) and resident memory, and how many spectators it
served; the same for the load-generating processes. The exit status is 0 only when nothing failed and
the p99 is under 1 s.

Usage: python benchmarks/live_scale.py --database postgresql://… | --start-postgres
       [--events 200] [--spectators 50] [--processes 4] [--workers 1] [--rate 20] [--duration 60]
       [--players 20] [--mode push|fetch] [--seed 2026] [--clients 2] [--open-rate 250]
       [--open-within 180] [--server-log FILE]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import random
import re
import resource
import sys
import time
from collections import Counter
from multiprocessing.connection import Connection
from multiprocessing.sharedctypes import Synchronized
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from live_events import _pct, _serve

from tiebreak.store import EventStore, board_inputs, event_settings, player_input

PART = re.compile(rb'event: part\ndata: \{"version": (\d+), "html": ')
TICK = re.compile(rb'event: version\ndata: \{"version": (\d+)\}\n\n')
RESULTS = ("1-0", "½-½", "0-1")


def _processes(root: int) -> dict[int, int]:
    """``root`` and its descendants, with their depth below ``root``."""
    out, todo = {}, [(root, 0)]
    while todo:
        pid, depth = todo.pop()
        out[pid] = depth
        try:
            for task in Path(f"/proc/{pid}/task").iterdir():
                todo += [(int(c), depth + 1) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return out


def _usage(pid: int, depth: int, several: bool) -> tuple[float, int, str]:
    """CPU seconds used, resident kB, and the kind of one process of the server."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        fields = stat.rsplit(")", 1)[1].split()
        ticks = int(fields[11]) + int(fields[12])
        rss = next(
            int(line.split()[1])
            for line in Path(f"/proc/{pid}/status").read_text().splitlines()
            if line.startswith("VmRSS:")
        )
        cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except (OSError, StopIteration, IndexError, ValueError):
        return 0.0, 0, ""
    if "resource_tracker" in cmd:
        kind = "resource tracker"
    elif depth == 0:
        kind = "supervisor" if several else "HTTP process"
    elif depth == 1 and several:
        kind = "HTTP process"
    else:
        kind = "compute worker"
    return ticks / 100, rss, kind


class Spectator:
    """One spectator's page: its stream, reopened as a browser's ``EventSource`` does after any failure
    (each failure counted, by its reason)."""

    def __init__(self, event_id: int) -> None:
        self.event_id = event_id
        self.has: dict[int, float] = {}
        """Version -> when this spectator had that version's table whole (``time.monotonic``, which is the
        same clock in every process of the machine)."""
        self.worker = b""
        self.errors: Counter[str] = Counter()
        self.connected = False
        self.last = 0
        """The last version the stream named (sent as ``Last-Event-ID`` when it reopens)."""

    async def follow(
        self, host: str, port: int, mode: str, opened: list[int], stop: asyncio.Event, rng: random.Random
    ) -> None:
        while not stop.is_set():
            reason = await self._session(host, port, mode, opened, stop)
            if stop.is_set():
                return
            self.errors[reason] += 1
            # EventSource reopens after the server's "retry:" (1 s); a little jitter spreads the crowd
            await asyncio.sleep(1.0 + rng.random())

    async def _session(self, host: str, port: int, mode: str, opened: list[int], stop: asyncio.Event) -> str:
        """One connection of the stream, until it fails (the reason) or the run stops."""
        query = "?part=page" if mode == "push" else ""
        resume = f"Last-Event-ID: {self.last}\r\n" if self.last else ""
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), 30)
        except TimeoutError:
            return "connect: no answer in 30 s"
        except OSError as exc:
            return f"connect: {type(exc).__name__}"
        fetcher: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
        etag = ""
        writer.write(
            f"GET /api/events/{self.event_id}/stream{query} HTTP/1.1\r\nHost: {host}\r\n"
            f"Accept: text/event-stream\r\n{resume}\r\n".encode()
        )
        buffer = b""
        began = False
        try:
            try:
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 60)
            except TimeoutError:
                return "no response in 60 s"
            except asyncio.IncompleteReadError:
                return "closed before the response"
            status = head.split(b" ", 2)[1]
            if status != b"200":
                return f"HTTP {status.decode(errors='replace')}"
            while not stop.is_set():
                data = await reader.read(1 << 16)
                if not data:
                    return "closed by the server" if began else "closed before the first event"
                buffer += data
                if not began and b"worker " in buffer:
                    began = True
                    self.worker = buffer.split(b"worker ", 1)[1].split(b"\n", 1)[0]
                    if not self.connected:
                        self.connected = True
                        opened[0] += 1
                end = 0
                if mode == "push":
                    for m in PART.finditer(buffer):
                        close = buffer.find(b"\n\n", m.end())
                        if close < 0:
                            break
                        version = int(m.group(1))
                        self.has.setdefault(version, time.monotonic())
                        self.last = max(self.last, version)
                        end = close + 2
                for m in TICK.finditer(buffer):
                    version = int(m.group(1))
                    self.last = max(self.last, version)
                    end = max(end, m.end())
                    if mode != "fetch":
                        continue
                    for _ in range(40):  # as live.js: again 250 ms later while behind the notice
                        if any(v >= version for v in self.has):
                            break
                        fetcher, etag = await self._fetch(host, port, fetcher, etag, version)
                        if fetcher is None:  # the kept-alive connection was closed: a new one
                            fetcher, etag = await self._fetch(host, port, None, etag, version)
                        if not any(v >= version for v in self.has):
                            await asyncio.sleep(0.25)  # another process had not heard of it yet
                if end:
                    buffer = buffer[end:]
                elif len(buffer) > 1 << 22:
                    buffer = buffer[-(1 << 20) :]
            return ""
        except OSError as exc:
            return f"stream: {type(exc).__name__}"
        finally:
            writer.close()
            if fetcher is not None:
                fetcher[1].close()

    async def _fetch(
        self,
        host: str,
        port: int,
        conn: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None,
        etag: str,
        version: int,
    ) -> tuple[tuple[asyncio.StreamReader, asyncio.StreamWriter] | None, str]:
        """``GET /events/{id}/live`` as the page's script does after a notice (keep-alive connection)."""
        reused = conn is not None
        try:
            if conn is None:
                conn = await asyncio.open_connection(host, port)
            reader, writer = conn
            match = f"If-None-Match: {etag}\r\n" if etag else ""
            writer.write(f"GET /events/{self.event_id}/live HTTP/1.1\r\nHost: {host}\r\n{match}\r\n".encode())
            head = await reader.readuntil(b"\r\n\r\n")
            status = int(head.split(b" ", 2)[1])
            length = int(re.search(rb"(?i)content-length: (\d+)", head).group(1)) if status == 200 else 0
            await reader.readexactly(length)
            found = re.search(rb'(?i)etag: (W/"\d+")', head)
            etag = found.group(1).decode() if found else etag
            served = re.search(rb"(?i)x-event-version: (\d+)", head)
            now = time.monotonic()
            if status == 200 and served:
                self.has.setdefault(int(served.group(1)), now)
            elif status != 304:
                self.errors[f"fetch: HTTP {status}"] += 1
            return conn, etag
        except (OSError, asyncio.IncompleteReadError, ValueError, AttributeError) as exc:
            if not reused:  # a kept-alive connection closed meanwhile is not an error: the caller retries
                self.errors[f"fetch: {type(exc).__name__}"] += 1
            return None, etag


Outcome = tuple[int, bytes, dict[int, float], dict[str, int], bool]
"""What a client process reports of one spectator: event, serving process, versions had, errors, opened."""


def client(
    conn: Connection,
    opened: Synchronized[int],
    host: str,
    port: int,
    mode: str,
    event_ids: list[int],
    open_rate: float,
    seed: int,
) -> None:
    """One load-generating process: its spectators on one event loop, their streams opened ``open_rate``
    a second; on the parent's word, what each had."""
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    async def main() -> list[Outcome]:
        loop = asyncio.get_running_loop()
        stop = asyncio.Event()

        def word() -> None:  # the parent's word (or its end)
            loop.remove_reader(conn.fileno())
            stop.set()

        loop.add_reader(conn.fileno(), word)
        rng = random.Random(seed)
        spectators = [Spectator(e) for e in event_ids]
        count = [0]
        tasks = []
        started = time.monotonic()
        for k, s in enumerate(spectators):
            await asyncio.sleep(max(0.0, started + k / open_rate - time.monotonic()))
            if stop.is_set():
                break
            tasks.append(asyncio.create_task(s.follow(host, port, mode, count, stop, rng)))
            opened.value = count[0]
        while not stop.is_set():
            opened.value = count[0]
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 0.2)
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return [(s.event_id, s.worker, s.has, dict(s.errors), s.connected) for s in spectators]

    conn.send(asyncio.run(main()))
    conn.close()


def prepare(database: str, events: int, players: int) -> list[tuple[int, str, int, int]]:
    """The events, written by the store: (id, organiser token, boards of round 1, version)."""
    store = EventStore(database)
    out = []
    try:
        for n in range(events):
            created = store.create_event(
                event_settings({"name": f"Scale {n + 1}", "rounds": 9, "tiebreaks": "BH/C1,BH,SB,DE"})
            )
            for i in range(players):
                store.add_player(
                    created.event_id,
                    created.token,
                    player_input({"name": f"Player {i + 1:02d}", "rating": 2400 - 10 * i}),
                )
            boards = [{"board": b + 1, "white": 2 * b + 1, "black": 2 * b + 2} for b in range(players // 2)]
            w = store.set_pairings(created.event_id, created.token, 1, board_inputs(boards))
            out.append((created.event_id, created.token, players // 2, w.version))
    finally:
        store.close()
    return out


async def run(args: argparse.Namespace, base: str, root: int, events: list[tuple[int, str, int, int]]) -> int:
    host, port = base.split("//")[1].split(":")
    rng = random.Random(args.seed)
    watchers = [e for e, _, _, _ in events for _ in range(args.spectators)]
    rng.shuffle(watchers)
    context = multiprocessing.get_context("spawn")
    clients = []
    for n in range(args.clients):
        mine, theirs = context.Pipe()
        opened = context.Value("i", 0, lock=False)
        proc = context.Process(
            target=client,
            args=(
                theirs,
                opened,
                host,
                int(port),
                args.mode,
                watchers[n :: args.clients],
                args.open_rate / args.clients,
                args.seed + n,
            ),
            daemon=True,
        )
        proc.start()
        clients.append((proc, mine, opened))
    total = len(watchers)
    began = time.monotonic()
    while sum(o.value for _, _, o in clients) < total and time.monotonic() - began < args.open_within:
        await asyncio.sleep(0.5)
    count = sum(o.value for _, _, o in clients)
    print(
        f"{count} of {total} streams opened in {time.monotonic() - began:.0f} s "
        f"({args.clients} client processes, {args.open_rate:g} new streams a second)",
        flush=True,
    )
    await asyncio.sleep(2)
    several = args.processes > 1
    before = {pid: _usage(pid, depth, several) for pid, depth in _processes(root).items()}
    before_clients = {p.pid: _usage(p.pid, 1, False) for p, _, _ in clients if p.pid}
    before_self = _usage(os.getpid(), 1, False)
    started = time.monotonic()
    writes: list[tuple[int, int, float, float]] = []  # event, version, sent, acknowledged
    failed: Counter[str] = Counter()
    boards: dict[tuple[int, int], tuple[str, int]] = {}
    versions = {e: v for e, _, _, v in events}  # one write at a time per event: each is the next version
    limits = asyncio.Semaphore(8)
    http = httpx.AsyncClient(base_url=base, timeout=30, limits=httpx.Limits(max_connections=8))

    async def write(event_id: int, token: str, board: int) -> None:
        async with limits:
            old, seq = boards.get((event_id, board), ("", 0))
            result = rng.choice([r for r in RESULTS if r != old])
            headers = {"Authorization": f"Bearer {token}"}
            if seq:
                headers["If-Match"] = f'"{seq}"'
            sent = time.monotonic()
            try:
                r = await http.put(
                    f"/api/events/{event_id}/rounds/1/boards/{board}/result",
                    headers=headers,
                    json={"result": result, "reason": "benchmark"},
                )
            except httpx.HTTPError as exc:
                failed[type(exc).__name__] += 1
                return
            acknowledged = time.monotonic()
            if r.status_code != 200:
                failed[str(r.status_code)] += 1
                return
            boards[(event_id, board)] = (result, int(r.headers["etag"].strip('"')))  # the board's version
            versions[event_id] += 1
            writes.append((event_id, versions[event_id], sent, acknowledged))

    pending: set[asyncio.Task[None]] = set()
    busy: set[int] = set()
    k = 0
    while time.monotonic() - started < args.duration:
        await asyncio.sleep(max(0.0, started + k / args.rate - time.monotonic()))
        k += 1
        event_id, token, count, _ = events[rng.randrange(len(events))]
        board = rng.randrange(1, count + 1)
        if event_id in busy:
            continue
        busy.add(event_id)
        task = asyncio.create_task(write(event_id, token, board))
        pending.add(task)
        task.add_done_callback(pending.discard)
        task.add_done_callback(lambda _, key=event_id: busy.discard(key))
    await asyncio.gather(*pending)
    elapsed = time.monotonic() - started
    await asyncio.sleep(3)  # the last tables
    after = {pid: _usage(pid, depth, several) for pid, depth in _processes(root).items()}
    after_clients = {p.pid: _usage(p.pid, 1, False) for p, _, _ in clients if p.pid}
    after_self = _usage(os.getpid(), 1, False)
    await http.aclose()
    outcomes: list[Outcome] = []
    for _, conn, _ in clients:
        conn.send("stop")
    for proc, conn, _ in clients:
        outcomes += await asyncio.to_thread(conn.recv)
        proc.join(10)
    load = {pid: (before_clients[pid], after_clients[pid]) for pid in after_clients}
    load[os.getpid()] = (before_self, after_self)
    return report(args, outcomes, writes, failed, before, after, elapsed, load)


def report(
    args: argparse.Namespace,
    outcomes: list[Outcome],
    writes: list[tuple[int, int, float, float]],
    failed: Counter[str],
    before: dict[int, tuple[float, int, str]],
    after: dict[int, tuple[float, int, str]],
    elapsed: float,
    load: dict[int, tuple[tuple[float, int, str], tuple[float, int, str]]],
) -> int:
    by_event: dict[int, list[Outcome]] = {}
    for o in outcomes:
        by_event.setdefault(o[0], []).append(o)
    delays: list[float] = []
    per_process: dict[bytes, list[float]] = {}
    missing = 0
    for event_id, version, _, acknowledged in writes:
        for _, worker, has, _, connected in by_event.get(event_id, []):
            if not connected:
                continue
            at = min((t for v, t in has.items() if v >= version), default=None)
            if at is None:
                missing += 1
            else:
                delays.append(max(0.0, at - acknowledged) * 1000)
                per_process.setdefault(worker, []).append(delays[-1])
    workers = Counter(o[1].decode() for o in outcomes if o[4])
    print(
        f"{len(by_event)} events × {args.spectators} spectators = {len(outcomes)} streams on "
        f"{len(workers)} process(es) ({', '.join(str(n) for n in workers.values())}), mode {args.mode}"
    )
    write_ms = [(a - s) * 1000 for _, _, s, a in writes]
    print(
        f"{len(writes)} results acknowledged in {elapsed:.0f} s ({len(writes) / elapsed:.1f}/s); "
        f"failed writes: {dict(failed) or 0}; write latency p50 {_pct(write_ms, 0.5):.0f} ms, "
        f"p99 {_pct(write_ms, 0.99):.0f} ms, max {max(write_ms, default=0):.0f} ms"
    )
    if delays:
        print(
            f"acknowledged -> spectator has the table: n={len(delays)} p50={_pct(delays, 0.5):.0f} ms "
            f"p90={_pct(delays, 0.9):.0f} ms p99={_pct(delays, 0.99):.0f} ms max={max(delays):.0f} ms"
        )
        for worker, values in sorted(per_process.items()):
            print(
                f"  spectators of process {worker.decode()}: n={len(values)} p50={_pct(values, 0.5):.0f} ms "
                f"p99={_pct(values, 0.99):.0f} ms max={max(values):.0f} ms"
            )
    errors: Counter[str] = Counter()
    for o in outcomes:
        errors.update(o[3])
    unopened = sum(1 for o in outcomes if not o[4])
    print(
        f"errors: {errors.total()} on the spectators' connections {dict(errors.most_common()) or ''}; "
        f"{unopened} streams never opened; {missing} (spectator, result) pairs without the table at the "
        "end"
    )
    for pid in sorted(after):
        cpu0 = before.get(pid, (0.0, 0, ""))[0]
        cpu, rss, kind = after[pid]
        if kind and kind != "resource tracker":
            share = (cpu - cpu0) / elapsed * 100
            print(
                f"  pid {pid} {kind}: CPU {cpu - cpu0:.1f} s ({share:.0f}% of a core), "
                f"RSS {rss / 1024:.0f} MB"
            )
    for pid, ((cpu0, _, _), (cpu, rss, _)) in sorted(load.items()):
        kind = "writer (this process)" if pid == os.getpid() else "load-generating client"
        print(
            f"  pid {pid} {kind}: CPU {cpu - cpu0:.1f} s ({(cpu - cpu0) / elapsed * 100:.0f}% of a core), "
            f"RSS {rss / 1024:.0f} MB"
        )
    ok = failed.total() == 0 and errors.total() == 0 and missing == 0 and unopened == 0
    return 0 if ok and delays and _pct(delays, 0.99) < 1000 else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", help="a PostgreSQL database URL (its events are added to)")
    parser.add_argument(
        "--start-postgres",
        action="store_true",
        help="start a throwaway PostgreSQL cluster (initdb/pg_ctl, as the tests do)",
    )
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--spectators", type=int, default=50, help="per event")
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--workers", type=int, default=1, help="compute workers per process")
    parser.add_argument("--rate", type=float, default=20.0, help="results a second")
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--players", type=int, default=20, help="per event")
    parser.add_argument("--mode", choices=("push", "fetch"), default="push")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--clients",
        type=int,
        default=2,
        help="load-generating processes holding the streams (one event loop each)",
    )
    parser.add_argument(
        "--open-rate",
        type=float,
        default=250.0,
        help="new streams a second, over all clients (a crowd arriving, not all at once)",
    )
    parser.add_argument(
        "--open-within",
        type=float,
        default=180.0,
        help="seconds the streams have to open before the results start",
    )
    parser.add_argument("--server-log", help="write the server's standard error to this file")
    args = parser.parse_args(argv)
    if not args.database and not args.start_postgres:
        parser.error("give --database postgresql://… or --start-postgres")
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    cluster = None
    if args.start_postgres:
        from store_databases import _Cluster

        cluster = _Cluster()
        args.database = cluster.url
    try:
        started = time.monotonic()
        events = prepare(args.database, args.events, args.players)
        print(f"{len(events)} events written in {time.monotonic() - started:.0f} s", flush=True)
        extra = ["--processes", str(args.processes)] if args.processes > 1 else []
        if args.server_log:
            import subprocess

            import live_events

            log = open(args.server_log, "wb")  # noqa: SIM115  # open for the server's whole life
            popen = subprocess.Popen

            def logged(*a: object, **k: object) -> subprocess.Popen[bytes]:
                k["stderr"] = log
                return popen(*a, **k)  # type: ignore[call-overload, no-any-return]

            live_events.subprocess.Popen = logged  # type: ignore[misc]
        proc, base = _serve(args.database, *extra, "--workers", str(args.workers))
        try:
            return asyncio.run(run(args, base, proc.pid, events))
        finally:
            proc.terminate()
            proc.wait(timeout=60)
    finally:
        if cluster is not None:
            cluster.stop()


if __name__ == "__main__":
    sys.exit(main())
