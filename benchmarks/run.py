#!/usr/bin/env python3
"""Run the speed targets (README, "Speed") and print a table (not a test: numbers depend on the machine).

    python benchmarks/run.py                 # all targets (the 100,000-player event takes a while)
    python benchmarks/run.py --quick         # up to 20,000 players
    python benchmarks/run.py --reference     # also time the FIDE reference (gacrux) on 1,000 and 5,000

Each command-line row times the whole command, interpreter start and file reading included:
``tiebreak standings FILE --tiebreaks DE,BH,BH/C1,BH/M1,PS,WIN,SB,BWG,ARO,RTNG --format tsv``
(wall seconds, CPU seconds, peak resident memory of that process, CPU microseconds per
player-round, and the same less the start-up: the command's CPU time on an 8-player event). The
library rows rank a 2,000 x 7 event already in memory with the 25 individual tie-breaks of the
corpus list, in pure Python and with the optional NumPy path.
Events come from benchmarks/generate.py (deterministic) and are cached in benchmarks/.data/.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

CODES = "DE,BH,BH/C1,BH/M1,PS,WIN,SB,BWG,ARO,RTNG"
CORPUS_25 = [
    "DE",
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/M2",
    "SB",
    "SB/C1",
    "PS",
    "PS/C1",
    "WIN",
    "WON",
    "BPG",
    "BWG",
    "GE",
    "AOB",
    "ARO",
    "ARO/C1",
    "TPR",
    "PTP",
    "APRO",
    "APPO",
    "RTNG",
    "FB",
    "FB/C1",
]
CLI_SIZES = [(1000, 11, 1.0), (5000, 11, 1.0), (20000, 11, None), (100000, 15, 15.0)]
FLAT_SIZES = [(1000, 15), (10000, 15)]
"""Extra sizes with 15 rounds, to compare the cost per player-round with 100,000 x 15."""


def event_file(players: int, rounds: int, seed: int = 1) -> Path:
    """The cached generated event (made on first use)."""
    data = HERE / ".data"
    data.mkdir(exist_ok=True)
    path = data / f"swiss-{players}x{rounds}-s{seed}.trf"
    if not path.exists():  # in a child process, so that this one stays small (its size would count
        # in the peak memory of the commands it starts)
        subprocess.run(
            [
                sys.executable,
                str(HERE / "generate.py"),
                "-n",
                str(players),
                "-r",
                str(rounds),
                "--seed",
                str(seed),
                "-o",
                str(path),
            ],
            check=True,
        )
    return path


def timed(cmd: list[str]) -> tuple[float, float, float, int]:
    """Run a command (output discarded): wall seconds, CPU seconds, peak RSS in MB, exit status."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, proc.returncode


def tiebreak_command() -> list[str]:
    exe = shutil.which("tiebreak") or str(Path(sys.executable).parent / "tiebreak")
    return [exe]


def big_file_args(path: Path) -> list[str]:
    """``--max-bytes`` for a file above the default input limit (the 100,000-player file has 27 MB)."""
    from tiebreak.model.tournament import DEFAULT_LIMITS

    size = path.stat().st_size
    return ["--max-bytes", str(size)] if size > DEFAULT_LIMITS.max_bytes else []


def cli_row(players: int, rounds: int, repeat: int) -> tuple[float, float, float]:
    """Best wall seconds, best CPU seconds and peak MB over ``repeat`` runs of the whole command."""
    path = event_file(players, rounds)
    best, best_cpu, mem = float("inf"), float("inf"), 0.0
    for _ in range(repeat):
        seconds, cpu, mb, code = timed(
            [
                *tiebreak_command(),
                "standings",
                str(path),
                "--tiebreaks",
                CODES,
                "--format",
                "tsv",
                *big_file_args(path),
            ]
        )
        if code != 0:
            raise SystemExit(f"tiebreak failed on {path} (exit {code})")
        best, best_cpu, mem = min(best, seconds), min(best_cpu, cpu), max(mem, mb)
    return best, best_cpu, mem


def reference_row(players: int, rounds: int, timeout: float) -> tuple[float | None, float]:
    path = event_file(players, rounds)
    cmd = [
        sys.executable,
        "-m",
        "gacrux.tiebreakchecker",
        "-i",
        str(path),
        "-dT",
        "-t",
        "PTS",
        *CODES.split(","),
    ]
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        proc.wait(timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        return None, timeout
    return time.perf_counter() - start, 0.0


def library_row(repeat: int, numpy: bool) -> tuple[float, float, float]:
    """Seconds to rank a 2,000 x 7 event in memory with the 25 corpus tie-breaks: the first call, then
    the best wall and CPU times of ``repeat`` more. ``numpy``: with the NumPy path (imported before
    the first call, as in a program that uses NumPy), else pure Python."""
    import tiebreak

    os.environ["TIEBREAK_NUMPY"] = "" if numpy else "0"
    if numpy:
        import numpy as np  # noqa: F401  (a program that already uses NumPy)
    event = tiebreak.load(event_file(2000, 7))
    options = tiebreak.Options(rules=tiebreak.Rules.FIDE_2026)
    start = time.perf_counter()
    tiebreak.compute_standings(event, CORPUS_25, options)
    first = time.perf_counter() - start
    best, best_cpu = float("inf"), float("inf")
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        tiebreak.compute_standings(event, CORPUS_25, options)
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
    return first, best, best_cpu


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()} ({platform.system()})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip the 100,000-player event")
    parser.add_argument("--repeat", type=int, default=3, help="runs per size (best is kept)")
    parser.add_argument("--reference", action="store_true", help="also time the FIDE reference")
    parser.add_argument("--reference-timeout", type=float, default=300.0)
    args = parser.parse_args(argv)
    print(f"Machine: {machine()}")
    print(
        f"Command: tiebreak standings FILE --tiebreaks {CODES} --format tsv (and --max-bytes SIZE for "
        "a file above the default input limit)\n"
    )
    print(
        f"Load average before: {os.getloadavg()[0]:.1f} (wall time suffers when other work shares the "
        "cores; CPU time much less)\n"
    )
    start_cpu = cli_row(8, 3, 5)[1]  # the interpreter start and imports, paid once per command
    print(f"Start-up (the same command on an 8-player event): {start_cpu:.3f} s of CPU\n")
    header = (
        f"| {'players':>8} | {'rounds':>6} | {'seconds':>8} | {'CPU s':>6} | {'MB':>6} "
        f"| {'µs/player-round':>15} | {'after start-up':>14} | target |"
    )
    print(header)
    print("|" + "|".join("-" * (len(c) - 1) + ":" for c in header.strip("|").split("|")) + "|")
    sizes = [(p, r, t) for p, r, t in CLI_SIZES if not (args.quick and p > 20000)]
    sizes += [(p, r, None) for p, r in FLAT_SIZES]
    for players, rounds, target in sorted(sizes, key=lambda s: (s[1], s[0])):
        repeat = 1 if players * rounds > 500_000 else args.repeat
        seconds, cpu, mb = cli_row(players, rounds, repeat)
        per = cpu / (players * rounds) * 1e6
        net = (cpu - start_cpu) / (players * rounds) * 1e6
        goal = f"< {target:g} s" if target else ""
        if players == 100000:
            goal += ", < 1024 MB"
        print(
            f"| {players:>8} | {rounds:>6} | {seconds:>8.2f} | {cpu:>6.2f} | {mb:>6.0f} | {per:>15.1f} "
            f"| {net:>14.1f} | {goal} |",
            flush=True,
        )
    print(f"\nLoad average after: {os.getloadavg()[0]:.1f}")
    print("\nLibrary: 2,000 x 7 in memory, the 25 individual corpus tie-breaks (target < 0.1 s):")
    for numpy in (False, True):
        try:
            first, lib, lib_cpu = library_row(max(args.repeat, 10), numpy)
        except ImportError:
            print("  with NumPy: not installed (pip install 'tiebreak[fast]')")
            continue
        label = "with NumPy " if numpy else "pure Python"
        print(
            f"  {label}: {lib:.3f} s wall, {lib_cpu:.3f} s CPU (best of {max(args.repeat, 10)}; "
            f"first call {first:.3f} s)"
        )
    if args.reference:
        print("\nFIDE reference (gacrux 1.11.65, python -m gacrux.tiebreakchecker -dT), same files:")
        for players, rounds in ((1000, 11), (5000, 11)):
            seconds, limit = reference_row(players, rounds, args.reference_timeout)
            shown = f"{seconds:.1f} s" if seconds is not None else f"> {limit:.0f} s (stopped)"
            print(f"  {players} x {rounds}: {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
