"""The reference corpus, checked exactly as the issue asks: tools/compare.py running our CLI."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import CORPUS

COMPARE = Path(__file__).parent / "tools" / "compare.py"
TIEBREAK = shutil.which("tiebreak") or str(Path(sys.executable).parent / "tiebreak")


def _run(directory: Path, rules: str, pattern: str) -> str:
    cmd = [sys.executable, str(COMPARE), "--dir", str(directory), "--filter", pattern, "--rules", rules,
           "--cmd", f"{TIEBREAK} standings {{trf}} --tiebreaks {{tbs}} --rules {{rules}} --format tsv"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1200, check=False)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    return proc.stdout


@pytest.mark.parametrize("rules", ["2026", "2024"])
def test_individual_corpus_agrees_cell_for_cell(rules: str) -> None:
    assert list(CORPUS.glob("sw-*.trf")), "corpus not found"
    out = _run(CORPUS, rules, "^(sw|rr|drr)-")
    summary = out.strip().splitlines()[-1]
    assert summary.endswith(" passed, 0 failed"), summary
    assert int(summary.split()[0]) > (100000 if rules == "2026" else 10000)
