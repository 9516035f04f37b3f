"""Property: any tournament -> each writer (TRF-2026, our JSON) -> its reader -> the same tournament."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tiebreak.model.tournament import (
    Color,
    MatchScoring,
    PairingSystem,
    Player,
    Result,
    RoundEntry,
    Scoring,
    Team,
    TeamForfeit,
    TeamInfo,
    TeamLineup,
    Tournament,
)
from tiebreak.readers import read_text
from tiebreak.readers.jsonmodel import read_json_model
from tiebreak.readers.trf import read_trf
from tiebreak.writers import canonical
from tiebreak.writers.jsonmodel import write_json_model
from tiebreak.writers.trf import write_trf

GAMES = [
    (Result.WIN, Result.LOSS),
    (Result.DRAW, Result.DRAW),
    (Result.LOSS, Result.WIN),
    (Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
    (Result.FORFEIT_LOSS, Result.FORFEIT_WIN),
    (Result.FORFEIT_LOSS, Result.FORFEIT_LOSS),
    (Result.WIN_UNRATED, Result.LOSS_UNRATED),
    (Result.DRAW_UNRATED, Result.DRAW_UNRATED),
    (Result.UNKNOWN, Result.UNKNOWN),
]
BYES = [Result.PAB, Result.FULL_BYE, Result.HALF_BYE, Result.ZERO_BYE, Result.NOT_PAIRED]
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéöçÅßŁ"
names = st.text(LETTERS + " ,.'-", min_size=1, max_size=33).map(str.strip).filter(bool)
halves = st.integers(0, 8).map(lambda n: Fraction(n, 2))


@st.composite
def tournaments(draw: st.DrawFn) -> Tournament:
    n = draw(st.integers(2, 9))
    n_rounds = draw(st.integers(0, 6))
    rounds: dict[int, list[RoundEntry]] = {s: [] for s in range(1, n + 1)}
    for rnd in range(1, n_rounds + 1):
        order = draw(st.permutations(range(1, n + 1)))
        absent = draw(st.integers(0, 2))
        playing, resting = list(order[absent:]), list(order[:absent])
        if len(playing) % 2:
            resting.append(playing.pop())
        for a, b in zip(playing[::2], playing[1::2], strict=True):
            ra, rb = draw(st.sampled_from(GAMES))
            colors = draw(st.booleans())
            ca, cb = (Color.WHITE, Color.BLACK) if colors else (Color.NONE, Color.NONE)
            rounds[a].append(RoundEntry(rnd, b, ca, ra))
            rounds[b].append(RoundEntry(rnd, a, cb, rb))
        for s in resting:
            rounds[s].append(RoundEntry(rnd, None, Color.NONE, draw(st.sampled_from(BYES))))
    players = []
    for s in range(1, n + 1):
        entries = sorted(rounds[s], key=lambda e: e.round)
        while entries and entries[-1].result is Result.NOT_PAIRED:
            entries.pop()
        players.append(
            Player(
                sno=s,
                name=draw(names),
                rating=draw(st.none() | st.integers(1000, 2900)),
                rounds=tuple(entries),
                sex=draw(st.sampled_from(["", "m", "w"])),
                title=draw(st.sampled_from(["", "GM", "WFM", "CM"])),
                federation=draw(st.sampled_from(["", "NOR", "FID"])),
                fide_id=draw(st.sampled_from(["", "1503014", "24116068"])),
                birth=draw(st.sampled_from(["", "1990/04/02", "2008"])),
            )
        )
    scoring = draw(
        st.sampled_from(
            [
                Scoring(),
                Scoring(win=Fraction(3), draw=Fraction(1)),
                Scoring(pab=Fraction(1, 2), unknown=Fraction(0)),
                Scoring(absent=Fraction(-1)),
            ]
        )
    )
    team_info = None
    if draw(st.booleans()):
        k = draw(st.integers(1, 3))
        teams = tuple(
            Team(
                i + 1,
                draw(names)[:32].strip() or "T",
                tuple(range(i + 1, n + 1, k)),
                nickname=draw(st.sampled_from(["", "ROO", "KNI"])),
                declared_match_points=draw(st.none() | halves),
                declared_game_points=draw(st.none() | halves),
                declared_rank=draw(st.none() | st.integers(1, 9)),
            )
            for i in range(k)
        )
        team_nums = st.integers(1, k)
        rnds = st.integers(1, 9)
        team_info = TeamInfo(
            teams,
            draw(st.sampled_from([MatchScoring(), MatchScoring(Fraction(3), Fraction(1), Fraction(0))])),
            draw(st.sampled_from([None, "MP", "GP"])),
            draw(st.none() | halves),
            draw(st.none() | halves),
            tuple(sorted(set(draw(st.lists(st.tuples(rnds, team_nums), max_size=3))))),
            tuple(
                draw(
                    st.lists(
                        st.builds(
                            TeamForfeit, rnds, team_nums, team_nums, st.sampled_from(["+-", "-+", "--"])
                        ),
                        max_size=2,
                    )
                )
            ),
            tuple(
                draw(
                    st.lists(
                        st.builds(
                            TeamLineup,
                            rnds,
                            team_nums,
                            team_nums,
                            st.lists(st.integers(0, n), min_size=1, max_size=4).map(tuple),
                        ),
                        max_size=2,
                    )
                )
            ),
            tuple(
                draw(st.lists(st.tuples(rnds, team_nums, st.sampled_from("FHZ")), max_size=3, unique=True))
            ),
            draw(st.sampled_from(["", "WB", "WBWB"])),
        )
    recorded = max((len(p.rounds) for p in players), default=0)
    return Tournament(
        name=draw(st.sampled_from(["", "Open", "Coupe d'été 2026"])),
        players=tuple(players),
        rounds=recorded + draw(st.integers(0, 2)),
        pairing=draw(st.sampled_from(list(PairingSystem))),
        scoring=scoring,
        start_date=draw(st.none() | st.dates(dt.date(2000, 1, 1), dt.date(2030, 12, 31))),
        tiebreaks=draw(st.sampled_from([(), ("PTS", "BH/C1", "SB"), ("MPTS", "GPTS", "EDE")])),
        team_info=team_info,
    )


@settings(max_examples=150, deadline=None)
@given(tournaments())
def test_trf_writer_then_reader_gives_the_same_tournament(t: Tournament) -> None:
    back = read_trf(write_trf(t))
    assert canonical(back) == canonical(t)
    assert canonical(read_text(write_trf(t, line_ending="\n"))) == canonical(t)


@settings(max_examples=150, deadline=None)
@given(tournaments())
def test_json_writer_then_reader_gives_the_same_tournament(t: Tournament) -> None:
    assert canonical(read_json_model(write_json_model(t))) == canonical(t)
