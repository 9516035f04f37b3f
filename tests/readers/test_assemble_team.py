"""A team crosstable of match results read as a team event (readers/assemble.py, team_event): the games
of each board are not given, so only match-level tie-breaks are computed and board-level ones refuse
with what they need. The crosstables are real chess-results publications (tests/data/pairings/README.md);
the expected values are their own columns (Rk., TB1-TB4, named in their annotation lines)."""

from __future__ import annotations

import html
import re
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from conftest import DATA
from tiebreak.cli import main
from tiebreak.model.errors import InvalidTournamentError, ParseError, SpecError
from tiebreak.readers import read_path, read_text, sniff
from tiebreak.teams.matches import board_standings

SI = DATA / "pairings" / "cr-si-school-team-rr.txt"
CZ = DATA / "pairings" / "cr-cz-school-team-rr.txt"


def _published(path: Path) -> list[dict[str, str]]:
    """The crosstable's rows, heading -> cell, split on ``|`` (not the code under test)."""
    lines = [
        re.split(r" ?\| ?", line.rstrip(" |"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if " | " in line
    ]
    header = lines[0]
    return [dict(zip(header, row, strict=True)) for row in lines[1:]]


@pytest.mark.parametrize(
    ("path", "codes", "columns"),
    [
        (SI, "MPTS,GPTS,DE,EGGSB", ("TB1", "TB2", "TB3", "TB4")),  # MP, GP, DE, FIDE Sonneborn-Berger
        (CZ, "GPTS,MPTS,DE", ("TB1", "TB2", "TB3")),  # GP, MP, DE
    ],
)
def test_a_team_crosstable_gives_the_published_ranks_and_match_level_values(
    path: Path, codes: str, columns: tuple[str, ...]
) -> None:
    event = read_path(path)
    assert event.is_team_event and event.team_info is not None and event.team_info.match_results_only
    standings = tiebreak.compute_standings(event, codes)
    published = {row["Team"]: row for row in _published(path)}
    assert len(standings.rows) == len(published) == 6
    for row in standings.rows:
        pub = published[row.name]
        assert row.rank == int(pub["Rk."]), row.name
        values = [row.points, *row.values]
        for code, column, value in zip(codes.split(","), columns, values, strict=True):
            if code == "DE" and value is None:
                continue  # no tie on points: direct encounter not applied; the publication prints 0
            assert value == Fraction(pub[column]), (row.name, code)


def test_the_number_of_boards_is_the_game_points_of_a_match() -> None:
    event = read_path(SI)
    assert event.team_info is not None
    assert [len(t.players) for t in event.team_info.teams] == [3] * 6
    assert sniff(SI.read_text(encoding="utf-8")) == "rounds"
    assert any("only match-level tie-breaks" in d.message for d in event.diagnostics)


@pytest.mark.parametrize("codes", ["MPTS,BC", "MPTS,EDEC", "MPTS,PS", "MPTS,TBR,BBE"])
def test_board_level_tie_breaks_say_they_need_the_boards(codes: str) -> None:
    with pytest.raises(SpecError) as err:
        tiebreak.compute_standings(read_path(SI), codes)
    for code in codes.split(",")[1:]:
        assert f"{code} needs " in err.value.message
    assert "crosstable of match results" in err.value.message


def test_the_command_line_refuses_board_level_tie_breaks_and_board_prizes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["standings", "-t", "MPTS,EDEC", str(SI)]) == 2
    assert "EDEC needs the game points of each board (art. 12)" in capsys.readouterr().err
    assert main(["standings", "--boards", str(SI)]) == 2
    assert "board standings need the games of each board" in capsys.readouterr().err
    with pytest.raises(InvalidTournamentError, match="board standings need the games of each board"):
        board_standings(read_path(SI))


def test_a_match_whose_cells_do_not_add_up_is_said_at_the_cell() -> None:
    """Fewer game points than the other matches (a board lost by both sides): read, with a warning at the
    cell; more: an error naming it."""
    fewer = SI.read_text(encoding="utf-8").replace("1 | OŠ Bogojina | * | 2 |", "1 | OŠ Bogojina | * | 1 |")
    said = [
        d
        for d in read_text(fewer).diagnostics
        if "2 game points in the match, the other matches 3" in d.message
    ]
    assert len(said) == 1 and said[0].line == 3
    more = SI.read_text(encoding="utf-8").replace("1 | OŠ Bogojina | * | 2 |", "1 | OŠ Bogojina | * | 3 |")
    with pytest.raises(ParseError) as err:
        read_text(more)
    assert err.value.line == 3 and "4 game points in the match, the other matches 3" in err.value.message


ES = DATA / "pairings" / "cr-es-panamerican-team-rr.txt"
ZH = DATA / "pairings" / "cr-zh-bih-team-rr.txt"


@pytest.mark.parametrize(
    ("path", "mp", "gp", "bye"),
    [
        (ES, "Des 1", "Des 2", "worth 1 match points, as the publication's column 'Des 1' shows"),
        (ZH, "TB1", "TB2", "worth nothing, as the publication's column 'TB1' shows"),
    ],
)
def test_an_odd_number_of_teams_gives_each_a_bye_worth_what_the_publication_shows(
    path: Path, mp: str, gp: str, bye: str
) -> None:
    event = read_path(path)
    assert any(bye in d.message for d in event.diagnostics)
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    rows = _published(path)
    heading = list(rows[0])[list(rows[0]).index("1") - 1]  # the teams' column stands before column 1
    published = {row[heading]: row for row in rows}
    assert len(standings.rows) == len(published)
    for row in standings.rows:
        pub = published[row.name]
        assert (row.points, row.values[0]) == (Fraction(pub[mp]), Fraction(pub[gp].replace(",", "."))), (
            row.name
        )


def test_the_crosstable_in_a_web_page_reads_the_same() -> None:
    """The same real crosstable as the table of a page (chess-results' ``CRs1`` table)."""
    rows = [
        re.split(r" ?\| ?", line.rstrip(" |"))
        for line in SI.read_text(encoding="utf-8").splitlines()
        if " | " in line
    ]
    page = (
        "<html><head><title>School league</title></head><body><table class='CRs1'>"
        + "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>" for r in rows)
        + "</table></body></html>"
    )
    by_page = tiebreak.compute_standings(read_text(page, suffix=".html"), "MPTS,GPTS,EGGSB")
    by_text = tiebreak.compute_standings(read_path(SI), "MPTS,GPTS,EGGSB")
    assert [(r.name, r.points, r.values) for r in by_page.rows] == [
        (r.name, r.points, r.values) for r in by_text.rows
    ]


BOARDS = DATA / "pairings" / "team-tm1.board-pairings.txt"
TM1_RANKING = DATA / "published" / "team-tm1.chess-results.html"


def test_team_board_pairings_give_the_published_ranks_match_and_game_points() -> None:
    """The example team event as board pairings (tests/data/pairings/README.md: a layout written by hand,
    no real page); the expected values are its published chess-results ranking (TB1 MP, TB2 GP)."""
    event = read_path(BOARDS)
    assert event.team_info is not None and not event.team_info.match_results_only
    assert sniff(BOARDS.read_text(encoding="utf-8")) == "rounds"
    rows = re.findall(
        r'<tr class="CRg\d"><td>(\d+)</td><td>([^<]+)</td>(?:<td>[^<]*</td>){4}'
        r"<td>([^<]+)</td><td>([^<]+)</td>",
        TM1_RANKING.read_text(encoding="utf-8"),
    )
    published = {
        html.unescape(name).replace("\xa0", " ").casefold(): (
            int(rank),
            Fraction(mp),
            Fraction(gp.replace(",", ".")),
        )
        for rank, name, mp, gp in rows
    }
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert len(standings.rows) == len(published) == 6
    for row in standings.rows:
        assert (row.rank, row.points, row.values[0]) == published[row.name.casefold()], row.name


def test_board_level_tie_breaks_are_computed_from_board_pairings() -> None:
    event = read_path(BOARDS)
    standings = tiebreak.compute_standings(event, "MPTS,GPTS,BC")  # no refusal: the boards are given
    assert len(standings.rows) == 6


def test_a_board_result_that_cannot_be_read_is_an_error_with_its_place() -> None:
    text = BOARDS.read_text(encoding="utf-8").replace(
        "1.1\t\tT1 Board1\t2200\t-\t\tT2 Board1\t2190\t1 - 0",
        "1.1\t\tT1 Board1\t2200\t-\t\tT2 Board1\t2190\t2 - 0",
    )
    with pytest.raises(ParseError) as err:
        read_text(text, source="boards.txt")
    assert err.value.source == "boards.txt" and err.value.line == 5


def test_a_team_crosstable_whose_header_was_broken_in_two_reads() -> None:
    # found by the fuzz test: the heading row broken by a lone CR before its TB headings, so the
    # header is shorter than the rows; the points column right of the grid is then named by its place
    text = (
        "Rk. | Team | 1 | 2 | 3 | 4 | 5 |\rTB1 | TB2 | TB3 |\n"
        "1 | Alpha | * | 2 | 2½ | 2½ | 4 | 7 | 11 | 24 |\n"
        "2 | Beta | 2 | * | 2 | 2 | 4 | 5 | 10 | 15\n"
        "3 | Gamma | 1½ | 2 | * | 2½ | 4 | 5 | 10 | 14 |\n"
        "4 | Delta | 1½ | 2 | 1½ | * | 4 | 3 | 9 | 5 |\n"
        "5 | Epsilon | 0 | 0 | 0 | 0 | * | 0 | 0 | 0 |\n"
    )
    t = read_text(text, source="league", input_format="rounds")
    assert t.team_info is not None and len(t.team_info.teams) == 5


def test_a_team_crosstable_whose_last_row_is_cut_short_is_refused_without_a_traceback() -> None:
    # found by the fuzz test: a CSV team crosstable whose last row is its number alone; rows may leave
    # out the empty cells at their end (a copy's last diagonal), but not stop before the teams' columns
    rows = [
        "r,team,1,2,3,4,bp",
        "1,Wavre 1,XX,3.5,4.5,3.5,11.5",
        "2,Opwijk 1,2.5,XX,4,3.5,10",
        "3,Pantin 1,1.5,2,XX,3,6.5",
        "4",
    ]
    with pytest.raises(ParseError):
        read_text("\r\n".join(rows), source="teams.csv", input_format="csv")


# The form of the 4NCL's and other English leagues' crosstables: each cell gives both teams' game points,
# the row's first (``5-3``), the columns numbered without a heading over the names. Four teams of 8
# boards, worked by hand: Adler beat Berg 5-3, Clara 6-2 and Dorf 4½-3½ (6 match points, 15½ game
# points); Berg drew Clara 4-4 and beat Dorf 5-3 (3, 12); Clara drew Dorf 4-4 (2, 10); Dorf 1, 10½.
BOTH_SCORES = """\
\t\t1\t2\t3\t4\tGP\tPts
1\tAdler\t\t5-3\t6-2\t4½-3½\t15½\t6
2\tBerg\t3-5\t\t4-4\t5-3\t12\t3
3\tClara\t2-6\t4-4\t\t4-4\t10\t2
4\tDorf\t3½-4½\t3-5\t4-4\t\t10½\t1
"""


def test_a_team_crosstable_whose_cells_give_both_teams_points() -> None:
    t = read_text(BOTH_SCORES, source="xtab.txt")
    assert t.team_info is not None and t.team_info.match_results_only
    s = tiebreak.compute_standings(t, ["MPTS", "GPTS"])  # ranked on match points, then game points
    assert [(r.name, r.points, r.values) for r in s.rows] == [
        ("Adler", 6, (Fraction(31, 2),)),
        ("Berg", 3, (Fraction(12),)),
        ("Clara", 2, (Fraction(10),)),
        ("Dorf", 1, (Fraction(21, 2),)),
    ]


def test_a_match_whose_two_cells_disagree_is_refused() -> None:
    with pytest.raises(ParseError) as caught:
        read_text(BOTH_SCORES.replace("3-5\t\t4-4", "3½-4½\t\t4-4"), source="xtab.txt")
    assert "Adler - Berg: the cell '5-3' gives the other team 3 game points, its own cell 3.5" in str(
        caught.value
    )


def test_a_league_table_with_matches_not_played_yet_and_an_equals_diagonal() -> None:
    # a club's league table during the season (SC Springer Bad König's second team, 2022/23): '=' on the
    # diagonal, '-' for a match not played yet. Adler beat Berg 5-3, drew Clara 4-4; Berg beat Clara 6-2;
    # Dorf's matches with Adler and Clara not played yet, Dorf lost to Berg 3-5
    table = (
        '"Platz","Mannschaft","1","2","3","4","MP","BP"\n'
        '"1","Adler","=","5.0","4.0","-","3","9.0"\n'
        '"2","Berg","3.0","=","6.0","5.0","4","14.0"\n'
        '"3","Clara","4.0","2.0","=","-","1","6.0"\n'
        '"4","Dorf","-","3.0","-","=","0","3.0"\n'
    )
    t = read_text(table, source="liga.csv", suffix=".csv")
    s = tiebreak.compute_standings(t, ["MPTS", "GPTS"])
    assert [(r.name, r.points, r.values) for r in s.rows] == [
        ("Berg", 4, (Fraction(14),)),
        ("Adler", 3, (Fraction(9),)),
        ("Clara", 1, (Fraction(6),)),
        ("Dorf", 0, (Fraction(3),)),
    ]


CUP_MATCH = (
    Path(__file__).parent.parent / "data" / "formats" / "bpmm-2023-round-of-16.swisschess-team-match.md"
)


def test_a_cup_matchs_table_number_and_the_teams_ratings_number_no_team() -> None:
    """SG NARVA Berlin's page of a cup match in SwissChess's layout (``Tisch | Mannschaft | TWZ | Mannschaft
    | TWZ | Erg. | : | Erg.``; ``tests/data/formats/README.md``): the match 3:1, the boards 1:0, ½:½, ½:½, 1:0.
    Before, the table's number (3) and the home team's average rating (2038) were read as the teams'
    numbers; the teams are now numbered in the order they appear."""
    event = read_path(CUP_MATCH)
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert [(r.sno, r.name, r.points, r.values[0]) for r in standings.rows] == [
        (1, "TSG Oberschöneweide", 2, 3),
        (2, "SG Narva Berlin", 0, 1),
    ]


PAIR_SUMS = """# | {who} | 1 | 2 | 3 | Pts
1 | Ilya Maltsev | | 2 | 1 | 3
2 | Alexei Matveev | 0 | | 2 | 2
3 | Alexei Biryukov | 1 | 0 | | 1
"""
"""A hand-made double round robin of three, each cell the sum of the two games between the row's and the
column's (0, 1 or 2): the club's page of the same form heads its names ``Игрок`` (player)."""


def test_a_grid_of_two_games_sums_under_a_player_heading_is_no_team_crosstable() -> None:
    """Under ``Player`` the cells are a players' two games each, which a sum cannot tell apart (1 is a
    win and a loss, or two draws): refused, never read as a team crosstable of two-board matches (before,
    read as a team round robin, exit 0). Under ``Team`` the same grid is a team crosstable."""
    with pytest.raises(ParseError):
        read_text(PAIR_SUMS.format(who="Player"))
    event = read_text(PAIR_SUMS.format(who="Team"))
    assert event.is_team_event
