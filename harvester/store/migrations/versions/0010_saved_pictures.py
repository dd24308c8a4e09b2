"""The pictures a run saved (``--pictures``): which address gave which file, so a rerun
sends no request for a picture it holds (harvester.pictures.ledger reads it).

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "saved_pictures",
        sa.Column("url_key", sa.String(64), nullable=False),
        sa.Column("url", sa.Text(), nullable=False),
        sa.Column("file", sa.String(96), nullable=False),
        sa.Column("sha256", sa.String(64), nullable=False),
        sa.Column("bytes", sa.BigInteger(), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("format", sa.String(8), nullable=False),
        sa.Column("phash", sa.String(16), nullable=False),
        sa.Column("saved_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("url_key"),
    )
    op.create_index("ix_saved_pictures_sha256", "saved_pictures", ["sha256"])


def downgrade() -> None:
    op.drop_index("ix_saved_pictures_sha256", table_name="saved_pictures")
    op.drop_table("saved_pictures")
