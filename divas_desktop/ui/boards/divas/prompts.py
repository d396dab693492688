"""What the table asks now: the panel beside the piano (whose turn, what to do now and by
which gesture, what asks for a choice: the card's event, the Fame track, the orchestra
bonus; a closing step by step, the note reserve; at the end, the final scoring line by
line), the click spots on the table and the turn's buttons, with their words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from ....core.types import Action
from ....games.divas.actions import (
    Applause,
    ChooseBlackKey,
    CloseOpera,
    Done,
    Drain,
    Fame,
    Move,
    PlaceNote,
    RemoveNote,
    Tessitura,
)
from ....games.divas.data import load
from ....games.divas.houses import HOUSE_OF, INSTRUMENT_OF
from ....games.divas.views import ClosingView, DivasView
from ...board import ButtonSpec, LabelSpec, Spec
from ...board.fonts import text_height
from ...theme import CREAM, GOLD_LIGHT
from .cards import card_name
from .gestures import applause_id, black_id, fame_track_id
from .items import FrameSpec, HotspotSpec
from .layout import (
    APPLAUSE_W,
    BLACK_H,
    BLACK_W,
    BUTTONS_Y,
    HOUSE_Y,
    KEY_H,
    KEY_W,
    KEYS_Y,
    PROMPT_H,
    PROMPT_INNER_W,
    PROMPT_W,
    PROMPT_X,
    PROMPT_Y,
    Sides,
    black_x,
    house_x,
    key_centre,
    key_x,
)
from .paint import DIVA_LETTERS
from .texts import DivasTexts, action_name

KEYS = {"done": "E", "tessitura": "T"}
"""The letter of each turn-level button (its tooltip names it)."""

FINAL_ROWS = (
    "operas",
    "conductor",
    "palco",
    "other_play",
    "orchestra",
    "piano",
    "timeline",
    "unfinished",
)
"""The final breakdown in the rulebook's order (the engine's ``divas.score.*`` lines)."""

PHASE_RULES = {
    "play": "DIV-027",
    "move": "DIV-036",
    "black_key": "DIV-043",
    "actions": "DIV-045",
    "over": "DIV-084",
}
"""The clause of what each phase asks (in ``resources/rules/divas.*.md``)."""
SOURCE_RULES = {"fame": "DIV-063", "orchestra": "DIV-068", "skill": "DIV-057", "event": "DIV-083"}
"""The clause of a pending choice, by what asks it (a closing's Fame track, an orchestra
bonus, a Character's skill, a card's event)."""


def asking_rule(view: DivasView) -> str | None:
    """The clause of what the table asks now: the pending choice's, a closing's, the phase's."""
    if view.task is not None and view.task.source in SOURCE_RULES:
        return SOURCE_RULES[view.task.source]
    if view.task is not None and view.task.op == "shift":
        return "DIV-081"
    if view.closing is not None:
        return "DIV-062"
    return PHASE_RULES.get(view.phase)


def prompt_specs(texts: DivasTexts, view: DivasView, sides: Sides) -> list[Spec]:
    """The panel's specs for the viewer."""
    if view.phase == "over" and view.final:
        return final_specs(texts, view, sides)
    acting = view.seat is not None and view.seat in view.to_move
    specs: list[Spec] = [
        FrameSpec(
            id="prompt",
            x=PROMPT_X,
            y=PROMPT_Y,
            w=PROMPT_W,
            h=PROMPT_H,
            fill="#1c1109ee",
            thick=acting,
        )
    ]
    # (text, colour, size, bold, priority): the least needed lines go when room is short.
    lines: list[tuple[str, str, float, bool, int]] = []
    if view.closing is not None:
        steps = closing_lines(texts, view.closing, view.palco_reale)
        lines.append((steps[0][0], GOLD_LIGHT, 12, True, 0))
        lines += [(text, colour, 11, False, 0 if "▶" in text else 2) for text, colour in steps[1:]]
    else:
        lines.append((heading(texts, view), GOLD_LIGHT, 13, True, 0))
        source = source_text(texts, view)
        if source:
            lines.append((source, GOLD_LIGHT, 11, False, 1))
    how = help_text(texts, view, brief=view.closing is not None) if acting else ""
    if how:
        lines.append((how, CREAM, 11, False, 1))
    reserve = LabelSpec(
        id="prompt.reserve",
        x=PROMPT_X + 8,
        y=0,
        text=reserve_text(texts, view),
        size=11,
        colour="#cdbb99",
        width=PROMPT_INNER_W,
        tooltip=texts("reserve.tip"),
    )
    bottom = (BUTTONS_Y - 4) if acting else PROMPT_Y + PROMPT_H - 6
    room = bottom - PROMPT_Y - 6
    heights = [
        text_height(t, size, PROMPT_INNER_W, bold=bold) + 4 for t, _c, size, bold, _p in lines
    ]
    reserve_h = text_height(reserve.text, 11, PROMPT_INNER_W) + 4
    while sum(heights) > room and max(p for *_rest, p in lines) > 0:
        drop = max(range(len(lines)), key=lambda i: (lines[i][4], i))
        del lines[drop], heights[drop]
    y = PROMPT_Y + 6
    for index, ((text, colour, size, bold, _priority), height) in enumerate(
        zip(lines, heights, strict=True)
    ):
        specs.append(
            LabelSpec(
                id=f"prompt.{index}",
                x=PROMPT_X + 8,
                y=y,
                text=text,
                size=size,
                bold=bold,
                colour=colour,
                width=PROMPT_INNER_W,
            )
        )
        y += height
    if y + reserve_h <= bottom + 2:
        specs.append(replace(reserve, y=bottom - reserve_h + 4))
    return specs


def heading(texts: DivasTexts, view: DivasView) -> str:
    """Whose turn and which phase, or what the viewer waits for."""
    if view.phase == "over":
        return texts("over")
    mover = view.to_move[0] if view.to_move else view.current
    if view.seat is not None and mover == view.seat:
        if view.task is not None:
            return texts("heading.choice", turn=view.turn)
        return texts("heading.you", turn=view.turn, phase=texts.game(f"divas.phase.{view.phase}"))
    return texts("heading.other", seat=mover, diva=texts.diva(mover))


def source_text(texts: DivasTexts, view: DivasView) -> str:
    """What asks for the pending choice (D1): the card, the Fame track, the orchestra."""
    task = view.task
    if task is None:
        return ""
    if task.source in ("event", "skill") and task.source_id:
        return texts(f"source.{task.source}", card=card_name(texts, task.source_id))
    if task.source == "fame" and task.source_id:
        return texts("source.fame", house=texts.house(task.source_id))
    if task.source == "orchestra" and task.source_id:
        return texts("source.orchestra", instrument=texts.instrument(task.source_id))
    return ""


def help_text(texts: DivasTexts, view: DivasView, brief: bool = False) -> str:
    """What to do now, and by which gesture (``brief``: the gesture only, the closing's
    steps already say what)."""
    task = view.task
    if task is not None:
        how = texts(f"how.{task.op}")
        if brief:
            return how
        what = texts.game(f"divas.task.{task.op}", count=task.count, amount=task.amount)
        return f"{what} {how}".strip()
    if view.phase == "play":
        return texts("how.play")
    if view.phase == "move":
        return texts("how.move", view.allowance)
    if view.phase == "black_key":
        return texts("how.black_key")
    if view.phase == "actions":
        parts = [_action_help(texts, code) for code in view.remaining_actions]
        return texts("how.actions") + " " + " ".join(parts)
    return ""


def _action_help(texts: DivasTexts, code: str) -> str:
    if code in HOUSE_OF:
        return texts(
            "how.instrument",
            instrument=texts.instrument(code),
            house=texts.house(HOUSE_OF[code]),
        )
    return texts(f"how.{code}")


def closing_lines(texts: DivasTexts, closing: ClosingView, palco: bool) -> list[tuple[str, str]]:
    """A closing step by step (DIV-062..073 and DIV-PR-05): done ✓, now ▶, to come ·
    (``palco``: the game is played with the Palco Reale)."""
    order = ("applause", "fame", "orchestra", "palco")
    now = order.index(closing.step) if closing.step in order else 1
    marks = ["✓" if i < now else "▶" if i == now else "·" for i in range(len(order))]
    letters = DIVA_LETTERS
    out = [
        (
            texts(
                "closing.title",
                opera=texts.opera(closing.opera),
                house=texts.house(closing.house),
            ),
            GOLD_LIGHT,
        ),
        (
            texts(
                "closing.applause",
                mark=marks[0],
                first=letters[0],
                a=closing.applause[0],
                second=letters[1],
                b=closing.applause[1],
            ),
            CREAM,
        ),
    ]
    leader = next((s for s in (0, 1) if closing.fame_steps[s] > 0), None)
    if leader is None:
        out.append((texts("closing.fame.none", mark=marks[1]), CREAM))
    else:
        out.append(
            (
                texts(
                    "closing.fame",
                    closing.fame_steps[leader],
                    mark=marks[1],
                    player=texts.diva(leader),
                ),
                CREAM,
            )
        )
    instrument = texts.instrument(INSTRUMENT_OF[closing.house])
    if closing.placed == "instrument":
        text = texts(
            "closing.instrument",
            mark=marks[2],
            instrument=instrument,
            player=texts.diva(closing.placed_by),
            bonus=texts(f"bonus.{closing.bonus}"),
            x=closing.bonus_x,
        )
    elif closing.placed == "conductor":
        text = texts("closing.conductor", mark=marks[2], player=texts.diva(closing.placed_by))
    else:
        text = texts("closing.orchestra", mark=marks[2], instrument=instrument)
    out.append((text, CREAM))
    if palco:
        out.append((texts("closing.palco", mark=marks[3]), CREAM))
    return out


def reserve_text(texts: DivasTexts, view: DivasView) -> str:
    """The note tokens left in the reserve (D3)."""
    notes = " ".join(f"{note} {count}" for note, count in view.reserve.items())
    return texts("reserve", notes=notes)


def final_specs(texts: DivasTexts, view: DivasView, sides: Sides) -> list[Spec]:
    """The final scoring, item by item as the rulebook counts it, for both divas."""
    specs: list[Spec] = [
        FrameSpec(
            id="final",
            x=PROMPT_X,
            y=PROMPT_Y,
            w=PROMPT_W,
            h=PROMPT_H,
            title=texts("final"),
            fill="#1c1109ee",
            thick=True,
        )
    ]
    by_label = [
        {line.label.rsplit(".", 1)[-1]: line.points for line in view.final[s]} for s in (0, 1)
    ]
    rows = [r for r in FINAL_ROWS if r in by_label[0]]
    y = PROMPT_Y + 24
    row_h = min(14.0, (PROMPT_H - 44) / max(1, len(rows)))
    order = (sides.bottom, sides.top)
    for row in [*rows, "total"]:
        if row == "total":
            values = [sum(by_label[s].values()) for s in order]
        else:
            values = [by_label[s][row] for s in order]
        bold = row == "total"
        specs.append(
            LabelSpec(
                id=f"final.{row}",
                x=PROMPT_X + 8,
                y=y,
                text=texts(f"final.{row}"),
                size=11,
                bold=bold,
                colour=GOLD_LIGHT if bold else CREAM,
            )
        )
        for column, (seat, value) in enumerate(zip(order, values, strict=True)):
            letter = DIVA_LETTERS[seat]
            specs.append(
                LabelSpec(
                    id=f"final.{row}.{seat}",
                    x=PROMPT_X + 200 + column * 50,
                    y=y,
                    text=f"{letter} {value}",
                    size=11,
                    bold=bold,
                    colour=GOLD_LIGHT if bold else CREAM,
                )
            )
        y += row_h + (4 if row == rows[-1] else 0)
    return specs


# --- click spots and buttons --------------------------------------------------------------
class ButtonHost(Protocol):
    """What the click spots and buttons need of the board: its words and its labels."""

    texts: DivasTexts

    def action_label(self, action: Action) -> str:
        """The text of an action's button or click spot."""
        ...


def button_specs(
    host: ButtonHost, view: DivasView, sides: Sides, actions: Sequence[Action]
) -> list[Spec]:
    """Click spots on the table for clicks; Close & score on its house; Skip/Done by the
    panel (the viewer's view: ``view.seat`` is set)."""
    me = view.seat
    assert me is not None
    houses = [h.house for h in view.houses]
    out: list[Spec] = []
    rest: list[Action] = []
    for action in actions:
        spot = _spot(host, action, me, sides, houses)
        if spot is not None:
            out.append(spot)
        else:
            rest.append(action)
    panel: list[Action] = []
    for action in rest:
        if isinstance(action, CloseOpera):
            index = houses.index(action.house)
            out.append(
                ButtonSpec(
                    id=f"button.close.{action.house}",
                    x=house_x(index) + 12,
                    y=HOUSE_Y + 136,
                    z=20,
                    w=124,
                    h=28,
                    text=host.texts("close"),
                    action=action,
                )
            )
        else:
            panel.append(action)
    # "Done" (the end of the turn) always in the panel's right half, where the hand
    # learns it; the other buttons share the left half.
    half = (PROMPT_W - 16 - 8) / 2
    others = [a for a in panel if a.kind != "done"]
    for action in panel:
        if action.kind == "done":
            index, x, width = 0, PROMPT_X + 8 + half + 8, half
        else:
            index = others.index(action)
            width = (half - 8 * (len(others) - 1)) / len(others)
            x = PROMPT_X + 8 + index * (width + 8)
        out.append(
            ButtonSpec(
                id=f"button.{action.kind}.{index}",
                x=x,
                y=BUTTONS_Y,
                z=20,
                w=width,
                h=30,
                text=host.action_label(action),
                action=action,
            )
        )
    return out


def _spot(
    host: ButtonHost, action: Action, me: int, sides: Sides, houses: list[str]
) -> HotspotSpec | None:
    """The click spot of an action played by clicking the table, if it has one."""
    if isinstance(action, ChooseBlackKey):
        black = next(b for b in load().piano.black_keys if b.index == action.black)
        return HotspotSpec(
            id=f"click.{black_id(action.black)}",
            x=black_x(black.between) - 3,
            y=KEYS_Y - 3,
            w=BLACK_W + 6,
            h=BLACK_H + 6,
            z=8,
            hatch=False,
            action=action,
            text=host.action_label(action),
            tooltip=host.action_label(action),
        )
    if isinstance(action, Fame):
        index = houses.index(action.house)
        return HotspotSpec(
            id=f"click.{fame_track_id(action.house)}",
            x=house_x(index) + 141,
            y=HOUSE_Y + 85,
            w=22,
            h=104,
            z=8,
            action=action,
            text=host.action_label(action),
            tooltip=host.action_label(action),
        )
    if isinstance(action, Applause | Drain):
        seat = me if isinstance(action, Applause) else 1 - me
        index = houses.index(action.house)
        y = HOUSE_Y + (240 if seat == sides.bottom else 25)
        return HotspotSpec(
            id=f"click.{applause_id(action.house, seat)}",
            x=house_x(index) + 1,
            y=y - 3,
            w=APPLAUSE_W + 4,
            h=24,
            z=8,
            action=action,
            text=host.action_label(action),
            tooltip=host.action_label(action),
        )
    if isinstance(action, PlaceNote | RemoveNote):
        return HotspotSpec(
            id=f"click.key.{action.key}",
            x=key_x(action.key) + 3,
            y=KEYS_Y + BLACK_H + 2,
            w=KEY_W - 6,
            h=KEY_H - BLACK_H - 4,
            z=8,
            action=action,
            text=host.action_label(action),
            tooltip=host.action_label(action),
        )
    return None


def move_spots(texts: DivasTexts, view: DivasView, legal: Sequence[Action]) -> list[Spec]:
    """Click spots on the keys the Diva may reach, and the jump over the other diva."""
    specs: list[Spec] = []
    me = view.seat
    assert me is not None
    here = view.divas[me].key
    other = view.divas[1 - me].key
    for action in legal:
        if not isinstance(action, Move):
            continue
        note = load().piano.white_keys[action.key].note
        specs.append(
            HotspotSpec(
                id=f"click.move.{action.key}",
                x=key_x(action.key) + 3,
                y=KEYS_Y + BLACK_H + 2,
                w=KEY_W - 6,
                h=KEY_H - BLACK_H - 4,
                z=8,
                action=action,
                text=texts("click.move", note=note),
                tooltip=texts("click.move", note=note),
            )
        )
        if abs(action.key - here) > view.allowance:  # DIV-038: passes over her rival
            specs.append(
                LabelSpec(
                    id="move.passover",
                    x=key_centre(other) - 10,
                    y=KEYS_Y - 16,
                    z=9,
                    text="↷" if action.key > here else "↶",
                    size=16,
                    bold=True,
                    colour="#ffffff",
                    tooltip=texts("passover"),
                )
            )
    return specs


def action_label(texts: DivasTexts, view: object, action: Action) -> str | None:
    """Button and click-spot texts, with the note, house or side named (``None``: the
    framework's label)."""
    task = view.task if isinstance(view, DivasView) else None
    if isinstance(action, Done):
        return texts("done.task" if task is not None else "done.actions")
    if isinstance(action, Tessitura):
        return texts("tessitura.none")
    if isinstance(action, ChooseBlackKey):
        black = next(b for b in load().piano.black_keys if b.index == action.black)
        return texts(
            "click.black",
            first=action_name(texts, black.actions[0]),
            second=action_name(texts, black.actions[1]),
        )
    if isinstance(action, Fame):
        return texts("click.fame", house=texts.house(action.house))
    if isinstance(action, Applause):
        return texts("click.applause", house=texts.house(action.house))
    if isinstance(action, Drain):
        return texts("click.drain", house=texts.house(action.house))
    if isinstance(action, PlaceNote):
        note = load().piano.white_keys[action.key].note
        flip = task is not None and task.op == "flip_note"
        return texts("click.flip" if flip else "click.place", note=note)
    if isinstance(action, RemoveNote):
        return texts("click.remove", note=load().piano.white_keys[action.key].note)
    if isinstance(action, CloseOpera):
        return texts("close")
    return None
