"""Round-robin grids whose rows leave out their own cell (no diagonal mark, each row one value short), and
a league table's ``Pl. Verein Sp G U V Brett-P. MP`` with its points for and against (``42,5:23,5``).

The real pages are in the corpus (``tests/data/real/wikipedia-de-mirror-ddr-team-ch-1953*.txt``); here
the rule behind their reading: the values mirror (each pair's two add up to one sum) or the grid is not
read so."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tiebreak.formats.published import read_published
from tiebreak.model.errors import ParseError
from tiebreak.readers import read_text
from tiebreak.readers._nodiagonal import omitted_diagonal_lines

# Hand computation: Ann beat Bob and Dan and drew with Cy (2.5); Bob beat Cy and Dan (2); Cy beat Dan
# (1.5); Dan 0. Row k leaves out its own column k.
PLAYERS = """Club championship
Player 1 2 3 4 Total
1 Ann Able 1 ½ 1 2½
2 Bob Baker 0 1 1 2
3 Cy Cole ½ 0 1 1½
4 Dan Dunn 0 0 0 0
"""


def test_a_players_grid_without_its_diagonal_reads_with_each_rows_own_cell_put_back() -> None:
    event = read_text(PLAYERS, source="grid.txt")
    points = {
        p.name: sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        for p in event.players
    }
    assert points == {"Ann Able": Fraction(5, 2), "Bob Baker": 2, "Cy Cole": Fraction(3, 2), "Dan Dunn": 0}


# A team grid so, the match scores of teams of 6 boards (the East German women's team championship 1953
# as the mirror keeps it; each pair's two scores add up to 6): Motor Gohlis Nord Leipzig 4,5 + 5,0 + 3,5
# + 5,0 = 18,0 game points, 3 matches won and one lost (6 match points).
TEAMS = """Verein 1 2 3 4 5 Punkte
1 Motor Gohlis Nord Leipzig 4,5 5,0 3,5 5,0 18,0
2 Motor Ost Halle 1,5 6,0 5,0 5,5 18,0
3 Einheit Meiningen 1,0 0,0 4,5 4,0 09,5
4 Lok Cottbus 2,5 1,0 1,5 3,0 08,0
5 Einheit Rostock 1,0 0,5 2,0 3,0 06,5
"""


def test_a_team_grid_without_its_diagonal_reads_as_the_teams_matches() -> None:
    event = read_text(TEAMS, source="teams.txt")
    assert event.is_team_event
    assert any(
        "leaves out each of its 5 rows' own cell" in d.message and "adding up to 6" in d.message
        for d in event.diagnostics
    )
    info = event.team_info
    assert info is not None
    assert [t.name for t in info.teams][:2] == ["Motor Gohlis Nord Leipzig", "Motor Ost Halle"]


def test_the_rewrite_marks_each_rows_own_cell_and_keeps_the_lines() -> None:
    r = omitted_diagonal_lines(PLAYERS)
    assert r is not None
    lines = r.text.split("\n")
    assert lines[1].split("\t") == ["No", "Player", "1", "2", "3", "4", "Total"]
    assert lines[3].split("\t") == ["2", "Bob Baker", "0", "*", "1", "1", "2"]
    assert len(lines) == len(PLAYERS.split("\n"))  # every line at its place
    assert r.pair_sum == "1"


def test_a_grid_whose_values_do_not_mirror_is_not_read_so() -> None:
    """Bob's 1 against Ann where Ann has 1 against him: the two do not add up as the other pairs do, so
    nothing says the values are each row's games without its own cell."""
    bad = PLAYERS.replace("2 Bob Baker 0 1 1 2", "2 Bob Baker 1 1 1 3")
    assert omitted_diagonal_lines(bad) is None
    with pytest.raises(ParseError):
        read_text(bad, source="grid.txt")


# The final table of the Polish team championship 1948 as a mirror of the German Wikipedia article
# keeps its text (de.wiki.li, 'Polnische Mannschaftsmeisterschaft im Schach 1948'): one blank between
# fields, the fields left of their headings, points for and against.
LEAGUE = """Pl. Verein Sp G U V Brett-P. MP
01. Kraków 11 10 0 1 42,5:23,5 20:2
02. Pomorze 11 8 0 3 38,5:27,5 16:6
03. Warszawa 11 7 2 2 38,0:28,0 16:6
04. Wrocław 11 6 2 3 37,5:28,5 14:8
05. Łódź (M) 11 7 1 3 36,5:29,5 10:8
"""


def test_a_league_tables_points_for_and_against_are_read_in_their_columns() -> None:
    published = read_published(LEAGUE, team=True)
    assert [(c.heading, c.codes) for c in published.columns] == [("Brett-P.", ("GPTS",)), ("MP", ("MPTS",))]
    rows = {r.name: r for r in published.rows}
    assert [r.name for r in published.rows] == ["Kraków", "Pomorze", "Warszawa", "Wrocław", "Łódź (M)"]
    warszawa = rows["Warszawa"]
    assert warszawa.rank is not None and warszawa.rank.text == "03."
    assert [v.text for v in warszawa.values if v is not None] == ["38,0:28,0", "16:6"]
    assert [(h, v.text) for h, v in warszawa.record] == [("Sp", "11"), ("G", "7"), ("U", "2"), ("V", "2")]
