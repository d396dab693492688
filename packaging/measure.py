"""Measure the built app against a bare PySide6 window built the same way: size and start-up.

    python packaging/measure.py                 # both bundles must exist (see --build)
    python packaging/measure.py --build         # first build the bare window (and a missing app)
    python packaging/measure.py --runs 9 --json packaging/build/measure.json

Size: bytes of the one-folder bundle (symlinks not followed). Start-up: wall time from just
before the process is spawned to its first paint, by one of two probes (--probe):

- ``log`` (default): Qt's own ``qt.widgets.painting`` log line for the first flush of a
  top-level window to the screen, read from stderr; needs nothing from the program, which is
  killed right after (QT_FORCE_STDERR_LOGGING=1 keeps the log on stderr on macOS/Windows).
- ``stdout``: the program honours DIVAS_EXIT_AFTER_FIRST_PAINT=1: once its main window has
  painted for the first time it prints ``divas-first-paint <time.time()>`` on stdout and exits 0
  (the same clock as ours). packaging/bare_window.py does; the app must too.

Runs are interleaved (app, bare, app, bare, ...) after one warm-up run each, each with an
empty home folder (no settings, no autosave to offer); medians are reported. With --cold
(Linux, root) the page cache is dropped before every run.

Goal (issue 7): app/bare <= 1.5 for size and for start-up. --enforce exits 1 when missed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
DIST = PACKAGING / "build" / "dist"
GOAL = 1.5


def default_target(name: str) -> Path:
    """Return the bundle folder of ``divas-desktop`` or ``bare-window`` as the spec lays it out."""
    if sys.platform == "darwin" and name == "divas-desktop":
        return DIST / "Divas Desktop.app"
    return DIST / name


def executable(bundle: Path) -> Path:
    """Return the program inside a bundle folder (or the path itself when it is a file)."""
    if bundle.is_file():
        return bundle
    if bundle.suffix == ".app":
        return next((bundle / "Contents" / "MacOS").iterdir())
    for candidate in (bundle.name, "DivasDesktop", bundle.name + ".exe", "DivasDesktop.exe"):
        path = bundle / candidate
        if path.is_file():
            return path
    raise SystemExit(f"measure: no program in {bundle}")


def bundle_bytes(bundle: Path) -> int:
    """Return the apparent size of every regular file under the bundle (symlinks count 0)."""
    if bundle.is_file():
        bundle = bundle.parent
    total = 0
    for dirpath, _dirnames, filenames in os.walk(bundle):
        for name in filenames:
            path = os.path.join(dirpath, name)
            if not os.path.islink(path):
                total += os.path.getsize(path)
    return total


def drop_caches() -> bool:
    """Drop the page cache (Linux, root); return whether it worked."""
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def _is_first_flush(line: str) -> bool:
    """Tell whether a qt.widgets.painting log line is a top-level window's backing-store flush."""
    return "Flushing Q" in line and " to QWidgetWindow(" in line


def start_once(program: Path, env: dict[str, str], probe: str, timeout: float) -> float:
    """Return the seconds from spawning the program to its first paint, by the chosen probe.

    ``stdout``: the program prints ``divas-first-paint <time.time()>`` and exits by itself.
    ``log``: Qt's own widget-painting log reports the first flush of a window to the screen
    (no cooperation needed); the program is killed right after.
    """
    started = time.time()
    process = subprocess.Popen(
        [str(program)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE if probe == "log" else subprocess.DEVNULL,
        text=True,
        errors="replace",
    )
    events: queue.Queue[float | None] = queue.Queue()

    def read_stdout() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            if probe == "stdout" and line.startswith("divas-first-paint "):
                events.put(float(line.split()[1]))
        events.put(None)  # end of output: the process exited

    def read_stderr() -> None:
        assert process.stderr is not None
        for line in process.stderr:
            if _is_first_flush(line):
                events.put(time.time())
                break
        for _line in process.stderr:  # keep draining so the program never blocks on the pipe
            pass

    threading.Thread(target=read_stdout, daemon=True).start()
    if probe == "log":
        threading.Thread(target=read_stderr, daemon=True).start()
    try:
        painted = events.get(timeout=timeout)
    except queue.Empty:
        painted = None
    if probe == "log":
        process.kill()
    try:
        process.wait(timeout=timeout)  # with the stdout probe it quits by itself after reporting
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    if painted is None:
        hint = " (does it honour DIVAS_EXIT_AFTER_FIRST_PAINT=1?)" if probe == "stdout" else ""
        raise SystemExit(f"measure: no first paint from {program} within {timeout:.0f}s{hint}")
    return painted - started


def run_env(platform_name: str, probe: str, home: Path) -> dict[str, str]:
    """Return the environment for a measured launch: a fresh empty home, the probe switched on."""
    env = dict(os.environ)
    if probe == "stdout":
        env["DIVAS_EXIT_AFTER_FIRST_PAINT"] = "1"
    else:
        env.pop("DIVAS_EXIT_AFTER_FIRST_PAINT", None)
        env["QT_LOGGING_RULES"] = "qt.widgets.painting=true"
        env["QT_FORCE_STDERR_LOGGING"] = "1"  # not the system log (macOS, Windows)
    if platform_name:
        env["QT_QPA_PLATFORM"] = platform_name
    # Same settings/autosave state for every run: none (no resume offer, no previous window size).
    env["HOME"] = str(home)
    env["XDG_CONFIG_HOME"] = str(home / "config")
    env["XDG_DATA_HOME"] = str(home / "data")
    env["XDG_CACHE_HOME"] = str(home / "cache")
    env["XDG_STATE_HOME"] = str(home / "state")
    return env


def build(args) -> None:
    """Build the bare window, and the app when it is missing, with the project's spec."""
    spec = PACKAGING / "divas_desktop.spec"
    common = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(PACKAGING / "build" / "work-measure"),
    ]
    if not Path(args.app).exists():
        subprocess.run([*common, str(spec)], check=True)
    subprocess.run([*common, str(spec), "--", "--bare"], check=True)


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--app", default=str(default_target("divas-desktop")), help="app bundle folder or program"
    )
    parser.add_argument(
        "--bare", default=str(default_target("bare-window")), help="bare-window bundle or program"
    )
    parser.add_argument(
        "--runs", type=int, default=7, help="measured launches of each (after one warm-up)"
    )
    parser.add_argument(
        "--platform",
        default="offscreen" if sys.platform.startswith("linux") else "",
        help="QT_QPA_PLATFORM for the launches ('' = the OS default)",
    )
    parser.add_argument(
        "--cold", action="store_true", help="drop the page cache before each launch (Linux, root)"
    )
    parser.add_argument(
        "--probe", choices=("log", "stdout"), default="log", help="how first paint is detected"
    )
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument(
        "--build", action="store_true", help="build the bare window (and a missing app) first"
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument(
        "--enforce", action="store_true", help=f"exit 1 when a ratio exceeds {GOAL}"
    )
    args = parser.parse_args(argv)

    if args.build:
        build(args)
    targets = {"app": Path(args.app), "bare": Path(args.bare)}
    for label, path in targets.items():
        if not path.exists():
            raise SystemExit(f"measure: no {label} bundle at {path} (build it, or pass --build)")
    programs = {label: executable(path) for label, path in targets.items()}
    sizes = {label: bundle_bytes(path) for label, path in targets.items()}

    times: dict[str, list[float]] = {label: [] for label in targets}
    cold_ok = True
    with tempfile.TemporaryDirectory(prefix="divas-measure-") as tmp:
        for round_index in range(args.runs + 1):
            for label, program in programs.items():
                home = Path(tmp) / f"{label}-{round_index}"
                home.mkdir()
                if args.cold:
                    cold_ok = drop_caches() and cold_ok
                env = run_env(args.platform, args.probe, home)
                seconds = start_once(program, env, args.probe, args.timeout)
                if round_index > 0 or args.cold:  # the first round only warms the cache
                    times[label].append(seconds)

    medians = {label: statistics.median(values) for label, values in times.items()}
    size_ratio = sizes["app"] / sizes["bare"]
    start_ratio = medians["app"] / medians["bare"]
    mode = "cold" if args.cold and cold_ok else "warm"
    load = ""
    if hasattr(os, "getloadavg"):
        load = " (load average {:.1f} {:.1f} {:.1f})".format(*os.getloadavg())
    print(
        f"platform {platform.platform()}{load}, QT_QPA_PLATFORM={args.platform or '(default)'}, "
        f"{args.runs} {mode} runs each, interleaved, first paint by {args.probe}"
    )
    print(f"{'':8}{'bundle size':>14}{'start-up median':>18}{'min':>9}{'max':>9}")
    for label in targets:
        values = times[label]
        print(
            f"{label:8}{mib(sizes[label]):>14}{medians[label] * 1000:>15.0f} ms"
            f"{min(values) * 1000:>6.0f} ms{max(values) * 1000:>6.0f} ms"
        )
    size_ok, start_ok = size_ratio <= GOAL, start_ratio <= GOAL
    for label, ratio, ok in (("size", size_ratio, size_ok), ("start-up", start_ratio, start_ok)):
        verdict = "met" if ok else "MISSED"
        print(f"{label + ' ratio':<15}app/bare = {ratio:.2f}  (goal <= {GOAL}: {verdict})")
    if args.cold and not cold_ok:
        print("note: could not drop the page cache (needs Linux and root); the runs were warm")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(
            json.dumps(
                {
                    "mode": mode,
                    "runs": args.runs,
                    "platform": args.platform,
                    "size_bytes": sizes,
                    "startup_seconds": times,
                    "startup_median_seconds": medians,
                    "probe": args.probe,
                    "size_ratio": size_ratio,
                    "startup_ratio": start_ratio,
                    "goal": GOAL,
                },
                indent=2,
            )
        )
    return 1 if args.enforce and not (size_ok and start_ok) else 0


if __name__ == "__main__":
    sys.exit(main())
