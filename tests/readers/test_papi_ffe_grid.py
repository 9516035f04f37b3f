"""Papi's grid as the French federation's site publishes it (tournament 68992, ``Grille américaine``):
a game lost by forfeit written ``<&nbsp;24B`` (a bare ``<``), a name cell that holds a hidden pop-up table
of the player's rounds (``<div class=papi_joueur_box><b>NAME</b><div class=data><table>…``). The grid
below is invented: Ann won by forfeit against Bob in round 1 and beat Cid in round 2; Cid was exempt
(``EXE``, a bye) in round 1, Bob in round 2."""

from __future__ import annotations

from tiebreak.model.tournament import Result
from tiebreak.readers import read_text


def name(text: str) -> str:
    popup = f"<div class=data><table><tr><td>{text}</td><td>1519 F</td><td>PouM</td></tr></table></div>"
    return f"<td class=papi_l><div class=papi_joueur_box><b>{text}</b>{popup}</div></td>"


ROWS = [
    ("1", "ANN Aerts", "1674 F", "&gt;&nbsp;2N", "+&nbsp;3B", "2"),
    ("2", "BOB Baes", "1661 F", "<&nbsp;1B", "EXE", "1"),
    ("3", "CID Claes", "1492 N", "EXE", "-&nbsp;1N", "1"),
]
PAGE = (
    "<html><body><table><tr><td>Pl</td><td>Nom</td><td>Rapide</td><td>R 1</td><td>R 2</td><td>Pts</td></tr>\n"
    + "".join(
        f"<tr><td class=papi_r>{pl}</td>{name(n)}<td class=papi_r>{r}</td>"
        f"<td class=papi_r>{a}</td><td class=papi_r>{b}</td><td class=papi_r>{pts}</td></tr>\n"
        for pl, n, r, a, b, pts in ROWS
    )
    + "</table></body></html>\n"
)


def test_a_forfeit_lost_and_a_name_box_with_its_popup() -> None:
    t = read_text(PAGE, source="ga.html")
    assert [p.name for p in t.players] == ["ANN Aerts", "BOB Baes", "CID Claes"]
    bob = t.players[1]
    assert bob.rounds[0].opponent == 1 and bob.rounds[0].result is Result.FORFEIT_LOSS
    assert t.players[0].rounds[0].result is Result.FORFEIT_WIN
