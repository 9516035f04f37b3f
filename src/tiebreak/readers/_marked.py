"""A text whose lines stand behind a list or quotation mark (``- 1 Becks 3.0 5.00 16.00 3s1 …``: a
paste site's or a forum's copy that made each line an item of a list; ``> …``: a mail's quotation),
the marks taken off, each line at the input's line and column (:class:`~._relined.Relined`).

>>> m = marked_lines("- 1.Runde :\\n- 1: Gockel - Becks 0:1\\n- 2: Freestylerking - Draco 1:0\\n"
...                  "- 3: Celebivor - Only 0:1\\n- 4: Betapf - Kloshitt 1:0\\n")
>>> m.text.splitlines()[1], m.locate(2, 1)
('1: Gockel - Becks 0:1', (2, 3))
>>> marked_lines("Rk Name\\n1 Anna - Bert 1-0\\n") is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .celllines import Joined

__all__ = ["MarkedLines", "marked_lines"]

_MARK = re.compile(r"^([-*•>]) (?=\S)")
"""A list item's or a quotation's mark, a blank after it, then the line's text."""
_MIN_LINES = 5
_SHARE = 0.6
"""At least this many of the non-empty lines, and this share of them, behind one mark."""


@dataclass(frozen=True)
class MarkedLines(Joined):
    """The input with the mark before its lines taken off (:func:`marked_lines`)."""

    mark: str = ""

    def note(self) -> str:
        return (
            f"{self.rows} lines stand behind a mark {self.mark!r} (a copy that made each line an item of a "
            "list, or quoted it): read without it"
        )


def marked_lines(text: str) -> MarkedLines | None:
    """The text with the mark that most of its lines start with taken off each line that has it; None
    when fewer than :data:`_MIN_LINES` lines, or less than :data:`_SHARE` of the non-empty ones, share
    a mark."""
    lines = text.split("\n")
    filled = [line for line in lines if line.strip()]
    marks = [m.group(1) for line in filled if (m := _MARK.match(line)) is not None]
    if not marks:
        return None
    mark = max(set(marks), key=marks.count)
    count = marks.count(mark)
    if count < _MIN_LINES or count < _SHARE * len(filled):
        return None
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    first = 0
    for k, line in enumerate(lines, start=1):
        m = _MARK.match(line)
        if m is not None and m.group(1) == mark:
            out.append(line[m.end() :])
            origin.append((k, m.end() + 1))
            first = first or k
        else:
            out.append(line)
            origin.append((k, 1))
    return MarkedLines("\n".join(out), tuple(origin), rows=count, header_line=first, mark=mark)
