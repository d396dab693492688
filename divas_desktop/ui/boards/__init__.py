"""Which board draws which game.

A new board joins by adding its game id here (``"<game>": "module:Class"``); the
screenshots (``Board.demo_positions``) and ``benchmarks/board_latency.py`` find it here.
Every registered game has a board of its own: a board that fails to import is a bug,
which ``tests/ui/test_board_registry.py`` catches, not a reason to draw the game another way.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..board import Board

# Module paths, imported on first use: start-up loads no board (nor Qt, for registering one).
BOARDS: dict[str, str] = {
    "turandot": "divas_desktop.ui.boards.turandot.board:TurandotBoard",
    "sipario": "divas_desktop.ui.boards.sipario.board:SiparioBoard",
    "divas": "divas_desktop.ui.boards.divas.board:DivasBoard",
    "magna": "divas_desktop.ui.boards.magna.board:MagnaBoard",
}


def register_board(game_id: str, path: str) -> None:
    """Draw ``game_id`` with the board at ``path`` (``"module:Class"``; the tests' demo game)."""
    BOARDS[game_id] = path


def unregister_board(game_id: str) -> None:
    """Forget the board of ``game_id``."""
    BOARDS.pop(game_id, None)


def board_class(game_id: str) -> type[Board]:
    """Return the board class of ``game_id`` (a ``KeyError`` for a game with no board)."""
    from ..board import Board

    module_name, attr = BOARDS[game_id].split(":")
    found = getattr(importlib.import_module(module_name), attr)
    if not (isinstance(found, type) and issubclass(found, Board)):
        raise TypeError(f"{BOARDS[game_id]} is not a Board")
    return found
