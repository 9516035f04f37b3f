"""What the store refuses, with the HTTP status the API answers and the field (or file line and column)
at fault. Every class is a :class:`~tiebreak.TiebreakError`, so the command line prints it and
exits with status 2.

::

    StoreError            422 bad input (``field``; ``line``/``column`` for files)
    ├── NotFound          404 no such event, round or board
    ├── Unauthorized      401 no token
    ├── Forbidden         403 a token that does not open this event (or not for this action)
    ├── Conflict          409 a stale version (``current`` holds what is stored now)
    └── Unavailable       503 the database cannot be reached
        └── NewerSchema   503 the database's schema is newer than this code
"""

from __future__ import annotations

from typing import Any

from ..model.errors import TiebreakError

__all__ = ["Conflict", "Forbidden", "NewerSchema", "NotFound", "StoreError", "Unauthorized", "Unavailable"]


class StoreError(TiebreakError):
    """Input the store refuses; nothing was changed."""

    status = 422
    kind = "store.refused"

    def __init__(
        self,
        message: str,
        *,
        field: str = "",
        line: int | None = None,
        column: int | None = None,
        source: str | None = None,
    ) -> None:
        super().__init__(message, source=source, line=line, column=column)
        self.field = field

    def as_dict(self) -> dict[str, Any]:
        """The API's error shape (inside ``{"error": …}``)."""
        return {"message": self.message, "field": self.field, "line": self.line, "column": self.column}


class NotFound(StoreError):
    kind = "store.not-found"
    status = 404


class Unauthorized(StoreError):
    kind = "auth.no-token"
    status = 401


class Forbidden(StoreError):
    kind = "auth.forbidden"
    status = 403


class Conflict(StoreError):
    """A write made against a version that is no longer the current one."""

    status = 409
    kind = "store.conflict"

    def __init__(self, message: str, *, current: dict[str, Any], field: str = "") -> None:
        super().__init__(message, field=field)
        self.current = current

    def as_dict(self) -> dict[str, Any]:
        return {**super().as_dict(), "current": self.current}


class Unavailable(StoreError):
    """The database cannot be opened or reached (nothing was changed)."""

    status = 503
    kind = "store.unavailable"


class NewerSchema(Unavailable):
    """The database was brought to a schema revision this code does not know (a newer ``tiebreak``
    wrote it): nothing is read or written, and ``tiebreak serve`` does not start."""

    kind = "store.newer-schema"
