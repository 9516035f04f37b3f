"""Player cards: a table of one block per player, as FIDE's rating server shows a tournament's games
(``ratings.fide.com``'s tournament report: each player's games), and as pairing programs print each
player's card. A block is a row naming the player (the name, a rating, the total; a FIDE id, a
federation), a row of headings (``Round | Opp. name | Opp. Fed. | … | Score``), then a row per round:
its number (a date may follow), the opponent's name and the player's score (``1.0`` ``0.5`` ``0``, ``+``
``-`` for a forfeit; a round without an opponent is no game: FIDE's ``Forfeit (-)`` for the idle player
of a round robin of three).

Every game is on both players' cards: they are matched by the opponents' names, and must agree (the
scores make one result, the colours differ). The colour is the class FIDE's page gives the opponent's
cell (``white_note``, ``black_note``: the card's player's colour), else not known. An opponent without a
card of their own (a player the list leaves out) is a player of the event with those games only, with a
warning; each player's total is their declared points.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..model.errors import Severity
from ..model.tournament import Color, Result, RoundEntry, Tournament
from ._builder import EventBuilder, PlayerDraft, name_key, own_result, point_value
from ._options import ReadOptions
from .tables import Table, TableCell

__all__ = ["card_headings", "one_players_card", "player_cards_event"]

_ROUND_HEADINGS = frozenset(
    {"round", "rd", "rd.", "rnd", "runde", "rde", "ronde", "tour", "ronda", "turno", "тур", "kolo", "runda"}
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
_SCORE_HEADINGS = frozenset(
    {"score", "res", "res.", "result", "pts", "points", "punkte", "pkt", "erg", "erg.", "ergebnis", "punten"}
    | {"résultat", "resultado", "risultato", "очки", "результат", "wynik", "výsledek"}
)
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


@dataclass
class _Card:
    draft: PlayerDraft
    games: list[_Game] = field(default_factory=list)


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


def _layout(row: Sequence[TableCell]) -> tuple[int, int] | None:
    """The columns of the opponent's name and the score when a row is a card's headings, else None."""
    texts = [c.text.strip().casefold() for c in row]
    if not texts or texts[0] not in _ROUND_HEADINGS:
        return None
    opponent = next((k for k, t in enumerate(texts) if any(w in t for w in _OPPONENT_WORDS)), None)
    if opponent is None:
        opponent = next((k for k, t in enumerate(texts) if k and "name" in t), None)
    score = next((k for k in range(len(texts) - 1, 0, -1) if texts[k] in _SCORE_HEADINGS), None)
    if opponent is None or score is None or score == opponent:
        return None
    return opponent, score


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


def _cards(table: Table) -> list[_Card]:
    """The cards of a table: each headings row with the row above it (the player) and the rows of rounds
    under it."""
    rows = table.rows
    cards: list[_Card] = []
    layout: tuple[int, int] | None = None
    for k, row in enumerate(rows):
        found = _layout(row)
        if found is not None:
            draft = _draft(rows[k - 1]) if k else None
            layout = found if draft is not None else None
            if draft is not None:
                cards.append(_Card(draft))
            continue
        m = _ROUND_CELL.match(row[0].text) if row else None
        if layout is None or m is None or not cards:
            continue
        opponent_at, score_at = layout
        name = row[opponent_at].text.strip() if opponent_at < len(row) else ""
        score = row[score_at].text.strip() if score_at < len(row) else ""
        if not any(ch.isalpha() for ch in name):
            continue  # a round without an opponent: no game (FIDE's idle player, 'Forfeit (-)')
        at = row[score_at] if score_at < len(row) else row[-1]
        cards[-1].games.append(
            _Game(int(m.group(1)), name, score, _colour(row[opponent_at]), at.line, at.column)
        )
    return cards


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
    found = [(t, _cards(t)) for t in tables]  # a copied page: a table a card, its headings repeated
    cards = [card for _, c in found for card in c]
    if len(cards) < 2 or not any(card.games for card in cards):
        return None
    table = next(t for t, c in found if c)
    said = next((line for line in table.caption if any(ch.isalpha() for ch in line)), "")
    name = name or _EVENT_ID.sub("", said)  # FIDE's 'Blitz Playoff [418871] (ROU, Bucuresti) Start: …
    b = EventBuilder(options.source, options.limits)
    by_key: dict[str, _Card] = {}
    for k, card in enumerate(cards, start=1):
        card.draft.sno = k
        if name_key(card.draft.name) in by_key:
            raise b.error(f"two cards name {card.draft.name!r}", card.draft.line)
        by_key[name_key(card.draft.name)] = card
        b.player(name_key(card.draft.name), card.draft)
    left_out: list[str] = []
    for card in cards:
        me = name_key(card.draft.name)
        for game in card.games:
            other = name_key(game.opponent)
            mine, theirs = _results(b, game)
            opposite = by_key.get(other)
            if opposite is None:
                if other not in b.players:
                    left_out.append(game.opponent)
                    b.player(
                        other, PlayerDraft(game.opponent, sno=len(cards) + len(left_out), line=game.line)
                    )
            else:
                back = next(
                    (g for g in opposite.games if g.round == game.round and name_key(g.opponent) == me), None
                )
                if back is None:
                    raise b.error(
                        f"round {game.round}: {card.draft.name} plays {game.opponent}, whose card (line "
                        f"{opposite.draft.line}) has no game against {card.draft.name} in that round",
                        game.line,
                        game.column,
                    )
                if _results(b, back) != (theirs, mine):
                    raise b.error(
                        f"round {game.round}: the scores of {card.draft.name} ({game.score}) and "
                        f"{game.opponent} ({back.score}, line {back.line}) do not make one result",
                        game.line,
                        game.column,
                    )
            color = game.color
            other_color = (
                Color.BLACK if color is Color.WHITE else Color.WHITE if color is Color.BLACK else Color.NONE
            )
            b.put(me, _entry(b, game.round, other, color, mine), game.line, game.column)
            b.put(other, _entry(b, game.round, me, other_color, theirs), game.line, game.column)
    if left_out:
        b.warn(
            f"{len(left_out)} opponent(s) have no card of their own ({', '.join(left_out[:5])}"
            f"{', …' if len(left_out) > 5 else ''}): read with their games against the players with cards "
            "only",
            cards[0].draft.line,
        )
    first = cards[0].draft.line
    b.warn(
        f"read as {len(cards)} players' cards (a row naming the player, then a row per round: the "
        "opponent's name and the score), the games matched by the opponents' names",
        first,
        severity=Severity.INFO,
    )
    rounds = max((g.round for c in cards for g in c.games), default=0)
    return b.build(name, rounds=rounds)


def _entry(b: EventBuilder, rnd: int, opponent: str, color: Color, result: Result) -> RoundEntry:
    return RoundEntry(rnd, b.sno_placeholder(opponent), color, result)
