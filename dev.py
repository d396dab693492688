"""Set everything up and start the app or run the tests, with nothing but Python ≥ 3.11.

    python3 dev.py run [ARGS...]   # create .venv, install, build translations, start the app
    python3 dev.py test [ARGS...]  # the same set-up, then lint, types and the whole test suite

(On Windows: ``py dev.py run`` / ``py dev.py test``.) The set-up is skipped when
pyproject.toml has not changed since the last install.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
MYPY_PACKAGES = [
    "divas_desktop/core",
    "divas_desktop/games/turandot",
    "divas_desktop/games/divas",
    "divas_desktop/games/magna",
    "divas_desktop/persistence",
    "divas_desktop/i18n",
]
"""What the test command type-checks (mypy, default mode): the packages with 0 errors.

Add a package once it is clean; in the end this becomes ``["divas_desktop"]``.
"""


def venv_python() -> Path:
    """Return the virtual environment's interpreter."""
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def set_up() -> Path:
    """Create the venv and install the app with its test tools when needed."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this file runs before the check of pip
        raise SystemExit("Divas Desktop needs Python 3.11 or newer")
    python = venv_python()
    if not python.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    stamp = VENV / ".divas-installed"
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not stamp.exists() or stamp.read_text() != wanted:
        print("Installing Divas Desktop and its dependencies ...", flush=True)
        subprocess.run(
            [str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True
        )
        subprocess.run(
            [str(python), "-m", "pip", "install", "--quiet", "-e", ".[test,packaging]"],
            check=True,
            cwd=ROOT,
        )
        stamp.write_text(wanted)
    subprocess.run([str(python), str(ROOT / "tools" / "i18n.py"), "compile"], check=True)
    return python


def main(argv: list[str]) -> int:
    """Dispatch ``run`` or ``test``."""
    if not argv or argv[0] not in {"run", "test"}:
        print(__doc__)
        return 2
    python = set_up()
    if argv[0] == "run":
        return subprocess.call([str(python), "-m", "divas_desktop", *argv[1:]], cwd=ROOT)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    failed = 0
    for check in (
        ["ruff", "check", "."],
        ["ruff", "format", "--check", "."],
        ["mypy", *MYPY_PACKAGES],
    ):
        failed = subprocess.call([str(python), "-m", *check], cwd=ROOT) or failed
    tests = subprocess.call([str(python), "-m", "pytest", "-q", *argv[1:]], cwd=ROOT, env=env)
    return tests or failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
