"""``tiebreak serve``: run the web page (needs the ``web`` extra: ``pip install 'tiebreak[web]'``).

One server process answers HTTP on an asyncio event loop and never computes; ``--workers`` compute
processes read, rank and render (:mod:`tiebreak.web.pool`). SIGTERM or Ctrl-C stops taking connections,
lets the requests in progress finish (at most ``GRACE`` seconds), then stops the workers.
``--processes N`` (PostgreSQL only) runs N such HTTP processes on one port: the live pages' streams of
every process hear each write through PostgreSQL ``LISTEN/NOTIFY`` (:mod:`tiebreak.web.live`).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..web.settings import WebSettings

__all__ = ["GRACE", "add_arguments", "connection_limit", "run"]

_MISSING = "tiebreak serve needs the web extra: pip install 'tiebreak[web]'"
_STORE = ("sqlalchemy", "alembic")
"""What the live events need (the ``store`` extra; psycopg too for PostgreSQL)."""
GRACE = 10
"""Seconds a shutdown waits for the requests in progress."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default: 8000)")
    p.add_argument(
        "--max-upload",
        type=int,
        metavar="BYTES",
        help="largest event accepted, in bytes (default: 2 MB, or TIEBREAK_WEB_MAX_UPLOAD)",
    )
    p.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="compute processes (reading, ranking, rendering; HTTP itself is one asyncio "
        "process). Default: one per core, or TIEBREAK_WEB_WORKERS",
    )
    p.add_argument(
        "--cpu-limit",
        type=float,
        metavar="SECONDS",
        help="CPU time one request may use; over it the answer is 503 and the worker is "
        "replaced (default: 20, or TIEBREAK_WEB_CPU_LIMIT)",
    )
    p.add_argument(
        "--proxy-headers",
        action="store_true",
        help="behind a reverse proxy: take the client's address and scheme from "
        "X-Forwarded-For / X-Forwarded-Proto sent by --forwarded-allow-ips",
    )
    p.add_argument(
        "--forwarded-allow-ips",
        default="127.0.0.1",
        metavar="IPS",
        help="proxies trusted with --proxy-headers, comma-separated (default: 127.0.0.1)",
    )
    p.add_argument(
        "--max-connections",
        type=int,
        metavar="N",
        help="requests one HTTP process answers at once; beyond them new requests get 503 at "
        "once, and connections waiting without a request (slow headers, idle keep-alive) are "
        "closed to make room (default: what the open-files limit allows, at most 10000)",
    )
    p.add_argument(
        "--processes",
        type=int,
        default=1,
        metavar="N",
        help="HTTP server processes on the port (default 1); more than one needs a PostgreSQL "
        "--database, whose LISTEN/NOTIFY carries each result to the live pages of every process",
    )
    p.add_argument(
        "--events-per-hour",
        type=int,
        metavar="N",
        help="events one client address may create (or import) per hour, in bursts of up to "
        "10; over it: 429 with Retry-After. 0: no limit (default: 30, or "
        "TIEBREAK_WEB_EVENTS_PER_HOUR)",
    )
    p.add_argument(
        "--site-token",
        metavar="TOKEN",
        help="creating or importing an event needs 'Authorization: Bearer TOKEN' (a public site "
        "where only its organisers create events; better given as TIEBREAK_SITE_TOKEN, which "
        "other users of the machine cannot read in the process list)",
    )
    p.add_argument(
        "--docs",
        action="store_true",
        help="serve the interactive API documentation at /docs and /redoc (Swagger UI and ReDoc "
        "from a CDN, outside the site's Content-Security-Policy); off by default, /openapi.json "
        "is always served (or TIEBREAK_WEB_DOCS=1)",
    )
    p.add_argument(
        "--database",
        metavar="URL",
        help="live events' database: sqlite:///FILE or postgresql://… (default: events.sqlite3 in "
        "the data directory, TIEBREAK_DATA_DIR or ~/.local/share/tiebreak)",
    )


def connection_limit(asked: int | None) -> int:
    """How many connections one HTTP process holds: ``asked``, else what the open-files limit leaves
    after the files, pipes and database connections a server keeps (at most 10,000). The soft limit is
    raised to the hard one first (this is the server's own process, not the library's). Past the limit
    uvicorn answers 503 at once, before a connection too many could make ``accept`` fail for everyone."""
    try:
        import resource
    except ImportError:  # not on POSIX: no such limit to respect
        return asked or 10_000
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or soft < hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (ValueError, OSError):
            pass
    room = 10_000 if soft == resource.RLIM_INFINITY else max(16, soft - 128)
    return min(asked or 10_000, room)


def run(args: argparse.Namespace) -> int:
    if any(importlib.util.find_spec(m) is None for m in ("fastapi", "uvicorn", "jinja2", "multipart")):
        print(_MISSING, file=sys.stderr)
        return 1
    import dataclasses

    import uvicorn

    from ..web.app import create_app
    from ..web.connections import server_options
    from ..web.settings import WebSettings

    try:
        settings = WebSettings.from_env()
    except ValueError as exc:
        print(f"tiebreak: bad TIEBREAK_WEB_* setting: {exc}", file=sys.stderr)
        return 2
    for value, name in (
        (args.max_upload, "--max-upload"),
        (args.workers, "--workers"),
        (args.cpu_limit, "--cpu-limit"),
        (args.max_connections, "--max-connections"),
    ):
        if value is not None and value <= 0:
            print(f"tiebreak: {name} must be positive", file=sys.stderr)
            return 2
    settings = dataclasses.replace(
        settings,
        **{
            k: v
            for k, v in (
                ("max_upload_bytes", args.max_upload),
                ("workers", args.workers),
                ("cpu_limit", args.cpu_limit),
            )
            if v is not None
        },
    )
    if args.database:
        settings = dataclasses.replace(settings, database_url=args.database)
    if args.docs:
        settings = dataclasses.replace(settings, docs=True)
    if args.events_per_hour is not None:
        if args.events_per_hour < 0:
            print("tiebreak: --events-per-hour must be 0 (no limit) or more", file=sys.stderr)
            return 2
        settings = dataclasses.replace(settings, events_per_hour=args.events_per_hour)
    if args.site_token is not None:
        if len(args.site_token) < 16:
            print(
                "tiebreak: --site-token must be at least 16 characters (a random one: python -c "
                "'import secrets; print(secrets.token_urlsafe())')",
                file=sys.stderr,
            )
            return 2
        settings = dataclasses.replace(settings, site_token=args.site_token)
    if all(importlib.util.find_spec(m) is not None for m in _STORE):  # live events under /api/events
        code = _prepare_store(settings)
        if code:
            return code
    else:
        print(
            "tiebreak: serving the calculator only: live events (/events, /api/events) need "
            "tiebreak[store] (pip install 'tiebreak[store]')",
            file=sys.stderr,
        )
    if args.processes != 1:
        return _serve_processes(args, settings)
    limit = connection_limit(args.max_connections)
    print(
        f"tiebreak: serving on http://{args.host}:{args.port}/ with {settings.worker_count} compute "
        f"worker{'s' * (settings.worker_count > 1)}, at most {limit} connections (Ctrl-C stops)",
        file=sys.stderr,
    )
    uvicorn.run(
        create_app(settings),
        host=args.host,
        port=args.port,
        log_level="warning",
        proxy_headers=args.proxy_headers,
        forwarded_allow_ips=args.forwarded_allow_ips,
        timeout_graceful_shutdown=GRACE,
        **server_options(limit),
    )
    return 0


def _prepare_store(settings: WebSettings) -> int:
    """Check the live events' database and bring its schema up to date before serving (once, before
    ``--processes`` start): 2 for a bad URL or a schema newer than this code, else 0."""
    from ..store import StoreError, default_database_url
    from ..store.db import check_url, prepare
    from ..store.errors import NewerSchema

    url = settings.database_url or default_database_url()
    try:
        where = check_url(url)
        prepared = prepare(url)
    except NewerSchema as exc:
        print(f"tiebreak: {exc.message}", file=sys.stderr)
        return 2
    except StoreError as exc:
        if exc.field == "database" and exc.status != 503:  # not a database URL
            print(f"tiebreak: --database: {exc.message}", file=sys.stderr)
            return 2
        print(f"tiebreak: {exc.message}; live events answer 503 until it can be reached", file=sys.stderr)
        return 0
    print(
        f"tiebreak: live events stored in {where}" + ("" if prepared else " (created on first use)"),
        file=sys.stderr,
    )
    return 0


def _serve_processes(args: argparse.Namespace, settings: WebSettings) -> int:
    """``--processes N``: N HTTP processes made by uvicorn from :func:`create_app`, configured through
    the environment (the settings above, and one session secret for the arbiter pages of all of them)."""
    import os
    import secrets

    import uvicorn

    from ..web.connections import server_options
    from ..web.signing import SECRET_ENV

    if not 2 <= args.processes <= 64:
        print("tiebreak: --processes must be between 1 and 64", file=sys.stderr)
        return 2
    url = settings.database_url or ""
    if not url.startswith(("postgresql://", "postgres://", "postgresql+psycopg://")):
        print(
            "tiebreak: --processes needs --database postgresql://…: with SQLite one process serves the "
            "live pages (it fans results out in memory)",
            file=sys.stderr,
        )
        return 2
    os.environ.update(
        {
            "TIEBREAK_DATABASE_URL": url,
            "TIEBREAK_WEB_MAX_UPLOAD": str(settings.max_upload_bytes),
            "TIEBREAK_WEB_WORKERS": str(settings.worker_count),
            "TIEBREAK_WEB_CPU_LIMIT": str(settings.cpu_limit),
            "TIEBREAK_WEB_DOCS": "1" if settings.docs else "",
            "TIEBREAK_WEB_EVENTS_PER_HOUR": str(settings.events_per_hour),
            "TIEBREAK_SITE_TOKEN": settings.site_token or "",
        }
    )
    os.environ.setdefault(SECRET_ENV, secrets.token_urlsafe(32))
    limit = connection_limit(args.max_connections)
    print(
        f"tiebreak: serving on http://{args.host}:{args.port}/ with {args.processes} processes of "
        f"{settings.worker_count} compute worker{'s' * (settings.worker_count > 1)}, at most {limit} "
        "connections each (Ctrl-C stops)",
        file=sys.stderr,
    )
    uvicorn.run(
        "tiebreak.web.app:create_app",
        factory=True,
        workers=args.processes,
        host=args.host,
        port=args.port,
        log_level="warning",
        proxy_headers=args.proxy_headers,
        forwarded_allow_ips=args.forwarded_allow_ips,
        timeout_graceful_shutdown=GRACE,
        **server_options(limit),
    )
    return 0
