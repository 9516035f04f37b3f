"""The kinds of a web page's tables told from their first rows and a summary of the rest
(``assemble.page_kinds``), as the web-page reader decides whether a page holds pairing lists or a team
crosstable before reading a large table by its content: the same kinds as classifying every table with
all its rows (``assemble.classify``), on every page of the test data, each table also repeated past the
rows that are made into cells."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import DATA
from tiebreak.readers import decode_input
from tiebreak.readers._builder import clean
from tiebreak.readers.assemble import _SNIFF_ROWS, Kind, classify, page_kinds, tables_of
from tiebreak.readers.webpage import Page, looks_like_html, parse_page


def _pages() -> list[Path]:
    found = []
    for path in sorted(DATA.rglob("*")):
        if path.suffix not in (".html", ".htm", ".jsp", ".txt") or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if looks_like_html(text, path.suffix):
            found.append(path)
    return found


PAGES = _pages()


def _text(path: Path) -> str:
    """A page's text as the readers decode it (a page in ISO-8859-1, as Swiss Master writes it, too)."""
    return decode_input(path.read_bytes(), source=str(path))


def _full(page: Page) -> list[Kind | None]:
    return [c.kind if c is not None else None for c in map(classify, tables_of(page))]


def test_the_test_data_has_pages_of_every_kind() -> None:
    kinds = {k for path in PAGES for k in _full(parse_page(clean(_text(path))))}
    assert {Kind.PAIRINGS, Kind.RANKING, None} <= kinds
    assert len(PAGES) >= 40


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_kinds_as_every_row_gives_them(path: Path) -> None:
    page = parse_page(clean(_text(path)))
    assert page_kinds(page) in (None, _full(page))
    for table in page.tables:  # the rows below the first repeated past the rows made into cells
        body = table.rows[1:]
        while body and len(table.rows) <= 2 * _SNIFF_ROWS:
            table.rows.extend(body)
    assert page_kinds(page) in (None, _full(page))


def test_a_large_page_of_pairing_lists_is_told_without_every_row() -> None:
    def board(n: int) -> str:
        return f"<tr><td>{n}</td><td>Weiss{n:04d}, A</td><td>1 - 0</td><td>Schwarz{n:04d}, B</td></tr>"

    rounds = "".join(
        f"<h3>Runde {r}</h3><table><tr><th>Brett</th><th>Weiß</th><th>Ergebnis</th><th>Schwarz</th></tr>"
        + "".join(board(n) for n in range(1, 301))
        + "</table>"
        for r in (1, 2)
    )
    page = parse_page(f"<html><body>{rounds}</body></html>")
    assert [len(t.rows) for t in page.tables] == [301, 301]
    assert page_kinds(page) == _full(page) == [Kind.PAIRINGS, Kind.PAIRINGS]
