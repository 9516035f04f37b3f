"""What every route module shares: the route class that hands a handler its context and answers what
it raises through :func:`tiebreak.web.errors.problem_of`.

A router is made by a factory (:func:`tiebreak.web.routes.calculator_router`, …) from module-level
handlers: :func:`bound_route` gives it a route class holding the context (the settings, the compute
pool, the store), which each handler reads with :func:`context_of` (or a ``Depends`` on it). So a
router is self-contained: an application includes it as it is (``app.include_router``), as many times
as it has contexts.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse, Response
from fastapi.routing import APIRoute

from ..errors import problem_of
from ..events_api import LiveApi
from ..schema import MAX_KEY

__all__ = ["Api", "Routes", "bound_route", "context_of", "direct", "problem_response"]

_KEY = "tiebreak.context"
T = TypeVar("T")
Handler = TypeVar("Handler", bound=Callable[..., Any])


class Routes:
    """The routes of one module: its handlers stay plain module-level functions (``@ROUTES.get(path)``
    records them), and a router factory installs them (:meth:`install`) into a router bound to its
    context."""

    def __init__(self) -> None:
        self._routes: list[tuple[str, str, Callable[..., Any], dict[str, Any]]] = []

    def route(self, method: str, path: str, **options: Any) -> Callable[[Handler], Handler]:
        def record(handler: Handler) -> Handler:
            self._routes.append((method, path, handler, options))
            return handler

        return record

    def get(self, path: str, **options: Any) -> Callable[[Handler], Handler]:
        return self.route("GET", path, **options)

    def post(self, path: str, **options: Any) -> Callable[[Handler], Handler]:
        return self.route("POST", path, **options)

    def put(self, path: str, **options: Any) -> Callable[[Handler], Handler]:
        return self.route("PUT", path, **options)

    def patch(self, path: str, **options: Any) -> Callable[[Handler], Handler]:
        return self.route("PATCH", path, **options)

    def delete(self, path: str, **options: Any) -> Callable[[Handler], Handler]:
        return self.route("DELETE", path, **options)

    def install(self, router: APIRouter, route_class: type[APIRoute] | None = None) -> None:
        """Add the routes to ``router`` (``route_class``: theirs, else the router's)."""
        for method, path, handler, options in self._routes:
            if route_class is not None:
                options = {**options, "route_class_override": route_class}
            router.add_api_route(path, handler, methods=[method], **options)


def context_of(request: Request, kind: type[T]) -> T:
    """The context of the router that took ``request``."""
    found = request.scope[_KEY]
    assert isinstance(found, kind)
    return found


def problem_response(exc: BaseException, request: Request | None = None) -> Response | None:
    """The API's answer to ``exc`` (None: a bug, left to the error page). A number the database
    refused that is one of the path's parameters is named as that parameter."""
    problem = problem_of(exc)
    if problem is None:
        return None
    body = problem.body()
    if request is not None and problem.status == 422 and problem.field == "request":
        named = _too_large(request)
        if named is not None:
            error = body["error"]
            error["field"], error["message"] = named, f"{named}: {error['message']}"
    return JSONResponse(body, status_code=problem.status, headers=dict(problem.headers) or None)


def _too_large(request: Request) -> str | None:
    """The path parameter of ``request`` that is a number beyond :data:`MAX_KEY`, if one is."""
    for name, value in request.path_params.items():
        text = str(value).removeprefix("-")
        if text.isascii() and text.isdigit() and (len(text) > 10 or int(text) > MAX_KEY):
            return str(name)
    return None


_DIRECT = "_tiebreak_direct"


def direct(handler: Handler) -> Handler:
    """Mark ``handler`` (``async def handler(request: Request) -> Response``) as called with the request
    as it is, past FastAPI's parameter solving: for a route whose cost on the event loop counts (the
    standings API); its parameters are documented by the route's ``openapi_extra``."""
    setattr(handler, _DIRECT, True)
    return handler


def bound_route(context: object, *, problems: bool = True) -> type[APIRoute]:
    """A route class whose handlers see ``context`` (:func:`context_of`); with ``problems``, what they
    raise is answered in the API's error shape (:func:`problem_response`)."""

    class Bound(APIRoute):
        def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
            handler = self.endpoint if getattr(self.endpoint, _DIRECT, False) else super().get_route_handler()

            async def run(request: Request) -> Response:
                request.scope[_KEY] = context
                if not problems:
                    return await handler(request)
                try:
                    return await handler(request)
                except Exception as exc:
                    answer = problem_response(exc, request)
                    if answer is None:
                        raise
                    return answer

            return run

    return Bound


def _live_api(request: Request) -> LiveApi:
    return context_of(request, LiveApi)


Api = Annotated[LiveApi, Depends(_live_api)]
"""The live API's context, as a handler's parameter."""
