"""PGN as clubs publish it and old TRF/Krause files: what each reader assumes is
a warning with line and column, and the expected values are counted by hand from the fixtures."""

from __future__ import annotations

import json
from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak import read_path, read_text
from tiebreak.cli import main
from tiebreak.model.errors import ParseError
from tiebreak.model.tournament import Result, Tournament
from tiebreak.readers import ReadOptions

FORMATS = Path(__file__).parents[1] / "data" / "formats"
CLUB = FORMATS / "club-round.pgn"


def _points(t: Tournament) -> dict[str, F]:
    return {p.name: sum((F(e.result.unit_result) for e in p.rounds), F(0)) for p in t.players}


def _results(t: Tournament, name: str) -> list[Result]:
    return [e.result for e in next(p for p in t.players if p.name == name).rounds]


def _warnings(t: Tournament) -> list[tuple[int | None, int | None, str]]:
    return [(d.line, d.column, d.message) for d in t.diagnostics if d.severity.name == "WARNING"]


# club-round.pgn, 3 rounds:
#   R1 Keller 1-0 Brandt; Ostrowski (FideId "0") ½ Vogt; Sauer 1-0 BYE (pairing-allocated bye)
#   R2 Brandt 0-1 Ostrowski (FideId 4610003); Vogt * Sauer (line 60); Keller * BYE (line 72)
#   R3 Ostrowski ½ Keller; Sauer 1-0 Brandt; Vogt ½ BYE (half-point bye)
# Points: Keller 1 + 0 + ½ = 1.5, Brandt 0, Ostrowski ½ + 1 + ½ = 2, Vogt ½ + 0 + ½ = 1, Sauer 1 + 0 + 1 = 2


def test_club_pgn_star_is_unplayed_and_bye_star_is_unpaired() -> None:
    t = read_path(CLUB)
    assert len(t.players) == 5  # Ostrowski once, though his FIDE id is 0 in round 1
    assert _points(t) == {
        "Keller, Jonas": F(3, 2),
        "Brandt, Mia": F(0),
        "Ostrowski, Leo": F(2),
        "Vogt, Ida": F(1),
        "Sauer, Tim": F(2),
    }
    assert _results(t, "Vogt, Ida") == [Result.DRAW, Result.NOT_PAIRED, Result.HALF_BYE]
    assert _results(t, "Sauer, Tim") == [Result.PAB, Result.NOT_PAIRED, Result.WIN]
    # BYE with "*": an unpaired round, not a pairing-allocated bye
    assert _results(t, "Keller, Jonas") == [Result.WIN, Result.NOT_PAIRED, Result.DRAW]
    ostrowski = next(p for p in t.players if p.name == "Ostrowski, Leo")
    assert ostrowski.fide_id == "4610003" and [e.result for e in ostrowski.rounds] == [
        Result.DRAW,
        Result.WIN,
        Result.DRAW,
    ]
    warnings = _warnings(t)
    assert [(line, col) for line, col, _ in warnings] == [(23, 15), (60, 10), (72, 10)]
    assert (
        "Ostrowski, Leo has no FIDE id (0 or missing) here and FIDE id 4610003 at line 50" in warnings[0][2]
    )
    assert "matched on the name" in warnings[0][2]
    assert 'Vogt, Ida - Sauer, Tim with [Result "*"]: read as both players unpaired' in warnings[1][2]
    assert "--pgn-star" in warnings[1][2]
    assert "not a pairing-allocated bye" in warnings[2][2]


def test_pgn_star_forfeit_and_pending() -> None:
    forfeit = read_path(CLUB, options=ReadOptions(pgn_star="forfeit"))
    assert _results(forfeit, "Vogt, Ida")[1] is Result.FORFEIT_LOSS
    assert _results(forfeit, "Sauer, Tim")[1] is Result.FORFEIT_LOSS
    assert _points(forfeit)["Sauer, Tim"] == F(2)
    pending = read_path(CLUB, options=ReadOptions(pgn_star="pending"))
    assert _results(pending, "Vogt, Ida")[1] is Result.UNKNOWN
    # a game still being played is scored with the unknown value (a draw): Vogt 1.5, Sauer 2.5
    vogt = next(p for p in pending.players if p.name == "Vogt, Ida")
    assert pending.scoring.points(vogt.rounds[1].result.point_class) == F(1, 2)
    # the BYE with "*" stays an unpaired round whatever the option
    assert _results(pending, "Keller, Jonas")[1] is Result.NOT_PAIRED


def test_cli_pgn_star(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", str(CLUB), "-t", "WIN", "--pgn-star", "pending", "--format", "json"]) == 0
    rows = {r["name"]: r["points"] for r in json.loads(capsys.readouterr().out)["standings"]}
    assert rows == {
        "Sauer, Tim": "2.5",
        "Ostrowski, Leo": "2",
        "Keller, Jonas": "1.5",
        "Vogt, Ida": "1.5",
        "Brandt, Mia": "0",
    }
    with pytest.raises(SystemExit) as exc:
        main(["standings", str(CLUB), "--pgn-star", "draw"])
    assert exc.value.code == 2


def test_a_name_with_two_fide_ids_and_a_game_without_one_is_an_error() -> None:
    text = (
        '[Round "1"]\n[White "Lang, Eva"]\n[Black "Roth, Udo"]\n[Result "1-0"]\n[WhiteFideId "111"]\n\n'
        '[Round "2"]\n[White "Lang, Eva"]\n[Black "Roth, Udo"]\n[Result "0-1"]\n[WhiteFideId "222"]\n\n'
        '[Round "3"]\n[White "Roth, Udo"]\n[Black "Lang, Eva"]\n[Result "1-0"]\n[BlackFideId "0"]\n'
    )
    with pytest.raises(ParseError) as exc:
        read_text(text, source="x.pgn")
    assert (exc.value.line, exc.value.column) == (17, 15)
    assert "Lang, Eva has no FIDE id here, but the name has the FIDE ids 111 (line 5), 222 (line 11)" in str(
        exc.value
    )


# krause-left-out-hpb.trf, 6 players, 3 rounds, points column (81-84) as an old program wrote it:
#   1: 2 w 1, 4 b 1, 5 w ½      = 2.5 (column 2.5)
#   2: 1 b 0, 5 w 0, 3 b 0      = 0   (column 0.0)
#   3: 4 w ½, (empty), 2 w 1    = 1.5 (column 2.0: the empty round 2 was a half-point bye)
#   4: 3 b ½, 1 w 0, PAB        = 1.5 (column 1.5)
#   5: (empty), 2 b 1, 1 b ½    = 1.5 (column 2.0: the empty round 1 was a half-point bye)
#   6: PAB, then withdrawn      = 1   (column 1.0)
KRAUSE = FORMATS / "krause-left-out-hpb.trf"


def _sno_points(t: Tournament) -> dict[int, F]:
    return {p.sno: sum((t.scoring.points(e.result.point_class) for e in p.rounds), F(0)) for p in t.players}


def test_krause_left_out_half_point_byes_warn_and_results_decide() -> None:
    t = read_path(KRAUSE)
    assert _sno_points(t) == {1: F(5, 2), 2: F(0), 3: F(3, 2), 4: F(3, 2), 5: F(3, 2), 6: F(1)}
    warnings = _warnings(t)
    assert [(line, col) for line, col, _ in warnings] == [(6, 81), (8, 81)]
    assert (
        "player 3: the points column counts 1 half point(s) more than the results, and round(s) 2 "
        "have no pairing" in warnings[0][2]
    )
    assert "--lenient reads them as half-point byes" in warnings[1][2]


def test_krause_lenient_takes_the_points_column_reading() -> None:
    t = read_path(KRAUSE, options=ReadOptions(lenient=True))
    assert _sno_points(t) == {1: F(5, 2), 2: F(0), 3: F(2), 4: F(3, 2), 5: F(2), 6: F(1)}
    assert t.player(3).rounds[1].result is Result.HALF_BYE and t.player(5).rounds[0].result is Result.HALF_BYE
    assert t.player(6).entry(2).result is Result.NOT_PAIRED  # a withdrawal the column agrees with stays
    warnings = [w for w in _warnings(t) if "half-point bye" in w[2]]
    assert [(line, col) for line, col, _ in warnings] == [(6, 102), (8, 92)]  # round 2 / round 1 blocks
    assert "round 2: player 3 was not paired, but the points column counts a half point" in warnings[0][2]
    # BH (2024, the event is of 2009): 6's two absences at the end count as draws (adj 2);
    # 1: 0 + 1.5 + 2 = 3.5; 2: 2.5 + 2 + 2 = 6.5; 3: 1.5 + dummy 2 + 0 = 3.5; 4: 2 + 2.5 + dummy 1.5 = 6;
    # 5: dummy 2 + 0 + 2.5 = 4.5; 6: dummy 1 + two dummies 1 = 3
    from tiebreak import compute_standings

    s = compute_standings(t, "BH")
    assert {r.sno: r.values[0] for r in s.rows} == {
        1: F(7, 2),
        2: F(13, 2),
        3: F(7, 2),
        4: F(6),
        5: F(9, 2),
        6: F(3),
    }


def test_left_out_byes_choose_the_earliest_round_and_a_whole_point_is_a_pairing_allocated_bye() -> None:
    """A player whose one unpaired round the points column counts a whole point: the odd player's bye,
    written as blankly as a bye asked for (the Irish junior championship 2011's rating file), read so
    leniently; a point missing over more unpaired rounds than half points fill stays a difference."""
    from trf_lines import row, trf

    text = trf(
        "XXR 3",
        row(1, "   2 w 1", "   3 w 1", "", points="2.5"),  # 2 + ½: round 3
        row(2, "   1 b 0", "", "   3 b 0", points="1.0"),  # a whole point in its one unpaired round: U
        row(3, "", "   1 b 0", "   2 w 1", points="1.5"),  # 1 + ½: round 1
        row(4, "", "", "", points="0.5"),
        row(5, "", "", "", points="2.5"),  # 2½ over three unpaired rounds: no reading
    )  # never paired: rounds 1, 2, 3; earliest
    t = read_text(text, source="old.trf", options=ReadOptions(lenient=True))
    assert [e.result for e in t.player(1).rounds] == [Result.WIN, Result.WIN, Result.HALF_BYE]
    assert t.player(2).entry(2).result is Result.PAB
    assert t.player(3).rounds[0].result is Result.HALF_BYE
    assert [t.player(4).entry(r).result for r in (1, 2, 3)] == [
        Result.HALF_BYE,
        Result.NOT_PAIRED,
        Result.NOT_PAIRED,
    ]
    messages = [m for _, _, m in _warnings(t)]
    assert any("player 4" in m and "the earliest of the unpaired rounds 1, 2, 3" in m for m in messages)
    assert any("player 2 was not paired" in m and "pairing-allocated bye (U)" in m for m in messages)
    assert any("points column differs from the results for 1 player(s) (5)" in m for m in messages)


def test_left_out_bye_in_an_absent_trailing_block() -> None:
    from trf_lines import row, trf

    text = trf(
        "XXR 3",
        row(1, "   2 w 1", "   2 b =", points="2.0"),  # line 3 stops after round 2
        row(2, "   1 b 0", "   1 w =", "0000 - U", points="1.5"),
        row(3, "0000 - U", "0000 - U", "   4 w 1", points="3.0"),
        row(4, "0000 - Z", "0000 - Z", "   3 b 0", points="0.0"),
    )
    t = read_text(text, source="old.trf", options=ReadOptions(lenient=True))
    assert t.player(1).entry(3).result is Result.HALF_BYE
    assert [(line, col) for line, col, m in _warnings(t) if "read as a half-point bye" in m] == [(3, 112)]


def test_one_name_with_two_fide_ids_is_two_players_with_a_warning() -> None:
    text = (
        '[Round "1"]\n[White "Lang, Eva"]\n[Black "Roth, Udo"]\n[Result "1-0"]\n[WhiteFideId "111"]\n\n'
        '[Round "1"]\n[White "Lang, Eva"]\n[Black "Kurz, Ben"]\n[Result "0-1"]\n[WhiteFideId "222"]\n'
    )
    t = read_text(text, source="x.pgn")
    assert sorted(p.fide_id for p in t.players if p.name == "Lang, Eva") == ["111", "222"]
    assert [(line, col, m) for line, col, m in _warnings(t)] == [
        (11, 15, "Lang, Eva: FIDE ids 111 and 222 both given with this name: read as different players")
    ]
