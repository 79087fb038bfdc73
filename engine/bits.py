"""Sets as ints: 9-bit digit sets (bit d-1 = digit d) and 81-bit cell sets (bit i = cell i)."""

from __future__ import annotations

from collections.abc import Iterator

ALL_DIGITS = 0x1FF


def digit_bit(digit: int) -> int:
    """The one-digit set {digit}."""
    return 1 << (digit - 1)


# DIGITS_IN[mask] is the tuple of digits in a 9-bit set, precomputed because
# every technique walks candidate sets in its inner loop.
DIGITS_IN: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in range(1, 10) if mask >> (d - 1) & 1) for mask in range(512)
)

# SINGLE_DIGIT[mask] is the digit of a one-digit set, 0 otherwise.
SINGLE_DIGIT: tuple[int, ...] = tuple(ds[0] if len(ds) == 1 else 0 for ds in DIGITS_IN)

# POPCOUNT[mask] is how many digits a 9-bit set holds: a lookup is faster than
# int.bit_count() in the inner loops of subsets, wings, fish and ALS.
POPCOUNT: tuple[int, ...] = tuple(mask.bit_count() for mask in range(512))

# ----- candidates as nodes: the chain searches' one encoding ---------------------------
# A candidate (cell, digit) is node (digit - 1) * 81 + cell, 0..728: a digit's nodes are
# one 81-bit plane, so a node set is an int of nine planes. The link graph, the ALS
# chain walk and forcing's implication tables all number candidates this way; a
# literal of forcing is a node (true) or node + NODES (false).
NODES = 729
DIGIT_SHIFT = 81  # the shift from one digit's plane to the next


def node(cell: int, digit: int) -> int:
    """The node of a candidate."""
    return (digit - 1) * DIGIT_SHIFT + cell


def node_cell(n: int) -> int:
    return n % DIGIT_SHIFT


def node_digit(n: int) -> int:
    return n // DIGIT_SHIFT + 1


def digits_of(mask: int) -> tuple[int, ...]:
    """The digits of a 9-bit set, ascending."""
    return DIGITS_IN[mask]


def digit_set(digits: object) -> int:
    """The 9-bit set of an iterable of digits."""
    mask = 0
    for d in digits:  # type: ignore[attr-defined]
        mask |= 1 << (d - 1)
    return mask


def cells_of(cellset: int) -> Iterator[int]:
    """The cells of an 81-bit set, ascending."""
    while cellset:
        low = cellset & -cellset
        yield low.bit_length() - 1
        cellset ^= low


def cell_set(cells: object) -> int:
    """The 81-bit set of an iterable of cells."""
    mask = 0
    for c in cells:  # type: ignore[attr-defined]
        mask |= 1 << c
    return mask


def only_cell(cellset: int) -> int:
    """The cell of a one-cell set."""
    return cellset.bit_length() - 1
