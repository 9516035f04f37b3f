"""Shared helpers of the reader tests: an event's points by player, a player's results in round order."""

from __future__ import annotations

from fractions import Fraction

from tiebreak.model.tournament import Result, Tournament


def points_by_name(event: Tournament) -> dict[str, Fraction]:
    """Each player's points under the event's scoring, by name."""
    return {
        p.name: sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        for p in event.players
    }


def results_of(event: Tournament, name: str) -> list[Result]:
    """The results of the player of that name, round by round."""
    player = next(p for p in event.players if p.name == name)
    return [e.result for e in sorted(player.rounds, key=lambda e: e.round)]


def game_points_by_team(event: Tournament) -> dict[str, Fraction]:
    """Each team's game points (its players' points, every board of every match), by team name."""
    assert event.team_info is not None
    points = {
        p.sno: sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        for p in event.players
    }
    return {team.name: sum((points[n] for n in team.players), Fraction(0)) for team in event.team_info.teams}
