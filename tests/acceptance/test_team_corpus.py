"""Team events against the reference, cell for cell, through tools/compare.py as an outside checker
runs it: the team corpus (tests/data/corpus/team), the TM1 tables and the team round robin
in both record forms (tests/data/team-spec), with the reference's known departures from the text (tests/corpus/known_differences.tsv)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from conftest import CORPUS, DATA, TESTS, TIEBREAK_COMMAND
from tiebreak.readers import example_path

COMPARE = TESTS / "tools" / "compare.py"
KNOWN = TESTS / "corpus" / "known_differences.tsv"
SPEC_TABLES = DATA / "team-spec"


def _compare(directory: Path) -> str:
    cmd = [
        sys.executable,
        str(COMPARE),
        "--dir",
        str(directory),
        "--known",
        str(KNOWN),
        "--cmd",
        f"{TIEBREAK_COMMAND} standings {{trf}} --tiebreaks {{tbs}} --rules {{rules}} --format tsv",
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    return proc.stdout.strip().splitlines()[-1]


def test_team_corpus_agrees_cell_for_cell() -> None:
    team_dir = CORPUS / "team"
    assert len(list(team_dir.glob("*.trf"))) == 16
    summary = _compare(team_dir)
    assert summary == "2553 passed, 0 failed", summary


def test_spec_tm1_tables_agree_except_known_departures(tmp_path: Path) -> None:
    for expected in SPEC_TABLES.glob("*.expected.tsv"):
        name = expected.name.removesuffix(".expected.tsv")
        shutil.copy(expected, tmp_path / expected.name)
        own = SPEC_TABLES / f"{name}.trf"
        shutil.copy(own if own.exists() else example_path("team"), tmp_path / f"{name}.trf")
    summary = _compare(tmp_path)
    passed, failed = int(summary.split()[0]), int(summary.split()[2])
    # TM1: Rank + 13 codes; BC table: Rank, MPTS, BC; TBR, EDEBT, EDEB tables: Rank, MPTS (group
    # positions are not compared), 6 teams each; the team round robin in both forms: Rank, MPTS, GPTS, EGGSB
    assert failed == 0 and passed == 6 * (14 + 3 + 2 * 3) + 2 * 4 * 4, summary


def test_hand_made_team_events_agree_with_the_reference() -> None:
    """Forfeited boards and matches, absent boards, PAB from U codes, 240 team byes (tests/data/team/README.md)."""
    summary = _compare(DATA / "team")
    assert summary == f"{4 * 11 + 5 * 11 + 6 * 11 + 5 * 11} passed, 0 failed", summary
