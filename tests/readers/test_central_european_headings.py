"""Headings in Czech, Slovak, Polish, Hungarian and Croatian, as chess-results' interfaces in those
languages and the clubs' own pages write them: a ranking's header told from its rows, a team ranking's
header found by its ``Družstvo``, and a published ranking checked.

A Czech club's page (Prague 2026, three tables of ``Poř. | Tit. | Jméno | FED | Rtg | Body`` with the
ranks written ``1.``) was read with its first player's row as the header (``1.`` and ``2`` taken for
round headings, every rank then a round cell: ``cannot read the cell '2.'``). Expected values: the
invented rows below, and the Arena example's published ranks and points
(``tests/data/examples/arena-5.fide2026.tsv``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tiebreak
from conftest import EXAMPLES
from tiebreak.cli import main
from tiebreak.model.errors import ParseError
from tiebreak.readers import read_text
from tiebreak.readers.tables import classify_table, extract_tables

CZECH_PAGE = (
    "<html><body><h3>Skupina A</h3><table><thead><tr><th>Poř.</th><th>Tit.</th><th>Jméno</th>"
    "<th>FED</th><th>Rtg</th><th>Body</th></tr></thead><tbody>"
    "<tr><td>1.</td><td>GM</td><td>Novák, Jan</td><td>CZE</td><td>2563</td><td>2</td></tr>"
    "<tr><td>2.</td><td>IM</td><td>Svoboda, Petr</td><td>SVK</td><td>2438</td><td>1,5</td></tr>"
    "<tr><td>3.</td><td></td><td>Dvořák, Karel</td><td>CZE</td><td>2033</td><td>1</td></tr>"
    "</tbody></table></body></html>"
)


def test_a_czech_ranking_is_read_under_its_header() -> None:
    (table,) = extract_tables(CZECH_PAGE, source="poradi.html")
    reading = classify_table(table)
    assert reading.kind == "ranking" and reading.header == 0
    assert [c.role for c in reading.columns] == ["rank", "title", "name", "fed", "rating", "points"]
    with pytest.raises(ParseError) as caught:  # a ranking holds no games: said so, not a bad cell
        read_text(CZECH_PAGE, source="poradi.html")
    assert caught.value.message.startswith("no games in this input: what it holds is a ranking")


@pytest.mark.parametrize(
    "heads",
    [
        ("Poř.", "St.č.", "Jméno", "Body"),  # Czech
        ("Poradie", "Št.č.", "Meno", "Body"),  # Slovak
        ("Miejsce", "Nr st", "Nazwisko", "Pkt"),  # Polish
        ("Hely", "Ssz", "Név", "Pont"),  # Hungarian
        ("Mjesto", "Br", "Ime", "Bodovi"),  # Croatian
    ],
)
def test_a_published_ranking_in_other_languages_is_checked(
    heads: tuple[str, ...], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [(1, 2, "Chloe Ng", "3,5"), (2, 1, "Ava Chen", "3,5"), (3, 3, "Ben Walsh", "2")]
    rows += [(4, 4, "Elena Rossi", "2"), (5, 5, "Dylan Patel", "1")]
    table = tmp_path / "poradi.tsv"
    table.write_text(
        "\t".join(heads) + "\n" + "".join("\t".join(map(str, r)) + "\n" for r in rows), encoding="utf-8"
    )
    assert main(["check", str(EXAMPLES / "arena-5.trf"), "--standings", str(table)]) == 0
    out = capsys.readouterr().out
    assert "5 ranks" in out and "difference" not in out.replace("0 difference", "")


def test_a_czech_team_ranking_header_is_found_by_its_team_column() -> None:
    text = (
        "Poř.\tSt.č.\tDružstvo\tPartie\t+\t=\t-\tPH 1\tPH 2\n"
        "1\t6\tŠK Turnov F\t3\t3\t0\t0\t9\t6\n"
        "2\t3\tTJ Spartak Rokytnice\t3\t2\t0\t1\t8\t4\n"
        "3\t1\tSK Semily\t3\t1\t0\t2\t5\t2\n"
    )
    (table,) = extract_tables(text, source="druzstva.txt")
    reading = classify_table(table)
    assert reading.header == 0 and reading.kind == "ranking"
    roles = {c.heading: c.role for c in reading.columns}
    assert (roles["Poř."], roles["St.č."], roles["Družstvo"], roles["Partie"]) == (
        "rank",
        "sno",
        "name",
        "ignore",
    )
    assert roles["PH 1"] == roles["PH 2"] == "tiebreak"


def test_national_titles_in_board_pairings_are_no_names() -> None:
    """Austrian leagues' board pairings write national titles in the title cell (``MK``, ``WMK``: the
    Meisterkandidat), which were read as a player named ``MK`` playing for two teams (a Tyrolean league
    of 2022/23 refused: ``'MK' plays for 'Sparkasse Jenbach' and for 'Reutte'``). The invented round:
    Team A 2-0 Team B, Team C 1-1 Team D."""
    text = (
        "Round 1\nBo.\t1\tTeam A\tRtg\t-\t2\tTeam B\tRtg\t2 : 0\n"
        "1.1\tMK\tAdler Anna\t2100\t-\tFM\tBerg Bo\t2000\t1 - 0\n"
        "1.2\t\tClaus Cem\t1900\t-\tMK\tDorn Dora\t1800\t1 - 0\n"
        "Bo.\t3\tTeam C\tRtg\t-\t4\tTeam D\tRtg\t1 : 1\n"
        "2.1\tWMK\tEcker Eva\t2050\t-\t\tFuchs Fe\t1950\t½ - ½\n"
        "2.2\t\tGross Gil\t1850\t-\tMK\tHahn Hal\t1750\t½ - ½\n"
    )
    t = read_text(text, source="boards.txt")
    assert "MK" not in {p.name for p in t.players} and len(t.players) == 8
    points = {r.name: r.points for r in tiebreak.compute_standings(t, "MPTS").rows}
    assert points == {"Team A": 2, "Team B": 0, "Team C": 1, "Team D": 1}
