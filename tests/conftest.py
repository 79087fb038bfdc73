"""Fixtures shared by the web and browser tests."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

WEB_PUZZLES = Path(__file__).resolve().parent / "data" / "web_puzzles.txt"


@pytest.fixture(scope="session")
def puzzles() -> dict[str, str]:
    """The named puzzles of tests/data/web_puzzles.txt: name -> 81 characters."""
    out = {}
    for line in WEB_PUZZLES.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, puzzle = line.split()
            out[name] = puzzle
    return out


CATALOGS = Path(__file__).resolve().parent.parent / "webapp" / "translations"


def pytest_sessionstart(session: pytest.Session) -> None:
    """Compile the web app's catalogs if scripts/setup has not (a bare `pytest` run): the
    .po files are the source and the compiled .mo files are never committed. Written
    aside and moved into place, as parallel workers may compile at once."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for po in CATALOGS.glob("*/LC_MESSAGES/messages.po"):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            aside = mo.with_suffix(f".{os.getpid()}.tmp")
            with po.open("rb") as source, aside.open("wb") as target:
                write_mo(target, read_po(source))
            os.replace(aside, mo)
