"""``/api/events``: create an event (or import one from a TRF file), read it, change its settings, its
tie-break list, read its audit log and export it. Each handler reads its typed request, makes one call of
:class:`tiebreak.store.EventStore` and shapes the answer."""

from __future__ import annotations

from typing import Any, Literal

from fastapi import Request
from fastapi.responses import JSONResponse, PlainTextResponse, Response
from starlette.concurrency import run_in_threadpool

from ...store import StoreError, Unavailable, event_settings
from ..events_api import EventId, Token, public_url, written
from ..live_reads import ReadKey, live_json
from ..parsing import file_text, if_match
from ..pool import Busy, Overrun
from ..schema import EventBody, EventPatch, EventRules, TiebreaksBody
from .base import Api, Routes

__all__ = ["ROUTES"]

ROUTES = Routes()

_IMPORT_BODY: dict[str, Any] = {
    "requestBody": {
        "content": {
            "text/plain": {"schema": {"type": "string"}},
            "multipart/form-data": {
                "schema": {"type": "object", "properties": {"file": {"type": "string", "format": "binary"}}}
            },
        }
    }
}


def _created(request: Request, created: Any) -> dict[str, Any]:
    """A new event's id, path, address and organiser token (shown once)."""
    return {
        "id": created.event_id,
        "path": created.path,
        "url": public_url(request, created.path),
        "token": created.token,
    }


@ROUTES.post("", status_code=201, summary="Create an event (answers its organiser token, once)")
def create(body: EventBody, request: Request, api: Api, token: Token) -> JSONResponse:
    api.may_create(request, token)
    created = api.store.create_event(event_settings(body.model_dump(mode="json", exclude_none=True)))
    return JSONResponse(
        {**_created(request, created), "event": api.store.event_data(created.event_id)}, status_code=201
    )


@ROUTES.post(
    "/import",
    status_code=201,
    summary="Create an event from a TRF file, with all its rounds",
    openapi_extra=_IMPORT_BODY,
)
async def import_event(
    request: Request,
    api: Api,
    token: Token,
    name: str | None = None,
    tiebreaks: str | None = None,
    rules: EventRules = "auto",
) -> JSONResponse:
    api.may_create(request, token)
    text, source = await file_text(request, api.settings.max_upload_bytes)
    api.store  # noqa: B018 (opened here: without the store extra, 503 before the file is read)
    from ...store.service import import_job  # needs the store extra, which opening the store has checked

    try:  # read and checked in a compute worker, under the CPU limit
        plan = await api.pool.run(import_job, text, source, name, tiebreaks, rules)
    except Overrun as exc:
        raise Unavailable(
            f"reading this file needs more than {exc.seconds:g} s of computing, the limit of this site",
            field="server",
        ) from None
    except Busy as exc:
        raise Unavailable(
            f"the server is too busy to take this request ({exc}); try again", field="server"
        ) from None
    if isinstance(plan, tuple):  # the worker's refusal: (status, error)
        status, error = plan
        refusal = StoreError(
            error["message"], field=error["field"], line=error["line"], column=error["column"]
        )
        refusal.status = status
        raise refusal
    created = await run_in_threadpool(api.store.insert_import, plan)
    return JSONResponse({**_created(request, created), "warnings": list(created.warnings)}, status_code=201)


@ROUTES.get("/{event_id}", summary="The event: settings, players, byes, pairings and results")
def get_event(event_id: EventId, api: Api) -> JSONResponse:
    data = api.store.event_data(event_id)
    return JSONResponse(data, headers={"ETag": f'"{data["version"]}"'})


@ROUTES.patch("/{event_id}", summary="Change the name, dates or planned rounds (organiser)")
def patch_event(
    event_id: EventId, body: EventPatch, request: Request, api: Api, token: Token
) -> JSONResponse:
    changes = body.model_dump(mode="json", exclude_unset=True)
    return written(api.store.update_event(event_id, token, changes, if_match=if_match(request)))


@ROUTES.put("/{event_id}/tiebreaks", summary="Replace the tie-break list (fixed once round 1 is paired)")
def put_tiebreaks(
    event_id: EventId, body: TiebreaksBody, request: Request, api: Api, token: Token
) -> JSONResponse:
    return written(
        api.store.set_tiebreaks(
            event_id,
            token,
            body.tiebreaks,
            override=body.override,
            reason=body.reason,
            if_match=if_match(request),
        )
    )


@ROUTES.get("/{event_id}/audit", summary="Every change, oldest first (results: who, when, old → new, why)")
def audit(event_id: EventId, api: Api) -> JSONResponse:
    return JSONResponse({"event": event_id, "entries": api.store.audit(event_id)})


@ROUTES.get(
    "/{event_id}/export",
    summary="The event as TRF-2026 (ranks, 212 list) or our JSON model",
    response_class=PlainTextResponse,
)
def export(event_id: EventId, api: Api, format: Literal["trf", "json"] = "trf") -> Response:
    if format == "json":
        return Response(api.store.export_json(event_id), media_type="application/json")
    disposition = {"Content-Disposition": f'attachment; filename="event-{event_id}.trf"'}
    return live_json(api.holder.reads, event_id, ReadKey("trf"), extra_headers=disposition)
