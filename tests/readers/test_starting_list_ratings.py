"""A starting list given with a crosstable that prints no rating: the ratings it lacks.

The 19th Arad Open 2026, A tournament (tests/data/real/cr-en-arad-2026-a-*.html: chess-results'
starting list, ``No. | Name | FideID | FED | RtgI | RtgN``, and its starting rank crosstable, which leaves
the ratings out though its TB1 and TB3 are on ratings): read together, every player of the crosstable
takes the RtgI the starting list prints under the same starting number (``Kovalenko, Igor`` there,
``Kovalenko Igor`` in the crosstable: one player).
"""

from __future__ import annotations

from pathlib import Path

from conftest import DATA
from tiebreak.model.errors import Severity
from tiebreak.readers import read_paths
from tiebreak.readers._startlist import starting_list

REAL = DATA / "real"


def test_the_arad_crosstable_takes_its_ratings_from_the_starting_list() -> None:
    event = read_paths(
        [REAL / "cr-en-arad-2026-a-startingrank.html", REAL / "cr-en-arad-2026-a-crosstable.html"]
    )
    rating = {p.sno: (p.name, p.rating) for p in event.players}
    assert len(rating) == 209 and event.rounds == 9
    assert rating[1] == ("Kovalenko Igor", 2669)
    assert rating[2] == ("Santos Latasa Jaime", 2620)
    assert rating[3] == ("Henriquez Villagra Cristobal", 2603)
    assert all(r is not None for _, r in rating.values())
    note = next(d for d in event.diagnostics if "starting list gives the ratings" in d.message)
    assert "209 player(s)" in note.message and note.source is not None and "startingrank" in note.source


def test_the_crosstable_alone_is_unrated() -> None:
    event = read_paths([REAL / "cr-en-arad-2026-a-crosstable.html"])
    assert all(p.rating is None for p in event.players)


CROSSTABLE = (
    "No.\tName\t1.Rd\t2.Rd\tPts.\n"
    "1\tKovalenko Igor\t2w1\t3b½\t1,5\n"
    "2\tSantos Latasa Jaime\t1b0\t4w1\t1\n"
    "3\tHenriquez Villagra Cristobal\t4b½\t1w½\t1\n"
    "4\tXiao Tong\t3w½\t2b0\t0,5\n"
)
START = (
    "No.\tName\tFED\tRtgI\n"
    "1\tKovalenko, Igor\tUKR\t2669\n"
    "2\tSantos Latasa, Jaime\tESP\t2620\n"
    "3\tSomeone Else\tCHI\t2603\n"
    "4\tXiao, Tong\tCHN\t0\n"
)


def test_a_player_the_list_names_otherwise_is_left_unrated(tmp_path: Path) -> None:
    """The list's number 3 names another player than the crosstable's: not taken, with a warning naming
    both and the list's cell; number 4 is listed unrated (chess-results prints 0) and stays so."""
    (tmp_path / "start.txt").write_text(START, encoding="utf-8")
    (tmp_path / "cross.txt").write_text(CROSSTABLE, encoding="utf-8")
    event = read_paths([tmp_path / "start.txt", tmp_path / "cross.txt"])
    assert {p.sno: p.rating for p in event.players} == {1: 2669, 2: 2620, 3: None, 4: None}
    warning = next(
        d for d in event.diagnostics if d.severity is Severity.WARNING and "Someone Else" in d.message
    )
    assert "Henriquez Villagra Cristobal" in warning.message and (warning.line, warning.column) == (
        4,
        20,
    )  # the list's rating cell
    note = next(d for d in event.diagnostics if "starting list gives the ratings" in d.message)
    assert "of 2 player(s)" in note.message and "4 listed" in note.message


def test_a_table_of_an_event_is_no_starting_list() -> None:
    """A table with rounds, points, ranks or results is an event's, never a starting list (its ratings
    are never taken for another input's players), whatever else it holds."""
    assert starting_list(CROSSTABLE, "cross.txt", html=False) is None
    assert (
        starting_list("No.\tName\tRtg\tPts.\n1\tA B\t1500\t1\n2\tC D\t1400\t0\n", "r.txt", html=False) is None
    )
    listed = starting_list(START, "start.txt", html=False)
    assert listed is not None and listed.players[1][:2] == ("Kovalenko, Igor", 2669)
