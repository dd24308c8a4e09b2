"""Content XPaths (picture, caption, title), a URL regex limiting a template to some pages
of its site (seeded section patterns), and store_meta (which seeds file was loaded).

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

COLUMNS = ("url_regex", "picture_xpath", "caption_xpath", "title_xpath")


def upgrade() -> None:
    # plain ADD COLUMN (nullable, no default): SQLite does it in place, no table copy
    for name in COLUMNS:
        op.add_column("templates", sa.Column(name, sa.Text(), nullable=True))
    op.create_table(
        "store_meta",
        sa.Column("key", sa.String(64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key"),
    )


def downgrade() -> None:
    op.drop_table("store_meta")
    with op.batch_alter_table("templates") as batch:
        for name in reversed(COLUMNS):
            batch.drop_column(name)
