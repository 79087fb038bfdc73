"""The hostile-input harness (python -m bench fuzz) against a server it starts as `make
serve` does: a seeded run finds nothing (no 5xx, no traceback, no unescaped echo, no
redirect off the site, nothing over 2 s, no route that starts games without a rate
limit, no body run before it arrived, the witness game untouched, every game loads)."""

from __future__ import annotations

import gc
import re
import time

import pytest

from bench.fuzz import main as fuzz


@pytest.mark.slow
# bench.load's Server, which the harness starts the server with, leaves its /healthz
# polling connections to the collector (bench/load.py, Server.start).
@pytest.mark.filterwarnings("ignore::ResourceWarning")
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_seeded_fuzz_run_against_make_serve_finds_nothing(capsys) -> None:
    started = time.monotonic()
    status = fuzz(["--requests", "2000", "--seed", "7"])
    gc.collect()  # those connections' warnings, inside this test
    out = capsys.readouterr().out
    findings = out.split("FINDINGS", 1)[-1] if "FINDINGS" in out else out[-3000:]
    assert status == 0 and "no findings" in out, findings[:6000]
    assert int(re.search(r"^(\d+) requests \(", out, re.M).group(1)) >= 2000
    assert time.monotonic() - started < 150
