"""A progress table's byes and withdrawals: the Sapporo Chess Club's old pages (github.com/kuramoto-to-the-moon/
sapporo-chess-club at cd79f89, ``public/competition/``).

Each round cell is the colour, the opponent and the player's points after the round (``W4 0``, ``B3 1.5``).
A bye is ``Bye`` with the points after it (``Bye 1`` after ½: a half-point bye, as the totals show); the
rounds of a player who withdrew are ``ヤ`` without a total, his place ``棄権`` ("withdrawn") in the ``結果``
("result") column, which holds every other player's place, each once. Expected values: the pages' own
(places, and the points after the last round).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.tournament import Result

REAL = Path(__file__).parent.parent / "data" / "real"


def test_byes_and_a_withdrawal_in_a_progress_table() -> None:
    """The 2nd Sapporo Open (July 2006): 8 players, 6 rounds, a bye each round once 高野 withdrew."""
    t = tiebreak.read_path(REAL / "jp-sapporo-open-2006.html")
    by_name = {p.name: p for p in t.players}
    halves = {(p.name, e.round) for p in t.players for e in p.rounds if e.result is Result.HALF_BYE}
    assert halves == {("小南 勝", 3), ("青木 学", 4), ("青木 康祐", 5), ("西森 敏之", 6)}
    takano = by_name["高野 明富"]
    assert [e.round for e in takano.rounds if e.opponent is not None] == [1, 2]
    assert takano.declared_rank is None  # 棄権: no place
    places = {p.name: p.declared_rank for p in t.players if p.declared_rank is not None}
    assert places == {
        "博田 哲広": 1,
        "袴田 栄治": 2,
        "西森 敏之": 3,
        "青木 康祐": 4,
        "白石 則幸": 5,
        "青木 学": 6,
        "小南 勝": 7,
    }
    points = {r.name: r.points for r in tiebreak.compute_standings(t, ["BH"]).rows}
    assert points == {
        "博田 哲広": 5,
        "袴田 栄治": 4,
        "西森 敏之": 4,
        "青木 康祐": 3,
        "白石 則幸": 2,
        "青木 学": 2,
        "小南 勝": 2,
        "高野 明富": 0,
    }


def test_a_half_point_bye_in_the_first_round() -> None:
    """The Hokkaido championship 2001: ``Bye 0.5`` in round 1, for two players; unrated players ``UR``."""
    t = tiebreak.read_path(REAL / "jp-sapporo-hokkaido-ch-2001.html")
    by_name = {p.name: p for p in t.players}
    assert by_name["青木 学"].rounds[0].result is Result.HALF_BYE
    assert by_name["切替 英雄"].rounds[0].result is Result.HALF_BYE
    assert by_name["切替 英雄"].rating is None and by_name["倉重 禎徳"].rating is None
    rows = {r.name: r for r in tiebreak.compute_standings(t, ["BH"]).rows}
    assert rows["小南 勝"].points == Fraction(9, 2) and by_name["小南 勝"].declared_rank == 1


def test_the_result_column_of_places_is_read_as_the_ranks() -> None:
    """The 1st Sapporo Summer tournament (August 2004, won by Anish Giri): ``結果`` holds the places 1-6."""
    t = tiebreak.read_path(REAL / "jp-sapporo-summer-2004.html")
    assert sorted((p.declared_rank, p.name) for p in t.players)[:2] == [(1, "Anish Giri"), (2, "林 謙二")]
    assert any("holds places 1, 2, …: read as the ranks" in d.message for d in t.diagnostics)
