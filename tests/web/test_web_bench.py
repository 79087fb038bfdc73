"""The measurement script still plays its scripted game (its timings are not asserted here)."""

from __future__ import annotations

import re

from bench import web_actions


def test_the_bench_plays_at_least_50_actions_and_weighs_the_page(capsys) -> None:
    assert web_actions.main(["--rounds", "6"]) == 0
    out = capsys.readouterr().out
    actions = int(re.search(r"^(\d+) actions;", out, re.M).group(1))
    assert actions >= 50
    for kind in ("enter", "pencil", "hint", "apply", "undo", "redo", "marker", "notes", "check"):
        assert re.search(rf"^{kind}\s+\d+\s+[\d.]+\s+[\d.]+", out, re.M), kind
    total = int(re.search(r"total\s+\d+ B raw\s+(\d+) B gzip", out).group(1))
    assert 1000 < total < 100 * 1024
    # The page-weight figure is gzip (the whole ladder can list a couple of hundred steps).
    listed = re.search(r"step list open \((\d+) steps\): HTML (\d+) B raw, (\d+) B gzip", out)
    assert listed and int(listed.group(1)) > 0 and int(listed.group(3)) < 100 * 1024


def test_the_new_puzzle_bench_takes_ready_puzzles(capsys) -> None:
    from bench.rating import bench_new_puzzle

    bench_new_puzzle("easy", 2, seed=1)
    out = capsys.readouterr().out
    assert out.startswith("new puzzle Easy from the pool: 2 clicks, median ")


def test_the_bench_plays_on_where_an_applied_hint_fills_the_marked_cell(capsys) -> None:
    """On diabolical-3 the first hint places a digit in the cell the script had marked;
    the player's own note then goes to a cell still empty (the app rightly refuses a
    note in a filled cell)."""
    assert web_actions.main(["--puzzle", "diabolical-3", "--rounds", "1"]) == 0
    assert re.search(r"^notes\s+3\s", capsys.readouterr().out, re.M)
