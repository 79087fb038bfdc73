"""Games know their last stored action, so "can I redo?" and a new move's clearing of
the undone actions need no query when nothing was undone.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(
            sa.Column("history_end", sa.Integer(), nullable=False, server_default="0")
        )
    op.execute(
        "UPDATE games SET history_end = COALESCE("
        "(SELECT MAX(actions.seq) FROM actions WHERE actions.game_id = games.id), done)"
    )


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("history_end")
