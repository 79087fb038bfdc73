"""Rerunnable speed benchmarks for the engine: `python -m bench --help`.

Speed is measured here, by hand or in CI, never by timed tests. Each command
reads a puzzle set (see the README of the puzzles directory for the format),
times one engine entry point per puzzle and prints median, p95 and max.
"""
