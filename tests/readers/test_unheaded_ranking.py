"""A ranking copied without its header row, given after the pairing lists: the Ilmenauer Open 2025 as the
club's pages first kept it (github.com/IlmenauerSchachverein/IlmenauerOpen, ``content/de/2025/open`` before
December 2025: SwissChess's lists pasted as tab-separated text inside the site's ``<runde>`` and
``<rangliste>`` tags).

The ranking's rows are ``1 | Rohmeiß,Roberto | | 1968 | M | TSG Apolda | GER | 6 | 1 | 0 | 6.5 | 30.0 |
27.25 | ---``: place, name, title, rating, attribute, club, federation, wins, draws, losses, points,
Buchholz, Sonneborn-Berger. Taken for a pairing list (the club column for Black's names), it made the event
rounds 8-16; read by its content it is the ranking. Expected values: the ranking's, as published.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.readers import read_paths

REAL = Path(__file__).parent.parent / "data" / "real"
FILES = [REAL / f"ilmenau-open-2025-tagged-runde{n}.md" for n in range(1, 8)] + [
    REAL / "ilmenau-open-2025-tagged-rangliste7.md"
]
TOP = {
    "Rohmeiß,Roberto": (1, "6.5", "30.0", "27.25"),
    "Aniol,Nico": (2, "5.5", "32.5", "24.25"),
    "Philipp,Mathias": (3, "5.0", "31.0", "21.50"),
    "Heinz,Thomas": (4, "5.0", "30.0", "20.75"),
    "Mehlhorn,Uwe": (5, "5.0", "30.0", "19.25"),
}
"""The first five rows of the ranking: place, points, Buchholz, Sonneborn-Berger."""


def test_a_ranking_without_its_header_is_read_by_its_content() -> None:
    t = read_paths(FILES)
    assert t.rounds == 7 and t.name != "<runde>"
    assert any("a ranking without a heading row" in d.message for d in t.diagnostics)
    rows = {
        r.name: r
        for r in tiebreak.compute_standings(
            t, ["BH", "SB"], tiebreak.Options(rules=tiebreak.Rules.FIDE_2024)
        ).rows
    }
    by_name = {p.name: p for p in t.players}
    for name, (place, points, bh, sb) in TOP.items():
        assert by_name[name].declared_rank == place and by_name[name].declared_points == Fraction(points)
        assert (rows[name].rank, rows[name].points) == (place, Fraction(points)), name
        assert tuple(rows[name].values) == (Fraction(bh), Fraction(sb)), name


def test_one_pairing_list_without_its_header_reads_as_its_round() -> None:
    """A round's list alone (``1⇥29⇥Wüstehube,Harry⇥⇥()⇥-⇥1⇥Philipp,Mathias⇥CM⇥()⇥0⇥-⇥1``): round 1's is
    that round's event (Philipp won with Black); round 4's, whose players have points before it, is
    refused saying so (before: 'no game or bye in any of the rows', and round 4's read as a ranking)."""
    t = tiebreak.read_path(FILES[0])
    assert t.rounds == 1
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points["Philipp,Mathias"] == 1 and points["Wüstehube,Harry"] == 0
    assert points["Schork,Stefan"] == 1 and points["Metzner,Nikolaus"] == 0
    with pytest.raises(tiebreak.ParseError, match="the pairing lists begin with round 4"):
        tiebreak.read_path(FILES[3])
