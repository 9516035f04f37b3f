"""A PGN file of a team event (Swiss-Manager's export of a league: ``WhiteTeam``/``BlackTeam`` on every
game, ``Round "r.m.b"``): read as a team event, each game a board of its round's match.

The games below are invented; the expected values are worked out by hand:
round 1, Alfa - Beta: board 1 Alfa's Ann beats Beta's Bob, board 2 Beta's Ben draws Alfa's Amy (1½ : ½);
Cobra - Delta: board 1 Delta's Dan beats Cobra's Cid, board 2 has no game (forfeited: 0 : 1).
Round 2, Alfa - Cobra: two draws (1 : 1); Beta - Delta: Bob beats Dan, Dee beats Ben (1 : 1).
Match points 2 / 1 / 0: Alfa 3, Beta 1, Cobra 1, Delta 3; game points Alfa 2½, Beta 1½, Cobra 1, Delta 2.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tiebreak import ParseError, compute_standings
from tiebreak.readers import read_text


def game(rnd: str, white: str, black: str, result: str, wteam: str, bteam: str) -> str:
    return (
        f'[Event "Liga"]\n[Round "{rnd}"]\n[White "{white}"]\n[Black "{black}"]\n[Result "{result}"]\n'
        f'[WhiteTeam "{wteam}"]\n[BlackTeam "{bteam}"]\n\n*\n\n'
    )


LEAGUE = "".join(
    [
        game("1.1.1", "Ann", "Bob", "1-0", "Alfa", "Beta"),
        game("1.1.2", "Ben", "Amy", "1/2-1/2", "Beta", "Alfa"),
        game("1.2.1", "Cid", "Dan", "0-1", "Cobra", "Delta"),
        game("2.1.1", "Cid", "Ann", "1/2-1/2", "Cobra", "Alfa"),
        game("2.1.2", "Amy", "Cat", "1/2-1/2", "Alfa", "Cobra"),
        game("2.2.1", "Bob", "Dan", "1-0", "Beta", "Delta"),
        game("2.2.2", "Dee", "Ben", "1-0", "Delta", "Beta"),
    ]
)


def test_a_team_pgn_is_a_team_event_of_matches_and_boards() -> None:
    t = read_text(LEAGUE, source="liga.pgn")
    assert t.is_team_event
    assert t.team_info is not None
    assert [(team.name, len(team.players)) for team in t.team_info.teams] == [
        ("Alfa", 2),
        ("Beta", 2),
        ("Cobra", 2),
        ("Delta", 2),
    ]
    s = compute_standings(t, ["MPTS", "GPTS"])
    got = {r.name: (r.points, r.values[0]) for r in s.rows}
    assert got == {
        "Alfa": (Fraction(3), Fraction(5, 2)),
        "Beta": (Fraction(1), Fraction(3, 2)),
        "Cobra": (Fraction(1), Fraction(1)),
        "Delta": (Fraction(3), Fraction(2)),
    }
    warned = [d.message for d in t.diagnostics if "fewer games than boards" in d.message]
    assert warned and "round 1: Cobra - Delta (1 of 2)" in warned[0]


def test_a_player_named_in_two_teams_is_an_error() -> None:
    text = LEAGUE.replace('[White "Cid"]', '[White "Dee"]', 1)  # Delta's Dee for Cobra in round 1
    with pytest.raises(ParseError, match=r"Dee plays for 'Cobra' \(line 21\) and for 'Delta'"):
        read_text(text, source="liga.pgn")


def test_games_without_both_teams_are_an_individual_event() -> None:
    text = LEAGUE.replace('[BlackTeam "Beta"]', '[BlackTeam ""]')
    assert not read_text(text, source="liga.pgn").is_team_event


def test_moves_ending_with_a_star_beside_a_result_tag_are_noted() -> None:
    """Swiss-Manager ends each game's moves with ``*`` and gives the result in the tag: the tag is read
    (every score above is the tags'), with a note that counts them."""
    t = read_text(LEAGUE, source="liga.pgn")
    (note,) = [d for d in t.diagnostics if "another result than their Result tag" in d.message]
    assert note.message.startswith("7 game(s) end their moves with another result than their Result tag")
    assert "7 of them end with * while the tag gives a result" in note.message
    assert (note.line, note.column) == (5, 10)


def test_a_player_written_two_ways_under_one_fide_id_is_one_board_player() -> None:
    """Ann has FIDE id 100 in both rounds, her name written otherwise in round 2: one player of Alfa."""
    text = LEAGUE.replace('[White "Ann"]', '[White "Ann"]\n[WhiteFideId "100"]').replace(
        '[Black "Ann"]', '[Black "Ann A."]\n[BlackFideId "100"]'
    )
    t = read_text(text, source="liga.pgn")
    assert t.team_info is not None
    assert [len(team.players) for team in t.team_info.teams] == [2, 2, 2, 2]


def test_a_team_events_boards_saved_each_as_an_event_are_named_so_and_dated_by_their_games() -> None:
    """A club's archive of a team round robin keeps each board as an event of its own (``2019 Teams -
    Board 1`` …) with ``EventDate "2019.??.??"`` and each game's ``Date``: read as one event of
    individuals (no team tags), with a warning saying the names differ by a board; the name is the first
    board's whatever the run (before, one of the boards at random), the start the earliest game's Date
    (before, the games whose EventDate gives no whole date were left out of it)."""
    text = "".join(
        f'[Event "2019 Teams - Board {board}"]\n[EventDate "2019.??.??"]\n[Date "{day}"]\n[Round "{rnd}"]\n'
        f'[White "{white}"]\n[Black "{black}"]\n[Result "1-0"]\n\n1-0\n\n'
        for board, day, rnd, white, black in (
            (2, "2019.10.03", 2, "Ann", "Dan"),
            (1, "2019.09.19", 1, "Cy", "Dan"),
            (1, "2019.10.03", 2, "Cy", "Bob"),
            (2, "2019.09.19", 1, "Ann", "Bob"),
        )
    )
    event = read_text(text, source="teams.pgn")
    assert event.name == "2019 Teams - Board 2"  # the first named of the two, each given twice
    assert str(event.start_date) == "2019-09-19"
    assert any("their names differ by a board" in d.message for d in event.diagnostics)


def test_events_that_each_name_a_match_of_two_teams_say_the_teams_are_not_read() -> None:
    """ChessBase's files of the Bundesliga name each match in the Event tag (``BL 1112 SV Mülheim Nord -
    SF Katernberg``) and the board in the Round tag (``1.3``), without team tags: read as individuals, with
    a warning that says the events are a team event's matches (before: only that they differ)."""
    text = "".join(
        f'[Event "BL 1112 {match}"]\n[Round "1.{board}"]\n[White "{white}"]\n[Black "{black}"]\n'
        f'[Result "1-0"]\n\n1-0\n\n'
        for match, board, white, black in (
            ("SV Nord - SF Ost", 1, "Ann", "Bob"),
            ("SV Nord - SF Ost", 2, "Dan", "Cy"),
            ("SK West - TV Süd", 1, "Eve", "Fay"),
            ("SK West - TV Süd", 2, "Hal", "Gil"),
        )
    )
    event = read_text(text, source="bundesliga.pgn")
    assert any("each names a match of two teams" in d.message for d in event.diagnostics)
    assert event.team_info is None
