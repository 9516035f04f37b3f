"""Saved web pages (chess-results and Vega crosstables as HTML) and whole pages copied from a browser.

The fixtures in tests/data/formats were typed by hand from the games of the seed events
(tests/data/examples/README.md), in the markup of the public pages (chess-results ``CRs1`` tables,
Vega's ``res``/``cw``/``cb``/``cf`` cells and player boxes); each must give the published standings of
the example (its expected TSV), never values taken from our own output.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from conftest import DATA
from event_points import points_by_name
from tiebreak.model.errors import ParseError, Severity
from tiebreak.model.tournament import Color, Result
from tiebreak.readers import ReadOptions, read_text, sniff
from tiebreak.readers.webpage import parse_page, round_cell

FORMATS = DATA / "formats"

PAGES = ["arena-5.chess-results.html", "arena-5.vega.html", "buchholz-guide-8.vega.html", "rr-4.vega.html"]


def test_every_page_is_sniffed_by_its_content() -> None:
    for name in PAGES:
        assert sniff((FORMATS / name).read_text(encoding="utf-8"), "") == "html", name
    assert sniff("x", ".htm") == "html"
    # each page gives the example's published standings: tests/readers/test_formats.py::FIXTURES


def test_page_reads_names_ratings_titles_and_the_event_name() -> None:
    t = tiebreak.load(FORMATS / "arena-5.chess-results.html")
    assert t.name == "Chess Republic Arena - tie-break example"  # the page's <h2>, not its <title>
    ava = next(p for p in t.players if p.name == "Chen, Ava")
    assert (ava.rating, ava.federation, ava.title) == (1420, "ENG", "FM")
    # Chloe's row: -1 in round 1 is a bye, 5w1, 3b1 and 2b½ refer to ranks (the rows' only numbers)
    chloe = next(p for p in t.players if p.name == "Ng, Chloe")
    assert [(e.result, e.color) for e in chloe.rounds] == [
        (Result.PAB, Color.NONE),
        (Result.WIN, Color.WHITE),
        (Result.WIN, Color.BLACK),
        (Result.DRAW, Color.BLACK),
    ]
    v = tiebreak.load(FORMATS / "arena-5.vega.html")
    chloe = next(p for p in v.players if p.name == "Ng,Chloe")
    assert chloe.sno == 2 and chloe.rating == 1350  # sort-num and rating of Vega's player box
    assert chloe.declared_points == Fraction(7, 2)  # Vega writes Pts before the rounds


def test_a_title_cut_short_takes_the_heading_it_begins() -> None:
    """chess-results cuts its ``<title>`` after a colon (``… - 2026 British Chess Championships:``) and
    writes the whole name as an ``<h2>`` inside its frame's table: the name is that heading (before: the
    title cut short)."""
    t = tiebreak.read_path(DATA / "real" / "cr-en-british-2026-championship-crosstable-round9.html")
    assert t.name == "2026 British Chess Championships: Championship"


def test_located_notes_of_the_page() -> None:
    t = tiebreak.load(FORMATS / "arena-5.chess-results.html")
    notes = {d.message: (d.line, d.column) for d in t.diagnostics}
    assert notes["read the crosstable table of the web page (5 rows, 4 rounds)"] == (16, 1)
    bye = next(d for d in t.diagnostics if "pairing-allocated" in d.message)
    assert (bye.line, bye.column) == (18, 219)  # Chloe's " -1 " cell of round 1, in the HTML
    assert any("TB1, TB2" in m for m in notes)


def test_vega_cells_colour_forfeit_and_byes_from_classes() -> None:
    def cell(res: str, cls: str, opp: str) -> str:
        return f'<td><div class="res">{res}</div><div class="{cls}">{opp}</div></td>'

    page = (
        "<table><tr><th>#</th><th>Player</th><th>1</th><th>2</th><th>3</th><th>Pts</th></tr>\n"
        f"<tr><td>1</td><td>Anna</td>{cell('1', 'cf', '2')}{cell('½', 'cf', 'BYE')}"
        f"{cell('½', 'cw', '3')}<td>2</td></tr>\n"
        f"<tr><td>2</td><td>Boris</td>{cell('0', 'cf', '1')}{cell('1', 'cw', '3')}"
        f"{cell('0', 'cf', 'BYE')}<td>1</td></tr>\n"
        f"<tr><td>3</td><td>Vera</td><td> </td>{cell('0', 'cb', '2')}{cell('½', 'cb', '1')}"
        "<td>0.5</td></tr></table>\n"
    )
    t = read_text(page)
    assert [(e.opponent, e.color, e.result) for e in t.player(1).rounds] == [
        (2, Color.NONE, Result.FORFEIT_WIN),
        (None, Color.NONE, Result.HALF_BYE),
        (3, Color.WHITE, Result.DRAW),
    ]
    assert [e.result for e in t.player(2).rounds] == [Result.FORFEIT_LOSS, Result.WIN, Result.ZERO_BYE]
    assert [e.result for e in t.player(3).rounds] == [Result.NOT_PAIRED, Result.LOSS, Result.DRAW]
    # the same cells as text with the class on the cell, and chess-results' colour squares
    assert (
        round_cell(parse_page('<table><tr><td class="cb">1 22</td></tr></table>').tables[0].rows[0].cells[0])
        == "22b1"
    )
    assert (
        round_cell(
            parse_page('<table><tr><td>12<div class="FarbesT"></div>½</td></tr></table>')
            .tables[0]
            .rows[0]
            .cells[0]
        )
        == "12b½"
    )


def test_vega_round_robin_with_an_empty_diagonal() -> None:
    t = tiebreak.load(FORMATS / "rr-4.vega.html")
    assert t.pairing is tiebreak.PairingSystem.ROUND_ROBIN and t.rounds == 3
    s = tiebreak.compute_standings(t, "PTS,DE,SB,WIN,KS", tiebreak.Options(rules=tiebreak.Rules.FIDE_2026))
    # the values of tests/readers/test_formats.py::test_round_robin_grid for the same four players
    assert [r.sno for r in s.rows] == [2, 1, 3, 4]
    assert [r.values[1:] for r in s.rows] == [
        (Fraction(11, 4), 1, Fraction(3, 2)),
        (Fraction(9, 4), 1, 1),
        (Fraction(3, 2), 1, Fraction(1, 2)),
        (1, 0, Fraction(1, 2)),
    ]
    assert any(e.result is Result.FORFEIT_WIN and e.opponent == 4 for e in t.player(3).rounds)


def test_copied_page_skips_the_navigation_and_keeps_the_event_name() -> None:
    t = tiebreak.load(FORMATS / "arena-5.chess-results.copied.txt")
    assert t.name == "Chess Republic Arena - tie-break example"
    skipped = next(d for d in t.diagnostics if "page text" in d.message)
    assert (skipped.line, skipped.severity) == (1, Severity.INFO)
    assert "page text above the table's header (line 14) skipped: lines 1, 3, 7-11" in skipped.message
    ignored = [d.line for d in t.diagnostics if d.message.startswith("line ignored")]
    assert ignored == [21, 22, 23, 25, 26, 27]  # the annotation and the footer, each listed


def test_contradiction_in_a_page_is_located_in_the_html() -> None:
    text = (FORMATS / "arena-5.chess-results.html").read_text(encoding="utf-8")
    lines = text.split("\n")
    assert "5w1" in lines[17]
    lines[17] = lines[17].replace("5w1", "4w1", 1)  # Chloe now claims rank 4 in round 2
    with pytest.raises(ParseError) as e:
        read_text("\n".join(lines), source="page.html")
    assert (e.value.line, e.value.column) == (18, lines[17].index('<td class="CRc">4w1') + 1)
    assert "(line 21)" in e.value.message  # Rossi's row, as a line of the HTML


def test_page_without_a_crosstable() -> None:
    with pytest.raises(ParseError, match="no crosstable in this web page"):
        read_text("<html><body><table><tr><td>Round</td><td>Date</td></tr></table></body></html>")


def test_copied_vega_page_reads_without_colours() -> None:
    t = tiebreak.load(FORMATS / "arena-5.vega.copied.txt")
    assert t.name == "Chess Republic Arena - tie-break example"  # not the menu line above it
    note = next(d for d in t.diagnostics if "Vega cells" in d.message)
    assert (note.line, note.severity) == (6, Severity.WARNING)
    chloe = t.player(2)
    assert [(e.opponent, e.color, e.result) for e in chloe.rounds] == [
        (None, Color.NONE, Result.PAB),
        (5, Color.NONE, Result.WIN),
        (3, Color.NONE, Result.WIN),
        (1, Color.NONE, Result.DRAW),
    ]
    # the colour-free values of the example under FIDE 2026 (tests/data/examples/arena-5.fide2026.tsv)
    s = tiebreak.compute_standings(
        t, "BH,BH/C1,BH/M1,PS,WIN,SB", tiebreak.Options(rules=tiebreak.Rules.FIDE_2026)
    )
    assert {r.sno: r.values for r in s.rows} == {
        1: (Fraction(17, 2), Fraction(15, 2), 4, Fraction(19, 2), 3, Fraction(27, 4)),
        2: (Fraction(17, 2), Fraction(15, 2), 4, Fraction(19, 2), 3, Fraction(27, 4)),
        3: (10, 9, Fraction(11, 2), 5, 2, 3),
        4: (Fraction(19, 2), Fraction(15, 2), 4, 4, 2, 4),
        5: (10, 9, Fraction(11, 2), 2, 1, 1),
    }


def test_pages_cut_off_anywhere_end_their_tables() -> None:
    # an unclosed <script>, nested table or heading once kept the parser waiting for its end forever
    for text in (
        "<table><tr><td>1<script>var x",
        "<h1>Open<table><tr><td>1</td><td><table><tr><td>x",
        "<table><tr><td>1</td></tr><style>td{}",
    ):
        page = parse_page(text)
        assert page.tables and page.tables[0].rows[0].cells[0].text == "1", text


def test_markup_html_parser_cannot_take_is_blanked_in_place() -> None:
    # '<![<![' made html.parser raise AssertionError; comments, declarations and a '<' far from any
    # '>' are blanked (html.parser rescanned them to the end of the page: quadratic time)
    for text in (
        "<table><tr><td>1</td></tr></table>" + "<![" * 50,
        "<table>" + "<!--" * 50,
        "<table><tr><td>" + "</" * 50,
        "<table><tr><td>" + "<a" + " " * 600 + ">1",
    ):
        with pytest.raises(ParseError, match="no crosstable in this web page"):
            read_text(text)
    page = parse_page('<!-- a\n b --><table>\n<tr><td class="cw">1 < 2</td></tr></table>')
    cell = page.tables[0].rows[0].cells[0]
    assert (cell.line, cell.column, cell.text) == (3, 5, "1 2")  # where it is in the source


def test_sniffer_says_what_a_web_page_needs() -> None:
    with pytest.raises(ParseError, match=r"html: no web page with a table \(<table> and <td> markup\)"):
        read_text("hello world\n")


REAL = DATA / "real"


def test_a_vega_round_page_read_alone_gives_its_round_and_names_from_the_page() -> None:
    """Vega's round page of 2025 (Hobsons Bay, Western Swiss): the heading ``Pairing of round 4, at 17:30
    of 20/05/2025`` stands above the links to each round's page (``1 2 3 4 5``); each player's cell
    holds the name, number, title and rating in blocks. Board 1 as printed: Nowak,Ruben 1 - 0
    Nawar,Mena."""
    page = (REAL / "vega-hbcc-2025-western-swiss-pairs4.html").read_text(encoding="utf-8")
    with pytest.raises(ParseError, match="the pairing lists begin with round 4"):
        read_text(page)  # alone, the points of rounds 1-3 are nowhere: refused unless lenient
    t = read_text(page, options=ReadOptions(lenient=True))
    assert t.rounds == 4 and len(t.players) == 16
    assert not [p.name for p in t.players if any(ch.isdigit() for ch in p.name)]
    nowak = next(p for p in t.players if p.name == "Nowak,Ruben")
    nawar = next(p for p in t.players if p.name == "Nawar,Mena")
    assert nowak.rounds[3].result is Result.WIN and nowak.rounds[3].opponent == nawar.sno
    assert any("from the heading 'Pairing of round 4" in d.message for d in t.diagnostics)


def test_a_tables_own_caption_names_its_round() -> None:
    """Vega for Linux (PICT 2017) writes the round in the table's ``<caption>Pairing of round 2</caption>``;
    board 2 as printed: Team PICTB 0 - 1 Team MITCOE."""
    page = (REAL / "vega-pict-rapid-2017-pairs2.html").read_text(encoding="utf-8")
    t = read_text(page, options=ReadOptions(lenient=True))  # round 2 alone: read as asked
    assert t.rounds == 2
    mitcoe = next(p for p in t.players if p.name == "Team MITCOE")
    pictb = next(p for p in t.players if p.name == "Team PICTB")
    assert mitcoe.rounds[1].result is Result.WIN and mitcoe.rounds[1].opponent == pictb.sno
    page = parse_page("<table><caption> Runde <b>3</b> </caption><tr><td>1</td><td>Ann</td></tr></table>")
    assert page.tables[0].caption == "Runde 3"


def test_round_cells_naming_their_opponent_by_link() -> None:
    """Swiss Master's ranking (tests/data/real/swissmaster-ixtepec-2025-ranking.html): each round cell
    is the result alone, its opponent the player whose name links to the same page. By hand: round 1
    Ann beat Cy, Bob drew Dan; round 2 Ann drew Bob, Cy beat Dan. Ann 1½, Bob 1, Cy 1, Dan ½."""
    page = """<html><body><h1>Final</h1><table>
<tr><th>Rank</th><th>Name</th><th>Score</th><th>Rating</th><th>1</th><th>2</th></tr>
<tr><td>1</td><td><a href='../players/p001.html'>ANN A</a></td><td>1.5</td><td>0 *</td>
<td><a href='../players/p003.html' title='CY C'>1</a></td><td><a href='../players/p002.html'>&frac12;</a></td></tr>
<tr><td>2</td><td><a href='../players/p002.html'>BOB B</a></td><td>1.0</td><td>1850 *</td>
<td><a href='../players/p004.html'>&frac12;</a></td><td><a href='../players/p001.html'>&frac12;</a></td></tr>
<tr><td>3</td><td><a href='../players/p003.html'>CY C</a></td><td>1.0</td><td>0 *</td>
<td><a href='../players/p001.html'>0</a></td><td><a href='../players/p004.html'>1</a></td></tr>
<tr><td>4</td><td><a href='../players/p004.html'>DAN D</a></td><td>0.5</td><td>0 *</td>
<td><a href='../players/p002.html'>&frac12;</a></td><td><a href='../players/p003.html'>0</a></td></tr>
</table></body></html>"""
    t = read_text(page, source="final.html")
    assert points_by_name(t) == {
        "ANN A": Fraction(3, 2),
        "BOB B": Fraction(1),
        "CY C": Fraction(1),
        "DAN D": Fraction(1, 2),
    }
    by_name = {p.name: p for p in t.players}
    assert [e.opponent for e in by_name["ANN A"].rounds] == [3, 2]
    assert by_name["BOB B"].rating == 1850  # '1850 *': a rating Swiss Master marks as not official
    assert any("link names" in d.message for d in t.diagnostics)


def test_tables_in_cells_are_read_three_levels_down() -> None:
    """A table in a cell is a table of its own (chess-results' data table in the page's frame, its
    name cells' small tables), three levels down: a table nested deeper stays text of its cell, so that
    a page of tables nested a thousand deep is read a bounded number of times, not once a level."""

    def level(k: int, inner: str) -> str:
        return f"<table><tr><th>L{k}</th></tr><tr><td>{k}</td><td>{inner}</td></tr></table>"

    text = "x"
    for k in range(5, -1, -1):
        text = level(k, text)
    page = parse_page(text)
    assert [t.rows[0].cells[0].text for t in page.tables] == ["L0", "L1", "L2", "L3"]
    assert page.tables[-1].rows[1].cells[1].text == "L4 4 L5 5 x"  # the deeper ones as its cell's text


def test_tables_in_cells_keep_their_lines() -> None:
    """Each table read from a cell is where the page has it, line and column, cells read in the page's
    order with the page's lines counted once for them all."""
    cell = "<td><table><tr><td>a{k}</td></tr><tr><td>b{k}</td></tr></table></td>\n"
    text = "<table><tr>\n" + "".join(cell.format(k=k) for k in range(5)) + "</tr></table>"
    page = parse_page(text)
    inner = [t for t in page.tables if len(t.rows) == 2]
    assert [(t.line, t.column, t.rows[1].cells[0].text) for t in inner] == [
        (k + 2, 5, f"b{k}") for k in range(5)
    ]


def test_a_page_that_begins_with_a_browsers_comment_is_a_page() -> None:
    """A page saved by a browser begins with ``<!-- saved from url=(0022)http://internet.e-mail -->``."""
    from tiebreak.readers.webpage import looks_like_html

    page = (
        "<!-- saved from url=(0022)http://internet.e-mail -->\n<html><body><table><tr><td>1</td></tr></table>"
    )
    assert looks_like_html(page)
    assert not looks_like_html("<!-- a note -->\nNo Name Pts\n1 Ann 2\n")
