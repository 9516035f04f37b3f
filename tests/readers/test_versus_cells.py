"""Pairing lists that give both players of a board in one cell (:mod:`tiebreak.readers._versus`).

The real event is Tornello's round reports of the 52nd Italian championship of the blind chess association
(``tests/data/formats/ascid-52-2025.tornello-*.txt``): each round a tab-indented ``|`` table
``Sc | ID | Bianco [Elo] (Pt) - Nero [Elo] (Pt) | Risultato``, both players in the third cell with their
points after the round, the bye a row ``---`` whose result is ``BYE``. Expected values: the final ranking's
``Punti`` (every player) and ``Bucch-1``/``Bucch`` (the players who played all seven games: Tornello counts
a bye as nothing in its Buchholz, where the 2024 rules count it, so only those compare), as published in
``ascid-52-2025.tornello-classifica.txt``; the bye's value, ½, from the points after each round the
reports print (Gori ``(0.5 )`` after her bye of round 2 and her loss of round 1).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.tournament import Result
from tiebreak.readers import read_paths
from tiebreak.readers.tables import TableCell

FORMATS = Path(__file__).parent.parent / "data" / "formats"
ROUNDS = [FORMATS / f"ascid-52-2025.tornello-turno{n}.txt" for n in range(1, 8)]
RANKING = FORMATS / "ascid-52-2025.tornello-classifica.txt"

PUNTI = {
    "Casadei, Marco": "6",
    "Badano, Giancarlo": "5",
    "Vrioni, Bersan": "5",
    "Poli, Diego": "4.5",
    "Ariaudo, Claudio": "4",
    "Vilone, Gennaro": "4",
    "Gasperoni, Claudio": "3.5",
    "Soppelsa, Maurizio": "3.5",
    "Zenini, Simone": "3.5",
    "Pezzolato, Erica": "3.5",
    "Ionata, Lorenzo": "3.5",
    "Battaglia, Gabriele": "3",
    "Tolaro, Filippa": "3",
    "Ariaudo, Giuliano": "3",
    "Del Monte, Davide": "2.5",
    "Cibin, Silvia": "1.5",
    "Gori, Serena": "0.5",
}
"""The final ranking's ``Punti``, by its names (``Casadei, Marco``: given with the rounds, the ranking names the
event's players, and its ranks and points are the published ones)."""
BUCHHOLZ = {
    "Casadei, Marco": ("25.5", "29"),
    "Badano, Giancarlo": ("27", "29.5"),
    "Vrioni, Bersan": ("26", "29.5"),
    "Poli, Diego": ("25", "26.5"),
    "Ariaudo, Claudio": ("26", "29"),
    "Vilone, Gennaro": ("24.5", "26"),
    "Gasperoni, Claudio": ("26.5", "29.5"),
    "Soppelsa, Maurizio": ("24", "26.5"),
    "Zenini, Simone": ("23", "26"),
}
"""``Bucch-1`` and ``Bucch`` of the players who played every round (no bye, no forfeit)."""


@pytest.mark.parametrize("order", ["as numbered", "reversed"])
def test_tornellos_round_reports_read_as_one_event(order: str) -> None:
    paths = ROUNDS if order == "as numbered" else ROUNDS[::-1]
    t = read_paths([*paths, RANKING])
    assert t.rounds == 7 and len(t.players) == 17
    assert t.start_date is not None and t.start_date.isoformat() == "2025-07-21"  # 'Lunedì, 21 luglio 2025'
    standings = tiebreak.compute_standings(t, ["BH/C1", "BH"])
    assert standings.rules is tiebreak.Rules.FIDE_2024
    rows = {r.name: r for r in standings.rows}
    assert {name: r.points for name, r in rows.items()} == {k: Fraction(v) for k, v in PUNTI.items()}
    assert [p.declared_rank for p in sorted(t.players, key=lambda p: p.declared_rank or 0)] == list(
        range(1, 18)
    )
    for name, (cut, whole) in BUCHHOLZ.items():
        assert rows[name].values[0] == Fraction(cut), name
        assert rows[name].values[1] == Fraction(whole), name


def test_the_bye_takes_the_value_the_points_after_the_round_say() -> None:
    """17 players: each round's odd player is listed against BYE without a value, and the points after the
    round give it half a point: a pairing-allocated bye worth ½ (C.07 art. 16: not a voluntary unplayed
    round, as a half-point bye asked for would be)."""
    t = read_paths(ROUNDS)
    gori = next(p for p in t.players if p.name == "Serena Gori")
    assert gori.rounds[1].result is Result.PAB and t.scoring.pab == Fraction(1, 2)
    byes = [p.entry(r).result for p in t.players for r in range(1, 8) if p.entry(r).opponent is None]
    assert byes == [Result.PAB] * 7  # one a round
    assert any("pairing-allocated byes worth half a point" in d.message for d in t.diagnostics)
    assert any("after the round" in d.message for d in t.diagnostics)


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


HAND_MADE = {
    "one cell": "Round 1\n\nBoard | Pairing | Result\n1 | Anna Alpha - Bert Beta | 1-0\n"
    "2 | Carl Gamma - Dora Delta | 1/2-1/2\n\nRound 2\n\nBoard | Pairing | Result\n"
    "1 | Bert Beta - Carl Gamma | 0-1\n2 | Dora Delta - Anna Alpha | 1/2-1/2\n",
    "typed boards": "Round 1\n\n1 Anna Alpha - Bert Beta 1-0\n2 Carl Gamma - Dora Delta 1/2-1/2\n\n"
    "Round 2\n\n1 Bert Beta - Carl Gamma 0-1\n2 Dora Delta - Anna Alpha 1/2-1/2\n",
}
"""The same two rounds as a club's ``Board | Pairing | Result`` (before, each ``1 | Anna Alpha`` was read as
a player's name, eight players where there are four) and typed with each board's number (``1 Anna Alpha -
Bert Beta 1-0``: the numbers run 1, 2 in each round, so they are the boards'; before, read as starting
numbers, one number naming two players, an error)."""


@pytest.mark.parametrize("form", sorted(HAND_MADE))
def test_hand_made_lists_of_both_players_of_a_board(tmp_path: Path, form: str) -> None:
    """Points by hand: Anna 1 + ½, Carl ½ + 1, Dora ½ + ½, Bert 0 + 0."""
    t = read_paths([_write(tmp_path, "club.txt", HAND_MADE[form])])
    points = {r.name: r.points for r in tiebreak.compute_standings(t).rows}
    assert points == {
        "Anna Alpha": Fraction(3, 2),
        "Carl Gamma": Fraction(3, 2),
        "Dora Delta": 1,
        "Bert Beta": 0,
    }


def test_a_column_of_places_and_clubs_is_not_split() -> None:
    """A ranking whose club cells hold a dash between blanks (``SV Rot - Weiß``) and no result: kept."""
    from tiebreak.readers._versus import with_split_pairs

    rows = [
        ["Rk", "Name", "Club", "Pts"],
        ["1", "Ann Alt", "SV Rot - Weiß", "3"],
        ["2", "Bob Bau", "SC Nord - Süd", "2"],
    ]
    cells = [tuple(TableCell(x, r + 1, c + 1) for c, x in enumerate(row)) for r, row in enumerate(rows)]
    assert with_split_pairs(cells) is None


def test_a_blog_posts_games_between_paragraphs_of_prose() -> None:
    """A club's post (tests/data/formats/brewood-club-championship-2015-r1.typed-games.txt): eight games a
    paragraph each with the grades in brackets (``(103)``, ``(96)``, ``(Ungraded)``), then the standings
    and more prose. Before, the lines after the last game outweighed the games ('no table found'). Expected:
    the post's own standings after round one, the eight winners on 1 and the eight others on 0."""
    t = read_paths([FORMATS / "brewood-club-championship-2015-r1.typed-games.txt"])
    points = {r.name: r.points for r in tiebreak.compute_standings(t).rows}
    winners = {"David Blower", "John Fenby", "Roger Grainger", "Paul Guest", "Andrew Lenz", "Mark Keady"}
    winners |= {"Stephen Micklewright", "Paul Wright"}
    losers = {"Daniel Binfield", "Mark Binfield", "Stephen Bird", "David Buckley", "Peter Crozet"}
    losers |= {"Andrew Davies", "Mike Jarocki", "Derek Laight"}
    assert points == {**{name: 1 for name in winners}, **{name: 0 for name in losers}}


def test_italian_tie_break_headings_are_linked_to_their_notes() -> None:
    """chess-results' Italian interface heads its tie-breaks ``Cls1`` … and notes them ``Cls1: Matchpoints
    …`` below the table (tests/data/real/cr-it-paraguay-university-team-rr.txt): read as numbered tie-break
    headings (before: each 'names no tie-break we know')."""
    from tiebreak.readers._headings import ANNOTATION, NUMBERED_TIEBREAK

    assert [m.group(1) for h in ("Cls1", "Tay-brek2", "Тие Бреак3") if (m := NUMBERED_TIEBREAK.match(h))] == [
        "1",
        "2",
        "3",
    ]
    note = ANNOTATION.match("Cls3: points (game-points)")
    assert note is not None and note.groups() == ("3", "points (game-points)")


@pytest.mark.parametrize("name", ["cr-az-brazil-teams-round1.txt", "cr-nl-brazil-teams-round1.txt"])
def test_a_team_crosstable_after_its_first_round_is_after_round_one(name: str) -> None:
    """chess-results' team crosstables of 5 teams after round 1 (tests/data/real: two matches played, one
    team free): each match in the first round where neither team has one, so the event is after round 1
    (before: the Dutch page's matches placed where a full schedule has them, 'after round 2')."""
    t = read_paths([Path(__file__).parent.parent / "data" / "real" / name])
    assert t.rounds == 1
    assert {e.round for p in t.players for e in p.rounds if e.opponent is not None} == {1}


def test_round_tags_that_number_cycles() -> None:
    """Arena's tournament PGN (tests/data/formats/slowmate-2025-07-20.arena-cycles.pgn): 4 engines, 10 cycles,
    every game of a cycle under one ``[Round]`` (before: 'two different results for round 1'). Expected, the
    games counted by hand: Stockfish 30 of 30, Slowmate_current and Slowmate_v0.1.0 10½ each (Sonneborn-Berger
    102 both), Slowmate_v0.1.01_beta 9; 30 rounds of a round robin."""
    t = read_paths([FORMATS / "slowmate-2025-07-20.arena-cycles.pgn"])
    assert t.rounds == 30 and t.pairing is tiebreak.PairingSystem.ROUND_ROBIN
    rows = {r.name: r for r in tiebreak.compute_standings(t, ["SB"]).rows}
    assert {name: r.points for name, r in rows.items()} == {
        "Stockfish": 30,
        "Slowmate_current": Fraction(21, 2),
        "Slowmate_v0.1.0": Fraction(21, 2),
        "Slowmate_v0.1.01_beta": 9,
    }
    assert rows["Slowmate_current"].values[0] == rows["Slowmate_v0.1.0"].values[0] == 102


def test_one_round_report_alone() -> None:
    """Tornello's report of round 1 given alone: read as round 1 (before: a 'grid' of its heading lines,
    '===== DETTAGLIO TURNO 1 CONCLUSO =====' taken for a row). Expected, from the report: the eight
    winners on 1, Vrioni and Vilone, Soppelsa and G. Ariaudo on ½, Tolaro's bye ½ (her points after
    the round, ``(0.5 )``)."""
    t = read_paths([ROUNDS[0]])
    points = {r.name: r.points for r in tiebreak.compute_standings(t).rows}
    assert t.rounds == 1 and len(points) == 17
    assert points["Marco Casadei"] == 1 and points["Simone Zenini"] == 0
    assert points["Bersan Vrioni"] == points["Filippa Tolaro"] == Fraction(1, 2)


def test_the_points_after_the_round_beside_an_overflowing_name() -> None:
    """Tornello's ASCId Primavera 1 (2025): round 1's first board names ``Catia Susana Brites Pereira Lima``,
    a name wider than its column; the points after each round beside the names are the first player's
    and the second's (``(1   ) - … (0   )``), not the second player's number. Every one of them agrees
    with the results read, as published; Forte's bye of round 5, given without a value, is worth the point
    her total after it says (1, a pairing-allocated bye)."""
    real = Path(__file__).parent.parent / "data" / "real"
    t = read_paths([real / f"tornello-it-ascid-primavera-1-2025-turno{n}.txt" for n in range(1, 6)])
    assert not [d for d in t.diagnostics if d.severity is tiebreak.Severity.WARNING]
    assert any("points after the round, not before it: every one agrees" in d.message for d in t.diagnostics)
    forte = next(p for p in t.players if p.name == "Martina Forte")
    assert forte.rounds[4].result is Result.PAB and forte.rounds[4].opponent is None
