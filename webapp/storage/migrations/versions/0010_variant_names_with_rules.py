"""A game's variant may carry rule elements: "rules:", its base variant's name (a Killer's
up to 274 characters) and one part per thermometer, arrow or line (a 9-cell thermometer
is 19 characters; engine/rules/naming.py). Puzzles with many lines pass 512 characters;
4096 holds far more than any published one draws.

Revision ID: 0010
Revises: 0009
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.alter_column("variant", type_=sa.String(4096), existing_type=sa.String(512))


def downgrade() -> None:
    # A name past 512 characters does not fit the narrower column: those games go, with
    # their actions and list entries (as 0008's downgrade does for Killers).
    games = sa.table("games", sa.column("id", sa.String), sa.column("variant", sa.String))
    long_names = sa.select(games.c.id).where(sa.func.length(games.c.variant) > 512)
    for name in ("actions", "played"):
        table = sa.table(name, sa.column("game_id", sa.String))
        op.execute(table.delete().where(table.c.game_id.in_(long_names)))
    op.execute(games.delete().where(sa.func.length(games.c.variant) > 512))
    with op.batch_alter_table("games") as batch:
        batch.alter_column("variant", type_=sa.String(512), existing_type=sa.String(4096))
