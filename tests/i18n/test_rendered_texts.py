"""Every log line, button and dialog option of seeded complete games reads right.

Complete computer games of every game (``rendering.SETUPS``) are rendered in Italian,
Spanish and English as a player reads them: no placeholder left, no code, no "(s)", no
English word in Italian or Spanish outside proper names, and a player's name wherever a
seat is meant.
"""

from __future__ import annotations

import re
import string

import pytest

from divas_desktop.i18n.names import SEAT_LIST_PARAMS, is_seat_param

from . import rendering
from .checks import problems

LANGUAGES = ("it", "es", "en")
NUMBER_PARAMS = {
    "sipario": {
        "amount", "cards", "count", "deal", "points", "gold", "cost", "markers", "singers",
        "actions", "role", "index",
    },
    "turandot": {"round", "number", "money", "score", "count", "stars"},
    "divas": {"amount", "applause", "points", "key", "low", "high", "x", "turn", "cards", "count",
              "fame", "black", "minimum", "allowance", "instruments"},
    "magna": {"round", "amount", "goods", "certificates", "vp", "raw", "refined", "steps",
              "discarded", "slot", "row", "level"},
}  # fmt: skip
"""Per game, the integer parameters that are numbers, not seats (any other integer a
sentence shows must be a seat, written as the player's name)."""


@pytest.fixture(params=LANGUAGES)
def language(request, app):
    """Install the translators of one language for the test, English afterwards."""
    from divas_desktop.i18n.translate import install_translator

    install_translator(app, request.param)
    yield request.param
    install_translator(app, "en")


@pytest.fixture
def app(qapp):
    return qapp


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _report(found: dict[str, list[str]]) -> str:
    lines = [f"{text!r}: {', '.join(why)}" for text, why in list(found.items())[:25]]
    return f"{len(found)} texts read wrong:\n" + "\n".join(lines)


@pytest.mark.parametrize("game_id", rendering.GAMES)
def test_log_lines_read_right(game_id, language):
    from divas_desktop.i18n.translate import _source

    found: dict[str, list[str]] = {}
    for event, line in rendering.log_lines(game_id):
        why = problems(line, language)
        template = (_source(game_id, event.kind) or ("", ""))[1]
        for key in _placeholders(template):
            value = event.params.get(key)
            if isinstance(value, bool) or not isinstance(value, int):
                continue
            if key in NUMBER_PARAMS[game_id]:
                continue
            if not is_seat_param(game_id, key):
                why.append(f"{key}={value} is neither a known number nor a seat")
            elif rendering.SEAT_NAMES[value] not in line:
                why.append(f"seat {key}={value} not named")
        for key in SEAT_LIST_PARAMS & _placeholders(template):
            for seat in event.params.get(key) or ():
                if isinstance(seat, int) and rendering.SEAT_NAMES[seat] not in line:
                    why.append(f"seat {seat} of {key} not named")
        if why:
            found.setdefault(line, why)
    assert not found, _report(found)


@pytest.mark.parametrize("game_id", rendering.GAMES)
def test_board_buttons_and_labels_read_right(game_id, language):
    found: dict[str, list[str]] = {}
    for words in sorted({words for _kind, words in rendering.board_texts(game_id)}):
        why = problems(words, language)
        if re.fullmatch(r"\s*\d+\s*", words):
            continue
        if why:
            found.setdefault(words, why)
    assert not found, _report(found)


@pytest.mark.parametrize("game_id", rendering.GAMES)
def test_new_game_options_read_right_with_a_description_each(game_id, language):
    found: dict[str, list[str]] = {}
    texts = rendering.dialog_texts(game_id)
    for kind, words in texts:
        why = problems(words, language)
        if not words.strip():
            why.append(f"empty {kind}")
        if why:
            found.setdefault(f"{kind}: {words}", why)
    assert not found, _report(found)
