"""Shared by the readers of game lists and crosstables: text clean-up, result tokens, and a builder that
collects each player's rounds, refuses contradictions (with line and column) and makes a Tournament.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import itertools
import json
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..model.errors import Diagnostic, ParseError, Severity
from ..model.messages import Hint, Option, Template
from ..model.tournament import (
    DEFAULT_LIMITS,
    Color,
    Limits,
    PairingSystem,
    Player,
    Result,
    RoundEntry,
    Scoring,
    Tournament,
    format_value,
)

__all__ = [
    "EventBuilder",
    "PlayerDraft",
    "alike_key",
    "bye_from_game",
    "clean",
    "game_result",
    "load_json",
    "one_letter_apart",
    "point_value",
    "renamed",
    "results_fit",
    "side_result",
]

_ROUND_LIMIT = Template(
    "builder.round-limit",
    "round {round}: the limit is {limit} rounds{flag}",
    flag=(Hint(Option.MAX_ROUNDS, " ({option})"),),
)
_DASHES = dict.fromkeys(map(ord, "\u2212\u2010\u2011\u2012\u2013\u2014\u2015\ufe63\uff0d"), "-")
_SPACES = dict.fromkeys(map(ord, "\u00a0\u2007\u202f\u2009\u200a"), " ")
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u2060"), None)
"""Zero-width space and word joiner: a page's hint where a line may break (``Riedel,\u200bHartmut``), no
letter of the name (zero-width joiners, which shape some scripts' letters, are kept)."""


_ODD = re.compile("[" + "".join(map(chr, (*_DASHES, *_SPACES, *_INVISIBLE))) + "]")


def clean(text: str) -> str:
    """Unicode minus and dashes to ``-``, no-break spaces to spaces, zero-width spaces removed, BOM
    removed, NFC.

    >>> clean("\\ufeff1\\u20130\\u00a0x")
    '1-0 x'
    """
    if text.isascii():
        return text  # nothing to change (the usual case: decided in C)
    if len(text) <= 64 and max(text) <= "\xff" and "\xa0" not in text:
        return text  # a cell in Latin-1 (``12w½``): always NFC, and its only odd character is U+00A0
    text = text.lstrip("\ufeff")
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
    if _ODD.search(text) is None:
        return text  # no dash or space to change: a translation costs a dict lookup per character
    return text.translate(_DASHES).translate(_SPACES).translate(_INVISIBLE)


MARKDOWN_RULE = re.compile(
    r"^\s*(?:\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?|\|\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?)\s*$"
)
"""The line under a markdown table's header (``|---|:--:|``; between pipes a cell of one dash will do,
``|:-:|:-:|``)."""


def plain_tabbed(line: str) -> bool:
    """Whether the fields of a tab-separated line stand as splitting, stripping and collapsing blanks
    would leave them: no blank at either end of a field, none doubled, every character printable (a
    blank other than the space is not), so that ``line.split("\t")`` gives them (a workbook's rows,
    nearly every row a browser copies)."""
    return (
        "  " not in line
        and " \t" not in line
        and "\t " not in line
        and line[:1] != " "
        and line[-1:] != " "
        and line.replace("\t", " ").isprintable()
    )


def all_play_all(pairs: Iterable[tuple[Hashable, Hashable]], count: int) -> bool:
    """Whether the pairs (two players or teams a game or match pairs, played or paired ahead) pair every
    two of ``count`` competitors, every pair as often as the others: a round robin (single, double …)."""
    met = Counter(frozenset(p) for p in pairs)
    return len(met) == count * (count - 1) // 2 and len(set(met.values())) == 1


def circle_rounds(n: int) -> list[list[tuple[int, int]]]:
    """An all-play-all schedule of ``n`` players or teams (numbered from 1), by the circle method: each
    round's pairs (with ``n`` odd, each round one of them has no game)."""
    seats = list(range(1, n + 1)) + ([0] if n % 2 else [])
    m = len(seats)
    out = []
    for _ in range(m - 1):
        out.append([(seats[k], seats[m - 1 - k]) for k in range(m // 2) if seats[k] and seats[m - 1 - k]])
        seats = [seats[0], seats[-1], *seats[1:-1]]
    return out


def mark_in_titles(mark: str) -> str:
    """The warning on a title column's mark that is no title (SwissChess's ``+`` beside some players)."""
    return f"the title column holds {mark!r}, which is no title: read as no title (the first here)"


def first_line(text: str) -> str:
    """The first line of the cleaned text (:func:`clean`, :meth:`str.splitlines`) that is not blank, ""
    when none is; found without cleaning and splitting all of a long text."""
    size = 1 << 12
    while size < len(text):
        lines = clean(text[:size]).splitlines()
        found = next((line for line in lines[:-1] if line.strip()), None)  # the last may be cut short
        if found is not None:
            return found
        size *= 8
    return next((line for line in clean(text).splitlines() if line.strip()), "")


def scoring_from(
    value: Callable[[str], Fraction | None], keys: tuple[str, str, str, str, str, str]
) -> Scoring:
    """A point system from the values a file gives under ``keys`` (win, draw, loss, absent, pab,
    unknown; ``value(key)`` is None where the file gives none): the usual values where missing, and no
    special pab or unknown value.

    >>> s = scoring_from({"W": Fraction(3), "D": Fraction(1)}.get, ("W", "D", "L", "Z", "P", "A"))
    >>> s.win, s.draw, s.loss, s.pab
    (Fraction(3, 1), Fraction(1, 1), Fraction(0, 1), None)
    """
    base = Scoring()
    win, draw, loss, absent, pab, unknown = (value(k) for k in keys)
    return Scoring(
        base.win if win is None else win,
        base.draw if draw is None else draw,
        base.loss if loss is None else loss,
        base.absent if absent is None else absent,
        pab,
        unknown,
    )


_POINT = re.compile(r"^(?:(\d+|(?=[.,]5$))(?:[.,](\d+))?|(\d*)½|(\d+)/(\d+))$")
"""A score: a number (a half may lose its zero: ``.5``, as SwissPerfect's crosstables pasted in a page
write it), a number of halves (``1½``) or a fraction (``1/2``)."""


@functools.lru_cache(maxsize=4096)
def point_value(text: str) -> Fraction | None:
    """A score written as ``1``, ``0``, ``½``, ``1½``, ``=``, ``0.5``, ``0,5``, ``.5`` or ``1/2``; None
    otherwise.

    >>> [point_value(x) for x in ("1", "½", "=", "0,5", "1/2", "2½", "x")]
    [Fraction(1, 1), Fraction(1, 2), Fraction(1, 2), Fraction(1, 2), Fraction(1, 2), Fraction(5, 2), None]
    >>> [point_value(x) for x in (".5", ",5", ".", ".25", "2 1/2")]
    [Fraction(1, 2), Fraction(1, 2), None, None, Fraction(5, 2)]
    """
    text = text.strip().replace("˝", "½")  # ½ saved as cp1252 and shown as cp1250 (byte 0xBD)
    if text == "=":
        return Fraction(1, 2)
    if text.endswith(" 1/2") and text[:-4].isdecimal():  # a mixed number: ``2 1/2`` (a spreadsheet's)
        return int(text[:-4]) + Fraction(1, 2)
    m = _POINT.match(text)
    if not m:
        return None
    if m.group(1) is not None:
        return Fraction(f"{m.group(1) or 0}.{m.group(2) or 0}")
    if m.group(4) is not None:
        return Fraction(int(m.group(4)), int(m.group(5))) if int(m.group(5)) else None
    return Fraction(int(m.group(3) or 0)) + Fraction(1, 2)


SHARED_PLACE = re.compile(r"^(\d{1,5})\.?\s*[-–]\s*(\d{1,5})\.?$")
"""Places shared written as a range (``2-3``, ``10.-12.``): the first is group 1, the last group 2."""
_OUT_OF = re.compile(r"^(\d+(?:[.,]\d+)?|\d*½)\s*/\s*(\d+)$")


def total_value(text: str) -> Fraction | None:
    """A player's total points: as :func:`point_value` reads them, or as a score out of the games
    played (``5.5/7``, ``4/7``, ``4½/9``: the points before the slash, never more than the games).
    ``1/2`` alone stays half a point, and more points than games are a fraction (``3/2``: 1½).

    >>> [total_value(x) for x in ("5.5/7", "4/7", "4½/9", "1/2", "4.5", "3/2")]
    [Fraction(11, 2), Fraction(4, 1), Fraction(9, 2), Fraction(1, 2), Fraction(9, 2), Fraction(3, 2)]
    """
    m = _OUT_OF.match(text.strip())
    value = point_value(m.group(1)) if m is not None and f"{m.group(1)}/{m.group(2)}" != "1/2" else None
    return value if m is not None and value is not None and value <= int(m.group(2)) else point_value(text)


_SIDE_SCORE = re.compile(r"^(?:1|0|½|0[.,]5|\.5|1/2|\+|-)$")
"""One side's score of a game in a column of its own (a forfeit as ``+`` and ``-``)."""
_FORFEIT_SCORE = re.compile(r"^(?:([01])\s?[FfKk]|[Ff]|(1)\s?X)$")
"""One side's score marked as a forfeit (``1F`` won, ``0F`` lost without play; ``K`` kampflos; ``F``
alone the side that lost without play: forfait; SwissSys's pairings: ``1 X`` won, ``0 F`` lost)."""


def side_result(white: str, black: str) -> str | None:
    """The result two per-side scores make (a pairing list whose result stands in two columns, one
    score per side: ``Резултат бијели`` / ``Резултат црни``, ``White score`` / ``Black score``), as the
    pairing reader reads a result (``1 - 0``, ``0.5 - 0.5``, ``+ - -``, ``0 - 0``); None when they make
    none (a score missing, more than a point between them).

    A score marked as a forfeit (``1F``, ``0F``: the Dworpse Schaakkring's lists) makes the game a
    forfeit: ``0`` and ``1F`` is Black's forfeit win, ``0`` and ``0F`` both lost without play; ``F`` alone
    is the side that lost without play (``F`` and ``1``: Black's forfeit win); SwissSys marks the winner
    ``1 X`` and the loser ``0 F``. ``X`` on
    both sides is a draw (the French clubs' and the pools' ``X``, neither side won: the Échiquier
    Villeneuve-Tolosane's round tables, whose grid gives the same game ½).

    >>> pairs = (("1", "0"), ("½", "0.5"), ("+", "-"), ("0", "0"), ("1", "1"), ("1", ""), ("0", "1F"))
    >>> [side_result(w, b) for w, b in pairs] + [side_result("1F", "0"), side_result("0", "0F")]
    ['1 - 0', '0.5 - 0.5', '+ - -', '0 - 0', None, None, '- - +', '+ - -', '- - -']
    >>> side_result("X", "X"), side_result("X", "0"), side_result("F", "1"), side_result("1", "F")
    ('½ - ½', None, '- - +', '+ - -')
    >>> side_result("0 F", "1 X"), side_result("1 X", "0 F")
    ('- - +', '+ - -')
    """
    if white in _DRAWN_X and black in _DRAWN_X:
        return "½ - ½"
    fw, fb = _FORFEIT_SCORE.match(white), _FORFEIT_SCORE.match(black)
    if fw is not None or fb is not None:  # a forfeit: each side's 1 or 0, one of them marked
        w = (fw.group(1) or fw.group(2) or "0") if fw else white
        b = (fb.group(1) or fb.group(2) or "0") if fb else black
        return {("1", "0"): "+ - -", ("0", "1"): "- - +", ("0", "0"): "- - -"}.get((w, b))
    if not (_SIDE_SCORE.match(white) and _SIDE_SCORE.match(black)):
        return None
    if "+" in (white, black) or "-" in (white, black):
        return f"{white} - {black}" if {white, black} <= {"+", "-"} else None
    w, b = point_value(white), point_value(black)
    if w is None or b is None or w + b > 1:
        return None
    return f"{format_value(w)} - {format_value(b)}"


_DRAWN_X = frozenset({"X", "x"})
"""Each side's score of a drawn game where both are written ``X`` (:func:`side_result`)."""
_GAME = re.compile(r"^\s*([^\s:/-]+|[+-])\s*[-:/]\s*([^\s:/-]+|[+-])\s*$")
_SIDE_FF = re.compile(r"(?<=[01])\s*ff(?=\s*[-:/]|\s*$)", re.IGNORECASE)
"""A side's score marked as won or lost by forfeit (SWAR's ``1ff-0``)."""


_HALF_WITHOUT_GAME = (
    "a pairing given half a point each without a game played (such as '½ff-½ff', or '½ff' in a grid) is "
    "read as a half-point bye for each (C.07 art. 16: an unplayed round), the two not counted as each "
    "other's opponents"
)
_HALF_FF = re.compile(r"^(?:½|0?[.,]5|1/2)\s*ff\s*[-:/]\s*(?:½|0?[.,]5|1/2)\s*ff$", re.IGNORECASE)
"""A game not played that gives each side half a point (SWAR's ``½ff-½ff``): each a half-point bye."""


_SIDE_F = re.compile(r"^([01F])\s*-\s*([01F])$", re.IGNORECASE)
"""A score whose ``F`` marks the side that lost by forfeit (Tornello's ``1-F``, ``F-1``, ``F-F``)."""


def game_result(text: str) -> tuple[Result, Result] | None:
    """White's and Black's results for a game score: ``1-0``, ``½-½``, ``0.5:0.5``, ``+/-``, ``-:+``,
    ``--``, ``0-0``, ``1-0 FF``, ``*`` (not known). None when the text is not a score, and for two scores
    that share more than the game's point (``1-1``, ``1 – 01``: a misprint, never read as a draw).

    >>> game_result("1/2-1/2"), game_result("+/-")
    ((<Result.DRAW: '='>, <Result.DRAW: '='>), (<Result.FORFEIT_WIN: '+'>, <Result.FORFEIT_LOSS: '-'>))

    A walkover marked after the score (the Swedish federation's results service: ``1 - 0 w.o``):

    >>> game_result("1 - 0 w.o")
    (<Result.FORFEIT_WIN: '+'>, <Result.FORFEIT_LOSS: '-'>)
    """
    text = clean(text).strip()
    worded = _default_result(text)  # before a trailing f is taken for a forfeit's mark (``w/o-def``)
    if worded is not None:
        return worded
    if _HALF_FF.match(text):  # SWAR: ``½ff-½ff``, half a point each without a game
        return Result.HALF_BYE, Result.HALF_BYE
    if _SIDE_FF.search(text):  # SWAR: ``1ff-0``, ``0-1ff``, ``0ff-0ff``, each side's forfeit marked
        pair = game_result(_SIDE_FF.sub("", text))
        if pair is None or Result.DRAW in pair:
            return None
        return (
            Result.FORFEIT_WIN if pair[0] is Result.WIN else Result.FORFEIT_LOSS,
            Result.FORFEIT_WIN if pair[1] is Result.WIN else Result.FORFEIT_LOSS,
        )
    lost = _SIDE_F.match(text)  # Tornello: F the side lost by forfeit (1-F, F-1, F-F)
    if lost is not None and "F" in (lost.group(1).upper(), lost.group(2).upper()):
        sides = tuple(Result.FORFEIT_WIN if x == "1" else Result.FORFEIT_LOSS for x in lost.groups())
        return (sides[0], sides[1]) if Result.FORFEIT_LOSS in sides else None
    forfeit = False
    forfeited = r"^(.*?)\s*(?:\(?\s*(?:ff|forfeit|f|w\.o\.?|w/o)\s*\)?)$"  # w.o: a walkover (Swedish)
    m = re.match(forfeited, text, re.IGNORECASE)
    if m and m.group(1) and m.group(1) != text:
        text, forfeit = m.group(1), True
    if text in ("*", "?", "?-?") or text.casefold() in PENDING_WORDS:
        return Result.UNKNOWN, Result.UNKNOWN
    if text in ("--", "-/-", "-:-", "- -"):
        return Result.FORFEIT_LOSS, Result.FORFEIT_LOSS
    text = text.replace("1/2", "½")
    g = _GAME.match(text)
    if not g:
        return None
    a, b = g.group(1), g.group(2)
    if a in "+-" and b in "+-" and a != b:
        return (
            (Result.FORFEIT_WIN, Result.FORFEIT_LOSS)
            if a == "+"
            else (Result.FORFEIT_LOSS, Result.FORFEIT_WIN)
        )
    va, vb = point_value(a), point_value(b)
    if va not in _UNIT or vb not in _UNIT or va + vb > 1:  # 1-1, 1-½: no game score (a misprint)
        return None
    pair = (_side(va, vb), _side(vb, va))
    if forfeit:
        if Result.DRAW in pair:
            return None
        pair = tuple(Result.FORFEIT_WIN if r is Result.WIN else Result.FORFEIT_LOSS for r in pair)  # type: ignore[assignment]
    return pair


_UNIT = frozenset({Fraction(0), Fraction(1, 2), Fraction(1)})
PENDING_WORDS = frozenset({"tbc", "tbd", "tba"})
"""A game's result still to come, as English club sites write it (to be confirmed, decided, arranged)."""
_DEFAULT_WORDS = re.compile(r"^(def|w/?o|bye|1|0|½)\s*[-:]\s*(def|w/?o|bye|1|0|½)$", re.IGNORECASE)
"""A result in the words of English clubs: ``def`` a game lost by default, ``w/o`` (``wo``) won by a
walkover, ``bye`` the side of a bye against the player's score (``1-bye``, ``bye-0``)."""


def _default_result(text: str) -> tuple[Result, Result] | None:
    """``def-w/o``, ``w/o-def``, ``def-def``, ``def-1`` (Black's walkover), ``def-0`` (lost by default,
    nobody scored), ``1-bye`` (White's point by default: Black, the side written ``bye``, did not play; a
    bye worth 1 where Black is no player), ``bye-1``, ``bye-0``: White's and Black's results, None for any
    other text (or one without a word).

    >>> [_default_result(t) for t in ("def-wo", "w/o-def", "def-0")]  # doctest: +NORMALIZE_WHITESPACE
    [(<Result.FORFEIT_LOSS: '-'>, <Result.FORFEIT_WIN: '+'>), (<Result.FORFEIT_WIN: '+'>,
     <Result.FORFEIT_LOSS: '-'>), (<Result.FORFEIT_LOSS: '-'>, <Result.FORFEIT_LOSS: '-'>)]
    >>> _default_result("1-bye"), _default_result("1-0")
    ((<Result.FORFEIT_WIN: '+'>, <Result.FORFEIT_LOSS: '-'>), None)
    >>> _default_result("bye-1")
    (<Result.FORFEIT_LOSS: '-'>, <Result.FORFEIT_WIN: '+'>)
    """
    m = _DEFAULT_WORDS.match(text)
    if m is None:
        return None
    a, b = (w.casefold().replace("w/o", "wo") for w in m.groups())
    if not {a, b} & {"def", "wo", "bye"}:
        return None
    if "bye" in (a, b):  # the side written bye did not play: the other's score, by default
        score = point_value(b if a == "bye" else a)
        if score is None or "bye" == a == b:
            return None
        if score in (0, 1):  # won by default, or nobody scored (``bye-0``)
            other = Result.FORFEIT_WIN if score else Result.FORFEIT_LOSS
            return (Result.FORFEIT_LOSS, other) if a == "bye" else (other, Result.FORFEIT_LOSS)
        return (
            (_side(1 - score, score), _side(score, 1 - score))
            if a == "bye"
            else (
                _side(score, 1 - score),
                _side(1 - score, score),
            )
        )
    won = {"wo": True, "1": True, "def": False, "0": False}
    if a == "½" or b == "½" or (won[a] and won[b]):
        return None
    return (
        Result.FORFEIT_WIN if won[a] else Result.FORFEIT_LOSS,
        Result.FORFEIT_WIN if won[b] else Result.FORFEIT_LOSS,
    )


def _side(mine: Fraction, theirs: Fraction) -> Result:
    if mine > theirs:
        return Result.WIN
    if mine < theirs:
        return Result.LOSS
    return Result.DRAW if mine else Result.LOSS


def own_result(score: str) -> tuple[Result, Result] | None:
    """A game's two results from one side's score alone, that side's first: ``1``, ``½``, ``0.5``, ``0``,
    ``+`` and ``-`` (won and lost without play), ``1F`` and ``0F`` (the same, marked as forfeits); None
    when the text is no such score (a player's card of games gives only the player's own).

    >>> [own_result(s) for s in ("1", "0.5", "-")] + [own_result("0F"), own_result("2")]
    ... # doctest: +NORMALIZE_WHITESPACE
    [(<Result.WIN: '1'>, <Result.LOSS: '0'>), (<Result.DRAW: '='>, <Result.DRAW: '='>),
     (<Result.FORFEIT_LOSS: '-'>, <Result.FORFEIT_WIN: '+'>),
     (<Result.FORFEIT_LOSS: '-'>, <Result.FORFEIT_WIN: '+'>), None]
    """
    text = score.replace(" ", "")
    if _FORFEIT_SCORE.match(text) or text.rstrip("Ff") in ("+", "-"):
        won = text[0] in "1+"
        return (Result.FORFEIT_WIN, Result.FORFEIT_LOSS) if won else (Result.FORFEIT_LOSS, Result.FORFEIT_WIN)
    value = point_value(text)
    if value not in _UNIT:
        return None
    return _side(value, 1 - value), _side(1 - value, value)


def name_key(name: str) -> str:
    """A player's name as two tables of one event are matched on it: case-folded, commas and runs of
    spaces as one space (``Butler, Julian`` and ``butler  julian`` are one name)."""
    return " ".join(name.replace(",", " ").split()).casefold()


_FITS = frozenset(
    {
        (Result.WIN, Result.LOSS),
        (Result.DRAW, Result.DRAW),
        (Result.LOSS, Result.LOSS),
        (Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
        (Result.FORFEIT_LOSS, Result.FORFEIT_LOSS),
        (Result.UNKNOWN, Result.UNKNOWN),
    }
)


FIT_CODES = frozenset(a.value + b.value for pair in _FITS for a, b in (pair, pair[::-1]))
""":func:`results_fit`'s pairs as two-character codes (``r.value + s.value``), for a loop over every game
of a large event: a str hashes in C, an Enum member in Python."""


def results_fit(a: Result, b: Result) -> bool:
    """True when two players' results of one game can go together (``1``/``0``, ``=``/``=``, ``+``/``-``,
    a double forfeit, or both scored zero); ``1``/``1`` or ``1``/``=`` cannot.

    >>> results_fit(Result.WIN, Result.LOSS), results_fit(Result.WIN, Result.WIN)
    (True, False)
    """
    return (a, b) in _FITS or (b, a) in _FITS


def bye_from_game(mine: Result) -> Result:
    """The bye a player gets when a game result is written against "BYE": a win (or a result not known)
    is a pairing-allocated bye, a draw a half-point bye, anything else a zero-point bye."""
    return {
        Result.WIN: Result.PAB,
        Result.FORFEIT_WIN: Result.PAB,
        Result.DRAW: Result.HALF_BYE,
        Result.UNKNOWN: Result.PAB,
    }.get(mine, Result.ZERO_BYE)


_JSON_CONTROL = re.compile("[\x00-\x08\x0b-\x0c\x0e-\x1f]")
"""Control bytes no JSON string may hold raw (SwissSys writes a round's missing colour as a NUL)."""


def _without_controls(value: Any) -> Any:
    """A parsed JSON value with the control bytes left out of its strings (keys and values)."""
    if isinstance(value, str):
        return _JSON_CONTROL.sub("", value)
    if isinstance(value, list):
        return [_without_controls(v) for v in value]
    if isinstance(value, dict):
        return {_without_controls(k): _without_controls(v) for k, v in value.items()}
    return value


def load_json(text: str, source: str | None) -> Any:
    """Parse JSON text; a syntax error becomes a :class:`ParseError` with line and column. Control bytes
    inside its strings (which JSON forbids raw) are left out of them."""
    try:
        if _JSON_CONTROL.search(text) is None:
            return json.loads(text.lstrip("\ufeff"))
        return _without_controls(json.loads(text.lstrip("\ufeff"), strict=False))
    except json.JSONDecodeError as exc:
        raise ParseError(
            f"invalid JSON: {exc.msg}", source=source, line=exc.lineno, column=exc.colno
        ) from None
    except RecursionError:
        raise ParseError(
            "invalid JSON: arrays or objects nested too deeply", source=source, line=1, column=1
        ) from None


def _name_words(name: str) -> list[str]:
    return [w for w in re.split(r"[\s,]+", name.casefold()) if w]


def fuller_name(one: str, other: str, *, left_off: bool = False) -> str | None:
    """Of two writings of one player's name, the fuller: the same words in the same order, where one
    gives a word as its initial (``F.``, ``F``) or puts other blanks around its comma, and, with
    ``left_off``, leaves off the last words (a second given name); None when the two are not so.

    >>> fuller_name("Meitzner, Jonathan F.", "Meitzner, Jonathan Franz")
    'Meitzner, Jonathan Franz'
    >>> fuller_name("Meitzner,Johan", "Meitzner, Johan"), fuller_name("Meitzner, J.", "Meitzner, Johan E.")
    ('Meitzner, Johan', None)
    >>> fuller_name("Hasselgruber, Robert Ferenc", "Hasselgruber, Robert", left_off=True)
    'Hasselgruber, Robert Ferenc'
    """
    a, c = _name_words(one), _name_words(other)
    if min(len(a), len(c)) < 2 or a[0] != c[0] or (len(a) != len(c) and not left_off):
        return None
    longer = 0  # which writes the words out: -1 one, 1 the other, 0 neither so far
    for x, y in zip(a, c, strict=False):
        if x == y:
            continue
        if _initial_of(x, y) and longer >= 0:
            longer = 1
        elif _initial_of(y, x) and longer <= 0:
            longer = -1
        else:
            return None
    if len(a) != len(c) and longer != (1 if len(c) > len(a) else -1) and longer != 0:
        return None  # each leaves something off the other
    if longer == 0 and len(a) != len(c):
        longer = 1 if len(c) > len(a) else -1
    if longer == 1:
        return other
    if longer == -1:
        return one
    return max(one, other, key=len)  # the same words: the one with a blank after its comma


def renamed(one: str, other: str) -> bool:
    """Whether two names one starting number is given in an event's lists are one player whose name was
    corrected between rounds: the same words in another order, or one's words (two at least) all among
    the other's, brackets aside (Vega's round pages: ``Saha,Arjun``, then ``Saha,Avinandan (Arjun)``;
    ``Aryan,Srivatsav Yegnavajjula``, then ``Srivatsav Yegnavajjula,Aryan``), accents aside (a Czech
    club's Vega pages: ``Tomáš Štefan`` in round 1, ``Tomas Stefan`` after).

    >>> renamed("Saha,Arjun", "Saha,Avinandan (Arjun)"), renamed("Aryan,Srivatsav", "Srivatsav,Aryan")
    (True, True)
    >>> renamed("Tomáš Štefan", "Tomas Stefan"), renamed("Saha,Arjun", "Saha,Bob"), renamed("Li,Yu", "Yu,Jo")
    (True, False, False)
    """
    a, c = (frozenset(re.findall(r"\w+", _unaccented(name).casefold())) for name in (one, other))
    return min(len(a), len(c)) >= 2 and (a <= c or c <= a)


_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue"})
_ACADEMIC = frozenset({"dr", "prof", "mag", "ing", "dipl"})
"""Academic titles written with a name (``Eisenbach, Markus, Dr.``), not part of it."""


def alike_key(name: str, *, umlauts: bool = True) -> str:
    """A name as it is written whatever its case, accents, brackets and academic titles, German umlauts
    written out (``oe`` for ``ö``; with ``umlauts=False``, without their dots: ``o``): its words in order,
    one blank between. Two names of players without numbers that give one key are one player (``FOISOR
    Cristina (im)``, ``Foisor Cristina (IM)``; ``PERRUCHOUD Benoît``, ``Perruchoud Benoit``).

    >>> alike_key("PERRUCHOUD Benoît"), alike_key("Görlach, Hanna (Dr.)"), alike_key("Bö", umlauts=False)
    ('perruchoud benoit', 'goerlach hanna', 'bo')
    """
    folded = _unaccented(name.casefold().translate(_UMLAUTS) if umlauts else name.casefold())
    return " ".join(w for w in re.findall(r"\w+", folded) if w not in _ACADEMIC)


def one_letter_apart(one: str, other: str) -> bool:
    """Whether two names' keys (:func:`alike_key`) differ by one letter added, left out or changed
    (``WALTHER Yann``, ``WALTHER Yan``).

    >>> one_letter_apart(alike_key("WALTHER Yann"), alike_key("Walther Yan")), one_letter_apart("ab", "ab")
    (True, False)
    """
    a, c = one, other
    if a == c or abs(len(a) - len(c)) > 1:
        return False
    if len(a) > len(c):
        a, c = c, a
    k = next((i for i, (x, y) in enumerate(zip(a, c, strict=False)) if x != y), len(a))
    return a[k + (len(a) == len(c)) :] == c[k + 1 :]


def spelled_alike(one: str, other: str) -> bool:
    """Whether two names are one written two ways: German umlauts written out (``Goerlach``, ``Görlach``;
    ``ß`` as ``ss``), accents or an academic title (``Dr.``) aside, the same words (two at least).

    >>> spelled_alike("Goerlach, Hanna", "Görlach, Hanna"), spelled_alike("Geisshirt, Jan", "Geißhirt, Jan")
    (True, True)
    >>> spelled_alike("Eisenbach, Markus", "Eisenbach, Markus, Dr."), spelled_alike("Ober, Anna", "Öber, Bo")
    (True, False)
    """

    def words(name: str) -> frozenset[str]:
        folded = _unaccented(name.casefold().translate(_UMLAUTS))
        return frozenset(w for w in re.findall(r"\w+", folded) if w not in _ACADEMIC)

    a, c = words(one), words(other)
    return len(a) >= 2 and a == c


def _unaccented(name: str) -> str:
    """A name without its accents (``Tomáš Štefan``: ``Tomas Stefan``); letters of other scripts kept."""
    if name.isascii():
        return name
    import unicodedata

    return "".join(ch for ch in unicodedata.normalize("NFKD", name) if not unicodedata.combining(ch))


def _initial_of(short: str, word: str) -> bool:
    """``short`` is ``word`` cut to its initial (``f.``, ``f`` for ``franz``)."""
    letters = short.rstrip(".")
    return len(letters) == 1 and len(word.rstrip(".")) > 1 and word.startswith(letters)


@dataclass
class PlayerDraft:
    """A player as a reader first meets them; the starting number is given or assigned later."""

    name: str
    sno: int | None = None
    rating: int | None = None
    federation: str = ""
    title: str = ""
    fide_id: str = ""
    sex: str = ""
    birth: str = ""
    declared_points: Fraction | None = None
    declared_rank: int | None = None
    line: int | None = None
    source: str | None = None
    """The input the player's line is in, when not the builder's (a players list given beside the games)."""


@dataclass
class EventBuilder:
    """Collects players and round entries (keyed by a reader-chosen player key)."""

    source: str | None
    limits: Limits = DEFAULT_LIMITS
    """The reading's limits: a round or player beyond them is refused before anything is built."""
    diagnostics: list[Diagnostic] = field(default_factory=list)
    players: dict[str, PlayerDraft] = field(default_factory=dict)
    entries: dict[str, dict[int, tuple[RoundEntry, int | None, int | None]]] = field(default_factory=dict)
    rows: dict[str, tuple[RoundEntry, ...]] = field(default_factory=dict)
    """Players whose rounds were given whole, in round order (:meth:`put_row`: a crosstable's row)."""
    _warned: set[str] = field(default_factory=set)
    _index: dict[str, int] = field(default_factory=dict)
    """Each player key's place in ``players`` (the temporary opponent numbers, found in constant time)."""

    def warn(
        self,
        message: str,
        line: int | None = None,
        column: int | None = None,
        severity: Severity = Severity.WARNING,
        once: str | None = None,
    ) -> None:
        if once is not None:
            if once in self._warned:
                return
            self._warned.add(once)
        self.diagnostics.append(Diagnostic(severity, message, self.source, line, column))

    def warned(self, once: str) -> bool:
        """Whether the warning kept once under the key ``once`` has been given."""
        return once in self._warned

    def error(self, message: str, line: int | None = None, column: int | None = None) -> ParseError:
        return ParseError(message, source=self.source, line=line, column=column)

    def player(self, key: str, draft: PlayerDraft) -> PlayerDraft:
        """The player with this key, added when new (fields of a new draft fill blanks of an old one)."""
        old = self.players.get(key)
        if old is None:
            self._index[key] = len(self.players)
            self.players[key] = draft
            self.entries[key] = {}
            return draft
        if draft.rating is not None and (old.rating is None or (old.rating == 0 and draft.rating)):
            old.rating = draft.rating  # fills a blank, or a 0 (unrated) in another table
        elif draft.rating and old.rating and draft.rating != old.rating:
            self.warn(
                f"{old.name}: ratings {old.rating} and {draft.rating} both given; {old.rating} used",
                draft.line,
                once=f"rating:{key}",
            )
        for name in ("federation", "title", "fide_id", "sex", "birth"):
            if not getattr(old, name) and getattr(draft, name):
                setattr(old, name, getattr(draft, name))
        return old

    def put(
        self, key: str, entry: RoundEntry, line: int | None, column: int | None, *, what: str = ""
    ) -> None:
        """Record ``entry`` for player ``key``; a different entry for the same round is an error."""
        limit = self.limits.max_rounds
        if entry.round > limit:  # refused before anything is built for it (no allocation)
            raise self.error(_ROUND_LIMIT(round=entry.round, limit=limit), line, column)
        if entry.result is Result.HALF_BYE and entry.opponent is not None:
            entry = RoundEntry(entry.round, None, Color.NONE, Result.HALF_BYE)
            self.warn(_HALF_WITHOUT_GAME, line, column, severity=Severity.INFO, once="half without a game")
        rounds = self.entries[key]
        old = rounds.get(entry.round)
        if old is not None:
            if old[0] == entry:
                return
            where = f" (line {old[1]})" if old[1] is not None else ""
            raise self.error(
                f"{self.players[key].name}: two different results for round {entry.round}{where}{what}",
                line,
                column,
            )
        rounds[entry.round] = (entry, line, column)

    def put_all(self, key: str, entries: list[tuple[RoundEntry, int | None, int | None]]) -> None:
        """:meth:`put` of each ``(entry, line, column)`` in turn (the same checks, the same errors), done
        at once for a player without entries yet whose entries are each of another round (a crosstable's
        row)."""
        rounds = self.entries[key]
        if rounds or any(e.round > self.limits.max_rounds for e, _, _ in entries):
            for entry, line, column in entries:
                self.put(key, entry, line, column)
            return
        rounds.update({e.round: (e, line, column) for e, line, column in entries})
        if len(rounds) < len(entries):  # two entries of one round: put one by one, as ever
            rounds.clear()
            for entry, line, column in entries:
                self.put(key, entry, line, column)

    def put_row(self, key: str, entries: list[RoundEntry], line: int | None, columns: list[int]) -> None:
        """Every round of a player without entries yet, in order from round 1, opponents by their
        numbers (a crosstable's row, its cells' ``columns``): kept as they are, built into the player's
        rounds without a look-up per round; the same errors as :meth:`put_all`."""
        limit = self.limits.max_rounds
        if len(entries) > limit:
            raise self.error(_ROUND_LIMIT(round=limit + 1, limit=limit), line, columns[limit])
        whole = self.rows.pop(key, None)
        if whole is not None:  # a second row for the player: the first's rounds put one by one
            self.entries[key].update({e.round: (e, None, None) for e in whole})
        if self.entries[key]:
            self.put_all(key, [(e, line, c) for e, c in zip(entries, columns, strict=True)])
            return
        self.rows[key] = tuple(entries)

    def game(
        self,
        rnd: int,
        white: str,
        black: str,
        results: tuple[Result, Result],
        line: int | None,
        column: int | None,
        *,
        colors: bool = True,
    ) -> None:
        """A game between two keyed players (``colors=False``: the order says nothing about colours)."""
        if white == black:
            raise self.error(
                f"{self.players[white].name} is paired with themselves in round {rnd}", line, column
            )
        cw, cb = (Color.WHITE, Color.BLACK) if colors else (Color.NONE, Color.NONE)
        ws, bs = self.sno_placeholder(white), self.sno_placeholder(black)
        self.put(white, RoundEntry(rnd, bs, cw, results[0]), line, column)
        self.put(black, RoundEntry(rnd, ws, cb, results[1]), line, column)

    def everyone_met(self) -> bool:
        """Whether every player of three or more met every other in the entries put (a round robin,
        told by its games where the file does not say)."""
        keys = list(self.entries)
        if len(keys) < 3:
            return False
        for key in keys:
            put = [e for e, _, _ in self.entries[key].values()] + list(self.rows.get(key, ()))
            met = {e.opponent for e in put if e.opponent is not None}
            if len(met) != len(keys) - 1:
                return False
        return True

    def sno_placeholder(self, key: str) -> int:
        """A temporary opponent number (the key's index); replaced by the starting number in build()."""
        k = self._index.get(key)
        return -1 - (k if k is not None else list(self.players).index(key))

    def bye(self, rnd: int, key: str, result: Result, line: int | None, column: int | None) -> None:
        self.put(key, RoundEntry(rnd, None, Color.NONE, result), line, column)

    def build(
        self,
        name: str,
        *,
        rounds: int | None = None,
        pairing: PairingSystem = PairingSystem.SWISS,
        pairing_source: str = "default",
        start_date: dt.date | None = None,
        tiebreaks: tuple[str, ...] = (),
        scoring: Scoring | None = None,
        assign: str = "given",
    ) -> Tournament:
        """Make the tournament. ``assign``: ``given`` (drafts carry their numbers) or ``rating`` (starting
        numbers by rating, highest first, then name: the usual starting order)."""
        scoring = scoring or Scoring()
        keys = list(self.players)
        if not keys:
            raise self.error("no players found")
        self.limits.check_counts(len(keys), 0, self.source)
        if assign == "rating":
            order = sorted(
                keys, key=lambda k: (-(self.players[k].rating or 0), self.players[k].name.casefold())
            )
            sno_of = {k: i + 1 for i, k in enumerate(order)}
        else:
            sno_of = {}
            for k in keys:
                sno = self.players[k].sno
                if sno is None:
                    raise self.error(f"{self.players[k].name}: no starting number", self.players[k].line)
                sno_of[k] = sno
        by_placeholder = {-1 - i: sno_of[k] for i, k in enumerate(keys)}
        last = max(
            max((r for k in keys for r in self.entries[k]), default=0),
            max((len(e) for e in self.rows.values()), default=0),
        )
        total = max(rounds or 0, last)
        players: list[Player] = []
        for k in keys:
            d = self.players[k]
            whole = self.rows.get(k)
            entries: list[RoundEntry] = list(whole) if whole is not None else []
            for r in range(1, last + 1 if whole is None else 0):
                got = self.entries[k].get(r)
                if got is None:
                    entries.append(RoundEntry(r, None, Color.NONE, Result.NOT_PAIRED))
                    continue
                e = got[0]
                opp = e.opponent
                if opp is not None and opp < 0:
                    e = RoundEntry(r, by_placeholder[opp], e.color, e.result)
                entries.append(e if e.round == r else RoundEntry(r, e.opponent, e.color, e.result))
            while entries and entries[-1].result is Result.NOT_PAIRED and entries[-1].opponent is None:
                entries.pop()
            players.append(
                Player(
                    sno=sno_of[k],
                    name=d.name,
                    rating=d.rating,
                    rounds=tuple(entries),
                    sex=d.sex,
                    title=d.title,
                    federation=d.federation,
                    fide_id=d.fide_id,
                    birth=d.birth,
                    declared_points=d.declared_points,
                    declared_rank=d.declared_rank,
                    line=d.line,
                )
            )
        players.sort(key=lambda p: p.sno)
        for a, b in itertools.pairwise(players):
            if a.sno == b.sno:
                raise self.error(f"starting number {a.sno} is used twice ({a.name}, {b.name})", b.line)
        wider = wider_scoring(
            players, scoring, self.source, next((p.line for p in players if p.declared_points), None)
        )
        if wider is not None:  # every total the results' on another scale (Vega set to 2 for a win)
            scoring = wider[0]
            self.diagnostics.append(wider[1])
        ahead = byes_ahead(players, scoring)
        if ahead is not None:  # byes requested for rounds not yet played (SwissSys's standings)
            players = ahead[0]
            first = next((p.line for p in players if p.line), None)
            self.diagnostics.append(Diagnostic(Severity.INFO, ahead[1], self.source, first))
        origin = {sno_of[k]: self.players[k].source for k in keys}
        for p, won in points_differing(players, scoring):
            self.diagnostics.append(
                Diagnostic(
                    Severity.WARNING,
                    f"{p.name}: the points column says {format_value(p.declared_points or Fraction(0))}, "
                    f"the results give {format_value(won)}; scores are computed from the results",
                    origin[p.sno] or self.source,
                    p.line,
                )
            )
        return Tournament(
            name=name,
            players=tuple(players),
            rounds=total,
            pairing=pairing,
            pairing_source=pairing_source,
            scoring=scoring,
            start_date=start_date,
            tiebreaks=tiebreaks,
            source=self.source,
            diagnostics=tuple(self.diagnostics),
        )


WIDER_SCORING = (Scoring(win=Fraction(2), draw=Fraction(1)), Scoring(win=Fraction(3), draw=Fraction(1)))
"""Point systems a points column may show beside the results: 2-1-0 (a program set to score a win 2, as
Vega can be), 3-1-0 (football scoring)."""


def totals_contradicted(t: Tournament) -> tuple[Player, Fraction, int] | None:
    """The first player whose results as read give other points than the event's own points column,
    their points from the results and how many such players there are, when they are most of those with
    a total (more than half, three at least): a table whose columns were not read as they stand (a
    double round robin's two games an opponent taken for two opponents, a grid cut short read as a
    smaller one), which is refused rather than read so; None otherwise (a misprint or two)."""
    declared = sum(1 for p in t.players if p.declared_points is not None)
    if declared < 3:
        return None
    bad = points_differing(t.players, t.scoring)
    if len(bad) < 3 or 2 * len(bad) <= declared:
        return None
    return bad[0][0], bad[0][1], len(bad)


def byes_ahead(players: list[Player], scoring: Scoring) -> tuple[list[Player], str] | None:
    """The players without their byes of rounds after the last round with a game, and a note that says
    so, when the points column leaves those byes out: every player with such a bye has a total, and each
    total is what the rounds up to the last game give (a program that shows the half-point byes asked for
    the rounds to come beside the rounds played, as SwissSys's standings do: ``H---`` in round 7 of a
    table after round 4); None otherwise (a total counts them, a player has no total to tell, or the byes
    are worth nothing, so that no total tells)."""
    played = max((e.round for p in players for e in p.rounds if e.opponent is not None), default=0)
    later = [
        p for p in players if any(e.round > played and e.result is not Result.NOT_PAIRED for e in p.rounds)
    ]
    if not played or not later:
        return None
    counted = False  # whether a total would count a later bye (a zero-point one tells nothing)
    for p in later:
        if p.declared_points is None:
            return None
        won = sum((scoring.points(e.result.point_class) for e in p.rounds if e.round <= played), Fraction(0))
        if won != p.declared_points:
            return None
        counted = counted or any(scoring.points(e.result.point_class) for e in p.rounds if e.round > played)
    if not counted:
        return None

    def asked(p: Player) -> list[int]:
        return [e.round for e in p.rounds if e.round > played and e.result is not Result.NOT_PAIRED]

    cut = {p.sno for p in later}
    ahead = sorted({r for p in later for r in asked(p)})
    named = ", ".join(f"{p.name} (round {', '.join(map(str, asked(p)))})" for p in later[:3])
    more = f" and {len(later) - 3} more" if len(later) > 3 else ""
    rounds = ", ".join(str(r) for r in ahead)
    note = (
        f"no game is given after round {played}: what the table shows in round(s) {rounds} is read as byes "
        f"asked for rounds not yet played and left out, as the points column leaves them out ({named}{more})"
    )
    return [
        dataclasses.replace(p, rounds=tuple(e for e in p.rounds if e.round <= played)) if p.sno in cut else p
        for p in players
    ], note


def points_differing(players: Iterable[Player], scoring: Scoring) -> list[tuple[Player, Fraction]]:
    """The players whose points column says other than their results give, each with what the results
    give; summed in whole 1/scale points (ints summed in C: no Fraction a round, for 2 MB of rows)."""
    worth = {r: scoring.points(r.point_class) for r in Result}
    scale = math.lcm(*(v.denominator for v in worth.values()))
    units = {r.value: int(v * scale) for r, v in worth.items()}  # whole 1/scale points, by code
    out = []
    for p in players:
        declared = p.declared_points
        if declared is None:
            continue
        won = sum([units[e.result._value_] for e in p.rounds])
        if won * declared.denominator != declared.numerator * scale:
            out.append((p, Fraction(won, scale)))
    return out


def wider_scoring(
    players: Sequence[Player], scoring: Scoring, source: str | None, line: int | None
) -> tuple[Scoring, Diagnostic] | None:
    """The point system of :func:`_wider_scoring`, when there is one, with the warning that says it is
    used (at ``source`` and ``line``: the points column's first value)."""
    wider = _wider_scoring(players, scoring)
    if wider is None:
        return None
    return wider, Diagnostic(
        Severity.WARNING,
        f"every points column value is what the results give when a win scores {format_value(wider.win)} "
        f"and a draw {format_value(wider.draw)}: the event is read with that point system",
        source,
        line,
    )


def _wider_scoring(players: Sequence[Player], scoring: Scoring) -> Scoring | None:
    """The point system every declared total of the players agrees with when the event's does not for
    any of them (four totals at least, one of them not 0): 2-1-0 or 3-1-0; None otherwise."""
    declared = [(p, p.declared_points) for p in players if p.declared_points is not None]
    if len(declared) < 4 or scoring != Scoring() or not any(d for _, d in declared):
        return None

    def total(p: Player, s: Scoring) -> Fraction:
        return sum((s.points(e.result.point_class) for e in p.rounds), Fraction(0))

    if any(total(p, scoring) == d for p, d in declared if d):
        return None
    for wider in WIDER_SCORING:
        if all(total(p, wider) == d for p, d in declared):
            return wider
    return None
