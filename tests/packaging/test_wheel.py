"""A wheel built from the project is a complete app: data, icons and translations inside;
an editable install of the project reads the same data in place.

Builds the wheel from a clean copy of the sources (no compiled translations lying around),
installs it into a fresh virtual environment and runs the installed ``divas-desktop``; makes
an editable install of another clean copy into another fresh environment. Both load every
game's data (tests/packaging/load_every_game.py). A fresh environment takes PySide6,
pydantic and platformdirs from the test's own environment through a ``.pth`` line (what
``--system-site-packages`` does for a system Python), so nothing is downloaded again; the
project itself is installed with ``--no-deps``.
"""

from __future__ import annotations

import json
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
LOAD_EVERY_GAME = Path(__file__).with_name("load_every_game.py")
GAMES = {"turandot", "sipario", "divas", "magna"}
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


# The tests of one wheel run on one worker (dev.py runs pytest-xdist with --dist loadgroup),
# so it is built once.
ON_THE_WHEELS_WORKER = pytest.mark.xdist_group("wheel")


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


@ON_THE_WHEELS_WORKER
def test_wheel_carries_resources_and_compiled_translations(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for language in ("it", "es", "en"):
        assert f"divas_desktop/translations/divas_desktop_{language}.qm" in names
    # The whole top-level resources/, as divas_desktop/resources/, and nothing else of it.
    prefix = "divas_desktop/resources/"
    carried = sorted(name.removeprefix(prefix) for name in names if name.startswith(prefix))
    assert carried == _data_files()
    assert not any(
        name.startswith(("tests/", "packaging/", "translations/", "resources/")) for name in names
    )


def _fresh_environment(folder: Path) -> Path:
    """Create an empty virtual environment that sees this one's packages; return its python."""
    venv.EnvBuilder(with_pip=False).create(folder)
    python = _script(folder, "python")
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
    return python


def _clean_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a run outside the project, with its own data and settings folders."""
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "PYTHONHOME"}}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        DIVAS_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),  # the player's own settings stay untouched
    )
    return env


def _load_every_game(python: Path, tmp_path: Path) -> dict:
    """Run load_every_game.py with ``python`` outside the project; return its summary."""
    result = subprocess.run(
        [str(python), str(LOAD_EVERY_GAME)],
        cwd=tmp_path,
        env=_clean_env(tmp_path),
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    summary = json.loads(result.stdout.splitlines()[-1])
    # Every file of resources/ is there, and every game set up a match and read its grammar.
    assert summary["files"] == _data_files()
    assert set(summary["games"]) == GAMES
    for game_id, loaded in summary["games"].items():
        assert loaded["actions"] > 0, game_id
        assert all(loaded["grammar"][language] > 0 for language in ("it", "es", "en")), game_id
    return summary


def _data_files() -> list[str]:
    """The files of the project's resources/, as paths relative to it."""
    folder = ROOT / "resources"
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


@ON_THE_WHEELS_WORKER
def test_installed_wheel_checks_a_save_and_writes_screenshots(wheel, tmp_path):
    fresh = tmp_path / "venv"
    python = _fresh_environment(fresh)
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps"]
        + [str(wheel)],
        check=True,
    )
    env = _clean_env(tmp_path)
    summary = _load_every_game(python, tmp_path)
    installed = Path(summary["package"])
    assert installed.is_relative_to(fresh), f"imported from {installed}, not the installed wheel"
    assert Path(summary["resources"]) == installed / "resources"

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
        "print(t.translate('MainWindow', '&Game'))"
    )
    italian = subprocess.run(
        [str(python), "-c", probe],
        cwd=tmp_path,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    assert italian == "&Partita"

    run("selfplay", "turandot", "--games", "1", "--seed", "3", "--save", str(tmp_path))
    (save,) = tmp_path.glob("turandot-*.divas")
    assert ": ok, turandot" in run("check", str(save))
    shots = run("--screenshots", str(tmp_path / "shots"))
    pngs = list((tmp_path / "shots").glob("*.png"))
    assert len(pngs) >= 4 and all(str(p) in shots for p in pngs)
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in pngs)


def test_editable_install_reads_the_data_in_place(tmp_path):
    # Like dev.py's `pip install -e .`, but of a clean copy into a fresh environment.
    source = _clean_copy(tmp_path / "src")
    python = _fresh_environment(tmp_path / "venv")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps"]
        + ["-e", str(source)],
        check=True,
        capture_output=True,
    )
    summary = _load_every_game(python, tmp_path)
    assert Path(summary["package"]) == source.resolve() / "divas_desktop"
    assert Path(summary["resources"]) == source.resolve() / "resources"
    assert not (source / "divas_desktop" / "resources").exists()
