"""Getting a puzzle in: the home page (paste, the built-in puzzles, my games), and a new
puzzle by level from the pool."""
