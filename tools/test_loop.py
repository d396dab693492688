"""Run the test command's pytest part N times; count greens, failures and crashes.

    python3 tools/test_loop.py 20                  # the whole suite, as dev.py test runs it
    python3 tools/test_loop.py 5 tests/ui -x       # extra arguments go to pytest

A crash is a run where a worker process died (xdist says "crashed") or faulthandler wrote
a stack into ``test-crashes/`` (the stacks and output of each crashed run are kept in
``test-crashes-loop/run-<n>/``). Run it on a quiet machine: it takes N times the suite's time.
Exit status 0 only when every run was green.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import dev  # noqa: E402


def main(argv: list[str]) -> int:
    """Loop the tests ``argv[0]`` times (default 20) with the rest as pytest arguments."""
    runs = int(argv[0]) if argv and argv[0].isdigit() else 20
    args = argv[1:] if argv and argv[0].isdigit() else argv
    python = dev.venv_python()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    greens = failures = crashes = 0
    kept = ROOT / "test-crashes-loop"
    shutil.rmtree(kept, ignore_errors=True)
    for run in range(1, runs + 1):
        started = time.monotonic()
        folder = dev.CRASH_DIR
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir()
        done = subprocess.run(
            dev.pytest_command(python, args),
            cwd=ROOT,
            env=dict(env, DIVAS_CRASH_DIR=str(folder)),
            capture_output=True,
            text=True,
            errors="replace",
        )
        stacks = [p for p in folder.glob("*.log") if p.stat().st_size]
        crashed = bool(stacks) or "crashed" in done.stdout + done.stderr
        if done.returncode == 0 and not crashed:
            greens += 1
            verdict = "green"
        elif crashed:
            crashes += 1
            verdict = "CRASH"
            shutil.copytree(folder, kept / f"run-{run}")
            (kept / f"run-{run}" / "output.txt").write_text(done.stdout + done.stderr)
        else:
            failures += 1
            verdict = "failed"
        tail = done.stdout.strip().splitlines()[-1:] or [""]
        print(f"run {run}/{runs}: {verdict} in {time.monotonic() - started:.0f} s  {tail[0]}")
        sys.stdout.flush()
    print(f"{greens} green, {failures} failed, {crashes} crashed of {runs} runs")
    if crashes:
        print(f"the crashed runs' stacks and output: {kept}")
    return 0 if greens == runs else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
