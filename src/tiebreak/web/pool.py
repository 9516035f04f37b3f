"""The compute pool of the web server: reading, ranking and rendering run in worker processes, never on
the event loop, so one large event cannot hold up the small requests behind it.

Each worker (a *slot*) is one process joined to the server by one duplex pipe: the server writes a
job as one pickled message and waits for the answer with a reader on the pipe in the running event loop,
with no thread and no queue between them (a job costs the server two pickles and a few system calls, which
is what lets a second worker add throughput: see the README). A worker can be replaced on its own: a job
that uses more than ``cpu_limit`` seconds of CPU is stopped inside the worker (``ITIMER_PROF`` counts the
process's CPU time), answered with :class:`Overrun`, and that worker is killed and replaced, whatever it
was doing. A job that does not finish within ``wall_limit`` seconds (a worker stuck in C code, or a
machine too loaded to give it CPU) is treated the same way. The pool holds no state of any event loop:
it can serve several loops in turn (tests).

The workers are started with ``spawn`` (a fresh interpreter: nothing of the server's threads or loop is
inherited). They pause the cyclic garbage collector for each job (:func:`tiebreak.model.runtime.paused_gc`);
the server process itself is left alone.
"""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
import contextlib
import multiprocessing
import os
import pickle
import signal
import struct
import threading
import time
from collections import deque
from collections.abc import Callable
from multiprocessing.connection import Connection
from types import FrameType
from typing import Any, TypeVar

__all__ = ["Busy", "ComputePool", "Overrun"]

T = TypeVar("T")


class Overrun(Exception):
    """The job used more than its CPU-time (or wall-clock) limit; its worker was replaced."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"over {seconds:g} s")
        self.seconds = seconds


class Busy(Exception):
    """Too many requests are waiting for a worker, or the pool is shutting down."""


class _CPULimit(Exception):
    """Raised inside a worker by the CPU-time timer."""


def _on_cpu_limit(signum: int, frame: FrameType | None) -> None:
    raise _CPULimit


def _watch_parent(parent: int) -> None:
    while True:
        time.sleep(1)
        if os.getppid() != parent:  # the server is gone (killed): nobody will ever send a job
            os._exit(0)


_DONE, _OVERRUN, _FAILED = 0, 1, 2
"""The kinds of answer a worker sends: the job's result, over the CPU-time limit, the job's exception."""


def _worker(conn: Connection, server: int, warm: Callable[[], None] | None = None) -> None:
    """A worker process: read a job, answer it, until the server closes the pipe."""
    signal.signal(signal.SIGPROF, _on_cpu_limit)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's: it shuts the pool down
    # the server's pid comes from the server: it may be gone already by the time this runs
    threading.Thread(target=_watch_parent, args=(server,), daemon=True).start()
    if warm is None:
        from .jobs import warm_up

        warm = warm_up
    warm()  # import the reading, ranking and rendering code once, up front, outside any job's limit

    conn.send_bytes(pickle.dumps(os.getpid()))
    while True:
        try:
            cpu_limit, fn, args = pickle.loads(conn.recv_bytes())
        except EOFError:  # the server closed the pipe: shut down
            return
        try:
            done, result = _run(cpu_limit, fn, args)
            answer = pickle.dumps((_DONE if done else _OVERRUN, result), pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # the job's own error (or an unpicklable result): the caller's to see
            answer = pickle.dumps((_FAILED, exc), pickle.HIGHEST_PROTOCOL)
        conn.send_bytes(answer)


def _run(cpu_limit: float, fn: Callable[..., T], args: tuple[Any, ...]) -> tuple[bool, T | None]:
    """Run ``fn(*args)`` in a worker under the CPU-time limit: ``(True, result)``, or ``(False, None)``
    when the limit was reached."""
    from ..model.runtime import paused_gc

    try:
        signal.setitimer(signal.ITIMER_PROF, cpu_limit)
        try:
            with paused_gc():
                return True, fn(*args)
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)  # the formatting memos live per table: nothing to empty
    except _CPULimit:
        return False, None


def _fail(answer: asyncio.Future[None], error: type[Exception] = EOFError) -> None:
    if not answer.done():
        answer.set_exception(error("the worker was stopped"))


def _time_out(slot: _Slot) -> None:
    """The job on ``slot`` ran past the wall-clock limit: its wait ends with ``TimeoutError`` (and the
    worker is then replaced)."""
    if slot.pending is not None:
        _fail(slot.pending[1], TimeoutError)


class _Slot:
    """One worker process and the server's end of its pipe."""

    def __init__(
        self, context: multiprocessing.context.SpawnContext, warm: Callable[[], None] | None = None
    ) -> None:
        self.conn, theirs = context.Pipe(duplex=True)
        self.process = context.Process(
            target=_worker, args=(theirs, os.getpid(), warm), daemon=True, name="tiebreak-worker"
        )
        self.process.start()
        theirs.close()  # only the worker holds that end now: its death reads as end of file here
        self.pid = 0
        self.pending: tuple[asyncio.AbstractEventLoop, asyncio.Future[None]] | None = None
        """The loop and the answer awaited from this worker, while a job runs."""
        self._lock = threading.Lock()
        self.starting = True
        """A thread is reading the worker's first message: only that thread may close the pipe."""
        self.killed = False

    def kill(self) -> None:
        """Kill the worker (at most once, from any thread)."""
        with self._lock:
            if self.killed:
                return
            self.killed = True
            close_now = not self.starting  # else the thread awaiting its first message closes the pipe
        with contextlib.suppress(ProcessLookupError):
            if self.process.pid is not None:
                os.kill(self.process.pid, signal.SIGKILL)
        if self.pending is not None:  # the job's reader goes with the pipe: tell the job now
            loop, answer = self.pending
            with contextlib.suppress(RuntimeError):  # that loop is closed: nobody waits any more
                loop.call_soon_threadsafe(_fail, answer)
        if close_now:
            self.conn.close()
        multiprocessing.active_children()  # reaps the workers that have exited (never waits)

    def started(self) -> bool:
        """The first message was read (or the pipe failed): True unless the worker was killed meanwhile,
        in which case the pipe is closed here, by the thread that was reading it."""
        with self._lock:
            self.starting = False
            killed = self.killed
        if killed:
            self.conn.close()
        return not killed

    def stop(self) -> None:
        """Ask an idle worker to exit (end of file on its pipe) and wait for it, since the server may be
        ended by a signal right after (no exit handlers run)."""
        self.conn.close()
        self.process.join(5)
        if self.process.is_alive():
            self.kill()
            self.process.join(1)


class ComputePool:
    """``workers`` processes; :meth:`run` awaits a job on the first free one.

    ``max_waiting`` requests may wait for a worker; beyond that :meth:`run` raises :class:`Busy` at
    once rather than queueing without bound.
    """

    def __init__(
        self,
        workers: int,
        cpu_limit: float,
        *,
        wall_limit: float | None = None,
        max_waiting: int = 512,
        warm: Callable[[], None] | None = None,
    ) -> None:
        if workers < 1:
            raise ValueError("a compute pool needs at least one worker")
        self.workers = workers
        self.cpu_limit = cpu_limit
        self.wall_limit = wall_limit if wall_limit is not None else 3 * cpu_limit + 10
        self.max_waiting = max_waiting
        self.warm = warm
        """What a new worker runs before its first job (a module-level function; default: the
        calculator's :func:`tiebreak.web.jobs.warm_up`)."""
        self._context = multiprocessing.get_context("spawn")
        self._lock = threading.Lock()
        self._free: list[_Slot] = []
        self._waiters: deque[cf.Future[_Slot]] = deque()
        self._slots: set[_Slot] = set()
        self._started = False
        self._closed = False
        self._failed_starts = 0
        """Workers in a row that died before taking a job; after three, no more are started."""
        self.replaced = 0
        """How many workers were replaced (over a limit, or crashed)."""

    # -- life cycle --------------------------------------------------------------------------------
    def start(self) -> None:
        """Start the workers (at most once; :meth:`run` calls it when needed). Returns at once: a worker
        takes jobs when its interpreter is up."""
        with self._lock:
            if self._started or self._closed:
                return
            self._started = True
        for _ in range(self.workers):
            self._spawn()

    def _spawn(self) -> None:
        slot = _Slot(self._context, self.warm)
        with self._lock:
            if self._closed:
                slot.kill()
                return
            self._slots.add(slot)
        # a thread per new worker (not per job) waits for its first message: its pid, once it is up
        threading.Thread(
            target=self._await_ready, args=(slot,), daemon=True, name="tiebreak-worker-start"
        ).start()

    def _await_ready(self, slot: _Slot) -> None:
        try:
            pid = pickle.loads(slot.conn.recv_bytes())
        except (EOFError, OSError):
            pid = 0
        if not slot.started():  # killed meanwhile (the pool was closed)
            return
        if pid:
            slot.pid = pid
            os.set_blocking(slot.conn.fileno(), False)  # from now on the event loop reads and writes it
        else:  # the new process died at once (out of memory? cannot import?)
            self._discard(slot)
            with self._lock:
                if self._closed:
                    return
                self._failed_starts += 1
                retry = self._failed_starts < 3
                waiters = [] if retry or self._slots else list(self._waiters)
                if waiters:
                    self._waiters.clear()
            for w in waiters:
                if w.set_running_or_notify_cancel():
                    w.set_exception(Busy("the compute workers cannot start"))
            if retry:
                self._spawn()
            return
        with self._lock:
            self._failed_starts = 0
        self._release(slot)

    def close(self) -> None:
        """Stop every worker now (running jobs are abandoned) and refuse further jobs."""
        with self._lock:
            self._closed = True
            slots, self._slots = list(self._slots), set()
            idle, self._free = set(self._free), []
            waiters = list(self._waiters)
            self._waiters.clear()
        for w in waiters:
            w.cancel()
        for slot in slots:
            if slot not in idle:
                slot.kill()
        for slot in idle:
            slot.stop()

    # -- slots ---------------------------------------------------------------------------------------
    def _release(self, slot: _Slot) -> None:
        with self._lock:
            if self._closed or slot not in self._slots:
                return
            while self._waiters:
                waiter = self._waiters.popleft()
                if waiter.set_running_or_notify_cancel():
                    waiter.set_result(slot)
                    return
            self._free.append(slot)

    def _discard(self, slot: _Slot) -> None:
        with self._lock:
            self._slots.discard(slot)
        slot.kill()

    def _replace(self, slot: _Slot) -> None:
        self._discard(slot)
        self.replaced += 1
        self._spawn()

    async def _acquire(self) -> _Slot:
        self.start()
        with self._lock:
            if self._closed:
                raise Busy("the server is shutting down")
            if not self._slots and self._failed_starts >= 3:
                raise Busy("the compute workers cannot start")
            if self._free:
                return self._free.pop()
            if len(self._waiters) >= self.max_waiting:
                raise Busy(f"{len(self._waiters)} requests are already waiting")
            waiter: cf.Future[_Slot] = cf.Future()
            self._waiters.append(waiter)
        try:
            return await asyncio.wrap_future(waiter)
        except cf.CancelledError:
            if self._closed:
                raise Busy("the server is shutting down") from None
            raise

    # -- jobs ----------------------------------------------------------------------------------------
    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker (``fn`` and the arguments must pickle).

        :raises Overrun: over the CPU-time or wall-clock limit (the worker is replaced).
        :raises Busy: when too many requests wait, or the pool is closed.
        """
        slot = await self._acquire()
        healthy = False
        # the wall-clock limit is a timer that fails the wait in progress (no task per job, as
        # asyncio.wait_for would create)
        timer = asyncio.get_running_loop().call_later(self.wall_limit, _time_out, slot)
        try:
            kind, value = await self._exchange(slot, fn, args)
            if kind == _OVERRUN:
                raise Overrun(self.cpu_limit)
            healthy = True
        except TimeoutError:
            raise Overrun(self.wall_limit) from None
        except (EOFError, OSError):
            raise Busy("the worker stopped (out of memory?)") from None
        finally:
            timer.cancel()
            # a worker that overran, crashed or was abandoned (the request was cancelled, e.g. at
            # shutdown) is killed and replaced, so it cannot go on burning CPU
            if healthy:
                self._release(slot)
            else:
                self._replace(slot)
        if kind == _FAILED:  # the job's own exception, as the job raised it
            raise value
        return value  # type: ignore[no-any-return]  # _DONE: fn's result

    async def _exchange(self, slot: _Slot, fn: Callable[..., Any], args: tuple[Any, ...]) -> tuple[int, Any]:
        """Write the job to the worker's pipe and read its answer, both without blocking: the event loop
        writes and reads what the pipe takes and has, and waits for the rest."""
        loop = asyncio.get_running_loop()
        job = pickle.dumps((self.cpu_limit, fn, args), pickle.HIGHEST_PROTOCOL)
        await _write(loop, slot, _HEADER.pack(len(job)) + job)
        data = await _read(loop, slot)
        kind, value = pickle.loads(data)
        return kind, value


_HEADER = struct.Struct("!i")
"""The length before each message, as :meth:`multiprocessing.connection.Connection.send_bytes` writes it
(the worker's end reads and writes with those methods; messages here stay far below 2 GiB)."""


async def _io(loop: asyncio.AbstractEventLoop, slot: _Slot, step: Callable[[], bool], *, write: bool) -> None:
    """Call ``step`` (which reads or writes what it can, and says whether it is finished) each time the
    worker's pipe is ready, until it is finished."""
    if step():
        return
    fd = slot.conn.fileno()
    done: asyncio.Future[None] = loop.create_future()
    slot.pending = loop, done

    def ready() -> None:
        if done.done():
            return
        try:
            if step():
                done.set_result(None)
        except (EOFError, OSError) as exc:  # the worker died: end of file on its pipe, or a broken pipe
            done.set_exception(exc)

    (loop.add_writer if write else loop.add_reader)(fd, ready)
    try:
        await done
    finally:
        slot.pending = None
        (loop.remove_writer if write else loop.remove_reader)(fd)


async def _write(loop: asyncio.AbstractEventLoop, slot: _Slot, message: bytes) -> None:
    view = memoryview(message)
    fd = slot.conn.fileno()

    def step() -> bool:
        nonlocal view
        with contextlib.suppress(BlockingIOError):
            while view:
                view = view[os.write(fd, view) :]
        return not view

    await _io(loop, slot, step, write=True)


async def _read(loop: asyncio.AbstractEventLoop, slot: _Slot) -> bytes:
    buffer = bytearray()
    fd = slot.conn.fileno()

    def step() -> bool:
        with contextlib.suppress(BlockingIOError):
            while True:
                want = _HEADER.size + _HEADER.unpack_from(buffer)[0] if len(buffer) >= _HEADER.size else 0
                if want and len(buffer) >= want:
                    return True
                chunk = os.read(fd, max(want - len(buffer), 1 << 16))
                if not chunk:
                    raise EOFError("the worker closed its pipe")
                buffer.extend(chunk)
        return False

    await _io(loop, slot, step, write=False)
    return bytes(buffer[_HEADER.size :])
