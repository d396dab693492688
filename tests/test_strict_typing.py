"""The rules core, the games and the saves are type-checked as strictly as ``mypy --strict``.

The test command runs mypy once on the whole package (dev.py); pyproject.toml gives the
Qt-free packages every flag that --strict turns on, one by one, as a per-module section
cannot say ``strict``. This checks that list against the installed mypy's own, so a flag
a newer mypy adds to --strict is not silently missing.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from mypy.main import define_options

ROOT = Path(__file__).resolve().parents[1]
STRICT_PACKAGES = ["divas_desktop.core.*", "divas_desktop.games.*", "divas_desktop.persistence.*"]
GLOBAL_ONLY = {"warn_redundant_casts"}
"""Flags of --strict that mypy accepts only in the global section."""


def test_the_rules_get_every_flag_of_strict_mode():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    (strict,) = [o for o in config["overrides"] if o["module"] == STRICT_PACKAGES]
    _parser, _names, assignments = define_options()
    assert assignments, "mypy no longer lists the flags of --strict"
    for flag, value in assignments:
        section = config if flag in GLOBAL_ONLY else strict
        assert section.get(flag) == value, f"{flag} = {value} missing for {STRICT_PACKAGES}"
