"""Swiss-Manager's annotation lines below a ranking (``Tie Break1: …``) that our headings read wrongly
or not at all before: the average performance rating of the opponents (APRO, C.07 art. 10.4), which is
not the player's own performance (TPR, art. 10.2), and the points printed as the first tie-break.

The APRO lines are those of the 19th Arad Open 2026 (A tournament), chess-results.com/tnr1342553.aspx?lan=1&art=5,
as a chess-results client library's test page keeps it (markjonleonard/chess-results,
tests/fixtures/arad2026_a_crosstable.html): its TB1 prints 2369 for Kovalenko Igor, whose own result (6 of
9) is far above his opponents' average; before, the word "Performance" read it as TPR.
"""

from __future__ import annotations

from fractions import Fraction

from tiebreak.formats.published import published_number, read_published
from tiebreak.readers._headings import codes_for

APRO = "Average [Tournament] Performance Rating Of Opponents (APRO) (1400)"
ARO = "Average Rating of Opponents (ARO) (1400, Cut1, Forfeits And Byes are ignored)"


def test_the_opponents_performance_is_apro_not_tpr() -> None:
    assert codes_for(APRO) == ("APRO",)
    assert codes_for("Average Perfect [Tournament] Performance Of Opponents (APPO)") == ("APPO",)
    assert codes_for(ARO) == ("ARO/C1",)
    # the player's own performance stays TPR
    assert codes_for("Performance") == ("TPR",)
    assert codes_for("Tournament Performance Rating (TPR)") == ("TPR",)


def test_an_arad_ranking_names_its_columns_by_the_annotation_lines() -> None:
    """Three rows of the Arad crosstable's ranking columns, with the page's annotation lines: TB1 is
    APRO, TB3 ARO with the lowest cut, and their values are read as published."""
    text = "\n".join(
        [
            "No.\tName\tFED\tPts.\tRk.\tTB1\tTB2\tTB3",
            "1\tKovalenko Igor\tUKR\t6\t21\t2369\t0\t2324",
            "2\tSantos Latasa Jaime\tESP\t7\t3\t2451\t0\t2433",
            "4\tXiao Tong(Qd)\tCHN\t6,5\t8\t2376\t0\t2363",
            "",
            "Annotation:",
            f"Tie Break1: {APRO}",
            "Tie Break2: Direct Encounter (DE)",
            f"Tie Break3: {ARO}",
        ]
    )
    published = read_published(text, source="arad.txt")
    assert [c.codes for c in published.columns] == [("APRO",), ("DE",), ("ARO/C1",)]
    assert [c.named_by for c in published.columns] == ["annotation"] * 3
    kovalenko, _, xiao = published.rows
    assert kovalenko.name == "Kovalenko Igor"
    assert kovalenko.rank is not None and kovalenko.points is not None
    assert (kovalenko.rank.text, kovalenko.points.text) == ("21", "6")
    assert [v.text if v else None for v in kovalenko.values] == ["2369", "0", "2324"]
    assert xiao.points is not None and published_number(xiao.points.text) == (Fraction(13, 2), 1)


def test_points_printed_as_the_first_tie_break_are_the_points() -> None:
    """The Frome Chess Congress 2026 Open (chess-results.com/tnr1393521.aspx?lan=1&art=5, kept in
    tests/data/real): its crosstable prints no Pts. column, and TB1, annotated ``points (game-points)``,
    is each player's points (Murawski 4,5 of 5 rounds: 1 1 1 1 ½). Read as the points (PTS), checked
    like every tie-break; a team ranking's ``points (game-points)`` stays its game points."""
    assert codes_for("points (game-points)") == ("PTS",)
    assert codes_for("points (game-points)", team=True) == ("GPTS",)
    text = "\n".join(
        [
            "No.\tName\tRtg\tFED\tRk.\tTB1\tTB2\tTB3",
            "1\tNorris Zack\t2345\tENG\t4\t4\t0\t10,5",
            "3\tMurawski Jan\t2309\tENG\t1\t4,5\t0\t14,5",
            "",
            "Annotation:",
            "Tie Break1: points (game-points)",
            "Tie Break2: Direct Encounter (DE)",
            "Tie Break3: Progressive Score, before FIDE-Tie-Break (PS)(Gamepoints)",
        ]
    )
    published = read_published(text, source="frome.txt")
    assert [c.codes for c in published.columns] == [("PTS",), ("DE",), ("PS",)]
    murawski = published.rows[1]
    assert [v.text if v else None for v in murawski.values] == ["4,5", "0", "14,5"]


def test_the_czech_interfaces_annotation_names_its_ph_columns() -> None:
    """chess-results in Czech (``lan=5``): the team ranking's ``PH 1`` and ``PH 2`` (pomocné hodnocení, the
    ranking's criteria) named by the lines under the table, ``Pomocné hodnocení1: points (game-points)``,
    as ``Tie Break1:`` names them in English. The rows are the Liberec regional league's after round 3
    (Krajská soutěž Libereckého kraje – východ 2025/26, tnr art=46, kept by ŠK Bižuterie Jablonec's site):
    ``Partie + = -`` its match record."""
    text = "\n".join(
        [
            "Poř.\tSt.č.\tDružstvo\tPartie\t+\t=\t-\tPH 1\tPH 2",
            '1\t6\tŠK ZIKUDA Turnov "F"\t3\t3\t0\t0\t9\t6',
            "2\t3\tTJ Spartak Rokytnice n.Jizerou\t3\t2\t0\t1\t8\t4",
            '5\t2\tŠK Slavia Liberec "B"\t2\t1\t0\t1\t6,5\t4',
            "",
            "Poznámka:",
            "Pomocné hodnocení1: points (game-points)",
            "Pomocné hodnocení2: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)",
        ]
    )
    published = read_published(text, source="liberec.txt", team=True)
    assert [(c.heading, c.codes) for c in published.columns] == [("PH 1", ("GPTS",)), ("PH 2", ("MPTS",))]
    slavia = published.rows[2]
    assert [v.text for v in slavia.values if v is not None] == ["6,5", "4"]
    assert [(h, v.text) for h, v in slavia.record] == [("Partie", "2"), ("+", "1"), ("=", "0"), ("-", "1")]
