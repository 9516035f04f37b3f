"""A published table whose number column is not the event's starting number, two players of one surname
(a school event's brothers on a SWAR page, ``Mernier Martin`` and ``Mernier Simon``): each row is matched
by its whole name, never by the number where the name is another player's word for word. Before, the
shared surname made the number win, and each brother's points were compared with the other's.

Expected values: our own small event's, its totals written by hand.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from standings_files import check_texts

GRID = "No Name 1 2 3 Pts\n1 Mernier Simon * 0 1 1\n2 Mernier Martin 1 * 1 2\n3 Cox Cy 0 0 * 0\n"
RANKING = "Rk\tSNo\tName\tPts\n1\t1\tMernier Martin\t2\n2\t2\tMernier Simon\t1\n3\t3\tCox Cy\t0\n"


def test_brothers_are_matched_by_their_whole_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = check_texts(tmp_path, capsys, GRID, RANKING)
    assert code == 0
    assert "Checked 3 ranks, 3 point totals: all agree." in out
    assert (
        "Mernier Martin: SNo 1 is Mernier Simon in the event; matched by name (Mernier Martin, SNo 2)" in err
    )


SURNAMES = "Rk\tName\tPts\n1\tMernier\t2\n2\tMernier\t1\n3\tCox\t0\n"
"""A ranking that prints surnames only and no starting number: the brothers told apart by their points."""


def test_brothers_printed_by_surname_only_are_told_apart_by_their_points(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = check_texts(tmp_path, capsys, GRID, SURNAMES)
    assert code == 0  # before: refused, 'Mernier' matching two players
    assert "Checked 3 ranks, 3 point totals: all agree." in out


def test_brothers_of_one_surname_and_one_score_are_still_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    grid = "No Name 1 2 3 Pts\n1 Mernier Simon * ½ 1 1.5\n2 Mernier Martin ½ * 1 1.5\n3 Cox Cy 0 0 * 0\n"
    ranking = "Rk\tName\tPts\n1\tMernier\t1.5\n1\tMernier\t1.5\n3\tCox\t0\n"
    code, _, err = check_texts(tmp_path, capsys, grid, ranking)
    assert code == 2
    assert "'Mernier' matches 2 players of the event and the row gives no starting number" in err
