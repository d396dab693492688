"""The panel beside the piano: whose turn, what to do now and by which gesture, what asks
for a choice (the card's event, the Fame track, the orchestra bonus), a closing step by
step, the note reserve; at the end, the final scoring line by line.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ....games.divas.views import ClosingView, DivasView
from ...board import LabelSpec, Spec
from ...board.fonts import text_height
from ...theme import CREAM, GOLD_LIGHT
from .cards import HOUSE_INSTRUMENT, INSTRUMENT_HOUSE, bt, card_name, gt
from .items import FrameSpec
from .layout import PROMPT_H, PROMPT_W, PROMPT_X, PROMPT_Y, Sides

if TYPE_CHECKING:
    from .board import DivasBoard

INNER_W = PROMPT_W - 16
BUTTONS_Y = PROMPT_Y + PROMPT_H - 36
"""Where the panel's buttons sit (Skip, Done, +1 VP)."""
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


def prompt_specs(board: DivasBoard, view: DivasView, sides: Sides) -> list[Spec]:
    """The panel's specs for the viewer."""
    if view.phase == "over" and view.final:
        return final_specs(board, view, sides)
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
        steps = closing_lines(board, view.closing)
        lines.append((steps[0][0], GOLD_LIGHT, 12, True, 0))
        lines += [(text, colour, 11, False, 0 if "▶" in text else 2) for text, colour in steps[1:]]
    else:
        lines.append((heading(board, view), GOLD_LIGHT, 13, True, 0))
        source = source_text(view)
        if source:
            lines.append((source, GOLD_LIGHT, 11, False, 1))
    how = help_text(board, view, brief=view.closing is not None) if acting else ""
    if how:
        lines.append((how, CREAM, 11, False, 1))
    reserve = LabelSpec(
        id="prompt.reserve",
        x=PROMPT_X + 8,
        y=0,
        text=reserve_text(view),
        size=11,
        colour="#cdbb99",
        width=INNER_W,
        tooltip=bt("reserve.tip"),
    )
    bottom = (BUTTONS_Y - 4) if acting else PROMPT_Y + PROMPT_H - 6
    room = bottom - PROMPT_Y - 6
    heights = [text_height(t, size, INNER_W, bold=bold) + 4 for t, _c, size, bold, _p in lines]
    reserve_h = text_height(reserve.text, 11, INNER_W) + 4
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
                width=INNER_W,
            )
        )
        y += height
    if y + reserve_h <= bottom + 2:
        specs.append(replace(reserve, y=bottom - reserve_h + 4))
    return specs


def heading(board: DivasBoard, view: DivasView) -> str:
    """Whose turn and which phase, or what the viewer waits for."""
    if view.phase == "over":
        return bt("over")
    mover = view.to_move[0] if view.to_move else view.current
    if view.seat is not None and mover == view.seat:
        if view.task is not None:
            return bt("heading.choice", turn=view.turn)
        return bt("heading.you", turn=view.turn, phase=gt(f"divas.phase.{view.phase}"))
    return bt("heading.other", player=board.seat_name(mover), diva=board.diva_name(mover))


def source_text(view: DivasView) -> str:
    """What asks for the pending choice (D1): the card, the Fame track, the orchestra."""
    task = view.task
    if task is None:
        return ""
    if task.source in ("event", "skill") and task.source_id:
        return bt(f"source.{task.source}", card=card_name(task.source_id))
    if task.source == "fame" and task.source_id:
        return bt("source.fame", house=f"divas.house.{task.source_id}")
    if task.source == "orchestra" and task.source_id:
        return bt("source.orchestra", instrument=f"divas.instrument.{task.source_id}")
    return ""


def help_text(board: DivasBoard, view: DivasView, brief: bool = False) -> str:
    """What to do now, and by which gesture (``brief``: the gesture only, the closing's
    steps already say what)."""
    task = view.task
    if task is not None:
        how = bt(f"how.{task.op}")
        if brief:
            return how
        what = gt(f"divas.task.{task.op}", count=task.count, amount=task.amount)
        return f"{what} {how}".strip()
    if view.phase == "play":
        return bt("how.play")
    if view.phase == "move":
        return bt("how.move", count=view.allowance)
    if view.phase == "black_key":
        return bt("how.black_key")
    if view.phase == "actions":
        parts = [_action_help(code) for code in view.remaining_actions]
        return bt("how.actions") + " " + " ".join(parts)
    return ""


def _action_help(code: str) -> str:
    if code in INSTRUMENT_HOUSE:
        return bt(
            "how.instrument",
            instrument=f"divas.instrument.{code}",
            house=f"divas.house.{INSTRUMENT_HOUSE[code]}",
        )
    return bt(f"how.{code}")


def closing_lines(board: DivasBoard, closing: ClosingView) -> list[tuple[str, str]]:
    """A closing step by step (DIV-062..073 and DIV-PR-05): done ✓, now ▶, to come ·."""
    order = ("applause", "fame", "orchestra", "palco")
    now = order.index(closing.step) if closing.step in order else 1
    marks = ["✓" if i < now else "▶" if i == now else "·" for i in range(len(order))]
    letters = [board.diva_badge(s)[2] for s in (0, 1)]
    out = [
        (
            bt(
                "closing.title",
                opera=f"divas.opera.{closing.opera}",
                house=f"divas.house.{closing.house}",
            ),
            GOLD_LIGHT,
        ),
        (
            bt(
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
        out.append((bt("closing.fame.none", mark=marks[1]), CREAM))
    else:
        out.append(
            (
                bt(
                    "closing.fame",
                    mark=marks[1],
                    player=board.diva_name(leader),
                    count=closing.fame_steps[leader],
                ),
                CREAM,
            )
        )
    instrument = f"divas.instrument.{HOUSE_INSTRUMENT[closing.house]}"
    if closing.placed == "instrument":
        text = bt(
            "closing.instrument",
            mark=marks[2],
            instrument=instrument,
            player=board.diva_name(closing.placed_by),
            bonus=bt(f"bonus.{closing.bonus}"),
            x=closing.bonus_x,
        )
    elif closing.placed == "conductor":
        text = bt("closing.conductor", mark=marks[2], player=board.diva_name(closing.placed_by))
    else:
        text = bt("closing.orchestra", mark=marks[2], instrument=instrument)
    out.append((text, CREAM))
    if board.palco_on:
        out.append((bt("closing.palco", mark=marks[3]), CREAM))
    return out


def reserve_text(view: DivasView) -> str:
    """The note tokens left in the reserve (D3)."""
    notes = " ".join(f"{note} {count}" for note, count in view.reserve.items())
    return bt("reserve", notes=notes)


def final_specs(board: DivasBoard, view: DivasView, sides: Sides) -> list[Spec]:
    """The final scoring, item by item as the rulebook counts it, for both divas."""
    specs: list[Spec] = [
        FrameSpec(
            id="final",
            x=PROMPT_X,
            y=PROMPT_Y,
            w=PROMPT_W,
            h=PROMPT_H,
            title=bt("final"),
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
                text=bt(f"final.{row}"),
                size=11,
                bold=bold,
                colour=GOLD_LIGHT if bold else CREAM,
            )
        )
        for column, (seat, value) in enumerate(zip(order, values, strict=True)):
            letter = board.diva_badge(seat)[2]
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
