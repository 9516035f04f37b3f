"""Every step of an Extended Direct Encounter chain explained (C.07 13.3), with the numbers of FIDE's
Exercises in Tie-Breaking (C.07-2023; tests/data/paper/team-14.trf, see its README):

* exercise 45: the five teams on 10 MP are level on MP in their games (4 each); on GP 8, 8, 8, 8.5, 7.5
  put Deer (4) first and Elephants (5) last; Antelopes, Bonobos and Cougars (1-3) are compared again on
  the GP of the games among the three, 5.0 / 5.5 / 1.5, giving 4, 2, 1, 3, 5 (13.3.3);
* exercise 44: Giraffes (7) 2 MP, Iguanas (9) and Moose (13) 1 each, GP 4 / 2 / 2; 9 and 13 never met,
  so Article 6.3 places nobody;
* exercises 46-48: Koalas (11) and Narwhals (14), level on 4 MP and 11.5 GP, drew their match 2-2
  (boards 1-0, ½-½, ½-½, 0-1): BC 1×1 + 2×½ + 3×½ + 4×0 = 3.5 against 6.5 (lower first), TBR 1
  against 0 on board 1, BBE 1 + ½ + ½ = 2 against 1.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from conftest import DATA
from tiebreak import Options, Rules, compute_standings, load
from tiebreak.cli import main
from tiebreak.explanations.explain import ChainStep, compare, explain_value
from tiebreak.ranking.engine import Standings

F = Fraction
TEAM = DATA / "paper" / "team-14.trf"


def _standings(codes: str) -> Standings:
    return compute_standings(load(TEAM), codes, Options(rules=Rules.FIDE_2024))


def _values(step: ChainStep) -> dict[int, Fraction | None]:
    return {ln.sno: ln.value for ln in step.lines}


def test_exercise_45_every_step_of_ede() -> None:
    e = explain_value(_standings("MPTS,EDE"), 1, 0)
    assert [(st.code, st.score, st.members, st.decided) for st in e.chain] == [
        ("EDE", "MP", (1, 2, 3, 4, 5), False),
        ("EDE", "GP", (1, 2, 3, 4, 5), True),
        ("EDE", "GP", (1, 2, 3), True),
    ]
    mp, gp, again = e.chain
    assert _values(mp) == {1: 4, 2: 4, 3: 4, 4: 4, 5: 4}
    assert _values(gp) == {1: 8, 2: 8, 3: 8, 4: F(17, 2), 5: F(15, 2)}
    assert gp.parts == ((4,), (1, 2, 3), (5,))
    assert _values(again) == {1: 5, 2: F(11, 2), 3: F(3, 2)}
    assert again.parts == ((2,), (1,), (3,)) and "again (art. 13.3.3)" in again.summary
    # Deer over Antelopes: decided on GP among the five; Antelopes over Cougars: among the three
    assert "step 2 of 3, EDE on GP" in compare(_standings("MPTS,EDE"), 4, 1).summary
    assert "step 3 of 3, EDE on GP" in compare(_standings("MPTS,EDE"), 1, 3).summary


def test_exercise_44_ede_leaves_the_three_tied() -> None:
    e = explain_value(_standings("MPTS,EDE"), 7, 0)
    assert [(st.score, _values(st), st.decided) for st in e.chain] == [
        ("MP", {7: 2, 9: 1, 13: 1}, False),
        ("GP", {7: 4, 9: 2, 13: 2}, False),
    ]
    assert {ln.sno: ln.met for ln in e.chain[0].lines} == {7: (9, 13), 9: (7,), 13: (7,)}


@pytest.mark.parametrize(
    ("code", "step", "value", "other"),
    [
        ("EDEC", "BC", F(7, 2), F(13, 2)),
        ("EDEBT", "BC", F(7, 2), F(13, 2)),
        ("EDEBB", "BC", F(7, 2), F(13, 2)),
        ("EDET", "TBR", F(1), F(0)),
        ("EDEB", "BBE", F(2), F(1)),
    ],
)
def test_exercises_46_to_48_the_board_step_of_each_chain(
    code: str, step: str, value: Fraction, other: Fraction
) -> None:
    c = compare(_standings(f"MPTS,{code}"), 11, 14)
    assert c.criterion == 0 and f"step 3 of 3, {step}: Koalas is placed ahead" in c.summary
    chain = c.explanations[0].chain
    assert [(st.code, st.score, _values(st)) for st in chain[:2]] == [
        ("EDE", "MP", {11: 1, 14: 1}),
        ("EDE", "GP", {11: 2, 14: 2}),
    ]
    board = chain[2]
    assert (board.code, board.rounds, board.parts, board.decided) == (step, (3,), ((11,), (14,)), True)
    assert _values(board) == {11: value, 14: other}
    assert {ln.sno: ln.boards for ln in board.lines} == {
        11: (1, F(1, 2), F(1, 2), 0),
        14: (0, F(1, 2), F(1, 2), 1),
    }
    assert len(chain) == 3  # BC decides EDEBT and EDEBB: their TBR / BBE step is never reached


def test_board_step_workings() -> None:
    def working(code: str) -> dict[int, str]:
        step = compare(_standings(f"MPTS,{code}"), 11, 14).explanations[0].chain[2]
        return {ln.sno: ln.working for ln in step.lines}

    assert working("EDEC") == {11: "1×1 + 2×0.5 + 3×0.5 + 4×0 = 3.5", 14: "1×0 + 2×0.5 + 3×0.5 + 4×1 = 6.5"}
    assert working("EDEB") == {
        11: "1 + 0.5 + 0.5 = 2 (without the last board)",
        14: "0 + 0.5 + 0.5 = 1 (without the last board)",
    }
    tbr = compare(_standings("MPTS,EDET"), 11, 14).explanations[0].chain[2]
    assert {ln.sno: ln.sequence for ln in tbr.lines} == {
        11: (1, F(1, 2), F(1, 2), 0),
        14: (0, F(1, 2), F(1, 2), 1),
    }
    assert tbr.summary.endswith("order Koalas (11) > Narwhals (14) (board 1)")


def test_cli_explain_prints_every_step(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", str(TEAM), "11", "14", "-t", "MPTS,EDEB", "--rules", "2024"]) == 0
    out = capsys.readouterr().out
    assert "separates them at step 3 of 3, BBE: Koalas is placed ahead" in out
    for text in (
        "Step 1: MP in the games among 2 teams: no order",
        "Koalas (11): 1 MP (met 14",
        "Step 2: GP in the games among 2 teams",
        "Narwhals (14): 2 GP",
        "Step 3: BBE (art. 12.3) on the games between the two teams (round 3",
        "Koalas (11): boards 1, 0.5, 0.5, 0; 1 + 0.5 + 0.5 = 2 (without the last board)",
        "Narwhals (14): boards 0, 0.5, 0.5, 1; 0 + 0.5 + 0.5 = 1 (without the last board)",
        "Decided at step 3 (BBE).",
    ):
        assert text in out, text
    assert main(["explain", str(TEAM), "1", "-t", "MPTS,EDE", "--rules", "2024"]) == 0
    out = capsys.readouterr().out
    assert "Step 3: GP in the games among 3 teams again (art. 13.3.3)" in out
    assert "Bonobos (2): 5.5 GP" in out and "Antelopes (1): 5 GP" in out and "Cougars (3): 1.5 GP" in out
    assert "Decided at step 3 (EDE on GP)." in out


def test_cli_explain_json_carries_the_chain(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["explain", str(TEAM), "11", "14", "-t", "MPTS,EDEBT", "--rules", "2024", "--format", "json"])
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    chain = data["explanations"][0]["chain"]
    assert [(st["code"], st["score"], st["decided"]) for st in chain] == [
        ("EDE", "MP", False),
        ("EDE", "GP", False),
        ("BC", "GP", True),
    ]
    assert [(ln["sno"], ln["value"], ln["boards"]) for ln in chain[2]["lines"]] == [
        (11, "3.5", ["1", "0.5", "0.5", "0"]),
        (14, "6.5", ["0", "0.5", "0.5", "1"]),
    ]
    assert chain[2]["parts"] == [[11], [14]] and chain[2]["rounds"] == [3]


def test_api_and_web_page_show_the_chain() -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from tiebreak.web.app import create_app
    from tiebreak.web.settings import WebSettings

    client = TestClient(create_app(WebSettings()))
    event = TEAM.read_text(encoding="utf-8")
    d = client.post(
        "/api/standings",
        json={"event": event, "tiebreaks": ["MPTS", "EDEB"], "rules": "2024", "explain": "all"},
    ).json()
    row = next(r for r in d["standings"] if r["sno"] == 11)
    chain = row["explanation"]["values"][0]["chain"]
    assert [st["code"] for st in chain] == ["EDE", "EDE", "BBE"]
    assert [(ln["sno"], ln["value"]) for ln in chain[2]["lines"]] == [(11, "2"), (14, "1")]
    page = client.post(
        "/", data={"event": event, "tb": ["MPTS", "EDEB"], "rules": "2024", "pairing": "auto", "player": "11"}
    ).text
    section = page.split('id="explanation"', 1)[1]
    assert "Step 3: BBE on the games between the two teams, round 3" in section
    assert "1 + 0.5 + 0.5 = 2 (without the last board)" in section
    assert "0 + 0.5 + 0.5 = 1 (without the last board)" in section
