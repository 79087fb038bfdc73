"""The optional compiled part of the engine: a few hot searches in C, each the same
search as the Python code beside it, which stays the reference and the fallback.

Everything else is in pyproject.toml. `optional=True`: where no C compiler is at
hand the install goes on without them, and the engine runs in pure Python.
"""

from setuptools import Extension, setup

HEADERS = ["engine/_bits.h", "engine/_houses.h"]

setup(
    ext_modules=[
        Extension(name, [source], depends=HEADERS, optional=True)
        for name, source in (
            ("engine._als_walk", "engine/_als_walk.c"),
            ("engine._wings", "engine/_wings.c"),
            ("engine._fish", "engine/_fish.c"),
            ("engine._intersections", "engine/_intersections.c"),
            ("engine._singles", "engine/_singles.c"),
            ("engine._subsets", "engine/_subsets.c"),
            ("engine._sue_de_coq", "engine/_sue_de_coq.c"),
            ("engine._chains", "engine/_chains.c"),
            ("engine._tables", "engine/_tables.c"),
        )
    ]
)
