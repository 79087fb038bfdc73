"""Practise, the library, my games, statistics and the day's puzzle in Chromium: desktop
and phone, light and dark, axe-clean."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from axe import serious_violations
from pages import page_on, settled
from playwright.sync_api import Browser, Page, expect
from test_browser_play import start

LOOKS = [("desktop", "light"), ("phone", "dark")]


@pytest.fixture(params=LOOKS, ids=lambda look: "-".join(look))
def looked_at(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    view, scheme = request.param
    with page_on(browser, view, color_scheme=scheme) as page:
        yield page


def fits(page: Page) -> bool:
    settled(page)
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_practise_a_technique_to_its_step_then_another_one(
    looked_at: Page, live_server: str
) -> None:
    page = looked_at
    page.goto(live_server + "/practise")
    assert serious_violations(page) == []
    assert fits(page)
    page.click('#practise-x-wing button')
    expect(page.locator("#practice-title")).to_contain_text("X-Wing")
    first = page.url
    page.click("#hint-button")
    expect(page.locator("#hint-panel")).to_contain_text("technique you are practising")
    expect(page.locator("#hint-panel")).not_to_contain_text("X-Wing")
    page.click("#hint-button")
    expect(page.locator("#hint-panel")).to_contain_text("X-Wing")
    page.click("#hint-button")
    expect(page.locator("#apply-hint")).to_be_visible()
    page.click("#apply-hint")
    expect(page.locator("#status")).to_contain_text("X-Wing")
    assert serious_violations(page) == []
    page.click("#another-one")
    page.wait_for_url(lambda url: url != first and "/g/" in url)
    expect(page.locator("#practice-title")).to_contain_text("X-Wing")


def test_a_library_page_draws_its_technique(looked_at: Page, live_server: str) -> None:
    page = looked_at
    page.goto(live_server + "/techniques")
    page.click('a[href="/techniques/xy-wing"]')
    expect(page.locator("h1")).to_have_text("XY-Wing")
    expect(page.locator("#board table")).to_be_visible()
    expect(page.locator("#board svg.overlay, #board .legend, .legend").first).to_be_visible()
    expect(page.locator("table.frequency")).to_be_visible()
    assert serious_violations(page) == []
    assert fits(page)
    page.click("#practise-this")
    expect(page.locator("#practice-title")).to_contain_text("XY-Wing")


def test_my_games_across_two_games_and_forget(
    looked_at: Page, live_server: str, puzzles: dict
) -> None:
    page = looked_at
    start(page, live_server, puzzles["easy"])
    first = page.url
    start(page, live_server, puzzles["hard"])
    second = page.url
    page.goto(live_server + "/")
    rows = page.locator(".my-games-table tbody tr")
    expect(rows).to_have_count(2)
    assert serious_violations(page) == []
    assert fits(page)
    page.locator(".my-games-table tbody tr").nth(1).locator("button").click()
    expect(page.locator(".my-games-table tbody tr")).to_have_count(1)
    page.locator(".my-games-table a.button-link").click()
    # The first game was forgotten: the one left is the second, played last.
    expect(page).to_have_url(second)
    assert second != first


def test_statistics_after_a_solve(looked_at: Page, live_server: str, puzzles: dict) -> None:
    page = looked_at
    start(page, live_server, puzzles["easy"])
    for _ in range(90):
        if page.locator("#board td[data-v='0']").count() == 0:
            break
        for _ in range(3):
            if page.locator("#apply-hint").count():
                break
            level = int(page.get_attribute("#hint-title", "data-level") or 0)
            page.click("#hint-button")
            expect(page.locator("#hint-title")).to_have_attribute("data-level", str(level + 1))
        page.click("#apply-hint")
        expect(page.locator("#apply-hint")).to_have_count(0)
    page.goto(live_server + "/statistics")
    expect(page.locator("#totals")).to_contain_text("1 game solved")
    expect(page.locator("svg.chart rect.bar")).to_have_count(5)
    expect(page.locator("#techniques-met a").first).to_be_visible()
    assert serious_violations(page) == []
    assert fits(page)


def test_the_days_puzzle_is_the_same_in_two_browsers(browser: Browser, live_server: str) -> None:
    boards = []
    for view, scheme in LOOKS:
        with page_on(browser, view, color_scheme=scheme) as page:
            page.goto(live_server + "/")
            page.click("#daily-medium")
            expect(page.locator("#board table")).to_be_visible()
            boards.append(
                page.eval_on_selector_all(
                    "#board td", "cells => cells.map(c => c.dataset.v).join('')"
                )
            )
            assert serious_violations(page) == []
    assert boards[0] == boards[1]
    assert boards[0].count("0") < 81


@pytest.mark.parametrize("view", ["desktop", "phone"])
def test_practise_this_keeps_its_distance_from_the_heading_below(
    browser: Browser, live_server: str, view: str
) -> None:
    with page_on(browser, view) as page:
        page.goto(live_server + "/techniques/x-wing")
        settled(page)
        button = page.locator("#practise-this").bounding_box()
        heading = page.locator("h2", has_text="On a real position").bounding_box()
        assert button is not None and heading is not None
        gap = heading["y"] - (button["y"] + button["height"])
        assert gap >= 8, f"{gap:.1f}px between Practise this and the heading"
