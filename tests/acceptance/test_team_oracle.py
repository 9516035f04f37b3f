"""Team events against the reference implementation run live (gacrux, an oracle used only in tests):
codes and modifiers the corpus lists do not cover (cuts and medians on game points, KS, WIN on game
points, SSSC/K and /F, AOB and FB on GP), and game points as the primary score."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import CORPUS, DATA, TESTS
from tiebreak.readers import example_path

COMPARE = TESTS / "tools" / "compare.py"
# Fore-type codes last: the reference disturbs the values of codes listed after them
MP_LIST = (
    "MPTS KS:MP KS:GP BH:GP/C1 SB:GP SB:MP/C1 EMGSB/C1 EGGSB/C1 PS:GP/C1 BH:GP/M1 WON WIN:GP MPVGP "
    "SSSC/K3 AOB:GP FB:GP SSSC/F"
)
GP_LIST = "GPTS MPTS EDE BH:GP BH:MP SB:GP EMGSB KS:GP PS:GP WIN MPVGP SSSC TBR BBE FB:GP"
# with FIDE's team Swiss of the Exercises in Tie-Breaking (tests/data/paper, exercises 34-49)
ALL = sorted(
    [
        example_path("team"),
        *(CORPUS / "team").glob("*.trf"),
        *(DATA / "team").glob("*.trf"),
        *(DATA / "paper").glob("team-*.trf"),
    ]
)
# C.07 4.2: a list that starts with GPTS ranks on GP even where the file declares MP; unsuffixed codes
# (BH, PS, EDE, SB) keep MP (C.07 4.2 and the Article 13 preamble)
GP_FIRST_LIST = "GPTS MPTS EDE EGGSB BH PS SB BH:GP WIN MPVGP"
MP_DECLARED = [f for f in ALL if "FIDE_TEAM_MP_GP" in f.read_text(encoding="utf-8")]
# events that do not declare MP as their primary score (TRF 192), where GPTS first makes GP primary
GP_PRIMARY = [f for f in ALL if "FIDE_TEAM_MP_GP" not in f.read_text(encoding="utf-8")]


def _agree(trf: Path, codes: str, tmp_path: Path, skip: str = "EDE,TBR,BBE") -> str:
    pytest.importorskip("gacrux")
    ref = subprocess.run(
        [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(trf), "-dT", "-t", *codes.split()],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    ).stdout
    table = ref[ref.index("StartNo") :].replace("StartNo", "SNo", 1)
    (tmp_path / "expected.tsv").write_text(table, encoding="utf-8")
    ours = subprocess.run(
        [
            sys.executable,
            "-m",
            "tiebreak.cli",
            "standings",
            str(trf),
            "--tiebreaks",
            codes.replace(" ", ","),
            "--format",
            "tsv",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    (tmp_path / "actual.tsv").write_text(ours.stdout, encoding="utf-8")
    proc = subprocess.run(
        [
            sys.executable,
            str(COMPARE),
            str(tmp_path / "expected.tsv"),
            str(tmp_path / "actual.tsv"),
            "--skip",
            skip,
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-3000:]
    return proc.stdout.strip().splitlines()[-1]


@pytest.mark.parametrize("trf", ALL, ids=lambda p: p.stem)
def test_more_team_codes_agree_with_the_reference(trf: Path, tmp_path: Path) -> None:
    summary = _agree(trf, MP_LIST, tmp_path)
    assert summary.endswith(" passed, 0 failed"), summary


@pytest.mark.parametrize("trf", GP_PRIMARY, ids=lambda p: p.stem)
def test_game_points_primary_agrees_with_the_reference(trf: Path, tmp_path: Path) -> None:
    summary = _agree(trf, GP_LIST, tmp_path)
    assert summary.endswith(" passed, 0 failed"), summary


@pytest.mark.parametrize("trf", MP_DECLARED, ids=lambda p: p.stem)
def test_gpts_first_in_an_mp_event_agrees_with_the_reference(trf: Path, tmp_path: Path) -> None:
    summary = _agree(trf, GP_FIRST_LIST, tmp_path)
    assert summary.endswith(" passed, 0 failed"), summary


CHAINS = ("EDEC", "EDEBT", "EDEBB", "EDET", "EDEB")


@pytest.mark.parametrize("trf", ALL, ids=lambda p: p.stem)
def test_ede_chains_agree_with_the_reference(trf: Path, tmp_path: Path) -> None:
    """C.07 13.3: inside the chains BC/TBR/BBE count only the two tied teams' games; ranks compared (the
    chain columns show group positions)."""
    for chain in CHAINS:
        summary = _agree(trf, f"MPTS {chain}", tmp_path, skip=chain)
        assert summary.endswith(" passed, 0 failed"), (chain, summary)
