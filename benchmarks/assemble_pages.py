#!/usr/bin/env python3
"""Time reading an event spread over pages: every round's pairing list and the ranking (not a test:
numbers depend on the machine). Prints the CPU seconds (steadier than wall time on a shared machine)
for one page of SwissChess-like pairing lists (no heading rows, names cut to 16 characters) and a
ranking, at growing sizes, and the same split into one file per round; the time per megabyte should
stay flat (reading is linear in the input).

    python benchmarks/assemble_pages.py
"""

from __future__ import annotations

import random
import time

from tiebreak.readers.assemble import read_sources


def pages(players: int, rounds: int, seed: int = 1) -> tuple[list[str], str]:
    """Each round's pairing list (an HTML table under ``N. Runde``) and the ranking, of a random event."""
    rnd = random.Random(seed)
    names = [f"Nm{k:06d},Vorname{rnd.randrange(10**6):06d}" for k in range(players)]
    score = [0.0] * players
    lists = []
    for r in range(1, rounds + 1):
        order = sorted(range(players), key=lambda k: (-score[k], rnd.random()))
        rows = []
        for board, (a, b) in enumerate(zip(order[::2], order[1::2], strict=False), start=1):
            res = rnd.choice(["1 - 0", "0 - 1", "½ - ½"])
            score[a] += {"1 - 0": 1, "½ - ½": 0.5}.get(res, 0)
            score[b] += {"0 - 1": 1, "½ - ½": 0.5}.get(res, 0)
            rows.append(
                f"<tr><td>{board}</td><td>{a + 1}.</td><td>{names[a][:16]}</td><td>-</td>"
                f"<td>{b + 1}.</td><td>{names[b][:16]}</td><td>{res}</td></tr>\n"
            )
        lists.append(f"<p>Paarungsliste der {r}. Runde</p><table>{''.join(rows)}</table>")
    ranking = "".join(
        f"<tr><td>{i}.</td><td>{names[k]}</td><td>{score[k]}</td></tr>"
        for i, k in enumerate(sorted(range(players), key=lambda k: -score[k]), start=1)
    )
    return lists, f"<table><tr><th>Rang</th><th>Teilnehmer</th><th>Punkte</th></tr>{ranking}</table>"


def main() -> None:
    print("players  rounds  bytes      one page CPU s  s/MB   files CPU s  s/MB")
    for players in (500, 2000, 8000):
        lists, ranking = pages(players, 9)
        page = "<html><body>" + "".join(lists) + ranking + "</body></html>"
        size = len(page.encode())
        start = time.process_time()
        read_sources([("page.html", page)])
        one = time.process_time() - start
        files = [(f"round{r}.html", f"<html><body>{t}</body></html>") for r, t in enumerate(lists, start=1)]
        start = time.process_time()
        read_sources([*files, ("ranking.html", f"<html><body>{ranking}</body></html>")])
        many = time.process_time() - start
        mb = size / 1e6
        print(
            f"{players:7d}  {9:6d}  {size:9d}  {one:14.2f}  {one / mb:5.2f}  {many:11.2f}  {many / mb:5.2f}"
        )


if __name__ == "__main__":
    main()
