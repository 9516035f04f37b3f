"""The JSON shapes of the API (pydantic models: request validation and the OpenAPI document)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, StringConstraints

from .service import MAX_LIST

__all__ = [
    "MULTIPART_SCHEMA",
    "CatalogueEntry",
    "ErrorDetail",
    "ErrorResponse",
    "Explain",
    "StandingRow",
    "StandingsRequest",
    "StandingsResponse",
]

Explain = Literal["none", "tied", "all"]
Code = Annotated[str, StringConstraints(max_length=60)]


class StandingsRequest(BaseModel):
    """Body of ``POST /api/standings`` (JSON)."""

    event: str = Field(description="The event file's text (TRF, or another format the page reads).")
    tiebreaks: list[Code] | None = Field(
        default=None, max_length=MAX_LIST,
        description=f"Tie-break codes in order, e.g. [\"DE\", \"BH/C1\"], at most {MAX_LIST}. Default: the "
        "file's list (TRF 212), else the Arena default.")
    rules: Literal["2026", "2024", "legacy", "seed"] | None = Field(
        default=None, description="Rule set; default: from the event's start date.")
    format: str | None = Field(
        default=None,
        description="Input format: trf, json, chess-json, html, pgn, csv, pairings, grid or crosstable "
                    "(default: recognised)."
    )
    pairing: Literal["auto", "swiss", "rr"] | None = Field(
        default=None, description="Force Swiss or round robin (default: from the file).")
    pgn_star: Literal["unplayed", "forfeit", "pending"] | None = Field(
        default=None, description="PGN [Result \"*\"] between two players: unplayed (default), forfeit or "
        "pending.")
    explain: Explain = Field(
        default="tied",
        description="Which rows carry an explanation: \"tied\" (default): every player on equal points "
        "with someone, with what separates them from the neighbour on equal points (the deciding "
        "tie-break, both values, the tie-breaks they were equal on); \"all\": every player, each "
        "tie-break broken down round by round (large: about 30 kB per player of an 11-round event); "
        "\"none\": no explanations.")


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
        "alone on their score); explain=all: every tie-break with its breakdown; explain=none: null.")


class StandingsResponse(BaseModel):
    """Answer of ``POST /api/standings``: rows in rank order; numbers are exact decimal strings."""

    name: str
    rules: str
    rules_label: str
    pairing: str
    rounds: int
    tiebreaks: list[str]
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
    "type": "object", "required": ["event"],
    "properties": {
        "event": {"type": "string", "format": "binary", "description": "The event file (or its text)."},
        "tiebreaks": {"type": "string", "description": "Comma-separated codes, e.g. DE,BH/C1,BH"},
        "rules": {"type": "string", "enum": ["2026", "2024", "legacy", "seed"]},
        "format": {"type": "string"},
        "pairing": {"type": "string", "enum": ["auto", "swiss", "rr"]},
        "pgn_star": {"type": "string", "enum": ["unplayed", "forfeit", "pending"]},
        "explain": {"type": "string", "enum": ["none", "tied", "all"], "default": "tied"},
    },
}
