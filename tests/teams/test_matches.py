"""Team events as the team model builds them (``teams/matches.py``): matches rebuilt from the games of the
team's players, match and game points (record 362 included), the primary score, board standings and the
errors of a team pairing, with the numbers of the fixtures in tests/data/team-spec (TM1, the team round
robin in both record forms, 310 and 013) and the reference."""

from __future__ import annotations

from fractions import Fraction

import pytest

from conftest import DATA
from tiebreak import Options, Rules, compute_standings, load
from tiebreak.cli import main
from tiebreak.model.errors import InvalidTournamentError
from tiebreak.model.tournament import Result
from tiebreak.presenters.standings import render
from tiebreak.readers import example_path
from tiebreak.readers.trf import read_trf
from tiebreak.teams.matches import board_standings, team_matches

F = Fraction

SPEC = DATA / "team-spec"


def test_tm1_matches_rebuilt() -> None:
    boards, matches = team_matches(load(example_path("team")))
    assert boards == 2
    first = matches[0][0]
    got = (first.opponent, first.result, first.match_points, first.game_points)
    assert got == (2, Result.WIN, 2, F(3, 2))
    assert [g.player for g in first.boards] == [1, 2] and first.first_named


@pytest.mark.parametrize("form", ["310", "013"])
def test_trf_13_3_team_round_robin(form: str) -> None:
    """The team round robin of tests/data/team-spec: both team record forms (310 and 013) give the reference's values."""
    t = load(SPEC / f"trf-13-3-{form}.trf")
    assert t.pairing.value == "round-robin"
    s = compute_standings(t, options=Options(rules=Rules.FIDE_2026))
    assert s.list_source == "file"
    got = [(r.rank, r.sno, r.name, r.points, r.values[0], r.values[2]) for r in s.rows]
    assert got == [
        (1, 1, "Rooks", 6, F(9, 2), F(45, 4)),
        (2, 2, "Knights", 3, F(7, 2), F(29, 4)),
        (3, 3, "Bishops", 3, 3, F(29, 4)),
        (4, 4, "Pawns", 0, 1, F(15, 4)),
    ]
    _, matches = team_matches(t)
    # round 3: Knights - Pawns 2 : 0, board 2 won by forfeit
    assert (matches[1][2].game_points, matches[3][2].game_points) == (2, 0)
    assert matches[1][2].boards[1].result is Result.FORFEIT_WIN


def test_primary_score_from_the_list_or_the_file() -> None:
    """C.07 4.2: no 192 → the first of MPTS/GPTS decides; a declared primary wins, with a warning."""
    s = compute_standings(load(example_path("team")), "GPTS,MPTS", Options(rules=Rules.FIDE_2026))
    assert s.primary == "GP"
    assert [(r.sno, r.points, r.values[0]) for r in s.rows][:2] == [(1, 4, 5), (5, 4, 4)]
    text = (SPEC / "trf-13-3-310.trf").read_text(encoding="utf-8")
    declared = read_trf(text.replace("FIDE_TEAM_ROUNDROBIN", "FIDE_TEAM_MP_GP"))
    s = compute_standings(declared, "GPTS,EGGSB", Options(rules=Rules.FIDE_2026))
    assert s.primary == "MP" and any("declares MP" in w for w in s.warnings)


def test_a_list_starting_with_gpts_ranks_on_game_points_in_an_mp_event() -> None:
    """C.07 4.2 and the Article 13 preamble: TM1 declared as an MP event, list GPTS, BH.

    By hand from the TM1 table (tests/data/team-spec/tm1.expected.tsv): GP 4 (teams 1, 5), 3.5 (3), 3 (4, 2), 0.5 (6). Unsuffixed BH
    is BH:MP: team 1 10 > team 5 8; team 2 9 > team 4 8 (on GP both have BH 8, so BH:GP would leave
    them tied). Ranked on MP instead the order would be 1, 3, 5, 4, 2, 6.
    """
    text = example_path("team").read_text(encoding="utf-8")
    declared = read_trf(text.replace("042 2026/04/01", "042 2026/04/01\n192 FIDE_TEAM_MP_GP", 1))
    s = compute_standings(declared, "GPTS,BH", Options(rules=Rules.FIDE_2026))
    assert (s.primary, s.ranked_on, s.points_code, s.codes) == ("MP", "GP", "GPTS", ("BH",))
    assert [(r.sno, r.rank, r.points, r.values[0]) for r in s.rows] == [
        (1, 1, 4, 10),
        (5, 2, 4, 8),
        (3, 3, F(7, 2), 10),
        (2, 4, 3, 9),
        (4, 5, 3, 8),
        (6, 6, F(1, 2), 9),
    ]
    notes = [w for w in s.warnings if "GPTS comes first" in w]
    assert len(notes) == 1 and "ranked on GP first" in notes[0] and "still use MP" in notes[0]
    # the same list through the command line: the points column is headed GPTS, no second MPTS column
    header = render(s, "tsv").splitlines()[0].split("\t")
    assert header[3:] == ["GPTS", "BH"]


def test_team_meeting_two_teams_is_an_error() -> None:
    """Round 1: Bauer (Rooks) meets Fuchs (Bishops) while Abel (Rooks) meets Gray (Pawns)."""
    lines = (SPEC / "trf-13-3-310.trf").read_text(encoding="utf-8").splitlines()
    for k, line in enumerate(lines):
        if line.startswith(("001    2", "001    6")):
            lines[k] = line[:91] + ("   6" if line.startswith("001    2") else "   2") + line[95:]
    with pytest.raises(InvalidTournamentError, match="meets one team per round"):
        compute_standings(read_trf("\n".join(lines) + "\n"))


def test_board_standings_tm1() -> None:
    """Board 1 of TM1: T5 Board1 2.5/3 first; T1 and T3 share 2nd on 2/3 (points of the 001 lines)."""
    boards = board_standings(load(example_path("team")))
    top = [(r.rank, r.sno, r.points, r.games) for r in boards[1][:3]]
    assert top == [(1, 9, F(5, 2), 3), (2, 1, 2, 3), (2, 5, 2, 3)]
    assert [r.sno for r in boards[2]] == [2, 4, 6, 8, 10, 12]


def test_board_standings_reserve_on_two_boards() -> None:
    """tsw-001: team 1 has 3 players for 2 boards; player 2 plays board 1 when player 1 is absent."""
    from conftest import CORPUS

    boards = board_standings(load(CORPUS / "team" / "tsw-001.trf"))
    on = {(b, r.sno): r.games for b, rows in boards.items() for r in rows}
    assert on[(1, 1)] == 5 and on[(2, 3)] == 3 and on[(1, 2)] == 2 and on[(2, 2)] == 4


def test_cli_team_standings_and_boards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", "--example", "team", "-t", "MPTS,GPTS", "-f", "tsv"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split("\t")[:5] == ["Rank", "SNo", "Name", "MPTS", "GPTS"]
    assert lines[1].split("\t") == ["1", "1", "Team 1", "5", "4"]
    assert main(["standings", "--example", "team", "--boards", "-f", "csv"]) == 0
    assert capsys.readouterr().out.splitlines()[1] == "1,1,9,T5 Board1,5,Team 5,2160,2.5,3,83.33"
    assert main(["standings", "--example", "arena", "--boards"]) == 2


def test_player_in_no_team_is_an_error() -> None:
    text = (SPEC / "trf-13-3-310.trf").read_text(encoding="utf-8")
    text = "\n".join(x for x in text.splitlines() if not x.startswith("310   4"))
    with pytest.raises(InvalidTournamentError, match="player 7, who is in no team"):
        compute_standings(read_trf(text + "\n"))


def test_match_points_from_record_362() -> None:
    """TM1 with ``362 TW 3.0 TD 1.0 TL 0.0`` (values from the reference): team 1 MP 7, BH:MP 14, EMMSB 32,
    KS:MP 4, SSSC 7.5 (divisor ⌊9 / 2⌋ = 4); team 5 MP 6, EMGSB 9.5."""
    text = example_path("team").read_text(encoding="utf-8") + "362 TW 3.0   TD 1.0   TL 0.0\n"
    s = compute_standings(read_trf(text), "MPTS,BH:MP,EMMSB,EMGSB,KS:MP,SSSC", Options(rules=Rules.FIDE_2026))
    assert [r.sno for r in s.rows] == [1, 5, 3, 4, 2, 6]
    assert s.row(1).points == 7 and s.row(1).values == (14, 32, F(37, 2), 4, F(15, 2))
    assert s.row(5).points == 6 and s.row(5).values[2] == F(19, 2)
