"""A gallery's own data: where the site's galleries list their pictures and captions
(data_source, JSON: harvester.gallery.datasource.DataSource), read on later galleries
with one page load.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("templates", sa.Column("data_source", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("templates") as batch:
        batch.drop_column("data_source")
