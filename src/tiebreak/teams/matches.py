"""Team events: rebuild each team match from the individual games of its boards and index the teams
for the ranking engine, with match points (MP) and game points (GP) as two score tracks (C.07 11).

A team's round is one :class:`TeamMatch`: the boards it played (in board order), the opponent team,
the match result and the points. Matches come from the games of the team's players; TRF record 330
(forfeited match), 320 (pairing-allocated bye) and 240 (team byes) override or fill rounds without
games. The engine sees teams as competitors through :class:`TeamContext`.

>>> from tiebreak.readers import read_path
>>> from tiebreak.readers import example_path
>>> t = read_path(example_path("team"))
>>> ctx = build_team_context(t, Rules.FIDE_2026)
>>> [ctx.competitors[i].name for i in range(2)], ctx.boards
(['Team 1', 'Team 2'], 2)
>>> [str(ctx.tracks["MP"].value(s)) for s in ctx.tracks["MP"].score]
['5', '2', '4', '3', '4', '0']
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import ClassVar

from ..criteria.base import Competitor, Context, Track, lcm_unit
from ..model.errors import InvalidTournamentError
from ..model.rules import Rules
from ..model.tournament import (
    Color,
    MatchScoring,
    PairingSystem,
    PointClass,
    Result,
    Scoring,
    Team,
    TeamInfo,
    TeamLineup,
    Tournament,
)

__all__ = [
    "NEEDS_BOARDS",
    "NEEDS_GAME_POINTS",
    "BoardGame",
    "BoardRow",
    "TeamContext",
    "TeamMatch",
    "board_standings",
    "build_team_context",
    "needs_boards",
    "team_matches",
]

NEEDS_BOARDS: dict[str, str] = {
    **dict.fromkeys(
        ("BC", "TBR", "BBE", "EDEC", "EDEBT", "EDEBB", "EDET", "EDEB"),
        "the game points of each board (art. 12)",
    ),
    "PS": "the round each match was played in",
    "BPG": "the colours of the boards",
    "BWG": "the colours of the boards",
}
"""What a tie-break needs that a team crosstable of match results does not give
(:attr:`TeamInfo.match_results_only`), by code."""


NEEDS_GAME_POINTS: dict[str, str] = {
    **dict.fromkeys(("GPTS", "MPVGP", "SSSC"), "the game points of each match"),
    **dict.fromkeys(("EMGSB", "EGMSB", "EGGSB"), "the game points of each match"),
    **dict.fromkeys(
        ("EDE", "EDEC", "EDEBT", "EDEBB", "EDET", "EDEB"),
        "the game points of each match (its second step, where the direct encounters' match points tie)",
    ),
}
"""What a tie-break needs that a team crosstable of match points only does not give
(:attr:`TeamInfo.match_points_only`), by code; besides these, every code on game points (``BH:GP``)."""


def needs_boards(tournament: Tournament, codes: list[str]) -> str:
    """Why the codes given (each maybe with its score reference, ``BH:GP``) cannot be computed for an
    event read from match results only ("" when they can): each code with what it needs, and what to
    give instead."""
    info = tournament.team_info
    if info is None or not info.match_results_only:
        return ""
    bad = []
    for given in codes:
        code, _, score = given.partition(":")
        if code in NEEDS_BOARDS and not (code == "PS" and info.match_rounds_known):
            bad.append((given, NEEDS_BOARDS[code]))
        elif info.match_points_only and (code in NEEDS_GAME_POINTS or score.upper() == "GP"):
            bad.append((given, NEEDS_GAME_POINTS.get(code, "the game points of each match")))
    if not bad:
        return ""
    if info.match_points_only:
        return (
            "; ".join(f"{code} needs {what}" for code, what in bad) + ": this team event was read from "
            "a crosstable of match points, which does not give them. Give the board pairings of every "
            "round with their results (or a crosstable of game points), or ask only tie-breaks on match "
            "points (MP, DE, BH:MP, SB:MP, EMMSB)"
        )
    read = "each round's team pairings" if info.match_rounds_known else "a crosstable"
    return (
        "; ".join(f"{code} needs {what}" for code, what in bad) + f": this team event was read from {read} "
        "of match results, which does not give it. Give the board pairings of every round "
        "with their results, or ask only match-level tie-breaks (MP, GP, DE, EDE, BH, SB on match or "
        "game points)"
    )


@dataclass(frozen=True)
class BoardGame:
    """One board of a team match, seen from the team's side."""

    board: int
    """1-based board number."""
    player: int
    """Starting rank of the team's player (0 when the board was left empty)."""
    opponent: int | None
    """Starting rank of the opposing player, None when there was none."""
    result: Result
    points: Fraction
    """Game points the player scored (forfeits at their awarded value)."""


@dataclass(frozen=True)
class TeamMatch:
    """One round of one team: its match (or bye), as rebuilt from the file."""

    round: int
    team: int
    """Team number."""
    opponent: int | None
    """Opposing team number, None for byes and unpaired rounds."""
    result: Result
    """Match-level result: WIN/DRAW/LOSS when played, FORFEIT_WIN/LOSS for a forfeited match, PAB,
    FULL_BYE, HALF_BYE, ZERO_BYE or NOT_PAIRED."""
    match_points: Fraction
    game_points: Fraction
    first_named: bool
    """True when the team is the first-named ("white") team of the match (TRF 352)."""
    boards: tuple[BoardGame, ...] = ()
    source: str = "games"
    """Where the round comes from: ``games``, ``330`` (forfeited match), ``320`` (PAB), ``240`` (bye),
    ``001`` (a round without games whose bye comes from the players' codes ``U``, ``F``, ``H``, ``Z``)
    or ``none`` (nothing recorded)."""


@dataclass
class TeamContext(Context):
    """A :class:`Context` whose competitors are teams, with the match details the team tie-breaks use.

    ``board_points[i][r][b]`` holds the game points (in GP track units) team ``i`` scored on board
    ``b`` (0-based) in round ``r`` for Article 12 (BC, TBR, BBE): individual forfeits count as played,
    a PAB or a forfeited match won counts a win on every board.
    """

    team: ClassVar[bool] = True
    teams: tuple[Team, ...] = ()
    matches: list[list[TeamMatch]] = field(default_factory=list)
    board_points: list[list[list[int]]] = field(default_factory=list)

    def counts_games(self, track: Track) -> bool:
        """True when ``track`` is the game points, on which a team's win is a game won on a board (WIN on
        game points, 7.1)."""
        return track.name == "GP"

    def board_wins(self) -> list[int]:
        """Games won by each team, with or without playing (WIN on game points, 7.1): board wins in
        the matches, and every board of a PAB, full-point bye or forfeited match won."""
        return [
            sum(self.board_wins_in(i, r) for r in range(len(rounds)))
            for i, rounds in enumerate(self.board_points)
        ]

    def board_wins_in(self, i: int, r: int) -> int:
        """The games team ``i`` won in round ``r`` (0-based), as :meth:`board_wins` counts them."""
        win = int(self.tournament.scoring.win * self.tracks["GP"].unit) if self.tournament else 0
        return self.board_points[i][r].count(win)

    @property
    def secondary(self) -> str:
        """The score that is not primary (``GP`` in an MP event)."""
        return "GP" if self.primary == "MP" else "MP"


def _game_points(scoring: Scoring, result: Result) -> Fraction:
    return scoring.points(result.point_class)


def team_matches(tournament: Tournament, after_round: int | None = None) -> tuple[int, list[list[TeamMatch]]]:
    """Rebuild every team's matches, round by round: the games of a round grouped by the two teams playing.

    Returns the number of boards and ``matches[k][r]`` for the ``k``-th team (in the file's team
    order) and 0-based round ``r``.

    :raises InvalidTournamentError: when a team's players meet several teams in one round, or a
        player belongs to two teams.
    """
    info = tournament.team_info
    if info is None or not info.teams:
        raise InvalidTournamentError("not a team event", source=tournament.source)
    teams = info.teams
    team_of: dict[int, int] = {}
    for team in teams:
        for sno in team.players:
            if sno in team_of and team_of[sno] != team.number:
                raise InvalidTournamentError(
                    f"player {sno} is listed in teams {team_of[sno]} and {team.number}",
                    source=tournament.source,
                    line=team.line,
                )
            team_of[sno] = team.number
    n_rounds = _rounds(tournament, info) if after_round is None else after_round
    scoring = tournament.scoring
    ms = info.match_scoring
    lineups = {(lu.round, lu.team): lu for lu in info.lineups}
    forfeits = {}
    for f in info.forfeits:
        forfeits[(f.round, f.white)] = (f.black, f.kind, True)
        forfeits[(f.round, f.black)] = (f.white, f.kind, False)
    pabs = set(info.pab_rounds)
    byes = {(r, t): kind for r, t, kind in info.byes}
    colors = info.board_colors or ""
    # the board count: TRF 352, else the most boards played in one match
    boards = len(info.board_colors)
    for team in teams:
        for r in range(1, n_rounds + 1):
            lu = lineups.get((r, team.number))
            boards = max(
                boards,
                len(lu.boards)
                if lu is not None
                else sum(1 for sno in team.players if tournament.player(sno).entry(r).opponent is not None),
            )
    raw: dict[tuple[int, int], list[Board]] = {}
    for team in teams:
        for r in range(1, n_rounds + 1):
            raw[(team.number, r)] = _lineup(tournament, team, r, lineups.get((r, team.number)), boards)
    rebuild = _Rebuild(tournament, raw, team_of, boards, scoring, ms, info, forfeits, pabs, byes, colors)
    return boards, [[rebuild.match(team, r) for r in range(1, n_rounds + 1)] for team in teams]


_BOARD_FORFEITS = frozenset({Result.FULL_BYE, Result.HALF_BYE, Result.ZERO_BYE})
_PLAYER_BYES = ((Result.FULL_BYE, "F"), (Result.HALF_BYE, "H"), (Result.ZERO_BYE, "Z"))
"""A round without games takes the team bye its players' codes show (the reference does the same)."""


def _lineup(
    tournament: Tournament, team: Team, r: int, lineup: TeamLineup | None, boards: int
) -> list[tuple[int, int, Color, Result, int | None]]:
    """The boards of ``team`` in round ``r``: (board, player, colour, result, opponent).

    With a 300 record the boards are as listed. Otherwise the players with an opponent, in team order,
    and — up to the board count — players without one whose code is a board won or lost without an
    opponent (``0000 - +`` / ``0000 - -``): the reference counts those as boards of the match.
    """
    if lineup is not None:
        out = []
        for k, sno in enumerate(lineup.boards, start=1):
            if sno:
                e = tournament.player(sno).entry(r)
                out.append((k, sno, e.color, e.result, e.opponent))
        return out
    entries = [tournament.player(sno).entry(r) for sno in team.players]
    if not any(e.opponent is not None for e in entries):
        return []
    room = boards - sum(1 for e in entries if e.opponent is not None)
    chosen: list[tuple[int, Color, Result, int | None]] = []
    for sno, e in zip(team.players, entries, strict=True):
        if e.opponent is not None:
            chosen.append((sno, e.color, e.result, e.opponent))
        elif e.result in _BOARD_FORFEITS and room > 0:
            room -= 1
            chosen.append((sno, e.color, e.result, None))
    return [(k, *c) for k, c in enumerate(chosen, start=1)]


def _rounds(tournament: Tournament, info: TeamInfo) -> int:
    last = tournament.rounds_completed
    for f in info.forfeits:
        last = max(last, f.round)
    return last


Board = tuple[int, int, Color, Result, int | None]
"""One board of a match as the line-up gives it: (board, player, colour, result, opponent)."""


@dataclass(frozen=True)
class _Rebuild:
    """What rebuilding one team's match of one round reads: the event, every team's boards of every
    round (:func:`_lineup`), and the team records (330 forfeited matches, 320 PABs, 240 byes, 352
    colours)."""

    tournament: Tournament
    raw: dict[tuple[int, int], list[Board]]
    team_of: dict[int, int]
    boards: int
    scoring: Scoring
    ms: MatchScoring
    info: TeamInfo
    forfeits: dict[tuple[int, int], tuple[int, str, bool]]
    pabs: set[tuple[int, int]]
    byes: dict[tuple[int, int], str]
    colors: str

    @property
    def win_gp(self) -> Fraction:
        """The game points of a match won on every board."""
        return self.scoring.win * self.boards

    def match(self, team: Team, r: int) -> TeamMatch:
        """Team ``team``'s match of round ``r``: forfeited (330), a bye (320, 240 or its players'
        codes), or played board by board."""
        num = team.number
        entries = self.raw[(num, r)]
        if (r, num) in self.forfeits:
            return self._forfeited(num, r, entries)
        codes = set() if entries else {self.tournament.player(sno).entry(r).result for sno in team.players}
        if (r, num) in self.pabs or Result.PAB in codes:
            mp = self.info.pab_match_points if self.info.pab_match_points is not None else self.ms.draw
            gp = self.info.pab_game_points if self.info.pab_game_points is not None else self.win_gp
            return TeamMatch(
                r, num, None, Result.PAB, mp, gp, False, source="320" if (r, num) in self.pabs else "001"
            )
        if not entries:
            return self._bye(num, r, codes)
        return self._played(team, r, entries, self._opponent(team, r, entries))

    def _forfeited(self, num: int, r: int, entries: list[Board]) -> TeamMatch:
        """A whole match forfeited (record 330): won or lost as the record says, the boards kept."""
        other, kind, white = self.forfeits[(r, num)]
        won = (kind == "+-" and white) or (kind == "-+" and not white)
        listed = tuple(
            BoardGame(k, sno, opp, res, _game_points(self.scoring, res)) for k, sno, _, res, opp in entries
        )
        return TeamMatch(
            r,
            num,
            other,
            Result.FORFEIT_WIN if won else Result.FORFEIT_LOSS,
            self.ms.win if won else self.ms.loss,
            self.win_gp if won else Fraction(0),
            white,
            listed,
            source="330",
        )

    def _bye(self, num: int, r: int, codes: set[Result]) -> TeamMatch:
        """A round without games: the team bye of record 240, else the one its players' codes show,
        else not paired."""
        bye = self.byes.get((r, num)) or next((c for res, c in _PLAYER_BYES if res in codes), None)
        source = "240" if (r, num) in self.byes else "001"
        if bye == "F":
            return TeamMatch(r, num, None, Result.FULL_BYE, self.ms.win, self.win_gp, False, source=source)
        if bye == "H":
            return TeamMatch(
                r,
                num,
                None,
                Result.HALF_BYE,
                self.ms.draw,
                self.scoring.draw * self.boards,
                False,
                source=source,
            )
        if bye == "Z":
            return TeamMatch(r, num, None, Result.ZERO_BYE, Fraction(0), Fraction(0), False, source=source)
        return TeamMatch(r, num, None, Result.NOT_PAIRED, Fraction(0), Fraction(0), False, source="none")

    def _opponent(self, team: Team, r: int, entries: list[Board]) -> int:
        """The one team the players of ``team`` met in round ``r``.

        :raises InvalidTournamentError: when an opponent is in no team, or they met several teams.
        """
        num = team.number
        opp_teams = Counter(self.team_of.get(opp, 0) for _, _, _, _, opp in entries if opp is not None)
        stray = sorted(opp for _, _, _, _, opp in entries if opp is not None and opp not in self.team_of)
        if stray:
            raise InvalidTournamentError(
                f"round {r}: team {num} ({team.name}) played player {stray[0]}, who is in no team (013/310)",
                source=self.tournament.source,
                line=team.line,
            )
        if len(opp_teams) != 1 or 0 in opp_teams or num in opp_teams:
            shown = ", ".join(str(t) for t in sorted(opp_teams)) or "none"
            raise InvalidTournamentError(
                f"round {r}: the players of team {num} ({team.name}) met players of teams {shown}; a team "
                "meets one team per round (add 300 line-up records or fix the 013/310 lists)",
                source=self.tournament.source,
                line=team.line,
            )
        return next(iter(opp_teams))

    def _played(self, team: Team, r: int, entries: list[Board], other: int) -> TeamMatch:
        """A match played board by board: the game points compared (a match without a game played is
        won by the side that scored, by forfeit), and which team was first-named (352)."""
        games: list[BoardGame] = []
        first_named: bool | None = None
        for k, sno, color, res, opp in entries:
            games.append(BoardGame(k, sno, opp, res, _game_points(self.scoring, res)))
            if first_named is None and color is not Color.NONE:
                letter = self.colors[k - 1] if k - 1 < len(self.colors) else ("W" if k % 2 == 1 else "B")
                first_named = (color is Color.WHITE) == (letter == "W")
        gp = sum((g.points for g in games), Fraction(0))
        opp_gp = sum(
            (_game_points(self.scoring, res) for _, _, _, res, _ in self.raw.get((other, r), [])), Fraction(0)
        )
        played = any(g.result.played for g in games)
        if played or (gp > 0 and opp_gp > 0):
            result = Result.WIN if gp > opp_gp else Result.LOSS if gp < opp_gp else Result.DRAW
        elif gp > 0:
            result = Result.FORFEIT_WIN
        else:
            result = Result.FORFEIT_LOSS
        mp = {Result.WIN: self.ms.win, Result.DRAW: self.ms.draw, Result.FORFEIT_WIN: self.ms.win}.get(
            result, self.ms.loss
        )
        return TeamMatch(r, team.number, other, result, mp, gp, bool(first_named), tuple(games))


def _units(
    matches: list[list[TeamMatch]], ms: MatchScoring, scoring: Scoring, boards: int
) -> tuple[int, int]:
    """The units the MP and GP tracks count in: the least common denominators of every score a match
    can give (half points always, for Fore Buchholz's draws)."""
    mp_values = [ms.win, ms.draw, ms.loss, Fraction(1, 2)]
    gp_values = [scoring.points(pc) * boards for pc in PointClass]
    gp_values += [scoring.points(pc) for pc in PointClass]
    for m_row in matches:
        for m in m_row:
            mp_values.append(m.match_points)
            gp_values.append(m.game_points)
    return lcm_unit(mp_values), lcm_unit([*gp_values, Fraction(1, 2)])


def _board_units(m: TeamMatch, boards: int, scoring: Scoring, gp_unit: int) -> list[int]:
    """The game points of each board of a match, in GP units: as played; every board won for a PAB,
    a full-point bye or a match won by forfeit (330), none for a match lost by forfeit, a draw on
    every board for a half-point bye."""
    if m.result in (Result.PAB, Result.FULL_BYE) or (m.result is Result.FORFEIT_WIN and m.source == "330"):
        return [int(scoring.win * gp_unit)] * boards
    if m.result is Result.FORFEIT_LOSS and m.source == "330":
        return [0] * boards
    if m.result is Result.HALF_BYE:
        return [int(scoring.draw * gp_unit)] * boards
    per_board = [0] * boards
    for g in m.boards:
        if 1 <= g.board <= boards:
            per_board[g.board - 1] = int(g.points * gp_unit)
    return per_board


@dataclass
class _Rows:
    """The per-team arrays of a :class:`TeamContext`, one team's matches added at a time."""

    results: list[list[Result]] = field(default_factory=list)
    opponents: list[list[int]] = field(default_factory=list)
    colors: list[list[Color]] = field(default_factory=list)
    mp: list[list[int]] = field(default_factory=list)
    gp: list[list[int]] = field(default_factory=list)
    board: list[list[list[int]]] = field(default_factory=list)

    def add(
        self,
        m_row: list[TeamMatch],
        index: dict[int, int],
        boards: int,
        scoring: Scoring,
        ms: MatchScoring,
        units: tuple[int, int],
        fore_round: int | None,
    ) -> None:
        """One team's matches (``fore_round``: the round Fore Buchholz draws, 8.3)."""
        mp_unit, gp_unit = units
        res_row: list[Result] = []
        opp_row: list[int] = []
        col_row: list[Color] = []
        mp_row: list[int] = []
        gp_row: list[int] = []
        b_row: list[list[int]] = []
        for r, m in enumerate(m_row, start=1):
            opp = index.get(m.opponent, -1) if m.opponent is not None else -1
            res, mp, gp = m.result, m.match_points, m.game_points
            per_board = _board_units(m, boards, scoring, gp_unit)
            if r == fore_round and opp >= 0:
                res, mp, gp = Result.DRAW, ms.draw, scoring.draw * boards
                per_board = [int(scoring.draw * gp_unit)] * boards
            res_row.append(res)
            opp_row.append(opp)
            col_row.append(Color.NONE if opp < 0 else Color.WHITE if m.first_named else Color.BLACK)
            mp_row.append(int(mp * mp_unit))
            gp_row.append(int(gp * gp_unit))
            b_row.append(per_board)
        self.results.append(res_row)
        self.opponents.append(opp_row)
        self.colors.append(col_row)
        self.mp.append(mp_row)
        self.gp.append(gp_row)
        self.board.append(b_row)


def build_team_context(
    tournament: Tournament,
    rules: Rules,
    *,
    after_round: int | None = None,
    pairing: PairingSystem | None = None,
    unrated_rating: int | None = None,
    fore: bool = False,
) -> TeamContext:
    """Index a team event for ranking after round ``after_round`` (default: last completed round).

    The primary score is the one the file declares (TRF 192), else MP; the engine switches to GP
    when the tie-break list starts with GPTS and nothing is declared (C.07 4.2: the list ranks in its order).
    """
    info = tournament.team_info
    if info is None or not info.teams:
        raise InvalidTournamentError("not a team event", source=tournament.source)
    completed = _rounds(tournament, info)
    n_rounds = max(0, after_round if after_round is not None else completed)
    final = n_rounds >= max(tournament.rounds, completed)
    boards, matches = team_matches(tournament, n_rounds)
    scoring = tournament.scoring
    ms = info.match_scoring
    index = {t.number: k for k, t in enumerate(info.teams)}
    mp_unit, gp_unit = _units(matches, ms, scoring, boards)
    rows = _Rows()
    for m_row in matches:
        rows.add(m_row, index, boards, scoring, ms, (mp_unit, gp_unit), n_rounds if fore else None)
    results, opponents, colors = rows.results, rows.opponents, rows.colors
    mp_pts, gp_pts, board_pts = rows.mp, rows.gp, rows.board
    tracks = {
        "MP": Track(
            "MP", mp_unit, int(ms.win * mp_unit), int(ms.draw * mp_unit), mp_pts, [sum(row) for row in mp_pts]
        ),
        "GP": Track(
            "GP",
            gp_unit,
            int(scoring.win * boards * gp_unit),
            int(scoring.draw * boards * gp_unit),
            gp_pts,
            [sum(row) for row in gp_pts],
        ),
    }
    swiss = (pairing or tournament.pairing) is PairingSystem.SWISS
    competitors = [
        Competitor(k, t.number, t.name or t.nickname or f"Team {t.number}", None)
        for k, t in enumerate(info.teams)
    ]
    primary: str = info.primary or "MP"
    ctx = TeamContext(
        tournament,
        competitors,
        n_rounds,
        final,
        swiss,
        rules,
        results,
        opponents,
        colors,
        tracks,
        primary,
        unrated_rating,
        declared_primary=info.primary,
        boards=boards,
        teams=info.teams,
        matches=matches,
        board_points=board_pts,
    )
    if final and not fore:
        _check_declared(ctx)
    if final and not fore and n_rounds > 0:

        def make_fore(base: Context) -> Context:
            fore_ctx = build_team_context(
                tournament,
                rules,
                after_round=n_rounds,
                pairing=pairing,
                unrated_rating=unrated_rating,
                fore=True,
            )
            fore_ctx.primary = base.primary
            return fore_ctx

        ctx.make_fore = make_fore
    return ctx


def _check_declared(ctx: TeamContext) -> None:
    """Warn when the match or game points written in TRF 310 (or a team crosstable's totals columns)
    differ from the rebuilt matches."""
    wrong: list[str] = []
    for k, team in enumerate(ctx.teams):
        for name, declared in (("MP", team.declared_match_points), ("GP", team.declared_game_points)):
            track = ctx.tracks[name]
            if declared is not None and declared != track.value(track.score[k]):
                wrong.append(
                    f"{team.number} ({name} {declared} written, {track.value(track.score[k])} from the games)"
                )
    if wrong:
        shown = ", ".join(wrong[:5]) + (" …" if len(wrong) > 5 else "")
        ctx.warn_once(
            "team points the input writes (TRF 310 records, a crosstable's totals) differ from the results "
            f"for team(s) {shown}; scores computed from the results"
        )


@dataclass(frozen=True)
class BoardRow:
    """One line of a board-prize table: a player's record on one board of a team event."""

    board: int
    rank: int
    sno: int
    name: str
    team: int
    team_name: str
    rating: int | None
    points: Fraction
    games: int
    """Rounds the player took part in on this board (games and forfeits)."""
    percentage: Fraction
    """Points per game, as a percentage (exact)."""


def board_standings(tournament: Tournament, after_round: int | None = None) -> dict[int, list[BoardRow]]:
    """The individual standings of each board (board prizes), board number → ranked rows.

    A player counts on the board he played each round (from the rebuilt matches), so a reserve who
    moved up appears on several boards. Order on a board: points, then percentage, then more games,
    then starting rank; players equal on points, percentage and games share the rank. Forfeits count
    at their awarded points and as games.

    >>> from tiebreak.readers import read_path
    >>> from tiebreak.readers import example_path
    >>> top = board_standings(read_path(example_path("team")))[1][0]
    >>> top.name, str(top.points), top.games, str(top.percentage)
    ('T5 Board1', '5/2', 3, '250/3')
    """
    info = tournament.team_info
    if info is None or not info.teams:
        raise InvalidTournamentError("not a team event", source=tournament.source)
    if info.match_results_only:
        raise InvalidTournamentError(
            "board standings need the games of each board: this team event was read "
            "from a crosstable of match results; give the board pairings of every "
            "round with their results",
            source=tournament.source,
        )
    _, matches = team_matches(tournament, after_round)
    names = {t.number: t.name for t in info.teams}
    points: dict[tuple[int, int], Fraction] = {}
    games: dict[tuple[int, int], int] = {}
    team_of: dict[int, int] = {}
    for row in matches:
        for m in row:
            for g in m.boards:
                key = (g.board, g.player)
                points[key] = points.get(key, Fraction(0)) + g.points
                games[key] = games.get(key, 0) + 1
                team_of[g.player] = m.team
    out: dict[int, list[BoardRow]] = {}
    for board in sorted({b for b, _ in points}):
        rows: list[BoardRow] = []
        for (b, sno), pts in points.items():
            if b == board:
                p = tournament.player(sno)
                n = games[(b, sno)]
                team = team_of[sno]
                rows.append(
                    BoardRow(
                        board,
                        0,
                        sno,
                        p.name,
                        team,
                        names.get(team, ""),
                        p.rating,
                        pts,
                        n,
                        Fraction(100) * pts / n,
                    )
                )
        rows.sort(key=lambda x: (-x.points, -x.percentage, -x.games, x.sno))
        ranked: list[BoardRow] = []
        for pos, row_ in enumerate(rows, start=1):
            prev = ranked[-1] if ranked else None
            same = prev is not None and (prev.points, prev.percentage, prev.games) == (
                row_.points,
                row_.percentage,
                row_.games,
            )
            ranked.append(replace(row_, rank=prev.rank if same and prev is not None else pos))
        out[board] = ranked
    return out
