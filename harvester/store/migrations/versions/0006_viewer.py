"""A lightbox gallery's viewer: the thumbnail pressed to open it (opener_xpath), and how
the grid names the pictures and captions once a walk confirmed it (grid_spec).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("templates", sa.Column("opener_xpath", sa.Text(), nullable=True))
    op.add_column("templates", sa.Column("grid_spec", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("templates") as batch:
        batch.drop_column("grid_spec")
        batch.drop_column("opener_xpath")
