"""The optional compiled part of the engine: a few hot searches in C, each the same
search as the Python code beside it, which stays the reference and the fallback.

Every engine/compiled/_*.c is one extension module, engine.compiled._<name>, built in
place by `pip install -e` (scripts/setup); engine/native.py is the only importer.
Everything else is in pyproject.toml. `optional=True`: where no C compiler is at
hand the install goes on without them, and the engine runs in pure Python.
"""

from pathlib import Path

from setuptools import Extension, setup

COMPILED = Path("engine/compiled")
HEADERS = sorted(str(h) for h in COMPILED.glob("_*.h"))

setup(
    ext_modules=[
        Extension(f"engine.compiled.{source.stem}", [str(source)], depends=HEADERS, optional=True)
        for source in sorted(COMPILED.glob("_*.c"))
    ]
)
