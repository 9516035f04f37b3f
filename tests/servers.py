"""Servers and a browser for the tests that talk to a real server: a free loopback port, an app served by
uvicorn in a thread, ``tiebreak serve`` in a subprocess, and a headless Chromium launched by Playwright.

Importable as ``servers`` (``tests/`` is on the path, as for ``conftest``); uvicorn and Playwright are
imported only by the helpers that need them.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("TIEBREAK_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
BROWSER_REQUIRED = (
    os.environ.get("TIEBREAK_REQUIRE_BROWSER") == "1"
)  # set by .ci/run: a missing browser fails
#: The mark of the tests in a browser: skipped without one, unless one is required.
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None and not BROWSER_REQUIRED, reason="no chromium executable (apt-get install chromium)"
)


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
def subprocess_server(
    argv: list[str],
    ready: Callable[[str], bool],
    *,
    why: Callable[[subprocess.Popen[bytes]], str] = lambda _: "",
    **popen: Any,
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """``argv`` (a server command; ``--port`` and a free port are appended) started with ``popen``'s
    options; yields (base URL, process) once ``ready(base URL)`` is true. Fails, with ``why(process)``, when the
    process stops or a minute passes first. At the end the process is terminated (killed after 20 s)."""
    import httpx

    port = free_port()
    proc = subprocess.Popen([*argv, "--port", str(port)], **popen)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"the server stopped: {why(proc)}")
            try:
                if ready(base):
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"the server did not start: {why(proc)}")
            time.sleep(0.1)
        yield base, proc
    finally:
        if proc.poll() is None:
            proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def answers(base: str) -> bool:
    """Whether the server at ``base`` answers ``GET /api/tiebreaks``."""
    import httpx

    return httpx.get(f"{base}/api/tiebreaks", timeout=2).status_code == 200


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    """The headless Chromium at ``CHROMIUM``, launched through Playwright (the test fails without it)."""
    from playwright import sync_api

    if CHROMIUM is None:
        pytest.fail("TIEBREAK_REQUIRE_BROWSER=1 but no chromium executable was found")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


Copy = Callable[[Path], str]
"""A saved page's path -> the text Chromium puts on the clipboard when all of it is selected and copied."""


@contextlib.contextmanager
def clipboard_copies() -> Iterator[Copy]:
    """A headless Chromium that copies pages as a user does: open the page, select all, copy, and read
    the clipboard (a module fixture of the tests of pasted pages)."""
    with page_texts() as (copied, _):
        yield copied


@contextlib.contextmanager
def page_texts() -> Iterator[tuple[Copy, Copy]]:
    """One headless Chromium giving two texts of a saved page: what a user's copy puts on the clipboard
    (open the page, select all, copy) and the page's ``document.body.innerText`` (what a browser's "Save
    as text" or a script keeps: every tab between two cells kept)."""
    with chromium() as browser:
        context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])

        def copied(page: Path) -> str:
            tab = context.new_page()
            tab.goto(page.as_uri())
            tab.keyboard.press("Control+A")
            tab.keyboard.press("Control+C")
            text: str = tab.evaluate("navigator.clipboard.readText()")
            tab.close()
            return text

        def inner(page: Path) -> str:
            tab = context.new_page()
            tab.goto(page.as_uri())
            text: str = tab.evaluate("document.body.innerText")
            tab.close()
            return text

        yield copied, inner
        context.close()
