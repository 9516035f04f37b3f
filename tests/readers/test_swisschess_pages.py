"""SwissChess's pages as a club's static site keeps them: each round's pairing list and the final table
as Markdown under the page's front matter (``weight: 1``, ``title: …``), German headings, the final
table's record of wins, draws and losses (``S R V``) and its ``Buchh.``, and a ``+`` beside some
players in the title column (a mark of SwissChess's, no title).

The event is invented, 4 players and 2 rounds: round 1 Adler-Claus 1-0, Dorn-Berg ½-½; round 2
Berg-Adler 0-1, Claus-Dorn 1-0. Points: Adler 2, Claus 1, Berg ½, Dorn ½. No round is unplayed, so
every edition's Buchholz is the sum of the opponents' points: Adler 1 + ½ = 1½, Claus 2 + ½ = 2½,
Berg ½ + 2 = 2½, Dorn ½ + 1 = 1½; Berg ranks above Dorn on it.
"""

from __future__ import annotations

from pathlib import Path

import tiebreak
from tiebreak.checking.check import check_published
from tiebreak.formats.published import read_published
from tiebreak.readers import read_paths
from tiebreak.readers._headings import codes_for

FRONT = (
    '---\nweight: {w}\nbookFlatSection: true\ntitle: "{title}"\nbookToc: false\n---\n\n# Testturnier 2024\n\n'
)
HEAD = (
    "| Tisch | TNr | Teilnehmer | Titel | Punkte | - | TNr | Teilnehmer | Titel | Punkte | Ergebnis |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|\n"
)
ROUND_1 = (
    "| 1 | 1 | Adler, Anna | IM | () | - | 3 | Claus, Cem | + | () | 1 - 0 |\n"
    "| 2 | 4 | Dorn, Dora |  | () | - | 2 | Berg, Bo |  | () | ½ - ½ |\n"
)
ROUND_2 = (
    "| 1 | 2 | Berg, Bo |  | (½) | - | 1 | Adler, Anna | IM | (1) | 0 - 1 |\n"
    "| 2 | 3 | Claus, Cem | + | (0) | - | 4 | Dorn, Dora |  | (½) | 1 - 0 |\n"
)
FINAL = (
    "| Rang | Teilnehmer | Titel | TWZ | Verein/Ort | Land | S | R | V | Punkte | Buchh. |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|\n"
    "| 1 | Adler, Anna | IM | 2100 | SV A | GER | 2 | 0 | 0 | 2.0 | 1.5 |\n"
    "| 2 | Claus, Cem |  | 1900 | SV C | GER | 1 | 0 | 1 | 1.0 | 2.5 |\n"
    "| 3 | Berg, Bo |  | 2000 | SV B | GER | 0 | 1 | 1 | 0.5 | 2.5 |\n"
    "| 4 | Dorn, Dora |  | 1800 | SV D | GER | 0 | 1 | 1 | 0.5 | 1.5 |\n"
)


def _files(tmp_path: Path) -> list[Path]:
    pages = {
        "Paarungen_Runde1.md": FRONT.format(w=1, title="Paarung Runde 1")
        + "## Paarungsliste der 1. Runde\n\n"
        + HEAD
        + ROUND_1,
        "Paarungen_Runde2.md": FRONT.format(w=2, title="Paarung Runde 2")
        + "## Paarungsliste der 2. Runde\n\n"
        + HEAD
        + ROUND_2,
        "Abschlusstabelle.md": FRONT.format(w=0, title="Abschlusstabelle")
        + "## Abschlusstabelle\n\n"
        + FINAL,
    }
    for name, text in pages.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return [tmp_path / name for name in pages]


def test_the_pages_read_as_one_event_named_by_the_heading_not_the_front_matter(tmp_path: Path) -> None:
    t = read_paths(_files(tmp_path))
    assert t.name == "Testturnier 2024"
    assert {p.name: p.title for p in t.players} == {
        "Adler, Anna": "IM",
        "Berg, Bo": "",
        "Claus, Cem": "",
        "Dorn, Dora": "",
    }
    marks = [d for d in t.diagnostics if "the title column holds '+'" in d.message]
    assert len(marks) == 1 and marks[0].line is not None
    s = tiebreak.compute_standings(t, "BH", tiebreak.Options(rules=tiebreak.Rules.FIDE_2026))
    assert [(r.name, str(r.points), str(r.values[0])) for r in s.rows] == [
        ("Adler, Anna", "2", "3/2"),
        ("Claus, Cem", "1", "5/2"),
        ("Berg, Bo", "1/2", "5/2"),
        ("Dorn, Dora", "1/2", "3/2"),
    ]


def test_the_final_table_checks_its_buchholz_and_leaves_the_record_aside(tmp_path: Path) -> None:
    files = _files(tmp_path)
    published = read_published(files[-1].read_text(encoding="utf-8"), source="Abschlusstabelle.md")
    assert [c.heading for c in published.columns] == ["Buchh."]
    assert codes_for("Buchh.") == ("BH",) and codes_for("Buch.") == ("BH",)
    said = [d.message for d in published.diagnostics]
    assert not [m for m in said if "names no tie-break" in m], said
    assert any("S R V" in m and "not checked" in m for m in said), said
    report = check_published(
        read_paths(files), published, options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026)
    )
    assert report.checked == (4, 4, 4) and report.differences == ()


def test_a_grid_copied_from_a_page_keeps_no_comma_after_a_name() -> None:
    """SwissChess's round-robin grid writes ``Eisenbach,Markus,``; its saved page and a copy of it name
    the player alike (before, the copy's name kept the comma). The invented grid: Adler beat Berg,
    Berg and Claus drew, Claus beat Adler: 1, ½ and 1½ points."""
    from tiebreak.readers import read_text

    text = (
        "Nr.\tTeilnehmer\tTWZ\t1\t2\t3\tPunkte\n"
        "1\tAdler,Anna,\t1900\t**\t1\t0\t1\n"
        "2\tBerg,Bo,\t1800\t0\t**\t½\t0.5\n"
        "3\tClaus,Cem,\t1700\t1\t½\t**\t1.5\n"
    )
    t = read_text(text, source="kreuztabelle.txt")
    assert [p.name for p in t.players] == ["Adler,Anna", "Berg,Bo", "Claus,Cem"]
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Adler,Anna": 1, "Berg,Bo": 0.5, "Claus,Cem": 1.5}
