"""A game keeps the player's own notes, colour markers, its name and level, and progress.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

NO_NOTES = "000" * 81
NO_MARKERS = "0" * 81


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(
            sa.Column("notes_mode", sa.String(8), nullable=False, server_default="auto")
        )
        batch.add_column(
            sa.Column("notes", sa.String(243), nullable=False, server_default=NO_NOTES)
        )
        batch.add_column(
            sa.Column("markers", sa.String(81), nullable=False, server_default=NO_MARKERS)
        )
        batch.add_column(sa.Column("title", sa.String(80), nullable=False, server_default=""))
        batch.add_column(sa.Column("level", sa.String(16), nullable=False, server_default=""))
        batch.add_column(sa.Column("hints_used", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("seconds", sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        for name in ("seconds", "hints_used", "level", "title", "markers", "notes", "notes_mode"):
            batch.drop_column(name)
