"""Sub-commands ``explain``, ``diff`` and ``check``."""

from __future__ import annotations

import argparse
import csv
import io
import json
import re
import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from .cli import event_args, load_event, options_from_args, pairing_from_args, rank_args
from .codes import parse_code
from .context import Rules
from .engine import Options, Row, Standings, compute_standings
from .errors import ParseError, SpecError, TiebreakError
from .explain import compare, explain_player, find_competitor, to_data
from .explain_text import render_comparison, render_player
from .presenters import format_value

__all__ = ["Difference", "add_parser", "check_standings", "diff_standings", "read_published"]


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
    p.add_argument("--standings", type=Path, help="published table (CSV/TSV with Rank, SNo, values)")
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
@dataclass(frozen=True)
class Difference:
    """A published rank or value that differs from the computed one."""

    sno: int
    name: str
    column: str
    published: str
    computed: str
    explanation: str


def _norm(text: str) -> str:
    return re.sub(r"[^A-Z0-9]", "", text.upper())


@dataclass(frozen=True)
class Published:
    """A published standings table: per starting number, the rank and values by column name."""

    ranks: dict[int, int]
    values: dict[int, dict[str, str]]
    codes: tuple[str, ...]


_NOT_CODES = {"RANK", "RK", "PLACE", "POS", "SNO", "STARTNO", "NO", "NAME", "PLAYER", "RTG", "FED",
              "PTS", "POINTS", "TEAM", "CLUB", "TITLE", "ID", "FIDEID"}


def read_published(path: Path) -> Published:
    """Read a published table (CSV, semicolon CSV or TSV) with SNo and Rank/Place columns."""
    text = path.read_text(encoding="utf-8-sig")
    first = text.splitlines()[0] if text.strip() else ""
    delimiter = "\t" if "\t" in first else ";" if first.count(";") > first.count(",") else ","
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    if len(rows) < 2:
        raise ParseError("published table: expected a header line and at least one row", source=str(path),
                         line=1)
    header = [h.strip() for h in rows[0]]
    keys = [_norm(h) for h in header]
    sno_col = next((k for k, h in enumerate(keys) if h in ("SNO", "STARTNO", "NO", "TPN")), None)
    rank_col = next((k for k, h in enumerate(keys) if h in ("RANK", "RK", "PLACE", "POS")), None)
    if sno_col is None:
        raise ParseError("published table: no SNo column", source=str(path), line=1, column=1)
    codes = []
    for h in header:
        if _norm(h) in _NOT_CODES:
            continue
        try:
            parse_code(h)
        except SpecError:
            continue
        codes.append(h)
    ranks: dict[int, int] = {}
    values: dict[int, dict[str, str]] = {}
    for lineno, row in enumerate(rows[1:], start=2):
        if not any(c.strip() for c in row):
            continue
        try:
            sno = int(row[sno_col])
        except (ValueError, IndexError):
            raise ParseError(f"published table: expected a starting number, found {row[sno_col:sno_col+1]}",
                             source=str(path), line=lineno, column=sno_col + 1) from None
        if rank_col is not None and rank_col < len(row) and row[rank_col].strip():
            try:
                ranks[sno] = int(row[rank_col].strip().rstrip("."))
            except ValueError:
                raise ParseError(f"published table: rank {row[rank_col]!r} is not a number",
                                 source=str(path), line=lineno, column=rank_col + 1) from None
        values[sno] = {h: row[k].strip() for k, h in enumerate(header) if h in codes and k < len(row)}
    return Published(ranks, values, tuple(codes))


def _rank_difference(s: Standings, row: Row, published: dict[int, int]) -> str:
    wrongly_ahead = [s.row(sno) for sno, rank in published.items() if sno != row.sno and sno in
                     {r.sno for r in s.rows} and (rank < published[row.sno]) != (s.row(sno).rank < row.rank)]
    wrongly_ahead.sort(key=lambda r: abs(r.rank - row.rank))
    for other in wrongly_ahead:
        c = compare(s, row.sno, other.sno)
        return c.summary
    if row.shared:
        return "tied with others on every criterion of the list: the place is shared"
    return "the published order differs"


def check_standings(s: Standings, published_ranks: dict[int, int],
                    published_values: dict[int, dict[str, str]] | None = None) -> list[Difference]:
    """Every published rank and value that differs from the computation."""
    from .explain import explain_value

    diffs: list[Difference] = []
    for sno, rank in sorted(published_ranks.items()):
        try:
            row = s.row(sno)
        except KeyError:
            diffs.append(Difference(sno, "?", "Rank", str(rank), "", "no such competitor"))
            continue
        if row.rank != rank:
            diffs.append(Difference(sno, row.name, "Rank", str(rank), str(row.rank),
                                    _rank_difference(s, row, published_ranks)))
    for sno, vals in sorted((published_values or {}).items()):
        row = s.row(sno)
        for k, spec in enumerate(s.specs):
            text = vals.get(spec.given)
            if text is None or not text:
                continue
            try:
                pub = Fraction(text.replace(",", "."))
            except ValueError:
                diffs.append(Difference(sno, row.name, spec.given, text, format_value(row.values[k]),
                                        "the published value is not a number"))
                continue
            if row.values[k] is None or pub != row.values[k]:
                e = explain_value(s, sno, k)
                diffs.append(Difference(sno, row.name, spec.given, text, format_value(row.values[k]),
                                        e.summary))
    return diffs


def cmd_check(args: argparse.Namespace) -> int:
    t = load_event(args)
    tiebreaks = args.tiebreaks
    ranks = {p.sno: p.declared_rank for p in t.players if p.declared_rank}
    values: dict[int, dict[str, str]] | None = None
    if args.standings is not None:
        pub = read_published(args.standings)
        ranks = pub.ranks or ranks
        values = pub.values
        if tiebreaks is None and pub.codes:
            tiebreaks = list(pub.codes)
    if not ranks and not values:
        raise TiebreakError("nothing to check: the file has no ranks (TRF columns 86-89) and no "
                            "--standings table was given")
    s = compute_standings(t, tiebreaks, options_from_args(args))
    diffs = check_standings(s, {k: v for k, v in ranks.items() if v is not None}, values)
    print(f"Rules: {s.rules.label}; tie-breaks: {', '.join(s.codes) or 'none'}")
    if not diffs:
        print(f"All {len(ranks)} published ranks" + (" and values" if values else "") + " agree.")
        return 0
    for d in diffs:
        print(f"SNo {d.sno} {find_competitor(s, d.sno).name if d.name != '?' else '?'}: {d.column} "
              f"published {d.published}, computed {d.computed or '-'}. {d.explanation}")
    print(f"{len(diffs)} difference(s).")
    return 1
