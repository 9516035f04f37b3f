"""``tiebreak serve``: run the web page (needs the ``web`` extra: ``pip install 'tiebreak[web]'``)."""

from __future__ import annotations

import argparse
import importlib.util
import sys

__all__ = ["add_arguments", "run"]

_MISSING = "tiebreak serve needs the web extra: pip install 'tiebreak[web]'"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default: 8000)")
    p.add_argument("--max-upload", type=int, metavar="BYTES",
                   help="largest event accepted, in bytes (default: 2 MB, or TIEBREAK_WEB_MAX_UPLOAD)")


def run(args: argparse.Namespace) -> int:
    if any(importlib.util.find_spec(m) is None for m in ("fastapi", "uvicorn", "jinja2", "multipart")):
        print(_MISSING, file=sys.stderr)
        return 1
    import uvicorn

    from ..web.app import create_app
    from ..web.settings import WebSettings

    settings = WebSettings.from_env()
    if args.max_upload is not None:
        if args.max_upload <= 0:
            print("tiebreak: --max-upload must be positive", file=sys.stderr)
            return 2
        settings = WebSettings(max_upload_bytes=args.max_upload, chart_players=settings.chart_players)
    print(f"tiebreak: serving on http://{args.host}:{args.port}/ (Ctrl-C stops)", file=sys.stderr)
    uvicorn.run(create_app(settings), host=args.host, port=args.port, log_level="warning")
    return 0
