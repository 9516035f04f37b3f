"""Reader for the results file SwissSys writes to publish an event (its JSON export, the file a results
site such as NAChessHub shows the standings and wall charts from).

Its form: an object with ``tournament`` (the title), ``date`` (``2025/5/22``) and ``sections``; each
section has ``section`` (its name), ``rounds_paired``, ``rounds_played``, ``standings`` (pair numbers in
the order of the published standings) with ``place`` beside them (``1``, ``2-3``: places shared by score),
``tiebreaks`` (the names of its US Chess tie-breaks) and ``players``, in pair-number order, each with
``results``, ``ops`` (the opponent's pair number, 0 for none) and ``colors`` (``W``, ``B``, ``-``) per
round. Result letters: ``W D L`` over the board, ``X`` a forfeit win, ``F`` a forfeit loss (both sides of a
double forfeit say ``F``), and without an opponent ``B`` the full-point bye of the odd player, ``H`` a
half-point bye, ``U`` a round without a game (a zero-point bye, or a withdrawn player's round); a blank
without an opponent (a player who left) is a round the player was not paired in, with a note.

SwissSys's own saved tournament (``.sjson``, version 11) is read alike: an ``Overview`` (``Program``
``SwissSys``, ``Tournament title``, ``Starting date`` ``2026-03-22``) and ``Sections``, each with its
``Section name``, ``Rounds played`` and ``Players`` in pair-number order, each round a text
``result;opponent;colour;…`` (``+;5;W;1;5;5;0``: ``+ = -`` a win, draw or loss over the board, the other
letters as above; a bye's opponent field is not an opponent). It gives no published standings.

Each section is an event of its own: the first one is read, with a warning naming all of them, and
``--columns group=N`` (its number or its name) chooses another. The places are read as each player's
published rank (the first of a shared ``2-3``). The tie-break names are US Chess systems (modified median,
Solkoff, cumulative, opponents' cumulative) and are not taken as the event's tie-break list.

>>> t = read_swisssys_json('{"tournament": "Quad", "date": "2025/3/16", "sections": [{"section": "A",'
...     '"rounds_paired": 1, "rounds_played": 1, "standings": [2, 1], "place": ["1", "2"],'
...     '"players": [{"name": "Abel, A", "results": ["L"], "ops": [2], "colors": ["W"]},'
...     '{"name": "Bode, B", "results": ["W"], "ops": [1], "colors": ["B"]}]}]}')
>>> [(p.sno, p.declared_rank, [(e.opponent, e.result.code) for e in p.rounds]) for p in t.players]
[(1, 2, [(2, '0')]), (2, 1, [(1, '1')])]
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from ..model.errors import Severity
from ..model.tournament import Color, PairingSystem, Result, RoundEntry, Tournament
from ._builder import EventBuilder, PlayerDraft, load_json
from ._options import DEFAULT_OPTIONS, ReadOptions

__all__ = ["looks_like_swisssys_json", "read_swisssys_json"]

_GAME = {
    "W": Result.WIN,
    "D": Result.DRAW,
    "L": Result.LOSS,
    "X": Result.FORFEIT_WIN,
    "F": Result.FORFEIT_LOSS,
}
"""A result letter against an opponent."""
_NO_GAME = {"B": Result.PAB, "H": Result.HALF_BYE, "U": Result.ZERO_BYE}
"""A result letter without an opponent (``ops`` 0)."""
_COLOR = {"W": Color.WHITE, "B": Color.BLACK}


def looks_like_swisssys_json(text: str, suffix: str = "") -> bool:
    """True for a JSON object whose sections hold ``standings`` and ``rounds_played``, as SwissSys's
    results file does."""
    head = text.lstrip("\ufeff \t\r\n")
    start = text[:20000]
    if not head.startswith("{"):
        return False
    native = '"Program": "SwissSys"' in start and '"Sections"' in start and '"Results"' in text
    return native or ('"sections"' in start and '"rounds_played"' in start and '"ops"' in text)


def read_swisssys_json(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read one section of a SwissSys results file: its players (pair numbers as starting numbers, the
    published places as their ranks) and every round's result.

    :raises ParseError: for invalid JSON, a file without a section of players, an opponent who is not in
        the section, or a result letter not known (each named by its place in the file).
    """
    b = EventBuilder(options.source, options.limits)
    data = load_json(text, options.source)
    if isinstance(data, dict) and isinstance(data.get("Sections"), list):
        data = _from_saved(b, data)
    if not isinstance(data, dict) or not isinstance(data.get("sections"), list):
        raise b.error("SwissSys results file: expected an object with sections")
    index, section = _section(b, data["sections"], options)
    path = f"sections[{index}]"
    players = section["players"]
    ranks = _places(b, section, path, len(players))
    for k, p in enumerate(players, start=1):
        if not isinstance(p, dict):
            raise b.error(f"SwissSys results file: {path}.players[{k - 1}] is not an object")
        b.player(str(k), _draft(k, p, ranks.get(k)))
    played = section.get("rounds_played")
    last = played if isinstance(played, int) and played >= 0 else None
    for k, p in enumerate(players, start=1):
        _rounds(b, f"{path}.players[{k - 1}]", k, p, len(players), last)
    title = str(data.get("tournament") or "").strip().lstrip("\ufeff")
    name = str(section.get("section") or "").strip()
    return b.build(
        f"{title}: {name}" if title and name and len(data["sections"]) > 1 else title or name,
        rounds=last,
        pairing=PairingSystem.ROUND_ROBIN if b.everyone_met() else PairingSystem.SWISS,
        pairing_source="content",
        start_date=_date(b, data.get("date")),
    )


def _section(b: EventBuilder, sections: list[Any], options: ReadOptions) -> tuple[int, dict[str, Any]]:
    """The section read (of those with players): the one ``group=`` names, else the first."""
    from .groups import choose_event

    found = [
        (k, s) for k, s in enumerate(sections) if isinstance(s, dict) and isinstance(s.get("players"), list)
    ]
    found = [(k, s) for k, s in found if s["players"]]
    if not found:
        raise b.error("SwissSys results file: no section with players")
    if len(found) == 1:
        return found[0]
    labels = [str(s.get("section") or "").strip() for _, s in found]
    listed = "; ".join(
        f"{n}{' ' + repr(label) if label else ''}: {len(s['players'])} players"
        for n, ((_, s), label) in enumerate(zip(found, labels, strict=True), start=1)
    )
    wanted = options.columns.group if options.columns is not None else None
    choice = choose_event(wanted, labels, listed, options.source, [len(s["players"]) for _, s in found])
    if choice.several is not None:
        b.warn(choice.several)
    b.warn(choice.read, severity=Severity.INFO)
    return found[choice.index]


def _places(b: EventBuilder, section: dict[str, Any], path: str, count: int) -> dict[int, int]:
    """Pair number -> published place (the first number of a shared place such as ``2-3``)."""
    order, places = section.get("standings"), section.get("place")
    if not isinstance(order, list) or not isinstance(places, list):
        return {}
    if len(order) != len(places):
        b.warn(
            f"SwissSys results file: {path} has {len(order)} standings and {len(places)} places; none read"
        )
        return {}
    ranks: dict[int, int] = {}
    for k, (sno, place) in enumerate(zip(order, places, strict=True)):
        m = re.match(r"\s*(\d+)", str(place))
        if not isinstance(sno, int) or not 1 <= sno <= count or m is None:
            b.warn(f"SwissSys results file: {path}.standings[{k}] ({sno!r}, place {place!r}) not read")
            continue
        ranks[sno] = int(m.group(1))
    return ranks


def _draft(sno: int, p: dict[str, Any], rank: int | None) -> PlayerDraft:
    rating = p.get("rating")
    title = p.get("player_title")
    return PlayerDraft(
        str(p.get("name") or "").strip() or f"Player {sno}",
        sno=sno,
        rating=rating if isinstance(rating, int) and not isinstance(rating, bool) and rating > 0 else None,
        title=title.strip() if isinstance(title, str) else "",
        declared_rank=rank,
    )


def _rounds(b: EventBuilder, path: str, sno: int, p: dict[str, Any], count: int, last: int | None) -> None:
    """A player's rounds, up to the last round played."""
    results, ops, colors = p.get("results"), p.get("ops"), p.get("colors")
    if not isinstance(results, list) or not isinstance(ops, list):
        raise b.error(f"SwissSys results file: {path} has no results and ops")
    if not isinstance(colors, list):
        colors = []
    for r, (letter, op) in enumerate(zip(results, ops, strict=False), start=1):
        if last is not None and r > last:
            break
        where = f"{path}.results[{r - 1}]"
        if not isinstance(op, int) or not 0 <= op <= count or op == sno:
            raise b.error(
                f"SwissSys results file: {path}.ops[{r - 1}] is {op!r}, not a pair number of the section"
            )
        code = letter.strip().upper() if isinstance(letter, str) else ""
        if op:
            result = _GAME.get(code)
            color = (
                _COLOR.get(str(colors[r - 1]).strip().upper(), Color.NONE) if r <= len(colors) else Color.NONE
            )
            if result is None:
                raise b.error(
                    f"SwissSys results file: {where} is {letter!r} against {op}: expected W, D, L, X or F"
                )
            b.put(str(sno), RoundEntry(r, op, color, result), None, None)
        else:
            result = _NO_GAME.get(code)
            if not code:  # a blank: a round the player was not in (withdrawn, or absent unannounced)
                result = Result.NOT_PAIRED
                b.warn(
                    f"SwissSys results file: {where} is blank without an opponent: read as a round the "
                    "player was not paired in (the first here)",
                    once="swisssys-blank",
                    severity=Severity.INFO,
                )
            if result is None:
                raise b.error(
                    f"SwissSys results file: {where} is {letter!r} without an opponent: expected B, H or U"
                )
            b.put(str(sno), RoundEntry(r, None, Color.NONE, result), None, None)


_SAVED_RESULT = {"+": "W", "=": "D", "-": "L"}
"""A saved tournament's letter for a game over the board, as the results file writes it."""


def _from_saved(b: EventBuilder, data: dict[str, Any]) -> dict[str, Any]:
    """SwissSys's own saved tournament (``.sjson``) in the form of its results file: each section's name,
    rounds played and players, each round's ``result;opponent;colour;…`` as a result letter, an opponent
    (0 for a bye's round, whatever its field says) and a colour.

    :raises ParseError: for a section or player that is no object, or a round that is no such text."""
    overview = data.get("Overview")
    overview = overview if isinstance(overview, dict) else {}
    sections: list[dict[str, Any]] = []
    for k, s in enumerate(data["Sections"]):
        if not isinstance(s, dict):
            raise b.error(f"SwissSys saved tournament: Sections[{k}] is not an object")
        players: list[dict[str, Any]] = []
        for j, p in enumerate(s.get("Players") or []):
            where = f"Sections[{k}].Players[{j}]"
            if not isinstance(p, dict) or not isinstance(p.get("Results", []), list):
                raise b.error(f"SwissSys saved tournament: {where} is not a player with Results")
            letters, ops, colors = [], [], []
            for r, text in enumerate(p.get("Results", [])):
                fields = text.split(";") if isinstance(text, str) else []
                if len(fields) < 3 or not fields[1].strip().lstrip("-").isdigit():
                    raise b.error(
                        f"SwissSys saved tournament: {where}.Results[{r}] is {text!r}: expected "
                        "result;opponent;colour;… (e.g. +;5;W;1;5;5;0)"
                    )
                code = fields[0].strip().upper()
                letter = _SAVED_RESULT.get(code, code)
                letters.append(letter)
                ops.append(int(fields[1]) if letter in _GAME else 0)
                colors.append(fields[2].strip())
            players.append(
                {
                    "name": p.get("Name"),
                    "rating": p.get("Rating"),
                    "results": letters,
                    "ops": ops,
                    "colors": colors,
                }
            )
        sections.append(
            {
                "section": s.get("Section name") or "",
                "rounds_played": s.get("Rounds played"),
                "players": players,
            }
        )
    return {
        "tournament": overview.get("Tournament title"),
        "date": overview.get("Starting date"),
        "sections": sections,
    }


def _date(b: EventBuilder, value: Any) -> dt.date | None:
    """The event's date as SwissSys writes it (``2025/5/22``: year, month, day; its saved tournament
    ``2026-03-22``, or in its older versions the American way, ``12/19/25``: month, day, year)."""
    text = value if isinstance(value, str) else ""
    m = re.fullmatch(r"\s*(\d{4})[/-](\d{1,2})[/-](\d{1,2})\s*", text)
    us = None if m is not None else re.fullmatch(r"\s*(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})\s*", text)
    if m is None and us is None:
        return None
    try:
        if us is not None:
            year = int(us.group(3))
            return dt.date(year + 2000 if year < 100 else year, int(us.group(1)), int(us.group(2)))
        assert m is not None
        return dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        b.warn(f"SwissSys results file: date {value!r} not understood")
        return None
