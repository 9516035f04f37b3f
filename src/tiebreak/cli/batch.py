"""Sub-command ``batch``: the standings of many events, one process per core.

``tiebreak batch DIR-or-FILES... --tiebreaks ... [--out DIR]`` reads every event (directories are
searched recursively for ``*.trf`` / ``*.trfx``), ranks it and writes ``<name>.standings.<ext>`` next to
the file or under ``--out`` (mirroring the layout below each directory given). A file that cannot be
read or ranked is reported with its ``file:line:col`` and never stops the others. A progress bar is
drawn on a terminal, one log line per event otherwise; a summary table ends the run.

Exit status: 0 when every event succeeded, 1 when some failed, 2 for bad options or no input.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from ..model.errors import TiebreakError
from ..model.tournament import FORCED_PAIRINGS
from ..presenters.standings import FORMATS
from ..ranking.engine import Options
from . import options_from_args, rank_args

__all__ = ["EventJob", "EventResult", "add_arguments", "find_events", "output_path", "run", "run_batch"]

PATTERNS = ("*.trf", "*.trfx", "*.TRF", "*.TRFX")
"""Files picked up when a directory is given (``--glob`` replaces them)."""
EXTENSIONS = {"text": ".txt", "tsv": ".tsv", "csv": ".csv", "json": ".json"}


@dataclass(frozen=True)
class EventJob:
    """One event to rank: where it is, where the standings go, and how to rank it."""

    path: Path
    output: Path
    tiebreaks: str | None
    options: Options
    fmt: str
    encoding: str | None = None
    input_format: str = "auto"


@dataclass(frozen=True)
class EventResult:
    """What became of one event."""

    path: Path
    output: Path | None
    players: int = 0
    rounds: int = 0
    seconds: float = 0.0
    error: str | None = None

    @property
    def ok(self) -> bool:
        """True when the standings were written."""
        return self.error is None


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "paths",
        nargs="+",
        metavar="DIR-or-FILE",
        help="event files, or directories searched recursively for *.trf and *.trfx",
    )
    p.add_argument(
        "--glob",
        action="append",
        metavar="PATTERN",
        help="file pattern searched for in directories, e.g. '*.pgn' (repeatable; default: *.trf and *.trfx)",
    )
    p.add_argument("--encoding", help="force the input encoding (default: UTF-8, else cp1252)")
    p.add_argument("--input-format", default="auto", help="input format (default: sniffed)")
    p.add_argument(
        "--pairing",
        choices=list(FORCED_PAIRINGS),
        default="auto",
        help="force Swiss or round robin (default: from each file)",
    )
    rank_args(p)
    p.add_argument("--format", "-f", choices=FORMATS, default="tsv", help="output format (default: tsv)")
    p.add_argument("--out", "-o", type=Path, help="directory for the standings (default: next to each event)")
    p.add_argument(
        "--jobs",
        "-j",
        type=int,
        default=0,
        help="worker processes (default: one per core; 1 runs in this process)",
    )


def find_events(paths: Iterable[Path], patterns: Sequence[str] = PATTERNS) -> list[tuple[Path, Path]]:
    """The event files to rank, each with the directory its output layout is relative to.

    A file given by name is taken whatever its suffix; directories contribute the files matching
    ``patterns`` (recursively, sorted), except standings files written by an earlier batch.

    :raises TiebreakError: for a path that does not exist.
    """
    found: list[tuple[Path, Path]] = []
    for path in paths:
        if path.is_dir():
            matches = {f for pattern in patterns for f in path.rglob(pattern)}
            for f in sorted(matches):
                if f.is_file() and ".standings." not in f.name:
                    found.append((f, path))
        elif path.is_file():
            found.append((path, path.parent))
        else:
            raise TiebreakError(f"{path}: no such file or directory")
    return found


def output_path(event: Path, base: Path, out: Path | None, fmt: str) -> Path:
    """Where the standings of ``event`` go: ``<stem>.standings.<ext>`` beside it or under ``out``.

    >>> output_path(Path("in/a/x.trf"), Path("in"), Path("res"), "tsv").as_posix()
    'res/a/x.standings.tsv'
    >>> output_path(Path("in/x.trf"), Path("in"), None, "json").as_posix()
    'in/x.standings.json'
    """
    name = f"{event.stem}.standings{EXTENSIONS[fmt]}"
    if out is None:
        return event.with_name(name)
    return out / event.relative_to(base).with_name(name)


def rank_event(job: EventJob) -> EventResult:
    """Read, rank and write one event; every failure becomes an error message, never an exception."""
    from ..presenters.standings import render
    from ..ranking.engine import compute_standings
    from ..readers import read_path

    start = time.perf_counter()
    try:
        tournament = read_path(job.path, encoding=job.encoding, input_format=job.input_format)
        standings = compute_standings(tournament, job.tiebreaks, job.options)
        text = render(standings, job.fmt)
        job.output.parent.mkdir(parents=True, exist_ok=True)
        job.output.write_text(text, encoding="utf-8")
    except TiebreakError as exc:
        message = str(exc) if exc.source else f"{job.path}: {exc}"
        return EventResult(job.path, None, seconds=time.perf_counter() - start, error=message)
    except OSError as exc:
        return EventResult(
            job.path,
            None,
            seconds=time.perf_counter() - start,
            error=f"{exc.filename or job.path}: {exc.strerror or exc}",
        )
    except Exception as exc:  # a bug must not stop the other events: reported, with its type
        return EventResult(
            job.path,
            None,
            seconds=time.perf_counter() - start,
            error=f"{job.path}: internal error {type(exc).__name__}: {exc}",
        )
    return EventResult(
        job.path, job.output, len(tournament.players), standings.rounds, time.perf_counter() - start
    )


def run_batch(jobs: Sequence[EventJob], workers: int) -> Iterator[EventResult]:
    """Rank the events, yielding each result as it completes (in this process when ``workers`` is 1).

    Worker processes, which live only for the batch, run with the cyclic garbage collector off
    (reading and ranking make no reference cycles), as the installed command does."""
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield rank_event(job)
        return
    with ProcessPoolExecutor(max_workers=workers, initializer=gc.disable) as pool:
        futures = [pool.submit(rank_event, job) for job in jobs]
        for future in as_completed(futures):
            yield future.result()


class _Progress:
    """A one-line progress bar on a terminal; one log line per event otherwise."""

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.done = 0
        self.failed = 0
        self.stream = stream
        self.tty = stream.isatty()

    def update(self, result: EventResult) -> None:
        self.done += 1
        self.failed += not result.ok
        if self.tty:
            width = 30
            filled = width * self.done // max(self.total, 1)
            self.stream.write(
                f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} events"
                f", {self.failed} failed"
            )
            if self.done == self.total:
                self.stream.write("\n")
        elif result.ok:
            self.stream.write(
                f"[{self.done}/{self.total}] ok {result.path} ({result.players} players) -> {result.output}\n"
            )
        else:
            self.stream.write(f"[{self.done}/{self.total}] error {result.error}\n")
        self.stream.flush()


def summary(results: Sequence[EventResult], seconds: float) -> str:
    """The closing table: events, successes, failures, players, time; then each error."""
    ok = [r for r in results if r.ok]
    failed = [r for r in results if not r.ok]
    header = ("events", "ok", "failed", "players", "player-rounds", "seconds")
    values = (
        len(results),
        len(ok),
        len(failed),
        sum(r.players for r in ok),
        sum(r.players * r.rounds for r in ok),
        f"{seconds:.2f}",
    )
    widths = [max(len(h), len(str(v))) for h, v in zip(header, values, strict=True)]
    lines = [
        "  ".join(h.rjust(w) for h, w in zip(header, widths, strict=True)),
        "  ".join(str(v).rjust(w) for v, w in zip(values, widths, strict=True)),
    ]
    if failed:
        lines.append("")
        lines.append("errors:")
        lines.extend(f"  {r.error}" for r in sorted(failed, key=lambda r: str(r.path)))
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    events = find_events((Path(p) for p in args.paths), args.glob or PATTERNS)
    if not events:
        raise TiebreakError("no event files found (directories are searched for *.trf and *.trfx)")
    options = options_from_args(args)
    jobs = [
        EventJob(
            path,
            output_path(path, base, args.out, args.format),
            args.tiebreaks,
            options,
            args.format,
            args.encoding,
            args.input_format,
        )
        for path, base in events
    ]
    workers = args.jobs if args.jobs > 0 else (os.cpu_count() or 1)
    progress = _Progress(len(jobs), sys.stderr)
    start = time.perf_counter()
    results: list[EventResult] = []
    for result in run_batch(jobs, min(workers, len(jobs))):
        results.append(result)
        progress.update(result)
    sys.stdout.write(summary(results, time.perf_counter() - start))
    return 0 if all(r.ok for r in results) else 1
