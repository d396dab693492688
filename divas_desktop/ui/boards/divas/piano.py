"""The piano as specs: 14 white keys with their notes and VP, 10 black keys with their two
actions, the note tokens, both Diva figures and both tessitura brackets.

The viewer's tessitura runs under the keyboard, the other diva's above it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from ....games.divas.data import load
from ....games.divas.views import DivasView
from ....i18n.translate import current_language
from ...board import Spec
from .gestures import black_id, diva_id, handle_id, key_id, note_id
from .house_items import NoteTokenSpec
from .layout import (
    BLACK_H,
    BLACK_W,
    BRACKET_H,
    FIGURE_Y,
    KEY_H,
    KEY_W,
    KEYS_Y,
    NOTE_SIZE,
    NOTE_Y,
    PIANO_Y,
    Sides,
    black_x,
    key_centre,
    key_x,
)
from .paint import diva_badge
from .piano_items import BlackKeySpec, BracketSpec, DivaFigureSpec, HandleSpec, WhiteKeySpec
from .texts import DivasTexts, action_name


class PianoHost(Protocol):
    """What the piano needs of the board: its words and its memo of built parts."""

    texts: DivasTexts

    def memo(self, name: str, key: object, build: Callable[[], list[Spec]]) -> list[Spec]:
        """The specs of one part of the table, built again only when ``key`` changes."""
        ...


def piano_specs(host: PianoHost, view: DivasView, sides: Sides) -> list[Spec]:
    """The keyboard and everything on it."""
    texts = host.texts
    piano = load().piano
    language = current_language()
    # The keys are drawn the same all game: made once per language.
    specs: list[Spec] = list(host.memo("piano.white", language, lambda: _white_keys(texts)))
    for white in piano.white_keys:
        owner = view.piano[white.index]
        if owner is not None:
            colour, shape, _letter = diva_badge(owner)
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
                    tooltip=texts("note.tip", note=white.note, player=texts.diva(owner)),
                )
            )
    blacks = host.memo("piano.black", language, lambda: _black_keys(texts))
    if view.phase == "actions" and view.black_key is not None:
        blacks = [
            replace(b, chosen=True, lit=tuple(view.remaining_actions))
            if isinstance(b, BlackKeySpec) and b.id == black_id(view.black_key)
            else b
            for b in blacks
        ]
    specs += blacks
    for seat in (sides.top, sides.bottom):
        colour, _shape, letter = diva_badge(seat)
        diva = view.divas[seat]
        specs.append(
            DivaFigureSpec(
                id=diva_id(seat),
                x=key_centre(diva.key) - 12,
                y=FIGURE_Y,
                colour=colour,
                letter=letter,
                tooltip=texts.diva(seat),
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
                tooltip=texts(
                    "tessitura.tip",
                    player=texts.diva(seat),
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
                    tooltip=texts(f"tessitura.{side}", player=texts.diva(seat)),
                )
            )
    return specs


def _white_keys(texts: DivasTexts) -> list[Spec]:
    """The white keys with their notes and VP."""
    return [
        WhiteKeySpec(
            id=key_id(white.index),
            x=key_x(white.index),
            y=KEYS_Y,
            w=KEY_W,
            h=KEY_H,
            note=white.note,
            vp=white.vp,
            tooltip=texts("key.tip", note=white.note, points=white.vp),
        )
        for white in load().piano.white_keys
    ]


def _black_keys(texts: DivasTexts) -> list[Spec]:
    """The black keys with their two actions (the chosen one is lit per turn)."""
    return [
        BlackKeySpec(
            id=black_id(black.index),
            x=black_x(black.between),
            y=KEYS_Y,
            w=BLACK_W,
            h=BLACK_H,
            actions=tuple(black.actions),
            tooltip=" + ".join(action_name(texts, a) for a in black.actions),
        )
        for black in load().piano.black_keys
    ]
