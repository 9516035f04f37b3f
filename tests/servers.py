"""Servers and a browser for the tests that talk to a real server: a free loopback port, an app served by
uvicorn in a thread and a headless Chromium launched by Playwright.

Importable as ``servers`` (``tests/`` is on the path, as for ``conftest``); uvicorn and Playwright are
imported only by the helpers that need them.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

CHROMIUM = os.environ.get("TIEBREAK_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def in_thread(app: Any, start_timeout: float = 20, stop_timeout: float = 10, **config: Any) -> Iterator[str]:
    """``app`` served by uvicorn in a thread on a free port (``config``: more ``uvicorn.Config``
    options); yields its base URL and stops the server at the end."""
    import uvicorn

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", **config))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + start_timeout
    while not server.started:
        if time.monotonic() > deadline:
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=stop_timeout)


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    """The headless Chromium at ``CHROMIUM``, launched through Playwright."""
    from playwright import sync_api

    if CHROMIUM is None:
        raise RuntimeError("no chromium executable was found")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()
