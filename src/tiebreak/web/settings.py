"""Settings of the web page: one frozen object, read from the environment by :meth:`WebSettings.from_env`.

>>> WebSettings().max_upload_bytes
2097152
>>> WebSettings.from_env({"TIEBREAK_WEB_MAX_UPLOAD": "1000"}).max_upload_bytes
1000
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["WebSettings"]


@dataclass(frozen=True)
class WebSettings:
    """Limits of the site. ``max_upload_bytes`` caps an event (pasted, uploaded or in a permalink)."""

    max_upload_bytes: int = 2 * 1024 * 1024
    chart_players: int = 20
    """How many players (from the top of the standings) the Buchholz chart shows."""
    database_url: str | None = None
    """The live events' database (``tiebreak serve --database``, ``TIEBREAK_DATABASE_URL``); None: the
    SQLite file of the data directory (:func:`tiebreak.store.default_database_url`)."""

    def __post_init__(self) -> None:
        if self.max_upload_bytes <= 0:
            raise ValueError("max_upload_bytes must be positive")

    @property
    def max_upload_label(self) -> str:
        """The cap for people: ``2 MB``, ``500 kB`` or ``1000 bytes``."""
        return size_label(self.max_upload_bytes)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> WebSettings:
        """Settings from ``TIEBREAK_WEB_MAX_UPLOAD`` (bytes) and ``TIEBREAK_DATABASE_URL``; defaults for
        what is not set."""
        env = os.environ if env is None else env
        raw = env.get("TIEBREAK_WEB_MAX_UPLOAD", "").strip()
        database = env.get("TIEBREAK_DATABASE_URL", "").strip() or None
        return cls(max_upload_bytes=int(raw), database_url=database) if raw else cls(database_url=database)


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
