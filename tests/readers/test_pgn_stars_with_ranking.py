"""Vega's PGN export of each round with its standings page, where the games written ``[Result "*"]``
cannot all be told from the published points.

The Hobsons Bay Cup 2024 (43 players, 7 rounds; tests/data/formats, its standings page and round pages
in tests/data/real): Vega writes every bye, whatever its value, as a game against ``BYE`` with
``[Result "*"]``, and a forfeit between two players as ``*`` too. Where a player's published points leave
one value for each such round (a full point for one bye, nothing for all) the ranking decides it; where
they leave a sum that several splits make, which round was worth what cannot be told. The club's round
pages say it: McIntyre's round 1 is a half-point bye and his round 7 a forfeit win (`0F-1F`), 1½ between
them; Wongso's round 1 a bye of a point and rounds 4 and 5 half-point byes, 2 between them. Before, such
rounds were read as unpaired, worth 0, and ten published totals came out below the page's (Wongso 3½
for 5½), with a warning; now the input is refused naming them and what to give instead. The round pages
read the same event with every total (tests/data/real, ``vega-hbcc-2024-hobsons-bay-cup-pages``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak.cli import main
from tiebreak.model.errors import ParseError
from tiebreak.readers import read_paths

DATA = Path(__file__).resolve().parents[1] / "data"
GAMES = [DATA / "formats" / f"vega-hbcc-2024-hobsons-bay-cup-r{r}.pgn" for r in range(1, 8)]
STANDINGS = DATA / "real" / "vega-hbcc-2024-hobsons-bay-cup-standings.html"
PAGES = [DATA / "real" / f"vega-hbcc-2024-hobsons-bay-cup-pairs{r}.html" for r in range(1, 8)]


def test_stars_whose_values_the_points_do_not_tell_are_refused_naming_the_players_and_rounds() -> None:
    with pytest.raises(ParseError) as caught:
        read_paths([*GAMES, STANDINGS])
    message = caught.value.message
    assert "McIntyre,Julian's 5 points leave 1.5 for rounds 1, 7" in message
    assert "give the event's round pages or its crosstable" in message
    assert caught.value.source == str(STANDINGS)


def test_the_same_event_from_its_round_pages_gives_every_published_total(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", *map(str, PAGES), str(STANDINGS)]) in (0, 1)
    out = capsys.readouterr().out
    assert "43 point totals" in out
    assert "Checked 43 ranks, 43 point totals" in out and "Pts published" not in out


def test_a_reading_chosen_for_the_stars_is_the_users_and_reads(capsys: pytest.CaptureFixture[str]) -> None:
    """--pgn-bye half says what every bye is worth: read so, the totals that differ are reported (Wongso's
    bye of a point in round 1 read as half a point: 5 where the page gives 5½)."""
    code = main(["check", "--pgn-bye", "half", *map(str, GAMES), str(STANDINGS)])
    assert code == 1
    assert "SNo 42 Wongso,Renaldo: Pts published 5.5, computed 5." in capsys.readouterr().out
