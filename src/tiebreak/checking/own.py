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

__all__ = ["own_ranking", "ranking_lines"]


def ranking_lines(text: str, options: ReadOptions) -> tuple[int, int] | None:
    """The first and last line of the ranking of the event ``options`` reads, when the text holds
    several (the table chosen, the group's ranking, or the crosstable the page reader picks); None when
    the text is one event's."""
    from ..readers.groups import group_ranking_lines
    from ..readers.tables import table_lines
    from ..readers.webpage import picked_table

    columns = options.columns
    if columns is not None and columns.table is not None and columns.group is None:
        return table_lines(text, columns.table, source=options.source)
    grouped = group_ranking_lines(text, options.source, options)
    if grouped is not None:
        return grouped
    from ..readers.rrgrid import grid_lines

    try:
        grid = grid_lines(text, options)  # a text of several grids (a club's groups, a page of grades)
    except TiebreakError:  # a group named by a word the grids' titles lack: a team's name, below
        if columns is None or columns.group is None:
            raise
        grid = None
    if grid is not None:
        return grid
    from ..readers.assemble import team_crosstable_lines

    group = columns.group if columns is not None else None
    team = team_crosstable_lines(text, options.source, group)  # a league's page: its crosstable, or one
    if team is not None:
        return team
    from ..readers.content import group_table

    picked = group_table(text, options)  # a group of a page of several events read by their content
    picked = picked if picked is not None else picked_table(text, options)
    return table_lines(text, picked, source=options.source) if picked is not None else None


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
        lines = ranking_lines(text, options)
        if lines is not None:  # one table of the page: its lines, each kept at its place
            first, last = lines
            given = text.split("\n")
            above = [""] * (first - 1)
            declared = last_declaration("\n".join(given[: first - 1]))
            if declared is not None:  # the list of tie-breaks above it (SWAR's section's heading table)
                above[declared] = given[declared]
            text = "\n".join([*above, *given[first - 1 : last]])
        own = _published(text, options, mapping, team)
    except (TiebreakError, ValueError):  # no table read so (a value no reading takes)
        return None
    if any(c.codes for c in own.columns) or any(row.rank is not None for row in own.rows):
        return own
    return None


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
    if any(c.codes for c in own.columns) or any(row.rank is not None for row in own.rows):
        return own
    return _folded(text, options, mapping, team) or own  # rows without ranks or values: prose lines


def _folded(
    text: str, options: ReadOptions, mapping: Mapping[str, str] | None, team: bool | None
) -> Published | None:
    """The ranking of a table whose players each stand on two lines
    (:func:`tiebreak.readers._paired.fold_paired_lines`), that stands one value a line
    (:func:`tiebreak.readers._onecell.one_value_lines`) or that a JSON text holds as records
    (:func:`tiebreak.readers._jsontables.json_tables`), read one line a player, each row and value at
    the input's line; None when the text holds no such table."""
    from ..readers._iccf import iccf_lines
    from ..readers._jsontables import json_tables
    from ..readers._onecell import one_value_lines
    from ..readers._paired import fold_paired_lines

    folded = fold_paired_lines(text) or one_value_lines(text) or iccf_lines(text) or json_tables(text)
    if folded is None:
        return None
    own = read_published(folded.text, source=options.source, mapping=mapping, team=team)

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
