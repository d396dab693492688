"""The package list and a build hook; the project's metadata is in pyproject.toml.

The game data lives in the top-level ``resources/`` folder (cards, boards, grammar, history,
icons) and is installed as ``divas_desktop/resources/`` through a ``package_dir`` mapping:
a wheel copies it there, an editable install maps the name to the folder itself, and
divas_desktop/paths.py finds it either way (the PyInstaller spec copies the same folder).

``build_py`` also compiles ``translations/*.ts`` into ``divas_desktop/translations/*.qm``
with packaging/ts2qm.py (standard library only, so building a wheel needs no PySide6); an
editable install compiles them into the source tree instead.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from setuptools import find_namespace_packages, setup
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


SKIP = ["*__pycache__"]
# Every folder of resources/ is listed as a (namespace) package under divas_desktop.resources,
# as setuptools warns about data folders that are not; its files are package data.
DATA_PACKAGES = ["divas_desktop.resources"] + [
    f"divas_desktop.resources.{name}"
    for name in find_namespace_packages(where=str(ROOT / "resources"), exclude=SKIP)
]

setup(
    cmdclass={"build_py": BuildPyWithTranslations},
    packages=find_namespace_packages(where=str(ROOT), include=["divas_desktop*"], exclude=SKIP)
    + DATA_PACKAGES,
    package_dir={"divas_desktop.resources": "resources"},
    package_data={"divas_desktop.resources": ["**/*"]},
)
