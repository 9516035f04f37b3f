"""The web page of ``tiebreak`` (the ``web`` extra: FastAPI, Jinja2, uvicorn).

:func:`tiebreak.web.app.create_app` builds the application; ``tiebreak serve`` runs it. The computations
behind the page live in :mod:`tiebreak.web.service` and need no web framework.
"""
