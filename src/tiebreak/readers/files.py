"""Several files kept as one text: an upload of several files on the page or in the API, so that the
event stays one text (a permalink, a re-computation), read as the files together
(:func:`tiebreak.readers.assemble.read_sources`).

The text is :data:`BUNDLE` (``#tiebreak-files 1``), then each file as ``#file LENGTH NAME``, its text and
a line end; the length is counted in characters, so that no text can end a file early.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model.errors import ParseError
from ..model.tournament import Tournament
from ._options import DEFAULT_OPTIONS, ReadOptions
from .assemble import MAX_FILES

__all__ = ["BUNDLE", "bundle", "looks_like_files", "read_files", "unbundle"]

BUNDLE = "#tiebreak-files 1\n"
"""The first line of several files kept as one text (:func:`bundle`): an upload of several files on the
page or in the API, so that the event stays one text (a permalink, a re-computation)."""
_BUNDLE_FILE = re.compile(r"#file (\d{1,9}) ([^\n]*)\n")


def bundle(files: Sequence[tuple[str, str]]) -> str:
    r"""Several files as one text: :data:`BUNDLE`, then each file as ``#file LENGTH NAME``, its text and a
    line end (the length in characters, so that no text can end a file early).

    >>> unbundle(bundle([("r1.txt", "a\nb"), ("r2.txt", "c")]))
    [('r1.txt', 'a\nb'), ('r2.txt', 'c')]
    """
    parts = [BUNDLE]
    for name, text in files:
        parts.append(f"#file {len(text)} {' '.join(name.split()) or 'file'}\n{text}\n")
    return "".join(parts)


def unbundle(text: str, source: str | None = None) -> list[tuple[str, str]]:
    """The files of a :func:`bundle` text, as (name, text).

    :raises ParseError: for a text that is not one (a file's length beyond the end, more than
        :data:`MAX_FILES` files), with the line.
    """
    if not text.startswith(BUNDLE):
        raise ParseError(
            f"not several files kept as one text: the first line is not {BUNDLE.strip()!r}",
            source=source,
            line=1,
            column=1,
        )
    out: list[tuple[str, str]] = []
    pos = len(BUNDLE)
    while pos < len(text):
        m = _BUNDLE_FILE.match(text, pos)
        line = text.count("\n", 0, pos) + 1
        if m is None:
            raise ParseError(
                "expected '#file LENGTH NAME' before each file's text", source=source, line=line, column=1
            )
        start = m.end()
        end = start + int(m.group(1))
        if end > len(text) or text[end : end + 1] != "\n":
            raise ParseError(
                f"the file {m.group(2)!r} is shorter than its length {m.group(1)} says",
                source=source,
                line=line,
                column=7,
            )
        out.append((m.group(2), text[start:end]))
        if len(out) > MAX_FILES:
            raise ParseError(f"more than {MAX_FILES} files to read as one event", source=source, line=line)
        pos = end + 1
    return out


def looks_like_files(text: str, suffix: str = "") -> bool:
    """Whether the text is several files kept as one (its first line is :data:`BUNDLE`)."""
    return text.startswith(BUNDLE)


def read_files(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read several files kept as one text as one event (each round's pairing list, the ranking). Not yet
    validated.

    :raises ParseError: for a damaged text (with its line), or what reading the files refuses.
    """
    from .assemble import read_sources

    return read_sources(unbundle(text, options.source), options)
