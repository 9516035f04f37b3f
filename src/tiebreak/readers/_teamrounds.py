"""A team crosstable by rounds (Vega's ``Team Cross Table at round N``): a row per team, its number and
name, then per round the team's score in that round's match and its opponent's number, the colour of the
team's side in the cell's markup (``<div class="res">2</div><div class="cw"> 10 </div>``, read by
:func:`tiebreak.readers.webpage.round_cell` as ``10w2``).

The score is the one the event ranks on: game points (the match's score, ``4.5`` against ``1.5``) or,
in an event ranked on match points, the match points (``2``, ``1``, ``0``). Which one is told by the
matches: a match's two cells add up to the number of boards in every match, or, in every match, to 2 with
cells of 2, 1 or 0 only. The second is read as match points when there are enough matches to tell
(:data:`~tiebreak.readers.assemble.MATCH_POINTS_EVIDENCE`; game points of two boards would read the same
match points, and no ``1.5-0.5`` shows there were two boards): the game points are then not known
(:attr:`~tiebreak.TeamInfo.match_points_only`), and the criteria that need them refuse.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from ..model.errors import Diagnostic, ParseError, Severity
from ..model.tournament import Color, Player, Result, RoundEntry, Tournament, format_value
from ._builder import point_value
from ._headings import classify_heading, is_team_heading
from ._options import DEFAULT_OPTIONS, ReadOptions

if TYPE_CHECKING:
    from .assemble import Cell, Classified, Table

__all__ = ["board_results", "classify_team_rounds", "short_match", "short_match_note", "team_rounds_event"]

_CELL = re.compile(r"^(\d{1,3})([wb])(\d{1,3}(?:[.,]5)?|½|\d{1,3}½)$")
"""A round cell as :func:`~tiebreak.readers.webpage.round_cell` writes it: opponent, colour, score."""
_COPIED = re.compile(r"^(\d{1,3}(?:[.,]5)?|½|\d{1,3}½) (\d{1,3})$")
"""A round cell as a copy of the page gives it (:mod:`tiebreak.readers.celllines`): score, then opponent,
the colour (the markup's) lost."""
_TWO = frozenset({Fraction(0), Fraction(1), Fraction(2)})
_NUMBER = re.compile(r"[0-9]{1,4}")


def _numbered(row: tuple[Cell, ...]) -> bool:
    """A team's row: its first cell the team's number (ASCII digits: ``str.isdigit`` takes ``²`` too)."""
    return bool(row) and _NUMBER.fullmatch(row[0].text.strip()) is not None


def _cell(text: str) -> tuple[int, Color, Fraction] | None:
    m = _CELL.match(text.strip())
    if m is None:
        copied = _COPIED.match(text.strip())
        score = point_value(copied.group(1)) if copied is not None else None
        return None if copied is None or score is None else (int(copied.group(2)), Color.NONE, score)
    score = point_value(m.group(3))
    if score is None:
        return None
    return int(m.group(1)), Color.WHITE if m.group(2) == "w" else Color.BLACK, score


def classify_team_rounds(table: Table) -> Classified | None:
    """A team crosstable by rounds: a heading row with a team column (``Team``) and round columns ``1 2 …``,
    a numbered row per team, every round cell a score against a coloured opponent's number or empty,
    two teams at least and one match at least."""
    from .assemble import Classified, Kind, _rows_after

    for i, row in enumerate(table.rows[:4]):
        heads = [classify_heading(c.text) for c in row]
        rounds = {n: k for k, (kind, n) in enumerate(heads) if kind == "round" and n is not None}
        names = [k for k, c in enumerate(row) if is_team_heading(c.text)]
        if not rounds or sorted(rounds) != list(range(1, len(rounds) + 1)) or not names:
            continue
        data = [r for _, r in _rows_after(table, i) if r]
        if len(data) < 2 or not all(_numbered(r) for r in data):
            continue
        cells = [r[k].text.strip() if k < len(r) else "" for r in data for k in rounds.values()]
        if any(t and _cell(t) is None for t in cells) or not any(cells):
            continue
        cols = {"sno": 0, "name": names[0], **{f"round.{n}": k for n, k in rounds.items()}}
        points = [k for k, c in enumerate(row) if k > names[0] and k < min(rounds.values()) and c.text]
        for k in points:
            if classify_heading(row[k].text)[0] == "points":
                cols["points"] = k
        return Classified(table, Kind.TEAM_CROSSTABLE, cols, i)
    return None


def _error(table: Table, cell: Cell | None, message: str) -> ParseError:
    return ParseError(
        message,
        source=table.source,
        line=cell.line if cell is not None else table.line,
        column=cell.column if cell is not None else table.column,
    )


Match = tuple[int, int, int, Fraction, Fraction, Color]
"""round, team, opponent, the team's score, the opponent's, the team's side."""


def _matches(c: Classified, rows: list[tuple[Cell, ...]], numbers: list[int]) -> list[Match]:
    """Every match once (from its first team's row), each checked against the opponent's cell: the same
    round, the team named back, the other colour."""
    t = c.table
    rounds = sorted(int(key[6:]) for key in c.columns if key.startswith("round."))
    by_number = {n: r for n, r in zip(numbers, rows, strict=True)}
    out: list[Match] = []
    for n, r in zip(numbers, rows, strict=True):
        for rnd in rounds:
            k = c.columns[f"round.{rnd}"]
            got = _cell(r[k].text) if k < len(r) else None
            if got is None:
                continue
            opp, colour, score = got
            other = by_number.get(opp)
            back = _cell(other[k].text) if other is not None and k < len(other) else None
            if back is None or back[0] != n or (back[1] is colour and colour is not Color.NONE):
                raise _error(
                    t,
                    r[k],
                    f"round {rnd}: team {n} plays team {opp}, whose row does not name team {n} back"
                    + (" with the other colour" if colour is not Color.NONE else ""),
                )
            if n < opp:
                out.append((rnd, n, opp, score, back[2], colour))
    return out


def _boards(t: Table, rows: list[tuple[Cell, ...]], matches: list[Match], c: Classified) -> tuple[int, bool]:
    """The boards of every match and whether the cells are match points (see the module)."""
    from .assemble import MATCH_POINTS_EVIDENCE

    totals = {a + b for _, _, _, a, b, _ in matches}
    if totals == {Fraction(2)} and all(a in _TWO and b in _TWO for _, _, _, a, b, _ in matches):
        return 2, len(matches) >= MATCH_POINTS_EVIDENCE
    if len(totals) == 1 and (total := totals.pop()).denominator == 1 and 1 <= total <= 50:
        return int(total), False
    first = next(m for m in matches if m[3] + m[4] != matches[0][3] + matches[0][4])
    k = c.columns[f"round.{first[0]}"]
    row = next(r for r in rows if int(r[0].text) == first[1])
    raise _error(
        t,
        row[k] if k < len(row) else None,
        f"round {first[0]}: team {first[1]} - team {first[2]} scores {first[3]} - {first[4]}, other "
        f"matches {matches[0][3] + matches[0][4]}: a forfeited or incomplete match, or another scale "
        "of match points, cannot be read from a team crosstable of match results",
    )


def board_results(
    score: Fraction, boards: int, points: bool = False, other: Fraction | None = None
) -> list[tuple[Result, Result]]:
    """Board results adding up to a side's score: wins, a draw, losses in board order (of match points,
    both boards drawn for a drawn match). ``other``: the other side's score, when the two add up to fewer
    than the boards (``3:4`` of 8, a board lost by both sides: :func:`short_match`); the boards left over
    are lost by both, by forfeit; a half point of one side alone (``4:3½``) is a board of ½ to it and 0
    to the other."""
    if other is not None and score + other < boards:
        half, other_half = int((2 * score) % 2), int((2 * other) % 2)
        out = [(Result.WIN, Result.LOSS)] * int(score - Fraction(half, 2))
        if half or other_half:
            out.append((Result.DRAW if half else Result.LOSS, Result.DRAW if other_half else Result.LOSS))
        out += [(Result.LOSS, Result.WIN)] * int(other - Fraction(other_half, 2))
        return out + [(Result.FORFEIT_LOSS, Result.FORFEIT_LOSS)] * (boards - len(out))
    if points:
        side = (Result.WIN, Result.LOSS) if score == 2 else (Result.DRAW, Result.DRAW) if score else None
        return [side or (Result.LOSS, Result.WIN)] * 2
    draws = 1 if (2 * score) % 2 else 0
    wins = int(score - Fraction(draws, 2))
    return [
        (Result.WIN, Result.LOSS)
        if b <= wins
        else (Result.DRAW, Result.DRAW)
        if b <= wins + draws
        else (Result.LOSS, Result.WIN)
        for b in range(1, boards + 1)
    ]


def short_match(
    score: Fraction, other: Fraction, boards: Fraction, *, confirmed: bool = False
) -> bool | None:
    """Whether a match's two scores add up to fewer game points than the boards in a way boards make
    (``3:4`` of 8: one board lost by both sides, forfeited or not played; both scores with a half point or
    neither): True; None when they cannot (more than the boards, or one half point alone); False when
    they add up to the boards. ``confirmed``: both teams' cells give the match's two scores alike
    (``4-3½`` and ``3½-4``), so that one half point alone is a board scored ½ to one side and 0 to the
    other (a penalty), not a misprint: True too."""
    total = score + other
    if total == boards:
        return False
    whole = (2 * score).denominator == 1 and (2 * other).denominator == 1
    halves = whole and (2 * score) % 2 == (2 * other) % 2
    return True if total < boards and (halves or (confirmed and whole)) else None


def short_match_note(
    said: str, score: Fraction, other: Fraction, boards: Fraction, source: str | None, line: int, column: int
) -> Diagnostic:
    """The warning on a match of fewer game points than the boards (:func:`short_match`), read as its
    score gives it; ``said``: the match and its totals, as the message starts."""
    half = (2 * score) % 2 != (2 * other) % 2  # one side's half point alone: a board of ½ and 0
    lost = boards - score - other - (Fraction(1, 2) if half else 0)
    parts = (["a board scored ½ to one side and 0 to the other (a penalty)"] if half else []) + (
        [
            f"the {format_value(lost)} board(s) without a point for either side as lost by both "
            "(forfeited or not played)"
        ]
        if lost
        else []
    )
    return Diagnostic(
        Severity.WARNING,
        f"{said}: read as its score gives it ({format_value(score)} - {format_value(other)}), "
        f"{', '.join(parts)}",
        source,
        line,
        column,
    )


def board_players(
    sno: Mapping[tuple[int, int], int],
    teams: Sequence[tuple[int, str, int]],
    boards: int,
    rounds: int,
    games: Iterable[tuple[int, int, int, Sequence[tuple[Result, Result]]]],
) -> tuple[Player, ...]:
    """The players "board 1" … "board n" of each team (number, name, line) of an event known by its
    matches only, numbered by ``sno`` (team number, board): each match (round, team numbers, each board's
    results) gives its boards' games; a round without a match is not paired."""
    entries: dict[int, dict[int, RoundEntry]] = {}
    for rnd, i, j, results in games:
        for b, (mine, theirs) in enumerate(results, start=1):
            entries.setdefault(sno[(i, b)], {})[rnd] = RoundEntry(rnd, sno[(j, b)], Color.NONE, mine)
            entries.setdefault(sno[(j, b)], {})[rnd] = RoundEntry(rnd, sno[(i, b)], Color.NONE, theirs)
    return tuple(
        Player(
            sno=sno[(n, b)],
            name=f"{name}, board {b}",
            rounds=tuple(
                entries.get(sno[(n, b)], {}).get(r, RoundEntry(r, None, Color.NONE, Result.NOT_PAIRED))
                for r in range(1, rounds + 1)
            ),
            line=line,
        )
        for n, name, line in teams
        for b in range(1, boards + 1)
    )


def team_rounds_event(c: Classified, options: ReadOptions = DEFAULT_OPTIONS, *, name: str = "") -> Tournament:
    """The team event of a team crosstable by rounds (:func:`classify_team_rounds`): each team players
    "board 1" … "board n" whose games add up to each match's score, in the round the crosstable gives;
    the boards' own games and colours are not known (:attr:`~tiebreak.TeamInfo.match_results_only`), nor,
    when the cells are match points, the game points (:attr:`~tiebreak.TeamInfo.match_points_only`).

    :raises ParseError: for a match its opponent's row does not give back, or whose scores do not add up
        as the others' do.
    """
    from ..model.tournament import MatchScoring, PairingSystem, Team, TeamInfo
    from .assemble import _rows_after

    t = c.table
    rows = [r for _, r in _rows_after(t, c.header) if _numbered(r)]
    numbers = [int(r[0].text) for r in rows]
    if len(set(numbers)) != len(numbers):
        raise _error(t, None, "a team number is given to two rows of the team crosstable")
    names = [" ".join(r[c.columns["name"]].text.split()) for r in rows]
    matches = _matches(c, rows, numbers)
    if not matches:
        raise _error(t, None, f"the team crosstable ({t.where()}) has no match result")
    nb, points = _boards(t, rows, matches, c)
    last = max(int(key[6:]) for key in c.columns if key.startswith("round."))
    sno = {(n, b): k * nb + b for k, n in enumerate(numbers) for b in range(1, nb + 1)}
    players = board_players(
        sno,
        [(n, names[k], rows[k][0].line) for k, n in enumerate(numbers)],
        nb,
        last,
        ((rnd, i, j, board_results(a, nb, points)) for rnd, i, j, a, _, _ in matches),
    )
    column = c.columns.get("points")
    declared = [
        point_value(r[column].text.strip()) if column is not None and column < len(r) else None for r in rows
    ]
    teams = tuple(
        Team(
            n,
            names[k],
            tuple(sno[(n, b)] for b in range(1, nb + 1)),
            declared_match_points=declared[k] if points else None,
            declared_game_points=None if points else declared[k],
            line=rows[k][0].line,
        )
        for k, n in enumerate(numbers)
    )
    met = {(i, j) for _, i, j, _, _, _ in matches}
    n = len(numbers)
    robin = len(met) == len(matches) == n * (n - 1) // 2
    what = (
        "each match's match points (2, 1 or 0; no game points: criteria of game points cannot be computed)"
        if points
        else f"each match's game points ({nb} boards)"
    )
    if nb == 2 and not points and all(a in _TWO and b in _TWO for _, _, _, a, b, _ in matches):
        what += (
            f", its cells of 2, 1 or 0 only ({len(matches)} match(es), too few to tell them from match "
            "points, which would leave the game points unknown)"
        )
    note = Diagnostic(
        Severity.INFO,
        f"a team crosstable by rounds ({t.where()}, {n} teams, {len(matches)} matches in {last} rounds): "
        f"{what}; the games of each board are not given: each match gets boards adding up to its score, "
        "so only match-level tie-breaks can be computed",
        t.source,
        t.line,
        t.column,
    )
    return Tournament(
        name=name or t.caption,
        players=players,
        rounds=last,
        pairing=PairingSystem.ROUND_ROBIN if robin else PairingSystem.SWISS,
        pairing_source="counts",
        team_info=TeamInfo(teams, MatchScoring(), match_results_only=True, match_points_only=points),
        source=options.source or t.source,
        diagnostics=(note,),
    )
