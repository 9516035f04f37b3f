"""The ``tiebreak`` command: a thin argparse layer over the library, one module per sub-command, and the
arguments and the reading of the event they share.

Exit status: 0 success, 1 differences found (``check``), 2 bad input or options, 70 an internal error
(a bug: no input may cause it, see ``tests/acceptance/test_fuzz.py``; ``--debug`` shows its traceback).

Only the module of the sub-command being run is imported (:data:`COMMANDS`): ``tiebreak --version``
loads none of them, ``tiebreak standings`` neither the explanations nor the web page.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, Protocol

from .. import __version__

if TYPE_CHECKING:
    from ..model.errors import Diagnostic
    from ..model.tournament import PairingSystem, Tournament
    from ..ranking.engine import Options
    from ..readers import ReadOptions

__all__ = [
    "COMMANDS",
    "Command",
    "CommandModule",
    "build_parser",
    "console",
    "event_args",
    "load_event",
    "main",
    "options_from_args",
    "pairing_from_args",
    "print_diagnostics",
    "rank_args",
    "read_options",
]


class CommandModule(Protocol):
    """What a sub-command's module provides."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def run(self, args: argparse.Namespace) -> int: ...


class Command(NamedTuple):
    """One sub-command: its one-line help and how to load its module (imported only when run)."""

    help: str
    load: Callable[[], CommandModule]


def _standings() -> CommandModule:
    from . import standings

    return standings


def _explain() -> CommandModule:
    from . import explain

    return explain


def _diff() -> CommandModule:
    from . import diff

    return diff


def _check() -> CommandModule:
    from . import check

    return check


def _convert() -> CommandModule:
    from . import convert

    return convert


def _serve() -> CommandModule:
    from . import serve

    return serve


def _batch() -> CommandModule:
    from . import batch

    return batch


def _event() -> CommandModule:
    from . import event

    return event


COMMANDS: dict[str, Command] = {
    "standings": Command("compute and print the final standings", _standings),
    "explain": Command("why a player ranks where they do, and how each value was made", _explain),
    "diff": Command("compare the standings under two rule sets or two tie-break lists", _diff),
    "check": Command("verify the ranks (and values) an event file or table publishes", _check),
    "convert": Command("convert an event file (crosstable, PGN, CSV, JSON, TRF) to TRF or JSON", _convert),
    "serve": Command("run the web page (calculator, exports and JSON API)", _serve),
    "batch": Command("rank many events in parallel and write each one's standings", _batch),
    "event": Command("live events kept in a database: create, pair, enter results, export", _event),
}
"""The sub-commands, in the order ``tiebreak --help`` lists them."""


# -- what the sub-commands share (their modules import the library where they need it, so that
# ``tiebreak --version`` loads none of it) -----------------------------------------------------------
def _positive(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError("must be zero or more")
    return value


def event_args(p: argparse.ArgumentParser, optional_file: bool = False) -> None:
    """The event file and how to read it (``optional_file``: ``--example`` may replace the file)."""
    from ..model.tournament import DEFAULT_LIMITS, FORCED_PAIRINGS
    from ..readers import EXAMPLES, STAR_READINGS
    from ..readers._options import BYE_STAR_READINGS

    p.add_argument(
        "file",
        nargs="?" if optional_file else None,
        help="event file: TRF, crosstable text, pairing lists, PGN, CSV or JSON",
    )
    if optional_file:
        p.add_argument("--example", choices=sorted(EXAMPLES), help="use a bundled example event")
    p.add_argument("--encoding", help="force the input encoding (default: UTF-8, else cp1252)")
    p.add_argument(
        "--input-format",
        default="auto",
        help=(
            "trf, json, chess-json, swisssys-json, sevilla, swissmaster-json, html, pgn, csv, pairings, "
            "tables, grid or crosstable (default: sniffed)"
        ),
    )
    p.add_argument(
        "--pairing",
        choices=list(FORCED_PAIRINGS),
        default="auto",
        help="force Swiss or round robin (default: from the file)",
    )
    p.add_argument(
        "--notes",
        action="store_true",
        help="print every note on how the input was read (what each reader assumed: a column told by its "
        "values, a bye's value, a convention of the program that wrote it), not only its warnings",
    )
    mode = p.add_mutually_exclusive_group()
    mode.add_argument(
        "--lenient",
        action="store_true",
        help="list every problem of the input and go on wherever a reasonable reading exists",
    )
    mode.add_argument(
        "--strict",
        action="store_true",
        help="also refuse what the TRF tolerance rules accept (unknown result codes)",
    )
    p.add_argument(
        "--pgn-star",
        choices=list(STAR_READINGS),
        default="unplayed",
        help='PGN [Result "*"] (or a pairing list\'s game without a result) between two '
        "players: both unpaired (default; a PGN given with a ranking: a forfeit won and lost, or a "
        "double forfeit, where the ranking's points say so), a double forfeit, or a game still being "
        "played (scored as a draw)",
    )
    p.add_argument(
        "--pgn-bye",
        choices=list(BYE_STAR_READINGS),
        default="unplayed",
        help='PGN game against BYE with [Result "*"]: an unpaired round (default), or a '
        "pairing-allocated (pab), full-, half- or zero-point bye: the bye's value",
    )
    p.add_argument(
        "--columns",
        metavar="SPEC",
        help="say what the table's columns hold when it cannot tell: e.g. "
        "'name=2,rating=3,rounds=5-11,points=12' (also rank, sno, title, fed, club, "
        "tiebreaks, opponents for a grid, ignore; table=N picks a table, header=N its header "
        "row; group=N or group=NAME the event of a page that holds several)",
    )
    p.add_argument(
        "--group",
        metavar="N|NAME",
        help="the event to read of a page that holds several (groups of players who meet only among "
        "themselves, such as a day of quads): its number in the list the warning gives, or its name "
        "(e.g. 3 or Steinitz)",
    )
    p.add_argument(
        "--max-bytes",
        type=_positive,
        default=DEFAULT_LIMITS.max_bytes,
        help=f"largest input accepted (default {DEFAULT_LIMITS.max_bytes})",
    )
    p.add_argument(
        "--max-players",
        type=_positive,
        default=DEFAULT_LIMITS.max_players,
        help=f"most players accepted (default {DEFAULT_LIMITS.max_players})",
    )
    p.add_argument(
        "--max-rounds",
        type=_positive,
        default=DEFAULT_LIMITS.max_rounds,
        help=f"most rounds accepted (default {DEFAULT_LIMITS.max_rounds})",
    )


def rank_args(p: argparse.ArgumentParser) -> None:
    """The tie-break list and the ranking options."""
    from ..model.rules import Rules

    p.add_argument("--tiebreaks", "-t", help="comma-separated tie-break codes, e.g. 'DE,BH/C1,BH,SB'")
    p.add_argument(
        "--rules",
        choices=[r.value for r in Rules],
        help="rule set: 2026, 2024, legacy (before C.07), legacy-sm (before C.07, Swiss-Manager's "
        "Sonneborn-Berger) or seed (default: from the start date)",
    )
    p.add_argument("--after-round", type=_positive, help="standings after this round")
    p.add_argument("--unrated-rating", type=_positive, help="rating used for unrated players")
    p.add_argument("--lots-seed", type=int, help="break ties left at the end by a reproducible draw")


def pairing_from_args(args: argparse.Namespace) -> PairingSystem | None:
    """The pairing system forced with --pairing, or None for the file's."""
    from ..model.tournament import FORCED_PAIRINGS

    return FORCED_PAIRINGS[args.pairing]


def options_from_args(args: argparse.Namespace) -> Options:
    """Ranking options from the parsed arguments of :func:`rank_args` and :func:`event_args`."""
    from ..model.rules import Rules
    from ..ranking.engine import Options

    return Options(
        rules=Rules(args.rules) if args.rules else None,
        after_round=args.after_round,
        pairing=pairing_from_args(args),
        unrated_rating=args.unrated_rating,
        lots_seed=args.lots_seed,
    )


def load_event(args: argparse.Namespace) -> Tournament:
    """Read the event the arguments name, printing what the reader noticed."""
    from ..model.errors import TiebreakError
    from ..readers import example_path, read_path

    path = args.file
    if path is None:
        if getattr(args, "example", None):
            path = str(example_path(args.example))
        else:
            raise TiebreakError("no event file given (or use --example arena)")
    options = read_options(args)
    more = [Path(p) for p in getattr(args, "more", None) or ()]
    if more or Path(path).is_dir():  # several files, or a folder: one event (pairing lists and a ranking)
        from ..readers import read_paths

        event = read_paths(
            [Path(path), *more],
            encoding=getattr(args, "encoding", None),
            input_format=getattr(args, "input_format", "auto"),
            options=options,
        )
    else:
        event = read_path(
            Path(path),
            encoding=getattr(args, "encoding", None),
            input_format=getattr(args, "input_format", "auto"),
            options=options,
        )
    everything = options.lenient or bool(getattr(args, "notes", False))
    print_diagnostics(event.diagnostics, everything=everything, notes=True)
    echo_columns(event.diagnostics, everything=everything)
    return event


def echo_columns(diagnostics: Sequence[Diagnostic], *, everything: bool) -> None:
    """The ``--columns`` that reads the table as it was read (when read by content), so that the choice
    can be repeated or changed (already listed when ``everything`` is)."""
    from ..readers.content import COLUMNS_NOTE

    if everything:
        return
    for d in diagnostics:
        if getattr(d.message, "code", None) == COLUMNS_NOTE.code:
            print(f"tiebreak: {d.message}", file=sys.stderr)


def read_options(args: argparse.Namespace) -> ReadOptions:
    """Strictness and limits from :func:`event_args` options (defaults for a parser without them)."""
    from ..model.tournament import DEFAULT_LIMITS, Limits
    from ..readers import ReadOptions

    limits = Limits(
        getattr(args, "max_bytes", DEFAULT_LIMITS.max_bytes),
        getattr(args, "max_players", DEFAULT_LIMITS.max_players),
        getattr(args, "max_rounds", DEFAULT_LIMITS.max_rounds),
    )
    columns = None
    spec = getattr(args, "columns", None) or ""
    if getattr(args, "group", None):
        from ..readers.tables import choose_group

        spec = choose_group(spec, args.group)
    if spec:
        from ..readers.tables import parse_columns

        columns = parse_columns(spec)
    return ReadOptions(
        strict=getattr(args, "strict", False),
        lenient=getattr(args, "lenient", False),
        limits=limits,
        pgn_star=getattr(args, "pgn_star", "unplayed"),
        pgn_bye=getattr(args, "pgn_bye", "unplayed"),
        columns=columns,
    )


_SHOWN = 10


def print_diagnostics(diagnostics: Sequence[Diagnostic], *, everything: bool, notes: bool = False) -> None:
    """Problems of the input on stderr as ``file:line:col: severity: message`` (all, information
    included, when lenient or asked with ``--notes``; else the first warnings and errors, those about the
    whole input, with no line, among them first: a PGN file's players without a game in some rounds stays
    in view behind a run of warnings on its lines, and, with ``notes``, how many notes on the reading are
    not shown)."""
    from ..model.errors import Severity
    from ..readers.content import COLUMNS_NOTE

    if not everything:
        hidden = sum(
            1
            for d in diagnostics
            if d.severity is Severity.INFO and getattr(d.message, "code", None) != COLUMNS_NOTE.code
        )
        diagnostics = [d for d in diagnostics if d.severity is not Severity.INFO]
        if notes and hidden:
            summary = f"tiebreak: {hidden} note(s) on how the input was read (--notes prints them)"
        else:
            summary = ""
    else:
        summary = ""
    shown = diagnostics
    if not everything and len(diagnostics) > _SHOWN:
        whole = {id(d) for d in diagnostics if d.line is None}
        room = _SHOWN - min(len(whole), _SHOWN)
        kept = whole | {id(d) for d in [d for d in diagnostics if d.line is not None][:room]}
        shown = [d for d in diagnostics if id(d) in kept][:_SHOWN]
    for d in shown:
        print(f"tiebreak: {d}", file=sys.stderr)
    if len(shown) < len(diagnostics):
        print(
            f"tiebreak: … and {len(diagnostics) - len(shown)} more (--lenient lists them all)",
            file=sys.stderr,
        )
    if summary:
        print(summary, file=sys.stderr)


# -- the command line -----------------------------------------------------------------------------------
def build_parser(*commands: str) -> argparse.ArgumentParser:
    """The argument parser, with the arguments of the sub-commands named (``build_parser(*COMMANDS)``:
    all of them); the others are listed with their help but their modules are not imported."""
    parser = argparse.ArgumentParser(
        prog="tiebreak", description="Chess tournament standings with FIDE C.07 tie-breaks."
    )
    parser.add_argument("--version", action="version", version=f"tiebreak {__version__}")
    parser.add_argument("--debug", action="store_true", help="show the traceback of an internal error")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, entry in COMMANDS.items():
        p = sub.add_parser(name, help=entry.help, description=entry.help)
        if name in commands:
            module = entry.load()
            module.add_arguments(p)
            p.add_argument(
                "--debug",
                action="store_true",
                default=argparse.SUPPRESS,
                help="show the traceback of an internal error",
            )
            p.set_defaults(run=module.run)
    return parser


def _command(words: Sequence[str]) -> str | None:
    """The sub-command named in ``words`` (the first word that is not an option)."""
    return next((w for w in words if not w.startswith("-")), None)


_READING_COMMANDS = frozenset({"standings", "explain", "diff", "check", "convert"})
"""The commands that read an event and end: each runs as one reading (:func:`tiebreak.readers.read_once`).
Not the web server, whose requests are each their own reading, nor the batch and the live events."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line on ``argv`` (default: ``sys.argv[1:]``) and return the exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    command = _command(words)
    args = build_parser(*[command] if command in COMMANDS else []).parse_args(words)
    from ..model.errors import Severity, TiebreakError
    from ..readers import read_once

    handler: Callable[[argparse.Namespace], int] = args.run
    reading = read_once() if command in _READING_COMMANDS else contextlib.nullcontext()
    try:
        with reading:  # a page parsed to read the event is not parsed again to read its own ranking
            return handler(args)
    except TiebreakError as exc:
        if getattr(args, "lenient", False) and exc.diagnostics:
            print_diagnostics(exc.diagnostics, everything=True)
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
    except Exception as exc:  # a bug: one line, or the traceback with --debug
        if args.debug:
            traceback.print_exc()
        print(
            f"tiebreak: internal error ({type(exc).__name__}: {exc}); please report it with the input "
            "file" + ("" if args.debug else " (--debug shows the traceback)"),
            file=sys.stderr,
        )
        return 70


def console() -> int:
    """The installed ``tiebreak`` command: :func:`main` with the cyclic garbage collector paused for the
    whole short-lived process (:func:`~tiebreak.model.runtime.paused_gc`; reading and ranking make no
    reference cycles), and pypdf's own warnings on a PDF's fonts left out (what reading a PDF assumes,
    the readers say themselves). Calling :func:`main` from Python changes nothing process-wide."""
    import logging

    from ..model.runtime import paused_gc

    logging.getLogger("pypdf").setLevel(logging.ERROR)
    with paused_gc():
        return main()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(console())
