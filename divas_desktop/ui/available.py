"""The games the UI can offer (registered ids whose engine loads) and their names."""

from __future__ import annotations

import logging

from ..i18n.translate import has_text, text

log = logging.getLogger(__name__)


def playable_game_ids() -> list[str]:
    """Return registered game ids whose rules import; a game whose engine fails is skipped."""
    ids = []
    from ..core import registry  # loads pydantic: not before the first paint

    for game_id in registry.game_ids():
        try:
            registry.get(game_id)
        except Exception:  # a broken engine (a damaged install) must not break the menu
            log.warning("game %s cannot be loaded; left out of the menu", game_id, exc_info=True)
            continue
        ids.append(game_id)
    return ids


def game_title(game_id: str) -> str:
    """The translated name of a game (its id when it has no text)."""
    return text(game_id, game_id) if has_text(game_id, game_id) else game_id.capitalize()
