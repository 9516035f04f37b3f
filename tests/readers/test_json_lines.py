"""JSON Lines (an object a line, as lichess's API streams its exports): read as the list of the objects.

Lichess's results of a Swiss (``{"rank", "points", "tieBreak", "rating", "username", "performance"}`` a
player) and of an arena (``{"rank", "score", "rating", "username", "performance", "sheet"}``), and its
games as JSON (``{"id", "players": {"white", "black"}, "winner", …}``), are the forms of lichess's API
reference; they hold no round, and each is refused naming what it is and what to give instead. Before, a
JSON Lines text was split as a table of comma-separated cells (``{"rank":1 | score | …``) and refused
with a column of names guessed in it. Records with the players' rounds read as the JSON list of them
does.
"""

from __future__ import annotations

import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak.cli import main
from tiebreak.readers import read_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name

SWISS = (
    '{"rank":1,"points":4.5,"tieBreak":12.25,"rating":2712,"username":"Alpha","performance":2801}\n'
    '{"rank":2,"points":4,"tieBreak":10,"rating":2650,"username":"Beta","title":"IM","performance":2700}\n'
    '{"rank":3,"points":1,"tieBreak":2,"rating":1900,"username":"Gamma","performance":1850,"absent":true}\n'
)
ARENA = (
    '{"rank":1,"score":52,"rating":2712,"username":"Alpha","title":"GM","performance":2801,'
    '"sheet":{"scores":"5544302"}}\n'
    '{"rank":2,"score":47,"rating":2650,"username":"Beta","performance":2700,"sheet":{"scores":"4422"}}\n'
)
GAMES = (
    '{"id":"q7ZvsdUF","rated":true,"variant":"standard","speed":"blitz","status":"mate","players":'
    '{"white":{"user":{"name":"Alpha","id":"alpha"},"rating":2712},"black":{"user":{"name":"Beta",'
    '"id":"beta"},"rating":2650}},"winner":"white","swiss":"j8rtJ5GL"}\n'
    '{"id":"x1ZvsdUF","rated":true,"variant":"standard","speed":"blitz","status":"draw","players":'
    '{"white":{"user":{"name":"Beta","id":"beta"},"rating":2650},"black":{"user":{"name":"Alpha",'
    '"id":"alpha"},"rating":2712}},"swiss":"j8rtJ5GL"}\n'
)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (SWISS, "lichess's results of a Swiss (3 players"),
        (ARENA, "an arena has no rounds"),
        (GAMES, "games as lichess exports them in JSON (2 games): they name no round"),
    ],
    ids=["swiss-results", "arena-results", "games"],
)
def test_lichess_exports_without_rounds_are_refused_saying_what_they_are(
    text: str, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "lichess.ndjson"
    path.write_text(text, encoding="utf-8")
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert said in err
    assert "table(s) found" not in err and "Traceback" not in err


def test_a_json_lines_text_of_records_with_rounds_reads_as_their_list() -> None:
    """Four players over two rounds, by hand: round 1 Ann beat Dan, Bob drew Cy; round 2 Ann beat Cy, Bob
    beat Dan. Ann 2, Bob 1½, Cy ½, Dan 0, as the records' Pts say."""
    text = (
        '{"No":1,"Name":"Ann","R1":"4w1","R2":"3b1","Pts":2}\n'
        '{"No":2,"Name":"Bob","R1":"3w½","R2":"4w1","Pts":1.5}\n'
        '{"No":3,"Name":"Cy","R1":"2b½","R2":"1w0","Pts":0.5}\n'
        '{"No":4,"Name":"Dan","R1":"1b0","R2":"2b0","Pts":0}\n'
    )
    t = read_text(text, source="records.ndjson")
    assert points_by_name(t) == {"Ann": F(2), "Bob": F(3, 2), "Cy": F(1, 2), "Dan": F(0)}
    assert t.rounds == 2


# By hand, the games of both tests below: round 1 Ann beat Dan, Bob drew Cy; round 2 Ann beat Cy (Black),
# Bob beat Dan (Black). Ann 2, Bob 1½, Cy ½, Dan 0.
HAND = {"Ann": F(2), "Bob": F(3, 2), "Cy": F(1, 2), "Dan": F(0)}


def test_games_as_json_records_with_whites_score_as_a_number_read() -> None:
    """A program's export of its games as JSON records (``"result": 1.0``, White's score): before, the
    text was taken for a pairing list's header (its keys White, Black and Result on one line) and
    refused; a JSON text is read as its records."""
    text = (
        '[{"round": 1, "white": "Ann", "black": "Dan", "result": 1.0},'
        ' {"round": 1, "white": "Bob", "black": "Cy", "result": 0.5},'
        ' {"round": 2, "white": "Cy", "black": "Ann", "result": 0.0},'
        ' {"round": 2, "white": "Dan", "black": "Bob", "result": 0.0}]'
    )
    assert points_by_name(read_text(text, source="games.json")) == HAND


def test_a_pairing_list_whose_result_is_whites_score_as_one_number_reads_with_a_note() -> None:
    text = (
        "Round 1\nBo.\tWhite\tResult\tBlack\n1\tAnn\t1\tDan\n2\tBob\t0.5\tCy\n"
        "Round 2\nBo.\tWhite\tResult\tBlack\n1\tCy\t0\tAnn\n2\tDan\t0\tBob\n"
    )
    t = read_text(text, source="rounds.txt")
    assert points_by_name(t) == HAND
    assert any("read as White's score" in d.message for d in t.diagnostics)
