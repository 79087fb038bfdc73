"""Every step in every language, and what a language costs the web app.

    python -m bench languages [--count 25] [--requests 200]

Part one: the solve of `--count` puzzles from each of the easy, medium, hard and
top1465 sets, every step rendered in German, French and Japanese; a text counts as
English left over when it holds a frequent English word (German, French) or Latin
words beyond the notation and the names kept in Latin (Japanese), or an unfilled
{placeholder}. Part two: the game page's bytes and the time of a hint request in
each language (Flask test client, `--requests` requests each, median and p95 ms).
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import engine

from .puzzles import DEFAULT_PUZZLES_DIR, read_set
from .report import table

SETS = (
    "sudokuexchange_easy_sample500",
    "sudokuexchange_medium_sample500",
    "sudokuexchange_hard_20k",
    "magictour_top1465",
)
TRANSLATED = ("de", "fr", "ja")
ENGLISH_WORDS = re.compile(
    r"\b(the|is|not|cannot|because|only|which|either|both|and|if|of|sees|can|must|would|"
    r"where|every|each|one|two|three|its|it|that|there|with|from|look|for)\b"
)
NOTATION = re.compile(r"\d*r\d+c\d+(<>\d|=\d)?")
JAPANESE_LATIN = {"AIC", "ALS", "XZ", "XY", "XYZ", "WXYZ", "BUG", "Bivalue", "Universal", "Grave"}
UNFILLED = re.compile(r"\{[A-Za-z_]\w*(:\w+)?\}")


def english_left(code: str, text: str) -> set[str]:
    """The English (or unfilled placeholders) a text in `code` still holds."""
    found = {m.group(0) for m in UNFILLED.finditer(text)}
    if code == "ja":
        latin = set(re.findall(r"[A-Za-z]{2,}", NOTATION.sub("", text)))
        return found | (latin - JAPANESE_LATIN)
    return found | set(ENGLISH_WORDS.findall(text))


def steps_in_languages(directory: Path, count: int) -> list[list[str]]:
    rows = []
    for name in SETS:
        steps = texts = 0
        left = dict.fromkeys(TRANSLATED, 0)
        for entry in read_set(directory, name, count, 1):
            grid = engine.load_puzzle(entry.puzzle).grid
            while not all(grid.values):
                step = engine.next_step(grid)
                if step is None:
                    break
                steps += 1
                for code in TRANSLATED:
                    said = engine.words(step, code)
                    for text in (said.nudge, said.summary, *said.proof):
                        texts += code == "de"
                        left[code] += bool(english_left(code, text))
                engine.apply_step(grid, step)
        rows.append([name, str(steps), str(texts), *(str(left[c]) for c in TRANSLATED)])
    return rows


def web_cost(requests: int) -> list[list[str]]:
    from webapp import create_app
    from webapp.storage import schema

    folder = tempfile.mkdtemp()
    app = create_app(
        {"SECRET_KEY": "bench", "DATABASE_URL": f"sqlite:///{folder}/g.db", "TESTING": True,
         "WTF_CSRF_ENABLED": False, "RATELIMIT_NEW_GAMES": "10000 per minute"}
    )
    schema.upgrade(app.extensions["sudoku_store"])
    client = app.test_client()
    puzzle = "..5.9.4..61..5..23..4.6.7..9.......2...4.9......382....3.....6.4.7...2.816.....97"
    rows = []
    for code in ("en", *TRANSLATED):
        client.set_cookie("lang", code)
        url = client.post("/games", data={"puzzle": puzzle}).headers["Location"]
        page = client.get(url)
        times = []
        for _ in range(requests):
            version = re.search(rb'name="version" value="(\d+)"', page.data)
            assert version is not None
            started = time.perf_counter()
            answer = client.post(
                url + "/hint",
                data={"version": version.group(1).decode(), "cell": "", "highlight": "",
                      "mode": "value"},
                headers={"HX-Request": "true"},
            )
            times.append((time.perf_counter() - started) * 1000)
            page = answer if b'name="version"' in answer.data else client.get(url)
        ordered = sorted(times)
        p95 = ordered[max(0, int(0.95 * len(ordered)) - 1)]
        rows.append([code, str(len(page.data)), f"{statistics.median(times):.2f}", f"{p95:.2f}"])
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench languages", description=__doc__)
    parser.add_argument("--count", type=int, default=25, help="puzzles from each set")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--puzzles-dir", type=Path, default=DEFAULT_PUZZLES_DIR)
    args = parser.parse_args(argv)
    print(
        table(
            "Every step in every language: texts with English left over",
            ["set", "steps", "texts", *TRANSLATED],
            steps_in_languages(args.puzzles_dir, args.count),
        )
    )
    print()
    print(
        table(
            "The game page and a hint request per language (ms, test client)",
            ["language", "page bytes", "hint median", "hint p95"],
            web_cost(args.requests),
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
