"""``tiebreak explain``: why a player ranks where they do (two players: what separates them), and how
each of one player's values was made."""

from __future__ import annotations

import argparse
import json
import sys

from ..explanations.explain import compare, explain_player, to_data
from ..model.errors import SpecError
from ..presenters.explanations import render_comparison, render_player
from ..ranking.engine import compute_standings
from . import event_args, load_event, options_from_args, rank_args

__all__ = ["add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    event_args(p)
    p.add_argument("players", nargs="+", metavar="PLAYER", help="one or two players (name or number)")
    rank_args(p)
    p.add_argument("--format", "-f", choices=["text", "json"], default="text")


def run(args: argparse.Namespace) -> int:
    s = compute_standings(load_event(args), args.tiebreaks, options_from_args(args))
    if len(args.players) > 2:
        raise SpecError("explain takes one player or two")
    if len(args.players) == 1:
        player = explain_player(s, args.players[0])
        out = (
            json.dumps(to_data(player), indent=2, ensure_ascii=False) + "\n"
            if args.format == "json"
            else render_player(player)
        )
    else:
        comparison = compare(s, args.players[0], args.players[1])
        out = (
            json.dumps(to_data(comparison), indent=2, ensure_ascii=False) + "\n"
            if args.format == "json"
            else render_comparison(comparison)
        )
    sys.stdout.write(f"Rules: {s.rules.label}\n" if args.format == "text" else "")
    sys.stdout.write(out)
    return 0
