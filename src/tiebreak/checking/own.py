"""The ranking an input publishes itself, as ``tiebreak check`` and the web page compare it with ours.

A page or export that is an event's crosstable often prints its own ranks and tie-break columns
(chess-results' ``Rk.``, ``Wtg1``; SwissChess's ``Buchh``, ``SoBerg``): that table is the published
ranking. Of a page holding several events, it is the table of the event read: the one chosen with
``--columns table=N``, the group's ranking (a page of groups, :mod:`tiebreak.readers.groups`), or the
crosstable the page reader picks among several (:func:`tiebreak.readers.webpage.picked_table`). Of
several files given together (an upload of several), it is the last file's (the ranking after the
rounds' pairing lists). One function for both front ends, so that the command line and the page check
the same table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ..formats.published import Published, Value, last_declaration, read_published
from ..model.errors import TiebreakError
from ..readers._options import ReadOptions
from ..readers._relined import Relined

__all__ = ["own_ranking", "ranking_lines", "ranking_text"]


def ranking_lines(text: str, options: ReadOptions) -> tuple[int, int] | None:
    """The first and last line of the ranking of the event ``options`` reads, when the text holds
    several (the table chosen, the group's ranking, or the crosstable the page reader picks); None when
    the text is one event's."""
    span = _ranking_span(text, options)
    return None if span is None else (span[0], span[2])


def _ranking_span(text: str, options: ReadOptions) -> tuple[int, int, int, int | None] | None:
    """Where the ranking :func:`ranking_lines` finds stands: its first line and column, its last line
    and the column its text ends before on that line (None: the line's end; a table of a page written
    on one line ends where the next begins, :func:`tiebreak.readers.tables.table_span`)."""
    from ..readers.groups import group_ranking_lines
    from ..readers.tables import table_span
    from ..readers.webpage import picked_table

    def whole(lines: tuple[int, int] | None) -> tuple[int, int, int, int | None] | None:
        return None if lines is None else (lines[0], 1, lines[1], None)

    columns = options.columns
    if columns is not None and columns.table is not None and columns.group is None:
        return table_span(text, columns.table, source=options.source)
    grouped = group_ranking_lines(text, options.source, options)
    if grouped is not None:
        return whole(grouped)
    from ..readers.assemble import team_crosstable_lines
    from ..readers.rrgrid import grid_lines

    group = columns.group if columns is not None else None
    try:
        grid = grid_lines(text, options)  # a text of several grids (a club's groups, a page of grades)
    except TiebreakError:  # a group named by a word the grids' titles lack: a team's name, below
        if columns is None or columns.group is None:
            raise
        grid = None
    team = team_crosstable_lines(text, options.source, group)  # a league's page: its crosstable, or one
    if grid is not None and (team is None or group is not None):
        return whole(grid)
    if team is not None:  # of several grids of teams' matches, the one the event reads (the last)
        return whole(team)
    from ..readers.content import group_table

    picked = group_table(text, options)  # a group of a page of several events read by their content
    picked = picked if picked is not None else picked_table(text, options)
    return table_span(text, picked, source=options.source) if picked is not None else None


def ranking_text(text: str, options: ReadOptions) -> str | None:
    """The text with only the ranking :func:`ranking_lines` finds kept, every line and column at its
    place (the list of tie-breaks declared above it kept too: SWAR's section's heading table); None when
    the text is one event's."""
    span = _ranking_span(text, options)
    if span is None:
        return None
    first, column, last, end = span
    given = text.split("\n")
    above = [""] * (first - 1)
    declared = last_declaration("\n".join(given[: first - 1]))
    if declared is not None:
        above[declared] = given[declared]
    kept = given[first - 1 : last]
    if end is not None:  # the next table begins on the same line: the text up to it
        kept[-1] = kept[-1][: end - 1]
    if column > 1:  # tables before it on its first line: blanked, its columns kept
        kept[0] = " " * (column - 1) + kept[0][column - 1 :]
    return "\n".join([*above, *kept])


def own_ranking(
    text: str,
    options: ReadOptions,
    *,
    team: bool | None = None,
    mapping: Mapping[str, str] | None = None,
) -> Published | None:
    """The ranking the text (one input, or the last of several kept as one: :mod:`tiebreak.readers.files`)
    prints itself: its ranks or tie-break columns (``team``: a team event's table ranks its teams;
    ``mapping``: ``--map``); None when it prints neither, or holds no table read so."""
    from ..readers.files import looks_like_files, unbundle

    try:
        if looks_like_files(text):
            name, text = unbundle(text, options.source)[-1]
            options = replace(options, source=name)
        kept = ranking_text(text, options)
        text = kept if kept is not None else text
        own = _published(text, options, mapping, team)
    except (TiebreakError, ValueError):  # no table read so (a value no reading takes)
        return None
    return own if _ranked(own) else None


def _published(
    text: str, options: ReadOptions, mapping: Mapping[str, str] | None, team: bool | None
) -> Published:
    """The published table of the text, else of the text with each player's two lines folded into one
    (:func:`_folded`).

    :raises TiebreakError: when neither reads.
    """
    try:
        own = read_published(text, source=options.source, mapping=mapping, team=team)
    except (TiebreakError, ValueError):
        folded = _folded(text, options, mapping, team)
        if folded is None:
            raise
        return folded
    if _ranked(own):
        return own
    return _folded(text, options, mapping, team) or own  # rows without ranks or values: prose lines


def _folded(
    text: str, options: ReadOptions, mapping: Mapping[str, str] | None, team: bool | None
) -> Published | None:
    """The ranking of a table whose players each stand on two lines
    (:func:`tiebreak.readers._paired.fold_paired_lines`), that stands one value a line
    (:func:`tiebreak.readers._onecell.one_value_lines`; each cell on a line, the tabs between them on
    lines of their own: :func:`tiebreak.readers._blocklines.block_cell_lines`) or that a JSON text holds
    as records (:func:`tiebreak.readers._jsontables.json_tables`), read one line a player, each row and
    value at the input's line; None when the text holds no such table."""
    from ..readers._blocklines import block_cell_lines
    from ..readers._iccf import iccf_lines
    from ..readers._jsontables import json_tables
    from ..readers._nodiagonal import omitted_diagonal_lines
    from ..readers._onecell import one_value_lines
    from ..readers._paired import fold_paired_lines

    folded = (
        fold_paired_lines(text)
        or one_value_lines(text)
        or iccf_lines(text)
        or json_tables(text)
        or omitted_diagonal_lines(text)
        or block_cell_lines(text)
    )
    if folded is None:
        return None
    kept = ranking_text(folded.text, options)  # of several grids rewritten, the one the event reads
    own = _ranked_block(kept if kept is not None else folded.text, options, mapping, team)
    table = _rewritten_table(folded) if kept is None and not _ranked(own) else None
    if table is not None:  # the table rewritten, without the text around it (prose lines beside it)
        try:
            alone = read_published(table, source=options.source, mapping=mapping, team=team)
        except (TiebreakError, ValueError):
            alone = None
        own = alone if alone is not None and _ranked(alone) else own

    def at(v: Value | None) -> Value | None:
        return None if v is None else replace(v, line=folded.locate(v.line, None)[0] or v.line)

    rows = tuple(
        replace(
            r,
            line=folded.locate(r.line, None)[0] or r.line,
            rank=at(r.rank),
            points=at(r.points),
            values=tuple(at(v) for v in r.values),
        )
        for r in own.rows
    )
    return replace(own, rows=rows)


def _ranked_block(
    text: str, options: ReadOptions, mapping: Mapping[str, str] | None, team: bool | None
) -> Published:
    """The published table of a text of tables set apart by empty lines (a JSON document's lists of
    records, :func:`tiebreak.readers._jsontables.json_tables`): the first whose rows have places or
    tie-break values (a scraper's file of an event: its players, each round's games, then the results
    with their places and Buchholz), every line at its place; the whole text's table when none has.

    :raises TiebreakError: when the whole text reads as no table.
    """
    lines = text.split("\n")
    start = 0
    while start < len(lines):
        end = next((k for k in range(start, len(lines)) if not lines[k].strip()), len(lines))
        if end - start >= 3:
            block = "\n".join([""] * start + lines[start:end])
            try:
                own = read_published(block, source=options.source, mapping=mapping, team=team)
            except (TiebreakError, ValueError):
                own = None
            if own is not None and _ranked(own):
                return own
        start = end + 1
    return read_published(text, source=options.source, mapping=mapping, team=team)


def _rewritten_table(folded: Relined) -> str | None:
    """The rewritten text with only its table kept (its header and rows, every line at its place), where
    the rewrite says where they stand (:class:`tiebreak.readers.celllines.Joined`); None otherwise."""
    from ..readers.celllines import Joined

    if not isinstance(folded, Joined) or not folded.rows or not folded.header_line:
        return None
    at = next((k for k, (line, _) in enumerate(folded.origin) if line == folded.header_line), None)
    if at is None:
        return None
    lines = folded.text.split("\n")
    return "\n".join([""] * at + lines[at : at + 1 + folded.rows])


def _ranked(own: Published) -> bool:
    """Whether a published table has places or tie-break values (a ranking, not a list of players)."""
    return any(c.codes for c in own.columns) or any(r.rank is not None for r in own.rows)
