"""Which board draws which game; games without a board of their own get the generic one.

A new board joins by adding its game id here (``"<game>": "module:Class"``); the
screenshots (``Board.demo_positions``) and ``benchmarks/board_latency.py`` find it here.
"""

from __future__ import annotations

import importlib
import logging

from ..board import Board

log = logging.getLogger(__name__)

# Module paths, imported on first use: start-up loads no board, and a broken one cannot stop it.
BOARDS: dict[str, str] = {
    "turandot": "divas_desktop.ui.boards.turandot:TurandotBoard",
    "sipario": "divas_desktop.ui.boards.sipario:SiparioBoard",
    "divas": "divas_desktop.ui.boards.divas.board:DivasBoard",
    "magna": "divas_desktop.ui.boards.magna:MagnaBoard",
}


def register_board(game_id: str, path: str) -> None:
    """Draw ``game_id`` with the board at ``path`` (``"module:Class"``; tests, plug-ins)."""
    BOARDS[game_id] = path


def unregister_board(game_id: str) -> None:
    """Forget the board of ``game_id`` (the generic board draws it again)."""
    BOARDS.pop(game_id, None)


def board_class(game_id: str) -> type[Board]:
    """Return the board class of ``game_id`` (the generic board when it has none or it fails)."""
    from .generic import GenericBoard

    path = BOARDS.get(game_id)
    if path is None:
        return GenericBoard
    module_name, attr = path.split(":")
    try:
        module = importlib.import_module(module_name)
        return getattr(module, attr)
    except ModuleNotFoundError as error:
        if error.name != module_name:
            log.exception("the board of %s is broken; using the generic board", game_id)
        return GenericBoard
    except Exception:  # a broken board must not make its game unplayable
        log.exception("the board of %s is broken; using the generic board", game_id)
        return GenericBoard


def has_own_board(game_id: str) -> bool:
    """Whether ``game_id`` is drawn by a board of its own (not the generic fallback)."""
    from .generic import GenericBoard

    return board_class(game_id) is not GenericBoard
