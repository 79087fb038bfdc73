"""The import graph of engine/, webapp/ and sudoku_cli/: no cycles, and one door in.

Read from the source with `ast`, not by importing: every import statement counts,
those inside functions (lazy imports) too, for a cycle closed at call time is a
cycle all the same. Only what `if TYPE_CHECKING:` guards is left out: it never runs.

* No module reaches itself through its imports.
* The web app and the CLI import the engine through its façade (`engine`, i.e.
  engine/__init__.py) only: `from engine import X`, never `engine.grid` or
  `from engine.techniques import ...`.

Modules are found by walking the three directories, so new subpackages are checked
without a word here.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "webapp", "sudoku_cli")
FACADE = "engine"
CLIENTS = ("webapp", "sudoku_cli")


def module_files() -> dict[str, Path]:
    """Dotted module name -> file, for every .py file under the three packages."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if "__pycache__" in parts:
                continue
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth, but those under `if TYPE_CHECKING:`."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield from _import_nodes(ast.Module(body=[other], type_ignores=[]))
        else:
            yield from _import_nodes(child)


def imported(name: str, path: Path, modules: set[str]) -> set[str]:
    """The project modules `name` imports: each import's most specific module, that is
    `from . import x` counts as importing the submodule x where there is one; and the
    packages a dotted import runs on the way (importing engine.techniques.fish runs
    engine/techniques/__init__.py) but those the importer sits in, already running."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
            continue
        if node.level:
            base_parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
            base = ".".join(base_parts + ([node.module] if node.module else []))
        else:
            base = node.module or ""
        targets.add(base)
        targets.update(f"{base}.{alias.name}" for alias in node.names)
    ours: set[str] = set()
    own = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 2)}
    for target in targets:
        parts = target.split(".")
        for i in range(1, len(parts) + 1):
            step = ".".join(parts[:i])
            if step in modules and step not in own:
                ours.add(step)
    # `from .techniques import technique`: the function is no module; the package is.
    return {t for t in ours if t != name}


def import_graph() -> dict[str, set[str]]:
    files = module_files()
    names = set(files)
    return {name: imported(name, path, names) for name, path in files.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def one_cycle(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One concrete loop through the component's first module, for the message."""
    inside = set(component)
    start = component[0]
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & inside):
                if w == start:
                    return paths[v] + [start]
                if w not in paths:
                    paths[w] = paths[v] + [w]
                    nxt.append(w)
        frontier = nxt
    return component


def test_the_walk_finds_the_packages_and_resolves_relative_imports() -> None:
    graph = import_graph()
    assert {"engine", "engine.explain.en", "engine.techniques", "webapp", "sudoku_cli"} <= set(
        graph
    )
    assert "engine.techniques.singles" in graph["engine.techniques"]  # from . import singles
    assert "engine.grid" in graph["engine.techniques"]  # from ..grid import Grid
    assert "engine" in graph["sudoku_cli.main"]


def test_no_import_cycles() -> None:
    graph = import_graph()
    found = cycles(graph)
    assert not found, "import cycles:\n" + "\n".join(
        f"  {len(c)} modules: {', '.join(c)}\n    e.g. {' -> '.join(one_cycle(graph, c))}"
        for c in found
    )


def test_the_web_app_and_the_cli_use_only_the_engine_facade() -> None:
    graph = import_graph()
    wrong = sorted(
        f"{name} imports {target}"
        for name, targets in graph.items()
        if name.split(".")[0] in CLIENTS
        for target in targets
        if target.startswith(FACADE + ".")
    )
    assert not wrong, "past the engine's façade:\n  " + "\n  ".join(wrong)
