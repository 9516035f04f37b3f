"""Reading by content (issue 23 items 1, 3, 4, 5): tables out of any container, columns told by their
values, the dead-end message, --columns, what a page also says, unknown values shown as unknown.

Expected values come from the publications themselves (the published points of each real page under
``tests/data/formats``, see its README), from the fixtures of the same event in another format, or
from the rules (a bye's value, the edition a date chooses)."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak import ParseError, Severity
from tiebreak.cli import main
from tiebreak.readers import ReadOptions, decode_input, read_path, read_text
from tiebreak.readers.content import COLUMNS_NOTE, NoEventError
from tiebreak.readers.tables import (
    classify_table,
    extract_tables,
    parse_columns,
    workbook_kind,
    workbook_tables,
)

FORMATS = Path(__file__).parent.parent / "data" / "formats"


def _points(event: tiebreak.Tournament) -> dict[str, Fraction]:
    scored = tiebreak.compute_standings(event, "PTS")
    return {row.name: row.points for row in scored.rows}


# -- real published pages ---------------------------------------------------------------------------------
RW_SWISS_SCORES = {  # the page's own standings (Score), SwissPerfect 2010
    "iwulu": "6",
    "roberttorma": "5",
    "Maras": "5",
    "AlesD": "4.5",
    "jussu": "4",
    "Noiro": "4",
    "ivohristov": "4",
    "sangalla": "4",
    "NatIn": "4",
    "WilkBardzoZly": "3.5",
    "Acho": "3.5",
    "JDFitzpat": "3.5",
    "wfletcher": "3",
    "Bodia": "3",
    "sachinravi": "3",
    "Yaro": "3",
    "Pallokala": "3",
    "Gavrilo": "3",
    "Buriag": "2.5",
    "pchesso": "2.5",
    "piorgovici": "2",
    "Nitreb": "1.5",
}


def test_swissperfect_page_with_pre_blocks_unknown_heading_and_colon_cells() -> None:
    """SwissPerfect's cross table in a <pre> block, headed ``No Name Feder Rtg 1 … 7`` (Feder: an empty
    column), ``:`` for rounds without a game: every published score agrees."""
    path = FORMATS / "rw-swiss-2010.swissperfect.jsp"
    event = read_path(path)
    assert len(event.players) == 22 and event.rounds == 7
    assert _points(event) == {n: Fraction(p) for n, p in RW_SWISS_SCORES.items()}
    notes = [d.message for d in event.diagnostics]
    # 'Feder' heads an empty column: it heads no other column's values (before, read with Rtg as one
    # heading 'Feder Rtg', with a note); 'Rtg' heads the ratings (roberttorma's 2264, line 14)
    assert not any("Feder" in m for m in notes)
    assert next(p.rating for p in event.players if p.name.startswith("roberttorma")) == 2264
    assert any(
        getattr(m, "code", None) == COLUMNS_NOTE.code and m.startswith("columns read: --columns ")
        for m in notes
    )
    assert any("':' cells" in m for m in notes)


def test_swissperfect_cross_table_under_known_headings_takes_its_colon_cells_from_the_standings() -> None:
    """The same page with ``Fed`` for ``Feder``: every heading of the cross table is known, so its reader
    reads it alone, where no points column says what its ``:`` cells are worth (each read as 0: iwulu
    5.5 where the standings above publish 6). Read again by content, with the standings' points beside
    it: every published score agrees."""
    text = (
        (FORMATS / "rw-swiss-2010.swissperfect.jsp")
        .read_text(encoding="utf-8")
        .replace("Feder Rtg", "Fed   Rtg")
    )
    event = read_text(text, source="rw.jsp")
    assert _points(event) == {n: Fraction(p) for n, p in RW_SWISS_SCORES.items()}
    assert any("points of the ranking beside the crosstable" in d.message for d in event.diagnostics)


def test_a_sentence_above_a_table_is_not_the_event_s_name() -> None:
    """A club's post over its standings (Hamilton Chess Club, NZ: ``This is next weeks' draw if there
    are no bye requests.``), and an HTML heading ``Cross Table``: neither is the event's name."""
    grid = "| 1 | Ann Abel | 1.0 | +W2 |\n| 2 | Bob Berg | 0.0 | -B1 |\n"
    text = "This is next weeks' draw if there are no bye requests.\n\n" + grid
    assert read_text(text, source="club.txt").name == ""
    assert read_text("Spring Cup 2019\n\n" + grid, source="club.txt").name == "Spring Cup 2019"
    jsp = (FORMATS / "rw-swiss-2010.swissperfect.jsp").read_text(encoding="utf-8")
    assert "<h2>Cross Table</h2>" in jsp  # the page names no event: its headings say what each table is
    assert read_path(FORMATS / "rw-swiss-2010.swissperfect.jsp").name == ""


PAPI_POINTS = {  # the Pts column of the Papi grid
    "Olivier DORIVAL": "9",
    "Bruno GARCIA DEL PRADO": "13/2",
    "Laurent GUERIN": "13/2",
    "Guillaume GRASSAUD": "5",
    "Jean-Paul BIGNEBAT": "9/2",
    "Eric BREHAULT": "4",
    "Henri COURET": "4",
    "Jean-Jacques DOUSTENS": "5/2",
    "Jean-Christophe LAFFONT": "5/2",
    "Stephane LIDOINE": "1/2",
}


def test_papi_grid_inside_a_page_frame() -> None:
    """Papi's round-robin grid sits in the one cell of a layout table; ratings read ``1840 N``."""
    event = read_path(FORMATS / "evt-interne-2014.papi.md")
    assert event.pairing.value == "round-robin" and event.rounds == 9
    assert _points(event) == {n: Fraction(p) for n, p in PAPI_POINTS.items()}
    assert event.player(1).rating == 1840


XADREZ_RAPID = [
    ("Léo", "11.5"),
    ("Marcelo", "9.0"),
    ("Freddy", "8.5"),
    ("Milton", "8.5"),
    ("Júlio", "7.5"),
    ("Ricardo", "7.5"),
    ("Ribas", "7.0"),
    ("Felipe", "6.0"),
    ("Vitor", "3.0"),
    ("Pedro", "3.0"),
    ("Diogo", "2.5"),
    ("Renato", "2.0"),
    ("Alexandre", "2.0"),
]
XADREZ_BLITZ = [
    ("Léo", "10.5"),
    ("Marcelo", "10.0"),
    ("Ricardo", "9.5"),
    ("Freddy", "9.0"),
    ("Ribas", "7.5"),
    ("Júlio", "6.5"),
    ("Milton", "5.5"),
    ("Felipe", "5.5"),
    ("Pedro", "5.0"),
    ("Vitor", "3.5"),
    ("Renato", "3.0"),
    ("Diogo", "2.0"),
    ("Alexandre", "0.5"),
]


def test_markdown_grid_with_cells_as_white_and_as_black() -> None:
    """A club's markdown round robin: headings in Portuguese, cells `½|·` (as White, as Black)."""
    path = FORMATS / "grupo-xadrez-2021.rr.md"
    rapid = read_path(path)
    assert _points(rapid) == {n: Fraction(p) for n, p in XADREZ_RAPID}
    blitz = read_path(path, options=ReadOptions(columns=parse_columns("table=3")))
    assert _points(blitz) == {n: Fraction(p) for n, p in XADREZ_BLITZ}


# -- containers ---------------------------------------------------------------------------------------------
def test_tables_keep_their_source_positions() -> None:
    page = (
        "<h2>Round 1</h2>\n<table>\n<tr><td>1</td><td>Anna</td></tr>\n<tr><td>2</td><td>Boris</td></tr>\n"
        "</table>\n<pre>\nNo  Name   Rtg\n1   Cleo   1900\n2   Dan    1800\n</pre>\n"
    )
    html, pre = extract_tables(page)
    assert (html.container, html.line, html.caption) == ("html-table", 2, ("Round 1",))
    assert (html.rows[1][1].text, html.rows[1][1].line) == ("Boris", 4)
    assert pre.container == "html-pre" and pre.rows[1][1].text == "Cleo" and pre.rows[1][1].line == 8


@pytest.mark.parametrize("separator", ["\t", ";", "|", ","])
def test_delimited_text_tables(separator: str) -> None:
    rows = [
        ["No", "Name", "Rtg", "1", "2", "Pts"],
        ["1", "Anna", "1900", "2w1", "-1", "2"],
        ["2", "Boris", "1800", "1b0", "-0", "0"],
    ]
    table = extract_tables("\n".join(separator.join(r) for r in rows) + "\n")[0]
    assert [c.text for c in table.rows[1]] == rows[1]
    assert classify_table(table).kind == "crosstable"


def test_xlsx_workbook_reads_as_its_csv_export(tmp_path: Path) -> None:
    """chess-results' "Excel" export: the same rows as its CSV export, in a workbook."""
    pytest.importorskip("python_calamine")
    path = FORMATS / "lakeside-7.chess-results.xlsx"
    data = path.read_bytes()
    assert workbook_kind(data) == "xlsx"
    table = workbook_tables(data)[0]
    assert (table.sheet, table.rows[4][3].text, table.rows[5][10].text) == (
        "Lakeside Open 2026",
        "Name",
        "3.5",
    )
    from_book = read_path(path)
    from_csv = read_path(FORMATS / "lakeside-7.chess-results.csv")
    assert _points(from_book) == _points(from_csv)
    assert [p.rating for p in from_book.players] == [p.rating for p in from_csv.players]


def _ods(rows: list[list[str]]) -> bytes:
    """An OpenDocument spreadsheet as LibreOffice saves one (the ``mimetype`` entry first and stored, the
    manifest, the sheet in ``content.xml``), written here so that the test needs no office program."""
    import io
    import zipfile
    from xml.sax.saxutils import escape

    def cell(text: str) -> str:
        try:
            value = float(text)
        except ValueError:
            return f'<table:table-cell office:value-type="string"><text:p>{escape(text)}</text:p></table:table-cell>'
        return (
            f'<table:table-cell office:value-type="float" office:value="{value:g}">'
            f"<text:p>{escape(text)}</text:p></table:table-cell>"
        )

    body = "".join("<table:table-row>" + "".join(map(cell, r)) + "</table:table-row>" for r in rows)
    ns = (
        'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
    )
    content = (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ns} office:version="1.3">'
        f'<office:body><office:spreadsheet><table:table table:name="Crosstable">{body}</table:table>'
        "</office:spreadsheet></office:body></office:document-content>"
    )
    manifest = (
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
        'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">'
        '<manifest:file-entry manifest:full-path="/" '
        'manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
        "</manifest:manifest>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.spreadsheet")
        z.writestr("META-INF/manifest.xml", manifest, compress_type=zipfile.ZIP_DEFLATED)
        z.writestr("content.xml", content, compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


def test_ods_spreadsheet_reads_as_its_csv_export() -> None:
    """The same crosstable saved as OpenDocument (LibreOffice's own format) reads as the chess-results
    CSV export it was typed from: the same players, ratings and points."""
    pytest.importorskip("python_calamine")
    text = (FORMATS / "lakeside-7.chess-results.csv").read_text(encoding="utf-8")
    rows = [line.split(";") for line in text.splitlines()]
    data = _ods(rows)
    assert workbook_kind(data) == "ods"
    _reads_as_its_csv(data, "lakeside.ods")


def _reads_as_its_csv(data: bytes, name: str) -> None:
    """A workbook holding lakeside-7's chess-results export reads as the CSV export does."""
    from_sheet = read_text(decode_input(data, source=name), source=name)
    from_csv = read_path(FORMATS / "lakeside-7.chess-results.csv")
    assert _points(from_sheet) == _points(from_csv)
    assert [p.rating for p in from_sheet.players] == [p.rating for p in from_csv.players]


def test_old_excel_file_reads_as_its_csv_export() -> None:
    """The same crosstable in an old binary Excel file (``.xls``, BIFF8) reads as its CSV export."""
    pytest.importorskip("python_calamine")
    xlwt = pytest.importorskip("xlwt")
    import io

    text = (FORMATS / "lakeside-7.chess-results.csv").read_text(encoding="utf-8")
    book = xlwt.Workbook()
    sheet = book.add_sheet("Crosstable")
    for i, line in enumerate(text.splitlines()):
        for k, value in enumerate(line.split(";")):
            sheet.write(i, k, value)
    out = io.BytesIO()
    book.save(out)
    data = out.getvalue()
    assert workbook_kind(data) == "xls"
    _reads_as_its_csv(data, "lakeside.xls")


def test_damaged_workbooks_are_refused_with_a_message() -> None:
    pytest.importorskip("python_calamine")
    with pytest.raises(ParseError, match="cannot read the workbook"):
        decode_input(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 100, source="old.xls")
    data = (FORMATS / "lakeside-7.chess-results.xlsx").read_bytes()
    with pytest.raises(ParseError, match="cannot read the workbook"):
        decode_input(data[: len(data) // 2], source="cut.xlsx")


# -- by content --------------------------------------------------------------------------------------------
def test_unknown_heading_over_federations_is_a_note() -> None:
    text = (
        "No  Name          Feder  1     2     Pts\n1   Doe, Ann      GER    2w1   3b½   1.5\n"
        "2   Roe, Bob      AUT    1b0   -1    1\n3   Poe, Cy       SUI    -0    1w½   0.5\n"
    )
    event = read_text(text)
    assert [(p.name, p.federation) for p in event.players] == [
        ("Doe, Ann", "GER"),
        ("Roe, Bob", "AUT"),
        ("Poe, Cy", "SUI"),
    ]
    assert any("'Feder' not known; read by its values as fed" in d.message for d in event.diagnostics)


def test_double_round_robin_with_two_cells_per_opponent() -> None:
    """Wikipedia's layout: the players' abbreviations head two cells each, the diagonal empty."""
    text = (
        "Rank\tPlayer\tRating\tALA\t\tBOR\t\tCEL\t\tDAN\t\tPoints\n"
        "1\tAlapin, Ana\t2710\t\t\t½\t1\t1\t½\t1\t1\t5\n"
        "2\tBoros, Bela\t2695\t½\t0\t\t\t1\t½\t½\t1\t3.5\n"
        "3\tCelik, Can\t2650\t0\t½\t0\t½\t\t\t½\t½\t2\n"
        "4\tDane, Dag\t2600\t0\t0\t½\t0\t½\t½\t\t\t1.5\n"
    )
    event = read_text(text)
    assert event.pairing.value == "round-robin" and event.rounds == 6
    assert _points(event) == {
        "Alapin, Ana": 5,
        "Boros, Bela": Fraction(7, 2),
        "Celik, Can": 2,
        "Dane, Dag": Fraction(3, 2),
    }


def test_name_rating_and_club_without_separators() -> None:
    text = (
        "Nr Teilnehmer TWZ Verein 1 2 3 Pkt\n1 Steinbach, Wolfgang 1886 SG Solingen +W4 +B3 =W2 2.5\n"
        "2 Meyer, Jan 1720 SF Hilden =B3 +W4 =B1 2\n3 Kurz, Anna 1650 SG Solingen =W2 -W1 +B4 1.5\n"
        "4 Lang, Tom 1500 Turm Ohligs -B1 -B2 -W3 0\n"
    )
    event = read_text(text)
    assert (event.player(1).name, event.player(1).rating) == ("Steinbach, Wolfgang", 1886)
    assert [p.name for p in event.players][1:] == ["Meyer, Jan", "Kurz, Anna", "Lang, Tom"]


# -- never a dead end ----------------------------------------------------------------------------------------
NO_EVENT = "Club news\n\nName\tClub\tTown\nAnna\tSC Nord\tKiel\nBoris\tSC Süd\tUlm\n"


def test_dead_end_shows_every_table_and_how_to_name_columns() -> None:
    with pytest.raises(NoEventError) as exc:
        read_text(NO_EVENT, source="news.txt")
    message = exc.value.message
    assert "cannot tell the format" in message
    assert "table 1 (text table at line 3, 3 rows × 3 columns)" in message
    assert "| Anna | SC Nord | Kiel" in message and "1 'Name'=name" in message
    assert "Say what the columns are with --columns, e.g. name=2,rating=3,rounds=5-11,points=12" in message
    assert len(exc.value.tables) == 1 and exc.value.readings[0].kind == "unknown"


# Gruppe 5 of chessmail.de's "1. Thüringen Open" as the page store keeps it: a double round robin of 4,
# blanks between the cells, each row's own column left out and each opponent's two games side by side
# (six results a row under four headings, the first letters of the names), the total with a decimal
# comma. The page's totals: 6, 3.5, 1.5, 1; its 12 games sum to 12.
CHESSMAIL_DE = (
    "Gruppe 5\n\nTeilnehmer Che Sib bea Bul Punkte\nChessfriend 1 1 1 1 1 1   6,0\n"
    "Siberiano 0 0 1 1 ½ 1 3,5\nbeatus 0 0 0 0 1 ½ 1,5\nBull95 0 0 0 ½ ½ 0 1,0\n"
)


def test_groups_giving_each_opponents_two_games_side_by_side_read_as_double_round_robins() -> None:
    # before: read by its four headings, the fifth result taken for the total (3, 2, 0, 0 points)
    event = read_text(CHESSMAIL_DE, source="chessmail.txt")
    assert event.rounds == 6 and event.pairing.value == "round-robin"
    assert _points(event) == {
        "Chessfriend": 6,
        "Siberiano": Fraction(7, 2),
        "beatus": Fraction(3, 2),
        "Bull95": 1,
    }
    assert any("two games side by side" in d.message for d in event.diagnostics)


# A round-robin grid of 6 (``-`` on the diagonal, as Wikipedia's mirrors print it) whose text was cut
# after its fourth row: read as a grid of 4, three of its four totals contradict the games read.
CUT_GRID = "".join(
    " | ".join(row) + " |\n"
    for row in (
        ["Player", "1", "2", "3", "4", "5", "6", "Total"],
        ["---|---|---|---|---|---|---|---"],
        ["1", "Ann Arden", "-", "½", "1", "1", "1", "½", "4"],
        ["2", "Bob Brown", "½", "-", "1", "0", "1", "1", "3½"],
        ["3", "Cy Cole", "0", "0", "-", "1", "½", "1", "2½"],
        ["4", "Dan Dyer", "0", "1", "0", "-", "1", "0", "2"],
    )
)


def test_a_table_whose_reading_contradicts_most_of_its_own_totals_is_refused_not_misread() -> None:
    with pytest.raises(ParseError) as exc:
        read_text(CUT_GRID, source="cut.txt")
    message = exc.value.message
    assert message.startswith("3 of the 4 players whose points the table gives get other points")
    # row 1 read as a grid of 4: its cells '-', ½, 1, 1 (2.5) and its fifth cell, 1, taken for its total
    assert "(Ann Arden: 1 published, 2.5 from the results)" in message
    assert "say what each column is with --columns" in message and exc.value.line == 3
    assert "every one of those totals is above its results" not in message  # some below: a misreading


def test_a_grid_with_a_dash_on_its_diagonal_reads() -> None:
    # the same grid whole (4 players, its diagonal '-'): before, the dash was read as a forfeit loss
    text = (
        "Player | 1 | 2 | 3 | 4 | Total |\n---|---|---|---|---|---|\n1 | Ann Arden | - | ½ | 1 | 1 | 2½ |\n"
        "2 | Bob Brown | ½ | - | 1 | 0 | 1½ |\n3 | Cy Cole | 0 | 0 | - | 1 | 1 |\n4 | Dan Dyer | 0 | 1 | 0 | - | 1 |\n"
    )
    event = read_text(text, source="grid.txt")
    assert _points(event) == {
        "Ann Arden": Fraction(5, 2),
        "Bob Brown": Fraction(3, 2),
        "Cy Cole": 1,
        "Dan Dyer": 1,
    }


def test_a_final_rankings_rank_column_read_by_content_is_the_published_place() -> None:
    # a final ranking crosstable (chess-results' art=4: Rk., no SNo, opponents by final rank): the Rk.
    # column is each player's published place, which `check` compares when the page's table is not read
    # as a ranking of its own (before: the event kept no place, and no place was compared)
    text = (
        "Rk.\tName\t1.Rd\t2.Rd\tPts.\n1\tAnn\t4w1\t2b1\t2\n2\tBea\t3b1\t1w0\t1\n"
        "3\tCem\t2w0\t4b1\t1\n4\tDun\t1b0\t3w0\t0\n"
    )
    event = read_text(text, source="rangliste.txt")
    assert {p.name: p.declared_rank for p in event.players} == {"Ann": 1, "Bea": 2, "Cem": 3, "Dun": 4}


def test_columns_chosen_read_a_table_without_headings_and_are_echoed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "table.txt"
    path.write_text("A1 Anna x 2w1 -1 2\nA2 Boris y 1b0 -0 0\n", encoding="utf-8")
    assert main(["standings", str(path), "--columns", "name=2,rounds=4-5,points=6"]) == 0
    echo = next(x for x in capsys.readouterr().err.splitlines() if "columns read: --columns " in x)
    spec = echo.split("--columns ")[1]
    assert {"table=1", "header=0", "name=2", "rounds=4-5", "points=6"} <= set(spec.split(","))
    assert main(["standings", str(path), "--columns", spec]) == 0  # the echo reads it again


def test_parse_columns_refuses_what_it_cannot_read() -> None:
    assert parse_columns("name=2,rounds=5-7+9,points=10").columns["round"] == (5, 6, 7, 9)
    for bad, words in [
        ("name", "is not role=column"),
        ("colour=3", "unknown column kind"),
        ("name=x", "expected a column number"),
        ("name=2,rating=2", "named twice"),
        ("rounds=9-3", "is not one"),
    ]:
        with pytest.raises(ParseError, match=words):
            parse_columns(bad)


# -- what a page also says -----------------------------------------------------------------------------------
def test_a_date_in_the_heading_chooses_the_edition() -> None:
    text = (
        "Offene Stadtmeisterschaft\nVon : 09.05.2024 Bis : 12.05.2024\n"
        "No Name 1.Rd 2.Rd Pts\n1 Anna 2w1 -1 2\n2 Boris 1b0 -0 0\n"
    )
    event = read_text(text)
    assert event.start_date == dt.date(2024, 5, 9)
    note = next(d for d in event.diagnostics if "start date 2024-05-09" in d.message)
    assert note.line == 2
    assert tiebreak.compute_standings(event, "BH").rules.value == "2024"


def test_a_trf_column_ruler_is_skipped_and_a_team_without_pairing_named() -> None:
    lines = (
        (Path(__file__).parent.parent / "data" / "team" / "byes.trf").read_text(encoding="utf-8").splitlines()
    )
    ruler = ["".join(str(k // 10 % 10) for k in range(1, 161)), "".join(str(k % 10) for k in range(1, 161))]
    text = "\n".join([lines[0], *ruler, *(x for x in lines[1:] if not x.startswith("240 F"))]) + "\n"
    event = read_text(text, options=ReadOptions(lenient=True))
    messages = [(d.severity, d.message) for d in event.diagnostics]
    assert sum(1 for s, m in messages if "column ruler" in m and s is Severity.INFO) == 2
    assert any(
        s is Severity.WARNING and m.startswith("round 3: team 5 (Team E) has no pairing") for s, m in messages
    )


PGN_BYES = (
    '[Round "1"]\n[White "Ann"]\n[Black "Bob"]\n[Result "1-0"]\n\n1-0\n\n'
    '[Round "1"]\n[White "Cy"]\n[Black "BYE"]\n[Result "*"]\n\n*\n'
)


@pytest.mark.parametrize(
    ("reading", "points"), [("unplayed", 0), ("pab", 1), ("full", 1), ("half", Fraction(1, 2)), ("zero", 0)]
)
def test_pgn_bye_with_a_star_takes_its_value_from_the_option(reading: str, points: Fraction) -> None:
    event = read_text(PGN_BYES, options=ReadOptions(pgn_bye=reading))
    assert _points(event)["Cy"] == points


# -- never mislead -------------------------------------------------------------------------------------------
def test_colour_tiebreaks_of_a_grid_are_unknown_not_zero() -> None:
    event = read_text("1 Anna × 1 ½\n2 Boris 0 × 1\n3 Vera ½ 0 ×\n")
    s = tiebreak.compute_standings(event, "BPG,BWG")
    assert all(v is None for row in s.rows for v in row.values)
    assert any("BPG: unknown for every player" in n for n in s.warnings)


def test_a_complete_round_robin_given_as_games_is_a_round_robin() -> None:
    """Four players, three rounds, every pair once (the Berger table for 4): a round robin; the same
    games with one pair missing stay a Swiss."""
    berger = {1: [("A", "D"), ("B", "C")], 2: [("D", "C"), ("A", "B")], 3: [("B", "D"), ("C", "A")]}
    games = [f"{r},{w},{b},1-0\n" for r, pairs in berger.items() for w, b in pairs]
    event = read_text("round,white,black,result\n" + "".join(games), suffix=".csv")
    assert (event.pairing.value, event.pairing_source) == ("round-robin", "games")
    event = read_text("round,white,black,result\n" + "".join(games[:-1]), suffix=".csv")
    assert event.pairing.value == "swiss"


def test_the_dead_end_as_data_for_a_column_choice_step() -> None:
    from tiebreak.readers.tables import preview

    with pytest.raises(NoEventError) as exc:
        read_text(NO_EVENT)
    (table,) = preview(exc.value.tables, exc.value.readings)
    assert (table["table"], table["rows"], table["columns"], table["header"]) == (1, 3, 3, 1)
    assert table["first_rows"] == [["Anna", "SC Nord", "Kiel"], ["Boris", "SC Süd", "Ulm"]]
    roles = table["column_roles"]
    assert isinstance(roles, list) and roles[0]["heading"] == "Name" and roles[0]["role"] == "name"


# -- a number column between the name and the rounds (issue 23: an age under "Ikä") ---------------------------
IKA_ROWS = (
    "1\tVirtanen, Aino\t12\t2w1\t3b1\t4w½\t2.5\n2\tKorhonen, Eino\t11\t1b0\t4w1\t3b1\t2\n"
    "3\tMäkinen, Liisa\t13\t4b½\t1w0\t2w0\t0.5\n4\tNieminen, Olli\t12\t3w½\t2b0\t1b½\t1\n"
)
IKA_POINTS = {
    "Virtanen, Aino": Fraction(5, 2),
    "Korhonen, Eino": Fraction(2),
    "Mäkinen, Liisa": Fraction(1, 2),
    "Nieminen, Olli": Fraction(1),
}
"""By hand from the cells: Aino 1 + 1 + ½, Eino 0 + 1 + 1, Liisa ½ + 0 + 0, Olli ½ + 0 + ½."""


@pytest.mark.parametrize("header", ["Nro\tNimi\tIkä\t1\t2\t3\tPist\n", "No\tName\tIkä\t1\t2\t3\tPist\n", ""])
def test_an_age_column_before_the_rounds_is_not_glued_to_the_name(header: str) -> None:
    """A Finnish tab-separated crosstable: the players' ages (12, 11, 13, 12) under ``Ikä`` stand between the
    name and the rounds. Under no header we know (or none), a number of one or two digits after the name is
    a column of its own, with a note; under a header that names the rest, the column is told by its values
    (more than 3 rounds can give: not the points) and left aside, with a note."""
    event = read_text(header + IKA_ROWS, source="shakki.tsv")
    assert _points(event) == IKA_POINTS
    notes = " | ".join(d.message for d in event.diagnostics)
    assert (
        "'12' after the name is read as a column of its own" in notes
        or "column 3: heading 'Ikä' not known; read by its values as ignore (whole numbers up to 13 where 3 "
        "rounds give at most 3 points"
        in notes
        or "columns not used: Ikä" in notes  # Ikä known (an age, left aside): its heading says it
    )


def test_a_bare_round_word_after_numbered_rounds_is_read_by_its_values() -> None:
    """Papi's crosstable as a browser copies it: rounds ``Rd01`` ``Rd02``, then ``Pts`` and ``Tr.`` (its
    cut Buchholz, a word that heads a pairing list's round column). Round 1: Ann beat Cy, Bob beat Dan;
    round 2: Ann beat Bob, Cy drew Dan. Points 2, 1, ½, ½; Tr. is no third round."""
    text = (
        "Pl\tNom\tFede\tRd01\tRd02\tPts\tTr.\n"
        "1\tANN Ann\tFRA\t+3B\t+2N\t2\t1,5\n"
        "2\tBOB Bob\tFRA\t+4N\t-1B\t1\t2\n"
        "3\tCY Cy\tFRA\t-1N\t=4B\t0,5\t2,5\n"
        "4\tDAN Dan\tFRA\t-2B\t=3N\t0,5\t1,5\n"
    )
    t = read_text(text, source="paste")
    assert t.rounds == 2
    assert {p.name: sum((e.result.unit_result for e in p.rounds), Fraction(0)) for p in t.players} == {
        "ANN Ann": Fraction(2),
        "BOB Bob": Fraction(1),
        "CY Cy": Fraction(1, 2),
        "DAN Dan": Fraction(1, 2),
    }
    assert any("heading 'Tr.' names a round" in d.message for d in t.diagnostics)


def test_a_ranking_alone_says_what_to_give_with_it() -> None:
    """A standings page pasted alone (places, names, points, Buchholz) holds no game: the message says
    so and what to do, instead of leaving the user at the tables found."""
    text = "Pos\tPlayer\tPts\tBH\n1\tAnn, A\t2.0\t3.0\n2\tBob, B\t1.5\t3.5\n3\tCy, C\t1.0\t4.0\n4\tDan, D\t0.5\t4.5\n"
    with pytest.raises(NoEventError) as exc:
        read_text(text, source="standings.txt")
    assert "ranking without rounds" in exc.value.message
    assert "A ranking holds no games: give it with the event's rounds" in exc.value.message
    # the message leads with what the input is, not with what a reader of crosstables could not read
    assert exc.value.message.startswith("no games in this input: what it holds is a ranking")
    assert "tiebreak check --standings" in exc.value.message


def test_a_team_ranking_alone_is_named_as_one() -> None:
    """Vega's team standings page (``Rk N Team Fed … G + = - Pts MP``, published with the ANZAC Day
    interclub of 2025) given alone: its rows are teams, not players, so the message names a team ranking
    and the pages a team event gives its games in, not an unknown table."""
    page = Path(__file__).parent.parent / "data" / "real" / "vega-hbcc-2025-anzac-team-rankteam5.html"
    with pytest.raises(NoEventError) as exc:
        read_path(page)
    assert exc.value.message.startswith("no games in this input: what it holds is a ranking")
    assert "looks like a team ranking without rounds" in exc.value.message
    assert "of a team event, each round's team or board pairings, or the team crosstable" in exc.value.message


@pytest.mark.parametrize(
    ("row", "texts"),
    [
        (["1", "Anna", 1886.0, "GER", "12w½", 4.5], ["1", "Anna", "1886", "GER", "12w½", "4.5"]),
        (["Müller, Jörg", None, True], ["Müller, Jörg", "", "1"]),
        ([" Anna ", "Doe,  Ann"], ["Anna", "Doe, Ann"]),  # blanks at the ends and inside collapsed
        (["1\u20130", "Anna\u00a0Doe"], ["1-0", "Anna Doe"]),  # a dash, a no-break space
        (["Ana\u0301", "Li\tWei"], ["Aná", "Li Wei"]),  # a combining accent composed; a tab is a blank
        (["Иванов", "1½"], ["Иванов", "1½"]),
    ],
)
def test_a_sheets_row_reads_cell_by_cell_alike(row: list[object], texts: list[str]) -> None:
    """A workbook row's texts: numbers as written, blanks collapsed, dashes and no-break spaces as the
    text readers clean them (whether the row's text cells are checked together or one by one)."""
    from tiebreak.readers.tables import _row_texts

    assert _row_texts(row) == texts


def test_papis_ranking_alone_is_a_ranking_not_a_round_of_its_tr_column() -> None:
    """Papi's "Classement" of a club's rapid (Rosporden, 2025): ``Pl Nom Rapide Cat. Ligue Club Pts Cu.
    Tr. Perf`` and no games. ``Tr.`` (its cut Buchholz) is a bare round word too; with no other round and
    values that are no round cells, it is no round: the table is a ranking, listed as one."""
    heads = ["Pl", "&nbsp;", "Nom", "Rapide", "Cat.", "Ligue", "Club", "Pts", "Cu.", "Tr.", "Perf"]
    rows = [
        ["1", "&nbsp;", "<b>CHARLOT Luc</b>", "1199&nbsp;E", "SenM", "BRE", "Echiquier", "<b>6</b>", "24", "28", "2073"],
        ["2", "&nbsp;", "<b>COTONNEC Antoine</b>", "1858&nbsp;F", "VetM", "BRE", "Quimper", "<b>5</b>", "22", "30", "1899"],
        ["3", "&nbsp;", "<b>LE GALL Anne</b>", "1500&nbsp;F", "SenF", "BRE", "Brest", "<b>4</b>", "18", "27", "1650"],
    ]  # fmt: skip
    page = (
        '<html><body><table><tr class="papi_titre"><td colspan="11">Rapide 2025<br>Classement après la '
        'ronde 7</td></tr><tr class="papi_liste_t">'
        + "".join(f"<td>{h}</td>" for h in heads)
        + "</tr>"
        + "".join('<tr class="papi_liste_c">' + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
        + "</table></body></html>"
    )
    with pytest.raises(ParseError) as caught:
        read_text(page, source="classement.html")
    assert "looks like a ranking" in str(caught.value) and "cannot read the cell" not in str(caught.value)


def test_a_column_of_values_above_what_the_rounds_give_is_a_tie_break_not_the_points() -> None:
    """The same crosstable with its points column replaced by a performance under a heading we do not
    know (``Suor``, suoritusluku: 1850.5, 1790.0, …, as FairPair's ``pr``), or under no heading at all: values
    up to 1850.5 where 3 rounds give at most 3 points are a tie-break, not the points, and the points come
    from the cells."""
    perf = {"2.5": "1850.5", "2": "1790.0", "0.5": "1210.5", "1": "1455.0"}
    rows = "".join(
        line.rsplit("\t", 1)[0] + "\t" + perf[line.rsplit("\t", 1)[1]] + "\n"
        for line in IKA_ROWS.splitlines()
    )
    text = "Nro\tNimi\tIkä\t1\t2\t3\tSuor\n" + rows
    event = read_text(text, source="shakki.tsv")  # a heading not known after the rounds: by its values
    assert _points(event) == IKA_POINTS
    assert all(p.declared_points is None for p in event.players)
    notes = " | ".join(d.message for d in event.diagnostics)
    assert "column 7: heading 'Suor' not known; read by its values as tiebreak" in notes
    event = read_text(
        rows, source="shakki.tsv"
    )  # no header: the text reader, its first number after the rounds
    assert _points(event) == IKA_POINTS and all(p.declared_points is None for p in event.players)
    notes = " | ".join(d.message for d in event.diagnostics)
    assert "the first number after the rounds, '1850.5', is more than 3 rounds give" in notes
    cells = "".join(
        "<tr>" + "".join(f"<td>{c}</td>" for c in line.split("\t")) + "</tr>"
        for line in text.splitlines()[1:]
    )
    page = f"<html><body><table>{cells}</table></body></html>"  # no heading row at all
    event = read_text(page, source="shakki.html")  # a page's table, its columns told by their values
    assert _points(event) == IKA_POINTS
    assert all(p.declared_points is None for p in event.players)
    notes = " | ".join(d.message for d in event.diagnostics)
    assert "rounds=4-6,tiebreaks=7" in notes


def test_a_header_row_beyond_a_short_table_is_no_internal_error() -> None:
    """``header=7`` counts rows of the table read; a shorter table of the same input (a sheet's title
    block) has no row 7: it is read without a header, not an IndexError (before: exit 70)."""
    text = (
        "Club Blitz 2026\nDate : 2026/05/02\n\n"
        + "\n".join(f"{k}\tPlayer {k}\t1500\t{k % 2 + 1 if k < 3 else '-'}w1\t1" for k in range(1, 9))
        + "\n"
    )
    options = ReadOptions(columns=parse_columns("header=7,sno=1,name=2,rating=3,rounds=4,points=5"))
    with pytest.raises(ParseError):
        read_text(text, source="book.txt", options=options)
