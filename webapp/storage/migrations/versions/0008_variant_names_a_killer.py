"""A game's variant may name a Killer: "killer:", its 81-character cage map, ":" and
the cage sums (at most 62 cages of two digits each: 274 characters). 512 leaves room
without making the column unbounded.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.alter_column("variant", type_=sa.String(512), existing_type=sa.String(96))


def downgrade() -> None:
    # A Killer's name does not fit the narrower column, and an earlier app cannot play
    # one: those games go, with their actions and list entries (as prune deletes them;
    # SQLite enforces no cascade unless asked).
    games = sa.table("games", sa.column("id", sa.String), sa.column("variant", sa.String))
    killers = sa.select(games.c.id).where(games.c.variant.like("killer:%"))
    for name in ("actions", "played"):
        table = sa.table(name, sa.column("game_id", sa.String))
        op.execute(table.delete().where(table.c.game_id.in_(killers)))
    op.execute(games.delete().where(games.c.variant.like("killer:%")))
    with op.batch_alter_table("games") as batch:
        batch.alter_column("variant", type_=sa.String(96), existing_type=sa.String(512))
