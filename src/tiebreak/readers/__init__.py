"""Readers: one module per input format, each producing a :class:`~tiebreak.Tournament`.

:func:`read_text` and :func:`read_path` sniff the format from the content (and the file suffix) unless
``input_format`` names it, enforce the :class:`~tiebreak.Limits` and validate the event read
(:func:`tiebreak.model.tournament.checked`): strict by default, every problem collected with ``lenient=True``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from ..model.errors import Diagnostic, ParseError, Severity, TiebreakError
from ..model.messages import Hint, Option, Template
from ..model.public import publish as _publish
from ..model.tournament import Tournament, checked, format_value
from ._guards import check_numbers
from ._once import read_once
from ._options import DEFAULT_OPTIONS, STAR_READINGS, ReadOptions

if TYPE_CHECKING:
    from ._relined import Relined
    from .celllines import Joined
    from .tables import Table

__all__ = [
    "DEFAULT_OPTIONS",
    "EXAMPLES",
    "FORMATS",
    "STAR_READINGS",
    "ReadOptions",
    "Reader",
    "decode_input",
    "example_path",
    "example_text",
    "files_of",
    "read_once",
    "read_path",
    "read_paths",
    "read_text",
    "register_format",
    "sniff",
]


class Reader(Protocol):
    """A reader: the text of an input and how to read it (:class:`ReadOptions`: strictness, limits,
    source name, PGN star reading) -> the event as written, not yet validated. Every option reaches
    the reader as an argument; no reader consults global state. A reader may take further keyword-only
    arguments of its own (``delimiter``), with defaults."""

    def __call__(self, text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament: ...


Sniffer = Callable[[str, str], bool]
"""Whether a text (text, suffix) looks like the format."""
Refusal = Callable[[str, str], str]
"""Why a sniffer refused a text (text, suffix) -> reason, said when no format is recognised."""

FORMATS: dict[str, tuple[Reader, Sniffer]] = {}
"""The registration table: format name -> (reader(text, options), sniffer(text, suffix)). Sniffers are
tried in order."""
REFUSALS: dict[str, Refusal] = {}
"""Format name -> why its sniffer refuses a text (formats without one are described by LOOKS_FOR)."""


def register_format(name: str, reader: Reader, sniffer: Sniffer, *, refusal: Refusal | None = None) -> None:
    """Make a reader available to :func:`read_text` under ``name`` (``refusal``: why the sniffer does
    not recognise a text)."""
    FORMATS[name] = (reader, sniffer)
    if refusal is not None:
        REFUSALS[name] = refusal


# Each reader's module is imported the first time its sniffer or reader runs: sniffing a ``.trf`` file
# loads the TRF reader only.
def _read_trf(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .trf import read_trf

    return read_trf(text, options)


def _sniff_trf(text: str, suffix: str) -> bool:
    from .trf import looks_like_trf

    return suffix in (".trf", ".trfx") or looks_like_trf(text)


def _read_json(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .jsonmodel import read_json_model

    return read_json_model(text, options)


def _sniff_json(text: str, suffix: str) -> bool:
    from .jsonmodel import looks_like_json_model

    return looks_like_json_model(text)


def _read_chess_json(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .chessjson import read_chess_json

    return read_chess_json(text, options)


def _sniff_chess_json(text: str, suffix: str) -> bool:
    from .chessjson import looks_like_chess_json

    return looks_like_chess_json(text, suffix)


def _read_swisssys_json(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .swisssys import read_swisssys_json

    return read_swisssys_json(text, options)


def _sniff_swisssys_json(text: str, suffix: str) -> bool:
    from .swisssys import looks_like_swisssys_json

    return looks_like_swisssys_json(text, suffix)


def _read_swissmaster_json(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .swissmaster import read_swissmaster_json

    return read_swissmaster_json(text, options)


def _sniff_swissmaster_json(text: str, suffix: str) -> bool:
    from .swissmaster import looks_like_swissmaster_json

    return looks_like_swissmaster_json(text, suffix)


def _read_sevilla(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .sevilla import read_sevilla

    return read_sevilla(text, options)


def _sniff_sevilla(text: str, suffix: str) -> bool:
    from .sevilla import looks_like_sevilla_json

    return looks_like_sevilla_json(text, suffix)


def _read_crxml(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .crxml import read_crxml

    return read_crxml(text, options)


def _sniff_crxml(text: str, suffix: str) -> bool:
    from .crxml import looks_like_crxml

    return looks_like_crxml(text, suffix)


def _read_html(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .webpage import read_html

    return read_html(text, options)


def _sniff_html(text: str, suffix: str) -> bool:
    from .webpage import looks_like_html

    return looks_like_html(text, suffix)


def _read_pgn(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .pgn import read_pgn

    return read_pgn(text, options)


def _sniff_pgn(text: str, suffix: str) -> bool:
    from .pgn import looks_like_pgn

    return looks_like_pgn(text, suffix)


def _read_csv(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .csvfile import read_csv

    return read_csv(text, options)


def _sniff_csv(text: str, suffix: str) -> bool:
    from .csvfile import looks_like_csv

    return looks_like_csv(text, suffix)


def _read_pairings(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .pairings import read_pairings

    return read_pairings(text, options)


def _sniff_pairings(text: str, suffix: str) -> bool:
    from .assemble import ranked_rounds
    from .pairings import looks_like_pairings

    # round tables under a ranking are one event of several tables (format "rounds"), read with it
    return looks_like_pairings(text, suffix) and not ranked_rounds(text)


def _pairings_refusal(text: str, suffix: str) -> str:
    from .pairings import pairings_refusal

    return pairings_refusal(text)


def _read_files(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .files import read_files

    return read_files(text, options)


def _sniff_files(text: str, suffix: str) -> bool:
    from .files import BUNDLE

    return text.startswith(BUNDLE)  # as files.looks_like_files, without a call


def _read_rounds(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .assemble import read_tables

    return read_tables(text, options)


def _sniff_rounds(text: str, suffix: str) -> bool:
    from .assemble import looks_like_tables

    return looks_like_tables(text)


def _read_grid(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .rrgrid import read_grid

    return read_grid(text, options)


def _sniff_grid(text: str, suffix: str) -> bool:
    from .rrgrid import looks_like_grid

    return looks_like_grid(text, suffix)


def _grid_refusal(text: str, suffix: str) -> str:
    from .rrgrid import grid_refusal

    return grid_refusal(text)


def _read_crosstable(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .crosstable import read_crosstable

    return read_crosstable(text, options)


def _sniff_crosstable(text: str, suffix: str) -> bool:
    from .crosstable import looks_like_crosstable

    return looks_like_crosstable(text, suffix)


def _crosstable_refusal(text: str, suffix: str) -> str:
    from .crosstable import crosstable_refusal

    return crosstable_refusal(text)


def _read_tables(text: str, options: ReadOptions = DEFAULT_OPTIONS, /) -> Tournament:
    from .content import read_by_content

    return read_by_content(text, options)


def _sniff_tables(text: str, suffix: str) -> bool:
    return False  # read by content only when named, or when the other readers find no table they know


register_format("files", _read_files, _sniff_files)
register_format("trf", _read_trf, _sniff_trf)
register_format("json", _read_json, _sniff_json)
register_format("chess-json", _read_chess_json, _sniff_chess_json)
register_format("swisssys-json", _read_swisssys_json, _sniff_swisssys_json)
register_format("sevilla", _read_sevilla, _sniff_sevilla)
register_format("swissmaster-json", _read_swissmaster_json, _sniff_swissmaster_json)
register_format("chessresults-xml", _read_crxml, _sniff_crxml)
register_format("html", _read_html, _sniff_html)
register_format("pgn", _read_pgn, _sniff_pgn)
register_format("csv", _read_csv, _sniff_csv)
register_format("pairings", _read_pairings, _sniff_pairings, refusal=_pairings_refusal)
register_format("rounds", _read_rounds, _sniff_rounds)
register_format("grid", _read_grid, _sniff_grid, refusal=_grid_refusal)
register_format("crosstable", _read_crosstable, _sniff_crosstable, refusal=_crosstable_refusal)
register_format("tables", _read_tables, _sniff_tables)

LOOKS_FOR = {
    "files": "not several files kept as one text (a first line '#tiebreak-files 1')",
    "trf": "no line starts like a TRF player record ('001' and a starting number), not a .trf file",
    "json": 'not a JSON object declaring "format": "tiebreak-json"',
    "chess-json": 'not a JSON object declaring "filetype": "Event"',
    "swisssys-json": "not a JSON object with sections holding rounds_played (SwissSys's results file)",
    "sevilla": "not a JSON object with a GroupReport of rankings and histories (Sevilla's export)",
    "swissmaster-json": "not a JSON object with number_of_rounds, players by pairing_number (Swiss Master)",
    "chessresults-xml": "not an XML document whose root is <chessresults> (chess-results' upload XML)",
    "html": "no web page with a table (<table> and <td> markup), not a .html/.htm file",
    "pgn": 'the first line is not a PGN tag pair such as [White "…"], not a .pgn file',
    "csv": "the first line is not a header with round, white, black and result, not a .csv file",
    "rounds": "no two tables of pairings (two names and a result on each line) under round headings",
    "tables": "tried by content when no other reader finds a table",
}
"""What the sniffers without a :data:`REFUSALS` entry look for."""

_UNKNOWN_FORMAT = Template(
    "input.unknown-format",
    "cannot tell the format of this input. Considered {reasons}{name_it}",
    name_it=(Hint(Option.INPUT_FORMAT, ". Name it {using}"),),
)
_REFUSED_WARNING = Template(
    "input.refused-warning",
    "{warning}{strict}",
    strict=(Hint(Option.STRICT, " (a warning, refused by {option})"),),
)


def sniff(text: str, suffix: str = "") -> str:
    """The name of the format the text looks like.

    :raises ParseError: when no reader recognises it.
    """
    for name, (_, sniffer) in FORMATS.items():
        if sniffer(text, suffix.lower()):
            return name
    reasons = []
    for name in FORMATS:
        refusal = REFUSALS.get(name)
        why = refusal(text, suffix.lower()) if refusal else LOOKS_FOR.get(name, "not recognised")
        reasons.append(f"{name}: {why}")
    raise ParseError(_UNKNOWN_FORMAT(reasons="; ".join(reasons)))


_CONTROL = re.compile("[\x00-\x08\x0e-\x19\x1b-\x1f]")
"""Control characters no text file has (tab, line ends, form feed, vertical tab and DOS EOF are fine)."""


_PROGRAM_FILES = {
    ".tun": "Swiss-Manager",
    ".tunx": "Swiss-Manager",
    ".turx": "Swiss-Manager",
    ".tumx": "Swiss-Manager",
    ".veg": "Vega",
    ".papi": "Papi",
}
"""Binary files pairing programs save their events in, by suffix: what to give instead."""


_PACKED = (
    (("\x1f\x8b", "\x1f‹"), "a gzip-compressed file: unpack it (gunzip) and give the file inside"),
    (("PK\x03\x04",), "a zip archive that is no workbook: unpack it and give its files (several at once)"),
    (("7z\xbc\xaf", "7z¼¯"), "a 7-Zip archive: unpack it and give its files (several at once)"),
    (("Rar!",), "a RAR archive: unpack it and give its files (several at once)"),
)
"""How packed files begin (their first bytes, as Latin-1 and as Windows-1252 decode them), and what to do
with one."""
_DBASE_SUFFIXES = frozenset({".dbf", ".trn", ".sco"})
"""The suffixes of dBase tables: US Chess's rating report (``THEXPORT.DBF`` …), SwissPerfect's event."""

_JET = "Standard Jet DB"
"""How a Microsoft Access (Jet) database begins: Papi, the French federation's pairing program, keeps
its events so (``.papi``)."""


_STRAY_AT_MOST = 3
"""The most control bytes a text may hold and still be read, each left out with a warning."""


def _without_stray_controls(text: str, source: str | None) -> tuple[str, Diagnostic | None]:
    """A text of at least 1,000 characters with a stray control byte or two in it (a federation's rating
    report with one NUL where a line begins) without them, and the warning that says so; the text as it
    stands, and None, for any other (binary data is refused by :func:`_check_text`)."""
    if len(text) < 1000 or _CONTROL.search(text, 0, 65536) is None:
        return text, None
    found = _CONTROL.findall(text)
    if len(found) > _STRAY_AT_MOST or text.lstrip("\ufeff \t\r\n")[:1] in ("{", "["):
        return text, None
    if any(text.startswith(magic) for magic, _ in _PACKED) or _JET in text[:64]:
        return text, None
    first = _CONTROL.search(text)
    assert first is not None
    at = first.start()
    said = (
        f"{len(found)} control byte(s) in the text (the first 0x{ord(text[at]):02x}), which no text holds, "
        "left out"
    )
    return _CONTROL.sub("", text), _note_at(Severity.WARNING, said, source, text, at)


def _note_at(
    severity: Severity, message: str, source: str | None, text: str, at: int, *, column: bool = True
) -> Diagnostic:
    """A note on the text at offset ``at``: its line, and its column (``column``) or none."""
    line_start = text.rfind("\n", 0, at) + 1
    return Diagnostic(
        severity, message, source, text.count("\n", 0, at) + 1, at - line_start + 1 if column else None
    )


def _check_text(text: str, source: str | None) -> Diagnostic | None:
    """Refuse an empty input and binary data (a NUL or other control bytes a text never has). A JSON
    text may hold them inside its strings (SwissSys writes a colour as a NUL byte): its reader leaves
    them out (:func:`~tiebreak.readers._builder.load_json`), and the note returned says so."""
    if not text.strip():
        raise ParseError(
            "the input is empty: expected an event (TRF, crosstable, PGN, CSV or JSON)",
            source=source,
            line=1,
            column=1,
        )
    found = _CONTROL.search(text, 0, 65536)
    bad = found.start() if found is not None else None
    if bad is not None:
        from .files import looks_like_files, unbundle

        if looks_like_files(text):  # several files kept as one (an upload): each checked as a file
            said = [_check_text(part, name) for name, part in unbundle(text, source)]
            return next((d for d in said if d is not None), None)
    if bad is not None and text.lstrip("\ufeff \t\r\n")[:1] in ("{", "["):
        line = text.count("\n", 0, bad) + 1
        from .pgn import looks_like_pgn

        pgn = looks_like_pgn(text, Path(source or "").suffix.lower())
        return Diagnostic(
            Severity.WARNING,
            f"the PGN text holds {len(_CONTROL.findall(text))} control byte(s) (the first "
            f"0x{ord(text[bad]):02x}, in a tag's value: a program's stray bytes): the tags that hold them "
            "are read as they stand"
            if pgn
            else f"the JSON text holds {len(_CONTROL.findall(text))} control byte(s) (the first "
            f"0x{ord(text[bad]):02x}, in a string): left out of the strings that hold them",
            source,
            line,
            bad - (text.rfind("\n", 0, bad) + 1) + 1,
        )
    if bad is not None:
        line = text.count("\n", 0, bad) + 1
        column = bad - (text.rfind("\n", 0, bad) + 1) + 1
        suffix = Path(source or "").suffix
        own = _PROGRAM_FILES.get(suffix.lower())
        what = f"a {suffix} file is {own}'s own saved event, which only {own} reads"
        if own is None and _JET in text[:64]:
            own = "Papi"
            what = "an Access database (as Papi, the French federation's program, keeps an event)"
        if own is None and suffix.lower() in _DBASE_SUFFIXES and text[:1] in ("\x03", "\x83", "\x8b"):
            own = "a dBase program"
            what = (
                "a dBase table (US Chess's rating report files, SwissPerfect's event), which its program "
                "writes for itself"
            )
        packed = next((said for magic, said in _PACKED if text.startswith(magic)), None)
        raise ParseError(
            f"binary data (control byte 0x{ord(text[bad]):02x}): expected a text file"
            + (f"; {packed}" if packed else "")
            + (
                f"; {what}: export the event from it as a TRF file (FIDE's report format) or give its "
                "published pages"
                if own and not packed
                else ""
            ),
            source=source,
            line=line,
            column=column,
        )
    return None


_MOST_TABLE_LINES = 100_000
"""Lines a text of tables may hold (a crosstable a line a player, pairing lists a line a game: the
largest events publish a few thousand; a 2 MB page of tables some 20,000). A text of more is no
event's table: every reader of tables would look at each line, so it is refused at once. A PGN, a TRF,
a JSON text or a web page (its markup's lines are no rows) is read whatever its length (the players and
the games are then counted)."""

_TOO_MANY_LINES = Template(
    "input.too-many-lines",
    "this text has {lines} lines: more than the tables of any event hold ({limit} at most: a crosstable has "
    "a line a player, pairing lists a line a game); a PGN, TRF or JSON file of the event is read whatever "
    "its length",
)


def _check_lines(text: str, suffix: str, input_format: str, source: str | None) -> None:
    """Refuse a text of more lines than :data:`_MOST_TABLE_LINES` that is no PGN, TRF, JSON or web page
    (nor several files kept as one, each counted when read).

    :raises ParseError: for such a text."""
    lines = text.count("\n")
    if lines <= _MOST_TABLE_LINES or input_format in _STRUCTURED:
        return
    from .pgn import looks_like_pgn
    from .trf import looks_like_trf

    if text.lstrip("\ufeff \t\r\n")[:1] in ("[", "{") or looks_like_pgn(text, suffix):
        return
    from .webpage import looks_like_html

    if looks_like_trf(text) or _sniff_files(text, suffix) or looks_like_html(text, suffix):
        return  # a page's markup: its lines are no table's rows
    raise ParseError(_TOO_MANY_LINES(lines=lines, limit=_MOST_TABLE_LINES), source=source, line=1, column=1)


def read_text(
    text: str,
    *,
    source: str | None = None,
    input_format: str = "auto",
    suffix: str = "",
    options: ReadOptions = DEFAULT_OPTIONS,
) -> Tournament:
    """Read and validate an event from text in any supported format (``source``, else
    ``options.source``, names the input in every message).

    :raises TiebreakError: ``ParseError`` for unreadable text or an input above the limits,
        ``InvalidTournamentError`` for an impossible event (:mod:`tiebreak.model.tournament`).
    """
    source = options.source if source is None else source
    options.limits.check_size(len(text), source)
    text, stray = _without_stray_controls(text, source)
    text, references = _without_character_references(text, suffix, source)
    text, escapes = _without_markdown_escapes(text, suffix, source)
    recoded = _check_text(text, source)  # a note on a JSON text's control bytes
    check_numbers(text, source)
    options = replace(options, source=source)
    _check_lines(text, suffix, input_format, source)
    choice = options.columns
    group_only = (
        choice is not None and choice.group is not None and not choice.columns and choice.table is None
    )
    by_choice = choice is not None and not group_only and not _table_of_page(text, options)
    if input_format in ("auto", "files") and not by_choice and _sniff_files(text, suffix):
        from .files import unbundle  # several files kept as one text (an upload of several files)

        event = _several_inputs(unbundle(text, source), "auto", options, recoded)
        _group_read(event, options, source)
        return event
    if not text.isascii() and recoded is None:
        from ._encoding import recoded as as_written

        text, recoded = as_written(text, source)
    joined = _joined_cells(text, source) if input_format in _JOINS_CELLS else None
    read = joined.text if joined is not None else text
    try:
        if input_format in ("tables", "auto") and by_choice:
            from .content import read_by_content

            name, tournament = "tables", read_by_content(read, options, suffix=suffix)
        else:
            name, tournament = _read_format(read, suffix, input_format, options)
            if input_format == "auto" and tournament.team_info is not None:
                name, tournament = _headed_groups(read, suffix, options, name, tournament)
        if not by_choice and name not in _STRUCTURED and not tournament.is_team_event:
            _not_contradicted(tournament, source)
    except ParseError as exc:
        pages = _pasted_pages(text, options) if input_format == "auto" and not by_choice else None
        if pages is not None:
            return pages
        raise exc if joined is None else joined.error(exc) from None
    if joined is not None:
        note = Diagnostic(Severity.INFO, joined.note(), source, joined.header_line, 1)
        tournament = _at_input_lines(joined, tournament, note)
    _group_read(tournament, options, source)
    tournament = _round_robin_by_name(_round_robin_by_games(_dated(tournament, text, name, source)))
    said = tuple(d for d in (stray, references, escapes) if d is not None)
    if said:
        tournament = replace(tournament, diagnostics=(*said, *tournament.diagnostics))
    return _validated(tournament, name, options, recoded)


_MD_ROW = re.compile(r"^[ \t]*\|.*\|.*\|", re.MULTILINE)
"""A line that is a row of a Markdown table (``| 1 | SF HN-Biberach 3 | \\*\\* | 3,5 |``)."""
_MD_CELL = re.compile(r"((?:\\.|[^|\\])*)(\||$)")
"""A cell of a Markdown table's row and the ``|`` after it (an escaped ``\\|`` inside the cell)."""
_MD_ESCAPED = re.compile(r"\\([\\`*_{}\[\]()#+\-.!~<>])")
"""A Markdown backslash escape other than ``\\|`` (a ``\\*`` of a grid's diagonal ``\\*\\*``, a ``\\-``)."""


def _without_markdown_escapes(text: str, suffix: str, source: str | None) -> tuple[str, Diagnostic | None]:
    """A Markdown text whose tables' cells escape their punctuation with backslashes (a club's page:
    ``\\*\\*`` on a team crosstable's diagonal, ``\\-`` for a game not played) with the characters
    written as they are, each cell padded after its text so that every cell keeps its column, and the
    note that says so; the text itself and None when no table row holds one (or it is a web page)."""
    if "\\" not in text or "|" not in text:
        return text, None
    from .webpage import looks_like_html

    if looks_like_html(text, suffix):
        return text, None
    found: list[tuple[int, str]] = []  # where each row with an escape starts, and its first escape

    def cell(m: re.Match[str]) -> str:
        inner, bar = m.group(1), m.group(2)
        plain = _MD_ESCAPED.sub(r"\1", inner)
        return m.group(0) if plain == inner else plain + " " * (len(inner) - len(plain)) + bar

    def row(m: re.Match[str]) -> str:
        line = m.group(0)
        escape = _MD_ESCAPED.search(line) if "\\" in line else None
        if escape is None:
            return line
        found.append((m.start(), escape.group(0)))
        return _MD_CELL.sub(cell, line)

    out = _MD_ROW.sub(row, text)
    if not found:
        return text, None
    at, first = found[0]
    said = (
        f"the cells of {len(found)} Markdown table row(s) escape punctuation with a backslash ({first!r} "
        "the first here): read without the backslashes"
    )
    return out, _note_at(Severity.INFO, said, source, text, at, column=False)


_REFERENCE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
"""An HTML character reference (``&#189;``, ``&#x2605;``, ``&frac12;``)."""


def _without_character_references(
    text: str, suffix: str, source: str | None
) -> tuple[str, Diagnostic | None]:
    """A text that is no web page with its HTML character references written as the characters they
    stand for (a club's Markdown page: ``&#10022;`` on a grid's diagonal, ``&#189;`` for a draw), and the
    note that says so (a column after one on its line counts the characters written); the text itself
    and None when it holds none, or is a web page or a JSON document (their readers decode their own)."""
    if "&" not in text or text.lstrip("\ufeff \t\r\n")[:1] in ("<", "{", "["):
        return text, None
    from .files import looks_like_files
    from .webpage import looks_like_html

    if looks_like_files(text):  # several files kept as one: their lengths stand, each file as given
        return text, None

    if looks_like_html(text, suffix):
        return text, None
    import html

    found: list[tuple[int, str, str]] = []

    def written(m: re.Match[str]) -> str:
        ch = html.unescape(m.group(0))
        if ch != m.group(0):
            found.append((m.start(), m.group(0), ch))
        return ch

    out = _REFERENCE.sub(written, text)
    if not found:
        return text, None
    at, ref, ch = found[0]
    count, line = len(found), text.count("\n", 0, at) + 1
    note = Diagnostic(
        Severity.INFO,
        f"{count} HTML character reference(s) written as the characters they stand for ({ref} as {ch!r}, "
        "the first here): a column after one on its line counts the characters written",
        source,
        line,
        None,
    )
    return out, note


_STRUCTURED = frozenset({"trf", "json", "chess-json", "swisssys-json", "sevilla", "swissmaster-json", "pgn"})
"""Formats whose every value is in a field of its own: a points column that disagrees with the results
is the publisher's (a warning), never a table read otherwise than it stands."""

_CONTRADICTED = Template(
    "input.totals-contradicted",
    "{bad} of the {count} players whose points the table gives get other points from their results as "
    "read ({name}: {published} published, {computed} from the results): the table was not read as it "
    "stands (its columns taken for what they are not, or a table cut short read as a smaller one), and "
    "is refused rather than misread{part}; say what each column is{how}",
    how=(Hint(Option.COLUMNS, " with {option}"),),
)


_PART_OF_AN_EVENT = (
    "; every one of those totals is above its results, as when the table holds only some of the event's "
    "players (a cross table of the leaders, its totals counting every game of the event): give the whole "
    "crosstable or the event's round pages"
)
"""What :data:`_CONTRADICTED` adds when every differing total is above the results."""


def _not_contradicted(t: Tournament, source: str | None) -> None:
    """Nothing when the event's own points column agrees with its results for most players.

    :raises ParseError: when most players' results as read contradict it
        (:func:`~._builder.totals_contradicted`), at the first such player's line.
    """
    from ._builder import points_differing, totals_contradicted

    found = totals_contradicted(t)
    if found is None:
        return
    first, computed, bad = found
    above = all(
        p.declared_points is not None and p.declared_points > won
        for p, won in points_differing(t.players, t.scoring)
    )
    raise ParseError(
        _CONTRADICTED(
            bad=bad,
            count=sum(1 for p in t.players if p.declared_points is not None),
            name=first.name,
            published=format_value(first.declared_points),
            computed=format_value(computed),
            part=_PART_OF_AN_EVENT if above else "",
        ),
        source=source,
        line=first.line,
    )


_JOINS_CELLS = frozenset({"auto", "tables", "crosstable", "pairings"})
"""The input formats whose tables may be a browser's copy with each cell over several lines."""


def _group_read(t: Tournament, options: ReadOptions, source: str | None) -> None:
    """:raises ParseError: when the options choose a group (``group=``) and the input was read as one
    event: a choice that chose nothing is never passed over in silence."""
    wanted = options.columns.group if options.columns is not None else None
    if wanted is None:
        return
    from .groups import GROUP_READ, GROUP_READ_IN_FILES, ONE_GROUP

    read = {GROUP_READ.code, GROUP_READ_IN_FILES.code}
    if not any(getattr(d.message, "code", None) in read for d in t.diagnostics):
        raise ParseError(ONE_GROUP(group=wanted), source=source)


def _table_of_page(text: str, options: ReadOptions) -> bool:
    """True when the column choice only names a table of a web page (``--columns table=2``): the web
    page reader reads that table by its headings (its other tables are other events)."""
    from .webpage import looks_like_html

    choice = options.columns
    return choice is not None and not choice.columns and choice.header is None and looks_like_html(text)


def _validated(
    tournament: Tournament, name: str, options: ReadOptions, recoded: Diagnostic | None = None
) -> Tournament:
    """The event read, validated (:func:`tiebreak.model.tournament.checked`); a warning refused by
    ``strict``."""
    if name in _DATED_BY_HEADING:
        tournament = _unrated_zeros(tournament)
    event = checked(tournament, strict=not options.lenient, input_format=name, limits=options.limits)
    if recoded is not None:
        event = replace(event, diagnostics=(recoded, *event.diagnostics))
    if options.strict:
        warning = next((d for d in event.diagnostics if d.severity is Severity.WARNING), None)
        if warning is not None:
            raise ParseError(
                _REFUSED_WARNING(warning=warning.message),
                source=warning.source,
                line=warning.line,
                column=warning.column,
                diagnostics=event.diagnostics,
            )
    return event


_DEAD_ENDS = (
    "cannot tell the format",
    "unknown column heading",
    "no crosstable",
    "only 0 read as rows",
    "no grid rows found",
    "expected exactly one diagonal mark",
    "grid cells with the diagonal mark",
    "does not read as one",
    "cannot read the cell",
    "cannot read the result",
    "the player numbers are not unique",
)
"""What the format readers say when they find no table they know: the input is then read by content
(:mod:`tiebreak.readers.content`), and when that finds no event either, the message shows every table
found."""
_BY_CONTENT = frozenset({"html", "crosstable", "grid", "pairings", "csv"})
"""The formats whose dead ends are read again by content (a TRF, PGN or JSON error is the file's own)."""


def _read_format(text: str, suffix: str, input_format: str, options: ReadOptions) -> tuple[str, Tournament]:
    """The format's name and the event its reader reads (``auto``: the format sniffed); when the
    reader finds no table it knows, the event the tables make by their content."""
    if input_format != "auto" and input_format not in FORMATS:
        raise ParseError(
            f"unknown input format {input_format!r}; known formats: {', '.join(FORMATS)}",
            source=options.source,
        )
    name = input_format
    try:
        if name == "auto":
            name = sniff(text, suffix)
        event = FORMATS[name][0](text, options)
        if input_format == "auto" and name in ("crosstable", "html"):
            return _colons_by_ranking(text, suffix, options, name, event)
        return name, event
    except ParseError as exc:
        from ._keyedboards import boards_alone
        from .content import NoEventError

        keyed = boards_alone(text, options.source) if input_format == "auto" else None
        if keyed is not None:  # a team event's boards that name their match, not its teams
            raise keyed from None
        if input_format == "auto" and name == "rounds" and not isinstance(exc, NoEventError):
            team = _team_tables(text, options, exc)  # a league's crosstable beside one team's match boards
            if team is not None:
                return team
            typed = _typed_rounds(text, suffix, options)  # lines aligned with blanks, some taken for tables
            if typed is not None:
                return typed
            continued = _continued(text, options)  # rows a page's text broke inside a cell
            if continued is not None:
                return continued
        if input_format == "auto" and name in ("rounds", "pairings") and not isinstance(exc, NoEventError):
            beside = _crosstable_beside_rounds(text, suffix, options, exc)  # a page's standings above
            if beside is not None:  # the pairing list of its last round (SwissSys's club page)
                return beside
        if input_format == "auto" and "no game or bye in any of the" in exc.message:
            team = _team_tables(text, options, exc)  # a team's line-up read as a crosstable, beside the
            if team is not None:  # league's team crosstable
                return team
            alone = _one_round(text, options, exc)  # a pairing list without its header row
            if alone is not None:
                return alone
        if input_format == "auto" and name == "grid":
            from .rrgrid import DROPPED_CELLS  # loaded: the grid reader refused the text

            other = _beside_grid(text, suffix, options, exc) if DROPPED_CELLS in exc.message else None
            if other is not None:
                return other
        if input_format == "auto" and name == "html" and isinstance(exc, NoEventError):
            typed = _rewritten(text, suffix, options) or _player_cards(
                text, options
            )  # results typed as lines?
            if typed is not None:
                return typed
        if (
            input_format not in ("auto", "csv")  # a .csv upload is read as one, its dead ends by content too
            or (name != "auto" and name not in _BY_CONTENT)
            or isinstance(exc, NoEventError)
            or not any(d in exc.message for d in _DEAD_ENDS)
        ):
            raise
        unfolded = _unfolded(text, suffix, options) if name == "auto" else None
        if unfolded is None:
            unfolded = _rewritten(text, suffix, options, exc) or _player_cards(text, options)
        if unfolded is not None:
            return unfolded
        unknown = _unknown_json(text) or _settings_file(text)
        if unknown is not None:  # its lines are no tables: not read as text
            raise ParseError(unknown, source=options.source, line=1, column=1) from None
        from .content import read_by_content

        try:
            return "tables", read_by_content(text, options, suffix=suffix, first_error=exc)
        except NoEventError as found:
            alone = _one_round(text, options, found) or _team_tables(text, options)
            if alone is not None:
                return alone
            raise _lost_separators(found, text) from None
        except ParseError as failed:  # another table read and refused: a team crosstable beside it?
            team = _team_tables(text, options, failed)
            if team is None:
                raise
            return team


def _colons_by_ranking(
    text: str, suffix: str, options: ReadOptions, name: str, event: Tournament
) -> tuple[str, Tournament]:
    """A crosstable read by its known headings whose SwissPerfect ``:`` cells (rounds without a game)
    were read as not paired for want of a points column, when the same input gives a ranking of its
    players with their points (SwissPerfect's standings above its cross table): read again by content,
    which reads those cells as the ranking's points say (½ or 1 each where they add up so). As read
    when the input holds no such ranking, or columns were chosen."""
    from .crosstable import COLON_NOTE

    if options.columns is not None or not any(d.message == COLON_NOTE for d in event.diagnostics):
        return name, event
    from .content import RANKING_POINTS_NOTE, read_by_content

    try:
        again = read_by_content(text, options, suffix=suffix)
    except ParseError:
        return name, event
    if any(d.message == RANKING_POINTS_NOTE for d in again.diagnostics):
        return "tables", again
    return name, event


_GROUP_CODES = frozenset({"input.group-read", "input.several-groups", "input.several-team-crosstables"})
"""The notes of a reader that chose one event among several (its divisions told apart already)."""


def _headed_groups(
    text: str, suffix: str, options: ReadOptions, name: str, event: Tournament
) -> tuple[str, Tournament]:
    """A league's divisions typed under group headings (``Staffel A``, ``Staffel B``:
    :mod:`._groupheads`), read as one team event of match results: the division ``--columns group=N``
    names (its number or its heading), else the first with a warning naming them all; the event as read
    when the text has no such headings, or teams of two headings meet (one event after all).
    A division that does not read alone leaves the event as read, with a warning that says so."""
    from ._groupheads import group_sections, group_text
    from .groups import choose_event

    info = event.team_info
    told = any(getattr(d.message, "code", None) in _GROUP_CODES for d in event.diagnostics)
    groups = group_sections(text) if info is not None and info.match_results_only and not told else []
    if not groups:
        return name, event
    wanted = options.columns.group if options.columns is not None else None
    alone = replace(options, columns=None)
    read: list[tuple[str, Tournament]] = []
    for g in groups:
        try:
            read.append(_read_format(group_text(text, g), suffix, "auto", alone))
        except ParseError as exc:
            said = Diagnostic(
                Severity.WARNING,
                f"the text names {len(groups)} divisions ({', '.join(g.label for g in groups)}) and "
                f"{g.label} does not read alone ({exc.message}): read as one event, its teams ranked "
                "together",
                options.source,
                g.lines[0],
                1,
            )
            return name, replace(event, diagnostics=(said, *event.diagnostics))
    teams = [{t.name for t in e.team_info.teams} if e.team_info else set() for _, e in read]
    if any(a & b for k, a in enumerate(teams) for b in teams[k + 1 :]):
        return name, event
    listed = "; ".join(
        f"{k}: {g.label} (line {g.lines[0]}), {len(t)} teams"
        for k, (g, t) in enumerate(zip(groups, teams, strict=True), 1)
    )
    choice = choose_event(wanted, [g.label for g in groups], listed, options.source, [len(t) for t in teams])
    chosen_name, chosen = read[choice.index]
    at = groups[choice.index].lines[0]
    notes = [Diagnostic(Severity.INFO, choice.read, options.source, at, 1)]
    if choice.several is not None:
        notes.insert(0, Diagnostic(Severity.WARNING, choice.several, options.source, at, 1))
    return chosen_name, replace(chosen, diagnostics=(*notes, *chosen.diagnostics))


_INI_SECTION = re.compile(r"^\[[^\]\n]{1,60}\]\s*$", re.MULTILINE)
_INI_KEY = re.compile(r"^[A-Za-z][\w .-]{0,40}=", re.MULTILINE)


def _settings_file(text: str) -> str | None:
    """The message that refuses a program's settings file (sections in brackets, ``key=value`` lines:
    SwissPerfect's ``.ini`` beside the tables that hold its event's players and games), with what to
    give instead; None for any other text."""
    lines = [line for line in text.splitlines() if line.strip()]
    sections, keys = len(_INI_SECTION.findall(text)), len(_INI_KEY.findall(text))
    if sections < 2 or keys < sections or sections + keys < 0.9 * len(lines):  # (a PGN's tags: no keys)
        return None
    swissperfect = "[Tournament Info]" in text
    return (
        f"a program's settings file ({sections} sections in brackets of key=value lines"
        + (
            ", SwissPerfect's: its event's players and games are in the .trn and .sco tables beside it"
            if swissperfect
            else ""
        )
        + "), not an event: export the event from the program as a TRF file (FIDE's report format), or give "
        "its published crosstable or ranking and pairing lists"
    )


def _unknown_json(text: str) -> str | None:
    """What a JSON document no reader knows holds (its top-level keys, or its list's length and first
    item's keys), as the message that refuses it; None for a text that is no JSON object or list."""
    from ._jsontables import json_value, results_without_games

    value = json_value(text)
    known = results_without_games(value)
    if known is not None:
        return known

    def keys(item: object) -> str:
        if not isinstance(item, dict):
            return ""
        shown = ", ".join(repr(str(k)[:30]) for k in list(item)[:8])
        return f"keys {shown}{', …' if len(item) > 8 else ''}"

    if isinstance(value, dict):
        held = f"an object with {keys(value) or 'no keys'}"
    elif isinstance(value, list):
        first = keys(value[0]) if value else ""
        held = f"a list of {len(value)} item(s)" + (f", the first an object with {first}" if first else "")
    else:
        return None
    return (
        f'a JSON document of a form not read: {held}. JSON is read as tiebreak\'s own ("format": '
        '"tiebreak-json"), a chess-json event ("filetype": "Event"), SwissSys\'s results file, '
        "Sevilla's export, the ECF League Management System's tables, or tables given as a header and rows "
        "or as records with the players' names and rounds; give the event as a TRF, PGN or CSV file, or "
        "its crosstable"
    )


def _typed_rounds(text: str, suffix: str, options: ReadOptions) -> tuple[str, Tournament] | None:
    """The event of results typed one game a line under round headings whose blanks made some rounds
    read as tables and others not (a word processor's page copied: ``BENEY Eddy      - TUKMAKOV
    Vladimir B     0:1``), read as typed lines (:func:`_rewritten`); None when the text is not so, or
    does not read so (the pairing reader's message then stands)."""
    try:
        return _rewritten(text, suffix, options)
    except ParseError:
        return None


def _crosstable_beside_rounds(
    text: str, suffix: str, options: ReadOptions, exc: ParseError
) -> tuple[str, Tournament] | None:
    """The event of the crosstables a text holds beside pairing lists of a later round only (a club's page
    of its sections' standings, each round's results in its cells, then the pairings of the last round
    played, as SwissSys writes the page), read by content, with a note; the same when the group chosen
    (``group=N``) is none of the pairing lists' but one of the crosstables'. None when the pairing lists
    were refused for another reason, or the text holds no event by content either."""
    from .content import read_by_content
    from .groups import NO_SUCH_GROUP
    from .pairings import LATER_ROUNDS_ONLY

    code = getattr(exc.message, "code", None)
    if code not in (LATER_ROUNDS_ONLY.code, NO_SUCH_GROUP.code) or options.lenient:
        return None  # (a group the pairing lists do not hold: one of the crosstables' groups?)
    try:
        event = read_by_content(text, options, suffix=suffix)
    except ParseError:
        return None
    said = "begin with a later round" if code == LATER_ROUNDS_ONLY.code else "are not the group chosen"
    note = Diagnostic(
        Severity.INFO,
        f"the pairing lists of this input {said} ({exc.message}); its crosstable is read instead, the "
        "rounds in its cells",
        options.source,
        exc.line,
        exc.column,
    )
    return "tables", replace(event, diagnostics=(note, *event.diagnostics))


def _continued(text: str, options: ReadOptions) -> tuple[str, Tournament] | None:
    """The event of a text whose rows a page's text broke inside a cell, each row read joined
    (:mod:`tiebreak.readers._tabcontinued`), with a note; None when no row is so or the joined text does
    not read either."""
    from ._tabcontinued import tab_continued_lines

    r = tab_continued_lines(text)
    if r is None:
        return None
    try:
        name, t = _read_format(r.text, "", "auto", options)
    except ParseError:
        return None
    note = Diagnostic(Severity.INFO, r.note(), options.source, r.header_line, 1)
    return name, _at_input_lines(r, t, note)


def _player_cards(text: str, options: ReadOptions) -> tuple[str, Tournament] | None:
    """The event of a table of players' cards (FIDE's tournament report: a row naming each player, then a
    row per round, the opponent's name and the score; :mod:`tiebreak.readers._playercards`), None when
    no table is one, or columns were chosen."""
    from ._playercards import card_headings, player_cards_event, text_card_tables
    from .tables import extract_tables
    from .webpage import looks_like_html

    if options.columns is not None or not card_headings(text):
        return None
    page = looks_like_html(text)
    cards = [] if page else text_card_tables(text, options.source)  # a copy: line by line
    tables = cards or extract_tables(text, source=options.source)
    event = player_cards_event(tables, options, _cards_title(text, page, tables))
    return ("tables", event) if event is not None else None


def _cards_title(text: str, page: bool, tables: list[Table]) -> str:
    """The name of the event whose players' cards a text holds: a page's title, a copy's first line that
    names it (Vega's, after its menu); FIDE's report names it in its cards' caption."""
    from .assemble import text_title
    from .webpage import parse_page

    return parse_page(text).title if page else text_title(text, min((t.line for t in tables), default=1))


def _beside_grid(
    text: str, suffix: str, options: ReadOptions, failed: ParseError
) -> tuple[str, Tournament] | None:
    """A text whose first table is a round-robin grid that lost its empty cells (a page's copy of
    SwissChess's crosstable, ``1. Kapfer 2161 ** ½ 1 1 1 1 + 5.5``) read from its other tables (the same
    event's progress table below it), with a warning that says so; None when the rest makes no event."""
    from .crosstable import text_lines
    from .rrgrid import first_grid_span

    span = first_grid_span(text)
    if span is None:
        return None
    first, last = span
    lines = text_lines(text)  # numbered as the grid reader numbers them, whatever the line ending
    rest = "\n".join("" if first <= k <= last else line for k, line in enumerate(lines, 1))
    if rest.strip() == "\n".join(lines).strip():  # no line of the grid taken away: nothing else to read
        return None
    try:
        name, event = _read_format(rest, suffix, "auto", options)
    except ParseError:
        return None
    said = Diagnostic(
        Severity.WARNING,
        f"the grid of lines {first}-{last} is not read ({failed.message.split(':')[0]}): the event is read "
        "from the input's other table",
        options.source,
        first,
        1,
    )
    return name, replace(event, diagnostics=(said, *event.diagnostics))


def _one_round(text: str, options: ReadOptions, found: ParseError) -> tuple[str, Tournament] | None:
    """The event of one round's pairing list the format readers do not know (chess-results' Excel
    export of a round, ``Name`` heading both sides), read as the pairing lists of several rounds are
    (:func:`tiebreak.readers.assemble.read_tables`: a later round's alone is refused, saying to give
    every round); a pairing list without its header row too (SwissChess's list copied from the program:
    ``1⇥29⇥Wüstehube,Harry⇥⇥()⇥-⇥1⇥Philipp,Mathias⇥CM⇥()⇥0⇥-⇥1``), which the pairing lists' reader finds
    by its content where the crosstable reader finds no round cell. None when no table was found to be a
    pairing list, or it does not read so (the dead end's message then stands)."""
    from .assemble import Kind, classify, read_tables, text_tables
    from .content import NoEventError

    if options.columns is not None:
        return None
    told = isinstance(found, NoEventError) and any(r.kind in ("pairings", "games") for r in found.readings)
    if not told and not any(
        c is not None and c.kind is Kind.PAIRINGS for c in map(classify, text_tables(text, options.source))
    ):
        return None
    from .pairings import LATER_ROUNDS_ONLY

    try:
        return "rounds", read_tables(text, options)
    except ParseError as exc:
        if exc.code == LATER_ROUNDS_ONLY.code:  # round 3's list alone: said so, not the dead end
            raise
        return None


def _team_tables(
    text: str, options: ReadOptions, failed: ParseError | None = None
) -> tuple[str, Tournament] | None:
    """The team event of a page whose team crosstable stands among tables of other kinds (a club's page of
    its league: the crosstable, its own players' scores, its matches' boards), read from the crosstable
    (:func:`tiebreak.readers.assemble.team_event`), with a note that the other tables are not (a warning
    that says where their reading stopped, ``failed``); None when no table is a team crosstable, or it does
    not read (the dead end's message then stands)."""
    from ._builder import clean
    from .assemble import Kind, chosen_team_event, classify, page_classified, tables_of, text_tables
    from .webpage import looks_like_html, parse_page

    if options.columns is not None:
        return None
    source = options.source or ""
    page = parse_page(clean(text), source) if looks_like_html(text) else None
    tables = tables_of(page, source) if page is not None else text_tables(text, source)
    every = page_classified(page, source) if page is not None else [classify(t) for t in tables]
    found = [c for c in every if c is not None and c.kind is Kind.TEAM_CROSSTABLE]
    if not found:
        return None
    try:
        event = chosen_team_event(found, options, last=False)
    except ParseError:
        return None
    t = found[0].table
    stopped = f" (read as the event's boards, they stopped at {failed})" if failed is not None else ""
    note = Diagnostic(
        Severity.WARNING if failed is not None else Severity.INFO,
        f"the event is the team crosstable {t.where()}; the page's {len(tables) - 1} other table(s) (a "
        f"team's players, its matches' boards) are not read with it{stopped}",
        source or None,
        t.line,
        t.column,
    )
    return "tables", replace(event, diagnostics=(note, *event.diagnostics))


def _lost_separators(found: ParseError, text: str) -> ParseError:
    """The dead end's message, with what a table that lost its cell separators shows when the input has
    one (:func:`tiebreak.readers.runon.run_together`), or a browser's copy whose rows cannot be joined
    (:func:`tiebreak.readers.celllines.unjoined_rows`)."""
    from .celllines import unjoined_rows
    from .content import NoEventError
    from .runon import run_together

    said = run_together(text) or unjoined_rows(text)
    if not said or not isinstance(found, NoEventError):
        return found
    first, _, rest = found.message.partition("\n")  # what was found (the tables) after what to do
    return NoEventError(
        f"{first}\n{said}" + (f"\n{rest}" if rest else ""),
        tables=found.tables,
        readings=found.readings,
        source=found.source,
        line=found.line,
        column=found.column,
    )


def _unfolded(text: str, suffix: str, options: ReadOptions) -> tuple[str, Tournament] | None:
    """The event of a grid or crosstable whose rows were run together on one line
    (:mod:`tiebreak.readers.runon`), read one row a line, with a note; None when the input has no such
    line or its rows do not read as a grid or crosstable."""
    from .runon import unfold_rows

    u = unfold_rows(text)
    if u is None:
        return None
    try:
        name = sniff(u.text, suffix)
    except ParseError:
        return None
    if name not in ("grid", "crosstable"):
        return None
    try:
        t = FORMATS[name][0](u.text, options)
    except ParseError as exc:
        raise u.error(exc) from None
    return name, _at_input_lines(
        u, t, Diagnostic(Severity.INFO, u.note(), options.source, u.line, u.starts[0])
    )


def _rewritten(
    text: str, suffix: str, options: ReadOptions, first: ParseError | None = None
) -> tuple[str, Tournament] | None:
    """The event of a text that is rewritten for the readers at a dead end: a JSON text of tables, each a
    header and rows (:func:`tiebreak.readers._jsontables.json_tables`), lines behind a list's or a
    quotation's mark (:func:`tiebreak.readers._marked.marked_lines`), a table whose players each
    stand on two lines, results above opponents and colours
    (:func:`tiebreak.readers._paired.fold_paired_lines`), a crosstable as SCID writes it
    (:func:`tiebreak.readers._scid.scid_lines`), a round-robin grid whose rows a copy broke at the
    diagonal (:func:`tiebreak.readers._brokengrid.broken_grid_lines`) or whose rows leave out their own
    cell (:func:`tiebreak.readers._nodiagonal.omitted_diagonal_lines`), an ICCF crosstable whose cells
    ran together
    (:func:`tiebreak.readers._iccf.iccf_lines`), a table that stands one value a line
    (:func:`tiebreak.readers._onecell.one_value_lines`), double round-robin groups whose rows give
    each opponent's two games side by side (:func:`tiebreak.readers._twogames.two_games_lines`), a team
    event's matches typed under round headings, the two teams side by side without a dash
    (:func:`tiebreak.readers._matchlines.match_lines`), a team match's card whose name columns are headed
    by the teams (:func:`tiebreak.readers._matchcard.match_card_lines`), or
    results typed one game after another
    (:func:`tiebreak.readers._gamelines.game_lines`; of a web page, its text: ``page_game_lines``), read as
    rewritten, with a note; None when the text is neither. ``first``: what the format reader said of the
    text, said again when the rewritten lines leave aside a table of more players (:func:`_unread_table`).

    :raises ParseError: what reading the rewritten text says, at the input's lines.
    """
    from ._blocklines import block_cell_lines
    from ._brokengrid import broken_grid_lines
    from ._gamelines import game_lines, page_game_lines
    from ._iccf import iccf_lines
    from ._jsontables import json_tables
    from ._marked import marked_lines
    from ._matchcard import match_card_lines
    from ._matchlines import match_lines
    from ._nodiagonal import omitted_diagonal_lines
    from ._onecell import one_value_lines
    from ._paired import fold_paired_lines
    from ._scid import scid_lines
    from ._tabcontinued import tab_continued_lines
    from ._teamcross import team_crosstable_lines
    from ._twogames import two_games_lines
    from .webpage import looks_like_html

    page = looks_like_html(text, suffix) or text.lstrip("\ufeff \t\r\n")[:1] == "<"  # markup: its text
    rewrites = (
        (fold_paired_lines, match_card_lines, team_crosstable_lines, page_game_lines)
        if page
        else (
            json_tables,
            scid_lines,
            broken_grid_lines,
            omitted_diagonal_lines,
            iccf_lines,
            marked_lines,
            fold_paired_lines,
            one_value_lines,
            two_games_lines,
            match_card_lines,
            team_crosstable_lines,
            match_lines,
            game_lines,
            tab_continued_lines,
            block_cell_lines,
        )
    )
    for rewrite in rewrites:
        r = rewrite(text)
        if r is None or r.text == text:  # the same text again would be read again without end
            continue
        try:
            name, t = _read_format(r.text, "", "auto", options)  # tab-separated text, whatever the file
        except ParseError as exc:
            raise r.error(exc) from None
        left = _unread_table(text, r, len(t.players)) if first is not None else None
        if first is not None and left is not None:
            at, count = left
            raise ParseError(
                _UNREAD_TABLE(
                    first=first.message,
                    at=at,
                    end=at + count - 1,
                    count=count,
                    note=r.note(),
                    players=len(t.players),
                ),
                source=first.source,
                line=first.line,
                column=first.column,
            ) from None
        note = Diagnostic(Severity.INFO, r.note(), options.source, r.header_line, 1)
        return name, _at_input_lines(r, t, note)
    return None


_UNREAD_TABLE = Template(
    "input.unread-table",
    "{first}. Lines {at}-{end} number {count} players in a table that does not read; the rest of the text, "
    "{note}, names only {players} players, so it is not the event. Give the table with its cells kept "
    "(tabs, ';' or '|' between them), as saved from the page{how}",
    how=(Hint(Option.COLUMNS, ", or say what its columns are {using}"),),
)
_NUMBERED_ROW = re.compile(r"\s*(\d{1,3})[.)]?\s+[^\W\d_]")
_RESULT_WORD = re.compile(r"(?<!\S)(?:[01½=+\-−–]|0[.,]5|1/2)(?!\S)")
_DIAGONAL = re.compile(r"(?<!\S)(?:\*\*|xx|XX|××?)(?!\S)")
"""A round-robin grid's diagonal mark, a word of its own (``**``, ``xx``, ``×``)."""


def _unread_table(text: str, r: Relined, players: int) -> tuple[int, int] | None:
    """The first line and the count of the rows numbered 1, 2, 3, … that the rewritten text ``r`` leaves
    aside, each a number, a name and three results or more (a crosstable's rows), when they number more
    players than the event read from the rewritten lines holds; else None."""
    used = {line for line, _ in r.origin}
    expected, first = 1, 0
    for k, line in enumerate(text.splitlines(), start=1):
        m = _NUMBERED_ROW.match(line)
        if k in used or m is None or int(m.group(1)) != expected or len(_RESULT_WORD.findall(line)) < 3:
            continue
        first = first or k
        expected += 1
    count = expected - 1
    if count < 4:  # a grid's rows broken over lines (a blog's copy): its diagonal marks, one a row
        marked = [
            k for k, line in enumerate(text.splitlines(), start=1) if k not in used and _DIAGONAL.search(line)
        ]
        first, count = (marked[0], len(marked)) if marked else (0, 0)
    return (first, count) if count >= 4 and count > players else None


def _at_input_lines(r: Relined, t: Tournament, note: Diagnostic) -> Tournament:
    """The event read from a rewritten text (:class:`tiebreak.readers._relined.Relined`) at the input's
    lines, with the note that says how it was rewritten (and, of a :class:`~.celllines.Joined`, a warning
    for each guess the rewrite made or line it left aside: :meth:`~.celllines.Joined.guesses`)."""
    from .celllines import Joined

    players = tuple(p.at_line(r.locate(p.line, None)[0]) for p in t.players)
    guessed = r.guesses() if isinstance(r, Joined) else []
    said = tuple(Diagnostic(Severity.WARNING, m, note.source, line, 1) for m, line in guessed)
    return replace(t, players=players, diagnostics=(note, *(r.diagnostic(d) for d in t.diagnostics), *said))


def _pasted_pages(text: str, options: ReadOptions) -> Tournament | None:
    """The event of a text of several pages pasted one after another (a round's pairing list and the
    crosstable, copied from a browser), read as the pages given as files are
    (:func:`tiebreak.readers.celllines.pasted_pages`; each page named by its number, its lines the
    text's), with a note; None when the text is no such pages, or they make no event of every page."""
    from .celllines import pasted_pages

    pages = pasted_pages(text)
    if pages is None:
        return None
    name = options.source or "paste"
    sources = [
        (f"{name} (page {k} of {len(pages)})", "\n" * start + page)
        for k, (start, page) in enumerate(pages, start=1)
    ]
    try:
        event = _several_inputs(sources, "auto", options)
    except ParseError:
        return None
    names = {name for name, _ in sources}
    if any(
        d.severity is Severity.WARNING and d.source in names and " not used" in d.message
        for d in event.diagnostics
    ):
        return None  # a page left aside (a crosstable that does not read): the text read whole says why
    starts = ", ".join(str(start + 1) for start, _ in pages)
    note = Diagnostic(
        Severity.INFO,
        f"read as {len(pages)} pages pasted one after another, each a table under its header (from lines "
        f"{starts}): as the pages given as files",
        options.source,
        pages[0][0] + 1,
        1,
    )
    return replace(event, diagnostics=(note, *event.diagnostics))


def _joined_cells(text: str, source: str | None) -> Joined | None:
    """The text with the rows a browser's copy spread over several lines each written on one line
    (:func:`tiebreak.readers.celllines.joined_copy`); None for markup, or a text that holds none.

    :raises ParseError: when it holds a table whose rows cannot all be placed.
    """
    if text.lstrip("\ufeff \t\r\n")[:1] == "<":  # markup (a page) is no copy of one
        return None
    from .celllines import joined_copy

    return joined_copy(text, source)


_ROUND_ROBIN_BY_GAMES = Template(
    "input.round-robin-by-games",
    "every player meets every other as often: read as a round robin{how}",
    how=(Hint(Option.PAIRING, " ({option} reads it otherwise)", "swiss"),),
)


def _round_robin_by_games(t: Tournament) -> Tournament:
    """An event whose format does not say its pairing system, in which every player meets every other
    the same number of times (once, or twice: a double round robin): a round robin, with a note (a
    list of games or pairings of a complete round robin; Swiss-only tie-breaks and rules then do not
    apply)."""
    if t.pairing_source != "default" or t.team_info is not None or not 3 <= len(t.players) <= 500:
        return t
    from collections import Counter

    from ..model.errors import Diagnostic
    from ..model.tournament import PairingSystem

    others = {p.sno for p in t.players}
    times: set[int] = set()
    for p in t.players:
        met = Counter(e.opponent for e in p.rounds if e.opponent is not None)
        if set(met) != others - {p.sno} or len(set(met.values())) != 1:
            return t
        times |= set(met.values())
    if len(times) != 1 or times.pop() not in (1, 2):
        return t
    note = Diagnostic(Severity.INFO, _ROUND_ROBIN_BY_GAMES(), t.source)
    return replace(
        t, pairing=PairingSystem.ROUND_ROBIN, pairing_source="games", diagnostics=(*t.diagnostics, note)
    )


_ROUND_ROBIN_NAME = re.compile(
    r"round[- ]?robin|all[- ]play[- ]all|rundenturnier|vollrundig|doppelrundig|rundturnering|"
    r"todos contra todos|tous contre tous|toutes rondes|tournoi fermé|girone all.italiana|kruhový|"
    r"turniej kołowy|круговой|круговик|\b(?:double )?rr\b",
    re.IGNORECASE,
)
_SWISS_NAME = re.compile(r"swiss|schweizer|suizo|suisse|svizzer|швейцар|\bopen\b", re.IGNORECASE)
_ROUND_ROBIN_BY_NAME = Template(
    "input.round-robin-by-name",
    "the event's name says it is a round robin ({word!r}): read as one{how}",
    how=(Hint(Option.PAIRING, " ({option} reads it otherwise)", "swiss"),),
)


def _round_robin_by_name(t: Tournament) -> Tournament:
    """An event whose format does not say its pairing system, and whose games do not yet show it (a
    round robin published round by round before its end), named a round robin by its own name or
    heading (``Rundenturnier``, ``Round Robin``, ``todos contra todos``): a round robin, with a note."""
    if t.pairing_source != "default" or t.team_info is not None:
        return t
    found = _ROUND_ROBIN_NAME.search(t.name)
    if found is None or _SWISS_NAME.search(t.name):  # "Swiss and round robin": says nothing
        return t
    from ..model.errors import Diagnostic
    from ..model.tournament import PairingSystem

    note = Diagnostic(Severity.INFO, _ROUND_ROBIN_BY_NAME(word=found.group(0)), t.source)
    return replace(
        t, pairing=PairingSystem.ROUND_ROBIN, pairing_source="name", diagnostics=(*t.diagnostics, note)
    )


_DATED_BY_HEADING = frozenset({"html", "crosstable", "grid", "pairings", "csv", "rounds", "tables"})
"""The formats of published tables, without a date field of their own: their heading may state the
event's dates, and their rating 0 is an unrated player (:func:`_unrated_zeros`)."""


_SHOWN = 8
"""How many players a note names before it counts the rest."""


def _unrated_zeros(t: Tournament) -> Tournament:
    """The event with every rating 0 read as no rating, with a note naming those players: a published
    ranking or crosstable (FIDE's lists, Swiss-Manager, Vega) prints 0 for an unrated player, never a
    rating of 0, so rating-based criteria (ARO, TPR, …) treat them as unrated (spec, art. 10).

    The one place every table reader's ratings pass (:func:`_validated`): the readers keep a ``0`` as
    written."""
    zero = [p for p in t.players if p.rating == 0]
    if not zero:
        return t
    named = ", ".join(
        f"{p.sno} {p.name}" + (f" (line {p.line})" if p.line is not None else "") for p in zero[:_SHOWN]
    )
    more = f" and {len(zero) - _SHOWN} more" if len(zero) > _SHOWN else ""
    note = Diagnostic(
        Severity.INFO,
        f"rating 0 read as unrated (published lists print 0 for a player without a rating), "
        f"{len(zero)} player(s): {named}{more}",
        t.source,
        zero[0].line,
    )
    players = tuple(replace(p, rating=None) if p.rating == 0 else p for p in t.players)
    return replace(t, players=players, diagnostics=(*t.diagnostics, note))


def _dated(t: Tournament, text: str, name: str, source: str | None) -> Tournament:
    """The event with the start date its heading states (``Von : 09.05.2024``), with a note, when the
    format has no date field and the reader found none."""
    if name not in _DATED_BY_HEADING:
        return t
    from ._dates import dated_by_heading

    return dated_by_heading(t, [(source, text)])


def decode_input(data: bytes, *, encoding: str | None = None, source: str | None = None) -> str:
    """The text of an input given as bytes: a workbook's sheets (``.xlsx``, ``.ods``, ``.xls``) as
    tab-separated lines (:func:`tiebreak.readers.tables.workbook_text`, the ``xlsx`` extra), a PDF's
    pages as laid out (:func:`tiebreak.readers._pdftext.pdf_text`, the ``pdf`` extra), any other
    input decoded by
    :func:`tiebreak.readers.trf.decode` (UTF-8 or UTF-16 by their BOM, else UTF-8, else cp1252; a web
    page in the charset its ``<meta>`` declares, :func:`_declared_charset`) unless ``encoding`` is
    given.

    :raises ParseError: for bytes that do not decode, or a workbook that cannot be read.
    """
    from ._pdftext import PDF_MAGIC, pdf_text
    from .tables import WORKBOOK_MAGIC, workbook_text
    from .trf import decode

    book = workbook_text(data, source=source) if data.startswith(WORKBOOK_MAGIC) else None
    if book is not None:
        return book[0]
    if data.startswith(PDF_MAGIC):
        return pdf_text(data, source=source)[0]
    declared = _declared_charset(data) if encoding is None else None
    if declared is not None:
        return declared
    try:
        return decode(data, encoding)
    except (UnicodeDecodeError, LookupError) as exc:
        raise ParseError(f"cannot decode the file as {encoding}: {exc}", source=source) from None


_CHARSET = re.compile(rb"""<meta\b[^>]*?charset\s*=\s*["']?([A-Za-z0-9_.:-]{2,40})""", re.IGNORECASE)
_DEFAULT_CHARSETS = frozenset(
    {"utf-8", "utf8", "iso-8859-1", "latin-1", "latin1", "windows-1252", "cp1252", "us-ascii", "ascii"}
)
"""Charsets that the usual decoding reads already (UTF-8, else cp1252, as browsers read Latin-1)."""


def _declared_charset(data: bytes) -> str | None:
    """A web page's text in the charset its ``<meta>`` declares when that is another than the usual
    decoding's (a Japanese club's page in ``Shift_JIS``, a Russian one in ``windows-1251``) and the bytes
    are no UTF-8; None otherwise (a charset Python does not know, or bytes it does not decode)."""
    m = _CHARSET.search(data[:4096])
    if m is None:
        return None
    name = m.group(1).decode("ascii").lower()
    if name in _DEFAULT_CHARSETS:
        return None
    try:
        data.decode("utf-8")
        return None
    except UnicodeDecodeError:
        pass
    try:
        return data.decode(name)
    except (LookupError, UnicodeDecodeError):
        return None


def read_path(
    path: str | os.PathLike[str],
    *,
    encoding: str | None = None,
    input_format: str = "auto",
    options: ReadOptions = DEFAULT_OPTIONS,
) -> Tournament:
    """Read an event file from disk: the bytes are decoded by :func:`decode_input` (a workbook's
    sheets, else UTF-8 or UTF-16 by their BOM, else UTF-8, else cp1252) unless ``encoding`` is given.
    A games CSV ``NAME.csv`` takes its players from ``NAME.players.csv`` beside it, when there is one."""
    path = Path(path)
    with path.open("rb") as f:
        data = f.read(options.limits.max_bytes + 1)
    options.limits.check_size(
        len(data) if len(data) <= options.limits.max_bytes else path.stat().st_size, str(path)
    )
    from .trf import decode

    text = decode_input(data, encoding=encoding, source=str(path))
    players = path.with_suffix(".players.csv")
    if path.suffix.lower() == ".csv" and players.name != path.name and players.is_file():
        players_data = players.read_bytes()[: options.limits.max_bytes + 1]
        options.limits.check_size(len(players_data), str(players))
        try:
            options = replace(options, players=(players.name, decode(players_data, encoding)))
        except (UnicodeDecodeError, LookupError) as exc:
            raise ParseError(f"cannot decode the file as {encoding}: {exc}", source=str(players)) from None
    return read_text(text, source=str(path), input_format=input_format, suffix=path.suffix, options=options)


def _natural(path: Path) -> tuple[object, ...]:
    """Sort key: ``round2`` before ``round10``."""
    return tuple(int(p) if p.isdecimal() else p.casefold() for p in re.split(r"(\d+)", path.name))


def files_of(paths: Sequence[str | os.PathLike[str]], most: int) -> list[Path]:
    """The files named, a folder's files (not hidden, in natural order) in its place."""
    out: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            out += sorted(
                (p for p in path.iterdir() if p.is_file() and not p.name.startswith(".")), key=_natural
            )
        else:
            out.append(path)
        if len(out) > most:
            raise ParseError(f"more than {most} files to read as one event", source=str(path))
    if not out:
        raise ParseError("no file to read: the folder is empty", source=str(paths[0]) if paths else None)
    return out


def read_paths(
    paths: Sequence[str | os.PathLike[str]],
    *,
    encoding: str | None = None,
    input_format: str = "auto",
    options: ReadOptions = DEFAULT_OPTIONS,
) -> Tournament:
    """Several files read as one event: each round's pairing list and a ranking, given as files (in the
    order given) or as a folder (its files in natural order: ``round2`` before ``round10``). One file
    is read as :func:`read_path` reads it. A crosstable given with the event's starting list (no pairing
    list among the files) is read alone and takes from the list the ratings it does not print
    (:mod:`tiebreak.readers._startlist`). The files together are held to the input limit of one file
    (``options.limits.max_bytes``).

    :raises TiebreakError: as :func:`read_path`, and a ``ParseError`` when the files hold no pairing
        list (:func:`tiebreak.readers.assemble.read_sources`).
    """
    from .assemble import MAX_FILES

    files = files_of(paths, MAX_FILES)
    if len(files) == 1:
        return read_path(files[0], encoding=encoding, input_format=input_format, options=options)

    limit = options.limits.max_bytes
    total = 0
    sources: list[tuple[str, str]] = []
    for path in files:
        with path.open("rb") as f:
            data = f.read(limit - total + 1)
        total += len(data)
        if total > limit:
            raise ParseError(
                f"the {len(files)} files together are over the input limit of {limit} bytes", source=str(path)
            )
        text = decode_input(data, encoding=encoding, source=str(path))
        _check_text(text, str(path))
        check_numbers(text, str(path))
        sources.append((str(path), text))
    if input_format not in ("auto", "html", "pairings"):
        raise ParseError(
            f"several files are read as one event from their pairing lists and ranking; "
            f"the format {input_format!r} reads one file",
            source=str(files[0]),
        )
    return _several_inputs(sources, input_format, options)


def _as_written(sources: Sequence[tuple[str, str]]) -> tuple[list[tuple[str, str]], list[Diagnostic]]:
    """Each input's text as its writer meant it (a cp1251 table read as cp1252, UTF-8 read as cp1252:
    :func:`tiebreak.readers._encoding.recoded`), and the notes that say so."""
    from ._encoding import recoded as as_written

    out: list[tuple[str, str]] = []
    notes: list[Diagnostic] = []
    for name, text in sources:
        if not text.isascii():
            text, note = as_written(text, name)
            notes += [note] if note is not None else []
        out.append((name, text))
    return out, notes


def _several_inputs(
    sources: Sequence[tuple[str, str]],
    input_format: str,
    options: ReadOptions,
    recoded: Diagnostic | None = None,
) -> Tournament:
    """The validated event of several inputs, given as files (:func:`read_paths`) or kept as one text (an
    upload of several files): their pairing lists and ranking, else a crosstable given with its starting
    lists; each input first as its writer meant it (:func:`_as_written`), the notes that say so (and
    ``recoded``, the whole text's) first."""
    from .assemble import read_sources
    from .csvfile import csv_kind

    sources, notes = _as_written(sources)
    first = ([recoded] if recoded is not None else []) + notes
    kinds = [csv_kind(text) for _, text in sources]
    if sorted(map(str, kinds)) == ["games", "players"]:  # a CSV of games and its players list, any order
        (games, _), (players, _) = sorted(zip(sources, kinds, strict=True), key=lambda x: x[1] != "games")
        event = read_text(
            games[1],
            source=games[0],
            input_format="csv",
            suffix=".csv",
            options=replace(options, players=players),
        )
    else:
        try:
            read = read_sources(sources, options)
        except ParseError as exc:  # no pairing list: a crosstable given with its starting list?
            from .assemble import MISSING_ROUND
            from .pairings import LATER_ROUNDS_ONLY

            listed = "no pairing list" in exc.message
            with_list = _with_starting_lists(sources, input_format, options) if listed else None
            if with_list is None and exc.message.startswith("no pairing list in the"):
                with_list, refused = _one_event_among(sources, input_format, options)
                if with_list is None and refused is not None:
                    raise refused from None
            elif exc.code == LATER_ROUNDS_ONLY.code:  # a later round's list beside a crosstable of all
                with_list, _ = _one_event_among(sources, input_format, options, later=True)
            elif exc.code == MISSING_ROUND.code:  # round files short of one, beside the event's data file
                with_list, _ = _one_event_among(sources, input_format, options, missing=exc.message)
            if with_list is None:
                raise
            event = with_list
        else:
            event = _validated(_round_robin_by_name(_round_robin_by_games(read)), "pairings", options)
    return replace(event, diagnostics=(*first, *event.diagnostics)) if first else event


def _with_starting_lists(
    sources: Sequence[tuple[str, str]], input_format: str, options: ReadOptions
) -> Tournament | None:
    """The event of the one input that is no starting list, read alone, with the ratings the starting
    lists given beside it print for its players without one (:mod:`tiebreak.readers._startlist`: a
    crosstable that leaves the ratings out); None unless the inputs are starting lists and one other."""
    from ._startlist import starting_list, with_ratings
    from .webpage import looks_like_html

    lists = []
    rest = []
    for name, text in sources:
        found = starting_list(text, name, html=looks_like_html(text, Path(name).suffix.lower()))
        if found is None:
            rest.append((name, text))
        else:
            lists.append(found)
    if not lists or len(rest) != 1:
        return None
    name, text = rest[0]
    fmt = input_format if input_format != "pairings" else "auto"
    event = read_text(text, source=name, input_format=fmt, suffix=Path(name).suffix.lower(), options=options)
    return with_ratings(event, lists)


def _one_event_among(
    sources: Sequence[tuple[str, str]],
    input_format: str,
    options: ReadOptions,
    *,
    later: bool = False,
    missing: object = None,
) -> tuple[Tournament | None, ParseError | None]:
    """The event of the one input that reads alone (a crosstable given with its ranking, whose rounds no
    other input holds), each other input named in a note; else None, and, when no input reads and one is
    refused for what it holds (a crosstable whose rows contradict each other, given with its ranking),
    that input's error, said with the inputs beside it (:func:`_refused_alone`). ``later``: the others
    hold the pairing lists of later rounds only (round 5's beside a final crosstable of every round), left
    aside so; ``missing``: what the round files lack (a round's file left out of a program's export whose
    data file holds every round), said in the note."""
    from .assemble import _base
    from .content import NoEventError

    fmt = input_format if input_format != "pairings" else "auto"
    read: list[Tournament] = []
    refused: list[ParseError] = []
    for name, text in sources:
        try:
            read.append(
                read_text(
                    text, source=name, input_format=fmt, suffix=Path(name).suffix.lower(), options=options
                )
            )
        except ParseError as exc:  # refused for what it holds, not for holding no event's table
            if not isinstance(exc, NoEventError) and not any(
                d in exc.message for d in (*_DEAD_ENDS, "no games in")
            ):
                refused.append(exc)
        except TiebreakError:
            continue
    if len(read) > 1:  # several read alone: of one event, its data file (a program's JSON, a TRF) is it
        read = _data_file_among(read)
    if len(read) != 1:
        return None, _refused_alone(refused, sources) if not read and len(refused) == 1 else None
    event = read[0]
    others = [name for name, _ in sources if name != event.source]
    one = len(others) == 1
    held = (
        ("holds a later round's pairing list" if one else "hold later rounds' pairing lists")
        + " only (not every round)"
        if later
        else f"hold{'s' if one else ''} no rounds"
    )
    listed = ", ".join(_base(n) for n in others[:8]) + (
        f" and {len(others) - 8} more" if len(others) > 8 else ""
    )
    why = (
        f"{listed} {held} and {'is' if one else 'are'} not used to make it"
        if missing is None
        else f"{listed} {'is' if one else 'are'} not used to make it, the rounds' files being short of a "
        f"round ({missing})"
    )
    note = Diagnostic(
        Severity.WARNING if later or missing is not None else Severity.INFO,
        f"the event is read from {_base(event.source or '')} alone ({event.rounds} rounds); {why} (a ranking "
        "of the last file given is what `tiebreak check` compares)",
        event.source,
        None,
        None,
    )
    return replace(event, diagnostics=(note, *event.diagnostics)), None


_DATA_FILES = (".json", ".trf", ".trfx")


def _data_file_among(read: list[Tournament]) -> list[Tournament]:
    """Of several inputs that each read alone as the same event or a part of it (each input's names the
    data file's or their beginnings: a program's web export, its data file beside the ranking page that
    names each opponent by a link and cuts long names short, and a section's ranking), the one data file
    (a JSON or a TRF, which give every game with its colours) as the event's: a list of it alone;
    ``read`` as it is when they are not one event's, or no single data file is among them."""
    from ._builder import alike_key

    data = [t for t in read if Path(t.source or "").suffix.lower() in _DATA_FILES]
    if len(data) != 1:
        return read
    full = [alike_key(p.name) for p in data[0].players]
    for t in read:  # the same players, a page's names at times cut short ('… EMILY MAR')
        keys = [alike_key(p.name) for p in t.players]
        if len(keys) > len(full) or not all(any(f.startswith(k) for f in full) for k in keys):
            return read
    return data


def _refused_alone(refused: list[ParseError], sources: Sequence[tuple[str, str]]) -> ParseError:
    """The error of the one input refused for what it holds, said with the inputs given beside it, which
    hold no pairing list."""
    alone = refused[0]
    others = ", ".join(Path(name).name for name, _ in sources if name != alone.source)
    return ParseError(
        f"{alone.message} (given with {others}, which hold no pairing list: the event is this input's, "
        "and it is refused so)",
        source=alone.source,
        line=alone.line,
        column=alone.column,
    )


EXAMPLES: dict[str, str] = {
    "arena": "arena-5.trf",
    "buchholz-guide": "buchholz-guide-8.trf",
    "team": "team-tm1.trf",
}
"""The example events bundled with the package (from our product pages): name -> file name."""


def example_path(name: str) -> Path:
    """Path of a bundled example (``arena``, ``buchholz-guide`` or ``team``).

    :raises KeyError: for an unknown name.
    """
    from importlib import resources

    return Path(str(resources.files("tiebreak") / "data" / EXAMPLES[name]))


def example_text(name: str) -> str:
    """The text of a bundled example."""
    return example_path(name).read_text(encoding="utf-8")


_publish(__name__)
