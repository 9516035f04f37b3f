"""Everything `tiebreak` raises on bad input, as one tree.

::

    TiebreakError                 base class: catch this to catch everything below
    ├── ParseError                the input text cannot be read (source, line, column)
    ├── InvalidTournamentError    the input reads, but describes an impossible event
    └── SpecError                 a tie-break code or list is wrong (unknown code, bad modifier)

A message that points to an option (``--lenient``, ``--unrated-rating``) is a
:class:`~tiebreak.model.messages.Message`: ``str()`` gives its command-line words, and it keeps its stable
code and parameters (``code``, ``params``) so that the web page and the API word it with their own controls.

An error may carry the :class:`Diagnostic` list of every problem found along with it
(``diagnostics``), so that one run reports all of them.

What is an error and what only a warning is decided by :mod:`tiebreak.model.tournament`, which also holds
the input limits: an input found too large while it is read is a ``ParseError`` (with the line
where the limit was crossed), an event read with too many players or rounds an
``InvalidTournamentError``.

All three derive from :class:`ValueError` too, so existing ``except ValueError`` code still works.
The command-line tool prints them as ``file:line:col: message`` and exits with status 2; any other
exception escaping the library is a bug (the command line then prints one line and exits with status
70; ``tests/acceptance/test_fuzz.py`` checks that no input reaches it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from .messages import Message
from .public import publish as _publish


class TiebreakError(ValueError):
    """Base class of every error caused by the input (files, codes, options)."""

    kind: ClassVar[str] = "input.invalid"
    """The code of a message of this class that has none of its own (:attr:`code`)."""

    def __init__(
        self,
        message: str,
        *,
        source: str | None = None,
        line: int | None = None,
        column: int | None = None,
        diagnostics: tuple[Diagnostic, ...] = (),
    ) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.line = line
        self.column = column
        self.diagnostics = diagnostics
        """Every problem found with this one (lenient reading, validation), in input order."""

    @property
    def code(self) -> str:
        """The message's stable code (see :mod:`tiebreak.model.messages`); for a message without one, the
        kind of error (``input.unreadable``, ``input.invalid-event``, ``tiebreaks.invalid``,
        ``store.not-found``, …): every error has a code a front end can act on."""
        return self.message.code if isinstance(self.message, Message) else self.kind

    @property
    def params(self) -> Mapping[str, Any]:
        """The message's parameters by name (empty for a message without a code)."""
        return self.message.params if isinstance(self.message, Message) else {}

    def location(self) -> str:
        """``file:line:col`` (the parts that are known), or an empty string."""
        parts = [p for p in (self.source, self.line, self.column) if p is not None]
        return ":".join(str(p) for p in parts)

    def __str__(self) -> str:
        where = self.location()
        return f"{where}: {self.message}" if where else self.message


class ParseError(TiebreakError):
    """The text of an input file cannot be read as the format it claims to be."""

    kind = "input.unreadable"


class InvalidTournamentError(TiebreakError):
    """The input is well formed but describes something that cannot have happened."""

    kind = "input.invalid-event"


class SpecError(TiebreakError):
    """A tie-break code, modifier or list is not valid."""

    kind = "tiebreaks.invalid"


class Severity(Enum):
    """How serious a :class:`Diagnostic` is."""

    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


@dataclass(frozen=True)
class Diagnostic:
    """A problem found in the input that did not stop the reading (or, in lenient mode, an error)."""

    severity: Severity
    message: str
    source: str | None = None
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        where = ":".join(str(p) for p in (self.source, self.line, self.column) if p is not None)
        prefix = f"{where}: " if where else ""
        return f"{prefix}{self.severity.value}: {self.message}"


_publish(__name__)
