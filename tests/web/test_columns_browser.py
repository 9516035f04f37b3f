"""The column-choice step of the calculator in a real headless Chromium, at a phone's size (390×844)
and a desktop's (1280×900): a club page the reader cannot make an event of (a Finnish crosstable with an
age column before the rounds, :mod:`test_columns_step`) shows the step; choosing "nothing to read" for
the age and "points" for the last column ranks with the table's own points; the address keeps the choice, so that Reload shows the same
standings. On each page: no sideways scroll, axe-core clean, no command-line flag, tap targets of 44 px
on the phone, and a screenshot in ``docs/screenshots/`` (the checks of :mod:`test_pages_browser`)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("fastapi")
if os.environ.get("TIEBREAK_REQUIRE_BROWSER") != "1":
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("axe_playwright_python")
pytest.importorskip("sqlalchemy")

from test_columns_step import CLUB_PAGE, PUBLISHED, _value
from test_pages_browser import SIZES, check_page, new_page

from servers import chromium, in_thread, needs_chromium
from tiebreak.web.app import create_app

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def calculator() -> Iterator[str]:
    with in_thread(create_app()) as base:
        yield base


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as b:
        yield b


def _points(page: Any) -> dict[str, Any]:
    rows = page.locator("#standings tbody tr")
    return {
        rows.nth(k).locator(".player-link").inner_text(): _value(rows.nth(k).locator("td.pts").inner_text())
        for k in range(rows.count())
    }


@pytest.mark.parametrize("size", SIZES)
def test_the_column_step_ranks_with_the_choice(calculator: str, browser: Any, size: str) -> None:
    page = new_page(browser, size)
    page.goto(calculator + "/")
    page.locator("#event").fill(CLUB_PAGE)
    page.locator("#compute").click()
    page.wait_for_selector("#columns-step")
    assert page.evaluate("document.activeElement.id") == "columns-step"  # the next step has the focus
    assert page.locator("#role-2").input_value() == "name"
    assert page.locator("#role-4").input_value() == "rounds"
    check_page(page, "calculator-columns-step", size)
    # the total under 'Yht' is told from the age before the rounds by its values (issue 23: an age is
    # no longer taken for the points)
    assert page.locator("#role-7").input_value() == "points"
    page.get_by_label("Column 3 “Ikä”").select_option("ignore")
    page.get_by_label("Column 7 “Yht”").select_option("points")
    page.locator("#columns-btn").click()
    page.wait_for_selector("#standings")
    assert _points(page) == PUBLISHED
    assert (
        page.locator("#columns-read")
        .inner_text()
        .startswith(
            "Columns read: table 1, header row 1; starting number: column 1; name: column 2; round results: "
            "columns 4–6; points: column 7."
        )
    )
    assert (
        page.locator("#columns").input_value() == "table=1,header=1,sno=1,name=2,ignore=3,rounds=4-6,points=7"
    )
    page.wait_for_url(lambda url: "columns=table%3D1" in url)
    check_page(page, "calculator-columns-read", size)
    page.reload()  # the address holds the choice, the browser the event
    page.wait_for_selector("#standings")
    assert _points(page) == PUBLISHED
    page.context.close()
