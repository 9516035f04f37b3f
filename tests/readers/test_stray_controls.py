"""A text with a stray control byte (a federation's rating report whose section record begins with a NUL)
is read without it, with a warning naming where it was; more than a few such bytes are binary data, still
refused (``tests/acceptance/test_bad_input.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak.model.errors import ParseError, Severity
from tiebreak.readers import read_text

PATH = Path(__file__).parent.parent / "data" / "formats" / "anytown-2013.ecf-congress.txt"


def test_a_stray_nul_is_left_out_with_a_warning() -> None:
    text = PATH.read_text(encoding="utf-8")
    lines = text.split("\n")
    lines[7] = "\x00" + lines[7]  # the row of 2 Brian
    event = read_text("\n".join(lines), source="congress.txt")
    plain = read_text(text, source="congress.txt")
    assert event.players == plain.players
    warned = [d for d in event.diagnostics if d.severity is Severity.WARNING and "control byte" in d.message]
    assert len(warned) == 1
    assert (warned[0].line, warned[0].column) == (8, 1)
    assert "0x00" in warned[0].message


def test_many_control_bytes_are_binary_data() -> None:
    text = PATH.read_text(encoding="utf-8").replace(" b", "\x00 b")  # dozens
    with pytest.raises(ParseError, match="binary data"):
        read_text(text, source="congress.txt")
