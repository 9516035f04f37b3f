"""A Swiss event's crosstable printed as a grid (SwissChess: ``Kreuztabelle im Schweizer-System nach der
5. Runde``, ``**`` on the diagonal, ``TWZ``, ``DiVerg``, ``Buchh``).

The fixture is typed in that form with invented players: 5 players, 2 rounds, a pairing-allocated bye
in each round (the grid does not show byes; the points column counts them):

* games: Arndt-Busch 1-0, Arndt-Carus 0-1, Carus-Dahl ½-½, Busch-Eck 0-1; Dahl and Eck each had a bye.
* points: Arndt 1, Busch 0, Carus 1.5, Dahl 0.5 + 1 = 1.5, Eck 1 + 1 = 2.

Hand computation, C.07 (2026), N = 2 (C.07 16.3-16.4): no voluntary unplayed rounds, so the
adjusted scores are the scores; a PAB's dummy is min(own score, ½ × 2) = 1. BH: Arndt 0 + 1.5 = 1.5,
Busch 1 + 2 = 3, Carus 1 + 1.5 = 2.5, Dahl 1.5 + 1 = 2.5, Eck 0 + 1 = 1.
"""

from __future__ import annotations

from fractions import Fraction as F

import tiebreak
from tiebreak.checking.check import check_published
from tiebreak.formats.published import read_published
from tiebreak.model.tournament import PairingSystem, Result
from tiebreak.readers import read_text

GRID = """\
Kreuztabelle im Schweizer-System nach der 2. Runde
Nr.;Teilnehmer;TWZ;1;2;3;4;5;Punkte;Buchh
1;Arndt,Anja;1900;**;1;0;;;1.0;1.5
2;Busch,Bea;1880;0;**;;;0;0.0;3.0
3;Carus,Cem;1860;1;;**;½;;1.5;2.5
4;Dahl,Dirk;1840;;;½;**;;1.5;2.5
5;Eck,Emil;1820;;1;;;**;2.0;1.0
"""

BH = {1: F(3, 2), 2: F(3), 3: F(5, 2), 4: F(5, 2), 5: F(1)}
POINTS = {1: F(1), 2: F(0), 3: F(3, 2), 4: F(3, 2), 5: F(2)}


def test_a_swiss_grid_spreads_its_games_over_the_rounds_and_reads_the_byes_from_the_points() -> None:
    t = read_text(GRID, source="kreuztabelle.csv")
    assert t.pairing is PairingSystem.SWISS and t.rounds == 2
    assert [p.rating for p in t.players] == [1900, 1880, 1860, 1840, 1820]  # TWZ is the rating
    for p in t.players:  # nobody twice in a round, every round filled
        assert sorted(e.round for e in p.rounds if e.result is not Result.NOT_PAIRED) == [1, 2], p.name
    assert [e.result for p in t.players for e in p.rounds if e.opponent is None] == [Result.PAB] * 2
    assert {t.player(4).rounds[k].opponent for k in range(2)} == {3, None}
    s = tiebreak.compute_standings(t, "BH", tiebreak.Options(rules=tiebreak.Rules.FIDE_2026))
    assert {r.sno: r.points for r in s.rows} == POINTS
    assert {r.sno: r.values[0] for r in s.rows} == BH
    assert not [d for d in t.diagnostics if "points column says" in d.message]
    warned = {d.line: d.message for d in t.diagnostics}
    assert "a Swiss event's grid (line 1" in warned[3]
    assert "Dahl,Dirk: the points column counts 1 more than the games" in warned[6]


def test_the_published_buchholz_of_a_swiss_grid_is_checked() -> None:
    t = read_text(GRID, source="kreuztabelle.csv")
    report = check_published(
        t,
        read_published(GRID, source="kreuztabelle.csv"),
        options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026),
    )
    assert [c.codes for c in read_published(GRID).columns] == [("BH",)]
    assert report.checked[1:] == (5, 5) and report.differences == ()


def test_a_grid_without_a_swiss_title_is_still_a_round_robin() -> None:
    t = read_text(GRID.replace("im Schweizer-System ", ""), source="grid.csv")
    assert t.pairing is PairingSystem.ROUND_ROBIN


def _html(grid: str) -> str:
    """The grid as SwissChess's HTML export writes it: the title as the table's first row, one cell
    spanning the columns, then the headings and the rows (read by content)."""
    title, *rows = grid.splitlines()
    width = len(rows[0].split(";"))
    body = "".join("<TR>" + "".join(f"<TD>{c}</TD>" for c in r.split(";")) + "</TR>\n" for r in rows[1:])
    heads = "".join(f"<TH>{h}</TH>" for h in rows[0].split(";"))
    return (
        "<HTML><BODY><H2>Vereinsmeisterschaft</H2><TABLE><THEAD>"
        f'<TR><TD COLSPAN="{width}">{title}</TD></TR>\n<TR>{heads}</TR></THEAD><TBODY>\n{body}'
        "</TBODY></TABLE></BODY></HTML>"
    )


def test_a_swiss_grid_of_a_web_page_is_told_by_its_title_row() -> None:
    """SwissChess's HTML page puts the title in the table's first row: the grid is the Swiss's, read
    as the text is (2 rounds, the byes from the points, the same Buchholz), named by the line above."""
    t = read_text(_html(GRID), source="Kreuztabelle.html")
    assert t.pairing is PairingSystem.SWISS and t.rounds == 2
    assert [e.result for p in t.players for e in p.rounds if e.opponent is None] == [Result.PAB] * 2
    s = tiebreak.compute_standings(t, "BH", tiebreak.Options(rules=tiebreak.Rules.FIDE_2026))
    assert {r.sno: r.points for r in s.rows} == POINTS
    assert {r.sno: r.values[0] for r in s.rows} == BH
    assert t.name == "Kreuztabelle im Schweizer-System nach der 2. Runde"
    plain = read_text(_html(GRID.replace("im Schweizer-System ", "")), source="grid.html")
    assert plain.pairing is PairingSystem.ROUND_ROBIN


def test_a_full_swiss_grid_of_18_players_and_15_rounds_is_spread_over_its_15_rounds() -> None:
    # every player played every round (SwissChess's blitz grid of the Biberacher Schach-Sommer, 18
    # players, 15 rounds): the games must be cut into 15 rounds of 9 games, which an exhaustive search
    # took hours to find; the rounds of a round robin of 18 with two rounds left out make the same shape
    from tiebreak.readers.rrgrid import rounds_for, schedule

    rounds = schedule(18)[:15]
    games = sorted((min(a, c), max(a, c)) for r in rounds for a, c in r)
    got = rounds_for(games, 18, 15)
    assert got is not None
    for r in range(15):
        players = [p for g, rnd in zip(games, got, strict=True) if rnd == r for p in g]
        assert sorted(players) == list(range(18))  # each round: everyone once


def test_a_swiss_grid_that_fits_no_fewer_rounds_is_given_one_more_and_said_so() -> None:
    from tiebreak.readers.rrgrid import rounds_for

    triangle = [(0, 1), (1, 2), (0, 2)]  # each player two games, but three rounds needed
    assert rounds_for(triangle, 3, 2) is None
    got = rounds_for(triangle, 3, 3)
    assert got is not None and sorted(got) == [0, 1, 2]
