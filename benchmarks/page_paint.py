"""From Compute to the standings painted, in a real headless Chromium (Debian's ``chromium`` through
Playwright), for the Arena example and for a PGN of about 150 kB (a synthetic Swiss event of
benchmarks/generate.py written as PGN tags, one game after another).

The page times itself (``static/app.js``): from the press of Compute to the second animation frame
after the new table is in the document, so the figure holds the request, the server's reading, ranking
and rendering, the transfer, the parsing of the answer and the browser's layout and paint. Each input is
computed ``--runs`` times in one page; the median and the maximum are printed, with the server's own
time (``Server-Timing``) beside them.

The server runs in this process's thread with its compute workers (as ``tiebreak serve`` does): on a
shared machine the figures move from run to run (the load average is printed).

Usage: python benchmarks/page_paint.py [--runs 7] [--pgn-kb 150] [--width 1280] [--height 900]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "tests")]

from generate import generate  # noqa: E402

from tiebreak.model.tournament import Color, Result  # noqa: E402
from tiebreak.readers import example_text, read_text  # noqa: E402


def pgn_event(kilobytes: int, seed: int = 7) -> str:
    """A PGN of about ``kilobytes`` kB: the games of a synthetic Swiss event, tags only (byes and
    unplayed games left out, as a PGN export leaves them)."""
    players = 40
    while True:
        event = read_text(generate(players, 9, seed), source="generated.trf")
        names = {p.sno: p.name for p in event.players}
        elo = {p.sno: p.rating for p in event.players}
        games = []
        scores = {Result.WIN: "1-0", Result.DRAW: "1/2-1/2", Result.LOSS: "0-1"}
        for p in event.players:
            for entry in p.rounds:
                if entry.opponent is None or entry.color is not Color.WHITE or entry.result not in scores:
                    continue
                result = scores[entry.result]
                games.append(
                    f'[Event "Synthetic Open"]\n[Round "{entry.round}"]\n[White "{names[p.sno]}"]\n'
                    f'[Black "{names[entry.opponent]}"]\n[Result "{result}"]\n'
                    f'[WhiteElo "{elo[p.sno] or 0}"]\n[BlackElo "{elo[entry.opponent] or 0}"]\n\n'
                    f"{result}\n"
                )
        text = "\n".join(games)
        if len(text.encode()) >= kilobytes * 1000:
            return text
        players += 20


def paint_times(page: Any, base: str, text: str, runs: int) -> tuple[list[float], list[float]]:
    """Compute the pasted ``text`` ``runs`` times: the page's own figure (ms) and the server's."""
    page.goto(base + "/")
    page.locator("#event").evaluate("(el, text) => { el.value = text; }", text)  # as a paste does
    browser_ms, server_ms = [], []
    for _ in range(runs):
        page.evaluate("() => { window.tiebreakTiming = undefined; }")
        with page.expect_response(lambda r: r.request.method == "POST") as answer:
            page.locator("#compute").click()
        page.wait_for_function("() => window.tiebreakTiming !== undefined", timeout=60_000)
        browser_ms.append(float(page.evaluate("() => window.tiebreakTiming.computeToPaint")))
        timing = answer.value.headers.get("server-timing", "")
        server_ms.append(float(timing.split("dur=")[1]) if "dur=" in timing else float("nan"))
    return browser_ms, server_ms


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--pgn-kb", type=int, default=150)
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=900)
    args = parser.parse_args(argv)

    from servers import chromium, in_thread
    from tiebreak.web.app import create_app

    pgn = pgn_event(args.pgn_kb)
    inputs = {
        "Arena example (TRF, 5 players)": example_text("arena"),
        f"PGN of {len(pgn.encode()) / 1000:.0f} kB": pgn,
    }
    print(f"load average {os.getloadavg()[0]:.2f}; viewport {args.width}x{args.height}; {args.runs} runs")
    with in_thread(create_app()) as base, chromium() as browser:
        page = browser.new_page(viewport={"width": args.width, "height": args.height})
        for label, text in inputs.items():
            painted, server = paint_times(page, base, text, args.runs)
            print(
                f"{label}: Compute to the table painted: median {statistics.median(painted):.0f} ms, "
                f"max {max(painted):.0f} ms (server {statistics.median(server):.0f} ms)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
