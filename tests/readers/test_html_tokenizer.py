"""The web pages' own tokenizer (webpage._Reader over webpage._TOKEN) against html.parser (webpage._Parser).

parse_page reads a page with regular expressions and falls back to the standard library's html.parser
for a tag of a form the expressions do not take. html.parser is the specification of the behaviour kept:
on every page of tests/, on snippets of each construct, and on generated markup, both readings give the
same Page (tables, rows, cells with their text, line, column, classes, parts and span, captions, title).
The last tests give cells written out by hand.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tiebreak.readers._builder import clean
from tiebreak.readers.webpage import (
    HtmlCell,
    Page,
    _read_fast,
    _read_parsed,
    defuse,
    parse_page,
)

TESTS = Path(__file__).resolve().parents[1]
PAGES = sorted(p for p in TESTS.rglob("*") if p.suffix in (".htm", ".html"))


def _both(text: str) -> tuple[Page | None, Page]:
    """The page read by the tokenizer (None: it leaves the page to html.parser) and by html.parser."""
    text = defuse(text)
    return _read_fast(text), _read_parsed(text)


def test_the_pages_of_the_tests_are_many() -> None:
    assert len(PAGES) >= 50  # tests/data/real holds most: Vega, chess-results, Swiss-Manager publications


NEEDS_PARSER = {
    "swar-belgian-championship-experts-2020.html": "an end tag without its '>' ('</table' and a new line)",
    "swar-open-hiver-2020.html": "an end tag without its '>' ('</div' and a new line)",
    "swar-hechtel-jeugd-opstapje-2018-drr.html": "an end tag without its '>' ('</table' and a new line)",
    "swar-molse-clubkampioenschap-reeks-b-2018-19-rr.html": "an end tag without its '>' ('</table' and a new line)",
}
"""Pages with a tag of a form only html.parser reads, with why: the fast path leaves them to it."""


@pytest.mark.parametrize("path", PAGES, ids=lambda p: str(p.relative_to(TESTS)))
def test_every_page_of_the_tests_reads_the_same_on_the_fast_path(path: Path) -> None:
    raw = path.read_text(encoding="utf-8", errors="replace")
    for text in (raw, clean(raw)):  # the readers parse the cleaned text
        fast, parsed = _both(text)
        if path.name in NEEDS_PARSER:
            assert fast is None  # left to html.parser, which reads the page
            continue
        assert fast is not None  # no tag of these pages needs html.parser
        assert fast == parsed


FAST = [
    # attributes in every quoting, upper case names, attributes without value, ">" inside a quoted value
    "<table><tr><td class=x>1</td><td class='a b'>2</td><td class=\"a b\">3</td></tr></table>",
    "<TABLE CLASS=T><TR Class='r'><TD CLASS=\"x\" nowrap>1</TD><Th>h</tH></TR></TABLE>",
    '<table><tr><td title="a>b" class=c>1</td><td class>2</td><td class=>3</td><td class= x>4</td></tr></table>',
    "<table><tr><td class='x' class=\"y\">1</td><td class=a&amp;b>2</td><td colspan=&#50;>3</td></tr></table>",
    '<div class="player-container" <div="">\n<table><tr><td>x</td></tr></table>',  # Vega's own markup
    "<table><tr><td a=b/>1</td><td a= />2</td><td a = b>3</td></tr></table>",
    # self-closing and void tags
    "<table><tr><td>a<br/>b<br />c<br>d</td><td/><td>e<div/>f<span class=s/>g</td></tr></table>",
    "<table><tr><td><img src=x.png alt='a'>1<hr/>2</td></tr></table>",
    # spans
    '<table><tr><td colspan="3">a</td><td colspan=0>b</td><td colspan=00>c</td><td colspan=99>d</td>'
    "<td colspan=x>e</td><td COLSPAN=2 colspan=4>f</td></tr></table>",
    # inner elements with classes (Vega, chess-results colour markers)
    '<table><tr><td><div class="res">1</div><div class="cw">22</div></td>'
    '<td>12<div class="FarbesT"></div>½</td><td><span class="a"><b class="b">x</b> y</td></tr></table>',
    "<table><tr><td><i class=p>a<b class=q>b</i>c</b></td><td><div class=r>open</td></tr></table>",
    # skipped elements: script and style are raw text, noscript, template and head are skipped
    '<script>var s = "<table><tr><td>no</td></tr></table>";</script><table><tr><td>yes</td></tr></table>',
    "<style>td { x: 1 }</style ><table><tr><td>1</td></tr></table><STYLE></style>",
    "<script type=x>a</SCRIPT><noscript><table><tr><td>no</td></tr></table></noscript><table><tr><td>y</td>",
    "<template><table><tr><td>t</td></tr></table></template><head><title>T</title></head><h1>H</h1>",
    "<noscript><head><td>x</td></head></noscript><table><tr><td>1</td></tr></table>",
    "<table><tr><td>a<script>b</td>c</script>d</td></tr></table>",
    "<table><tr><td>a<script/>b</td></tr></table>",
    "<table><tr><td>1</td></tr></table><script>never closed <td>x</td>",
    # nested tables, read as text of their cell; tables and rows not closed; stray end tags
    "<table><tr><td>a<table><tr><td>b</td></tr></table>c</td><td>d</td></tr></table>",
    "<table><tr><td>a<table><tr><td>b</td></tr>",
    # tables nested in a cell, whose text is the cell's, read at once: references across their tags, deeper
    # tables, upper case, a self-closing table, names that begin with "table", a "<" or ">" inside a tag
    # or a script inside (read by the tokens then), nested tables that do not close
    "<table><tr><td>x<table class=i><tr><td>&am</td><td>p;&amp</td><td>;&frac12</b>&#189</td></tr></table>"
    "y&amp;</td></tr></table>",
    "<table><tr><td><TABLE><tr><td>1<table><tr><td>2</td></tr></table>3</td></tr></TABLE><table/>4</td></tr>"
    "<tr><td><table><tablex>5</tablex><table-x/></table><br/>6</td></tr></table>",
    '<table><tr><td><table title="a>b"><tr><td>1</td></tr></table><table><tr><td a="<">2</td></tr></table>'
    "<table><tr><td><script>x</script>3</td></tr></table><table><tr><td><style/>4</td></tr></table></td></tr>"
    "</table>",
    "<table><tr><td>a<table><tr><td>b<table><tr><td>c</td></tr></table></td></tr></table>",
    "<h2>open<table><tr><td><table><tr><td>1</td></tr></table></td></tr></table></h2>",
    "<table><tr><td>1<td>2<tr><td>3</table>",
    "</td></tr><table></tr><td>1</td></td></table></table>x</b>",
    "<table><table><tr><td>inner</td></tr></table><tr><td>outer</td></tr></table>",
    "<table><td>no row</td></table><table></table><table><tr></tr></table>",
    "<td>cell outside</td><tr><th>h</th></tr>",
    # captions and title
    "<title>T</title><h2>Open 2024</h2><p>Round 3</p>\n<table><tr><td>1</td></tr></table>",
    "<h1>A <b>B</b></h1><h1>C</h1><p>x<br>Round <b>4</b></p><table><tr><td>1</td></tr></table>"
    "<p>Group B</p><table><tr><td>2</td></tr></table>",
    "<h2>x<table><tr><td>1</td></tr></table>y</h2><h1>z</h1>",
    "<p>" + "line\n" * 70 + "</p>" + "<p></p>" * 70 + "<table><tr><td>1</td></tr></table>",
    "<title>only the title</title><table><tr><td>1</td></tr></table>",
    # character references, with and without ";", in text and attributes
    "<table><tr><td>&amp; &nbsp;x&#189;&frac12;&frac12 &amp &#x41;&#65 &bogus; & 1 < 2 &lt;td&gt;</td>"
    "<td title='&quot;'>&#0;&#x110000;</td></tr></table>",
    "<p>&frac12; R&ouml;nde</p><table><tr><td>1</td></tr></table>",
    # comments, declarations, CDATA, processing instructions (blanked by defuse first)
    "<!DOCTYPE html><!-- <table><tr><td>c</td></tr></table> --><?xml x?><![CDATA[<td>]]>"
    "<table><tr><td>1<!-- x --></td></tr></table>",
    # newlines and carriage returns (lines count "\n" only), tabs
    "\r\n<table>\r\n<tr>\n\t<td\nclass=x\n>1\n</td\n>\n<td>\r2</td></tr></table>",
    # unknown and namespaced tags, a long page of short tags
    "<table><tr><td><o:p>x</o:p><my-tag a=1>y</my-tag></td></tr></table>",
    "<table>" + "<tr><td>1</td><td class=c>2</td></tr>\n" * 200 + "</table>",
    '<table><tr><td>1</td></tr></table><a b="x\n' + "y" * 600 + '">',  # too long a tag: text (defuse)
    # an attribute right after a quoted value, no blank between (TurneringsService's and Word's pages:
    # <TABLE style="font-size:Small;"BORDER=0>), as html.parser reads it
    '<table style="x;"BORDER=0><tr><td class="a"b>1</td><td class=\'c\'title="t">2</td></tr></table>',
]


@pytest.mark.parametrize("text", FAST)
def test_snippets_read_the_same_on_the_fast_path(text: str) -> None:
    fast, parsed = _both(text)
    assert fast is not None
    assert fast == parsed


FALLBACK = [
    "<table><tr><td>1</td></ td></tr></table>",  # a blank after "</"
    "<table><tr><td>1</td x></tr></table>",  # an end tag with more than its name
    "<table><tr><td\xa0class=x>1</td></tr></table>",  # a blank html.parser knows, not HTML's (\xa0, \v)
    "<table><tr><td\x0bclass=x>1</td></tr></table>",
    "<table><tr><td class==x>1</td><td class= =x>2</td></tr></table>",  # "==" and a value starting "="
    "<table><tr><br/ class=x><td>1</td></tr></table>",  # "/" between attributes
    "<table><tr><td class='x>1</td></tr></table>",  # a quote never closed
    '<table><tr><td"x">1</td></tr></table>',  # a quote in the tag's name
]


@pytest.mark.parametrize("text", FALLBACK)
def test_other_forms_of_tags_go_to_html_parser(text: str) -> None:
    fast, parsed = _both(text)
    assert fast is None
    assert parse_page(text) == parsed


_TAGS = [
    "<table>", "</table>", "<TABLE class=t>", "<tr>", "</tr>", "<tr class='r s'>", "<td>", "</td>", "<th>",
    "</th>", "<TD CLASS=x>", "<td class='a b'>", '<td class="a b" colspan=2>', "<td colspan=00>", "<td/>",
    "<div class=res>", "</div>", "<span class=cw>", "</span>", "<b>", "</b>", "<br>", "<br/>", "<div/>",
    "<script>", "</script>", "<style>", "</style >", "<noscript>", "</noscript>", "<template>",
    "</template>", "<head>", "</head>", "<h1>", "</h1>", "<h2>", "</h2>", "<title>", "</title>", "<p>",
    "</p>", '<a title="x>y">', "<td nowrap>", "<td class= x>", "</ td>", "</td x>", "<!-- c -->",
    "<!DOCTYPE html>", '<div class="p" <div="">', "<td class=a&amp;b>", "<img src=x>", "<o:p>",
]  # fmt: skip
_TEXT = [
    "x",
    "1",
    " ",
    "\n",
    "½",
    "&amp;",
    "&nbsp;",
    "&#189;",
    "&frac12;",
    "&frac12",
    "&",
    "<",
    ">",
    "Runde 3",
]
_TABLE = ["<table>", "</table>", "<tr>", "</tr>", "<td>", "</td>", "<th>", "</th>", "<td class=c>", "\n"]
_MARKUP = st.builds(
    "".join,
    st.lists(
        st.one_of(
            st.sampled_from(["<table><tr>", "<p>Round 1</p>\n<table>"]),
            st.sampled_from(_TABLE),
            st.sampled_from(_TABLE),  # twice as likely: most of the markup makes tables
            st.sampled_from(_TAGS),
            st.sampled_from(_TEXT),
            st.text(alphabet="<>/=\"' \nabdhrt&;#1", max_size=10),  # fragments of tags, well formed or not
        ),
        max_size=40,
    ),
)


@settings(max_examples=300, deadline=None)
@given(_MARKUP)
def test_generated_markup_reads_the_same_or_goes_to_html_parser(text: str) -> None:
    fast, parsed = _both(text)
    assert fast is None or fast == parsed
    assert parse_page(text) == parsed


def _spec_of_defuse(text: str) -> str:
    """defuse's rule for a text without comments: a "<" followed by neither a letter nor "/", or with no
    ">" within 512 characters after it, becomes a blank."""
    out = list(text)
    for i, char in enumerate(text):
        if char == "<":
            after = text[i + 1 : i + 2]
            close = text.find(">", i)
            if not ((after.isascii() and after.isalpha()) or after == "/") or close < 0 or close - i > 512:
                out[i] = " "
    return "".join(out)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["<", ">", "a", "/", " ", "\n", "x" * 100, "y" * 300, "<td>"]), max_size=30))
def test_defuse_blanks_what_starts_no_tag_or_closes_too_far(parts: list[str]) -> None:
    text = "".join(parts)
    assert defuse(text) == _spec_of_defuse(text)


# -- cells written out by hand ---------------------------------------------------------------------------


def test_chess_results_row_lines_columns_and_classes() -> None:
    page = parse_page(
        '<table class="CRs1">\n<tr class="CRg1"><td class="CRc">1</td><td>Doe, <b>Jo</b></td></tr></table>'
    )
    (table,) = page.tables
    assert (table.line, table.column, table.classes) == (1, 1, frozenset({"CRs1"}))
    (row,) = table.rows
    assert (row.line, row.column, row.classes) == (2, 1, frozenset({"CRg1"}))
    assert row.cells == [
        HtmlCell("1", 2, 18, classes=frozenset({"CRc"})),  # after the 17 characters of <tr class="CRg1">
        HtmlCell("Doe, Jo", 2, 40),  # after <td class="CRc">1</td>, 22 characters
    ]


def test_vega_cell_parts_and_classes() -> None:
    page = parse_page('<table><tr>\n  <td><div class="res">1</div><div class="cw">22</div></td></tr></table>')
    (cell,) = page.tables[0].rows[0].cells
    assert cell == HtmlCell(
        "1 22",  # a <div> parts its text from the next
        2,
        3,
        classes=frozenset({"res", "cw"}),
        parts=((frozenset({"cw"}), "22"), (frozenset({"res"}), "1")),  # the last closed first
    )


def test_entities_spans_headers_and_the_page_title_and_caption() -> None:
    page = parse_page(
        "<title>T</title><h2>Open 2024</h2>\n<p>Round 3</p>\n"
        '<table><tr><th colspan="3">&frac12;&nbsp;x &amp; y</th><td colspan=0>2</td><td colspan=99>3</td></tr>'
        "</table>"
    )
    assert page.title == "Open 2024"  # the first h2, not the <title>
    (table,) = page.tables
    assert (table.caption, table.caption_line) == ("Round 3", 2)
    assert [(c.text, c.header, c.span) for c in table.rows[0].cells] == [
        ("½ x & y", True, 3),
        ("2", False, 1),
        ("3", False, 50),
    ]


def test_script_content_and_nested_tables() -> None:
    page = parse_page(
        '<script>var s = "<table><tr><td>no</td></tr></table>";</script>'
        "<table><tr><td>a<table><tr><td>b</td></tr></table>c</td></tr></table>"
    )
    # each start tag of the inner table parts the text, its end tags do not
    assert [[c.text for c in r.cells] for t in page.tables for r in t.rows] == [["a bc"]]
