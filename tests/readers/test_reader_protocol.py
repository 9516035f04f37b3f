"""Readers: one protocol, ``reader(text, options) -> Tournament``, every option passed explicitly."""

from __future__ import annotations

import inspect

import pytest

import tiebreak.model.tournament
from tiebreak.model.errors import ParseError
from tiebreak.model.tournament import Limits
from tiebreak.readers import FORMATS, ReadOptions, read_text
from tiebreak.readers.crosstable import read_crosstable
from tiebreak.readers.pgn import read_pgn

TABLE = "No Name 1.Rd 2.Rd Pts\n1 Anna 2w1 2b½ 1.5\n2 Boris 1b0 1w½ 0.5\n"
"""Two players, two rounds: Anna beats Boris with White, then they draw."""


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_registered_reader_takes_text_and_options(name: str) -> None:
    reader, _ = FORMATS[name]
    params = list(inspect.signature(reader).parameters.values())
    assert [p.name for p in params[:2]] == ["text", "options"], name
    assert all(p.kind is p.KEYWORD_ONLY and p.default is not p.empty for p in params[2:]), name


def test_limits_reach_a_reader_called_directly() -> None:
    assert [e.result.code for e in read_crosstable(TABLE).player(1).rounds] == ["1", "="]
    with pytest.raises(ParseError, match=r"round 2: the limit is 1 rounds \(--max-rounds\)"):
        read_crosstable(TABLE, ReadOptions(limits=Limits(max_rounds=1)))
    with pytest.raises(Exception, match=r"the limit is 1 \(--max-players\)"):
        read_crosstable(TABLE, ReadOptions(limits=Limits(max_players=1)))


def test_the_source_travels_in_the_options() -> None:
    with pytest.raises(ParseError) as err:
        read_crosstable("No Name 1.Rd\n1 Anna 3w1\n2 Boris 1b0\n", ReadOptions(source="club.txt"))
    assert err.value.source == "club.txt" and err.value.line == 2
    t = read_text(TABLE, options=ReadOptions(source="paste.txt"))
    assert t.source == "paste.txt"


def test_pgn_star_is_an_option() -> None:
    pgn = (
        '[Round "1"]\n[White "Anna"]\n[Black "Boris"]\n[Result "*"]\n\n*\n\n'
        '[Round "2"]\n[White "Boris"]\n[Black "Anna"]\n[Result "1-0"]\n\n1-0\n'
    )

    def first_round(star: str) -> tuple[int | None, str]:
        t = read_pgn(pgn, ReadOptions(pgn_star=star))
        anna = next(p for p in t.players if p.name == "Anna")
        return anna.rounds[0].opponent, anna.rounds[0].result.code

    boris = 2  # the reader numbers the players by name when the PGN gives no ratings
    assert first_round("unplayed")[0] is None  # not paired in round 1
    assert first_round("forfeit") == (boris, "-")  # a double forfeit: the pairing kept, lost by forfeit


def test_no_process_wide_limits() -> None:
    assert not hasattr(tiebreak.model.tournament, "current_limits")
    assert not hasattr(tiebreak.model.tournament, "limits_in_force")
