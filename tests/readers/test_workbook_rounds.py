"""A workbook of pairing lists, one sheet per round (a club's own Swiss template): the round sheets are the
event, each round from its sheet's name; the result given as one score per side, in two columns; the
pseudo-player ``Непар`` ("odd") the bye. Expected values are worked out by hand from the inputs."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from event_points import points_by_name, results_of
from tiebreak import ParseError, Result
from tiebreak.readers import read_path, read_text
from tiebreak.readers._headings import pairing_kind

HEAD = ["Табла", "Бијели", "Црни", "Резултат бијели", "Резултат црни"]
ROUNDS = {
    # board, White, Black, White's score, Black's score
    "1": [[1, "Ана Анић", "Бора Борић", 1, 0], [2, "Непар", "Цица Цицић", 0, 1]],
    "2": [[1, "Цица Цицић", "Ана Анић", 0.5, 0.5], [2, "Бора Борић", "Непар", 1, 0]],
    "3": [[1, "Бора Борић", "Цица Цицић", 0, 1], [2, "Непар", "Ана Анић", 0, 1]],
}


def _workbook(path: Path) -> Path:
    import openpyxl  # a dev dependency: writes the workbook the reader reads

    pytest.importorskip("python_calamine")
    book = openpyxl.Workbook()
    standings = book.active
    standings.title = "Пласман"  # a grid with the names as column heads: no ranking the readers know
    standings.append([None, "Ана Анић", "Цица Цицић", "Бора Борић", "Непар", None, "Пласман", None, "SB"])
    standings.append(["Ана Анић", None, 0.5, 1, 1, None, 1, None, 2.5])
    standings.append(["Цица Цицић", 0.5, None, 1, 1, None, 2, None, 2.5])
    standings.append(["Бора Борић", 0, 0, None, 1, None, 3, None, 1])
    for name, boards in ROUNDS.items():
        sheet = book.create_sheet(name)
        sheet.append(HEAD)
        for board in boards:
            sheet.append(board)
    book.create_sheet("4").append(HEAD)  # a round not yet paired: its heading only
    book.save(path)
    return path


def test_round_sheets_of_a_workbook_are_the_event(tmp_path: Path) -> None:
    event = read_path(_workbook(tmp_path / "turnir.xlsx"))
    # Ана: 1 (beat Бора) + ½ (drew Цица) + 1 (bye) = 2½; Цица: 1 (bye) + ½ + 1 (beat Бора) = 2½;
    # Бора: 0 + 1 (bye) + 0 = 1; Непар is no player
    assert points_by_name(event) == {
        "Ана Анић": Fraction(5, 2),
        "Бора Борић": Fraction(1),
        "Цица Цицић": Fraction(5, 2),
    }
    assert results_of(event, "Ана Анић") == [Result.WIN, Result.DRAW, Result.PAB]
    assert results_of(event, "Бора Борић") == [Result.LOSS, Result.PAB, Result.LOSS]
    assert results_of(event, "Цица Цицић") == [Result.PAB, Result.DRAW, Result.WIN]
    messages = [d.message for d in event.diagnostics]
    assert any("round 2, from the name of its sheet '2'" in m for m in messages), messages
    assert any("against 'bye' is read as a pairing-allocated bye" in m for m in messages), messages


def test_latin_headings_and_per_side_forfeits_under_round_headings() -> None:
    """The same template with Latin-script headings (ekavian ``Beli``), rounds under ``Kolo N``; a forfeit
    written ``+`` and ``-`` one per side."""
    text = (
        "Kolo 1\n"
        "Tabla\tBeli\tCrni\tRezultat beli\tRezultat crni\n"
        "1\tAna Anic\tBora Boric\t+\t-\n"
        "2\tCica Cicic\tNepar\t1\t0\n"
        "\n"
        "Kolo 2\n"
        "Tabla\tBeli\tCrni\tRezultat beli\tRezultat crni\n"
        "1\tBora Boric\tCica Cicic\t0\t1\n"
        "2\tNepar\tAna Anic\t0\t1\n"
    )
    event = read_text(text)
    # Ana: forfeit win + bye = 2; Bora: forfeit loss + loss = 0; Cica: bye + win = 2
    assert points_by_name(event) == {
        "Ana Anic": Fraction(2),
        "Bora Boric": Fraction(0),
        "Cica Cicic": Fraction(2),
    }
    assert results_of(event, "Ana Anic") == [Result.FORFEIT_WIN, Result.PAB]
    assert results_of(event, "Bora Boric") == [Result.FORFEIT_LOSS, Result.LOSS]


def test_per_side_score_headings_in_any_language() -> None:
    assert [pairing_kind(h) for h in ("White score", "Score Black", "Ergebnis Weiß", "Rezultat bijeli")] == [
        "white-score",
        "black-score",
        "white-score",
        "white-score",
    ]
    assert [pairing_kind(h) for h in ("Pts.", "White", "Tabla", "Crni")] == [
        "points",
        "white",
        "board",
        "black",
    ]


def test_per_side_scores_that_make_no_result_are_refused() -> None:
    """Two wins on one board (``1`` and ``1``) is no result: the board is named, not read by a guess."""
    text = (
        "Round 1\nBoard\tWhite\tBlack\tWhite score\tBlack score\n1\tAnn Ash\tBob Birch\t1\t1\n"
        "2\tCy Cole\tDi Dunn\t0\t1\n\n"
        "Round 2\nBoard\tWhite\tBlack\tWhite score\tBlack score\n1\tBob Birch\tCy Cole\t0.5\t0.5\n"
        "2\tDi Dunn\tAnn Ash\t1\t0\n"
    )
    with pytest.raises(ParseError, match=r":3:21: round 1: cannot read the result '1 1'"):
        read_text(text)
