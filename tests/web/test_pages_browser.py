"""Every page at a phone's size (390×844) and a desktop's (1280×900) in a real headless Chromium: the
calculator (empty, with standings, with an explanation, with an error), its printable page, and a live
event's spectator page, hall screen, printable table, arbiter's sign-in and desk.

On each page and size: nothing scrolls the page sideways; axe-core (the copy bundled by the PyPI package
``axe-playwright-python``) finds no violation; no command-line flag (``--rules``, ``--pgn-star`` …) is
shown; on the phone every control is at least 44 px tall and wide (WCAG 2.5.5's target size; a radio
button's or check box's target is its label; links inside a sentence are exempt). Each page's screenshot is written to ``docs/screenshots/`` (shown in the README).

The live event: twelve players, two rounds played and a third in progress (board 1 without a result).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

pytest.importorskip("fastapi")
if os.environ.get("TIEBREAK_REQUIRE_BROWSER") != "1":
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("axe_playwright_python")
pytest.importorskip("sqlalchemy")  # the event store, for the live pages
from axe_playwright_python.sync_playwright import Axe

from live_helpers import make_app, pair, running
from servers import chromium, in_thread, needs_chromium
from tiebreak.web.app import create_app

pytestmark = needs_chromium

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "screenshots"
SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}
FLAG = re.compile(r"(?<![\w-])--[a-z][a-z-]+")
TAP = 44

PLAYERS = [
    ("Arden, Ada", 2412, "GM", "NOR"),
    ("Brandt, Bo", 2388, "IM", "GER"),
    ("Cole, Cy", 2301, "FM", "USA"),
    ("Dorn, Di", 2254, "", "AUT"),
    ("Eze, Ebo", 2190, "CM", "NGR"),
    ("Fox, Fay", 2105, "WFM", "ENG"),
    ("Gupta, Gita", 2050, "", "IND"),
    ("Holm, Hal", 1987, "", "SWE"),
    ("Ito, Ina", 1902, "", "JPN"),
    ("Jansen, Jo", 1850, "", "NED"),
    ("Kaur, Kiran", 1790, "", "IND"),
    ("Lund, Liv", 1702, "", "DEN"),
]


@pytest.fixture(scope="module")
def calculator() -> Iterator[str]:
    with in_thread(create_app()) as base:
        yield base


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int, str]]:
    """A live event on SQLite: (base address, event id, organiser token)."""
    path = tmp_path_factory.mktemp("live") / "events.sqlite3"
    with running(make_app(f"sqlite:///{path}")) as base, httpx.Client(base_url=base) as http:
        r = http.post(
            "/api/events",
            json={
                "name": "Riverside Open 2026",
                "rounds": 5,
                "pairing": "swiss",
                "tiebreaks": "BH/C1,BH,SB,DE",
                "start_date": "2026-11-28",
            },
        )
        assert r.status_code == 201, r.text
        event_id, token = r.json()["id"], r.json()["token"]
        auth = {"Authorization": f"Bearer {token}"}
        for name, rating, title, fed in PLAYERS:
            body = {"name": name, "rating": rating, "federation": fed, **({"title": title} if title else {})}
            r = http.post(f"/api/events/{event_id}/players", json=body, headers=auth)
            assert r.status_code in (200, 201), r.text
        rounds = [
            [(1, 7), (8, 2), (3, 9), (10, 4), (5, 11), (12, 6)],
            [(2, 3), (4, 1), (6, 8), (7, 5), (9, 10), (11, 12)],
            [(1, 2), (3, 4), (5, 6), (8, 7), (10, 9), (12, 11)],
        ]
        results = [
            ["1-0", "0-1", "1-0", "½-½", "1-0", "0-1"],
            ["½-½", "0-1", "1-0", "½-½", "0-1", "1-0"],
            ["", "1-0", "½-½", "0-1", "1-0", "½-½"],
        ]
        for rnd, (boards, scores) in enumerate(zip(rounds, results, strict=True), 1):
            pair(http, event_id, token, rnd, boards)
            entered = [{"board": b, "result": res} for b, res in enumerate(scores, 1) if res]
            r = http.post(
                f"/api/events/{event_id}/rounds/{rnd}/results", json={"results": entered}, headers=auth
            )
            assert r.status_code == 200, r.text
        yield base, event_id, token


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as b:
        yield b


def check_page(page: Any, name: str, size: str) -> None:
    """The checks every page passes, and its screenshot."""
    page.wait_for_load_state("load")
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"{name}: the page is {width[0]} px wide in a {width[1]} px window"
    html = page.content()
    shown = re.sub(r"<(style|script)\b.*?</\1>", "", html, flags=re.S)
    assert not FLAG.findall(shown), f"{name}: command-line flags on the page: {FLAG.findall(shown)}"
    if size == "phone":
        small = page.evaluate(f"""() => Array.from(document.querySelectorAll(
            'button, select, input:not([type=hidden]), textarea, summary, nav a, .player-link, .skip'))
          .filter(el => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden')
          .filter(el => !el.matches('.skip:not(:focus)'))
          .map(el => [el.id || el.name || el.textContent.trim().slice(0, 30),
                      (el.matches('[type=radio], [type=checkbox]') && el.closest('label') || el)
                        .getBoundingClientRect()])  // a box's target is its label
          .filter(([_, r]) => r.height < {TAP} - 0.5 || r.width < {TAP} - 0.5)
          .map(([n, r]) => n + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))""")
        assert not small, f"{name}: controls under {TAP} px: {small}"
    results = Axe().run(page)
    assert results.violations_count == 0, f"{name} ({size}):\n{results.generate_report()}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}-{size}.png"), full_page=True)


def new_page(browser: Any, size: str, **options: Any) -> Any:
    context = browser.new_context(
        viewport=SIZES[size], is_mobile=size == "phone", has_touch=size == "phone", **options
    )
    return context.new_page()


@pytest.mark.parametrize("size", SIZES)
def test_calculator_pages(calculator: str, browser: Any, size: str) -> None:
    page = new_page(browser, size, accept_downloads=True)
    page.goto(calculator + "/")
    check_page(page, "calculator", size)
    page.locator("#compute").click()  # nothing pasted: the message is beside the box, which keeps the focus
    page.wait_for_selector("#event-error")
    assert page.evaluate("document.activeElement.id") == "event"
    check_page(page, "calculator-empty-compute", size)
    page.locator("#example-btn").click()
    page.wait_for_selector("#standings")
    page.wait_for_function("() => window.tiebreakTiming !== undefined")
    print(
        f"Arena example, {size}: Compute to the table painted "
        f"{page.evaluate('window.tiebreakTiming.computeToPaint'):.0f} ms"
    )
    check_page(page, "calculator-standings", size)
    page.locator("#standings .player-link").nth(1).click()
    page.wait_for_selector("#explanation")
    check_page(page, "calculator-explanation", size)
    # a pasted publication (the Arena event as chess-results publishes it, with DE and BH only): its own
    # columns leave Ava and Chloe sharing first, so its rank 2 for Ava is inside that shared place and
    # agrees (a place shared by design is not a difference)
    publication = (ROOT / "tests" / "data" / "formats" / "arena-5.chess-results.html").read_text(
        encoding="utf-8"
    )
    page.locator("#event").evaluate("(el, text) => { el.value = text; }", publication)
    page.locator("#preset-arena").click()  # a list of one's own: the banner offers the publication's
    page.wait_for_selector("#use-published")
    page.locator("#use-published").click()
    page.wait_for_function("() => !document.getElementById('use-published')")
    assert "Agrees with the published ranking" in page.locator("#published-check").inner_text()
    page.locator("#notes summary").click()
    check_page(page, "calculator-publication", size)
    page.goto(
        calculator
        + "/export?fmt=html&s="
        + page.locator("#permalink").get_attribute("href").split("s=")[1].split("&")[0]
    )
    check_page(page, "calculator-print", size)
    page.context.close()


@pytest.mark.parametrize("size", SIZES)
def test_live_pages(live: tuple[str, int, str], browser: Any, size: str) -> None:
    base, event_id, token = live
    page = new_page(browser, size)
    page.goto(f"{base}/events/{event_id}")
    page.wait_for_selector("#standings")
    check_page(page, "live-spectator", size)
    page.goto(f"{base}/events/{event_id}/board")
    check_page(page, "live-hall-screen", size)
    page.goto(f"{base}/events/{event_id}/print")
    check_page(page, "live-print", size)
    page.goto(f"{base}/events/{event_id}/arbiter")
    check_page(page, "live-arbiter-sign-in", size)
    page.fill("#token", token)
    page.press("#token", "Enter")
    page.wait_for_selector("#result-form")
    check_page(page, "live-arbiter-desk", size)
    page.context.close()


def test_the_address_holds_the_state(calculator: str, browser: Any) -> None:
    """Settings and the competitor explained in the address, the event kept in the browser: Reload and
    Back show the same standings; the share link opens them in a browser that never saw the event.
    Expected orders: the Arena example (tests/data/examples/arena-5.seed.tsv): Ava first under the
    simplified rules."""
    from tiebreak.readers import example_text

    page = new_page(browser, "desktop")
    page.goto(calculator + "/")
    page.locator("#event").fill(example_text("arena"))
    page.get_by_label("Simplified (byes are not opponents)").check()
    page.locator("#compute").click()
    page.wait_for_selector("#standings")
    page.wait_for_url(re.compile(r"rules=seed.*ev=[0-9a-f]{8}"))
    order = page.locator("#standings .player-link").all_inner_texts()
    assert order[:2] == ["Chen, Ava", "Ng, Chloe"]
    page.get_by_role("button", name="Ng, Chloe").click()
    page.wait_for_selector("#explanation")
    page.wait_for_url(re.compile(r"selected=2.*#explanation$"))
    page.reload()
    page.wait_for_selector("#explanation")
    assert page.locator("#standings .player-link").all_inner_texts() == order
    assert page.locator("#h-explanation").inner_text().startswith("Ng, Chloe")
    page.go_back()
    page.wait_for_function(
        "() => !document.getElementById('explanation') && !!document.getElementById('standings')"
    )
    assert page.locator("#standings .player-link").all_inner_texts() == order
    link = page.locator("#permalink").get_attribute("href")
    stranger = new_page(browser, "phone")  # another browser context: nothing stored
    stranger.goto(calculator + link)
    stranger.wait_for_selector("#standings")
    assert stranger.locator("#standings .player-link").all_inner_texts() == order
    stranger.context.close()
    page.context.close()


def test_the_hall_screen_turns_its_pages(live: tuple[str, int, str], browser: Any) -> None:
    base, event_id, _ = live
    context = browser.new_context(viewport={"width": 1280, "height": 420})  # room for a few rows only
    page = context.new_page()
    page.clock.install()
    page.goto(f"{base}/events/{event_id}/board")
    page.wait_for_selector("#standings")
    shown = page.locator("#standings tbody tr:not(.off)")
    first = shown.first.get_attribute("data-sno")
    assert 0 < shown.count() < len(PLAYERS)
    assert page.locator(".hall-page").inner_text().startswith("page 1 of ")
    page.clock.run_for(8500)
    assert page.locator(".hall-page").inner_text().startswith("page 2 of ")
    assert shown.first.get_attribute("data-sno") != first
    context.close()


def test_compute_to_paint_figures(calculator: str, browser: Any) -> None:
    """Prints the figures of benchmarks/page_paint.py (no assertion: speed is the benchmark's business):
    from Compute to the standings painted, for the Arena example and a PGN of about 150 kB."""
    import sys

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from page_paint import paint_times, pgn_event

    from tiebreak.readers import example_text

    page = new_page(browser, "desktop")
    for label, text in (("Arena example", example_text("arena")), ("PGN of 150 kB", pgn_event(150))):
        painted, server = paint_times(page, calculator, text, 3)
        assert page.locator("#standings tbody tr").count() > 4
        print(
            f"{label}: Compute to the table painted {min(painted):.0f} ms at best of 3 "
            f"(server {min(server):.0f} ms; load average {os.getloadavg()[0]:.1f})"
        )
    page.context.close()


def test_a_handful_of_tab_stops_before_compute(calculator: str, browser: Any) -> None:
    """From the top of the page: the skip link, the title's link, the text box, then Compute."""
    page = new_page(browser, "desktop")
    page.goto(calculator + "/")
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    stops = []
    for _ in range(10):
        page.keyboard.press("Tab")
        stops.append(page.evaluate("() => document.activeElement.id || document.activeElement.className"))
        if stops[-1] == "compute":
            break
    assert stops[-1] == "compute" and len(stops) <= 5, stops  # skip link, title, text box, Compute
    page.keyboard.press("Enter")  # nothing pasted: the message, and the focus back in the text box
    page.wait_for_selector("#event-error")
    assert page.evaluate("() => document.activeElement.id") == "event"
    page.context.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_page_of_several_events_offers_a_choice_of_group(calculator: str, browser: Any, size: str) -> None:
    """SG NARVA's Kleeblatt page of 2022 (twelve round robins): the first group is shown, the list offers
    all twelve; group 10 chosen shows Gruppe Smyslow, whose players are the page's own (its ranking:
    Sandler, Schmidt, Reekers, Jiranek), and the choice stays in the address across a reload."""
    text = (ROOT / "tests" / "data" / "real" / "narva-kleeblatt-2022.md").read_text(encoding="utf-8")
    page = new_page(browser, size)
    page.goto(calculator + "/")
    page.locator("#event").evaluate("(el, text) => { el.value = text; }", text)
    page.locator("#compute").click()
    page.wait_for_selector("#group-choice")
    assert page.locator("#group-choice option").count() == 12
    assert "Gruppe Steinitz" in page.locator("#group-label").inner_text()
    page.locator("#group-choice").select_option("10")
    page.locator("#group-btn").click()
    page.wait_for_function("() => document.getElementById('group-label').innerText.includes('Smyslow')")
    smyslow = sorted(page.locator("#standings .player-link").all_inner_texts())
    assert [name.split(",")[0] for name in smyslow] == ["Jiranek", "Reekers", "Sandler", "Schmidt"]
    assert page.evaluate("document.activeElement.id") == "group-choice"
    page.wait_for_url(re.compile(r"columns=group%3D10"))
    check_page(page, "calculator-groups", size)
    page.reload()
    page.wait_for_selector("#standings")
    assert sorted(page.locator("#standings .player-link").all_inner_texts()) == smyslow
    page.context.close()
