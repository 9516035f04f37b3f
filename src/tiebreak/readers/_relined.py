"""A text rewritten line by line for a reader, with the input's line and column of each of its lines.

A reader that first rewrites its input (rows run together on one line written one a line,
:mod:`tiebreak.readers.runon`; a row copied over several lines written on one,
:mod:`tiebreak.readers.celllines`) reads the rewritten text; :class:`Relined` turns the lines and
columns of what it says back into the input's.
"""

from __future__ import annotations

import re
from collections.abc import Container, Mapping, Sequence
from dataclasses import dataclass, replace

from ..model.errors import Diagnostic, ParseError

__all__ = ["Relined", "numbered_columns", "numbered_line", "rewrite_lines"]


@dataclass(frozen=True)
class Relined:
    """The rewritten text and, for each of its lines, the input's line it comes from and the column it
    starts at."""

    text: str
    origin: tuple[tuple[int, int], ...]

    def locate(self, line: int | None, column: int | None) -> tuple[int | None, int | None]:
        """A line and column of :attr:`text` as a line and column of the input."""
        if line is None or not 1 <= line <= len(self.origin):
            return line, column
        source, start = self.origin[line - 1]
        return source, start + (column - 1 if column is not None else 0)

    def _message(self, text: str) -> str:
        """The text with each line it names as the input's line (the text itself, a message keeping its
        code, when it names none)."""
        said = re.sub(r"\bline (\d+)\b", lambda m: f"line {self.locate(int(m.group(1)), None)[0]}", text)
        return text if said == text else said

    def diagnostic(self, d: Diagnostic) -> Diagnostic:
        line, column = self.locate(d.line, d.column)
        return replace(d, message=self._message(d.message), line=line, column=column)

    def error(self, exc: ParseError) -> ParseError:
        line, column = self.locate(exc.line, exc.column)
        return ParseError(
            self._message(exc.message),
            source=exc.source,
            line=line,
            column=column,
            diagnostics=tuple(self.diagnostic(d) for d in exc.diagnostics),
        )


def rewrite_lines(
    lines: Sequence[str], written: Mapping[int, str], dropped: Container[int] = ()
) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The lines (by index) with those ``written`` gives replaced and those ``dropped`` left out, joined,
    and the input line of each line kept (its column 1): a :class:`Relined`'s text and origins."""
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    for k, line in enumerate(lines):
        if k in dropped and k not in written:
            continue
        out.append(written.get(k, line))
        origin.append((k + 1, 1))
    return "\n".join(out), tuple(origin)


def numbered_line(
    lines: Sequence[str], k: int, number: int, row: re.Pattern[str]
) -> tuple[int, re.Match[str]] | None:
    """The index of the first line with text from ``k`` on and ``row``'s match of it, when that line is the
    row numbered ``number`` (``row``'s first group the number): the next row of a grid numbered 1 … n, the
    empty lines between rows passed over; None otherwise."""
    while k < len(lines) and not lines[k].strip():
        k += 1
    m = row.match(lines[k]) if k < len(lines) else None
    if m is None or int(m.group(1)) != number:
        return None
    return k, m


def numbered_columns(words: Sequence[str], least: int) -> tuple[int, int] | None:
    """Where a header's columns numbered 1 … n begin among its words, and n (``least`` of them at least,
    no number among the headings after them: a round-robin grid's header); None for no such header."""
    if "1" not in words:
        return None
    i = list(words).index("1")
    n = 0
    while i + n < len(words) and words[i + n] == str(n + 1):
        n += 1
    if n < least or any(w[:1].isdigit() for w in words[i + n :]):
        return None
    return i, n
