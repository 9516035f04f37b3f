"""tiebreak: chess tournament standings with every FIDE C.07 tie-break, computed exactly.

>>> import tiebreak
>>> event = tiebreak.load(tiebreak.example_path("arena"))
>>> standings = tiebreak.compute_standings(event, "DE,BH,BH/C1,BH/M1,PS,WIN,SB,BWG,ARO,RTNG")
>>> standings.rows[0].name
'Ng, Chloe'
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .criteria import Criterion, catalogue, find, parse_code, parse_list
    from .engine import DEFAULT_TIEBREAKS, Options, Row, Split, Standings, compute_standings
    from .errors import Diagnostic, InvalidTournamentError, ParseError, Severity, SpecError, TiebreakError
    from .examples import example_path
    from .model import Color, PairingSystem, Player, Result, RoundEntry, Scoring, Tournament
    from .readers import ReadOptions, read_path, read_text
    from .rules import Rules
    from .spec import Modifier, TiebreakSpec
    from .validate import Limits, validate

__version__ = "0.1.0"


__all__ = [
    "DEFAULT_TIEBREAKS",
    "Color",
    "Criterion",
    "Diagnostic",
    "InvalidTournamentError",
    "Limits",
    "Modifier",
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
         options: ReadOptions | None = None) -> Tournament:
    """Read and validate an event file of any supported format (``options``: lenient, strict, limits)."""
    from .readers import DEFAULT_OPTIONS, read_path

    return read_path(Path(path), encoding=encoding, input_format=input_format,
                     options=options or DEFAULT_OPTIONS)


_HOMES: dict[str, str] = {
    "TiebreakSpec": "spec",
    "Modifier": "spec",
    "parse_code": "criteria",
    "parse_list": "criteria",
    "Rules": "rules",
    "DEFAULT_TIEBREAKS": "engine",
    "Options": "engine",
    "Row": "engine",
    "Split": "engine",
    "Standings": "engine",
    "compute_standings": "engine",
    "Diagnostic": "errors",
    "InvalidTournamentError": "errors",
    "ParseError": "errors",
    "Severity": "errors",
    "SpecError": "errors",
    "TiebreakError": "errors",
    "example_path": "examples",
    "Color": "model",
    "PairingSystem": "model",
    "Player": "model",
    "Result": "model",
    "RoundEntry": "model",
    "Scoring": "model",
    "Tournament": "model",
    "ReadOptions": "readers",
    "read_path": "readers",
    "read_text": "readers",
    "Criterion": "criteria",
    "catalogue": "criteria",
    "find": "criteria",
    "Limits": "validate",
    "validate": "validate",
}
"""Where each public name lives: imported on first use, so that ``import tiebreak`` (and the command
line's ``--version``) costs next to nothing."""


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'tiebreak' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOMES])

