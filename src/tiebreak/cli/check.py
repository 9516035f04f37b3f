"""``tiebreak check``: verify the ranks, points and values an event file or a published ranking gives
(chess-results text, CSV export or page, Vega page, CSV/TSV), and explain each difference."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

from ..checking.check import CellCheck, CheckReport, ColumnSummary, check_published
from ..checking.own import own_ranking
from ..explanations.explain import to_data
from ..formats.published import (
    Published,
    parse_mapping,
    placeholder_ranking,
    published_from_event,
    read_published,
)
from ..model.errors import Diagnostic, ParseError, Severity, SpecError, TiebreakError
from ..model.tournament import Tournament
from ..presenters.explanations import render_explanation
from ..readers import decode_input
from . import event_args, load_event, options_from_args, rank_args, read_options

__all__ = ["add_arguments", "publication", "render_check", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    event_args(p)
    p.add_argument(
        "more",
        nargs="*",
        metavar="FILE",
        help="more files of the same event (each round's pairing list, then the ranking): read together "
        "as one event, the last file's ranking being the published table checked",
    )
    rank_args(p)
    p.add_argument(
        "--standings",
        type=Path,
        help="the published ranking (of the teams, for a team event): chess-results text, CSV "
        "export or page, Vega page, CSV/TSV",
    )
    p.add_argument(
        "--map",
        action="append",
        default=[],
        metavar="HEADING=CODE",
        help="what a published column holds, e.g. --map TB1=BH/C1 (overrides its heading; TPR=- leaves "
        "the column unchecked)",
    )
    p.add_argument("--format", "-f", choices=["text", "json"], default="text")


def _mapping(items: list[str]) -> dict[str, str]:
    out = {}
    for item in items:
        heading, sep, code = item.partition("=")
        if not sep or not heading.strip() or not code.strip():
            raise SpecError(f"--map {item!r}: expected HEADING=CODE, e.g. --map TB1=BH/C1")
        out[heading.strip()] = code.strip()
    parse_mapping(out)  # a code that names no tie-break said now, not lost while the table is looked for
    return out


def _decoded(args: argparse.Namespace, path: Path) -> str:
    """The text of a file as the readers take it (a workbook's sheets as text), within the input limit.

    :raises ParseError: for a file over the limit, or one that cannot be decoded.
    """
    limit = read_options(args).limits.max_bytes
    with path.open("rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise ParseError(f"the published table is larger than {limit} bytes (--max-bytes)", source=str(path))
    return decode_input(data, source=str(path))  # a workbook (an Excel export): its sheets as text


def _read_table(args: argparse.Namespace, path: Path, team: bool | None = None) -> Published:
    return read_published(_decoded(args, path), source=str(path), mapping=_mapping(args.map), team=team)


def _last_input(args: argparse.Namespace) -> str | None:
    """The last file of an event given as several (a folder given last: its last file, in the order it
    is read), None for one file."""
    more = getattr(args, "more", None)
    if not more:
        return None
    from ..readers import files_of
    from ..readers.assemble import MAX_FILES

    try:
        return str(files_of([more[-1]], MAX_FILES)[-1])
    except TiebreakError:
        return str(more[-1])  # an empty or overfull folder: said when the files are read


def _own_columns(args: argparse.Namespace, t: Tournament) -> Published:
    """What the event file publishes itself: its ranks and tie-break columns when it is a published table
    (a crosstable page or export: ``Rg.``, ``Wtg1`` …; of an event given as several files, the last
    file's: its ranking; :func:`tiebreak.checking.own.own_ranking`), else its ranks (TRF columns
    86-89)."""
    source = _last_input(args) or t.source
    sevilla = _sevilla_ranking(args, source)
    tabled = source is not None and not source.lower().endswith((".trf", ".trfx", ".pgn"))
    if source is not None and tabled and sevilla is None:
        own = _own_table(args, t, source)
        if own is not None:
            return own  # its own ranks and tie-break columns (Rg., Wtg1 …), however they are named
        tabled = not source.lower().endswith(".json")  # a JSON of records may hold a ranking, or none
    if sevilla is not None and not args.map:
        return sevilla  # a Sevilla export's own ranking: places, points and its tie-break values
    if args.map:
        raise SpecError(
            "--map names columns of a published table: the event file has none (give one with --standings)"
        )
    published = published_from_event(t)
    if tabled and not any(r.rank is not None for r in published.rows):  # say so, never skip in silence
        said = Diagnostic(
            Severity.WARNING,
            "the input's table was not read as a published ranking (no column of places or tie-break "
            "values found in it: its headings not all known, or its first column the starting order): its "
            "places and tie-break columns are not compared, only the totals read with the event; give "
            "the ranking with --standings, naming its columns with --map where needed",
            source,
            None,
        )
        published = replace(published, diagnostics=(*published.diagnostics, said))
    return published


def _own_table(args: argparse.Namespace, t: Tournament, source: str) -> Published | None:
    """The ranking the file ``source`` prints with its own ranks and tie-break columns, None when it
    prints none (:func:`tiebreak.checking.own.own_ranking`)."""
    try:
        text = _decoded(args, Path(source))
    except (OSError, TiebreakError):
        return None
    team = True if t.is_team_event else None  # a team event's own table ranks its teams
    options = replace(read_options(args), source=source)
    return own_ranking(text, options, team=team, mapping=_mapping(getattr(args, "map", None) or []))


def publication(args: argparse.Namespace, t: Tournament) -> Published | None:
    """The ranking the event's input publishes with tie-break columns of its own, as ``check`` compares it
    (a Sevilla export's, a page's or export's own table; of several files, the last file's); None when
    it publishes none, or a TRF or PGN file."""
    source = _last_input(args) or t.source
    if source is None:
        return None
    sevilla = _sevilla_ranking(args, source)
    if sevilla is not None:
        return sevilla
    if source.lower().endswith((".trf", ".trfx", ".pgn")):
        return None
    return _own_table(args, t, source)


def _sevilla_ranking(args: argparse.Namespace, source: str | None) -> Published | None:
    """The ranking a Sevilla export holds (of the group and rounds read), Swiss Master's data file (after
    its last round) or chess-results' upload XML, None for any other file."""
    if source is None or not source.lower().endswith((".json", ".xml")):
        return None
    from ..readers.crxml import looks_like_crxml, published_from_crxml
    from ..readers.sevilla import looks_like_sevilla_json, published_from_sevilla
    from ..readers.swissmaster import looks_like_swissmaster_json, published_from_swissmaster

    try:
        text = decode_input(Path(source).read_bytes(), source=source)
    except (OSError, TiebreakError):
        return None
    options = replace(read_options(args), source=source)
    if looks_like_crxml(text):
        return published_from_crxml(text, options)
    if looks_like_swissmaster_json(text):
        return published_from_swissmaster(text, options)
    if not looks_like_sevilla_json(text):
        return None
    return published_from_sevilla(text, options)


def _column_label(c: CellCheck) -> str:
    return c.column if c.column in (c.code, "Rank", "Pts") or not c.code else f"{c.column} ({c.code})"


def render_check(report: CheckReport, published: Published) -> str:
    """The report of ``tiebreak check`` as text: one line per value that differs, then per column."""
    ranked = f"ranked on {report.ranked_on}; " if report.ranked_on else ""
    out = [f"Rules: {report.rules.label}; {ranked}tie-breaks: {', '.join(report.codes) or 'none'}"]
    if report.after_round is not None:
        out[0] += f"; compared as of round {report.after_round}"
    if report.editions:
        out.append(_editions_line(report))
    named = [
        f"{c.column} = {c.code}"
        + (f" ({c.label})" if c.label else "")
        + (
            " (--map)"
            if c.named_by == "--map"
            else " (read by its values)"
            if c.named_by == "content"
            else ""
        )
        for c in report.columns
    ]
    if named:
        out.append("Published columns: " + "; ".join(named))
    for c in report.differences:
        out.extend(_difference(c))
    out.extend(_column_line(report, col) for col in report.columns)
    out.append(_summary(report))
    return "\n".join(out) + "\n"


def _editions_line(report: CheckReport) -> str:
    """Each edition tried with how much of the table it agrees with, best first, and the one chosen."""
    ranks, _, values = report.checked
    tried = "; ".join(
        f"{e.edition} {e.ranks} of {ranks} places, {e.values} of {values} values"
        if values
        else f"{e.edition} {e.ranks} of {ranks} places"
        for e in report.editions
    )
    why = "as asked" if report.chosen_by == "asked" else "the one that agrees best"
    return f"Editions tried: {tried}. Checked under {report.rules.value}, {why}."


def _difference(c: CellCheck) -> list[str]:
    """A value that differs: published against computed, the edition it agrees under, and how the
    computed value is made."""
    line = f"SNo {c.sno} {c.name}: {_column_label(c)} published {c.published}, computed {c.computed}."
    if c.status == "other edition":
        line += f" Differs only under another edition: agrees under {', '.join(c.editions)}."
    if c.explanation:
        line += f" {c.explanation}"
    if c.detail is not None and c.detail.contributions:
        return [line, "\n".join(render_explanation(c.detail, "      ").split("\n")[2:])]
    return [line]


def _column_line(report: CheckReport, col: ColumnSummary) -> str:
    """How many values of a column agree, under the event's rules and under the others."""
    counts = dict(col.agree)
    ours = counts[report.rules.value]
    named = f"Column {col.column}" + (f" ({col.code})" if col.code != col.column else "")
    if not col.total:  # a column that orders the list checked, its values not compared (Sevilla's DE)
        return f"{named}: no value compared."
    text = f"{named}: {ours} of {col.total} agree"
    if ours < col.total:
        others = [f"{n} of {col.total} under {r}" for r, n in col.agree if r != report.rules.value and n]
        text += f" under {report.rules.value}" + ("; " + "; ".join(others) if others else "")
        if col.publisher is not None:
            text += f": the publisher used {col.publisher}"
    return text + "."


def _summary(report: CheckReport) -> str:
    """What was checked and how many differences were found."""
    ranks, points, values = report.checked
    counted = (
        (ranks, "ranks"),
        (points, "point totals"),
        (values, "tie-break values"),
        (report.records, "match-record values"),
    )
    what = ", ".join(f"{n} {label}" for n, label in counted if n) or "nothing"
    diffs = report.differences
    if not diffs:
        return f"Checked {what}: all agree."
    other = sum(1 for c in diffs if c.status == "other edition")
    return (
        f"Checked {what}: {len(diffs)} difference(s)"
        + (f", {other} of them only under another edition" if other else "")
        + "."
    )


def _as_of_the_ranking(args: argparse.Namespace, t: Tournament) -> None:
    """Of several files, the last one (whose ranking is checked) read alone as an event of fewer rounds
    than the files together (a crosstable after round 1 given with the pairing lists of round 2, played
    in part): checked as of its last round (``--after-round``), with a note. Nothing when asked for a
    round, or when the last file makes no event of its own."""
    more = getattr(args, "more", None)
    if not more or args.after_round is not None:
        return
    from ..readers import read_path

    try:
        last = _last_input(args)
        assert last is not None
        alone = read_path(Path(last), encoding=args.encoding, options=read_options(args))
    except TiebreakError:
        return
    if 0 < alone.rounds < t.rounds:
        args.after_round = alone.rounds
        print(
            f"tiebreak: note: {Path(last).name} is after round {alone.rounds}, the files together "
            f"after round {t.rounds}: its ranking is checked as of round {alone.rounds} (--after-round "
            f"{alone.rounds})",
            file=sys.stderr,
        )


def run(args: argparse.Namespace) -> int:
    t = load_event(args)
    if args.standings is not None:
        published = _read_table(args, args.standings, team=t.is_team_event)
    else:
        published = _own_columns(args, t)
        _as_of_the_ranking(args, t)
        if not published.rows and t.is_team_event:
            raise TiebreakError(
                "nothing to check: the input publishes no team ranking (its teams' places, match or game "
                "points) to compare with, and no --standings table was given (a team TRF's players' ranks, "
                "columns 86-89, are not the event's standings); give the team standings with the event's "
                "files, or as --standings"
            )
        if not published.rows and placeholder_ranking(t):
            raise TiebreakError(
                "nothing to check: the file's totals are all 0 and its ranks are its starting numbers "
                "(placeholders, written before the event was ranked), and no --standings table was given"
            )
        if not published.rows:
            raise TiebreakError(
                "nothing to check: the input publishes no ranks or totals of its own (a ranking's places "
                "and points, a crosstable's totals, TRF columns 86-89 and 81-84) and no --standings table "
                "was given"
            )
    report = check_published(t, published, tiebreaks=args.tiebreaks, options=options_from_args(args))
    for d in report.diagnostics:
        if d.severity is not Severity.INFO:
            print(f"tiebreak: {d}", file=sys.stderr)
    if args.format == "json":
        data = {
            "rules": report.rules.value,
            "tiebreaks": list(report.codes),
            "columns": [{**to_data(c), "agree": dict(c.agree)} for c in report.columns],
            "cells": to_data(report.cells),
            "differences": len(report.differences),
            "checked": dict(
                zip(("ranks", "points", "tiebreaks"), report.checked, strict=True),
                match_records=report.records,
            ),
            "editions": [to_data(e) for e in report.editions],
            "chosen_by": report.chosen_by,
            "after_round": report.after_round,
            "ranked_on": report.ranked_on or None,
            "diagnostics": [
                {"severity": d.severity.value, "message": d.message, "line": d.line, "column": d.column}
                for d in report.diagnostics
            ],
        }
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render_check(report, published))
    return 1 if report.differences else 0
