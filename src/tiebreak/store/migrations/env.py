"""Alembic environment of the event store: runs on the connection handed over by
:func:`tiebreak.store.db.migrate` (``config.attributes["connection"]``)."""

from __future__ import annotations

from alembic import context

from tiebreak.store.models import Base

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
