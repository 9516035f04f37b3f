"""The public surface of the library, pinned: what ``import tiebreak`` offers (its ``__all__``), each name
resolving to the object of the private module that defines it and presented as ``tiebreak``'s own (its
``__module__``, as httpx does), pickling by that name, and nothing loaded before it is used."""

from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path
from types import FunctionType

import tiebreak

PUBLIC = [
    "Color",
    "Criterion",
    "DEFAULT_TIEBREAKS",
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


def test_public_names_are_pinned() -> None:
    assert sorted(tiebreak.__all__) == PUBLIC
    assert sorted(set(dir(tiebreak)) & set(PUBLIC)) == PUBLIC


def test_every_public_name_resolves_to_its_definition() -> None:
    from tiebreak import criteria
    from tiebreak.model import rules as _rules
    from tiebreak.ranking import engine as _engine
    from tiebreak.specs import spec as _spec

    assert tiebreak.compute_standings is _engine.compute_standings
    assert tiebreak.Rules is _rules.Rules and tiebreak.TiebreakSpec is _spec.TiebreakSpec
    assert tiebreak.parse_code is criteria.parse_code and tiebreak.Criterion is criteria.Criterion
    for name in PUBLIC:
        assert getattr(tiebreak, name) is not None, name


def test_import_tiebreak_loads_nothing_else() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, tiebreak; print(sorted(m for m in sys.modules if m.startswith('tiebreak')))",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert out.strip() == "['tiebreak']"


def test_the_implementation_modules_are_private() -> None:
    package = Path(tiebreak.__file__).parent
    public_modules = sorted(p.name for p in package.glob("*.py") if not p.name.startswith("_"))
    assert public_modules == []
    assert {p.name for p in package.iterdir() if (p / "__init__.py").is_file()} >= {
        "cli",
        "criteria",
        "readers",
        "writers",
        "web",
    }


def test_every_public_class_and_function_is_presented_as_tiebreaks() -> None:
    shown = [name for name in PUBLIC if isinstance(getattr(tiebreak, name), type | FunctionType)]
    assert len(shown) == len(PUBLIC) - 1  # all but DEFAULT_TIEBREAKS, a tuple of codes
    for name in shown:
        assert getattr(tiebreak, name).__module__ == "tiebreak", name
    assert repr(tiebreak.Tournament) == "<class 'tiebreak.Tournament'>"
    assert repr(tiebreak.Severity.ERROR).startswith("<Severity.ERROR")


def test_the_module_is_tiebreak_however_the_object_was_first_imported() -> None:
    code = (
        "from tiebreak.model.tournament import Tournament; from tiebreak.model.errors import ParseError; "
        "from tiebreak.readers._options import ReadOptions; from tiebreak.criteria.base import Criterion; "
        "print(Tournament.__module__, ParseError.__module__, ReadOptions.__module__, Criterion.__module__)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["tiebreak"] * 4


def test_public_objects_pickle_by_their_public_name() -> None:
    """The web app sends events, standings and errors to worker processes (``spawn``): a pickle names
    ``tiebreak.Tournament``, and loading it finds the class through the package's lazy ``__getattr__``."""
    event = tiebreak.load(tiebreak.example_path("arena"))
    standings = tiebreak.compute_standings(event, "DE,BH,BH/C1,SB")
    error = tiebreak.ParseError("expected a result", source="arena.trf", line=3, column=90)
    for value in (event, standings, tiebreak.Rules.FIDE_2026, tiebreak.parse_code("BH/C1")):
        assert pickle.loads(pickle.dumps(value)) == value
    assert b"tiebreak._" not in pickle.dumps(tiebreak.Rules.FIDE_2026)
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is tiebreak.ParseError and str(again) == "arena.trf:3:90: expected a result"
    assert (again.source, again.line, again.column) == ("arena.trf", 3, 90)


def test_a_pickle_loads_in_a_fresh_process() -> None:
    event = tiebreak.load(tiebreak.example_path("arena"))
    standings = tiebreak.compute_standings(event, "BH,SB")
    code = (
        "import pickle, sys; event, standings = pickle.loads(sys.stdin.buffer.read()); "
        "print(type(event).__module__, type(standings).__qualname__, len(event.players), standings.rows[0].sno)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], input=pickle.dumps((event, standings)), capture_output=True, check=True
    ).stdout
    assert out.decode().split() == [
        "tiebreak",
        "Standings",
        str(len(event.players)),
        str(standings.rows[0].sno),
    ]
