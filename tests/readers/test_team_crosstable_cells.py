"""A team crosstable by rank whose cells give each match's opponent, colour and game points (chess-results'
``art=63``): the 43rd Olympiad, Batumi 2018, Open section, as a ``;``-separated export kept by
github.com/clpippel/tiebreak (``tests/data/real/cr-olympiad-batumi-2018-open-team-crosstable.csv``).

Expected values: the match points and game points the cells give (``69w3``: 3 of 4 game points against the
team ranked 69, a won match), summed by hand from the published rows; the published places 1-5.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.readers._options import ReadOptions
from tiebreak.readers._teamcross import team_crosstable_lines
from tiebreak.readers.tables import parse_columns

OLYMPIAD = Path(__file__).parent.parent / "data" / "real" / "cr-olympiad-batumi-2018-open-team-crosstable.csv"
TOP = {
    "China": (18, "28.5"),
    "United States of America": (18, "29"),
    "Russia": (18, "29"),
    "Poland": (17, "28"),
    "England": (17, "27.5"),
}


def test_the_olympiads_team_crosstable_reads_as_its_matches() -> None:
    t = tiebreak.read_path(OLYMPIAD)
    info = t.team_info
    assert info is not None and info.match_results_only and info.match_rounds_known
    assert t.rounds == 11 and len(info.teams) == 185
    rows = {r.name: r for r in tiebreak.compute_standings(t, ["MPTS", "GPTS"]).rows}
    for team, (mp, gp) in TOP.items():
        assert (rows[team].points, rows[team].values[0]) == (Fraction(mp), Fraction(gp)), team
    assert rows["Pakistan"].points == 0  # its cells all 'zwz': no match played
    apart = {
        d.message.split(": ")[1].split(" has no match")[0]
        for d in t.diagnostics
        if "has no match" in d.message
    }
    assert apart == {"Pakistan", "Nigeria", "Somalia", "Ivory Coast", "Burundi", "Congo", "Rwanda"}  # round 1
    assert not any("give fewer matches" in d.message for d in t.diagnostics)  # the round accounts for them
    assert any("read as a team crosstable" in d.message and "Pakistan" in d.message for d in t.diagnostics)


def test_a_players_crosstable_is_no_team_crosstable() -> None:
    """Cells that score 1 at most are games of players (``12w1``), not matches of several boards."""
    players = "Rk.;Team;1.Rd;2.Rd\n1;Ajax;3w1;2b½\n2;Brix;4b1;1w½\n3;Cato;1b0;4w½\n4;Dorf;2w0;3b½\n"
    assert team_crosstable_lines(players) is None


EXTRALIGA = Path(__file__).parent.parent / "data" / "real" / "cr-sk-extraliga-2025-26-team-rr-after-r8.html"


def test_a_team_crosstable_given_part_way_is_after_as_many_rounds_as_its_matches_need() -> None:
    """The Slovak Extraliga 2025/26 after 8 of its 11 rounds (the page links the board pairings of rounds
    1-8): 12 teams, 48 matches, 8 a team; each team's matches in rounds 1-8, one a round."""
    t = tiebreak.read_path(EXTRALIGA)
    assert t.rounds == 8
    info = t.team_info
    assert info is not None and len(info.teams) == 12
    for team in info.teams:
        played = {
            e.round for e in t.player(team.players[0]).rounds if e.opponent is not None
        }  # its first board's games: one a match
        assert played == set(range(1, 9)), team.name


CADENA = (
    Path(__file__).parent.parent
    / "data"
    / "real"
    / "libreoffice-cadena-barcelona-provincial-2024-team-leagues.html"
)
PUNTOS = {
    3: {
        "Gran Penya D": "19.5",
        "Vilafranca F": "16",
        "Sitges D": "19",
        "Tres peons L": "24",
        "ONCE B": "11.5",
        "Congrés F": "11",
        "Ateneu Hortenc B": "21.5",
        "Torrenegra C": "18",
        "Gavà B": "18",
        "Cadena C": "20.5",
    },
    4: {
        "Casino Santfeliuenc C": "12",
        "Rubinenca E": "12",
        "Badía B": "27",
        "Tres peons N": "15",
        "Espluguenc": "22",
        "Castelldefels C": "25",
        "Sant Boi C": "20.5",
        "Prat C": "17.5",
        "Torreblanca D": "15",
        "Cadena D": "14",
    },
}
"""The Puntos (game points) the sheet prints beside its third and fourth grids."""


@pytest.mark.parametrize("group", sorted(PUNTOS))
def test_a_sheets_league_grids_of_board_points_in_one_table(group: int) -> None:
    """A club's sheet of its four teams' leagues saved as one HTML table (LibreOffice Calc): each grid a title
    row, a header row 1-10, its rows numbered from 1, an empty row. The third and fourth grids hold each
    match's game points of 4 boards, halves written ``2 1/2``: each read as a team crosstable, its game
    points the sheet's Puntos."""
    options = ReadOptions(source=str(CADENA), columns=parse_columns(f"group={group}"))
    t = tiebreak.read_text(CADENA.read_text(encoding="utf-8"), source=str(CADENA), options=options)
    assert t.is_team_event
    rows = tiebreak.compute_standings(t, ["GPTS"]).rows
    got = {r.name.split(" (")[0]: r.points for r in rows}  # GPTS first: the primary score
    assert got == {name: Fraction(v) for name, v in PUNTOS[group].items()}
