"""The board framework: specs, items, the board scene, its view and panels (see README.md)."""

from .animation import SPEEDS, AnimationQueue, animation_speed, set_animation_speed
from .board import DESIGN_SIZE, Board, GestureKey
from .choices import AmountsRequest, ChoiceRequest, Option
from .fonts import TEXT_BODY, TEXT_HEADING, TEXT_MIN, TEXT_SMALL, TEXT_TITLE, board_font
from .hand import card_backs, hand_fan, hand_rows
from .items import BoardItem, Mark
from .kinds import ITEM_TYPES
from .specs import (
    CARD_H,
    CARD_W,
    BackdropSpec,
    ButtonSpec,
    CardFace,
    CardSpec,
    CounterSpec,
    LabelSpec,
    PileSpec,
    Spec,
    SummarySpec,
    TokenSpec,
    TrackSpec,
    ZoneSpec,
    face_card,
)
from .track import Marker, track_tokens
from .view import BoardView

__all__ = [
    "CARD_H",
    "CARD_W",
    "DESIGN_SIZE",
    "ITEM_TYPES",
    "SPEEDS",
    "TEXT_BODY",
    "TEXT_HEADING",
    "TEXT_MIN",
    "TEXT_SMALL",
    "TEXT_TITLE",
    "AmountsRequest",
    "AnimationQueue",
    "BackdropSpec",
    "Board",
    "BoardItem",
    "BoardView",
    "ButtonSpec",
    "CardFace",
    "CardSpec",
    "ChoiceRequest",
    "CounterSpec",
    "GestureKey",
    "LabelSpec",
    "Mark",
    "Marker",
    "Option",
    "PileSpec",
    "Spec",
    "SummarySpec",
    "TokenSpec",
    "TrackSpec",
    "ZoneSpec",
    "animation_speed",
    "board_font",
    "card_backs",
    "face_card",
    "hand_fan",
    "hand_rows",
    "set_animation_speed",
    "track_tokens",
]
