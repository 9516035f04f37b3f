"""``/api/events/{id}/rounds``: read a round, enter its pairings (typed, from a TRF file, or from the
Berger tables) and its results (one board, or several at once). Each handler reads its typed request,
makes one call of :class:`tiebreak.store.EventStore` and answers the write."""

from __future__ import annotations

from fastapi import Request
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from ...store import NotFound, board_inputs
from ..events_api import BoardNo, EventId, Round, RoundQuery, Token, written
from ..parsing import file_text, if_match
from ..schema import PairingsBody, ResultBody, RoundResultsBody
from .base import Api, Routes

__all__ = ["ROUTES"]

ROUTES = Routes()


@ROUTES.get("/{event_id}/rounds/{rnd}", summary="A round's boards with their results and versions")
def get_round(event_id: EventId, rnd: Round, api: Api) -> JSONResponse:
    data = api.store.event_data(event_id)
    rounds = {r["round"]: r for r in data["rounds_detail"]}
    if rnd not in rounds:
        raise NotFound(f"round {rnd} is not paired", field="round")
    return JSONResponse({"version": data["version"], **rounds[rnd]})


@ROUTES.put("/{event_id}/rounds/{rnd}/pairings", summary="Enter (or change) the pairings of a round")
def put_pairings(
    event_id: EventId, rnd: Round, body: PairingsBody, request: Request, api: Api, token: Token
) -> JSONResponse:
    boards = board_inputs([b.model_dump(exclude_none=True) for b in body.boards])
    return written(
        api.store.set_pairings(event_id, token, rnd, boards, reason=body.reason, if_match=if_match(request))
    )


@ROUTES.post(
    "/{event_id}/rounds/{rnd}/import",
    summary="Import a round's pairings from a TRF file",
    openapi_extra={"requestBody": {"content": {"text/plain": {"schema": {"type": "string"}}}}},
)
async def import_round(
    event_id: EventId, rnd: Round, request: Request, api: Api, token: Token, reason: str = ""
) -> JSONResponse:
    text, source = await file_text(request, api.settings.max_upload_bytes)
    seen = if_match(request)
    return written(
        await run_in_threadpool(
            api.store.import_round, event_id, token, text, rnd, source=source, reason=reason, if_match=seen
        )
    )


@ROUTES.post("/{event_id}/berger", summary="Pair a round robin from the Berger tables (C.05 Annex 1)")
def berger(
    event_id: EventId, request: Request, api: Api, token: Token, rnd: RoundQuery = None
) -> JSONResponse:
    return written(api.store.pair_round_robin(event_id, token, rnd, if_match=if_match(request)))


@ROUTES.put("/{event_id}/rounds/{rnd}/boards/{board}/result", summary="Enter or correct one board's result")
def put_result(
    event_id: EventId, rnd: Round, board: BoardNo, body: ResultBody, request: Request, api: Api, token: Token
) -> JSONResponse:
    w = api.store.set_result(
        event_id, token, rnd, board, body.result, expected=if_match(request) or 0, reason=body.reason
    )
    return written(w, etag=f'"{w.data["version"]}"')


@ROUTES.post("/{event_id}/rounds/{rnd}/results", summary="Results of several boards at once (all or nothing)")
def post_results(
    event_id: EventId, rnd: Round, body: RoundResultsBody, api: Api, token: Token
) -> JSONResponse:
    items = [r.model_dump() for r in body.results]
    return written(api.store.set_round_results(event_id, token, rnd, items, reason=body.reason))
