"""The arbiter's desk of a live event: ``/events/{id}/arbiter`` (log in with a token, then the desk),
``…/arbiter/login``, ``…/arbiter/logout`` and ``…/arbiter/{action}`` (results, pairings, tiebreaks,
players, withdraw).

A token (organiser's or arbiter's) opens a session whose cookie holds only a random id, stored hashed in
the database (HttpOnly, SameSite=Strict, 12 hours); logging out or revoking the token ends it. Every form
carries the session's CSRF token (:mod:`tiebreak.web.signing`) and must come from this site. Each action
is one call of :class:`tiebreak.store.EventStore` (:data:`ACTIONS`), so the rules are the store's; a
refusal shows the desk again with the message beside the form it belongs to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlencode

from fastapi import Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData, UploadFile

from ...model.errors import TiebreakError
from ...readers.trf import decode
from ...store import Conflict, Forbidden, NotFound, StoreError, Unauthorized, board_inputs, player_input
from ..events_api import EventId
from ..events_pages import (
    SESSION_SECONDS,
    BoardEntry,
    board_entries,
    board_of_field,
    event_status,
    parse_pairings,
    player_fields,
    result_items,
)
from ..parsing import int_param
from ..service import PRESETS, FormState, apply_op, describe, location_text
from .base import Routes
from .pages import LivePages, Pages

__all__ = ["ACTIONS", "ROUTES"]

ROUTES = Routes()
_SECTIONS = {
    "results": "results",
    "pairings": "pairings",
    "tiebreaks": "setup",
    "players": "players",
    "withdraw": "players",
}
"""The desk's section that shows the message of each action."""


@dataclass(frozen=True)
class Session:
    """An open arbiter session: who, and its key (the cookie's value; writes go through it)."""

    actor: str
    key: str

    @property
    def token(self) -> str:
        from ...store.service import SessionKey  # the store extra: a session exists only with a store

        return SessionKey(self.key)


@dataclass(frozen=True)
class Posted:
    """One form of the desk, read: the fields, the uploaded file's text and name, the session."""

    event_id: int
    form: FormData
    session: Session
    upload_text: str = ""
    upload_name: str = ""

    def text(self, name: str) -> str:
        return str(self.form.get(name) or "")

    @property
    def round(self) -> int | None:
        return int_param(self.text("round"))

    @property
    def reason(self) -> str:
        return self.text("reason").strip()


def _same_origin(request: Request) -> bool:
    """A form posted from another site (its browser says so in ``Origin``) is refused. The pages send
    ``Referrer-Policy: no-referrer``, under which browsers post ``Origin: null`` from this site too:
    that one is let through to the CSRF check."""
    origin = request.headers.get("origin")
    if origin is None or origin == "null":
        return True
    return origin.split("://", 1)[-1] == request.headers.get("host", "")


def _cookie(event_id: int) -> str:
    return f"tb_arbiter_{event_id}"


def _session(request: Request, pages: LivePages, event_id: int) -> Session | None:
    """The open session whose id the cookie holds (looked up by its digest), or None."""
    key = request.cookies.get(_cookie(event_id), "")
    if not key or not key.isascii() or len(key) > 200:
        return None
    actor = pages.live.store.session_actor(event_id, key)
    return None if actor is None else Session(actor, key)


def _login_page(pages: LivePages, event_id: int, message: str = "", status: int = 200) -> HTMLResponse:
    response = pages.html("events_login.html", {"event_id": event_id, "message": message}, status)
    response.delete_cookie(_cookie(event_id), path=f"/events/{event_id}/arbiter")
    return response


def desk_page(
    request: Request,
    pages: LivePages,
    event_id: int,
    session: Session,
    *,
    rnd: int | None = None,
    entries: list[BoardEntry] | None = None,
    errors: dict[str, str] | None = None,
    reason: str = "",
    status: int = 200,
) -> HTMLResponse:
    """The desk: the round shown (``rnd``, default the last paired), its result form (``entries``: as
    typed, with each board's problem), the setup, the players and the audit log."""
    store = pages.live.store
    snap = store.snapshot(event_id)
    audit = store.audit(event_id)
    shown = rnd if rnd is not None and 1 <= rnd <= snap.paired_rounds else snap.paired_rounds
    context = {
        "event_id": event_id,
        "snap": snap,
        "actor": session.actor,
        "csrf": pages.signer.csrf(session.key),
        "round": shown,
        "entries": entries if entries is not None else board_entries(snap, shown) if shown else [],
        "byes": [b for b in snap.round_boards(shown) if b.black is None] if shown else [],
        "errors": errors or {},
        "reason": reason,
        "items": tuple(describe(c) for c in snap.tiebreaks),
        "groups": pages.groups,
        "presets": PRESETS,
        "audit": list(reversed(audit))[:100],
        "audit_total": len(audit),
        "next_round": snap.paired_rounds + 1 if snap.paired_rounds < snap.planned_rounds else None,
        "status": event_status(snap)[1],
        "saved": request.query_params.get("saved", ""),
        "players": sorted(snap.players.values(), key=lambda p: p.sno),
    }
    return pages.html("events_arbiter.html", context, status)


def _redirect(event_id: int, rnd: int | None, saved: str, anchor: str = "results") -> Response:
    query = urlencode({k: v for k, v in (("round", rnd), ("saved", saved)) if v is not None})
    return RedirectResponse(f"/events/{event_id}/arbiter?{query}#{anchor}", status_code=303)


# ---- the routes ----------------------------------------------------------------------------------------
@ROUTES.get("/events/{event_id}/arbiter", response_class=HTMLResponse)
def arbiter(request: Request, event_id: EventId, pages: Pages) -> HTMLResponse:
    try:
        pages.live.store.snapshot(event_id)
    except NotFound as exc:
        return pages.error_page(exc.message, 404)
    session = _session(request, pages, event_id)
    if session is None:
        return _login_page(pages, event_id)
    return desk_page(request, pages, event_id, session, rnd=int_param(request.query_params.get("round")))


@ROUTES.post("/events/{event_id}/arbiter/login", response_class=HTMLResponse)
async def login(request: Request, event_id: EventId, pages: Pages) -> Response:
    form = await request.form()
    token = str(form.get("token") or "").strip()
    if not _same_origin(request):
        return _login_page(pages, event_id, "This form did not come from this site.", 403)
    try:
        key, _ = await run_in_threadpool(pages.live.store.open_session, event_id, token)
    except NotFound as exc:
        return pages.error_page(exc.message, 404)
    except (Unauthorized, Forbidden):
        return _login_page(pages, event_id, "This token does not open this event.", 403)
    response = RedirectResponse(f"/events/{event_id}/arbiter", status_code=303)
    response.set_cookie(
        _cookie(event_id),
        key,
        max_age=SESSION_SECONDS,
        path=f"/events/{event_id}/arbiter",
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
    )
    return response


@ROUTES.post("/events/{event_id}/arbiter/logout")
async def logout(request: Request, event_id: EventId, pages: Pages) -> Response:
    key = request.cookies.get(_cookie(event_id), "")
    if key and key.isascii() and len(key) <= 200:
        await run_in_threadpool(pages.live.store.end_session, event_id, key)
    response = RedirectResponse(f"/events/{event_id}", status_code=303)
    response.delete_cookie(_cookie(event_id), path=f"/events/{event_id}/arbiter")
    return response


@ROUTES.post("/events/{event_id}/arbiter/{action}", response_class=HTMLResponse)
async def act(request: Request, event_id: EventId, action: str, pages: Pages) -> Response:
    session = await run_in_threadpool(_session, request, pages, event_id)
    if session is None:
        return _login_page(pages, event_id, "Your session has ended: enter the token again.", 401)
    form = await request.form()
    if not _same_origin(request) or not pages.signer.csrf_ok(session.key, str(form.get("csrf") or "")):
        return pages.error_page(
            "This form is out of date or did not come from this site (CSRF check "
            "failed). Reload the page and send it again.",
            403,
        )
    upload = form.get("file")
    posted = Posted(event_id, form, session)
    if isinstance(upload, UploadFile) and upload.filename:
        posted = Posted(event_id, form, session, decode(await upload.read(4 * 1024 * 1024)), upload.filename)
    await form.close()  # the upload's temporary file (the text fields stay readable)
    return await run_in_threadpool(perform, request, pages, action, posted)


# ---- the actions ---------------------------------------------------------------------------------------
def perform(request: Request, pages: LivePages, action: str, posted: Posted) -> Response:
    """Run the desk's ``action`` (:data:`ACTIONS`) on the posted form: a redirect to the desk with what
    was saved, or the desk again with the refusal beside its form."""
    run = ACTIONS.get(action)
    if run is None:
        return pages.error_page(f"there is no arbiter action {action!r}", 404)
    try:
        return run(request, pages, posted)
    except (Unauthorized, Forbidden):
        return _login_page(pages, posted.event_id, "This token no longer opens this event.", 403)
    except NotFound as exc:
        return pages.error_page(exc.message, 404)
    except TiebreakError as exc:  # the store's refusals, and a TRF file that cannot be read
        where = location_text(exc)
        return desk_page(
            request,
            pages,
            posted.event_id,
            posted.session,
            rnd=posted.round,
            reason=posted.reason,
            status=getattr(exc, "status", 422),
            errors={_SECTIONS[action]: (f"{where}: " if where else "") + exc.message},
        )


def _results(request: Request, pages: LivePages, posted: Posted) -> Response:
    store, event_id, rnd, reason = pages.live.store, posted.event_id, posted.round, posted.reason
    snap = store.snapshot(event_id)
    if rnd is None or not 1 <= rnd <= snap.paired_rounds:
        raise StoreError("choose a paired round", field="round")
    items, typed, problems, correction = result_items(posted.form, snap, rnd)
    if correction and not reason and not problems:
        raise StoreError("a correction of an entered result needs a reason", field="reason")

    def again(message: str, problems: dict[int, str], status: int) -> Response:
        return desk_page(
            request,
            pages,
            event_id,
            posted.session,
            rnd=rnd,
            reason=reason,
            status=status,
            entries=board_entries(store.snapshot(event_id), rnd, typed, problems),
            errors={"results": message},
        )

    if problems:
        return again(
            f"{len(problems)} board(s) changed since you loaded the page; nothing was saved.", problems, 409
        )
    if not items:
        return _redirect(event_id, rnd, "nothing changed")
    try:
        w = store.set_round_results(event_id, posted.session.token, rnd, items, reason=reason)
    except Conflict as exc:  # another arbiter saved between our check and our write
        board = exc.current.get("board")
        at = board if isinstance(board, int) else None
        return again(exc.message + "; nothing was saved.", {at: exc.message} if at is not None else {}, 409)
    except StoreError as exc:
        at = board_of_field(exc.field, items)
        return again(
            exc.message + "; nothing was saved.", {at: exc.message} if at is not None else {}, exc.status
        )
    return _redirect(event_id, rnd, f"{len(items)} result(s) saved, version {w.version}")


def _pairings(request: Request, pages: LivePages, posted: Posted) -> Response:
    store, event_id, token = pages.live.store, posted.event_id, posted.session.token
    target = posted.round or store.snapshot(event_id).paired_rounds + 1
    if posted.text("how") == "berger":
        w = store.pair_round_robin(event_id, token, None)
        return _redirect(event_id, target, f"round robin paired from the Berger tables (version {w.version})")
    if posted.upload_text:
        w = store.import_round(
            event_id, token, posted.upload_text, target, source=posted.upload_name, reason=posted.reason
        )
    else:
        boards = board_inputs(parse_pairings(posted.text("pairings")))
        w = store.set_pairings(event_id, token, target, boards, reason=posted.reason)
    return _redirect(event_id, target, f"round {target} paired (version {w.version})")


def _tiebreaks(request: Request, pages: LivePages, posted: Posted) -> Response:
    store, event_id = pages.live.store, posted.event_id
    snap = store.snapshot(event_id)
    state = apply_op(
        FormState(tiebreaks=snap.tiebreaks), posted.text("op"), posted.text("add_code") or posted.text("add")
    )
    if state.tiebreaks == snap.tiebreaks:
        return _redirect(event_id, posted.round, "the tie-break list is unchanged")
    w = store.set_tiebreaks(
        event_id, posted.session.token, list(state.tiebreaks), override=snap.locked, reason=posted.reason
    )
    return _redirect(event_id, posted.round, f"tie-break list saved (version {w.version})", "setup")


def _players(request: Request, pages: LivePages, posted: Posted) -> Response:
    data = player_input(player_fields(posted.form))
    w = pages.live.store.add_player(posted.event_id, posted.session.token, data)
    return _redirect(posted.event_id, posted.round, f"player {w.data.get('sno', '')} registered", "players")


def _withdraw(request: Request, pages: LivePages, posted: Posted) -> Response:
    sno, start = int_param(posted.text("sno")), int_param(posted.text("from_round"))
    if sno is None or start is None:
        raise StoreError("give the player's starting number and the first round missed", field="withdraw")
    pages.live.store.withdraw(posted.event_id, posted.session.token, sno, start)
    return _redirect(posted.event_id, posted.round, f"player {sno} withdrawn from round {start}", "players")


ACTIONS: dict[str, Callable[[Request, LivePages, Posted], Response]] = {
    "results": _results,
    "pairings": _pairings,
    "tiebreaks": _tiebreaks,
    "players": _players,
    "withdraw": _withdraw,
}
"""The desk's forms by action: each one call of the store."""
