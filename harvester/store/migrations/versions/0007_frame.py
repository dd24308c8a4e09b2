"""A gallery framed into its page: the XPath of the same-origin ``<iframe>`` its player
lives in (frame_xpath); the template's other XPaths are read in that frame's document.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("templates", sa.Column("frame_xpath", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("templates") as batch:
        batch.drop_column("frame_xpath")
