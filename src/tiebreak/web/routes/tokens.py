"""``/api/events/{id}/tokens``: the organiser lists, issues and revokes the arbiters' tokens (a token's
value is shown once, when issued; the store keeps its digest)."""

from __future__ import annotations

from fastapi.responses import JSONResponse

from ..events_api import EventId, Token, TokenId, written
from ..schema import TokenBody
from .base import Api, Routes

__all__ = ["ROUTES"]

ROUTES = Routes()


@ROUTES.get("/{event_id}/tokens", summary="The event's tokens (never their values; organiser)")
def list_tokens(event_id: EventId, api: Api, token: Token) -> JSONResponse:
    return JSONResponse({"tokens": api.store.list_tokens(event_id, token)})


@ROUTES.post("/{event_id}/tokens", status_code=201, summary="Issue an arbiter token (organiser; shown once)")
def issue_token(event_id: EventId, body: TokenBody, api: Api, token: Token) -> JSONResponse:
    return written(api.store.issue_token(event_id, token, body.label), 201)


@ROUTES.delete("/{event_id}/tokens/{token_id}", summary="Revoke an arbiter token (organiser)")
def revoke_token(event_id: EventId, token_id: TokenId, api: Api, token: Token) -> JSONResponse:
    return written(api.store.revoke_token(event_id, token, token_id))
