"""The first schema of the event store: events, tokens, players, byes, boards, results, log.

Revision ID: 0001
Revises:
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("start_date", sa.Date),
        sa.Column("end_date", sa.Date),
        sa.Column("pairing", sa.String(30), nullable=False),
        sa.Column("planned_rounds", sa.Integer, nullable=False),
        sa.Column("scoring", sa.String(200), nullable=False),
        sa.Column("rules", sa.String(10), nullable=False),
        sa.Column("tiebreaks", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_table(
        "tokens",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "event_id", sa.Integer, sa.ForeignKey("events.id", ondelete="CASCADE"), nullable=False, index=True
        ),
        sa.Column("role", sa.String(20), nullable=False),
        sa.Column("digest", sa.String(64), nullable=False, unique=True),
        sa.Column("label", sa.String(100), nullable=False),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.Column("revoked_at", sa.DateTime),
    )
    op.create_table(
        "players",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "event_id", sa.Integer, sa.ForeignKey("events.id", ondelete="CASCADE"), nullable=False, index=True
        ),
        sa.Column("sno", sa.Integer, nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("rating", sa.Integer),
        sa.Column("federation", sa.String(3), nullable=False),
        sa.Column("fide_id", sa.String(11), nullable=False),
        sa.Column("title", sa.String(3), nullable=False),
        sa.Column("sex", sa.String(1), nullable=False),
        sa.Column("birth", sa.String(10), nullable=False),
        sa.Column("first_round", sa.Integer, nullable=False),
        sa.Column("withdrawn_from", sa.Integer),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.UniqueConstraint("event_id", "sno"),
    )
    op.create_table(
        "byes",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "event_id", sa.Integer, sa.ForeignKey("events.id", ondelete="CASCADE"), nullable=False, index=True
        ),
        sa.Column("sno", sa.Integer, nullable=False),
        sa.Column("round", sa.Integer, nullable=False),
        sa.Column("kind", sa.String(1), nullable=False),
        sa.UniqueConstraint("event_id", "sno", "round"),
    )
    op.create_table(
        "boards",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("events.id", ondelete="CASCADE"), nullable=False),
        sa.Column("round", sa.Integer, nullable=False),
        sa.Column("board", sa.Integer, nullable=False),
        sa.Column("white", sa.Integer, nullable=False),
        sa.Column("black", sa.Integer),
        sa.Column("bye", sa.String(1)),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.Column("superseded_at", sa.DateTime),
    )
    op.create_index("ix_boards_event_round", "boards", ["event_id", "round"])
    op.create_table(
        "results",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("events.id", ondelete="CASCADE"), nullable=False),
        sa.Column(
            "board_id", sa.Integer, sa.ForeignKey("boards.id", ondelete="CASCADE"), nullable=False, index=True
        ),
        sa.Column("round", sa.Integer, nullable=False),
        sa.Column("board", sa.Integer, nullable=False),
        sa.Column("result", sa.String(8), nullable=False),
        sa.Column("previous", sa.String(8), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("actor", sa.String(120), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("at", sa.DateTime, nullable=False),
    )
    op.create_index("ix_results_event", "results", ["event_id", "id"])
    op.create_table(
        "log",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("events.id", ondelete="CASCADE"), nullable=False),
        sa.Column("action", sa.String(40), nullable=False),
        sa.Column("detail", sa.Text, nullable=False),
        sa.Column("actor", sa.String(120), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("warning", sa.Text, nullable=False),
        sa.Column("at", sa.DateTime, nullable=False),
    )
    op.create_index("ix_log_event", "log", ["event_id", "id"])


def downgrade() -> None:
    for name in ("log", "results", "boards", "byes", "players", "tokens", "events"):
        op.drop_table(name)
