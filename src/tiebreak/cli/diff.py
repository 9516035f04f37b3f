"""``tiebreak diff``: what changes between two rule sets or two tie-break lists, and why."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace

from ..explanations.explain import RankChange, diff_standings, to_data
from ..model.errors import SpecError
from ..model.rules import Rules
from ..presenters.standings import format_value
from ..ranking.engine import Options, Standings, compute_standings
from . import event_args, load_event, pairing_from_args

__all__ = ["add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    event_args(p)
    p.add_argument(
        "--rules",
        action="append",
        choices=[r.value for r in Rules],
        default=[],
        help="give twice to compare two rule sets",
    )
    p.add_argument(
        "--tiebreaks",
        "-t",
        action="append",
        default=[],
        help="give twice to compare two lists (or once, with two --rules)",
    )
    p.add_argument("--after-round", type=int)
    p.add_argument("--unrated-rating", type=int)
    p.add_argument("--format", "-f", choices=["text", "json"], default="text")


def _label(s: Standings, lists: bool) -> str:
    return ", ".join(s.codes) if lists else s.rules.value


def run(args: argparse.Namespace) -> int:
    first, second, by_lists = _pair(args)
    changes = diff_standings(first, second)
    if args.format == "json":
        data = {
            "first": _label(first, by_lists),
            "second": _label(second, by_lists),
            "rows": [
                {"sno": r.sno, "name": r.name, "first": r.rank, "second": second.row(r.sno).rank}
                for r in first.rows
            ],
            "changes": [to_data(c) for c in changes],
        }
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        return 0
    sys.stdout.write(_text(first, second, changes, by_lists))
    return 0


def _pair(args: argparse.Namespace) -> tuple[Standings, Standings, bool]:
    """The two standings compared: under two rule sets, or with two lists (True)."""
    rules = [Rules(r) for r in args.rules]
    lists: list[str | None] = list(args.tiebreaks)
    if len(rules) > 2 or len(lists) > 2 or len(rules) + len(lists) < 2:
        raise SpecError("diff needs two rule sets (--rules A --rules B) or two lists (-t A -t B)")
    if len(rules) == 2 and len(lists) == 2:
        raise SpecError("diff compares either two rule sets or two lists, not both")
    t = load_event(args)
    base = Options(
        after_round=args.after_round, unrated_rating=args.unrated_rating, pairing=pairing_from_args(args)
    )
    if len(lists) == 2:
        one = rules[0] if rules else None
        first, second = (compute_standings(t, lst, replace(base, rules=one)) for lst in lists)
        return first, second, True
    same = lists[0] if lists else None
    first, second = (compute_standings(t, same, replace(base, rules=rs)) for rs in rules)
    return first, second, False


def _text(first: Standings, second: Standings, changes: list[RankChange], by_lists: bool) -> str:
    """Both rankings side by side, the changed rows marked, then why each rank changed."""
    changed = {c.sno for c in changes}
    width = max(len(r.name) for r in first.rows)
    out = [
        f"A = {_label(first, by_lists)}",
        f"B = {_label(second, by_lists)}",
        "",
        f"  {'A':>4}  {'B':>4}  {'SNo':>4}  {'Name':<{width}}  Pts",
    ]
    for r in second.rows:
        mark = "*" if r.sno in changed else " "
        out.append(
            f"{mark} {first.row(r.sno).rank:>4}  {r.rank:>4}  {r.sno:>4}  {r.name:<{width}}  "
            f"{format_value(r.points)}"
        )
    out.append("")
    if not changes:
        out.append("No rank changes.")
    out.extend(f"* {c.name} ({c.sno}): {c.before} → {c.after}. {c.reason}" for c in changes)
    return "\n".join(out) + "\n"
