"""The web page and JSON API (FastAPI). Stateless: every answer is computed from the request alone.

Routes of :func:`calculator_router`: ``GET /`` (the form; ``?s=`` re-creates a permalinked view),
``POST /`` (the form posts here), ``GET|POST /export`` (CSV, JSON, printable HTML), ``POST /api/standings``,
``GET /api/tiebreaks``; and ``/static/*``, FastAPI's ``/docs`` and ``/openapi.json``. :func:`create_app`
assembles them with the compute pool, the limits and the error pages; another router is added with
``app.include_router``.

The event loop only moves bytes: every request that reads, ranks or renders an event runs in a compute
worker (:mod:`tiebreak.web.pool`, :mod:`tiebreak.web.jobs`), under a CPU-time limit.

>>> from fastapi.testclient import TestClient
>>> client = TestClient(create_app())
>>> client.get("/api/tiebreaks").json()[0]["code"]
'DE'
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager, suppress
from importlib import resources
from typing import Any

from fastapi import APIRouter, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from fastapi.staticfiles import StaticFiles
from starlette.datastructures import FormData, UploadFile
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.formparsers import MultiPartException

from .. import __version__
from ..model.errors import TiebreakError
from ..readers import decode_input
from .jobs import (
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
from .pool import Busy, ComputePool, Overrun
from .schema import MULTIPART_SCHEMA, CatalogueEntry, ErrorResponse, StandingsRequest, StandingsResponse
from .service import EventInputError, FormState, check_size
from .settings import WebSettings, size_label

__all__ = ["calculator_router", "create_app"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
_NO_CSP = ("/docs", "/redoc", "/docs/oauth2-redirect")  # Swagger UI (--docs only): CDN scripts, inline code
_PRIVATE = re.compile(r"/events/[^/]+/arbiter(/.*)?|/api/events(/import)?|/api/events/[^/]+/tokens(/.*)?")
"""Paths whose answers carry a token (a new event's, an arbiter's) or a CSRF field (the arbiter's desk):
``Cache-Control: no-store``, so that no cache or browser history keeps them."""


def _is_api(scope: Scope) -> bool:
    return str(scope.get("path", "")).startswith("/api/")


class _TooLarge(Exception):
    pass


class BodyLimit:
    """Refuse request bodies over ``limit`` bytes (by Content-Length, or while streaming) with 413."""

    def __init__(self, app: ASGIApp, limit: int, message: str, settings: WebSettings) -> None:
        self.app = app
        self.limit = limit
        self.message = message
        self.settings = settings

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
        started = over = False

        async def limited_receive() -> Message:
            nonlocal seen, over
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    over = True
                    raise _TooLarge
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if over and not started:
                return  # the app's own answer to a body cut short (FastAPI: 400) gives way to the 413
            started = started or message["type"] == "http.response.start"
            await send(message)

        with suppress(_TooLarge):
            await self.app(scope, limited_receive, tracking_send)
        if over and not started:
            await self._refuse(scope, receive, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        error = EventInputError(self.message, status=413)
        reply = error_reply(error) if _is_api(scope) else page_reply(FormState(), self.settings, error=error,
                                                                     status=413)
        await _response(reply)(scope, receive, send)


class SecurityHeaders:
    """Content-Security-Policy (unless the answer sets its own), nosniff, no referrer, no framing,
    ``Cache-Control: no-store`` on the answers that carry a token or a CSRF field (:data:`_PRIVATE`), and
    ``Server-Timing: app;dur=`` (the server's time for the whole request, for clients and benchmarks)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        path = str(scope.get("path", ""))
        csp = path not in _NO_CSP
        private = _PRIVATE.fullmatch(path.removeprefix(str(scope.get("root_path", "")))) is not None

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers") or [])
                names = {k.lower() for k, _ in headers}
                extra = [(b"server-timing", f"app;dur={(time.perf_counter() - started) * 1000:.1f}".encode()),
                         (b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"no-referrer"),
                         (b"x-frame-options", b"DENY")]
                if csp and b"content-security-policy" not in names:
                    extra.append((b"content-security-policy", _CSP.encode()))
                if private:
                    headers = [(k, v) for k, v in headers if k.lower() != b"cache-control"]
                    extra.append((b"cache-control", b"no-store"))
                message["headers"] = headers + extra
            await send(message)

        await self.app(scope, receive, with_headers)


def _response(reply: Reply) -> Response:
    return Response(reply.body, status_code=reply.status, media_type=reply.media_type,
                    headers=dict(reply.headers))


_MAX_UPLOADS = 50
"""Most files one form post may upload (an event's pages: each round's pairing list and the ranking)."""


def _fields(form: FormData) -> Fields:
    fields: Fields = {}
    for key, value in form.multi_items():
        if isinstance(value, str):
            fields.setdefault(key, []).append(value)
    return fields


async def _read_upload(upload: UploadFile, settings: WebSettings) -> str:
    data = await upload.read(settings.max_upload_bytes + 1)
    if len(data) > settings.max_upload_bytes:
        size = upload.size if upload.size is not None else len(data)
        check_size(max(size, len(data)), settings)
    try:
        return decode_input(data, source=upload.filename)  # an .xlsx workbook's sheets as text
    except TiebreakError as exc:
        raise EventInputError(exc.message, field="file") from None


async def _form(request: Request, settings: WebSettings, hard_limit: int, *, upload_field: str,
                max_files: int, max_fields: int
                ) -> tuple[Fields | bytes, Upload | None, EventInputError | None]:
    """The fields of a form post, its upload (``upload_field``, read and decoded) and what is wrong with
    the upload (over the cap). A URL-encoded body is left as it came (its 2 MB of percent escapes take
    the compute worker a tenth of a second to decode: :func:`tiebreak.web.jobs.fields_of`).

    :raises EventInputError: for a body that is not a well-formed form.
    """
    if request.headers.get("content-type", "").startswith("application/x-www-form-urlencoded"):
        return await request.body(), None, None
    try:
        form = await request.form(max_files=max_files, max_fields=max_fields, max_part_size=hard_limit)
    except MultiPartException as exc:
        raise EventInputError(f"The upload could not be read: {exc.message}. Choose the file again.",
                              field="file", status=400) from None
    try:
        uploads = [u for u in form.getlist(upload_field)
                   if isinstance(u, UploadFile) and (u.filename or upload_field == "event")]
        text = None
        try:
            if len(uploads) == 1:
                text = Upload(uploads[0].filename or "upload", await _read_upload(uploads[0], settings))
            elif uploads:
                text = await _read_uploads(uploads, settings)
        except EventInputError as exc:
            return _fields(form), None, exc
        return _fields(form), text, None
    finally:
        await form.close()


async def _read_uploads(uploads: list[UploadFile], settings: WebSettings) -> Upload:
    """Several files uploaded together (each round's pairing list, the ranking): one event, kept as one
    text (:func:`tiebreak.readers.assemble.bundle`); together they are held to the cap of one file."""
    from ..readers.files import bundle

    files: list[tuple[str, str]] = []
    total = 0
    for upload in uploads:
        data = await upload.read(settings.max_upload_bytes - total + 1)
        total += len(data)
        check_size(total, settings)
        name = upload.filename or f"file {len(files) + 1}"
        try:
            files.append((name, decode_input(data, source=name)))  # a workbook's sheets as text
        except TiebreakError as exc:
            raise EventInputError(exc.message, field="file") from None
    return Upload(f"{len(files)} files", bundle(files))


Compute = Callable[..., Awaitable[Response]]
"""``compute(job, *args, api=..., kept=...)``: a job of :mod:`tiebreak.web.jobs` run in the pool, as a
response (503 with the message when over the limit or too busy)."""


class PageCompression:
    """Pages, their assets and downloads gzip-compressed for a browser that accepts it (a 40 kB page of
    standings travels as about 5 kB); the API (``/api/…``: JSON answers and the live events' stream)
    is left as it is, its cost per request kept to moving bytes."""

    def __init__(self, app: ASGIApp) -> None:
        from starlette.middleware.gzip import GZipMiddleware

        self.app = app
        self.compressed = GZipMiddleware(app, minimum_size=1000, compresslevel=6)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and not _is_api(scope):
            await self.compressed(scope, receive, send)
        else:
            await self.app(scope, receive, send)


def _route_is(scope: Scope, route: str) -> bool:
    """Whether the request is for ``route`` of this application (mounted under ``root_path`` or not)."""
    path, root = scope["path"], scope.get("root_path", "")
    return bool(path == route or (root and path == root + route))


def _is_form(content_type: str) -> bool:
    return content_type.startswith(("multipart/form-data", "application/x-www-form-urlencoded"))


async def _standings_json(compute: Compute, body: bytes) -> Response:
    """``POST /api/standings`` with a JSON body (anything that is not a form is read as JSON)."""
    return await compute(api_job, body, api=True)


class ApiShortcut:
    """``POST /api/standings`` with a JSON body goes from here straight to the compute pool: the router's
    matching and FastAPI's request machinery cost the event loop more than the job's own pipe I/O, and
    the event loop's time per request is what bounds the throughput of several workers. The route stays
    (multipart uploads, the API's documentation) and answers exactly the same. Placed inside
    :class:`BodyLimit` and :class:`SecurityHeaders`, which apply as to any request."""

    def __init__(self, app: ASGIApp, compute: Compute) -> None:
        self.app = app
        self.compute = compute

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST" or not _route_is(scope, "/api/standings"):
            await self.app(scope, receive, send)
            return
        content_type = next((v for k, v in scope["headers"] if k == b"content-type"), b"")
        if _is_form(content_type.decode("latin-1")):
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return  # the client is gone: nobody to answer
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        response = await _standings_json(self.compute, b"".join(chunks))
        await response(scope, receive, send)


def _computer(settings: WebSettings, pool: ComputePool) -> Compute:
    """The :data:`Compute` of ``pool`` under ``settings``."""
    async def compute(fn: Callable[..., Reply], *args: Any, api: bool,
                      kept: Fields | bytes | None = None) -> Response:
        try:
            return _response(await pool.run(fn, settings, *args))
        except Overrun as exc:
            error = EventInputError(
                f"This event needs more than {exc.seconds:g} s of computing, the limit of this site: it "
                "was stopped. Try fewer tie-breaks" + (" or \"explain\": \"none\"" if api else "")
                + ", or run it on your own computer (tiebreak standings).", field="server", status=503)
        except Busy as exc:
            error = EventInputError(f"The server is too busy to take this request ({exc}); try again in a "
                                    "moment.", field="server", status=503)
        if api:
            reply = error_reply(error)
        else:  # the form as it was sent, next to the message
            try:
                state = FormState() if kept is None else kept_state(fields_of(kept), settings)
            except EventInputError:
                state = FormState()
            reply = page_reply(state, settings, error=error, status=503)
        return Response(reply.body, status_code=503, media_type=reply.media_type,
                        headers={"Retry-After": "5"})

    return compute


_SETTINGS = ("tb", "rules", "pairing", "format", "pgn_star", "pgn_bye", "columns", "compare", "auto", "list",
             "selected", "other_selected")
"""The form's fields an address may hold (``/?rules=2024&tb=BH,SB&selected=3``): all but the event."""
MAX_LIST_FIELDS = 40


def calculator_router(settings: WebSettings, pool: ComputePool) -> APIRouter:
    """The page, the exports and the standings API, computing in ``pool``."""
    router = APIRouter()
    hard_limit = settings.max_upload_bytes * 4 + 256 * 1024
    empty_page: list[Reply] = []
    compute = _computer(settings, pool)

    async def posted(request: Request) -> tuple[Fields | bytes, Upload | None, EventInputError | None]:
        return await _form(request, settings, hard_limit, upload_field="file", max_files=_MAX_UPLOADS,
                           max_fields=200)

    @router.get("/", include_in_schema=False)
    async def index(request: Request, s: str = "", player: str = "") -> Response:
        if s or player:
            return await compute(page_job, None, None, s, player, api=False)
        query = request.query_params
        if any(key in query for key in _SETTINGS):  # an address holding the settings (not the event)
            fields: Fields = {key: query.getlist(key)[:MAX_LIST_FIELDS] for key in _SETTINGS if key in query}
            return await compute(page_job, fields, None, api=False, kept=fields)
        if not empty_page:
            empty_page.append(page_reply(FormState(auto_list=True), settings))
        return _response(empty_page[0])

    @router.post("/", include_in_schema=False)
    async def submit(request: Request) -> Response:
        try:
            fields, upload, problem = await posted(request)
        except EventInputError as exc:
            return _response(page_reply(FormState(), settings, error=exc, status=exc.status))
        if problem is not None:
            return _response(page_reply(kept_state(fields_of(fields), settings), settings, error=problem,
                                        focus="event", status=problem.status))
        return await compute(page_job, fields, upload, api=False, kept=fields)

    @router.get("/export", include_in_schema=False)
    async def export_get(s: str = "", fmt: str = "csv") -> Response:
        return await compute(export_job, fmt, None, None, s, api=True)

    @router.post("/export", include_in_schema=False)
    async def export_post(request: Request) -> Response:
        try:
            fields, upload, problem = await posted(request)
            if problem is not None:
                raise problem
        except EventInputError as exc:
            return _response(error_reply(exc))
        return await compute(export_job, "", fields, upload, api=True)

    @router.get("/favicon.ico", include_in_schema=False)
    async def favicon() -> Response:  # for pages without the link (the printable page), and old browsers
        icon = (resources.files("tiebreak") / "web" / "static" / "favicon.svg").read_bytes()
        return Response(icon, media_type="image/svg+xml", headers={"Cache-Control": "max-age=86400"})

    catalogue: list[bytes] = []

    @router.get("/api/tiebreaks", response_model=list[CatalogueEntry], tags=["api"],
                summary="The catalogue of tie-breaks")
    async def api_tiebreaks() -> Response:
        if not catalogue:
            from ..criteria import catalogue as definitions

            catalogue.append(json.dumps([CatalogueEntry(
                code=d.code, name=d.name, article=d.article, kind=d.kind, description=d.description,
                modifiers=sorted(m.value for m in d.modifiers), group=d.group_label, helper=d.helper,
                team_only=d.team_only).model_dump() for d in definitions() if d.kind != "primary"]).encode())
        return Response(catalogue[0], media_type="application/json")

    @router.post("/api/standings", tags=["api"], summary="Standings of an event, with explanations",
                 responses={200: {"model": StandingsResponse}, 413: {"model": ErrorResponse},
                            422: {"model": ErrorResponse}, 503: {"model": ErrorResponse}},
                 openapi_extra={"requestBody": {"required": True, "content": {
                     "application/json": {"schema": StandingsRequest.model_json_schema()},
                     "multipart/form-data": {"schema": MULTIPART_SCHEMA}}}})
    async def api_standings(request: Request) -> Response:
        """Rank an event sent as JSON (``{"event": "<file text>", ...}``) or as a multipart upload (field
        ``event``). Rows come in rank order; ``explain`` chooses which carry an explanation (default
        ``tied``: the players on equal points with someone). Computing is limited in CPU time (503 over
        it) and the answer in size."""
        if not _is_form(request.headers.get("content-type", "")):
            return await _standings_json(compute, await request.body())
        try:
            fields, upload, problem = await _form(request, settings, hard_limit, upload_field="event",
                                                  max_files=_MAX_UPLOADS, max_fields=20)
            if problem is not None:
                raise problem
        except EventInputError as exc:
            return _response(error_reply(exc))
        return await compute(api_job, fields, upload, True, api=True)

    return router


def _install_error_pages(app: FastAPI, settings: WebSettings) -> None:
    """Every error in the API's documented shape on ``/api/``, as the page with the message elsewhere."""

    def answer(request: Request, error: EventInputError) -> Response:
        if _is_api(request.scope) or request.url.path == "/export":
            return _response(error_reply(error))
        return _response(page_reply(FormState(), settings, error=error, status=error.status))

    async def invalid(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, RequestValidationError)
        first = exc.errors()[0] if exc.errors() else {}
        loc = [str(p) for p in first.get("loc", ()) if p not in ("query", "body", "path")]
        field = loc[0] if loc else "request"
        return answer(request, EventInputError(f"{field}: {first.get('msg', 'invalid value')}", field=field))

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, StarletteHTTPException)
        message = {404: "There is no page at this address.", 405: "This address does not take this method."
                   }.get(exc.status_code, str(exc.detail))
        response = answer(request, EventInputError(message, field="request", status=exc.status_code))
        if exc.headers:
            response.headers.update(exc.headers)
        return response

    async def bug(request: Request, exc: Exception) -> Response:
        return answer(request, EventInputError("Something went wrong on the server (a bug, not your input); "
                                               "it has been logged.", field="server", status=500))

    app.add_exception_handler(RequestValidationError, invalid)
    app.add_exception_handler(StarletteHTTPException, http_error)
    app.add_exception_handler(Exception, bug)


def create_app(settings: WebSettings | None = None, pool: ComputePool | None = None) -> FastAPI:
    """The application. ``settings`` default to :meth:`WebSettings.from_env`; ``pool`` to one of
    ``settings.worker_count`` processes, started with the server (or by the first request that computes)
    and stopped when the server shuts down (a pool given here is left running)."""
    settings = settings or WebSettings.from_env()
    compute_pool = pool or ComputePool(settings.worker_count, settings.cpu_limit)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        compute_pool.start()
        try:
            yield
        finally:
            if pool is None:  # a pool given by the caller is the caller's to close
                compute_pool.close()
            app.state.live.close()
            app.state.events.close()

    docs = {} if settings.docs else {"docs_url": None, "redoc_url": None}  # /openapi.json stays
    app = FastAPI(title="tiebreak", version=__version__, lifespan=lifespan, **docs,  # type: ignore[arg-type]
                  description="Chess tournament standings with every FIDE C.07 tie-break, with explanations.")
    app.state.pool = compute_pool
    app.mount("/static", StaticFiles(directory=str(resources.files("tiebreak") / "web" / "static")),
              name="static")
    app.include_router(calculator_router(settings, compute_pool))
    from .events_api import EventsHolder, events_router  # live events (/api/events): store opened on use

    app.state.events = EventsHolder(settings.database_url)
    app.include_router(events_router(app.state.events, settings, compute_pool))
    from .events_pages import events_pages_router  # live pages (/events/…) and their SSE stream
    from .jobs import _environment

    live_pages, app.state.live = events_pages_router(app.state.events, _environment(), pool=compute_pool,
                                                     settings=settings)
    app.include_router(live_pages)
    _install_error_pages(app, settings)
    hard_limit = settings.max_upload_bytes * 4 + 256 * 1024
    app.add_middleware(ApiShortcut, compute=_computer(settings, compute_pool))
    app.add_middleware(SecurityHeaders)
    app.add_middleware(PageCompression)
    app.add_middleware(BodyLimit, limit=hard_limit, settings=settings,
                       message=f"The request is larger than {size_label(hard_limit)}; events are limited to "
                       f"{settings.max_upload_label}.")
    return app
