"""Writer for our JSON model of a tournament (``tiebreak-json``, version 1; schema in the README).

Numbers of points are strings (``"0.5"``, ``"1/3"``) so that they stay exact. The text reads back with
:func:`tiebreak.readers.jsonmodel.read_json_model` to the same tournament.

>>> from tiebreak.readers import example_path, read_path
>>> data = tournament_dict(read_path(example_path("arena")))
>>> data["players"][1]["rounds"][0]
{'round': 1, 'opponent': None, 'color': '-', 'result': 'U'}
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

from ..model.tournament import Result, Scoring, TeamInfo, Tournament
from . import trim_rounds

__all__ = ["FORMAT_NAME", "fraction_text", "tournament_dict", "write_json_model"]

FORMAT_NAME = "tiebreak-json"


def fraction_text(value: Fraction | None) -> str | None:
    """An exact number as text: a decimal when it has one (``"2.25"``), else ``"p/q"``.

    >>> fraction_text(Fraction(1, 2)), fraction_text(Fraction(1, 3)), fraction_text(Fraction(3))
    ('0.5', '1/3', '3')
    """
    if value is None:
        return None
    if value.denominator == 1:
        return str(value.numerator)
    for digits in range(1, 7):
        scaled = value * 10**digits
        if scaled.denominator == 1:
            sign = "-" if scaled < 0 else ""
            whole, frac = divmod(abs(scaled.numerator), 10**digits)
            return f"{sign}{whole}.{str(frac).rjust(digits, '0')}"
    return f"{value.numerator}/{value.denominator}"


def _scoring(s: Scoring) -> dict[str, str | None]:
    return {
        "win": fraction_text(s.win),
        "draw": fraction_text(s.draw),
        "loss": fraction_text(s.loss),
        "absent": fraction_text(s.absent),
        "pab": fraction_text(s.pab),
        "unknown": fraction_text(s.unknown),
    }


def _team_info(info: TeamInfo) -> dict[str, Any]:
    return {
        "teams": [
            {
                "number": t.number,
                "name": t.name,
                "players": list(t.players),
                "nickname": t.nickname,
                "match_points": fraction_text(t.declared_match_points),
                "game_points": fraction_text(t.declared_game_points),
                "rank": t.declared_rank,
            }
            for t in info.teams
        ],
        "match_scoring": {
            "win": fraction_text(info.match_scoring.win),
            "draw": fraction_text(info.match_scoring.draw),
            "loss": fraction_text(info.match_scoring.loss),
        },
        "primary": info.primary,
        "pab_match_points": fraction_text(info.pab_match_points),
        "pab_game_points": fraction_text(info.pab_game_points),
        "pab_rounds": [list(x) for x in info.pab_rounds],
        "forfeits": [
            {"round": f.round, "white": f.white, "black": f.black, "kind": f.kind} for f in info.forfeits
        ],
        "lineups": [
            {"round": x.round, "team": x.team, "opponent": x.opponent, "boards": list(x.boards)}
            for x in info.lineups
        ],
        "byes": [list(x) for x in info.byes],
        "board_colors": info.board_colors,
    }


def tournament_dict(t: Tournament) -> dict[str, Any]:
    """The tournament as plain JSON-ready data."""
    return {
        "format": FORMAT_NAME,
        "version": 1,
        "name": t.name,
        "rounds": t.rounds,
        "pairing": t.pairing.value,
        "start_date": None if t.start_date is None else t.start_date.isoformat(),
        **({} if t.updated is None else {"updated": t.updated.isoformat()}),
        "scoring": _scoring(t.scoring),
        "tiebreaks": list(t.tiebreaks),
        "type_text": t.type_text,
        "system_code": t.system_code,
        "players": [
            {
                "sno": p.sno,
                "name": p.name,
                "rating": p.rating,
                "sex": p.sex,
                "title": p.title,
                "federation": p.federation,
                "fide_id": p.fide_id,
                "birth": p.birth,
                "points": fraction_text(p.declared_points),
                "rank": p.declared_rank,
                "rounds": [
                    {
                        "round": e.round,
                        "opponent": e.opponent,
                        "color": e.color.value,
                        "result": "" if e.result is Result.NOT_PAIRED else e.result.value,
                    }
                    for e in trim_rounds(p.rounds)
                ],
            }
            for p in sorted(t.players, key=lambda p: p.sno)
        ],
        "team_info": None if t.team_info is None else _team_info(t.team_info),
    }


def write_json_model(t: Tournament) -> str:
    """The tournament as ``tiebreak-json`` text (UTF-8, indented)."""
    return json.dumps(tournament_dict(t), indent=1, ensure_ascii=False) + "\n"
