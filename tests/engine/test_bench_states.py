"""`python -m bench states`: next_step (and all_steps) on states along real solves."""

from __future__ import annotations

import shutil
from pathlib import Path

from bench.__main__ import main

DATA = Path(__file__).resolve().parent.parent / "data"


def test_next_only_times_next_step_alone(tmp_path: Path, capsys) -> None:
    shutil.copy(DATA / "magictour_top1465_20.txt", tmp_path / "top20.txt")
    assert (
        main(
            [
                "states",
                "--set",
                "top20",
                "--count",
                "2",
                "--puzzles-dir",
                str(tmp_path),
                "--next-only",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "top20 next_step" in out
    assert "all_steps" not in out
    assert main(["states", "--set", "top20", "--count", "2", "--puzzles-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "top20 next_step" in out and "top20 all_steps" in out
