"""A club's TRF rating report as Seniorschack Stockholm publishes them (2007, 2017): player lines broken
after a round, the rest of their rounds at the start of the next line; and a rank column that holds the
players' rating order, not the ranking.

Invented round robin of 4, 3 rounds: round 1 Player 1 beats 4, 2 and 3 draw; round 2 Player 3 beats 4,
1 beats 2; round 3 Player 2 beats 4, 3 and 1 draw. Points: 1: 2½, 2: 1½, 3: 2, 4: 0. Ratings 1800, 2000,
1900 and none, so the rating order is 2, 3, 1, 4.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from tiebreak.formats.published import published_from_event, rating_order_ranks, unordered_ranks
from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Player
from tiebreak.readers import read_text
from trf_lines import row

BLOCKS = {
    1: ("   4 w 1", "   2 w 1", "   3 b ="),
    2: ("   3 w =", "   1 b 0", "   4 w 1"),
    3: ("   2 b =", "   4 b 1", "   1 w ="),
    4: ("   1 b 0", "   3 w 0", "   2 b 0"),
}
RATINGS = {1: "1800", 2: "2000", 3: "1900", 4: ""}
POINTS = {1: "2.5", 2: "1.5", 3: "2.0", 4: "0.0"}
RATING_ORDER = {2: 1, 3: 2, 1: 3, 4: 4}


def _line(sno: int, rank: int | None = None) -> str:
    line = row(sno, *BLOCKS[sno], rating=RATINGS[sno], points=POINTS[sno])
    return line[:85] + f"{rank:>4}" + line[89:] if rank is not None else line


def _report(lines: list[str]) -> str:
    return "\n".join(["012 Klubbmästerskap", "092 Individual: Round robin", *lines]) + "\n"


@pytest.mark.parametrize("after", [1, 2])
def test_a_player_line_broken_after_a_round_is_joined(after: int) -> None:
    """Player 1's line broken after round ``after``: the next line starts with blanks and holds the rest
    of the rounds, as the club's report writes it (`     3 b =`)."""
    whole = _line(1)
    cut = 89 + 10 * after
    lines = [whole[:cut].rstrip(), whole[cut:].rstrip(), _line(2), _line(3), _line(4)]
    t = read_text(_report(lines), source="rapport.txt")
    one = t.player(1)
    assert [e.opponent for e in one.rounds] == [4, 2, 3]
    points = {r.sno: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {1: Fraction(5, 2), 2: Fraction(3, 2), 3: 2, 4: 0}
    (joined,) = [d for d in t.diagnostics if "holds only round blocks" in d.message]
    assert joined.severity is Severity.WARNING and joined.line == 4
    assert f"the rest of player line 3, broken after round {after}; joined to it" in joined.message


def test_a_line_of_blanks_and_other_text_is_no_continuation() -> None:
    """A legend's second line (`  10101010  11111111`) under a player line is not joined: it holds no
    round block."""
    lines = [_line(1), "  10101010  11111111", _line(2), _line(3), _line(4)]
    t = read_text(_report(lines), source="rapport.txt")
    assert not [d for d in t.diagnostics if "holds only round blocks" in d.message]
    assert [e.opponent for e in t.player(1).rounds] == [4, 2, 3]


def test_ranks_in_rating_order_are_not_the_ranking() -> None:
    t = read_text(_report([_line(s, RATING_ORDER[s]) for s in (1, 2, 3, 4)]), source="rapport.txt")
    assert rating_order_ranks(t)
    published = published_from_event(t)
    assert all(r.rank is None for r in published.rows)
    assert {r.sno: r.points.text if r.points else None for r in published.rows} == {
        1: "2.5",
        2: "1.5",
        3: "2",
        4: "0",
    }
    assert any("a rating order, not the ranking" in d.message for d in published.diagnostics)


def test_ranks_in_points_order_are_the_ranking() -> None:
    """The same players ranked by their points (1, 3, 2, 4): a ranking, compared."""
    ranks = {1: 1, 3: 2, 2: 3, 4: 4}
    t = read_text(_report([_line(s, ranks[s]) for s in (1, 2, 3, 4)]), source="rapport.txt")
    assert not rating_order_ranks(t)
    assert {r.sno: r.rank.text if r.rank else None for r in published_from_event(t).rows} == {
        1: "1",
        2: "3",
        3: "2",
        4: "4",
    }


def _ranked(points_by_rank: list[str]) -> tiebreak.Tournament:
    """Players 1, 2, … ranked 1, 2, … with those points (no rounds: only the file's own columns)."""
    players = tuple(
        Player(
            sno=k, name=f"Player {k}", rating=None, rounds=(), declared_points=Fraction(p), declared_rank=k
        )
        for k, p in enumerate(points_by_rank, start=1)
    )
    return tiebreak.Tournament(name="report", players=players, rounds=6, source="report.tab")


def test_ranks_down_which_the_points_rise_again_and_again_are_no_ranking() -> None:
    # an ICU Krause report's column 86-89 (Bunratty Minor 2011: its one player on 6 points ranked 63rd):
    # down the ranks the points rise 3 times in 10 steps, more than a tenth; not compared, with a warning
    t = _ranked(["4", "3", "5", "2", "6", "3", "3", "1", "4", "2", "1"])
    assert unordered_ranks(t) == 3
    published = published_from_event(t)
    assert all(r.rank is None for r in published.rows) and published.rows[0].points is not None
    assert any(
        "are no ranking: down them the points rise 3 times" in d.message for d in published.diagnostics
    )


def test_a_ranking_with_one_misprint_is_still_a_ranking() -> None:
    t = _ranked(["6", "5", "5.5", "4", "4", "3", "3", "2", "1", "1", "0"])  # one rise in ten steps
    assert unordered_ranks(t) == 0
    assert [r.rank.text if r.rank else None for r in published_from_event(t).rows][:3] == ["1", "2", "3"]
