"""A publication pasted into the page's event box as a user pastes it: copied from the publication's
page in Chromium (select all, copy), then Ctrl+V in the box. The clipboard holds the page's markup
(text/html) beside its plain text; the box takes the markup of a web page's table, which keeps the cells
that the plain text of some copies loses (a Vega crosstable copied in Chrome: an empty round cell
between two games leaves no trace, so the round of a bye is no longer told and the plain text is
refused), and a button gives the plain text back. A spreadsheet's copy stays its plain text.

Expected points are those of the saved page as published (``tests/data/real``), read from its file.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")
if os.environ.get("TIEBREAK_REQUIRE_BROWSER") != "1":
    pytest.importorskip("playwright.sync_api")
from playwright import sync_api

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import tiebreak
from servers import chromium, in_thread, needs_chromium
from tiebreak.readers import decode_input, read_text
from tiebreak.web.app import create_app

REAL = Path(__file__).resolve().parents[1] / "data" / "real"

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def site() -> Iterator[tuple[str, object]]:
    """The calculator on the loopback and a phone-sized browser context that may use the clipboard."""
    with in_thread(create_app()) as base, chromium() as browser:
        phone = {"width": 390, "height": 844}
        ctx = browser.new_context(permissions=["clipboard-read", "clipboard-write"], viewport=phone)
        yield base, ctx
        ctx.close()


_LARGEST_TABLE = """() => {
    const t = [...document.querySelectorAll("table")].reduce(
        (a, b) => (b.rows.length > (a.rows ? a.rows.length : 0) ? b : a), document.body);  // none: the page
    const r = document.createRange(); r.selectNode(t);
    getSelection().removeAllRanges(); getSelection().addRange(r);
}"""


def _copy_page(context: object, page: Path, *, table_only: bool = False) -> None:
    """The page copied as a user copies it: all of it (Ctrl+A), or its largest table selected alone."""
    tab = context.new_page()  # type: ignore[attr-defined]
    tab.goto(page.as_uri())
    if table_only:
        tab.evaluate(_LARGEST_TABLE)
    else:
        tab.keyboard.press("Control+A")
    tab.keyboard.press("Control+C")
    tab.close()


def _paste(context: object, server: str) -> object:
    tab = context.new_page()  # type: ignore[attr-defined]
    tab.goto(server + "/")
    tab.locator("#event").click()
    tab.keyboard.press("Control+V")
    return tab


def _points(text: str) -> Fraction:
    whole, half = text.strip().removesuffix("½"), text.strip().endswith("½")
    return Fraction(whole.replace(",", ".") or 0) + (Fraction(1, 2) if half else 0)


@pytest.mark.parametrize("table_only", [False, True], ids=["whole-page", "table-only"])
@pytest.mark.parametrize(
    "page",
    [
        # the plain text of these copies is refused (a bye's round lost); the markup reads as saved
        "vega-hbcc-2025-cup.html",
        "vega-hbcc-2025-february-blitz.html",
        # TurneringsService: the plain text of its copy has no tab after a row's number
        "ts-hamar-hurtig-2024-11-21-A.htm",
        "cr-en-frome-2026-open-crosstable.html",
        # a page Word saved, its UTF-8 shown as Windows-1250, each line a <pre> of its own
        "swissperfect-word-srs-blixt-2016-11-03.htm",
        # a team event's round page: Vega's match cards, no table (the copy's markup has no <html>)
        "vega-hbcc-2025-anzac-team-pairs1.html",
    ],
)
def test_a_pasted_page_is_read_from_its_markup_as_the_saved_page(
    page: str, table_only: bool, site: tuple[str, object]
) -> None:
    server, context = site
    saved = read_text(decode_input((REAL / page).read_bytes(), source=page), source=page)
    _copy_page(context, REAL / page, table_only=table_only)
    tab = _paste(context, server)
    expect = sync_api.expect
    box = tab.locator("#event")  # type: ignore[attr-defined]
    assert box.input_value().lstrip().startswith("<")
    expect(tab.locator("#paste-note")).to_be_visible()  # type: ignore[attr-defined]
    tab.locator("#compute").click()  # type: ignore[attr-defined]
    expect(tab.locator("#standings")).to_be_visible()  # type: ignore[attr-defined]
    rows = tab.locator("#standings tbody tr")  # type: ignore[attr-defined]
    names = rows.locator(".player-link").all_inner_texts()
    points = [_points(t) for t in rows.locator("td.pts").all_inner_texts()]
    ranked = tiebreak.compute_standings(saved, [])  # the saved page's competitors and their scores
    assert dict(zip(names, points, strict=True)) == {r.name: Fraction(r.points) for r in ranked.rows}
    tab.close()  # type: ignore[attr-defined]


def test_the_plain_text_of_a_paste_is_one_click_away(site: tuple[str, object]) -> None:
    server, context = site
    _copy_page(context, REAL / "vega-hbcc-2025-cup.html")
    tab = _paste(context, server)
    tab.locator("#paste-plain").click()  # type: ignore[attr-defined]
    box = tab.locator("#event")  # type: ignore[attr-defined]
    assert box.input_value().startswith("\nInfo\n")  # the page's menu, one link a line, as copied
    sync_api.expect(tab.locator("#paste-note")).to_be_hidden()  # type: ignore[attr-defined]
    tab.close()  # type: ignore[attr-defined]


_SHEET = (
    '<html xmlns:x="urn:schemas-microsoft-com:office:excel"><body><table>'
    "<tr><td>No</td><td>Name</td><td>1</td><td>Pts</td></tr>"
    "<tr><td>1</td><td>Ann</td><td>2w1</td><td>1</td></tr>"
    "<tr><td>2</td><td>Bob</td><td>1b0</td><td>0</td></tr></table></body></html>"
)


@pytest.mark.parametrize(
    ("html", "plain_kept"),
    [
        (_SHEET, True),
        ("<p>A line of prose, <b>no table</b></p>", True),
        ("<table><tr><td>1</td></tr></table>", False),
    ],
)
def test_a_spreadsheet_or_a_page_without_a_table_pastes_its_plain_text(
    html: str, plain_kept: bool, site: tuple[str, object]
) -> None:
    server, context = site
    plain = "No\tName\t1\tPts\n1\tAnn\t2w1\t1\n2\tBob\t1b0\t0\n"
    tab = context.new_page()  # type: ignore[attr-defined]
    tab.goto(server + "/")
    tab.evaluate(
        """([html, plain]) => navigator.clipboard.write([new ClipboardItem({
            "text/html": new Blob([html], {type: "text/html"}),
            "text/plain": new Blob([plain], {type: "text/plain"})})])""",
        [html, plain],
    )
    tab.locator("#event").click()
    tab.keyboard.press("Control+V")
    value = tab.locator("#event").input_value()
    assert (value == plain) is plain_kept
    assert ("<table>" in value) is not plain_kept
    tab.close()
