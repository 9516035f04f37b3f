"""The other pages of Vega's team web export (its Orion export): the team crosstable by rounds
(``crosstableteam.html``: per round the team's score above the opponent's number, the team's side in the
markup), the round-robin cross table (``crosstableRoundRobin.html``: the teams by place, each number in a
badge before the name), the per-team report (``teamreportN.html``: its ``Board details`` cells, the
result in ``<b>`` then the opponent's number in a badge) and the whole export given together. The pages
are written by hand in the form of the real ones (tests/data/real/vega-hbcc-*-anzac-team-*); the
expected values are worked out by hand from their cells."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity, SpecError
from tiebreak.readers import read_paths
from tiebreak.readers.webpage import HtmlCell, round_cell

Cell = tuple[str, str, int]
"""The team's score in the round, its side (``w``/``b``), the opponent's number."""


def _crosstable(teams: list[tuple[int, str, str, list[Cell]]]) -> str:
    rounds = len(teams[0][3])
    head = "".join(f"<th>{r}</th>" for r in range(1, rounds + 1))
    rows = []
    for number, name, pts, cells in teams:
        tds = "".join(
            f'<td><div class="res">{score}</div><div class="c{side}"> {opp} </div></td>'
            for score, side, opp in cells
        )
        rows.append(
            f'<tr><td>{number}</td><td>{name}</td><td>AUS</td> <td><img src="../flag/aus.png"></td>'
            f'<td class="score">{pts}</td>{tds}</tr>'
        )
    return (
        "<html><head><title>Interclub Cup</title></head><body><h1>Interclub Cup</h1>"
        f'<h2 class="mb-4">Team Cross Table at round {rounds}</h2><table class="table table-striped">'
        f'<thead><tr><th>N</th><th>Team</th><th colspan="2">Fed</th><th>Pts</th>{head}</tr></thead><tbody>'
        + "".join(rows)
        + "</tbody></table></body></html>\n"
    )


# four teams of four boards, three rounds, each cell the team's game points (every match adds up to 4)
GAME_POINTS = _crosstable(
    [
        (1, "Alpha", "8.5", [("3", "w", 2), ("2.5", "b", 3), ("3", "w", 4)]),
        (2, "Beta", "5", [("1", "b", 1), ("2", "w", 4), ("2", "b", 3)]),
        (3, "Gamma", "5.5", [("2", "w", 4), ("1.5", "w", 1), ("2", "w", 2)]),
        (4, "Delta", "5.5", [("2", "b", 3), ("2", "b", 2), ("1", "b", 1)]),
    ]
)
# the same schedule, each cell the team's match points: 2, 1 or 0 (every match adds up to 2, six matches)
MATCH_POINTS = _crosstable(
    [
        (1, "Alpha", "6", [("2", "w", 2), ("2", "b", 3), ("2", "w", 4)]),
        (2, "Beta", "2", [("0", "b", 1), ("1", "w", 4), ("1", "b", 3)]),
        (3, "Gamma", "2", [("1", "w", 4), ("0", "w", 1), ("1", "w", 2)]),
        (4, "Delta", "2", [("1", "b", 3), ("1", "b", 2), ("0", "b", 1)]),
    ]
)


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_team_crosstable_of_game_points_reads_its_matches_in_their_rounds(tmp_path: Path) -> None:
    event = tiebreak.read_path(_write(tmp_path, "crosstableteam.html", GAME_POINTS))
    info = event.team_info
    assert info is not None and info.match_results_only and not info.match_points_only
    assert event.rounds == 3 and len(event.players) == 16  # four boards a team
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    got = {r.name: (r.points, r.values[0]) for r in standings.rows}
    # Alpha won all three (6 MP, 3 + 2.5 + 3); Beta lost 1-3, drew 2-2, drew 2-2; Gamma drew, lost 1.5-2.5,
    # drew (2 + 1.5 + 2); Delta drew 2-2 twice and lost 1-3
    assert got == {
        "Alpha": (6, Fraction(17, 2)),
        "Beta": (2, 5),
        "Gamma": (2, Fraction(11, 2)),
        "Delta": (2, 5),
    }
    alpha_board1 = next(p for p in event.players if p.name == "Alpha, board 1")
    opponents = [event.player(e.opponent).name for e in alpha_board1.rounds if e.opponent is not None]
    assert opponents == ["Beta, board 1", "Gamma, board 1", "Delta, board 1"]  # the rounds the page gives


def test_a_team_crosstable_of_match_points_leaves_the_game_points_unknown(tmp_path: Path) -> None:
    event = tiebreak.read_path(_write(tmp_path, "crosstableteam.html", MATCH_POINTS))
    info = event.team_info
    assert info is not None and info.match_points_only
    standings = tiebreak.compute_standings(event)
    assert [(r.name, r.points) for r in standings.rows] == [
        ("Alpha", 6),
        ("Beta", 2),
        ("Gamma", 2),
        ("Delta", 2),
    ]
    assert standings.specs == ()  # EDE, GPTS and EMGSB left out of the default list, said
    assert any("GPTS needs the game points of each match" in w for w in standings.warnings)
    for asked in ("MPTS,GPTS", "EMGSB", "BH:GP"):
        with pytest.raises(SpecError, match="crosstable of match points"):
            tiebreak.compute_standings(event, asked)
    bh = tiebreak.compute_standings(event, "BH:MP")  # on match points: computable
    assert {r.name: r.values[0] for r in bh.rows}["Alpha"] == 6  # its opponents' 2 + 2 + 2


def test_a_few_matches_of_two_one_or_nothing_are_read_as_two_boards_with_a_note(tmp_path: Path) -> None:
    page = _crosstable([(1, "Alpha", "2", [("2", "w", 2)]), (2, "Beta", "0", [("0", "b", 1)])])
    event = tiebreak.read_path(_write(tmp_path, "crosstableteam.html", page))
    assert event.team_info is not None and not event.team_info.match_points_only
    assert any("too few to tell them from match points" in d.message for d in event.diagnostics)


def test_a_match_its_opponent_does_not_give_back_is_refused(tmp_path: Path) -> None:
    page = GAME_POINTS.replace(
        '<div class="res">2</div><div class="cb"> 3 </div>',
        '<div class="res">2</div><div class="cb"> 1 </div>',
    )
    with pytest.raises(ParseError, match="round 3: team 2 plays team 1, whose row does not name team 2 back"):
        tiebreak.read_path(_write(tmp_path, "crosstableteam.html", page))


ROUND_ROBIN = """<html><head><title>Interclub Cup</title></head><body><h2>Cross Table at round 3</h2>
<table class="table"><thead><tr><th>Rk</th><th>Team</th><th colspan="2">Fed</th><th>Pts</th><th>1</th><th>2</th>
<th>3</th><th>4</th></tr></thead><tbody>
<tr><td>1</td><td><span class="badge">3</span> Gamma</td><td>AUS</td> <td><img src="a.png"></td><td class="score">{a}</td>
<td class="hole"> </td><td> {ab} </td><td> {ac} </td><td> {ad} </td></tr>
<tr><td>2</td><td><span class="badge">1</span> Alpha</td><td>AUS</td> <td><img src="a.png"></td><td class="score">{b}</td>
<td> {ba} </td><td class="hole"> </td><td> {bc} </td><td> {bd} </td></tr>
<tr><td>3</td><td><span class="badge">4</span> Delta</td><td>AUS</td> <td><img src="a.png"></td><td class="score">{c}</td>
<td> {ca} </td><td> {cb} </td><td class="hole"> </td><td> {cd} </td></tr>
<tr><td>4</td><td><span class="badge">2</span> Beta</td><td>AUS</td> <td><img src="a.png"></td><td class="score">{d}</td>
<td> {da} </td><td> {db} </td><td> {dc} </td><td class="hole"> </td></tr>
</tbody></table></body></html>
"""


def test_a_round_robin_cross_table_numbers_its_teams_by_their_badges(tmp_path: Path) -> None:
    # game points of four boards: Gamma 3-1, 2.5-1.5, 4-0; Alpha 2-2 with Delta, 3-1 Beta; Delta 2.5-1.5 Beta
    page = ROUND_ROBIN.format(
        a="9.5", ab="3", ac="2.5", ad="4", b="6", ba="1", bc="2", bd="3",
        c="6", ca="1.5", cb="2", cd="2.5", d="2.5", da="0", db="1", dc="1.5",
    )  # fmt: skip
    event = tiebreak.read_path(_write(tmp_path, "crosstableRoundRobin.html", page))
    assert event.team_info is not None
    assert [(t.number, t.name) for t in event.team_info.teams] == [
        (3, "Gamma"),
        (1, "Alpha"),
        (4, "Delta"),
        (2, "Beta"),
    ]
    assert not event.team_info.match_points_only


def test_a_round_robin_cross_table_of_match_points_is_not_read_as_two_boards(tmp_path: Path) -> None:
    page = ROUND_ROBIN.format(
        a="6", ab="2", ac="2", ad="2", b="3", ba="0", bc="1", bd="2",
        c="3", ca="0", cb="1", cd="2", d="0", da="0", db="0", dc="0",
    )  # fmt: skip
    event = tiebreak.read_path(_write(tmp_path, "crosstableRoundRobin.html", page))
    assert event.team_info is not None and event.team_info.match_points_only
    with pytest.raises(SpecError, match="GPTS needs the game points"):
        tiebreak.compute_standings(event, "MPTS,GPTS")


def test_a_team_report_cell_is_read_by_its_markup_never_run_together() -> None:
    cell = HtmlCell("17", 1, 1, parts=((frozenset({"badge", "text-bg-secondary"}), "7"),))
    assert round_cell(cell) == "W7"  # result 1 against number 7, not 17
    half = HtmlCell("½10", 1, 1, parts=((frozenset({"badge"}), "10"),))
    assert round_cell(half) == "D10"


TEAM_REPORT = """<html><body><h2 class="mb-4"> N=  1: Alpha</h2><table class="table">
<thead><tr><th>Rnd</th><th>Col</th><th>N</th><th>Opponent Team</th><th colspan="2">Fed</th><th>Rtg</th><th>Result</th>
<th>MatPnt</th><th>GamPnt</th></tr></thead><tbody><tr><td>1</td><td>W</td><td>2</td><td>Beta</td><td>AUS</td>
<td><img src="a.png"></td><td>1500</td><td><span class="badge">2</span> <span class="badge">1.5-0.5</span></td>
<td>0</td><td>0.5</td></tr></tbody></table><h3>Board details</h3><table class="table"><thead><tr><th>N</th><th>Player</th>
<th>Fed</th><th>ARO</th><th>Pnt</th><th>1</th></tr></thead><tbody>
<tr><td>1</td><td>Ann</td><td>AUS</td><td>1700</td><td>1</td><td><b>1</b><span class="badge text-bg-secondary">3</span></td></tr>
<tr><td>2</td><td>Art</td><td>AUS</td><td>1600</td><td>0.5</td><td><b>½</b><span class="badge text-bg-secondary">4</span></td></tr>
</tbody></table></body></html>
"""


def test_a_team_report_alone_is_refused_saying_what_it_is(tmp_path: Path) -> None:
    with pytest.raises(ParseError, match=r"none of the 2 opponents the rounds name by number \(3, 4\)"):
        tiebreak.read_path(_write(tmp_path, "teamreport1.html", TEAM_REPORT))


def test_the_whole_export_reads_the_event_once_and_names_each_page_left_out(tmp_path: Path) -> None:
    from test_vega_team_cards import ROUND1, ROUND2, STANDINGS

    pages = {
        "pairs1.html": ROUND1,
        "pairs2.html": ROUND2,
        "crosstableteam.html": _crosstable(
            [
                (1, "Alpha", "2.5", [("1.5", "w", 2), ("1", "w", 3)]),
                (2, "Beta", "1.5", [("0.5", "b", 1), ("1", "b", 4)]),
                (3, "GCC", "1", [("0", "w", 4), ("1", "b", 1)]),
                (4, "Delta", "3", [("2", "b", 3), ("1", "w", 2)]),
            ]
        ),
        "teamreport1.html": TEAM_REPORT,
        "rankteam1.html": STANDINGS,
        "rankteam2.html": STANDINGS,
    }
    paths = [_write(tmp_path, name, text) for name, text in pages.items()]
    event = read_paths(paths)
    assert event.team_info is not None and not event.team_info.match_results_only  # the boards
    assert len(event.players) == 8
    left_out = {d.message.split()[0]: d.severity for d in event.diagnostics if "not used" in d.message}
    assert left_out == {
        "crosstableteam.html": Severity.INFO,
        "teamreport1.html": Severity.WARNING,
        "rankteam1.html": Severity.INFO,
    }  # rankteam2.html, given last, is the published ranking
