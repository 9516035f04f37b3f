"""A club page of a team league: its team crosstable (game points against each team, the total) above
one table a round, each under a heading with an ordinal, ``2<sup>a</sup> Ronda`` and ``2<sup>a</sup>
Jornada (18-01-2020)``, each row ``Home | 2½ | 1½ | Away`` (the Agustín de Leiza club's pages of the
Basque and Gipuzkoa leagues). Before, every round table was taken as round 1 (``Oberena plays two
matches``); now each is its round, and where the page's crosstable scores a match otherwise than its
round tables (a real page does so twice) a warning names each such match.

The invented league, four teams, four boards, a single round robin: round 1 Alfa 3 - 1 Beta, Gamma 2 - 2
Delta; round 2 Alfa 2½ - 1½ Gamma, Beta 1 - 3 Delta; round 3 Delta 2 - 2 Alfa, Beta 2½ - 1½ Gamma. Game
points by hand: Alfa 7½, Delta 7, Beta 4½, Gamma 5; match points (2-1-0): Alfa 5, Delta 4, Beta 2,
Gamma 1.
"""

from __future__ import annotations

import html
import re
import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

import tiebreak
from tiebreak.readers import read_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import game_points_by_team

ROUNDS = [
    [("Alfa", "3", "1", "Beta"), ("Gamma", "2", "2", "Delta")],
    [("Alfa", "2&frac12;", "1&frac12;", "Gamma"), ("Beta", "1", "3", "Delta")],
    [("Delta", "2", "2", "Alfa"), ("Beta", "2&frac12;", "1&frac12;", "Gamma")],
]
GRID = [  # the crosstable's rows: each team's game points against teams 1-4, then the total
    ("Alfa", ["", "3", "2&frac12;", "2"], "7&frac12;"),
    ("Beta", ["1", "", "2&frac12;", "1"], "4&frac12;"),
    ("Gamma", ["1&frac12;", "1&frac12;", "", "2"], "5"),
    ("Delta", ["2", "3", "2", ""], "7"),
]


def _page(grid: list[tuple[str, list[str], str]]) -> str:
    head = "".join(f"<td>{n}</td>" for n in range(1, 5))
    rows = "".join(
        f"<tr><td>{k}</td><td>{name}</td>{''.join(f'<td>{c}</td>' for c in cells)}<td>{total}</td></tr>"
        for k, (name, cells, total) in enumerate(grid, start=1)
    )
    out = [
        "<html><body><h1>Liga de prueba 2020</h1>",
        f"<table><tr><td></td><td>Equipos</td>{head}<td>Puntos</td></tr>{rows}</table>",
    ]
    for r, matches in enumerate(ROUNDS, start=1):
        out.append(
            f"<h3>{r}<sup>a</sup> Ronda</h3><table><tr><td colspan=4>{r}<sup>a</sup> Jornada</td></tr>"
        )
        out += [f"<tr><td>{a}</td><td>{x}</td><td>{y}</td><td>{b}</td></tr>" for a, x, y, b in matches]
        out.append("</table>")
    return "\n".join(out) + "</body></html>"


def _pasted(page: str) -> str:
    """The page as a browser copies it: a cell's end a tab, a row's a line, the ordinal's letter raised."""
    text = re.sub(r"<sup>a</sup>", "ª", page.replace("\n", ""))
    text = re.sub(r"</td>\s*<td[^>]*>", "\t", text)
    text = re.sub(r"</tr>|</table>|</?h[13]>", "\n", text)
    return html.unescape(re.sub(r"<[^>]+>", "", text))


FORMS = {"page": lambda p: p, "paste": _pasted}


@pytest.mark.parametrize("form", sorted(FORMS))
def test_each_round_table_is_its_round_and_agrees_with_the_crosstable(form: str) -> None:
    t = read_text(FORMS[form](_page(GRID)), source="liga.html" if form == "page" else "liga.txt")
    assert t.rounds == 3
    assert game_points_by_team(t) == {"Alfa": F(15, 2), "Beta": F(9, 2), "Gamma": F(5), "Delta": F(7)}
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Alfa": 5, "Delta": 4, "Beta": 2, "Gamma": 1}
    assert not any("contradicts" in d.message for d in t.diagnostics)


@pytest.mark.parametrize("form", sorted(FORMS))
def test_a_match_the_crosstable_scores_otherwise_is_named(form: str) -> None:
    grid = list(GRID)
    grid[1] = ("Beta", ["1", "", "1&frac12;", "1"], "3&frac12;")  # Beta - Gamma written the other way round
    grid[2] = ("Gamma", ["1&frac12;", "2&frac12;", "", "2"], "6")
    t = read_text(FORMS[form](_page(grid)), source="liga.html" if form == "page" else "liga.txt")
    assert game_points_by_team(t)["Beta"] == F(9, 2)  # the rounds make the event
    said = [d for d in t.diagnostics if "contradicts" in d.message]
    assert len(said) == 1
    assert "Beta - Gamma 2.5 - 1.5 in the rounds, 1.5 - 2.5 in the crosstable" in said[0].message


FORMATS = Path(__file__).parent.parent / "data" / "formats"
BASQUE_2020 = {  # the crosstable's Puntos, but where the round tables score otherwise (the page's own words)
    "Orvina B": F(12),
    "San Viator": F(21),  # Puntos 25: round 5 'Urnieta 4 - 0 San Viator', the crosstable 0 - 4
    "Zuri-Baltza": F(31, 2),  # Puntos 14½: round 6 'Zuri-Baltza 2½ - 1½ Urnieta', the crosstable 1½ - 2½
    "Abadiño": F(24),
    "Santa Ana": F(19, 2),
    "Gros B": F(19),
    "Conteneo": F(37, 2),
    "Portugalete": F(17),
    "Urnieta": F(41, 2),  # Puntos 17½: both matches above
    "Oberena": F(23),
}
GIPUZKOA_2015 = {  # the crosstable's Puntos; Beraun's printed 25½ is a misprint (its cells give 26½)
    "Hernani A": F(57, 2),
    "Hernani B": F(11),
    "Elgoibar A": F(20),
    "Marlaxka B": F(21),
    "S. Andrés C": F(33, 2),
    "Gros F": F(22),
    "Easo B": F(29),
    "Idiazabal A": F(20),
    "Beraun": F(53, 2),
    "Zarautz B": F(24),
    "A. de Leiza": F(27),
    "Kakute B": F(37, 2),
}


def test_the_basque_leagues_page_reads_its_rounds_and_names_its_contradictions() -> None:
    t = read_text(
        (FORMATS / "agustin-de-leiza-liga-vasca-2020.team-rounds.html").read_bytes().decode("cp1252"),
        source="ligavasca20.html",
    )
    assert t.rounds == 9
    assert game_points_by_team(t) == BASQUE_2020
    said = [d.message for d in t.diagnostics if "contradicts" in d.message]
    assert len(said) == 1 and "2 match(es)" in said[0]
    assert "San Viator - Urnieta 0 - 4 in the rounds, 4 - 0 in the crosstable" in said[0]


def test_the_gipuzkoa_championships_page_agrees_with_its_crosstable() -> None:
    t = read_text(
        (FORMATS / "agustin-de-leiza-gipuzkoa-2015.team-rounds.html").read_bytes().decode("cp1252"),
        source="equipos15primera.html",
    )
    assert t.rounds == 11
    assert game_points_by_team(t) == GIPUZKOA_2015
    assert not any("contradicts" in d.message for d in t.diagnostics)
