"""The event builder's rows given whole (:meth:`EventBuilder.put_row`, a crosstable's row): built into the
player's rounds as they are, and checked as the round-by-round puts are when a player's row comes twice."""

from __future__ import annotations

import pytest

from tiebreak.model.errors import ParseError
from tiebreak.model.tournament import Color, Result, RoundEntry
from tiebreak.readers._builder import EventBuilder, PlayerDraft
from tiebreak.readers._options import DEFAULT_OPTIONS


def _builder() -> EventBuilder:
    b = EventBuilder("x.txt", DEFAULT_OPTIONS.limits)
    b.player("1", PlayerDraft("Ann", sno=1))
    b.player("2", PlayerDraft("Bob", sno=2))
    b.put_row(
        "1",
        [RoundEntry(1, 2, Color.WHITE, Result.WIN), RoundEntry(2, None, Color.NONE, Result.HALF_BYE)],
        3,
        [5, 9],
    )
    b.put_row("2", [RoundEntry(1, 1, Color.BLACK, Result.LOSS)], 4, [5])
    return b


def test_rows_given_whole_build_the_rounds_as_given() -> None:
    t = _builder().build("e")
    assert [[(e.round, e.opponent, e.result) for e in p.rounds] for p in t.players] == [
        [(1, 2, Result.WIN), (2, None, Result.HALF_BYE)],
        [(1, 1, Result.LOSS)],
    ]
    assert t.rounds == 2


def test_a_second_row_of_a_player_is_checked_round_by_round() -> None:
    b = _builder()
    with pytest.raises(ParseError, match="Ann: two different results for round 1") as exc:
        b.put_row("1", [RoundEntry(1, 2, Color.WHITE, Result.DRAW)], 6, [5])
    assert (exc.value.line, exc.value.column) == (6, 5)
    b.put_row("1", [RoundEntry(1, 2, Color.WHITE, Result.WIN)], 7, [5])  # the same again: nothing new
    assert [e.result for e in b.build("e").players[0].rounds] == [Result.WIN, Result.HALF_BYE]


def test_a_row_past_the_round_limit_is_refused_at_its_cell() -> None:
    b = EventBuilder("x.txt", DEFAULT_OPTIONS.limits)
    b.player("1", PlayerDraft("Ann", sno=1))
    limit = b.limits.max_rounds
    row = [RoundEntry(r, None, Color.NONE, Result.NOT_PAIRED) for r in range(1, limit + 2)]
    with pytest.raises(ParseError, match=str(limit)) as exc:
        b.put_row("1", row, 3, list(range(1, limit + 2)))
    assert exc.value.column == limit + 1
