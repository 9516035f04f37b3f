"""An event read from a TRF file, checked, and made into the rows an import writes: all of it without
the database, so that a compute worker can do it (under its CPU limit) and the write that follows is
only bulk inserts in short transactions (:meth:`tiebreak.store.service.EventStore.insert_import`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..criteria import is_primary_score
from ..model.errors import TiebreakError
from ..model.tournament import Color, Result, Tournament
from ..ranking.engine import default_list
from ..readers import ReadOptions, read_text
from .errors import StoreError
from .inputs import RULES, BoardInput, EventSettings, parse_result, parse_tiebreaks

__all__ = ["ImportPlan", "import_job", "plan_import", "read_trf", "round_from_tournament"]


@dataclass(frozen=True)
class ImportPlan:
    """An event read from a TRF file and checked, as the rows to insert (made by :func:`plan_import`,
    without the database, so that a compute worker can make it; it pickles)."""

    settings: EventSettings
    source: str
    players: list[dict[str, Any]]
    """The ``players`` rows (without ``event_id`` and ``created_at``)."""
    rounds: list[tuple[int, list[BoardInput], list[tuple[int, str]]]]
    """Per round played: its number, its boards and their results ``(board, code)``."""
    warnings: tuple[str, ...] = ()


def read_trf(text: str, source: str) -> Tournament:
    """A TRF file's individual tournament. :raises StoreError: naming the file, line and column."""
    try:
        t = read_text(text, source=source, input_format="trf", options=ReadOptions())
    except TiebreakError as exc:
        raise StoreError(exc.message, field="file", source=source, line=exc.line, column=exc.column) from None
    if t.is_team_event:
        raise StoreError(
            "team events cannot be run live yet; import an individual event", field="file", source=source
        )
    return t


def plan_import(
    text: str,
    *,
    source: str = "event.trf",
    name: str | None = None,
    tiebreaks: Any = None,
    rules: str = "auto",
) -> ImportPlan:
    """Read and check a TRF file for :meth:`EventStore.insert_import`: its settings, players, and every
    round's boards and results.

    :raises StoreError: for a file that cannot be read (``file``, with its line and column) or bad
        settings (the field).
    """
    if rules not in RULES:
        raise StoreError(f"expected one of {', '.join(RULES)}", field="rules")
    t = read_trf(text, source)
    codes = (
        parse_tiebreaks(tiebreaks) if tiebreaks else tuple(c for c in t.tiebreaks if not is_primary_score(c))
    )
    if not codes:
        codes = parse_tiebreaks(list(default_list(t).codes))
    else:
        try:
            codes = parse_tiebreaks(list(codes))
        except StoreError as exc:
            raise StoreError(
                f"the tie-break list stored in the file: {exc.message}",
                field="file",
                source=source,
                line=t.tiebreaks_line,
                column=5,
            ) from None
    rounds = max(t.rounds, max((len(p.rounds) for p in t.players), default=0), 1)
    pairing = "swiss"
    if t.pairing.predetermined:
        per_cycle = len(t.players) - 1 + len(t.players) % 2
        pairing = "double-round-robin" if per_cycle and rounds >= 2 * per_cycle else "round-robin"
    settings = EventSettings(
        name=(name or t.name or source)[:200],
        start_date=t.start_date,
        end_date=None,
        pairing=pairing,
        rounds=min(rounds, 99),
        scoring=t.scoring,
        rules=rules,
        tiebreaks=codes,
    )
    players = [
        {
            "sno": p.sno,
            "name": p.name[:100] or f"Player {p.sno}",
            "rating": p.rating,
            "federation": p.federation[:3],
            "fide_id": p.fide_id[:11],
            "title": p.title[:3],
            "sex": p.sex[:1],
            "birth": p.birth[:10],
            "first_round": 1,
            "withdrawn_from": None,
        }
        for p in t.players
    ]
    last = max((e.round for p in t.players for e in p.rounds if e.result is not Result.NOT_PAIRED), default=0)
    played = [(rnd, *round_from_tournament(t, rnd)) for rnd in range(1, min(last, settings.rounds) + 1)]
    return ImportPlan(settings, source, players, played, tuple(str(d) for d in t.diagnostics))


def import_job(
    text: str, source: str, name: str | None, tiebreaks: Any, rules: str
) -> ImportPlan | tuple[int, dict[str, Any]]:
    """:func:`plan_import` as a compute worker's job: the plan, or the refusal as ``(status, error)``
    (an exception's keyword fields do not survive the trip back)."""
    try:
        return plan_import(text, source=source, name=name, tiebreaks=tiebreaks, rules=rules)
    except StoreError as exc:
        return exc.status, exc.as_dict()


def round_from_tournament(t: Tournament, rnd: int) -> tuple[list[BoardInput], list[tuple[int, str]]]:
    """The boards of round ``rnd`` of a file's tournament and their known results ``(board, code)``.
    Boards are ordered as pairing programs number them: by the higher score before the round, then the
    higher rating, then the starting numbers; byes last."""
    points: dict[int, Any] = {}
    for p in t.players:
        points[p.sno] = sum((t.scoring.points(e.result.point_class) for e in p.rounds[: rnd - 1]), start=0)
    by_sno = {p.sno: p for p in t.players}
    games: list[tuple[int, int, str]] = []
    byes: list[tuple[int, str]] = []
    for p in t.players:
        e = p.entry(rnd)
        if e.result is Result.NOT_PAIRED:
            continue
        if e.opponent is None:
            byes.append((p.sno, e.result.code))
            continue
        other = by_sno[e.opponent].entry(rnd)
        white_first = e.color is Color.WHITE or (e.color is Color.NONE and p.sno < e.opponent)
        if not white_first:
            continue
        code = f"{e.result.code}/{other.result.code}"
        games.append((p.sno, e.opponent, "" if code == "?/?" else parse_result(code, "file")))

    def order(g: tuple[int, int, str]) -> tuple[Any, ...]:
        w, b, _ = g
        ratings = [by_sno[w].rating or 0, by_sno[b].rating or 0]
        return (-max(points[w], points[b]), -max(ratings), min(w, b))

    games.sort(key=order)
    boards = [BoardInput(i, w, b, None) for i, (w, b, _) in enumerate(games, 1)]
    boards += [BoardInput(len(games) + i, sno, None, code) for i, (sno, code) in enumerate(sorted(byes), 1)]
    results = [(i, code) for i, (_, _, code) in enumerate(games, 1) if code]
    return boards, results
