"""A team ranking without games whose signed difference column holds ``-3``, ``-5`` (the FFE's final table
of a Nationale 3 group, copied onto a club's blog; ``tests/data/formats/README.md``): before, the rows
with a negative difference were read as a crosstable's rows (``-3`` a game lost to number 3), and the
command line refused the table as "cut short, the first rows of a longer list". The rows above the
first row read count up to it (1 to 4 above 5): the table is no crosstable, and the answer shows the
ranking found and what it lacks.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak import cli

PATH = Path(__file__).parent.parent / "data" / "formats" / "n3-saint-mande-2017-18.ffe-ranking.txt"


def _refusal(capsys: pytest.CaptureFixture[str], text: str, tmp_path: Path) -> str:
    path = tmp_path / "ranking.txt"
    path.write_text(text, encoding="utf-8")
    assert cli.main(["standings", str(path)]) == 2
    return capsys.readouterr().err


def test_the_blog_page_is_no_crosstable_cut_short(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["standings", str(PATH)]) == 2
    err = capsys.readouterr().err
    assert "cut short" not in err
    assert "no games in this input: what it holds is a ranking" in err
    assert "'Equipe'=name" in err and "looks like a ranking without rounds" in err


def test_the_ranking_alone_is_a_ranking_without_games(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    lines = PATH.read_text(encoding="utf-8").splitlines()
    start = next(k for k, line in enumerate(lines) if line.startswith("Pl. | Equipe"))
    err = _refusal(capsys, "\n".join(lines[start : start + 11]) + "\n", tmp_path)
    assert "cut short" not in err
    assert "no games in this input: what it holds is a ranking" in err
