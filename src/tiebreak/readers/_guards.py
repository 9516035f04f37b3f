"""What every input is checked for before a reader or the published-table reader sees it: no number
longer than any field holds (exact arithmetic on such a number would cost without bound, and ``int``
refuses one of over 4,300 digits with a ValueError)."""

from __future__ import annotations

import re

from ..model.errors import ParseError

__all__ = ["MAX_DIGITS", "check_numbers"]

MAX_DIGITS = 100
"""Longest run of digits accepted in any input (the longest real field, a FIDE id, has 11)."""

_HUGE_NUMBER = re.compile(r"\d{" + str(MAX_DIGITS + 1) + ",}")


_ASCII_RUNS = re.compile("[\x00-\x7f]+")
_DIGIT_MASK = bytes(0x30 if 0x30 <= b <= 0x39 else 0x20 for b in range(256))
"""Byte table: ASCII digits to ``0``, every other byte to a space (a UTF-8 sequence's bytes are no digits)."""


def check_numbers(text: str, source: str | None) -> None:
    """Refuse numbers longer than any field holds: exact arithmetic on them would cost without bound."""
    if b"0" * (MAX_DIGITS + 1) not in text.encode("utf-8", "surrogatepass").translate(_DIGIT_MASK) and (
        text.isascii() or not any(c.isdecimal() for c in set(_ASCII_RUNS.sub("", text)))
    ):
        return  # the usual case (no digit outside ASCII), found in C ten times faster than by the regex
    from .trf import is_column_ruler

    m = _HUGE_NUMBER.search(text)
    while m is not None and is_column_ruler(_ruled(text[text.rfind("\n", 0, m.start()) + 1 : m.end()])):
        m = _HUGE_NUMBER.search(text, m.end())  # a column ruler: the readers skip it, with a note
    if m is not None:
        before = re.split(r"\r\n|\r|\n", text[: m.start()])
        raise ParseError(
            f"a number of {len(m.group())} digits; no field of an event file has more than {MAX_DIGITS}",
            source=source,
            line=len(before),
            column=len(before[-1]) + 1,
        )


def _ruled(line: str) -> str:
    """A line up to a long number, without a TRF-2026 comment's ``###`` (``###4567890123…``, the ruler
    FIDE's samples carry above their records: a comment the TRF reader skips)."""
    return line[3:] if line.startswith("###") else line
