"""Issue 33's words: what the rendering checks catch, and the sentences that replace them.

The checks (``checks.problems``) are what every rendered log line, board text and dialog
option is held to (``test_rendered_texts.py``); here each catches the fault it names and
lets the right wording through. Then the engine's events as the log writes them: a
zero count said in words, a good with its count and plural, a preposition contracted.
"""

from __future__ import annotations

import pytest

from divas_desktop.core.types import Event

from .checks import problems

NAMES = ["Violetta", "Alfredo", "Germont"]


@pytest.mark.parametrize(
    ("text", "language", "game_id", "counts", "fault"),
    [
        ("trascina una delle tue note su la Scala.", "it", "divas", False, "preposition"),
        ("trascina una delle tue note su il Teatro Colón.", "it", "divas", False, "preposition"),
        ("arrastra una de tus notas a el Teatro Colón.", "es", "divas", False, "preposition"),
        ("la Fama de el Metropolitan.", "es", "divas", False, "preposition"),
        ("spendendo 0 carte denaro.", "it", "turandot", True, "zero count"),
        ("paga per Costantinopoli: 0 merci, 0 PV.", "it", "magna", True, "zero count"),
        ("0 PN · 8 de oro · 4 marcadores", "es", "sipario", False, "glossary"),
        ("Pila de estrenos: 3 cartas", "es", "sipario", False, "glossary"),
        ("Reparto 1 · ronda 2", "es", "sipario", False, "glossary"),
        ("carros 3 · Ópera 8", "es", "magna", False, "glossary"),
        ("Pila dei debutti: 3 carte", "it", "sipario", False, "glossary"),
        ("vale ora 8 PN · 8 oro pagati", "it", "sipario", False, "glossary"),
        ("You draw: Viral Infection!.", "en", "sipario", True, "ended twice"),
        ("raccoglie le voci dal foyer: [].", "it", "sipario", True, "[]"),
        ("Mercader de {player}", "es", "magna", False, "placeholder"),
        ("gain 1 magna.good.wood", "en", "magna", False, "code"),
    ],
)
def test_a_check_catches_each_fault_of_the_issue(text, language, game_id, counts, fault):
    found = problems(text, language, game_id, counts)
    assert any(fault in why for why in found), (text, found)


@pytest.mark.parametrize(
    ("text", "language", "game_id"),
    [
        ("trascina una delle tue note sulla Scala, o chiudi lì l'opera.", "it", "divas"),
        ("Maria Callas si sposta su LA (tasto 5).", "it", "divas"),
        ("arrastra una de tus notas al Teatro Colón.", "es", "divas"),
        ("Violetta: 0 PN", "it", "sipario"),
        ("0 PN · 8 oro · 4 marcadores", "es", "sipario"),
        ("Recital de Gargantas de oro", "es", "sipario"),
        ("vale ora 8 PN · pagato: 8 ori", "it", "sipario"),
        ("Ha aperto la stagione... e poi?", "it", "sipario"),
    ],
)
def test_the_right_wording_passes(text, language, game_id):
    assert problems(text, language, game_id, counts=True) == []


@pytest.fixture
def english(qapp):
    """The English catalogue, which gives each plural its forms ("1 Column", "3 Bells")."""
    from divas_desktop.i18n.translate import install_translator

    install_translator(qapp, "en")


@pytest.fixture
def italian(qapp):
    from divas_desktop.i18n.translate import install_translator

    install_translator(qapp, "it")
    yield
    install_translator(qapp, "en")


def _line(kind: str, **params) -> str:
    from divas_desktop.i18n.events import event_text

    return event_text(kind.split(".")[0], Event(kind=kind, params=params), NAMES)


def test_a_zero_count_is_said_in_words(english):
    paid = {"seat": 0, "city": "magna.city.venice", "goods_by_type": [0] * 4}
    paid["certificates_by_type"] = [0] * 4
    assert _line("magna.cost_paid", goods=0, certificates=0, vp=0, **paid) == (
        "Violetta pays nothing for Venice."
    )
    assert _line("magna.cost_paid", goods=2, certificates=0, vp=1, **paid) == (
        "Violetta pays for Venice: 2 goods and 1 VP."
    )
    assert _line("magna.refining_ended", seat=1, discarded=0) == (
        "Alfredo ends the refined goods phase without discarding any."
    )
    hired = {"player": 2, "number": 3, "singer_name": "Wanda Casoni"}
    assert "without spending any money" in _line("turandot.singer_hired", money=0, **hired)
    assert "spending 2 money cards" in _line("turandot.singer_hired", money=2, **hired)


def test_a_good_is_written_with_its_count_and_plural(english):
    placed = _line("magna.good_placed", seat=0, card="mag.bld.small.01", good="magna.good.column")
    assert placed.startswith("Violetta places 1 Column on ")
    assert _line("magna.refined_gained", seat=1, good="magna.good.bell", amount=3) == (
        "Alfredo gains 3 Bells."
    )
    assert _line("magna.raw_gained", seat=1, good="magna.good.lead", amount=0) == (
        "Alfredo gains no Lead."
    )


def test_italian_contracts_and_agrees(italian):
    sent = _line("magna.delivered", seat=0, worksite="mag.site.l3.1", good="magna.good.planks")
    assert sent == "Violetta invia 1 Asse al cantiere della Cupola."
    assert _line("magna.refined_gained", seat=1, good="magna.good.column", amount=2) == (
        "Alfredo ottiene 2 Colonne."
    )


@pytest.mark.parametrize("game_id", ["sipario", "turandot", "divas", "magna"])
@pytest.mark.parametrize("language", ["it", "es"])
def test_the_rules_reference_keeps_the_glossary_and_the_contractions(game_id, language):
    """The reference a player opens beside the board (resources/rules) words things as
    the board and the log do: no term its glossary rules out, no uncontracted article."""
    from pathlib import Path

    from .checks import GLUED, glossary_patterns

    path = Path(__file__).resolve().parents[2] / "resources" / "rules"
    wrong = []
    for number, line in enumerate((path / f"{game_id}.{language}.md").open(encoding="utf-8")):
        patterns = [*(p for _c, p in glossary_patterns(language, game_id)), GLUED[language]]
        wrong += [f"{number + 1}: {p.search(line).group()!r}" for p in patterns if p.search(line)]
    assert not wrong, wrong


@pytest.mark.parametrize(
    ("language", "house", "wanted"),
    [
        ("it", "divas.house.scala", "trascina una delle tue note sulla Scala"),
        ("it", "divas.house.colon", "trascina una delle tue note sul Teatro Colón"),
        ("es", "divas.house.colon", "arrastra una de tus notas al Teatro Colón"),
        ("en", "divas.house.met", "drag one of your notes onto the Metropolitan Opera"),
    ],
)
def test_a_board_prompt_contracts_its_preposition(qapp, language, house, wanted):
    from divas_desktop.i18n.translate import install_translator, name, text

    install_translator(qapp, language)
    try:
        place = name("divas", house)  # as the board names it: the game's name and grammar
        prompt = text("divas_board", "how.instrument", instrument="Violino", house=place)
    finally:
        install_translator(qapp, "en")
    assert wanted in prompt, prompt


def test_a_card_name_inside_a_sentence_is_a_common_noun(qapp):
    from divas_desktop.i18n.grammar import Name

    assert format(Name("Trompeta", "es"), "low") == "trompeta"
    assert _line_in(qapp, "es", "divas.instrument_placed") == (
        "Maria Callas coloca su trompeta en la orquesta: bonificación ×2."
    )


def _line_in(qapp, language: str, kind: str) -> str:
    from divas_desktop.i18n.events import event_text
    from divas_desktop.i18n.translate import install_translator

    install_translator(qapp, language)
    try:
        params = {"player": "divas.diva.callas", "instrument": "divas.instrument.trumpet", "x": 2}
        return event_text("divas", Event(kind=kind, params=params), NAMES)
    finally:
        install_translator(qapp, "en")


def test_a_list_of_cards_takes_each_its_article(italian):
    cards = ["sip.sng.001", "sip.act.claque.1"]
    asked = _line("sipario.ev.offer_cards", player=2, cards=cards)
    assert asked == "Germont chiede anche l'Amica dell'amico e la Claque."
    drew = _line("sipario.ev.drew_cards", player=0, cards=["sip.act.viral_infection.1"])
    assert drew == "Hai pescato: Virus intestinale."


def test_a_preview_writes_a_good_with_its_plural(italian):
    from divas_desktop.core.preview import Preview, PreviewLine
    from divas_desktop.i18n.previews import preview_lines

    lines = (
        PreviewLine("magna.preview.goods", {"good": "magna.good.bell", "amount": 2}),
        PreviewLine("magna.preview.goods", {"good": "magna.good.planks", "amount": -1}),
    )
    assert preview_lines("magna", Preview(lines=lines), NAMES) == ["+2 Campane", "−1 Asse"]


SHARED_CONTEXTS = ("legends", "previews", "core")
"""Catalogue contexts whose texts belong to every game (a board's legend, a drop preview)."""


@pytest.mark.parametrize("language", ["it", "es"])
def test_shared_texts_keep_every_games_glossary(language):
    """Texts of the shared contexts follow each game's ruled-out terms ("2 de oro", "Parte
    prima") and the contractions; the Opera del Duomo's spelling is Magna's own."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    from .checks import GLUED, glossary_patterns

    patterns = {
        concept: pattern
        for game_id in ("sipario", "turandot", "divas", "magna")
        for concept, pattern in glossary_patterns(language, game_id)
        if not concept.startswith("the Opera")
    }
    patterns["contraction"] = GLUED[language]
    ts = Path(__file__).resolve().parents[2] / "translations" / f"divas_desktop_{language}.ts"
    wrong = []
    for context in ET.parse(ts).getroot().iter("context"):
        if context.findtext("name") not in SHARED_CONTEXTS:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or [
                translation.text or ""
            ]
            for text in forms:
                wrong += [f"{c}: {text!r}" for c, p in patterns.items() if p.search(text)]
    assert not wrong, wrong
