"""From a photo in Chromium: a dataset photo chosen in the file field is read into the
editor in place (htmx), the cells to check outlined and named in the status line, one of
them retyped, then Start and a game; desktop and phone, light and dark, axe clean."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from axe import serious_violations
from pages import page_on, settled
from playwright.sync_api import Browser, Page, expect

from webapp.serving import photos

DATA = Path(__file__).resolve().parents[1] / "vision" / "data"
VIEWS = [(view, scheme) for view in ("desktop", "phone") for scheme in ("light", "dark")]
UNSURE = (2, 60)  # r1c3 and r7c7: made doubtful below, so the outlines can be seen


def truth(name: str) -> str:
    lines = (DATA / f"{name}.dat").read_text().splitlines()[2:11]
    return "".join(x if x != "0" else "." for line in lines for x in line.split())


@pytest.fixture
def doubtful(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pool reads the photo as ever; two of its cells then come back less sure."""
    real = photos.PhotoReader.read

    def read(self: photos.PhotoReader, image: bytes) -> photos.PhotoReading:
        reading = real(self, image)
        confidence = list(reading.confidence)
        for cell in UNSURE:
            confidence[cell] = 0.5
        return replace(reading, confidence=tuple(confidence))

    monkeypatch.setattr(photos.PhotoReader, "read", read)


@pytest.fixture(params=VIEWS, ids=[f"{v}-{s}" for v, s in VIEWS])
def looked_at(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    view, scheme = request.param
    with page_on(browser, view, color_scheme=scheme) as page:
        yield page


def values(page: Page) -> str:
    return page.evaluate(
        "[...document.querySelectorAll('#editor input[name=cell]')]"
        ".map(i => i.value || '.').join('')"
    )


def test_a_photo_into_the_editor_then_a_game(
    looked_at: Page, live_server: str, doubtful: None
) -> None:
    page = looked_at
    page.goto(live_server + "/")
    settled(page)
    expect(page.locator("#photo-form")).to_have_attribute("data-ready", "1")
    page.set_input_files("#photo", str(DATA / "image1.jpg"))  # sent as soon as chosen
    expected = truth("image1")
    status = page.locator("#photo-status")
    # The first upload starts the pool's process: allow it time.
    expect(status).to_contain_text(
        "Check these 2 cells against the picture: r1c3, r7c7.", timeout=30_000
    )
    assert values(page) == expected
    outlined = page.locator("#editor td.unsure")
    expect(outlined).to_have_count(2)
    expect(page.locator("#e2")).to_have_attribute(
        "aria-label", "r1c3, read with low confidence: check it"
    )
    # The first cell to check has the focus: one digit fixes it (here, the same one again).
    expect(page.locator("#e2")).to_be_focused()
    assert serious_violations(page) == []
    page.locator("#e60").click()
    page.keyboard.press(expected[60])
    expect(page.locator("#editor td.unsure")).to_have_count(1)
    expect(page.locator("#entry-status")).to_contain_text("one solution: ready.")
    page.locator("#editor button[type=submit].primary").click()
    page.wait_for_url("**/g/**")
    settled(page)
    givens = page.evaluate(
        "[...document.querySelectorAll('#board td[data-cell]')]"
        ".map(td => td.classList.contains('given') ? td.dataset.v : '.').join('')"
    )
    assert givens == expected
    assert serious_violations(page) == []


def test_a_file_that_is_no_picture_is_refused_in_place(
    page: Page, live_server: str, tmp_path: Path
) -> None:
    page.goto(live_server + "/")
    settled(page)
    expect(page.locator("#photo-form")).to_have_attribute("data-ready", "1")
    page.locator("#e0").click()
    page.keyboard.press("5")
    notes = tmp_path / "notes.png"
    notes.write_bytes(b"not a picture at all")
    page.set_input_files("#photo", str(notes))
    expect(page.locator("#photo-status")).to_contain_text("not a picture that can be read")
    assert values(page)[0] == "5"  # what the player had typed is kept
    assert serious_violations(page) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_after_an_upload_the_editor_types_as_before(
    browser: Browser, live_server: str, doubtful: None, scheme: str
) -> None:
    """The editor swapped in by the upload is the script's again: the no-script field
    hidden, the pad shown on a phone, the cursor on the first cell to check, and a digit
    typed there lands and moves the cursor on."""
    with page_on(browser, "phone", color_scheme=scheme) as page:
        page.goto(live_server + "/")
        settled(page)
        expect(page.locator("#photo-form")).to_have_attribute("data-ready", "1")
        page.set_input_files("#photo", str(DATA / "image1.jpg"))
        expect(page.locator("#photo-status")).to_contain_text("Check these 2 cells", timeout=30_000)
        expect(page.locator("#editor")).to_have_attribute("data-ready", "1")
        expect(page.locator("#editor-own")).to_be_hidden()
        expect(page.locator(".editor-pad")).to_be_visible()
        expect(page.locator("#e2")).to_be_focused()
        expected = truth("image1")
        page.keyboard.press("4" if expected[2] != "4" else "6")  # a digit unlike the photo's
        expect(page.locator("#e3")).to_be_focused()  # the cursor moved on
        assert values(page)[2] == ("4" if expected[2] != "4" else "6")
        expect(page.locator("#editor td.unsure")).to_have_count(1)
        # The pad types where the cursor is: r1c3 put back as the photo had it.
        page.locator("#e2").tap()
        page.locator(
            f'.editor-pad .key[data-digit="{expected[2] if expected[2] != "." else 0}"]'
        ).tap()
        assert values(page)[2] == expected[2]
        expect(page.locator("#entry-status")).to_contain_text("one solution: ready.")
        assert serious_violations(page) == []
