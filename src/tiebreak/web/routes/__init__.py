"""The routes, one module per resource, each handler a module-level function that reads its typed
request (:mod:`tiebreak.web.parsing`, the bodies of :mod:`tiebreak.web.schema`), calls one application
function (a job of :mod:`tiebreak.web.jobs` in the compute pool, a read of
:mod:`tiebreak.web.live_reads`, or one call of :class:`tiebreak.store.EventStore`) and shapes the
answer; what it raises is answered by :mod:`tiebreak.web.errors`.

* :mod:`~tiebreak.web.routes.calculator` – the page, its exports, ``POST /api/standings``, the catalogue;
* :mod:`~tiebreak.web.routes.events`, :mod:`~tiebreak.web.routes.players`,
  :mod:`~tiebreak.web.routes.rounds`, :mod:`~tiebreak.web.routes.standings`,
  :mod:`~tiebreak.web.routes.tokens` – the live events' API under ``/api/events``;
* :mod:`~tiebreak.web.routes.pages` – the spectators' pages and the stream;
* :mod:`~tiebreak.web.routes.desk` – the arbiter's desk.

The factories below bind each group of routes to its context (:func:`tiebreak.web.routes.base.bound_route`).
"""

from __future__ import annotations

import jinja2
from fastapi import APIRouter

from ..events_api import RESPONSES, EventsHolder, LiveApi
from ..events_pages import LiveEvents
from ..pool import ComputePool
from ..settings import WebSettings
from ..signing import Signer, secret_from_env
from . import desk, events, pages, players, rounds, standings, tokens
from .base import bound_route
from .calculator import calculator_router
from .pages import LivePages

__all__ = ["calculator_router", "events_pages_router", "events_router"]


def events_router(holder: EventsHolder, settings: WebSettings, pool: ComputePool) -> APIRouter:
    """The ``/api/events`` routes over the store ``holder`` opens; an imported file is read in ``pool``
    under the CPU limit of ``settings``, which also hold the upload limit, the creation rate and the site
    token."""
    router = APIRouter(
        prefix="/api/events",
        tags=["live events"],
        responses=RESPONSES,
        route_class=bound_route(LiveApi(holder, settings, pool)),
    )
    for module in (events, players, rounds, standings, tokens):
        module.ROUTES.install(router)
    return router


def events_pages_router(
    holder: EventsHolder,
    env: jinja2.Environment,
    secret: bytes | None = None,
    pool: ComputePool | None = None,
    settings: WebSettings | None = None,
) -> tuple[APIRouter, LiveEvents]:
    """The pages' routes and the :class:`LiveEvents` they share (``app.state.live``); the spectators'
    pages are computed in ``pool`` (by default a pool of the live pages' own)."""
    live = LiveEvents(holder, pool, settings)
    context = LivePages(live, env, Signer(secret if secret is not None else secret_from_env()))
    router = APIRouter(include_in_schema=False, route_class=bound_route(context))
    pages.ROUTES.install(router)
    desk.ROUTES.install(router)
    return router, live
