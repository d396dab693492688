"""The Sipario! board's own pieces: a pile's top card drawn as the table's cards are
(the framework's ``PileItem.paint_top`` hook), a hidden hand as one row of backs, card
names that always fit their card, and an extra show's card named in the inspector."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from divas_desktop.games.sipario.data import load
from divas_desktop.ui.board import CardFace, PileSpec
from divas_desktop.ui.board.pile import PileItem
from divas_desktop.ui.boards.sipario import items as sipario_items
from divas_desktop.ui.boards.sipario.cards import card_face
from divas_desktop.ui.boards.sipario.items import (
    WRAP,
    BacksItem,
    BacksSpec,
    SipPileItem,
    card_font,
    fitting,
)
from divas_desktop.ui.boards.sipario.texts import SiparioTexts


def _paint(item) -> None:
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    item.paint(painter, None, None)
    painter.end()


def test_a_pile_top_is_painted_by_the_board_hook(app, monkeypatch):
    drawn = []
    monkeypatch.setattr(
        sipario_items, "paint_sip_face", lambda painter, rect, title, *a: drawn.append(title)
    )
    spec = PileSpec(id="pile", x=0, y=0, count=3, top=CardFace(title="Claque", mark="+"))
    _paint(SipPileItem(spec))
    assert drawn == ["Claque"]
    assert issubclass(SipPileItem, PileItem)


def test_a_row_of_backs_is_one_item_as_wide_as_its_cards(app):
    spec = BacksSpec(id="backs.1", x=0, y=0, count=8, step=16, card_w=24, card_h=36)
    item = BacksItem(spec)
    assert item.size() == (24 + 16 * 7, 36)
    _paint(item)


def test_long_card_names_fit_without_breaking_a_word_when_they_can(app):
    for name in ("Recommendation of Iron", "Agency Wheeling-and-Dealing", "Il matrimonio segreto"):
        for height in (60, 80):  # a taller card must not set a word too wide for it
            font, flags = fitting(name, 65, height)
            assert flags == WRAP, name
            metrics = QFontMetricsF(card_font(*font))
            needed = metrics.boundingRect(QRectF(0, 0, 65, 1000), flags, name)
            assert needed.width() <= 65 and needed.height() <= height, name
            words = name.replace("-", "- ").split()
            assert max(metrics.horizontalAdvance(w) for w in words) <= 65, (name, height)


def test_an_extra_show_card_shows_its_name_and_reward_in_the_inspector(app):
    texts = SiparioTexts()
    for key, show in load().shows.items():
        face = card_face(texts, key)
        assert face.title == texts.game(f"sipario.show.{key}") != key
        assert face.mark == f"+{show.pn} PN"
        assert key not in face.text
