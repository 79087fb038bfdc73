"""A Killer as a player meets it: the candidates show what each cage's sum allows (not 1-9
everywhere) unless the player turns that off; the selected cell's cage lists its
combinations with the ruled-out ones struck, in four languages; and every built-in Killer
gives its first digit within ten applied hints."""

from __future__ import annotations

import html
import re

import pytest
from flask import Flask
from web_helpers import Player

from engine import DIGITS_IN, variant_named
from engine.rules.cages import sum_combinations
from webapp.entering.puzzles import builtins

CELL = re.compile(r'data-cell="(\d+)" data-h="([^"]*)" data-v="(\d)" data-c="(\d*)"')
LINE = re.compile(r'<p class="cage-line" data-cage="(\d+)"( hidden)?>(.*?)</p>', re.S)
KILLERS = sorted(k for k, b in builtins().items() if b.variant.startswith("killer:"))


def marks(html: str) -> dict[int, str]:
    return {int(c): shown for c, _, v, shown in CELL.findall(html) if v == "0"}


def test_a_new_killer_shows_what_each_cage_sum_allows(player: Player) -> None:
    player.start(builtin="killer-2")
    shown = marks(player.page().data.decode())
    variant = variant_named(builtins()["killer-2"].variant)
    assert len(shown) == 81 and any(len(m) < 9 for m in shown.values())
    for cage in variant.cages:
        union = 0
        for m in sum_combinations(cage.total, len(cage.cells)):
            union |= m
        for c in cage.cells:
            assert shown[c] == "".join(str(d) for d in DIGITS_IN[union])


def test_the_player_can_turn_it_off_and_on(player: Player) -> None:
    player.start(builtin="killer-2")
    answer = player.post("cage-sums", cage_sums="off", cell=4)
    assert answer.status_code == 303 and "cell=4" in answer.headers["Location"]
    html = player.followed.data.decode()
    assert set(marks(html).values()) == {"123456789"}
    assert 'id="cage-sums" aria-pressed="false"' in html
    # The game's hint reasons on what the player sees: every cage's combinations at once.
    player.post("hint")
    player.post("hint")
    panel = player.post("hint")
    text = player.followed.data.decode() if panel.status_code == 303 else panel.data.decode()
    assert "Cage Combinations" in text and "cages each allow only" in text
    player.post("cage-sums", cage_sums="on")
    html = player.followed.data.decode()
    assert any(len(m) < 9 for m in marks(html).values())
    assert 'id="cage-sums" aria-pressed="true"' in html


def test_a_setting_that_is_neither_on_nor_off_is_refused(player: Player) -> None:
    player.start(builtin="killer-2")
    assert player.post("cage-sums", cage_sums="maybe").status_code == 400


def test_the_selected_cells_cage_lists_its_combinations(player: Player) -> None:
    player.start(builtin="killer-1")
    variant = variant_named(builtins()["killer-1"].variant)
    cage = max(variant.cages, key=lambda k: len(sum_combinations(k.total, len(k.cells))))
    cell = cage.cells[0]
    html = player.page(f"?cell={cell}").data.decode()
    lines = {int(k): (hidden, body) for k, hidden, body in LINE.findall(html)}
    assert len(lines) == len(variant.cages)
    hidden, body = lines[variant.cage_of[cell]]
    assert not hidden and all(h for k, (h, _) in lines.items() if k != variant.cage_of[cell])
    size = len(cage.cells)
    assert body.startswith(f"{cage.total} in {size} cell")
    written = re.findall(r"\d(?:\+\d)+", body)
    assert written == ["+".join(str(d) for d in DIGITS_IN[m])
                       for m in sum_combinations(cage.total, size)]
    assert "<s " not in body  # nothing ruled out on a new board


def test_a_placed_digit_strikes_the_combinations_without_it(player: Player) -> None:
    player.start(builtin="killer-1")
    solution = player.state()["solution"]
    variant = variant_named(builtins()["killer-1"].variant)
    cage = next(k for k in variant.cages
                if len(k.cells) >= 2 and len(sum_combinations(k.total, len(k.cells))) >= 2)
    cell = cage.cells[0]
    player.post("move", cell=cell, digit=solution[cell], mode="value")
    html = player.page(f"?cell={cell}").data.decode()
    body = dict((int(k), b) for k, _, b in LINE.findall(html))[variant.cage_of[cell]]
    struck = re.findall(r'<s class="combo">([\d+]+)<span class="visually-hidden"> \(ruled out\)',
                        body)
    kept_ = re.findall(r'<span class="combo">([\d+]+)</span>', body)
    assert struck and kept_
    assert all(str(solution[cell]) not in s.split("+") for s in struck if s)
    assert all(str(solution[cell]) in s.split("+") for s in kept_)


@pytest.mark.parametrize(("language", "words"), [
    ("de", ("Käfigkombinationen", "Zellen", "(ausgeschlossen)")),
    ("fr", ("Combinaisons de la cage", "cases", "(exclue)")),
    ("ja", ("ケージの組み合わせ", "マスで", "候補にケージの和を反映")),
])
def test_the_panel_in_other_languages(app: Flask, player: Player, language: str,
                                      words: tuple[str, ...]) -> None:
    player.client.set_cookie("lang", language)
    player.start(builtin="killer-1")
    solution = player.state()["solution"]
    variant = variant_named(builtins()["killer-1"].variant)
    cage = next(k for k in variant.cages
                if len(k.cells) >= 2 and len(sum_combinations(k.total, len(k.cells))) >= 2)
    player.post("move", cell=cage.cells[0], digit=solution[cage.cells[0]], mode="value")
    html = player.page(f"?cell={cage.cells[0]}").data.decode()
    for word in words:
        assert word in html


def test_a_mark_the_cage_sum_rules_out_cannot_be_put_back(player: Player) -> None:
    player.start(builtin="killer-2")
    variant = variant_named(builtins()["killer-2"].variant)
    def union_of(cage: object) -> int:
        union = 0
        for m in sum_combinations(cage.total, len(cage.cells)):  # type: ignore[attr-defined]
            union |= m
        return union

    cage = min(variant.cages, key=union_of)
    digit = DIGITS_IN[0x1FF & ~union_of(cage)][0]
    answer = player.post("move", cell=cage.cells[0], digit=digit, mode="pencil")
    assert answer.status_code == 422
    assert "no combination of its cage's sum holds it" in html.unescape(answer.data.decode())


@pytest.mark.parametrize("builtin", KILLERS)
def test_every_builtin_killer_gives_a_digit_within_ten_hints(player: Player, builtin: str) -> None:
    """As a player would: start it, ask for the hint to its last level, apply, again."""
    player.start(builtin=builtin)
    solution = player.state()["solution"]
    applied = 0
    while applied < 10:
        for _ in range(3):
            player.post("hint")
        assert player.post("apply").status_code == 303
        applied += 1
        board = player.state()["board"]
        filled = [c for c, ch in enumerate(board) if ch != "0"]
        assert all(int(board[c]) == solution[c] for c in filled)
        if filled:
            break
    print(f"{builtin}: first digit after {applied} applied hints")
    assert filled, f"{builtin}: no digit after 10 applied hints"


def test_a_needed_mark_removed_is_still_the_mistake_a_hint_names(player: Player) -> None:
    player.start(builtin="killer-3")
    solution = player.state()["solution"]
    variant = variant_named(builtins()["killer-3"].variant)
    cell = variant.cages[0].cells[0]
    player.post("move", cell=cell, digit=solution[cell], mode="pencil")  # take its own mark out
    for _ in range(3):
        player.post("hint")
    page = player.followed.data.decode()
    assert f"The pencil mark {solution[cell]} was removed from r" in page
    player.post("apply")  # puts it back
    assert player.state()["exclusions"] == "000" * 81


def test_own_notes_filled_in_are_the_cage_sums_candidates_and_a_gap_is_named(
    player: Player,
) -> None:
    player.start(builtin="killer-3")
    player.post("notes", notes="own")
    player.post("fill-notes")
    state = player.state()
    # The notes written in are what the page showed: the cage sums' candidates.
    variant = state["grid"].variant
    for cage in variant.cages:
        union = 0
        for m in sum_combinations(cage.total, len(cage.cells)):
            union |= m
        assert all(state["notes"][c] & ~union == 0 for c in cage.cells)
    cell = variant.cages[0].cells[0]
    digit = state["solution"][cell]
    player.post("move", cell=cell, digit=digit, mode="pencil")  # the player's own note out
    for _ in range(3):
        player.post("hint")
    assert "Your notes in r" in player.followed.data.decode()


def test_every_htmx_answer_brings_the_panel_along(hx_player: Player) -> None:
    hx_player.start(builtin="killer-1")
    solution = hx_player.state()["solution"]
    variant = variant_named(builtins()["killer-1"].variant)
    cage = next(k for k in variant.cages
                if len(k.cells) >= 2 and len(sum_combinations(k.total, len(k.cells))) >= 2)
    cell = cage.cells[0]
    answer = hx_player.post("move", cell=cell, digit=solution[cell], mode="value").data.decode()
    panel = answer[answer.index('<section id="cage-combos"'):]
    assert panel.split(">", 1)[0].endswith('hx-swap-oob="true"')
    body = dict((int(k), (h, b)) for k, h, b in LINE.findall(panel))[variant.cage_of[cell]]
    assert not body[0] and '<s class="combo">' in body[1]  # shown, with the struck ones
