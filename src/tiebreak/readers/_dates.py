"""The event's dates where a page or export states them in its heading: ``Von : 09.05.2024``,
``Date: 2024/05/09 to 2024/05/12``, ``Fecha 09/05/2024``, ``du 9 mai 2024``.

The start date chooses the edition of the rules (an event before 2026 is ranked by the 2024 edition),
so an event whose heading dates it must not count as undated. A date counts only on a line that names
it as the event's (a date word of one of the heading table's languages, :mod:`._headings`, before it):
``Last update 01.12.2026`` is the date of the page, not of the event. The earliest date on such lines
is the start.

>>> found = heading_date("Offene Stadtmeisterschaft\\nVon : 09.05.2024 Bis : 12.05.2024\\n")
>>> str(found[0]), found[1], found[2]
('2024-05-09', 2, 'Von : 09.05.2024 Bis : 12.05.2024')
>>> heading_date("Last update 01.12.2026\\nRk. Name 1.Rd") is None
True
"""

from __future__ import annotations

import datetime as dt
import re

__all__ = ["heading_date"]

_WORDS = (
    # en, de, nl, es, fr, it, ru
    "date",
    "dates",
    "from",
    "start",
    "started",
    "period",
    "played",
    "held",
    "von",
    "vom",
    "datum",
    "zeitraum",
    "beginn",
    "termin",
    "van",
    "periode",
    "desde",
    "fecha",
    "fechas",
    "del",
    "inicio",
    "du",
    "début",
    "debut",
    "le",
    "dal",
    "data",
    "inizio",
    "дата",
    "даты",
    "с",
    "период",
    "начало",
)
_MONTHS = {
    **{
        m: k
        for k, m in enumerate(
            (
                "january",
                "february",
                "march",
                "april",
                "may",
                "june",
                "july",
                "august",
                "september",
                "october",
                "november",
                "december",
            ),
            1,
        )
    },
    **{
        m: k
        for k, m in enumerate(
            (
                "januar",
                "februar",
                "märz",
                "april",
                "mai",
                "juni",
                "juli",
                "august",
                "september",
                "oktober",
                "november",
                "dezember",
            ),
            1,
        )
    },
    **{
        m: k
        for k, m in enumerate(
            (
                "janvier",
                "février",
                "mars",
                "avril",
                "mai",
                "juin",
                "juillet",
                "août",
                "septembre",
                "octobre",
                "novembre",
                "décembre",
            ),
            1,
        )
    },
    **{
        m: k
        for k, m in enumerate(
            (
                "enero",
                "febrero",
                "marzo",
                "abril",
                "mayo",
                "junio",
                "julio",
                "agosto",
                "septiembre",
                "octubre",
                "noviembre",
                "diciembre",
            ),
            1,
        )
    },
    **{
        m: k
        for k, m in enumerate(
            (
                "gennaio",
                "febbraio",
                "marzo",
                "aprile",
                "maggio",
                "giugno",
                "luglio",
                "agosto",
                "settembre",
                "ottobre",
                "novembre",
                "dicembre",
            ),
            1,
        )
    },
    **{
        m: k
        for k, m in enumerate(
            (
                "januari",
                "februari",
                "maart",
                "april",
                "mei",
                "juni",
                "juli",
                "augustus",
                "september",
                "oktober",
                "november",
                "december",
            ),
            1,
        )
    },
}
_MONTH_NAMES = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DATE = re.compile(
    r"(?P<ymd>(?P<y1>\d{4})[-/.](?P<m1>\d{1,2})[-/.](?P<d1>\d{1,2}))"
    r"|(?P<dmy>(?P<d2>\d{1,2})[./-](?P<m2>\d{1,2})[./-](?P<y2>\d{4}))"
    rf"|(?P<named>(?P<d3>\d{{1,2}})\.?\s+(?P<mn>{_MONTH_NAMES})\.?,?\s+(?P<y3>\d{{4}}))"
    rf"|(?P<us>(?P<mn4>{_MONTH_NAMES})\.?\s+(?P<d4>\d{{1,2}}),?\s+(?P<y4>\d{{4}}))",
    re.IGNORECASE,
)
_WORD = re.compile(
    r"(?<![\w])(?:" + "|".join(re.escape(w) for w in _WORDS) + r")(?![\w])\s*[:.]?\s*", re.IGNORECASE
)
_UPDATE = re.compile(
    r"update|aktualisier|actualiz|mise à jour|aggiornamento|обновлен|stand|printed|gedruckt", re.IGNORECASE
)
_HEAD = 1 << 16
"""How much of the input's beginning is searched (the heading; the search stays linear)."""


def _date(m: re.Match[str]) -> dt.date | None:
    try:
        if m.group("ymd"):
            return dt.date(int(m.group("y1")), int(m.group("m1")), int(m.group("d1")))
        if m.group("dmy"):
            day, month = int(m.group("d2")), int(m.group("m2"))
            if month > 12 >= day:  # 05/13/2024: month first (US)
                day, month = month, day
            return dt.date(int(m.group("y2")), month, day)
        if m.group("named"):
            return dt.date(int(m.group("y3")), _MONTHS[m.group("mn").lower()], int(m.group("d3")))
        return dt.date(int(m.group("y4")), _MONTHS[m.group("mn4").lower()], int(m.group("d4")))
    except (ValueError, KeyError):
        return None


def heading_date(text: str) -> tuple[dt.date, int, str] | None:
    """The event's start date stated in the heading of a text (tags of a web page are ignored), with
    the line it is on and that line; None when no line names the event's date."""
    head = text[:_HEAD]
    best: tuple[dt.date, int, str] | None = None
    for lineno, raw in enumerate(head.split("\n"), start=1):
        if not any(ch.isdigit() for ch in raw):
            continue
        line = " ".join(re.sub(r"<[^>]*>", " ", raw).split())
        if not line or len(line) > 300 or _UPDATE.search(line):
            continue
        for w in _WORD.finditer(line):
            m = _DATE.match(line, w.end())
            if m is None:
                continue
            day = _date(m)
            if day is not None and 1900 <= day.year <= 2100 and (best is None or day < best[0]):
                best = (day, lineno, line[:80])
    return best
