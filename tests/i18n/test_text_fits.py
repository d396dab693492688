"""No text is cut off in any ``--screenshots`` image, in Italian, Spanish or English.

The screenshots flow (``ui/screenshots.py``) is run as ``--screenshots`` runs it; every
widget it grabs is measured, and everything painted meanwhile is watched (``fits.py``),
so the boards other engineers add are covered without naming them here.
"""

from __future__ import annotations

import pytest

from .fits import Findings, check_widgets, watching_paint

LANGUAGES = ("it", "es", "en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_is_cut_off_in_the_screenshots(qapp, tmp_path, monkeypatch, language):
    from divas_desktop.i18n.translate import install_translator
    from divas_desktop.ui import screenshots

    install_translator(qapp, language)
    qapp.setProperty("divas_language", language)
    found = Findings()
    grab = screenshots._grab

    def measured_grab(widget, path):
        with watching_paint(found):
            written = grab(widget, path)
        check_widgets(found, widget)
        return written

    monkeypatch.setattr(screenshots, "_grab", measured_grab)
    try:
        written = screenshots.write_screenshots(tmp_path)
    finally:
        install_translator(qapp, "en")
        qapp.setProperty("divas_language", "en")
    assert written
    report = "\n".join(f"{where}: {text!r}" for text, where in list(found.cut.items())[:30])
    assert not found.cut, f"{len(found.cut)} texts cut off in {language}:\n{report}"
