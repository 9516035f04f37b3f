"""SwissSys's standings as a club site publishes them (``tests/data/real/swisssys-mi-tnm-2026-new-year.html``:
the Mechanics' Institute's 2026 New Year's Tuesday Night Marathon after round 4 of 7, four sections):
each section's table chosen with ``--columns table=N``, checked against its own table even where the
whole page writes the four on one line of markup; ``unr.`` an unrated player; the half-point byes asked
for rounds to come, shown beside the rounds played and left out of the total, left out as the total
leaves them. And WinTD's X-Table (``-B-`` ``-H-`` ``-N-``, a dot leader after the name)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from tiebreak.checking.own import own_ranking
from tiebreak.model.tournament import Result
from tiebreak.readers import read_path, read_text
from tiebreak.readers._options import ReadOptions
from tiebreak.readers.tables import parse_columns

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from servers import Copy, needs_chromium, page_texts

PAGE = Path(__file__).resolve().parents[1] / "data" / "real" / "swisssys-mi-tnm-2026-new-year.html"
SECTIONS = {  # table: (players, the first row's name, its total), as the page prints them
    1: (23, "IM Elliott Winslow", Fraction(4)),
    2: (36, "Christopher Powers", Fraction(4)),
    3: (30, "Brett Fisher", Fraction(7, 2)),
    4: (8, "Daniel Sevall", Fraction(1)),
}


def _options(table: int, source: str = "tnm.html") -> ReadOptions:
    return ReadOptions(source=source, columns=parse_columns(f"table={table}"))


@pytest.mark.parametrize("table", sorted(SECTIONS))
@pytest.mark.parametrize("one_line", [False, True], ids=["as kept", "on one line"])
def test_each_section_is_checked_against_its_own_table(table: int, one_line: bool) -> None:
    """The whole page (521 kB) writes the four sections' tables on one line; the fixture kept them a line
    each. Either way the ranking checked is the chosen section's (before, on one line: the largest
    section's, 'published table: 36 of its 36 rows name players the event does not have')."""
    text = PAGE.read_text(encoding="utf-8")
    if one_line:
        text = text.replace("\n", "")
    players, first, total = SECTIONS[table]
    event = read_text(text, options=_options(table))
    own = own_ranking(text, _options(table))
    assert own is not None
    assert len(event.players) == len(own.rows) == players
    assert own.rows[0].name == first
    assert own.rows[0].points is not None and Fraction(own.rows[0].points.text) == total
    assert {r.name for r in own.rows} == {p.name for p in event.players}
    assert all(r.rank is not None for r in own.rows)  # a tied group's place, printed once ('2-4'), shared


def test_a_tied_groups_place_printed_once_is_shared_by_its_rows() -> None:
    """Section 2000+: '1', then '2-4' on Heiserman's row and nothing on the next two; the three rows share
    places 2-4 as far as the range holds, and the row after them has its own place."""
    own = own_ranking(PAGE.read_text(encoding="utf-8"), _options(1))
    assert own is not None
    places = [r.rank.text if r.rank is not None else None for r in own.rows]
    assert places[:5] == ["1", "2-4", "2-4", "2-4", places[4]]
    assert places[4] not in (None, "2-4")


def test_unr_is_an_unrated_player() -> None:
    event = read_path(PAGE, options=_options(3, str(PAGE)))
    solomon = next(p for p in event.players if p.name == "Ethan Solomon")
    assert solomon.rating is None
    assert solomon.declared_points == Fraction(7, 2)


def test_byes_asked_for_rounds_to_come_are_left_out_as_the_total_leaves_them() -> None:
    """Braithwaite: L25 L6 B--- W33, then H--- in round 7, total 2.0; Sisti: H--- L24 L9 H---, then H--- in
    round 6, total 1.0. No game is given after round 4: the later byes are the ones asked for ahead."""
    event = read_path(PAGE, options=_options(2, str(PAGE)))
    by_name = {p.name: p for p in event.players}
    for name, total in (("Andrew Braithwaite", Fraction(2)), ("Daniel J Sisti", Fraction(1))):
        player = by_name[name]
        assert [e.round for e in player.rounds] == [1, 2, 3, 4]
        assert sum((event.scoring.points(e.result.point_class) for e in player.rounds), Fraction(0)) == total
    notes = [d.message for d in event.diagnostics]
    assert any(
        "byes asked for rounds not yet played" in n and "Andrew Braithwaite (round 7)" in n for n in notes
    )
    assert not any("the points column says" in n for n in notes)


AHEAD = """Club Swiss
No Name Rtg R1 R2 R3 R4 Pts
1 Ames 1800 W2 W3 H--- {last} {total}
2 Boyd 1700 L1 W4 L3 {rest} 1.0
3 Cole 1600 W4 L1 W2 {rest} 2.0
4 Dunn 1500 L3 L2 U--- {rest} 0.0
"""


def test_a_bye_the_total_counts_is_kept() -> None:
    """A half-point bye in round 4, after the last round with a game: counted in the total (3.0), a bye of a
    round the others sat out, kept; left out of it (2.5), a bye asked ahead, left out."""
    kept = read_text(AHEAD.format(last="H---", total="3.0", rest="U---"), source="t")
    ames = next(p for p in kept.players if p.name == "Ames")
    assert [e.result for e in ames.rounds][-1] is Result.HALF_BYE
    left = read_text(AHEAD.format(last="H---", total="2.5", rest=""), source="t")
    ames = next(p for p in left.players if p.name == "Ames")
    assert len(ames.rounds) == 3


WINTD = """WAUKESHA CHESS CLUB  Tuesday Night Swiss
                                              Rtg   Rd 1  Rd 2  Rd 3  Rd 4  Total
   1.    Waller, Matt (1) .............  WI     2058 W4    W3    W2    -N-     3.0
   2.    Smith, John (2) ..............  WI     1900 D3    -H-   L1    W4      2.0
   3.    Brown, Al (3) ................  WI     1850 D2    L1    -B-   W5      2.5
   4.    Jones, Bob (4) ...............  IL     1700 L1    W5    X5    L2      2.0
   5.    Green, Sue (5) ...............  WI     1600 -B-   L4    F4    L3      1.0
"""


def test_wintd_x_table_reads_its_byes_and_names() -> None:
    """WinTD's X-Table (its layout as a club's parser of it documents: the row number, the name with the
    pairing number in brackets and dots up to the state, the rating, a cell a round, the total):
    ``-B-`` a full-point bye, ``-H-`` a half-point bye, ``-N-`` not paired; X and F forfeits."""
    event = read_text(WINTD, source="xtable.txt")
    by_name = {p.name: p for p in event.players}
    assert sorted(by_name) == ["Brown, Al", "Green, Sue", "Jones, Bob", "Smith, John", "Waller, Matt"]
    totals = {
        n: sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        for n, p in by_name.items()
    }
    assert totals == {n: p.declared_points for n, p in by_name.items()}
    assert [e.result for e in by_name["Smith, John"].rounds][1] is Result.HALF_BYE
    assert [e.result for e in by_name["Waller, Matt"].rounds][3:] in ([], [Result.NOT_PAIRED])
    assert by_name["Green, Sue"].rounds[0].opponent is None


@pytest.fixture(scope="module")
def texts() -> Iterator[tuple[Copy, Copy]]:
    with page_texts() as got:
        yield got


@needs_chromium
@pytest.mark.parametrize("how", ["copy", "innerText"])
def test_the_page_copied_in_chromium_checks_each_section(how: str, texts: tuple[Copy, Copy]) -> None:
    """The page as a user copies it (select all, copy) or saves it as text: its four standings, then the
    pairing lists of round 4 (``Pairings for Round 4. EVENT: SECTION``, ``Bd Res White Res Black``, a
    forfeit ``0 F`` beside ``1 X``). The pairing lists begin with round 4, so the standings are the event:
    each section, chosen with ``group=N``, is read and checked against its own table (before: the round
    heading was not read, the pairing lists were taken for round 1 and the forfeit refused)."""
    text = texts[0 if how == "copy" else 1](PAGE.resolve())
    for group, (players, first, _) in SECTIONS.items():
        options = ReadOptions(source="paste", columns=parse_columns(f"group={group}"))
        event = read_text(text, options=options)
        assert len(event.players) == players
        own = own_ranking(text, options)
        assert own is not None and len(own.rows) == players
        assert own.rows[0].name == first
        # the event's names are the published ones, a title before them read as the title (IM, WFM)
        assert {r.name for r in own.rows} == {
            " ".join(filter(None, (p.title, p.name))) for p in event.players
        }
        assert all(p.declared_points is not None for p in event.players)
        points = {
            p.name: sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
            for p in event.players
        }
        assert points == {p.name: p.declared_points for p in event.players}
    notes = [d.message for d in read_text(text, source="paste").diagnostics]
    assert any("pairing lists of this input begin with a later round" in n for n in notes)


def test_swisssys_pairings_mark_a_forfeit_beside_each_score() -> None:
    """SwissSys's pairing list: each side's score in the column before its name, a forfeit ``1 X`` (won)
    and ``0 F`` (lost); the round named by ``Pairings for Round 1. EVENT: SECTION``."""
    text = (
        "Pairings for Round 1. Club Swiss: Open\n"
        "Bd\tRes\tWhite\tRes\tBlack\n"
        "1\t1\tAnn Able (1800 W 0.0 )\t0\tBob Baker (1700 B 0.0 )\n"
        "2\t0 F\tCy Cole (1600 W 0.0 )\t1 X\tDi Dunn (1500 B 0.0 )\n"
    )
    event = read_text(text, source="pairings")
    results = {p.name.split(" (")[0]: p.rounds[0].result for p in event.players}
    assert results["Ann Able"] is Result.WIN and results["Bob Baker"] is Result.LOSS
    assert results["Cy Cole"] is Result.FORFEIT_LOSS and results["Di Dunn"] is Result.FORFEIT_WIN
