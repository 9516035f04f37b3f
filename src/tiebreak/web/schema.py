"""The JSON shapes of the API (pydantic models: request validation and the OpenAPI document)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, Field, StringConstraints, WithJsonSchema, field_validator
from pydantic_core import PydanticCustomError

from ..model.rules import Rules
from ..model.tournament import FORCED_PAIRINGS
from ..readers.assemble import MAX_FILES
from ..store.inputs import PAIRINGS, RULES
from .service import MAX_LIST

__all__ = [
    "MAX_KEY",
    "MULTIPART_SCHEMA",
    "BoardBody",
    "BoardResult",
    "ByeBody",
    "CatalogueEntry",
    "CheckedBody",
    "ErrorDetail",
    "ErrorResponse",
    "EventBody",
    "EventPairing",
    "EventPatch",
    "EventRules",
    "Explain",
    "ForcedPairing",
    "PairingsBody",
    "PlayerBody",
    "ResultBody",
    "RoundResultsBody",
    "RuleSet",
    "Scoring",
    "StandingRow",
    "StandingsRequest",
    "StandingsResponse",
    "TiebreaksBody",
    "TokenBody",
    "WithdrawBody",
]

MAX_KEY = 2**31 - 1
"""The largest number a request may carry in a JSON body or as an id: what a 32-bit database column
(PostgreSQL's ``integer``) holds. Ids, starting numbers, rounds and boards above it cannot exist."""


def strange_value(value: Any) -> str | None:
    """What in a decoded JSON value no database or answer can hold, said for people: a lone surrogate
    (``\\ud800``: JSON can escape one, but it is not a character) or a number beyond :data:`MAX_KEY`.

    >>> strange_value(["ok", {"name": "\\ud800"}])
    'a lone surrogate \\\\ud800 at character 1, which is not a character (send text as UTF-8)'
    >>> strange_value({"rating": 2**40}), strange_value([True, 7, "Ana"])
    ('a number out of range (at most 2147483647)', None)
    """
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            return (
                f"a lone surrogate \\u{ord(value[exc.start]):04x} at character {exc.start + 1}, which "
                "is not a character (send text as UTF-8)"
            )
    elif isinstance(value, bool):
        return None
    elif isinstance(value, int):
        return f"a number out of range (at most {MAX_KEY})" if abs(value) > MAX_KEY else None
    elif isinstance(value, list | tuple):
        return next((found for item in value if (found := strange_value(item)) is not None), None)
    elif isinstance(value, dict):
        items = (*value, *value.values())
        return next((found for item in items if (found := strange_value(item)) is not None), None)
    return None


class CheckedBody(BaseModel):
    """A JSON request body whose every field is checked by :func:`strange_value` (the error names the
    field), so that nothing a database or an answer cannot hold goes further."""

    @field_validator("*", mode="before")
    @classmethod
    def _fits(cls, value: Any) -> Any:
        found = strange_value(value)
        if found is not None:
            raise ValueError(found)
        return value


def _one_of(names: Sequence[str]) -> Callable[[str], str]:
    """The check of a field that takes one of ``names`` (a list kept where the option is defined)."""
    expected = ", ".join(repr(n) for n in names[:-1]) + f" or {names[-1]!r}"

    def check(value: str) -> str:
        if value not in names:
            raise PydanticCustomError("enum", "Input should be {expected}", {"expected": expected})
        return value

    return check


def _checked(names: Sequence[str]) -> AfterValidator:
    return AfterValidator(_one_of(names))


def _listed(names: Sequence[str]) -> WithJsonSchema:
    return WithJsonSchema({"type": "string", "enum": list(names)})


RULE_SETS = tuple(r.value for r in Rules)
"""The rule sets by name (:class:`tiebreak.model.rules.Rules`): the API's field ``rules``."""
RuleSet = Annotated[str, _checked(RULE_SETS), _listed(RULE_SETS)]
EventRules = Annotated[str, _checked(RULES), _listed(RULES)]
"""A live event's rule set: ``auto`` (by its start date) or one of :data:`RULE_SETS`
(:data:`tiebreak.store.inputs.RULES`)."""
ForcedPairing = Annotated[str, _checked(tuple(FORCED_PAIRINGS)), _listed(tuple(FORCED_PAIRINGS))]
"""Swiss or round robin when the file does not say (:data:`tiebreak.model.tournament.FORCED_PAIRINGS`)."""
EventPairing = Annotated[str, _checked(PAIRINGS), _listed(PAIRINGS)]
"""How a live event is paired (:data:`tiebreak.store.inputs.PAIRINGS`)."""
Explain = Literal["none", "tied", "all"]
Code = Annotated[str, StringConstraints(max_length=60)]


class StandingsRequest(CheckedBody):
    """Body of ``POST /api/standings`` (JSON)."""

    event: str = Field(description="The event file's text (TRF, or another format the page reads).")
    tiebreaks: list[Code] | None = Field(
        default=None,
        max_length=MAX_LIST,
        description=f'Tie-break codes in order, e.g. ["DE", "BH/C1"], at most {MAX_LIST}. Default: the '
        "file's list (TRF 212), else the default list for the kind of event (individual Swiss: the Arena "
        "list; individual round robin: DE SB WIN KS BWG; team Swiss: EDE GPTS EMGSB BH:MP; team round "
        "robin: EDE GPTS EMGSB).",
    )
    rules: RuleSet | None = Field(default=None, description="Rule set; default: from the event's start date.")
    format: str | None = Field(
        default=None,
        description="Input format: trf, json, chess-json, html, pgn, csv, pairings, grid or crosstable "
        "(default: recognised).",
    )
    pairing: ForcedPairing | None = Field(
        default=None, description="Force Swiss or round robin (default: from the file)."
    )
    pgn_star: Literal["unplayed", "forfeit", "pending"] | None = Field(
        default=None,
        description='PGN [Result "*"] between two players: unplayed (default), forfeit or pending.',
    )
    pgn_bye: Literal["unplayed", "pab", "full", "half", "zero"] | None = Field(
        default=None,
        description='PGN game against BYE with [Result "*"]: unplayed (default), or a '
        "pab, full, half or zero bye.",
    )
    columns: str | None = Field(
        default=None,
        max_length=400,
        description="What the table's columns hold when it cannot tell: e.g. "
        '"name=2,rating=3,rounds=5-11,points=12" (table=N picks a table, header=N its header '
        "row; group=N the event of a page that holds several). A table read by its content reports the "
        "columns it read in the diagnostics.",
    )
    group: str | None = Field(
        default=None,
        max_length=80,
        description="Which event to read of a page that holds several (groups of players who meet only "
        'among themselves, such as a day of quads): its number ("3") or its name ("Steinitz"), as the '
        "answer's groups list them; the same as group=N in columns.",
    )
    lenient: bool | None = Field(
        default=None,
        description="Read past the input's errors that have a reasonable reading, each one a note in "
        "reader_notes: e.g. an old TRF report whose half-point byes stand in its points column only. "
        "Default: false, such an error is refused.",
    )
    explain: Explain = Field(
        default="tied",
        description='Which rows carry an explanation: "tied" (default): every player on equal points '
        "with someone, with what separates them from the neighbour on equal points (the deciding "
        'tie-break, both values, the tie-breaks they were equal on); "all": every player, each '
        "tie-break broken down round by round (large: about 30 kB per player of an 11-round event); "
        '"none": no explanations.',
    )


# ---- the live events' bodies (the store checks the values and names the field) -------------------


class Scoring(CheckedBody):
    win: str = Field(description='Points for a win, e.g. "1" or "3"')
    draw: str
    loss: str
    absent: str | None = Field(default=None, description="Forfeit losses and absences (default 0)")
    pab: str | None = Field(
        default=None, description="Pairing-allocated bye (default: a win; 0 in round robins)"
    )


class EventBody(CheckedBody):
    """Body of ``POST /api/events``."""

    name: str
    start_date: dt.date | None = None
    end_date: dt.date | None = None
    pairing: EventPairing = "swiss"
    rounds: int = Field(description="Planned rounds")
    scoring: Literal["1-½-0", "3-1-0"] | Scoring | None = Field(default=None, description="Default 1-½-0")
    rules: EventRules = "auto"
    tiebreaks: list[str] | str | None = Field(
        default=None,
        description="Codes in order (any list the calculator accepts) or a preset: arena, swiss, rr. "
        "Default: the list for the kind of event (Swiss: the Arena list; round robin: DE SB WIN KS BWG)",
    )


class EventPatch(CheckedBody):
    name: str | None = None
    start_date: dt.date | None = None
    end_date: dt.date | None = None
    rounds: int | None = None


class TiebreaksBody(CheckedBody):
    tiebreaks: list[str] | str
    override: bool = Field(default=False, description="Needed once round 1 is paired (with a reason)")
    reason: str = ""


class PlayerBody(CheckedBody):
    name: str | None = None
    rating: int | None = None
    federation: str | None = None
    fide_id: str | None = None
    title: str | None = None
    sex: str | None = None
    birth: str | None = None
    sno: int | None = Field(default=None, description="Starting number (default: the next one)")
    first_round: int | None = Field(default=None, description="Late entry: the first round played")


class WithdrawBody(CheckedBody):
    round: int = Field(description="The first round the player no longer plays (not paired yet)")


class ByeBody(CheckedBody):
    kind: Literal["H", "Z"] = Field(description="H: half-point bye, Z: zero-point bye")


class BoardBody(CheckedBody):
    board: int | None = None
    white: int
    black: int | None = None
    bye: str | None = Field(
        default=None, description="For a board without Black: U (pairing-allocated), F, H or Z"
    )


class PairingsBody(CheckedBody):
    boards: list[BoardBody]
    reason: str = Field(default="", description="Needed when a board that has a result is changed")


class ResultBody(CheckedBody):
    result: str = Field(
        description="1-0, ½-½ (or 1/2-1/2), 0-1, +/-, -/+, -/- (double forfeit); on a bye "
        "board U, F, H or Z; empty to withdraw a result"
    )
    reason: str = ""


class BoardResult(CheckedBody):
    board: int
    result: str
    version: int = Field(default=0, description="The board's version seen (0 before its first result)")


class RoundResultsBody(CheckedBody):
    results: list[BoardResult]
    reason: str = ""


class TokenBody(CheckedBody):
    label: str = ""


class StandingRow(BaseModel):
    rank: int
    sno: int
    name: str
    rating: int | None
    points: str
    values: dict[str, str | None]
    shared: bool
    by_lots: bool
    explanation: dict[str, Any] | None = Field(
        description="explain=tied: the comparison with the neighbour on equal points (null for a player "
        "alone on their score); explain=all: every tie-break with its breakdown; explain=none: null."
    )


class DefaultListInfo(BaseModel):
    """The default list chosen for the kind of event."""

    kind: str
    label: str
    codes: list[str]


class StandingsResponse(BaseModel):
    """Answer of ``POST /api/standings``: rows in rank order; numbers are exact decimal strings."""

    name: str
    rules: str
    rules_label: str
    pairing: str
    rounds: int
    tiebreaks: list[str]
    default_list: DefaultListInfo | None = Field(
        default=None,
        description="The default list the event was ranked with (no list given and none in "
        "the file), by kind of event: swiss, round-robin, team-swiss, team-round-robin; null otherwise.",
    )
    warnings: list[str]
    reader_notes: list[str]
    explain: Explain
    standings: list[StandingRow]
    permalink: str


class ErrorDetail(BaseModel):
    message: str
    field: str
    line: int | None
    column: int | None


class ErrorResponse(BaseModel):
    error: ErrorDetail


class CatalogueEntry(BaseModel):
    code: str
    name: str
    article: str
    kind: str
    description: str
    modifiers: list[str]
    group: str
    helper: bool
    team_only: bool


MULTIPART_SCHEMA = {
    "type": "object",
    "required": ["event"],
    "properties": {
        "event": {
            "type": "string",
            "format": "binary",
            "description": "The event file (or its text); several files sent under this name (each "
            "round's pairing list, the ranking; a whole export's pages) are read as one event: at most "
            f"{MAX_FILES} files, together within the upload limit.",
        },
        "tiebreaks": {"type": "string", "description": "Comma-separated codes, e.g. DE,BH/C1,BH"},
        "rules": {"type": "string", "enum": list(RULE_SETS)},
        "format": {"type": "string"},
        "pairing": {"type": "string", "enum": list(FORCED_PAIRINGS)},
        "pgn_star": {"type": "string", "enum": ["unplayed", "forfeit", "pending"]},
        "pgn_bye": {"type": "string", "enum": ["unplayed", "pab", "full", "half", "zero"]},
        "columns": {"type": "string", "description": "what each column holds: name=2,rating=3,rounds=5-11"},
        "group": {"type": "string", "description": "the event of a page holding several: number or name"},
        "lenient": {"type": "boolean", "description": "read past errors that have a reasonable reading"},
        "explain": {"type": "string", "enum": ["none", "tied", "all"], "default": "tied"},
    },
}
