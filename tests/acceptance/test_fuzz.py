"""Fuzz tests: whatever comes in, every reader either reads it or raises a TiebreakError, and the
engine then either ranks the event or raises a TiebreakError. Any other exception is a bug.

Every format registered in :data:`tiebreak.readers.FORMATS` is fuzzed, so a new reader is covered as
soon as it is registered. The inputs and the checks are those of ``tests/fuzz_inputs.py``: random bytes
and the files of ``tests/data`` mutated and re-encoded; the seeds of a reader are the files it sniffs
as its own (every file when there are none).

``TIEBREAK_FUZZ_EXAMPLES`` sets the number of examples per reader (default 10,000, as CI runs it);
sniffing, tie-break lists and the command line get a share of it. ``TIEBREAK_FUZZ_SEED`` makes a run
reproducible. The long run (``make fuzz``: 1,000,000 inputs per reader) is ``tests/tools/fuzz.py``,
which draws the same inputs from plain random generators and runs the same checks.
"""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from conftest import DATA
from fuzz_inputs import (
    CODES,
    COMMANDS,
    EXAMPLES,
    MODES,
    SEEDS,
    SUFFIXES,
    command_line_case,
    exercise,
    inputs,
    mutated,
    sniffing_case,
    tiebreak_codes_case,
)
from tiebreak import Rules
from tiebreak.readers import FORMATS

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")
"""A failing example may be long; its repr must not turn into a warning that hides the failure."""


def _fuzz_settings(share: int = 1) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Hypothesis settings for ``EXAMPLES // share`` examples (the readers get them all)."""

    def decorate(f: Callable[..., None]) -> Callable[..., None]:
        f = settings(
            max_examples=max(100, EXAMPLES // share),
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )(f)
        if "TIEBREAK_FUZZ_SEED" in os.environ:
            f = seed(int(os.environ["TIEBREAK_FUZZ_SEED"]))(f)
        return f

    return decorate


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_fuzz_reader(name: str) -> None:
    @_fuzz_settings()
    @given(data=inputs(name), rules=st.sampled_from(list(Rules)), after=st.none() | st.integers(0, 12))
    def run(data: bytes, rules: Rules, after: int | None) -> None:
        exercise(data, name, rules, after)

    run()


@_fuzz_settings(share=5)
@given(data=st.one_of(st.binary(max_size=200), mutated(SEEDS["*"])), suffix=st.sampled_from(SUFFIXES))
def test_fuzz_sniffing(data: bytes, suffix: str) -> None:
    sniffing_case(data, suffix)


def test_every_format_has_seeds() -> None:
    assert len(SEEDS["*"]) >= 100, "seed files missing under tests/data"
    assert len(SEEDS["trf"]) >= 50
    assert len(SEEDS["json"]) >= 10
    assert {name for name in FORMATS if not SEEDS[name]} <= {"chess-json"}


@_fuzz_settings(share=20)
@given(
    data=st.one_of(st.binary(max_size=200), mutated(SEEDS["*"])),
    command=st.sampled_from(COMMANDS),
    mode=st.sampled_from(MODES),
)
def test_fuzz_command_line(data: bytes, command: list[str], mode: list[str]) -> None:
    command_line_case(data, command, mode)


@_fuzz_settings(share=10)
@given(
    codes=st.lists(st.one_of(st.sampled_from(CODES), st.text(max_size=12)), max_size=5),
    rules=st.sampled_from(list(Rules)),
)
def test_fuzz_tiebreak_codes(codes: list[str], rules: Rules) -> None:
    tiebreak_codes_case(codes, rules)


_CHESS_JSON = (
    '{"filetype": "Event", "event": {"profiles": [{"id": 7, "fideName": "Ann", "federation": "NOR"}], '
    '"tournaments": [{"numRounds": 1, "competitors": [{"cid": 1, "profileId": 7}, {"cid": 2}], '
    '"gameList": [{"round": 1, "played": true, "rated": true, "white": {"cid": 2, "result": "D"}, '
    '"black": {"cid": 1}}]}]}}'
)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("trf", "001    \u00b2 m    A\n"),  # a superscript digit passes str.isdigit() but not int()
        ("trf", "042 99999999999999999999992026/06/01\n001    1 m    A\n"),  # a year too large for a date
        ("trf", "142 " + "9" * 5000 + "\n001    1 m    A\n"),  # beyond Python's 4300-digit conversion limit
        ("trf", "162 W " + "9" * 5000 + "\n001    1 m    A\n"),
        ("trf", "212 PTS,BH/C" + "1" * 5000 + "\n001    1 m    A\n"),
        ("csv", "round,white,black,result,white_rating,black_rating\n1,A,B,1-0,13\u00b20,1100\n"),
        ("csv", "round,white,black,result\n999999999,A,B,1-0\n"),  # rounds built up to 10^9: 24 GB
        ("pgn", (DATA / "formats" / "arena-5.pgn").read_text(encoding="utf-8").replace("1420", "14\u00b20")),
        # found by the long run (make fuzz): profile fields that are JSON lists or objects, not text
        ("chess-json", _CHESS_JSON.replace('"fideName": "Ann"', '"fideName": ["Ann"]')),
        (
            "chess-json",
            _CHESS_JSON.replace('"id": 7', '"id": [7]').replace('"profileId": 7', '"profileId": {}'),
        ),
        ("chess-json", _CHESS_JSON.replace('"federation": "NOR"', '"federation": {"x": 1}')),
    ],
)
def test_inputs_that_once_crashed(name: str, text: str) -> None:
    """Found by the fuzzer: each now reads or fails with a TiebreakError."""
    exercise(text.encode(), name, Rules.FIDE_2026, None)
