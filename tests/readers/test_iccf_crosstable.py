"""ICCF's event crosstables as a page's text keeps them with every cell separator lost (tests/data/real):
each row split again where its results add up to its printed totals (:mod:`tiebreak.readers._iccf`).

Expected values are the pages' own: the SCCA Open 2020's Score column (10.5, 10, 8, 7, 4, 1.5, 1, also
counted by hand from the rows when the file was kept), the SCCA Open 2023 A's cancelled games (`-C`,
Rafferty's eight) and games lost on time (`0E`/`1E`), the Philippines - Finland board's game still in
play (`.`, RG 1).
"""

from __future__ import annotations

from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak.cli import main
from tiebreak.readers import read_path
from tiebreak.readers._iccf import iccf_lines

REAL = Path(__file__).resolve().parents[1] / "data" / "real"


def test_a_double_round_robin_of_seven_reads_with_its_names_ratings_and_scores() -> None:
    t = read_path(REAL / "iccf-scca-open-2020.txt")
    assert [(p.name, p.federation, p.rating) for p in t.players][:3] == [
        ("MacMillen, Andrew N.", "SCO", 1517),
        ("Gilbert, Robert", "SCO", 1699),
        ("Armstrong, John M.", "SCO", 1506),
    ]
    points = [p.declared_points for p in t.players]
    assert points == [F(21, 2), F(10), F(8), F(7), F(4), F(3, 2), F(1)]
    assert t.name == "SCO/O/2020, SCCA Open 2020"
    assert t.start_date is not None  # the page's 'The start date was 1/23/2020.'
    assert t.start_date.isoformat() == "2020-01-23"


def test_cancelled_games_are_left_out_and_games_lost_on_time_stand() -> None:
    t = read_path(REAL / "iccf-scca-open-2023-a.txt")
    rafferty = next(p for p in t.players if p.name == "Rafferty, Frey")
    assert all(e.opponent is None for e in rafferty.rounds)  # his eight games cancelled: none played
    macdonald = next(p for p in t.players if p.name == "MacDonald, Murdo")
    assert sum(1 for e in macdonald.rounds if e.opponent is not None) == 6  # 8 less the 2 against Rafferty
    note = next(d.message for d in t.diagnostics if "ICCF crosstable" in d.message)
    assert "8 cancelled game(s) left out" in note and "exceeded the time limit" in note


def test_a_game_still_in_play_is_read_as_not_finished() -> None:
    rewritten = iccf_lines((REAL / "iccf-phi-fin-2023-board8-running.txt").read_text(encoding="utf-8"))
    assert rewritten is not None and rewritten.running == 1
    t = read_path(REAL / "iccf-phi-fin-2023-board8-running.txt")
    assert [p.name for p in t.players] == ["Arppi, Heikki", "Javier, Christian C."]  # titles SIM, CCM apart


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("1517101", "1517111"),  # a result changed: MacMillen's results no longer add up to his 10.5
        ("10.51049.501", "10.51049.509"),  # a place no player of seven can have
    ],
)
def test_a_row_that_no_split_fits_is_not_guessed(
    old: str, new: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (REAL / "iccf-scca-open-2020.txt").read_text(encoding="utf-8")
    assert old in text
    assert iccf_lines(text.replace(old, new, 1)) is None
    path = tmp_path / "iccf.txt"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    assert main(["standings", str(path)]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_a_row_of_a_hostile_length_is_split_in_linear_time_and_refused() -> None:
    """A header that looks like ICCF's, then a row of 100,000 blanks in the name and 100,000 results: the
    rating's end, the team's and the totals' are tried over a bounded stretch each, so the row is looked
    at in one pass (before the bounds, each prefix of the line was tried: hours of work) and refused."""
    row = "1SCO620454 A" + " " * 100_000 + "b1517" + "1" * 100_000
    text = f"ICCF\n\nX\nRated1122ScoreWinsSBRGPlace\n{row}\n2SCO620455 B, C1500{'0' * 100}\n"
    assert iccf_lines(text) is None
