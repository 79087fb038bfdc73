"""A page on a desktop or a touch phone, whose JavaScript errors fail the test."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from playwright.sync_api import Browser, Page

VIEWPORTS = {"desktop": {"width": 1200, "height": 900}, "phone": {"width": 390, "height": 844}}


@contextmanager
def page_on(browser: Browser, view: str = "desktop", **options: object) -> Iterator[Page]:
    touch = view == "phone"
    viewport = options.pop("viewport", VIEWPORTS[view])  # another phone's size, say
    context = browser.new_context(
        viewport=viewport, has_touch=touch, is_mobile=touch, **options
    )
    context.set_default_timeout(10_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield page
    finally:
        context.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


def settled(page: Page) -> None:
    """Wait for the page's stylesheets (its load event) before measuring its look.

    A click on a link returns once the navigation commits, and Chromium answers style and
    layout questions before a pending stylesheet arrives. Axe then reads the browser's
    unstyled colours (a dark-scheme link on white), and widths are those of bare HTML.
    """
    page.wait_for_load_state("load")


def choose(page: Page, selector: str) -> None:
    """Press a switch of the header's menu (theme, language, coordinates), opening it first:
    the settings sit in a disclosure so that a phone's header stays one line."""
    if not page.locator("header .menu").evaluate("menu => menu.open"):
        page.click("header .menu summary")
    page.click(selector)
