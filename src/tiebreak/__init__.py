"""tiebreak: chess tournament standings with every FIDE C.07 tie-break, computed exactly.

>>> import tiebreak
>>> event = tiebreak.load(tiebreak.example_path("arena"))
>>> standings = tiebreak.compute_standings(event, "DE,BH,BH/C1,BH/M1,PS,WIN,SB,BWG,ARO,RTNG")
>>> standings.rows[0].name
'Ng, Chloe'
"""

from __future__ import annotations

from pathlib import Path

from .codes import TiebreakSpec, parse_code, parse_list
from .context import Rules
from .engine import DEFAULT_TIEBREAKS, Options, Row, Split, Standings, compute_standings
from .errors import Diagnostic, InvalidTournamentError, ParseError, Severity, SpecError, TiebreakError
from .examples import example_path
from .model import (
    Color,
    PairingSystem,
    Player,
    Result,
    RoundEntry,
    Scoring,
    Tournament,
)
from .readers import DEFAULT_OPTIONS, ReadOptions, read_path, read_text
from .registry import TiebreakDef, catalogue, find
from .validate import Limits, validate

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_TIEBREAKS",
    "Color",
    "Diagnostic",
    "InvalidTournamentError",
    "Limits",
    "Options",
    "PairingSystem",
    "ParseError",
    "Player",
    "ReadOptions",
    "Result",
    "RoundEntry",
    "Row",
    "Rules",
    "Scoring",
    "Severity",
    "SpecError",
    "Split",
    "Standings",
    "TiebreakDef",
    "TiebreakError",
    "TiebreakSpec",
    "Tournament",
    "catalogue",
    "compute_standings",
    "example_path",
    "find",
    "load",
    "parse_code",
    "parse_list",
    "read_path",
    "read_text",
    "validate",
]


def load(path: str | Path, *, encoding: str | None = None, input_format: str = "auto",
         options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read and validate an event file of any supported format (``options``: lenient, strict, limits)."""
    return read_path(Path(path), encoding=encoding, input_format=input_format, options=options)
