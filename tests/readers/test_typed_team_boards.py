"""Team matches typed in news reports: a line of the two teams and their game points, then a line a board
(``Швейцария - Украина - 1,5:2,5``, ``Богнер - Иванчук - 0:1``), and boards typed ``White – Black –
result`` with a draw as a word (``ничья``). Publications: three Russian-language news pages of 2018-2021
(``tests/data/formats/README.md``). Expected values are the publications' and, for the event of our own,
its lines added by hand.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity

DATA = Path(__file__).parent.parent / "data" / "formats"


def test_boards_typed_with_a_dash_before_the_result_keep_the_names_whole() -> None:
    """Before, each Black's name kept the dash before the result (``АЛЕКСАНДР ГРИЩУК (РОССИЯ) -``)."""
    t = tiebreak.read_path(DATA / "etcc-2021-ukraine-russia-r7.typed-boards.txt")
    points = {p.name: p for p in t.players}
    assert set(points) == {
        "АНДРЕЙ ВОЛОКИТИН (УКРАИНА)",
        "АЛЕКСАНДР ГРИЩУК (РОССИЯ)",
        "ЮРИЙ КУЗУБОВ (УКРАИНА)",
        "ДАНИИЛ ДУБОВ (РОССИЯ)",
        "КИРИЛЛ ШЕВЧЕНКО (УКРАИНА)",
        "КИРИЛЛ АЛЕКСЕЕНКО (РОССИЯ)",
        "ВЛАДИМИР ОНИЩУК (УКРАИНА)",
        "ВЛАДИСЛАВ АРТЕМЬЕВ (РОССИЯ)",
    }
    standings = tiebreak.compute_standings(t, "", tiebreak.Options(rules=tiebreak.Rules("2026")))
    got = {r.name: r.points for r in standings.rows}
    assert got["КИРИЛЛ ШЕВЧЕНКО (УКРАИНА)"] == 1 and got["КИРИЛЛ АЛЕКСЕЕНКО (РОССИЯ)"] == 0
    assert sum(got.values()) == 4  # four boards, as the report's 2,5:1,5


MATCHES = """Round 1
Alfa - Beta - 2,5:1,5
Ann - Bob - 1:0
Cy - Dan - 1:0
Ed - Fay - ничья
Gil - Hal - 0:1
Gamma - Delta - 2:2
Ida - Jo - 1:0
Kim - Lu - 0:1
Mo - Ned - 1:0
Oz - Pia - 0:1
Round 2
Alfa - Gamma - 3:1
Ann - Ida - 1:0
Cy - Kim - 1:0
Ed - Mo - 1:0
Gil - Oz - 0:1
Delta - Beta - 2,5:1,5
Pia - Bob - 1:0
Ned - Dan - ½:½
Lu - Fay - 1:0
Jo - Hal - 0:1
"""


def test_each_match_above_its_boards_is_a_team_event() -> None:
    t = tiebreak.read_text(MATCHES, source="report.txt")
    standings = tiebreak.compute_standings(t, "MPTS,GPTS", tiebreak.Options(rules=tiebreak.Rules("2026")))
    # match points 2 a win, 1 a draw: Alfa 2+2, Delta 1+2, Gamma 1+0, Beta 0+0; game points by hand
    assert {r.name: (r.points, r.values[0]) for r in standings.rows} == {
        "Alfa": (4, Fraction(11, 2)),
        "Delta": (3, Fraction(9, 2)),
        "Gamma": (1, 3),
        "Beta": (0, 3),
    }
    assert any(
        "match(es) of teams in 2 round(s)" in d.message for d in t.diagnostics if d.severity is Severity.INFO
    )


def test_boards_written_white_first_that_contradict_the_match_score_are_not_read_as_the_teams() -> None:
    """The Olympiad page writes each board White first (Duda, a Pole, first on board 1 under ``Украина –
    Польша``): read by position, the boards would give Ukraine 2½ where the match line gives 1½."""
    lines = (DATA / "olympiad-2018-ukraine-poland-r6.typed-boards.txt").read_text(encoding="utf-8")
    with pytest.raises(ParseError):
        tiebreak.read_text("\n".join(lines.splitlines()[:8]) + "\n", source="olympiad.txt")


def test_a_report_of_two_sections_is_refused_naming_the_team_in_both() -> None:
    with pytest.raises(ParseError, match="Украина plays two matches"):
        tiebreak.read_path(DATA / "etcc-2019-ukraine-r1.typed-team-boards.txt")


def test_a_match_card_of_each_team_s_points_after_its_name_reads_as_the_match() -> None:
    """An English club's match card (Broadstairs Chess Club's Millar Cup report, 2018-19): the teams with
    their game points after each name (``Broadstairs  5½         Margate 1½``), then a line a board
    ``1 David Faldon (175) 1-0    Peter McGill (149)``. Before, the header was passed over and the boards
    read as an individual Swiss of 14 players (exit 0, the team structure lost, each name holding its
    board's number); now the match of two teams, 5½ - 1½ as published (1+1+1+½+1+1+0 on Broadstairs'
    boards), every name without its board's number or grade."""
    t = tiebreak.read_path(DATA / "millar-cup-2018-19-broadstairs-margate.match-card.txt")
    assert t.team_info is not None and [team.name for team in t.team_info.teams] == ["Broadstairs", "Margate"]
    standings = tiebreak.compute_standings(t, ["EDE", "GPTS"], tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert [(r.name, r.points, r.values[1]) for r in standings.rows] == [
        ("Broadstairs", 2, Fraction(11, 2)),
        ("Margate", 0, Fraction(3, 2)),
    ]
    names = {p.name for p in t.players}
    assert {"David Faldon", "Peter McGill", "Michael Doyle", "Roy McAloney"} <= names
    assert len(names) == 14 and not any(n[0].isdigit() for n in names)


@pytest.mark.parametrize(
    ("name", "home", "away", "points", "theirs"),
    [
        # Świercz 1, Bartel 0 (Stryjecki–Bartel 1:0), Mastrovasilis 1, Moranda 1 (Jaworski–Moranda 0:1),
        # Sadzikowski 1, Zawadzka 1 (Gazik–Zawadzka 0-1): 5 for Polonia, as published (5:1)
        (
            "ekstraliga-polonia-silesia.match-report.txt",
            "VOTUM SA Polonia Wrocław",
            "KSz SILESIA JAS-FBG Racibórz",
            5,
            {"Mateusz Bartel": 0, "Wojciech Moranda": 1, "Jolanta Zawadzka": 1},
        ),
        # Łaszewicz 1, Siembab 0 (Marko–Siembab 1-0), Szcześniak ½, Majocha ½, Rybka 0: 2 for Radków (2 – 3)
        (
            "dls3-2017-18-radkow-polonia.match-report.txt",
            "UKS GIECEK Radków",
            "MDK Fabryczna Polonia Wrocław",
            2,
            {"Siembab Bartosz": 0, "Majocha Piotr": Fraction(1, 2)},
        ),
    ],
)
def test_a_club_s_report_of_boards_written_white_first_reads_with_alternating_colours(
    name: str, home: str, away: str, points: int, theirs: dict[str, Fraction]
) -> None:
    """A Polish club's match reports (Polonia Wrocław, ``tests/data/formats``): the match ``Home – Away 5:1``,
    then each board White first, colours alternating, the home team White on the odd boards, so the
    second team's player is named first on even boards (``Marek Stryjecki – Mateusz Bartel 1:0``: Polonia's
    Bartel lost). Read with the first players as the home team, the boards give 4 - 2 where 5:1 is
    published; read alternating, as published: so read, with a note. Before, refused."""
    t = tiebreak.read_path(DATA / name)
    assert t.team_info is not None
    standings = tiebreak.compute_standings(t, ["EDE", "GPTS"], tiebreak.Options(rules=tiebreak.Rules("2024")))
    gp = {r.name: r.values[1] for r in standings.rows}
    total = sum(gp.values())
    assert gp[home] == points and gp[away] == total - points
    by_player = {p.name: p for p in t.players}
    for player, got in theirs.items():
        entry = by_player[player].rounds[0]
        assert {tiebreak.Result.WIN: 1, tiebreak.Result.LOSS: 0, tiebreak.Result.DRAW: Fraction(1, 2)}[
            entry.result
        ] == got
    assert any("White on the odd boards" in d.message for d in t.diagnostics)


@pytest.mark.parametrize(
    ("name", "home", "away", "points", "boards"),
    [
        # Martinec ½, Matějček 0, Jakoubek 1, Vaňásek 1, Bezděk 1: 3½ - 1½, the total row's and the text's
        (
            "kralupy-e-velvary-b.czech-match-table.txt",
            "TJ Kralupy nad Vltavou E",
            "ŠK Velvary B",
            Fraction(7, 2),
            5,
        ),
        # Probošt 0, Maděryč ½, Jedlička ½, Dokoupil ½, Růžička ½: 2 - 3, the match row's
        (
            "boskovice-c-lipovec-c.czech-match-table.txt",
            "Knínice (Boskovice C)",
            "Garde Lipovec C",
            Fraction(2),
            5,
        ),
    ],
)
def test_a_czech_match_table_of_scores_over_three_cells_reads_as_the_match(
    name: str, home: str, away: str, points: Fraction, boards: int
) -> None:
    """The Czech federation's match table pasted into a club's report (``tests/data/formats``): each board
    ``Martinec Karel V Z | 1733 | ½ | – | ½ | 1815 | Hofner František V Z`` (each player's points around a
    dash, the ratings beside them) under the match's row (the teams, with their points around a dash or
    in a total row under the boards). Before, refused as a ranking or as a list of players; now the
    match and its boards, its score as published."""
    t = tiebreak.read_path(DATA / name)
    assert t.team_info is not None and [team.name for team in t.team_info.teams] == [home, away]
    assert len(t.players) == 2 * boards
    standings = tiebreak.compute_standings(t, ["EDE", "GPTS"], tiebreak.Options(rules=tiebreak.Rules("2024")))
    gp = {r.name: r.values[1] for r in standings.rows}
    assert gp == {home: points, away: boards - points}
    assert t.name == ""  # the report's sentences above the table are no name
