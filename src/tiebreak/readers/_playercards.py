"""Player cards: a table of one block per player, as FIDE's rating server shows a tournament's games
(``ratings.fide.com``'s tournament report: each player's games), and as pairing programs print each
player's card. A block is a row naming the player (the name, a rating, the total; a FIDE id, a
federation), a row of headings (``Round | Opp. name | Opp. Fed. | … | Score``), then a row per round:
its number (a date may follow), the opponent's name and the player's score (``1.0`` ``0.5`` ``0``, ``+``
``-`` for a forfeit; a round without an opponent is no game: FIDE's ``Forfeit (-)`` for the idle player
of a round robin of three).

Vega prints its players' cards so too (``playercard.html``, "National History Cards"): a table a player,
its caption the player's number, title, name and rating (``1 CM Annapureddy,Rheyansh, K= 0, Elo=2212,
ID=3197035``), then ``R | C | N | Cat | OPPONENT | Rtg | res | Pts``: the round, the colour (``W``, ``B``),
the opponent's number, and the player's result (``res``; ``Pts`` is the opponent's points). A round
without a game is a row of its own, ``not played`` against number 0: its ``res`` is the bye's value
(1: a pairing-allocated bye, ½: a half-point bye, 0: not paired), as Vega's crosstable writes it.

Every game is on both players' cards: they are matched by the opponents' numbers where every card and
game gives one, else by the opponents' names, and must agree (the scores make one result, the colours
differ). The colour is the card's colour column, else the class FIDE's page gives the opponent's cell
(``white_note``, ``black_note``: the card's player's colour), else not known. An opponent without a
card of their own (a player the list leaves out) is a player of the event with those games only, with a
warning; each player's total is their declared points. A text (a page copied) is read line by line: a
card is its headings' line, the line above it naming the player and the lines of rounds below it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from ..model.errors import Severity
from ..model.tournament import Color, Result, RoundEntry, Tournament
from ._builder import EventBuilder, PlayerDraft, name_key, own_result, point_value
from ._headings import TITLES
from ._options import ReadOptions
from .tables import Table, TableCell

__all__ = ["card_headings", "one_players_card", "player_cards_event", "text_card_tables"]

_ROUND_HEADINGS = frozenset(
    {
        "round",
        "r",
        "rd",
        "rd.",
        "rnd",
        "runde",
        "rde",
        "ronde",
        "tour",
        "ronda",
        "turno",
        "тур",
        "kolo",
        "runda",
    }
)
_OPPONENT_WORDS = (
    "opp",
    "opponent",
    "gegner",
    "tegenstander",
    "adversaire",
    "rival",
    "avversario",
    "соперник",
)
_RESULT_HEADINGS = frozenset(
    {"score", "res", "res.", "result", "erg", "erg.", "ergebnis", "résultat", "resultado", "risultato"}
    | {"результат", "wynik", "výsledek"}
)
"""Headings of the card's player's result in the round."""
_POINTS_HEADINGS = frozenset({"pts", "points", "punkte", "pkt", "punten", "очки"})
"""Headings of points: the player's result where no heading names a result, else the opponent's points
(Vega's ``res`` then ``Pts``)."""
_COLOUR_HEADINGS = frozenset({"c", "col", "col.", "colour", "color", "farbe", "couleur", "kleur", "cor"})
_NUMBER_HEADINGS = frozenset(
    {"n", "no", "no.", "nr", "nr.", "n°", "#", "sno", "snr", "n opp", "opp no", "opp. no"}
)
"""Headings of the opponent's number (Vega's ``N``, its FIDE card's ``N opp``)."""
_NOT_PLAYED = frozenset({"not played", "bye", "free", "spielfrei", "frei", "exempt", "libre", "non giocato"})
"""What a card writes for the opponent of a round without a game (Vega: ``not played``, number 0)."""
_COLOURS = {"w": Color.WHITE, "b": Color.BLACK, "s": Color.BLACK, "n": Color.BLACK}
"""A colour column's letters (``W``/``B``; ``W``/``S``; Italian ``B``/``N``, its ``B`` white: see
:func:`_colour_letters`)."""
_ROUND_CELL = re.compile(r"^\s*(\d{1,2})(?:\s|$)")
_RATING = re.compile(r"^[1-3]\d{3}$")
_ID = re.compile(r"^\d{5,11}$")
_FED = re.compile(r"^[A-Z]{3}$")
_EVENT_ID = re.compile(r"\s*\[\d{3,}\].*$")
"""FIDE's number of the event after its name, and what follows it on the line (the place, the start)."""
_WHITE_CLASSES = frozenset({"white_note", "white"})
_BLACK_CLASSES = frozenset({"black_note", "black"})


@dataclass
class _Game:
    round: int
    opponent: str
    score: str
    color: Color
    line: int
    column: int
    number: str = ""
    """The opponent's number the card gives (``0``: no opponent, a bye), else empty."""


@dataclass
class _Card:
    draft: PlayerDraft
    games: list[_Game] = field(default_factory=list)
    byes: list[_Game] = field(default_factory=list)
    """The rounds the card writes without a game (``not played``), their score the bye's value."""
    number: str = ""
    """The player's number its caption gives, else empty."""


@dataclass(frozen=True)
class _Layout:
    """Where a card's headings put the opponent's name, the score, the colour and the opponent's number."""

    opponent: int
    score: int
    colour: int | None = None
    number: int | None = None


_NUMBERED_PLAYER = re.compile(r"^\s*(?:N\s*=\s*)?(\d{1,4})\s+(\S.*)$")
"""A card's caption: the player's number, then the rest (Vega: ``1 CM Annapureddy,Rheyansh, K= 0, Elo=2212,
ID=3197035``; its FIDE card: ``N = 2 Hogg,Dean``)."""
_KEY_VALUE = re.compile(r",\s*([^\W\d_]+)\s*=\s*([^,]*)")
"""A caption's ``, Elo=2212`` after the name."""
_RATING_KEYS = frozenset({"elo", "rtg", "rating", "dwz", "nat"})


def card_headings(text: str) -> bool:
    """Whether a text may hold players' cards: it names the opponent somewhere in its first megabyte (a
    card's headings do), so that any other text is not looked through for them (a cheap look before
    its tables are extracted)."""
    head = text[: 1 << 20].lower()  # str.lower and ``in``: ten times as fast as one regex of the words
    return any(w in head for w in _OPPONENT_WORDS)


_CARD_RESULT = re.compile(r"^[wbsWBS]\s*(?:1|0|½|=|\+|-)$")
"""A player card's result: the colour's letter and the player's score (``w 1``, ``s ½``)."""


def one_players_card(rows: Sequence[Sequence[TableCell]]) -> bool:
    """Whether a table is one player's card alone (chess-results' player page, ``art=9``: ``Rd. | Bo. | SNo
    | | Name | Rtg | FED | Club/City | Pts. | Res.``, a row a round): headed by a round, its first column
    numbering the rows 1, 2, 3 … (two at least), a column of names, and in most rows a result (``w 1``,
    ``s ½``: the colour and the player's score; a schedule of rounds, places and dates is none)."""
    if len(rows) < 3 or not rows[0] or rows[0][0].text.strip().casefold() not in _ROUND_HEADINGS:
        return False
    firsts = [r[0].text.strip() for r in rows[1:] if r]
    named = any(sum(ch.isalpha() for ch in c.text) >= 4 for r in rows[1:2] for c in r[1:])
    scored = sum(1 for r in rows[1:] if any(_CARD_RESULT.match(c.text.strip()) for c in r[1:]))
    return named and 2 * scored > len(rows) - 1 and firsts == [str(k) for k in range(1, len(firsts) + 1)]


def _layout(row: Sequence[TableCell]) -> _Layout | None:
    """Where the columns are when a row is a card's headings (a round's heading first, the opponent's
    name and the score), else None. The score is the column a result's heading names, else the last one
    headed by points."""
    texts = [c.text.strip().casefold() for c in row]
    if not texts or texts[0] not in _ROUND_HEADINGS:
        return None
    opponent = next(
        (
            k
            for k, t in enumerate(texts)
            if any(w in t for w in _OPPONENT_WORDS) and t not in _NUMBER_HEADINGS  # not Vega's 'N opp'
        ),
        None,
    )
    if opponent is None:
        opponent = next((k for k, t in enumerate(texts) if k and "name" in t), None)
    score = next((k for k in range(len(texts) - 1, 0, -1) if texts[k] in _RESULT_HEADINGS), None)
    if score is None:
        score = next((k for k in range(len(texts) - 1, 0, -1) if texts[k] in _POINTS_HEADINGS), None)
    if opponent is None or score is None or score == opponent:
        return None
    colour = next((k for k, t in enumerate(texts) if k and t in _COLOUR_HEADINGS), None)
    number = next((k for k, t in enumerate(texts) if 0 < k < opponent + 1 and t in _NUMBER_HEADINGS), None)
    return _Layout(opponent, score, colour, number)


def _numbered_player(text: str) -> tuple[str, PlayerDraft] | None:
    """The number and the player of a card's caption (``1 CM Annapureddy,Rheyansh, K= 0, Elo=2212, …``,
    ``N = 2 Hogg,Dean``), None when it is no such caption."""
    m = _NUMBERED_PLAYER.match(text)
    if m is None:
        return None
    rest = m.group(2)
    pairs = list(_KEY_VALUE.finditer(rest))
    if not pairs and not text.lstrip().startswith("N"):
        return None  # a number and a name alone: no caption Vega writes
    named = rest[: pairs[0].start()] if pairs else rest
    words = named.split()
    title = words[0] if words and words[0] in TITLES else ""
    name = " ".join(words[1:] if title else words)
    if sum(ch.isalpha() for ch in name) < 2:
        return None
    draft = PlayerDraft(name, title=title)
    for pair in pairs:
        value = pair.group(2).strip()
        if pair.group(1).casefold() in _RATING_KEYS and value.isdecimal() and int(value) > 0:
            draft.rating = int(value)
    return m.group(1), draft


def _draft(row: Sequence[TableCell]) -> PlayerDraft | None:
    """The player a card's first row names (None when it names none): the first cell of letters, a
    rating, a FIDE id, a federation, and the last number, the total."""
    texts = [c.text.strip() for c in row]
    name_at = next(
        (k for k, t in enumerate(texts) if sum(ch.isalpha() for ch in t) >= 2 and not _FED.match(t)), None
    )
    if name_at is None:
        return None
    draft = PlayerDraft(texts[name_at], line=row[name_at].line)
    for t in texts:
        if _RATING.match(t) and draft.rating is None:
            draft.rating = int(t)
        elif _ID.match(t) and not draft.fide_id:
            draft.fide_id = t
        elif _FED.match(t) and not draft.federation:
            draft.federation = t
    total = next((point_value(t) for t in reversed(texts[name_at + 1 :]) if point_value(t) is not None), None)
    draft.declared_points = total
    return draft


def _colour(cell: TableCell) -> Color:
    if cell.classes & _WHITE_CLASSES:
        return Color.WHITE
    if cell.classes & _BLACK_CLASSES:
        return Color.BLACK
    return Color.NONE


def _colour_letters(tables: Sequence[Table]) -> dict[str, Color]:
    """What each letter of the cards' colour columns means: ``W`` white and ``B`` black, unless the
    columns write ``N`` (Italian: ``B`` bianco, ``N`` nero)."""
    letters = {
        row[k].text.strip().casefold()
        for t in tables
        for row in t.rows
        for k in range(min(len(row), 4))
        if row[k].text.strip().casefold() in _COLOURS
    }
    return {**_COLOURS, "b": Color.WHITE} if "n" in letters and "w" not in letters else dict(_COLOURS)


def _card_draft(rows: Sequence[Sequence[TableCell]], k: int, caption: Sequence[str]) -> _Card | None:
    """The card whose headings are row ``k``: its player from the row above (a caption Vega writes, else
    a row of cells), or from the table's caption for its first row."""
    above = [c for c in rows[k - 1] if c.text.strip()] if k else []
    said = above[0].text if len(above) == 1 else (caption[-1] if not k and caption else "")
    numbered = _numbered_player(said) if said else None
    if numbered is not None:
        number, draft = numbered
        draft.line = above[0].line if above else rows[k][0].line
        return _Card(draft, number=number)
    plain = _draft(rows[k - 1]) if k else None
    return _Card(plain) if plain is not None else None


def _cards(table: Table, letters: dict[str, Color]) -> list[_Card]:
    """The cards of a table: each headings row with the row above it (the player) and the rows of rounds
    under it."""
    rows = table.rows
    cards: list[_Card] = []
    layout: _Layout | None = None
    for k, row in enumerate(rows):
        found = _layout(row)
        if found is not None:
            card = _card_draft(rows, k, table.caption)
            layout = found if card is not None else None
            if card is not None:
                cards.append(card)
            continue
        m = _ROUND_CELL.match(row[0].text) if row else None
        if layout is None or m is None or not cards:
            continue
        game = _game(row, int(m.group(1)), layout, letters)
        if game is None:
            continue  # a round without an opponent: no game (FIDE's idle player, 'Forfeit (-)')
        if game.number == "0" or game.opponent.casefold() in _NOT_PLAYED:
            cards[-1].byes.append(game)
        else:
            cards[-1].games.append(game)
    return cards


def _game(row: Sequence[TableCell], rnd: int, layout: _Layout, letters: dict[str, Color]) -> _Game | None:
    """The game of a card's row of a round; None when it names no opponent."""

    def text(k: int | None) -> str:
        return row[k].text.strip() if k is not None and k < len(row) else ""

    name = text(layout.opponent)
    if not any(ch.isalpha() for ch in name):
        return None
    at = row[layout.score] if layout.score < len(row) else row[-1]
    color = letters.get(text(layout.colour).casefold(), Color.NONE)
    if color is Color.NONE and layout.opponent < len(row):
        color = _colour(row[layout.opponent])
    return _Game(rnd, name, text(layout.score), color, at.line, at.column, text(layout.number))


def text_card_tables(text: str, source: str | None) -> list[Table]:
    """The cards of a text whose cells are tab-separated (a page copied from a browser), each a table of
    its own: its headings' line, the line above it (the player) and the lines below it that a round's
    number begins (a copy's first card is otherwise read into the table of the menu above it, an empty
    cell dropped)."""
    from .crosstable import text_lines

    lines = text_lines(text)

    def row(k: int) -> tuple[TableCell, ...]:
        cells, at = [], 1
        for cell in lines[k].split("\t"):
            cells.append(TableCell(cell.strip(), k + 1, at))
            at += len(cell) + 1
        return tuple(cells)

    tables: list[Table] = []
    for k, line in enumerate(lines):
        if "\t" not in line or _layout(row(k)) is None:
            continue
        above = next((j for j in range(k - 1, max(k - 3, -1), -1) if lines[j].strip()), None)
        rows = [row(above)] if above is not None else []
        rows.append(row(k))
        j = k + 1
        while j < len(lines) and _ROUND_CELL.match(lines[j]) and "\t" in lines[j]:
            rows.append(row(j))
            j += 1
        tables.append(Table(tuple(rows), "text", (above if above is not None else k) + 1, 1, source))
    return tables


def _results(b: EventBuilder, game: _Game) -> tuple[Result, Result]:
    """The results of a game, the card's player's first, from the score on the card."""
    results = own_result(game.score)
    if results is None:
        raise b.error(
            f"round {game.round}: cannot read the score {game.score!r} (expected 1, 0.5, 0, + or -)",
            game.line,
            game.column,
        )
    return results


def player_cards_event(tables: Sequence[Table], options: ReadOptions, name: str = "") -> Tournament | None:
    """The event of the players' cards among ``tables`` (two cards or more, with games; a copied page's
    cards may each stand in a table of their own); None when no table holds one.

    :raises tiebreak.model.errors.ParseError: for two cards that do not agree on a game, or a score that
        is none.
    """
    letters = _colour_letters(tables)
    found = [(t, _cards(t, letters)) for t in tables]  # a copied page: a table a card, its headings repeated
    cards = [card for _, c in found for card in c]
    if len(cards) < 2 or not any(card.games for card in cards):
        return None
    table = next(t for t, c in found if c)
    ided = next((line for line in table.caption if _EVENT_ID.search(line)), "")
    said = next(
        (x for x in table.caption if any(ch.isalpha() for ch in x) and _numbered_player(x) is None), ""
    )
    name = _EVENT_ID.sub("", ided) if ided else (name or said)  # FIDE's 'Blitz Playoff [418871] (ROU, …
    b = EventBuilder(options.source, options.limits)
    numbered = all(c.number and all(g.number.isdecimal() for g in c.games) for c in cards)
    by_key: dict[str, _Card] = {}
    for k, card in enumerate(cards, start=1):
        card.draft.sno = int(card.number) if numbered else k
        key = card.number if numbered else name_key(card.draft.name)
        if key in by_key:
            which = f"number {key}" if numbered else repr(card.draft.name)
            raise b.error(f"two cards name {which}", card.draft.line)
        by_key[key] = card
        b.player(key, card.draft)
    left_out = _put_games(b, cards, by_key, numbered)
    if left_out:
        b.warn(
            f"{len(left_out)} opponent(s) have no card of their own ({', '.join(left_out[:5])}"
            f"{', …' if len(left_out) > 5 else ''}): read with their games against the players with cards "
            "only",
            cards[0].draft.line,
        )
    _put_byes(b, cards, by_key, numbered)
    rounds = max((g.round for c in cards for g in (*c.games, *c.byes)), default=0)
    _missing_rounds(b, cards, rounds)
    b.warn(
        f"read as {len(cards)} players' cards (a row naming the player, then a row per round: the "
        f"opponent's {'number' if numbered else 'name'} and the score), the games matched by the "
        f"opponents' {'numbers' if numbered else 'names'}",
        cards[0].draft.line,
        severity=Severity.INFO,
    )
    return b.build(name, rounds=rounds)


def _put_games(b: EventBuilder, cards: list[_Card], by_key: dict[str, _Card], numbered: bool) -> list[str]:
    """Each card's games put in the event, each checked against the opponent's card; the opponents without
    a card of their own (added as players)."""
    left_out: list[str] = []
    for card in cards:
        me = card.number if numbered else name_key(card.draft.name)
        for game in card.games:
            other = game.number if numbered else name_key(game.opponent)
            mine, theirs = _results(b, game)
            opposite = by_key.get(other)
            if opposite is None:
                if other not in b.players:
                    left_out.append(game.opponent)
                    sno = int(other) if numbered else len(cards) + len(left_out)
                    b.player(other, PlayerDraft(game.opponent, sno=sno, line=game.line))
            else:
                _agree(b, card, game, opposite, me, numbered, (mine, theirs))
            color = game.color
            other_color = (
                Color.BLACK if color is Color.WHITE else Color.WHITE if color is Color.BLACK else Color.NONE
            )
            b.put(me, _entry(b, game.round, other, color, mine), game.line, game.column)
            b.put(other, _entry(b, game.round, me, other_color, theirs), game.line, game.column)
    return left_out


def _agree(
    b: EventBuilder,
    card: _Card,
    game: _Game,
    opposite: _Card,
    me: str,
    numbered: bool,
    results: tuple[Result, Result],
) -> None:
    """Checks that the opponent's card has the game, with the same result."""
    back = next(
        (
            g
            for g in opposite.games
            if g.round == game.round and (g.number if numbered else name_key(g.opponent)) == me
        ),
        None,
    )
    if back is None:
        raise b.error(
            f"round {game.round}: {card.draft.name} plays {game.opponent}, whose card (line "
            f"{opposite.draft.line}) has no game against {card.draft.name} in that round",
            game.line,
            game.column,
        )
    mine, theirs = results
    if _results(b, back) != (theirs, mine):
        raise b.error(
            f"round {game.round}: the scores of {card.draft.name} ({game.score}) and "
            f"{game.opponent} ({back.score}, line {back.line}) do not make one result",
            game.line,
            game.column,
        )


_BYES = {Fraction(1): Result.PAB, Fraction(1, 2): Result.HALF_BYE, Fraction(0): Result.NOT_PAIRED}


def _put_byes(b: EventBuilder, cards: list[_Card], by_key: dict[str, _Card], numbered: bool) -> None:
    """The rounds the cards write without a game, each its score's bye (1: pairing-allocated, ½: a
    half-point bye, 0: not paired), with a note naming the first."""
    counted = 0
    for card in cards:
        me = card.number if numbered else name_key(card.draft.name)
        for bye in card.byes:
            value = point_value(bye.score)
            result = _BYES.get(value) if value is not None else None
            if result is None:
                raise b.error(
                    f"round {bye.round}: {card.draft.name} has no game, and {bye.score!r} is no bye's value "
                    "(expected 1, 0.5 or 0)",
                    bye.line,
                    bye.column,
                )
            b.put(me, RoundEntry(bye.round, None, Color.NONE, result), bye.line, bye.column)
            counted += result is not Result.NOT_PAIRED
    first = next((g for c in cards for g in c.byes), None)
    if counted and first is not None:
        b.warn(
            f"{counted} round(s) without a game scored on the cards ({first.opponent!r}): 1 read as a "
            "pairing-allocated bye, ½ as a half-point bye (as the program's crosstable writes them)",
            first.line,
            first.column,
            severity=Severity.INFO,
        )


def _missing_rounds(b: EventBuilder, cards: list[_Card], rounds: int) -> None:
    """A warning when a card has no row for a round (a card that lists only rated games, FIDE's card):
    such a round is read as not paired."""
    short = [c for c in cards if len({g.round for g in (*c.games, *c.byes)}) < rounds]
    if short and any(c.byes for c in cards):
        b.warn(
            f"{len(short)} card(s) have no row for some of the {rounds} rounds ({short[0].draft.name}, the "
            "first): those rounds are read as not paired (a card of rated games only leaves the others "
            "out: give the cards of every game, or the crosstable)",
            short[0].draft.line,
        )
    elif short:
        b.warn(
            f"{len(short)} card(s) have no row for some of the {rounds} rounds ({short[0].draft.name}, the "
            "first): those rounds are read as not paired",
            short[0].draft.line,
            severity=Severity.INFO,
        )


def _entry(b: EventBuilder, rnd: int, opponent: str, color: Color, result: Result) -> RoundEntry:
    return RoundEntry(rnd, b.sno_placeholder(opponent), color, result)
