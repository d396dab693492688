"""Measure the built app against a bare PySide6 window built the same way: size and start-up.

    python packaging/measure.py                 # both bundles must exist (see --build)
    python packaging/measure.py --build         # first build the bare window (and a missing app)
    python packaging/measure.py --runs 9 --json packaging/build/measure.json
    python packaging/measure.py --source        # from source: python -m divas_desktop vs
                                                # python packaging/bare_window.py (no sizes)

Size: bytes of the one-folder bundle (symlinks not followed). Start-up: wall time from just
before the process is spawned to its first paint, by one of two probes (--probe):

- ``stdout`` (the default except on Windows): the program honours
  DIVAS_EXIT_AFTER_FIRST_PAINT=1 and prints ``divas-<mark> <time.time()>`` lines on stdout
  (the same clock as ours), then exits 0. packaging/bare_window.py prints
  ``divas-first-paint`` once its window has painted. The app's first window is its main
  window (the rules core loads behind it, after the paint): it reports both
  ``divas-first-paint`` and ``divas-main-window-paint`` for it, and the main window's is also
  given as a ratio to the bare window's first paint. A windowed .exe has no stdout, hence
  not on Windows.
- ``log`` (the default on Windows): Qt's own ``qt.widgets.painting`` log line for the first
  flush of a top-level window to the screen, read from stderr; needs nothing from the program,
  which is killed right after (QT_FORCE_STDERR_LOGGING=1 keeps the log on stderr on
  macOS/Windows). It sees the first window only (the main window): no separate figure.

Runs are interleaved (app, bare, app, bare, ...) after one warm-up run each, each with an
empty home folder (no settings, no autosave to offer); medians are reported, with the load
average before and after the runs (other work on the machine skews the times). With --cold
(Linux, root) the page cache is dropped before every run.

Goals: app/bare <= 1.5 for size and for start-up (first painted window, issue 7); the app's
main window painted <= 1.3x the bare window's first paint (issue 17). --enforce exits 1 when
size or first paint is missed; the main-window ratio is only enforced with
--enforce-main-window.
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
MAIN_WINDOW_GOAL = 1.3


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


FIRST = "first-paint"
MAIN = "main-window-paint"


def parse_marks(text: str) -> dict[str, float]:
    """Return ``{mark: epoch seconds}`` from the ``divas-<mark> <epoch>`` lines of stdout."""
    marks: dict[str, float] = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0].startswith("divas-"):
            try:
                marks.setdefault(parts[0][len("divas-") :], float(parts[1]))
            except ValueError:
                continue
    return marks


def start_once(
    program: list[str], env: dict[str, str], probe: str, timeout: float
) -> dict[str, float]:
    """Return ``{mark: seconds from spawning the program}`` for one launch, by the chosen probe.

    ``stdout``: every ``divas-<mark> <time.time()>`` line the program prints before it exits by
    itself (``first-paint`` is required; the app adds ``main-window-paint``).
    ``log``: Qt's own widget-painting log reports the first flush of a window to the screen
    (no cooperation needed); the program is killed right after. Only ``first-paint``.
    """
    if probe == "stdout":
        started = time.time()
        process = subprocess.Popen(
            program,
            env=env,
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            errors="replace",
        )
        try:
            out, _ = process.communicate(timeout=timeout)  # it quits by itself after reporting
        except subprocess.TimeoutExpired:
            process.kill()
            out, _ = process.communicate()
        marks = parse_marks(out)
        if FIRST not in marks:
            raise SystemExit(
                f"measure: no divas-{FIRST} from {program} within {timeout:.0f}s "
                f"(status {process.returncode}; does it honour DIVAS_EXIT_AFTER_FIRST_PAINT=1?)"
            )
        return {mark: at - started for mark, at in marks.items()}

    started = time.time()
    process = subprocess.Popen(
        program,
        env=env,
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",
    )
    events: queue.Queue[float | None] = queue.Queue()

    def read_stderr() -> None:
        assert process.stderr is not None
        for line in process.stderr:
            if _is_first_flush(line):
                events.put(time.time())
                break
        else:
            events.put(None)  # end of output: the process exited without painting
        for _line in process.stderr:  # keep draining so the program never blocks on the pipe
            pass

    threading.Thread(target=read_stderr, daemon=True).start()
    try:
        painted = events.get(timeout=timeout)
    except queue.Empty:
        painted = None
    process.kill()
    process.wait()
    if painted is None:
        raise SystemExit(f"measure: no first paint from {program} within {timeout:.0f}s")
    return {FIRST: painted - started}


def run_env(platform_name: str, probe: str, home: Path) -> dict[str, str]:
    """Return the environment for a measured launch: a fresh empty home, the probe switched on."""
    env = dict(os.environ)
    # As on a player's machine: Python keeps its bytecode cache (the warm-up run writes it).
    # Without it every start compiles the app's modules again, which the bare window, one
    # small file, hardly pays.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
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
        "--probe",
        choices=("stdout", "log"),
        # A windowed .exe has no stdout (sys.stdout is None): Windows falls back to Qt's log.
        default="log" if sys.platform == "win32" else "stdout",
        help="how first paint is detected (default: stdout; log on Windows)",
    )
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument(
        "--build", action="store_true", help="build the bare window (and a missing app) first"
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument(
        "--enforce",
        action="store_true",
        help=f"exit 1 when the size or the first-paint ratio exceeds {GOAL}",
    )
    parser.add_argument(
        "--enforce-main-window",
        action="store_true",
        help=f"exit 1 when the app's main window / bare first paint ratio exceeds "
        f"{MAIN_WINDOW_GOAL}",
    )
    parser.add_argument(
        "--source",
        action="store_true",
        help="measure from source (python -m divas_desktop against packaging/bare_window.py)",
    )
    args = parser.parse_args(argv)

    if args.build and not args.source:
        build(args)
    programs: dict[str, list[str]]
    sizes: dict[str, int] | None
    if args.source:
        programs = {
            "app": [sys.executable, "-m", "divas_desktop"],
            "bare": [sys.executable, str(PACKAGING / "bare_window.py")],
        }
        sizes = None
    else:
        targets = {"app": Path(args.app), "bare": Path(args.bare)}
        for label, path in targets.items():
            if not path.exists():
                raise SystemExit(
                    f"measure: no {label} bundle at {path} (build it, or pass --build)"
                )
        programs = {label: [str(executable(path))] for label, path in targets.items()}
        sizes = {label: bundle_bytes(path) for label, path in targets.items()}

    def loadavg() -> str:
        if not hasattr(os, "getloadavg"):
            return "n/a"
        return "{:.2f} {:.2f} {:.2f}".format(*os.getloadavg())

    load_before = loadavg()
    samples: dict[str, list[dict[str, float]]] = {label: [] for label in programs}
    cold_ok = True
    with tempfile.TemporaryDirectory(prefix="divas-measure-") as tmp:
        for round_index in range(args.runs + 1):
            for label, program in programs.items():
                home = Path(tmp) / f"{label}-{round_index}"
                home.mkdir()
                if args.cold:
                    cold_ok = drop_caches() and cold_ok
                env = run_env(args.platform, args.probe, home)
                marks = start_once(program, env, args.probe, args.timeout)
                if round_index > 0 or args.cold:  # the first round only warms the cache
                    samples[label].append(marks)
    load_after = loadavg()

    def series(label: str, mark: str) -> list[float] | None:
        values = [run[mark] for run in samples[label] if mark in run]
        return values if len(values) == len(samples[label]) and values else None

    times = {label: series(label, FIRST) for label in programs}
    assert times["app"] is not None and times["bare"] is not None
    medians = {label: statistics.median(values) for label, values in times.items()}
    main_times = series("app", MAIN)
    main_median = statistics.median(main_times) if main_times else None
    size_ratio = sizes["app"] / sizes["bare"] if sizes else None
    start_ratio = medians["app"] / medians["bare"]
    main_ratio = main_median / medians["bare"] if main_median is not None else None
    mode = "cold" if args.cold and cold_ok else "warm"
    print(
        f"{'from source' if args.source else 'bundles'}: "
        f"platform {platform.platform()}, {os.cpu_count()} CPUs, "
        f"QT_QPA_PLATFORM={args.platform or '(default)'}, {args.runs} {mode} runs each, "
        f"interleaved, {args.probe} probe"
    )
    print(f"load average (1/5/15 min) before the runs {load_before}, after {load_after}")
    print(f"{'':22}{'bundle size':>12}{'median':>10}{'min':>9}{'max':>9}")
    rows = [
        ("app: first paint", sizes["app"] if sizes else None, times["app"]),
        ("app: main window", None, main_times),
        ("bare: first paint", sizes["bare"] if sizes else None, times["bare"]),
    ]
    for name, size, values in rows:
        if values is None:
            if args.probe == "stdout":
                print(f"{name:22}{'':>12}  (no divas-{MAIN} reported)")
            continue
        print(
            f"{name:22}{mib(size) if size is not None else '':>12}"
            f"{statistics.median(values) * 1000:>7.0f} ms{min(values) * 1000:>6.0f} ms"
            f"{max(values) * 1000:>6.0f} ms"
        )
    size_ok = size_ratio is None or size_ratio <= GOAL
    start_ok = start_ratio <= GOAL
    main_ok = main_ratio is None or main_ratio <= MAIN_WINDOW_GOAL
    verdicts = [("first paint", "app first window/bare window", start_ratio, GOAL, start_ok)]
    if size_ratio is not None:
        verdicts.insert(0, ("size", "app/bare", size_ratio, GOAL, size_ok))
    if main_ratio is not None:
        verdicts.append(
            ("main window", "app main window/bare window", main_ratio, MAIN_WINDOW_GOAL, main_ok)
        )
    for label, what, ratio, goal, ok in verdicts:
        verdict = "met" if ok else "MISSED"
        print(f"{label + ' ratio':<19}{what:<29} = {ratio:.2f}  (goal <= {goal}: {verdict})")
    if args.cold and not cold_ok:
        print("note: could not drop the page cache (needs Linux and root); the runs were warm")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(
            json.dumps(
                {
                    "source": args.source,
                    "mode": mode,
                    "runs": args.runs,
                    "platform": args.platform,
                    "probe": args.probe,
                    "load_average_before": load_before,
                    "load_average_after": load_after,
                    "size_bytes": sizes,
                    "size_ratio": size_ratio,
                    "startup_seconds": times,
                    "startup_median_seconds": medians,
                    "startup_ratio": start_ratio,
                    "main_window_seconds": main_times,
                    "main_window_median_seconds": main_median,
                    "main_window_ratio": main_ratio,
                    "goal": GOAL,
                    "main_window_goal": MAIN_WINDOW_GOAL,
                },
                indent=2,
            )
        )
    missed = args.enforce and not (size_ok and start_ok)
    missed = missed or (args.enforce_main_window and not main_ok)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
