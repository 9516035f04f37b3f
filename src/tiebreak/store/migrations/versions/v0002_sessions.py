"""Arbiter sessions: the desk's cookie holds a random session id, stored here only as its SHA-256 digest,
tied to the token that opened it (revoking the token ends it) and ended by logging out.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sessions",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "event_id", sa.Integer, sa.ForeignKey("events.id", ondelete="CASCADE"), nullable=False, index=True
        ),
        sa.Column(
            "token_id", sa.Integer, sa.ForeignKey("tokens.id", ondelete="CASCADE"), nullable=False, index=True
        ),
        sa.Column("digest", sa.String(64), nullable=False, unique=True),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.Column("expires_at", sa.DateTime, nullable=False),
        sa.Column("ended_at", sa.DateTime),
    )


def downgrade() -> None:
    op.drop_table("sessions")
