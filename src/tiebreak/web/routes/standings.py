"""``/api/events/{id}/standings`` and a player's explanation: computed in the compute pool and kept per
event version (:func:`tiebreak.web.live_reads.live_json`), as the calculator's are."""

from __future__ import annotations

from fastapi import Query
from fastapi.responses import Response

from ..events_api import EventId, RoundQuery, Sno
from ..live_reads import ReadKey, live_json
from ..parsing import moment
from .base import Api, Routes

__all__ = ["ROUTES"]

ROUTES = Routes()


@ROUTES.get("/{event_id}/standings", summary="Standings now, after a round, or as they were at a moment")
def standings(
    event_id: EventId,
    api: Api,
    rnd: RoundQuery = None,
    at: str | None = Query(default=None, description="ISO moment, e.g. 2026-12-01T18:30:00Z"),
    explain: bool = False,
) -> Response:
    key = ReadKey("standings", after_round=rnd, explain=explain)
    return live_json(api.holder.reads, event_id, key, moment(at), at)


@ROUTES.get("/{event_id}/players/{sno}/explanation", summary="Every tie-break of one player, round by round")
def explanation(event_id: EventId, sno: Sno, api: Api, rnd: RoundQuery = None) -> Response:
    return live_json(api.holder.reads, event_id, ReadKey("explanation", player=sno, after_round=rnd))
