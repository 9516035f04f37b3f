"""Several events on one page (:mod:`tiebreak.readers.groups`): SG NARVA Berlin's Kleeblatt quads, a
dozen round robins of four, each with its ranking and its three pairing lists, one page.

Expected values are the publication's own (``tests/data/real/narva-kleeblatt-2022.md``), read here from
its HTML with a regular expression, not by the code under test.
"""

from __future__ import annotations

import html
import re
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.cli import main
from tiebreak.model.errors import ParseError, Severity
from tiebreak.readers import ReadOptions, read_path
from tiebreak.readers.assemble import Table, classify
from tiebreak.readers.groups import list_page_groups, page_groups
from tiebreak.readers.tables import parse_columns

REAL = Path(__file__).resolve().parents[1] / "data" / "real"
KLEEBLATT_2022 = REAL / "narva-kleeblatt-2022.md"
GROUPS_2022 = (
    "Gruppe Steinitz",
    "Gruppe Lasker",
    "Gruppe Botwinnik",
    "Gruppe Aljechin",
    "Gruppe Tarrasch",
    "Gruppe Capablanca",
    "Gruppe Petrosjan",
    "Gruppe Philidor",
    "Gruppe Greco",
    "Gruppe Smyslow",
    "Gruppe Anderssen",
    "Gruppe Damiano",
)


def _rankings(path: Path) -> dict[str, list[list[str]]]:
    """Each group's published ranking rows (Platz, Name, Verein, DWZ, Elo, Punkte, SoBerg), by the
    group's heading, read from the page's HTML with regular expressions."""
    text = path.read_text(encoding="utf-8")
    out = {}
    for label, body in re.findall(
        r"<h1>([^<]*)</h1>\s*<h2>Rangliste</h2>\s*<table[^>]*>(.*?)</table>", text, re.S
    ):
        rows = [re.findall(r"<td>(.*?)</td>", r, re.S) for r in re.findall(r"<tr>(.*?)</tr>", body, re.S)]
        out[label] = [[html.unescape(c).replace("\u200b", "").strip() for c in r] for r in rows if r]
    return out


def _options(spec: str) -> ReadOptions:
    return ReadOptions(columns=parse_columns(spec))


def test_the_page_holds_twelve_groups_and_alone_reads_the_first_with_a_warning_naming_them_all() -> None:
    event = read_path(KLEEBLATT_2022)
    published = _rankings(KLEEBLATT_2022)
    assert tuple(published) == GROUPS_2022
    assert event.name.endswith("Gruppe Steinitz")
    assert sorted(p.name for p in event.players) == sorted(r[1] for r in published["Gruppe Steinitz"])
    warning = next(d for d in event.diagnostics if d.severity is Severity.WARNING)
    assert "this page holds 12 events" in warning.message
    for k, label in enumerate(GROUPS_2022, start=1):
        assert f"{k} {label!r}" in warning.message
    assert "the first ('Gruppe Steinitz') is read; name another with --columns group=N" in warning.message


@pytest.mark.parametrize(
    ("table", "label"),
    [(2, "Gruppe Steinitz"), (9, "Gruppe Lasker"), (46, "Gruppe Damiano"), (51, "Gruppe Damiano")],
)
def test_any_table_of_a_group_chooses_it_and_its_ranking_is_the_published_one(table: int, label: str) -> None:
    event = read_path(KLEEBLATT_2022, options=_options(f"table={table}"))
    assert not [d for d in event.diagnostics if d.severity is Severity.WARNING]
    published = _rankings(KLEEBLATT_2022)[label]
    standings = tiebreak.compute_standings(event, "SB", tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert [(r.rank, r.name, r.points, r.values[0]) for r in standings.rows] == [
        (int(p[0]), p[1], Fraction(p[5]), Fraction(p[6])) for p in published
    ]
    assert event.rounds == len(published) - 1 + len(published) % 2


def test_the_damiano_group_is_a_round_robin_of_six_with_the_published_sonneborn_berger() -> None:
    """Bayer (2 points, SoBerg 6.0) is published above Madel (2 points, 3.0), who beat her: the page
    orders by SoBerg, not by the direct encounter of the default list."""
    event = read_path(KLEEBLATT_2022, options=_options("table=46"))
    assert (len(event.players), event.rounds) == (6, 5)
    assert event.pairing is tiebreak.PairingSystem.ROUND_ROBIN
    sb = tiebreak.compute_standings(event, "SB", tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert [r.name for r in sb.rows][3:5] == ["Bayer,Klara", "Madel,Tim"]
    de = tiebreak.compute_standings(event, "DE,SB", tiebreak.Options(rules=tiebreak.Rules("2024")))
    assert [r.name for r in de.rows][3:5] == ["Madel,Tim", "Bayer,Klara"]


def test_a_table_of_no_group_is_an_error_naming_the_groups() -> None:
    with pytest.raises(ParseError) as info:
        read_path(KLEEBLATT_2022, options=_options("table=1"))  # the list of all participants
    assert "table 1 is of none of the 12 events of this page" in info.value.message
    assert "12 'Gruppe Damiano': tables 46-51, 6 players" in info.value.message


def test_strict_refuses_to_choose_a_group_and_says_which_there_are() -> None:
    with pytest.raises(ParseError) as info:
        read_path(KLEEBLATT_2022, options=ReadOptions(strict=True))
    assert "this page holds 12 events" in info.value.message


def test_the_command_line_chooses_a_group(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", str(KLEEBLATT_2022), "--columns", "table=10", "--tiebreaks", "SB"]) == 0
    out = capsys.readouterr().out
    assert "Gruppe Botwinnik" in out


@pytest.mark.parametrize(
    ("group", "label"),
    [
        ("1", "Gruppe Steinitz"),
        ("12", "Gruppe Damiano"),
        ("Lasker", "Gruppe Lasker"),
        ("gruppe greco", "Gruppe Greco"),
    ],
)
def test_a_group_is_chosen_by_its_number_or_its_name(group: str, label: str) -> None:
    event = read_path(KLEEBLATT_2022, options=_options(f"group={group}"))
    assert event.name.endswith(label)
    assert not [d for d in event.diagnostics if d.severity is Severity.WARNING]
    assert sorted(p.name for p in event.players) == sorted(r[1] for r in _rankings(KLEEBLATT_2022)[label])


@pytest.mark.parametrize(("group", "found"), [("13", "none"), ("Kasparow", "none"), ("Gruppe", "12")])
def test_a_group_named_wrongly_is_an_error_listing_them(group: str, found: str) -> None:
    with pytest.raises(ParseError) as info:
        read_path(KLEEBLATT_2022, options=_options(f"group={group}"))
    assert f"group {group!r} names {found} of the 12 events of this page" in info.value.message
    assert "2 'Gruppe Lasker': tables 6-9, 4 players" in info.value.message


@pytest.mark.parametrize(
    "path",
    [
        REAL / "vega-hbcc-2025-cup.html",
        Path(__file__).parents[1] / "data" / "pairings" / "harbour-7.pairings.tsv",
    ],
)
def test_a_group_of_an_input_with_one_event_is_an_error(path: Path) -> None:
    with pytest.raises(ParseError, match="'2': this input holds no several events to choose from"):
        read_path(path, options=_options("group=2"))


def test_the_groups_are_listed_for_a_front_end_with_the_one_read() -> None:
    found = list_page_groups(KLEEBLATT_2022.read_text(encoding="utf-8"), None, _options("group=Greco"))
    assert [(g.number, g.label, g.players) for g in found] == [
        (k, label, 6 if label == "Gruppe Damiano" else 4) for k, label in enumerate(GROUPS_2022, start=1)
    ]
    assert [g.label for g in found if g.read] == ["Gruppe Greco"]
    assert found[0].tables == (2, 3, 4, 5)
    assert list_page_groups("No Name 1.Rd Pts\n1 Anna 2w1 1\n2 Boris 1b0 0\n", None, ReadOptions()) == ()


@pytest.mark.parametrize("flag", [["--group", "Botwinnik"], ["--group", "3"], ["--columns", "group=3"]])
def test_the_command_line_chooses_a_group_by_name_or_number(
    capsys: pytest.CaptureFixture[str], flag: list[str]
) -> None:
    assert main(["standings", str(KLEEBLATT_2022), *flag, "--tiebreaks", "SB"]) == 0
    assert "Gruppe Botwinnik" in capsys.readouterr().out


def _list(*pairs: tuple[str, str, str]) -> list[list[str]]:
    return [["Brett", "Weiß", "Schwarz", "Ergebnis"]] + [
        [str(k), a, b, r] for k, (a, b, r) in enumerate(pairs, start=1)
    ]


def test_lists_that_share_a_player_are_one_event_and_lists_that_do_not_are_two() -> None:
    tables = [
        Table.of(_list(("Abel, A", "Bode, B", "1:0"), ("Cron, C", "Dorn, D", "0:1")), caption="Runde 1"),
        Table.of(
            _list(("Dorn, D", "Abel, A", "½:½"), ("Bode, B", "Cron, C", "1:0")), caption="Runde 2", index=1
        ),
        Table.of(_list(("Egge, E", "Falk, F", "1:0")), caption="Runde 1", index=2),
    ]
    found = [c for c in map(classify, tables) if c is not None]
    groups = page_groups(found)
    assert [[c.table.index for c in g.tables] for g in groups] == [[0, 1], [2]]
    assert [g.players for g in groups] == [4, 2]
    assert len(page_groups(found[:2])) == 1


@pytest.mark.parametrize(("extra", "players"), [([], 4), (["--columns", "table=46"], 6)])
def test_check_compares_the_group_read_with_its_own_published_ranking(
    capsys: pytest.CaptureFixture[str], extra: list[str], players: int
) -> None:
    assert main(["check", str(KLEEBLATT_2022), *extra]) == 0
    out = capsys.readouterr().out
    assert "Published columns: SoBerg = SB" in out
    assert f"Checked {players} ranks, {players} point totals, {players} tie-break values: all agree." in out


def test_a_bye_written_as_a_name_does_not_join_two_groups() -> None:
    tables = [
        Table.of(_list(("Abel, A", "Bode, B", "1:0"), ("Cron, C", "spielfrei", "+:-")), caption="Runde 1"),
        Table.of(
            _list(("Egge, E", "Falk, F", "1:0"), ("Gans, G", "spielfrei", "+:-")), caption="Runde 1", index=1
        ),
    ]
    found = [c for c in map(classify, tables) if c is not None]
    assert len(found) == 2
    assert [g.players for g in page_groups(found)] == [3, 3]
