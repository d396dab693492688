"""Privacy between two people at one screen, with computers playing between them (issue 31).

The moment a person's turn ends, everything private to that seat leaves the screen,
whoever moves next (a computer included): until the next person raises the curtain the
board shows the public table only. Pass-and-play games of every board are played move
by move, the computers' beats one by one (a fake clock); at every frame the drawn texts
and cards (the scene's items, their tooltips and faces, the beats' labels, the log, the
players panel, the banner) and the next person's recap are searched for the previous
person's secrets (``views.secrets``), by id and by name.
"""

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from divas_desktop.ui.board import BoardItem
from divas_desktop.ui.board.moments import Callout

from .positions import SEATS, play_beats, seats_of

KINDS = {
    "turandot": ["human", "computer", "human"],
    "sipario": ["human", "computer", "human"],
    "magna": ["human", "computer", "human"],
    "divas": ["human", "human"],  # two seats only: the screen passes between the two divas
}
HUMAN_MOVES = {"turandot": 12, "sipario": 12, "magna": 12, "divas": 20}
"""Moves of the people per game: several turns of each, computers between."""
DUPLICATED = ("sip.act.", "mag.", "div.")
"""Cards printed more than once (a name may show for another copy), and Divas cards, whose
names other cards' histories quote ("Aristotle Onassis dies; …"): checked by id only."""


def _face_texts(face) -> list[str]:
    if face is None:
        return []
    return [str(v) for v in vars(face).values() if isinstance(v, str | tuple)]


def screen_texts(window) -> str:
    """Every text the window could show now, besides the curtain."""
    parts: list[str] = []
    board = window.board
    for item in board.items():
        if isinstance(item, BoardItem):
            spec = item.spec
            parts.append(item.item_id)
            parts += [str(v) for v in vars(spec).values() if isinstance(v, str | tuple)]
            parts.append(item.toolTip())
            parts += _face_texts(spec.face)
        elif isinstance(item, Callout):
            parts.append(item.text)
        elif isinstance(item, QGraphicsSimpleTextItem):
            parts.append(item.text())
    parts += window.log_panel.texts()
    score = window.score_panel.list
    parts += [score.item(i).text() for i in range(score.count())]
    parts += [score.item(i).toolTip() for i in range(score.count())]
    parts.append(window.banner_text())
    return "\n".join(parts)


def secret_words(board, match, seat) -> dict[str, str]:
    """What would give ``seat``'s secrets away: each card's id, and its name where only
    that card bears it."""
    words = {}
    for card in match.game.secrets(match.state).get(seat, set()):
        words[card] = card
        if not card.startswith(DUPLICATED):
            face = board.card_face(card)
            if face is not None and face.title and face.title != card:
                words[face.title] = card
    return words


def _check(window, match, seat, where: str) -> int:
    """Search the screen for ``seat``'s secrets; return 1 (a frame checked)."""
    shown = screen_texts(window)
    for word, card in secret_words(window.board, match, seat).items():
        assert word not in shown, (where, seat, card, word)
    return 1


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_no_frame_shows_the_previous_person_s_secrets(window, animated, qtbot, game_id):
    from divas_desktop.core import registry
    from divas_desktop.core.match import Match

    from .positions import OPTIONS

    game = registry.get(game_id)
    config = game.config_type(seats=SEATS[game_id], **OPTIONS.get(game_id, {}))
    match = Match(game, config, seats_of(game_id, KINDS[game_id]), 4)
    controller = window.controller
    controller.start(match)
    board = window.board
    queue = board.animations
    previous: int | None = None  # the last person who moved
    frames = moves = recaps = 0
    for _ in range(4000):
        QCoreApplication.processEvents()
        if match.outcome() is not None or moves >= HUMAN_MOVES[game_id]:
            break
        if previous is not None and previous not in match.to_move():  # their turn has ended
            frames += _check(window, match, previous, f"move {match.cursor}")
        if controller.curtain_down():
            seat = controller.curtain_seat
            window.area.curtain.revealed.emit()  # that person raises the curtain
            QCoreApplication.processEvents()
            if previous is not None and seat != previous:
                recap = "\n".join(window.area.view.recap.lines())
                for word, card in secret_words(board, match, previous).items():
                    assert word not in recap, ("recap", previous, card, word)
                recaps += 1
            continue
        viewer = controller.viewer
        if queue.busy():
            for animation in queue.playing():  # the next frame of the beat: jump to its end
                animation.setCurrentTime(animation.totalDuration())
            continue
        if viewer is not None and viewer in match.to_move() and not match.is_computer(viewer):
            action = game.bot_action(match.state, viewer, match.cursor)
            assert controller.play(action)
            previous = viewer
            moves += 1
            continue
        qtbot.wait(1)  # a computer's move, or the pause before the curtain
    controller.stop_bots()
    play_beats(board)
    print(f"{game_id}: {frames} frames and {recaps} recaps checked over {match.cursor} actions")
    assert moves >= 10 and frames >= 5 and recaps >= 2, (moves, frames, recaps)
