# The two commands of the README. Each installs what is missing first.
.PHONY: run test setup

setup:
	@scripts/setup

run: setup
	.venv/bin/flask --app webapp run --host 127.0.0.1 --port $${PORT:-5000}

test: setup
	@scripts/browser-setup
	.venv/bin/ruff check .
	.venv/bin/python -m pytest -q
