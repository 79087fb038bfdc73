"""python -m bench fuzz: hostile input against a live server, and what it made it do.

    python -m bench fuzz --requests 3000 --seed 1            # a server of its own
    python -m bench fuzz --requests 3000 --seed 1 --url http://127.0.0.1:8000 \\
        [--server-log PATH]                                   # a server already running
    python -m bench fuzz --requests 3000 --seed 1 --cluster   # make cluster's, via nginx

Without --url it starts the server as `make serve` does (upgrade-db, then gunicorn
with gunicorn.conf.py) on 127.0.0.1 and a free port, with a fresh instance folder,
and keeps gunicorn's error log; it stops it (or the cluster) however the run ends.
The actions limit is lifted so the moves reach their handlers; the new-games limit
stays as served.

Every route of the app's URL map is fuzzed, with its path variables filled (a real
game made at the start, a forged id, garbage; ints out of range; markup), the fields
its pages' forms offer (valid, missing, repeated, oversized, out of range, markup and
template syntax, invalid UTF-8, as multipart with files that are not images), CSRF as
a browser does it (and without, forged, another session's), tampered cookies, bad
Host, Accept-Language, Content-Type and Content-Length, chunked and slow bodies on
raw sockets, pastes slow to prove, and links whose rule lists are malformed or huge for
every rule key the link readers take (bench/fuzz/links.py). The requests are drawn from
--seed.

The report: counts by status, every finding with a repro (the request's bytes): 5xx,
no answer, tracebacks in the server's log, unescaped echoes of the injected markup,
redirects off the site, answers over 2 s, routes that start games without a rate
limit, bodies the app ran before they arrived, a witness game that changed, games
that no longer load. Exit status 1 on any finding, 0 when clean.
"""

from .run import main

__all__ = ["main"]
