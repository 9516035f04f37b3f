"""The one mapping from what a request may raise to its HTTP answer.

Every error the API answers has one shape, ``{"error": {"message", "field", "line", "column", "code"}}``
(a stale version adds ``current``): ``message`` in the API's words (:data:`tiebreak.web.wording.API`),
``field`` the request's field (or ``event``/``file`` with ``line`` and ``column`` inside the file),
``code`` a stable identifier: the message's own (:mod:`tiebreak.model.messages`) when it has one, else the
kind of error (:data:`KIND_CODES`). :func:`problem_of` turns an exception into a :class:`Problem`
(status, that body, headers); the calculator's jobs, the live routes and the application's error pages
all answer through it.

>>> from tiebreak.store import Conflict
>>> p = problem_of(Conflict("board 3 changed meanwhile", current={"board": 3}, field="version"))
>>> p.status, p.body()["error"]["code"], p.body()["error"]["current"]
(409, 'store.conflict', {'board': 3})
>>> problem_of(KeyError("a bug")) is None
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from dataclasses import field as default
from typing import Any

from ..model.errors import TiebreakError
from ..model.messages import Message
from ..store import Conflict, NotFound, StoreError
from .schema import MAX_KEY
from .service import EventInputError
from .wording import API, worded

__all__ = [
    "KIND_CODES",
    "CreationRefused",
    "Problem",
    "StoreMissing",
    "of_status",
    "problem_of",
    "refusal",
    "simple",
]


class StoreMissing(Exception):
    """The live events need the ``store`` extra, which is not installed."""


class CreationRefused(Exception):
    """Too many events created by one client: 429, ``Retry-After`` seconds."""

    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(message)
        self.message = message
        self.retry_after = retry_after


KIND_CODES: Mapping[str, str] = {
    "RequestValidationError": "request.invalid",
    "CreationRefused": "request.rate-limited",
    "StoreMissing": "server.no-store",
    "OutOfRange": "request.out-of-range",
    "DatabaseDown": "store.unavailable",
}
"""The code of an error of the web layer by its kind (the library's and the store's errors carry their
own: :attr:`tiebreak.TiebreakError.code`)."""
_STATUS_CODES = {
    400: "request.malformed",
    404: "request.not-found",
    405: "request.method-not-allowed",
    413: "request.too-large",
    429: "request.rate-limited",
    500: "server.bug",
    503: "server.unavailable",
}
"""The code of a web input error (:class:`tiebreak.web.service.EventInputError`) by its status; a 422
takes its field's (``tiebreaks.invalid``, ``event.invalid``)."""


@dataclass(frozen=True)
class Problem:
    """An error as the API answers it."""

    status: int
    message: str
    field: str
    code: str
    line: int | None = None
    column: int | None = None
    extra: Mapping[str, Any] = default(default_factory=dict)
    """More keys of the error (``current``: the stored value a stale write missed)."""
    headers: Mapping[str, str] = default(default_factory=dict)

    def body(self) -> dict[str, Any]:
        return {
            "error": {
                "message": self.message,
                "field": self.field,
                "line": self.line,
                "column": self.column,
                "code": self.code,
                **self.extra,
            }
        }

    def json(self) -> bytes:
        return json.dumps(self.body(), ensure_ascii=False).encode()


def _headers(status: int) -> dict[str, str]:
    if status == 401:
        return {"WWW-Authenticate": "Bearer"}
    if status == 503:
        return {"Retry-After": "5"}
    return {}


def simple(status: int, message: str, field: str, code: str) -> Problem:
    """A problem without a place in a file, with the headers its status takes."""
    return Problem(status, message, field, code, headers=_headers(status))


def of_status(status: int, message: str, field: str = "request") -> Problem:
    """A problem found by the HTTP layer itself (no such page, a method not taken, a body too large, a
    bug), coded by its status."""
    return simple(status, message, field, _STATUS_CODES.get(status, "request.invalid"))


def refusal(status: int, message: str, field: str) -> Problem:
    """A refusal of the store known only by its status (a live read computed in a worker)."""
    code = {404: NotFound.kind, 409: Conflict.kind}.get(status, StoreError.kind)
    return simple(status, worded(message, API), field, code)


def _library(exc: TiebreakError) -> Problem:
    status = int(getattr(exc, "status", 422))
    found = getattr(exc, "field", "")
    field_name = found if isinstance(found, str) else ""
    code = exc.code
    if isinstance(exc, EventInputError) and not isinstance(exc.message, Message):
        # the library's error it stands for, else by status, a 422 by the field it belongs to
        code = exc.cause or _STATUS_CODES.get(status) or f"{field_name or 'input'}.invalid"
    extra: dict[str, Any] = {"current": exc.current} if isinstance(exc, Conflict) else {}
    if isinstance(exc, EventInputError) and exc.found:  # a dead end: the tables found, as data
        extra["tables"] = [asdict(t) for t in exc.found]
    return Problem(
        status, worded(exc.message, API), field_name, code, exc.line, exc.column, extra, _headers(status)
    )


def problem_of(exc: BaseException) -> Problem | None:
    """The answer to ``exc``, or None for an exception that is a bug (the error page answers 500 and
    logs it).

    Bad input (the library's and the store's refusals, the web's input errors, FastAPI's validation, a
    number the database cannot hold) is a 4xx naming the field; a database that cannot be reached or
    whose schema is newer than this code, and a missing store extra, are 503 with the reason.
    """
    if isinstance(exc, TiebreakError):
        return _library(exc)
    if isinstance(exc, CreationRefused):
        return Problem(
            429,
            exc.message,
            "request",
            KIND_CODES["CreationRefused"],
            headers={"Retry-After": str(exc.retry_after)},
        )
    if isinstance(exc, StoreMissing):
        return simple(
            503,
            "live events need the store extra: install tiebreak[store] (pip install 'tiebreak[store]')",
            "server",
            KIND_CODES["StoreMissing"],
        )
    if isinstance(exc, OverflowError):  # SQLite: a number beyond 64 bits reached a query
        return simple(
            422,
            f"a number in the request is too large (at most {MAX_KEY})",
            "request",
            KIND_CODES["OutOfRange"],
        )
    from fastapi.exceptions import RequestValidationError

    if isinstance(exc, RequestValidationError):
        first = exc.errors()[0] if exc.errors() else {}
        loc = [str(p) for p in first.get("loc", ()) if p not in ("body", "path", "query", "header")]
        where = ".".join(loc)
        message = str(first.get("msg", "invalid request")).removeprefix("Value error, ")
        return simple(
            422, f"{where}: {message}" if where else message, where, KIND_CODES["RequestValidationError"]
        )
    return _database(exc)


def _database(exc: BaseException) -> Problem | None:
    try:
        from sqlalchemy.exc import DataError, SQLAlchemyError
    except ImportError:
        return None
    if isinstance(exc, DataError):  # PostgreSQL: a value its column cannot hold (nothing was stored)
        return simple(
            422,
            f"a value in the request does not fit the database ({_first_line(exc)})",
            "request",
            KIND_CODES["OutOfRange"],
        )
    if isinstance(exc, SQLAlchemyError):  # the database went away mid-request: nothing was committed
        return simple(
            503,
            f"the database is unavailable ({type(exc).__name__}); try again",
            "server",
            KIND_CODES["DatabaseDown"],
        )
    return None


def _first_line(exc: BaseException) -> str:
    text = str(getattr(exc, "orig", None) or exc).strip()
    return text.splitlines()[0][:200] if text else type(exc).__name__
