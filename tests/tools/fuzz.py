"""The long fuzz run (``make fuzz``): 1,000,000 inputs per reader, on every core.

It draws inputs exactly as the Hypothesis tests of ``tests/acceptance/test_fuzz.py`` do (the same seed
files, mutations, encodings and checks of ``tests/fuzz_inputs.py``: :func:`fuzz_inputs.random_input`,
:func:`fuzz_inputs.exercise` and the ``*_case`` functions), from plain seeded random generators
instead of Hypothesis, whose own work costs two to three times the readers' at this volume. Sniffing, tie-break lists and the command line get a
fifth, a tenth and a twentieth of the readers' count, as in the test suite.

Work is cut into chunks of ``--chunk`` inputs; chunk ``k`` of task ``t`` draws from
``random.Random(f"{seed}:{t}:{k}")``, so a run is reproducible and a failure is replayed by its task,
chunk and index (``--replay``). Failing inputs are also written to ``--failures`` as files. The run
prints a table (task, inputs, failures, CPU seconds, ms per input) and exits 1 when anything failed.

    python tests/tools/fuzz.py --inputs 1000000 --jobs 2 --seed 2026
    python tests/tools/fuzz.py --inputs 1000000 --tasks chess-json,csv
    python tests/tools/fuzz.py --replay trf:17:4031 --seed 2026
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import fuzz_inputs as fz
from tiebreak import Rules
from tiebreak.readers import FORMATS

TASK_SHARES: dict[str, int] = {**{name: 1 for name in sorted(FORMATS)},
                               "sniffing": 5, "tiebreak-codes": 10, "command-line": 20}


def _noise(rnd: random.Random) -> str:
    return "".join(chr(rnd.randint(0, 0x10FFFF)) for _ in range(rnd.randint(0, 12))).encode(
        "utf-8", "replace").decode("utf-8", "replace")


def one_case(task: str, rnd: random.Random) -> tuple[bytes, Callable[[], None]]:
    """The input drawn for ``task`` and the check to run on it."""
    if task in FORMATS:
        data = fz.random_input(rnd, task)
        rules, after = rnd.choice(list(Rules)), rnd.choice([None, rnd.randint(0, 12)])
        return data, lambda: fz.exercise(data, task, rules, after)
    if task == "sniffing":
        data = rnd.randbytes(rnd.randint(0, 200)) if rnd.random() < 0.5 else fz.mutate(rnd, fz.SEEDS["*"])
        suffix = rnd.choice(fz.SUFFIXES)
        return data, lambda: fz.sniffing_case(data, suffix)
    if task == "tiebreak-codes":
        codes = [rnd.choice(fz.CODES) if rnd.random() < 0.5 else _noise(rnd) for _ in range(rnd.randint(0, 5))]
        rules = rnd.choice(list(Rules))
        return ",".join(codes).encode("utf-8", "replace"), lambda: fz.tiebreak_codes_case(codes, rules)
    data = rnd.randbytes(rnd.randint(0, 200)) if rnd.random() < 0.5 else fz.mutate(rnd, fz.SEEDS["*"])
    command, mode = rnd.choice(fz.COMMANDS), rnd.choice(fz.MODES)
    return data, lambda: fz.command_line_case(data, command, mode)


@dataclass
class ChunkResult:
    task: str
    inputs: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)


def run_chunk(args: tuple[str, int, int, int, str]) -> ChunkResult:
    task, chunk, size, seed, failures_dir = args
    rnd = random.Random(f"{seed}:{task}:{chunk}")
    result = ChunkResult(task)
    start = time.process_time()
    for index in range(size):
        data, check = one_case(task, rnd)
        try:
            check()
        except Exception as exc:  # any escape is a finding: recorded, and the run goes on
            where = f"{task}:{chunk}:{index}"
            path = Path(failures_dir) / f"{where.replace(':', '-')}.bin"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            last = traceback.format_exception_only(exc)[-1].strip()
            result.failures.append(f"{where}: {last[:300]} (input: {path})")
        result.inputs += 1
    result.seconds = time.process_time() - start
    return result


def replay(where: str, seed: int) -> int:
    task, chunk, index = where.split(":")
    rnd = random.Random(f"{seed}:{task}:{chunk}")
    for _ in range(int(index)):
        one_case(task, rnd)
    data, check = one_case(task, rnd)
    print(f"input ({len(data)} bytes): {data[:400]!r}")
    check()  # raises with the full traceback
    print("passes now")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=1_000_000, help="inputs per reader")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--chunk", type=int, default=5000)
    parser.add_argument("--failures", default="fuzz-failures")
    parser.add_argument("--replay", metavar="TASK:CHUNK:INDEX")
    parser.add_argument("--tasks", help=f"comma-separated subset of: {', '.join(TASK_SHARES)}")
    args = parser.parse_args(argv)
    if args.replay:
        return replay(args.replay, args.seed)

    tasks = {t: TASK_SHARES[t] for t in args.tasks.split(",")} if args.tasks else TASK_SHARES
    work: list[tuple[str, int, int, int, str]] = []
    for task, share in tasks.items():
        total = max(1, args.inputs // share)
        for chunk, first in enumerate(range(0, total, args.chunk)):
            work.append((task, chunk, min(args.chunk, total - first), args.seed, args.failures))
    work.sort(key=lambda w: w[0] != "trf")  # the slowest reader first keeps every core busy to the end
    planned = sum(w[2] for w in work)
    print(f"{planned:,} inputs in {len(work)} chunks on {args.jobs} processes (seed {args.seed})", flush=True)

    totals = {task: ChunkResult(task) for task in tasks}
    wall, done = time.perf_counter(), 0
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(args.jobs) as pool:
        for result in pool.imap_unordered(run_chunk, work):
            total = totals[result.task]
            total.inputs += result.inputs
            total.seconds += result.seconds
            total.failures += result.failures
            done += result.inputs
            for failure in result.failures:
                print(f"FAIL {failure}", flush=True)
            print(f"{time.perf_counter() - wall:8.0f} s  {done:>10,} / {planned:,}  ({result.task})", flush=True)

    print(f"\n{'task':<16}{'inputs':>12}{'failures':>10}{'CPU s':>10}{'ms/input':>10}")
    for total in totals.values():
        per = 1000 * total.seconds / total.inputs if total.inputs else 0.0
        print(f"{total.task:<16}{total.inputs:>12,}{len(total.failures):>10}{total.seconds:>10.0f}{per:>10.2f}")
    failed = sum(len(t.failures) for t in totals.values())
    print(f"{'all':<16}{done:>12,}{failed:>10}{sum(t.seconds for t in totals.values()):>10.0f}"
          f"   wall {time.perf_counter() - wall:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
