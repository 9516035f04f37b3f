"""The web page and JSON API (FastAPI). Stateless: every answer is computed from the request alone.

Routes: ``GET /`` (the form; ``?s=`` re-creates a permalinked view), ``POST /`` (the form posts here),
``GET|POST /export`` (CSV, JSON, printable HTML), ``POST /api/standings``, ``GET /api/tiebreaks``,
``/static/*``, and FastAPI's ``/docs`` and ``/openapi.json``.

>>> from fastapi.testclient import TestClient
>>> client = TestClient(create_app())
>>> client.get("/api/tiebreaks").json()[0]["code"]
'DE'
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import replace
from importlib import resources
from typing import Any, Literal

import jinja2
from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from pydantic import BaseModel, Field
from starlette.datastructures import FormData, UploadFile
from starlette.formparsers import MultiPartException

from .. import __version__
from ..presenters import format_value, render, standings_dict
from ..readers.trf import decode
from ..runtime import paused_gc
from .service import (
    PAIRING_CHOICES,
    PRESETS,
    RULE_CHOICES,
    CatalogueGroup,
    EventInputError,
    FormState,
    View,
    apply_op,
    build_view,
    catalogue_groups,
    check_size,
    decode_state,
    describe,
    encode_state,
    event_and_standings,
    explain_data,
    file_or_default_list,
    focus_after,
    format_choices,
    location_text,
    parse_tiebreak_field,
    reader_notes,
    sniff_upload,
    standings_for,
)
from .settings import WebSettings, size_label

__all__ = ["create_app", "page_context", "page_template"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
_PRINT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"


class StandingsRequest(BaseModel):
    """Body of ``POST /api/standings`` (JSON)."""

    event: str = Field(description="The event file's text (TRF).")
    tiebreaks: list[str] | None = Field(
        default=None, description="Tie-break codes in order, e.g. [\"DE\", \"BH/C1\"]. Default: the file's "
        "list (TRF 212), else the Arena default.")
    rules: Literal["2026", "2024", "seed"] | None = Field(
        default=None, description="Rule set; default: from the event's start date.")
    format: str | None = Field(
        default=None,
        description="Input format: trf, json, chess-json, pgn, csv, grid or crosstable (default: recognised)."
    )
    pairing: Literal["auto", "swiss", "rr"] | None = Field(
        default=None, description="Force Swiss or round robin (default: from the file).")


class StandingRow(BaseModel):
    rank: int
    sno: int
    name: str
    rating: int | None
    points: str
    values: dict[str, str | None]
    shared: bool
    by_lots: bool
    explanation: dict[str, Any]


class StandingsResponse(BaseModel):
    """Answer of ``POST /api/standings``: rows in rank order; numbers are exact decimal strings."""

    name: str
    rules: str
    rules_label: str
    pairing: str
    rounds: int
    tiebreaks: list[str]
    warnings: list[str]
    reader_notes: list[str]
    standings: list[StandingRow]


class ErrorDetail(BaseModel):
    message: str
    field: str
    line: int | None
    column: int | None


class ErrorResponse(BaseModel):
    error: ErrorDetail


class CatalogueEntry(BaseModel):
    code: str
    name: str
    article: str
    kind: str
    description: str
    modifiers: list[str]
    group: str
    helper: bool
    team_only: bool


_MULTIPART_SCHEMA = {
    "type": "object", "required": ["event"],
    "properties": {
        "event": {"type": "string", "format": "binary", "description": "The event file (or its text)."},
        "tiebreaks": {"type": "string", "description": "Comma-separated codes, e.g. DE,BH/C1,BH"},
        "rules": {"type": "string", "enum": ["2026", "2024", "seed"]},
        "format": {"type": "string"},
        "pairing": {"type": "string", "enum": ["auto", "swiss", "rr"]},
    },
}


class _TooLarge(Exception):
    pass


class BodyLimit:
    """Refuse request bodies over ``limit`` bytes (by Content-Length, or while streaming) with 413."""

    def __init__(self, app: ASGIApp, limit: int, message: str) -> None:
        self.app = app
        self.limit = limit
        self.message = message

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        length = headers.get(b"content-length")
        if length is not None and length.isdigit() and int(length) > self.limit:
            await self._refuse(scope, receive, send)
            return
        seen = 0
        started = False

        async def limited_receive() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise _TooLarge
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except _TooLarge:
            if not started:
                await self._refuse(scope, receive, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        response: Response
        if str(scope.get("path", "")).startswith("/api/"):
            response = JSONResponse({"error": {"message": self.message, "field": "event", "line": None,
                                               "column": None}}, status_code=413)
        else:
            response = HTMLResponse(f"<!doctype html><title>Too large</title><p>{self.message}</p>"
                                    '<p><a href="/">Back to the calculator</a></p>', status_code=413)
        await response(scope, receive, send)


def _templates() -> Jinja2Templates:
    folder = str(resources.files("tiebreak") / "web" / "templates")
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(folder), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.globals["fmt"] = lambda value: format_value(value, "–")
    return Jinja2Templates(env=env)


def page_context(state: FormState, settings: WebSettings, *, view: View | None = None,
                 error: EventInputError | None = None, focus: str = "",
                 groups: tuple[CatalogueGroup, ...] | None = None) -> dict[str, Any]:
    """What ``index.html`` is rendered with."""
    return {
        "state": state, "view": view, "error": error, "focus": focus,
        "groups": catalogue_groups() if groups is None else groups,
        "presets": PRESETS, "rule_choices": RULE_CHOICES, "pairing_choices": PAIRING_CHOICES,
        "format_choices": format_choices(),
        "items": [describe(c) for c in state.tiebreaks], "settings": settings,
        "location": location_text(error) if error else "", "version": __version__,
    }


def page_template() -> jinja2.Template:
    """The page template (for rendering outside a request, e.g. in benchmarks)."""
    return _templates().env.get_template("index.html")


def _error_dict(exc: EventInputError) -> dict[str, Any]:
    return {"message": exc.message, "field": exc.field, "line": exc.line, "column": exc.column}


async def _read_upload(upload: UploadFile, settings: WebSettings) -> str:
    data = await upload.read(settings.max_upload_bytes + 1)
    if len(data) > settings.max_upload_bytes:
        size = upload.size if upload.size is not None else len(data)
        check_size(max(size, len(data)), settings)
    return decode(data)


def create_app(settings: WebSettings | None = None) -> FastAPI:
    """The application. ``settings`` default to :meth:`WebSettings.from_env`."""
    settings = settings or WebSettings.from_env()
    hard_limit = settings.max_upload_bytes * 4 + 256 * 1024
    app = FastAPI(title="tiebreak", version=__version__,
                  description="Chess tournament standings with every FIDE C.07 tie-break, with explanations.")
    templates = _templates()
    static = str(resources.files("tiebreak") / "web" / "static")
    app.mount("/static", StaticFiles(directory=static), name="static")
    groups = catalogue_groups()

    @app.middleware("http")
    async def security_headers(request: Request, call_next: Callable[[Request], Awaitable[Response]]
                               ) -> Response:
        started = time.perf_counter()
        response = await call_next(request)
        # server time of the whole request (form parsing, reading, ranking, rendering), for clients and
        # for benchmarks/web_render.py
        response.headers["Server-Timing"] = f"app;dur={(time.perf_counter() - started) * 1000:.1f}"
        if request.url.path not in ("/docs", "/redoc", "/docs/oauth2-redirect"):  # Swagger UI: CDN + inline
            response.headers.setdefault("Content-Security-Policy", _CSP)
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["X-Frame-Options"] = "DENY"
        return response

    def page(request: Request, state: FormState, *, view: View | None = None,
             error: EventInputError | None = None, focus: str = "", status: int = 200) -> HTMLResponse:
        context = page_context(state, settings, view=view, error=error, focus=focus, groups=groups)
        return templates.TemplateResponse(request, "index.html", context, status_code=status)

    def compute_page(request: Request, state: FormState, focus: str = "") -> HTMLResponse:
        if not state.event.strip():
            return page(request, state, focus=focus)
        with paused_gc():  # reading, ranking and rendering make no reference cycles (see runtime)
            try:
                view = build_view(state, settings)
            except EventInputError as exc:
                return page(request, state, error=exc, focus=focus or "event", status=exc.status)
            return page(request, state, view=view, focus=focus)

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def index(request: Request, s: str = "", player: int | None = None) -> HTMLResponse:
        if not s:
            return page(request, FormState())
        try:
            state = decode_state(s, settings)
        except EventInputError as exc:
            return page(request, FormState(), error=exc, status=exc.status)
        return compute_page(request, replace(state, player=player))

    async def form_state(form: FormData) -> tuple[FormState, str]:
        """The state posted by the form (after applying the button pressed) and the id to focus."""
        blob = form.get("s")
        if isinstance(blob, str) and blob:
            return decode_state(blob, settings), ""
        text = form.get("event")
        rules = str(form.get("rules") or form.get("edition") or "auto")
        pairing = str(form.get("pairing") or "auto")
        fmt = str(form.get("format") or "auto")
        player = str(form.get("player") or form.get("selected") or "")
        listed = [v for v in [*form.getlist("tb"), *form.getlist("tiebreaks")] if isinstance(v, str)]
        state = FormState(
            event=text if isinstance(text, str) else "",
            tiebreaks=parse_tiebreak_field(listed),
            rules=rules if rules in RULE_CHOICES else "auto",
            pairing=pairing if pairing in PAIRING_CHOICES else "auto",
            input_format=fmt if fmt in format_choices() else "auto",
            compare=form.get("compare") == "1", player=int(player) if player.isdigit() else None)
        check_size(len(state.event.encode()), settings)
        upload = form.get("file")
        if isinstance(upload, UploadFile) and upload.filename:
            text = await _read_upload(upload, settings)
            fmt = sniff_upload(text, upload.filename) if state.input_format == "auto" else state.input_format
            state = replace(state, event=text, source=upload.filename, input_format=fmt)
        if not listed and form.get("list") != "1":  # a post without the page's list: the file's, or Arena's
            state = replace(state, tiebreaks=file_or_default_list(state.event))
        op = str(form.get("op") or "")
        if op:
            state = apply_op(state, op, str(form.get("add_code") or form.get("add") or ""))
            return state, focus_after(op, len(state.tiebreaks))
        return state, ""

    def kept_state(form: FormData) -> FormState:
        """What the user typed, for showing the form again next to an error."""
        text = form.get("event")
        rules, pairing = str(form.get("rules") or "auto"), str(form.get("pairing") or "auto")
        fmt = str(form.get("format") or "auto")
        return FormState(
            input_format=fmt if fmt in format_choices() else "auto",
            event=text if isinstance(text, str) and len(text) <= settings.max_upload_bytes else "",
            tiebreaks=parse_tiebreak_field([v for v in form.getlist("tb") if isinstance(v, str)]),
            rules=rules if rules in RULE_CHOICES else "auto",
            pairing=pairing if pairing in PAIRING_CHOICES else "auto", compare=form.get("compare") == "1")

    @app.post("/", response_class=HTMLResponse, include_in_schema=False)
    async def submit(request: Request) -> HTMLResponse:
        try:
            form = await request.form(max_files=2, max_fields=200, max_part_size=hard_limit)
        except MultiPartException as exc:
            return page(request, FormState(), error=EventInputError(str(exc.message)), status=400)
        try:
            state, focus = await form_state(form)
        except EventInputError as exc:
            return page(request, kept_state(form), error=exc,
                        focus="event" if exc.field == "event" else "add-code", status=exc.status)
        finally:
            await form.close()
        return compute_page(request, state, focus)

    async def export(request: Request, fmt: str, state: FormState) -> Response:
        try:
            s = standings_for(state)
        except EventInputError as exc:
            return JSONResponse({"error": _error_dict(exc)}, status_code=exc.status)
        stem = re.sub(r"[^a-z0-9]+", "-", s.name.lower()).strip("-")[:60]
        stem = stem or "standings"
        if fmt == "csv":
            return Response(render(s, "csv"), media_type="text/csv; charset=utf-8",
                            headers={"Content-Disposition": f'attachment; filename="{stem}.csv"'})
        if fmt == "json":
            return Response(render(s, "json"), media_type="application/json",
                            headers={"Content-Disposition": f'attachment; filename="{stem}.json"'})
        view = build_view(state, settings)
        response = templates.TemplateResponse(request, "print.html", {"view": view, "state": state})
        response.headers["Content-Security-Policy"] = _PRINT_CSP
        return response

    @app.get("/export", include_in_schema=False)
    async def export_get(request: Request, s: str = "", fmt: str = "csv") -> Response:
        try:
            state = decode_state(s, settings)
        except EventInputError as exc:
            return JSONResponse({"error": _error_dict(exc)}, status_code=exc.status)
        return await export(request, fmt, state)

    @app.post("/export", include_in_schema=False)
    async def export_post(request: Request) -> Response:
        try:
            form = await request.form(max_files=2, max_fields=200, max_part_size=hard_limit)
        except MultiPartException as exc:
            return JSONResponse({"error": {"message": str(exc.message)}}, status_code=400)
        try:
            state, _ = await form_state(form)
        except EventInputError as exc:
            return JSONResponse({"error": _error_dict(exc)}, status_code=exc.status)
        finally:
            await form.close()
        return await export(request, str(form.get("fmt") or "csv"), state)

    @app.get("/api/tiebreaks", response_model=list[CatalogueEntry], tags=["api"],
             summary="The catalogue of tie-breaks")
    async def api_tiebreaks() -> list[CatalogueEntry]:
        from ..registry import catalogue

        return [CatalogueEntry(code=d.code, name=d.name, article=d.article, kind=d.kind,
                               description=d.description, modifiers=sorted(d.modifiers),
                               group=d.group_label, helper=d.helper, team_only=d.team_only)
                for d in catalogue() if d.kind != "primary"]

    @app.post("/api/standings", tags=["api"], summary="Standings of an event, with explanations",
              responses={200: {"model": StandingsResponse}, 413: {"model": ErrorResponse},
                         422: {"model": ErrorResponse}},
              openapi_extra={"requestBody": {"required": True, "content": {
                  "application/json": {"schema": StandingsRequest.model_json_schema()},
                  "multipart/form-data": {"schema": _MULTIPART_SCHEMA}}}})
    async def api_standings(request: Request) -> JSONResponse:
        """Rank an event sent as JSON (``{"event": "<file text>", ...}``) or as a multipart upload (field
        ``event``). Rows come in rank order, each with its full explanation."""
        try:
            body = await _api_body(request, settings, hard_limit)
            check_size(len(body.event.encode()), settings)
            state = FormState(event=body.event, tiebreaks=tuple(body.tiebreaks or ()),
                              rules=body.rules or "auto", pairing=body.pairing or "auto",
                              input_format=body.format or "auto")
            event, s = event_and_standings(state, file_list=body.tiebreaks is None)
            state = replace(state, tiebreaks=s.codes)
        except EventInputError as exc:
            return JSONResponse({"error": _error_dict(exc)}, status_code=exc.status)
        data = standings_dict(s)
        rows = data["standings"]
        for row in rows:
            row["explanation"] = explain_data(s, row["sno"])
        return JSONResponse({
            "name": data["name"], "rules": data["rules"], "rules_label": data["rules_label"],
            "pairing": data["pairing"], "rounds": data["rounds"], "tiebreaks": data["tiebreaks"],
            "warnings": data["warnings"], "reader_notes": list(reader_notes(event)),
            "standings": rows, "permalink": f"/?s={encode_state(state)}"})

    from .events_api import (  # live events (/api/events), store opened on first use
        EventsHolder,
        events_router,
    )

    app.state.events = EventsHolder(settings.database_url)
    app.include_router(events_router(app.state.events))
    from .events_pages import events_pages_router  # live pages (/events/…) and their SSE stream

    live_pages, app.state.live = events_pages_router(app.state.events, templates)
    app.include_router(live_pages)

    app.add_middleware(BodyLimit, limit=hard_limit,
                       message=f"The request is larger than {size_label(hard_limit)}; events are limited to "
                       f"{settings.max_upload_label}.")
    return app


async def _api_body(request: Request, settings: WebSettings, hard_limit: int) -> StandingsRequest:
    ctype = request.headers.get("content-type", "")
    if ctype.startswith("multipart/form-data") or ctype.startswith("application/x-www-form-urlencoded"):
        try:
            form = await request.form(max_files=1, max_fields=20, max_part_size=hard_limit)
        except MultiPartException as exc:
            raise EventInputError(str(exc.message)) from None
        event = form.get("event")
        try:
            if isinstance(event, UploadFile):
                text = await _read_upload(event, settings)
            elif isinstance(event, str):
                text = event
            else:
                raise EventInputError("the multipart field 'event' (the event file) is missing")
        finally:
            await form.close()
        tiebreaks = form.get("tiebreaks")
        raw: dict[str, Any] = {"event": text}
        if isinstance(tiebreaks, str) and tiebreaks.strip():
            raw["tiebreaks"] = list(parse_tiebreak_field([tiebreaks]))
        for key in ("rules", "format", "pairing"):
            value = form.get(key)
            if isinstance(value, str) and value:
                raw[key] = value
    else:
        try:
            raw = json.loads(await request.body())
        except (ValueError, UnicodeDecodeError):
            raise EventInputError("the body is not JSON; send {\"event\": \"<file text>\"} or a multipart "
                                  "upload with the field 'event'") from None
    from pydantic import ValidationError

    try:
        return StandingsRequest.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()))
        raise EventInputError(f"{where}: {first.get('msg', 'invalid value')}" if where
                              else str(first.get("msg")), field=where or "event") from None
