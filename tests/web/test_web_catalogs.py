"""The gettext catalogs stay complete: every message of the web app translated in German,
French and Japanese, nothing fuzzy, the same placeholders, and the template (.pot) up to
date with the sources."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = ROOT / "webapp" / "translations"
PLACEHOLDER = re.compile(r"%\(\w+\)[sdr]|\{\w+\}")


def catalog(path: Path):  # noqa: ANN201
    with path.open("rb") as f:
        return read_po(f)


def test_the_template_lists_exactly_what_the_sources_say(tmp_path: Path) -> None:
    fresh = tmp_path / "messages.pot"
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg",
         "-k", "_l", "-k", "lazy_gettext", "--no-location", "-o", str(fresh), "."],
        cwd=ROOT, check=True, capture_output=True,
    )
    current = {m.id for m in catalog(CATALOGS / "messages.pot") if m.id}
    assert {m.id for m in catalog(fresh) if m.id} == current, "run pybabel extract (README)"


@pytest.mark.parametrize("lang", ["de", "fr", "ja"])
def test_every_message_is_translated_with_its_placeholders(lang: str) -> None:
    template = {m.id for m in catalog(CATALOGS / "messages.pot") if m.id}
    translated = catalog(CATALOGS / lang / "LC_MESSAGES" / "messages.po")
    seen = set()
    for message in translated:
        if not message.id:
            continue
        seen.add(message.id)
        assert not message.fuzzy, (lang, message.id)
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(strings), (lang, message.id)
        wanted = set(PLACEHOLDER.findall(ids[-1]))
        for text in strings:
            assert set(PLACEHOLDER.findall(text)) == wanted, (lang, message.id, text)
    assert seen == template, (lang, template ^ seen)
