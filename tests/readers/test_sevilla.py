"""Sevilla's JSON export, read from small files written here in its structure (GroupReport: Ranking,
History, RoundHist); every expected value worked out by hand from the games."""

from __future__ import annotations

import datetime as dt
import json
from fractions import Fraction
from typing import Any

import pytest

from tiebreak import ParseError
from tiebreak.model.tournament import Color, Result
from tiebreak.readers import read_text, sniff
from tiebreak.readers._options import ReadOptions
from tiebreak.readers.sevilla import published_from_sevilla, read_sevilla
from tiebreak.readers.tables import parse_columns

NAMES = {1: "Ann Aerts", 2: "Bert Baes", 3: "Carl Claes", 4: "Dirk Dewit", 5: "Eva Engels"}


def game(rnd: int, color: str, opponent: int, res: str) -> dict[str, Any]:
    return {"Round": rnd, "Color": color, "ActualColor": color, "Opponent": opponent, "Res": res}


def absent(rnd: int, sno: int, reason: str, score: float) -> dict[str, Any]:
    return {"Round": rnd, "PlayerNr": sno, "Player": NAMES[sno], "Reason": reason, "Score": score}


# Round 1: 1-2 1-0, 3-4 ½-½, 5 a pairing-allocated bye worth ½ (the club's setting).
# Round 2: 1-3 0-1R (a forfeit: 3 wins), 2-5 1-0, 4 absent with a message (½).
# Round 3: paired (1-4, 2-3: '...'), 5 absent (0): not played yet, so left out.
HISTORY = {
    1: ([game(1, "W", 2, "1-0"), game(2, "W", 3, "0-1R"), game(3, "W", 4, "...")], []),
    2: ([game(1, "B", 1, "1-0"), game(2, "W", 5, "1-0"), game(3, "W", 3, "...")], []),
    3: ([game(1, "W", 4, "½-½"), game(2, "B", 1, "0-1R"), game(3, "B", 2, "...")], []),
    4: ([game(1, "B", 3, "½-½"), game(3, "B", 1, "...")], [absent(2, 4, "Abs with msg", 0.5)]),
    5: ([game(2, "B", 2, "1-0")], [absent(1, 5, "Pairing alloc bye", 0.5), absent(3, 5, "Abs with msg", 0)]),
}
# After round 2: 3 has 1½ (½ + 1), 1, 2 and 4 have 1 each (1 + 0, 0 + 1, ½ + ½), 5 has ½ (½ + 0).
RANKING = [(1, 3, 1.5, 2.5), (2, 1, 1, 2), (3, 2, 1, 1.5), (4, 4, 1, 1.5), (5, 5, 0.5, 1)]
"""Pos, ID, Score, Bhlz as the ranking after round 2 gives them."""


def group(name: str = "Groep A", history: dict[int, Any] | None = None) -> dict[str, Any]:
    history = HISTORY if history is None else history
    players = [
        {"ID": sno, "Name": NAMES[sno], "Game": games, "Abs": absences}
        for sno, (games, absences) in history.items()
    ]
    ranking = [
        {"Pos": pos, "ID": sno, "Name": NAMES[sno], "Score": score, "Bhlz": bhlz, "SBrgr": 0,
         "MedianBhlz": 0, "Progressive": score, "IRtg": 1500 + 10 * sno, "Rating": 1600, "Title": "",
         "Gender": "Female" if sno in (1, 5) else "Male"}
        for pos, sno, score, bhlz in RANKING
        if sno in history
    ]  # fmt: skip
    return {
        "ID": 1,
        "Name": name,
        "Ranking": [{"RankOrder": 1, "Round": 2, "Name": "Round 2", "Date": "02/10/2025", "Player": ranking}],
        "RoundHist": [{"ID": 1, "Name": "Round 1", "Date": "18/09/2025", "Game": [], "Abs": []}],
        "History": [{"Round": 3, "Name": "Round 3", "Player": players}],
    }


def export(*groups: dict[str, Any]) -> str:
    data = {"Name": "Clubkampioenschap", "FileName": "C:\\x.sev", "GroupReport": list(groups or [group()])}
    return json.dumps(data, ensure_ascii=False, indent=2)


def test_players_games_forfeits_byes_and_absences() -> None:
    t = read_sevilla(export())
    assert t.name == "Clubkampioenschap"
    assert t.rounds == 2  # round 3 is paired but not played
    assert t.start_date == dt.date(2025, 9, 18)
    assert t.scoring.pab == Fraction(1, 2)
    rounds = {p.sno: [(e.opponent, e.color, e.result) for e in p.rounds] for p in t.players}
    assert rounds == {
        1: [(2, Color.WHITE, Result.WIN), (3, Color.WHITE, Result.FORFEIT_LOSS)],
        2: [(1, Color.BLACK, Result.LOSS), (5, Color.WHITE, Result.WIN)],
        3: [(4, Color.WHITE, Result.DRAW), (1, Color.BLACK, Result.FORFEIT_WIN)],
        4: [(3, Color.BLACK, Result.DRAW), (None, Color.NONE, Result.HALF_BYE)],
        5: [(None, Color.NONE, Result.PAB), (2, Color.BLACK, Result.LOSS)],
    }
    ann = t.players[0]
    assert (ann.name, ann.rating, ann.sex, ann.declared_rank, ann.declared_points) == (
        "Ann Aerts",
        1510,
        "w",
        2,
        Fraction(1),
    )
    assert [p.declared_points for p in t.players] == [1, 1, Fraction(3, 2), 1, Fraction(1, 2)]
    assert any("round 3 paired, not played" in d.message for d in t.diagnostics)
    assert not any("points column says" in d.message for d in t.diagnostics)  # every Score agrees


def test_sniffed_and_read_through_read_text() -> None:
    text = export()
    assert sniff(text, ".json") == "sevilla"
    t = read_text(text)
    assert [p.sno for p in t.players] == [1, 2, 3, 4, 5]


def test_the_published_ranking_with_its_values() -> None:
    published = published_from_sevilla(export())
    assert [(c.heading, c.codes) for c in published.columns] == [
        ("Bhlz", ("BH",)), ("SBrgr", ("SB",)), ("MedianBhlz", ("BH/M1",)), ("Progressive", ("PS",))
    ]  # fmt: skip
    first = published.rows[0]
    assert (first.sno, first.rank and first.rank.text, first.points and first.points.text) == (3, "1", "1.5")
    assert [v.text if v else None for v in first.values] == ["2.5", "0", "0", "1.5"]


def test_a_direct_encounter_sevilla_ranked_by_comes_first_in_the_list_checked() -> None:
    """Sevilla fills ``DirEncScore`` where the direct encounter ranked players level on points (a club's
    blitz groups of 2025: 3, 2 and 1 for three players on 8 points, on a scale of its own): DE is put
    first in the list checked, its values not compared, with a note."""
    data = json.loads(export())
    for entry in data["GroupReport"][0]["Ranking"][0]["Player"]:
        entry["DirEncScore"] = {1: 2, 2: 0, 4: 0}.get(entry["ID"], 0)  # 1 beat 2; 1, 2, 4 on 1 point
    published = published_from_sevilla(json.dumps(data))
    assert [c.codes for c in published.columns][:2] == [("DE",), ("BH",)]
    assert all(row.values[0] is None for row in published.rows)
    assert any("DirEncScore" in d.message for d in published.diagnostics)
    plain = published_from_sevilla(export())  # no DirEncScore filled: no DE
    assert plain.columns[0].codes == ("BH",)


def test_a_game_not_played_yet_in_a_round_read() -> None:
    history = {
        1: ([game(1, "W", 2, "1-0")], []),
        2: ([game(1, "B", 1, "1-0")], []),
        3: ([game(1, "W", 4, "...")], []),
        4: ([game(1, "B", 3, "...")], []),
    }
    t = read_sevilla(export(group(history=history)))
    assert [p.rounds[0].result for p in t.players] == [
        Result.WIN,
        Result.LOSS,
        Result.UNKNOWN,
        Result.UNKNOWN,
    ]
    assert t.scoring.unknown == 0  # Sevilla scores it 0 until played
    assert any("'...'" in d.message for d in t.diagnostics)


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda h: h[1][0][0].update(Res="2-0"), "History[0].Player[0].Game[0].Res is '2-0', expected 1-0"),
        (lambda h: h[1][0][0].update(Color="X"), "Player[0].Game[0].Color is 'X', expected W or B"),
        (lambda h: h[5][1][0].update(Reason="Extern"), "Player[4].Abs[0].Reason is 'Extern', expected"),
        (lambda h: h[5][1][0].update(Score=2), "Player[4].Abs[0].Score is 2, expected 1, 0.5 or 0"),
        (lambda h: h[2][0][0].update(Color="W"), "do not give one game"),
        (lambda h: h[1][0][0].update(Opponent=9), "Game[0].Opponent is 9, not a player of the group"),
    ],
)
def test_what_is_not_known_is_refused_by_its_path(change: Any, expected: str) -> None:
    history = json.loads(json.dumps({k: list(v) for k, v in HISTORY.items()}))
    history = {int(k): v for k, v in history.items()}
    change(history)
    with pytest.raises(ParseError, match="Sevilla JSON export") as info:
        read_sevilla(export(group(history=history)))
    assert expected in str(info.value)


def test_several_groups_the_first_read_or_the_one_chosen() -> None:
    other = {1: ([game(1, "W", 2, "0-1")], []), 2: ([game(1, "B", 1, "0-1")], [])}
    text = export(group("Eerste Klasse"), group("Tweede Klasse", other))
    first = read_sevilla(text)
    assert first.name == "Clubkampioenschap: Eerste Klasse" and len(first.players) == 5
    assert any("the first ('Eerste Klasse') is read" in d.message for d in first.diagnostics)
    second = read_sevilla(text, ReadOptions(columns=parse_columns("group=2")))
    assert second.name == "Clubkampioenschap: Tweede Klasse"
    assert [(p.sno, p.rounds[0].result) for p in second.players] == [(1, Result.LOSS), (2, Result.WIN)]
    with pytest.raises(ParseError):
        read_sevilla(text, ReadOptions(columns=parse_columns("group=Derde")))


def test_not_a_sevilla_export() -> None:
    with pytest.raises(ParseError, match="expected an object with a GroupReport list"):
        read_sevilla('{"Name": "x"}')
