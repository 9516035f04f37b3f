"""One mapping from exceptions to HTTP answers (``tiebreak.web.errors``): every error the API answers has
the documented shape with a stable ``code`` (the user guide's list), whichever layer raised it."""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from tiebreak import ParseError, SpecError
from tiebreak.store import Conflict, Forbidden, NotFound, StoreError, Unauthorized
from tiebreak.web.app import create_app
from tiebreak.web.errors import CreationRefused, StoreMissing, problem_of
from tiebreak.web.pool import ComputePool
from tiebreak.web.service import EventInputError
from tiebreak.web.settings import WebSettings

SHAPE = {"message", "field", "line", "column", "code"}


@pytest.mark.parametrize(
    ("exc", "status", "code"),
    [
        (ParseError("no 001 line", line=3, column=1), 422, "input.unreadable"),
        (SpecError("unknown tie-break 'XX'"), 422, "tiebreaks.invalid"),
        (EventInputError.wrap(SpecError("unknown tie-break 'XX'")), 422, "tiebreaks.invalid"),
        (EventInputError("The event is 3 MB; the limit is 2 MB.", status=413), 413, "request.too-large"),
        (StoreError("rounds: must be at least 1", field="rounds"), 422, "store.refused"),
        (NotFound("there is no event 7", field="event_id"), 404, "store.not-found"),
        (Unauthorized("a token is needed", field="Authorization"), 401, "auth.no-token"),
        (Forbidden("this token does not open event 7", field="Authorization"), 403, "auth.forbidden"),
        (Conflict("board 2 changed", current={"board": 2}, field="version"), 409, "store.conflict"),
        (CreationRefused("too many events", 30), 429, "request.rate-limited"),
        (StoreMissing(), 503, "server.no-store"),
        (OverflowError(), 422, "request.out-of-range"),
    ],
)
def test_each_kind_of_error_has_its_status_and_code(exc: BaseException, status: int, code: str) -> None:
    problem = problem_of(exc)
    assert problem is not None
    error = problem.body()["error"]
    assert (problem.status, error["code"]) == (status, code) and set(error) >= SHAPE


def test_a_bug_is_not_mapped() -> None:
    assert problem_of(KeyError("x")) is None


@pytest.mark.parametrize(
    ("exc", "headers"),
    [
        (Unauthorized("a token is needed"), {"WWW-Authenticate": "Bearer"}),
        (CreationRefused("too many events", 30), {"Retry-After": "30"}),
        (StoreMissing(), {"Retry-After": "5"}),
        (NotFound("there is no event 7"), {}),
    ],
)
def test_the_headers_of_each_refusal(exc: BaseException, headers: dict[str, str]) -> None:
    problem = problem_of(exc)
    assert problem is not None and dict(problem.headers) == headers


def test_every_answer_of_the_api_carries_a_code(pool: ComputePool) -> None:
    client = TestClient(create_app(WebSettings(max_upload_bytes=500), pool=pool))  # bodies over 258 kB: 413
    answers = {
        "request.not-found": client.get("/api/nothing"),
        "request.method-not-allowed": client.delete("/api/standings"),
        "request.too-large": client.post(
            "/api/standings", content=b"x" * 300_000, headers={"content-type": "application/json"}
        ),
        "event.invalid": client.post(
            "/api/standings", content=b"[1, 2", headers={"content-type": "application/json"}
        ),
    }
    for code, r in answers.items():
        error = r.json()["error"]
        assert set(error) == SHAPE and error["code"] == code, (code, r.status_code, error)


def test_a_dead_end_answers_the_tables_found_as_data(pool: ComputePool) -> None:
    """Issue 23 item 3 through the API: no table makes an event, and the answer holds each table found with
    its size, first rows and what each column looked like, as the page's column step shows them."""
    client = TestClient(create_app(WebSettings(), pool=pool))
    text = "Name\tClub\tAge\nAlpha\tBeta\tGamma\nfoo\tbar\tbaz\n"
    error = client.post("/api/standings", json={"event": text}).json()["error"]
    assert error["code"] == "input.no-event" and error["field"] == "event"
    (table,) = error["tables"]
    assert table["number"] == 1 and table["first_rows"][:2] == [
        ["Alpha", "Beta", "Gamma"],
        ["foo", "bar", "baz"],
    ]
    assert [c["heading"] for c in table["columns"]] == ["Name", "Club", "Age"]
    assert all(set(c) == {"number", "heading", "role", "evidence"} for c in table["columns"])
