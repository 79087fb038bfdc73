"""A game's title is kept as words to say in the page's language (title_words: a kind
and its parameters, as JSON), not only as the text it read in the language it started
in. The English titles of earlier games that say a known kind get their words; any other
title (started on a page in another language, a practice game) shows as it was stored.

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import json
import re

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

LEVEL = "(Easy|Medium|Hard|Unfair|Extreme)"
# The English titles the app gave, and the words each says (as webapp/page/titles.py).
KNOWN = (
    (re.compile(r"Pasted puzzle"), lambda m: {"kind": "pasted"}),
    (re.compile(rf"New puzzle \({LEVEL}\)"), lambda m: {"kind": "new", "level": m[1]}),
    (re.compile(rf"Today's puzzle \({LEVEL}\)"), lambda m: {"kind": "daily", "level": m[1]}),
    (
        re.compile(rf"Built-in {LEVEL} ([0-9]+)"),
        lambda m: {"kind": "builtin", "level": m[1], "number": int(m[2])},
    ),
)


def words_of(title: str) -> str:
    for pattern, words in KNOWN:
        found = pattern.fullmatch(title)
        if found:
            return json.dumps(words(found), separators=(",", ":"), sort_keys=True)
    return ""


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(
            sa.Column("title_words", sa.String(200), nullable=False, server_default="")
        )
    games = sa.table("games", sa.column("id", sa.String), sa.column("title", sa.String),
                     sa.column("title_words", sa.String))
    bind = op.get_bind()
    titled = bind.execute(
        sa.select(games.c.id, games.c.title).where(
            sa.or_(
                games.c.title == "Pasted puzzle",
                games.c.title.like("New puzzle (%)"),
                games.c.title.like("Today's puzzle (%)"),
                games.c.title.like("Built-in %"),
            )
        )
    ).all()
    for game_id, title in titled:
        words = words_of(title)
        if words:
            bind.execute(
                games.update().where(games.c.id == game_id).values(title_words=words)
            )


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("title_words")
