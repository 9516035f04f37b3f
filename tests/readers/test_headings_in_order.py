"""A text table whose header does not stand over its columns, read one heading a column in order.

Tornello's final ranking (``tests/data/formats/ascid-52-2025.tornello-classifica.txt``, the 52nd Italian
championship of the blind chess association, 31 July 2025) writes its headings left-aligned, wider than the
numbers under them and one blank apart, so that each stands a few characters right of its column::

    Pos. Titolo Nome Cognome               [EloIni] Punti  Bucch-1  Bucch    ARO  Perf  Elo Var.
      1.     Casadei, Marco              [1994]   6.0   25.50  29.00 1794 2103  +18

Placed by overlap, ``ARO`` and ``Perf`` fell over one column and ``Bucch`` over the ratings; read in order
they are the ten headings of the ten columns. Expected values: the ranking's own, as published. The file
begins with the event's details (``Nome Torneo: ASCId 52 Campionato Italiano``): a label and its value, no
header, though ``Nome`` is a heading's word.
"""

from __future__ import annotations

from pathlib import Path

from tiebreak.checking.check import check_published
from tiebreak.formats.published import read_published
from tiebreak.model.rules import Rules
from tiebreak.ranking.engine import Options
from tiebreak.readers import read_paths
from tiebreak.readers.assemble import _ranking_rows, classify, text_tables
from tiebreak.readers.tables import extract_tables

FORMATS = Path(__file__).parent.parent / "data" / "formats"
RANKING = FORMATS / "ascid-52-2025.tornello-classifica.txt"
ROUNDS = [FORMATS / f"ascid-52-2025.tornello-turno{n}.txt" for n in range(1, 8)]
HEADINGS = [
    "Pos.",
    "Titolo",
    "Nome Cognome",
    "[EloIni]",
    "Punti",
    "Bucch-1",
    "Bucch",
    "ARO",
    "Perf",
    "Elo Var.",
]


def test_the_headings_are_read_one_a_column_in_order() -> None:
    (table,) = extract_tables(RANKING.read_text(encoding="utf-8-sig"), source=RANKING.name)
    assert [c.text for c in table.rows[0]] == HEADINGS
    first = next(row for row in table.rows if row[0].text == "1.")
    assert [c.text for c in first] == [
        "1.",
        "",
        "Casadei, Marco",
        "[1994]",
        "6.0",
        "25.50",
        "29.00",
        "1794",
        "2103",
        "+18",
    ]


def test_the_published_ranking_reads_its_tie_break_columns() -> None:
    published = read_published(RANKING.read_text(encoding="utf-8-sig"), source=RANKING.name)
    assert [(c.heading, c.codes[0]) for c in published.columns] == [
        ("Bucch-1", "BH/C1"),
        ("Bucch", "BH"),
        ("ARO", "ARO"),
        ("Perf", "TPR"),
    ]
    casadei = published.rows[0]
    assert casadei.name == "Casadei, Marco" and casadei.rank is not None and casadei.rank.text == "1."
    assert [v.text for v in casadei.values if v is not None] == ["25.50", "29.00", "1794", "2103"]
    assert len(published.rows) == 17


def test_check_compares_every_published_value_with_the_rounds() -> None:
    """Under the simplified model (a bye is no opponent: Tornello leaves it out of its Buchholz) all 68
    published values agree but those of the two players of round 4's forfeit (Battaglia's win against
    Giuliano Ariaudo), which Tornello counts as a game: Battaglia's Bucch-1 21.50 and Bucch 24.00 hold
    Ariaudo's 3 points."""
    t = read_paths([*ROUNDS, RANKING])
    published = read_published(RANKING.read_text(encoding="utf-8-sig"), source=RANKING.name)
    report = check_published(t, published, options=Options(rules=Rules.SEED))
    assert report.checked == (17, 17, 68)
    differing = {(d.name, d.column) for d in report.differences}
    assert differing == {
        (name, column)
        for name in ("Battaglia, Gabriele", "Ariaudo, Giuliano")
        for column in ("Bucch-1", "Bucch", "ARO", "Perf")
    }


def test_a_player_who_withdrew_stays_in_the_ranking_without_a_place() -> None:
    """Tornello's ranking of the Primavera 2 tournament (30 June 2026, github.com/GabrieleBattaglia/Tornello)
    writes ``RIT`` in the place of a player who withdrew, its values ``----``; its header one more column
    (``(Tab)``, the places gained) and as far off its columns."""
    text = (
        "Pos. (Tab)   Titolo Nome Cognome               [EloIni] Punti  Bucch-1  Bucch    ARO  Perf  Elo Var.\n"
        "----------------------------------------------------------------------------------------------------\n"
        " 11 (-2)    3N  Trapletti, Cosetta          [1501]   4.0   21.00  23.00 1431 1481   -4\n"
        " 12 (+9)        Demaio, Joshua              [   0]   4.0   20.50  22.50 1461 1511  +67\n"
        " 13 (+10)   NC  Valleriani, Rita            [1399]   4.0   17.00  17.50 1449 1499  +39\n"
        "RIT             De Fazio, Monica            [1443]   4.0    ----   ----  --- ----  ---     [RITIRATO]\n"
        " 15 (+9)    NC  Calzolari, Valeria          [1385]   3.5   25.00  28.00 1544 1544  +57\n"
    )
    (table,) = text_tables(text, "classifica.txt")
    assert [c.text for c in table.rows[0]] == ["Pos.", "(Tab)", *HEADINGS[1:]]
    found = classify(table)
    assert found is not None
    rows = _ranking_rows(found)
    assert [(r.name, r.rank, r.points) for r in rows] == [
        ("Trapletti, Cosetta", 11, 4),
        ("Demaio, Joshua", 12, 4),
        ("Valleriani, Rita", 13, 4),
        ("De Fazio, Monica", None, 4),
        ("Calzolari, Valeria", 15, 3.5),
    ]
