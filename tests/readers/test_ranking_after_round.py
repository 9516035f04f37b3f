"""A page whose ranking stands before the last of its pairing lists (SG NARVA Berlin's club championship
2025: "Rangliste nach der 6. Runde" above the pairing lists of 7 rounds, one game of round 7 without its
result): the ranking's places, points and values are those of round 6, and ``check`` compares them so. The
expected values are the page's own: its 23 places, totals, Buchholz and Sonneborn-Berger, which the rules
before C.07 give."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.checking.check import check_published
from tiebreak.checking.own import own_ranking
from tiebreak.model.rules import Rules
from tiebreak.readers import ReadOptions, read_path
from tiebreak.readers._headings import after_round

PAGE = Path(__file__).parents[1] / "data" / "real" / "narva-abteilungsmeisterschaft-2025-after-r6.md"


@pytest.mark.parametrize(
    ("title", "round_"),
    [
        ("Rangliste nach der 6. Runde", 6),
        ("Rangliste: Stand nach der 6. Runde", 6),
        ("Stand nach Runde 4", 4),
        ("Ranking after round 5", 5),
        ("Final Ranking after 9 Rounds", 9),
        ("Classement après la ronde 3", 3),
        ("Clasificación tras la ronda 7", 7),
        ("Stand na ronde 2", 2),
        ("Classifica dopo il turno 8", 8),
        ("Classificação após a rodada 5", 5),
        ("7. Runde am 23. Oktober", None),
        ("Round 6", None),
    ],
)
def test_the_round_a_rankings_title_stands_after(title: str, round_: int | None) -> None:
    assert after_round(title) == round_


@pytest.fixture(scope="module")
def event() -> tiebreak.Tournament:
    return read_path(PAGE)


def test_the_ranking_is_after_round_6_of_the_7_read(event: tiebreak.Tournament) -> None:
    assert (event.rounds, event.ranked_after) == (7, 6)
    said = [d.message for d in event.diagnostics]
    assert any("the ranking stands after round 6" in m and "Rangliste nach der 6. Runde" in m for m in said)
    assert not any("the ranking gives" in m for m in said)  # the totals of round 6 agree
    assert not any("points column differs" in m for m in said)


def test_check_compares_the_ranking_as_of_its_round(event: tiebreak.Tournament) -> None:
    published = own_ranking(PAGE.read_text(encoding="utf-8"), ReadOptions(source=str(PAGE)))
    assert published is not None
    report = check_published(event, published, options=tiebreak.Options(rules=Rules.LEGACY))
    assert report.checked == (23, 23, 46)
    assert not report.differences
    assert any("stands after round 6 of the 7" in d.message for d in report.diagnostics)


def test_the_standings_are_those_of_the_last_round(event: tiebreak.Tournament) -> None:
    top = tiebreak.compute_standings(event, "BH,SB", tiebreak.Options(rules=Rules.LEGACY)).rows[0]
    assert (top.name, top.points) == ("Magnusson,Hilmar", Fraction(6))  # 5 after round 6, won round 7
