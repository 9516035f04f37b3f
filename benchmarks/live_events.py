"""Live events: how fast a result is accepted and the new standings are ready, and a burst of writes.

A generated 500-player, 11-round Swiss event (``benchmarks/generate.py``) is imported into a fresh
database behind a real server (``tiebreak serve`` in a subprocess, HTTP on 127.0.0.1). Then:

* latency: ``--writes`` corrections of round-11 boards, one at a time; each is timed from sending
  ``PUT …/boards/{b}/result`` until ``GET …/standings`` answers standings of that version or later
  (the server recomputes in the background right after the write, and a reader of stale standings
  waits for that computation);
* burst: ``--burst`` results (new values on as many boards) posted as fast as possible by ``--clients``
  threads; then every result is checked in the store, and the final standings are compared with the
  library's standings of the generated event with the same results applied by this script;
* coalescing: the same burst in-process (``CachedEventStore`` with its background thread), reporting how
  many times the standings were computed for how many writes.

Usage: python benchmarks/live_events.py [--database URL] [--players 500] [--rounds 11] [--writes 200]
       [--burst 100] [--clients 8]
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generate import generate

from tiebreak.model.tournament import Result, RoundEntry, Tournament
from tiebreak.ranking.engine import compute_standings
from tiebreak.readers import read_text
from tiebreak.store import CachedEventStore
from tiebreak.store.inputs import parse_result, result_pair

CODES = ("1-0", "½-½", "0-1")


def _port() -> int:
    while True:
        port = random.randint(20000, 60000)
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
                return port
            except OSError:
                continue


def _serve(database: str, *extra: str) -> tuple[subprocess.Popen[bytes], str]:
    """``tiebreak serve`` (with ``extra`` options) in a subprocess, once it answers."""
    port = _port()
    code = "import sys; from tiebreak.cli import main; sys.exit(main())"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            code,
            "serve",
            "--port",
            str(port),
            "--database",
            database,
            "--events-per-hour",
            "0",
            *extra,
        ],  # the benchmarks create hundreds of events from one address
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            if httpx.get(f"{base}/api/tiebreaks", timeout=2).status_code == 200:
                return proc, base
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _applied(t: Tournament, rnd: int, results: dict[tuple[int, int], str]) -> Tournament:
    """The generated event with round ``rnd``'s games (White, Black) given new results."""
    side: dict[int, Result] = {}
    for (white, black), code in results.items():
        w, b = result_pair(parse_result(code))
        side[white], side[black] = w, b
    players = []
    for p in t.players:
        if p.sno in side:
            rounds = list(p.rounds)
            e = rounds[rnd - 1]
            rounds[rnd - 1] = RoundEntry(e.round, e.opponent, e.color, side[p.sno])
            p = dataclasses.replace(p, rounds=tuple(rounds))
        players.append(p)
    return dataclasses.replace(t, players=tuple(players))


def _boards(client: httpx.Client, event_id: int, rnd: int) -> list[dict[str, Any]]:
    return [b for b in client.get(f"/api/events/{event_id}/rounds/{rnd}").json()["boards"] if b["black"]]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", help="database URL (default: a new SQLite file)")
    parser.add_argument("--players", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--writes", type=int, default=200)
    parser.add_argument("--burst", type=int, default=100)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    folder = tempfile.mkdtemp(prefix="tiebreak-live-")
    try:
        return _run(args, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _run(args: argparse.Namespace, folder: str) -> int:
    database = args.database or f"sqlite:///{folder}/events.sqlite3"
    text = generate(args.players, args.rounds, args.seed)
    original = read_text(text, input_format="trf")
    rnd = args.rounds
    proc, base = _serve(database)
    try:
        with httpx.Client(base_url=base, timeout=60) as client:
            started = time.perf_counter()
            created = client.post("/api/events/import", content=text.encode()).json()
            print(
                f"imported {args.players} players x {rnd} rounds in {time.perf_counter() - started:.2f} s "
                f"({database.split(':')[0]})"
            )
            event_id, h = created["id"], {"Authorization": f"Bearer {created['token']}"}
            codes = client.get(f"/api/events/{event_id}").json()["tiebreaks"]
            boards = _boards(client, event_id, rnd)
            client.get(f"/api/events/{event_id}/standings")  # warm the cache
            latencies, writes = [], []
            rng = random.Random(args.seed)
            for i in range(args.writes):
                b = boards[i % len(boards)]
                new = rng.choice([c for c in CODES if c != b["result"]])
                t0 = time.perf_counter()
                r = client.put(
                    f"/api/events/{event_id}/rounds/{rnd}/boards/{b['board']}/result",
                    json={"result": new},
                    headers={**h, "If-Match": f'"{b["version"]}"'},
                )
                t1 = time.perf_counter()
                assert r.status_code == 200, r.text
                version = r.json()["version"]
                s = client.get(f"/api/events/{event_id}/standings").json()
                assert s["version"] >= version
                latencies.append((time.perf_counter() - t0) * 1000)
                writes.append((t1 - t0) * 1000)
                b["result"], b["version"] = new, int(r.headers["etag"].strip('"'))
            print(
                f"result accepted + new standings ready, {args.writes} writes: "
                f"p50 {_pct(latencies, 0.5):.1f} ms, "
                f"p90 {_pct(latencies, 0.9):.1f} ms, p99 {_pct(latencies, 0.99):.1f} ms, "
                f"max {max(latencies):.1f} ms (write alone p50 {statistics.median(writes):.1f} ms)"
            )

            boards = _boards(client, event_id, rnd)[: args.burst]
            wanted = {b["board"]: rng.choice([c for c in CODES if c != b["result"]]) for b in boards}
            chunks = [boards[i :: args.clients] for i in range(args.clients)]
            failures: list[str] = []

            def post(chunk: list[dict[str, Any]]) -> None:
                with httpx.Client(base_url=base, timeout=60) as c:
                    for b in chunk:
                        r = c.put(
                            f"/api/events/{event_id}/rounds/{rnd}/boards/{b['board']}/result",
                            json={"result": wanted[b["board"]]},
                            headers={**h, "If-Match": f'"{b["version"]}"'},
                        )
                        if r.status_code != 200:
                            failures.append(r.text)

            threads = [threading.Thread(target=post, args=(chunk,)) for chunk in chunks]
            t0 = time.perf_counter()
            for th in threads:
                th.start()
            for th in threads:
                th.join()
            wall = time.perf_counter() - t0
            final = client.get(f"/api/events/{event_id}/standings").json()
            ready = time.perf_counter() - t0
            stored = {b["board"]: b["result"] for b in _boards(client, event_id, rnd)}
            ok = sum(1 for n, code in wanted.items() if stored[n] == code)
            print(
                f"burst: {len(wanted)} results by {args.clients} clients in {wall:.2f} s, final standings "
                f"ready "
                f"after {ready:.2f} s; stored {ok}/{len(wanted)}, refused {len(failures)}"
            )
            every = {(b["white"], b["black"]): b["result"] for b in _boards(client, event_id, rnd)}
            expected = compute_standings(_applied(original, rnd, every), codes)
            exact = _same(expected, final)
            print(f"final standings equal the library's on the generated event with these results: {exact}")
    finally:
        proc.kill()
        proc.wait()

    store = CachedEventStore(database, background=True)
    try:
        snap = store.snapshot(event_id)
        store.standings(event_id)
        walls, cpus = [], []
        board = next(b for b in snap.round_boards(rnd) if b.black is not None)
        seq = board.seq
        for i in range(args.writes):
            c0, t0 = time.process_time(), time.perf_counter()
            code = ("1/0", "0/1")[i % 2]
            w = store.set_result(event_id, created["token"], rnd, board.board, code, expected=seq)
            store.standings_view(event_id)
            walls.append((time.perf_counter() - t0) * 1000)
            cpus.append((time.process_time() - c0) * 1000)
            seq = w.data["version"]
        print(
            f"in-process, result accepted + standings ready: wall p50 {_pct(walls, 0.5):.1f} ms, "
            f"p99 {_pct(walls, 0.99):.1f} ms; CPU p50 {_pct(cpus, 0.5):.1f} ms, p99 {_pct(cpus, 0.99):.1f} ms"
        )
        snap = store.snapshot(event_id)
        before = store.recomputations
        items = [b for b in snap.round_boards(rnd) if b.black is not None][: args.burst]
        chunks2 = [items[i :: args.clients] for i in range(args.clients)]

        def write(chunk: list[Any]) -> None:
            for b in chunk:
                current = "1/0" if b.code != "1/0" else "0/1"
                store.set_result(event_id, created["token"], rnd, b.board, current, expected=b.seq)

        threads = [threading.Thread(target=write, args=(chunk,)) for chunk in chunks2]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        store.standings(event_id)
        print(
            f"coalescing (in-process burst of {len(items)} writes by {args.clients} threads): standings "
            f"computed "
            f"{store.recomputations - before} times"
        )
    finally:
        store.close()
    return 0


def _same(expected: Any, final: dict[str, Any]) -> bool:
    from tiebreak.presenters.standings import standings_dict

    want = standings_dict(expected)["standings"]
    got = [{k: row[k] for k in want[0]} for row in final["standings"]]
    return bool(want == got)


if __name__ == "__main__":
    sys.exit(main())
