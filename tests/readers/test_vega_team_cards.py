"""Vega's team round pages (its Orion web export): each match a card of ``<div>`` blocks, not a table (the
teams with their numbers, the match and game points of each side), each board a row of blocks (board
``1.1``, each player's name, rating and score). Read as team board pairings, one page a round, with the
team standings page (a ``Fed`` heading over two columns, ``Dir_MP`` the direct encounter) as the
published ranking. The pages here are written by hand in the form of the real ones
(tests/data/real/vega-hbcc-*-team-*); the expected values are worked out by hand from their boards."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.checking.check import check_published
from tiebreak.formats.published import read_published
from tiebreak.model.errors import ParseError
from tiebreak.readers import read_paths

Board = tuple[str, str, str]
"""The left player, the right player and the game's score as the card prints it (``1`` ``0``)."""


def _match(table: int, a: tuple[int, str], b: tuple[int, str], boards: list[Board]) -> str:
    gp = [Fraction(0), Fraction(0)]
    for _, _, score in boards:
        left, right = score.split()
        gp[0] += Fraction(left.replace("½", "1/2"))
        gp[1] += Fraction(right.replace("½", "1/2"))
    mp = (2, 0) if gp[0] > gp[1] else (0, 2) if gp[0] < gp[1] else (1, 1)
    out = [
        '<div class="match-item d-flex flex-column mb-5"><div class="card">',
        f"<h2>{table}</h2>",
        f'<span class="fs-6 fw-bold">AUS</span><h5 class="mb-2"> <span class="badge">{a[0]}</span> {a[1]}</h5>',
        '<h5 class="mb-0 text-success">0</h5>',
        f'<span class="fs-2 fw-bold">{mp[0]}</span>\n<span class="fs-4 fw-bold">{float(gp[0]):g}</span>',
        f'<span class="fs-2 fw-bold">{mp[1]}</span>\n<span class="fs-4 fw-bold">{float(gp[1]):g}</span>',
        f'<h5 class="mb-2"><span class="badge">{b[0]}</span> {b[1]}</h5><span class="fs-6">AUS</span>',
        "</div>",
    ]
    for k, (left, right, score) in enumerate(boards, start=1):
        sa, sb = score.split()
        out += [
            '<div class="stat-collapse collapse"><div class="player-stat-row d-flex">',
            f"<div><strong>{table}.{k}</strong></div>",
            f'<div><span>{left}</span></div><div class="w-20"><span>1800</span></div>',
            f'<div class="player-score white"><strong>{sa}</strong></div>',
            f'<div><span>{right}</span></div><div class="w-20"><span>1700</span></div>',
            f'<div class="player-score black"><strong>{sb}</strong></div>',
            f'<div><strong class="d-none d-lg-block">{table}.{k}</strong></div>',
            "</div></div>",
        ]
    return "\n".join([*out, "</div>"])


def _page(rnd: int, matches: list[str]) -> str:
    return "\n".join(
        [
            "<!DOCTYPE html><html><head><title>Interclub Cup</title></head><body>",
            "<h1>Interclub Cup</h1><h2>Pairings</h2><script>var x = '<div class=\"match-item\">';</script>",
            f"<h5>Team and Board pairing of round {rnd}</h5>",
            '<div class="flex flex-column mb-5">',
            *matches,
            "</div></body></html>",
        ]
    )


ROUND1 = _page(
    1,
    [
        _match(1, (1, "Alpha"), (2, "Beta"), [("Ann", "Bea", "1 0"), ("Art", "Bob", "½ ½")]),
        _match(2, (3, "GCC"), (4, "Delta"), [("Gil", "Dan", "0 1"), ("Gus", "Dora", "0 1")]),
    ],
)
ROUND2 = _page(
    2,
    [
        _match(1, (1, "Alpha"), (3, "GCC"), [("Ann", "Gil", "½ ½"), ("Art", "Gus", "½ ½")]),
        _match(2, (4, "Delta"), (2, "Beta"), [("Dan", "Bea", "1 0"), ("Dora", "Bob", "0 1")]),
    ],
)
STANDINGS = """<html><body><h3>Team Standings</h3><table class="table">
<thead><tr><th>Rk</th><th>N</th><th>Team</th><th colspan="2">Fed</th><th>Pts</th><th>GP</th>
<th>Dir_MP</th></tr></thead><tbody>
<tr><td>1</td><td>4</td><td>Delta</td><td>AUS</td> <td><img src="aus.png"></td><td>3</td><td>3</td><td>0</td></tr>
<tr><td>2</td><td>1</td><td>Alpha</td><td>AUS</td> <td><img src="aus.png"></td><td>3</td><td>2.5</td><td>0</td></tr>
<tr><td>3</td><td>2</td><td>Beta</td><td>AUS</td> <td><img src="aus.png"></td><td>1</td><td>1.5</td><td>0</td></tr>
<tr><td>4</td><td>3</td><td>GCC</td><td>AUS</td> <td><img src="aus.png"></td><td>1</td><td>1</td><td>0</td></tr>
</tbody></table></body></html>
"""


def _files(tmp_path: Path, *pages: str) -> list[Path]:
    paths = []
    for k, text in enumerate(pages, start=1):
        path = tmp_path / (f"pairs{k}.html" if k <= 2 else "rankteam2.html")
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def test_the_round_pages_give_each_teams_match_and_game_points(tmp_path: Path) -> None:
    event = read_paths(_files(tmp_path, ROUND1, ROUND2))
    assert event.team_info is not None and not event.team_info.match_results_only
    assert event.rounds == 2 and event.name == "Interclub Cup"
    teams = {t.name: t.number for t in event.team_info.teams}
    assert teams == {
        "Alpha": 1,
        "Beta": 2,
        "GCC": 3,
        "Delta": 4,
    }  # "GCC" after its number: a team, not a federation
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    got = [(r.rank, r.name, r.points, r.values[0]) for r in standings.rows]
    assert got == [
        (1, "Delta", 3, 3),
        (2, "Alpha", 3, Fraction(5, 2)),
        (3, "Beta", 1, Fraction(3, 2)),
        (4, "GCC", 1, 1),
    ]


def test_each_team_fields_its_boards_in_the_order_printed(tmp_path: Path) -> None:
    event = read_paths(_files(tmp_path, ROUND1, ROUND2))
    assert event.team_info is not None
    by_name = {p.name: p.sno for p in event.players}
    alpha_round2 = next(lu for lu in event.team_info.lineups if lu.round == 2 and lu.team == 1)
    assert alpha_round2.boards == (by_name["Ann"], by_name["Art"])
    ann = event.player(by_name["Ann"])
    assert [(e.opponent, e.result.code) for e in ann.rounds] == [(by_name["Bea"], "1"), (by_name["Gil"], "=")]


def test_the_standings_page_is_the_published_ranking_it_agrees_with(tmp_path: Path) -> None:
    paths = _files(tmp_path, ROUND1, ROUND2, STANDINGS)
    event = read_paths(paths)
    assert not [d for d in event.diagnostics if "not used" in d.message]  # the ranking is no input left out
    published = read_published(STANDINGS, source="rankteam2.html", team=True)
    assert [(c.heading, c.codes) for c in published.columns] == [("GP", ("GPTS",)), ("Dir_MP", ("EDE",))]
    assert [r.name for r in published.rows] == ["Delta", "Alpha", "Beta", "GCC"]
    report = check_published(event, published)
    assert report.checked == (4, 4, 8) and not report.differences


def test_a_score_that_is_no_game_score_is_an_error_at_its_place_in_the_page(tmp_path: Path) -> None:
    black = '<div class="player-score black"><strong>'
    bad = ROUND2.replace(f"{black}0</strong>", f"{black}2</strong>", 1)  # Dan - Bea, "1 2"
    assert bad != ROUND2
    paths = _files(tmp_path, ROUND1, bad)
    with pytest.raises(ParseError) as err:
        read_paths(paths)
    two = next(k for k, text in enumerate(bad.split("\n"), start=1) if f"{black}2</strong>" in text)
    assert err.value.source == str(paths[1]) and err.value.line == two  # the score that cannot be
    assert "cannot read the board's result" in err.value.message


def test_a_page_whose_cards_are_of_another_form_is_left_to_the_other_readers(tmp_path: Path) -> None:
    from tiebreak.readers._cards import card_tables

    odd = ROUND1.replace('class="badge"', 'class="pill"')  # no team numbers: not Vega's cards
    assert card_tables(odd) == []
    assert len(card_tables(ROUND1)[0].rows) == 6


def test_an_end_tag_of_no_element_open_closes_nothing(tmp_path: Path) -> None:
    """A stray ``</span>`` in a board row (of no element open) leaves the card as it is: the boards read
    as without it (it once walked the whole stack of open elements, a time the square of the page's
    length on a page of such tags)."""
    stray = ROUND1.replace("<div><strong>1.1</strong></div>", "<div><strong>1.1</strong></div></span></em>")
    assert stray != ROUND1
    event = read_paths(_files(tmp_path, stray, ROUND2))
    by_name = {p.name: p.sno for p in event.players}
    ann = event.player(by_name["Ann"])
    assert [(e.opponent, e.result.code) for e in ann.rounds] == [(by_name["Bea"], "1"), (by_name["Gil"], "=")]
