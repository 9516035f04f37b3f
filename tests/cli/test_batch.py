"""``tiebreak batch``: many events at once, good and bad files mixed, output next to each or in --out."""

from __future__ import annotations

import csv
import shutil
from fractions import Fraction
from pathlib import Path

import pytest

from conftest import EXAMPLES
from tiebreak.cli import main

CODES = "DE,BH,BH/C1,BH/M1,PS,WIN,SB,BWG,ARO,RTNG"


def _events(tmp_path: Path) -> Path:
    src = tmp_path / "events"
    (src / "club").mkdir(parents=True)
    shutil.copy(EXAMPLES / "arena-5.trf", src / "arena-5.trf")
    shutil.copy(EXAMPLES / "buchholz-guide-8.trf", src / "club" / "buchholz-guide-8.trf")
    (src / "club" / "broken.trf").write_text("012 Broken\n001 abcd m    Nobody\n", encoding="utf-8")
    (src / "notes.txt").write_text("not an event\n", encoding="utf-8")
    return src


def _table(path: Path) -> dict[str, dict[str, str]]:
    with path.open(encoding="utf-8") as fh:
        return {row["SNo"]: row for row in csv.DictReader(fh, delimiter="\t")}


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_batch_writes_each_event_and_reports_the_bad_one(
    tmp_path: Path, jobs: str, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _events(tmp_path)
    out = tmp_path / "results"
    code = main(
        ["batch", str(src), "--tiebreaks", CODES, "--rules", "2026", "--out", str(out), "--jobs", jobs]
    )
    captured = capsys.readouterr()
    assert code == 1
    arena = _table(out / "arena-5.standings.tsv")
    guide = out / "club" / "buchholz-guide-8.standings.tsv"
    assert guide.is_file()
    assert not (out / "club" / "broken.standings.tsv").exists()
    # published values of the product page (tests/data/examples/arena-5.fide2026.tsv)
    with (EXAMPLES / "arena-5.fide2026.tsv").open(encoding="utf-8") as fh:
        for exp in csv.DictReader(fh, delimiter="\t"):
            row = arena[exp["SNo"]]
            assert row["Rank"] == exp["Rank"]
            for code in ("BH", "BH/C1", "BH/M1", "PS", "WIN", "SB", "BWG", "ARO", "RTNG"):
                assert Fraction(row[code]) == Fraction(exp[code]), (exp["SNo"], code)
    summary = captured.out.splitlines()
    assert summary[0].split() == ["events", "ok", "failed", "players", "player-rounds", "seconds"]
    assert summary[1].split()[:4] == ["3", "2", "1", "13"]
    broken = src / "club" / "broken.trf"
    assert f"  {broken}:2:5: expected a starting rank" in captured.out
    # not a terminal: one plain log line per event
    assert captured.err.count("\n") == 3
    assert f"error {broken}:2:5:" in captured.err


def test_batch_output_next_to_files_equals_standings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _events(tmp_path)
    (src / "club" / "broken.trf").unlink()
    files = [str(src / "arena-5.trf"), str(src / "club" / "buchholz-guide-8.trf")]
    assert main(["batch", *files, "--tiebreaks", CODES, "--format", "csv"]) == 0
    capsys.readouterr()
    for name in files:
        written = Path(name).with_name(Path(name).stem + ".standings.csv").read_text(encoding="utf-8")
        assert main(["standings", name, "--tiebreaks", CODES, "--format", "csv"]) == 0
        assert written == capsys.readouterr().out


def test_batch_without_events_is_an_input_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["batch", str(tmp_path)]) == 2
    assert "no event files found" in capsys.readouterr().err
    assert main(["batch", str(tmp_path / "missing")]) == 2


def test_batch_glob_picks_other_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "events"
    src.mkdir()
    shutil.copy(EXAMPLES / "arena-5.trf", src / "arena-5.txt")
    shutil.copy(EXAMPLES / "buchholz-guide-8.trf", src / "buchholz-guide-8.trf")
    assert main(["batch", str(src), "--glob", "*.txt", "--input-format", "trf", "--jobs", "1"]) == 0
    assert capsys.readouterr().out.splitlines()[1].split()[:4] == ["1", "1", "0", "5"]
    assert (src / "arena-5.standings.tsv").is_file()
    assert not (src / "buchholz-guide-8.standings.tsv").exists()
