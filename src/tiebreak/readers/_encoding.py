"""Cyrillic crosstables saved as Windows-1251 (cp1251), told from their cp1252 reading.

A file that is not UTF-8 is decoded as cp1252 (:func:`tiebreak.readers.trf.decode`: the encoding of
the TRF files Windows tournament managers write). A Russian crosstable saved by a Windows program is
cp1251, and its cp1252 reading is mojibake: ``Место Имя Очки`` becomes ``Ìåñòî Èìÿ Î÷êè``, which no
heading table knows. For a text that is not TRF (whose decoding stays as above),
:func:`cyrillic_cp1251` takes the cp1251 reading when one of its lines has Cyrillic headings the
heading table knows and that reading knows more headings on that line than the cp1252 one, and a note
says so.

>>> mojibake = "Место\\tИмя\\t1.Тур\\tОчки\\n1\\tАнна\\t2б1\\t1\\n".encode("cp1251").decode("cp1252")
>>> mojibake.split("\\n")[0]
'Ìåñòî\\tÈìÿ\\t1.Òóð\\tÎ÷êè'
>>> text, note = cyrillic_cp1251(mojibake, None)
>>> text.split("\\n")[:2], note.line
(['Место\\tИмя\\t1.Тур\\tОчки', '1\\tАнна\\t2б1\\t1'], 1)
"""

from __future__ import annotations

import re

from ..model.errors import Diagnostic, Severity
from ..model.messages import Hint, Option, Template
from ._headings import classify
from .trf import looks_like_trf

__all__ = ["cyrillic_cp1251"]

_CP1251 = Template(
    "encoding.cp1251",
    "the file is not UTF-8 and its Cyrillic headings ({sample}) are Windows-1251: read as "
    "cp1251, not the cp1252 of Western files{other}",
    other=(Hint(Option.ENCODING, " ({option} names another)"),),
)
_UNDEFINED = {b: "?" for b in (0x81, 0x8D, 0x8F, 0x90, 0x9D)}
"""The bytes cp1252 leaves undefined, which :func:`~tiebreak.readers.trf.decode` keeps as U+0081 …"""
_CYRILLIC = re.compile("[\u0400-\u04ff]")
_CYRILLIC_WORDS = re.compile("[\u0400-\u04ff]{2,}")
"""Runs of Cyrillic letters: a line of cp1251 headings read as cp1252 holds at least two (a ``½`` alone
reads as the Cyrillic ``Ѕ``, between digits)."""
_FIELDS = re.compile(r"[^\t;|,]+")
_LINES = 60
"""How many lines are searched for the header."""


def _headings(line: str) -> tuple[int, int]:
    """Known headings on a line (fields split on tabs, ``;``, ``|``, ``,`` or blanks), and how many of
    them are Cyrillic."""
    fields = [f.strip() for f in _FIELDS.findall(line)]
    if len(fields) < 3:
        fields = line.split()
    known = [f for f in fields if f and not f.isdecimal() and classify(f) not in (None, "blank")]
    return len(known), sum(1 for f in known if _CYRILLIC.search(f))


def cyrillic_cp1251(text: str, source: str | None) -> tuple[str, Diagnostic | None]:
    """``text``, or its cp1251 reading when ``text`` is cp1251 bytes read as cp1252 (see the module);
    then with the note that says so (line of the header that decided it)."""
    if text.isascii():
        return text, None
    head = text[:20000]
    try:
        raw = head.translate(_UNDEFINED).encode("cp1252")
    except UnicodeEncodeError:  # characters cp1252 has not: the text was not read as cp1252
        return text, None
    lines_1252 = head.split("\n")[:_LINES]
    lines_1251 = raw.decode("cp1251", errors="replace").split("\n")[:_LINES]
    for k, (old, new) in enumerate(zip(lines_1252, lines_1251, strict=False)):
        if new == old or len(_CYRILLIC_WORDS.findall(new)) < 2:
            continue
        known, cyrillic = _headings(new)
        if cyrillic >= 2 and known > _headings(old)[0]:
            if looks_like_trf(text):  # a TRF's bytes are decoded by its own reader
                return text, None
            recoded = text.translate(_UNDEFINED).encode("cp1252").decode("cp1251", errors="replace")
            sample = " ".join(f for f in new.split() if _CYRILLIC.search(f))[:40]
            return recoded, Diagnostic(Severity.INFO, _CP1251(sample=sample), source, k + 1, 1)
    return text, None
