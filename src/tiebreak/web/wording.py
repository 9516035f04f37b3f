"""How the web page and the API name the options a message points to (see :mod:`tiebreak.model.messages`).

The page names its controls, the API its JSON fields; an option neither has (``--strict``,
``--lots-seed``) is left out of the message.

>>> from tiebreak.model.errors import ParseError
>>> from tiebreak.readers import read_text
>>> try:
...     read_text("no format here")
... except ParseError as exc:
...     print(worded(exc.message, PAGE).splitlines()[0].rsplit(". ", 1)[1])
...     print(worded(exc.message, API).splitlines()[0].rsplit(". ", 1)[1])
Name it in the Format menu
Name it in the field format
"""

from __future__ import annotations

from types import MappingProxyType

from ..model.messages import Option, Wording, worded

__all__ = ["API", "PAGE", "worded"]

_SITE_LIMIT = "the limit of this site"

PAGE = Wording(
    "page",
    MappingProxyType(
        {
            Option.INPUT_FORMAT: "the Format menu",
            Option.MAX_BYTES: _SITE_LIMIT,
            Option.MAX_PLAYERS: _SITE_LIMIT,
            Option.MAX_ROUNDS: _SITE_LIMIT,
            Option.TIEBREAKS: "the tie-break list",
            Option.RULES: "the Rules choice",
            Option.PAIRING: "the Pairing choice",
            Option.PGN_STAR: "the menu PGN games with result *",
            Option.PGN_BYE: "the menu PGN byes with result *",
            Option.COLUMNS: "the Columns field",
            Option.LENIENT: "the box Read past errors",
        }
    ),
    setting="{option} set to {value}",
    using="in {option}",
)
"""The page's controls (``index.html``)."""

API = Wording(
    "API",
    MappingProxyType(
        {
            Option.INPUT_FORMAT: "the field format",
            Option.MAX_BYTES: _SITE_LIMIT,
            Option.MAX_PLAYERS: _SITE_LIMIT,
            Option.MAX_ROUNDS: _SITE_LIMIT,
            Option.TIEBREAKS: "the field tiebreaks",
            Option.RULES: "the field rules",
            Option.PAIRING: "the field pairing",
            Option.PGN_STAR: "the field pgn_star",
            Option.PGN_BYE: "the field pgn_bye",
            Option.COLUMNS: "the field columns",
            Option.LENIENT: "the field lenient set to true",
        }
    ),
    setting='{option} set to "{value}"',
    using="in {option}",
)
"""The fields of ``POST /api/standings`` (:class:`tiebreak.web.schema.StandingsRequest`)."""
