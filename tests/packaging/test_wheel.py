"""A wheel built from the project is a complete app: data, icons and translations inside.

Builds the wheel from a clean copy of the sources (no compiled translations lying around),
installs it into a fresh virtual environment and runs the installed ``divas-desktop``.
The fresh environment takes PySide6, pydantic and platformdirs from the test's own
environment through a ``.pth`` line (what ``--system-site-packages`` does for a system
Python), so nothing is downloaded again; the wheel itself is installed with ``--no-deps``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SKIPPED = {".git", ".venv", "build", "dist", "__pycache__", ".pytest_cache", ".ruff_cache"}


def _clean_copy(target: Path) -> Path:
    """Copy the project as a fresh checkout has it (no .qm, no venv, no build output)."""

    def ignore(folder: str, names: list[str]) -> set[str]:
        return {n for n in names if n in SKIPPED or n.endswith((".qm", ".egg-info", ".pyc"))}

    shutil.copytree(ROOT, target, ignore=ignore)
    return target


def _script(env_dir: Path, name: str) -> Path:
    folder = env_dir / ("Scripts" if os.name == "nt" else "bin")
    return folder / (name + (".exe" if os.name == "nt" else ""))


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel ``pip wheel .`` builds from a clean copy of the project."""
    work = tmp_path_factory.mktemp("wheel")
    source = _clean_copy(work / "src")
    assert not list(source.rglob("*.qm"))
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(work / "dist"), "."],
        cwd=source,
        check=True,
    )
    (built,) = (work / "dist").glob("divas_desktop-*.whl")
    return built


def test_wheel_carries_resources_and_compiled_translations(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for language in ("it", "es", "en"):
        assert f"divas_desktop/translations/divas_desktop_{language}.qm" in names
    for data in (
        "divas_desktop/resources/turandot/singers.json",
        "divas_desktop/resources/sipario/operas.json",
        "divas_desktop/resources/divas/cards.json",
        "divas_desktop/resources/magna/buildings.json",
        "divas_desktop/resources/icons/divas.svg",
        "divas_desktop/resources/icons/arrow-up.svg",
    ):
        assert data in names
    assert not any(name.startswith(("tests/", "packaging/", "translations/")) for name in names)


def test_installed_wheel_checks_a_save_and_writes_screenshots(wheel, tmp_path):
    fresh = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(fresh)
    python = _script(fresh, "python")
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    # The dependencies, from this environment (after the fresh one's own site-packages).
    (Path(purelib) / "test-dependencies.pth").write_text(
        sysconfig.get_path("purelib") + "\n", encoding="utf-8"
    )
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps"]
        + [str(wheel)],
        check=True,
    )
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "PYTHONHOME"}}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        DIVAS_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),  # the player's own settings stay untouched
    )

    def run(*args: str) -> str:
        # On Windows the gui-script launcher has no console: go through python -m.
        command = (
            [str(python), "-m", "divas_desktop"]
            if os.name == "nt"
            else [str(_script(fresh, "divas-desktop"))]
        )
        result = subprocess.run(
            command + list(args), cwd=tmp_path, env=env, capture_output=True, text=True
        )
        assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
        return result.stdout

    probe = (
        "import divas_desktop.paths as p; from PySide6.QtCore import QTranslator; "
        "t = QTranslator(); t.load('divas_desktop_it', str(p.translations_dir())); "
        "print(p.package_dir()); print(t.translate('MainWindow', '&Game'))"
    )
    where, italian = subprocess.run(
        [str(python), "-c", probe],
        cwd=tmp_path,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.splitlines()
    assert Path(where).is_relative_to(fresh), f"imported from {where}, not the installed wheel"
    assert italian == "&Partita"

    run("selfplay", "turandot", "--games", "1", "--seed", "3", "--save", str(tmp_path))
    (save,) = tmp_path.glob("turandot-*.divas")
    assert ": ok, turandot" in run("check", str(save))
    shots = run("--screenshots", str(tmp_path / "shots"))
    pngs = list((tmp_path / "shots").glob("*.png"))
    assert len(pngs) >= 4 and all(str(p) in shots for p in pngs)
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in pngs)
