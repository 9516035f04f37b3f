"""Every other page form the project stores, copied in Chromium as a user copies it (select all, copy)
and read from the paste: chess-results, Vega and team pages saved as HTML, club sites' markdown
publications rendered as their sites render them (:mod:`rendered_pages`), and chess-results pages stored
with their cells joined by ``|`` rebuilt as HTML tables. Each paste must read as the saved publication
does (the expected values are the saved form's), or be refused with the line and what to do.

The hand-made texts are the focused cases the browser copies showed.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from fractions import Fraction as F
from pathlib import Path

import pytest

import tiebreak
from tiebreak.checking.check import name_key
from tiebreak.formats.published import Published, Value, read_published
from tiebreak.model.tournament import Result, Tournament
from tiebreak.readers import ReadOptions, decode_input, read_paths, read_text
from tiebreak.readers.tables import extract_tables, parse_columns

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name
from rendered_pages import barred_page, markdown_page
from servers import Copy, clipboard_copies, needs_chromium

DATA = Path(__file__).resolve().parents[1] / "data"
REAL = DATA / "real"


# Two rounds' pairing lists as a browser copies them (cells split by tabs), then the page's prose: a line
# without a tab is text beside the list, never a board (before: "Torneo cerrado dirigido …" was read
# as a board of round 2 and refused at its word "cerrado").
LIST_AND_PROSE = (
    "Pairing Round 1\n"
    "Blancas\tResultado\tNegras\n"
    "Ann, A\t1 - 0\tBob, B\n"
    "Cy, C\t1/2 - 1/2\tDan, D\n"
    "Pairing Round 2\n"
    "Blancas\tResultado\tNegras\n"
    "Bob, B\t0 - 1\tCy, C\n"
    "Dan, D\t1 - 0\tAnn, A\n"
    "\n"
    "Torneo cerrado dirigido a los socios del club.\n"
    "Ritmo de Juego: 30 + 30\n"
)


def test_prose_under_a_pasted_pairing_list_is_no_board() -> None:
    t = read_text(LIST_AND_PROSE, source="paste")
    # round 1: Ann beat Bob, Cy drew Dan; round 2: Cy beat Bob, Dan beat Ann
    assert points_by_name(t) == {"Ann, A": F(1), "Bob, B": F(0), "Cy, C": F(3, 2), "Dan, D": F(3, 2)}
    ignored = [d for d in t.diagnostics if "not a board" in d.message]
    assert [d.line for d in ignored] == [10, 11]


# A chess-results team crosstable as Chromium copies it: Beta shares place 1 with Alfa, its place cell
# left blank, and Chromium writes the tab before a cell only once the row has text, so Beta's row starts
# with its name. Before: the row's cells stood a column to the left and the table was refused ("unknown
# column heading 'Team'"). By hand: Alfa 2 + 1½ = 3.5, Beta 1 + 2½ = 3.5, Delta 1½, Gamma ½ (TB1).
TEAMS = (
    "Standings (Pts.)\n\n"
    "Rk.\tTeam\t1\t2\t3\t4\tTB1\n"
    "1\tAlfa\t*\t2\t1½\t\t3.5\n"
    "Beta\t1\t*\t\t2½\t3.5\n"
    "3\tDelta\t1½\t\t*\t\t1.5\n"
    "4\tGamma\t\t½\t\t*\t0.5\n"
    "Note: TB1 game points"
)


def test_a_pasted_row_that_lost_its_blank_place_keeps_its_cells_under_their_headings() -> None:
    t = read_text(TEAMS, source="paste")
    assert t.team_info is not None
    teams = t.team_info.teams
    assert [(team.name, team.declared_rank) for team in teams] == [
        ("Alfa", 1),
        ("Beta", None),
        ("Delta", 3),
        ("Gamma", 4),
    ]
    points = points_by_name(t)
    by_sno = {p.sno: p.name for p in t.players}
    game_points = {team.name: sum(points[by_sno[n]] for n in team.players) for team in teams}
    assert game_points == {"Alfa": F(7, 2), "Beta": F(7, 2), "Delta": F(3, 2), "Gamma": F(1, 2)}


# A Vega standings page as Chromium copies it: the player's cell of blocks over lines, two players
# sharing place 2 (2, 2, 4). Before: the rows were looked for as 1, 2, 3, …, so the copy ended at the
# second "2" and the ranking lost its last two rows in silence.
SHARED = (
    "Standings at round 3\n"
    "Pos\tPlayer\tOrigin\tPts\tBH\n"
    "1\t\nAnn\n1\n-\n0\n3.0\t4.5\n"
    "2\t\nBob\n2\n-\n0\n2.0\t5.0\n"
    "2\t\nCy\n3\n-\n0\n2.0\t5.0\n"
    "4\t\nDan\n4\n-\n0\n1.0\t6.0\n"
)


def test_a_copied_ranking_keeps_the_rows_of_a_shared_place() -> None:
    published = read_published(SHARED, source="paste")
    assert [(r.rank.text if r.rank else None, r.name) for r in published.rows] == [
        ("1", "Ann"),
        ("2", "Bob"),
        ("2", "Cy"),
        ("4", "Dan"),
    ]
    assert [r.points.text if r.points else None for r in published.rows] == ["3.0", "2.0", "2.0", "1.0"]


@pytest.fixture(scope="module")
def copy() -> Iterator[Copy]:
    with clipboard_copies() as copied:
        yield copied


def _games(t: Tournament) -> set[tuple[str, int, Result]]:
    # a forfeit reads as a game won or lost in a copy (its mark is a cell's style): compared as played
    played = {Result.FORFEIT_WIN: Result.WIN, Result.FORFEIT_LOSS: Result.LOSS}
    return {(p.name, e.round, played.get(e.result, e.result)) for p in t.players for e in p.rounds}


def _saved(path: Path) -> Tournament:
    return read_text(decode_input(path.read_bytes(), source=path.name), source=path.name)


@needs_chromium
@pytest.mark.parametrize(
    "page",
    [
        "formats/arena-5.chess-results.html",
        "formats/arena-5.vega.html",
        "formats/buchholz-guide-8.vega.html",
        "pairings/harbour-7.pairings.html",
        *(
            f"real/{name}"
            for name in (
                "vega-hbcc-2025-honourable-bob-juniors.html",
                "vega-hbcc-2025-koshnitsky-cup.html",
                "vega-hbcc-2025-september-blitz.html",
                "vega-hbcc-2026-juniors-rapid-championship.html",
                "vega-hbcc-2026-rookiesand-juniors-cup.html",
                "vega-hbcc-2026-western-juniors-rapid.html",
                # rows short of empty round cells the copy keeps no trace of (an empty cell right after a
                # cell of blocks): each placed where its tabs and its opponents' rows put it, or (a warning
                # names the row) with its empty cells in the latest rounds they can be, as the page has them
                "vega-hbcc-2024-reserve-championship.html",
                "vega-hbcc-2025-april-blitz.html",  # four players who met each other once: rows 40-43
                "vega-hbcc-2025-april-rapid.html",
                "vega-hbcc-2025-bestinthe-west.html",
                "vega-hbcc-2025-cup-juniors.html",
                "vega-hbcc-2025-cup.html",
                "vega-hbcc-2025-february-blitz.html",
                "vega-hbcc-2025-honourable-bob.html",  # and a last row of empty cells only, one line
                "vega-hbcc-2025-july-rapid.html",
                "vega-hbcc-2025-juniors-rapid-championship.html",
                "vega-hbcc-2025-koshnitsky-cup-juniors.html",  # round 7 paired, empty in every row
                "vega-hbcc-2025-purdy-cup-juniors.html",
                "vega-hbcc-2025-september-rapid.html",
                "vega-hbcc-2025-western-junior-rapid-championship.html",
                "vega-hbcc-2026-honourable-bob.html",
                "vega-hbcc-2026-purdy-cup-open.html",
                "vega-hbcc-2026-purdy-cup-rookiesand-juniors.html",
            )
        ),
    ],
)
def test_a_page_copied_in_chromium_reads_as_the_saved_page(page: str, copy: Copy) -> None:
    pasted = read_text(copy(DATA / page), source="paste")
    saved = _saved(DATA / page)
    assert pasted.rounds == saved.rounds
    assert points_by_name(pasted) == points_by_name(saved)
    assert _games(pasted) == _games(saved)


@needs_chromium
@pytest.mark.parametrize(
    ("page", "moved"),
    [
        # where the page has a row's empty cell before a later cell, the copy (which keeps no trace of
        # it) is read with it last, and the warning names the row: the page's Jyothi Nikhil-Morris game
        # of round 7 (both not paired in round 6) read in round 6; Marasinghe's empty round 4 and bye
        # in round 5 read as the bye in round 4
        ("vega-hbcc-2025-reserves-championship-juniors.html", {"Jyothi Nikhil,Neev", "Morris,Elijah"}),
        ("vega-hbcc-2025-reserves-championship.html", {"Marasinghe,Claire"}),
    ],
)
def test_a_vega_copy_whose_lost_empty_cells_stood_earlier_differs_only_in_rows_a_warning_names(
    page: str, moved: set[str], copy: Copy
) -> None:
    pasted = read_text(copy(REAL / page), source="paste")
    saved = _saved(REAL / page)
    assert points_by_name(pasted) == points_by_name(saved)
    assert {name for name, _, _ in _games(pasted) ^ _games(saved)} == moved
    warned = {
        d.line for d in pasted.diagnostics if "kept no trace of some of its empty round cells" in d.message
    }
    assert {p.line for p in pasted.players if p.name in moved} & warned


# Vega's standings page of the PICT rapid 2017 as Chromium copies it (its first three rows): the site's
# menu above the ranking, one link a line, some joined by tabs. Before: "Sorted by Name" (a word that
# heads a name column, and two more) was taken for the ranking's header and the menu's links for rows.
MENU_RANKING = (
    "\nRapid\nParticipants\tTables\tRounds\tReport\nSorted by Rating\nSorted by Name\n"
    "Statistics\tCross table by score\nStanding\nStanding at round 5\n"
    "Pos\tID\tT\tNAME\tRtg\tPRtg\tFed\tOrigin\tPts\tDirE\n"
    "1\t1\t\tTeam PICTA\t1648\t1562\tIND\t\t4.5\t0.5\n"
    "2\t3\t\tTeam MITCOE\t1387\t1614\tIND\t\t4.5\t0.5\n"
    "3\t2\t\tTeam SCOE\t1550\t1287\tIND\t\t3.0\t0.0\n"
    "\nGenerated by Vega"
)


def test_a_menu_line_above_a_pasted_ranking_is_not_its_header() -> None:
    published = read_published(MENU_RANKING, source="paste")
    assert [c.heading for c in published.columns] == ["PRtg", "DirE"]
    assert [
        (r.rank.text if r.rank else None, r.name, r.points.text if r.points else None) for r in published.rows
    ] == [
        ("1", "Team PICTA", "4.5"),
        ("2", "Team MITCOE", "4.5"),
        ("3", "Team SCOE", "3.0"),
    ]
    assert [[v.text if v else None for v in r.values] for r in published.rows] == [
        ["1562", "0.5"],
        ["1614", "0.5"],
        ["1287", "0.0"],
    ]
    assert published.rows[0].line == 10


# A page of several round robins (chessmail's CM 2024-02 Open, its first two groups as Chromium copies
# them): the page's text above the grids, each group's name above its grid. Before: the title and
# "The tournament is over. cuck has won!" were split on blanks into a table of their own, so the paste's
# table 2 was the saved page's table 1 (--columns table=N picked the group before the one asked for).
GROUPS = (
    "cm 2024-02 Open\nThe tournament is over. cuck has won!\nGroup 1\n\n"
    "Participants\tSar\tbau\tTsc\tBul\tPoints\n"
    "SargonvonAkkad\t1 ½\t1 1\t1 1\t5.5\t\n"
    "bauernopfer47\t½ 0\t1 0\t1 ½\t3.0\t\n"
    "Tschechow\t0 0\t1 0\t1 0\t2.0\t\n"
    "Bull95\t0 0\t½ 0\t1 0\t1.5\n"
    "Group 2\n\n"
    "Participants\tSte\tgou\tGin\tTal\tPoints\n"
    "Steinkugel\t1 ½\t0 ½\t1 1\t4.0\t\n"
    "goundschach\t½ 0\t½ 1\t1 1\t4.0\t\n"
    "Gina60\t½ 1\t0 ½\t1 1\t4.0\t\n"
    "Taliesin\t0 0\t0 0\t0 0\t0.0\n"
)


@pytest.mark.parametrize("choice", ["table=2", "group=2"])
def test_a_pasted_page_of_groups_numbers_its_tables_as_the_saved_page(choice: str) -> None:
    assert [t.line for t in extract_tables(GROUPS)] == [5, 12]  # the page's text is no table
    t = read_text(GROUPS, source="paste", options=ReadOptions(columns=parse_columns(choice)))
    # group 2 as its Points column gives it
    assert points_by_name(t) == {"Steinkugel": F(4), "goundschach": F(4), "Gina60": F(4), "Taliesin": F(0)}


def _event_of_pages(pages: list[str]) -> Tournament:
    return read_paths([REAL / name for name in pages])


@needs_chromium
@pytest.mark.parametrize(
    ("pages", "rounds"),
    [
        ([f"vega-hbcc-2025-club-championship-pairs{r}.html" for r in range(1, 8)], 7),
        ([f"vega-hbcc-2025-western-swiss-pairs{r}.html" for r in range(1, 6)], 5),
        ([f"vega-pict-rapid-2017-pairs{r}.html" for r in range(1, 6)], 5),
    ],
)
def test_each_pasted_round_page_gives_the_boards_of_its_round(
    pages: list[str], rounds: int, copy: Copy
) -> None:
    # each round page pasted alone: its heading names the round, and its boards are the saved event's
    # (a page after round 1 alone read as asked, --lenient: alone it is refused, the rounds before it
    # nowhere)
    saved = _event_of_pages(pages)
    assert saved.rounds == rounds
    for r, name in enumerate(pages, start=1):
        pasted = read_text(copy(REAL / name), source="paste", options=ReadOptions(lenient=r > 1))
        assert pasted.rounds == r, name

        def boards(t: Tournament, r: int = r) -> set[tuple[str, int, Result]]:
            # a name by its words: Vega writes 'Butler, Julian' on some round pages and 'Butler,Julian'
            # on others, one player named as first written
            return {
                (" ".join(g[0].replace(",", " ").split()), g[1], g[2])
                for g in _games(t)
                if g[1] == r and g[2] is not Result.NOT_PAIRED
            }

        assert boards(pasted) == boards(saved), name


@needs_chromium
@pytest.mark.parametrize(
    "page",
    [
        "published/buchholz-guide-8.vega-standings.html",
        "published/team-tm1.chess-results.html",
        "published/team-tm1.vega-team-standings.html",
        "real/vega-hbcc-2025-club-championship-standings.html",
        "real/vega-hbcc-2025-western-swiss-standings.html",
        "real/vega-pict-rapid-2017-standing.html",  # the site's menu above, one link a line
    ],
)
def test_a_pasted_ranking_publishes_what_the_saved_page_does(page: str, copy: Copy) -> None:
    saved = read_published(decode_input((DATA / page).read_bytes(), source=page), source=page)
    pasted = read_published(copy(DATA / page), source="paste")
    assert _ranking(pasted) == _ranking(saved)


def _ranking(p: Published) -> tuple[object, ...]:
    """What a ranking publishes: its columns' headings, each row's place, name, points and values."""

    def text(v: Value | None) -> str | None:
        return v.text if v is not None else None

    return (
        p.team,
        tuple(c.heading for c in p.columns),
        tuple((text(r.rank), r.name, text(r.points), tuple(map(text, r.values))) for r in p.rows),
    )


def _rendered(copy: Copy, tmp: Path, source: Path) -> str:
    """The paste of a stored publication rendered as its site's HTML page."""
    text = source.read_text(encoding="utf-8")
    page = tmp / f"{source.name}.html"
    page.write_text(markdown_page(text) if source.suffix == ".md" else barred_page(text), encoding="utf-8")
    return copy(page)


def _ilmenau(event: str, rounds: int) -> list[str]:
    return [*(f"{event}-runde{r}.md" for r in range(1, rounds + 1)), f"{event}-rangliste{rounds}.md"]


MANY = [
    _ilmenau("ilmenau-open-2024", 7),
    _ilmenau("ilmenau-blitz-2025", 12),
    _ilmenau("ilmenau-vm-2023", 6),
    ["narva-krt-2019.pairings.md", "narva-krt-2019.ranking.md"],
    ["narva-krt-2023.pairings.md", "narva-krt-2023.ranking.md"],
]


@needs_chromium
@pytest.mark.parametrize(
    "name",
    [
        "gambito-guada-i-liga.md",  # a ranking above the rounds' lists: its names join two writings
        "gambito-guada-ii-liga-grupo-a.md",
        "gambito-guada-iii-liga-grupo-b.md",
        "papi-evt-roger-pelat-2014.md",  # 'Tr.' (a bare round word) after the points: no round
        "papi-evt-roger-pelat-2015.md",
        "narva-c-klasse-2018.md",
        "cr-cz-school-team-rr.txt",
        "cr-es-panamerican-team-rr.txt",
        "cr-si-school-team-rr.txt",
        "cr-zh-bih-team-rr.txt",
        "cr-az-brazil-teams-round1.txt",  # rows of a shared place: their blank first cell lost
    ],
)
def test_a_pasted_publication_reads_as_its_stored_form(name: str, tmp_path: Path, copy: Copy) -> None:
    pasted = read_text(_rendered(copy, tmp_path, REAL / name), source="paste")
    saved = tiebreak.read_path(REAL / name)
    assert pasted.rounds == saved.rounds
    assert points_by_name(pasted) == points_by_name(saved)
    assert _games(pasted) == _games(saved)


def _opponents(t: Tournament) -> dict[str, list[tuple[str, Result]]]:
    """Each player's games as (opponent, result), by name key (word order, case and accents aside),
    whatever their rounds."""
    names = {p.sno: name_key(p.name) for p in t.players}
    return {
        name_key(p.name): sorted((names[e.opponent], e.result) for e in p.rounds if e.opponent is not None)
        for p in t.players
    }


@needs_chromium
def test_a_pasted_club_page_reads_its_round_tables_and_agrees_with_its_grid(
    tmp_path: Path, copy: Copy
) -> None:
    """The Échiquier Villeneuve-Tolosane's page: Papi's grid after round 9 (its markup), then each round's
    pairing table in Markdown (``Ech | Ronde 1``, each side's score a cell, ``X | X`` a draw, ``F`` the side
    that lost without play). Saved, the page's markup is its grid; pasted, the rendered tables are all
    text, and the nine round tables make the event (their rounds and colours, which the grid does not
    give): every player's points and games agree with the grid's."""
    name = "papi-evt-interne-2014-rr.md"
    pasted = read_text(_rendered(copy, tmp_path, REAL / name), source="paste")
    saved = tiebreak.read_path(REAL / name)
    assert pasted.rounds == saved.rounds == 9
    assert {name_key(n): v for n, v in points_by_name(pasted).items()} == {
        name_key(n): v for n, v in points_by_name(saved).items()
    }
    played = {Result.FORFEIT_WIN: Result.WIN, Result.FORFEIT_LOSS: Result.LOSS}
    assert {k: [(o, played.get(r, r)) for o, r in g] for k, g in _opponents(pasted).items()} == {
        k: [(o, played.get(r, r)) for o, r in g] for k, g in _opponents(saved).items()
    }


@needs_chromium
@pytest.mark.parametrize("names", MANY, ids=[names[0].split("-runde")[0] for names in MANY])
def test_an_event_pasted_page_by_page_reads_as_its_stored_pages(
    names: list[str], tmp_path: Path, copy: Copy
) -> None:
    saved = read_paths([REAL / name for name in names])
    pastes = [_rendered(copy, tmp_path, REAL / name) for name in names]
    files = []
    for name, text in zip(names, pastes, strict=True):  # each page pasted into a file of its own
        files.append(tmp_path / f"{name}.txt")
        files[-1].write_text(text, encoding="utf-8")
    for pasted in (read_paths(files), read_text("\n".join(pastes), source="paste")):  # or all into one
        assert pasted.rounds == saved.rounds
        assert points_by_name(pasted) == points_by_name(saved)
        assert _games(pasted) == _games(saved)


@needs_chromium
@pytest.mark.parametrize(
    ("name", "table", "group"),
    [
        *(("chessmail-cm-2024-02-open.md", n, n) for n in range(1, 9)),  # eight groups of grids
        ("papi-evt-roger-pelat-2016.md", 2, None),  # the children's crosstable under the main one
        ("xadrez-grupo-rr-2021.md", 3, None),  # the blitz under the participants and the rapid
    ],
)
def test_a_pasted_page_of_several_events_reads_each_as_its_saved_page(
    name: str, table: int, group: int | None, tmp_path: Path, copy: Copy
) -> None:
    # the page's text is no table: the paste's tables are numbered as the saved page's, and a page of
    # groups reads each by its number among the groups too
    text = _rendered(copy, tmp_path, REAL / name)
    saved = tiebreak.read_path(REAL / name, options=ReadOptions(columns=parse_columns(f"table={table}")))
    choices = [f"table={table}"] + ([f"group={group}"] if group is not None else [])
    for choice in choices:
        pasted = read_text(text, source="paste", options=ReadOptions(columns=parse_columns(choice)))
        assert points_by_name(pasted) == points_by_name(saved), choice
        assert _games(pasted) == _games(saved), choice
