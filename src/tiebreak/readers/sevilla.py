"""Reader for Sevilla's JSON export (Sevilla: the Belgian/Spanish pairing program; its export of a ``.sev``
tournament file, the file a club site builds its pages from).

Its form: an object with ``Name`` (the event), ``FileName`` (the ``.sev`` file), ``License``, ``Site`` and
``GroupReport``, one entry per group (``ID``, ``Name``), each with

* ``Ranking``: the ranking after a round (``Round``, ``Date``), one per round or only the last, each
  ``Player`` with ``Pos`` (the place), ``ID`` (the player's number in the group), ``Name``, ``Score``,
  ``IRtg`` (the rating before the event; ``Rating`` is after it), ``Title``, ``Gender``, and Sevilla's
  values ``Bhlz`` (Buchholz), ``SBrgr`` (Sonneborn-Berger), ``MedianBhlz``, ``Progressive``, ``TPR`` …;
* ``History``: each player's games so far (the last entry, of the last round, holds them all):
  ``Game`` (``Round``, ``Opponent``, ``Color`` ``W``/``B``, ``Res`` written White first) and ``Abs``
  (a round without a game: ``Round``, ``Reason``, ``Score``, the points it gave);
* ``RoundHist`` (each round's ``Game`` list by ``WhiteNr``/``BlackNr``, and its ``Abs``; not in every
  export) and ``PeriodRanking``, not needed.

The rounds are read from the last ``History`` entry (every export has it, and only it gives the points
of a round without a game). Results: ``1-0``, ``0-1``, ``½-½`` over the board, ``1-0R`` and ``0-1R`` a
forfeit (Sevilla counts them as games, not rated), ``...`` a game paired and not played yet. A round
without a game is read by its reason and points: ``Pairing alloc bye`` a pairing-allocated bye (its
points, the same for every such bye of the group, are the event's bye value: Sevilla lets a club give
½ or 0), any absence (``Abs with msg`` …) a bye of its points (1, ½, 0). Rounds at the end whose games
are all ``...`` (paired, not played) are left out, their absences too, with a note, unless the file
ranks the players after them (Sevilla ranks a round once paired, its absences counted); a ``...`` in a
round read is a result not known yet, scored 0 as Sevilla scores it, with a warning.

The ranking of the last round read gives each player's published place (``Pos``) and points
(``Score``); :func:`published_from_sevilla` gives it with Sevilla's tie-break values as a published
table. Each group is an event of its own: the first is read, with a warning naming all of them, and
``--columns group=N`` (its number or name) chooses another.

>>> t = read_sevilla('{"Name": "Blitz", "GroupReport": [{"ID": 1, "Name": "A", "Ranking": [{"Round": 1,'
...     '"Player": [{"Pos": 1, "ID": 2, "Name": "Bo", "Score": 1}, {"Pos": 2, "ID": 1, "Name": "Al",'
...     '"Score": 0}]}], "History": [{"Round": 1, "Player": [{"ID": 1, "Game": [{"Round": 1,'
...     '"Color": "W", "Opponent": 2, "Res": "0-1"}], "Abs": []}, {"ID": 2, "Game": [{"Round": 1,'
...     '"Color": "B", "Opponent": 1, "Res": "0-1"}], "Abs": []}]}]}]}')
>>> [(p.sno, p.name, p.declared_rank, [(e.opponent, e.color.value, e.result.code) for e in p.rounds])
...  for p in t.players]
[(1, 'Al', 2, [(2, 'w', '0')]), (2, 'Bo', 1, [(1, 'b', '1')])]
"""

from __future__ import annotations

import datetime as dt
import re
from fractions import Fraction
from typing import Any, TypeGuard

from ..formats.published import Column, Published, PublishedRow, Value
from ..model.errors import Diagnostic, Severity
from ..model.tournament import Color, PairingSystem, Result, RoundEntry, Scoring, Tournament
from ._builder import EventBuilder, PlayerDraft, load_json
from ._options import DEFAULT_OPTIONS, ReadOptions

__all__ = ["looks_like_sevilla_json", "published_from_sevilla", "read_sevilla"]

_WHAT = "Sevilla JSON export"
_GAMES = {
    "1-0": (Result.WIN, Result.LOSS),
    "0-1": (Result.LOSS, Result.WIN),
    "½-½": (Result.DRAW, Result.DRAW),
    "1/2-1/2": (Result.DRAW, Result.DRAW),
    "1-0R": (Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
    "0-1R": (Result.FORFEIT_LOSS, Result.FORFEIT_WIN),
    "...": (Result.UNKNOWN, Result.UNKNOWN),
}
"""A game's ``Res`` (White first) -> White's and Black's results."""
_COLORS = {"W": Color.WHITE, "B": Color.BLACK}
_BYE = "Pairing alloc bye"
_ABSENT = {Fraction(1): Result.FULL_BYE, Fraction(1, 2): Result.HALF_BYE, Fraction(0): Result.ZERO_BYE}
"""An absence's points -> the bye it is."""
_COLUMNS = (("Bhlz", "BH"), ("SBrgr", "SB"), ("MedianBhlz", "BH/M1"), ("Progressive", "PS"))
"""Sevilla's ranking values compared, and the C.07 criteria they are (their names as Sevilla writes them)."""


def looks_like_sevilla_json(text: str, suffix: str = "") -> bool:
    """True for a JSON object whose start names ``GroupReport`` with a ``Ranking`` or ``History``, as
    Sevilla's export does."""
    head = text.lstrip("\ufeff \t\r\n")
    start = head[:4000]
    return (
        head.startswith("{") and '"GroupReport"' in start and ('"Ranking"' in start or '"History"' in start)
    )


def read_sevilla(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read one group of a Sevilla JSON export: its players (their numbers as starting numbers, the
    ranking's places and points as published), each round's games and rounds without a game.

    :raises ParseError: for invalid JSON, a file without a group of players, an opponent not in the
        group, or a result, reason or points not known (each named by its path in the file).
    """
    return _read(text, options)[0]


def published_from_sevilla(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Published:
    """The ranking a Sevilla export publishes for the group and rounds :func:`read_sevilla` reads: each
    player's place (``Pos``), points (``Score``) and the values ``Bhlz`` (BH), ``SBrgr`` (SB),
    ``MedianBhlz`` (BH/M1) and ``Progressive`` (PS). Its other values (``TPR``, ``ModifiedMedian`` …)
    are not compared; where its ``DirEncScore`` is not 0 for some player (Sevilla ranked players level on
    points by their direct encounter), DE comes first in the list checked, with a note, its values (on a
    scale of Sevilla's) not compared. Empty when the file has no ranking after that round."""
    _, ranking = _read(text, options)
    if ranking is None:
        return Published((), (), (), options.source)
    encounter = any(p.get("DirEncScore") not in (None, 0, "0", "") for _, p in ranking[1])
    columns = ((Column("DirEncScore", 0, 0, ("DE",)),) if encounter else ()) + tuple(
        Column(heading, 0, 0, (code,)) for heading, code in _COLUMNS
    )
    rows = tuple(
        PublishedRow(
            0,
            _text(p.get("Name")),
            sno,
            _cell(p.get("Pos")),
            _cell(p.get("Score")),
            ((None,) if encounter else ()) + tuple(_cell(p.get(heading)) for heading, _ in _COLUMNS),
        )
        for sno, p in ranking[1]
    )
    said = (
        Diagnostic(
            Severity.INFO,
            "DirEncScore: Sevilla ranked players level on points by their direct encounter (its values "
            "are on a scale of its own): DE is the first tie-break of the list checked, its values not "
            "compared",
            options.source,
        ),
    )
    return Published(columns, rows, said if encounter else (), options.source)


_Ranking = tuple[str, list[tuple[int, dict[str, Any]]]]
"""A ranking: its path in the file and its players (number, object)."""


def _read(text: str, options: ReadOptions) -> tuple[Tournament, _Ranking | None]:
    b = EventBuilder(options.source, options.limits)
    data = load_json(text, options.source)
    index, group = _group(b, data, options)
    path = f"GroupReport[{index}]"
    where, history = _last(b, group, "History", path)
    rows = _list(b, history, "Player", where)
    rounds = {sno: _player_rounds(b, sno, f"{where}.Player[{k}]", p) for k, (sno, p) in enumerate(rows)}
    items = group.get("Ranking")
    ranked_rounds = {
        n
        for e in (items if isinstance(items, list) else [])
        if isinstance(e, dict) and (n := _round_number(e))
    }
    last = _last_round(b, rounds, ranked_rounds)
    ranking = _ranking(b, group, path, last)
    details = ranking or _latest(b, group, path)
    ranked = dict(ranking[1]) if ranking is not None else {}
    for k, (sno, p) in enumerate(details[1] if details is not None else []):
        b.player(str(sno), _draft(b, sno, p, f"{details[0]}.Player[{k}]" if details else "", sno in ranked))
    for sno, p in rows:
        if str(sno) not in b.players:
            b.player(str(sno), PlayerDraft(_text(p.get("Name")) or f"Player {sno}", sno=sno))
    scoring = _put_rounds(b, rounds, last)
    title, name = _text(data.get("Name")), _text(group.get("Name"))
    event = b.build(
        f"{title}: {name}" if title and name and len(data["GroupReport"]) > 1 else title or name,
        rounds=last,
        pairing=PairingSystem.ROUND_ROBIN if b.everyone_met() else PairingSystem.SWISS,
        pairing_source="content",
        start_date=_start(b, group),
        scoring=scoring,
    )
    return event, ranking


_Round = tuple[str, int, int | None, Color, "Result | str", Fraction | None]
"""A player's round as the history gives it: its path, round, opponent (None: no game), colour, result
(a round without a game: its reason) and points (a round without a game)."""


def _group(b: EventBuilder, data: Any, options: ReadOptions) -> tuple[int, dict[str, Any]]:
    """The group read (of those with a history): the one ``group=`` names, else the first."""
    from .groups import choose_event

    groups = data.get("GroupReport") if isinstance(data, dict) else None
    if not isinstance(groups, list):
        raise b.error(f"{_WHAT}: expected an object with a GroupReport list")
    found = [(k, g) for k, g in enumerate(groups) if isinstance(g, dict) and g.get("History")]
    if not found:
        raise b.error(f"{_WHAT}: no group in GroupReport has a History of its players' games")
    if len(found) == 1:
        return found[0]
    labels = [_text(g.get("Name")) for _, g in found]
    counts = [_count(g) for _, g in found]
    listed = "; ".join(
        f"{n}{' ' + repr(label) if label else ''}: {count} players"
        for n, (label, count) in enumerate(zip(labels, counts, strict=True), start=1)
    )
    wanted = options.columns.group if options.columns is not None else None
    choice = choose_event(wanted, labels, listed, options.source, counts)
    if choice.several is not None:
        b.warn(choice.several)
    b.warn(choice.read, severity=Severity.INFO)
    return found[choice.index]


def _count(group: dict[str, Any]) -> int:
    """How many players a group's last history lists."""
    history = group.get("History")
    last = history[-1] if isinstance(history, list) and history else None
    players = last.get("Player") if isinstance(last, dict) else None
    return len(players) if isinstance(players, list) else 0


def _list(b: EventBuilder, obj: dict[str, Any], key: str, path: str) -> list[tuple[int, dict[str, Any]]]:
    """The entries of ``obj[key]`` with their numbers (``ID``), each an object with a positive number."""
    items = obj.get(key)
    if not isinstance(items, list):
        raise b.error(f"{_WHAT}: {path}.{key} is {_shown(items)}, expected a list of players")
    out = []
    for k, item in enumerate(items):
        sno = item.get("ID") if isinstance(item, dict) else None
        if not _whole(sno) or sno < 1:
            raise b.error(f"{_WHAT}: {path}.{key}[{k}].ID is {_shown(sno)}, expected a player's number")
        out.append((sno, item))
    return out


def _last(b: EventBuilder, group: dict[str, Any], key: str, path: str) -> tuple[str, dict[str, Any]]:
    """The entry of ``group[key]`` of the highest round (its path and the entry)."""
    items = group.get(key)
    entries = [(k, e) for k, e in enumerate(items) if isinstance(e, dict)] if isinstance(items, list) else []
    if not entries:
        raise b.error(f"{_WHAT}: {path}.{key} is {_shown(items)}, expected a list of rounds")
    k, entry = max(entries, key=lambda item: (_round_number(item[1]) or 0, item[0]))
    return f"{path}.{key}[{k}]", entry


def _player_rounds(b: EventBuilder, sno: int, path: str, p: dict[str, Any]) -> list[_Round]:
    """A player's games and rounds without a game, as the history gives them."""
    games, absent = p.get("Game", []), p.get("Abs", [])
    if not isinstance(games, list) or not isinstance(absent, list):
        raise b.error(f"{_WHAT}: {path}: expected Game and Abs lists")
    out: list[_Round] = []
    for k, g in enumerate(games):
        where = f"{path}.Game[{k}]"
        g = g if isinstance(g, dict) else {}
        res, color = g.get("Res"), _COLORS.get(_text(g.get("Color")).upper())
        pair = _GAMES.get(res.strip()) if isinstance(res, str) else None
        if pair is None:
            raise b.error(f"{_WHAT}: {where}.Res is {_shown(res)}, expected 1-0, 0-1, ½-½, 1-0R, 0-1R or ...")
        if color is None:
            raise b.error(f"{_WHAT}: {where}.Color is {_shown(g.get('Color'))}, expected W or B")
        opponent = g.get("Opponent")
        if not _whole(opponent) or opponent < 1 or opponent == sno:
            raise b.error(
                f"{_WHAT}: {where}.Opponent is {_shown(opponent)}, expected another player's number"
            )
        mine = pair[0] if color is Color.WHITE else pair[1]
        out.append((where, _round_in(b, where, g), opponent, color, mine, None))
    for k, a in enumerate(absent):
        where = f"{path}.Abs[{k}]"
        a = a if isinstance(a, dict) else {}
        reason, points = _text(a.get("Reason")), _points(a.get("Score"))
        if reason != _BYE and not reason.startswith("Abs"):
            raise b.error(
                f"{_WHAT}: {where}.Reason is {_shown(a.get('Reason'))}, expected {_BYE!r} or an absence "
                "('Abs with msg' …)"
            )
        if points is None or points not in _ABSENT:
            raise b.error(f"{_WHAT}: {where}.Score is {_shown(a.get('Score'))}, expected 1, 0.5 or 0")
        out.append((where, _round_in(b, where, a), None, Color.NONE, reason, points))
    return out


def _last_round(b: EventBuilder, rounds: dict[int, list[_Round]], ranked: set[int]) -> int:
    """The last round read: rounds at the end whose games are all ``...`` (paired, not played) are left
    out, with a note, unless the file ranks the players after one of them (``ranked``: the rounds of its
    rankings; Sevilla ranks a round once paired, its absences counted and its games not): the rounds up to
    that one are read, their games not played yet as results not known."""
    known: set[int] = set()
    pending: set[int] = set()
    absent: set[int] = set()
    for entries in rounds.values():
        for _, r, opponent, _, result, _ in entries:
            if opponent is None:
                absent.add(r)
            elif result is Result.UNKNOWN:
                pending.add(r)
            else:
                known.add(r)
    top = max(known | pending | absent, default=0)
    last = top
    while last and last in pending and last not in known and last not in ranked:
        last -= 1
    if last < top:
        b.warn(
            f"{_WHAT}: round{'s' if top - last > 1 else ''} {last + 1}"
            f"{'-' + str(top) if top - last > 1 else ''} paired, not played (every game '...'): "
            "left out, with the rounds without a game there",
            severity=Severity.INFO,
        )
    return last


def _put_rounds(b: EventBuilder, rounds: dict[int, list[_Round]], last: int) -> Scoring:
    """Every round up to ``last`` into the builder (a game checked against the opponent's side of it);
    the point system the rounds without a game and the games not played yet make."""
    byes = {
        points
        for entries in rounds.values()
        for _, _, _, _, why, points in entries
        if why == _BYE and points is not None
    }
    pab = next(iter(byes)) if len(byes) == 1 else None
    if len(byes) > 1:
        b.warn(
            f"{_WHAT}: pairing-allocated byes of {' and '.join(map(str, sorted(byes)))} points: "
            "each read as a bye of its points"
        )
    side = {(sno, e[1]): e for sno, entries in rounds.items() for e in entries}
    unknown = False
    for sno, entries in rounds.items():
        for where, r, opponent, color, result, points in entries:
            if r > last:
                continue
            if opponent is None:
                assert points is not None
                got = Result.PAB if result == _BYE and pab is not None else _ABSENT[points]
                b.put(str(sno), RoundEntry(r, None, Color.NONE, got), None, None)
                continue
            assert isinstance(result, Result)
            _mirror(b, side, sno, (where, r, opponent, color, result, points))
            unknown = unknown or result is Result.UNKNOWN
            b.put(str(sno), RoundEntry(r, opponent, color, result), None, None)
    if unknown:
        b.warn(
            f"{_WHAT}: games written '...' (paired, not played yet) read as results not known, "
            "scored 0 as Sevilla scores them"
        )
    return Scoring(pab=None if pab in (None, Fraction(1)) else pab, unknown=Fraction(0) if unknown else None)


def _mirror(b: EventBuilder, side: dict[tuple[int, int], _Round], sno: int, mine: _Round) -> None:
    """The opponent's side of a game: a game against this player, of the other colour and result."""
    where, r, opponent, color, result, _ = mine
    assert opponent is not None and isinstance(result, Result)
    if str(opponent) not in b.players:
        raise b.error(f"{_WHAT}: {where}.Opponent is {opponent}, not a player of the group")
    theirs = side.get((opponent, r))
    if theirs is None:
        raise b.error(f"{_WHAT}: {where}: player {opponent} has no game of round {r} in the history")
    _, _, against, other_color, other, _ = theirs
    if against != sno or other_color is color or other is not _GAMES_BY_SIDE.get(result):
        raise b.error(
            f"{_WHAT}: {where} (player {sno} against {opponent}) and {theirs[0]} do not give one game"
        )


_GAMES_BY_SIDE = {white: black for white, black in _GAMES.values()} | {
    black: white for white, black in _GAMES.values()
}
"""One side's result of a game -> the other's."""


def _ranking(b: EventBuilder, group: dict[str, Any], path: str, last: int) -> _Ranking | None:
    """The ranking after round ``last`` (the last given for it), None with a warning when there is none."""
    items = group.get("Ranking")
    found = [
        (k, e)
        for k, e in enumerate(items if isinstance(items, list) else [])
        if isinstance(e, dict) and _round_number(e) == last
    ]
    if not found:
        if items:
            b.warn(f"{_WHAT}: {path}.Ranking has no ranking after round {last}: no published place read")
        return None
    k, entry = found[-1]
    where = f"{path}.Ranking[{k}]"
    return where, _list(b, entry, "Player", where)


def _latest(b: EventBuilder, group: dict[str, Any], path: str) -> _Ranking | None:
    """The ranking of the highest round, for the players' details (names, ratings) only."""
    if not group.get("Ranking"):
        return None
    where, entry = _last(b, group, "Ranking", path)
    return where, _list(b, entry, "Player", where)


def _draft(b: EventBuilder, sno: int, p: dict[str, Any], path: str, ranked: bool) -> PlayerDraft:
    """A player of a ranking: name, rating before the event (``IRtg``, else ``Rating``), title, sex and,
    when ``ranked`` (the ranking after the last round read), place and points."""
    rating = p.get("IRtg") if _whole(p.get("IRtg")) and p.get("IRtg") else p.get("Rating")
    pos, score = p.get("Pos"), _points(p.get("Score"))
    if not ranked:
        pos, score = None, None
    elif not _whole(pos) or pos < 1:
        raise b.error(f"{_WHAT}: {path}.Pos is {_shown(pos)}, expected a place (1, 2 …)")
    if ranked and score is None:
        raise b.error(f"{_WHAT}: {path}.Score is {_shown(p.get('Score'))}, expected a number of points")
    return PlayerDraft(
        _text(p.get("Name")) or f"Player {sno}",
        sno=sno,
        rating=rating if _whole(rating) and rating > 0 else None,
        title=_text(p.get("Title")),
        sex={"male": "m", "female": "w"}.get(_text(p.get("Gender")).casefold(), ""),
        declared_points=score,
        declared_rank=pos,
    )


_DATE = re.compile(r"\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*")


def _start(b: EventBuilder, group: dict[str, Any]) -> dt.date | None:
    """The date of round 1 (``RoundHist``, else ``Ranking``), day first (``09/10/2025``, ``18-9-2025``)."""
    for key in ("RoundHist", "Ranking"):
        items = group.get(key)
        for e in items if isinstance(items, list) else []:
            if isinstance(e, dict) and (_round_number(e) == 1) and isinstance(e.get("Date"), str):
                m = _DATE.fullmatch(e["Date"])
                if m is None:
                    continue
                try:
                    return dt.date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
                except ValueError:
                    b.warn(f"{_WHAT}: date {e['Date']!r} not understood")
    return None


def _round_number(e: dict[str, Any]) -> int | None:
    """A round's number: ``Round`` (``ID`` in ``RoundHist``)."""
    r = e.get("Round", e.get("ID"))
    return r if _whole(r) else None


def _round_in(b: EventBuilder, where: str, e: dict[str, Any]) -> int:
    r = e.get("Round")
    if not _whole(r) or r < 1:
        raise b.error(f"{_WHAT}: {where}.Round is {_shown(r)}, expected a round number (1, 2 …)")
    if r > b.limits.max_rounds:
        raise b.error(f"{_WHAT}: {where}.Round is {r}: the limit is {b.limits.max_rounds} rounds")
    return int(r)


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _points(value: Any) -> Fraction | None:
    """Points written as a JSON number (``1``, ``0.5``, ``2.25``), exactly as written."""
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value or abs(value) > 1e9:
        return None
    return Fraction(repr(value)) if isinstance(value, float) else Fraction(value)


def _cell(value: Any) -> Value | None:
    """A published value as text (a JSON number as written), None when missing."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    return Value(str(value), 0, 0)


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _shown(value: Any) -> str:
    """A JSON value as a message shows it."""
    return "missing" if value is None else repr(value)[:60]
