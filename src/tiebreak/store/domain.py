"""The rules of a live event as pure functions: a snapshot and a command give a :class:`Change` (what to
write, what to answer, what to log), or a :class:`~tiebreak.store.errors.StoreError` naming the field.
No SQL and no I/O: the repository (:mod:`~tiebreak.store.repository`) writes a change, the service
(:mod:`~tiebreak.store.service`) runs both in one transaction after checking the token and the version.

>>> import datetime as dt
>>> from tiebreak.model.tournament import Scoring
>>> created = dt.datetime(2026, 1, 1)
>>> snap = Snapshot(1, 1, "Open", None, None, "swiss", 3, Scoring(), "", "auto", ("BH",), created)
>>> snap.players[1] = PlayerState(1, "Ann", None, "", "", "", "", "", 1, None)
>>> snap.boards[(1, 1)] = BoardState(7, 1, 1, 1, None, Result.PAB)
>>> withdraw(snap, 1, 1)
Traceback (most recent call last):
  ...
tiebreak.store.errors.StoreError: round 1 is already paired: enter a forfeit for it, and withdraw from round 2
>>> withdraw(snap, 1, 2).players
((1, {'withdrawn_from': 2}),)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..model.tournament import Result
from .berger import berger_rounds, double_round_robin
from .errors import Conflict, NotFound, StoreError
from .importing import read_trf, round_from_tournament
from .inputs import BoardInput, PlayerInput, event_update, parse_result, show_result
from .snapshot import BoardResult, BoardState, PlayerState, Snapshot, board_result, with_boards
from .views import board_dict, player_dict

__all__ = [
    "Change",
    "Command",
    "LogItem",
    "NewResult",
    "add_player",
    "apply",
    "edit_player",
    "enter_results",
    "import_round",
    "pair_round_robin",
    "request_bye",
    "set_pairings",
    "set_tiebreaks",
    "update_event",
    "withdraw",
]


@dataclass(frozen=True)
class LogItem:
    """One line of the event's audit log (results have their own history: :class:`NewResult`)."""

    action: str
    detail: dict[str, Any]
    reason: str = ""
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class NewResult:
    """A result entered on a board (the board's next version)."""

    round: int
    board: int
    board_id: int | None
    """The board's row; None for a board added by the same change (the repository knows its row)."""
    result: BoardResult | None
    previous: BoardResult | None
    seq: int
    reason: str = ""


@dataclass(frozen=True)
class Change:
    """What a command does to an event: rows to write, the answer, warnings and the log."""

    data: dict[str, Any]
    """The write's answer (JSON-ready)."""
    warnings: tuple[str, ...] = ()
    event: dict[str, Any] = field(default_factory=dict)
    """Columns of the event to set (``name``, ``start_date``, ``end_date``, ``planned_rounds``,
    ``tiebreaks`` as a tuple of codes)."""
    new_players: tuple[PlayerState, ...] = ()
    players: tuple[tuple[int, dict[str, Any]], ...] = ()
    """Changed players: ``(sno, {column: value})``."""
    byes_removed: tuple[tuple[int, int], ...] = ()
    """Requested byes withdrawn, ``(sno, round)``."""
    byes_added: tuple[tuple[int, int, Result], ...] = ()
    superseded: tuple[int, ...] = ()
    """Boards (their rows) whose pairing is replaced: kept with the moment, out of force."""
    new_boards: tuple[BoardState, ...] = ()
    results: tuple[NewResult, ...] = ()
    log: tuple[LogItem, ...] = ()
    after: Snapshot | None = None
    """The event after the change when the domain can tell it exactly (results only; no new rows)."""

    def then(self, other: Change, data: dict[str, Any] | None = None) -> Change:
        """This change followed by ``other`` (one write), answering ``data`` (default: ``other``'s)."""
        return Change(
            data if data is not None else other.data,
            self.warnings + other.warnings,
            {**self.event, **other.event},
            self.new_players + other.new_players,
            self.players + other.players,
            self.byes_removed + other.byes_removed,
            self.byes_added + other.byes_added,
            self.superseded + other.superseded,
            self.new_boards + other.new_boards,
            self.results + other.results,
            self.log + other.log,
        )


def apply(snap: Snapshot, change: Change) -> Snapshot:
    """The snapshot as ``change`` leaves it (new boards without their rows yet: ``id`` None), for a
    command made of several steps (pairing rounds in turn, pairings then results)."""
    if change.after is not None:
        return change.after
    players = dict(snap.players)
    for p in change.new_players:
        players[p.sno] = p
    for sno, values in change.players:
        players[sno] = replace(players[sno], **values)
    byes = {k: v for k, v in snap.byes.items() if k not in set(change.byes_removed)}
    byes.update({(sno, rnd): kind for sno, rnd, kind in change.byes_added})
    gone = set(change.superseded)
    boards = {k: b for k, b in snap.boards.items() if b.id is None or b.id not in gone}
    boards.update({(b.round, b.board): b for b in change.new_boards})
    for r in change.results:
        boards[(r.round, r.board)] = replace(boards[(r.round, r.board)], result=r.result, seq=r.seq)
    return replace(snap, players=players, byes=byes, boards=boards, tournament=None, **change.event)


# ---- the event and its list --------------------------------------------------------------------------


def update_event(snap: Snapshot, data: Mapping[str, Any]) -> Change:
    """Change the name, dates or planned rounds."""
    values = event_update(data)
    rounds = values.get("planned_rounds")
    if rounds is not None and rounds < snap.paired_rounds:
        raise StoreError(f"round {snap.paired_rounds} is already paired", field="rounds")
    start = values.get("start_date", snap.start_date)
    end = values.get("end_date", snap.end_date)
    if start and end and end < start:
        raise StoreError("the event cannot end before it starts", field="end_date")
    shown = {k: str(v) for k, v in values.items()}
    return Change(shown, event=values, log=(LogItem("event", shown),))


def set_tiebreaks(snap: Snapshot, codes: tuple[str, ...], *, override: bool, reason: str) -> Change:
    """Replace the tie-break list: once round 1 is paired only with ``override`` and a reason."""
    warnings: tuple[str, ...] = ()
    if snap.locked:
        if not override:
            raise StoreError(
                "the tie-break list is fixed once round 1 is paired; to change it send "
                "override: true with a reason (it is logged and written into the TRF)",
                field="override",
            )
        if not reason.strip():
            raise StoreError("an override of the tie-break list needs a reason", field="reason")
        warnings = ("the tie-break list was changed after round 1 was paired",)
    detail = {"old": list(snap.tiebreaks), "new": list(codes), "override": snap.locked}
    return Change(
        {"tiebreaks": list(codes)},
        warnings,
        event={"tiebreaks": codes},
        log=(LogItem("tiebreaks", detail, reason, warnings),),
    )


# ---- players --------------------------------------------------------------------------------------------


def player(snap: Snapshot, sno: int) -> PlayerState:
    """The player ``sno`` of the event. :raises NotFound: for none."""
    p = snap.players.get(sno)
    if p is None:
        raise NotFound(f"event {snap.id} has no player {sno}", field="sno")
    return p


def add_player(snap: Snapshot, new: PlayerInput) -> Change:
    """Register a player; after round 1 is paired this is a late entry (earlier rounds: absent)."""
    sno = new.sno or max(snap.players, default=0) + 1
    if sno in snap.players:
        raise StoreError(f"starting number {sno} is taken by {snap.players[sno].name}", field="sno")
    first = _unpaired_round(
        snap,
        new.first_round or snap.paired_rounds + 1,
        "first_round",
        f"a late entry starts at round {snap.paired_rounds + 1} or later",
    )
    state = PlayerState(
        sno,
        new.name or "",
        new.rating,
        (new.federation or "").upper(),
        new.fide_id or "",
        new.title or "",
        new.sex or "",
        new.birth or "",
        first,
        None,
    )
    warnings = (f"late entry: rounds 1 to {first - 1} count as absences",) if first > 1 else ()
    detail = {"sno": sno, "name": state.name, "first_round": first}
    return Change(
        player_dict(state), warnings, new_players=(state,), log=(LogItem("player.add", detail, "", warnings),)
    )


def edit_player(snap: Snapshot, sno: int, new: PlayerInput) -> Change:
    """Change a player's details (name, rating, federation, FIDE id, title, sex, birth)."""
    old = player(snap, sno)
    values: dict[str, Any] = {}
    for key in ("name", "federation", "fide_id", "title", "sex", "birth"):
        value = getattr(new, key)
        if value is not None:
            values[key] = value.upper() if key == "federation" else value
    if new.rating_given:
        values["rating"] = new.rating
    if new.sno is not None and new.sno != sno:
        raise StoreError("a starting number cannot be changed", field="sno")
    if new.first_round is not None:
        raise StoreError("the first round is set at registration", field="first_round")
    changed = {k: v for k, v in values.items() if getattr(old, k) != v}
    warnings: tuple[str, ...] = ()
    if "rating" in changed and snap.locked:
        warnings = (
            f"the rating of {old.name} changed after round 1 was paired: rating-based "
            "tie-breaks of finished rounds change",
        )
    detail = {"sno": sno, "old": {k: getattr(old, k) for k in changed}, "new": changed}
    return Change(
        player_dict(replace(old, **changed)),
        warnings,
        players=((sno, changed),),
        log=(LogItem("player.edit", detail, "", warnings),),
    )


def _unpaired_round(snap: Snapshot, rnd: int, field: str, instead: str) -> int:
    """``rnd``, a planned round not paired yet: else the error says what to do ``instead``."""
    if rnd <= snap.paired_rounds:
        raise StoreError(f"round {rnd} is already paired: {instead}", field=field)
    if rnd > snap.planned_rounds:
        raise StoreError(f"the event has {snap.planned_rounds} rounds", field=field)
    return rnd


def withdraw(snap: Snapshot, sno: int, from_round: int) -> Change:
    """The player plays no more from round ``from_round`` on (a round not paired yet); the byes they
    requested from that round on go."""
    p = player(snap, sno)
    _unpaired_round(
        snap, from_round, "round", f"enter a forfeit for it, and withdraw from round {snap.paired_rounds + 1}"
    )
    byes = tuple(sorted((s, r) for s, r in snap.byes if s == sno and r >= from_round))
    return Change(
        player_dict(replace(p, withdrawn_from=from_round)),
        players=((sno, {"withdrawn_from": from_round}),),
        byes_removed=byes,
        log=(LogItem("player.withdraw", {"sno": sno, "round": from_round}),),
    )


def request_bye(snap: Snapshot, sno: int, rnd: int, kind: Result | None) -> Change:
    """A requested bye (``HALF_BYE``, ``ZERO_BYE``) for a round not paired yet; None cancels it."""
    p = player(snap, sno)
    if rnd <= snap.paired_rounds:
        raise StoreError(
            f"round {rnd} is already paired: byes are requested before a round is paired", field="round"
        )
    if rnd > snap.planned_rounds:
        raise StoreError(f"the event has {snap.planned_rounds} rounds", field="round")
    if p.withdrawn_from is not None and rnd >= p.withdrawn_from:
        raise StoreError(f"{p.name} withdrew from round {p.withdrawn_from}", field="sno")
    shown = {"sno": sno, "round": rnd, "kind": kind.value if kind is not None else None}
    return Change(
        shown,
        byes_removed=((sno, rnd),) if (sno, rnd) in snap.byes else (),
        byes_added=((sno, rnd, kind),) if kind is not None else (),
        log=(LogItem("bye", shown),),
    )


# ---- pairings -------------------------------------------------------------------------------------------


def check_pairings(snap: Snapshot, rnd: int, boards: Sequence[BoardInput]) -> None:
    """Refuse pairings of a round that cannot be paired, or of players who cannot play it."""
    if not 1 <= rnd <= snap.planned_rounds:
        raise StoreError(
            f"the event has {snap.planned_rounds} rounds, so there is no round {rnd}", field="round"
        )
    if rnd > snap.paired_rounds + 1:
        raise StoreError(f"round {snap.paired_rounds + 1} is not paired yet", field="round")
    if not boards:
        raise StoreError("a round needs at least one board", field="boards")
    for i, b in enumerate(boards):
        for side, sno in (("white", b.white), ("black", b.black)):
            if sno is None:
                continue
            p = snap.players.get(sno)
            where = f"boards[{i}].{side}"
            if p is None:
                raise StoreError(f"there is no player {sno}", field=where)
            if p.first_round > rnd:
                raise StoreError(f"{p.name} enters at round {p.first_round}", field=where)
            if p.withdrawn_from is not None and rnd >= p.withdrawn_from:
                raise StoreError(f"{p.name} withdrew from round {p.withdrawn_from}", field=where)
            if (sno, rnd) in snap.byes:
                raise StoreError(f"{p.name} requested a bye for round {rnd} (cancel it first)", field=where)


def set_pairings(snap: Snapshot, rnd: int, boards: Sequence[BoardInput], reason: str) -> Change:
    """The pairings of round ``rnd``. Pairing a round again keeps the boards that do not change (with
    their results); a changed board that had a result needs a reason and warns."""
    check_pairings(snap, rnd, boards)
    old = {b.board: b for b in snap.round_boards(rnd)}
    keep = {
        b.board
        for b in boards
        if b.board in old
        and (old[b.board].white, old[b.board].black, old[b.board].bye) == (b.white, b.black, _bye(b))
    }
    gone = [b for n, b in old.items() if n not in keep]
    warnings: list[str] = []
    with_results = [b.board for b in gone if b.seq]
    if with_results:
        if not reason.strip():
            raise StoreError(
                f"boards {', '.join(map(str, with_results))} of round {rnd} already have results: "
                "changing their pairing needs a reason",
                field="reason",
            )
        warnings.append(
            f"round {rnd}: the pairing of boards {', '.join(map(str, with_results))} changed after "
            "their results were entered (the results stay in the audit log)"
        )
    elif gone and rnd < snap.paired_rounds:
        warnings.append(f"round {rnd} was changed after round {snap.paired_rounds} was paired")
    detail = {
        "round": rnd,
        "boards": [{"board": b.board, "white": b.white, "black": b.black, "bye": b.bye} for b in boards],
        "replaced": sorted(n for n in old if n not in keep),
    }
    added = tuple(
        BoardState(None, rnd, b.board, b.white, b.black, _bye(b)) for b in boards if b.board not in keep
    )
    return Change(
        detail,
        tuple(warnings),
        superseded=tuple(b.id for b in gone if b.id is not None),
        new_boards=added,
        log=(LogItem("pairings", detail, reason, tuple(warnings)),),
    )


def _bye(b: BoardInput) -> Result | None:
    return Result.from_code(b.bye) if b.bye else None


def import_round(snap: Snapshot, text: str, rnd: int, source: str, reason: str) -> Change:
    """The pairings of round ``rnd`` (and its results, where the file has them) from a TRF written by
    the organiser's pairing program; its players must be the event's."""
    t = read_trf(text, source)
    for p in t.players:
        mine = snap.players.get(p.sno)
        if mine is None or mine.name.casefold() != p.name.casefold():
            what = "is not registered" if mine is None else f"is {mine.name!r} in the event"
            raise StoreError(
                f"player {p.sno} ({p.name}) {what}", field="file", source=source, line=p.line, column=5
            )
    boards, results = round_from_tournament(t, rnd)
    if not boards:
        raise StoreError(f"the file has no pairings for round {rnd}", field="file", source=source)
    paired = set_pairings(snap, rnd, boards, reason)
    after = apply(snap, paired)
    items = [
        {"board": number, "result": show_result(code), "version": after.boards[(rnd, number)].seq}
        for number, code in results
        if after.boards[(rnd, number)].result != board_result(code, bye=False)
    ]
    entered = enter_results(after, rnd, items, reason or f"imported from {source}")
    return paired.then(entered, {**paired.data, "results": entered.data["results"]})


def pair_round_robin(snap: Snapshot, rnd: int | None) -> Change:
    """Pair round ``rnd`` (default: every round not paired yet) of a round robin from the Berger tables;
    starting numbers are the table numbers; the free round of an odd field is a bye."""
    if snap.pairing == "swiss":
        raise StoreError(
            "Berger tables pair round robins; a Swiss event's pairings come from the "
            "pairing program or by hand",
            field="pairing",
        )
    snos = sorted(snap.players)
    if len(snos) < 2:
        raise StoreError("a round robin needs at least two players", field="players")
    table = (double_round_robin if snap.pairing == "double-round-robin" else berger_rounds)(len(snos))
    if len(table) != snap.planned_rounds:
        raise StoreError(
            f"{len(snos)} players play {len(table)} rounds in a {snap.pairing.replace('-', ' ')}, the event "
            f"plans {snap.planned_rounds}: change the planned rounds first",
            field="rounds",
        )
    wanted = [rnd] if rnd is not None else list(range(snap.paired_rounds + 1, len(table) + 1))
    change = Change({})
    shown: list[dict[str, Any]] = []
    current = snap
    for r in wanted:
        if not 1 <= r <= len(table):
            raise StoreError(f"the round robin has rounds 1 to {len(table)}", field="round")
        boards = []
        for i, (w, b) in enumerate(table[r - 1], 1):
            if w is None or b is None:
                alone = w if w is not None else b
                assert alone is not None
                boards.append(BoardInput(i, snos[alone - 1], None, "U"))
            else:
                boards.append(BoardInput(i, snos[w - 1], snos[b - 1], None))
        boards.sort(key=lambda x: x.black is None)  # the free round after the games
        boards = [replace(b, board=i) for i, b in enumerate(boards, 1)]
        step = set_pairings(current, r, boards, "Berger tables")
        shown.append(step.data)
        change = change.then(step)
        current = apply(current, step)
    return replace(change, data={"rounds": shown})


# ---- results --------------------------------------------------------------------------------------------


def enter_results(
    snap: Snapshot, rnd: int, items: Sequence[Mapping[str, Any]], reason: str, *, single: bool = False
) -> Change:
    """Enter or correct boards of round ``rnd`` (``[{board, result, version}]``): all or nothing; a
    board's version other than the one seen raises :class:`Conflict` with the current value."""
    if not 1 <= rnd <= snap.planned_rounds:
        raise StoreError(
            f"the event has {snap.planned_rounds} rounds, so there is no round {rnd}", field="round"
        )
    if not items:
        raise StoreError("no results given", field="results")
    seen: set[int] = set()
    planned = [_checked(snap, rnd, item, i, single, seen) for i, item in enumerate(items)]
    changed: dict[int, BoardState] = {}
    entries: list[NewResult] = []
    answers = []
    for board, result in planned:
        if result == board.result:
            answers.append({"round": rnd, **board_dict(board)})
            continue
        new = replace(board, result=result, seq=board.seq + 1)
        entries.append(NewResult(rnd, board.board, board.id, result, board.result, new.seq, reason))
        changed[board.board] = new
        answers.append({"round": rnd, **board_dict(new)})
    data: dict[str, Any] = answers[0] if single else {"results": answers}
    after = None
    if all(b.id is not None for b in changed.values()):  # every board has its row: the event after is exact
        boards = dict(snap.boards)
        for number, b in changed.items():
            boards[(rnd, number)] = b
        t = snap.tournament
        after = replace(snap, boards=boards, tournament=with_boards(t, list(changed.values())) if t else None)
    return Change(data, results=tuple(entries), after=after)


def _checked(
    snap: Snapshot, rnd: int, item: Mapping[str, Any], i: int, single: bool, seen: set[int]
) -> tuple[BoardState, BoardResult | None]:
    """The board an item names and the result it enters (checked against the board's version)."""
    where = "" if single else f"results[{i}]."
    if not isinstance(item, Mapping):
        raise StoreError("expected an object {board, result, version}", field=f"results[{i}]")
    extra = sorted(set(item) - {"board", "result", "version"})
    if extra:
        raise StoreError("unknown field (expected board, result, version)", field=where + extra[0])
    number = item.get("board")
    if isinstance(number, bool) or not isinstance(number, int):
        raise StoreError("expected a board number", field=where + "board")
    board = snap.boards.get((rnd, number))
    if board is None:
        paired = len(snap.round_boards(rnd))
        raise StoreError(
            f"round {rnd} has no board {number}"
            + (f" (boards 1 to {paired})" if paired else " (it is not paired yet)"),
            field=where + "board",
        )
    if number in seen:
        raise StoreError(f"board {number} is given twice", field=where + "board")
    seen.add(number)
    return board, _result_of(item, board, rnd, where)


def _result_of(item: Mapping[str, Any], board: BoardState, rnd: int, where: str) -> BoardResult | None:
    bye = board.black is None
    result = board_result(parse_result(item.get("result"), where + "result", bye=bye), bye=bye)
    version = item.get("version", 0)
    if isinstance(version, bool) or not isinstance(version, int):
        raise StoreError("expected the board's version (0 before its first result)", field=where + "version")
    if version != board.seq:
        raise Conflict(
            f"round {rnd} board {board.board} is at version {board.seq}, not {version}: "
            f"its result is now {show_result(board.code) or 'not entered'}",
            current={"round": rnd, **board_dict(board)},
            field=where + "version",
        )
    if result is None and board.seq == 0:
        raise StoreError("the board has no result to withdraw", field=where + "result")
    return result


Command = Callable[[Snapshot], Change]
"""A command bound to its arguments: what the service runs on the event's snapshot in its transaction."""
