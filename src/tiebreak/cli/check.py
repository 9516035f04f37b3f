"""``tiebreak check``: verify the ranks (and values) an event file or a published table gives, and
explain each difference."""

from __future__ import annotations

import argparse
import csv
import io
import re
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from ..criteria import parse_code
from ..engine import Row, Standings, compute_standings
from ..errors import ParseError, SpecError, TiebreakError
from ..explain import compare, explain_value, find_competitor
from ..presenters import format_value
from . import event_args, load_event, options_from_args, rank_args

__all__ = ["Difference", "Published", "add_arguments", "check_standings", "read_published", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    event_args(p)
    rank_args(p)
    p.add_argument("--standings", type=Path, help="published table (CSV/TSV with Rank, SNo, values)")


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


def run(args: argparse.Namespace) -> int:
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
