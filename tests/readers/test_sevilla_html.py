"""Sevilla's web-site export (a ChessDojo online league of 2022, ``tests/data/formats/README.md``): its game
file, a crosstable whose cells are ``8w½`` ``40b+`` or a round without a game, ``pab`` (the pairing-
allocated bye), ``abs½`` (absent, half a point), ``nomem`` (not yet in the group), ``other`` (left it);
and its ranking, headed ``Pos Name Gms W D L Score B S Bhlz SBgr Rtg TPR SRtg``.

Expected values are the publication's: its ranking's Score, and the game file's cells added up by hand.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.formats.published import read_published
from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Result
from tiebreak.readers._headings import codes_for
from tiebreak.readers.crosstable import parse_cell

DATA = Path(__file__).parent.parent / "data" / "formats"
GAME_FILE = DATA / "dojo-classical-2022-verified.sevilla-gamefile.html"


@pytest.mark.parametrize(
    ("cell", "result"),
    [
        ("pab", Result.PAB),
        ("abs½", Result.HALF_BYE),
        ("abs1", Result.FULL_BYE),
        ("abs0", Result.ZERO_BYE),
        ("nomem", Result.NOT_PAIRED),
        ("other", Result.NOT_PAIRED),
        ("anmsg", Result.NOT_PAIRED),
    ],
)
def test_the_cells_of_a_round_without_a_game(cell: str, result: Result) -> None:
    read = parse_cell(cell)
    assert read is not None and read.opponent is None and read.result is result


def test_the_game_file_gives_the_published_scores_but_where_a_round_out_of_the_group_counted() -> None:
    """esrosenberg 5½, Twan709 5 and Vindice 2½ (``abs½ 41w+ 3w0 19b0 28b½ abs½``) as the ranking; douglassu2
    4 where the ranking gives 4½: his ``nomem`` of round 1 counted ½ there, which the game file does not
    say, and a warning says so."""
    t = tiebreak.read_path(GAME_FILE)
    assert len(t.players) == 41 and t.rounds == 6
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points["esrosenberg"] == Fraction(11, 2)
    assert points["Twan709"] == 5
    assert points["Vindice"] == Fraction(5, 2)
    assert points["douglassu2"] == 4
    assert any(
        d.severity is Severity.WARNING and "'nomem'" in d.message and "ranking page" in d.message
        for d in t.diagnostics
    )


def test_the_rankings_headings_name_buchholz_and_sonneborn_berger() -> None:
    """The ranking page read as the published table: ``Bhlz`` the Buchholz, ``SBgr`` the Sonneborn-Berger,
    its first row esrosenberg's 5.5, 21.5 and 19.50."""
    assert codes_for("Bhlz") == ("BH",)
    assert codes_for("SBgr") == ("SB",)
    page = (DATA / "dojo-classical-2022-verified.sevilla-ranking.html").read_text(encoding="utf-8-sig")
    published = read_published(page, source="ranking.html")
    codes = {c.heading: c.codes for c in published.columns}
    assert codes["Bhlz"] == ("BH",) and codes["SBgr"] == ("SB",)
    first = published.rows[0]
    assert first.name == "esrosenberg" and len(published.rows) == 41
    by_heading = dict(zip([c.heading for c in published.columns], first.values, strict=True))
    assert [by_heading[h].text for h in ("Bhlz", "SBgr") if by_heading[h] is not None] == ["21.5", "19.50"]
