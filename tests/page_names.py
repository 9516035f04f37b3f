"""A player's name as the calculator's page shows it in a standings row: its link's text, where ``<wbr>``
(a place the line may break, after a comma that no blank follows) is no text."""

from __future__ import annotations

import html
import re

PLAYER_LINK = re.compile(r'class="player-link">((?:[^<]|<wbr>)*)<')


def player_names(fragment: str) -> list[str]:
    """The names of the player links in a fragment of the page, in order."""
    return [html.unescape(found.replace("<wbr>", "")) for found in PLAYER_LINK.findall(fragment)]
