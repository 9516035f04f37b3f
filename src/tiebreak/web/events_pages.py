"""The live events' pages: spectators' standings that update themselves, and the arbiter's desk.

Spectators (public): ``/events/{id}`` (standings with the event's tie-break columns in order, the
explanation of a player, the round's pairings and results, the crosstable), ``/events/{id}/board`` (a
hall screen), ``/events/{id}/print`` (printable table), ``/events/{id}/live`` (the changing part of
either page, for the script), and ``GET /api/events/{id}/stream`` (Server-Sent Events: one ``version``
event per accepted write, see :mod:`tiebreak.web.live`). Every page is complete without JavaScript;
``static/live.js`` follows the stream and swaps the changing part in.

The arbiter (``/events/{id}/arbiter``): a token (organiser's or arbiter's) opens a session whose cookie
holds only a random id, stored hashed in the database (HttpOnly, SameSite=Strict, 12 hours); logging out
or revoking the token ends it. Every form carries the session's CSRF token (an HMAC of the session id
with the site's secret, :mod:`tiebreak.web.signing`); every answer of the desk is ``no-store``. Each
form is one call of :class:`tiebreak.store.EventStore`, so the rules (tie-break list fixed once round 1
is paired, versions, all-or-nothing rounds) are the store's.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import jinja2
from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response, StreamingResponse
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData, UploadFile

from ..model.errors import TiebreakError
from ..model.tournament import Result
from ..readers.trf import decode
from .events_api import EventId
from .live import PARTS, LiveHub, PostgresListener, sse_stream
from .service import (
    PRESETS,
    FormState,
    View,
    apply_op,
    build_view,
    catalogue_groups,
    describe,
    location_text,
)
from .signing import Signer, secret_from_env

if TYPE_CHECKING:
    from ..ranking.engine import Standings
    from ..store import EventStore
    from ..store.snapshot import BoardState, Snapshot
    from .events_api import EventsHolder
    from .live_reads import ReadKey, Reply
    from .pool import ComputePool
    from .settings import WebSettings

__all__ = ["LiveEvents", "events_pages_router"]

SESSION_SECONDS = 12 * 3600
"""The cookie's lifetime: the session's in the store (``tiebreak.store.service.SESSION_SECONDS``)."""
WATCH_SECONDS = 1.0
RESULT_KEYS = {"1": "1-0", "=": "½-½", "0": "0-1", "+": "+/-", "-": "-/+"}
"""What a key typed in a result cell means (``static/live.js`` maps the same keys)."""
_SYMBOL = {
    Result.WIN: "1", Result.DRAW: "½", Result.LOSS: "0", Result.WIN_UNRATED: "1", Result.DRAW_UNRATED: "½",
    Result.LOSS_UNRATED: "0", Result.FORFEIT_WIN: "+", Result.FORFEIT_LOSS: "−", Result.UNKNOWN: "?",
}


class LiveEvents:
    """The store (opened on first use) wired to this process's :class:`LiveHub` and
    :class:`~tiebreak.web.live_reads.LiveReads`: the store's listener and, on PostgreSQL, a ``LISTEN``
    thread (the other processes' writes, and their renderings)."""

    def __init__(self, holder: EventsHolder, pool: ComputePool | None = None,
                 settings: WebSettings | None = None) -> None:
        from .live_reads import LiveReads
        from .pool import ComputePool
        from .settings import WebSettings

        self.holder = holder
        self.hub = LiveHub()
        self.listener: PostgresListener | None = None
        self._lock = threading.Lock()
        self._wired = False
        self._watcher: asyncio.Task[None] | None = None
        self.settings = settings or WebSettings()
        self._own_pool = pool is None
        self.pool = pool or ComputePool(self.settings.worker_count, self.settings.cpu_limit)
        self.reads = LiveReads(lambda: self.store, self.hub, self.pool, self.settings, _web_cache_bytes())
        self.reads.trusted = self._trusted
        holder.reads = self.reads
        holder.on_open.append(self._wire)

    def _trusted(self, event_id: int) -> bool:
        """Whether the hub's version of the event is current: on PostgreSQL once ``LISTEN`` is in force
        (every write notifies); on SQLite for an event the watcher follows (a write by another process
        is seen within :data:`WATCH_SECONDS`)."""
        if self.listener is not None:
            return self.listener.ready.is_set()
        return self._watcher is not None and event_id in self.hub.followed()

    def watch_sqlite(self) -> None:
        """On SQLite, look up the version of every followed event once a second (on the running loop):
        a write made by another process (a ``tiebreak event`` command) reaches the streams too. On
        PostgreSQL the NOTIFY of each write does this."""
        if self.store.engines.sqlite and (self._watcher is None or self._watcher.done()):
            self._watcher = asyncio.get_running_loop().create_task(self._watch())

    async def _watch(self) -> None:
        store = self.store
        while True:
            await asyncio.sleep(WATCH_SECONDS)
            for event_id in self.hub.followed():
                try:
                    snap = await run_in_threadpool(store.snapshot, event_id)
                except Exception:  # the event was deleted, the file is locked: try again next time
                    continue
                if snap.version > self.hub.latest(event_id):
                    self.hub.publish(event_id, snap.version)
                    self.reads.written(event_id, snap.version)

    @property
    def store(self) -> EventStore:
        store = self.holder.store
        self._wire(store)
        return store

    def _wire(self, store: EventStore) -> None:
        """Listen to the store's writes and, on PostgreSQL, to the other processes' (once)."""
        if self._wired:
            return
        with self._lock:
            if not self._wired:
                self._wire_now(store)

    def _wire_now(self, store: EventStore) -> None:
        from ..store.service import NOTIFY_CHANNEL
        from .live_reads import PARTS_CHANNEL, PartAssembler

        store.listeners.append(self.hub.publish)
        store.listeners.append(self.reads.written)
        if not store.engines.sqlite:
            url = store.engines.write.url.set(drivername="postgresql")
            assembler = PartAssembler()

            def on_part(payload: str) -> None:
                done = assembler.add(payload)
                if done is not None:
                    self.reads.received(done[0], [(done[1], done[2])])

            self.reads.share = self._share
            self.listener = PostgresListener(
                url.render_as_string(hide_password=False), self.hub, NOTIFY_CHANNEL,
                heard=self.reads.heard, parts=PARTS_CHANNEL, on_part=on_part,
            )
        self._wired = True

    def _share(self, event_id: int, version: int, items: list[tuple[ReadKey, Reply]]) -> None:
        """Send renderings to the other processes: ``NOTIFY`` payloads in one short transaction."""
        from sqlalchemy import func, select

        from .live_reads import PARTS_CHANNEL, share_payloads

        payloads = share_payloads(event_id, version, items)
        if not payloads:
            return
        with self.store.engines.write.begin() as conn:
            for payload in payloads:
                conn.execute(select(func.pg_notify(PARTS_CHANNEL, payload)))

    def close(self) -> None:
        if self._watcher is not None:
            with contextlib.suppress(RuntimeError):  # its loop has already stopped
                self._watcher.cancel()
            self._watcher = None
        if self.listener is not None:
            self.listener.close()
            self.listener = None
        if self._own_pool:
            self.pool.close()


def _web_cache_bytes() -> int:
    """The bound of a process's rendered live reads: ``TIEBREAK_WEB_CACHE_MB`` megabytes, else 32."""
    import os

    text = os.environ.get("TIEBREAK_WEB_CACHE_MB", "").strip()
    try:
        mb = float(text) if text else 32.0
    except ValueError:
        mb = 32.0
    return int(max(mb, 0.0) * 1024 * 1024)


# ---- what the spectators' pages show --------------------------------------------------------------


@dataclass(frozen=True)
class PairingRow:
    board: int
    white: str
    white_sno: int
    white_points: str
    black: str
    black_sno: int | None
    black_points: str
    result: str
    pending: bool


@dataclass(frozen=True)
class CrossRow:
    rank: str
    sno: int
    name: str
    points: str
    cells: tuple[str, ...]


@dataclass
class LivePage:
    snap: Snapshot
    view: View
    status: str
    """``final``, ``provisional`` (a paired round has boards without results) or ``not started``."""
    status_text: str
    round: int
    pairings: tuple[PairingRow, ...] = ()
    crosstable: tuple[CrossRow, ...] = ()
    rounds: tuple[int, ...] = field(default_factory=tuple)
    page_no: int = 1
    """The page of players shown (:data:`~tiebreak.web.live_reads.PAGE_ROWS` a page), 1 when all are."""
    pages: int = 1
    players: int = 0
    first_row: int = 1
    last_row: int = 0


def _pending(snap: Snapshot, rnd: int) -> int:
    return sum(1 for b in snap.round_boards(rnd) if b.black is not None and not b.result)


def event_status(snap: Snapshot) -> tuple[str, str]:
    """``(status, text)``: final, provisional with the round still open, or not started."""
    if snap.paired_rounds == 0:
        return "not started", "Round 1 is not paired yet."
    open_rounds = [r for r in range(1, snap.paired_rounds + 1) if _pending(snap, r)]
    if open_rounds:
        r = open_rounds[0]
        total = sum(1 for b in snap.round_boards(r) if b.black is not None)
        return "provisional", (f"Provisional: round {r} has {total - _pending(snap, r)} of {total} results; "
                               "the table may still change.")
    if snap.paired_rounds < snap.planned_rounds:
        return "provisional", (f"Provisional: after round {snap.paired_rounds} of {snap.planned_rounds}.")
    return "final", f"Final standings after round {snap.planned_rounds}."


def _name(snap: Snapshot, sno: int | None) -> str:
    if sno is None:
        return ""
    p = snap.players.get(sno)
    return p.name if p is not None else f"#{sno}"


def _board_text(b: BoardState) -> str:
    from ..store.inputs import show_result

    return show_result(b.code)


def pairing_rows(snap: Snapshot, s: Standings, rnd: int) -> tuple[PairingRow, ...]:
    from ..presenters.standings import format_value

    points = {r.sno: format_value(r.points, "0") for r in s.rows}
    return tuple(PairingRow(
        board=b.board, white=_name(snap, b.white), white_sno=b.white, white_points=points.get(b.white, ""),
        black=_name(snap, b.black) if b.black is not None else _bye_label(b.code),
        black_sno=b.black, black_points=points.get(b.black, "") if b.black is not None else "",
        result=_board_text(b), pending=b.black is not None and not b.result)
        for b in snap.round_boards(rnd))


def _bye_label(code: str) -> str:
    return {"U": "bye (pairing-allocated)", "F": "bye (full point)", "H": "bye (half point)",
            "Z": "bye (zero point)", "+": "forfeit won", "-": "forfeit lost"}.get(code, "bye")


def crosstable_rows(snap: Snapshot, s: Standings) -> tuple[CrossRow, ...]:
    """Chess-results style: per round the opponent's rank, colour and this player's result."""
    from ..presenters.standings import format_value
    from ..store.inputs import result_pair

    rank_of = {r.sno: r.rank for r in s.rows}
    cells: dict[int, list[str]] = {r.sno: [] for r in s.rows}
    for rnd in range(1, snap.paired_rounds + 1):
        seen: set[int] = set()
        for b in snap.round_boards(rnd):
            if b.black is None:
                if b.white in cells:
                    cells[b.white].append(b.code or "–")
                    seen.add(b.white)
                continue
            white, black = result_pair(b.result)
            for me, other, colour, res in ((b.white, b.black, "w", white), (b.black, b.white, "b", black)):
                if me in cells:
                    mark = "" if not b.result else _SYMBOL.get(res, res.value)
                    cells[me].append(f"{rank_of.get(other, other)}{colour}{mark}")
                    seen.add(me)
        for sno, row in cells.items():
            if sno not in seen:
                row.append(snap.byes.get((sno, rnd), "–") if (sno, rnd) in snap.byes else "–")
    return tuple(CrossRow(rank=str(r.rank), sno=r.sno, name=r.name, points=format_value(r.points, "0"),
                          cells=tuple(cells[r.sno])) for r in s.rows)


def live_page(store: EventStore, event_id: int, *, player: int | None = None, rnd: int | None = None,
              full: bool = True, page_no: int | None = 1) -> LivePage:
    """Everything a spectator's page shows, from the store's cached standings."""
    snap, s = store.standings(event_id)
    return live_page_of(snap, s, player=player, rnd=rnd, full=full, page_no=page_no)


def live_page_of(snap: Snapshot, s: Standings, *, player: int | None = None, rnd: int | None = None,
                 full: bool = True, page_no: int | None = 1) -> LivePage:
    """Everything a spectator's page shows for the standings ``s`` of ``snap``: the players of page
    ``page_no`` (:data:`~tiebreak.web.live_reads.PAGE_ROWS` a page: the standings, the crosstable, and the
    boards of the round shown, half as many), or every player (``page_no`` None, the printable table)."""
    from dataclasses import replace

    from .live_reads import PAGE_ROWS

    status, text = event_status(snap)
    view = build_view(FormState(tiebreaks=snap.tiebreaks, player=player), standings=s)
    shown = rnd if rnd is not None and 1 <= rnd <= snap.paired_rounds else snap.paired_rounds
    pages = max(1, -(-len(view.rows) // PAGE_ROWS)) if page_no is not None else 1
    number = min(max(page_no or 1, 1), pages)
    first, last = (number - 1) * PAGE_ROWS, number * PAGE_ROWS
    if pages > 1:
        view = replace(view, rows=view.rows[first:last])
    page = LivePage(snap=snap, view=view, status=status, status_text=text, round=shown,
                    rounds=tuple(range(1, snap.paired_rounds + 1)), page_no=number, pages=pages,
                    players=len(s.rows), first_row=first + 1, last_row=min(last, len(s.rows)))
    if full and shown:
        boards = pairing_rows(snap, s, shown)
        page.pairings = boards[first // 2:last // 2] if pages > 1 else boards
    if full:
        rows = crosstable_rows(snap, s)
        page.crosstable = rows[first:last] if pages > 1 else rows
    return page


def _int_param(value: str | None) -> int | None:
    return int(value) if value is not None and value.isdigit() and len(value) < 6 else None


# ---- the arbiter's forms --------------------------------------------------------------------------


def parse_pairings(text: str) -> list[dict[str, Any]]:
    """Typed pairings, one board per line: ``WHITE BLACK`` (starting numbers), or ``SNO bye [U|F|H|Z]``.

    >>> parse_pairings("3 1\\n5 bye H")
    [{'board': 1, 'white': 3, 'black': 1}, {'board': 2, 'white': 5, 'bye': 'H'}]
    """
    from ..store import StoreError

    boards: list[dict[str, Any]] = []
    for number, line in enumerate(text.splitlines(), 1):
        parts = line.replace("-", " ").replace(",", " ").split()
        if not parts:
            continue
        board = len(boards) + 1
        if len(parts) in (2, 3) and parts[0].isdigit() and parts[1].lower() == "bye":
            kind = parts[2].upper() if len(parts) == 3 else "U"
            boards.append({"board": board, "white": int(parts[0]), "bye": kind})
        elif len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit():
            boards.append({"board": board, "white": int(parts[0]), "black": int(parts[1])})
        else:
            raise StoreError(f"line {number}: expected 'WHITE BLACK' (starting numbers) or "
                             f"'SNO bye [U|F|H|Z]', found {line.strip()!r}", field="pairings", line=number)
    if not boards:
        raise StoreError("no pairings given: one board per line, 'WHITE BLACK'", field="pairings")
    return boards


@dataclass
class BoardEntry:
    """One row of the result-entry form."""

    board: int
    white: str
    white_sno: int
    black: str
    black_sno: int | None
    result: str
    version: int
    typed: str
    error: str = ""


def result_items(form: FormData, snap: Snapshot, rnd: int) -> tuple[list[dict[str, Any]], dict[int, str],
                                                                      dict[int, str], bool]:
    """The boards the arbiter changed ``[{board, result, version}]``, the text typed per board, the
    problems found per board (stale version, correction without reason) and whether any board is a
    correction."""
    items: list[dict[str, Any]] = []
    typed: dict[int, str] = {}
    problems: dict[int, str] = {}
    correction = False
    for b in snap.round_boards(rnd):
        if b.black is None:
            continue
        text = str(form.get(f"r{b.board}") or "").strip()
        text = RESULT_KEYS.get(text, text)
        typed[b.board] = text
        seen = str(form.get(f"o{b.board}") or "")
        version = _int_param(str(form.get(f"v{b.board}") or "0")) or 0
        if text == seen:
            continue
        if version != b.seq:
            problems[b.board] = (f"Changed meanwhile: now {_board_text(b) or 'no result'} (version {b.seq}, "
                                 f"you saw {version}). Check it and save again.")
            continue
        correction = correction or b.seq > 0
        items.append({"board": b.board, "result": text, "version": version})
    return items, typed, problems, correction


def board_entries(snap: Snapshot, rnd: int, typed: Mapping[int, str] | None = None,
                  problems: Mapping[int, str] | None = None) -> list[BoardEntry]:
    out = []
    for b in snap.round_boards(rnd):
        if b.black is None:
            continue
        shown = _board_text(b)
        out.append(BoardEntry(
            board=b.board, white=_name(snap, b.white), white_sno=b.white, black=_name(snap, b.black),
            black_sno=b.black, result=shown, version=b.seq,
            typed=(typed or {}).get(b.board, shown), error=(problems or {}).get(b.board, "")))
    return out


def _player_fields(form: FormData) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key in ("name", "federation", "fide_id", "title"):
        value = str(form.get(key) or "").strip()
        if value:
            data[key] = value
    rating = str(form.get("rating") or "").strip()
    if rating:
        data["rating"] = int(rating) if rating.isdigit() else rating
    return data


# ---- the router ------------------------------------------------------------------------------------


def events_pages_router(holder: EventsHolder, env: jinja2.Environment, secret: bytes | None = None,
                        pool: ComputePool | None = None, settings: WebSettings | None = None
                        ) -> tuple[APIRouter, LiveEvents]:
    """The pages' routes and the :class:`LiveEvents` they share (``app.state.live``); the spectators'
    pages are computed in ``pool`` (by default a pool of the live pages' own)."""
    from dataclasses import replace

    from ..store import Conflict, Forbidden, NotFound, StoreError, Unauthorized

    live = LiveEvents(holder, pool, settings)
    signer = Signer(secret if secret is not None else secret_from_env())
    from .events_api import _EventsRoute  # the store's refusals and a missing store extra (503)

    router = APIRouter(include_in_schema=False, route_class=_EventsRoute)
    groups = catalogue_groups()

    def html(request: Request, name: str, context: dict[str, Any], status: int = 200) -> HTMLResponse:
        return HTMLResponse(env.get_template(name).render(context), status_code=status)

    def not_found(request: Request, exc: TiebreakError) -> HTMLResponse:
        return html(request, "events_error.html", {"message": exc.message, "status": 404}, 404)

    # ---- spectators (computed in the compute pool, kept per event version: tiebreak.web.live_reads) ----

    async def reply_of(request: Request, event_id: int, key: ReadKey, *, api: bool = False,
                       headers: Mapping[str, str] | None = None) -> Response:
        """The read ``key`` of the event as a response: 404 for no such event, 503 (with a reason) when
        the pool is over its limit or too busy."""
        from .pool import Busy, Overrun

        try:
            reply = await live.reads.read(event_id, key)
        except NotFound as exc:
            return JSONResponse({"error": exc.as_dict()}, status_code=404) if api else not_found(request, exc)
        except (Overrun, Busy) as exc:
            return unavailable(request, exc, api)
        return Response(reply.body, status_code=reply.status, media_type=reply.media_type,
                        headers={"ETag": f'W/"{reply.version}"', "X-Event-Version": str(reply.version),
                                 **(headers or {})})

    def unavailable(request: Request, exc: Exception, api: bool) -> Response:
        from .pool import Overrun

        message = (f"This event needs more than {exc.seconds:g} s of computing, the limit of this site."
                   if isinstance(exc, Overrun) else f"The server is too busy ({exc}); try again in a moment.")
        if api:
            error = {"message": message, "field": "server", "line": None, "column": None}
            return JSONResponse({"error": error}, status_code=503, headers={"Retry-After": "5"})
        response = html(request, "events_error.html", {"message": message, "status": 503}, 503)
        response.headers["Retry-After"] = "5"
        return response

    def key_of(request: Request, kind: str) -> ReadKey:
        from .live_reads import ReadKey

        page = _int_param(request.query_params.get("page"))
        return ReadKey(kind, player=_int_param(request.query_params.get("player")),
                       round=_int_param(request.query_params.get("round")), page=page or 1)

    @router.get("/events/{event_id}", response_class=HTMLResponse)
    async def event_page(request: Request, event_id: int) -> Response:
        return await reply_of(request, event_id, key_of(request, "page"))

    @router.get("/events/{event_id}/board", response_class=HTMLResponse)
    async def board_page(request: Request, event_id: int) -> Response:
        key = key_of(request, "boardpage")
        return await reply_of(request, event_id, replace(key, player=None, round=None))

    @router.get("/events/{event_id}/print", response_class=HTMLResponse)
    async def print_page(request: Request, event_id: int) -> Response:
        from .live_reads import ReadKey

        response = await reply_of(request, event_id, ReadKey("print"))
        if response.status_code == 200:
            response.headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'"
        return response

    @router.get("/events/{event_id}/live")
    async def live_part(request: Request, event_id: int) -> Response:
        """The changing part of a page (``view=board`` for the hall screen), ETag: the event version. A
        client that has the version now gets 304 without the database being asked (the version comes
        from this process's hub)."""
        board = request.query_params.get("view") == "board"
        key = key_of(request, "board" if board else "part")
        if board:
            key = replace(key, player=None, round=None)
        try:
            version = await live.reads.version(event_id)
        except NotFound as exc:
            return JSONResponse({"error": exc.as_dict()}, status_code=404)
        etag = f'W/"{version}"'
        if request.headers.get("if-none-match") == etag:
            return Response(status_code=304, headers={"ETag": etag})
        return await reply_of(request, event_id, key, headers={"Cache-Control": "no-cache"})

    @router.get("/api/events/{event_id}/stream", response_model=None)
    async def stream(request: Request, event_id: int) -> Response:
        """Server-Sent Events: ``event: version`` with ``{"version": n}`` after every accepted write; with
        ``?part=page`` (or ``board``) also ``event: part`` with ``{"version", "html"}``, the rendered
        live part of each version (the default view: no player chosen, the last round, page 1)."""
        try:
            version = await live.reads.version(event_id)
        except NotFound as exc:
            return JSONResponse({"error": exc.as_dict()}, status_code=404)
        last = _int_param(request.headers.get("last-event-id"))
        part = request.query_params.get("part")
        part = part if part in PARTS else None
        live.watch_sqlite()
        return StreamingResponse(
            sse_stream(live.hub, event_id, version, last, part), media_type="text/event-stream",
            headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    # ---- the arbiter ----

    def same_origin(request: Request) -> bool:
        """A form posted from another site (its browser says so in ``Origin``) is refused. The pages send
        ``Referrer-Policy: no-referrer``, under which browsers post ``Origin: null`` from this site too:
        that one is let through to the CSRF check."""
        origin = request.headers.get("origin")
        if origin is None or origin == "null":
            return True
        return origin.split("://", 1)[-1] == request.headers.get("host", "")

    def cookie_name(event_id: int) -> str:
        return f"tb_arbiter_{event_id}"

    def session_of(request: Request, event_id: int) -> dict[str, Any] | None:
        """The open session whose id the cookie holds (looked up by its digest), or None."""
        from ..store.service import SessionKey

        key = request.cookies.get(cookie_name(event_id), "")
        if not key or not key.isascii() or len(key) > 200:
            return None
        actor = live.store.session_actor(event_id, key)
        return None if actor is None else {"a": actor, "t": SessionKey(key), "n": key}

    def login_page(request: Request, event_id: int, message: str = "", status: int = 200) -> HTMLResponse:
        response = html(request, "events_login.html", {"event_id": event_id, "message": message}, status)
        response.delete_cookie(cookie_name(event_id), path=f"/events/{event_id}/arbiter")
        return response

    def desk(request: Request, event_id: int, session: dict[str, Any], *, rnd: int | None = None,
             entries: list[BoardEntry] | None = None, errors: dict[str, str] | None = None,
             reason: str = "", status: int = 200) -> HTMLResponse:
        store = live.store
        snap = store.snapshot(event_id)
        audit = store.audit(event_id)
        shown = rnd if rnd is not None and 1 <= rnd <= snap.paired_rounds else snap.paired_rounds
        items = tuple(describe(c) for c in snap.tiebreaks)
        context = {
            "event_id": event_id, "snap": snap, "actor": session.get("a", ""),
            "csrf": signer.csrf(str(session.get("n", ""))), "round": shown,
            "entries": entries if entries is not None else board_entries(snap, shown) if shown else [],
            "byes": [b for b in snap.round_boards(shown) if b.black is None] if shown else [],
            "errors": errors or {}, "reason": reason, "items": items, "groups": groups, "presets": PRESETS,
            "audit": list(reversed(audit))[:100], "audit_total": len(audit),
            "next_round": snap.paired_rounds + 1 if snap.paired_rounds < snap.planned_rounds else None,
            "status": event_status(snap)[1], "saved": request.query_params.get("saved", ""),
            "players": sorted(snap.players.values(), key=lambda p: p.sno),
        }
        return html(request, "events_arbiter.html", context, status)

    @router.get("/events/{event_id}/arbiter", response_class=HTMLResponse)
    def arbiter(request: Request, event_id: EventId) -> HTMLResponse:
        try:
            live.store.snapshot(event_id)
        except NotFound as exc:
            return not_found(request, exc)
        session = session_of(request, event_id)
        if session is None:
            return login_page(request, event_id)
        return desk(request, event_id, session, rnd=_int_param(request.query_params.get("round")))

    @router.post("/events/{event_id}/arbiter/login", response_class=HTMLResponse)
    async def login(request: Request, event_id: EventId) -> Response:
        form = await request.form()
        token = str(form.get("token") or "").strip()
        if not same_origin(request):
            return login_page(request, event_id, "This form did not come from this site.", 403)
        try:
            key, _ = await run_in_threadpool(live.store.open_session, event_id, token)
        except NotFound as exc:
            return not_found(request, exc)
        except (Unauthorized, Forbidden):
            return login_page(request, event_id, "This token does not open this event.", 403)
        response = RedirectResponse(f"/events/{event_id}/arbiter", status_code=303)
        response.set_cookie(cookie_name(event_id), key, max_age=SESSION_SECONDS,
                            path=f"/events/{event_id}/arbiter", httponly=True, samesite="strict",
                            secure=request.url.scheme == "https")
        return response

    @router.post("/events/{event_id}/arbiter/logout")
    async def logout(request: Request, event_id: EventId) -> Response:
        key = request.cookies.get(cookie_name(event_id), "")
        if key and key.isascii() and len(key) <= 200:
            await run_in_threadpool(live.store.end_session, event_id, key)
        response = RedirectResponse(f"/events/{event_id}", status_code=303)
        response.delete_cookie(cookie_name(event_id), path=f"/events/{event_id}/arbiter")
        return response

    @router.post("/events/{event_id}/arbiter/{action}", response_class=HTMLResponse)
    async def act(request: Request, event_id: EventId, action: str) -> Response:
        session = await run_in_threadpool(session_of, request, event_id)
        if session is None:
            return login_page(request, event_id, "Your session has ended: enter the token again.", 401)
        form = await request.form()
        csrf = str(form.get("csrf") or "")
        if not same_origin(request) or not signer.csrf_ok(str(session.get("n", "")), csrf):
            return html(request, "events_error.html", {
                "message": "This form is out of date or did not come from this site (CSRF check failed). "
                           "Reload the page and send it again.", "status": 403}, 403)
        upload = form.get("file")
        upload_text = ""
        upload_name = ""
        if isinstance(upload, UploadFile) and upload.filename:
            upload_text = decode(await upload.read(4 * 1024 * 1024))
            upload_name = upload.filename
        await form.close()  # the upload's temporary file (the text fields stay readable)
        return await run_in_threadpool(
            handle, request, event_id, action, form, session, upload_text, upload_name)

    def handle(request: Request, event_id: int, action: str, form: FormData, session: dict[str, Any],
               upload_text: str, upload_name: str) -> Response:
        store = live.store
        token: str = session["t"]  # the session (a SessionKey): writes go through it
        rnd = _int_param(str(form.get("round") or ""))
        reason = str(form.get("reason") or "").strip()
        try:
            if action == "results":
                snap = store.snapshot(event_id)
                if rnd is None or not 1 <= rnd <= snap.paired_rounds:
                    raise StoreError("choose a paired round", field="round")
                items, typed, problems, correction = result_items(form, snap, rnd)
                if correction and not reason and not problems:
                    raise StoreError("a correction of an entered result needs a reason", field="reason")
                if problems:
                    return desk(request, event_id, session, rnd=rnd, reason=reason, status=409,
                                entries=board_entries(snap, rnd, typed, problems),
                                errors={"results": f"{len(problems)} board(s) changed since you loaded the "
                                                   "page; nothing was saved."})
                if not items:
                    return redirect(event_id, rnd, "nothing changed")
                try:
                    w = store.set_round_results(event_id, token, rnd, items, reason=reason)
                except Conflict as exc:  # another arbiter saved between our check and our write
                    snap = store.snapshot(event_id)
                    board = exc.current.get("board")
                    problems = {board: exc.message} if isinstance(board, int) else {}
                    return desk(request, event_id, session, rnd=rnd, reason=reason, status=409,
                                entries=board_entries(snap, rnd, typed, problems),
                                errors={"results": exc.message + "; nothing was saved."})
                except StoreError as exc:
                    board = _board_of_field(exc.field, items)
                    problems = {board: exc.message} if board is not None else {}
                    return desk(request, event_id, session, rnd=rnd, reason=reason, status=exc.status,
                                entries=board_entries(store.snapshot(event_id), rnd, typed, problems),
                                errors={"results": exc.message + "; nothing was saved."})
                return redirect(event_id, rnd, f"{len(items)} result(s) saved, version {w.version}")
            if action == "pairings":
                target = rnd or store.snapshot(event_id).paired_rounds + 1
                if form.get("how") == "berger":
                    w = store.pair_round_robin(event_id, token, None)
                    return redirect(event_id, target, f"round robin paired from the Berger tables (version "
                                                      f"{w.version})")
                if upload_text:
                    w = store.import_round(event_id, token, upload_text, target, source=upload_name,
                                           reason=reason)
                else:
                    from ..store import board_inputs

                    boards = board_inputs(parse_pairings(str(form.get("pairings") or "")))
                    w = store.set_pairings(event_id, token, target, boards, reason=reason)
                return redirect(event_id, target, f"round {target} paired (version {w.version})")
            if action == "tiebreaks":
                snap = store.snapshot(event_id)
                op = str(form.get("op") or "")
                state = apply_op(FormState(tiebreaks=snap.tiebreaks), op, str(form.get("add_code") or
                                                                            form.get("add") or ""))
                if state.tiebreaks == snap.tiebreaks:
                    return redirect(event_id, rnd, "the tie-break list is unchanged")
                w = store.set_tiebreaks(event_id, token, list(state.tiebreaks), override=snap.locked,
                                        reason=reason)
                return redirect(event_id, rnd, f"tie-break list saved (version {w.version})", "setup")
            if action == "players":
                from ..store import player_input

                w = store.add_player(event_id, token, player_input(_player_fields(form)))
                return redirect(event_id, rnd, f"player {w.data.get('sno', '')} registered", "players")
            if action == "withdraw":
                sno = _int_param(str(form.get("sno") or ""))
                start = _int_param(str(form.get("from_round") or ""))
                if sno is None or start is None:
                    raise StoreError("give the player's starting number and the first round missed",
                                     field="withdraw")
                store.withdraw(event_id, token, sno, start)
                return redirect(event_id, rnd, f"player {sno} withdrawn from round {start}", "players")
            return not_found(request, NotFound(f"there is no arbiter action {action!r}"))
        except (Unauthorized, Forbidden):
            return login_page(request, event_id, "This token no longer opens this event.", 403)
        except NotFound as exc:
            return not_found(request, exc)
        except TiebreakError as exc:  # the store's refusals, and a TRF file that cannot be read
            where = location_text(exc)
            section = {"results": "results", "pairings": "pairings", "tiebreaks": "setup",
                       "players": "players", "withdraw": "players"}[action]
            status = getattr(exc, "status", 422)
            return desk(request, event_id, session, rnd=rnd, reason=reason, status=status,
                        errors={section: (f"{where}: " if where else "") + exc.message})

    def redirect(event_id: int, rnd: int | None, saved: str, anchor: str = "results") -> Response:
        from urllib.parse import urlencode

        query = urlencode({k: v for k, v in (("round", rnd), ("saved", saved)) if v is not None})
        return RedirectResponse(f"/events/{event_id}/arbiter?{query}#{anchor}", status_code=303)

    return router, live


def _board_of_field(name: str, items: list[dict[str, Any]]) -> int | None:
    """The board a store error's field (``results[2].result``) points at."""
    if name.startswith("results[") and "]" in name:
        index = name[len("results["):name.index("]")]
        if index.isdigit() and int(index) < len(items):
            return int(items[int(index)]["board"])
    return None
