"""A team event typed as its matches under round headings, the two teams side by side without a dash
(the Norwegian federation's news of the 2017 qualification for its first division: ``Runde 1`` then
``Levanger Akademisk 2-4``; ``tests/data/formats/README.md``). Expected values: the publication's own
table (``Lagpoeng`` the match points, ``Ind. poeng`` the game points) and, for the lines of our own,
their scores added by hand.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity
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


def test_a_circular_s_last_round_is_read_and_its_table_not_misread() -> None:
    """A chess district's circular (Schachkreis Bamberg, 2005; ``tests/data/formats``): the last round's
    five matches ``SC 1868 Bamberg IV       - SG Zapfendorf/PSV Bamberg   4,0 : 4,0``, one forfeited
    ``8,0 : 0,0 (kampflos)``, then the final table (``Rang Verein Spiele Punkte Brettpunkte Differenz``,
    its difference ``-7`` once). Before, the table's ``-7`` was read as a crosstable's round cell (``round
    1: opponent 7 has no row in the table``), and the matches read alone left three of the five out in
    silence (``SC 1868``: a club's year taken for a rating; ``4,0`` not read as a score). Now the page
    is refused as what it is not (no crosstable: one row only names an opponent), and its matches, given
    without the table below them, are the event (one round), the forfeit a forfeited match; values added
    by hand."""
    path = (
        Path(__file__).parent.parent
        / "data"
        / "formats"
        / "kreisklasse-a-bamberg-2004-05.last-round-and-table.txt"
    )
    with pytest.raises(ParseError) as err:
        tiebreak.read_path(path)
    assert "opponent 7 has no row" not in err.value.message
    matches = "\n".join(path.read_text(encoding="utf-8").split("\n")[:14])
    t = tiebreak.read_text(matches, source=path.name)
    assert t.rounds == 1
    assert {name: (mp, gp) for name, mp, gp in _table(t)} == {
        "SC 1868 Bamberg VI": (Fraction(2), Fraction(8)),
        "SC 1868 Bamberg V": (Fraction(2), Fraction(11, 2)),
        "TV Ebern": (Fraction(2), Fraction(11, 2)),
        "SC 1868 Bamberg IV": (Fraction(1), Fraction(4)),
        "SG Zapfendorf/PSV Bamberg": (Fraction(1), Fraction(4)),
        "TV Hallstadt II": (Fraction(1), Fraction(4)),
        "SG Walsdorf/Hirschaid": (Fraction(1), Fraction(4)),
        "SG Hollfeld/Memmelsdorf II": (Fraction(0), Fraction(5, 2)),
        "Concordia Strullendorf": (Fraction(0), Fraction(5, 2)),
        "SC Höchstadt III": (Fraction(0), Fraction(0)),
    }
    forfeited = next(p for p in t.players if p.name.startswith("SC 1868 Bamberg VI"))
    assert forfeited.rounds[0].result is tiebreak.Result.FORFEIT_WIN


def test_a_school_s_own_matches_one_a_round_with_their_score_in_words() -> None:
    """A school's news of the German Schulteam-Cup final 2022 (``tests/data/formats``): its seven matches,
    one a line after its round, ``Runde 1: Jacob-Grimm-Schule Rotenburg - MGM 1,0 zu 3,0 Punkte``. Before,
    no table was found; now each round's match, MGM's totals as the page gives them (``8 zu 6
    Mannschaftspunkten und 16,0 zu 12,0 Brettpunkten``), and a warning that the rounds give fewer matches
    than the teams make (the other teams' standings are of one match each)."""
    t = tiebreak.read_path(
        Path(__file__).parent.parent / "data" / "formats" / "schulteam-cup-2022-mgm.own-rounds.txt"
    )
    assert t.rounds == 7
    table = {name: (mp, gp) for name, mp, gp in _table(t)}
    assert table["MGM"] == (Fraction(8), Fraction(16))
    assert len(table) == 8 and sum(gp for _, gp in table.values()) == 28  # seven matches of 4 boards
    assert any("give fewer matches than 8 teams make" in d.message for d in t.diagnostics)
