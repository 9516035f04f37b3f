"""Start-up time of the command line: the whole process, interpreter included, bytecode warm.

    python benchmarks/startup.py [--runs 20]

Each command runs once untimed (so that every module's bytecode is cached), then ``--runs`` times; the
table shows the median and the best wall time and the best CPU time (user + system, which other work on
a shared machine disturbs less), next to a bare interpreter (``python -c pass``) and the targets
(``tiebreak --version`` < 60 ms, ``tiebreak standings --example arena`` < 150 ms).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

BIN = Path(sys.executable).parent
ARENA = Path(__file__).resolve().parent.parent / "src" / "tiebreak" / "data" / "arena-5.trf"
COMMANDS: tuple[tuple[str, list[str], float | None], ...] = (
    ("python -c pass", [sys.executable, "-c", "pass"], None),
    ("tiebreak --version", [str(BIN / "tiebreak"), "--version"], 0.060),
    ("tiebreak standings --example arena", [str(BIN / "tiebreak"), "standings", "--example", "arena"], 0.150),
    ("tiebreak explain arena-5.trf 2 1", [str(BIN / "tiebreak"), "explain", str(ARENA), "2", "1"], None),
)


ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
"""The commands' environment: with PYTHONDONTWRITEBYTECODE set (some shells and CI images set it) no
bytecode is cached and every run compiles every module again, about 40 ms more here."""


def timed(cmd: list[str], runs: int) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds of each run."""
    subprocess.run(cmd, capture_output=True, check=True, env=ENV)  # warm the bytecode cache
    wall, cpu = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(cmd, capture_output=True, check=True, env=ENV)
        wall.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, cpu


def run() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    print("| command | median ms | best ms | best CPU ms | target |\n|---|---:|---:|---:|:---|")
    for label, cmd, target in COMMANDS:
        times, cpu = timed(cmd, args.runs)
        med, best = statistics.median(times), min(times)
        goal = "" if target is None else f"< {target * 1000:.0f} ms: {'met' if med < target else 'not met'}"
        print(f"| `{label}` | {med * 1000:.0f} | {best * 1000:.0f} | {min(cpu) * 1000:.0f} | {goal} |")


if __name__ == "__main__":
    run()
