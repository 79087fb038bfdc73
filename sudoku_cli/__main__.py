"""`python -m sudoku_cli` runs the same entry point as the `sudoku-hint` script."""

from .main import main

raise SystemExit(main())
