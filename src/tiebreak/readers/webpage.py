"""Reader for saved web pages: a chess-results or Vega crosstable page, uploaded or pasted as HTML.

The page's tables are read by a tokenizer of this module (cell text, plus the CSS classes of each cell
and of the elements inside it): regular expressions find the tags and the text between them, and
handlers turn them into tables, rows and cells exactly as the standard library's :mod:`html.parser`
reads them (the same cells, lines and columns), four to five times faster. A tag of a form the
expressions do not take (``</ td>``, an end tag with attributes, attributes not parted by a blank, a
blank other than space, tab or line break inside a tag, an unclosed quote) sends the whole page to
:mod:`html.parser`. The table with a player column and round columns becomes the lines the crosstable
reader understands (tab-separated, one line per row, the colour written into the cell: ``22w1``); a
table whose columns are the players themselves (a round-robin grid, empty diagonal) goes to the grid
reader. Lines and columns of every error and warning are those of the HTML source.

========================================  ================================================================
chess-results ``<table class="CRs1">``    header row ``CRg1b``/``CRng1b``, rows ``CRg1``/``CRg2``; cells
                                          as in the text crosstable (``12w1``, ``-1``, ``5b½``); colour
                                          markers ``FarbewT``/``FarbesT`` inside a cell are read too
Vega ``<td><div class="res">1</div>``     result, then opponent with the colour in its class: ``cw``
``<div class="cw">22</div></td>``         White, ``cb`` Black, ``cf`` a forfeit or bye (``½ BYE``);
                                          the player cell's ``sort-num``, ``rating`` and title parts
Vega round robin                          columns ``1 2 3 …`` are the players; the diagonal is empty
========================================  ================================================================

>>> page = ('<table><tr><th>#</th><th>Player</th><th>1</th><th>Pts</th></tr>'
...         '<tr><td>1</td><td>Anna</td><td><div class="res">1</div><div class="cw">2</div></td>'
...         '<td>1</td></tr><tr><td>2</td><td>Boris</td><td><div class="res">0</div>'
...         '<div class="cb">1</div></td><td>0</td></tr></table>')
>>> t = read_html(page)
>>> [(e.opponent, e.color.value, e.result.code) for e in t.player(1).rounds]
[(2, 'w', '1')]
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field, replace
from fractions import Fraction
from html import escape, unescape
from html.parser import HTMLParser
from typing import TYPE_CHECKING

from ..model.errors import Diagnostic, ParseError, Severity
from ..model.messages import Hint, Option, Template
from ..model.tournament import Tournament
from ._builder import clean, point_value
from ._headings import BOILERPLATE, DIAGONAL_MARKS, TITLES, classify_heading, names_both_colours
from ._options import DEFAULT_OPTIONS, ReadOptions
from ._pagetext import vega_token

if TYPE_CHECKING:
    from .assemble import Classified

__all__ = [
    "HtmlCell",
    "HtmlRow",
    "HtmlTable",
    "Page",
    "SourceLines",
    "defuse",
    "looks_like_html",
    "parse_page",
    "player_fields",
    "read_html",
]

_NOT_READ = Template(
    "html.columns-not-read",
    "columns not read from the table: {columns} (tie-break values and other columns{check})",
    check=(Hint(Option.CHECK_STANDINGS, "; {option} compares published values"),),
)
_VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
)
_INLINE = frozenset(
    {"a", "abbr", "b", "big", "em", "font", "i", "small", "span", "strong", "sub", "sup", "u", "nobr"}
)
_SKIP = frozenset({"script", "style", "noscript", "template", "head"})
_NO_CLASS: frozenset[str] = frozenset()
"""The classes of a tag without attributes (one shared set, not one per tag)."""
_TITLE_TAGS = ("h1", "h2", "title")
_HEADER_ROWS = 6
"""How far down a table its header row is looked for (below the title rows some programs put above it)."""


@dataclass
class HtmlCell:
    """One ``<td>``/``<th>``: its text, its classes and those of the elements inside it, where it is."""

    text: str
    line: int
    column: int
    header: bool = False
    classes: frozenset[str] = frozenset()
    parts: tuple[tuple[frozenset[str], str], ...] = ()
    """Each element with a class inside the cell, with its text (Vega's ``res``, ``cw`` …)."""
    span: int = 1
    link: str = ""
    """Where the cell's first link points (its ``href``): a player card's page names a player."""

    def part(self, *names: str) -> str | None:
        """The text of the first inner element carrying one of the classes ``names``."""
        for classes, text in self.parts:
            if classes.intersection(names):
                return text
        return None


@dataclass
class HtmlRow:
    cells: list[HtmlCell]
    line: int
    column: int
    classes: frozenset[str] = frozenset()
    spans: bool = True
    """Whether a cell of the row may span columns (the page reader says False when none does)."""


@dataclass
class HtmlTable:
    rows: list[HtmlRow]
    line: int
    column: int
    classes: frozenset[str] = frozenset()
    caption: str = ""
    """The last line of text before the table (outside any table): a heading such as ``Runde 3``."""
    caption_line: int | None = None
    notes: tuple[str, ...] = ()
    """What reading the table assumed (opponents known by their links: :func:`opponents_by_link`)."""


@dataclass
class Page:
    """The tables of a page and its title (first ``h1``/``h2``, else ``<title>``)."""

    tables: list[HtmlTable]
    title: str = ""


def _digits(text: str) -> bool:
    return text.isascii() and text.isdigit()


def _text(pieces: list[str]) -> str:
    """The text of a cell or element, blanks collapsed (the readers :func:`clean` what they use)."""
    return " ".join("".join(pieces).split())


def _caption(outside: list[tuple[int, str]]) -> tuple[str, int | None]:
    """The last line of the text read since the previous table, and where it is; forgotten after. A line
    that is a bare number is passed over: a link of a list of pages or rounds (``1 2 3 4 5``), not a
    caption (Vega's round pages: ``Pairing of round 4, …`` above the links to each round's page)."""
    text, line = "", None
    for at, piece in reversed(outside):
        if piece == "\n":
            if text.strip() and not text.strip().isdecimal():
                break
            text, line = "", None
            continue
        if piece.strip():
            text, line = piece + text, at
    outside.clear()
    return " ".join(text.split())[:200], line


class _Parser(HTMLParser):
    """The events of :mod:`html.parser` for a page with a tag of a form :data:`_TOKEN` does not take,
    handed to a :class:`_Reader`: both readings share one set of handlers. A tag's class, colspan and
    href are written again in the one form :func:`_attributes` reads (html.parser has read the others)."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.reader = _Reader(text)
        self._starts = [0, *(m.end() for m in re.finditer("\n", text))]
        """Where each line starts: html.parser's line and offset as an offset in the text."""

    def _pos(self) -> int:
        line, offset = self.getpos()
        return self._starts[line - 1] + offset

    @staticmethod
    def _written(attrs: list[tuple[str, str | None]]) -> str:
        return "".join(
            f' {k}="{escape(v or "", quote=True)}"' for k, v in attrs if k in ("class", "colspan", "href")
        )

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.reader.start(tag, self._written(attrs), self._pos())

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.reader.start(tag, self._written(attrs), self._pos())
        if tag not in _VOID:
            self.reader.end(tag)

    def handle_endtag(self, tag: str) -> None:
        self.reader.end(tag, self._pos())

    def handle_data(self, data: str) -> None:
        if not self.reader.skip:
            self.reader.data(data, self._pos())

    def finish(self) -> None:
        self.close()
        self.reader.finish()  # a <script> left open runs to the end of the page


# -- the page's tokens, read with regular expressions ----------------------------------------------------
_BLANK = "[ \t\n\r\f]"
_ATTRIBUTES = (
    rf"((?:(?:{_BLANK}++|(?<=[\"']))[^\s/>\"'=][^\s/=>]*+"  # each attribute a name (after a quote too),
    rf"(?:{_BLANK}*+={_BLANK}*+(?:\"[^\"]*+\"|'[^']*+'|[^\s>\"'=][^\s>]*+)?)?)*+)"  # and maybe a value
)
_TOKEN = re.compile(
    r"([^<]*+)(?:"  # 1: the text before the tag
    rf"<([tT][dDhH]){_ATTRIBUTES}{_BLANK}*+>([^<]*+)</([tT][dDhH]){_BLANK}*+>"  # 2-5: a cell of text only
    rf"|<([a-zA-Z][-a-zA-Z0-9:_.]*+){_ATTRIBUTES}{_BLANK}*+(/?)>"  # 6-8: a start tag, "/" if it closes
    rf"|</([a-zA-Z][-a-zA-Z0-9:_.]*+){_BLANK}*+>"  # 9: an end tag's name
    r"|(<)"  # 10: any other tag: the page is read by html.parser
    r"|\Z)"
)
"""The text up to the next tag and the tag, in the forms :mod:`html.parser` reads the same way (each
character of a name, a blank, a quote and a value where its rules put them); any other form of tag ends
the fast reading of the page (:func:`parse_page` then reads it with :class:`_Parser`). A cell holding
only text (``<td class="CRc">5w1</td>``, most cells of a crosstable) is one token: its start tag, text
and end tag."""

_NAME_END = "(?![-a-zA-Z0-9:_.])"
_TABLE_TAG = re.compile(rf"<(/?)[tT][aA][bB][lL][eE]{_NAME_END}[^>]*+>")
_PLAIN_TAGS = re.compile(
    rf"(?:[^<]*+(?:<(?!(?i:script|style|noscript|template|head){_NAME_END})[a-zA-Z][-a-zA-Z0-9:_.]*+"
    rf"(?:{_BLANK}++[^\s/>\"'=<][^\s/=><]*+"
    rf"(?:{_BLANK}*+={_BLANK}*+(?:\"[^\"<>]*+\"|'[^'<>]*+'|[^\s>\"'=<][^\s><]*+)?)?)*+{_BLANK}*+/?>"
    rf"|</[a-zA-Z][-a-zA-Z0-9:_.]*+{_BLANK}*+>))*+"
)
"""Text and tags of the forms :data:`_TOKEN` reads alike, without a ``<`` or ``>`` inside a tag (so that
each ``<`` begins a tag) and without a tag whose content is not text (script, style, …)."""
_START_TAG = re.compile(r"<[a-zA-Z][^>]*+>")
_END_TAG = re.compile(r"</[^>]*+>")


def _nested_table(text: str, begin: int, stop: int) -> tuple[str, int] | None:
    """The text a table nested in a cell adds to the cell's (``begin``: where its start tag begins) and
    where the table ends, as :class:`_Reader` reads it token by token (each start tag a blank, each end
    tag nothing, character references decoded), read with regular expressions; None when the table does
    not end before ``stop`` or holds a tag of another form (:data:`_PLAIN_TAGS`): it is then read by the
    tokens. The table is read again as a table of its own (:func:`_cell_tables`): without this, the
    tokens of a page laid out in tables (chess-results' pages, two tables deep) were read in Python
    once per level."""
    depth, end = 0, -1
    for tag in _TABLE_TAG.finditer(text, begin, stop):
        depth += -1 if tag[1] else tag[0][-2:] != "/>"
        if depth == 0:
            end = tag.end()
            break
    if end < 0 or _PLAIN_TAGS.fullmatch(text, begin, end) is None:
        return None
    words = _END_TAG.sub("<", _START_TAG.sub(" ", text[begin:end]))  # "<": no reference read across it
    if "&" in words:
        words = unescape(words)
    return words.replace("<", ""), end


_ATTRIBUTE = re.compile(
    r"([^\s/>\"'=][^\s/=>]*+)(?:[ \t\n\r\f]*+=[ \t\n\r\f]*+(\"[^\"]*+\"|'[^']*+'|[^\s>\"'=][^\s>]*+)?)?"
)
"""One attribute of those :data:`_TOKEN` found: its name and its value as written (quotes kept)."""

_TH = frozenset({"th", "TH", "Th", "tH"})
_RAW_END = {
    "script": re.compile(r"</\s*script\s*>", re.IGNORECASE),
    "style": re.compile(r"</\s*style\s*>", re.IGNORECASE),
}
"""The end of a script or style: what stands before it is raw text (no tag is read in it)."""


def _attributes(written: str) -> list[tuple[str, str]]:
    """The attributes of a tag (name in lower case, value unquoted, its character references decoded;
    an attribute without value has the value ``""``)."""
    out = []
    for name, value in _ATTRIBUTE.findall(written):
        if value[:1] in ("'", '"'):
            value = value[1:-1]
        out.append((name.lower(), unescape(value) if "&" in value else value))
    return out


class _Lines:
    """Line and column (1-based) of offsets of a text, asked for in increasing order: the newlines are
    counted from the previous offset asked for, never from the start."""

    __slots__ = ("line", "next", "start", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.line, self.start = 1, 0
        newline = text.find("\n")
        self.next = newline if newline >= 0 else len(text)
        """The first newline at or after the start of the current line."""

    def at(self, pos: int) -> tuple[int, int]:
        if pos > self.next:
            text = self.text
            self.line += text.count("\n", self.next, pos)
            self.start = text.rfind("\n", self.next, pos) + 1
            newline = text.find("\n", pos)
            self.next = newline if newline >= 0 else len(text)
        return self.line, pos - self.start + 1


class _Table:
    """A table being read by :class:`_Reader`: its row and cell (text pieces, inner elements) open."""

    __slots__ = (
        "caption",
        "cell",
        "cell_start",
        "inner",
        "nested",
        "nested_end",
        "parts",
        "pieces",
        "row",
        "table",
    )

    def __init__(self, table: HtmlTable) -> None:
        self.table = table
        self.caption: tuple[int, list[str]] | None = None
        """The table's ``<caption>`` being read: its line and text pieces."""
        self.row: HtmlRow | None = None
        self.cell: HtmlCell | None = None
        self.pieces: list[str] = []
        self.inner: list[tuple[str, frozenset[str], int]] = []
        self.parts: list[tuple[frozenset[str], str]] = []
        self.nested = 0
        self.cell_start = 0
        """Where the open cell's start tag begins."""
        self.nested_end = -1
        """Where the last table nested in the open cell ends (-1: the cell holds none)."""


class _Reader:
    """The page read token by token (:data:`_TOKEN`), or from :mod:`html.parser`'s events
    (:class:`_Parser`): its tables, cells, captions and title. Read by the tokens, without html.parser's
    own cost (about half of the page's reading in it)."""

    def __init__(
        self, text: str, begin: int = 0, stop: int | None = None, lines: _Lines | None = None
    ) -> None:
        self.text = text
        self.begin, self.stop = begin, len(text) if stop is None else stop
        """The part of the text read: all of it, or a cell's content read again (:func:`_cell_tables`)."""
        self.lines = lines if lines is not None else _Lines(text)
        """Line and column of offsets (one shared by the cells read again in the page's order)."""
        self.tables: list[HtmlTable] = []
        self.cells_with_tables: list[tuple[int, int]] = []
        """Where each cell that holds tables starts and where its last table ends (:func:`_cell_tables`)."""
        self.titles: dict[str, str] = {}
        self.stack: list[_Table] = []
        self.skip: list[str] = []
        self.title: tuple[str, list[str]] | None = None
        self.outside: list[tuple[int, str]] = []
        self.classes: dict[str, frozenset[str]] = {"": _NO_CLASS}
        """The classes of each form of attributes met (a page repeats a few thousand times)."""
        self.spans: dict[str, int] = {}
        """The columns a cell spans, by the form of its attributes (as :attr:`classes`)."""

    def read(self) -> bool:
        """Read the page, False as soon as a tag of another form than :data:`_TOKEN`'s is met."""
        text, pos, stack, skip, lines, known = (
            self.text,
            self.begin,
            self.stack,
            self.skip,
            self.lines,
            self.classes,
        )
        stop = self.stop
        while True:
            state = stack[-1] if stack else None  # the table open, again after each tag but a cell of text
            for m in _TOKEN.finditer(text, pos, stop):
                if state is not None and state.nested and not skip and self.title is None:
                    kind = m.lastindex  # a table nested in the open cell: its text the cell's, at once
                    if kind == 5 or kind == 9 or (kind == 8 and not m[8] and m[6].lower() not in _SKIP):
                        self._nested_token(state, m, kind)
                        continue
                chunk = m[1]
                if chunk and not skip:
                    chunk = unescape(chunk) if "&" in chunk else chunk
                    if state is not None and state.cell is not None:
                        state.pieces.append(chunk)
                    else:
                        self.data(chunk, m.start())
                kind = m.lastindex
                if kind == 5 and state is not None and not state.nested and not skip:
                    # a cell of text only in a table's row, read at once: what start(), data() and end()
                    # do for its start tag, text and end tag
                    if state.cell is not None:
                        self._close_cell(state)
                    at = m.end(1)
                    if at > lines.next:
                        lines.at(at)
                    line, col = lines.line, at - lines.start + 1
                    row = state.row
                    if row is None:
                        row = state.row = HtmlRow([], line, col, spans=False)
                    attributes, words = m[3], m[4]
                    classes = known.get(attributes)
                    if classes is None:
                        classes = self._classes(attributes)
                    span = self._span(attributes) if "=" in attributes else 1
                    if span != 1:
                        row.spans = True
                    if "&" in words:
                        words = unescape(words)
                    if not (words.isprintable() and "  " not in words and words[:1] != " " != words[-1:]):
                        words = " ".join(words.split())  # else no blank to collapse: no list made
                    row.cells.append(HtmlCell(words, line, col, m[2] in _TH, classes, (), span))
                    continue
                if kind == 5:
                    self.start(m[2].lower(), m[3], m.end(1))
                    if m[4] and not skip:
                        self.data(unescape(m[4]), m.start(4))
                    self.end(m[5].lower())
                elif kind == 8:
                    tag = m[6].lower()
                    if (
                        tag == "table"
                        and state is not None
                        and state.cell is not None
                        and not state.nested
                        and not m[8]
                        and not skip
                        and self.title is None
                    ):  # a table in the open cell: its text the cell's, read at once
                        found = _nested_table(text, m.end(1), stop)
                        if found is not None:
                            state.pieces.append(found[0])
                            pos = state.nested_end = found[1]
                            break
                    self.start(tag, m[7], m.end(1))
                    if m[8]:
                        if tag not in _VOID:
                            self.end(tag)
                    elif tag in _RAW_END:
                        close = _RAW_END[tag].search(text, m.end(), stop)
                        if close is None:  # html.parser keeps the rest, waiting for the end
                            return True
                        self.end(tag)
                        pos = close.end()
                        break
                elif kind == 9:
                    self.end(m[9].lower(), m.end())
                elif kind == 10:
                    return False
                state = stack[-1] if stack else None
            else:
                return True

    @staticmethod
    def _nested_token(state: _Table, m: re.Match[str], kind: int) -> None:
        """A token of a table nested in the open cell (a cell of text, an end tag, a start tag that is
        neither a script's nor self-closing), as :meth:`start`, :meth:`data` and :meth:`end` take it:
        its text added to the cell's, a blank for a start tag, the nesting counted. (Read a level down
        by :func:`_cell_tables` as a table of its own.)"""
        pieces = state.pieces
        chunk = m[1]
        if chunk:
            pieces.append(unescape(chunk) if "&" in chunk else chunk)
        if kind == 5:
            pieces.append(" ")
            words = m[4]
            if words:
                pieces.append(unescape(words) if "&" in words else words)
        elif kind == 9:
            if m[9].lower() == "table":
                state.nested -= 1
                if not state.nested:
                    state.nested_end = m.end()
        else:
            state.nested += m[6].lower() == "table"
            pieces.append(" ")

    def _classes(self, attributes: str) -> frozenset[str]:
        found = self.classes.get(attributes)
        if found is None:
            found = frozenset(" ".join(v for k, v in _attributes(attributes) if k == "class").split())
            self.classes[attributes] = found
        return found

    def _newline(self) -> None:
        self.outside.append((0, "\n"))
        if len(self.outside) > 64:
            del self.outside[:-64]

    def data(self, data: str, pos: int) -> None:
        if self.stack:
            state = self.stack[-1]
            if state.cell is not None:
                state.pieces.append(data)
            elif state.caption is not None:
                state.caption[1].append(data)
            elif self.title is not None:
                self.title[1].append(data)
            return
        if self.title is not None:
            self.title[1].append(data)
        if data.strip():
            self.outside.append((self.lines.at(pos)[0], data))
            if len(self.outside) > 64:
                del self.outside[:-64]

    def start(self, tag: str, attributes: str, pos: int) -> None:
        if self.skip:
            if tag in _SKIP:
                self.skip.append(tag)
            return
        if tag in _SKIP and tag != "head":
            self.skip.append(tag)
            return
        if not self.stack:
            if tag == "table":
                line, col = self.lines.at(pos)
                caption, at = _caption(self.outside)
                self.stack.append(_Table(HtmlTable([], line, col, self._classes(attributes), caption, at)))
            elif tag not in _INLINE:
                self._newline()
                if tag in _TITLE_TAGS and tag not in self.titles and self.title is None:
                    self.title = (tag, [])
            return
        state = self.stack[-1]
        if tag == "table" and state.cell is None:
            line, col = self.lines.at(pos)
            self.stack.append(_Table(HtmlTable([], line, col, self._classes(attributes))))
        elif tag == "table" or state.nested:
            state.nested += tag == "table"  # read as text of the cell here, as a table by _cell_tables
            state.pieces.append(" ")
        elif tag == "tr":
            self._close_row(state)
            line, col = self.lines.at(pos)
            state.row = HtmlRow([], line, col, self._classes(attributes), spans=False)
        elif tag == "caption" and state.cell is None and state.row is None:
            state.caption = (self.lines.at(pos)[0], [])
        elif tag == "td" or tag == "th":
            self._open_cell(state, tag, attributes, pos)
        elif state.cell is not None:
            if tag not in _INLINE:
                state.pieces.append(" ")
            elif tag == "a" and not state.cell.link and "href" in attributes:
                state.cell.link = next((v for k, v in _attributes(attributes) if k == "href"), "")
            if tag not in _VOID:
                state.inner.append((tag, self._classes(attributes), len(state.pieces)))

    def _open_cell(self, state: _Table, tag: str, attributes: str, pos: int) -> None:
        self._close_cell(state)
        line, col = self.lines.at(pos)
        if state.row is None:
            state.row = HtmlRow([], line, col, spans=False)
        span = self._span(attributes) if "=" in attributes else 1
        state.cell = HtmlCell("", line, col, tag == "th", self._classes(attributes), (), span)
        state.pieces = []
        state.cell_start = pos

    def _span(self, attributes: str) -> int:
        """The columns a cell spans: its first ``colspan``, 1 when it has none (or 0, or not a number)."""
        found = self.spans.get(attributes)
        if found is None:
            written = next((v for k, v in _attributes(attributes) if k == "colspan"), "") or "1"
            found = min(int(written), 50) if _digits(written) and written != "0" else 1
            self.spans[attributes] = found
        return found

    def end(self, tag: str, pos: int | None = None) -> None:
        if self.skip:
            if tag == self.skip[-1]:
                self.skip.pop()
            return
        if self.title is not None and tag == self.title[0]:
            self.titles[tag] = _text(self.title[1])
            self.title = None
            self.outside.append((0, "\n"))
            return
        if not self.stack:
            if tag not in _INLINE:
                self._newline()
            return
        state = self.stack[-1]
        if tag == "table":
            if state.nested:
                state.nested -= 1
                if not state.nested and pos is not None:
                    state.nested_end = pos
                return
            self._close_row(state)
            self.stack.pop()
            if state.table.rows:
                self.tables.append(state.table)
        elif state.nested:
            return
        elif tag == "tr":
            self._close_row(state)
        elif tag == "td" or tag == "th":
            self._close_cell(state)
        elif tag == "caption" and state.caption is not None:  # the table's own caption: its title
            text = _text(state.caption[1])
            if text:
                state.table.caption, state.table.caption_line = text[:200], state.caption[0]
            state.caption = None
        elif state.cell is not None:
            if tag not in _INLINE:
                state.pieces.append(" ")
            inner = state.inner
            for k in range(len(inner) - 1, -1, -1):
                if inner[k][0] == tag:
                    for _, classes, begin in reversed(inner[k:]):
                        if classes:
                            state.parts.append((classes, _text(state.pieces[begin:])))
                    del inner[k:]
                    break

    def _close_cell(self, state: _Table) -> None:
        cell = state.cell
        if cell is None:
            return
        if state.nested_end >= 0:
            self.cells_with_tables.append((state.cell_start, state.nested_end))
            state.nested_end = -1
        if state.inner:
            for _, classes, begin in reversed(state.inner):
                if classes:
                    state.parts.append((classes, _text(state.pieces[begin:])))
            state.inner.clear()
        pieces = state.pieces
        cell.text = " ".join((pieces[0] if len(pieces) == 1 else "".join(pieces)).split())
        if state.parts:
            parts = tuple(reversed(state.parts))  # outermost first
            cell.parts = parts
            cell.classes = cell.classes.union(*(c for c, _ in parts))
            state.parts.clear()
        if state.row is not None:
            state.row.cells.append(cell)
            if cell.span != 1:
                state.row.spans = True
        state.cell = None

    def _close_row(self, state: _Table) -> None:
        self._close_cell(state)
        if state.row is not None and state.row.cells:
            state.table.rows.append(state.row)
        state.row = None

    def finish(self) -> None:
        """The end of the page: a skipped element or a title left open ends, and every open table."""
        self.skip.clear()
        self.title = None
        while self.stack:
            self.end("table")
            if self.stack and self.stack[-1].nested:
                self.stack[-1].nested = 0


_TAG_REACH = 512
"""A ``<`` whose ``>`` is farther than this (or missing) starts no tag we read: it is blanked."""


_PAPI_LOSS = re.compile(r"<(?=(?:&nbsp;|&#160;|\s)*\d{1,4}\s*[NB]\s*<)")
"""The ``<`` of Papi's grid cell of a game lost by forfeit (``<td><&nbsp;24B</td>``): kept as ``‹``
(:func:`defuse` blanks every other ``<`` that starts no element), read as ``<`` by the cell reader."""
_NOT_A_TAG = re.compile(r"<(?![A-Za-z/])")
"""A ``<`` that starts no element: text to the parser, or a declaration (``<!``, ``<?``)."""


_INSTRUCTION = re.compile(rf"<\?[^<>]{{0,{_TAG_REACH}}}>")
"""A processing instruction (``<?php … ?>``, ``<?xml …?>``), up to a ``>`` within reach."""


def _blank(text: str) -> str:
    return re.sub(r"[^\n]", " ", text)


def defuse(text: str) -> str:
    r"""The page with what could make the parser slow or fail blanked, every other character in place
    (so lines and columns stay those of the source): comments, declarations (``<!…``, ``<?…``), a ``<``
    that starts no element, and one with no ``>`` near it. Linear in the length of the text.

    >>> defuse("<!DOCTYPE html><!-- a\nb --><td>1 < 2</td>")
    ' !DOCTYPE html>      \n     <td>1   2</td>'
    """
    pieces: list[str] = []
    pos = 0
    while (start := text.find("<!--", pos)) >= 0:
        end = text.find("-->", start + 4)
        end = len(text) if end < 0 else end + 3
        pieces += [text[pos:start], _blank(text[start:end])]
        pos = end
    text = "".join(pieces) + text[pos:]
    if "<?" in text:  # a processing instruction (PHP's <?php include(…); ?>) is no text of the page
        text = _INSTRUCTION.sub(lambda m: _blank(m.group()), text)
    if "<&" in text or "< " in text:  # Papi's forfeit lost, '<&nbsp;24B': a sign, not a tag
        text = _PAPI_LOSS.sub("\u2039", text)
    text = _NOT_A_TAG.sub(" ", text)
    runs = text.split(">")  # a "<" is blanked when the run of text it stands in ends too far after it
    if "<" not in runs[-1] and max(map(len, runs[:-1]), default=0) <= _TAG_REACH:
        return text  # the common page: every tag short and closed
    for k, run in enumerate(runs[:-1]):
        if len(run) > _TAG_REACH:
            cut = len(run) - _TAG_REACH
            runs[k] = run[:cut].replace("<", " ") + run[cut:]
    runs[-1] = runs[-1].replace("<", " ")
    return ">".join(runs)


def parse_page(text: str, source: str | None = None) -> Page:
    """Every table of an HTML page and the page title; a table nested in a cell is read as text of its
    cell and as a table of its own (:func:`_cell_tables`).

    >>> p = parse_page('<h2>Open</h2><table><tr><td class="x">a<b>1</b></td></tr></table>')
    >>> p.title, p.tables[0].rows[0].cells[0].text
    ('Open', 'a1')
    """
    from ._once import once

    return once("page", (text, source), lambda: _parsed_page(text, source))


def _parsed_page(text: str, source: str | None) -> Page:
    text = defuse(text)
    page = _read_fast(text)
    page = page if page is not None else _read_parsed(text, source)
    if "papi_joueur_box" in text:
        _papi_names(page)
    from ._cards import card_tables, has_cards

    if has_cards(text):  # Vega's team round pages: each match a card of blocks, not a table
        page = replace(page, tables=[*page.tables, *card_tables(text)])
    return page


def _papi_names(page: Page) -> None:
    """Papi's grid on the French federation's site writes each name in a box that also holds a hidden
    pop-up table of the player's rounds (``<div class=papi_joueur_box><b>NAME</b><div class=data>…``):
    the cell's text made the name alone, the pop-up's text left out."""
    for table in page.tables:
        for row in table.rows:
            for k, cell in enumerate(row.cells):
                box, data = cell.part("papi_joueur_box"), cell.part("data")
                if box and data and data in box:
                    row.cells[k] = replace(cell, text=" ".join(box.replace(data, " ", 1).split()))


_SITE_PREFIX = re.compile(r"^.*?chess-results\.com\s+-\s+", re.IGNORECASE)
"""What chess-results writes before the event's name in a page's ``<title>``, in each language
(``Chess-Results Server Chess-results.com - ``, ``Schachturnier-Ergebnisserver Chess-results.com - ``)."""


_CELL_HEADING = re.compile(r"<h([12])\b[^>]{0,200}>(.{0,400}?)</h\1\s*>", re.IGNORECASE | re.DOTALL)
"""A first or second level heading anywhere in a page, a table's cell too (bounded: read in linear time)."""


def _page_title(titles: dict[str, str], text: str) -> str:
    """The page's title: its first ``h1``, else ``h2``, else ``<title>`` without the site's name. A page
    laid out in a table (chess-results: its headings inside the frame's cells) whose ``<title>`` is cut
    short (``2026 British Chess Championships:``) takes its first heading that begins with that
    title (``… Championships: Championship``)."""
    title = next((titles[t] for t in _TITLE_TAGS if titles.get(t)), "")
    if titles.get("h1") or titles.get("h2"):
        return title
    title = _SITE_PREFIX.sub("", title)
    heading = _CELL_HEADING.search(text)
    if heading is not None:
        inner = " ".join(unescape(re.sub(r"<[^>]*>", " ", heading.group(2))).split())
        if len(inner) > len(title) and inner.casefold().startswith(title.casefold()):
            return inner
    return title


def _read_fast(text: str) -> Page | None:
    """The page read by :class:`_Reader`; None when it holds a tag of a form only :mod:`html.parser` reads."""
    reader = _Reader(text)
    if not reader.read():
        return None
    reader.finish()
    title = _page_title(reader.titles, text)
    return Page([opponents_by_link(t) for t in _with_cell_tables(text, reader)], title)


def _with_cell_tables(text: str, reader: _Reader) -> list[HtmlTable]:
    """The page's tables and, in the order of the page, the tables its cells hold (:func:`_cell_tables`)."""
    inner = _cell_tables(text, reader.cells_with_tables)
    if not inner:
        return reader.tables
    return sorted([*reader.tables, *inner], key=lambda t: (t.line, t.column))


def _cell_tables(text: str, cells: list[tuple[int, int]]) -> list[HtmlTable]:
    """The tables held in cells of other tables, each cell's content read again as a page of its own.

    A page laid out in tables (chess-results' pages: the ranking, crosstable or pairing list a table in
    a cell of the page's frame) has its data one table down; a cell of that table may hold a table of
    its own again (chess-results' name cells: a colour mark and the name). Each table read so is kept
    when it has two rows or more (a header and a row, at least); it is read as text of its cell too, as
    before. Its caption is the last line of the cell's text before it (``1. Runde am …``).

    Cells are read again down to :data:`_CELL_DEPTH` levels only, so that the page is read at most
    that many times more, whatever its nesting (tables nested a thousand deep would otherwise have
    each level read again, a time the square of the page's length)."""
    found: list[HtmlTable] = []
    level = sorted(cells)
    for _ in range(_CELL_DEPTH):  # a level at a time, its cells in the page's order: the lines of the
        lines, deeper = _Lines(text), list[tuple[int, int]]()  # page counted once a level, not once a cell
        for begin, stop in level:
            reader = _Reader(text, begin, stop, lines)
            if not reader.read():  # a tag only html.parser reads: the cell stays text
                continue
            reader.finish()
            found += [t for t in reader.tables if len(t.rows) >= 2]
            deeper += reader.cells_with_tables
        level = sorted(deeper)
    return found


_CELL_DEPTH = 3
"""How deep tables in cells are read (chess-results: the page's frame, the data table in its cell, the
small table of a name cell: two levels)."""


_LINKED_RESULT = re.compile(r"^(1|0|½|=|0[.,]5|1/2|\+|-)$")


def opponents_by_link(table: HtmlTable) -> HtmlTable:
    """A table whose round cells give the result only and name the opponent by a link to the page the
    opponent's name links to (Swiss Master's ranking: ``<a href='../players/p046.html'>1</a>``, the
    opponent's name linking to ``p046.html``), its cells rewritten with the opponent's number as the
    crosstable reader reads them (``1`` against the row numbered 46: ``W46``; ``½``: ``D46``); the
    table as it is when its names link nowhere or fewer than half of its rows have such a cell.

    The number of a row is its first cell's when that is a number, else its place among the rows."""
    if not any(c.link for r in table.rows[:4] for c in r.cells):
        return table
    owner: dict[str, int] = {}
    for k, row in enumerate(table.rows):
        first = row.cells[0].text.rstrip(".") if row.cells else ""
        number = int(first) if _digits(first) else k + 1
        name = next((c for c in row.cells if c.link and any(ch.isalpha() for ch in c.text)), None)
        if name is not None and name.link not in owner:
            owner[name.link] = number
    if len(owner) < 2:
        return table
    linked = [
        [
            (i, owner[c.link])
            for i, c in enumerate(r.cells)
            if c.link in owner and _LINKED_RESULT.match(c.text)
        ]
        for r in table.rows
    ]
    if 2 * sum(1 for found in linked if found) < len(owner):
        return table
    rows = []
    for row, found in zip(table.rows, linked, strict=True):
        cells = list(row.cells)
        for i, number in found:
            cells[i] = replace(cells[i], text=vega_token(cells[i].text, str(number)))
        rows.append(replace(row, cells=cells) if found else row)
    note = (
        f"round cells that give only the result read with the opponent their link names (the player "
        f"whose name links to the same page: {sum(map(len, linked))} cells), without colours"
    )
    return replace(table, rows=rows, notes=(*table.notes, note))


def _read_parsed(text: str, source: str | None = None) -> Page:
    """The page (already :func:`defuse`\\ d) read by :mod:`html.parser` (:class:`_Parser`)."""
    parser = _Parser(text)
    try:
        parser.feed(text)
        parser.finish()
    except AssertionError as exc:  # html.parser's own checks on markup it cannot take
        raise ParseError(f"cannot read the HTML of this page: {exc}", source=source) from None
    reader = parser.reader
    title = _page_title(reader.titles, text)
    return Page([opponents_by_link(t) for t in _with_cell_tables(text, reader)], title)


_LEAD_COMMENTS = re.compile(r"^(?:<!--.*?-->\s*)+", re.DOTALL)
"""Comments before a page's first tag (``<!-- saved from url=(0022)http://internet.e-mail -->``, the mark
a browser writes on a page it saves)."""


def looks_like_html(text: str, suffix: str = "") -> bool:
    """An ``.html``/``.htm`` file, or text that starts like a web page or holds a table's markup."""
    if suffix in (".html", ".htm"):
        return True
    head = _LEAD_COMMENTS.sub("", text[:4096].lstrip("\ufeff \t\r\n")).lower()  # a browser's mark
    if head.startswith(("<!doctype html", "<html", "<table", "<?xml")):
        return "<t" in text.lower()
    if head.startswith("<"):  # markup without its page (a browser's copy: <div …>, <nav …>): Vega's cards
        from ._cards import has_cards

        if has_cards(text):
            return True
    body = text[:65536].lower()  # a page's table may stand after a long head (front matter, styles)
    return bool(re.search(r"<table\b", body)) and bool(re.search(r"<t[dh]\b", body))


_XML_ROOT = re.compile(
    r"\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--.*?-->\s*|<!DOCTYPE[^>]*>\s*)*<([A-Za-z_][\w.:-]*)", re.S
)


def _own_heading(table: HtmlTable, several: bool, options: ReadOptions) -> str:
    """The heading over the crosstable read of a page of several events (picked, or chosen with
    ``--columns table=N``): its event's name; "" otherwise, or for a heading that says what the table is
    (``Standings``), not the event."""
    chosen = options.columns is not None and options.columns.table is not None
    own = table.caption.strip() if several or chosen else ""
    return "" if BOILERPLATE.search(own) else own


def _no_xml(text: str, source: str | None) -> None:
    """:raises ParseError: for an XML document that is no web page (:func:`_xml_root`), naming it."""
    root = _xml_root(text)
    if root is not None:
        raise ParseError(
            f"an XML file (its root element <{root}>), not a web page: no reader knows this form; give "
            "the event as a TRF file (FIDE's report format, which pairing programs export), or its "
            "published pages (crosstable, pairing lists, ranking)",
            source=source,
            line=1,
            column=1,
        )


def _xml_root(text: str) -> str | None:
    """The root element of an XML document that is no web page (``<chess>``, a program's own file),
    else None."""
    m = _XML_ROOT.match(text.lstrip("\ufeff"))
    if m is None or not text.lstrip("\ufeff \t\r\n").startswith("<?xml"):
        return None
    return None if m.group(1).lower() in ("html", "xhtml", "body", "table") else m.group(1)


# -- headings and player cells ----------------------------------------------------------------------
def player_fields(cell: HtmlCell) -> dict[str, str]:
    """Name, and when the cell holds them (Vega's player box), starting number, rating and title.

    >>> c = HtmlCell("Doe,Jo 4 FM 1900", 1, 1, parts=((frozenset({"player-name-box2"}), "Doe,Jo"),
    ...     (frozenset({"sort-num"}), "4"), (frozenset({"title2"}), "FM"), (frozenset({"rating"}), "1900")))
    >>> player_fields(c)
    {'name': 'Doe,Jo', 'sno': '4', 'title': 'FM', 'rating': '1900'}
    >>> player_fields(HtmlCell("CM Doe,Jo", 1, 1, parts=((frozenset({"title", "male"}), " CM"),)))
    {'name': 'Doe,Jo', 'title': 'CM'}
    """
    if not cell.parts:  # the usual cell: its text
        return {"name": cell.text}
    name = next((t for c, t in cell.parts if any(k.startswith("player-name") for k in c)), None)
    title = next((t.strip() for c, t in cell.parts if any(k in ("title2", "title") for k in c)), "")
    if name is None:  # Vega's other template: the title in a part of its own before the name
        text = cell.text.strip()
        if title and title.upper() in TITLES and text.startswith(title):
            return {"name": text[len(title) :].strip(), "title": title.upper()}
        return {"name": cell.text}
    out = {"name": name}
    sno = cell.part("sort-num")
    if sno and _digits(sno):
        out["sno"] = sno
    if title.upper() in TITLES:
        out["title"] = title.upper()
    rating = cell.part("rating")
    if rating and _digits(rating):
        out["rating"] = rating
    return out


def header_row(table: HtmlTable) -> int | None:
    """Index of the table's header row: the first of its first rows with a name heading."""
    for k, row in enumerate(table.rows[:_HEADER_ROWS]):
        kinds = [classify_heading(c.text)[0] for c in row.cells]
        if "name" in kinds:
            return k
    return None


def expand(row: HtmlRow) -> list[HtmlCell]:
    """The row's cells, a cell spanning ``n`` columns repeated ``n`` times (the copies empty)."""
    if not row.spans or all(c.span == 1 for c in row.cells):  # the common row: no cell spans columns
        return list(row.cells)
    out: list[HtmlCell] = []
    for c in row.cells:
        out.append(c)
        out.extend(replace(c, text="", parts=(), classes=frozenset()) for _ in range(c.span - 1))
    return out


# -- round cells --------------------------------------------------------------------------------------
_RESULT = r"(1|0|½|=|0[.,]5|1/2|\+|-)"
_VEGA_TEXT = re.compile(rf"^{_RESULT}\s+(\d+|bye|BYE|Bye)$")
_NUMBER_RESULT = re.compile(rf"^(\d+)\s+{_RESULT}$")
_WHITE = frozenset({"cw", "FarbewT", "white", "w", "oppw"})
_BLACK = frozenset({"cb", "FarbesT", "black", "b", "oppb"})
"""The classes that give a game's colour: Vega's ``cw``/``cb``, chess-results' ``FarbewT``, a club's own
page's ``oppw``/``oppb`` on the opponent's number (``<div class='oppw'>25</div>1``)."""
_COLOUR_CLASS = re.compile(r"(?:.*[_-])?(white|black|weiss|schwarz|blanc|noir)", re.IGNORECASE)
"""A class that names a colour as its last word (a club's own page: ``CP_White``, ``cp-black``)."""


def _colour(classes: frozenset[str]) -> str | None:
    """``w`` or ``b`` for classes that give a game's colour (:data:`_WHITE`, :data:`_BLACK`, or a class
    ending in the colour's name: :data:`_COLOUR_CLASS`), None for classes that give none (or both)."""
    white, black = bool(classes & _WHITE), bool(classes & _BLACK)
    for c in classes:
        m = _COLOUR_CLASS.fullmatch(c)
        if m is not None:
            word = m.group(1).lower()
            white, black = (
                white or word in ("white", "weiss", "blanc"),
                black or word in ("black", "schwarz", "noir"),
            )
    return None if white == black else "w" if white else "b"


_FORFEIT = frozenset({"cf"})


def coloured_opponent(text: str, parts: tuple[tuple[frozenset[str], str], ...]) -> str | None:
    """``25w1`` for a cell whose opponent's number stands in an element whose class is the colour, its
    result after it (a club's own page: ``<div class='oppw'>25</div>1``, ``<div class='oppb'>2</div>½``);
    that element empty and a point or a half after it, a bye of that value (``-1``, ``-½``); None for any
    other cell.

    >>> white, black = frozenset({"oppw"}), frozenset({"oppb"})
    >>> coloured_opponent("25 1", ((white, "25"),)), coloured_opponent("½", ((black, ""),))
    ('25w1', '-½')
    >>> coloured_opponent("1 22", ((frozenset({"res"}), "1"), (frozenset({"cw"}), "22"))) is None  # Vega's
    True
    """
    if not parts:
        return None
    found = next(((c, t.strip()) for c, t in parts if _colour(c) is not None), None)
    if found is None or not text.startswith(found[1]) or (found[1] and not _digits(found[1])):
        return None
    res = text[len(found[1]) :].strip()
    if not found[1]:
        return f"-{res}" if point_value(res) in (1, Fraction(1, 2)) else None
    if point_value(res) is None and res not in ("+", "-"):
        return None
    return f"{found[1]}{_colour(found[0])}{res}"


def round_cell(cell: HtmlCell) -> str:
    """The text of a round cell as the crosstable reader writes it (``22w1``, ``X10``, ``-½``).

    >>> c = HtmlCell("½ BYE", 1, 1, parts=((frozenset({"res"}), "½"), (frozenset({"cf"}), "BYE")))
    >>> round_cell(c), round_cell(HtmlCell("1 22", 1, 1, classes=frozenset({"cb"})))
    ('-½', '22b1')
    >>> round_cell(HtmlCell("17", 1, 1, parts=((frozenset({"badge"}), "7"),)))
    'W7'
    """
    text = cell.text
    res, opp = cell.part("res"), None
    badge = cell.part("badge")
    coloured = coloured_opponent(text, cell.parts) if res is None else None
    if coloured is not None:
        return coloured
    if res is not None:
        opp = next((t for c, t in cell.parts if "res" not in c and t), None)
    elif badge is not None and _digits(badge.strip()) and text.endswith(badge.strip()):
        # Vega's team report: <b>1</b><span class="badge">7</span>, the result then the opponent's
        # number, run together in the cell's text ("17"): told apart by their elements
        res, opp = text[: -len(badge.strip())].strip(), badge.strip()
    else:
        m = _VEGA_TEXT.match(text)
        if m:
            res, opp = m.group(1), m.group(2)
        else:
            m = _NUMBER_RESULT.match(text)
            if m and _colour(cell.classes) is not None:
                opp, res = m.group(1), m.group(2)
    if res is None or opp is None or (point_value(res) is None and res not in ("+", "-")):
        return text
    if opp.lower() != "bye" and not _digits(opp):
        return text
    if opp.lower() != "bye" and cell.classes & _FORFEIT:
        return f"X{opp}" if res == "+" or point_value(res) == 1 else f"F{opp}"
    colour = _colour(cell.classes)
    if opp.lower() != "bye" and colour is not None:
        return f"{opp}{colour}{res}"
    return vega_token(res, opp)


# -- the table as lines ---------------------------------------------------------------------------------
@dataclass
class SourceLines:
    """Lines written for the text readers (a table of a page or of any container, rendered as tab-separated
    lines), and where each of their fields came from in the source."""

    lines: list[str] = field(default_factory=list)
    origins: list[tuple[tuple[int, int], list[int], list[tuple[int, int]]]] = field(default_factory=list)
    """Per line: the row's position, the start column of each field, each field's position."""

    split: list[list[tuple[str, int]]] = field(default_factory=list)
    """Per line: its fields with their columns, as :func:`~tiebreak.readers.crosstable.split_fields`
    gives them from the line (the reader takes them instead of splitting the lines again)."""

    def add(self, where: tuple[int, int], fields: list[tuple[str, tuple[int, int]]]) -> None:
        starts, split, pos = [], [], 1
        texts = [t.replace("\t", " ") for t, _ in fields]
        for text in texts:
            starts.append(pos)
            split.append((text.strip(), pos + len(text) - len(text.lstrip())))
            pos += len(text) + 1
        while split and not split[-1][0]:  # the line's trailing blanks are no fields (the reader strips them)
            split.pop()
        self.lines.append("\t".join(texts))
        self.origins.append((where, starts, [w for _, w in fields]))
        self.split.append(split)

    def add_fields(self, where: tuple[int, int], texts: list[str], positions: list[tuple[int, int]]) -> bool:
        """A row given as its fields (``positions``: where each came from), numbered 1, 2, … as columns: for
        a reader that takes the fields (:attr:`split`) and no lines. False, nothing added, when a field
        holds a tab or a line break, or characters cleaning changes (:func:`clean`): those rows are
        written as lines (:meth:`add`) for the reader to split and clean."""
        line = "\t".join(texts)
        if line.count("\t") != len(texts) - 1 or "\n" in line or "\r" in line or clean(line) is not line:
            return False
        split = [(t.strip(), k) for k, t in enumerate(texts, start=1)]
        while split and not split[-1][0]:
            split.pop()
        self.origins.append((where, [], positions))
        self.split.append(split)
        return True

    def read_lines(self) -> tuple[list[str], list[list[tuple[str, int]]] | None]:
        """The lines as a text reader takes them (:func:`~tiebreak.readers.crosstable.text_lines`), with
        each line's fields where those are the lines written (else None: a cell held a line break or
        characters that cleaning changes, and the reader splits the cleaned lines itself)."""
        from .crosstable import text_lines

        joined = "\n".join(self.lines)
        if "\r" in joined or joined.count("\n") != len(self.lines) - 1 or clean(joined) is not joined:
            return text_lines(self.text()), None
        return [*self.lines, ""], self.split

    def locate(self, line: int | None, column: int | None) -> tuple[int | None, int | None]:
        if line is None or not 1 <= line <= len(self.origins):
            return line, column
        where, starts, positions = self.origins[line - 1]
        if column is None or not positions:
            return where[0], column if column is None else where[1]
        if not starts:  # a row added as fields (:meth:`add_fields`): the column is the field's number
            return positions[min(max(column, 1), len(positions)) - 1]
        k = max(bisect.bisect_right(starts, column) - 1, 0)
        return positions[k]

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"

    def message(self, text: str) -> str:
        """Line numbers named inside a message (``line 7``) turned into those of the HTML."""
        return re.sub(r"\bline (\d+)\b", lambda m: f"line {self.locate(int(m.group(1)), None)[0]}", text)

    def diagnostic(self, d: Diagnostic) -> Diagnostic:
        line, column = self.locate(d.line, d.column)
        return replace(d, message=self.message(d.message), line=line, column=column)


@dataclass
class _Layout:
    """The columns of a crosstable: indexes of the known ones, the rounds in order, the rest."""

    header: int
    kinds: dict[str, int]
    rounds: list[tuple[int, int]]
    other: list[int]
    cells: list[HtmlCell]


def _layout(table: HtmlTable) -> _Layout | None:
    k = header_row(table)
    if k is None:
        return None
    cells = expand(table.rows[k])
    kinds: dict[str, int] = {}
    rounds: list[tuple[int, int]] = []
    other: list[int] = []
    for i, c in enumerate(cells):
        kind, number = classify_heading(c.text)
        if kind == "round" and number is not None:
            rounds.append((number, i))
        elif kind in ("other", "empty", "info") or kind in kinds:
            other.append(i)
        else:
            kinds[kind] = i
    if not rounds or "name" not in kinds:
        return None
    return _Layout(k, kinds, rounds, other, cells)


def _data_rows(table: HtmlTable, layout: _Layout) -> list[tuple[HtmlRow, list[HtmlCell]]]:
    out = []
    first = min([layout.kinds.get("rank", 99), layout.kinds.get("sno", 99), layout.kinds["name"]])
    for row in table.rows[layout.header + 1 :]:
        cells = expand(row)
        if len(cells) <= layout.kinds["name"]:
            continue
        lead = cells[first].text.rstrip(".") if first < len(cells) else ""
        if not _digits(lead) and not player_fields(cells[layout.kinds["name"]]).get("sno"):
            continue
        out.append((row, cells))
    return out


_DIAGONAL = frozenset({m for m in DIAGONAL_MARKS if len(m) == 1} | {""})
"""The marks of a page's grid of a single round robin, or nothing: a double mark (``**``) is left to the
grid readers (SwissChess prints its Swiss crosstable as a grid with ``**`` on the diagonal)."""


def _grid_order(layout: _Layout, rows: list[tuple[HtmlRow, list[HtmlCell]]]) -> list[int] | None:
    """When the numbered columns are the players (a round robin), the row index for each column."""
    numbers = [n for n, _ in layout.rounds]
    if sorted(numbers) != list(range(1, len(rows) + 1)):
        return None
    for kind in ("rank", "sno"):
        if kind not in layout.kinds:
            continue
        ids = [cells[layout.kinds[kind]].text.rstrip(".") for _, cells in rows]
        if not all(_digits(i) for i in ids) or sorted(map(int, ids)) != sorted(numbers):
            continue
        by_id = {int(i): k for k, i in enumerate(ids)}
        column = dict(layout.rounds)
        own = all(
            column[int(i)] >= len(cells) or cells[column[int(i)]].text in _DIAGONAL
            for i, (_, cells) in zip(ids, rows, strict=True)
        )
        games = all(
            cells[c].text in _DIAGONAL or re.fullmatch(r"(?:1|0|½|=|0[.,]5|\+|-)+", cells[c].text)
            for _, cells in rows
            for _, c in layout.rounds
            if c < len(cells)
        )
        if own and games:
            return [by_id[n] for n in sorted(numbers)]
    return None


def _cell_at(cells: list[HtmlCell], i: int | None, row: HtmlRow) -> tuple[str, tuple[int, int]]:
    if i is None or i >= len(cells):
        return "", (row.line, row.column)
    return cells[i].text, (cells[i].line, cells[i].column)


def _crosstable_lines(
    layout: _Layout, rows: list[tuple[HtmlRow, list[HtmlCell]]]
) -> tuple[SourceLines, list[str]]:
    out = SourceLines()
    notes: list[str] = []
    has_sno = "sno" in layout.kinds or any(
        "sno" in player_fields(cells[layout.kinds["name"]]) for _, cells in rows
    )
    rounds = sorted(layout.rounds)
    head = layout.cells
    hrow_where = (head[0].line, head[0].column) if head else (1, 1)

    def at(i: int) -> tuple[int, int]:
        return head[i].line, head[i].column

    header: list[tuple[str, tuple[int, int]]] = []
    if "rank" in layout.kinds:
        header.append(("Rk.", at(layout.kinds["rank"])))
    if has_sno:
        header.append(("SNo", at(layout.kinds.get("sno", layout.kinds["name"]))))
    header += [
        ("Name", at(layout.kinds["name"])),
        ("Title", hrow_where),
        ("Rtg", hrow_where),
        ("FED", hrow_where),
    ]
    header += [(f"{n}.Rd", at(i)) for n, i in rounds]
    header.append(("Pts.", at(layout.kinds["points"]) if "points" in layout.kinds else hrow_where))
    out.add(hrow_where, header)
    for row, cells in rows:
        person = player_fields(cells[layout.kinds["name"]])
        name_at = _cell_at(cells, layout.kinds["name"], row)[1]
        fields: list[tuple[str, tuple[int, int]]] = []
        if "rank" in layout.kinds:
            fields.append(_cell_at(cells, layout.kinds["rank"], row))
        if has_sno:
            fields.append(
                _cell_at(cells, layout.kinds["sno"], row)
                if "sno" in layout.kinds
                else (person.get("sno", ""), name_at)
            )
        fields.append((person["name"], name_at))
        title = person.get("title", "") or _cell_at(cells, layout.kinds.get("title"), row)[0].upper()
        rating = _cell_at(cells, layout.kinds.get("rating"), row)
        fed = _cell_at(cells, layout.kinds.get("fed"), row)
        for i in layout.other:  # an unnamed column holding titles (chess-results)
            if i < len(cells) and cells[i].text.upper() in TITLES and not head[i].text.strip():
                title = cells[i].text.upper()
        fields += [
            (title, name_at),
            (rating[0] or person.get("rating", ""), rating[1]),
            (fed[0] if re.fullmatch(r"[A-Z]{3}", fed[0]) else "", fed[1]),
        ]
        for _, i in rounds:
            if i < len(cells):
                fields.append((round_cell(cells[i]), (cells[i].line, cells[i].column)))
            else:
                fields.append(("", (row.line, row.column)))
        fields.append(_cell_at(cells, layout.kinds.get("points"), row))
        out.add((row.line, row.column), fields)
    ignored = [head[i].text for i in layout.other if head[i].text.strip()]
    if ignored:
        notes.append(_NOT_READ(columns=", ".join(ignored)))
    return out, notes


def _grid_lines(layout: _Layout, rows: list[tuple[HtmlRow, list[HtmlCell]]], order: list[int]) -> SourceLines:
    out = SourceLines()
    column = dict(layout.rounds)
    for n, k in enumerate(order, start=1):
        row, cells = rows[k]
        person = player_fields(cells[layout.kinds["name"]])
        name_at = _cell_at(cells, layout.kinds["name"], row)[1]
        fields = [(str(n), (row.line, row.column)), (person["name"], name_at)]
        rating = _cell_at(cells, layout.kinds.get("rating"), row)
        if _digits(rating[0]) or person.get("rating"):
            fields.append((rating[0] or person.get("rating", ""), rating[1]))
        for m in range(1, len(order) + 1):
            i = column[m]
            text, where = _cell_at(cells, i, row)
            fields.append(("×" if m == n else text, where))
        fields.append(_cell_at(cells, layout.kinds.get("points"), row))
        out.add((row.line, row.column), fields)
    return out


_Picked = tuple[HtmlTable, _Layout, list[tuple[HtmlRow, list[HtmlCell]]]]


def _candidates(page: Page) -> list[_Picked]:
    """The page's tables that read as a crosstable or grid (a header, two rows or more), in page order."""
    out = []
    for table in page.tables:
        layout = _layout(table)
        if layout is None:
            continue
        rows = _data_rows(table, layout)
        if len(rows) >= 2 and not _shared_places(table, layout):
            out.append((table, layout, rows))
    return out


_PLACE_RANGE = re.compile(r"\d+\s*[-–]\s*\d+\.?")


def _shared_places(table: HtmlTable, layout: _Layout) -> bool:
    """Whether the table numbers its rows by place, places shared written as a range (``2-3``) and left
    blank below, with no starting numbers (SwissSys's standings): its rows are not all numbered, so it
    is read by its content, which numbers them in their order (:mod:`tiebreak.readers.tables`)."""
    rank = layout.kinds.get("rank")
    if rank is None or "sno" in layout.kinds:
        return False
    for row in table.rows[layout.header + 1 :]:
        cells = expand(row)
        if rank < len(cells) and _PLACE_RANGE.fullmatch(cells[rank].text.strip()):
            return True
    return False


def _pick(page: Page, text: str, options: ReadOptions) -> tuple[_Picked | None, list[Diagnostic]]:
    """The crosstable to read: the one ``--columns table=N`` names (numbered as the tables found are,
    :func:`~tiebreak.readers.tables.extract_tables`), else the largest; a page with several (one event
    per table, as Papi's and Swiss-Manager's pages of several groups) gets a warning naming them all
    and how to choose another.

    None when the table chosen is not one of them (it is then read by its content).
    """
    candidates = _candidates(page)
    choice = options.columns
    wanted = choice.table if choice is not None and not choice.columns else None
    if not candidates or (wanted is None and len(candidates) == 1):
        return (candidates[0] if candidates else None), []
    from .tables import page_tables

    number = {
        (t.line, t.column): k for k, t in enumerate(page_tables(text, page, source=options.source), start=1)
    }
    if wanted is not None:
        picked = next((c for c in candidates if number.get((c[0].line, c[0].column)) == wanted), None)
        return picked, []
    picked = max(candidates, key=lambda c: len(c[2]))
    tied = sum(len(c[2]) == len(picked[2]) for c in candidates) > 1
    listed = "; ".join(
        f"table {number.get((t.line, t.column), '?')} at line {t.line}: {len(rows)} rows, "
        f"{len(layout.rounds)} columns of rounds or opponents{' (read)' if t is picked[0] else ''}"
        for t, layout, rows in candidates
    )
    warning = Diagnostic(
        Severity.WARNING,
        f"this page holds {len(candidates)} crosstables, one event "
        f"each ({listed}): the {'first of the largest' if tied else 'largest'} is read; name another "
        "with --columns table=N",
        options.source,
        picked[0].line,
        picked[0].column,
    )
    return picked, [warning]


def picked_table(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> int | None:
    """The number (as :func:`~tiebreak.readers.tables.extract_tables` numbers them) of the crosstable
    :func:`read_html` reads from a page that holds several, one event each, when none is chosen: the
    published table of the event read (``tiebreak check``); None for a page of one crosstable or none."""
    if not looks_like_html(text) or (options.columns is not None and options.columns.table is not None):
        return None
    text = clean(text)
    page = parse_page(text, options.source)
    picked, several = _pick(page, text, options)
    if picked is None or not several:
        return None
    from .tables import page_tables

    at = (picked[0].line, picked[0].column)
    numbered = page_tables(text, page, source=options.source)
    return next((k for k, t in enumerate(numbered, start=1) if (t.line, t.column) == at), None)


def _read_pairing_tables(page: Page, options: ReadOptions) -> Tournament:
    """The pairing lists of a web page (chess-results "Board pairings"): every row of its tables, in
    order, read by the pairing-list reader (a row that holds only ``Round 3 …`` heads a round)."""
    from .pairings import read_pairings

    lines = SourceLines()
    for table in page.tables:
        for row in table.rows:
            fields: list[tuple[str, tuple[int, int]]] = []
            for c in row.cells:  # a spanned cell keeps the columns after it in place (one alone: a heading)
                pad = c.span - 1 if len(row.cells) > 1 else 0
                fields += [(c.text, (c.line, c.column))] + [("", (c.line, c.column))] * pad
            lines.add((row.line, row.column), fields)
    try:
        t = read_pairings(lines.text(), options)
    except ParseError as exc:
        line, column = lines.locate(exc.line, exc.column)
        raise ParseError(
            lines.message(exc.message),
            source=options.source,
            line=line,
            column=column,
            diagnostics=tuple(lines.diagnostic(d) for d in exc.diagnostics),
        ) from None
    found = Diagnostic(
        Severity.INFO,
        "read the pairing lists of the web page's tables",
        options.source,
        page.tables[0].line,
        page.tables[0].column,
    )
    return replace(
        t, name=t.name or page.title, diagnostics=(found, *(lines.diagnostic(d) for d in t.diagnostics))
    )


_TEAM_KINDS = ("team-crosstable", "team-boards", "team-matches")


def _team_event(
    classified: list[Classified], whole: bool, options: ReadOptions, title: str
) -> Tournament | None:
    """The team event a page's tables make, if any: its team board pairings (each match, each board's
    game), else its team pairings of match results, else its team crosstable (``whole``: no table of
    the page was chosen; a chosen table is read as a team crosstable only)."""
    from .assemble import Kind, chosen_team_event, team_boards_event

    if any(c.kind is Kind.PAIRINGS for c in classified):
        boards = [c for c in classified if c.kind is Kind.TEAM_BOARDS]
        return team_boards_event(boards, options, name=title) if boards and whole else None
    for kind in (Kind.TEAM_BOARDS, Kind.TEAM_MATCHES, Kind.TEAM_CROSSTABLE):
        found = [c for c in classified if c.kind is kind]
        if not found or (kind is not Kind.TEAM_CROSSTABLE and not whole):
            continue
        if kind is Kind.TEAM_BOARDS:
            return team_boards_event(found, options, name=title)
        if kind is Kind.TEAM_MATCHES:
            from ._teammatches import checked_by_crosstable, team_matches_event

            event = team_matches_event(found, options, name=title)
            return checked_by_crosstable(event, classified, options, title)
        return chosen_team_event(found, options, title)
    return None


def _page_team_event(
    classified: list[Classified], picked: HtmlTable | None, options: ReadOptions, title: str
) -> Tournament | None:
    """The team event of a page's tables (:func:`_team_event`; ``picked``: a crosstable chosen by its
    headings). A team event's board pairings beside a table of its teams' line-ups with each player's
    points a round (chess-results' "Team composition with round results", read as that crosstable):
    the boards make the event, the line-ups (no opponent in any cell) are set aside with a note."""
    from .assemble import Kind

    boards = picked is not None and any(c.kind is Kind.TEAM_BOARDS for c in classified)
    team = _team_event(classified, picked is None or boards, options, title)
    if team is None or picked is None or not boards:
        return team
    note = Diagnostic(
        Severity.INFO,
        "the table of players with a result a round and no opponent (a team's line-up with its round "
        "results) is set aside: the team board pairings make the event",
        options.source,
        picked.line,
        picked.column,
    )
    return replace(team, diagnostics=(note, *team.diagnostics))


def read_html(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read the crosstable (or round-robin grid) of a saved web page into a :class:`Tournament`.

    :raises ParseError: when the page has no such table, or for what the crosstable or grid reader
        refuses (located in the HTML).
    """
    source = options.source
    from .crosstable import read_crosstable_lines
    from .rrgrid import read_grid

    text = clean(text)
    page = parse_page(text, source)
    picked, several = _pick(page, text, options)
    from .assemble import Kind, assemble, page_classified, page_kinds

    # no pairing list and no team crosstable among the tables, told by their first rows and a summary of
    # the rest: none is classified with all its rows (a 2 MB crosstable page, read by its headings or
    # its content)
    sniffed = page_kinds(page, source)
    plain = sniffed is not None and not {Kind.PAIRINGS, *map(Kind, _TEAM_KINDS)} & set(sniffed)
    every = page_classified(page, source) if picked is None and not plain else None
    if every is not None:  # pairing lists of several events (groups) on one page: one of them
        from .groups import read_page_group

        grouped = read_page_group(text, source, options, page, every)
        if grouped is not None:
            return grouped
    if picked is None and options.columns is not None:  # the table chosen, read by its content
        from .content import read_by_content
        from .tables import page_tables

        return read_by_content(text, options, tables=page_tables(text, page, source=source))
    classified = (
        []
        if plain
        else [c for c in (every if every is not None else page_classified(page, source)) if c is not None]
    )
    team = _page_team_event(classified, picked[0] if picked is not None else None, options, page.title)
    if team is not None:
        return team
    if picked is None:
        lists = [c for c in classified if c.kind is Kind.PAIRINGS]
        ranked = any(c.kind is Kind.RANKING for c in classified) or (
            plain and Kind.RANKING in (sniffed or ())
        )
        coloured = not ranked and any(
            names_both_colours([c.text for c in row.cells])
            for table in page.tables
            for row in table.rows[:_HEADER_ROWS]
        )  # looked for only when it decides, in the rows a header can be
        if lists:  # each list read with its players' cells (Vega's name, number, rating in blocks)
            return assemble(classified, options, name=page.title)
        if coloured and not ranked:
            return _read_pairing_tables(page, options)
    if picked is None and not page.tables:
        _no_xml(text, source)
    if picked is None:
        error = ParseError(
            f"no crosstable in this web page ({len(page.tables)} table(s); expected a header row with a "
            "name column and round columns such as 1.Rd or 1 2 3)",
            source=source,
            line=1,
            column=1,
        )
        from .content import read_by_content
        from .tables import page_tables

        # the page's tables read by their content, the page parsed once; its cells and their
        # classification let go first (the collector walks every object alive while the event is read)
        tables = page_tables(text, page, source=source)
        title = page.title
        del page, every, classified, lists
        event = read_by_content(text, options, tables=tables, first_error=error)
        return event if event.name or not title else replace(event, name=title)
    table, layout, rows = picked
    order = _grid_order(layout, rows)
    if order is not None:
        lines, notes = _grid_lines(layout, rows, order), list[str]()
        what = "round-robin grid"
    else:
        lines, notes = _crosstable_lines(layout, rows)
        what = "crosstable"
    try:
        if order is None:
            written, split = lines.read_lines()
            t = read_crosstable_lines(written, options, split=split)
        else:
            t = read_grid(lines.text(), options)
    except ParseError as exc:
        line, column = lines.locate(exc.line, exc.column)
        raise ParseError(
            lines.message(exc.message),
            source=source,
            line=line,
            column=column,
            diagnostics=tuple(lines.diagnostic(d) for d in exc.diagnostics),
        ) from None
    found = Diagnostic(
        Severity.INFO,
        f"read the {what} table of the web page ({len(rows)} rows, "
        f"{len(layout.rounds)} {'players' if order is not None else 'rounds'})",
        source,
        table.line,
        table.column,
    )
    extra = [Diagnostic(Severity.INFO, n, source, table.line, table.column) for n in (*table.notes, *notes)]
    line_of = {k + 1: origin[0][0] for k, origin in enumerate(lines.origins)}
    players = tuple(p.at_line(line_of.get(p.line, p.line) if p.line is not None else None) for p in t.players)
    return replace(
        t,
        name=t.name or _own_heading(table, bool(several), options) or page.title,
        players=players,
        diagnostics=(found, *several, *extra, *(lines.diagnostic(d) for d in t.diagnostics)),
    )
