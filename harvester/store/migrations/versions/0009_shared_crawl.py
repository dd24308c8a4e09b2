"""A crawl on the shared queue (``harvest submit --crawl``): each run's starts and bounds
(crawl_runs), its frontier and seen set, one row per story key (crawl_rows), and the
hosts its sites named as their twins (crawl_twins). harvester.shared.crawl reads them.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "crawl_runs",
        sa.Column("run", sa.String(200), nullable=False),
        sa.Column("options", sa.Text(), nullable=False),
        sa.Column("lists_read", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("run"),
    )
    op.create_table(
        "crawl_rows",
        sa.Column("run", sa.String(200), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("url", sa.Text(), nullable=True),
        sa.Column("role", sa.String(8), nullable=False),
        sa.Column("state", sa.String(8), nullable=False),
        sa.PrimaryKeyConstraint("run", "key_hash"),
    )
    op.create_table(
        "crawl_twins",
        sa.Column("run", sa.String(200), nullable=False),
        sa.Column("host", sa.String(255), nullable=False),
        sa.PrimaryKeyConstraint("run", "host"),
    )


def downgrade() -> None:
    op.drop_table("crawl_twins")
    op.drop_table("crawl_rows")
    op.drop_table("crawl_runs")
