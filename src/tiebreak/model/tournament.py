"""The tournament model: immutable values built by the readers and consumed by the engine, and the
checks that make an event one that can have happened (:func:`validate`, :class:`Limits`).

A :class:`Tournament` holds :class:`Player` records; each player has one :class:`RoundEntry` per
round recorded (from the player's own point of view, as in a TRF 001 line). Scores are never stored:
they follow from the results and the event's :class:`Scoring`.

>>> Result.from_code("=")
<Result.DRAW: '='>
>>> Result.FORFEIT_LOSS.voluntary
True

What a valid event is, and input limits
---------------------------------------

A file can be well formed and still describe an event that cannot have happened. :func:`validate`
checks the model, whatever format it was read from, against these rules:

=========================================================  ==========  =======================================
Rule                                                       Severity    Reading kept in lenient mode
=========================================================  ==========  =======================================
two players share a starting number                        error       none: reading stops
a player is paired with themselves                         error       the round becomes a bye of its points
a player is named as opponent by two players in one round  error       each line counts for its own player
the two lines of a game claim contradicting results        error       each player scores their own result
(``1``/``1``, ``1``/``=``, ``+``/``0``, ``+``/``1``, …)
an impossible rating (above 4000)                          error       the player is read as unrated
an opponent that has no player record                      error       the round becomes a bye
a game recorded on one side only                           error       each line counts for its own player
both players of a game have the same colour                error       each player keeps their own colour
a rated and a short (``W``/``D``/``L``) result, or a       warning     each player scores their own result
known and an unknown (``?``) result, for one game
games recorded after the event's last round                warning     the rounds are counted
the points column disagrees with the results               warning     the results decide the score
the points column counts half points that unpaired rounds  warning     the earliest such rounds become
could hold (a half-point bye left out, old TRF/Krause)                 half-point byes (a warning each)
=========================================================  ==========  =======================================

Asymmetric results that an arbiter can decide (``0``/``0``, ``=``/``0``, ``-``/``-``) are legal and
not reported. The results that contradict each other (both players claiming more than one game is
worth, or one line saying the game was played and the other that it was forfeited) are errors: no
reading of them can be right without asking the arbiter; so are a game on one side only, the same
colour on both sides and an opponent that does not exist. A reader must still survive all of them:
``--lenient`` does, with the readings of the table.

In strict mode (the default) the first error is raised as :class:`~tiebreak.InvalidTournamentError`
carrying every problem found in :attr:`~tiebreak.TiebreakError.diagnostics`; in lenient mode
errors are returned as diagnostics of severity ``ERROR`` and :func:`checked` applies the reading in
the table above. When the event was read from TRF, diagnostics carry the column of the field: 5 for
the starting rank, 49 for the rating, 81 for the points, ``92 + 10·(r−1)`` for round *r* (+5 for the
colour, +7 for the result).

:class:`Limits` bounds what a hostile input may cost: its size, players and rounds. The command
line (``--max-bytes``, ``--max-players``, ``--max-rounds``) and the web page use the same object.

>>> a = Player(1, "A", rounds=(RoundEntry(1, 2, Color.WHITE, Result.WIN),))
>>> b = Player(2, "B", rounds=(RoundEntry(1, 1, Color.BLACK, Result.WIN),))
>>> [str(d) for d in validate(Tournament("t", (a, b), 1), strict=False)]
["error: round 1: results '1' (player 1) and '1' (player 2) contradict each other: both claim more \
than the game is worth"]
"""

from __future__ import annotations

import datetime as _dt
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from fractions import Fraction
from types import MappingProxyType

from .errors import Diagnostic, InvalidTournamentError, ParseError, Severity
from .messages import Hint, Option, Template
from .public import publish as _publish

__all__ = [
    "DEFAULT_LIMITS",
    "FORCED_PAIRINGS",
    "MAX_RATING",
    "Color",
    "Limits",
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
    "Value",
    "as_bye",
    "checked",
    "format_value",
    "game_conflict",
    "round_half_up",
    "validate",
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
_PLAYED = frozenset(
    r.value
    for r in (
        Result.WIN,
        Result.DRAW,
        Result.LOSS,
        Result.WIN_UNRATED,
        Result.DRAW_UNRATED,
        Result.LOSS_UNRATED,
        Result.UNKNOWN,
    )
)
_BYES = frozenset(
    r.value for r in (Result.PAB, Result.FULL_BYE, Result.HALF_BYE, Result.ZERO_BYE, Result.NOT_PAIRED)
)
_BY_CODE = {r.value: r for r in Result}
_POINT_CLASS = {
    Result.WIN: PointClass.WIN,
    Result.WIN_UNRATED: PointClass.WIN,
    Result.FORFEIT_WIN: PointClass.WIN,
    Result.FULL_BYE: PointClass.WIN,
    Result.DRAW: PointClass.DRAW,
    Result.DRAW_UNRATED: PointClass.DRAW,
    Result.HALF_BYE: PointClass.DRAW,
    Result.LOSS: PointClass.LOSS,
    Result.LOSS_UNRATED: PointClass.LOSS,
    Result.FORFEIT_LOSS: PointClass.ABSENT,
    Result.ZERO_BYE: PointClass.ABSENT,
    Result.NOT_PAIRED: PointClass.ABSENT,
    Result.PAB: PointClass.PAB,
    Result.UNKNOWN: PointClass.UNKNOWN,
}
_HALF = Fraction(1, 2)
_UNIT_RESULT = {
    Result.WIN: Fraction(1),
    Result.WIN_UNRATED: Fraction(1),
    Result.FORFEIT_WIN: Fraction(1),
    Result.FULL_BYE: Fraction(1),
    Result.PAB: Fraction(1),
    Result.DRAW: _HALF,
    Result.DRAW_UNRATED: _HALF,
    Result.HALF_BYE: _HALF,
    Result.UNKNOWN: _HALF,
    Result.LOSS: Fraction(0),
    Result.LOSS_UNRATED: Fraction(0),
    Result.FORFEIT_LOSS: Fraction(0),
    Result.ZERO_BYE: Fraction(0),
    Result.NOT_PAIRED: Fraction(0),
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


FORCED_PAIRINGS: Mapping[str, PairingSystem | None] = MappingProxyType(
    {"auto": None, "swiss": PairingSystem.SWISS, "rr": PairingSystem.ROUND_ROBIN}
)
"""The choice "Swiss or round robin, when the file does not say", by name: the command line's
``--pairing``, the page's Pairing menu and the API's field ``pairing`` (``auto``: as the file says)."""


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """One round of one player, seen from that player's side.

    Slotted: an event holds one per player-round (1.5 million at 100,000 x 15), and a slotted instance
    is built in about half the time and takes less than half the memory of one with a ``__dict__``.
    Built by its own ``__init__``, which sets the slots directly: the frozen dataclass's own calls
    ``object.__setattr__`` for each field, and took 1.7 times as long (the most built object of a
    read: 160,000 of them in a crosstable of 2 MB). Frozen all the same: setting a field afterwards
    raises :class:`dataclasses.FrozenInstanceError`.
    """

    round: int
    opponent: int | None
    color: Color
    result: Result

    def __init__(self, round: int, opponent: int | None, color: Color, result: Result) -> None:
        _set_round(self, round)
        _set_opponent(self, opponent)
        _set_color(self, color)
        _set_result(self, result)


_set_round, _set_opponent, _set_color, _set_result = (
    RoundEntry.__dict__[f].__set__ for f in ("round", "opponent", "color", "result")
)
"""The slots' own setters (:class:`RoundEntry`'s ``__init__``)."""


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

    def at_line(self, line: int | None) -> Player:
        """The same player read at ``line`` of its source: ``dataclasses.replace(self, line=line)``
        without the frozen ``__init__``'s ``object.__setattr__`` for each field (a reader that wrote a
        table out for another moves each of its players back to the source's lines, thousands at a
        time)."""
        moved = object.__new__(type(self))
        moved.__dict__.update(self.__dict__)
        moved.__dict__["line"] = line
        return moved


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
    match_results_only: bool = False
    """True when the event was read from a team crosstable of match results: the games of each board are
    not known (each match is given boards that add up to its score), nor the round each match was
    played in, so criteria of the boards, of the round order and of colours cannot be computed
    (:data:`tiebreak.teams.matches.NEEDS_BOARDS`)."""
    match_rounds_known: bool = False
    """With :attr:`match_results_only`: the round of each match is known (read from each round's team
    pairings, not from a crosstable), so the criteria of the round order can be computed."""
    numbered: bool = True
    """False when the teams' numbers are not the publication's: team pairings that give none, the teams
    numbered in the order they appear (a published ranking's starting numbers then say nothing of them)."""
    match_points_only: bool = False
    """True when the crosstable read gives each match's match points only (Vega's team crosstable of an
    event ranked on match points: 2, 1 or 0 a match): the game points are not known (each match is given
    boards whose game points are its match points), so criteria of game points cannot be computed
    (:data:`tiebreak.teams.matches.NEEDS_GAME_POINTS`). Implies :attr:`match_results_only`."""


@dataclass(frozen=True)
class Tournament:
    """A whole event as read from a file."""

    name: str
    players: tuple[Player, ...]
    rounds: int
    """Number of rounds of the event (TRF 142 / XXR, else the highest round recorded)."""
    pairing: PairingSystem = PairingSystem.SWISS
    pairing_source: str = "default"
    """Where ``pairing`` came from: ``192``, ``092``, ``counts``, ``option``, ``games`` (every player met
    every other as often), ``name`` (the event's name says round robin), a reader's own (``grid``) or
    ``default``."""
    scoring: Scoring = Scoring()
    start_date: _dt.date | None = None
    updated: _dt.date | None = None
    """When there is no start date: the date the input says it was last updated (a results page's
    ``Last update 12.03.2023``). The event started no later, so it chooses the edition of the rules."""
    tiebreaks: tuple[str, ...] = ()
    """The tie-break list stored in the file (TRF 212, or PTS + 202), primary score first."""
    tiebreaks_line: int | None = field(default=None, compare=False)
    """The line of the file that holds that list, so that a wrong code in it can be pointed at."""
    type_text: str = ""
    system_code: str = ""
    team_info: TeamInfo | None = None
    source: str | None = None
    diagnostics: tuple[Diagnostic, ...] = field(default=(), compare=False)
    ranked_after: int | None = field(default=None, compare=False)
    """The round the input's published ranking stands after, where that is before the event's last (a
    page's ``Rangliste nach der 6. Runde`` above the pairing lists of 7 rounds): its places, points and
    values are those of that round, and ``check`` compares them so."""

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


# -- validation ------------------------------------------------------------------------------------
MAX_RATING = 4000
"""Ratings above this are impossible in any rating system in use (FIDE's record is below 2900)."""


_TOO_LARGE = Template(
    "input.too-large",
    "the input has {size} bytes; the limit is {limit}{flag}",
    flag=(Hint(Option.MAX_BYTES, " ({option})"),),
)
_TOO_MANY_PLAYERS = Template(
    "event.too-many-players",
    "the event has {players} players; the limit is {limit}{flag}",
    flag=(Hint(Option.MAX_PLAYERS, " ({option})"),),
)
_TOO_MANY_ROUNDS = Template(
    "event.too-many-rounds",
    "the event has {rounds} rounds; the limit is {limit}{flag}",
    flag=(Hint(Option.MAX_ROUNDS, " ({option})"),),
)
_NO_PLAYER_RECORD = Template(
    "event.no-player-record",
    "round {round}: opponent {opponent} has no player record{lenient}",
    lenient=(Hint(Option.LENIENT, "; {option} reads the round as a bye ({result})"),),
)
_BYES_LEFT_OUT = Template(
    "event.byes-left-out",
    "player {sno}: the points column counts {count} half point(s) more than the "
    "results, and round(s) {rounds} have no pairing{choice}: half-point byes left out? Scores computed from "
    "the results{lenient}",
    lenient=(Hint(Option.LENIENT, "; {option} reads them as half-point byes"),),
)
_POINT_BYES_LEFT_OUT = Template(
    "event.point-byes-left-out",
    "player {sno}: the points column counts {count} point(s) more than the results, and round(s) {rounds} "
    "have no pairing{choice}: a pairing-allocated bye in each left out? Scores computed from the "
    "results{lenient}",
    lenient=(Hint(Option.LENIENT, "; {option} reads them as pairing-allocated byes"),),
)
_MORE_ERRORS = Template(
    "event.more-errors",
    "{first} (and {n} more error{s}{lenient})",
    lenient=(Hint(Option.LENIENT, "; {option} lists them all"),),
)


@dataclass(frozen=True)
class Limits:
    """What one input may cost: bytes read, players and rounds. Defaults fit any real event.

    >>> Limits(max_players=10).check_counts(11, 5)
    Traceback (most recent call last):
    ...
    tiebreak.InvalidTournamentError: the event has 11 players; the limit is 10 (--max-players)
    """

    max_bytes: int = 20_000_000
    max_players: int = 200_000
    max_rounds: int = 99

    def check_size(self, size: int, source: str | None = None) -> None:
        """Refuse an input of ``size`` bytes (or characters) above :attr:`max_bytes`.

        :raises ParseError: when it is too large.
        """
        if size > self.max_bytes:
            raise ParseError(_TOO_LARGE(size=size, limit=self.max_bytes), source=source)

    def check_counts(self, players: int, rounds: int, source: str | None = None) -> None:
        """Refuse an event with more players or rounds than allowed.

        :raises InvalidTournamentError: when a count is above its limit.
        """
        if players > self.max_players:
            raise InvalidTournamentError(
                _TOO_MANY_PLAYERS(players=players, limit=self.max_players), source=source
            )
        if rounds > self.max_rounds:
            raise InvalidTournamentError(
                _TOO_MANY_ROUNDS(rounds=rounds, limit=self.max_rounds), source=source
            )

    def check_tournament(self, tournament: Tournament) -> None:
        """:meth:`check_counts` for a tournament read (rounds declared or recorded)."""
        recorded = max((len(p.rounds) for p in tournament.players), default=0)
        self.check_counts(len(tournament.players), max(tournament.rounds, recorded), tournament.source)


DEFAULT_LIMITS = Limits()


@dataclass(frozen=True)
class _Where:
    """Where a player's fields are in the input (TRF columns, or nothing known)."""

    source: str | None
    trf: bool

    def diag(
        self, severity: Severity, message: str, player: Player | None, column: int | None = None
    ) -> Diagnostic:
        return Diagnostic(
            severity, message, self.source, player.line if player else None, column if self.trf else None
        )


def _block(rnd: int) -> int:
    return 92 + 10 * (rnd - 1)


_KIND = {
    Result.WIN: "rated",
    Result.DRAW: "rated",
    Result.LOSS: "rated",
    Result.WIN_UNRATED: "short",
    Result.DRAW_UNRATED: "short",
    Result.LOSS_UNRATED: "short",
    Result.UNKNOWN: "unknown",
    Result.FORFEIT_WIN: "forfeit",
    Result.FORFEIT_LOSS: "forfeit",
}


def _results(a: Result, b: Result) -> tuple[Severity, str] | None:
    """How the results of one game, one per line, disagree (None when they are possible)."""
    ka, kb = _KIND.get(a), _KIND.get(b)
    if ka is None or kb is None:
        return None
    if a.unit_result + b.unit_result > 1 and "unknown" not in (ka, kb):
        return Severity.ERROR, "both claim more than the game is worth"
    if ka == kb:
        return None
    if "forfeit" in (ka, kb):
        return Severity.ERROR, "one line records a forfeit, the other a game played over the board"
    if "unknown" in (ka, kb):
        return Severity.WARNING, "the result is known on one line only"
    return Severity.WARNING, "one line records a game shorter than one move, the other a rated game"


def game_conflict(a: Result, b: Result) -> str | None:
    """Why one game cannot have results ``a`` (one side) and ``b`` (the other), or None when it can
    (remarks that are only warnings, such as ``0``/``0``, are possible results).

    >>> game_conflict(Result.WIN, Result.WIN), game_conflict(Result.LOSS, Result.LOSS)
    ('both claim more than the game is worth', None)
    """
    found = _results(a, b)
    return found[1] if found is not None and found[0] is Severity.ERROR else None


_FINE = frozenset(a.value + b.value for a in Result for b in Result if _results(a, b) is None)
"""Result pairs of one game that call for no remark, as two-character codes (hashing a str runs in C,
an Enum member's in Python)."""
_GAME_CODES = frozenset(r.value for r in Result if r.played or r.forfeit)


def _diagnostics(t: Tournament, trf: bool, lenient: bool) -> Iterator[Diagnostic]:
    where = _Where(t.source, trf)
    error, warning = Severity.ERROR, Severity.WARNING
    by_sno: dict[int, Player] = {}
    for p in t.players:
        first = by_sno.setdefault(p.sno, p)
        if first is not p:
            yield where.diag(error, f"duplicate starting rank {p.sno} (first on line {first.line})", p, 5)
        if p.rating is not None and not 0 <= p.rating <= MAX_RATING:
            yield where.diag(
                error,
                f"player {p.sno}: rating {p.rating} is impossible (ratings lie between 1 and {MAX_RATING})",
                p,
                49,
            )
    last_round = 0
    game_codes = _GAME_CODES
    for p in t.players:
        sno = p.sno
        for e in p.rounds:
            opp = e.opponent
            if opp is None:
                continue
            if opp != sno and opp in by_sno:  # the usual case
                if e.round > last_round and e.result._value_ in game_codes:
                    last_round = e.round
                continue
            col = _block(e.round)
            if e.opponent == p.sno:
                yield where.diag(error, f"round {e.round}: player {p.sno} is paired with themselves", p, col)
            elif e.opponent not in by_sno:
                yield where.diag(
                    error,
                    _NO_PLAYER_RECORD(round=e.round, opponent=e.opponent, result=as_bye(e).result.code),
                    p,
                    col,
                )
    if last_round > t.rounds:
        yield Diagnostic(
            warning,
            f"games are recorded up to round {last_round}, but the event has "
            f"{t.rounds} round{'s' * (t.rounds != 1)}",
            t.source,
        )
    yield from _pairs(t, by_sno, where)
    yield from _points(t, where, lenient)
    if t.pairing is PairingSystem.SWISS and not t.is_team_event:
        yield from _met_twice(t, where)


_MET_TWICE = Template(
    "event.met-twice",
    "players {a} and {b} play each other twice, in rounds {first} and {later}{more}: read as a Swiss, which "
    "pairs two players once (each game counts in the tie-breaks as played){rr}",
    rr=(Hint(Option.PAIRING, "; a round robin played twice is ranked as one with {option}", "rr"),),
)


def _met_twice(t: Tournament, where: _Where) -> Iterator[Diagnostic]:
    """A warning when two players of a Swiss event played each other twice (a Swiss pairs two players once,
    C.04.1: an input that joins two events, or a pairing made by hand): the first such pair, and how many
    there are. Each game counts in the tie-breaks as played."""
    again: list[tuple[Player, int, int, int]] = []
    for p in t.players:
        seen: dict[int, int] = {}
        for e in p.rounds:
            q = e.opponent
            if q is None or q < p.sno or not e.result.played:
                continue
            first = seen.setdefault(q, e.round)
            if first != e.round:
                again.append((p, q, first, e.round))
    if again:
        p, q, first, later = again[0]
        more = f" ({len(again) - 1} more such pair(s))" if len(again) > 1 else ""
        yield where.diag(Severity.WARNING, _MET_TWICE(a=p.sno, b=q, first=first, later=later, more=more), p)


def _pairs(t: Tournament, by_sno: dict[int, Player], where: _Where) -> Iterator[Diagnostic]:
    """Both lines of every game: paired twice, one-sided, colours, results.

    The usual event is checked in one pass without a table of who names whom: when every game's
    opponent names the player back (and each player's rounds are in order), nobody can be named
    twice in a round. Otherwise :func:`_pairs_named` makes the full check.
    """
    odd: list[tuple[Player, RoundEntry, RoundEntry]] = []
    fine, none = _FINE, Color.NONE
    for p in t.players:
        sno = p.sno
        for rnd, e in enumerate(p.rounds, start=1):
            q_sno = e.opponent
            if q_sno is None or q_sno == sno:
                continue
            q = by_sno.get(q_sno)
            if q is None:
                continue
            q_rounds = q.rounds
            k = e.round - 1
            theirs = q_rounds[k] if k < len(q_rounds) and q_rounds[k].round == e.round else q.entry(e.round)
            if theirs.opponent != sno or e.round != rnd:
                yield from _pairs_named(t, by_sno, where)
                return
            if not (
                sno > q_sno
                or (
                    (e.color is none or e.color is not theirs.color)
                    and e.result._value_ + theirs.result._value_ in fine
                )
            ):
                odd.append((p, e, theirs))
    for p, e, theirs in odd:
        yield from _game_remarks(p, e, theirs, where)


def _pairs_named(t: Tournament, by_sno: dict[int, Player], where: _Where) -> Iterator[Diagnostic]:
    """:func:`_pairs` for an event where some line names an opponent who does not name it back."""
    named: dict[tuple[int, int], Player] = {}
    games: list[tuple[Player, RoundEntry]] = []
    setdefault, add = named.setdefault, games.append
    for p in t.players:
        sno = p.sno
        for e in p.rounds:
            q_sno = e.opponent
            if q_sno is None or q_sno == sno or q_sno not in by_sno:
                continue
            earlier = setdefault((e.round, q_sno), p)
            if earlier is p:
                add((p, e))
            else:
                yield where.diag(
                    Severity.ERROR,
                    f"round {e.round}: player {q_sno} is paired twice: player "
                    f"{earlier.sno} (line {earlier.line}) and player {p.sno} both name "
                    f"{q_sno} as opponent",
                    p,
                    _block(e.round),
                )
    fine, none = _FINE, Color.NONE
    for p, e in games:
        q_sno = e.opponent
        assert q_sno is not None
        q_rounds = by_sno[q_sno].rounds
        k = e.round - 1
        theirs = (
            q_rounds[k]
            if k < len(q_rounds) and q_rounds[k].round == e.round
            else by_sno[q_sno].entry(e.round)
        )
        if theirs.opponent == p.sno and (
            p.sno > q_sno
            or (
                (e.color is none or e.color is not theirs.color)
                and e.result._value_ + theirs.result._value_ in fine
            )
        ):
            continue  # the usual case, checked without building any message
        yield from _game_remarks(p, e, theirs, where)


def _game_remarks(p: Player, e: RoundEntry, theirs: RoundEntry, where: _Where) -> Iterator[Diagnostic]:
    """What is wrong with one game whose two lines do not simply agree."""
    q_sno = e.opponent
    col = _block(e.round)
    if theirs.opponent != p.sno:
        yield where.diag(
            Severity.ERROR,
            f"round {e.round}: player {p.sno} names {q_sno} as "
            f"opponent, but {q_sno}'s line does not name {p.sno}",
            p,
            col,
        )
        return
    if e.color is not Color.NONE and e.color == theirs.color:
        yield where.diag(
            Severity.ERROR,
            f"round {e.round}: players {p.sno} and {q_sno} both have colour {e.color.value}",
            p,
            col + 5,
        )
    clash = _results(e.result, theirs.result)
    if clash is not None:
        yield where.diag(
            clash[0],
            f"round {e.round}: results {e.result.code!r} (player {p.sno}) and "
            f"{theirs.result.code!r} (player {q_sno}) contradict each other: "
            f"{clash[1]}",
            p,
            col + 7,
        )


def _points_differ(t: Tournament) -> tuple[list[Player], dict[int, tuple[list[int], list[int], Result]]]:
    """The players whose points column differs from their results, and among them those whose
    difference is byes left out (old TRF/Krause files leave a bye's round empty while the points column
    counts it): starting rank -> (the unpaired rounds read as byes, the earliest ones; every unpaired
    round up to the last round played; the bye they are read as). Half-point byes where their half
    points make the difference; else, where each unpaired round counts a whole point, pairing-allocated
    byes (an Irish junior championship's rating file writes both alike, the half-point bye a player asked
    for and the odd player's bye of the same round)."""
    value = {res: t.scoring.points(res.point_class) for res in Result}
    unit = 1
    for v in value.values():
        unit = unit * v.denominator // math.gcd(unit, v.denominator)
    units = {res.value: int(v * unit) for res, v in value.items()}
    gain = units[Result.HALF_BYE.value] - units[Result.NOT_PAIRED.value]
    whole = units[Result.PAB.value] - units[Result.NOT_PAIRED.value]
    wrong = []
    left_out: dict[int, tuple[list[int], list[int], Result]] = {}
    completed = -1
    last = t.ranked_after  # the published points are those of that round (a ranking before the last)
    for p in t.players:
        declared = p.declared_points
        if declared is None:
            continue
        entries = p.rounds if last is None else [e for e in p.rounds if e.round <= last]
        score = sum([units[e.result._value_] for e in entries])
        if score * declared.denominator != declared.numerator * unit:  # score / unit != declared
            wrong.append(p)
            missing = declared * unit - score
            if gain <= 0 or missing <= 0 or missing.denominator != 1 or missing.numerator % gain:
                continue
            if completed < 0:
                completed = min(t.rounds_completed, last or t.rounds)
            empty = [
                r
                for r in range(1, completed + 1)
                if p.entry(r).result is Result.NOT_PAIRED and p.entry(r).opponent is None
            ]
            byes = missing.numerator // gain
            if byes <= len(empty):
                left_out[p.sno] = empty[:byes], empty, Result.HALF_BYE
            elif whole > 0 and missing.numerator == whole * len(empty):
                left_out[p.sno] = empty, empty, Result.PAB
    return wrong, left_out


def _points(t: Tournament, where: _Where, lenient: bool) -> Iterator[Diagnostic]:
    wrong, left_out = _points_differ(t)
    for p in wrong:
        if p.sno not in left_out:
            continue
        byes, empty, bye = left_out[p.sno]
        rounds = ", ".join(map(str, byes))
        choice = (
            ""
            if len(byes) == len(empty)
            else f" (the earliest of the unpaired rounds {', '.join(map(str, empty))})"
        )
        half = bye is Result.HALF_BYE
        if not lenient:
            said = _BYES_LEFT_OUT if half else _POINT_BYES_LEFT_OUT
            yield where.diag(
                Severity.WARNING, said(sno=p.sno, count=len(byes), rounds=rounds, choice=choice), p, 81
            )
            continue
        for r in byes:
            yield where.diag(
                Severity.WARNING,
                f"round {r}: player {p.sno} was not paired, but the points column counts "
                + (
                    f"a half point more than the results: read as a half-point bye{choice}"
                    if half
                    else "a whole point more than the results: read as a pairing-allocated bye (U)"
                ),
                p,
                _block(r),
            )
    rest = [p for p in wrong if p.sno not in left_out]
    if rest:
        shown = ", ".join(str(p.sno) for p in rest[:10]) + (" …" if len(rest) > 10 else "")
        yield where.diag(
            Severity.WARNING,
            f"points column differs from the results for {len(rest)} "
            f"player(s) ({shown}); scores computed from the results",
            rest[0],
            81,
        )


def with_left_out_byes(t: Tournament) -> Tournament:
    """``t`` with the byes its points column counts in unpaired rounds (the lenient reading of
    :func:`_points_differ`: half-point byes, or pairing-allocated byes where each counts a point)."""
    left_out = _points_differ(t)[1]
    if not left_out:
        return t
    players = []
    for p in t.players:
        if p.sno not in left_out:
            players.append(p)
            continue
        byes, _, bye = left_out[p.sno]
        last = max(len(p.rounds), *byes)
        rounds = tuple(
            RoundEntry(r, None, Color.NONE, bye) if r in byes else p.entry(r) for r in range(1, last + 1)
        )
        players.append(replace(p, rounds=rounds))
    return replace(t, players=tuple(players))


def validate(
    tournament: Tournament, *, strict: bool = True, input_format: str | None = None
) -> list[Diagnostic]:
    """Check the event against the rules of the module docstring; return the problems found.

    ``input_format`` ``"trf"`` (the default when the source ends in ``.trf``) adds TRF columns to the
    locations.

    :raises InvalidTournamentError: in strict mode, for the first error (all problems attached).
    """
    trf = (
        input_format == "trf"
        if input_format is not None
        else str(tournament.source or "").lower().endswith((".trf", ".trfx"))
    )
    found = sorted(_diagnostics(tournament, trf, not strict), key=lambda d: (d.line or 0, d.column or 0))
    errors = [d for d in found if d.severity is Severity.ERROR]
    if strict and errors:
        first = errors[0]
        n = len(errors) - 1
        message = _MORE_ERRORS(first=first.message, n=n, s="s" * (n > 1)) if n else first.message
        raise InvalidTournamentError(
            message, source=first.source, line=first.line, column=first.column, diagnostics=tuple(found)
        )
    return found


def as_bye(e: RoundEntry) -> RoundEntry:
    """A round whose opponent cannot be used, as the bye worth the same points."""
    if e.result.won or e.result is Result.FORFEIT_WIN:
        result = Result.FULL_BYE
    elif e.result in (Result.DRAW, Result.DRAW_UNRATED, Result.UNKNOWN):
        result = Result.HALF_BYE
    elif e.result.bye:
        result = e.result
    else:
        result = Result.ZERO_BYE
    return RoundEntry(e.round, None, Color.NONE, result)


def checked(
    tournament: Tournament,
    *,
    strict: bool = True,
    input_format: str | None = None,
    limits: Limits = DEFAULT_LIMITS,
) -> Tournament:
    """The event validated and, where the module docstring says so, repaired; diagnostics appended.

    :raises InvalidTournamentError: for an error in strict mode, for duplicate starting ranks in any
        mode (no reading exists), and when a limit is exceeded.
    """
    limits.check_tournament(tournament)
    found = validate(tournament, strict=strict, input_format=input_format)
    dupes = [d for d in found if d.message.startswith("duplicate starting rank")]
    if dupes:
        raise InvalidTournamentError(
            dupes[0].message,
            source=dupes[0].source,
            line=dupes[0].line,
            column=dupes[0].column,
            diagnostics=tuple(found),
        )
    known = {p.sno for p in tournament.players}
    players = []
    for p in tournament.players:
        sno, rounds = p.sno, p.rounds
        for e in rounds:
            opp = e.opponent
            if opp is not None and (opp == sno or opp not in known):  # rare: rebuild the rounds
                rounds = tuple(
                    as_bye(e)
                    if e.opponent is not None and (e.opponent == sno or e.opponent not in known)
                    else e
                    for e in p.rounds
                )
                break
        rating = p.rating if p.rating is None or 0 <= p.rating <= MAX_RATING else None
        players.append(
            p if rounds is p.rounds and rating == p.rating else replace(p, rounds=rounds, rating=rating)
        )
    repaired = replace(tournament, players=tuple(players), diagnostics=(*tournament.diagnostics, *found))
    return repaired if strict else with_left_out_byes(repaired)


# ---- numbers: exact values, rounded and written only for output -------------------------------------

Value = Fraction | None
"""A tie-break value; None when undefined for that competitor."""


def round_half_up(value: Fraction, digits: int = 0) -> Fraction:
    """Round to ``digits`` decimals, halves away from zero for positives (as FIDE rounds ARO).

    >>> round_half_up(Fraction(28155, 20))
    Fraction(1408, 1)
    >>> round_half_up(Fraction(65, 8), 2)
    Fraction(813, 100)
    """
    scale = 10**digits
    scaled = value * scale
    rounded = (scaled.numerator * 2 + scaled.denominator) // (2 * scaled.denominator)
    return Fraction(rounded, scale)


def format_value(value: Value, blank: str = "") -> str:
    """A value as a plain decimal (``8.5``, ``6.75``, ``1267``); ``blank`` for an undefined value.

    Values with a non-terminating decimal expansion are shown with 4 decimals (they are exact inside).

    >>> format_value(Fraction(27, 4)), format_value(Fraction(1, 3)), format_value(None, "–")
    ('6.75', '0.3333', '–')
    """
    if value is None:
        return blank
    if value.denominator == 1:
        return str(value.numerator)
    return _format_fraction(value)


def _format_fraction(value: Fraction) -> str:
    den = value.denominator
    while den % 2 == 0:
        den //= 2
    while den % 5 == 0:
        den //= 5
    digits = 0
    if den == 1:
        while (value * 10**digits).denominator != 1:
            digits += 1
    else:
        digits = 4
        value = round_half_up(value, digits)
    scaled = value * 10**digits
    sign = "-" if scaled < 0 else ""
    text = str(abs(scaled.numerator)).rjust(digits + 1, "0")
    out = f"{sign}{text[:-digits]}.{text[-digits:]}"
    return out.rstrip("0").rstrip(".") if den != 1 else out


_publish(__name__)
