"""An ICCF event crosstable (iccf.com's event page) whose text lost its cell separators, read as its grid.

The page of a correspondence event on ICCF's server is a round-robin grid: a header ``Rated`` (or ``Not
ICCF rated``) over a column per game against each player, numbered ``1122334455`` (two games against
each of five players: a double round robin; ``12345`` one game each), then the headings of the totals
(``Score``, ``Wins``, ``SB``, ``RG`` for the games still to play, ``Place``). Each row gives the player's
number, federation and ICCF id, a title after the id where there is one (``SIM``, ``CCM``, ``LIM``), the
name, the rating (a ``P`` after it for a provisional one, or the count of rated games: ``(250)``), the
player's team where the event is one board of a team competition (``ENG British CCA``), the results
against every other player (the row's own columns left out), and the totals. A result is ``1``, ``0`` or
``½``, ``.`` a game still in play, ``-C`` a game cancelled, and a letter after a result says how it was
reached (``E`` a player exceeded the time limit, ``A`` adjudicated, ``O`` finished by the player
substituted, ``P`` provisional).

A page's text kept without its separators runs each row together
(``1SCO620454 MacMillen, Andrew N.15171011½111111110.51049.501``). :func:`iccf_lines` splits it again,
tried at every place the rating, the team and the results may end: a split is kept when its results,
exactly as many as the header numbers for a row, add up to the row's ``Score``, its wins count to
``Wins``, its games in play to ``RG`` and its ``Place`` is one of the grid's, and a row is read only when
one split fits. The rows are written tab-separated as a round-robin grid (each game against a player in
one cell, ``*`` on the diagonal; a cancelled game left out, one in play written as running, ``[1]``)
with their totals under the headings the grid reader knows (``Pts``, ``WIN``, ``SB``, ``Rk``); the grid
reader takes it from there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from .celllines import Joined

__all__ = ["IccfLines", "iccf_lines"]

_HEADER = re.compile(r"^\s*(Rated|Not ICCF rated)(\d+)((?:Score|Wins|SB|RG|Place)+)\s*$")
_TOTALS = re.compile(r"Score|Wins|SB|RG|Place")
_ROW = re.compile(r"^\s*(\d{1,3})([A-Z]{3})(\d{4,7})(?: |([A-Z]{1,4}?)(?=[A-Z][^\W\d_A-Z]))(\S.*)$")
"""A row's number, federation, ICCF id, title (glued to the id, else a blank) and the rest."""
_NAME = re.compile(r"[^\d]*[^\d\s]")
_RATING = re.compile(r"[12]\d{3}|[1-9]\d{2}")
_RATING_MARK = re.compile(r"P|\(\d{1,4}\)")
"""After a rating: a provisional one's mark, or the player's rated games."""
_TEAM = re.compile(r"^(?:[^\W\d_][^½]*[^\d\s½.-])?$")
"""What may stand between the rating and the results: nothing, or a team's name (a letter first)."""
_LONGEST_TOTAL = 8
"""The longest total tried (``1234.75``): the totals' split stays linear in the line."""
_LONGEST_TEAM = 80
"""The longest team name tried between a rating and the results (the split stays linear in the line)."""
_CELL = re.compile(r"-C|[01½.][AEOP]?")
_NUMBER = r"(?:0|[1-9]\d{0,3})"
_FIELDS = {
    "Score": re.compile(rf"{_NUMBER}(?:\.5)?"),
    "Wins": re.compile(_NUMBER),
    "SB": re.compile(rf"{_NUMBER}(?:\.(?:25|5|50|75))?"),
    "RG": re.compile(_NUMBER),
    "Place": re.compile(_NUMBER),
}
_VALUE = {"1": Fraction(1), "0": Fraction(0), "½": Fraction(1, 2)}
_SUFFIXES = {"E": "exceeded the time limit", "A": "adjudicated", "O": "finished by the player substituted"}


@dataclass(frozen=True)
class IccfLines(Joined):
    """The input with its ICCF crosstable's rows split again, tab-separated (:func:`iccf_lines`)."""

    players: int = 0
    cancelled: int = 0
    running: int = 0
    marked: tuple[str, ...] = ()
    """What the letters after results said (``exceeded the time limit`` …), each once."""

    def note(self) -> str:
        games = "two games" if self.widths and self.widths[0] == 2 else "one game"
        said = [f"{self.cancelled} cancelled game(s) left out"] if self.cancelled else []
        said += [f"{self.running} game(s) still in play read as not finished"] if self.running else []
        said += [f"results marked as {', '.join(self.marked)} read as they stand"] if self.marked else []
        return (
            f"the table under the header of line {self.header_line} is an ICCF crosstable whose cells ran "
            f"together (its page's text lost their separators): each row split again where its "
            f"{self.players - 1} opponents' results ({games} each) add up to its Score, its wins to its "
            f"Wins and its place is the grid's; read as its round-robin grid"
            + (f"; {'; '.join(said)}" if said else "")
        )


@dataclass
class _Row:
    line: int
    number: int
    federation: str
    name: str
    rating: str
    cells: list[str]
    totals: dict[str, str]


def _cells(text: str, count: int) -> tuple[list[str], int] | None:
    """The first ``count`` results of ``text`` and where they end, None when it does not start so."""
    out: list[str] = []
    at = 0
    while len(out) < count:
        m = _CELL.match(text, at)
        if m is None:
            return None
        out.append(m.group(0))
        at = m.end()
    return out, at


def _totals(text: str, headings: list[str]) -> list[dict[str, str]]:
    """Every way ``text`` is the totals under ``headings``, one value each, all of it used."""
    if not headings:
        return [{}] if not text else []
    out = []
    for k in range(1, min(len(text), _LONGEST_TOTAL) + 1):
        head = text[:k]
        if _FIELDS[headings[0]].fullmatch(head):
            out += [{headings[0]: head, **rest} for rest in _totals(text[k:], headings[1:])]
    return out


def _fits(cells: list[str], totals: dict[str, str], players: int) -> bool:
    """Whether the totals are those of the results (the score, the wins, the games in play, a place)."""
    score = sum((_VALUE.get(c[0], Fraction(0)) for c in cells), Fraction(0))
    return (
        Fraction(totals["Score"]) == score
        and ("Wins" not in totals or int(totals["Wins"]) == sum(1 for c in cells if c[0] == "1"))
        and ("RG" not in totals or int(totals["RG"]) == sum(1 for c in cells if c[0] == "."))
        and ("Place" not in totals or 1 <= int(totals["Place"]) <= players)
    )


def _row(line: int, text: str, players: int, per: int, headings: list[str]) -> _Row | None:
    """The row of ``text`` when exactly one split of it fits (:func:`_fits`), else None."""
    m = _ROW.match(text)
    if m is None:
        return None
    number, federation, _, _, rest = m.groups()
    rest = rest.rstrip()
    count = per * (players - 1)
    nm = _NAME.match(rest)
    if nm is None:
        return None
    name = nm.group(0)
    found: list[_Row] = []
    for rating, after in _after_rating(rest[nm.end() :]):
        for k in range(min(len(after), _LONGEST_TEAM) + 1):
            if not _TEAM.match(after[:k].strip()):
                continue
            cut = _cells(after[k:], count)
            if cut is None:
                continue
            cells, end = cut
            for totals in _totals(after[k + end :], headings):
                if _fits(cells, totals, players):
                    found.append(_Row(line, int(number), federation, name.strip(), rating, cells, totals))
    if not found:
        return None
    keys = {(r.name, r.rating, tuple(r.cells), tuple(r.totals.items())) for r in found}
    return found[0] if len(keys) == 1 else None


def _after_rating(text: str) -> list[tuple[str, str]]:
    """Each way ``text`` starts with a rating (three or four digits, a mark after it or not): the rating
    and what follows."""
    out = []
    for length in (4, 3):
        rating = text[:length]
        if not _RATING.fullmatch(rating):
            continue
        out.append((rating, text[length:]))
        mark = _RATING_MARK.match(text, length)
        if mark is not None:
            out.append((rating, text[mark.end() :]))
    return out


def _grid_cell(games: list[str]) -> str:
    """A grid cell of the games against one player: cancelled ones left out, one in play running."""
    return " ".join("[1]" if g[0] == "." else g[0] for g in games if g != "-C")


def iccf_lines(text: str) -> IccfLines | None:
    """The text with its ICCF crosstable's rows split again and written tab-separated, as a round-robin
    grid (the lines above and below kept); None when it holds no such table, or a row that does not
    split one way only."""
    lines = text.split("\n")
    head_at = next((k for k, x in enumerate(lines) if _HEADER.match(x)), None)
    if head_at is None:
        return None
    hm = _HEADER.match(lines[head_at])
    assert hm is not None
    digits, headings = hm.group(2), _TOTALS.findall(hm.group(3))
    shape = next(
        (
            (n, per)
            for per in (2, 1)
            for n in range(2, 100)
            if "".join(str(i) * per for i in range(1, n + 1)) == digits
        ),
        None,
    )
    if shape is None or "Score" not in headings:
        return None
    players, per = shape
    rows: list[_Row] = []
    for k in range(head_at + 1, min(head_at + 1 + players, len(lines))):
        row = _row(k + 1, lines[k], players, per, headings)
        if row is None or row.number != len(rows) + 1:
            return None
        rows.append(row)
    if len(rows) != players:
        return None
    kept = [h for h in ("Wins", "SB", "Place") if h in headings]
    head = ["No", "Name", "FED", "Rtg", *map(str, range(1, players + 1)), "Pts"]
    head += [{"Wins": "WIN", "SB": "SB", "Place": "Rk"}[h] for h in kept]
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    at = {r.line - 1: r for r in rows}
    for k, line in enumerate(lines):
        if k == head_at:
            out.append("\t".join(head))
        elif k in at:
            r = at[k]
            opponents = [j for j in range(1, players + 1) if j != r.number]
            by_opponent = {j: r.cells[per * i : per * (i + 1)] for i, j in enumerate(opponents)}
            grid = ["*" if j == r.number else _grid_cell(by_opponent[j]) for j in range(1, players + 1)]
            totals = [r.totals["Score"], *(r.totals[h] for h in kept)]
            out.append("\t".join([str(r.number), r.name, r.federation, r.rating, *grid, *totals]))
        elif k < head_at and line.strip() == "ICCF":
            out.append("")  # the site's name above the event's: not its name
        else:
            out.append(line)
        origin.append((k + 1, 1))
    games = [c for r in rows for c in r.cells]
    marked = tuple(dict.fromkeys(_SUFFIXES[c[1]] for c in games if len(c) == 2 and c[1] in _SUFFIXES))
    return IccfLines(
        "\n".join(out),
        tuple(origin),
        rows=len(rows),
        header_line=head_at + 1,
        widths=(per,),
        players=players,
        cancelled=sum(1 for c in games if c == "-C") // 2,
        running=sum(1 for c in games if c == ".") // 2,
        marked=marked,
    )
