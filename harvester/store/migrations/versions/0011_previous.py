"""A gallery's previous control (previous_xpath): the press that moves it one picture
back, found while probing (twin arrows of one class); a gallery that opened after its
first picture is walked back to it with this press.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("templates", sa.Column("previous_xpath", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("templates") as batch:
        batch.drop_column("previous_xpath")
