"""PGN as clubs publish it and old TRF/Krause files (issue 13, items 7 and 8): what each reader assumes is
a warning with line and column, and the expected values are counted by hand from the fixtures."""

from __future__ import annotations

import json
from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak import read_path, read_text
from tiebreak.cli import main
from tiebreak.errors import ParseError
from tiebreak.model import Result, Tournament
from tiebreak.readers import ReadOptions

FORMATS = Path(__file__).parent / "data" / "formats"
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
    assert _points(t) == {"Keller, Jonas": F(3, 2), "Brandt, Mia": F(0), "Ostrowski, Leo": F(2),
                          "Vogt, Ida": F(1), "Sauer, Tim": F(2)}
    assert _results(t, "Vogt, Ida") == [Result.DRAW, Result.NOT_PAIRED, Result.HALF_BYE]
    assert _results(t, "Sauer, Tim") == [Result.PAB, Result.NOT_PAIRED, Result.WIN]
    # BYE with "*": an unpaired round, not a pairing-allocated bye
    assert _results(t, "Keller, Jonas") == [Result.WIN, Result.NOT_PAIRED, Result.DRAW]
    ostrowski = next(p for p in t.players if p.name == "Ostrowski, Leo")
    assert ostrowski.fide_id == "4610003" and [e.result for e in ostrowski.rounds] == [
        Result.DRAW, Result.WIN, Result.DRAW]
    warnings = _warnings(t)
    assert [(line, col) for line, col, _ in warnings] == [(23, 15), (60, 10), (72, 10)]
    assert "Ostrowski, Leo has no FIDE id (0 or missing) here and FIDE id 4610003 at line 50" in warnings[0][2]
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
    assert rows == {"Sauer, Tim": "2.5", "Ostrowski, Leo": "2", "Keller, Jonas": "1.5", "Vogt, Ida": "1.5",
                    "Brandt, Mia": "0"}
    with pytest.raises(SystemExit) as exc:
        main(["standings", str(CLUB), "--pgn-star", "draw"])
    assert exc.value.code == 2


def test_a_name_with_two_fide_ids_and_a_game_without_one_is_an_error() -> None:
    text = ('[Round "1"]\n[White "Lang, Eva"]\n[Black "Roth, Udo"]\n[Result "1-0"]\n[WhiteFideId "111"]\n\n'
            '[Round "2"]\n[White "Lang, Eva"]\n[Black "Roth, Udo"]\n[Result "0-1"]\n[WhiteFideId "222"]\n\n'
            '[Round "3"]\n[White "Roth, Udo"]\n[Black "Lang, Eva"]\n[Result "1-0"]\n[BlackFideId "0"]\n')
    with pytest.raises(ParseError) as exc:
        read_text(text, source="x.pgn")
    assert (exc.value.line, exc.value.column) == (17, 15)
    assert "Lang, Eva has no FIDE id here, but the name has the FIDE ids 111 (line 5), 222 (line 11)" in str(exc.value)
