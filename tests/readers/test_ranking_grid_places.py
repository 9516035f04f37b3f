"""SwissChess's round-robin grids under a ranking's title (SG NARVA Berlin's monthly blitz 2026: "Rangliste:
Stand nach der 13. Runde" above ``Nr. | Teilnehmer | TWZ | 1 … 13 | Punkte | SoBerg``): the rows are
numbered in the order of their points, so the numbers are the published places too, and ``check`` compares
them. Expected values are the page's: May's grid, Bahr 8th on 5 points above Honcharov 9th on 5 (SoBerg
15.00 against 12.00) though Honcharov won their game."""

from __future__ import annotations

from pathlib import Path

from tiebreak.checking.check import check_published
from tiebreak.checking.own import own_ranking
from tiebreak.readers import ReadOptions, read_path, read_text
from tiebreak.readers.tables import parse_columns

PAGE = Path(__file__).parents[1] / "data" / "real" / "narva-monatsblitz-2026.md"


def test_a_ranking_grids_numbers_are_its_places_and_check_compares_them() -> None:
    options = ReadOptions(source=str(PAGE), columns=parse_columns("group=3"))
    t = read_path(PAGE, options=options)
    assert [p.declared_rank for p in sorted(t.players, key=lambda p: p.sno)] == list(range(1, 14))
    assert any("numbered in the order of their points under the title" in d.message for d in t.diagnostics)
    published = own_ranking(PAGE.read_text(encoding="utf-8"), options)
    assert published is not None
    report = check_published(t, published)
    assert report.checked == (13, 13, 13) and not report.differences
    assert report.codes == ("SB",)


def test_a_grid_without_a_rankings_title_has_no_places() -> None:
    text = PAGE.read_text(encoding="utf-8").replace("Rangliste", "Spielplan")  # no ranking's title
    grid = read_text(text, source="blitz.md", options=ReadOptions(columns=parse_columns("group=1")))
    assert len(grid.players) == 15
    assert all(p.declared_rank is None for p in grid.players)  # starting numbers only
