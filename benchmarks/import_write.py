#!/usr/bin/env python3
"""How long an import holds the database's write lock: a TRF file just under the 2 MB upload limit
(``generate.py``, 11 rounds) read and checked as the compute worker does (``plan_import``), then written
by ``EventStore.insert_import`` (bulk inserts in short transactions of ``IMPORT_ROWS`` rows), on SQLite
and, with ``--postgres URL``, on PostgreSQL.

    python benchmarks/import_write.py [--postgres postgresql://…] [--repeat 5]

Each write transaction is timed from its ``BEGIN`` (``BEGIN IMMEDIATE`` on SQLite: the write lock is
taken there) to the end of its ``COMMIT``: the longest and the median of the import's are reported, with
the whole import's time. While each import is written, another thread enters results of another event as
fast as it can; the longest of its writes is reported (what an organiser waits at worst). The machine's
load average is printed: on a shared machine every figure grows with it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from sqlalchemy import event

sys.path.insert(0, str(Path(__file__).parent))
from generate import generate

from tiebreak.store import EventStore, board_inputs, event_settings, player_input
from tiebreak.store.service import plan_import

LIMIT = 2 * 1024 * 1024


def _file() -> tuple[str, int]:
    """The largest generated 11-round file within the limit, and its players."""
    players = 10_000
    text = generate(players, 11)
    while len(text.encode()) > LIMIT:
        players -= 250
        text = generate(players, 11)
    return text, players


def _timed_transactions(store: EventStore) -> list[tuple[int, float]]:
    """The write engine's transactions: (thread, seconds from BEGIN to the end of COMMIT)."""
    spans: list[tuple[int, float]] = []
    started: dict[int, float] = {}

    @event.listens_for(store.engines.write, "begin")
    def _begin(conn: Any) -> None:
        started[id(conn)] = time.perf_counter()

    @event.listens_for(store.engines.write, "commit")
    def _commit(conn: Any) -> None:
        begun = started.pop(id(conn), None)
        if begun is not None:
            spans.append((threading.get_ident(), time.perf_counter() - begun))

    return spans


def _organiser(store: EventStore) -> tuple[int, str]:
    created = store.create_event(event_settings({"name": "Other Open", "rounds": 3}))
    for name in ("Ann", "Bob"):
        store.add_player(created.event_id, created.token, player_input({"name": name}))
    boards = board_inputs([{"board": 1, "white": 1, "black": 2}])
    store.set_pairings(created.event_id, created.token, 1, boards)
    return created.event_id, created.token


def run(url: str, text: str, repeat: int) -> None:
    store = EventStore(url)
    other, token = _organiser(store)
    plans = []
    for _ in range(repeat):
        started = time.perf_counter()
        plans.append(plan_import(text))
        read = time.perf_counter() - started
    spans = _timed_transactions(store)
    holds, medians, totals, counts, waits = [], [], [], [], []
    for plan in plans:
        stop = threading.Event()
        longest = [0.0]

        def organiser(stop: threading.Event = stop, longest: list[float] = longest) -> None:
            results = ["1-0", "0-1"]
            version = store.snapshot(other).round_boards(1)[0].seq
            while not stop.is_set():
                began = time.perf_counter()
                store.set_result(other, token, 1, 1, results[version % 2], expected=version)
                longest[0] = max(longest[0], time.perf_counter() - began)
                version += 1

        thread = threading.Thread(target=organiser)
        thread.start()
        time.sleep(0.05)
        spans.clear()
        began = time.perf_counter()
        store.insert_import(plan)
        totals.append(time.perf_counter() - began)
        mine = [span for thread_id, span in spans if thread_id == threading.get_ident()]  # the import's
        stop.set()
        thread.join()
        holds.append(max(mine))
        medians.append(statistics.median(mine))
        counts.append(len(mine))
        waits.append(longest[0])
    store.close()
    kind = url.split(":", 1)[0]
    print(
        f"{kind}: reading and checking {read * 1000:.0f} ms (in a compute worker); whole import median "
        f"{statistics.median(totals) * 1000:.0f} ms in about {statistics.median(counts):.0f} write "
        f"transactions; longest transaction {max(holds) * 1000:.0f} ms (median of the runs' longest "
        f"{statistics.median(holds) * 1000:.0f} ms, median transaction "
        f"{statistics.median(medians) * 1000:.0f} ms); an organiser's longest write meanwhile "
        f"{max(waits) * 1000:.0f} ms (same process: the lock and the interpreter's); load average "
        f"{os.getloadavg()[0]:.1f}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--postgres", metavar="URL", help="also on this PostgreSQL database (empty, or tiebreak's)"
    )
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    text, players = _file()
    plan = plan_import(text)
    boards = sum(len(b) for _, b, _ in plan.rounds)
    results = sum(len(r) for _, _, r in plan.rounds)
    print(
        f"file: {len(text.encode()) / 1024 / 1024:.2f} MB, {players} players, 11 rounds "
        f"({boards} boards, {results} results)"
    )
    with tempfile.TemporaryDirectory() as folder:
        run(f"sqlite:///{folder}/events.sqlite3", text, args.repeat)
    if args.postgres:
        run(args.postgres, text, args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
