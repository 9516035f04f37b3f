"""A lichess broadcast exported as PGN (its study of each round): every game's ``Event`` is the study's
name and the chapter's (``Round 1: Ann - Bob``), which names the game, not the event, and the games are
dated by ``UTCDate`` alone. The event below is invented in that form: three players, a round each, played
in June 2025 (before the 2026 edition: ranked under 2024)."""

from __future__ import annotations

import datetime as dt

from tiebreak.readers import read_text

_GAMES = [
    (1, "Ann", "Bob", "1-0", "2025.06.18"),
    (2, "Bob", "Cy", "1/2-1/2", "2025.06.19"),
    (3, "Cy", "Ann", "0-1", "2025.06.20"),
]


def _pgn() -> str:
    return "\n".join(
        f'[Event "Round {r}: {w} - {b}"]\n[Round "{r}.1"]\n[White "{w}"]\n[Black "{b}"]\n[Result "{res}"]\n'
        f'[StudyName "Round {r}"]\n[ChapterName "{w} - {b}"]\n[UTCDate "{day}"]\n\n{res}\n'
        for r, w, b, res, day in _GAMES
    )


def test_a_chapters_name_is_no_events_name_and_utc_dates_date_it() -> None:
    event = read_text(_pgn(), source="broadcast.pgn")
    assert event.name == ""
    assert event.start_date == dt.date(2025, 6, 18)
    assert not any("different events" in d.message for d in event.diagnostics)
    assert {p.name: sum(e.result.unit_result for e in p.rounds) for p in event.players} == {
        "Ann": 2,
        "Bob": 0.5,
        "Cy": 0.5,
    }
