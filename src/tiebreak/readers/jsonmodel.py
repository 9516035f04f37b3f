"""Reader for our JSON model (``tiebreak-json``, written by :mod:`tiebreak.writers.jsonmodel`).

Every field is checked; a wrong one is a :class:`~tiebreak.ParseError` naming its path
(``players[2].rounds[0].result``). Points may be strings (``"0.5"``, ``"1/2"``) or JSON numbers.

>>> t = read_json_model('{"format": "tiebreak-json", "version": 1, "rounds": 1, "players": ['
...     '{"sno": 1, "name": "A", "rounds": [{"round": 1, "opponent": 2, "color": "w", "result": "1"}]},'
...     '{"sno": 2, "name": "B", "rounds": [{"round": 1, "opponent": 1, "color": "b", "result": "0"}]}]}')
>>> t.player(2).rounds[0].result
<Result.LOSS: '0'>
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from typing import Any

from ..model.errors import ParseError
from ..model.tournament import (
    Color,
    MatchScoring,
    PairingSystem,
    Player,
    Result,
    RoundEntry,
    Team,
    TeamForfeit,
    TeamInfo,
    TeamLineup,
    Tournament,
)
from ._builder import load_json, scoring_from
from ._options import DEFAULT_OPTIONS, ReadOptions

__all__ = ["looks_like_json_model", "read_json_model"]


def looks_like_json_model(text: str) -> bool:
    """True for a JSON object that declares ``"format": "tiebreak-json"``."""
    head = text.lstrip("\ufeff \t\r\n")
    return head.startswith("{") and '"tiebreak-json"' in text[:2000]


class _Json:
    def __init__(self, source: str | None) -> None:
        self.source = source

    def error(self, path: str, message: str) -> ParseError:
        return ParseError(f"{path}: {message}", source=self.source)

    def get(
        self,
        obj: dict[str, Any],
        key: str,
        path: str,
        kind: type | tuple[type, ...],
        default: Any = None,
        required: bool = False,
    ) -> Any:
        if key not in obj or obj[key] is None:
            if required:
                raise self.error(f"{path}.{key}".lstrip("."), "missing")
            return default
        value = obj[key]
        if isinstance(value, bool) and kind is not bool:
            raise self.error(f"{path}.{key}".lstrip("."), f"expected {_kind_name(kind)}, found {value!r}")
        if not isinstance(value, kind):
            raise self.error(f"{path}.{key}".lstrip("."), f"expected {_kind_name(kind)}, found {value!r}")
        return value

    def fraction(self, obj: dict[str, Any], key: str, path: str) -> Fraction | None:
        value = self.get(obj, key, path, (str, int, float))
        if value is None:
            return None
        try:
            return Fraction(str(value).strip().replace(",", "."))
        except (ValueError, ZeroDivisionError):
            raise self.error(f"{path}.{key}".lstrip("."), f"expected a number, found {value!r}") from None

    def obj(self, value: Any, path: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.error(path, f"expected an object, found {value!r}")
        return value

    def ints(self, value: Any, path: str) -> tuple[int, ...]:
        if not isinstance(value, list) or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in value
        ):
            raise self.error(path, f"expected a list of integers, found {value!r}")
        return tuple(value)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = {
        int: "an integer",
        str: "a string",
        list: "a list",
        dict: "an object",
        float: "a number",
        bool: "true or false",
    }
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def _entry(j: _Json, raw: Any, path: str, expected_round: int) -> RoundEntry:
    e = j.obj(raw, path)
    rnd = j.get(e, "round", path, int, expected_round)
    if rnd != expected_round:
        raise j.error(f"{path}.round", f"expected round {expected_round} (rounds in order), found {rnd}")
    opponent = j.get(e, "opponent", path, int)
    color_text = j.get(e, "color", path, str, "-").lower() or "-"
    color = {"w": Color.WHITE, "b": Color.BLACK, "-": Color.NONE}.get(color_text)
    if color is None:
        raise j.error(f"{path}.color", f"expected 'w', 'b' or '-', found {color_text!r}")
    code = j.get(e, "result", path, str, "")
    if code.strip() == "":
        result = Result.NOT_PAIRED
    else:
        try:
            result = Result.from_code(code.strip())
        except ValueError:
            raise j.error(
                f"{path}.result",
                f"unknown result code {code!r} (expected one of 1 = 0 W D L + - U F H Z ? or empty)",
            ) from None
    if result.bye and opponent is not None:
        raise j.error(f"{path}.opponent", f"a bye ({result.code}) has no opponent")
    if opponent is None and (result.played or result.forfeit):
        raise j.error(f"{path}.opponent", f"result {result.code!r} needs an opponent")
    return RoundEntry(rnd, opponent, Color.NONE if result.bye else color, result)


def _team_info(j: _Json, raw: Any) -> TeamInfo:
    info = j.obj(raw, "team_info")
    teams = []
    for k, t_raw in enumerate(j.get(info, "teams", "team_info", list, [])):
        path = f"team_info.teams[{k}]"
        t = j.obj(t_raw, path)
        teams.append(
            Team(
                j.get(t, "number", path, int, required=True),
                j.get(t, "name", path, str, ""),
                j.ints(t.get("players", []), f"{path}.players"),
                j.get(t, "nickname", path, str, ""),
                j.fraction(t, "match_points", path),
                j.fraction(t, "game_points", path),
                j.get(t, "rank", path, int),
            )
        )
    ms = j.obj(info.get("match_scoring") or {}, "team_info.match_scoring")
    base = MatchScoring()
    scoring = MatchScoring(
        j.fraction(ms, "win", "team_info.match_scoring") or base.win,
        j.fraction(ms, "draw", "team_info.match_scoring") or base.draw,
        j.fraction(ms, "loss", "team_info.match_scoring") or base.loss,
    )
    primary = j.get(info, "primary", "team_info", str)
    if primary not in (None, "MP", "GP"):
        raise j.error("team_info.primary", f"expected 'MP', 'GP' or null, found {primary!r}")
    pab_rounds = []
    for k, x in enumerate(j.get(info, "pab_rounds", "team_info", list, [])):
        pair = j.ints(x, f"team_info.pab_rounds[{k}]")
        if len(pair) != 2:
            raise j.error(f"team_info.pab_rounds[{k}]", "expected [round, team]")
        pab_rounds.append((pair[0], pair[1]))
    forfeits = []
    for k, x in enumerate(j.get(info, "forfeits", "team_info", list, [])):
        path = f"team_info.forfeits[{k}]"
        f = j.obj(x, path)
        kind = j.get(f, "kind", path, str, required=True)
        if kind not in ("+-", "-+", "--"):
            raise j.error(f"{path}.kind", f"expected '+-', '-+' or '--', found {kind!r}")
        forfeits.append(
            TeamForfeit(
                j.get(f, "round", path, int, required=True),
                j.get(f, "white", path, int, required=True),
                j.get(f, "black", path, int, required=True),
                kind,
            )
        )
    lineups = []
    for k, x in enumerate(j.get(info, "lineups", "team_info", list, [])):
        path = f"team_info.lineups[{k}]"
        lu = j.obj(x, path)
        lineups.append(
            TeamLineup(
                j.get(lu, "round", path, int, required=True),
                j.get(lu, "team", path, int, required=True),
                j.get(lu, "opponent", path, int, required=True),
                j.ints(lu.get("boards", []), f"{path}.boards"),
            )
        )
    byes = []
    for k, x in enumerate(j.get(info, "byes", "team_info", list, [])):
        path = f"team_info.byes[{k}]"
        if (
            not isinstance(x, list)
            or len(x) != 3
            or not isinstance(x[0], int)
            or not isinstance(x[1], int)
            or x[2] not in ("F", "H", "Z")
        ):
            raise j.error(path, f"expected [round, team, 'F'|'H'|'Z'], found {x!r}")
        byes.append((x[0], x[1], x[2]))
    return TeamInfo(
        tuple(teams),
        scoring,
        primary,
        j.fraction(info, "pab_match_points", "team_info"),
        j.fraction(info, "pab_game_points", "team_info"),
        tuple(pab_rounds),
        tuple(forfeits),
        tuple(lineups),
        tuple(byes),
        j.get(info, "board_colors", "team_info", str, ""),
    )


def read_json_model(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read ``tiebreak-json`` text into a :class:`Tournament`.

    :raises ParseError: for invalid JSON (with line and column) or a wrong field (with its path).
    """
    source = options.source
    data = load_json(text, source)
    j = _Json(source)
    top = j.obj(data, "(top level)")
    if top.get("format") != "tiebreak-json":
        raise j.error("format", f"expected 'tiebreak-json', found {top.get('format')!r}")
    if top.get("version", 1) != 1:
        raise j.error("version", f"version {top.get('version')!r} is not supported (expected 1)")
    players = _players(j, top)
    recorded = max((len(p.rounds) for p in players), default=0)
    rounds = j.get(top, "rounds", "", int, recorded)
    if rounds < recorded:
        raise j.error("rounds", f"{rounds} rounds declared, but results are recorded for {recorded}")
    pairing_text = j.get(top, "pairing", "", str, "swiss")
    try:
        pairing = PairingSystem(pairing_text)
    except ValueError:
        raise j.error("pairing", f"expected 'swiss' or 'round-robin', found {pairing_text!r}") from None
    start = _date(j, top, "start_date")
    sc = j.obj(top.get("scoring") or {}, "scoring")
    scoring = scoring_from(
        lambda key: j.fraction(sc, key, "scoring"), ("win", "draw", "loss", "absent", "pab", "unknown")
    )
    tiebreaks = j.get(top, "tiebreaks", "", list, [])
    if not all(isinstance(c, str) for c in tiebreaks):
        raise j.error("tiebreaks", "expected a list of codes (strings)")
    team_raw = top.get("team_info")
    return Tournament(
        name=j.get(top, "name", "", str, ""),
        players=tuple(sorted(players, key=lambda p: p.sno)),
        rounds=rounds,
        pairing=pairing,
        pairing_source="json",
        scoring=scoring,
        start_date=start,
        updated=_date(j, top, "updated"),
        tiebreaks=tuple(tiebreaks),
        type_text=j.get(top, "type_text", "", str, ""),
        system_code=j.get(top, "system_code", "", str, ""),
        team_info=None if team_raw is None else _team_info(j, team_raw),
        source=source,
    )


def _players(j: _Json, top: dict[str, Any]) -> list[Player]:
    """The ``players`` list: each with a starting number of 1 or more, no two alike, and every
    opponent one of them."""
    players: list[Player] = []
    seen: set[int] = set()
    for k, raw in enumerate(j.get(top, "players", "", list, required=True)):
        path = f"players[{k}]"
        p = j.obj(raw, path)
        sno = j.get(p, "sno", path, int, required=True)
        if sno < 1 or sno in seen:
            raise j.error(
                f"{path}.sno", f"starting number {sno} is {'a duplicate' if sno in seen else 'not 1 or more'}"
            )
        seen.add(sno)
        players.append(_player(j, p, path, sno))
    for player in players:
        for e in player.rounds:
            if e.opponent is not None and e.opponent not in seen:
                raise j.error(
                    f"players[sno={player.sno}].rounds[{e.round - 1}].opponent",
                    f"no player has starting number {e.opponent}",
                )
    return players


def _player(j: _Json, p: dict[str, Any], path: str, sno: int) -> Player:
    """One player object (at ``path``), its rounds in order."""
    rounds = tuple(
        _entry(j, e, f"{path}.rounds[{r}]", r + 1) for r, e in enumerate(j.get(p, "rounds", path, list, []))
    )
    return Player(
        sno=sno,
        name=j.get(p, "name", path, str, ""),
        rating=j.get(p, "rating", path, int) or None,
        rounds=rounds,
        sex=j.get(p, "sex", path, str, ""),
        title=j.get(p, "title", path, str, ""),
        federation=j.get(p, "federation", path, str, ""),
        fide_id=str(j.get(p, "fide_id", path, (str, int), "")),
        birth=j.get(p, "birth", path, str, ""),
        declared_points=j.fraction(p, "points", path),
        declared_rank=j.get(p, "rank", path, int),
    )


def _date(j: _Json, top: dict[str, Any], key: str) -> dt.date | None:
    """A date field (``start_date``, ``updated``: ``YYYY-MM-DD``), None when not given."""
    date_text = j.get(top, key, "", str)
    if not date_text:
        return None
    try:
        return dt.date.fromisoformat(date_text)
    except ValueError:
        raise j.error(key, f"expected YYYY-MM-DD, found {date_text!r}") from None
