"""Reader for PGN game files: the tag pairs of each game make the tournament; movetext is skipped.

Tags used: ``Event``, ``Date``/``EventDate``, ``Round`` (``3`` or ``3.1``), ``White``, ``Black``,
``Result``, ``WhiteElo``/``BlackElo``, ``WhiteFideId``/``BlackFideId``, ``WhiteTitle``/``BlackTitle``,
``WhiteTeam``… are ignored. Unplayed games, as they are usually written:

* a bye: ``White`` or ``Black`` is ``BYE`` (also ``-``, empty, ``?``): ``1-0`` for the player is a
  pairing-allocated bye, ``½-½`` a half-point bye, ``0-1`` a zero-point bye;
* a forfeit: ``Termination "forfeit"`` (or ``abandoned``, ``unplayed``), or a result ``+/-``, ``-/+``,
  ``1-0 FF``, ``--`` (double forfeit);
* ``[Result "*"]``, as clubs publish a game that was not played: between two players it is read as
  ``star`` says (:data:`STAR_READINGS`; by default both players unpaired in that round), against ``BYE``
  it is an unpaired round (zero points), never a pairing-allocated bye. Each is a warning with the
  line and column of the Result tag.

Players are told apart by FIDE id when given, else by name. A name whose FIDE id is ``0`` (or missing)
in some games and one id in others is one player, matched on the name (a warning says where); a name
with two different ids and games without one is an error, since those games belong to neither for
sure. Starting numbers follow the ratings (highest first), then the names.

>>> t = read_pgn('[Round "1"]\\n[White "A"]\\n[Black "B"]\\n[Result "1-0"]\\n\\n1. e4 e5 1-0\\n')
>>> [(p.name, p.rounds[0].result.code) for p in t.players]
[('A', '1'), ('B', '0')]
"""

from __future__ import annotations

import re

from ..errors import Severity
from ..model import Result, Tournament
from . import STAR_READINGS
from ._builder import EventBuilder, PlayerDraft, bye_from_game, clean, game_result
from .trf import parse_date

__all__ = ["STAR_READINGS", "looks_like_pgn", "read_pgn"]

_TAG = re.compile(r'^\s*\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$')
_BYE_NAMES = frozenset({"bye", "-", "", "?", "(bye)", "spielfrei", "exempt", "pab", "none"})
_FORFEIT_WORDS = ("forfeit", "abandoned", "unplayed", "not played", "no show", "default")


def looks_like_pgn(text: str, suffix: str = "") -> bool:
    """True for a ``.pgn`` file, or text whose first non-blank line is a PGN tag pair."""
    if suffix == ".pgn":
        return True
    for line in clean(text).splitlines():
        if line.strip():
            return bool(_TAG.match(line)) and line.strip().startswith("[")
    return False


_Where = tuple[int, int]
"""(line, column) of a tag's value."""


def _games(text: str) -> list[tuple[int, dict[str, str], bool, dict[str, _Where]]]:
    """(first line, tags, has moves, where each tag's value starts) for each game; brace and
    semicolon comments skipped."""
    games: list[tuple[int, dict[str, str], bool, dict[str, _Where]]] = []
    tags: dict[str, str] = {}
    where: dict[str, _Where] = {}
    start = 0
    moves = False
    in_comment = False
    for lineno, line in enumerate(text.splitlines(), start=1):
        if in_comment:
            if "}" not in line:
                continue
            line = line[line.index("}") + 1 :]
            in_comment = False
        m = _TAG.match(line)
        if m:
            if tags and (moves or m.group(1) in tags):
                games.append((start, tags, moves, where))
                tags, moves, where = {}, False, {}
            if not tags:
                start = lineno
            tags[m.group(1)] = m.group(2).replace('\\"', '"').replace("\\\\", "\\")
            where[m.group(1)] = (lineno, m.start(2) + 1)
            continue
        body = re.sub(r"\{[^}]*\}", " ", line.split(";", 1)[0] if "{" not in line else line)
        if "{" in body:
            body, in_comment = body[: body.index("{")], True
        body = re.sub(r"^\s*%.*", "", body)
        tokens = [t for t in body.split() if t not in ("1-0", "0-1", "1/2-1/2", "*")]
        if tokens and tags:
            moves = True
    if tags:
        games.append((start, tags, moves, where))
    return games


def _fide_id(tags: dict[str, str], color: str) -> str:
    """The FIDE id of one side, "" when missing or 0."""
    fide = tags.get(f"{color}FideId", "").strip()
    return fide if fide.isdecimal() and int(fide) else ""


def _ids_by_name(games: list[tuple[int, dict[str, str], bool, dict[str, _Where]]]
                 ) -> dict[str, dict[str, _Where]]:
    """For each name (case-folded), the FIDE ids it is given and where each is first seen."""
    ids: dict[str, dict[str, _Where]] = {}
    for lineno, tags, _moves, where in games:
        for color in ("White", "Black"):
            fide = _fide_id(tags, color)
            name = tags.get(color, "").strip().casefold()
            if fide and name not in _BYE_NAMES:
                ids.setdefault(name, {}).setdefault(fide, where.get(f"{color}FideId", (lineno, 1)))
    return ids


def _rating(text: str) -> int | None:
    text = text.strip()
    return int(text) if text.isdecimal() and int(text) > 0 else None


def read_pgn(text: str, *, source: str | None = None, star: str = "unplayed") -> Tournament:
    """Read PGN text (one game per tag section) into a :class:`Tournament`; ``star`` is how
    ``[Result "*"]`` between two players is read (a key of :data:`STAR_READINGS`).

    :raises ParseError: for a game without a usable round or result, a player twice in one round, or
        a game without a FIDE id for a name that has two.
    :raises ValueError: for an unknown ``star``.
    """
    if star not in STAR_READINGS:
        raise ValueError(f"unknown reading of a PGN star {star!r} (use one of {', '.join(STAR_READINGS)})")
    b = EventBuilder(source)
    events: list[str] = []
    dates = []
    games = _games(clean(text))
    if not games:
        raise b.error('no PGN games (tag pairs such as [White "…"]) found')
    ids = _ids_by_name(games)
    no_moves = 0
    for lineno, tags, has_moves, where in games:
        rnd_text = tags.get("Round", "").strip()
        m = re.match(r"^(\d+)(?:\.\d+)*$", rnd_text)
        if not m or int(m.group(1)) == 0:
            raise b.error(
                f"game without a usable Round tag (found {rnd_text!r}); every game needs its round", lineno, 1
            )
        rnd = int(m.group(1))
        result_text = tags.get("Result", "").strip()
        termination = tags.get("Termination", "").lower()
        forfeit = any(w in termination for w in _FORFEIT_WORDS)
        results = game_result(result_text + (" ff" if forfeit and result_text in ("1-0", "0-1") else ""))
        if results is None:
            raise b.error(
                f"round {rnd}: unknown Result {result_text!r} (expected 1-0, 0-1, 1/2-1/2, *, "
                "+/-, -/+ or --)",
                lineno,
                1,
            )
        if tags.get("Event", "").strip() not in ("", "?"):
            events.append(tags["Event"].strip())
        date = parse_date(tags.get("EventDate", "") or tags.get("Date", ""))
        if date is not None:
            dates.append(date)
        sides: list[str | None] = []
        for color in ("White", "Black"):
            name = tags.get(color, "").strip()
            if name.casefold() in _BYE_NAMES:
                sides.append(None)
                continue
            fide = _fide_id(tags, color)
            if not fide:
                fide = _id_from_name(b, name, ids, rnd, where.get(f"{color}FideId") or where.get(color)
                                     or (lineno, 1))
            key = f"id:{fide}" if fide else f"name:{name.casefold()}"
            b.player(
                key,
                PlayerDraft(
                    name,
                    rating=_rating(tags.get(f"{color}Elo", "")),
                    fide_id=fide,
                    title=tags.get(f"{color}Title", "").strip()[:3],
                    line=lineno,
                ),
            )
            sides.append(key)
        white, black = sides
        if white is None and black is None:
            raise b.error(f"round {rnd}: neither White nor Black names a player", lineno, 1)
        at = where.get("Result", (lineno, 1))
        if white is None or black is None:
            bye_key = white or black
            assert bye_key is not None
            mine = results[0] if white else results[1]
            if result_text == "*":
                b.warn(f'round {rnd}: {b.players[bye_key].name} against BYE with [Result "*"]: read as '
                       "an unpaired round (zero points), not a pairing-allocated bye", *at)
                b.bye(rnd, bye_key, Result.NOT_PAIRED, *at)
            else:
                b.bye(rnd, bye_key, bye_from_game(mine), lineno, 1)
            continue
        if result_text == "*":
            names = f"{b.players[white].name} - {b.players[black].name}"
            b.warn(f'round {rnd}: {names} with [Result "*"]: read as {STAR_READINGS[star]}'
                   + (" (the game has moves)" if has_moves else "")
                   + f"; --pgn-star {' or '.join(k for k in STAR_READINGS if k != star)} reads it otherwise",
                   *at)
            if star == "unplayed":
                b.bye(rnd, white, Result.NOT_PAIRED, *at)
                b.bye(rnd, black, Result.NOT_PAIRED, *at)
                continue
            if star == "forfeit":
                results = (Result.FORFEIT_LOSS, Result.FORFEIT_LOSS)
        if not has_moves and not forfeit and results[0].played and results[0] is not Result.UNKNOWN:
            no_moves += 1
        b.game(rnd, white, black, results, lineno, 1)
    if no_moves:
        b.warn(
            f"{no_moves} game(s) have a result but no moves; read as played games (mark forfeits with "
            '[Termination "forfeit"] or a +/- result)',
            severity=Severity.INFO,
        )
    for known in ids.values():
        if len(known) > 1:
            (first, _), (second, at) = list(known.items())[:2]
            player = b.players[f"id:{second}"].name
            b.warn(f"{player}: FIDE ids {first} and {second} both given with this name: read as different "
                   "players", *at)
    name = max(set(events), key=events.count) if events else ""
    if len(set(events)) > 1:
        b.warn(f"games name {len(set(events))} different events; {name!r} used as the event name")
    return b.build(name, start_date=min(dates) if dates else None, assign="rating")


def _id_from_name(b: EventBuilder, name: str, ids: dict[str, dict[str, _Where]], rnd: int,
                  at: _Where) -> str:
    """The FIDE id of a game's player written without one (``0`` or missing): the one id the same
    name has elsewhere (a warning says so), or "" when the name never has one.

    :raises ParseError: when the name has two different ids elsewhere.
    """
    known = ids.get(name.casefold())
    if not known:
        return ""
    if len(known) > 1:
        seen = ", ".join(f"{fide} (line {line})" for fide, (line, _col) in known.items())
        raise b.error(f"round {rnd}: {name} has no FIDE id here, but the name has the FIDE ids {seen}: "
                      "cannot tell which player this is", *at)
    (fide, (line, col)), = known.items()
    b.warn(f"round {rnd}: {name} has no FIDE id (0 or missing) here and FIDE id {fide} at line {line}, "
           f"column {col}: read as one player, matched on the name", *at)
    return fide
