"""Reader for PGN game files: the tag pairs of each game make the tournament; movetext is skipped.

Tags used: ``Event``, ``Date``/``EventDate``, ``Round`` (``3`` or ``3.1``), ``White``, ``Black``,
``Result``, ``WhiteElo``/``BlackElo``, ``WhiteFideId``/``BlackFideId``, ``WhiteTitle``/``BlackTitle``,
``WhiteTeam``… are ignored. Unplayed games, as they are usually written:

* a bye: ``White`` or ``Black`` is ``BYE`` (also ``-``, empty, ``?``): ``1-0`` for the player is a
  pairing-allocated bye, ``½-½`` a half-point bye, ``0-1`` a zero-point bye;
* a forfeit: ``Termination "forfeit"`` (or ``abandoned``, ``unplayed``), or a result ``+/-``, ``-/+``,
  ``1-0 FF``, ``--`` (double forfeit).

Players are told apart by FIDE id when given, else by name; starting numbers follow the ratings
(highest first), then the names.

>>> t = read_pgn('[Round "1"]\\n[White "A"]\\n[Black "B"]\\n[Result "1-0"]\\n\\n1. e4 e5 1-0\\n')
>>> [(p.name, p.rounds[0].result.code) for p in t.players]
[('A', '1'), ('B', '0')]
"""

from __future__ import annotations

import re

from ..errors import Severity
from ..model import Result, Tournament
from ._builder import EventBuilder, PlayerDraft, bye_from_game, clean, game_result
from .trf import parse_date

__all__ = ["looks_like_pgn", "read_pgn"]

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


def _games(text: str) -> list[tuple[int, dict[str, str], bool]]:
    """(first line, tags, has moves) for each game; brace and semicolon comments skipped."""
    games: list[tuple[int, dict[str, str], bool]] = []
    tags: dict[str, str] = {}
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
                games.append((start, tags, moves))
                tags, moves = {}, False
            if not tags:
                start = lineno
            tags[m.group(1)] = m.group(2).replace('\\"', '"').replace("\\\\", "\\")
            continue
        body = re.sub(r"\{[^}]*\}", " ", line.split(";", 1)[0] if "{" not in line else line)
        if "{" in body:
            body, in_comment = body[: body.index("{")], True
        body = re.sub(r"^\s*%.*", "", body)
        tokens = [t for t in body.split() if t not in ("1-0", "0-1", "1/2-1/2", "*")]
        if tokens and tags:
            moves = True
    if tags:
        games.append((start, tags, moves))
    return games


def _rating(text: str) -> int | None:
    text = text.strip()
    return int(text) if text.isdigit() and int(text) > 0 else None


def read_pgn(text: str, *, source: str | None = None) -> Tournament:
    """Read PGN text (one game per tag section) into a :class:`Tournament`.

    :raises ParseError: for a game without a usable round or result, or a player twice in one round.
    """
    b = EventBuilder(source)
    events: list[str] = []
    dates = []
    games = _games(clean(text))
    if not games:
        raise b.error('no PGN games (tag pairs such as [White "…"]) found')
    no_moves = 0
    for lineno, tags, has_moves in games:
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
            fide = tags.get(f"{color}FideId", "").strip()
            fide = fide if fide.isdigit() and int(fide) else ""
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
        if white is None or black is None:
            bye_key = white or black
            assert bye_key is not None
            mine = results[0] if white else results[1]
            b.bye(rnd, bye_key, bye_from_game(mine), lineno, 1)
            continue
        if not has_moves and not forfeit and results[0].played and results[0] is not Result.UNKNOWN:
            no_moves += 1
        b.game(rnd, white, black, results, lineno, 1)
    if no_moves:
        b.warn(
            f"{no_moves} game(s) have a result but no moves; read as played games (mark forfeits with "
            '[Termination "forfeit"] or a +/- result)',
            severity=Severity.INFO,
        )
    name = max(set(events), key=events.count) if events else ""
    if len(set(events)) > 1:
        b.warn(f"games name {len(set(events))} different events; {name!r} used as the event name")
    return b.build(name, start_date=min(dates) if dates else None, assign="rating")
