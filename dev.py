"""Set everything up and start the app or run the tests, with nothing but Python ≥ 3.11.

    python3 dev.py run [ARGS...]   # create .venv, install, build translations, start the app
    python3 dev.py test [ARGS...]  # the same set-up, then lint, types and the whole test suite

(On Windows: ``py dev.py run`` / ``py dev.py test``.) The set-up is skipped when
pyproject.toml has not changed since the last install.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import threading
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
MYPY_PACKAGES = ["divas_desktop"]
"""What the test command type-checks: the whole package (pyproject.toml's [tool.mypy] makes
it --strict for the Qt-free core, games and persistence, the default mode elsewhere)."""


def venv_python() -> Path:
    """Return the virtual environment's interpreter."""
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def set_up() -> Path:
    """Create the venv and install the app with its test tools when needed."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this file runs before the check of pip
        raise SystemExit(PYTHON_TOO_OLD)
    python = venv_python()
    if not python.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        create_venv()
    stamp = VENV / ".divas-installed"
    wanted = hashlib.sha256(
        (ROOT / "pyproject.toml").read_bytes() + (ROOT / "setup.py").read_bytes()
    ).hexdigest()
    if not stamp.exists() or stamp.read_text() != wanted:
        started = time.monotonic()
        print(INSTALLING, flush=True)
        pip(python, ["install", "--upgrade", "pip"], "pip (the installer) itself")
        pip(python, ["install", "-e", ".[test,packaging]"], "Divas Desktop and its dependencies")
        stamp.write_text(wanted)
        print(f"Set-up done in {time.monotonic() - started:.0f} s.", flush=True)
    compile_translations()
    return python


# --- the first set-up says what it installs, and keeps saying that it is working ----------
INSTALLING = """First set-up of .venv; later runs skip it (until pyproject.toml or setup.py change).
  the app:   PySide6-Essentials (Qt, an 80 MB download), pydantic, platformdirs
  the tools: pytest, pytest-qt, pytest-xdist, hypothesis, ruff, mypy, PyInstaller
  in all about 120 MB to download, 400 MB in .venv
It usually takes about a minute: 39 s on 2026-12-03 from a fresh clone on a 2-core Linux
machine with a fast connection (more with a slower one). pip's own lines follow."""
QUIET_PIP_LINES = ("Requirement already satisfied", "  Using cached", "  Obtaining dependency")
"""pip lines that say nothing new to a newcomer (the rest are shown, warnings included)."""
HEARTBEAT = 15.0
"""Seconds without a line from pip before saying that it is still working."""


def pip(python: Path, args: list[str], what: str) -> None:
    """Run pip, showing its lines as they come and a line of ours when it is quiet a while."""
    print(f"-- installing {what}", flush=True)
    started = last = time.monotonic()
    lock = threading.Lock()
    done = threading.Event()

    def heartbeat() -> None:
        nonlocal last
        while not done.wait(min(1.0, HEARTBEAT / 3)):
            with lock:
                now = time.monotonic()
                if now - last >= HEARTBEAT:
                    print(f"   ... still at it ({now - started:.0f} s so far)", flush=True)
                    last = now

    process = subprocess.Popen(
        [str(python), "-m", "pip", *args, "--progress-bar", "off"],
        cwd=ROOT,
        env=dict(os.environ, PYTHONUNBUFFERED="1"),  # each line as pip writes it
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
    )
    ticker = threading.Thread(target=heartbeat, daemon=True)
    ticker.start()
    assert process.stdout is not None
    try:
        for line in process.stdout:
            with lock:
                last = time.monotonic()
                if not line.startswith(QUIET_PIP_LINES):
                    print("   " + line.rstrip(), flush=True)
    finally:
        status = process.wait()
        done.set()
        ticker.join()
    if status:
        raise SystemExit(f"pip failed (exit status {status}) while installing {what}; see above.")
    print(f"   ({what}: {time.monotonic() - started:.0f} s)", flush=True)


# --- what the system needs (Debian, Ubuntu and Fedora say it in their own words) ---------
PYTHON_TOO_OLD = """Divas Desktop needs Python 3.11 or newer; this is Python {version}.
On Ubuntu 22.04:  sudo apt install python3.11 python3.11-venv   then: python3.11 dev.py run
Elsewhere: install Python 3.11 or newer from your system's packages or python.org.""".format(
    version=".".join(map(str, sys.version_info[:3]))
)


def create_venv() -> None:
    """Create .venv; when this Python cannot (Debian without python3-venv), say what to install."""
    try:
        venv.EnvBuilder(with_pip=True).create(VENV)
    except (subprocess.CalledProcessError, OSError) as error:
        shutil.rmtree(VENV, ignore_errors=True)  # the half-made .venv of this very attempt
        version = f"{sys.version_info.major}.{sys.version_info.minor}"
        raise SystemExit(
            f"Python {version} cannot create a virtual environment with pip here ({error}).\n"
            "Debian and Ubuntu ship that part separately; install it with\n"
            f"  sudo apt install python{version}-venv\n"
            "(on Fedora: sudo dnf install python3-pip), then run this command again."
        ) from None


def check_system(python: Path, platform: str | None = None) -> bool:
    """Report the system libraries Qt cannot find here, with the command that installs them."""
    env = dict(os.environ, **({"QT_QPA_PLATFORM": platform} if platform else {}))
    return (
        subprocess.call([str(python), "-m", "divas_desktop.system_check"], cwd=ROOT, env=env) == 0
    )


def compile_translations() -> None:
    """Compile translations/*.ts into the package's translations/*.qm (standard library)."""
    spec = importlib.util.spec_from_file_location("ts2qm", ROOT / "packaging" / "ts2qm.py")
    assert spec is not None and spec.loader is not None
    ts2qm = importlib.util.module_from_spec(spec)
    sys.modules["ts2qm"] = ts2qm
    spec.loader.exec_module(ts2qm)
    ts2qm.compile_folder(ROOT / "translations", ROOT / "divas_desktop" / "translations")


def main(argv: list[str]) -> int:
    """Dispatch ``run`` or ``test``."""
    if not argv or argv[0] not in {"run", "test"}:
        print(__doc__)
        return 2
    python = set_up()
    if argv[0] == "run":
        if not check_system(python):
            return 1
        return subprocess.call([str(python), "-m", "divas_desktop", *argv[1:]], cwd=ROOT)
    if not check_system(python, "offscreen"):
        return 1
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    failed = 0
    for check in (
        ["ruff", "check", "."],
        ["ruff", "format", "--check", "."],
        ["mypy", *MYPY_PACKAGES],
    ):
        failed = subprocess.call([str(python), "-m", *check], cwd=ROOT) or failed
    tests = run_pytest(python, argv[1:], env)
    return tests or failed


CRASH_DIR = ROOT / "test-crashes"
"""Where each pytest process writes the Python stacks of a hard crash (faulthandler:
tests/conftest.py); CI uploads the folder when the tests fail."""


def pytest_command(python: Path, args: list[str]) -> list[str]:
    """The test command's pytest part (``tools/test_loop.py`` runs it too)."""
    # Two workers or more (pytest-xdist): the suite is CPU-bound and every test is isolated
    # (its own settings and save folders), so it takes half the time on a 2-core machine.
    # Tests marked with one xdist_group share a worker (the wheel's tests: one build).
    workers = ["-n", str(max(2, min(os.cpu_count() or 2, 4))), "--dist", "loadgroup"]
    return [str(python), "-m", "pytest", "-q", *workers, *args]


def run_pytest(python: Path, args: list[str], env: dict[str, str]) -> int:
    """Run pytest; print the stacks of any process that crashed (kept in :data:`CRASH_DIR`)."""
    shutil.rmtree(CRASH_DIR, ignore_errors=True)
    CRASH_DIR.mkdir()
    status = subprocess.call(
        pytest_command(python, args), cwd=ROOT, env=dict(env, DIVAS_CRASH_DIR=str(CRASH_DIR))
    )
    for log in sorted(CRASH_DIR.glob("*.log")):
        text = log.read_text(encoding="utf-8", errors="replace").strip()
        if text:
            print(f"\n=== {log.name}: a test process crashed ===\n{text}", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
