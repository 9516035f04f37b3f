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
import threading
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse, Response
from fastapi.routing import APIRoute
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, Field
from starlette.datastructures import UploadFile

from ..readers.trf import decode

if TYPE_CHECKING:
    from ..store import EventStore

__all__ = ["EventsHolder", "events_router"]

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


class EventsHolder:
    """Opens the store on first use (thread-safe) and closes it."""

    def __init__(self, database_url: str | None) -> None:
        self.database_url = database_url
        self._store: EventStore | None = None
        self._lock = threading.Lock()

    @property
    def store(self) -> EventStore:
        if self._store is None:
            with self._lock:
                if self._store is None:
                    try:
                        from ..store import EventStore, default_database_url
                    except ImportError:
                        raise _Unavailable from None
                    self._store = EventStore(self.database_url or default_database_url(), background=True)
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None


def _error(
    message: str, field: str, status: int, *, line: int | None = None, column: int | None = None, **extra: Any
) -> JSONResponse:
    body = {"error": {"message": message, "field": field, "line": line, "column": column, **extra}}
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    return JSONResponse(body, status_code=status, headers=headers)


class _EventsRoute(APIRoute):
    """Answers the store's refusals and FastAPI's validation errors in the API's error shape."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def run(request: Request) -> Response:
            from sqlalchemy.exc import SQLAlchemyError

            from .._errors import TiebreakError

            try:
                return await handler(request)
            except RequestValidationError as exc:
                first = exc.errors()[0] if exc.errors() else {}
                loc = [str(p) for p in first.get("loc", ()) if p not in ("body", "path", "query", "header")]
                return _error(str(first.get("msg", "invalid request")), ".".join(loc), 422)
            except SQLAlchemyError as exc:  # the database went away mid-request: nothing was committed
                return _error(f"the database is unavailable ({type(exc).__name__}); try again", "", 503)
            except _Unavailable:
                return _error("live events need the store extra: pip install 'tiebreak[store]'", "", 503)
            except TiebreakError as exc:
                status = getattr(exc, "status", 422)
                data = (
                    exc.as_dict()
                    if hasattr(exc, "as_dict")
                    else {"message": exc.message, "field": "", "line": exc.line, "column": exc.column}
                )
                return _error(**{**data, "status": status})

        return run


_bearer = HTTPBearer(auto_error=False, description="The event's organiser or arbiter token")


def _token(credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]) -> str | None:
    return credentials.credentials if credentials is not None else None


def _if_match(request: Request) -> int | None:
    raw = request.headers.get("if-match")
    if raw is None:
        return None
    text = raw.strip().removeprefix("W/").strip('"')
    if not text.isascii() or not text.isdigit():
        from ..store import StoreError

        raise StoreError(
            f'If-Match must be a version as the ETag gives it (e.g. "3"), not {raw!r}', field="If-Match"
        )
    return int(text)


def _moment(text: str | None) -> dt.datetime | None:
    if text is None:
        return None
    try:
        moment = dt.datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        from ..store import StoreError

        raise StoreError(f"{text!r} is not a moment such as 2026-12-01T18:30:00Z", field="at") from None
    if moment.tzinfo is not None:
        moment = moment.astimezone(dt.UTC).replace(tzinfo=None)
    return moment


# ---- bodies (documented in OpenAPI; the store checks the values and names the field) --------------


class Scoring(BaseModel):
    win: str = Field(description='Points for a win, e.g. "1" or "3"')
    draw: str
    loss: str
    absent: str | None = Field(default=None, description="Forfeit losses and absences (default 0)")
    pab: str | None = Field(
        default=None, description="Pairing-allocated bye (default: a win; 0 in round robins)"
    )


class EventBody(BaseModel):
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


class EventPatch(BaseModel):
    name: str | None = None
    start_date: dt.date | None = None
    end_date: dt.date | None = None
    rounds: int | None = None


class TiebreaksBody(BaseModel):
    tiebreaks: list[str] | str
    override: bool = Field(default=False, description="Needed once round 1 is paired (with a reason)")
    reason: str = ""


class PlayerBody(BaseModel):
    name: str | None = None
    rating: int | None = None
    federation: str | None = None
    fide_id: str | None = None
    title: str | None = None
    sex: str | None = None
    birth: str | None = None
    sno: int | None = Field(default=None, description="Starting number (default: the next one)")
    first_round: int | None = Field(default=None, description="Late entry: the first round played")


class WithdrawBody(BaseModel):
    round: int = Field(description="The first round the player no longer plays (not paired yet)")


class ByeBody(BaseModel):
    kind: Literal["H", "Z"] = Field(description="H: half-point bye, Z: zero-point bye")


class BoardBody(BaseModel):
    board: int | None = None
    white: int
    black: int | None = None
    bye: str | None = Field(
        default=None, description="For a board without Black: U (pairing-allocated), F, H or Z"
    )


class PairingsBody(BaseModel):
    boards: list[BoardBody]
    reason: str = Field(default="", description="Needed when a board that has a result is changed")


class ResultBody(BaseModel):
    result: str = Field(
        description="1-0, ½-½ (or 1/2-1/2), 0-1, +/-, -/+, -/- (double forfeit); on a bye "
        "board U, F, H or Z; empty to withdraw a result"
    )
    reason: str = ""


class BoardResult(BaseModel):
    board: int
    result: str
    version: int = Field(default=0, description="The board's version seen (0 before its first result)")


class RoundResultsBody(BaseModel):
    results: list[BoardResult]
    reason: str = ""


class TokenBody(BaseModel):
    label: str = ""


def _written(w: Any, status: int = 200, etag: str | None = None) -> JSONResponse:
    headers = {"ETag": etag} if etag is not None else {"ETag": f'"{w.version}"'}
    return JSONResponse(
        {"version": w.version, "warnings": list(w.warnings), **w.data}, status_code=status, headers=headers
    )


def events_router(holder: EventsHolder) -> APIRouter:
    """The ``/api/events`` routes over the store ``holder`` opens."""
    router = APIRouter(
        prefix="/api/events", tags=["live events"], route_class=_EventsRoute, responses=_RESPONSES
    )

    @router.post("", status_code=201, summary="Create an event (answers its organiser token, once)")
    def create(body: EventBody, request: Request) -> JSONResponse:
        from ..store import event_settings

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
    ) -> JSONResponse:
        text, source = await _file_text(request)
        from starlette.concurrency import run_in_threadpool

        created = await run_in_threadpool(
            holder.store.import_trf, text, source=source, name=name, tiebreaks=tiebreaks, rules=rules
        )
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
    def get_event(event_id: int) -> JSONResponse:
        data = holder.store.event_data(event_id)
        return JSONResponse(data, headers={"ETag": f'"{data["version"]}"'})

    @router.patch("/{event_id}", summary="Change the name, dates or planned rounds (organiser)")
    def patch_event(
        event_id: int, body: EventPatch, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        return _written(
            holder.store.update_event(
                event_id, token, body.model_dump(mode="json", exclude_unset=True), if_match=_if_match(request)
            )
        )

    @router.put("/{event_id}/tiebreaks", summary="Replace the tie-break list (fixed once round 1 is paired)")
    def put_tiebreaks(
        event_id: int, body: TiebreaksBody, request: Request, token: str | None = Depends(_token)
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
        event_id: int, body: PlayerBody, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        from ..store import player_input

        data = player_input(body.model_dump(exclude_unset=True))
        return _written(holder.store.add_player(event_id, token, data, if_match=_if_match(request)), 201)

    @router.patch("/{event_id}/players/{sno}", summary="Edit a player")
    def edit_player(
        event_id: int, sno: int, body: PlayerBody, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        from ..store import player_input

        data = player_input(body.model_dump(exclude_unset=True), new=False)
        return _written(holder.store.edit_player(event_id, token, sno, data, if_match=_if_match(request)))

    @router.post("/{event_id}/players/{sno}/withdraw", summary="Withdraw a player from round N on")
    def withdraw(
        event_id: int, sno: int, body: WithdrawBody, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        return _written(holder.store.withdraw(event_id, token, sno, body.round, if_match=_if_match(request)))

    @router.put("/{event_id}/players/{sno}/byes/{rnd}", summary="Request a bye for a round not paired yet")
    def put_bye(
        event_id: int,
        sno: int,
        rnd: int,
        body: ByeBody,
        request: Request,
        token: str | None = Depends(_token),
    ) -> JSONResponse:
        return _written(
            holder.store.request_bye(event_id, token, sno, rnd, body.kind, if_match=_if_match(request))
        )

    @router.delete("/{event_id}/players/{sno}/byes/{rnd}", summary="Cancel a requested bye")
    def delete_bye(
        event_id: int, sno: int, rnd: int, request: Request, token: str | None = Depends(_token)
    ) -> JSONResponse:
        return _written(
            holder.store.request_bye(event_id, token, sno, rnd, None, if_match=_if_match(request))
        )

    @router.get("/{event_id}/rounds/{rnd}", summary="A round's boards with their results and versions")
    def get_round(event_id: int, rnd: int) -> JSONResponse:
        data = holder.store.event_data(event_id)
        rounds = {r["round"]: r for r in data["rounds_detail"]}
        if rnd not in rounds:
            from ..store import NotFound

            raise NotFound(f"round {rnd} is not paired", field="round")
        return JSONResponse({"version": data["version"], **rounds[rnd]})

    @router.put("/{event_id}/rounds/{rnd}/pairings", summary="Enter (or change) the pairings of a round")
    def put_pairings(
        event_id: int, rnd: int, body: PairingsBody, request: Request, token: str | None = Depends(_token)
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
        event_id: int, rnd: int, request: Request, reason: str = "", token: str | None = Depends(_token)
    ) -> JSONResponse:
        text, source = await _file_text(request)
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
        event_id: int,
        request: Request,
        rnd: int | None = Query(default=None, alias="round"),
        token: str | None = Depends(_token),
    ) -> JSONResponse:
        return _written(holder.store.pair_round_robin(event_id, token, rnd, if_match=_if_match(request)))

    @router.put(
        "/{event_id}/rounds/{rnd}/boards/{board}/result", summary="Enter or correct one board's result"
    )
    def put_result(
        event_id: int,
        rnd: int,
        board: int,
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
        event_id: int, rnd: int, body: RoundResultsBody, token: str | None = Depends(_token)
    ) -> JSONResponse:
        items = [r.model_dump() for r in body.results]
        return _written(holder.store.set_round_results(event_id, token, rnd, items, reason=body.reason))

    @router.get("/{event_id}/standings", summary="Standings now, after a round, or as they were at a moment")
    def get_standings(
        event_id: int,
        rnd: int | None = Query(default=None, alias="round"),
        at: str | None = Query(default=None, description="ISO moment, e.g. 2026-12-01T18:30:00Z"),
        explain: bool = False,
    ) -> JSONResponse:
        from ..store.service import standings_view

        moment = _moment(at)
        if moment is None and not explain:
            data = holder.store.standings_view(event_id, after_round=rnd)
        else:
            snap, s = holder.store.standings(event_id, after_round=rnd, at=moment)
            data = standings_view(snap, s, rnd, at)
            if explain:
                from .._explain import explain_groups, to_data

                data = {**data, "explanation": to_data(explain_groups(s))}
        return JSONResponse(data, headers={"ETag": f'"{data["version"]}"'})

    @router.get(
        "/{event_id}/players/{sno}/explanation", summary="Every tie-break of one player, round by round"
    )
    def explanation(
        event_id: int, sno: int, rnd: int | None = Query(default=None, alias="round")
    ) -> JSONResponse:
        from .service import explain_data

        _, s = holder.store.standings(event_id, after_round=rnd)
        if all(r.sno != sno for r in s.rows):
            from ..store import NotFound

            raise NotFound(f"event {event_id} has no player {sno}", field="sno")
        return JSONResponse(explain_data(s, sno))

    @router.get(
        "/{event_id}/audit", summary="Every change, oldest first (results: who, when, old → new, why)"
    )
    def audit(event_id: int) -> JSONResponse:
        return JSONResponse({"event": event_id, "entries": holder.store.audit(event_id)})

    @router.get(
        "/{event_id}/export",
        summary="The event as TRF-2026 (ranks, 212 list) or our JSON model",
        response_class=PlainTextResponse,
    )
    def export(event_id: int, format: Literal["trf", "json"] = "trf") -> Response:
        if format == "json":
            return Response(holder.store.export_json(event_id), media_type="application/json")
        return Response(
            holder.store.export_trf(event_id),
            media_type="text/plain; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="event-{event_id}.trf"'},
        )

    @router.get("/{event_id}/tokens", summary="The event's tokens (never their values; organiser)")
    def list_tokens(event_id: int, token: str | None = Depends(_token)) -> JSONResponse:
        return JSONResponse({"tokens": holder.store.list_tokens(event_id, token)})

    @router.post(
        "/{event_id}/tokens", status_code=201, summary="Issue an arbiter token (organiser; shown once)"
    )
    def issue_token(event_id: int, body: TokenBody, token: str | None = Depends(_token)) -> JSONResponse:
        return _written(holder.store.issue_token(event_id, token, body.label), 201)

    @router.delete("/{event_id}/tokens/{token_id}", summary="Revoke an arbiter token (organiser)")
    def revoke_token(event_id: int, token_id: int, token: str | None = Depends(_token)) -> JSONResponse:
        return _written(holder.store.revoke_token(event_id, token, token_id))

    return router


def _public_url(request: Request, path: str) -> str:
    """The event's public address on this server (its page comes with the live pages)."""
    return str(request.base_url).rstrip("/") + path


async def _file_text(request: Request) -> tuple[str, str]:
    """A TRF sent as the body (any type but multipart) or as the multipart field ``file``."""
    ctype = request.headers.get("content-type", "")
    if ctype.startswith("multipart/form-data"):
        form = await request.form(max_files=1, max_fields=10)
        try:
            upload = form.get("file")
            if isinstance(upload, UploadFile):
                return decode(await upload.read()), upload.filename or "event.trf"
            if isinstance(upload, str):
                return upload, "event.trf"
        finally:
            await form.close()
        from ..store import StoreError

        raise StoreError("the multipart field 'file' (the TRF) is missing", field="file")
    return decode(await request.body()), "event.trf"
