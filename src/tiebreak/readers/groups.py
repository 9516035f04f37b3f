"""Several events on one page: groups of players who play only among themselves.

A club's page may publish a day of small round robins (SG NARVA Berlin's Kleeblatt quads: a dozen
groups of four, each with its ranking and three pairing lists) or the sections of an open one after
another. Each group is an event; read together they would make one event of players who never met, with
one ranking for all. This module tells the groups apart by what the tables hold, not by the page's
markup: the players of one pairing list belong to one event, and lists that share a player belong to the
same event, so the groups are the connected parts of "appear in the same list". A ranking belongs to
the group whose players it names.

:func:`page_groups` finds them; :func:`read_page_group` reads the one the user chose
(``--columns table=N``, any table of the group, as the tables are numbered in the message) or, when
none is chosen, the first, with a warning that names every group and how to choose another. A page
whose lists make one group is left to the usual reading.

>>> from tiebreak.readers.assemble import Table, classify
>>> rows = lambda *pairs: [["Brett", "Weiß", "Schwarz", "Ergebnis"]] + [
...     [str(k), a, b, r] for k, (a, b, r) in enumerate(pairs, start=1)]
>>> lists = [classify(Table.of(rows(("Abel, A", "Bode, B", "1:0")), caption="Runde 1", index=0)),
...          classify(Table.of(rows(("Cron, C", "Dorn, D", "0:1")), caption="Runde 1", index=1))]
>>> [[c.table.index for c in g.tables] for g in page_groups([c for c in lists if c is not None])]
[[0], [1]]
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..model.errors import Diagnostic, ParseError, Severity
from ..model.messages import Hint, Message, Option, Template
from ..model.tournament import Tournament
from ._options import ReadOptions
from .assemble import Classified, Kind, assemble, page_classified, round_in_text
from .assemble import _is_name as is_name
from .assemble import _key as name_key

if TYPE_CHECKING:
    from .webpage import Page

__all__ = [
    "GROUP_READ",
    "GROUP_READ_IN_FILES",
    "NO_SUCH_GROUP",
    "ONE_GROUP",
    "SEVERAL",
    "EventChoice",
    "Group",
    "PageGroup",
    "choose_event",
    "files_group",
    "group_ranking_lines",
    "list_page_groups",
    "listed_events",
    "page_groups",
    "read_page_group",
]


@dataclass(frozen=True)
class Group:
    """One event of a page: its pairing lists and its ranking (when the page has one), in page order."""

    tables: tuple[Classified, ...]
    players: int
    """How many players its lists name."""
    label: str = ""
    """What the page calls it: the heading above its first table (``Gruppe Steinitz``), else empty."""

    def first(self) -> int:
        return min(c.table.index for c in self.tables)


def _names(c: Classified) -> set[str]:
    """The players a table names (their name keys): both sides of a pairing list, a ranking's names."""
    roles = ("white.name", "black.name") if c.kind is Kind.PAIRINGS else ("name",)
    start = 0 if c.header is None else c.header + 1
    heads = [x.text for x in c.table.rows[c.header]] if c.header is not None else []
    out = set()
    for row in c.table.rows[start:]:
        for role in roles:
            k = c.columns.get(role)
            if k is not None and k < len(heads) and k < len(row) and row[k].text == heads[k]:
                continue  # the header again, above each round's boards (SWAR's list of every round)
            if k is not None and k < len(row) and is_name(row[k].text):  # not a bye ("spielfrei")
                key = name_key(row[k].text)
                if len(key) >= 2:
                    out.add(key)
    return out


def page_groups(classified: Sequence[Classified]) -> list[Group]:
    """The events of a page's classified tables: pairing lists joined when they share a player, each
    group with the ranking that names its players (the one naming most of them; none when no ranking
    names half of them). Groups in the order of their first table; one group when every list is of one
    event. Linear in the cells (a union of sets by a find over the lists)."""
    lists = [c for c in classified if c.kind is Kind.PAIRINGS]
    parent = list(range(len(lists)))

    def find(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    owner: dict[str, int] = {}
    names = [_names(c) for c in lists]
    for k, keys in enumerate(names):
        for key in keys:
            other = owner.setdefault(key, k)
            if find(other) != find(k):
                parent[find(other)] = find(k)
    members: dict[int, list[int]] = {}
    for k in range(len(lists)):
        members.setdefault(find(k), []).append(k)
    groups = [(sorted(ks), set().union(*(names[k] for k in ks))) for ks in members.values()]
    rankings = [(c, _names(c)) for c in classified if c.kind is Kind.RANKING]
    out = []
    for ks, players in groups:
        best = max(rankings, key=lambda r: len(r[1] & players), default=None)
        tables = [lists[k] for k in ks]
        if best is not None and 2 * len(best[1] & players) >= len(players):
            tables.append(best[0])
        tables.sort(key=lambda c: c.table.index)
        out.append(Group(tuple(tables), len(players)))
    out.sort(key=Group.first)
    return out


_HEADING = re.compile(r"<h[1-6]\b[^>]*>(.*?)</h[1-6]\s*>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]*>")


def _label(lines: Sequence[str], after: int, first: Classified) -> str:
    """The heading that names a group: the last heading between the table before the group (ending on
    line ``after``) and its first table that is not that table's own caption nor a round's name."""
    text = "\n".join(lines[after : first.table.line - 1])
    found = [" ".join(_TAG.sub(" ", h).split()) for h in _HEADING.findall(text)]
    said = [h for h in found if h and h != first.table.caption and round_in_text(h) is None]
    return said[-1][:80] if said else ""


def _labelled(groups: list[Group], every: Sequence[Classified | None], text: str) -> list[Group]:
    lines = text.split("\n")
    ends = sorted(
        (c.table.index, c.table.rows[-1][-1].line if c.table.rows and c.table.rows[-1] else c.table.line)
        for c in every
        if c is not None
    )
    rankings = sorted(c.table.line for g in groups for c in g.tables if c.kind is Kind.RANKING)
    out = []
    for g in groups:
        first = min(g.tables, key=lambda c: c.table.index)
        after = max((end for index, end in ends if index < first.table.index), default=0)
        label = _label(lines, after, first)
        ranking = next((c for c in g.tables if c.kind is Kind.RANKING), None)
        if ranking is not None:  # the heading above its ranking, after the ranking before it (a section's)
            before = max((line for line in rankings if line < ranking.table.line), default=0)
            label = _label(lines, before, ranking) or label
        out.append(Group(g.tables, g.players, label))
    return out


SEVERAL = Template(
    "input.several-groups",
    "this page holds {count} events, groups of players who meet only among themselves ({groups}): "
    "{which}{how}",
    how=(Hint(Option.COLUMNS, "; name another {using} group=N (its number or its name)"),),
)
GROUP_READ = Template(
    "input.group-read",
    "event {k} of {count} on this page{label}: its {tables} table(s) only{how}",
    how=(Hint(Option.COLUMNS, " (another: {using} group=N)"),),
)
"""The note of the event read of a page that holds several (its code tells a front end to list them)."""
NO_SUCH_GROUP = Template(
    "input.no-such-group",
    "group {group!r} names {found} of the {count} events of this page ({groups}){how}",
    how=(Hint(Option.COLUMNS, ": name one by its number or its name {using} group=N"),),
)
ONE_GROUP = Template(
    "input.one-group",
    "group {group!r}: this input holds no several events to choose from (a page whose pairing lists "
    "make groups of players who meet only among themselves)",
)
"""A group chosen (``group=``) where the input is read as one event (:func:`tiebreak.readers.read_text`)."""
_NOT_IN_GROUP = Template(
    "input.table-in-no-group",
    "table {table} is of none of the {count} events of this page ({groups}){how}",
    how=(Hint(Option.COLUMNS, ": name a table of one of them {using} table=N"),),
)


def _listed(groups: Sequence[Group], number: dict[int, int], read: Group | None) -> str:
    out = []
    for k, g in enumerate(groups, start=1):
        tables = sorted(number.get(c.table.index, c.table.index + 1) for c in g.tables)
        span = f"table {tables[0]}" if len(tables) == 1 else f"tables {tables[0]}-{tables[-1]}"
        label = f" {g.label!r}" if g.label else ""
        out.append(f"{k}{label}: {span}, {g.players} players{', read' if g is read else ''}")
    return "; ".join(out)


@dataclass(frozen=True)
class _Choice:
    groups: list[Group]
    chosen: Group
    number: dict[int, int]
    """A table's index among the page's tables -> its number as the messages give it."""
    title: str
    chosen_by_user: bool


def _choose(
    text: str,
    source: str | None,
    options: ReadOptions,
    page: Page | None = None,
    every: Sequence[Classified | None] | None = None,
) -> _Choice | None:
    """The page's groups and the one to read (see :func:`read_page_group`); None for one group or none."""
    from .tables import page_tables
    from .webpage import parse_page

    choice = options.columns
    if choice is not None and choice.columns:
        return None
    page = parse_page(text, source) if page is None else page
    if every is None:
        every = page_classified(page, source)
    groups = page_groups([c for c in every if c is not None])
    if len(groups) < 2:
        return None
    groups = _labelled(groups, every, text)
    found = {(t.line, t.column): k for k, t in enumerate(page_tables(text, page, source=source), start=1)}
    number = {
        t.index: found.get((t.line, t.column), t.index + 1)
        for t in (c.table for g in groups for c in g.tables)
    }
    if choice is not None and choice.group is not None:
        return _Choice(groups, _named(groups, choice.group, number, source), number, page.title, True)
    if choice is None or choice.table is None:
        return _Choice(groups, groups[0], number, page.title, False)
    chosen = next((g for g in groups if any(number[c.table.index] == choice.table for c in g.tables)), None)
    if chosen is None:
        raise ParseError(
            _NOT_IN_GROUP(table=choice.table, count=len(groups), groups=_listed(groups, number, None)),
            source=source,
        )
    return _Choice(groups, chosen, number, page.title, True)


def matching(wanted: str, labels: Sequence[str]) -> list[int]:
    """The places (0-based) of the events ``group=`` names among those labelled so: by its number in
    the list (``3``), else by its label, whole (``Gruppe Steinitz``) or by words of it (``Steinitz``),
    case aside.

    >>> grades = ["A Grade", "B Grade"]
    >>> matching("2", grades), matching("b", grades), matching("Grade", grades), matching("3", grades)
    ([1], [1], [0, 1], [])
    """
    key = wanted.casefold()
    if key.isdecimal():
        return [int(key) - 1] if 1 <= int(key) <= len(labels) else []
    return [k for k, label in enumerate(labels) if label.casefold() == key] or [
        k for k, label in enumerate(labels) if re.search(rf"(?<!\w){re.escape(key)}(?!\w)", label.casefold())
    ]


@dataclass(frozen=True)
class EventChoice:
    """The event read of an input that holds several (a text of grids, a text of group tables): its
    place, the note that says so and, when none was chosen, the warning naming them all."""

    index: int
    """0-based, among the events listed."""
    read: Message
    several: Message | None


def choose_event(
    wanted: str | None, labels: Sequence[str], listed: str, source: str | None, players: Sequence[int]
) -> EventChoice:
    """The event ``group=`` (``wanted``) names among events labelled ``labels`` and described in
    ``listed`` (:func:`matching`), else the first; ``players``: how many each has (the note of the event
    read lists them, ``events``, for a front end to offer the others: :func:`listed_events`).

    :raises ParseError: when the choice names none of them, or several."""
    k = 0
    if wanted is not None:
        found = matching(wanted, labels)
        if len(found) != 1:
            count = str(len(found)) if found else "none"
            raise ParseError(
                NO_SUCH_GROUP(group=wanted, found=count, count=len(labels), groups=listed), source=source
            )
        k = found[0]
    several = None
    if wanted is None:
        which = f"the first{' (' + repr(labels[0]) + ')' if labels[0] else ''} is read"
        several = SEVERAL(count=len(labels), groups=listed, which=which)
    label = f" ({labels[k]!r})" if labels[k] else ""
    events = tuple(zip(labels, players, strict=True))
    return EventChoice(
        k, GROUP_READ(k=k + 1, count=len(labels), label=label, tables=1, events=events), several
    )


def listed_events(read: Message) -> tuple[PageGroup, ...]:
    """The events of an input that holds several, from the note of the one read (:data:`GROUP_READ`, made
    by :func:`choose_event`: a text of grids or of group tables, a file of sections); empty for a note
    that does not list them (a web page's groups: :func:`list_page_groups`)."""
    events = read.params.get("events", ())
    chosen = int(read.params.get("k", 0))
    return tuple(
        PageGroup(n, str(label), int(players), (), n == chosen)
        for n, (label, players) in enumerate(events, start=1)
    )


def _named(groups: list[Group], wanted: str, number: dict[int, int], source: str | None) -> Group:
    """The group ``group=`` names: by its number in the page's list (``3``), else by its name, whole
    (``Gruppe Steinitz``) or by words of it (``Steinitz``), case aside.

    :raises ParseError: when it names none of them, or several."""
    found = [groups[k] for k in matching(wanted, [g.label for g in groups])]
    if len(found) == 1:
        return found[0]
    found_ = "none" if not found else f"{len(found)}"
    raise ParseError(
        NO_SUCH_GROUP(group=wanted, found=found_, count=len(groups), groups=_listed(groups, number, None)),
        source=source,
    )


@dataclass(frozen=True)
class PageGroup:
    """One event of a page that holds several, as the user chooses among them (``group=N``)."""

    number: int
    """Its place in the page's list (1-based): ``group=N`` names it."""
    label: str
    """What the page calls it (``Gruppe Steinitz``), else empty."""
    players: int
    tables: tuple[int, ...]
    """Its tables, numbered as the messages number a page's tables."""
    read: bool
    """Whether it is the group read with the options given."""


def list_page_groups(text: str, source: str | None, options: ReadOptions) -> tuple[PageGroup, ...]:
    """The events of a page whose pairing lists make several groups, the one read under ``options``
    marked; empty for any other input (one group, no web page, or columns named by the choice).

    :raises ParseError: when the choice names no group (as reading would)."""
    from ._builder import clean
    from .webpage import looks_like_html

    if not looks_like_html(text):
        return ()
    got = _choose(clean(text), source, options)
    if got is None:
        return ()
    return tuple(
        PageGroup(
            k,
            g.label,
            g.players,
            tuple(sorted(got.number.get(c.table.index, c.table.index + 1) for c in g.tables)),
            g is got.chosen,
        )
        for k, g in enumerate(got.groups, start=1)
    )


def read_page_group(
    text: str,
    source: str | None,
    options: ReadOptions,
    page: Page | None = None,
    every: Sequence[Classified | None] | None = None,
) -> Tournament | None:
    """The event of a page whose pairing lists make several groups (``text``: the page, cleaned; ``page``
    the same parsed and ``every`` its tables classified, when they are at hand): the
    group of the table ``--columns table=N`` names, else the first with a warning naming them all. None
    when the lists make one group or none (the page is then read as one event), or when the column
    choice names columns (a table read by its content).

    :raises ParseError: when the table chosen is of no group, or for what :func:`assemble` refuses in
        the group read.
    """
    got = _choose(text, source, options, page, every)
    if got is None:
        return None
    groups, chosen = got.groups, got.chosen
    page_title = "" if any(got.title == g.label for g in groups) else got.title  # a section's heading
    title = " – ".join(x for x in (page_title, chosen.label) if x)
    event = assemble(chosen.tables, options, name=title)
    return _with_notes(event, _group_notes(got, source))


def _group_notes(got: _Choice, source: str | None) -> list[Diagnostic]:
    """What reading one group of several says: which it is and, when none was chosen, a warning naming
    them all and how to choose another."""
    groups, chosen = got.groups, got.chosen
    first = chosen.tables[0].table
    said = Diagnostic(
        Severity.INFO,
        GROUP_READ(
            k=groups.index(chosen) + 1,
            count=len(groups),
            label=f" ({chosen.label!r})" if chosen.label else "",
            tables=len(chosen.tables),
        ),
        source,
        first.line,
        first.column,
    )
    if got.chosen_by_user:
        return [said]
    which = f"the first{' (' + repr(chosen.label) + ')' if chosen.label else ''} is read"
    several = SEVERAL(count=len(groups), groups=_listed(groups, got.number, chosen), which=which)
    return [said, Diagnostic(Severity.WARNING, several, source, first.line, first.column)]


def text_group(
    found: Sequence[Classified], source: str | None, options: ReadOptions
) -> tuple[list[Classified], list[Diagnostic]] | None:
    """Of the tables of a text (a page copied, its markup gone), those of the group to read when its
    pairing lists make several (as :func:`read_page_group` reads a page's): the one ``group=N`` names
    (its number), else the first, with the notes that say so; None when they make one group or none, or
    a table or columns are chosen."""
    choice = options.columns
    if choice is not None and (choice.columns or choice.table is not None):
        return None
    groups = page_groups(found)
    if len(groups) < 2:
        return None
    number = {c.table.index: c.table.index + 1 for g in groups for c in g.tables}
    by_user = choice is not None and choice.group is not None
    chosen = (
        _named(groups, choice.group, number, source) if choice is not None and choice.group else groups[0]
    )
    got = _Choice(groups, chosen, number, "", by_user)
    return list(chosen.tables), _group_notes(got, source)


GROUP_READ_IN_FILES = Template(
    "input.group-read-in-files",
    "event {k} of the {count} these inputs hold{label}: its {tables} table(s) only{how}",
    how=(Hint(Option.COLUMNS, " (another: {using} group=N)"),),
)
"""The note of the event read of several inputs whose lists make several (:func:`files_group`)."""
SEVERAL_IN_FILES = Template(
    "input.several-groups-in-files",
    "these inputs hold {count} events, groups of players who meet only among themselves ({groups}): "
    "{which}{how}",
    how=(Hint(Option.COLUMNS, "; name another {using} group=N"),),
)


def files_group(
    found: Sequence[Classified], options: ReadOptions, texts: Mapping[str, str]
) -> tuple[list[Classified], list[Diagnostic], str] | None:
    """Of the tables of several inputs given together (each round's page of an event of two groups, SWAR's
    ``A reeks`` and ``B reeks`` on every page), those of the group to read when their pairing lists make
    several (an input holding lists of two of them: inputs each of one group are one event whose names
    they write otherwise): the one ``group=N`` names (its number), else the first; its pairing lists and
    every ranking that names half its players or more (the last one is the event's: :func:`assemble`),
    in the order given; with the notes that say so and, for a group after the first, its name: the
    heading above its last ranking (else its first table) in its input (``texts``: each input's text by
    name), else empty. None when they make one group or none, or a table or columns are chosen.

    :raises ParseError: when ``group=`` names none of the groups."""
    choice = options.columns
    if choice is not None and (choice.columns or choice.table is not None):
        return None
    groups = page_groups(found)
    holding = [{c.table.source for c in g.tables if c.kind is Kind.PAIRINGS} for g in groups]
    if len(groups) < 2 or not any(a & b for a, b in itertools.combinations(holding, 2)):
        return None  # each input one group's: its names written otherwise from one input to the next
    place = {id(c): k for k, c in enumerate(found)}
    groups.sort(key=lambda g: min(place[id(c)] for c in g.tables))
    wanted = choice.group if choice is not None else None
    if wanted is not None and not (wanted.isdecimal() and 1 <= int(wanted) <= len(groups)):
        raise ParseError(
            f"group {wanted!r}: these inputs hold {len(groups)} events; name one by its number, 1 to "
            f"{len(groups)}",
            source=options.source,
        )
    k = int(wanted) - 1 if wanted is not None else 0
    chosen = groups[k]
    lists = {id(c) for c in chosen.tables if c.kind is Kind.PAIRINGS}
    players = set().union(*(_names(c) for c in chosen.tables if c.kind is Kind.PAIRINGS))
    kept = [
        c
        for c in found
        if id(c) in lists or (c.kind is Kind.RANKING and 2 * len(_names(c) & players) >= len(players))
    ]

    def sources(g: Group) -> str:
        names = list(
            dict.fromkeys(c.table.source or "" for c in sorted(g.tables, key=lambda c: place[id(c)]))
        )
        return names[0] if len(names) == 1 else f"{names[0]} … {names[-1]}"

    listed = "; ".join(
        f"{n}: {g.players} players ({sources(g)}){', read' if g is chosen else ''}"
        for n, g in enumerate(groups, start=1)
    )
    first = kept[0].table
    rankings = [c for c in kept if c.kind is Kind.RANKING]
    start = (rankings[-1] if rankings else min(chosen.tables, key=lambda c: place[id(c)])).table
    label = _heading_above(texts.get(start.source or "", ""), start.line) if k else ""
    read = GROUP_READ_IN_FILES(
        k=k + 1, count=len(groups), label=f" ({label!r})" if label else "", tables=len(kept)
    )
    notes = [Diagnostic(Severity.INFO, read, first.source, first.line, first.column)]
    if wanted is None:
        several = SEVERAL_IN_FILES(count=len(groups), groups=listed, which="the first is read")
        notes.append(Diagnostic(Severity.WARNING, several, first.source, first.line, first.column))
    return kept, notes, label


_HEADING_REACH = 120
"""How many lines above a group's table :func:`_heading_above` looks for its heading."""


def _heading_above(text: str, line: int) -> str:
    """The heading of a table that starts on ``line`` of ``text``: a page's last heading of the highest
    level in the lines above it (``<h1>B-REEKS</h1>`` over ``<h3>De partijen</h3>``), else the last line
    of words of the five above it that names no round."""
    lines = text.split("\n")[: max(line - 1, 0)]
    if "<" in text:
        found = [
            (m.group(0)[2], " ".join(_TAG.sub(" ", m.group(1)).split()))
            for m in _HEADING.finditer("\n".join(lines[-_HEADING_REACH:]))
        ]
        said = [(level, h) for level, h in found if h and round_in_text(h) is None]
        top = min((level for level, _ in said), default="")  # the page's heading over the group's own
        return [h for level, h in said if level == top][-1][:80] if said else ""
    for ln in reversed(lines[-5:]):
        words = ln.strip(" |;,#*_=")
        if words and any(ch.isalpha() for ch in words) and round_in_text(words) is None and "\t" not in words:
            return words[:80]
    return ""


def group_ranking_lines(text: str, source: str | None, options: ReadOptions) -> tuple[int, int] | None:
    """Where the ranking of the group :func:`read_page_group` reads stands on the page: its first line and
    the line before the next table (1-based, inclusive), so that the published table checked is that
    group's (``tiebreak check``); None when the page holds one event or the group has no ranking."""
    from ._builder import clean

    got = _choose(clean(text), source, options)
    if got is None:
        return None
    ranking = next((c for c in got.chosen.tables if c.kind is Kind.RANKING), None)
    if ranking is None:
        return None
    after = [c.table.line for g in got.groups for c in g.tables if c.table.line > ranking.table.line]
    return ranking.table.line, min(after, default=len(text.split("\n")) + 1) - 1


def _with_notes(event: Tournament, notes: list[Diagnostic]) -> Tournament:
    from dataclasses import replace

    return replace(event, diagnostics=(*notes, *event.diagnostics))
