"""The compute pool of the web server: reading, ranking and rendering run in worker processes, never on
the event loop, so one large event cannot hold up the small requests behind it.

Each worker is a :class:`concurrent.futures.ProcessPoolExecutor` of one process (a *slot*), so that a
worker can be replaced on its own: a job that uses more than ``cpu_limit`` seconds of CPU is stopped
inside the worker (``ITIMER_PROF`` counts the process's CPU time), answered with :class:`Overrun`, and
that worker is killed and replaced, whatever it was doing. A job that does not finish within
``wall_limit`` seconds (a worker stuck in C code, or a machine too loaded to give it CPU) is treated the
same way. The pool holds no state of any event loop: it can serve several loops in turn (tests).

The workers are started with ``spawn`` (a fresh interpreter: nothing of the server's threads or loop is
inherited). They pause the cyclic garbage collector for each job (:func:`tiebreak.runtime.paused_gc`);
the server process itself is left alone.
"""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
import contextlib
import multiprocessing
import os
import signal
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
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


def _init_worker(server: int) -> None:
    signal.signal(signal.SIGPROF, _on_cpu_limit)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's: it shuts the pool down
    # the server's pid comes from the server: it may be gone already by the time this runs
    threading.Thread(target=_watch_parent, args=(server,), daemon=True).start()
    from . import jobs  # noqa: F401  (import the reading, ranking and rendering code once, up front)


def _run(cpu_limit: float, fn: Callable[..., T], args: tuple[Any, ...]) -> tuple[bool, T | None]:
    """Run ``fn(*args)`` in a worker under the CPU-time limit: ``(True, result)``, or ``(False, None)``
    when the limit was reached."""
    from ..runtime import paused_gc

    try:
        signal.setitimer(signal.ITIMER_PROF, cpu_limit)
        try:
            with paused_gc():
                return True, fn(*args)
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)  # the formatting memos live per table: nothing to empty
    except _CPULimit:
        return False, None


class _Slot:
    """One worker process in its own executor."""

    def __init__(self, context: multiprocessing.context.BaseContext) -> None:
        self.executor = cf.ProcessPoolExecutor(1, mp_context=context, initializer=_init_worker,
                                               initargs=(os.getpid(),))
        self.pid = 0

    def kill(self) -> None:
        if self.pid:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGKILL)
        self.executor.shutdown(wait=False, cancel_futures=True)


class ComputePool:
    """``workers`` processes; :meth:`run` awaits a job on the first free one.

    ``max_waiting`` requests may wait for a worker; beyond that :meth:`run` raises :class:`Busy` at
    once rather than queueing without bound.
    """

    def __init__(self, workers: int, cpu_limit: float, *, wall_limit: float | None = None,
                 max_waiting: int = 512) -> None:
        if workers < 1:
            raise ValueError("a compute pool needs at least one worker")
        self.workers = workers
        self.cpu_limit = cpu_limit
        self.wall_limit = wall_limit if wall_limit is not None else 3 * cpu_limit + 10
        self.max_waiting = max_waiting
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
        slot = _Slot(self._context)
        with self._lock:
            if self._closed:
                slot.executor.shutdown(wait=False)
                return
            self._slots.add(slot)
        warm = slot.executor.submit(os.getpid)

        def ready(fut: cf.Future[int]) -> None:
            try:
                slot.pid = fut.result()
            except BaseException:  # the new process died at once (out of memory? cannot import?)
                self._discard(slot)
                with self._lock:
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

        warm.add_done_callback(ready)

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
        for slot in idle:  # an idle worker exits when told to; wait for it, since the server may be
            slot.executor.shutdown(wait=True)  # ended by a signal right after (no exit handlers run)

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
        try:
            future = slot.executor.submit(_run, self.cpu_limit, fn, args)
            try:
                done, result = await asyncio.wait_for(asyncio.wrap_future(future), self.wall_limit)
            except TimeoutError:
                raise Overrun(self.wall_limit) from None
            except BrokenProcessPool:
                raise Busy("the worker stopped (out of memory?)") from None
            if not done:
                raise Overrun(self.cpu_limit)
            healthy = True
            return result  # type: ignore[return-value]  # done: fn's result
        finally:
            # a worker that overran, crashed or was abandoned (the request was cancelled, e.g. at
            # shutdown) is killed and replaced, so it cannot go on burning CPU
            if healthy:
                self._release(slot)
            else:
                self._replace(slot)
