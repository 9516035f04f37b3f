"""``tiebreak check EVENT --standings RANKING`` on two texts written to files, as a user gives them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak import cli


def check_texts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], event: str, ranking: str
) -> tuple[int, str, str]:
    """The exit code, the output and the errors of checking ``ranking`` against ``event``."""
    grid, published = tmp_path / "event.txt", tmp_path / "ranking.txt"
    grid.write_text(event, encoding="utf-8")
    published.write_text(ranking, encoding="utf-8")
    code = cli.main(["check", str(grid), "--standings", str(published)])
    out, err = capsys.readouterr()
    return code, out, err
