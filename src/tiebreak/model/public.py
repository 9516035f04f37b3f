"""The public names of ``tiebreak`` and where each is defined: the package root reads them (its names are
imported on first use), and each module that defines some calls :func:`publish`, so that no module of the
library imports the package root (the command line and the web page read its ``__version__``)."""

from __future__ import annotations

import sys
from types import FunctionType

__all__ = ["HOMES", "PACKAGE", "publish"]

PACKAGE = "tiebreak"

HOMES: dict[str, str] = {
    "TiebreakSpec": "specs.spec",
    "Modifier": "specs.spec",
    "parse_code": "criteria",
    "parse_list": "criteria",
    "Rules": "model.rules",
    "DEFAULT_TIEBREAKS": "ranking.engine",
    "DefaultList": "ranking.engine",
    "default_list": "ranking.engine",
    "edition_in_force": "ranking.engine",
    "Options": "ranking.engine",
    "Row": "ranking.engine",
    "Split": "ranking.engine",
    "Standings": "ranking.engine",
    "compute_standings": "ranking.engine",
    "Diagnostic": "model.errors",
    "InvalidTournamentError": "model.errors",
    "ParseError": "model.errors",
    "Severity": "model.errors",
    "SpecError": "model.errors",
    "TiebreakError": "model.errors",
    "example_path": "readers",
    "Color": "model.tournament",
    "PairingSystem": "model.tournament",
    "Player": "model.tournament",
    "Result": "model.tournament",
    "RoundEntry": "model.tournament",
    "Scoring": "model.tournament",
    "Tournament": "model.tournament",
    "ReadOptions": "readers",
    "read_path": "readers",
    "read_text": "readers",
    "Criterion": "criteria",
    "catalogue": "criteria",
    "find": "criteria",
    "Limits": "model.tournament",
    "validate": "model.tournament",
}
"""Where each public name lives: imported on first use, so that ``import tiebreak`` (and the command
line's ``--version``) costs next to nothing."""


def publish(home: str) -> None:
    """Give the public classes and functions that module ``home`` defines the module ``tiebreak`` (as httpx
    does): their reprs, docs and tracebacks say ``tiebreak.Tournament``, never the private module, and a
    pickle names ``tiebreak.Tournament``, which :func:`tiebreak.__getattr__` resolves. Each home in ``HOMES``
    calls it on its last line, so this holds however the object was first imported."""
    namespace = vars(sys.modules[home])
    for name, where in HOMES.items():
        value = namespace[name] if f"{PACKAGE}.{where}" == home else None
        if isinstance(value, type | FunctionType):
            value.__module__ = PACKAGE
