"""A team event typed as its matches under round headings, the two teams side by side without a dash
(the Norwegian federation's news of the 2017 qualification for its first division: ``Runde 1`` then
``Levanger Akademisk 2-4``; ``tests/data/formats/README.md``). Expected values: the publication's own
table (``Lagpoeng`` the match points, ``Ind. poeng`` the game points) and, for the lines of our own,
their scores added by hand.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.errors import Severity
from tiebreak.readers._matchlines import match_lines

DATA = Path(__file__).parent.parent / "data" / "formats"


def _table(t: tiebreak.Tournament) -> list[tuple[str, Fraction, Fraction]]:
    standings = tiebreak.compute_standings(t, ["EDE", "GPTS"], tiebreak.Options(rules=tiebreak.Rules("2026")))
    return [(r.name, r.points, r.values[1]) for r in standings.rows]


def test_a_news_report_of_three_rounds_reads_as_the_team_round_robin_it_publishes() -> None:
    t = tiebreak.read_path(DATA / "eliteseriekvalifisering-2017.match-lines.txt")
    assert t.rounds == 3
    assert _table(
        t
    ) == [  # Tabell Lagpoeng Ind. poeng: Akademisk 5 10,5; Alta 4 11; Sotra 2 8,5; Levanger 1 6
        ("Akademisk", Fraction(5), Fraction(21, 2)),
        ("Alta", Fraction(4), Fraction(11)),
        ("Sotra", Fraction(2), Fraction(17, 2)),
        ("Levanger", Fraction(1), Fraction(6)),
    ]
    assert any(
        "name two teams side by side" in d.message for d in t.diagnostics if d.severity is Severity.INFO
    )


def test_teams_of_several_words_are_split_where_another_line_names_a_team() -> None:
    """Black Knights beat Levanger 4-2 and drew Sotra; Akademisk drew Sotra and beat Levanger: by hand,
    Black Knights 3 MP 7 GP, Akademisk 3 MP 7 GP, Sotra 2 MP 6 GP, Levanger 0 MP 4 GP."""
    text = (
        "Runde 1\nLevanger Akademisk 2-4\nSotra Black Knights 3-3\n\n"
        "Runde 2\nAkademisk Sotra 3-3\nBlack Knights Levanger 4-2\n"
    )
    r = match_lines(text)
    assert r is not None
    assert r.text.splitlines()[2] == "Sotra - Black Knights 3-3"
    t = tiebreak.read_text(text, source="news.txt")
    assert sorted(_table(t), key=lambda x: x[0]) == [
        ("Akademisk", Fraction(3), Fraction(7)),
        ("Black Knights", Fraction(3), Fraction(7)),
        ("Levanger", Fraction(0), Fraction(4)),
        ("Sotra", Fraction(2), Fraction(6)),
    ]


def test_lines_of_games_or_of_teams_that_cannot_be_told_are_left_as_they_are() -> None:
    assert match_lines("Runde 1\nAnna Berg 1-0\nRunde 2\nBerg Anna 0-1\n") is None  # a game's score
    ambiguous = "Runde 1\nRed Star Blue Moon 3-1\nRunde 2\nGreen Hill Old Town 2-2\n"
    assert match_lines(ambiguous) is None  # no team named twice: no split to choose
