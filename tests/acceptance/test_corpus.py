"""The reference corpus, checked cell by cell: tests/tools/compare.py running our command line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import CORPUS, TESTS, TIEBREAK_COMMAND
from tiebreak.criteria import _numpy as accel

COMPARE = TESTS / "tools" / "compare.py"


def _run(directory: Path, rules: str, pattern: str, numpy: str = "") -> str:
    cmd = [
        sys.executable,
        str(COMPARE),
        "--dir",
        str(directory),
        "--filter",
        pattern,
        "--rules",
        rules,
        "--cmd",
        f"{TIEBREAK_COMMAND} standings {{trf}} --tiebreaks {{tbs}} --rules {{rules}} --format tsv",
    ]
    env = {**os.environ, "TIEBREAK_NUMPY": numpy}
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1200, check=False, env=env)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    return proc.stdout


@pytest.mark.parametrize("numpy", ["0", "always"], ids=["python", "numpy"])
@pytest.mark.parametrize("rules", ["2026", "2024"])
def test_individual_corpus_agrees_cell_for_cell(rules: str, numpy: str) -> None:
    """Every cell, with the pure-Python engine and with the NumPy path forced on (when installed)."""
    assert list(CORPUS.glob("sw-*.trf")), "corpus not found"
    if numpy == "always" and not accel.AVAILABLE:
        pytest.skip("NumPy is not installed")
    out = _run(CORPUS, rules, "^(sw|rr|drr)-", numpy)
    summary = out.strip().splitlines()[-1]
    assert summary.endswith(" passed, 0 failed"), summary
    assert int(summary.split()[0]) > (100000 if rules == "2026" else 10000)
