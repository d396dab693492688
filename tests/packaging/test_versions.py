"""A pre-release version (0.2.0rc1) builds every installer and sorts before its release.

Inno Setup's VersionInfoVersion takes four numbers only (the raw "0.2.0rc1" stopped the
build), and dpkg sorts "0.2.0rc1" after "0.2.0" while "0.2.0~rc1" sorts before it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))
import buildtools  # noqa: E402

# Oldest first, as players get them.
IN_ORDER = [
    "0.1.9",
    "0.2.0a1",
    "0.2.0a2",
    "0.2.0b1",
    "0.2.0rc1",
    "0.2.0rc2",
    "0.2.0",
    "0.2.1",
    "1.0",
]


def test_deb_versions_put_a_tilde_before_a_pre_release():
    assert buildtools.deb_version("0.2.0rc1") == "0.2.0~rc1"
    assert buildtools.deb_version("0.2.0b3") == "0.2.0~b3"
    assert buildtools.deb_version("0.2.0") == "0.2.0"
    assert buildtools.deb_version("1.0") == "1.0.0"


@pytest.mark.skipif(not shutil.which("dpkg"), reason="needs dpkg")
def test_dpkg_sorts_the_deb_versions_as_released():
    debs = [buildtools.deb_version(version) for version in IN_ORDER]
    for older, newer in zip(debs, debs[1:], strict=False):
        assert subprocess.run(["dpkg", "--compare-versions", older, "lt", newer]).returncode == 0, (
            older,
            newer,
        )
    # What the old build wrote ("0.2.0rc1" unchanged) sorted after the release: a player on
    # the release candidate would never have been offered 0.2.0.
    assert subprocess.run(["dpkg", "--compare-versions", "0.2.0rc1", "gt", "0.2.0"]).returncode == 0


def test_windows_versions_are_four_numbers_in_release_order():
    numbers = [buildtools.numeric_version(version) for version in IN_ORDER]
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)
    for version in IN_ORDER:
        text = buildtools.windows_version(version)
        assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+", text), text
        assert all(int(part) <= 65535 for part in text.split("."))
    assert buildtools.windows_version("0.2.0rc1") == "0.2.0.3001"
    assert buildtools.windows_version("0.2.0") == "0.2.0.9000"


@pytest.mark.parametrize(
    "version", ["0.2.0.dev1", "0.2.0.post1", "0.2.0+local", "v0.2.0", "0.2.0rc"]
)
def test_versions_the_installers_cannot_carry_stop_the_build(version):
    with pytest.raises(ValueError, match="the installers take"):
        buildtools.deb_version(version)
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "buildtools.py"), "windows-version", version],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1 and "the installers take" in result.stderr


def test_the_command_line_converts_the_project_version_or_a_given_one():
    def run(*args: str) -> str:
        return subprocess.run(
            [sys.executable, str(PACKAGING / "buildtools.py"), *args],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()

    version = run("version")
    assert run("deb-version") == buildtools.deb_version(version)
    assert run("windows-version") == buildtools.windows_version(version)
    assert run("deb-version", "0.3.0rc2") == "0.3.0~rc2"


def test_the_installers_use_the_mapped_versions():
    iss = (PACKAGING / "windows" / "divas_desktop.iss").read_text(encoding="utf-8")
    assert re.search(r"^VersionInfoVersion=\{#NumericVersion\}$", iss, re.M)
    assert re.search(r"^AppVersion=\{#AppVersion\}$", iss, re.M)  # what players see
    assert "#error" in iss.split("#ifndef NumericVersion")[1].split("#endif")[0]
    ps1 = (PACKAGING / "windows" / "build_windows.ps1").read_text(encoding="utf-8")
    assert "windows-version" in ps1 and '"/DNumericVersion=$NumericVersion"' in ps1
    linux = (PACKAGING / "build_linux.sh").read_text(encoding="utf-8")
    assert 'DEB_VERSION="$("$PYTHON" "$PACKAGING/buildtools.py" deb-version "$VERSION")"' in linux
    assert "\nVersion: $DEB_VERSION\n" in linux
