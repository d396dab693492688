"""Counts take the plural form of each language (Qt's %n), negative counts included."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from divas_desktop.i18n.translate import install_translator, text

ROOT = Path(__file__).resolve().parents[2]
DREW = {
    "it": ("Anna pesca 1 carta.", "Anna pesca 3 carte."),
    "es": ("Anna roba 1 carta.", "Anna roba 3 cartas."),
    "en": ("Anna draws 1 card.", "Anna draws 3 cards."),
}


@pytest.fixture(params=sorted(DREW))
def language(request, qapp):
    install_translator(qapp, request.param)
    yield request.param
    install_translator(qapp, "en")


def test_a_count_picks_the_plural_form(language):
    one, many = DREW[language]
    assert text("sipario", "sipario.ev.drew", player="Anna", count=1) == one
    assert text("sipario", "sipario.ev.drew", player="Anna", count=3) == many
    gold = {"it": ("1 oro", "5 ori"), "es": ("1 oro", "5 oro"), "en": ("1 gold", "5 gold")}
    assert (text("sipario", "sipario.n.gold", 1), text("sipario", "sipario.n.gold", 5)) == gold[
        language
    ]


def test_counted_units_and_losses_read_right(language):
    line = text(
        "divas",
        "divas.applause",
        player="Maria Callas",
        amount=-1,
        house="divas.house.scala",
        applause=2,
    )
    expected = {
        "it": "−1 Applauso alla Scala",
        "es": "−1 Aplauso en la Scala",
        "en": "−1 Applause at La Scala",
    }
    assert expected[language] in line


@pytest.mark.parametrize("language", ["it", "es", "en"])
def test_every_percent_n_text_is_a_numerus_message(language):
    root = ET.parse(ROOT / "translations" / f"divas_desktop_{language}.ts").getroot()
    for message in root.iter("message"):
        if "%n" in (message.findtext("source") or ""):
            assert message.get("numerus") == "yes", message.findtext("source")
            forms = [f.text for f in message.find("translation").iter("numerusform")]
            assert len(forms) == 2 and all(forms), message.findtext("source")
