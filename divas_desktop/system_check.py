"""Before Qt starts on Linux: find the system libraries and fonts it needs, in plain words.

Qt says nothing useful when a library of its window plugin is missing ("could not load
the Qt platform plugin xcb", then an abort), and without a font configuration every
letter is an empty box. This module loads the platform plugin Qt is about to use, names
what is missing and prints the apt or dnf command that installs it. Standard library
only: it runs when Qt itself cannot load. ``python -m divas_desktop.system_check``
prints the report (dev.py runs it before ``dev.py run``).

When something is missing, :func:`window_problems` names all of it at once (Qt's own
libraries, the window plugin's, the fonts) in one install command, as ``divas-desktop
doctor`` does: a bare system needs one round of apt, not one per start.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

# Shared library -> (Debian/Ubuntu package, Fedora package) of the libraries Qt's xcb,
# wayland and offscreen plugins link against and the bundle leaves to the system.
PACKAGES: dict[str, tuple[str, str]] = {
    "libGL.so.1": ("libgl1", "mesa-libGL"),
    "libEGL.so.1": ("libegl1", "mesa-libEGL"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libICE.so.6": ("libice6", "libICE"),
    "libSM.so.6": ("libsm6", "libSM"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
    "libwayland-egl.so.1": ("libwayland-egl1", "libwayland-egl"),
}
# The other libxcb-<extension>.so.N all come from libxcb-<extension>N / libxcb.
_XCB_EXTENSION = re.compile(r"^libxcb-([a-z0-9]+)\.so\.(\d+)$")
FONT_PACKAGES = (("fontconfig-config", "fonts-dejavu-core"), ("fontconfig", "dejavu-sans-fonts"))
FONT_CONFIG = Path("/etc/fonts/fonts.conf")


@dataclass(frozen=True)
class Problem:
    """Something missing on this system, with the packages that bring it."""

    what: str
    """Plain words: what cannot work."""
    debian: tuple[str, ...]
    fedora: tuple[str, ...]
    fatal: bool = True
    libraries: tuple[str, ...] = ()
    """The missing shared libraries it names, if any."""


def packages_of(library: str) -> tuple[str, str]:
    """Return the Debian and Fedora packages of a shared library (a guess when unknown)."""
    if library in PACKAGES:
        return PACKAGES[library]
    match = _XCB_EXTENSION.match(library)
    if match:
        return f"libxcb-{match.group(1)}{match.group(2)}", "libxcb"
    stem = library.split(".so")[0]
    return stem + "*", stem


def distribution() -> str:
    """Return ``"debian"``, ``"fedora"`` or ``""`` from /etc/os-release."""
    try:
        text = Path("/etc/os-release").read_text(encoding="utf-8")
    except OSError:
        return ""
    ids = " ".join(re.findall(r'^(?:ID|ID_LIKE)="?([^"\n]*)"?', text, re.M)).split()
    if {"debian", "ubuntu"} & set(ids):
        return "debian"
    if {"fedora", "rhel", "centos"} & set(ids):
        return "fedora"
    return ""


def install_commands(problems: list[Problem], family: str | None = None) -> list[str]:
    """Return the command(s) that install what ``problems`` need (both when unsure)."""
    family = distribution() if family is None else family
    debian = sorted({p for problem in problems for p in problem.debian})
    fedora = sorted({p for problem in problems for p in problem.fedora})
    commands = []
    if family in {"debian", ""} and debian:
        commands.append("sudo apt install " + " ".join(debian) + "   # Debian, Ubuntu, Mint")
    if family in {"fedora", ""} and fedora:
        commands.append("sudo dnf install " + " ".join(fedora) + "   # Fedora")
    return commands


def pyside_folders() -> list[Path]:
    """Return PySide6's package folders, without importing it (it may not load)."""
    import importlib.util  # (imported where used: the app loads this module before its window)

    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return []
    return [Path(location) for location in spec.submodule_search_locations]


def platform_plugin_folder() -> Path | None:
    """Return the folder of Qt's platform plugins, without importing PySide6 (it may not load)."""
    override = os.environ.get("QT_QPA_PLATFORM_PLUGIN_PATH")
    if override:
        return Path(override)
    for location in pyside_folders():
        folder = location / "Qt" / "plugins" / "platforms"
        if folder.is_dir():
            return folder
    return None


def platform_candidates() -> list[str]:
    """Return the platform plugins Qt will try, in its order (QT_QPA_PLATFORM first)."""
    wanted = os.environ.get("QT_QPA_PLATFORM", "")
    if wanted:
        return [name.split(":")[0] for name in wanted.split(";") if name]
    if os.environ.get("XDG_SESSION_TYPE") == "wayland" or (
        os.environ.get("WAYLAND_DISPLAY") and not os.environ.get("DISPLAY")
    ):
        return ["wayland", "xcb"]
    return ["xcb"]


def _not_found(path: Path) -> list[str]:
    """Return what ``ldd`` lists as not found for ``path`` (every missing library at once)."""
    import shutil
    import subprocess

    if not shutil.which("ldd"):
        return []
    listing = subprocess.run(["ldd", str(path)], capture_output=True, text=True).stdout
    return re.findall(r"^\s*(\S+) => not found", listing, re.M)


def _library_problem(what: str, libraries: list[str]) -> Problem:
    pairs = [packages_of(library) for library in libraries]
    return Problem(
        what=f"{what} {', '.join(libraries)}",
        debian=tuple(debian for debian, _ in pairs),
        fedora=tuple(fedora for _, fedora in pairs),
        libraries=tuple(libraries),
    )


def unresolved_libraries(path: Path) -> list[str]:
    """Return the shared libraries ``path`` needs that this system cannot find."""
    import ctypes  # only here: the import costs a few milliseconds

    try:
        ctypes.CDLL(str(path))
        return []
    except OSError as error:
        first = _libraries_named_in(str(error))
    return sorted(set(_not_found(path)) | set(first)) or [path.name]


def _libraries_named_in(message: str) -> list[str]:
    return re.findall(r"([\w.+-]+\.so[\w.]*): cannot open shared object file", message)


def _display_problem(platform: str) -> Problem | None:
    """Return a problem when the window system has no display to connect to."""
    if platform == "xcb" and not os.environ.get("DISPLAY"):
        what = "there is no X display to open a window on (DISPLAY is not set)"
    elif platform == "wayland" and not os.environ.get("WAYLAND_DISPLAY"):
        what = "there is no Wayland display to open a window on (WAYLAND_DISPLAY is not set)"
    else:
        return None
    return Problem(what=what, debian=(), fedora=())


def platform_problems() -> list[Problem]:
    """Return why none of Qt's candidate window plugins can load (empty when one can)."""
    folder = platform_plugin_folder()
    if folder is None or not sys.platform.startswith("linux"):
        return []
    problems = []
    for name in platform_candidates():
        plugin = folder / f"libq{name}.so"
        if not plugin.is_file():
            continue  # a plugin we do not ship: Qt reports it itself
        missing = unresolved_libraries(plugin)
        if not missing:
            display = _display_problem(name)
            if display is None:
                return []
            problems.append(display)
            continue
        problems.append(_library_problem(f"the {name} window system needs", missing))
    return problems[:1]  # the first candidate is what a player should fix


def font_problems() -> list[Problem]:
    """Return a problem when fontconfig has no configuration (every letter a box)."""
    if not sys.platform.startswith("linux"):
        return []
    configured = os.environ.get("FONTCONFIG_FILE") or os.environ.get("FONTCONFIG_PATH")
    if configured or FONT_CONFIG.is_file():
        return []
    return [
        Problem(
            what=f"there is no font configuration ({FONT_CONFIG}): text would show as empty boxes",
            debian=FONT_PACKAGES[0],
            fedora=FONT_PACKAGES[1],
            fatal=False,
        )
    ]


def report(problems: list[Problem]) -> str:
    """Return the plain-words message about ``problems`` ("" when there are none)."""
    lines = []
    elsewhere = [problem for problem in problems if not problem.debian]
    if elsewhere:
        lines.append("Divas Desktop cannot open its window here:")
        lines += [f"  - {problem.what}" for problem in elsewhere]
        lines.append("  (Start it from your desktop; QT_QPA_PLATFORM=offscreen works without one.)")
    packaged = [problem for problem in problems if problem.debian]
    if packaged:
        lines.append("Divas Desktop needs a few system packages that are not installed:")
        lines += [f"  - {problem.what}" for problem in packaged]
        lines.append("Install them with:")
        lines += [f"  {command}" for command in install_commands(packaged)]
    return "\n".join(lines)


def qt_problems(error: ImportError | None = None) -> list[Problem]:
    """Return the libraries Qt's own modules lack (all of them, not only the first one)."""
    missing = set(_libraries_named_in(str(error))) if error is not None else set()
    if sys.platform.startswith("linux"):
        for folder in pyside_folders():
            # QtWidgets links QtGui and QtCore: ldd lists what any of them lacks.
            for module in sorted(folder.glob("QtWidgets.*so")):
                missing.update(_not_found(module))
    return [_library_problem("Qt needs", sorted(missing))] if missing else []


def window_problems(error: ImportError | None = None) -> list[Problem]:
    """Return everything the window lacks at once: Qt's libraries, the window plugin's, fonts.

    ``error`` is Qt's failed import, when that is how Qt stopped: its message names only
    the first missing library, so Qt's modules are checked for the others too.
    """
    problems = qt_problems(error) if error is not None else []
    named = {library for problem in problems for library in problem.libraries}
    for problem in platform_problems():
        rest = [library for library in problem.libraries if library not in named]
        if problem.libraries and not rest:
            continue  # its libraries are all named already
        if rest != list(problem.libraries):
            what = problem.what.rsplit(" needs ", 1)[0] + " needs"
            problem = _library_problem(what, rest)
        problems.append(problem)
    return problems + font_problems()


def explain_import_error(error: ImportError) -> str:
    """Return a plain-words message for Qt failing to import: everything the window lacks."""
    problems = window_problems(error)
    if not any(problem.fatal for problem in problems):
        return f"Divas Desktop cannot start Qt: {error}" + (
            "\n" + report(problems) if problems else ""
        )
    return report(problems)


def main() -> int:
    """Print what is missing for the window; exit 1 when the window cannot open."""
    problems = window_problems()
    if problems:
        print(report(problems), file=sys.stderr)
    return 1 if any(problem.fatal for problem in problems) else 0


if __name__ == "__main__":
    sys.exit(main())
