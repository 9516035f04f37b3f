"""Totals written as a score out of the games played (``5.5/7``, ``4/7``): the points before the slash.

The publication is a Markdown report of the Tata Steel Masters 2026 after round 7 (``tests/data/formats/
README.md``): a standings table whose ``Score`` is ``**5.5/7**``, then each round's games. Before, ``2/7``
was read as the fraction 2/7 and the event refused. Expected values are the publication's.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.readers._builder import total_value

PATH = Path(__file__).parent.parent / "data" / "formats" / "tata-steel-masters-2026-after-r7.report.md"
PUBLISHED = {  # Player: (Score, W, D, L) of the standings table
    "Abdusattorov, Nodirbek": ("5.5", 4, 3, 0),
    "Sindarov, Javokhir": ("4.5", 2, 5, 0),
    "Erdogmus, Yagiz Kaan": ("4", 2, 4, 1),
    "Fedoseev, Vladimir": ("4", 2, 4, 1),
    "Niemann, Hans Moke": ("4", 2, 4, 1),
    "Van Foreest, Jorden": ("4", 2, 4, 1),
    "Keymer, Vincent": ("3.5", 3, 1, 3),
    "Bluebaum, Matthias": ("3.5", 1, 5, 1),
    "Erigaisi Arjun": ("3", 1, 4, 2),
    "Giri, Anish": ("3", 1, 4, 2),
    "Gukesh D": ("3", 1, 4, 2),
    "Nguyen, Thai Dai Van": ("2.5", 0, 5, 2),
    "Praggnanandhaa R": ("2.5", 0, 5, 2),
    "Aravindh, Chithambaram VR.": ("2", 0, 4, 3),
}


def test_the_report_reads_with_the_published_points_wins_draws_and_losses() -> None:
    t = tiebreak.read_path(PATH)
    assert len(t.players) == 14 and t.rounds == 7
    for p in t.players:
        score, wins, draws, losses = PUBLISHED[p.name]
        results = [e.result.code for e in p.rounds]
        assert p.declared_points == Fraction(score)
        assert (results.count("1"), results.count("="), results.count("0")) == (wins, draws, losses)
    standings = tiebreak.compute_standings(t, "", tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert {r.name: r.points for r in standings.rows} == {n: Fraction(v[0]) for n, v in PUBLISHED.items()}


@pytest.mark.parametrize(
    ("text", "points"),
    [
        ("5.5/7", Fraction(11, 2)),
        ("4/7", Fraction(4)),
        ("4½/9", Fraction(9, 2)),
        ("0/5", Fraction(0)),
        ("2/2", Fraction(2)),
        ("1/2", Fraction(1, 2)),
        ("6,5 / 9", Fraction(13, 2)),
    ],
)
def test_a_score_out_of_the_games_is_the_points_before_the_slash(text: str, points: Fraction) -> None:
    assert total_value(text) == points


@pytest.mark.parametrize("text", ["5.5/", "/7", "5.5/7/9", "5.5/0"])
def test_nothing_else_is_a_total(text: str) -> None:
    assert total_value(text) is None


def test_more_points_than_games_is_a_fraction_as_before() -> None:
    assert total_value("3/2") == Fraction(3, 2)
