"""Reader for the XML file by which Swiss-Manager (and programs that upload as it does, such as Sharly
Chess) sends an event to chess-results.com: ``<chessresults>`` with ``<tournamentdata>``, ``<players>``,
``<playerpairings>`` and, of a team event, ``<teams>`` and ``<teampairings>``.

Its form, as the interface's description by chess-results' author gives it:

- ``<tournament>``: ``name``, ``type`` (0 an individual Swiss, 1 an individual round robin, 2 a team round
  robin, 3 a team Swiss), ``rounds``, ``rankinground`` (the round the ranking is of), ``from`` (the first
  day, ``yyyymmdd``), ``tb1no`` … ``tb5no`` (the tie-breaks by Swiss-Manager's numbers, :data:`_CODES`,
  each with its parameters in ``tbN_detail``).
- ``<player>``: ``no`` (the starting number), ``lastname`` and ``firstname``, ``title``, ``rtg``,
  ``fed``, ``fideid``, ``sex``, ``dob``, ``teamno`` and ``board`` (of a team event), and the published
  ranking: ``rank``, ``pts`` and ``tb1`` … ``tb5`` (decimal commas).
- ``<playerpairing>``: ``round``, ``board``, ``whiteno``, ``blackno`` (``-1``: White has the
  pairing-allocated bye; ``-2``: White was not paired), ``reswhite`` and ``resblack`` (1, 0.5, 0) and
  ``forfeit`` (``K`` a forfeit, ``U`` a game not rated, ``D`` lost by both, ``H`` adjourned).
- ``<team>``: ``no``, ``teamname``, ``rank``, ``points`` and ``tb1`` … ``tb5``; ``<teampairing>``:
  ``round``, ``no1``, ``no2`` (``-1``: the team's pairing-allocated bye), ``res1``, ``res2``.

The published ranking (:func:`published_from_crxml`) is what ``tiebreak check`` compares.

>>> t = read_crxml('<?xml version="1.0"?><chessresults><tournamentdata><tournament name="Club" type="0"'
...     ' rounds="1" from="20250926" tb1no="37"/></tournamentdata><players>'
...     '<player no="1" lastname="Abel,Ann" rtg="1800" pts="1,0" rank="1"/>'
...     '<player no="2" lastname="Bode,Bo" rtg="" pts="0,0" rank="2"/>'
...     '<player no="3" lastname="Cruz,Cy" rtg="1700" pts="1,0" rank="1"/></players><playerpairings>'
...     '<playerpairing round="1" whiteno="1" blackno="2" reswhite="1.0" resblack="0.0" forfeit=""/>'
...     '<playerpairing round="1" whiteno="3" blackno="-1" reswhite="1.0" resblack="0.0" forfeit="K"/>'
...     '</playerpairings></chessresults>')
>>> [(p.sno, p.rating, [(e.opponent, e.color.value, e.result.code) for e in p.rounds]) for p in t.players]
[(1, 1800, [(2, 'w', '1')]), (2, None, [(1, 'b', '0')]), (3, 1700, [(None, '-', 'U')])]
>>> t.tiebreaks, str(t.start_date)
(('PTS', 'BH'), '2025-09-26')
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from dataclasses import replace
from fractions import Fraction
from xml.etree import ElementTree as ET

from ..formats.published import Column, Published, PublishedRow, Value
from ..model.errors import ParseError, Severity
from ..model.tournament import (
    Color,
    MatchScoring,
    PairingSystem,
    Result,
    RoundEntry,
    Team,
    TeamInfo,
    Tournament,
)
from ._builder import EventBuilder, PlayerDraft
from ._options import DEFAULT_OPTIONS, ReadOptions

__all__ = ["looks_like_crxml", "published_from_crxml", "read_crxml"]

_WHAT = "chess-results' upload XML"
_CODES = {
    2: "BH",
    3: "BH/C1",
    4: "BH/M1",
    7: "SB",
    11: "DE",
    12: "WIN",
    13: "MPTS",
    19: "SB",
    35: "SB",
    37: "BH",
    45: "KS",
    52: "SB",
    53: "BPG",
    68: "WIN",
    69: "KS",
    78: "BC",
    79: "REP",
    80: "ARO",
    81: "DE",
    83: "EDE",
    84: "BH",
    85: "SB",
    86: "PS",
    87: "KS",
    88: "TPR",
    89: "TBR",
    90: "BBE",
    91: "SSSC",
}
"""Swiss-Manager's numbers of the tie-breaks this file names (its table of tie-breaks) as the codes of
C.07, where one is the same criterion; 1 is the game points (of a team event a tie-break, ``GPTS``).
Numbers with parameters (``tbN_detail``) read them where C.07 has them: :func:`_code`."""
_TYPES = {
    68: ("WIN", "WON", "BWG", "BPG"),
    82: ("EMMSB", "EMGSB", "EGMSB", "EGGSB"),
    88: ("TPR", "APRO", "PTP", "APPO"),
}
"""Numbers whose first parameter chooses among criteria (its ``Type``)."""
_CUTS = frozenset({84, 85, 80})
"""Numbers whose second and third parameters are the results cut (the strongest, the weakest)."""
_TEAM_GAME_POINTS = frozenset({1})
_INDIVIDUAL_ONLY = frozenset({2, 3, 4, 7, 11, 12, 19, 35, 37, 45, 52, 53, 68, 69, 79, 80, 81, 85, 88})
"""Numbers whose team value is a criterion of Swiss-Manager's own (its Sonneborn-Berger of a team
event: the opponents' match points times the match's result, 1, ½ or 0), not compared."""
_RESULTS = {
    ("1", "0"): (Result.WIN, Result.LOSS),
    ("0", "1"): (Result.LOSS, Result.WIN),
    ("0.5", "0.5"): (Result.DRAW, Result.DRAW),
}
_FORFEITS = {
    ("1", "0"): (Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
    ("0", "1"): (Result.FORFEIT_LOSS, Result.FORFEIT_WIN),
    ("0", "0"): (Result.FORFEIT_LOSS, Result.FORFEIT_LOSS),
}
_UNRATED = {
    ("1", "0"): (Result.WIN_UNRATED, Result.LOSS_UNRATED),
    ("0", "1"): (Result.LOSS_UNRATED, Result.WIN_UNRATED),
    ("0.5", "0.5"): (Result.DRAW_UNRATED, Result.DRAW_UNRATED),
}
_BYES = {"1": Result.FULL_BYE, "0.5": Result.HALF_BYE, "0": Result.NOT_PAIRED, "": Result.NOT_PAIRED}
"""A round White was not paired in (``blackno="-2"``), by the points it gave."""
_PAB = {"1": Result.PAB, "0.5": Result.HALF_BYE, "0": Result.ZERO_BYE}


def looks_like_crxml(text: str, suffix: str = "") -> bool:
    """True for an XML document whose root element is ``<chessresults>`` holding players."""
    head = text.lstrip("\ufeff \t\r\n")[:2048]
    return head.startswith("<") and re.search(r"<chessresults[\s>]", head) is not None and "<player" in text


_RESULT_VALUE = re.compile(r"\d{1,2}(?:\.\d{1,3})?", re.ASCII)


def _number(text: str | None) -> str:
    """A result or points value as written (``1.0``, ``0,5``) in its plain form (``1``, ``0.5``); any
    other text as written (its first 12 characters)."""
    t = (text or "").strip().replace(",", ".")
    if not _RESULT_VALUE.fullmatch(t):
        return t[:12]
    value = Fraction(t)
    return str(value) if value.denominator == 1 else ("0.5" if value == Fraction(1, 2) else t)


def _fraction(text: str | None) -> Fraction | None:
    t = (text or "").strip().replace(",", ".")
    return Fraction(t) if _POINTS_VALUE.fullmatch(t) else None


_POINTS_VALUE = re.compile(r"\d{1,4}(?:\.\d{1,3})?", re.ASCII)


_INTEGER = re.compile(r"-?\d{1,9}", re.ASCII)


def _int(text: str | None) -> int | None:
    t = (text or "").strip()
    return int(t) if _INTEGER.fullmatch(t) else None


def _parse(text: str, options: ReadOptions) -> ET.Element:
    """The document's root element.

    :raises ParseError: for XML that is not well-formed, declares entities (the form has none: no
        entity is expanded) or whose root is not ``<chessresults>``."""
    declared = re.search(r"<!(?:DOCTYPE|ENTITY)", text[:65536])
    if declared is not None:
        line = text.count("\n", 0, declared.start()) + 1
        raise ParseError(
            f"{_WHAT}: a document type or entity declaration, which the form has none of (not read)",
            source=options.source,
            line=line,
            column=declared.start() - text.rfind("\n", 0, declared.start()),
        )
    try:
        root = ET.fromstring(text.lstrip("\ufeff \t\r\n"))
    except ET.ParseError as exc:
        line, column = exc.position
        raise ParseError(
            f"{_WHAT}: not well-formed XML ({exc.msg if hasattr(exc, 'msg') else exc})",
            source=options.source,
            line=line,
            column=column + 1,
        ) from None
    if root.tag != "chessresults":
        raise ParseError(
            f"{_WHAT}: the root element is <{root.tag}>, expected <chessresults>", source=options.source
        )
    return root


def _tournament(root: ET.Element) -> dict[str, str]:
    node = root.find("tournamentdata/tournament")
    return dict(node.attrib) if node is not None else {}


def _code(number: int, detail: str, team: bool) -> str | None:
    """The C.07 code of Swiss-Manager's tie-break ``number`` with its parameters ``detail`` (``0,1,1,-``),
    None where it names none (or parameters C.07 has no criterion for)."""
    params = [p.strip() for p in detail.split(",")] if detail.strip() else []
    if team and number in _TEAM_GAME_POINTS:
        return "GPTS"
    if number in _TYPES:
        kind = _int(params[0]) if params else 0
        names = _TYPES[number]
        return names[kind] if kind is not None and 0 <= kind < len(names) else None
    code = _CODES.get(number)
    if code is None:
        return None
    if number in _CUTS and len(params) >= 3:
        strong, weak = _int(params[1]) or 0, _int(params[2]) or 0
        if strong and strong == weak:
            code += f"/M{strong}"
        elif weak and not strong:
            code += f"/C{weak}"
        elif strong:
            return None  # the strongest results cut alone: no criterion of C.07
    if team and number in _INDIVIDUAL_ONLY:
        return None
    if number == 84 and team:
        code += ":GP" if params and params[0] == "0" else ":MP"
    return code


def _list(info: dict[str, str], team: bool, b: EventBuilder) -> tuple[tuple[str, ...], list[int | None]]:
    """The event's tie-break list (its primary score first) and, for each of ``tb1`` … ``tb5``, the place
    of its value in that list (None: not compared)."""
    numbers = [_int(info.get(f"tb{k}no")) for k in range(1, 6)]
    first = next((n for n in numbers if n), None)
    codes: list[str] = [("GPTS" if first in _TEAM_GAME_POINTS else "MPTS") if team else "PTS"]
    where: list[int | None] = []
    for k, number in enumerate(numbers, start=1):
        if not number:
            where.append(None)
            continue
        code = _code(number, info.get(f"tb{k}_detail", ""), team)
        if not team and code in ("MPTS", "GPTS"):
            code = None  # a team's points, in an individual event: no criterion of it
        if code is None:
            b.warn(
                f"tie-break {k} is Swiss-Manager's number {number}, which names no criterion of C.07 read "
                "here: its values are not compared",
                None,
                severity=Severity.INFO,
            )
            where.append(None)
            continue
        if team and code == codes[0] and len(codes) == 1:
            where.append(0)  # the primary score (match or game points), ranked first
            continue
        codes.append(code)
        where.append(len(codes) - 1)
    return tuple(codes), where


def read_crxml(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read chess-results' upload XML: the players with their ratings, every round's games and byes, the
    teams and their line-ups (a team event), the list of tie-breaks and the first day.

    :raises ParseError: for XML that is not well-formed or not this form, a player or a game that is not
        one.
    """
    root = _parse(text, options)
    b = EventBuilder(options.source, options.limits)
    info = _tournament(root)
    kind = _int(info.get("type")) or 0
    team = kind in (2, 3)
    players = root.findall("players/player")
    if not players:
        raise ParseError(f"{_WHAT}: no <player> in <players>", source=options.source)
    snos: set[int] = set()
    for p in players:
        sno = _int(p.get("no"))
        if sno is None or sno < 1 or sno in snos:
            raise ParseError(
                f"{_WHAT}: a player's number no={p.get('no')!r} is not a new positive number",
                source=options.source,
            )
        snos.add(sno)
        last, first = (p.get("lastname") or "").strip(), (p.get("firstname") or "").strip()
        draft = PlayerDraft(f"{last}, {first}" if first else last or f"player {sno}")
        draft.sno = sno
        rating = _int(p.get("rtg"))
        draft.rating = rating if rating else None
        draft.title = (p.get("title") or "").strip().upper()
        draft.federation = (p.get("fed") or "").strip()
        draft.fide_id = (p.get("fideid") or "").strip()
        sex = (p.get("sex") or "").strip().lower()
        draft.sex = "w" if sex in ("w", "f") else "m" if sex == "m" else ""
        draft.birth = (p.get("dob") or "").strip()
        if not team:  # a team event's players' points count its team's byes: the teams' are its ranking
            draft.declared_points = _fraction(p.get("pts"))
            draft.declared_rank = _int(p.get("rank")) or None
        b.player(str(sno), draft)
    rounds = _int(info.get("rounds")) or 0
    last_round = 0
    unplayed = 0
    for g in root.findall("playerpairings/playerpairing"):
        rnd, white, black = _int(g.get("round")), _int(g.get("whiteno")), _int(g.get("blackno"))
        if rnd is None or rnd < 1 or white not in snos or black is None or (black > 0 and black not in snos):
            raise ParseError(
                f"{_WHAT}: a pairing that names no round or player of the file (round={g.get('round')!r}, "
                f"whiteno={g.get('whiteno')!r}, blackno={g.get('blackno')!r})",
                source=options.source,
            )
        assert white is not None
        rw, rb, mark = (
            _number(g.get("reswhite")),
            _number(g.get("resblack")),
            (g.get("forfeit") or "").strip().upper(),
        )
        last_round = max(last_round, rnd)
        if black == -1:
            b.bye(rnd, str(white), _PAB.get(rw, Result.PAB), None, None)
            continue
        if black < 1:
            b.bye(rnd, str(white), _BYES.get(rw, Result.NOT_PAIRED), None, None)
            continue
        table = _FORFEITS if mark in ("K", "D") else _UNRATED if mark == "U" else _RESULTS
        pair = table.get((rw, rb))
        if (pair is None and mark == "H") or (not rw and not rb):
            pair = (
                (Result.FORFEIT_LOSS, Result.FORFEIT_LOSS) if not mark else (Result.UNKNOWN, Result.UNKNOWN)
            )
            unplayed += not mark
        if pair is None:
            raise ParseError(
                f"{_WHAT}: round {rnd}: the result {rw or '-'} : {rb or '-'} (forfeit={mark!r}) of "
                f"{white} - {black} is none of 1 : 0, 0 : 1, 0.5 : 0.5",
                source=options.source,
            )
        b.put(str(white), RoundEntry(rnd, black, Color.WHITE, pair[0]), None, None)
        b.put(str(black), RoundEntry(rnd, white, Color.BLACK, pair[1]), None, None)
    if unplayed:
        b.warn(
            f"{unplayed} game(s) without a result on either side (reswhite and resblack empty, no forfeit "
            "mark): read as not played, no point to either player (a board left empty)",
            None,
        )
    tiebreaks, _ = _list(info, team, b)
    day = info.get("from", "").strip()
    start = _day(day)
    if day and start is None:
        b.warn(f"the first day from={day!r} is no date (yyyymmdd): the event is read as undated", None)
    t = b.build(
        (info.get("name") or "").strip(),
        rounds=max(rounds, last_round),
        pairing=PairingSystem.ROUND_ROBIN if kind in (1, 2) else PairingSystem.SWISS,
        pairing_source="crxml",
        start_date=start,
        tiebreaks=tiebreaks,
    )
    return replace(t, team_info=_team_info(root, options, tiebreaks[0])) if team else t


def _day(text: str) -> dt.date | None:
    """A day written ``yyyymmdd`` (``20250926``), None for any other text."""
    if not re.fullmatch(r"\d{8}", text, re.ASCII):
        return None
    try:
        return dt.date(int(text[:4]), int(text[4:6]), int(text[6:8]))
    except ValueError:
        return None


def _team_info(root: ET.Element, options: ReadOptions, primary: str) -> TeamInfo:
    """The teams (their players by board), the rounds each team had the pairing-allocated bye in and the
    primary score (``primary``: ``MPTS`` or ``GPTS``, the first of the event's tie-breaks)."""
    members: dict[int, list[tuple[int, int]]] = {}
    for p in root.findall("players/player"):
        team, sno = _int(p.get("teamno")), _int(p.get("no"))
        if team and sno:
            members.setdefault(team, []).append((_int(p.get("board")) or 99, sno))
    teams = []
    for node in root.findall("teams/team"):
        number = _int(node.get("no"))
        if not number:
            raise ParseError(
                f"{_WHAT}: a team without its number (no={node.get('no')!r})", source=options.source
            )
        teams.append(
            Team(
                number,
                (node.get("teamname") or f"team {number}").strip(),
                tuple(sno for _, sno in sorted(members.get(number, []))),
                declared_match_points=_fraction(node.get("points")) if primary == "MPTS" else None,
                declared_game_points=_fraction(node.get("points")) if primary == "GPTS" else None,
                declared_rank=_int(node.get("rank")) or None,
            )
        )
    byes = tuple(
        (rnd, team)
        for node in root.findall("teampairings/teampairing")
        if _int(node.get("no2")) == -1
        and (rnd := _int(node.get("round")))
        and (team := _int(node.get("no1")))
    )
    bye_points = {
        _fraction(node.get("res1"))
        for node in root.findall("teampairings/teampairing")
        if _int(node.get("no2")) == -1
    }
    game_points = bye_points.pop() if len(bye_points) == 1 else None
    return TeamInfo(
        tuple(teams),
        MatchScoring(),
        primary="GP" if primary == "GPTS" else "MP",
        pab_match_points=Fraction(2) if byes else None,
        pab_game_points=game_points,
        pab_rounds=byes,
    )


def published_from_crxml(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Published:
    """The ranking the file publishes: each player's (of a team event, each team's) ``rank``, points and
    the values of the tie-breaks whose numbers name a criterion of C.07 (:func:`_code`)."""
    root = _parse(text, options)
    info = _tournament(root)
    team = (_int(info.get("type")) or 0) in (2, 3)
    b = EventBuilder(options.source, options.limits)
    codes, where = _list(info, team, b)
    shown = [(k, codes[at]) for k, at in enumerate(where, start=1) if at is not None and at > 0]
    columns = tuple(Column(f"tb{k}", 0, 0, (code,)) for k, code in shown)

    def cell(text: str | None) -> Value | None:
        t = (text or "").strip()
        return Value(t, 0, 0) if t else None

    nodes: Iterable[ET.Element] = root.findall("teams/team" if team else "players/player")
    rows = tuple(
        PublishedRow(
            0,
            ((n.get("teamname") if team else n.get("lastname")) or "").strip(),
            _int(n.get("no")) or 0,
            cell(n.get("rank")),
            cell(n.get("points") if team else n.get("pts")),
            tuple(cell(n.get(f"tb{k}")) for k, _ in shown),
        )
        for n in nodes
    )
    return Published(columns, rows, tuple(b.diagnostics), options.source, team=team)
