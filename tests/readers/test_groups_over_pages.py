"""Pages of an event of several groups given together: each round's page holds every group's lists (SWAR's
``A reeks`` and ``B reeks``), so the lists of all the pages make several events, groups of players who
meet only among themselves. The first is read, with a warning naming them all; ``group=N`` reads
another, under the heading its page gives it (before: the groups were read as one event, silently).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError
from tiebreak.readers import read_paths
from tiebreak.readers._options import ReadOptions
from tiebreak.readers.tables import parse_columns

DATA = Path(__file__).parents[1] / "data"
OKS = [DATA / "formats" / "oks-2021-04-ronde6.swar.html", DATA / "pairings" / "swar-oks2-2021-ronde7.html"]


def _rounds(tmp_path: Path) -> list[Path]:
    """Two groups of four, each round's boards of both on one page."""
    boards = {
        1: (
            "1 | Ann Ahl | 1-0 | Bob Bos\n2 | Cy Cox | 0-1 | Di Dam",
            "1 | Eva Eck | 1-0 | Fay Fox\n2 | Gus Gil | ½-½ | Hal Hem",
        ),
        2: (
            "1 | Di Dam | ½-½ | Ann Ahl\n2 | Bob Bos | 1-0 | Cy Cox",
            "1 | Hal Hem | 0-1 | Eva Eck\n2 | Fay Fox | 1-0 | Gus Gil",
        ),
    }
    out = []
    for r, (a, b) in boards.items():
        page = tmp_path / f"round{r}.txt"
        head = f"Round {r}\nBoard | White | Result | Black\n"
        page.write_text(f"Group A\n\n{head}{a}\n\nGroup B\n\n{head}{b}\n")
        out.append(page)
    return out


def test_the_first_group_is_read_with_a_warning(tmp_path: Path) -> None:
    event = read_paths(_rounds(tmp_path))
    assert sorted(p.name for p in event.players) == ["Ann Ahl", "Bob Bos", "Cy Cox", "Di Dam"]
    assert any("these inputs hold 2 events" in d.message for d in event.diagnostics)


def test_another_group_by_its_number(tmp_path: Path) -> None:
    event = read_paths(_rounds(tmp_path), options=ReadOptions(columns=parse_columns("group=2")))
    points = {r.name: r.points for r in tiebreak.compute_standings(event, []).rows}
    assert points == {"Eva Eck": 2, "Fay Fox": 1, "Gus Gil": Fraction(1, 2), "Hal Hem": Fraction(1, 2)}
    assert event.name == "Group B"
    with pytest.raises(ParseError, match="these inputs hold 2 events"):
        read_paths(_rounds(tmp_path), options=ReadOptions(columns=parse_columns("group=3")))


def test_a_swar_clubs_pages_of_two_groups() -> None:
    """Rounds 6 and 7's pages: round 6's boards on the first without results, on the second with them;
    group B's published ranking (its 'Eindstand' of round 7: places, names, PtnTot.) ranked alike by
    its declared tie-breaks (B Cut1, Buch, SB, OR, #Win) under the rules before C.07."""
    event = read_paths(OKS, options=ReadOptions(columns=parse_columns("group=2")))
    assert event.name == "B-REEKS" and len(event.players) == 50 and event.rounds == 7
    ranked = tiebreak.compute_standings(
        event, ["BH/C1", "BH", "SB", "DE", "WIN"], tiebreak.Options(rules=tiebreak.Rules("legacy"))
    )
    top = [(r.rank, r.name, r.points) for r in ranked.rows[:7]]
    assert top == [
        (1, "Dechamps, Guido (Toblakai)", 6),
        (2, "Andriessen, Wouter(wouter007)", Fraction(11, 2)),
        (3, "Renkens, Stef (StefRenkens)", Fraction(11, 2)),
        (4, "Motte Frederick (frederickmotte)", Fraction(11, 2)),
        (5, "Vanroose, Christiaan (Xiaan99)", 5),
        (6, "Wambecq, Ward (schaken_is_tof)", 5),
        (7, "Burms, Jeroen (jburms_oks)", 5),
    ]
