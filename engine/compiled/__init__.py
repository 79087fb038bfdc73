"""The engine's compiled modules, a room of their own: the C sources (_*.c, with the
shared _bits.h and _houses.h), built in place by the setup where a C compiler is at
hand (setup.py builds every _*.c here), as engine.compiled._als_walk and so on.

Nothing imports them but engine/native.py, the door: its `compiled(name)` gives the
module, or None where it was not built or where SUDOKU_PURE_PYTHON=1 asks for the
Python code, which stays the reference and the fallback beside each search.
"""
