"""Settings of the web page: one frozen object, read from the environment by :meth:`WebSettings.from_env`.

>>> WebSettings().max_upload_bytes
2097152
>>> WebSettings.from_env({"TIEBREAK_WEB_MAX_UPLOAD": "1000", "TIEBREAK_WEB_WORKERS": "3"}).workers
3
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["WebSettings", "cores", "size_label"]


def cores() -> int:
    """The CPU cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class WebSettings:
    """Limits of the site. ``max_upload_bytes`` caps an event (pasted, uploaded or in a permalink)."""

    max_upload_bytes: int = 2 * 1024 * 1024
    chart_players: int = 20
    """How many players (from the top of the standings) the Buchholz chart shows."""
    workers: int = 0
    """Compute processes (reading, ranking, rendering); 0: one per core."""
    cpu_limit: float = 20.0
    """Seconds of CPU time one request may use; over it the answer is 503 and the worker is replaced."""
    max_response_bytes: int = 16 * 1024 * 1024
    """Largest answer of the JSON API (``"explain": "all"`` on a large event is refused over it)."""
    events_per_hour: int = 30
    """Events one client (by address; behind a proxy see ``--proxy-headers``) may create per hour, in
    bursts of up to 10; over it the answer is 429 with ``Retry-After``. 0: no limit. Requests bearing the
    site token (:attr:`site_token`) are not counted."""
    site_token: str | None = None
    """When set (``tiebreak serve --site-token``, ``TIEBREAK_SITE_TOKEN``), creating or importing an event
    needs ``Authorization: Bearer <site token>`` (a public site where only its organisers create events)."""
    docs: bool = False
    """Serve the interactive API documentation at ``/docs`` and ``/redoc`` (``tiebreak serve --docs``,
    ``TIEBREAK_WEB_DOCS=1``). Off by default: FastAPI's pages load Swagger UI and ReDoc from a CDN with
    inline scripts, which the site's Content-Security-Policy forbids; ``/openapi.json`` is always served."""
    database_url: str | None = None
    """The live events' database (``tiebreak serve --database``, ``TIEBREAK_DATABASE_URL``); None: the
    SQLite file of the data directory (:func:`tiebreak.store.default_database_url`)."""

    def __post_init__(self) -> None:
        if self.max_upload_bytes <= 0:
            raise ValueError("max_upload_bytes must be positive")
        if self.workers < 0:
            raise ValueError("workers must be 0 (one per core) or more")
        if self.cpu_limit <= 0:
            raise ValueError("cpu_limit must be positive")
        if self.events_per_hour < 0:
            raise ValueError("events_per_hour must be 0 (no limit) or more")

    @property
    def max_upload_label(self) -> str:
        """The cap for people: ``2 MB``, ``500 kB`` or ``1000 bytes``."""
        return size_label(self.max_upload_bytes)

    @property
    def worker_count(self) -> int:
        """The compute processes to start: :attr:`workers`, or one per core."""
        return self.workers or cores()

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> WebSettings:
        """Settings from ``TIEBREAK_WEB_MAX_UPLOAD`` (bytes), ``TIEBREAK_WEB_WORKERS``,
        ``TIEBREAK_WEB_CPU_LIMIT`` (seconds), ``TIEBREAK_WEB_EVENTS_PER_HOUR``, ``TIEBREAK_SITE_TOKEN``,
        ``TIEBREAK_WEB_DOCS`` (1 to serve ``/docs``) and ``TIEBREAK_DATABASE_URL``; defaults for what is
        not set.

        :raises ValueError: for a value that is not a number.
        """
        env = os.environ if env is None else env
        base = cls()
        upload = env.get("TIEBREAK_WEB_MAX_UPLOAD", "").strip()
        workers = env.get("TIEBREAK_WEB_WORKERS", "").strip()
        cpu = env.get("TIEBREAK_WEB_CPU_LIMIT", "").strip()
        per_hour = env.get("TIEBREAK_WEB_EVENTS_PER_HOUR", "").strip()
        return cls(
            max_upload_bytes=int(upload) if upload else base.max_upload_bytes,
            workers=int(workers) if workers else base.workers,
            cpu_limit=float(cpu) if cpu else base.cpu_limit,
            docs=env.get("TIEBREAK_WEB_DOCS", "").strip().lower() in ("1", "true", "yes", "on"),
            events_per_hour=int(per_hour) if per_hour else base.events_per_hour,
            site_token=env.get("TIEBREAK_SITE_TOKEN", "").strip() or None,
            database_url=env.get("TIEBREAK_DATABASE_URL", "").strip() or None,
        )


def size_label(size: int) -> str:
    """A byte count for people (binary units, at most one decimal).

    >>> size_label(2 * 1024 * 1024), size_label(3_300_000), size_label(512 * 1024), size_label(999)
    ('2 MB', '3.1 MB', '512 kB', '999 bytes')
    """
    for unit, scale in (("MB", 1024 * 1024), ("kB", 1024)):
        if size >= scale:
            tenths = round(size * 10 / scale)
            return f"{tenths // 10}{'.' + str(tenths % 10) if tenths % 10 else ''} {unit}"
    return f"{size} bytes"
