# The two commands of the README. Each installs what is missing first.
.PHONY: run serve test check setup upgrade-db cluster cluster-stop

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

# A local rehearsal of several hosts: PostgreSQL, Redis, two app hosts, nginx in front
# on 127.0.0.1:$CLUSTER_PORT (8080). Ctrl-C or `make cluster-stop` stops it all.
cluster: setup
	@scripts/cluster-setup
	.venv/bin/python -m bench.cluster up

cluster-stop:
	.venv/bin/python -m bench.cluster stop

# Tests run on every core (at most four workers, each with its own servers and browser);
# worksteal keeps both busy to the end though a few tests take minutes.
PYTEST = .venv/bin/python -m pytest -q -n auto --maxprocesses=4 --dist worksteal

# The fast loop: ruff and every test but the slow, browser and PostgreSQL ones.
check: setup
	.venv/bin/ruff check .
	$(PYTEST) -m "not slow and not browser and not postgres"

# Everything, as CI runs it.
test: setup
	@scripts/browser-setup
	@scripts/postgres-setup
	@scripts/cluster-setup
	.venv/bin/ruff check .
	$(PYTEST)
