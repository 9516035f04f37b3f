"""The tournament model: immutable values built by the readers and consumed by the engine.

A :class:`Tournament` holds :class:`Player` records; each player has one :class:`RoundEntry` per
round recorded (from the player's own point of view, as in a TRF 001 line). Scores are never stored:
they follow from the results and the event's :class:`Scoring`.

>>> Result.from_code("=")
<Result.DRAW: '='>
>>> Result.FORFEIT_LOSS.voluntary
True
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction

from . import _publish
from ._errors import Diagnostic

__all__ = [
    "Color",
    "MatchScoring",
    "PairingSystem",
    "Player",
    "PointClass",
    "Result",
    "RoundEntry",
    "Scoring",
    "Team",
    "TeamForfeit",
    "TeamInfo",
    "TeamLineup",
    "Tournament",
]


class Color(Enum):
    """The colour a player had in a round (``NONE`` for byes and unknown colours)."""

    WHITE = "w"
    BLACK = "b"
    NONE = "-"


class PointClass(Enum):
    """Which value of the point system (TRF record 162) a result is worth."""

    WIN = "W"
    DRAW = "D"
    LOSS = "L"
    ABSENT = "A"
    PAB = "P"
    UNKNOWN = "X"


class Result(Enum):
    """What happened to one player in one round, named by its TRF-16 result code."""

    WIN = "1"
    """Game won over the board."""
    DRAW = "="
    """Game drawn over the board."""
    LOSS = "0"
    """Game lost over the board."""
    WIN_UNRATED = "W"
    """Game won in less than one move (played, not rated)."""
    DRAW_UNRATED = "D"
    """Game drawn in less than one move (played, not rated)."""
    LOSS_UNRATED = "L"
    """Game lost in less than one move (played, not rated)."""
    UNKNOWN = "?"
    """Game played, result not known yet (scored with the point system's X value)."""
    FORFEIT_WIN = "+"
    """Win by forfeit against the scheduled opponent."""
    FORFEIT_LOSS = "-"
    """Loss by forfeit against the scheduled opponent."""
    PAB = "U"
    """Pairing-allocated bye."""
    FULL_BYE = "F"
    """Full-point bye (requested or granted)."""
    HALF_BYE = "H"
    """Half-point bye (requested)."""
    ZERO_BYE = "Z"
    """Zero-point bye: known absence."""
    NOT_PAIRED = " "
    """Nothing recorded: not paired, withdrawn or not yet entered (a zero-point bye)."""

    __hash__ = object.__hash__
    """Members hash by identity, in C (Enum's own hash runs Python code): sets and dicts of results
    are built once per player-round."""

    @classmethod
    def from_code(cls, code: str) -> Result:
        """The result for a TRF result character (case-insensitive).

        :raises ValueError: for a character that is not a result code.
        """
        member = _BY_CODE.get(code.upper())
        if member is None:
            raise ValueError(f"unknown result code {code!r}")
        return member

    @property
    def code(self) -> str:
        """The TRF character written for this result."""
        return self.value if self is not Result.NOT_PAIRED else "Z"

    @property
    def played(self) -> bool:
        """True for games played over the board."""
        return self._value_ in _PLAYED

    @property
    def forfeit(self) -> bool:
        """True for a forfeit win or loss."""
        return self._value_ in "+-"

    @property
    def bye(self) -> bool:
        """True when the round had no (scheduled) opponent."""
        return self._value_ in _BYES

    @property
    def requested_bye(self) -> bool:
        """Half-point bye, zero-point bye or not paired (C.07 16.1.1)."""
        return self._value_ in "HZ "

    @property
    def voluntary(self) -> bool:
        """A voluntary unplayed round (VUR, C.07 16.1.2): a requested bye or a forfeit loss."""
        return self._value_ in "HZ -"

    @property
    def won(self) -> bool:
        """Won over the board."""
        return self._value_ in "1W"

    @property
    def point_class(self) -> PointClass:
        """Which value of the point system this result scores."""
        return _POINT_CLASS[self]

    @property
    def unit_result(self) -> Fraction:
        """The result on the 1/½/0 scale (used by rating-based tie-breaks)."""
        return _UNIT_RESULT[self]


# The predicates test the one-character codes: hashing a str is done in C, hashing an Enum member
# calls Python code, and these run once per player-round.
_PLAYED = frozenset(r.value for r in (Result.WIN, Result.DRAW, Result.LOSS, Result.WIN_UNRATED,
                                      Result.DRAW_UNRATED, Result.LOSS_UNRATED, Result.UNKNOWN))
_BYES = frozenset(r.value for r in (Result.PAB, Result.FULL_BYE, Result.HALF_BYE, Result.ZERO_BYE,
                                    Result.NOT_PAIRED))
_BY_CODE = {r.value: r for r in Result}
_POINT_CLASS = {
    Result.WIN: PointClass.WIN, Result.WIN_UNRATED: PointClass.WIN, Result.FORFEIT_WIN: PointClass.WIN,
    Result.FULL_BYE: PointClass.WIN,
    Result.DRAW: PointClass.DRAW, Result.DRAW_UNRATED: PointClass.DRAW, Result.HALF_BYE: PointClass.DRAW,
    Result.LOSS: PointClass.LOSS, Result.LOSS_UNRATED: PointClass.LOSS,
    Result.FORFEIT_LOSS: PointClass.ABSENT, Result.ZERO_BYE: PointClass.ABSENT,
    Result.NOT_PAIRED: PointClass.ABSENT,
    Result.PAB: PointClass.PAB, Result.UNKNOWN: PointClass.UNKNOWN,
}
_HALF = Fraction(1, 2)
_UNIT_RESULT = {
    Result.WIN: Fraction(1), Result.WIN_UNRATED: Fraction(1), Result.FORFEIT_WIN: Fraction(1),
    Result.FULL_BYE: Fraction(1), Result.PAB: Fraction(1),
    Result.DRAW: _HALF, Result.DRAW_UNRATED: _HALF, Result.HALF_BYE: _HALF, Result.UNKNOWN: _HALF,
    Result.LOSS: Fraction(0), Result.LOSS_UNRATED: Fraction(0), Result.FORFEIT_LOSS: Fraction(0),
    Result.ZERO_BYE: Fraction(0), Result.NOT_PAIRED: Fraction(0),
}


@dataclass(frozen=True)
class Scoring:
    """Points for each result class (TRF record 162). Defaults: 1, ½, 0; PAB = win; unknown = draw."""

    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    loss: Fraction = Fraction(0)
    absent: Fraction = Fraction(0)
    pab: Fraction | None = None
    unknown: Fraction | None = None

    def points(self, point_class: PointClass) -> Fraction:
        """Points awarded for a result class."""
        match point_class:
            case PointClass.WIN:
                return self.win
            case PointClass.DRAW:
                return self.draw
            case PointClass.LOSS:
                return self.loss
            case PointClass.ABSENT:
                return self.absent
            case PointClass.PAB:
                return self.win if self.pab is None else self.pab
            case PointClass.UNKNOWN:
                return self.draw if self.unknown is None else self.unknown


@dataclass(frozen=True)
class MatchScoring:
    """Match points of a team match (TRF record 362): default 2 / 1 / 0."""

    win: Fraction = Fraction(2)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)


class PairingSystem(Enum):
    """How the pairings were made: this decides how unplayed rounds count (C.07 15, 16)."""

    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"

    @property
    def predetermined(self) -> bool:
        """Pairings fixed in advance (round robin and relatives)."""
        return self is PairingSystem.ROUND_ROBIN


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """One round of one player, seen from that player's side.

    Slotted: an event holds one per player-round (1.5 million at 100,000 x 15), and a slotted instance
    is built in about half the time and takes less than half the memory of one with a ``__dict__``.
    """

    round: int
    opponent: int | None
    color: Color
    result: Result


@dataclass(frozen=True)
class Player:
    """A participant (TRF 001 line). ``rating`` is None for an unrated player."""

    sno: int
    name: str
    rating: int | None = None
    rounds: tuple[RoundEntry, ...] = ()
    sex: str = ""
    title: str = ""
    federation: str = ""
    fide_id: str = ""
    birth: str = ""
    declared_points: Fraction | None = None
    declared_rank: int | None = None
    line: int | None = None

    def entry(self, rnd: int) -> RoundEntry:
        """The player's entry for round ``rnd`` (1-based); not paired when nothing is recorded."""
        if 1 <= rnd <= len(self.rounds):
            return self.rounds[rnd - 1]
        return RoundEntry(rnd, None, Color.NONE, Result.NOT_PAIRED)


@dataclass(frozen=True)
class Team:
    """A team: its number, name and players in default board order (TRF 310 / 013)."""

    number: int
    name: str
    players: tuple[int, ...]
    nickname: str = ""
    declared_match_points: Fraction | None = None
    declared_game_points: Fraction | None = None
    declared_rank: int | None = None
    line: int | None = None


@dataclass(frozen=True)
class TeamForfeit:
    """A whole match not played (TRF 330): ``kind`` is ``+-``, ``-+`` or ``--``."""

    round: int
    white: int
    black: int
    kind: str


@dataclass(frozen=True)
class TeamLineup:
    """An out-of-default-order line-up (TRF 300): players by board, 0 for an empty board."""

    round: int
    team: int
    opponent: int
    boards: tuple[int, ...]


@dataclass(frozen=True)
class TeamInfo:
    """What a team event adds to the individual games."""

    teams: tuple[Team, ...]
    match_scoring: MatchScoring = MatchScoring()
    primary: str | None = None
    """``"MP"`` or ``"GP"`` when the file declares it (TRF 192), else None."""
    pab_match_points: Fraction | None = None
    pab_game_points: Fraction | None = None
    pab_rounds: tuple[tuple[int, int], ...] = ()
    """(round, team) pairs of team pairing-allocated byes (TRF 320)."""
    forfeits: tuple[TeamForfeit, ...] = ()
    lineups: tuple[TeamLineup, ...] = ()
    byes: tuple[tuple[int, int, str], ...] = ()
    """(round, team, kind) team byes given in advance (TRF 240), kind one of F, H, Z."""
    board_colors: str = ""
    """TRF 352: colour of the first-named team on each board, e.g. ``WB``."""


@dataclass(frozen=True)
class Tournament:
    """A whole event as read from a file."""

    name: str
    players: tuple[Player, ...]
    rounds: int
    """Number of rounds of the event (TRF 142 / XXR, else the highest round recorded)."""
    pairing: PairingSystem = PairingSystem.SWISS
    pairing_source: str = "default"
    """Where ``pairing`` came from: ``192``, ``092``, ``counts``, ``option`` or ``default``."""
    scoring: Scoring = Scoring()
    start_date: _dt.date | None = None
    tiebreaks: tuple[str, ...] = ()
    """The tie-break list stored in the file (TRF 212, or PTS + 202), primary score first."""
    tiebreaks_line: int | None = field(default=None, compare=False)
    """The line of the file that holds that list, so that a wrong code in it can be pointed at."""
    type_text: str = ""
    system_code: str = ""
    team_info: TeamInfo | None = None
    source: str | None = None
    diagnostics: tuple[Diagnostic, ...] = field(default=(), compare=False)

    def player(self, sno: int) -> Player:
        """The player with starting number ``sno``.

        :raises KeyError: when there is none.
        """
        for p in self.players:
            if p.sno == sno:
                return p
        raise KeyError(sno)

    @property
    def is_team_event(self) -> bool:
        """True when team records were read."""
        return self.team_info is not None and bool(self.team_info.teams)

    @property
    def rounds_completed(self) -> int:
        """The last round with a game played over the board or a forfeit between two players."""
        last = 0
        for p in self.players:
            for e in p.rounds:
                if e.round > last and e.opponent is not None and (e.result.played or e.result.forfeit):
                    last = e.round
        return last


_publish(__name__)
