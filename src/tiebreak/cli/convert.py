"""``tiebreak convert IN OUT``: any readable format to TRF-2026 or our JSON model.

The output format comes from ``--to`` or OUT's suffix (``.trf``/``.trfx``/``.txt`` → TRF, ``.json``
→ JSON); ``-`` writes to standard output. Problems the reader noticed are printed to standard error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..model.errors import TiebreakError
from ..writers.jsonmodel import write_json_model
from ..writers.trf import write_trf
from . import load_event

__all__ = ["add_arguments", "run"]

_SUFFIXES = {".trf": "trf", ".trfx": "trf", ".txt": "trf", ".json": "json"}


def run(args: argparse.Namespace) -> int:
    out = args.output
    fmt = args.to or _SUFFIXES.get(Path(out).suffix.lower()) if out != "-" else args.to or "trf"
    if fmt is None:
        raise TiebreakError(f"cannot tell the output format from {out!r}: use --to trf or --to json")
    event = load_event(args)  # prints the reader's diagnostics
    ending = "\r\n" if args.line_ending == "crlf" else "\n"
    text = write_trf(event, line_ending=ending) if fmt == "trf" else write_json_model(event)
    encoding = args.output_encoding if fmt == "trf" else "utf-8"
    if out == "-":
        sys.stdout.write(text if fmt == "json" or ending == "\n" else text.replace("\r\n", "\n"))
        return 0
    try:
        data = text.encode(encoding)
    except UnicodeEncodeError as exc:
        raise TiebreakError(
            f"a name cannot be written in {encoding}: {exc.object[exc.start : exc.end]!r} "
            "(use --output-encoding utf-8)"
        ) from None
    Path(out).write_bytes(data)
    return 0


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="input file (format sniffed, or --input-format)")
    p.add_argument("output", help="output file, '-' for standard output")
    p.add_argument("--to", choices=["trf", "json"], help="output format (default: from OUT's suffix)")
    p.add_argument("--encoding", help="force the input encoding (default: UTF-8, else cp1252)")
    p.add_argument(
        "--input-format",
        default="auto",
        help=(
            "trf, json, chess-json, swisssys-json, sevilla, html, pgn, csv, pairings, grid or crosstable "
            "(default: sniffed)"
        ),
    )
    p.add_argument(
        "--output-encoding",
        default="utf-8",
        choices=["utf-8", "cp1252"],
        help="encoding of a TRF output (default utf-8)",
    )
    p.add_argument(
        "--line-ending",
        default="crlf",
        choices=["crlf", "lf"],
        help="line ending of a TRF output (default crlf, as TRF asks)",
    )
