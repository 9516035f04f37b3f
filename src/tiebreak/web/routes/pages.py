"""The spectators' pages of a live event, computed in the compute pool and kept per event version
(:mod:`tiebreak.web.live_reads`): ``/events/{id}`` (standings, a player's explanation, the round's
pairings, the crosstable), ``/events/{id}/board`` (a hall screen), ``/events/{id}/print``,
``/events/{id}/live`` (the changing part, for the script) and ``GET /api/events/{id}/stream``
(Server-Sent Events, :mod:`tiebreak.web.live`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Annotated, Any

import jinja2
from fastapi import Depends, Request
from fastapi.responses import HTMLResponse, Response, StreamingResponse

from ...store import NotFound
from ..events_pages import LiveEvents
from ..live import PARTS, sse_stream
from ..live_reads import ReadKey
from ..parsing import int_param
from ..pool import Busy, Overrun
from ..service import CatalogueGroup, catalogue_groups
from ..signing import Signer
from .base import Routes, context_of, problem_response

__all__ = ["ROUTES", "LivePages", "Pages"]

ROUTES = Routes()


@dataclass
class LivePages:
    """What the pages' handlers share: the live events (store, hub, reads), the templates and the
    signer of the arbiter's forms."""

    live: LiveEvents
    env: jinja2.Environment
    signer: Signer
    groups: tuple[CatalogueGroup, ...] = field(default_factory=lambda: tuple(catalogue_groups()))

    def html(self, name: str, context: dict[str, Any], status: int = 200) -> HTMLResponse:
        return HTMLResponse(self.env.get_template(name).render(context), status_code=status)

    def error_page(self, message: str, status: int) -> HTMLResponse:
        return self.html("events_error.html", {"message": message, "status": status}, status)

    async def reply(
        self, event_id: int, key: ReadKey, *, headers: Mapping[str, str] | None = None
    ) -> Response:
        """The read ``key`` of the event as a page: 404 for no such event, 503 (with a reason) when the
        pool is over its limit or too busy."""
        try:
            reply = await self.live.reads.read(event_id, key)
        except NotFound as exc:
            return self.error_page(exc.message, 404)
        except (Overrun, Busy) as exc:
            message = (
                f"This event needs more than {exc.seconds:g} s of computing, the limit of this site."
                if isinstance(exc, Overrun)
                else f"The server is too busy ({exc}); try again in a moment."
            )
            response = self.error_page(message, 503)
            response.headers["Retry-After"] = "5"
            return response
        return Response(
            reply.body,
            status_code=reply.status,
            media_type=reply.media_type,
            headers={
                "ETag": f'W/"{reply.version}"',
                "X-Event-Version": str(reply.version),
                **(headers or {}),
            },
        )


def _pages(request: Request) -> LivePages:
    return context_of(request, LivePages)


Pages = Annotated[LivePages, Depends(_pages)]


def _key(request: Request, kind: str) -> ReadKey:
    query = request.query_params
    return ReadKey(
        kind,
        player=int_param(query.get("player")),
        round=int_param(query.get("round")),
        page=int_param(query.get("page")) or 1,
    )


def _not_found(exc: NotFound) -> Response:
    answer = problem_response(exc)
    assert answer is not None  # a refusal of the store always has its answer
    return answer


@ROUTES.get("/events/{event_id}", response_class=HTMLResponse)
async def event_page(request: Request, event_id: int, pages: Pages) -> Response:
    return await pages.reply(event_id, _key(request, "page"))


@ROUTES.get("/events/{event_id}/board", response_class=HTMLResponse)
async def board_page(request: Request, event_id: int, pages: Pages) -> Response:
    return await pages.reply(event_id, replace(_key(request, "boardpage"), player=None, round=None))


@ROUTES.get("/events/{event_id}/print", response_class=HTMLResponse)
async def print_page(event_id: int, pages: Pages) -> Response:
    response = await pages.reply(event_id, ReadKey("print"))
    if response.status_code == 200:
        response.headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'"
    return response


@ROUTES.get("/events/{event_id}/live")
async def live_part(request: Request, event_id: int, pages: Pages) -> Response:
    """The changing part of a page (``view=board`` for the hall screen), ETag: the event version. A
    client that has the version now gets 304 without the database being asked (the version comes
    from this process's hub)."""
    board = request.query_params.get("view") == "board"
    key = _key(request, "board" if board else "part")
    if board:
        key = replace(key, player=None, round=None)
    try:
        version = await pages.live.reads.version(event_id)
    except NotFound as exc:
        return _not_found(exc)
    etag = f'W/"{version}"'
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers={"ETag": etag})
    return await pages.reply(event_id, key, headers={"Cache-Control": "no-cache"})


@ROUTES.get("/api/events/{event_id}/stream", response_model=None)
async def stream(request: Request, event_id: int, pages: Pages) -> Response:
    """Server-Sent Events: ``event: version`` with ``{"version": n}`` after every accepted write; with
    ``?part=page`` (or ``board``) also ``event: part`` with ``{"version", "html"}``, the rendered
    live part of each version (the default view: no player chosen, the last round, page 1)."""
    live = pages.live
    try:
        version = await live.reads.version(event_id)
    except NotFound as exc:
        return _not_found(exc)
    last = int_param(request.headers.get("last-event-id"))
    part = request.query_params.get("part")
    live.watch_sqlite()
    return StreamingResponse(
        sse_stream(live.hub, event_id, version, last, part if part in PARTS else None),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )
