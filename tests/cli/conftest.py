"""Shared helpers for the CLI tests: the puzzle file and a way to run `main` in-process."""

from __future__ import annotations

import io
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from sudoku_cli.main import main

PUZZLES = Path(__file__).resolve().parent.parent / "data" / "cli_puzzles.txt"


@dataclass(frozen=True)
class Corpus:
    """The valid puzzles of cli_puzzles.txt with their solution columns, in file order."""

    path: Path
    lines: list[str]  # the non-comment, non-blank lines, as written

    @property
    def solved(self) -> dict[str, str]:
        return {ln.split()[0]: ln.split()[1] for ln in self.lines if len(ln.split()) == 3}

    @property
    def hard(self) -> str:
        return self.lines[0].split()[0]

    @property
    def no_single(self) -> str:
        """A puzzle on which no single applies at the start (the last line of the file)."""
        return self.lines[-1].split()[0]


@pytest.fixture
def corpus() -> Corpus:
    lines = [
        ln.strip()
        for ln in PUZZLES.read_text(encoding="utf-8").splitlines()
        if ln.strip() and not ln.startswith("#")
    ]
    return Corpus(PUZZLES, lines)


@dataclass(frozen=True)
class Run:
    status: int
    out: str
    err: str


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch):
    """Run `sudoku-hint ARGS` in-process with the given stdin; returns status, stdout, stderr."""

    def run(*args: str, stdin: str = "") -> Run:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        status = main(list(args))
        captured = capsys.readouterr()
        return Run(status, captured.out, captured.err)

    return run
