"""Messages that point to an option, worded by each front end.

A message of the library that tells the user what to change (``--lenient reads the round as a bye``,
``give a rating with --unrated-rating``) names the option by a stable identifier (:class:`Option`), not
by a command-line flag. A :class:`Template` holds the message's stable code, its text and the parts that
point to an option (:class:`Hint`); calling it with the parameters gives a :class:`Message`: a ``str``
(its command-line wording, :data:`COMMAND_LINE`, which is also what ``str()`` of an error shows) that
keeps its code and parameters as data, so that another front end words it with its own table
(:meth:`Message.worded`): the web page names its controls, the API its JSON fields, and a part pointing
to an option the front end does not have is left out.

>>> TOO_MANY = Template("example.too-many", "{n} players; the limit is {limit}{flag}",
...                     flag=(Hint(Option.MAX_PLAYERS, " ({option})"),))
>>> message = TOO_MANY(n=12, limit=10)
>>> message, message.code, message.params["limit"]
('12 players; the limit is 10 (--max-players)', 'example.too-many', 10)
>>> message.worded(Wording("page", {Option.MAX_PLAYERS: "the limit of this site"}))
'12 players; the limit is 10 (the limit of this site)'
>>> message.worded(Wording("bare", {}))
'12 players; the limit is 10'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any

__all__ = ["COMMAND_LINE", "TEMPLATES", "Hint", "Message", "Option", "Template", "Wording", "worded"]


class Option(Enum):
    """A user-facing option a message may point to (its value is the stable identifier)."""

    INPUT_FORMAT = "input_format"
    """Which reader reads the input."""
    STRICT = "strict"
    """Refuse an input with warnings."""
    LENIENT = "lenient"
    """Read past errors (each becomes a note)."""
    MAX_BYTES = "max_bytes"
    """The input size limit."""
    MAX_PLAYERS = "max_players"
    """The limit on players (or teams)."""
    MAX_ROUNDS = "max_rounds"
    """The limit on rounds."""
    TIEBREAKS = "tiebreaks"
    """The tie-break list."""
    UNRATED_RATING = "unrated_rating"
    """The rating given to unrated players."""
    LOTS_SEED = "lots_seed"
    """The seed of the drawing of lots."""
    RULES = "rules"
    """The rules' edition."""
    AFTER_ROUND = "after_round"
    """Rank after a given round."""
    PAIRING = "pairing"
    """Swiss or round robin, when the file does not say."""
    ENCODING = "encoding"
    """The text encoding of the input."""
    PGN_STAR = "pgn_star"
    """How a game without a result is read."""
    MAP = "map"
    """Which tie-break a published column holds (the check of a published table)."""
    COLUMNS = "columns"
    """What each column of a table holds, when the table cannot tell."""
    PGN_BYE = "pgn_bye"
    """What a PGN game against BYE with result ``*`` is worth."""
    CHECK_STANDINGS = "check_standings"
    """Comparing the published values of a table with the computed ones."""


@dataclass(frozen=True)
class Wording:
    """How one front end names the options: the name of its control for each option it has; a part of a
    message pointing to an option it has not is left out. ``setting`` words an option set to a value."""

    name: str
    names: Mapping[Option, str]
    setting: str = "{option} {value}"
    using: str = "with {option}"
    """How a message tells to use the option (``{using}`` in a hint)."""

    def of(self, option: Option, value: str | None = None) -> str | None:
        """The option's name (set to ``value``), or None when this front end has no such option."""
        name = self.names.get(option)
        if name is None or value is None:
            return name
        return self.setting.format(option=name, value=value)


COMMAND_LINE = Wording(
    "command line",
    MappingProxyType(
        {
            Option.INPUT_FORMAT: "--input-format",
            Option.STRICT: "--strict",
            Option.LENIENT: "--lenient",
            Option.MAX_BYTES: "--max-bytes",
            Option.MAX_PLAYERS: "--max-players",
            Option.MAX_ROUNDS: "--max-rounds",
            Option.TIEBREAKS: "--tiebreaks",
            Option.UNRATED_RATING: "--unrated-rating",
            Option.LOTS_SEED: "--lots-seed",
            Option.RULES: "--rules",
            Option.AFTER_ROUND: "--after-round",
            Option.PAIRING: "--pairing",
            Option.ENCODING: "--encoding",
            Option.PGN_STAR: "--pgn-star",
            Option.MAP: "--map",
            Option.COLUMNS: "--columns",
            Option.PGN_BYE: "--pgn-bye",
            Option.CHECK_STANDINGS: "`tiebreak check --standings`",
        }
    ),
)
"""The command line's flags: the wording of ``str()`` of every message (the library's own)."""


@dataclass(frozen=True)
class Hint:
    """A part of a message that points to an option: ``text`` with ``{option}`` (the option's name, set
    to ``value`` when given; ``value`` may name the message's parameters too), ``{using}`` (the front
    end's way to say "with the option") and the message's parameters; left out where the front end
    lacks the option."""

    option: Option | None
    """None: the part every front end shows (the last alternative)."""
    text: str
    value: str | None = None


TEMPLATES: dict[str, Template] = {}
"""Every template by code (filled as the modules that declare them load)."""


@dataclass(frozen=True)
class Template:
    """A message with a stable ``code``: ``text`` with ``{name}`` for each parameter and for each hinted
    part (``hints``: name -> alternatives, the first the front end words is used, else nothing)."""

    code: str
    text: str
    hints: Mapping[str, tuple[Hint, ...]]

    def __init__(self, code: str, text: str, **hints: tuple[Hint, ...]) -> None:
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "hints", MappingProxyType(hints))
        known = TEMPLATES.setdefault(code, self)
        if known != self:
            raise ValueError(f"two messages with the code {code!r}")

    def __call__(self, **params: Any) -> Message:
        return Message(self, params)

    def words(self, params: Mapping[str, Any], wording: Wording) -> str:
        """The text with ``params`` in the words of ``wording`` (a parameter that is a message too)."""
        values = {k: worded(v, wording) if isinstance(v, Message) else v for k, v in params.items()}
        for key, alternatives in self.hints.items():
            values[key] = ""
            for hint in alternatives:
                value = hint.value.format(**values) if hint.value is not None else None
                name = "" if hint.option is None else wording.of(hint.option, value)
                if name is not None:
                    values[key] = hint.text.format(
                        option=name, using=wording.using.format(option=name), **values
                    )
                    break
        return self.text.format(**values)


class Message(str):
    """A message in its command-line words that keeps its template and parameters.

    Everything that takes a ``str`` takes it; pasting it into another string keeps only these words,
    so a message built from another takes it as a parameter of its template.
    """

    template: Template
    params: Mapping[str, Any]

    def __new__(cls, template: Template, params: Mapping[str, Any]) -> Message:
        self = super().__new__(cls, template.words(params, COMMAND_LINE))
        self.template = template
        self.params = MappingProxyType(dict(params))
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        template = self.template
        return _message, (template.code, template.text, dict(template.hints), dict(self.params))

    @property
    def code(self) -> str:
        """The template's stable code."""
        return self.template.code

    def worded(self, wording: Wording) -> str:
        """The message in the words of another front end."""
        return self.template.words(self.params, wording)


def _message(code: str, text: str, hints: dict[str, tuple[Hint, ...]], params: dict[str, Any]) -> Message:
    template = TEMPLATES.get(code)
    if template is None or template.text != text:  # a process that has not loaded the declaring module
        template = object.__new__(Template)
        object.__setattr__(template, "code", code)
        object.__setattr__(template, "text", text)
        object.__setattr__(template, "hints", MappingProxyType(hints))
    return Message(template, params)


def worded(text: str, wording: Wording) -> str:
    """``text`` in the words of ``wording`` when it is a :class:`Message`, else as it is."""
    return text.worded(wording) if isinstance(text, Message) else text
