"""The JSON the API and the command line show of an event: made from a typed snapshot at the edge (the
results' codes as people write them, ``1-0``, ``½-½``, ``U``), in one place."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from ..presenters.standings import standings_dict
from ..ranking.engine import Standings
from ..writers.trf import standings_trf
from .inputs import show_result
from .snapshot import BoardState, PlayerState, Snapshot, tournament_of

__all__ = ["board_dict", "event_dict", "iso", "player_dict", "standings_view", "trf_export"]


def iso(moment: dt.datetime) -> str:
    """A stored (naive UTC) moment as the API writes it."""
    return moment.isoformat(timespec="microseconds") + "Z"


def player_dict(p: PlayerState) -> dict[str, Any]:
    return {
        "sno": p.sno,
        "name": p.name,
        "rating": p.rating,
        "federation": p.federation,
        "fide_id": p.fide_id,
        "title": p.title,
        "sex": p.sex,
        "birth": p.birth,
        "first_round": p.first_round,
        "withdrawn_from": p.withdrawn_from,
    }


def board_dict(b: BoardState) -> dict[str, Any]:
    return {
        "board": b.board,
        "white": b.white,
        "black": b.black,
        "bye": b.bye.value if b.bye is not None else None,
        "result": show_result(b.code),
        "version": b.seq,
    }


def event_dict(snap: Snapshot) -> dict[str, Any]:
    """The API's view of an event."""
    scoring = json.loads(snap.scoring_text)
    return {
        "id": snap.id,
        "path": f"/events/{snap.id}",
        "version": snap.version,
        "name": snap.name,
        "start_date": snap.start_date.isoformat() if snap.start_date else None,
        "end_date": snap.end_date.isoformat() if snap.end_date else None,
        "pairing": snap.pairing,
        "rounds": snap.planned_rounds,
        "paired_rounds": snap.paired_rounds,
        "scoring": scoring,
        "rules": snap.rules,
        "tiebreaks": list(snap.tiebreaks),
        "tiebreaks_locked": snap.locked,
        "players": [player_dict(p) for p in snap.players.values()],
        "byes": [{"sno": s, "round": r, "kind": k.value} for (s, r), k in sorted(snap.byes.items())],
        "rounds_detail": [
            {"round": r, "boards": [board_dict(b) for b in snap.round_boards(r)]}
            for r in range(1, snap.paired_rounds + 1)
        ],
    }


def standings_view(
    snap: Snapshot, s: Standings, after_round: int | None, at: str | None = None
) -> dict[str, Any]:
    """Standings as the API answers them: ``standings_dict`` with the event's id and version, the
    round asked for, the moment (``at``), the paired rounds and the boards still without a result."""
    pending = sum(1 for b in snap.boards.values() if b.black is not None and not b.result)
    return {
        "event": snap.id,
        "version": snap.version,
        "after_round": after_round,
        "at": at,
        "paired_rounds": snap.paired_rounds,
        "pending_boards": pending,
        **standings_dict(s),
    }


def trf_export(snap: Snapshot, standings: Standings) -> str:
    """The event as TRF-2026 with the computed ranks, record 212 holding its list, and a ``###`` comment
    for every change of the list made after round 1 was paired (pure: the live API computes it in the
    compute pool)."""
    text = standings_trf(tournament_of(snap), standings)
    notes = [f"### tiebreak event {snap.id}, version {snap.version}; rules {snap.rules}"]
    for o in snap.overrides:
        reason = " ".join(o["reason"].split())
        notes.append(
            f"### tie-break list changed after round 1 was paired, {o['at']} by {o['actor']}: "
            f"{o['old']} -> {o['new']}; reason: {reason}"
        )
    lines = text.split("\r\n")
    at = 1 if lines and lines[0].startswith("012") else 0
    return "\r\n".join([*lines[:at], *notes, *lines[at:]])
