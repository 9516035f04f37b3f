"""How long the web page takes to answer for a 500-player, 11-round Swiss event (server time).

Generates the event (deterministic seed), then times, over several runs:
  * compute: reading the TRF and ranking it (``standings_for``),
  * render: the web layer alone, standings already computed (``build_view``: table, deciding columns,
    chart, permalink; then the page template),
  * page: a whole ``POST /`` through the ASGI app (form parsing, computing, template rendering),
    measured in-process with FastAPI's test client (no network).

Usage: python benchmarks/web_render.py [--players 500] [--rounds 11] [--runs 15] [--seed 2026]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from fastapi.testclient import TestClient

from tiebreak.model.runtime import paused_gc
from tiebreak.ranking.engine import DEFAULT_TIEBREAKS
from tiebreak.web.app import create_app
from tiebreak.web.jobs import page_html
from tiebreak.web.service import FormState, build_view, standings_for
from tiebreak.web.settings import WebSettings


def generate(players: int, rounds: int, seed: int) -> str:
    """A plausible Swiss event: score-group pairings without repeats, Elo-driven results, a few byes."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1000, 2700) for _ in range(players)), reverse=True)
    score = [0.0] * players
    met: list[set[int]] = [set() for _ in range(players)]
    games: list[list[str]] = [[] for _ in range(players)]
    for _ in range(rounds):
        order = sorted(range(players), key=lambda i: (-score[i], -ratings[i]))
        byes = {i for i in order if rng.random() < 0.01}
        pool = [i for i in order if i not in byes]
        if len(pool) % 2:
            byes.add(pool.pop())
        for i in byes:
            kind, pts = rng.choice((("H", 0.5), ("U", 1.0), ("Z", 0.0)))
            score[i] += pts
            games[i].append(f"0000 - {kind}")
        while pool:
            a = pool.pop(0)
            k = next((k for k, b in enumerate(pool) if b not in met[a]), 0)
            b = pool.pop(k)
            met[a].add(b)
            met[b].add(a)
            white, black = (a, b) if rng.random() < 0.5 else (b, a)
            expected = 1 / (1 + 10 ** ((ratings[black] - ratings[white]) / 400))
            x = rng.random()
            res_w = "1" if x < expected * 0.8 else ("=" if x < expected * 0.8 + 0.3 else "0")
            res_b = {"1": "0", "=": "=", "0": "1"}[res_w]
            pts_w = {"1": 1.0, "=": 0.5, "0": 0.0}[res_w]
            score[white] += pts_w
            score[black] += 1 - pts_w
            games[white].append(f"{black + 1:4d} w {res_w}")
            games[black].append(f"{white + 1:4d} b {res_b}")
    lines = [
        "012 Generated Open (benchmark)",
        "042 2026/04/01",
        "052 2026/04/10",
        f"062 {players}",
        f"072 {players}",
        "092 Individual: Swiss-System",
        f"142 {rounds}",
    ]
    for i in range(players):
        name = f"Player{i + 1:04d}, Test"
        head = f"001 {i + 1:4d} m    {name:<33} {ratings[i]:4d}{'':28}{score[i]:4.1f} {0:4d}"
        lines.append(head + "".join(f"  {g}" for g in games[i]))
    return "\n".join(lines) + "\n"


def timed(fn: Callable[[], object], runs: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds of each run (CPU time is what a loaded machine does not inflate)."""
    wall, cpu = [], []
    for _ in range(runs):
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    return wall, cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=500)
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    text = generate(args.players, args.rounds, args.seed)
    state = FormState(event=text, tiebreaks=DEFAULT_TIEBREAKS)
    client = TestClient(create_app(WebSettings(workers=1)))
    form = {"event": text, "tb": list(DEFAULT_TIEBREAKS), "rules": "auto", "pairing": "auto"}
    response = client.post("/", data=form)
    assert response.status_code == 200, response.text[:500]
    assert response.text.count('class="player-link"') == args.players
    print(
        f"event: {args.players} players, {args.rounds} rounds, {len(text.encode()) / 1024:.0f} kB of TRF; "
        f"list {', '.join(DEFAULT_TIEBREAKS)}; page {len(response.text.encode()) / 1024:.0f} kB"
    )
    standings = standings_for(state)
    settings = WebSettings()

    def render() -> str:
        view = build_view(state, settings, standings)
        return page_html(state, settings, view=view)

    def whole_page() -> str:
        with paused_gc():  # as the compute workers do around reading, ranking and rendering
            view = build_view(state, settings)
            return page_html(state, settings, view=view)

    steps: tuple[tuple[str, Callable[[], object]], ...] = (
        ("compute (read + rank)", lambda: standings_for(state)),
        ("render (view + template)", render),
        ("page work (all of the above)", whole_page),
        ("page (POST / end to end)", lambda: client.post("/", data=form)),
    )
    for label, fn in steps:
        wall, cpu = timed(fn, args.runs)
        print(
            f"{label:30} wall median {statistics.median(wall):6.1f} ms (min {min(wall):6.1f})   "
            f"CPU median {statistics.median(cpu):6.1f} ms (min {min(cpu):6.1f})"
        )
    # the end-to-end row above includes the test client's own work (URL-encoding 100 kB of form data,
    # thread hand-offs); the server's time is what the app reports in its Server-Timing header
    server = [
        float(client.post("/", data=form).headers["Server-Timing"].split("dur=")[1]) for _ in range(args.runs)
    ]
    print(
        f"{'page (server time, POST /)':30} wall median {statistics.median(server):6.1f} ms "
        f"(min {min(server):6.1f})"
    )


if __name__ == "__main__":
    main()
