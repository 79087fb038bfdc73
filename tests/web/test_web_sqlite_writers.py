"""SQLite writers queue on a lock file (webapp/storage/sqlite_writers.py): held from a
connection's first write until its transaction ends, never by readers, and many
threads writing at once all get through, in turn."""

from __future__ import annotations

import fcntl
import os
import threading
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.orm import Session

from webapp.storage.store import make_engine


@pytest.fixture
def engine(tmp_path: Path):  # noqa: ANN201
    engine = make_engine(f"sqlite:///{tmp_path / 'queue.db'}")
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE counter (n INTEGER NOT NULL)"))
        connection.execute(text("INSERT INTO counter VALUES (0)"))
    yield engine
    engine.dispose()


def queue_is_free(engine) -> bool:  # noqa: ANN001
    fd = os.open(engine.url.database + "-writer", os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    finally:
        os.close(fd)
    return True


def test_a_writer_holds_the_queue_until_its_commit_or_rollback(engine) -> None:
    with Session(engine) as session:
        session.execute(text("SELECT n FROM counter")).scalar()
        assert queue_is_free(engine)  # reading takes no turn
        session.execute(text("UPDATE counter SET n = n + 1"))
        assert not queue_is_free(engine)
        session.commit()
        assert queue_is_free(engine)
        session.execute(text("UPDATE counter SET n = n + 1"))
        assert not queue_is_free(engine)
        session.rollback()
        assert queue_is_free(engine)
    with Session(engine) as session:
        assert session.execute(text("SELECT n FROM counter")).scalar() == 1


def test_many_writers_at_once_all_get_their_turn(engine) -> None:
    errors: list[BaseException] = []

    def add(times: int) -> None:
        try:
            for _ in range(times):
                with Session(engine) as session:
                    session.execute(text("SELECT n FROM counter")).scalar()
                    session.execute(text("UPDATE counter SET n = n + 1"))
                    session.commit()
        except BaseException as error:  # noqa: BLE001
            errors.append(error)

    threads = [threading.Thread(target=add, args=(40,)) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors
    with Session(engine) as session:
        assert session.execute(text("SELECT n FROM counter")).scalar() == 8 * 40
    assert queue_is_free(engine)


def test_a_turn_ended_from_another_thread_is_ended_for_the_writer_too(engine) -> None:
    session = Session(engine)
    session.execute(text("UPDATE counter SET n = n + 1"))
    assert not queue_is_free(engine)
    ender = threading.Thread(target=session.commit)  # the connection goes back elsewhere
    ender.start()
    ender.join(timeout=10)
    assert queue_is_free(engine)
    with Session(engine) as again:  # this thread queues again for its next write
        again.execute(text("UPDATE counter SET n = n + 1"))
        assert not queue_is_free(engine)
        again.commit()
    session.close()
