"""The piano as specs: 14 white keys with their notes and VP, 10 black keys with their two
actions, the note tokens, both Diva figures and both tessitura brackets.

The viewer's tessitura runs under the keyboard, the other diva's above it.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from ....games.divas.data import load
from ....games.divas.views import DivasView
from ....i18n.translate import current_language
from ...board import Spec
from .cards import INSTRUMENT_HOUSE, bt, gt
from .house_items import NoteTokenSpec
from .layout import (
    BLACK_H,
    BLACK_W,
    BRACKET_H,
    KEY_H,
    KEY_W,
    KEYS_Y,
    PIANO_Y,
    Sides,
    key_centre,
    key_x,
)
from .piano_items import BlackKeySpec, BracketSpec, DivaFigureSpec, HandleSpec, WhiteKeySpec

if TYPE_CHECKING:
    from .board import DivasBoard

NOTE_SIZE = 28.0
NOTE_Y = KEYS_Y + 76
FIGURE_Y = KEYS_Y + 6


def key_id(key: int) -> str:
    """The id of a white key (a target of the Diva, of bracket ends)."""
    return f"key.{key}"


def black_id(black: int) -> str:
    """The id of a black key."""
    return f"black.{black}"


def note_id(key: int) -> str:
    """The id of the note token on a white key."""
    return f"note.{key}"


def diva_id(seat: int) -> str:
    """The id of a Diva figure."""
    return f"diva.{seat}"


def handle_id(seat: int, side: str) -> str:
    """The id of one end (``low``/``high``) of a diva's tessitura bracket."""
    return f"tess.{seat}.{side}"


def black_x(between: tuple[int, int]) -> float:
    """Left edge of the black key between two white keys."""
    return key_x(between[1]) - BLACK_W / 2


def piano_specs(board: DivasBoard, view: DivasView, sides: Sides) -> list[Spec]:
    """The keyboard and everything on it."""
    piano = load().piano
    specs: list[Spec] = list(_keys(current_language()))
    for white in piano.white_keys:
        owner = view.piano[white.index]
        if owner is not None:
            colour, shape, _letter = board.diva_badge(owner)
            specs.append(
                NoteTokenSpec(
                    id=note_id(white.index),
                    x=key_centre(white.index) - NOTE_SIZE / 2,
                    y=NOTE_Y,
                    z=5,
                    note=white.note,
                    colour=colour,
                    shape=shape,
                    size=NOTE_SIZE,
                    tooltip=bt("note.tip", note=white.note, player=board.diva_name(owner)),
                )
            )
    blacks = _black_keys(current_language())
    if view.phase == "actions" and view.black_key is not None:
        blacks = [
            replace(b, chosen=True, lit=tuple(view.remaining_actions))
            if b.id == black_id(view.black_key)
            else b
            for b in blacks
        ]
    specs += blacks
    for seat in (sides.top, sides.bottom):
        colour, _shape, letter = board.diva_badge(seat)
        diva = view.divas[seat]
        specs.append(
            DivaFigureSpec(
                id=diva_id(seat),
                x=key_centre(diva.key) - 12,
                y=FIGURE_Y,
                colour=colour,
                letter=letter,
                tooltip=board.diva_name(seat),
            )
        )
        low, high = diva.tessitura
        up = seat == sides.top
        y = PIANO_Y if up else KEYS_Y + KEY_H + 2
        specs.append(
            BracketSpec(
                id=f"tess.{seat}",
                x=key_x(low) + 4,
                y=y,
                w=key_x(high) + KEY_W - key_x(low) - 8,
                h=BRACKET_H,
                colour=colour,
                letter=letter,
                tooltip=bt(
                    "tessitura.tip",
                    player=board.diva_name(seat),
                    low=piano.white_keys[low].note,
                    high=piano.white_keys[high].note,
                ),
            )
        )
        for side, key in (("low", low), ("high", high)):
            x = key_x(key) + (0 if side == "low" else KEY_W - 18)
            specs.append(
                HandleSpec(
                    id=handle_id(seat, side),
                    x=x,
                    y=y - 1,
                    colour=colour,
                    letter=letter,
                    side=side,
                    up=up,
                    tooltip=bt(f"tessitura.{side}", player=board.diva_name(seat)),
                )
            )
    return specs


@lru_cache(maxsize=4)
def _keys(language: str) -> tuple[WhiteKeySpec, ...]:
    """The white keys, drawn the same all game (once per language)."""
    return tuple(
        WhiteKeySpec(
            id=key_id(white.index),
            x=key_x(white.index),
            y=KEYS_Y,
            w=KEY_W,
            h=KEY_H,
            note=white.note,
            vp=white.vp,
            tooltip=bt("key.tip", note=white.note, points=white.vp),
        )
        for white in load().piano.white_keys
    )


@lru_cache(maxsize=4)
def _black_keys(language: str) -> list[BlackKeySpec]:
    """The black keys with their two actions (the chosen one is lit per turn)."""
    return [
        BlackKeySpec(
            id=black_id(black.index),
            x=black_x(black.between),
            y=KEYS_Y,
            w=BLACK_W,
            h=BLACK_H,
            actions=tuple(black.actions),
            tooltip=" + ".join(action_name(a) for a in black.actions),
        )
        for black in load().piano.black_keys
    ]


def action_name(code: str) -> str:
    """The name of a black key's action (an instrument, Fame, Tessitura, the Timeline)."""
    if code in INSTRUMENT_HOUSE:
        return gt(f"divas.instrument.{code}")
    return gt(f"divas.action.{code}")
