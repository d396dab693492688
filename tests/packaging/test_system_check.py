"""A missing system library or font is named in plain words, with the command to install it.

The missing library is real: a window plugin built here (gcc) against a library that is
then deleted, found by Qt through QT_QPA_PLATFORM_PLUGIN_PATH as a broken plugin would be.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from divas_desktop import system_check

LINUX = sys.platform.startswith("linux")
linux_only = pytest.mark.skipif(not LINUX, reason="Linux system libraries and fontconfig")


@pytest.fixture
def broken_plugin(tmp_path) -> Path:
    """A folder holding libqdivasfake.so, which needs the deleted libdivasnothere.so.1."""
    if not LINUX or not shutil.which("gcc"):
        pytest.skip("needs Linux and gcc")
    (tmp_path / "lib.c").write_text("int divas_nothere(void) { return 1; }\n")
    (tmp_path / "plugin.c").write_text(
        "int divas_nothere(void);\nint divas_plugin(void) { return divas_nothere(); }\n"
    )
    library = tmp_path / "libdivasnothere.so.1"
    compile_ = ["gcc", "-shared", "-fPIC"]
    subprocess.run(
        [
            *compile_,
            "-Wl,-soname,libdivasnothere.so.1",
            "-o",
            str(library),
            str(tmp_path / "lib.c"),
        ],
        check=True,
    )
    plugins = tmp_path / "platforms"
    plugins.mkdir()
    subprocess.run(
        [
            *compile_,
            "-o",
            str(plugins / "libqdivasfake.so"),
            str(tmp_path / "plugin.c"),
            str(library),
        ],
        check=True,
    )
    library.unlink()
    return plugins


def _env(plugins: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="divasfake", QT_QPA_PLATFORM_PLUGIN_PATH=str(plugins))
    env.update(extra)
    return env


def test_system_check_names_the_missing_library(broken_plugin):
    result = subprocess.run(
        [sys.executable, "-m", "divas_desktop.system_check"],
        env=_env(broken_plugin),
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert "the divasfake window system needs libdivasnothere.so.1" in result.stderr
    assert "Install them with:" in result.stderr
    assert (
        "sudo apt install libdivasnothere" in result.stderr or "sudo dnf install" in result.stderr
    )


def test_gui_start_explains_the_missing_library_before_qt_aborts(broken_plugin, tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "divas_desktop"],
        env=_env(broken_plugin, DIVAS_DATA_DIR=str(tmp_path / "data")),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode != 0
    qt_says, _, we_say = result.stderr.partition("Divas Desktop needs a few system packages")
    assert "platform plugin" in qt_says  # Qt's own fatal message comes first
    assert "libdivasnothere.so.1" in we_say and "Install them with:" in we_say


def _shared(tmp_path: Path, output: Path, *needs: str) -> None:
    """Compile a shared library at ``output`` that needs the libraries ``needs`` (sonames)."""
    folder = tmp_path / "libs"
    folder.mkdir(exist_ok=True)
    links = []
    for soname in needs:
        library = folder / soname
        if not library.exists():
            stem = soname.split(".")[0].replace("-", "_")
            (folder / f"{stem}.c").write_text(f"int {stem}(void) {{ return 1; }}\n")
            subprocess.run(
                ["gcc", "-shared", "-fPIC", f"-Wl,-soname,{soname}", "-o", str(library)]
                + [str(folder / f"{stem}.c")],
                check=True,
            )
        links.append(str(library))
    (tmp_path / "uses.c").write_text("int divas_uses(void) { return 0; }\n")
    output.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        ["gcc", "-shared", "-fPIC", "-Wl,--no-as-needed", "-o", str(output)]
        + [str(tmp_path / "uses.c"), *links],
        check=True,
    )


MISSING = ("libxcb-divasone.so.0", "libxcb-divastwo.so.0", "libxcb-divasthree.so.0")


@pytest.fixture
def bare_pyside(tmp_path) -> Path:
    """A PySide6 on a system that lacks three libraries: QtWidgets needs the first two (the
    import names only the first), the xcb window plugin the last two."""
    if not LINUX or not shutil.which("gcc"):
        pytest.skip("needs Linux and gcc")
    site = tmp_path / "site"
    (site / "PySide6").mkdir(parents=True)
    (site / "PySide6" / "__init__.py").write_text("")
    _shared(tmp_path, site / "PySide6" / "QtWidgets.abi3.so", MISSING[0], MISSING[1])
    _shared(tmp_path, site / "PySide6/Qt/plugins/platforms/libqxcb.so", MISSING[1], MISSING[2])
    shutil.rmtree(tmp_path / "libs")  # the system lacks them
    return site


def test_the_window_names_every_missing_package_at_once(bare_pyside, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=":99", DIVAS_DATA_DIR=str(tmp_path / "d"))
    env["PYTHONPATH"] = os.pathsep.join([str(bare_pyside), str(Path(__file__).parents[2])])
    env.pop("QT_QPA_PLATFORM_PLUGIN_PATH", None)
    result = subprocess.run(
        [sys.executable, "-m", "divas_desktop"], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 1, result.stderr
    for library in MISSING:
        assert library in result.stderr
    assert result.stderr.count("Install them with:") == 1
    commands = [line for line in result.stderr.splitlines() if line.strip().startswith("sudo ")]
    assert commands, result.stderr
    if system_check.distribution() == "debian":
        (apt,) = commands
        assert "sudo apt install libxcb-divasone0 libxcb-divasthree0 libxcb-divastwo0 " in apt
    assert result.stderr.count("libxcb-divastwo.so.0") == 1  # named once, not once per part


def test_window_problems_add_the_fonts_to_the_same_command(bare_pyside, monkeypatch, tmp_path):
    monkeypatch.setattr(system_check, "pyside_folders", lambda: [bare_pyside / "PySide6"])
    monkeypatch.setattr(system_check, "FONT_CONFIG", tmp_path / "no-fonts.conf")
    monkeypatch.setattr(sys, "platform", "linux")
    for name in ("QT_QPA_PLATFORM_PLUGIN_PATH", "FONTCONFIG_FILE", "FONTCONFIG_PATH"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":99")
    error = ImportError(f"{MISSING[0]}: cannot open shared object file: No such file or directory")
    problems = system_check.window_problems(error)
    (debian,) = system_check.install_commands(problems, "debian")
    assert debian.startswith(
        "sudo apt install fontconfig-config fonts-dejavu-core "
        "libxcb-divasone0 libxcb-divasthree0 libxcb-divastwo0"
    )
    message = system_check.explain_import_error(error)
    assert message.count("sudo apt install") == 1 and "empty boxes" in message


def test_libraries_map_to_debian_and_fedora_packages():
    assert system_check.packages_of("libxcb-cursor.so.0") == ("libxcb-cursor0", "xcb-util-cursor")
    assert system_check.packages_of("libxcb-xinput.so.0") == ("libxcb-xinput0", "libxcb")
    assert system_check.packages_of("libEGL.so.1") == ("libegl1", "mesa-libEGL")
    problem = system_check.Problem(
        "the xcb window system needs libxcb-cursor.so.0, libxkbcommon-x11.so.0",
        ("libxcb-cursor0", "libxkbcommon-x11-0"),
        ("xcb-util-cursor", "libxkbcommon-x11"),
    )
    (debian,) = system_check.install_commands([problem], "debian")
    assert debian.startswith("sudo apt install libxcb-cursor0 libxkbcommon-x11-0")
    (fedora,) = system_check.install_commands([problem], "fedora")
    assert fedora.startswith("sudo dnf install libxkbcommon-x11 xcb-util-cursor")
    assert len(system_check.install_commands([problem], "")) == 2  # unknown system: both


def test_qt_import_failure_gets_the_install_command():
    error = ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")
    message = system_check.explain_import_error(error)
    assert "Qt needs libEGL.so.1" in message
    assert "libegl1" in message or "mesa-libEGL" in message


def _doctor(tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DIVAS_DATA_DIR=str(tmp_path / "data"))
    env.update(extra)
    return subprocess.run(
        [sys.executable, "-m", "divas_desktop", "doctor"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_doctor_passes_when_text_draws_as_letters(tmp_path):
    result = _doctor(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok   text:" in result.stdout


@linux_only
def test_doctor_fails_when_every_letter_is_a_box(tmp_path):
    empty = tmp_path / "fonts.conf"  # a font configuration that lists no font at all
    empty.write_text('<?xml version="1.0"?>\n<fontconfig></fontconfig>\n', encoding="utf-8")
    result = _doctor(tmp_path, FONTCONFIG_FILE=str(empty))
    assert result.returncode == 1
    assert "FAIL text: letters are drawn as" in result.stdout
    assert "fonts-dejavu-core" in result.stdout or "dejavu-sans-fonts" in result.stdout
