"""Games and their actions: the schema as it was before migrations.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("variant", sa.String(16), nullable=False),
        sa.Column("givens", sa.String(81), nullable=False),
        sa.Column("solution", sa.String(81), nullable=False),
        sa.Column("board", sa.String(81), nullable=False),
        sa.Column("exclusions", sa.String(243), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("done", sa.Integer(), nullable=False),
        sa.Column("hint_level", sa.Integer(), nullable=False),
        sa.Column("hint", sa.Text(), nullable=True),
        sa.Column("show_candidates", sa.Boolean(), nullable=False),
        sa.Column("steps_open", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "actions",
        sa.Column(
            "game_id",
            sa.String(32),
            sa.ForeignKey("games.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seq", sa.Integer(), primary_key=True),
        sa.Column("label", sa.String(200), nullable=False),
        sa.Column("changes", sa.Text(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("actions")
    op.drop_table("games")
