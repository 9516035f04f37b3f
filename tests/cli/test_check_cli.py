"""``tiebreak check`` of an event given as several pages whose last one, the ranking checked, is of an
earlier round than the others: the Jeddah Season Qualifiers 2026 as chess-results published it during
round 2 (tests/data/pairings/README.md): round 1's pairing page, round 2's with 9 of its 16 results, then
the crosstable after round 1 with its places and tie-breaks."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"
PAGES = [
    DATA / "pairings" / "cr-en-jeddah-2026-r1.html",
    DATA / "pairings" / "cr-en-jeddah-2026-r2_live.html",
    DATA / "real" / "cr-en-jeddah-2026-qualifiers-crosstable-after-round1.html",
]


def test_a_ranking_of_an_earlier_round_is_checked_as_of_that_round(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Checked after round 1, as the crosstable is (before: against round 2 played in part, with 38
    differences)."""
    assert main(["check", *map(str, PAGES)]) == 0
    captured = capsys.readouterr()
    assert "is after round 1, the files together after round 2" in captured.err
    assert "Checked 32 ranks, 32 point totals, 96 tie-break values: all agree." in captured.out


def test_check_of_a_page_of_several_events_compares_the_table_it_reads(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A club's page of three SwissChess crosstables, one event each (tests/data/real/narva-schnellschach-
    2026.md): read as given, the first of the three (equal) is the event, named by its heading, and its
    own Buchh and SoBerg are what ``check`` compares, as when the table is chosen with ``--columns``."""
    page = str(DATA / "real" / "narva-schnellschach-2026.md")
    assert main(["check", page]) == 0
    out = capsys.readouterr()
    assert "Column Buchh (BH): 14 of 14 agree." in out.out
    assert "Checked 14 point totals, 28 tie-break values: all agree." in out.out
    assert "the first of the largest is read" in out.err
    assert main(["standings", page]) == 0
    assert capsys.readouterr().out.startswith("3. Schnellschachturnier am 09. Juli\n")


def test_check_counts_a_direct_encounter_printed_0_alike_in_every_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """chess-results' Excel export of a rapid Swiss (tests/data/real/cr-xlsx-keshmat-2024-07-rapid.xlsx):
    its TB1, read as DE by its values, is 0 for everyone, as Swiss-Manager prints a Direct Encounter that
    decides nothing. Each such 0 agrees, and the line of editions counts the same cells the columns do
    (before: 'legacy … 238 of 273 values' above '273 tie-break values: all agree')."""
    export = str(DATA / "real" / "cr-xlsx-keshmat-2024-07-rapid.xlsx")
    assert main(["check", export]) == 0
    out = capsys.readouterr()
    assert "Editions tried: legacy 89 of 89 places, 273 of 273 values;" in out.out
    assert "Column TB1 (DE): 91 of 91 agree." in out.out
    assert "read as DE, which agrees with 91 of its 91 values" in out.err
    assert "Checked 89 ranks, 91 point totals, 273 tie-break values: all agree." in out.out


def test_a_column_with_no_value_compared_says_so() -> None:
    """A column that orders the list checked without values to compare (Sevilla's ``DirEncScore``, on
    a scale of its own) reads 'no value compared', not '0 of 0 agree'."""
    from tiebreak import read_path
    from tiebreak.checking.check import ColumnSummary, check_published
    from tiebreak.cli.check import _column_line
    from tiebreak.formats.published import published_from_event

    t = read_path(DATA / "real" / "narva-schnellschach-2026.md")
    report = check_published(t, published_from_event(t))
    empty = ColumnSummary("DirEncScore", "DE", "", tuple((e.edition, 0) for e in report.editions), 0, None)
    assert _column_line(report, empty) == "Column DirEncScore (DE): no value compared."


def test_a_folder_given_last_is_its_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """SG Narva's club tournament 2023 (tests/data/real, its MANIFEST row: every rank, point, Buchholz and
    SB agree): its ranking given in a folder after the pairing lists is checked as the folder's last file
    (before: 'Is a directory')."""
    folder = tmp_path / "ranking"
    folder.mkdir()
    (folder / "narva-krt-2023.ranking.md").write_bytes(
        (DATA / "real" / "narva-krt-2023.ranking.md").read_bytes()
    )
    assert main(["check", str(DATA / "real" / "narva-krt-2023.pairings.md"), str(folder)]) == 0
    assert "Checked 86 ranks, 86 point totals, 172 tie-break values: all agree." in capsys.readouterr().out


def test_a_later_rounds_pairing_list_beside_a_crosstable_of_every_round(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Swiss Master's pairing page of round 5 given with its final ranking, whose round cells hold every
    round (tests/data/real/swissmaster-ixtepec-2025-ranking.html: every place, point, BH, SB and the TPR
    agree under the rules before C.07): the event is the ranking's, the pairing list left aside with a
    warning (before: 'the pairing lists begin with round 5')."""
    pairings = DATA / "pairings" / "swissmaster-ixtepec-2025-pairings-round5.html"
    ranking = DATA / "real" / "swissmaster-ixtepec-2025-ranking.html"
    assert main(["check", str(pairings), str(ranking)]) == 0
    captured = capsys.readouterr()
    assert "Checked 59 ranks, 59 point totals, 179 tie-break values: all agree." in captured.out
    assert (
        "swissmaster-ixtepec-2025-pairings-round5.html holds a later round's pairing list only (not every "
        "round) and is not used to make it" in " ".join(captured.err.split())
    )
