"""The application: the routes of :mod:`tiebreak.web.routes` assembled with the compute pool, the
limits, the security headers and the error pages (:func:`create_app`).

The calculator (:func:`tiebreak.web.routes.calculator_router`): ``GET /`` (the form; ``?s=`` re-creates
a permalinked view), ``POST /``, ``GET|POST /export``, ``POST /api/standings``, ``GET /api/tiebreaks``;
the live events' API (``/api/events``), pages (``/events/…``) and stream; ``/static/*``, FastAPI's
``/docs`` and ``/openapi.json``. Another router is added with ``app.include_router``.

The event loop only moves bytes: every request that reads, ranks or renders an event runs in a compute
worker (:mod:`tiebreak.web.pool`, :mod:`tiebreak.web.jobs`), under a CPU-time limit.

>>> from fastapi.testclient import TestClient
>>> client = TestClient(create_app())
>>> client.get("/api/tiebreaks").json()[0]["code"]
'DE'
"""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager, suppress
from importlib import resources
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from .. import __version__
from ..model.errors import TiebreakError
from .errors import CreationRefused, Problem, StoreMissing, of_status, problem_of
from .events_api import EventsHolder
from .jobs import _environment, page_reply
from .live_reads import warm_workers
from .pool import ComputePool
from .routes import calculator, calculator_router, events_pages_router, events_router
from .service import EventInputError, FormState
from .settings import WebSettings, size_label

__all__ = ["calculator_router", "create_app"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
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
        problem = of_status(413, self.message, "event")
        await _answer(scope, problem, self.settings)(scope, receive, send)


def _answer(scope: Scope, problem: Problem, settings: WebSettings) -> Response:
    """The answer to ``problem``: in the API's shape on ``/api/`` (and ``/export``), else the page with
    the message."""
    if _is_api(scope) or scope.get("path") == "/export":
        return Response(
            problem.json(),
            status_code=problem.status,
            media_type="application/json",
            headers=dict(problem.headers),
        )
    error = EventInputError(
        problem.message, field=problem.field, line=problem.line, column=problem.column, status=problem.status
    )
    reply = page_reply(FormState(), settings, error=error, status=problem.status)
    return Response(
        reply.body, status_code=reply.status, media_type=reply.media_type, headers=dict(problem.headers)
    )


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
                extra = [
                    (b"server-timing", f"app;dur={(time.perf_counter() - started) * 1000:.1f}".encode()),
                    (b"x-content-type-options", b"nosniff"),
                    (b"referrer-policy", b"no-referrer"),
                    (b"x-frame-options", b"DENY"),
                ]
                if csp and b"content-security-policy" not in names:
                    extra.append((b"content-security-policy", _CSP.encode()))
                if private:
                    headers = [(k, v) for k, v in headers if k.lower() != b"cache-control"]
                    extra.append((b"cache-control", b"no-store"))
                message["headers"] = headers + extra
            await send(message)

        await self.app(scope, receive, with_headers)


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


def _install_error_pages(app: FastAPI, settings: WebSettings) -> None:
    """Every error through :func:`tiebreak.web.errors.problem_of`: in the API's documented shape on
    ``/api/``, as the page with the message elsewhere."""

    async def problem(request: Request, exc: Exception) -> Response:
        found = problem_of(exc)
        if found is None:
            raise exc
        return _answer(request.scope, found, settings)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, StarletteHTTPException)
        message = {
            404: "There is no page at this address.",
            405: "This address does not take this method.",
        }.get(exc.status_code, str(exc.detail))
        response = _answer(request.scope, of_status(exc.status_code, message), settings)
        if exc.headers:
            response.headers.update(exc.headers)
        return response

    async def bug(request: Request, exc: Exception) -> Response:
        return _answer(
            request.scope,
            of_status(
                500,
                "Something went wrong on the server (a bug, not your input); it has been logged.",
                "server",
            ),
            settings,
        )

    for kind in (RequestValidationError, TiebreakError, CreationRefused, StoreMissing):
        app.add_exception_handler(kind, problem)
    app.add_exception_handler(StarletteHTTPException, http_error)
    app.add_exception_handler(Exception, bug)


def _open_live(live: Any) -> None:
    """Open the live events' store and wait (up to 10 s) for its ``LISTEN``; a database that cannot be
    reached is left for the first request to report."""
    try:
        live.store  # noqa: B018  # the property opens it
    except Exception:
        return
    if live.listener is not None:
        live.listener.ready.wait(10)


def create_app(settings: WebSettings | None = None, pool: ComputePool | None = None) -> FastAPI:
    """The application. ``settings`` default to :meth:`WebSettings.from_env`; ``pool`` to one of
    ``settings.worker_count`` processes, started with the server (or by the first request that computes)
    and stopped when the server shuts down (a pool given here is left running)."""
    settings = settings or WebSettings.from_env()
    compute_pool = pool or ComputePool(settings.worker_count, settings.cpu_limit, warm=warm_workers)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        compute_pool.start()
        if (settings.database_url or "").startswith(("postgresql:", "postgres:", "postgresql+")):
            # on PostgreSQL the store and its LISTEN are opened before the first request, in a thread:
            # opened by the first request, they held up the event loop (seconds on a loaded machine: the
            # streams opening meanwhile found the accept queue full), and every stream opened before the
            # LISTEN was in force asked the database for its event's version
            from starlette.concurrency import run_in_threadpool

            await run_in_threadpool(_open_live, app.state.live)
        try:
            yield
        finally:
            if pool is None:  # a pool given by the caller is the caller's to close
                compute_pool.close()
            app.state.live.close()
            app.state.events.close()

    docs = {} if settings.docs else {"docs_url": None, "redoc_url": None}  # /openapi.json stays
    app = FastAPI(
        title="tiebreak",
        version=__version__,
        lifespan=lifespan,
        **docs,  # type: ignore[arg-type]
        description="Chess tournament standings with every FIDE C.07 tie-break, with explanations.",
    )
    app.state.pool = compute_pool
    calculator.install(app.router, settings, compute_pool)  # first: POST /api/standings is matched first
    app.mount(
        "/static", StaticFiles(directory=str(resources.files("tiebreak") / "web" / "static")), name="static"
    )
    app.state.events = EventsHolder(settings.database_url)  # live events: the store is opened on use
    app.include_router(events_router(app.state.events, settings, compute_pool))
    live_pages, app.state.live = events_pages_router(
        app.state.events, _environment(), pool=compute_pool, settings=settings
    )
    app.include_router(live_pages)
    _install_error_pages(app, settings)
    hard_limit = settings.max_upload_bytes * 4 + 256 * 1024
    app.add_middleware(SecurityHeaders)
    app.add_middleware(PageCompression)
    app.add_middleware(
        BodyLimit,
        limit=hard_limit,
        settings=settings,
        message=f"The request is larger than {size_label(hard_limit)}; events are limited to "
        f"{settings.max_upload_label}.",
    )
    return app
