"""A league's divisions stacked in one sheet or text, each a team crosstable of teams that meet only among
themselves (the Belgian federation's interclub workbook of 2018-19 stacks its 29 divisions so; it also
holds the clubs' accounts, so it is not kept here). One division is read: the one ``group=`` names (its
number, or a team's name), else the last, with a warning that lists them all; before, the last was read
with a note seen only with ``--lenient``.

Expected values: the divisions below, worked by hand (2 match points a match won, 1 drawn).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity
from tiebreak.readers import ReadOptions
from tiebreak.readers.tables import parse_columns

SHEET = (
    "Afdeling 1\n"
    "Nr\tTeam\t1\t2\t3\tMP\tBP\n"
    "1\tAlpha 1\t*\t1½\t2\t4\t3½\n"
    "2\tBeta 1\t½\t*\t1\t1\t1½\n"
    "3\tGamma 1\t0\t1\t*\t1\t1\n"
    "\n"
    "Afdeling 2\n"
    "Nr\tTeam\t1\t2\t3\tMP\tBP\n"
    "1\tDelta 2\t*\t2\t1\t3\t3\n"
    "2\tEps 2\t0\t*\t1½\t2\t1½\n"
    "3\tZeta 2\t1\t½\t*\t1\t1½\n"
)
# Division 1: Alpha beat Beta 1½-½ and Gamma 2-0 (4 MP, 3½ BP); Beta and Gamma drew 1-1.
# Division 2: Delta beat Eps 2-0 and drew Zeta 1-1 (3 MP, 3 BP); Eps beat Zeta 1½-½.


def _match_points(t: tiebreak.Tournament) -> dict[str, Fraction]:
    standings = tiebreak.compute_standings(t, ["EDE"], tiebreak.Options(rules=tiebreak.Rules("2026")))
    return {r.name: r.points for r in standings.rows}


def test_the_last_division_is_read_with_a_warning_that_lists_them() -> None:
    t = tiebreak.read_text(SHEET, source="league.tsv")
    assert _match_points(t) == {"Delta 2": 3, "Eps 2": 2, "Zeta 2": 1}
    warned = [d.message for d in t.diagnostics if d.severity is Severity.WARNING]
    assert any("2 team crosstables" in m and "(Alpha 1 …)" in m and "group=N" in m for m in warned)


@pytest.mark.parametrize("group", ["1", "Gamma"])
def test_a_division_chosen_by_its_number_or_a_team(group: str) -> None:
    options = ReadOptions(columns=parse_columns(f"group={group}"))
    t = tiebreak.read_text(SHEET, source="league.tsv", options=options)
    assert _match_points(t) == {"Alpha 1": 4, "Beta 1": 1, "Gamma 1": 1}


def test_a_choice_that_names_no_division_is_refused() -> None:
    with pytest.raises(ParseError, match="names none of the 2"):
        tiebreak.read_text(SHEET, source="league.tsv", options=ReadOptions(columns=parse_columns("group=9")))


WITH_EMPTY = SHEET + (
    "\nAfdeling 3\nNr\tTeam\t1\t2\t3\tMP\tBP\n1\t\t*\t\t\t0\t0\n2\t\t\t*\t\t0\t0\n3\t\t\t\t*\t0\t0\n"
)
"""The sheet with a third table of the template that names no team (a club's workbook keeps one for a
team it did not field): no division."""


def test_a_table_that_names_no_team_is_no_division() -> None:
    t = tiebreak.read_text(WITH_EMPTY, source="league.tsv")  # before: an internal error (IndexError)
    assert _match_points(t) == {"Delta 2": 3, "Eps 2": 2, "Zeta 2": 1}
    warned = [d.message for d in t.diagnostics if d.severity is Severity.WARNING]
    assert any("2 team crosstables" in m for m in warned)


@pytest.mark.parametrize(("group", "first"), [("1", "Alpha 1"), ("2", "Delta 2"), ("Zeta", "Delta 2")])
def test_check_compares_the_chosen_division_with_its_own_table(
    group: str, first: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from tiebreak.cli import main

    path = tmp_path / "league.tsv"
    path.write_text(SHEET, encoding="utf-8")
    assert main(["check", str(path), "--columns", f"group={group}"]) == 0  # before: the first table
    out = capsys.readouterr().out
    assert "all agree" in out
