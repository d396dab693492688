"""The board's words: a seat is named by its player, an effect names its goods (issue 28)."""

from divas_desktop.games.magna.data import catalogue
from divas_desktop.ui.boards.magna.board import MagnaBoard
from divas_desktop.ui.boards.magna.cards import worksite_face

from .gestures import PLAYERS, magna_match


def test_every_merchants_tooltip_names_its_player(app):
    match = magna_match(seats=3, humans=1, seed=7)
    for _step in range(12):  # past the draft: the merchants stand in the cities
        match.play_bot(match.to_move()[0])
    board = MagnaBoard("magna", match.seats)
    board.set_table(match.seats, 0)
    board.sync(match.view(0), match.legal_actions(0))
    tips = {board.item(i).spec.tooltip for i in board.item_ids() if i.startswith("merchant.")}
    assert tips == {f"Merchant of {name}" for name, _colour in PLAYERS[:3]}


def test_every_face_names_its_goods_and_no_code(app):
    board = MagnaBoard("magna", ())
    cat = catalogue()
    faces = [board.card_face(card) for card in (*cat.cards, *cat.buildings, *cat.powers)]
    faces += [
        worksite_face(board.texts, token, side, site.level, site.sides[side][0])
        for token, site in cat.worksites.items()
        for side in (0, 1)
    ]
    for face in faces:
        assert face is not None
        words = " ".join((face.title, face.subtitle, face.band, face.text, *face.lines))
        assert "{" not in words and "magna." not in words and "mag." not in words, words
    dyers_shed = next(f for f in faces if f.title == "Dyer's Shed")
    assert dyers_shed.lines[2] == "On the right: after each of your city activations: gain 1 Wood"
