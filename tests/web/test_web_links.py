"""Links, fins, base and cover houses drawn on the board: the SVG layer and its legend.

Present-level tests check the geometry (numbers in a 0..900 viewBox, 100 a cell)
on a real position; the web tests check the page: at hint level 2, and for a step
shown from the "Apply one heuristic" list, the board carries an SVG with one arrow
per link, solid for strong links and dashed for weak ones, and the legend says
what each line means, with and without htmx.
"""

from __future__ import annotations

import math
import re

import pytest
from web_helpers import Player

from engine import (
    CLASSIC,
    X_SUDOKU,
    Grid,
    Link,
    Step,
    all_steps,
    apply_step,
    load_puzzle,
    solve_path,
)
from engine.bits import ALL_DIGITS
from engine.step import BASE, CANDIDATE, CELL, COVER, FIN, HOUSE, OFF, ON, TARGET, Highlight
from engine.techniques import chains
from webapp.page.forms import ViewState
from webapp.playing import board, words
from webapp.playing import overlay as svg_layer
from webapp.playing.drawing import MARK, Drawing
from webapp.storage.store import Game, db

# sudokuexchange diabolical #8 (public domain), where singles and subsets leave it. Column 1
# has 4 only in r2c1 and r7c1, column 8 only in r3c8 and r7c8: a Skyscraper on 4 with its
# base in row 7, so r2c7 and r3c2, which see both r2c1 and r3c8, are not 4. The ladder has
# no Skyscraper yet, so this step is written by hand (the rest of the file uses real ones).
SKYSCRAPER_PUZZLE = (
    "1..9.4..6.3.7.5.2.8.......7.6.....1.7.8...5.4.9.....8....692...62.3.1.78........."
)
SKYSCRAPER_SOLUTION = (
    "172984356439765821856123497563478219718239564294516783387692145625341978941857632"
)
SKYSCRAPER_BOARD = """
1      7      2      9      {38}   4      {38}   5      6
{49}   3      {69}   7      {68}   5      {489}  2      1
8      {45}   {569}  1      2      {36}   {349}  {49}   7
{25}   6      {34}   {458}  {457}  {3789} {27}   1      {239}
7      1      8      2      {36}   {369}  5      {369}  4
{25}   9      {34}   {45}   1      {67}   {67}   8      {23}
{34}   8      7      6      9      2      1      {34}   5
6      2      {59}   3      {45}   1      {49}   7      8
{39}   {45}   1      {458}  {457}  {78}   {26}   {369}  {239}
"""

# The Skyscraper written out by hand, the way the engine's chain steps carry it: the
# chain r2c1 -> r7c1 = r7c8 ... in order, strong links in the columns, weak in row 7.
R2C1, R3C2, R2C7, R3C8, R7C1, R7C8 = 9, 19, 15, 25, 54, 61
SKYSCRAPER = Step(
    technique="naked-pair",  # any ladder id: the drawing does not depend on it
    eliminations=((R2C7, 4), (R3C2, 4)),
    highlights=(
        Highlight(CANDIDATE, (R2C1, 4), OFF),
        Highlight(CANDIDATE, (R7C1, 4), ON),
        Highlight(CANDIDATE, (R7C8, 4), OFF),
        Highlight(CANDIDATE, (R3C8, 4), ON),
        Highlight(CELL, R3C2, TARGET),
        Highlight(CELL, R2C7, TARGET),
    ),
    links=(
        Link((R2C1, 4), (R7C1, 4), True),
        Link((R7C1, 4), (R7C8, 4), False),
        Link((R7C8, 4), (R3C8, 4), True),
    ),
    explanation="If r2c1 is not 4 then r7c1 is 4, so r7c8 is not 4, so r3c8 is 4.",
    nudge="Look for a Skyscraper on 4.",
)

# sudokuexchange diabolical #4 (public domain), frozen where the ladder (singles to fish
# and wings) stops: the chain finders fire here. X-Chain on 6: 6r5c8=6r5c2-6r4c3=6r9c3,
# so r9c8 (which sees r5c8 and r9c3) is not 6. Grouped AIC: 2r6c8=7r6c8-7r6c2=7r2c2-
# 2r2c2=2r56c2, a group of 2s in r5c2 and r6c2 at its end, so r6c3 is not 2.
CHAIN_PUZZLE = ".8.....9.....3....6.9.8.7.21..3.2..84.5...3.98.......1.1.6.8.5...8...9.....241..."
CHAIN_SOLUTION = "581724693742936185639185742196352478425817369873469521314698257268573914957241836"
CHAIN_BOARD = """
{357}  8      {1347} {47}   2      {46}   {146}  9      {356}
{57}   {247}  {1247} {479}  3      {469}  {1468} {468}  {56}
6      {34}   9      1      8      5      7      {34}   2
1      9      {67}   3      {56}   2      {456}  {467}  8
4      {26}   5      8      1      7      3      {26}   9
8      {237}  {237}  {49}   {56}   {49}   {56}   {27}   1
{37}   1      {347}  6      9      8      2      5      {347}
2      {46}   8      5      7      3      9      1      {46}
9      5      {367}  2      4      1      {68}   {368}  {367}
"""

TOKEN = re.compile(r"\{([1-9]+)\}|([1-9])")
PATH = re.compile(r"M(\S+) (\S+)Q(\S+) (\S+) (\S+) (\S+)")
ARROW = re.compile(r'<path class="link (strong|weak)" d="([^"]+)" marker-end="url\(#head-\1\)"/>')


def grid_from_board(text: str) -> Grid:
    """The board's values, and exactly its written candidates in the empty cells."""
    tokens = [m.groups() for m in TOKEN.finditer(text)]
    assert len(tokens) == 81
    values = [int(digit) if digit else 0 for _cands, digit in tokens]
    free = Grid(values).candidates
    wanted = [sum(1 << (int(d) - 1) for d in cands or "") for cands, _digit in tokens]
    exclusions = [free[c] & ~wanted[c] & ALL_DIGITS if not values[c] else 0 for c in range(81)]
    grid = Grid(values, exclusions=exclusions, unique=True)
    assert all(grid.candidates[c] == wanted[c] for c in range(81) if not values[c])
    return grid


def curve(path: str) -> tuple[tuple[float, float], tuple[float, float], tuple[float, float]]:
    """Start, control point and end of an arrow's quadratic curve."""
    m = PATH.fullmatch(path)
    assert m, path
    x0, y0, cx, cy, x1, y1 = (float(v) for v in m.groups())
    return (x0, y0), (cx, cy), (x1, y1)


def points_on(path: str, n: int = 20) -> list[tuple[float, float]]:
    (x0, y0), (cx, cy), (x1, y1) = curve(path)
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        out.append((a * x0 + b * cx + c * x1, a * y0 + b * cy + c * y1))
    return out


def distance(p: tuple[float, float], q: tuple[float, float]) -> float:
    return math.hypot(p[0] - q[0], p[1] - q[1])


def side(path: str) -> float:
    """Which side of the straight line from start to end the curve bows to (sign)."""
    (x0, y0), (cx, cy), (x1, y1) = curve(path)
    return (x1 - x0) * (cy - y0) - (y1 - y0) * (cx - x0)


def drawn(links: tuple[Link, ...], **kwargs: object) -> Drawing:
    return Drawing.of_step(Step("naked-pair", links=links, **kwargs))  # type: ignore[arg-type]


# ----- geometry ---------------------------------------------------------------------


def fits_solution(grid: Grid, puzzle_text: str, solution: str) -> None:
    """The board is a moment of the puzzle's solve: givens kept, the solution still possible."""
    puzzle = load_puzzle(puzzle_text)
    assert "".join(map(str, puzzle.solution)) == solution
    for c in range(81):
        if puzzle.grid.values[c]:
            assert grid.values[c] == puzzle.grid.values[c]
        if grid.values[c]:
            assert grid.values[c] == puzzle.solution[c]
        else:
            assert grid.candidates[c] >> (puzzle.solution[c] - 1) & 1


def test_the_frozen_positions_are_moments_of_real_solves() -> None:
    grid = grid_from_board(SKYSCRAPER_BOARD)
    fits_solution(grid, SKYSCRAPER_PUZZLE, SKYSCRAPER_SOLUTION)
    # The Skyscraper's links hold on this board: 4 twice in columns 1 and 8.
    fours = [c for c in range(81) if grid.candidates[c] >> 3 & 1]
    assert [c for c in fours if c % 9 == 0] == [R2C1, R7C1]
    assert [c for c in fours if c % 9 == 7] == [R3C8, R7C8]
    for cell, digit in SKYSCRAPER.eliminations:
        assert SKYSCRAPER_SOLUTION[cell] != str(digit)
    fits_solution(grid_from_board(CHAIN_BOARD), CHAIN_PUZZLE, CHAIN_SOLUTION)


def test_a_candidate_sits_in_its_cells_pencil_mark_block() -> None:
    assert svg_layer.mark_point(0, 1) == (17, 17)
    assert svg_layer.mark_point(0, 5) == (50, 50)
    assert svg_layer.mark_point(0, 9) == (83, 83)
    assert svg_layer.mark_point(80, 9) == (883, 883)
    assert svg_layer.mark_point(R7C8, 4) == (717, 650)  # row 7, column 8, middle-left slot


def test_each_link_is_one_arrow_from_candidate_to_candidate() -> None:
    overlay = svg_layer.overlay(CLASSIC, Drawing.of_step(SKYSCRAPER))
    assert overlay is not None
    assert [a.strong for a in overlay.arrows] == [True, False, True]
    assert [a.css for a in overlay.arrows] == ["link strong", "link weak", "link strong"]
    assert [a.marker for a in overlay.arrows] == ["head-strong", "head-weak", "head-strong"]
    for link, arrow in zip(SKYSCRAPER.links, overlay.arrows, strict=True):
        start, _control, end = curve(arrow.path)
        # Each end stops at the edge of its pencil mark, not on the digit and not far off.
        assert distance(start, svg_layer.mark_point(*link.start)) == pytest.approx(
            svg_layer.MARK_RADIUS, abs=0.2
        )
        tip = svg_layer.MARK_RADIUS + svg_layer.HEAD_OVERHANG
        assert distance(end, svg_layer.mark_point(*link.end)) == pytest.approx(tip, abs=0.2)
        assert all(0 <= x <= 900 and 0 <= y <= 900 for x, y in points_on(arrow.path))
    assert overlay.groups == () and overlay.houses == ()


def test_a_real_chain_is_drawn_link_by_link() -> None:
    grid = grid_from_board(CHAIN_BOARD)
    step = next(chains.x_chain(grid))
    assert len(step.links) >= 3 and {link.strong for link in step.links} == {True, False}
    overlay = board.board(grid, True, ViewState(), Drawing.of_step(step)).overlay
    assert overlay is not None and overlay.groups == ()
    assert [a.css for a in overlay.arrows] == [
        "link strong" if link.strong else "link weak" for link in step.links
    ]
    for link, arrow in zip(step.links, overlay.arrows, strict=True):
        start, _, end = curve(arrow.path)
        tip = svg_layer.MARK_RADIUS + svg_layer.HEAD_OVERHANG
        assert distance(start, svg_layer.mark_point(*link.start)) == pytest.approx(
            svg_layer.MARK_RADIUS, abs=0.2
        )
        assert distance(end, svg_layer.mark_point(*link.end)) == pytest.approx(tip, abs=0.2)
    for cell, digit in step.eliminations:
        assert CHAIN_SOLUTION[cell] != str(digit)


def test_a_real_grouped_node_is_ringed_where_its_candidates_are() -> None:
    grid = grid_from_board(CHAIN_BOARD)
    step = next(chains.grouped_nice_loop(grid))
    grouped = [
        (link, end)
        for link in step.links
        for end, cells in ((link.start, link.start_cells), (link.end, link.end_cells))
        if len(cells) > 1
    ]
    assert grouped, "the grouped loop at this position ends in a group"
    overlay = svg_layer.overlay(CLASSIC, Drawing.of_step(step))
    assert overlay is not None and len(overlay.arrows) == len(step.links)
    link, (_, digit) = grouped[0]
    cells = link.end_cells or link.start_cells
    points = [svg_layer.mark_point(c, digit) for c in cells]
    ring = next(
        o
        for o in overlay.groups
        if all(o.x < x < o.x + o.width and o.y < y < o.y + o.height for x, y in points)
    )
    assert ring.css == "group"
    # Each of the group's candidates is inside the ring, nothing of another cell's block is.
    assert ring.width <= 2 * svg_layer.MARK_RADIUS + 4 + max(x for x, _ in points) - min(
        x for x, _ in points
    )
    assert all(grid.candidates[c] >> (digit - 1) & 1 for c in cells)


def test_links_on_one_line_bow_apart() -> None:
    a, b, c, d = (R7C1, 4), (R7C8, 4), (58, 4), (60, 4)  # r7c1, r7c8, r7c5, r7c7
    there_and_back = drawn((Link(a, b, True), Link(b, a, False)))
    overlay = svg_layer.overlay(CLASSIC, there_and_back)
    assert overlay is not None
    forth, back = overlay.arrows
    # A link and its reverse bow to opposite sides of the row: they never overlap.
    (_, _), (_, forth_y), (_, _) = curve(forth.path)
    (_, _), (_, back_y), (_, _) = curve(back.path)
    assert forth_y < 650 < back_y
    # Two links that overlap along the row (r7c1-r7c7 and r7c5-r7c8) bow by their own length:
    # on the same side they may cross, but do not run along each other.
    overlapping = svg_layer.overlay(CLASSIC, drawn((Link(a, d, True), Link(c, b, True))))
    assert overlapping is not None
    first, second = (points_on(arrow.path, 40) for arrow in overlapping.arrows)
    assert side(overlapping.arrows[0].path) * side(overlapping.arrows[1].path) > 0
    close = [q for q in second if min(distance(p, q) for p in first) < 4]
    assert len(close) <= 4


def test_curves_stay_on_the_board_along_its_edges() -> None:
    corners = [(0, 1), (8, 3), (72, 7), (80, 9)]
    links = tuple(
        Link(p, q, strong) for p in corners for q in corners if p != q for strong in (True, False)
    )
    overlay = svg_layer.overlay(CLASSIC, drawn(links))
    assert overlay is not None and len(overlay.arrows) == len(links)
    for arrow in overlay.arrows:
        assert all(0 <= x <= 900 and 0 <= y <= 900 for x, y in points_on(arrow.path))


def test_a_link_inside_one_cell_is_still_an_arrow() -> None:
    overlay = svg_layer.overlay(CLASSIC, drawn((Link((40, 2), (40, 3), True),)))
    assert overlay is not None
    start, control, end = curve(overlay.arrows[0].path)
    assert distance(start, end) > 10 and distance(start, control) > 5
    assert all(300 <= x <= 600 and 300 <= y <= 600 for x, y in points_on(overlay.arrows[0].path))


def test_a_grouped_node_is_ringed_and_its_arrow_meets_the_nearest_candidate() -> None:
    # 7 in r5c5 and r5c6 (box 5, row 5) as one node, linked to 7 in r5c9.
    group = Link((40, 7), (44, 7), True, start_cells=(40, 41))
    back = Link((44, 7), (41, 7), False, end_cells=(41, 40))  # the same group, cells unordered
    overlay = svg_layer.overlay(CLASSIC, drawn((group, back)))
    assert overlay is not None
    assert len(overlay.groups) == 1  # one ring for the group, however often it is linked
    ring = overlay.groups[0]
    assert ring.css == "group"
    (x5, y), (x6, _) = svg_layer.mark_point(40, 7), svg_layer.mark_point(41, 7)
    assert ring.x < x5 - svg_layer.MARK_RADIUS and ring.x + ring.width > x6 + svg_layer.MARK_RADIUS
    assert ring.y < y - svg_layer.MARK_RADIUS < y + svg_layer.MARK_RADIUS < ring.y + ring.height
    start, _, _ = curve(overlay.arrows[0].path)
    assert distance(start, (x6, y)) < distance(start, (x5, y))  # leaves from r5c6, nearer r5c9
    _, _, end = curve(overlay.arrows[1].path)
    assert distance(end, (x6, y)) < distance(end, (x5, y))


def test_a_group_not_in_a_line_gets_a_ring_per_candidate() -> None:
    link = Link((0, 2), (40, 2), True, start_cells=(0, 10, 20))  # three cells of box 1
    overlay = svg_layer.overlay(CLASSIC, drawn((link,)))
    assert overlay is not None
    assert len(overlay.groups) == 3
    for ring, cell in zip(overlay.groups, (0, 10, 20), strict=True):
        x, y = svg_layer.mark_point(cell, 2)
        assert (ring.x + ring.width / 2, ring.y + ring.height / 2) == (x, y)


def test_base_houses_solid_and_cover_houses_dashed_around_their_cells() -> None:
    # An X-Wing's shape: base rows 2 and 8, cover columns 3 and 7, and a fin.
    step = Step(
        "naked-pair",
        highlights=(
            Highlight(HOUSE, 1, BASE),
            Highlight(HOUSE, 7, BASE),
            Highlight(HOUSE, 11, COVER),
            Highlight(HOUSE, 15, COVER),
            Highlight(HOUSE, 18 + 4, BASE),
            Highlight(CANDIDATE, (16, 9), FIN),
            Highlight(CELL, 16, FIN),
        ),
    )
    overlay = svg_layer.overlay(CLASSIC, Drawing.of_step(step))
    assert overlay is not None and overlay.arrows == () and overlay.groups == ()
    boxes = {o.css: [] for o in overlay.houses}
    for o in overlay.houses:
        boxes[o.css].append((o.x, o.y, o.x + o.width, o.y + o.height))
    base, cover = svg_layer.HOUSE_INSET[BASE], svg_layer.HOUSE_INSET[COVER]
    assert boxes["house base"] == [
        (base, 100 + base, 900 - base, 200 - base),  # row 2
        (base, 700 + base, 900 - base, 800 - base),  # row 8
        (300 + base, 300 + base, 600 - base, 600 - base),  # box 5
    ]
    assert boxes["house cover"] == [
        (200 + cover, cover, 300 - cover, 900 - cover),  # column 3
        (600 + cover, cover, 700 - cover, 900 - cover),  # column 7
    ]


def test_an_x_sudoku_diagonal_is_coloured_but_not_outlined() -> None:
    diagonal = next(h for h, house in enumerate(X_SUDOKU.houses) if house.kind == "diagonal")
    step = Step("naked-pair", highlights=(Highlight(HOUSE, diagonal, BASE),))
    drawing = Drawing.of_step(step)
    assert svg_layer.overlay(X_SUDOKU, drawing) is None
    grid = Grid([0] * 81, variant=X_SUDOKU)
    view = board.board(grid, True, ViewState(), drawing)
    assert "in-base" in view.rows[4][4].classes and view.overlay is None


def test_the_legend_names_only_what_is_drawn() -> None:
    def kinds(drawing: Drawing) -> dict[str, str]:
        return {item.css: item.text for item in drawing.legend() if item.kind != MARK}

    legend = kinds(Drawing.of_step(SKYSCRAPER))
    assert legend["strong"].startswith("solid arrow: strong link (if one end is false")
    assert legend["weak"].startswith("dashed arrow: weak link (both cannot be true)")
    assert legend["is-target"] == "a target cell"
    assert "group" not in legend and "in-base" not in legend and "in-cover" not in legend
    marks = {item.css for item in Drawing.of_step(SKYSCRAPER).legend()}
    assert {"on", "off", "elim"} <= marks

    strong_only = kinds(drawn((Link((0, 1), (8, 1), True),)))
    assert set(strong_only) == {"strong"}
    grouped = kinds(drawn((Link((0, 1), (8, 1), False, end_cells=(7, 8)),)))
    assert set(grouped) == {"weak", "group"}
    assert kinds(drawn(())) == {}
    houses = kinds(
        Drawing.of_step(
            Step("naked-pair", highlights=(Highlight(HOUSE, 0, BASE), Highlight(HOUSE, 9, COVER)))
        )
    )
    assert houses == {
        "in-base": "base house: where the pattern is",
        "in-cover": "cover house: the house it clears",
    }


def test_the_ends_of_an_arrow_show_even_with_pencil_marks_hidden() -> None:
    grid = grid_from_board(SKYSCRAPER_BOARD)
    view = board.board(grid, False, ViewState(), Drawing.of_step(SKYSCRAPER))
    cells = [cell for row in view.rows for cell in row]
    for cell in (R2C1, R7C1, R7C8, R3C8):
        assert [m.digit for m in cells[cell].marks if m.digit] == [4]
    assert all(m.digit == 0 for m in cells[R2C1 + 2].marks)  # r2c3: nothing drawn there
    assert view.overlay is not None and len(view.overlay.arrows) == 3


def test_no_drawing_no_overlay() -> None:
    grid = grid_from_board(SKYSCRAPER_BOARD)
    assert board.board(grid, True, ViewState(), None).overlay is None
    assert svg_layer.overlay(CLASSIC, Drawing()) is None


# ----- the page ------------------------------------------------------------------


def put_position(player: Player, grid: Grid) -> None:
    """Write a position into the player's game, as if it had been played to."""
    with player.client.application.app_context():
        game = db().get(Game, player.game_url.rsplit("/", 1)[1])
        game.keep(grid)
        db().commit()
    player.page()  # the forms now carry the new version


def store_hint(player: Player, step: Step, level: int) -> None:
    """A hint as the hint button stores it, already revealed to this level."""
    from webapp.playing import hints

    with player.client.application.app_context():
        game = db().get(Game, player.game_url.rsplit("/", 1)[1])
        game.hint = hints.dump_hint(hints.Hint(hints.STEP, step=step))
        game.hint_level = level
        db().commit()


def svg_of(html: bytes) -> str:
    board = re.search(rb'<div id="board".*?</table>(.*?)</div>', html, re.S)
    assert board, "no board"
    svg = re.search(r'<svg class="overlay".*?</svg>', board.group(1).decode(), re.S)
    return svg.group(0) if svg else ""


def legend_of(html: bytes, panel: str = "hint-panel") -> str:
    found = re.search(rf'<section id="{panel}".*?</section>'.encode(), html, re.S)
    assert found
    legend = re.search(rb'<ul class="legend".*?</ul>', found.group(0), re.S)
    return legend.group(0).decode() if legend else ""


def test_a_stored_linked_hint_is_drawn_at_level_two(player: Player) -> None:
    player.start(puzzle=SKYSCRAPER_PUZZLE)
    put_position(player, grid_from_board(SKYSCRAPER_BOARD))
    store_hint(player, SKYSCRAPER, 1)
    assert svg_of(player.page().data) == ""  # the nudge draws nothing
    store_hint(player, SKYSCRAPER, 2)
    html = player.page().data
    svg = svg_of(html)
    assert 'aria-hidden="true"' in svg and 'viewBox="0 0 900 900"' in svg
    arrows = ARROW.findall(svg)
    assert [kind for kind, _ in arrows] == ["strong", "weak", "strong"]
    assert svg.count('<path class="link') == len(SKYSCRAPER.links)
    overlay = svg_layer.overlay(CLASSIC, Drawing.of_step(SKYSCRAPER))
    assert overlay is not None
    assert [d for _, d in arrows] == [a.path for a in overlay.arrows]
    legend = legend_of(html)
    assert "solid arrow: strong link" in legend and "dashed arrow: weak link" in legend
    assert 'class="link strong"' in legend and 'class="link weak"' in legend
    assert b" style=" not in html  # the CSP allows no inline styles


@pytest.fixture(scope="module")
def linked_position() -> tuple[Grid, Step]:
    """The chain puzzle played to just before its solve's first step with links, and that step.

    Found by solving rather than frozen, so a technique added to the ladder later (one that
    fires earlier on this puzzle) changes the step, not the test.
    """
    grid = load_puzzle(CHAIN_PUZZLE).grid
    for step in solve_path(grid).steps:
        if step.links:
            return grid, step
        apply_step(grid, step)
    pytest.fail("the ladder has no technique with links on this puzzle")


def kinds_of(step: Step) -> list[str]:
    return ["strong" if link.strong else "weak" for link in step.links]


def check_drawn(html: bytes, step: Step, panel: str = "hint-panel") -> None:
    """One arrow per link, in chain order, and a legend line for each kind drawn."""
    svg = svg_of(html)
    assert svg, "no SVG over the board"
    assert 'aria-hidden="true"' in svg
    assert [kind for kind, _ in ARROW.findall(svg)] == kinds_of(step)
    assert svg.count('<path class="link') == len(step.links)
    legend = legend_of(html, panel)
    for kind, said in words.LINK_WORDS.items():
        assert (str(said) in legend) == (kind in kinds_of(step)), kind
    assert b" style=" not in html


def test_a_hint_with_links_is_drawn_at_level_two_and_three(
    hx_player: Player, linked_position: tuple[Grid, Step]
) -> None:
    grid, step = linked_position
    hx_player.start(puzzle=CHAIN_PUZZLE)
    put_position(hx_player, grid)
    first = hx_player.post("hint")
    assert first.status_code == 200 and svg_of(first.data) == ""
    second = hx_player.post("hint")
    check_drawn(second.data, step)
    # The SVG is hidden from screen readers: the words say a chain is drawn, and where to
    # hear it (the explanation at the next level reads it link by link).
    words = "Arrows follow its chain; the next hint reads it out link by link."
    assert words.encode() in second.data.split(b'<div id="announce"')[1].split(b"</div>")[0]
    # Each arrow joins the candidates of its link: the geometry overlay.py worked out.
    overlay = svg_layer.overlay(CLASSIC, Drawing.of_step(step))
    assert overlay is not None
    assert [d for _, d in ARROW.findall(svg_of(second.data))] == [a.path for a in overlay.arrows]
    third = hx_player.post("hint")
    check_drawn(third.data, step)
    assert words.encode() not in third.data
    assert hx_player.post("apply").status_code == 200
    assert svg_of(hx_player.page().data) == ""  # a move clears the hint and its drawing


def test_the_same_drawing_without_javascript(
    player: Player, linked_position: tuple[Grid, Step]
) -> None:
    grid, step = linked_position
    player.start(puzzle=CHAIN_PUZZLE)
    put_position(player, grid)
    for _ in range(2):
        assert player.post("hint").status_code == 303
    assert player.followed is not None
    check_drawn(player.followed.data, step)
    check_drawn(player.page().data, step)  # a plain GET of the game's page


def test_a_step_with_links_shown_from_the_list_is_drawn(
    hx_player: Player, linked_position: tuple[Grid, Step]
) -> None:
    grid, hinted = linked_position
    step = all_steps(grid)[hinted.technique][0]
    hx_player.start(puzzle=CHAIN_PUZZLE)
    put_position(hx_player, grid)
    url = f"{hx_player.game_url}/steps/{step.technique}/0"
    for response in (
        hx_player.client.get(url),
        hx_player.client.get(url, headers={"HX-Request": "false"}),
    ):
        assert response.status_code == 200
        check_drawn(response.data, step, panel="steps-panel")
        assert legend_of(response.data) == ""  # no hint asked: the hint panel has no legend


def test_a_wings_shared_digit_is_not_called_a_fin() -> None:
    from engine import Z

    step = Step("xy-wing", highlights=(Highlight(CANDIDATE, (10, 4), Z),))
    legend = {item.css: item.text for item in Drawing.of_step(step).legend()}
    assert "fin" not in legend["z"] and "shared digit" in legend["z"]
