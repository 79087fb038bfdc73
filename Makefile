# The two commands of the README. Each installs what is missing first.
.PHONY: run serve test setup upgrade-db

setup:
	@scripts/setup

# The schema is brought up to date once, before any server process starts.
upgrade-db: setup
	.venv/bin/flask --app webapp upgrade-db

run: upgrade-db
	.venv/bin/flask --app webapp run --host 127.0.0.1 --port $${PORT:-5000}

# Production: gunicorn's threaded workers (gunicorn.conf.py), behind a reverse proxy.
serve: upgrade-db
	.venv/bin/gunicorn --config gunicorn.conf.py "webapp:create_app()"

test: setup
	@scripts/browser-setup
	@scripts/postgres-setup
	.venv/bin/ruff check .
	.venv/bin/python -m pytest -q
