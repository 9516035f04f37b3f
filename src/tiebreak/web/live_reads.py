"""Live reads: the spectators' pages and the standings API of live events, computed in the compute pool
(:mod:`tiebreak.web.pool`, under its CPU-time limit) and kept per event version.

What a read answers depends only on the event's version and the request's parameters, so each answer is
computed once per version and kept, as bytes, in a cache bounded by bytes
(:class:`tiebreak.model.cache.ByteLRU`);
a write makes a new version, and the next read of it computes again. Readers of the same version that
arrive while it is being computed wait for that one computation.

The version comes from the process's :class:`~tiebreak.web.live.LiveHub` (the store's own writes, and on
PostgreSQL every other process's through ``NOTIFY``), so a read whose answer is cached, and a ``304`` of
the live part, do not query the database at all.

After each write the process that took it renders what every spectator needs at once, the live part of
the default view (:data:`SHARED`), keeps it, pushes it to the spectators' streams that asked for it
(``?part=page``), and on PostgreSQL sends it, compressed, to every other process on the channel
:data:`PARTS_CHANNEL` (``NOTIFY`` payloads of at most 7,900 bytes, in one transaction; a process ignores
its own): each version's live part is computed and rendered once for all processes, and reaches every
spectator inside its stream, with no request and no database round trip per spectator. A process that
heard of a write but not of its rendering within :data:`SHARE_WAIT` seconds (a ``tiebreak event`` command
wrote it, or the writing process stopped) renders it itself. The other answers (the whole page, the
standings JSON, the hall screen's part) are computed on demand, once per version in the process asked;
a process whose streams follow an event's hall screen (``?part=board``) renders its part as soon as it
has the version's live part, and pushes it.

Large events are shown :data:`PAGE_ROWS` players at a time (``?page=N``): the first screen of a
20,000-player event is about 100 kB, not 22 MB.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import pickle
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import anyio.from_thread
from starlette.concurrency import run_in_threadpool
from starlette.responses import JSONResponse, Response

from ..model.cache import ByteLRU
from .errors import of_status, refusal
from .wording import API, worded

if TYPE_CHECKING:
    from ..store import CachedEventStore as EventStore
    from ..store.snapshot import Snapshot
    from .live import LiveHub
    from .pool import ComputePool
    from .settings import WebSettings

__all__ = ["PAGE_ROWS", "PARTS_CHANNEL", "SHARED", "LiveReads", "ReadKey", "Reply", "live_json", "read_job"]

PAGE_ROWS = 100
"""Players per page of a live event's standings and crosstable (boards: half as many)."""
PARTS_CHANNEL = "tiebreak_parts"
"""The PostgreSQL channel that carries rendered answers from the process that rendered them."""
SHARE_WAIT = 5.0
"""Seconds a process waits for another's rendering of a version it heard of, before rendering it (a
notice of a later write of the same event meanwhile starts the wait again: the writer is alive)."""
SHARE_PATIENCE = 30.0
"""Seconds it waits on while renderings of other versions keep coming from the other processes (a loaded
machine, not a writer gone: on a loaded machine every process rendering every version made it worse)."""
_CHUNK = 7_900
"""Bytes of one ``NOTIFY`` payload (PostgreSQL takes up to 8,000)."""
_SHARE_LIMIT = 512 * 1024
"""Compressed answers larger than this are not sent to the other processes (each renders its own)."""


@dataclass(frozen=True)
class ReadKey:
    """What a read asks, beside the event: the kind of answer and its parameters."""

    kind: str
    """``part`` (the live part of the page), ``board`` (the hall screen's part), ``page``, ``boardpage``,
    ``print``, ``standings`` (JSON), ``explanation`` (JSON, one player), ``trf`` (the TRF-2026 export)."""
    player: int | None = None
    round: int | None = None
    page: int = 1
    after_round: int | None = None
    explain: bool = False


@dataclass(frozen=True)
class Reply:
    """An answer: status, media type, body, and the event version it shows."""

    status: int
    media_type: str
    body: bytes
    version: int


SHARED = (ReadKey("part"),)
"""The answers rendered after every write (and shared between processes on PostgreSQL): the live part of
the default view, which every spectator's stream receives (the page, the standings JSON and the rest are
rendered on demand: with 20 results a second, rendering them all after every write took the writing
process's compute worker 2.2 times as long)."""
BOARD = ReadKey("board")
"""The hall screen's part: rendered after the live part by a process whose streams follow it."""
_HTML = "text/html; charset=utf-8"
_JSON = "application/json"


# ---- in the compute worker ----------------------------------------------------------------------------


def read_job(
    settings: WebSettings, blob: bytes, keys: tuple[ReadKey, ...], at: str | None = None
) -> list[tuple[int, str, bytes]]:
    """In a compute worker: the answers to ``keys`` for the pickled snapshot ``blob`` (the standings are
    computed once per round asked)."""
    from ..store.errors import StoreError
    from ..store.service import _compute

    snap: Snapshot = pickle.loads(blob)
    computed: dict[int | None, Any] = {}
    out = []
    for key in keys:
        try:
            if key.after_round not in computed:
                computed[key.after_round] = _compute(snap, key.after_round)
            out.append(_render(snap, computed[key.after_round], key, settings, at))
        except StoreError as exc:
            out.append(_refusal(key, exc.message, exc.field, exc.status))
    return out


def warm_workers() -> None:
    """What a compute worker of a server with live events runs before its first job: the calculator's
    warm-up and the live pages' (:func:`warm_up`)."""
    from .jobs import warm_up as calculator_warm_up

    calculator_warm_up()
    warm_up()


def warm_up() -> None:
    """In a compute worker before its first job: import the live events' code and compile their
    templates, so that the first renderings after a server starts are not held up by it (2 s on a loaded
    machine, during which every write's rendering waited). Nothing to do without the store extra."""
    try:
        from ..store.service import _compute  # noqa: F401
        from .events_pages import live_page_of  # noqa: F401
    except ImportError:
        return
    from .jobs import _environment

    env = _environment()
    for name in (
        "events_part.html",
        "events_part_board.html",
        "events_live.html",
        "events_board.html",
        "print.html",
        "events_error.html",
    ):
        env.get_template(name)


def _refusal(key: ReadKey, message: str, field: str, status: int) -> tuple[int, str, bytes]:
    if key.kind in ("standings", "explanation"):
        return status, _JSON, json.dumps(refusal(status, message, field).body()).encode()
    from .jobs import _environment

    html = _environment().get_template("events_error.html").render(message=message, status=status)
    return status, _HTML, html.encode()


def _render(
    snap: Snapshot, s: Any, key: ReadKey, settings: WebSettings, at: str | None
) -> tuple[int, str, bytes]:
    from .events_pages import live_page_of
    from .jobs import _environment

    if key.kind == "standings":
        from ..store.service import standings_view

        data = standings_view(snap, s, key.after_round, at)
        data = {**data, "warnings": [worded(w, API) for w in data["warnings"]]}  # the API's words
        if key.explain:
            from ..explanations.explain import explain_groups, to_data

            data = {**data, "explanation": to_data(explain_groups(s))}
        body = json.dumps(data).encode()
        if len(body) > settings.max_response_bytes:
            return _refusal(
                key,
                f"the answer would be over {settings.max_response_bytes} bytes: ask without "
                "explain, or for one player's explanation",
                "explain",
                422,
            )
        return 200, _JSON, body
    if key.kind == "trf":
        from ..store.views import trf_export

        return 200, "text/plain; charset=utf-8", trf_export(snap, s).encode()
    if key.kind == "explanation":
        from .service import explain_data

        if key.player is None or all(r.sno != key.player for r in s.rows):
            return _refusal(key, f"event {snap.id} has no player {key.player}", "sno", 404)
        return 200, _JSON, json.dumps(explain_data(s, key.player)).encode()
    env = _environment()
    if key.kind == "print":
        page = live_page_of(snap, s, full=False, page_no=None)
        view = page.view
        if page.status != "final":
            view = replace(view, warnings=(page.status_text, *view.warnings))
        return 200, _HTML, env.get_template("print.html").render(view=view).encode()
    full = key.kind in ("part", "page")
    page = live_page_of(snap, s, player=key.player, rnd=key.round, full=full, page_no=key.page)
    template = {
        "part": "events_part.html",
        "board": "events_part_board.html",
        "page": "events_live.html",
        "boardpage": "events_board.html",
    }[key.kind]
    html = env.get_template(template).render(page=page, event_id=snap.id, player=key.player, chosen=key.round)
    return 200, _HTML, html.encode()


# ---- in the server process ---------------------------------------------------------------------------


class LiveReads:
    """The reads of one server process: cache, computations in flight, and the sharing of renderings."""

    def __init__(
        self,
        store: Callable[[], EventStore],
        hub: LiveHub,
        pool: ComputePool,
        settings: WebSettings,
        cache_bytes: int = 32 * 1024 * 1024,
    ) -> None:
        self._store = store
        self.hub = hub
        self.pool = pool
        self.settings = settings
        self.cache: ByteLRU[tuple[int, ReadKey], Reply] = ByteLRU(cache_bytes, lambda r: len(r.body) + 200)
        self._blobs: ByteLRU[tuple[int, int], bytes] = ByteLRU(cache_bytes // 4)
        self._flights: dict[tuple[int, int, tuple[ReadKey, ...]], asyncio.Future[list[Reply]]] = {}
        self._waiting: dict[tuple[int, int], asyncio.Future[None]] = {}
        self._rendering: dict[int, bool] = {}
        self._heard_at: dict[int, float] = {}
        self._shared_at = float("-inf")
        """When a rendering last came from another process (``time.monotonic``)."""
        self._tasks: set[asyncio.Task[None]] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self.share: Callable[[int, int, list[tuple[ReadKey, Reply]]], None] | None = None
        """Sends renderings to the other processes (set on PostgreSQL); called in a thread."""
        self.trusted: Callable[[int], bool] = lambda event_id: False
        """Whether the hub's version of an event is current (PostgreSQL's notices, or a followed event)."""
        self.renders = 0
        """Computations run in the pool (for tests and benchmarks)."""

    # -- versions --
    async def version(self, event_id: int) -> int:
        """The event's version now: the hub's when current, else one small query (which the hub then
        keeps). :raises NotFound: for an event that does not exist."""
        self._loop = asyncio.get_running_loop()
        known = self.hub.latest(event_id)
        if known and self.trusted(event_id):
            return known
        store = self._store()
        snap = await run_in_threadpool(store.snapshot, event_id)
        self.hub.note(event_id, snap.version)
        return snap.version

    # -- reads --
    async def read(self, event_id: int, key: ReadKey) -> Reply:
        """The answer to ``key`` for the event now (cached per version)."""
        version = await self.version(event_id)
        found = self.cache.get((event_id, key))
        if found is not None and found.version >= version:
            return found
        expected = self._waiting.get((event_id, version))
        if expected is not None and key in SHARED:  # another process is rendering it: wait for that
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(expected), SHARE_WAIT)
            found = self.cache.get((event_id, key))
            if found is not None and found.version >= version:
                return found
        return (await self.compute(event_id, version, (key,)))[0]

    async def read_at(self, event_id: int, key: ReadKey, at: Any, at_text: str | None) -> Reply:
        """The standings as they stood at the moment ``at`` (computed for each request, in the pool)."""
        store = self._store()
        snap = await run_in_threadpool(store.snapshot_at, event_id, at)
        blob = await run_in_threadpool(_pickled, snap)
        status, media, body = (await self.pool.run(read_job, self.settings, blob, (key,), at_text))[0]
        return Reply(status, media, body, snap.version)

    async def compute(self, event_id: int, version: int, keys: tuple[ReadKey, ...]) -> list[Reply]:
        """The answers to ``keys`` for version ``version`` (or newer) of the event: one computation in the
        pool, shared by every caller asking the same meanwhile."""
        self._loop = asyncio.get_running_loop()
        flight_key = (event_id, version, keys)
        flight = self._flights.get(flight_key)
        if flight is not None:
            return await asyncio.shield(flight)
        flight = asyncio.get_running_loop().create_future()
        self._flights[flight_key] = flight
        try:
            replies = await self._compute(event_id, version, keys)
        except BaseException as exc:
            flight.set_exception(exc)
            flight.exception()  # retrieved: no warning when nobody else was waiting
            raise
        finally:
            del self._flights[flight_key]
        flight.set_result(replies)
        return replies

    async def _compute(self, event_id: int, version: int, keys: tuple[ReadKey, ...]) -> list[Reply]:
        store = self._store()
        snap = store.cached_snapshot(event_id)
        if snap is None or snap.version < version:
            snap = await run_in_threadpool(store.snapshot, event_id)
        blob = self._blobs.get((event_id, snap.version))
        if blob is None:
            blob = await run_in_threadpool(_pickled, snap)
            self._blobs.put((event_id, snap.version), blob)
        answers = await self.pool.run(read_job, self.settings, blob, keys)
        self.renders += 1
        replies = [Reply(status, media, body, snap.version) for status, media, body in answers]
        for key, reply in zip(keys, replies, strict=True):
            self._keep(event_id, key, reply)
        return replies

    def _keep(self, event_id: int, key: ReadKey, reply: Reply) -> None:
        old = self.cache.peek((event_id, key))
        if old is None or old.version <= reply.version:
            self.cache.put((event_id, key), reply)

    # -- after a write --
    def written(self, event_id: int, version: int) -> None:
        """The store's listener (any thread): this process took a write; render its answers."""
        if self._loop is None:  # no read yet: the write runs in a worker thread of the event loop's
            with contextlib.suppress(RuntimeError):
                self._loop = anyio.from_thread.run_sync(asyncio.get_running_loop)
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._render_soon, event_id)

    def heard(self, event_id: int, version: int) -> None:
        """Another process took a write (its ``NOTIFY``, any thread): expect its renderings."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._expect, event_id, version)

    def _expect(self, event_id: int, version: int) -> None:
        if (event_id, version) in self._waiting:
            return
        waiting = asyncio.get_running_loop().create_future()
        self._waiting[(event_id, version)] = waiting
        self._heard_at[event_id] = asyncio.get_running_loop().time()
        since = time.monotonic()

        def give_up() -> None:
            if (event_id, version) not in self._waiting:
                return
            now = asyncio.get_running_loop().time()
            last = self._heard_at.get(event_id, 0.0)
            if now - last < SHARE_WAIT * 0.9:  # a later notice: the writer is alive, wait on
                asyncio.get_running_loop().call_later(SHARE_WAIT, give_up)
                return
            clock = time.monotonic()
            if clock - self._shared_at < SHARE_WAIT and clock - since < SHARE_PATIENCE:
                # renderings keep coming from the other processes: the machine is slow, not the writer
                # gone; rendering it here too would only add to the load (a browser asks after 3 s)
                asyncio.get_running_loop().call_later(SHARE_WAIT, give_up)
                return
            self._waiting.pop((event_id, version), None)
            self._heard_at.pop(event_id, None)
            found = self.cache.peek((event_id, SHARED[0]))
            if (found is None or found.version < version) and self.hub.subscribers(event_id):
                self._render_soon(event_id, share=False)

        asyncio.get_running_loop().call_later(SHARE_WAIT, give_up)

    def _render_soon(self, event_id: int, share: bool = True) -> None:
        if event_id in self._rendering:
            self._rendering[event_id] = True  # once the rendering in progress ends, render again
            return
        self._rendering[event_id] = False
        task = asyncio.get_running_loop().create_task(self._render(event_id, share))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _render(self, event_id: int, share: bool) -> None:
        try:
            while True:
                self._rendering[event_id] = False
                try:
                    version = await self.version(event_id)
                    replies = await self.compute(event_id, version, SHARED)
                except Exception:  # over the limit, pool busy, event gone: the readers compute on demand
                    return
                self.delivered(event_id, list(zip(SHARED, replies, strict=True)))
                if share and self.share is not None:
                    share_fn = self.share
                    with contextlib.suppress(Exception):  # else the others render it after SHARE_WAIT
                        await run_in_threadpool(
                            share_fn, event_id, replies[0].version, list(zip(SHARED, replies, strict=True))
                        )
                if not self._rendering.get(event_id):
                    return
        finally:
            self._rendering.pop(event_id, None)

    def delivered(self, event_id: int, items: list[tuple[ReadKey, Reply]]) -> None:
        """Renderings of a version (this process's, or another's through PostgreSQL): keep them, wake the
        readers waiting for them and push the live parts to the streams (on the event loop)."""
        version = 0
        for key, reply in items:
            self._keep(event_id, key, reply)
            version = max(version, reply.version)
            if key in (SHARED[0], BOARD) and reply.status == 200:
                self.hub.push_part(
                    event_id, key.kind if key.kind == "board" else "page", reply.version, reply.body
                )
        if version and self.hub.wants(event_id, "board") and BOARD not in dict(items):
            found = self.cache.peek((event_id, BOARD))
            if found is None or found.version < version:
                task = asyncio.get_running_loop().create_task(self._render_board(event_id, version))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
        for (e, v), waiting in list(self._waiting.items()):
            if e == event_id and v <= version:
                del self._waiting[(e, v)]
                if not waiting.done():
                    waiting.set_result(None)
        if not any(e == event_id for e, _ in self._waiting):
            self._heard_at.pop(event_id, None)

    async def _render_board(self, event_id: int, version: int) -> None:
        """The hall screen's part of ``version``, for this process's streams that follow it."""
        with contextlib.suppress(Exception):  # over the limit, pool busy: the screen asks itself in 3 s
            reply = (await self.compute(event_id, version, (BOARD,)))[0]
            if reply.status == 200:
                self.hub.push_part(event_id, "board", reply.version, reply.body)

    def received(self, event_id: int, items: list[tuple[ReadKey, Reply]]) -> None:
        """Renderings from another process (any thread)."""
        self._shared_at = time.monotonic()
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self.delivered, event_id, items)


class _RawJSON(JSONResponse):
    """A JSON answer already encoded (a cached read)."""

    def render(self, content: Any) -> bytes:
        return bytes(content)


def live_json(
    reads: LiveReads,
    event_id: int,
    key: ReadKey,
    moment: Any = None,
    at: str | None = None,
    extra_headers: dict[str, str] | None = None,
) -> Response:
    """A live read of the API, from a route's worker thread: computed in the compute pool and kept per
    event version (``moment``: the standings as they stood then, computed each time); 503 with the
    reason when over the CPU-time limit or too busy.

    :raises NotFound: for an event that does not exist.
    """
    from .pool import Busy, Overrun

    try:
        if moment is None:
            reply = anyio.from_thread.run(reads.read, event_id, key)
        else:
            reply = anyio.from_thread.run(reads.read_at, event_id, key, moment, at)
    except (Overrun, Busy) as exc:
        message = (
            f"these standings need more than {exc.seconds:g} s of computing, the limit of this site"
            if isinstance(exc, Overrun)
            else f"the server is too busy ({exc}); try again in a moment"
        )
        problem = of_status(503, message, "server")
        return JSONResponse(problem.body(), status_code=503, headers=dict(problem.headers))
    headers = {"ETag": f'"{reply.version}"', **(extra_headers or {})} if reply.status == 200 else None
    if reply.media_type != _JSON:  # the TRF export
        return Response(reply.body, status_code=reply.status, media_type=reply.media_type, headers=headers)
    return _RawJSON(reply.body, status_code=reply.status, headers=headers)


def _pickled(snap: Snapshot) -> bytes:
    return pickle.dumps(replace(snap, tournament=None), pickle.HIGHEST_PROTOCOL)


# ---- renderings through PostgreSQL ---------------------------------------------------------------------


def origin(app: str) -> str:
    """The mark of this process and this app (``app``: a token each app draws once) on the payloads it
    sends; it ignores its own when they come back. Two apps in one process (a test, a host embedding
    two) hear each other, and so do the processes a server forks from one app."""
    import os

    return f"{os.getpid():x}.{app}"


def share_payloads(event_id: int, version: int, items: list[tuple[ReadKey, Reply]], app: str) -> list[str]:
    """The ``NOTIFY`` payloads that carry ``items`` (answers of :data:`SHARED`) to the other processes:
    ``origin:event:version:kind:part/parts:`` (:func:`origin` of ``app``) and a slice of the compressed
    answer in base64."""
    payloads = []
    mark = origin(app)
    for key, reply in items:
        if key not in SHARED:
            continue
        head = json.dumps({"s": reply.status, "m": reply.media_type}).encode()
        packed = base64.b64encode(zlib.compress(head + b"\n" + reply.body, 6)).decode("ascii")
        if len(packed) > _SHARE_LIMIT:
            continue
        size = _CHUNK - 64
        slices = [packed[i : i + size] for i in range(0, len(packed), size)] or [""]
        for n, piece in enumerate(slices):
            payloads.append(f"{mark}:{event_id}:{version}:{SHARED.index(key)}:{n}/{len(slices)}:{piece}")
    return payloads


class PartAssembler:
    """Puts the ``NOTIFY`` payloads of :func:`share_payloads` back together (in the listener's thread),
    leaving out those the app ``app`` sent itself."""

    def __init__(self, app: str) -> None:
        self.app = app
        self._pieces: dict[tuple[int, int, int], list[str | None]] = {}

    def add(self, payload: str) -> tuple[int, ReadKey, Reply] | None:
        """One payload; the answer once its last piece came (None for a piece, and for this process's own
        payloads)."""
        try:
            mark, event, version, index, position, piece = payload.split(":", 5)
            if mark == origin(self.app):
                return None
            n, _, total = position.partition("/")
            key = (int(event), int(version), int(index))
            count, number = int(total), int(n)
            if not 0 <= key[2] < len(SHARED) or not 0 <= number < count <= 1000:
                return None
        except ValueError:
            return None
        pieces = self._pieces.setdefault(key, [None] * count)
        if len(pieces) != count:
            return None
        pieces[number] = piece
        if any(p is None for p in pieces):
            if len(self._pieces) > 256:  # pieces of an answer that never completed: forget the oldest
                self._pieces.pop(next(iter(self._pieces)))
            return None
        del self._pieces[key]
        try:
            data = zlib.decompress(base64.b64decode("".join(p or "" for p in pieces)))
            head, _, body = data.partition(b"\n")
            meta = json.loads(head)
            return key[0], SHARED[key[2]], Reply(int(meta["s"]), str(meta["m"]), body, key[1])
        except (ValueError, KeyError, zlib.error):
            return None
