"""Reader for the FIDE Technical Commission's chess-JSON event files (``"filetype": "Event"``), as the
reference tools exchange them; individual tournaments.

What is read: ``event.profiles`` (names, federation, FIDE id, title, ratings),
``event.tournaments[0]``: ``competitors`` (``cid`` is the starting number, ``profileId``, ``rating``),
``gameList`` (per game: ``round``, ``white``/``black`` = ``{cid, result}``, ``played``, ``rated``;
a bye has no black side), ``numRounds``, ``tournamentType``, ``rankOrder`` (the tie-break list;
``PTS`` alone means none) and ``scoreSystem.game``. Result letters: ``W D L`` (with ``played``: over
the board; ``rated`` false:
fewer than one move), ``P`` pairing-allocated bye, ``A`` result not known, and when not played
``W`` forfeit win or full-point bye, ``D``/``H`` half-point bye, ``Z``/``L`` forfeit loss or zero bye,
``U`` not paired. A side without a result takes the one implied by the other side.

>>> t = read_chess_json('{"filetype": "Event", "event": {"profiles": [], "tournaments": [{"numRounds": 1,'
...     '"competitors": [{"cid": 1}, {"cid": 2}], "gameList": [{"round": 1, "played": true, "rated": true,'
...     '"white": {"cid": 2, "result": "D"}, "black": {"cid": 1}}]}]}}')
>>> [(e.opponent, e.color.value, e.result.code) for e in t.player(1).rounds]
[(2, 'b', '=')]
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from typing import Any

from ..model.tournament import Color, PairingSystem, Result, RoundEntry, Scoring, Tournament
from ._builder import EventBuilder, PlayerDraft, load_json, scoring_from
from ._options import DEFAULT_OPTIONS, ReadOptions

__all__ = ["looks_like_chess_json", "read_chess_json"]

_OTHER_SIDE = {"W": "L", "D": "D", "L": "W", "F": "Z", "H": "H", "Z": "W", "A": "A"}


def looks_like_chess_json(text: str, suffix: str = "") -> bool:
    """True for a JSON object that declares ``"filetype": "Event"`` or holds ``event.tournaments``."""
    head = text.lstrip("\ufeff \t\r\n")
    return (
        head.startswith("{")
        and ('"filetype"' in text[:3000] or '"tournaments"' in text[:20000])
        and '"tiebreak-json"' not in text[:2000]
    )


def _result(letter: str, played: bool, rated: bool, opponent: bool) -> Result | None:
    letter = letter.upper()
    if letter == "P":
        return Result.PAB
    if letter == "U":
        return Result.NOT_PAIRED
    if played:
        table = (
            {"W": Result.WIN, "D": Result.DRAW, "L": Result.LOSS, "A": Result.UNKNOWN}
            if rated
            else {
                "W": Result.WIN_UNRATED,
                "D": Result.DRAW_UNRATED,
                "L": Result.LOSS_UNRATED,
                "A": Result.UNKNOWN,
            }
        )
        if opponent:
            return table.get(letter)
    if opponent:
        return {
            "W": Result.FORFEIT_WIN,
            "F": Result.FORFEIT_WIN,
            "Z": Result.FORFEIT_LOSS,
            "L": Result.FORFEIT_LOSS,
            "A": Result.FORFEIT_LOSS,
        }.get(letter)
    return {
        "W": Result.FULL_BYE,
        "F": Result.FULL_BYE,
        "D": Result.HALF_BYE,
        "H": Result.HALF_BYE,
        "Z": Result.ZERO_BYE,
        "L": Result.ZERO_BYE,
        "A": Result.ZERO_BYE,
    }.get(letter)


def _points(system: dict[str, Any], key: str, seen: tuple[str, ...] = ()) -> Fraction | None:
    value = system.get(key)
    if value is None or key in seen:
        return None
    if isinstance(value, str) and value.strip().upper() in system and value.strip().upper() != key:
        return _points(system, value.strip().upper(), (*seen, key))
    try:
        return Fraction(str(value).strip())
    except (ValueError, ZeroDivisionError):
        return None


def _scoring(raw: Any) -> Scoring:
    game = raw.get("game") if isinstance(raw, dict) else None
    if not isinstance(game, dict):
        return Scoring()
    scoring = scoring_from(lambda key: _points(game, key), ("W", "D", "L", "Z", "P", "A"))
    if scoring.pab == scoring.win and scoring.unknown == scoring.draw:
        return Scoring(scoring.win, scoring.draw, scoring.loss, scoring.absent)
    return scoring


def _rating(value: Any) -> int | None:
    if isinstance(value, list):
        value = value[0] if value else None
    if isinstance(value, dict):
        value = value.get("rating")
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def _text(value: object) -> str:
    """A text field: a string stripped, a number written out, anything else (a list, an object) empty."""
    if isinstance(value, str):
        return value.strip()
    return str(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else ""


def read_chess_json(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read a chess-JSON event file (its first tournament) into a :class:`Tournament`: the tournament
    chosen, its competitors, its games, then its description (name, rounds, system, tie-breaks).

    :raises ParseError: for invalid JSON, a team tournament, or games that name unknown competitors.
    """
    b = EventBuilder(options.source, options.limits)
    event, t = _first_tournament(b, load_json(text, options.source))
    _competitors(b, event, t)
    for k, g in enumerate(t.get("gameList", [])):
        _game(b, f"gameList[{k}]", g)
    return _build(b, event, t)


def _first_tournament(b: EventBuilder, data: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """``event`` and its first individual tournament (a warning when there are more)."""
    event = data.get("event") if isinstance(data, dict) else None
    if (
        not isinstance(event, dict)
        or not isinstance(event.get("tournaments"), list)
        or not event["tournaments"]
    ):
        raise b.error("chess-JSON: expected event.tournaments with at least one tournament")
    tournaments = event["tournaments"]
    if len(tournaments) > 1:
        b.warn(f"chess-JSON: {len(tournaments)} tournaments in the event; the first one is read")
    t = tournaments[0]
    if not isinstance(t, dict):
        raise b.error("chess-JSON: event.tournaments[0] is not an object")
    if t.get("teamTournament"):
        raise b.error("chess-JSON: team tournaments are not read (convert the event's TRF instead)")
    return event, t


def _competitors(b: EventBuilder, event: dict[str, Any], t: dict[str, Any]) -> None:
    """Every competitor as a player (``cid`` its starting number), completed from its profile."""
    profile_list = event.get("profiles", [])
    profiles = {
        p["id"]: p
        for p in (profile_list if isinstance(profile_list, list) else [])
        if isinstance(p, dict) and isinstance(p.get("id"), (int, str))
    }
    competitors = t.get("competitors")
    if not isinstance(competitors, list) or not competitors:
        raise b.error("chess-JSON: tournaments[0].competitors is missing or empty")
    for k, c in enumerate(competitors):
        cid = c.get("cid") if isinstance(c, dict) else None
        if not isinstance(cid, int) or cid < 1:
            raise b.error(f"chess-JSON: competitors[{k}] has no cid (a positive number)")
        profile_id = c.get("profileId")
        prof = profiles.get(profile_id, {}) if isinstance(profile_id, (int, str)) else {}
        b.player(str(cid), _draft(cid, c, prof))


def _draft(cid: int, c: dict[str, Any], prof: dict[str, Any]) -> PlayerDraft:
    name = (
        _text(prof.get("fideName"))
        or ", ".join(x for x in (_text(prof.get("lastName")), _text(prof.get("firstName"))) if x)
        or f"Competitor {cid}"
    )
    return PlayerDraft(
        name,
        sno=cid,
        rating=_rating(c.get("rating")) or _rating(prof.get("rating")),
        federation=_text(prof.get("federation")),
        title=_text(prof.get("fideTitle")),
        fide_id=_text(prof.get("fideId")),
        sex=_text(prof.get("sex"))[:1],
        birth=_text(prof.get("birth")),
        declared_rank=c.get("rank") if isinstance(c.get("rank"), int) else None,
    )


def _game(b: EventBuilder, path: str, g: Any) -> None:
    """One entry of ``gameList``: a game between two competitors, or a bye (one side only)."""
    if not isinstance(g, dict) or not isinstance(g.get("round"), int) or g["round"] < 1:
        raise b.error(f"chess-JSON: {path} has no round")
    rnd, played, rated = g["round"], bool(g.get("played", True)), bool(g.get("rated", True))
    sides = [g.get("white"), g.get("black")]
    cids = [_cid(s) for s in sides]
    letters = [s.get("result") if isinstance(s, dict) else None for s in sides]
    for c in cids:
        if c is not None and str(c) not in b.players:
            raise b.error(f"chess-JSON: {path} names competitor {c}, who is not in competitors")
    if cids[0] is not None and cids[1] is not None:
        _implied_letters(letters)
        for i, color in ((0, Color.WHITE), (1, Color.BLACK)):
            res = _result(letters[i] or "", played, rated, True)
            if res is None:
                raise b.error(f"chess-JSON: {path}: unknown result {letters[i]!r}")
            b.put(str(cids[i]), RoundEntry(rnd, cids[1 - i], color, res), None, None)
        return
    for cid, letter in zip(cids, letters, strict=True):
        if cid is not None:
            res = _result(letter or "Z", played, rated, False)
            if res is None:
                raise b.error(f"chess-JSON: {path}: unknown result {letter!r}")
            b.put(str(cid), RoundEntry(rnd, None, Color.NONE, res), None, None)
            return


def _cid(side: Any) -> int | None:
    """The competitor of one side of a game (a positive ``cid``), else None."""
    cid = side.get("cid") if isinstance(side, dict) else None
    return cid if isinstance(cid, int) and cid > 0 else None


def _implied_letters(letters: list[Any]) -> None:
    """A side without a result letter takes the one the other side's implies (``W`` -> ``L``)."""
    for i in (0, 1):
        if not isinstance(letters[i], str):
            other = letters[1 - i]
            letters[i] = _OTHER_SIDE.get(other.upper()) if isinstance(other, str) else None


def _start_date(b: EventBuilder, info: Any) -> dt.date | None:
    if isinstance(info, dict) and isinstance(info.get("startDate"), str):
        try:
            return dt.date.fromisoformat(info["startDate"][:10])
        except ValueError:
            b.warn(f"chess-JSON: start date {info['startDate']!r} not understood")
    return None


def _rank_order(t: dict[str, Any]) -> tuple[str, ...]:
    """The tie-break list of ``rankOrder`` (a primary score alone is the reference's placeholder)."""
    order = t.get("rankOrder") or []
    codes = tuple(
        x if isinstance(x, str) else str(x.get("name", "")) for x in order if isinstance(x, str | dict)
    )
    return () if codes in (("PTS",), ("MPTS",), ("GPTS",)) else tuple(c for c in codes if c)


def _build(b: EventBuilder, event: dict[str, Any], t: dict[str, Any]) -> Tournament:
    """The tournament with its description: name, rounds, pairing system, start, tie-breaks, scoring."""
    kind = str(t.get("tournamentType") or "")
    upper = kind.upper()
    rr = any(w in upper for w in ("ROBIN", "BERGER", "RR")) and "SWISS" not in upper
    info = t.get("tournamentInfo") or event.get("eventInfo") or {}
    name = (
        (info.get("fullName") if isinstance(info, dict) else None)
        or event.get("eventName")
        or event.get("name")
        or t.get("name")
        or ""
    )
    return b.build(
        str(name),
        rounds=t.get("numRounds") if isinstance(t.get("numRounds"), int) else None,
        pairing=PairingSystem.ROUND_ROBIN if rr else PairingSystem.SWISS,
        pairing_source="chess-json" if kind else "default",
        start_date=_start_date(b, info),
        tiebreaks=_rank_order(t),
        scoring=_scoring(t.get("scoreSystem")),
    )
