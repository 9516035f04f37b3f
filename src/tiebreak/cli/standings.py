"""``tiebreak standings``: the standings of one event (text, TSV, CSV, JSON or TRF), optionally with
how each group on equal points was split, or the board prizes of a team event."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace

from ..model.errors import TiebreakError
from ..model.rules import Rules
from ..model.tournament import Tournament
from ..presenters.standings import FORMATS, render
from ..ranking.engine import Standings, compute_standings
from . import event_args, load_event, options_from_args, rank_args

__all__ = ["add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    event_args(p, optional_file=True)
    p.add_argument(
        "more",
        nargs="*",
        metavar="FILE",
        help="more files of the same event (each round's pairing list, the ranking): read "
        "together as one event; a folder given as the event file is read the same way",
    )
    rank_args(p)
    p.add_argument("--format", "-f", choices=[*FORMATS, "trf"], default="text")
    p.add_argument(
        "--explain", action="store_true", help="after the table, how each group on equal points was split"
    )
    p.add_argument(
        "--boards", action="store_true", help="team events: individual standings per board (board prizes)"
    )


def _as_published(args: argparse.Namespace, event: Tournament) -> Standings | None:
    """Without a list or an edition asked for, and without a list in the file: an input that publishes its
    own ranking with tie-break columns (a page, an export, the ranking given last) ranked with those
    columns, in their order, under the edition their values agree with best, as the page ranks a pasted
    publication (:func:`tiebreak.checking.adopt.best_trial`), with a note; None for any other input, or
    when the ranking cannot be checked (a player of it not in the event …): then the default list."""
    if args.tiebreaks or args.rules or event.tiebreaks:
        return None
    from ..checking.adopt import best_trial, may_adopt
    from .check import publication

    try:
        table = publication(args, event)
        if table is None or not may_adopt(table, event):
            return None
        options = options_from_args(args)
        trial = best_trial(event, table, options)
        if not trial.adopted:
            return None
        ranked = compute_standings(
            event, list(trial.ranking_list), replace(options, rules=Rules(trial.edition))
        )
    except TiebreakError:
        return None
    (agree, places), (good, values) = trial.places, trial.values
    said = f"{agree} of {places} places" + (f" and {good} of {values} tie-break values" if values else "")
    ranks = (
        f"with the tie-breaks the input's own ranking publishes, {', '.join(trial.ranking_list)}"
        if trial.codes
        else "on the game points (GPTS), as the input's own ranking does (its points are the game points)"
    )
    note = (
        f"ranked {ranks}, under the rules its values agree with best ({Rules(trial.edition).label}: {said} "
        "agree); --tiebreaks or --rules rank otherwise"
    )
    return replace(ranked, list_source="publication", warnings=(note, *ranked.warnings))


def run(args: argparse.Namespace) -> int:
    event = load_event(args)
    if args.boards:
        from ..presenters.boards import render_boards

        if args.format == "trf":
            raise TiebreakError("--boards prints text, tsv, csv or json")
        sys.stdout.write(render_boards(event, args.format, args.after_round))
        return 0
    standings = _as_published(args, event)
    if standings is None:
        standings = compute_standings(event, args.tiebreaks, options_from_args(args))
    if args.format == "trf":
        from ..writers.trf import standings_trf

        sys.stdout.write(standings_trf(event, standings, line_ending="\n"))
    elif args.explain and args.format == "json":
        import json

        from ..explanations.explain import explain_groups, to_data
        from ..presenters.standings import standings_dict

        data = standings_dict(standings)
        data["explanation"] = to_data(explain_groups(standings))
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render(standings, args.format))
    if args.explain and args.format == "text":
        from ..explanations.explain import explain_groups
        from ..presenters.explanations import render_groups

        story = render_groups(standings, explain_groups(standings))
        sys.stdout.write("\nHow ties on points were broken:\n" + story)
    if args.format != "text":
        for w in standings.warnings:
            print(f"tiebreak: note: {w}", file=sys.stderr)
    return 0
