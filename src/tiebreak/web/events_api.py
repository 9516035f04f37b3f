"""The live-events API under ``/api/events``: what its routes (:mod:`tiebreak.web.routes.events`,
``players``, ``rounds``, ``results``, ``tokens``) share over :class:`tiebreak.store.EventStore`.

Reads are public. Writes need ``Authorization: Bearer <token>`` (the organiser's, or an arbiter's
issued by the organiser): none gives 401, a wrong one 403, and nothing is changed. ``GET`` of an event
answers its version as ``ETag``; writes to the event may carry it in ``If-Match``. A board's result has
its own version (0 before the first result): a correction sends the version it saw (``If-Match`` on
``PUT …/boards/{b}/result``, ``version`` per board in a whole-round call), and a stale one is refused
with 409 and the current value. Every refusal is ``{"error": {"message", "field", "line", "column",
"code"}}`` (:mod:`tiebreak.web.errors`).

The database is opened on the first request (``WebSettings.database_url``, else
:func:`tiebreak.store.default_database_url`), so an app that is never asked about events touches no
file. It needs the ``store`` extra; without it these routes answer 503.
"""

from __future__ import annotations

import hmac
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import Depends, Path, Query, Request
from fastapi.responses import JSONResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from ..store import Forbidden, Unauthorized
from .errors import CreationRefused, StoreMissing
from .schema import MAX_KEY

if TYPE_CHECKING:
    from ..store import CachedEventStore as EventStore
    from .pool import ComputePool
    from .settings import WebSettings

__all__ = [
    "MAX_KEY",
    "RESPONSES",
    "BoardNo",
    "CreationLimit",
    "EventId",
    "EventsHolder",
    "LiveApi",
    "Round",
    "RoundQuery",
    "Sno",
    "Token",
    "TokenId",
    "public_url",
    "written",
]

EventId = Annotated[int, Path(ge=-MAX_KEY, le=MAX_KEY, description="The event's id")]
Sno = Annotated[int, Path(ge=-MAX_KEY, le=MAX_KEY, description="The player's starting number")]
Round = Annotated[int, Path(ge=-MAX_KEY, le=MAX_KEY, description="The round")]
BoardNo = Annotated[int, Path(ge=-MAX_KEY, le=MAX_KEY, description="The board")]
RoundQuery = Annotated[
    int | None,
    Query(alias="round", ge=-MAX_KEY, le=MAX_KEY, description="After this round (default: the last)"),
]
TokenId = Annotated[int, Path(ge=-MAX_KEY, le=MAX_KEY, description="The token's id (from the token list)")]

RESPONSES: dict[int | str, dict[str, Any]] = {
    401: {"description": "No token"},
    403: {"description": "A token that does not open this event"},
    404: {"description": "No such event, player, round or board"},
    409: {"description": "Stale version: `error.current` holds the stored value"},
    422: {"description": "Bad input: `error.field` (or `line`/`column` for files) names it"},
}


class EventsHolder:
    """Opens the store on first use (thread-safe) and closes it."""

    def __init__(self, database_url: str | None) -> None:
        self.database_url = database_url
        self._store: EventStore | None = None
        self._lock = threading.Lock()
        self.reads: Any = None
        """The live reads (:class:`tiebreak.web.live_reads.LiveReads`) the standings routes use."""
        self.on_open: list[Callable[[EventStore], None]] = []
        """Called with the store once it is opened (the live pages' listeners)."""

    @property
    def store(self) -> EventStore:
        if self._store is None:
            with self._lock:
                if self._store is None:
                    try:
                        from ..store import CachedEventStore, default_database_url
                    except ImportError:
                        raise StoreMissing from None
                    store = CachedEventStore(self.database_url or default_database_url())
                    for hook in self.on_open:
                        hook(store)
                    self._store = store
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None


class CreationLimit:
    """Events created per client: a token bucket per client address, ``per_hour`` tokens an hour and at
    most ``burst`` at once, for at most ``clients`` addresses (the least recently seen are forgotten,
    which only forgives them). Thread-safe."""

    def __init__(self, per_hour: int, burst: int = 10, clients: int = 10_000) -> None:
        self.rate = per_hour / 3600
        self.burst = float(max(1, min(burst, per_hour)))
        self.clients = clients
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._lock = threading.Lock()

    def take(self, client: str, now: float | None = None) -> float:
        """Count one creation for ``client``: 0 when allowed, else the seconds until the next one is."""
        if self.rate <= 0:
            return 0.0
        now = time.monotonic() if now is None else now
        with self._lock:
            tokens, then = self._buckets.pop(client, (self.burst, now))
            tokens = min(self.burst, tokens + (now - then) * self.rate)
            wait = 0.0 if tokens >= 1 else (1 - tokens) / self.rate
            self._buckets[client] = (tokens - 1 if wait == 0 else tokens, now)
            while len(self._buckets) > self.clients:
                self._buckets.popitem(last=False)
        return wait


_bearer = HTTPBearer(auto_error=False, description="The event's organiser or arbiter token")


def _token(credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]) -> str | None:
    return credentials.credentials if credentials is not None else None


Token = Annotated[str | None, Depends(_token)]
"""The bearer token of the request, if any."""


@dataclass
class LiveApi:
    """What the live API's handlers share: the store (opened on first use), the settings (upload
    limit, creation rate, site token) and the compute pool that reads imported files."""

    holder: EventsHolder
    settings: WebSettings
    pool: ComputePool
    limit: CreationLimit = field(init=False)

    def __post_init__(self) -> None:
        self.limit = CreationLimit(self.settings.events_per_hour)

    @property
    def store(self) -> EventStore:
        return self.holder.store

    def may_create(self, request: Request, token: str | None) -> None:
        """Creating an event: the site token when the site has one, else the client's creation rate.

        :raises Unauthorized: no token on a site that has one; :raises Forbidden: another token;
        :raises CreationRefused: over the client's rate.
        """
        site = self.settings.site_token
        if site is not None:
            if not token:
                raise Unauthorized(
                    "creating an event on this site needs its site token: send 'Authorization: Bearer "
                    "<site token>' (ask the site's administrator)",
                    field="Authorization",
                )
            if not hmac.compare_digest(token.encode("utf-8", "surrogatepass"), site.encode()):
                raise Forbidden("this is not the site token", field="Authorization")
            return
        wait = self.limit.take(request.client.host if request.client else "")
        if wait:
            raise CreationRefused(
                f"too many events created from this address: at most {self.settings.events_per_hour} an "
                f"hour; try again in {math.ceil(wait)} s",
                math.ceil(wait),
            )


def written(w: Any, status: int = 200, etag: str | None = None) -> JSONResponse:
    """The answer to a write (:class:`tiebreak.store.Written`): its version, warnings and data."""
    headers = {"ETag": etag} if etag is not None else {"ETag": f'"{w.version}"'}
    return JSONResponse(
        {"version": w.version, "warnings": list(w.warnings), **w.data}, status_code=status, headers=headers
    )


def public_url(request: Request, path: str) -> str:
    """The event's public address on this server (its page comes with the live pages)."""
    return str(request.base_url).rstrip("/") + path
