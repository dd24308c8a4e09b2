"""The first schema: one trigger per site and section (what create_all made before Alembic).

Revision ID: 0001
Revises:
Create Date: 2026-11-29
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
        "templates",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("site", sa.String(255), nullable=False),
        sa.Column("section", sa.String(255), nullable=False),
        sa.Column("trigger", sa.Text(), nullable=False),
        sa.Column("origin", sa.String(16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("hits", sa.Integer(), nullable=False),
        sa.Column("failures", sa.Integer(), nullable=False),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("site", "section"),
    )
    op.create_index("ix_templates_site", "templates", ["site"])


def downgrade() -> None:
    op.drop_index("ix_templates_site", table_name="templates")
    op.drop_table("templates")
