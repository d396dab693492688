"""The rules core, the games and persistence never import Qt."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "divas_desktop"
QT_FREE = ("core", "games", "persistence", "lessons")


def test_no_source_under_core_games_persistence_imports_pyside6():
    offenders = []
    for folder in QT_FREE:
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                if any(n.split(".")[0] in {"PySide6", "shiboken6"} for n in names):
                    offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_importing_every_engine_loads_no_qt():
    code = (
        "import sys\n"
        "from divas_desktop.core import registry\n"
        "import divas_desktop.persistence.savefile, divas_desktop.persistence.autosave\n"
        "import divas_desktop.selfplay\n"
        "[registry.get(g) for g in registry.game_ids()]\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT.parent)
