"""Messages that point to an option: each front end words them (the command line its flags, the page its
controls, the API its fields), and no command-line flag reaches the page or the API."""

from __future__ import annotations

import json
import pickle
import re
import string

import pytest

import tiebreak.checking.check
import tiebreak.web.service  # noqa: F401  (declares the page's messages)
from tiebreak import ParseError, read_text
from tiebreak.criteria import find
from tiebreak.model.messages import COMMAND_LINE, TEMPLATES, Message, Option, Template
from tiebreak.web.jobs import api_job, page_job
from tiebreak.web.settings import WebSettings
from tiebreak.web.wording import API, PAGE
from trf_lines import row, trf

find("BH")  # loads every family module, and the messages they declare
FLAG = re.compile(r"(?<![\w-])--[a-z]|`tiebreak ")
CODES = sorted(TEMPLATES)


def _fields(template: Template) -> set[str]:
    texts = [template.text] + [
        t for hints in template.hints.values() for h in hints for t in (h.text, h.value or "")
    ]
    return {
        name
        for text in texts
        for _, name, _, _ in string.Formatter().parse(text)
        if name and name not in ("option", "using")
    } - set(template.hints)


def _sample(template: Template) -> Message:
    return template(**{name: f"<{name}>" for name in _fields(template)})


def test_the_messages_are_found() -> None:
    assert len(CODES) >= 24, CODES


@pytest.mark.parametrize("code", CODES)
def test_no_flag_on_the_page_or_in_the_api(code: str) -> None:
    message = _sample(TEMPLATES[code])
    assert message.code == code
    for wording in (PAGE, API):
        text = message.worded(wording)
        assert not FLAG.search(text), (wording.name, text)
        assert "{" not in text and "}" not in text


@pytest.mark.parametrize("code", CODES)
def test_the_command_line_names_its_flags(code: str) -> None:
    """Every option a message points to is named by its flag on the command line; str() is that wording."""
    template = TEMPLATES[code]
    message = _sample(template)
    assert str(message) == message.worded(COMMAND_LINE)
    for hints in template.hints.values():
        if hints[0].option is not None:
            assert COMMAND_LINE.of(hints[0].option) in message


def test_every_option_has_a_flag() -> None:
    assert set(COMMAND_LINE.names) == set(Option)
    assert all(name.startswith(("--", "`tiebreak")) for name in COMMAND_LINE.names.values())


def test_a_message_keeps_its_code_and_parameters_across_processes() -> None:
    with pytest.raises(ParseError) as info:
        read_text("not an event")
    message = info.value.message
    # no format fits, and no table of the input makes an event by its content: the first reader's message,
    # then what each table looked like
    assert info.value.code == "input.no-event" and info.value.params["first"].code == "input.unknown-format"
    back = pickle.loads(pickle.dumps(info.value))
    assert back.code == "input.no-event" and str(back) == str(info.value)
    assert back.params["first"].code == "input.unknown-format"
    assert back.message.worded(PAGE) == message.worded(PAGE)


_MISSING_OPPONENT = trf(row(1, "   2 w 1", "   9 b ="), row(2, "   1 b 0"))


def test_the_api_names_its_fields() -> None:
    """An unknown opponent: the command line offers --lenient, the API its field ``lenient``; a format
    it cannot tell: the API names its field ``format``."""
    reply = api_job(WebSettings(), {"event": _MISSING_OPPONENT, "explain": "none"})
    error = json.loads(reply.body)["error"]
    assert reply.status == 422
    assert error["message"] == (
        "round 2: opponent 9 has no 001 line; the field lenient set to true reads the round as a bye (H)"
    )
    reply = api_job(WebSettings(), {"event": "not an event", "explain": "none"})
    message = json.loads(reply.body)["error"]["message"]
    assert "Name it in the field format\n" in message and not FLAG.search(message)


def test_the_page_names_its_controls() -> None:
    reply = page_job(WebSettings(), {"event": [_MISSING_OPPONENT], "op": ["compute"]})
    page = reply.body.decode()
    assert "opponent 9 has no 001 line; the box Read past errors reads the round as a bye (H)" in page
    assert "--lenient" not in page


def test_the_page_and_the_api_document_name_no_flag() -> None:
    """The blank page and the OpenAPI document (the /docs page) name the page's controls and the API's
    fields, never a command-line flag."""
    from tiebreak.web.app import create_app

    page = page_job(WebSettings()).body.decode()
    document = json.dumps(create_app(WebSettings(), pool=None).openapi())
    flags = [name for name in COMMAND_LINE.names.values() if name.startswith("--")]
    assert [f for f in flags if f in page or f in document] == []


def test_every_error_has_a_code_the_templated_ones_their_own() -> None:
    from tiebreak import InvalidTournamentError, ParseError, SpecError
    from tiebreak.readers.content import NoEventError
    from tiebreak.store.errors import Conflict, NotFound

    assert ParseError("no table").code == "input.unreadable"
    assert InvalidTournamentError("player 3 plays twice in round 2").code == "input.invalid-event"
    assert SpecError("XY: unknown tie-break").code == "tiebreaks.invalid"
    assert NoEventError("no event").code == "input.no-event"
    assert NotFound("there is no event 9").code == "store.not-found"
    assert Conflict("stale", current={}).code == "store.conflict"
    templated = Template("tests.templated-error", "{n} players")
    assert ParseError(templated(n=3)).code == "tests.templated-error"
