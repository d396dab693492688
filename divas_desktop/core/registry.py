"""The game registry: game ids mapped to their Game objects, imported lazily."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from .game import Game

# Module paths rather than imports so starting the app does not load every rules engine.
_GAMES: dict[str, str] = {
    "turandot": "divas_desktop.games.turandot.rules:GAME",
    "sipario": "divas_desktop.games.sipario.rules:GAME",
    "divas": "divas_desktop.games.divas.rules:GAME",
    "magna": "divas_desktop.games.magna.rules:GAME",
}
# Every game has its own state type: the registry holds games of any state, Game[Any].
_EXTRA: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> None:
    """Register a game object under its ``game_id`` (used by tests for toy games)."""
    _EXTRA[game.game_id] = game


def unregister(game_id: str) -> None:
    """Remove a game registered with :func:`register`."""
    _EXTRA.pop(game_id, None)


def _available(path: str) -> bool:
    module = path.split(":")[0]
    return importlib.util.find_spec(module.rsplit(".", 1)[0]) is not None


def game_ids() -> list[str]:
    """Return the ids of every implemented game, in menu order."""
    ids = []
    for game_id, path in _GAMES.items():
        try:
            if _available(path):
                ids.append(game_id)
        except ModuleNotFoundError:
            continue
    return ids + list(_EXTRA)


def get(game_id: str) -> Game[Any]:
    """Return the game with this id; raise ``KeyError`` for an unknown id."""
    if game_id in _EXTRA:
        return _EXTRA[game_id]
    if game_id not in _GAMES or game_id not in game_ids():
        raise KeyError(game_id)
    module, attr = _GAMES[game_id].split(":")
    game = getattr(importlib.import_module(module), attr)
    if not isinstance(game, Game):
        raise TypeError(f"{_GAMES[game_id]} is not a Game")
    return game
