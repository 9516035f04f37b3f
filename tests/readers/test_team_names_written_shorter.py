"""A team event's results typed round by round, each school's name in full in round 1 and written shorter
later (the English Chess Federation's report of its 2018 U19 schools final): ``Hampton`` is ``Hampton
School``, ``CLBS`` ``City of London Boys School``, ``Notts HS`` and ``NHS`` ``Notts High``, ``The
Skinners`` ``Skinners School``, each with a note; a drawn match whose team the report marks (``*`` won
on board count, ``†`` on bottom-board elimination) is read as drawn, with a warning.

Expected values counted by hand from the report's lines (match points 2 for a win, 1 for a draw)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.readers._teammatches import stands_for

REPORT = Path(__file__).parents[1] / "data" / "formats" / "nscc-u19-final-2018.ecf-report.txt"


def test_the_schools_are_the_sixteen_of_round_1() -> None:
    event = tiebreak.read_path(REPORT)
    assert event.team_info is not None
    assert len(event.team_info.teams) == 16
    assert event.rounds == 4
    said = [d.message for d in event.diagnostics]
    assert "round 2: 'CLBS' read as 'City of London Boys School' of round 1, its name written shorter" in said
    assert any("'NHS' read as 'Notts High'" in m for m in said)
    assert sum("marks a team with" in m for m in said) == 3  # lines 14, 27 and 37


def test_match_and_game_points_counted_by_hand() -> None:
    standings = tiebreak.compute_standings(tiebreak.read_path(REPORT), ["MPTS", "GPTS"])
    rows = {r.name: r for r in standings.rows}
    # Reading: 3-3 KEGS (marked, read drawn), 4-2 RGS Newcastle, 4-2 Hampton, 3½-2½ RGS Guildford
    assert (rows["Reading School"].points, rows["Reading School"].values[0]) == (7, Fraction(29, 2))
    # Hampton: 6-0 UCS, 3½-2½ Wilson's, 2-4 Reading, 5-1 Brighton
    assert (rows["Hampton School"].points, rows["Hampton School"].values[0]) == (6, Fraction(33, 2))
    # Notts High: 4½-1½ QE Barnet, 2½-3½ CLBS ('Notts HS'), 5½-½ KEGS, 3½-2½ St Olaves ('NHS')
    assert (rows["Notts High"].points, rows["Notts High"].values[0]) == (6, Fraction(16))
    # Skinners: 1-5 St Olaves, 0-6 Brighton, 3-3 Wirral ('The Skinners †'), 1½-4½ QEH
    assert (rows["Skinners School"].points, rows["Skinners School"].values[0]) == (1, Fraction(11, 2))


def test_what_a_name_written_shorter_stands_for() -> None:
    assert stands_for("QEB", "QE Barnet") and stands_for("NHS", "Notts HS")
    assert stands_for("The Skinners", "Skinners School") and stands_for("Notts HS", "Notts High")
    assert not stands_for("UCS", "QEH Bristol") and not stands_for("St Olaves", "Skinners School")
