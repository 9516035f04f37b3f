"""``tiebreak serve``: run the web page (needs the ``web`` extra: ``pip install 'tiebreak[web]'``)."""

from __future__ import annotations

import argparse
import importlib.util
import sys
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .cli import Handler

if TYPE_CHECKING:
    from .web.settings import WebSettings

__all__ = ["add_parser", "cmd_serve"]

_MISSING = "tiebreak serve needs the web extra: pip install 'tiebreak[web]'"


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("serve", help="run the web page (calculator, exports and JSON API)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default: 8000)")
    p.add_argument("--max-upload", type=int, metavar="BYTES",
                   help="largest event accepted, in bytes (default: 2 MB, or TIEBREAK_WEB_MAX_UPLOAD)")
    p.add_argument("--database", metavar="URL",
                   help="live events' database: sqlite:///FILE or postgresql://… (default: events.sqlite3 in "
                   "the data directory, TIEBREAK_DATA_DIR or ~/.local/share/tiebreak)")
    p.add_argument("--workers", type=int, default=1, metavar="N",
                   help="worker processes (default 1); more than one needs a PostgreSQL --database, whose "
                   "LISTEN/NOTIFY carries each result to the live pages of every worker")
    handler: Handler = cmd_serve
    p.set_defaults(handler=handler)


def cmd_serve(args: argparse.Namespace) -> int:
    if any(importlib.util.find_spec(m) is None for m in ("fastapi", "uvicorn", "jinja2", "multipart")):
        print(_MISSING, file=sys.stderr)
        return 1
    import uvicorn

    from .web.app import create_app
    from .web.settings import WebSettings

    settings = WebSettings.from_env()
    if args.max_upload is not None:
        if args.max_upload <= 0:
            print("tiebreak: --max-upload must be positive", file=sys.stderr)
            return 2
        settings = replace(settings, max_upload_bytes=args.max_upload)
    if args.database:
        settings = replace(settings, database_url=args.database)
    app = create_app(settings)
    if importlib.util.find_spec("sqlalchemy") is not None:  # the store extra: live events under /api/events
        from .store import StoreError, default_database_url
        from .store.db import check_url

        try:
            where = check_url(settings.database_url or default_database_url())
        except StoreError as exc:
            print(f"tiebreak: --database: {exc.message}", file=sys.stderr)
            return 2
        print(f"tiebreak: live events stored in {where} (created on first use)", file=sys.stderr)
    else:
        print("tiebreak: live events (/api/events) need the store extra: pip install 'tiebreak[store]'",
              file=sys.stderr)
    if args.workers != 1:
        return _serve_workers(args, settings, app)
    print(f"tiebreak: serving on http://{args.host}:{args.port}/ (Ctrl-C stops)", file=sys.stderr)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0


def _serve_workers(args: argparse.Namespace, settings: WebSettings, app: Any) -> int:
    """``--workers N``: N processes made by uvicorn from :func:`create_app`, configured through the
    environment (the database, the upload cap, and one session secret for all of them)."""
    import os
    import secrets

    import uvicorn

    from .web.signing import SECRET_ENV

    if not 2 <= args.workers <= 64:
        print("tiebreak: --workers must be between 1 and 64", file=sys.stderr)
        return 2
    store = app.state.events.store
    if store.engines.sqlite:
        print("tiebreak: --workers needs --database postgresql://…: with SQLite one process serves the "
              "live pages (it fans results out in memory)", file=sys.stderr)
        return 2
    app.state.events.close()
    os.environ["TIEBREAK_DATABASE_URL"] = store.url
    os.environ["TIEBREAK_WEB_MAX_UPLOAD"] = str(settings.max_upload_bytes)
    os.environ.setdefault(SECRET_ENV, secrets.token_urlsafe(32))
    print(f"tiebreak: serving on http://{args.host}:{args.port}/ with {args.workers} workers (Ctrl-C stops)",
          file=sys.stderr)
    uvicorn.run("tiebreak.web.app:create_app", factory=True, workers=args.workers, host=args.host,
                port=args.port, log_level="warning")
    return 0
