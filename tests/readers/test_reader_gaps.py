"""Published forms the first readers missed: chess-results' ``;`` round-robin export with an empty
diagonal, Cyrillic crosstables saved as cp1251. Fixtures invented; values computed by hand."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.formats.published import read_published
from tiebreak.model.errors import Severity
from tiebreak.ranking.engine import compute_standings
from tiebreak.readers import read_text, sniff
from tiebreak.readers.trf import decode

FORMATS = Path(__file__).parents[1] / "data" / "formats"
QUAY = FORMATS / "quay-4.chess-results-rr.csv"


def test_round_robin_export_with_an_empty_diagonal() -> None:
    # 1 Arden: ½ v Brook, 1 v Carvo, 1 v Dahl = 2.5; 2 Brook: ½, ½ v Carvo, 1 v Dahl = 2;
    # 3 Carvo: 0, ½, 1 v Dahl = 1.5; 4 Dahl: 0. SB: Arden ½·2 + 1·1.5 = 2.5; Brook ½·2.5 + ½·1.5 = 2;
    # Carvo ½·2 = 1; Dahl 0 (the published TB1 column).
    t = tiebreak.load(QUAY)
    assert t.name == "Quay Masters 2026" and t.pairing.value == "round-robin" and t.rounds == 3
    assert [(p.sno, p.name, p.title, p.rating, p.federation) for p in t.players] == [
        (1, "Arden Tomas", "GM", 2455, "NOR"),
        (2, "Brook Lena", "IM", 2390, "DEN"),
        (3, "Carvo Ines", "", 2301, "POR"),
        (4, "Dahl Mira", "WFM", 2210, "SWE"),
    ]
    s = compute_standings(t, "SB")
    assert [(r.sno, r.points, r.values[0]) for r in s.rows] == [
        (1, Fraction(5, 2), Fraction(5, 2)),
        (2, Fraction(2), Fraction(2)),
        (3, Fraction(3, 2), Fraction(1)),
        (4, Fraction(0), Fraction(0)),
    ]
    note = next(d for d in t.diagnostics if "empty cell(s) on the diagonal" in d.message)
    assert note.severity is Severity.INFO and (note.line, note.column) == (
        6,
        27,
    )  # between the ";" at 26 and 27
    assert note.message.startswith("4 empty cell(s)")


def test_empty_diagonal_without_the_csv_suffix() -> None:
    text = QUAY.read_text(encoding="utf-8")
    assert sniff(text) == "grid"
    assert [p.name for p in read_text(text).players][-1] == "Dahl Mira"


def test_an_empty_cell_off_the_diagonal_is_still_refused() -> None:
    # Brook's row leaves her own column filled and the game against Carvo empty: no diagonal mark.
    row = "2;IM;Brook Lena;2390;DEN;½;"
    text = QUAY.read_text(encoding="utf-8").replace(row + ";½;1", row + "=;;1")
    with pytest.raises(tiebreak.TiebreakError):
        read_text(text, suffix=".csv")


VOLGA = FORMATS / "volga-4.ru.cp1251.txt"
"""A Russian crosstable saved as Windows-1251 (4 players, 3 rounds, draws written ``=``)."""


def test_cyrillic_crosstable_saved_as_cp1251() -> None:
    # the bytes are not UTF-8, and their cp1252 reading (a file that is not UTF-8 is read as cp1252) knows none of the headings
    assert decode(VOLGA.read_bytes()).split("\r\n")[1].startswith("Ìåñòî\tÑò.¹\tÈìÿ")
    t = tiebreak.load(VOLGA)
    assert t.name == "Первенство клуба «Волга» 2026"
    assert [(p.sno, p.name, p.rating) for p in t.players] == [
        (1, "Белов, Игорь", 2250),
        (2, "Орлова, Анна", 2210),
        (3, "Седов, Пётр", 2105),
        (4, "Лисина, Вера", 2050),
    ]
    # Белов: 1 v Седов (White), 1 v Орлова (Black), = v Лисина (White) = 2.5; Орлова = + 0 + 1 = 1.5;
    # Седов 0 + 1 + 0 = 1; Лисина = + 0 + = = 1. BH of Белов: 1 + 1.5 + 1 = 3.5.
    assert [(e.opponent, e.color.value, e.result.code) for e in t.player(1).rounds] == [
        (3, "w", "1"),
        (2, "b", "1"),
        (4, "w", "="),
    ]
    s = compute_standings(t, "BH")
    assert [(r.sno, r.points) for r in s.rows][:2] == [(1, Fraction(5, 2)), (2, Fraction(3, 2))]
    assert s.rows[0].values[0] == Fraction(7, 2)
    note = next(d for d in t.diagnostics if "cp1251" in d.message)
    assert note.severity is Severity.INFO and (note.line, note.column) == (2, 1)
    assert "Место" in note.message and "--encoding" in note.message


def test_cp1252_crosstable_and_cp1251_trf_keep_cp1252(tmp_path: Path) -> None:
    western = tiebreak.load(FORMATS / "arena-5.cp1252.txt")
    assert not any("cp1251" in d.message for d in western.diagnostics)
    # a TRF file is decoded as UTF-8, else cp1252, whatever its names' bytes were meant to be
    trf = (FORMATS / "krause-left-out-hpb.trf").read_text(encoding="utf-8").replace("Player 1", "Иван Ант")
    path = tmp_path / "volga.trf"
    path.write_bytes(trf.encode("cp1251"))
    t = tiebreak.load(path)
    assert t.player(1).name == "Èâàí Àíò" and not any("cp1251" in d.message for d in t.diagnostics)


def test_published_table_saved_as_cp1251() -> None:
    published = read_published(decode(VOLGA.read_bytes()), source="volga.txt")
    assert [r.name for r in published.rows][:2] == ["Белов, Игорь", "Орлова, Анна"]
    assert any("cp1251" in n.message and n.line == 2 for n in published.diagnostics)


SWISSPERFECT_EXPORT = (
    "No\tName      \tLoc Id\tTotal\t 1  \t 2  \t 3  \r\n"
    "\r\n"
    "1 \tAsh, Ann  \t101   \t2.5  \t 2:W\t 3:D\t 4:W\r\n"
    "2 \tBirch, Bo \t102   \t1.5  \t 1:L\t 4:W\t 3:D\r\n"
    "3 \tCedar, Cy \t      \t2    \t 0:W\t 1:D\t 2:D\r\n"
    "4 \tDune, Di  \t104   \t0    \t 0: \t 2:L\t 1:L\r\n"
)
"""SwissPerfect's text export (``No Name Loc Id Total 1 2 3``, tabs, cells padded with spaces): Cedar's
round 1 ``0:W`` is a bye worth a win; Dune's ``0: `` (opponent 0, no result) a round without a game."""


def test_swissperfect_export_with_an_opponent_zero_and_no_result() -> None:
    # Totals by hand: Ash 1 + ½ + 1 = 2.5; Birch 0 + 1 + ½ = 1.5; Cedar bye 1 + ½ + ½ = 2; Dune 0 + 0 + 0.
    t = read_text(SWISSPERFECT_EXPORT, source="limerick.txt")
    assert [(p.sno, p.name) for p in t.players] == [
        (1, "Ash, Ann"),
        (2, "Birch, Bo"),
        (3, "Cedar, Cy"),
        (4, "Dune, Di"),
    ]
    cedar = t.player(3).entry(1)
    assert (cedar.opponent, cedar.result.code) == (None, "U")
    colon = read_text(SWISSPERFECT_EXPORT.replace(" 0: ", "  : "), source="limerick.txt")
    assert t.player(4).entry(1) == colon.player(4).entry(1)  # '0:' reads as SwissPerfect's ':'
    assert t.player(4).entry(1).opponent is None
    points = {r.sno: r.points for r in compute_standings(t, []).rows}
    assert points == {1: Fraction(5, 2), 2: Fraction(3, 2), 3: Fraction(2), 4: Fraction(0)}
    assert all(p.declared_points == points[p.sno] for p in t.players)


def test_a_grid_cut_short_is_refused_not_read_as_players_without_games() -> None:
    """A round-robin grid of 12 (``*`` on the diagonal) copied with only its first rows, the last cut
    in the middle (a mirror's stored text of an article): its rows start with a number, so it looks
    like a crosstable, but none of its cells is a game or a bye. Before, it read as 7 players of no
    game, their second cell taken as their points."""
    results = {
        (i, j): "½" if (i + j) % 3 == 0 else ("1" if j > i else "0")
        for i in range(1, 8)
        for j in range(1, 13)
    }
    rows = [
        f"{i} Franta Anna Jucator{i} ( FRA ) "
        + " ".join("*" if j == i else results[i, j] for j in range(1, 13))
        + f" {i}"
        for i in range(1, 8)
    ]
    text = "\n".join(
        ["Turneu 1925", "", "Clasament", "# Jucator " + " ".join(map(str, range(1, 13))) + " Total", *rows]
    )
    with pytest.raises(tiebreak.ParseError, match="no game or bye in any of the 7 rows") as caught:
        read_text(text + "\n8 Austria Ernst Gruen ( AUT ) ½ ½\n", source="cut.txt")
    assert caught.value.line == 5


def test_a_ranking_with_a_column_of_ones_and_minus_ones_is_no_crosstable_of_byes() -> None:
    """A club's ranking after round 1 (a Keizer competition: Score, Wrde, games, W R V, percent, S the
    colour balance, rating) whose ``S`` column holds ``1`` and ``-1``: a bare ``-1`` is chess-results'
    full-point bye, so half the rows read as players with a bye and no game, the others set aside.
    Before, it read so, exit 0, "after round 0"; now no event is made of it."""
    rows = [
        ("Raoul Suurmeijer", "151", "80", "1", "1", "0", "0", "100", "1", "1900"),
        ("Maarten Roorda", "149", "79", "1", "1", "0", "0", "100", "-1", "2123"),
        ("Andreas Tasma", "147", "78", "1", "1", "0", "0", "100", "1", "2023"),
        ("Carla Graafland", "145", "77", "1", "1", "0", "0", "100", "-1", "1600"),
        ("Harry Gielen", "109", "73", "1", "0", "1", "0", "50", "-1", "1303"),
        ("Remco Kieft", "108,5", "72", "1", "0", "1", "0", "50", "1", "1768"),
    ]
    text = "Stand per 16-9-2016\n\nPos Naam Speler Score Wrde Prt W R V Prc S Rtg\n" + "".join(
        f"{k} {' '.join(row)}\n" for k, row in enumerate(rows, start=1)
    )
    with pytest.raises(tiebreak.ParseError) as caught:
        read_text(text, source="stand.txt")
    assert "no games in this input" in caught.value.message or "no game in any" in caught.value.message


def test_a_crosstable_cut_short_says_so() -> None:
    """The first rows of a longer ranking (chess-results' Excel export of a long list's first 150 rows):
    rows 1-3 name opponents 7, 9 and 12, which have no row; the message says the table seems cut short.
    """
    text = (
        "Rk.\tName\tRtg\t1.Rd\t2.Rd\tPts.\n"
        "1\tAnn\t2000\t7w1\t2b1\t2\n"
        "2\tBob\t1900\t9b1\t1w0\t1\n"
        "3\tCid\t1800\t12w1\t9b½\t1.5\n"
    )
    with pytest.raises(tiebreak.TiebreakError) as e:
        read_text(text, source="top3.txt")
    assert "opponent 7 has no row in the table" in e.value.message
    assert "nor have 2 other opponents the cells name, numbered up to 12, where the table has 3 rows" in (
        e.value.message
    )
    assert "cut short" in e.value.message
