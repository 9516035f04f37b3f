"""Slow clients on a real server on the loopback (uvicorn with :class:`tiebreak.web.connections.DeadlineProtocol`):
headers and bodies that trickle in are cut off at their deadline, and connections waiting without a
request in progress make room for new ones at the limit, so ordinary requests are answered.

The deadlines are shortened for the tests (one second); every wait is bounded. The assertions prove that
a deadline exists (the connection is closed after it, not before half of it), not how fast it is kept.
"""

from __future__ import annotations

import select
import socket
import time
import urllib.request
from collections.abc import Iterator

import pytest

pytest.importorskip("uvicorn")
pytest.importorskip("httptools")

from servers import in_thread
from tiebreak.web import connections
from tiebreak.web.app import create_app
from tiebreak.web.settings import WebSettings

LIMIT = 5


@pytest.fixture
def base(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setattr(connections, "HEADER_SECONDS", 1.0)
    monkeypatch.setattr(connections, "BODY_SECONDS", 1.0)
    app = create_app(WebSettings(workers=1))
    with in_thread(app, **connections.server_options(LIMIT)) as url:
        yield url


def _port(base: str) -> int:
    return int(base.rsplit(":", 1)[1])


def _closed_after(sock: socket.socket, limit: float = 10.0) -> tuple[float, bytes]:
    """Seconds until the server closes ``sock`` (reading what it sent), at most ``limit``."""
    start = time.monotonic()
    sock.settimeout(limit)
    data = b""
    while True:
        try:
            chunk = sock.recv(4096)
        except TimeoutError:
            pytest.fail(f"the server kept the connection open {limit:g} s")
        except ConnectionResetError:
            break
        if not chunk:
            break
        data += chunk
    return time.monotonic() - start, data


def test_headers_sent_a_line_at_a_time_are_cut_off_at_the_deadline(base: str) -> None:
    with socket.create_connection(("127.0.0.1", _port(base)), timeout=5) as sock:
        sock.sendall(b"GET /api/tiebreaks HTTP/1.1\r\nHost: x\r\n")
        started = time.monotonic()
        data = None
        for n in range(40):  # a header line every 0.2 s: uvicorn's keep-alive timer alone never fires
            readable, _, _ = select.select([sock], [], [], 0.2)
            if readable:
                try:
                    data = sock.recv(4096)
                except ConnectionResetError:
                    data = b""
                break
            try:
                sock.sendall(f"X-Slow-{n}: 1\r\n".encode())
            except (BrokenPipeError, ConnectionResetError):
                data = b""
                break
        waited = time.monotonic() - started
    assert data is not None, "the server kept reading headers for 8 s"
    assert 0.5 <= waited < 8.0
    assert data == b"" or data.startswith(b"HTTP/1.1 408"), data[:80]


def test_a_body_that_trickles_in_is_cut_off_with_408(base: str) -> None:
    with socket.create_connection(("127.0.0.1", _port(base)), timeout=5) as sock:
        sock.sendall(
            b"POST /api/standings HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 100\r\n\r\n{"
        )
        waited, data = _closed_after(sock)
    assert 0.5 <= waited < 8.0
    assert data.startswith(b"HTTP/1.1 408"), data[:80]


def test_slow_clients_over_the_limit_leave_ordinary_requests_answered(base: str) -> None:
    """Twice the limit of connections sending headers slowly: an ordinary request is still answered
    (the waiting connections longest open are closed to make room), where the limit alone gave 503."""
    slow = []
    try:
        for _ in range(2 * LIMIT):
            s = socket.create_connection(("127.0.0.1", _port(base)), timeout=5)
            s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
            slow.append(s)
        time.sleep(0.2)
        with urllib.request.urlopen(f"{base}/api/tiebreaks", timeout=5) as r:
            assert r.status == 200
    finally:
        for s in slow:
            s.close()
