"""The database schema's versions: Alembic revisions in webapp/storage/migrations, run in code.

`upgrade(url)` brings a database to the latest revision; `make run` and
`make serve` call it once (`flask --app webapp upgrade-db`) before any worker
starts, so workers never create or alter tables. A database made before
migrations existed (by `create_all`, no version table) is adopted as
revision 0001 and upgraded from there. `is_current(engine)` tells a worker
whether it may serve.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect
from sqlalchemy.engine import Connection, Engine

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
FIRST = "0001"


def _config(connection: Connection) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def head() -> str:
    """The latest revision."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    found = ScriptDirectory.from_config(config).get_current_head()
    assert found is not None
    return found


def current(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the database to `revision` (the latest by default)."""
    with engine.begin() as connection:
        config = _config(connection)
        tables = set(inspect(connection).get_table_names())
        if current(connection) is None and "games" in tables:
            # Made by create_all before migrations: that schema is revision 0001.
            command.stamp(config, FIRST)
        command.upgrade(config, revision)


def is_current(engine: Engine) -> bool:
    with engine.connect() as connection:
        return current(connection) == head()
