"""Swiss-Manager's team pairings in Turkish, as a club pasted them into its post (tests/data/real/
sm-tr-mugla-club-team-ch-2011.md, its MANIFEST row): each round under ``Tur N de 02.04.2011 da 10:00``, the
teams under ``Takimlar``, the match score under ``sonuclar``, a forfeited match written ``8F - 0F``.

Expected, from the post's own final ranking ("Final Sira"): match points 9, 8, 6, 4, 3, 0 and game points
28, 29½, 26½, 22, 14, 0 for Marmaris Belediyesi GSK, Muğla Spor, Yeni Milasspor, Milas Belediye Spor, Muğla
Gençlik Spor and Kafkasör, whose five matches were all forfeited (``0F - 8F``)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from tiebreak import compute_standings, read_path
from tiebreak.model.tournament import Result

FILE = Path(__file__).resolve().parents[1] / "data" / "real" / "sm-tr-mugla-club-team-ch-2011.md"

PUBLISHED = {  # team: (match points, game points), from "Final Sira"
    "MARMARİS BELEDİYESİ GENÇLİK SPOR KULÜBÜ": (9, Fraction(28)),
    "MUĞLA SPOR KULÜBÜ": (8, Fraction(59, 2)),
    "YENİ MİLASSPOR": (6, Fraction(53, 2)),
    "MİLAS BELEDİYE SPOR": (4, Fraction(22)),
    "MUĞLA GENÇLİK SPOR KULÜBÜ": (3, Fraction(14)),
    "KAFKASÖR SATRANÇ KULÜBÜ": (0, Fraction(0)),
}


def test_turkish_team_pairings_read_as_the_ranking_publishes() -> None:
    event = read_path(FILE)
    assert event.is_team_event
    assert event.rounds == 5
    standings = compute_standings(event, ["MPTS", "GPTS"])
    got = {row.name: (row.points, row.values[0]) for row in standings.rows}
    assert got == PUBLISHED


def test_a_match_written_8F_0F_is_forfeited_on_every_board() -> None:
    event = read_path(FILE)
    assert event.team_info is not None
    team = next(t for t in event.team_info.teams if t.name == "KAFKASÖR SATRANÇ KULÜBÜ")
    boards = [p for p in event.players if p.sno in team.players]
    results = {e.result for p in boards for e in p.rounds if e.opponent is not None}
    assert results == {Result.FORFEIT_LOSS}
