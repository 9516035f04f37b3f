"""Sub-commands ``explain``, ``diff`` and ``check``."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from .cli import event_args, load_event, options_from_args, pairing_from_args, rank_args, read_options
from .context import Rules
from .engine import Options, Row, Standings, compute_standings
from .errors import ParseError, Severity, SpecError, TiebreakError
from .explain import compare, explain_player, to_data
from .explain_text import render_comparison, render_explanation, render_player
from .model import Tournament
from .presenters import format_value
from .published import (
    CellCheck,
    CheckReport,
    Published,
    check_published,
    published_from_event,
    read_published,
)
from .readers.trf import decode

__all__ = ["add_parser", "diff_standings", "render_check"]


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("explain", help="why a player ranks where they do, and how each value was made")
    event_args(p)
    p.add_argument("players", nargs="+", metavar="PLAYER", help="one or two players (name or number)")
    rank_args(p)
    p.add_argument("--format", "-f", choices=["text", "json"], default="text")
    p.set_defaults(handler=cmd_explain)

    p = sub.add_parser("diff", help="compare the standings under two rule sets or two tie-break lists")
    event_args(p)
    p.add_argument("--rules", action="append", choices=[r.value for r in Rules], default=[],
                   help="give twice to compare two rule sets")
    p.add_argument("--tiebreaks", "-t", action="append", default=[],
                   help="give twice to compare two lists (or once, with two --rules)")
    p.add_argument("--after-round", type=int)
    p.add_argument("--unrated-rating", type=int)
    p.add_argument("--format", "-f", choices=["text", "json"], default="text")
    p.set_defaults(handler=cmd_diff)

    p = sub.add_parser("check", help="verify the ranks (and values) an event file or table publishes")
    event_args(p)
    rank_args(p)
    p.add_argument("--standings", type=Path,
                   help="the published ranking: chess-results text, CSV export or page, Vega page, CSV/TSV")
    p.add_argument("--map", action="append", default=[], metavar="HEADING=CODE",
                   help="what a published column holds, e.g. --map TB1=BH/C1 (overrides its heading)")
    p.add_argument("--format", "-f", choices=["text", "json"], default="text")
    p.set_defaults(handler=cmd_check)


def cmd_explain(args: argparse.Namespace) -> int:
    s = compute_standings(load_event(args), args.tiebreaks, options_from_args(args))
    if len(args.players) > 2:
        raise SpecError("explain takes one player or two")
    if len(args.players) == 1:
        player = explain_player(s, args.players[0])
        out = json.dumps(to_data(player), indent=2, ensure_ascii=False) + "\n" if args.format == "json" \
            else render_player(player)
    else:
        comparison = compare(s, args.players[0], args.players[1])
        out = json.dumps(to_data(comparison), indent=2, ensure_ascii=False) + "\n" \
            if args.format == "json" else render_comparison(comparison)
    sys.stdout.write(f"Rules: {s.rules.label}\n" if args.format == "text" else "")
    sys.stdout.write(out)
    return 0


# -- diff --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RankChange:
    """A competitor whose place differs between two standings, and why."""

    sno: int
    name: str
    before: int
    after: int
    reason: str


def _reason(s: Standings, a: Row, others: list[Row]) -> str:
    for other in others:
        c = compare(s, a.sno, other.sno)
        if c.code is not None:
            return c.summary
    return "tied throughout"


def diff_standings(first: Standings, second: Standings) -> list[RankChange]:
    """Competitors whose rank changes from ``first`` to ``second``, with the criterion responsible."""
    changes = []
    for row in first.rows:
        new = second.row(row.sno)
        if new.rank == row.rank:
            continue
        swapped = [second.row(r.sno) for r in first.rows if r.sno != row.sno and
                   (r.rank < row.rank) != (second.row(r.sno).rank < new.rank)]
        swapped.sort(key=lambda r: abs(r.rank - new.rank))
        changes.append(RankChange(row.sno, row.name, row.rank, new.rank, _reason(second, new, swapped)))
    return changes


def _label(s: Standings, lists: bool) -> str:
    return ", ".join(s.codes) if lists else s.rules.value


def cmd_diff(args: argparse.Namespace) -> int:
    rules = [Rules(r) for r in args.rules]
    lists: list[str | None] = list(args.tiebreaks)
    if len(rules) > 2 or len(lists) > 2 or len(rules) + len(lists) < 2:
        raise SpecError("diff needs two rule sets (--rules A --rules B) or two lists (-t A -t B)")
    if len(rules) == 2 and len(lists) == 2:
        raise SpecError("diff compares either two rule sets or two lists, not both")
    t = load_event(args)
    base = Options(after_round=args.after_round, unrated_rating=args.unrated_rating,
                   pairing=pairing_from_args(args))
    by_lists = len(lists) == 2
    if by_lists:
        one = rules[0] if rules else None
        pair = [compute_standings(t, lst, Options(one, base.after_round, base.pairing, base.unrated_rating))
                for lst in lists]
    else:
        same = lists[0] if lists else None
        pair = [compute_standings(t, same, Options(rs, base.after_round, base.pairing, base.unrated_rating))
                for rs in rules]
    first, second = pair
    changes = diff_standings(first, second)
    if args.format == "json":
        data = {"first": _label(first, by_lists), "second": _label(second, by_lists),
                "rows": [{"sno": r.sno, "name": r.name, "first": r.rank, "second": second.row(r.sno).rank}
                         for r in first.rows],
                "changes": [to_data(c) for c in changes]}
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        return 0
    la, lb = _label(first, by_lists), _label(second, by_lists)
    changed = {c.sno for c in changes}
    width = max(len(r.name) for r in first.rows)
    out = [f"A = {la}", f"B = {lb}", "", f"  {'A':>4}  {'B':>4}  {'SNo':>4}  {'Name':<{width}}  Pts"]
    for r in second.rows:
        mark = "*" if r.sno in changed else " "
        out.append(f"{mark} {first.row(r.sno).rank:>4}  {r.rank:>4}  {r.sno:>4}  {r.name:<{width}}  "
                   f"{format_value(r.points)}")
    out.append("")
    if not changes:
        out.append("No rank changes.")
    for c in changes:
        out.append(f"* {c.name} ({c.sno}): {c.before} → {c.after}. {c.reason}")
    sys.stdout.write("\n".join(out) + "\n")
    return 0


# -- check -------------------------------------------------------------------------------------------
def _mapping(items: list[str]) -> dict[str, str]:
    out = {}
    for item in items:
        heading, sep, code = item.partition("=")
        if not sep or not heading.strip() or not code.strip():
            raise SpecError(f"--map {item!r}: expected HEADING=CODE, e.g. --map TB1=BH/C1")
        out[heading.strip()] = code.strip()
    return out


def _read_table(args: argparse.Namespace, path: Path) -> Published:
    limit = read_options(args).limits.max_bytes
    with path.open("rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise ParseError(f"the published table is larger than {limit} bytes (--max-bytes)", source=str(path))
    try:
        text = decode(data)
    except UnicodeDecodeError as exc:
        raise ParseError(f"cannot decode the published table: {exc}", source=str(path)) from None
    return read_published(text, source=str(path), mapping=_mapping(args.map))


def _own_columns(args: argparse.Namespace, t: Tournament) -> Published:
    """What the event file publishes itself: its tie-break columns when it is a published table (a
    crosstable page or export with TB columns), else its ranks (TRF columns 86-89)."""
    if t.source is not None and not t.source.lower().endswith((".trf", ".trfx", ".json", ".pgn")):
        try:
            own = _read_table(args, Path(t.source))
        except TiebreakError:
            own = None
        if own is not None and any(c.codes for c in own.columns):
            return own
    if args.map:
        raise SpecError("--map names columns of a published table: the event file has none (give one with "
                        "--standings)")
    return published_from_event(t)


def _column_label(c: CellCheck) -> str:
    return c.column if c.column in (c.code, "Rank", "Pts") or not c.code else f"{c.column} ({c.code})"


def render_check(report: CheckReport, published: Published) -> str:
    """The report of ``tiebreak check`` as text: one line per value that differs, then per column."""
    out = [f"Rules: {report.rules.label}; tie-breaks: {', '.join(report.codes) or 'none'}"]
    named = [f"{c.column} = {c.code}" + (f" ({c.label})" if c.label else "")
             + (" (--map)" if c.named_by == "--map" else "") for c in report.columns]
    if named:
        out.append("Published columns: " + "; ".join(named))
    for c in report.differences:
        line = f"SNo {c.sno} {c.name}: {_column_label(c)} published {c.published}, computed {c.computed}."
        if c.status == "other edition":
            line += f" Differs only under another edition: agrees under {', '.join(c.editions)}."
        if c.explanation:
            line += f" {c.explanation}"
        out.append(line)
        if c.detail is not None and c.detail.contributions:
            out.append("\n".join(render_explanation(c.detail, "      ").split("\n")[2:]))
    for col in report.columns:
        counts = dict(col.agree)
        ours = counts[report.rules.value]
        text = f"Column {col.column}" + (f" ({col.code})" if col.code != col.column else "") + \
            f": {ours} of {col.total} agree"
        if ours < col.total:
            others = [f"{n} of {col.total} under {r}" for r, n in col.agree if r != report.rules.value and n]
            text += f" under {report.rules.value}" + ("; " + "; ".join(others) if others else "")
            if col.publisher is not None:
                text += f": the publisher used {col.publisher}"
        out.append(text + ".")
    ranks, points, values = report.checked
    what = ", ".join(f"{n} {label}" for n, label in ((ranks, "ranks"), (points, "point totals"),
                                                      (values, "tie-break values")) if n) or "nothing"
    diffs = report.differences
    if not diffs:
        out.append(f"Checked {what}: all agree.")
    else:
        other = sum(1 for c in diffs if c.status == "other edition")
        out.append(f"Checked {what}: {len(diffs)} difference(s)" + (
            f", {other} of them only under another edition" if other else "") + ".")
    return "\n".join(out) + "\n"


def cmd_check(args: argparse.Namespace) -> int:
    t = load_event(args)
    if args.standings is not None:
        published = _read_table(args, args.standings)
    else:
        published = _own_columns(args, t)
        if not published.rows:
            raise TiebreakError("nothing to check: the file has no ranks (TRF columns 86-89) and no "
                                "--standings table was given")
    report = check_published(t, published, tiebreaks=args.tiebreaks, options=options_from_args(args))
    for d in report.diagnostics:
        if d.severity is not Severity.INFO:
            print(f"tiebreak: {d}", file=sys.stderr)
    if args.format == "json":
        data = {"rules": report.rules.value, "tiebreaks": list(report.codes),
                "columns": [{**to_data(c), "agree": dict(c.agree)} for c in report.columns],
                "cells": to_data(report.cells), "differences": len(report.differences),
                "diagnostics": [{"severity": d.severity.value, "message": d.message, "line": d.line,
                                 "column": d.column} for d in report.diagnostics]}
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render_check(report, published))
    return 1 if report.differences else 0
