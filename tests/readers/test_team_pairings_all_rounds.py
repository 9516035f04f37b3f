"""chess-results' "Team-Pairings of all rounds" (``Teamauslosung aller Runden``) read as a team event of
match results (readers/_teammatches.py): each round's matches with their scores, no boards. The pages are
small hand-written ones of the forms chess-results prints (the German page of a Tyrolean league,
``Nr. | Team | Team | Erg. | : | Erg.``; the text of an English one, ``No. | Team | - | Team | Res.``; the
Olympiad's, each team between its number, federation and points). The expected values are worked out
by hand from the scores (2 match points for a won match, 1 for a drawn one)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak import Options, Rules
from tiebreak.checking.check import check_published
from tiebreak.cli import main
from tiebreak.formats.published import read_published
from tiebreak.model.errors import ParseError, Severity, SpecError
from tiebreak.model.tournament import PairingSystem
from tiebreak.readers import read_path, read_paths


def _row(cells: list[str]) -> str:
    return "<tr>" + "".join(f'<td class="CRc">{c}</td>' for c in cells) + "</tr>"


def _round(n: int, matches: list[tuple[str, str, str, str]]) -> str:
    head = "<tr><th>Nr.</th><th>Team</th><th>Team</th><th>Erg.</th><th>:</th><th>Erg.</th></tr>"
    rows = "".join(_row([str(k), a, b, x, ":", y]) for k, (a, b, x, y) in enumerate(matches, start=1))
    return f'<tr><td class="none" colspan="6">{n}. Runde am 0{n}.10.2026 um 14:00</td></tr>{head}{rows}'


GERMAN = (
    "<html><head><title>TMM Beispielklasse 2026/2027</title></head><body>"
    "<h2>Teamauslosung aller Runden</h2><table>"
    + _round(1, [("Adler", "Berg", "2&frac12;", "1&frac12;"), ("Clara", "Dorf", "2", "2")])
    + _round(2, [("Berg", "Clara", "3", "1"), ("Dorf", "Adler", "1&frac12;", "2&frac12;")])
    + _round(3, [("Adler", "Clara", "", ""), ("Berg", "Dorf", "", "")])
    + "</table></body></html>"
)
"""4 teams of 4 boards, rounds 1-2 played, round 3 paired."""

EXPECTED = {"Adler": (4, 5), "Berg": (2, Fraction(9, 2)), "Dorf": (1, Fraction(7, 2)), "Clara": (1, 3)}
"""Team: (MP, GP) after round 2, in ranking order (MP, then GP)."""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_page_reads_as_the_matches_of_each_round(tmp_path: Path) -> None:
    event = read_path(_write(tmp_path, "teams.html", GERMAN))
    info = event.team_info
    assert info is not None and info.match_results_only and info.match_rounds_known
    assert event.rounds == 2 and event.pairing is PairingSystem.ROUND_ROBIN
    assert [(t.number, t.name, len(t.players)) for t in info.teams] == [
        (1, "Adler", 4),
        (2, "Berg", 4),
        (3, "Clara", 4),
        (4, "Dorf", 4),
    ]
    adler = [p for p in event.players if p.name.startswith("Adler")]
    opponents = {e.round: event.player(e.opponent).name for e in adler[0].rounds if e.opponent}
    assert opponents == {1: "Berg, board 1", 2: "Dorf, board 1"}  # each match in its published round
    said = " ".join(d.message for d in event.diagnostics if d.severity is Severity.INFO)
    assert "2 match(es) of the rounds after round 2 have no score yet" in said


def test_match_and_game_points_and_the_ranking(tmp_path: Path) -> None:
    event = read_path(_write(tmp_path, "teams.html", GERMAN))
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert [(r.name, (r.points, r.values[0])) for r in standings.rows] == list(EXPECTED.items())
    assert [r.rank for r in standings.rows] == [1, 2, 3, 4]


def test_the_round_order_is_known_but_board_level_tie_breaks_need_the_boards(tmp_path: Path) -> None:
    event = read_path(_write(tmp_path, "teams.html", GERMAN))
    tiebreak.compute_standings(event, "MPTS,PS")  # the round of each match is the published one
    with pytest.raises(SpecError) as err:
        tiebreak.compute_standings(event, "MPTS,BC,EDEC")
    assert "BC needs the game points of each board" in err.value.message
    assert "each round's team pairings of match results" in err.value.message


TEXT = """Team-Pairings of all rounds

Round 1 on 2026/10/03 at 14:00
No. | Team | - | Team | Res.
1 | SK Absam | - | SK Zirl | 3½:2½
2 | SK Telfs | - | SK Wattens | 3:3

Round 2 on 2026/10/17 at 14:00
No. | Team | - | Team | Res.
1 | SK Zirl | - | SK Telfs | 4:2
2 | SK Wattens | - | SK Absam | 1½:4½
"""


def test_the_text_form_with_a_separator_and_the_score_in_one_cell(tmp_path: Path) -> None:
    event = read_path(_write(tmp_path, "teams.txt", TEXT))
    assert event.team_info is not None and event.team_info.match_results_only
    assert event.rounds == 2 and [len(t.players) for t in event.team_info.teams] == [6] * 4
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert [(r.name, r.points, r.values[0]) for r in standings.rows] == [
        ("SK Absam", 4, 8),
        ("SK Zirl", 2, Fraction(13, 2)),
        ("SK Telfs", 1, 5),
        ("SK Wattens", 1, Fraction(9, 2)),
    ]


# A club site's league page (a Landesliga's "Ansetzungen", as the page store keeps it): no heading row,
# each round named above its matches, the scores with a decimal comma, a drawn match "4,0:4,0".
# By hand: Alpha beats Beta 4½-3½ and Gamma 5-3, draws Delta 4-4 (5 MP, 13½ GP); Delta draws Gamma and
# Alpha, beats Beta 5½-2½ (4 MP, 13½ GP); Beta beats Gamma 5-3 (2 MP, 3½+2½+5 = 11 GP); Gamma 1 MP
# (4+3+3 = 10 GP).
CLUB_LEAGUE = """Liga 2010
1. Runde
SV Alpha | - | SV Beta | 4,5:3,5 |
SV Gamma | - | SV Delta | 4,0:4,0 |
2. Runde
SV Alpha | - | SV Gamma | 5,0:3,0 |
SV Beta | - | SV Delta | 2,5:5,5 |
3. Runde
SV Delta | - | SV Alpha | 4,0:4,0 |
SV Gamma | - | SV Beta | 3,0:5,0 |
"""


@pytest.mark.parametrize(
    "text",
    [CLUB_LEAGUE, CLUB_LEAGUE.replace(" | - | ", " - ").replace(" |\n", "\n").replace(" | ", " ")],
    ids=[
        "cells",
        "one-blank",
    ],  # the page's cells, and its text with single blanks (SV Alpha - SV Beta 4,5:3,5)
)
def test_a_club_page_of_matches_under_round_lines_with_decimal_commas(tmp_path: Path, text: str) -> None:
    event = read_path(_write(tmp_path, "liga.txt", text))
    assert event.team_info is not None and event.rounds == 3
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert [(r.name, r.points, r.values[0]) for r in standings.rows] == [
        ("SV Alpha", 5, Fraction(27, 2)),
        ("SV Delta", 4, Fraction(27, 2)),
        ("SV Beta", 2, 11),
        ("SV Gamma", 1, 10),
    ]


# A federation's league page (portal64's "Terminübersicht", as the page store keeps it): each round's
# heading a row of the table, a markdown rule under it, a remark in a row of its own after the matches.
# The same scores as CLUB_LEAGUE's first two rounds: Alpha 4 MP 9½ GP, Delta 3 MP 9½, Gamma 1 MP 7, Beta 0.
PORTAL = """Liga: Terminübersicht
| Runde 1 am 21.09.2014 um 9:00 Uhr | |||
|---|---|---|---|
| SV Alpha | - | SV Beta | 4,5:3,5 |
| SV Gamma | - | SV Delta | 4:4 |
| Bemerkung: zwei knappe Ergebnisse zum Auftakt. | |||
| Runde 2 am 12.10.2014 um 9:00 Uhr | |||
|---|---|---|---|
| SV Alpha | - | SV Gamma | 5:3 |
| SV Beta | - | SV Delta | 2,5:5,5 |
"""


def test_round_headings_as_rows_of_the_table_and_remarks_between_the_matches(tmp_path: Path) -> None:
    event = read_path(_write(tmp_path, "liga.txt", PORTAL))
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert event.rounds == 2 and [(r.name, r.points, r.values[0]) for r in standings.rows] == [
        ("SV Alpha", 4, Fraction(19, 2)),
        ("SV Delta", 3, Fraction(19, 2)),
        ("SV Gamma", 1, 7),
        ("SV Beta", 0, 6),
    ]


OLYMPIAD = (
    "<html><body><h2>Teamauslosung - Open</h2><table>"
    '<tr><td class="none" colspan="16">1. Runde am 16.09.2026 um 15:00</td></tr>'
    "<tr><th>Nr.</th><th>Snr</th><th>&nbsp;</th><th>FED</th><th>Team</th><th>Pkt.</th><th>MP</th>"
    "<th>Erg.</th><th>:</th><th>Erg.</th><th>MP</th><th>Pkt.</th><th>Team</th><th>FED</th><th>&nbsp;</th>"
    "<th>Snr</th></tr>"
    + _row(
        ["1", "3", "", "JAM", "Jamaica", "0", "0", "0", ":", "4", "0", "0", "Uzbekistan *)", "UZB", "", "1"]
    )
    + _row(["2", "2", "", "IND", "India", "0", "0", "3", ":", "1", "0", "0", "Thailand", "THA", "", "4"])
    + _row(["3", "5", "", "ANG", "Angola", "0", "0", "", ":", "", "0", "0", "nicht ausgelost", "", "", "-2"])
    + "</table></body></html>"
)


def test_the_olympiad_form_numbers_the_teams_by_their_column(tmp_path: Path) -> None:
    event = read_path(_write(tmp_path, "olympiad.html", OLYMPIAD))
    assert event.team_info is not None
    assert [(t.number, t.name) for t in event.team_info.teams] == [
        (1, "Uzbekistan"),
        (2, "India"),
        (3, "Jamaica"),
        (4, "Thailand"),
        (5, "Angola"),  # not paired in round 1: a team of the event all the same, with no match
    ]
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert {r.name: (r.points, r.values[0]) for r in standings.rows} == {
        "Uzbekistan": (2, 4),  # its footnote's mark *) is no part of its name
        "India": (2, 3),
        "Thailand": (0, 1),
        "Jamaica": (0, 0),
        "Angola": (0, 0),
    }


RANKING = """Rk. | SNo | Team | MP | GP
1 | 1 | Adler | 4 | 5
2 | 2 | Berg | 2 | 4,5
3 | 4 | Dorf | 1 | 3,5
4 | 3 | Clara | 1 | 3
"""


def test_with_the_team_ranking_as_another_file_check_compares_it(tmp_path: Path) -> None:
    pairings = _write(tmp_path, "teams.html", GERMAN)
    ranking = _write(tmp_path, "ranking.txt", RANKING)
    event = read_paths([pairings, ranking])
    assert event.team_info is not None and event.team_info.match_results_only
    published = read_published(RANKING, source="ranking.txt", team=True)
    report = check_published(event, published, options=Options(rules=Rules("2024")))
    assert report.checked == (4, 0, 8)  # places; MP and GP as the published columns
    assert all(c.status == "agrees" for c in report.cells)
    wrong = read_published(RANKING.replace("| 4,5", "| 5,5"), source="ranking.txt", team=True)
    differ = check_published(event, wrong, options=Options(rules=Rules("2024")))
    assert {(c.sno, c.column) for c in differ.cells if c.status != "agrees"} == {(2, "GP")}


def test_the_command_line_checks_the_ranking(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pairings = _write(tmp_path, "teams.html", GERMAN)
    ranking = _write(tmp_path, "ranking.txt", RANKING)
    assert main(["check", str(pairings), str(ranking)]) == 0, capsys.readouterr()


def test_a_match_of_other_game_points_is_said_at_its_row(tmp_path: Path) -> None:
    """A match of fewer game points than the others (2:1 among matches of 4 boards: a board lost by both
    sides, forfeited or not played) is read as its score gives it, with a warning at its row; one of
    more game points than boards (3:2) is an error naming it."""
    fewer = GERMAN.replace(
        '<td class="CRc">3</td><td class="CRc">:</td><td class="CRc">1</td>',
        ('<td class="CRc">2</td><td class="CRc">:</td><td class="CRc">1</td>'),
    )
    event = read_path(_write(tmp_path, "teams.html", fewer))
    said = [
        d
        for d in event.diagnostics
        if "Berg - Clara: 3 game points in the match, the other matches 4" in d.message
    ]
    assert len(said) == 1 and said[0].severity is Severity.WARNING and said[0].line is not None
    assert "read as its score gives it (2 - 1)" in said[0].message
    more = GERMAN.replace(
        '<td class="CRc">3</td><td class="CRc">:</td><td class="CRc">1</td>',
        ('<td class="CRc">3</td><td class="CRc">:</td><td class="CRc">2</td>'),
    )
    with pytest.raises(ParseError) as err:
        read_path(_write(tmp_path, "more.html", more))
    assert "Berg - Clara: 5 game points in the match, the other matches 4" in err.value.message
    assert err.value.line is not None and err.value.source is not None


def test_a_team_without_a_match_is_said_not_dropped(tmp_path: Path) -> None:
    """chess-results writes a team's bye as a row of its own (``13 | MUSAS J | bye | 3 | :``, an AX
    Porto league of 2025-26), the bye's game points in the result's first cell: the team is read with a
    pairing-allocated bye worth them, and the match points of a drawn match (what a bye's match points
    are is the organiser's rule, which the pairings do not say), with a warning naming it."""
    five = GERMAN.replace(
        _row(["2", "Clara", "Dorf", "2", ":", "2"]),
        _row(["2", "Clara", "Dorf", "2", ":", "2"]) + _row(["3", "Eck", "bye", "3", ":", ""]),
    ).replace('<td class="CRc">Adler</td>', '<td class="CRc">Adler *)</td>', 1)  # a footnote's mark
    assert "Adler *)" in five
    event = read_path(_write(tmp_path, "teams.html", five))
    said = [d for d in event.diagnostics if "team bye(s)" in d.message]
    assert len(said) == 1 and said[0].severity is Severity.WARNING
    assert said[0].message.startswith(
        "1 team bye(s) (round 1: Eck, the first here) give the bye's game points, 3"
    )
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    scored = {r.name: (r.points, r.values[0]) for r in standings.rows}
    assert scored["Adler"] == EXPECTED["Adler"]
    assert scored["Eck"] == (1, 3)  # a drawn match's 1 match point, the row's 3 game points
    without = five.replace(_row(["3", "Eck", "bye", "3", ":", ""]), _row(["3", "Eck", "bye", "", "", ""]))
    event = read_path(_write(tmp_path, "unscored.html", without))
    said = [d for d in event.diagnostics if "has no match" in d.message]
    assert len(said) == 1 and said[0].message.startswith("round 1: Eck has no match")
    scored = {r.name: (r.points, r.values[0]) for r in tiebreak.compute_standings(event, "MPTS,GPTS").rows}
    assert scored["Eck"] == (0, 0)  # no points given: not paired, in the standings with none


def test_a_team_not_paired_is_named_by_its_name_not_its_federation(tmp_path: Path) -> None:
    """The Olympiad's pairings: ``3 | 5 | ANG | Angola | … | nicht ausgelost``: a warning names Angola."""
    event = read_path(_write(tmp_path, "olympiad.html", OLYMPIAD))
    said = [d.message for d in event.diagnostics if "has no match" in d.message]
    assert [m.split(" has no match")[0] for m in said] == ["round 1: Angola"]


def test_team_pairings_of_rounds_the_board_pairings_lack_are_said_unread(tmp_path: Path) -> None:
    """Round 1's board pairings given with the team pairings of rounds 1-2: the event is made from the
    boards (after round 1); the team pairings' round-2 results are not read, with a warning that says
    which rounds and what to give instead."""
    boards = (
        "<html><body><h2>Board Pairings</h2><table>"
        '<tr><td colspan="6">Round 1</td></tr>'
        + _row(["1", "Adler", "-", "Berg", "2½:1½", ""])
        + "".join(_row([f"1.{b}", f"A{b}, Anna", "-", f"B{b}, Bo", r, ""]) for b, r in
                  [(1, "1 - 0"), (2, "½ - ½"), (3, "½ - ½"), (4, "½ - ½")])
        + _row(["2", "Clara", "-", "Dorf", "2:2", ""])
        + "".join(_row([f"2.{b}", f"C{b}, Cy", "-", f"D{b}, Di", r, ""]) for b, r in
                  [(1, "1 - 0"), (2, "0 - 1"), (3, "½ - ½"), (4, "½ - ½")])
        + "</table></body></html>"
    )  # fmt: skip
    event = read_paths([_write(tmp_path, "boards1.html", boards), _write(tmp_path, "teams.html", GERMAN)])
    assert event.rounds == 1
    said = [
        d.message for d in event.diagnostics if d.severity is Severity.WARNING and "not used" in d.message
    ]
    assert len(said) == 1 and "its match results of round(s) 2 are not read" in said[0], said


def test_a_rounds_team_pairings_without_results_are_no_ranking(tmp_path: Path) -> None:
    """A round's team pairings before it is played (chess-results' ``No. | SNo | Team | MP | Res. | : | Res.
    | MP | Team | SNo``, every result empty): the teams twice on a row are two sides, not a ranking (before:
    'what it holds is a ranking')."""
    head = "".join(
        f"<th>{h}</th>" for h in ("No.", "SNo", "Team", "MP", "Res.", ":", "Res.", "MP", "Team", "SNo")
    )
    rows = "".join(
        "<tr>" + "".join(f"<td>{c}</td>" for c in (k, a, ta, "0", "", ":", "", "0", tb, b)) + "</tr>"
        for k, (a, ta, b, tb) in enumerate([(1, "Adler", 4, "Dorf"), (2, "Berg", 3, "Clara")], start=1)
    )
    page = f"<html><body><h2>Team pairings</h2><table><tr>{head}</tr>{rows}</table></body></html>"
    with pytest.raises(ParseError) as exc:
        read_path(_write(tmp_path, "round1.html", page))
    assert "what it holds is a ranking" not in str(exc.value)


def _later_rounds(rounds: list[int]) -> str:
    """The German page with only the rounds ``rounds`` of its matches (a league's page that keeps its
    table and the last round's matches)."""
    played = {
        1: [("Adler", "Berg", "2&frac12;", "1&frac12;"), ("Clara", "Dorf", "2", "2")],
        2: [("Berg", "Clara", "3", "1"), ("Dorf", "Adler", "1&frac12;", "2&frac12;")],
        3: [("Adler", "Clara", "2", "2"), ("Berg", "Dorf", "1", "3")],
    }
    body = "".join(_round(n, played[n]) for n in rounds)
    return f"<html><body><h2>Teamauslosung</h2><table>{body}</table></body></html>"


def test_the_matches_of_a_later_round_alone_are_refused_not_read_as_the_event(tmp_path: Path) -> None:
    # a league's page of its final table and its last round's matches (Saxon federation, 2019): read
    # before as the whole event, every team not paired in the rounds before and ranked on one match
    path = _write(tmp_path, "round3.html", _later_rounds([3]))
    with pytest.raises(ParseError) as caught:
        read_path(path)
    assert caught.value.code == "input.later-rounds-only"
    assert "begin with round 3: the rounds before it are not given" in caught.value.message
    lenient = read_path(path, options=tiebreak.readers.ReadOptions(lenient=True))
    warned = [d.message for d in lenient.diagnostics if d.severity is Severity.WARNING]
    assert any(
        m.startswith("no match is given for round(s) 1, 2: every team reads as not paired") for m in warned
    )


def test_a_round_left_out_in_the_middle_is_said(tmp_path: Path) -> None:
    event = read_path(_write(tmp_path, "rounds.html", _later_rounds([1, 3])))
    warned = [d for d in event.diagnostics if d.severity is Severity.WARNING]
    assert [d.message.split(":")[0] for d in warned if "no match is given" in d.message] == [
        "no match is given for round(s) 2"
    ]
    assert event.rounds == 3 and warned[0].line is not None  # at round 3's first match


REAL = Path(__file__).parent.parent / "data" / "real"
CHINA = [
    REAL / "cr-cn-team-ch-2026-men-team-pairings.html",
    REAL / "cr-cn-team-ch-2026-men-rank-after-r5.html",
]
"""chess-results' team pairings of every round and its ranking after round 5 of the 2026 Chinese team
championship (men): 15 teams of 4 boards, one bye a round (``8 | Hubei | bye | 2 | : |``)."""
TB1_TB3 = {
    "Beijing": ("5", "10.5"),
    "Hubei": ("2", "2"),
    "Jiangxi": ("5", "9.5"),
    "Shenzhen": ("4", "9"),
    "Hebei": ("3", "6"),
    "Chongqing": ("8", "11.5"),
}
"""The ranking's TB1 (match points) and TB3 (game points) of the five teams with a bye and of the leader."""


def test_team_byes_take_their_rows_game_points_and_the_rankings_match_points() -> None:
    event = read_paths(CHINA)
    info = event.team_info
    assert info is not None and not info.numbered
    names = {t.number: t.name for t in info.teams}
    assert [(r, names[k]) for r, k in info.pab_rounds] == [
        (1, "Hubei"),
        (2, "Jiangxi"),
        (3, "Beijing"),
        (4, "Shenzhen"),
        (5, "Hebei"),
    ]
    assert (info.pab_match_points, info.pab_game_points) == (2, 2)
    assert any("as the ranking's column at line" in d.message for d in event.diagnostics)
    assert not any("team bye(s) (round" in d.message for d in event.diagnostics)  # the warning answered
    rows = {r.name: r for r in tiebreak.compute_standings(event, "MPTS,GPTS").rows}
    for team, (mp, gp) in TB1_TB3.items():
        assert (rows[team].points, rows[team].values[0]) == (Fraction(mp), Fraction(gp)), team


def test_the_pairings_alone_read_a_byes_match_points_as_a_drawn_matchs() -> None:
    event = read_paths(CHINA[:1])
    info = event.team_info
    assert info is not None and info.pab_match_points is None and info.pab_game_points == 2
    said = [d for d in event.diagnostics if "team bye(s)" in d.message]
    assert len(said) == 1 and "read as a drawn match's" in said[0].message
    rows = {r.name: r.points for r in tiebreak.compute_standings(event, "MPTS,GPTS").rows}
    assert rows["Beijing"] == 4 and rows["Hubei"] == 1  # 3 + 1 and 0 + 1 (published: 5 and 2)
