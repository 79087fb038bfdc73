"""gunicorn settings for `make serve`: threaded workers behind a reverse proxy.

PORT and WEB_CONCURRENCY follow gunicorn's and the platforms' convention;
SUDOKU_BIND overrides the address (127.0.0.1 by default: the proxy in front
is the one that listens on the network). See README, "Serving in production".
"""

import os

import gunicorn.http.wsgi

bind = os.environ.get("SUDOKU_BIND", f"127.0.0.1:{os.environ.get('PORT', '8000')}")
# One worker per core: each runs at most SUDOKU_APP_SLOTS requests at once
# (webapp/serving/slots.py), so more workers than cores only add switching
# (measured in the #20 note).
workers = int(os.environ.get("WEB_CONCURRENCY", str(max(2, len(os.sched_getaffinity(0))))))
# Threads, not sync workers, but few: Python runs one thread at a time per process, and
# every thread more than the app slots (webapp/serving/slots.py) only takes turns with them.
# Under 16 clients on 2 cores, p95 was 58 ms with 2 threads a worker, 64 with 4, 91
# with 8 and 90-124 with 32 (the #20 note). A client that sends its request slowly
# holds a thread while its headers arrive, so slow clients are the proxy's to absorb:
# gunicorn listens on 127.0.0.1 behind nginx, which passes on only whole requests
# (README). Exposed directly, raise SUDOKU_THREADS (64 kept 100 slow-header
# connections from starving anyone, at that latency cost).
worker_class = "gthread"
_app_slots = int(os.environ.get("SUDOKU_APP_SLOTS", "2"))  # the app reads it too (slots.py)
threads = int(os.environ.get("SUDOKU_THREADS", str(2 * _app_slots)))
timeout = 30
graceful_timeout = 20
keepalive = 5
# Requests larger than this are refused before the app sees them (the app's limit is 16 KB).
limit_request_line = 4096
limit_request_fields = 50
accesslog = "-"
# No game id in the access or the error log (webapp/serving/accesslog.py, logmask.py).
logger_class = "webapp.serving.accesslog.RedactedLogger"
# No version banner: the Server header says only what answers.
gunicorn.http.wsgi.SERVER = "sudoku-hint"
# gunicorn 27 opens a control socket under ~/.gunicorn by default: two servers on one
# host (a staging copy, the load bench) would share it.
control_socket_disable = True


def post_worker_init(worker: object) -> None:
    """Freeze what start-up made (modules, the app, its tables): it lives as long as the
    worker, and the collector's whole-heap passes then skip it. In a started worker that
    heap is about 100,000 objects, and one such pass took 40 ms on a 2-core machine,
    inside whichever request it fell. The engine pauses the collector during its own
    searches (engine/collector.py); this covers the rest of a request."""
    import gc

    from webapp.serving.solves import warm

    warm()  # the solve pool's process, started before the first player needs it
    gc.collect()
    gc.freeze()
