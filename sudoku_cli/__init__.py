"""The command line: `sudoku-hint solve | hint | repl`, a thin shell over the engine façade."""
