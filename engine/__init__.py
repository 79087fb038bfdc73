"""The solving engine: a human-style technique ladder, a brute-force oracle, no I/O.

The façade below is what the CLI and the web app import.
"""

from .brute_force import count_solutions, solve
from .grid import Grid
from .houses import (
    CLASSIC,
    COLOUR,
    VARIANTS,
    X_SUDOKU,
    Variant,
    cell_name,
    jigsaw,
    variant_named,
)
from .notation import PuzzleError, board_picture, parse, to_string
from .puzzle import Puzzle, load_puzzle, unique_solution
from .solver import (
    Change,
    SolveResult,
    StepLists,
    Stepper,
    all_steps,
    analysis_listing,
    apply_step,
    next_step,
    solve_path,
    undo_change,
)
from .step import Highlight, Link, Step, step_data, step_from_data
from .techniques import LADDER, Technique, technique
from .why import Answer, why_not

__all__ = [
    "Answer",
    "why_not",
    "CLASSIC",
    "COLOUR",
    "LADDER",
    "VARIANTS",
    "X_SUDOKU",
    "Change",
    "Grid",
    "Highlight",
    "Link",
    "Puzzle",
    "PuzzleError",
    "SolveResult",
    "Step",
    "StepLists",
    "Stepper",
    "Technique",
    "Variant",
    "all_steps",
    "analysis_listing",
    "apply_step",
    "board_picture",
    "cell_name",
    "count_solutions",
    "load_puzzle",
    "next_step",
    "parse",
    "solve",
    "solve_path",
    "step_data",
    "step_from_data",
    "technique",
    "to_string",
    "undo_change",
    "unique_solution",
    "variant_named",
    "jigsaw",
]
