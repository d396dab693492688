"""The board framework: specs, items, the board scene and its view (see README.md)."""

from .board import Board, GestureKey
from .items import BoardItem, Mark
from .specs import CARD_H, CARD_W, ButtonSpec, CardSpec, LabelSpec, Spec, TokenSpec, ZoneSpec
from .view import BoardView

__all__ = [
    "CARD_H",
    "CARD_W",
    "Board",
    "BoardItem",
    "BoardView",
    "ButtonSpec",
    "CardSpec",
    "GestureKey",
    "LabelSpec",
    "Mark",
    "Spec",
    "TokenSpec",
    "ZoneSpec",
]
