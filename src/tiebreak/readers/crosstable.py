"""Reader for pasted crosstables: the chess-results / Swiss-Manager layout and the classic wallchart.

One row per player: a number (``Rk.`` and/or ``SNo``), the name, optionally title, rating and
federation, one cell per round, then points and tie-break columns. Fields are separated by tabs (as
pasted from a web page) or runs of spaces. Round cells:

========================  ================================================================
``12w1`` ``5b½`` ``3s0``  opponent, colour (``w``; ``b`` or ``s``), result ``1 ½ = 0.5 0,5 0``
``12w+`` ``12b-``         forfeit won / lost against opponent 12
``-1`` ``+`` ``bye``      bye worth a win: read as a pairing-allocated bye (U), with a warning
``-½`` ``-0``             half-point bye, zero-point bye
``W4`` ``D2`` ``L3``      wallchart: win, draw, loss against 4 (colours not given)
``X4`` ``F4``             wallchart: forfeit won / lost against 4
``+W4`` ``=B2`` ``-W3``   wallchart: result, colour, opponent
``B`` ``H`` ``U`` ``Z``   wallchart byes: full (read as U), half, unplayed, zero
``-`` ``*`` empty         not paired (e.g. a withdrawn player)
========================  ================================================================

Both lines of each game must agree: a row naming an opponent whose row names someone else, the same
colour on both sides or results that cannot go together (``1`` and ``1``) are errors with line and
column. Missing colours are taken from the opponent's row, else left unknown (a warning says so).

>>> t = read_crosstable("No Name 1.Rd 2.Rd Pts\\n1 Anna 2w1 -1 2\\n2 Boris 1b0 -0 0\\n")
>>> [(e.opponent, e.color.value, e.result.code) for e in t.player(1).rounds]
[(2, 'w', '1'), (None, '-', 'U')]
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

from ..errors import Severity
from ..model import Color, Result, RoundEntry, Tournament
from ._builder import EventBuilder, PlayerDraft, clean, point_value, results_fit
from .pagetext import page_text, vega_text_cells

__all__ = ["Cell", "looks_like_crosstable", "parse_cell", "read_crosstable", "split_fields"]

_TITLES = frozenset(
    {"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM", "NM", "WNM", "AGM", "AIM", "AFM", "ACM"}
)
_ROUND_HEAD = re.compile(
    r"^(?:(\d+)\s*\.?\s*(?:rd|r|rnd|rde|runde|round|ronde)\.?|"
    r"(?:rd|r|rnd|rde|runde|round|ronde)\s*\.?\s*(\d+))$",
    re.IGNORECASE,
)
_RESULT = r"(1|0|½|=|0[.,]5|1/2|\+|-)"
_CR_CELL = re.compile(rf"^(\d+)\s*([wbsWBS])\s*{_RESULT}$")
_WALL_US = re.compile(r"^([WDLXF])\s*(\d+)$", re.IGNORECASE)
_WALL_SIGN = re.compile(r"^([+=\-])\s*([WBwb])\s*(\d+)$")
_BYE = re.compile(
    r"^(?:-\s*(1|½|0[.,]5|1/2|0)|\+|bye|spielfrei|b(?:-+)?|h(?:-+)?|u(?:-+)?|z(?:-+)?|"
    r"x-+|f-+)$",
    re.IGNORECASE,
)
_EMPTY = frozenset({"", "-", "*", "--", "---"})
_NUMBER = re.compile(r"^\d+\.?$")
_RATING = re.compile(r"^\d{3,4}$")
_FED = re.compile(r"^[A-Z]{3}$")


@dataclass(frozen=True)
class Cell:
    """One round cell: opponent number (None for a bye), colour, result, and whether colours were given."""

    opponent: int | None
    color: Color
    result: Result
    assumed_pab: bool = False


def _game_result(token: str) -> Result:
    if token == "+":
        return Result.FORFEIT_WIN
    if token == "-":
        return Result.FORFEIT_LOSS
    value = point_value(token)
    if value == 1:
        return Result.WIN
    if value == 0:
        return Result.LOSS
    return Result.DRAW


@functools.lru_cache(maxsize=4096)
def parse_cell(text: str) -> Cell | None:
    """A round cell, or None when the text is not one.

    >>> parse_cell("12w1")
    Cell(opponent=12, color=<Color.WHITE: 'w'>, result=<Result.WIN: '1'>, assumed_pab=False)
    >>> parse_cell("=B2").result, parse_cell("-½").result, parse_cell("Anna")
    (<Result.DRAW: '='>, <Result.HALF_BYE: 'H'>, None)
    """
    text = clean(text).strip()
    if text in _EMPTY:
        return Cell(None, Color.NONE, Result.NOT_PAIRED)
    m = _CR_CELL.match(text)
    if m:
        color = Color.WHITE if m.group(2).lower() == "w" else Color.BLACK
        return Cell(int(m.group(1)), color, _game_result(m.group(3)))
    m = _WALL_SIGN.match(text)
    if m:
        color = Color.WHITE if m.group(2).lower() == "w" else Color.BLACK
        return Cell(int(m.group(3)), color, {"+": Result.WIN, "=": Result.DRAW, "-": Result.LOSS}[m.group(1)])
    m = _WALL_US.match(text)
    if m:
        result = {
            "W": Result.WIN,
            "D": Result.DRAW,
            "L": Result.LOSS,
            "X": Result.FORFEIT_WIN,
            "F": Result.FORFEIT_LOSS,
        }[m.group(1).upper()]
        return Cell(int(m.group(2)), Color.NONE, result)
    m = _BYE.match(text)
    if m:
        if m.group(1) is not None:
            value = point_value(m.group(1))
            if value == 0:
                return Cell(None, Color.NONE, Result.ZERO_BYE)
            if value == 1:
                return Cell(None, Color.NONE, Result.PAB, assumed_pab=True)
            return Cell(None, Color.NONE, Result.HALF_BYE)
        first = text[0].lower()
        if first in "+bsx":
            return Cell(None, Color.NONE, Result.PAB, assumed_pab=True)
        return Cell(
            None,
            Color.NONE,
            {"h": Result.HALF_BYE, "u": Result.NOT_PAIRED, "z": Result.ZERO_BYE, "f": Result.ZERO_BYE}[first],
        )
    return None


def _is_cell(text: str) -> bool:
    return parse_cell(text) is not None


def split_fields(line: str) -> list[tuple[str, int]]:
    """Fields with their 1-based columns: split on tabs when the line has any, else on blanks."""
    if "\t" in line:
        out, pos = [], 0
        for part in line.split("\t"):
            out.append((part.strip(), pos + len(part) - len(part.lstrip()) + 1))
            pos += len(part) + 1
        return out
    return [(m.group(0), m.start() + 1) for m in re.finditer(r"\S+", line)]


def looks_like_crosstable(text: str, suffix: str = "") -> bool:
    """True when several lines start with a number and hold two or more round cells."""
    rows = 0
    for line in vega_text_cells(None, clean(text).splitlines()[:200]):
        fields = [f for f, _ in split_fields(line) if f]
        if (
            fields
            and _NUMBER.match(fields[0])
            and sum(1 for f in fields if f not in _EMPTY and _is_cell(f)) >= 1
        ):
            rows += 1
    return rows >= 2


@dataclass
class _Row:
    line: int
    numbers: list[int]
    draft: PlayerDraft
    cells: list[tuple[Cell, int]]


_RANK_NAMES = ("rk", "rank", "pl", "place", "platz", "#", "pos")
_SNO_NAMES = ("sno", "no", "nr", "snr", "startnr", "start", "tpn", "id")


class _Header:
    def __init__(self, fields: list[tuple[str, int]]) -> None:
        self.names = [f.strip().rstrip(".").lower() for f, _ in fields]
        self.rounds = [i for i, (f, _) in enumerate(fields) if _ROUND_HEAD.match(f.strip())]

    def index(self, *names: str) -> int | None:
        for i, n in enumerate(self.names):
            if n in names:
                return i
        return None


def _row_from_tabs(b: EventBuilder, lineno: int, fields: list[tuple[str, int]], h: _Header) -> _Row | None:
    values = [f for f, _ in fields]
    first_round = h.rounds[0]
    number_columns = [i for i in (h.index(*_RANK_NAMES), h.index(*_SNO_NAMES)) if i is not None] or [0]
    numbers = [
        int(values[i].rstrip(".")) for i in number_columns if i < len(values) and _NUMBER.match(values[i])
    ]
    name_i = h.index("name", "player", "spieler", "joueur")
    name = values[name_i] if name_i is not None and name_i < len(values) else ""
    if not numbers or not name:
        return None
    draft = PlayerDraft(name, line=lineno)
    _details(
        draft, [v for i, v in enumerate(values[:first_round]) if i != name_i and i not in number_columns]
    )
    cells = []
    for r, i in enumerate(h.rounds):
        text, col = fields[i] if i < len(fields) else ("", fields[-1][1])
        cell = parse_cell(text)
        if cell is None:
            raise b.error(
                f"round {r + 1}: cannot read the cell {text!r} (expected e.g. 12w1, 5b½, -1)", lineno, col
            )
        cells.append((cell, col))
    tail = [v for v in values[h.rounds[-1] + 1 :] if v]
    draft.declared_points = point_value(tail[0]) if tail else None
    return _Row(lineno, numbers, draft, cells)


def _details(draft: PlayerDraft, values: list[str]) -> None:
    for v in values:
        if _RATING.match(v) and draft.rating is None:
            draft.rating = int(v) or None
        elif _FED.match(v) and not draft.federation:
            draft.federation = v
        elif v.upper() in _TITLES and not draft.title:
            draft.title = v.upper()


def _row_from_tokens(
    b: EventBuilder, lineno: int, fields: list[tuple[str, int]], n_rounds: int | None
) -> _Row | None:
    tokens = [(f, c) for f, c in fields if f]
    numbers: list[int] = []
    i = 0
    while i < len(tokens) and i < 2 and _NUMBER.match(tokens[i][0]):
        numbers.append(int(tokens[i][0].rstrip(".")))
        i += 1
    if not numbers:
        return None
    end = len(tokens)
    while (
        end > i
        and not tokens[end - 1][0].startswith(("-", "+"))
        and point_value(tokens[end - 1][0]) is not None
    ):
        end -= 1
    trailing = [t for t, _ in tokens[end:]]
    start = end
    while start > i and _is_cell(tokens[start - 1][0]) and (n_rounds is None or end - start < n_rounds):
        start -= 1
    if start == end:
        return None
    head = [t for t, _ in tokens[i:start]]
    if head and head[0].upper() in _TITLES and len(head) > 1:
        title, head = head[0].upper(), head[1:]
    else:
        title = ""
    name_parts: list[str] = []
    rest: list[str] = []
    for t in head:
        if rest or (name_parts and (_RATING.match(t) or _FED.match(t))):
            rest.append(t)
        else:
            name_parts.append(t)
    draft = PlayerDraft(" ".join(name_parts), title=title, line=lineno)
    _details(draft, rest)
    cells = []
    for text, col in tokens[start:end]:
        cell = parse_cell(text)
        assert cell is not None
        cells.append((cell, col))
    if n_rounds is not None and len(cells) < n_rounds:
        b.warn(
            f"{draft.name}: {len(cells)} round cells for {n_rounds} rounds; the last "
            f"{n_rounds - len(cells)} read as not played",
            lineno,
            tokens[end - 1][1] if end else None,
        )
        cells.extend((Cell(None, Color.NONE, Result.NOT_PAIRED), 0) for _ in range(n_rounds - len(cells)))
    draft.declared_points = point_value(trailing[0]) if trailing else None
    return _Row(lineno, numbers, draft, cells)


def read_rows(b: EventBuilder, lines: list[str]) -> tuple[list[_Row], str, _Header | None]:
    """Rows of the table, the event name (a title line before the table) and the header."""
    header: _Header | None = None
    rows: list[_Row] = []
    name = ""
    for lineno, raw in enumerate(lines, start=1):
        line = raw.rstrip()
        if not line.strip():
            continue
        fields = split_fields(line)
        if header is None and not rows:
            h = _Header(fields)
            if h.rounds:
                header = h
                continue
        row = None
        if header is not None and "\t" in line:
            row = _row_from_tabs(b, lineno, fields, header)
        elif fields and _NUMBER.match(fields[0][0].strip() or "x"):
            row = _row_from_tokens(b, lineno, fields, len(header.rounds) if header else None)
        if row is None:
            if not rows and header is None and not name:
                name = line.strip()
            elif rows:
                b.warn(
                    f"line ignored (not a row of the table): {line.strip()[:40]!r}",
                    lineno,
                    1,
                    severity=Severity.INFO,
                )
            continue
        rows.append(row)
    return rows, name, header


def read_crosstable(text: str, *, source: str | None = None) -> Tournament:
    """Read a pasted crosstable (chess-results style or wallchart) into a :class:`Tournament`.

    :raises ParseError: for an unreadable cell, or two rows that contradict each other.
    """
    b = EventBuilder(source)
    lines = clean(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    rows, name, _ = read_rows(b, page_text(b, lines))
    if len(rows) < 2:
        raise b.error("no crosstable rows found (a row starts with a number and has round cells)")
    n_rounds = max(len(r.cells) for r in rows)
    for r in rows:
        r.cells.extend((Cell(None, Color.NONE, Result.NOT_PAIRED), 0) for _ in range(n_rounds - len(r.cells)))
    # Which number do the cells refer to: the last leading number (SNo) or the first (Rk)?
    candidates = sorted({len(r.numbers) for r in rows})
    choices = [(-1, "starting numbers")] + ([(0, "ranks (Rk)")] if candidates[-1] == 2 else [])
    best: tuple[int, int, str] | None = None
    for pos, label in choices:
        ids = [r.numbers[pos] for r in rows]
        if len(set(ids)) != len(ids):
            continue
        by_id = dict(zip(ids, rows, strict=True))
        score = sum(
            1
            for r, rid in zip(rows, ids, strict=True)
            for k, (c, _) in enumerate(r.cells)
            if c.opponent in by_id and by_id[c.opponent].cells[k][0].opponent == rid
        )
        if best is None or score > best[0]:
            best = (score, pos, label)
    if best is None:
        dup = rows[-1]
        raise b.error("the player numbers are not unique", dup.line, 1)
    _, pos, label = best
    if pos == 0:
        b.warn(
            "the round cells refer to ranks (Rk), not starting numbers: read that way", severity=Severity.INFO
        )
    ids = [r.numbers[pos] for r in rows]
    by_id = dict(zip(ids, rows, strict=True))
    sno_pos = -1
    for r, rid in zip(rows, ids, strict=True):
        r.draft.sno = r.numbers[sno_pos]
        if len(r.numbers) == 2:
            r.draft.declared_rank = r.numbers[0]
        b.player(str(rid), r.draft)
    missing_colors = inferred_colors = 0
    for r, rid in zip(rows, ids, strict=True):
        for k, (c, col) in enumerate(r.cells):
            rnd = k + 1
            if c.assumed_pab:
                b.warn(
                    "bye cells worth a full point (-1, +, bye, B) are read as pairing-allocated byes (U)",
                    r.line,
                    col,
                    severity=Severity.INFO,
                    once="pab",
                )
            if c.opponent is None:
                b.put(str(rid), RoundEntry(rnd, None, Color.NONE, c.result), r.line, col)
                continue
            other = by_id.get(c.opponent)
            if other is None:
                raise b.error(f"round {rnd}: opponent {c.opponent} has no row in the table", r.line, col)
            if c.opponent == rid:
                raise b.error(f"round {rnd}: {r.draft.name} is paired with themselves", r.line, col)
            oc = other.cells[k][0]
            if oc.opponent != rid:
                says = "no opponent" if oc.opponent is None else f"opponent {oc.opponent}"
                raise b.error(
                    f"round {rnd}: {r.draft.name} ({rid}) plays {c.opponent}, but the row of "
                    f"{other.draft.name} (line {other.line}) says {says}",
                    r.line,
                    col,
                )
            if not results_fit(c.result, oc.result):
                raise b.error(
                    f"round {rnd}: results {c.result.code!r} and {oc.result.code!r} of "
                    f"{r.draft.name} and {other.draft.name} (line {other.line}) do not go together",
                    r.line,
                    col,
                )
            color = c.color
            if color is not Color.NONE and color == oc.color:
                raise b.error(
                    f"round {rnd}: {r.draft.name} and {other.draft.name} both have "
                    f"{'White' if color is Color.WHITE else 'Black'}",
                    r.line,
                    col,
                )
            if color is Color.NONE and oc.color is not Color.NONE:
                color = Color.BLACK if oc.color is Color.WHITE else Color.WHITE
                inferred_colors += 1
            elif color is Color.NONE:
                missing_colors += 1
            b.put(str(rid), RoundEntry(rnd, c.opponent, color, c.result), r.line, col)
    if inferred_colors:
        b.warn(f"{inferred_colors} colour(s) missing on one side were taken from the opponent's row")
    if missing_colors:
        b.warn(
            f"colours are not given for {missing_colors // 2 or missing_colors} game(s): they are read "
            "without colours (colour tie-breaks such as BPG and BWG count none of them)"
        )
    for r in rows:
        sno_key = str(r.numbers[pos])
        b.players[sno_key].sno = r.numbers[sno_pos]
    t = b.build(name, rounds=n_rounds)
    if pos == 0:
        # cells referred to ranks: translate opponents to starting numbers
        rank_to_sno = {r.numbers[0]: r.numbers[-1] for r in rows}
        players = tuple(
            replace(
                p,
                rounds=tuple(
                    RoundEntry(
                        e.round,
                        rank_to_sno[e.opponent] if e.opponent is not None else None,
                        e.color,
                        e.result,
                    )
                    for e in p.rounds
                ),
            )
            for p in t.players
        )
        t = replace(t, players=players)
    return t
