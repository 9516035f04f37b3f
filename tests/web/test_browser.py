"""End to end in a real headless Chromium (Debian's ``chromium``, driven by Playwright for Python).

The server runs in a thread (uvicorn, a free port). Screenshots go to ``build/screenshots/`` (not
committed). Skipped, with the reason, when Playwright or the browser is missing; ``.ci/run`` installs both.
Expected orders are the Arena example's (tests/data/examples/arena-5.*): under the simplified model Ava is first on Buchholz; with
W+B first Chloe (1 win with Black) moves above Ava (0).
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
uvicorn = pytest.importorskip("uvicorn")
if os.environ.get("TIEBREAK_REQUIRE_BROWSER") != "1":
    pytest.importorskip("playwright.sync_api")
from playwright import sync_api  # noqa: E402

from servers import chromium, in_thread, needs_chromium  # noqa: E402
from tiebreak.readers import example_text  # noqa: E402
from tiebreak.web.app import create_app  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "build" / "screenshots"
ARENA = example_text("arena")

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with in_thread(create_app()) as base:
        yield base


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with chromium() as b:
        yield b


def names(page: object) -> list[str]:
    return page.locator("#standings tbody .player-link").all_inner_texts()  # type: ignore[attr-defined,no-any-return]


def shot(page: object, name: str, **kwargs: object) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), **kwargs)  # type: ignore[attr-defined]


def test_arena_reorder_explain_and_download(server: str, browser: object, tmp_path: Path) -> None:
    expect = sync_api.expect
    context = browser.new_context(accept_downloads=True, viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(server + "/")
    shot(page, "01-empty", full_page=True)

    # paste the Arena event, choose the simplified rules, compute
    page.locator("#event").fill(ARENA)
    page.get_by_label("Simplified (byes are not opponents)").check()
    page.locator("#compute").click()
    expect(page.locator("#standings")).to_be_visible()
    assert names(page)[:2] == ["Chen, Ava", "Ng, Chloe"]
    expect(page.locator("#standings tbody tr").nth(1).locator("td.decided")).to_have_text("BH")
    shot(page, "02-seed-default-order", full_page=True)

    # keyboard: move W+B (BWG, 8th) to the front with its "up" button; focus follows the moved line
    page.locator("#tb-up-7").focus()
    for i in range(7, 0, -1):
        page.keyboard.press("Enter")
        expect(page.locator(f"#tb-up-{i - 1}" if i > 1 else "#tb-down-0")).to_be_focused()
    codes = page.locator("#tb-list input[name=tb]")
    expect(codes.first).to_have_value("BWG")
    expect(page.locator("#standings tbody tr").first.locator(".player-link")).to_have_text("Ng, Chloe")
    assert names(page)[:2] == ["Ng, Chloe", "Chen, Ava"]
    assert page.locator("#standings thead th").nth(5).inner_text() == "BWG"

    # Chloe's explanation
    page.get_by_role("button", name="Ng, Chloe").click()
    expect(page.locator("#explanation")).to_be_visible()
    expect(page.locator("#h-explanation")).to_contain_text("Ng, Chloe: rank 1")
    expect(page.locator("#explanation .comparison")).to_contain_text("BWG")
    shot(page, "03-chloe-explanation", full_page=True)
    # CSV download
    with page.expect_download() as info:
        page.locator("#export-csv").click()
    target = tmp_path / "standings.csv"
    info.value.save_as(target)
    rows = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8"))))
    assert rows[0][:5] == ["Rank", "SNo", "Name", "Pts", "BWG"]
    assert [r[2] for r in rows[1:3]] == ["Ng, Chloe", "Chen, Ava"]
    assert not dialogs
    context.close()


def example_page(server: str, browser: object) -> object:
    """A new page with the Arena example loaded."""
    page = browser.new_page()  # type: ignore[attr-defined]
    page.goto(server + "/")
    page.locator("#example-btn").click()
    sync_api.expect(page.locator("#standings")).to_be_visible()
    return page


def test_drag_and_drop_reorders(server: str, browser: object) -> None:
    expect = sync_api.expect
    page: Any = example_page(server, browser)
    assert names(page)[:2] == ["Ng, Chloe", "Chen, Ava"]  # FIDE 2026: W+B decides
    # drag Rating (RTNG, last) onto the top of the list: Ava (1420) before Chloe (1350)
    page.locator("#tb-list").evaluate("el => el.scrollIntoView({block: 'start'})")  # both ends in view
    page.locator(".tb-item[data-code=RTNG]").drag_to(
        page.locator(".tb-item").first, target_position={"x": 20, "y": 2}
    )
    expect(page.locator("#tb-list input[name=tb]").first).to_have_value("RTNG")
    expect(page.locator("#standings tbody tr").first.locator(".player-link")).to_have_text("Chen, Ava")
    page.close()


def test_works_without_javascript_and_escapes_hostile_names(server: str, browser: object) -> None:
    expect = sync_api.expect
    context = browser.new_context(java_script_enabled=False)  # type: ignore[attr-defined]
    page = context.new_page()
    hostile = ARENA.replace("Ng, Chloe".ljust(33), "<script>alert(1)</script>".ljust(33))
    page.goto(server + "/")
    page.locator("#event").fill(hostile)
    page.locator("#compute").click()
    expect(page.locator("#standings")).to_be_visible()
    assert names(page)[0] == "<script>alert(1)</script>"
    page.locator("#tb-up-7").click()  # a plain form post without JavaScript
    expect(page.locator("#tb-list input[name=tb]").nth(6)).to_have_value("BWG")
    # a bad line is reported next to the text area, with line and column
    lines = ARENA.split("\n")
    lines[10] = lines[10][:96] + "x" + lines[10][97:]
    page.locator("#event").fill("\n".join(lines))
    page.locator("#compute").click()
    expect(page.locator("#event-error")).to_contain_text("line 11, column 97")
    expect(page.locator("#tb-list input[name=tb]").nth(6)).to_have_value("BWG")
    shot(page, "04-error-no-js", full_page=True)
    context.close()


def test_phone_layout(server: str, browser: object) -> None:
    expect = sync_api.expect
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(server + "/")
    for control in ("#format", "#file", "#add", "#compute", "#event"):  # the form stacks inside the screen
        box = page.locator(control).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 391, (control, box)
    page.locator("#example-btn").click()
    expect(page.locator("#standings")).to_be_visible()
    wrap = page.locator("#results > .table-wrap")
    sizes = wrap.evaluate("el => [el.scrollWidth, el.clientWidth]")
    assert sizes[0] > sizes[1]  # the table scrolls sideways inside its box
    body = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert body[0] <= body[1] + 1  # the page itself does not
    shot(page, "05-phone", full_page=True)
    help_box = page.locator("#standings-help").bounding_box()
    assert help_box is not None and help_box["x"] + help_box["width"] <= 391  # the explanation is not cut
    decided = page.locator("#standings tbody tr").nth(1).locator("td.decided")
    expect(decided).to_have_text("BWG")
    for scrolled in (False, True):  # rank, name and points in view, before and after the table scrolls
        if scrolled:
            page.locator("#results > .table-wrap").evaluate("el => { el.scrollLeft = el.scrollWidth; }")
        for cell in ("td.rank", "th.name", "td.pts"):
            assert _in_view(page, f"#standings tbody tr:nth-child(2) {cell}"), (scrolled, cell)
            assert _on_top(page, f"#standings tbody tr:nth-child(2) {cell}"), (scrolled, cell)
    name = page.locator("#standings tbody tr").first.locator("th.name")
    box = name.bounding_box()
    assert box is not None and 0 <= box["x"] < 80  # the name stays at the left edge when the table scrolls
    shot(page, "06-phone-scrolled", full_page=True)
    context.close()


_BREAKS_INSIDE_WORDS = """els => els.flatMap(el => {
    const bad = []; let top = null, prev = null;
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        for (let i = 0; i < n.length; i++) {
            const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1);
            const box = r.getBoundingClientRect();
            if (box.width && top !== null && box.top > top + 2 && !/[\\s,-]/.test(prev)) bad.push(el.textContent);
            if (box.width) top = box.top;
            prev = n.data[i];  // a blank at a line's end has no width, but the break is after it
        }
    }
    return bad;
})"""
"""The names whose line breaks inside a word (a break after anything but a blank, a comma or a hyphen)."""


def test_a_name_glued_at_its_comma_breaks_there_on_a_phone(server: str, browser: object) -> None:
    """Vega writes names without a blank after the comma (``Veginati,Cherish``): on a phone the narrow name
    column breaks such a name after its comma, never inside a word."""
    page_file = ROOT / "tests" / "data" / "real" / "vega-hbcc-2025-cup.html"
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(server + "/")
    page.locator("#event").fill(page_file.read_text(encoding="utf-8"))
    page.locator("#compute").click()
    sync_api.expect(page.locator("#standings")).to_be_visible()
    links = page.locator("#standings tbody th.name .player-link")
    texts = links.all_text_contents()
    assert len(texts) == 32 and "Veginati,Cherish" in texts and "McIntyre,Julian" in texts
    assert links.evaluate_all(_BREAKS_INSIDE_WORDS) == []
    html = links.evaluate_all("els => els.map(el => el.innerHTML)")
    assert "Veginati,<wbr>Cherish" in html
    context.close()


def test_permalink_in_the_fragment(server: str, browser: object) -> None:
    from tiebreak.web.service import FormState, encode_state

    expect = sync_api.expect
    page = browser.new_page()  # type: ignore[attr-defined]
    blob = encode_state(FormState(event=ARENA, tiebreaks=("BH", "RTNG"), rules="seed"))
    page.goto(f"{server}/#s={blob}")
    expect(page.locator("#standings")).to_be_visible()
    assert names(page)[:2] == ["Chen, Ava", "Ng, Chloe"]
    expect(page.locator("#rules-label")).to_have_text("simplified model (byes are not opponents)")
    expect(page.locator("#tb-list input[name=tb]")).to_have_count(2)
    page.close()


def _on_top(page: object, selector: str) -> bool:
    """Whether the element is what a tap at its centre reaches (not covered by a pinned column)."""
    return bool(
        page.evaluate(  # type: ignore[attr-defined]
            "s => { const el = document.querySelector(s); const r = el.getBoundingClientRect();"
            " const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
            " return hit === el || el.contains(hit); }",
            selector,
        )
    )


def _in_view(page: object, selector: str) -> bool:
    return bool(
        page.evaluate(  # type: ignore[attr-defined]
            "s => { const r = document.querySelector(s).getBoundingClientRect();"
            " return r.top >= 0 && r.top < window.innerHeight && r.left >= 0 && r.right <= window.innerWidth + 1; }",
            selector,
        )
    )


@pytest.mark.parametrize(("width", "height", "button"), [(1280, 900, "#compute"), (390, 844, "#example-btn")])
def test_results_are_scrolled_to_focused_and_announced(
    server: str, browser: object, width: int, height: int, button: str
) -> None:
    expect = sync_api.expect
    context = browser.new_context(viewport={"width": width, "height": height})  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(server + "/")
    if button == "#compute":
        page.locator("#event").fill(ARENA)
    page.locator(button).click()
    expect(page.locator("#standings")).to_be_visible()
    expect(page.locator("#h-results")).to_be_focused()
    assert _in_view(page, "#h-results")
    expect(page.locator("#status")).to_have_text("Standings computed: 5 players, Ng, Chloe first.")
    assert page.locator("#status").get_attribute("aria-live") == "polite"
    context.close()


def test_without_javascript_the_answer_opens_at_the_results(server: str, browser: object) -> None:
    expect = sync_api.expect
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(server + "/")
    page.locator("#example-btn").click()
    expect(page.locator("#standings")).to_be_visible()
    assert page.url.endswith("/#results")
    assert _in_view(page, "#h-results")
    context.close()


def test_an_invalid_code_keeps_the_table(server: str, browser: object) -> None:
    expect = sync_api.expect
    page: Any = example_page(server, browser)
    page.locator("#add-code").fill("NOPE")
    page.locator("#add-btn").click()
    expect(page.locator("#tb-error")).to_contain_text("NOPE")
    expect(page.locator("#add-code")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#add-code")).to_be_focused()
    assert names(page)[:2] == ["Ng, Chloe", "Chen, Ava"]  # the standings stay
    page.close()
