"""The ``tiebreak`` command: a thin argparse layer over the library, one module per sub-command.

Exit status: 0 success, 1 differences found (``check``), 2 bad input or options, 70 an internal error
(a bug: no input may cause it, see ``tests/test_fuzz.py``; ``--debug`` shows its traceback).

Only the module of the sub-command being run is imported (:data:`COMMANDS`): ``tiebreak --version``
loads none of them, ``tiebreak standings`` neither the explanations nor the web page.
"""

from __future__ import annotations

import argparse
import sys
import traceback
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from .. import __version__

__all__ = ["COMMANDS", "Command", "CommandModule", "build_parser", "console", "main"]


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


COMMANDS: dict[str, Command] = {
    "standings": Command("compute and print the final standings", _standings),
    "explain": Command("why a player ranks where they do, and how each value was made", _explain),
    "diff": Command("compare the standings under two rule sets or two tie-break lists", _diff),
    "check": Command("verify the ranks (and values) an event file or table publishes", _check),
    "convert": Command("convert an event file (crosstable, PGN, CSV, JSON, TRF) to TRF or JSON", _convert),
    "serve": Command("run the web page (calculator, exports and JSON API)", _serve),
    "batch": Command("rank many events in parallel and write each one's standings", _batch),
}
"""The sub-commands, in the order ``tiebreak --help`` lists them."""


def build_parser(*commands: str) -> argparse.ArgumentParser:
    """The argument parser, with the arguments of the sub-commands named (``build_parser(*COMMANDS)``:
    all of them); the others are listed with their help but their modules are not imported."""
    parser = argparse.ArgumentParser(
        prog="tiebreak", description="Chess tournament standings with FIDE C.07 tie-breaks.")
    parser.add_argument("--version", action="version", version=f"tiebreak {__version__}")
    parser.add_argument("--debug", action="store_true", help="show the traceback of an internal error")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, entry in COMMANDS.items():
        p = sub.add_parser(name, help=entry.help, description=entry.help)
        if name in commands:
            module = entry.load()
            module.add_arguments(p)
            p.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                           help="show the traceback of an internal error")
            p.set_defaults(run=module.run)
    return parser


def _command(words: Sequence[str]) -> str | None:
    """The sub-command named in ``words`` (the first word that is not an option)."""
    return next((w for w in words if not w.startswith("-")), None)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line on ``argv`` (default: ``sys.argv[1:]``) and return the exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    command = _command(words)
    args = build_parser(*[command] if command in COMMANDS else []).parse_args(words)
    from ..errors import Severity, TiebreakError
    handler: Callable[[argparse.Namespace], int] = args.run
    try:
        return handler(args)
    except TiebreakError as exc:
        if getattr(args, "lenient", False) and exc.diagnostics:
            from .options import print_diagnostics

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
        print(f"tiebreak: internal error ({type(exc).__name__}: {exc}); please report it with the input "
              "file" + ("" if args.debug else " (--debug shows the traceback)"), file=sys.stderr)
        return 70


def console() -> int:
    """The installed ``tiebreak`` command: :func:`main` with the cyclic garbage collector paused for the
    whole short-lived process (:func:`~tiebreak.runtime.paused_gc`; reading and ranking make no
    reference cycles). Calling :func:`main` from Python changes nothing process-wide."""
    from ..runtime import paused_gc

    with paused_gc():
        return main()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(console())
