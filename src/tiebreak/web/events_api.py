"""The live-events API under ``/api/events`` (FastAPI router over :class:`tiebreak.store.EventStore`).

Reads are public. Writes need ``Authorization: Bearer <token>`` (the organiser's, or an arbiter's
issued by the organiser): none gives 401, a wrong one 403, and nothing is changed. ``GET`` of an event
answers its version as ``ETag``; writes to the event may carry it in ``If-Match``. A board's result has
its own version (0 before the first result): a correction sends the version it saw (``If-Match`` on
``PUT …/boards/{b}/result``, ``version`` per board in a whole-round call), and a stale one is refused
with 409 and the current value. Every refusal is ``{"error": {"message", "field", "line", "column"}}``.

The database is opened on the first request (``WebSettings.database_url``, else
:func:`tiebreak.store.default_database_url`), so an app that is never asked about events touches no
file. It needs the ``store`` extra; without it these routes answer 503.
"""

from __future__ import annotations

import datetime as dt
import hmac
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Annotated, Any, Literal

from fastapi import APIRouter, Depends, Path, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse, Response
from fastapi.routing import APIRoute
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import Field
from starlette.datastructures import UploadFile

from ..readers.trf import decode
from .schema import MAX_KEY, CheckedBody

if TYPE_CHECKING:
    from ..store import EventStore
    from .pool import ComputePool
    from .settings import WebSettings

__all__ = [
    "MAX_KEY",
    "BoardNo",
    "CreationLimit",
    "EventId",
    "EventsHolder",
    "Round",
    "Sno",
    "TokenId",
    "events_router",
    "problem_of",
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

_ERROR = {"model": None, "description": '`{"error": {"message", "field", "line", "column"}}`'}
_RESPONSES: dict[int | str, dict[str, Any]] = {
    401: {"description": "No token"},
    403: {"description": "A token that does not open this event"},
    404: {"description": "No such event, player, round or board"},
    409: {"description": "Stale version: `error.current` holds the stored value"},
    422: {"description": "Bad input: `error.field` (or `line`/`column` for files) names it"},
}


class _Unavailable(Exception):
    pass


class _TooMany(Exception):
    """Too many events created by one client: 429, ``Retry-After`` seconds."""

    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(message)
        self.message = message
        self.retry_after = retry_after


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
                        from ..store import EventStore, default_database_url
                    except ImportError:
                        raise _Unavailable from None
                    store = EventStore(self.database_url or default_database_url())
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


def problem_of(exc: BaseException) -> tuple[int, dict[str, Any]] | None:
    """The one mapping from what a live route may raise to its HTTP answer: ``(status, error body)``,
    or None for an exception that is a bug (the app's error page answers 500 and logs it).

    Bad input (the store's refusals, FastAPI's validation, a number the database cannot hold) is a 4xx
    naming the field; a database that cannot be reached, or whose schema is newer than this code, and a
    missing store extra are 503 with the reason.
    """
    from ..model.errors import TiebreakError

    if isinstance(exc, RequestValidationError):
        first = exc.errors()[0] if exc.errors() else {}
        loc = [str(p) for p in first.get("loc", ()) if p not in ("body", "path", "query", "header")]
        where = ".".join(loc)
        message = str(first.get("msg", "invalid request")).removeprefix("Value error, ")
        return 422, _body(f"{where}: {message}" if where else message, where)
    if isinstance(exc, _TooMany):
        return 429, _body(exc.message, "request")
    if isinstance(exc, _Unavailable):
        return 503, _body(
            "live events need the store extra: install tiebreak[store] (pip install 'tiebreak[store]')",
            "server",
        )
    if isinstance(exc, TiebreakError):
        status = getattr(exc, "status", 422)
        data = (
            exc.as_dict()
            if hasattr(exc, "as_dict")
            else {"message": exc.message, "field": "", "line": exc.line, "column": exc.column}
        )
        return status, {"error": data}
    if isinstance(exc, OverflowError):  # SQLite: a number beyond 64 bits reached a query
        return 422, _body(f"a number in the request is too large (at most {MAX_KEY})", "request")
    try:
        from sqlalchemy.exc import DataError, SQLAlchemyError
    except ImportError:
        return None
    if isinstance(exc, DataError):  # PostgreSQL: a value its column cannot hold (nothing was stored)
        return 422, _body(f"a value in the request does not fit the database ({_first_line(exc)})", "request")
    if isinstance(exc, SQLAlchemyError):  # the database went away mid-request: nothing was committed
        return 503, _body(f"the database is unavailable ({type(exc).__name__}); try again", "server")
    return None


def _too_large(request: Request) -> str | None:
    """The path parameter of ``request`` that is a number beyond :data:`MAX_KEY`, if one is."""
    for name, value in request.path_params.items():
        text = str(value).removeprefix("-")
        if text.isascii() and text.isdigit() and (len(text) > 10 or int(text) > MAX_KEY):
            return str(name)
    return None


def _first_line(exc: BaseException) -> str:
    text = str(getattr(exc, "orig", None) or exc).strip()
    return text.splitlines()[0][:200] if text else type(exc).__name__


def _body(message: str, field: str) -> dict[str, Any]:
    return {"error": {"message": message, "field": field, "line": None, "column": None}}


class _EventsRoute(APIRoute):
    """Answers what the live routes raise through :func:`problem_of`, in the API's error shape."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def run(request: Request) -> Response:
            try:
                return await handler(request)
            except Exception as exc:
                found = problem_of(exc)
                if found is None:
                    raise
                status, body = found
                if status == 422 and body["error"]["field"] == "request":  # a number the database refused
                    named = _too_large(request)
                    if named is not None:
                        error = body["error"]
                        error["field"], error["message"] = named, f"{named}: {error['message']}"
                headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
                if status == 503:
                    headers = {"Retry-After": "5"}
                if isinstance(exc, _TooMany):
                    headers = {"Retry-After": str(exc.retry_after)}
                return JSONResponse(body, status_code=status, headers=headers)

        return run


_bearer = HTTPBearer(auto_error=False, description="The event's organiser or arbiter token")


def _token(credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]) -> str | None:
    return credentials.credentials if credentials is not None else None


def _if_match(request: Request) -> int | None:
    raw = request.headers.get("if-match")
    if raw is None:
        return None
    text = raw.strip().removeprefix("W/").strip('"')
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        from ..store import StoreError

        raise StoreError(
            f'If-Match must be a version as the ETag gives it (e.g. "3"), not {raw[:40]!r}', field="If-Match"
        )
    return int(text)


def _moment(text: str | None) -> dt.datetime | None:
    if text is None:
        return None
    from ..store import StoreError

    try:
        moment = dt.datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
        if moment.tzinfo is not None:
            moment = moment.astimezone(dt.UTC).replace(tzinfo=None)
    except ValueError:
        raise StoreError(
            f"at: {text[:40]!r} is not a moment such as 2026-12-01T18:30:00Z", field="at"
        ) from None
    except OverflowError:  # in UTC it falls after 9999-12-31
        raise StoreError(
            f"at: {text[:40]!r} is after the last moment this server can show (9999-12-31 in UTC)", field="at"
        ) from None
    return moment


# ---- bodies (documented in OpenAPI; the store checks the values and names the field) --------------


class Scoring(CheckedBody):
    win: str = Field(description='Points for a win, e.g. "1" or "3"')
    draw: str
    loss: str
    absent: str | None = Field(default=None, description="Forfeit losses and absences (default 0)")
    pab: str | None = Field(
        default=None, description="Pairing-allocated bye (default: a win; 0 in round robins)"
    )


class EventBody(CheckedBody):
    """Body of ``POST /api/events``."""

    name: str
    start_date: dt.date | None = None
    end_date: dt.date | None = None
    pairing: Literal["swiss", "round-robin", "double-round-robin"] = "swiss"
    rounds: int = Field(description="Planned rounds")
    scoring: Literal["1-½-0", "3-1-0"] | Scoring | None = Field(default=None, description="Default 1-½-0")
    rules: Literal["auto", "2026", "2024", "seed", "legacy", "legacy-sm"] = "auto"
    tiebreaks: list[str] | str | None = Field(
        default=None,
        description="Codes in order (any list the calculator accepts) or a preset: arena, swiss, rr. "
        "Default: the list for the kind of event (Swiss: the Arena list; round robin: DE SB WIN KS BWG)",
    )


class EventPatch(CheckedBody):
    name: str | None = None
    start_date: dt.date | None = None
    end_date: dt.date | None = None
    rounds: int | None = None


class TiebreaksBody(CheckedBody):
    tiebreaks: list[str] | str
    override: bool = Field(default=False, description="Needed once round 1 is paired (with a reason)")
    reason: str = ""


class PlayerBody(CheckedBody):
    name: str | None = None
    rating: int | None = None
    federation: str | None = None
    fide_id: str | None = None
    title: str | None = None
    sex: str | None = None
    birth: str | None = None
    sno: int | None = Field(default=None, description="Starting number (default: the next one)")
    first_round: int | None = Field(default=None, description="Late entry: the first round played")


class WithdrawBody(CheckedBody):
    round: int = Field(description="The first round the player no longer plays (not paired yet)")


class ByeBody(CheckedBody):
    kind: Literal["H", "Z"] = Field(description="H: half-point bye, Z: zero-point bye")


class BoardBody(CheckedBody):
    board: int | None = None
    white: int
    black: int | None = None
    bye: str | None = Field(
        default=None, description="For a board without Black: U (pairing-allocated), F, H or Z"
    )


class PairingsBody(CheckedBody):
    boards: list[BoardBody]
    reason: str = Field(default="", description="Needed when a board that has a result is changed")


class ResultBody(CheckedBody):
    result: str = Field(
        description="1-0, ½-½ (or 1/2-1/2), 0-1, +/-, -/+, -/- (double forfeit); on a bye "
        "board U, F, H or Z; empty to withdraw a result"
    )
    reason: str = ""


class BoardResult(CheckedBody):
    board: int
    result: str
    version: int = Field(default=0, description="The board's version seen (0 before its first result)")


class RoundResultsBody(CheckedBody):
    results: list[BoardResult]
    reason: str = ""


class TokenBody(CheckedBody):
    label: str = ""


def _written(w: Any, status: int = 200, etag: str | None = None) -> JSONResponse:
    headers = {"ETag": etag} if etag is not None else {"ETag": f'"{w.version}"'}
    return JSONResponse(
        {"version": w.version, "warnings": list(w.warnings), **w.data}, status_code=status, headers=headers
    )


def events_router(holder: EventsHolder, settings: WebSettings, pool: ComputePool) -> APIRouter:
    """The ``/api/events`` routes over the store ``holder`` opens; an imported file is read in ``pool``
    under the CPU limit of ``settings``, which also hold the upload limit, the creation rate and the site
    token."""
    router = APIRouter(
        prefix="/api/events", tags=["live events"], route_class=_EventsRoute, responses=_RESPONSES
    )
    limit = CreationLimit(settings.events_per_hour)

    def may_create(request: Request, token: str | None) -> None:
        """Creating an event: the site token when the site has one, else the client's creation rate."""
        from ..store import Forbidden, Unauthorized

        site = settings.site_token
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
        wait = limit.take(request.client.host if request.client else "")
        if wait:
            raise _TooMany(
                f"too many events created from this address: at most {settings.events_per_hour} an hour; "
                f"try again in {math.ceil(wait)} s",
                math.ceil(wait),
            )

    @router.post("", status_code=201, summary="Create an event (answers its organiser token, once)")
    def create(body: EventBody, request: Request, token: str | None = Depends(_token)) -> JSONResponse:
        from ..store import event_settings

        may_create(request, token)
        created = holder.store.create_event(event_settings(body.model_dump(mode="json", exclude_none=True)))
        return JSONResponse(
            {
                "id": created.event_id,
                "path": created.path,
                "url": _public_url(request, created.path),
                "token": created.token,
                "event": holder.store.event_data(created.event_id),
            },
            status_code=201,
        )

    @router.post(
        "/import",
        status_code=201,
        summary="Create an event from a TRF file, with all its rounds",
        openapi_extra={
            "requestBody": {
                "content": {
                    "text/plain": {"schema": {"type": "string"}},
                    "multipart/form-data": {
                        "schema": {
                            "type": "object",
                            "properties": {"file": {"type": "string", "format": "binary"}},
                        }
                    },
                }
            }
        },
    )
    async def import_event(
        request: Request,
        name: str | None = None,
        tiebreaks: str | None = None,
        rules: Literal["auto", "2026", "2024", "seed", "legacy", "legacy-sm"] = "auto",
        token: str | None = Depends(_token),
    ) -> JSONResponse:
        from starlette.concurrency import run_in_threadpool

        from ..store import StoreError, Unavailable
        from ..store.service import import_job
        from .pool import Busy, Overrun

        may_create(request, token)
        text, source = await _file_text(request, settings.max_upload_bytes)
        try:  # read and checked in a compute worker, under the CPU limit
            plan = await pool.run(import_job, text, source, name, tiebreaks, rules)
        except Overrun as exc:
            raise Unavailable(
                f"reading this file needs more than {exc.seconds:g} s of computing, the limit of this site",
                field="server",
            ) from None
        except Busy as exc:
            raise Unavailable(
                f"the server is too busy to take this request ({exc}); try again", field="server"
            ) from None
        if isinstance(plan, tuple):
            status, error = plan
            refusal = StoreError(
                error["message"], field=error["field"], line=error["line"], column=error["column"]
            )
            refusal.status = status
            raise refusal
        created = await run_in_threadpool(holder.store.insert_import, plan)
        return JSONResponse(
            {
                "id": created.event_id,
                "path": created.path,
                "url": _public_url(request, created.path),
                "token": created.token,
                "warnings": list(created.warnings),
            },
            status_code=201,
        )

    @router.get("/{event_id}", summary="The event: settings, players, byes, pairings and results")
    def get_event(event_id: EventId) -> JSONResponse:
        data = holder.store.event_data(event_id)
        return JSONResponse(data, headers={"ETag": f'"{data["version"]}"'})

    @router.patch("/{event_id}", summary="Change the name, dates or planned rounds (organiser)")
    def patch_event(
        event_id: EventId, body: EventPatch, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        return _written(
            holder.store.update_event(
                event_id, token, body.model_dump(mode="json", exclude_unset=True), if_match=_if_match(request)
            )
        )

    @router.put("/{event_id}/tiebreaks", summary="Replace the tie-break list (fixed once round 1 is paired)")
    def put_tiebreaks(
        event_id: EventId, body: TiebreaksBody, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        return _written(
            holder.store.set_tiebreaks(
                event_id,
                token,
                body.tiebreaks,
                override=body.override,
                reason=body.reason,
                if_match=_if_match(request),
            )
        )

    @router.post(
        "/{event_id}/players", status_code=201, summary="Register a player (late entry after round 1)"
    )
    def add_player(
        event_id: EventId, body: PlayerBody, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        from ..store import player_input

        data = player_input(body.model_dump(exclude_unset=True))
        return _written(holder.store.add_player(event_id, token, data, if_match=_if_match(request)), 201)

    @router.patch("/{event_id}/players/{sno}", summary="Edit a player")
    def edit_player(
        event_id: EventId, sno: Sno, body: PlayerBody, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        from ..store import player_input

        data = player_input(body.model_dump(exclude_unset=True), new=False)
        return _written(holder.store.edit_player(event_id, token, sno, data, if_match=_if_match(request)))

    @router.post("/{event_id}/players/{sno}/withdraw", summary="Withdraw a player from round N on")
    def withdraw(
        event_id: EventId, sno: Sno, body: WithdrawBody, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        return _written(holder.store.withdraw(event_id, token, sno, body.round, if_match=_if_match(request)))

    @router.put("/{event_id}/players/{sno}/byes/{rnd}", summary="Request a bye for a round not paired yet")
    def put_bye(
        event_id: EventId,
        sno: Sno,
        rnd: Round,
        body: ByeBody,
        request: Request,
        token: str | None = Depends(_token),
    ) -> JSONResponse:
        return _written(
            holder.store.request_bye(event_id, token, sno, rnd, body.kind, if_match=_if_match(request))
        )

    @router.delete("/{event_id}/players/{sno}/byes/{rnd}", summary="Cancel a requested bye")
    def delete_bye(
        event_id: EventId, sno: Sno, rnd: Round, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        return _written(
            holder.store.request_bye(event_id, token, sno, rnd, None, if_match=_if_match(request))
        )

    @router.get("/{event_id}/rounds/{rnd}", summary="A round's boards with their results and versions")
    def get_round(event_id: EventId, rnd: Round) -> JSONResponse:
        data = holder.store.event_data(event_id)
        rounds = {r["round"]: r for r in data["rounds_detail"]}
        if rnd not in rounds:
            from ..store import NotFound

            raise NotFound(f"round {rnd} is not paired", field="round")
        return JSONResponse({"version": data["version"], **rounds[rnd]})

    @router.put("/{event_id}/rounds/{rnd}/pairings", summary="Enter (or change) the pairings of a round")
    def put_pairings(
        event_id: EventId,
        rnd: Round,
        body: PairingsBody,
        request: Request,
        token: str | None = Depends(_token),
    ) -> JSONResponse:
        from ..store import board_inputs

        boards = board_inputs([b.model_dump(exclude_none=True) for b in body.boards])
        return _written(
            holder.store.set_pairings(
                event_id, token, rnd, boards, reason=body.reason, if_match=_if_match(request)
            )
        )

    @router.post(
        "/{event_id}/rounds/{rnd}/import",
        summary="Import a round's pairings from a TRF file",
        openapi_extra={"requestBody": {"content": {"text/plain": {"schema": {"type": "string"}}}}},
    )
    async def import_round(
        event_id: EventId, rnd: Round, request: Request, reason: str = "", token: str | None = Depends(_token)
    ) -> JSONResponse:
        text, source = await _file_text(request, settings.max_upload_bytes)
        if_match = _if_match(request)
        from starlette.concurrency import run_in_threadpool

        return _written(
            await run_in_threadpool(
                holder.store.import_round,
                event_id,
                token,
                text,
                rnd,
                source=source,
                reason=reason,
                if_match=if_match,
            )
        )

    @router.post("/{event_id}/berger", summary="Pair a round robin from the Berger tables (C.05 Annex 1)")
    def berger(
        event_id: EventId,
        request: Request,
        rnd: RoundQuery = None,
        token: str | None = Depends(_token),
    ) -> JSONResponse:
        return _written(holder.store.pair_round_robin(event_id, token, rnd, if_match=_if_match(request)))

    @router.put(
        "/{event_id}/rounds/{rnd}/boards/{board}/result", summary="Enter or correct one board's result"
    )
    def put_result(
        event_id: EventId,
        rnd: Round,
        board: BoardNo,
        body: ResultBody,
        request: Request,
        token: str | None = Depends(_token),
    ) -> JSONResponse:
        seen = _if_match(request)
        w = holder.store.set_result(
            event_id, token, rnd, board, body.result, expected=seen or 0, reason=body.reason
        )
        return _written(w, etag=f'"{w.data["version"]}"')

    @router.post(
        "/{event_id}/rounds/{rnd}/results", summary="Results of several boards at once (all or nothing)"
    )
    def post_results(
        event_id: EventId, rnd: Round, body: RoundResultsBody, token: str | None = Depends(_token)
    ) -> JSONResponse:
        items = [r.model_dump() for r in body.results]
        return _written(holder.store.set_round_results(event_id, token, rnd, items, reason=body.reason))

    @router.get("/{event_id}/standings", summary="Standings now, after a round, or as they were at a moment")
    def get_standings(
        event_id: EventId,
        rnd: RoundQuery = None,
        at: str | None = Query(default=None, description="ISO moment, e.g. 2026-12-01T18:30:00Z"),
        explain: bool = False,
    ) -> JSONResponse:
        from .live_reads import ReadKey, live_json  # computed in the compute pool, kept per version

        key = ReadKey("standings", after_round=rnd, explain=explain)
        return live_json(holder.reads, event_id, key, _moment(at), at)

    @router.get(
        "/{event_id}/players/{sno}/explanation", summary="Every tie-break of one player, round by round"
    )
    def explanation(event_id: EventId, sno: Sno, rnd: RoundQuery = None) -> JSONResponse:
        from .live_reads import ReadKey, live_json  # computed in the compute pool, kept per version

        return live_json(holder.reads, event_id, ReadKey("explanation", player=sno, after_round=rnd))

    @router.get(
        "/{event_id}/audit", summary="Every change, oldest first (results: who, when, old → new, why)"
    )
    def audit(event_id: EventId) -> JSONResponse:
        return JSONResponse({"event": event_id, "entries": holder.store.audit(event_id)})

    @router.get(
        "/{event_id}/export",
        summary="The event as TRF-2026 (ranks, 212 list) or our JSON model",
        response_class=PlainTextResponse,
    )
    def export(event_id: EventId, format: Literal["trf", "json"] = "trf") -> Response:
        if format == "json":
            return Response(holder.store.export_json(event_id), media_type="application/json")
        return Response(
            holder.store.export_trf(event_id),
            media_type="text/plain; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="event-{event_id}.trf"'},
        )

    @router.get("/{event_id}/tokens", summary="The event's tokens (never their values; organiser)")
    def list_tokens(event_id: EventId, token: str | None = Depends(_token)) -> JSONResponse:
        return JSONResponse({"tokens": holder.store.list_tokens(event_id, token)})

    @router.post(
        "/{event_id}/tokens", status_code=201, summary="Issue an arbiter token (organiser; shown once)"
    )
    def issue_token(event_id: EventId, body: TokenBody, token: str | None = Depends(_token)) -> JSONResponse:
        return _written(holder.store.issue_token(event_id, token, body.label), 201)

    @router.delete("/{event_id}/tokens/{token_id}", summary="Revoke an arbiter token (organiser)")
    def revoke_token(
        event_id: EventId, token_id: TokenId, token: str | None = Depends(_token)
    ) -> JSONResponse:
        return _written(holder.store.revoke_token(event_id, token, token_id))

    return router


def _public_url(request: Request, path: str) -> str:
    """The event's public address on this server (its page comes with the live pages)."""
    return str(request.base_url).rstrip("/") + path


async def _file_text(request: Request, limit: int) -> tuple[str, str]:
    """A TRF sent as the body (any type but multipart) or as the multipart field ``file``, of at most
    ``limit`` bytes (the site's upload limit, as for the calculator's uploads).

    :raises StoreError: 413 for a larger file, 422 for a multipart body without the field ``file``.
    """
    from ..store import StoreError

    ctype = request.headers.get("content-type", "")
    if ctype.startswith("multipart/form-data"):
        form = await request.form(max_files=1, max_fields=10, max_part_size=limit + 1)
        try:
            upload = form.get("file")
            if isinstance(upload, UploadFile):
                data = await upload.read(limit + 1)
                _check_file_size(len(data), limit)
                return decode(data), upload.filename or "event.trf"
            if isinstance(upload, str):
                _check_file_size(len(upload.encode("utf-8", "surrogatepass")), limit)
                return upload, "event.trf"
        finally:
            await form.close()
        raise StoreError("the multipart field 'file' (the TRF) is missing", field="file")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        chunks.append(chunk)
        size += len(chunk)
        _check_file_size(size, limit)
    return decode(b"".join(chunks)), "event.trf"


def _check_file_size(size: int, limit: int) -> None:
    from ..store import StoreError
    from .settings import size_label

    if size > limit:
        error = StoreError(
            f"file: the file is larger than {size_label(limit)}, the limit of this site", field="file"
        )
        error.status = 413
        raise error
