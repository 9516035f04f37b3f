"""A league's divisions typed one after another under group headings (``Staffel A``, ``Staffel B``): each
division is an event of its own, its teams meeting only among themselves.

A federation's or club's page of a league's rounds may list the matches of every division of the round,
each under its division's heading, round after round (``Staffel A`` / ``Runde 1`` / the matches /
``Staffel B`` / ``Runde 1`` / the matches / ``Staffel A`` / ``Runde 2`` …). Read as one, the divisions
make one event of teams that never meet, ranked together. :func:`group_sections` finds the headings and
the lines under each (a heading's lines run to the next heading); :func:`group_text` keeps one group's
lines and the lines above the first heading (the page's title, a round's heading written above the
divisions), every other line left empty so that each message keeps its line.

>>> text = "Liga 2011\\nStaffel A\\nRunde 1\\nA1 4:4 A2\\nStaffel B | ||\\nRunde 1\\nB1 5:3 B2\\n"
>>> groups = group_sections(text)
>>> [(g.label, g.lines) for g in groups]
[('Staffel A', (2, 3, 4)), ('Staffel B', (5, 6, 7, 8))]
>>> group_text(text, groups[1]).split("\\n")
['Liga 2011', '', '', '', 'Staffel B | ||', 'Runde 1', 'B1 5:3 B2', '']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["HeadedGroup", "group_sections", "group_text"]

_HEADING = re.compile(
    r"^[\s|]*(staffel|gruppe|group|groupe|poule|grupo|girone|groep|klasa|skupina|division|afdeling)"
    r"\s+([A-Za-z]|\d{1,2}|[A-Za-z]\d{1,2}|\d{1,2}[A-Za-z])\s*[:.]?[\s|]*$",
    re.IGNORECASE,
)
"""A line that is a division's heading alone (``Staffel A``, ``Gruppe 2``, ``Division 3B``; cells joined
by ``|`` around it, as a page store writes a row of one cell)."""
_MOST = 20
"""Divisions at most: a text with more such headings is left as it is."""


@dataclass(frozen=True)
class HeadedGroup:
    """One division: its heading's words and the lines (1-based) under its headings, each heading's."""

    label: str
    lines: tuple[int, ...]


def group_sections(text: str) -> list[HeadedGroup]:
    """The divisions of a text typed under group headings, in the order of their first heading: two at
    least, each named by a heading of its own; empty for any other text."""
    lines = text.split("\n")
    heads = []
    for k, line in enumerate(lines, start=1):
        if len(line) < 40 and (m := _HEADING.match(line)) is not None:
            heads.append((k, f"{m.group(1).capitalize()} {m.group(2).upper()}"))
    labels = list(dict.fromkeys(label for _, label in heads))
    if not 2 <= len(labels) <= _MOST:
        return []
    under: dict[str, list[int]] = {label: [] for label in labels}
    for (k, label), nxt in zip(heads, [*(h for h, _ in heads[1:]), len(lines) + 1], strict=True):
        under[label].extend(range(k, nxt))
    return [HeadedGroup(label, tuple(under[label])) for label in labels]


def group_text(text: str, group: HeadedGroup) -> str:
    """The text with the lines of the other divisions left empty (the lines above the first heading, and
    this division's, as they are)."""
    lines = text.split("\n")
    first = 1 + min((k for k, line in enumerate(lines) if len(line) < 40 and _HEADING.match(line)), default=0)
    keep = set(group.lines)
    return "\n".join(line if k < first or k in keep else "" for k, line in enumerate(lines, start=1))
