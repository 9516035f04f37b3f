"""Cyrillic crosstables saved as Windows-1251 (cp1251), told from their cp1252 reading; text whose UTF-8
was read as Windows-1252 or Windows-1250 (mojibake: ``MÃ¼ller`` for ``Müller``), repaired.

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

A page whose UTF-8 a browser (or a program) read as Windows-1252 or Windows-1250 shows each letter beyond
ASCII as two or three characters, and its copy keeps them so: :func:`utf8_as_cp1252` puts the letters
back, with a note.

>>> utf8_as_cp1252("1 MÃ¼ller 3wÂ½ 2 Ã–zil 1bÂ½", None)[0]
'1 Müller 3w½ 2 Özil 1b½'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..model.errors import Diagnostic, Severity
from ..model.messages import Hint, Option, Template
from ._headings import classify
from .trf import looks_like_trf

__all__ = ["cyrillic_cp1251", "recoded", "utf8_as_cp1252"]

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


@dataclass(frozen=True)
class _Misread:
    """How UTF-8 looks when read with one single-byte Windows code page."""

    encoding: str
    byte: dict[str, int]
    """The byte each character of that reading stands for (undefined bytes kept as their code points,
    as :func:`~tiebreak.readers.trf.decode` keeps cp1252's)."""
    pattern: re.Pattern[str]
    """A letter's UTF-8 bytes (two or three) as that code page reads them: ``Ã¼`` (ü), ``Â½`` (½)."""

    def unmangled(self, match: re.Match[str]) -> str:
        """The letter the match stands for: a Latin letter, a sign such as ``½`` or a dash (anything
        else, such as a Cyrillic letter, is rather a real word of the code page: left as it is)."""
        try:
            letter = bytes(self.byte[ch] for ch in match.group(0)).decode("utf-8")
        except UnicodeDecodeError:  # bytes that are no UTF-8 letter
            return match.group(0)
        return letter if "\u00a0" <= letter <= "\u017f" or "\u2000" <= letter <= "\u20ac" else match.group(0)

    def letters(self, text: str) -> list[str]:
        """The misread letters of ``text`` that read back as UTF-8."""
        return [m.group(0) for m in self.pattern.finditer(text) if self.unmangled(m) != m.group(0)]


def _misread(encoding: str) -> _Misread:
    byte: dict[str, int] = {}
    for b in range(256):
        try:
            byte[bytes([b]).decode(encoding)] = b
        except UnicodeDecodeError:
            byte[chr(b)] = b
    chars = {b: ch for ch, b in byte.items()}
    tail = re.escape("".join(chars[b] for b in range(0x80, 0xC0)))
    two = re.escape("".join(chars[b] for b in range(0xC2, 0xE0)))
    three = re.escape("".join(chars[b] for b in range(0xE0, 0xF0)))
    return _Misread(encoding, byte, re.compile(f"[{two}][{tail}]|[{three}][{tail}]{{2}}"))


_MISREADS = (_misread("cp1252"), _misread("cp1250"))
"""The code pages a page in UTF-8 is most often shown or saved with: Western, Central European."""
_HEAD = 100_000
"""How much of a text is searched for misread letters (a large table's first rows show them when its
names have any): the search stays short on a text of megabytes that has none."""
_LOST_NBSP = re.compile("\u00c2(?=[ \u00a0]|&nbsp;|&#160;|&#xa0;)", re.IGNORECASE)
"""``Â`` before a blank: a no-break space's first byte, its second copied as a plain space (or, in a
page's markup, written as its entity: ``Â&nbsp;`` in a word processor's page copied from a browser)."""
_MOJIBAKE = Template(
    "encoding.mojibake",
    "the text holds letters whose UTF-8 was read as {encoding} ({sample}): {count} put back{other}",
    other=(Hint(Option.ENCODING, " ({option} names the file's encoding)"),),
)


def utf8_as_cp1252(text: str, source: str | None) -> tuple[str, Diagnostic | None]:
    """``text`` with its letters put back when it holds letters written as their UTF-8 bytes read as
    Windows-1252 or Windows-1250 (a page saved or shown in the wrong encoding, then copied: two or three
    characters that read back as one Latin letter or sign); a ``Â`` before a blank is a no-break
    space's, taken out with them or when there are three; with the note that says so; ``text`` as it is
    otherwise."""
    if text.isascii():
        return text, None
    head = text[:_HEAD]
    found, misread = max(((m.letters(head), m) for m in _MISREADS), key=lambda x: len(x[0]))
    lost = len(_LOST_NBSP.findall(head))
    if not found and lost < 3:
        return text, None
    put_back = 0

    def unmangled(match: re.Match[str]) -> str:
        nonlocal put_back
        letter = misread.unmangled(match)
        put_back += letter != match.group(0)
        return letter

    fixed = misread.pattern.sub(unmangled, text)
    fixed, removed = _LOST_NBSP.subn("", fixed)
    sample = " ".join(dict.fromkeys(found))[:20] or "Â"
    name = "Windows-" + misread.encoding[2:]
    note = _MOJIBAKE(encoding=name, sample=sample, count=put_back + removed)
    return fixed, Diagnostic(Severity.INFO, note, source, 1, 1)


def recoded(text: str, source: str | None) -> tuple[str, Diagnostic | None]:
    """``text`` as its writer meant it: a cp1251 text read as cp1252 (:func:`cyrillic_cp1251`), else
    UTF-8 read as cp1252 or cp1250 (:func:`utf8_as_cp1252`), with the note that says what was done."""
    text, note = cyrillic_cp1251(text, source)
    return (text, note) if note is not None else utf8_as_cp1252(text, source)
