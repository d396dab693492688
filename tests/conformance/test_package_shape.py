"""Every game package has the one shape (docs/ENGINE_GUIDE.md) and no import cycle."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import divas_desktop

GAMES = Path(divas_desktop.__file__).parent / "games"
SHAPE = (
    "__init__.py config.py data.py state.py actions.py setup.py legal.py handlers.py "
    "rules.py scoring.py views.py preview.py refusals.py invariants.py bots.py determinize.py "
    "NOTES.md"
).split()
"""The files every game package has, each for the same job."""


def _packages() -> list[str]:
    return sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").exists())


def _imports(path: Path) -> set[str]:
    """Sibling modules a module imports anywhere (lazy and type-only imports count too)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
    return found


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """Return one import cycle of ``graph``, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(module: str) -> list[str] | None:
        state[module] = 1
        path.append(module)
        for target in sorted(graph.get(module, ())):
            if state.get(target) == 1:
                return path[path.index(target) :] + [target]
            if target not in state and (found := visit(target)):
                return found
        path.pop()
        state[module] = 2
        return None

    for module in sorted(graph):
        if module not in state and (found := visit(module)):
            return found
    return None


@pytest.mark.parametrize("package", _packages())
def test_game_package_has_the_shape_and_no_import_cycle(package):
    folder = GAMES / package
    missing = [name for name in SHAPE if not (folder / name).exists()]
    assert not missing, f"{package} lacks {missing}"
    graph = {p.stem: _imports(p) for p in folder.glob("*.py")}
    assert _cycle(graph) is None, f"{package}: import cycle {_cycle(graph)}"


def test_the_core_has_no_import_cycle():
    folder = Path(divas_desktop.__file__).parent / "core"
    graph = {p.stem: _imports(p) for p in folder.glob("*.py")}
    assert _cycle(graph) is None, _cycle(graph)
