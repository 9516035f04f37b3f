"""A team league's board pairings of every round as chess-results shows them during the season
("Spielerpaarungen" of a Tirol league, 2026): the rounds paired ahead of play are printed too, each match
``0 : 0`` and each board ``Brett nicht besetzt`` (board not occupied) with rating ``0`` and no result.

The event is invented in that markup: teams A, B, C, D of two boards, a single round robin of 3 rounds.
Round 1: A - D 1½:½ (Adler - Dorn 1 - 0, Arndt - Dahl ½ - ½), B - C 0:2 (Berg - Cron 0 - 1, Bach - Claus
0 - 1). Rounds 2 (A - C, D - B) and 3 (B - A, C - D) are paired, not played. After round 1: match points
A 2, C 2, B 0, D 0; game points A 1½, B 0, C 2, D ½. Every two teams meet once over the three rounds: a
round robin.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from servers import needs_chromium, page_texts
from tiebreak import ParseError
from tiebreak.cli import main
from tiebreak.model.tournament import PairingSystem
from tiebreak.readers import read_text

TEAMS = {"A": (1, "Team A"), "B": (2, "Team B"), "C": (3, "Team C"), "D": (4, "Team D")}
PLAYERS = {"A": ("Adler, Anna", "Arndt, Alf"), "B": ("Berg, Bo", "Bach, Ben"),
           "C": ("Cron, Cy", "Claus, Cem"), "D": ("Dorn, Dora", "Dahl, Dirk")}  # fmt: skip


def _side(name: str, colour: str) -> str:
    return (
        f'<td class="CR"><table><tr><td><div class="Farbe{colour}T"></div></td>'
        f'<td class="CR">{name}</td></tr></table></td>'
    )


def _match(k: int, home: str, away: str, score: str, results: list[str] | None) -> str:
    (hn, hname), (an, aname) = TEAMS[home], TEAMS[away]
    head = (
        f'<tr class="CRng1b"><th class="CRc">Br.</th><th class="CRc">{hn}</th><th class="CR">{hname}</th>'
        f'<th class="CRr">Elo</th><th class="CRc">-</th><th class="CRc">{an}</th><th class="CR">{aname}</th>'
        f'<th class="CRr">Elo</th><th class="CRc">{score}</th> </tr>'
    )
    boards = ""
    for b in range(2):
        left, right = (PLAYERS[home][b], PLAYERS[away][b]) if results else ("Brett nicht besetzt",) * 2
        rating = "1500" if results else "0"
        result = results[b] if results else ""
        boards += (
            f'<tr class="CRng{1 + b % 2}"><td class="CRc">{k}.{b + 1}</td><td></td>{_side(left, "w" if b == 0 else "s")}'
            f'<td class="CRr">{rating}</td><td class="CRc">-</td><td></td>{_side(right, "s" if b == 0 else "w")}'
            f'<td class="CRr">{rating}</td><td class="CRc">{result}</td> </tr>'
        )
    return head + boards


def _round(r: int, date: str) -> str:
    return f'<tr class="CRg1b"><td class="none" colspan="9">{r}. Runde am {date} um 14:00</td></tr>'


def _page(played: bool = True) -> str:
    rows = (
        _round(1, "26.09.2026")
        + _match(
            1,
            "A",
            "D",
            "1&frac12;:&frac12;" if played else "0 : 0",
            ["1 - 0", "&frac12; - &frac12;"] if played else None,
        )
        + _match(2, "B", "C", "0 : 2" if played else "0 : 0", ["0 - 1", "0 - 1"] if played else None)
        + _round(2, "10.10.2026")
        + _match(1, "A", "C", "0 : 0", None)
        + _match(2, "D", "B", "0 : 0", None)
        + _round(3, "24.10.2026")
        + _match(1, "B", "A", "0 : 0", None)
        + _match(2, "C", "D", "0 : 0", None)
    )
    return (
        "<html><head><title>Chess-results.com - Liga 2026/2027</title></head><body>"
        '<div class="defaultDialog"><h2>Spielerpaarungen</h2><table class="CRs1" border="0">'
        f"{rows}</table></div></body></html>"
    )  # fmt: skip


def test_the_rounds_paired_ahead_are_left_out_with_a_note() -> None:
    t = read_text(_page(), source="art3.html")
    assert t.rounds == 1 and t.team_info is not None
    assert t.pairing is PairingSystem.ROUND_ROBIN  # every two teams meet once over the rounds paired
    assert "Brett nicht besetzt" not in {p.name for p in t.players}
    s = tiebreak.compute_standings(t, "MPTS,GPTS")
    got = {r.name: (r.points, r.values[0]) for r in s.rows}
    assert got == {
        "Team A": (2, Fraction(3, 2)),
        "Team C": (2, Fraction(2)),
        "Team B": (0, Fraction(0)),
        "Team D": (0, Fraction(1, 2)),
    }
    ahead = [d for d in t.diagnostics if "paired without a result yet" in d.message]
    assert len(ahead) == 1 and ahead[0].message.startswith("4 match(es)")


def test_a_page_with_no_match_played_yet_says_so() -> None:
    with pytest.raises(ParseError, match="no match of the board pairings has a result yet"):
        read_text(_page(played=False), source="art3.html")


def _lineups() -> str:
    """chess-results' "Team composition with round results" (``Teamaufstellung mit Einzelergebnissen``)
    of the same event after round 1: under each team's heading (its place, match and game points as
    ``Wtg1`` and ``Wtg2``, worked out above), its players with the points each scored a round, no
    opponent in any cell."""
    scores = {"A": ("1", "&frac12;"), "B": ("0", "0"), "C": ("1", "1"), "D": ("0", "&frac12;")}
    heads = "".join(
        f'<th class="CRc">{h}</th>'
        for h in ("Br.", "", "Name", "Elo", "Land", "FideID", "1", "2", "3", "Pkt.")
    )
    rows = ""
    ranking = {"C": ("2", "2"), "A": ("2", "1,5"), "D": ("0", "0,5"), "B": ("0", "0")}  # MP, GP
    for place, key in enumerate("CADB", start=1):
        mp, gp = ranking[key]
        rows += (
            f'<tr class="CRg1b"><td class="none" colspan="10">&nbsp;&nbsp;{place}. {TEAMS[key][1]} '
            f"(EloDS:1500, Wtg1: {mp} / Wtg2: {gp})</td></tr>"
        )
        rows += f'<tr class="CRng1b">{heads}</tr>'
        for b, (name, score) in enumerate(zip(PLAYERS[key], scores[key], strict=True), start=1):
            cells = (str(b), "", name, "1500", "AUT", "", score, "", "", score)
            rows += "<tr>" + "".join(f'<td class="CRc">{c}</td>' for c in cells) + "</tr>"
    return f'<h2>Teamaufstellung mit Einzelergebnissen</h2><table class="CRs1">{rows}</table>'


def test_the_line_ups_beside_the_board_pairings_are_set_aside() -> None:
    """The line-ups' round cells name no opponent: no crosstable (before: 'round 1: cannot read the cell
    1'); the board pairings make the event, as on a page of them alone."""
    page = _page().replace('<div class="defaultDialog">', f'<div class="defaultDialog">{_lineups()}', 1)
    t = read_text(page, source="art20.html")
    assert t.rounds == 1 and t.team_info is not None and len(t.team_info.teams) == 4
    s = tiebreak.compute_standings(t, "MPTS,GPTS")
    assert {r.name: (r.points, r.values[0]) for r in s.rows} == {
        "Team A": (2, Fraction(3, 2)),
        "Team C": (2, Fraction(2)),
        "Team B": (0, Fraction(0)),
        "Team D": (0, Fraction(1, 2)),
    }
    assert any("line-up" in d.message and "set aside" in d.message for d in t.diagnostics)


def test_a_chess_results_title_is_the_events_name_without_the_sites() -> None:
    page = _page().replace("<h2>Spielerpaarungen</h2>", "")
    assert read_text(page, source="art3.html").name == "Liga 2026/2027"


def test_the_ranking_in_the_line_ups_headings_is_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``check`` of the page compares the places, match and game points the headings give (before:
    'nothing to check: a team event ranks its teams')."""
    page = tmp_path / "art20.html"
    page.write_text(
        _page().replace('<div class="defaultDialog">', f'<div class="defaultDialog">{_lineups()}', 1),
        encoding="utf-8",
    )
    assert main(["check", str(page)]) == 0
    out = capsys.readouterr().out
    assert "Wtg1 = MPTS" in out and "Wtg2 = GPTS" in out
    assert "Checked 4 ranks, 8 tie-break values: all agree." in out


@needs_chromium
def test_the_ranking_in_the_line_ups_headings_is_checked_from_a_copy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same page copied in Chromium (select all, copy): each heading over a line-up is a line of
    text (``  1. Team C (EloDS:1500, Wtg1: 2 / Wtg2: 2)``), checked as on the page (before: 'nothing to
    check')."""
    page = tmp_path / "art20.html"
    page.write_text(
        _page().replace('<div class="defaultDialog">', f'<div class="defaultDialog">{_lineups()}', 1),
        encoding="utf-8",
    )
    with page_texts() as (copied, _):
        (tmp_path / "art20.txt").write_text(copied(page), encoding="utf-8")
    assert main(["check", str(tmp_path / "art20.txt")]) == 0
    out = capsys.readouterr().out
    assert "Checked 4 ranks, 8 tie-break values: all agree." in out
