"""Lists printed to PDF and the text they give (issue 23: what organisers publish, read by content).

The real PDFs (SwissChess's lists of an event of the Ilmenauer SV, as its archive site offers them for
download) are in ``tests/data/real`` and are compared value by value with their published rankings by
``tests/acceptance/test_real_publications.py``. Here: what their text asks of the readers, each on a
small hand-made text in the same form, and the PDFs refused.
"""

from __future__ import annotations

import io
from fractions import Fraction
from pathlib import Path

import pytest

from event_points import points_by_name
from tiebreak import ParseError
from tiebreak.checking.check import check_published
from tiebreak.formats.published import read_published
from tiebreak.model.tournament import Color, Result
from tiebreak.readers import decode_input, read_paths, read_text
from tiebreak.readers._pdftext import page_shifts

pypdf = pytest.importorskip("pypdf")

REAL = Path(__file__).resolve().parents[1] / "data" / "real"

# SwissChess's pairing lists as a PDF's text gives them: the sides named ``Teilnehmer - Teilnehmer``,
# names cut to a width, the dash between the sides and the result's parts a column each, a program's
# credits and the event's name (starting with a number) atop the page.
LISTS = """\
SWISS-CHESS          Programm zur Organisation von Schachturnieren, info@example.org
Anwender:            Erika Muster
                                         3. Herbst Cup
Paarungsliste der 1. Runde
Tisch   TNr   Teilnehmer              Titel  Punkte     -  TNr  Teilnehmer              Titel   Punkte    Ergebnis     At.
  1        1  Albers,Anton                       ()     -     3 Cramer, Clara                      ()      1    -   0
  2        4  Dorn,Dieter                        ()     -     2 Bergmann,Bettina                   ()      ½    -   ½
Paarungsliste der 2. Runde
Tisch   TNr   Teilnehmer              Titel  Punkte     -  TNr  Teilnehmer              Titel   Punkte    Ergebnis     At.
  1        2  Bergmann,Bettina                  (½)    -      1 Albers,Anton                      (1)      0    -   1
  2        3  Cramer, Clara                      (0)     -     4 Dorn,Dieter                      (½)     1    -   0
"""
POINTS = {
    "Albers,Anton": Fraction(2),
    "Bergmann,Bettina": Fraction(1, 2),
    "Cramer, Clara": Fraction(1),
    "Dorn,Dieter": Fraction(1, 2),
}

# its ranking: a club's name of several words (one a number), a rating missing, names in full
RANKING = """\
Rangliste:  Stand nach der 2. Runde
Rang    Teilnehmer               Titel TWZ    Attr.Verein/Ort           Land    S  R   V Punkte    Buchh
  1     Albers,Anton                   1881        SV Musterstadt 91     GER    2   0  0      2.0      1.5
  2     Cramer, Clara                  1702        SK Beispiel           GER    1   0  1      1.0      2.5
  3     Bergmann,Bettina                           SV Musterstadt 91     GER    0   1  1      0.5      2.5
  4     Dorn,Dieter                    1650        Schachfreunde Ort     GER    0   1  1      0.5      1.5
"""


def test_a_pairing_list_naming_its_sides_teilnehmer_reads_as_white_then_black() -> None:
    t = read_text(LISTS)
    assert points_by_name(t) == POINTS
    assert t.name == "3. Herbst Cup"  # the program's credits are not the event's name
    albers = next(p for p in t.players if p.name == "Albers,Anton")
    assert [e.color.value for e in albers.rounds] == ["w", "b"]
    assert not any("unknown column heading '-'" in d.message for d in t.diagnostics)


def test_the_lists_and_their_ranking_given_together_make_one_event(tmp_path: Path) -> None:
    lists, ranking = tmp_path / "Paarungen.txt", tmp_path / "Rangliste.txt"
    lists.write_text(LISTS)
    ranking.write_text(RANKING)
    t = read_paths([lists, ranking])
    assert points_by_name(t) == POINTS
    assert t.rounds == 2


def test_a_published_ranking_with_a_clubs_name_of_several_words_is_read_by_position() -> None:
    published = read_published(RANKING)
    by_name = {r.name: r for r in published.rows}
    assert set(by_name) == set(POINTS)
    assert by_name["Bergmann,Bettina"].points is not None
    assert by_name["Bergmann,Bettina"].points.text == "0.5"


def test_check_matches_a_name_the_lists_cut_short_with_the_rankings_full_name() -> None:
    cut = LISTS.replace("Cramer, Clara", "Cramer, Cla  ")  # the same width: printed cut short
    report = check_published(read_text(cut), read_published(RANKING))
    assert any("cut short" in d.message for d in report.diagnostics)
    assert all(c.status == "agrees" for c in report.cells if c.column in ("Rank", "Pts"))


def test_a_page_laid_out_from_its_own_left_edge_is_moved_to_the_first_pages_columns() -> None:
    first = ["Rang    Teilnehmer", "  1     Albers", "  2     Bergmann", " 10     Cramer"]
    second = ["11     Dorn", "12     Engel", "13     Fuchs"]  # a character left of the first page
    assert page_shifts([first, second]) == [0, 1]
    assert page_shifts([second, first]) == [1, 0]  # the first page moved instead: no line loses a blank
    assert page_shifts([["no rows here"], second]) == [0, 0]


def _pdf(lines_per_page: list[list[str]]) -> bytes:
    """A PDF whose pages show the lines given in a fixed-width font, one under the other."""
    from pypdf import PdfWriter
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    writer = PdfWriter()
    for lines in lines_per_page:
        page = writer.add_blank_page(width=842, height=595)
        font = DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Font"),
                NameObject("/Subtype"): NameObject("/Type1"),
                NameObject("/BaseFont"): NameObject("/Courier"),
                NameObject("/Encoding"): NameObject("/WinAnsiEncoding"),
            }
        )
        page[NameObject("/Resources")] = DictionaryObject(
            {NameObject("/Font"): DictionaryObject({NameObject("/F1"): writer._add_object(font)})}
        )
        body = ["BT", "/F1 9 Tf", "11 TL", "30 560 Td"]
        for line in lines:
            escaped = line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
            body.append(f"({escaped}) Tj T*")
        body.append("ET")
        stream = DecodedStreamObject()
        stream.set_data("\n".join(body).encode("cp1252"))
        page[NameObject("/Contents")] = writer._add_object(stream)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_a_pdf_of_the_lists_reads_as_their_text() -> None:
    pages = [LISTS.splitlines()[:7], LISTS.splitlines()[7:]]
    data = _pdf(pages)
    text = decode_input(data, source="lists.pdf")
    assert "Paarungsliste der 2. Runde" in text
    t = read_text(text, source="lists.pdf")
    assert points_by_name(t) == POINTS


def test_a_pdf_without_text_is_refused_with_what_to_give_instead() -> None:
    from pypdf import PdfWriter

    writer = PdfWriter()
    writer.add_blank_page(width=595, height=842)
    out = io.BytesIO()
    writer.write(out)
    with pytest.raises(ParseError, match=r"the PDF has no text \(a scanned page"):
        decode_input(out.getvalue(), source="scan.pdf")


def test_a_damaged_pdf_is_refused_as_such() -> None:
    with pytest.raises(ParseError, match="cannot read the PDF"):
        decode_input(b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n", source="x.pdf")


def test_the_real_pdfs_are_kept_as_published() -> None:
    for name in ("swisschess-fornahl-2024-paarungslisten.pdf", "swisschess-fornahl-2024-rangliste.pdf"):
        assert (REAL / name).read_bytes().startswith(b"%PDF-")


def test_a_starting_number_beyond_any_event_is_refused_not_counted_up_to() -> None:
    # found by the fuzz test: SwissChess's list with a number of 22 digits, once read by counting every
    # number up to it (to name those no round shows), which took all memory
    lines = LISTS.replace("  2        4  Dorn,Dieter ", "  2 99999999999999  Dorn,Dieter ")
    with pytest.raises(ParseError, match="starting number 99999999999999 is larger than the 200000 players"):
        read_text(lines)


def test_round_cells_a_pdf_ran_together_are_read_apart() -> None:
    # SwissChess's progress table in a PDF's text: the blank between two cells narrower than a blank
    table = """\
Fortschrittstabelle:  Stand nach der 2. Runde
 Nr.  Teilnehmer                 ELO    NWZ      1     2   Punkte
  1   Albers,Anton              1719    1794    3w14s1        2.0
  2   Bergmann,Bettina          1974    1969    4w1   3s½       1.5
  3   Cramer,Clara              2077    2103    1s0   2w½       0.5
  4   Dorn,Dieter               1971    1772    2s0   1w0       0.0
"""
    t = read_text(table)
    assert points_by_name(t) == {
        "Albers,Anton": Fraction(2),
        "Bergmann,Bettina": Fraction(3, 2),
        "Cramer,Clara": Fraction(1, 2),
        "Dorn,Dieter": Fraction(0),
    }
    assert any("'3w14s1' is read as 2 round cells run together" in d.message for d in t.diagnostics)


def test_a_forfeit_run_together_with_a_game_is_read_apart_and_as_a_forfeit() -> None:
    # SwissChess writes a game decided without play as the opponent and a sign, no colour (20+, 16-);
    # in a PDF's text it may run into the cell before it (17w½21+)
    table = """\
Fortschrittstabelle:  Stand nach der 2. Runde
 Nr.  Teilnehmer                 ELO    NWZ      1     2   Punkte
  1   Albers,Anton              1719    1794    3w½4+         1.5
  2   Bergmann,Bettina          1974    1969    4w1   3s½       1.5
  3   Cramer,Clara              2077    2103    1s½   2w½       1.0
  4   Dorn,Dieter               1971    1772    2s0   1-        0.0
"""
    t = read_text(table)
    assert points_by_name(t) == {
        "Albers,Anton": Fraction(3, 2),
        "Bergmann,Bettina": Fraction(3, 2),
        "Cramer,Clara": Fraction(1),
        "Dorn,Dieter": Fraction(0),
    }
    won, lost = t.player(1).entry(2), t.player(4).entry(2)
    assert (won.opponent, won.result, won.color) == (4, Result.FORFEIT_WIN, Color.NONE)
    assert (lost.opponent, lost.result) == (1, Result.FORFEIT_LOSS)
    said = [d.message for d in t.diagnostics]
    assert any("'3w½4+' is read as 2 round cells run together (3w½, 4+)" in m for m in said)
    assert any("read as games won and lost by forfeit" in m for m in said)
    assert not any("colours are not given" in m for m in said)  # nobody played: no colour is missing


def test_signed_cells_without_colours_elsewhere_stay_games() -> None:
    # a table written all in signs (4+, 3=, 2-: won, drawn, lost against that number) has played games
    t = read_text("No Name 1 2 Pts\n1 Anna 2+ 3= 1.5\n2 Boris 1- 4+ 1\n3 Clara 4+ 1= 1.5\n4 Dora 3- 2- 0\n")
    assert t.player(1).entry(1).result is Result.WIN
    assert t.player(2).entry(1).result is Result.LOSS


def test_a_lead_in_and_the_tables_kind_above_it_are_not_the_events_name() -> None:
    # a club page's text: 'Die Abschlusstabelle:' leads in to the table, SwissChess's own line says
    # which table it is; the event's name is the line between them
    table = """\
Die Abschlusstabelle:
Horst-Buchholz-Gedenkturnier 2017
Fortschrittstabelle:  Stand nach der 2. Runde   (nach Rangliste)
 Nr.  Teilnehmer                 ELO    NWZ      1     2   Punkte
  1   Albers,Anton              1719    1794    3w1   4s1       2.0
  2   Bergmann,Bettina          1974    1969    4w1   3s½       1.5
  3   Cramer,Clara              2077    2103    1s0   2w½       0.5
  4   Dorn,Dieter               1971    1772    2s0   1w0       0.0
"""
    assert read_text(table).name == "Horst-Buchholz-Gedenkturnier 2017"


def test_a_pdf_whose_fonts_map_their_characters_over_several_lines_reads_as_text() -> None:
    """Vega's PDFs (the CESion Open 2019's standings after round 3) give each font's characters as an
    array written a code a line (``<00> <0d>``, ``[``, ``<0020>``, …), a map pypdf skips: before, the text
    came out as the codes themselves (``binary data (control byte 0x01)``)."""
    data = (REAL / "vega-pdf-cesion-open-2019-standings-r3.pdf").read_bytes()
    text = decode_input(data, source="standings.pdf")
    assert "Classement après la ronde 3" in text
    assert " Pos   Pts" in text and "BucT        Mgam" in text  # the headings wrapped read whole
    assert "Morand, Simon" in text and "Nicolas Délétroz" in text and "Buchholz Total" in text
    with pytest.raises(ParseError, match="no games in this input: what it holds is a ranking"):
        read_text(text, source="standings.pdf")


# The CESion Open 2019's standings after round 3 as its Vega PDF prints them (Pts, BucT): the event read
# from its three rounds' pairing lists, Vega's PDFs, must give these.
CESION_STANDINGS = {
    "Morand, Simon": ("3.0", "5.0"),
    "Roduit, Yves": ("2.5", "3.5"),
    "Eggel, Xavier": ("2.0", "6.5"),
    "Rappaz, Pierre-M.": ("2.0", "4.0"),
    "Popescu, Vlad": ("2.0", "3.5"),
    "Pannatier, Arnaud": ("1.5", "5.0"),
    "Riand, Jean-Yves": ("1.5", "5.0"),
    "Moerschell, Simon": ("1.5", "4.5"),
    "Martic, Dimitri": ("1.5", "4.5"),
    "Tapparel, Christian": ("1.0", "5.0"),
    "Kifle Thomas": ("1.0", "4.5"),
    "Bangu Ismael": ("1.0", "2.5"),
    "Nicolas Délétroz": ("0.5", "5.0"),
    "Claude Bétrisey": ("0.0", "4.5"),
    "Boulé Zofia": ("0.0", "4.0"),
}


def test_vegas_pairing_lists_printed_to_pdf_make_the_event_its_standings_print() -> None:
    """Vega's PDFs of each round (names centred under ``White Player``, ratings in brackets after the
    names in its French interface, ``½ - ½`` a character left of ``1 - 0``): the three rounds read
    together give every player's published points and Buchholz (Vega's, FIDE's rules before C.07)."""
    import tiebreak
    from tiebreak.model.rules import Rules
    from tiebreak.ranking.engine import Options

    t = read_paths([REAL / f"vega-pdf-cesion-open-2019-r{k}.pdf" for k in (1, 2, 3)])
    standings = tiebreak.compute_standings(t, ["BH"], Options(rules=Rules("legacy")))
    got = {r.name: (r.points, r.values[0]) for r in standings.rows}
    assert got == {name: (Fraction(pts), Fraction(bh)) for name, (pts, bh) in CESION_STANDINGS.items()}
    ratings = {p.name: p.rating for p in t.players}
    assert ratings["Riand, Jean-Yves"] == 1923 and ratings["Morand, Simon"] == 2102
