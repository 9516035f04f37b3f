"""The text a browser gives when a whole results page is copied: navigation above the table.

chess-results, Vega and club sites put menus, search boxes and list links above the crosstable; a user
who selects the whole page and copies it pastes all of that. :func:`skip_page_text` finds the table's
header line and blanks the navigation above it (line numbers stay those of the paste): every line with
a tab there (menus and link lists copy as tab-separated text), and, when a ``Last update …`` line
(chess-results and its translations) follows the event's name (with or without the lines of details,
``Organizer(s) : …``, an export writes between them), everything above that name. The title
lines left (event name, "Final Ranking after 9 Rounds") are the reader's to choose from. What was
skipped is a note with its lines; lines below the table are left to the reader, which lists each one it
ignores. :func:`vega_text_cells` turns the cells of a copied Vega crosstable (``1 22``: result, then
opponent; ``½ BYE``) into the crosstable reader's (``W22``, ``-½``): the copy loses the colours, which
Vega keeps in CSS classes, and a warning says so.

>>> from tiebreak.readers._builder import EventBuilder
>>> b = EventBuilder("paste")
>>> page_text(b, ["Site", "Home\tCalendar", "Open 2026", "Last update 01.12.2026", "Rk Name 1.Rd", "1 A 2w1"])
['', '', 'Open 2026', 'Last update 01.12.2026', 'Rk Name 1.Rd', '1 A 2w1']
>>> print(b.diagnostics[0].message)
page text above the table's header (line 5) skipped: lines 1-2 (menus, the site's header)
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..model.errors import Severity
from ._builder import EventBuilder, point_value
from ._headings import DETAIL_LINE, UPDATED, classify_heading
from .tables import column_spans

__all__ = ["is_table_header", "page_text", "skip_page_text", "vega_text_cells", "vega_token"]


def page_text(b: EventBuilder, lines: list[str]) -> list[str]:
    """The lines of a pasted crosstable ready for the crosstable reader: :func:`vega_text_cells`, then
    :func:`skip_page_text` with :func:`is_table_header`."""
    return skip_page_text(b, vega_text_cells(b, lines), is_table_header)


def is_table_header(line: str) -> bool:
    """A crosstable's header: a name heading and round headings (``1.Rd``, ``Rd.1``, ``R1``).

    >>> is_table_header("Rk.\tSNo\tName\tRtg\t1.Rd\t2.Rd"), is_table_header("Search for player")
    (True, False)
    """
    fields = line.split("\t") if "\t" in line else line.split(";") if ";" in line else line.split()
    kinds = {classify_heading(f)[0] for f in fields}
    return "name" in kinds and "round" in kinds


def skip_page_text(b: EventBuilder, lines: list[str], is_header: Callable[[str], bool]) -> list[str]:
    """``lines`` with the navigation above the table's header blanked (a note says which lines).

    Nothing changes when no line is a header, or when nothing above it is navigation.
    """
    header = next((k for k, line in enumerate(lines[:2000]) if line.strip() and is_header(line)), None)
    if header is None:
        return lines
    above = [k for k in range(header) if lines[k].strip()]
    updated = next((k for k in above if UPDATED.match(lines[k])), None)
    titles = [k for k in above if "\t" not in lines[k] and not DETAIL_LINE.match(lines[k])]
    name = max((k for k in titles if updated is not None and k < updated), default=None)
    skipped = [k for k in above if "\t" in lines[k] or (name is not None and k < name)]
    if not skipped:
        return lines
    drop = set(skipped)
    where = f"line{'s' if len(skipped) > 1 else ''} {_ranges(skipped)}"
    b.warn(
        f"page text above the table's header (line {header + 1}) skipped: {where} (menus, the site's header)",
        skipped[0] + 1,
        1,
        severity=Severity.INFO,
    )
    return ["" if k in drop else line for k, line in enumerate(lines)]


def _ranges(indexes: list[int]) -> str:
    """0-based indexes as 1-based line ranges: ``1-3, 7``."""
    return column_spans([k + 1 for k in indexes], "-", ", ")


_VEGA_CELL = re.compile(r"^(1|0|½|=|0[.,]5|1/2|\+|-)\s+(\d{1,5}|bye)$", re.IGNORECASE)
_VEGA_RUN = re.compile(r"^(1|0|½|=|\+|-)(\d{1,5})$")
"""A Vega cell whose result and opponent ran together (``116``: won against 16; ``½4``, ``01``): its
text taken without the two blocks the page writes them in (vegashare's JSON of Vega's cross table).
Read so only in a table whose every round cell is a Vega cell (a grid's or a team table's cells of
board points are not)."""


def vega_token(res: str, opp: str) -> str:
    """A Vega cell without its colour (result, then opponent or ``BYE``) as the crosstable reader's
    wallchart cell: ``1 22`` -> ``W22``, ``+ 4`` -> ``X4``, ``½ BYE`` -> ``-½``, ``+ BYE`` -> ``-1``.

    >>> vega_token("1", "22"), vega_token("-", "4"), vega_token("½", "BYE"), vega_token("+", "bye")
    ('W22', 'F4', '-½', '-1')
    """
    value = point_value(res)
    if opp.lower() == "bye":
        return "-1" if value == 1 or res == "+" else "-0" if value == 0 or res == "-" else "-½"
    letter = "X" if res == "+" else "F" if res == "-" else "W" if value == 1 else "L" if value == 0 else "D"
    return f"{letter}{opp}"


_LONE_RESULT = re.compile(r"^(1|½|0[.,]5)$")
"""A round cell of a result without an opponent among Vega-like cells (a club's score page: the
opponent's block empty): a bye of that value."""


def _vega_token(text: str, run: bool = False) -> str | None:
    """The crosstable reader's cell of a Vega cell (``run``: its result and opponent may have run
    together, :data:`_VEGA_RUN`; a result alone, a bye of that value), None for any other text."""
    m = _VEGA_CELL.match(text.strip()) or (_VEGA_RUN.match(text.strip()) if run else None)
    if m is None and (lone := _LONE_RESULT.match(text.strip())) is not None:
        return vega_token(lone.group(1), "bye")
    return None if m is None else vega_token(m.group(1), m.group(2))


def _run_together(lines: list[str], rounds: list[int]) -> bool:
    """Whether the rows under a header (``lines``, each with a number first) have Vega cells whose
    result and opponent ran together (``116``), and no round cell of another form."""
    run = False
    for line in lines:
        row = line.split("\t")
        if not row[0].strip().rstrip(".").isdecimal():
            continue
        for i in rounds:
            text = row[i].strip() if i < len(row) else ""
            if not text or _VEGA_CELL.match(text):
                continue
            if not _VEGA_RUN.match(text):
                return False
            run = True
    return run


_ROUND_HEADING = re.compile(r"(\d{1,3})(?:\s+\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\.?)?", re.ASCII)
"""A round's heading: its number, a date after it (a club's score page: ``1 1.2``, round 1 on 1 February)."""


def vega_text_cells(b: EventBuilder | None, lines: list[str]) -> list[str]:
    r"""``lines`` with a copied Vega crosstable rewritten for the crosstable reader: round headings
    ``1 2 3`` as ``1.Rd 2.Rd 3.Rd`` and cells ``1 22`` as ``W22``. Unchanged unless the table is
    tab-separated, has a name heading followed by round numbers 1, 2, … and cells of that form.
    ``b`` gets the note (None: only rewrite, as the format sniffer does).

    >>> b = EventBuilder(None)
    >>> vega_text_cells(b, ["#\tPlayer\t1\t2", "1\tAnna\t1 2\t½ BYE", "2\tBoris\t0 1\t"])
    ['#\tPlayer\t1.Rd\t2.Rd', '1\tAnna\tW2\t-½', '2\tBoris\tL1\t']

    The result and the opponent run together (``12``: won against 2), when every round cell is so:

    >>> vega_text_cells(b, ["#\tPlayer\t1\t2", "1\tAnna\t12\t½ BYE", "2\tBoris\t01\t"])
    ['#\tPlayer\t1.Rd\t2.Rd', '1\tAnna\tW2\t-½', '2\tBoris\tL1\t']
    """
    for k, line in enumerate(lines[:2000]):
        if "\t" not in line:
            continue
        fields = line.split("\t")
        if fields[0].strip().rstrip(".").isdecimal():
            return lines  # a row of the table: its header, if any, came before
        kinds = [classify_heading(f) for f in fields]
        if not any(kind == "name" for kind, _ in kinds):
            continue
        numbers = {i: m.group(1) for i, f in enumerate(fields) if (m := _ROUND_HEADING.fullmatch(f.strip()))}
        rounds = list(numbers)
        if not rounds or [int(numbers[i]) for i in rounds] != list(range(1, len(rounds) + 1)):
            continue  # a menu line naming "Players", or a header without bare round numbers
        out = list(lines)
        out[k] = "\t".join(f"{numbers[i]}.Rd" if i in rounds else f for i, f in enumerate(fields))
        cells = 0
        run = _run_together(lines[k + 1 :], rounds)
        for j in range(k + 1, len(lines)):
            row = lines[j].split("\t")
            for i in rounds:
                token = _vega_token(row[i], run) if i < len(row) else None
                if token is not None:
                    row[i] = token
                    cells += 1
            out[j] = "\t".join(row)
        if not cells:
            return lines
        if b is not None:
            b.warn(
                f"Vega cells such as {'122' if run else '1 22'!r} (result, then opponent"
                f"{', run together' if run else ''}) read as games played, without colours: a copied page "
                "loses the colours and the forfeit marks, which Vega gives by the cell's style (the saved "
                "HTML page keeps them)",
                k + 1,
                1,
            )
        return out
    return lines
