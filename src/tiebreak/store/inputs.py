"""Reading what an organiser sends (JSON objects from the API, the same objects built by the command
line) into checked values. Every refusal is a :class:`~tiebreak.store.errors.StoreError` naming the
field, e.g. ``players[3].rating``.

>>> parse_result("½-½"), parse_result("1-0"), parse_result("+/-"), parse_result("0/0")
('=/=', '1/0', '+/-', '0/0')
>>> show_result("=/="), show_result("1/0"), show_result("U")
('½-½', '1-0', 'U')
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..criteria import is_primary_score, parse_list
from ..model.errors import SpecError
from ..model.rules import Rules
from ..model.tournament import MAX_RATING, Result, Scoring, game_conflict
from ..ranking.engine import TIEBREAK_PRESETS, default_list_for
from .errors import StoreError

__all__ = [
    "BYE_CODES",
    "EVENT_FIELDS",
    "PAIRINGS",
    "BoardInput",
    "EventSettings",
    "PlayerInput",
    "board_inputs",
    "check_event_fields",
    "event_settings",
    "event_update",
    "parse_result",
    "parse_tiebreaks",
    "player_input",
    "result_pair",
    "scoring_from_json",
    "scoring_json",
    "show_result",
]

PAIRINGS = ("swiss", "round-robin", "double-round-robin")
_PAIRING_ALIASES = {
    "swiss": "swiss",
    "round-robin": "round-robin",
    "rr": "round-robin",
    "round robin": "round-robin",
    "double-round-robin": "double-round-robin",
    "drr": "double-round-robin",
    "double round robin": "double-round-robin",
}
RULES = ("auto", *(r.value for r in Rules))
"""The rule sets an event may be ranked under: ``auto`` (by its start date) or any :class:`Rules` value."""
BYE_CODES = ("U", "F", "H", "Z", "+", "-")
"""Codes of a board without an opponent: pairing-allocated, full-point, half-point and zero-point
byes, and (from imported files) a forfeit won or lost against an unknown opponent."""
_GAME = frozenset("1=0WDL+-?")
_ALIASES = {
    "1-0": "1/0",
    "0-1": "0/1",
    "½-½": "=/=",
    "1/2-1/2": "=/=",
    "0.5-0.5": "=/=",
    "0,5-0,5": "=/=",
    "=-=": "=/=",
    "=": "=/=",
    "draw": "=/=",
    "+-": "+/-",
    "-+": "-/+",
    "--": "-/-",
    "0-0": "0/0",
    "double forfeit": "-/-",
    "pending": "",
    "": "",
}
_SHOWN = {"1/0": "1-0", "0/1": "0-1", "=/=": "½-½"}
_MAX_ROUNDS = 99


MAX_TIEBREAKS = 40
"""The longest tie-break list an event stores: the calculator's bound (``tiebreak.web.service.MAX_LIST``)."""
MAX_CODE_LENGTH = 60
"""The longest tie-break code, as the calculator's API takes them."""


def _fail(message: str, field: str) -> StoreError:
    return StoreError(message, field=field)


def parse_result(text: Any, field: str = "result", *, bye: bool = False) -> str:
    """The stored code of a board's result: ``W/B`` with one TRF result character per side (``1/0``,
    ``=/=``, ``+/-``, ``-/-`` …), a bye code for a board without an opponent, or ``""`` (no result)."""
    if not isinstance(text, str):
        raise _fail('a result is text such as "1-0", "½-½", "0-1", "+/-", "-/+" or "-/-"', field)
    raw = text.strip()
    if bye:
        code = raw.upper()
        if code in BYE_CODES:
            return code
        raise _fail(
            f"{raw!r} is not a result for a board without an opponent: use one of "
            f"{', '.join(BYE_CODES)} (pairing-allocated, full, half, zero-point bye, forfeit)",
            field,
        )
    code = _ALIASES.get(raw.lower(), raw.upper())
    if code == "":
        return code
    if code in BYE_CODES and len(code) == 1:
        raise _fail(
            f"{raw!r} is a bye; this board has two players (use 1-0, ½-½, 0-1, +/-, -/+ or -/-)", field
        )
    if not re.fullmatch(r"[1=0WDL+\-?]/[1=0WDL+\-?]", code):
        raise _fail(
            f"{raw!r} is not a result: use 1-0, ½-½, 0-1, +/- or -/+ (forfeits), -/- (double "
            "forfeit), or two TRF codes such as 0/0",
            field,
        )
    white, black = result_pair(code)
    problem = game_conflict(white, black)
    if problem is not None:
        raise _fail(f"{raw!r} is not a possible result: {problem}", field)
    return code


def result_pair(code: str) -> tuple[Result, Result]:
    """White's and Black's :class:`Result` for a stored two-player code (``""``: not played yet)."""
    return _PAIRS[code]


_PAIRS = {
    f"{a.value}/{b.value}": (a, b) for a in Result for b in Result if a.value in _GAME and b.value in _GAME
}
_PAIRS[""] = (Result.UNKNOWN, Result.UNKNOWN)


def show_result(code: str) -> str:
    """A stored code as people write it."""
    return _SHOWN.get(code, code)


def _text(
    data: Mapping[str, Any], key: str, field: str, *, limit: int, required: bool = False, default: str = ""
) -> str:
    value = data.get(key, default)
    if value is None:
        value = default
    if not isinstance(value, str):
        raise _fail("expected text", field)
    value = value.strip()
    if required and not value:
        raise _fail("must not be empty", field)
    if len(value) > limit:
        raise _fail(f"at most {limit} characters", field)
    if any(ord(c) < 32 for c in value):
        raise _fail("control characters are not allowed", field)
    return value


def _int(value: Any, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
            value = int(value.strip())
        else:
            raise _fail("expected a whole number", field)
    assert isinstance(value, int)
    if not low <= value <= high:
        raise _fail(f"must be between {low} and {high}", field)
    return value


def _date(value: Any, field: str) -> dt.date | None:
    if value in (None, ""):
        return None
    if isinstance(value, dt.date):
        return value
    if not isinstance(value, str):
        raise _fail("expected a date as YYYY-MM-DD", field)
    try:
        return dt.date.fromisoformat(value.strip())
    except ValueError:
        raise _fail(f"{value!r} is not a date as YYYY-MM-DD", field) from None


EVENT_FIELDS = ("name", "start_date", "end_date", "rounds")
"""What a change of an event's settings may name (the tie-break list has its own call)."""


def check_event_fields(data: Mapping[str, Any]) -> None:
    """Refuse a field that a change of an event's settings cannot name."""
    extra = sorted(set(data) - set(EVENT_FIELDS))
    if extra:
        raise _fail(
            "unknown field (expected name, start_date, end_date, rounds; the tie-break list "
            "has its own call)",
            extra[0],
        )


def event_update(data: Mapping[str, Any]) -> dict[str, Any]:
    """The checked values of a change of an event's settings, by column: ``name``, ``start_date``,
    ``end_date``, ``planned_rounds`` (from ``rounds``); only those given."""
    check_event_fields(data)
    values: dict[str, Any] = {}
    if "name" in data:
        values["name"] = _text(data, "name", "name", limit=200, required=True)
    for key in ("start_date", "end_date"):
        if key in data:
            values[key] = _date(data[key], key)
    if "rounds" in data:
        values["planned_rounds"] = _int(data["rounds"], "rounds", 1, _MAX_ROUNDS)
    return values


def _fraction(value: Any, field: str) -> Fraction:
    try:
        if isinstance(value, bool):
            raise ValueError
        result = Fraction(str(value).strip().replace(",", "."))
    except (ValueError, ZeroDivisionError):
        raise _fail(f'{value!r} is not an exact number such as "3", "0.5" or "1/2"', field) from None
    if not 0 <= result <= 100:
        raise _fail("points must be between 0 and 100", field)
    return result


def parse_tiebreaks(value: Any, field: str = "tiebreaks") -> tuple[str, ...]:
    """A tie-break list (codes, a comma-separated text, or a preset name), checked by the code
    parser; codes are kept as given. A primary score in front (``PTS``, or any code or name of one) is
    dropped: the standings rank on points first anyway."""
    if isinstance(value, str) and value.strip().lower() in TIEBREAK_PRESETS:
        return TIEBREAK_PRESETS[value.strip().lower()][1]
    if isinstance(value, str):
        items = [c.strip() for c in value.split(",")]
    elif isinstance(value, Sequence) and all(isinstance(c, str) for c in value):
        items = [c.strip() for c in value]
    else:
        raise _fail(
            "expected a list of tie-break codes, a comma-separated text or a preset name "
            f"({', '.join(TIEBREAK_PRESETS)})",
            field,
        )
    items = [c for c in items if c]
    if items and is_primary_score(items[0]):
        items = items[1:]
    if not items:
        raise _fail("the tie-break list is empty", field)
    if len(items) > MAX_TIEBREAKS:
        raise _fail(f"a tie-break list has at most {MAX_TIEBREAKS} codes, not {len(items)}", field)
    long = next((i for i, c in enumerate(items) if len(c) > MAX_CODE_LENGTH), None)
    if long is not None:
        raise _fail(f"code {long + 1} is longer than {MAX_CODE_LENGTH} characters", field)
    try:
        parse_list(items)
    except SpecError as exc:
        raise _fail(exc.message, field) from None
    return tuple(items)


def scoring_json(s: Scoring) -> str:
    """The stored form of a point system."""
    values = {"win": s.win, "draw": s.draw, "loss": s.loss, "absent": s.absent, "pab": s.pab}
    return json.dumps({k: None if v is None else str(v) for k, v in values.items()})


def scoring_from_json(text: str) -> Scoring:
    """The point system of a stored event; a board without a result counts nothing yet (X = 0)."""
    raw = json.loads(text)
    pab = raw.get("pab")
    return Scoring(
        win=Fraction(raw["win"]),
        draw=Fraction(raw["draw"]),
        loss=Fraction(raw["loss"]),
        absent=Fraction(raw["absent"]),
        pab=None if pab is None else Fraction(pab),
        unknown=Fraction(0),
    )


def _scoring(value: Any, pairing: str, field: str = "scoring") -> Scoring:
    free_round = Fraction(0) if pairing != "swiss" else None  # a round robin's free round scores nothing
    if value in (None, "", "1-½-0", "1-1/2-0", "classical"):
        return Scoring(pab=free_round)
    if value in ("3-1-0", "football"):
        return Scoring(win=Fraction(3), draw=Fraction(1), loss=Fraction(0), pab=free_round)
    if not isinstance(value, Mapping):
        raise _fail('expected "1-½-0", "3-1-0" or an object {win, draw, loss, absent, pab}', field)
    unknown = set(value) - {"win", "draw", "loss", "absent", "pab"}
    if unknown:
        raise _fail(f"unknown key {sorted(unknown)[0]!r} (expected win, draw, loss, absent, pab)", field)
    parts = {
        k: _fraction(value[k], f"{field}.{k}")
        for k in ("win", "draw", "loss", "absent", "pab")
        if value.get(k) is not None
    }
    for key in ("win", "draw", "loss"):
        if key not in parts:
            raise _fail("required", f"{field}.{key}")
    return Scoring(
        win=parts["win"],
        draw=parts["draw"],
        loss=parts["loss"],
        absent=parts.get("absent", Fraction(0)),
        pab=parts.get("pab", free_round),
    )


@dataclass(frozen=True)
class EventSettings:
    """A new event's settings, checked."""

    name: str
    start_date: dt.date | None
    end_date: dt.date | None
    pairing: str
    rounds: int
    scoring: Scoring
    rules: str
    tiebreaks: tuple[str, ...]


def event_settings(data: Any) -> EventSettings:
    """Check the body of "create an event"."""
    if not isinstance(data, Mapping):
        raise _fail("expected a JSON object", "")
    known = {"name", "start_date", "end_date", "pairing", "rounds", "scoring", "rules", "tiebreaks"}
    extra = sorted(set(data) - known)
    if extra:
        raise _fail(f"unknown field (expected one of {', '.join(sorted(known))})", extra[0])
    name = _text(data, "name", "name", limit=200, required=True)
    start, end = _date(data.get("start_date"), "start_date"), _date(data.get("end_date"), "end_date")
    if start and end and end < start:
        raise _fail("the event cannot end before it starts", "end_date")
    pairing_raw = data.get("pairing", "swiss")
    pairing = _PAIRING_ALIASES.get(pairing_raw.strip().lower()) if isinstance(pairing_raw, str) else None
    if pairing is None:
        raise _fail(f"expected one of {', '.join(PAIRINGS)}", "pairing")
    if data.get("rounds") is None:
        raise _fail("the number of planned rounds is required", "rounds")
    rounds = _int(data.get("rounds"), "rounds", 1, _MAX_ROUNDS)
    rules = str(data.get("rules") or "auto")
    if rules not in RULES:
        raise _fail(f"expected one of {', '.join(RULES)}", "rules")
    default = default_list_for(team=False, round_robin=pairing != "swiss").codes
    tiebreaks = parse_tiebreaks(data.get("tiebreaks") or list(default))
    return EventSettings(
        name, start, end, pairing, rounds, _scoring(data.get("scoring"), pairing), rules, tiebreaks
    )


@dataclass(frozen=True)
class PlayerInput:
    """A player's details, checked (None: not given, in an edit)."""

    name: str | None = None
    rating: int | None = None
    rating_given: bool = False
    federation: str | None = None
    fide_id: str | None = None
    title: str | None = None
    sex: str | None = None
    birth: str | None = None
    sno: int | None = None
    first_round: int | None = None


_PLAYER_FIELDS = ("name", "rating", "federation", "fide_id", "title", "sex", "birth", "sno", "first_round")


def player_input(data: Any, prefix: str = "", *, new: bool = True) -> PlayerInput:
    """Check a player's body (``new``: registration, the name is required; else an edit)."""
    if not isinstance(data, Mapping):
        raise _fail("expected a JSON object", prefix.rstrip("."))
    extra = sorted(set(data) - set(_PLAYER_FIELDS))
    if extra:
        raise _fail(f"unknown field (expected one of {', '.join(_PLAYER_FIELDS)})", prefix + extra[0])

    def text(key: str, limit: int) -> str | None:
        return _text(data, key, prefix + key, limit=limit, required=key == "name") if key in data else None

    name = text("name", 100)
    if new and name is None:
        raise _fail("required", prefix + "name")
    rating = data.get("rating")
    if rating in ("", 0):
        rating = None
    if rating is not None:
        rating = _int(rating, prefix + "rating", 1, MAX_RATING)
    federation, fide_id, title = text("federation", 3), text("fide_id", 11), text("title", 3)
    if federation and not federation.isalpha():
        raise _fail("a federation is three letters, e.g. NOR", prefix + "federation")
    if fide_id and not (fide_id.isascii() and fide_id.isdigit()):
        raise _fail("a FIDE id is digits only", prefix + "fide_id")
    sex = text("sex", 1)
    if sex and sex.lower() not in ("m", "w", "f"):
        raise _fail("expected m or w", prefix + "sex")
    sno = _int(data["sno"], prefix + "sno", 1, 99_999) if data.get("sno") is not None else None
    first = (
        _int(data["first_round"], prefix + "first_round", 1, _MAX_ROUNDS)
        if data.get("first_round") is not None
        else None
    )
    return PlayerInput(
        name=name,
        rating=rating,
        rating_given="rating" in data,
        federation=federation,
        fide_id=fide_id,
        title=title,
        sex=sex.lower() if sex else sex,
        birth=text("birth", 10),
        sno=sno,
        first_round=first,
    )


@dataclass(frozen=True)
class BoardInput:
    """One board of a round's pairings: White, Black (None for a bye board) and the bye's code."""

    board: int
    white: int
    black: int | None
    bye: str | None


def board_inputs(data: Any, field: str = "boards") -> list[BoardInput]:
    """Check a list of boards ``{board?, white, black}`` or ``{board?, white, bye}``; boards without a
    number are numbered in order."""
    if not isinstance(data, Sequence) or isinstance(data, str):
        raise _fail('expected a list of boards {board, white, black} (or {white, bye: "U"})', field)
    boards: list[BoardInput] = []
    seen_boards: set[int] = set()
    seen_players: dict[int, str] = {}
    for i, raw in enumerate(data):
        where = f"{field}[{i}]"
        if not isinstance(raw, Mapping):
            raise _fail("expected an object {board, white, black}", where)
        extra = sorted(set(raw) - {"board", "white", "black", "bye"})
        if extra:
            raise _fail("unknown field (expected board, white, black, bye)", f"{where}.{extra[0]}")
        number = _int(raw["board"], f"{where}.board", 1, 99_999) if raw.get("board") is not None else i + 1
        if number in seen_boards:
            raise _fail(f"board {number} is listed twice", f"{where}.board")
        seen_boards.add(number)
        if raw.get("white") is None:
            raise _fail("required (the starting number of the player with White)", f"{where}.white")
        white = _int(raw["white"], f"{where}.white", 1, 99_999)
        black = _int(raw["black"], f"{where}.black", 1, 99_999) if raw.get("black") is not None else None
        bye = None
        if black is None:
            bye = parse_result(raw.get("bye", "U"), f"{where}.bye", bye=True)
        elif raw.get("bye") is not None:
            raise _fail("a board with two players has no bye", f"{where}.bye")
        if black == white:
            raise _fail(f"player {white} cannot play themselves", f"{where}.black")
        for side, sno in (("white", white), ("black", black)):
            if sno is None:
                continue
            if sno in seen_players:
                raise _fail(
                    f"player {sno} is paired twice in this round (also at {seen_players[sno]})",
                    f"{where}.{side}",
                )
            seen_players[sno] = where
        boards.append(BoardInput(number, white, black, bye))
    return boards
