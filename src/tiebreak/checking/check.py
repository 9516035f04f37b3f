"""A published ranking checked against the computation (``tiebreak check``; the ranking is read by
:mod:`tiebreak.formats.published`).

:func:`check_published` matches the players (starting number, else name: case, accents and the order
"Surname, First" do not matter), then compares every published value, rounded as it was published (one
or two decimals, decimal commas), with ours under the chosen edition and under every other one: each
cell agrees, differs (with the explanation of our value), or differs only under another edition (which
one the publisher used is said per column).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from ..criteria import parse_code
from ..criteria.base import Criterion
from ..explanations.explain import Explanation, compare, explain_value
from ..formats.published import (
    NO_VALUE,
    NOT_CHECKED,
    Published,
    PublishedRow,
    Value,
    column_decimals,
    declared_ranking,
    published_int,
    published_number,
    published_place,
    rating_order_ranks,
    unordered_ranks,
)
from ..model.errors import Diagnostic, ParseError, Severity
from ..model.messages import Hint, Option, Template
from ..model.rules import Rules
from ..model.tournament import Player, Result, Tournament, format_value
from ..ranking.engine import Options, Row, Standings, compute_standings
from ..readers._builder import clean
from ..readers._headings import BYE_WORDS, TITLES, match_record
from ..teams.matches import team_matches

__all__ = [
    "TRIED_EDITIONS",
    "CellCheck",
    "CheckReport",
    "ColumnSummary",
    "EditionAgreement",
    "agrees",
    "check_published",
    "name_key",
    "rank_agrees",
]


_READ_AS_BEST = Template(
    "published.read-as-best",
    "column {heading}: no annotation line names its tie-break; read as {code}, "
    "which agrees with {n} of its {total} values{use}",
    use=(Hint(Option.MAP, " (use {option} {key}=CODE to say otherwise)"),),
)
_CONTENT_SHARE = Fraction(4, 5)
"""A column read by its content is checked as the tie-break that agrees with at least this share of its
values under some edition; below it, the column is left unchecked."""


# -- matching players ----------------------------------------------------------------------------------
_TITLE_WORDS = frozenset(t.lower() for t in TITLES)


def name_key(name: str) -> str:
    """A name compared without case, accents, punctuation or word order ("Surname, First"), in any
    script: Greek, Cyrillic and the others keep their letters (only the accents go).

    >>> name_key("Müller, Jörg") == name_key("jorg MULLER") == name_key("GM Müller,Jörg")
    True
    >>> name_key("Ο.Α.Α. Ηρακλείου"), name_key("ΟΑΑΗ") == name_key("οααη"), name_key("Иванов, Пётр")
    ('α α ηρακλειου ο', True, 'иванов петр')
    """
    cleaned = clean(name)
    if cleaned.isascii():  # most names: nothing to decompose
        text = cleaned.casefold()
    else:  # ASCII as it is; beyond it, letters and digits of any script (accents and other marks go)
        decomposed = unicodedata.normalize("NFKD", cleaned)
        text = "".join(
            ch for ch in decomposed if ch.isascii() or unicodedata.category(ch)[0] in "LN"
        ).casefold()
    words = [w for w in re.split(r"[\s,.;]+", text) if w and w not in _TITLE_WORDS]
    return " ".join(sorted(words))


@dataclass(frozen=True)
class _Entrants:
    """The competitors a published row is matched to: the players, or the teams of a team event."""

    numbers: tuple[tuple[int, str], ...]
    """(starting number, name) of each, in the event's order."""
    names: dict[int, str]
    by_key: dict[str, list[int]]
    """The starting numbers under each :func:`name_key`."""
    who: str
    whom: str
    keys: dict[int, str] = field(default_factory=dict)
    """The :func:`name_key` of each, by number."""
    numbered: bool = True
    """Whether the event's numbers are the publication's (teams of team pairings that give none are
    numbered by the reader: a row is then matched by its name alone)."""
    event: Tournament | None = None
    """The event whose players' points from the results tell two players of one published name apart
    where the table gives no starting number (None for a team event)."""
    players: dict[int, Player] = field(default_factory=dict)
    """The event's players by starting number, once :meth:`points` needed them."""

    def points(self, number: int) -> Fraction | None:
        """The points from the results of the player of starting number ``number`` (None: a team event,
        or no such player)."""
        if self.event is None:
            return None
        if not self.players:  # the players by number, made once the first time a row needs one
            self.players.update((p.sno, p) for p in self.event.players)
        player = self.players.get(number)
        if player is None:
            return None
        points = self.event.scoring.points
        return sum((points(e.result.point_class) for e in player.rounds), Fraction(0))


def _entrants(t: Tournament) -> _Entrants:
    """The event's competitors, by starting number and by name key."""
    team = t.is_team_event
    numbers = (
        [(x.number, x.name) for x in t.team_info.teams]
        if t.team_info is not None and team
        else [(p.sno, p.name) for p in t.players]
    )
    keys = {number: name_key(entrant) for number, entrant in numbers}
    by_key: dict[str, list[int]] = {}
    for number, _ in numbers:
        by_key.setdefault(keys[number], []).append(number)
    who, whom = ("team", "teams") if team else ("player", "players")
    numbered = not team or t.team_info is None or t.team_info.numbered
    return _Entrants(tuple(numbers), dict(numbers), by_key, who, whom, keys, numbered, None if team else t)


def _named(key: str, entrants: _Entrants) -> list[int]:
    """The competitors a row's name key may stand for: those with that key, else (a name printed
    shorter, without a middle name) those whose name holds every word of it."""
    by_name = entrants.by_key.get(key, [])
    if key and not by_name:
        words = set(key.split())
        by_name = [number for number, _ in entrants.numbers if words <= set(entrants.keys[number].split())]
    if key and not by_name:
        by_name = _cut_short(key, entrants)
    if key and not by_name:
        by_name = _by_initials(key, entrants)
    return by_name


def _by_initials(key: str, entrants: _Entrants) -> list[int]:
    """The competitors whose names the row's writes with initials for the given names (``BIGNEBAT J.-P.``
    for ``BIGNEBAT Jean-Paul``, ``GARCIA DEL PRADO B.``): every other word of the row's name is one of
    theirs, and the words of theirs left (a hyphen splitting a name) start with those initials."""
    words = key.split()  # name_key's words: ``j.-p.`` is ``j`` and ``-p``
    initials = sorted(w.lstrip("-") for w in words if len(w.lstrip("-")) == 1 and w.lstrip("-").isalpha())
    full = {w for w in words if not (len(w.lstrip("-")) == 1 and w.lstrip("-").isalpha())}
    if not initials or not full:
        return []
    out = []
    for number, _ in entrants.numbers:
        theirs = entrants.keys[number].split()
        rest = [part for w in theirs if w not in full for part in w.split("-") if part]
        if full <= set(theirs) and sorted(part[0] for part in rest) == initials:
            out.append(number)
    return out


_SHORTEST_CUT = 8
"""The fewest characters a name cut short keeps to be matched by its start (a pairing list's
``Langheinrich, Fere`` for the ranking's ``Langheinrich, Feren``)."""


def _cut_short(key: str, entrants: _Entrants) -> list[int]:
    """The competitors whose name is the row's cut short, or the row's is theirs cut short (a list prints
    names to a width): the same words but one, that one the start of the other's, the shorter name of
    :data:`_SHORTEST_CUT` characters or more."""
    words = set(key.split())
    out = []
    for number, _ in entrants.numbers:
        other = entrants.keys[number]
        theirs = set(other.split())
        mine, rest = words - theirs, theirs - words
        if len(mine) != 1 or len(rest) != 1 or min(len(key), len(other)) < _SHORTEST_CUT:
            continue
        a, b = sorted((*mine, *rest), key=len)
        if b.startswith(a):
            out.append(number)
    return out


def _match_row(row: PublishedRow, entrants: _Entrants, source: str | None) -> tuple[int, Diagnostic | None]:
    """The competitor of one published row, and a warning when its starting number names someone else:
    the row's number when the name does not contradict it, else the one competitor of that name.

    :raises ParseError: when the name fits several competitors and no number tells them apart, or none.
    """
    key = name_key(row.name) if row.name else ""
    if not entrants.numbered and key:
        row = replace(row, sno=None)  # the event's numbers are the reader's: the row's say nothing of them
    by_name = _named(key, entrants)
    names = entrants.names
    words = set(key.split())
    keys = entrants.keys
    own = set(keys[row.sno].split()) if row.sno in names else set()
    exact = [n for n in by_name if keys[n] == key]  # another's name as the row writes it
    if (
        row.sno is not None
        and row.sno in names
        and (not key or row.sno in by_name or (words & own and (words <= own or not exact)))
    ):  # the row's number, unless its name is another's word for word and not its own (a brother's)
        return row.sno, None
    if len(by_name) == 1:
        sno = by_name[0]
        if row.sno is None:
            theirs = keys[sno]
            if key and key != theirs and not set(key.split()) <= set(theirs.split()):
                return sno, Diagnostic(
                    Severity.INFO,
                    f"{row.name}: matched with {names[sno]!r} of the event, one of the names cut short",
                    source,
                    row.line,
                    1,
                )
            return sno, None
        return sno, Diagnostic(
            Severity.WARNING,
            f"{row.name}: SNo {row.sno} is "
            f"{names.get(row.sno, 'nobody')} in the event; matched by name "
            f"({names[sno]}, SNo {sno})",
            source,
            row.line,
            1,
        )
    scored = _by_points(row, by_name, entrants) if len(by_name) > 1 else None
    if scored is not None:
        return scored, Diagnostic(
            Severity.INFO,
            f"{row.name}: matches {len(by_name)} {entrants.whom} of the event; matched with "
            f"{names[scored]!r}, the one whose points are the row's",
            source,
            row.line,
            1,
        )
    if len(by_name) > 1:
        raise ParseError(
            f"published table: {row.name!r} matches {len(by_name)} {entrants.whom} of the event "
            "and the row gives no starting number that tells them apart",
            source=source,
            line=row.line,
            column=1,
        )
    named = f"{row.name!r}" + (f" (SNo {row.sno})" if row.sno is not None else "")
    raise ParseError(
        f"published table: no {entrants.who} {named} in the event", source=source, line=row.line, column=1
    )


def _without_bye_rows(t: Tournament, published: Published) -> tuple[Published, list[Diagnostic]]:
    """The published table without the rows of the bye (a row named ``Bye …`` that no competitor of the
    event is: a program that pairs the odd player with a pseudo-player lists it), with a note each."""
    entrants = _entrants(t)
    kept: list[PublishedRow] = []
    notes: list[Diagnostic] = []
    for row in published.rows:
        words = row.name.split()
        if words and clean(words[0]).casefold() in BYE_WORDS and name_key(row.name) not in entrants.by_key:
            notes.append(
                Diagnostic(
                    Severity.INFO,
                    f"{row.name}: the bye's row, not a competitor: left out of the comparison",
                    published.source,
                    row.line,
                    1,
                )
            )
            continue
        kept.append(row)
    return (replace(published, rows=tuple(kept)), notes) if notes else (published, notes)


def _by_points(row: PublishedRow, candidates: list[int], entrants: _Entrants) -> int | None:
    """The one of several competitors a row's name fits whose points from the results are the row's
    points (two brothers of one surname in a table that prints surnames only); None when none or several
    are."""
    value = published_number(row.points.text) if row.points is not None and entrants.event else None
    if value is None:
        return None
    fits = [n for n in candidates if entrants.points(n) == value[0]]
    return fits[0] if len(fits) == 1 else None


def _match(t: Tournament, published: Published) -> tuple[dict[int, int], list[Diagnostic]]:
    """Published row index -> starting number (of a player, or of a team in a team event): each row
    matched by :func:`_match_row`, and no competitor on two rows.

    :raises ParseError: for a row that matches nobody, or several, or a competitor already matched (the
        first in row order); for several rows that match nobody, all of them (:func:`_not_in_the_event`).
    """
    notes: list[Diagnostic] = []
    entrants = _entrants(t)
    if published.rows and all(row.sno is None for row in published.rows):
        notes.append(
            Diagnostic(
                Severity.INFO,
                f"the table gives no starting numbers: {entrants.whom} "
                "matched by name (case, accents and word order ignored)",
                published.source,
                published.rows[0].line,
                1,
            )
        )
    out: dict[int, int] = {}
    taken: dict[int, int] = {}
    first: ParseError | None = None  # the first row's fault, in row order
    missing: list[PublishedRow] = []  # rows that name nobody, up to the first fault of another kind
    counting = True
    for k, row in enumerate(published.rows):
        try:
            sno, note = _match_row(row, entrants, published.source)
        except ParseError as exc:
            first = first or exc
            if counting and " in the event" in exc.message:
                missing.append(row)
            else:
                counting = False
            continue
        if note is not None:
            notes.append(note)
        if sno in taken:
            first = first or ParseError(
                f"published table: {entrants.names[sno]} is on two rows (line "
                f"{published.rows[taken[sno]].line} and this one)",
                source=published.source,
                line=row.line,
                column=1,
            )
            continue
        taken[sno] = k
        out[k] = sno
    if len(missing) >= 2:
        raise _not_in_the_event(t, published, entrants, missing)
    if first is not None:
        raise first
    return out, notes


def _event_places(
    t: Tournament, published: Published, matched: dict[int, int], notes: list[Diagnostic]
) -> Published:
    """The event's own table that prints no places (a grid whose columns are its ranking) with the places
    the input's reading found for every one of its rows (a ranking's grid numbered by place:
    SwissChess's), with a note; unchanged otherwise (a table given apart is compared as it stands)."""
    if (
        published.source is None
        or published.source != t.source
        or any(r.rank is not None for r in published.rows)
    ):
        return published
    ranks = {p.sno: p.declared_rank for p in t.players}
    if not matched or any(ranks.get(sno) is None for sno in matched.values()):
        return published
    if rating_order_ranks(t) or unordered_ranks(t):  # no ranking (a rating order): left out as it was
        return published
    rows = tuple(
        replace(r, rank=Value(str(ranks[matched[k]]), r.line, 1)) if k in matched else r
        for k, r in enumerate(published.rows)
    )
    notes.append(
        Diagnostic(
            Severity.INFO,
            "the table prints no column of places: the places the input gives (read with the event) are "
            "compared",
            published.source,
            published.rows[0].line if published.rows else None,
        )
    )
    return replace(published, rows=rows)


def _not_in_the_event(
    t: Tournament, published: Published, entrants: _Entrants, missing: list[PublishedRow]
) -> ParseError:
    """The error for a table whose rows name several competitors the event does not have: it ranks more
    than the input gives (a league's table beside one match's card), said with their count and the
    event's."""
    shown = ", ".join(repr(r.name) for r in missing[:3]) + (", …" if len(missing) > 3 else "")
    return ParseError(
        f"published table: {len(missing)} of its {len(published.rows)} rows name {entrants.whom} the event "
        f"does not have ({shown}): the table ranks more than the input gives (the event read has "
        f"{len(entrants.names)} {entrants.whom} in {t.rounds} round(s)); give every round of the event, or "
        "a table of its own",
        source=published.source,
        line=missing[0].line,
        column=1,
    )


# -- comparing ---------------------------------------------------------------------------------------------
def agrees(computed: Fraction | None, published: Fraction, decimals: int) -> bool:
    """True when ``computed`` rounds to the published number (either way of rounding a half)."""
    if computed is None:
        return False
    return bool(abs(Fraction(computed) - published) * 2 * 10**decimals <= 1)


@dataclass(frozen=True)
class CellCheck:
    """One published value against ours."""

    sno: int
    name: str
    column: str
    """The published heading (``Rank``, ``Pts``, ``TB1`` …)."""
    code: str
    published: str
    computed: str
    status: str
    """``agrees``, ``differs`` or ``other edition`` (agrees only under another edition)."""
    editions: tuple[str, ...]
    """The editions (rule sets) under which the published value agrees."""
    explanation: str
    line: int
    column_number: int
    detail: Explanation | None = None
    """How our value was made, round by round (values that differ)."""


@dataclass(frozen=True)
class ColumnSummary:
    column: str
    code: str
    label: str
    agree: tuple[tuple[str, int], ...]
    """Per edition (rule set), how many of the column's published values agree."""
    total: int
    publisher: str | None
    """The edition under which every value agrees (ours first), when there is one."""
    named_by: str = "heading"
    """What named the column's code: ``heading``, ``annotation`` or ``--map``."""


@dataclass(frozen=True)
class CheckReport:
    rules: Rules
    codes: tuple[str, ...]
    cells: tuple[CellCheck, ...]
    columns: tuple[ColumnSummary, ...]
    diagnostics: tuple[Diagnostic, ...]
    checked: tuple[int, int, int] = (0, 0, 0)
    """How many published ranks, point totals and tie-break values were compared."""
    records: int = 0
    """How many values of a team ranking's match record (``Games + = -``) were compared."""
    editions: tuple[EditionAgreement, ...] = ()
    """Every edition tried, the one that agrees best first."""
    ranked_on: str = ""
    """A team ranking: the score it ranks on first (``MPTS`` or ``GPTS``)."""
    chosen_by: str = "agreement"
    """Why :attr:`rules` was checked under: ``asked`` (an edition given), ``agreement`` (the one that
    agrees best; on a tie, the one of the event's date)."""
    after_round: int | None = None
    """The round the ranking was compared as of, where that is before the event's last (asked for, or the
    round the published ranking stands after: :attr:`tiebreak.model.tournament.Tournament.ranked_after`)."""

    @property
    def differences(self) -> tuple[CellCheck, ...]:
        return tuple(c for c in self.cells if c.status != "agrees")


def _values(s: Standings) -> dict[str, dict[int, Fraction | None]]:
    # the score ranked on is the points column, not a tie-break of the list (a column read as it, by
    # --map, is checked against the points)
    points = s.points_code if s.team else "PTS"
    out: dict[str, dict[int, Fraction | None]] = {points: {r.sno: r.points for r in s.rows}}
    for k, spec in enumerate(s.specs):
        out.setdefault(spec.canonical, {r.sno: r.values[k] for r in s.rows})
    return out


_RECORD_KIND = {
    Result.WIN: "won",
    Result.FORFEIT_WIN: "won",
    Result.DRAW: "drawn",
    Result.LOSS: "lost",
    Result.FORFEIT_LOSS: "lost",
}
_RECORD_WORDS = {
    "played": "matches played",
    "won": "matches won",
    "drawn": "matches drawn",
    "lost": "matches lost",
}


def _match_records(t: Tournament, after_round: int | None) -> dict[int, tuple[dict[str, int], int]]:
    """Per team number: its matches against a team (played, won, drawn, lost; a forfeited match counts
    as won or lost), and how many byes with points it had (a PAB, a full or half bye), not counted."""
    _, matches = team_matches(t, after_round)
    assert t.team_info is not None
    out = {}
    for team, rounds in zip(t.team_info.teams, matches, strict=True):
        counts = dict.fromkeys(_RECORD_WORDS, 0)
        byes = 0
        for m in rounds:
            kind = _RECORD_KIND.get(m.result) if m.opponent is not None else None
            if kind is not None:
                counts["played"] += 1
                counts[kind] += 1
            elif m.result in (Result.PAB, Result.FULL_BYE, Result.HALF_BYE):
                byes += 1
        out[team.number] = (counts, byes)
    return out


def _our_place(s: Standings, row: Row) -> tuple[int, int]:
    """The ranks our place spans: one, or as many as share it."""
    size = sum(1 for r in s.rows if r.rank == row.rank) if row.shared else 1
    return row.rank, row.rank + size - 1


def rank_agrees(place: tuple[int, int], s: Standings, sno: int) -> str:
    """Whether a published place (first and last rank) agrees with the rank of ``sno`` in ``s``:
    ``agrees`` (the same place), ``shared`` (a place shared by design, ours or the publisher's, holds the
    other rank: places shared are not differences) or ``differs``.

    A published 26 where we rank 25-26 as one shared place agrees, and so does a published ``25-26``
    (or 25 on two rows) where we rank the player 26.
    """
    me = s.row(sno)
    ours = _our_place(s, me)
    if place == ours or (place[0] == place[1] == me.rank):
        return "agrees"
    if ours[1] > ours[0] and ours[0] <= place[0] <= ours[1]:  # inside the place we share
        return "shared"
    if place[1] > place[0] and place[0] <= me.rank <= place[1]:  # inside the place the table shares
        return "shared"
    return "differs"


def _rank_reason(s: Standings, row: Row, published: dict[int, int]) -> str:
    ahead = [
        s.row(sno)
        for sno, rank in published.items()
        if sno != row.sno and (rank < published[row.sno]) != (s.row(sno).rank < row.rank)
    ]
    ahead.sort(key=lambda r: abs(r.rank - row.rank))
    for other in ahead:
        return compare(s, row.sno, other.sno).summary
    if row.shared:
        return "tied with others on every criterion of the list: the place is shared"
    return "the published order differs"


def _check_kind(t: Tournament, published: Published) -> None:
    """Refuse a players' ranking for a team event, and a team ranking for a players' event.

    :raises ParseError: at the first published row.
    """
    if t.is_team_event != published.team and published.rows:
        raise ParseError(
            "published table: "
            + (
                "a team event ranks its teams, and the table was read as a ranking of players (read it as a "
                "team ranking: read_published(..., team=True))"
                if t.is_team_event
                else "the table ranks teams (a Team column) and the event is not a team event"
            ),
            source=published.source,
            line=published.rows[0].line,
            column=1,
        )


TRIED_EDITIONS = (Rules.FIDE_2026, Rules.FIDE_2024, Rules.LEGACY, Rules.LEGACY_SM)
"""The editions a published table is checked under: those a publisher may have used."""


def _editions(t: Tournament, tiebreaks: str | Sequence[str] | None, options: Options) -> list[Rules]:
    """Our edition first (``options.rules``, else the one the event's date gives), then every other one
    of :data:`TRIED_EDITIONS`. A given list of tie-breaks is ranked with once here, so that a bad one is
    refused first."""
    first = compute_standings(t, tiebreaks, options) if tiebreaks is not None else None
    primary = options.rules or (first.rules if first is not None else compute_standings(t, [], options).rules)
    return [primary, *(r for r in TRIED_EDITIONS if r is not primary)]


@dataclass(frozen=True)
class EditionAgreement:
    """How far a published table agrees with our standings under one edition."""

    edition: str
    ranks: int
    """Published places that agree (a place shared by design agrees with every rank inside it)."""
    values: int
    """Published tie-break values that agree."""


def _agreement(
    published: Published,
    matched: Mapping[int, int],
    places: Mapping[int, tuple[int, int]],
    chosen: Sequence[str | None],
    decimals: Sequence[int],
    s: Standings,
    values: Mapping[str, Mapping[int, Fraction | None]],
) -> tuple[int, int]:
    """How many published places and tie-break values agree with the standings ``s`` and its values."""
    ranks = sum(1 for sno, place in places.items() if rank_agrees(place, s, sno) != "differs")
    agreeing = 0
    for k, code in enumerate(chosen):
        if code is None:
            continue
        criterion = _criterion(code)
        agreeing += sum(
            1
            for i, row in enumerate(published.rows)
            if _cell_verdict(
                row.values[k], values[code].get(matched[i]), criterion, decimals[k], s, code, matched[i]
            )
        )
    return ranks, agreeing


def _best_first(editions: list[Rules], scores: Mapping[Rules, tuple[int, int]], asked: bool) -> list[Rules]:
    """The editions, the one the table agrees with best first (places and values together; on equal
    agreement, in the order given: the event's own edition first); with an edition ``asked`` for, that
    one stays first."""
    if asked:
        return [editions[0], *sorted(editions[1:], key=lambda r: -sum(scores[r]))]
    return sorted(editions, key=lambda r: -sum(scores[r]))


def _under(options: Options, rules: Rules) -> Options:
    """``options`` under another edition."""
    return replace(options, rules=rules)


_ByEdition = Mapping[Rules, Mapping[str, Mapping[int, Fraction | None]]]
"""Per edition, code, starting number: our value."""


def _probe(
    t: Tournament, published: Published, editions: Sequence[Rules], options: Options
) -> dict[Rules, dict[str, dict[int, Fraction | None]]]:
    """Our values of every code a published column may name, under every edition: what the reading of
    a column with several is chosen by."""
    candidates = list(dict.fromkeys(c for col in published.columns for c in col.codes))
    if not candidates:
        return {}
    return {r: _values(compute_standings(t, candidates, _under(options, r))) for r in editions}


def _rank_all(
    t: Tournament,
    tiebreaks: str | Sequence[str] | None,
    chosen: Sequence[str | None],
    editions: Sequence[Rules],
    options: Options,
    lead: str | None = None,
) -> dict[Rules, Standings]:
    """Our standings under every edition, ranked with ``tiebreaks`` (default: the codes the columns
    were read as, in their order, after ``lead``, the score a team ranking's points column holds, else
    the event's list)."""
    codes = tuple(dict.fromkeys(c for c in ([lead] if lead else []) + list(chosen) if c is not None))
    ranking: str | Sequence[str] | None = tiebreaks if tiebreaks is not None else (codes or None)
    if tiebreaks is None and codes == (lead,):  # the score alone: the event's list, when it ranks on it
        own = {r: compute_standings(t, None, _under(options, r)) for r in editions}
        if all(s.points_code == lead for s in own.values()):
            return own
    return {r: compute_standings(t, ranking, _under(options, r)) for r in editions}


def _agreeing(
    published: Published,
    k: int,
    code: str,
    matched: Mapping[int, int],
    probe: _ByEdition,
    editions: Sequence[Rules],
    decimals: int,
) -> int:
    """How many published values of column ``k`` agree with ``code``, under the edition with most."""
    criterion = _criterion(code)
    return max(
        sum(
            1
            for i, row in enumerate(published.rows)
            if _agrees_cell(row.values[k], probe[r][code].get(matched[i]), criterion, decimals) is True
        )
        for r in editions
    )


def _choose_code(
    published: Published,
    k: int,
    matched: Mapping[int, int],
    probe: _ByEdition,
    editions: Sequence[Rules],
    decimals: int,
    notes: list[Diagnostic],
) -> str | None:
    """The code column ``k`` is checked as (None: it names none we know): its one code, or, for a
    column with several readings, the one that agrees with the most published values under any
    edition, with a warning that says so."""
    col = published.columns[k]
    if not col.codes:
        return None
    scored = [(_agreeing(published, k, code, matched, probe, editions, decimals), code) for code in col.codes]
    best_code = max(scored, key=lambda x: x[0])[1] if len(scored) > 1 else col.codes[0]
    total = sum(1 for r in published.rows if r.values[k] is not None)
    if col.named_by == "content":
        n = max(x[0] for x in scored)
        if not total or n < total * _CONTENT_SHARE:
            notes.append(
                Diagnostic(
                    Severity.WARNING,
                    NOT_CHECKED(
                        heading=repr(col.heading),
                        what="no annotation line names its tie-break and none we know agrees with "
                        f"its values (the best, {best_code}, with {n} of {total})",
                        key=col.heading.strip(),
                    ),
                    published.source,
                    col.line,
                    col.column,
                )
            )
            return None
        return best_code  # said once checked (:func:`_read_as_best`): with the values that agree then
    if len(col.codes) > 1:
        n = max(x[0] for x in scored)
        notes.append(
            Diagnostic(
                Severity.WARNING,
                f"column {col.heading!r}"
                + (f" ({col.label!r})" if col.label else "")
                + f" does not say which of {', '.join(col.codes)} it is: read as "
                f"{best_code}, which agrees with the most published values ({n} of "
                f"{sum(1 for r in published.rows if r.values[k] is not None)})",
                published.source,
                col.line,
                col.column,
            )
        )
    return best_code


def _records_to_check(
    t: Tournament, published: Published, options: Options
) -> dict[int, tuple[dict[str, int], int]]:
    """Our match records (:func:`_match_records`) when a team ranking publishes its own, else none."""
    if t.is_team_event and any(row.record for row in published.rows):
        return _match_records(t, options.after_round)
    return {}


def _later_state(
    published: Published, matched: Mapping[int, int], records: Mapping[int, tuple[dict[str, int], int]]
) -> list[Diagnostic]:
    """A warning when every team the ranking counts its matches played for (``Spiele 9``) played more
    than the event read gives it (1): the table ranks a later state of the event than the rounds given
    (a page with the last round's matches and the final table), so its places and totals differ for that
    reason; none otherwise."""
    pairs = [
        (count, records[matched[i]][0]["played"], entry)
        for i, row in enumerate(published.rows)
        if i in matched and matched[i] in records
        for heading, entry in row.record
        if (match_record(heading) or "played") == "played"
        and (count := published_int(entry.text)) is not None
    ]
    if not pairs or any(count <= ours for count, ours, _ in pairs):
        return []
    most, ours = max(p[0] for p in pairs), max(p[1] for p in pairs)
    entry = pairs[0][2]
    return [
        Diagnostic(
            Severity.WARNING,
            f"the published table counts up to {most} matches a team, the event read at most {ours}: it "
            "ranks the event after more rounds than the input gives, so its places and totals differ for "
            "that reason; give every round (or the table of the rounds given) to compare",
            published.source,
            entry.line,
            entry.column,
        )
    ]


def _published_ranks(published: Published, matched: Mapping[int, int]) -> dict[int, tuple[int, int]]:
    """Starting number -> the published place, first and last rank: one rank (``7``) is (7, 7); a place
    published as shared, as a range (``25-26``) or as the same rank on several rows (``25``, ``25``, or
    chess-results' empty cell under a rank), spans as many ranks as it has rows."""
    places: dict[int, tuple[int, int]] = {}
    rows_at: dict[int, int] = {}
    for i, row in enumerate(published.rows):
        place = published_place(row.rank.text) if row.rank is not None else None
        if place is not None:
            places[matched[i]] = place
            rows_at[place[0]] = rows_at.get(place[0], 0) + 1
    return {sno: (a, max(b, a + rows_at[a] - 1)) for sno, (a, b) in places.items()}


@dataclass
class _Comparison:
    """One published table against our standings: what is compared with, and what comparing found."""

    published: Published
    matched: Mapping[int, int]
    """Published row index -> starting number."""
    editions: list[Rules]
    """Ours first."""
    by_edition: dict[Rules, Standings]
    values: dict[Rules, dict[str, dict[int, Fraction | None]]]
    """Per edition, code, starting number: our value (of the ranking's list and of every reading)."""
    ranks: dict[int, tuple[int, int]]
    """The published places (first and last rank: a shared place spans several), by starting number."""
    records: dict[int, tuple[dict[str, int], int]]
    """A team ranking's match records, ours (:func:`_match_records`)."""
    decimals: list[int]
    """The precision of each published tie-break column."""
    points_decimals: int
    notes: list[Diagnostic]
    cells: list[CellCheck] = field(default_factory=list)
    shared_noted: set[tuple[int, int]] = field(default_factory=set)
    """The shared places already noted (first and last rank)."""
    points_code: str | None = None
    """The score the points column holds where it is not the one ranked on (a team ranking whose places
    follow its ``MP`` column, its points column the game points: ``GPTS``), else None."""

    @property
    def primary(self) -> Rules:
        return self.editions[0]

    @property
    def ours(self) -> Standings:
        return self.by_edition[self.primary]

    def check_record(self, row: PublishedRow, sno: int, me: Row) -> int:
        """Compare a team's match record (``Games + = -``) with its matches; how many values were
        compared (a cell that is not a number is noted and left unchecked)."""
        compared = 0
        for heading, entry in row.record:
            what = match_record(heading) or "played"
            count = published_int(entry.text)
            if count is None:
                self.notes.append(
                    Diagnostic(
                        Severity.WARNING,
                        f"{entry.text!r} is not a number of matches: not checked",
                        self.published.source,
                        entry.line,
                        entry.column,
                    )
                )
                continue
            compared += 1
            counts, byes = self.records[sno]
            if count != counts[what]:
                because = f"{counts[what]} {_RECORD_WORDS[what]} against a team (forfeited matches included)"
                if byes:
                    because += f"; its {byes} bye(s) are not counted as matches"
                self.cells.append(
                    CellCheck(
                        sno,
                        me.name,
                        heading,
                        "",
                        entry.text,
                        str(counts[what]),
                        "differs",
                        (),
                        because,
                        entry.line,
                        entry.column,
                    )
                )
        return compared

    def check_rank(self, row: PublishedRow, sno: int, me: Row) -> None:
        """Compare the published place with ours (:func:`rank_agrees`): a place shared by design, ours
        or the publisher's, agrees with every rank inside it, noted once per place; any other rank that
        is not ours differs (or agrees under another edition)."""
        if row.rank is None or sno not in self.ranks:
            return
        place = self.ranks[sno]
        verdict = rank_agrees(place, self.by_edition[self.primary], sno)
        if verdict == "shared":
            self._note_shared_place(place, _our_place(self.ours, me), row.rank)
        elif verdict == "differs":
            fits = tuple(
                r.value for r in self.editions if rank_agrees(place, self.by_edition[r], sno) != "differs"
            )
            self.cells.append(
                CellCheck(
                    sno,
                    me.name,
                    "Rank",
                    "",
                    row.rank.text,
                    str(me.rank),
                    "other edition" if fits else "differs",
                    fits,
                    _rank_reason(self.ours, me, {k: v[0] for k, v in self.ranks.items()}),
                    row.rank.line,
                    row.rank.column,
                )
            )

    def _note_shared_place(self, published: tuple[int, int], ours: tuple[int, int], at: Value) -> None:
        """Note (once per place) that a published place and ours agree as a shared place."""
        key = (min(published[0], ours[0]), max(published[1], ours[1]))
        if key in self.shared_noted:
            return
        self.shared_noted.add(key)
        if ours[1] > ours[0]:
            what = (
                f"ranks {ours[0]}-{ours[1]} are one shared place here (equal on points and on every "
                "tie-break of the list): the published order within it comes from a criterion the "
                "table does not show, and is taken as agreeing"
            )
        else:
            what = (
                f"ranks {published[0]}-{published[1]} are one place shared in the table: the order "
                "we give within it comes from the list, and is taken as agreeing"
            )
        self.notes.append(Diagnostic(Severity.INFO, what, self.published.source, at.line, at.column))

    def check_points(self, row: PublishedRow, sno: int, me: Row) -> None:
        """Compare the published points (at the column's precision) with the score the event ranks on."""
        if row.points is None:
            return
        got = published_number(row.points.text)
        ours = self.ours
        code = self.points_code or ("PTS" if not ours.team else ours.points_code)
        value = me.points if self.points_code is None else self.values[self.primary][code].get(sno)
        if (
            got is not None
            and value is not None
            and not agrees(value, got[0], max(got[1], self.points_decimals))
        ):
            self.cells.append(
                CellCheck(
                    sno,
                    me.name,
                    "Pts",
                    code,
                    row.points.text,
                    format_value(value),
                    "differs",
                    (),
                    "points from the results of the event"
                    if not ours.team
                    else f"{code} from the matches of the event",
                    row.points.line,
                    row.points.column,
                )
            )

    def _explained(self, sno: int, code: str) -> Explanation | None:
        """How our value of ``code`` for ``sno`` was made (None for a code outside the ranking's list)."""
        ours = self.ours
        index = next((j for j, s in enumerate(ours.specs) if s.canonical == code), None)
        return explain_value(ours, sno, index) if index is not None else None

    def _verdict(
        self, r: Rules, k: int, code: str, criterion: Criterion, cell: Value | None, sno: int
    ) -> bool | None:
        """Whether one published value agrees with ours under edition ``r`` (None: not a number); a
        Direct Encounter published 0 where it leaves the player's group tied agrees."""
        computed = self.values[r][code].get(sno)
        return _cell_verdict(cell, computed, criterion, self.decimals[k], self.by_edition[r], code, sno)

    def check_value(
        self, k: int, code: str, criterion: Criterion, row: PublishedRow, sno: int
    ) -> dict[str, bool | None] | None:
        """Compare one published tie-break value with ours (of ``code``, naming ``criterion``) under
        every edition: the verdict per edition, or None (with a note for text that is not a number)
        where nothing was compared."""
        cell = row.values[k]
        verdicts = {r.value: self._verdict(r, k, code, criterion, cell, sno) for r in self.editions}
        if verdicts[self.primary.value] is None:
            if cell is not None:
                self.notes.append(
                    Diagnostic(
                        Severity.WARNING,
                        f"{cell.text!r} is not a number: not checked",
                        self.published.source,
                        cell.line,
                        cell.column,
                    )
                )
            return None
        assert cell is not None
        if verdicts[self.primary.value]:
            status = "agrees"
        else:
            status = "other edition" if any(verdicts.values()) else "differs"
        fits = tuple(r for r, ok in verdicts.items() if ok)
        detail = self._explained(sno, code) if status != "agrees" else None
        self.cells.append(
            CellCheck(
                sno,
                self.ours.row(sno).name,
                self.published.columns[k].heading,
                code,
                cell.text,
                format_value(self.values[self.primary][code].get(sno), "-"),
                status,
                fits,
                detail.summary if detail is not None else "",
                cell.line,
                cell.column,
                detail,
            )
        )
        return verdicts

    def check_rows(self) -> int:
        """Per published row, compare the match record, the rank and the points; how many match-record
        values were compared."""
        compared = 0
        for i, row in enumerate(self.published.rows):
            sno = self.matched[i]
            me = self.ours.row(sno)
            compared += self.check_record(row, sno, me)
            self.check_rank(row, sno, me)
            self.check_points(row, sno, me)
        return compared

    def check_column(self, k: int, code: str) -> ColumnSummary:
        """Compare each value of tie-break column ``k`` (checked as ``code``); per edition, how many
        agree, and the edition under which all do."""
        col = self.published.columns[k]
        counts = dict.fromkeys((r.value for r in self.editions), 0)
        total = 0
        criterion = _criterion(code)
        for i, row in enumerate(self.published.rows):
            verdicts = self.check_value(k, code, criterion, row, self.matched[i])
            if verdicts is None:
                continue
            total += 1
            for r, ok in verdicts.items():
                counts[r] += bool(ok)
        full = [r for r, n in counts.items() if n == total and total]
        return ColumnSummary(
            col.heading,
            code,
            col.label,
            tuple(counts.items()),
            total,
            full[0] if full else None,
            col.named_by,
        )


def _team_points(
    t: Tournament,
    published: Published,
    matched: Mapping[int, int],
    chosen: Sequence[str | None],
    tiebreaks: str | Sequence[str] | None,
    options: Options,
    notes: list[Diagnostic],
) -> str | None:
    """The score a team ranking's points column holds, read by its values: ``GPTS`` for a table ranked on
    game points (match points then a tie-break column), ``MPTS`` for match points; None when the
    ranking's list is given, the values do not tell, or the first column read names that score."""
    first_points = next((row.points for row in published.rows if row.points is not None), None)
    if not t.is_team_event or first_points is None or tiebreaks is not None:
        return None
    if t.team_info is not None and t.team_info.match_points_only:
        return None  # no game points to rank on: the column is read as match points
    s = compute_standings(t, ["MPTS", "GPTS"], options)
    mp = {r.sno: r.points for r in s.rows}
    gp = {r.sno: r.values[0] for r in s.rows}
    decimals = column_decimals(row.points for row in published.rows)
    counts = {"MPTS": 0, "GPTS": 0}
    for i, row in enumerate(published.rows):
        got = published_number(row.points.text) if row.points is not None else None
        if got is not None:
            sno = matched[i]
            counts["MPTS"] += agrees(mp[sno], got[0], max(got[1], decimals))
            counts["GPTS"] += agrees(gp[sno], got[0], max(got[1], decimals))
    score, other = ("GPTS", "MPTS") if counts["GPTS"] > counts["MPTS"] else ("MPTS", "GPTS")
    if counts["MPTS"] == counts["GPTS"] or next((c for c in chosen if c is not None), None) == score:
        return None
    words = "game points" if score == "GPTS" else "match points"
    notes.append(
        Diagnostic(
            Severity.INFO,
            f"the points column holds {words} ({counts[score]} values agree "
            f"with {score}, {counts[other]} with {other}): the table ranks on {score}, then "
            "its tie-break columns",
            published.source,
            first_points.line,
            first_points.column,
        )
    )
    return score


_SCORES = ("MPTS", "GPTS")


def _follows(published: Published, values: Sequence[Value | None]) -> bool | None:
    """Whether the published places follow ``values`` (one per row: never higher below a higher place);
    None when fewer than three rows are placed or a value is no number."""
    ranked = sorted(
        (place, i)
        for i, r in enumerate(published.rows)
        if r.rank is not None and (place := published_place(r.rank.text)) is not None
    )
    got = [published_number(v.text) if (v := values[i]) is not None else None for _, i in ranked]
    nums = [g[0] for g in got if g is not None]
    if len(ranked) < 3 or len(nums) != len(got):
        return None
    return all(a >= b for a, b in itertools.pairwise(nums))


def _points_beside_places(
    published: Published, chosen: Sequence[str | None], notes: list[Diagnostic]
) -> str | None:
    """``GPTS`` for a team ranking whose points column holds the game points but whose places follow its
    match-points column (Swiss-Manager's ``MP | Pts.``: ranked on MP, then the game points), with a note;
    None when the places follow the points column, or no such column."""
    if _follows(published, [row.points for row in published.rows]) is not False:
        return None
    k = next(
        (
            k
            for k, code in enumerate(chosen)
            if code == "MPTS" and _follows(published, [row.values[k] for row in published.rows])
        ),
        None,
    )
    if k is None:
        return None
    column = published.columns[k]
    notes.append(
        Diagnostic(
            Severity.INFO,
            f"the points column holds game points but the places follow column {column.heading!r} (MPTS): "
            "the table ranks on match points, then on the game points",
            published.source,
            column.line,
            column.column,
        )
    )
    return "GPTS"


def _lead_by_places(
    published: Published, chosen: Sequence[str | None], notes: list[Diagnostic]
) -> str | None:
    """The score a team ranking ranks on when its places follow a score column that is not its first
    (game points printed before match points: a Belgian club's ``bp`` then ``mp``, ranked by ``mp``):
    that column's code, with a note; None otherwise."""
    if not published.team:
        return None
    scores = [k for k, code in enumerate(chosen) if code in _SCORES]
    placed = sum(1 for r in published.rows if r.rank is not None and published_place(r.rank.text) is not None)
    if len(scores) < 2 or placed < 3:
        return None

    def follows(k: int) -> bool:
        return bool(_follows(published, [row.values[k] for row in published.rows]))

    if follows(scores[0]):
        return None
    k = next((k for k in scores[1:] if follows(k)), None)
    if k is None:
        return None
    column, first = published.columns[k], published.columns[scores[0]]
    notes.append(
        Diagnostic(
            Severity.INFO,
            f"the places follow column {column.heading!r} ({chosen[k]}), not {first.heading!r} printed "
            f"before it: the table ranks on {chosen[k]}",
            published.source,
            column.line,
            column.column,
        )
    )
    return chosen[k]


def _note_points_code(ours: Standings, published: Published, notes: list[Diagnostic]) -> None:
    """For a team ranking, note which score the points column is read as."""
    first_points = next((row.points for row in published.rows if row.points is not None), None)
    if ours.team and first_points is not None:
        notes.append(
            Diagnostic(
                Severity.INFO,
                f"the points column is read as {ours.points_code}, the score "
                "the ranking ranks on (a column headed MPTS or GPTS names its score)",
                published.source,
                first_points.line,
                first_points.column,
            )
        )


def check_published(
    t: Tournament,
    published: Published,
    *,
    tiebreaks: str | Sequence[str] | None = None,
    options: Options | None = None,
) -> CheckReport:
    """Compare a published ranking with ours (see the module's docstring).

    ``tiebreaks``: the list to rank with (default: the published columns in their order, else the
    event's list). ``options.rules``: our edition (default: from the event's date); every other edition
    is tried for the values that differ.

    The steps: match the rows to competitors (:func:`_match`), choose the reading of each column
    (:func:`_choose_code`), rank under every edition, then per row compare the match record, the rank
    and the points, and per column each tie-break value (:class:`_Comparison`).

    :raises ParseError: for a published row whose player is not in the event (or is on two rows).
    """
    options = options or Options()
    _check_kind(t, published)
    published, byes = _without_bye_rows(t, published)
    matched, notes = _match(t, published)
    notes = [*published.diagnostics, *byes, *notes]
    published = _event_places(t, published, matched, notes)
    if options.after_round is None and t.ranked_after is not None and t.ranked_after < t.rounds:
        options = replace(options, after_round=t.ranked_after)
        notes.append(
            Diagnostic(
                Severity.INFO,
                f"the published ranking stands after round {t.ranked_after} of the {t.rounds} the input "
                f"gives: compared as of that round (--after-round {t.ranked_after})",
                t.source,
            )
        )
    published = _computable(t, published, notes)
    editions = _editions(t, tiebreaks, options)
    probe = _probe(t, published, editions, options)
    decimals = [
        column_decimals(row.values[k] for row in published.rows) for k in range(len(published.columns))
    ]
    chosen = [
        _choose_code(published, k, matched, probe, editions, decimals[k], notes)
        for k in range(len(published.columns))
    ]
    lead = _team_points(t, published, matched, chosen, tiebreaks, options, notes)
    points_code = _points_beside_places(published, chosen, notes) if lead == "GPTS" else None
    if points_code is not None:  # ranked on its MP column, then the game points its points column holds
        lead = "MPTS"
    if lead is None and tiebreaks is None:
        lead = _lead_by_places(published, chosen, notes)
    ranked_by: list[str | None] = [
        code if col.ranks else None for col, code in zip(published.columns, chosen, strict=True)
    ]
    if points_code is not None:
        ranked_by.insert(0, points_code)
    declared = declared_ranking(published, chosen) if tiebreaks is None and lead is None else None
    if declared is not None:  # the page's own list, with the tie-breaks it does not print
        ranked_by = list(declared)
        pairs = zip(published.declared, declared, strict=True)
        said = ", ".join(f"{item} ({code})" for (item, _), code in pairs)
        notes.append(
            Diagnostic(
                Severity.INFO, f"ranked by the page's own list of tie-breaks: {said}", published.source
            )
        )
    by_edition = _rank_all(t, tiebreaks, ranked_by, editions, options, lead)
    values = {r: {**probe.get(r, {}), **_values(s)} for r, s in by_edition.items()}
    places = _published_ranks(published, matched)
    notes.extend(_places_by_number(published, matched, places))
    scores = {
        r: _agreement(published, matched, places, chosen, decimals, by_edition[r], values[r])
        for r in editions
    }
    editions = _best_first(editions, scores, options.rules is not None)
    _note_points_code(by_edition[editions[0]], published, notes)
    if tiebreaks is not None:  # a list asked for: a criterion of it that decides nothing is said
        notes.extend(_criteria_without_values(by_edition[editions[0]], published))
    c = _Comparison(
        published,
        matched,
        editions,
        by_edition,
        values,
        places,
        _records_to_check(t, published, options),
        decimals,
        column_decimals(row.points for row in published.rows),
        notes,
        points_code=points_code,
    )
    record_count = c.check_rows()
    notes[:0] = _later_state(published, matched, c.records)
    summaries = [c.check_column(k, code) for k, code in enumerate(chosen) if code is not None]
    notes.extend(_read_as_best(published, chosen, summaries))
    points = sum(1 for row in published.rows if row.points is not None and published_number(row.points.text))
    notes.extend(_totals_not_numbers(published))
    return CheckReport(
        c.primary,
        tuple(s.canonical for s in c.ours.specs),
        tuple(c.cells),
        tuple(summaries),
        tuple(notes),
        (len(c.ranks), points, sum(s.total for s in summaries)),
        record_count,
        tuple(EditionAgreement(r.value, *scores[r]) for r in editions),
        c.ours.points_code if c.ours.team else "",
        "asked" if options.rules is not None else "agreement",
        options.after_round if options.after_round is not None and options.after_round < t.rounds else None,
    )


def _totals_not_numbers(published: Published) -> list[Diagnostic]:
    """A warning naming the published totals that are no number (``0.5+``: a club's mark for games still
    to play), which are not compared."""
    odd = [
        row.points
        for row in published.rows
        if row.points is not None
        and row.points.text.strip() not in ("", "-", "–", "—", "*")  # no total given
        and published_number(row.points.text) is None
    ]
    if not odd:
        return []
    shown = ", ".join(repr(v.text.strip()) for v in odd[:3]) + (", …" if len(odd) > 3 else "")
    return [
        Diagnostic(
            Severity.WARNING,
            f"{len(odd)} published total(s) are no number ({shown}): not compared",
            published.source,
            odd[0].line,
            odd[0].column,
        )
    ]


def _criteria_without_values(ours: Standings, published: Published) -> list[Diagnostic]:
    """A warning for each criterion of the list asked for that decides nothing (dropped, or unknown for
    every player: a rating criterion of an event with unrated players, a colour criterion without
    colours): the published places it would have decided are compared as places shared, so "all agree"
    says nothing of them (before: said in a note of the JSON answer only)."""
    return [
        Diagnostic(
            Severity.WARNING,
            f"{w}: the published places it would decide are compared as places shared",
            published.source,
        )
        for w in ours.warnings
        if "dropped because" in str(w) or "unknown for every" in str(w)
    ]


_MIN_TIED_GROUPS = 3
"""Groups of equal points, at least, whose places all follow the starting numbers before it is said."""


def _places_by_number(
    published: Published, matched: Mapping[int, int], places: Mapping[int, tuple[int, int]]
) -> list[Diagnostic]:
    """A note when a table without tie-break columns places every group of equal points in the order of
    the starting numbers (a pairing program's file written before any tie-break, such as a TRF's rank
    field): the places that differ inside equal points are that order, not a tie-break's."""
    if any(c.codes for c in published.columns):
        return []
    groups: dict[Fraction, list[tuple[int, int]]] = {}
    for i, row in enumerate(published.rows):
        points = published_number(row.points.text) if row.points is not None else None
        sno = matched.get(i)
        if points is not None and sno is not None and sno in places:
            groups.setdefault(points[0], []).append((places[sno][0], sno))
    # a group whose players all share one place is in no order
    tied = [sorted(g) for g in groups.values() if len({place for place, _ in g}) >= 2]
    if len(tied) < _MIN_TIED_GROUPS or any(a[1] > b[1] for g in tied for a, b in itertools.pairwise(g)):
        return []
    return [
        Diagnostic(
            Severity.WARNING,
            f"the published places order each of the {len(tied)} groups of equal points by starting number "
            "(no tie-break applied: a pairing program's file written before the tie-breaks, or a list sorted "
            "so): places that differ inside equal points are that order, not a tie-break's",
            published.source,
            published.rows[0].line if published.rows else None,
            1,
        )
    ]


def _read_as_best(
    published: Published, chosen: Sequence[str | None], summaries: Sequence[ColumnSummary]
) -> list[Diagnostic]:
    """A warning for each column read by its values (no annotation line names it): the code it was read
    as and how many of its values agree, under the edition with most, as its column line counts them."""
    checked = iter(summaries)
    out = []
    for col, code in zip(published.columns, chosen, strict=True):
        summary = next(checked) if code is not None else None
        if summary is None or col.named_by != "content":
            continue
        n = max((count for _, count in summary.agree), default=0)
        out.append(
            Diagnostic(
                Severity.WARNING,
                _READ_AS_BEST(
                    heading=repr(col.heading), code=code, n=n, total=summary.total, key=col.heading.strip()
                ),
                published.source,
                col.line,
                col.column,
            )
        )
    return out


def _computable(t: Tournament, published: Published, notes: list[Diagnostic]) -> Published:
    """The published ranking with the codes its columns may name that the event cannot compute left out
    (a team event read from a crosstable of match results or of match points: criteria of the boards or
    of game points, :func:`~tiebreak.teams.matches.needs_boards`); a column left with none is not
    checked, with a warning saying why."""
    from ..teams.matches import needs_boards

    if not needs_boards(t, [c for col in published.columns for c in col.codes]):
        return published
    columns = []
    for col in published.columns:
        kept = tuple(c for c in col.codes if not needs_boards(t, [c]))
        if col.codes and not kept:
            notes.append(
                Diagnostic(
                    Severity.WARNING,
                    NOT_CHECKED(
                        heading=repr(col.heading),
                        what=needs_boards(t, list(col.codes)),
                        key=col.heading.strip(),
                    ),
                    published.source,
                    col.line,
                    col.column,
                )
            )
        columns.append(replace(col, codes=kept))
    return replace(published, columns=tuple(columns))


def _criterion(code: str) -> Criterion:
    """The criterion a column's code names (a code of the catalogue: ranked with already)."""
    return parse_code(code).criterion


def _zero_for_none(criterion: Criterion | None) -> bool:
    """Whether a publisher prints 0 where the criterion has no value (the criterion says: Direct
    Encounter, of players or of teams, C.07 6, 13.3, with any modifier, where it decides nothing)."""
    return criterion is not None and criterion.published_zero


def _published_zero(cell: Value | None, criterion: Criterion | None) -> bool:
    """Whether a published cell is 0 in a column of a criterion published as 0 where it decides nothing
    (Direct Encounter: :func:`_zero_for_none`)."""
    if cell is None or not _zero_for_none(criterion):
        return False
    got = published_number(cell.text)
    return got is not None and got[0] == 0


def _cell_verdict(
    cell: Value | None,
    computed: Fraction | None,
    criterion: Criterion,
    decimals: int,
    s: Standings,
    code: str,
    sno: int,
) -> bool | None:
    """Whether one published value agrees with ours (:func:`_agrees_cell`; None: not a number), ranked
    as ``s``: a Direct Encounter published 0 where it leaves the player's group tied agrees."""
    got = _agrees_cell(cell, computed, criterion, decimals)
    if got is False and _published_zero(cell, criterion):
        return _decides_nothing(s, code, sno)
    return got


def _decides_nothing(s: Standings, code: str, sno: int) -> bool:
    """Whether ``code`` left the player's tied group as tied as it found it: no split of the ranking by
    it parted the player from anyone (Swiss-Manager then prints Direct Encounter as 0: three players
    who met each other and scored 1 each; a Swiss group whose players did not all meet, art. 6.3)."""
    j = next((i for i, spec in enumerate(s.specs) if spec.canonical == code), None)
    if j is None:
        return False
    me = s.row(sno)
    tied = any(r.sno != sno and r.points == me.points and r.values[:j] == me.values[:j] for r in s.rows)
    parted = any(sp.criterion == j and me.competitor in sp.members and len(sp.parts) > 1 for sp in s.splits)
    return tied and not parted


def _agrees_cell(
    cell: Value | None, computed: Fraction | None, criterion: Criterion | None = None, decimals: int = 0
) -> bool | None:
    """Whether a published cell agrees with a computed value of ``criterion``, at the column's
    precision ``decimals`` (at least the cell's own); None when the cell holds no number. Direct
    Encounter not applied (nobody tied) is published as 0."""
    if cell is None:
        return None
    got = published_number(cell.text)
    if got is None:
        # a dash: the publisher has no value (no tie to break, no game to average) where we have none
        # (Direct Encounter that decides nothing is 0 here, as a publisher's 0 is taken for "none")
        if clean(cell.text).strip() not in NO_VALUE:
            return None
        return computed is None or (_zero_for_none(criterion) and computed == 0)
    if computed is None and (
        _zero_for_none(criterion) or (criterion is not None and criterion.zero_when_unknown)
    ):
        computed = Fraction(0)  # a publisher's 0 for none (Direct Encounter; a performance of no rated game)
    return agrees(computed, got[0], max(got[1], decimals))
