"""Raising the curtain cheaply: the table turns behind it, pieces are copied, not repainted."""

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from divas_desktop.games.divas.rules import GAME
from divas_desktop.ui.boards.divas import items as divas_items
from divas_desktop.ui.boards.divas import pictures as divas_pictures
from divas_desktop.ui.boards.divas.items import DivaCardItem, DivaCardSpec

from ..helpers import assert_only_public
from .gestures import divas_match, perform

FACE = DivaCardSpec(
    id="c1", x=10.3, y=7.6, title="Norma", year="1831", text="Casta diva", rhythms=(2,)
)
BACK = DivaCardSpec(id="c1", x=10.3, y=7.6, title="Norma", year="1831", face_up=False)


def test_behind_the_curtain_the_table_already_faces_the_next_diva(window):
    match = divas_match(humans=(0, 1), seed=8)
    controller = window.controller
    controller.start(match)
    turned = 0
    for step in range(40):
        if controller.curtain_down():
            assert_only_public(window.board, match)
            assert window.board.bottom == controller.curtain_seat
            turned += 1
            window.area.curtain.revealed.emit()
        seat = controller.viewer
        perform(window, GAME.bot_action(match.state, seat, step), seat)
    assert turned >= 3


def _grab(app, spec: DivaCardSpec, zoom: float) -> QImage:
    """The card drawn by a view at ``zoom`` (through Qt's item cache, as on the board)."""
    scene = QGraphicsScene()
    scene.setSceneRect(0, 0, 160, 170)
    scene.addItem(DivaCardItem(spec))
    view = QGraphicsView(scene)
    view.resize(240, 240)
    view.scale(zoom, zoom)
    view.show()
    app.processEvents()
    image = view.viewport().grab().toImage()
    view.close()
    return image


def test_a_remembered_card_is_the_same_picture_and_never_a_face_for_a_back(app, monkeypatch):
    divas_pictures.forget_pictures()
    painted: list[bool] = []
    paint = divas_items.paint_diva_card
    monkeypatch.setattr(
        divas_items,
        "paint_diva_card",
        lambda painter, spec, rect: painted.append(spec.face_up) or paint(painter, spec, rect),
    )
    face = _grab(app, FACE, 1.0147)
    back = _grab(app, BACK, 1.0147)
    assert painted == [True, False]
    again = _grab(app, FACE, 1.0147)
    assert painted == [True, False], "the face was painted again instead of copied"
    assert again == face
    assert back != face
    divas_pictures.forget_pictures()
    assert _grab(app, FACE, 1.0147) == face  # painted afresh: the very same pixels
    assert painted == [True, False, True]
