"""Events as pairing programs and club sites publish them: chess-results exports in several
languages, SwissPerfect, SwissChess, wallcharts, markdown tables, round-robin grids.

The fixtures (tests/data/formats/lakeside-7.*, harbour-6.*) are typed in the published forms with
invented players. Every Lakeside fixture holds the same games, designed by hand:

====  ===========  ==========================================  ====
SNo   player       rounds 1-4 (opponent, colour, result)        Pts
====  ===========  ==========================================  ====
1     Arden        5w1  7b1  2w½  6b1                           3.5
2     Brandt       6b½  4w1  1b½  5w½                           2.5
3     Costa        7w0  5b-  (withdrew: no opponent)            0
4     Dahl         HPB  2b0  5b1  7b1                           2.5
5     Evers        1b0  3w+  4w0  2b½                           1.5
6     Falk         2w½  PAB  7w1  1w0                           2.5
7     Gray         3b1  1w0  6b0  4w0                           1
====  ===========  ==========================================  ====

Hand computation, C.07 (2026), N = 4, cap D×N = 2 (C.07 16.3-16.4): adjusted scores are the
scores except Costa's, whose rounds 3-4 (not paired, followed only by VURs) count as draws: adj = 1.
Evers's forfeit win counts min(1.5, adj(Costa) 1) = 1, Costa's forfeit loss min(0, 1.5) = 0, Falk's PAB
and Dahl's HPB min(2.5, 2) = 2, Costa's unpaired rounds min(0, 2) = 0.

* BH: Arden 1.5+1+2.5+2.5 = 7.5; Brandt 2.5+2.5+3.5+1.5 = 10; Costa 1+0+0+0 = 1; Dahl 2+2.5+1.5+1 = 7;
  Evers 3.5+1+2.5+2.5 = 9.5; Falk 2.5+2+1+3.5 = 9; Gray 1+3.5+2.5+2.5 = 9.5.
* SB: Arden 1.5+1+1.25+2.5 = 6.25; Brandt 1.25+2.5+1.75+0.75 = 6.25; Costa 0; Dahl 1+0+1.5+1 = 3.5;
  Evers 0+1+0+1.25 = 2.25; Falk 1.25+2+1+0 = 4.25; Gray 1.
* Order by PTS, BH, SB: Arden, Brandt (BH 10), Falk (9), Dahl (7), Evers, Gray, Costa.

The Harbour round robin (6 players) has the grid of its fixtures; SB (round robin, C.07 9.1) by hand:
Voss ½·4+1·3+1·2+½·1.5+1·0.5 = 8.25, Lind ½·4+½·3+1·2+1·1.5+1·0.5 = 7.5, Moro ½·4+½·2+1.5+0.5 = 5,
Nagy ½·3+1·1.5+½·0.5 = 3.25, Ortiz ½·4+0.5 = 2.5, Pike ½·2 = 1.
"""

from __future__ import annotations

from fractions import Fraction as F
from pathlib import Path

import pytest

import tiebreak
from conftest import DATA
from tiebreak.model.errors import ParseError, Severity
from tiebreak.model.tournament import Color, Result
from tiebreak.readers import ReadOptions, read_text, sniff
from tiebreak.readers.trf import decode

FORMATS = DATA / "formats"
RULES = tiebreak.Options(rules=tiebreak.Rules.FIDE_2026)

LAKESIDE = {  # sno: (points, BH, SB), computed by hand above
    1: (F(7, 2), F(15, 2), F(25, 4)),
    2: (F(5, 2), F(10), F(25, 4)),
    3: (F(0), F(1), F(0)),
    4: (F(5, 2), F(7), F(7, 2)),
    5: (F(3, 2), F(19, 2), F(9, 4)),
    6: (F(5, 2), F(9), F(17, 4)),
    7: (F(1), F(19, 2), F(1)),
}
LAKESIDE_ORDER = [1, 2, 6, 4, 5, 7, 3]
LAKESIDE_FORMS = [  # fixture, format sniffed (with its suffix), colours given
    ("lakeside-7.chess-results.csv", "csv", True),
    ("lakeside-7.de.tsv", "crosstable", True),
    ("lakeside-7.nl.txt", "crosstable", True),
    ("lakeside-7.es.txt", "crosstable", True),
    ("lakeside-7.fr.tsv", "crosstable", True),
    ("lakeside-7.it.csv", "csv", True),
    ("lakeside-7.ru.tsv", "crosstable", True),
    ("lakeside-7.forum.md", "crosstable", True),
    ("lakeside-7.numbered.txt", "crosstable", True),
    ("lakeside-7.wallchart.txt", "crosstable", True),
    ("lakeside-7.swissperfect.txt", "crosstable", False),
]
HARBOUR_SB = {1: F(33, 4), 2: F(15, 2), 3: F(5), 4: F(13, 4), 5: F(5, 2), 6: F(1)}
HARBOUR_PTS = {1: F(4), 2: F(4), 3: F(3), 4: F(2), 5: F(3, 2), 6: F(1, 2)}
HARBOUR_TITLES = {1: "GM", 2: "IM", 3: "FM", 4: "", 5: "WFM", 6: ""}


def _load(name: str) -> tiebreak.Tournament:
    return tiebreak.load(FORMATS / name)


def _games(t: tiebreak.Tournament, colours: bool = True) -> set[tuple[object, ...]]:
    """Each player's rounds; a forfeit's colour is left out (wallcharts write X3/F5 without one)."""
    return {
        (p.sno, e.round, e.opponent, e.result, e.color if colours and e.result.played else None)
        for p in t.players
        for e in p.rounds
        if e.result is not Result.NOT_PAIRED
    }


@pytest.mark.parametrize(("fixture", "fmt", "colours"), LAKESIDE_FORMS)
def test_published_swiss_forms_give_the_hand_computed_standings(
    fixture: str, fmt: str, colours: bool
) -> None:
    path = FORMATS / fixture
    text = decode(path.read_bytes())
    assert sniff(text, path.suffix) == fmt
    assert sniff(text) == "crosstable"  # pasted without a file name
    t = _load(fixture)
    assert t.rounds == 4 and len(t.players) == 7
    s = tiebreak.compute_standings(t, "BH,SB", RULES)
    assert [r.sno for r in s.rows] == LAKESIDE_ORDER
    for r in s.rows:
        assert (r.points, *r.values) == LAKESIDE[r.sno], (fixture, r.sno)
    for p in t.players:
        if p.declared_points is not None:
            assert p.declared_points == LAKESIDE[p.sno][0]
    assert not [d for d in t.diagnostics if "points column" in d.message]
    assert all(d.line is not None for d in t.diagnostics), [str(d) for d in t.diagnostics if d.line is None]


def test_all_lakeside_forms_hold_the_same_games() -> None:
    reference = _games(_load("lakeside-7.chess-results.csv"))
    for fixture, _, colours in LAKESIDE_FORMS:
        t = _load(fixture)
        if colours:
            assert _games(t) == reference, fixture
        else:
            assert _games(t, colours=False) == {(*g[:4], None) for g in reference}, fixture
    costa = _load("lakeside-7.chess-results.csv").player(3)
    assert [e.result for e in costa.rounds] == [Result.LOSS, Result.FORFEIT_LOSS]  # then not paired
    assert costa.declared_points == 0 and _load("lakeside-7.chess-results.csv").rounds == 4


def test_chess_results_export_title_lines_titles_and_annotations() -> None:
    t = _load("lakeside-7.chess-results.csv")
    assert t.name == "Lakeside Open 2026"
    assert [(p.sno, p.name, p.title, p.rating, p.federation) for p in t.players][:4] == [
        (1, "Arden Tom", "FM", 2105, "ENG"),
        (2, "Brandt Lea", "", 2050, "GER"),
        (3, "Costa Rui", "", 1980, "POR"),
        (4, "Dahl Mia", "WIM", 1920, "DEN"),
    ]
    assert t.player(6).declared_rank == 3 and t.player(6).declared_points == F(5, 2)
    notes: dict[str, tuple[int | None, int | None]] = {}
    for d in t.diagnostics:
        notes.setdefault(d.message.split(":")[0], (d.line, d.column))
    assert notes["line ignored (not a row of the table)"] == (14, 1)  # 'Annotation:', then the tie-breaks
    assert notes["a cell '0' (no opponent) is read as not paired"] == (12, 33)
    assert notes["the round cells refer to ranks (Rk), not starting numbers"] == (6, 27)
    assert notes["title line read as the event name"] == (2, 1)
    assert t.player(4).rounds[0].result is Result.HALF_BYE and t.player(6).rounds[1].result is Result.PAB


@pytest.mark.parametrize(
    ("fixture", "letters", "where"),
    [
        ("lakeside-7.de.tsv", "w/s", (5, 27)),
        ("lakeside-7.nl.txt", "w/z", (4, 33)),
        ("lakeside-7.es.txt", "b/n", (5, 36)),
        ("lakeside-7.fr.tsv", "b/n", (4, 25)),
        ("lakeside-7.it.csv", "b/n", (4, 30)),
        ("lakeside-7.ru.tsv", "б/ч", (4, 25)),
    ],
)
def test_colour_letters_of_other_languages_are_noted(
    fixture: str, letters: str, where: tuple[int, int]
) -> None:
    t = _load(fixture)
    note = next(d for d in t.diagnostics if d.message.startswith("colour letters"))
    assert note.message.startswith(f"colour letters {letters} read as White/Black")
    assert (note.line, note.column) == where and note.severity is Severity.INFO
    # Arden had White in round 1 and Black in round 2 in every language
    assert [e.color for e in t.player(1).rounds[:2]] == [Color.WHITE, Color.BLACK]


def test_wallchart_with_points_before_the_rounds_and_sign_byes() -> None:
    t = _load("lakeside-7.wallchart.txt")
    assert t.name == "LAKESIDE OPEN 2026 - WALLCHART (final)"
    assert t.player(1).name == "Arden_Tom" and t.player(1).declared_points == F(7, 2)
    assert t.player(3).declared_points == 0
    assert [e.result for e in t.player(4).rounds][:1] == [Result.HALF_BYE]  # =BYE
    assert t.player(6).rounds[1].result is Result.PAB  # +BYE, with a note
    note = next(d for d in t.diagnostics if "read as the points total" in d.message)
    assert (note.line, note.column) == (2, 16)
    t = read_text("1 Anna 1 +W2 -BYE\n2 Boris 0 -B1 -BYE\n")
    assert [e.result for e in t.player(1).rounds] == [Result.WIN, Result.ZERO_BYE]


def test_swissperfect_loc_id_is_not_a_rating_and_the_total_comes_first() -> None:
    t = _load("lakeside-7.swissperfect.txt")
    assert all(p.rating is None for p in t.players)  # Loc Id 10021 is an id
    assert t.player(1).declared_points == F(7, 2) and t.player(1).name == "Arden, Tom"
    assert t.player(4).rounds[0].result is Result.HALF_BYE  # 0:=
    assert t.player(5).rounds[1].result is Result.FORFEIT_WIN  # 3:+
    assert [e.result for e in t.player(3).rounds] == [Result.LOSS, Result.FORFEIT_LOSS]


def test_numbered_round_headings_with_empty_cells() -> None:
    t = _load("lakeside-7.numbered.txt")
    assert [e.result for e in t.player(3).rounds] == [Result.LOSS, Result.FORFEIT_LOSS]
    note = next(d for d in t.diagnostics if "placed in the round whose heading is above it" in d.message)
    assert note.line == 6


@pytest.mark.parametrize("fixture", ["harbour-6.chess-results.csv", "harbour-6.swisschess.txt"])
def test_round_robin_grids_with_a_title_column(fixture: str) -> None:
    t = _load(fixture)
    assert t.pairing is tiebreak.PairingSystem.ROUND_ROBIN and t.rounds == 5
    assert t.name.startswith("Harbour Invitational 2026")
    assert {p.sno: p.title for p in t.players} == HARBOUR_TITLES
    assert t.player(1).name in ("Voss Karl", "Voss, Karl") and t.player(1).rating == 2480
    assert {p.sno: p.declared_points for p in t.players} == HARBOUR_PTS
    s = tiebreak.compute_standings(t, "DE,SB", RULES)
    assert [r.sno for r in s.rows] == [1, 2, 3, 4, 5, 6]
    assert {r.sno: r.values[1] for r in s.rows} == HARBOUR_SB
    assert {r.sno: r.points for r in s.rows} == HARBOUR_PTS
    text = decode((FORMATS / fixture).read_bytes())
    assert sniff(text) == "grid"


# -- what the readers refuse, with line and column -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        (
            "Rk. SNo Name Blitz 1.Rd 2.Rd Pts\n1 1 Anna 5 2w1 -1 2\n2 2 Boris 3 1b0 -0 0\n",
            (1, 14),
            "unknown column heading 'Blitz'",
        ),
        (
            "Rk.;SNo;Name;Rtg;Pünktchen;1.Rd\n1;1;Anna;2000;1;2w1\n2;2;Boris;1900;0;1b0\n",
            (1, 18),
            "unknown column heading 'Pünktchen'",
        ),
        (
            "No Name 1.Rd 2.Rd 3.Rd\n1 Anna 2w1 3s0 4b½\n2 Boris 1b0 4w1 3w1\n3 Vera 4b1 1w1 2b0\n"
            "4 Gleb 3w0 2b0 1w½\n",
            (2, 12),
            "colour letter 's' does not belong with 'b/w'",
        ),
        ("No;Name;1.Rd;Pts\n1;Anna;2w1;1\n2;Boris;2x1;0\n", (3, 9), "round 1: cannot read the cell '2x1'"),
        (
            "No;;Name;1.Rd;Pts\n1;Sir;Anna;2w1;1\n2;;Boris;1b0;0\n",
            (2, 3),
            "the column without a heading holds 'Sir'",
        ),
        ("No;Name;Rtg;1.Rd;Pts\n1;Anna;high;2w1;1\n2;Boris;1900;1b0;0\n", (2, 8), "expected a rating"),
        ("No;Name;1.Rd;Pts\n1;Anna;2w1;many\n2;Boris;1b0;0\n", (2, 12), "expected the points"),
        (
            "Rk. SNo Name Rtg 1.Kör 2.Kör Pts\n1 1 Anna 2000 2w1 -1 2\n2 2 Boris 1900 1b0 -0 0\n",
            (1, 18),
            "unknown column heading '1.Kör'",
        ),  # round headings it does not know: no header found, still refused
        (
            "Nr Teilnehmer Fluff 1 2 Punkte\n1 Anna ** 1 1\n2 Boris 0 ** 0\n",
            (1, 15),
            "unknown column heading 'Fluff'",
        ),
        ("No;Name;1.Rd;2.Rd\n1;Anna;2w1;2b1\n2;Boris;1b0;1b0\n", (2, 12), "both have Black"),
    ],
)
def test_published_form_errors(text: str, where: tuple[int, int], words: str) -> None:
    with pytest.raises(ParseError) as exc:
        read_text(text, source="pasted.txt")
    assert (exc.value.line, exc.value.column) == where, str(exc.value)
    assert words in exc.value.message


def test_a_lone_b_is_ambiguous_and_said_so() -> None:
    t = read_text("No Nombre 1.Rd Ptos\n1 Ana 2b1 1\n2 Bea 1n0 0\n")  # Spanish: b is White
    assert t.player(1).rounds[0].color is Color.WHITE
    t = read_text("No Name 1.Rd 2.Rd Pts\n1 Ann 2b1 -1 2\n2 Bea L1 -0 0\n", input_format="crosstable")
    note = next(d for d in t.diagnostics if "alone does not tell its language" in d.message)
    assert (note.line, note.column, note.severity) == (2, 7, Severity.WARNING)
    assert t.player(1).rounds[0].color is Color.BLACK  # English headings: b is Black


def test_published_totals_that_disagree_are_warnings_and_the_results_decide() -> None:
    t = read_text("Rk.;SNo;Name;1.Rd;Pts.\n1;1;Anna;2w1;1,5\n2;2;Boris;1b0;0\n")
    warning = next(d for d in t.diagnostics if "points column" in d.message)
    assert warning.line == 2 and "says 1.5, the results give 1" in warning.message
    t = read_text("Final Ranking crosstable after 5 Rounds\nNo;Name;1.Rd;Pts\n1;Anna;2w1;1\n2;Boris;1b0;0\n")
    assert any(d.line == 1 and "announces 5 rounds, the table has 1" in d.message for d in t.diagnostics)


def test_the_sniffer_names_every_candidate_when_it_gives_up() -> None:
    with pytest.raises(ParseError) as exc:
        read_text("Our club night\n3 players came\nAnna won\n", source="notes.txt")
    message = exc.value.message
    for name in ("trf", "json", "chess-json", "pgn", "csv", "grid", "crosstable"):
        assert f"{name}: " in message
    assert "line 2 starts with a number but holds none" in message
    assert "--input-format" in message


def test_tab_text_from_html_tables_still_reads(tmp_path: Path) -> None:
    """The html reader turns page tables into tab-separated lines for read_crosstable."""
    from tiebreak.readers.crosstable import read_crosstable

    text = (FORMATS / "lakeside-7.chess-results.csv").read_text(encoding="utf-8").replace(";", "\t")
    t = read_crosstable(text, ReadOptions(source="page.html"))
    s = tiebreak.compute_standings(t, "BH,SB", RULES)
    assert [r.sno for r in s.rows] == LAKESIDE_ORDER


def test_headings_of_tie_breaks_and_two_word_round_headings() -> None:
    from tiebreak.readers._headings import classify

    assert [classify(h) for h in ("BucT", "Buc1", "S-B", "SoBerg", "Med BH", "BH/C1", "Wtg3", "Desp2")] == [
        "tiebreak"
    ] * 8
    assert [classify(h) for h in ("Loc Id", "Club/City", "Rd 3", "1.Runde", "", "Platz")] == [
        "ignore",
        "club",
        "round",
        "round",
        "blank",
        "rank",
    ]
    # a US wallchart: 'Rd 1' is one heading, the total stands before the rounds
    t = read_text(
        "Pair Player Rating Total Rd 1 Rd 2\n1 Ann Lee 1800 1.5 W2 H---\n2 Bo Chan 1700 0 L1 U---\n"
    )
    assert [(p.name, p.rating, p.declared_points) for p in t.players] == [
        ("Ann Lee", 1800, F(3, 2)),
        ("Bo Chan", 1700, 0),
    ]
    assert [e.result for e in t.player(1).rounds] == [Result.WIN, Result.HALF_BYE]


@pytest.mark.parametrize("fixture", [f for f, _, _ in LAKESIDE_FORMS] + ["harbour-6.chess-results.csv"])
def test_the_web_paste_box_reads_every_published_form(fixture: str) -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from tiebreak.web.app import create_app
    from tiebreak.web.settings import WebSettings

    text = decode((FORMATS / fixture).read_bytes())
    tiebreaks = ["DE", "SB"] if fixture.startswith("harbour") else ["BH", "SB"]
    d = (
        TestClient(create_app(WebSettings()))
        .post("/api/standings", json={"event": text, "tiebreaks": tiebreaks, "rules": "2026"})
        .json()
    )
    order = [1, 2, 3, 4, 5, 6] if fixture.startswith("harbour") else LAKESIDE_ORDER
    assert [row["sno"] for row in d["standings"]] == order, d


@pytest.mark.parametrize(
    ("header", "white", "black"),
    [
        ("Rk.|SNo||Name|Typ|sex|FED|Rtg|Club/City|1.Rd|2.Rd|Pts.|TB1|TB2|TB3", "w", "b"),
        ("Rg.|Snr||Name|Typ|sex|Land|Elo|Verein/Ort|1.Rd|2.Rd|Pkt.|Wtg1|Wtg2|Wtg3", "w", "s"),
        ("Rk.|Snr||Naam|Type|geslacht|Land|Rtg|Club/Plaats|1.Rd|2.Rd|Ptn.|WP1|WP2|WP3", "w", "z"),
        ("Rk.|SNo||Nombre|Tipo|sexo|FED|Elo|Club/Ciudad|1.Rd|2.Rd|Ptos.|Desp1|Desp2|Desp3", "b", "n"),
        ("Rg.|No.||Nom|Type|sexe|FED|Elo|Club/Ville|1.Rd|2.Rd|Pts.|Dép1|Dép2|Dép3", "b", "n"),
        ("Pos.|N.||Nome|Tipo|sesso|FED|Elo|Club/Città|1.Rd|2.Rd|Punti|Spar1|Spar2|Spar3", "b", "n"),
        ("Место|Ст.№||Имя|Тип|Пол|ФЕД|Рейт.|Клуб/Город|1.Тур|2.Тур|Очки|Доп1|Доп2|Доп3", "б", "ч"),
    ],
)
def test_page_headings_of_each_language(header: str, white: str, black: str) -> None:
    rows = [
        f"1|2|IM|Alpha Ann|U18|w|NOR|2301|Oslo SK|2{white}1|-½|1,5|1|0|2301",
        f"2|1||Beta Bo||m|SWE|2250|Lund|1{black}0|-0|0|0|0|2301",
    ]
    t = read_text("\n".join([header, *rows]).replace("|", "\t"), source="page.txt")
    ann = t.player(2)
    assert (ann.name, ann.title, ann.rating, ann.federation, ann.declared_points) == (
        "Alpha Ann",
        "IM",
        2301,
        "NOR",
        F(3, 2),
    )
    assert [(e.opponent, e.color, e.result) for e in ann.rounds] == [
        (1, Color.WHITE, Result.WIN),
        (None, Color.NONE, Result.HALF_BYE),
    ]
    assert t.player(1).rounds[0].color is Color.BLACK


def test_free_text_columns_are_told_from_the_names_by_position() -> None:
    t = read_text(
        "No Name         Club/City   1.Rd Pts\n"
        "1  Anna Berg    Oslo SK     2w1  1\n"
        "2  Boris Lund   Bergen      1b0  0\n"
    )
    assert [p.name for p in t.players] == ["Anna Berg", "Boris Lund"]
    note = next(d for d in t.diagnostics if "told from the names by their position" in d.message)
    assert (note.line, note.column) == (2, 17)
    t = read_text(
        "No Name         Club/City   Rtg 1.Rd Pts\n"  # ratings right-aligned under 'Rtg'
        "1  Anna Berg    Oslo SK    1850 2w1  1\n"
        "2  Boris Lund   Bergen     1700 1b0  0\n"
    )
    assert [(p.name, p.rating) for p in t.players] == [("Anna Berg", 1850), ("Boris Lund", 1700)]
    t = read_text(
        "Nr  Teilnehmer      Verein        Titel  Elo    1   2   3   Punkte\n"
        "1   Voss, Karl      SK Hafen 1920 GM     2480   **  1   ½   1.5\n"
        "2   Lind, Ola       Nordstern            2410   0   **  1   1\n"
        "3   Moro, Sara                    FM     2350   ½   0   **  0.5\n"
    )
    assert [(p.name, p.title, p.rating) for p in t.players] == [
        ("Voss, Karl", "GM", 2480),
        ("Lind, Ola", "", 2410),
        ("Moro, Sara", "FM", 2350),
    ]


def test_a_comma_separated_export_with_quoted_names(tmp_path: Path) -> None:
    """The same export saved by a spreadsheet of an English locale: commas, decimal points, quotes."""
    import csv
    import io

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for line in (FORMATS / "lakeside-7.chess-results.csv").read_text(encoding="utf-8").splitlines():
        cells = line.split(";")
        if cells[0].isdigit():
            cells = [c.replace(",", ".") for c in cells]
            cells[3] = cells[3].replace(" ", ", ", 1)  # "Arden, Tom"
        writer.writerow(cells if ";" in line else [line])
    (tmp_path / "export.csv").write_text(out.getvalue(), encoding="utf-8")
    assert sniff(out.getvalue()) == "crosstable"
    for t in (tiebreak.load(tmp_path / "export.csv"), read_text(out.getvalue())):
        assert t.name == "Lakeside Open 2026" and t.player(1).name == "Arden, Tom"
        s = tiebreak.compute_standings(t, "BH,SB", RULES)
        assert [(r.sno, r.points, *r.values) for r in s.rows] == [(k, *LAKESIDE[k]) for k in LAKESIDE_ORDER]


def test_a_title_that_holds_1_and_2_is_no_grid_header() -> None:
    t = read_text("Spring Open 1 2 results\n1 Anna × 1\n2 Boris 0 ×\n")
    assert t.name == "Spring Open 1 2 results" and [p.name for p in t.players] == ["Anna", "Boris"]


@pytest.mark.parametrize(("white", "black"), [("b", "p"), ("b", "c"), ("b", "č"), ("v", "s"), ("b", "s")])
def test_colour_letters_of_more_languages(white: str, black: str) -> None:
    t = read_text(f"No Name 1.Rd 2.Rd Pts\n1 Ann 2{white}1 2{black}1 2\n2 Bea 1{black}0 1{white}0 0\n")
    assert [e.color for e in t.player(1).rounds] == [Color.WHITE, Color.BLACK]
    assert any(
        d.message.startswith(f"colour letters {white}/{black} read as White/Black") for d in t.diagnostics
    )
