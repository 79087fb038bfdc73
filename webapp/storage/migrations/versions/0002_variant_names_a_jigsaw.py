"""A game's variant may name a Jigsaw: "jigsaw:" and its 81-character layout.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.alter_column("variant", type_=sa.String(96), existing_type=sa.String(16))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.alter_column("variant", type_=sa.String(16), existing_type=sa.String(96))
