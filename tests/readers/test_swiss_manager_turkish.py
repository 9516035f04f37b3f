"""Swiss-Manager's export of a final ranking in its Turkish interface ("Final sira", ``;``-separated: ``Sira``,
``isim`` twice (the full name, then the short one), ``Puanlar``, ``BH.`` its Buchholz with a parameter),
given with the event's PGN file, which writes no game for a bye.

Invented event: five players, two rounds. Round 1: Ak-Bal 1-0, Can-Dem 0-1, Ece the bye. Round 2:
Dem-Ak 0-1, Ece-Bal ½-½, Can the bye. Points: Ak 2, Bal ½, Can 1, Dem 1, Ece 1½."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.formats.published import read_published
from tiebreak.readers import read_paths
from tiebreak.readers._headings import codes_for

GAMES = """\
[Event "Deneme"]
[Round "1.1"]
[White "AK ALI"]
[Black "BAL BORA"]
[Result "1-0"]

1-0

[Event "Deneme"]
[Round "1.2"]
[White "CAN CEM"]
[Black "DEM DENIZ"]
[Result "0-1"]

0-1

[Event "Deneme"]
[Round "2.1"]
[White "DEM DENIZ"]
[Black "AK ALI"]
[Result "0-1"]

0-1

[Event "Deneme"]
[Round "2.2"]
[White "ECE EDA"]
[Black "BAL BORA"]
[Result "1/2-1/2"]

1/2-1/2
"""
RANKING = """\
DENEME TURNUVASI

Final sira

Sira;SNo.;;isim;isim;;Rtg;FED;Puanlar;kazanclar;hukmen;BH.;SB;Vict
1;1;;AK ALI;A. AK;;1800;TUR;2;2;0;2;1.50;2
2;5;;ECE EDA;ECE;;1400;TUR;1½;0;0;2;0.25;0
3;3;;CAN CEM;CAN;;1600;TUR;1;0;0;2;0.00;0
4;4;;DEM DENIZ;DEM;;1500;TUR;1;1;0;2½;0.00;1
5;2;;BAL BORA;BAL;;1700;TUR;½;0;0;3½;0.75;0
"""


def test_two_names_side_by_side_are_one_player_and_bh_with_a_dot_is_a_buchholz_with_a_parameter() -> None:
    table = read_published(RANKING, source="final-sira.txt")
    assert [r.name for r in table.rows][:2] == ["AK ALI", "ECE EDA"]
    assert table.rows[1].points is not None and table.rows[1].points.text == "1½"
    columns = {c.heading: c.codes for c in table.columns}
    assert columns["BH."] == ("BH", "BH/C1", "BH/M1", "BH/C2", "BH/M2")
    assert columns["SB"] == ("SB",)
    assert codes_for("BH.") == codes_for("Buchholz Tie-Breaks (variabel with parameter)")


def test_a_pairing_list_of_players_still_names_its_two_sides() -> None:
    with pytest.raises(tiebreak.ParseError, match="names 'Name' twice"):
        read_published("Bo.\tNo.\tName\tPts.\tResult\tPts.\tName\tNo.\n1\t1\tAdler\t0\t1 - 0\t0\tBerg\t2\n")


def test_the_byes_a_pgn_leaves_out_are_read_from_the_ranking_points(tmp_path: Path) -> None:
    (tmp_path / "games.pgn").write_text(GAMES, encoding="utf-8")
    (tmp_path / "final-sira.txt").write_text(RANKING, encoding="utf-8")
    t = read_paths([tmp_path / "games.pgn", tmp_path / "final-sira.txt"])
    by_name = {p.name: p for p in t.players}
    assert [e.result for e in by_name["ECE EDA"].rounds] == [tiebreak.Result.PAB, tiebreak.Result.DRAW]
    assert [e.result for e in by_name["CAN CEM"].rounds] == [tiebreak.Result.LOSS, tiebreak.Result.PAB]
    points = {p.name: sum((e.result.unit_result for e in p.rounds), Fraction(0)) for p in t.players}
    assert points == {
        "AK ALI": 2,
        "ECE EDA": Fraction(3, 2),
        "CAN CEM": 1,
        "DEM DENIZ": 1,
        "BAL BORA": Fraction(1, 2),
    }
    warning = next(d for d in t.diagnostics if "rounds without a game read as byes" in d.message)
    assert "ECE EDA round 1 (1 point)" in warning.message and "CAN CEM round 2 (1 point)" in warning.message
