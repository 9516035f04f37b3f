"""A rating 0 in a published ranking, crosstable or pairing list is an unrated player (FIDE's lists and
Swiss-Manager print 0 for no rating), read once where the event is validated, with a note.

Hand computation for the crosstable below (round robin of 4, Boris and Dora printed with rating 0): with
``ARO/U1500`` (unrated counted as 1500, spec §8) Anna's opponents average (1500 + 1900 + 1500) / 3 = 1633,
Boris's (2100 + 1500 + 1900) / 3 = 1833, Cyril's (1500 + 2100 + 1500) / 3 = 1700, Dora's (1900 + 1500 +
2100) / 3 = 1833; read as ratings of 0 they would be 633, 1333, 700 and 1333. Plain ``ARO`` is dropped
(undefined) when unrated players are present (Article 10)."""

from __future__ import annotations

import pytest

import tiebreak
from conftest import DATA
from tiebreak.readers import read_text

ROWS = [
    (1, "Anna", 2100, "2w1", "3b1", "4w1", "3"),
    (2, "Boris", 0, "1b0", "4w1", "3b½", "1.5"),
    (3, "Cyril", 1900, "4b1", "1w0", "2w½", "1.5"),
    (4, "Dora", 0, "3w0", "2b0", "1b0", "0"),
]
HEAD = ("No", "Name", "Rtg", "1.Rd", "2.Rd", "3.Rd", "Pts")


def _text() -> str:
    return "".join(" ".join(map(str, r)) + "\n" for r in [HEAD, *ROWS])


def _tabs() -> str:
    return "".join(
        "\t".join(map(str, r)) + "\n" for r in [("No", "Name", "Elo", "R1", "R2", "R3", "Pts"), *ROWS]
    )


def _html() -> str:
    cells = "".join(f"<th>{h}</th>" for h in HEAD)
    rows = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in ROWS)
    return f"<html><body><table><tr>{cells}</tr>{rows}</table></body></html>"


@pytest.mark.parametrize(
    ("text", "input_format"),
    [(_text(), "auto"), (_html(), "auto"), (_tabs(), "tables")],
    ids=["text", "html", "tables"],
)
def test_a_rating_0_is_unrated_with_a_note(text: str, input_format: str) -> None:
    event = read_text(text, input_format=input_format)
    assert {p.name: p.rating for p in event.players} == {
        "Anna": 2100,
        "Boris": None,
        "Cyril": 1900,
        "Dora": None,
    }
    notes = [d.message for d in event.diagnostics if d.message.startswith("rating 0 read as unrated")]
    assert len(notes) == 1 and "2 player(s): 2 Boris" in notes[0] and "4 Dora" in notes[0]
    aro = tiebreak.compute_standings(event, "ARO/U1500")
    assert {r.sno: int(r.values[0]) for r in aro.rows} == {1: 1633, 2: 1833, 3: 1700, 4: 1833}
    assert all(r.values[0] is None for r in tiebreak.compute_standings(event, "ARO").rows)


def test_a_rating_0_in_one_table_is_filled_by_another() -> None:
    """Falk is printed 0 in round 1 and 2000 in rounds 2 and 3: rated 2000, no note. Gray is printed 0
    in every round: unrated, named."""
    text = (DATA / "pairings" / "harbour-7.pairings.tsv").read_text(encoding="utf-8")
    lines = text.split("\n")
    first = next(i for i, x in enumerate(lines) if "Falk, Felix\t2000" in x)
    lines[first] = lines[first].replace("Falk, Felix\t2000", "Falk, Felix\t0")
    event = read_text(
        "\n".join(lines).replace("Gray, Greta\t1900", "Gray, Greta\t0"), input_format="pairings"
    )
    ratings = {p.name: p.rating for p in event.players}
    assert ratings["Falk, Felix"] == 2000 and ratings["Gray, Greta"] is None
    notes = [d.message for d in event.diagnostics if d.message.startswith("rating 0 read as unrated")]
    assert len(notes) == 1 and "1 player(s): 7 Gray, Greta" in notes[0]
    assert not any("ratings" in d.message and "both given" in d.message for d in event.diagnostics)
