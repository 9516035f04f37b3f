"""Real published events, read as published and checked value by value (``tests/data/real/``).

Every row of ``tests/data/real/MANIFEST.tsv`` is one publication kept byte for byte as it was found
(a chess-results page, a Vega or SwissPerfect export, a club site's page, a TRF rating report, a
lichess export …), with its source address, date, program, language, kind and published tie-breaks.
Its last two columns say what we expect today:

``edition``
    the rule set the publication is compared under (``2026``, ``2024``, ``legacy``; ``legacy-sm`` once
    that profile exists): the one its values agree with, else the one its date gives.
``expect``
    ``agree``: every published rank, point total and tie-break value agrees with ours;
    ``differ: SNO/COLUMN …``: exactly those published values differ, each one explained in the notes
    column (a misprint, or the publisher's convention); ``;`` between them when a heading has words;
    ``order``: the publication has no tie-break column (or ranks by criteria it does not print): its
    point totals agree with ours and its rank order agrees wherever the points differ;
    ``order: SNO/Pts …``: the same, but for the listed point totals, which differ (explained in notes);
    the other columns such a publication prints (a performance rating, unnamed tie-breaks) are not
    compared;
    ``points-before``: an event published as its pairing lists alone, one file a round, with no
    ranking (chess-results' pairing exports): what it publishes are the points each player had
    before each round (the ``Pts.`` cells beside each name), and every one of them, from round 2 on,
    agrees with the points of the rounds read before it; the players the lists number are the event's
    players under the same numbers and names, and the rounds its files' headings (``Round 3 on …``);
    ``points-before: SNO/R3 …``: the same, but for the listed values (the player's points before that
    round), which differ (explained in notes);
    ``read-error: MESSAGE``: what we answer today when the publication is given as it is. Such a test
    is an expected failure (strict): the day the file reads, it fails and must be given its
    expectation.

The readers are the public ones (:func:`tiebreak.read_path`) and the published-table check is the one
``tiebreak check`` uses (:mod:`tiebreak.checking.check`).
"""

from __future__ import annotations

import csv
import itertools
import re
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
import tiebreak.readers
from tiebreak import Options, ParseError, Rules, TiebreakError, Tournament
from tiebreak.checking.check import CheckReport, check_published
from tiebreak.checking.own import own_ranking, ranking_text
from tiebreak.formats.published import Published, published_from_event, read_published
from tiebreak.readers._iccf import iccf_lines
from tiebreak.readers._nodiagonal import omitted_diagonal_lines
from tiebreak.readers._onecell import one_value_lines
from tiebreak.readers._options import ReadOptions
from tiebreak.readers._paired import fold_paired_lines
from tiebreak.readers.crxml import looks_like_crxml, published_from_crxml
from tiebreak.readers.runon import unfold_rows
from tiebreak.readers.sevilla import looks_like_sevilla_json, published_from_sevilla
from tiebreak.readers.swissmaster import looks_like_swissmaster_json, published_from_swissmaster
from tiebreak.readers.tables import parse_columns, table_lines, workbook_kind, workbook_sheets

REAL = Path(__file__).resolve().parents[1] / "data" / "real"
MANIFEST = REAL / "MANIFEST.tsv"
COLUMNS = (
    "id",
    "file",
    "source",
    "published",
    "program",
    "language",
    "kind",
    "tiebreaks",
    "notes",
    "edition",
    "expect",
)
KINDS = {"swiss", "rr", "team-swiss", "team-rr"}
EVENT_FILES = (".trf", ".trfx", ".pgn", ".json", ".xml")
"""Files that publish their ranks inside the event (TRF columns 86-89), not as a table."""


def _manifest() -> list[dict[str, str]]:
    with MANIFEST.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    return rows


ROWS = _manifest()


@dataclass(frozen=True)
class Expectation:
    mode: str
    """``agree``, ``differ``, ``order``, ``points-before`` or ``read-error``."""
    cells: frozenset[tuple[int, str]] = frozenset()
    message: str = ""


def expectation(text: str) -> Expectation:
    mode, _, rest = text.partition(":")
    mode, rest = mode.strip(), rest.strip()
    if mode in ("differ", "order", "points-before") and rest:
        cells = set()
        for item in rest.split(";") if ";" in rest else rest.split():  # ';' between headings of words
            sno, _, column = item.strip().partition("/")
            cells.add((int(sno), column))
        return Expectation(mode, frozenset(cells))
    if mode == "read-error":
        return Expectation(mode, message=rest)
    assert mode in ("agree", "order", "points-before") and not rest, f"unknown expectation {text!r}"
    return Expectation(mode)


def files(row: dict[str, str]) -> list[Path]:
    return [REAL / name.strip().partition("#")[0] for name in row["file"].split(" + ")]


def chosen_table(row: dict[str, str]) -> int | None:
    """The table a row reads of a page that holds several events (``page.html#table=2``, as a user
    chooses it with ``--columns table=2``); None for a page read as it is or read by its group."""
    _, mark, choice = row["file"].strip().partition("#")
    return int(choice.removeprefix("table=")) if mark and choice.startswith("table=") else None


def chosen_group(row: dict[str, str]) -> str | None:
    """The event a row reads of a text that holds several (``grades.txt#group=2``, as a user chooses it
    with ``--columns group=2``); None otherwise."""
    _, mark, choice = row["file"].strip().partition("#")
    return choice.removeprefix("group=") if mark and choice.startswith("group=") else None


def read_leniently(row: dict[str, str]) -> bool:
    """A row whose file is read as ``--lenient`` reads it (``report.tab#lenient``): an old TRF (Krause)
    rating report that leaves a half-point bye's round empty while its points column counts it, the
    bye the lenient reading takes from the points column (read strictly, the results decide and the
    totals fall short by those byes)."""
    _, mark, choice = row["file"].strip().partition("#")
    return bool(mark) and choice == "lenient"


READ_PATHS = getattr(tiebreak.readers, "read_paths", None)
"""Reading one event from several files (issue 23, item 2), where this tree has it."""


def read_event(row: dict[str, str]) -> Tournament:
    """The event as published: its file, or all its files together (pairing lists, then the ranking)."""
    paths = files(row)
    if len(paths) > 1:
        if READ_PATHS is None:
            raise ParseError(
                f"{row['id']}: an event over {len(paths)} files needs tiebreak.readers.read_paths"
            )
        event: Tournament = READ_PATHS(paths)
        return event
    table, group = chosen_table(row), chosen_group(row)
    if read_leniently(row):
        return tiebreak.read_path(paths[0], options=ReadOptions(lenient=True))
    if table is not None:
        return tiebreak.read_path(paths[0], options=ReadOptions(columns=parse_columns(f"table={table}")))
    if group is not None:
        return tiebreak.read_path(paths[0], options=ReadOptions(columns=parse_columns(f"group={group}")))
    return tiebreak.read_path(paths[0])


def read_ranking(row: dict[str, str], t: Tournament) -> Published:
    """The published ranking: the event file's own ranks (TRF), else the table of its last file (of a page
    of several events, the table read: chosen, or picked as ``tiebreak check`` picks it)."""
    last = files(row)[-1]
    if last.suffix.lower() in EVENT_FILES:
        own = (  # a JSON of records holding a ranking (vegashare's), as ``tiebreak check`` reads it
            own_ranking(last.read_text(encoding="utf-8"), ReadOptions(source=str(last)))
            if last.suffix.lower() == ".json"
            else None
        )
        return _sevilla_ranking(row, last) or own or published_from_event(t)
    text = tiebreak.readers.decode_input(last.read_bytes(), source=str(last))  # a workbook: its sheets
    if unfold_rows(text) is not None:  # the crosstable whose rows stood on one line is all it publishes:
        return published_from_event(t)  # its totals are the event's declared points (no rank printed)
    if (
        fold_paired_lines(text) is not None
        or iccf_lines(text) is not None
        or omitted_diagonal_lines(text) is not None
        or one_value_lines(text) is not None
    ):  # each player on two lines, an ICCF crosstable run together, a grid without its diagonal cells, a
        # table one value a line: the ranking as check reads it (of the group chosen)
        chosen = chosen_group(row)
        columns = parse_columns(f"group={chosen}") if chosen is not None else None
        own = own_ranking(text, ReadOptions(source=str(last), columns=columns))
        if own is not None:
            return own
    group = chosen_group(row)
    if group is not None:  # one of several grids or groups: that one's table, as check reads it
        options = ReadOptions(source=str(last), columns=parse_columns(f"group={group}"))
        return own_ranking(text, options) or published_from_event(t)
    table = chosen_table(row)
    if table is not None:  # the ranking is that table: the page from where it begins to the next table
        assert table_lines(text, table, source=str(last)) is not None, f"{last.name} has no table {table}"
        options = ReadOptions(source=str(last), columns=parse_columns(f"table={table}"))
    else:  # the table check compares: a page's crosstable picked, a league page's team crosstable …
        options = ReadOptions(source=str(last))
    kept = ranking_text(text, options)
    text = kept if kept is not None else text
    try:
        return read_published(text, source=str(last), team=True if t.is_team_event else None)
    except TiebreakError:  # a table that is no ranking (a grid read with its points column, a progress
        # table with its places): what it publishes is the event's totals or places, as check reads them
        teams = t.team_info.teams if t.team_info is not None else ()
        if any(p.declared_points is not None or p.declared_rank is not None for p in t.players) or any(
            team.declared_match_points is not None or team.declared_rank is not None for team in teams
        ):  # a team crosstable's totals columns beside its grid
            return published_from_event(t)
        raise


def _sevilla_ranking(row: dict[str, str], path: Path) -> Published | None:
    """A Sevilla export's own ranking (places, points, Bhlz, SBrgr …), the last ranking of Swiss Master's
    data file, or the ranking of chess-results' upload XML, as ``tiebreak check`` reads it."""
    if path.suffix.lower() not in (".json", ".xml"):
        return None
    text = tiebreak.readers.decode_input(path.read_bytes(), source=str(path))
    if looks_like_crxml(text):
        return published_from_crxml(text, ReadOptions(source=str(path)))
    if looks_like_swissmaster_json(text):
        return published_from_swissmaster(text, ReadOptions(source=str(path)))
    if not looks_like_sevilla_json(text):
        return None
    group = chosen_group(row)
    columns = parse_columns(f"group={group}") if group is not None else None
    return published_from_sevilla(text, ReadOptions(source=str(path), columns=columns))


def rules(row: dict[str, str]) -> Rules:
    return Rules(row["edition"])


def check(row: dict[str, str]) -> tuple[Tournament, Published, CheckReport]:
    t = read_event(row)
    published = read_ranking(row, t)
    if row["edition"] == "-":
        check_published(t, published)  # a TiebreakError here keeps the expected failure expected
        raise AssertionError(
            f"{row['id']} reads now: give it its edition and expectation in MANIFEST.tsv (the "
            "edition its values agree with, and agree, differ: …, or order)"
        )
    return t, published, check_published(t, published, options=Options(rules=rules(row)))


def differing(t: Tournament, report: CheckReport, *, ranks: bool = True) -> set[tuple[int, str]]:
    """The published values that differ from ours under the publication's edition. A published place
    inside a place we share (players equal on points and on every criterion of the list, which the
    publisher ordered by something it does not print, such as rating) is not a difference."""
    shared = _shared_places(t, report)
    return {
        (c.sno, c.column)
        for c in report.cells
        if c.status != "agrees"
        and not (c.column == "Rank" and (not ranks or _within(c.published, shared.get(c.sno))))
    }


def _shared_places(t: Tournament, report: CheckReport) -> dict[int, range]:
    """Starting number -> the places our standings give its group of fully tied players."""
    standings = tiebreak.compute_standings(t, list(report.codes), Options(rules=report.rules))
    size: dict[int, int] = {}
    for r in standings.rows:
        size[r.rank] = size.get(r.rank, 0) + 1
    return {r.sno: range(r.rank, r.rank + size[r.rank]) for r in standings.rows}


def _within(published: str, places: range | None) -> bool:
    text = published.strip().rstrip(".")
    return places is not None and text.isdigit() and int(text) in places


def _param(row: dict[str, str]) -> object:
    expected = expectation(row["expect"])
    marks = []
    if expected.mode == "read-error":
        marks.append(pytest.mark.xfail(strict=True, raises=TiebreakError, reason=expected.message))
    elif len(files(row)) > 1 and READ_PATHS is None:
        marks.append(
            pytest.mark.xfail(
                strict=True,
                raises=TiebreakError,
                reason="an event over several files: tiebreak.readers.read_paths is not in this tree",
            )
        )
    return pytest.param(row, id=row["id"], marks=marks)


def test_the_manifest_describes_every_publication() -> None:
    assert ROWS, "no publication in the manifest"
    ids = [row["id"] for row in ROWS]
    assert len(ids) == len(set(ids)), "an id is used twice"
    kept = {p.name for p in REAL.iterdir()} - {"MANIFEST.tsv", "README.md"}
    named = {p.name for row in ROWS for p in files(row)}
    assert named == kept, (
        f"files without a row: {sorted(kept - named)}; rows without a file: {sorted(named - kept)}"
    )
    for row in ROWS:
        assert tuple(row) == COLUMNS, row["id"]
        assert row["kind"] in KINDS, row["id"]
        assert row["source"] and row["program"] and row["language"], row["id"]
        expectation(row["expect"])
        if row["expect"].startswith("read-error"):
            assert row["edition"] == "-" or row["edition"] in {r.value for r in Rules}, row["id"]
        else:
            rules(row)
        for path in files(row):
            assert path.stat().st_size < 300_000, f"{path.name}: keep publications small"


@pytest.mark.parametrize("row", [_param(row) for row in ROWS])
def test_publication_reads_and_agrees(row: dict[str, str]) -> None:
    expected = expectation(row["expect"])
    if expected.mode == "points-before":
        _assert_points_before(read_event(row), row, expected.cells)
        return
    t, published, report = check(row)
    ranks, points, values = report.checked
    if expected.mode == "order":
        totals = {cell for cell in differing(t, report, ranks=False) if cell[1] == "Pts"}
        assert totals | _declared_points_differing(t, row) == expected.cells, row["notes"]
        _assert_order(t, published, row, {sno for sno, _ in expected.cells})
        return
    assert ranks + points + values > 0, "nothing published was compared"
    want = expected.cells if expected.mode == "differ" else frozenset()
    assert differing(t, report) == want, row["notes"]


def _declared_points_differing(t: Tournament, row: dict[str, str]) -> set[tuple[int, str]]:
    """The point totals an event file declares (TRF columns 81-84) that differ from ours (a team event's
    players: the points of their own games, the standings ranking the teams)."""
    if t.is_team_event:
        ours = {
            p.sno: sum((t.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
            for p in t.players
        }
    else:
        ours = {r.sno: r.points for r in tiebreak.compute_standings(t, [], Options(rules=rules(row))).rows}
    return {
        (p.sno, "Pts")
        for p in t.players
        if p.declared_points is not None and p.declared_points != ours[p.sno]
    }


def _assert_order(t: Tournament, published: Published, row: dict[str, str], differ: set[int]) -> None:
    """No player is published above one with more points (by our totals), but for the players whose
    published totals differ from ours (``differ``, explained in the notes). A team TRF publishes no team
    ranking (its players' ranks are not the standings): its players' totals are what it publishes; a team
    crosstable by rank publishes its teams' places, ordered so by their match points."""
    if t.is_team_event and any(p.declared_points is not None for p in t.players):
        return  # a team TRF's players' totals, compared above
    ours = {r.sno: r.points for r in tiebreak.compute_standings(t, [], Options(rules=rules(row))).rows}
    places = _published_places(t, published)
    assert places or any(p.declared_points is not None for p in t.players), "nothing published was compared"
    order = sorted(places, key=lambda sno: places[sno])
    for above, below in itertools.pairwise([sno for sno in order if sno not in differ]):
        if places[above] < places[below]:
            assert ours[above] >= ours[below], (above, below)


def _published_places(t: Tournament, published: Published) -> dict[int, int]:
    """The published places, by our starting numbers: those check finds differing from ours, else (every
    place agreeing, none of them a cell of the report) the places of the rows, where the published table
    is the event's own (its declared places, the rows numbered as the event)."""
    report = check_published(t, published)
    places: dict[int, int] = {}
    for c in report.cells:
        if c.column == "Rank" and c.published.strip().rstrip(".").isdigit():
            places[c.sno] = int(c.published.strip().rstrip("."))
    if places or report.checked[0] == 0:
        return places
    own = {p.sno for p in t.players}
    return {
        r.sno: int(r.rank.text.strip().rstrip("."))
        for r in published.rows
        if r.sno in own and r.rank is not None and r.rank.text.strip().rstrip(".").isdigit()
    }


ROUND_HEADING = re.compile(r"^Round (\d+)\b")
"""A pairing list's heading, ``Round 3 on 2022/09/17 at 14:15``."""


@dataclass(frozen=True)
class ListedSide:
    """One player as a pairing list prints him: his number, name and points before the round."""

    sno: int
    name: str
    points: Fraction


def _cells(path: Path) -> list[list[str]]:
    """The rows of a file: a workbook's cells (every sheet, read by the workbook reader's own cell
    reading), else the text's lines cut at tabs."""
    data = path.read_bytes()
    if workbook_kind(data) is not None:
        return [row for _, rows in workbook_sheets(data, source=str(path)) for row in rows]
    text = tiebreak.readers.decode_input(data, source=str(path))
    return [line.split("\t") for line in text.split("\n")]


def _points(text: str) -> Fraction:
    """A published points value: ``3``, ``2.5`` or ``2½``."""
    text = text.strip()
    half = text.endswith("½")
    whole = text.removesuffix("½")
    return (Fraction(whole) if whole else Fraction(0)) + (Fraction(1, 2) if half else 0)


def listed_points_before(path: Path) -> tuple[int, list[ListedSide]]:
    """A pairing list's round (from its heading) and every player it numbers with the points before
    the round printed beside him: the columns ``No.``, ``Name`` and ``Pts.`` of each side of its header
    (``Bo. No. Name Rtg Pts. Result Pts. Name Rtg No.``), White's the first of each, Black's the last.
    A board against ``bye`` or ``not paired`` has no Black number (its result stands under Black's
    ``Pts.``): only White is taken."""
    rows = [[c.strip() for c in row] for row in _cells(path)]
    headings = [m for row in rows if row and (m := ROUND_HEADING.match(row[0]))]
    assert len(headings) == 1, f"{path.name}: one 'Round N' heading expected, found {len(headings)}"
    top = next(i for i, row in enumerate(rows) if row.count("No.") == 2 and row.count("Pts.") == 2)
    head = rows[top]

    def at(name: str) -> tuple[int, int]:
        first = head.index(name)
        return first, len(head) - 1 - head[::-1].index(name)

    nos, names, pts = at("No."), at("Name"), at("Pts.")
    sides: list[ListedSide] = []
    for row in rows[top + 1 :]:
        if not any(row):
            break
        for side in (0, 1):
            number = row[nos[side]] if nos[side] < len(row) else ""
            if number:
                sides.append(ListedSide(int(float(number)), row[names[side]], _points(row[pts[side]])))
    return int(headings[0].group(1)), sides


def _assert_points_before(t: Tournament, row: dict[str, str], want: frozenset[tuple[int, str]]) -> None:
    """Every points-before-the-round value the pairing lists print (rounds 2 on) against the points of
    the rounds read before it, and the lists' players and rounds against the event's."""
    lists = [listed_points_before(path) for path in files(row)]
    assert [rnd for rnd, _ in lists] == list(range(1, len(lists) + 1)), (
        "the files are rounds 1, 2, … in order"
    )
    assert t.rounds == len(lists)
    listed = {side.sno: side.name for _, sides in lists for side in sides}
    assert {p.sno: p.name for p in t.players} == listed, "the players the lists number, under their names"
    differ: set[tuple[int, str]] = set()
    compared = 0
    for rnd, sides in lists[1:]:
        for side in sides:
            ours = sum(
                (t.scoring.points(e.result.point_class) for e in t.player(side.sno).rounds if e.round < rnd),
                Fraction(0),
            )
            compared += 1
            if ours != side.points:
                differ.add((side.sno, f"R{rnd}"))
    assert compared > 0, "nothing published was compared"
    assert differ == want, row["notes"]
