"""The text a browser gives when a whole results page is copied: navigation above the table.

chess-results, Vega and club sites put menus, search boxes and list links above the crosstable; a user
who selects the whole page and copies it pastes all of that. :func:`skip_page_text` finds the table's
header line and blanks every line above it (line numbers stay those of the paste), keeping the event
name: the line just above ``Last update …`` (chess-results and its translations), else the first line.
What it skipped is a note with its lines. Lines below the table are left to the reader, which lists each
one it ignores.

>>> from tiebreak.readers._builder import EventBuilder
>>> b = EventBuilder("paste")
>>> skip_page_text(b, ["Home page", "Open 2026", "Last update 01.12.2026", "Rk Name 1.Rd", "1 A 2w1"],
...                lambda line: "1.Rd" in line)
['', 'Open 2026', '', 'Rk Name 1.Rd', '1 A 2w1']
>>> print(b.diagnostics[0].message)
lines 1-3 above the table's header (line 4) read as page text and skipped; event name from line 2
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..errors import Severity
from ._builder import EventBuilder

__all__ = ["skip_page_text"]

_UPDATED = re.compile(
    r"^\s*(?:last update|letzte aktualisierung|dernière mise à jour|ultima actualización|"
    r"ultimo aggiornamento|laatste update|laatst bijgewerkt|последнее обновление|última atualização)\b",
    re.IGNORECASE,
)


def skip_page_text(b: EventBuilder, lines: list[str], is_header: Callable[[str], bool]) -> list[str]:
    """``lines`` with the page text above the table's header blanked (a note says which lines).

    Nothing changes when no line is a header, or when at most one line (the event name) precedes it.
    """
    header = next((k for k, line in enumerate(lines[:2000]) if line.strip() and is_header(line)), None)
    if header is None:
        return lines
    above = [k for k in range(header) if lines[k].strip()]
    if len(above) < 2:
        return lines
    updated = next((k for k in above if _UPDATED.match(lines[k])), None)
    before = [k for k in above if updated is not None and k < updated]
    keep = before[-1] if before else above[0]
    out = ["" if k < header and k != keep else line for k, line in enumerate(lines)]
    b.warn(f"lines {above[0] + 1}-{header} above the table's header (line {header + 1}) read as page text "
           f"and skipped; event name from line {keep + 1}", above[0] + 1, 1, severity=Severity.INFO)
    return out
