"""Reader for PGN game files: the tag pairs of each game make the tournament; movetext is skipped.

Tags used: ``Event``, ``Date``/``EventDate`` (lichess's ``UTCDate``), ``Round`` (``3`` or ``3.1``),
``White``, ``Black``, ``Result``, ``WhiteElo``/``BlackElo``, ``WhiteFideId``/``BlackFideId``,
``WhiteTitle``/``BlackTitle``, ``WhiteTeam``/``BlackTeam``. Unplayed games, as they are usually written:

* a bye: ``White`` or ``Black`` is ``BYE`` (also ``-``, empty, ``?``): ``1-0`` for the player is a
  pairing-allocated bye, ``½-½`` a half-point bye, ``0-1`` a zero-point bye;
* a forfeit: ``Termination "forfeit"`` (or ``abandoned``, ``unplayed``), or a result ``+/-``, ``-/+``,
  ``1-0 FF``, ``--`` (double forfeit);
* ``[Result "*"]``, as clubs publish a game that was not played: between two players it is read as
  ``star`` says (:data:`STAR_READINGS`; by default both players unpaired in that round), against ``BYE``
  as ``options.pgn_bye`` says (:data:`BYE_STAR_READINGS`: by default an unpaired round, zero points;
  or a pairing-allocated, full-, half- or zero-point bye: the PGN does not give the bye's value). Each
  is a warning with the line and column of the Result tag.

A file whose games all name both players' teams (``WhiteTeam``, ``BlackTeam``: Swiss-Manager's export
of a team event, ``Round "3.2.4"`` for round 3, match 2, board 4) is a team event: each game a board of
its round's match between the two teams, the boards in the order of the Round tag's last number (else of
the games). A board without a game (a board forfeited: a PGN file holds only games) is a warning naming
the match, whose score then counts only the games given.

Players are told apart by FIDE id when given, else by name. A name whose FIDE id is ``0`` (or missing)
in some games and one id in others is one player, matched on the name (a warning says where); a name
with two different ids and games without one is an error, since those games belong to neither for
sure. Starting numbers follow the ratings (highest first), then the names.

>>> t = read_pgn('[Round "1"]\\n[White "A"]\\n[Black "B"]\\n[Result "1-0"]\\n\\n1. e4 e5 1-0\\n')
>>> [(p.name, p.rounds[0].result.code) for p in t.players]
[('A', '1'), ('B', '0')]
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import replace

from ..model.errors import Diagnostic, ParseError, Severity
from ..model.messages import Hint, Option, Template
from ..model.tournament import PairingSystem, Result, Tournament
from ._builder import (
    EventBuilder,
    PlayerDraft,
    all_play_all,
    bye_from_game,
    circle_rounds,
    clean,
    first_line,
    game_result,
)
from ._options import BYE_STAR_READINGS, DEFAULT_OPTIONS, STAR_READINGS, ReadOptions
from .trf import parse_date

__all__ = ["STAR_READINGS", "looks_like_pgn", "read_pgn"]

_STAR = Template(
    "pgn.star",
    'round {round}: {names} with [Result "*"]: read as {reading}{moves}{hint}',
    hint=(Hint(Option.PGN_STAR, "; {option} reads it otherwise", "{others}"),),
)
_PAIR = r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]'
_TAG = re.compile(rf"^\s*{_PAIR}\s*$")
_ONE_TAG = re.compile(_PAIR)
_TAGS = re.compile(rf"^\s*(?:{_PAIR}\s*)+$")
"""A line of tag pairs: one, or several (``[UTCTime "13:30:00"] [Round "1"]``: PGN's import format lets
tags share a line, as a script that adds a tag to a lichess export writes it)."""
_BYE_NAMES = frozenset({"bye", "-", "", "?", "(bye)", "spielfrei", "exempt", "pab", "none"})
_FORFEIT_WORDS = ("forfeit", "abandoned", "unplayed", "not played", "no show", "default")


def looks_like_pgn(text: str, suffix: str = "") -> bool:
    """True for a ``.pgn`` file, or text whose first non-blank line is a PGN tag pair."""
    if suffix == ".pgn":
        return True
    line = first_line(text)
    return bool(_TAG.match(line)) and line.strip().startswith("[")


_Where = tuple[int, int]
"""(line, column) of a tag's value."""
_Game = tuple[int, dict[str, str], bool, dict[str, _Where], str]
"""A game as :func:`_games` finds it: first line, tags, whether it has moves, where each tag's value is,
the result its movetext ends with (``1-0``, ``*``; "" for none)."""


_LOOSE_TAG = re.compile(r'^\s*\[\s*([A-Za-z0-9_]+)\s+"(.*)"\s*\]\s*$')
"""A tag pair whose value holds a quote not escaped (Swiss Master's ``BlackFideId`` tag, a FIDE id of stray
bytes, once a quote character between the two): its value read whole, between the first quote and the
last."""


def _games(text: str, loose: list[int] | None = None) -> list[_Game]:
    """(first line, tags, has moves, where each tag's value starts, the movetext's result) for each game;
    brace and semicolon comments skipped. ``loose``: the lines of tag pairs read by :data:`_LOOSE_TAG`
    are added to it."""
    games: list[_Game] = []
    tags: dict[str, str] = {}
    where: dict[str, _Where] = {}
    start = 0
    moves = False
    end = ""
    in_comment = False
    # lines end at \n, \r\n or \r only: str.splitlines also ends one at the control characters a tag's
    # value may hold (Swiss Master's export writes a FIDE id of stray bytes, '\x1d' among them)
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for k, line in enumerate(lines[:-1]):  # a tag whose value holds a line break (a stray byte 13 too)
        if line.lstrip().startswith("[") and '"' in line and not _LOOSE_TAG.match(line):
            joined = line + lines[k + 1]
            if _LOOSE_TAG.match(joined) and lines[k + 1].rstrip().endswith('"]'):
                lines[k], lines[k + 1] = joined, ""
    for lineno, line in enumerate(lines, start=1):
        if in_comment:
            if "}" not in line:
                continue
            line = line[line.index("}") + 1 :]
            in_comment = False
        strict = _TAGS.match(line) if line.lstrip().startswith("[") else None
        whole = _LOOSE_TAG.match(line) if strict is None and line.lstrip().startswith("[") else None
        if whole is not None and loose is not None:
            loose.append(lineno)
        if strict is not None or whole is not None:
            for m in _ONE_TAG.finditer(line) if strict is not None else (whole,) if whole else ():
                if tags and (moves or end or m.group(1) in tags):
                    games.append((start, tags, moves, where, end))
                    tags, moves, where, end = {}, False, {}, ""
                if not tags:
                    start = lineno
                tags[m.group(1)] = m.group(2).replace('\\"', '"').replace("\\\\", "\\")
                where[m.group(1)] = (lineno, m.start(2) + 1)
            continue
        body = re.sub(r"\{[^}]*\}", " ", line.split(";", 1)[0] if "{" not in line else line)
        if "{" in body:
            body, in_comment = body[: body.index("{")], True
        body = re.sub(r"^\s*%.*", "", body)
        zero = _DOUBLE_ZERO if tags.get("Result", "").strip() in _DOUBLE_ZERO else ()
        tokens = [t for t in body.split() if t not in _ENDS and t not in zero]  # 0-0: castles, or the end
        if tokens and tags:
            moves = True
        end = next((t for t in reversed(body.split()) if t in _ENDS), end) if tags else end
    if tags:
        games.append((start, tags, moves, where, end))
    return games


_ENDS = frozenset({"1-0", "0-1", "1/2-1/2", "*"})
"""The results a game's movetext ends with."""
_DOUBLE_ZERO = ("0-0", "0:0")
"""A Result that gives neither player a point (not a PGN result: pairing programs' and broadcasts' word for
a game neither played; as the movetext's only token it is that result again, not castling)."""


def _ends_disagree(b: EventBuilder, games: list[_Game]) -> None:
    """A note on the games whose movetext ends with another result than their Result tag (Swiss-Manager
    ends every game of its export with ``*``, the result in the tag): the tag is read, as ever."""
    differ = [
        (where.get("Result", (lineno, 1)), tags.get("Result", "").strip(), end)
        for lineno, tags, _, where, end in games
        if end and tags.get("Result", "").strip() in _ENDS and end != tags.get("Result", "").strip()
    ]
    if not differ:
        return
    at, tag, end = differ[0]
    starred = sum(1 for _, tag, end in differ if end == "*" and tag != "*")
    b.warn(
        f"{len(differ)} game(s) end their moves with another result than their Result tag (the first "
        f"here: {tag} in the tag, {end} after the moves"
        + (f"; {starred} of them end with * while the tag gives a result" if starred else "")
        + "): the Result tag is read",
        *at,
        severity=Severity.INFO if starred == len(differ) else Severity.WARNING,
    )


def _fide_id(tags: dict[str, str], color: str) -> str:
    """The FIDE id of one side, "" when missing or 0."""
    fide = tags.get(f"{color}FideId", "").strip()
    return fide if fide.isdecimal() and int(fide) else ""


def _ids_by_name(games: list[_Game]) -> dict[str, dict[str, _Where]]:
    """For each name (case-folded), the FIDE ids it is given and where each is first seen."""
    ids: dict[str, dict[str, _Where]] = {}
    for lineno, tags, _moves, where, _ in games:
        for color in ("White", "Black"):
            fide = _fide_id(tags, color)
            name = _name_key(tags.get(color, ""))
            if fide and name not in _BYE_NAMES:
                ids.setdefault(name, {}).setdefault(fide, where.get(f"{color}FideId", (lineno, 1)))
    return ids


def _names_of_one_id(b: EventBuilder, games: list[_Game]) -> None:
    """A player whose FIDE id is written with two names or more (a round's file spelling it
    ``Vemula, Thamogna``, the others ``Vemula, Thamoghna``) named as most games name them (of equal
    counts, the first written), with a note: the games are one player's, and a ranking given with them
    names the player so."""
    names: dict[str, Counter[str]] = {}
    for _, tags, _, _, _ in games:
        for color in ("White", "Black"):
            fide = _fide_id(tags, color)
            name = " ".join(tags.get(color, "").split())
            if fide and name and name.casefold() not in _BYE_NAMES:
                names.setdefault(fide, Counter())[name] += 1
    for fide, counted in names.items():
        draft = b.players.get(f"id:{fide}")
        if draft is None or len({_name_key(n) for n in counted}) < 2:
            continue
        chosen, most = counted.most_common(1)[0]
        others = ", ".join(f"{n!r} ({c})" for n, c in counted.items() if n != chosen)
        draft.name = chosen
        b.warn(
            f"the FIDE id {fide} is named {chosen!r} in {most} game(s) and {others} in others: one player, "
            f"named {chosen!r}",
            draft.line,
            1,
            severity=Severity.INFO,
        )


def _name_key(name: str) -> str:
    """A player's name as games are matched on it: case-folded, its spaces collapsed and none beside a
    comma, so that ``Butler, Julian`` in one game and ``Butler,Julian`` in another are one player (an
    organiser's program writes the name as each round's entry gives it).

    >>> _name_key(" Butler,  Julian ") == _name_key("butler,Julian")
    True
    """
    return re.sub(r"\s*,\s*", ",", " ".join(name.split())).casefold()


def _rating(text: str) -> int | None:
    text = text.strip()
    return int(text) if text.isdecimal() and int(text) > 0 else None


def read_pgn(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Tournament:
    """Read PGN text (one game per tag section) into a :class:`Tournament`; ``options.pgn_star`` is how
    ``[Result "*"]`` between two players is read (a key of :data:`STAR_READINGS`).

    :raises ParseError: for a game without a usable round or result, a player twice in one round, or
        a game without a FIDE id for a name that has two.
    :raises ValueError: for an unknown ``options.pgn_star``.
    """
    star = options.pgn_star
    if star not in STAR_READINGS:
        raise ValueError(f"unknown reading of a PGN star {star!r} (use one of {', '.join(STAR_READINGS)})")
    if options.pgn_bye not in BYE_STAR_READINGS:
        raise ValueError(
            f"unknown reading of a PGN bye with a star {options.pgn_bye!r} (use one of "
            f"{', '.join(BYE_STAR_READINGS)})"
        )
    b = EventBuilder(options.source, options.limits)
    loose: list[int] = []
    games = _games(clean(text), loose)
    if not games:
        raise b.error('no PGN games (tag pairs such as [White "…"]) found')
    if loose:
        b.warn(
            f"{len(loose)} tag pair(s) hold a quote not escaped in their value (a program's stray bytes): "
            "each value read whole, from its first quote to its last",
            loose[0],
            1,
            severity=Severity.INFO,
        )
    ids = _ids_by_name(games)
    cycles = _cycles(games)
    if cycles is not None:
        games, count, per = cycles
        b.warn(
            f"the Round tags number {count} cycle(s), each a round robin of every player (a player has "
            f"several games in one Round): each game is placed in the round of its cycle that the circle "
            f"method gives its pair ({per} rounds a cycle); the order of play is not known",
            games[0][0],
            1,
            severity=Severity.INFO,
        )
    no_moves = sum(_read_game(b, game, ids, star, options.pgn_bye) for game in games)
    if no_moves:
        b.warn(
            f"{no_moves} game(s) have a result but no moves; read as played games (mark forfeits with "
            '[Termination "forfeit"] or a +/- result)',
            severity=Severity.INFO,
        )
    _warn_two_ids(b, ids)
    _names_of_one_id(b, games)
    _ends_disagree(b, games)
    t = b.build(_event_name(b, games), start_date=_start_date(games), assign="rating")
    if cycles is not None:
        t = replace(t, pairing=PairingSystem.ROUND_ROBIN, pairing_source="games")
    teams = _team_games(games, ids)
    if teams is not None:
        return _team_event(t, teams)
    return _rounds_without_game(_scheduled_round_robin(t, games), games)


ROUNDS_WITHOUT_GAME = Template(
    "pgn.rounds-without-game",
    "{count} player(s) have no game in some rounds, read as not paired (no points): {named}; a PGN file "
    "holds the games only, so a bye or a forfeit it does not write as a game is missing from their points "
    "(give the event's ranking with the PGN file, which gives their points)",
)


def _rounds_without_game(t: Tournament, games: list[_Game]) -> Tournament:
    """The event with a warning naming the players of a Swiss who are in no game of a round up to the
    last (a PGN file leaves out byes and forfeits: the Sapporo club's of 2025 gave 6 of 14 players fewer
    games than rounds, and the standings came out without a word); a game or bye with ``*`` is in the
    file (what it is read as is said where it is read), and a round robin's free rounds (an odd number of
    players) are no gap."""
    if t.pairing is PairingSystem.ROUND_ROBIN:
        return t
    written: dict[str, set[int]] = {}  # the rounds each name is in a game of
    for _, tags, _, _, _ in games:
        m = re.match(r"\s*(\d+)", tags.get("Round", ""))
        if m is None:
            continue
        for side in ("White", "Black"):
            written.setdefault(_name_key(tags.get(side, "")), set()).add(int(m.group(1)))
    gaps = []
    for p in t.players:
        paired = {e.round for e in p.rounds if e.result is not Result.NOT_PAIRED}
        paired |= written.get(_name_key(p.name), set())
        gaps.append((p, [r for r in range(1, t.rounds + 1) if r not in paired]))
    gaps = [(p, rounds) for p, rounds in gaps if rounds]
    if not gaps:
        return t
    named = ", ".join(f"{p.name} (round {', '.join(map(str, r))})" for p, r in gaps[:6])
    more = f" and {len(gaps) - 6} more" if len(gaps) > 6 else ""
    note = Diagnostic(Severity.WARNING, ROUNDS_WITHOUT_GAME(count=len(gaps), named=named + more), t.source)
    return replace(t, diagnostics=(*t.diagnostics, note))


_TeamGame = tuple[int, int, str, str, str, str, int]
"""A game of a team event: round, board (0: not given), White's and Black's keys (:func:`_key_of`),
White's and Black's teams, its first line."""


def _key_of(tags: dict[str, str], color: str, ids: dict[str, dict[str, _Where]]) -> str:
    """The key :func:`_side` gives the player of one colour (by FIDE id, else by name), without
    registering anyone."""
    fide = _fide_id(tags, color)
    known = ids.get(_name_key(tags.get(color, "")))
    if not fide and known and len(known) == 1:
        fide = next(iter(known))
    return f"id:{fide}" if fide else f"name:{_name_key(tags.get(color, ''))}"


def _team_games(games: list[_Game], ids: dict[str, dict[str, _Where]]) -> list[_TeamGame] | None:
    """The games of a team event, when every game between two players names both players' teams
    (``WhiteTeam``, ``BlackTeam``), two different teams; None otherwise."""
    out: list[_TeamGame] = []
    for lineno, tags, _, _, _ in games:
        if _name_key(tags.get("White", "")) in _BYE_NAMES or _name_key(tags.get("Black", "")) in _BYE_NAMES:
            continue
        white, black = _key_of(tags, "White", ids), _key_of(tags, "Black", ids)
        teams = (" ".join(tags.get("WhiteTeam", "").split()), " ".join(tags.get("BlackTeam", "").split()))
        if not all(teams) or teams[0].casefold() == teams[1].casefold():
            return None
        parts = re.findall(r"\d+", tags.get("Round", ""))
        board = int(parts[-1]) if len(parts) >= 3 else 0
        out.append((int(parts[0]) if parts else 0, board, white, black, *teams, lineno))
    return out or None


def _team_event(t: Tournament, games: list[_TeamGame]) -> Tournament:
    """The event read as a team event (:func:`_team_games`): each player in the team the games name,
    each round's matches the pairs of teams whose players met, each match's boards in board order (a
    board without a game left empty, with a warning).

    :raises ParseError: for a player named in two teams, or a team in two matches of one round.
    """
    sno_of = {f"id:{p.fide_id}" if p.fide_id else f"name:{_name_key(p.name)}": p.sno for p in t.players}
    team_no: dict[str, int] = {}
    team_of: dict[int, tuple[str, int]] = {}
    matches: dict[tuple[int, str, str], list[tuple[int, int, int]]] = {}
    opponent: dict[tuple[int, str], tuple[str, int]] = {}
    for rnd, board, white, black, wteam, bteam, lineno in games:
        for key, team in ((white, wteam), (black, bteam)):
            team_no.setdefault(team, len(team_no) + 1)
            sno = sno_of[key]
            known = team_of.setdefault(sno, (team, lineno))
            if known[0] != team:
                said = f"{t.player(sno).name} plays for {known[0]!r} (line {known[1]}) and for {team!r}"
                raise ParseError(said, source=t.source, line=lineno, column=1)
        first, second = sorted((wteam, bteam), key=team_no.__getitem__)
        for team, other in ((first, second), (second, first)):
            seen = opponent.setdefault((rnd, team), (other, lineno))
            if seen[0] != other:
                said = f"round {rnd}: {team!r} meets {seen[0]!r} (line {seen[1]}) and {other!r}"
                raise ParseError(said, source=t.source, line=lineno, column=1)
        boards = matches.setdefault((rnd, first, second), [])
        pair = (sno_of[white], sno_of[black]) if first == wteam else (sno_of[black], sno_of[white])
        boards.append((board or len(boards) + 1, *pair))
    return _with_teams(t, team_no, team_of, matches)


def _with_teams(
    t: Tournament,
    team_no: dict[str, int],
    team_of: dict[int, tuple[str, int]],
    matches: dict[tuple[int, str, str], list[tuple[int, int, int]]],
) -> Tournament:
    """``t`` with its teams, each match's line-ups, and the notes of a team event read from games."""
    from ..model.tournament import MatchScoring, Team, TeamInfo, TeamLineup

    most = max(b for boards in matches.values() for b, _, _ in boards)
    lineups: list[TeamLineup] = []
    short: list[str] = []
    for (rnd, first, second), boards in sorted(matches.items(), key=lambda m: m[0][0]):
        by_board = {b: (x, y) for b, x, y in boards}
        sides = [tuple(by_board.get(b, (0, 0))[k] for b in range(1, most + 1)) for k in (0, 1)]
        lineups.append(TeamLineup(rnd, team_no[first], team_no[second], sides[0]))
        lineups.append(TeamLineup(rnd, team_no[second], team_no[first], sides[1]))
        if len(by_board) < most:
            short.append(f"round {rnd}: {first} - {second} ({len(by_board)} of {most})")
    first_board: dict[int, int] = {}
    for boards in matches.values():
        for b, x, y in boards:
            for sno in (x, y):
                first_board[sno] = min(first_board.get(sno, b), b)
    teams = tuple(
        Team(
            number,
            name,
            tuple(sorted((s for s, (n, _) in team_of.items() if n == name), key=first_board.__getitem__)),
        )
        for name, number in team_no.items()
    )
    pairs = {(first, second) for _, first, second in matches}
    robin = all_play_all(pairs, len(team_no)) and len(pairs) == len(team_no) * (len(team_no) - 1) // 2
    notes = [
        Diagnostic(
            Severity.INFO,
            f"a team event: the games name {len(team_no)} teams (WhiteTeam, BlackTeam), each game a board "
            f"of its round's match ({len(matches)} matches of up to {most} boards)",
            t.source,
        )
    ]
    if short:
        notes.append(
            Diagnostic(
                Severity.WARNING,
                f"{len(short)} match(es) have fewer games than boards (a board forfeited is no game in a "
                f"PGN file): their scores count only the games given ({'; '.join(short[:3])}"
                + (", …" if len(short) > 3 else "")
                + ")",
                t.source,
            )
        )
    return replace(
        t,
        pairing=PairingSystem.ROUND_ROBIN if robin else PairingSystem.SWISS,
        pairing_source="games" if robin else t.pairing_source,
        team_info=TeamInfo(teams, MatchScoring(), lineups=tuple(lineups)),
        diagnostics=(*t.diagnostics, *notes),
    )


def _cycles(games: list[_Game]) -> tuple[list[_Game], int, int] | None:
    """The games with their Round tags read as cycles of a round robin (an engine tournament's PGN, Arena's:
    ``[Round "1"]`` on every game of the first cycle), each game put in the round of its cycle that the
    circle method gives its pair among the players in the order they first appear; the number of cycles
    and of rounds in one. None when no player has two games under one Round tag, a tag is no number, some
    pair meets twice under one, or no cycle is complete (the games of another form)."""
    by_round: dict[str, list[tuple[str, str]]] = {}
    order: dict[str, int] = {}
    for _, tags, _, _, _ in games:
        white, black = (_name_key(tags.get(side, "")) for side in ("White", "Black"))
        if white in _BYE_NAMES or black in _BYE_NAMES or white == black:
            return None  # a bye: a Swiss's, not an engine cycle's
        by_round.setdefault(tags.get("Round", "").strip(), []).append((white, black))
        for name in (white, black):
            order.setdefault(name, len(order) + 1)
    several = any(
        len(pairs) > len({x for pair in pairs for x in pair}) // 2 for pairs in by_round.values()
    )  # more games under one tag than its players can play at once
    if not several or len(order) < 3:
        return None
    n = len(order)
    if any(not tag.isdecimal() for tag in by_round) or any(
        len({frozenset(p) for p in pairs}) != len(pairs) for pairs in by_round.values()
    ):
        return None  # Round tags that number no cycles ('?'), or a pair twice in one
    if not any(len(pairs) == n * (n - 1) // 2 for pairs in by_round.values()):
        return None  # no cycle in which every player meets every other: no round robin's cycles
    schedule = circle_rounds(n)
    when = {frozenset(p): r for r, pairs in enumerate(schedule, start=1) for p in pairs}
    cycle = {tag: k for k, tag in enumerate(by_round)}
    out: list[_Game] = []
    for lineno, tags, moves, where, raw in games:
        pair = frozenset(order[_name_key(tags.get(side, ""))] for side in ("White", "Black"))
        rnd = cycle[tags.get("Round", "").strip()] * len(schedule) + when[pair]
        out.append((lineno, {**tags, "Round": str(rnd)}, moves, where, raw))
    return out, len(by_round), len(schedule)


def _scheduled_round_robin(t: Tournament, games: list[_Game]) -> Tournament:
    """The event as a round robin, with a note, when its games pair every two players as often as the
    others only once those without a result yet (``*``, every one in a round after the last played) are
    counted: a round robin in progress, whose rounds ahead are published paired (a broadcast's PGN). A
    star among the rounds played is no round ahead (Vega writes a forfeit so). The games played alone
    say so on their own (:func:`tiebreak.readers.read_text`)."""
    pairs = [
        (
            _name_key(tags.get("White", "")),
            _name_key(tags.get("Black", "")),
            tags.get("Result", "").strip(),
            int(m.group(1)) if (m := re.match(r"\s*(\d+)", tags.get("Round", ""))) else 0,
        )
        for _, tags, _, _, _ in games
    ]
    pairs = [(w, k, r, n) for w, k, r, n in pairs if w not in _BYE_NAMES and k not in _BYE_NAMES and w != k]
    names = {x for w, k, _, _ in pairs for x in (w, k)}
    played = [n for _, _, r, n in pairs if r != "*"]
    ahead = [n for _, _, r, n in pairs if r == "*"]
    if (
        t.team_info is not None
        or not ahead
        or (played and min(ahead) <= max(played))  # a star among the rounds played: not a round ahead
        or not 3 <= len(names) <= 500
        or len(names) != len(t.players)
        or not all_play_all(((w, k) for w, k, _, _ in pairs), len(names))
    ):
        return t
    note = Diagnostic(
        Severity.INFO,
        "every player is paired with every other as often once the games without a result yet (*) are "
        "counted: read as a round robin in progress",
        t.source,
    )
    return replace(
        t, pairing=PairingSystem.ROUND_ROBIN, pairing_source="games", diagnostics=(*t.diagnostics, note)
    )


def _read_game(
    b: EventBuilder, game: _Game, ids: dict[str, dict[str, _Where]], star: str, bye_star: str = "unplayed"
) -> bool:
    """Put one game (or bye) into the event; whether it is a played game written without moves."""
    lineno, tags, has_moves, where, _ = game
    rnd = _round(b, tags, lineno)
    result_text, forfeit, results = _game_results(b, tags, rnd, lineno, has_moves)
    white = _side(b, tags, "White", ids, rnd, where, lineno)
    black = _side(b, tags, "Black", ids, rnd, where, lineno)
    at = where.get("Result", (lineno, 1))
    if white is None or black is None:
        player = white or black
        if player is None:
            raise b.error(f"round {rnd}: neither White nor Black names a player", lineno, 1)
        _bye(
            b,
            rnd,
            player,
            results[0] if white else results[1],
            bye_star if result_text == "*" else "",
            at,
            lineno,
        )
        return False
    if result_text == "*":
        starred = _star(b, rnd, (white, black), results, star, has_moves, at)
        if starred is None:
            return False
        results = starred
    if result_text in _DOUBLE_ZERO and not has_moves:
        results = (Result.FORFEIT_LOSS, Result.FORFEIT_LOSS)
        b.warn(
            f'games with [Result "{result_text}"] and no moves are read as double forfeits, neither player '
            "having played (the first here); a game played and lost by both needs its moves",
            *at,
            once="double-zero",
        )
    b.game(rnd, white, black, results, lineno, 1)
    return not has_moves and not forfeit and results[0].played and results[0] is not Result.UNKNOWN


def _round(b: EventBuilder, tags: dict[str, str], lineno: int) -> int:
    """The round of a game: the first number of its Round tag (``3`` or ``3.1``), 1 or more."""
    rnd_text = tags.get("Round", "").strip()
    m = re.match(r"^(\d+)(?:\.\d+)*$", rnd_text)
    if not m or int(m.group(1)) == 0:
        raise b.error(
            f"game without a usable Round tag (found {rnd_text!r}); every game needs its round", lineno, 1
        )
    return int(m.group(1))


def _game_results(
    b: EventBuilder, tags: dict[str, str], rnd: int, lineno: int, has_moves: bool = False
) -> tuple[str, bool, tuple[Result, Result]]:
    """The Result tag as written, whether the Termination tag says forfeit, and the two players' results
    (a decisive result with a forfeit termination is a forfeit). A game with moves was played, whatever
    its termination says (lichess's ``Abandoned`` after moves, a player who left), and PGN's standard
    ``Time forfeit`` is a game lost on time, not a forfeit."""
    result_text = tags.get("Result", "").strip()
    termination = tags.get("Termination", "").lower().replace("time forfeit", "time")
    forfeit = not has_moves and any(w in termination for w in _FORFEIT_WORDS)
    results = game_result(result_text + (" ff" if forfeit and result_text in ("1-0", "0-1") else ""))
    if results is None:
        raise b.error(
            f"round {rnd}: unknown Result {result_text!r} (expected 1-0, 0-1, 1/2-1/2, *, +/-, -/+ or --)",
            lineno,
            1,
        )
    return result_text, forfeit, results


def _side(
    b: EventBuilder,
    tags: dict[str, str],
    color: str,
    ids: dict[str, dict[str, _Where]],
    rnd: int,
    where: dict[str, _Where],
    lineno: int,
) -> str | None:
    """The player of one colour, registered with ``b``: their key (by FIDE id, else by name), or None
    for a bye."""
    name = tags.get(color, "").strip()
    if name.casefold() in _BYE_NAMES:
        return None
    fide = _fide_id(tags, color)
    if not fide:
        at = where.get(f"{color}FideId") or where.get(color) or (lineno, 1)
        fide = _id_from_name(b, name, ids, rnd, at)
    key = f"id:{fide}" if fide else f"name:{_name_key(name)}"
    player = b.player(
        key,
        PlayerDraft(
            name,
            rating=_rating(tags.get(f"{color}Elo", "")),
            fide_id=fide,
            title=tags.get(f"{color}Title", "").strip()[:3],
            line=lineno,
        ),
    )
    if not fide and player.name != name:
        b.warn(
            f"round {rnd}: {name!r} read as {player.name!r} (line {player.line}): the same name, written "
            "with other spaces or capitals",
            *(where.get(color) or (lineno, 1)),
            severity=Severity.INFO,
            once=f"spelling:{key}:{name}",
        )
    return key


_BYE_STAR = {
    "unplayed": Result.NOT_PAIRED,
    "pab": Result.PAB,
    "full": Result.FULL_BYE,
    "half": Result.HALF_BYE,
    "zero": Result.ZERO_BYE,
}


_BYE_STAR_UNPAIRED = Template(
    "pgn.bye-star-unpaired",
    'round {round}: {name} against BYE with [Result "*"]: read as an unpaired round '
    "(zero points), not a pairing-allocated bye{how}",
    how=(Hint(Option.PGN_BYE, " ({option} gives the bye's value)"),),
)
_BYE_STAR_READ = Template(
    "pgn.bye-star-read",
    'games against BYE with [Result "*"] read as {reading}{how}',
    how=(Hint(Option.PGN_BYE, " ({option})"),),
)


def _bye(b: EventBuilder, rnd: int, key: str, mine: Result, starred: str, at: _Where, lineno: int) -> None:
    """A game against BYE: the bye its result gives the player, or for ``*`` (``starred``: a key of
    :data:`BYE_STAR_READINGS`) what the option says."""
    if starred == "unplayed":
        b.warn(_BYE_STAR_UNPAIRED(round=rnd, name=b.players[key].name), *at)
        b.bye(rnd, key, Result.NOT_PAIRED, *at)
    elif starred:
        b.warn(
            _BYE_STAR_READ(reading=BYE_STAR_READINGS[starred]), *at, severity=Severity.INFO, once="bye-star"
        )
        b.bye(rnd, key, _BYE_STAR[starred], *at)
    else:
        b.bye(rnd, key, bye_from_game(mine), lineno, 1)


def _star(
    b: EventBuilder,
    rnd: int,
    players: tuple[str, str],
    results: tuple[Result, Result],
    star: str,
    has_moves: bool,
    at: _Where,
) -> tuple[Result, Result] | None:
    """``[Result "*"]`` between two players (``results``: as read), read as ``star`` says (a warning):
    None when both are unpaired in the round (done here), else the two results to record."""
    white, black = players
    names = f"{b.players[white].name} - {b.players[black].name}"
    b.warn(
        _STAR(
            round=rnd,
            names=names,
            reading=STAR_READINGS[star],
            moves=" (the game has moves)" if has_moves else "",
            others=" or ".join(k for k in STAR_READINGS if k != star),
        ),
        *at,
    )
    if star == "unplayed":
        b.bye(rnd, white, Result.NOT_PAIRED, *at)
        b.bye(rnd, black, Result.NOT_PAIRED, *at)
        return None
    if star == "forfeit":
        return Result.FORFEIT_LOSS, Result.FORFEIT_LOSS
    return results


def _event_name(b: EventBuilder, games: list[_Game]) -> str:
    """The Event tag most games give (of several as many, the first; a warning when they name several), ""
    when none does. A lichess
    study's chapter names its game there (``Round 1: Aravindh - Praggnanandhaa``: the study's name and
    the chapter's), not the event: left out."""
    events = [
        e
        for _, tags, _, _, _ in games
        if (e := tags.get("Event", "").strip()) not in ("", "?")
        and e != f"{tags.get('StudyName', '').strip()}: {tags.get('ChapterName', '').strip()}"
    ]
    name = max(dict.fromkeys(events), key=events.count) if events else ""  # ties: the first named
    if len(set(events)) > 1:
        boards = {_BOARD_EVENT.sub("", e) for e in events if _BOARD_EVENT.search(e)}
        teams = "; a PGN file names the teams in WhiteTeam and BlackTeam tags, which these games do not give"
        if len(boards) == 1 and all(_BOARD_EVENT.search(e) for e in events):
            said = (
                f"; their names differ by a board ({name!r}): a team event's boards, read as one event of "
                f"individuals ({teams[2:]})"
            )
        elif _matches_named(events):
            said = (
                f"; each names a match of two teams ({name!r}): a team event's matches, read as one event "
                f"of individuals, each player's games their own{teams}"
            )
        else:
            said = f"; {name!r} used as the event name"
        b.warn(f"games name {len(set(events))} different events{said}")
    return name


def _matches_named(events: list[str]) -> bool:
    """Whether the events' names are one name followed by two teams each (``BL 1112 SV Mülheim Nord - SF
    Katernberg``: ChessBase's files of the Bundesliga name each match so, and number its boards in the
    Round tag), the games of each name a match's."""
    first, last = min(events), max(events)
    common = next((k for k, (a, b) in enumerate(zip(first, last, strict=False)) if a != b), len(first))
    return all(_TWO_TEAMS.search(e[common:]) for e in set(events))


_TWO_TEAMS = re.compile(r"\w.*\s[-–]\s.*\w")
"""Two names apart by a dash between blanks: a match's teams."""
_BOARD_EVENT = re.compile(
    r"[\s,:;-]*\b(?:board|brett|bord|tablero|échiquier|scacchiera)\s*\d+\s*$", re.IGNORECASE
)
"""An Event tag that names one board of a team event (``2019 Teams - Board 4``)."""


def _start_date(games: list[_Game]) -> dt.date | None:
    """The earliest EventDate (else Date, else lichess's UTCDate) of the games: of each game the first of
    them that gives a whole date (an EventDate written ``2019.??.??`` gives none)."""
    dates = [
        d
        for _, tags, _, _, _ in games
        if (d := next(filter(None, map(parse_date, (tags.get(k, "") for k in _DATE_TAGS))), None)) is not None
    ]
    return min(dates) if dates else None


_DATE_TAGS = ("EventDate", "Date", "UTCDate")


def _warn_two_ids(b: EventBuilder, ids: dict[str, dict[str, _Where]]) -> None:
    """A warning for each name given two FIDE ids: read as different players."""
    for known in ids.values():
        if len(known) > 1:
            (first, _), (second, at) = list(known.items())[:2]
            player = b.players[f"id:{second}"].name
            b.warn(
                f"{player}: FIDE ids {first} and {second} both given with this name: read as different "
                "players",
                *at,
            )


def _id_from_name(b: EventBuilder, name: str, ids: dict[str, dict[str, _Where]], rnd: int, at: _Where) -> str:
    """The FIDE id of a game's player written without one (``0`` or missing): the one id the same
    name has elsewhere (a warning says so), or "" when the name never has one.

    :raises ParseError: when the name has two different ids elsewhere.
    """
    known = ids.get(_name_key(name))
    if not known:
        return ""
    if len(known) > 1:
        seen = ", ".join(f"{fide} (line {line})" for fide, (line, _col) in known.items())
        raise b.error(
            f"round {rnd}: {name} has no FIDE id here, but the name has the FIDE ids {seen}: "
            "cannot tell which player this is",
            *at,
        )
    ((fide, (line, col)),) = known.items()
    b.warn(
        f"round {rnd}: {name} has no FIDE id (0 or missing) here and FIDE id {fide} at line {line}, "
        f"column {col}: read as one player, matched on the name",
        *at,
    )
    return fide
