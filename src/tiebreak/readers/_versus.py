"""Both players of a board in one cell: ``Simone Zenini [1613] (0 ) - Marco Casadei [1994] (1 )``.

Some pairing lists give a board's two players in one cell, joined by a dash between blanks, each name
perhaps followed by a rating in brackets and the player's points in round brackets: Tornello's round
reports under the heading ``Bianco [Elo] (Pt) - Nero [Elo] (Pt)``, a club's hand-made
``Board | Pairing | Result`` with ``Ann Alt - Dan Dorn``. :func:`with_split_pairs` gives such a column
as the columns a pairing list has (White's name, rating and points, then Black's), headed by the parts
of the column's own heading (``Bianco``, ``Elo``, ``Pt``, ``Nero``, ``Elo``, ``Pt``), or ``White``,
``Rtg``, ``Pts``, ``Black``, … when its heading does not split so. A rating or points column is made only
when some cell gives one; a side without a rating (``BYE``) leaves its cells empty.

Told by content: a column in which most of the first rows' cells hold two such sides, each with a letter,
in a table whose rows give a game's result in another cell (``1-0``, ``1/2-1/2``, ``0-1F``, ``BYE``) and
that has no White and Black columns of its own. A heading row is a first row without a digit.

>>> from tiebreak.readers.tables import TableCell
>>> rows = [["Sc", "Bianco [Elo] (Pt) - Nero [Elo] (Pt)", "Risultato"],
...         ["1", "Ann Alt [1613] (0 ) - Dan Dorn [1994] (1 )", "0-1"],
...         ["---", "Cy Crom [1399] (0.5 ) - BYE", "BYE"]]
>>> cells = [tuple(TableCell(x, r + 1, 1 + 10 * c) for c, x in enumerate(row)) for r, row in enumerate(rows)]
>>> got, note = with_split_pairs(cells)
>>> [[c.text for c in row] for row in got]  # doctest: +NORMALIZE_WHITESPACE
[['Sc', 'Bianco', 'Elo', 'Pt', 'Nero', 'Elo', 'Pt', 'Risultato'],
 ['1', 'Ann Alt', '1613', '0', 'Dan Dorn', '1994', '1', '0-1'],
 ['---', 'Cy Crom', '1399', '0.5', 'BYE', '', '', 'BYE']]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from ._builder import game_result
from ._headings import BYE_WORDS, classify_heading
from ._tablelike import C, T

__all__ = ["split_pairs", "with_split_pairs"]


_JOINED = re.compile(r"^(.*?[^\W\d_].*?)\s+[-–—]\s+(.*[^\W\d_].*)$")
"""Two sides joined by a dash between blanks, each with a letter."""
_SIDE = re.compile(
    r"^(?P<name>[^\[\]()]*?[^\W\d_][^\[\]()]*?)"
    r"(?:\s*(?:\[\s*(?P<rating>\d{1,4})\s*\]|\(\s*(?P<rated>\d{3,4})\s*\)))?"
    r"(?:\s*\(\s*(?P<points>\d{1,3}(?:[.,]\d{1,2})?|\d{0,3}½)\s*\))?\s*$"
)
"""One side: a name, then perhaps a rating in brackets (``[1613]``, ``[   0]``, ``(2100)``) and points in
round brackets (``(0.5 )``, ``(2½)``)."""
_NAME_PART = r"(?:[^\[\]()]|\((?=[^()]*[^\W\d_])[^()]*\))"
"""A character of a name, or a nickname in round brackets with a letter (``Boudry, William (BabuFrik)``)."""
_SIDE_POINTS_FIRST = re.compile(
    rf"^(?P<name>{_NAME_PART}*?[^\W\d_]{_NAME_PART}*?)\s+(?P<points>\d{{1,3}}[.,]\d{{1,2}}|\d{{0,3}}½)"
    r"\s*[\[(]\s*(?P<rating>\d{1,4})\s*[\])]\s*$"
)
"""One side as SWAR's round reports write it: the name (an online player's nickname in brackets after
it), the points with their decimals, then the rating in brackets (``De Witte, Stein 3.5 (1823)``,
``Covens, Laurens 3.0 (0)``, ``Boudry, William (BabuFrik) 4.5 (2079)``)."""
_BOARD_LEAD = re.compile(r"^\s*(\d{1,3})\s+(?=\D)")
"""A board's number before White's name in the cell (`` 2 De Witte, Stein 3.5 (1823) - Nolf, …``)."""
_HEADING_SIDE = re.compile(
    r"^(?P<name>[^\[\]()]+?)\s*(?:\[(?P<rating>[^\]]*)\])?\s*(?:\((?P<points>[^)]*)\))?\s*$"
)
"""One side of the column's heading: ``Bianco [Elo] (Pt)``."""
_SAMPLE = 60
"""The first rows the column is told on."""
_SHARE = 0.6
"""The share of the sample's filled cells of the column that must hold two sides."""


def _side(text: str) -> re.Match[str] | None:
    return _SIDE_POINTS_FIRST.match(text) or _SIDE.match(text)


def _sides(text: str) -> tuple[re.Match[str], re.Match[str]] | None:
    joined = _JOINED.match(text.strip())
    if joined is None:
        return None
    white, black = (_side(part.strip()) for part in joined.groups())
    return (white, black) if white is not None and black is not None else None


def _group(side: re.Match[str], name: str) -> str:
    """A part of a side, empty where the side's form has none (``rated``: a rating in round brackets)."""
    return (side.groupdict().get(name) or "").strip()


def _board_led(texts: list[str]) -> bool:
    """Whether most of a column's cells of two sides start with a board's number before White's name,
    Black's side without one (a club's report: ``2 De Witte, Stein 3.5 (1823) - Nolf, Francky 3.5 …``)."""
    joined = [t for t in texts if " " in t and _sides(t) is not None]
    led = 0
    for t in joined:
        lead = _BOARD_LEAD.match(t)
        sides = _sides(t[lead.end() :]) if lead is not None else None
        led += sides is not None and _BOARD_LEAD.match(sides[1]["name"]) is None
    return bool(joined) and 2 * led > len(joined)


_TWO_SIDED = re.compile(r"[-–:/]")


def _result_like(text: str) -> bool:
    """A game's result with its two sides (``1-0``, ``1/2-1/2``, ``0-1F``, ``+:-``) or a bye's word; a lone
    ``1`` or ``0`` is no such evidence (a grid's cell)."""
    t = " ".join(text.split())
    if not t or len(t) > 16:
        return False
    return t.casefold() in BYE_WORDS or (bool(_TWO_SIDED.search(t)) and game_result(t) is not None)


def _joined_column(rows: Sequence[Sequence[str]]) -> int | None:
    """The column whose filled cells hold two sides in most of ``rows``, in rows most of which give a
    result in another cell; None when there is none, or the rows have White and Black columns."""
    width = max((len(r) for r in rows), default=0)
    for k in range(width):
        filled = [r for r in rows if k < len(r) and r[k].strip()]
        joined = [r for r in filled if " " in r[k] and _sides(r[k]) is not None]
        if len(joined) < 2 or len(joined) < _SHARE * len(filled):
            continue
        scored = sum(1 for r in joined if any(_result_like(x) for i, x in enumerate(r) if i != k))
        if 2 * scored > len(joined):
            return k
    return None


def with_split_pairs(rows: list[tuple[C, ...]]) -> tuple[list[tuple[C, ...]], str] | None:
    """The rows with a column of two players a cell split into each side's name, rating and points
    (see the module), and a note saying so; None when no column holds two players a cell."""
    if len(rows) < 2:
        return None
    texts = [[c.text for c in r] for r in rows[: _SAMPLE + 1]]
    if not any(" - " in x or " – " in x or " — " in x for r in texts for x in r):
        return None  # cheap: most tables hold no dash between blanks at all
    heading = not any(ch.isdigit() for x in texts[0] for ch in x)
    if heading and {"white", "black"} <= {classify_heading(x)[0] for x in texts[0]}:
        return None  # a pairing list's own White and Black columns
    k = _joined_column(texts[1:] if heading else texts)
    if k is None or (heading and classify_heading(texts[0][k])[0] == "name"):
        return None  # a column of names headed so: one player's (or a pair's: ``Novotny - Skliba``)
    led = _board_led([r[k] for r in (texts[1:] if heading else texts) if k < len(r)])
    data = [_led(r[k].text, led) if k < len(r) else ("", "", None) for r in rows]
    rated = any(_part(m, "rating") for _, _, s in data if s for m in s)
    scored = any(_group(m, "points") for _, _, s in data if s for m in s)
    parts = ["name", *(["rating"] if rated else []), *(["points"] if scored else [])]
    words = (["Bd"] if led else []) + _heading_words(rows[0][k].text if heading else "", parts)
    out: list[tuple[C, ...]] = []
    for n, row in enumerate(rows):
        if k >= len(row):
            out.append(row)
            continue
        cell = row[k]
        if heading and n == 0:
            texts_of = words
        else:
            board, _, sides = data[n]
            if sides is None:  # a row of another kind (a caption, a bye written otherwise): kept whole
                texts_of = ([""] if led else []) + [cell.text] + [""] * (2 * len(parts) - 1)
            else:
                texts_of = ([board] if led else []) + [_part(m, p) for m in sides for p in parts]
        made = tuple(replace(cell, text=t, column=cell.column + i) for i, t in enumerate(texts_of))  # type: ignore[type-var]
        out.append((*row[:k], *made, *row[k + 1 :]))
    example = rows[1 if heading else 0][k].text[:40]
    note = (
        f"column {k + 1} holds both players of a board in one cell ({example!r}): read as White's "
        f"{' and '.join(parts)}, then Black's"
    )
    return out, note


def _led(text: str, led: bool) -> tuple[str, str, tuple[re.Match[str], re.Match[str]] | None]:
    """A cell's board number (with ``led``: the column's cells start with one), its text after it and
    its two sides."""
    lead = _BOARD_LEAD.match(text) if led else None
    if lead is None:
        return "", text, _sides(text)
    rest = text[lead.end() :]
    return lead.group(1), rest, _sides(rest)


def _part(side: re.Match[str], part: str) -> str:
    if part == "rating":
        return _group(side, "rating") or _group(side, "rated")
    return _group(side, part)


def _heading_words(text: str, parts: list[str]) -> list[str]:
    """The headings of the split columns: the parts of the column's heading, each side's name, rating
    and points (``Bianco [Elo] (Pt) - Nero [Elo] (Pt)``), else the usual English ones."""
    usual = {"name": ("White", "Black"), "rating": ("Rtg", "Rtg"), "points": ("Pts", "Pts")}
    joined = re.split(r"\s+[-–—]\s+", text.strip(), maxsplit=1)
    sides = [_HEADING_SIDE.match(x) for x in joined] if len(joined) == 2 else []
    out = []
    for s in range(2):
        m = sides[s] if len(sides) == 2 else None
        for p in parts:
            got = (m[p] or "").strip() if m is not None else ""
            out.append(got or usual[p][s])
    return out


def split_pairs(table: T) -> T:
    """The table (either reader's: :class:`tiebreak.readers.tables.Table`, or
    :class:`tiebreak.readers.assemble.Table`) with a column holding both players of a board in one cell
    split (:func:`with_split_pairs`), the note added to its notes; the table itself otherwise."""
    split = with_split_pairs(list(table.rows))
    if split is None:
        return table
    rows, note = split
    return replace(table, rows=tuple(rows), notes=(*table.notes, note))  # type: ignore[type-var]
