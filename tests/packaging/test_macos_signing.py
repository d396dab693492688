"""macOS: signing ready for a certificate, notarisation behind secrets, `hdiutil create` retried.

No Mac here: Apple's tools (codesign, xcrun, hdiutil, plutil, spctl) are stand-ins on PATH
that log how they were called, so these tests check what the scripts ask of them and what
they do with the answers. The installers workflow runs the real ones on macOS runners.
"""

from __future__ import annotations

import json
import os
import plistlib
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MACOS = ROOT / "packaging" / "macos"

pytestmark = pytest.mark.skipif(not shutil.which("bash"), reason="needs bash")

FAKE_TOOL = """#!/bin/sh
printf '%s\\n' "$(basename "$0") $*" >> "{log}"
"""
FAKE_XCRUN = """#!/bin/sh
printf '%s\\n' "xcrun $*" >> "{log}"
if [ "$1 $2" = "notarytool submit" ]; then printf '%s' '{answer}'; fi
"""
FAKE_PLUTIL = """#!/bin/sh
# plutil -extract KEY raw -o - FILE
python3 -c 'import json, sys; print(json.load(open(sys.argv[2]))[sys.argv[1]])' "$2" "$6"
"""


def _tools(tmp_path: Path, answer: dict[str, str] | None = None) -> tuple[dict[str, str], Path]:
    """Stand-ins for Apple's tools; return the environment that finds them, and their log."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "calls.log"
    log.touch()
    scripts = {name: FAKE_TOOL for name in ("codesign", "spctl")}
    scripts["xcrun"] = FAKE_XCRUN.replace("{answer}", json.dumps(answer or {}))
    scripts["plutil"] = FAKE_PLUTIL
    for name, text in scripts.items():
        (bin_dir / name).write_text(text.replace("{log}", str(log)))
        (bin_dir / name).chmod(0o755)
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(tmp_path)}
    return env, log


def _notarize(tmp_path: Path, answer=None, **values: str):
    env, log = _tools(tmp_path, answer)
    dmg = tmp_path / "divas-desktop-0.2.0rc1-macos-arm64.dmg"
    dmg.write_bytes(b"dmg")
    result = subprocess.run(
        ["bash", str(MACOS / "notarize.sh"), str(dmg)],
        env={**env, **values},
        capture_output=True,
        text=True,
    )
    return result, log.read_text().splitlines(), dmg


CREDENTIALS = {
    "DIVAS_CODESIGN_IDENTITY": "Developer ID Application: Divas (TEAM123456)",
    "DIVAS_NOTARY_APPLE_ID": "divas@example.com",
    "DIVAS_NOTARY_TEAM_ID": "TEAM123456",
    "DIVAS_NOTARY_PASSWORD": "abcd-efgh-ijkl-mnop",
}


def test_without_secrets_notarisation_is_skipped_cleanly(tmp_path):
    result, calls, _ = _notarize(tmp_path)
    assert result.returncode == 0, result.stderr
    assert "notarisation skipped: no signing identity" in result.stdout
    assert calls == []  # nothing signed, nothing sent


def test_a_certificate_without_the_apple_id_still_skips(tmp_path):
    identity = {"DIVAS_CODESIGN_IDENTITY": CREDENTIALS["DIVAS_CODESIGN_IDENTITY"]}
    result, calls, _ = _notarize(tmp_path, **identity)
    assert result.returncode == 0 and "no Apple ID credentials" in result.stdout
    assert calls == []


def test_some_of_the_apple_id_secrets_is_a_mistake_not_a_skip(tmp_path):
    partial = {k: v for k, v in CREDENTIALS.items() if k != "DIVAS_NOTARY_PASSWORD"}
    result, calls, _ = _notarize(tmp_path, **partial)
    assert result.returncode == 1 and "only 2 of the 3 is set" in result.stderr
    assert calls == []


def test_with_the_secrets_the_dmg_is_signed_notarised_stapled_and_checked(tmp_path):
    answer = {"id": "4f3c-1", "status": "Accepted"}
    result, calls, dmg = _notarize(tmp_path, answer, **CREDENTIALS)
    assert result.returncode == 0, result.stdout + result.stderr
    identity = CREDENTIALS["DIVAS_CODESIGN_IDENTITY"]
    assert calls[0] == f"codesign --force --timestamp --sign {identity} {dmg}"
    assert calls[1].startswith(f"xcrun notarytool submit {dmg} --apple-id divas@example.com ")
    assert "--team-id TEAM123456" in calls[1] and "--wait" in calls[1]
    assert calls[2:] == [
        f"xcrun stapler staple {dmg}",
        f"xcrun stapler validate {dmg}",
        f"spctl --assess --type open --context context:primary-signature --verbose=2 {dmg}",
    ]


def test_a_refused_submission_prints_apples_log_and_fails(tmp_path):
    answer = {"id": "4f3c-2", "status": "Invalid"}
    result, calls, _ = _notarize(tmp_path, answer, **CREDENTIALS)
    assert result.returncode == 1 and "did not accept" in result.stderr
    assert any(call.startswith("xcrun notarytool log 4f3c-2 ") for call in calls)
    assert not any("stapler" in call for call in calls)


def _create_dmg(
    tmp_path: Path, failures: int
) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    """Run dmg.sh's create_dmg with an hdiutil that fails `failures` times, then works."""
    env, log = _tools(tmp_path)
    hdiutil = Path(env["PATH"].split(":")[0]) / "hdiutil"
    count = tmp_path / "count"
    hdiutil.write_text(
        f'#!/bin/sh\nprintf "%s\\n" "hdiutil $1" >> "{log}"\n'
        f'if [ "$1" = create ]; then\n'
        f'  n=$(cat "{count}" 2>/dev/null || echo 0); echo $((n + 1)) > "{count}"\n'
        f'  [ "$n" -ge {failures} ] || {{ echo "hdiutil: create failed - busy" >&2; exit 1; }}\n'
        f"fi\n"
    )
    hdiutil.chmod(0o755)
    script = f'source "{MACOS / "dmg.sh"}" && create_dmg "Divas Desktop 0.1.0" stage out.dmg'
    result = subprocess.run(
        ["bash", "-c", script],
        env={**env, "DIVAS_DMG_RETRY_DELAY": "0"},
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    return result, log.read_text().splitlines()


def test_hdiutil_create_is_retried_when_busy(tmp_path):
    result, calls = _create_dmg(tmp_path, failures=2)
    assert result.returncode == 0, result.stderr
    assert calls == ["hdiutil create"] * 3 + ["hdiutil verify"]
    assert "attempt 1 of 5" in result.stderr and "attempt 2 of 5" in result.stderr


def test_hdiutil_create_gives_up_after_five_attempts(tmp_path):
    result, calls = _create_dmg(tmp_path, failures=99)
    assert result.returncode == 1 and "failed 5 times: giving up" in result.stderr
    assert calls == ["hdiutil create"] * 5


def test_entitlements_are_the_hardened_runtime_exceptions_and_used_only_with_an_identity():
    entitlements = plistlib.loads((MACOS / "entitlements.plist").read_bytes())
    assert entitlements == {
        "com.apple.security.cs.allow-unsigned-executable-memory": True,
        "com.apple.security.cs.disable-library-validation": True,
    }
    build = (MACOS / "build_macos.sh").read_text(encoding="utf-8")
    # Ad hoc (no identity): the signing of before, no runtime, no entitlements.
    assert 'SIGN_OPTS=(--force --deep --sign "$IDENTITY")' in build
    (with_identity,) = re.findall(r'if \[\[ "\$IDENTITY" != "-" \]\]; then\n(.*?)\nfi', build, re.S)
    assert "--options runtime" in with_identity and "entitlements.plist" in with_identity
    assert 'create_dmg "Divas Desktop $VERSION"' in build and "\nhdiutil create" not in build
    spec = (ROOT / "packaging" / "divas_desktop.spec").read_text(encoding="utf-8")
    assert re.search(
        r'entitlements_file=\(\n\s+str\(PACKAGING / "macos" / "entitlements.plist"\)\n'
        r'\s+if is_darwin and os.environ.get\("DIVAS_CODESIGN_IDENTITY"\)\n\s+else None',
        spec,
    )


def test_the_scripts_are_valid_shell():
    for script in ("build_macos.sh", "notarize.sh", "dmg.sh"):
        assert subprocess.run(["bash", "-n", str(MACOS / script)]).returncode == 0
    assert os.access(MACOS / "notarize.sh", os.X_OK)
