"""The Italian and Spanish catalogues are complete and match the sources."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import i18n  # noqa: E402


@pytest.mark.parametrize("language", ["it", "es", "en"])
def test_catalogue_has_no_unfinished_or_obsolete_entries(language):
    found = i18n.gaps(language)
    assert found["unfinished"] == [], found["unfinished"][:20]
    assert found["obsolete"] == [], found["obsolete"][:20]


def test_catalogues_list_every_source_text(tmp_path):
    """lupdate over today's sources finds nothing the catalogue lacks."""
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [
            i18n._tool("pyside6-lupdate"),
            "-no-obsolete",
            "-locations",
            "none",
            *i18n.python_files(),
            "-ts",
            str(fresh),
        ],
        check=True,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
    )
    import xml.etree.ElementTree as ET

    def pairs(path):
        root = ET.parse(path).getroot()
        return {
            (c.findtext("name"), m.findtext("source"))
            for c in root.iter("context")
            for m in c.iter("message")
        }

    missing = pairs(fresh) - pairs(i18n.ts_path("it"))
    assert not missing, f"run `python tools/i18n.py update`: {sorted(missing)[:10]}"
