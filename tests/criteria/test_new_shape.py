"""A tie-break with an explanation of its own shape needs its module and the catalogue only: an
experimental criterion (the sum of the opponents' scores, with a table of the opponents), registered in
the catalogue for one test, is explained in text, on the page and in JSON without any presenter
knowing it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import pytest

import tiebreak
from tiebreak import criteria
from tiebreak.criteria.base import Breakdown, Context, Criterion
from tiebreak.criteria.parts import Part, Row, Table
from tiebreak.explanations.explain import explain_player, to_data
from tiebreak.presenters.explanations import render_player
from tiebreak.specs.spec import TiebreakSpec
from tiebreak.web.jobs import page_job
from tiebreak.web.settings import WebSettings


# -- the experimental criterion's module -----------------------------------------------------------
@dataclass(frozen=True)
class OpponentLine:
    sno: int
    name: str
    score: Fraction


@dataclass(frozen=True)
class OpponentsBreakdown(Breakdown):
    opponents: tuple[OpponentLine, ...] = ()

    def details(self) -> tuple[tuple[str, Any], ...]:
        return (("opponents", self.opponents),)

    def parts(self) -> tuple[Part, ...]:
        return (
            Table(
                "The opponents and their scores",
                ("Opponent", "Score"),
                tuple(Row((o.name, o.score), f"{o.name} ({o.sno}) scored {o.score}") for o in self.opponents),
                title="Opponents met:",
            ),
        )


@dataclass(frozen=True, eq=False)
class OpponentsScores(Criterion):
    explanation_fields = ("opponents",)

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        track = ctx.track(spec.score)
        met = [j for j in ctx.opponent[i] if j >= 0]
        lines = tuple(
            OpponentLine(ctx.competitors[j].sno, ctx.competitors[j].name, track.value(sum(track.pts[j])))
            for j in met
        )
        value = sum((o.score for o in lines), Fraction(0))
        return OpponentsBreakdown(value, f"The opponents scored {value} in all.", opponents=lines)


EXPERIMENT = OpponentsScores(
    "XOS", "Opponents' Scores (experimental)", "none", "C", "The sum of the opponents' scores."
)


# -- its line in the catalogue, for this test only ------------------------------------------------------
@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    codes = {**criteria._CATALOGUE.codes, "XOS": EXPERIMENT}
    monkeypatch.setattr(criteria._CATALOGUE, "_codes", codes)
    yield


def _standings() -> tiebreak.Standings:
    return tiebreak.compute_standings(tiebreak.load(tiebreak.example_path("arena")), ["XOS", "BH"])


def test_explained_as_text(registered: None) -> None:
    text = render_player(explain_player(_standings(), 1))
    assert "XOS = " in text and "  Opponents met:\n    " in text
    assert " scored " in text


def test_explained_as_json(registered: None) -> None:
    values = to_data(explain_player(_standings(), 1))["values"]
    xos, bh = values
    assert xos["code"] == "XOS" and xos["opponents"] and {"sno", "name", "score"} <= set(xos["opponents"][0])
    assert Fraction(xos["value"]) == sum(Fraction(o["score"]) for o in xos["opponents"])
    assert bh["opponents"] == [] and bh["group"] == [] and bh["chain"] == []  # one JSON shape for all
    json.dumps(values)


def test_explained_on_the_page(registered: None) -> None:
    event = tiebreak.example_path("arena").read_text(encoding="utf-8")
    page = page_job(
        WebSettings(),
        {"event": [event], "tb": ["XOS", "BH"], "list": ["1"], "selected": ["1"], "op": ["player:1"]},
    ).body.decode()
    assert "<caption>The opponents and their scores</caption>" in page
    assert '<th scope="col">Opponent</th><th scope="col">Score</th>' in page


def test_unregistered_the_json_shape_is_the_catalogue_s() -> None:
    s = tiebreak.compute_standings(tiebreak.load(tiebreak.example_path("arena")), ["BH"])
    assert list(to_data(explain_player(s, 1))["values"][0])[-2:] == ["group", "chain"]
