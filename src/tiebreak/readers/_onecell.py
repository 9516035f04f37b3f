"""A table whose every cell stands on a line of its own: a page's text kept one value a line.

A page's table taken as text by a tool that writes each cell on a line (a reader view, a search
engine's copy of the page, some phones' copy) keeps no separator between the cells: the header is a run
of headings one a line, then each row is its number and name on a line, then its cells one a line::

    Jugadores
    1
    2
    3
    Ptos
    1. Fco. Javier López
    X
    1
    0
    1
    2. Ismael Gallo
    0
    X
    ½
    ½

:func:`one_value_lines` writes the header and each row on a line, tab-separated, under the headings:
the row's number and name under the name's heading (the number in a column of its own when no heading
stands before the name), its cells under the headings after it, from the left. A blank line between two
cells is no cell (such texts leave a blank line where a row's last cell is empty, not always, and some
a blank line after every value), so a row of fewer cells than headings has its last cells empty; a row
with fewer cells than rounds is no such table. A row's number may stand on a line of its own, its name
on the next (the number the next row takes, then a line with a name). A round-robin grid whose rows each
hold one value fewer than the headings after the name, and no diagonal mark, lost its empty diagonal
cells: an empty cell is put back in each row's own column (the grid reader reads it as the diagonal,
with a note). Where most lines end with `` |`` (the page store's copy of a table one cell a line), that mark
is left out and a ``|`` alone is an empty cell, kept in its place, unless it follows a line without the
mark: it then closes that line's cell (a mirror's copy ends each row's last cell so, on the next line).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ._headings import classify_heading, is_team_heading
from .celllines import Joined
from .rrgrid import marks_of

__all__ = ["OneValueLines", "one_value_lines"]

_ROW = re.compile(r"^\s*(\d{1,4})[.)]?\s+(\S.*?)\s*$")
"""A row's first line: its number, then its name."""
_LONGEST_HEADING = 24
_LONGEST_CELL = 16
"""The longest line read as a heading or as a cell (a row's cells are values: ``12w1``, ``1,5``, ``X``)."""
_MIN_HEADINGS = 4
_MIN_ROWS = 3
_NUMBER_KINDS = frozenset({"sno", "rank"})


@dataclass(frozen=True)
class OneValueLines(Joined):
    """The input with its table's header and rows written one a line (:func:`one_value_lines`)."""

    def note(self) -> str:
        return (
            f"the table under the headings of line {self.header_line} stands one value a line (a page's "
            f"text kept without its cell separators): its {self.rows} rows were written one a line, each "
            "row's number and name under the names' heading and its values under the headings after it, "
            "from the left (a row with fewer values than headings has its last cells empty)"
        )


def _header(lines: list[str], start: int) -> tuple[list[str], list[str], int, int]:
    """The run of headings from line ``start``, one a line (blank lines between them left out), with
    what each names, the line the header begins at (the names' heading, or the number's just before
    it: a title line such as ``CUADRO DE RESULTADOS`` above is no heading) and the index of the line
    after the last (``start + 1`` when there is none)."""
    heads: list[str] = []
    kinds: list[str] = []
    at: list[int] = []
    end = start + 1
    rounds = 0
    for k in range(start, len(lines)):
        text = lines[k].strip()
        if not text:
            continue  # a page that leaves a blank line after each cell
        if len(text) > _LONGEST_HEADING or _ROW.match(text):
            break
        kind, number = classify_heading(text)
        if is_team_heading(text):  # a team grid's names (Mannschaft, Verein): the rows' names
            kind = "name"
        if kind == "round":
            if number != rounds + 1:
                break
            rounds += 1
        heads.append(text)
        kinds.append(kind)
        at.append(k)
        end = k + 1
    name = kinds.index("name") if "name" in kinds else 0
    first = name - 1 if name and kinds[name - 1] in _NUMBER_KINDS else name
    return heads[first:], kinds[first:], at[first] if at else start, end


def _a_header(kinds: list[str]) -> bool:
    """Whether a run of headings is a table's header: a names' heading, at least two rounds (numbered
    1, 2, … in order) and at least as many known headings as unknown ones."""
    known = sum(k not in ("other", "empty") for k in kinds)
    return (
        len(kinds) >= _MIN_HEADINGS
        and kinds.count("round") >= 2
        and kinds.count("name") == 1
        and 2 * known >= len(kinds)
    )


def _rows(
    lines: list[str], start: int, *, empties: bool = False
) -> tuple[list[tuple[int, str, str, list[str]]], int]:
    """The rows from line ``start``: (line index, number, name, cells), and the index of the first line
    after them; ``empties``: an empty line is an empty cell (a text that marks each cell's end), not
    nothing."""
    rows: list[tuple[int, str, str, list[str]]] = []
    i = start
    while i < len(lines):
        text = lines[i].strip()
        m = _ROW.match(text)
        alone = _named_below(lines, i, int(rows[-1][1]) + 1 if rows else 1) if m is None else None
        if m is not None and any(ch.isalpha() for ch in m.group(2)) and len(m.group(2)) > 1:
            if rows and int(m.group(1)) != int(rows[-1][1]) + 1:
                break  # numbered otherwise: another list
            rows.append((i, m.group(1), m.group(2), []))
        elif alone is not None:
            rows.append((i, text.rstrip(".)"), lines[alone].strip(), []))
            i = alone
        elif text == _EMPTY:
            if not empties or not rows:
                break
            rows[-1][3].append("")
        elif not text:
            pass
        elif rows and len(text) <= _LONGEST_CELL:
            rows[-1][3].append(text)
        else:
            break
        i += 1
    while i > start and not lines[i - 1].strip():
        i -= 1
    return rows, i


def _named_below(lines: list[str], i: int, number: int) -> int | None:
    """Where the name stands of a row whose number is a line of its own (``2``, then ``Pomar, Arturo``):
    the next line with text, when line ``i`` is the number the next row takes and that line holds a
    name; else None."""
    if lines[i].strip().rstrip(".)") != str(number):
        return None
    below = next((k for k in range(i + 1, min(i + 3, len(lines))) if lines[k].strip()), None)
    if below is None:
        return None
    name = lines[below].strip()
    letters = sum(ch.isalpha() for ch in name)
    return below if letters >= 2 and len(name) <= _LONGEST_NAME and not _ROW.match(name) else None


_LONGEST_NAME = 60


def _diagonal_left_out(rows: list[tuple[int, str, str, list[str]]], kinds: list[str], name_at: int) -> bool:
    """Whether a grid's rows each hold one value fewer than the headings after the name and no diagonal
    mark: the empty diagonal cell left no line (then an empty cell is put in each row's own column)."""
    rounds = kinds.count("round")
    after = len(kinds) - name_at - 1
    return (
        len(rows) == rounds
        and all(len(cells) == after - 1 for *_, cells in rows)
        and not any(marks_of([(c, 0) for c in cells]) for *_, cells in rows)
    )


def _barred(lines: list[str]) -> bool:
    """Whether most lines with text end with `` |`` or are ``|`` alone: a text that marks each cell's end
    (the page store's copy of a table one cell a line), an empty cell a ``|`` of its own."""
    filled = [line.strip() for line in lines if line.strip()]
    marked = sum(1 for line in filled if line == "|" or line.endswith(" |"))
    return len(filled) >= _MIN_HEADINGS and 2 * marked > len(filled)


def _unbarred(line: str) -> str:
    text = line.strip()
    return _EMPTY if text == "|" else text[:-2] if text.endswith(" |") else line


_EMPTY = "\x00"
"""An empty cell of a text that marks each cell's end (its ``|`` alone), as the lines are scanned."""


def one_value_lines(text: str) -> OneValueLines | None:
    """The text with a table that stands one value a line (see the module) written one row a line,
    tab-separated, the lines above and below it kept; None when the text holds no such table."""
    given = text.split("\n")
    if sum(1 for line in given if 0 < len(line.strip()) <= _LONGEST_HEADING + 2) < _MIN_HEADINGS:
        return None  # too few short lines for a header one heading a line (a line's `` |`` left out)
    barred = _barred(given)
    lines = [_unbarred(line) for line in given] if barred else given
    if barred:  # a `|` after a line without its mark closes that line's cell (a row's last): no cell
        lines = [
            "" if k and given[k].strip() == "|" and given[k - 1].strip()[-1:] not in ("", "|") else x
            for k, x in enumerate(lines)
        ]
    h = 0
    while h < len(lines):
        if not lines[h].strip():
            h += 1
            continue
        heads, kinds, h, first = _header(lines, h)
        if not _a_header(kinds):
            h = first  # each line is looked at in one run of headings at most
            continue
        rows, end = _rows(lines, first, empties=barred)
        name_at = kinds.index("name")
        numbered = name_at > 0 and kinds[name_at - 1] in _NUMBER_KINDS
        after = len(heads) - name_at - 1
        rounds = kinds.count("round")
        if len(rows) < _MIN_ROWS or rows[0][1] != "1" or name_at > 1 or (name_at == 1 and not numbered):
            h = first
            continue
        if _diagonal_left_out(rows, kinds, name_at):
            first_round = kinds.index("round") - name_at - 1
            for k, (*_, cells) in enumerate(rows):
                cells.insert(first_round + k, "")  # the grid reader reads it as the diagonal, with a note
        if any(not rounds <= len(cells) <= after for *_, cells in rows):
            h = first
            continue
        written = heads if numbered else ["No", *heads]
        out = [*given[:h], "\t".join(written)]
        origin = [(k + 1, 1) for k in range(h)] + [(h + 1, 1)]
        for i, number, name, cells in rows:
            out.append("\t".join([number, name, *cells, *[""] * (after - len(cells))]))
            origin.append((i + 1, 1))
        out += given[end:]
        origin += [(k + 1, 1) for k in range(end, len(lines))]
        return OneValueLines("\n".join(out), tuple(origin), rows=len(rows), header_line=h + 1, rounds=rounds)
    return None
