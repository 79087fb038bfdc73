"""Basic fish (X-Wing, Swordfish, Jellyfish) and their finned and sashimi forms.

A fish on a digit: n base lines (rows, or columns) in which the digit fits only
in n cover lines of the other kind. Each base line places its digit in a cover
line, one per cover line, so the cover lines are filled from the base lines
and lose the digit everywhere else. A finned fish has extra base candidates,
the fins, all in one box: either a fin holds the digit, or the fish does, and
both clear the cover cells of that box outside the base lines. Sashimi: the
fish without its fins would be degenerate, a base line keeping only one
candidate in the cover lines (HoDoKu's definition); finned is every other case.

Fish are defined on rows and columns only, so a variant's extra houses never
serve as base or cover; the deductions stay sound on any variant because rows
and columns keep their meaning there.

Everything runs on 9-bit "line masks": for a digit and a row, the set of
columns where it is a candidate (and the same with rows and columns swapped).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from .. import memo
from ..bits import POPCOUNT
from ..explain import Cells, Effect, HouseRef, Houses, Reason, TechniqueRef, say, short_effect
from ..grid import Grid
from ..memo import QuietDigits
from ..native import compiled
from ..step import BASE, CANDIDATE, COVER, FIN, HOUSE, PATTERN, Highlight, Step, target_cells

FISH_IDS = {2: "x-wing", 3: "swordfish", 4: "jellyfish"}

ROWS, COLUMNS = 0, 1
LINE_KINDS = ("row", "column")  # by orientation: rows as base lines, or columns

# POPCOUNT[m]: how many lines a 9-bit set names.
# The three stacks of columns (or bands of rows) as 9-bit sets.
THIRDS = (0o7, 0o70, 0o700)
# MIN_OUTSIDE[m]: the fewest lines of m left when one third (a box's worth) is set
# aside. A finned fish keeps its fins in one box and needs a cover line through that
# box (its targets lie there), so its base lines reach at most n - 1 cover lines
# outside one third.
MIN_OUTSIDE: tuple[int, ...] = tuple(min(POPCOUNT[m & ~t] for t in THIRDS) for m in range(512))
# THIRD_OF[m]: the third (0..2) holding every line of a non-empty set m, else -1.
THIRD_OF: tuple[int, ...] = tuple(
    next((i for i, t in enumerate(THIRDS) if m and not m & ~t), -1) for m in range(512)
)
# INDICES[m]: the 0-based lines of a 9-bit set, ascending.
INDICES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(9) if m >> i & 1) for m in range(512)
)
# SUBMASKS[m]: the non-empty subsets of m (m within one third: at most seven).
SUBMASKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in range(1, m + 1) if s & m == s) if POPCOUNT[m] <= 3 else () for m in range(512)
)

_COLUMN_0 = sum(1 << (9 * r) for r in range(9))
# Multiplying column 0's bits (cells 0, 9, ..., 72) by this gathers them, without
# carries, into bits 64..72: the column's 9-bit row mask in one multiplication.
_GATHER = sum(1 << (64 - 8 * j) for j in range(9))


def _cell(orientation: int, line: int, cross: int) -> int:
    return line * 9 + cross if orientation == ROWS else cross * 9 + line


def _house(orientation: int, line: int) -> int:
    """The house index of a line: rows are houses 0-8, columns 9-17 in every variant."""
    return line if orientation == ROWS else 9 + line


def _line_masks(grid: Grid) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """masks[orientation][digit][line]: the 9-bit set of cross lines where digit fits."""
    positions = grid.positions
    rows: list[tuple[int, ...]] = [()]
    cols: list[tuple[int, ...]] = [()]
    for d in range(1, 10):
        p = positions[d]
        rows.append(tuple(p >> (9 * r) & 0x1FF for r in range(9)))
        cols.append(tuple(((p >> c) & _COLUMN_0) * _GATHER >> 64 & 0x1FF for c in range(9)))
    return tuple(rows), tuple(cols)


def fish_lines(grid: Grid) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Per-digit row and column masks of the position, built once and shared by every fish."""
    return grid.derived(memo.FISH_LINES, _line_masks)


def _groups(
    lines: list[tuple[int, int]], n: int, bound: tuple[int, ...], limit: int
) -> Iterator[tuple[int, int, tuple[int, ...]]]:
    """n-line groups (base set, union of masks, the lines) with bound[union] <= limit.

    The bounds used only grow as lines join a group, so a partial group that
    breaks the limit is cut with everything that would extend it.
    """
    k = len(lines)
    for a in range(k - n + 1):
        ia, ma = lines[a]
        for b in range(a + 1, k - n + 2):
            ib, mb = lines[b]
            u2 = ma | mb
            if bound[u2] > limit:
                continue
            if n == 2:
                yield 1 << ia | 1 << ib, u2, (ia, ib)
                continue
            for c in range(b + 1, k - n + 3):
                ic, mc = lines[c]
                u3 = u2 | mc
                if bound[u3] > limit:
                    continue
                if n == 3:
                    yield 1 << ia | 1 << ib | 1 << ic, u3, (ia, ib, ic)
                    continue
                for e in range(c + 1, k):
                    ie, me = lines[e]
                    u4 = u3 | me
                    if bound[u4] <= limit:
                        yield 1 << ia | 1 << ib | 1 << ic | 1 << ie, u4, (ia, ib, ic, ie)


# SPLITS[n]: the ways to part n base lines (by position) into a smaller group of two or
# more and the rest.
SPLITS: dict[int, tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]] = {
    n: tuple(
        (part, tuple(k for k in range(n) if k not in part))
        for size in range(2, n)
        for part in combinations(range(n), size)
    )
    for n in (2, 3, 4)
}


def _smaller_fish_inside(
    masks: tuple[int, ...], base: tuple[int, ...], fin_cross: int, victims: int, reach: int
) -> bool:
    """Whether the fish is a smaller fish (or two) plus lines that add nothing.

    Some of the base lines may already be a fish of their own (with the same fins,
    or none): if that smaller fish reaches every target, or the other base lines
    form a fish as well (then the two share the targets between them), the
    smaller fish are the hint and this one is left out. `victims` are the lines
    holding targets, `reach` the cross lines the targets may lie in.
    """
    for part, rest in SPLITS[len(base)]:
        union = 0
        for k in part:
            union |= masks[base[k]]
        part_covers = union & ~fin_cross
        if POPCOUNT[part_covers] != len(part):
            continue
        outside = reach & ~part_covers
        if not any(masks[i] & outside for i in INDICES[victims]):
            return True
        if len(rest) >= 2:
            union = 0
            for k in rest:
                union |= masks[base[k]]
            if POPCOUNT[union & ~fin_cross] == len(rest):
                return True
    return False


# ----- basic fish -------------------------------------------------------------------


def basic_fish(n: int):  # noqa: ANN201 - returns a finder
    """X-Wing (2), Swordfish (3), Jellyfish (4) on rows and on columns."""

    def finder(grid: Grid) -> Iterator[Step]:
        return _basic(grid, n)

    finder.__name__ = FISH_IDS[n].replace("-", "_")
    return finder


def _basic(grid: Grid, n: int) -> Iterator[Step]:
    lines_of = fish_lines(grid)

    def on_digit(digit: int) -> Iterator[Step]:
        for orientation in (ROWS, COLUMNS):
            masks = lines_of[orientation][digit]
            # With k lines still open for the digit, n base lines in n covers leave
            # k - n cover lines whose digits come from the other k - n base lines: the
            # same fish the other way round, with the same eliminations. Below 2n it is
            # the smaller one, offered by the smaller finder.
            open_lines = 9 - masks.count(0)
            if open_lines < 2 * n:
                continue
            # A base line with one place is a hidden single, not part of a fish.
            small = [(i, m) for i, m in enumerate(masks) if 2 <= POPCOUNT[m] <= n]
            if len(small) < n:
                continue
            for base_set, covers, base in _groups(small, n, POPCOUNT, n):
                if POPCOUNT[covers] != n:
                    continue
                victims = 0
                for i in range(9):
                    if not base_set >> i & 1 and masks[i] & covers:
                        victims |= 1 << i
                if not victims:
                    continue
                if n > 2 and _smaller_fish_inside(masks, base, 0, victims, covers):
                    continue
                yield _basic_step(n, digit, orientation, masks, base, covers, victims)

    return _QUIET_BASIC[n].search(grid, on_digit)


# A fish lives on one digit's places: digits a step left alone need no new look.
_QUIET_BASIC = {n: QuietDigits(FISH_IDS[n]) for n in (2, 3, 4)}
_QUIET_FINNED = {n: QuietDigits("finned-" + FISH_IDS[n]) for n in (2, 3, 4)}


def _basic_step(
    n: int,
    digit: int,
    orientation: int,
    masks: tuple[int, ...],
    base: tuple[int, ...],
    covers: int,
    victims: int,
) -> Step:
    body = [_cell(orientation, i, j) for i in base for j in INDICES[masks[i]]]
    eliminations = _eliminations(digit, orientation, masks, victims, covers)
    cover_lines = INDICES[covers]
    said = _lines(orientation, base, cover_lines, digit)
    return Step(
        technique=FISH_IDS[n],
        eliminations=eliminations,
        highlights=(
            *(Highlight(HOUSE, _house(orientation, i), BASE) for i in base),
            *(Highlight(HOUSE, _house(1 - orientation, j), COVER) for j in cover_lines),
            *(Highlight(CANDIDATE, (c, digit), PATTERN) for c in sorted(body)),
            *target_cells(eliminations),
        ),
        summary=say(
            "fish", technique=TechniqueRef(FISH_IDS[n]), count=n,
            effect=short_effect((), eliminations), **said,
        ),
        proof=_base_lines(orientation, masks, base, digit),
        nudge_reason=say(FISH_IDS[n] + ".nudge", digit=digit, lines=said["lines"]),
    )


def _lines(
    orientation: int, base: tuple[int, ...], cover_lines: tuple[int, ...], digit: int
) -> dict[str, Any]:
    """A fish's words for its lines: the base and cover sets, and what the bases are."""
    return {
        "digit": digit,
        "bases": Houses.of(LINE_KINDS[orientation], (i + 1 for i in base)),
        "covers": Houses.of(LINE_KINDS[1 - orientation], (j + 1 for j in cover_lines)),
        "lines": say("fish.rows" if orientation == 0 else "fish.columns"),
    }


def _base_lines(
    orientation: int, masks: tuple[int, ...], base: tuple[int, ...], digit: int
) -> tuple[Reason, ...]:
    """Each base line and where the digit can go in it."""
    lines = []
    for i in base:
        cells = [_cell(orientation, i, j) for j in INDICES[masks[i]]]
        lines.append(
            say("fish.base", marks=[(c, digit) for c in cells],
                house=HouseRef(LINE_KINDS[orientation], i + 1), digit=digit,
                cells=Cells.of(cells))
        )
    return tuple(lines)


# ----- finned and sashimi fish ------------------------------------------------------


def finned_fish(n: int, sashimi: bool):  # noqa: ANN201 - returns a finder
    """Finned (sashimi=False) or sashimi (True) X-Wing, Swordfish, Jellyfish."""

    def finder(grid: Grid) -> Iterator[Step]:
        return _finned(grid, n, sashimi)

    kind = "sashimi" if sashimi else "finned"
    finder.__name__ = f"{kind}_{FISH_IDS[n].replace('-', '_')}"
    return finder


class _Shared:
    """One lazy search read by two finders: finned and sashimi fish of a size come
    out of the same enumeration, each finder keeps its kind, and neither drives the
    search further than its own next step needs."""

    __slots__ = ("_source", "_found")

    def __init__(self, source: Iterator[tuple]) -> None:
        self._source = source
        self._found: list[tuple] = []

    def __iter__(self) -> Iterator[tuple]:
        found = self._found
        i = 0
        while True:
            if i == len(found):
                item = next(self._source, None)
                if item is None:
                    return
                found.append(item)
            yield found[i]
            i += 1


def _finned(grid: Grid, n: int, sashimi: bool) -> Iterator[Step]:
    if not grid.variant.classic_boxes:
        return  # the fins' box is a 3x3 box: a jigsaw's regions are other houses
    shared = grid.derived(memo.fish_finned(n), lambda g: _Shared(_finned_search(g, n)))
    for fish in shared:
        if fish[-1] == sashimi:
            yield _finned_step(n, *fish)


# The same search compiled (engine/compiled/_fish.c) where built; the loops below are the
# reference and the fallback.
_fish = compiled("_fish")


def _finned_search(grid: Grid, n: int) -> Iterator[tuple]:
    """Every finned or sashimi fish of size n, as the arguments of its step."""
    lines_of = fish_lines(grid)

    def on_digit(digit: int) -> Iterator[tuple]:
        for orientation in (ROWS, COLUMNS):
            masks = lines_of[orientation][digit]
            for fish in _finned_in(masks, n) if _fish is None else _fish.finned(masks, n):
                yield (digit, orientation, masks, *fish)

    return _QUIET_FINNED[n].search(grid, on_digit)


def _finned_in(masks: tuple[int, ...], n: int) -> Iterator[tuple]:
    """The finned and sashimi fish of n base lines on one digit's line masks:
    (base lines, covers, fin cross lines, victim lines, sashimi)."""
    # Body (at most n places) plus fins (at most three in one box); a line with one
    # place is a hidden single, not a base line.
    lines = [(i, m) for i, m in enumerate(masks) if 2 <= POPCOUNT[m] <= n + 3]
    if len(lines) < n:
        return
    for base_set, union, base in _groups(lines, n, MIN_OUTSIDE, n - 1):
        if POPCOUNT[union] <= n:
            continue  # no fin: a basic fish, or nothing
        for stack in THIRDS:
            outside = union & ~stack
            # At least one cover line runs through the fins' third.
            spare = n - POPCOUNT[outside]
            if spare < 1:
                continue
            inside = union & stack
            for kept in SUBMASKS[inside]:
                if POPCOUNT[kept] != spare or kept == inside:
                    continue
                covers, fin_cross = outside | kept, inside & ~kept
                fish = _finned_fish(masks, base_set, base, covers, fin_cross)
                if fish is not None:
                    yield (base, covers, fin_cross, *fish)


def _finned_fish(
    masks: tuple[int, ...], base_set: int, base: tuple[int, ...], covers: int, fin_cross: int
) -> tuple[int, bool] | None:
    """(lines losing the digit, sashimi) of a finned fish, None if it is none.

    The fins (base candidates in fin_cross) must share one box, some cover cell of
    that box outside the base lines must hold the digit, and every base line must
    keep a candidate in the cover lines.
    """
    fin_lines = 0
    for i in base:
        if masks[i] & fin_cross:
            fin_lines |= 1 << i
    band = THIRD_OF[fin_lines]
    if band < 0:
        return None  # fins in two boxes
    # Cover cells of the fins' box: the box's cross third, in the cover lines.
    box_covers = covers & THIRDS[THIRD_OF[fin_cross]]
    victims = 0
    for i in INDICES[THIRDS[band] & ~base_set]:
        if masks[i] & box_covers:
            victims |= 1 << i
    if not victims:
        return None
    is_sashimi = False
    for i in base:
        body = POPCOUNT[masks[i] & covers]
        if body == 0:
            return None  # a line of fins only: claiming, not a fish
        if body == 1:
            is_sashimi = True
    if len(base) > 2 and _smaller_fish_inside(masks, base, fin_cross, victims, box_covers):
        return None
    return victims, is_sashimi


def _finned_step(
    n: int,
    digit: int,
    orientation: int,
    masks: tuple[int, ...],
    base: tuple[int, ...],
    covers: int,
    fin_cross: int,
    victims: int,
    sashimi: bool,
) -> Step:
    body = sorted(_cell(orientation, i, j) for i in base for j in INDICES[masks[i] & covers])
    fins = sorted(_cell(orientation, i, j) for i in base for j in INDICES[masks[i] & fin_cross])
    box_covers = covers & THIRDS[THIRD_OF[fin_cross]]
    eliminations = _eliminations(digit, orientation, masks, victims, box_covers)
    cover_lines = INDICES[covers]
    box = HouseRef("box", _box_of(fins[0]))
    kind = "sashimi" if sashimi else "finned"
    technique = f"{kind}-{FISH_IDS[n]}"
    said = _lines(orientation, base, cover_lines, digit)
    fin_count = {"fins": len(fins)}
    cases = {"box": box, "bases": said["bases"], "covers": said["covers"], "digit": digit}
    lines = list(_base_lines(orientation, masks, base, digit))
    if sashimi:
        thin = [i for i in base if POPCOUNT[masks[i] & covers] == 1]
        lines.append(
            say("fish.sashimi", marks=[(c, digit) for c in body], count=len(thin),
                thin=Houses.of(LINE_KINDS[orientation], (i + 1 for i in thin)), digit=digit,
                covers=said["covers"], fins=say("fish.the-fins", count=len(fins)))
        )
    fin_marks = [(c, digit) for c in fins]
    lines += [
        say("fish.fins-false", marks=[(c, digit) for c in body],
            fish_article=say("fish.a." + FISH_IDS[n]), **fin_count, **cases),
        say("fish.fin-true", marks=fin_marks, **fin_count, **cases),
        say("fish.either-way", marks=eliminations, effect=Effect(eliminations=eliminations),
            box_covers=Houses.of(LINE_KINDS[1 - orientation],
                                 (j + 1 for j in INDICES[box_covers])),
            **cases),
    ]
    return Step(
        technique=technique,
        eliminations=eliminations,
        highlights=(
            *(Highlight(HOUSE, _house(orientation, i), BASE) for i in base),
            *(Highlight(HOUSE, _house(1 - orientation, j), COVER) for j in cover_lines),
            *(Highlight(CANDIDATE, (c, digit), PATTERN) for c in body),
            *(Highlight(CANDIDATE, (c, digit), FIN) for c in fins),
            *target_cells(eliminations),
        ),
        summary=say(
            "finned-fish", technique=TechniqueRef(technique), fish=TechniqueRef(FISH_IDS[n]),
            box=box, fin_cells=Cells.of(fins), targets=Cells.of(c for c, _ in eliminations),
            effect=short_effect((), eliminations), **fin_count, **said,
        ),
        proof=tuple(lines),
        nudge_reason=say(technique + ".nudge", digit=digit, lines=said["lines"]),
    )


# ----- words and cells -------------------------------------------------------------


def _eliminations(
    digit: int, orientation: int, masks: tuple[int, ...], victims: int, covers: int
) -> tuple[tuple[int, int], ...]:
    return tuple(
        sorted(
            (_cell(orientation, i, j), digit)
            for i in INDICES[victims]
            for j in INDICES[masks[i] & covers]
        )
    )


def _box_of(cell: int) -> int:
    return cell // 27 * 3 + cell % 9 // 3 + 1


