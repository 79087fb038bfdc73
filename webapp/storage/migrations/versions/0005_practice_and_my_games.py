"""A game may be a drill of one technique or a day's puzzle and remembers the techniques
its hints showed; a browser keeps the list of games it played.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("practice", sa.String(40), nullable=False, server_default=""))
        batch.add_column(sa.Column("daily", sa.String(10), nullable=False, server_default=""))
        batch.add_column(sa.Column("techniques", sa.Text(), nullable=False, server_default=""))
        batch.add_column(sa.Column("solved_at", sa.DateTime(timezone=True), nullable=True))
    op.create_table(
        "played",
        sa.Column("browser", sa.String(32), primary_key=True),
        sa.Column(
            "game_id",
            sa.String(32),
            sa.ForeignKey("games.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("last_played", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("played_by_game", "played", ["game_id"])


def downgrade() -> None:
    op.drop_index("played_by_game", "played")
    op.drop_table("played")
    with op.batch_alter_table("games") as batch:
        for name in ("solved_at", "techniques", "daily", "practice"):
            batch.drop_column(name)
