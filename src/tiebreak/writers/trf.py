"""Writer for TRF-2026 (FIDE Data Exchange Format): records 012…362, then 001 lines, then the team records.

The file reads back, with :func:`tiebreak.readers.trf.read_trf`, to the same tournament (see
:func:`tiebreak.writers.canonical`).

>>> from tiebreak.readers import example_path, read_path
>>> text = write_trf(read_path(example_path("arena")), line_ending="\\n")
>>> line = text.splitlines()[-1]
>>> line[14:47].rstrip(), line[80:84], line[85:89], line[91:]
('Patel, Dylan', ' 1.0', '   5', '   1 b 0     2 b 0  0000 - U     3 b 0')
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from ..model.tournament import (
    Color,
    MatchScoring,
    PairingSystem,
    Player,
    Result,
    RoundEntry,
    Scoring,
    TeamInfo,
    Tournament,
)
from . import trim_rounds

if TYPE_CHECKING:
    from ..ranking.engine import Standings

__all__ = ["format_points", "standings_trf", "type_text", "write_trf"]


def format_points(value: Fraction | None) -> str:
    """Points as TRF writes them: one decimal when exact (``2.0``, ``3.5``), else more.

    >>> format_points(Fraction(7, 2)), format_points(Fraction(9, 4)), format_points(None)
    ('3.5', '2.25', '')
    """
    if value is None:
        return ""
    sign = "-" if value < 0 else ""
    value = abs(value)
    for digits in (1, 2, 3, 4):
        scaled = value * 10**digits
        if scaled.denominator == 1:
            whole, frac = divmod(scaled.numerator, 10**digits)
            return f"{sign}{whole}.{str(frac).rjust(digits, '0')}"
    rounded = round(value * 10**4)
    whole, frac = divmod(rounded, 10**4)
    return f"{sign}{whole}.{str(frac).rjust(4, '0')}"


def type_text(t: Tournament) -> str:
    """The 092 text for the event: kept as read, else derived from the pairing system."""
    if t.type_text:
        return t.type_text
    kind = "Team" if t.is_team_event else "Individual"
    return f"{kind}: {'Round-Robin' if t.pairing is PairingSystem.ROUND_ROBIN else 'Swiss-System'}"


def _system_code(t: Tournament) -> str:
    if t.system_code:
        return t.system_code
    info = t.team_info
    if info is None or not info.teams:
        return ""
    base = "CUSTOM_TEAM_ROUNDROBIN" if t.pairing is PairingSystem.ROUND_ROBIN else "CUSTOM_TEAM_SWISS"
    return f"{base}_{info.primary}" if info.primary else base


def _scoring_162(s: Scoring) -> str:
    pairs = [("W", s.win), ("D", s.draw), ("L", s.loss), ("A", s.absent), ("P", s.pab), ("X", s.unknown)]
    body = "".join(f" {code} {format_points(v):<4}   " for code, v in pairs if v is not None)
    return ("162 " + body).rstrip()


def _points(p: Player, scoring: Scoring) -> Fraction:
    return sum((scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))


def _block(e: RoundEntry) -> str:
    if e.result is Result.NOT_PAIRED and e.opponent is None:
        return " " * 8
    opponent = "0000" if e.opponent is None else f"{e.opponent:4d}"
    color = "-" if e.color is Color.NONE else e.color.value
    return f"{opponent} {color} {e.result.code}"


def _player_line(p: Player, scoring: Scoring, rank: int | None) -> str:
    rating = "" if p.rating is None else str(p.rating)
    rank_text = "" if rank is None else str(rank)
    fixed = (
        f"001 {p.sno:4d} {p.sex[:1]:1}{p.title[:3]:>3} {p.name[:33]:<33} {rating:>4} "
        f"{p.federation[:3]:<3} {p.fide_id[:11]:>11} {p.birth[:10]:<10} "
        f"{format_points(_points(p, scoring)):>4} {rank_text:>4}"
    )
    blocks = "".join(f"  {_block(e)}" for e in trim_rounds(p.rounds))
    return (fixed + blocks).rstrip()


def _team_lines(
    info: TeamInfo,
    team_ranks: Mapping[int, int] | None,
    team_points: Mapping[int, tuple[Fraction | None, Fraction | None]] | None,
) -> list[str]:
    out: list[str] = []
    for team in info.teams:
        mp, gp = team.declared_match_points, team.declared_game_points
        if team_points and team.number in team_points:
            mp, gp = team_points[team.number]
        rank = team.declared_rank if team_ranks is None else team_ranks.get(team.number)
        head = (
            f"310 {team.number:3d} {team.name[:32]:<32} {team.nickname[:5]:<5} {'':6} "
            f"{format_points(mp):>6} {format_points(gp):>6} {'' if rank is None else rank:>3}  "
        )
        out.append((head + " ".join(f"{sno:4d}" for sno in team.players)).rstrip())
    return out


def _team_tail(info: TeamInfo) -> list[str]:
    out: list[str] = []
    byes: dict[tuple[int, str], list[int]] = {}
    for rnd, team, kind in info.byes:
        byes.setdefault((rnd, kind), []).append(team)
    for (rnd, kind), teams in byes.items():
        out.append(f"240 {kind} {rnd:3d}" + "".join(f" {n:4d}" for n in teams))
    for lineup in info.lineups:
        out.append(
            f"300 {lineup.round:3d} {lineup.team:3d} {lineup.opponent:3d}"
            + "".join(f" {b:4d}" for b in lineup.boards)
        )
    pab_lines: list[dict[int, int]] = []
    for rnd, team in info.pab_rounds:
        for line in pab_lines:
            if rnd not in line:
                line[rnd] = team
                break
        else:
            pab_lines.append({rnd: team})
    if pab_lines or info.pab_match_points is not None or info.pab_game_points is not None:
        head = f"320 {format_points(info.pab_match_points):>4} {format_points(info.pab_game_points):>4}"
        for line in pab_lines or [{}]:
            last = max(line, default=0)
            out.append((head + "".join(f" {line.get(r, 0):3d}" for r in range(1, last + 1))).rstrip())
    for f in info.forfeits:
        out.append(f"330 {f.kind} {f.round:3d} {f.white:3d} {f.black:3d}")
    return out


def write_trf(
    t: Tournament,
    *,
    ranks: Mapping[int, int] | None = None,
    tiebreaks: tuple[str, ...] | None = None,
    team_ranks: Mapping[int, int] | None = None,
    team_points: Mapping[int, tuple[Fraction | None, Fraction | None]] | None = None,
    line_ending: str = "\r\n",
) -> str:
    """The tournament as TRF-2026 text.

    ``ranks`` (starting number -> rank) fills the rank column of the 001 lines, ``team_ranks`` and
    ``team_points`` (team number -> (match points, game points)) the 310 lines; without them the ranks
    read from the input are written. ``tiebreaks`` replaces the file's list in record 212 (primary
    score first). Points are always recomputed from the results.
    """
    info = t.team_info if t.is_team_event else None
    lines: list[str] = []
    if t.name:
        lines.append(f"012 {t.name}")
    if t.start_date is not None:
        lines.append(f"042 {t.start_date:%Y/%m/%d}")
    lines.append(f"062 {len(t.players)}")
    lines.append(f"072 {sum(1 for p in t.players if p.rating)}")
    if info is not None:
        lines.append(f"082 {len(info.teams)}")
    lines.append(f"092 {type_text(t)}")
    lines.append(f"142 {t.rounds}")
    if t.scoring != Scoring():
        lines.append(_scoring_162(t.scoring))
    code = _system_code(t)
    if code:
        lines.append(f"192 {code}")
    codes = t.tiebreaks if tiebreaks is None else tiebreaks
    if codes:
        lines.append(f"212 {','.join(codes)}")
    if info is not None:
        if info.board_colors:
            lines.append(f"352 {info.board_colors}")
        if info.match_scoring != MatchScoring():
            m = info.match_scoring
            lines.append(
                f"362 TW {format_points(m.win):<4}  TD {format_points(m.draw):<4}  TL {format_points(m.loss)}"
            )
    for p in sorted(t.players, key=lambda p: p.sno):
        rank = p.declared_rank if ranks is None else ranks.get(p.sno)
        lines.append(_player_line(p, t.scoring, rank))
    if info is not None:
        lines.extend(_team_lines(info, team_ranks, team_points))
        lines.extend(_team_tail(info))
    return line_ending.join(lines) + line_ending


def standings_trf(t: Tournament, standings: Standings, *, line_ending: str = "\r\n") -> str:
    """The event as TRF with the computed ranks (001 columns 86-89, or the 310 lines of a team event),
    recomputed points and record 212 holding the list that was used."""
    primary = standings.points_code.upper()
    codes = (primary, *(spec.canonical for spec in standings.specs))
    if standings.team:
        team_ranks = {row.sno: row.rank for row in standings.rows}
        return write_trf(t, tiebreaks=codes, team_ranks=team_ranks, line_ending=line_ending)
    return write_trf(
        t, ranks={row.sno: row.rank for row in standings.rows}, tiebreaks=codes, line_ending=line_ending
    )
