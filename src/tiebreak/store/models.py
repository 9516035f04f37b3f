"""The tables of the event store (SQLAlchemy 2 declarative models).

Nothing here is ever rewritten in place where history matters: results are an append-only log
(:class:`ResultEntry`, the current value of a board is its last entry), replaced pairings are kept with
the moment they were superseded (:class:`Board`), and every other change leaves a :class:`LogEntry`.
``Event.version`` grows by one with every accepted write: it is the event's ETag and the tick live pages
will follow.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import Date, DateTime, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = ["Base", "Board", "Bye", "Event", "LogEntry", "PlayerRow", "ResultEntry", "Session", "Token"]


class Base(DeclarativeBase):
    """Declarative base of the store's tables."""


class Event(Base):
    """One event: its settings and the version counter of its writes."""

    __tablename__ = "events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    start_date: Mapped[dt.date | None] = mapped_column(Date)
    end_date: Mapped[dt.date | None] = mapped_column(Date)
    pairing: Mapped[str] = mapped_column(String(30))
    """``swiss``, ``round-robin`` or ``double-round-robin``."""
    planned_rounds: Mapped[int] = mapped_column(Integer)
    scoring: Mapped[str] = mapped_column(String(200))
    """JSON object of exact numbers as strings: ``win draw loss absent pab``."""
    rules: Mapped[str] = mapped_column(String(10))
    """``2026``, ``2024``, ``seed`` or ``auto`` (from the start date)."""
    tiebreaks: Mapped[str] = mapped_column(Text)
    """Comma-separated codes as given (validated by the code parser)."""
    version: Mapped[int] = mapped_column(Integer, default=1)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime)


class Token(Base):
    """An access token of an event, stored only as its SHA-256 digest."""

    __tablename__ = "tokens"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    role: Mapped[str] = mapped_column(String(20))
    """``organiser`` or ``arbiter``."""
    digest: Mapped[str] = mapped_column(String(64), unique=True)
    label: Mapped[str] = mapped_column(String(100), default="")
    created_at: Mapped[dt.datetime] = mapped_column(DateTime)
    revoked_at: Mapped[dt.datetime | None] = mapped_column(DateTime)


class Session(Base):
    """An arbiter's signed-in desk: the cookie holds a random id, stored only as its SHA-256 digest. It
    ends at ``expires_at``, when logged out (``ended_at``) or when its token is revoked."""

    __tablename__ = "sessions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    token_id: Mapped[int] = mapped_column(ForeignKey("tokens.id", ondelete="CASCADE"), index=True)
    digest: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime)
    expires_at: Mapped[dt.datetime] = mapped_column(DateTime)
    ended_at: Mapped[dt.datetime | None] = mapped_column(DateTime)


class PlayerRow(Base):
    """A registered player. ``first_round`` > 1 is a late entry; ``withdrawn_from`` the first round
    the player no longer plays."""

    __tablename__ = "players"
    __table_args__ = (UniqueConstraint("event_id", "sno"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    sno: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(100))
    rating: Mapped[int | None] = mapped_column(Integer)
    federation: Mapped[str] = mapped_column(String(3), default="")
    fide_id: Mapped[str] = mapped_column(String(11), default="")
    title: Mapped[str] = mapped_column(String(3), default="")
    sex: Mapped[str] = mapped_column(String(1), default="")
    birth: Mapped[str] = mapped_column(String(10), default="")
    first_round: Mapped[int] = mapped_column(Integer, default=1)
    withdrawn_from: Mapped[int | None] = mapped_column(Integer)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime)


class Bye(Base):
    """A bye a player requested for a round not yet paired: ``H`` (half point) or ``Z`` (zero)."""

    __tablename__ = "byes"
    __table_args__ = (UniqueConstraint("event_id", "sno", "round"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    sno: Mapped[int] = mapped_column(Integer)
    round: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(1))


class Board(Base):
    """One board of a round's pairings. ``black`` is None for a bye board, whose ``bye`` is the code
    (``U`` pairing-allocated, ``F`` full point, ``H`` half point, ``Z`` zero). A replaced pairing keeps
    its row with ``superseded_at`` set, so that earlier moments can be rebuilt."""

    __tablename__ = "boards"
    __table_args__ = (Index("ix_boards_event_round", "event_id", "round"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    round: Mapped[int] = mapped_column(Integer)
    board: Mapped[int] = mapped_column(Integer)
    white: Mapped[int] = mapped_column(Integer)
    black: Mapped[int | None] = mapped_column(Integer)
    bye: Mapped[str | None] = mapped_column(String(1))
    created_at: Mapped[dt.datetime] = mapped_column(DateTime)
    superseded_at: Mapped[dt.datetime | None] = mapped_column(DateTime)


class ResultEntry(Base):
    """One entry of the append-only result log: who set which board from what to what, when and why.
    ``result`` is empty when a result was withdrawn (the board is pending again)."""

    __tablename__ = "results"
    __table_args__ = (Index("ix_results_event", "event_id", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    board_id: Mapped[int] = mapped_column(ForeignKey("boards.id", ondelete="CASCADE"), index=True)
    round: Mapped[int] = mapped_column(Integer)
    board: Mapped[int] = mapped_column(Integer)
    result: Mapped[str] = mapped_column(String(8))
    previous: Mapped[str] = mapped_column(String(8))
    seq: Mapped[int] = mapped_column(Integer)
    """1 for the board's first entry, then 2, 3 …: the board's version (its ETag)."""
    actor: Mapped[str] = mapped_column(String(120))
    reason: Mapped[str] = mapped_column(Text, default="")
    at: Mapped[dt.datetime] = mapped_column(DateTime)


class LogEntry(Base):
    """Every change that is not a result: settings, tie-break list, players, byes, pairings, tokens.
    ``detail`` is a JSON object (old and new values)."""

    __tablename__ = "log"
    __table_args__ = (Index("ix_log_event", "event_id", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    action: Mapped[str] = mapped_column(String(40))
    detail: Mapped[str] = mapped_column(Text)
    actor: Mapped[str] = mapped_column(String(120))
    reason: Mapped[str] = mapped_column(Text, default="")
    warning: Mapped[str] = mapped_column(Text, default="")
    at: Mapped[dt.datetime] = mapped_column(DateTime)
