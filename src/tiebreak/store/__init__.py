"""Live events: events kept in a database, created with their tie-break list, fed round by round.

Needs the ``store`` extra (``pip install 'tiebreak[store]'``: SQLAlchemy 2, Alembic, psycopg 3). The
rest of ``tiebreak`` does not import this package.

* :mod:`~tiebreak.store.models` – the tables; :mod:`~tiebreak.store.db` – engines, SQLite WAL, Alembic
  migrations (``migrations/``);
* :mod:`~tiebreak.store.service` – :class:`EventStore`, every organiser action, framework-free: the
  transaction, the token, the version and the audit log, around
* :mod:`~tiebreak.store.domain` – what each command does to an event (pure functions: snapshot and
  command → change) and
* :mod:`~tiebreak.store.repository` – the SQL (reading a snapshot, writing a change, bulk inserts);
* :mod:`~tiebreak.store.cached` – :class:`CachedEventStore`, the service with a server's caches
  (snapshots and standings per version, bounded by bytes) and its recomputing thread;
* :mod:`~tiebreak.store.snapshot` – an event as typed values, and the :class:`~tiebreak.Tournament` the
  library ranks and the exports write; :mod:`~tiebreak.store.views` – its JSON;
* :mod:`~tiebreak.store.inputs` – checking what organisers send (errors name the field);
  :mod:`~tiebreak.store.importing` – a TRF file read and checked into an import's rows;
* :mod:`~tiebreak.store.berger` – round-robin pairings from the Berger tables (C.05 Annex 1);
* :mod:`~tiebreak.store.tokens` – organiser and arbiter tokens (random, stored hashed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import Conflict, Forbidden, NotFound, StoreError, Unauthorized, Unavailable
from .inputs import board_inputs, event_settings, player_input

if TYPE_CHECKING:
    from .cached import CachedEventStore
    from .db import default_database_url
    from .service import Created, EventStore, Written

_NEEDS_SQLALCHEMY = {
    "default_database_url": "db",
    "CachedEventStore": "cached",
    "Created": "service",
    "EventStore": "service",
    "Written": "service",
}
"""Names imported on first use: their modules need SQLAlchemy and Alembic, and the errors and input
checks above do not (the web page, installed without the store extra, imports them to answer that live
events need it)."""


def __getattr__(name: str) -> Any:
    module = _NEEDS_SQLALCHEMY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f"{__name__}.{module}"), name)


__all__ = [
    "CachedEventStore",
    "Conflict",
    "Created",
    "EventStore",
    "Forbidden",
    "NotFound",
    "StoreError",
    "Unauthorized",
    "Unavailable",
    "Written",
    "board_inputs",
    "default_database_url",
    "event_settings",
    "player_input",
]
