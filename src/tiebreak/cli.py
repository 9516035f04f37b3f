"""The ``tiebreak`` command: a thin argparse layer over the library.

Exit status: 0 success, 1 differences found (``check``), 2 bad input or options, 70 an internal error
(a bug: no input may cause it, see ``tests/test_fuzz.py``).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from . import __version__
from .context import Rules
from .engine import Options, Standings, compute_standings
from .errors import Diagnostic, Severity, TiebreakError
from .examples import EXAMPLES, example_path
from .model import PairingSystem, Tournament
from .presenters import FORMATS, render
from .readers import ReadOptions, read_path
from .readers.pgn import STAR_READINGS
from .runtime import paused_gc
from .validate import DEFAULT_LIMITS, Limits
from .writers.trf import standings_trf

__all__ = ["COMMAND_MODULES", "event_args", "load_event", "main", "options_from_args", "pairing_from_args",
           "paused_gc", "rank_args", "read_options",
           "standings_from_args"]

Handler = Callable[[argparse.Namespace], int]


def _positive(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError("must be zero or more")
    return value


def event_args(p: argparse.ArgumentParser, optional_file: bool = False) -> None:
    p.add_argument("file", nargs="?" if optional_file else None,
                   help="event file: TRF, crosstable text, PGN, CSV or JSON")
    if optional_file:
        p.add_argument("--example", choices=sorted(EXAMPLES), help="use a bundled example event")
    p.add_argument("--encoding", help="force the input encoding (default: UTF-8, else cp1252)")
    p.add_argument("--input-format", default="auto",
                   help="trf, json, chess-json, html, pgn, csv, grid or crosstable (default: sniffed)")
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
    path = args.file
    if path is None:
        if getattr(args, "example", None):
            path = str(example_path(args.example))
        else:
            raise TiebreakError("no event file given (or use --example arena)")
    options = read_options(args)
    event = read_path(Path(path), encoding=getattr(args, "encoding", None),
                      input_format=getattr(args, "input_format", "auto"), options=options)
    _print_diagnostics(event.diagnostics, everything=options.lenient)
    return event


def read_options(args: argparse.Namespace) -> ReadOptions:
    """Strictness and limits from :func:`event_args` options (defaults for a parser without them)."""
    limits = Limits(getattr(args, "max_bytes", DEFAULT_LIMITS.max_bytes),
                    getattr(args, "max_players", DEFAULT_LIMITS.max_players),
                    getattr(args, "max_rounds", DEFAULT_LIMITS.max_rounds))
    return ReadOptions(strict=getattr(args, "strict", False), lenient=getattr(args, "lenient", False),
                       limits=limits, pgn_star=getattr(args, "pgn_star", "unplayed"))


_SHOWN = 10


def _print_diagnostics(diagnostics: Sequence[Diagnostic], *, everything: bool) -> None:
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


def standings_from_args(args: argparse.Namespace) -> Standings:
    return compute_standings(load_event(args), args.tiebreaks, options_from_args(args))


def cmd_standings(args: argparse.Namespace) -> int:
    with paused_gc():
        event = load_event(args)
    if args.boards:
        from .board_prizes import render_boards

        if args.format == "trf":
            raise TiebreakError("--boards prints text, tsv, csv or json")
        sys.stdout.write(render_boards(event, args.format, args.after_round))
        return 0
    with paused_gc():
        standings = compute_standings(event, args.tiebreaks, options_from_args(args))
        text = render(standings, args.format) if args.format in FORMATS and not (
            args.explain and args.format == "json") else ""
    if args.format == "trf":
        sys.stdout.write(standings_trf(event, standings, line_ending="\n"))
    elif args.explain and args.format == "json":
        import json

        from .explain import explain_groups, to_data
        from .presenters import standings_dict

        data = standings_dict(standings)
        data["explanation"] = to_data(explain_groups(standings))
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(text)
    if args.explain and args.format == "text":
        from .explain import explain_groups
        from .explain_text import render_groups

        story = render_groups(standings, explain_groups(standings))
        sys.stdout.write("\nHow ties on points were broken:\n" + story)
    if args.format != "text":
        for w in standings.warnings:
            print(f"tiebreak: note: {w}", file=sys.stderr)
    return 0


def build_parser(standings_only: bool = False) -> argparse.ArgumentParser:
    """The argument parser; ``standings_only`` leaves out (and does not import) the other sub-commands."""
    parser = argparse.ArgumentParser(
        prog="tiebreak", description="Chess tournament standings with FIDE C.07 tie-breaks.")
    parser.add_argument("--version", action="version", version=f"tiebreak {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("standings", help="compute and print the final standings")
    event_args(p, optional_file=True)
    rank_args(p)
    p.add_argument("--format", "-f", choices=[*FORMATS, "trf"], default="text")
    p.add_argument("--explain", action="store_true",
                   help="after the table, how each group on equal points was split")
    p.add_argument("--boards", action="store_true",
                   help="team events: individual standings per board (board prizes)")
    p.set_defaults(handler=cmd_standings)
    if not standings_only:
        for module in COMMAND_MODULES:
            importlib.import_module(module).add_parser(sub)
    return parser


COMMAND_MODULES: tuple[str, ...] = ("tiebreak.cli_explain", "tiebreak.cli_convert", "tiebreak.cli_serve",
                                     "tiebreak.cli_batch", "tiebreak.cli_event")
"""Modules that each add one sub-command: they define ``add_parser(subparsers)`` and set a
``handler(args) -> int`` default, using :func:`event_args`, :func:`rank_args` and :func:`load_event`."""


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    # `standings` is the command run thousands of times in scripts: do not import the others' modules
    parser = build_parser(standings_only=bool(words) and words[0] == "standings")
    args = parser.parse_args(argv)
    handler: Handler = args.handler
    try:
        return handler(args)
    except TiebreakError as exc:
        if getattr(args, "lenient", False) and exc.diagnostics:
            _print_diagnostics(exc.diagnostics, everything=True)
            errors = sum(d.severity is Severity.ERROR for d in exc.diagnostics)
            print(f"tiebreak: {errors} error(s) without a reasonable reading: no standings", file=sys.stderr)
        else:
            print(f"tiebreak: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # pragma: no cover - e.g. `| head`
        return 0
    except OSError as exc:
        name = exc.filename or ""
        print(f"tiebreak: {name}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # pragma: no cover - interactive
        return 130
    except Exception as exc:  # a bug: report it in one line, never a traceback
        print(f"tiebreak: internal error ({type(exc).__name__}: {exc}); please report it with the input "
              "file", file=sys.stderr)
        return 70


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
