"""The calculator: the page, its exports and the standings API, each computed in the compute pool.

``GET /`` (the form; ``?s=`` re-creates a permalinked view, ``?rules=…&tb=…`` the settings),
``POST /`` (the form posts here), ``GET|POST /export`` (CSV, JSON, TRF, printable HTML),
``POST /api/standings``, ``GET /api/tiebreaks``, ``GET /favicon.ico``. Each handler reads its request
(:mod:`tiebreak.web.parsing`) and hands it to one job of :mod:`tiebreak.web.jobs`, run in the pool by
:meth:`Calculator.compute`; the event loop only moves bytes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

from ...criteria import catalogue as definitions
from ..jobs import (
    Fields,
    Reply,
    Upload,
    api_job,
    error_reply,
    export_job,
    fields_of,
    kept_state,
    page_job,
    page_reply,
)
from ..parsing import is_form, posted_form
from ..pool import Busy, ComputePool, Overrun
from ..schema import MULTIPART_SCHEMA, CatalogueEntry, ErrorResponse, StandingsRequest, StandingsResponse
from ..service import EventInputError, FormState
from ..settings import WebSettings
from .base import Routes, bound_route, context_of, direct

__all__ = ["ROUTES", "Calculator", "calculator_router", "install", "response_of"]

SETTINGS = (
    "tb",
    "rules",
    "pairing",
    "format",
    "pgn_star",
    "pgn_bye",
    "columns",
    "compare",
    "auto",
    "list",
    "selected",
    "other_selected",
)
"""The form's fields an address may hold (``/?rules=2024&tb=BH,SB&selected=3``): all but the event."""
MAX_LIST_FIELDS = 40


def response_of(reply: Reply) -> Response:
    return Response(
        reply.body, status_code=reply.status, media_type=reply.media_type, headers=dict(reply.headers)
    )


@dataclass
class Calculator:
    """What the calculator's handlers share: the settings and the compute pool."""

    settings: WebSettings
    pool: ComputePool
    _empty_page: list[Reply] = field(default_factory=list)
    _catalogue: list[bytes] = field(default_factory=list)

    @property
    def hard_limit(self) -> int:
        """The largest request body taken (several files, form overhead): four uploads and 256 kB."""
        return self.settings.max_upload_bytes * 4 + 256 * 1024

    async def compute(
        self, job: Callable[..., Reply], *args: Any, api: bool, kept: Fields | bytes | None = None
    ) -> Response:
        """``job(settings, *args)`` run in the pool, as a response; 503 with the message (for the page:
        next to the form as it was sent, ``kept``) when over the CPU limit or too busy."""
        try:
            return response_of(await self.pool.run(job, self.settings, *args))
        except Overrun as exc:
            error = EventInputError(
                f"This event needs more than {exc.seconds:g} s of computing, the limit of this site: it "
                "was stopped. Try fewer tie-breaks"
                + (' or "explain": "none"' if api else "")
                + ", or run it on your own computer (tiebreak standings).",
                field="server",
                status=503,
            )
        except Busy as exc:
            error = EventInputError(
                f"The server is too busy to take this request ({exc}); try again in a moment.",
                field="server",
                status=503,
            )
        if api:
            reply = error_reply(error)
        else:  # the form as it was sent, next to the message
            try:
                state = FormState() if kept is None else kept_state(fields_of(kept), self.settings)
            except EventInputError:
                state = FormState()
            reply = page_reply(state, self.settings, error=error, status=503)
        return Response(
            reply.body, status_code=503, media_type=reply.media_type, headers={"Retry-After": "5"}
        )

    def empty_page(self) -> Response:
        if not self._empty_page:
            self._empty_page.append(page_reply(FormState(auto_list=True), self.settings))
        return response_of(self._empty_page[0])

    def catalogue(self) -> bytes:
        if not self._catalogue:
            self._catalogue.append(
                json.dumps(
                    [
                        CatalogueEntry(
                            code=d.code,
                            name=d.name,
                            article=d.article,
                            kind=d.kind,
                            description=d.description,
                            modifiers=sorted(m.value for m in d.modifiers),
                            group=d.group_label,
                            helper=d.helper,
                            team_only=d.team_only,
                        ).model_dump()
                        for d in definitions()
                        if d.kind != "primary"
                    ]
                ).encode()
            )
        return self._catalogue[0]


def _calculator(request: Request) -> Calculator:
    return context_of(request, Calculator)


Calc = Annotated[Calculator, Depends(_calculator)]


ROUTES = Routes()
_HIDDEN: dict[str, Any] = {"include_in_schema": False}


@ROUTES.post(
    "/api/standings",
    tags=["api"],
    summary="Standings of an event, with explanations",
    responses={
        200: {"model": StandingsResponse},
        413: {"model": ErrorResponse},
        422: {"model": ErrorResponse},
        503: {"model": ErrorResponse},
    },
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {"schema": StandingsRequest.model_json_schema()},
                "multipart/form-data": {"schema": MULTIPART_SCHEMA},
            },
        }
    },
)
@direct
async def api_standings(request: Request) -> Response:
    """Rank an event sent as JSON (``{"event": "<file text>", ...}``) or as a multipart upload (field
    ``event``). Rows come in rank order; ``explain`` chooses which carry an explanation (default
    ``tied``: the players on equal points with someone). Computing is limited in CPU time (503 over
    it) and the answer in size."""
    calc = _calculator(request)  # called directly (no dependencies): the API's cost on the event loop
    if not is_form(request.headers.get("content-type", "")):  # JSON: read in the worker (api_job)
        return await calc.compute(api_job, await request.body(), api=True)
    try:
        fields, upload, problem = await posted_form(
            request, calc.settings, calc.hard_limit, upload_field="event", max_fields=20
        )
        if problem is not None:
            raise problem
    except EventInputError as exc:
        return response_of(error_reply(exc))
    return await calc.compute(api_job, fields, upload, True, api=True)


@ROUTES.get(
    "/api/tiebreaks", response_model=list[CatalogueEntry], tags=["api"], summary="The catalogue of tie-breaks"
)
async def api_tiebreaks(calc: Calc) -> Response:
    return Response(calc.catalogue(), media_type="application/json")


@ROUTES.get("/", **_HIDDEN)
async def index(request: Request, calc: Calc, s: str = "", player: str = "") -> Response:
    if s or player:
        return await calc.compute(page_job, None, None, s, player, api=False)
    query = request.query_params
    if any(key in query for key in SETTINGS):  # an address holding the settings (not the event)
        fields: Fields = {key: query.getlist(key)[:MAX_LIST_FIELDS] for key in SETTINGS if key in query}
        return await calc.compute(page_job, fields, None, api=False, kept=fields)
    return calc.empty_page()


async def _posted(
    request: Request, calc: Calculator
) -> tuple[Fields | bytes, Upload | None, EventInputError | None]:
    return await posted_form(request, calc.settings, calc.hard_limit, upload_field="file", max_fields=200)


@ROUTES.post("/", **_HIDDEN)
async def submit(request: Request, calc: Calc) -> Response:
    try:
        fields, upload, problem = await _posted(request, calc)
    except EventInputError as exc:
        return response_of(page_reply(FormState(), calc.settings, error=exc, status=exc.status))
    if problem is not None:
        return response_of(
            page_reply(
                kept_state(fields_of(fields), calc.settings),
                calc.settings,
                error=problem,
                focus="event",
                status=problem.status,
            )
        )
    return await calc.compute(page_job, fields, upload, api=False, kept=fields)


@ROUTES.get("/export", **_HIDDEN)
async def export_get(calc: Calc, s: str = "", fmt: str = "csv") -> Response:
    return await calc.compute(export_job, fmt, None, None, s, api=True)


@ROUTES.post("/export", **_HIDDEN)
async def export_post(request: Request, calc: Calc) -> Response:
    try:
        fields, upload, problem = await _posted(request, calc)
        if problem is not None:
            raise problem
    except EventInputError as exc:
        return response_of(error_reply(exc))
    return await calc.compute(export_job, "", fields, upload, api=True)


@ROUTES.get("/favicon.ico", **_HIDDEN)
async def favicon() -> Response:  # for pages without the link (the printable page), and old browsers
    icon = (resources.files("tiebreak") / "web" / "static" / "favicon.svg").read_bytes()
    return Response(icon, media_type="image/svg+xml", headers={"Cache-Control": "max-age=86400"})


def calculator_router(settings: WebSettings, pool: ComputePool) -> APIRouter:
    """The page, the exports and the standings API, computing in ``pool``, as a router another
    application includes."""
    router = APIRouter()
    install(router, settings, pool)
    return router


def install(router: APIRouter, settings: WebSettings, pool: ComputePool) -> None:
    """Add the calculator's routes to ``router`` (an application's own: :func:`tiebreak.web.app.create_app`
    adds them to its router first, so that ``POST /api/standings`` is matched first and at once)."""
    ROUTES.install(router, bound_route(Calculator(settings, pool), problems=False))
