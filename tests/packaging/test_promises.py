"""What the README promises is what the build checks and what CI runs."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import buildtools  # noqa: E402

README = (ROOT / "README.md").read_text(encoding="utf-8")
WORKFLOWS = ROOT / ".github" / "workflows"


def test_readme_promises_the_glibc_the_build_checks():
    promised = set(re.findall(r"glibc (\d+\.\d+) or newer", README))
    assert promised == {buildtools.GLIBC_PROMISE}
    assert "Ubuntu 22.04 / Debian 12 or newer" in README  # glibc 2.35 is Ubuntu 22.04's


def test_ci_runs_the_readme_test_command_on_three_systems_for_every_push():
    ci = (WORKFLOWS / "ci.yml").read_text(encoding="utf-8")
    assert "python3 dev.py test" in README and "run: python dev.py test" in ci
    assert re.search(r"^on:\n  push:\n  pull_request:", ci, re.M)
    (systems,) = re.findall(r"os: \[(.*)\]", ci)
    kinds = {name.strip().split("-")[0] for name in systems.split(",")}
    assert kinds == {"ubuntu", "windows", "macos"}


def test_installers_build_on_the_promised_system_and_smoke_test_every_installer():
    installers = (WORKFLOWS / "installers.yml").read_text(encoding="utf-8")
    assert "os: ubuntu-22.04, kind: linux" in installers
    assert "DIVAS_STRICT_GLIBC=1" in installers
    smoke_tested = re.findall(r"bash packaging/smoke_test.sh packaging/build/(\S+)", installers)
    assert smoke_tested == [
        "divas-desktop-*-windows-x64-setup.exe",
        "divas-desktop-*-macos-*.dmg",
    ]
    # The .deb and the .tar.gz: by the Linux installer test, which runs smoke_test.sh on both.
    assert "tests/packaging/test_linux_installer.py" in installers
    release = (WORKFLOWS / "release.yml").read_text(encoding="utf-8")
    assert "uses: ./.github/workflows/installers.yml" in release
