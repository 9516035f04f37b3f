"""chess-results' team pages in its German interface (tests/data/pairings/README.md): the board pairings of
every round on one page (art=3) and the team pairings of every round (art=2), saved, and in the forms a
browser's copy gives them: each player's name on a line of its own (the name cells are blocks), the later
rounds' matches without scores each in a table of its own.

Expected values: the match scores the pages print, added up. TMM Landesliga 2022/23 (45 matches, 2 match
points a win, 1 a draw): Sparkasse Jenbach 13 MP 31½, Schwaz 13 33½, Schach Ohne Grenzen 12 35½, Absam 12
31½, Spg Kufstein/Wörgl 10 26½, Völs & Hak Ibk 9 26½, Rochade Rum 8 27, Reutte 6 21, Spg Hall/Mils 5 23½,
Spg Fügen-Mayrhofen/Zillertal 2 13½ (every match's boards add up to its score). TMM Gebietsklasse West
2026/27 after round 1 (Absam 1½ : 2½ Sportverein Innsbruck, Spg Rum/Hall/Mils 2 : 2 Sk Telfs, Raiffeisen
Wattens 1 : 3 Völs & Hak Ibk; the page's "Turniermodus: Mannschafts-Rundenturniere", rounds 2-5 paired).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.tournament import PairingSystem

PAIRINGS = Path(__file__).resolve().parents[1] / "data" / "pairings"
LANDESLIGA = {
    "Sparkasse Jenbach": (13, Fraction(63, 2)),
    "Schwaz": (13, Fraction(67, 2)),
    "Schach Ohne Grenzen": (12, Fraction(71, 2)),
    "Absam": (12, Fraction(63, 2)),
    "Spg Kufstein/Wörgl": (10, Fraction(53, 2)),
    "Völs & Hak Ibk": (9, Fraction(53, 2)),
    "Rochade Rum": (8, Fraction(27)),
    "Reutte": (6, Fraction(21)),
    "Spg Hall/Mils": (5, Fraction(47, 2)),
    "Spg Fügen-Mayrhofen/Zillertal": (2, Fraction(27, 2)),
}


def _points(t: tiebreak.Tournament) -> dict[str, tuple[int, Fraction]]:
    s = tiebreak.compute_standings(t, ["MPTS", "GPTS"], tiebreak.Options(rules=tiebreak.Rules("2024")))
    return {r.name: (int(r.points), r.values[0]) for r in s.rows}


def test_the_board_pairings_of_every_round_on_one_page() -> None:
    t = tiebreak.read_path(PAIRINGS / "cr-de-tmm-landesliga-tirol-2022-23-board-pairings.html")
    assert (t.name, t.rounds, t.pairing) == ("TMM Landesliga 2022/2023", 9, PairingSystem.ROUND_ROBIN)
    assert _points(t) == LANDESLIGA


COPIED = """Chess-Results Logo
Logged on: Gast
Servertime 27.09.2026 19:26:24
LogoutLogin
Home
TMM Landesliga 2022/2023
Die Seite wurde zuletzt aktualisiert am 30.04.2023 08:41:24, Ersteller/Letzter Upload: Landesverband Tirol

Spielerpaarungen
1. Runde am 01.10.2022 um 14:00
Br.\t1\tAlpha\tElo\t-\t2\tBeta\tElo\t1½:2½\tPGN
1.1\tIM\t
Adler Anton
2509\t-\tIM\t
Berg Bruno
2410\t½ - ½\tPGN
1.2\t\t
Clausen Carl
2327\t-\t\t
Dorn Dieter
2124\t0 - 1\tPGN
1.3\t\t
Eck Emil
1976\t-\t\t
Fuchs Franz
2030\t+ - -\tPGN
1.4\t\t
Gross Georg
1900\t-\t\t
Huber Hans
1880\t0 - 1\tPGN
"""
"""The form of a browser's copy of the art=3 page (its lines as Chromium copies the saved page above):
the match, then each board over five lines, each name alone on its line; the match made up."""


def test_a_copy_with_each_name_on_a_line_of_its_own_reads_as_the_page() -> None:
    t = tiebreak.read_text(COPIED, source="paste")
    assert t.name == "TMM Landesliga 2022/2023"  # the line above the last update, not 'Logged on: Gast'
    teams = {team.name: {p.name for p in t.players if p.sno in team.players} for team in t.team_info.teams}
    assert teams == {
        "Alpha": {"Adler Anton", "Clausen Carl", "Eck Emil", "Gross Georg"},
        "Beta": {"Berg Bruno", "Dorn Dieter", "Fuchs Franz", "Huber Hans"},
    }
    assert _points(t) == {"Beta": (2, Fraction(5, 2)), "Alpha": (0, Fraction(3, 2))}
    assert any("each player's name on a line of its own" in d.message for d in t.diagnostics)


def test_the_team_pairings_of_every_round_give_a_round_robin() -> None:
    t = tiebreak.read_path(PAIRINGS / "cr-de-tmm-gebietsklasse-west-2026-27-team-pairings.html")
    assert (t.rounds, t.pairing) == (1, PairingSystem.ROUND_ROBIN)
    assert _points(t) == {
        "Völs & Hak Ibk": (2, Fraction(3)),
        "Sportverein Innsbruck": (2, Fraction(5, 2)),
        "Spg Rum/Hall/Mils": (1, Fraction(2)),
        "Sk Telfs": (1, Fraction(2)),
        "Absam": (0, Fraction(3, 2)),
        "Raiffeisen Wattens": (0, Fraction(1)),
    }


def test_a_copy_whose_later_rounds_stand_apart_without_scores_is_a_round_robin() -> None:
    """The copy of the art=2 page puts each round in a table of its own under its heading; a round not
    played yet has its matches without scores (``Sportverein Innsbruck | Raiffeisen Wattens | | :``, the
    last empty cell dropped): they are the schedule, so the event is a round robin of 6 teams."""
    rounds = [
        [
            ("Absam", "Sportverein Innsbruck", "1½", "2½"),
            ("Spg Rum/Hall/Mils", "Sk Telfs", "2", "2"),
            ("Raiffeisen Wattens", "Völs & Hak Ibk", "1", "3"),
        ],
        [
            ("Sportverein Innsbruck", "Raiffeisen Wattens"),
            ("Sk Telfs", "Absam"),
            ("Völs & Hak Ibk", "Spg Rum/Hall/Mils"),
        ],
        [
            ("Raiffeisen Wattens", "Spg Rum/Hall/Mils"),
            ("Absam", "Völs & Hak Ibk"),
            ("Sportverein Innsbruck", "Sk Telfs"),
        ],
        [
            ("Spg Rum/Hall/Mils", "Absam"),
            ("Sk Telfs", "Raiffeisen Wattens"),
            ("Völs & Hak Ibk", "Sportverein Innsbruck"),
        ],
        [
            ("Absam", "Raiffeisen Wattens"),
            ("Sportverein Innsbruck", "Spg Rum/Hall/Mils"),
            ("Sk Telfs", "Völs & Hak Ibk"),
        ],
    ]
    lines = ["TMM Gebietsklasse West 2026/2027", "Rundenanzahl\t5", ""]
    for r, matches in enumerate(rounds, start=1):
        lines += [f"{r}. Runde am 26.09.2026 um 14:00", "Nr.\tTeam\tTeam\tErg.\t:\tErg."]
        for k, m in enumerate(matches, start=1):
            a, b = m[0], m[1]
            lines.append(f"{k}\t{a}\t{b}\t{m[2]}\t:\t{m[3]}" if len(m) == 4 else f"{k}\t{a}\t{b}\t\t:")
    t = tiebreak.read_text("\n".join(lines) + "\n", source="paste")
    assert (t.rounds, t.pairing) == (1, PairingSystem.ROUND_ROBIN)
    assert _points(t)["Völs & Hak Ibk"] == (2, Fraction(3))


def test_a_copied_crosstable_page_is_named_as_the_page_names_the_event() -> None:
    """A chess-results crosstable page copied in a browser: the site's lines first (``Logged on: Gast``,
    the languages, the menu), then the event's name above its last update and details (before: named
    'LogoutLogin', the first line the site's menu leaves)."""
    text = (
        "Chess-Results Logo\nLogged on: Gast\nServertime 23.04.2026 13:47:24\nLogoutLogin\nArabic\nARM\n"
        "FontSize:11pt\nHome\nTournament-Database\nFIDE\nAvoin SM / Naantalin turnaus 2015\n"
        "Viimeisin päivitys05.07.2015 14:32:01, Creator/Last Upload: mika hakala\n\n"
        "Linkit\tJärjestäjän virallinen kotisivu\n"
        "Rk.\t\tNimi\tRtg\tFED\t1.Rd\t2.Rd\tp.\n"
        "1\tIM\tKiik Kalle\t2366\tEST\t2w1\t3b1\t2\n"
        "2\t\tRönkä Erik\t2224\tFIN\t1b0\t4w½\t½\n"
        "3\t\tSisättö Olli\t2276\tFIN\t4w1\t1w0\t1\n"
        "4\t\tAhvenjärvi Jani\t2321\tFIN\t3b0\t2b½\t½\n"
    )
    assert tiebreak.read_text(text, source="paste").name == "Avoin SM / Naantalin turnaus 2015"


def test_a_copied_page_that_starts_with_its_sites_menu_is_named_after_it() -> None:
    """A Vega round page copied from a browser starts with the site's menu, one short line an item
    (``Info``, ``Schedule``, … ``National Player Card``), then the event's name (before: named 'Info')."""
    menu = "Info\nSchedule\nStatistics\nPlayers\nSorted by Rating\nPairings\nStandings\nCross table\n"
    text = (
        f"\n{menu}2025 Hobsons Bay April Rapid\nHobsons Bay (AUS)\n15/04/2025 - 15/04/2025\n"
        "Pairing of round 1, at 17:30 of 15/04/2025\nBo.\tWhite\tResult\tBlack\n"
        "1\tAbel, Ann\t1 - 0\tBode, Ben\n2\tCruz, Cy\t½ - ½\tDorn, Dan\n"
    )
    assert tiebreak.read_text(text, source="paste").name == "2025 Hobsons Bay April Rapid"
