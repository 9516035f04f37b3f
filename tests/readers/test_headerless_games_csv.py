"""A CSV of games without a header line, each result one number (White's score), the odd player paired
with a pseudo-player ``Непар`` (a Serbian club's own results file of its 2024 Swiss: ``tests/data/formats/
README.md``; the same event's workbook is held in ``tests/data/real``).

Expected values are the publication's: the points the club's workbook of the same event gives each
player (its own total column), and the byes the file writes.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Result

DATA = Path(__file__).parent.parent / "data"
CSV = DATA / "formats" / "sahovski-turnir-2024-rezultati-11.headerless.csv"


PUBLISHED = {  # the workbook's standings sheet 'Пласман', its column SB (the points), in its order
    "Владо Жарић": "7",
    "Милан Стефановић": "5",
    "Петар Спасић": "4.5",
    "Влада Вуловић": "4.5",
    "Војислав Кокеза": "4.5",
    "Дејан Суботић": "4",
    "Carson Fricke": "4",
    "Миле Стевановић": "4",
    "Cody Rose": "4",
    "Горан Прунк": "4",
    "Огњен Шобајић": "3.5",
    "Милан Јавор": "3",
    "Саша Јурић": "3",
    "Nick Bopp": "3",
    "Предраг Росо": "3",
    "Brandon Dahl": "3",
    "Andriy Banin": "3",
    "Милош Миљановић": "2.5",
    "Јовица Спасић": "2",
    "Emma Walters": "1.5",
    "Agnes Walters": "1",
}


def test_every_players_points_are_the_workbooks() -> None:
    games = tiebreak.read_path(CSV)
    standings = tiebreak.compute_standings(games, "", tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert len(games.players) == 21 and games.rounds == 7
    assert {r.name: r.points for r in standings.rows} == {n: Fraction(v) for n, v in PUBLISHED.items()}


def test_the_file_is_read_as_round_white_black_and_whites_score_with_notes() -> None:
    t = tiebreak.read_path(CSV)
    notes = [d.message for d in t.diagnostics if d.severity is Severity.INFO]
    assert any(
        "the CSV has no header: its four columns are read as round, white, black and result" in n
        for n in notes
    )
    assert any("read as White's score" in n for n in notes)
    by_name = {p.name: p for p in t.players}
    assert "Непар" not in by_name  # the bye's pseudo-player is no player
    byes = {
        (p.name, e.round)
        for p in t.players
        for e in p.rounds
        if e.opponent is None and e.result is not Result.NOT_PAIRED
    }
    assert byes == {("Emma Walters", 4), ("Agnes Walters", 5), ("Andriy Banin", 6), ("Brandon Dahl", 7)}
    first = by_name["Влада Вуловић"].rounds[0]  # 1,Влада Вуловић,Петар Спасић,0.5
    assert first.result is Result.DRAW and first.opponent == by_name["Петар Спасић"].sno
