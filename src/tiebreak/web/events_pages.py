"""The live events' pages, without their routes: what a spectator's page shows, and the arbiter's
forms read.

:class:`LiveEvents` wires the store to this process's hub and live reads; :func:`live_page_of` is what a
spectator's page shows for the standings of a snapshot (computed in the compute pool by
:mod:`tiebreak.web.live_reads`); :func:`parse_pairings`, :func:`result_items` and :func:`board_entries`
read and show the arbiter's forms. The routes are :mod:`tiebreak.web.routes.pages` (the spectators')
and :mod:`tiebreak.web.routes.desk` (the arbiter's). Every page is complete without JavaScript;
``static/live.js`` follows the stream and swaps the changing part in.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData

from ..model.tournament import Result
from ..presenters.standings import format_value
from ..store import StoreError
from ..store.inputs import show_result
from .live import LiveHub, PostgresListener
from .live_reads import PAGE_ROWS, PARTS_CHANNEL, LiveReads, PartAssembler, share_payloads, warm_workers
from .parsing import int_param
from .pool import ComputePool
from .service import FormState, View, build_view
from .settings import WebSettings

if TYPE_CHECKING:
    from ..ranking.engine import Standings
    from ..store import CachedEventStore as EventStore
    from ..store.snapshot import BoardState, Snapshot
    from .events_api import EventsHolder
    from .live_reads import ReadKey, Reply

__all__ = [
    "RESULT_KEYS",
    "SESSION_SECONDS",
    "BoardEntry",
    "CrossRow",
    "LiveEvents",
    "LivePage",
    "PairingRow",
    "board_entries",
    "board_of_field",
    "crosstable_rows",
    "event_status",
    "live_page_of",
    "pairing_rows",
    "parse_pairings",
    "player_fields",
    "result_items",
]

SESSION_SECONDS = 12 * 3600
"""The cookie's lifetime: the session's in the store (``tiebreak.store.service.SESSION_SECONDS``)."""
WATCH_SECONDS = 1.0
RESULT_KEYS = {"1": "1-0", "=": "½-½", "0": "0-1", "+": "+/-", "-": "-/+"}
"""What a key typed in a result cell means (``static/live.js`` maps the same keys)."""
_SYMBOL = {
    Result.WIN: "1",
    Result.DRAW: "½",
    Result.LOSS: "0",
    Result.WIN_UNRATED: "1",
    Result.DRAW_UNRATED: "½",
    Result.LOSS_UNRATED: "0",
    Result.FORFEIT_WIN: "+",
    Result.FORFEIT_LOSS: "−",
    Result.UNKNOWN: "?",
}


class LiveEvents:
    """The store (opened on first use) wired to this process's :class:`LiveHub` and
    :class:`~tiebreak.web.live_reads.LiveReads`: the store's listener and, on PostgreSQL, a ``LISTEN``
    thread (the other processes' writes, and their renderings)."""

    def __init__(
        self, holder: EventsHolder, pool: ComputePool | None = None, settings: WebSettings | None = None
    ) -> None:
        self.holder = holder
        self.hub = LiveHub()
        self.listener: PostgresListener | None = None
        self._lock = threading.Lock()
        self._wired = False
        self._app = secrets.token_hex(6)
        """This app's mark on the renderings it shares (:func:`~tiebreak.web.live_reads.origin`)."""
        self._watcher: asyncio.Task[None] | None = None
        self.settings = settings or WebSettings()
        self._own_pool = pool is None
        self.pool = pool or ComputePool(
            self.settings.worker_count, self.settings.cpu_limit, warm=warm_workers
        )
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
        from ..store.service import NOTIFY_CHANNEL  # the store extra (SQLAlchemy): a store is open

        store.listeners.append(self.hub.publish)
        store.listeners.append(self.reads.written)
        if not store.engines.sqlite:
            url = store.engines.write.url.set(drivername="postgresql")
            assembler = PartAssembler(self._app)

            def on_part(payload: str) -> None:
                done = assembler.add(payload)
                if done is not None:
                    self.reads.received(done[0], [(done[1], done[2])])

            self.reads.share = self._share
            self.listener = PostgresListener(
                url.render_as_string(hide_password=False),
                self.hub,
                NOTIFY_CHANNEL,
                heard=self.reads.heard,
                parts=PARTS_CHANNEL,
                on_part=on_part,
            )
        self._wired = True

    def _share(self, event_id: int, version: int, items: list[tuple[ReadKey, Reply]]) -> None:
        """Send renderings to the other processes: ``NOTIFY`` payloads in one short transaction."""
        from sqlalchemy import func, select

        payloads = share_payloads(event_id, version, items, self._app)
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
        return "provisional", (
            f"Provisional: round {r} has {total - _pending(snap, r)} of {total} results; "
            "the table may still change."
        )
    if snap.paired_rounds < snap.planned_rounds:
        return "provisional", (f"Provisional: after round {snap.paired_rounds} of {snap.planned_rounds}.")
    return "final", f"Final standings after round {snap.planned_rounds}."


def _name(snap: Snapshot, sno: int | None) -> str:
    if sno is None:
        return ""
    p = snap.players.get(sno)
    return p.name if p is not None else f"#{sno}"


def _board_text(b: BoardState) -> str:
    return show_result(b.code)


def pairing_rows(snap: Snapshot, s: Standings, rnd: int) -> tuple[PairingRow, ...]:
    points = {r.sno: format_value(r.points, "0") for r in s.rows}
    return tuple(
        PairingRow(
            board=b.board,
            white=_name(snap, b.white),
            white_sno=b.white,
            white_points=points.get(b.white, ""),
            black=_name(snap, b.black) if b.black is not None else _bye_label(b.code),
            black_sno=b.black,
            black_points=points.get(b.black, "") if b.black is not None else "",
            result=_board_text(b),
            pending=b.black is not None and not b.result,
        )
        for b in snap.round_boards(rnd)
    )


def _bye_label(code: str) -> str:
    return {
        "U": "bye (pairing-allocated)",
        "F": "bye (full point)",
        "H": "bye (half point)",
        "Z": "bye (zero point)",
        "+": "forfeit won",
        "-": "forfeit lost",
    }.get(code, "bye")


def crosstable_rows(snap: Snapshot, s: Standings) -> tuple[CrossRow, ...]:
    """Chess-results style: per round the opponent's rank, colour and this player's result."""
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
            white, black = b.pair
            for me, other, colour, res in ((b.white, b.black, "w", white), (b.black, b.white, "b", black)):
                if me in cells:
                    mark = "" if not b.result else _SYMBOL.get(res, res.value)
                    cells[me].append(f"{rank_of.get(other, other)}{colour}{mark}")
                    seen.add(me)
        for sno, row in cells.items():
            if sno not in seen:
                row.append(snap.byes[(sno, rnd)].value if (sno, rnd) in snap.byes else "–")
    return tuple(
        CrossRow(
            rank=str(r.rank),
            sno=r.sno,
            name=r.name,
            points=format_value(r.points, "0"),
            cells=tuple(cells[r.sno]),
        )
        for r in s.rows
    )


def live_page_of(
    snap: Snapshot,
    s: Standings,
    *,
    player: int | None = None,
    rnd: int | None = None,
    full: bool = True,
    page_no: int | None = 1,
) -> LivePage:
    """Everything a spectator's page shows for the standings ``s`` of ``snap``: the players of page
    ``page_no`` (:data:`~tiebreak.web.live_reads.PAGE_ROWS` a page: the standings, the crosstable, and the
    boards of the round shown, half as many), or every player (``page_no`` None, the printable table)."""
    from dataclasses import replace

    status, text = event_status(snap)
    from .settings import WebSettings

    # the live pages show no Buchholz chart (the calculator's page does): it is not drawn for them
    view = build_view(
        FormState(tiebreaks=snap.tiebreaks, player=player), WebSettings(chart_players=0), standings=s
    )
    shown = rnd if rnd is not None and 1 <= rnd <= snap.paired_rounds else snap.paired_rounds
    pages = max(1, -(-len(view.rows) // PAGE_ROWS)) if page_no is not None else 1
    number = min(max(page_no or 1, 1), pages)
    first, last = (number - 1) * PAGE_ROWS, number * PAGE_ROWS
    if pages > 1:
        view = replace(view, rows=view.rows[first:last])
    page = LivePage(
        snap=snap,
        view=view,
        status=status,
        status_text=text,
        round=shown,
        rounds=tuple(range(1, snap.paired_rounds + 1)),
        page_no=number,
        pages=pages,
        players=len(s.rows),
        first_row=first + 1,
        last_row=min(last, len(s.rows)),
    )
    if full and shown:
        boards = pairing_rows(snap, s, shown)
        page.pairings = boards[first // 2 : last // 2] if pages > 1 else boards
    if full:
        rows = crosstable_rows(snap, s)
        page.crosstable = rows[first:last] if pages > 1 else rows
    return page


# ---- the arbiter's forms --------------------------------------------------------------------------


def parse_pairings(text: str) -> list[dict[str, Any]]:
    """Typed pairings, one board per line: ``WHITE BLACK`` (starting numbers), or ``SNO bye [U|F|H|Z]``.

    >>> parse_pairings("3 1\\n5 bye H")
    [{'board': 1, 'white': 3, 'black': 1}, {'board': 2, 'white': 5, 'bye': 'H'}]
    """
    boards: list[dict[str, Any]] = []
    for number, line in enumerate(text.splitlines(), 1):
        parts = line.replace("-", " ").replace(",", " ").split()
        if not parts:
            continue
        board = len(boards) + 1
        if len(parts) in (2, 3) and parts[0].isdecimal() and parts[1].lower() == "bye":
            kind = parts[2].upper() if len(parts) == 3 else "U"
            boards.append({"board": board, "white": int(parts[0]), "bye": kind})
        elif len(parts) == 2 and parts[0].isdecimal() and parts[1].isdecimal():
            boards.append({"board": board, "white": int(parts[0]), "black": int(parts[1])})
        else:
            raise StoreError(
                f"line {number}: expected 'WHITE BLACK' (starting numbers) or "
                f"'SNO bye [U|F|H|Z]', found {line.strip()!r}",
                field="pairings",
                line=number,
            )
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


def result_items(
    form: FormData, snap: Snapshot, rnd: int
) -> tuple[list[dict[str, Any]], dict[int, str], dict[int, str], bool]:
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
        version = int_param(str(form.get(f"v{b.board}") or "0")) or 0
        if text == seen:
            continue
        if version != b.seq:
            problems[b.board] = (
                f"Changed meanwhile: now {_board_text(b) or 'no result'} (version {b.seq}, "
                f"you saw {version}). Check it and save again."
            )
            continue
        correction = correction or b.seq > 0
        items.append({"board": b.board, "result": text, "version": version})
    return items, typed, problems, correction


def board_entries(
    snap: Snapshot,
    rnd: int,
    typed: Mapping[int, str] | None = None,
    problems: Mapping[int, str] | None = None,
) -> list[BoardEntry]:
    out = []
    for b in snap.round_boards(rnd):
        if b.black is None:
            continue
        shown = _board_text(b)
        out.append(
            BoardEntry(
                board=b.board,
                white=_name(snap, b.white),
                white_sno=b.white,
                black=_name(snap, b.black),
                black_sno=b.black,
                result=shown,
                version=b.seq,
                typed=(typed or {}).get(b.board, shown),
                error=(problems or {}).get(b.board, ""),
            )
        )
    return out


def player_fields(form: FormData) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key in ("name", "federation", "fide_id", "title"):
        value = str(form.get(key) or "").strip()
        if value:
            data[key] = value
    rating = str(form.get("rating") or "").strip()
    if rating:
        data["rating"] = int(rating) if rating.isdecimal() else rating
    return data


def board_of_field(name: str, items: list[dict[str, Any]]) -> int | None:
    """The board a store error's field (``results[2].result``) points at."""
    if name.startswith("results[") and "]" in name:
        index = name[len("results[") : name.index("]")]
        if index.isdecimal() and int(index) < len(items):
            return int(items[int(index)]["board"])
    return None
