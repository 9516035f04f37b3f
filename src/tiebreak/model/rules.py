"""The rule sets an event can be ranked under, each one a strategy: what it says about unplayed rounds,
dummy opponents, Direct Encounter, unrated players and shared places.

A rule set is also the *edition* of one criterion: ``/V2024`` on a code asks for that criterion as the
2024 edition defines it (:attr:`Rules.edition`).

>>> Rules("2024").dummy_cap, Rules.FIDE_2026.dummy_cap
(False, True)
>>> Rules.SEED.edition is Rules.FIDE_2026
True

Without a rule set asked for, an event is ranked under the edition in force on its start date
(:data:`FIDE_2026_FROM`; the engine's :func:`~tiebreak.ranking.engine.edition_in_force` chooses).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from enum import Enum

from .public import publish as _publish

__all__ = ["C07_FROM", "FIDE_2026_FROM", "Profile", "Rules"]

FIDE_2026_FROM = dt.date(2026, 3, 1)
"""The 2026 edition of C.07 applies to events starting on or after this date."""
C07_FROM = dt.date(2023, 1, 1)
"""Events before this date were ranked with the virtual opponent rules (FIDE C.02 Annex 3, the rule sets
:attr:`Rules.LEGACY` and :attr:`Rules.LEGACY_SM`)."""


@dataclass(frozen=True)
class Profile:
    """What a rule set decides, one question per field."""

    label: str
    unplayed_rounds: bool
    """C.07 Article 16 applies: in a Swiss event an unplayed round counts as a game against a dummy
    opponent (16.4), the adjusted score counts the last voluntary unplayed rounds as draws (16.3), a
    cut removes a voluntary unplayed round first (16.5); in a round robin a forfeit is a game against
    the scheduled opponent (15.2). False: a bye or forfeit is simply not an opponent."""
    dummy_cap: bool
    """16.4 (2026): the dummy opponent's score is capped (at half the rounds, or at the scheduled
    opponent's adjusted score); the 2024 edition takes the competitor's own score uncapped."""
    direct_encounter_among_tied: bool
    """Article 6: Direct Encounter is the separate standings of the tied group. False: points scored
    over the board against players on the same score."""
    median_keeps_lone_value: bool
    """A median of fewer than two values is the full sum (our simplified model)."""
    drops_rating_criteria: bool
    """Article 10: rating-based criteria are dropped when some player is unrated and no rating is
    given for them."""
    shared_place_note: bool
    """4.2 would draw lots for competitors still tied: say so when places are shared."""
    buchholz_forbidden_in_round_robins: bool
    """Article 8 (2026): no Buchholz-type criterion in a round robin."""
    knows_2026_criteria: bool
    """STD, TPN, RTNG and the other criteria the 2026 edition added belong to this edition."""
    edition_name: str
    """How a note names this edition (``the 2024 edition of C.07``)."""
    edition: str
    """The edition a criterion follows under this rule set (the value of a :class:`Rules`)."""
    team_edition: str
    """The same for the criteria of a team event."""
    virtual_opponents: bool = False
    """FIDE's rules before C.07 (C.02 Annex 3, the 2012 rule for unplayed games): an opponent counts
    every round he did not play over the board as a draw, and each own unplayed round is a drawn game
    against a virtual opponent scoring the points before the round, the reverse of the round's result
    and a draw for every later round; cuts take the lowest values."""
    virtual_sb_as_draw: bool = False
    """Under :attr:`virtual_opponents`, what an own unplayed round adds to Sonneborn-Berger: False, the
    virtual opponent's score times the points the player got in the round (FIDE's guidance of the time,
    Vega, SwissChess: a forfeit loss adds 0); True, times a draw's points whatever the player got
    (Swiss-Manager)."""


class Rules(Enum):
    """Which rule set ranks the event."""

    FIDE_2026 = "2026"
    """FIDE C.07 as applied from 1 March 2026."""
    FIDE_2024 = "2024"
    """FIDE C.07 as applied from 1 August 2024 (no cap on the dummy opponent)."""
    SEED = "seed"
    """The simplified model of our product pages: a bye is not an opponent."""
    LEGACY = "legacy"
    """FIDE's rules before C.07 (until 2023): virtual opponents for unplayed rounds; in
    Sonneborn-Berger an own unplayed round counts the virtual opponent's score times the points got in
    it. Written for individual events: team events keep the 2024 edition's rules."""
    LEGACY_SM = "legacy-sm"
    """The rules before C.07 as Swiss-Manager computed them: as :attr:`LEGACY`, but an own unplayed
    round counts in Sonneborn-Berger as a draw against the virtual opponent, whatever the player got."""

    # what each rule set decides, set once below from its profile (plain attributes: reading them
    # runs no code)
    profile: Profile
    """Everything this rule set decides."""
    label: str
    """Human name of the rule set."""
    unplayed_rounds: bool
    """See :attr:`Profile.unplayed_rounds`."""
    dummy_cap: bool
    """See :attr:`Profile.dummy_cap`."""
    edition: Rules
    """The edition a criterion follows under this rule set (the simplified model: 2026)."""
    team_edition: Rules
    """The edition a criterion of a team event follows under this rule set."""


_LEGACY = Profile(
    "FIDE before C.07 (virtual opponents, until 2023)",
    unplayed_rounds=True,
    dummy_cap=False,
    direct_encounter_among_tied=True,
    median_keeps_lone_value=False,
    drops_rating_criteria=True,
    shared_place_note=True,
    buchholz_forbidden_in_round_robins=False,
    knows_2026_criteria=False,
    edition_name="the rules before C.07",
    edition="legacy",
    team_edition="2024",
    virtual_opponents=True,
)
"""The rules before C.07 (spec §10.4); ``legacy-sm`` differs in Sonneborn-Berger only."""

_PROFILES: dict[str, Profile] = {
    "2026": Profile(
        "FIDE C.07 (2026)",
        unplayed_rounds=True,
        dummy_cap=True,
        direct_encounter_among_tied=True,
        median_keeps_lone_value=False,
        drops_rating_criteria=True,
        shared_place_note=True,
        buchholz_forbidden_in_round_robins=True,
        knows_2026_criteria=True,
        edition_name="the 2026 edition of C.07",
        edition="2026",
        team_edition="2026",
    ),
    "2024": Profile(
        "FIDE C.07 (2024)",
        unplayed_rounds=True,
        dummy_cap=False,
        direct_encounter_among_tied=True,
        median_keeps_lone_value=False,
        drops_rating_criteria=True,
        shared_place_note=True,
        buchholz_forbidden_in_round_robins=False,
        knows_2026_criteria=False,
        edition_name="the 2024 edition of C.07",
        edition="2024",
        team_edition="2024",
    ),
    "seed": Profile(
        "simplified model (byes are not opponents)",
        unplayed_rounds=False,
        dummy_cap=True,
        direct_encounter_among_tied=False,
        median_keeps_lone_value=True,
        drops_rating_criteria=False,
        shared_place_note=False,
        buchholz_forbidden_in_round_robins=False,
        knows_2026_criteria=True,
        edition_name="our simplified model",
        edition="2026",
        team_edition="2026",
    ),
    "legacy": _LEGACY,
    "legacy-sm": replace(
        _LEGACY,
        label="FIDE before C.07 as Swiss-Manager (virtual opponents; SB: unplayed rounds drawn)",
        edition_name="the rules before C.07 (as Swiss-Manager applied them)",
        edition="legacy-sm",
        virtual_sb_as_draw=True,
    ),
}


for _rules in Rules:
    _rules.profile = _profile = _PROFILES[_rules.value]
    _rules.label = _profile.label
    _rules.unplayed_rounds = _profile.unplayed_rounds
    _rules.dummy_cap = _profile.dummy_cap
for _rules in Rules:
    _rules.edition = Rules(_rules.profile.edition)
    _rules.team_edition = Rules(_rules.profile.team_edition)


_publish(__name__)
