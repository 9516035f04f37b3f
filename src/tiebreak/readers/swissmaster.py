"""Reader for Swiss Master's data file (``data.json`` of its web export: the KNSB's pairing program,
Swiss Master for Windows 5.7, writes it beside the pages of the event).

Its form: an object with ``name``, ``number_of_rounds``, ``players`` (each with its ``pairing_number``,
``name``, ``rating``, 0 for none, ``federation``, ``gender``, ``id``), ``rounds`` (each with its
``number``, ``date`` ``2025-09-13``, ``pairings`` of ``white`` and ``black`` pairing numbers with the
points each scored, ``white_points`` and ``black_points``, and ``byes``: a player, the ``score`` the round
gave and ``pairing_allocated`` for the bye of the odd player; any other is a round the player was not
paired in, worth its score: 0 an absence, ½ or 1 a bye the player asked for) and ``tiebreaks``, the
event's list (``score``, then ``mutual_result_top``, ``buchholz``, ``sonneborn_berger`` … and
``alphabetic`` last, which orders the players still tied by name: no criterion, shared places here).
Each round also holds the ranking after it with its values (``ranking``): the last one is what the file
publishes (:func:`published_from_swissmaster`, what ``tiebreak check`` compares).

The list is the event's own (as a TRF's 202 record is): the names become codes (:data:`_CODES`); one that
names no criterion we know is left out with a warning.

>>> t = read_swissmaster_json('{"name": "Club", "number_of_rounds": 1, "players": ['
...     '{"pairing_number": 1, "name": "Abel", "rating": 1800},'
...     '{"pairing_number": 2, "name": "Bode", "rating": 0},'
...     '{"pairing_number": 3, "name": "Cruz", "rating": 0}], "rounds": [{"number": 1, "date": "2025-09-13",'
...     '"pairings": [{"white": 2, "black": 1, "white_points": 0.5, "black_points": 0.5, "table": 1}],'
...     '"byes": [{"player": 3, "score": 1.0, "pairing_allocated": true}]}],'
...     '"tiebreaks": ["score", "mutual_result_top", "buchholz", "alphabetic"]}')
>>> [(p.sno, p.rating, [(e.opponent, e.color.value, e.result.code) for e in p.rounds]) for p in t.players]
[(1, 1800, [(2, 'b', '=')]), (2, None, [(1, 'w', '=')]), (3, None, [(None, '-', 'U')])]
>>> t.tiebreaks, str(t.start_date)
(('DE', 'BH'), '2025-09-13')
"""

from __future__ import annotations

import datetime as dt
import math
from fractions import Fraction
from typing import Any

from ..formats.published import Column, Published, PublishedRow, Value
from ..model.errors import Severity
from ..model.tournament import Color, PairingSystem, Result, RoundEntry, Tournament
from ._builder import EventBuilder, PlayerDraft, load_json
from ._options import DEFAULT_OPTIONS, ReadOptions

__all__ = ["looks_like_swissmaster_json", "published_from_swissmaster", "read_swissmaster_json"]

_WHAT = "Swiss Master's data file"
_CODES = {
    "mutual_result_top": "DE",
    "mutual_result": "DE",
    "buchholz": "BH",
    "buchholz_cut": "BH/C1",
    "median_buchholz": "BH/M1",
    "sonneborn_berger": "SB",
    "progressive_score": "PS",
    "average_rating_cut": "ARO/C1",
    "average_rating": "ARO",
    "tpr": "TPR",
    "wins": "WIN",
}
"""Swiss Master's names of its tie-breaks, as the codes of C.07 (``score`` is the points, ranked first;
``alphabetic`` orders by name, no criterion)."""
_NO_CRITERION = frozenset({"score", "alphabetic", "pairing_number", "rating"})
_GAMES = {
    (Fraction(1), Fraction(0)): (Result.WIN, Result.LOSS),
    (Fraction(0), Fraction(1)): (Result.LOSS, Result.WIN),
    (Fraction(1, 2), Fraction(1, 2)): (Result.DRAW, Result.DRAW),
    (Fraction(0), Fraction(0)): (Result.FORFEIT_LOSS, Result.FORFEIT_LOSS),
}
"""The points of a game's two sides: 0 each a game lost by both (a double forfeit)."""
_BYES = {Fraction(1): Result.FULL_BYE, Fraction(1, 2): Result.HALF_BYE, Fraction(0): Result.NOT_PAIRED}
"""A round without a game the player did not get as the odd one out, by its score."""


def looks_like_swissmaster_json(text: str, suffix: str = "") -> bool:
    """True for a JSON object with ``number_of_rounds``, players by ``pairing_number`` and rounds of
    ``pairings`` with ``white_points``: Swiss Master's data file."""
    head = text.lstrip("\ufeff \t\r\n")
    start = head[:4096]
    return (
        head.startswith("{")
        and '"number_of_rounds"' in start
        and '"pairing_number"' in start
        and '"white_points"' in text
    )


def read_swissmaster_json(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read Swiss Master's data file: its players (pairing numbers as starting numbers), every round's
    games and byes, the event's tie-break list and the date of its first round.

    :raises ParseError: for invalid JSON, a file without players or rounds, a player or a result that is
        not one (each named by its place in the file).
    """
    b = EventBuilder(options.source, options.limits)
    data = load_json(text, options.source)
    if not isinstance(data, dict) or not isinstance(data.get("players"), list):
        raise b.error(f"{_WHAT}: expected an object with players")
    rounds = data.get("rounds")
    if not isinstance(rounds, list):
        raise b.error(f"{_WHAT}: expected an object with rounds")
    numbers: set[int] = set()
    for k, p in enumerate(data["players"]):
        sno = p.get("pairing_number") if isinstance(p, dict) else None
        if not isinstance(sno, int) or isinstance(sno, bool) or sno < 1 or sno in numbers:
            raise b.error(f"{_WHAT}: players[{k}] has no pairing number of its own")
        numbers.add(sno)
        assert isinstance(p, dict)
        rating = p.get("rating")
        fed = p.get("federation")
        b.player(
            str(sno),
            PlayerDraft(
                str(p.get("name") or "").strip() or f"Player {sno}",
                sno=sno,
                rating=rating
                if isinstance(rating, int) and not isinstance(rating, bool) and rating > 0
                else None,
                federation=fed.strip() if isinstance(fed, str) else "",
            ),
        )
    played = 0
    for k, r in enumerate(rounds):
        rnd = r.get("number") if isinstance(r, dict) else None
        if not isinstance(rnd, int) or isinstance(rnd, bool) or not 1 <= rnd <= options.limits.max_rounds:
            raise b.error(f"{_WHAT}: rounds[{k}] has no number of a round (1 to {options.limits.max_rounds})")
        assert isinstance(r, dict)
        _round(b, f"rounds[{k}]", rnd, r, numbers)
        played = max(played, rnd)
    return b.build(
        str(data.get("name") or "").strip(),
        rounds=played,
        pairing=PairingSystem.ROUND_ROBIN if b.everyone_met() else PairingSystem.SWISS,
        pairing_source="content",
        start_date=_first_date(rounds),
        tiebreaks=_list(b, data.get("tiebreaks")),
    )


def published_from_swissmaster(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Published:
    """The ranking after the last round the file ranks (``rounds[…].ranking``): each player's place
    (``rank``), points (``score``) and the values of the event's list that the ranking gives (its names
    are the ranking's keys: ``mutual_result_top`` DE, ``buchholz`` BH, ``sonneborn_berger`` SB …). Empty
    when the file ranks no round."""
    data = load_json(text, options.source)
    players = data.get("players") if isinstance(data, dict) else None
    rounds = data.get("rounds") if isinstance(data, dict) else None
    ranked = [
        r
        for r in (rounds if isinstance(rounds, list) else [])
        if isinstance(r, dict) and isinstance(r.get("number"), int) and isinstance(r.get("ranking"), list)
    ]
    if not ranked or not isinstance(players, list):
        return Published((), (), (), options.source)
    names = {
        p["pairing_number"]: str(p.get("name") or "").strip()
        for p in players
        if isinstance(p, dict) and isinstance(p.get("pairing_number"), int)
    }
    entries = [e for e in max(ranked, key=lambda r: r["number"])["ranking"] if isinstance(e, dict)]
    listed = data.get("tiebreaks") if isinstance(data, dict) else None
    names_listed: list[Any] = listed if isinstance(listed, list) else []
    keys = [k for k in names_listed if isinstance(k, str) and k in _CODES and any(k in e for e in entries)]
    return Published(
        tuple(Column(k, 0, 0, (_CODES[k],)) for k in keys),
        tuple(
            PublishedRow(
                0,
                names.get(e.get("player"), ""),
                e["player"],
                _cell(e.get("rank")),
                _cell(e.get("score")),
                tuple(_cell(e.get(k)) for k in keys),
            )
            for e in entries
            if isinstance(e.get("player"), int) and not isinstance(e.get("player"), bool)
        ),
        (),
        options.source,
    )


def _cell(value: Any) -> Value | None:
    """A published value as written (a JSON number), None when missing."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    return Value(str(value), 0, 0)


def _round(b: EventBuilder, path: str, rnd: int, r: dict[str, Any], numbers: set[int]) -> None:
    """One round's games (both sides) and byes."""
    for k, g in enumerate(_items(b, r, "pairings", path)):
        where = f"{path}.pairings[{k}]"
        white, black = (g.get("white"), g.get("black")) if isinstance(g, dict) else (None, None)
        if not _number_of(white, numbers) or not _number_of(black, numbers) or white == black:
            raise b.error(f"{_WHAT}: {where} does not pair two players of the file")
        assert isinstance(g, dict) and isinstance(white, int) and isinstance(black, int)
        pair = _GAMES.get((_points(g.get("white_points")), _points(g.get("black_points"))))  # type: ignore[arg-type]
        if pair is None:
            raise b.error(
                f"{_WHAT}: {where} scores {g.get('white_points')!r} and {g.get('black_points')!r}: expected "
                "1 and 0, ½ each, or 0 and 1"
            )
        b.put(str(white), RoundEntry(rnd, black, Color.WHITE, pair[0]), None, None)
        b.put(str(black), RoundEntry(rnd, white, Color.BLACK, pair[1]), None, None)
    for k, bye in enumerate(_items(b, r, "byes", path)):
        where = f"{path}.byes[{k}]"
        player = bye.get("player") if isinstance(bye, dict) else None
        score = _points(bye.get("score")) if isinstance(bye, dict) else None
        if not _number_of(player, numbers) or score is None:
            raise b.error(f"{_WHAT}: {where} names no player of the file with a score")
        assert isinstance(bye, dict)
        result = Result.PAB if bye.get("pairing_allocated") is True else _BYES.get(score)
        if result is None or (result is Result.PAB and score != 1):
            raise b.error(f"{_WHAT}: {where} scores {bye.get('score')!r}: expected 0, ½ or 1")
        b.put(str(player), RoundEntry(rnd, None, Color.NONE, result), None, None)


def _items(b: EventBuilder, r: dict[str, Any], key: str, path: str) -> list[Any]:
    """A round's list of ``key`` (none: empty).

    :raises ParseError: for a value that is no list."""
    items = r.get(key)
    if items is None:
        return []
    if not isinstance(items, list):
        raise b.error(f"{_WHAT}: {path}.{key} is no list")
    return items


def _number_of(value: Any, numbers: set[int]) -> bool:
    """Whether a value is the pairing number of a player of the file."""
    return isinstance(value, int) and not isinstance(value, bool) and value in numbers


def _list(b: EventBuilder, names: Any) -> tuple[str, ...]:
    """The event's tie-break list as codes (the names of :data:`_CODES`; the points and the alphabetic
    order left out; a name we do not know left out with a warning)."""
    if not isinstance(names, list):
        return ()
    codes: list[str] = []
    for name in names:
        key = str(name).strip().casefold()
        if key in _NO_CRITERION:
            continue
        code = _CODES.get(key)
        if code is None:
            b.warn(f"{_WHAT}: the tie-break {name!r} of its list names no criterion we know: left out")
        elif code not in codes:
            codes.append(code)
    if codes:
        b.warn(
            f"{_WHAT}: the event's tie-break list {', '.join(map(str, names))} read as {', '.join(codes)}",
            severity=Severity.INFO,
        )
    return tuple(codes)


def _points(value: Any) -> Fraction | None:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return None
    got = Fraction(value).limit_denominator(2)
    return got if got == value else None


def _first_date(rounds: list[Any]) -> dt.date | None:
    """The date of the first round (``2025-09-13``), None when it gives none."""
    for r in rounds:
        text = r.get("date") if isinstance(r, dict) else None
        if isinstance(text, str):
            try:
                return dt.date.fromisoformat(text.strip()[:10])
            except ValueError:
                return None
    return None
