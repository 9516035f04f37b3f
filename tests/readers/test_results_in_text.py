"""Pairing lists and results as people type them into a text: fields apart by two blanks that do not
line up in columns, and lines that are no table at all. Each reads with the event's points, or is
refused with what was found; a table read wrongly (here: ``Round 1: Ann Alt 1-0 Dan Dorn, …`` taken for a
crosstable whose cell ``1:`` paired every player, no round played, every player 0 points, Ann twice) is
never given as standings.

The invented event, by hand: round 1 Ann beat Dan, Bob drew Cy; round 2 Ann beat Cy, Bob beat Dan; round
3 Ann beat Bob, Dan drew Cy. Points: Ann 3, Bob 1½, Cy 1, Dan ½.
"""

from __future__ import annotations

import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError
from tiebreak.readers import read_paths, read_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name

POINTS = {"Ann Alt": F(3), "Bob Bau": F(3, 2), "Cy Crom": F(1), "Dan Dorn": F(1, 2)}

TWO_BLANKS = """\
Round 1
Bd  White  Result  Black
1  Ann Alt  1-0  Dan Dorn
2  Bob Bau  ½-½  Cy Crom

Round 2
Bd  White  Result  Black
1  Cy Crom  0-1  Ann Alt
2  Bob Bau  1-0  Dan Dorn

Round 3
Bd  White  Result  Black
1  Ann Alt  1-0  Bob Bau
2  Dan Dorn  ½-½  Cy Crom
"""


def test_pairing_lists_whose_fields_do_not_line_up_read_by_their_content() -> None:
    # before: the pairing-list reader cut the lines at the header's columns: "cannot read the result
    # '1-0 Dan'"
    assert points_by_name(read_text(TWO_BLANKS, source="rounds.txt")) == POINTS


def test_a_crosstable_of_rows_paired_and_never_played_is_refused() -> None:
    text = "No\tName\tR1\tR2\n1\tAnn\t2w\t3b\n2\tBob\t1b\t4w\n3\tCy\t4w\t1w\n4\tDan\t3b\t2b\n"
    with pytest.raises(ParseError, match="no round of the 4 rows has a result yet"):
        read_text(text, source="paired.txt")


REPORTS = {
    "one game a line": (
        "Club championship 2025\n\n"
        "Round 1\n1. Ann Alt - Dan Dorn 1:0\n2. Bob Bau - Cy Crom ½:½\n\n"
        "Round 2\n1. Cy Crom - Ann Alt 0:1\n2. Bob Bau - Dan Dorn 1:0\n\n"
        "Round 3\n1. Ann Alt - Bob Bau 1:0\n2. Dan Dorn - Cy Crom ½:½\n"
    ),
    "a round a line": (
        "Round 1: Ann Alt 1-0 Dan Dorn, Bob Bau ½-½ Cy Crom\n"
        "Round 2: Cy Crom 0-1 Ann Alt, Bob Bau 1-0 Dan Dorn\n"
        "Round 3: Ann Alt 1-0 Bob Bau, Dan Dorn ½-½ Cy Crom\n"
    ),
    "German, names with commas": (
        "Ergebnisse\n"
        "1. Runde: Alt, Ann - Dorn, Dan 1:0; Bau, Bob - Crom, Cy 0,5:0,5\n"
        "2. Runde: Crom, Cy - Alt, Ann 0:1; Bau, Bob - Dorn, Dan 1:0\n"
        "3. Runde: Alt, Ann - Bau, Bob 1:0; Dorn, Dan - Crom, Cy 0,5:0,5\n"
    ),
}


@pytest.mark.parametrize("name", list(REPORTS))
def test_results_typed_one_game_after_another_read_as_the_rounds(name: str) -> None:
    # before: "the player numbers are not unique" (the board numbers read as a crosstable's), or the
    # lines of a round read as a crosstable whose cell "1:" paired every player: all 0 points
    t = read_text(REPORTS[name], source="report.txt")
    points = points_by_name(t)
    if name.startswith("German"):
        points = {" ".join(reversed(k.split(", "))): v for k, v in points.items()}
    assert points == POINTS
    assert t.rounds == 3
    note = next(d for d in t.diagnostics if "typed one after another" in d.message)
    assert "6 games in 3 round(s)" in note.message
    ann = next(p for p in t.players if "Ann" in p.name)
    assert ann.line == (4 if name == "one game a line" else 1 if name == "a round a line" else 2)


@pytest.mark.parametrize(
    "report",
    [
        "Round 1\nAnn Alt - Dan Dorn +:-\nBob Bau - Cy Crom -:+\n",
        "Runde 1\nAnn Alt – Dan Dorn 1–0 (kampflos)\nBob Bau – Cy Crom 0–1 (kampflos)\n",
        "Round 1\nAnn Alt - Dan Dorn 1-0 (forfeit)\nBob Bau - Cy Crom 0-1 (ff)\n",
    ],
)
def test_a_forfeit_in_a_report(report: str) -> None:
    t = read_text(report, source="report.txt")
    assert points_by_name(t) == {"Ann Alt": F(1), "Dan Dorn": F(0), "Bob Bau": F(0), "Cy Crom": F(1)}
    results = {p.name: p.rounds[0].result.name for p in t.players}
    assert results == {
        "Ann Alt": "FORFEIT_WIN",
        "Dan Dorn": "FORFEIT_LOSS",
        "Bob Bau": "FORFEIT_LOSS",
        "Cy Crom": "FORFEIT_WIN",
    }


def test_a_sentence_with_one_result_is_no_report() -> None:
    prose = "In the last round Ann Alt 1-0 Dan Dorn decided the event.\nThanks to all players.\n"
    with pytest.raises(ParseError):
        read_text(prose, source="news.txt")


# A team league's report: each round's matches typed with their game points, by hand: round 1 Nord beat
# Süd 2½:1½, West beat Ost 3:1; round 2 Nord and West drew 2:2, Ost beat Süd 2½:1½; round 3 Nord beat
# Ost 3:1, West and Süd drew 2:2. Match points (2 a win, 1 a draw): Nord 5, West 4, Ost 2, Süd 1; game
# points: Nord 7½, West 7, Ost 4½, Süd 5.
LEAGUE = """\
Bezirksliga, Ergebnisse
1. Runde: SK Nord 2 - SK Süd 2,5:1,5; SK West - SK Ost 3:1
2. Runde: SK Nord 2 - SK West 2:2; SK Süd - SK Ost 1,5:2,5
3. Runde: SK Ost - SK Nord 2 1:3; SK West - SK Süd 2:2
"""


def test_a_team_leagues_typed_match_results_read_as_a_team_event() -> None:
    t = read_text(LEAGUE, source="liga.txt")
    assert t.team_info is not None and t.rounds == 3
    teams = {team.name: team for team in t.team_info.teams}
    assert set(teams) == {"SK Nord 2", "SK Süd", "SK West", "SK Ost"}
    points = points_by_name(t)
    game_points = {
        name: sum(points[p.name] for p in t.players if p.sno in team.players) for name, team in teams.items()
    }
    assert game_points == {"SK Nord 2": F(15, 2), "SK West": F(7), "SK Ost": F(9, 2), "SK Süd": F(5)}
    assert any("6 matches in 3 round(s), each two teams" in d.message for d in t.diagnostics)
    match_points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert match_points == {"SK Nord 2": 5, "SK West": 4, "SK Ost": 2, "SK Süd": 1}


# A German club's report, by hand: round 1 Müller beat Schmidt, Meier drew Klein; round 2 Müller beat
# Klein, Meier beat Schmidt; round 3 Müller drew Meier, Klein beat Schmidt. Points: Müller 2½, Meier 2,
# Klein 1½, Schmidt 0 (a round robin of four: every player met every other once).
CLUB_REPORT = """\
Vereinsmeisterschaft 2025

Ergebnisse der 1. Runde:
Brett 1: Müller (1850) - Schmidt (1720) 1:0
Brett 2: Meier - Klein ½:½

Ergebnisse der 2. Runde:
Brett 1: Klein - Müller 0:1
Brett 2: Meier - Schmidt 1:0

Ergebnisse der 3. Runde:
Brett 1: Müller - Meier ½:½
Brett 2: Schmidt - Klein 0:1
"""


@pytest.mark.parametrize("drawn", ["½:½", "remis"])
def test_a_club_report_with_boards_and_ratings(drawn: str) -> None:
    t = read_text(CLUB_REPORT.replace("½:½", drawn), source="bericht.txt")
    assert points_by_name(t) == {"Müller": F(5, 2), "Meier": F(2), "Klein": F(3, 2), "Schmidt": F(0)}
    assert t.rounds == 3 and t.pairing.name == "ROUND_ROBIN"


# A news site's report of a round (El Grito Sagrado, Argentina, 2024: the Apertura's third round), every
# result a sentence: "X derrotó a Y", and two draws "X acordó tablas con Y". Before, the two draws were read
# as games of players named "David Santiago acordó" and "con Gastón Pérez", exit 0.
PROSE = """Tercera categoría
Fabrizio Bichir derrotó a Matías Laxague
Federico Greulach superó a Elbio Travé
David Santiago acordó tablas con Gastón Pérez
Diego Mondaca acordó tablas con Santiago Mamaní
Posiciones: Gastón Pérez y David Santiago 2.5, Matías Laxague, Fabrizio Bichir 2
"""


def test_a_draws_word_between_two_names_in_a_sentence_is_no_game() -> None:
    with pytest.raises(ParseError):
        read_text(PROSE, source="noticia.txt")


NEWS_PAGE = """<html><body><h1>Club news</h1><h2>Round 1</h2><ul>
<li>Ann Alt 1-0 Dan Dorn</li>
<li>Bob Bau &frac12;-&frac12; Cy Crom</li>
</ul><h2>Round 2</h2><ul>
<li>Cy Crom 0-1 Ann Alt</li><li>Bob Bau 1-0 Dan Dorn</li>
</ul><p>Round 3: Ann Alt 1-0 Bob Bau, Dan Dorn &frac12;-&frac12; Cy Crom</p></body></html>
"""


@pytest.mark.parametrize("suffix", ["", ".html"])
def test_a_news_page_listing_the_results_reads_from_its_text(suffix: str) -> None:
    # a club's page of no table, each round's results in list items and a paragraph: before, "no
    # crosstable in this web page (0 table(s) …)"; read from the page's own text, never as players named
    # by its markup ('<li>Ann Alt')
    t = read_text(NEWS_PAGE, source="news.html", suffix=suffix)
    assert points_by_name(t) == POINTS and t.rounds == 3
    assert {p.name: p.line for p in t.players} == {"Ann Alt": 2, "Bob Bau": 3, "Cy Crom": 3, "Dan Dorn": 2}


# A club blog's round (Skákfélag Akureyri, Iceland): draws written as a lone "1/2" after the two names.
# Before, such a line was no game and was left aside without a word: both players read as not paired.
LONE_HALF = """Round 1
Ann Alt - Dan Dorn 1-0
Bob Bau - Cy Crom 1/2

Round 2
Cy Crom - Ann Alt 0-1
Bob Bau - Dan Dorn 1-0

Round 3
Ann Alt - Bob Bau 1-0
Dan Dorn - Cy Crom {drawn}
"""


@pytest.mark.parametrize("drawn", ["1/2", "½"])
def test_a_lone_half_after_the_two_names_is_a_draw(drawn: str) -> None:
    t = read_text(LONE_HALF.format(drawn=drawn), source="blog.txt")
    assert points_by_name(t) == POINTS
    assert not [d for d in t.diagnostics if d.severity.value == "warning"]


def test_a_line_pairing_two_names_without_a_result_read_is_said_not_dropped() -> None:
    # "0.5" is no result of a game (one side's points only): the line is left aside with a warning that
    # names it, where before it was left aside without a word
    t = read_text(LONE_HALF.format(drawn="0.5"), source="blog.txt")
    warned = [d for d in t.diagnostics if d.severity.value == "warning"]
    assert [(d.line, d.message.split(" pairs ")[0]) for d in warned] == [(11, "'Dan Dorn - Cy Crom 0.5'")]
    assert "left aside, so its game is not in the standings" in warned[0].message
    assert points_by_name(t) == {**POINTS, "Cy Crom": F(1, 2), "Dan Dorn": F(0)}


def test_a_half_between_two_names_is_no_game() -> None:
    # "Ann ½ Bob" says nothing of who drew with whom in a sentence; only after both names is a lone half
    # a draw
    with pytest.raises(ParseError):
        read_text("Round 1\nAnn Alt ½ Dan Dorn\nBob Bau ½ Cy Crom\n", source="blog.txt")


# A club's own results file (Seniorschack Stockholm, 2024: its script's format, each game its two players'
# initials run together, the result and, for some, a link to the game's lichess study): before, each link
# was read as a player's name and the initials as players, 63 "players" in a Swiss, exit 0.
OWN_FORMAT = """12
cn|Christer Nilsson
bg|Bengt Granath
es|Elfia Salejeva
bt|Brita Trybom

R1
btes|1-0
cnbg|0-0
R2
bgbt|1-0|https://lichess.org/study/pYjvo5dL/yw4fL9Ow
escn|0-1|https://lichess.org/study/pYjvo5dL/Qx2Rk8aB
R3
cnbt|1-0|https://lichess.org/study/pYjvo5dL/aB3kPq9Z
bges|1-0
"""


def test_a_link_to_a_game_is_never_a_players_name() -> None:
    with pytest.raises(ParseError):
        read_text(OWN_FORMAT, source="klass4.trn")


LINKED = """Round 1
Ann Alt|1-0|Dan Dorn|https://lichess.org/study/abc
Bob Bau|½-½|Cy Crom

Round 2
Cy Crom|0-1|Ann Alt|https://lichess.org/study/def
Bob Bau|1-0|Dan Dorn

Round 3
Ann Alt|1-0|Bob Bau
Dan Dorn|½-½|Cy Crom|https://lichess.org/study/ghi
"""


def test_a_link_to_a_game_beside_its_pairing_is_no_player() -> None:
    # a club's own results file (Seniorschack Stockholm) links some games to their lichess study: a link
    # was read as a player's name, the game's players each with a game of their own against it
    t = read_text(LINKED, source="klass.txt")
    assert points_by_name(t) == POINTS


# A university's news report (НГТУ НЭТИ, 2021) as typed in Russian: a paragraph of prose first (longer
# than any line of games), each round headed "2 тур" (the number before the word, no dot), each game
# "Р. Попов—Д. Тамбовцев, 1:0" (an em dash without blanks between the names, a comma before the result,
# a draw "½: ½"). Before, the text was no report: the paragraph ended the look, and the headings and games
# were not read.
RUSSIAN = (
    "Шахматный турнир. "
    + "Соревнования проводятся в научной библиотеке, турнир проводится по круговой системе в один круг, " * 4
    + """
1 тур
А. Алов—Б. Белов, 1:0
В. Волков—Г. Гусев, ½: ½
2 тур
В. Волков—А. Алов, 0:1
Б. Белов—Г. Гусев, 1:0
3 тур
А. Алов—Г. Гусев, ½: ½
Б. Белов—В. Волков, 0:1
"""
)


def test_a_russian_report_of_rounds_typed_with_em_dashes() -> None:
    t = read_text(RUSSIAN, source="novosti.txt")
    assert points_by_name(t) == {"А. Алов": F(5, 2), "Б. Белов": F(1), "В. Волков": F(3, 2), "Г. Гусев": F(1)}
    assert t.rounds == 3


def test_a_lone_half_in_a_pairing_lists_result_column_is_a_draw(tmp_path: Path) -> None:
    # a club's round files typed as CSV (SC Springer Bad König, 2023): 'Weiß,Schwarz,Ergebnis', a draw
    # written 1/2; before, refused at it
    rounds = {
        1: "Weiß,Schwarz,Ergebnis\nAnn Alt,Dan Dorn,1-0\nBob Bau,Cy Crom,1/2\n",
        2: "Weiß,Schwarz,Ergebnis\nCy Crom,Ann Alt,0-1\nBob Bau,Dan Dorn,1-0\n",
        3: "Weiß,Schwarz,Ergebnis\nAnn Alt,Bob Bau,1-0\nDan Dorn,Cy Crom,½\n",
    }
    paths = []
    for n, body in rounds.items():
        paths.append(tmp_path / f"r{n}.csv")
        paths[-1].write_text(body, encoding="utf-8")
    assert points_by_name(read_paths(paths)) == POINTS
