"""The GitHub workflows: valid YAML, real actions and runners, and everything they call exists.

No GitHub here: what these check is what can go wrong before a runner ever starts (a typo
in a key, an action version that does not exist, a script path that moved, a release that
does not wait for the tests, a concurrency group that deadlocks a called workflow) and
that README.md says what the workflows do.
"""

from __future__ import annotations

import glob
import re
from pathlib import Path
from typing import Any

import pytest

yaml = pytest.importorskip("yaml")

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
README = (ROOT / "README.md").read_text(encoding="utf-8")

RUNNERS = {"ubuntu-22.04", "ubuntu-latest", "windows-latest", "macos-14", "macos-15-intel"}
"""The runners README names (and ubuntu-latest for the tests)."""
ACTIONS = {
    "actions/checkout@v4",
    "actions/setup-python@v5",
    "actions/upload-artifact@v4",
    "actions/download-artifact@v4",
}
"""Published versions of GitHub's own actions; anything else must be added here on purpose."""


def _load(name: str) -> dict[str, Any]:
    data = yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))
    if True in data:  # YAML 1.1 reads the key `on` as a boolean
        data["on"] = data.pop(True)
    return data


ALL = {path.name: _load(path.name) for path in sorted(WORKFLOWS.glob("*.yml"))}


def _steps(workflow: dict[str, Any]):
    for job in workflow["jobs"].values():
        yield from job.get("steps", [])


def _runs(workflow: dict[str, Any]) -> str:
    return "\n".join(step.get("run", "") for step in _steps(workflow))


def test_the_workflows_are_the_three_expected():
    assert set(ALL) == {"ci.yml", "installers.yml", "release.yml"}


@pytest.mark.parametrize("name", sorted(ALL))
def test_jobs_run_on_named_runners_with_real_actions(name):
    workflow = ALL[name]
    assert workflow["name"] and workflow["on"] and workflow["jobs"]
    assert workflow["permissions"] == {"contents": "read"}
    for job_id, job in workflow["jobs"].items():
        if "uses" in job:  # a called workflow of this repository
            assert job["uses"].startswith("./.github/workflows/"), job_id
            assert (ROOT / job["uses"]).is_file(), job["uses"]
            continue
        runs_on = job["runs-on"]
        if runs_on == "${{ matrix.os }}":
            matrix = job["strategy"]["matrix"]
            systems = matrix.get("os") or [entry["os"] for entry in matrix["include"]]
        else:
            systems = [runs_on]
        assert set(systems) <= RUNNERS, (job_id, systems)
        assert job.get("timeout-minutes"), job_id
        for step in job["steps"]:
            assert ("uses" in step) != ("run" in step), step
            if "uses" in step:
                assert step["uses"] in ACTIONS, step["uses"]
            if "if" in step:
                assert "${{" not in step["if"], step["if"]  # a bare expression, as GitHub wants


@pytest.mark.parametrize("name", sorted(ALL))
def test_every_script_and_file_the_workflows_call_exists(name):
    text = (
        _runs(ALL[name])
        + "\n"
        + "\n".join(str(step.get("with", {}).get("path", "")) for step in _steps(ALL[name]))
    )
    paths = set(
        re.findall(
            r"(?<![\w/$])(?:\./)?((?:packaging|tests|\.github)[/\\][\w./\\*-]+|dev\.py)", text
        )
    )
    assert paths, name
    for found in paths:
        path = found.replace("\\", "/").rstrip(".")
        if path.startswith("packaging/build"):
            continue  # what the build writes
        assert glob.glob(str(ROOT / path)), f"{name} calls {path}, which is not in the repository"
    for script in re.findall(r"bash (packaging/\S+\.sh)", text):
        assert (ROOT / script).read_text(encoding="utf-8").startswith("#!"), script


def test_installers_run_on_main_and_on_pull_requests_that_touch_packaging_or_start_up():
    on = ALL["installers.yml"]["on"]
    assert on["push"] == {"branches": ["main"]}
    paths = on["pull_request"]["paths"]
    for wanted in ("packaging/**", "divas_desktop/cli.py", "divas_desktop/system_check.py"):
        assert wanted in paths
    for path in paths:
        if path not in {"resources/**", "divas_desktop/resources/**"}:  # (one is moving)
            assert glob.glob(str(ROOT / path), recursive=True), path
    assert any(glob.glob(str(ROOT / p)) for p in ("resources", "divas_desktop/resources"))
    assert "workflow_call" in on and "workflow_dispatch" in on


def test_installers_build_and_smoke_test_all_five_on_their_systems():
    job = ALL["installers.yml"]["jobs"]["installers"]
    kinds = {entry["os"]: entry["kind"] for entry in job["strategy"]["matrix"]["include"]}
    assert kinds == {
        "ubuntu-22.04": "linux",
        "windows-latest": "windows",
        "macos-14": "macos",
        "macos-15-intel": "macos",
    }
    runs = _runs(ALL["installers.yml"])
    assert (
        "bash packaging/smoke_test.sh packaging/build/divas-desktop-*-windows-x64-setup.exe" in runs
    )
    assert "bash packaging/smoke_test.sh packaging/build/divas-desktop-*-macos-*.dmg" in runs
    # Linux: the installer test itself (it smoke-tests the .deb and the .tar.gz), under sudo,
    # unable to pass by skipping, with the release's glibc check.
    (linux,) = [line for line in runs.splitlines() if "test_linux_installer.py" in line]
    linux_step = runs[runs.index("sudo env") : runs.index(linux) + len(linux)]
    for needed in (
        "DIVAS_REQUIRE_INSTALLERS=1",
        "DIVAS_STRICT_GLIBC=1",
        "DIVAS_BUILD_INSTALLERS=1",
    ):
        assert needed in linux_step
    test = (ROOT / "tests/packaging/test_linux_installer.py").read_text(encoding="utf-8")
    assert '"smoke_test.sh"' in test and "debs[0], tarballs[0]" in test


def test_the_release_needs_the_tests_and_the_smoke_tests():
    release = ALL["release.yml"]
    assert release["on"]["push"] == {"tags": ["v*"]}
    jobs = release["jobs"]
    assert jobs["tests"]["uses"] == "./.github/workflows/ci.yml"
    assert jobs["installers"]["uses"] == "./.github/workflows/installers.yml"
    assert jobs["installers"]["secrets"] == "inherit"
    assert set(jobs["release"]["needs"]) == {"version", "tests", "installers"}
    assert "workflow_call" in ALL["ci.yml"]["on"]
    # What it publishes is what installers.yml uploaded after its smoke tests.
    (download,) = [s for s in jobs["release"]["steps"] if "uses" in s]
    assert download["with"]["pattern"] == "installers-*"
    (upload,) = [
        s for s in _steps(ALL["installers.yml"]) if s.get("uses", "").startswith("actions/upload")
    ]
    assert upload["with"]["name"].startswith("installers-")


def _group(workflow: dict[str, Any], caller: str, ref: str = "refs/tags/v1.0.0") -> str:
    group = workflow["concurrency"]["group"]
    return group.replace("${{ github.workflow }}", caller).replace("${{ github.ref }}", ref)


def test_concurrency_groups_of_called_workflows_never_meet_their_callers():
    # A called workflow whose group equals its caller's deadlocks (GitHub cancels both);
    # github.workflow is the caller's name inside a called workflow.
    release = _group(ALL["release.yml"], "release")
    called = {_group(ALL[name], "release") for name in ("ci.yml", "installers.yml")}
    direct = {_group(ALL[name], ALL[name]["name"]) for name in ("ci.yml", "installers.yml")}
    assert release not in called and len(called) == 2
    assert not called & direct  # a tag's own ci run cannot cancel the release's tests


def test_readme_says_what_ci_proves():
    for claim in (
        "`.github/workflows/installers.yml`",
        "every push to `main`",
        "under `sudo`",
        "The release job waits for",
        "What CI does not prove",
    ):
        assert claim in README, claim
    assert "so every CI run checks the installers" not in README  # it did not, on GitHub


def test_readme_command_lines_for_windows_and_macos_are_the_ones_ci_runs():
    runs = _runs(ALL["installers.yml"])
    for line in (
        '$divas = "$env:LOCALAPPDATA\\Programs\\Divas Desktop\\DivasDesktop.exe"',
        'divas="/Applications/Divas Desktop.app/Contents/MacOS/DivasDesktop"',
    ):
        assert line in README, line
        assert line in runs, line
    assert "& $divas check" in README and "& $divas check" in runs
    assert '"$divas" check' in README and '"$divas" check' in runs
