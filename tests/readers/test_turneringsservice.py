"""TurneringsService's result lists (the Norwegian federation's program; a club's pages of 1974-2024):
round cells as a sign and the opponent's place, two digits (``+04``, ``=02``, ``-01``: before, ``-01``
was refused as chess-results' bye ``-1``), walkovers against a player (``W03`` won, ``w01`` lost: before,
both read as wins, and the rows did not go together), a walkover won with no opponent named (``+W``)
and a round with neither game nor opponent (``-W``); Norwegian headings (``Pl Navn Klubb Poeng
Buchholz-1``), the cut Buchholz named by its ``-1``.

The invented event, four players ranked by place (the cells name places): round 1 Anna (1) beat Cato
(4), Dora (2) beat Bjørn (3); round 2 Anna won by walkover against Bjørn, Cato and Dora drew; round 3
Anna and Dora drew, Bjørn won by walkover with no opponent named, Cato had no game. Points: Anna 1 + 1 +
½ = 2½, Dora 1 + ½ + ½ = 2, Bjørn 0 + 0 + 1 = 1, Cato 0 + ½ + 0 = ½.
"""

from __future__ import annotations

import tiebreak
from tiebreak.model.tournament import Result
from tiebreak.readers import read_text
from tiebreak.readers._headings import codes_for

ROWS = [
    (1, "Anna Aas", "1850", ["+04", "W03", "=02"], "2.5"),
    (2, "Dora Dahl", "1790", ["+03", "=04", "=01"], "2.0"),
    (3, "Bjørn Berg", "1700", ["-02", "w01", "+W"], "1.0"),
    (4, "Cato Carlsen", "1650", ["-01", "=02", "-W"], "0.5"),
]


def _page() -> str:
    head = "".join(f"<TH>{h}</TH>" for h in ("Pl", "Navn", "Rtg", "Klubb", "1", "2", "3", "Poeng"))
    body = "".join(
        f"<TR><TD><DIV align=right>{pl}&nbsp;</DIV></TD><td>{name}</td><td>{rtg}</td><td>Hamar SS</td>"
        + "".join(f"<TD><TT>&nbsp;{c} </TT></TD>" for c in cells)
        + f"<TD><b>{pts}</b></TD></TR>\n"
        for pl, name, rtg, cells, pts in ROWS
    )
    return f"<HTML><BODY><H2>Endelig resultatliste</H2><TABLE><TR>{head}</TR>\n{body}</TABLE></BODY></HTML>"


def test_signed_cells_walkovers_and_rounds_without_a_game() -> None:
    t = read_text(_page(), source="HU241121.htm")
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Anna Aas": 2.5, "Dora Dahl": 2, "Bjørn Berg": 1, "Cato Carlsen": 0.5}
    by_name = {p.name: p for p in t.players}
    anna, bjorn, cato = by_name["Anna Aas"], by_name["Bjørn Berg"], by_name["Cato Carlsen"]
    assert (anna.rounds[1].result, bjorn.rounds[1].result) == (Result.FORFEIT_WIN, Result.FORFEIT_LOSS)
    assert t.player(anna.rounds[1].opponent).name == "Bjørn Berg"  # W03: the player placed 3rd
    assert cato.rounds[0].result is Result.LOSS and t.player(cato.rounds[0].opponent).name == "Anna Aas"
    assert bjorn.rounds[2].result is Result.PAB and bjorn.rounds[2].opponent is None
    assert cato.entry(3).result is Result.NOT_PAIRED
    notes = " ".join(d.message for d in t.diagnostics)
    assert "read as walkovers (TurneringsService)" in notes


def test_norwegian_headings_and_the_cut_buchholz() -> None:
    assert codes_for("Buchholz-1") == ("BH/C1",) and codes_for("Snittm") == ("ARO",)
