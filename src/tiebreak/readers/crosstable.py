"""Reader for pasted and exported crosstables: chess-results / Swiss-Manager, Vega, SwissPerfect,
wallcharts, markdown tables.

One row per player: a number (``Rk.`` and/or ``SNo``), the name, optionally title, rating and
federation, one cell per round, the points and tie-break columns (SwissPerfect and some wallcharts put
the points before the rounds). Fields are separated by tabs (as pasted from a web page), ``;`` (the
chess-results "Excel" export), ``|`` (a markdown table) or runs of spaces. Title lines before the header
(source, event name, ``Last update …``, ``… after 9 Rounds``) and notes after the table
(``Tie Break1: …``) are skipped with a note; the headings may be in English, German, Dutch, Spanish,
French, Italian or Russian (:mod:`tiebreak.readers._headings`), and a heading the reader does not know
is an error naming its line and column. Round cells:

==========================  ================================================================
``12w1`` ``5b½`` ``3s0``    opponent, colour, result ``1 ½ = 0.5 0,5 0``; colour letters
                            ``w``/``b``, ``w``/``s`` (German), ``w``/``z`` (Dutch), ``b``/``n``
                            (Spanish, French, Italian), ``б``/``ч`` (Russian), and others
                            (:data:`headings.ALPHABETS`): one language per table
``12w+`` ``12b-``           forfeit won / lost against opponent 12
``-1`` ``+`` ``bye``        bye worth a win: read as a pairing-allocated bye (U), with a note
``-½`` ``-0``               half-point bye, zero-point bye
``0``                       no opponent (chess-results, after a withdrawal): not paired
``W4`` ``D2`` ``L3``        wallchart: win, draw, loss against 4 (colours not given)
``X4`` ``F4``               wallchart: forfeit won / lost against 4
``+W4`` ``=B2`` ``-W3``     wallchart: result, colour, opponent
``+BYE`` ``=BYE`` ``-BYE``  wallchart byes: full (read as U), half, zero
``B`` ``H`` ``U`` ``Z``     wallchart byes: full (read as U), half, unplayed, zero
``F_1`` ``*_0``             FairPair: free (a bye, read as U) or absent, worth the number
``27:W`` ``3:=`` ``25:+``   SwissPerfect: opponent, result (``W`` ``=`` ``L`` ``+`` ``-``); opponent
                            ``0`` or none is a bye (``0:=`` half, ``0:W`` ``:W`` full, ``0:L`` zero)
``-`` ``*`` ``:`` empty     not paired (e.g. a withdrawn player; ``:`` SwissPerfect, also ``0:``:
                            opponent 0 and no result)
==========================  ================================================================

Both lines of each game must agree: a row naming an opponent whose row names someone else, the same
colour on both sides or results that cannot go together (``1`` and ``1``) are errors with line and
column. Missing colours are taken from the opponent's row, else left unknown (a warning says so).

>>> t = read_crosstable("No Name 1.Rd 2.Rd Pts\\n1 Anna 2w1 -1 2\\n2 Boris 1b0 -0 0\\n")
>>> [(e.opponent, e.color.value, e.result.code) for e in t.player(1).rounds]
[(2, 'w', '1'), (None, '-', 'U')]
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from fractions import Fraction
from itertools import accumulate

from ..model.errors import ParseError, Severity
from ..model.messages import Hint, Option, Template
from ..model.tournament import Color, Result, RoundEntry, Scoring, Tournament, format_value
from ._builder import (
    FIT_CODES,
    MARKDOWN_RULE,
    SHARED_PLACE,
    EventBuilder,
    PlayerDraft,
    clean,
    mark_in_titles,
    plain_tabbed,
    point_value,
    results_fit,
    total_value,
)
from ._headings import (
    ALPHABETS,
    BOILERPLATE,
    COLOR_LETTERS,
    FREE_TEXT,
    MULTIWORD,
    TITLES,
    Alphabet,
    after_menu,
    classify,
    copied_page_name,
    languages,
    names_both_colours,
    prose_line,
    rounds_announced,
    withdrawn_mark,
)
from ._options import DEFAULT_OPTIONS, ReadOptions
from ._pagetext import page_text, vega_text_cells

__all__ = [
    "Cell",
    "check_headings",
    "crosstable_refusal",
    "detect_delimiter",
    "event_name",
    "looks_like_crosstable",
    "markdown_rule",
    "outside_spans",
    "parse_cell",
    "points_cell",
    "rating_cell",
    "read_crosstable",
    "split_fields",
    "text_lines",
]

_PAIRING_LIST = Template(
    "crosstable.pairing-list",
    "the header names a White and a Black column: this is a pairing list, not a crosstable{other}",
    other=(Hint(Option.INPUT_FORMAT, " (it reads {using})", "pairings"),),
)
_RESULT = r"(1|0|½|=|0[.,]5|1/2|\+|-)"
_CR_CELL = re.compile(rf"^(\d+)\s*([{COLOR_LETTERS}])\s*/?\s*{_RESULT}$", re.IGNORECASE)
"""The opponent, the colour and the result (``12w1``, chess-results; SwissChess's progress table also
``3w/1``, a slash before the result)."""
_CR_PAIRED = re.compile(rf"^(\d+)\s*([{COLOR_LETTERS}])$", re.IGNORECASE)
"""A chess-results cell with an opponent and a colour but no result yet: ``4w``."""
_WALL_US = re.compile(r"^([WDLXF])\s*(?:(\d+)|\(\s*(\d+)\s*\))$", re.IGNORECASE)
"""A result letter and the opponent's number, the number in brackets or not: ``W4``, ``L 12``, ``D(7)``."""
_WALL_SIGN = re.compile(r"^([+=\-])\s*([WBwb])\s*(\d+)$")
_COLOUR_FIRST = re.compile(
    rf"^([{COLOR_LETTERS}])\s*(\d{{1,4}})\s*([+=\-])$|^([{COLOR_LETTERS}])\s*([+=\-])\s*(\d{{1,4}})$",
    re.IGNORECASE,
)
"""The colour letter, the opponent's number, the result sign: ``v4+`` ``m6-`` ``m3=`` (Finnish clubs'
tables: valkea/musta, won, drawn, lost); or the sign before the number, padded to the column's width
(``m+ 8`` ``v=14``: the Finnish federation's rating reports)."""
_SIGN_FORFEIT = re.compile(r"^([+\-])F(\d+)$")
"""Vega's text cross table: a game won (``+F40``) or lost (``-F52``) by forfeit against that number."""
_PAPI = re.compile(r"^([+=\-><\u2039])\s*(\d+)\s*([NB])$")
"""Papi's American grid: result sign, the opponent's line, colour (``N`` noir: Black, ``B`` blanc: White);
``>`` and ``<`` a forfeit won and lost: ``+ 21N`` ``=  4B``."""
_SIGNED = re.compile(r"^([+=\-])\s*(\d{1,4})$|^(\d{1,4})\s*/?\s*([+=\-])$")
_SIGN_FIRST = re.compile(rf"^([+=\-])\s*(\d{{1,4}})\s*([{COLOR_LETTERS.lower()}])$")
"""A result sign, the opponent's number and a colour letter (lower case: Papi's upper-case ``B`` is
White): ``+4w`` ``=12b`` ``-7s``."""
"""A result sign and the opponent's number without a colour, either way round: ``+4`` ``=12`` ``-7``,
``4+`` ``12=`` ``7-`` (won, drawn, lost)."""
_SIGNED_NOTE = "cells such as +4, =4, -4 (or 4+, 4=, 4-) are read as won, drawn, lost against that number"
_RESULT_FIRST = re.compile(
    rf"^(1|½|=|0)(k)?(?:\s*\(\s*(\d{{1,4}})\s*([{COLOR_LETTERS}])?\s*\))?$", re.IGNORECASE
)
_BRACKETED = re.compile(
    rf"^(1|½|=|0|-)\s*\(\s*(?:([{COLOR_LETTERS}])\s*(\d{{1,4}})|(def|hpb|fpb|zpb|bye)|)\s*\)$", re.IGNORECASE
)
"""The ECF's League Management System: a result, then the colour and the opponent in brackets (``1 (b22)``,
``½ (w21)``), or what the round was without one (``1 ( def)`` won by default, ``½ ( HPB)`` a half-point bye,
``- (  )`` not played yet)."""
_WALKOVER = re.compile(r"^(?:([+\-])\s*(?:WO?|def)|def\s*([+\-]))$", re.IGNORECASE)
_WALKOVER_NOTE = (
    "cells W11 and w03 beside cells such as +4, =4, -4 are read as walkovers (TurneringsService): won "
    "and lost by forfeit against that number"
)
_NO_WALKOVER_NOTE = "cells -W and -WO (a round without a game or an opponent) are read as not paired, 0"
_SIGN_BYE = re.compile(r"^(?:([+=\-]|1|½|0)\s*(?:bye?|\(\s*bye\s*\))|bye\s*(1|½|0|[+=\-]))$", re.IGNORECASE)
"""A bye worth its sign (``+BYE``; ``+BY``, cut to a column of three characters)."""
_FREE_CELL = re.compile(r"^([F*])_(1|½|=|0)$", re.IGNORECASE)
_SEVILLA_CELL = re.compile(r"^(?:(pab)|abs\s*(1|½|0)|(nomem|other|anmsg))$", re.IGNORECASE)
"""Sevilla's game file's cells of a round without a game: ``pab`` (the pairing-allocated bye), ``abs½``
(absent, worth the number), ``nomem`` (not a member of the group yet), ``other`` (withdrawn or removed),
``anmsg`` (absent without a message)."""
_SP_CELL = re.compile(r"^(\d*)\s*:\s*([WDL=+\-]|1|0|½)$", re.IGNORECASE)
_SP_PAIRED = re.compile(r"^([1-9]\d*)\s*:$")
"""SwissPerfect's cell of a game paired without a result yet: ``15:``."""
_BYE = re.compile(
    r"^(?:-\s*(1|½|0[.,]5|1/2|0)|\+|bye|spielfrei|exe|exempt|b(?:-+)?|h(?:-+)?|u(?:-+)?|z(?:-+)?|"
    r"x-+|(?-i:X)|f-+|-[bhuxfzn]-)$",
    re.IGNORECASE,
)
_EMPTY = frozenset({"", "-", "*", "--", "---", "- -", "...", "…"})
"""Cells of a round without a game: empty, dashes, a star, dots (PairTwo, SCID: ``...``)."""
_ZERO_NOTE = "a cell '0' (no opponent) is read as not paired"
COLON_NOTE = "SwissPerfect's ':' (a round without a game) is read as not paired, 0 points"
_NUMBER = re.compile(r"^\d+\.?$")
_RATING = re.compile(r"^\d{3,4}$")
_DOT_LEADER = re.compile(r"^\.{3,}$")
"""A run of dots that leads a name to the next column (WinTD's X-Table)."""
_PAIRING_NUMBER = re.compile(r"^\(\d{1,4}\)$")
_SMALL_NUMBER = re.compile(r"^\d{1,2}$")
"""A number of one or two digits after a name (an age, a group): no rating, no part of the name."""
_RATING_KIND = re.compile(r"^(\d{1,4})\s*[FNERA*]$")
_RATING_PAIR = re.compile(r"^(\d{1,4})\s*\(\d{1,4}\)$")
"""Two ratings, the second in brackets (SwissSys's standings: ``2560 (2473)``)."""
"""A rating with the mark of its kind after it: Papi's letter (F FIDE, N national, E estimated, R rapid,
A), Swiss Master's ``*`` (not official: ``0 *``, ``1850 *``)."""
_FED = re.compile(r"^[A-Z]{3}$")
_STATE = re.compile(r"^[A-Z]{2}$")
_COMMA_ROW = re.compile(r"^\s*\d+\s*,")
_MD_RULE = MARKDOWN_RULE
"""The line under a markdown table's header: ``|---|:--:|``."""


@dataclass(slots=True, unsafe_hash=True)  # never changed; not frozen: 3x cheaper to make
class Cell:
    """One round cell: opponent number (None for a bye), colour, result, whether a bye worth a win was
    assumed to be pairing-allocated, the colour letter as written, and what else reading it assumed."""

    opponent: int | None
    color: Color
    result: Result
    assumed_pab: bool = False
    letter: str = ""
    note: str = ""
    walkover: str = ""
    """``W`` or ``w`` of a cell ``W11``/``w03``: a US wallchart's win, or (in a table of signed cells,
    TurneringsService's) a walkover won or lost (:func:`_signed_losses`)."""


def _game_result(token: str) -> Result:
    if token == "+":
        return Result.FORFEIT_WIN
    if token == "-":
        return Result.FORFEIT_LOSS
    value = point_value(token)
    if value == 1:
        return Result.WIN
    if value == 0:
        return Result.LOSS
    return Result.DRAW


def _bye(value: str) -> Cell:
    """A bye worth ``value`` (``1`` ``+`` ``W``, ``½`` ``=`` ``D``, ``0`` ``-`` ``L``)."""
    v = value.upper()
    if v in ("1", "+", "W"):
        return Cell(None, Color.NONE, Result.PAB, assumed_pab=True)
    if v in ("½", "=", "D"):
        return Cell(None, Color.NONE, Result.HALF_BYE)
    return Cell(None, Color.NONE, Result.ZERO_BYE)


_SP_RESULT = {
    "W": Result.WIN,
    "1": Result.WIN,
    "D": Result.DRAW,
    "=": Result.DRAW,
    "½": Result.DRAW,
    "L": Result.LOSS,
    "0": Result.LOSS,
    "+": Result.FORFEIT_WIN,
    "-": Result.FORFEIT_LOSS,
}


@functools.lru_cache(maxsize=4096)
def parse_cell(text: str) -> Cell | None:
    """A round cell, or None when the text is not one.

    >>> c = parse_cell("12w1")
    >>> c.opponent, c.color, c.result, c.letter
    (12, <Color.WHITE: 'w'>, <Result.WIN: '1'>, 'w')
    >>> parse_cell("=B2").result, parse_cell("-½").result, parse_cell("27:W").result, parse_cell("Anna")
    (<Result.DRAW: '='>, <Result.HALF_BYE: 'H'>, <Result.WIN: '1'>, None)
    """
    text = clean(text).strip()
    if text in (":", "0:"):  # SwissPerfect: no game, with no opponent (':') or opponent 0 ('0:')
        return Cell(None, Color.NONE, Result.NOT_PAIRED, note=COLON_NOTE)
    if text in _EMPTY:
        return Cell(None, Color.NONE, Result.NOT_PAIRED)
    if text == "0":
        return Cell(None, Color.NONE, Result.NOT_PAIRED, note=_ZERO_NOTE)
    for form in _CELL_FORMS:
        cell = form(text)
        if cell is not None:
            return cell
    return None


def _chess_results_cell(text: str) -> Cell | None:
    """``12w1`` (opponent, colour letter, result) or ``12w`` (paired, no result yet)."""
    m = _CR_CELL.match(text) or _CR_PAIRED.match(text)
    if not m:
        return None
    opponent, letter, *result = m.groups()
    color, read, letter = _colour_and_result(letter, result[0] if result else None)
    return Cell(int(opponent), color, read, False, letter)


@functools.cache
def _colour_and_result(letter: str, result: str | None) -> tuple[Color, Result, str]:
    """A chess-results cell's colour letter and result (None: paired, no result yet) read, each pair
    once: there are a few dozen of them, and tens of thousands of cells."""
    letter = letter.casefold()
    color = Color.WHITE if letter in ("w", "б") else Color.BLACK
    return color, _game_result(result) if result is not None else Result.UNKNOWN, letter


_FF_CELL = re.compile(rf"^(\d+)\s*([{COLOR_LETTERS}])\s*([10])\s*ff$", re.IGNORECASE)
"""SWAR's game won or lost by forfeit: the opponent, the colour letter and ``1FF`` or ``0ff``
(``20 Z 1FF``, ``9 W 0ff``: Dutch zwart and wit)."""


_CIRCLE_CELL = re.compile(r"^(\d{1,4})\s*([•●○o])\s*(1|½|=|0)$")
"""FairPair's later cells: the opponent, the colour as a disc (``•`` Black, ``o`` White) and the result:
``9•1``, ``12o1``, ``7•½``."""


def _circle_cell(text: str) -> Cell | None:
    """``9•1`` ``12o1``: a game against that number, with Black (a filled disc) or White (an empty one)."""
    m = _CIRCLE_CELL.match(text)
    if m is None:
        return None
    color, result, letter = _colour_and_result("b" if m.group(2) in "•●" else "w", m.group(3))
    return Cell(int(m.group(1)), color, result, False, letter)


def _forfeit_suffix_cell(text: str) -> Cell | None:
    """``20 Z 1FF`` ``9 W 0ff``: a forfeit won or lost against that number (:data:`_FF_CELL`)."""
    m = _FF_CELL.match(text)
    if m is None:
        return None
    color, _, letter = _colour_and_result(m.group(2), None)
    result = Result.FORFEIT_WIN if m.group(3) == "1" else Result.FORFEIT_LOSS
    return Cell(int(m.group(1)), color, result, False, letter)


def _colour_first_cell(text: str) -> Cell | None:
    """``v4+`` ``m6-`` ``m3=``: colour letter, opponent, result sign; ``m+ 8``: colour letter, result sign,
    opponent (the letter read in the table's language, :func:`_colour_cells`)."""
    m = _COLOUR_FIRST.match(text)
    if m is None:
        return None
    letter, opponent, sign = m.groups()[:3] if m.group(1) else (m.group(4), m.group(6), m.group(5))
    color, _, letter = _colour_and_result(letter, None)
    result = {"+": Result.WIN, "=": Result.DRAW, "-": Result.LOSS}[sign]
    return Cell(int(opponent), color, result, False, letter)


def _wallchart_sign_cell(text: str) -> Cell | None:
    """``+W4`` ``=B2`` ``-W3``: result, colour, opponent; ``+F40`` ``-F52``: a game won or lost by
    forfeit against that number, no colour (Vega's text cross table)."""
    m = _WALL_SIGN.match(text)
    if not m:
        f = _SIGN_FORFEIT.match(text)
        if f is None:
            return None
        return Cell(
            int(f.group(2)), Color.NONE, Result.FORFEIT_WIN if f.group(1) == "+" else Result.FORFEIT_LOSS
        )
    color = Color.WHITE if m.group(2).lower() == "w" else Color.BLACK
    return Cell(int(m.group(3)), color, {"+": Result.WIN, "=": Result.DRAW, "-": Result.LOSS}[m.group(1)])


_PAPI_RESULT = {
    "+": Result.WIN,
    "=": Result.DRAW,
    "-": Result.LOSS,
    ">": Result.FORFEIT_WIN,
    "<": Result.FORFEIT_LOSS,
    "\u2039": Result.FORFEIT_LOSS,  # its '<' as a page's reader keeps it (webpage.defuse)
}


def _papi_cell(text: str) -> Cell | None:
    """``+ 21N`` ``- 4B`` ``> 7N`` (Papi, French): result, opponent, colour letter after the number."""
    m = _PAPI.match(text)
    if not m:
        return None
    letter = m.group(3).casefold()
    color = Color.WHITE if letter == "b" else Color.BLACK
    return Cell(int(m.group(2)), color, _PAPI_RESULT[m.group(1)], letter=letter)


def _sign_bye_cell(text: str) -> Cell | None:
    """``+BYE`` ``=BYE`` ``-BYE`` (``+BY`` in a column of three characters; and ``bye 1``, ``1 (BYE)``, the
    ECF's congress results' ``bye+`` ``bye=`` ``bye-``): a bye worth its sign."""
    m = _SIGN_BYE.match(text)
    return _bye(m.group(1) or m.group(2)) if m else None


def _sevilla_cell(text: str) -> Cell | None:
    """Sevilla's ``pab`` (a pairing-allocated bye), ``abs½`` ``abs1`` ``abs0`` (an absence worth a half,
    a whole or no point: a bye of that value), ``nomem``, ``other`` and ``anmsg`` (not in the group that
    round, or absent without a word: not paired)."""
    m = _SEVILLA_CELL.match(text)
    if m is None:
        return None
    if m.group(1):
        return Cell(None, Color.NONE, Result.PAB)
    if m.group(2):
        value = {"1": Result.FULL_BYE, "½": Result.HALF_BYE, "0": Result.ZERO_BYE}[m.group(2)]
        return Cell(None, Color.NONE, value)
    return Cell(None, Color.NONE, Result.NOT_PAIRED, note=_NOT_IN_GROUP_NOTE)


_NOT_IN_GROUP_NOTE = (
    "Sevilla's cells 'nomem', 'other' and 'anmsg' (a round the player was not in the group: not yet a "
    "member, withdrawn, absent without a word) are read as not paired, no points; what the organiser had "
    "Sevilla count for them is not in the game file: check the totals with its ranking page"
)


def _free_cell(text: str) -> Cell | None:
    """``F_1`` ``*_0`` (FairPair, Swedish): a round without an opponent, ``F`` free (a bye), ``*``
    absent, worth the number after the ``_``."""
    m = _FREE_CELL.match(text)
    return _bye(m.group(2)) if m else None


def _swissperfect_cell(text: str) -> Cell | None:
    """``27:W``: opponent, result; opponent ``0`` (or none: ``:W``) is a bye worth the result;
    ``15:`` an opponent and no result (a game paired, its result not entered)."""
    m = _SP_CELL.match(text)
    if not m:
        paired = _SP_PAIRED.match(text)
        return Cell(int(paired.group(1)), Color.NONE, Result.UNKNOWN) if paired is not None else None
    if not m.group(1) or int(m.group(1)) == 0:
        return _bye(m.group(2))
    return Cell(int(m.group(1)), Color.NONE, _SP_RESULT[m.group(2).upper()])


_WALL_RESULT = {
    "W": Result.WIN,
    "D": Result.DRAW,
    "L": Result.LOSS,
    "X": Result.FORFEIT_WIN,
    "F": Result.FORFEIT_LOSS,
}


def _wallchart_letter_cell(text: str) -> Cell | None:
    """``W4`` ``D2`` ``L3`` ``X4`` ``F4``: result letter, opponent (colours not given)."""
    m = _WALL_US.match(text)
    if m is None:
        return None
    letter = m.group(1)
    walkover = letter if letter in "Ww" else ""
    return Cell(int(m.group(2) or m.group(3)), Color.NONE, _WALL_RESULT[letter.upper()], walkover=walkover)


_BYE_LETTER = {
    "h": Result.HALF_BYE,
    "u": Result.NOT_PAIRED,
    "n": Result.NOT_PAIRED,  # WinTD's -N-: not paired
    "z": Result.ZERO_BYE,
    "f": Result.ZERO_BYE,
}


_SIGN_RESULT = {"+": Result.WIN, "=": Result.DRAW, "-": Result.LOSS}


def _signed_cell(text: str) -> Cell | None:
    """``+4`` ``=4`` ``-4``, ``4+`` ``4=`` ``4-``: a result sign and the opponent, no colour. ``-1`` and
    ``-0`` stay the byes chess-results writes (:func:`_bye_cell`); in a table of such cells ``-1`` is a
    game lost against 1 (:func:`_signed_losses`)."""
    m = _SIGNED.match(text)
    if m is None:
        return None
    sign, number = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    if m.group(1) == "-" and number in ("0", "1"):  # -01 (TurneringsService's numbers) is no bye
        return None
    return Cell(int(number), Color.NONE, _SIGN_RESULT[sign], note=_SIGNED_NOTE)


def _result_first_cell(text: str) -> Cell | None:
    """``1 (15s)`` ``½ (2w)`` ``1k (20w)`` ``0k (8s)``: the result, then the opponent and the colour letter
    in brackets, ``k`` (kampflos) a forfeit (a German club's own tables); ``1 (15)`` without a colour;
    ``1k`` alone, a point won without an opponent (read as a pairing-allocated bye, noted)."""
    m = _RESULT_FIRST.match(text)
    if m is None:
        return None
    result, forfeit, opponent, letter = m.groups()
    if opponent is None:
        if not forfeit:
            return None
        won = result == "1"
        return Cell(None, Color.NONE, Result.PAB if won else Result.NOT_PAIRED, assumed_pab=won)
    if letter is None:  # ``1 (4)``: no colour given
        color, read, letter = Color.NONE, _game_result(result.replace("=", "½")), ""
    else:
        color, read, letter = _colour_and_result(letter, result.replace("=", "½"))
    if forfeit:
        read = {Result.WIN: Result.FORFEIT_WIN, Result.LOSS: Result.FORFEIT_LOSS}.get(read, read)
    return Cell(int(opponent), color, read, False, letter)


_BRACKETED_BYES = {"hpb": Result.HALF_BYE, "fpb": Result.FULL_BYE, "zpb": Result.ZERO_BYE}


def _bracketed_cell(text: str) -> Cell | None:
    """``1 (b22)`` ``½ (w21)`` ``0 (b7)`` (the result, then the colour letter and the opponent in
    brackets: the ECF's League Management System); ``1 (def)`` a point won by default with no opponent
    named (read as a pairing-allocated bye, noted), ``0 (def)`` lost so (not paired), ``½ (HPB)`` ``1
    (FPB)`` ``0 (ZPB)`` byes of that value, ``1 (bye)`` a bye, ``- ( )`` a round not played."""
    m = _BRACKETED.match(text)
    if m is None:
        return None
    result, letter, opponent, word = m.groups()
    if opponent is not None:
        if result == "-":
            return None
        color, read, letter = _colour_and_result(letter, result.replace("=", "½"))
        return Cell(int(opponent), color, read, False, letter)
    if word is None:
        return Cell(None, Color.NONE, Result.NOT_PAIRED) if result == "-" else None
    key = word.casefold()
    if key in _BRACKETED_BYES:
        return Cell(None, Color.NONE, _BRACKETED_BYES[key])
    if result == "1":
        return Cell(None, Color.NONE, Result.PAB, assumed_pab=True)
    return Cell(None, Color.NONE, Result.NOT_PAIRED) if result in ("0", "-") else _bye(result)


def _sign_first_cell(text: str) -> Cell | None:
    """``+4w`` ``=12b`` ``-7s``: a result sign, the opponent, the colour letter."""
    m = _SIGN_FIRST.match(text)
    if m is None:
        return None
    sign, opponent, letter = m.groups()
    color, _, letter = _colour_and_result(letter, None)
    return Cell(int(opponent), color, _SIGN_RESULT[sign], False, letter)


def _walkover_cell(text: str) -> Cell | None:
    """``+W`` ``+WO`` (TurneringsService: won by walkover, no opponent named; the ECF's congress results'
    ``def+``, won by default): a point without a game, read as a pairing-allocated bye (noted); ``-W``
    ``-WO`` ``def-`` (a round robin's free round, or lost by walkover with no opponent named): no game,
    no point."""
    m = _WALKOVER.match(text)
    if m is None:
        return None
    if (m.group(1) or m.group(2)) == "+":
        return Cell(None, Color.NONE, Result.PAB, assumed_pab=True)
    return Cell(None, Color.NONE, Result.NOT_PAIRED, note=_NO_WALKOVER_NOTE)


_MINUS_ONE = Cell(None, Color.NONE, Result.PAB, assumed_pab=True)
"""The cell ``-1`` (a bye worth a point, as chess-results writes it): one object, so that a table of
signed cells can read it as a game lost against 1 instead."""


def _bye_cell(text: str) -> Cell | None:
    """``-1`` ``-½`` ``-0`` (a bye worth the number), ``+`` ``bye`` ``spielfrei`` ``B`` ``X--`` ``X`` (full:
    US Chess writes a lone ``X``, upper case, for a point won by forfeit without an opponent; a lower-case
    ``x`` is a grid's diagonal mark),
    ``EXE`` (Papi's exempt, full), ``H`` (half), ``U`` (not paired), ``Z`` ``F--`` (zero); WinTD's
    X-Table writes the letter between dashes: ``-B-`` (full), ``-H-`` (half), ``-N-`` (not paired)."""
    m = _BYE.match(text)
    if not m:
        return None
    if m.group(1) is not None:
        value = point_value(m.group(1))
        if value == 0:
            return Cell(None, Color.NONE, Result.ZERO_BYE)
        if value == 1:
            return _MINUS_ONE if m.group(1) == "1" else Cell(None, Color.NONE, Result.PAB, assumed_pab=True)
        return Cell(None, Color.NONE, Result.HALF_BYE)
    first = text[0].lower() if text[:1] != "-" else text[1].lower()  # WinTD's X-Table: -B- -H- -N-
    if first in "+bsxe":
        return Cell(None, Color.NONE, Result.PAB, assumed_pab=True)
    return Cell(None, Color.NONE, _BYE_LETTER[first])


_CELL_FORMS: tuple[Callable[[str], Cell | None], ...] = (
    _chess_results_cell,
    _circle_cell,
    _forfeit_suffix_cell,
    _wallchart_sign_cell,
    _papi_cell,
    _sign_bye_cell,
    _free_cell,
    _sevilla_cell,
    _swissperfect_cell,
    _wallchart_letter_cell,
    _signed_cell,
    _bye_cell,
    _walkover_cell,
    _result_first_cell,
    _colour_first_cell,
    _sign_first_cell,
    _bracketed_cell,
)
"""The forms of a round cell other than empty and ``0``, tried in this order."""


def _is_cell(text: str) -> bool:
    return parse_cell(text) is not None


def text_lines(text: str) -> list[str]:
    """The lines of a text, cleaned (:func:`~tiebreak.readers._builder.clean`), any line ending."""
    return clean(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")


def head_lines(text: str, count: int) -> list[str]:
    """``text_lines(text)[:count]``, without cleaning and splitting all of a long text (a sniffer's look
    at its first lines)."""
    size = 1 << 16
    while size < len(text):
        lines = text_lines(text[:size])
        if len(lines) > count:  # the last line may be cut short (or a line end halved): only the others
            return lines[:count]
        size *= 4
    return text_lines(text)[:count]


def detect_delimiter(lines: list[str]) -> str:
    """The field separator of a table: ``\\t``, ``|`` (markdown), ``;``, ``,`` (rows that start with a
    number and a comma) or ``""`` (runs of blanks)."""
    tabs = pipes = semis = commas = 0
    for line in lines[:400]:
        tabs += "\t" in line
        pipes += line.lstrip().startswith("|") and line.count("|") >= 3
        semis += line.count(";") >= 2
        commas += line.count(",") >= 3 and bool(_COMMA_ROW.match(line))
    if tabs >= 2:
        return "\t"
    if pipes >= 2:
        return "|"
    if semis >= 2:
        return ";"
    if commas >= 2:
        return ","
    return ""


def _split_on(line: str, d: str) -> list[tuple[str, int]]:
    """Fields of a line split on ``d`` (double quotes protect a field for ``;`` and ``,``)."""
    if d == "\t" and plain_tabbed(line):  # nothing to strip: the columns summed in C
        parts = line.split(d)
        return list(zip(parts, accumulate([len(p) + 1 for p in parts[:-1]], initial=1), strict=True))
    out: list[tuple[str, int]] = []
    if d not in ";," or '"' not in line:  # no quoting: split in C, the columns counted along
        start = 0
        for part in line.split(d):
            out.append((part.strip(), start + len(part) - len(part.lstrip()) + 1))
            start += len(part) + 1
        return out
    start = i = 0
    n = len(line)
    while True:
        if d in ";," and i < n and line[i] == '"' and not line[start:i].strip():
            j, buf = i + 1, []
            while j < n:
                if line[j] == '"':
                    if j + 1 < n and line[j + 1] == '"':
                        buf.append('"')
                        j += 2
                        continue
                    break
                buf.append(line[j])
                j += 1
            k = line.find(d, j)
            out.append(("".join(buf).strip(), i + 2))
            if k == -1:
                return out
            start = i = k + 1
            continue
        if i == n or line[i] == d:
            part = line[start:i]
            out.append((part.strip(), start + len(part) - len(part.lstrip()) + 1))
            if i == n:
                return out
            start = i + 1
        i += 1


def split_fields(line: str, delimiter: str | None = None) -> list[tuple[str, int]]:
    """Fields with their 1-based columns: split on ``delimiter`` when the line has it (``None``: on tabs
    when the line has any), else on runs of blanks. A markdown row loses its outer ``|``; between blanks
    a lone ``|`` is a rule between blocks of columns (Vega's text cross table: ``Pts | 1 2 3 | DirE``),
    not a field."""
    d = delimiter if delimiter is not None else ("\t" if "\t" in line else "")
    if d and d in line:
        fields = _split_on(line, d)
        if d == "|":
            if line.lstrip().startswith("|"):
                fields = fields[1:]
            if line.rstrip().endswith("|") and fields:
                fields = fields[:-1]
        return fields
    return [(m.group(0), m.start() + 1) for m in re.finditer(r"\S+", line) if m.group(0) != "|"]


def looks_like_crosstable(text: str, suffix: str = "") -> bool:
    """True when several lines start with a number and hold a round cell."""
    return not crosstable_refusal(text)


def crosstable_refusal(text: str) -> str:
    """Why the text does not look like a crosstable ("" when it does)."""
    rows = 0
    lines = vega_text_cells(None, head_lines(text, 200))
    d = detect_delimiter(lines)
    without: int | None = None
    for lineno, line in enumerate(lines, 1):
        split = split_fields(line, d)
        fields = [f for f, _ in (_padded_cells(split) if not d else split) if f]
        if fields and (_NUMBER.match(fields[0]) or _RUN_IN.match(fields[0])):
            if sum(1 for f in fields if f not in _EMPTY and _is_cell(f)) >= 1:
                rows += 1
            elif without is None:
                without = lineno
    if rows >= 2:
        return ""
    example = f", line {without} starts with a number but holds none" if without is not None else ""
    return (
        f"{rows} line(s) start with a number and hold a round cell such as 12w1, W4, +B7 or 27:W "
        f"(2 needed){example}"
    )


@dataclass
class _Row:
    line: int
    numbers: list[int]
    draft: PlayerDraft
    cells: list[tuple[Cell, int]]
    plain: bool = False
    """Every round cell read in the usual form of a game with its result (``12w1``): no note, no bye, no
    game without a result; nothing for the passes on SwissPerfect's ``:``, signed cells and pending
    games to do."""


_NUMBER_KINDS = ("rank", "sno")
_DETAIL_KINDS = frozenset({"rating", "fed", "title", "blank", "points"})
"""The kinds of column a row's details are read from by their heading (:func:`_column_by_header`)."""
_EXPECTED = (
    "expected headings such as Rk, SNo, Name, Title, Rtg, FED, Club, 1.Rd, Pts, TB1, or their German, "
    "Dutch, Spanish, French, Italian or Russian forms (Rg, Snr, Naam, Nombre, Elo, Land, Pkt, Ptos, Wtg1, "
    "Desp1, Очки)"
)


class _Header:
    """The header line of a table: the kind of every column (see :func:`_headings.classify`)."""

    def __init__(
        self,
        line: int,
        fields: list[tuple[str, int]],
        kinds: list[str],
        delimited: bool,
        free: list[Span] | None = None,
    ) -> None:
        self.line = line
        self.fields = fields
        self.kinds = kinds
        self.delimited = delimited
        self.free = free or []
        """Free-text columns of a blank-separated header, told from the names by position."""
        self.rounds = [i for i, k in enumerate(kinds) if k == "round"]
        self.details = [i for i, k in enumerate(kinds) if k in _DETAIL_KINDS]
        self.numbers = [kinds.index(k) for k in _NUMBER_KINDS if k in kinds]
        """The columns of the rank and the starting number, those the table has, in that order."""
        self._found: dict[tuple[str, ...], int | None] = {}
        """The columns :func:`_column_by_header` reads (the others it leaves alone)."""
        self.games: dict[str, Cell] = {}
        """The usual game cells read under this header, by their text (``12w1``): a table of tens of
        thousands of cells writes many of them more than once, each read once (a cell is never
        changed: a pass that reads it otherwise puts a new one in its place)."""
        self.languages: set[str] = set()
        for f, _ in fields:
            self.languages |= languages(f)

    def index(self, *kinds: str) -> int | None:
        found = self._found.get(kinds, -1)
        if found != -1:
            return found  # asked for every row: looked up once
        found = next((i for i, k in enumerate(self.kinds) if k in kinds), None)
        self._found[kinds] = found
        return found

    def before_rounds(self) -> list[str]:
        return self.kinds[: self.rounds[0]]

    def after_rounds(self) -> list[str]:
        return self.kinds[self.rounds[-1] + 1 :]


Span = tuple[int, int, str]
"""A column of a blank-separated table: its first text column, the column after it (0: to the end of
the line), its heading."""


def free_spans(fields: list[tuple[str, int]], kinds: list[str | None]) -> list[Span]:
    """The spans of the free-text columns (club, sex, type) before the rounds of a blank-separated header:
    their words cannot be told from the names by what they are, only by where they stand. None when the
    header is written with single blanks (``Nr. Teilnehmer NWZ Verein/Ort 1 2 …``: a page's text, its
    columns not lined up, so a word's place says nothing; a club after the rating is told by content)."""
    if all(b - (a + len(t)) <= 1 for (t, a), (_, b) in itertools.pairwise(fields)):
        return []
    first_round = kinds.index("round") if "round" in kinds else len(kinds)
    return [
        (col, fields[i + 1][1] if i + 1 < len(fields) else 0, text)
        for i, ((text, col), k) in enumerate(zip(fields, kinds, strict=True))
        if i < first_round and (k == "club" or _heading_key(text) in FREE_TEXT)
    ]


def outside_spans(
    b: EventBuilder, tokens: list[tuple[str, int]], spans: list[Span], line: int
) -> list[tuple[str, int]]:
    """The tokens that do not stand under a free-text heading (those that do are dropped, with a note);
    a token that reaches into the next column (a right-aligned rating) is kept. A span without a heading
    is a column of clubs found by :func:`unheaded_clubs`."""
    if not spans:
        return tokens
    kept = [(t, c) for t, c in tokens if not any(a <= c and (not z or c + len(t) <= z) for a, z, _ in spans)]
    if len(kept) < len(tokens):
        headings = ", ".join(repr(h) for _, _, h in spans if h)
        b.warn(
            f"the words under {headings} are told from the names by their position under the heading "
            "and not used"
            if headings
            else f"the words in the column without a heading at character {spans[0][0]} (between the names "
            "and the ratings: a column of its own in every row, its words repeated) are read as the players' "
            "clubs, told from the names by where they stand, and not used",
            line,
            spans[0][0],
            severity=Severity.INFO,
            once="spans",
        )
    return kept


_ROW_LINE = re.compile(r"\s*\d{1,4}\.?\s+\S")
"""A line that starts as a crosstable's row does: a number, then something after a blank."""


def unheaded_clubs(lines: list[str]) -> list[Span]:
    """The column of clubs without a heading between the names and the ratings of a table aligned with
    blanks (the Finnish federation's reports: ``1 Sipilä Vilka   TuTS   2527 m+ 8 …``): a column of its
    own in every numbered row (:func:`~tiebreak.readers.tables.aligned_cuts`), right after the column of
    full names (most hold a blank), whose values are words, most of them repeated (a club has several
    players; a column of first names or federations is none), followed by a column of ratings. [] when
    the rows have no such column."""
    from .tables import aligned_cuts

    rows = [x.rstrip() for x in lines if _ROW_LINE.match(x)]
    spans = aligned_cuts(rows) if len(rows) >= 4 else []

    def column(k: int) -> list[str]:  # cut when looked at: the first column of names decides
        a, z = spans[k]
        return [x[a:z].strip() for x in rows]

    for k in range(1, len(spans) - 2):
        names = column(k)
        if not all(any(ch.isalpha() for ch in v) for v in names) or 2 * sum(" " in v for v in names) < len(
            names
        ):
            continue
        clubs, after = [v for v in column(k + 1) if v], column(k + 2)
        words = [v for v in clubs if any(ch.isalpha() for ch in v) and v.upper() not in TITLES]
        ratings = [v for v in after if v]
        if (
            3 * len(clubs) >= 2 * len(rows)
            and 3 * len(words) >= 2 * len(clubs)
            and 3 * len(set(clubs)) <= 2 * len(clubs)
            and not any(parse_cell(v) for v in words)
            and sum(bool(_FED.match(v)) for v in clubs) * 2 < len(clubs)
            and 3 * sum(bool(_RATING.match(v.lstrip("U"))) for v in ratings) >= 2 * len(ratings) > 0
        ):
            return [(spans[k + 1][0] + 1, spans[k + 2][0] + 1, "")]
        break  # the first column of full names decides
    return []


def _merge_words(fields: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Join the words of headings of two or three words (``Loc Id``, ``Name des Spielers``) in a
    blank-separated header."""
    out: list[tuple[str, int]] = []
    i = 0
    while i < len(fields):
        text, col = fields[i]
        three = " ".join(t for t, _ in fields[i : i + 3]) if i + 2 < len(fields) else ""
        if three and three.rstrip(".").casefold() in MULTIWORD:
            out.append((three, col))
            i += 3
            continue
        joined = f"{text} {fields[i + 1][0]}" if i + 1 < len(fields) else ""
        if joined and (
            joined.rstrip(".").casefold() in MULTIWORD
            or (classify(text) != "round" and classify(joined) == "round")
        ):
            out.append((joined, col))
            i += 2
            continue
        out.append((text, col))
        i += 1
    return out


def markdown_rule(line: str) -> bool:
    """True for the line under a markdown table's header (``|---|:--:|``)."""
    return bool(_MD_RULE.match(line))


def check_headings(
    b: EventBuilder, lineno: int, fields: list[tuple[str, int]], *, opponents: int, delimited: bool
) -> list[Span] | None:
    """Check the header of a round-robin grid: bare numbers ``1 2 …`` (one per player) for the grid's
    columns, every other heading known (:func:`_headings.classify`); an unknown one is an error.
    Returns the free-text columns of a blank-separated header (:func:`free_spans`), None when the line
    is no header (no known heading besides the numbers: a title line)."""
    if not delimited:
        fields = _merge_words(fields)
    if not any(classify(f) in ("name", "sno", "rank", "points") for f, _ in fields if not f.isdecimal()):
        return None  # a title line that happens to hold 1 and 2
    first = next((k for k, (f, _) in enumerate(fields) if f == "1"), len(fields))
    titled = _titled_names(fields[:first]) if not delimited else None
    kinds = ["name" if k < first and titled else None for k in range(len(fields))]
    if titled:
        title_note = (
            f"the heading over the names, {titled!r}, is no column heading we know: read as the names' "
            "column (a grid's title written over it)"
        )
        b.warn(title_note, lineno, fields[0][1], severity=Severity.INFO)
    for (text, col), kind in zip(fields, kinds, strict=True):
        if kind is None and not text.isdecimal() and classify(text) is None:
            raise b.error(f"unknown column heading {text!r}: {_EXPECTED}", lineno, col)
    numbers = [f for k, (f, _) in enumerate(fields) if f.isdecimal() and kinds[k] is None]
    if numbers != [str(k) for k in range(1, opponents + 1)]:
        b.warn(
            f"the header numbers the grid's columns {' '.join(numbers)[:40]}, but the grid has "
            f"{opponents} rows",
            lineno,
            fields[0][1],
        )
    if delimited:
        return []
    return free_spans(
        fields,
        [
            kind or ("round" if f.isdecimal() else classify(f))
            for (f, _), kind in zip(fields, kinds, strict=True)
        ],
    )


def _titled_names(lead: list[tuple[str, int]]) -> str | None:
    """The headings before a grid's column numbers when they are a title written over the names
    (``Petersburg 1914``: words no heading table knows and a year, no names' heading among them), else
    None."""
    texts = [f for f, _ in lead]
    if not texts or any(classify(t) is not None for t in texts if not t.isdecimal()):
        return None
    if not any(any(ch.isalpha() for ch in t) for t in texts):
        return None
    return " ".join(texts)


def _header(b: EventBuilder, lineno: int, fields: list[tuple[str, int]], delimited: bool) -> _Header | None:
    """The header, when the line is one (round headings and a name or number heading); an unknown
    heading in it is an error."""
    if not delimited:
        fields = _merge_words(fields)
    texts = [f for f, _ in fields]
    kinds = _rating_calculation([classify(t) for t in texts], texts)
    if texts and texts[0].casefold() == "id" and "sno" not in kinds:  # FairPair's 'id namn elo 1 2 …': the
        kinds[0] = "sno"  # first column numbers the players, as the round cells name them
    if "round" not in kinds and not _bare_round_numbers(kinds, texts):
        return None
    if "name" not in kinds:
        return None
    known = _known_headings(b, lineno, fields, kinds)
    unused = [
        f"{text} (column {col})"
        for (text, col), k in zip(fields, known, strict=True)
        if k in ("ignore", "club")
    ]
    if unused:
        b.warn(f"columns not used: {', '.join(unused)}", lineno, fields[0][1], severity=Severity.INFO)
    return _Header(lineno, fields, known, delimited, [] if delimited else free_spans(fields, list(known)))


def _rating_calculation(kinds: list[str | None], texts: list[str]) -> list[str | None]:
    """The headings' kinds, those of chess-results' rating calculation (``n w we w-we K rtg+/-``: the
    games, points, expected points, ... of the rated games; its ``n`` is not a starting number) ignored."""
    if not any(_heading_key(t) in ("we", "w-we") for t in texts):
        return kinds
    return ["ignore" if _heading_key(t) in ("n", "w") else k for t, k in zip(texts, kinds, strict=True)]


def _bare_round_numbers(kinds: list[str | None], texts: list[str]) -> bool:
    """A header without round headings may number its rounds ``1 2 3``: those bare numbers (two or more,
    in order, side by side) become round headings in ``kinds``. False when there are none."""
    bare = [i for i, t in enumerate(texts) if re.fullmatch(r"\d+", t)]
    if len(bare) < 2 or [int(texts[i]) for i in bare] != list(range(1, len(bare) + 1)):
        return False
    if bare != list(range(bare[0], bare[0] + len(bare))):
        return False
    for i in bare:
        kinds[i] = "round"
    return True


def _known_headings(
    b: EventBuilder, lineno: int, fields: list[tuple[str, int]], kinds: list[str | None]
) -> list[str]:
    """The kinds of a header's columns, every one known: an unknown heading is an error."""
    known = []
    for (text, col), kind in zip(fields, kinds, strict=True):
        if kind is None:
            raise b.error(f"unknown column heading {text!r}: {_EXPECTED}", lineno, col)
        known.append(kind)
    return known


def _heading_key(text: str) -> str:
    return text.strip().rstrip(".").casefold()


def _number(text: str) -> int | None:
    t = text.strip().rstrip(".")
    return int(t) if t.isdecimal() and t.isascii() else None


_UNRATED = frozenset({"UR", "NR", "UNR", "UNRATED"})
"""A rating cell that says the player has none (``UR``: unrated, the Sapporo club's tables; ``unr.``,
SwissSys's standings), a final full stop aside."""


_DECIMAL_RATING = re.compile(r"^[1-3]\d{3}[.,]\d{1,2}$")
"""A rating written with decimals (a club's own rating: ``1493.8``, ``1500.00``)."""
_NEW_PLAYER_RATING = re.compile(r"^U(\d{3,4})$")
"""A new player's rating, written with a ``U`` before it (the Finnish federation's reports)."""


def rating_cell(b: EventBuilder, text: str, line: int, col: int) -> int | None:
    """A rating cell: None when empty, ``-`` or ``UR`` (:data:`_UNRATED`); a number of up to 4 digits (in
    brackets: SWAR), with Papi's letter for the kind of rating after it (``2380 R``, ``1500 E``; a ``0``
    is kept as written: the event read makes it unrated, with a note, ``readers/__init__.py``) or Swiss
    Master's ``*`` (not official), or with decimals (``1493.8``: rounded, with a note); anything else is
    an error."""
    t = text.strip()
    if t.isdecimal() and t.isascii() and len(t) <= 4:  # the usual rating, read at once
        return int(t)
    if t in ("", "-") or t.upper().rstrip(".") in _UNRATED:
        return None
    if t[:1] == "(" and t[-1:] == ")" and t[1:-1].isdecimal() and t.isascii() and len(t) <= 6:
        return int(t[1:-1])  # SWAR's pairing lists: '(1693)'
    decimal = _DECIMAL_RATING.match(t)
    if decimal is not None:  # a club's own rating kept with decimals: '1493.8', '1500.00'
        b.warn(
            f"a rating with decimals ({t!r}) is read rounded to a whole number, as ratings are used",
            line,
            col,
            severity=Severity.INFO,
            once="rating-decimals",
        )
        return int(Fraction(t.replace(",", ".")) + Fraction(1, 2))
    new = _NEW_PLAYER_RATING.match(t)
    if new is not None:  # the Finnish reports' 'U1359': a new player's first rating
        b.warn(
            f"a rating written with a U before it ({t!r}: a new player's rating, 'uusi' in the Finnish "
            "federation's reports) is read as the number",
            line,
            col,
            severity=Severity.INFO,
            once="rating-new",
        )
        return int(new.group(1))
    kind = _RATING_KIND.match(t) or _RATING_PAIR.match(t)
    if kind is not None:  # the kind of rating after it (Papi's F FIDE, N national, …; Swiss Master's *)
        if t != kind.group(1) and "(" in t:  # SwissSys's second rating in brackets: the first read
            b.warn(
                f"a rating cell with two ratings ({t!r}) is read as its first",
                line,
                col,
                severity=Severity.INFO,
                once="rating-pair",
            )
        t = kind.group(1)
    if withdrawn_mark(t):  # a club's page writes the word in the rating's place (Swedish 'utg.', utgått)
        b.warn(
            f"{t!r} in the rating's place says the player withdrew: read without a rating (the rounds after "
            "are read as the cells give them)",
            line,
            col,
            severity=Severity.INFO,
            once="rating-withdrawn",
        )
        return None
    if not (t.isascii() and t.isdecimal() and len(t) <= 4):
        raise b.error(f"expected a rating (a number of up to 4 digits) or nothing, found {t!r}", line, col)
    return int(t)


def points_cell(b: EventBuilder, text: str, line: int, col: int) -> Fraction | None:
    """A points cell (``4``, ``4.5``, ``4,5``, ``4½``): None when empty, anything else an error."""
    if not text.strip():
        return None
    value = total_value(text)
    if value is None:
        raise b.error(f"expected the points (e.g. 4, 4.5, 4,5, 4½, 4/7), found {text.strip()!r}", line, col)
    return value


def _field_at(fields: list[tuple[str, int]], i: int) -> tuple[str, int]:
    """Field ``i`` of a row with its column; a field past the row's end is empty, just after it."""
    if i < len(fields):
        return fields[i]
    return "", (fields[-1][1] + len(fields[-1][0]) if fields else 1)


def _numbers_by_header(fields: list[tuple[str, int]], h: _Header) -> list[int] | None:
    """The rank/number prefix of a row with separators: the values under the Rk and SNo headings (an
    empty one left out); None when one is not a number (the line is no row)."""
    numbers = []
    count = len(fields)
    rank = h.index("rank")
    for i in h.numbers:
        text = fields[i][0] if i < count else ""
        if not text or (i == rank and len(h.numbers) > 1 and withdrawn_mark(text)):
            continue  # a place withheld from a player who withdrew (棄権), the starting number there
        n = _number(text) if i != rank else _number(text) or _first_shared(text)
        if n is None:
            return None
        numbers.append(n)
    return numbers


def _first_shared(text: str) -> int | None:
    """The first of the places a rank cell gives as a range (``6-7``, ``10.-12.``: players who share
    them, TurneringsService's lists), None when the text is no such range."""
    m = SHARED_PLACE.match(text.strip())
    return int(m.group(1)) if m is not None and int(m.group(1)) < int(m.group(2)) else None


def _title_in_name(b: EventBuilder, draft: PlayerDraft, h: _Header, col: int) -> None:
    """A title written before the name (``GM Anna``) when the table has no title column, with a note."""
    first, _, rest = draft.name.partition(" ")
    if rest and first.upper() in TITLES and "title" not in h.kinds:
        draft.name, draft.title = rest.strip(), first.upper()
        b.warn(
            f"{first!r} before a name is read as a title",
            draft.line,
            col,
            severity=Severity.INFO,
            once="title-prefix",
        )


def _column_by_header(
    b: EventBuilder, lineno: int, draft: PlayerDraft, h: _Header, i: int, field_at: tuple[str, int]
) -> None:
    """Column ``i`` of a row read as its heading says: the first rating, federation and points column
    that holds a value, a title column (or one without a heading holding titles)."""
    kind, (text, col) = h.kinds[i], field_at
    if kind == "rating":
        if draft.rating is None:
            draft.rating = rating_cell(b, text, lineno, col)
    elif kind == "fed":
        if not draft.federation:
            draft.federation = text
    elif kind in ("title", "blank"):
        if text:
            _title_cell(b, draft, h, i, text, col)
    elif kind == "points" and draft.declared_points is None:
        draft.declared_points = points_cell(b, text, lineno, col)


def _title_cell(b: EventBuilder, draft: PlayerDraft, h: _Header, i: int, text: str, col: int) -> None:
    """A value under a title heading or under no heading: a title (a column without a heading read as
    the titles gets a note; in the one right before the names, as chess-results writes the titles, a
    word of up to four capitals too: a national title); anything else before the rounds without a
    heading is an error."""
    kind = h.kinds[i]
    short = len(text) <= 4 and text.isalpha()  # a national title (Romania's I, II; Germany's KM)
    if text.upper() in TITLES or (
        short and (kind == "title" or (text.isupper() and h.index("name") == i + 1))
    ):
        draft.title = text.upper()
        if kind == "blank":
            b.warn(
                f"the column without a heading (column {h.fields[i][1]} of line {h.line}) is read "
                "as the players' titles",
                draft.line,
                col,
                severity=Severity.INFO,
                once="blank-title",
            )
    elif kind == "title" and not any(ch.isalnum() for ch in text):
        b.warn(mark_in_titles(text), draft.line, col, once="title-mark")
    elif i < h.rounds[0]:
        raise b.error(
            f"the column without a heading holds {text!r}: expected a title (GM, IM, WFM, …) or nothing",
            draft.line,
            col,
        )


def _cells_by_header(
    b: EventBuilder, lineno: int, fields: list[tuple[str, int]], h: _Header
) -> tuple[list[tuple[Cell, int]], bool]:
    """The round cells of a row with separators, one under each round heading, and whether each is a
    game in the usual form (:attr:`_Row.plain`); one that does not read as a cell is an error."""
    cells = []
    n = len(fields)
    games = h.games
    match = _CR_CELL.match
    plain = True
    for r, i in enumerate(h.rounds):
        text, col = fields[i] if i < n else _field_at(fields, i)
        cell = games.get(text)
        if cell is not None:
            cells.append((cell, col))
            continue
        m = match(text)  # the usual cell (12w1), read here: parse_cell reads it alike, at thrice the cost
        if m is not None:
            opponent, letter, result = m.groups()
            color, read, letter = _colour_and_result(letter, result)
            cell = games[text] = Cell(int(opponent), color, read, False, letter)
            cells.append((cell, col))
            continue
        plain = False
        cell = parse_cell(text)
        if cell is None and (running := _running_totals(fields, h)) is not None:
            b.warn(
                "the round cells give the colour, the opponent and the player's points after the round (a "
                "progress table's running total, 'W7 1'): each game's result is read as the points gained "
                "since the round before",
                lineno,
                col,
                severity=Severity.INFO,
                once="running",
            )
            return running, False
        absent = _ABSENT.match(text.strip()) if cell is None else None
        if absent is not None:  # SWAR's round of an absence, a bye or a withdrawal: A, A½, B1, F
            kind, bye = absent.group(1), absent.group(1) == "B"
            value = absent.group(2) or ("1" if bye else "0")
            result = Result.NOT_PAIRED if kind == "F" else (_BYES if bye else _ABSENCE)[value]
            cell = Cell(None, Color.NONE, result)
            b.warn(
                "SWAR's round cells without an opponent: 'A' (an absence) is read as a zero-point bye, 'A½' "
                "as a half-point bye, 'B1' (a bye) as a pairing-allocated bye, 'F' (forfait: the player "
                "plays no more) as not paired",
                lineno,
                col,
                severity=Severity.INFO,
                once="absent-a",
            )
        if cell is None:
            raise b.error(
                f"round {r + 1}: cannot read the cell {text!r} (expected e.g. 12w1, 5b½, -1, +W4, 27:W)",
                lineno,
                col,
            )
        cells.append((cell, col))
    return cells, plain


_ABSENT = re.compile(r"^([ABF])\s*(½|0[.,]5|1|0)?$")
"""SWAR's crosstable cell of a round without an opponent, with the points it scored: an absence (``A``,
none; ``A½``), a bye (``B1``), or ``F`` (forfait: the rounds after a player stopped)."""
_HALF = {"½": Result.HALF_BYE, "0.5": Result.HALF_BYE, "0,5": Result.HALF_BYE}
_ABSENCE = {"0": Result.ZERO_BYE, "1": Result.FULL_BYE, **_HALF}
_BYES = {"0": Result.ZERO_BYE, "1": Result.PAB, **_HALF}
_RUNNING = re.compile(r"^([WwBb])\s*(\d{1,4})\s+(\d{1,3}(?:[.,]5)?|\d{0,3}½)$")
"""A progress table's round cell: the colour, the opponent and the player's points after the round
(``W7 1``, ``B8 0.5``: the Sapporo chess club's tables), not the game's result."""
_GAINED = {Fraction(1): Result.WIN, Fraction(1, 2): Result.DRAW, Fraction(0): Result.LOSS}
_RUNNING_BYE = re.compile(r"^bye\s+(\d{1,3}(?:[.,]5)?|\d{0,3}½)$", re.IGNORECASE)
"""A progress table's round of a bye, with the player's points after it (``Bye 1``, ``Bye 0.5``: the
Sapporo chess club's tables): a bye worth the points gained."""
_BYE_GAINED = {Fraction(1): Result.PAB, Fraction(1, 2): Result.HALF_BYE, Fraction(0): Result.ZERO_BYE}


def _running_totals(fields: list[tuple[str, int]], h: _Header) -> list[tuple[Cell, int]] | None:
    """The round cells of a progress table's row, each the points after the round (:data:`_RUNNING`; an
    empty one, or a mark of a few characters without a digit, ``ヤ`` after a player withdrew, a round not
    paired; a bye with the points after it, :data:`_RUNNING_BYE`, a bye of the points gained, a whole
    point a pairing-allocated bye): each game's result the points gained since the round before. None
    when a round cell is no such cell, the row has no game, or gains other than 0, ½ or 1."""
    cells: list[tuple[Cell, int]] = []
    before = Fraction(0)
    for i in h.rounds:
        text, col = _field_at(fields, i)
        if not text.strip() or (
            len(text.strip()) <= 3 and not any(ch.isalnum() and ch.isascii() for ch in text)
        ):
            cells.append((Cell(None, Color.NONE, Result.NOT_PAIRED), col))
            continue
        bye = _RUNNING_BYE.match(text.strip())
        if bye is not None:
            total = point_value(bye.group(1))
            gained = _BYE_GAINED.get(total - before) if total is not None else None
            if total is None or gained is None:
                return None
            cells.append((Cell(None, Color.NONE, gained), col))
            before = total
            continue
        m = _RUNNING.match(text.strip())
        parts = (m.group(1), m.group(2), m.group(3)) if m is not None else _run_together(text.strip(), before)
        total = point_value(parts[2]) if parts is not None else None
        result = _GAINED.get(total - before) if total is not None else None
        if parts is None or total is None or result is None:
            return None
        color = Color.WHITE if parts[0] in "Ww" else Color.BLACK
        cells.append((Cell(int(parts[1]), color, result, False, parts[0].lower()), col))
        before = total
    return cells if any(c.opponent is not None for c, _ in cells) else None


_RUN_TOGETHER = re.compile(r"^([WwBb])(\d{2,5}(?:[.,]5)?)$")


def _run_together(text: str, before: Fraction) -> tuple[str, str, str] | None:
    """A progress table's round cell whose blank before the points was lost (``W64``: opponent 6, then 4
    points): the colour, the opponent and the points, when exactly one split of the digits gives points
    gained since the round before of 0, ½ or 1 (the points never more than one digit and its half); None
    otherwise."""
    m = _RUN_TOGETHER.match(text)
    if m is None:
        return None
    digits = m.group(2)
    whole = digits.split(".")[0].split(",")[0]
    splits = []
    for k in range(1, len(whole)):
        opponent, total = digits[:k], digits[k:]
        value = point_value(total)
        if opponent[0] != "0" and value is not None and value - before in _GAINED:
            splits.append((m.group(1), opponent, total))
    return splits[0] if len(splits) == 1 else None


def _row_by_header(b: EventBuilder, lineno: int, fields: list[tuple[str, int]], h: _Header) -> _Row | None:
    """A row of a table with separators: every column read as its heading says."""
    numbers = _numbers_by_header(fields, h)
    name_i = h.index("name")
    name, name_col = _field_at(fields, name_i) if name_i is not None else ("", 0)
    if numbers and not name and name_i is not None and all(_field_at(fields, i)[0] for i in h.rounds):
        name = f"no name ({numbers[-1]})"  # a row of every round whose name the page left empty
        b.warn(
            f"a row numbered {numbers[-1]} has no name (its rounds are all there): read as {name!r}",
            lineno,
            name_col,
        )
    if not numbers or not name:
        return None
    draft = PlayerDraft(name.rstrip(",").rstrip() or name, line=lineno)
    _title_in_name(b, draft, h, name_col)
    for i in h.details:  # the other columns are the numbers, the name, the rounds or left aside
        _column_by_header(b, lineno, draft, h, i, _field_at(fields, i))
    cells, plain = _cells_by_header(b, lineno, fields, h)
    return _Row(lineno, numbers, draft, cells, plain)


def _shared_place(
    b: EventBuilder, lineno: int, fields: list[tuple[str, int]], h: _Header, above: _Row | None
) -> _Row | None:
    """A row whose rank is left empty under the Rk column of a table without starting numbers, right
    after a row read: chess-results' ranking crosstables leave blank the rank of a place shared with
    the row above. Read as the next place (the row above's number plus one: the number the round cells
    give it), with a note; None when the line is no such row (its round cells do not all read)."""
    i = h.index("rank")
    if above is None or i is None or h.index("sno") is not None or len(above.numbers) != 1:
        return None
    if i >= len(fields) or fields[i][0]:
        return None
    number = above.numbers[0] + 1
    numbered = [*fields[:i], (str(number), fields[i][1]), *fields[i + 1 :]]
    try:
        row = _row_by_header(b, lineno, numbered, h)
    except ParseError:
        return None
    if row is not None:
        b.warn(
            f"a row without a rank (a place shared with the row above, left blank as chess-results "
            f"does) is read as place {number}, the number the round cells give it (the first here)",
            lineno,
            fields[i][1],
            severity=Severity.INFO,
            once="shared-place",
        )
    return row


def _details(draft: PlayerDraft, values: list[str]) -> None:
    """The rating, title and federation written after the name in a row without a header (the first of
    each fills the draft's blank)."""
    for v in values:
        if _RATING.match(v) and draft.rating is None:
            draft.rating = int(v)
        elif v.upper() in TITLES and not draft.title:
            draft.title = v.upper()
        elif _FED.match(v) and not draft.federation:
            draft.federation = v


def _fits(kind: str, token: str) -> bool:
    """Whether a token can be the value of a column of this kind (blank-separated rows)."""
    if kind == "rating":
        return token.isascii() and token.isdecimal() and len(token) <= 4
    if kind == "fed":  # under a federation heading: a FIDE code, or a state's (Vega: "WA")
        return bool(_FED.match(token) or _STATE.match(token))
    if kind == "points":
        return point_value(token) is not None
    if kind == "title":
        return token.upper() in TITLES
    if kind in ("ignore", "sno", "rank"):
        return token.isascii() and token.isdecimal()
    return False


@dataclass(frozen=True)
class _Layout:
    """What the header of a blank-separated table says about its rows: the kinds of the columns before
    the rounds (blank headings left out), where the name stands among them, the number columns before
    the name, the kinds after the rounds and the number of rounds. Without a header a row may start with
    a rank and a starting number, and the rest is found from the values alone."""

    before: list[str]
    name_at: int
    leading: list[str]
    after: list[str]
    n_rounds: int | None


def _layout(h: _Header | None) -> _Layout:
    """The layout of the rows under the header ``h`` (None: a table without a header)."""
    if h is None:
        return _Layout([], 0, list(_NUMBER_KINDS), [], None)
    before = [k for k in h.before_rounds() if k != "blank"]
    name_at = before.index("name") if "name" in before else len(before)
    return _Layout(
        before,
        name_at,
        [k for k in before[:name_at] if k in _NUMBER_KINDS],
        [k for k in h.after_rounds() if k != "blank"],
        len(h.rounds),
    )


def _leading_numbers(tokens: list[tuple[str, int]], layout: _Layout) -> list[int]:
    """The rank/number prefix of a row: the numbers it starts with, one per number column before the
    name (at least one)."""
    numbers: list[int] = []
    for text, _ in tokens[: max(1, len(layout.leading))]:
        if not _NUMBER.match(text):
            break
        numbers.append(int(text.rstrip(".")))
    return numbers


def _points_and_tiebreaks(
    tokens: list[tuple[str, int]], first: int, after: list[str]
) -> tuple[int, Fraction | None]:
    """The points and tie-break columns at the end of a row (``first``: the first token after the
    numbers): where they begin and the points they declare. The columns the header names after the
    rounds when each holds a number or nothing, the points where the header has them; else every
    trailing number that is no round cell (``+``, ``-``), the first of them the points."""
    end = len(tokens)
    if (
        after
        and end - first > len(after)
        and all(point_value(t) is not None or t in _EMPTY for t, _ in tokens[end - len(after) :])
    ):
        end -= len(after)
        return end, point_value(tokens[end + after.index("points")][0]) if "points" in after else None
    while (
        end > first
        and not tokens[end - 1][0].startswith(("-", "+"))
        and point_value(tokens[end - 1][0]) is not None
    ):
        end -= 1
    return end, point_value(tokens[end][0]) if end < len(tokens) else None


def _round_cells_start(tokens: list[tuple[str, int]], first: int, end: int, n_rounds: int | None) -> int:
    """Where the round cells begin: the cells read leftwards from ``end`` (at most ``n_rounds``), less
    the ``0`` they start with (a total or a rating rather than a round without opponent)."""
    start = end
    while start > first and _is_cell(tokens[start - 1][0]) and (n_rounds is None or end - start < n_rounds):
        start -= 1
    while start < end and tokens[start][0] == "0":
        start += 1
    return start


def _zeros_under_rounds(tokens: list[tuple[str, int]], first: int, start: int, end: int, h: _Header) -> int:
    """Where the round cells begin once a ``0`` before them that stands under the first round's heading
    (nearer it than the heading before it) is given back to the rounds: a round without an opponent and
    without points, as chess-results prints it (``1852 SWE 0 30w1 …``), not a rating or a total."""
    if not h.rounds or h.rounds[0] == 0:
        return start
    heading, col = h.fields[h.rounds[0]]
    other, other_col = h.fields[h.rounds[0] - 1]
    centre, other_centre = col + len(heading) / 2, other_col + len(other) / 2
    while (
        start > first
        and tokens[start - 1][0] == "0"
        and end - start < len(h.rounds)
        and abs(tokens[start - 1][1] - centre) < abs(tokens[start - 1][1] - other_centre)
    ):
        start -= 1
    return start


def _columns_before_rounds(
    draft: PlayerDraft, head: list[tuple[str, int]], layout: _Layout, declared: Fraction | None
) -> Fraction | None:
    """The rating, federation, title and points columns a header names between the name and the rounds,
    taken from the right end of ``head`` (the tokens between the numbers and the rounds) when a value
    fits; a title column before the name from its left end. Returns the points declared."""
    for kind in reversed(layout.before[layout.name_at + 1 :]):
        if len(head) > 1 and _fits(kind, head[-1][0]):
            declared = _column_value(draft, kind, head.pop()[0], declared)
    for kind in layout.before[len(layout.leading) : layout.name_at]:
        if kind == "title" and len(head) > 1 and head[0][0].upper() in TITLES:
            draft.title = head.pop(0)[0].upper()
    return declared


def _column_value(draft: PlayerDraft, kind: str, token: str, declared: Fraction | None) -> Fraction | None:
    """Put a column's value (``token``, known to fit ``kind``) into the draft; the points declared (the
    first points column read counts)."""
    if kind == "points":
        return point_value(token) if declared is None else declared
    if kind == "rating":
        draft.rating = int(token)
    elif kind == "fed":
        draft.federation = token
    elif kind == "title":
        draft.title = token.upper()
    return declared


def _points_before_rounds(
    b: EventBuilder, lineno: int, head: list[tuple[str, int]], n_cells: int, declared: Fraction | None
) -> Fraction | None:
    """A table without a header: a total between the name and the rounds (SwissPerfect, wallcharts) is
    the points, with a note, unless the points came after the rounds."""
    if declared is not None or len(head) < 2 or not _is_points_before(head[-1][0], n_cells):
        return declared
    token, col = head.pop()
    b.warn(
        f"{token!r} between the name and the rounds is read as the points total",
        lineno,
        col,
        severity=Severity.INFO,
        once="points-before",
    )
    return point_value(token)


_DECIMAL = re.compile(r"^\d{1,4}[.,]\d{1,2}$")
"""A value written with decimals (``3.0``, ``16.00``): a total or a tie-break, never a word of a name."""


def _values_after_name(
    b: EventBuilder, lineno: int, head: list[tuple[str, int]], n_cells: int, declared: Fraction | None
) -> Fraction | None:
    """A table without a header: two values or more written with decimals between the name and the
    rounds (Turnierverwaltung's ``Becks 3.0 5.00 16.00 3s1 …``, its columns ``Pkte. W.1 W.2``) taken off
    the name, the first the points when it is at most the rounds and no points were read, the others
    tie-breaks (not used), with a note."""
    k = len(head)
    while k > 1 and _DECIMAL.match(head[k - 1][0]):
        k -= 1
    if k > len(head) - 2:  # one value at most: the points a wallchart writes there (_points_before_rounds)
        return declared
    values = head[k:]
    del head[k:]
    first = point_value(values[0][0])
    points = declared is None and first is not None and first <= n_cells
    b.warn(
        f"{' '.join(t for t, _ in values)!r} between the name and the rounds "
        + (
            "is read as the points and tie-break values (not used)"
            if points
            else "are tie-break values (not used)"
        )
        + ", not as part of the name",
        lineno,
        values[0][1],
        severity=Severity.INFO,
        once="values-after-name",
    )
    return first if points else declared


WITHDRAWN_MARKS = frozenset({"(W)", "(w)", "(wd)", "(WD)"})
"""What Vega writes after the name of a player who withdrew (``Tran,Huy Thong (W)``)."""


def _name_and_title(
    b: EventBuilder, lineno: int, draft: PlayerDraft, head: list[tuple[str, int]], by_header: bool
) -> None:
    """The name (the tokens left between the numbers and the rounds), a title written before it (with a
    note) and, in a table without a header, the rating and federation written after it."""
    names = [t for t, _ in head]
    if len(names) > 1 and names[0].upper() in TITLES and not draft.title:
        draft.title = names.pop(0).upper()
        b.warn(
            f"{head[0][0]!r} before a name is read as a title",
            lineno,
            head[0][1],
            severity=Severity.INFO,
            once="title-prefix",
        )
    leader = next((k for k, t in enumerate(names) if k and _DOT_LEADER.match(t)), None)
    if leader is not None:  # WinTD's X-Table: 'Waller, Matt (1) .............': dots up to the next column
        number = leader - 1 if _PAIRING_NUMBER.match(names[leader - 1]) and leader > 1 else leader
        bracketed = " and the number in brackets before them" if number < leader else ""
        left = " ".join(names[number : leader + 1])
        note = f"the dots after a name{bracketed} ({left!r}) are left out of the name"
        b.warn(note, lineno, head[number][1], severity=Severity.INFO, once="dot-leader")
        del names[number : leader + 1]
    parts, rest = _name_then_details(names, rating_only=by_header)
    small: list[str] = []
    while len(parts) > 1 and _SMALL_NUMBER.match(parts[-1]):  # an age, a group: a column, not the name's
        small.insert(0, parts.pop())
    if small:
        at = head[len(parts)][1] if len(parts) < len(head) else (head[-1][1] if head else None)
        b.warn(
            f"{' '.join(small)!r} after the name is read as a column of its own (a number such as an age "
            "or a group, not used), not as part of the name",
            lineno,
            at,
            severity=Severity.INFO,
            once="number-after-name",
        )
    if len(parts) > 1 and parts[-1] in WITHDRAWN_MARKS:  # Vega's '(W)': the player withdrew
        mark = parts.pop()
        b.warn(
            f"{mark!r} after a name marks a player who withdrew: left out of the name",
            lineno,
            head[len(parts)][1] if len(parts) < len(head) else None,
            severity=Severity.INFO,
            once="withdrawn-mark",
        )
    draft.name = " ".join(parts).rstrip(",").rstrip()  # SwissPerfect's "Maras," (no first name)
    _details(draft, rest)
    club = [t for t in rest if not (_RATING.match(t) or _FED.match(t) or t.upper() in TITLES)]
    if club and rest and _RATING.match(rest[0]):
        b.warn(club_note(club), lineno, head[0][1] if head else None, severity=Severity.INFO, once="club")


def club_note(club: list[str]) -> str:
    """The note on words after a rating told from the name as the club (``SG Solingen``)."""
    return f"the words after a rating ({' '.join(club)!r}) are told from the name as the club (not used)"


def _name_then_details(names: list[str], *, rating_only: bool = False) -> tuple[list[str], list[str]]:
    """The words of a name and what follows it: from the first rating or federation after a word of the
    name (``rating_only``: from a rating only -- a row under a header whose columns say the rest:
    ``Steinbach, Wolfgang 1886 SG Solingen`` is the name, the rating and the club)."""
    for k, t in enumerate(names[1:], 1):
        if _RATING.match(t) or (_FED.match(t) and not rating_only) or (rating_only and t == "0"):
            return names[:k], names[k:]  # (under a rating heading, 0 too: Vega's rating of the unrated)
    return names, []


def _round_cells(
    b: EventBuilder, lineno: int, name: str, texts: list[tuple[str, int]], h: _Header | None
) -> list[tuple[Cell, int]]:
    """The round cells of a row (``texts``, each known to read as a cell). Under a header, a row with
    fewer cells than rounds has them placed under the round headings above them (with a note) or,
    when that fails, the missing last rounds read as not played (with a warning)."""
    cells = []
    for text, col in texts:
        cell = parse_cell(text)
        assert cell is not None
        cells.append((cell, col))
    if h is None or len(cells) >= len(h.rounds):
        return cells
    placed = _by_column(cells, h)
    if placed is not None:
        b.warn(
            "rows with empty round cells: each cell is placed in the round whose heading is above it",
            lineno,
            cells[0][1] if cells else None,
            severity=Severity.INFO,
            once="by-column",
        )
        return placed
    n_rounds = len(h.rounds)
    b.warn(
        f"{name}: {len(cells)} round cells for {n_rounds} rounds; the last {n_rounds - len(cells)} "
        "read as not played",
        lineno,
        texts[-1][1],
    )
    return cells + [(Cell(None, Color.NONE, Result.NOT_PAIRED), 0) for _ in range(n_rounds - len(cells))]


def _row_from_tokens(
    b: EventBuilder, lineno: int, fields: list[tuple[str, int]], h: _Header | None, clubs: list[Span]
) -> _Row | None:
    """A row of a table separated by runs of blanks: numbers first, the round cells found from the
    right (after the points and tie-break columns), what the header says in between (the words under a
    free-text heading, else in ``clubs``, set aside)."""
    layout = _layout(h)
    tokens = _typed_apart(b, lineno, [(f, c) for f, c in fields if f])
    tokens = outside_spans(b, tokens, h.free if h is not None and h.free else clubs, lineno)
    numbers = _leading_numbers(tokens, layout)
    if not numbers:
        return None
    end, declared = _points_and_tiebreaks(tokens, len(numbers), layout.after)
    start = _round_cells_start(tokens, len(numbers), end, layout.n_rounds)
    if h is not None:
        start = _zeros_under_rounds(tokens, len(numbers), start, end, h)
    if start == end:
        return None
    if declared is not None and declared > end - start and "points" not in layout.after:
        b.warn(  # FairPair's performance (2266.7) after 4 rounds, with no points column
            f"the first number after the rounds, {tokens[end][0]!r}, is more than {end - start} rounds "
            "give: a tie-break's value, not the points (the points are counted from the rounds)",
            lineno,
            tokens[end][1],
            severity=Severity.INFO,
            once="points-over-rounds",
        )  # the column's values are left out of every row by _event
    head = tokens[len(numbers) : start]
    _cells_in_name(b, lineno, head)
    draft = PlayerDraft("", line=lineno)
    if h is not None:
        declared = _columns_before_rounds(draft, head, layout, declared)
    else:
        declared = _values_after_name(b, lineno, head, end - start, declared)
        declared = _points_before_rounds(b, lineno, head, end - start, declared)
    _name_and_title(b, lineno, draft, head, by_header=h is not None)
    cells = _round_cells(b, lineno, draft.name, tokens[start:end], h)
    draft.declared_points = declared
    return _Row(lineno, numbers, draft, cells)


def _cell_like(token: str) -> bool:
    """A token that reads as a round cell and holds a digit and a letter or sign (``b12=``, ``12w1``):
    no word of a name."""
    return (
        any(ch.isdigit() for ch in token)
        and not token.isdigit()
        and any(not ch.isdigit() for ch in token.lstrip("-+"))
        and _is_cell(token)
    )


def _cells_in_name(b: EventBuilder, lineno: int, head: list[tuple[str, int]]) -> None:
    """Refuse a row whose words before its rounds hold two round cells or more and then a word that is
    none (the ECF's congress results' ``Anne b12= w13= b20= bye= w9= b27=`` before ``bye=`` was read): the
    rounds were found after that word only, so the message names it, in its round, rather than a round
    misplaced."""
    first = next((k for k in range(1, len(head)) if _cell_like(head[k][0])), None)
    if first is None:
        return
    stop = next((k for k in range(first, len(head)) if not _cell_like(head[k][0])), None)
    if stop is None or stop - first < 2:
        return
    text, col = head[stop]
    raise b.error(
        f"round {stop - first + 1}: cannot read the cell {text!r} (expected e.g. 12w1, 5b½, -1, +W4, 27:W; "
        f"the {stop - first} cells before it were read as part of the name)",
        lineno,
        col,
    )


_RUN_IN = re.compile(r"(\d{1,4})\.(?=[^\W\d_])")
"""A row's number and its dot run into the name: ``10.Kelkka``."""
_POINTS_UNIT = frozenset({"p", "p.", "pt", "pt.", "pts", "pts.", "pkt", "pkt.", "pist", "pist.", "points"})
"""The unit a hand-made table may write after each total (``5,0 p``)."""


def _typed_apart(b: EventBuilder, lineno: int, tokens: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """The tokens of a row of a table typed by hand, the number run into the name (``10.Kelkka``)
    written apart, and the unit after the total (``5,0 p``) left out, each with a note."""
    m = _RUN_IN.match(tokens[0][0]) if tokens else None
    if m is not None:
        text, col = tokens[0]
        tokens = [(m.group(1), col), (text[m.end() :], col + m.end()), *tokens[1:]]
        b.warn(
            f"the number run into a name ({text!r}) is read as the row's number and the name",
            lineno,
            col,
            severity=Severity.INFO,
            once="run-in",
        )
    unit = len(tokens) >= 3 and tokens[-1][0].casefold() in _POINTS_UNIT
    if unit and point_value(tokens[-2][0]) is not None:
        b.warn(
            f"the {tokens[-1][0]!r} after the total is read as its unit (points), not a column",
            lineno,
            tokens[-1][1],
            severity=Severity.INFO,
            once="points-unit",
        )
        tokens = tokens[:-1]
    return _cells_apart(b, lineno, _padded_cells(tokens))


_COLOUR_SIGN = re.compile(rf"^[{COLOR_LETTERS}][+=\-]$", re.IGNORECASE)
"""A cell's colour letter and result sign, its opponent's number padded apart (``m+ 8``)."""


def _padded_cells(tokens: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """The tokens with each colour letter and sign followed by a number joined to it: a cell printed
    colour, sign, opponent, the number right-aligned in the cell's width (the Finnish federation's reports:
    ``m+ 8`` beside ``v+20``), split apart on the blank."""
    if not any(_COLOUR_SIGN.match(t) for t, _ in tokens):
        return tokens
    out: list[tuple[str, int]] = []
    k = 0
    while k < len(tokens):
        text, col = tokens[k]
        if _COLOUR_SIGN.match(text) and k + 1 < len(tokens) and tokens[k + 1][0].isdecimal():
            out.append((f"{text}{tokens[k + 1][0]}", col))
            k += 2
            continue
        out.append((text, col))
        k += 1
    return out


_CELL_RUN = re.compile(r"\d{1,4}(?:[^\W\d_][01½=]|[+-])")
"""One round cell of a crosstable printed opponent, colour, result (``19w1``, ``10s½``), or opponent and
a sign, no colour (``21+``, ``16-``: SwissChess's game decided without play)."""


def _cells_apart(b: EventBuilder, lineno: int, tokens: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Tokens that are two round cells run together (``19w110s1``, ``17w½21+``: a PDF's text, the blank
    between two cells narrower than a blank's width) each split into its cells, with a note: one
    opponent, then one colour letter and one result character, or one sign, a cell, so the split is
    the only one."""
    out: list[tuple[str, int]] = []
    for text, col in tokens:
        cells = _CELL_RUN.findall(text) if len(text) >= 5 and not text.isdigit() else []
        if len(cells) < 2 or "".join(cells) != text:
            out.append((text, col))
            continue
        b.warn(
            f"{text!r} is read as {len(cells)} round cells run together ({', '.join(cells)})",
            lineno,
            col,
            severity=Severity.INFO,
            once="cells-run-together",
        )
        at = col
        for cell in cells:
            out.append((cell, at))
            at += len(cell)
    return out


def _is_points_before(token: str, n_cells: int) -> bool:
    """A wallchart's total between the name and the rounds: ``3.5``, ``3½``, ``3`` (at most the rounds)."""
    value = point_value(token)
    return value is not None and not _RATING.match(token) and value <= n_cells


def _by_column(cells: list[tuple[Cell, int]], h: _Header) -> list[tuple[Cell, int]] | None:
    """Cells placed under the round headings nearest to them; None when two share a heading."""
    centres = [h.fields[i][1] + len(h.fields[i][0]) / 2 for i in h.rounds]
    out: list[tuple[Cell, int]] = [(Cell(None, Color.NONE, Result.NOT_PAIRED), 0) for _ in h.rounds]
    last = -1
    for cell, col in cells:
        r = min(range(len(centres)), key=lambda k: abs(centres[k] - col))
        if r <= last:
            return None
        out[r] = (cell, col)
        last = r
    return out


@dataclass
class _Lines:
    """What reading the lines of a table has found so far: the header, the rows, the title lines before
    them, the last line before the rows (a header not recognised?), the lines since the last row that
    are no rows, and the lines that start with a number as a row does but were not read as one."""

    header: _Header | None = None
    rows: list[_Row] = field(default_factory=list)
    titles: list[tuple[int, str]] = field(default_factory=list)
    before: tuple[int, list[tuple[str, int]], bool] | None = None
    ignored: list[tuple[int, str]] = field(default_factory=list)
    candidates: list[int] = field(default_factory=list)
    restarts: list[tuple[int, list[tuple[int, str]]]] = field(default_factory=list)
    """Where the rows' numbers begin again at 1 after lines that are no rows: the row's index and those
    lines (another table's title and header, :func:`_one_of_several`)."""

    def above_table(self) -> bool:
        """Whether no header and no row have been read yet."""
        return self.header is None and not self.rows


def read_rows(
    b: EventBuilder,
    lines: list[str],
    delimiter: str | None = None,
    split: list[list[tuple[str, int]]] | None = None,
    group: str | None = None,
) -> tuple[list[_Row], str, _Header | None]:
    """Rows of the table, the event name (a title line before the table) and the header
    (``delimiter``: the field separator, found from the lines when not given; ``split``: the fields of
    each tab-separated line, as :func:`split_fields` gives them, where the lines' writer has them;
    ``group``: of several tables one after another, the one ``--columns group=`` names)."""
    if delimiter is None:
        delimiter = detect_delimiter(lines)
    seen = _Lines()
    clubs = unheaded_clubs(lines) if not delimiter else []
    for lineno, raw in enumerate(lines, start=1):
        line = raw.rstrip()
        if _blank_or_rule(line, delimiter):
            continue
        if split is not None and delimiter == "\t" and "\t" in line:
            fields = split[lineno - 1]
        else:
            fields = split_fields(line, delimiter)
        delimited = bool(delimiter) and delimiter in line
        if seen.above_table() and _found_header(b, seen, lineno, fields, delimited):
            continue
        row = _table_row(b, lineno, fields, seen.header, delimited, clubs)
        if row is None and seen.header is not None and delimited and seen.header.delimited:
            row = _shared_place(b, lineno, fields, seen.header, seen.rows[-1] if seen.rows else None)
        if row is None:
            _not_a_row(seen, lineno, line, fields, delimited)
        else:
            _add_row(b, seen, row)
    _check_lines_left(b, seen)
    rows, titles = _one_of_several(b, seen, group)
    name = event_name(b, titles, max((len(r.cells) for r in rows), default=None))
    return rows, name, seen.header


def _blank_or_rule(line: str, delimiter: str) -> bool:
    """Whether a line holds nothing but blanks and separators, or is a rule (a markdown table's, or a
    line of dashes or equals signs under a header: Vega's text cross table)."""
    if not line.strip() or not line.strip(delimiter + " "):
        return True
    if _DASH_RULE.fullmatch(line.strip()):
        return True
    return delimiter == "|" and markdown_rule(line)


_DASH_RULE = re.compile(r"[-=_+|\s]{3,}")
"""A line drawn with dashes, equals signs (and ``+`` ``|`` where rules cross)."""


def _found_header(
    b: EventBuilder, seen: _Lines, lineno: int, fields: list[tuple[str, int]], delimited: bool
) -> bool:
    """Whether a line above the table is its header (then kept in ``seen``); a header with a White and a
    Black column is an error: a pairing list."""
    if names_both_colours([f for f, _ in fields]) and not _sentence(fields, delimited):
        raise b.error(_PAIRING_LIST(), lineno, fields[0][1])
    h = _header(b, lineno, fields, delimited)
    if h is None:
        return False
    seen.header = h
    return True


def _sentence(fields: list[tuple[str, int]], delimited: bool) -> bool:
    """Whether a line split on blanks is a sentence of the page, not a header: more words than any
    header has, or words of which fewer than half are headings (a Spanish club's note on its tie-breaks,
    ``… las blancas con 5min y obligado a ganar, y las negras con 4min …``, names both colours)."""
    if delimited:
        return False
    words = [f for f, _ in fields]
    return len(words) > _HEADER_WORDS or 2 * sum(classify(w) is not None for w in words) < len(words)


_HEADER_WORDS = 24
"""The most words a header line holds (a pairing list's of two sides with their numbers, titles,
ratings, federations, points and clubs holds about 20)."""


def _numbered(fields: list[tuple[str, int]]) -> bool:
    """Whether a line starts with a number, as a row does (or one run into the name: ``10.Kelkka``)."""
    return bool(fields and (_NUMBER.match(fields[0][0].strip() or "x") or _RUN_IN.match(fields[0][0])))


def _table_row(
    b: EventBuilder,
    lineno: int,
    fields: list[tuple[str, int]],
    header: _Header | None,
    delimited: bool,
    clubs: list[Span] | None = None,
) -> _Row | None:
    """The line read as a row: by its header's columns when both have separators, else by its tokens
    (with the header of a blank-separated table; ``clubs``: a column of clubs without a heading,
    :func:`unheaded_clubs`); None when it is no row."""
    if header is not None and delimited and header.delimited:
        return _row_by_header(b, lineno, fields, header)
    if _numbered(fields):
        return _row_from_tokens(
            b, lineno, fields, header if header is not None and not header.delimited else None, clubs or []
        )
    return None


def _not_a_row(seen: _Lines, lineno: int, line: str, fields: list[tuple[str, int]], delimited: bool) -> None:
    """A line that is no row: above the table a title line, else a line ignored; kept as a candidate
    row when it starts with a number (a title line only when it also has four fields or more)."""
    numbered = _numbered(fields)
    if seen.above_table():
        seen.titles.append((lineno, line.strip()))
        seen.before = (lineno, fields, delimited)
        if numbered and delimited and sum(1 for f, _ in fields if f) >= 4:
            seen.candidates.append(lineno)  # a title line does not look like a row of a table
    else:
        seen.ignored.append((lineno, line.strip()))
        if numbered:
            seen.candidates.append(lineno)


def _add_row(b: EventBuilder, seen: _Lines, row: _Row) -> None:
    """A row read: the first one checks the line above it (a header not recognised is an error); the
    lines ignored since the last row are warnings (the table may have lost a player)."""
    if seen.above_table() and seen.before is not None:
        _unknown_header(b, *seen.before)
    if seen.ignored and seen.rows and row.numbers[0] == 1 and seen.rows[-1].numbers[0] != 1:
        seen.restarts.append((len(seen.rows), seen.ignored))  # another table? said at the end
        seen.ignored = []
    for at, text in seen.ignored:  # between two rows read: the table may have lost a player
        if _header_again(seen, text):
            b.warn(
                f"the line {text.split()[0]!r} repeats the header with another title (a group of the table's "
                "rows under a heading of its own): the rows under it are read as rows of the same table",
                at,
                1,
                severity=Severity.INFO,
                once="header-again",
            )
            continue
        b.warn(f"line ignored inside the table (not a row of it): {text[:40]!r}", at, 1)
    seen.ignored = []
    seen.rows.append(row)


def _header_again(seen: _Lines, text: str) -> bool:
    """Whether a line inside the table is the line above its first row again but for its first word
    (``A-ryhmä  1. 2. 3.  P`` then ``B-ryhmä  1. 2. 3.  P``: the groups of a Finnish report), three
    headings at least."""
    if seen.before is None:
        return False
    above = " ".join(f for f, _ in seen.before[1]).split()
    words = text.split()
    return len(words) >= 4 and words[1:] == above[1:] and words[0] != above[0]


def _one_of_several(
    b: EventBuilder, seen: _Lines, group: str | None = None
) -> tuple[list[_Row], list[tuple[int, str]]]:
    """The rows and the title lines of the table read: the rows read, unless their numbers begin again
    at 1 after lines that are no rows and are then not unique (several events typed one after another,
    a club's page of its evenings, a congress's sections): the one ``group`` names (its number or a word
    of its title line), else the largest of those tables (the first of the largest), with a warning
    naming the others."""
    rows = seen.rows
    if not seen.restarts or len({r.numbers[-1] for r in rows}) == len(rows):
        for _, lines in seen.restarts:  # one table after all: the lines were inside it
            for at, text in lines:
                b.warn(f"line ignored inside the table (not a row of it): {text[:40]!r}", at, 1)
        return rows, seen.titles
    bounds = [(0, seen.titles), *seen.restarts, (len(rows), [])]
    blocks = [(rows[i:j], titles) for (i, titles), (j, _) in itertools.pairwise(bounds)]
    labels = [
        next((label for _, t in reversed(titles) if (label := _title_label(t))), "") for _, titles in blocks
    ]
    if group is not None:
        from .groups import choose_event

        listed = "; ".join(
            f"{k}{' (' + repr(label) + ')' if label else ''}: lines {block[0].line}-{block[-1].line}"
            for k, ((block, _), label) in enumerate(zip(blocks, labels, strict=True), start=1)
        )
        choice = choose_event(group, labels, listed, b.source, [len(block) for block, _ in blocks])
        chosen, titles = blocks[choice.index]
        b.warn(choice.read, chosen[0].line, 1, severity=Severity.INFO)
        return chosen, titles
    chosen, titles = max(blocks, key=lambda block: len(block[0]))  # the first of the largest
    others = [block for block, _ in blocks if block is not chosen]
    b.warn(
        _SEVERAL_TABLES(
            count=len(blocks),
            lines=", ".join(f"{block[0].line}-{block[-1].line}" for block, _ in blocks),
            read=f"{chosen[0].line}-{chosen[-1].line}",
            first=" (the first of the largest)" if any(len(o) == len(chosen) for o in others) else "",
        ),
        chosen[0].line,
        1,
    )
    return chosen, titles


_MARKUP = re.compile(r"<[^<>]*>")


def _title_label(line: str) -> str:
    """A title line as a table's label: its text without markup and a Markdown heading's marks
    (``##2019 Oceania Zonal``); empty for a line of markup alone (``<pre>``) or without a letter."""
    text = _MARKUP.sub(" ", line).strip().lstrip("#").strip()
    return text if any(ch.isalpha() for ch in text) else ""


_SEVERAL_TABLES = Template(
    "input.several-tables",
    "the rows' numbers begin again at 1 after lines that are no rows: this text holds {count} tables, one "
    "after another (lines {lines}); the largest, lines {read}, is read{first}: give the one you want "
    "alone{how}",
    how=(Hint(Option.COLUMNS, ", or name it {using} group=N (its number or a word of the line above it)"),),
)


def _check_lines_left(b: EventBuilder, seen: _Lines) -> None:
    """After the last line: the lines ignored after the last row are notes; more lines that start with
    a number than rows read is an error (this is no crosstable)."""
    for at, text in seen.ignored:
        b.warn(f"line ignored (not a row of the table): {text[:40]!r}", at, 1, severity=Severity.INFO)
    candidates = sorted({*seen.candidates, *_rows_above(seen)})
    if len(candidates) > len(seen.rows) or (candidates and len(candidates) == len(seen.rows) != 1):
        total = len(candidates) + len(seen.rows)
        raise b.error(
            f"of {total} lines that start with a number only {len(seen.rows)} read as rows of a "
            "crosstable: this does not read as one (a row is a number, a name and one cell per "
            "round such as 12w1; here the first line that is none)",
            candidates[0],
            1,
        )


def _rows_above(seen: _Lines) -> list[int]:
    """The numbered lines just above the first row that count up to its number (``1 …`` to ``4 …`` over
    a first row ``5``): rows of the same table that did not read as rows (an FFE team ranking whose only
    lines read are those with a negative difference, ``-3`` taken for a lost game); [] when the lines
    above do not count up to it."""
    if not seen.rows:
        return []
    titles = dict(seen.titles)
    want, line, found = seen.rows[0].numbers[0] - 1, seen.rows[0].line - 1, []
    while want >= 1 and line in titles:
        m = re.match(r"\s*(\d+)\b", titles[line])
        if m is None or int(m.group(1)) != want:
            break
        found.append(line)
        want, line = want - 1, line - 1
    return found if found and want == 0 else []


def _unknown_header(b: EventBuilder, lineno: int, fields: list[tuple[str, int]], delimited: bool) -> None:
    """The line just above the first row was not read as a header: when it looks like one (a name
    heading and two more known ones), its first unknown heading is an error, not a title."""
    if not delimited:
        fields = _merge_words(fields)
    kinds = [classify(f) for f, _ in fields]
    known = [k for k in kinds if k not in (None, "blank")]
    if "name" not in known or len(known) < 3:
        return
    for (text, col), kind in zip(fields, kinds, strict=True):
        if kind is None and not text.isdecimal():
            raise b.error(f"unknown column heading {text!r}: {_EXPECTED}", lineno, col)


def event_name(b: EventBuilder, titles: list[tuple[int, str]], rounds: int | None = None) -> str:
    """The event's name: the first title line that is not boilerplate (source, update, table kind) nor
    prose; a title announcing another number of rounds than ``rounds`` gets a warning."""
    name = copied_page_name([text for _, text in titles]) or ""
    titles = titles[after_menu([text for _, text in titles]) :] if not name else titles
    for lineno, text in titles:
        text = text.strip(" ;,\t|")
        announced = rounds_announced(text)
        if announced is not None and rounds is not None and announced != rounds:
            b.warn(f"the title announces {announced} rounds, the table has {rounds}", lineno, 1)
        if not name and not BOILERPLATE.search(text) and not prose_line(text):
            name = text
            if len(titles) > 1:
                b.warn(f"title line read as the event name: {text[:60]!r}", lineno, 1, severity=Severity.INFO)
    return name


def _alphabet(b: EventBuilder, rows: list[_Row], header: _Header | None) -> Alphabet | None:
    """The colour letters of the table (one language), with a note when they are not English."""
    first = _first_letters(rows)
    if not first:
        return None
    used = set(first)
    fits = [a for a in ALPHABETS if used <= {a.white, a.black}]
    if not fits:
        raise _mixed_alphabets(b, first)
    if len({a.color(x) for a in fits for x in used}) > len(used):
        return _ambiguous_alphabet(b, fits, first, header)
    chosen = fits[0]
    if chosen.language != "English":
        letter = min(first, key=lambda x: first[x])
        b.warn(
            f"colour letters {chosen.white}/{chosen.black} read as White/Black ({chosen.language})",
            *first[letter],
            severity=Severity.INFO,
        )
    return chosen


def _first_letters(rows: list[_Row]) -> dict[str, tuple[int, int]]:
    """Every colour letter the round cells use, with the line and column of its first use."""
    first: dict[str, tuple[int, int]] = {}
    for r in rows:
        for c, col in r.cells:
            if c.letter and c.letter not in first:
                first[c.letter] = (r.line, col)
    return first


def _mixed_alphabets(b: EventBuilder, first: dict[str, tuple[int, int]]) -> ParseError:
    """The error for colour letters of no one language: at the first letter that does not belong with
    the language most of them fit."""
    used = set(first)
    best = max(ALPHABETS, key=lambda a: len(used & {a.white, a.black}))
    letter, where = min(
        ((x, loc) for x, loc in first.items() if x not in (best.white, best.black)), key=lambda x: x[1]
    )
    others = "/".join(sorted(used - {letter}))
    return b.error(
        f"colour letter {letter!r} does not belong with {others!r}: a table writes its colours in one "
        f"language ({', '.join(f'{a.white}/{a.black}' for a in ALPHABETS)})",
        *where,
    )


def _ambiguous_alphabet(
    b: EventBuilder, fits: list[Alphabet], first: dict[str, tuple[int, int]], header: _Header | None
) -> Alphabet:
    """Letters that several languages read as different colours (``b``: Black in English, White in
    Spanish): Spanish when the headings are Spanish, French or Italian and not English, else the first
    language; a warning says which."""
    romance = bool(header and header.languages & {"es", "fr", "it"} and "en" not in header.languages)
    chosen = next(a for a in fits if a.language.startswith("Spanish")) if romance else fits[0]
    letter = sorted(first)[0]
    side = "White" if chosen.color(letter) is Color.WHITE else "Black"
    b.warn(
        f"colour letter {letter!r} alone does not tell its language: read as {side} "
        f"({chosen.language.split(':')[0]})",
        *first[letter],
    )
    return chosen


def _unplayed_tail(b: EventBuilder, rows: list[_Row], n_rounds: int) -> int:
    """The rounds the table has results for: trailing rounds that are paired (``4w``) but hold no
    result anywhere (chess-results prints the next round's pairings after the last results) are left
    out, with a note at the round's first cell."""
    last = n_rounds
    while last > 0:
        cells = [r.cells[last - 1] for r in rows]
        waiting = [(c, col) for c, col in cells if c.opponent is not None and c.result is Result.UNKNOWN]
        if not waiting or any(c.opponent is not None and c.result is not Result.UNKNOWN for c, _ in cells):
            break
        first = next(r for r in rows if r.cells[last - 1][0].result is Result.UNKNOWN)
        b.warn(
            f"round {last} is paired but has no result yet: the standings are read after round {last - 1}",
            first.line,
            first.cells[last - 1][1],
            severity=Severity.INFO,
        )
        last -= 1
    if last == 0 and n_rounds:  # nothing played: no standings to compute (nor a table to misread so)
        first = rows[0]
        raise b.error(
            f"no round of the {len(rows)} rows has a result yet (every round is paired, none played): "
            "there are no standings to compute",
            first.line,
            first.cells[0][1] if first.cells else None,
        )
    if last < n_rounds:
        for r in rows:
            del r.cells[last:]
    return last


def _replaced_pairings(b: EventBuilder, rows: list[_Row], ids: list[int]) -> None:
    """A cell naming an opponent without a result whose opponent's row names another opponent that round
    (SwissPerfect's ``10: ``: a pairing replaced before the game, the opponent re-paired) read as a round
    without a game, no points, with a warning each."""
    by_id = dict(zip(ids, rows, strict=True))
    for r, rid in zip(rows, ids, strict=True):
        if r.plain:
            continue
        for k, (c, col) in enumerate(r.cells):
            other = by_id.get(c.opponent) if c.opponent is not None and c.result is Result.UNKNOWN else None
            named = other.cells[k][0].opponent if other is not None and k < len(other.cells) else None
            if named is not None and named != rid:
                r.cells[k] = (Cell(None, Color.NONE, Result.NOT_PAIRED), col)
                b.warn(
                    f"round {k + 1}: {r.draft.name}'s cell names opponent {c.opponent} without a result, and "
                    f"the row of {c.opponent} names opponent {named} that round (a pairing replaced before "
                    "the game): read as a round without a game, no points",
                    r.line,
                    col,
                )


def _pending_games(b: EventBuilder, rows: list[_Row]) -> int:
    """Games without a result inside the rounds played (``8w`` in round 3 of a table after round 4: a
    postponed game). Each is a warning: it is read as a game against that opponent (the opponent counts
    in Buchholz, as chess-results counts him) that scores nothing yet, as the points column does."""
    pending = 0
    for r in rows:
        if r.plain:
            continue
        for k, (c, col) in enumerate(r.cells):
            if c.opponent is not None and c.result is Result.UNKNOWN:
                pending += 1
                b.warn(
                    f"round {k + 1}: the game against {c.opponent} has no result: read as a game not "
                    "finished yet (result '?', 0 points for now)",
                    r.line,
                    col,
                )
    return pending


def read_crosstable(
    text: str, options: ReadOptions = DEFAULT_OPTIONS, *, delimiter: str | None = None
) -> Tournament:
    """Read a pasted crosstable (chess-results style or wallchart) into a :class:`Tournament`: the rows,
    their colour letters, which numbers the cells refer to, then every game checked against the
    opponent's row.

    :raises ParseError: for an unreadable cell, or two rows that contradict each other.
    """
    return read_crosstable_lines(text_lines(text), options, delimiter=delimiter)


def read_crosstable_lines(
    lines: list[str],
    options: ReadOptions = DEFAULT_OPTIONS,
    *,
    delimiter: str | None = None,
    split: list[list[tuple[str, int]]] | None = None,
) -> Tournament:
    """:func:`read_crosstable` of the text's lines (:func:`text_lines`), ``split``: each line's fields
    where the lines' writer has them (a table rendered by :mod:`tiebreak.readers.content`)."""
    b = EventBuilder(options.source, options.limits)
    shown = page_text(b, lines)
    group = options.columns.group if options.columns is not None else None
    rows, name, header = read_rows(b, shown, delimiter, split if shown is lines else None, group)
    return _event(b, rows, name, header)


def read_crosstable_fields(fields: list[list[tuple[str, int]]], options: ReadOptions) -> Tournament | None:
    """:func:`read_crosstable_lines` of a table whose writer has its header and rows as fields already
    (``fields[0]`` the header, one row a line after it, each field's column its number in the row: a
    table read by content, :mod:`tiebreak.readers.content`), without writing and splitting lines: the
    same event, notes and errors. None when a row is no row of the table (a line the text reader
    would set aside, with its own note): the caller then reads the table as lines."""
    b = EventBuilder(options.source, options.limits)
    seen = _Lines()
    if not fields or not _found_header(b, seen, 1, fields[0], True):
        return None
    header = seen.header
    assert header is not None
    rows: list[_Row] = []
    for lineno, row_fields in enumerate(fields[1:], start=2):
        row = _row_by_header(b, lineno, row_fields, header) if row_fields else None
        if row is None and row_fields:
            row = _shared_place(b, lineno, row_fields, header, rows[-1] if rows else None)
        if row is None:
            return None
        rows.append(row)
    return _event(b, rows, "", header)


def _event(b: EventBuilder, rows: list[_Row], name: str, header: _Header | None) -> Tournament:
    """The event of a crosstable's rows read: the cells' colours, the games checked against the
    opponents' rows, the starting numbers."""
    if len(rows) < 2:
        raise b.error("no crosstable rows found (a row starts with a number and has round cells)")
    if not any(c.result is not Result.NOT_PAIRED for r in rows for c, _ in r.cells):
        raise b.error(  # numbered rows of names and totals: not a game or a bye in any
            f"no game or bye in any of the {len(rows)} rows read (expected round cells such as 12w1, "
            "5b½, -1, +W4)",
            rows[0].line,
        )
    if not any(c.opponent is not None for r in rows for c, _ in r.cells):
        line, column = next(
            (r.line, col) for r in rows for c, col in r.cells if c.result is not Result.NOT_PAIRED
        )
        raise b.error(  # a ranking's column of 1 and -1 (a colour balance) read as byes: no round at all
            f"no game in any of the {len(rows)} rows read: the cells taken for rounds (the first here) are "
            "byes or absences only, so they are no crosstable's rounds (a ranking's column of numbers); "
            "give the event's crosstable or the pairing lists of its rounds",
            line,
            column,
        )
    named = [c for r in rows for c, _ in r.cells if c.opponent is not None]
    if sum(1 for r in rows if any(c.opponent is not None for c, _ in r.cells)) < 2 and not any(
        c.letter for c in named
    ):
        raise b.error(  # one row's cell against an opponent (a ranking's signed difference, -7): no game
            "no crosstable rows found (a row starts with a number and has round cells): one row only names "
            "an opponent, and a game is in two rows"
        )
    if b.warned("points-over-rounds"):  # the column is no points column in any row (FairPair's 0.0)
        for r in rows:
            r.draft.declared_points = None
    _colon_value(b, rows)
    _signed_losses(rows)
    _colour_cells(b, rows, header)
    if header is None:
        _short_rows_by_column(b, rows)
    n_rounds = max(len(r.cells) for r in rows)
    for r in rows:
        r.cells.extend((Cell(None, Color.NONE, Result.NOT_PAIRED), 0) for _ in range(n_rounds - len(r.cells)))
    n_rounds = _unplayed_tail(b, rows, n_rounds)
    pos = _numbering(b, rows)
    ids = [r.numbers[pos] for r in rows]
    _replaced_pairings(b, rows, ids)
    pending = _pending_games(b, rows)
    ranked = header is not None and header.index("rank") is not None and header.index("sno") is None
    for r, rid in zip(rows, ids, strict=True):
        r.draft.sno = r.numbers[-1]
        if len(r.numbers) == 2 or (ranked and len(r.numbers) == 1):  # a final ranking's Rk. alone: its place
            r.draft.declared_rank = r.numbers[0]
        b.player(str(rid), r.draft)
    _byes_by_points(b, rows)
    _put_rounds(b, rows, ids)
    t = b.build(name, rounds=n_rounds, scoring=Scoring(unknown=Fraction(0)) if pending else None)
    return _ranks_to_snos(t, rows) if pos == 0 else t


def _byes_by_points(b: EventBuilder, rows: list[_Row]) -> None:
    """A round cell of a bye that does not say its value (``+``, ``-1``: read as a pairing-allocated bye)
    worth what the row's points column leaves for it: nothing (a round the player was absent from,
    Swiss Master's ``+`` in a round scored 0), or half a point for the row's only such cell; with a
    warning naming the rows. A row whose points leave the cells a value of another kind, or a value
    several of its cells could share unevenly, is left as read (the points then differ, with a warning);
    so is a row with byes after the last round of a game (byes asked for rounds to come, which the
    builder leaves out where the points leave them out: :func:`~tiebreak.readers._builder.byes_ahead`)."""
    scoring = Scoring()
    changed: list[str] = []
    first: int | None = None
    played = max(
        (k for r in rows for k, (c, _) in enumerate(r.cells, 1) if c.opponent is not None), default=0
    )
    for r in rows:
        declared = r.draft.declared_points
        assumed = [k for k, (c, _) in enumerate(r.cells) if c.assumed_pab]
        ahead = any(c.result is not Result.NOT_PAIRED for c, _ in r.cells[played:])
        if declared is None or not assumed or ahead:  # byes asked for rounds to come: byes_ahead's
            continue
        won = sum((scoring.points(c.result.point_class) for c, _ in r.cells), Fraction(0))
        left = declared - (won - len(assumed) * scoring.points(Result.PAB.point_class))
        if left == 0:
            result = Result.ZERO_BYE
        elif left == Fraction(1, 2) and len(assumed) == 1:
            result = Result.HALF_BYE
        else:
            continue
        for k in assumed:
            r.cells[k] = (Cell(None, Color.NONE, result), r.cells[k][1])
        rounds = ", ".join(str(k + 1) for k in assumed)
        changed.append(f"{r.draft.name} (round {rounds}: {format_value(left / len(assumed))})")
        first = r.line if first is None else first
    if changed:
        b.warn(
            f"bye cells that do not say their value read as worth what the points column leaves: "
            f"{'; '.join(changed[:5])}{f' and {len(changed) - 5} more' if len(changed) > 5 else ''}",
            first,
        )


def _short_rows_by_column(b: EventBuilder, rows: list[_Row]) -> None:
    """The round cells of rows with fewer cells than the others placed in the columns they stand in, a
    blank column an empty round (not paired), with a note, where the table is printed in fixed columns
    without a header (a ``<pre>`` crosstable: ``=BYE -B15 =W38 +W34      +B35``, round 5 blank): every
    cell of the rows with all rounds starts at its round's column in most of them, and each cell of a
    short row within two characters of one, after the cell before it. Unchanged otherwise (cells not in
    columns: the missing rounds are the last, as read)."""
    n = max(len(r.cells) for r in rows)
    full = [r for r in rows if len(r.cells) == n]
    short = [r for r in rows if 0 < len(r.cells) < n]
    if not short or len(full) < 3:
        return
    starts = []
    for k in range(n):
        at, count = Counter(r.cells[k][1] for r in full).most_common(1)[0]
        if 2 * count <= len(full):
            return
        starts.append(at)
    if any(x >= y for x, y in itertools.pairwise(starts)):
        return
    empty = (Cell(None, Color.NONE, Result.NOT_PAIRED), 0)
    for r in short:
        placed = [empty] * n
        last = -1
        for cell, col in r.cells:
            k = min(range(n), key=lambda k: abs(starts[k] - col))
            if k <= last or abs(starts[k] - col) > 2:
                break
            placed[k] = (cell, col)
            last = k
        else:
            if last != len(r.cells) - 1:  # a blank column before a cell: placed otherwise than as read
                b.warn(
                    "rows with fewer round cells than the others: each cell read in the round whose column "
                    "it stands in, a blank column a round not paired",
                    r.line,
                    r.cells[0][1],
                    severity=Severity.INFO,
                    once="short-by-column",
                )
            r.cells = placed


def _colon_value(b: EventBuilder, rows: list[_Row]) -> None:
    """SwissPerfect's ``:`` cells (a round without a game): not paired (0), unless the points the table
    gives a row say its ``:`` cells are worth ½ or 1 each (an event that scores absences, byes written
    so); each such row's cells are then read as half- or full-point byes, with a note."""
    read: dict[Fraction, int] = {}
    first: tuple[int, int] | None = None
    for r in rows:
        if r.plain:
            continue
        ks = [k for k, (c, _) in enumerate(r.cells) if c.note == COLON_NOTE]
        if not ks or r.draft.declared_points is None:
            continue
        rest = sum((c.result.unit_result for c, _ in r.cells), Fraction(0))
        share = (r.draft.declared_points - rest) / len(ks)
        if share not in (Fraction(1, 2), Fraction(1)):
            continue
        result = Result.HALF_BYE if share == Fraction(1, 2) else Result.FULL_BYE
        for k in ks:
            c, col = r.cells[k]
            r.cells[k] = (replace(c, result=result, note=""), col)
        read[share] = read.get(share, 0) + len(ks)
        first = first or (r.line, r.cells[ks[0]][1])
    if first is not None:
        said = " and ".join(f"{n} as {v} point each" for v, n in sorted(read.items()))
        b.warn(
            f"SwissPerfect's ':' cells (rounds without a game) read as the points the table gives say: "
            f"{said} (the others as not paired, 0)",
            *first,
            severity=Severity.INFO,
        )


def _signed_losses(rows: list[_Row]) -> None:
    """In a table whose rounds are written with signs (``+4`` ``=3`` ``-2``, :func:`_signed_cell`), a cell
    ``-1`` is a game lost against 1, not chess-results' bye, and ``W11`` ``w03`` are TurneringsService's
    walkovers, won and lost against that number (not a wallchart's wins): read so. In a table whose
    games are written with colours (``9w1``), a sign without a colour (``20+`` ``16-``) is a game won or
    lost by forfeit (SwissChess's progress table): read so (:func:`_signs_beside_colours`)."""
    if not any(c.note == _SIGNED_NOTE for r in rows if not r.plain for c, _ in r.cells):
        return
    if _signs_beside_colours(rows):
        return
    for r in rows:
        for k, (c, col) in enumerate(r.cells):
            if c is _MINUS_ONE:
                r.cells[k] = (Cell(1, Color.NONE, Result.LOSS, note=_SIGNED_NOTE), col)
            elif c.walkover and c.opponent is not None:
                won = c.walkover == "W"
                result = Result.FORFEIT_WIN if won else Result.FORFEIT_LOSS
                r.cells[k] = (Cell(c.opponent, c.color, result, note=_WALKOVER_NOTE), col)


def _signs_beside_colours(rows: list[_Row]) -> bool:
    """When most games of the table carry a colour letter, its won and lost cells written with a sign
    and no colour (``20+`` ``16-``) read as forfeits, with a note (SwissChess writes a game decided
    without play so: no colour, as nobody played); True when the table is such a table."""
    coloured = signed = 0
    for r in rows:
        for c, _ in r.cells:
            if c.letter:
                coloured += 1
            elif c.note == _SIGNED_NOTE:
                signed += 1
    if coloured <= signed:
        return False
    forfeit = {Result.WIN: Result.FORFEIT_WIN, Result.LOSS: Result.FORFEIT_LOSS}
    for r in rows:
        for k, (c, col) in enumerate(r.cells):
            if c.note == _SIGNED_NOTE and c.result in forfeit:
                r.cells[k] = (Cell(c.opponent, c.color, forfeit[c.result], note=_SIGNED_FORFEIT_NOTE), col)
    return True


_SIGNED_FORFEIT_NOTE = (
    "cells such as 20+ and 16- (a sign, no colour) beside cells with colours such as 9w1 are read as "
    "games won and lost by forfeit against that number (SwissChess's 'kampflos')"
)


def _colour_cells(b: EventBuilder, rows: list[_Row], header: _Header | None) -> None:
    """The cells' colour letters read in the table's language; what reading a cell assumed, noted."""
    alphabet = _alphabet(b, rows, header)
    colour: dict[str, Color] = {}  # letter -> colour, each letter read once
    as_read = alphabet is None or all(  # the table's letters mean the colours a cell is read with
        alphabet.color(x) is _colour_and_result(x, None)[0] for x in (alphabet.white, alphabet.black)
    )
    for r in rows:
        if r.plain and as_read:  # no note, no colour to remake
            continue
        cells = r.cells
        for k, (c, col) in enumerate(cells):
            if c.note:
                seen = Severity.WARNING if c.note is _NOT_IN_GROUP_NOTE else Severity.INFO
                b.warn(c.note, r.line, col, severity=seen, once=c.note)
            if alphabet is None or not c.letter:
                continue
            got = colour.get(c.letter)
            if got is None:
                got = colour[c.letter] = alphabet.color(c.letter)
            if got is not c.color:  # a cell read with another colour than its letter's here: remade
                cells[k] = (Cell(c.opponent, got, c.result, c.assumed_pab, c.letter, c.note), col)


def _numbering(b: EventBuilder, rows: list[_Row]) -> int:
    """Which leading number the cells refer to: the last (SNo, ``-1``) or the first (Rk, ``0``), the one
    under which more pairs of rows name each other."""
    choices = [-1] + ([0] if max(len(r.numbers) for r in rows) == 2 else [])
    best: tuple[int, int] | None = None
    for pos in choices:
        score = _mutual_pairs(rows, pos, count=len(choices) > 1)
        if score is not None and (best is None or score > best[0]):
            best = (score, pos)
    if best is None and _places_shared(rows):
        for k, r in enumerate(rows, start=1):
            r.numbers = [r.numbers[0], k]
        b.warn(
            "the rows' numbers are places, some shared (written again): the round cells refer to the rows "
            "in their order (1, 2, 3, …), as TurneringsService writes them, and are read that way",
            rows[0].line,
            1,
            severity=Severity.INFO,
        )
        return -1
    if best is None:
        raise b.error("the player numbers are not unique", rows[-1].line, 1)
    if best[1] == 0:
        where = next(((r.line, col) for r in rows for c, col in r.cells if c.opponent is not None), None)
        b.warn(
            "the round cells refer to ranks (Rk), not starting numbers: read that way",
            where[0] if where else None,
            where[1] if where else None,
            severity=Severity.INFO,
        )
    return best[1]


def _places_shared(rows: list[_Row]) -> bool:
    """Whether the rows' one number is a place, some of them written twice (``8``, ``8``), in order from
    1 with each place where it falls (a place after a shared one skips), and the cells name rows by their
    order: every opponent a row number that is no more than the rows and, with the order as the rows'
    numbers, most cells that name a row are named back."""
    if any(len(r.numbers) != 1 for r in rows):
        return False
    places = [r.numbers[0] for r in rows]
    if places[0] != 1 or len(set(places)) == len(places):
        return False
    if any(not (a <= b and b <= k) for k, (a, b) in enumerate(itertools.pairwise(places), start=2)):
        return False
    named = [c.opponent for r in rows for c, _ in r.cells if c.opponent is not None]
    if not named or max(named) > len(rows):
        return False
    order = [_Row(r.line, [k], r.draft, r.cells, r.plain) for k, r in enumerate(rows, start=1)]
    back = _mutual_pairs(order, -1) or 0
    return back * 2 >= len(named)


def _mutual_pairs(rows: list[_Row], pos: int, *, count: bool = True) -> int | None:
    """With the leading number ``pos`` as the rows' ids: how many cells name a row whose cell of that
    round names them back (0 without ``count``: only the ids checked); None when the ids are not
    unique."""
    ids = [r.numbers[pos] for r in rows]
    if len(set(ids)) != len(ids):
        return None
    if not count:
        return 0
    by_id = dict(zip(ids, rows, strict=True))
    return sum(
        1
        for r, rid in zip(rows, ids, strict=True)
        for k, (c, _) in enumerate(r.cells)
        if c.opponent != rid and c.opponent in by_id and by_id[c.opponent].cells[k][0].opponent == rid
    )


@dataclass
class _Colours:
    """Games whose colours were taken from the opponent's row, or are not known: counted, first kept."""

    inferred: int = 0
    missing: int = 0
    first_inferred: tuple[int | None, int | None] = (None, None)
    first_missing: tuple[int | None, int | None] = (None, None)


def _opponents_of_another_table(b: EventBuilder, rows: list[_Row], by_id: dict[int, _Row]) -> None:
    """Refuse a table of games none of whose opponents is one of its rows: a report of one team's players
    (Vega's team report, ``Board details``), the opponents of other teams named by number only, is not
    the event's crosstable; said at the first game, with what to give instead."""
    if any(c.opponent in by_id for r in rows for c, _ in r.cells):  # the usual table: at its first game
        return
    named = [(c.opponent, r.line, col) for r in rows for c, col in r.cells if c.opponent is not None]
    if len(named) < 2:
        return
    numbers = sorted({n for n, _, _ in named})
    shown = ", ".join(map(str, numbers[:5])) + (", …" if len(numbers) > 5 else "")
    _, line, col = named[0]
    raise b.error(
        f"none of the {len(numbers)} opponents the rounds name by number ({shown}) has a row in the "
        f"table: its {len(rows)} players' games against players listed elsewhere (a team's report of its "
        "boards), not the event's crosstable; give the event's crosstable, or its round pages",
        line,
        col,
    )


_AGAINST_NOBODY = {
    Result.WIN: Result.PAB,
    Result.FORFEIT_WIN: Result.PAB,
    Result.DRAW: Result.HALF_BYE,
    Result.LOSS: Result.ZERO_BYE,
    Result.FORFEIT_LOSS: Result.ZERO_BYE,
}
_NOBODY_NOTE = (
    "a round against 'player 0', where no row is numbered 0 (=0, +0, -0: a bye written as a game against "
    "nobody, as TRF writes 0000), is read as a bye of its result: a draw a half-point bye, a win a "
    "pairing-allocated bye (U), a loss a zero-point bye"
)


def _put_rounds(b: EventBuilder, rows: list[_Row], ids: list[int]) -> None:
    """Every round cell as a round entry: byes as they are, each game checked against the opponent's
    row (same opponent, results that go together, not the same colour); warnings on colours."""
    by_id = dict(zip(ids, rows, strict=True))
    _opponents_of_another_table(b, rows, by_id)
    colours = _Colours()
    none, fit = Color.NONE, FIT_CODES
    for r, rid in zip(rows, ids, strict=True):
        line = r.line
        entries: list[RoundEntry] = []
        for k, (c, col) in enumerate(r.cells):
            if c.assumed_pab:
                b.warn(
                    "bye cells worth a full point (-1, +, bye, B) are read as pairing-allocated byes (U)",
                    line,
                    col,
                    severity=Severity.INFO,
                    once="pab",
                )
            opponent = c.opponent
            if opponent == 0 and 0 not in by_id:  # 'player 0', no player: TRF's 0000, a bye of its result
                entries.append(RoundEntry(k + 1, None, none, _AGAINST_NOBODY.get(c.result, c.result)))
                b.warn(_NOBODY_NOTE, line, col, severity=Severity.INFO, once="opponent-0")
                continue
            if opponent is None:
                entries.append(RoundEntry(k + 1, None, none, c.result))
                continue
            other = by_id.get(opponent) if opponent != rid else None
            oc = other.cells[k][0] if other is not None else None
            color: Color = c.color
            if not (  # the usual game: the opponent's row names this one back, colours on both sides
                oc is not None
                and oc.opponent == rid
                and color is not none
                and oc.color is not none
                and color is not oc.color
                and c.result._value_ + oc.result._value_ in fit
            ):  # everything else checked, and the colour inferred, one game at a time
                color = _game_colour(b, r, rid, k, col, by_id, colours)
            entries.append(RoundEntry(k + 1, opponent, color, c.result))
        b.put_row(str(rid), entries, line, [col for _, col in r.cells])
    if colours.inferred:
        b.warn(
            f"{colours.inferred} colour(s) missing on one side were taken from the opponent's row "
            "(the first here)",
            *colours.first_inferred,
        )
    if colours.missing:
        b.warn(
            f"colours are not given for {colours.missing // 2 or colours.missing} game(s): they are read "
            "without colours (colour tie-breaks such as BPG and BWG are then unknown; the first here)",
            *colours.first_missing,
        )


def _game_colour(
    b: EventBuilder, r: _Row, rid: int, k: int, col: int, by_id: dict[int, _Row], colours: _Colours
) -> Color:
    """The colour of row ``r``'s game in round ``k + 1``, once the opponent's row agrees with it."""
    c, rnd = r.cells[k][0], k + 1
    other = by_id.get(c.opponent) if c.opponent is not None else None
    if other is None:
        raise b.error(
            f"round {rnd}: opponent {c.opponent} has no row in the table{_cut_short(by_id)}", r.line, col
        )
    if c.opponent == rid:
        raise b.error(f"round {rnd}: {r.draft.name} is paired with themselves", r.line, col)
    oc = other.cells[k][0]
    if oc.opponent != rid:
        says = "no opponent" if oc.opponent is None else f"opponent {oc.opponent}"
        raise b.error(
            f"round {rnd}: {r.draft.name} ({rid}) plays {c.opponent}, but the row of "
            f"{other.draft.name} (line {other.line}) says {says}",
            r.line,
            col,
        )
    if not results_fit(c.result, oc.result):
        raise b.error(
            f"round {rnd}: results {c.result.code!r} and {oc.result.code!r} of {r.draft.name} "
            f"and {other.draft.name} (line {other.line}) do not go together",
            r.line,
            col,
        )
    if c.color is not Color.NONE and c.color == oc.color:
        raise b.error(
            f"round {rnd}: {r.draft.name} and {other.draft.name} both have "
            f"{'White' if c.color is Color.WHITE else 'Black'}",
            r.line,
            col,
        )
    if c.color is not Color.NONE:
        return c.color
    if oc.color is not Color.NONE:
        colours.inferred += 1
        colours.first_inferred = colours.first_inferred if colours.first_inferred[0] else (r.line, col)
        return Color.BLACK if oc.color is Color.WHITE else Color.WHITE
    if not c.result.played:  # a forfeit (20+, 16-): nobody played, so no colour is missing
        return Color.NONE
    colours.missing += 1
    colours.first_missing = colours.first_missing if colours.first_missing[0] else (r.line, col)
    return Color.NONE


def _cut_short(by_id: dict[int, _Row]) -> str:
    """What a table whose cells name many opponents without a row shows: the rows of a longer list cut
    short (chess-results' export of the first rows of a long ranking), else nothing."""
    missing = {
        c.opponent for row in by_id.values() for c, _ in row.cells if c.opponent is not None
    } - by_id.keys()
    if len(missing) < 2:
        return ""
    return (
        f" (nor have {len(missing) - 1} other opponents the cells name, numbered up to {max(missing)}, where "
        f"the table has {len(by_id)} rows: it seems cut short, the first rows of a longer list; give the "
        "whole table)"
    )


def _ranks_to_snos(t: Tournament, rows: list[_Row]) -> Tournament:
    """The event read with cells that refer to ranks, its opponents turned into starting numbers."""
    sno = {r.numbers[0]: r.numbers[-1] for r in rows}
    players = tuple(
        replace(
            p,
            rounds=tuple(
                replace(e, opponent=sno[e.opponent]) if e.opponent is not None else e for e in p.rounds
            ),
        )
        for p in t.players
    )
    return replace(t, players=players)
