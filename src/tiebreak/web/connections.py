"""The HTTP/1.1 protocol of ``tiebreak serve``: uvicorn's (httptools) with read deadlines and a
connection limit that slow clients cannot fill.

uvicorn closes a connection that stays idle ``timeout_keep_alive`` seconds *after* a response, but any
byte received cancels that timer, and nothing is armed before the first request: a client that sends
one header line every few seconds holds its connection for ever, and with ``limit_concurrency`` every
such connection counts, so a few hundred of them make the server answer 503 to everybody. Here:

* the request line and headers must arrive within :data:`HEADER_SECONDS` of the connection's opening
  (or of the previous response), however they trickle in; else ``408`` and the connection is closed;
* a request's body must arrive within :data:`BODY_SECONDS` of its headers; else ``408`` (when nothing
  was answered yet) and the connection is closed;
* the limit (``--max-connections``) counts requests in progress; when a new connection would pass it,
  the connections that have been waiting longest without a request in progress (idle keep-alive, or
  headers still arriving) are closed to make room. A server full of slow clients keeps answering.

Used by passing :class:`DeadlineProtocol` as uvicorn's ``http`` (:func:`server_options`).
"""

from __future__ import annotations

import asyncio
import os
import time
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

__all__ = ["BODY_SECONDS", "HEADER_SECONDS", "HEALTHCHECK_SECONDS", "DeadlineProtocol", "server_options"]


def _seconds(name: str, default: float) -> float:
    text = os.environ.get(name, "").strip()
    try:
        value = float(text) if text else default
    except ValueError:
        return default
    return value if value > 0 else default


HEADER_SECONDS = _seconds("TIEBREAK_WEB_HEADER_TIMEOUT", 10.0)
"""Seconds a client has to send a request's line and headers (``TIEBREAK_WEB_HEADER_TIMEOUT``)."""
BODY_SECONDS = _seconds("TIEBREAK_WEB_BODY_TIMEOUT", 30.0)
"""Seconds a client has to send a request's body after its headers (``TIEBREAK_WEB_BODY_TIMEOUT``): an
upload of the largest event (2 MB) at 70 kB/s."""
_TIMEOUT = (
    b"HTTP/1.1 408 Request Timeout\r\ncontent-type: text/plain; charset=utf-8\r\n"
    b"connection: close\r\ncontent-length: 33\r\n\r\nThe request came too slowly: 408\n"
)


class DeadlineProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol with read deadlines and a limit that counts requests in progress
    (uvicorn's ``limit_concurrency``, read from its configuration, is applied here)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._cap: int | None = self.limit_concurrency
        self.limit_concurrency = None  # uvicorn's own check would count the slow connections too
        self._timer: asyncio.TimerHandle | None = None
        self._waiting_since = time.monotonic()
        self._partial = False

    # -- deadlines --
    def _arm(self, seconds: float) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = self.loop.call_later(seconds, self._expire)

    def _disarm(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _idle(self) -> bool:
        """No request in progress: waiting for one (idle keep-alive, or headers arriving)."""
        return self.cycle is None or self.cycle.response_complete

    def _expire(self) -> None:
        self._timer = None
        if self.transport.is_closing():
            return
        if self._idle():  # the headers did not arrive in time
            if self._partial:
                self.transport.write(_TIMEOUT)
        elif not self.cycle.more_body:  # the body is in: the request is being answered
            return
        elif not self.cycle.response_started:
            self.transport.write(_TIMEOUT)
        self.transport.close()

    # -- uvicorn's callbacks --
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._waiting_since = time.monotonic()
        self._arm(HEADER_SECONDS)
        if self._cap is not None and len(self.connections) > self._cap:
            self._make_room()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._idle():
            self._partial = True
        super().data_received(data)

    def on_headers_complete(self) -> None:
        self._partial = False
        if self._cap is not None:  # 503 when as many requests are in progress as the limit allows
            self.limit_concurrency = 0 if len(self.tasks) >= self._cap else None
        super().on_headers_complete()
        self.limit_concurrency = None
        self._arm(BODY_SECONDS)

    def on_message_complete(self) -> None:
        super().on_message_complete()
        self._disarm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._waiting_since = time.monotonic()
            self._arm(HEADER_SECONDS)

    # -- the limit --
    def _make_room(self) -> None:
        """Close the connections waiting longest without a request in progress, so that the open ones
        are within the limit (this new one included)."""
        assert self._cap is not None
        open_ = [c for c in self.connections if not c.transport.is_closing()]
        excess = len(open_) - self._cap
        if excess <= 0:
            return
        idle = sorted(
            (c for c in open_ if isinstance(c, DeadlineProtocol) and c is not self and c._idle()),
            key=lambda c: c._waiting_since,
        )
        for c in idle[:excess]:
            if c._partial:
                c.transport.write(_TIMEOUT)
            c.transport.close()


HEALTHCHECK_SECONDS = 30
"""How long uvicorn's supervisor (``--processes``) waits for a process to answer its ping before it kills
and restarts it (uvicorn's default, 5 s, kills a process that a loaded machine left without CPU for five
seconds, with every stream it served)."""


BACKLOG = 4096
"""Connections the kernel may queue before the server accepts them."""


def server_options(limit: int) -> dict[str, Any]:
    """uvicorn's options for the protocol above, with at most ``limit`` requests in progress."""
    import inspect

    import uvicorn

    # the listening socket's queue: 4,096 (Linux's default cap, net.core.somaxconn) rather than uvicorn's
    # 2,048, so that a burst of new streams (thousands of spectators arriving) waits instead of being reset
    options: dict[str, Any] = {"http": DeadlineProtocol, "limit_concurrency": limit, "backlog": BACKLOG}
    if "timeout_worker_healthcheck" in inspect.signature(uvicorn.run).parameters:
        options["timeout_worker_healthcheck"] = HEALTHCHECK_SECONDS
    return options
