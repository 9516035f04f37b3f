"""A players' ranking whose only number numbers its rows (``nummer``, ``Nr``, ``#``): the places when the
rows run 1, 2, 3, … and the points never rise down them, as a club site prints its final ranking
(``tests/data/real/dworp-mm-2023-swiss13``: ``nummer,titel,naam,rating,…,ptn``); a starting number
otherwise. The tables below are invented; the points are what each says."""

from __future__ import annotations

from tiebreak.formats.published import read_published

RANKING = """nummer,titel,naam,rating,ptn
1,FM,Aerts An,2281,4.0
2,,Bosmans Bo,1990,3.0
3,,Claes Cas,1850,3.0
4,,Dewit Dirk,1700,1.0
"""


def test_row_numbers_over_falling_points_are_the_places() -> None:
    published = read_published(RANKING, source="klassement.csv")
    assert [(r.name, r.rank.text if r.rank else None, r.sno) for r in published.rows] == [
        ("Aerts An", "1", None),
        ("Bosmans Bo", "2", None),
        ("Claes Cas", "3", None),
        ("Dewit Dirk", "4", None),
    ]
    assert any("read as the rank" in n.message for n in published.diagnostics)


def test_row_numbers_over_points_that_rise_are_starting_numbers() -> None:
    text = RANKING.replace("2,,Bosmans Bo,1990,3.0", "2,,Bosmans Bo,1990,4.5")
    published = read_published(text, source="startlist.csv")
    assert [(r.rank, r.sno) for r in published.rows] == [(None, 1), (None, 2), (None, 3), (None, 4)]


def test_row_numbers_over_equal_points_say_nothing_of_the_order() -> None:
    text = "nummer,naam,ptn\n1,Aerts An,0\n2,Bosmans Bo,0\n3,Claes Cas,0\n"
    assert [r.sno for r in read_published(text, source="round0.csv").rows] == [1, 2, 3]


def test_the_games_played_before_wins_draws_and_losses_is_their_record() -> None:
    """SwissChess's ranking prints ``G S R V`` (games, Siege, Remis, Verluste) before the points: the
    player's record, not a tie-break (before: 'G' names no tie-break we know, a warning)."""
    text = "Rang,Teilnehmer,G,S,R,V,Punkte,Buchh\n1,Aerts An,3,2,1,0,2.5,4.0\n2,Bosmans Bo,3,1,1,1,1.5,4.5\n"
    published = read_published(text, source="rangliste.csv")
    assert [c.heading for c in published.columns] == ["Buchh"]
    assert not any("'G'" in d.message for d in published.diagnostics)


def test_a_crosstable_numbered_in_starting_order_prints_no_place() -> None:
    """Vega's cross table by starting number (``#``, ``Player``, ``Pts``, the rounds:
    tests/data/real/vega-hbcc-2025-april-rapid-crosstable-by-number.html): ``#`` runs 1, 2, 3, … while the
    points rise down the rows, the starting order, no place (before: read as the rank, every place but
    the first a difference); the same column over points that never rise stays the rank."""
    text = "#\tPlayer\tPts\t1\t2\n1\tAbel, Ann\t1.0\t3w1\t2b0\n2\tBode, Ben\t2.0\t4b1\t1w1\n3\tCruz, Cy\t0.0\t1b0\t4w0\n4\tDorn, Dan\t1.0\t2w0\t3b1\n"
    published = read_published(text, source="crosstable.txt")
    assert [(r.name, r.rank, r.sno) for r in published.rows] == [
        ("Abel, Ann", None, 1),
        ("Bode, Ben", None, 2),
        ("Cruz, Cy", None, 3),
        ("Dorn, Dan", None, 4),
    ]
    assert any("read as the starting order" in n.message for n in published.diagnostics)
    ranked = "#\tPlayer\tPts\n1\tBode, Ben\t2.0\n2\tAbel, Ann\t1.0\n3\tDorn, Dan\t1.0\n4\tCruz, Cy\t0.0\n"
    assert [r.rank.text if r.rank else None for r in read_published(ranked, source="ranking.txt").rows] == [
        "1",
        "2",
        "3",
        "4",
    ]
