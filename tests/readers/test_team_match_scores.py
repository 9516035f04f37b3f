"""A team event published as its matches, each match's score in two cells side by side, a team's board
points in each: a club's JSON of a league's rounds (SK Dworp's data for the Belgian National Interclubs
2023-24, Division 3B: ``{"ronde": "ronde 1", "uitslagen": [{"tr": "5", "ur": "1", "thuis": …, "uit": …}]}``,
``tests/data/formats/README.md``), and typed tables ``Heim | BP | BP | Gast`` under round headings. Two
numbers side by side are also a ranking's points and a tie-break: they are a match's score only when every
row is a match so, each match's points the same total (the boards), no team in two matches of a round.

Expected values: the division's own final table (``tests/data/real/dworp-ni-2023-24-3b-team-rr.csv``, its
bp and mp columns), and the typed league below worked by hand (2 match points a match won, 1 drawn).
"""

from __future__ import annotations

import csv
from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.readers import read_paths, read_text

DATA = Path(__file__).parent.parent / "data"
ROUNDS = DATA / "formats" / "dworp-ni-2023-24-3b.rounds.json"
TABLE = DATA / "real" / "dworp-ni-2023-24-3b-team-rr.csv"


def _values(t: tiebreak.Tournament) -> dict[str, tuple[Fraction, Fraction | None]]:
    """Each team's match points (the primary score) and game points."""
    standings = tiebreak.compute_standings(t, ["EDE", "GPTS"], tiebreak.Options(rules=tiebreak.Rules("2024")))
    return {r.name: (r.points, r.values[1]) for r in standings.rows}


def test_a_leagues_rounds_in_json_read_as_its_matches() -> None:
    t = read_paths([ROUNDS])
    assert t.is_team_event and t.rounds == 11
    with TABLE.open(encoding="utf-8") as f:
        published = {row["naam"]: (Fraction(row["mp"]), Fraction(row["bp"])) for row in csv.DictReader(f)}
    assert _values(t) == published


LEAGUE = """\
Runde 1
Heim\tBP\tBP\tGast
Adler\t3\t1\tBär
Chemnitz\t2\t2\tDresden

Runde 2
Heim\tBP\tBP\tGast
Bär\t2½\t1½\tChemnitz
Dresden\t0\t4\tAdler

Runde 3
Heim\tBP\tBP\tGast
Adler\t2\t2\tChemnitz
Bär\t1\t3\tDresden
"""
# Adler: won 3-1, won 4-0, drew 2-2: 5 MP, 9 BP; Bär: lost, won 2½-1½, lost 1-3: 2 MP, 4½ BP;
# Chemnitz: drew, lost 1½-2½, drew: 2 MP, 5½ BP; Dresden: drew, lost 0-4, won 3-1: 3 MP, 5 BP.


def test_typed_matches_with_the_score_in_two_cells() -> None:
    t = read_text(LEAGUE, source="league.txt")
    assert t.is_team_event and t.rounds == 3
    assert _values(t) == {
        "Adler": (5, 9),
        "Dresden": (3, 5),
        "Chemnitz": (2, Fraction(11, 2)),
        "Bär": (2, Fraction(9, 2)),
    }


def test_a_ranking_with_two_numbers_side_by_side_is_no_match() -> None:
    ranking = "Runde 3\nName\tPkt\tBuchh\tVerein\nAdler, Anna\t3\t5\tSC Bär\nBär, Bea\t2\t6\tSC Chemnitz\n"
    try:
        t = read_text(ranking, source="ranking.txt")
    except tiebreak.TiebreakError:
        return  # refused: a ranking holds no games
    assert not t.is_team_event
