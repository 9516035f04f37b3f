"""Reader for pairing lists, round by round, as arbiters and club sites publish an event.

chess-results ("Board pairings", "Pairings of all rounds", their Excel/CSV export and the text a browser
gives when such a page is copied), Swiss-Manager and Vega print, and club sites list, each round as a
heading and one line per board::

    Round 1 on 2026/03/01 at 10:00
    Bo.  No.      White          Rtg  Pts.  Result  Pts.      Black       Rtg  No.
    1    1    GM  Carlsen Magnus 2830  0    1 - 0    0        Smith John  2100  5
    4    4        Black Joe      2200  0    1                 bye

Columns are separated by tabs (a copied page), ``;`` or ``,`` (an export; title lines above the first
round are skipped, the first that is not boilerplate names the event), or by blanks (a printed list:
each word is read in the column whose heading stands above it, with a note). Round headings (``Round 3``,
``Rd. 3``, ``3. Runde``, ``Ronde 3``, ``Ronda 3``, ``Tour 3``, ``Turno 3``, ``Тур 3``) and column
headings are those of :mod:`tiebreak.readers._headings`, in English, German, Dutch, Spanish, French,
Italian or Russian; a heading the reader does not know is an error naming its line and column. The
columns before the result are White's, those after it Black's.

==============================  ==================================================================
``1 - 0`` ``0 - 1`` ``½ - ½``   a game (also ``1-0``, ``1/2-1/2``, ``0.5-0.5``, ``0,5 - 0,5``, ``=``)
``+ - -`` ``- - +`` ``- - -``   forfeits (also ``+:-``, ``+/-``, ``1K - 0K``, ``0K - 0K``)
``0 - 0``                       a game both players lost (TRF ``0`` and ``0``), with a note
empty, ``-``, ``*``, ``adj``    no result yet (``adj``: adjourned): read as ``--pgn-star`` says (by
                                default not paired), with a warning; a last round without any
                                result is left out
``1`` / ``+`` against ``bye``   a pairing-allocated bye (TRF ``U``), with a note
``1`` against                   a full-point bye (TRF ``F``): the bye's name says it was no
``full point bye``              pairing-allocated bye (Vega's ``( full point bye )``)
``½`` against ``bye``,          a half-point bye (TRF ``H``)
``half point bye``
``0`` against ``bye``,          a zero-point bye (TRF ``Z``)
``not paired``
==============================  ==================================================================

Byes are written ``bye``, ``BYE``, ``spielfrei``, ``Freilos``, ``not paired``, ``nicht ausgelost``, or
with their value, ``half point bye``, ``full point bye``, ``zero point bye`` (in the Black name or any
Black cell, bracketed or not: Vega's ``( half point bye )``). Players are told apart by their starting
numbers (``No.``, ``Snr``) when the list gives them, else by their names (blanks normalised); a name
with two numbers, or a number with two names, is an error naming both lines, but for a number whose
name one list writes with a given name cut to its initial (``Meitzner, Jonathan F.``,
``Meitzner, Jonathan Franz``): one player with the full name, with a note. The points before the round
(``Pts.``) are
checked against the results read so far: a difference is a warning (chess-results counts byes and
forfeits, so a round is missing or misread). An event given only in part (the first rounds) reads as
such; players who appear in no round are not known.

>>> t = read_pairings("Round 1\\nBo.;No.;White;Result;Black;No.\\n1;1;Ann;1 - 0;Bob;2\\n")
>>> [(p.name, p.rounds[0].result.code) for p in t.players]
[('Ann', '1'), ('Bob', '0')]
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field, replace
from fractions import Fraction

from ..model.errors import Severity
from ..model.messages import Hint, Option, Template
from ..model.tournament import Color, Result, RoundEntry, Scoring, Tournament, format_value
from ._builder import (
    WIDER_SCORING,
    EventBuilder,
    PlayerDraft,
    alike_key,
    bye_from_game,
    clean,
    fuller_name,
    game_result,
    mark_in_titles,
    one_letter_apart,
    point_value,
    renamed,
    side_result,
)
from ._headings import (
    BYE_WORDS,
    NATIONAL_CATEGORIES,
    NOT_PAIRED_WORDS,
    PAGE_FURNITURE,
    SIDE_SCORES,
    TITLES,
    names_two_sides,
    pairing_kind,
    round_heading,
    side_score_columns,
)
from ._options import DEFAULT_OPTIONS, STAR_READINGS, ReadOptions
from ._pagetext import skip_page_text
from .crosstable import (
    detect_delimiter,
    event_name,
    head_lines,
    markdown_rule,
    points_cell,
    rating_cell,
    split_fields,
    text_lines,
)
from .trf import parse_date

__all__ = ["is_pairing_header", "looks_like_pairings", "pairings_refusal", "read_pairings"]

_NO_RESULT = Template(
    "pairings.no-result",
    "round {round}: {names} has no result: read as {reading}{hint}",
    hint=(Hint(Option.PGN_STAR, "; {option} reads it otherwise", "{others}"),),
)
_VALUED_BYES = {
    "full point bye": Result.FULL_BYE,
    "full-point bye": Result.FULL_BYE,
    "half point bye": Result.HALF_BYE,
    "half-point bye": Result.HALF_BYE,
    "zero point bye": Result.ZERO_BYE,
    "zero-point bye": Result.ZERO_BYE,
    "pairing allocated bye": Result.PAB,  # Swiss Master's CSV
    "pairing-allocated bye": Result.PAB,
}
"""A bye named with its value in place of the opponent (Vega: ``( half point bye )`` beside ``½``,
``( full point bye )`` beside ``1``, as against ``( bye )``, the pairing-allocated bye)."""
_PENDING = frozenset({"", "-", "*", "?", "? - ?", "* - *", "...", "…", "adj", "adj."})
"""No result yet: nothing, a mark, or an adjourned game (``adj``, Vega's)."""
_DOUBLE_FORFEIT = frozenset({"- - -", "---", "-:-", "--", "- -", "-/-", "- : -"})
_K_FORFEIT = re.compile(r"^([01])\s*[kf]\s*[-:/]\s*([01])\s*[kf]$", re.IGNORECASE)
_DATE = re.compile(r"\b\d{1,4}[/.\-]\d{1,2}[/.\-]\d{2,4}\b")
"""A date in a round heading (``Round 1 on 2026/03/01 at 10:00``, ``1. Runde am 01.03.2026``)."""
_SIDE_KINDS = ("sno", "title", "blank", "name", "rating", "fed", "points")
_EXPECTED = (
    "expected headings such as Bo., No., White, Rtg, FED, Pts., Result, Black, or their German, Dutch, "
    "Spanish, French, Italian or Russian forms (Br., Snr, Weiß, Elo, Pkt., Ergebnis, Schwarz, Wit, Zwart, "
    "Blancas, Negras, Blancs, Noirs, Bianco, Nero, Белые, Черные)"
)


def _fields(line: str) -> list[tuple[str, int]]:
    """A line's fields, split on tabs, ``;``, ``,`` or ``|`` when it has them, else on blanks."""
    d = next((x for x in ("\t", ";", "|", ",") if x in line), "")
    return split_fields(line, d)


def is_pairing_header(line: str) -> bool:
    """A pairing list's header: a White, a Black and a Result heading, or a score heading for each side
    (``White score`` and ``Black score``, ``Резултат бијели`` and ``Резултат црни``) in place of the
    Result (any language of :mod:`tiebreak.readers._headings`).

    >>> is_pairing_header("Bo.\\tNo.\\tWhite\\tRtg\\tResult\\tBlack"), is_pairing_header("Rk Name")
    (True, False)
    >>> is_pairing_header("Bo.\\tWhite\\tBlack\\tWhite score\\tBlack score")
    True
    """
    texts = [f for f, _ in _fields(line)]
    if not names_two_sides(texts):
        return False
    kinds = {pairing_kind(t) for t in texts if t}
    return "result" in kinds or all(k in kinds for k in SIDE_SCORES)
    # (names_two_sides first: it looks the words up in one table, cheap on every line of a long text)


_JSON_START = re.compile(r"\ufeff?\s*(?:\{|\[\s*[\[{\"])")
"""How a JSON document of objects or lists begins (a PGN file's ``[Event "…"]`` does not)."""


def looks_like_pairings(text: str, suffix: str = "") -> bool:
    """True when a line among the first few hundred is a pairing list's header."""
    return not pairings_refusal(text)


def pairings_refusal(text: str) -> str:
    """Why the text does not look like a pairing list ("" when it does). A list whose result stands as
    one score per side is read here when it is one table (one header line); several such tables (a
    workbook's round sheets) are left to the reading by content, which tells each table's round."""
    if _JSON_START.match(text):
        return "a JSON text (its tables, a header and rows or a list of records, are read as such)"
    scored = 0
    for line in head_lines(text, 300):
        if line.strip() and is_pairing_header(line):
            if "result" in {pairing_kind(t) for t, _ in _fields(line) if t}:
                return ""
            scored += 1
    if scored == 1:  # one in the first lines: another further on (a long sheet before it) makes several
        scored = sum(1 for line in text.splitlines() if line.strip() and is_pairing_header(line))
    if scored == 1:
        return ""
    if scored > 1:
        return (
            f"{scored} header lines with a score column for each side: several tables, read by content "
            "(each table's round from its heading or sheet name)"
        )
    return "no header line with White, Black and Result headings (Bo. No. White Rtg Pts. Result Black)"


@dataclass
class _Layout:
    """A pairing list's header: the board, round and result columns, each side's columns by kind."""

    line: int
    board: int | None
    round: int | None
    result: int
    white: dict[str, int]
    black: dict[str, int]
    width: int
    black_score: int | None = None
    """Black's score column when the result stands as one score per side (``result`` is White's)."""


_NAMED = re.compile(r"name|naam|nom|nombre", re.IGNORECASE)
"""A side's heading that says it holds the names (``White Name``), beside another of that side's (``White
Player``, an app's ids)."""


def _layout(b: EventBuilder, lineno: int, fields: list[tuple[str, int]]) -> _Layout:
    """The columns of a header line (one with White and Black headings); no result column is an error,
    an unknown heading a warning (its column is left aside: the list reads without it)."""
    kinds: list[str | None] = [pairing_kind(t) if t else "blank" for t, _ in fields]
    for i, ((text, col), kind) in enumerate(zip(fields, kinds, strict=True)):
        if kind is None:
            if text not in _SEPARATOR_HEADINGS:  # the mark between the sides holds no value: no note
                b.warn(
                    f"unknown column heading {text!r} left aside ({_EXPECTED})",
                    lineno,
                    col,
                    once=f"unknown-heading {text}",
                )
            kinds[i] = "unknown"
    kinds = side_score_columns(kinds)  # SwissSys: Bd Res White Res Black
    scores = "result" not in kinds and all(k in kinds for k in SIDE_SCORES)
    if "result" not in kinds and not scores:
        raise b.error(
            "the header has White and Black columns but no Result column (nor a score column for each "
            "side, such as White score and Black score)",
            lineno,
            fields[0][1],
        )
    if "white" not in kinds:  # two player columns (names_two_sides): the first is White's
        first = kinds.index("name")
        kinds[first], kinds[kinds.index("name", first + 1)] = "white", "black"
    for colour in ("white", "black"):  # ``White Player`` (an id) and ``White Name``: the name's is the side's
        headed = [i for i, kind in enumerate(kinds) if kind == colour]
        named = [i for i in headed if _NAMED.search(fields[i][0])]
        if len(headed) > 1 and len(named) == 1:
            for i in headed:
                kinds[i] = colour if i == named[0] else "unknown"
    wi, bi = kinds.index("white"), kinds.index("black")
    ri = kinds.index("white-score") if scores else kinds.index("result")
    lo, hi = min(wi, bi), max(wi, bi)
    split = ri
    if not lo < ri < hi:  # Board White Black Result: the numbers and titles just before a name are its own
        split = hi
        while split - 1 > lo and kinds[split - 1] in ("sno", "title", "blank"):
            split -= 1
    left: dict[str, int] = {}
    right: dict[str, int] = {}
    unused: list[str] = []
    for i, ((text, col), kind) in enumerate(zip(fields, kinds, strict=True)):
        assert kind is not None
        if kind in ("white", "black"):
            kind = "name"
        side = left if i < split else right
        if kind == "blank" and "blank" in side and "name" not in side:
            side["blank"] = i  # of two columns without a heading before a name, the one beside it (a
            # title's; the other a flag's: chess-results' `Bo. | (flag) | (title) | White`)
        elif kind in _SIDE_KINDS:
            side.setdefault(kind, i)
        elif kind not in ("board", "result", "round", *(SIDE_SCORES if scores else ())):
            unused.append(f"{text} (column {col})")
    if unused:
        b.warn(f"columns not used: {', '.join(unused)}", lineno, fields[0][1], severity=Severity.INFO)
    white, black = (left, right) if wi < bi else (right, left)
    return _Layout(
        lineno,
        kinds.index("board") if "board" in kinds else None,
        kinds.index("round") if "round" in kinds else None,
        ri,
        white,
        black,
        len(fields),
        kinds.index("black-score") if scores else None,
    )


@dataclass
class _Side:
    """One side of a board as written: a player, or a bye (``bye`` the word, ``not paired``)."""

    name: str = ""
    col: int = 1
    sno: int | None = None
    title: str = ""
    rating: int | None = None
    fed: str = ""
    points: Fraction | None = None
    points_col: int = 1
    bye: str = ""
    key: str = ""


@dataclass
class _Board:
    line: int
    round: int
    white: _Side
    black: _Side
    result: str
    result_col: int
    unvalued: str = ""
    """The key of the player whose bye the list gives no value (``BYE`` or nothing in the result cell)."""
    headed: bool = True
    """Whether a heading (or a round column) names the board's round; else it is read as round 1."""


@dataclass
class _Reading:
    """What the lines gave: the boards, title lines, lines left aside, the round headings."""

    boards: list[_Board] = field(default_factory=list)
    titles: list[tuple[int, str]] = field(default_factory=list)
    ignored: list[tuple[int, str]] = field(default_factory=list)
    dates: list[tuple[dt.date, int]] = field(default_factory=list)


def _bye_word(text: str) -> str:
    """``bye``, ``not paired`` or a bye with its value (``half point bye``) when the text says so, else "".

    >>> _bye_word("( half point bye )"), _bye_word("( bye )"), _bye_word("Full-point bye")
    ('half point bye', 'bye', 'full point bye')
    >>> _bye_word("Bye, Jo")
    ''

    """
    key = " ".join(text.split()).casefold().strip(" .()")
    if key in BYE_WORDS or f"({key})" in BYE_WORDS:
        return "bye"
    if key in NOT_PAIRED_WORDS:
        return "not paired"
    if key in _VALUED_BYES:
        return key.replace("-", " ")
    return ""


_RATING_AFTER_NAME = re.compile(r"^(.*\S)\s+\((\d{1,4})\)$")
"""A name followed by the player's rating in brackets (Vega's lists in its French interface: ``Riand,
Jean-Yves (1923)``; a bye's ``( not paired ) (0)``), where the list gives no rating of its own."""
_NUMBER_BEFORE_NAME = re.compile(r"^(\d{1,4})\s+([^\W\d_][^\d]*)$")
"""A name cell that starts with the player's number (Vega's pairing lists: ``21 Condick,Peter``, ``2 CM
Davis,Tony J``): the number, then a name of letters."""


def _side(b: EventBuilder, lineno: int, fields: list[tuple[str, int]], cols: dict[str, int]) -> _Side:
    def get(kind: str) -> tuple[str, int]:
        i = cols.get(kind)
        if i is None or i >= len(fields):
            return "", fields[-1][1] if fields else 1
        return fields[i]

    name, col = get("name")
    rated = _RATING_AFTER_NAME.match(" ".join(name.split())) if not get("rating")[0].strip() else None
    if rated is not None:  # Vega's French lists: ``Riand, Jean-Yves (1923)``, ``( not paired ) (0)``
        name = rated.group(1)
    side = _Side(" ".join(name.split()), col)
    words = [_bye_word(t) for k in cols for t in [get(k)[0]] if t]
    if _bye_word(name) or (not side.name and words and all(words)):
        side.bye = _bye_word(name) or words[0]
        side.name = ""
        return side
    if not side.name:
        return side
    text, c = get("sno")
    if text:
        digits = text.rstrip(".")
        if not (text.isascii() and digits.isdecimal() and digits.strip("0")):
            raise b.error(f"expected a starting number, found {text[:40]!r}", lineno, c)
        if len(digits) > 9 or int(digits) > b.limits.max_players:  # (a long one not made a number)
            shown = digits if len(digits) <= 20 else digits[:20] + "…"
            raise b.error(
                f"starting number {shown} is larger than the {b.limits.max_players} players an event "
                "may have",
                lineno,
                c,
            )
        side.sno = int(digits)
    for kind in ("title", "blank"):
        text, c = get(kind)
        if not text:
            continue
        if text.upper() in TITLES or (kind == "title" and len(text) <= 4 and text.isalpha()):
            side.title = text.upper()
        elif kind == "title" and not any(ch.isalnum() for ch in text):
            b.warn(mark_in_titles(text), lineno, c, once="title-mark")
        else:
            raise b.error(
                f"the {'title' if kind == 'title' else 'column without a heading'} holds "
                f"{text!r}: expected a title (GM, IM, WFM, …) or nothing",
                lineno,
                c,
            )
    numbered = _NUMBER_BEFORE_NAME.match(side.name) if side.sno is None else None
    if numbered is not None and int(numbered.group(1)):  # Vega's list: the number in the name's cell
        side.sno, side.name = int(numbered.group(1)), numbered.group(2)
        b.warn(
            f"the number before a name ({numbered.group(0)!r}) is read as the player's starting number",
            lineno,
            col,
            severity=Severity.INFO,
            once="number-before-name",
        )
    first, _, rest = side.name.partition(" ")
    if rest and first.upper() in NATIONAL_CATEGORIES:
        side.name = rest
        b.warn(
            f"{first!r} before a name is read as the player's national category (Italy's 1N, 2N, 3N, CN, "
            "NC), not part of the name",
            lineno,
            col,
            severity=Severity.INFO,
            once="category-prefix",
        )
        first, _, rest = side.name.partition(" ")
    if not side.title and rest and first.upper() in TITLES:
        side.name, side.title = rest, first.upper()
        b.warn(
            f"{first!r} before a name is read as a title",
            lineno,
            col,
            severity=Severity.INFO,
            once="title-prefix",
        )
    text, c = get("rating")
    side.rating = rating_cell(b, text, lineno, c)
    if rated is not None:
        side.rating = int(rated.group(2)) or None
        b.warn(
            f"the number in brackets after a name ({rated.group(0)!r}) is read as the player's rating",
            lineno,
            col,
            severity=Severity.INFO,
            once="rating-after-name",
        )
    side.fed = get("fed")[0]
    text, side.points_col = get("points")
    side.points = points_cell(b, text.strip().removeprefix("(").removesuffix(")"), lineno, side.points_col)
    return side  # the points before the round in brackets: Vega's, SwissChess's (2½)


_NO_BOARD = re.compile(r"^[-–—]+$")
"""A board cell that says the line is no board's (a bye's or an absence's: ``-``, Tornello's ``---``)."""


def _board(
    b: EventBuilder, lineno: int, fields: list[tuple[str, int]], h: _Layout, rnd: int | None
) -> _Board | None:
    """A board of the round, None when the line is no board (no board number, no names)."""

    def text_at(i: int | None) -> tuple[str, int]:
        if i is None or i >= len(fields):
            return "", fields[-1][1] if fields else 1
        return fields[i]

    board, board_col = text_at(h.board)
    board = "" if _NO_BOARD.match(board.strip()) else board  # a bye's line (Swiss Master's CSV: '-')
    if h.board is not None and not board.rstrip(".").isdecimal() and board:
        return None
    if sum(1 for t, _ in fields if t) < 2:
        return None
    white = _side(b, lineno, fields, h.white)
    black = _side(b, lineno, fields, h.black)
    if not (white.name or white.bye) and not (black.name or black.bye):
        return None
    if h.board is not None and not board and not (white.bye or black.bye):
        return None  # a row without a board number is a bye's (SWAR: 'Dethier Krista (1339) 3.5 1 Bye')
    if h.round is not None:
        text, col = text_at(h.round)
        if not (text.isascii() and text.isdecimal() and int(text)):
            raise b.error(f"expected a round number, found {text!r}", lineno, col)
        rnd = int(text)
    headed = rnd is not None
    if rnd is None:
        b.warn(
            "no round heading (Round 1, Runde 1, …) above the first board: its boards are read as round 1",
            lineno,
            board_col,
            once="no-round",
        )
        rnd = 1
    if not white.name and not black.name:
        raise b.error(f"round {rnd}: neither White nor Black names a player", lineno, board_col)
    result, result_col = text_at(h.result)
    result = clean(result).strip()
    if h.black_score is not None:  # one score per side: the two make the result (a bye: the one score)
        other = clean(text_at(h.black_score)[0]).strip()
        result = side_result(result, other) or f"{result} {other}".strip()
    return _Board(lineno, rnd, white, black, result, result_col, headed=headed)


_SEPARATOR_HEADINGS = frozenset({"-", "–", ":"})
"""A heading that is the mark between the two sides (SwissChess: ``Punkte - TNr``), its column the
marks under it."""


def _side_headings_joined(fields: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """A header separated by blanks with a side's heading of two words made one (Vega's ``White Player``,
    ``Black Player``: the names, centred under both words, stand under the second as often as under the
    first)."""
    out: list[tuple[str, int]] = []
    for text, col in fields:
        if out:
            before, at = out[-1]
            joined = f"{before} {text}"
            kind = pairing_kind(before)
            if col == at + len(before) + 1 and kind in ("white", "black") and pairing_kind(joined) == kind:
                out[-1] = (joined, at)
                continue
        out.append((text, col))
    return out


_SCORE_WORD = re.compile(r"^(?:[01½=+-]|0[.,]5|1/2)[FfKk*]?$")
"""One side's score in a result written with blanks around its dash (``½ - ½``, ``1F``)."""


def _results_joined(tokens: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """A line's words with each result written ``1 - 0`` (a score, a dash, a score, one blank between
    each) made one word, so that it goes to one column whichever heading its first score stands under
    (a PDF's text places ``½`` a character left of a ``1``)."""
    out: list[tuple[str, int]] = []
    k = 0
    while k < len(tokens):
        if k + 2 < len(tokens):
            (a, ca), (dash, cd), (z, cz) = tokens[k : k + 3]
            if (
                dash in ("-", "–", ":")
                and cd == ca + len(a) + 1
                and cz == cd + len(dash) + 1
                and _SCORE_WORD.match(a)
                and _SCORE_WORD.match(z)
            ):
                out.append((f"{a} {dash} {z}", ca))
                k += 3
                continue
        out.append(tokens[k])
        k += 1
    return out


def _aligned(tokens: list[tuple[str, int]], columns: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """The words of a line separated by blanks, put in the columns of the header: each word in the
    column it overlaps most (a heading's column reaches to the next heading), the words of one column
    joined; a title standing in another column than a name's goes before the next name."""
    starts = [c for _, c in columns]
    ends = [*(c - 1 for c in starts[1:]), 1 << 30]
    cells: list[list[tuple[str, int]]] = [[] for _ in columns]
    names = [i for i, (t, _) in enumerate(columns) if pairing_kind(t) in ("white", "black")]
    dashes = {i for i, (t, _) in enumerate(columns) if t in _SEPARATOR_HEADINGS}
    for text, col in _results_joined(tokens):
        last = col + len(text) - 1
        i = max(range(len(columns)), key=lambda k: (min(last, ends[k]) - max(col, starts[k]), -k))
        if text in _SEPARATOR_HEADINGS and dashes:  # the dash between the sides, wherever it stands
            nearest = min(range(len(columns)), key=lambda k: abs(col - starts[k]))
            i = nearest if nearest in dashes else i
        if text.upper() in TITLES and i not in names:
            i = next((k for k in names if k > i), i)
        cells[i].append((text, col))
    for i in names:  # a centred name that begins under the column before (Vega's PDFs: ``SUI Riand,``)
        before = cells[i - 1] if i else []
        while len(before) >= 2 and cells[i] and _name_word_before(before[-1], cells[i][0]):
            cells[i].insert(0, before.pop())
    return [
        (" ".join(t for t, _ in words), words[0][1]) if words else ("", start)
        for words, start in zip(cells, starts, strict=True)
    ]


def _name_word_before(word: tuple[str, int], first: tuple[str, int]) -> bool:
    """Whether ``word`` is a word of a name (a letter in it) standing one blank before ``first``, the
    first word of the name's column."""
    text, col = word
    return col + len(text) + 1 == first[1] and any(ch.isalpha() for ch in text)


def _read_lines(b: EventBuilder, lines: list[str]) -> _Reading:
    """Round headings, headers and boards, in their order; title lines before the first of them."""
    d = detect_delimiter(lines)
    out = _Reading()
    layout: _Layout | None = None
    columns: list[tuple[str, int]] | None = None  # the headings of a header separated by blanks
    rnd: int | None = None
    started = False
    for lineno, raw in enumerate(lines, start=1):
        line = raw.rstrip()
        if not line.strip(" \t;,|"):
            continue
        if d == "|" and markdown_rule(line):
            continue
        fields = split_fields(line, d)
        filled = [t for t, _ in fields if t]
        delimited = bool(d) and d in line
        alone = filled[0] if delimited and len(filled) == 1 else None if delimited else line
        heading = round_heading(alone) if alone is not None else None
        if heading is not None:
            rnd, started = heading, True
            out.dates.extend((day, lineno) for day in map(parse_date, _DATE.findall(line)) if day is not None)
            continue
        if names_two_sides([t for t, _ in fields]):
            fields = fields if delimited else _side_headings_joined(fields)
            layout, started = _layout(b, lineno, fields), True
            columns = None if delimited else fields
            if columns is not None:
                b.warn(
                    "the columns are separated by blanks: each word is read in the column whose heading "
                    "stands above it",
                    lineno,
                    1,
                    severity=Severity.INFO,
                    once="by-position",
                )
            continue
        if columns is not None and not delimited:
            fields = _aligned(fields, columns)
        elif d and not delimited and layout is not None:  # text beside a delimited list: no board
            (out.ignored if started else out.titles).append((lineno, line.strip()))
            continue
        if layout is not None and delimited and _numbered_before(fields, layout):
            layout = _shifted(layout)  # a board number the header has no heading for (ChessManager)
            b.warn(
                "the rows begin with a board number that the header has no heading for: each row's cells "
                "are read one column to the right of their headings",
                lineno,
                fields[0][1],
                severity=Severity.INFO,
            )
        board = _board(b, lineno, fields, layout, rnd) if layout is not None else None
        if board is not None:
            out.boards.append(board)
        elif not started:
            out.titles.append((lineno, line.strip()))
        else:
            out.ignored.append((lineno, line.strip()))
    return out


_BOARD_NUMBER = re.compile(r"^\d{1,4}\.?$")


def _numbered_before(fields: list[tuple[str, int]], h: _Layout) -> bool:
    """Whether a row begins with a board number that the header has no board column for: its first cell a
    number, its result one column right of the result's heading and none under it (the header's last
    cells empty headings or none, so the row's last cells shift into them or past its end)."""
    if h.board is not None or len(fields) <= h.result + 1 or not _BOARD_NUMBER.match(fields[0][0].strip()):
        return False

    def result(k: int) -> bool:
        text = " ".join(fields[k][0].split())
        return bool(game_result(text)) or bool(_TWO_POINT.match(text))

    return result(h.result + 1) and not result(h.result)


def _shifted(h: _Layout) -> _Layout:
    """The header's columns one to the right, a board column first (:func:`_numbered_before`)."""
    return _Layout(
        h.line,
        0,
        None if h.round is None else h.round + 1,
        h.result + 1,
        {k: i + 1 for k, i in h.white.items()},
        {k: i + 1 for k, i in h.black.items()},
        h.width + 1,
        None if h.black_score is None else h.black_score + 1,
    )


def _identify(b: EventBuilder, boards: list[_Board]) -> None:
    """Each side's player key: the starting number when given (the same name for one number, one
    number for one name), else the name. A number whose lists write its name once in full and once
    with a given name cut to its initial (``Meitzner, Jonathan F.`` and ``Meitzner, Jonathan Franz``)
    is one player with the full name, with a note; so is a number whose name is later written with the
    same words, some added or in another order (:func:`~tiebreak.readers._builder.renamed`): the later
    name."""
    by_sno: dict[int, tuple[str, int]] = {}
    for board in boards:
        for side in (board.white, board.black):
            if not side.name or side.sno is None:
                continue
            seen = by_sno.setdefault(side.sno, (side.name, board.line))
            if seen[0] == side.name:
                continue
            full = fuller_name(seen[0], side.name)
            if full is None and renamed(seen[0], side.name):
                b.warn(
                    f"starting number {side.sno} is written {seen[0]!r} (line {seen[1]}) and later "
                    f"{side.name!r}: read as one player, {side.name!r} (the same words, accents aside, "
                    "some added or in another order: a name corrected between rounds)",
                    board.line,
                    side.col,
                    severity=Severity.INFO,
                    once=f"renamed:{side.sno}",
                )
                by_sno[side.sno] = (side.name, seen[1])
                continue
            if full is None:
                raise b.error(
                    f"starting number {side.sno} names {seen[0]!r} (line {seen[1]}) and "
                    f"{side.name!r} (line {board.line})",
                    board.line,
                    side.col,
                )
            short = side.name if full == seen[0] else seen[0]
            b.warn(
                f"starting number {side.sno} is written {short!r} and {full!r}: read as one player, "
                f"{full!r} (the shorter name gives a word of the longer as its initial)",
                board.line,
                side.col,
                severity=Severity.INFO,
                once=f"initials:{side.sno}",
            )
            by_sno[side.sno] = (full, seen[1])
    by_name: dict[str, tuple[int, int]] = {}
    for board in boards:
        for side in (board.white, board.black):
            if not side.name or side.sno is None:
                continue
            side.name = by_sno[side.sno][0]
            known = by_name.setdefault(side.name, (side.sno, board.line))
            if known[0] != side.sno:
                raise b.error(
                    f"{side.name} has the starting numbers {known[0]} (line {known[1]}) and "
                    f"{side.sno} (line {board.line})",
                    board.line,
                    side.col,
                )
    _spelled_alike(b, boards)
    for board in boards:
        for side in (board.white, board.black):
            if side.name:
                sno = side.sno if side.sno is not None else by_name.get(side.name, (None, 0))[0]
                side.key = f"sno:{sno}" if sno is not None else f"name:{side.name}"
                side.sno = sno


def _register(b: EventBuilder, boards: list[_Board]) -> None:
    """Each player of the boards into the event, in the order they appear (:func:`_identify`: keys)."""
    for board in boards:
        for side in (board.white, board.black):
            if side.name:
                b.player(
                    side.key,
                    PlayerDraft(
                        side.name,
                        sno=side.sno,
                        rating=side.rating,
                        federation=side.fed,
                        title=side.title,
                        line=board.line,
                    ),
                )


def _superseded(b: EventBuilder, boards: list[_Board]) -> list[_Board]:
    """The boards without those that wait for a result where another board of the round gives one of the
    same player (the round's pairings published before it was played, then its results: pages given
    together), with a note; a name written only on such a board (a login typed otherwise) names no
    player then."""
    given = {(x.round, k) for x in boards if _pending(x) is False for k in (x.white.key, x.black.key)}
    kept = []
    for board in boards:
        if _pending(board) and {(board.round, board.white.key), (board.round, board.black.key)} & given:
            b.warn(
                f"round {board.round}: a pairing given without a result is given again with a result (the "
                "round's pairings published before it was played): the result is read",
                board.line,
                board.result_col,
                severity=Severity.INFO,
                once="pending given again",
            )
            continue
        kept.append(board)
    return kept


def _spelled_alike(b: EventBuilder, boards: list[_Board]) -> None:
    """The players without numbers are told apart by their names: a name written again with another case,
    accents or umlauts (:func:`~tiebreak.readers._builder.alike_key`) is the first spelling's player, with
    a note; two names a letter apart (``WALTHER Yann``, ``WALTHER Yan``) stay two players, with a warning
    that names both (compared two by two among the names of one first word, up to :data:`_MOST_ALIKE`)."""
    first: dict[str, tuple[str, int]] = {}
    for board in boards:
        for side in (board.white, board.black):
            if not side.name or side.sno is not None:
                continue
            keys = {alike_key(side.name) or side.name, alike_key(side.name, umlauts=False) or side.name}
            seen = next((first[k] for k in keys if k in first), (side.name, board.line))
            first.update(dict.fromkeys(keys, seen))
            if _spaced(seen[0]) != _spaced(side.name):  # (a comma or blanks apart: no note)
                b.warn(
                    f"{seen[0]!r} (line {seen[1]}) is written {side.name!r} here: read as one player, "
                    f"{seen[0]!r} (the same words, case and accents aside)",
                    board.line,
                    side.col,
                    severity=Severity.INFO,
                    once=f"alike:{min(keys)}",
                )
            side.name = seen[0]
    by_word: dict[str, list[tuple[str, str, int]]] = {}
    for name, line in dict.fromkeys(first.values()):
        key = alike_key(name)
        by_word.setdefault(key.split(" ", 1)[0], []).append((key, name, line))
    for names in by_word.values():
        if len(names) > _MOST_ALIKE:
            continue  # so many players of one first word: the letters they differ by are theirs
        for k, (key, one, line) in enumerate(names):
            other = next(((n, at) for c, n, at in names[k + 1 :] if one_letter_apart(key, c)), None)
            if other is not None:
                b.warn(
                    f"{one!r} (line {line}) and {other[0]!r} (line {other[1]}) are a letter apart: read as "
                    "two players; if they are one, write the name alike in every round",
                    other[1],
                    None,
                )


def _spaced(name: str) -> str:
    """A name with its commas as blanks and one blank between words (``Butler,Julian``: ``Butler
    Julian``): two spellings that differ so are one player without a note."""
    return " ".join(name.replace(",", " ").split())


_MOST_ALIKE = 200
"""The most players of one first word whose names :func:`_spelled_alike` compares two by two."""


def _unplayed_tail(b: EventBuilder, boards: list[_Board]) -> int | None:
    """The last round with a result: trailing rounds whose games all wait for their result (the next
    round's pairings) are left out, with a note. None when no round has a result."""
    rounds = sorted({x.round for x in boards})
    while rounds:
        last = rounds[-1]
        games = [x for x in boards if x.round == last and x.white.name and x.black.name]
        if not games or any(x.result not in _PENDING for x in games):
            return last
        b.warn(
            f"round {last} is paired but has no result yet: the standings are read after the rounds "
            "before it",
            games[0].line,
            games[0].result_col,
            severity=Severity.INFO,
        )
        rounds.pop()
    return None


NO_RESULT_YET = Template(
    "input.no-result-yet",
    "no game of the pairing list has a result yet (round {round} paired, not played): there is nothing to "
    "rank; give the pairing lists of the rounds played, or the event's crosstable{lenient}",
    lenient=(Hint(Option.LENIENT, " ({option} reads the players, every one on 0 points)"),),
)


LATER_ROUNDS_ONLY = Template(
    "input.later-rounds-only",
    "the pairing lists begin with round {round}: the rounds before it are not given, so neither the "
    "points nor the tie-breaks can be computed; give the pairing lists of every round together (several "
    "files or pages at once, a folder), or the event's crosstable{lenient}",
    lenient=(Hint(Option.LENIENT, " ({option} reads the rounds given)"),),
)


UNNAMED_LATER_ROUND = Template(
    "input.unnamed-later-round",
    "no heading names the round of this pairing list, and the points before the round beside the names "
    "({points} for {name}, and for {count} more players) say it is not round 1: the rounds before it are "
    "not given, so neither the points nor the tie-breaks can be computed; give the pairing lists of every "
    "round together (several files or pages at once, a folder), or the event's crosstable{lenient}",
    lenient=(Hint(Option.LENIENT, " ({option} reads the list as round 1)"),),
)


def _missing_rounds(b: EventBuilder, boards: list[_Board], last: int | None, lenient: bool) -> None:
    """A warning for the rounds before the last that the list does not give (every player reads as
    not paired in them), at the first board of the round after the gap.

    :raises ParseError: when round 1 is among them and not ``lenient`` (round 9's list given alone):
        standings of the rounds given would be silently wrong."""
    given = {x.round for x in boards}
    missing = [r for r in range(1, (last or 0) + 1) if r not in given]
    if missing:
        after = min((x for x in boards if x.round > missing[0]), key=lambda x: x.line)
        if missing[0] == 1 and not lenient:
            raise b.error(LATER_ROUNDS_ONLY(round=after.round), after.line, 1)
        rounds = ", ".join(map(str, missing))
        b.warn(
            f"the list gives no pairings for round(s) {rounds}: every player reads as not paired there "
            "(an event given in part, or a round left out)",
            after.line,
            1,
        )


def _bye(b: EventBuilder, board: _Board, player: _Side, bye: _Side) -> Result:
    """The bye of a board with one player, read from the result cell (a note says which code)."""
    text, where = board.result, (board.line, board.result_col)
    text = "" if _bye_word(text) else text  # Tornello's ``BYE`` under the result: no value given
    value = point_value(text) if text not in ("+", "-") else None
    pair = game_result(text) if value is None and text not in ("+", "-", "") else None
    named = _VALUED_BYES.get(bye.bye)
    if named is not None and ((value is None and not text) or named.unit_result == value):
        result = named  # the bye's name says which (a full-point bye is no pairing-allocated one)
    elif text == "+" or value == 1:
        result = Result.PAB
    elif value == Fraction(1, 2):
        result = Result.HALF_BYE
    elif text == "-" or value == 0:
        result = Result.ZERO_BYE
    elif pair is not None:
        result = bye_from_game(pair[0] if player is board.white else pair[1])
    elif not text:
        if bye.bye == "not paired":
            b.warn(
                f"round {board.round}: {player.name} is not paired and has no result: read as a zero-point "
                "bye (Z)",
                *where,
                once=f"unpaired:{board.round}:{player.key}",  # the same round on each page given
            )
            return Result.ZERO_BYE
        board.unvalued = player.key  # valued by the points the lists give, else a pairing-allocated bye
        return Result.PAB
    else:
        raise b.error(
            f"round {board.round}: cannot read the bye's result {text!r} (expected 1, ½, 0, + or -)", *where
        )
    what = {
        Result.PAB: "a pairing-allocated bye (TRF U; a requested full-point bye would be F)",
        Result.HALF_BYE: "a half-point bye (TRF H)",
        Result.ZERO_BYE: "a zero-point bye (TRF Z)",
        Result.FULL_BYE: "a full-point bye (TRF F)",
    }.get(result, "a bye")
    b.warn(
        f"a result {text!r} against {bye.bye or 'no opponent'!r} is read as {what}",
        *where,
        severity=Severity.INFO,
        once=f"bye:{text}:{bye.bye}",
    )
    return result


def _game(b: EventBuilder, board: _Board, star: str) -> tuple[Result, Result] | None:
    """The results of a game between two players; None when it is read as not paired."""
    text, where = board.result, (board.line, board.result_col)
    key = " ".join(text.split())
    if key in _PENDING:
        names = f"{board.white.name} - {board.black.name}"
        others = " or ".join(k for k in STAR_READINGS if k != star)
        b.warn(_NO_RESULT(round=board.round, names=names, reading=STAR_READINGS[star], others=others), *where)
        if star == "unplayed":
            return None
        return (
            (Result.FORFEIT_LOSS, Result.FORFEIT_LOSS)
            if star == "forfeit"
            else (Result.UNKNOWN, Result.UNKNOWN)
        )
    if key in ("=", "1/2", "½"):  # a draw as one mark in the result column (a club's typed ``1/2``)
        return Result.DRAW, Result.DRAW
    m = _K_FORFEIT.match(key)
    if key in _DOUBLE_FORFEIT or m is not None:
        pair = {
            ("1", "0"): (Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
            ("0", "1"): (Result.FORFEIT_LOSS, Result.FORFEIT_WIN),
        }.get((m.group(1), m.group(2)) if m else ("-", "-"), (Result.FORFEIT_LOSS, Result.FORFEIT_LOSS))
        if m is not None and m.group(1) == m.group(2) == "1":
            raise b.error(f"round {board.round}: the result {text!r} gives both players a win", *where)
    else:
        got = game_result(key) or _two_point_result(b, key, where) or _white_score(b, key, where)
        if got is None:
            raise b.error(
                f"round {board.round}: cannot read the result {text!r} (expected 1 - 0, 0 - 1, "
                "½ - ½, + - -, - - +, - - - or nothing)",
                *where,
            )
        pair = got
    if pair[0] in (Result.FORFEIT_WIN, Result.FORFEIT_LOSS):
        b.warn(
            f"a result {text!r} is read as a forfeit (TRF {pair[0].value} and {pair[1].value})",
            *where,
            severity=Severity.INFO,
            once=f"forfeit:{key}",
        )
    elif pair == (Result.LOSS, Result.LOSS):
        b.warn(
            f"a result {text!r} is read as a game both players lost (TRF 0 and 0)",
            *where,
            severity=Severity.INFO,
            once="zero-zero",
        )
    return pair


def _points_before(
    b: EventBuilder, boards: list[_Board], scoring: Scoring, *, after: bool = False
) -> list[tuple[int, _Side, Fraction, int]]:
    """The players whose points before a round (``after``: after it), where the list gives them, are not
    what the results read before that round (up to it) give under ``scoring``: (round, side, the
    results' points, board line)."""
    wrong = []
    for board in boards:
        rnd = board.round
        for side in (board.white, board.black):
            if not side.key or side.points is None:
                continue
            score = sum(
                (
                    scoring.points(e.result.point_class)
                    for r, (e, _, _) in b.entries[side.key].items()
                    if r < rnd or (after and r == rnd)
                ),
                Fraction(0),
            )
            if score != side.points:
                wrong.append((rnd, side, score, board.line))
    return wrong


_BYE_VALUES = {
    Result.PAB: "a pairing-allocated bye (U)",
    Result.HALF_BYE: "a half-point bye (H)",
    Result.ZERO_BYE: "a zero-point bye (Z)",
}
"""The values a bye given without one may have, tried in turn against the points the lists give."""


def _listed_by_bye_value(
    b: EventBuilder, boards: list[_Board], scoring: Scoring, unvalued: list[_Board]
) -> Scoring | None:
    """The point system, when the points the lists give beside the names, some not 0, are what the
    results read give before each round, or after it (Tornello's round reports), the byes given without
    a value (``unvalued``) read as the bye of :data:`_BYE_VALUES` that makes them so; notes say which.
    Every one of them, or all but one in fifty (a total misread where a long name overflows its column):
    each of those gets a warning, the results deciding. Byes worth half a point, one a round at most, are
    the odd player's (Tornello's BYE, set to ½): pairing-allocated byes worth ½. None when the points do
    not agree so."""
    listed = [
        (x, side) for x in boards for side in (x.white, x.black) if side.key and side.points is not None
    ]
    if not any(side.points for _, side in listed):
        return None
    tried = []
    for after in (False, True):
        for value in _BYE_VALUES if unvalued else (Result.PAB,):
            _revalue(b, unvalued, value)
            tried.append((_points_before(b, boards, scoring, after=after), after, value))
    wrong, after, value = min(tried, key=lambda t: (len(t[0]), t[1]))  # the fewest; before, on a tie
    if len(wrong) > len(listed) // 50:
        _revalue(b, unvalued, Result.PAB)
        return None
    rounds = [x.round for x in unvalued]
    odd = value is Result.HALF_BYE and len(set(rounds)) == len(rounds)  # one a round: the odd player's
    if odd:
        scoring = replace(scoring, pab=Fraction(1, 2))
        value = Result.PAB
    _revalue(b, unvalued, value)
    if after:
        b.warn(
            "the points beside each name in the lists are the player's points after the round, not "
            f"before it: {'every one agrees' if not wrong else 'all but ' + str(len(wrong)) + ' agree'} with "
            "the results read up to that round",
            listed[0][0].line,
            listed[0][1].points_col,
            severity=Severity.INFO,
        )
    if unvalued:
        first = unvalued[0]
        what = (
            "pairing-allocated byes worth half a point (one a round: the odd player's; C.07's U, the "
            "event's bye set to ½)"
            if odd
            else _BYE_VALUES[value]
        )
        b.warn(
            f"the byes given without a value ({len(unvalued)}, the first in round {first.round}) are "
            f"read as {what}: the points beside the names in the lists agree with that value only",
            first.line,
            first.result_col,
            severity=Severity.INFO if value is Result.PAB else Severity.WARNING,
        )
    for rnd, side, score, line in wrong:
        b.warn(
            f"round {rnd}: {side.name} has {format_value(side.points)} points "
            f"{'after' if after else 'before'} the round in the list, the rounds read give "
            f"{format_value(score)} (every other player's points agree): read as the results give",
            line,
            side.points_col,
        )
    return scoring


def _revalue(b: EventBuilder, boards: list[_Board], result: Result) -> None:
    """Each bye the list gives without a value (:attr:`_Board.unvalued`) read as ``result``."""
    for x in boards:
        entry, line, column = b.entries[x.unvalued][x.round]
        if entry.result is not result:
            b.entries[x.unvalued][x.round] = (RoundEntry(entry.round, None, Color.NONE, result), line, column)


def _final_points(
    b: EventBuilder, boards: list[_Board], scoring: Scoring, unvalued: list[_Board] | None = None
) -> bool:
    """Whether the points beside each name in the lists, some not 0, are every one the player's points
    after the last round read (SWAR's lists: ``Punten``, the final total, on every round's list), not
    before the round; a note says so. The byes given without a value (``unvalued``) are read as the
    bye of :data:`_BYE_VALUES` that makes them so (a round robin's bye worth nothing), with a note; none
    does: read as pairing-allocated byes again."""
    listed = [(board, side) for board in boards for side in (board.white, board.black) if side.key]
    if not any(side.points for _, side in listed) or any(side.points is None for _, side in listed):
        return False
    keys = {side.key for _, side in listed}
    for value in _BYE_VALUES if unvalued else (Result.PAB,):
        if unvalued:
            _revalue(b, unvalued, value)
        totals = {
            key: sum(
                (scoring.points(e.result.point_class) for e, _, _ in b.entries[key].values()), Fraction(0)
            )
            for key in keys
        }
        if all(side.points == totals[side.key] for _, side in listed):
            break
    else:
        if unvalued:
            _revalue(b, unvalued, Result.PAB)
        return False
    b.warn(
        "the points beside each name in the lists are every player's points after the last round, not "
        "before each round: they agree with the results read",
        listed[0][0].line,
        listed[0][1].points_col,
        severity=Severity.INFO,
    )
    if unvalued:
        first = unvalued[0]
        b.warn(
            f"the byes given without a value ({len(unvalued)}, the first in round {first.round}) are "
            f"read as {_BYE_VALUES[value]}: the players' points in the lists agree with that value only",
            first.line,
            first.result_col,
            severity=Severity.INFO if value is Result.PAB else Severity.WARNING,
        )
    return True


_TWO_POINT = re.compile(r"^([012])\s*:\s*([012])$")
"""A game's result written as each side's points where a win scores 2 (ChessManager: ``2 : 0``)."""


_WHITE_SCORE = {
    **dict.fromkeys(("1", "1.0", "1,0"), (Result.WIN, Result.LOSS)),
    **dict.fromkeys(("0.5", "0,5"), (Result.DRAW, Result.DRAW)),
    **dict.fromkeys(("0", "0.0", "0,0"), (Result.LOSS, Result.WIN)),
}


def _white_score(b: EventBuilder, key: str, where: tuple[int, int]) -> tuple[Result, Result] | None:
    """A result written as one number, White's score (``1``, ``0.5``, ``0``: a program's export of its
    games, ChessManager's ``"result": 1.0``), with a note; None for anything else."""
    pair = _WHITE_SCORE.get(key)
    if pair is not None:
        b.warn(
            "results written as one number are read as White's score (1 a win for White, 0.5 a draw, 0 a "
            "win for Black)",
            *where,
            severity=Severity.INFO,
            once="white-score",
        )
    return pair


def _two_point_result(b: EventBuilder, key: str, where: tuple[int, int]) -> tuple[Result, Result] | None:
    """``2 : 0``, ``1 : 1``, ``0 : 2``: a win, a draw, a loss written as the points a win worth 2 gives
    each side (a note says so); None for anything else."""
    m = _TWO_POINT.match(key)
    if m is None or int(m.group(1)) + int(m.group(2)) != 2:
        return None
    b.warn(
        "results written as points where a win scores 2 (2 : 0, 1 : 1, 0 : 2) are read as a win, a "
        "draw and a loss",
        *where,
        severity=Severity.INFO,
        once="two-point-results",
    )
    return {
        "2": (Result.WIN, Result.LOSS),
        "1": (Result.DRAW, Result.DRAW),
        "0": (Result.LOSS, Result.WIN),
    }[m.group(1)]


def _check_points(b: EventBuilder, boards: list[_Board], lenient: bool = False) -> Scoring:
    """The event's point system, and the points before each round, where the list gives them, checked
    against the results read before it: the usual system, unless those points are, every one of them
    and some not 0, what the results give with a win worth 2 or 3 and a draw 1 (Vega can be set so),
    then that one, with a warning; else a warning for each round whose points differ.

    :raises ParseError: for one list that no heading names the round of, read as round 1, whose points
        before the round are not 0 for half its players or more (a later round's list given alone), but
        when ``lenient``."""
    usual = Scoring()
    unvalued = [x for x in boards if x.unvalued and x.round in b.entries.get(x.unvalued, {})]
    by_value = _listed_by_bye_value(b, boards, usual, unvalued)
    if by_value is not None:
        return by_value
    if unvalued and _final_points(b, boards, usual, unvalued):
        return usual
    for x in unvalued:
        side = x.white if x.white.key == x.unvalued else x.black
        b.warn(
            f"round {x.round}: {side.name} has a bye and no result: read as a pairing-allocated bye (U)",
            x.line,
            x.result_col,
        )
    wrong = _points_before(b, boards, usual)
    if wrong and _final_points(b, boards, usual):
        return usual
    if wrong and any(side.points for x in boards for side in (x.white, x.black) if side.key):
        for wider in WIDER_SCORING:
            if not _points_before(b, boards, wider):
                first = next(x for x in boards for side in (x.white, x.black) if side.key and side.points)
                b.warn(
                    f"every point total before a round in the lists is what the results give when a win "
                    f"scores {format_value(wider.win)} and a draw {format_value(wider.draw)}: the event is "
                    "read with that point system",
                    first.line,
                )
                return wider
    listed = [side for x in boards for side in (x.white, x.black) if side.key and side.points is not None]
    if (
        wrong
        and not lenient
        and not any(x.headed for x in boards)
        and 2 * sum(map(bool, listed)) >= len(listed)
    ):
        _, side, _, line = wrong[0]
        raise b.error(
            UNNAMED_LATER_ROUND(
                name=side.name, points=format_value(side.points or Fraction(0)), count=len(wrong) - 1
            ),
            line,
            side.points_col,
        )
    for rnd in sorted({w[0] for w in wrong}):
        of_round = [w for w in wrong if w[0] == rnd]
        _, side, score, line = of_round[0]
        more = f" (and {len(of_round) - 1} more players of this round)" if len(of_round) > 1 else ""
        b.warn(
            f"round {rnd}: {side.name} has {format_value(side.points)} points before the round in "
            f"the list, the rounds read give {format_value(score)}{more}: a round is missing or "
            "misread",
            line,
            side.points_col,
        )
    return usual


def read_pairings(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read a pairing list (rounds, each with a header and its boards) into a :class:`Tournament`.

    :raises ParseError: for an unknown heading, an unreadable result, a player twice in a round, or
        numbers and names that contradict each other.
    :raises ValueError: for an unknown ``options.pgn_star``.
    """
    if options.pgn_star not in STAR_READINGS:
        raise ValueError(
            f"unknown reading of a missing result {options.pgn_star!r} "
            f"(use one of {', '.join(STAR_READINGS)})"
        )
    from .webpage import looks_like_html

    if looks_like_html(text, "") and "<td" in text[:1_000_000].lower():  # a saved page: its tables
        from .webpage import read_html

        return read_html(text, options)
    b = EventBuilder(options.source, options.limits)
    lines = skip_page_text(b, text_lines(text), is_pairing_header)
    reading = _read_lines(b, lines)
    boards = reading.boards
    if not boards:
        raise b.error("no pairings found (a header with White, Result and Black, then one line per board)")
    _warn_ignored(b, reading)
    _identify(b, boards)
    boards = _superseded(b, boards)
    _register(b, boards)
    last = _unplayed_tail(b, boards)
    if last is None and not options.lenient:
        first = min(boards, key=lambda x: x.line)
        raise b.error(NO_RESULT_YET(round=first.round), first.line, first.result_col)
    if last is not None:
        _put_boards(b, boards, last, options.pgn_star)
    _missing_rounds(b, boards, last, options.lenient)
    scoring = _check_points(b, boards, options.lenient)
    numbered = _numbering(b, boards)
    name = event_name(b, reading.titles)
    start, at = min(reading.dates, default=(None, None))
    if start is not None:
        b.warn(
            f"the event's start date is read from the earliest round's date: {start.isoformat()}",
            at,
            1,
            severity=Severity.INFO,
        )
    return b.build(
        name, rounds=last or 0, assign="given" if numbered else "rating", scoring=scoring, start_date=start
    )


def _warn_ignored(b: EventBuilder, reading: _Reading) -> None:
    """A note for each line that is not a board: a warning inside the list, information after it (a
    page's link back to its top, or its word ``Results`` over the lists: none)."""
    last_row = reading.boards[-1].line
    for lineno, ignored in reading.ignored:
        if PAGE_FURNITURE.match(ignored.strip()):
            continue
        inside = lineno < last_row
        b.warn(
            f"line ignored (not a board of the pairing list): {ignored[:40]!r}",
            lineno,
            1,
            severity=Severity.WARNING if inside else Severity.INFO,
        )


def _put_boards(b: EventBuilder, boards: list[_Board], last: int, star: str) -> None:
    """Each board up to round ``last``, round by round, into the event: a game (a missing result read
    as ``star`` says), or a bye when one side names nobody."""
    for board in sorted(boards, key=lambda x: x.round):
        if board.round > last:
            continue
        white, black = board.white, board.black
        where = (board.line, board.result_col)
        if white.name and black.name:
            pair = _game(b, board, star)
            if pair is None:
                b.bye(board.round, white.key, Result.NOT_PAIRED, *where)
                b.bye(board.round, black.key, Result.NOT_PAIRED, *where)
                continue
            b.game(board.round, white.key, black.key, pair, *where)
            continue
        player, other = (white, black) if white.name else (black, white)
        b.bye(board.round, player.key, _bye(b, board, player, other), *where)


def _pending(board: _Board) -> bool | None:
    """Whether a game between two players waits for its result; None for a board of one player."""
    if not (board.white.name and board.black.name):
        return None
    return " ".join(board.result.split()) in _PENDING


def _numbering(b: EventBuilder, boards: list[_Board]) -> bool:
    """Whether every player has a starting number from the list; notes for the numbers no round shows
    and for players numbered by rating."""
    numbered = all(p.sno is not None for p in b.players.values())
    numbers = {p.sno for p in b.players.values() if p.sno is not None}
    unseen = [n for n in range(1, max(numbers, default=0) + 1) if n not in numbers]
    if unseen:
        shown = ", ".join(map(str, unseen[:10])) + (", …" if len(unseen) > 10 else "")
        b.warn(
            f"starting number(s) {shown} appear in no round: those players are not known (they are left "
            "out of the standings)",
            boards[0].line,
            1,
            severity=Severity.INFO,
        )
    if not numbered and any(p.sno is not None for p in b.players.values()):
        b.warn(
            "some players have no starting number: starting numbers are given by rating", boards[0].line, 1
        )
    elif not numbered:
        b.warn(
            "the list gives no starting numbers: players are told apart by their names, numbered by "
            "rating (then name)",
            boards[0].line,
            1,
            severity=Severity.INFO,
        )
    return numbered
