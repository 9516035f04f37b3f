"""The framework-free part of the web page: list editing, tied groups and deciding columns, permalinks."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import DATA
from tiebreak.ranking.engine import DEFAULT_TIEBREAKS
from tiebreak.readers import example_text
from tiebreak.web.service import (
    EventInputError,
    FormState,
    apply_op,
    build_view,
    catalogue_groups,
    checked_standings,
    decode_state,
    encode_state,
    focus_after,
    table_rows,
)
from tiebreak.web.settings import WebSettings

ARENA = example_text("arena")


@pytest.mark.parametrize(
    "op",
    [
        "up:0",
        "down:9",
        "up:99",
        "down:-1",
        "remove:10",
        "remove:x",
        "zap:1",
        "preset:nope",
        "example:nope",
        "add",
    ],
)
def test_operations_out_of_range_change_nothing(op: str) -> None:
    state = FormState()
    assert apply_op(state, op, "") == state


def test_focus_follows_the_moved_line() -> None:
    assert focus_after("up:5", 10) == "tb-up-4"
    assert focus_after("down:5", 10) == "tb-down-6"
    assert focus_after("up:1", 10) == "tb-down-0"  # the first line's up button is disabled
    assert focus_after("down:8", 10) == "tb-up-9"
    assert focus_after("remove:3", 9) == "tb-list"
    assert focus_after("add", 11) == "add-code"
    assert focus_after("preset:rr", 4) == ""


def test_catalogue_groups_cover_every_tiebreak_with_variants() -> None:
    groups = catalogue_groups()
    codes = [it.code for g in groups for it in g.items]
    assert "PTS" not in codes
    for code in ("DE", "WIN", "BWG", "PS", "BH", "BH/C1", "BH/M1", "SB/C1", "KS", "ARO/C1", "TPR", "RTNG"):
        assert code in codes
    labels = [g.label for g in groups]
    assert labels[:4] == [
        "Games among the tied players (art. 6)",
        "The player's own results (art. 7)",
        "Opponents' results (art. 8–9)",
        "Ratings (art. 10)",
    ]


def test_tied_groups_and_deciding_columns_seed_rules() -> None:
    view = build_view(FormState(event=ARENA, rules="seed"))
    rows = view.rows
    assert [r.group for r in rows] == [1, 1, 2, 2, 0]
    assert [r.group_start for r in rows] == [True, False, True, False, False]
    # Ava/Chloe separated by BH (column 1), Ben/Elena by DE (column 0)
    assert [c.decides for c in rows[0].cells][:2] == [False, True]
    assert [c.decides for c in rows[1].cells][:2] == [False, True]
    assert rows[3].cells[0].decides and rows[2].cells[0].decides
    assert [r.decided_by for r in rows] == ["", "BH", "", "DE", ""]
    assert not any(c.decides for c in rows[4].cells)


def test_shared_rank_is_marked() -> None:
    s = build_view(FormState(event=example_text("buchholz-guide"), tiebreaks=("BH", "BH/C1", "SB"))).standings
    ranks = [r.rank for r in table_rows(s)]
    assert ranks == ["1", "2", "3", "4", "5", "6=", "6=", "8"]


def test_no_chart_for_round_robin_or_without_buchholz() -> None:
    assert build_view(FormState(event=ARENA, tiebreaks=("WIN",))).chart == ""
    assert build_view(FormState(event=ARENA, pairing="rr", tiebreaks=("BH",))).chart == ""
    assert "<svg" in build_view(FormState(event=ARENA, tiebreaks=("BH/C1",))).chart


@given(
    event=st.text(max_size=300),
    tbs=st.lists(st.sampled_from(DEFAULT_TIEBREAKS), max_size=12),
    rules=st.sampled_from(["auto", "2026", "2024", "seed"]),
    pairing=st.sampled_from(["auto", "swiss", "rr"]),
)
def test_permalink_round_trip(event: str, tbs: list[str], rules: str, pairing: str) -> None:
    state = FormState(event=event, tiebreaks=tuple(tbs), rules=rules, pairing=pairing)
    assert decode_state(encode_state(state)) == state


def test_permalink_respects_the_cap() -> None:
    blob = encode_state(FormState(event=ARENA))
    with pytest.raises(EventInputError, match="limit is 500 bytes") as info:
        decode_state(blob, WebSettings(max_upload_bytes=500))
    assert info.value.status == 413


def test_settings_validate() -> None:
    with pytest.raises(ValueError, match="positive"):
        WebSettings(max_upload_bytes=0)


def test_buchholz_chart_of_the_guide_example() -> None:
    # the Buchholz guide (tests/data/spec/bg.expected.tsv): BH 13.5, 11.5, 15, 13, 11, 11.5, 11.5, 13 for
    # Anna..Zurab (ranked by points, BH)
    view = build_view(FormState(event=example_text("buchholz-guide"), tiebreaks=("BH", "BH/C1", "SB")))
    wide, phone = view.chart.split("</svg>")[:2]  # the desktop's chart and the phone's
    for chart in (wide, phone):
        labels = re.findall(r'class="chart-label">([^<]*)<', chart)
        totals = re.findall(r'class="chart-total">([^<]*)<', chart)
        assert dict(zip(labels, totals, strict=True)) == {
            "Anna": "13.5",
            "Boris": "11.5",
            "Vera": "15",
            "Gleb": "13",
            "Dina": "11",
            "Egor": "11.5",
            "Zhanna": "11.5",
            "Zurab": "13",
        }
        assert chart.count("<rect x=") == 8 * 5 + 3  # five opponents each, plus the legend
    labels = re.findall(r'class="chart-label">([^<]*)<', wide)
    totals = re.findall(r'class="chart-total">([^<]*)<', wide)
    assert dict(zip(labels, totals, strict=True)) == {
        "Anna": "13.5",
        "Boris": "11.5",
        "Vera": "15",
        "Gleb": "13",
        "Dina": "11",
        "Egor": "11.5",
        "Zhanna": "11.5",
        "Zurab": "13",
    }
    assert "url(#chart-hatch)" not in wide.split("</defs>", 1)[1].split('class="chart-legend"')[0]


def test_a_pasted_publication_is_checked_as_it_is_read() -> None:
    # lakeside-7.es.txt: a Spanish chess-results crosstable whose own columns (Desp1 Buchholz, Desp2
    # Sonneborn-Berger) are the list, every published place and value agreeing under the 2026 rules
    text = (DATA / "formats" / "lakeside-7.es.txt").read_text(encoding="utf-8")
    view = build_view(FormState(event=text, auto_list=True))
    check = view.published
    assert check is not None and check.applied and check.agrees
    assert (check.edition, check.codes, check.places, check.values) == (
        "2026",
        ("BH", "SB"),
        (7, 7),
        (14, 14),
    )
    assert (
        view.standings.codes == ("BH", "SB") and view.list_note == "the tie-break columns of the publication"
    )
    # the user's own list: the table is theirs, the check is still made and offered in one click
    mine = build_view(FormState(event=text, tiebreaks=("SB",), auto_list=False))
    assert mine.standings.codes == ("SB",) and mine.published is not None and not mine.published.applied
    assert apply_op(FormState(event=text, rules="2024"), "list:published", "").auto_list


def test_a_pasted_team_publication_is_checked_and_ranked_on_its_own_score() -> None:
    # sm-tr-mugla-club-team-ch-2011.md (its MANIFEST row): Swiss-Manager's Turkish team ranking pasted with
    # each round's team pairings, ranked on MP (match points) with Pts. (game points) beside them: 1
    # Marmaris 9 MP 28, 2 Muğla SK 8 MP 29½ (more game points, fewer match points), 3 Yeni Milasspor 6 MP
    # 26½, 4 Milas 4 MP 22, 5 Muğla Gençlik 3 MP 14, 6 Kafkasör 0 MP 0
    text = (DATA / "real" / "sm-tr-mugla-club-team-ch-2011.md").read_text(encoding="utf-8")
    view = build_view(FormState(event=text, auto_list=True))
    check = view.published
    assert check is not None and check.applied and check.agrees
    assert (check.codes, check.ranking, check.places, check.values) == (
        ("GPTS",),
        ("MPTS", "GPTS"),
        (6, 6),
        (6, 6),
    )
    assert view.standings.codes == ("GPTS",) and view.standings.points_code == "MPTS"
    assert [(r.rank, str(r.points), str(r.values[0])) for r in view.standings.rows] == [
        (1, "9", "28"),
        (2, "8", "59/2"),
        (3, "6", "53/2"),
        (4, "4", "22"),
        (5, "3", "14"),
        (6, "0", "0"),
    ]


def test_a_rank_inside_a_place_shared_by_design_agrees() -> None:
    # the Arena event published by chess-results with Direct Encounter and Buchholz only: Ava and Chloe
    # are equal on both (arena-5.fide2026.tsv: DE 0, BH 8.5 each) and share first place here; the
    # publication ranks Ava second, inside that shared place: a place shared by design is not a difference
    text = (DATA / "formats" / "arena-5.chess-results.html").read_text(encoding="utf-8")
    check = build_view(FormState(event=text, auto_list=True)).published
    assert check is not None and check.places == (5, 5) and check.values == (10, 10)
    assert check.differences == () and check.agrees


def test_no_check_without_published_columns() -> None:
    assert build_view(FormState(event=ARENA, auto_list=True)).published is None


LEAGUE = DATA / "real" / "wikipedia-de-ddr-team-ch-1960.txt"
"""The East German team championship 1960 (its MANIFEST row), ranked on the game points of each pair's
four matches: 1 TSC Oberschöneweide Berlin I 96,0, 2 SC Chemie Halle 92,5, … (all 6 places)."""


def test_a_league_page_pasted_is_ranked_on_its_game_points() -> None:
    state = FormState(event=LEAGUE.read_text(encoding="utf-8"), auto_list=True, rules="auto")
    _, standings, check = checked_standings(state)
    assert [r.name for r in standings.rows][:2] == ["TSC Oberschöneweide Berlin I", "SC Chemie Halle"]
    assert [r.points for r in standings.rows][:2] == [96, Fraction(185, 2)]
    assert check is not None and check.ranking == ("GPTS",) and check.places == (6, 6)
