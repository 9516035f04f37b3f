"""Reader for CSV files: a list of games (our documented schema) or a wide crosstable from a spreadsheet.

Games, one row per game (header names case-insensitive; ``,`` ``;`` or tab separated, decimal commas
allowed; schema in the README)::

    round,white,black,result[,white_rating,black_rating,forfeit,colors]
    1,"Chen, Ava","Patel, Dylan",1-0
    1,"Ng, Chloe",BYE,1-0

``result`` is ``1-0`` ``0-1`` ``½-½`` (also ``1/2-1/2`` ``0.5-0.5`` ``=``) ``+/-`` ``-/+`` ``--``,
or for a bye row (``black`` empty or ``BYE``) ``U`` ``F`` ``H`` ``Z`` (or ``1-0`` = U, ``½-½`` = H,
``0-1`` = Z). ``forfeit`` (yes/no) turns ``1-0`` into a forfeit; ``colors`` = no says the order of the
two names is not the colours. Players are implied by the names, or listed first in a players section
(header ``sno,name,rating,federation,title,fide_id``, then a blank line before the games), or in a
sibling file ``NAME.players.csv``; games may then name players by starting number.

A wide crosstable (header ``No;Name;Rtg;1;2;3;Pts`` with cells ``5w1``, such as the chess-results
"Excel" export with its title lines and notes) is read as a pasted crosstable, a round-robin grid
(cells ``*`` ``1`` ``½`` ``0``) as a grid, with the same separator, and an export of pairing lists
(``Bo.;No.;White;…;Result;…;Black``, round by round) as pairing lists (:mod:`.pairings`).

>>> t = read_csv("round;white;black;result\\n1;A;B;0,5-0,5\\n")
>>> [p.rounds[0].result.code for p in t.players]
['=', '=']
"""

from __future__ import annotations

import csv
from collections import Counter
from typing import TYPE_CHECKING

from ..model.errors import Diagnostic, ParseError, Severity
from ..model.messages import Hint, Option, Template
from ..model.tournament import Result, Tournament
from ._builder import (
    PENDING_WORDS,
    EventBuilder,
    PlayerDraft,
    bye_from_game,
    circle_rounds,
    clean,
    first_line,
    game_result,
    own_result,
    point_value,
)
from ._headings import BYE_WORDS
from ._options import DEFAULT_OPTIONS, ReadOptions
from .crosstable import detect_delimiter, head_lines, looks_like_crosstable, read_crosstable, text_lines
from .pairings import looks_like_pairings, read_pairings
from .rrgrid import looks_like_grid, read_grid

if TYPE_CHECKING:
    from .assemble import Classified

__all__ = ["csv_kind", "looks_like_csv", "read_csv"]

_ALIASES = {
    "round": ("round", "rd", "rnd", "r", "runde", "ronde"),
    "white": ("white", "w", "weiss", "weiß", "blancs", "player1", "player 1"),
    "black": ("black", "b", "schwarz", "noirs", "player2", "player 2"),
    "result": ("result", "res", "score", "ergebnis", "résultat"),
    "white_rating": ("white_rating", "whiteelo", "white_elo", "white rating"),
    "black_rating": ("black_rating", "blackelo", "black_elo", "black rating"),
    "forfeit": ("forfeit", "ff", "forfait"),
    "colors": ("colors", "colours", "colour", "color"),
    "sno": ("sno", "no", "nr", "start", "id"),
    "name": ("name", "player", "spieler"),
    "rating": ("rating", "elo", "rtg"),
    "federation": ("federation", "fed"),
    "title": ("title",),
    "fide_id": ("fide_id", "fideid", "fide id"),
}
_LIST_ALONE = Template(
    "input.players-list-alone",
    "a players list with scores and no games: what it holds is a ranking, not the rounds it was "
    "computed from; give it together with the file of games (both files at once, or the list named "
    "GAMES.players.csv beside GAMES.csv){compare}",
    compare=(Hint(Option.CHECK_STANDINGS, ", or compare it with the event's computed standings: {option}"),),
)
"""A club's players list (name, rating, score) read alone: an event of no rounds would rank everyone
first on 0 points beside the scores it gives."""
_BYE_NAMES = BYE_WORDS | frozenset({"", "-"})
_POOL_GAMES = 3
"""Games of one player that make a list of games without rounds a round robin's (one round: one)."""
_BYE_CODES = {"U": Result.PAB, "F": Result.FULL_BYE, "H": Result.HALF_BYE, "Z": Result.ZERO_BYE}
_YES = frozenset({"1", "yes", "y", "true", "x", "ja", "oui"})
_NO = frozenset({"0", "no", "n", "false", "nein", "non"})


def _delimiter(line: str) -> str:
    counts = {d: line.count(d) for d in (";", "\t", ",")}
    return max(counts, key=lambda d: (counts[d], d == ";"))


def _columns(header: list[str]) -> dict[str, int]:
    cols: dict[str, int] = {}
    for i, h in enumerate(header):
        key = h.strip().lower()
        for name, aliases in _ALIASES.items():
            if key in aliases and name not in cols:
                cols[name] = i
    return cols


def _cells(line: str, delimiter: str, lineno: int | None = None, source: str | None = None) -> list[str]:
    """The cells of one CSV line.

    :raises ParseError: for a line the csv module refuses (a field over its size limit).
    """
    try:
        return next(csv.reader([line], delimiter=delimiter))
    except csv.Error as exc:
        raise ParseError(f"unreadable CSV line: {exc}", source=source, line=lineno, column=1) from None


def looks_like_csv(text: str, suffix: str = "") -> bool:
    """A ``.csv`` file, or text whose first line is a header with round, white, black and result."""
    if suffix == ".csv":
        return True
    return csv_kind(text) == "games"


def csv_kind(text: str) -> str | None:
    """``games`` for a CSV whose first line is a header with round, white, black and result; ``players``
    for one with a name column and no round, white or black (a players list, as ``NAME.players.csv``);
    else None."""
    first = first_line(text)
    try:
        cols = _columns(_cells(first, _delimiter(first)))
    except ParseError:
        return None
    if all(k in cols for k in ("round", "white", "black", "result")):
        return "games"
    if all(k in cols for k in ("white", "black", "result")) and _round_robin_games(_sections(text)[0]):
        return "games"  # a round robin's games without a round column
    if "name" in cols and not any(k in cols for k in ("round", "white", "black")):
        return "players"  # a "score" heading (the club's standing) reads as result: it is no game's
    return None


def _sections(text: str, source: str | None = None) -> list[list[tuple[int, list[str]]]]:
    lines = clean(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    sections: list[list[tuple[int, list[str]]]] = [[]]
    delimiter = _delimiter(next((x for x in lines if x.strip()), ""))
    for lineno, line in enumerate(lines, start=1):
        if not line.strip() or not line.strip(delimiter + " "):
            if sections[-1]:
                sections.append([])
            continue
        sections[-1].append((lineno, _cells(line, delimiter, lineno, source)))
    return [s for s in sections if s]


def _players(
    b: EventBuilder, section: list[tuple[int, list[str]]], source: str | None = None
) -> dict[str, str]:
    """Register the players of a players section (``source``: the file it is in, when not the games');
    returns lookup keys (name and number) -> key."""
    cols = _columns(section[0][1])
    if "result" not in cols:  # a ranking's points column (chess-results' ranking re-saved: ``Pts.``)
        from ._headings import classify

        points = [i for i, h in enumerate(section[0][1]) if classify(h) == "points"]
        cols.update({"result": points[0]} if points else {})
    lookup: dict[str, str] = {}
    for n, (lineno, row) in enumerate(section[1:], start=1):

        def get(name: str, row: list[str] = row) -> str:
            i = cols.get(name)
            return row[i].strip() if i is not None and i < len(row) else ""

        name = get("name")
        if not name:
            raise b.error("players section: a row without a name", lineno, 1)
        sno_text = get("sno")
        sno = int(sno_text) if sno_text.isdecimal() else n
        rating = get("rating")
        key = f"name:{name.casefold()}"
        score = get("result")
        if score not in ("", "-") and point_value(score) is None:
            b.diagnostics.append(
                Diagnostic(
                    Severity.WARNING,
                    f"{name}: the list's score {score!r} is no number (a mark for games still to play?): "
                    "not compared with the results",
                    source if source is not None else b.source,
                    lineno,
                    (cols.get("result") or 0) + 1,
                )
            )
        b.player(
            key,
            PlayerDraft(
                name,
                sno=sno,
                rating=int(rating) if rating.isdecimal() else None,
                federation=get("federation"),
                title=get("title"),
                fide_id=get("fide_id"),
                line=lineno,
                declared_points=point_value(score),  # a list's "score": the points it gives
                source=source,
            ),
        )
        lookup[name.casefold()] = key
        lookup[_letters(name)] = key
        lookup[str(sno)] = key
    return lookup


def _letters(name: str) -> str:
    """A name's letters and digits alone, case-folded, marked as such (``Pitts-tucker`` and
    ``Pittstucker`` alike): the key a name the list spells otherwise is found by."""
    return "~" + "".join(ch for ch in name.casefold() if ch.isalnum())


def _games(b: EventBuilder, section: list[tuple[int, list[str]]], lookup: dict[str, str] | None) -> None:
    cols = _columns(section[0][1])
    missing = [k for k in ("round", "white", "black", "result") if k not in cols]
    scheduled = _scheduled_rounds(b, section, cols) if missing == ["round"] or not missing else None
    if missing == ["round"] and scheduled is None and _most_games(section) == 1:
        scheduled = {lineno: 1 for lineno, _ in section[1:]}  # each player once: one round's games
        b.warn(
            "the games have no round column and each player has one: read as one round's",
            section[0][0],
            1,
            severity=Severity.INFO,
        )
    if missing and not (missing == ["round"] and scheduled is not None):
        raise b.error(
            f"the header has no {', '.join(missing)} column (expected round, white, black, result"
            + (
                "; without a round column, the games of a round robin, each player in three or more)"
                if missing == ["round"]
                else ")"
            ),
            section[0][0],
            1,
        )
    width = len(section[0][1])
    for lineno, row in section[1:]:

        def get(name: str, row: list[str] = row) -> str:
            i = cols.get(name)
            return row[i].strip() if i is not None and i < len(row) else ""

        def column(name: str) -> int:
            return cols.get(name, 0) + 1

        if cols["result"] >= len(row):
            raise b.error(
                f"this row has {len(row)} fields where the header has {width}, and none under result (a "
                "separator missing, two names run together?)",
                lineno,
                1,
            )
        rnd_text = get("round")
        if scheduled is None and (not rnd_text.isdecimal() or int(rnd_text) == 0):
            raise b.error(f"expected a round number, found {rnd_text!r}", lineno, column("round"))
        rnd = scheduled.get(lineno, 0) if scheduled is not None else int(rnd_text)
        keys: list[str | None] = []
        for side in ("white", "black"):
            name = get(side)
            if name.casefold() in _BYE_NAMES:
                keys.append(None)
                continue
            key = lookup.get(name.casefold()) or lookup.get(name) if lookup is not None else None
            if key is None and lookup is not None and (key := lookup.get(_letters(name))) is not None:
                b.warn(
                    f"{name!r} is named {b.players[key].name!r} in the players list: taken as that player",
                    lineno,
                    column(side),
                    once=f"spelt:{key}",
                )
            if lookup is not None and key is None and name.isdecimal():
                raise b.error(f"no player numbered {name} in the players list", lineno, column(side))
            if key is None and lookup is not None:
                b.warn(
                    f"{name!r} is not in the players list: a player of the games' own (no rating)",
                    lineno,
                    column(side),
                )
            if key is None:
                key = f"name:{name.casefold()}"
                rating = get(f"{side}_rating")
                sno = None  # numbered after the players list, when there is one
                if lookup is not None and key not in b.players:
                    sno = max((d.sno or 0 for d in b.players.values()), default=0) + 1
                b.player(
                    key,
                    PlayerDraft(
                        name, sno=sno, rating=int(rating) if rating.isdecimal() else None, line=lineno
                    ),
                )
            keys.append(key)
        result_text = get("result")
        forfeit_text = get("forfeit").lower()
        if forfeit_text and forfeit_text not in _YES | _NO:
            raise b.error(f"forfeit: expected yes or no, found {forfeit_text!r}", lineno, column("forfeit"))
        colors_text = get("colors").lower()
        if colors_text and colors_text not in _YES | _NO:
            raise b.error(f"colors: expected yes or no, found {colors_text!r}", lineno, column("colors"))
        white, black = keys
        if white is None and black is None:
            raise b.error("neither white nor black names a player", lineno, column("white"))
        if white is None or black is None:
            key = white or black
            assert key is not None
            bye = _bye_result(b, result_text, white is not None, lineno, column("result"))
            b.bye(rnd, key, bye, lineno, column("result"))
            continue
        if result_text.strip().casefold() in PENDING_WORDS:  # paired, not played yet: not counted
            b.warn(
                f"round {rnd}: a game's result is {result_text.strip()!r} (to be confirmed): not played yet, "
                "both players read as not paired in that round (the first here)",
                lineno,
                column("result"),
                once="csv-tbc",
            )
            continue
        pair = game_result(result_text + (" ff" if forfeit_text in _YES else ""))
        if pair is None and forfeit_text not in _YES:
            pair = _white_score(b, result_text, lineno, column("result"))
        if pair is None:
            raise b.error(
                f"unknown result {result_text!r} (expected 1-0, 0-1, ½-½, +/-, -/+, --)",
                lineno,
                column("result"),
            )
        b.game(rnd, white, black, pair, lineno, column("result"), colors=colors_text not in _NO)


def _bye_result(b: EventBuilder, result_text: str, white: bool, lineno: int, col: int) -> Result:
    """A bye row's result (``U`` ``F`` ``H`` ``Z``, the word ``bye``, or a game's result read from the
    side of the player named, White when ``white``)."""
    code = result_text.upper()
    if code in _BYE_CODES:
        return _BYE_CODES[code]
    if code == "BYE":  # the word alone gives no value: the pairing-allocated bye's, said
        b.warn(
            "a bye row's result 'bye' gives no value: read as a pairing-allocated bye (U, a "
            "win's points; write H, F or Z for another) (the first here)",
            lineno,
            col,
            once="csv-bye-word",
        )
        return Result.PAB
    pair = game_result(result_text) or _white_score(b, result_text, lineno, col)
    if pair is None:
        raise b.error(
            f"bye row: unknown result {result_text!r} (expected U, F, H, Z or 1-0, ½-½, 0-1)", lineno, col
        )
    return bye_from_game(pair[0] if white else pair[1])


def _scheduled_rounds(
    b: EventBuilder, section: list[tuple[int, list[str]]], cols: dict[str, int]
) -> dict[int, int] | None:
    """The rounds of the games when the round column does not number them (a club's all-play-all pool
    whose every game says round 1): each game in the round the circle method gives its pair among the
    players in the order the games first name them (the second game of a pair in the second cycle), with
    a warning; None when the column numbers the rounds (it gives more than one, or no player has three
    games in the one it gives: two games in one round are a slip, refused where the games are read).

    :raises ParseError: for a bye row among such games (its round cannot be told).
    """

    def get(row: list[str], name: str) -> str:
        i = cols.get(name)
        return row[i].strip().casefold() if i is not None and i < len(row) else ""

    said = {get(row, "round") for _, row in section[1:]}
    if len(said) != 1:  # rounds numbered: a player twice in one round is a mistake, refused as such
        return None
    seen: dict[str, list[int]] = {}
    shown: dict[str, str] = {}
    for lineno, row in section[1:]:
        if get(row, "result") in PENDING_WORDS:
            continue
        for side in ("white", "black"):
            name = get(row, side)
            if name and name not in _BYE_NAMES:
                seen.setdefault(name, []).append(lineno)
                shown.setdefault(name, row[cols[side]].strip())
    most, lines = max(seen.items(), key=lambda x: len(x[1]), default=("", []))
    if len(lines) < _POOL_GAMES:  # two games in one round: a slip, not a pool
        return None
    order: dict[str, int] = {}
    games: list[tuple[int, str, str]] = []
    for lineno, row in section[1:]:
        white, black = get(row, "white"), get(row, "black")
        if white in _BYE_NAMES or black in _BYE_NAMES or not white or not black:
            raise b.error(
                "a bye among games whose round column does not number the rounds: its round cannot be told",
                lineno,
                1,
            )
        games.append((lineno, white, black))  # a game still to play too: its round, no result
        for name in (white, black):
            order.setdefault(name, len(order) + 1)
    schedule = circle_rounds(len(order))
    where = {frozenset(p): r for r, pairs in enumerate(schedule, start=1) for p in pairs}
    met: Counter[frozenset[int]] = Counter()
    out: dict[int, int] = {}
    for lineno, white, black in games:
        pair = frozenset((order[white], order[black]))
        met[pair] += 1
        out[lineno] = where[pair] + (met[pair] - 1) * len(schedule)
    why = (
        f"the round column does not number the rounds (it says {next(iter(said))} for every game, "
        if "round" in cols
        else "the games have no round column ("
    )
    b.warn(
        f"{why}and {shown[most]} has {len(lines)} games: line {lines[0]}, line {lines[1]}, …): the "
        f"{len(games)} games are read as a round robin of {len(order)} players, each game in the round "
        "the circle method gives its pair (the order of play is not known: criteria that follow the "
        "rounds, such as the progressive score, are not the organiser's)",
        lines[1],
        cols.get("round", cols["white"]) + 1,
    )
    return out


def read_csv(
    text: str, options: ReadOptions = DEFAULT_OPTIONS, *, players_text: str | None = None
) -> Tournament:
    """Read a games CSV (with an optional players section or ``players_text``) or a wide crosstable CSV.

    :raises ParseError: for a missing column, an unreadable round or result, or an unknown player.
    """
    source = options.source
    b = EventBuilder(source, options.limits)
    sections = _sections(text, source)
    if not sections:
        raise b.error("the CSV file is empty")
    players_name = source
    if players_text is None and options.players is not None:
        players_name, players_text = options.players
        b.warn(f"players read from {players_name}", severity=Severity.INFO)
    if players_text is None and _headerless_games(sections):
        sections[0].insert(0, (sections[0][0][0], ["round", "white", "black", "result"]))
        b.warn(
            "the CSV has no header: its four columns are read as round, white, black and result, as "
            "every row's are (a round number, two names and a result)",
            sections[0][0][0],
            1,
            severity=Severity.INFO,
        )
    other = _other_form(text, options, sections) if players_text is None else None
    if other is not None:
        return other
    lookup = _player_lookup(b, sections, players_text, players_name)
    first_cols = _columns(sections[0][0][1])
    games = sections[1:] if "round" not in first_cols and "name" in first_cols else sections
    if not games and any(d.declared_points for d in b.players.values()):
        raise b.error(_LIST_ALONE(), sections[0][0][0], 1)
    for section in games:
        _games(b, section, lookup)
    return b.build("", assign="given" if lookup is not None else "rating")


def _headerless_games(sections: list[list[tuple[int, list[str]]]]) -> bool:
    """Whether the CSV is games without a header line (an organiser's own file of results:
    ``1,Влада Вуловић,Петар Спасић,0.5``): every row four fields, a round number, two names (or a bye's
    word) and a result, a game's or White's score alone."""
    rows = [row for section in sections for _, row in section]
    return len(rows) >= 2 and all(
        len(row) == 4
        and row[0].strip().isdecimal()
        and all(
            any(ch.isalpha() for ch in name) or name.strip().casefold() in _BYE_NAMES for name in row[1:3]
        )
        and (game_result(row[3]) is not None or own_result(row[3]) is not None)
        for row in rows
    )


def _white_score(b: EventBuilder, text: str, lineno: int, col: int) -> tuple[Result, Result] | None:
    """A game's results from a result written as one number, White's score (``1.0``, ``0.5``, ``0``),
    with a note; None when the text is no such score."""
    if point_value(text) is None or (pair := own_result(text)) is None:
        return None
    b.warn(
        "results written as one number are read as White's score (1: White won, 0: Black won, 0.5: "
        "a draw; the first here)",
        lineno,
        col,
        severity=Severity.INFO,
        once="csv-white-score",
    )
    return pair


def _round_robin_games(section: list[tuple[int, list[str]]]) -> bool:
    """Whether a section is games without a round column (``white``, ``black``, ``result``) where a
    player has three games or more: a round robin's list of games (a club's pool), not a round's
    pairing list, in which each player has one."""
    return _most_games(section) >= _POOL_GAMES


def _most_games(section: list[tuple[int, list[str]]]) -> int:
    """The most games a player has in a section of games without a round column (0 for another)."""
    cols = _columns(section[0][1])
    if "round" in cols or not all(k in cols for k in ("white", "black", "result")):
        return 0
    games: Counter[str] = Counter()
    for _, row in section[1:]:
        for side in ("white", "black"):
            i = cols[side]
            name = row[i].strip().casefold() if i < len(row) else ""
            if name and name not in _BYE_NAMES:
                games[name] += 1
    return max(games.values(), default=0)


def _other_form(
    text: str, options: ReadOptions, sections: list[list[tuple[int, list[str]]]]
) -> Tournament | None:
    """A CSV without a section of games (``round``, ``white``, ``black`` columns): a pairing list, a
    grid or a crosstable in a spreadsheet's export, read by its reader; None for anything else."""
    if any(all(k in _columns(s[0][1]) for k in ("round", "white", "black")) for s in sections):
        return None
    most = _most_games(sections[0])
    header = sections[0][0][1]
    alone = most == 1 and len(_columns(header)) == sum(1 for c in header if c.strip())  # no Bo., Pts.
    if alone or most >= _POOL_GAMES:
        return None  # games without a round column: one round's, or a round robin's (_games)
    if looks_like_pairings(text):
        return read_pairings(text, options)
    if _pairing_tables(text, options.source):  # White, Black and results, the rounds in rows or captions
        from .assemble import read_tables

        return read_tables(text, options)
    team = _team_crosstable(text, sections, options.source)
    if team is not None:
        from .assemble import team_event

        return team_event(team, options)
    if looks_like_grid(text) or looks_like_crosstable(text):
        return _wide(text, options)
    return None


def _pairing_tables(text: str, source: str | None) -> bool:
    """Whether the CSV's tables are pairing lists (a White and a Black column and the results, as a
    club's data files write an evening's rounds: ``wit,zwart,wr,zr`` under rows ``partij 1,,,``)."""
    from .assemble import Kind, classify, text_tables

    return any((c := classify(t)) is not None and c.kind is Kind.PAIRINGS for t in text_tables(text, source))


def _team_crosstable(
    text: str, sections: list[list[tuple[int, list[str]]]], source: str | None
) -> Classified | None:
    """A team crosstable of match results in a spreadsheet's export (``r,team,1,2,…,bp,mp``, each cell
    the game points of a match, the diagonal ``XX``): its first section as a table of cells at their
    lines and columns, when it classifies as one (:func:`tiebreak.readers.assemble.classify`)."""
    from .assemble import Cell, Kind, Table, classify

    lines = clean(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    rows = []
    for lineno, cells in sections[0]:
        line, at, row = lines[lineno - 1], 0, []
        for cell in cells:
            found = line.find(cell, at) if cell else -1
            at = found + len(cell) if found >= 0 else at
            row.append(Cell(cell.strip(), lineno, (found if found >= 0 else at) + 1))
        rows.append(tuple(row))
    table = Table(tuple(rows), source, sections[0][0][0])
    kind = classify(table) if len(rows) > 2 else None
    return kind if kind is not None and kind.kind is Kind.TEAM_CROSSTABLE else None


def _player_lookup(
    b: EventBuilder, sections: list[list[tuple[int, list[str]]]], players_text: str | None, source: str | None
) -> dict[str, str] | None:
    """Players by the way the games name them: from ``players_text`` and from a first section that
    lists players (a ``name`` column, no ``round``); None when neither gives players."""
    lookup: dict[str, str] | None = None
    if players_text is not None:
        extra = _sections(players_text, source)
        if extra:
            lookup = _players(b, extra[0], source)
    first_cols = _columns(sections[0][0][1])
    if "round" not in first_cols and "name" in first_cols:
        lookup = {**(lookup or {}), **_players(b, sections[0])}
    return lookup


def _wide(text: str, options: ReadOptions) -> Tournament:
    """A crosstable or a grid in a spreadsheet's export, read with the file's separator."""
    found = detect_delimiter(text_lines(text))
    delimiter = found or _delimiter(max(head_lines(text, 50), key=lambda x: sum(map(x.count, ";\t,"))))
    if looks_like_grid(text):
        return read_grid(text, options, delimiter=delimiter)
    return read_crosstable(text, options, delimiter=delimiter)
