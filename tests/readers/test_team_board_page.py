"""A web page of team board pairings read as a team event: the Swiss Chess Federation's page of a team
championship round (swisschess.ch, kept in tests/data/real/): the round's team pairings, the ranking (Rang,
Club, MP, EP) and one table per match, the match score and each board's result written over three cells
(``5½`` ``:`` ``2½``), no board numbers, players and teams with their ratings, a forfeited board ``N.N.``
``1 : 0 FF``. The expected values are the page's own ranking, read here with a regular expression."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

import tiebreak
from conftest import DATA
from tiebreak.formats.published import read_published
from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Result
from tiebreak.readers import read_path

PAGE = DATA / "real" / "fse-cse-2025-1re-ligue-ouest-round1.html"


def _ranking() -> dict[str, tuple[int, Fraction, Fraction]]:
    """The page's ranking: team -> (place, MP, EP) (not the code under test)."""
    text = PAGE.read_text(encoding="utf-8")
    table = text[text.index("<h3>Rangliste</h3>") : text.index("<h3>Einzelresultate</h3>")]
    rows = re.findall(
        r'<td align="right">(\d+)\.</td>\s*<td align="left">([^<]+)</td>\s*'
        r'<td align="right">([^<]+)</td>\s*<td align="right">([^<]+)</td>',
        table,
    )
    return {name: (int(rank), Fraction(mp), Fraction(ep.replace("½", ".5"))) for rank, name, mp, ep in rows}


def test_the_page_gives_the_published_places_match_and_game_points() -> None:
    event = read_path(PAGE)
    assert event.team_info is not None and not event.team_info.match_results_only
    assert event.rounds == 1 and len(event.team_info.teams) == 8
    published = _ranking()
    assert len(published) == 8
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    for row in standings.rows:
        assert (row.rank, row.points, row.values[0]) == published[row.name], row.name


def test_each_match_is_its_boards_and_a_forfeited_board_is_the_present_players_win() -> None:
    event = read_path(PAGE)
    assert event.team_info is not None
    sizes = {t.name: len(t.players) for t in event.team_info.teams}  # 8 boards; N.N. is nobody
    assert sizes.pop("Echallens 2") == 7 and set(sizes.values()) == {8}
    by_name = {p.name: p for p in event.players}
    assert "N.N." not in by_name and "Dominique Li" in by_name  # the rating (2282) is not the name
    assert by_name["Fabrice Lovey"].rounds[0].result is Result.FULL_BYE
    assert by_name["Fabrice Lovey"].rounds[0].opponent is None


def test_matches_without_a_round_above_them_stay_in_the_round_until_a_team_plays_again() -> None:
    event = read_path(PAGE)
    said = [d.message for d in event.diagnostics if d.severity is Severity.WARNING]
    assert sum("no round named above the match" in m and "read as round 1" in m for m in said) == 4


def test_the_ranking_names_its_teams_under_club_and_ep_is_game_points() -> None:
    pub = read_published(PAGE.read_text(encoding="utf-8"), source=PAGE.name, team=True)
    assert [(c.heading, c.codes) for c in pub.columns] == [("MP", ("MPTS",)), ("EP", ("GPTS",))]
    assert [r.name for r in pub.rows] == list(_ranking())


@pytest.mark.parametrize(("heading", "text"), [("1ère Ronde", 1), ("2e ronde", 2), ("3rd round", 3)])
def test_a_round_heading_with_an_ordinal_names_its_round(heading: str, text: int) -> None:
    from tiebreak.readers.assemble import round_in_text

    assert round_in_text(heading) == text
