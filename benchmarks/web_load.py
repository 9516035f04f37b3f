"""Load on a real server: ``tiebreak serve`` on a loopback port, driven by an asyncio client (httpx).

Scenarios (each bounded in time; the server is started afresh for each):
  block       one client posts a 2 MB event to the page back to back (form parsing, ranking and a 9 MB
              page), while another sends small requests at a steady pace: GET /api/tiebreaks and the
              Arena event to POST /api/standings. Latency of the small ones (p50, p99, max).
  throughput  the Arena event to POST /api/standings from --clients clients at once, with one compute
              worker and then with one per core (--workers-max): requests per second, latency.
  big-api     the 500-player, 11-round event to POST /api/standings with the default explanations
              (tied players), one client: time and size of the answer.
  soak        --soak seconds of --clients clients (mostly the Arena API, some pages and 500x11 API
              calls) after --warm seconds of the same: errors, and the memory of the server and its
              workers (after the warm-up, peak, end, and the peak of each sixth of the soak).

The client runs on the same machine as the server and takes CPU from it: on a shared machine the
figures move from run to run (the load average is printed with each).

Usage: python benchmarks/web_load.py [--scenarios block,throughput,big-api,soak] [--duration 10]
                                     [--soak 60] [--clients 32] [--workers-max N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).parent))
from generate import generate

from tiebreak.ranking.engine import DEFAULT_TIEBREAKS
from tiebreak.readers import example_text
from tiebreak.web.settings import cores

ARENA = example_text("arena")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _family(pid: int) -> list[int]:
    """The server and its child processes (compute workers, the resource tracker)."""
    out = [pid]
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            text = status.read_text()
        except OSError:
            continue
        if f"\nPPid:\t{pid}\n" in text:
            out.append(int(status.parent.name))
    return out


def memory_mib(pid: int) -> float:
    return sum(_rss_kib(p) for p in _family(pid)) / 1024


@contextmanager
def server(workers: int) -> Iterator[tuple[str, int]]:
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "tiebreak.cli", "serve", "--port", str(port), "--workers", str(workers)],
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:  # up, and every worker has answered once
            try:
                ok = 0
                for _ in range(4 * workers):
                    r = httpx.post(f"{url}/api/standings", json={"event": ARENA}, timeout=10)
                    ok += r.status_code == 200
                if ok == 4 * workers:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the server did not start")
            time.sleep(0.2)
        yield url, proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.2f} / {five:.2f} (1 / 5 min) on {os.cpu_count()} cores"


async def _timed(fn: Callable[[], Awaitable[httpx.Response]]) -> tuple[float, httpx.Response | None]:
    started = time.perf_counter()
    try:
        r = await fn()
    except httpx.HTTPError:
        return (time.perf_counter() - started) * 1000, None
    return (time.perf_counter() - started) * 1000, r


class LeanClient:
    """A minimal HTTP/1.1 keep-alive client on asyncio streams, one connection. httpx costs about as much
    CPU per request as the server itself; on a machine where the client shares the cores with the
    server, this one leaves more of them to the server (the throughput and soak scenarios use it)."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body: bytes = b"", ctype: str = "") -> tuple[int, bytes]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        assert self.reader is not None
        head = f"{method} {path} HTTP/1.1\r\nHost: {self.host}\r\nContent-Length: {len(body)}\r\n"
        if ctype:
            head += f"Content-Type: {ctype}\r\n"
        self.writer.write(head.encode() + b"\r\n" + body)
        status_line = await self.reader.readline()
        if not status_line:
            raise ConnectionError("closed")
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        data = await self.reader.readexactly(length)
        return int(status_line.split()[1]), data

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


# -- scenarios ---------------------------------------------------------------------------------------
def block(duration: float, workers: int) -> None:
    big = generate(9_999, 11, 3)
    form = {"event": big, "tb": list(DEFAULT_TIEBREAKS)}
    with server(workers) as (url, _):

        async def run() -> None:
            async with httpx.AsyncClient(base_url=url, timeout=120) as client:
                stop = time.monotonic() + duration
                bigs: list[float] = []
                small: dict[str, list[float]] = {"GET /api/tiebreaks": [], "POST /api/standings (Arena)": []}
                errors = 0

                async def big_loop() -> None:
                    nonlocal errors
                    while time.monotonic() < stop:
                        ms, r = await _timed(lambda: client.post("/", data=form))
                        bigs.append(ms)
                        errors += r is None or r.status_code != 200

                async def small_loop() -> None:
                    nonlocal errors
                    k = 0
                    await asyncio.sleep(0.3)
                    while time.monotonic() < stop:
                        if k % 2:
                            ms, r = await _timed(lambda: client.get("/api/tiebreaks"))
                            small["GET /api/tiebreaks"].append(ms)
                        else:
                            ms, r = await _timed(lambda: client.post("/api/standings", json={"event": ARENA}))
                            small["POST /api/standings (Arena)"].append(ms)
                        errors += r is None or r.status_code != 200
                        k += 1
                        await asyncio.sleep(0.02)

                await asyncio.gather(big_loop(), small_loop())
                print(
                    f"block ({workers} workers, {duration:g} s): {len(bigs)} posts of a "
                    f"{len(big.encode()) / 1e6:.2f} MB event to the page, median "
                    f"{statistics.median(bigs):.0f} ms; errors {errors}; {load()}"
                )
                for label, values in small.items():
                    print(
                        f"  {label:30} n={len(values):4}  p50 {pct(values, 50):6.1f} ms  p99 "
                        f"{pct(values, 99):6.1f} ms  max {max(values):6.1f} ms"
                    )

        asyncio.run(run())


Request = tuple[str, str, bytes, str]
"""method, path, body, content type"""


async def _hammer(
    url: str, clients: int, duration: float, pick: Callable[[random.Random], Request]
) -> tuple[int, list[float], int]:
    host, port = url.removeprefix("http://").split(":")
    stop = time.monotonic() + duration
    times: list[float] = []
    errors = 0

    async def one(seed: int) -> None:
        nonlocal errors
        rng = random.Random(seed)
        client = LeanClient(host, int(port))
        try:
            while time.monotonic() < stop:
                method, path, body, ctype = pick(rng)
                started = time.perf_counter()
                try:
                    status, _ = await client.request(method, path, body, ctype)
                except (OSError, ConnectionError, asyncio.IncompleteReadError):
                    status = 0
                    client.close()
                    client = LeanClient(host, int(port))
                times.append((time.perf_counter() - started) * 1000)
                errors += status != 200
        finally:
            client.close()

    await asyncio.gather(*(one(k) for k in range(clients)))
    return len(times), times, errors


def _json(data: object) -> bytes:
    import json

    return json.dumps(data).encode()


def _form(fields: dict[str, object]) -> bytes:
    from urllib.parse import urlencode

    return urlencode(fields, doseq=True).encode()


def throughput(duration: float, clients: int, workers_max: int) -> None:
    rates = {}
    arena = ("POST", "/api/standings", _json({"event": ARENA}), "application/json")
    for workers in sorted({1, workers_max}):
        with server(workers) as (url, _):
            n, times, errors = asyncio.run(_hammer(url, clients, duration, lambda _: arena))
        rates[workers] = n / duration
        print(
            f"throughput, Arena API, {clients} clients, {workers} worker{'s' * (workers > 1)}: "
            f"{n / duration:6.1f} req/s  p50 {pct(times, 50):6.1f} ms  p99 {pct(times, 99):6.1f} ms  "
            f"errors {errors}; {load()}"
        )
    if len(rates) == 2:
        print(f"  {workers_max} workers / 1 worker: {rates[workers_max] / rates[1]:.2f}x")


def big_api(runs: int, workers: int) -> None:
    event = generate(500, 11, 2026)
    with server(workers) as (url, _):
        times, sizes, server_ms = [], [], []
        with httpx.Client(base_url=url, timeout=120) as client:
            for _ in range(runs):
                started = time.perf_counter()
                r = client.post("/api/standings", json={"event": event})
                times.append((time.perf_counter() - started) * 1000)
                assert r.status_code == 200, r.text[:300]
                sizes.append(len(r.content))
                server_ms.append(float(r.headers["server-timing"].split("dur=")[1]))
    print(
        f"500x11 API, default explanations (tied), {runs} runs, one client: p50 {pct(times, 50):.0f} ms "
        f"(server {pct(server_ms, 50):.0f} ms), p99 {pct(times, 99):.0f} ms, answer "
        f"{statistics.median(sizes) / 1024:.0f} kB; {load()}"
    )


def soak(seconds: float, clients: int, workers: int, warm: float) -> None:
    big = generate(500, 11, 2026)

    arena_api = ("POST", "/api/standings", _json({"event": ARENA}), "application/json")
    big_api = ("POST", "/api/standings", _json({"event": big}), "application/json")
    empty_page = ("GET", "/", b"", "")
    form = (
        "POST",
        "/",
        _form({"event": ARENA, "tb": list(DEFAULT_TIEBREAKS)}),
        "application/x-www-form-urlencoded",
    )

    def pick(rng: random.Random) -> Request:
        x = rng.random()
        return arena_api if x < 0.75 else empty_page if x < 0.85 else form if x < 0.95 else big_api

    with server(workers) as (url, pid):
        asyncio.run(_hammer(url, clients, warm, pick))  # warm: memos, allocator arenas, caches
        start = memory_mib(pid)
        peak = start
        samples: list[float] = []

        async def run() -> tuple[int, list[float], int]:
            async def sample() -> None:
                nonlocal peak
                stop = time.monotonic() + seconds
                while time.monotonic() < stop:
                    await asyncio.sleep(1)
                    m = memory_mib(pid)
                    samples.append(m)
                    peak = max(peak, m)

            result, _ = await asyncio.gather(_hammer(url, clients, seconds, pick), sample())
            return result

        n, times, errors = asyncio.run(run())
        end = memory_mib(pid)
    print(
        f"soak {seconds:g} s, {clients} clients, {workers} workers: {n} requests ({n / seconds:.0f}/s), "
        f"errors {errors}, p50 {pct(times, 50):.0f} ms, p99 {pct(times, 99):.0f} ms; memory of server + "
        f"workers {start:.0f} MiB after warm-up, peak {peak:.0f}, end {end:.0f} MiB "
        f"({(end / start - 1) * 100:+.1f} %); {load()}"
    )
    sixth = max(1, len(samples) // 6)
    print(
        "  memory by sixth of the soak (MiB): "
        + " ".join(f"{max(samples[k : k + sixth]):.0f}" for k in range(0, len(samples), sixth))
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--scenarios", default="block,throughput,big-api,soak")
    p.add_argument("--duration", type=float, default=10, help="seconds per block/throughput run")
    p.add_argument("--soak", type=float, default=60, help="seconds of the soak")
    p.add_argument("--warm", type=float, default=15, help="seconds of load before the soak's first reading")
    p.add_argument("--clients", type=int, default=32)
    p.add_argument("--workers-max", type=int, default=cores(), help="default: one per core")
    p.add_argument("--runs", type=int, default=30, help="requests of big-api")
    args = p.parse_args(argv)
    chosen = args.scenarios.split(",")
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores; {load()}")
    if "block" in chosen:
        block(args.duration, args.workers_max)
    if "throughput" in chosen:
        throughput(args.duration, args.clients, args.workers_max)
    if "big-api" in chosen:
        big_api(args.runs, args.workers_max)
    if "soak" in chosen:
        soak(args.soak, args.clients, args.workers_max, args.warm)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
