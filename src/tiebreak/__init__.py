"""tiebreak: chess tournament standings with every FIDE C.07 tie-break, computed exactly.

>>> import tiebreak
>>> event = tiebreak.load(tiebreak.example_path("arena"))
>>> standings = tiebreak.compute_standings(event, "DE,BH,BH/C1,BH/M1,PS,WIN,SB,BWG,ARO,RTNG")
>>> standings.rows[0].name
'Ng, Chloe'
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import FunctionType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._engine import (
        DEFAULT_TIEBREAKS,
        DefaultList,
        Options,
        Row,
        Split,
        Standings,
        compute_standings,
        default_list,
    )
    from ._errors import Diagnostic, InvalidTournamentError, ParseError, Severity, SpecError, TiebreakError
    from ._model import (
        Color,
        Limits,
        PairingSystem,
        Player,
        Result,
        RoundEntry,
        Scoring,
        Tournament,
        validate,
    )
    from ._rules import Rules
    from ._spec import Modifier, TiebreakSpec
    from .criteria import Criterion, catalogue, find, parse_code, parse_list
    from .readers import ReadOptions, example_path, read_path, read_text

__version__ = "0.1.0"


__all__ = [
    "DEFAULT_TIEBREAKS",
    "Color",
    "Criterion",
    "DefaultList",
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
    "default_list",
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
    "TiebreakSpec": "_spec",
    "Modifier": "_spec",
    "parse_code": "criteria",
    "parse_list": "criteria",
    "Rules": "_rules",
    "DEFAULT_TIEBREAKS": "_engine",
    "DefaultList": "_engine",
    "default_list": "_engine",
    "Options": "_engine",
    "Row": "_engine",
    "Split": "_engine",
    "Standings": "_engine",
    "compute_standings": "_engine",
    "Diagnostic": "_errors",
    "InvalidTournamentError": "_errors",
    "ParseError": "_errors",
    "Severity": "_errors",
    "SpecError": "_errors",
    "TiebreakError": "_errors",
    "example_path": "readers",
    "Color": "_model",
    "PairingSystem": "_model",
    "Player": "_model",
    "Result": "_model",
    "RoundEntry": "_model",
    "Scoring": "_model",
    "Tournament": "_model",
    "ReadOptions": "readers",
    "read_path": "readers",
    "read_text": "readers",
    "Criterion": "criteria",
    "catalogue": "criteria",
    "find": "criteria",
    "Limits": "_model",
    "validate": "_model",
}
"""Where each public name lives: imported on first use, so that ``import tiebreak`` (and the command
line's ``--version``) costs next to nothing."""


def _publish(home: str) -> None:
    """Give the public classes and functions that module ``home`` defines the module ``tiebreak`` (as httpx
    does): their reprs, docs and tracebacks say ``tiebreak.Tournament``, never the private module, and a
    pickle names ``tiebreak.Tournament``, which :func:`__getattr__` resolves. Each home in ``_HOMES``
    calls it on its last line, so this holds however the object was first imported."""
    namespace = vars(sys.modules[home])
    for name, where in _HOMES.items():
        value = namespace[name] if f"{__name__}.{where}" == home else None
        if isinstance(value, type | FunctionType):
            value.__module__ = __name__


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'tiebreak' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOMES])

