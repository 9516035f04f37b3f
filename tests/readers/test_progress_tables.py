"""A progress table: each round cell the colour, the opponent and the player's points after the round
(``W7 1``, ``B8 0.5``), not the game's result (the Sapporo chess club's Hokkaido championship 2005, a
Swiss of 12 in 5 rounds, ``tests/data/formats/README.md``); each game's result is the points gained since
the round before. And a page in the charset its ``<meta>`` declares (the club's older pages are in
Shift_JIS).

Expected values: the page's own, read by eye (each player's points after round 5, the places it gives
the first six), and, for the page of our own, its cells added by hand.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.readers import decode_input

PAGE = Path(__file__).parent.parent / "data" / "formats" / "hokkaido-ch-2005.progress.html"

POINTS = {  # the last round's cell of each row
    "山田 明弘": Fraction(4),
    "金丸 知司": Fraction(7, 2),
    "山田 弘平": Fraction(7, 2),
    "林 謙二": Fraction(7, 2),
    "高野 明富": Fraction(3),
    "西森 敏之": Fraction(3),
    "青木 康祐": Fraction(5, 2),
    "長谷川 愛美": Fraction(2),
    "白石 則幸": Fraction(3, 2),
    "山田 真明": Fraction(3, 2),
    "小池 秀幸": Fraction(1),
    "小屋畑 拓": Fraction(1),
}


def test_a_progress_table_gives_each_game_as_the_points_gained() -> None:
    t = tiebreak.read_path(PAGE)
    assert t.rounds == 5
    assert any("running total" in d.message for d in t.diagnostics if d.severity is Severity.INFO)
    # the club ranks by the opponents' points (Buchholz): the page's places 1-6
    standings = tiebreak.compute_standings(t, ["BH"], tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert {r.name: r.points for r in standings.rows} == POINTS
    assert [r.name for r in standings.rows[:6]] == [
        "山田 明弘",
        "金丸 知司",
        "山田 弘平",
        "林 謙二",
        "高野 明富",
        "西森 敏之",
    ]
    assert next(p for p in t.players if p.name == "小池 秀幸").rating is None  # 'UR': unrated


def test_a_page_in_the_charset_its_meta_declares() -> None:
    """By hand: Aoki beat Baba and Chiba, Baba beat Doi, Chiba and Doi drew."""
    page = (
        '<html><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"></head><body>'
        "<table><tr><th>No</th><th>プレーヤー</th><th>1R</th><th>2R</th><th>点</th></tr>"
        "<tr><td>1</td><td>青木</td><td>2w1</td><td>3b1</td><td>2</td></tr>"
        "<tr><td>2</td><td>馬場</td><td>1b0</td><td>4w1</td><td>1</td></tr>"
        "<tr><td>3</td><td>千葉</td><td>4w=</td><td>1w0</td><td>0.5</td></tr>"
        "<tr><td>4</td><td>土井</td><td>3b=</td><td>2b0</td><td>0.5</td></tr></table></body></html>"
    ).encode("shift_jis")
    text = decode_input(page, source="page.html")
    assert "青木" in text
    t = tiebreak.read_text(text, source="page.html")
    assert {p.name: p.declared_points for p in t.players} == {
        "青木": 2,
        "馬場": 1,
        "千葉": Fraction(1, 2),
        "土井": Fraction(1, 2),
    }
