"""From a photo in Chromium: a dataset photo chosen in the file field is read into the
editor in place (htmx), the cells to check outlined and named in the status line, one of
them retyped, then Start and a game; desktop and phone, light and dark, axe clean. A
screenshot of a game in progress opens with its givens, the player's digits and notes
apart; a cell moved between kinds and back; Start, and the game begins where the player
was (their digits moves, their notes, their wrong digit found by Check my board)."""

from __future__ import annotations

import json
import re
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

    def read(self: photos.PhotoReader, image: bytes, choice: int = 0) -> photos.PhotoReading:
        reading = real(self, image, choice)
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


# ----- a game in progress (issue 45) -----

PROGRESS = json.loads((DATA / "progress.json").read_text())


def cell_name(c: int) -> str:
    return f"r{c // 9 + 1}c{c % 9 + 1}"


@pytest.mark.parametrize("view", ["desktop", "phone"])
def test_a_game_in_progress_starts_where_the_player_is(
    browser: Browser, live_server: str, view: str
) -> None:
    truth = PROGRESS["progress_light.png"]
    givens, entries, notes, wrong = (
        truth["givens"],
        truth["entries"],
        truth["notes"],
        truth["wrong"],
    )
    yours = [c for c in range(81) if entries[c] != "0"]
    noted = [c for c in range(81) if notes[c]]
    with page_on(browser, view) as page:
        page.goto(live_server + "/")
        settled(page)
        expect(page.locator("#photo-form")).to_have_attribute("data-ready", "1")
        page.set_input_files("#photo", str(DATA / "progress_light.png"))
        status = page.locator("#photo-status")
        expect(status).to_contain_text(
            f"Read {81 - givens.count('0')} givens, {len(yours)} of your digits and "
            f"{len(noted)} cells with notes from the picture.",
            timeout=30_000,
        )
        expect(status).to_contain_text(
            f"Your {entries[wrong]} in {cell_name(wrong)} does not fit the puzzle."
        )
        # The three kinds, each drawn its own way.
        kinds = page.evaluate(
            """[...document.querySelectorAll('#editor td')].map(td => {
                 const input = td.querySelector('input');
                 if (td.querySelector('.cell-notes')) return 'n';
                 if (!input.value) return '.';
                 return td.classList.contains('own') ? 'y' : 'g';
               }).join('')"""
        )
        assert [c for c in range(81) if kinds[c] == "g"] == [
            c for c in range(81) if givens[c] != "0"
        ]
        assert [c for c in range(81) if kinds[c] == "y"] == yours
        assert [c for c in range(81) if kinds[c] == "n"] == noted
        styles = page.evaluate(
            """[0, 1].map(i => getComputedStyle(document.querySelector(
                 i ? '#editor td.own input' : '#editor td.given input')).color)"""
        )
        assert styles[0] != styles[1]  # your digits look unlike the givens
        expect(page.locator(f"#e{noted[0]}")).to_have_attribute(
            "aria-label", re.compile(r"notes " + " ".join(notes[noted[0]]))
        )
        assert serious_violations(page) == []

        # A given made the player's, and back: with the keyboard on a desktop (the cell,
        # then Tab past Start to the control), with taps on a phone.
        moved = next(c for c in range(81) if givens[c] != "0")
        own_field = page.locator("#editor-own")
        before = own_field.input_value()
        kind = page.locator("#editor-kind")
        for turn in range(2):
            if view == "desktop":
                page.locator(f"#e{moved}").click()
                page.keyboard.press("Tab")  # the board, Start, then the kind of its cell
                page.keyboard.press("Tab")
                expect(kind).to_be_focused()
                page.keyboard.press("Enter")
            else:
                page.locator(f"#e{moved}").tap()
                kind.tap()
            cell = page.locator(f"#editor td:has(#e{moved})")
            if turn == 0:
                expect(cell).to_have_class(re.compile(r"\bown\b"))
                assert own_field.input_value()[moved] == givens[moved]
                expect(kind).to_have_text(f"{cell_name(moved)}: make it a given")
                expect(page.locator(f"#e{moved}")).to_have_attribute(
                    "aria-label", re.compile("your digit")
                )
            else:
                expect(cell).to_have_class(re.compile(r"\bgiven\b"))
                expect(cell).not_to_have_class(re.compile(r"\bown\b"))
        assert own_field.input_value() == before
        expect(kind).to_have_text(f"{cell_name(moved)}: make it yours")

        # A noted cell cleared loses its notes, on the page and in the form.
        cleared = noted[-1]
        if view == "desktop":
            page.locator(f"#e{cleared}").click()
        else:
            page.locator(f"#e{cleared}").tap()
        page.keyboard.press("Delete")
        expect(page.locator(f"#editor td:has(#e{cleared}) .cell-notes")).to_have_count(0)
        groups = page.locator("#editor-notes").input_value().split(",")
        assert groups[cleared] == "" and all(groups[c] for c in noted if c != cleared)

        # Start: asked about the wrong digit, kept as a move.
        page.locator("#editor button[type=submit].primary").click()
        expect(page.locator("#entry-status")).to_contain_text(
            "Start anyway with your digit kept as a move"
        )
        page.click('#editor button[name="keep"]')
        page.wait_for_url("**/g/**")
        settled(page)
        board = page.evaluate(
            """[...document.querySelectorAll('#board td[data-cell]')].map(td => [
                 td.classList.contains('given') ? 'g' : 'p', td.dataset.v,
                 [...td.querySelectorAll('.marks i')].map(i => i.textContent).join('')])"""
        )
        assert "".join(v if k == "g" else "0" for k, v, _ in board) == givens
        assert "".join(v if k == "p" else "0" for k, v, _ in board) == entries
        expect(page.locator("#board table.board")).to_have_class(re.compile(r"\bown-notes\b"))
        shown = {c: board[c][2] for c in noted}
        assert all(shown[c] and set(shown[c]) <= set(notes[c]) for c in noted if c != cleared)
        assert shown[cleared] == ""
        assert serious_violations(page) == []
        # The player's digits are moves: Undo takes the last one back.
        last = yours[-1]
        page.click("#undo")
        expect(page.locator(f'#board td[data-cell="{last}"]')).to_have_attribute("data-v", "0")
        # Check my board finds the wrong digit the player wrote.
        page.click("#check-board")
        expect(page.locator("#status .message")).to_have_text(
            "1 entry is wrong, marked on the board."
        )
        expect(page.locator(f'#board td[data-cell="{wrong}"]')).to_have_class(
            re.compile(r"\bwrong\b")
        )
        assert serious_violations(page) == []


def test_a_picture_of_two_grids_reads_the_one_picked(
    page: Page, live_server: str, tmp_path: Path
) -> None:
    """Each grid offered as a thumbnail; picking the second sends the same file again
    with its choice, and the editor holds the other puzzle."""
    import cv2
    import numpy as np

    from bench.screens import Position, render

    puzzles = (
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
        "000000907000420180000705026100904000050000040000507009920108000034059000507000000",
    )
    rng = np.random.default_rng(3)
    shots = [
        cv2.imdecode(
            np.frombuffer(
                render(Position(p, "0" * 81, (0,) * 81, "0" * 81), "light", rng), np.uint8
            ),
            cv2.IMREAD_COLOR,
        )
        for p in puzzles
    ]
    sheet = np.full((max(s.shape[0] for s in shots), sum(s.shape[1] for s in shots) + 60, 3), 255)
    sheet[: shots[0].shape[0], : shots[0].shape[1]] = shots[0]
    sheet[: shots[1].shape[0], shots[0].shape[1] + 60 :] = shots[1]
    picture = tmp_path / "two.png"
    cv2.imwrite(str(picture), sheet.astype(np.uint8))

    page.goto(live_server + "/")
    settled(page)
    expect(page.locator("#photo-form")).to_have_attribute("data-ready", "1")
    page.set_input_files("#photo", str(picture))
    status = page.locator("#photo-status")
    expect(status).to_contain_text("This picture holds 2 grids", timeout=30_000)
    expect(status.locator("img")).to_have_count(2)
    expect(status).not_to_contain_text("choose the picture again")  # the file stays here
    first = values(page)
    assert serious_violations(page) == []
    with page.expect_response("**/enter/photo", timeout=30_000) as answer:
        page.get_by_label("Grid 2").check()  # read at once, the same file sent again
    assert answer.value.status == 200
    expect(status.locator('input[value="1"]')).to_be_checked()
    expect(page.locator("#editor td.given")).not_to_have_count(sum(ch != "." for ch in first))
    assert {first, values(page)} == {p.replace("0", ".") for p in puzzles}
    assert serious_violations(page) == []
