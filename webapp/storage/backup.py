"""Backups that restore: `flask --app webapp backup PATH` and `restore PATH`.

SQLite: SQLite's online backup API copies the database page by page while the app
keeps writing, and the copy is one consistent moment (a writer that commits
mid-copy makes the copy start again from the new state). Restore copies a backup
back the same way, so readers never see half a database.

PostgreSQL: `pg_dump --format=custom` and `pg_restore --clean --if-exists`, the
server's own tools (one consistent snapshot per dump), run with the app's URL; the
password reaches them in a private password file, never on their command line.

A backup is a file anyone may have handed over, so `restore` checks it on a copy
before the live database is touched: its schema objects must be exactly those the
migrations make at its revision (no trigger, view or index more or less), the
revision one the app knows, every row one the app can read, and every game's history
must replay to its board. Anything else is refused in one line, the live database
untouched. The database and its backups are readable by their owner only.

`check-games` replays every game's stored history backwards from its board and
says which games do not add up: a restored backup is checked with it.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import sqlite3
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

import click
from alembic.config import Config
from alembic.script import ScriptDirectory
from flask import Flask
from sqlalchemy import Integer, String, create_engine, select, text, type_coerce
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.orm import Session

from engine import variant_named

from . import schema
from .hint_record import load_hint
from .store import ID_ALPHABET, MARKER_NAMES, MAX_ID_LENGTH, Action, Game, Played

PRIVATE = 0o600


class BackupError(click.ClickException):
    """A backup or restore that cannot be done, said plainly."""


def _line(text_: object) -> str:
    """A message on one line, whatever a tool or a backup put in it."""
    return " ".join(str(text_).split())[:500]


def sqlite_file(engine: Engine) -> Path:
    database = engine.url.database
    if not database or database == ":memory:":
        raise BackupError("an in-memory SQLite database has nothing to back up")
    return Path(database)


def _refuse_live(live: Path, other: Path, what: str) -> None:
    """`other` must not be the live database or one of the files SQLite keeps beside it
    (copying a database onto itself waits forever on its own lock)."""
    resolved = live.resolve()
    family = {resolved} | {
        resolved.with_name(resolved.name + suffix)
        for suffix in ("-wal", "-shm", "-journal", "-writer")
    }
    same = other.resolve() in family
    if not same and other.exists():
        for kept in family:
            try:
                same = same or os.path.samefile(other, kept)
            except OSError:
                pass
    if same:
        raise BackupError(f"{other} is the live database (or a file beside it): {what} elsewhere")


def _private_temp(directory: Path, prefix: str) -> Path:
    """An empty file only its owner may read, next to where it will end up."""
    if not directory.is_dir():
        raise BackupError(f"no folder {directory}")
    fd, name = tempfile.mkstemp(prefix=prefix, dir=directory)
    os.fchmod(fd, PRIVATE)
    os.close(fd)
    return Path(name)


def backup_sqlite(source: Path, target: Path) -> None:
    """A consistent copy of a live SQLite database, taken while others write."""
    if not source.is_file():
        raise BackupError(f"no database at {source}")
    _refuse_live(source, target, "back up")
    temp = _private_temp(target.parent, f".{target.name}.")
    try:
        with closing(sqlite3.connect(source)) as live, closing(sqlite3.connect(temp)) as copy:
            live.backup(copy)
            # The copy is a standalone file: no write-ahead log beside it.
            copy.execute("PRAGMA journal_mode=DELETE")
        os.chmod(temp, PRIVATE)
        os.replace(temp, target)  # whole or not at all; a link at `target` is replaced
    finally:
        temp.unlink(missing_ok=True)


def _private_database(path: Path) -> None:
    """Create the database file readable by its owner only, if it is not there yet."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE))
    except FileExistsError:
        pass


def restore_sqlite(backup: Path, target: Path) -> None:
    """Check a copy of the backup, then put it in place of the live database through
    the online backup API."""
    _refuse_live(target, backup, "restore from a copy")
    if not backup.is_file():
        raise BackupError(f"no backup at {backup}")
    if not target.parent.is_dir():
        raise BackupError(f"no folder {target.parent}")
    with tempfile.TemporaryDirectory(prefix=".restore-check-", dir=target.parent) as scratch:
        copy = Path(scratch) / "backup.db"
        _private_database(copy)
        with open(backup, "rb") as source, open(copy, "wb") as out:
            shutil.copyfileobj(source, out)
        _check_sqlite_file(copy, backup)
        checking = _sqlite_engine(copy)
        try:
            with checking.connect() as connection:
                revision = _revision(connection, backup)
            reference = _sqlite_engine(Path(scratch) / "reference.db")
            try:
                schema.upgrade(reference, revision)
                with reference.connect() as ref, checking.connect() as seen:
                    _compare_objects(backup, _sqlite_objects(ref), _sqlite_objects(seen))
            finally:
                reference.dispose()
            with checking.connect() as connection:
                if connection.exec_driver_sql("PRAGMA foreign_key_check").first() is not None:
                    raise BackupError(f"{backup}: rows that belong to no game")
            schema.upgrade(checking)  # to the latest revision, as the app reads it
            _check_rows(checking, backup)
        finally:
            checking.dispose()
        _private_database(target)
        with closing(sqlite3.connect(copy)) as saved, closing(sqlite3.connect(target)) as live:
            saved.backup(live)


def _sqlite_engine(path: Path) -> Engine:
    engine = create_engine(f"sqlite:///{path}")

    from sqlalchemy import event

    @event.listens_for(engine, "connect")
    def _untrusted(dbapi_connection, _record):  # noqa: ANN001, ANN202
        # Nothing in the file may run app-defined SQL functions from its schema.
        dbapi_connection.execute("PRAGMA trusted_schema=OFF")
        dbapi_connection.execute("PRAGMA foreign_keys=ON")

    return engine


SQLITE_HEADER = b"SQLite format 3\x00"


def _check_sqlite_file(copy: Path, named: Path) -> None:
    """An SQLite file, whole and sound, or a one-line refusal."""
    size = copy.stat().st_size
    if size == 0:
        raise BackupError(f"{named} is empty: not a backup")
    with open(copy, "rb") as f:
        header = f.read(100)
    if len(header) < 100 or not header.startswith(SQLITE_HEADER):
        raise BackupError(f"{named} is not an SQLite database")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    size_is_valid = header[24:28] == header[92:96] and pages > 0
    if page_size < 512 or size % page_size or (size_is_valid and size < pages * page_size):
        raise BackupError(f"{named} is truncated (or not a whole SQLite database)")
    try:
        with closing(sqlite3.connect(copy)) as db:
            verdict = [row[0] for row in db.execute("PRAGMA integrity_check")]
    except sqlite3.DatabaseError as e:
        raise BackupError(f"{named} is not a sound SQLite database: {_line(e)}") from None
    if verdict != ["ok"]:
        raise BackupError(f"{named} is not a sound SQLite database: {_line(verdict[0])}")


def _known_revisions() -> set[str]:
    config = Config()
    config.set_main_option("script_location", str(schema.MIGRATIONS))
    return {script.revision for script in ScriptDirectory.from_config(config).walk_revisions()}


def _revision(connection: Connection, named: Path) -> str:
    """The backup's schema revision, which must be one the app knows."""
    try:
        rows = connection.execute(text("SELECT version_num FROM alembic_version")).all()
    except Exception:  # noqa: BLE001 - any failure here means: not ours
        raise BackupError(
            f"{named} has no schema revision: not a backup of this app's database"
        ) from None
    revisions = [row[0] for row in rows]
    if len(revisions) != 1 or revisions[0] not in _known_revisions():
        raise BackupError(
            f"{named} is at schema revision {_line(revisions)[:80]}, which this app does not know"
        )
    return revisions[0]


def _sql_shape(sql: str | None) -> str:
    """A schema object's SQL with quoting and spacing that do not change its meaning gone."""
    if sql is None:
        return ""
    flat = " ".join(sql.replace('"', "").replace("`", "").split())
    return re.sub(r" ?([(),]) ?", r"\1", flat)


def _sqlite_objects(connection: Connection) -> dict[str, str]:
    rows = connection.exec_driver_sql("SELECT type, name, tbl_name, sql FROM sqlite_master")
    return {f"{kind} {name!r}": f"on {table} {_sql_shape(sql)}" for kind, name, table, sql in rows}


def _compare_objects(named: Path, expected: dict[str, str], found: dict[str, str]) -> None:
    """The backup's schema objects must be exactly the migrations' ones."""
    extra = sorted(set(found) - set(expected))
    missing = sorted(set(expected) - set(found))
    changed = sorted(k for k in set(found) & set(expected) if found[k] != expected[k])
    if extra or missing or changed:
        said = [f"has {k} the migrations do not make" for k in extra[:2]]
        said += [f"lacks {k}" for k in missing[:2]]
        said += [f"has {k} unlike the migrations'" for k in changed[:2]]
        raise BackupError(f"{named} is not this app's schema: {'; '.join(said)}")


# ----- rows --------------------------------------------------------------

DIGITS = frozenset("0123456789")
HEX = frozenset("0123456789abcdef")
MARKERS = frozenset("0" + "".join(str(k) for k in MARKER_NAMES))
MAX_MASK = 0x1FF


def _string(value: object, length: int, alphabet: frozenset[str] | None = None) -> bool:
    return (
        isinstance(value, str)
        and len(value) <= length
        and (alphabet is None or set(value) <= alphabet)
    )


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**31


def _masks(value: object) -> bool:
    return (
        _string(value, 243, HEX)
        and len(value) == 243  # type: ignore[arg-type]
        and all(int(value[k : k + 3], 16) <= MAX_MASK for k in range(0, 243, 3))  # type: ignore[index]
    )


def _cells(value: object, alphabet: frozenset[str]) -> bool:
    return _string(value, 81, alphabet) and len(value) == 81  # type: ignore[arg-type]


class _Dates:
    """Reads a stored date the way the app's SQLAlchemy types do."""

    def __init__(self, engine: Engine) -> None:
        dialect = engine.dialect
        self.parse = Game.__table__.c.created_at.type.dialect_impl(dialect).result_processor(
            dialect, None
        )

    def ok(self, value: object, nullable: bool = False) -> bool:
        if value is None:
            return nullable
        if isinstance(value, datetime):
            return True
        if not isinstance(value, str) or self.parse is None:
            return False
        try:
            return isinstance(self.parse(value), datetime)
        except (ValueError, TypeError):
            return False


def _raw(engine: Engine, column):  # noqa: ANN001, ANN202
    """A column as stored: SQLite keeps any value in any column, and a boolean or date
    column must not be turned into one by reading it."""
    if engine.dialect.name != "sqlite":
        return column
    kind = type(column.type).__name__
    if kind == "Boolean":
        return type_coerce(column, Integer).label(column.name)
    if kind == "DateTime":
        return type_coerce(column, String).label(column.name)
    return column


def _game_problem(row: dict[str, object], dates: _Dates) -> str | None:  # noqa: C901, PLR0911
    if not _string(row["id"], MAX_ID_LENGTH, ID_ALPHABET) or not row["id"]:
        return "an id the app cannot serve"
    try:
        variant_named(row["variant"])  # type: ignore[arg-type]
    except Exception:  # noqa: BLE001 - a layout error, a wrong type: the page would fail
        return f"unknown variant {_line(row['variant'])[:40]!r}"
    for name in ("givens", "board"):
        if not _cells(row[name], DIGITS):
            return f"{name} is not 81 digits"
    if not _cells(row["solution"], DIGITS - {"0"}):
        return "solution is not 81 digits 1-9"
    givens, board, solution = row["givens"], row["board"], row["solution"]
    if any(g != "0" and (g != board[c] or g != solution[c]) for c, g in enumerate(givens)):  # type: ignore[arg-type, index]
        return "a given the board or solution does not hold"
    for name in ("exclusions", "notes"):
        if not _masks(row[name]):
            return f"{name} is not 81 masks of three hex digits"
    if not _cells(row["markers"], MARKERS):
        return "markers are not 81 colours"
    if row["notes_mode"] not in ("auto", "own"):
        return "unknown notes mode"
    for name in ("version", "done", "history_start", "history_end", "hint_level",
                 "hints_used", "seconds"):
        if not _count(row[name]):
            return f"{name} is not a count"
    if not row["history_start"] <= row["done"] <= row["history_end"]:  # type: ignore[operator]
        return "its history bounds do not fit"
    for name in ("show_candidates", "steps_open"):
        if row[name] not in (0, 1) or isinstance(row[name], str):
            return f"{name} is not a yes or no"
    for name, length in (("title", 80), ("level", 16), ("practice", 40), ("techniques", 2000)):
        if not _string(row[name], length):
            return f"{name} is not text of at most {length} characters"
    daily = row["daily"]
    if not _string(daily, 10) or (daily and not _a_date(daily)):  # type: ignore[arg-type]
        return "daily is not a date"
    if row["hint"] is not None:
        try:
            load_hint(row["hint"])  # type: ignore[arg-type]
        except Exception:  # noqa: BLE001 - whatever the page would have failed on
            return "a hint the app cannot read"
    if not (dates.ok(row["created_at"]) and dates.ok(row["updated_at"])):
        return "a date the app cannot read"
    if not dates.ok(row["solved_at"], nullable=True):
        return "a date the app cannot read"
    return None


def _a_date(text_: str) -> bool:
    try:
        return date.fromisoformat(text_).isoformat() == text_
    except ValueError:
        return False


def _changes_problem(changes: object) -> str | None:
    if not isinstance(changes, str):
        return "changes are not text"
    try:
        parsed = json.loads(changes)
    except ValueError:
        return "changes are not JSON"
    if not isinstance(parsed, list):
        return "changes are not a list"
    for change in parsed:
        if not isinstance(change, list) or len(change) not in (5, 9):
            return "a change is not 5 or 9 numbers"
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in change):
            return "a change is not numbers"
        cell, value0, value1, *masks = change
        markers = masks[4:] if len(masks) == 6 else []
        masks = masks[:4] if len(masks) == 6 else masks
        if not 0 <= cell < 81 or not (0 <= value0 <= 9 and 0 <= value1 <= 9):
            return "a change names no cell or digit"
        if not all(0 <= m <= MAX_MASK for m in masks):
            return "a change's marks are out of range"
        if not all(m == 0 or m in MARKER_NAMES for m in markers):
            return "a change's colour is unknown"
    return None


def _check_rows(engine: Engine, named: Path) -> None:
    """Every row one the app can read, and every game's history replaying to its board."""
    dates = _Dates(engine)
    bounds: dict[str, tuple[int, int]] = {}
    problems: list[str] = []

    def problem(where: str, what: str) -> None:
        problems.append(f"{where}: {what}")

    with engine.connect() as connection:
        games = Game.__table__
        for row in connection.execute(select(*(_raw(engine, c) for c in games.c))).mappings():
            found = _game_problem(dict(row), dates)
            if found:
                problem(f"game {_line(row['id'])[:40]}", found)
            else:
                bounds[row["id"]] = (row["history_start"], row["history_end"])
        actions = Action.__table__
        for row in connection.execute(select(*(_raw(engine, c) for c in actions.c))).mappings():
            where = f"game {_line(row['game_id'])[:40]} action {_line(row['seq'])[:12]}"
            if row["game_id"] not in bounds:
                problem(where, "of no readable game")
                continue
            start, end = bounds[row["game_id"]]
            if not _count(row["seq"]) or not start < row["seq"] <= end:
                problem(where, "outside its game's history")
            elif not _string(row["label"], 200):
                problem(where, "a label that is not text")
            else:
                found = _changes_problem(row["changes"])
                if found:
                    problem(where, found)
        played = Played.__table__
        for row in connection.execute(select(*(_raw(engine, c) for c in played.c))).mappings():
            where = f"played {_line(row['browser'])[:40]}"
            if not row["browser"] or not _string(row["browser"], 32, ID_ALPHABET):
                problem(where, "a browser id the app never makes")
            elif row["game_id"] not in bounds:
                problem(where, "a game that is not readable")
            elif not dates.ok(row["last_played"]):
                problem(where, "a date the app cannot read")
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise BackupError(f"{named}: {problems[0]}{more}: nothing restored")
    report = replay_games(engine)
    if report.broken:
        more = f" (and {len(report.broken) - 1} more)" if len(report.broken) > 1 else ""
        raise BackupError(
            f"{named}: game {report.broken[0]}{more}: its history does not replay; nothing restored"
        )


# ----- PostgreSQL ----------------------------------------------------------


def _pg_tool(name: str) -> str:
    found = shutil.which(name) or next(
        iter(sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), reverse=True)), None
    )
    if not found:
        raise BackupError(f"{name} is not installed (Debian: apt-get install postgresql-client)")
    return str(found)


def _run_tool(argv: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run a PostgreSQL client tool (one place, so a test can see every command line)."""
    return subprocess.run(argv, env=env, capture_output=True, text=True, timeout=3600, check=False)


def _conninfo_value(value: str) -> str:
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _pg_options(engine: Engine, database: str | None = None) -> tuple[list[str], str | None]:
    """The app's URL as separate libpq options, and its password (kept off the command line)."""
    url = engine.url
    query = {k: v if isinstance(v, str) else v[-1] for k, v in url.query.items()}
    password = url.password or query.pop("password", None)
    options = ["--no-password"]  # never wait for a password typed at a prompt
    if url.host:
        options += ["--host", url.host]
    if url.port:
        options += ["--port", str(url.port)]
    if url.username:
        options += ["--username", url.username]
    name = database or url.database or ""
    if query:
        pairs = [f"dbname={_conninfo_value(name)}"]
        pairs += [f"{k}={_conninfo_value(v)}" for k, v in sorted(query.items())]
        name = " ".join(pairs)
    options += ["--dbname", name]
    return options, password


@contextmanager
def _pg_env(password: str | None) -> Iterator[dict[str, str]]:
    """The tools' environment: the password in a password file only the owner may read."""
    env = dict(os.environ)
    if password is None:
        yield env
        return
    with tempfile.TemporaryDirectory(prefix="sudoku-pgpass-") as folder:
        passfile = Path(folder) / "pgpass"
        escaped = password.replace("\\", "\\\\").replace(":", "\\:")
        fd = os.open(passfile, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(f"*:*:*:*:{escaped}\n")
        env["PGPASSFILE"] = str(passfile)
        env.pop("PGPASSWORD", None)
        yield env


def _pg(engine: Engine, tool: str, *args: str, database: str | None = None) -> str:
    """Run pg_dump or pg_restore against the app's server; its output, or a refusal."""
    options, password = _pg_options(engine, database)
    with _pg_env(password) as env:
        done = _run_tool([_pg_tool(tool), *args, *options], env)
    if done.returncode != 0:
        said = [line for line in done.stderr.splitlines() if line.strip()]
        raise BackupError(f"{tool} failed: {_line(said[0] if said else done.returncode)}")
    return done.stdout


def backup_postgres(engine: Engine, target: Path) -> None:
    temp = _private_temp(target.parent, f".{target.name}.")
    try:
        _pg(engine, "pg_dump", "--format=custom", "--file", str(temp))
        os.chmod(temp, PRIVATE)
        os.replace(temp, target)
    finally:
        temp.unlink(missing_ok=True)


def _toc(listing: str) -> list[str]:
    """An archive's table of contents without ids, owners and grants."""
    entries = []
    for line in listing.splitlines():
        if not line.strip() or line.startswith(";"):
            continue
        entry = re.sub(r"^\d+; \d+ \d+ ", "", line).rsplit(" ", 1)[0]
        if entry.startswith(("ACL ", "DEFAULT ACL ")):
            continue  # grants: restored without them (--no-privileges)
        entries.append(entry)
    return sorted(entries)


def _pg_revision(archive: Path, named: Path) -> str:
    listing = _archive_run(
        ["--data-only", "--table=alembic_version", "--file=-", str(archive)], named
    )
    rows, inside = [], False
    for line in listing.splitlines():
        if line.startswith("COPY ") and "alembic_version" in line:
            inside = True
        elif inside and line == "\\.":
            inside = False
        elif inside:
            rows.append(line)
    if len(rows) != 1 or rows[0] not in _known_revisions():
        raise BackupError(
            f"{named} is at schema revision {_line(rows)[:80]}, which this app does not know"
        )
    return rows[0]


def _archive_run(args: list[str], named: Path) -> str:
    done = _run_tool([_pg_tool("pg_restore"), *args], dict(os.environ))
    if done.returncode != 0:
        raise BackupError(f"{named} is not a pg_dump archive")
    return done.stdout


PG_SYSTEM = "('pg_catalog', 'information_schema', 'pg_toast')"
PG_CATALOG = (
    "SELECT 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || "
    "data_type || coalesce('(' || character_maximum_length || ')', '') || ' ' || is_nullable "
    "|| ' ' || coalesce(column_default, '') FROM information_schema.columns "
    f"WHERE table_schema NOT IN {PG_SYSTEM}",
    "SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || "
    "pg_get_constraintdef(c.oid) FROM pg_constraint c JOIN pg_namespace n "
    f"ON n.oid = c.connamespace WHERE n.nspname NOT IN {PG_SYSTEM}",
    f"SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname NOT IN {PG_SYSTEM}",
    "SELECT 'trigger ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal",
    "SELECT 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text "
    "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
    f"WHERE n.nspname NOT IN {PG_SYSTEM}",
    "SELECT 'function ' || p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n "
    f"ON n.oid = p.pronamespace WHERE n.nspname NOT IN {PG_SYSTEM}",
    f"SELECT 'rule ' || definition FROM pg_rules WHERE schemaname NOT IN {PG_SYSTEM}",
    "SELECT 'policy ' || tablename || ' ' || policyname FROM pg_policies",
    f"SELECT 'schema ' || nspname FROM pg_namespace WHERE nspname NOT IN {PG_SYSTEM} "
    "AND nspname NOT LIKE 'pg_temp%' AND nspname NOT LIKE 'pg_toast_temp%'",
    "SELECT 'extension ' || extname FROM pg_extension",
    "SELECT 'event trigger ' || evtname FROM pg_event_trigger",
)


def _pg_objects(engine: Engine) -> dict[str, str]:
    with engine.connect() as connection:
        return {
            row[0]: "" for query in PG_CATALOG for row in connection.execute(text(query))
        }


@contextmanager
def _scratch_databases(engine: Engine, count: int) -> Iterator[list[str]]:
    """Empty databases beside the app's, dropped afterwards (the user needs CREATEDB)."""
    names = [f"sudoku_check_{secrets.token_hex(6)}" for _ in range(count)]
    made: list[str] = []
    try:
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
            for name in names:
                try:
                    c.exec_driver_sql(f"CREATE DATABASE {name} TEMPLATE template0")
                except Exception as e:  # noqa: BLE001 - said plainly instead
                    raise BackupError(
                        "cannot check the backup: the database user may not create a scratch "
                        f"database ({_line(e).split(' [SQL')[0][:120]})"
                    ) from None
                made.append(name)
        yield names
    finally:
        if made:
            with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
                for name in made:
                    c.exec_driver_sql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def restore_postgres(engine: Engine, backup: Path) -> None:
    if not backup.is_file():
        raise BackupError(f"no backup at {backup}")
    with tempfile.TemporaryDirectory(prefix="sudoku-restore-") as folder:
        archive = Path(folder) / "backup.dump"
        _private_database(archive)
        with open(backup, "rb") as source, open(archive, "wb") as out:
            shutil.copyfileobj(source, out)
        if archive.stat().st_size == 0:
            raise BackupError(f"{backup} is empty: not a backup")
        found_toc = _toc(_archive_run(["--list", str(archive)], backup))
        revision = _pg_revision(archive, backup)
        with _scratch_databases(engine, 2) as (reference_name, check_name):
            reference = create_engine(engine.url.set(database=reference_name))
            checking = create_engine(engine.url.set(database=check_name))
            try:
                schema.upgrade(reference, revision)
                made = Path(folder) / "reference.dump"
                _pg(reference, "pg_dump", "--format=custom", "--file", str(made))
                expected_toc = _toc(_archive_run(["--list", str(made)], made))
                _compare_objects(
                    backup, dict.fromkeys(expected_toc, ""), dict.fromkeys(found_toc, "")
                )
                _pg(
                    checking, "pg_restore", "--no-owner", "--no-privileges", "--exit-on-error",
                    "--single-transaction", str(archive),
                )
                _compare_objects(backup, _pg_objects(reference), _pg_objects(checking))
                schema.upgrade(checking)
                _check_rows(checking, backup)
            finally:
                reference.dispose()
                checking.dispose()
        _pg(
            engine, "pg_restore", "--clean", "--if-exists", "--no-owner", "--no-privileges",
            "--exit-on-error", "--single-transaction", str(archive),
        )
    schema.upgrade(engine)  # a backup of an older revision: brought up to date


def backup(engine: Engine, target: Path) -> None:
    if engine.dialect.name == "sqlite":
        backup_sqlite(sqlite_file(engine), target)
    elif engine.dialect.name == "postgresql":
        backup_postgres(engine, target)
    else:
        raise BackupError(f"no backup for {engine.dialect.name}: use the database's own tools")


def restore(engine: Engine, source: Path) -> None:
    engine.dispose()  # no pooled connection may keep the old file or tables open
    if engine.dialect.name == "sqlite":
        restore_sqlite(source, sqlite_file(engine))
    elif engine.dialect.name == "postgresql":
        restore_postgres(engine, source)
    else:
        raise BackupError(f"no restore for {engine.dialect.name}: use the database's own tools")


@dataclass(frozen=True)
class Replay:
    games: int
    actions: int
    broken: tuple[str, ...]  # "game id: what does not add up"


def replay_games(engine: Engine) -> Replay:
    """Walk each game's kept history back from its board: every action's 'after' must be
    the board as the later actions left it, and an unfolded history must end at the givens."""
    broken: list[str] = []
    games = actions = 0
    with Session(engine) as session:
        for game in session.scalars(select(Game).order_by(Game.id)):
            games += 1
            board = [int(ch) for ch in game.board]
            kept = session.scalars(
                select(Action)
                .where(Action.game_id == game.id, Action.seq <= game.done)
                .order_by(Action.seq.desc())
            ).all()
            expected = list(range(game.done, game.history_start, -1))
            if [a.seq for a in kept] != expected:
                broken.append(f"{game.id}: actions {game.history_start + 1}..{game.done} missing")
                continue
            actions += len(kept)
            problem = _walk_back(board, kept)
            if problem is None and game.history_start == 0:
                if board != [int(ch) for ch in game.givens]:
                    problem = "its history does not go back to the givens"
            if problem is not None:
                broken.append(f"{game.id}: {problem}")
    return Replay(games, actions, tuple(broken))


def _walk_back(board: list[int], newest_first: list[Action]) -> str | None:
    """Undo each action on the board in place; what does not fit, if anything."""
    for action in newest_first:
        for change in action.cell_changes():
            if board[change.cell] != change.value1:
                return f"action {action.seq} does not lead to the board"
            board[change.cell] = change.value0
    return None


def init_app(app: Flask) -> None:
    @app.cli.command("backup")
    @click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
    def backup_command(path: Path) -> None:
        """Copy the database to PATH, consistently, while the app keeps serving."""
        backup(app.extensions["sudoku_store"], path)
        print(f"backed up to {path}")

    @app.cli.command("restore")
    @click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
    def restore_command(path: Path) -> None:
        """Replace the database with a backup taken by `backup` (stop the app first)."""
        engine = app.extensions["sudoku_store"]
        restore(engine, path)
        report = replay_games(engine)
        print(f"restored {path}: {report.games} games, {report.actions} actions replayed")
        for line in report.broken:
            print(f"  {line}")
        if report.broken:
            raise BackupError(f"{len(report.broken)} games do not replay to their boards")

    @app.cli.command("check-games")
    def check_games_command() -> None:
        """Replay every game's history back from its board; list those that do not add up."""
        report = replay_games(app.extensions["sudoku_store"])
        print(f"{report.games} games, {report.actions} actions replayed")
        for line in report.broken:
            print(f"  {line}")
        if report.broken:
            raise BackupError(f"{len(report.broken)} games do not replay to their boards")
