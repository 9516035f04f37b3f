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
    from .model.errors import (
        Diagnostic,
        InvalidTournamentError,
        ParseError,
        Severity,
        SpecError,
        TiebreakError,
    )
    from .model.rules import Rules
    from .model.tournament import (
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
    from .ranking.engine import (
        DEFAULT_TIEBREAKS,
        DefaultList,
        Options,
        Row,
        Split,
        Standings,
        compute_standings,
        default_list,
        edition_in_force,
    )
    from .readers import ReadOptions, example_path, read_path, read_text
    from .specs.spec import Modifier, TiebreakSpec

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
    "edition_in_force",
    "example_path",
    "find",
    "load",
    "parse_code",
    "parse_list",
    "read_path",
    "read_text",
    "validate",
]


def load(
    path: str | Path,
    *,
    encoding: str | None = None,
    input_format: str = "auto",
    options: ReadOptions | None = None,
) -> Tournament:
    """Read and validate an event file of any supported format (``options``: lenient, strict, limits)."""
    from .readers import DEFAULT_OPTIONS, read_path

    return read_path(
        Path(path), encoding=encoding, input_format=input_format, options=options or DEFAULT_OPTIONS
    )


def __getattr__(name: str) -> Any:
    """A public name, imported from its home on first use; ``__version__``."""
    from .model.public import HOMES, publish  # nothing but the root loads on ``import tiebreak``

    if name == "_publish":  # the modules of the library call tiebreak.model.public.publish themselves
        return publish
    home = HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'tiebreak' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    from .model.public import HOMES

    return sorted([*globals(), *HOMES])
