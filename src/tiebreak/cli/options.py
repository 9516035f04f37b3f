"""What several sub-commands share: the event and ranking arguments, reading the event, printing what
the reader noticed."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ..engine import Options
from ..errors import Diagnostic, Severity, TiebreakError
from ..examples import EXAMPLES, example_path
from ..model import PairingSystem, Tournament
from ..readers import STAR_READINGS, ReadOptions, read_path
from ..rules import Rules
from ..validate import DEFAULT_LIMITS, Limits

__all__ = ["event_args", "load_event", "options_from_args", "pairing_from_args", "print_diagnostics",
           "rank_args", "read_options"]


def _positive(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError("must be zero or more")
    return value


def event_args(p: argparse.ArgumentParser, optional_file: bool = False) -> None:
    """The event file and how to read it (``optional_file``: ``--example`` may replace the file)."""
    p.add_argument("file", nargs="?" if optional_file else None,
                   help="event file: TRF, crosstable text, PGN, CSV or JSON")
    if optional_file:
        p.add_argument("--example", choices=sorted(EXAMPLES), help="use a bundled example event")
    p.add_argument("--encoding", help="force the input encoding (default: UTF-8, else cp1252)")
    p.add_argument("--input-format", default="auto",
                   help="trf, json, chess-json, pgn, csv, grid or crosstable (default: sniffed)")
    p.add_argument("--pairing", choices=["auto", "swiss", "rr"], default="auto",
                   help="force Swiss or round robin (default: from the file)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--lenient", action="store_true",
                      help="list every problem of the input and go on wherever a reasonable reading exists")
    mode.add_argument("--strict", action="store_true",
                      help="also refuse what the TRF tolerance rules accept (unknown result codes)")
    p.add_argument("--pgn-star", choices=list(STAR_READINGS), default="unplayed",
                   help='PGN [Result "*"] between two players: both unpaired (default), a double '
                        "forfeit, or a game still being played (scored as a draw)")
    p.add_argument("--max-bytes", type=_positive, default=DEFAULT_LIMITS.max_bytes,
                   help=f"largest input accepted (default {DEFAULT_LIMITS.max_bytes})")
    p.add_argument("--max-players", type=_positive, default=DEFAULT_LIMITS.max_players,
                   help=f"most players accepted (default {DEFAULT_LIMITS.max_players})")
    p.add_argument("--max-rounds", type=_positive, default=DEFAULT_LIMITS.max_rounds,
                   help=f"most rounds accepted (default {DEFAULT_LIMITS.max_rounds})")


def rank_args(p: argparse.ArgumentParser) -> None:
    """The tie-break list and the ranking options."""
    p.add_argument("--tiebreaks", "-t", help="comma-separated tie-break codes, e.g. 'DE,BH/C1,BH,SB'")
    p.add_argument("--rules", choices=[r.value for r in Rules],
                   help="rule set: 2026, 2024, legacy (before C.07) or seed (default: from the start date)")
    p.add_argument("--after-round", type=_positive, help="standings after this round")
    p.add_argument("--unrated-rating", type=_positive, help="rating used for unrated players")
    p.add_argument("--lots-seed", type=int, help="break ties left at the end by a reproducible draw")


def pairing_from_args(args: argparse.Namespace) -> PairingSystem | None:
    """The pairing system forced with --pairing, or None for the file's."""
    return {"swiss": PairingSystem.SWISS, "rr": PairingSystem.ROUND_ROBIN}.get(args.pairing)


def options_from_args(args: argparse.Namespace) -> Options:
    """Ranking options from the parsed arguments of :func:`rank_args` and :func:`event_args`."""
    return Options(rules=Rules(args.rules) if args.rules else None, after_round=args.after_round,
                   pairing=pairing_from_args(args), unrated_rating=args.unrated_rating,
                   lots_seed=args.lots_seed)


def load_event(args: argparse.Namespace) -> Tournament:
    """Read the event the arguments name, printing what the reader noticed."""
    path = args.file
    if path is None:
        if getattr(args, "example", None):
            path = str(example_path(args.example))
        else:
            raise TiebreakError("no event file given (or use --example arena)")
    options = read_options(args)
    event = read_path(Path(path), encoding=getattr(args, "encoding", None),
                      input_format=getattr(args, "input_format", "auto"), options=options)
    print_diagnostics(event.diagnostics, everything=options.lenient)
    return event


def read_options(args: argparse.Namespace) -> ReadOptions:
    """Strictness and limits from :func:`event_args` options (defaults for a parser without them)."""
    limits = Limits(getattr(args, "max_bytes", DEFAULT_LIMITS.max_bytes),
                    getattr(args, "max_players", DEFAULT_LIMITS.max_players),
                    getattr(args, "max_rounds", DEFAULT_LIMITS.max_rounds))
    return ReadOptions(strict=getattr(args, "strict", False), lenient=getattr(args, "lenient", False),
                       limits=limits, pgn_star=getattr(args, "pgn_star", "unplayed"))


_SHOWN = 10


def print_diagnostics(diagnostics: Sequence[Diagnostic], *, everything: bool) -> None:
    """Problems of the input on stderr as ``file:line:col: severity: message`` (all, information
    included, when lenient; else the first warnings and errors)."""
    if not everything:
        diagnostics = [d for d in diagnostics if d.severity is not Severity.INFO]
    shown = diagnostics if everything else diagnostics[:_SHOWN]
    for d in shown:
        print(f"tiebreak: {d}", file=sys.stderr)
    if len(shown) < len(diagnostics):
        print(f"tiebreak: … and {len(diagnostics) - len(shown)} more (--lenient lists them all)",
              file=sys.stderr)
