"""Every refusal code of every game has a specific text in three languages that uses its
parameters, and a rule (``RULE_OF``) that resolves to a paragraph of the reference (issue 29).

The codes and the parameters each one carries are read from the games' ``refusals.py``
(every ``IllegalAction("code", name=...)`` written there), so a new refusal without a text,
a rule or a use of its numbers fails here.
"""

from __future__ import annotations

import ast
import importlib
import string
from pathlib import Path

import pytest

from divas_desktop.i18n.noop import Counted
from divas_desktop.i18n.translate import _source, refusal_text
from divas_desktop.ui.rules_reference.document import load

from .checks import problems

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("sipario", "magna", "divas", "turandot")
LANGUAGES = ("en", "it", "es")
GENERIC = {
    "That move is not allowed.",
    "That move is not allowed now.",
    "That card cannot be played there now.",
    "It is not your turn.",
    "That is not possible at this moment.",
}
"""Texts that say nothing specific: only ``illegal_move`` and ``not_your_turn`` may use them."""
SAMPLES: dict[str, dict[str, object]] = {
    "turandot": {"phase": "turandot.phase.bidding"},
    "magna": {
        "phase": "magna.phase.merchant",
        "needed": "magna.phase.pay",
        "city": "magna.city.venice",
        "good": "magna.good.bell",
    },
    "divas": {
        "house": "divas.house.met",
        "opera": "divas.opera.div.op.09",
        "note": "DO",
        "first": "FA",
        "second": "MI",
    },
    "sipario": {
        "card": "sipario.card.gust_of_wind",
        "voice": "sipario.voice.Br",
        "role_voice": "sipario.voice.T",
    },
}
"""A value for each parameter that names something (every other parameter is a number)."""


def _emitted(game: str) -> dict[str, set[str]]:
    """Each code ``refusals.py`` raises, with the names of the parameters it passes."""
    tree = ast.parse((ROOT / "divas_desktop" / "games" / game / "refusals.py").read_text())
    found: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "IllegalAction"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            found.setdefault(node.args[0].value, set()).update(
                k.arg for k in node.keywords if k.arg
            )
    return found


def _rules(game: str) -> dict[str, str]:
    return importlib.import_module(f"divas_desktop.games.{game}.refusals").RULE_OF


def _placeholders(template: str) -> set[str]:
    names = {name.split(":")[0] for _, name, _, _ in string.Formatter().parse(template) if name}
    if isinstance(template, Counted) and template.count_param:
        names.add(template.count_param)
    return names


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_has_a_rule_that_the_reference_defines(game):
    emitted, rules = _emitted(game), _rules(game)
    missing = sorted(set(emitted) - set(rules))
    assert not missing, f"{game}: codes without a rule in RULE_OF: {missing}"
    for language in LANGUAGES:
        defined = load(game, language).clauses
        unknown = {code: clause for code, clause in rules.items() if clause not in defined}
        assert not unknown, (game, language, unknown)


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_has_a_specific_text_that_uses_its_parameters(game):
    for code, params in _emitted(game).items():
        found = _source(game, f"reason.{code}") or _source(game, code)
        assert found is not None, f"{game}: no text for {code}"
        template = found[1]
        if code not in ("illegal_move", "not_your_turn"):
            assert template not in GENERIC, (game, code, template)
        used = _placeholders(template)
        assert used <= params, (game, code, "fills what it is not given", used - params)
        assert params <= used, (game, code, "ignores its numbers", params - used)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_reads_right_in_each_language(app, game, language):
    from divas_desktop.i18n.translate import install_translator

    install_translator(app, language)
    try:
        wrong = {}
        for code, params in _emitted(game).items():
            values = {name: SAMPLES[game].get(name, 2) for name in params}
            shown = refusal_text(game, code, **values)
            english = refusal_text(game, code, **values) if language == "en" else None
            why = problems(shown, language)
            if shown in (code, f"reason.{code}") or not shown:
                why.append("no text")
            if why:
                wrong[code] = (shown, why, english)
        assert not wrong, wrong
    finally:
        install_translator(app, "en")


@pytest.fixture
def app(qapp):
    return qapp
