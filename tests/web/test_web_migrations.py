"""Schema migrations: a database at the first revision, with games in it, upgrades to the
latest and its games still read; a database made before migrations is adopted."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import inspect, text
from sqlalchemy.orm import Session

from engine import load_puzzle
from webapp.storage import schema
from webapp.storage.store import Game, make_engine, new_game

# The database matters here: migrations run on every database we support; runs on PostgreSQL too.
pytestmark = pytest.mark.database

PUZZLE = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
OLD_GAME = {
    "id": "A" * 22,
    "variant": "classic",
    "givens": PUZZLE.replace(".", "0"),
    "solution": "468931527751624839392578461134756298289413675675289314846192753513867942927345186",
    "board": PUZZLE.replace(".", "0"),
    "exclusions": "000" * 81,
}


def insert_old_game(engine) -> None:  # noqa: ANN001
    with engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO games (id, variant, givens, solution, board, exclusions, version, "
                "done, hint_level, show_candidates, steps_open, created_at, updated_at) VALUES "
                "(:id, :variant, :givens, :solution, :board, :exclusions, 1, 0, 0, 1, 0, "
                "'2026-01-01 00:00:00', '2026-01-01 00:00:00')"
            ),
            OLD_GAME,
        )


def read_games(engine) -> list[Game]:  # noqa: ANN001
    with Session(engine) as session:
        return list(session.query(Game).all())


def test_first_revision_with_data_upgrades_and_reads(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'old.db'}")
    schema.upgrade(engine, schema.FIRST)
    with engine.connect() as connection:
        assert schema.current(connection) == schema.FIRST
    assert not schema.is_current(engine)
    insert_old_game(engine)
    schema.upgrade(engine)
    assert schema.is_current(engine)
    (game,) = read_games(engine)
    assert game.id == OLD_GAME["id"] and game.grid().values == load_puzzle(PUZZLE).grid.values
    assert game.history_start == 0  # 0003: an old game keeps its whole history
    # 0004: an old game uses the engine's candidates, with no notes, markers or time yet.
    assert game.notes_mode == "auto" and game.note_masks() == [0] * 81
    assert game.marker_colours() == [0] * 81
    assert (game.title, game.level, game.hints_used, game.seconds) == ("", "", 0, 0)
    columns = {c["name"]: c["type"] for c in inspect(engine).get_columns("games")}
    assert columns["variant"].length >= len("jigsaw:") + 81
    engine.dispose()


def test_a_game_with_undone_actions_can_still_redo_them_after_0006(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'redo.db'}")
    schema.upgrade(engine, "0005")
    insert_old_game(engine)
    with engine.begin() as connection:  # three moves, the last two undone
        for seq in (1, 2, 3):
            connection.execute(
                text("INSERT INTO actions (game_id, seq, label, changes) "
                     "VALUES (:id, :seq, 'r1c2=6', '[]')"),
                {"id": OLD_GAME["id"], "seq": seq},
            )
        connection.execute(text("UPDATE games SET done = 1"))
    schema.upgrade(engine)
    (game,) = read_games(engine)
    assert (game.done, game.history_end) == (1, 3)
    engine.dispose()


def test_a_database_from_before_migrations_is_adopted(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'legacy.db'}")
    schema.upgrade(engine, schema.FIRST)
    with engine.begin() as connection:  # create_all left no version table behind
        connection.execute(text("DROP TABLE alembic_version"))
    insert_old_game(engine)
    schema.upgrade(engine)
    assert schema.is_current(engine)
    assert [g.id for g in read_games(engine)] == [OLD_GAME["id"]]
    engine.dispose()


def test_upgrading_twice_changes_nothing(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'twice.db'}")
    schema.upgrade(engine)
    with Session(engine) as session:
        new_game(session, load_puzzle(PUZZLE))
        session.commit()
    schema.upgrade(engine)
    assert len(read_games(engine)) == 1 and schema.is_current(engine)
    engine.dispose()


def test_the_migrations_make_exactly_the_schema_the_models_describe(database_url: str) -> None:
    # A model changed without a revision (or a revision the models do not follow) shows here.
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    from webapp.storage.store import Base

    engine = make_engine(database_url)
    try:
        with engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            assert compare_metadata(context, Base.metadata) == []
    finally:
        engine.dispose()


def _dominoes_killer() -> str:
    """A Killer's variant name longer than the old column: every row cut into four
    dominoes and a single cell, summed from OLD_GAME's solution (45 cages)."""
    from engine.rules.cages import killer

    solution = [int(ch) for ch in OLD_GAME["solution"]]
    cages = []
    for row in range(9):
        first = row * 9
        for start in range(0, 8, 2):
            cells = (first + start, first + start + 1)
            cages.append((cells, sum(solution[c] for c in cells)))
        cages.append(((first + 8,), solution[first + 8]))
    return killer(cages, every_cell=True).name


def _insert(engine, game: dict[str, str]) -> None:  # noqa: ANN001
    # Booleans bound as such: PostgreSQL's boolean columns take no 1 or 0.
    with engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO games (id, variant, givens, solution, board, exclusions, version, "
                "done, hint_level, show_candidates, steps_open, created_at, updated_at) VALUES "
                "(:id, :variant, :givens, :solution, :board, :exclusions, 1, 0, 0, :yes, :no, "
                "'2026-01-01 00:00:00', '2026-01-01 00:00:00')"
            ),
            dict(game, yes=True, no=False),
        )


def _migrate(engine, revision: str, down: bool = False) -> None:  # noqa: ANN001
    from alembic import command
    from alembic.config import Config

    with engine.begin() as connection:
        config = Config()
        config.set_main_option("script_location", str(schema.MIGRATIONS))
        config.attributes["connection"] = connection
        (command.downgrade if down else command.upgrade)(config, revision)


def test_0008_widens_the_variant_for_a_killer_and_back(database_url: str) -> None:
    name = _dominoes_killer()
    assert len(name) > 96
    engine = make_engine(database_url)
    try:
        _migrate(engine, "0007", down=True)
        width = {c["name"]: c["type"] for c in inspect(engine).get_columns("games")}
        assert width["variant"].length == 96
        _insert(engine, OLD_GAME)
        _migrate(engine, "head")
        width = {c["name"]: c["type"] for c in inspect(engine).get_columns("games")}
        assert width["variant"].length >= 274  # 62 cages of two-digit sums
        killer_game = dict(OLD_GAME, id="K" * 22, variant=name, givens="0" * 81, board="0" * 81)
        _insert(engine, killer_game)
        with engine.begin() as connection:
            connection.execute(
                text("INSERT INTO actions (game_id, seq, label, changes) "
                     "VALUES (:id, 1, 'r1c1=4', '[]')"),
                killer_game,
            )
        games = {g.id: g for g in read_games(engine)}
        grid = games[killer_game["id"]].grid()
        assert grid.variant.name == name and len(grid.variant.cages) == 45
        # Back down: the Killer (and its actions) cannot fit; the classic game stays.
        _migrate(engine, "0007", down=True)
        with engine.connect() as connection:
            ids = connection.execute(text("SELECT id FROM games")).scalars().all()
            actions = connection.execute(text("SELECT count(*) FROM actions")).scalar()
        assert ids == [OLD_GAME["id"]] and actions == 0
        _migrate(engine, "head")
        assert schema.is_current(engine)
    finally:
        engine.dispose()


def test_0010_widens_the_variant_for_many_rule_elements_and_back(database_url: str) -> None:
    from engine import CLASSIC, with_rules
    from engine.rules import Thermometer

    # A two-cell thermometer between every pair of neighbours: over 800 characters.
    thermometers = [Thermometer((c, c + 1)) for c in range(81) if c % 9 < 8]
    thermometers += [Thermometer((c, c + 9)) for c in range(72)]
    name = with_rules(CLASSIC, thermometers).name
    assert len(name) > 512
    engine = make_engine(database_url)
    try:
        _migrate(engine, "0009", down=True)
        width = {c["name"]: c["type"] for c in inspect(engine).get_columns("games")}
        assert width["variant"].length == 512
        _insert(engine, OLD_GAME)
        _migrate(engine, "head")
        width = {c["name"]: c["type"] for c in inspect(engine).get_columns("games")}
        assert width["variant"].length >= 4096
        rules_game = dict(OLD_GAME, id="R" * 22, variant=name, givens="0" * 81, board="0" * 81)
        _insert(engine, rules_game)
        games = {g.id: g for g in read_games(engine)}
        assert games[rules_game["id"]].grid().variant.rules == tuple(thermometers)
        # Back down: the long name cannot fit; the classic game stays.
        _migrate(engine, "0009", down=True)
        with engine.connect() as connection:
            ids = connection.execute(text("SELECT id FROM games")).scalars().all()
        assert ids == [OLD_GAME["id"]]
        _migrate(engine, "head")
        assert schema.is_current(engine)
    finally:
        engine.dispose()
