"""Every log line, every word a board draws and every dialog option reads right.

Complete computer games of every game (``rendering.SETUPS``), and events they rarely
reach (``rendering.CONSTRUCTED``), are rendered in Italian, Spanish and English as a
player reads them: the log lines, and at positions along the games every text, label,
button, tooltip, title, note and card face the board draws. No placeholder left, no
``[]``, no code or card id, no "(s)", no sentence ending twice, no English word in
Italian or Spanish outside proper names, no preposition left beside an article the
grammar contracts ("su la", "a el"), nothing the game's glossary rules out ("8 de oro"),
no zero count written as a number in a sentence ("spending 0 money cards": log lines
and buttons), and a player's name wherever a seat is meant.
"""

from __future__ import annotations

import re
import string

import pytest

from divas_desktop.i18n.params import declared

from . import rendering
from .checks import problems

LANGUAGES = ("it", "es", "en")


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
    """Every event of the seeded games and the constructed ones (``rendering.CONSTRUCTED``),
    written by its declaration: no code or id, and every seat it names by the player's name."""
    from divas_desktop.i18n.translate import _source

    found: dict[str, list[str]] = {}
    declarations = declared(game_id)
    for event, line in rendering.log_lines(game_id):
        why = problems(line, language, game_id, counts=True)
        template = (_source(game_id, event.kind) or ("", ""))[1]
        used = _placeholders(template)
        for key, param in declarations.get(event.kind, {}).items():
            value = event.params.get(key)
            if key not in used and not (param.kind == "player" and "player" in used):
                continue
            shown = value if param.kind == "seats" else [value] if param.is_seat else []
            for seat in shown:
                if isinstance(seat, int) and rendering.SEAT_NAMES[seat] not in line:
                    why.append(f"seat {key}={seat} not named")
        if why:
            found.setdefault(line, why)
    assert not found, _report(found)


@pytest.mark.parametrize("game_id", rendering.GAMES)
def test_board_texts_read_right(game_id, language):
    """Every word a board draws at the seeded positions: texts, labels, buttons, tooltips,
    titles, notes and card faces (``rendering.board_texts``)."""
    found: dict[str, list[str]] = {}
    for kind, words in sorted(set(rendering.board_texts(game_id))):
        if re.fullmatch(r"\s*\d+\s*", words):
            continue
        why = problems(words, language, game_id, counts=kind == "button")
        if why:
            found.setdefault(f"{kind}: {words}", why)
    assert not found, _report(found)


@pytest.mark.parametrize("game_id", rendering.GAMES)
def test_new_game_options_read_right_with_a_description_each(game_id, language):
    found: dict[str, list[str]] = {}
    texts = rendering.dialog_texts(game_id)
    for kind, words in texts:
        why = problems(words, language, game_id)
        if not words.strip():
            why.append(f"empty {kind}")
        if why:
            found.setdefault(f"{kind}: {words}", why)
    assert not found, _report(found)
