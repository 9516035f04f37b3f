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

from ..formats.published import Published, read_published
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
    picked = picked_table(text, options)
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
            text = "\n" * (first - 1) + "\n".join(text.split("\n")[first - 1 : last])
        own = read_published(text, source=options.source, mapping=mapping, team=team)
    except (TiebreakError, ValueError):  # no table read so (a value no reading takes)
        return None
    if any(c.codes for c in own.columns) or any(row.rank is not None for row in own.rows):
        return own
    return None
