"""Swiss-Manager's PGN export given with its ranking in its Turkish interface (the Marmaris club's events):
the PGN writes a forfeit as a game won (``1-0``, no moves); the ranking counts each player's games won and
lost over the board (``kazanclar``, ``kayiplar``) and forfeited (``hukmen``). A player's decisive games
beyond those counts are forfeits, placed where the counts leave one choice. Expected values are the
rankings' own counts and, with the forfeits placed, every published value (``MANIFEST.tsv``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak.model.tournament import Result, Tournament
from tiebreak.readers import read_paths

REAL = Path(__file__).parents[1] / "data" / "real"


def _read(event: str) -> Tournament:
    return read_paths([REAL / f"{event}-games.pgn", REAL / f"{event}-final-sira.txt"])


def _result(t: Tournament, name: str, rnd: int) -> Result:
    return next(p for p in t.players if p.name == name).entry(rnd).result


@pytest.mark.parametrize(
    ("event", "games"),
    [
        # every game of this event is written without moves: only the counts place the two forfeits
        (
            "sm-tr-marmaris-cumhuriyet-2016-C",
            [(3, "BİLİM YİĞİT", "AKBEN BELİNAY"), (3, "SİMSEK DENİS", "AKSAKAL POYRAZ")],
        ),
        ("sm-tr-marmaris-indigo-mart-2017-B", [(4, "IŞLAK ELİF YAĞMUR", "AKTÜRK SARP")]),
        ("sm-tr-marmaris-ataturk-kupasi-2017-A", [(1, "ÜRETEN KEREM", "KORKMAZ MUSA")]),
    ],
)
def test_the_rankings_forfeit_counts_place_the_forfeits(
    event: str, games: list[tuple[int, str, str]]
) -> None:
    t = _read(event)
    for rnd, winner, loser in games:
        assert (_result(t, winner, rnd), _result(t, loser, rnd)) == (Result.FORFEIT_WIN, Result.FORFEIT_LOSS)
    forfeits = sum(1 for p in t.players for e in p.rounds if e.result is Result.FORFEIT_WIN)
    assert forfeits == len(games)
    said = [d.message for d in t.diagnostics if "hukmen" in d.message]
    assert len(said) == 1 and f"{len(games)} game(s) the PGN writes as won are read as forfeits" in said[0]


def test_forfeits_the_counts_cannot_place_are_named_and_left_as_played(tmp_path: Path) -> None:
    # the 2017-B ranking with a forfeit win counted for its first two (ERZURUMLU BORA, ŞİŞMAN SELAHATTIN
    # EFE: one win fewer over the board, one forfeit more): no loser has a forfeit loss to match them
    ranking = (REAL / "sm-tr-marmaris-indigo-mart-2017-B-final-sira.txt").read_text(encoding="utf-8")
    lines = ranking.split("\n")
    for k, line in enumerate(lines):
        f = line.split(";")
        if f[0] in ("1", "2") and len(f) > 26:
            f[22], f[25] = str(int(f[22]) - 1), "1"  # one win fewer over the board, one forfeit more
            lines[k] = ";".join(f)
    (tmp_path / "r-games.pgn").write_bytes(
        (REAL / "sm-tr-marmaris-indigo-mart-2017-B-games.pgn").read_bytes()
    )
    (tmp_path / "r-final-sira.txt").write_text("\n".join(lines), encoding="utf-8")
    t = read_paths([tmp_path / "r-games.pgn", tmp_path / "r-final-sira.txt"])
    warned = [d for d in t.diagnostics if "that the games cannot place" in d.message]
    assert len(warned) == 1
    assert "ERZURUMLU BORA" in warned[0].message and "ŞİŞMAN SELAHATTIN EFE" in warned[0].message
