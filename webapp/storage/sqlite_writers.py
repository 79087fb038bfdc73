"""SQLite writers wait their turn in a queue, not in SQLite's busy loop.

SQLite lets one writer at a time into a database file. A writer that finds it taken
sleeps and retries (1, 2, 5, 10 … 100 ms), so under load, with several gunicorn
workers writing at once, a move can wait a few hundred milliseconds for a lock that
was free after one. Here each connection takes an exclusive `flock` on a file next to
the database before its first write and lets go when the connection goes back to the
pool (after its commit or rollback): a waiting writer sleeps in the kernel and is woken
the moment the lock is free. Readers never wait (WAL).

A thread that already holds the lock through another connection does not queue again
(it would wait on itself); SQLite's own locking still keeps that case correct.
"""

from __future__ import annotations

import fcntl
import os
import threading

from sqlalchemy import event
from sqlalchemy.engine import Engine

WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")
# How many turns each thread holds, by thread id: a connection may go back to the pool
# from another thread than the one that wrote (garbage collection, dispose).
_turns: dict[int, int] = {}
_turns_lock = threading.Lock()


def queue_writers(engine: Engine, database: str) -> None:
    """Make the engine's connections to the SQLite file `database` queue to write."""
    lock_path = database + "-writer"

    @event.listens_for(engine, "before_cursor_execute")
    def _before_write(connection, _cursor, statement, *_args):  # noqa: ANN001, ANN202
        info = connection.connection.info  # the pooled DBAPI connection's own dict
        if info.get("writing"):
            return
        if not statement.lstrip()[:7].upper().startswith(WRITES):
            return
        me = threading.get_ident()
        if _turns.get(me):
            return
        fd = info.get("writer_fd")
        if fd is None:
            fd = info["writer_fd"] = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(fd, fcntl.LOCK_EX)  # releases the GIL while it waits
        info["writing"] = me
        with _turns_lock:
            _turns[me] = _turns.get(me, 0) + 1

    @event.listens_for(engine, "checkin")
    def _after_transaction(_dbapi_connection, record) -> None:  # noqa: ANN001
        info = record.info
        writer = info.get("writing")
        if writer:
            fcntl.flock(info["writer_fd"], fcntl.LOCK_UN)
            info["writing"] = None
            with _turns_lock:
                left = _turns.get(writer, 1) - 1
                if left:
                    _turns[writer] = left
                else:
                    _turns.pop(writer, None)

    @event.listens_for(engine, "close")
    def _closed(_dbapi_connection, record) -> None:  # noqa: ANN001
        _after_transaction(_dbapi_connection, record)
        fd = record.info.pop("writer_fd", None)
        if fd is not None:
            os.close(fd)
