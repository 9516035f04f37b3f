"""The event's start date read from a heading in every common written form (``readers/_dates.py``).

Expected dates are read by hand from the strings and from the publications' own headings."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

import tiebreak
from tiebreak.readers._dates import heading_date, written_date
from tiebreak.readers._options import ReadOptions
from tiebreak.readers.tables import parse_columns

REAL = Path(__file__).resolve().parents[1] / "data" / "real"


@pytest.mark.parametrize(
    ("line", "day"),
    [
        ("Von : 09.05.2024 Bis : 12.05.2024", dt.date(2024, 5, 9)),
        ("Date: 2024/05/09 to 2024/05/12", dt.date(2024, 5, 9)),
        ("Date2018/08/04 to 2018/09/15", dt.date(2018, 8, 4)),
        ("Datum: 2024-05-09", dt.date(2024, 5, 9)),
        ("Fecha: 9 de mayo de 2024", dt.date(2024, 5, 9)),
        ("du 9 mai 2024 au 12 mai 2024", dt.date(2024, 5, 9)),
        ("dal 9 maggio 2024", dt.date(2024, 5, 9)),
        ("Дата: 9 мая 2024 г.", dt.date(2024, 5, 9)),
        ("van 9 mei 2024 tot 12 mei 2024", dt.date(2024, 5, 9)),
        ("Played on May 9, 2024", dt.date(2024, 5, 9)),
        ("Played on Sept. 9th, 2024", dt.date(2024, 9, 9)),
        ("Am 2. Juni 2024 spielen wir", dt.date(2024, 6, 2)),
        ("Termin: 30. Okt. 2022", dt.date(2022, 10, 30)),
        ("2022 Oct 30", dt.date(2022, 10, 30)),
        ("2. Juni 2024", dt.date(2024, 6, 2)),
        ("21/01/2025 - 18/02/2025", dt.date(2025, 1, 21)),
        ("Open Hobsons Bay (AUS) 28/01/2025 – 04/03/2025", dt.date(2025, 1, 28)),
        # the first day's year left to the last's (TurneringsService: 'Hamar, 28.08 - 28.08.2025'), the
        # year before where the span crosses a new year
        ("Storhamar videregående skole,  28.08 - 28.08.2025", dt.date(2025, 8, 28)),
        ("Hamar, 28.12 - 02.01.2026", dt.date(2025, 12, 28)),
        ("Open 12.05.-14.05.2024", dt.date(2024, 5, 12)),
        # the days of one month, the month and year written once: the first day
        ("12-14 Jan 2024", dt.date(2024, 1, 12)),
        ("Stadtmeisterschaft 12. bis 14. Juni 2024 in Bonn", dt.date(2024, 6, 12)),
        ("Tournoi du 12 au 14 juin 2024", dt.date(2024, 6, 12)),
        ("Club Open, Jan 12-14, 2024", dt.date(2024, 1, 12)),
        ("del 12 al 14 de enero de 2024", dt.date(2024, 1, 12)),
        ("Played 3–5 May 2019", dt.date(2019, 5, 3)),
        # the days of two months, the year written once (chessgames.com: 'Linares, Spain, 28 February - 10 March 2000')
        ("Linares, Spain, 28 February - 10 March 2000", dt.date(2000, 2, 28)),
        ("du 28 février au 2 mars 2024", dt.date(2024, 2, 28)),
        # nothing but dates side by side (the ECF's congress results: its first and last day)
        ("13 may 2013 15 may 2013", dt.date(2013, 5, 13)),
        # a year of two digits: 19xx from 69 on, else 20xx (POSIX strptime's %y)
        ("Von : 09.05.24 Bis : 12.05.24", dt.date(2024, 5, 9)),
        ("Datum: 28.07.05", dt.date(2005, 7, 28)),
        ("Date: 17/10/98", dt.date(1998, 10, 17)),
        ("Fechas: del 17/10/24 al 5/6/25", dt.date(2024, 10, 17)),
        # a place, a comma and the date closing the line (TurneringsService's heading)
        ("Storhamar videregående skole, 24.10.2024", dt.date(2024, 10, 24)),
        ("Bonn, 2. Juni 2024", dt.date(2024, 6, 2)),
        ("Sydney - 03/03/2024, 04/03/2024", dt.date(2024, 3, 3)),  # Vega: place, first and last day
        # the rest of the label and a weekday between the date word and the date (Tornello's report)
        ("Sito: Galatina (LE), Data Inizio Torneo: Lunedì, 21 luglio 2025", dt.date(2025, 7, 21)),
        ("Date: Lunedì 21 luglio 2025 - Domenica 27 luglio 2025", dt.date(2025, 7, 21)),
        ("Date: Saturday 4 May 2024", dt.date(2024, 5, 4)),
    ],
)
def test_a_date_named_as_the_events_is_read(line: str, day: dt.date) -> None:
    found = heading_date(f"<h1>Open</h1>\n<p>{line}</p>\n")
    assert found is not None and (found.day, found.line) == (day, 2)


@pytest.mark.parametrize(
    "text",
    [
        "Last update 01.12.2026, 14:00",
        "Stand: 01.12.2026",
        "Open 2024, 9 rounds, 1 May",  # no day with its month and year
        "Marshall 12, 2024",  # a name, not a month
        "Tournament report 09.05.2024 Anna Boris",  # a date, but not named as the event's
        "Last update 12-14 Jan 2024",
        "Rounds 1-3, 2024",  # no month
        "1  Doe, Jo  4.5  12.5.24",  # a row of a table: a date-like cell not named as the event's
        "Last update 09.05.24",
        "Doe, Jo, 12.05.2024",  # a name and a date (a game's), not a place
        "Round 3, 12.05.2024",  # a round's date, after a number
        "Anna Boris, 09.05.2024 Berlin",  # the date does not close the line
        "Data Report: Giovedì 31 luglio 2025 12:05:54",  # the report's date (Tornello), not the event's
        "Date of birth: 12.03.1990",  # a player's, after the rest of a date's label
        "Data di nascita: 12.03.1990",
    ],
)
def test_a_date_not_named_as_the_events_is_not_read(text: str) -> None:
    assert heading_date(text + "\n") is None


def test_a_heading_written_in_character_references_is_quoted_as_it_reads() -> None:
    """chess-results' Russian pages write their headings as character references
    (``&#1058;&#1091;&#1088;`` is ``Тур``): the note quotes the heading as a reader sees it."""
    found = heading_date("<h2>5. &#1058;&#1091;&#1088; on 2020/01/07 &#1074; 12:30</h2>\n")
    assert found is not None and found.day == dt.date(2020, 1, 7)
    assert found.said == "5. Тур on 2020/01/07 в 12:30"


def test_a_details_table_on_one_line_of_markup_is_read_row_by_row() -> None:
    """chess-results writes its details table (organiser, federation, dates, …) as one line of the page,
    longer than any heading: each of its rows is read as the line it reads as, so ``Date`` and its cell
    date the event (before: the line was passed over for its length, and a page of an event played in
    January 2026 was ranked by the 2026 edition)."""
    rows = [
        ("Organizer(s)", "Associação de Xadrez do Porto"),
        ("Federation", "Portugal ( POR )"),
        ("Tournament type", "Swiss-System for teams"),
        ("Rating calculation", "Rating national, Rating international"),
        ("Date", "2026/01/03 to 2026/04/18"),
        ("Rating-Ø / Average age", "1514 / 32"),
    ]
    line = "".join(f'<tr><td class="CR">{a}</td><td class="CR">{b}</td></tr>' for a, b in rows)
    found = heading_date(f"<h2>Campeonato Distrital</h2>\n<table>{line}</table>\n")
    assert found is not None and (found.day, found.line) == (dt.date(2026, 1, 3), 2)
    assert found.said == "Date 2026/01/03 to 2026/04/18"


def test_an_ambiguous_date_is_read_day_first_and_said_so() -> None:
    found = heading_date("Open\nDate: 03/04/2024\n")
    assert found is not None and found.day == dt.date(2024, 4, 3)
    assert "03/04/2024 could be read day or month first" in found.ambiguous


def test_an_ambiguous_date_follows_what_the_page_tells() -> None:
    us = heading_date('<html lang="en-US">\n<p>Date: 03/04/2024</p>\n')
    assert us is not None and us.day == dt.date(2024, 3, 4)
    assert "US English" in us.ambiguous
    other = heading_date("Open\nDate: 03/04/2024 - 03/15/2024\n")  # the second date is month first
    assert other is not None and other.day == dt.date(2024, 3, 4)
    assert "03/15/2024 month first" in other.ambiguous
    dotted = heading_date('<html lang="en-US">\n<p>Date: 03.04.2024</p>\n')  # dots: always day first
    assert dotted is not None and dotted.day == dt.date(2024, 4, 3) and dotted.ambiguous == ""


@pytest.mark.parametrize(
    ("field", "day"),
    [
        ("May 29, 2020", dt.date(2020, 5, 29)),
        ("Jun 26, 2020", dt.date(2020, 6, 26)),
        ("28. 07. 2005", dt.date(2005, 7, 28)),
        ("28.07.05", dt.date(2005, 7, 28)),
        ("2022 Oct 30", dt.date(2022, 10, 30)),
        ("9. August 2025", dt.date(2025, 8, 9)),
        ("30 févr. 2024", None),
        ("Mai 2024", None),
    ],
)
def test_a_date_field_in_any_written_form(field: str, day: dt.date | None) -> None:
    assert written_date(field) == day


@pytest.mark.parametrize(
    ("name", "table", "day"),
    [
        # 'Am 30. Oktober 2022 …' and '2022 Oct 30' under the page's title
        ("narva-kleeblatt-2022.md", 2, dt.date(2022, 10, 30)),
        # 'Am 2. Juni 2024 …' and '2. Juni 2024'
        ("narva-kleeblatt-2024.md", 2, dt.date(2024, 6, 2)),
        ("narva-kleeblatt-2025.md", 2, dt.date(2025, 8, 9)),
        # '**Fechas**: del 17/10/24 al 5/6/25': a year of two digits
        ("gambito-guada-i-liga.md", None, dt.date(2024, 10, 17)),
        # Vega's heading '03/03/2026 - 31/03/2026'; '05/11/2024 - 05/11/2024' (ambiguous, day first)
        ("vega-hbcc-2026-purdy-cup-open.html", None, dt.date(2026, 3, 3)),
        ("vega-hbcc-2024-president-cup-juniors-blitz2024.html", None, dt.date(2024, 11, 5)),
        # chess-results' details table written on one line of the page ('<td class="CR">Date</td><td
        # class="CR">2026/08/01 to 2026/08/09</td></tr><tr>…'; German: 'Von 26.09.2026 bis 28.11.2026')
        ("cr-en-british-2026-championship-crosstable-round9.html", None, dt.date(2026, 8, 1)),
        ("cr-en-arad-2026-a-crosstable.html", None, dt.date(2026, 8, 3)),
        ("../pairings/cr-de-tmm-gebietsklasse-west-2026-27-team-pairings.html", None, dt.date(2026, 9, 26)),
        # its round headings on such lines: '1. Runde am 01.10.2022 um 14:00' (before: dated by its update)
        ("../pairings/cr-de-tmm-landesliga-tirol-2022-23-board-pairings.html", None, dt.date(2022, 10, 1)),
        # TRF record 042 written 'May 29, 2020' (lichess) and '28. 07. 2005' (FIDE's example)
        ("lichess-swiss-FaLp5fSD.trf", None, dt.date(2020, 5, 29)),
        ("fide-trf-karl-mala-2005.trf", None, dt.date(2005, 7, 28)),
    ],
)
def test_real_publications_are_dated_by_their_heading(name: str, table: int | None, day: dt.date) -> None:
    columns = parse_columns(f"table={table}") if table else None
    event = tiebreak.read_path(REAL / name, options=ReadOptions(columns=columns))
    assert event.start_date == day
    assert not any("not understood" in d.message for d in event.diagnostics)


_UPDATED_PAGE = """Club Open 2023
Last update 12.03.2023 18:52:05, Creator/Last Upload: club (licence 1)

Rk\tSNo\tName\tRtg\t1.Rd\t2.Rd\tPts.
1\t1\tAnna\t2000\t2w1\t3b1\t2
2\t2\tBert\t1900\t1b0\t-1\t1
3\t3\tCara\t1800\t-1\t1w0\t1
"""


def test_a_page_last_updated_before_the_2026_edition_is_ranked_by_2024() -> None:
    """No start date on the page, but its last update (12 March 2023) says the event started before
    1 March 2026: the 2024 edition is in force, with a note naming the line."""
    event = tiebreak.read_text(_UPDATED_PAGE, source="page.txt")
    assert event.start_date is None
    assert event.updated == dt.date(2023, 3, 12)
    note = next(d for d in event.diagnostics if "last updated" in d.message)
    assert note.line == 2 and "2023-03-12" in note.message
    assert tiebreak.compute_standings(event, "BH").rules is tiebreak.Rules.FIDE_2024


@pytest.mark.parametrize(
    ("heading", "start", "rules"),
    [
        # updated after the 2026 edition came in: the event may have started under either, undated
        ("Last update 02.03.2026 10:00:00", None, "FIDE_2026"),
        # a start date stated: the update says nothing more
        (
            "Von : 09.05.2024 Bis : 12.05.2024\nLast update 13.05.2024 10:00:00",
            dt.date(2024, 5, 9),
            "FIDE_2024",
        ),
        # a date of birth is no date of the page
        ("Geboren 12.03.1960", None, "FIDE_2026"),
    ],
)
def test_an_update_date_dates_only_what_it_can(heading: str, start: dt.date | None, rules: str) -> None:
    page = _UPDATED_PAGE.replace(
        "Last update 12.03.2023 18:52:05, Creator/Last Upload: club (licence 1)", heading
    ).replace("Club Open 2023", "Club Open")  # no year in the name either (see below)
    event = tiebreak.read_text(page, source="page.txt")
    assert event.start_date == start and event.updated is None
    assert not any("last updated" in d.message for d in event.diagnostics)
    assert tiebreak.compute_standings(event, "BH").rules is tiebreak.Rules[rules]


@pytest.mark.parametrize(
    ("heading", "day"),
    [
        # Wikipedia's head of an article's version: the page's last edit, not the event's date
        (
            "Dies ist die aktuelle Version dieser Seite, zuletzt bearbeitet am 9. Februar 2023 um 08:47 Uhr",
            dt.date(2023, 2, 9),
        ),
        ("This page was last edited on 9 February 2023, at 08:47 (UTC).", dt.date(2023, 2, 9)),
        # a program's foot: the day its page was written
        ("Generated by Swiss Master for Windows 5.7 build 11 on 15-11-2023 at 17:31", dt.date(2023, 11, 15)),
    ],
)
def test_a_page_dated_by_its_last_edit_or_its_writing_dates_no_event(heading: str, day: dt.date) -> None:
    page = _UPDATED_PAGE.replace(
        "Last update 12.03.2023 18:52:05, Creator/Last Upload: club (licence 1)", heading
    ).replace("Club Open 2023", "Club Open")
    event = tiebreak.read_text(page, source="page.txt")
    assert (event.start_date, event.updated) == (None, day)
    assert tiebreak.compute_standings(event, "BH").rules is tiebreak.Rules.FIDE_2024


def test_the_update_date_survives_our_json_model() -> None:
    from tiebreak.readers.jsonmodel import read_json_model
    from tiebreak.writers.jsonmodel import write_json_model

    event = tiebreak.read_text(_UPDATED_PAGE, source="page.txt")
    again = read_json_model(write_json_model(event))
    assert again.start_date is None and again.updated == dt.date(2023, 3, 12)
    assert tiebreak.compute_standings(again, "BH").rules is tiebreak.Rules.FIDE_2024
    assert '"updated"' not in write_json_model(tiebreak.read_text(_UPDATED_PAGE.replace("2023", "2026")))


@pytest.mark.parametrize(
    ("title", "updated", "rules"),
    [
        ("Championnat de France 1941", dt.date(1941, 12, 31), "FIDE_2024"),
        ("1927-es női sakkvilágbajnokság", dt.date(1927, 12, 31), "FIDE_2024"),  # a suffix after the year
        ("Open 2025", dt.date(2025, 12, 31), "FIDE_2024"),
        ("Open 2026", None, "FIDE_2026"),  # a year of the 2026 edition: it may have been played under it
        ("Winter Open 2025/26", None, "FIDE_2026"),  # a season over two years
        ("Memorial 1999 - 2025", None, "FIDE_2026"),  # two years: which one is the event's is not said
        ("Stadtmeisterschaft", None, "FIDE_2026"),
    ],
)
def test_the_one_year_an_events_name_gives_dates_it_no_later(
    title: str, updated: dt.date | None, rules: str
) -> None:
    """No date in the heading: the one year the event's name gives says it was played by the end of that
    year, so a year before 2026 chooses the 2024 edition, with a note."""
    page = _UPDATED_PAGE.replace(
        "Last update 12.03.2023 18:52:05, Creator/Last Upload: club (licence 1)", ""
    ).replace(_UPDATED_PAGE.split("\n", 1)[0], title)
    event = tiebreak.read_text(page, source="page.txt")
    assert event.name == title and event.start_date is None and event.updated == updated
    assert any("event's name gives the year" in d.message for d in event.diagnostics) is (updated is not None)
    assert tiebreak.compute_standings(event, "BH").rules is tiebreak.Rules[rules]
