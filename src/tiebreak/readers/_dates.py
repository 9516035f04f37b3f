"""The event's dates where a page or export states them in its heading: ``Von : 09.05.2024``,
``Date: 2024/05/09 to 2024/05/12``, ``Fecha 09/05/2024``, ``du 9 mai 2024``, ``2022 Oct 30``,
``Am 2. Juni 2024``, ``21/01/2025 - 18/02/2025``.

The start date chooses the edition of the rules (an event before 2026-03-01 is ranked by the 2024
edition), so an event whose heading dates it must not count as undated. A date counts only on a line
that names it as the event's: after a date word of one of the heading table's languages (:mod:`._headings`),
on a line that holds nothing but the date or a place and the date (``Hamar, 24.10.2024``), or as the
first of a range of dates (``… - …``, ``… to …``,
``… bis …``). ``Last update 01.12.2026`` is the date of the page, not of the event. The earliest date on
such lines is the start. A page that states no start date but was last updated (or printed) before a
date says the event started no later: :func:`update_date` reads that date, which chooses the edition
where it is before the 2026 edition's (an event last updated in 2023 was not played under it).

Every common written form is read: numeric ``d.m.y``, ``d/m/y``, ``d-m-y``, ``y-m-d``, ``y/m/d``,
``y.m.d``; ``day month-name year`` (``9 May 2024``, ``9. Mai 2024``, ``9 de mayo de 2024``, ``9 мая
2024``), ``month-name day, year`` (``May 9, 2024``) and ``year month-name day`` (``2022 Oct 30``), with
the month written out or abbreviated, with or without a dot. A numeric date with a slash or a hyphen
whose day and month could be swapped (``03/04/2024``) is ambiguous: the page decides where it tells
(another date on it whose first or second number is over 12, or a page language written month first,
``lang="en-US"``), else the day is taken first, as every language of the heading table but US English
writes it, and the note says so.

>>> found = heading_date("Offene Stadtmeisterschaft\\nVon : 09.05.2024 Bis : 12.05.2024\\n")
>>> str(found.day), found.line, found.said, found.ambiguous
('2024-05-09', 2, 'Von : 09.05.2024 Bis : 12.05.2024', '')
>>> str(heading_date("<h1>Kleeblatt-Turnier</h1>\\n<p><span>2022 Oct 30</span></p>").day)
'2022-10-30'
>>> heading_date("Last update 01.12.2026\\nRk. Name 1.Rd") is None
True
>>> str(update_date("Open 2023\\nLast update 12.03.2023 18:52:05, Creator/Last Upload: x\\nRk. Name").day)
'2023-03-12'
>>> str(written_date("Jun 26, 2020")), str(written_date("28. 07. 2005")), written_date("Mai 2024")
('2020-06-26', '2005-07-28', None)
"""

from __future__ import annotations

import datetime as dt
import html
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model.tournament import Tournament

__all__ = ["HeadingDate", "dated_by_heading", "heading_date", "update_date", "written_date"]

_WORDS = (
    # en, de, nl, es, fr, it, ru
    *("date", "dates", "from", "start", "started", "period", "played", "held", "on"),
    *("von", "vom", "am", "datum", "zeitraum", "beginn", "termin"),
    *("van", "op", "periode"),
    *("desde", "fecha", "fechas", "del", "el", "inicio"),
    *("du", "début", "debut", "le"),
    *("dal", "il", "data", "inizio"),
    *("дата", "даты", "с", "период", "начало"),
)
_MONTH_WORDS = (
    # each month's names and abbreviations in en, de, nl, es, fr, it, ru (nominative and genitive)
    "january jan januar jänner jän januari enero ene janvier janv gennaio gen январь января янв",
    "february feb februar feber februari febrero février fevrier févr fevr febbraio февраль февраля фев",
    "march mar märz maerz mär mrz maart mrt marzo mars марта март",
    "april apr avril abril abr aprile апрель апреля",
    "may mai mei mayo maggio mag май мая",
    "june jun juni junio juin giugno giu июнь июня июн",
    "july jul juli julio juillet juil luglio lug июль июля июл",
    "august aug augustus agosto ago août aout agosto август августа авг",
    "september sep sept september septiembre setiembre set septembre settembre сентябрь сентября сен",
    "october oct oktober okt octubre octobre ottobre ott октябрь октября окт",
    "november nov noviembre novembre ноябрь ноября ноя",
    "december dec dezember dez diciembre dic décembre decembre dicembre декабрь декабря дек",
)
_MONTHS = {name: k for k, names in enumerate(_MONTH_WORDS, 1) for name in names.split()}
_MONTH = r"(?<![^\W\d_])(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")(?![^\W\d_])\.?"
_OF = r"(?:\s+de|\s+del)?"
"""Spanish and Portuguese write ``9 de mayo de 2024``."""
_DAYS_TO = r"(?:-|–|—|bis|au|al|a|to)"
"""Between the first and last day of a span written once with its month: ``12-14 Jan 2024``,
``12. bis 14. Juni 2024``, ``du 12 au 14 juin 2024``, ``Jan 12-14, 2024``."""
_DATE = re.compile(
    r"(?P<ymd>(?P<y1>\d{4})(?P<s1>[-/.])\s?(?P<m1>\d{1,2})(?P=s1)\s?(?P<d1>\d{1,2})(?!\d))"
    r"|(?P<dmy>(?P<d2>\d{1,2})(?P<s2>[-/.])\s?(?P<m2>\d{1,2})(?P=s2)\s?(?P<y2>\d{4}|\d{2})(?!\d))"
    rf"|(?P<named>(?P<d3>\d{{1,2}})\.?{_OF}\s*(?P<mn3>{_MONTH}){_OF},?\s*(?P<y3>\d{{4}})(?!\d))"
    rf"|(?P<us>(?P<mn4>{_MONTH})\s*(?P<d4>\d{{1,2}})(?:st|nd|rd|th)?\.?,?\s+(?P<y4>\d{{4}})(?!\d))"
    rf"|(?P<ynd>(?P<y5>\d{{4}})\.?\s+(?P<mn5>{_MONTH})\s+(?P<d5>\d{{1,2}})(?!\d))"
    rf"|(?P<span>(?P<d6>\d{{1,2}})\.?\s*{_DAYS_TO}\s*\d{{1,2}}\.?{_OF}\s*(?P<mn6>{_MONTH}){_OF},?\s*(?P<y6>\d{{4}})(?!\d))"
    rf"|(?P<usspan>(?P<mn7>{_MONTH})\s*(?P<d7>\d{{1,2}})\s*{_DAYS_TO}\s*\d{{1,2}},?\s+(?P<y7>\d{{4}})(?!\d))"
    rf"|(?P<months>(?P<d8>\d{{1,2}})\.?{_OF}\s*(?P<mn8>{_MONTH})\s*{_DAYS_TO}\s*\d{{1,2}}\.?{_OF}\s*{_MONTH}{_OF},?"
    rf"\s*(?P<y8>\d{{4}})(?!\d))"
    r"|(?P<numspan>(?P<d9>\d{1,2})\.(?P<m9>\d{1,2})\.?\s*(?:-|–|—|bis|to|til|tot)\s*\d{1,2}\.(?P<n9>\d{1,2})\."
    r"\s?(?P<y9>\d{4})(?!\d))",
    re.IGNORECASE,
)
_WORD = re.compile(
    r"(?<![\w])(?:" + "|".join(re.escape(w) for w in _WORDS) + r")(?![^\W\d_])\s*[:.]?\s*", re.IGNORECASE
)
_WEEKDAY_WORDS = (
    # en, de, nl, es, fr, it, ru
    *("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    *("mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"),
    *("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonnabend", "sonntag"),
    *("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
    *("lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado", "domingo"),
    *("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    *("lunedì", "lunedi", "martedì", "martedi", "mercoledì", "mercoledi", "giovedì", "giovedi"),
    *("venerdì", "venerdi", "sabato", "domenica"),
    *("понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"),
)
_BEFORE_DATE = re.compile(
    r"(?:(?:[^\W\d_]+\.?\s+){0,2}[^\W\d_]+\s*:\s*)?"  # the rest of a label: 'Data Inizio Torneo: '
    r"(?:(?:was|is|war|ist|est|était|era|fue|è)\s+)?"  # a sentence's verb: 'The start date was 1/23/2020'
    r"(?:(?:" + "|".join(_WEEKDAY_WORDS) + r")(?![^\W\d_])\.?,?\s*)?",  # a weekday: 'Lunedì, 21 luglio 2025'
    re.IGNORECASE,
)
"""What may stand between a date word and the date: the rest of the label up to its colon, a sentence's
verb (ICCF's ``The start date was 1/23/2020.``), the day of the week (``Data Inizio Torneo: Lunedì, 21
luglio 2025``, ``Date: Saturday 4 May 2024``)."""
_RANGE = re.compile(r"\s*(?:-|–|—|to|till|until|bis|tot|al|au|a|по|до)\s*", re.IGNORECASE)
_UPDATE = re.compile(
    r"update|aktualisier|actualiz|mise à jour|aggiornamento|обновлен|\bstand\b|printed|gedruckt|created on|"
    r"generated by|generated on|"
    r"erstellt am|zuletzt bearbeitet|last edited|last modified|dernière modification|modificata per l|"
    r"laatst bewerkt|отредактирован|geboren|born|"
    r"\breport\b|birth|geburt|naissance|nacimiento|nascita|рождени",
    re.IGNORECASE,
)
_UPDATED_WORDS = (
    *("update", "aktualisier", "actualiz", "mise à jour", "aggiornamento", "bijgewerkt", "обновлен"),
    *("stand", "printed", "gedruckt", "created on", "erstellt am", "report", "latest results"),
    *("zuletzt bearbeitet", "last edited", "last modified", "dernière modification", "modificata per l"),
    *("laatst bewerkt", "отредактирован"),  # a wiki page's last edit (Wikipedia's foot, or its head)
    *("generated by", "generated on"),  # a program's page: 'Generated by Swiss Master … on 15-11-2025'
)
_UPDATED = re.compile("|".join(r"\bstand\b" if w == "stand" else w for w in _UPDATED_WORDS), re.IGNORECASE)
"""A line that dates the page (its last update, its printing: chess-results' printed page's ``… created on
17.01.2022``; a wiki page's last edit, ``zuletzt bearbeitet am 9. Februar 2023``), not the event."""
_MONTH_FIRST = re.compile(r"""\blang\s*=\s*["']?en[-_](?:us|ph|fm|mh)\b""", re.IGNORECASE)
_HEAD = 1 << 16
"""How much of the input's beginning is searched (the heading; the search stays linear)."""
_LINE = 300
"""The longest line searched: a longer one is a table's or a minified page's, not a heading's."""


@dataclass(frozen=True)
class HeadingDate:
    """The event's start date read from its heading."""

    day: dt.date
    line: int
    """The line it is on (1-based)."""
    said: str
    """That line as written (tags removed, cut at 80 characters)."""
    ambiguous: str = ""
    """Why the day was read before the month, for a date such as ``03/04/2024`` (empty otherwise)."""


def _numbers(m: re.Match[str], month_first: bool) -> tuple[int, int, int]:
    """Year, month and day of a numeric date ``d/m/y`` (``m/d/y`` when ``month_first``); a year of two
    digits is 19xx from 69 on, else 20xx, as POSIX ``strptime`` reads ``%y`` (``09.05.24``: 2024)."""
    first, second = int(m.group("d2")), int(m.group("m2"))
    if (month_first and first <= 12) or second > 12 >= first:
        first, second = second, first
    year = int(m.group("y2"))
    if len(m.group("y2")) == 2:
        year += 1900 if year >= 69 else 2000
    return year, second, first


def _match_date(m: re.Match[str], month_first: bool = False) -> dt.date | None:
    try:
        if m.group("ymd"):
            return dt.date(int(m.group("y1")), int(m.group("m1")), int(m.group("d1")))
        if m.group("dmy"):
            return dt.date(*_numbers(m, month_first))
        if m.group("numspan"):  # '28.08 - 28.08.2025': the year the last day's, the year before across it
            first = int(m.group("y9")) - (int(m.group("m9")) > int(m.group("n9")))
            return dt.date(first, int(m.group("m9")), int(m.group("d9")))
        if m.group("named"):
            year, month, day = m.group("y3"), m.group("mn3"), m.group("d3")
        elif m.group("us"):
            year, month, day = m.group("y4"), m.group("mn4"), m.group("d4")
        elif m.group("span"):
            year, month, day = m.group("y6"), m.group("mn6"), m.group("d6")
        elif m.group("usspan"):
            year, month, day = m.group("y7"), m.group("mn7"), m.group("d7")
        elif m.group("months"):
            year, month, day = m.group("y8"), m.group("mn8"), m.group("d8")
        else:
            year, month, day = m.group("y5"), m.group("mn5"), m.group("d5")
        return dt.date(int(year), _MONTHS[month.lower().rstrip(".")], int(day))
    except (ValueError, KeyError):
        return None


def _swappable(m: re.Match[str]) -> bool:
    """A numeric date whose day and month could be read either way (``03/04/2024``, not ``03.04.2024``:
    a date with dots is written day first everywhere)."""
    if not m.group("dmy") or m.group("s2") == ".":
        return False
    first, second = int(m.group("d2")), int(m.group("m2"))
    return first <= 12 and second <= 12 and first != second


def written_date(text: str) -> dt.date | None:
    """A field that holds one date in any common written form (``Jun 26, 2020``, ``28. 07. 2005``,
    ``2022 Oct 30``), the day read first where it could be either; None for anything else."""
    m = _DATE.fullmatch(" ".join(text.split()).rstrip("."))
    return None if m is None else _match_date(m)


def _month_first(head: str) -> tuple[bool, str]:
    """Whether the page writes its numeric dates month first, and why; the day first by default."""
    lines = (line for line in head.split("\n") if len(line) <= _LINE and _NUMERIC.search(line))
    for m in (m for line in lines for m in _DATE.finditer(line)):  # only where a numeric date may be
        if m.group("dmy") and m.group("s2") != ".":
            first, second = int(m.group("d2")), int(m.group("m2"))
            if first > 12 >= second:
                return False, f"the page writes {m.group(0)} day first"
            if second > 12 >= first:
                return True, f"the page writes {m.group(0)} month first"
    if _MONTH_FIRST.search(head):
        return True, "the page's language (US English) writes the month first"
    return False, "nothing on the page tells; read day first, as all but US English write it"


_LETTER_RUN = re.compile(r"[^\W\d_]+")
_NUMERIC = re.compile(r"\d([-/.])\s?\d{1,2}\1")
"""Every form of :data:`_DATE` holds a month's name (a whole run of letters) or two numbers joined by a
separator: a line with neither is not searched (the search tries each of its positions, slowly)."""


_PLACE = re.compile(r"[^\W\d_][^\d,]{0,60}(?:,|\s[-–—])\s*")
"""A place and a comma (or a dash) before the date that closes a line: ``Storhamar videregående skole,
24.10.2024``, ``Sydney - 03/03/2024, 03/03/2024`` (Vega: the place, the first and last day)."""
_LAST_DAY = re.compile(r",\s*\d{1,4}[./-]\d{1,2}[./-]\d{1,4}")
"""The event's last day after its first, closing the line: ``, 03/03/2024``."""


def _candidates(line: str) -> list[re.Match[str]]:
    """The dates a line names as the event's: after a date word, as the whole line (one date, or dates
    side by side: the ECF's congress results' ``13 may 2013 15 may 2013``), after a place and a comma
    (``Hamar, 24.10.2024``), or opening a range (two dates, or the days of one month: ``12-14 Jan
    2024``)."""
    if _NUMERIC.search(line) is None and not any(w.lower() in _MONTHS for w in _LETTER_RUN.findall(line)):
        return []
    found = [
        m for w in _WORD.finditer(line) if (m := _DATE.match(line, _after_label(line, w.end()))) is not None
    ]
    dates = list(_DATE.finditer(line))  # a line of nothing but dates: '13 May 2013 15 May 2013'
    if len(dates) > 1 and not _DATE.sub("", line).strip(" ,;"):
        return dates
    for m in dates:
        closing = m.end() == len(line.rstrip(" ."))
        whole = m.start() == 0 and closing
        last = _LAST_DAY.match(line, m.end())  # Vega's 'Sydney - 03/03/2024, 03/03/2024'
        ends = closing or (last is not None and last.end() == len(line.rstrip(" .")))
        placed = ends and _PLACE.fullmatch(line, 0, m.start()) is not None
        after = _RANGE.match(line, m.end())
        span = bool(m.group("span") or m.group("usspan") or m.group("months") or m.group("numspan"))
        ranged = after is not None and _DATE.match(line, _after_label(line, after.end())) is not None
        if whole or placed or span or ranged:
            found.append(m)
    return found


def _after_label(line: str, at: int) -> int:
    """Where a date may start after a date word that ends at ``at``: past what :data:`_BEFORE_DATE`
    allows there."""
    return _BEFORE_DATE.match(line, at).end()  # type: ignore[union-attr]  # (it matches nothing at worst)


_LIST_MARK = re.compile(r"^\s*[-*•>]\s+(?=\S)")
"""A list item's or a quotation's mark before a line (``- 27.05.2015``)."""


def _plain(raw: str) -> str:
    """A line of a text as it reads: a web page's tags taken out, its character references (``&#1058;``,
    ``&amp;``) as the characters they stand for, blanks collapsed."""
    line = re.sub(r"<[^>]*>", " ", _LIST_MARK.sub("", raw))
    return " ".join((html.unescape(line) if "&" in line else line).split())


_CELL_DATE = re.compile(r"\s*<td[^>]*>\s*[\d./-]{8,10}\s*</td>\s*", re.IGNORECASE)
"""A line of a page that is one table cell holding a date and nothing else."""
_CELL_LINES = 5000
"""How many of the heading's lines are counted for such cells."""


_BLOCK_END = re.compile(r"</(?:tr|p|div|li|h[1-6]|table|caption)\s*>|<br\s*/?>", re.IGNORECASE)
"""Where a long line of a web page breaks as it reads: the end of a table's row, a paragraph, a heading."""


def _pieces(lines: list[str]) -> Iterator[tuple[int, str]]:
    """The lines that hold a digit, numbered; a line of markup longer than a line of text is given as the
    pieces it reads as (chess-results writes its details table on one line: ``…<tr><td>Date</td><td>
    2026/01/03 to 2026/04/18</td></tr><tr>…``, each row a line of the page as it reads)."""
    for lineno, raw in enumerate(lines, start=1):
        if not any(ch.isdigit() for ch in raw):
            continue
        if len(raw) <= _LINE or "<" not in raw:
            yield lineno, raw
            continue
        for piece in _BLOCK_END.split(raw):
            if any(ch.isdigit() for ch in piece):
                yield lineno, piece


def heading_date(text: str) -> HeadingDate | None:
    """The event's start date stated in the heading of a text (tags of a web page are ignored), with
    the line it is on and that line; None when no line names the event's date."""
    head = text[:_HEAD]
    order: tuple[bool, str] | None = None
    best: HeadingDate | None = None
    lines = head.split("\n")
    cells = sum(1 for raw in lines[:_CELL_LINES] if _CELL_DATE.fullmatch(raw))
    for lineno, piece in _pieces(lines):
        line = _plain(piece)
        if not line or len(line) > _LINE or _UPDATE.search(line):
            continue
        if cells >= 3 and _CELL_DATE.fullmatch(piece):
            continue  # one of a column of dates (SWAR's ranking: each player's date of birth)
        for m in _candidates(line):
            ambiguous = ""
            if _swappable(m):
                order = order or _month_first(head)
                ambiguous = f"{m.group(0)} could be read day or month first: {order[1]}"
            day = _match_date(m, order is not None and order[0] and bool(ambiguous))
            if day is not None and 1900 <= day.year <= 2100 and (best is None or day < best.day):
                best = HeadingDate(day, lineno, line[:80], ambiguous)
    return best


def update_date(text: str) -> HeadingDate | None:
    """The date the heading of a text says the page was last updated or printed (``Last update
    12.03.2023 18:52:05``, ``Stand: 12.03.2023``; the earliest such line's first date): the event
    started no later. None when no such line dates it."""
    head = text[:_HEAD]
    best: HeadingDate | None = None
    low = head.lower()
    if not any(w in low for w in _UPDATED_WORDS):  # the usual table: no such word (in C, not by the pattern)
        return None
    done, counted, lineno = -1, 0, 1
    for found in _UPDATED.finditer(head):  # only the lines that say so are looked at, each once
        begin = head.rfind("\n", 0, found.start()) + 1
        end = head.find("\n", found.end())
        end = end if end >= 0 else len(head)
        if begin <= done or end - begin > 8 * _LINE:  # seen, or a table's or a minified page's line
            continue
        done = begin
        raw = head[begin:end]
        lineno += head.count("\n", counted, begin)  # counted on from the last line looked at
        counted = begin
        line = _plain(raw)
        word = _UPDATED.search(line)
        m = _DATE.search(line, word.end()) if word is not None and len(line) <= _LINE else None
        if m is None:
            continue
        order = _month_first(head) if _swappable(m) else (False, "")
        day = _match_date(m, order[0])
        if day is not None and 1900 <= day.year <= 2100 and (best is None or day < best.day):
            best = HeadingDate(day, lineno, line[:80], order[1])
    return best


def dated_by_heading(t: Tournament, texts: Sequence[tuple[str | None, str]]) -> Tournament:
    """The event with the start date the headings of its inputs state (``(source, text)`` each; the
    earliest date of them: a round's ``Round 1 on 2025/04/30`` is the event's start), with a note
    naming where it was read, when the event has none."""
    if t.start_date is not None:
        return t
    from ..model.errors import Diagnostic, Severity

    found = [(d, source) for source, text in texts if (d := heading_date(text)) is not None]
    if not found:  # dated by an update or by its name's year once (a reader that dates it already)
        return t if t.updated is not None else _dated_by_update(t, texts)
    first, source = min(found, key=lambda x: x[0].day)
    ambiguous = f" ({first.ambiguous})" if first.ambiguous else ""
    note = Diagnostic(
        Severity.INFO,
        f"start date {first.day.isoformat()} read from the heading ({first.said!r}){ambiguous}: it chooses "
        "the edition of the rules",
        source,
        first.line,
        1,
    )
    return replace(t, start_date=first.day, diagnostics=(*t.diagnostics, note))


def _dated_by_update(t: Tournament, texts: Sequence[tuple[str | None, str]]) -> Tournament:
    """The event with the date its inputs were last updated (:func:`update_date`, the earliest of them),
    with a note, when that is before the 2026 edition: the event started before it."""
    from ..model.errors import Diagnostic, Severity
    from ..model.rules import FIDE_2026_FROM

    found = [(d, source) for source, text in texts if (d := update_date(text)) is not None]
    if not found:
        return _dated_by_title_year(t)
    first, source = min(found, key=lambda x: x[0].day)
    if first.day >= FIDE_2026_FROM:
        return t
    note = Diagnostic(
        Severity.INFO,
        f"no start date given; the page was last updated on {first.day.isoformat()} ({first.said!r}), so "
        "the event started before the 2026 edition of the rules: that chooses the edition (2024)",
        source,
        first.line,
        1,
    )
    return replace(t, updated=first.day, diagnostics=(*t.diagnostics, note))


_TITLE_YEAR = re.compile(r"(?<!\d)(?<!\d[/.\-])(1[89]\d\d|20\d\d)(?!\d)(?![/.\-]\d)")
"""A year in an event's name, a number of its own (not part of a date, a range or a season: ``2025/26``)."""


def _dated_by_title_year(t: Tournament) -> Tournament:
    """The event, dated no later than the end of the one year its name gives (``Championnat de France
    1941``, ``Open 2025``) when that is before the 2026 edition, with a note: the event was played
    before it, which chooses the edition (2024). Unchanged where the name gives no year, several, a
    season over two years (``2025/26``) or a year of the 2026 edition."""
    from ..model.errors import Diagnostic, Severity
    from ..model.rules import FIDE_2026_FROM

    years = {int(y) for y in _TITLE_YEAR.findall(t.name)}
    if len(years) != 1:
        return t
    year = years.pop()
    end = dt.date(year, 12, 31)
    if end >= FIDE_2026_FROM:
        return t
    note = Diagnostic(
        Severity.INFO,
        f"no start date given; the event's name gives the year {year} ({t.name[:60]!r}), so it was played "
        "before the 2026 edition of the rules: that chooses the edition (2024)",
        t.source,
        None,
        None,
    )
    return replace(t, updated=end, diagnostics=(*t.diagnostics, note))
