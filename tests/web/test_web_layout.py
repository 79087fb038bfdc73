"""The web app's rooms: imports go one way, and a feature meets another only at its door.

Layers, lowest first: storage, serving, page; then the features (playing, entering,
learning), which use the layers below and never the reverse. A feature may use another
feature only through the other's package (`from ..playing import board_view`), never
through one of its modules. Read from the source with `ast`, lazy imports included.
"""

from __future__ import annotations

import ast
from pathlib import Path

WEBAPP = Path(__file__).resolve().parents[2] / "webapp"
LAYERS = {"storage": 0, "serving": 1, "page": 2, "playing": 3, "entering": 3, "learning": 3}
FEATURES = {name for name, floor in LAYERS.items() if floor == 3}


def _room(parts: tuple[str, ...]) -> str | None:
    return parts[0] if parts and parts[0] in LAYERS else None


def _imports() -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    """(file, importer's path inside webapp, imported path inside webapp) per import."""
    found = []
    for path in sorted(WEBAPP.rglob("*.py")):
        inside = path.relative_to(WEBAPP).with_suffix("").parts
        if "migrations" in inside:
            continue
        package = inside[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package[: len(package) - (node.level - 1)]
                target = base + tuple(node.module.split(".") if node.module else ())
                for alias in node.names:
                    found.append((str(path.relative_to(WEBAPP)), inside, target + (alias.name,)))
            elif isinstance(node, ast.ImportFrom | ast.Import):
                names = (
                    [node.module]
                    if isinstance(node, ast.ImportFrom)
                    else [alias.name for alias in node.names]
                )
                for name in names:
                    if name and name.split(".")[0] == "webapp":
                        found.append(
                            (str(path.relative_to(WEBAPP)), inside, tuple(name.split("."))[1:])
                        )
    return found


def test_every_module_of_the_web_app_sits_in_a_room() -> None:
    loose = [p.name for p in WEBAPP.glob("*.py") if p.name != "__init__.py"]
    assert loose == [], "modules outside the packages: " + ", ".join(loose)
    for room in LAYERS:
        doc = ast.get_docstring(ast.parse((WEBAPP / room / "__init__.py").read_text()))
        assert doc, f"webapp/{room} says what it owns in its docstring"


def test_imports_go_down_the_layers_never_up() -> None:
    upward = []
    for file, importer, target in _imports():
        mine, theirs = _room(importer), _room(target)
        if mine is None or theirs is None or mine == theirs:
            continue
        if LAYERS[theirs] > LAYERS[mine]:
            upward.append(f"{file} imports {'.'.join(target)}")
    assert upward == []


def test_a_feature_uses_another_only_through_its_door() -> None:
    reaching = []
    for file, importer, target in _imports():
        mine, theirs = _room(importer), _room(target)
        if mine in FEATURES and theirs in FEATURES and mine != theirs:
            module = target[1] if len(target) > 2 else None
            if module is not None and (WEBAPP / theirs / f"{module}.py").exists():
                reaching.append(f"{file} imports {'.'.join(target)}")
            elif len(target) == 2 and (WEBAPP / theirs / f"{target[1]}.py").exists():
                reaching.append(f"{file} imports module {'.'.join(target)}")
    assert reaching == []
