"""One reading derives what it needs of an input once (:mod:`tiebreak.readers._once`): the page parsed to
read the event is the page its own ranking is read from; outside a reading nothing is kept."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from tiebreak.cli import main
from tiebreak.readers import read_once, webpage
from tiebreak.readers._once import KEPT, once, once_of
from tiebreak.readers.webpage import parse_page

PAGE = "<h2>Open</h2><table><tr><th>No</th><th>Name</th></tr><tr><td>1</td><td>Anna</td></tr></table>"


def _counted() -> tuple[list[int], object]:
    calls: list[int] = []

    def make() -> object:
        calls.append(1)
        return object()

    return calls, make


def test_outside_a_reading_every_call_makes_its_own() -> None:
    calls, make = _counted()
    assert once("k", "key", make) is not once("k", "key", make)
    assert len(calls) == 2


def test_within_a_reading_the_second_call_gets_the_first_result() -> None:
    calls, make = _counted()
    with read_once():
        first = once("k", "key", make)
        assert once("k", "key", make) is first
        assert once("other kind", "key", make) is not first  # kinds apart
    assert len(calls) == 2
    assert once("k", "key", make) is not first  # let go on leaving


def test_an_error_is_not_kept() -> None:
    tries: list[int] = []

    def failing() -> object:
        tries.append(1)
        raise ValueError("no")

    with read_once():
        for _ in range(2):
            with pytest.raises(ValueError):
                once("k", "key", failing)
    assert len(tries) == 2


def test_at_most_kept_results_are_held_the_oldest_let_go() -> None:
    calls, make = _counted()
    with read_once():
        first = once("k", 0, make)
        for k in range(1, KEPT + 1):
            once("k", k, make)
        assert once("k", 0, make) is not first
    assert len(calls) == KEPT + 2


def test_a_reading_within_a_reading_keeps_on_with_the_outer_one() -> None:
    calls, make = _counted()
    with read_once():
        first = once("k", "key", make)
        with read_once():
            assert once("k", "key", make) is first
        assert once("k", "key", make) is first
    assert len(calls) == 1


def test_once_of_keys_by_the_object_itself() -> None:
    a, b = [1], [1]  # equal, not the same
    with read_once():
        made_a = once_of("k", a, lambda: object())
        assert once_of("k", a, lambda: object()) is made_a
        assert once_of("k", b, lambda: object()) is not made_a
        assert once_of("k", a, lambda: object(), key="other") is not made_a


def test_another_thread_keeps_nothing_of_this_reading() -> None:
    calls, make = _counted()
    with read_once():
        once("k", "key", make)
        worker = threading.Thread(target=lambda: once("k", "key", make))
        worker.start()
        worker.join()
    assert len(calls) == 2


def test_a_page_is_parsed_once_within_a_reading_and_anew_outside() -> None:
    assert parse_page(PAGE) is not parse_page(PAGE)
    with read_once():
        page = parse_page(PAGE)
        assert parse_page(PAGE) is page
        assert parse_page(PAGE, "other.html") is not page  # the source is part of the key
    assert page.tables[0].rows[1].cells[1].text == "Anna"


REAL = Path(__file__).parents[1] / "data" / "real"


def test_the_command_line_parses_a_page_once_for_the_event_and_its_own_ranking(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``tiebreak standings`` of a chess-results crosstable reads the event, then the page's own ranking
    (its tie-break columns rank the standings): no text is parsed twice."""
    page = REAL / "cr-en-frome-2026-open-crosstable.html"
    parsed: list[str] = []
    real = webpage._parsed_page

    def counting(text: str, source: str | None) -> webpage.Page:
        parsed.append(text)
        return real(text, source)

    monkeypatch.setattr(webpage, "_parsed_page", counting)
    assert main(["standings", str(page)]) == 0
    assert "ranked with the tie-breaks the input's own ranking publishes" in capsys.readouterr().out
    assert parsed
    assert len(set(parsed)) == len(parsed)


def test_only_the_commands_that_read_an_event_are_one_reading(capsys: pytest.CaptureFixture[str]) -> None:
    """The web server (``serve``), the batch and the live events are no one reading: a server's
    requests would otherwise share what one request parsed, for as long as the server runs."""
    from tiebreak.cli import _READING_COMMANDS

    assert {"standings", "explain", "diff", "check", "convert"} == _READING_COMMANDS
    assert main(["standings", str(REAL / "cr-en-frome-2026-open-crosstable.html")]) == 0
    capsys.readouterr()
    calls, make = _counted()
    once("k", "key", make)
    once("k", "key", make)
    assert len(calls) == 2  # nothing kept once the command has ended
