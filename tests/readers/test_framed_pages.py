"""Pages whose data tables stand in a cell of the page's frame table (chess-results' saved pages).

A chess-results page is laid out in a table: its pairing list or ranking is a table inside a cell of
that frame, and each name cell of a pairing list holds a small table again (a colour mark, the name).
The data table is read as a table of its own; the frame and the name cells' tables stay what they were
(the frame a table of one column, a name cell's table its text). The ranking of the Russian interface
heads its place column like the starting number beside it (``Ст.ном | Ст.ном.``) and names its
tie-breaks in ``Доп1: …`` annotation lines. The pages below are hand-written in that form: four players,
round 1 (Alpha beats Gamma, Delta and Beta draw)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from tiebreak import Options, Rules
from tiebreak.checking.check import check_published
from tiebreak.formats.published import read_published
from tiebreak.readers import read_paths
from tiebreak.readers.webpage import parse_page


def _framed(inner: str) -> str:
    """A page in chess-results' frame: a header table, then the data in a cell of the frame table."""
    return (
        "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=UTF-8\r\n\r\n"
        "<!DOCTYPE html><html><head><title>Chess-Results Server</title></head><body>\n"
        '<table class="daten"><tr><td class="CR0">Logged on: Gast</td></tr></table>\n'
        '<table id="frame"><tr valign="top"><td class="CR0grau">\n'
        '<div class="defaultDialog"><h2>Test Open</h2>\n'
        '<table><tr><td class="CR">Последнее обновление</td><td class="CR">13.10.2019</td></tr></table>\n'
        f"</div>{inner}\n"
        "</td></tr></table></body></html>\n"
    )


def _name(name: str, colour: str) -> str:
    return f'<td class="CR"><table><tr><td><div class="Farbe{colour}T"></div></td><td class="CR">{name}</td></tr></table></td>'


PAIRINGS = _framed(
    '<div class="defaultDialog"><h2>Пары/Результаты</h2><h3 class="CR">1. Тур on 2019/10/12 в 14:00</h3>\n'
    '<table class="CRs1">\n'
    "<tr><td>Bo.</td><td>Ном.</td><td>Имя</td><td>Рейт</td><td>Очки</td><td>Результат</td><td>Очки</td>"
    "<td>Имя</td><td>Рейт</td><td>Ном.</td></tr>\n"
    f"<tr><td>1</td><td>1</td>{_name('Alpha, Anna', 'w')}<td>1500</td><td>0</td><td>1 - 0</td><td>0</td>"
    f"{_name('Gamma, Gleb', 's')}<td>1300</td><td>3</td></tr>\n"
    f"<tr><td>2</td><td>4</td>{_name('Delta, Dina', 'w')}<td>1200</td><td>0</td><td>&frac12; - &frac12;</td>"
    f"<td>0</td>{_name('Beta, Boris', 's')}<td>1400</td><td>2</td></tr>\n"
    "</table></div>"
)

RANKING = _framed(
    '<div class="defaultDialog"><h2>Место после 1 тура</h2>\n'
    '<table class="CRs1">\n'
    "<tr><td>Ст.ном</td><td>Ст.ном.</td><td>Имя</td><td>Рейт.</td><td>Очки</td><td>Доп1</td></tr>\n"
    "<tr><td>1</td><td>1</td><td>Alpha, Anna</td><td>1500</td><td>1,0</td><td>0,00</td></tr>\n"
    "<tr><td>2</td><td>2</td><td>Beta, Boris</td><td>1400</td><td>0,5</td><td>0,25</td></tr>\n"
    "<tr><td></td><td>4</td><td>Delta, Dina</td><td>1200</td><td>0,5</td><td>0,25</td></tr>\n"
    "<tr><td>4</td><td>3</td><td>Gamma, Gleb</td><td>1300</td><td>0,0</td><td>0,00</td></tr>\n"
    "</table></div>\n"
    "<p>Аннотация:<br/>Доп1: Sonneborn-Berger-Tie-Break variable<br/></p>"
)


def test_a_table_in_a_cell_of_the_frame_is_read_as_a_table() -> None:
    page = parse_page(PAIRINGS)
    pairing = [t for t in page.tables if "CRs1" in t.classes]
    assert len(pairing) == 1
    table = pairing[0]
    assert table.caption == "1. Тур on 2019/10/12 в 14:00"
    assert [c.text for c in table.rows[1].cells][:6] == ["1", "1", "Alpha, Anna", "1500", "0", "1 - 0"]
    # the page's header table, the frame and the pairing list: the tables of one row held in cells (the
    # update line, each name cell's colour mark and name) are no tables of the page, their text the cell's
    assert len(page.tables) == 3
    # the frame is still read as before: one cell holding the text of all it holds
    frame = next(
        t
        for t in page.tables
        if t.line < table.line and len(t.rows[0].cells) == 1 and "Alpha" in t.rows[0].cells[0].text
    )
    assert "Пары/Результаты" in frame.rows[0].cells[0].text


def test_framed_pairing_list_and_ranking_read_together_and_agree(tmp_path: Path) -> None:
    pairs, ranking = tmp_path / "round1.html", tmp_path / "ranking.html"
    pairs.write_text(PAIRINGS, encoding="utf-8")
    ranking.write_text(RANKING, encoding="utf-8")
    t = read_paths([pairs, ranking])
    assert {p.sno: p.name for p in t.players} == {
        1: "Alpha, Anna",
        2: "Beta, Boris",
        3: "Gamma, Gleb",
        4: "Delta, Dina",
    }
    points = {
        p.sno: sum((t.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0)) for p in t.players
    }
    assert points == {1: Fraction(1), 2: Fraction(1, 2), 3: Fraction(0), 4: Fraction(1, 2)}

    published = read_published(RANKING, source=str(ranking))
    report = check_published(t, published, options=Options(rules=Rules("2024")))
    assert report.codes == ("SB",)  # named by its annotation line 'Доп1: Sonneborn-Berger …'
    assert not report.differences
    # 3 places ('Ст.ном' read as the places, Delta's shared place left empty), 4 totals, 4 values
    assert report.checked == (3, 4, 4)
    assert {r.sno: r.rank.text if r.rank else None for r in published.rows} == {
        1: "1",
        2: "2",
        4: None,
        3: "4",
    }
    sb = {c.sno: c.published for c in report.cells if c.column == "Доп1"}
    assert sb == {1: "0,00", 2: "0,25", 3: "0,00", 4: "0,25"}
