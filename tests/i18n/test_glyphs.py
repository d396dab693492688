"""Every symbol the app writes exists in the fonts the Linux packages install (DejaVu).

A glyph missing from the fonts is drawn as an empty box (a playtester met one before the
Sipario! clock): symbols in the translations and in the UI's own strings must be covered.
"""

from __future__ import annotations

import json
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FONTS = ("DejaVu Sans", "DejaVu Serif")


def _symbols() -> dict[str, str]:
    """Characters beyond Latin, Greek and Cyrillic, with where each was first met."""
    found: dict[str, str] = {}

    def add(text: str, where: str) -> None:
        for char in text:
            if ord(char) >= 0x2000:
                found.setdefault(char, where)

    for path in sorted((ROOT / "translations" / "src").glob("*.json")):
        for source, values in json.loads(path.read_text(encoding="utf-8")).items():
            add(source, path.name)
            for value in values.values():
                for form in value if isinstance(value, list) else [value]:
                    add(form, path.name)
    for path in sorted((ROOT / "divas_desktop").rglob("*.py")):
        with path.open("rb") as handle:  # strings only: comments and docstrings are not drawn
            for token in tokenize.tokenize(handle.readline):
                quoted = token.string.lstrip("rbuRBU")
                if token.type == tokenize.STRING and not quoted.startswith(('"""', "'''")):
                    add(token.string, str(path.relative_to(ROOT)))  # docstrings are not drawn
    return found


def test_every_symbol_is_in_the_packaged_fonts(qapp):
    from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

    if not all(family in QFontDatabase.families() for family in FONTS):
        pytest.skip("DejaVu fonts are not installed here (the Linux packages depend on them)")
    metrics = [QFontMetrics(QFont(family)) for family in FONTS]
    missing = {
        f"U+{ord(char):04X} {char} ({where})"
        for char, where in _symbols().items()
        if not all(m.inFontUcs4(ord(char)) for m in metrics)
    }
    assert not missing, sorted(missing)
