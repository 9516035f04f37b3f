"""The public surface of the library, pinned: what ``import tiebreak`` offers (its ``__all__``), each name
resolving to the object of the module that defines it, and nothing loaded before it is used."""

from __future__ import annotations

import subprocess
import sys

import tiebreak

PUBLIC = [
    "Color", "Criterion", "DEFAULT_TIEBREAKS", "Diagnostic", "InvalidTournamentError", "Limits", "Modifier",
    "Options", "PairingSystem", "ParseError", "Player", "ReadOptions", "Result", "RoundEntry", "Row", "Rules",
    "Scoring", "Severity", "SpecError", "Split", "Standings", "TiebreakError", "TiebreakSpec", "Tournament",
    "catalogue", "compute_standings", "example_path", "find", "load", "parse_code", "parse_list", "read_path",
    "read_text", "validate",
]


def test_public_names_are_pinned() -> None:
    assert sorted(tiebreak.__all__) == PUBLIC
    assert sorted(set(dir(tiebreak)) & set(PUBLIC)) == PUBLIC


def test_every_public_name_resolves_to_its_definition() -> None:
    from tiebreak import criteria, engine, rules, spec

    assert tiebreak.compute_standings is engine.compute_standings
    assert tiebreak.Rules is rules.Rules and tiebreak.TiebreakSpec is spec.TiebreakSpec
    assert tiebreak.parse_code is criteria.parse_code and tiebreak.Criterion is criteria.Criterion
    for name in PUBLIC:
        assert getattr(tiebreak, name) is not None, name


def test_import_tiebreak_loads_nothing_else() -> None:
    out = subprocess.run([sys.executable, "-c", "import sys, tiebreak; print(sorted(m for m in sys.modules "
                          "if m.startswith('tiebreak')))"], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['tiebreak']"
