"""The optional compiled part of the engine (see engine/_als_walk.c).

Everything else is in pyproject.toml. `optional=True`: where no C compiler is at
hand the install goes on without it, and the engine walks in pure Python.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("engine._als_walk", ["engine/_als_walk.c"], optional=True)])
