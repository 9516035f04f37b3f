"""``/api/events/{id}/players``: register, edit and withdraw players, request and cancel byes. Each
handler reads its typed request, makes one call of :class:`tiebreak.store.EventStore` and answers the
write (:func:`tiebreak.web.events_api.written`)."""

from __future__ import annotations

from fastapi import Request
from fastapi.responses import JSONResponse

from ...store import player_input
from ..events_api import EventId, Round, Sno, Token, written
from ..parsing import if_match
from ..schema import ByeBody, PlayerBody, WithdrawBody
from .base import Api, Routes

__all__ = ["ROUTES"]

ROUTES = Routes()


@ROUTES.post("/{event_id}/players", status_code=201, summary="Register a player (late entry after round 1)")
def add_player(event_id: EventId, body: PlayerBody, request: Request, api: Api, token: Token) -> JSONResponse:
    data = player_input(body.model_dump(exclude_unset=True))
    return written(api.store.add_player(event_id, token, data, if_match=if_match(request)), 201)


@ROUTES.patch("/{event_id}/players/{sno}", summary="Edit a player")
def edit_player(
    event_id: EventId, sno: Sno, body: PlayerBody, request: Request, api: Api, token: Token
) -> JSONResponse:
    data = player_input(body.model_dump(exclude_unset=True), new=False)
    return written(api.store.edit_player(event_id, token, sno, data, if_match=if_match(request)))


@ROUTES.post("/{event_id}/players/{sno}/withdraw", summary="Withdraw a player from round N on")
def withdraw(
    event_id: EventId, sno: Sno, body: WithdrawBody, request: Request, api: Api, token: Token
) -> JSONResponse:
    return written(api.store.withdraw(event_id, token, sno, body.round, if_match=if_match(request)))


@ROUTES.put("/{event_id}/players/{sno}/byes/{rnd}", summary="Request a bye for a round not paired yet")
def put_bye(
    event_id: EventId, sno: Sno, rnd: Round, body: ByeBody, request: Request, api: Api, token: Token
) -> JSONResponse:
    return written(api.store.request_bye(event_id, token, sno, rnd, body.kind, if_match=if_match(request)))


@ROUTES.delete("/{event_id}/players/{sno}/byes/{rnd}", summary="Cancel a requested bye")
def delete_bye(
    event_id: EventId, sno: Sno, rnd: Round, request: Request, api: Api, token: Token
) -> JSONResponse:
    return written(api.store.request_bye(event_id, token, sno, rnd, None, if_match=if_match(request)))
