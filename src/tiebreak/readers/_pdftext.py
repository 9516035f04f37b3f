"""The text of a PDF (a pairing program's lists and rankings printed to PDF, as clubs publish them), laid
out in columns as the pages show them, for the text readers: pypdf's layout extraction (the ``pdf``
extra), each page's lines moved so that its columns stand where the first page's do.

A PDF holds no table, only text placed on a page: the columns are those of the text as laid out, and the
readers find them as in any text aligned with blanks (:func:`tiebreak.readers.tables.split_text_table`,
the pairing lists' headings: :mod:`tiebreak.readers.pairings`).
"""

from __future__ import annotations

import io
import re
from collections import Counter

from ..model.errors import ParseError

__all__ = ["MAX_PDF_PAGES", "PDF_MAGIC", "pdf_text"]

PDF_MAGIC = b"%PDF-"
"""How every PDF's bytes begin."""
MAX_PDF_PAGES = 200
"""The most pages read: an event's lists fill a few dozen; a longer file is no publication of one."""
_MAX_SHIFT = 12
"""How far (in characters) a page's lines may be moved to line up with the first page's."""
_ROW = re.compile(r"^\s*\d")


def pdf_text(data: bytes, *, source: str | None = None) -> tuple[str, list[str]]:
    """The text of every page of a PDF as laid out (a table going on over the next page one table), and
    notes saying how it was read.

    :raises ParseError: when pypdf is not installed, the data is no PDF it can read, the PDF has more
        than :data:`MAX_PDF_PAGES` pages, or no page has text (a scan).
    """
    try:
        import pypdf
    except ImportError:
        raise ParseError("reading a PDF needs pypdf: pip install 'tiebreak[pdf]'", source=source) from None
    try:
        reader = pypdf.PdfReader(io.BytesIO(data))
        count = len(reader.pages)
        if count > MAX_PDF_PAGES:
            raise ParseError(
                f"the PDF has {count} pages; at most {MAX_PDF_PAGES} are read",
                source=source,
                line=1,
                column=1,
            )
        _mend_unicode_maps(reader)
        pages = [page.extract_text(extraction_mode="layout") or "" for page in reader.pages]
        if not any(page.strip() for page in pages):  # a page of rotated headings is left out whole:
            pages = [  # its text laid out with them
                page.extract_text(extraction_mode="layout", layout_mode_strip_rotated=False) or ""
                for page in reader.pages
            ]
    except ParseError:
        raise
    except Exception as exc:  # pypdf's errors, and what a damaged file raises while it is read
        raise ParseError(f"cannot read the PDF: {type(exc).__name__}: {exc}", source=source) from None
    lines = [[line.rstrip() for line in page.splitlines()] for page in pages]
    wrapped = sum(_headings_unwrapped(page) for page in lines)
    if not any(line.strip() for page in lines for line in page):
        raise ParseError(
            "the PDF has no text (a scanned page is a picture): give the program's own export "
            "(a web page, a workbook or a TRF file) or type the table in",
            source=source,
            line=1,
            column=1,
        )
    shifts = page_shifts(lines)
    text = "\n".join(
        "\n".join((" " * shift + line) if line else line for line in page)
        for page, shift in zip(lines, shifts, strict=True)
    )
    notes = [f"the PDF's text as laid out on its {count} page(s), read as text aligned in columns"]
    if wrapped:
        notes.append(
            f"{wrapped} heading(s) the page wraps onto the line above or below its header (Po / s, Mga / m) "
            "read whole"
        )
    moved = [k + 1 for k, s in enumerate(shifts) if s != shifts[0]]
    if moved:
        notes.append(
            f"page(s) {', '.join(map(str, moved))} moved to line up with the columns of the first page"
        )
    return text + "\n", notes


_WORD = re.compile(r"\S+")
_FRAGMENT = re.compile(r"^[^\W\d_]{1,3}\.?$")
"""A piece of a heading a narrow column wraps onto a line of its own (``Po`` over ``s``, ``m`` under
``Mga``)."""


def _headings_unwrapped(page: list[str]) -> int:
    """The page's header lines with the pieces of their headings that a narrow column wraps onto the line
    just above or below written into them (Vega's standings: ``Po`` over ``s   Pts``, ``m`` under
    ``Mga``): a piece above before the heading it touches or stands over, a piece below after it, where
    the header has room; those lines left empty. How many pieces were moved. A line is taken as such
    pieces only when all its words are of one to three letters and each touches a word of a header (a
    line of four words of letters or more) next to it."""
    moved = 0
    for k, line in enumerate(page):
        pieces = [(m.start(), m.group()) for m in _WORD.finditer(line)]
        if not pieces or len(pieces) > 3 or not all(_FRAGMENT.match(t) for _, t in pieces):
            continue
        for j in (k + 1, k - 1):
            written = _written_into(page[j], pieces, before=j > k) if 0 <= j < len(page) else None
            if written is not None:
                page[j], page[k] = written, ""
                moved += len(pieces)
                break
    return moved


def _written_into(header: str, pieces: list[tuple[int, str]], *, before: bool) -> str | None:
    """``header`` with each piece written before (``before``) or after the heading it touches, None when
    the line is no header or a piece touches no heading or finds no room."""
    words = [(m.start(), m.end()) for m in _WORD.finditer(header)]
    if sum(1 for a, z in words if any(ch.isalpha() for ch in header[a:z])) < 4:
        return None
    out = list(header.ljust(max((a + len(t) for a, t in pieces), default=0) + 4))
    for a, text in pieces:
        touched = next(((a0, z0) for a0, z0 in words if a <= z0 and a0 <= a + len(text)), None)
        if touched is None:
            return None
        at = touched[0] - len(text) if before else touched[1]
        if at < 0 or any(ch != " " for ch in out[at : at + len(text)]):
            return None
        out[at : at + len(text)] = text
    return "".join(out).rstrip()


_RANGE_THEN_ARRAY = re.compile(rb">[ \t]*\r?\n[ \t]*\[")
_ARRAY = re.compile(rb"\[([^\]\[]{0,65536})\]")


def _mend_unicode_maps(reader: object) -> None:
    """Each font's map from its codes to characters (``ToUnicode``) whose ranges give their characters
    as an array over several lines (``<00> <0d>``, then ``[``, ``<0020>``, … each on a line: Vega's PDFs),
    written with each range on one line, as pypdf reads them (it skips such lines, and the text comes out
    as the codes themselves, control bytes). The map means the same; nothing else is changed."""
    seen: set[int] = set()
    for page in reader.pages:  # type: ignore[attr-defined]
        resources = page.get("/Resources")
        fonts = resources.get_object().get("/Font") if resources is not None else None
        if fonts is None:
            continue
        for ref in fonts.get_object().values():
            unicode_map = ref.get_object().get("/ToUnicode")
            stream = unicode_map.get_object() if unicode_map is not None else None
            if stream is None or id(stream) in seen or not hasattr(stream, "set_data"):
                continue
            seen.add(id(stream))
            data = stream.get_data()
            if b"beginbfrange" not in data or b"[" not in data:
                continue
            mended = _ARRAY.sub(
                lambda m: b"[" + b" ".join(m.group(1).split()) + b"]", _RANGE_THEN_ARRAY.sub(b"> [", data)
            )
            if mended != data:
                stream.set_data(mended)


def page_shifts(pages: list[list[str]]) -> list[int]:
    """How many blanks to put before each page's lines so that the rows of every page (the lines that
    start with a number) use the columns the first page's rows use: a page laid out from its own left
    edge (its widest text is a row's, where the first page's is a heading's) stands a few characters off.

    >>> page_shifts([["Rk  Name", "  1  Anna", " 10  Bert"], ["11  Carl", "12  Dora"]])
    [0, 1]
    """
    profiles = [_profile(page) for page in pages]
    first = profiles[0]
    shifts = [0]
    for profile in profiles[1:]:
        if sum(first.values()) < 3 or sum(profile.values()) < 3:
            shifts.append(0)
            continue
        best = max(
            range(-_MAX_SHIFT, _MAX_SHIFT + 1),
            key=lambda s: (sum(first[p + s] * n for p, n in profile.items()), -abs(s)),
        )
        shifts.append(best)
    low = min(shifts)
    return [s - low for s in shifts]


def _profile(lines: list[str]) -> Counter[int]:
    """How many of the lines that start with a number hold a character at each position."""
    out: Counter[int] = Counter()
    for line in lines:
        if _ROW.match(line):
            out.update(k for k, ch in enumerate(line) if ch != " ")
    return out
