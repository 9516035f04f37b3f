"""An English club's CSV data given as it keeps it (Milton Keynes Chess Club's site, 2024-25): a file of
games and a players list beside it (``Name,Rating,Score``), read together; and a pool's file of games
whose round column says 1 for every game of an all-play-all.

Invented events. The Swiss: round 1 Adler-Berg 1-0, Cron-Dorn ½-½; round 2 Berg-Cron 0-1, Dorn-Adler
def-w/o (Adler's walkover). Points: Adler 2, Berg 0, Cron 1½, Dorn ½. The list spells Dorn ``Dorn-Eck``
(the games ``Dorneck``) and gives Adler 1 (stale: his walkover left out); Berg is not on it. The pool: 4
players, 6 games, each pair once, all in "round 1": Ann 3, Bo 2, Cy 1, Di 0 (each beats those after).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity
from tiebreak.model.tournament import PairingSystem
from tiebreak.readers import read_paths, read_text

GAMES = """\
round,board,white,black,whitepts,blackpts,date,result
1,1,Adler,Berg,,,2024-03-07,1-0
1,2,Cron,Dorneck,,,2024-03-07,1/2-1/2
2,1,Berg,Cron,0,1,,0-1
2,2,Dorneck,Adler,0.5,1,,def-w/o
"""
PLAYERS = """\
Name,Rating,Score
Adler,1850,1,
Cron,1809,1.5,
Dorn-eck,1700,0.5
"""
POOL = """\
pool,round,white,black,date,result
pool1,1,Ann,Bo,,1-0
pool1,1,Cy,Di,,1-0
pool1,1,Ann,Cy,,1-0
pool1,1,Bo,Di,,1-0
pool1,1,Di,Ann,,0-1
pool1,1,Bo,Cy,,1-0
"""


def _files(tmp_path: Path, **texts: str) -> list[Path]:
    out = []
    for name, text in texts.items():
        path = tmp_path / f"{name}.csv"
        path.write_text(text, encoding="utf-8")
        out.append(path)
    return out


@pytest.mark.parametrize("reverse", [False, True])
def test_games_and_their_players_list_read_together(tmp_path: Path, reverse: bool) -> None:
    paths = _files(tmp_path, pairings=GAMES, players=PLAYERS)
    t = read_paths(paths[::-1] if reverse else paths)
    by_name = {p.name: p for p in t.players}
    assert set(by_name) == {"Adler", "Cron", "Dorn-eck", "Berg"}
    assert (by_name["Adler"].rating, by_name["Cron"].rating, by_name["Dorn-eck"].rating) == (1850, 1809, 1700)
    assert by_name["Berg"].rating is None and by_name["Berg"].sno == 4  # numbered after the list
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Adler": 2, "Berg": 0, "Cron": 1.5, "Dorn-eck": 0.5}
    notes = {d.message: d for d in t.diagnostics}
    assert "'Dorneck' is named 'Dorn-eck' in the players list: taken as that player" in notes
    assert "'Berg' is not in the players list: a player of the games' own (no rating)" in notes
    stale = notes["Adler: the points column says 1, the results give 2; scores are computed from the results"]
    assert stale.severity is Severity.WARNING and stale.source is not None
    assert stale.source.endswith("players.csv") and stale.line == 2  # the list's line, not the games'


def test_a_round_column_that_numbers_no_rounds_is_read_as_a_round_robin() -> None:
    t = read_text(POOL, source="pool1.csv")
    assert t.pairing is PairingSystem.ROUND_ROBIN and t.rounds == 3
    for p in t.players:  # one game a round each, every opponent once
        assert len({e.opponent for e in p.rounds}) == 3 and all(e.opponent for e in p.rounds)
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Ann": 3, "Bo": 2, "Cy": 1, "Di": 0}
    warned = [d for d in t.diagnostics if "the round column does not number the rounds" in d.message]
    assert warned and "it says 1 for every game, and Ann has 3 games: line 2, line 4, …" in warned[0].message
    assert (warned[0].line, warned[0].column) == (4, 2)


def test_a_row_short_of_a_separator_is_named() -> None:
    text = GAMES.replace("1,2,Cron,Dorneck,,,", "1,2,Cron Dorneck,,,")
    with pytest.raises(ParseError) as caught:
        read_text(text, source="pairings.csv")
    assert (caught.value.line, caught.value.column) == (3, 1)
    assert "this row has 7 fields where the header has 8, and none under result" in caught.value.message


def test_a_page_table_of_games_with_a_round_column_is_read_round_by_round() -> None:
    """The Swiss above as a page's one table (``Round Bd White Result Black``): the round column puts
    each game in its round (before, the whole table was one round: ``Berg: two different results``)."""
    rows = [
        ("1", "1", "Adler", "1-0", "Berg"),
        ("1", "2", "Cron", "½-½", "Dorneck"),
        ("2", "1", "Berg", "0-1", "Cron"),
        ("2", "2", "Dorneck", "0-1", "Adler"),
    ]
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    head = "<tr><th>Round</th><th>Bd</th><th>White</th><th>Result</th><th>Black</th></tr>"
    t = read_text(f"<html><body><table>{head}{body}</table></body></html>", source="games.html")
    assert t.rounds == 2
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Adler": 2, "Berg": 0, "Cron": 1.5, "Dorneck": 0.5}
    cron = next(p for p in t.players if p.name == "Cron")
    assert [t.player(e.opponent).name for e in cron.rounds if e.opponent] == ["Dorneck", "Berg"]


def test_a_players_list_with_scores_alone_is_no_event(tmp_path: Path) -> None:
    """The list alone (before: an event of no rounds, everyone first on 0 points beside the scores it
    gives, exit 0): refused, saying to give it with its games; a list without scores (a start list) is
    still an event before round 1."""
    (path,) = _files(tmp_path, players=PLAYERS)
    with pytest.raises(ParseError) as caught:
        read_paths([path])
    assert caught.value.message.startswith("a players list with scores and no games")
    assert "give it together with the file of games (both files at once" in caught.value.message
    assert "`tiebreak check --standings`" in caught.value.message
    assert (caught.value.line, caught.value.column) == (1, 1)
    start = read_text("Name,Rating\nAdler,1850\nCron,1809\n", source="players.csv", suffix=".csv")
    assert [p.name for p in start.players] == ["Adler", "Cron"] and start.rounds == 0


def test_a_ranking_saved_as_csv_with_its_points_heading_is_no_event() -> None:
    # chess-results' final ranking re-saved by R's write.csv (the 45th Tamil Nadu State Sub-Junior U15,
    # 2019): 'Pts.' heads the points. Before, read as a players list without scores: 150 players on 0
    # points, every one ranked first, exit 0
    ranking = (
        '"","Rk.","Sno","X","Name","FED","Rtg","Club.City","Pts.","TB1","TB2","TB3"\n'
        '"1","1","13","","Abhinessh S ","IND","1779","TRY","8","0.5","51.5","55.5"\n'
        '"2","2","2","AGM","Rathneesh R ","IND","2111","Kanchi","8","0.5","50.5","54.5"\n'
        '"3","3","1","CM","Rohith Krishna S ","IND","2354","CHE","7.5","0","49.5","53"\n'
    )
    with pytest.raises(ParseError) as caught:
        read_text(ranking, source="chessResultsList.csv", suffix=".csv")
    assert caught.value.message.startswith("a players list with scores and no games")
