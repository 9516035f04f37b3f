"""Results typed as lines of text, as a club's report gives them: one game a line (``1. Ann Alt - Dan Dorn
1:0``, ``Ann Alt 1-0 Dan Dorn``, ``Ann Alt vs Dan Dorn ½-½``), or several on a line apart by semicolons
or commas (``Round 2: Cy Crom 0-1 Ann Alt, Bob Bau 1-0 Dan Dorn``), under round headings (``Round 1``,
``3. Runde``, ``Ronda 2:`` before the games of its line: :func:`tiebreak.readers._headings.round_heading`).

:func:`game_lines` writes them as each round's pairing list (``Round 1``, then ``Bd White Result Black``
and a line a board, tab-separated) for the pairing-list reader, and says where each line came from
(:class:`~tiebreak.readers.celllines.Joined`). A game is two names (each with a letter) and a result
between them or after them: ``1-0``, ``0:1``, ``½-½``, ``1/2-1/2``, ``0,5:0,5``, and forfeits ``+:-``,
``-:+``, ``-:-``. The text is such a report when its games are most of its lines from the first round
heading on, every game stands under a heading (or there is none, and no player plays twice: one round),
and there are two games at least; other lines (a title, a sentence) are left aside.

>>> report = "Round 1\\n1. Ann - Dan 1:0\\n2. Bob - Cy ½:½\\nRound 2: Cy 0-1 Ann; Bob 1-0 Dan\\n"
>>> print(game_lines(report).text.replace("\\t", " | ").strip())
Round 1
Bd | White | Result | Black
1 | Ann | 1-0 | Dan
2 | Bob | ½-½ | Cy
<BLANKLINE>
Round 2
Bd | White | Result | Black
1 | Cy | 0-1 | Ann
2 | Bob | 1-0 | Dan
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, replace
from fractions import Fraction

from ._headings import pairing_kind, round_heading
from .celllines import Joined

__all__ = ["GameLines", "game_lines", "page_game_lines"]

_SIDE = r"(?:\d{1,2}(?:[.,][05]|½)?|½|1/2)"
"""One side's points: a game's ``1``, ``½``, ``0``, a match's ``2½``, ``3.5``, ``4``."""
_DRAWN = (
    "remis",
    "draw",
    "drawn",
    "tablas",
    "nulle",
    "patta",
    "remise",
    "ничья",
    "нічия",
    "remíza",
    "remi",
    "döntetlen",
)
"""A draw written as a word after the two names (``Meier - Klein remis``; Russian ``ничья``, Ukrainian
``нічия``, Czech ``remíza``, Slovenian, Croatian and Serbian ``remi``, Hungarian ``döntetlen``)."""
_HALF = ("1/2", "½")
"""A draw written as a lone half after the two names (``Eva Frost - Gus Holm 1/2``)."""
_SCORE = (
    rf"(?:{_SIDE}\s*(?:[-–:]|\szu\s)\s*{_SIDE}|\+\s*[-–:/]\s*-|-\s*[-–:/]\s*\+|-\s*[-–:/]\s*-|"
    rf"(?i:{'|'.join(_DRAWN)})|1/2|½)"
)
_BOARD = re.compile(r"^(?:[^\W\d_]{1,6}\.?\s*)?\d{1,3}(?:[.):]\s*|\s{2,}|\t|\s*\|\s*)(?=\S)")
"""A board's number before a game: ``1.``, ``1)``, ``Board 1:``, ``Brett 1:``, or a number apart by two
blanks, a tab or a table's cell border (``1 | Ann Alt - Dan Dorn | 1-0``)."""
_SCORE_AT = re.compile(rf"(?:^|(?<=\s))({_SCORE})(?=\s|$)")
"""A result standing apart, between the two names or after them."""
_VERSUS = re.compile(r"\s(?:-|–|—|vs\.?|v\.?)\s|\s?—\s?")
"""What stands between two names with the result after them: ``Ann Alt - Dan Dorn 1:0``; an em dash with
or without blanks (``Р. Попов—Д. Тамбовцев, 1:0``: no name holds one)."""
_RATING = re.compile(r"\s*\((?:\d{2,4}|ungraded|unrated|ug|u/g|nr)\)$", re.IGNORECASE)
_BARE_RATING = re.compile(r"(?<=\S)\s+\(?\d{3,4}\)?$")
"""A rating after a name, bare or in brackets (``Tom Eckersley-Waites (Keble) 2215``): left out of the
name when both players' names end with one (a match card's two rating columns)."""
_BOARD_COLOUR = re.compile(r"^(\d{1,3})([wbWB])\s+(?=\S)")
"""A board's number with the colour of the player named first (``1w``, ``2b``: an English match card,
``Bd Oxford Rating v Cambridge Rating``)."""
"""A rating or grade in brackets after a name (``Ann Alt (2100)``, an English club's ``(96)`` or
``(Ungraded)``): left out."""
_NAME = re.compile(
    r"^(?!\()(?=.*[^\W\d_])(?!.*(?:\t|\s{3}|\b\d{3,}\b(?!\s+(?:(?![a-zß-ÿа-яё])[^\W\d_]|\d{1,2}$))"
    r"|[:<>|]|\s[-–]\s)).*$"
)
"""A player's or team's name as a report writes it: a letter, no tab, wide gap or ``|`` (a table's
columns), no number of three digits or more (a rating, a table's other columns), no colon (a heading's),
no markup (``<li>``), no dash between blanks (two names), no bracket first (a remark); a team's number
may follow its club's name (``SK Nord 2``), a club's year before a capitalised word or a team's number
(``SC 1868 Bamberg IV``, ``Schachforum Darmstadt 1994 1``: a rating ends a name; ``2015 at`` is prose)."""
_UNIT = re.compile(r"(?<=\d)\s+(?:punkte|pkt\.?|points|pts\.?|bodů|body)\s*$", re.IGNORECASE)
"""The unit a match's score is written with (``1,0 zu 3,0 Punkte``): left out."""
_REMARK = re.compile(r"\s*\(([^()]{1,40})\)\s*$")
"""A remark in brackets after a game (``(kampflos)``, ``(forfeit)``, ``(adjourned)``)."""
_FORFEIT = re.compile(
    r"\b(?:kampflos|forfeit|ff|fft|w/?o|walkover|forfait|incomparecencia|k)\b", re.IGNORECASE
)
"""A remark's word for a game not played (German, English, French, Spanish)."""
_WRITTEN = {"10": "1-0", "01": "0-1", "½½": "½-½", "+-": "+ - -", "-+": "- - +", "--": "- - -"}
"""A result as the pairing-list reader reads it, by its two sides (``1:0`` is ``10``)."""
_MATCH = re.compile(r"^(?:\d*½?:\d*½?|\+:-|-:\+)$")
_FORFEITED = ("+:-", "-:+")
"""A match forfeited, its winner first or second (``8,0 : 0,0 (kampflos)``)."""
"""A match's score as written for the team-matches reader (``2½:1½``)."""
_TABLE_ROW = re.compile(r"^\s*\d|.*(?:\t|\S {3,}\S)")
"""A line of a table (a number first, or columns apart by a tab or a wide gap): after the last game, such
lines are another table's (a ranking, a crosstable) and weigh against the games; prose and a post's
``David Blower 1`` do not."""
_LONGEST = 300
"""The longest line looked at for games (a report's line of a round's games is shorter)."""
_BEFORE = 300
"""The most lines before the first game or round heading (a report's title and words before them)."""
_HEADER_LONGEST = 120
"""The longest line looked at as a pairing list's header."""


@dataclass(frozen=True)
class GameLines(Joined):
    """The input's results written as each round's pairing list (:attr:`rows`: the games;
    :attr:`header_line`: where the report starts, its first round heading or game)."""

    teams: bool = False
    """Matches of teams with their game points (``SK Nord - SK Süd 2½:1½``), not games."""
    boards: int = 0
    """The matches of teams whose boards' games the lines give, each match's line above them."""
    alternating: int = 0
    """Of :attr:`boards`, the matches whose boards are written White first, the first team's player White on
    the odd boards (read so because their points make the match's score only that way)."""
    unread: tuple[tuple[int, str], ...] = ()
    """The lines among the games that pair two names but give no result read as one (``Ann - Dan 1:1``,
    ``Bob - Cy adj.``): each input line and its text, left aside."""
    misread: tuple[tuple[int, str], ...] = ()
    """The lines among the games that hold a result between two sides that do not read as names (a
    number or a column among them): each input line and its text, left aside."""

    def guesses(self) -> list[tuple[str, int]]:
        """A warning for each line in :attr:`unread`: a game that may be missing from the event."""
        return [
            (
                f"{text[:60]!r} pairs two names but gives no result read as one (1-0, 0-1, ½-½, 1/2, +:-, "
                "remis, …): left aside, so its game is not in the standings; write its result so, or leave "
                "the line out",
                line,
            )
            for line, text in self.unread
        ] + [
            (
                f"{text[:60]!r} holds a result between two sides that do not read as two names (a number, "
                "a colon or a column among them): left aside, so its game is not in the standings; write it "
                "as the other games are, or leave the line out",
                line,
            )
            for line, text in self.misread
        ]

    def note(self) -> str:
        if self.boards:
            return (
                f"read as results typed one after another (from line {self.header_line}): {self.boards} "
                f"match(es) of teams in {self.rounds} round(s), each a line of the two teams and their game "
                f"points, then a line a board ({self.rows} games)"
                + (
                    f"; in {self.alternating} match(es) the boards are written White first, the first team's "
                    "player White on the odd boards (so their points make the match's score)"
                    if self.alternating
                    else ""
                )
            )
        kind, each = (
            ("matches", "two teams and their game points")
            if self.teams
            else ("games", "two names and a result")
        )
        return (
            f"read as results typed one after another (from line {self.header_line}): {self.rows} {kind} in "
            f"{self.rounds} round(s), each {each}"
        )


_Game = tuple[str, str, str]
"""White, the result as written for the pairing-list reader, Black."""


def _game(text: str) -> _Game | None:
    """A game written as two names and a result between or after them (the line looked at once for its
    result, then cut there: no pattern of names is tried at every place of a long line); a remark in
    brackets after it left out, one that says forfeit (``1:0 (kampflos)``) making the result a forfeit."""
    coloured = _BOARD_COLOUR.match(text)
    text = text[coloured.end() :] if coloured is not None else _BOARD.sub("", text, count=1)
    remark = _REMARK.search(text)
    forfeit = remark is not None and bool(_FORFEIT.search(remark.group(1)))
    text = text[: remark.start()] if remark is not None else text
    text = _UNIT.sub("", text)
    game = _scored(text) or _sides_scored(text)
    if game is not None and coloured is not None and coloured.group(2) in "bB":  # the first named had Black
        game = (game[2], _SWAPPED.get(game[1], game[1]), game[0])
    if game is None or not forfeit:
        return game
    white, result, black = game
    if ":" in result:  # a match forfeited: its winner by the score (an 8:0 of a league's 8 boards)
        won, lost = (_points(side) for side in result.split(":"))
        return (white, "+:-" if won > lost else "-:+", black) if won != lost else None
    sign = {"1-0": "+ - -", "0-1": "- - +"}.get(result)
    return (white, sign, black) if sign is not None else None


def _scored(text: str) -> _Game | None:
    scores = list(itertools.islice(_SCORE_AT.finditer(text), 2))
    if len(scores) != 1:
        return None
    m = scores[0]
    before, after = text[: m.start(1)].strip(), text[m.end(1) :].strip()
    if after and (m.group(1).casefold() in _DRAWN or m.group(1) in _HALF):
        return None  # a draw's word between two names: a sentence ('X acordó tablas con Y'), not a game
    if after:
        if _VERSUS.search(before):
            return None  # two names and their result, then more: not a result between two names
        white, black = before, after
    else:
        names = _VERSUS.split(before)
        if len(names) != 2:
            return None
        white, black = names
    sides = [side.rstrip(" -–—").strip() for side in (white, black)]
    rated = [_BARE_RATING.search(side) for side in sides]
    if all(rated) and written_score(m.group(1)) in LEFT_POINTS:  # a game's two rating columns, bare or not
        sides = [side[: r.start()] if r is not None else side for side, r in zip(sides, rated, strict=True)]
    white, black = (_RATING.sub("", side).strip().rstrip(",").rstrip() for side in sides)
    if not _NAME.match(white) or not _NAME.match(black):
        return None
    result = written_score(m.group(1))
    return (white, result, black) if result is not None else None


_SIDES = re.compile(rf"^(\S.*?)\s+({_SIDE})\s+(\S.*?)\s+({_SIDE})$")
"""A match written with each team's game points after its name (an English club's match card:
``Broadstairs  5½         Margate 1½``)."""


def _sides_scored(text: str) -> _Game | None:
    """A match written ``Team 5½ Team 1½`` (:data:`_SIDES`): the two teams and the match's game points;
    None for any other text, for scores that make a game's (``1``, ``0``: a match adds up to 2 or more),
    and for a round's or a board's heading (``Round 5 Board 2``)."""
    m = _SIDES.match(text.strip())
    if m is None:
        return None
    home, away = (_RATING.sub("", side).strip() for side in (m.group(1), m.group(3)))
    if not _NAME.match(home) or not _NAME.match(away) or round_heading(f"{home} {m.group(2)}") is not None:
        return None
    result = written_score(f"{m.group(2)}:{m.group(4)}")
    return (home, result, away) if result is not None and ":" in result else None


@functools.lru_cache(maxsize=512)  # bounded: blanks inside a score make its texts many
def written_score(score: str) -> str | None:
    """A score as the readers take it: a game's result (``1-0``, ``½-½``, ``+ - -``) or a match's game
    points (``2½:1½``); None for a score that is neither (``1:1``, ``0:0``). Each score read once: a
    report holds a few dozen, and thousands of games."""
    score = score.replace("–", "-").replace(" zu ", ":")  # German ``1,0 zu 3,0``
    if score.casefold() in _DRAWN or score in _HALF:
        return "½-½"
    if score[:1] in "+-":  # forfeits: the sides are signs, the dash between them one of them
        sides = re.sub(r"[\s:/]", "", score)
        sides = sides[0] + sides[2] if len(sides) == 3 else sides  # ``+ - -``: the middle dash apart
        return _WRITTEN.get(sides)
    first, second = (_points(side) for side in re.split(r"\s*[-:]\s*", score.replace("1/2", "½"), maxsplit=1))
    if first + second == 1:  # a game
        return _WRITTEN[f"{points_text(first)}{points_text(second)}"]
    if first + second >= 2:  # a match's game points (3½:2½)
        return f"{points_text(first)}:{points_text(second)}"
    return None


_WHOLE_SCORE = re.compile(_SCORE)


def score_of(text: str) -> str | None:
    """A cell that is a result or a match's score, as :func:`written_score` writes it (``½ - ½`` is
    ``½-½``, ``4,0 - 4,0`` is ``4:4``, ``- - +`` a forfeit); None for any other text."""
    text = text.strip()
    return written_score(text) if _WHOLE_SCORE.fullmatch(text) else None


def _points(side: str) -> Fraction:
    half = side.endswith("½")
    whole = side.removesuffix("½").replace(",", ".") or "0"
    return Fraction(whole) + (Fraction(1, 2) if half else 0)


def points_text(points: Fraction) -> str:
    """Points as the readers take them: ``1``, ``0``, ``½``, ``2½``."""
    whole, half = divmod(points, 1)
    return (str(whole) if whole or not half else "") + ("½" if half else "")


def _games_of(text: str) -> list[_Game] | None:
    """The games of one line: the whole line one game, or its parts apart by semicolons (else commas)
    each one (a name written ``Alt, Ann`` keeps its comma when the parts do not all read)."""
    for sep in (";", ","):
        if sep in text:
            parts = [p.strip() for p in text.split(sep) if p.strip()]
            games = [_game(p) for p in parts]
            if len(parts) > 1 and all(g is not None for g in games):
                return [g for g in games if g is not None]
    one = _game(text)
    return [one] if one is not None else None


def _read_line(line: str) -> tuple[int | None, list[_Game] | None]:
    """The round a line's heading names (None: no heading) and the games of the line (after the heading
    on its line: ``Round 2: Cy 0-1 Ann``); None for games when the line holds none."""
    head, colon, rest = line.partition(":")
    if colon and rest.strip() and len(head) <= 40 and (number := round_heading(head)) is not None:
        return number, _games_of(rest.strip())
    games = _games_of(line)
    if games is not None or len(line) > 80:
        return None, games
    return round_heading(line), None


def game_lines(text: str) -> GameLines | None:
    """The text's results written as each round's pairing list (see the module), None when it is no
    such report."""
    rounds: dict[int, list[tuple[_Game, int]]] = {}
    order: list[int] = []
    current: int | None = None
    started: int | None = None
    seen = games_lines = looked = through = rows_after = 0
    unread: list[tuple[int, str]] = []
    misread: list[tuple[int, str]] = []
    for i, raw in enumerate(text.split("\n")):
        line = raw.strip()
        if not line:
            continue
        looked += 1
        if started is None and looked > _BEFORE:
            return None
        if len(line) > _LONGEST:  # a paragraph of prose (a news report's before its results): no games
            seen += started is not None
            continue
        number, found = _read_line(line)
        if number is None and found is None and len(line) <= _HEADER_LONGEST and _pairing_header(line):
            return None  # a pairing list under its White and Black headings: the list readers' own
        if number is not None:
            current = number
            started = i if started is None else started
            if number not in rounds:
                rounds[number] = []
                order.append(number)
            if found is None:
                continue
        if started is not None or found is not None:
            seen += 1
            rows_after += found is None and bool(_TABLE_ROW.match(raw))
        if found is None:
            if started is not None and number is None and _paired_unscored(line):
                unread.append((i + 1, line))
            elif started is not None and number is None and _result_between(line):
                misread.append((i + 1, line))
            continue
        started = i if started is None else started
        games_lines += 1
        through, rows_after = seen, 0  # after the last game, only a table's rows are counted (not prose)
        key = current if current is not None else 0
        if key not in rounds:
            rounds[key] = []
            order.append(key)
        rounds[key].extend((g, i + 1) for g in found)
    total = sum(len(g) for g in rounds.values())
    if total < 2 or 2 * games_lines < through + rows_after or started is None:
        return None
    if 0 in rounds and (len(rounds) > 1 or _plays_twice(rounds[0])):
        return None  # games before any heading among headed rounds, or one round with a player twice
    matches = {bool(_MATCH.match(result)) for games in rounds.values() for (_, result, _), _ in games}
    if len(matches) > 1:  # games and matches: each match above its boards, or no one event
        return _team_boards(rounds, order, started + 1, unread)
    teams = matches == {True}
    if not teams and _boards_numbered(rounds):
        rounds = {
            n: [((_LEAD_NUMBER.sub("", w, count=1), r, b), at) for (w, r, b), at in games]
            for n, games in rounds.items()
        }
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    for number in order:
        if not rounds[number]:
            return None  # a heading without games
        if out:
            out.append("")
            origin.append(origin[-1])
        first = rounds[number][0][1]
        out.append(f"Round {max(number, 1)}")
        origin.append((first, 1))
        if not teams:  # a match is a row of the teams and the score, as chess-results' team pairings
            out.append("Bd\tWhite\tResult\tBlack")
            origin.append((first, 1))
        for board, ((white, result, black), at) in enumerate(rounds[number], start=1):
            if teams and result in _FORFEITED:  # the team pairings' forfeit: ``+ | : | -``
                result = result.replace(":", "\t:\t")
            out.append(f"{white}\t{black}\t{result}" if teams else f"{board}\t{white}\t{result}\t{black}")
            origin.append((at, 1))
    last = max(at for games in rounds.values() for _, at in games)
    return GameLines(
        "\n".join(out) + "\n",
        tuple(origin),
        rows=total,
        header_line=started + 1,
        rounds=len(order),
        teams=teams,
        unread=tuple(unread),
        misread=tuple(d for d in misread if d[0] < last),  # among the games, not after them
    )


_LEAD_NUMBER = re.compile(r"^(\d{1,3})\s+(?=[^\W\d_])")
"""A number and a blank before White's name: the board's (``1 Ann Alt - Dan Dorn 1-0``) when every round's
boards are numbered so from 1 (:func:`_boards_numbered`), else part of the name as written."""


def _boards_numbered(rounds: dict[int, list[tuple[_Game, int]]]) -> bool:
    """Whether every game's White starts with a number and a blank, numbered 1, 2, 3, … in each round,
    and no Black does: those numbers are the boards' (a number that names a player would name another
    player in the next round)."""
    for games in rounds.values():
        for board, ((white, _, black), _) in enumerate(games, start=1):
            m = _LEAD_NUMBER.match(white)
            if m is None or int(m.group(1)) != board or _LEAD_NUMBER.match(black):
                return False
    return True


LEFT_POINTS = {"1-0": Fraction(1), "0-1": Fraction(0), "½-½": Fraction(1, 2), "+ - -": Fraction(1)}
LEFT_POINTS |= {"- - +": Fraction(0), "- - -": Fraction(0)}
"""The first player's points of a game's result as :func:`written_score` writes it."""


def _team_boards(
    rounds: dict[int, list[tuple[_Game, int]]], order: list[int], first: int, unread: list[tuple[int, str]]
) -> GameLines | None:
    """Matches each followed by the games of its boards (a news report's ``Украина – Польша – 1,5:2,5``,
    then ``Ян Дуда – Василий Иванчук – 1:0`` a board), written as each round's team board pairings (a
    match's row of the teams and the score, then a row a board numbered ``1.1``, as chess-results' board
    pairings, the first team's player first); None unless every round starts with a match and every
    match has two boards or more whose points make the first team's score: the first players' (each board
    written home player first), else those of the players named first on odd boards and second on even
    ones (each board written White first, the first team's player White on the odd boards: a club's
    report, ``Stryjecki – Bartel 1:0`` on board 2 for the second team's Stryjecki; noted)."""
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    matches = alternating = 0
    for number in order:
        games = rounds[number]
        if not games or not _MATCH.match(games[0][0][1]) or any(g[1] in _FORFEITED for g, _ in games):
            return None  # a round not led by a match, or a match forfeited among boards
        if out:
            out.append("")
            origin.append(origin[-1])
        out.append(f"Round {max(number, 1)}")
        origin.append((games[0][1], 1))
        for match in _matches_of(_boards_unnumbered(games)):
            (home, result, away), at = match[0]
            boards = _home_first(match[1:], _points(result.split(":")[0]))
            if boards is None:
                return None
            matches += 1
            alternating += boards is not match[1:]
            out.append(f"{home}\t{away}\t{result}")
            origin.append((at, 1))
            for board, ((white, res, black), where) in enumerate(boards, start=1):
                out.append(f"{matches}.{board}\t{white}\t{res}\t{black}")
                origin.append((where, 1))
    return GameLines(
        "\n".join(out) + "\n",
        tuple(origin),
        rows=sum(len(g) for g in rounds.values()) - matches,
        header_line=first,
        rounds=len(order),
        boards=matches,
        unread=tuple(unread),
        alternating=alternating,
    )


def _matches_of(games: list[tuple[_Game, int]]) -> list[list[tuple[_Game, int]]]:
    """A round's lines parted into its matches: each match's line, then its boards."""
    out: list[list[tuple[_Game, int]]] = []
    for game in games:
        if _MATCH.match(game[0][1]) or not out:
            out.append([game])
        else:
            out[-1].append(game)
    return out


_SWAPPED = {"1-0": "0-1", "0-1": "1-0", "½-½": "½-½", "+ - -": "- - +", "- - +": "+ - -", "- - -": "- - -"}
"""A board's result seen from the other player."""


def _home_first(boards: list[tuple[_Game, int]], score: Fraction) -> list[tuple[_Game, int]] | None:
    """A match's boards with the first team's player first: as written when the first players' points
    make the first team's ``score`` (the same list), else with the even boards' players swapped when
    the points of the players named first on odd boards and second on even ones make it (boards written
    White first, colours alternating); None when neither does, or the match has fewer than two boards."""
    if len(boards) < 2:
        return None
    if sum(LEFT_POINTS[r] for (_, r, _), _ in boards) == score:
        return boards
    swapped = [
        ((black, _SWAPPED[r], white), at) if k % 2 else ((white, r, black), at)
        for k, ((white, r, black), at) in enumerate(boards)
    ]
    return swapped if sum(LEFT_POINTS[r] for (_, r, _), _ in swapped) == score else None


def _boards_unnumbered(games: list[tuple[_Game, int]]) -> list[tuple[_Game, int]]:
    """A round's matches and boards, each board's number taken out of White's name where every match's
    boards are numbered 1, 2, 3, … before White (``1 David Faldon (175) 1-0 Peter McGill (149)``) and no
    Black starts with a number (:func:`_boards_numbered`, match by match)."""
    runs: list[list[tuple[_Game, int]]] = []
    for game in games:
        if _MATCH.match(game[0][1]):
            runs.append([])
        elif runs:
            runs[-1].append(game)
    if not runs or not _boards_numbered({k: run for k, run in enumerate(runs) if run}):
        return games
    return [
        game
        if _MATCH.match(game[0][1])
        else ((_LEAD_NUMBER.sub("", game[0][0], count=1), *game[0][1:]), game[1])
        for game in games
    ]


def _paired_unscored(line: str) -> bool:
    """Whether a line that gives no game pairs two names all the same, a digit or sign after the second
    (``Ann Alt - Dan Dorn 1:1``, ``Bob - Cy 0.5``): a game whose result is written otherwise."""
    names = _VERSUS.split(_BOARD.sub("", line, count=1))
    return (
        len(names) == 2
        and bool(_NAME.match(names[0].strip()))
        and any(ch.isdigit() or ch in "½+=" for ch in names[1])
        and any(ch.isalpha() for ch in names[1])
    )


def _result_between(line: str) -> bool:
    """Whether a line that gives no game holds one result standing apart with words on both sides of it
    (``4b Robert Heaton (St Catherine's) 2095 1-0 J Stuart Robertson (Trinity) 2060``): a game written so
    that its names did not read."""
    scores = list(itertools.islice(_SCORE_AT.finditer(line), 2))
    if len(scores) != 1 or written_score(scores[0].group(1)) not in LEFT_POINTS:
        return False
    before, after = line[: scores[0].start()], line[scores[0].end() :]
    return any(ch.isalpha() for ch in before) and any(ch.isalpha() for ch in after)


def _pairing_header(line: str) -> bool:
    """Whether a line is a pairing list's header: a White and a Black heading among its words."""
    kinds = {pairing_kind(w) for w in re.split(r"\s+|\t", line) if w}
    return "white" in kinds and "black" in kinds


def _plays_twice(games: list[tuple[_Game, int]]) -> bool:
    names = [name for (white, _, black), _ in games for name in (white, black)]
    return len(set(names)) < len(names)


_BLOCK_END = re.compile(r"<(?:br|/p|/li|/div|/h\d|/tr|/td|/th|/pre|/ul|/ol|/table)\b[^>]*>", re.IGNORECASE)
"""Where a page's text breaks its line (a paragraph's, a list item's, a heading's end)."""
_SCRIPTS = re.compile(r"<(script|style)\b[^>]*>.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]*>")


def page_game_lines(page: str) -> GameLines | None:
    """:func:`game_lines` of a web page's own text (a club's news post listing a round's results in
    paragraphs or list items: ``<li>Ann Alt 1-0 Dan Dorn</li>``): its tags left out, each paragraph,
    list item and heading a line, each line at the page's line it stands on; None when that text is no
    report of results."""
    import html

    from .webpage import defuse

    pieces: list[str] = []
    at: list[int] = []
    cleaned = _SCRIPTS.sub(lambda m: "\n" * m.group().count("\n"), defuse(page))
    line, pos = 1, 0  # a piece may run over several lines of the page (a word processor's markup breaks
    for end in [*_BLOCK_END.finditer(cleaned), None]:  # lines inside a name): it stands on its first
        stop = len(cleaned) if end is None else end.start()
        piece = cleaned[pos:stop]
        text = " ".join(html.unescape(_TAG.sub(" ", piece)).split())
        if text:
            bare = _TAG.sub(lambda m: "\n" * m.group().count("\n"), piece)  # its text stands on the line
            lead = len(bare) - len(bare.lstrip())  # of its first letter, not of a tag before it
            pieces.append(text)
            at.append(line + bare.count("\n", 0, lead))
        line += piece.count("\n") + (end.group().count("\n") if end is not None else 0)
        pos = stop if end is None else end.end()
    found = game_lines("\n".join(pieces))
    if found is None:
        return None
    origin = tuple((at[line - 1], 1) for line, _ in found.origin)
    return replace(found, origin=origin, header_line=at[found.header_line - 1])
