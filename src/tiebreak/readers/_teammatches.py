"""A team event published as the matches of each round, without their boards: chess-results' "Team-Pairings
of all rounds" (``Mannschaftspaarungen aller Runden``, ``Teamauslosung aller Runden``) and its page of one
round's team pairings. Each row is a match, ``No. | Team | Team | Res. | : | Res.`` (or ``Team - Team
3½:2½``, or each team between its number, federation and points), under a row naming the round
(``1. Runde am 26.09.2026``); the matches of rounds not yet played have no score.

The event is read as a team crosstable of match results is (:func:`tiebreak.readers.assemble.team_event`):
each team gets players "board 1" … "board n" (n: the game points of a match), each match boards adding up
to its score, so match-level tie-breaks are computed and the board-level ones say they need the boards;
but here the round of each match is the one published.

>>> from tiebreak.readers.assemble import Table, classify
>>> rows = [["1. Runde"], ["Nr.", "Team", "Team", "Erg.", ":", "Erg."],
...         ["1", "Absam", "Zirl", "1½", ":", "2½"], ["2", "Telfs", "Wattens", "2", ":", "2"]]
>>> found = classify(Table.of(rows))
>>> found.kind.value
'team-matches'
>>> event = team_matches_event([found])
>>> [(t.name, len(t.players)) for t in event.team_info.teams]
[('Absam', 4), ('Zirl', 4), ('Telfs', 4), ('Wattens', 4)]
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from ..model.errors import Diagnostic, ParseError, Severity, TiebreakError
from ..model.messages import Template
from ..model.tournament import Result, Tournament, format_value
from ._builder import all_play_all, clean, game_result, name_key, point_value, total_value
from ._headings import classify_heading, is_team_heading
from ._options import DEFAULT_OPTIONS, ReadOptions
from ._teamrounds import board_players, board_results, short_match, short_match_note
from .assemble import (
    _BYE_WORDS,
    _MATCH_SCORE,
    FORFEIT_SCORE,
    Cell,
    Classified,
    Kind,
    Table,
    _is_int,
    _is_name,
    _is_round_row,
    _team_numbers,
    chosen_team_event,
    match_rounds,
    round_in_text,
)

__all__ = [
    "TeamMatch",
    "checked_by_crosstable",
    "classify_team_matches",
    "crosstable_contradicted",
    "team_matches",
    "team_matches_event",
    "with_bye_match_points",
]


@dataclass(frozen=True)
class TeamMatch:
    """A match as a row gives it: its round, both teams (name, number when a column gives it) and the
    score (None for a match not played yet; ``+``/``-`` as 1 and 0 with ``forfeit`` set)."""

    row: tuple[Cell, ...]
    round: int | None
    teams: tuple[tuple[str, int | None], tuple[str, int | None]]
    score: tuple[Fraction, Fraction] | None
    forfeit: bool = False
    source: str | None = None
    """The input the row is in."""
    apart: bool = False
    """The score in two cells side by side, a team's points in each (``Heim | BP | BP | Gast``)."""


_BOARD_NO = re.compile(r"\d{1,3}\.\d{1,3}")
_FORFEIT_SIDES = {"+": Fraction(1), "-": Fraction(0), "−": Fraction(0)}


def _score(row: tuple[Cell, ...]) -> tuple[int, int, tuple[Fraction, Fraction] | None, bool] | None:
    """Where a row's match score stands (first and last cell index), the score and whether it is a
    forfeit: three cells ``1½ | : | 2½`` (both empty: a match not played yet) or one ``3½:2½``; None for
    a row without one."""
    texts = [" ".join(clean(c.text).split()) for c in row]
    for k in range(len(texts) - 1, 0, -1):
        if texts[k] != ":":
            continue
        a, b = texts[k - 1], texts[k + 1] if k + 1 < len(texts) else ""  # an empty last cell a copy dropped
        if not a and not b:
            return k - 1, k + 1, None, False
        if a in _FORFEIT_SIDES and b in _FORFEIT_SIDES and a != b:
            return k - 1, k + 1, (_FORFEIT_SIDES[a], _FORFEIT_SIDES[b]), True
        va, vb = point_value(a), point_value(b)
        if va is not None and vb is not None and va + vb > 1:
            return k - 1, k + 1, (va, vb), False
        return None
    for k in range(len(texts) - 1, -1, -1):
        f = FORFEIT_SCORE.match(texts[k]) if len(texts[k]) <= 14 else None
        if f is not None and (va := point_value(f.group(1))) != (vb := point_value(f.group(2))):
            assert va is not None and vb is not None
            return k, k, (va, vb), True
        m = _MATCH_SCORE.match(texts[k]) if len(texts[k]) <= 12 else None
        if m is not None:
            va, vb = point_value(m.group(1)), point_value(m.group(2))
            if va is not None and vb is not None and va + vb > 1:
                return k, k, (va, vb), False
            if va == 0 and vb == 0 and _UNPLAYED.fullmatch(texts[k]):  # a match not played yet (postponed)
                return k, k, None, False
    return _apart(row, texts)


def _apart(
    row: tuple[Cell, ...], texts: list[str]
) -> tuple[int, int, tuple[Fraction, Fraction], bool] | None:
    """A score in two cells side by side, each a team's points: between the two teams' names
    (``Heim | 2 | 6 | Gast``), else before them (``tr | ur | thuis | uit``), else after them."""
    pairs = [
        (k, va, vb)
        for k in range(len(texts) - 1)
        if _SIDE_POINTS.match(texts[k])
        and _SIDE_POINTS.match(texts[k + 1])
        and (va := point_value(texts[k])) is not None
        and (vb := point_value(texts[k + 1])) is not None
        and va + vb > 1
    ]

    def name(k: int) -> bool:
        return 0 <= k < len(row) and _is_name(row[k].text)

    for where in ((-1, 2), (2, 3), (-2, -1)):
        for k, va, vb in pairs:
            if all(name(k + d) for d in where):
                return k, k + 1, (va, vb), False
    return None


_SIDE_POINTS = re.compile(r"^\d{1,3}(?:[.,]5)?½?$|^½$")
"""A team's points in a cell of its own: ``4``, ``2.5``, ``3½``, ``½``."""


def _side_number(row: tuple[Cell, ...], head: Sequence[str | None], cells: range) -> int | None:
    """A team's number: the cell headed as a starting number (``Snr``, ``SNo``) on its side of the row
    (not the first column, the match's own number)."""
    for k in cells:
        if 0 < k < len(row) and k < len(head) and head[k] == "sno" and _is_int(row[k].text.strip()):
            return int(row[k].text.strip())
    return None


def _match_of(
    row: tuple[Cell, ...], rnd: int | None, head: Sequence[str | None], source: str | None
) -> TeamMatch | None:
    """The match a row holds: a score (or its empty cells) and a team's name on each side of it, or both
    before it (``Team | Team | Res. | : | Res.``); the longer of two names on one side (a team written by
    its code and by its name)."""
    found = _score(row)
    if found is None:
        return None
    lo, hi, score, forfeit = found
    names = [k for k, c in enumerate(row) if not lo <= k <= hi and _is_name(c.text)]
    before = [k for k in names if k < lo]
    after = [k for k in names if k > hi]
    apart = hi - lo == 1
    if apart and not before and len(after) == 2:  # the two teams after the score (``tr | ur | thuis | uit``)
        left, right = after
        home, away = ((_team_name(row[k].text), None) for k in (left, right))
        return TeamMatch(row, rnd, (home, away), score, forfeit, source, apart=True)
    if before and after:
        left = max(before, key=lambda k: len(row[k].text.strip()))
        right = max(after, key=lambda k: len(row[k].text.strip()))
        sides = (range(0, left + 1), range(right, len(row)))
    elif len(before) == 2:
        left, right = before
        sides = (range(0, left + 1), range(left + 1, right + 1))
    elif len(before) <= 1 and len(row) == 3 and lo == 2 and len(worded := _worded(row, lo)) == 2:
        left, right = worded  # a typed match's row, Home | Away | score, teams named by capitals (``MGM``)
        sides = (range(0, left + 1), range(left + 1, right + 1))
    else:
        return None
    teams = tuple(
        (_team_name(row[k].text), _side_number(row, head, side))
        for k, side in ((left, sides[0]), (right, sides[1]))
    )
    return TeamMatch(row, rnd, (teams[0], teams[1]), score, forfeit, source, apart=apart)


def _worded(row: tuple[Cell, ...], end: int) -> list[int]:
    """The cells before ``end`` that hold a team's name, or its short name in capitals alone (``MGM``, a
    footnote's mark after it left out: ``QEB *``)."""
    return [
        k
        for k in range(end)
        if _is_name(row[k].text) or ((t := _team_name(row[k].text)).isalpha() and t.isupper())
    ]


def team_matches(table: Table) -> list[TeamMatch]:
    """The matches of a table of team pairings, scored or not, each with the round its heading row names;
    empty when the table holds anything else (a board's game, a row of a ranking)."""
    from ._headings import is_team_heading

    out: list[TeamMatch] = []
    rnd = round_in_text(table.caption)
    head: list[str | None] = []
    for row in table.rows:
        filled = [c.text.strip() for c in row if c.text.strip()]
        if not filled:
            continue
        r = _is_round_row(row)
        if r is not None:
            rnd = r
            continue
        if sum(1 for t in filled if is_team_heading(t)) >= 2:
            head = [classify_heading(c.text)[0] for c in row]
            continue
        board = _BOARD_NO.fullmatch(filled[0]) and not _SIDE_POINTS.match(filled[1] if filled[1:] else "")
        if board or any(
            game_result(text := " ".join(clean(c.text).split())) is not None
            and ("-" in c.text or ":" in c.text)
            and not _UNPLAYED.fullmatch(text)
            for c in row
        ):
            return []  # a board's game: team board pairings, not matches alone
        m = _match_of(row, rnd, head, table.source)
        if m is None and not out and all(point_value(t) is None for t in filled):
            head = [classify_heading(c.text)[0] for c in row]
            continue  # a header of words before the first match (``tr | ur | thuis | uit``)
        if m is None and any(c.text.strip().casefold() in _BYE_WORDS for c in row):
            continue  # a team without a match this round (``nicht ausgelost``, ``spielfrei``)
        if m is None and len(filled) == 1 and out:
            continue  # a remark under a round's matches, in a cell of its own (``Bemerkung: …``)
        if m is None:
            return []
        out.append(m)
    return out if _scores_agree(out) else []


_UNPLAYED = re.compile(r"0[.,]0\s*[:\-–]\s*0[.,]0")
"""A match not played yet (postponed), its score written ``0,0:0,0``: no board's game (a game's result is
never written with decimals)."""


def _scores_agree(matches: list[TeamMatch]) -> bool:
    """Whether scores in two cells (:func:`_apart`) are matches' (two numbers side by side are also a
    ranking's points and tie-break): every row so, two or more, most matches' points one total (the
    boards: ``2 | 6``, ``4½ | 3½``; two matches at least) and none more (a board forfeited, a penalty:
    fewer), no team in two matches of one round."""
    apart = [m for m in matches if m.apart]
    if not apart:
        return True
    totals = Counter(m.score[0] + m.score[1] for m in apart if m.score is not None)
    boards, most = totals.most_common(1)[0] if totals else (0, 0)
    seen: set[tuple[int | None, str]] = set()
    for m in matches:
        for name, _ in m.teams:
            if (m.round, name.casefold()) in seen:
                return False
            seen.add((m.round, name.casefold()))
    fewer = all(total < boards for total in totals if total != boards)  # boards lost, a penalty: fewer
    return len(apart) == len(matches) >= 2 and most >= 2 and fewer


_FOOTNOTE = re.compile(r"\s*(?:\*+\)?|[†‡§]+)$")
"""A footnote's mark after a team's name (chess-results' ``Uzbekistan *)``: a team given a fixed table; a
report's ``The Skinners †``: a match won on a rule the footnote names)."""


def _team_name(text: str) -> str:
    """A team's name as a cell writes it, blanks collapsed and a footnote's mark after it left out."""
    name = " ".join(text.split())
    return _FOOTNOTE.sub("", name) or name


def team_byes(table: Table) -> list[tuple[int | None, str, Cell, Fraction | None]]:
    """The rows of a table of team pairings that give a team no match (``MUSAS J | bye | 3``,
    ``nicht ausgelost``): the round its heading row names, the team, the row's first cell and the game
    points the row gives the bye (chess-results' ``Hubei | bye | 2 | : |``: the first number after the bye's
    word, before a colon or a dash), None when it gives none."""
    out: list[tuple[int | None, str, Cell, Fraction | None]] = []
    rnd = round_in_text(table.caption)
    for row in table.rows:
        r = _is_round_row(row)
        if r is not None:
            rnd = r
            continue
        texts = [c.text.strip() for c in row]
        if not any(t.casefold() in _BYE_WORDS for t in texts):
            continue
        named = [t for t in texts if any(ch.isalpha() for ch in t) and t.casefold() not in _BYE_WORDS]
        team = next((t for t in named if not re.fullmatch(r"[A-Z]{3}", t)), named[0] if named else None)
        if team is not None and row:  # the name, not its federation's code (``ANG | Angola``)
            out.append((rnd, _team_name(team), row[0], _bye_points(texts)))
    return out


def _bye_points(texts: list[str]) -> Fraction | None:
    """The game points a team pairings' bye row gives after its bye word, a colon or dash after them
    (``bye | 2 | : |``, ``bye | 2 :``), else None (``bye | 3`` with no score mark: a match number)."""
    at = next(k for k, t in enumerate(texts) if t.casefold() in _BYE_WORDS)
    rest = " ".join(texts[at + 1 :]).strip()
    m = re.match(r"^(\d{1,2}(?:[.,]5)?½?|½)\s*[:\-–]", rest)
    return point_value(m.group(1)) if m is not None else None


def classify_team_matches(table: Table) -> Classified | None:
    """A table of team pairings (each row a match; two scored matches or more, or one under its round's
    heading written ``Home | Away | score``, as typed matches are rewritten; or, under a round's heading
    and a header naming two teams, two matches or more not played yet: a later round of the schedule,
    its tables apart in a copied page), else None."""
    first = table.rows[:12]
    if not any(":" in c.text or "-" in c.text for row in first for c in row) and not any(
        _SIDE_POINTS.match(a.text.strip()) and _SIDE_POINTS.match(b.text.strip())
        for row in first
        for a, b in itertools.pairwise(row)
    ):
        return None  # no score, no separator, no two numbers side by side in the first rows: a cheap look
    matches = team_matches(table)
    scored = sum(1 for m in matches if m.score is not None)
    rnd = round_in_text(table.caption)
    alone = scored == 1 and all(len(r) == 3 for r in table.rows) and rnd is not None
    ahead = (
        not scored
        and len(matches) >= 2
        and rnd is not None
        and sum(is_team_heading(c.text) for c in table.rows[0]) >= 2
    )
    if scored < 2 and not alone and not ahead:
        return None  # one match only under its round's heading (a school's seven rounds, one match each)
    return Classified(table, Kind.TEAM_MATCHES, {}, None, round_in_text(table.caption))


def _boards(scored: list[tuple[int, TeamMatch]], source: str | None, notes: list[Diagnostic]) -> int:
    """The number of boards: the game points of a match, the same in every match not forfeited. A match
    of fewer game points (``3,0:4,0`` among matches of 8: a board lost by both sides, forfeited or not
    played) is read as its score gives it, with a warning (:func:`_games`).

    :raises ParseError: for a match adding up to more game points than the others, or to fewer where its
        two scores cannot be made of boards (one side's score with a half point, the other's without)."""
    totals = Counter(m.score[0] + m.score[1] for _, m in scored if m.score is not None and not m.forfeit)
    if not totals:
        raise ParseError("every match was forfeited: the number of boards is not given", source=source)
    boards = totals.most_common(1)[0][0]
    for _, m in scored:
        assert m.score is not None
        total = m.score[0] + m.score[1]
        if m.forfeit or total == boards:
            continue
        cell = m.row[0]
        said = (
            f"{m.teams[0][0]} - {m.teams[1][0]}: {format_value(total)} game points in the match, the other "
            f"matches {boards}"
        )
        if short_match(m.score[0], m.score[1], boards) is None:
            raise ParseError(
                f"{said}: a match of more game points than boards, or of a score no boards make, cannot be "
                "read from match results",
                source=source,
                line=cell.line,
                column=cell.column,
            )
        notes.append(short_match_note(said, m.score[0], m.score[1], boards, source, cell.line, cell.column))
    if boards.denominator != 1 or not 1 < boards <= 50:
        raise ParseError(f"the matches add up to {boards} game points: not a number of boards", source=source)
    return int(boards)


def _games(m: TeamMatch, nb: int) -> list[tuple[Result, Result]]:
    """Each board's results (first team's, second's) adding up to the match's score: wins, a draw,
    losses, in board order; a forfeited match's boards all forfeited; a match of fewer game points than
    boards, the boards left over lost by both sides (:func:`_boards`)."""
    assert m.score is not None
    a, b = m.score
    if m.forfeit:
        won = (Result.FORFEIT_WIN, Result.FORFEIT_LOSS)
        return [won if a > b else (won[1], won[0])] * nb
    return board_results(a, nb, other=b)


def _rounds(found: Sequence[Classified], notes: list[Diagnostic]) -> list[tuple[int, TeamMatch]]:
    """Every match with its round (:func:`~tiebreak.readers.assemble.match_rounds`: named in its row or
    above its table, else by its file's name, else with a warning by its place after the matches
    before it)."""
    matches = [(c, m) for c in found for m in team_matches(c.table)]
    return list(zip(match_rounds(found, matches, notes), (m for _, m in matches), strict=True))


_ARTICLES = frozenset({"the", "le", "la", "les", "l", "der", "die", "das", "el", "il", "lo"})
"""Articles a name written shorter may leave out in front (``The Skinners`` for ``Skinners School``)."""
_SHORT_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_FIRST_WORD = 4
"""The fewest letters of a first word that alone tells a team written shorter (``Notts HS`` for ``Notts
High``) when no other team's name begins with it."""


def _words(name: str) -> list[str]:
    return _SHORT_WORD.findall(name)


def _initials(short: str, words: list[str]) -> bool:
    """Whether ``short`` (one word: ``CLBS``, ``QEB``) is the starts of the words in order (``City of
    London Boys School``, ``QE Barnet``): each word's first letters (one at least), a word written in
    lower case (``of``) maybe left out."""
    short = short.casefold()

    @functools.cache
    def fits(i: int, j: int) -> bool:
        if j == len(words):
            return i == len(short)
        word = words[j]
        if word.islower() and fits(i, j + 1):
            return True
        folded = word.casefold()
        return any(short[i : i + k] == folded[:k] and fits(i + k, j + 1) for k in range(1, len(folded) + 1))

    return fits(0, 0)


def stands_for(short: str, full: str) -> bool:
    """Whether a team's name ``short`` is ``full`` written shorter: its first words (``Hampton`` for
    ``Hampton School``, ``The Skinners`` for ``Skinners School``, an article left out), its initials
    (``CLBS`` for ``City of London Boys School``, ``QEB`` for ``QE Barnet``) or its first word of four
    letters or more with another after it (``Notts HS`` for ``Notts High``).

    >>> stands_for("CLBS", "City of London Boys School"), stands_for("St John’s", "St John’s Cardiff")
    (True, True)
    >>> stands_for("Hampton School", "Hampton"), stands_for("RGS Guildford", "RGS Newcastle")
    (False, False)
    """
    mine, theirs = _words(short), _words(full)
    if mine and mine[0].casefold() in _ARTICLES and len(mine) > 1:
        mine = mine[1:]
    if theirs and theirs[0].casefold() in _ARTICLES and len(theirs) > 1:
        theirs = theirs[1:]
    if not mine or not theirs:
        return False
    folded, whole = [w.casefold() for w in mine], [w.casefold() for w in theirs]
    if len(folded) < len(whole) and whole[: len(folded)] == folded:
        return True
    if len(mine) == 1 and mine[0].isupper() and 2 <= len(mine[0]) <= 6 and len(theirs) > 1:
        return _initials(mine[0], theirs)
    return len(folded) > 1 and len(whole) > 1 and folded[0] == whole[0] and len(folded[0]) >= _FIRST_WORD


def _written_shorter(
    every: list[tuple[int, TeamMatch]], source: str | None, notes: list[Diagnostic]
) -> list[tuple[int, TeamMatch]]:
    """The matches with each team's name as the first round writes it, where a later round writes it
    shorter (:func:`stands_for`: a report that gives the schools' names in full in round 1, then
    ``Hampton``, ``CLBS``, ``NHS``): only when the first round pairs every team (as many as any round
    pairs) and the name stands for one team alone that has no other match in that round; a note for
    each. Other names are teams of their own."""
    rounds = sorted({r for r, _ in every})
    if len(rounds) < 2:
        return every
    named = {r: [t for rr, m in every if rr == r for t, _ in m.teams] for r in rounds}
    known = list(dict.fromkeys(named[rounds[0]]))
    if len(known) < max(len(names) for names in named.values()):
        return every
    alias: dict[str, str] = {}
    for r in rounds[1:]:
        taken = {alias.get(t, t) for t in named[r] if alias.get(t, t) in known}
        left = [t for t in dict.fromkeys(named[r]) if t not in known and t not in alias]
        while left:
            fits = {
                t: {k for k in known if k not in taken and stands_for(t, k)}
                | {alias[a] for a in alias if alias[a] not in taken and stands_for(t, a)}
                for t in left
            }
            sure = [t for t in left if len(fits[t]) == 1]
            if not sure:
                break
            for t in sure:
                (team,) = fits[t]
                if team in taken:
                    continue
                alias[t] = team
                taken.add(team)
                line = next(
                    m.row[0].line for rr, m in every if rr == r and t in (m.teams[0][0], m.teams[1][0])
                )
                notes.append(
                    Diagnostic(
                        Severity.INFO,
                        f"round {r}: {t!r} read as {team!r} of round 1, its name written shorter",
                        source,
                        line,
                        1,
                    )
                )
            left = [t for t in left if t not in alias]
    if not alias:
        return every
    return [
        (
            r,
            replace(
                m,
                teams=(
                    (alias.get(m.teams[0][0], m.teams[0][0]), m.teams[0][1]),
                    (alias.get(m.teams[1][0], m.teams[1][0]), m.teams[1][1]),
                ),
            ),
        )
        for r, m in every
    ]


_MARK_AFTER_NAME = re.compile(r"[^\W\d_].*?\s*(\*+|[†‡§]+)$")
"""A name with a footnote's mark after it (``Reading School *``, ``The Skinners †``; not chess-results'
``Uzbekistan *)``, a team given a fixed table)."""


def _marked_draws(every: list[tuple[int, TeamMatch]], source: str | None) -> list[Diagnostic]:
    """A warning for each drawn match whose row marks a team's name (``KEGS Chelmsford 3 – 3 Reading
    School *``, the page's footnote ``* Won on board count``): the event decided it by a rule of its own,
    which the match points C.07 gives by the game points do not know; the match is read as drawn."""
    out = []
    for rnd, m in every:
        if m.score is None or m.score[0] != m.score[1]:
            continue
        found = next(
            ((c, mark) for c in m.row if (mark := _MARK_AFTER_NAME.search(c.text.strip())) is not None), None
        )
        if found is None:
            continue
        marked, mark = found
        out.append(
            Diagnostic(
                Severity.WARNING,
                f"round {rnd}: {m.teams[0][0]} - {m.teams[1][0]} {format_value(m.score[0])}:"
                f"{format_value(m.score[1])} marks a team with {mark.group(1)!r} "
                "(a footnote: a tied match won on a rule of the event, such as board count): read as "
                "drawn, each team's match points from the game points",
                source,
                marked.line,
                marked.column,
            )
        )
    return out


def _missing_rounds(
    scored: Sequence[tuple[int, TeamMatch]], last: int, options: ReadOptions, notes: list[Diagnostic]
) -> None:
    """A warning for the rounds up to the last whose matches are not given (every team reads as not
    paired in them), at the first match of the round after the first gap.

    :raises ParseError: when round 1 is among them and not ``options.lenient`` (a page of a league's
        table and its last round's matches alone): standings of the rounds given would be silently
        wrong."""
    from .pairings import LATER_ROUNDS_ONLY

    given = {r for r, _ in scored}
    missing = [r for r in range(1, last + 1) if r not in given]
    if not missing:
        return
    later = [m for r, m in scored if r > missing[0]]
    after = min(later, key=lambda m: (later[0].source != m.source, m.row[0].line))  # the first in its input
    at = after.row[0]
    if missing[0] == 1 and not options.lenient:
        raise ParseError(
            LATER_ROUNDS_ONLY(round=min(given)), source=after.source, line=at.line, column=at.column
        )
    notes.append(
        Diagnostic(
            Severity.WARNING,
            f"no match is given for round(s) {', '.join(map(str, missing))}: every team reads as not paired "
            "there (an event given in part, or a round left out)",
            after.source,
            at.line,
            at.column,
        )
    )


def _partial_rounds(
    scored: Sequence[tuple[int, TeamMatch]],
    teams: int,
    notes: list[Diagnostic],
    apart: Sequence[int | None] = (),
) -> None:
    """A warning when rounds give fewer matches than the teams make (a school's report of its own seven
    matches, one a round among eight teams): the teams without a match there read as not paired, so their
    standings are those of the matches given, not of the event. ``apart``: the round of each team the
    pairings name without a match (a bye row): a team the round accounts for."""
    count: dict[int, int] = {}
    for r, _ in scored:
        count[r] = count.get(r, 0) + 1
    byes = Counter(r for r in apart if r is not None)
    short = sorted(r for r, n in count.items() if 2 * n + byes[r] < 2 * (teams // 2))
    if not short:
        return
    at = next(m for r, m in scored if r == short[0]).row[0]
    notes.append(
        Diagnostic(
            Severity.WARNING,
            f"round(s) {', '.join(map(str, short))} give fewer matches than {teams} teams make "
            f"({min(count[r] for r in short)} in round {min(short, key=lambda r: count[r])}): the teams "
            "without a match there read as not paired, so the standings are those of the matches given "
            "(an event given in part: a team's own matches, or matches postponed)",
            scored[0][1].source,
            at.line,
            at.column,
        )
    )


def team_matches_event(
    found: Sequence[Classified], options: ReadOptions = DEFAULT_OPTIONS, *, name: str = ""
) -> Tournament:
    """A team event from the team pairings of its rounds (each match's teams and score, no boards): the
    event of a team crosstable of match results (:attr:`~tiebreak.TeamInfo.match_results_only`) with
    each match in its published round. Matches without a score (rounds not played yet) are left out,
    with a note; the event has the rounds up to the last one with a score.

    :raises ParseError: for a team playing twice in a round, or a match whose game points differ from
        the others' (each with its file, line and column).
    """
    from ..model.tournament import MatchScoring, PairingSystem, Team, TeamInfo

    first = found[0].table
    source = first.source
    notes: list[Diagnostic] = []
    every = _written_shorter(_rounds(found, notes), source, notes)
    notes.extend(_marked_draws(every, source))
    byes = [(c, bye) for c in found for bye in team_byes(c.table)]
    scored_byes = _scored_byes([bye for _, bye in byes])
    notes.extend(_bye_notes(byes, scored_byes))
    unpaired: dict[str, int] = {}  # a team without a match in a round, and its line
    for _, (_, team, cell, _) in byes:
        unpaired.setdefault(team, cell.line)
    scored = [(r, m) for r, m in every if m.score is not None]
    sides = [*(t for _, m in every for t in m.teams), *((team, None) for team in unpaired)]
    number = _team_numbers(sides)
    nb = _boards(scored, source, notes)
    last = max(r for r, _ in scored)
    _missing_rounds(scored, last, options, notes)
    _partial_rounds(scored, len(number), notes, [rnd for _, (rnd, _, _, _) in byes])
    seen: dict[tuple[int, str], Cell] = {}
    for rnd, m in every:
        for team, _ in m.teams:
            other = seen.setdefault((rnd, team), m.row[0])
            if other is not m.row[0]:
                raise ParseError(
                    f"round {rnd}: {team} plays two matches (line {other.line} and line {m.row[0].line})",
                    source=source,
                    line=m.row[0].line,
                    column=m.row[0].column,
                )
    sno = {(number[t], b): (number[t] - 1) * nb + b for t in number for b in range(1, nb + 1)}
    where = {**unpaired, **{team: m.row[0].line for _, m in reversed(every) for team, _ in m.teams}}
    order = sorted(number.items(), key=lambda x: x[1])
    players = board_players(
        sno,
        [(k, team, where[team]) for team, k in order],
        nb,
        last,
        ((rnd, number[m.teams[0][0]], number[m.teams[1][0]], _games(m, nb)) for rnd, m in scored),
    )
    teams = tuple(
        Team(k, team, tuple(sno[(k, b)] for b in range(1, nb + 1)), line=where[team])
        for team, k in sorted(number.items(), key=lambda x: x[1])
    )
    pending = [m for r, m in every if m.score is None and r <= last]
    later = sum(1 for r, m in every if m.score is None and r > last)
    said = (
        f"team pairings ({len(scored)} matches of {len(teams)} teams with their scores, {nb} boards, "
        f"rounds 1-{last}): the games of each board are not given; each match gets boards adding up to "
        "its score, so only match-level tie-breaks can be computed (MP, GP, DE, EDE, BH, SB on match or "
        "game points)"
    )
    notes.insert(0, Diagnostic(Severity.INFO, said, source, first.line, first.column))
    if later:
        notes.append(
            Diagnostic(
                Severity.INFO,
                f"{later} match(es) of the rounds after round {last} have no score yet: not read",
                source,
                first.line,
                first.column,
            )
        )
    for m in pending:
        notes.append(
            Diagnostic(
                Severity.WARNING,
                f"{m.teams[0][0]} - {m.teams[1][0]}: no score, read as not played",
                source,
                m.row[0].line,
                m.row[0].column,
            )
        )
    complete = all_play_all(((number[m.teams[0][0]], number[m.teams[1][0]]) for _, m in every), len(teams))
    pab_rounds = tuple(
        sorted((rnd, number[team]) for _, (rnd, team, _, _) in byes if rnd is not None and rnd <= last)
    )
    return Tournament(
        name=name or ("" if round_in_text(first.caption) is not None else first.caption),
        players=tuple(players),
        rounds=last,
        pairing=PairingSystem.ROUND_ROBIN if complete else PairingSystem.SWISS,
        pairing_source="counts",
        team_info=TeamInfo(
            teams,
            MatchScoring(),
            pab_game_points=scored_byes,
            pab_rounds=pab_rounds if scored_byes is not None else (),
            match_results_only=True,
            match_rounds_known=True,
            numbered=any(n is not None for _, n in sides),
        ),
        source=options.source or source,
        diagnostics=tuple(notes),
    )


def _bye_notes(
    byes: list[tuple[Classified, tuple[int | None, str, Cell, Fraction | None]]], scored: Fraction | None
) -> list[Diagnostic]:
    """What reading the team pairings' byes says: one warning for byes read with the game points their
    rows give (``scored``), else one for each team without a match, read as not paired."""
    if scored is not None:
        c, (rnd, team, cell, _) = byes[0]
        said = _SCORED_BYES(
            count=len(byes), game_points=format_value(scored), where=f"round {rnd}: {team}" if rnd else team
        )
        return [Diagnostic(Severity.WARNING, said, c.table.source, cell.line, cell.column)]
    return [
        Diagnostic(
            Severity.WARNING,
            f"{'round ' + str(rnd) + ': ' if rnd else ''}{team} has no match (a bye, or not paired): "
            "read as not paired, with no match or game points (what a team's bye scores is the "
            "organiser's rule; give the event as a team TRF, records 240 and 320, to count it)",
            c.table.source,
            cell.line,
            cell.column,
        )
        for c, (rnd, team, cell, _) in byes
    ]


_SCORED_BYES = Template(
    "teams.scored-byes",
    "{count} team bye(s) ({where}, the first here) give the bye's game points, {game_points}: each read as "
    "a pairing-allocated bye worth them; its match points are the organiser's rule, not in the pairings: "
    "read as a drawn match's, unless a ranking given with the pairings shows them",
)


def _scored_byes(byes: list[tuple[int | None, str, Cell, Fraction | None]]) -> Fraction | None:
    """The game points every team bye of the pairings gives (each row's, all the same, each in a round a
    heading names); None when there is none, or one gives none or others."""
    points = {p for _, _, _, p in byes}
    if not byes or len(points) != 1 or None in points or any(rnd is None for rnd, _, _, _ in byes):
        return None
    return points.pop()


def with_bye_match_points(event: Tournament, tables: Sequence[Table]) -> Tournament:
    """A team event of team pairings whose byes were read with their game points (:func:`_scored_byes`),
    with the byes' match points a ranking given with the pairings shows, by its content: the one column
    of numbers whose value for each team is the match points of its matches, plus the same amount for
    each of its byes (chess-results' team ranking: ``TB1``, 5 for a team of three from its matches and a
    bye), with a note; the event as it is when no column shows them, or two show different amounts."""
    from ..teams.matches import team_matches as rebuilt

    info = event.team_info
    if info is None or not info.pab_rounds or info.pab_match_points is not None:
        return event
    byes = Counter(team for _, team in info.pab_rounds)
    played: dict[str, Fraction] = {}
    try:
        matches = rebuilt(event)[1]
    except TiebreakError:  # an event the model refuses is refused when it is validated, not here
        return event
    for t, rounds in zip(info.teams, matches, strict=True):
        played[name_key(t.name)] = sum((m.match_points for m in rounds if m.source != "320"), Fraction(0))
    bye_of = {name_key(t.name): byes.get(t.number, 0) for t in info.teams}
    found = {
        (shown, table.source, cell)
        for table in tables
        for shown, cell in _shown_bye_points(table, played, bye_of)
    }
    amounts = {shown for shown, _, _ in found}
    if len(amounts) != 1:
        return event
    shown, source, cell = min(found, key=lambda f: (f[2].line, f[2].column))
    note = Diagnostic(
        Severity.INFO,
        f"the {len(info.pab_rounds)} team bye(s), worth {format_value(info.pab_game_points)} game points as "
        f"their rows give, are worth {format_value(shown)} match point(s), as the ranking's column at "
        f"line {cell.line} shows (each team's match points there are those of its matches and of its byes)",
        source,
        cell.line,
        cell.column,
    )
    said = [d for d in event.diagnostics if getattr(d.message, "code", None) != _SCORED_BYES.code]
    return replace(event, team_info=replace(info, pab_match_points=shown), diagnostics=(*said, note))


_BYE_AMOUNTS = tuple(Fraction(k, 2) for k in range(0, 7))
"""The match points a team's bye may be worth (0 to 3, by halves)."""


def _shown_bye_points(
    table: Table, played: dict[str, Fraction], bye_of: dict[str, int]
) -> list[tuple[Fraction, Cell]]:
    """The amounts a team's bye is worth by a column of ``table`` (see :func:`with_bye_match_points`): each
    column of a row per team whose values are the teams' match points of their matches plus that amount
    for each bye, with the column's first value; every team of the event in a row, three without a bye."""
    rows: dict[str, tuple[Cell, ...]] = {}
    for row in table.rows:
        for c in row:
            key = name_key(c.text) if any(ch.isalpha() for ch in c.text) else ""
            if key in played and key not in rows:
                rows[key] = row
                break
    if len(rows) != len(played) or sum(1 for k in rows if not bye_of[k]) < 3:
        return []
    out: list[tuple[Fraction, Cell]] = []
    for k in range(max(len(r) for r in rows.values())):
        values = {key: total_value(r[k].text) if k < len(r) else None for key, r in rows.items()}
        if any(v is None for v in values.values()):
            continue
        for amount in _BYE_AMOUNTS:
            if all(values[key] == played[key] + amount * bye_of[key] for key in rows):
                out.append((amount, next(iter(rows.values()))[k]))
                break
    return out


def _pair_scores(event: Tournament) -> dict[tuple[str, str], tuple[str, str, Fraction]]:
    """Each pair of teams of a team event of match results, by their names' keys (first team, second):
    their names as written and the game points the first scored against the second (summed over their
    matches: a double round robin's two)."""
    from ..teams.matches import team_matches as rebuilt

    info = event.team_info
    assert info is not None
    names = {t.number: t.name for t in info.teams}
    out: dict[tuple[str, str], tuple[str, str, Fraction]] = {}
    for rounds in rebuilt(event)[1]:
        for m in rounds:
            if m.opponent is None or m.opponent not in names:
                continue
            a, b = names[m.team], names[m.opponent]
            key = (name_key(a), name_key(b))
            out[key] = (a, b, (out[key][2] if key in out else Fraction(0)) + m.game_points)
    return out


def checked_by_crosstable(
    event: Tournament, found: Sequence[Classified], options: ReadOptions, title: str = ""
) -> Tournament:
    """The event of an input's round tables of matches, with a warning when the input's team crosstable
    (``found``: the input's tables classified; the crosstable read alone) scores a match otherwise
    (:func:`crosstable_contradicted`)."""
    grids = [c for c in found if c.kind is Kind.TEAM_CROSSTABLE]
    if not grids:
        return event
    try:
        grid = chosen_team_event(grids, options, title)
        said = crosstable_contradicted(event, grid, grids[-1].table.line)
    except TiebreakError:  # a crosstable that does not read, or matches that do not rebuild: no check
        return event
    return event if said is None else replace(event, diagnostics=(*event.diagnostics, said))


def crosstable_contradicted(event: Tournament, grid: Tournament, line: int) -> Diagnostic | None:
    """A warning when a team crosstable of the same page (``grid``, read alone; ``line`` it stands at)
    scores matches otherwise than the round tables that make ``event`` (a club page's ``Urnieta 4 - 0 San
    Viator`` in round 5 where its crosstable has 0-4): each such match with both scores (the first five);
    None when they agree on every match both give, or the crosstable gives no game points."""
    info = grid.team_info
    if info is None or info.match_points_only or event.team_info is None:
        return None
    ours, theirs = _pair_scores(event), _pair_scores(grid)
    differ = [
        (a, b, gp, ours[(kb, ka)][2], theirs[(ka, kb)][2], theirs[(kb, ka)][2])
        for (ka, kb), (a, b, gp) in sorted(ours.items())
        if ka < kb
        and (ka, kb) in theirs
        and (kb, ka) in ours
        and (kb, ka) in theirs
        and (gp, ours[(kb, ka)][2]) != (theirs[(ka, kb)][2], theirs[(kb, ka)][2])
    ]
    if not differ:
        return None
    shown = "; ".join(
        f"{a} - {b} {format_value(x)} - {format_value(y)} in the rounds, {format_value(u)} - "
        f"{format_value(v)} in the crosstable"
        for a, b, x, y, u, v in differ[:5]
    )
    return Diagnostic(
        Severity.WARNING,
        _CONTRADICTED(count=len(differ), line=line, shown=shown + ("; …" if len(differ) > 5 else "")),
        event.source,
        line,
        1,
    )


_CONTRADICTED = Template(
    "input.team-crosstable-contradicted",
    "the team crosstable (line {line}) scores {count} match(es) otherwise than the round tables: {shown}. "
    "The round tables make the event (each match in its round); the publication contradicts itself there",
)
