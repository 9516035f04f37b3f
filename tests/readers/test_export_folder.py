"""A program's web export given whole, as a user gives its folder (Swiss Master's Ixtepec 2025 export,
``tests/data/real/swissmaster-ixtepec-2025-*``): its data file holds every round with its colours; its
ranking page names each opponent by a link and cuts long names short; its round PGN files lack round 4.
The event is the data file's, with a warning naming the files left aside and why."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak.model.errors import Severity
from tiebreak.readers import read_paths

REAL = Path(__file__).resolve().parents[1] / "data" / "real"
DATA = REAL / "swissmaster-ixtepec-2025-data.json"
RANKING = REAL / "swissmaster-ixtepec-2025-ranking.html"
ROUNDS = [REAL / f"swissmaster-ixtepec-2025-rnd_0{r}.pgn" for r in (1, 2, 3, 5)]


@pytest.mark.parametrize("order", ["data first", "ranking first"])
def test_the_data_file_is_the_event_beside_its_ranking_page(order: str) -> None:
    paths = [DATA, RANKING] if order == "data first" else [RANKING, DATA]
    event = read_paths(paths)
    assert event.source is not None and event.source.endswith("data.json")
    assert len(event.players) == 59 and event.rounds == 5
    assert any(
        "is read from swissmaster-ixtepec-2025-data.json alone" in d.message for d in event.diagnostics
    )


def test_round_files_short_of_a_round_leave_the_data_file_the_event() -> None:
    event = read_paths([*ROUNDS, REAL / "swissmaster-ixtepec-2025-ranking.csv", DATA, RANKING])
    assert event.source is not None and event.source.endswith("data.json")
    warned = [d.message for d in event.diagnostics if d.severity is Severity.WARNING]
    assert any("short of a round" in m and "round 4 has no game" in m for m in warned)


def test_the_same_files_uploaded_together_read_alike() -> None:
    """An upload of several files keeps them as one text (:mod:`tiebreak.readers.files`): the PGN files'
    stray control bytes and the ranking page's character references stay inside their own files (before:
    'binary data (control byte 0x1d)', then the page's references written out across the whole text and
    its declared length no longer its own)."""
    from tiebreak.readers import decode_input, read_text
    from tiebreak.readers.files import bundle

    paths = [*ROUNDS, REAL / "swissmaster-ixtepec-2025-ranking.csv", DATA, RANKING]
    text = bundle([(p.name, decode_input(p.read_bytes(), source=p.name)) for p in paths])
    event = read_text(text, source="upload")
    assert event.source is not None and event.source.endswith("data.json")
    assert len(event.players) == 59
