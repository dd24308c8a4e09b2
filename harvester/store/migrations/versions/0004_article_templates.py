"""Article templates: the XPath of the subtree holding a site section's article bodies
(seed 002), with its use counts.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "article_templates",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("site", sa.String(255), nullable=False),
        sa.Column("section", sa.String(255), nullable=False),
        sa.Column("path", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("hits", sa.Integer(), nullable=False),
        sa.Column("disagreements", sa.Integer(), nullable=False),
        sa.Column("relearned", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("site", "section"),
    )
    op.create_index("ix_article_templates_site", "article_templates", ["site"])


def downgrade() -> None:
    op.drop_index("ix_article_templates_site", "article_templates")
    op.drop_table("article_templates")
