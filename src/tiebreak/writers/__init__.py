"""Writers: a :class:`~tiebreak.Tournament` back to text (TRF-2026, our JSON model).

:func:`canonical` reduces a tournament to what it *means* (no line numbers, file names, diagnostics or
cross-check columns), so that ``canonical(read(write(t))) == canonical(t)`` is the round-trip law.
"""

from __future__ import annotations

from dataclasses import replace

from ..model.tournament import Result, RoundEntry, Tournament

__all__ = ["canonical", "trim_rounds"]


def trim_rounds(rounds: tuple[RoundEntry, ...]) -> tuple[RoundEntry, ...]:
    """Drop trailing rounds with nothing recorded (not paired, no opponent), as the TRF reader does."""
    end = len(rounds)
    while end and rounds[end - 1].result is Result.NOT_PAIRED and rounds[end - 1].opponent is None:
        end -= 1
    return rounds[:end]


def canonical(t: Tournament) -> Tournament:
    """The tournament with everything that is not meaning cleared.

    Cleared: the source name, line numbers, diagnostics, where the pairing system was read from, the
    free-text and encoded type records (their meaning is kept in ``pairing`` and the team's primary
    score), and the declared points and ranks of players (cross-checks only). Trailing empty rounds
    are dropped; the team records that are sets (byes, forfeits, line-ups) are sorted.
    """
    players = tuple(
        replace(p, line=None, declared_points=None, declared_rank=None, rounds=trim_rounds(p.rounds))
        for p in t.players
    )
    team_info = t.team_info
    if team_info is not None:
        team_info = replace(
            team_info,
            teams=tuple(replace(team, line=None) for team in team_info.teams),
            pab_rounds=tuple(sorted(team_info.pab_rounds)),
            forfeits=tuple(sorted(team_info.forfeits, key=lambda f: (f.round, f.white, f.black, f.kind))),
            lineups=tuple(sorted(team_info.lineups, key=lambda x: (x.round, x.team, x.opponent, x.boards))),
            byes=tuple(sorted(team_info.byes)),
        )
    return replace(
        t,
        players=players,
        source=None,
        diagnostics=(),
        pairing_source="",
        type_text="",
        system_code="",
        team_info=team_info,
    )
