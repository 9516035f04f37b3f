"""``tiebreak event …``: live events in the store, the same calls as the HTTP API (``/api/events``).

Every command takes ``--database URL`` (default: ``TIEBREAK_DATABASE_URL``, else the SQLite file of
the data directory, as ``tiebreak serve`` uses); writes take ``--token`` (or ``TIEBREAK_TOKEN``).
Needs the ``store`` extra (``pip install 'tiebreak[store]'``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..model.errors import TiebreakError
from ..presenters.standings import FORMATS, render
from ..store.inputs import PAIRINGS, RULES

if TYPE_CHECKING:
    from ..store import EventStore

__all__ = ["add_arguments", "run"]

_MISSING = "tiebreak event needs the store extra: pip install 'tiebreak[store]'"


def _store(args: argparse.Namespace) -> EventStore:
    from ..store import EventStore, default_database_url

    return EventStore(args.database or default_database_url())


def _token(args: argparse.Namespace) -> str | None:
    return args.token or os.environ.get("TIEBREAK_TOKEN") or None


def _print(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def _written(w: Any) -> None:
    for warning in w.warnings:
        print(f"tiebreak: warning: {warning}", file=sys.stderr)
    _print({"version": w.version, **w.data})


def _created(created: Any) -> None:
    for warning in created.warnings:
        print(f"tiebreak: {warning}", file=sys.stderr)
    print(created.path)
    print(f"organiser token (shown once, keep it): {created.token}")


def run(args: argparse.Namespace) -> int:
    if importlib.util.find_spec("sqlalchemy") is None:
        print(_MISSING, file=sys.stderr)
        return 1
    store = _store(args)
    try:
        result: int = args.event_action(store, args)
        return result
    finally:
        store.close()


def _create(store: EventStore, args: argparse.Namespace) -> int:
    from ..store import event_settings

    data: dict[str, Any] = {
        "name": args.name,
        "rounds": args.rounds,
        "pairing": args.pairing,
        "rules": args.rules,
        "start_date": args.start,
        "end_date": args.end,
    }
    if args.tiebreaks:
        data["tiebreaks"] = args.tiebreaks
    if args.scoring:
        data["scoring"] = _scoring_arg(args.scoring)
    _created(store.create_event(event_settings(data)))
    return 0


def _scoring_arg(text: str) -> Any:
    if text in ("1-½-0", "1-1/2-0", "3-1-0"):
        return text
    parts = text.split("-")
    if len(parts) != 3:
        raise TiebreakError(
            f"--scoring: expected 1-1/2-0, 3-1-0 or WIN-DRAW-LOSS such as 2-1-0, not {text!r}"
        )
    return dict(zip(("win", "draw", "loss"), parts, strict=True))


def _import(store: EventStore, args: argparse.Namespace) -> int:
    from ..readers.trf import decode

    path = Path(args.file)
    text = decode(path.read_bytes())
    _created(
        store.import_trf(text, source=str(path), name=args.name, tiebreaks=args.tiebreaks, rules=args.rules)
    )
    return 0


def _export(store: EventStore, args: argparse.Namespace) -> int:
    text = store.export_json(args.id) if args.format == "json" else store.export_trf(args.id)
    if args.output and args.output != "-":
        Path(args.output).write_text(text, encoding="utf-8", newline="")
    else:
        sys.stdout.write(text.replace("\r\n", "\n"))
    return 0


def _show(store: EventStore, args: argparse.Namespace) -> int:
    _print(store.event_data(args.id))
    return 0


def _player_data(args: argparse.Namespace) -> dict[str, Any]:
    keys = ("name", "rating", "federation", "fide_id", "title", "sex", "birth", "sno", "first_round")
    return {k: getattr(args, k) for k in keys if getattr(args, k, None) is not None}


def _player_add(store: EventStore, args: argparse.Namespace) -> int:
    from ..store import player_input

    _written(store.add_player(args.id, _token(args), player_input(_player_data(args))))
    return 0


def _player_edit(store: EventStore, args: argparse.Namespace) -> int:
    from ..store import player_input

    data = _player_data(args)
    sno = data.pop("sno")
    _written(store.edit_player(args.id, _token(args), sno, player_input(data, new=False)))
    return 0


def _withdraw(store: EventStore, args: argparse.Namespace) -> int:
    _written(store.withdraw(args.id, _token(args), args.sno, args.round))
    return 0


def _bye(store: EventStore, args: argparse.Namespace) -> int:
    kind = None if args.kind == "cancel" else args.kind
    _written(store.request_bye(args.id, _token(args), args.sno, args.round, kind))
    return 0


def _pair(store: EventStore, args: argparse.Namespace) -> int:
    from ..store import board_inputs

    if args.berger:
        _written(store.pair_round_robin(args.id, _token(args), args.round))
        return 0
    if args.round is None:
        raise TiebreakError("give the round to pair (or --berger for every round of a round robin)")
    if args.file:
        from ..readers.trf import decode

        text = decode(Path(args.file).read_bytes())
        _written(
            store.import_round(args.id, _token(args), text, args.round, source=args.file, reason=args.reason)
        )
        return 0
    boards: list[dict[str, Any]] = []
    for i, item in enumerate(args.boards, 1):
        white, sep, black = item.partition("-")
        if not sep or not white.isdecimal():
            raise TiebreakError(
                f"board {i}: expected WHITE-BLACK (starting numbers) or SNO-U (a bye), not {item!r}"
            )
        if black.upper() in ("U", "F", "H", "Z"):
            boards.append({"white": int(white), "bye": black.upper()})
        elif black.isdecimal():
            boards.append({"white": int(white), "black": int(black)})
        else:
            raise TiebreakError(f"board {i}: {black!r} is neither a starting number nor U, F, H or Z")
    if not boards:
        raise TiebreakError("give the boards as WHITE-BLACK ... (or --file round.trf)")
    _written(store.set_pairings(args.id, _token(args), args.round, board_inputs(boards), reason=args.reason))
    return 0


def _result(store: EventStore, args: argparse.Namespace) -> int:
    version = args.version
    if version is None:  # the command line reads the board's version itself: a correction by hand
        board = store.snapshot(args.id).boards.get((args.round, args.board))
        version = board.seq if board is not None else 0
    _written(
        store.set_result(
            args.id, _token(args), args.round, args.board, args.result, expected=version, reason=args.reason
        )
    )
    return 0


def _results(store: EventStore, args: argparse.Namespace) -> int:
    snap = store.snapshot(args.id)
    items = []
    for item in args.items:
        number, sep, result = item.partition("=")
        if not sep or not number.isdecimal():
            raise TiebreakError(f"expected BOARD=RESULT such as 3=1-0, not {item!r}")
        board = snap.boards.get((args.round, int(number)))
        items.append({"board": int(number), "result": result, "version": board.seq if board else 0})
    _written(store.set_round_results(args.id, _token(args), args.round, items, reason=args.reason))
    return 0


def _standings(store: EventStore, args: argparse.Namespace) -> int:
    import datetime as dt

    at = None
    if args.at:
        try:
            at = dt.datetime.fromisoformat(args.at.replace("Z", "+00:00"))
        except ValueError:
            raise TiebreakError(f"--at: {args.at!r} is not a moment such as 2026-12-01T18:30:00Z") from None
        if at.tzinfo is not None:
            at = at.astimezone(dt.UTC).replace(tzinfo=None)
    _, s = store.standings(args.id, after_round=args.round, at=at)
    sys.stdout.write(render(s, args.format))
    return 0


def _audit(store: EventStore, args: argparse.Namespace) -> int:
    _print(store.audit(args.id))
    return 0


def _tiebreaks(store: EventStore, args: argparse.Namespace) -> int:
    _written(
        store.set_tiebreaks(args.id, _token(args), args.list, override=args.override, reason=args.reason)
    )
    return 0


def _tokens(store: EventStore, args: argparse.Namespace) -> int:
    if args.revoke is not None:
        _written(store.revoke_token(args.id, _token(args), args.revoke))
    elif args.issue:
        _written(store.issue_token(args.id, _token(args), args.label))
    else:
        _print(store.list_tokens(args.id, _token(args)))
    return 0


class _Actions:
    """Adds the subcommands of ``tiebreak event``, each with the options every one of them takes."""

    def __init__(self, p: argparse.ArgumentParser) -> None:
        self._actions = p.add_subparsers(dest="event_command", required=True)

    def __call__(
        self, name: str, fn: Any, help_text: str, *, event: bool = True, write: bool = False
    ) -> argparse.ArgumentParser:
        a = self._actions.add_parser(name, help=help_text, description=help_text)
        a.add_argument(
            "--database",
            metavar="URL",
            help="sqlite:///FILE or postgresql://… (default: "
            "TIEBREAK_DATABASE_URL, else events.sqlite3 in the data directory)",
        )
        if event:
            a.add_argument("id", type=int, help="the event's id (the number in /events/ID)")
        if write:
            a.add_argument("--token", help="the organiser's or an arbiter's token (default: TIEBREAK_TOKEN)")
        a.add_argument(
            "--debug",
            action="store_true",
            default=argparse.SUPPRESS,
            help="show the traceback of an internal error",
        )
        a.set_defaults(event_action=fn)
        return a


def add_arguments(p: argparse.ArgumentParser) -> None:
    action = _Actions(p)
    _event_actions(action)
    _player_actions(action)
    _round_actions(action)
    _list_actions(action)


def _event_actions(action: _Actions) -> None:
    """Create, import, export and show an event."""
    a = action("create", _create, "create an event (prints its path and organiser token)", event=False)
    a.add_argument("--name", required=True)
    a.add_argument("--rounds", type=int, required=True, help="planned rounds")
    a.add_argument("--pairing", default="swiss", choices=PAIRINGS)
    a.add_argument("--scoring", help="1-1/2-0 (default), 3-1-0, or WIN-DRAW-LOSS such as 2-1-0")
    a.add_argument("--rules", default="auto", choices=RULES)
    a.add_argument("--tiebreaks", "-t", help="codes (e.g. 'DE,BH/C1,BH,SB') or a preset: arena, swiss, rr")
    a.add_argument("--start", help="start date YYYY-MM-DD")
    a.add_argument("--end", help="end date YYYY-MM-DD")

    a = action(
        "import",
        _import,
        "load a TRF event with all its rounds (prints /events/ID and the token)",
        event=False,
    )
    a.add_argument("file")
    a.add_argument("--name", help="the event's name (default: the file's 012)")
    a.add_argument("--tiebreaks", "-t", help="the list (default: the file's 212, else the preset)")
    a.add_argument("--rules", default="auto", choices=RULES)

    a = action("export", _export, "write the event as TRF-2026 (with ranks) or our JSON")
    a.add_argument("--format", "-f", choices=["trf", "json"], default="trf")
    a.add_argument("--output", "-o", help="file to write (default: standard output)")

    action("show", _show, "the event's settings, players, pairings and results (JSON)")


def _player_actions(action: _Actions) -> None:
    """Register, edit, withdraw a player; request a bye."""
    for name, fn, text in (
        ("player-add", _player_add, "register a player (late entry after round 1)"),
        ("player-edit", _player_edit, "change a player's details"),
    ):
        a = action(name, fn, text, write=True)
        if name == "player-edit":
            a.add_argument("sno", type=int)
            a.add_argument("--name")
        else:
            a.add_argument("--name", required=True)
            a.add_argument("--sno", type=int, help="starting number (default: the next one)")
            a.add_argument(
                "--first-round", dest="first_round", type=int, help="late entry: first round played"
            )
        a.add_argument("--rating", type=int)
        a.add_argument("--federation")
        a.add_argument("--fide-id", dest="fide_id")
        a.add_argument("--title")
        a.add_argument("--sex")
        a.add_argument("--birth")

    a = action("withdraw", _withdraw, "withdraw a player from round N on", write=True)
    a.add_argument("sno", type=int)
    a.add_argument("round", type=int)

    a = action("bye", _bye, "request a half- or zero-point bye for a round not paired yet", write=True)
    a.add_argument("sno", type=int)
    a.add_argument("round", type=int)
    a.add_argument("kind", choices=["H", "Z", "cancel"])


def _round_actions(action: _Actions) -> None:
    """Pairings and results."""
    a = action(
        "pair",
        _pair,
        "enter a round's pairings (WHITE-BLACK …, SNO-U for a bye), import them, "
        "or pair a round robin from the Berger tables",
        write=True,
    )
    a.add_argument("round", type=int, nargs="?")
    a.add_argument("boards", nargs="*", help="boards in order: 3-7 (White 3, Black 7), 12-U (a bye)")
    a.add_argument("--file", help="a TRF from the pairing program: take this round's pairings")
    a.add_argument(
        "--berger", action="store_true", help="round robin: Berger tables (every round not paired)"
    )
    a.add_argument("--reason", default="", help="why pairings that have results are changed")

    a = action("result", _result, "enter or correct one board's result", write=True)
    a.add_argument("round", type=int)
    a.add_argument("board", type=int)
    a.add_argument("result", help="1-0, ½-½ (1/2-1/2), 0-1, +/-, -/+, -/-; U F H Z on a bye board")
    a.add_argument("--version", type=int, help="the board's version you saw (default: the current one)")
    a.add_argument("--reason", default="")

    a = action("results", _results, "several boards of a round at once (all or nothing)", write=True)
    a.add_argument("round", type=int)
    a.add_argument("items", nargs="+", help="BOARD=RESULT, e.g. 1=1-0 2=½-½ 3=0-1")
    a.add_argument("--reason", default="")


def _list_actions(action: _Actions) -> None:
    """Standings, the audit log, the tie-break list and the tokens."""
    a = action("standings", _standings, "the standings now, after a round, or as they were at a moment")
    a.add_argument("--round", type=int, help="after this round")
    a.add_argument("--at", help="as at this moment (ISO, UTC), e.g. 2026-12-01T18:30:00Z")
    a.add_argument("--format", "-f", choices=list(FORMATS), default="text")

    action("audit", _audit, "every change of the event, oldest first (JSON)")

    a = action(
        "tiebreaks", _tiebreaks, "replace the tie-break list (fixed once round 1 is paired)", write=True
    )
    a.add_argument("list", help="codes, e.g. 'DE,BH/C1,BH,SB', or a preset")
    a.add_argument(
        "--override", action="store_true", help="change it after round 1 was paired (needs --reason)"
    )
    a.add_argument("--reason", default="")

    a = action(
        "tokens", _tokens, "list the event's tokens, issue an arbiter token, or revoke one", write=True
    )
    a.add_argument("--issue", action="store_true", help="issue an arbiter token (printed once)")
    a.add_argument("--label", default="", help="whose token it is, e.g. 'deputy arbiter'")
    a.add_argument("--revoke", type=int, metavar="TOKEN_ID", help="revoke this arbiter token")
