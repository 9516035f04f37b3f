"""Team crosstables whose copy dropped each row's own cell, the empty diagonal (``tests/data/formats``, as
the search tools' page store keeps them): each row has one cell fewer than the teams, every cell after the
row's own place shifted one column to the left (:mod:`tiebreak.readers._teamgrid`). Before, both were
refused (``a ranking without rounds``, ``expected 7 grid cells with the diagonal mark``).

The ECF League Management System's cross table is also a double round robin of one cell a match: each
row gives its team's home matches, both teams' game points, the home team's first, so a pair's two cells
are two matches (Leyland 1 lost 1½ - 2½ at home to Lytham 2 and 1 - 3 away). Expected values: its cells
added by hand (2 match points a match won, 1 drawn); the page publishes no total.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Result
from tiebreak.readers import read_path
from tiebreak.readers._teamrounds import board_results, short_match

DATA = Path(__file__).parent.parent / "data" / "formats"


def test_the_ecf_cross_table_reads_as_home_and_away_matches() -> None:
    event = read_path(DATA / "ecf-lms-division-b.cross-table.txt")
    assert event.team_info is not None and len(event.team_info.teams) == 7
    standings = tiebreak.compute_standings(
        event, ["EDE", "GPTS"], tiebreak.Options(rules=tiebreak.Rules("2024"))
    )
    table = {r.name: (r.points, r.values[1]) for r in standings.rows}
    # Preston 3 at home: 2-2, 2½-1½, 2½-1½, 3½-½, 3-1, 1½-2½ (9 MP, 15 GP); away: 2½, 2, 4, 1, 1½, 3½
    # (7 MP, 14½ GP)
    assert table["Preston 3"] == (16, Fraction(59, 2))
    # Leyland 1 at home: 1½, ½, 3½, 2, 1½, ½ (3 MP, 9½ GP); away: 1, 2, 3½, 1½, 2, 2½ (6 MP, 12½ GP)
    assert table["Leyland 1"] == (9, Fraction(22))
    assert standings.rows[0].name == "Preston 3"
    notes = [d.message for d in event.diagnostics]
    assert any("the empty diagonal, left out of the copy" in m for m in notes)
    assert any("home and away matches" in m for m in notes)
    assert any("7 teams: each team has a round without a match" in m for m in notes)


PUBLISHED_4NCL = {  # the page's GP and Pts columns
    "Guildford 1": (Fraction(99, 2), 14),
    "White Rose 1": (Fraction(75, 2), 11),
    "Blackthorne Russia": (Fraction(29), 8),
    "Barbican 4NCL 2": (Fraction(25), 6),
    "South Wales Dragons": (Fraction(23), 6),
    "Grantham Sharks 1": (Fraction(47, 2), 4),
    "Cambridge University 1": (Fraction(21), 4),
    "Sussex Martlets 1": (Fraction(14), 3),
}


def test_the_4ncl_crosstable_reads_its_short_matches_as_both_cells_give_them() -> None:
    """The 4NCL's pool of 8 (headings ``1 … 8 GP Pts`` without the number and name columns' headings):
    the dropped diagonal is put back; a match of 7 game points of 8 (``4½-2½``) reads with a warning (a
    board lost by both), and ``4-3½`` (Blackthorne Russia - Barbican 4NCL 2), which both teams' cells give
    alike (``3½-4`` in Barbican's row), as a board of ½ to one side and 0 to the other (a penalty), with a
    warning (before: refused as a score no boards make). Every team's GP and Pts are the page's; the
    page's totals are read with the event, so that ``tiebreak check`` compares them."""
    event = read_path(DATA / "4ncl-2015-16-pool-b.crosstable.txt")
    standings = tiebreak.compute_standings(
        event, ["MPTS", "GPTS"], tiebreak.Options(rules=tiebreak.Rules("2024"))
    )
    assert {r.name: (r.values[0], r.points) for r in standings.rows} == PUBLISHED_4NCL
    assert event.team_info is not None
    assert {t.name: (t.declared_game_points, t.declared_match_points) for t in event.team_info.teams} == (
        PUBLISHED_4NCL
    )
    warned = {(d.line, d.column): d.message for d in event.diagnostics if d.severity is Severity.WARNING}
    assert "a board scored ½ to one side and 0 to the other (a penalty)" in warned[(4, 38)]
    assert "without a point for either side as lost by both" in warned[(2, 31)]


def test_a_half_point_alone_is_a_board_only_where_both_cells_give_the_score() -> None:
    """``4:3½`` of 8 boards: a board of ½ and 0 where both teams' cells give the match's two scores;
    where nothing confirms it (one cell's own points, a match line's one score), a misprint makes it as
    well: no boards make it (readers/_teamrounds.py ``short_match``)."""
    assert short_match(Fraction(4), Fraction(7, 2), Fraction(8), confirmed=True) is True
    assert short_match(Fraction(4), Fraction(7, 2), Fraction(8)) is None
    assert short_match(Fraction(3), Fraction(4), Fraction(8)) is True  # a board lost by both
    assert board_results(Fraction(4), 8, other=Fraction(7, 2)) == [
        *[(Result.WIN, Result.LOSS)] * 4,
        (Result.LOSS, Result.DRAW),
        *[(Result.LOSS, Result.WIN)] * 3,
    ]


def test_a_grid_with_every_cell_mirrored_stays_one_match_a_pair() -> None:
    """Both cells of each pair one match seen from both sides (``3-1`` and ``1-3``): a single round robin,
    its dropped diagonal put back."""
    text = "1 | 2 | 3 | Pts |\n1 | Alpha | 3-1 | 4-0 | 4 |\n2 | Beta | 1-3 | 2-2 | 1 |\n3 | Gamma | 0-4 | 2-2 | 1 |\n"
    event = tiebreak.read_text(text, source="league.txt")
    standings = tiebreak.compute_standings(
        event, ["EDE", "GPTS"], tiebreak.Options(rules=tiebreak.Rules("2024"))
    )
    assert {r.name: (r.points, r.values[1]) for r in standings.rows} == {
        "Alpha": (4, Fraction(7)),
        "Beta": (1, Fraction(3)),
        "Gamma": (1, Fraction(2)),
    }
    assert not any("home and away" in d.message for d in event.diagnostics)
    assert not any(d.severity is Severity.WARNING and "diagonal" in d.message for d in event.diagnostics)
