"""Many workers on one PostgreSQL (``harvest submit`` / ``worker``): the records of each run
(one per run and URL), the workers, the claims that share politeness and discovery between
them, each host's next turn, and each run's robots.txt answers.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "records",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("run", sa.String(200), nullable=False),
        sa.Column("url_hash", sa.String(64), nullable=False),
        sa.Column("url", sa.Text(), nullable=False),
        sa.Column("status", sa.String(8), nullable=False),
        sa.Column("kind", sa.String(16), nullable=True),
        sa.Column("error_kind", sa.String(32), nullable=True),
        sa.Column("host", sa.String(255), nullable=False),
        sa.Column("worker_id", sa.Integer(), nullable=True),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("run", "url_hash"),
    )
    op.create_table(
        "workers",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("host", sa.String(255), nullable=False),
        sa.Column("pid", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("stopped_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_table(
        "claims",
        sa.Column("key", sa.String(600), nullable=False),
        sa.Column("worker_id", sa.Integer(), nullable=False),
        sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("key"),
    )
    op.create_table(
        "host_turns",
        sa.Column("host", sa.String(300), nullable=False),
        sa.Column("next_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("host"),
    )
    op.create_table(
        "robots_answers",
        sa.Column("run", sa.String(200), nullable=False),
        sa.Column("origin", sa.String(300), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("fetched_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("run", "origin"),
    )


def downgrade() -> None:
    for table in ("robots_answers", "host_turns", "claims", "workers", "records"):
        op.drop_table(table)
