"""How many of our files and functions one command crosses (``sys.setprofile``, Python calls only).

    python benchmarks/trace.py                       # tiebreak standings --example arena
    python benchmarks/trace.py explain --example arena 1 2 --top 5

Counts the files of the ``tiebreak`` package that run code, the distinct functions called in them, and
the file switches (a call or return that moves from one of our files to another). Module bodies run at
import time are left out: the trace starts after the modules are imported. ``--top`` lists the files
with the most functions.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "tiebreak"


def trace(argv: list[str]) -> tuple[Counter[str], set[tuple[str, str]], int]:
    """Run ``tiebreak.cli.main(argv)`` twice (the first run imports what it needs) and trace the second."""
    from tiebreak.cli import main

    with contextlib.redirect_stdout(io.StringIO()):
        main(argv)
    functions: set[tuple[str, str]] = set()
    files: Counter[str] = Counter()
    last: list[str] = [""]
    switches = [0]

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event not in ("call", "return"):
            return
        name = frame.f_code.co_filename
        if "tiebreak" not in name or "/benchmarks/" in name or frame.f_code.co_name == "<module>":
            return
        short = name.split("/tiebreak/", 1)[-1]
        if event == "call" and (short, frame.f_code.co_name) not in functions:
            functions.add((short, frame.f_code.co_name))
            files[short] += 1
        if short != last[0]:
            if last[0]:
                switches[0] += 1
            last[0] = short

    with contextlib.redirect_stdout(io.StringIO()):
        sys.setprofile(profile)
        try:
            main(argv)
        finally:
            sys.setprofile(None)
    return files, functions, switches[0]


def run() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--top", type=int, default=0, help="list the files with the most functions")
    args, rest = parser.parse_known_args()
    argv = rest or ["standings", "--example", "arena"]
    files, functions, switches = trace(argv)
    print(
        f"tiebreak {' '.join(argv)}: {len(files)} files, {len(functions)} functions, {switches} file switches"
    )
    for name, count in files.most_common(args.top or None if args.top else 0):
        print(f"  {count:4d}  {name}")


if __name__ == "__main__":
    run()
