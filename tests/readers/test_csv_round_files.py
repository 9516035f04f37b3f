"""Each round's pairing list as a CSV file of its own, under headings no table of ours names (the
Dworpse Schaakkring's blitz memorial, ``erpi/skdworp`` on GitHub: ``bord,wit,welo,wres,zres,zwart,zelo``):
the files split on their commas, the header found by its ``wit``/``zwart`` (White/Black) headings, the
two result columns told by their values (one score per side, the two making one game's result), a
score marked ``F`` a forfeit, the ratings told from points though unrated players are printed 0.

The event below is written by hand in that form. Round 1: Anna beats Boris, Dora wins against Cyril
by forfeit (``0`` / ``1F``). Round 2: Dora and Anna draw, Boris beats Cyril. Round 3: Anna beats Cyril,
Boris and Dora both lose without play (``0`` / ``0F``). Anna 1 + ½ + 1 = 2½, Boris 0 + 1 + 0 = 1,
Cyril 0, Dora 1 + ½ + 0 = 1½."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from event_points import points_by_name, results_of
from tiebreak import Result
from tiebreak.readers import read_paths

HEAD = "bord,wit,welo,wres,zres,zwart,zelo"
ROUNDS = [
    ["1,Anna,2100,1,0,Boris,1900", "2,Cyril,0,0,1F,Dora,1700"],
    ["1,Dora,1700,½,½,Anna,2100", "2,Boris,1900,1,0,Cyril,0"],
    ["1,Anna,2100,1,0,Cyril,0", "2,Boris,1900,0,0F,Dora,1700"],
]


def _files(tmp_path: Path) -> list[Path]:
    paths = []
    for k, boards in enumerate(ROUNDS, start=1):
        path = tmp_path / f"r{k:02d}.csv"
        path.write_text("\n".join([HEAD, *boards]) + "\n", encoding="utf-8")
        paths.append(path)
    return paths


def test_round_files_in_csv_under_unknown_headings(tmp_path: Path) -> None:
    event = read_paths(_files(tmp_path))
    assert points_by_name(event) == {
        "Anna": Fraction(5, 2),
        "Boris": Fraction(1),
        "Cyril": Fraction(0),
        "Dora": Fraction(3, 2),
    }
    assert results_of(event, "Dora") == [Result.FORFEIT_WIN, Result.DRAW, Result.FORFEIT_LOSS]
    assert results_of(event, "Cyril") == [Result.FORFEIT_LOSS, Result.LOSS, Result.LOSS]
    assert results_of(event, "Boris") == [Result.LOSS, Result.WIN, Result.FORFEIT_LOSS]
    ratings = {p.name: p.rating for p in event.players}
    assert ratings == {"Anna": 2100, "Boris": 1900, "Cyril": None, "Dora": 1700}  # 0: unrated
    notes = [d.message for d in event.diagnostics]
    assert any("read as White's and Black's scores by their values" in m for m in notes), notes
