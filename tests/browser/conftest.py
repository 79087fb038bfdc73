"""A live server on 127.0.0.1 and a headless Chromium for the browser tests.

The system Chromium is used when there is one (/usr/bin/chromium), else
Playwright's own (`make test` installs one). If neither can start, the tests
fail: a browser test that cannot run must not pass by skipping.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from pages import page_on
from playwright.sync_api import Browser, Page, sync_playwright
from werkzeug.serving import WSGIRequestHandler, make_server

from webapp import create_app
from webapp.storage import schema

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.browser)


class QuietHandler(WSGIRequestHandler):
    def log_request(self, *args: object) -> None:  # the test output is for failures
        pass


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("live")
    app = create_app(
        {
            "SECRET_KEY": "browser-tests",
            "DATABASE_URL": f"sqlite:///{folder}/g.db",
            # One client (this machine) starts every test's games, quickly.
            "RATELIMIT_NEW_GAMES": "10000 per minute",
        }
    )
    schema.upgrade(app.extensions["sudoku_store"])
    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=QuietHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
        app.extensions["sudoku_store"].dispose()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        if CHROMIUM.exists():
            chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        else:
            chromium = playwright.chromium.launch(args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    with page_on(browser, "desktop") as page:
        yield page


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
