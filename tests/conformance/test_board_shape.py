"""Every board package has the one shape (ui/board/README.md), and nothing imports its board back.

A board package is ``divas_desktop/ui/boards/<game>/`` with the files of :data:`SHAPE`,
each for the same job in every game. A module beyond them is one of the game's own
vocabulary (Sipario's ``stage.py``, Magna's ``florence.py``) and must be explained: the
package's ``__init__.py`` lists it as a line ``- ``name.py``: its one job``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import divas_desktop
from tests.conformance.test_package_shape import _cycle

BOARDS = Path(divas_desktop.__file__).parent / "ui" / "boards"
SHAPE = (
    "__init__.py board.py layout.py gestures.py items.py cards.py motion.py "
    "prompts.py texts.py demo.py legend.py"
).split()
"""The files every board package has, each for the same job (ui/board/README.md)."""
EXPLAINED = re.compile(r"^\s*-\s*``(\w+\.py)``\s*:\s*\S", re.MULTILINE)


def _packages() -> list[str]:
    return sorted(p.name for p in BOARDS.iterdir() if (p / "__init__.py").exists())


def _explained(folder: Path) -> set[str]:
    doc = ast.get_docstring(ast.parse((folder / "__init__.py").read_text(encoding="utf-8")))
    return set(EXPLAINED.findall(doc or ""))


def _imports(path: Path, package: str) -> set[str]:
    """Modules of ``package`` that ``path`` imports anywhere (type-only imports count too)."""
    found: set[str] = set()
    absolute = f"divas_desktop.ui.boards.{package}"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:
                module = node.module
            elif node.level == 0 and (node.module or "").startswith(absolute + "."):
                module = (node.module or "")[len(absolute) + 1 :]
            else:
                continue
            if module:
                found.add(module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(absolute + "."):
                    found.add(alias.name[len(absolute) + 1 :].split(".")[0])
    return found


def test_every_game_has_a_board_package_and_nothing_else_lies_beside_them():
    games = Path(divas_desktop.__file__).parent / "games"
    assert _packages() == sorted(p.name for p in games.iterdir() if (p / "__init__.py").exists())
    loose = sorted(p.name for p in BOARDS.glob("*.py") if p.name != "__init__.py")
    assert not loose, f"modules outside a board package: {loose}"


@pytest.mark.parametrize("package", _packages())
def test_board_package_has_the_shape_and_explains_the_rest(package):
    folder = BOARDS / package
    present = {p.name for p in folder.glob("*.py")}
    missing = [name for name in SHAPE if name not in present]
    assert not missing, f"{package} lacks {missing}"
    explained = _explained(folder)
    unexplained = sorted(present - set(SHAPE) - explained)
    assert not unexplained, (
        f"{package}: {unexplained} are neither in the shape nor listed in __init__.py"
    )
    stale = sorted(explained - present)
    assert not stale, f"{package}/__init__.py lists modules that do not exist: {stale}"


@pytest.mark.parametrize("package", _packages())
def test_no_module_imports_its_board_back_and_no_cycle(package):
    folder = BOARDS / package
    graph = {p.stem: _imports(p, package) for p in folder.glob("*.py") if p.stem != "__init__"}
    back = sorted(
        module for module, targets in graph.items() if module != "board" and "board" in targets
    )
    assert not back, f"{package}: {back} import the board class back (use a Protocol)"
    assert _cycle(graph) is None, f"{package}: import cycle {_cycle(graph)}"
