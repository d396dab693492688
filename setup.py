"""Build hook: the wheel gets the compiled translations (no PySide6 needed to build).

Everything else is in pyproject.toml. ``build_py`` compiles ``translations/*.ts`` into
``divas_desktop/translations/*.qm`` with packaging/ts2qm.py (standard library only); an
editable install compiles them into the source tree instead.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _ts2qm():
    """Load packaging/ts2qm.py by path (``packaging`` is also a PyPI package's name)."""
    spec = importlib.util.spec_from_file_location("ts2qm", ROOT / "packaging" / "ts2qm.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["ts2qm"] = module
    spec.loader.exec_module(module)
    return module


class BuildPyWithTranslations(build_py):
    """``build_py`` that also compiles the translation catalogues into the package."""

    def run(self) -> None:
        super().run()
        package = ROOT if self.editable_mode else Path(self.build_lib)
        target = package / "divas_desktop" / "translations"
        for qm in _ts2qm().compile_folder(ROOT / "translations", target):
            print(f"compiled {qm.name}")


setup(cmdclass={"build_py": BuildPyWithTranslations})
