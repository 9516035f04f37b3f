"""Reader for FIDE Tournament Report Files: TRF16, TRF-2026 and the extensions found in real files.

>>> from tiebreak.readers import example_text
>>> t = read_trf(example_text("arena"))
>>> [p.name for p in t.players][:2], t.rounds, t.pairing.value
(['Chen, Ava', 'Ng, Chloe'], 4, 'swiss')
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from fractions import Fraction

from ..model.errors import Diagnostic, ParseError, Severity
from ..model.messages import Hint, Option, Template
from ..model.tournament import (
    DEFAULT_LIMITS,
    Color,
    Limits,
    MatchScoring,
    PairingSystem,
    Player,
    Result,
    RoundEntry,
    Scoring,
    Team,
    TeamForfeit,
    TeamInfo,
    TeamLineup,
    Tournament,
    as_bye,
)
from ._dates import written_date
from ._options import DEFAULT_OPTIONS, ReadOptions

__all__ = ["decode", "is_column_ruler", "looks_like_trf", "read_trf"]

_MORE_PLAYERS = Template(
    "trf.more-players",
    "more than {limit} players; the limit is {limit}{flag}",
    flag=(Hint(Option.MAX_PLAYERS, " ({option})"),),
)
_MORE_ROUNDS = Template(
    "trf.more-rounds",
    "round blocks beyond round {limit}; the limit is {limit} rounds{flag}",
    flag=(Hint(Option.MAX_ROUNDS, " ({option})"),),
)
_NO_RESULT = Template(
    "trf.no-result",
    "round {round}: no result for the game against {opponent} in column {column} (truncated line?){lenient}",
    lenient=(Hint(Option.LENIENT, "; {option} reads it as an unknown result (?)"),),
)
_NO_001_LINE = Template(
    "trf.no-001-line",
    "round {round}: opponent {opponent} has no 001 line{lenient}",
    lenient=(Hint(Option.LENIENT, "; {option} reads the round as a bye ({result})"),),
)
_LOOKS_ROUND_ROBIN = Template(
    "trf.looks-round-robin",
    "no tournament type given: {n} {who} and {rounds} rounds look like a round robin{override}",
    override=(Hint(Option.PAIRING, " (use {option} to override)", "swiss"),),
)
_NUMBER = re.compile(r"^-?\d+(?:[.,]\d+)?$")
_KNOWN_RECORDS = frozenset(
    {
        "012",
        "022",
        "032",
        "042",
        "052",
        "062",
        "072",
        "082",
        "092",
        "102",
        "112",
        "122",
        "132",
        "142",
        "152",
        "162",
        "172",
        "182",
        "192",
        "202",
        "212",
        "222",
        "240",
        "250",
        "260",
        "299",
        "300",
        "310",
        "320",
        "330",
        "352",
        "362",
        "801",
        "802",
        "013",
        "001",
        "XXR",
        "XXC",
        "XXS",
        "XXA",
        "XXP",
        "XXZ",
        "XXW",
        "BBW",
        "BBD",
        "BBL",
        "BBZ",
        "BBF",
        "BBU",
        "DAT",
    }
)
_RR_WORDS = ("ROUNDROBIN", "ROUND_ROBIN", "SCHILLER", "SCHEVENINGEN", "KNOCKOUT", "BERGER")
_FORFEIT_330 = {
    "+-": "+-",
    "10": "+-",
    "WL": "+-",
    "WZ": "+-",
    "-+": "-+",
    "01": "-+",
    "LW": "-+",
    "ZW": "-+",
    "--": "--",
    "00": "--",
    "LL": "--",
    "ZZ": "--",
}


def is_column_ruler(line: str) -> bool:
    """A line that numbers the columns of a fixed-width file instead of holding values: digits only,
    counting up one per column (``1234567890123…``) or one per ten columns (``0000000001111111111…``),
    as TRF headers carry them.

    >>> is_column_ruler("0000000001111111111222222222233"), is_column_ruler("12345678901234567890123")
    (True, True)
    >>> is_column_ruler("001    1 Anna"), is_column_ruler("20260401")
    (False, False)
    """
    t = line.strip()
    if len(t) < 20 or not (t.isascii() and t.isdigit()):
        return False
    steps = {(int(b) - int(a)) % 10 for a, b in itertools.pairwise(t)}
    if steps == {1}:
        return True
    if steps != {0, 1}:
        return False
    runs = [len(m.group(0)) for m in re.finditer(r"(\d)\1*", t)]
    return all(r == 10 for r in runs[1:-1]) and runs[0] <= 10 and runs[-1] <= 10


def decode(data: bytes, encoding: str | None = None) -> str:
    """Decode file bytes: explicit encoding, else UTF-8 or UTF-16 by their BOM, else UTF-8, else cp1252
    with the five bytes cp1252 leaves undefined read as Latin-1 (Windows tournament managers write cp1252).

    >>> decode("001 é".encode("utf-16")), decode("001 é".encode("cp1252"))
    ('001 é', '001 é')
    """
    if encoding:
        return data.decode(encoding).lstrip("\ufeff")
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", errors="replace")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):  # UTF-16 with its BOM (Windows "Unicode" files)
        return data.decode("utf-16", errors="replace").lstrip("\ufeff")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return "".join(
            bytes([b]).decode("cp1252") if b not in (0x81, 0x8D, 0x8F, 0x90, 0x9D) else chr(b) for b in data
        )


def looks_like_trf(text: str) -> bool:
    """True when the text has at least one line that starts like a TRF 001 player record."""
    return "001 " in text and any(
        line.startswith("001 ") and line[4:8].strip().isdecimal() for line in _lines(text)
    )


def _lines(text: str) -> list[str]:
    return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _fraction(text: str) -> Fraction:
    return Fraction(text.strip().replace(",", "."))


@dataclass
class _Reader:
    source: str | None
    strict: bool
    limits: Limits = DEFAULT_LIMITS
    lenient: bool = False
    """Problems with a reasonable reading are errors unless ``lenient`` (then ERROR diagnostics)."""
    diagnostics: list[Diagnostic] = field(default_factory=list)
    records: dict[str, tuple[int, str]] = field(default_factory=dict)
    players: dict[int, Player] = field(default_factory=dict)
    multi: dict[str, list[tuple[int, str]]] = field(default_factory=dict)

    ids: dict[str, int] = field(default_factory=dict)
    points_read: dict[str, Fraction] = field(default_factory=dict)
    """Opponent fields already read (``'  12'`` -> 12; 0 when not a plain number): each is parsed once."""
    width: int = 4
    """Digits of starting ranks and opponent numbers: 4, or ``n`` after an ``XXW n`` record (written by
    the Lichess fork of bbpPairings)."""

    def warn(
        self,
        message: str,
        line: int | None = None,
        column: int | None = None,
        severity: Severity = Severity.WARNING,
    ) -> None:
        self.diagnostics.append(Diagnostic(severity, message, self.source, line, column))

    def repairable(self, message: str, line: int | None, column: int | None) -> None:
        """A problem that has a reasonable reading: an error, or in lenient mode a diagnostic."""
        if not self.lenient:
            raise self.error(message, line, column)
        self.warn(message, line, column, Severity.ERROR)

    def error(self, message: str, line: int | None, column: int | None = None) -> ParseError:
        return ParseError(message, source=self.source, line=line, column=column)

    # -- 001 ---------------------------------------------------------------------------------
    def player(self, lineno: int, line: str) -> None:
        if "\t" in line:
            self.warn("tab character in a fixed-column record", lineno, line.index("\t") + 1)
        w = self.width
        d = w - 4  # XXW: every column after the starting rank moves right by d
        sno_text = line[4 : 4 + w].strip()
        if not sno_text.isdecimal() or int(sno_text) == 0:
            raise self.error(
                f"expected a starting rank (1-{10**w - 1}) in columns 5-{4 + w}, found {line[4 : 4 + w]!r}",
                lineno,
                5,
            )
        sno = int(sno_text)
        if sno in self.players:
            raise self.error(
                f"duplicate starting rank {sno} (first on line {self.players[sno].line})", lineno, 5
            )
        if len(self.players) >= self.limits.max_players:
            raise self.error(_MORE_PLAYERS(limit=self.limits.max_players), lineno, 1)
        rating_text = line[48 + d : 52 + d].strip()
        rating: int | None = None
        if rating_text:
            if not rating_text.isdecimal():
                raise self.error(
                    f"expected a rating (up to 4 digits) in columns {49 + d}-{52 + d}, found {rating_text!r}",
                    lineno,
                    49 + d,
                )
            rating = int(rating_text) or None
        points: Fraction | None = None
        pts_text = line[80 + d : 84 + d].strip()
        if pts_text:
            if _NUMBER.match(pts_text):
                points = self.points_read.get(pts_text)
                if points is None:  # a few distinct texts: each becomes a Fraction once
                    points = self.points_read[pts_text] = _fraction(pts_text)
            else:
                self.warn(f"points column {81 + d}-{84 + d} is not a number: {pts_text!r}", lineno, 81 + d)
        rank_text = line[85 + d : 89 + d].strip()
        rank = int(rank_text) if rank_text.isdecimal() else None
        rounds: list[RoundEntry] = []
        body = line.rstrip()
        step = w + 6
        first = 91 + d
        if len(body) > first + step * self.limits.max_rounds:
            raise self.error(
                _MORE_ROUNDS(limit=self.limits.max_rounds), lineno, first + 1 + step * self.limits.max_rounds
            )
        fast_game, fast_bye, ids = _FAST_GAME, _FAST_BYE, self.ids
        entry, add, size = RoundEntry, rounds.append, w + 4
        # The common well-formed blocks ("  12 w 1", "0000 - H") are read here; anything else, and
        # every diagnostic, goes through block().
        for rnd, start in enumerate(range(first, len(body), step), start=1):
            block = body[start : start + size]
            tail = block[w:]
            fast = fast_game.get(tail)
            if fast is not None:
                field_text = block[:w]
                opp = ids.get(field_text)
                if opp is None:
                    opp_text = field_text.lstrip()
                    opp = int(opp_text) if opp_text.isdecimal() and opp_text.isascii() else 0
                    ids[field_text] = opp
                if opp:
                    add(entry(rnd, opp, *fast))
                    continue
            else:
                bye = fast_bye.get(tail)
                if bye is not None:
                    opp_text = block[:w].strip()
                    if not opp_text or (opp_text.isdecimal() and opp_text.isascii() and not int(opp_text)):
                        add(entry(rnd, None, Color.NONE, bye))
                        continue
            add(self.block(lineno, rnd, start, block.ljust(size)))
        while rounds and rounds[-1].result is Result.NOT_PAIRED and rounds[-1].opponent is None:
            rounds.pop()
        self.players[sno] = Player(
            sno=sno,
            name=line[14 + d : 47 + d].strip(),
            rating=rating,
            rounds=tuple(rounds),
            sex=line[9 + d : 10 + d].strip(),
            title=line[10 + d : 13 + d].strip(),
            federation=line[53 + d : 56 + d].strip(),
            fide_id=line[57 + d : 68 + d].strip(),
            birth=line[69 + d : 79 + d].strip(),
            declared_points=points,
            declared_rank=rank,
            line=lineno,
        )

    def block(self, lineno: int, rnd: int, start: int, block: str) -> RoundEntry:
        w = self.width
        opp_text, color_char, code = block[0:w].strip(), block[w + 1], block[w + 3]
        if block[w] != " " or block[w + 2] != " ":
            raise self.error(
                f"round {rnd}: expected '{'N' * w} c r' (opponent, colour, result) in columns "
                f"{start + 1}-{start + w + 4}, found {block!r}",
                lineno,
                start + 1,
            )
        opponent: int | None = None
        if opp_text and opp_text != "0" * w:
            if not opp_text.isdecimal():
                raise self.error(
                    f"round {rnd}: expected an opponent number in columns "
                    f"{start + 1}-{start + w}, found {opp_text!r}",
                    lineno,
                    start + 1,
                )
            opponent = int(opp_text) or None
        color = {"w": Color.WHITE, "b": Color.BLACK, "-": Color.NONE, " ": Color.NONE}.get(color_char.lower())
        if color is None:
            raise self.error(
                f"round {rnd}: expected colour w, b or - in column {start + w + 2}, found {color_char!r}",
                lineno,
                start + w + 2,
            )
        column = start + w + 4
        if code == " ":
            if opponent is None:
                return RoundEntry(rnd, None, Color.NONE, Result.NOT_PAIRED)
            self.repairable(_NO_RESULT(round=rnd, opponent=opponent, column=column), lineno, column)
            return RoundEntry(rnd, opponent, color, Result.UNKNOWN)
        try:
            result = Result.from_code(code)
        except ValueError:
            if code.upper() == "X":
                result = Result.UNKNOWN
            elif code.upper() == "A":
                result = Result.ZERO_BYE
            elif self.strict or not self.lenient:
                raise self.error(
                    f"round {rnd}: unknown result code {code!r} (expected one of 1 = 0 W D L + - U F H Z ?)",
                    lineno,
                    column,
                ) from None
            else:
                result = Result.UNKNOWN if opponent is not None else Result.ZERO_BYE
                self.warn(
                    f"round {rnd}: unknown result code {code!r} read as {result.code}",
                    lineno,
                    column,
                    Severity.ERROR,
                )
        if opponent is None:
            if result is Result.FORFEIT_WIN:
                return RoundEntry(rnd, None, Color.NONE, Result.FULL_BYE)
            if result is Result.FORFEIT_LOSS:
                return RoundEntry(rnd, None, Color.NONE, Result.ZERO_BYE)
            if result.played:
                as_bye = {True: Result.FULL_BYE}.get(
                    result.won, Result.HALF_BYE if result.unit_result else Result.ZERO_BYE
                )
                self.warn(
                    f"round {rnd}: a game result {code!r} without an opponent, read as a bye ({as_bye.code})",
                    lineno,
                    column,
                )
                return RoundEntry(rnd, None, Color.NONE, as_bye)
            return RoundEntry(rnd, None, Color.NONE, result)
        return RoundEntry(rnd, opponent, color if not result.bye else Color.NONE, result)

    # -- cross-checks --------------------------------------------------------------------------
    def reconcile(self) -> None:
        """Repair the opponent fields that contradict a result code: an opponent with no 001 line (the
        round is read as a bye), a bye code beside an opponent who won by forfeit (a forfeit loss), a bye
        code beside any other opponent (the bye, opponent ignored); :mod:`tiebreak.model.tournament` checks
        the rest."""
        fixed: dict[int, Player] = {}
        players = self.players
        bye_codes = _BYE_CODES
        for sno, p in players.items():
            entries: list[RoundEntry] = []
            changed = False
            for i, e in enumerate(p.rounds):
                opp = e.opponent
                if opp is None or (opp in players and e.result._value_ not in bye_codes):
                    continue  # the usual case: nothing to repair (validate checks both sides of games)
                if not entries:
                    entries = list(p.rounds)
                other = players.get(opp)
                col = 92 + (self.width - 4) + (self.width + 6) * (e.round - 1)
                if other is None:
                    new = as_bye(e)
                    self.repairable(
                        _NO_001_LINE(round=e.round, opponent=e.opponent, result=new.result.code), p.line, col
                    )
                    entries[i], changed = new, True
                    continue
                if e.opponent == sno:
                    continue
                theirs = other.entry(e.round)
                if e.result.bye:
                    if theirs.opponent == sno and theirs.result is Result.FORFEIT_WIN:
                        entries[i] = RoundEntry(e.round, e.opponent, e.color, Result.FORFEIT_LOSS)
                        self.warn(
                            f"round {e.round}: bye code {e.result.code!r} with opponent "
                            f"{e.opponent}, who won by forfeit: read as a forfeit loss",
                            p.line,
                            col + 7,
                        )
                    else:
                        entries[i] = RoundEntry(e.round, None, Color.NONE, e.result)
                        if theirs.opponent == sno and not theirs.result.bye:
                            # the bye code is read as written, the game is then on one side only: say so
                            # here, where the bye code was typed, rather than at the other line
                            self.repairable(
                                f"round {e.round}: bye code {e.result.code!r} with opponent "
                                f"{opp}, whose line ({other.line}) records a game against "
                                f"{sno}: write the game's result here, or remove the pairing "
                                "from the other line",
                                p.line,
                                col + 7,
                            )
                        else:
                            self.warn(
                                f"round {e.round}: bye code {e.result.code!r} with an opponent "
                                "number; opponent ignored",
                                p.line,
                                col,
                            )
                    changed = True
            if changed:
                fixed[sno] = replace(p, rounds=tuple(entries))
        self.players.update(fixed)


_FAST_GAME: dict[str, tuple[Color, Result]] = {
    f" {c} {r.value}": (color, r)
    for c, color in (("w", Color.WHITE), ("b", Color.BLACK), ("W", Color.WHITE), ("B", Color.BLACK))
    for r in Result
    if (r.played and r is not Result.UNKNOWN) or r.forfeit
}
"""Block tails (after the opponent) that :meth:`_Reader.block` reads without a remark when there is an
opponent: colour and game result."""
_FAST_BYE: dict[str, Result] = {
    f" {c} {r.value}": r
    for c in "- "
    for r in (Result.PAB, Result.FULL_BYE, Result.HALF_BYE, Result.ZERO_BYE)
}
"""Block tails of byes, read without a remark when there is no opponent."""


_BYE_CODES = frozenset(r.value for r in Result if r.bye)


def parse_date(text: str) -> dt.date | None:
    """Dates as found in real files: 2026/03/14, 26/03/14, 14/03/2026, 24.09.2010, 2026-03-14, and
    any other written form (``May 29, 2020``, ``28. 07. 2005``: :func:`._dates.written_date`)."""
    parts = [x for x in re.split(r"[/.\-]", text.strip()) if x]
    if len(parts) != 3 or not all(x.isdecimal() for x in parts):
        return written_date(text)
    a, b, c = parts
    try:
        if len(a) == 4:
            return dt.date(int(a), int(b), int(c))
        if len(c) == 4:
            return dt.date(int(c), int(b), int(a))
        return dt.date(2000 + int(a), int(b), int(c))
    except (ValueError, OverflowError):  # e.g. 2026/02/30, or a year of 25 digits
        return None


def _scoring_162(reader: _Reader, lineno: int, text: str) -> Scoring:
    values: dict[str, Fraction] = {}
    for m in re.finditer(r"([A-Za-z])\s*(-?\d+(?:[.,]\d+)?)", text):
        code = m.group(1).upper()
        code = "A" if code == "Z" else code
        if code not in "WDLAPX":
            reader.warn(f"record 162: unknown code {m.group(1)!r} ignored", lineno)
            continue
        values[code] = _fraction(m.group(2))
    if not values:
        raise reader.error("record 162: expected pairs such as 'W 1.0    D 0.5    L 0.0'", lineno, 5)
    base = Scoring()
    return Scoring(
        win=values.get("W", base.win),
        draw=values.get("D", base.draw),
        loss=values.get("L", base.loss),
        absent=values.get("A", base.absent),
        pab=values.get("P"),
        unknown=values.get("X"),
    )


def _scoring_xxs(reader: _Reader, lines: Iterable[tuple[int, str]]) -> Scoring | None:
    values: dict[str, Fraction] = {}
    for lineno, text in lines:
        for token in text.split():
            if "=" not in token:
                continue
            key, _, value = token.partition("=")
            if not _NUMBER.match(value):
                reader.warn(f"XXS: value of {key} is not a number", lineno)
                continue
            values[key.upper()] = _fraction(value)
    if not values:
        return None
    for a, b in (("WW", "BW"), ("WD", "BD"), ("WL", "BL")):
        if a in values and b in values and values[a] != values[b]:
            reader.warn(f"XXS: colour-dependent scoring ({a}≠{b}) is not supported; {a} used")
    base = Scoring()
    win = values.get("W", values.get("WW", values.get("BW", base.win)))
    draw = values.get("D", values.get("WD", values.get("BD", base.draw)))
    loss = values.get("WL", values.get("BL", base.loss))
    absent = values.get("ZPB", values.get("FL", base.absent))
    return Scoring(win=win, draw=draw, loss=loss, absent=absent, pab=values.get("PAB"))


def _scoring_bb(reader: _Reader, recs: dict[str, tuple[int, str]]) -> Scoring | None:
    got = {k: v for k, v in recs.items() if k in ("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU")}
    if not got:
        return None
    val: dict[str, Fraction] = {}
    for key, (lineno, text) in got.items():
        if not _NUMBER.match(text.strip()):
            raise reader.error(f"record {key}: expected a number", lineno, 5)
        val[key] = _fraction(text)
    base = Scoring()
    return Scoring(
        win=val.get("BBW", base.win),
        draw=val.get("BBD", base.draw),
        loss=val.get("BBL", base.loss),
        absent=val.get("BBZ", val.get("BBF", base.absent)),
        pab=val.get("BBU"),
    )


def split_codes(text: str) -> tuple[str, ...]:
    """Split a tie-break list written with commas and/or blanks."""
    return tuple(c for c in re.split(r"[,\s;]+", text.strip()) if c)


def _pairing(reader: _Reader, n_players: int, rounds: int, team: bool) -> tuple[PairingSystem, str]:
    code = reader.records.get("192", (0, ""))[1].strip().upper()
    if code:
        if any(w in code for w in _RR_WORDS):
            return PairingSystem.ROUND_ROBIN, "192"
        if any(w in code for w in ("SWISS", "DUTCH", "DUBOV", "BURSTEIN", "TEAM")):
            return PairingSystem.SWISS, "192"
        reader.warn(f"record 192: unknown tournament type code {code!r}", reader.records["192"][0])
    text = reader.records.get("092", (0, ""))[1].upper()
    if "SWISS" in text:
        return PairingSystem.SWISS, "092"
    if "ROBIN" in text or "BERGER" in text or re.search(r"\bD?RR\b", text):
        return PairingSystem.ROUND_ROBIN, "092"
    n = n_players
    if n >= 2 and rounds and (n in (rounds, rounds + 1) or 2 * n in (rounds + 2, rounds + 1, rounds)):
        reader.warn(_LOOKS_ROUND_ROBIN(n=n, who="teams" if team else "players", rounds=rounds))
        return PairingSystem.ROUND_ROBIN, "counts"
    return PairingSystem.SWISS, "default"


def _team_info(reader: _Reader) -> TeamInfo | None:
    """The team records of the file (None when it has no 310 or 013 records): teams, match-point
    system (362), primary score (192), pairing-allocated byes (320), forfeited matches (330), line-ups
    (300), team byes (240) and the board colours (352)."""
    teams = _teams(reader)
    if not teams:
        return None
    for team in teams:
        for sno in team.players:
            if sno not in reader.players:
                raise reader.error(
                    f"team {team.number} ({team.name}) names player {sno}, who has no 001 line", team.line
                )
    pab_mp, pab_gp, pab_rounds = _team_pabs(reader)
    colors = reader.records.get("352", (0, ""))[1].strip().upper()
    return TeamInfo(
        tuple(teams),
        _match_scoring(reader),
        _team_primary(reader),
        pab_mp,
        pab_gp,
        tuple(pab_rounds),
        tuple(_team_forfeits(reader)),
        tuple(_lineups(reader)),
        tuple(_team_byes(reader)),
        colors,
    )


def _teams(reader: _Reader) -> list[Team]:
    """The teams of record 310 (number, name, nickname, members, declared points and rank), else of
    the older record 013 (numbered in file order); 310 wins when both are present (a warning)."""
    teams: list[Team] = []
    if "310" in reader.multi:
        if "013" in reader.multi:
            reader.warn("both 013 and 310 team records present: 310 used, 013 ignored")
        for lineno, line in reader.multi["310"]:
            num = line[4:7].strip()
            if not num.isdecimal():
                raise reader.error(
                    f"record 310: expected a team number in columns 5-7, found {num!r}", lineno, 5
                )
            members = _numbers(reader, lineno, line, 73, 5, "player")
            mp, gp = line[54:60].strip(), line[61:67].strip()
            rank = line[68:71].strip()
            teams.append(
                Team(
                    int(num),
                    line[8:40].strip(),
                    members,
                    nickname=line[41:46].strip(),
                    declared_match_points=_fraction(mp) if _NUMBER.match(mp) else None,
                    declared_game_points=_fraction(gp) if _NUMBER.match(gp) else None,
                    declared_rank=int(rank) if rank.isdecimal() else None,
                    line=lineno,
                )
            )
    elif "013" in reader.multi:
        for i, (lineno, line) in enumerate(reader.multi["013"], start=1):
            teams.append(
                Team(i, line[4:36].strip(), _numbers(reader, lineno, line, 36, 5, "player"), line=lineno)
            )
    return teams


def _match_scoring(reader: _Reader) -> MatchScoring:
    """Match points for a won, drawn and lost match: record 362 (``TW 2.0   TD 1.0   TL 0.0``), read
    by tokens; 2, 1 and 0 for what it does not give."""
    if "362" not in reader.records:
        return MatchScoring()
    _lineno, text = reader.records["362"]
    vals = {
        m.group(1).upper(): _fraction(m.group(2))
        for m in re.finditer(r"T?([WDL])\s*(\d+(?:[.,]\d+)?)", text, re.I)
    }
    return MatchScoring(vals.get("W", Fraction(2)), vals.get("D", Fraction(1)), vals.get("L", Fraction(0)))


def _team_primary(reader: _Reader) -> str | None:
    """The primary score a team event's record 192 names: ``GP`` or ``MP`` (whichever suffix comes
    first; ``FIDE_TEAM`` is MP), None when it names neither."""
    code = reader.records.get("192", (0, ""))[1].strip().upper()
    if "_GP" in code and (code.find("_GP") < code.find("_MP") or "_MP" not in code):
        return "GP"
    if "_MP" in code or code in ("FIDE_TEAM", "FIDE_TEAM_BAKU"):
        return "MP"
    return None


def _team_pabs(reader: _Reader) -> tuple[Fraction | None, Fraction | None, list[tuple[int, int]]]:
    """Record 320: the match and game points of a team's pairing-allocated bye, and (round, team) for
    each such bye (from column 15 a team number every 4 columns, one per round; 0 for none)."""
    pab_mp = pab_gp = None
    pab_rounds: list[tuple[int, int]] = []
    for _lineno, line in reader.multi.get("320", []):
        mp, gp = line[4:8].strip(), line[9:13].strip()
        pab_mp = _fraction(mp) if _NUMBER.match(mp) else None
        pab_gp = _fraction(gp) if _NUMBER.match(gp) else None
        r = 0
        while 14 + 4 * r < len(line.rstrip()):
            t = line[14 + 4 * r : 17 + 4 * r].strip()
            r += 1
            if t.isdecimal() and int(t):
                pab_rounds.append((r, int(t)))
    return pab_mp, pab_gp, pab_rounds


def _team_forfeits(reader: _Reader) -> list[TeamForfeit]:
    """Record 330: forfeited matches (type ``+-``, ``-+`` or ``--``, round, white team, black team)."""
    forfeits: list[TeamForfeit] = []
    for lineno, line in reader.multi.get("330", []):
        kind = _FORFEIT_330.get(line[4:6].upper())
        fields = [line[7:10].strip(), line[11:14].strip(), line[15:18].strip()]
        if kind is None or not all(f.isdecimal() for f in fields):
            raise reader.error(
                "record 330: expected 'TT RRR WWW BBB' (type +-, -+ or --, round, teams)", lineno, 5
            )
        forfeits.append(TeamForfeit(int(fields[0]), int(fields[1]), int(fields[2]), kind))
    return forfeits


def _lineups(reader: _Reader) -> list[TeamLineup]:
    """Record 300: a team's line-up in one match (round, team, opponent team, then the boards)."""
    lineups: list[TeamLineup] = []
    for lineno, line in reader.multi.get("300", []):
        head = [line[4:7].strip(), line[8:11].strip(), line[12:15].strip()]
        if not all(h.isdecimal() for h in head):
            raise reader.error(
                "record 300: expected round, team and opponent team in columns 5-15", lineno, 5
            )
        boards = _numbers(reader, lineno, line, 16, 5, "board", keep_zero=True)
        lineups.append(TeamLineup(int(head[0]), int(head[1]), int(head[2]), boards))
    return lineups


def _team_byes(reader: _Reader) -> list[tuple[int, int, str]]:
    """Record 240 in a team event: (round, team, kind F, H or Z) for each team bye given in advance."""
    byes: list[tuple[int, int, str]] = []
    for lineno, line in reader.multi.get("240", []):
        kind, rnd = line[4:5].upper(), line[6:9].strip()
        if kind not in "FHZ" or not rnd.isdecimal():
            raise reader.error("record 240: expected type F, H or Z and a round", lineno, 5)
        byes.extend((int(rnd), t, kind) for t in _numbers(reader, lineno, line, 10, 5, "team"))
    return byes


def _numbers(
    reader: _Reader, lineno: int, line: str, start: int, step: int, what: str, keep_zero: bool = False
) -> tuple[int, ...]:
    out: list[int] = []
    pos = start
    body = line.rstrip()
    while pos < len(body):
        t = body[pos : pos + step - 1].strip()
        if t:
            if not t.isdecimal():
                raise reader.error(
                    f"expected a {what} number in columns {pos + 1}-{pos + step - 1}, found {t!r}",
                    lineno,
                    pos + 1,
                )
            if int(t) or keep_zero:
                out.append(int(t))
        pos += step
    return tuple(out)


def _individual_byes(reader: _Reader) -> None:
    for lineno, line in reader.multi.get("240", []):
        kind, rnd_text = line[4:5].upper(), line[6:9].strip()
        if kind not in "FHZ" or not rnd_text.isdecimal():
            raise reader.error(
                "record 240: expected type F, H or Z in column 5 and a round in 7-9", lineno, 5
            )
        rnd = int(rnd_text)
        result = {"F": Result.FULL_BYE, "H": Result.HALF_BYE, "Z": Result.ZERO_BYE}[kind]
        for sno in _numbers(reader, lineno, line, 10, 5, "player"):
            p = reader.players.get(sno)
            if p is None:
                reader.warn(f"record 240 names player {sno}, who has no 001 line", lineno)
                continue
            current = p.entry(rnd)
            if current.result is Result.NOT_PAIRED and current.opponent is None:
                entries = list(p.rounds) + [p.entry(r) for r in range(len(p.rounds) + 1, rnd + 1)]
                entries[rnd - 1] = RoundEntry(rnd, None, Color.NONE, result)
                reader.players[sno] = replace(p, rounds=tuple(entries))
            elif current.result is not result:
                reader.warn(
                    f"record 240 gives player {sno} a {kind} bye in round {rnd}, but the 001 "
                    f"line says {current.result.code!r}: 001 kept",
                    lineno,
                )


def _unpaired_teams(reader: _Reader, info: TeamInfo, rounds: int) -> None:
    """A warning for each round in which a team of a TRF-16 file (teams in record 013) has no game:
    the format cannot record a team's bye, so the round reads as one the team did not play."""
    given = {(r, t) for r, t in info.pab_rounds} | {(r, t) for r, t, _ in info.byes}
    for team in info.teams:
        members = [reader.players[s] for s in team.players if s in reader.players]
        for rnd in range(1, rounds + 1):
            if (rnd, team.number) in given or any(
                p.entry(rnd).opponent is not None or p.entry(rnd).result is not Result.NOT_PAIRED
                for p in members
            ):
                continue  # a game, or a bye its players' codes give (U, H, F)
            reader.warn(
                f"round {rnd}: team {team.number} ({team.name}) has no pairing; a TRF-16 file cannot "
                "record a team's bye, so the round is read as not played by the team (no match "
                "points); a TRF-2026 file gives a bye with record 320 or 240",
                team.line,
            )


def read_trf(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read TRF text into a :class:`Tournament`.

    :raises ParseError: when a line cannot be read (with line and column).
    """
    source = options.source
    reader = _Reader(source, options.strict, options.limits, lenient=options.lenient)
    lines = _lines(text)
    if "XXW" in text:
        reader.width = _id_width(reader, lines)
    _refuse_unreadable(reader, _read_records(reader, lines))
    if not reader.players:
        raise ParseError(
            "no player records (lines starting with '001') found: is this a TRF file?",
            source=source,
            line=None,
        )
    team_info = _team_info(reader)
    if team_info is None:
        _individual_byes(reader)
    reader.reconcile()
    scoring = _scoring(reader)
    rounds = _rounds(reader)
    n_comp = len(team_info.teams) if team_info else len(reader.players)
    pairing, pairing_source = _pairing(reader, n_comp, rounds, team_info is not None)
    tiebreaks, tiebreaks_line = _tiebreak_list(reader, team_info is not None)
    date = _start_date(reader)
    if team_info is not None and "310" not in reader.multi:
        _unpaired_teams(reader, team_info, rounds)
    players = tuple(sorted(reader.players.values(), key=lambda p: p.sno))
    return Tournament(
        name=reader.records.get("012", (0, ""))[1].strip(),
        players=players,
        rounds=rounds,
        pairing=pairing,
        pairing_source=pairing_source,
        scoring=scoring,
        start_date=date,
        tiebreaks=tiebreaks,
        tiebreaks_line=tiebreaks_line,
        type_text=reader.records.get("092", (0, ""))[1].strip(),
        system_code=reader.records.get("192", (0, ""))[1].strip(),
        team_info=team_info,
        source=source,
        diagnostics=tuple(reader.diagnostics),
    )


_MULTI_RECORDS = ("013", "310", "320", "330", "300", "240", "112", "XXS", "250", "260", "299")
"""Records that may appear more than once (kept in order in ``_Reader.multi``)."""


def _read_records(reader: _Reader, lines: list[str]) -> list[Diagnostic]:
    """Every line into ``reader``: the 001 player lines read, the other records kept by id (NRS lines:
    three capitals and a number), unknown ones ignored with a warning. Returns the player lines that
    could not be read, in lenient mode (an error otherwise; always for a limit exceeded)."""
    unreadable: list[Diagnostic] = []
    for lineno, line in _unwrapped(reader, lines):
        if len(line) < 3 or line.startswith("###"):
            continue
        if is_column_ruler(line):
            reader.warn(
                "a column ruler (a line of digits numbering the columns) skipped", lineno, 1, Severity.INFO
            )
            continue
        rec = line[:3]
        if rec == "001":
            try:
                reader.player(lineno, line)
            except ParseError as exc:
                if not reader.lenient or exc.code in (_MORE_PLAYERS.code, _MORE_ROUNDS.code):
                    raise
                reader.warn(exc.message, exc.line, exc.column, Severity.ERROR)
                unreadable.append(reader.diagnostics[-1])
        elif rec in _MULTI_RECORDS:
            reader.multi.setdefault(rec, []).append((lineno, line))
        elif rec in _KNOWN_RECORDS:
            reader.records[rec] = (lineno, line[4:].rstrip())
        elif re.fullmatch(r"[A-Z]{3}", rec) and line[4:8].strip().isdecimal():
            reader.multi.setdefault("NRS", []).append((lineno, line))
        else:
            reader.warn(f"unknown record {rec!r} ignored", lineno, 1)
    return unreadable


_CONTINUED = re.compile(r"(?:\s+\d{1,4} [wbWB-] [-+=01WLDHFUZwldhfuz ]?)+\s*")
"""A line that holds only round blocks (``     8 w =     9 b 1``): the rest of the player line above."""


def _unwrapped(reader: _Reader, lines: list[str]) -> list[tuple[int, str]]:
    """The lines, right-stripped and numbered, each player line joined with the line after it when that
    one starts with blanks and holds only round blocks (a report whose writer broke its long lines after
    a round, Seniorschack Stockholm's): the rest of the player's rounds, put back after the round it
    was broken after (the line padded to that round's result column, 99 + 10 × (round - 1)), with a
    warning."""
    out: list[tuple[int, str]] = []
    for lineno, raw in enumerate(lines, start=1):
        line = raw.rstrip()
        if (
            out
            and out[-1][1].startswith("001")
            and line[:3] == "   "
            and len(out[-1][1]) >= 99
            and _CONTINUED.fullmatch(line)
        ):
            at, above = out[-1]
            done = -(-(len(above) - 89) // 10)  # the rounds the line above holds
            out[-1] = (at, above.ljust(89 + 10 * done) + line)
            reader.warn(
                f"line {lineno} holds only round blocks: the rest of player line {at}, broken after round "
                f"{done}; joined to it",
                lineno,
                1,
            )
            continue
        out.append((lineno, line))
    return out


def _refuse_unreadable(reader: _Reader, bad: list[Diagnostic]) -> None:
    """Stop on the player lines that could not be read (lenient mode reads on to collect them all),
    naming the first and counting the others."""
    if bad:
        n = len(bad) - 1
        more = f" (and {n} more unreadable line{'s' * (n > 1)})" if n else ""
        raise ParseError(
            bad[0].message + more,
            source=reader.source,
            line=bad[0].line,
            column=bad[0].column,
            diagnostics=tuple(reader.diagnostics),
        )


def _scoring(reader: _Reader) -> Scoring:
    """The point system: record 162, else the XXS or bbpPairings BB? records, else the default."""
    if "162" in reader.records:
        return _scoring_162(reader, *reader.records["162"])
    alt = _scoring_xxs(reader, reader.multi.get("XXS", [])) or _scoring_bb(reader, reader.records)
    return alt if alt is not None else Scoring()


def _rounds(reader: _Reader) -> int:
    """The number of rounds: as declared (142, XXR), or as recorded when the players' lines hold more
    (a warning) or nothing declares it."""
    rounds = _declared_rounds(reader)
    recorded = max((len(p.rounds) for p in reader.players.values()), default=0)
    if rounds is None:
        return recorded
    if recorded > rounds:
        reader.warn(
            f"players have results for {recorded} rounds but the event declares {rounds}; {recorded} used"
        )
        return recorded
    return rounds


def _tiebreak_list(reader: _Reader, team: bool) -> tuple[tuple[str, ...], int | None]:
    """The tie-break list and its line: record 212 (the whole list), else 202 (after the primary score,
    match points for a team event)."""
    if "212" in reader.records:
        lineno, text = reader.records["212"]
        return split_codes(text), lineno
    if "202" in reader.records:
        lineno, text = reader.records["202"]
        return ("MPTS" if team else "PTS", *split_codes(text)), lineno
    return (), None


def _start_date(reader: _Reader) -> dt.date | None:
    """The start date of record 042 (a warning when it is not understood)."""
    if "042" not in reader.records:
        return None
    lineno, text = reader.records["042"]
    date = parse_date(text)
    if date is None and text.strip():
        reader.warn(f"record 042: start date {text.strip()!r} not understood", lineno, 5)
    return date


def _id_width(reader: _Reader, lines: list[str]) -> int:
    """The width of player ids declared by an ``XXW n`` record (4 without one)."""
    for lineno, line in enumerate(lines, start=1):
        if line.startswith("XXW"):
            text = line[4:].strip()
            if not text.isdecimal() or not 4 <= int(text) <= 9:
                raise reader.error(
                    f"record XXW: expected the width of player ids (4 to 9), found {text!r}", lineno, 5
                )
            return int(text)
    return 4


def _declared_rounds(reader: _Reader) -> int | None:
    values: list[int] = []
    for rec in ("142", "XXR"):
        if rec in reader.records:
            lineno, text = reader.records[rec]
            if not text.strip().isdecimal():
                raise reader.error(
                    f"record {rec}: expected the number of rounds, found {text.strip()!r}", lineno, 5
                )
            values.append(int(text.strip()))
    if len(values) == 2 and values[0] != values[1]:
        reader.warn(f"142 says {values[0]} rounds, XXR says {values[1]}: 142 used")
    return values[0] if values else None
