"""What the web page shows, computed without any web framework: form state, list editing, the standings
view (tied groups, deciding columns), explanations, the 2024/seed comparison and permalinks.

>>> state = FormState(event=example_text("arena"), rules="seed")
>>> view = build_view(state)
>>> [r.name for r in view.rows[:2]]
['Chen, Ava', 'Ng, Chloe']
>>> view.rows[1].decided_by
'BH'
>>> apply_op(state, "preset:swiss", "").tiebreaks[:2]
('BH/C1', 'BH')
>>> decode_state(encode_state(state)) == state
True
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from markupsafe import Markup, escape

from ..criteria import Criterion, catalogue, find, is_primary_score, parse_code
from ..explanations.explain import (
    Comparison,
    PlayerExplanation,
    RankChange,
    compare,
    diff_standings,
    explain_player,
    explain_value,
)
from ..model.errors import SpecError, TiebreakError
from ..model.messages import Message, Template
from ..model.rules import Rules
from ..model.tournament import FORCED_PAIRINGS, PairingSystem, Tournament
from ..presenters.standings import format_value
from ..ranking.engine import (
    DEFAULT_TIEBREAKS,
    TIEBREAK_PRESETS,
    Options,
    Standings,
    compute_standings,
    default_list,
)
from ..readers import FORMATS, STAR_READINGS, ReadOptions, example_text, read_once, read_text, sniff
from ..readers._options import BYE_STAR_READINGS
from ..readers.content import COLUMNS_NOTE
from ..readers.groups import GROUP_READ, PageGroup, list_page_groups, listed_events
from ..specs.spec import Modifier
from .chart import ChartBar, ChartSegment, buchholz_chart
from .columns import FoundTable, columns_echo, found_tables
from .settings import WebSettings, size_label
from .wording import PAGE, worded

__all__ = [
    "MAX_COLUMNS_TEXT",
    "MAX_LIST",
    "PAIRING_CHOICES",
    "PGN_BYE_CHOICES",
    "PGN_STAR_CHOICES",
    "PRESETS",
    "RULE_CHOICES",
    "SHARE_LIMIT",
    "CatalogueGroup",
    "CatalogueItem",
    "Cell",
    "Difference",
    "EventInputError",
    "FormState",
    "PublishedCheck",
    "RowView",
    "View",
    "apply_op",
    "build_view",
    "catalogue_groups",
    "check_publication",
    "check_size",
    "checked_standings",
    "decode_state",
    "describe",
    "dropped_columns",
    "encode_state",
    "event_and_standings",
    "explain_data",
    "file_or_default_list",
    "focus_after",
    "format_choices",
    "list_note",
    "load_event",
    "location_text",
    "notes_summary",
    "options_for",
    "parse_tiebreak_field",
    "reader_notes",
    "sniff_upload",
    "standings_for",
    "table_rows",
    "with_pgn_star",
]

PRESETS = TIEBREAK_PRESETS
"""Preset name -> (label, codes): :data:`tiebreak.ranking.engine.TIEBREAK_PRESETS`."""

_RULE_LABELS = {
    "auto": "From the event date",
    "2026": "FIDE 2026",
    "2024": "FIDE 2024",
    "seed": "Simplified (byes are not opponents)",
    "legacy": "FIDE before C.07 (virtual opponents, until 2023)",
    "legacy-sm": "FIDE before C.07 as Swiss-Manager computed it (SB: unplayed rounds as draws)",
}
RULE_CHOICES: dict[str, str] = {name: _RULE_LABELS[name] for name in ("auto", *(r.value for r in Rules))}
"""The page's Rules menu: ``auto`` (by the event's date) and every :class:`tiebreak.model.rules.Rules`,
labelled (a rule set without a label here stops the import)."""
_PAIRING_LABELS = {"auto": "Auto (from the file)", "swiss": "Swiss", "rr": "Round robin"}
PAIRING_CHOICES: dict[str, str] = {name: _PAIRING_LABELS[name] for name in FORCED_PAIRINGS}
"""The page's Pairing menu: :data:`tiebreak.model.tournament.FORCED_PAIRINGS`, labelled."""
PGN_STAR_CHOICES: dict[str, str] = STAR_READINGS
"""How a PGN ``[Result "*"]`` between two players is read (``--pgn-star`` of the command line)."""
PGN_BYE_CHOICES: dict[str, str] = BYE_STAR_READINGS
"""What a PGN game against ``BYE`` with ``[Result "*"]`` is worth (``--pgn-bye`` of the command line)."""
MAX_COLUMNS_TEXT = 400
"""The longest column choice (:attr:`FormState.columns`) a form or a link may hold."""
_FORMAT_LABELS = {
    "trf": "TRF (FIDE report file)",
    "json": "tiebreak JSON",
    "chess-json": "FIDE chess-JSON",
    "swisssys-json": "SwissSys results file (JSON)",
    "sevilla": "Sevilla export (JSON)",
    "swissmaster-json": "Swiss Master data file (JSON)",
    "chessresults-xml": "chess-results upload XML (Swiss-Manager, Sharly Chess)",
    "pgn": "PGN (game tags)",
    "csv": "CSV (games or a spreadsheet crosstable)",
    "grid": "Round-robin grid",
    "crosstable": "Pasted crosstable (chess-results, Swiss-Manager, wallchart)",
    "pairings": "Pairing lists, round by round (chess-results, Swiss-Manager, Vega, club sites)",
    "html": "Web page (chess-results or Vega page saved as HTML)",
}


def format_choices() -> dict[str, str]:
    """``auto`` and every registered reader, with a label for people."""
    return {"auto": "Recognise it", **{name: _FORMAT_LABELS.get(name, name) for name in FORMATS}}


MAX_LIST = 40


@dataclass(frozen=True)
class FormState:
    """Everything the user chose: the event text and the settings. A permalink encodes exactly this."""

    event: str = ""
    tiebreaks: tuple[str, ...] = DEFAULT_TIEBREAKS
    rules: str = "auto"
    pairing: str = "auto"
    input_format: str = "auto"
    """A name of :data:`tiebreak.readers.FORMATS`, or ``auto`` to recognise the format."""
    compare: bool = False
    player: int | None = None
    source: str = "pasted text"
    pgn_star: str = "unplayed"
    """A key of :data:`PGN_STAR_CHOICES`: how a PGN game with result ``*`` is read."""
    auto_list: bool = False
    """The list is not the user's: rank by the event's own (its file's list, or the tie-break columns of
    a pasted publication), else the default for its kind; :attr:`tiebreaks` shows the list last used."""
    pgn_bye: str = "unplayed"
    """A key of :data:`tiebreak.readers._options.BYE_STAR_READINGS`: a PGN game against BYE with ``*``."""
    columns: str = ""
    """What the table's columns hold, as ``--columns`` (empty: found from the table)."""
    other: int | None = None
    """The second competitor of an explanation (compared with :attr:`player`)."""
    lenient: bool = False
    """Read past the input's errors that have a reasonable reading, each a note (``--lenient``): an old
    TRF report whose half-point byes are in its points column only, a line cut short …"""


def with_pgn_star(state: FormState, value: object, bye: object = None) -> FormState:
    """The state with the PGN star reading posted (a form field or API value) and the value of a PGN
    bye with ``*`` (``bye``); anything else but a key of :data:`PGN_STAR_CHOICES` (of
    :data:`PGN_BYE_CHOICES`) leaves the state's."""
    if isinstance(value, str) and value in PGN_STAR_CHOICES:
        state = replace(state, pgn_star=value)
    if isinstance(bye, str) and bye in PGN_BYE_CHOICES:
        state = replace(state, pgn_bye=bye)
    return state


class EventInputError(TiebreakError):
    """A problem with the input of the page, tied to the form field it belongs to."""

    def __init__(
        self,
        message: str,
        *,
        field: str = "event",
        line: int | None = None,
        column: int | None = None,
        status: int = 422,
        found: tuple[FoundTable, ...] = (),
        cause: str = "",
    ) -> None:
        super().__init__(message, line=line, column=column)
        self.field = field
        self.status = status
        """HTTP status for the answer: 413 for an event over the size cap, else 422."""
        self.found = found
        """No table of the input makes an event: the tables found, for the page's choice of columns."""
        self.cause = cause
        """The code of the library's error this one stands for (``input.unreadable``, ``tiebreaks.invalid``,
        …; empty for the page's own)."""

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:  # keyword-only fields: pickle them by name
        return _input_error, (
            self.message,
            self.field,
            self.line,
            self.column,
            self.status,
            self.found,
            self.cause,
        )

    @classmethod
    def wrap(cls, exc: TiebreakError) -> EventInputError:
        """The same error, attached to the tie-break list (SpecError) or to the event text."""
        if isinstance(exc, EventInputError):
            return exc
        return cls(
            exc.message,
            field="tiebreaks" if isinstance(exc, SpecError) else "event",
            line=exc.line,
            column=exc.column,
            cause=exc.code,
        )


def _input_error(
    message: str,
    field: str,
    line: int | None,
    column: int | None,
    status: int,
    found: tuple[FoundTable, ...] = (),
    cause: str = "",
) -> EventInputError:
    return EventInputError(
        message, field=field, line=line, column=column, status=status, found=found, cause=cause
    )


def check_size(size: int, settings: WebSettings) -> None:
    """:raises EventInputError: when an event of ``size`` bytes is over the cap."""
    if size > settings.max_upload_bytes:
        raise EventInputError(
            f"The event is {size_label(size)}; the limit is {settings.max_upload_label}. "
            "Upload a smaller file (a TRF of 500 players and 11 rounds is about 70 kB).",
            status=413,
        )


# -- list editing ----------------------------------------------------------------------------------
def _move(items: list[str], i: int, j: int) -> int:
    if 0 <= i < len(items) and 0 <= j < len(items):
        items[i], items[j] = items[j], items[i]
        return j
    return i


def apply_op(state: FormState, op: str, add_code: str) -> FormState:
    """Apply one button of the form (``up:3``, ``down:0``, ``remove:2``, ``add``, ``preset:rr``,
    ``example:arena``) to the state. Unknown operations leave it unchanged.

    :raises EventInputError: for a code to add that is not a tie-break.
    """
    items = list(state.tiebreaks)
    name, _, arg = op.partition(":")
    index = int(arg) if arg.isdecimal() else -1
    if name == "up":
        _move(items, index, index - 1)
    elif name == "down":
        _move(items, index, index + 1)
    elif name == "remove" and 0 <= index < len(items):
        del items[index]
    elif name == "add" and add_code.strip():
        code = add_code.strip()
        try:
            parse_code(code)
        except SpecError as exc:
            raise EventInputError(exc.message, field="tiebreaks", cause=exc.code) from None
        if len(items) >= MAX_LIST:
            raise EventInputError(f"A list holds at most {MAX_LIST} tie-breaks.", field="tiebreaks")
        items.append(code)
    elif name == "preset" and arg in PRESETS:
        items = list(PRESETS[arg][1])
    elif name == "example" and arg == "arena":
        return replace(
            state,
            event=example_text("arena"),
            source="Arena example",
            player=None,
            other=None,
            input_format="auto",
            auto_list=True,
        )
    elif name == "list" and arg == "auto":
        return replace(state, auto_list=True)
    elif name == "list" and arg == "published":  # a publication's own columns, under the edition that agrees
        return replace(state, auto_list=True, rules="auto")
    else:
        return state
    return replace(state, tiebreaks=tuple(items), auto_list=False)


def file_or_default_list(event: str, pairing: PairingSystem | None = None) -> tuple[str, ...]:
    """The tie-break list stored in the event text (TRF 212/202), else the default list for the kind of
    event (:func:`tiebreak.default_list`; the Arena list when the text is not an event)."""
    try:
        t = read_text(event) if event.strip() else None
    except TiebreakError:
        t = None
    if t is None:
        return DEFAULT_TIEBREAKS
    codes = tuple(c for c in t.tiebreaks if not is_primary_score(c))
    return codes[:MAX_LIST] or default_list(t, pairing).codes


def focus_after(op: str, count: int) -> str:
    """The id of the control that should keep the keyboard focus after ``op``."""
    name, _, arg = op.partition(":")
    if name in ("up", "down") and arg.isdecimal():
        i = int(arg) + (-1 if name == "up" else 1)
        i = min(max(i, 0), count - 1)
        if name == "up" and i == 0:  # the up button of the first line is disabled
            return "tb-down-0" if count > 1 else "tb-list"
        if name == "down" and i == count - 1:
            return f"tb-up-{i}" if count > 1 else "tb-list"
        return f"tb-{name}-{i}"
    if name == "remove":
        return "tb-list"
    if name == "add":
        return "add-code"
    return ""


# -- the catalogue ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class CatalogueItem:
    """One choice of the "add a tie-break" list: a code (with modifiers) and its one-line description."""

    code: str
    name: str
    article: str
    description: str


@dataclass(frozen=True)
class CatalogueGroup:
    label: str
    items: tuple[CatalogueItem, ...]


_GROUPS = (
    ("6", "Games among the tied players (art. 6)"),
    ("7", "The player's own results (art. 7)"),
    ("8", "Opponents' results (art. 8–9)"),
    ("9", "Opponents' results (art. 8–9)"),
    ("10", "Ratings (art. 10)"),
)


def _variants(d: Criterion) -> list[tuple[str, str]]:
    out = [(d.code, d.name)]
    if Modifier.CUT in d.modifiers:
        out += [(f"{d.code}/C1", f"{d.name}, cut 1"), (f"{d.code}/C2", f"{d.name}, cut 2")]
    if Modifier.MEDIAN in d.modifiers:
        out.append((f"{d.code}/M1", f"{d.name}, median 1"))
    return out


def catalogue_groups() -> tuple[CatalogueGroup, ...]:
    """The catalogue grouped by article, with the usual cut and median variants (primary scores left out)."""
    groups: dict[str, list[CatalogueItem]] = {}
    for d in catalogue():
        if d.kind == "primary":
            continue
        head = d.article.split(".")[0]
        label = "Helpers (art. 16)" if d.helper else dict(_GROUPS).get(head, f"Article {head}")
        if d.team_only:
            label = f"Team events: {label}"
        for code, name in _variants(d):
            groups.setdefault(label, []).append(CatalogueItem(code, name, d.article, d.description))
    return tuple(CatalogueGroup(label, tuple(items)) for label, items in groups.items())


def describe(code: str) -> CatalogueItem:
    """Name, article and description of a code as the user wrote it (the code itself when unknown)."""
    try:
        d = find(code)
    except SpecError:
        return CatalogueItem(code, "unknown tie-break", "", "")
    return CatalogueItem(code, d.name, d.article, d.description)


# -- computing ----------------------------------------------------------------------------------------
def options_for(state: FormState, rules: str | None = None) -> Options:
    """Ranking options for the state (``rules`` overrides the state's edition)."""
    chosen = rules or state.rules
    pairing = FORCED_PAIRINGS.get(state.pairing)
    return Options(rules=None if chosen == "auto" else Rules(chosen), pairing=pairing)


def load_event(state: FormState) -> Tournament:
    """Read the event text of the state.

    :raises EventInputError: for empty or unreadable text (with line and column when known).
    """
    if not state.event.strip():
        raise EventInputError("Paste a crosstable or choose a file, or load the Arena example.")
    from ..readers.content import NoEventError
    from ..readers.tables import parse_columns

    try:
        columns = parse_columns(state.columns) if state.columns.strip() else None
    except TiebreakError as exc:
        raise EventInputError(exc.message, field="columns", cause=exc.code) from None
    try:
        return read_text(
            state.event,
            source=None,
            input_format=_format_to_read(state),
            options=ReadOptions(
                pgn_star=state.pgn_star, pgn_bye=state.pgn_bye, columns=columns, lenient=state.lenient
            ),
        )
    except NoEventError as exc:  # the page's way out: the tables found, a role to choose per column
        raise EventInputError(
            exc.message,
            line=exc.line,
            column=exc.column,
            found=found_tables(exc.tables, exc.readings, state.columns),
        ) from None
    except TiebreakError as exc:
        raise EventInputError.wrap(exc) from None


def _format_to_read(state: FormState) -> str:
    """The format to read the state's event in: ``auto`` for a format of the menu that its text is
    recognised as anyway (an uploaded file's, which the menu shows, or the same chosen), so that it reads
    as ``tiebreak standings FILE`` reads it (a table that format's reader refuses is read by its content;
    a column choice naming a table reads that table), on the upload and on every later post of the form;
    the format chosen when the text alone is not recognised as it (a ``.csv`` of games, which reads as a
    grid without its name)."""
    if state.input_format == "auto":
        return "auto"
    try:
        return "auto" if sniff(state.event, "") == state.input_format else state.input_format
    except TiebreakError:
        return state.input_format


def sniff_upload(text: str, filename: str) -> str:
    """The format of an uploaded file, its name's suffix helping; ``auto`` when nothing recognises it."""
    suffix = "." + filename.rsplit(".", 1)[1] if "." in filename else ""
    try:
        return sniff(text, suffix)
    except TiebreakError:
        return "auto"


def event_and_standings(
    state: FormState, rules: str | None = None, file_list: bool = False
) -> tuple[Tournament, Standings]:
    """The event of the state and its standings (``file_list``, or a state whose list is the default:
    rank by the file's own list, else the default list for the kind of event, instead of the state's
    list).

    :raises EventInputError: for bad event text or a bad tie-break list.
    """
    event, standings, _ = checked_standings(state, rules, file_list)
    return event, standings


@dataclass(frozen=True)
class Difference:
    """One published value that is not ours: whose, which column, both values and why."""

    name: str
    column: str
    published: str
    ours: str
    why: str


@dataclass(frozen=True)
class PublishedCheck:
    """A pasted publication's own ranking against ours, under the edition that agrees best."""

    edition: str
    """The edition (a :data:`RULE_CHOICES` key) that agrees best with the publication."""
    label: str
    codes: tuple[str, ...]
    """Its tie-break columns as a list, in their order."""
    places: tuple[int, int]
    """Places that agree, places compared."""
    values: tuple[int, int]
    """Tie-break values that agree, values compared."""
    differences: tuple[Difference, ...]
    applied: bool
    """Whether the standings shown are ranked with this list and edition."""
    ranking: tuple[str, ...] = ()
    """The list the standings are ranked with when :attr:`applied`: :attr:`codes`, a team ranking's score
    ranked on first (:attr:`tiebreak.checking.adopt.Trial.ranking_list`)."""
    after_round: int | None = None
    """The round the publication's ranking stands after, where that is before the event's last: compared
    as of that round (the standings shown are the last round's)."""

    @property
    def agrees(self) -> bool:
        return not self.differences


_PUBLICATION_FORMATS = ("crosstable", "html", "pairings", "grid", "files", "tables", "rounds")


def _published_table(state: FormState, event: Tournament) -> Any:
    """The ranking the pasted text publishes with tie-break columns of its own, or a team event's ranking
    (on its game points, perhaps: :func:`tiebreak.checking.adopt.may_adopt`) (of several files, the
    last's; of a page of several events, the table of the one read), else None: the table ``tiebreak
    check`` compares (:func:`tiebreak.checking.own.own_ranking`)."""
    from ..checking.adopt import may_adopt
    from ..checking.own import own_ranking
    from ..readers.tables import parse_columns

    if not state.event.strip():
        return None
    fmt = state.input_format
    if fmt == "auto":
        try:
            fmt = sniff(state.event, "")
        except TiebreakError:  # no reader of a form known: the event was read by its tables' content
            fmt = "tables"
    if fmt not in _PUBLICATION_FORMATS:
        return None
    try:
        columns = parse_columns(state.columns) if state.columns.strip() else None
    except TiebreakError:
        return None
    team = True if event.is_team_event else None  # a team event's own table ranks its teams
    table = own_ranking(state.event, ReadOptions(columns=columns), team=team)
    return table if may_adopt(table, event) else None


def check_publication(state: FormState, event: Tournament) -> PublishedCheck | None:
    """When the pasted text is a publication with its own tie-break columns: its ranking checked as it
    is read, under each edition (the state's first, when chosen), the one that agrees best kept.
    None for any other input, or when the check cannot be made (a player of the table missing …)."""
    from ..checking.adopt import best_trial

    table = _published_table(state, event)
    if table is None:
        return None
    try:
        best = best_trial(event, table, options_for(state), None if state.rules == "auto" else state.rules)
    except TiebreakError:
        return None
    if not best.adopted and not any(c.codes for c in table.columns):
        return None  # a team ranking on the match points, without tie-break columns: nothing of its own
    differences = tuple(
        Difference(c.name, c.column, c.published, c.computed, c.explanation) for c in best.report.differences
    )
    edition = best.edition
    return PublishedCheck(
        edition,
        Rules(edition).label,
        tuple(best.report.codes),
        best.places,
        best.values,
        differences,
        applied=state.auto_list and state.rules == "auto",
        after_round=best.report.after_round,
        ranking=best.ranking_list,
    )


def checked_standings(
    state: FormState, rules: str | None = None, file_list: bool = False
) -> tuple[Tournament, Standings, PublishedCheck | None]:
    """:func:`event_and_standings`, and the check of a pasted publication (:func:`check_publication`):
    when the list is the event's own and the edition is not chosen, the publication's tie-break columns
    are the list and the edition that agrees ranks.

    :raises EventInputError: for bad event text or a bad tie-break list.
    """
    if state.rules not in RULE_CHOICES or state.pairing not in PAIRING_CHOICES:
        raise EventInputError("unknown edition or event type", field="tiebreaks")
    with read_once():  # the page parsed to read the event is not parsed again to read its own ranking
        return _checked_standings(state, rules, file_list)


def _checked_standings(
    state: FormState, rules: str | None, file_list: bool
) -> tuple[Tournament, Standings, PublishedCheck | None]:
    event = load_event(state)
    try:
        check = check_publication(state, event) if rules is None else None
        if check is not None and check.applied and not file_list:
            ranked = compute_standings(event, list(check.ranking), options_for(state, check.edition))
            return event, ranked, check
        codes = None if file_list or state.auto_list else list(state.tiebreaks)
        return event, compute_standings(event, codes, options_for(state, rules)), check
    except TiebreakError as exc:
        raise EventInputError.wrap(exc) from None


def standings_for(state: FormState, rules: str | None = None, file_list: bool = False) -> Standings:
    """The standings of the state; see :func:`event_and_standings`."""
    return event_and_standings(state, rules, file_list)[1]


def reader_notes(event: Tournament) -> tuple[str, ...]:
    """What the reader assumed or ignored, for people (``line 12: …``; a message keeps its code)."""
    return tuple(
        _LINE_NOTE(line=d.line, note=d.message) if d.line is not None else d.message
        for d in event.diagnostics
    )


_LINE_NOTE = Template("web.line-note", "line {line}: {note}")


def _inner(note: str) -> str:
    """The reader's message inside a ``line N: …`` note."""
    if isinstance(note, Message) and note.code == _LINE_NOTE.code:
        inner = note.params.get("note")
        return inner if isinstance(inner, str) else note
    return note


def _is_echo(note: str) -> bool:
    return isinstance(note, Message) and note.code == COLUMNS_NOTE.code


@dataclass(frozen=True)
class Cell:
    text: str
    decides: bool = False


_NO_HTML = Markup("")


@dataclass(frozen=True)
class RowView:
    """One line of the standings table, ready for the template."""

    rank: str
    sno: int
    name: str
    rating: str
    points: str
    cells: tuple[Cell, ...]
    group: int
    """Number of the group of players on equal points (0 when alone on their score)."""
    group_start: bool
    decided_by: str
    """The code that put this player below the previous line (tied pairs only), else empty."""
    shared: bool
    by_lots: bool
    cells_html: Markup = _NO_HTML
    """The tie-break cells as table HTML (``<td class="num[ decides]">text</td>`` each), escaped once per
    distinct value instead of once per cell by the template."""


@dataclass(frozen=True)
class View:
    """The whole results section of the page."""

    standings: Standings
    rows: tuple[RowView, ...]
    columns: tuple[CatalogueItem, ...]
    player: PlayerExplanation | None = None
    comparisons: tuple[Comparison, ...] = ()
    chart: str = ""
    chart_code: str = ""
    diffs: tuple[tuple[str, tuple[RankChange, ...]], ...] = ()
    warnings: tuple[str, ...] = ()
    permalink: str = ""
    """The state as a link's blob (:func:`encode_state`); empty for an event whose blob would be longer than
    :data:`SHARE_LIMIT`, whose link holds the settings only."""
    list_note: str = ""
    """Where the list came from, when the user did not choose it (``the default list for a Swiss event``)."""
    other: PlayerExplanation | None = None
    pair: Comparison | None = None
    """The comparison of the two competitors chosen (:attr:`FormState.player` and :attr:`FormState.other`)."""
    open_codes: frozenset[str] = frozenset()
    """The tie-breaks whose section of the explanation opens: those that decided."""
    published: PublishedCheck | None = None
    """A pasted publication's ranking checked against ours."""
    columns_read: str = ""
    """Which column of the table held what, when a table was read by its content (or as the user said),
    in the page's words (:func:`tiebreak.web.columns.columns_echo`)."""
    columns_spec: str = ""
    """The same as a column choice (the Columns field takes it), to repeat or change it."""
    groups: tuple[PageGroup, ...] = ()
    """The events of a page that holds several, the one read marked: the page's choice among them."""
    dropped: tuple[str, ...] = ()
    """Tie-breaks of the list that are dropped (every value unknown: rating-based criteria when some
    players are unrated, C.07 Article 10): not shown as columns."""


def _deciders(s: Standings) -> dict[int, int]:
    """Row position -> index of the criterion that put that row below the previous one (within a tie)."""
    pos = {r.competitor: k for k, r in enumerate(s.rows)}
    out: dict[int, int] = {}
    for split in s.splits:
        if split.criterion < 0:
            continue
        for part in split.parts[1:]:
            out[min(pos[i] for i in part)] = split.criterion
    return out


def dropped_columns(s: Standings) -> tuple[int, ...]:
    """The columns of ``s`` whose criterion was dropped (C.07 Article 10: a rating-based tie-break when
    some players are unrated and no rating stands in): every value unknown and the engine's warning
    naming it. They decide nothing, so the page shows the warning instead of a column of dashes."""
    named = {
        str(getattr(w, "params", {}).get("code", ""))
        for w in s.warnings
        if getattr(w, "code", None) == _DROPPED_CODE
    }
    return tuple(
        k for k, spec in enumerate(s.specs) if spec.code in named and all(r.values[k] is None for r in s.rows)
    )


_DROPPED_CODE = "criteria.dropped-unrated"
"""The engine's warning for a rating-based criterion dropped (:mod:`tiebreak.criteria.ratings`)."""


def table_rows(s: Standings, hidden: Sequence[int] = ()) -> tuple[RowView, ...]:
    """The rows of the standings with tied groups and deciding columns marked (``hidden``: columns left
    out, :func:`dropped_columns`)."""
    deciders = _deciders(s)
    rows = s.rows
    ncols = len(s.specs)
    group_of: list[int] = []
    number = 0
    for k, r in enumerate(rows):
        same_prev = k > 0 and rows[k - 1].points == r.points
        same_next = k + 1 < len(rows) and rows[k + 1].points == r.points
        if same_prev:
            group_of.append(number)
        elif same_next:
            number += 1
            group_of.append(number)
        else:
            group_of.append(0)
    marked: list[set[int]] = [set() for _ in rows]
    for k, crit in deciders.items():
        if 0 <= crit < ncols and k > 0:
            marked[k].add(crit)
            marked[k - 1].add(crit)
    texts: dict[tuple[int, int] | None, str] = {}

    def text(v: Fraction | None) -> str:
        key = None if v is None else (v.numerator, v.denominator)  # hashing a Fraction is slow
        found = texts.get(key)
        if found is None:
            found = texts[key] = format_value(v, "–")
        return found

    # Cells and their HTML, shared: the rows hold every value object while this runs, so an id is
    # a safe key (and the tie-breaks already share one object per distinct value)
    made: dict[tuple[int, bool], tuple[Cell, str]] = {}

    def cell(v: Fraction | None, decides: bool) -> tuple[Cell, str]:
        key = (id(v), decides)
        found = made.get(key)
        if found is None:
            shown = text(v)
            found = made[key] = (
                Cell(shown, decides),
                f'<td class="num{" decides" if decides else ""}">{escape(shown)}</td>',
            )
        return found

    out = []
    for k, r in enumerate(rows):
        crit = deciders.get(k, -1)
        mark = marked[k]
        pairs = [cell(v, c in mark) for c, v in enumerate(r.values) if c not in hidden]
        decided = s.codes[crit] if 0 <= crit < ncols else ("lots" if crit == ncols else "")
        shared_rank = r.shared or (k > 0 and rows[k - 1].rank == r.rank)
        out.append(
            RowView(
                rank=f"{r.rank}{'=' if shared_rank else ''}",
                sno=r.sno,
                name=r.name,
                rating="" if r.rating is None else str(r.rating),
                points=text(r.points),
                cells=tuple([c for c, _ in pairs]),
                cells_html=Markup("".join([h for _, h in pairs])),
                group=group_of[k],
                group_start=group_of[k] > 0 and (k == 0 or group_of[k - 1] != group_of[k]),
                decided_by=decided,
                shared=r.shared,
                by_lots=r.by_lots,
            )
        )
    return tuple(out)


def _chart(s: Standings, settings: WebSettings) -> tuple[str, str]:
    """The Buchholz chart (Swiss only): the opponents' scores, round by round, of the list's first Buchholz
    column (BH with any cut or median; none without one, nor with ``chart_players`` 0)."""
    if s.pairing is not PairingSystem.SWISS or not s.rows or settings.chart_players <= 0:
        return "", ""
    buchholz = find("BH")  # the catalogue's Buchholz
    index = next((k for k, spec in enumerate(s.specs) if spec.criterion is buchholz), None)
    if index is None:
        return "", ""
    spec = s.specs[index]
    bars = []
    for r in s.rows[: settings.chart_players]:
        ex = explain_value(s, r.sno, index)
        segments = tuple(
            ChartSegment(
                round=c.round,
                value=c.value if c.value is not None else Fraction(0),
                label=c.description,
                dummy=c.dummy,
                cut=c.cut is not None,
            )
            for c in ex.contributions
        )
        bars.append(ChartBar(label=r.name, total=ex.value, segments=segments))
    title = f"{spec.given}: opponents' scores, round by round"
    virtual = s.rules.profile.virtual_opponents
    wide = buchholz_chart(bars, title=title, virtual=virtual)  # the stylesheet shows one of the two
    phone = buchholz_chart(bars, title=title, virtual=virtual, compact=True, ident="chart-phone")
    return wide + phone, spec.given


def event_groups(state: FormState, event: Tournament) -> tuple[PageGroup, ...]:
    """The events of the page the state holds when it holds several (the reader said which it read),
    for the choice among them; empty for any other input."""
    read = next(
        (d.message for d in event.diagnostics if getattr(d.message, "code", None) == GROUP_READ.code), None
    )
    if not isinstance(read, Message):
        return ()
    listed = listed_events(read)  # a text of grids or group tables, a file of sections: the note lists them
    if listed:
        return listed
    from ..readers.tables import parse_columns

    try:
        columns = parse_columns(state.columns) if state.columns.strip() else None
        return list_page_groups(state.event, None, ReadOptions(columns=columns))
    except TiebreakError:  # read a moment ago with the same choice: not expected
        return ()


def build_view(
    state: FormState, settings: WebSettings | None = None, standings: Standings | None = None
) -> View:
    """Compute everything the results section shows (``standings``: already computed for ``state``).

    :raises EventInputError: for bad input.
    """
    settings = settings or WebSettings()
    notes: tuple[str, ...] = ()
    check = None
    groups: tuple[PageGroup, ...] = ()
    if standings is None:
        with read_once():  # the page is parsed once for the event, its own ranking and its groups
            event, s, check = checked_standings(state)
            groups = event_groups(state, event)
        notes = reader_notes(event)
    else:
        s = standings
    player = comparisons = None
    if state.player is not None and any(r.sno == state.player for r in s.rows):
        player = explain_player(s, state.player)
        comparisons = _neighbour_comparisons(s, state.player)
    second = pair = None
    if (
        player is not None
        and state.other is not None
        and state.other != player.sno
        and any(r.sno == state.other for r in s.rows)
    ):
        second = explain_player(s, state.other)
        pair = compare(s, player.sno, state.other)
    deciding = [c for c in (pair, *(comparisons or ())) if c is not None]
    open_codes = frozenset(
        s.codes[c.criterion] for c in deciding if c.criterion is not None and 0 <= c.criterion < len(s.codes)
    )
    chart, chart_code = _chart(s, settings)
    diffs: list[tuple[str, tuple[RankChange, ...]]] = []
    if state.compare:
        ranked = (
            state
            if check is None or not check.applied
            else replace(state, tiebreaks=check.ranking, auto_list=False)
        )
        for edition in ("2026", "2024", "legacy", "legacy-sm", "seed"):
            if edition == s.rules.value:
                continue
            under = standings_for(ranked, rules=edition)
            diffs.append((Rules(edition).label, tuple(diff_standings(s, under))))
    echo = next(
        (str(n.params.get("spec", "")) for n in map(_inner, notes) if isinstance(n, Message) and _is_echo(n)),
        "",
    )
    notes = tuple(n for n in notes if not _is_echo(_inner(n)))  # shown as a line of its own
    warnings = tuple(worded(w, PAGE) for w in (*notes, *s.warnings))
    share = _share_blob(state)
    hidden = dropped_columns(s)
    return View(
        standings=s,
        rows=table_rows(s, hidden),
        columns=tuple(describe(c) for k, c in enumerate(s.codes) if k not in hidden),
        columns_read=columns_echo(echo) if echo else "",
        columns_spec=echo,
        dropped=tuple(s.codes[k] for k in hidden),
        groups=groups,
        player=player,
        comparisons=tuple(comparisons or ()),
        chart=chart,
        chart_code=chart_code,
        diffs=tuple(diffs),
        warnings=warnings,
        permalink=share,
        list_note=(
            (
                "the tie-break columns of the publication"
                if check.codes
                else "ranked on the game points, as the publication ranks"
            )
            if check is not None and check.applied
            else list_note(s)
            if state.auto_list
            else ""
        ),
        other=second,
        pair=pair,
        open_codes=open_codes,
        published=check,
    )


SHARE_LIMIT = 20_000
"""The longest blob a share link holds (:func:`encode_state`, compressed): a text event of about 50 kB, a
page's markup pasted of about 150 kB (markup compresses further); a larger event's link holds the
settings only."""
_SHARE_SCAN = 400_000
"""Events over this many bytes are not compressed to try (the work of a page stays bounded): their links
hold the settings only."""


def _share_blob(state: FormState) -> str:
    """The state as a share link's blob, or "" when it is longer than :data:`SHARE_LIMIT`."""
    if len(state.event.encode()) > _SHARE_SCAN:
        return ""
    blob = encode_state(state)
    return blob if len(blob) <= SHARE_LIMIT else ""


def list_note(s: Standings) -> str:
    """Where the list of ``s`` came from, for the page (``the default list for a round robin``)."""
    if s.list_source == "file":
        return "the list stored in the event file"
    if s.list_source != "default":
        return ""
    kind = (
        "a team event"
        if s.team
        else ("a Swiss event" if s.pairing is PairingSystem.SWISS else "a round robin")
    )
    return f"the default list for {kind}"


_NUMBERS = re.compile(r"\d+(?:[.,/]\d+)*")
_LINE = re.compile(r"^(?:line|round|board) \d+[:,] ")


def notes_summary(notes: Sequence[str], kinds: int = 2, width: int = 70) -> str:
    """The notes in one line: how many, and the commonest kinds (notes alike but for their numbers),
    each cut to about ``width`` characters at a word.

    >>> notes_summary(["line 4: a bye read as half a point", "line 9: a bye read as half a point",
    ...                "the event has 3 rounds"])
    '3 notes: 2 × a bye read as half a point; the event has 3 rounds'
    >>> notes_summary(["a note that goes on and on, past what one line holds", "b", "c"], 1, 30)
    '3 notes: a note that goes on and on …; 2 more'
    """
    if not notes:
        return ""
    groups: dict[str, list[str]] = {}
    for note in notes:
        bare = _LINE.sub("", note)
        groups.setdefault(_NUMBERS.sub("#", bare), []).append(bare)
    ordered = sorted(groups.values(), key=len, reverse=True)
    parts = []
    for members in ordered[:kinds]:
        text = members[0]
        if len(text) > width:
            text = text[:width].rsplit(" ", 1)[0].rstrip(" ,;:(") + " …"
        parts.append(f"{len(members)} × {text}" if len(members) > 1 else text)
    rest = sum(len(m) for m in ordered[kinds:])
    more = [f"{rest} more"] if rest else []
    return f"{len(notes)} {'note' if len(notes) == 1 else 'notes'}: {'; '.join(parts + more)}"


def _neighbour_comparisons(s: Standings, sno: int) -> list[Comparison]:
    rows = s.rows
    k = next(k for k, r in enumerate(rows) if r.sno == sno)
    out = []
    for j in (k - 1, k + 1):
        if 0 <= j < len(rows) and rows[j].points == rows[k].points:
            out.append(compare(s, sno, rows[j].sno))
    return out


def explain_data(s: Standings, sno: int) -> Any:
    """JSON-ready explanation of one competitor (every tie-break, every round)."""
    from ..explanations.explain import to_data

    return to_data(explain_player(s, sno))


# -- permalinks -----------------------------------------------------------------------------------
_B64 = re.compile(r"^[A-Za-z0-9_-]*$")


def encode_state(state: FormState) -> str:
    """The state as a compact URL-safe string (zlib-compressed JSON, base64url without padding)."""
    data = {
        "v": 1,
        "event": state.event,
        "tiebreaks": list(state.tiebreaks),
        "rules": state.rules,
        "pairing": state.pairing,
        "format": state.input_format,
    }
    if state.pgn_star != FormState.pgn_star:
        data["star"] = state.pgn_star
    if state.pgn_bye != FormState.pgn_bye:
        data["bye"] = state.pgn_bye
    if state.columns:
        data["cols"] = state.columns
    if state.auto_list:
        data["auto"] = 1
    if state.lenient:
        data["lenient"] = 1
    raw = zlib.compress(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode(), 6)
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_state(blob: str, settings: WebSettings | None = None) -> FormState:
    """The state of a permalink; the decompressed size is capped like an upload.

    :raises EventInputError: for a damaged or oversize permalink.
    """
    settings = settings or WebSettings()
    bad = EventInputError("This link is damaged: it does not hold an event. Paste the event again.")
    too_big = EventInputError(
        f"The event in this link is over the limit of {settings.max_upload_label}.", status=413
    )
    if not _B64.match(blob):
        raise bad
    if len(blob) > 2 * settings.max_upload_bytes + 1024:
        raise too_big
    try:
        raw = base64.urlsafe_b64decode(blob + "=" * (-len(blob) % 4))
        inflater = zlib.decompressobj()
        text = inflater.decompress(raw, settings.max_upload_bytes * 2 + 4096)
        if inflater.unconsumed_tail:
            raise too_big
        data = json.loads(text.decode("utf-8"))
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError, RecursionError) as exc:
        if isinstance(exc, EventInputError):
            raise
        raise bad from None
    if not isinstance(data, dict):
        raise bad
    event, tbs = data.get("event"), data.get("tiebreaks")
    rules, pairing = data.get("rules", "auto"), data.get("pairing", "auto")
    fmt, star = data.get("format", "auto"), data.get("star", FormState.pgn_star)
    bye, cols = data.get("bye", FormState.pgn_bye), data.get("cols", "")
    if (
        not isinstance(event, str)
        or not isinstance(tbs, list)
        or not all(isinstance(t, str) for t in tbs)
        or rules not in RULE_CHOICES
        or pairing not in PAIRING_CHOICES
        or fmt not in format_choices()
        or star not in PGN_STAR_CHOICES
        or bye not in PGN_BYE_CHOICES
        or not isinstance(cols, str)
        or len(cols) > MAX_COLUMNS_TEXT
    ):
        raise bad
    check_size(len(event.encode()), settings)
    return FormState(
        event=event,
        tiebreaks=tuple(tbs[:MAX_LIST]),
        rules=rules,
        pairing=pairing,
        input_format=fmt,
        pgn_star=star,
        auto_list=data.get("auto") == 1,
        pgn_bye=bye,
        columns=cols,
        lenient=data.get("lenient") == 1,
    )


def parse_tiebreak_field(values: Sequence[str]) -> tuple[str, ...]:
    """The ordered list from the form: repeated ``tb`` fields, each possibly comma-separated."""
    out: list[str] = []
    for v in values:
        out.extend(part.strip() for part in v.split(",") if part.strip())
    return tuple(out[:MAX_LIST])


def location_text(exc: TiebreakError) -> str:
    """``line 3, column 12`` (the known parts), or an empty string."""
    parts = []
    if exc.line is not None:
        parts.append(f"line {exc.line}")
    if exc.column is not None:
        parts.append(f"column {exc.column}")
    return ", ".join(parts)
