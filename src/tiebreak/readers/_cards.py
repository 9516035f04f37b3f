"""Team board pairings laid out as cards, not tables: Vega's team round pages (its Orion web export).

Vega writes each round of a team event as one card per match, in ``<div>`` blocks rather than a table:
the match (``match-item``: the table number, each team's number in a ``badge``, its name, its federation,
its match points before the round, then the match's match points ``fs-2`` and game points ``fs-4`` of
each side) and below it one row per board (``player-stat-row``: the board ``1.1``, each player's name,
rating and score, the score's element marked ``white`` or ``black``). A heading above the cards names
the round (``Team and Board pairing of round 3``).

:func:`card_tables` gives each such page's cards as one :class:`~tiebreak.readers.webpage.HtmlTable` of
the rows the team board pairings reader reads (:func:`tiebreak.readers.assemble.team_boards_event`): a
match row ``1 | 2 | ACTJCL A | 10 | KCE18 | 4 | : | 2`` (both teams with their numbers, the game points
as a score over three cells) and a board row ``1.1 | Fasakin Olamide | 1892 | - | Noor Hazlan | 1668 | 0
| : | 1`` (both players with their ratings, the game's score over three cells), every cell at the place of
its text in the page, so that an error names the page's own line and column. The ``:`` and ``-`` cells
are the reader's, placed at the score or name they stand before.

>>> page = ('<h5>Team and Board pairing of round 2</h5><div class="match-item"><h2>1</h2>'
...         '<h5 class="mb-2"><span class="badge">3</span> Alpha</h5><span class="fs-2">2</span>'
...         '<span class="fs-4">1.5</span><span class="fs-2">0</span><span class="fs-4">0.5</span>'
...         '<h5 class="mb-2"><span class="badge">4</span> Beta</h5></div>'
...         '<div class="player-stat-row"><strong>1.1</strong><span>Ann</span><span>1900</span>'
...         '<div class="player-score white"><strong>1</strong></div><span>Bob</span><span>1800</span>'
...         '<div class="player-score black"><strong>0</strong></div></div>'
...         '<div class="player-stat-row"><strong>1.2</strong><span>Cy</span><span>1700</span>'
...         '<div class="player-score black"><strong>½</strong></div><span>Di</span><span>1600</span>'
...         '<div class="player-score white"><strong>½</strong></div></div>')
>>> [[c.text for c in r.cells] for r in card_tables(page)[0].rows]  # doctest: +NORMALIZE_WHITESPACE
[['1', '3', 'Alpha', '4', 'Beta', '1.5', ':', '0.5'],
 ['1.1', 'Ann', '1900', '-', 'Bob', '1800', '1', ':', '0'],
 ['1.2', 'Cy', '1700', '-', 'Di', '1600', '½', ':', '½']]
>>> card_tables(page)[0].caption
'Team and Board pairing of round 2'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

from .webpage import HtmlCell, HtmlRow, HtmlTable

__all__ = ["card_tables", "has_cards"]

_MATCH = "match-item"
_BOARD = "player-stat-row"


def has_cards(text: str) -> bool:
    """Whether a page holds Vega's match cards (a cheap look before :func:`card_tables` parses it)."""
    return _MATCH in text and _BOARD in text


@dataclass
class _Text:
    """A piece of text of a card: what it says, where, and the classes of the elements it stands in."""

    text: str
    line: int
    column: int
    classes: frozenset[str]


@dataclass
class _Card:
    kind: str
    """``match`` or ``board``."""
    texts: list[_Text] = field(default_factory=list)


class _Cards(HTMLParser):
    """The cards of a page in order, each with its pieces of text, and the last heading above the first."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, int | None, frozenset[str]]] = []
        """The elements open: tag, the innermost card open at it (its index), the classes of the
        elements from that card's element to it (each kept as it is pushed: no walk down the stack)."""
        self.counts: dict[str, int] = {}
        """How many elements of each tag are open (an end tag of none open is passed at once)."""
        self.cards: list[_Card] = []
        self.caption: tuple[str, int] | None = None
        """The heading's text and line."""
        self._heading: list[str] | None = None
        self._heading_at = (1, 1)
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        classes = frozenset(next((v or "" for k, v in attrs if k == "class"), "").split())
        kind = "match" if _MATCH in classes else "board" if _BOARD in classes else ""
        if tag in ("h1", "h2", "h3", "h4", "h5") and not self._in_card():
            self._heading, self._heading_at = [], self.getpos()
        if kind:
            self.cards.append(_Card(kind))
        if tag in ("br", "img", "hr", "input", "meta", "link"):
            return
        if kind:
            self.open.append((tag, len(self.cards) - 1, classes))
        else:
            card, above = self.open[-1][1:] if self.open else (None, frozenset[str]())
            self.open.append((tag, card, above | classes if card is not None else above))
        self.counts[tag] = self.counts.get(tag, 0) + 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip = max(0, self._skip - 1)
        if self._heading is not None and tag in ("h1", "h2", "h3", "h4", "h5"):
            text = " ".join("".join(self._heading).split())
            if text and not self.cards:
                self.caption = (text, self._heading_at[0])
            self._heading = None
        if not self.counts.get(tag):
            return  # no such element open: nothing closes (each open element is passed once, below)
        while self.open:
            closed = self.open.pop()[0]
            self.counts[closed] -= 1
            if closed == tag:
                break

    def handle_data(self, data: str) -> None:
        if self._skip:
            return
        if self._heading is not None:
            self._heading.append(data)
        card = self._card()
        if not data.strip() or card is None:
            return
        line, offset = self.getpos()
        lead = len(data) - len(data.lstrip())
        before = data[:lead]
        if "\n" in before:
            line += before.count("\n")
            offset = len(before) - before.rfind("\n") - 1
        else:
            offset += lead
        self.cards[card].texts.append(_Text(" ".join(data.split()), line, offset + 1, self.open[-1][2]))

    def _in_card(self) -> bool:
        return self._card() is not None

    def _card(self) -> int | None:
        """The innermost card open (a board's row inside its match's card is a card of its own)."""
        return self.open[-1][1] if self.open else None


def _cell(t: _Text, text: str | None = None) -> HtmlCell:
    return HtmlCell(t.text if text is None else text, t.line, t.column)


def _match_row(card: _Card) -> HtmlRow | None:
    """Both teams with their numbers and the match's game points: ``1 | 2 | A | 10 | B | 4 | : | 2``."""
    texts = card.texts
    numbers = [t for t in texts if "badge" in t.classes]
    names = [t for t in texts if "mb-2" in t.classes and "badge" not in t.classes]
    points = [t for t in texts if "fs-4" in t.classes]
    if len(numbers) != 2 or len(names) != 2 or len(points) != 2 or not texts:
        return None
    first = texts[0]
    cells = [_cell(first), _cell(numbers[0]), _cell(names[0]), _cell(numbers[1]), _cell(names[1])]
    cells += [_cell(points[0]), _cell(points[0], ":"), _cell(points[1])]
    return HtmlRow(cells, first.line, first.column)


def _board_row(card: _Card) -> HtmlRow | None:
    """The board and both players with their ratings and the game's score: ``1.1 | A | 1892 | - | B | 1668
    | 0 | : | 1`` (the page repeats the board number on the right: read once)."""
    texts = card.texts
    scores = [t for t in texts if "player-score" in t.classes]
    others = [t for t in texts if "player-score" not in t.classes]
    if len(scores) != 2 or len(others) < 5:
        return None
    board, name_a, rating_a, name_b, rating_b = others[:5]
    cells = [_cell(board), _cell(name_a), _cell(rating_a), _cell(name_b, "-"), _cell(name_b)]
    cells += [_cell(rating_b), _cell(scores[0]), _cell(scores[0], ":"), _cell(scores[1])]
    return HtmlRow(cells, board.line, board.column)


def card_tables(text: str) -> list[HtmlTable]:
    """The page's match cards as one table of team board pairings (none when it holds no card, or a card
    of another form than the one described above: left to the other readers)."""
    parser = _Cards()
    parser.feed(text)
    parser.close()
    rows = []
    for card in parser.cards:
        row = _match_row(card) if card.kind == "match" else _board_row(card)
        if row is None:
            return []
        rows.append(row)
    if not rows:
        return []
    caption, line = parser.caption or ("", rows[0].line)
    return [HtmlTable(rows, rows[0].line, rows[0].column, caption=caption, caption_line=line)]
